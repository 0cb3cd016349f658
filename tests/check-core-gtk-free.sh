#!/bin/sh
# Fails when anything under core/ includes or links a GUI library (HACKING.md,
# “The core stays GTK-free”).
# Prints TAP so meson reports each check.
#
# librsvg is allowed in core/render/ alone: printing draws the SVG card
# decks into cairo, which librsvg does without a display or a toolkit, and
# finesse-cli must print without the window. GTK, GDK and libadwaita are
# forbidden everywhere in core/, render/ included.
core="$1"
echo "1..4"
hits=$(grep -rnE '#[[:space:]]*include[[:space:]]*[<"](gtk/|gdk/|adwaita)' "$core" 2>/dev/null)
if [ -z "$hits" ]; then
  echo "ok 1 - no GTK, GDK or libadwaita header is included in core/"
else
  echo "not ok 1 - GUI headers included in core/:"
  echo "$hits" | sed 's/^/# /'
fi
hits=$(grep -rnE '#[[:space:]]*include[[:space:]]*[<"]librsvg/' "$core" 2>/dev/null \
       | grep -v "^$core/render/")
if [ -z "$hits" ]; then
  echo "ok 2 - librsvg is included in core/render/ only"
else
  echo "not ok 2 - librsvg included outside core/render/:"
  echo "$hits" | sed 's/^/# /'
fi
# Comments may name them; code may not.
deps=$(find "$core" -name meson.build -exec grep -nHE "(gtk_dep|adw_dep|'gtk4'|libadwaita)" {} + 2>/dev/null \
       | grep -vE '^[^:]*:[0-9]+:[[:space:]]*#')
if [ -z "$deps" ]; then
  echo "ok 3 - no meson.build under core/ depends on GTK or libadwaita"
else
  echo "not ok 3 - a meson.build under core/ names a GUI dependency:"
  echo "$deps" | sed 's/^/# /'
fi
deps=$(find "$core" -name meson.build ! -path "$core/render/*" \
         -exec grep -nHE "(rsvg_dep|librsvg)" {} + 2>/dev/null \
       | grep -vE '^[^:]*:[0-9]+:[[:space:]]*#')
if [ -z "$deps" ]; then
  echo "ok 4 - only core/render/meson.build depends on librsvg"
else
  echo "not ok 4 - a meson.build outside core/render/ depends on librsvg:"
  echo "$deps" | sed 's/^/# /'
fi
