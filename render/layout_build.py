"""Build `render/data/layout.json`, the pixel layout of the coup map: `python -m render.layout_build [--check]`.

A maintainer's tool, not used when drawing. The city's graph (`rules.junta.city.CITY`) becomes a map of districts whose
shared borders are exactly the moves between zones:

1. Every zone is a site at its toml `x, y` (grid 12.4 x 9.2, y south; `NUDGE` may shift a site for drawing).
2. The graph is not planar, so the `OVERPASSES` (one edge of each pair that would cross) are left out of the
   construction and drawn as bridges; the rest is a straight-line planar drawing (checked here).
3. River sites west of zones 11, 21 and 26 and a far ring of outskirt sites close the drawing.
4. Each site's district runs to the split points of its edges (`WEIGHT`s move them: a heavier zone gets more room)
   and to the corner of every face around it: a triangle's weighted centre, or, for a face of 4 or more zones, a
   corner of a park in the middle, so that zones which are not neighbours never touch.
5. The districts are clipped to the frame and scaled to pixels; each zone gets the largest box for its counters and
   a label placed where it fits (measured with the shipped font).

Run it after changing the city or the tuning constants below; `--check` only reports, writing nothing. Hand edits
to the json are allowed (the layout tests check whatever is there) but are lost when this is run again.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

from render.fonts import text_width
from render.layout import COUNTER, COUNTER_GAP, NAME_SIZE, SMALL_COUNTER, SMALL_COUNTER_GAP, label_size
from rules.junta.city import CITY

FPoint = tuple[float, float]

SCALE = 100.0
"""Pixels per grid unit."""
FRAME = (-1.75, -1.05, 13.45, 10.05)
"""The map area in grid units: x0, y0, x1, y1 (the river takes the west strip)."""
OVERPASSES = ((12, 13), (9, 18), (23, 28))
WEIGHT_DEFAULT = 1.0
WEIGHT = {14: 1.5, 7: 1.2, 8: 1.2, 22: 1.25, 29: 1.25, 2: 1.5, 20: 1.2, 21: 1.2, 23: 1.2, 17: 1.1, 13: 1.1}
NUDGE: dict[int, FPoint] = {18: (-0.4, 0.0)}
RIVER_SITES: dict[int, FPoint] = {-1: (-2.7, 3.5), -2: (-1.6, 4.7), -3: (-1.4, 6.5), -4: (-1.1, 9.4)}
RIVER_LINKS = ((11, -1), (-1, -2), (11, -2), (21, -2), (-2, -3), (21, -3), (26, -3), (-3, -4), (26, -4))
OUTSKIRT_WEIGHT = 0.2
OUTSKIRTS = 24
LAND_SITES: dict[int, FPoint] = {1100: (-3.6, 2.4)}
"""Extra outskirt sites (ids from 1000) that steer the districts at the map's edge, with their links."""
LAND_LINKS = ((3, 1100), (11, 1100), (-1, 1100))
NECK = 0.17
"""Half the length, in grid units, of the border an overpass crosses (its two corners lie this far from the
crossing point)."""
PARK_SIZE = 0.3
"""A park's corners lie this fraction of the way from its face's centre to the face's edge split points."""
MARGIN = 9
"""Pixels kept free inside a district's edge (the street is drawn over the edge)."""
SLOT_TARGET = 9
"""Counter slots a zone should have; the label goes where the most slots (up to this many) fit."""
LABEL_OVERRIDE: dict[int, tuple[int, int]] = {}
LINES_OVERRIDE: dict[int, tuple[str, ...]] = {}


# --- geometry ---------------------------------------------------------------------------------------------------


def _ccw(a: FPoint, b: FPoint, c: FPoint) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _segments_cross(a: FPoint, b: FPoint, c: FPoint, d: FPoint) -> bool:
    return _ccw(a, b, c) * _ccw(a, b, d) < 0 and _ccw(c, d, a) * _ccw(c, d, b) < 0


def _area(poly: list[FPoint]) -> float:
    n = len(poly)
    return sum(poly[i][0] * poly[(i + 1) % n][1] - poly[(i + 1) % n][0] * poly[i][1] for i in range(n)) / 2


