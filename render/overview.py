"""The coup map as Discord shows it inline: `render_map_overview(CoupMapView) -> PNG bytes`.

Discord shows a picture in the channel about 550 pixels wide; at that size the full map (`render_map`, 1850 px)
is colours without numbers. This picture is drawn for that size (at twice it, 1100 px, so it stays sharp on
high-density screens): the same city, smaller, with only what reads at a glance:

- every zone's number in a large badge (a control point's badge in the colour of who holds it, spelt out in the
  key on the right), and one chip per family in the zone: the family's number on a white tab and how many units it
  has there (a round right end: unarmed units, counted apart from the armed ones);
- **which zones are neighbours**: a dark link across the street in the middle of every border two neighbours share
  (and the bridges); zones that only touch at a corner or face each other across a park have none;
- what happened last phase: moves and retreats as arrows across the border they crossed, a red rim round a battle,
  a burst for a bombardment, a skull for units destroyed;
- the key: the turn and phase, the families by number (rebels marked R) and who holds each control point.

Unit kinds, names and the list of events are on the full map, one click away. Pure like the other pictures: the
same view always gives the same bytes.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from render import style as S
from render.citymap import UNKNOWN_OWNER, FamilyKey, _check, _fit, _owner, family_keys
from render.draw import RENDER_LOCK, Painter, arrow, star
from render.fonts import text_width
from render.layout import Crossing, MapLayout, load_layout
from render.png import encode_png, to_palette
from render.words import Words, phase_title
from rules.junta.city import CITY
from rules.junta.mapview import CoupMapView

SCALE = 0.6126
"""Canvas pixels per pixel of the full map's layout (the picture is shown at half its canvas size)."""
KEY_W = 170
"""Width of the key on the right (canvas pixels)."""
PAD = 8

BADGE_SIZE = 23
BADGE_H = 28
CHIP_H = 24
CHIP_NUMBER = 17
CHIP_COUNT = 20
ROW_GAP = 3
ITEM_GAP = 4
MARGIN = 7
"""Canvas pixels kept free inside a district's edge (the street is drawn over it)."""

STREET_W = 7
LINK_W = 7
LINK_LEN = 11
"""A neighbours' link: a dark bar LINK_LEN canvas pixels into each of the two zones, across the street."""

Point = tuple[float, float]
Poly = tuple[Point, ...]


@dataclass(frozen=True)
class Geometry:
    width: int
    height: int
    map_w: int
    key_x: int


@lru_cache(maxsize=1)
def geometry() -> Geometry:
    layout = load_layout()
    map_w = round(layout.width * SCALE)
    height = round(layout.height * SCALE)
    return Geometry(map_w + KEY_W, height, map_w, map_w)


FOCUS = (770.0, 600.0)
"""The point of the full map's layout the overview magnifies most (between the Palace and the Market)."""
MAGNIFY = 0.9
"""How much the overview enlarges the crowded middle of the city at the expense of the wide outskirts: a Cartesian
fisheye (Sarkar & Brown's g(t) = (d + 1) t / (d t + 1), each axis apart, so the frame stays put and every border
stays where both its zones have it); 0 draws the layout as it is."""


def _fish(v: float, focus: float, size: float) -> float:
    span = (size - focus) if v >= focus else focus
    t = abs(v - focus) / span
    g = (MAGNIFY + 1) * t / (MAGNIFY * t + 1)
    return focus + math.copysign(g * span, v - focus)


def _pt(p: tuple[float, float]) -> Point:
    layout = load_layout()
    return _fish(p[0], FOCUS[0], layout.width) * SCALE, _fish(p[1], FOCUS[1], layout.height) * SCALE


@lru_cache(maxsize=1)
def _polygons() -> dict[int, Poly]:
    return {zid: tuple(_pt(p) for p in z.polygon) for zid, z in load_layout().zones.items()}


def _centroid(poly: Poly) -> Point:
    area = cx = cy = 0.0
    n = len(poly)
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        c = x0 * y1 - x1 * y0
        area += c
        cx += (x0 + x1) * c
        cy += (y0 + y1) * c
    area /= 2
    return cx / (6 * area), cy / (6 * area)


# --- where a zone's badge, markers and chips go -------------------------------------------------------------------


