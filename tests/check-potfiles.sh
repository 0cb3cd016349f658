#!/bin/sh
# Every C file that marks strings for translation must be listed in
# po/POTFILES.in, and every listed file must exist. TAP output.
top="$1"
cd "$top" || exit 1
echo "1..2"
missing=""
for f in $(find app core -name '*.c' | LC_ALL=C sort | xargs grep -lE '\b(_|N_|C_|NC_)[[:space:]]?\(' 2>/dev/null); do
  grep -qx "$f" po/POTFILES.in || missing="$missing $f"
done
if [ -z "$missing" ]; then
  echo "ok 1 - every C file with translatable strings is in po/POTFILES.in"
else
  echo "not ok 1 - missing from po/POTFILES.in:$missing"
fi
gone=""
for f in $(grep -v '^#' po/POTFILES.in | sed '/^$/d'); do
  [ -f "$f" ] || gone="$gone $f"
done
if [ -z "$gone" ]; then
  echo "ok 2 - every file in po/POTFILES.in exists"
else
  echo "not ok 2 - listed in po/POTFILES.in but absent:$gone"
fi
