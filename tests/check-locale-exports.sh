#!/bin/sh
# The data stays English (issue 27): every file Finesse writes (PBN, RBN,
# RBX, LIN, and the <PBN> snippets of an HTML article) is the same bytes
# in every locale, whatever letters the user reads.
#   - finesse-cli convert itself, on a few small files in every format,
#     under LANG=C.UTF-8 and the French, German and Dutch locales: the
#     files written are compared byte for byte;
#   - the same writers on all our test files and on each file of the
#     corpus when it is there, through locale-exports (one process a
#     language, which starts as finesse-cli does), by checksum.
# The exit status counts too; the messages on stderr are translated, so
# they are not compared. TAP output.
#   check-locale-exports.sh FINESSE-CLI LOCALE-EXPORTS TESTS-SOURCE-DIR [CORPUS]
set -u
cli="$1"
helper="$2"
data="$3/data"
corpus="${4:-}"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

locales="fr_FR.UTF-8 de_DE.UTF-8 nl_NL.UTF-8"

in_locale () {
  run_locale="$1"
  shift
  env -u LC_ALL -u LANGUAGE -u LC_MESSAGES LANG="$run_locale" "$@"
}

have_locale () {
  locale -a 2>/dev/null | tr 'A-Z' 'a-z' | sed 's/utf-8$/utf8/' \
    | grep -qx "$(echo "$1" | tr 'A-Z' 'a-z' | sed 's/utf-8$/utf8/')"
}

echo "1..8"
n=0

# finesse-cli convert, file by file: a few small files of every kind
# (a process costs more than its file here).
for f in pbn/spec-1.2-example.pbn expected/notes-nags.pbn expected/irregularities.pbn \
         expected/values.pbn expected/rbn-labels.rbn expected/rbx-labels.rbx; do
  echo "$data/$f"
done > "$tmp/small"
convert_small () {
  out="$tmp/cli-$1"
  mkdir -p "$out"
  i=0
  while IFS= read -r f; do
    i=$((i + 1))
    for to in pbn rbn rbx lin html; do
      in_locale "$1" "$cli" convert --to "$to" "$f" "$out/$i.$to" 2>/dev/null
      echo "$?" > "$out/$i.$to.status"
    done
    # The article's own words follow the language; its PBN does not.
    in_locale C.UTF-8 "$cli" extract "$out/$i.html" "$out/$i.html.pbn" 2>/dev/null
    rm -f "$out/$i.html"
  done < "$tmp/small"
}
convert_small C.UTF-8
n=$((n + 1))
n_files=$(find "$tmp/cli-C.UTF-8" -type f -name '*.pbn' | wc -l)
if [ "$n_files" -gt 0 ]; then
  echo "ok $n - finesse-cli convert, LANG=C.UTF-8: $(wc -l < "$tmp/small") files, $n_files PBN outputs"
else
  echo "not ok $n - finesse-cli convert wrote nothing"
fi
for locale in $locales; do
  n=$((n + 1))
  if ! have_locale "$locale"; then
    echo "not ok $n - the locale $locale is missing: run tools/deps.sh (README's test command does)"
    continue
  fi
  convert_small "$locale"
  if diff -r -q "$tmp/cli-C.UTF-8" "$tmp/cli-$locale" > "$tmp/diff" 2>&1; then
    echo "ok $n - finesse-cli convert, LANG=$locale: the same bytes as LANG=C.UTF-8"
  else
    echo "not ok $n - finesse-cli convert, LANG=$locale: other bytes than LANG=C.UTF-8"
    sed 's/^/# /' "$tmp/diff" | head -n 20
  fi
done

# Every test file and the corpus, one process a language.
{
  find "$data" -type f \( -name '*.pbn' -o -name '*.rbn' -o -name '*.rbx' -o -name '*.lin' \
       -o -name '*.html' -o -name '*.txt' -o -name '*.eml' -o -name '*.odt' -o -name '*.docx' \) \
       ! -path '*/fuzz/*' | LC_ALL=C sort
  if [ -n "$corpus" ] && [ -d "$corpus" ]; then
    find "$corpus" -type f ! -name '*.md' | LC_ALL=C sort
  fi
} > "$tmp/inputs"

n=$((n + 1))
in_locale C.UTF-8 "$helper" < "$tmp/inputs" > "$tmp/sums-C" 2>/dev/null
n_sums=$(grep -c ' pbn [0-9a-f]' "$tmp/sums-C")
if [ "$n_sums" -gt 0 ]; then
  echo "ok $n - the writers, LANG=C.UTF-8: $(wc -l < "$tmp/inputs") files, $n_sums written"
else
  echo "not ok $n - the writers wrote nothing"
fi
for locale in $locales; do
  n=$((n + 1))
  if ! have_locale "$locale"; then
    echo "not ok $n - the locale $locale is missing: run tools/deps.sh"
    continue
  fi
  in_locale "$locale" "$helper" < "$tmp/inputs" > "$tmp/sums" 2>/dev/null
  if cmp -s "$tmp/sums-C" "$tmp/sums"; then
    echo "ok $n - the writers, LANG=$locale: the same bytes as LANG=C.UTF-8"
  else
    echo "not ok $n - the writers, LANG=$locale: other bytes than LANG=C.UTF-8"
    diff "$tmp/sums-C" "$tmp/sums" | head -n 10 | sed 's/^/# /'
    diff "$tmp/sums-C" "$tmp/sums" | grep '^[<>]' | awk '{print $2}' | sort -un | head -n 5 \
      | while read -r k; do echo "#   input $k: $(sed -n "${k}p" "$tmp/inputs")"; done
  fi
done
