"""Colours, unit labels and the fixed palette every picture is encoded with.

Family colours: the eight of Okabe & Ito ("Color Universal Design", 2008; black as a dark grey) with Paul Tol's wine
and a brown, ten colours chosen to stay apart for colour-blind players. Colour is never the only cue: every counter
also carries its family's number, which the legend spells out.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

RGB = tuple[int, int, int]


def hex_rgb(code: str) -> RGB:
    code = code.lstrip("#")
    return int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16)


FAMILY_COLOURS: tuple[RGB, ...] = tuple(
    hex_rgb(c)
    for c in (
        "#0072B2",  # 1 blue
        "#E69F00",  # 2 orange
        "#009E73",  # 3 bluish green
        "#D55E00",  # 4 vermillion
        "#56B4E9",  # 5 sky blue
        "#F0E442",  # 6 yellow
        "#CC79A7",  # 7 reddish purple
        "#2B2B2B",  # 8 black
        "#882255",  # 9 wine
        "#8C5A2B",  # 10 brown
    )
)
FAMILY_NAMES = (
    "blue",
    "orange",
    "green",
    "vermillion",
    "sky blue",
    "yellow",
    "pink",
    "black",
    "wine",
    "brown",
)
NEUTRAL = hex_rgb("#B8B8B8")
"""Counters whose owner is not among the view's families (a vacant office's units)."""

WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)
INK = hex_rgb("#262626")
"""Dark text."""
INK_SOFT = hex_rgb("#5A5A5A")
PAPER = hex_rgb("#E9E3D6")
PANEL = hex_rgb("#FAF7F0")
PANEL_LINE = hex_rgb("#CFC7B5")
HEADER = hex_rgb("#22313A")
HEADER_ACCENT = hex_rgb("#F2C14E")
HEADER_SOFT = hex_rgb("#B9C6CE")

DISTRICT = hex_rgb("#F4ECDD")
CONTROL_POINT = hex_rgb("#F7C3D7")
CONTROL_POINT_EDGE = hex_rgb("#D1467F")
BARRACKS = hex_rgb("#E2DBBB")
BARRACKS_HATCH = hex_rgb("#CBBF8E")
PRECINCT = hex_rgb("#D3E1F1")
EMBASSY = hex_rgb("#D8EBCF")
ICON_BARRACKS = hex_rgb("#6B5F2A")
ICON_PRECINCT = hex_rgb("#1F4E8C")
ICON_EMBASSY = hex_rgb("#2E6B30")
STREET = hex_rgb("#FFFDF8")
STREET_EDGE = hex_rgb("#B9AF9B")
RIVER = hex_rgb("#8FC3E6")
RIVER_DARK = hex_rgb("#4F8FC0")
PARK = hex_rgb("#ABD49B")
PARK_DARK = hex_rgb("#6FA85F")
BRIDGE_EDGE = hex_rgb("#5B5B5B")
BADGE = hex_rgb("#37474F")
LINK = BADGE
"""The link across a street between two neighbours (issue 22), in the zone badges' slate."""
COUNTER_EDGE = hex_rgb("#1A1A1A")

BATTLE = hex_rgb("#C62828")
BURST = hex_rgb("#FF8F00")
BURST_EDGE = hex_rgb("#9A2A00")
PLACED = hex_rgb("#2E7D32")
DESTROYED = hex_rgb("#B71C1C")

HOLDER_COLOURS: dict[str, RGB] = {
    "rebels": hex_rgb("#C62828"),
    "loyalists": hex_rgb("#1565C0"),
    "shared": hex_rgb("#6A1B9A"),
    "empty": hex_rgb("#8A8A8A"),
    "pro_junta": hex_rgb("#C62828"),
    "pro_president": hex_rgb("#1565C0"),
}
REBEL = HOLDER_COLOURS["rebels"]

MONEY_DRAWN = hex_rgb("#7A8B99")
MONEY_LEFT = hex_rgb("#2E7D32")
MONEY_UNKNOWN = hex_rgb("#C9C9C9")
MONEY_UNKNOWN_HATCH = hex_rgb("#9A9A9A")
DEAD = hex_rgb("#8E1B1B")
EXILE = hex_rgb("#6D4C9F")
FROZEN = hex_rgb("#5C87B5")

