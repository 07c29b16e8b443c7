"""The map outside a coup and the bridges (issue 13). `rules.junta.views.city_view` is pure; `render.render_map` draws
it."""

from __future__ import annotations

import functools
from dataclasses import replace

from bot.text.i18n import t
from render import render_map
from render.citymap import family_keys
from render.layout import BRIDGE_REACH, load_layout
from render.words import off_map
from rules.junta.mapview import Family
from rules.junta.military import start_units
from rules.junta.offices import Office
from rules.junta.state import Location, Phase, Status
from rules.junta.units import Kind
from rules.junta.views import CITY_TITLE, city_view, coup_map_view
from tests.render.test_layout import inside
from tests.rules.helpers import game, set_player
from tests.rules.test_combat import AIR, WATCH, coup_game, units

EN = functools.partial(t, "en")
"""The pictures' words in English (render.words)."""

LAYOUT = load_layout()


def test_the_city_shows_where_each_offices_units_start() -> None:
    """Issue 13: "Outside a coup: the city with its zone numbers ... and where each office's units start (the
    Palace, the barracks, the precincts ...)"."""
    view = city_view(game(6, Phase.CABINET))
    where = {(s.zone, s.kind) for s in view.stacks}
    assert (14, "palace_guard") in where
    assert {(21, "soldier"), (20, "soldier"), (2, "soldier")} <= where
    assert {(z, "police") for z in (4, 12, 19, 28)} <= where
    assert view.phase == CITY_TITLE


def test_all_police_start_in_the_chamber_once_it_is_seized() -> None:
    """Issue 13: "... or all Police in the Chamber once it is seized"."""
    seized = replace(game(6, Phase.LOCATIONS), chamber_seized=True)
    police = [s for s in city_view(seized).stacks if s.kind == "police"]
    assert [(s.zone, s.count) for s in police] == [(29, 4)]


def test_the_bodyguard_is_never_shown() -> None:
    """Issue 13: "never the Bodyguard, whose zone would tell the Minister of War's secret location"."""
    g = set_player(game(6, Phase.LOCATIONS), 2, location=Location.CLUB)  # Cortez: Minister of War, at the Club
    assert any(u.kind is Kind.BODYGUARD for u in start_units(g))  # the engine would place it...
    assert all(s.kind != "bodyguard" for s in city_view(g).stacks)  # ...the map never shows it


def test_the_city_map_renders() -> None:
    """The map outside a coup is a PNG, drawn by the coup map's renderer."""
    assert render_map(city_view(game(6, Phase.CABINET)), EN).startswith(b"\x89PNG")


def test_each_bridge_is_drawn_into_the_zones_it_joins() -> None:
    """Issue 13: "Bridges are drawn along borders (between 8 and 7, 22 and 29), so they read as links between the
    wrong zones, while the key says 9-18, 12-13, 23-28": each bridge now reaches into its own two zones, each end
    well inside them."""
    assert {(o.a, o.b) for o in LAYOUT.overpasses} == {(12, 13), (9, 18), (23, 28)}
    for o in LAYOUT.overpasses:
        start, end = o.drawn
        assert inside(LAYOUT.zones[o.a].polygon, *start), (o.a, start)
        assert inside(LAYOUT.zones[o.b].polygon, *end), (o.b, end)
        (x0, y0), (x1, y1) = o.path
        grown = ((end[0] - start[0]) ** 2 + (end[1] - start[1]) ** 2) ** 0.5
        assert grown >= ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 + 2 * BRIDGE_REACH - 1


def test_the_legend_marks_the_dead_and_the_exiled() -> None:
    """Issue 13: "The legend keeps dead and executed families as they were ("REBEL" after the execution): mark
    them." A dead Rebel's key says dead, not REBEL."""
    keys = family_keys([Family(0, "Alba"), Family(1, "Borges", "dead"), Family(2, "Cortez", "exiled")], rebels=[1])
    assert not keys[1].rebel and keys[1].status == "dead"
    assert keys[2].status == "exiled" and keys[0].status == ""


def test_the_coup_map_view_carries_each_familys_status() -> None:
    """Issue 13: the map view says who is dead or in exile, so the legend can mark them."""
    g = set_player(coup_game(units(0, 1, Kind.SOLDIER, 7)), 3, status=Status.DEAD, rebel=True)
    view = coup_map_view(g)
    assert view is not None
    assert [f.status for f in view.families][:4] == ["", "", "", "dead"]
    assert render_map(view, EN).startswith(b"\x89PNG")


def test_the_map_lists_what_each_side_can_still_bring() -> None:
    """Issue 13: "Forces off the map: an off-map panel with what each side can still bring (air strikes left, the
    Gunboat, the Paratrooper, the Marine, a Helicopter, intervention forces)"."""
    marine = units(50, 1, Kind.MARINE, None, office=Office.ADMIRAL)
    view = coup_map_view(coup_game(units(0, 1, Kind.SOLDIER, 7) + marine))
    assert view is not None
    assert (AIR, "airstrikes", 3) in view.off_map
    assert (WATCH, "gunboat", 1) in view.off_map
    assert (WATCH, "land:marine", 1) in view.off_map
    said = [off_map(EN, what, n) for _, what, n in view.off_map]
    assert {"3 Airstrikes left (one a phase)", "the Gunboat (3 dice a phase)", "1 Marine to land"} <= set(said)
    assert "3 Luftangriffe übrig (einer je Phase)" in [
        off_map(functools.partial(t, "de"), w, n) for _, w, n in view.off_map
    ]
    assert render_map(view, EN).startswith(b"\x89PNG")
