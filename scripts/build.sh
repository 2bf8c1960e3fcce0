#!/usr/bin/env bash
# `npm run build`: the desktop installers that can be made on Linux (.deb and .rpm), release build.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ROOT"

bash scripts/setup.sh

banner "Building the release app and its installers (npx tauri build --bundles deb,rpm)"
start=$SECONDS
npx tauri build --bundles deb,rpm "$@"

bundle_dir="$TARGET_DIR/release/bundle"
banner "Done in $((SECONDS - start)) s. Installers:"
found=0
for f in "$bundle_dir"/deb/*.deb "$bundle_dir"/rpm/*.rpm; do
  [ -f "$f" ] || continue
  found=1
  info "$f ($(du -h "$f" | cut -f1))"
done
[ "$found" -eq 1 ] || die "no .deb or .rpm found under $bundle_dir"
cat <<MSG

Install on Debian/Ubuntu:  sudo apt install $(ls "$bundle_dir"/deb/*.deb 2>/dev/null | head -1)
Install on Fedora/openSUSE: sudo dnf install $(ls "$bundle_dir"/rpm/*.rpm 2>/dev/null | head -1)
The unpackaged binary is $TARGET_DIR/release/quadrille
MSG