def _centroid(poly: list[FPoint]) -> FPoint:
    a = _area(poly)
    cx = cy = 0.0
    n = len(poly)
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        c = x0 * y1 - x1 * y0
        cx += (x0 + x1) * c
        cy += (y0 + y1) * c
    return cx / (6 * a), cy / (6 * a)


def _clip(poly: list[FPoint], a: float, b: float, c: float) -> list[FPoint]:
    """Keep the part of `poly` where a*x + b*y <= c (Sutherland-Hodgman against one half-plane)."""
    out: list[FPoint] = []
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        fp = a * p[0] + b * p[1] - c
        fq = a * q[0] + b * q[1] - c
        if fp <= 0:
            out.append(p)
        if (fp < 0 < fq) or (fq < 0 < fp):
            t = fp / (fp - fq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def _inside(poly: list[FPoint] | tuple[tuple[int, int], ...], x: float, y: float) -> bool:
    inside = False
    n = len(poly)
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def _seg_dist(px: float, py: float, a: FPoint, b: FPoint) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - a[0]) * dx + (py - a[1]) * dy) / length2))
    return math.hypot(px - a[0] - t * dx, py - a[1] - t * dy)


def _edge_dist(poly: list[FPoint], x: float, y: float) -> float:
    n = len(poly)
    return min(_seg_dist(x, y, poly[i], poly[(i + 1) % n]) for i in range(n))


def _dedupe(poly: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for p in poly:
        if not out or out[-1] != p:
            out.append(p)
    while len(out) > 1 and out[0] == out[-1]:
        out.pop()
    # drop points on a straight line between their neighbours
    changed = True
    while changed and len(out) > 3:
        changed = False
        for i in range(len(out)):
            a, b, c = out[i - 1], out[i], out[(i + 1) % len(out)]
            if _ccw(a, b, c) == 0:
                out.pop(i)
                changed = True
                break
    return out


# --- the district construction ----------------------------------------------------------------------------------


def _intersection(a: FPoint, b: FPoint, c: FPoint, d: FPoint) -> FPoint:
    t = _ccw(c, d, a) / (_ccw(c, d, a) - _ccw(c, d, b))
    return a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])


def _toward(x: FPoint, p: FPoint, dist: float) -> FPoint:
    d = math.dist(x, p)
    return x[0] + (p[0] - x[0]) * dist / d, x[1] + (p[1] - x[1]) * dist / d