def _span(poly: Poly, y: float, x: float) -> tuple[float, float] | None:
    """Where the horizontal line at y is inside the polygon: the stretch around x, else the widest one."""
    xs: list[float] = []
    n = len(poly)
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        if (y0 > y) != (y1 > y):
            xs.append(x0 + (y - y0) * (x1 - x0) / (y1 - y0))
    xs.sort()
    spans = [(xs[i], xs[i + 1]) for i in range(0, len(xs) - 1, 2)]
    if not spans:
        return None
    around = [s for s in spans if s[0] <= x <= s[1]]
    return around[0] if around else max(spans, key=lambda s: s[1] - s[0])


def _row_room(poly: Poly, y: float, h: float, x: float) -> tuple[float, float] | None:
    """The x range inside the district, MARGIN from its edge, for the whole band y..y+h (around x): its edges'
    crossings change course only at its corners, so the band's ends and the corners within it bound them."""
    top, bottom = y - MARGIN / 2, y + h + MARGIN / 2
    lo, hi = -math.inf, math.inf
    for yy in (top, bottom, *(q[1] for q in poly if top < q[1] < bottom)):
        ext = _span(poly, yy, x)
        if ext is None:
            return None
        lo, hi = max(lo, ext[0]), min(hi, ext[1])
    lo, hi = lo + MARGIN, hi - MARGIN
    return (lo, hi) if hi > lo else None


@lru_cache(maxsize=4096)
def flow(zone: int, widths: tuple[int, ...]) -> tuple[Point, ...]:
    """Top-left corners of items `widths` wide (the badge first), in rows of BADGE_H centred on the district and as
    near its middle as they go: as many of the items, in order, as fit inside the district."""
    poly = _polygons()[zone]
    gx, gy = _centroid(poly)
    ys = [p[1] for p in poly]
    top, bottom = min(ys), max(ys)
    best: tuple[float, list[Point]] = (math.inf, [])
    y0 = top + MARGIN
    while y0 + BADGE_H <= bottom - MARGIN:
        placed: list[Point] = []
        y = y0
        while len(placed) < len(widths):
            room = _row_room(poly, y, BADGE_H, gx)
            if room is None:
                break
            lo, hi = room
            row: list[int] = []
            used = 0.0
            for w in widths[len(placed) :]:
                if used + w + (ITEM_GAP if row else 0) > hi - lo:
                    break
                used += w + (ITEM_GAP if row else 0)
                row.append(w)
            if not row:
                break
            x = min(max(gx - used / 2, lo), hi - used)
            for w in row:
                placed.append((x, y))
                x += w + ITEM_GAP
            y += BADGE_H + ROW_GAP
        score = (len(widths) - len(placed)) * 10_000 + abs((y0 + y - ROW_GAP) / 2 - gy)
        if score < best[0]:
            best = (score, placed)
        y0 += 3
    return tuple(best[1])


# --- the unchanging city -----------------------------------------------------------------------------------------


def _kind_fill(kind: str) -> S.RGB:
    return {
        "control_point": S.CONTROL_POINT,
        "barracks": S.BARRACKS,
        "precinct": S.PRECINCT,
        "embassy": S.EMBASSY,
    }.get(kind, S.DISTRICT)


def _crossing(c: Crossing) -> tuple[Point, Point]:
    """A crossing's middle and its normal on the canvas (the fisheye turns borders a little)."""
    mx, my = _pt(c.middle)
    ax, ay = _pt((c.middle[0] + c.along[0] * 8, c.middle[1] + c.along[1] * 8))
    ax, ay = ax - mx, ay - my
    length = math.hypot(ax, ay) or 1.0
    nx, ny = -ay / length, ax / length
    if nx * c.normal[0] + ny * c.normal[1] < 0:
        nx, ny = -nx, -ny
    return (mx, my), (nx, ny)


def _links(layout: MapLayout) -> list[tuple[Point, Point]]:
    """The neighbours' links across the street (`MapLayout.links`), in canvas pixels."""
    out: list[tuple[Point, Point]] = []
    for _, _, c in layout.links():
        (mx, my), (nx, ny) = _crossing(c)
        out.append(((mx - nx * LINK_LEN, my - ny * LINK_LEN), (mx + nx * LINK_LEN, my + ny * LINK_LEN)))
    return out


