#!/bin/sh
# Installs the Debian 12 packages Finesse needs to build, run and test, and
# nothing when they are all present. Sourced by tools/try and tools/check.
# apt-get runs through sudo when we are not root.
set -eu

FINESSE_PACKAGES="build-essential meson ninja-build pkg-config gettext
libglib2.0-dev libglib2.0-dev-bin libgtk-4-dev libadwaita-1-dev librsvg2-dev
libcairo2-dev libpango1.0-dev fonts-dejavu-core libxml2-utils desktop-file-utils appstream
libxml2-dev libarchive-dev libgmime-3.0-dev libdds-dev
xvfb xauth dbus python3 poppler-utils imagemagick ${FINESSE_EXTRA_PACKAGES:-}"

missing=""
for pkg in $FINESSE_PACKAGES; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $pkg"
  fi
done

if [ -n "$missing" ]; then
  echo "Installing missing Debian packages:$missing"
  if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
  elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
  else
    echo "error: packages are missing and neither root nor sudo is available:$missing" >&2
    exit 1
  fi
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
fi
