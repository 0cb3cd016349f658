#!/bin/sh
# Renders an HTML article (or any PBN file or document, converted first with
# `finesse-cli convert --to html`) in Debian's chromium, headless, to a PNG
# that a person then looks at: suit symbols in their colours, the diagram
# laid out, the PBN tucked away in its <details>. Run by hand, not in CI.
#
#   tools/check-article-in-browser.sh INPUT [OUT.png] [WIDTHxHEIGHT]
#
# INPUT is an .html file, or anything finesse-cli can convert (set
# FINESSE_CLI to the binary, default: the first finesse-cli on PATH or in a
# build directory). Needs: apt-get install chromium
set -eu

if [ $# -lt 1 ]; then
  echo "usage: $0 INPUT [OUT.png] [WIDTHxHEIGHT]" >&2
  exit 2
fi

input=$1
out=${2:-article.png}
size=${3:-1000x1400}
width=${size%x*}
height=${size#*x}

browser=""
for candidate in chromium chromium-browser google-chrome; do
  if command -v "$candidate" >/dev/null 2>&1; then
    browser=$candidate
    break
  fi
done
if [ -z "$browser" ]; then
  echo "error: no chromium; install it with: apt-get install chromium" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

case "$input" in
  *.html|*.htm|*.xhtml)
    page=$(cd "$(dirname "$input")" && pwd)/$(basename "$input")
    ;;
  *)
    cli=${FINESSE_CLI:-}
    if [ -z "$cli" ]; then
      cli=$(command -v finesse-cli 2>/dev/null || ls "$(dirname "$0")"/../build*/core/cli/finesse-cli 2>/dev/null | head -n 1 || true)
    fi
    if [ -z "$cli" ] || [ ! -x "$cli" ]; then
      echo "error: $input is not HTML and no finesse-cli was found (set FINESSE_CLI)" >&2
      exit 1
    fi
    page=$work/article.html
    "$cli" convert --to html "$input" "$page"
    ;;
esac

# A throw-away profile, no network, no first-run screens: the page is
# local and has no scripts.
"$browser" --headless --no-sandbox --disable-gpu --disable-background-networking \
  --disable-component-update --disable-sync --no-first-run \
  --user-data-dir="$work/profile" --hide-scrollbars \
  --window-size="$width,$height" --screenshot="$work/shot.png" \
  "file://$page" >"$work/log" 2>&1 || {
    cat "$work/log" >&2
    exit 1
  }

if [ ! -s "$work/shot.png" ]; then
  cat "$work/log" >&2
  echo "error: chromium wrote no screenshot" >&2
  exit 1
fi
mv "$work/shot.png" "$out"
echo "$out"
