#!/usr/bin/env bash
# `npm run bench`: Quadrille against the bare reference app (bench/bare-app), both release builds
# with the same profile, measured in one interleaved run (sizes, start to first screen, memory,
# IPC round trip); then the save-growth case (src-tauri/examples/save_growth.rs, release build):
# a move's cost at 0, 1,000, 5,000 and 9,000 actions into a Soi game, SolitaireX beside three
# other saved games, a slow disk, and the size and load time of a 10,000-action game. Not part
# of `npm test`. The tables it prints go into docs/PERFORMANCE.md.
#
#   npm run bench                      build both apps (incremental), then measure
#   npm run bench -- --no-build        measure the builds already in target/release
#   npm run bench -- --growth-only     only the save-growth case (builds the example)
#   BENCH_RUNS=12 BENCH_MOVES=400 npm run bench
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

build=1 apps=1
for a in "$@"; do
  case "$a" in
    --no-build) build=0 ;;
    --growth-only) apps=0 ;;
    *) die "unknown option '$a' (--no-build, --growth-only)" ;;
  esac
done

rel="$TARGET_DIR/release"
# The save-growth case: the app's state and storage on a real folder, no WebView.
growth() {
  banner "Save growth (src-tauri/examples/save_growth.rs, release build)"
  if [ "$build" -eq 1 ] || [ ! -x "$rel/examples/save_growth" ]; then
    nice -n 5 cargo build --release -p quadrille --features quadrille/custom-protocol --example save_growth
  fi
  local folder
  folder="$(mktemp -d "${TMPDIR:-/var/tmp}/quadrille-save-growth.XXXXXX")"
  "$rel/examples/save_growth" "$folder"
  rm -rf "$folder"
}

bash scripts/setup.sh --test # system packages, npm ci, tauri-driver

if [ "$apps" -eq 0 ]; then
  # The app embeds ui/dist at compile time.
  [ -f ui/dist/index.html ] || npm run --silent build:ui
  growth
  exit 0
fi

if [ "$build" -eq 1 ]; then
  banner "Quadrille: npx tauri build --bundles deb (release profile of Cargo.toml; LTO: slow)"
  t0=$SECONDS
  nice -n 5 npx tauri build --bundles deb
  info "$((SECONDS - t0)) s"
  # The bare app has its own workspace; sharing target/ lets both apps reuse the same compiled
  # crates (Tauri, WebKit bindings, serde …) where their versions and features agree.
  banner "Bare app: npx tauri build --bundles deb (bench/bare-app, same profile)"
  t0=$SECONDS
  (cd bench/bare-app && CARGO_TARGET_DIR="$TARGET_DIR" nice -n 5 npx tauri build --bundles deb)
  info "$((SECONDS - t0)) s"
fi

app="$rel/quadrille" bare="$rel/quadrille-bare"
app_deb="$(ls -t "$rel"/bundle/deb/Quadrille_*.deb 2>/dev/null | head -1 || true)"
bare_deb="$(ls -t "$rel"/bundle/deb/quadrille-bare_*.deb 2>/dev/null | head -1 || true)"
[ -x "$app" ] || die "$app is missing: run without --no-build"
[ -x "$bare" ] || die "$bare is missing: run without --no-build"

banner "Measuring (${BENCH_RUNS:-8} starts of each, interleaved, under xvfb-run)"
QUADRILLE_APP="$app" xvfb-run -a -s "-screen 0 1280x800x24" \
  node bench/measure.mjs --app "$app" --bare "$bare" --app-deb "$app_deb" --bare-deb "$bare_deb" \
  --runs "${BENCH_RUNS:-8}" --moves "${BENCH_MOVES:-200}"

growth
