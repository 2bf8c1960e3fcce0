#!/usr/bin/env bash
# Computes Gaps deals of the day ahead, for the app to ship (a phone would take too long to
# choose the hardest days itself, Chinese Puzzle's above all):
#
#   bash scripts/daily-table.sh 2027                      # a year, the three Gaps games
#   bash scripts/daily-table.sh 2026-12 chinese_puzzle    # a month, one game
#
# writes crates/engine/daily/deals.txt (`YYYY-MM-DD game deal` a line, what the engine embeds;
# the period's lines of those games replaced, every other line kept) and
# crates/engine/tests/daily/PERIOD.jsonl (each day's deal with its rating and winning line, what
# tests/daily_year.rs checks; lines of other games kept). A year takes about 10 minutes for
# SolitaireX and Montana and about an hour more for Chinese Puzzle, on one core.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
period="${1:-}"
games="${2:-solitairex,montana,chinese_puzzle}"
days_in_month() { # year month
  case "$2" in
    02) if (( ($1 % 4 == 0 && $1 % 100 != 0) || $1 % 400 == 0 )); then echo 29; else echo 28; fi ;;
    04|06|09|11) echo 30 ;;
    *) echo 31 ;;
  esac
}
if [[ "$period" =~ ^[0-9]{4}$ ]]; then
  first="$period-01-01"; days=365
  if (( (period % 4 == 0 && period % 100 != 0) || period % 400 == 0 )); then days=366; fi
elif [[ "$period" =~ ^([0-9]{4})-(0[1-9]|1[0-2])$ ]]; then
  first="$period-01"; days=$(days_in_month "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}")
else
  die "usage: bash scripts/daily-table.sh YEAR|YYYY-MM [GAMES, comma-separated]"
fi
cargo build --release -p quadrille-cli
mkdir -p crates/engine/tests/daily
jsonl="crates/engine/tests/daily/$period.jsonl"
"$TARGET_DIR/release/quadrille-cli" daily --date "$first" --days "$days" --games "$games" --json >"$jsonl.new"
node -e '
  const fs = require("fs");
  const [jsonl, table, period, games] = process.argv.slice(1);
  const chosen = new Set(games.split(","));
  const replaced = (day, game) => day.startsWith(period) && chosen.has(game);
  const old = fs.existsSync(jsonl) ? fs.readFileSync(jsonl, "utf8").split("\n").filter(Boolean) : [];
  const fresh = fs.readFileSync(jsonl + ".new", "utf8").split("\n").filter(Boolean);
  const lines = [...old.filter((l) => { const d = JSON.parse(l); return !replaced(d.day, d.game); }), ...fresh]
    .map((l) => JSON.parse(l))
    .sort((a, b) => (a.day + a.game < b.day + b.game ? -1 : 1));
  fs.writeFileSync(jsonl, lines.map((d) => JSON.stringify(d)).join("\n") + "\n");
  const kept = fs.existsSync(table)
    ? fs.readFileSync(table, "utf8").split("\n").filter((l) => l && !l.startsWith("#"))
        .filter((l) => { const [day, game] = l.split(" "); return !replaced(day, game); })
    : [];
  const head = "# Gaps deals of the day computed ahead (scripts/daily-table.sh): YYYY-MM-DD game deal";
  const all = [...kept, ...fresh.map((l) => JSON.parse(l)).map((d) => `${d.day} ${d.game} ${d.deal}`)];
  fs.writeFileSync(table, [head, ...all.sort()].join("\n") + "\n");
' "$jsonl" crates/engine/daily/deals.txt "$period" "$games"
rm -f "$jsonl.new"
ok "wrote $jsonl and crates/engine/daily/deals.txt"
