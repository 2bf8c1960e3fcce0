#!/usr/bin/env bash
# The `rooms` stage of `npm test`: a quadrille-server of its own on 127.0.0.1 (any free port,
# a fresh database), four `quadrille-cli room` clients per game play GAMES games of Soi and two
# per game play GAMES games of FourSide through it. Every client checks its result against the
# room replayed from the room's log (it exits non-zero otherwise), and the clients of a room
# must agree on the deal, the number of commands and the scores. The server is stopped on exit.
#
#   bash scripts/rooms.sh [GAMES] [PARALLEL]      defaults: 100 games of each, 16 rooms at once
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

GAMES="${1:-100}"
PARALLEL="${2:-16}"
cargo build -q -p quadrille-server -p quadrille-cli
SERVER="$TARGET_DIR/debug/quadrille-server"
CLI="$TARGET_DIR/debug/quadrille-cli"

work="$(mktemp -d "${TMPDIR:-/tmp}/quadrille-rooms.XXXXXX")"
server_pid=""
cleanup() {
  # The server ends on the TERM sent here: its status (143) is no failure of the stage, and
  # under `set -e` a failing last command would make it one.
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# Every client here connects from 127.0.0.1 and the stage makes 200 rooms: the per-person
# limits (one seat per address, 60 rooms an hour) are raised.
"$SERVER" --address 127.0.0.1:0 --database "$work/rooms.sqlite3" --seats-per-address 4 --rooms-per-hour 100000 >"$work/server.out" 2>"$work/server.err" &
server_pid=$!
for _ in $(seq 100); do [ -s "$work/server.out" ] && break; sleep 0.1; done
URL="$(head -n1 "$work/server.out")"
[[ "$URL" == ws://127.0.0.1:* ]] || die "the server did not say where it listens: $(cat "$work/server.err")"
info "server at $URL"

# One room: the host makes it, the others join once its id is printed; all play to the end.
# game_room GAME N PEOPLE LEVEL HOST_ARGS...
game_room() {
  local game="$1" n="$2" people="$3" level="$4"; shift 4
  local dir="$work/$game-$n"; mkdir -p "$dir"
  timeout 300 "$CLI" room --server "$URL" --level "$level" --name host --seed "$n" host --game "$game" "$@" \
    >"$dir/0.out" 2>"$dir/0.err" &
  local pids=($!)
  local room=""
  # Up to 30 s under load; the host's output file may not exist yet (hence `|| true`: under
  # `set -e` and `pipefail` a failed `head` would end the script without a word).
  for _ in $(seq 600); do
    room="$(head -n1 "$dir/0.out" 2>/dev/null | sed -n 's/.*"room":"\([0-9a-f]*\)".*/\1/p' || true)"
    [ -n "$room" ] && break
    sleep 0.05
  done
  [ -n "$room" ] || { cat "$dir/0.err" >&2; echo "$game $n: no room" >&2; return 1; }
  for ((p = 1; p < people; p++)); do
    timeout 300 "$CLI" room --server "$URL" --level "$level" --name "p$p" --seed "$((n * 10 + p))" \
      join --game "$game" --room "$room" >"$dir/$p.out" 2>"$dir/$p.err" &
    pids+=($!)
  done
  local failed=0
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  if [ "$failed" -ne 0 ]; then cat "$dir"/*.err >&2; echo "$game $n: a client failed" >&2; return 1; fi
  # Same deal, same number of commands, same scores, replayed, for every client of the room
  # (what is each client's own is taken out: its seat, reconnections and bytes received).
  local results
  results="$(for ((p = 0; p < people; p++)); do
    tail -n1 "$dir/$p.out" | sed 's/"seat":[0-9]*,//; s/"reconnects":[0-9]*,//; s/"received_bytes":[0-9]*,//'
  done | sort -u)"
  [ "$(printf '%s\n' "$results" | wc -l)" -eq 1 ] || { echo "$game $n: clients disagree: $results" >&2; return 1; }
  [[ "$results" == *'"replayed":true'* ]] || { echo "$game $n: $results" >&2; return 1; }
  echo "$results" >>"$work/results.$game"
}

# play GAME PEOPLE LEVEL HOST_ARGS...: GAMES rooms, PARALLEL at a time.
play_all() {
  local game="$1" people="$2"; shift 1
  local running=() n
  for ((n = 1; n <= GAMES; n++)); do
    game_room "$game" "$n" "$@" &
    running+=($!)
    if [ "${#running[@]}" -ge "$PARALLEL" ]; then
      wait "${running[0]}" || die "$game room ${n}: failed"
      running=("${running[@]:1}")
    fi
  done
  for pid in "${running[@]}"; do wait "$pid" || die "$game: a room failed"; done
  local done_games
  done_games="$(wc -l <"$work/results.$game")"
  [ "$done_games" -eq "$GAMES" ] || die "$game: $done_games of $GAMES games finished"
  ok "$game: $GAMES games, each client's result equal to its room's replayed log"
}

t0=$SECONDS
play_all soi 4 easy --rules '{"target":100}'
play_all fourside 2 beginner
info "$((SECONDS - t0)) s"
grep -q panicked "$work/server.err" && die "the server panicked: $(cat "$work/server.err")"
kill -0 "$server_pid" || die "the server died"
