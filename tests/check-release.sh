#!/bin/sh
# check-release.sh SOURCE_ROOT VERSION
#
# One version everywhere: meson's project version (VERSION) is NEWS's
# first entry, the metainfo's first release and debian/changelog's upstream
# version; every release of the metainfo has its NEWS entry with the same
# date, and the other way round; every screenshot URL is the repository's
# raw URL of a file in data/screenshots/ at the tag of this version
# (https://raw.githubusercontent.com/finesse/finesse/vVERSION/data/screenshots/NAME.png).
# TAP output.
set -u
top="$1"
version="$2"
cd "$top" || exit 1
metainfo=data/io.github.finesse.Finesse.metainfo.xml.in

echo "1..5"

# "Finesse 0.3.0 (2026-11-28)" headings, as "0.3.0 2026-11-28".
news=$(sed -n 's/^Finesse \([0-9][0-9.]*\) (\([0-9-]*\))$/\1 \2/p' NEWS)
releases=$(xmllint --xpath '//releases/release' "$metainfo" 2>/dev/null \
  | grep -o '<release [^>]*>' \
  | sed -n 's/.*version="\([^"]*\)".*date="\([^"]*\)".*/\1 \2/p')

first_news=$(printf '%s\n' "$news" | head -n 1 | cut -d' ' -f1)
if [ "$first_news" = "$version" ]; then
  echo "ok 1 - NEWS begins with $version"
else
  echo "not ok 1 - NEWS's first entry is '${first_news}', the project is $version"
fi

first_release=$(printf '%s\n' "$releases" | head -n 1 | cut -d' ' -f1)
if [ "$first_release" = "$version" ]; then
  echo "ok 2 - the metainfo's first release is $version"
else
  echo "not ok 2 - the metainfo's first release is '${first_release}', the project is $version"
fi

if [ -n "$releases" ] && [ "$releases" = "$news" ]; then
  echo "ok 3 - every release has its NEWS entry, with the same date"
else
  echo "not ok 3 - the metainfo's releases and NEWS's entries differ:"
  echo "# metainfo: $(printf '%s\n' "$releases" | tr '\n' ';')"
  echo "# NEWS:     $(printf '%s\n' "$news" | tr '\n' ';')"
fi

changelog=$(sed -n '1s/^finesse (\([^)-]*\)-[^)]*).*/\1/p' debian/changelog)
if [ "$changelog" = "$version" ]; then
  echo "ok 4 - debian/changelog packages $version"
else
  echo "not ok 4 - debian/changelog packages '${changelog}', the project is $version"
fi

prefix="https://raw.githubusercontent.com/finesse/finesse/v$version/data/screenshots/"
urls=$(xmllint --xpath '//screenshots/screenshot/image/text()' "$metainfo" 2>/dev/null | tr -s ' \n' '\n\n')
bad=""
for url in $urls; do
  case "$url" in
    "$prefix"*.png) [ -f "data/screenshots/${url#"$prefix"}" ] || bad="$bad $url" ;;
    *) bad="$bad $url" ;;
  esac
done
if [ -n "$urls" ] && [ -z "$bad" ]; then
  echo "ok 5 - every screenshot is a file of data/screenshots/ at v$version"
else
  echo "not ok 5 - screenshots not under $prefix or not in data/screenshots/:${bad:- (none found)}"
fi
