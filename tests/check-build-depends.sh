#!/bin/sh
# check-build-depends.sh SOURCE_ROOT
#
# tools/deps.sh holds the project's one list of packages; debian/control's
# Build-Depends must say the same: every package of the build list
# (unmarked) and of the test list (marked <!nocheck>), debhelper-compat,
# and nothing else. A package added to one and not the other fails here.
# TAP output.
set -u
top="$1"
cd "$top" || exit 1

build=$(sh tools/deps.sh --list build | tr ' ' '\n' | sort)
tests=$(sh tools/deps.sh --list test | tr ' ' '\n' | sort)

# One line a Build-Depends entry: NAME, then "nocheck" when it carries the
# <!nocheck> profile.
entries=$(awk '
  /^Build-Depends:/ { inside = 1; sub(/^Build-Depends:/, ""); }
  inside && /^[A-Za-z-]+:/ && !/^Build-Depends:/ { inside = 0 }
  inside { print }' debian/control \
  | tr '\n' ' ' | tr ',' '\n' \
  | sed -e 's/([^)]*)//g' -e 's/<!nocheck>/nocheck/' -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' \
  | sed '/^$/d')

declared_build=$(printf '%s\n' "$entries" | awk 'NF == 1 && $1 != "debhelper-compat" { print $1 }' | sort)
declared_tests=$(printf '%s\n' "$entries" | awk '$2 == "nocheck" { print $1 }' | sort)

echo "1..3"
if [ "$declared_build" = "$build" ]; then
  echo "ok 1 - Build-Depends holds tools/deps.sh's build packages"
else
  echo "not ok 1 - Build-Depends and tools/deps.sh's build packages differ (< deps.sh, > control):"
  printf '%s\n' "$build" > "${TMPDIR:-/tmp}/bd-want.$$"
  printf '%s\n' "$declared_build" | diff "${TMPDIR:-/tmp}/bd-want.$$" - | grep '^[<>]' | sed 's/^/# /'
  rm -f "${TMPDIR:-/tmp}/bd-want.$$"
fi
if [ "$declared_tests" = "$tests" ]; then
  echo "ok 2 - Build-Depends holds tools/deps.sh's test packages, as <!nocheck>"
else
  echo "not ok 2 - Build-Depends <!nocheck> and tools/deps.sh's test packages differ (< deps.sh, > control):"
  printf '%s\n' "$tests" > "${TMPDIR:-/tmp}/bd-want.$$"
  printf '%s\n' "$declared_tests" | diff "${TMPDIR:-/tmp}/bd-want.$$" - | grep '^[<>]' | sed 's/^/# /'
  rm -f "${TMPDIR:-/tmp}/bd-want.$$"
fi
if printf '%s\n' "$entries" | grep -q '^debhelper-compat$'; then
  echo "ok 3 - Build-Depends has debhelper-compat"
else
  echo "not ok 3 - Build-Depends has no debhelper-compat"
fi
