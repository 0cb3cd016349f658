#!/usr/bin/python3
# atspi-helper.py
#
# SPDX-FileCopyrightText: 2026 The Finesse authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# What a screen reader sees of a running program, for test-a11y: the
# accessibility tree as AT-SPI serves it (what Orca reads), and keys
# pressed as a user presses them (through the registry's XTest, so that
# they go through the toolkit's own key handling).
#
#   atspi-helper.py names APP   walks every window of the program named
#                               APP and prints one line a name a screen
#                               reader would say wrong, then "checked N"
#   atspi-helper.py dump APP    prints the tree, to look at
#   atspi-helper.py text APP    prints every name and description
#   atspi-helper.py keys        reads lines "press|release|tap KEYCODE"
#                               and presses the key, answering "ok"
#
# It runs with Debian's /usr/bin/python3, for which python3-pyatspi is
# packaged (tools/deps.sh).

import re
import sys
import time

import pyatspi

sys.stdout.reconfigure(encoding="utf-8")

# Roles that are read or operated: each needs a name of its own.
NAMED_ROLES = {
    pyatspi.ROLE_PUSH_BUTTON,
    pyatspi.ROLE_TOGGLE_BUTTON,
    pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON,
    pyatspi.ROLE_MENU_ITEM,
    pyatspi.ROLE_CHECK_MENU_ITEM,
    pyatspi.ROLE_RADIO_MENU_ITEM,
    pyatspi.ROLE_ENTRY,
    pyatspi.ROLE_PASSWORD_TEXT,
    pyatspi.ROLE_SPIN_BUTTON,
    pyatspi.ROLE_COMBO_BOX,
    pyatspi.ROLE_SLIDER,
    pyatspi.ROLE_LIST,
    pyatspi.ROLE_LIST_BOX,
    pyatspi.ROLE_LIST_ITEM,
    pyatspi.ROLE_PAGE_TAB,
    pyatspi.ROLE_LINK,
    pyatspi.ROLE_TABLE,
    pyatspi.ROLE_TREE,
    pyatspi.ROLE_TREE_TABLE,
    pyatspi.ROLE_TREE_ITEM,
    pyatspi.ROLE_IMAGE,
}

# Containers a toolkit puts around what is shown: they may go unnamed. A
# filler that takes no focus is a toolkit's layout part (a header bar's
# gizmo, a check box's indicator): its name is the type GTK falls back
# on, which nothing reads. A label with no text says nothing.
LAYOUT_ROLES = {
    pyatspi.ROLE_FILLER,
    pyatspi.ROLE_PANEL,
    pyatspi.ROLE_SCROLL_PANE,
    pyatspi.ROLE_SEPARATOR,
    pyatspi.ROLE_FRAME,
    pyatspi.ROLE_WINDOW,
    pyatspi.ROLE_DIALOG,
    pyatspi.ROLE_APPLICATION,
}

# The name GTK 4.8 falls back on when a widget has none: its type.
TYPE_NAME = re.compile(r"\b(Gtk|Adw|Brg)[A-Z][A-Za-z]+\b")
# A mnemonic's underscore before a letter: "_Open", "A_uction".
UNDERSCORE = re.compile(r"_[^\W_]")


def doubled(name):
    """Whether a name says the same words twice: "_Open Open", "Alert Alert"."""
    words = name.replace("_", "").split()
    half = len(words) // 2
    return len(words) >= 2 and len(words) % 2 == 0 and words[:half] == words[half:]


def problems_of(acc):
    role = acc.getRole()
    name = acc.name or ""
    states = acc.getState()
    found = []

    focusable = states.contains(pyatspi.STATE_FOCUSABLE)
    if (role != pyatspi.ROLE_FILLER or focusable) and TYPE_NAME.search(name):
        found.append("generic")
    if name == "":
        if role in NAMED_ROLES:
            found.append("empty")
        elif focusable and role not in LAYOUT_ROLES:
            found.append("empty")
    if UNDERSCORE.search(name):
        found.append("underscored")
    if doubled(name):
        found.append("doubled")
    return found


def where(path):
    """The nearest ancestors with a name, to find the object by."""
    named = [p for p in path if p]
    return " > ".join(named[-3:])


def walk(acc, path, out):
    try:
        role = acc.getRoleName()
        name = acc.name or ""
        found = problems_of(acc)
        count = acc.childCount
    except Exception:
        # An object that went away while it was read (a row recycled).
        return 0
    checked = 1
    if found:
        out.append("%s: [%s] %r in %s" % (",".join(found), role, name, where(path)))
    for i in range(count):
        try:
            child = acc.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None:
            checked += walk(child, path + [name], out)
    return checked


def find_app(name, timeout=20.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        time.sleep(0.1)
    return None


def names(app_name):
    app = find_app(app_name)
    if app is None:
        print("error: no program %r on the accessibility bus" % app_name, flush=True)
        return 1
    out = []
    checked = 0
    for i in range(app.childCount):
        window = app.getChildAtIndex(i)
        if window is not None:
            checked += walk(window, [], out)
    for line in out:
        print(line)
    print("checked %d" % checked, flush=True)
    return 0


def dump(acc, depth=0):
    """The tree as it is read, to look at: atspi-helper.py dump APP."""
    try:
        states = acc.getState()
        marks = "".join(m for m, st in (("F", pyatspi.STATE_FOCUSABLE),
                                        ("*", pyatspi.STATE_FOCUSED)) if states.contains(st))
        print("%s[%s] %r %s%s" % ("  " * depth, acc.getRoleName(), acc.name, marks,
                                  " desc=%r" % acc.description if acc.description else ""))
        count = acc.childCount
    except Exception:
        return
    for i in range(count):
        child = acc.getChildAtIndex(i)
        if child is not None:
            dump(child, depth + 1)


def texts(acc, out):
    """Every name and description in the tree, one a line."""
    try:
        for text in (acc.name, acc.description):
            if text:
                out.append(text.replace("\n", " "))
        count = acc.childCount
    except Exception:
        return
    for i in range(count):
        child = acc.getChildAtIndex(i)
        if child is not None:
            texts(child, out)


def keys():
    kinds = {
        "press": pyatspi.KEY_PRESS,
        "release": pyatspi.KEY_RELEASE,
        "tap": pyatspi.KEY_PRESSRELEASE,
    }
    for line in sys.stdin:
        words = line.split()
        if len(words) != 2 or words[0] not in kinds:
            print("error: %r" % line, flush=True)
            continue
        pyatspi.Registry.generateKeyboardEvent(int(words[1]), None, kinds[words[0]])
        print("ok", flush=True)
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "names":
        sys.exit(names(sys.argv[2]))
    if len(sys.argv) == 3 and sys.argv[1] == "dump":
        app = find_app(sys.argv[2])
        if app is not None:
            dump(app)
        sys.exit(0 if app is not None else 1)
    if len(sys.argv) == 3 and sys.argv[1] == "text":
        app = find_app(sys.argv[2])
        if app is None:
            sys.exit(1)
        out = []
        texts(app, out)
        print("\n".join(out))
        sys.exit(0)
    if len(sys.argv) == 2 and sys.argv[1] == "keys":
        sys.exit(keys())
    print("usage: atspi-helper.py names APP | keys", file=sys.stderr)
    sys.exit(2)