@lru_cache(maxsize=4)
def base_rgb(said: tuple[str, ...]) -> Image.Image:
    """The city of the overview without any game on it, its legend in one language (`said`: LEGEND_WORDS), in RGB
    (built once per language)."""
    layout = load_layout()
    g = geometry()
    img = Image.new("RGB", (g.width, g.height), S.PAPER)
    p = Painter(img)
    for zid, poly in _polygons().items():
        p.polygon(poly, fill=_kind_fill(CITY.zone(zid).kind))
    for river in layout.river:
        p.polygon([_pt(q) for q in river], fill=S.RIVER)
    for park in layout.parks:
        p.polygon([_pt(q) for q in park], fill=S.PARK)
    outlines = [list(poly) for poly in _polygons().values()] + [[_pt(q) for q in pk] for pk in layout.parks]
    for q in outlines:
        p.line([*q, q[0]], fill=S.STREET_EDGE, width=STREET_W + 2, joint="curve")
    for q in outlines:
        p.line([*q, q[0]], fill=S.STREET, width=STREET_W - 2, joint="curve")
    for a, b in _links(layout):
        p.line([a, b], fill=S.LINK, width=LINK_W)
    for o in layout.overpasses:
        a, b = (_pt(q) for q in o.drawn)
        p.line([a, b], fill=S.LINK, width=LINK_W + 4)
        p.line([a, b], fill=S.STREET, width=LINK_W - 3)
    p.rect((g.key_x, 0, g.width - 1, g.height - 1), fill=S.PANEL)
    p.line([(g.key_x, 0), (g.key_x, g.height - 1)], fill=S.PANEL_LINE, width=2)
    _draw_legend(p, g, said)
    return img


LEGEND_WORDS = ("picture-neighbours", "picture-sample-family", "picture-sample-units", "picture-unarmed-short")
"""The messages of the overview's static legend."""


@lru_cache(maxsize=4)
def _base_image(said: tuple[str, ...]) -> Image.Image:
    return to_palette(base_rgb(said))


def base_image(words: Words) -> Image.Image:
    """The overview's city with its legend in `words`' language (built once per language)."""
    return _base_image(tuple(words(m, family=3, count=4) for m in LEGEND_WORDS))


# --- one phase on top ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Chip:
    """A family's units in a zone (its armed and its unarmed ones are two chips); `more`: a chip that only says how
    many more chips the zone has than it can show."""

    key: FamilyKey
    count: int
    unarmed: bool = False
    placed: bool = False
    more: bool = False


def _tab(c: Chip) -> int:
    return max(18, text_width(c.key.number, CHIP_NUMBER, True) + 6)


def chip_width(c: Chip) -> int:
    if c.more:
        return text_width(f"+{c.count}", CHIP_COUNT, True) + 12
    return _tab(c) + text_width(str(c.count), CHIP_COUNT, True) + 10 + (6 if c.unarmed else 0)


def _draw_chip(p: Painter, x: float, y: float, c: Chip) -> None:
    w = chip_width(c)
    y += (BADGE_H - CHIP_H) / 2
    if c.more:
        p.rounded((x, y, x + w - 1, y + CHIP_H - 1), radius=4, fill=S.WHITE, outline=S.INK_SOFT, width=2)
        p.text((x + w / 2, y + CHIP_H / 2), f"+{c.count}", CHIP_COUNT, S.INK, bold=True, anchor="mm", bg=S.WHITE)
        return
    tab = _tab(c)
    colour = c.key.colour
    if c.unarmed:  # a round right end, as on the full map's counters
        r = CHIP_H / 2
        p.rounded((x, y, x + w - 1, y + CHIP_H - 1), radius=r, fill=colour, outline=S.COUNTER_EDGE, width=2)
        p.rounded((x, y, x + w - r, y + CHIP_H - 1), radius=4, fill=colour, outline=S.COUNTER_EDGE, width=2)
        p.rect((x + w - r - 6, y + 2, x + w - r + 1, y + CHIP_H - 3), fill=colour)
    else:
        p.rounded((x, y, x + w - 1, y + CHIP_H - 1), radius=4, fill=colour, outline=S.COUNTER_EDGE, width=2)
    p.rounded((x + 2, y + 2, x + tab, y + CHIP_H - 3), radius=3, fill=S.WHITE)
    p.text((x + 1 + tab / 2, y + CHIP_H / 2), c.key.number, CHIP_NUMBER, S.INK, bold=True, anchor="mm", bg=S.WHITE)
    count_x = x + tab + (w - tab - (6 if c.unarmed else 0)) / 2
    p.text((count_x, y + CHIP_H / 2), str(c.count), CHIP_COUNT, S.ink_on(colour), bold=True, anchor="mm", bg=colour)
    if c.placed:
        p.ellipse((x + w - 9, y - 4, x + w + 3, y + 8), fill=S.PLACED, outline=S.WHITE, width=2)


