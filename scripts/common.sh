# Shared by the scripts in this folder (sourced, not run).
# Sets ROOT and TARGET_DIR, puts ~/.cargo/bin on PATH, and defines banner helpers.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
case ":$PATH:" in
  *":$HOME/.cargo/bin:"*) ;;
  *) [ -d "$HOME/.cargo/bin" ] && PATH="$HOME/.cargo/bin:$PATH" ;;
esac
export PATH

# A one-off build (CI, a fresh clone) gains nothing from incremental caches, which cost gigabytes.
if [ -n "${CI:-}" ]; then export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"; fi

if [ -t 1 ]; then
  _b=$'\033[1m' _r=$'\033[31m' _g=$'\033[32m' _y=$'\033[33m' _n=$'\033[0m'
else
  _b='' _r='' _g='' _y='' _n=''
fi

banner() { printf '\n%s==> %s%s\n' "$_b" "$*" "$_n"; }
info()   { printf '    %s\n' "$*"; }
warn()   { printf '%swarning:%s %s\n' "$_y" "$_n" "$*" >&2; }
die()    { printf '%serror:%s %s\n' "$_r" "$_n" "$*" >&2; exit 1; }
ok()     { printf '%s%s%s\n' "$_g" "$*" "$_n"; }
