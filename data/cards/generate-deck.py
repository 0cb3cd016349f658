#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Finesse authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate Finesse's own card decks as SVG (standard library only).

    python3 data/cards/generate-deck.py [OUTPUT_DIR]

writes finesse.svg (two colours) and finesse-four-color.svg (spades black,
hearts red, diamonds blue, clubs green) into OUTPUT_DIR, by default the
folder of this script. Each face is a <g id="…">: a suit letter c, d, h, s
and a rank letter 2-9, T, J, Q, K, A (so "sA" is the ace of spades), plus
"back". The court cards come again with the letters of other languages,
"-" and the letter after their id ("sK-R" is the king of spades with the
French R). See README in this folder.

The design is made to be read small: the corner index (rank over suit) is
about a quarter of the card's height, and every glyph is drawn as a stroked
path, so the result does not depend on the fonts installed.
"""

import os
import sys

# Card size in SVG units: a bridge card is 2.25 in × 3.5 in.
CARD_W = 225
CARD_H = 350
RADIUS = 14
BORDER = 3
# Space between faces on the sheet, for viewing the file as a whole.
SHEET_GAP = 10

SUITS = "cdhs"
RANKS = "23456789TJQKA"

TWO_COLOR = {
    "s": "#161616",
    "h": "#c8102e",
    "d": "#c8102e",
    "c": "#161616",
}

FOUR_COLOR = {
    "s": "#161616",
    "h": "#c8102e",
    "d": "#1560bd",
    "c": "#17803a",
}

# Rank glyphs, drawn as centre lines on a 36 × 56 box and stroked with
# round caps and joins. "T" is written as "10".
GLYPHS = {
    "A": "M1,56 L18,0 L35,56 M7.5,37 H28.5",
    "K": "M3,0 V56 M33,0 L3,34 M14,23 L34,56",
    "Q": "M18,0 C8,0 2,11 2,27 C2,44 8,54 18,54 C28,54 34,44 34,27 C34,11 28,0 18,0 Z"
         " M21,41 L35,57",
    "J": "M30,0 V40 C30,51 24,56 16,56 C8,56 3,51 2,44",
    # The honours of other languages (COURT_LETTERS).
    "R": "M3,56 V0 H20 C29,0 34,6 34,14.5 C34,23 29,29 20,29 H3 M18,29 L34,56",
    "D": "M3,0 V56 H14 C27,56 34,45 34,28 C34,11 27,0 14,0 Z",
    "V": "M1,0 L18,56 L35,0",
    "B": "M3,27 H19 C27,27 31,22 31,13.5 C31,5 27,0 19,0 H3 V56 H20 C29,56 34,50 34,41.5"
         " C34,33 29,27 20,27",
    "H": "M3,0 V56 M33,0 V56 M3,28 H33",
    "10": "M-1,10 L6,2 V56 M27,0 C20,0 17,11 17,28 C17,45 20,56 27,56"
          " C34,56 37,45 37,28 C37,11 34,0 27,0 Z",
    "2": "M3,13 C3,5 9,0 18,0 C27,0 33,5 33,14 C33,25 24,33 3,56 H35",
    "3": "M3,7 C7,2 12,0 18,0 C27,0 32,6 32,14 C32,21 26,26 16,26 C27,26 34,32 34,41"
         " C34,51 27,56 18,56 C11,56 5,54 2,49",
    "4": "M26,56 V0 L2,38 H36",
    "5": "M32,1 H7 L5,25 C9,22 13,21 18,21 C28,21 34,28 34,38 C34,49 27,56 18,56"
         " C11,56 5,53 2,48",
    "6": "M31,5 C28,2 23,0 19,0 C8,0 2,12 2,31 C2,48 8,56 18,56 C27,56 34,50 34,39"
         " C34,29 28,22 19,22 C11,22 4,27 2,35",
    "7": "M2,1 H34 L13,56",
    "8": "M18,26 C10,26 5,21 5,13 C5,5 10,0 18,0 C26,0 31,5 31,13 C31,21 26,26 18,26"
         " C8,26 2,32 2,41 C2,50 9,56 18,56 C27,56 34,50 34,41 C34,32 28,26 18,26 Z",
    "9": "M5,51 C8,54 13,56 17,56 C28,56 34,44 34,25 C34,8 28,0 18,0 C9,0 2,6 2,17"
         " C2,27 8,34 17,34 C25,34 32,29 34,21",
}

# Suit symbols on a 100 × 100 box, filled.
SUIT_SHAPES = {
    "h": '<path d="M50,96 C22,72 1,54 1,31 C1,13 13,3 28,3 C39,3 46,10 50,19'
         ' C54,10 61,3 72,3 C87,3 99,13 99,31 C99,54 78,72 50,96 Z"/>',
    "d": '<path d="M50,0 C60,17 74,33 90,50 C74,67 60,83 50,100'
         ' C40,83 26,67 10,50 C26,33 40,17 50,0 Z"/>',
    "s": '<path d="M50,0 C62,22 99,39 99,63 C99,79 88,89 75,89 C65,89 58,84 54,77'
         ' C55,87 59,94 68,100 H32 C41,94 45,87 46,77 C42,84 35,89 25,89'
         ' C12,89 1,79 1,63 C1,39 38,22 50,0 Z"/>',
    "c": '<circle cx="50" cy="25" r="22"/><circle cx="25" cy="59" r="22"/>'
         '<circle cx="75" cy="59" r="22"/><circle cx="50" cy="52" r="13"/>'
         '<path d="M46,55 C46,78 41,91 31,100 H69 C59,91 54,78 54,55 Z"/>',
}

# Pip centres of the number cards, as (column, row) on the card.
COL_L, COL_C, COL_R = 88, 112.5, 137
ROW = [54, 135, 215, 296]          # four rows for 9 and 10
ROW3 = [54, 175, 296]              # three rows for 6, 7, 8
PIP_SIZE = 38

PIPS = {
    "2": [(COL_C, ROW3[0]), (COL_C, ROW3[2])],
    "3": [(COL_C, ROW3[0]), (COL_C, ROW3[1]), (COL_C, ROW3[2])],
    "4": [(COL_L, ROW3[0]), (COL_R, ROW3[0]), (COL_L, ROW3[2]), (COL_R, ROW3[2])],
    "5": [(COL_L, ROW3[0]), (COL_R, ROW3[0]), (COL_C, ROW3[1]),
          (COL_L, ROW3[2]), (COL_R, ROW3[2])],
    "6": [(c, r) for r in ROW3 for c in (COL_L, COL_R)],
    "7": [(c, r) for r in ROW3 for c in (COL_L, COL_R)] + [(COL_C, 114)],
    "8": [(c, r) for r in ROW3 for c in (COL_L, COL_R)] + [(COL_C, 114), (COL_C, 236)],
    "9": [(c, r) for r in ROW for c in (COL_L, COL_R)] + [(COL_C, 175)],
    "T": [(c, r) for r in ROW for c in (COL_L, COL_R)] + [(COL_C, 94), (COL_C, 256)],
}

COURT_ORNAMENTS = {
    # A crown for the king, a coronet for the queen, a plumed cap for the jack,
    # on a 60 × 44 box.
    "K": '<path d="M4,44 L0,8 L15,24 L30,0 L45,24 L60,8 L56,44 Z"/>'
         '<circle cx="0" cy="8" r="4"/><circle cx="30" cy="0" r="4"/>'
         '<circle cx="60" cy="8" r="4"/>',
    "Q": '<path d="M6,44 L2,16 L16,28 L30,10 L44,28 L58,16 L54,44 Z"/>'
         '<circle cx="2" cy="14" r="5"/><circle cx="30" cy="8" r="5"/>'
         '<circle cx="58" cy="14" r="5"/>',
    "J": '<path d="M4,44 C4,26 14,16 30,16 C46,16 56,26 56,44 Z"/>'
         '<path d="M34,17 C38,6 48,1 60,0 C54,6 48,12 42,20 Z"/>',
}

# The letters other languages print on the court cards (../shared/FIELD.md
# §10.1): French R D V, German K D B, Dutch H V B. The ace is A in each.
COURT_LETTERS = {
    "K": "RH",
    "Q": "DV",
    "J": "VB",
}

BACK_COLOR = "#1d4f91"
BACK_LINE = "#5f8fd0"


def fmt(value):
    """A number written briefly."""
    text = ("%.2f" % value).rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def mix(color, other, amount):
    """@color mixed with @other, @amount of the way towards @other."""
    a = [int(color[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join("%02x" % round(x + (y - x) * amount) for x, y in zip(a, b))


def use(ref, x, y, scale, extra=""):
    return '<use xlink:href="#%s" transform="translate(%s,%s) scale(%s)"%s/>' % (
        ref, fmt(x), fmt(y), fmt(scale), extra)


def suit_at(suit, cx, cy, size, rotate=False):
    """A suit symbol of @size centred on (@cx, @cy), upside down if @rotate."""
    scale = size / 100.0
    if rotate:
        return ('<use xlink:href="#suit-%s" transform="rotate(180,%s,%s) translate(%s,%s)'
                ' scale(%s)"/>' % (suit, fmt(cx), fmt(cy), fmt(cx - size / 2),
                                   fmt(cy - size / 2), fmt(scale)))
    return use("suit-" + suit, cx - size / 2, cy - size / 2, scale)


def index(suit, rank, color):
    """The corner index: rank (or its letter) over suit, top left and
    (turned) bottom right."""
    glyph = "rank-10" if rank == "T" else "rank-" + rank
    parts = [
        '<g stroke="%s">%s</g>' % (color, use(glyph, 13 if rank == "T" else 15, 15, 1.25)),
        suit_at(suit, 37.5, 120, 46),
    ]
    top = "".join(parts)
    return ('<g fill="%s">%s<g transform="rotate(180,%s,%s)">%s</g></g>'
            % (color, top, fmt(CARD_W / 2), fmt(CARD_H / 2), top))


def card_base():
    inset = BORDER / 2
    return ('<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="#ffffff"'
            ' stroke="#8c8c8c" stroke-width="%s"/>'
            % (fmt(inset), fmt(inset), fmt(CARD_W - BORDER), fmt(CARD_H - BORDER),
               fmt(RADIUS - inset), fmt(BORDER)))


def face(suit, rank, colors, letter=None):
    """The face of @rank of @suit; a court card's @letter, if given, replaces
    the rank's in the index and on the panel."""
    color = colors[suit]
    body = [card_base(), index(suit, letter or rank, color)]

    if rank == "A":
        size = 118 if suit == "s" else 100
        body.append('<g fill="%s">%s</g>' % (color, suit_at(suit, CARD_W / 2, CARD_H / 2, size)))
        if suit == "s":
            # The ace of spades carries the deck's mark: a ring around its pip.
            body.append('<circle cx="%s" cy="%s" r="78" fill="none" stroke="%s"'
                        ' stroke-width="3"/>' % (fmt(CARD_W / 2), fmt(CARD_H / 2), color))
    elif rank in "JQK":
        tint = mix(color, "#ffffff", 0.86)
        x0, x1, y0, y1 = 70, 155, 16, 334
        body.append('<rect x="%d" y="%d" width="%d" height="%d" rx="8" fill="%s"'
                    ' stroke="%s" stroke-width="3"/>' % (x0, y0, x1 - x0, y1 - y0, tint, color))
        cx = (x0 + x1) / 2
        body.append('<g fill="#d9a21b" stroke="%s" stroke-width="2.5" stroke-linejoin="round">'
                    '<g transform="translate(%s,40)">%s</g></g>'
                    % (color, fmt(cx - 30), COURT_ORNAMENTS[rank]))
        body.append('<g stroke="%s">%s</g>' % (color, use("rank-" + (letter or rank), cx - 27, 104, 1.5)))
        body.append('<g fill="%s">%s</g>' % (color, suit_at(suit, cx, 262, 64)))
    else:
        pips = []
        for (x, y) in PIPS[rank]:
            pips.append(suit_at(suit, x, y, PIP_SIZE, rotate=y > CARD_H / 2 + 1))
        body.append('<g fill="%s">%s</g>' % (color, "".join(pips)))

    return body