def build_regions() -> tuple[dict[int, list[FPoint]], list[list[FPoint]], dict[int, FPoint]]:
    """District polygons (grid units, zones and river sites), park polygons and the sites, before clipping."""
    sites: dict[int, FPoint] = {}
    weight: dict[int, float] = {}
    for z in CITY.zones:
        dx, dy = NUDGE.get(z.id, (0.0, 0.0))
        sites[z.id] = (z.x + dx, z.y + dy)
        weight[z.id] = WEIGHT.get(z.id, WEIGHT_DEFAULT)
    for rid, p in RIVER_SITES.items():
        sites[rid] = p
        weight[rid] = WEIGHT_DEFAULT
    skipped = {(min(a, b), max(a, b)) for a, b in OVERPASSES}
    edges = {(min(z.id, n), max(z.id, n)) for z in CITY.zones for n in z.neighbours} - skipped
    edges |= {(min(a, b), max(a, b)) for a, b in RIVER_LINKS}
    listed = sorted(edges)
    for i, (a, b) in enumerate(listed):
        for c, d in listed[i + 1 :]:
            if not ({a, b} & {c, d}) and _segments_cross(sites[a], sites[b], sites[c], sites[d]):
                raise SystemExit(f"edges {a}-{b} and {c}-{d} cross: add one of them to OVERPASSES")
    crossing: dict[tuple[int, int], tuple[int, int, FPoint]] = {}
    for a, b in OVERPASSES:
        hits = [(c, d) for c, d in listed if _segments_cross(sites[a], sites[b], sites[c], sites[d])]
        if len(hits) != 1:
            raise SystemExit(f"overpass {a}-{b} must cross exactly one border, not {hits}")
        c, d = hits[0]
        crossing[(c, d)] = (a, b, _intersection(sites[a], sites[b], sites[c], sites[d]))

    cx = (FRAME[0] + FRAME[2]) / 2
    cy = (FRAME[1] + FRAME[3]) / 2
    ring = [1000 + k for k in range(OUTSKIRTS)]
    for k, rid in enumerate(ring):
        ang = 2 * math.pi * k / OUTSKIRTS
        sites[rid] = (cx + 12 * math.cos(ang), cy + 10 * math.sin(ang))
        weight[rid] = OUTSKIRT_WEIGHT
        edges.add((rid, ring[(k + 1) % OUTSKIRTS]))
    for lid, p in LAND_SITES.items():
        sites[lid] = p
        weight[lid] = OUTSKIRT_WEIGHT
    edges |= set(LAND_LINKS)
    outside = ring + list(LAND_SITES)
    inner = [z.id for z in CITY.zones] + list(RIVER_SITES)
    candidates = sorted((math.dist(sites[u], sites[d]), u, d) for u in inner for d in outside)
    for _, u, d in candidates:
        if any(not ({u, d} & {a, b}) and _segments_cross(sites[u], sites[d], sites[a], sites[b]) for a, b in edges):
            continue
        edges.add((u, d))

    around: dict[int, list[int]] = {v: [] for v in sites}
    for a, b in edges:
        around[a].append(b)
        around[b].append(a)
    for v, nbs in around.items():

        def angle(w: int, v: int = v) -> float:
            return math.atan2(sites[w][1] - sites[v][1], sites[w][0] - sites[v][0])

        nbs.sort(key=angle)

    faces: list[list[int]] = []
    face_at: dict[tuple[int, int, int], int] = {}
    seen: set[tuple[int, int]] = set()
    for u in sorted(around):
        for v in around[u]:
            if (u, v) in seen:
                continue
            face: list[int] = []
            a, b = u, v
            while (a, b) not in seen:
                seen.add((a, b))
                face.append(a)
                nbs = around[b]
                w = nbs[(nbs.index(a) - 1) % len(nbs)]
                face_at[(b, a, w)] = len(faces)
                a, b = b, w
            faces.append(face)
    outer = min(range(len(faces)), key=lambda i: _area([sites[v] for v in faces[i]]))

    def is_park(f: list[int]) -> bool:
        return len(f) > 3 and all(0 < v < 1000 for v in f)

    def split(u: int, v: int) -> FPoint:
        u, v = min(u, v), max(u, v)
        t = weight[u] / (weight[u] + weight[v])
        return sites[u][0] + t * (sites[v][0] - sites[u][0]), sites[u][1] + t * (sites[v][1] - sites[u][1])

    def centre(f: list[int]) -> FPoint:
        if is_park(f):
            return _centroid([sites[v] for v in f])
        inv = [1 / weight[v] for v in f]
        s = sum(inv)
        return (
            sum(sites[v][0] * w for v, w in zip(f, inv, strict=True)) / s,
            sum(sites[v][1] * w for v, w in zip(f, inv, strict=True)) / s,
        )

    # An overpass from a to b crosses the border c|d: the corners at both ends of that border move next to the
    # crossing point, so the border is a short neck the bridge spans.
    corner_at: dict[tuple[int, int, int], FPoint] = {}
    for (c, d), (a, b, x) in crossing.items():
        for fi, f in enumerate(faces):
            n = len(f)
            for i in range(n):
                if {f[i], f[(i + 1) % n]} == {c, d}:
                    others = [v for v in f if v not in (c, d)]
                    ox = sum(sites[v][0] for v in others) / len(others)
                    oy = sum(sites[v][1] for v in others) / len(others)
                    same = (_ccw(sites[c], sites[d], (ox, oy)) > 0) == (_ccw(sites[c], sites[d], sites[a]) > 0)
                    side = a if same else b
                    corner_at[(fi, c, d)] = _toward(x, sites[side], NECK)
                    if is_park(f) and side in f:
                        # a park on the far side: the zone the bridge lands in reaches up to the neck too
                        j = f.index(side)
                        for other in (f[j - 1], f[(j + 1) % n]):
                            if other in (c, d):
                                corner_at[(fi, min(side, other), max(side, other))] = _toward(
                                    x, sites[side], 2.4 * NECK
                                )

    def park_corner(fi: int, u: int, w: int) -> FPoint:
        key = (fi, min(u, w), max(u, w))
        if key in corner_at:
            return corner_at[key]
        c = centre(faces[fi])
        m = split(u, w)
        return c[0] + PARK_SIZE * (m[0] - c[0]), c[1] + PARK_SIZE * (m[1] - c[1])

    def face_corner(fi: int) -> FPoint:
        for (fj, _, _), p in corner_at.items():
            if fj == fi:
                return p
        return centre(faces[fi])

    regions: dict[int, list[FPoint]] = {}
    for u in inner:
        nbs = around[u]
        poly: list[FPoint] = []
        for i, w1 in enumerate(nbs):
            w2 = nbs[(i + 1) % len(nbs)]
            fi = face_at[(u, w2, w1)]
            poly.append(split(u, w1))
            if fi == outer:
                continue
            if is_park(faces[fi]):
                poly.append(park_corner(fi, u, w1))
                poly.append(park_corner(fi, u, w2))
            else:
                poly.append(face_corner(fi))
        regions[u] = poly
    parks = [
        [park_corner(fi, f[i], f[(i + 1) % len(f)]) for i in range(len(f))]
        for fi, f in enumerate(faces)
        if fi != outer and is_park(f)
    ]
    return regions, parks, sites