def _badge_width(zone: int) -> int:
    return text_width(str(zone), BADGE_SIZE, True) + 14


def _draw_badge(p: Painter, x: float, y: float, zone: int, fill: S.RGB) -> None:
    w = _badge_width(zone)
    p.rounded((x, y, x + w - 1, y + BADGE_H - 1), radius=6, fill=fill)
    p.text((x + w / 2, y + BADGE_H / 2), str(zone), BADGE_SIZE, S.ink_on(fill), bold=True, anchor="mm", bg=fill)


MARK_W = BADGE_H
MARKS = ("battle", "bombarded", "destroyed")


def _draw_mark(p: Painter, x: float, y: float, mark: str) -> None:
    c = (x + MARK_W / 2, y + BADGE_H / 2)
    if mark == "battle":
        p.rounded((x, y, x + MARK_W - 1, y + BADGE_H - 1), radius=6, fill=S.BATTLE)
        p.text(c, "\u2694", 23, S.WHITE, anchor="mm", bg=S.BATTLE)
    elif mark == "bombarded":
        p.polygon(star(c[0], c[1], 15, 7.5), fill=S.BURST, outline=S.BURST_EDGE)
    elif mark == "destroyed":
        p.ellipse((x, y, x + MARK_W - 1, y + BADGE_H - 1), fill=S.WHITE, outline=S.DESTROYED, width=2)
        p.text(c, "\u2620", 23, S.DESTROYED, anchor="mm", bg=S.WHITE)


def _chips(view: CoupMapView, keys: dict[int, FamilyKey]) -> dict[int, list[Chip]]:
    """Per zone, one chip per family and armed/unarmed, in the order of the family numbers."""
    placed = {(pl.zone, pl.owner) for pl in view.placements}
    counts: dict[tuple[int, int, bool], int] = defaultdict(int)
    for st in view.stacks:
        if st.count > 0:
            counts[(st.zone, st.owner, st.kind in S.UNARMED)] += st.count
    out: dict[int, list[Chip]] = defaultdict(list)
    for (zone, owner, unarmed), n in counts.items():
        out[zone].append(Chip(keys.get(owner, UNKNOWN_OWNER), n, unarmed, (zone, owner) in placed))
    for chips in out.values():
        chips.sort(key=lambda c: (int(c.key.number) if c.key.number.isdigit() else 99, c.key.number, c.unarmed))
    return out


def _fitted(zone: int, badge: int, marks: list[str], chips: list[Chip]) -> tuple[list[Chip], tuple[Point, ...]]:
    """The chips the zone shows and where its badge, marks and chips go: all of them if they fit, else as many as
    fit with a '+n' chip for the n others (the full map has them all)."""
    lead = (badge, *(MARK_W for _ in marks))

    def place(shown: list[Chip]) -> tuple[Point, ...] | None:
        spots = flow(zone, (*lead, *(chip_width(c) for c in shown)))
        return spots if len(spots) == len(lead) + len(shown) else None

    spots = place(chips)
    if spots is not None:
        return chips, spots
    for keep in range(len(chips) - 1, -1, -1):
        shown = [*chips[:keep], Chip(UNKNOWN_OWNER, len(chips) - keep, more=True)]
        spots = place(shown)
        if spots is not None:
            return shown, spots
    return [], flow(zone, lead)


