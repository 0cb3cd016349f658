#!/bin/sh
# finesse-cli in French, German and Dutch (issue 27): `show` under
# LANG=xx_XX.UTF-8 prints the translated words and the language's card
# letters (A R D V; A K D B; A H V B), seat letters and call words; the
# letters can be chosen apart from the language (--letters, a file's
# %FinesseLetters line); the help is translated. The locales come from
# tools/deps.sh, which README's test command runs first. TAP output.
#   check-languages.sh FINESSE-CLI TESTS-SOURCE-DIR
set -u
cli="$1"
data="$2/data"
example="$data/pbn/spec-1.2-example.pbn"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The locale's messages, as a user gets them: LANG only.
run_in () {
  run_locale="$1"
  shift
  env -u LC_ALL -u LANGUAGE -u LC_MESSAGES LANG="$run_locale" "$cli" "$@"
}

n=0
ok () {
  n=$((n + 1))
  echo "ok $n - $1"
}
not_ok () {
  n=$((n + 1))
  echo "not ok $n - $1"
}

# Every line of the file $3 is a whole line of the output $2.
expect_lines () {
  what="$1"
  output="$2"
  missing=""
  while IFS= read -r line; do
    [ -z "$line" ] && continue
    grep -qxF -- "$line" "$output" || missing="$missing
#   “$line”"
  done < "$3"
  if [ -z "$missing" ]; then
    ok "$what"
  else
    not_ok "$what: lines missing:$missing"
    sed 's/^/# | /' "$output"
  fi
}

echo "1..9"

for locale in fr_FR.UTF-8 de_DE.UTF-8 nl_NL.UTF-8; do
  if ! locale -a 2>/dev/null | tr 'A-Z' 'a-z' | sed 's/utf-8$/utf8/' \
       | grep -qx "$(echo "$locale" | tr 'A-Z' 'a-z' | sed 's/utf-8$/utf8/')"; then
    not_ok "the locale $locale is missing: run tools/deps.sh (README's test command does)"
    continue
  fi
  ok "the locale $locale is there"
done

# PBN §1.2's example game in each language: the facts, the diagram in the
# language's letters, the auction with its words for notrump, pass and
# double, the play with its seat letters.
cat > "$tmp/fr" <<'EOF'
Donne 1 · Donneur Nord · Personne vulnérable
5♥× par Sud, 9 levées, N-S -300
                 ♦ A R D 9 8 7
Ouest  Podgor                     Est  Kalish
♠ R D 10 2                        ♠ A 8 6 5 4
♣ 8 5                             ♣ D V 10 6
Enchères
  Ouest   Nord    Est     Sud
  4♠      4SA(2)  contre  passe
Jeu de la carte
   1.  O ♠R(1)    N ♥3       E ♠4       S ♠3       → Nord
EOF
cat > "$tmp/de" <<'EOF'
Board 1 · Geber Nord · Niemand in Gefahr
5♥× von Süd, 9 Stiche, N-S -300
                 ♦ A K D 9 8 7
West  Podgor                      Ost  Kalish
♠ K D 10 2                        ♠ A 8 6 5 4
♣ 8 5                             ♣ D B 10 6
Reizung
  West    Nord    Ost     Süd
  4♠      4SA(2)  Kontra  passe
Spiel
   1.  W ♠K(1)    N ♥3       O ♠4       S ♠3       → Nord
EOF
cat > "$tmp/nl" <<'EOF'
Spel 1 · Gever Noord · Niemand kwetsbaar
5♥× door Zuid, 9 slagen, N-Z -300
                  ♦ A H V 9 8 7
West  Podgor                        Oost  Kalish
♠ H V 10 2                          ♠ A 8 6 5 4
♣ 8 5                               ♣ V B 10 6
Bieding
  West     Noord    Oost     Zuid
  4♠       4SA(2)   doublet  pas
Afspel
   1.  W ♠H(1)    N ♥3       O ♠4       Z ♠3       → Noord
EOF
for lang in fr de nl; do
  locale=$(echo "$lang" | sed 's/.*/&_\U&/').UTF-8
  run_in "$locale" show "$example" > "$tmp/$lang.out" 2>&1
  expect_lines "LANG=$locale finesse-cli show: $lang words and letters" "$tmp/$lang.out" "$tmp/$lang"
done

# English letters in French words (--letters en); a file that chooses
# German letters, shown in English words.
cat > "$tmp/fr-en" <<'EOF'
5♥× par Sud, 9 levées, N-S -300
                 ♦ A K Q 9 8 7
  4♠      4NT(2)  Dbl     Pass
EOF
run_in fr_FR.UTF-8 show --letters en "$example" > "$tmp/fr-en.out" 2>&1
expect_lines "--letters en in French words" "$tmp/fr-en.out" "$tmp/fr-en"

{ printf '%%FinesseLetters de\r\n'; cat "$example"; } > "$tmp/german-letters.pbn"
cat > "$tmp/c-de" <<'EOF'
Board 1 · Dealer North · Nobody vulnerable
                   ♦ A K D 9 8 7
  West    North   East    South
  4♠      4SA(2)  Kontra  passe
EOF
run_in C.UTF-8 show "$tmp/german-letters.pbn" > "$tmp/c-de.out" 2>&1
expect_lines "a file's %FinesseLetters line in English words" "$tmp/c-de.out" "$tmp/c-de"

# The help is translated, the commands and options are not.
run_in de_DE.UTF-8 help show > "$tmp/help.out" 2>&1
cat > "$tmp/help" <<'EOF'
Aufruf: finesse-cli show DATEI [--board NUMMER|NAME] [--reveal] [--letters CODE]
EOF
expect_lines "finesse-cli help show in German" "$tmp/help.out" "$tmp/help"
