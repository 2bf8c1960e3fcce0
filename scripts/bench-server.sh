#!/usr/bin/env bash
# `npm run bench:server`: the room server under load. Builds quadrille-server and its load
# generator (crates/server/src/bin/quadrille-server-load) in release, then runs the steps: for
# each, a server process of its own on 127.0.0.1 with a fresh database, that many concurrent
# Soi rooms of four socket clients (every seat played by an engine level), measured for a fixed
# time once all are seated. Prints a Markdown table (it goes into docs/PERFORMANCE.md) and the
# machine's load before and after. Not part of `npm test`.
#
#   npm run bench:server
#   BENCH_SERVER_STEPS=100,500 BENCH_SERVER_SECONDS=10 npm run bench:server
#   BENCH_SERVER_THINK_MS=1000 npm run bench:server     each seat waits 1 s before each command
#   npm run bench:server -- --no-build                  the binaries already built
#   npm run bench:server -- --postgres                  rooms in PostgreSQL (a throwaway cluster
#                                                       of scripts/postgres.sh, durable: fsync and
#                                                       synchronous commits on), one node
#   npm run bench:server -- --postgres --nodes 2        two nodes on that database, each room's
#                                                       seats spread over them
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

build=1
postgres=0
nodes=1
while [ "$#" -gt 0 ]; do
  case "$1" in
    --no-build) build=0 ;;
    --postgres) postgres=1 ;;
    --nodes)
      [ "$#" -ge 2 ] || die "--nodes needs a number"
      nodes="$2"
      shift
      ;;
    *) die "unknown option '$1' (--no-build, --postgres, --nodes N)" ;;
  esac
  shift
done
[ "$nodes" = 1 ] || [ "$postgres" = 1 ] || die "--nodes needs --postgres (nodes share a PostgreSQL database)"

STEPS="${BENCH_SERVER_STEPS:-100,250,500,1000,2000}"
SECONDS_PER_STEP="${BENCH_SERVER_SECONDS:-20}"
THINK_MS="${BENCH_SERVER_THINK_MS:-0}"
LEVEL="${BENCH_SERVER_LEVEL:-easy}"

if [ "$build" -eq 1 ]; then
  banner "Building quadrille-server and quadrille-server-load (release)"
  cargo build --release -p quadrille-server --bins
fi
rel="$TARGET_DIR/release"
[ -x "$rel/quadrille-server-load" ] && [ -x "$rel/quadrille-server" ] \
  || die "no release build in $rel (run without --no-build)"

# Four sockets a room on each side: past a few thousand rooms the usual hard limit on open files
# (here 20,000) is too low. Root may raise it; anyone else keeps what they have (the generator
# warns when it is short).
if [ "$(ulimit -Hn)" != unlimited ] && [ "$(ulimit -Hn)" -lt 200000 ]; then
  ulimit -n 200000 2>/dev/null || true
fi
where="SQLite"
[ "$postgres" = 0 ] || where="PostgreSQL, $nodes node(s)"
banner "Room server under load ($where): steps $STEPS rooms, ${SECONDS_PER_STEP} s each, think ${THINK_MS} ms, level $LEVEL"
info "before: $(uptime)"
status=0
load=("$rel/quadrille-server-load" --server "$rel/quadrille-server" --steps "$STEPS"
  --seconds "$SECONDS_PER_STEP" --think-ms "$THINK_MS" --level "$LEVEL" --nodes "$nodes")
if [ "$postgres" = 1 ]; then
  # The generator is given the cluster's URL once it is up.
  QUADRILLE_PG_DURABLE=1 bash scripts/postgres.sh \
    bash -c '"$@" --database "$QUADRILLE_TEST_POSTGRES"' load "${load[@]}" || status=$?
else
  "${load[@]}" || status=$?
fi
info "after:  $(uptime)"
[ "$status" -eq 0 ] || die "the load saw errors or a step failed (status $status)"
ok "every step ran without an error"
