#!/bin/sh
# Installs the Debian 12 packages Finesse needs to build, run and test, and
# nothing when they are all present. Sourced by tools/try and tools/check.
# apt-get runs through sudo when we are not root.
#
# This is the project's one list of packages. debian/control's
# Build-Depends are FINESSE_BUILD_PACKAGES and FINESSE_TEST_PACKAGES (the
# latter marked <!nocheck>); the build-depends test compares them, so the
# two cannot drift apart. `sh tools/deps.sh --list build|test|tools|packaging`
# prints a list and installs nothing.
#
# FINESSE_EXTRA_PACKAGES adds packages for one run (.ci/run's clang,
# tools/check-package's packaging tools).
set -eu

# What the build itself runs or links: the compiler comes with
# build-essential (below), which a Debian package build has implicitly.
FINESSE_BUILD_PACKAGES="meson ninja-build pkg-config gettext
libglib2.0-dev libglib2.0-dev-bin libgtk-4-dev libadwaita-1-dev librsvg2-dev
libcairo2-dev libpango1.0-dev libxml2-utils
libxml2-dev libarchive-dev libgmime-3.0-dev libdds-dev"

# What the test suites run (meson test, and so the package build's
# dh_auto_test): a font with the suit symbols, the data validators, Xvfb,
# poppler-utils for the print tests, locales for the translation tests,
# and for test-a11y the accessibility bus and python3-pyatspi, which read
# the window's tree as Orca does.
FINESSE_TEST_PACKAGES="fonts-dejavu-core desktop-file-utils appstream
xvfb xauth dbus poppler-utils locales at-spi2-core python3 python3-pyatspi
gir1.2-atspi-2.0"

# The locales the translation tests run in (tests/check-languages.sh).
FINESSE_LOCALES="fr_FR de_DE nl_NL"

# The developer's tools around the build: the compiler, tools/check's
# summary line, tools/screenshots' `import`.
FINESSE_TOOL_PACKAGES="build-essential python3 imagemagick"

# Building and checking the Debian package (tools/check-package), installed
# only when asked for through FINESSE_EXTRA_PACKAGES: man-db's `man` reads
# the installed manual pages back.
FINESSE_PACKAGING_PACKAGES="debhelper dpkg-dev lintian man-db"

if [ "${1:-}" = "--list" ]; then
  case "${2:-}" in
    build) echo $FINESSE_BUILD_PACKAGES ;;
    test) echo $FINESSE_TEST_PACKAGES ;;
    tools) echo $FINESSE_TOOL_PACKAGES ;;
    packaging) echo $FINESSE_PACKAGING_PACKAGES ;;
    *) echo "usage: sh tools/deps.sh --list build|test|tools|packaging" >&2; exit 2 ;;
  esac
  exit 0
fi

FINESSE_PACKAGES="$FINESSE_TOOL_PACKAGES $FINESSE_BUILD_PACKAGES $FINESSE_TEST_PACKAGES
${FINESSE_EXTRA_PACKAGES:-}"

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
