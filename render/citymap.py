"""The coup map: `render_map(CoupMapView) -> PNG bytes`.

The unchanging city (districts, streets, river, parks, bridges, names, the map key) is drawn once into a cached base
picture (mapped onto the fixed palette); each call copies it and draws the phase on top: the header, who holds each
control point, every stack as a counter, and what happened last phase (moves, bombardments, battles, retreats, units
placed), on the map and as a list in the side panel. Pure: the same view always gives the same bytes.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from render import style as S
from render.draw import RENDER_LOCK, Painter, arrow, chip, chip_width, paste_counter, pill, star
from render.fonts import text_width
from render.layout import (
    BADGE_H,
    COUNTER,
    HOLDER_H,
    HOLDER_SIZE,
    ICON_W,
    LABEL_GAP,
    NAME_LINE,
    NAME_SIZE,
    NUMBER_SIZE,
    SMALL_COUNTER,
    SMALL_COUNTER_GAP,
    MapLayout,
    ZoneLayout,
    badge_width,
    has_holder,
    has_icon,
    label_size,
    load_layout,
)
from render.png import encode_png, to_palette
from render.words import Words, off_map, phase_title, unit_name, zone_lines
from rules.junta.city import CITY
from rules.junta.mapview import CoupMapView, Family, Stack

HEADER_H = 56
PANEL_W = 330
MAP_X = 0
MAP_Y = HEADER_H
PANEL_PAD = 16
KEY_H = 290
"""Height of the static map key at the bottom of the side panel."""
MARKER_H = 18
LINK_REACH = 12
"""How far a neighbours' link reaches into each of the two zones (the street is 9 px wide)."""

Box = tuple[float, float, float, float]
XY = tuple[float, float]


@dataclass(frozen=True)
class Geometry:
    width: int
    height: int
    panel_x: int


def geometry(layout: MapLayout) -> Geometry:
    return Geometry(MAP_X + layout.width + PANEL_W, MAP_Y + layout.height, MAP_X + layout.width)


