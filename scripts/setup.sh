#!/usr/bin/env bash
# Installs whatever Quadrille needs that is missing, and does nothing (quickly) otherwise.
#
#   bash scripts/setup.sh          what `npm run app` / `npm run build` need
#   bash scripts/setup.sh --test   ... plus what `npm test` needs (tauri-driver, rustfmt, clippy,
#                                  PostgreSQL for the room store's tests)
#
# System packages (Debian/Ubuntu): installed with apt-get when run as root; otherwise the exact
# sudo command is printed and the script stops. Node packages: `npm ci` when node_modules is
# missing or older than package-lock.json. Rust: cargo must already be installed (rustup).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

for_tests=0
for arg in "$@"; do
  case "$arg" in
    --test) for_tests=1 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) die "unknown option: $arg (try --help)" ;;
  esac
done

# --- System packages -------------------------------------------------------------------------
# Build: WebKitGTK 4.1 + its friends (Tauri 2 on Linux). Run/test: Xvfb, the WebKit WebDriver,
# Chromium (for the Playwright suite) and a font so text renders under Xvfb. The Android compile
# check builds the C part of the TLS library (ring) for an arm64 target: clang, llvm-ar and arm64
# C headers stand in for the Android NDK, which a real mobile build uses instead. The `postgres`
# stage makes a throwaway cluster with PostgreSQL's own programs (initdb, pg_ctl; scripts/postgres.sh).
SYSTEM_PACKAGES=(
  build-essential pkg-config libssl-dev
  libwebkit2gtk-4.1-dev libjavascriptcoregtk-4.1-dev libsoup-3.0-dev
  libayatana-appindicator3-dev librsvg2-dev
  xvfb xauth webkit2gtk-driver chromium fonts-dejavu-core
)
if [ "$for_tests" = 1 ]; then
  SYSTEM_PACKAGES+=(clang llvm libc6-dev-arm64-cross postgresql)
fi

if command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for pkg in "${SYSTEM_PACKAGES[@]}"; do
    status="$(dpkg-query -W -f='${db:Status-Abbrev}' "$pkg" 2>/dev/null || true)"
    [ "${status:0:2}" = "ii" ] || missing+=("$pkg")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    if [ "$(id -u)" -eq 0 ]; then
      banner "Installing system packages: ${missing[*]}"
      export DEBIAN_FRONTEND=noninteractive
      apt-get update
      apt-get install -y --no-install-recommends "${missing[@]}"
    else
      printf '%sMissing system packages:%s %s\n' "$_r" "$_n" "${missing[*]}" >&2
      printf 'Install them with:\n\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends %s\n\nthen run this command again.\n' "${missing[*]}" >&2
      exit 1
    fi
  fi
else
  warn "not a Debian/Ubuntu system: install the equivalents of these yourself: ${SYSTEM_PACKAGES[*]}"
fi

# --- Node ------------------------------------------------------------------------------------
command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 ||
  die "Node.js 20+ and npm are needed: see https://nodejs.org/en/download (or: apt-get install nodejs npm)"
node_major="$(node -p 'process.versions.node.split(".")[0]')"
[ "$node_major" -ge 20 ] || die "Node.js 20 or newer is needed (found $(node -v))"

# npm writes node_modules/.package-lock.json on every install: it is our "installed at" stamp.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  banner "Installing Node packages (npm ci)"
  npm ci --no-audit --no-fund
fi

# --- Rust ------------------------------------------------------------------------------------
if ! command -v cargo >/dev/null 2>&1; then
  die "Rust is needed. Install it with rustup:
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y
then open a new shell (or: source \$HOME/.cargo/env) and run this command again."
fi

if [ "$for_tests" -eq 1 ]; then
  if command -v rustup >/dev/null 2>&1; then
    need=()
    cargo fmt --version >/dev/null 2>&1 || need+=(rustfmt)
    cargo clippy --version >/dev/null 2>&1 || need+=(clippy)
    if [ "${#need[@]}" -gt 0 ]; then
      banner "Adding Rust components: ${need[*]}"
      rustup component add "${need[@]}"
    fi
  fi
  if ! command -v tauri-driver >/dev/null 2>&1; then
    banner "Installing tauri-driver (cargo install, about a minute)"
    # crates.io's newest tauri-driver is a 3.0 alpha: stay on 2.x.
    cargo install tauri-driver --locked --version '^2'
  fi
fi
exit 0
