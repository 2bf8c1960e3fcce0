#!/usr/bin/env bash
# Takes the README's screenshots (docs/screenshots/*.png) of the real app under Xvfb, through
# WebDriver: the desktop at 1280x800 and a phone-size window of 390x844.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"
bash scripts/setup.sh --test
if [ ! -x "$TARGET_DIR/debug/quadrille" ] || [ "${1:-}" = "--build" ]; then
  npx tauri build --debug --no-bundle
fi
# A screen larger than the biggest window, so no window is clipped.
xvfb-run -a -s "-screen 0 1600x1000x24" node tests/e2e/screenshots.mjs docs/screenshots