UNIT_LABELS: dict[str, str] = {
    "palace_guard": "PG",
    "police": "POL",
    "soldier": "SOL",
    "tank": "TNK",
    "marine": "MAR",
    "gunboat": "GB",
    "airstrike": "AIR",
    "paratrooper": "PAR",
    "bodyguard": "BG",
    "labor_rioter": "LAB",
    "student": "STU",
    "striker": "STR",
    "rioter": "RIO",
    "demonstrator": "DEM",
    "bank_guard": "BNK",
    "militia": "MIL",
    "helicopter": "HEL",
    "commando": "COM",
}
UNIT_NAMES: dict[str, str] = {
    "palace_guard": "Palace Guard",
    "police": "Police",
    "soldier": "Soldiers",
    "tank": "Tank",
    "marine": "Marine",
    "gunboat": "Gunboat",
    "airstrike": "Airstrike",
    "paratrooper": "Paratrooper",
    "bodyguard": "Bodyguard",
    "labor_rioter": "Labor Rioter",
    "student": "Students",
    "striker": "Strikers",
    "rioter": "Rioters",
    "demonstrator": "Demonstrators",
    "bank_guard": "Bank Guards",
    "militia": "Militia",
    "helicopter": "Helicopter",
    "commando": "Commandos",
}
UNARMED = frozenset({"labor_rioter", "student", "striker", "rioter", "demonstrator"})
"""Unarmed (red) units of RULES 8: their counters are drawn with round corners and a dashed rim."""


def unit_label(kind: str) -> str:
    """A counter's short label for a unit kind (unknown kinds: their first three letters)."""
    return UNIT_LABELS.get(kind, kind.replace("_", "")[:3].upper() or "?")


def unit_name(kind: str) -> str:
    return UNIT_NAMES.get(kind, kind.replace("_", " ").capitalize())


def luminance(c: RGB) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def ink_on(c: RGB) -> RGB:
    """Black or white, whichever reads better on `c`."""
    return BLACK if luminance(c) > 150 else WHITE


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _keys() -> list[RGB]:
    keys = [
        WHITE, BLACK, INK, INK_SOFT, PAPER, PANEL, PANEL_LINE, HEADER, HEADER_ACCENT, HEADER_SOFT,
        DISTRICT, CONTROL_POINT, CONTROL_POINT_EDGE, BARRACKS, BARRACKS_HATCH, PRECINCT, EMBASSY,
        ICON_BARRACKS, ICON_PRECINCT, ICON_EMBASSY, STREET, STREET_EDGE, RIVER, RIVER_DARK, PARK, PARK_DARK,
        BRIDGE_EDGE, BADGE, COUNTER_EDGE, BATTLE, BURST, BURST_EDGE, PLACED, DESTROYED, NEUTRAL,
        MONEY_DRAWN, MONEY_LEFT, MONEY_UNKNOWN, MONEY_UNKNOWN_HATCH, DEAD, EXILE, FROZEN,
    ]  # fmt: skip
    keys += FAMILY_COLOURS
    keys += HOLDER_COLOURS.values()
    return keys


def _ramps() -> list[tuple[RGB, RGB]]:
    """Pairs (ink, ground) text is drawn in; their blends keep antialiased text smooth in the palette."""
    pairs: list[tuple[RGB, RGB]] = []
    for ground in (DISTRICT, CONTROL_POINT, BARRACKS, PRECINCT, EMBASSY, PANEL, WHITE, PAPER, STREET, PARK):
        pairs.append((INK, ground))
    for ground in (PANEL, WHITE, DISTRICT):
        pairs.append((INK_SOFT, ground))
    for ground in (BADGE, HEADER, BATTLE, BURST_EDGE, PLACED, DESTROYED, NEUTRAL, DEAD, EXILE, FROZEN,
                   MONEY_DRAWN, MONEY_LEFT, *HOLDER_COLOURS.values(), *FAMILY_COLOURS):  # fmt: skip
        pairs.append((ink_on(ground), ground))
    pairs += [(HEADER_ACCENT, HEADER), (HEADER_SOFT, HEADER), (BLACK, BURST), (ICON_EMBASSY, EMBASSY)]
    pairs += [(ICON_BARRACKS, BARRACKS), (ICON_PRECINCT, PRECINCT), (RIVER_DARK, RIVER), (INK, MONEY_UNKNOWN)]
    pairs += [(CONTROL_POINT_EDGE, CONTROL_POINT), (BLACK, WHITE)]
    return pairs


@lru_cache(maxsize=1)
def palette_colours() -> tuple[RGB, ...]:
    """The fixed palette (at most 256 colours): key colours, then three blends per text ramp."""
    out: list[RGB] = []
    seen: set[RGB] = set()

    def add(c: RGB) -> None:
        if c not in seen:
            seen.add(c)
            out.append(c)

    for c in _keys():
        add(c)
    for ink, ground in _ramps():
        for t in (0.2, 0.4, 0.6, 0.8):
            add(mix(ground, ink, t))
    if len(out) > 256:
        raise ValueError(f"the palette has {len(out)} colours, more than 256")
    return tuple(out)


@lru_cache(maxsize=1)
def palette_image() -> Image.Image:
    """A 'P' image carrying the fixed palette, for `Image.quantize(palette=...)`."""
    colours = palette_colours()
    flat: list[int] = []
    for c in colours:
        flat.extend(c)
    flat.extend(colours[0] * (256 - len(colours)))
    img = Image.new("P", (1, 1))
    img.putpalette(flat)
    return img
