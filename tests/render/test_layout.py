"""The coup map's pixel layout (`render/data/layout.json`) against the city (`rules.junta.city.CITY`).

The layout is data beside the code; these tests hold it to the map it draws: every zone exactly once, labels that
fit inside their district (measured with the shipped font), counter slots inside too, districts that do not
overlap, and borders that are exactly the moves between zones, so the picture never shows a move the rules forbid
or hides one they allow.
"""

from __future__ import annotations

import functools
import itertools

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from bot.text.i18n import LOCALES, t
from render.citymap import named_layout, zone_names
from render.layout import (
    COUNTER,
    SMALL_COUNTER,
    Polygon,
    ZoneLayout,
    label_box,
    load_layout,
    shared_segments,
)
from rules.junta.city import CITY

LAYOUT = load_layout()


def inside(poly: Polygon, x: float, y: float) -> bool:
    hit = False
    n = len(poly)
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


def box_inside(poly: Polygon, box: tuple[float, float, float, float], step: int = 2) -> bool:
    x0, y0, x1, y1 = box
    xs = [*range(int(x0), int(x1), step), x1]
    ys = [*range(int(y0), int(y1), step), y1]
    return all(inside(poly, x, y) for x in xs for y in ys)


def test_layout_covers_every_zone_exactly() -> None:
    """'Pixel layout is data beside the code (zone anchors), checked to cover every zone of the map.'"""
    assert sorted(LAYOUT.zones) == [z.id for z in CITY.zones]
    for z in LAYOUT.zones.values():
        assert len(z.polygon) >= 3, z.zone
        assert z.lines, z.zone
        assert " ".join(z.lines) == CITY.zone(z.zone).name, f"zone {z.zone}'s label is not its name"


def test_every_label_fits_inside_its_zone() -> None:
    """Zone numbers and names are readable: each label (number badge, icon, name, holder pill), measured with the
    shipped DejaVu font, lies wholly inside its district."""
    for z in LAYOUT.zones.values():
        assert box_inside(z.polygon, label_box(z)), f"zone {z.zone}'s label {label_box(z)} leaves its district"


def test_counter_slots_lie_inside_their_zone_and_apart() -> None:
    """Every stack a counter: each zone has room for at least 6 counters (a zone may hold up to ~6 stacks), all
    inside the district, none overlapping another or the label."""
    for z in LAYOUT.zones.values():
        assert len(z.slots) >= 6, f"zone {z.zone} has only {len(z.slots)} counter slots"
        assert len(z.small_slots) >= len(z.slots), z.zone
        for slots, (w, h) in ((z.slots, COUNTER), (z.small_slots, SMALL_COUNTER)):
            boxes = [(x, y, x + w, y + h) for x, y in slots]
            for b in boxes:
                assert box_inside(z.polygon, b, step=3), f"zone {z.zone}: slot {b} leaves the district"
                assert not overlaps(b, label_box(z)), f"zone {z.zone}: slot {b} covers the label"
            for a, b in itertools.combinations(boxes, 2):
                assert not overlaps(a, b), f"zone {z.zone}: slots {a} and {b} overlap"


