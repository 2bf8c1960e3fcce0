#!/usr/bin/env bash
# Computes a year of Gaps deals of the day ahead, for the app to ship (a phone would take too
# long to choose the hardest days itself):
#
#   bash scripts/daily-table.sh 2027
#
# writes crates/engine/daily/deals.txt (every year's lines kept, this year's replaced: `YYYY-MM-DD
# game deal`, what the engine embeds) and crates/engine/tests/daily/YEAR.jsonl (each day's deal
# with its rating and winning line, what tests/daily_year.rs checks). SolitaireX and Montana
# only: Chinese Puzzle's search is too deep to run for a year here yet. About 10 minutes.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
year="${1:-}"
[[ "$year" =~ ^[0-9]{4}$ ]] || die "usage: bash scripts/daily-table.sh YEAR"
days=365
if (( (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 )); then days=366; fi
cargo build --release -p quadrille-cli
mkdir -p crates/engine/tests/daily
jsonl="crates/engine/tests/daily/$year.jsonl"
"$TARGET_DIR/release/quadrille-cli" daily --date "$year-01-01" --days "$days" \
  --games solitairex,montana --json >"$jsonl.tmp"
mv "$jsonl.tmp" "$jsonl"
node -e '
  const fs = require("fs");
  const [jsonl, table, year] = process.argv.slice(1);
  const kept = fs.existsSync(table)
    ? fs.readFileSync(table, "utf8").split("\n").filter((l) => l && !l.startsWith(year + "-") && !l.startsWith("#"))
    : [];
  const fresh = fs.readFileSync(jsonl, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l))
    .map((d) => `${d.day} ${d.game} ${d.deal}`);
  const head = "# Gaps deals of the day computed ahead (scripts/daily-table.sh): YYYY-MM-DD game deal";
  fs.writeFileSync(table, [head, ...[...kept, ...fresh].sort()].join("\n") + "\n");
' "$jsonl" crates/engine/daily/deals.txt "$year"
ok "wrote $jsonl and crates/engine/daily/deals.txt"
