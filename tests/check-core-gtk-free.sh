#!/bin/sh
# Fails when anything under core/ includes or links a GUI library (STYLE §B).
# Prints TAP so meson reports each check.
core="$1"
echo "1..2"
hits=$(grep -rnE '#[[:space:]]*include[[:space:]]*[<"](gtk/|gdk/|adwaita|librsvg/)' "$core" 2>/dev/null)
if [ -z "$hits" ]; then
  echo "ok 1 - no GTK, GDK, libadwaita or librsvg header is included in core/"
else
  echo "not ok 1 - GUI headers included in core/:"
  echo "$hits" | sed 's/^/# /'
fi
deps=$(find "$core" -name meson.build -exec grep -nHE "(gtk_dep|adw_dep|rsvg_dep|'gtk4'|libadwaita|librsvg)" {} + 2>/dev/null)
if [ -z "$deps" ]; then
  echo "ok 2 - no meson.build under core/ depends on a GUI library"
else
  echo "not ok 2 - a meson.build under core/ names a GUI dependency:"
  echo "$deps" | sed 's/^/# /'
fi
