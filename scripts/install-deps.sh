#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Segue needs to build, run and test, if any are missing.
set -euo pipefail

packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libcgif-dev libgif-dev fonts-dejavu-core xvfb xdotool imagemagick x11-utils)

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "install-deps: dpkg-query not found; install these yourself: ${packages[*]}" >&2
    echo "install-deps: (on macOS: brew install sdl2 sdl2_ttf sdl2_image cgif giflib)" >&2
    exit 0
fi

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    if [[ "$status" != *"install ok installed"* ]]; then
        missing+=("$package")
    fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
    echo "install-deps: all packages present (${packages[*]})"
    exit 0
fi

echo "install-deps: missing packages, will install: ${missing[*]}"

if [[ $(id -u) -eq 0 ]]; then
    run=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    run=(sudo)
elif command -v sudo >/dev/null 2>&1 && [[ -t 0 ]]; then
    run=(sudo)
else
    echo "install-deps: cannot install ${missing[*]}: not root and sudo is not available." >&2
    echo "install-deps: run as root: apt-get install -y ${missing[*]}" >&2
    exit 1
fi

export DEBIAN_FRONTEND=noninteractive
if ! compgen -G "/var/lib/apt/lists/*_Packages*" >/dev/null; then
    echo "install-deps: package lists are empty; running apt-get update"
    "${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
fi
if ! "${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"; then
    echo "install-deps: install failed; updating the package lists and retrying"
    "${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
    "${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi
