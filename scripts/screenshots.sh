#!/usr/bin/env bash
# Takes the README's screenshots (docs/screenshots/*.png) of the real app under Xvfb, through
# WebDriver: the desktop at 1280x800 and a phone-size window of 390x844. With --languages, the
# words in Greek, German and Arabic instead: Soi's round log and a refused Chinese Puzzle move
# (docs/screenshots/words-*.png).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
bash scripts/setup.sh --test
shots=tests/e2e/screenshots.mjs
build=0
for a in "$@"; do
  case "$a" in
    --build) build=1 ;;
    --languages) shots=tests/e2e/language-shots.mjs ;;
    *) die "unknown option '$a' (--build, --languages)" ;;
  esac
done
if [ ! -x "$TARGET_DIR/debug/quadrille" ] || [ "$build" = 1 ]; then
  npx tauri build --debug --no-bundle
fi
# A screen larger than the biggest window, so no window is clipped.
xvfb-run -a -s "-screen 0 1600x1000x24" node "$shots" docs/screenshots