def _arrow_ends(layout: MapLayout, a: int, b: int) -> tuple[Point, Point] | None:
    """An arrow across the border from zone a into zone b; between zones that do not meet (a helicopter's
    two-zone move), from a third of the way to two thirds of the way between their middles."""
    options = layout.crossings(a, b)
    if options:
        (mx, my), (nx, ny) = _crossing(options[0])
        return (mx - nx * 22, my - ny * 22), (mx + nx * 20, my + ny * 20)
    polys = _polygons()
    if a not in polys or b not in polys or a == b:
        return None
    (ax, ay), (bx, by) = _centroid(polys[a]), _centroid(polys[b])
    return (ax + (bx - ax) / 3, ay + (by - ay) / 3), (ax + (bx - ax) * 2 / 3, ay + (by - ay) * 2 / 3)


def _draw_key(p: Painter, view: CoupMapView, keys: dict[int, FamilyKey], g: Geometry, words: Words) -> None:
    """The turn and phase, the families by number, who holds each control point, what the signs mean."""
    bg = S.PANEL
    x = g.key_x + 12
    right = g.width - 8
    bottom = g.height - KEY_LEGEND_H
    phase = phase_title(words, view.phase)
    turn = words("picture-turn", turn=view.turn)
    p.text((x, PAD + 14), _fit(turn, 20, right - x, True), 20, S.INK, bold=True, anchor="lm", bg=bg)
    p.text((x, PAD + 38), _fit(phase, 20, right - x, True), 20, S.INK, bold=True, anchor="lm", bg=bg)
    y = PAD + 60
    families = sorted(keys.values(), key=lambda k: int(k.number))
    controls = sorted(view.control, key=lambda c: c.zone)
    for i, k in enumerate(families):
        if y + 24 > bottom - len(controls) * (BADGE_H + 4) and i < len(families) - 1:
            p.text((x, y + 12), words("picture-and-more", count=len(families) - i), 15, S.INK_SOFT, anchor="lm", bg=bg)
            y += 28
            break
        tab = max(22, text_width(k.number, CHIP_NUMBER, True) + 8)
        p.rounded((x, y, x + tab - 1, y + 23), radius=4, fill=k.colour, outline=S.COUNTER_EDGE)
        p.text((x + tab / 2, y + 12), k.number, CHIP_NUMBER, S.ink_on(k.colour), bold=True, anchor="mm", bg=k.colour)
        nx = x + tab + 5
        mark = words("picture-rebel-letter") if k.rebel else ""
        name = _fit(k.name, 17, right - nx - (22 if mark else 0), True)
        if k.status:  # the dead and the exiled: struck through
            p.text((nx, y + 12), name, 17, S.INK_SOFT, bold=True, anchor="lm", bg=bg)
            p.line([(nx, y + 12), (nx + text_width(name, 17, True), y + 12)], fill=S.INK_SOFT, width=2)
        else:
            p.text((nx, y + 12), name, 17, S.INK, bold=True, anchor="lm", bg=bg)
        if mark:
            mx = nx + text_width(name, 17, True) + 4
            p.rounded((mx, y + 2, mx + 17, y + 21), radius=4, fill=S.REBEL)
            p.text((mx + 9, y + 12), mark, 15, S.WHITE, bold=True, anchor="mm", bg=S.REBEL)
        y += 28
    y += 6
    for ctl in controls:
        if y + BADGE_H > bottom:
            break
        fill = S.HOLDER_COLOURS.get(ctl.holder, S.NEUTRAL)
        _draw_badge(p, x, y, ctl.zone, fill)
        bx = x + _badge_width(ctl.zone) + 5
        label = _fit(words(f"picture-holder-{ctl.holder.replace('_', '-')}"), 15, right - bx, True)
        p.text((bx, y + BADGE_H / 2), label, 15, S.INK, bold=True, anchor="lm", bg=bg)
        y += BADGE_H + 4


KEY_LEGEND_H = 98
"""The signs explained at the bottom of the key."""