def back():
    inset = 14
    cx, cy = CARD_W / 2, CARD_H / 2
    body = [
        card_base(),
        '<rect x="%d" y="%d" width="%d" height="%d" rx="8" fill="%s"/>'
        % (inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset, BACK_COLOR),
        '<rect x="%d" y="%d" width="%d" height="%d" rx="8" fill="url(#back-lattice)"/>'
        % (inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset),
        '<rect x="%d" y="%d" width="%d" height="%d" rx="6" fill="none" stroke="#ffffff"'
        ' stroke-width="3"/>' % (inset + 7, inset + 7, CARD_W - 2 * inset - 14,
                                 CARD_H - 2 * inset - 14),
        '<ellipse cx="%s" cy="%s" rx="58" ry="58" fill="%s" stroke="#ffffff" stroke-width="3"/>'
        % (fmt(cx), fmt(cy), BACK_COLOR),
    ]
    # A rosette of the four suits in the middle.
    emblem = []
    for suit, dx, dy in (("s", 0, -26), ("h", 26, 0), ("d", 0, 26), ("c", -26, 0)):
        emblem.append(suit_at(suit, cx + dx, cy + dy, 34))
    body.append('<g fill="#ffffff">%s</g>' % "".join(emblem))
    return body


def defs():
    out = ['<defs>']
    for name, d in GLYPHS.items():
        out.append('<path id="rank-%s" d="%s" fill="none" stroke-width="8"'
                   ' stroke-linecap="round" stroke-linejoin="round"/>' % (name, d))
    for suit, shape in SUIT_SHAPES.items():
        out.append('<g id="suit-%s">%s</g>' % (suit, shape))
    out.append('<pattern id="back-lattice" patternUnits="userSpaceOnUse" width="22" height="22"'
               ' patternTransform="rotate(45)">'
               '<path d="M0,11 H22 M11,0 V22" stroke="%s" stroke-width="2.5" fill="none"/>'
               '</pattern>' % BACK_LINE)
    out.append('</defs>')
    return out