def _to_px(poly: list[FPoint]) -> list[tuple[int, int]]:
    x0, y0, x1, y1 = FRAME
    poly = _clip(poly, -1, 0, -x0)
    poly = _clip(poly, 1, 0, x1)
    poly = _clip(poly, 0, -1, -y0)
    poly = _clip(poly, 0, 1, y1)
    return _dedupe([(round((x - x0) * SCALE), round((y - y0) * SCALE)) for x, y in poly])


# --- labels and counter boxes -----------------------------------------------------------------------------------


def _wrap(zone: int, name: str) -> tuple[str, ...]:
    if zone in LINES_OVERRIDE:
        return LINES_OVERRIDE[zone]
    words = name.split()
    if len(name) <= 11 or len(words) == 1:
        return (name,)
    best: tuple[str, ...] = (name,)
    best_w = 10**9
    for i in range(1, len(words)):
        lines = (" ".join(words[:i]), " ".join(words[i:]))
        w = max(text_width(line, NAME_SIZE, bold=True) for line in lines)
        if w < best_w:
            best, best_w = lines, w
    return best


def _mask(poly: list[tuple[int, int]], step: int) -> tuple[int, int, list[int]]:
    """Cells (step px) whose centre lies inside `poly` at least MARGIN from its edge: one bitset per row."""
    fpoly = [(float(x), float(y)) for x, y in poly]
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    ox, oy = min(xs), min(ys)
    cols = (max(xs) - ox) // step + 1
    rows = (max(ys) - oy) // step + 1
    out: list[int] = []
    for r in range(rows):
        bits = 0
        y = oy + r * step + step / 2
        for c in range(cols):
            x = ox + c * step + step / 2
            if _inside(fpoly, x, y) and _edge_dist(fpoly, x, y) >= MARGIN:
                bits |= 1 << c
        out.append(bits)
    return ox, oy, out


def _band(rows: list[int], r0: int, r1: int) -> int:
    if r0 < 0 or r1 > len(rows):
        return 0
    bits = -1
    for r in range(r0, r1):
        bits &= rows[r]
    return max(bits, 0)


def _runs(bits: int) -> list[tuple[int, int]]:
    """Runs of set bits as (start, end) cell indices, end exclusive."""
    out: list[tuple[int, int]] = []
    c = 0
    while bits >> c:
        if (bits >> c) & 1:
            start = c
            while (bits >> c) & 1:
                c += 1
            out.append((start, c))
        else:
            c += 1
    return out