def overlaps(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_districts_do_not_overlap() -> None:
    """A city drawn as a city: districts, parks and the river tile the map without overlapping."""
    size = (LAYOUT.width, LAYOUT.height)
    total = Image.new("L", size, 0)
    shapes = [z.polygon for z in LAYOUT.zones.values()] + list(LAYOUT.parks) + list(LAYOUT.river)
    for poly in shapes:
        x0, y0 = min(x for x, _ in poly) - 2, min(y for _, y in poly) - 2
        x1, y1 = max(x for x, _ in poly) + 3, max(y for _, y in poly) + 3
        m = Image.new("L", (x1 - x0, y1 - y0), 0)
        ImageDraw.Draw(m).polygon([(x - x0, y - y0) for x, y in poly], fill=1)
        box = (x0, y0, x1, y1)
        total.paste(ImageChops.add(total.crop(box), m.filter(ImageFilter.MinFilter(3))), box)
    _, high = total.getextrema()
    assert isinstance(high, int) and high <= 1


def test_borders_are_exactly_the_moves_between_zones() -> None:
    """'neighbours: adjacent zone ids (symmetric)': two districts share a border (or a bridge) exactly when they
    are neighbours, so the picture never shows a move the rules forbid nor hides one they allow."""
    bridged = {frozenset((o.a, o.b)) for o in LAYOUT.overpasses}
    for a, b in itertools.combinations(sorted(LAYOUT.zones), 2):
        touching = bool(shared_segments(LAYOUT.zones[a].polygon, LAYOUT.zones[b].polygon))
        assert not (touching and frozenset((a, b)) in bridged), (a, b)
        shown = touching or frozenset((a, b)) in bridged
        assert shown == CITY.adjacent(a, b), f"zones {a} and {b}: adjacent {CITY.adjacent(a, b)}, drawn {shown}"
        assert bool(LAYOUT.crossings(a, b)) == CITY.adjacent(a, b)


def test_bridges_run_from_one_neighbour_into_the_other() -> None:
    """A bridge starts inside one of the two zones it joins and ends inside the other."""
    assert LAYOUT.overpasses
    for o in LAYOUT.overpasses:
        assert CITY.adjacent(o.a, o.b)
        (x0, y0), (x1, y1) = o.path
        assert inside(LAYOUT.zones[o.a].polygon, x0, y0), o
        assert inside(LAYOUT.zones[o.b].polygon, x1, y1), o


def test_the_river_borders_exactly_the_river_zones() -> None:
    """'river: borders the river (Marines land here)': 11, 21 and 26 touch the river, no other zone does."""
    touching = set()
    for z in LAYOUT.zones.values():
        if any(shared_segments(z.polygon, r) for r in LAYOUT.river):
            touching.add(z.zone)
    assert touching == set(CITY.river_zones)
    west = min(min(x for x, _ in r) for r in LAYOUT.river)
    assert west == 0, "the river runs along the west side of the map"


def test_zone_layout_is_plain_data() -> None:
    """The layout is frozen data: renderers read it, nothing writes it."""
    z = LAYOUT.zones[14]
    assert isinstance(z, ZoneLayout)
    try:
        z.label = (0, 0)  # type: ignore[misc]
    except AttributeError:
        pass
    else:
        raise AssertionError("ZoneLayout should be frozen")


def test_every_zone_name_fits_its_district_in_every_language() -> None:
    """Issue 23: 'Pictures (coup map legend, ...) follow the channel's language': the zones' names on the map come
    from the catalogues (pictures.ftl `picture-zone-<n>`, German from seed 001: 'Kaserne der 3. Heeresbrigade'),
    broken into lines so that every label lies wholly inside its district and covers no counter slot in each
    language; the English ones are the layout's own (the English picture does not change)."""
    for locale in LOCALES:
        layout = named_layout(zone_names(functools.partial(t, locale)))
        for z in layout.zones.values():
            box = label_box(z)
            assert 1 <= len(z.lines) <= 2, (locale, z.zone, z.lines)
            assert box_inside(z.polygon, box), f"{locale}: zone {z.zone}'s label {z.lines} leaves its district"
            for slots, (w, h) in ((z.slots, COUNTER), (z.small_slots, SMALL_COUNTER)):
                for x, y in slots:
                    assert not overlaps((x, y, x + w, y + h), box), f"{locale}: zone {z.zone}'s label covers a slot"
    english = named_layout(zone_names(functools.partial(t, "en")))
    assert all(english.zones[n].lines == z.lines for n, z in LAYOUT.zones.items())


def test_german_zone_names_are_seed_001s() -> None:
    """VARIANTS 13.3: the German map says seed 001's names ('Präsidenten-Palast', 'Elends-Viertel'), the same as
    the German sentences (terms.ftl `zone-<n>`), only broken into lines ('Universitäts-' / 'viertel'); one, zone
    21, is shortened to fit its district: 'Kaserne der' / '1. Heeresbrig.'."""

    def letters(text: str) -> str:
        return text.replace("-", "").replace(" ", "")

    for zone, lines in zip(LAYOUT.zones, zone_names(functools.partial(t, "de")), strict=True):
        full = t("de", f"zone-{zone}")
        if zone == 21:
            assert lines == ("Kaserne der", "1. Heeresbrig.") and full == "Kaserne der 1. Heeresbrigade"
        else:
            assert letters("".join(lines)) == letters(full), (zone, lines, full)
