#!/bin/sh
# Every diagnostic code the core and the window emit is listed in
# docs/diagnostics.md, and every listed code is emitted somewhere. The
# prefixes are the doc's "## Prefix `xxx-`" headings; a code is a string
# literal "xxx-…" in a C file, except one that opens a table's entry
# ({ "play-start", … }: the window's action names share the play- prefix).
# TAP output.
top="$1"
cd "$top" || exit 1
doc=docs/diagnostics.md
echo "1..3"

prefixes=$(sed -n 's/^## Prefix `\([a-z]*\)-`$/\1/p' "$doc")
if [ -n "$prefixes" ]; then
  echo "ok 1 - $doc names the prefixes:" $prefixes
else
  echo "not ok 1 - $doc has no \"## Prefix \`xxx-\`\" heading"
fi

listed=$(mktemp)
emitted=$(mktemp)
trap 'rm -f "$listed" "$emitted"' EXIT
sed -n 's/^| `\([a-z0-9-]*\)` |.*/\1/p' "$doc" | LC_ALL=C sort -u > "$listed"
for prefix in $prefixes; do
  find core app -name '*.c' -print0 | xargs -0 grep -ohE "(\{ *)?\"$prefix-[a-z0-9-]+\"" \
    | grep -v '^{' | tr -d '"'
done | LC_ALL=C sort -u > "$emitted"

unlisted=$(LC_ALL=C comm -23 "$emitted" "$listed" | tr '\n' ' ')
if [ -z "$unlisted" ]; then
  echo "ok 2 - every emitted code ($(wc -l < "$emitted")) is listed in $doc"
else
  echo "not ok 2 - emitted but not listed in $doc: $unlisted"
fi

unused=$(LC_ALL=C comm -13 "$emitted" "$listed" | tr '\n' ' ')
if [ -z "$unused" ]; then
  echo "ok 3 - every code listed in $doc ($(wc -l < "$listed")) is emitted"
else
  echo "not ok 3 - listed in $doc but emitted nowhere: $unused"
fi
