#!/bin/sh
# Installs the Debian 12 packages Finesse needs to build, run and test, and
# nothing when they are all present. Sourced by tools/try and tools/check.
# apt-get runs through sudo when we are not root.
set -eu

FINESSE_PACKAGES="build-essential meson ninja-build pkg-config gettext
libglib2.0-dev libglib2.0-dev-bin libgtk-4-dev libadwaita-1-dev librsvg2-dev
libcairo2-dev libpango1.0-dev fonts-dejavu-core libxml2-utils desktop-file-utils appstream
libxml2-dev libarchive-dev libgmime-3.0-dev libdds-dev
xvfb xauth dbus python3 poppler-utils imagemagick locales ${FINESSE_EXTRA_PACKAGES:-}"

# The locales the translation tests run in (tests/check-languages.sh).
FINESSE_LOCALES="fr_FR de_DE nl_NL"

if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1; then
  SUDO="sudo"
else
  SUDO="none"
fi

missing=""
for pkg in $FINESSE_PACKAGES; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $pkg"
  fi
done

if [ -n "$missing" ]; then
  echo "Installing missing Debian packages:$missing"
  if [ "$SUDO" = none ]; then
    echo "error: packages are missing and neither root nor sudo is available:$missing" >&2
    exit 1
  fi
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
fi

# Each locale once, with localedef into the system's locale archive (what
# locale-gen does for /etc/locale.gen, without rebuilding every other one);
# nothing when `locale -a` lists it already.
have_locales=$(locale -a 2>/dev/null | tr 'A-Z' 'a-z' | sed 's/utf-8$/utf8/')
for name in $FINESSE_LOCALES; do
  lower=$(echo "$name.utf8" | tr 'A-Z' 'a-z')
  if ! echo "$have_locales" | grep -qx "$lower"; then
    if [ "$SUDO" = none ]; then
      echo "error: the locale $name.UTF-8 is missing and neither root nor sudo is available" >&2
      exit 1
    fi
    echo "Generating the locale $name.UTF-8"
    $SUDO localedef -i "$name" -f UTF-8 "$name.UTF-8"
  fi
done
