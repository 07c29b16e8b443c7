"""The pixel layout of the coup map: data in `render/data/layout.json`, read once and shared.

The json (built by `python -m render.layout_build`, then free to edit by hand) holds, in pixels of the map area
(origin at its top-left corner):

- `zones`: for every zone of `rules.junta.city.CITY`, its `polygon` (the district drawn as a block of the city), `label`
  (the top-left corner of its label: the zone number in a badge, the name in one or two `lines` to its right),
  `slots` (top-left corners of places for unit counters, filled in order) and `small_slots` (the same for the
  smaller counters used when a zone holds more stacks than it has slots);
- `river`: the polygons of the river on the west side (zones 11, 21 and 26 border it);
- `parks`: squares between districts (they belong to no zone; they keep zones that are not neighbours apart);
- `overpasses`: the few neighbours that cannot share a border on a flat map (the map's graph is not planar):
  a bridge drawn across the border between them, `path` from one zone to the other.

`tests/render/test_layout.py` checks the data covers every zone exactly and every label fits inside its zone.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from render.fonts import text_width
from rules.junta.city import CITY

Point = tuple[int, int]
Polygon = tuple[Point, ...]
Box = tuple[int, int, int, int]

NUMBER_SIZE = 15
"""Zone numbers: DejaVu Sans Bold at this size, white in a dark badge."""
NUMBER_PAD = 5
BADGE_H = 20
NAME_SIZE = 11
"""Zone names: DejaVu Sans Bold at this size."""
NAME_LINE = 13
LABEL_GAP = 4
ICON_W = 15
"""Barracks, precincts and embassies show an icon between the number badge and the name."""
HOLDER_SIZE = 10
"""A control point's holder ('REBELS', ...) is a pill under its label: DejaVu Sans Bold at this size."""
HOLDER_H = 16
HOLDER_W = 96
COUNTER = (42, 30)
"""A unit counter's width and height in pixels; `slots` are places for counters of this size."""
COUNTER_GAP = 4
SMALL_COUNTER = (36, 26)
"""The smaller counter used when a zone holds more stacks than it has slots; `small_slots` fit these."""
SMALL_COUNTER_GAP = 3


@dataclass(frozen=True)
class ZoneLayout:
    zone: int
    polygon: Polygon
    label: Point
    lines: tuple[str, ...]
    slots: tuple[Point, ...]
    small_slots: tuple[Point, ...]


BRIDGE_REACH = 40
"""How far a bridge is drawn beyond its neck into each of the two zones it joins, so that it reads as a link
between them and not between the two zones its neck runs between (issue 13)."""


