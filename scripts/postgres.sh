#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL cluster, with QUADRILLE_TEST_POSTGRES naming it:
#
#   bash scripts/postgres.sh COMMAND [ARGS…]
#   e.g. bash scripts/postgres.sh cargo test -p quadrille-server --features postgres-tests --test postgres
#
# The cluster is made with Debian's `postgresql` package (scripts/setup.sh --test installs it) in
# a fresh temporary folder, listens on 127.0.0.1 at a free port (and on a socket in that folder),
# trusts local connections and skips fsync (unless QUADRILLE_PG_DURABLE=1: the benchmarks keep
# PostgreSQL's durable defaults); it is stopped and deleted when the command ends,
# however it ends. PostgreSQL refuses to run as root, so as root it runs as the package's
# unprivileged `postgres` user.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

[ "$#" -gt 0 ] || die "usage: bash scripts/postgres.sh COMMAND [ARGS…]"

# initdb, pg_ctl and createdb: where the initdb on PATH really is (often a link to Debian's
# folder), else in Debian's newest version.
bin=""
if command -v initdb >/dev/null 2>&1; then
  bin="$(dirname "$(readlink -f "$(command -v initdb)")")"
  [ -x "$bin/pg_ctl" ] && [ -x "$bin/createdb" ] || bin=""
fi
if [ -z "$bin" ]; then
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/createdb" ]; then bin="$dir"; break; fi
  done
fi
[ -n "$bin" ] || die "PostgreSQL's initdb, pg_ctl and createdb were not found (on PATH or in /usr/lib/postgresql/*/bin): install Debian's postgresql package (bash scripts/setup.sh --test)"

# As root, the cluster's programs run as `postgres`, in a folder it owns under /tmp (a folder
# under root's own TMPDIR might not be open to it).
as_owner=()
parent="${TMPDIR:-/tmp}"
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 ||
    die "running as root, and there is no 'postgres' user to run the cluster as (Debian's postgresql package makes it)"
  command -v runuser >/dev/null 2>&1 || die "runuser (util-linux) is needed to run the cluster as 'postgres'"
  as_owner=(runuser -u postgres --)
  parent=/tmp
fi

cluster="$(mktemp -d "$parent/quadrille-pg.XXXXXX")"
data="$cluster/data"
started=0
stop_cluster() {
  local rc=$?
  if [ "$started" = 1 ]; then
    "${as_owner[@]}" "$bin/pg_ctl" -D "$data" stop -m immediate >/dev/null 2>&1 || true
  fi
  rm -rf "$cluster"
  exit "$rc"
}
trap stop_cluster EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
[ "${#as_owner[@]}" -eq 0 ] || chown postgres: "$cluster"

"${as_owner[@]}" "$bin/initdb" -D "$data" -U postgres -A trust -E UTF8 --locale=C --no-sync \
  >"$cluster/initdb.log" 2>&1 || die "initdb failed: $(cat "$cluster/initdb.log")"

# No durability needed for tests: fsync, full-page writes and synchronous commits off.
options=(-c fsync=off -c synchronous_commit=off -c full_page_writes=off)
if [ "${QUADRILLE_PG_DURABLE:-0}" = 1 ]; then options=(); fi
# A free port: one nothing answers on, tried again if another process took it meanwhile.
port=""
for _ in 1 2 3 4 5 6 7 8 9 10; do
  candidate=$((20000 + RANDOM % 40000))
  if (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then continue; fi
  if "${as_owner[@]}" "$bin/pg_ctl" -D "$data" -l "$cluster/server.log" -w -t 30 \
    -o "-k $cluster -h 127.0.0.1 -p $candidate ${options[*]}" \
    start >/dev/null 2>&1; then
    port="$candidate"
    started=1
    break
  fi
done
[ -n "$port" ] || die "the cluster did not start: $(tail -n 20 "$cluster/server.log" 2>/dev/null)"

"${as_owner[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres quadrille_test ||
  die "createdb failed"
export QUADRILLE_TEST_POSTGRES="postgres://postgres@127.0.0.1:$port/quadrille_test"

# The fault trials stop and start the cluster mid-game: `bash "$QUADRILLE_TEST_POSTGRES_CTL"
# stop|start` (a fast stop: connections are ended and everything committed is written first).
ctl="$cluster/ctl.sh"
{
  echo '#!/usr/bin/env bash'
  echo 'set -euo pipefail'
  printf 'case "$1" in\n'
  printf '  stop) %q -D %q stop -m fast -w -t 30 ;;\n' "$bin/pg_ctl" "$data"
  printf '  start) %q -D %q -l %q -w -t 30 -o %q start ;;\n' "$bin/pg_ctl" "$data" "$cluster/server.log" \
    "-k $cluster -h 127.0.0.1 -p $port ${options[*]}"
  printf '  *) echo "usage: ctl.sh stop|start" >&2; exit 2 ;;\n'
  printf 'esac\n'
} >"$ctl"
if [ "${#as_owner[@]}" -gt 0 ]; then
  # As root the cluster's programs run as its owner.
  sed -i "s|^  stop) |  stop) runuser -u postgres -- |; s|^  start) |  start) runuser -u postgres -- |" "$ctl"
fi
chmod +x "$ctl"
export QUADRILLE_TEST_POSTGRES_CTL="$ctl"
info "PostgreSQL $("$bin/pg_ctl" --version | awk '{print $3}') at $QUADRILLE_TEST_POSTGRES (in $cluster)"

"$@"