def deck(colors, title):
    columns = len(RANKS)
    # The faces, the back, then a row a suit of court cards in other letters.
    rows = 2 * len(SUITS) + 1
    width = columns * (CARD_W + SHEET_GAP) + SHEET_GAP
    height = rows * (CARD_H + SHEET_GAP) + SHEET_GAP
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!--',
        '  SPDX-FileCopyrightText: 2026 The Finesse authors',
        '  SPDX-License-Identifier: GPL-3.0-or-later',
        '',
        '  %s. Generated by generate-deck.py: edit the script, not this file.' % title,
        '-->',
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
        ' width="%d" height="%d" viewBox="0 0 %d %d">' % (width, height, width, height),
    ]
    out.extend(defs())
    for row, suit in enumerate(reversed(SUITS)):
        for column, rank in enumerate(reversed(RANKS)):
            x = SHEET_GAP + column * (CARD_W + SHEET_GAP)
            y = SHEET_GAP + row * (CARD_H + SHEET_GAP)
            out.append('<g id="%s%s" transform="translate(%d,%d)">' % (suit, rank, x, y))
            out.extend(face(suit, rank, colors))
            out.append('</g>')
    y = SHEET_GAP + len(SUITS) * (CARD_H + SHEET_GAP)
    out.append('<g id="back" transform="translate(%d,%d)">' % (SHEET_GAP, y))
    out.extend(back())
    out.append('</g>')
    for row, suit in enumerate(reversed(SUITS)):
        column = 0
        for rank in "KQJ":
            for letter in COURT_LETTERS[rank]:
                x = SHEET_GAP + column * (CARD_W + SHEET_GAP)
                y = SHEET_GAP + (len(SUITS) + 1 + row) * (CARD_H + SHEET_GAP)
                out.append('<g id="%s%s-%s" transform="translate(%d,%d)">'
                           % (suit, rank, letter, x, y))
                out.extend(face(suit, rank, colors, letter))
                out.append('</g>')
                column += 1
    out.append('</svg>')
    return "\n".join(out) + "\n"


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name, colors, title in (
            ("finesse.svg", TWO_COLOR, "Finesse card deck, two colours"),
            ("finesse-four-color.svg", FOUR_COLOR, "Finesse card deck, four colours")):
        with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
            f.write(deck(colors, title))


if __name__ == "__main__":
    main()
