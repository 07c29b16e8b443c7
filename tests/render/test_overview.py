"""The coup map as Discord shows it inline (issue 22): readable at about 550 pixels wide, adjacency visible.

The full map (`render_map`) is 1850 px wide; Discord shows a picture about 550 px wide in the channel, where it is
colours without numbers. `render_map_overview` draws the same city for that size: zone numbers, one chip per family
with its count, links between neighbours, last phase's events; the full map is one click away (the bot's button).
"""

from __future__ import annotations

import functools
import io
import itertools

from hypothesis import HealthCheck, given, settings
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from bot.text.i18n import t
from render import overview, render_map, render_map_overview
from render.citymap import family_keys
from render.demo import coup_in_full_swing, quiet_city
from render.layout import load_layout
from rules.junta.city import CITY
from rules.junta.mapview import CoupMapView, Family, Stack
from tests.render.test_layout import inside as _inside
from tests.render.test_render import MAX_BYTES, views

EN = functools.partial(t, "en")
"""The pictures' words in English (render.words)."""

DISCORD_WIDTH = 550
"""About how wide Discord shows a picture in a channel."""
LAYOUT = load_layout()


def crowded() -> CoupMapView:
    """Ten families, each with armed and unarmed units in every zone: more than any zone can show."""
    families = tuple(Family(i, f"Family {i}") for i in range(1, 11))
    stacks = tuple(
        Stack(z.id, f.id, kind, 1 + (z.id + f.id) % 9)
        for z in CITY.zones
        for f in families
        for kind in ("soldier", "student")
    )
    return CoupMapView(turn=5, phase="coup_2", deadline="", families=families, stacks=stacks)


def inside(poly: tuple[tuple[float, float], ...] | tuple[tuple[int, int], ...], x: float, y: float) -> bool:
    return _inside(tuple((round(px), round(py)) for px, py in poly), x, y)


def boxes(plan: overview.ZonePlan) -> list[tuple[float, float, float, float]]:
    x, y = plan.badge
    out = [(x, y, x + overview._badge_width(plan.zone), y + overview.BADGE_H)]
    out += [(x, y, x + overview.MARK_W, y + overview.BADGE_H) for _, (x, y) in plan.marks]
    out += [(x, y, x + overview.chip_width(c), y + overview.BADGE_H) for c, (x, y) in plan.chips]
    return out


def test_it_is_drawn_for_the_width_discord_shows() -> None:
    """Twice the 550 px Discord shows (sharp on dense screens) and no taller than wide, so neither Discord's width
    nor its height limit shrinks it further; at that size zone numbers are 11 px and chip numbers 8 px or more."""
    img = Image.open(io.BytesIO(render_map_overview(coup_in_full_swing(), EN)))
    assert img.width <= 2 * DISCORD_WIDTH + 1
    assert img.width / img.height >= 1.55
    shown = DISCORD_WIDTH / img.width
    assert overview.BADGE_SIZE * shown >= 11
    assert min(overview.CHIP_NUMBER, overview.CHIP_COUNT) * shown >= 8


def test_every_pair_of_neighbours_is_linked_and_no_other() -> None:
    """'neighbours: adjacent zone ids (symmetric)': a link across the street on the border of every pair of
    neighbours (a bridge for the three that share no border), and none between zones that only touch at a corner
    or face each other across a park, such as 20 and 25."""
    linked = {(a, b) for a, b, _ in LAYOUT.links()}
    bridged = {(min(o.a, o.b), max(o.a, o.b)) for o in LAYOUT.overpasses}
    neighbours = {(z.id, n) for z in CITY.zones for n in z.neighbours if z.id < n}
    assert not linked & bridged
    assert linked | bridged == neighbours
    assert (20, 25) not in linked | bridged and not CITY.adjacent(20, 25)
    for a, b, c in LAYOUT.links():
        (mx, my), (nx, ny) = c.middle, c.normal
        assert inside(LAYOUT.zones[a].polygon, mx - nx * 6, my - ny * 6), (a, b)
        assert inside(LAYOUT.zones[b].polygon, mx + nx * 6, my + ny * 6), (a, b)