@dataclass(frozen=True)
class Overpass:
    a: int
    b: int
    path: tuple[Point, Point]

    @property
    def drawn(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """The bridge as drawn: `path` extended by `BRIDGE_REACH` at both ends, into zone a and zone b."""
        (x0, y0), (x1, y1) = self.path
        length = math.dist((x0, y0), (x1, y1)) or 1.0
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        return (x0 - ux * BRIDGE_REACH, y0 - uy * BRIDGE_REACH), (x1 + ux * BRIDGE_REACH, y1 + uy * BRIDGE_REACH)


@dataclass(frozen=True)
class Crossing:
    """A place where a unit crosses from one zone into another: a point on their shared border (or the middle of
    the bridge between them), the unit normal pointing into the second zone, and the border's direction."""

    middle: tuple[float, float]
    normal: tuple[float, float]
    along: tuple[float, float]


@dataclass(frozen=True)
class MapLayout:
    width: int
    height: int
    zones: dict[int, ZoneLayout]
    river: tuple[Polygon, ...]
    parks: tuple[Polygon, ...]
    overpasses: tuple[Overpass, ...]
    borders: dict[tuple[int, int], tuple[Crossing, ...]]

    def crossings(self, a: int, b: int) -> tuple[Crossing, ...]:
        """Where a unit may be shown crossing from zone a into zone b, best first: the middles of their shared
        border segments, longest first, then points a third of the way along them; () if they do not meet."""
        return self.borders.get((a, b), ())

    def links(self) -> tuple[tuple[int, int, Crossing], ...]:
        """Every pair of neighbours (a < b) that share a border, with its best crossing: where the maps draw the
        link across the street that tells neighbours from zones that only touch at a corner or face each other
        across a park (issue 22). The bridged neighbours have their bridge instead."""
        bridged = {(min(o.a, o.b), max(o.a, o.b)) for o in self.overpasses}
        return tuple(
            (a, b, found[0])
            for (a, b), found in sorted(self.borders.items())
            if a < b and (a, b) not in bridged and found
        )


def shared_segments(p: Polygon, q: Polygon) -> list[tuple[Point, Point]]:
    """The edges of polygon p that are also edges of polygon q (same two vertices)."""
    q_edges = {frozenset((q[i], q[(i + 1) % len(q)])) for i in range(len(q))}
    return [(p[i], p[(i + 1) % len(p)]) for i in range(len(p)) if frozenset((p[i], p[(i + 1) % len(p)])) in q_edges]


def _borders(
    zones: dict[int, ZoneLayout], overpasses: tuple[Overpass, ...]
) -> dict[tuple[int, int], tuple[Crossing, ...]]:
    out: dict[tuple[int, int], tuple[Crossing, ...]] = {}

    def crossings(segs: list[tuple[Point, Point]], into_b: tuple[float, float]) -> list[Crossing]:
        found: list[tuple[int, float, Crossing]] = []
        for p0, p1 in segs:
            length = math.dist(p0, p1) or 1.0
            ax, ay = (p1[0] - p0[0]) / length, (p1[1] - p0[1]) / length
            nx, ny = -ay, ax
            mx, my = (p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2
            if nx * (into_b[0] - mx) + ny * (into_b[1] - my) < 0:
                nx, ny = -nx, -ny
            for rank, t in enumerate((0.5, 0.3, 0.7, 0.15, 0.85)):
                if rank and length < 40:
                    break
                at = (p0[0] + (p1[0] - p0[0]) * t, p0[1] + (p1[1] - p0[1]) * t)
                found.append((rank, -length, Crossing(at, (nx, ny), (ax, ay))))
        found.sort(key=lambda f: (f[0], f[1]))
        return [f[2] for f in found]

    def flip(c: Crossing) -> Crossing:
        return Crossing(c.middle, (-c.normal[0], -c.normal[1]), c.along)

    ids = sorted(zones)
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            segs = shared_segments(zones[a].polygon, zones[b].polygon)
            if segs:
                found = crossings(segs, _centre(zones[b].polygon))
                out[(a, b)] = tuple(found)
                out[(b, a)] = tuple(flip(c) for c in found)
    for o in overpasses:
        (x0, y0), (x1, y1) = o.path
        length = math.dist((x0, y0), (x1, y1)) or 1.0
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        c = Crossing(((x0 + x1) / 2, (y0 + y1) / 2), (ux, uy), (-uy, ux))
        out[(o.a, o.b)] = (c,)
        out[(o.b, o.a)] = (flip(c),)
    return out


def _centre(poly: Polygon) -> tuple[float, float]:
    return sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly)


def badge_width(zone: int) -> int:
    return text_width(str(zone), NUMBER_SIZE, bold=True) + 2 * NUMBER_PAD


def has_icon(zone: int) -> bool:
    return CITY.has_zone(zone) and CITY.zone(zone).kind in ("barracks", "precinct", "embassy")


def has_holder(zone: int) -> bool:
    return CITY.has_zone(zone) and CITY.zone(zone).kind == "control_point"


def label_size(zone: int, lines: tuple[str, ...]) -> tuple[int, int]:
    """The (width, height) of a zone's label, measured with the real font: number badge, the kind's icon (if
    any), name lines, and for a control point a row under them for its holder."""
    name_w = max((text_width(line, NAME_SIZE, bold=True) for line in lines), default=0)
    width = badge_width(zone) + (LABEL_GAP + ICON_W if has_icon(zone) else 0) + (LABEL_GAP + name_w if lines else 0)
    height = max(BADGE_H, NAME_LINE * len(lines))
    if has_holder(zone):
        width = max(width, HOLDER_W)
        height += 3 + HOLDER_H
    return width, height


def label_box(z: ZoneLayout) -> Box:
    w, h = label_size(z.zone, z.lines)
    x, y = z.label
    return x, y, x + w, y + h


def _points(raw: list[list[int]]) -> Polygon:
    return tuple((int(p[0]), int(p[1])) for p in raw)


def parse_layout(text: str) -> MapLayout:
    data = json.loads(text)
    zones: dict[int, ZoneLayout] = {}
    for key, raw in data["zones"].items():
        zid = int(key)
        zones[zid] = ZoneLayout(
            zone=zid,
            polygon=_points(raw["polygon"]),
            label=(int(raw["label"][0]), int(raw["label"][1])),
            lines=tuple(str(s) for s in raw["lines"]),
            slots=_points(raw["slots"]),
            small_slots=_points(raw["small_slots"]),
        )
    overpasses = tuple(
        Overpass(int(o["zones"][0]), int(o["zones"][1]), (_points(o["path"])[0], _points(o["path"])[1]))
        for o in data["overpasses"]
    )
    zones = dict(sorted(zones.items()))
    return MapLayout(
        width=int(data["size"][0]),
        height=int(data["size"][1]),
        zones=zones,
        river=tuple(_points(p) for p in data["river"]),
        parks=tuple(_points(p) for p in data["parks"]),
        overpasses=overpasses,
        borders=_borders(zones, overpasses),
    )


@lru_cache(maxsize=1)
def load_layout() -> MapLayout:
    """The shipped layout (`render/data/layout.json`)."""
    return parse_layout(resources.files("render").joinpath("data", "layout.json").read_text(encoding="utf-8"))