def _slots(
    rows: list[int], step: int, top: int, centre: float, size: tuple[int, int], gap: int, limit: int
) -> list[tuple[int, int]]:
    """Top-left corners (pixels, relative to the mask) of counter slots in rows from `top` down, each row centred
    on `centre` as far as the district allows; it stops at the first row where no counter fits."""
    w, h = size
    out: list[tuple[int, int]] = []
    y = top
    hc = -(-h // step)
    while len(out) < limit:
        r0 = -(-y // step)
        bits = _band(rows, r0, r0 + hc)
        runs = [(a * step, b * step) for a, b in _runs(bits) if (b - a) * step >= w]
        if not runs:
            break
        x0, x1 = min(
            runs, key=lambda run: 0 if run[0] <= centre <= run[1] else min(abs(run[0] - centre), abs(run[1] - centre))
        )
        n = min((x1 - x0 + gap) // (w + gap), limit - len(out))
        total = n * w + (n - 1) * gap
        left = round(centre - total / 2)
        left = max(x0, min(left, x1 - total))
        out.extend((left + i * (w + gap), r0 * step) for i in range(n))
        y = r0 * step + h + gap
    return out


def place(
    zone: int, poly: list[tuple[int, int]], lines: tuple[str, ...]
) -> tuple[tuple[int, int], list[tuple[int, int]], list[tuple[int, int]]]:
    """Label top-left corner, counter slots and small counter slots for one zone."""
    step = 2
    ox, oy, rows = _mask(poly, step)
    lw, lh = label_size(zone, lines)
    cw, ch = -(-lw // step), -(-lh // step)
    fpoly = [(float(x), float(y)) for x, y in poly]
    gx, gy = _centroid(fpoly)
    best: tuple[float, tuple[int, int], list[tuple[int, int]]] | None = None
    want = (LABEL_OVERRIDE[zone][0] - ox, LABEL_OVERRIDE[zone][1] - oy) if zone in LABEL_OVERRIDE else None
    for lr in range(0, len(rows) - ch + 1, 2):
        band = _band(rows, lr, lr + ch)
        if not band:
            continue
        for lc in range(0, band.bit_length() - cw + 1, 2):
            mask = ((1 << cw) - 1) << lc
            if band & mask != mask:
                continue
            if want is not None and (lc * step, lr * step) != want:
                continue
            centre = (lc + cw / 2) * step
            slots = _slots(rows, step, (lr + ch) * step + 3, centre, COUNTER, COUNTER_GAP, 16)
            group_h = lh + 3 + 2 * (COUNTER[1] + COUNTER_GAP)
            dx = ox + centre - gx
            dy = oy + lr * step + group_h / 2 - gy
            score = min(len(slots), SLOT_TARGET) * 1000 - abs(dx) - 1.5 * abs(dy)
            if best is None or score > best[0]:
                best = (score, (lc * step, lr * step), slots)
    if best is None:
        raise SystemExit(f"zone {zone}: its label does not fit anywhere; widen the zone or shorten the name")
    _, (lx, ly), slots = best
    centre = lx + lw / 2
    small = _slots(rows, step, ly + lh + 3, centre, SMALL_COUNTER, SMALL_COUNTER_GAP, 24)
    shift = [(x + ox, y + oy) for x, y in slots]
    shift_small = [(x + ox, y + oy) for x, y in small]
    return (lx + ox, ly + oy), shift, shift_small


def _overpass_path(a: list[tuple[int, int]], b: list[tuple[int, int]], pa: FPoint, pb: FPoint) -> list[int]:
    """Where the straight line from site a to site b leaves zone a and enters zone b, 14 px further in each."""
    n = 400
    pts = [(pa[0] + (pb[0] - pa[0]) * i / n, pa[1] + (pb[1] - pa[1]) * i / n) for i in range(n + 1)]
    fa = [(float(x), float(y)) for x, y in a]
    fb = [(float(x), float(y)) for x, y in b]
    last_a = max(i for i, p in enumerate(pts) if _inside(fa, *p))
    first_b = min(i for i, p in enumerate(pts) if _inside(fb, *p))
    length = math.dist(pa, pb) / n
    extra = int(14 / length)
    s, e = pts[max(0, last_a - extra)], pts[min(n, first_b + extra)]
    return [round(s[0]), round(s[1]), round(e[0]), round(e[1])]


def build() -> dict[str, object]:
    regions, parks, sites = build_regions()
    x0, y0, x1, y1 = FRAME
    size = [round((x1 - x0) * SCALE), round((y1 - y0) * SCALE)]

    def px(p: FPoint) -> FPoint:
        return (p[0] - x0) * SCALE, (p[1] - y0) * SCALE

    zones: dict[str, object] = {}
    polys: dict[int, list[tuple[int, int]]] = {}
    for z in CITY.zones:
        poly = _to_px(regions[z.id])
        polys[z.id] = poly
        lines = _wrap(z.id, z.name)
        label, slots, small = place(z.id, poly, lines)
        zones[str(z.id)] = {
            "name": z.name,
            "label": list(label),
            "lines": list(lines),
            "slots": [list(p) for p in slots],
            "small_slots": [list(p) for p in small],
            "polygon": [list(p) for p in poly],
        }
        print(f"zone {z.id:2}: {len(slots):2} slots, {len(small):2} small slots", file=sys.stderr)
    river = [[list(p) for p in _to_px(regions[r])] for r in sorted(RIVER_SITES, reverse=True)]
    overpasses = []
    for a, b in OVERPASSES:
        path = _overpass_path(polys[a], polys[b], px(sites[a]), px(sites[b]))
        overpasses.append({"zones": [a, b], "path": [path[:2], path[2:]]})
    return {
        "about": "Pixel layout of the coup map, built by `python -m render.layout_build`; see render/layout.py.",
        "size": size,
        "scale": SCALE,
        "frame": list(FRAME),
        "counter": [*COUNTER, COUNTER_GAP],
        "small_counter": [*SMALL_COUNTER, SMALL_COUNTER_GAP],
        "zones": zones,
        "river": river,
        "parks": [[list(p) for p in _to_px(park)] for park in parks],
        "overpasses": overpasses,
    }


def dumps(data: dict[str, object]) -> str:
    """Json with one zone (or polygon) per line, so diffs of the layout stay readable."""

    def one(value: object) -> str:
        return json.dumps(value, separators=(", ", ": "))

    out = ["{"]
    items = list(data.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if isinstance(value, dict):
            inner = list(value.items())
            out.append(f" {one(key)}: {{")
            for j, (k, v) in enumerate(inner):
                out.append(f"  {one(k)}: {one(v)}" + ("," if j < len(inner) - 1 else ""))
            out.append(" }" + comma)
        elif isinstance(value, list) and value and isinstance(value[0], list | dict):
            out.append(f" {one(key)}: [")
            for j, v in enumerate(value):
                out.append(f"  {one(v)}" + ("," if j < len(value) - 1 else ""))
            out.append(" ]" + comma)
        else:
            out.append(f" {one(key)}: {one(value)}{comma}")
    out.append("}")
    return "\n".join(out) + "\n"


def preview(data: dict[str, object], path: Path) -> None:
    """A debugging picture: districts, label boxes (red) and counter boxes (blue)."""
    from PIL import Image, ImageDraw

    from render.layout import label_box, parse_layout

    layout = parse_layout(json.dumps(data))
    im = Image.new("RGB", (layout.width, layout.height), (255, 255, 255))
    draw = ImageDraw.Draw(im)
    for poly in layout.river:
        draw.polygon(poly, fill=(150, 190, 230))
    for poly in layout.parks:
        draw.polygon(poly, fill=(120, 190, 120))
    for z in layout.zones.values():
        draw.polygon(z.polygon, fill=(240, 236, 225), outline=(60, 60, 60))
        draw.rectangle(label_box(z), outline=(220, 0, 0))
        draw.text(z.label, f"{z.zone} " + " / ".join(z.lines), fill=(0, 0, 0))
        for x, y in z.slots:
            draw.rectangle((x, y, x + COUNTER[0] - 1, y + COUNTER[1] - 1), outline=(0, 0, 220))
        for x, y in z.small_slots[len(z.slots) :]:
            draw.rectangle((x, y, x + SMALL_COUNTER[0] - 1, y + SMALL_COUNTER[1] - 1), outline=(0, 160, 220))
    for o in layout.overpasses:
        draw.line(o.path, fill=(220, 0, 220), width=5)
    im.save(path)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report only, write nothing")
    parser.add_argument("--preview", type=Path, help="also draw the layout's boxes into this PNG")
    args = parser.parse_args(argv)
    data = build()
    text = dumps(data)
    if args.preview:
        preview(data, args.preview)
    if not args.check:
        path = Path(__file__).with_name("data") / "layout.json"
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}", file=sys.stderr)


if __name__ == "__main__":
    main()