def test_the_magnified_city_keeps_its_shape() -> None:
    """The overview enlarges the crowded middle of the city: its districts still tile the map without overlapping,
    each the same way round, so every border is still where both its zones have it."""
    g = overview.geometry()
    polys = overview._polygons()
    total = Image.new("L", (g.map_w + 4, g.height + 4), 0)
    for zid, poly in polys.items():
        m = Image.new("L", total.size, 0)
        ImageDraw.Draw(m).polygon(poly, fill=1)
        total = ImageChops.add(total, m.filter(ImageFilter.MinFilter(3)))
        before = LAYOUT.zones[zid].polygon
        assert (_area(poly) > 0) == (_area(before) > 0), zid
    _, high = total.getextrema()
    assert isinstance(high, int) and high <= 1


def _area(poly: tuple[tuple[float, float], ...] | tuple[tuple[int, int], ...]) -> float:
    n = len(poly)
    return sum(poly[i][0] * poly[(i + 1) % n][1] - poly[(i + 1) % n][0] * poly[i][1] for i in range(n)) / 2


def test_badges_and_chips_stay_inside_their_zone() -> None:
    """Every zone shows its number; its badge, marks and chips lie inside its own district, apart from each other.
    A zone with more families than it can show ends its chips with '+n' for the n others (the full map has them):
    nothing is drawn in a zone it is not in."""
    for view in (quiet_city(), coup_in_full_swing(), crowded()):
        keys = family_keys(view.families, view.rebels)
        plans = overview.plan(view, keys)
        assert sorted(p.zone for p in plans) == [z.id for z in CITY.zones]
        for p in plans:
            poly = overview._polygons()[p.zone]
            for x0, y0, x1, y1 in boxes(p):
                for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1), ((x0 + x1) / 2, y0), ((x0 + x1) / 2, y1)):
                    assert inside(poly, x, y), (p.zone, (x0, y0, x1, y1))
            for a, b in itertools.combinations(boxes(p), 2):
                assert not (a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]), (p.zone, a, b)
            expected = len({(s.owner, s.kind == "student") for s in view.stacks if s.zone == p.zone and s.count})
            more = [c for c, _ in p.chips if c.more]
            assert len(p.chips) - len(more) + sum(c.count for c in more) == expected, p.zone


def test_crowded_zones_say_how_many_more() -> None:
    """Twenty chips in every zone: each zone shows what it can, then '+n'; the middle of the city, magnified, shows
    at least a dozen families' chips in the Palace and the Chamber of Deputies."""
    keys = family_keys(crowded().families)
    plans = {p.zone: p for p in overview.plan(crowded(), keys)}
    assert all(p.chips and p.chips[-1][0].more for p in plans.values())
    assert len(plans[14].chips) > 12 and len(plans[29].chips) > 10


def test_events_of_last_phase_are_marked_where_they_happened() -> None:
    """A battle, a bombardment and destroyed units are marked in their zone (the coup demo: all three in 14)."""
    keys = family_keys(coup_in_full_swing().families)
    plans = {p.zone: p for p in overview.plan(coup_in_full_swing(), keys)}
    assert [m for m, _ in plans[14].marks] == ["battle", "bombarded", "destroyed"]
    assert [m for m, _ in plans[11].marks] == ["bombarded"]
    assert not plans[3].marks


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(views)
def test_any_view_draws_the_same_twice(view: CoupMapView) -> None:
    """Property: any view (any stacks, events, names) draws without error, to the same bytes each time, far under
    Discord's limit for an attachment."""
    first = render_map_overview(view, EN)
    assert render_map_overview(view, EN) == first
    assert len(first) <= MAX_BYTES


def test_no_map_can_exceed_discords_attachment_limit() -> None:
    """Within Discord's limits by construction: each map post carries one picture, and a palette PNG holds at most
    a byte per pixel and one per row (zlib's stored blocks add 5 bytes per 64 KiB, the chunks a few dozen), so
    whatever a map shows, the overview stays under 1 MiB and the full map under 3 MiB, far from the 10 MiB an
    attachment may have."""
    for data, bound in ((render_map_overview(crowded(), EN), 1), (render_map(crowded(), EN), 3)):
        img = Image.open(io.BytesIO(data))
        assert img.mode == "P"
        worst = img.width * img.height + img.height + 5 * (img.width * img.height // 65536 + 1) + 4096
        assert worst < bound * 1024 * 1024
