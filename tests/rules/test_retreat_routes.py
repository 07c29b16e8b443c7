"""Standing retreat routes (issue 13; seed 000 "Retreating": retreat orders may be as specific as the player
wishes). RULES 4.6's retreats, with the player's own route tried first.

One test per clause; each docstring quotes the rule it checks.
"""

from __future__ import annotations

from dataclasses import replace

from rules.junta.offices import Office
from rules.junta.orders import Fire, Move, Order, RetreatPermission, RetreatRoute
from rules.junta.state import Phase
from rules.junta.units import Kind
from rules.junta.validate import validate
from tests.rules.helpers import set_player
from tests.rules.test_combat import FOREIGN, MINISTER, WAR, WATCH, Script, at, coup_game, kinds, resolve, units
from tests.said import english

# Zone 2 (3rd Brigade Barracks) has the neighbours 1 and 4. The Minister's two soldiers stand in 2, Pocket-watch's
# two attack them there; the Minister loses one (the first 6) and retreats.
DEFENDER = units(0, 2, Kind.SOLDIER, 2, office=Office.GENERAL_1)
ATTACKER = units(10, 2, Kind.SOLDIER, 2, office=Office.GENERAL_3)
ROLLS = {(2, 1, WATCH): [[6, 1]]}
ATTACK: list[tuple[int, Order]] = [(WATCH, Fire(2, MINISTER))]


def test_route_is_tried_before_the_defaults() -> None:
    """Issue 13: "a player may give a standing retreat order for his units in a zone: an ordered list of adjacent
    zones, tried before today's defaults (origin, empty neighbour, a zone whose occupants allow it)". Both 1 and 4
    are empty; the default would take the lowest, 1; his route says 4."""
    orders = [(MINISTER, RetreatRoute(2, (4, 1))), *ATTACK]
    after, _ = resolve(coup_game(DEFENDER + ATTACKER), orders, Script(ROLLS))
    assert kinds(at(after, 4, MINISTER)) == {"soldier": 1}
    assert at(after, 1, MINISTER) == []


def test_route_zone_still_needs_its_occupants_leave() -> None:
    """Issue 13: "each listed zone still needs what a retreat there needs today (its occupants' leave)". His route
    names 4, held by a Rebel who denies Loyalists; he goes on to the defaults (1, empty)."""
    blocks = units(21, 1, Kind.STUDENT, 4, owner=WAR)
    state = set_player(coup_game(DEFENDER + ATTACKER + blocks), WAR, rebel=True)
    orders = [(MINISTER, RetreatRoute(2, (4,))), *ATTACK]
    after, _ = resolve(state, orders, Script(ROLLS))
    assert kinds(at(after, 1, MINISTER)) == {"soldier": 1}
    # With the Rebel's leave, the route holds.
    orders = [(MINISTER, RetreatRoute(2, (4,))), (WAR, RetreatPermission(allow=(MINISTER,))), *ATTACK]
    after, _ = resolve(state, orders, Script(ROLLS))
    assert kinds(at(after, 4, MINISTER)) == {"soldier": 1}


def test_route_lasts_until_the_coup_ends() -> None:
    """Issue 13: "the order lasts until the coup ends": given in one coup phase, it still holds in the next, with
    no order given then."""
    quiet, _ = resolve(coup_game(DEFENDER + ATTACKER), [(MINISTER, RetreatRoute(2, (4,)))])
    assert quiet.coup is not None and quiet.coup.retreat_routes == ((MINISTER, 2, (4,)),)
    later = replace(quiet, coup=replace(quiet.coup, phase=2))
    after, _ = resolve(later, ATTACK, Script(ROLLS))
    assert kinds(at(after, 4, MINISTER)) == {"soldier": 1}


def test_an_empty_route_withdraws_it() -> None:
    """R: a route with no zones withdraws the standing route for that zone; the defaults apply again."""
    quiet, _ = resolve(coup_game(DEFENDER + ATTACKER), [(MINISTER, RetreatRoute(2, (4,)))])
    assert quiet.coup is not None
    later = replace(quiet, coup=replace(quiet.coup, phase=2))
    after, _ = resolve(later, [(MINISTER, RetreatRoute(2, ())), *ATTACK], Script(ROLLS))
    assert after.coup is not None and after.coup.retreat_routes == ()
    assert kinds(at(after, 1, MINISTER)) == {"soldier": 1}


def test_route_is_per_zone() -> None:
    """Issue 13: the order is "for his units in a zone": a route for another zone does not steer this retreat,
    and one route per zone stands (a new one for the same zone replaces it)."""
    assert RetreatRoute(2, (4,)).key() == RetreatRoute(2, (1,)).key() != RetreatRoute(3, (4,)).key()
    orders = [(MINISTER, RetreatRoute(22, (12,))), *ATTACK]
    after, _ = resolve(coup_game(DEFENDER + ATTACKER), orders, Script(ROLLS))
    assert kinds(at(after, 1, MINISTER)) == {"soldier": 1}


def test_route_beats_the_origin() -> None:
    """Issue 13: the route is "tried before today's defaults", the origin among them. The Minister moved into 22
    from 27 (his origin) and names 12 first."""
    mine = units(0, 2, Kind.SOLDIER, 27, office=Office.GENERAL_1)
    theirs = units(10, 2, Kind.SOLDIER, 22, office=Office.GENERAL_3)
    orders: list[tuple[int, Order]] = [
        (MINISTER, RetreatRoute(22, (12,))),
        (MINISTER, Move(27, 22)),
        (WATCH, Fire(22, MINISTER)),
    ]
    after, _ = resolve(coup_game(mine + theirs), orders, Script({(22, 1, WATCH): [[6, 1]]}))
    assert kinds(at(after, 12, MINISTER)) == {"soldier": 1}


def test_route_zones_must_be_adjacent() -> None:
    """Issue 13: "an ordered list of adjacent zones": a zone not next to the route's zone is refused, with its
    neighbours named; so is a zone named twice or a zone not on the map."""
    state = coup_game(DEFENDER + ATTACKER)
    got = validate(state, MINISTER, RetreatRoute(2, (4, 14)))
    assert [r.code for r in got] == ["not_adjacent"]
    assert english(got[0], state) == "Zone 14 is not next to zone 2 (its neighbours: 1 and 4)."
    assert [r.code for r in validate(state, MINISTER, RetreatRoute(2, (4, 4)))] == ["zone_twice"]
    assert [r.code for r in validate(state, MINISTER, RetreatRoute(99, (4,)))] == ["no_such_zone"]


def test_route_is_a_coup_order() -> None:
    """RULES 4.6: coup orders are given in the locations phase (rebel-only action or standing orders) and in the
    coup; a route given in the budget vote is refused."""
    g = coup_game(DEFENDER + ATTACKER)
    g = replace(g, phase=Phase.BUDGET_VOTE, coup=None)
    assert [r.code for r in validate(g, FOREIGN, RetreatRoute(2, (4,)))] == ["wrong_phase"]
