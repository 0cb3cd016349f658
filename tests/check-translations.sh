#!/bin/sh
# Every translation of po/LINGUAS, against the strings of the sources as
# they are now (extracted with xgettext and the arguments that follow the
# source folder, those of po/meson.build):
#   - msgfmt --check passes: formats, plural forms, the header;
#   - no message is fuzzy;
#   - its Language header names it, as the card letters follow it
#     (brg_letters_for_language());
#   - at least 95% of the messages are translated. A string changed since
#     the translation counts as untranslated (msgmerge --no-fuzzy-matching),
#     never as a guess.
# TAP output.
set -u
top="$1"
shift
cd "$top" || exit 1

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

langs=$(sed -e 's/#.*//' po/LINGUAS | tr -s ' \t' '\n' | sed '/^$/d')
n_langs=$(echo "$langs" | wc -w)
echo "1..$((n_langs * 4 + 1))"

if xgettext --package-name=finesse -f po/POTFILES.in -D . -k_ -o "$tmp/finesse.pot" "$@" \
     2>"$tmp/xgettext.log"; then
  echo "ok 1 - the strings of the sources extract ($(grep -c '^msgid ' "$tmp/finesse.pot") messages)"
else
  echo "not ok 1 - xgettext failed"
  sed 's/^/# /' "$tmp/xgettext.log"
  exit 0
fi

# The counts of msgfmt --statistics: "N translated messages, N fuzzy
# translations, N untranslated messages."
count () {
  n=$(echo "$2" | grep -o "[0-9][0-9]* $1" | grep -o '^[0-9]*')
  echo "${n:-0}"
}

i=1
for lang in $langs; do
  po="po/$lang.po"

  i=$((i + 1))
  if msgfmt --check -o /dev/null "$po" 2>"$tmp/check.log"; then
    echo "ok $i - $lang: msgfmt --check"
  else
    echo "not ok $i - $lang: msgfmt --check"
    sed 's/^/# /' "$tmp/check.log"
  fi

  i=$((i + 1))
  stats=$(msgfmt --statistics -o /dev/null "$po" 2>&1)
  fuzzy=$(count "fuzzy" "$stats")
  if [ "$fuzzy" -eq 0 ]; then
    echo "ok $i - $lang: no fuzzy message"
  else
    echo "not ok $i - $lang: $fuzzy fuzzy messages ($stats)"
  fi

  i=$((i + 1))
  if grep -q "^\"Language: $lang\\\\n\"" "$po"; then
    echo "ok $i - $lang: the header says Language: $lang"
  else
    echo "not ok $i - $lang: the header does not say Language: $lang"
  fi

  i=$((i + 1))
  msgmerge --quiet --no-fuzzy-matching -o "$tmp/$lang.po" "$po" "$tmp/finesse.pot"
  stats=$(msgfmt --statistics -o /dev/null "$tmp/$lang.po" 2>&1)
  done_n=$(count "translated" "$stats")
  fuzzy=$(count "fuzzy" "$stats")
  left=$(count "untranslated" "$stats")
  total=$((done_n + fuzzy + left))
  if [ "$total" -gt 0 ] && [ $((done_n * 100)) -ge $((total * 95)) ]; then
    echo "ok $i - $lang: $done_n of $total messages of the sources translated"
  else
    echo "not ok $i - $lang: only $done_n of $total messages of the sources translated," \
         "fewer than 95% ('meson compile -C build finesse-update-po', then translate)"
  fi
done
