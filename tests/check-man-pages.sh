#!/bin/sh
# check-man-pages.sh CLI CLI_PAGE [APP APP_PAGE]
#
# The manual pages follow the programs: every command `finesse-cli help`
# lists has its subsection (.SS NAME) under COMMANDS in CLI_PAGE, naming
# each option of the command's usage and each value offered for one
# (`--layout analysis|handrecord|…`, `--to FORMAT  one of pbn, rbn…`), and
# no subsection is left for a command that is gone; every option
# `finesse --help-all` lists is in APP_PAGE. So whoever adds a command, an
# option or a value adds its lines to the page. TAP output.
set -u
cli="$1"
cli_page="$2"
app="${3:-}"
app_page="${4:-}"

# A page's text with troff's font escapes, \- and \& undone.
plain ()
{
  sed -e 's/\\f[BIRP]//g' -e 's/\\-/-/g' -e 's/\\&//g' -e 's/\\(em/-/g' "$1"
}

# The text of subsection $2 (.SS $2 up to the next .SS or .SH) of the plain
# text $1.
subsection ()
{
  awk -v name="$2" '
    /^\.S[SH]/ { gsub(/"/, "", $2); inside = ($1 == ".SS" && $2 == name); next }
    inside' "$1"
}

# The names of the subsections of section COMMANDS of the plain text $1.
subsections ()
{
  awk '
    /^\.SH/ { inside = ($2 == "COMMANDS"); next }
    inside && /^\.SS/ { gsub(/"/, "", $2); print $2 }' "$1"
}

# The options a usage text names, and the values it offers for them.
options_of ()
{
  grep -oE -- '--[a-z][a-z-]*' | sort -u
}
values_of ()
{
  usage=$(cat)
  {
    printf '%s\n' "$usage" | grep -oE -- '(^|[ [])[a-z0-9]+(\|-*[a-z0-9-]+)+' | tr -d ' [' | tr '|' '\n'
    printf '%s\n' "$usage" | sed -n 's/.*one of \([a-z0-9, ]*\).*/\1/p' | tr ', ' '\n\n'
  } | grep -v '^-' | sed '/^$/d' | sort -u
}

plain_page="${TMPDIR:-/tmp}/man-pages.$$"
trap 'rm -f "$plain_page"' EXIT
plain "$cli_page" > "$plain_page"

# The words of $2 (separated by spaces) that text $1 does not hold as
# words (a letter, digit or _ on neither side), in one process: the test
# runs on a loaded machine too.
missing_words ()
{
  printf '%s\n' "$1" | awk -v words="$2" '
    { text = text " " $0 " " }
    END {
      n = split(words, list, " ")
      for (i = 1; i <= n; i++)
        {
          rest = text; found = 0
          while ((at = index(rest, list[i])) > 0)
            {
              before = substr(rest, at - 1, 1)
              after = substr(rest, at + length(list[i]), 1)
              if (before !~ /[A-Za-z0-9_]/ && after !~ /[A-Za-z0-9_]/) { found = 1; break }
              rest = substr(rest, at + 1)
            }
          if (!found) printf " %s", list[i]
        }
    }'
}

commands=$(LC_ALL=C.UTF-8 "$cli" help | sed -n '/^Commands:/,/^$/p' | awk 'NR > 1 && NF { print $1 }')
n_commands=$(printf '%s\n' "$commands" | sed '/^$/d' | wc -l)
n_tests=$((n_commands + 2))
[ -n "$app" ] && n_tests=$((n_tests + 1))
echo "1..$n_tests"

if [ "$n_commands" -gt 0 ]; then
  echo "ok 1 - finesse-cli help lists $n_commands commands"
else
  echo "not ok 1 - finesse-cli help lists no command"
fi

i=1
for command in $commands; do
  i=$((i + 1))
  text=$(subsection "$plain_page" "$command")
  if [ -z "$text" ]; then
    echo "not ok $i - $command: no subsection .SS $command in $(basename "$cli_page")"
    continue
  fi
  usage=$(LC_ALL=C.UTF-8 "$cli" help "$command")
  words=$( (printf '%s\n' "$usage" | options_of; printf '%s\n' "$usage" | values_of) | tr '\n' ' ')
  missing=$(missing_words "$text" "$words")
  if [ -z "$missing" ]; then
    echo "ok $i - $command: the page names its options and values"
  else
    echo "not ok $i - $command: the page's subsection does not name:$missing"
  fi
done

i=$((i + 1))
gone=""
for name in $(subsections "$plain_page"); do
  printf '%s\n' "$commands" | grep -qxF -e "$name" || gone="$gone $name"
done
if [ -z "$gone" ]; then
  echo "ok $i - every command in the page is one finesse-cli has"
else
  echo "not ok $i - the page names commands finesse-cli does not have:$gone"
fi

if [ -n "$app" ]; then
  i=$((i + 1))
  options=$(LC_ALL=C.UTF-8 "$app" --help-all | options_of)
  text=$(plain "$app_page" | awk '/^\.SH/ { inside = ($2 == "OPTIONS"); next } inside')
  missing=$(missing_words "$text" "$(printf '%s\n' "$options" | tr '\n' ' ')")
  if [ -n "$options" ] && [ -z "$missing" ]; then
    echo "ok $i - the window's page lists its options"
  else
    echo "not ok $i - the window's page does not list:${missing:- (no option found)}"
  fi
fi
