#!/usr/bin/env bash
# `npm test`: every suite, in order, stopping at the first failure.
#
#   bash scripts/test.sh               all stages
#   bash scripts/test.sh e2e clippy    only the named stages (same order as below)
#   bash scripts/test.sh --list        the stage names
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

# Passing the app's custom-protocol feature everywhere keeps `tauri` compiled one way, so the
# Rust stages share one build of it (and the app does not look for a dev server).
FEATURES=(--features quadrille/custom-protocol)
STAGES=(fmt ui clippy rust rooms postgres android bindings check-ui test-ui playwright app e2e)

if [ "${1:-}" = "--list" ]; then printf '%s\n' "${STAGES[@]}"; exit 0; fi
selected=("$@")
for s in "${selected[@]}"; do
  [[ " ${STAGES[*]} " == *" $s "* ]] || die "unknown stage '$s' (stages: ${STAGES[*]})"
done
wanted() { [ "${#selected[@]}" -eq 0 ] || [[ " ${selected[*]} " == *" $1 "* ]]; }

tmp="$(mktemp -d "${TMPDIR:-/tmp}/quadrille-test.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

summary=()
total_start=$SECONDS
current=""

finish() {
  local rc=$?
  if [ "$rc" -ne 0 ] && [ -n "$current" ]; then
    printf '\n%s======== FAILED: %s (exit %s) ========%s\n' "$_r" "$current" "$rc" "$_n" >&2
    printf '%s\n' "${summary[@]}" >&2
    printf '%snpm test: FAILED at stage "%s" after %d s%s\n' "$_r" "$current" "$((SECONDS - total_start))" "$_n" >&2
  fi
  rm -rf "$tmp"
}
trap finish EXIT

# stage NAME DESCRIPTION -- runs the function stage_NAME with a banner and a timing line.
stage() {
  local name="$1" desc="$2"
  wanted "$name" || return 0
  current="$name"
  printf '\n%s======== [%s] %s ========%s\n' "$_b" "$name" "$desc" "$_n"
  local t0=$SECONDS
  "stage_${name//-/_}"
  summary+=("  ok  $(printf '%-11s' "$name") $((SECONDS - t0)) s  $desc")
  current=""
}

# --- the stages ------------------------------------------------------------------------------
stage_fmt() { cargo fmt --all --check; }

# The app embeds ui/dist at compile time (tauri::generate_context! fails without it), so the UI
# is built before anything compiles the app; on a fresh clone ui/dist does not exist yet.
# The bare reference app of `npm run bench` is built too (its page only, a second): a change to
# the shared npm packages must not break the benchmark, which npm test does not run.
stage_ui() {
  npm run --silent build:ui
  (cd bench/bare-app && npx vite build --config vite.config.ts --logLevel warn)
}
need_dist() { [ -f ui/dist/index.html ] || npm run --silent build:ui; }

# quadrille-server/postgres-tests: the `postgres` test target too, which only builds with it.
stage_clippy() {
  need_dist
  cargo clippy --workspace --all-targets "${FEATURES[@]}" --features quadrille-server/postgres-tests -- -D warnings
}

# The export tests of ts-rs run here too; they write into a temporary folder (an environment
# variable on the command line beats .cargo/config.toml's [env]), never into ui/src/bindings.
stage_rust() {
  need_dist
  TS_RS_EXPORT_DIR="$tmp/bindings" cargo test --workspace "${FEATURES[@]}"
}

# Its own quadrille-server on 127.0.0.1 (stopped on exit); `quadrille-cli room` clients play
# whole games through it and check each result against the room's replayed log.
stage_rooms() { bash scripts/rooms.sh 100 16; }

# The storage suite (tests/suite) and what only several nodes on one database can get wrong, on
# PostgreSQL: scripts/postgres.sh makes a throwaway cluster of Debian's package in a temporary
# folder (127.0.0.1, a free port; as an unprivileged user), names it in QUADRILLE_TEST_POSTGRES
# for the test target and removes it afterwards. The target fails without that variable.
stage_postgres() {
  bash scripts/postgres.sh cargo test -p quadrille-server --features postgres-tests --test postgres --test faults
}