def _shift(poly: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    return [(x + MAP_X, y + MAP_Y) for x, y in poly]


def _kind_fill(kind: str) -> S.RGB:
    return {
        "control_point": S.CONTROL_POINT,
        "barracks": S.BARRACKS,
        "precinct": S.PRECINCT,
        "embassy": S.EMBASSY,
    }.get(kind, S.DISTRICT)


# --- icons --------------------------------------------------------------------------------------------------------


def icon(p: Painter, kind: str, x: float, y: float, size: int = 15) -> None:
    """The map's symbol for a zone kind, in a size x size box at (x, y)."""
    s = size
    if kind == "barracks":
        p.polygon(star(x + s / 2, y + s / 2 + 0.5, s / 2, s / 4.4, points=5), fill=S.ICON_BARRACKS)
    elif kind == "precinct":
        shield = [
            (x + 1, y + 1),
            (x + s - 1, y + 1),
            (x + s - 1, y + s * 0.5),
            (x + s / 2, y + s),
            (x + 1, y + s * 0.5),
        ]
        p.polygon(shield, fill=S.ICON_PRECINCT)
        p.polygon(star(x + s / 2, y + s * 0.42, s * 0.26, s * 0.11, points=5), fill=S.WHITE)
    elif kind == "embassy":
        p.line([(x + 2, y), (x + 2, y + s)], fill=S.ICON_EMBASSY, width=2)
        p.polygon([(x + 3, y + 1), (x + s, y + 3.5), (x + 3, y + 7.5)], fill=S.ICON_EMBASSY)
    elif kind == "control_point":
        p.rounded(
            (x, y + 2, x + s - 1, y + s - 2), radius=3, fill=S.CONTROL_POINT, outline=S.CONTROL_POINT_EDGE, width=2
        )


# --- the unchanging base ------------------------------------------------------------------------------------------


def _polygon_mask(size: tuple[int, int], poly: list[tuple[int, int]]) -> Image.Image:
    m = Image.new("L", size, 0)
    ImageDraw.Draw(m).polygon(poly, fill=255)
    return m


def _hatch(size: tuple[int, int], spacing: int, width: int) -> Image.Image:
    m = Image.new("L", size, 0)
    d = ImageDraw.Draw(m)
    w, h = size
    for k in range(-h, w, spacing):
        d.line([(k, 0), (k + h, h)], fill=255, width=width)
    return m


def _draw_city(img: Image.Image, layout: MapLayout, river_word: str = "RIVER") -> None:
    p = Painter(img)
    size = img.size
    for z in layout.zones.values():
        p.polygon(_shift(z.polygon), fill=_kind_fill(CITY.zone(z.zone).kind))
    hatch = _hatch(size, 11, 3)
    for zid in CITY.barracks:
        m = ImageChops.multiply(_polygon_mask(size, _shift(layout.zones[zid].polygon)), hatch)
        img.paste(S.BARRACKS_HATCH, (0, 0), m)
    # the river, with waves
    waves = Image.new("L", size, 0)
    wd = ImageDraw.Draw(waves)
    for row in range(0, layout.height, 26):
        for col in range(-20, 220, 34):
            x0 = MAP_X + col + (row // 26 % 2) * 17
            y0 = MAP_Y + row
            wd.line([(x0 + i, y0 + 3 * math.sin(i / 14 * 2 * math.pi)) for i in range(15)], fill=255, width=2)
    for poly in layout.river:
        q = _shift(poly)
        p.polygon(q, fill=S.RIVER)
        img.paste(S.RIVER_DARK, (0, 0), ImageChops.multiply(_polygon_mask(size, q), waves))
    # parks, with trees
    for poly in layout.parks:
        q = _shift(poly)
        p.polygon(q, fill=S.PARK)
        trees = Image.new("L", size, 0)
        td = ImageDraw.Draw(trees)
        xs = [pt[0] for pt in q]
        ys = [pt[1] for pt in q]
        for ty in range(min(ys), max(ys), 11):
            for tx in range(min(xs) + (ty // 11 % 2) * 6, max(xs), 12):
                td.ellipse((tx, ty, tx + 5, ty + 5), fill=255)
        inner = _polygon_mask(size, q)
        ImageDraw.Draw(inner).line([*q, q[0]], fill=0, width=14)
        img.paste(S.PARK_DARK, (0, 0), ImageChops.multiply(inner, trees))
    # control points: a deep pink rim inside the district
    for zid in CITY.control_points:
        q = _shift(layout.zones[zid].polygon)
        rim = Image.new("L", size, 0)
        ImageDraw.Draw(rim).line([*q, q[0]], fill=255, width=14, joint="curve")
        img.paste(S.CONTROL_POINT_EDGE, (0, 0), ImageChops.multiply(rim, _polygon_mask(size, q)))
    # streets along every border
    outlines = [_shift(z.polygon) for z in layout.zones.values()] + [_shift(pk) for pk in layout.parks]
    for q in outlines:
        p.line([*q, q[0]], fill=S.STREET_EDGE, width=9, joint="curve")
    for q in outlines:
        p.line([*q, q[0]], fill=S.STREET, width=5, joint="curve")
    # neighbours: a link across the street on the border they share (issue 22: zones that only touch at a corner,
    # or face each other across a park, have none)
    for _, _, c in layout.links():
        (mx, my), (nx, ny) = (c.middle[0] + MAP_X, c.middle[1] + MAP_Y), c.normal
        p.line([(mx - nx * LINK_REACH, my - ny * LINK_REACH), (mx + nx * LINK_REACH, my + ny * LINK_REACH)],
               fill=S.LINK, width=6)  # fmt: skip
    # bridges for the neighbours that share no border
    for o in layout.overpasses:
        (bx0, by0), (bx1, by1) = ((x + MAP_X, y + MAP_Y) for x, y in o.drawn)
        length = math.dist((bx0, by0), (bx1, by1))
        ux, uy = (bx1 - bx0) / length, (by1 - by0) / length
        nx, ny = -uy, ux
        p.line([(bx0, by0), (bx1, by1)], fill=S.BRIDGE_EDGE, width=13)
        p.line([(bx0 + ux * 2, by0 + uy * 2), (bx1 - ux * 2, by1 - uy * 2)], fill=S.STREET, width=7)
        for ex, ey, sgn in ((bx0, by0, 1), (bx1, by1, -1)):
            for side in (1, -1):
                cx, cy = ex + side * nx * 10, ey + side * ny * 10
                p.line([(ex - side * nx * 10, ey - side * ny * 10), (cx, cy)], fill=S.BRIDGE_EDGE, width=3)
                p.line([(cx, cy), (cx - sgn * ux * 6, cy - sgn * uy * 6)], fill=S.BRIDGE_EDGE, width=3)
    for z in layout.zones.values():
        _draw_label(p, z)
    for i, ch in enumerate(river_word):
        p.text((MAP_X + 26, MAP_Y + layout.height - 300 + i * 17), ch, 13, S.RIVER_DARK, bold=True, anchor="mm")


def _draw_label(p: Painter, z: ZoneLayout) -> None:
    x, y = z.label[0] + MAP_X, z.label[1] + MAP_Y
    name_h = max(BADGE_H, NAME_LINE * len(z.lines))
    bw = badge_width(z.zone)
    by = y + (name_h - BADGE_H) / 2
    p.rounded((x, by, x + bw - 1, by + BADGE_H - 1), radius=5, fill=S.BADGE)
    p.text((x + bw / 2, by + BADGE_H / 2), str(z.zone), NUMBER_SIZE, S.WHITE, bold=True, anchor="mm")
    cx = x + bw + LABEL_GAP
    if has_icon(z.zone):
        icon(p, CITY.zone(z.zone).kind, cx, y + (name_h - ICON_W) / 2, ICON_W)
        cx += ICON_W + LABEL_GAP
    ty = y + (name_h - NAME_LINE * len(z.lines)) / 2
    for i, line in enumerate(z.lines):
        p.text((cx, ty + i * NAME_LINE + NAME_LINE / 2), line, NAME_SIZE, S.INK, bold=True, anchor="lm")


KEY_WORDS = (
    "picture-map-key",
    "picture-control-point",
    "picture-barracks",
    "picture-precinct",
    "picture-embassy",
    "picture-park",
    "picture-link",
    "picture-river",
    "picture-bridge",
    "picture-bridge-ends",
    "picture-counter",
    "picture-counter-families",
    "picture-unarmed",
    "picture-placed",
    "picture-move",
    "picture-retreat",
    "picture-bombarded",
    "picture-battle",
    "picture-destroyed",
    "picture-river-word",
)
"""The messages of the static map key (drawn once per language into the city's base picture)."""


def _key_words(words: Words) -> tuple[str, ...]:
    river = ", ".join(str(r) for r in CITY.river_zones)
    pairs = ", ".join(f"{o.a}\u2013{o.b}" for o in load_layout().overpasses)
    return tuple(words(m, zones=river, pairs=pairs) for m in KEY_WORDS)


def _draw_key(img: Image.Image, x: int, y: int, layout: MapLayout, said: tuple[str, ...]) -> None:
    """The static map key at the bottom of the side panel (`said`: KEY_WORDS in the picture's language)."""
    w = dict(zip(KEY_WORDS, said, strict=True))
    p = Painter(img)
    col = 150
    p.text((x, y), w["picture-map-key"], 12, S.HEADER, bold=True)
    y += 20
    for row in (
        (("control_point", w["picture-control-point"]), ("barracks", w["picture-barracks"])),
        (("precinct", w["picture-precinct"]), ("embassy", w["picture-embassy"])),
    ):
        for i, (kind, label) in enumerate(row):
            icon(p, kind, x + i * col, y + 1, 15)
            p.text((x + i * col + 22, y + 9), label, 11, S.INK, anchor="lm")
        y += 20
    p.rect((x, y + 3, x + 15, y + 14), fill=S.PARK)
    p.text((x + 22, y + 9), w["picture-park"], 11, S.INK, anchor="lm")
    y += 20
    p.rect((x, y + 5, x + 16, y + 13), fill=S.STREET_EDGE)
    p.rect((x, y + 7, x + 16, y + 11), fill=S.STREET)
    p.line([(x + 8, y - 1), (x + 8, y + 19)], fill=S.LINK, width=6)
    p.text((x + 22, y + 9), w["picture-link"], 11, S.INK, anchor="lm")
    y += 22
    p.rect((x, y + 3, x + 15, y + 14), fill=S.RIVER)
    p.text((x + 22, y + 9), w["picture-river"], 11, S.INK, anchor="lm")
    y += 20
    p.line([(x, y + 9), (x + 16, y + 9)], fill=S.BRIDGE_EDGE, width=9)
    p.line([(x + 1, y + 9), (x + 15, y + 9)], fill=S.STREET, width=4)
    p.text((x + 22, y + 9), w["picture-bridge"], 11, S.INK, anchor="lm")
    p.text((x + 22, y + 23), w["picture-bridge-ends"], 11, S.INK, anchor="lm")
    y += 38
    paste_counter(p, x, y, S.FAMILY_COLOURS[0], "1", "SOL", 5)
    p.text((x + 52, y + 7), w["picture-counter"], 11, S.INK, anchor="lm")
    p.text((x + 52, y + 22), w["picture-counter-families"], 11, S.INK_SOFT, anchor="lm")
    y += 38
    paste_counter(p, x, y, S.FAMILY_COLOURS[2], "3", "STU", 2, unarmed=True, placed=True)
    p.text((x + 52, y + 7), w["picture-unarmed"], 11, S.INK, anchor="lm")
    p.text((x + 52, y + 22), w["picture-placed"], 11, S.INK, anchor="lm")
    y += 40
    arrow(p, (x, y + 9), (x + 30, y + 9), S.FAMILY_COLOURS[4], S.COUNTER_EDGE, width=4)
    p.text((x + 36, y + 9), w["picture-move"], 11, S.INK, anchor="lm")
    arrow(p, (x + 84, y + 9), (x + 124, y + 9), S.FAMILY_COLOURS[4], S.COUNTER_EDGE, width=4, dashed=True)
    p.text((x + 130, y + 9), w["picture-retreat"], 11, S.INK, anchor="lm")
    p.polygon(star(x + 195, y + 9, 10, 5), fill=S.BURST, outline=S.BURST_EDGE)
    p.text((x + 210, y + 9), w["picture-bombarded"], 11, S.INK, anchor="lm")
    y += 22
    p.line([(x, y + 9), (x + 30, y + 9)], fill=S.BATTLE, width=6)
    p.text((x + 36, y + 9), w["picture-battle"], 11, S.INK, anchor="lm")
    p.text((x + 148, y + 9), "\u2620", 15, S.DESTROYED, anchor="mm")
    p.text((x + 158, y + 9), w["picture-destroyed"], 11, S.INK, anchor="lm")


Names = tuple[tuple[str, ...], ...]
"""Every zone's name on the map, in the layout's order of zones, as the lines it is drawn in."""


def zone_names(words: Words) -> Names:
    """The zones' names in `words`' language (pictures.ftl's `picture-zone-<n>`, one line of the map a line)."""
    return tuple(zone_lines(words, zone) for zone in load_layout().zones)


@lru_cache(maxsize=4)
def named_layout(names: Names) -> MapLayout:
    """The shipped layout with its zones named in one language (`zone_names`): the labels are measured, drawn
    and kept clear of with these lines (tests/render/test_layout.py checks they fit in every language)."""
    layout = load_layout()
    zones = {zid: replace(z, lines=lines) for (zid, z), lines in zip(layout.zones.items(), names, strict=True)}
    return replace(layout, zones=zones)


@lru_cache(maxsize=4)
def city_rgb(names: Names) -> Image.Image:
    """The city without any game or word on it but the zones' names (in one language), in RGB (built once per
    language)."""
    layout = named_layout(names)
    g = geometry(layout)
    img = Image.new("RGB", (g.width, g.height), S.PAPER)
    _draw_city(img, layout, river_word="")
    return img


@lru_cache(maxsize=4)
def base_rgb(said: tuple[str, ...], names: Names) -> Image.Image:
    """The city without any game on it, with the map key and the zones' names in one language (`said`: KEY_WORDS;
    `names`: `zone_names`), in RGB (built once per language)."""
    layout = load_layout()
    g = geometry(layout)
    img = city_rgb(names).copy()
    river = said[KEY_WORDS.index("picture-river-word")]
    p = Painter(img)
    for i, ch in enumerate(river):
        p.text((MAP_X + 26, MAP_Y + layout.height - 300 + i * 17), ch, 13, S.RIVER_DARK, bold=True, anchor="mm")
    p = Painter(img)
    p.rect((0, 0, g.width - 1, HEADER_H - 1), fill=S.HEADER)
    p.rect((g.panel_x, HEADER_H, g.width - 1, g.height - 1), fill=S.PANEL)
    p.line([(g.panel_x, HEADER_H), (g.panel_x, g.height - 1)], fill=S.PANEL_LINE, width=2)
    rule_y = g.height - KEY_H - 12
    p.line([(g.panel_x + PANEL_PAD, rule_y), (g.width - PANEL_PAD, rule_y)], fill=S.PANEL_LINE)
    _draw_key(img, g.panel_x + PANEL_PAD, g.height - KEY_H, layout, said)
    return img


@lru_cache(maxsize=4)
def _base_image(said: tuple[str, ...], names: Names) -> Image.Image:
    return to_palette(base_rgb(said, names))


def base_image(words: Words) -> Image.Image:
    """The city without any game on it, with the map key in `words`' language, mapped onto the palette (built once
    per language, copied for every picture)."""
    return _base_image(_key_words(words), zone_names(words))


# --- one phase on top ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FamilyKey:
    number: str
    colour: S.RGB
    name: str
    rebel: bool
    status: str = ""  # "dead" or "exiled": marked in the legend instead of REBEL


def family_keys(families: Iterable[Family], rebels: Iterable[int] = ()) -> dict[int, FamilyKey]:
    """Colour and number per family id: the i-th family by id gets colour i and number i + 1."""
    rebel_ids = set(rebels)
    out: dict[int, FamilyKey] = {}
    for i, f in enumerate(sorted(families, key=lambda f: f.id)):
        colour = S.FAMILY_COLOURS[i % len(S.FAMILY_COLOURS)]
        out[f.id] = FamilyKey(str(i + 1), colour, f.name, f.id in rebel_ids and not f.status, f.status)
    return out


UNKNOWN_OWNER = FamilyKey("?", S.NEUTRAL, "nobody", False)
FOREIGN = FamilyKey("F", S.NEUTRAL, "foreign", False)
KIND_ORDER = {k: i for i, k in enumerate(S.UNIT_LABELS)}


def _owner(keys: dict[int, FamilyKey], owner: int | None) -> FamilyKey:
    if owner is None:
        return FOREIGN
    return keys.get(owner, UNKNOWN_OWNER)


def _stack_order(keys: dict[int, FamilyKey], st: Stack) -> tuple[int, int, int, str]:
    fam = keys.get(st.owner)
    return (int(fam.number) if fam else 99, st.owner, KIND_ORDER.get(st.kind, 99), st.kind)


def _slot_positions(z: ZoneLayout, n: int) -> tuple[list[tuple[int, int]], bool]:
    """Where n counters go in zone z (canvas coordinates) and whether they are the small ones."""
    if n <= len(z.slots):
        return [(x + MAP_X, y + MAP_Y) for x, y in z.slots[:n]], False
    slots = list(z.small_slots)
    if n > len(slots):
        # more stacks than even the small slots: carry on in rows under the last one
        last_y = max(y for _, y in slots) if slots else z.label[1] + 40
        row = sorted(x for x, y in slots if y == last_y) or [z.label[0]]
        y = last_y
        while len(slots) < n:
            y += SMALL_COUNTER[1] + SMALL_COUNTER_GAP
            slots.extend((x, y) for x in row)
    return [(x + MAP_X, y + MAP_Y) for x, y in slots[:n]], True


def _label_canvas_box(z: ZoneLayout) -> Box:
    w, h = label_size(z.zone, z.lines)
    x, y = z.label[0] + MAP_X, z.label[1] + MAP_Y
    return x - 2, y - 2, x + w + 2, y + h + 2


@lru_cache(maxsize=4)
def _label_boxes(names: Names) -> tuple[Box, ...]:
    return tuple(_label_canvas_box(z) for z in named_layout(names).zones.values())


def _group_box(z: ZoneLayout) -> Box:
    """The box around a zone's label and first counters: where long arrows start and end."""
    x0, y0, x1, y1 = _label_canvas_box(z)
    for x, y in z.slots[:6]:
        x0, y0 = min(x0, x + MAP_X), min(y0, y + MAP_Y)
        x1, y1 = max(x1, x + MAP_X + COUNTER[0]), max(y1, y + MAP_Y + COUNTER[1])
    return x0, y0, x1, y1


def _exit_point(box: Box, inside: XY, toward: XY) -> XY:
    """Where the segment from `inside` (in the box) toward `toward` leaves the box."""
    x0, y0, x1, y1 = box
    dx, dy = toward[0] - inside[0], toward[1] - inside[1]
    t = 1.0
    if dx > 0:
        t = min(t, (x1 - inside[0]) / dx)
    elif dx < 0:
        t = min(t, (x0 - inside[0]) / dx)
    if dy > 0:
        t = min(t, (y1 - inside[1]) / dy)
    elif dy < 0:
        t = min(t, (y0 - inside[1]) / dy)
    t = max(0.0, t)
    return inside[0] + dx * t, inside[1] + dy * t


def _long_arrow(layout: MapLayout, a: int, b: int, offset: float) -> tuple[XY, XY] | None:
    """An arrow between zones that do not meet (a helicopter's two-zone move), box edge to box edge."""
    if a not in layout.zones or b not in layout.zones or a == b:
        return None
    ba, bb = _group_box(layout.zones[a]), _group_box(layout.zones[b])
    ca = ((ba[0] + ba[2]) / 2, (ba[1] + ba[3]) / 2)
    cb = ((bb[0] + bb[2]) / 2, (bb[1] + bb[3]) / 2)
    length = math.dist(ca, cb)
    nx, ny = -(cb[1] - ca[1]) / length, (cb[0] - ca[0]) / length
    ca = (ca[0] + nx * offset, ca[1] + ny * offset)
    cb = (cb[0] + nx * offset, cb[1] + ny * offset)
    p0 = _exit_point(ba, ca, cb)
    p1 = _exit_point(bb, cb, ca)
    d = math.dist(p0, p1)
    if d < 36:
        p0 = (ca[0] + (cb[0] - ca[0]) * 0.3, ca[1] + (cb[1] - ca[1]) * 0.3)
        p1 = (ca[0] + (cb[0] - ca[0]) * 0.7, ca[1] + (cb[1] - ca[1]) * 0.7)
    else:
        p0 = (p0[0] + (p1[0] - p0[0]) * 4 / d, p0[1] + (p1[1] - p0[1]) * 4 / d)
        p1 = (p1[0] + (p0[0] - p1[0]) * 9 / d, p1[1] + (p0[1] - p1[1]) * 9 / d)
    return p0, p1


def _arrow_boxes(p0: XY, p1: XY, r: float = 8) -> list[Box]:
    """Small boxes along an arrow, to keep it clear of labels and counters."""
    out = []
    for i in range(6):
        x, y = p0[0] + (p1[0] - p0[0]) * i / 5, p0[1] + (p1[1] - p0[1]) * i / 5
        out.append((x - r, y - r, x + r, y + r))
    return out


def _row_extent(poly: tuple[tuple[int, int], ...], y: float) -> tuple[float, float] | None:
    """The leftmost and rightmost x where the horizontal line at y crosses the polygon."""
    xs: list[float] = []
    n = len(poly)
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        if (y0 > y) != (y1 > y):
            xs.append(x0 + (y - y0) * (x1 - x0) / (y1 - y0))
    if len(xs) < 2:
        return None
    return min(xs), max(xs)


def _band_extent(poly: tuple[tuple[int, int], ...], y: float, h: float) -> tuple[float, float] | None:
    """The x range inside the polygon for the whole band y..y+h (checked at its top, middle and bottom)."""
    lo, hi = -1e9, 1e9
    for yy in (y + 1, y + h / 2, y + h - 1):
        ext = _row_extent(poly, yy)
        if ext is None:
            return None
        lo, hi = max(lo, ext[0]), min(hi, ext[1])
    return (lo, hi) if hi > lo else None


def _hits(box: Box, taken: list[Box]) -> Box | None:
    for t in taken:
        if box[0] < t[2] and t[0] < box[2] and box[1] < t[3] and t[1] < box[3]:
            return t
    return None


class _Markers:
    """Places a zone's event markers where they cover nothing else: right of its label, under its counters, above
    its label (inside the zone), else in rows just outside it. Canvas coordinates."""

    def __init__(self, z: ZoneLayout, below: float | None, taken: list[Box]) -> None:
        self.taken = taken
        lw, lh = label_size(z.zone, z.lines)
        inset = 9
        inside: list[tuple[float, float, float]] = []  # (y, x_start, x_limit), layout coordinates
        y0 = z.label[1] + (BADGE_H - MARKER_H) / 2
        ext = _band_extent(z.polygon, y0, MARKER_H)
        if ext:
            inside.append((y0, z.label[0] + lw + 6, ext[1] - inset))
        y = below if below is not None else z.label[1] + lh + 4
        for k in range(3):
            ext = _band_extent(z.polygon, y + k * (MARKER_H + 4), MARKER_H)
            if ext:
                inside.append((y + k * (MARKER_H + 4), ext[0] + inset, ext[1] - inset))
        for up in (MARKER_H + 4, 2 * (MARKER_H + 4)):
            ext = _band_extent(z.polygon, z.label[1] - up, MARKER_H)
            if ext:
                inside.append((z.label[1] - up, ext[0] + inset, ext[1] - inset))
        self.rows: list[tuple[float, float, float]] = [(yy + MAP_Y, x0 + MAP_X, x1 + MAP_X) for yy, x0, x1 in inside]
        lx = z.label[0] + MAP_X
        outside = [z.label[1] - MARKER_H - 3, y, z.label[1] - 2 * (MARKER_H + 4), y + MARKER_H + 4]
        self.spill: list[tuple[float, float, float]] = [(oy + MAP_Y, lx - 40.0, lx + 260.0) for oy in outside]

    def _first_free(self, rows: list[tuple[float, float, float]], width: float) -> XY | None:
        for y, x, limit in rows:
            while x + width <= limit:
                hit = _hits((x, y, x + width, y + MARKER_H), self.taken)
                if hit is None:
                    return x, y
                x = hit[2] + 4
        return None

    def take(self, width: float) -> XY:
        at = self._first_free(self.rows, width) or self._first_free(self.spill, width)
        if at is None:
            y, x, _ = self.spill[0]
            at = (x + 40, y)
        self.taken.append((at[0] - 2, at[1] - 2, at[0] + width + 2, at[1] + MARKER_H + 2))
        return at


def _loss_marker_width(keys: dict[int, FamilyKey], losses: tuple[tuple[int, int], ...]) -> int:
    w = 24
    for owner, n in losses:
        w += chip_width(_owner(keys, owner).number) - 4 + 2 + text_width(f"\u2212{n}", 11, True) + 6
    return w + 2


def _draw_battle_marker(
    p: Painter, x: float, y: float, w: int, keys: dict[int, FamilyKey], losses: tuple[tuple[int, int], ...]
) -> None:
    p.rounded((x, y, x + w - 1, y + 17), radius=4, fill=S.WHITE, outline=S.BATTLE, width=2)
    p.rounded((x, y, x + 19, y + 17), radius=4, fill=S.BATTLE)
    p.text((x + 10, y + 9), "\u2694", 17, S.WHITE, anchor="mm", bg=S.BATTLE)
    cx = x + 24
    for owner, n in losses:
        k = _owner(keys, owner)
        cx += chip(p, cx, y + 2, k.number, k.colour, size=14) + 2
        s = f"\u2212{n}"
        p.text((cx, y + 9), s, 11, S.BATTLE, bold=True, anchor="lm", bg=S.WHITE)
        cx += text_width(s, 11, True) + 6


def _draw_header(p: Painter, view: CoupMapView, width: int, words: Words) -> None:
    p.text((20, HEADER_H / 2), "JUNTA", 24, S.HEADER_ACCENT, bold=True, anchor="lm", bg=S.HEADER)
    x = 20 + text_width("JUNTA", 24, True) + 18
    phase = phase_title(words, view.phase)
    right = words("picture-deadline", deadline=view.deadline) if view.deadline else ""
    room = width - x - 40 - text_width(right, 16, True)
    title = _fit(words("picture-turn-phase", turn=view.turn, phase=phase), 20, room, bold=True)
    p.text((x, HEADER_H / 2), title, 20, S.WHITE, bold=True, anchor="lm", bg=S.HEADER)
    if right:
        p.text((width - 20, HEADER_H / 2), right, 16, S.HEADER_ACCENT, bold=True, anchor="rm", bg=S.HEADER)


def _fit(s: str, size: int, width: float, bold: bool = False) -> str:
    if text_width(s, size, bold) <= width:
        return s
    while s and text_width(s + "\u2026", size, bold) > width:
        s = s[:-1]
    return s + "\u2026"


def _event_lines(
    view: CoupMapView, keys: dict[int, FamilyKey], words: Words
) -> list[tuple[str, FamilyKey | None, str]]:
    """(icon, family or None, text) per event of last phase, in the order the map draws them."""
    out: list[tuple[str, FamilyKey | None, str]] = []
    for m in view.moves:
        said = words("picture-moved", count=m.count, start=m.from_zone, end=m.to_zone)
        out.append(("\u2192", _owner(keys, m.owner), said))
    for b in view.bombardments:
        of = "" if b.attacker is None else _owner(keys, b.attacker).number
        attacked = "yes" if of else "no"
        said = words("picture-bombarded-by", hits=b.hits, zone=b.zone, weapon=b.kind, family=of, attacked=attacked)
        out.append(("\u2739", _owner(keys, b.target), said))
    for bt in view.battles:
        losses = ", ".join(f"#{_owner(keys, o).number} \u2212{n}" for o, n in bt.losses)
        said = words("picture-battle-in", zone=bt.zone, losses=losses, lost="yes" if losses else "no")
        out.append(("\u2694", None, said))
    for r in view.retreats:
        unit = S.unit_label(r.kind)
        if r.to_zone is None:
            said = words("picture-destroyed-in", count=r.count, unit=unit, zone=r.from_zone)
            out.append(("\u2620", _owner(keys, r.owner), said))
        else:
            said = words("picture-retreated", count=r.count, unit=unit, start=r.from_zone, end=r.to_zone)
            out.append(("\u21a9", _owner(keys, r.owner), said))
    for pl in view.placements:
        unit, sourced = S.unit_label(pl.kind), "yes" if pl.source else "no"
        said = words("picture-placed-in", count=pl.count, unit=unit, zone=pl.zone, source=pl.source, sourced=sourced)
        out.append(("+", _owner(keys, pl.owner), said))
    return out


def _draw_panel(p: Painter, view: CoupMapView, keys: dict[int, FamilyKey], g: Geometry, words: Words) -> None:
    bg = S.PANEL
    x = g.panel_x + PANEL_PAD
    right = g.width - PANEL_PAD
    y = HEADER_H + 14
    rebel = words("picture-rebel-mark")
    p.text((x, y), words("picture-families"), 12, S.HEADER, bold=True, bg=bg)
    rebel_w = text_width(rebel, 9, True) + 10
    if any(k.rebel for k in keys.values()):
        pill(p, right - rebel_w, y - 2, rebel, 9, S.REBEL, height=15, pad=5)
        p.text((right - rebel_w - 6, y + 5), words("picture-marks-rebels"), 10, S.INK_SOFT, anchor="rm", bg=bg)
    y += 20
    for k in sorted(keys.values(), key=lambda k: int(k.number)):
        w = chip(p, x, y, k.number, k.colour)
        mark = words(f"picture-status-{k.status}") if k.status else (rebel if k.rebel else "")
        mark_w = text_width(mark, 9, True) + 10 if mark else 0
        name_w = right - x - w - 6 - (mark_w + 6 if mark else 0)
        name = _fit(k.name, 12, name_w, True)
        ink = S.INK_SOFT if k.status else S.INK
        p.text((x + w + 6, y + 9), name, 12, ink, bold=True, anchor="lm", bg=bg)
        if k.status:  # the dead and the exiled: struck through and marked
            p.line([(x + w + 6, y + 9), (x + w + 6 + text_width(name, 12, True), y + 9)], fill=S.INK_SOFT, width=1)
        if mark:
            colour = S.REBEL if mark == rebel else S.INK_SOFT
            pill(p, x + w + 12 + text_width(name, 12, True), y + 1, mark, 9, colour, height=16, pad=5)
        y += 20
    kinds = sorted({s.kind for s in view.stacks}, key=lambda k: (KIND_ORDER.get(k, 99), k))
    if kinds:
        y += 8
        p.text((x, y), words("picture-units"), 12, S.HEADER, bold=True, bg=bg)
        if any(k in S.UNARMED for k in kinds):
            p.text((right, y + 6), words("picture-red-unarmed"), 10, S.BATTLE, bold=True, anchor="rm", bg=bg)
        y += 20
        col_w = (right - x) // 2
        for i, kind in enumerate(kinds):
            cx = x + (i % 2) * col_w
            cy = y + (i // 2) * 16
            colour = S.BATTLE if kind in S.UNARMED else S.INK
            p.text((cx, cy + 7), S.unit_label(kind), 10, colour, bold=True, anchor="lm", bg=bg)
            p.text((cx + 30, cy + 7), _fit(unit_name(words, kind), 10, col_w - 34), 10, colour, anchor="lm", bg=bg)
        y += ((len(kinds) + 1) // 2) * 16
    if view.off_map:
        y += 8
        p.text((x, y), words("picture-off-the-map"), 12, S.HEADER, bold=True, bg=bg)
        y += 20
        for owner, kind, count in view.off_map:
            what = off_map(words, kind, count)
            cx = x
            if owner is not None and owner in keys:
                cx += chip(p, cx, y, keys[owner].number, keys[owner].colour, size=16) + 5
            p.text((cx, y + 8), _fit(what, 11, right - cx), 11, S.INK, anchor="lm", bg=bg)
            y += 16
    lines = _event_lines(view, keys, words)
    limit_y = g.height - KEY_H - 24
    y += 8
    p.text((x, y), words("picture-last-phase"), 12, S.HEADER, bold=True, bg=bg)
    y += 20
    if not lines:
        p.text((x, y + 8), words("picture-nothing-happened"), 11, S.INK_SOFT, anchor="lm", bg=bg)
        return
    room = max(0, (limit_y - y) // 16)
    shown = lines if len(lines) <= room else lines[: max(0, room - 1)]
    for ic, fam, s in shown:
        big = ic in ("\u2694", "\u2620")
        colour = S.BATTLE if big else (S.BURST_EDGE if ic == "\u2739" else S.INK)
        p.text((x + 7, y + 8), ic, 14 if big else 12, colour, anchor="mm", bg=bg)
        cx = x + 18
        if fam is not None:
            cx += chip(p, cx, y, fam.number, fam.colour, size=16) + 5
        p.text((cx, y + 8), _fit(s, 11, right - cx), 11, S.INK, anchor="lm", bg=bg)
        y += 16
    if len(shown) < len(lines):
        more = words("picture-and-more", count=len(lines) - len(shown))
        p.text((x, y + 8), more, 11, S.INK_SOFT, anchor="lm", bg=bg)


def _check(view: object) -> CoupMapView:
    if not isinstance(view, CoupMapView):
        raise TypeError(f"render_map takes a rules.junta.mapview.CoupMapView, not {type(view).__name__}")
    return view


def draw_map(view: CoupMapView, words: Words) -> Image.Image:
    """The coup map as a palette picture (what `render_map` encodes), its words in `words`' language."""
    view = _check(view)
    names = zone_names(words)
    layout = named_layout(names)
    g = geometry(layout)
    img = base_image(words).copy()
    p = Painter(img)
    keys = family_keys(view.families, view.rebels)
    _draw_header(p, view, g.width, words)

    # battles: a red rim round the zone
    for bt in view.battles:
        if bt.zone in layout.zones:
            q = _shift(layout.zones[bt.zone].polygon)
            p.line([*q, q[0]], fill=S.BATTLE, width=6, joint="curve")

    # control point holders, under the names
    for ctl in view.control:
        z = layout.zones.get(ctl.zone)
        if z is None or not has_holder(ctl.zone):
            continue
        _, lh = label_size(z.zone, z.lines)
        fill = S.HOLDER_COLOURS.get(ctl.holder, S.NEUTRAL)
        label = words(f"picture-holder-{ctl.holder.replace('_', '-')}")
        pill(
            p, z.label[0] + MAP_X, z.label[1] + MAP_Y + lh - HOLDER_H, label, HOLDER_SIZE, fill, height=HOLDER_H, pad=7
        )

    # counters
    placed = {(pl.zone, pl.owner, pl.kind) for pl in view.placements}
    by_zone: dict[int, list[Stack]] = defaultdict(list)
    for st in view.stacks:
        if st.count > 0:
            by_zone[st.zone].append(st)
    below: dict[int, float] = {}
    taken: list[Box] = list(_label_boxes(names))
    for zid in sorted(by_zone):
        z = layout.zones.get(zid)
        if z is None:
            continue
        stacks = sorted(by_zone[zid], key=lambda st: _stack_order(keys, st))
        positions, small = _slot_positions(z, len(stacks))
        w, h = SMALL_COUNTER if small else COUNTER
        below[zid] = max(y for _, y in positions) - MAP_Y + h + 5
        for st, (x, y) in zip(stacks, positions, strict=True):
            k = keys.get(st.owner, UNKNOWN_OWNER)
            paste_counter(
                p, x, y, k.colour, k.number, S.unit_label(st.kind), st.count,
                small=small, unarmed=st.kind in S.UNARMED, placed=(st.zone, st.owner, st.kind) in placed,
            )  # fmt: skip
            taken.append((x - 2, y - 2, x + w + 2, y + h + 2))

    # markers: battles, bombardments, destroyed units (placed before the arrows, which keep clear of them)
    markers: dict[int, _Markers] = {}

    def spot(zone: int, width: float) -> XY | None:
        z = layout.zones.get(zone)
        if z is None:
            return None
        if zone not in markers:
            markers[zone] = _Markers(z, below.get(zone), taken)
        return markers[zone].take(width)

    for bt in view.battles:
        w = _loss_marker_width(keys, bt.losses)
        at = spot(bt.zone, w)
        if at:
            _draw_battle_marker(p, at[0], at[1], w, keys, bt.losses)
    for bomb in view.bombardments:
        s = f"\u2212{bomb.hits}"
        w = 26 + text_width(s, 11, True) + 8
        at = spot(bomb.zone, w)
        if at:
            bx, by = at
            p.rounded((bx + 10, by, bx + w - 1, by + 17), radius=4, fill=S.WHITE, outline=S.BURST_EDGE, width=2)
            p.polygon(star(bx + 11, by + 9, 12, 6), fill=S.BURST, outline=S.BURST_EDGE)
            glyph = "\u2693" if bomb.kind == "gunboat" else "\u2708"
            p.text((bx + 11, by + 9), glyph, 10, S.BLACK, bold=True, anchor="mm", bg=S.BURST)
            p.text((bx + 26, by + 9), s, 11, S.BURST_EDGE, bold=True, anchor="lm", bg=S.WHITE)
    for r in view.retreats:
        if r.to_zone is not None:
            continue
        k = _owner(keys, r.owner)
        s = f"{r.count} {S.unit_label(r.kind)}"
        cw = max(14, text_width(k.number, 11, True) + 6)
        w = 18 + cw + 4 + text_width(s, 10, True) + 8
        at = spot(r.from_zone, w)
        if at:
            bx, by = at
            p.rounded((bx, by, bx + w - 1, by + 17), radius=4, fill=S.WHITE, outline=S.DESTROYED, width=2)
            p.text((bx + 9, by + 9), "\u2620", 15, S.DESTROYED, anchor="mm", bg=S.WHITE)
            chip(p, bx + 18, by + 2, k.number, k.colour, size=14)
            p.text((bx + 18 + cw + 4, by + 9), s, 10, S.DESTROYED, bold=True, anchor="lm", bg=S.WHITE)

    # moves and retreats: short arrows across the border, where they cover nothing; between zones that do not
    # meet (a helicopter's two-zone move) a long arrow, offset when several run between the same two zones
    arrows: list[tuple[int, int, FamilyKey, int, bool]] = []
    for m in view.moves:
        arrows.append((m.from_zone, m.to_zone, _owner(keys, m.owner), m.count, False))
    for r in view.retreats:
        if r.to_zone is not None:
            arrows.append((r.from_zone, r.to_zone, _owner(keys, r.owner), r.count, True))
    far_count: dict[tuple[int, int], int] = defaultdict(int)
    for a, b, k, count, dashed in arrows:
        options = layout.crossings(a, b)
        if options:
            placed_at: tuple[XY, XY, list[Box]] | None = None
            for c in options:
                (mx, my), (nx, ny) = c.middle, c.normal
                mx, my = mx + MAP_X, my + MAP_Y
                q0, q1 = (mx - nx * 30, my - ny * 30), (mx + nx * 26, my + ny * 26)
                boxes = _arrow_boxes(q0, q1)
                if placed_at is None:
                    placed_at = (q0, q1, boxes)
                if not any(_hits(bx, taken) for bx in boxes):
                    placed_at = (q0, q1, boxes)
                    break
            assert placed_at is not None
            p0, p1, boxes = placed_at
            taken.extend(boxes)
            tail = p0
        else:
            pair = (min(a, b), max(a, b))
            i = far_count[pair]
            far_count[pair] += 1
            offset = (0, 9, -9, 18, -18, 27, -27)[i % 7]
            ends = _long_arrow(layout, a, b, offset if a < b else -offset)
            if ends is None:
                continue
            p0, p1 = ends
            tail = ((p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2)
        arrow(p, p0, p1, k.colour, S.COUNTER_EDGE, width=4, dashed=dashed)
        # The count of units moved, styled apart from the family numbers (issue 13: players read a number in the
        # family's colour as a family): "×3" in ink on white, ringed in the family's colour.
        label = f"\u00d7{count}"
        w = max(20, text_width(label, 10, True) + 10)
        mx, my = tail
        p.rounded((mx - w / 2, my - 8, mx + w / 2, my + 8), radius=8, fill=S.WHITE, outline=k.colour)
        p.text((mx, my), label, 10, S.INK, bold=True, anchor="mm", bg=S.WHITE)

    _draw_panel(p, view, keys, g, words)
    return img


def render_map(view: CoupMapView, words: Words) -> bytes:
    """The coup map of one phase as PNG bytes (a palette PNG, 1850 x 1166 pixels), its words in `words`' language
    (`render.words`)."""
    with RENDER_LOCK:
        img = draw_map(view, words)
    return encode_png(img)
