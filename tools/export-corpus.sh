#!/bin/sh
# Exports every corpus file in every format finesse-cli writes (PBN, RBN,
# RBX, LIN, the HTML article), plus `show`,
# into DIR, so that two builds can be compared byte for byte:
#   tools/export-corpus.sh build/core/cli/finesse-cli /tmp/before
#   ... change the code, rebuild ...
#   tools/export-corpus.sh build/core/cli/finesse-cli /tmp/after
#   diff -r /tmp/before /tmp/after
# The corpus is ../shared/corpus unless FINESSE_CORPUS says otherwise.
set -u
cli=$1
out=$2
corpus=${FINESSE_CORPUS:-$(dirname "$0")/../../shared/corpus}
[ -d "$corpus" ] || { echo "no corpus at $corpus" >&2; exit 77; }
mkdir -p "$out"
find "$corpus" -type f ! -name '*.md' | sort | while read -r f; do
  name=$(echo "${f#"$corpus"/}" | tr '/' '_')
  for to in pbn rbn rbx lin html; do
    "$cli" convert --to "$to" "$f" "$out/$name.$to" > "$out/$name.$to.log" 2>&1
    echo "exit $?" >> "$out/$name.$to.log"
  done
  "$cli" show "$f" > "$out/$name.show" 2>&1
  echo "exit $?" >> "$out/$name.show"
done