def _draw_legend(p: Painter, g: Geometry, said: tuple[str, ...]) -> None:
    """At the bottom of the key: the neighbours' link, the family chip, unarmed units (static, in the base; `said`:
    LEGEND_WORDS in the picture's language)."""
    neighbours, family, units, unarmed = said
    bg = S.PANEL
    x = g.key_x + 12
    y = g.height - KEY_LEGEND_H + 6
    p.line([(x, y), (g.width - 12, y)], fill=S.PANEL_LINE, width=2)
    y += 8
    p.rect((x, y + 9, x + 26, y + 15), fill=S.STREET_EDGE)
    p.line([(x + 13, y + 2), (x + 13, y + 22)], fill=S.LINK, width=LINK_W)
    p.text((x + 34, y + 12), neighbours, 15, S.INK, anchor="lm", bg=bg)
    y += 28
    sample = Chip(FamilyKey("3", S.FAMILY_COLOURS[2], "", False), 4)
    _draw_chip(p, x, y - 2, sample)
    p.text((x + chip_width(sample) + 6, y + 4), family, 14, S.INK, anchor="lm", bg=bg)
    p.text((x + chip_width(sample) + 6, y + 20), units, 14, S.INK, anchor="lm", bg=bg)
    y += 30
    sample = Chip(FamilyKey("5", S.FAMILY_COLOURS[4], "", False), 2, unarmed=True)
    _draw_chip(p, x, y - 2, sample)
    p.text((x + chip_width(sample) + 6, y + 12), unarmed, 15, S.INK, anchor="lm", bg=bg)


@dataclass(frozen=True)
class ZonePlan:
    """What a zone shows and where (top-left corners, canvas pixels): its badge, its marks, its chips."""

    zone: int
    fill: S.RGB
    badge: Point
    marks: tuple[tuple[str, Point], ...]
    chips: tuple[tuple[Chip, Point], ...]


def plan(view: CoupMapView, keys: dict[int, FamilyKey]) -> list[ZonePlan]:
    """Every zone's badge (in its holder's colour for a control point), its marks of last phase and its chips."""
    marks: dict[int, set[str]] = defaultdict(set)
    for bt in view.battles:
        marks[bt.zone].add("battle")
    for bomb in view.bombardments:
        marks[bomb.zone].add("bombarded")
    for r in view.retreats:
        if r.to_zone is None:
            marks[r.from_zone].add("destroyed")
    holders = {c.zone: S.HOLDER_COLOURS.get(c.holder, S.NEUTRAL) for c in view.control}
    chips = _chips(view, keys)
    out: list[ZonePlan] = []
    for zid in _polygons():
        zone_marks = [m for m in MARKS if m in marks.get(zid, ())]
        shown, spots = _fitted(zid, _badge_width(zid), zone_marks, chips.get(zid, []))
        if not spots:
            continue
        out.append(
            ZonePlan(
                zid,
                holders.get(zid, S.BADGE),
                spots[0],
                tuple(zip(zone_marks, spots[1:], strict=False)),
                tuple(zip(shown, spots[1 + len(zone_marks) :], strict=False)),
            )
        )
    return out


def draw_overview(view: CoupMapView, words: Words) -> Image.Image:
    """The overview as a palette picture (what `render_map_overview` encodes), in `words`' language."""
    view = _check(view)
    layout = load_layout()
    g = geometry()
    img = base_image(words).copy()
    p = Painter(img)
    keys = family_keys(view.families, view.rebels)
    polys = _polygons()

    for bt in view.battles:  # a red rim round the zone
        if bt.zone in polys:
            q = polys[bt.zone]
            p.line([*q, q[0]], fill=S.BATTLE, width=7, joint="curve")

    # arrows first: the badges and chips of the zones they point into go over them
    arrows = [(m.from_zone, m.to_zone, _owner(keys, m.owner), False) for m in view.moves]
    arrows += [(r.from_zone, r.to_zone, _owner(keys, r.owner), True) for r in view.retreats if r.to_zone is not None]
    for a, b, k, dashed in arrows:
        ends = _arrow_ends(layout, a, b)
        if ends is not None:
            arrow(p, ends[0], ends[1], k.colour, S.COUNTER_EDGE, width=6, dashed=dashed)

    for z in plan(view, keys):
        _draw_badge(p, z.badge[0], z.badge[1], z.zone, z.fill)
        for mark, (x, y) in z.marks:
            _draw_mark(p, x, y, mark)
        for c, (x, y) in z.chips:
            _draw_chip(p, x, y, c)

    _draw_key(p, view, keys, g, words)
    return img


def render_map_overview(view: CoupMapView, words: Words) -> bytes:
    """The coup map of one phase drawn to be read where Discord shows it (a palette PNG 1101 x 680, shown about
    550 pixels wide), its words in `words`' language (`render.words`)."""
    with RENDER_LOCK:
        img = draw_overview(view, words)
    return encode_png(img)