# A compile check of the Android build: the mobile entry point (tauri::mobile_entry_point in
# src-tauri/src/lib.rs) and every cfg(target_os = "android") path of the app and its crates must
# type-check for Android's 64-bit ARM target. It does not link (that needs the Android NDK, which
# this machine lacks), package an APK or run anything on a device.
# Nothing in the app's dependency tree compiles C for Android (the only `cc` user is tauri-build's
# Windows resource step), so no NDK or cross compiler is needed for this check.
stage_android() {
  need_dist
  local target=aarch64-linux-android
  if [ ! -d "$(rustc --print sysroot)/lib/rustlib/$target" ]; then
    command -v rustup >/dev/null 2>&1 ||
      die "the Rust standard library for $target is missing and rustup is not installed to add it"
    info "installing the Rust standard library for $target (rustup target add $target)"
    rustup target add "$target"
  fi
  # No NDK here: ring's C code is compiled (never linked) by clang with arm64 C headers.
  CC_aarch64_linux_android=clang AR_aarch64_linux_android=llvm-ar \
    CFLAGS_aarch64_linux_android="-isystem /usr/aarch64-linux-gnu/include" \
    cargo check -p quadrille --target "$target" "${FEATURES[@]}"
}

stage_bindings() {
  local fresh="$tmp/bindings" committed="${QUADRILLE_BINDINGS_DIR:-ui/src/bindings}"
  if [ ! -d "$fresh" ]; then # the rust stage was not run: export only the bindings
    need_dist
    TS_RS_EXPORT_DIR="$fresh" cargo test --workspace "${FEATURES[@]}" export_bindings -- --quiet
  fi
  [ -n "$(ls -A "$fresh" 2>/dev/null)" ] || die "ts-rs exported nothing into $fresh"
  if ! diff -r "$fresh" "$committed"; then
    die "bindings are stale: $committed differs from the Rust types (diff above).
Regenerate them with:  cargo test --workspace ${FEATURES[*]} export_bindings
(TS_RS_EXPORT_DIR in .cargo/config.toml points at ui/src/bindings), then commit ui/src/bindings."
  fi
  info "$committed matches the Rust types ($(ls "$fresh" | wc -l) files)"
}

stage_check_ui() { npm run --silent check:ui; }

stage_test_ui() { npm run --silent test:ui; }

# The built UI in headless Chromium, its IPC answered from fixtures made by the real engine.
stage_playwright() {
  local tests
  tests="$(find tests/ui -path tests/ui/.fixtures -prune -o -path '*/node_modules' -prune -o \
    -type f \( -name '*.test.js' -o -name '*.test.mjs' -o -name '*.test.cjs' \
               -o -name '*-test.js' -o -name '*-test.mjs' -o -name '*_test.js' -o -name '*_test.mjs' \
               -o -name 'test-*.js' -o -name 'test-*.mjs' \) -print 2>/dev/null || true)"
  [ -n "$tests" ] || die "no Playwright tests found in tests/ui/ (expected *.test.mjs files): refusing to pass an empty suite"
  cargo run -q -p quadrille-cli -- fixtures tests/ui/.fixtures
  npm run --silent build:ui
  # Two files at a time (node's default is one less than the cores: one file on a 2-core CI
  # machine). Each file has its own Chromium and its own page server on port 0, and a page
  # spends much of its time waiting for frames, so two share two cores well and the stage takes
  # about half as long (docs/PERFORMANCE.md, "npm test").
  node --test --test-concurrency=2 tests/ui/
}

stage_app() { npx tauri build --debug --no-bundle; }

stage_e2e() {
  [ -x "$TARGET_DIR/debug/quadrille" ] || die "$TARGET_DIR/debug/quadrille is missing: run the 'app' stage first"
  xvfb-run -a -s "-screen 0 1280x800x24" node --test --test-concurrency=1 tests/e2e/
}

# --- run ---------------------------------------------------------------------------------------
current="setup"
printf '%s======== [setup] system packages, npm ci, tauri-driver ========%s\n' "$_b" "$_n"
t0=$SECONDS
bash scripts/setup.sh --test
summary+=("  ok  $(printf '%-11s' setup) $((SECONDS - t0)) s  install what is missing")
current=""

stage fmt        "cargo fmt --check"
stage ui         "vite build of the UI into ui/dist (the app embeds it)"
stage clippy     "cargo clippy (all targets, warnings are errors)"
stage rust       "cargo test (engine, CLI, app commands)"
stage rooms      "100 Soi (4 clients) and 100 FourSide (2 clients) games through a quadrille-server"
stage postgres   "the room store on a throwaway PostgreSQL cluster (scripts/postgres.sh)"
stage android    "cargo check of the app for aarch64-linux-android (mobile entry point)"
stage bindings   "ts-rs bindings in ui/src/bindings are fresh"
stage check-ui   "svelte-check (TypeScript, strict)"
stage test-ui    "Vitest (UI logic)"
stage playwright "built UI in headless Chromium (phone, tablet, desktop)"
stage app        "tauri build --debug --no-bundle"
stage e2e        "the real app through WebDriver under Xvfb"

printf '\n%s======== summary ========%s\n' "$_b" "$_n"
printf '%s\n' "${summary[@]}"
ok "npm test: all ${#summary[@]} stages passed in $((SECONDS - total_start)) s"
