#!/usr/bin/env bash
# `npm run app`: install what is missing, build the app (debug, UI embedded) and start it.
#   QUADRILLE_HEADLESS=1 npm run app   runs it inside a virtual X display (xvfb-run) when there
#                                      is no $DISPLAY (useful only to check it starts).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

bash scripts/setup.sh

banner "Building Quadrille (npx tauri build --debug --no-bundle)"
# Tauri builds the UI first (beforeBuildCommand: npm run build:ui) and embeds it in the binary.
npx tauri build --debug --no-bundle

app="$TARGET_DIR/debug/quadrille"
[ -x "$app" ] || die "the build finished but $app is missing"

if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  banner "Starting $app"
  exec "$app" "$@"
elif [ "${QUADRILLE_HEADLESS:-}" = 1 ]; then
  banner "No display: starting $app under xvfb-run (you will not see it)"
  exec xvfb-run -a -s "-screen 0 1280x800x24" "$app" "$@"
else
  warn "there is no display (\$DISPLAY and \$WAYLAND_DISPLAY are empty), so the window cannot be shown."
  info "The app is built: $app"
  info "Run it on a desktop session, or set QUADRILLE_HEADLESS=1 to start it inside a virtual display (xvfb-run)."
  exit 1
fi
