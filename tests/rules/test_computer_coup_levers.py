"""The coup levers a computer family pulls (issue 25: "each order kind the engine has is something a computer family
uses when it helps it": "Police Response, transfers, loss orders, retreat routes ... concessions in classic", and the
Foreign Minister's choice of intervention forces). One scenario each; every order the engine accepts. Cabinet of
test_coup_moves: Alba (0) President; Borges (1) Minister and 1st General; Cortez (2) Air Force and 2nd General;
Duarte (3) Admiral and 3rd General; Esteban (4) Minister of War and Farm & Labor; Fuentes (5) Foreign Minister."""

from __future__ import annotations

from dataclasses import replace

from rules.events import PUBLIC, Event
from rules.junta import military as engine_military
from rules.junta.city import CITY
from rules.junta.mapview import Placement
from rules.junta.offices import Office
from rules.junta.orders import (
    Concede,
    InterventionChoice,
    LossOrder,
    Order,
    PoliceResponse,
    RetreatRoute,
    Transfer,
)
from rules.junta.state import CoupLog, GameState
from rules.junta.units import Kind, Unit
from rules.junta.validate import validate
from tests.rules import test_coup_moves as coup_moves
from tests.rules.classic_helpers import BORGES, CORTEZ, DUARTE, classic_coup
from tests.rules.test_computer import decide

REBEL = coup_moves.FOREIGN
COUP = (Event("rebellion", "", PUBLIC, {}),)


def _coup(
    phase: int, extra: list[Unit], rebels: tuple[int, ...] = (REBEL,), police_response_zones: tuple[int, ...] = ()
) -> GameState:
    state = coup_moves.coup_game(coup_moves.ALL + extra, phase=phase, police_response_zones=police_response_zones)
    state = replace(state, players=tuple(replace(p, rebel=p.id in rebels) for p in state.players))
    assert state.coup is not None
    return replace(state, coup=replace(state.coup, control=engine_military.control_points(state)))


def _legal(state: GameState, pid: int, orders: tuple[Order, ...]) -> None:
    for o in orders:
        assert validate(state, pid, o) == (), (o, validate(state, pid, o))


def test_a_loss_order_and_retreat_routes_in_coup_phase_one() -> None:
    """RULES 4.6: "the owner picks his losses (R: by his standing loss order ...)"; retreats go to "their origin if
    allowed, else an empty neighbour (lowest id) ...", unless the player gives a retreat route. As the coup opens the
    Foreign Minister, a Rebel with Students in zone 13, gives his loss order and a route from each of his zones
    towards the control points: never into an embassy (a retreat there would not exile him, and his units would be
    out of the fight) nor into a zone where the other side stands."""
    state = _coup(1, coup_moves.units(60, 2, Kind.STUDENT, 13, owner=REBEL))
    orders = decide(state, REBEL, COUP)
    _legal(state, REBEL, orders)
    assert any(isinstance(o, LossOrder) for o in orders)
    routes = [o for o in orders if isinstance(o, RetreatRoute)]
    assert [r.zone for r in routes] == [13]
    assert state.coup is not None
    enemy_zones = {u.zone for u in state.coup.units if u.zone is not None and u.owner != REBEL}
    for r in routes:
        assert r.to and all(z in CITY.neighbours(r.zone) for z in r.to)
        assert not set(r.to) & set(CITY.embassies) and not set(r.to) & enemy_zones, r


def test_the_foreign_minister_calls_every_intervention_force() -> None:
    """RULES 4.5: the Foreign Minister's intervention die brings "Air Strikes (4), Helicopter (1, New Weapons),
    Paratroopers (1, New Weapons), Commandos (3 Marines ...)"; the Foreign Minister chooses which. In Coup Phase 1
    the computer's choice names them all, in the order it wants them."""
    state = _coup(1, [])
    orders = decide(state, REBEL, COUP)
    choice = next(o for o in orders if isinstance(o, InterventionChoice))
    assert set(choice.forces) == {"airstrikes", "paratroopers", "helicopter", "commandos"}
    _legal(state, REBEL, (choice,))


def test_police_response_where_cards_placed_the_rebels_red_units() -> None:
    """RULES 4.6: "Police Response, Coup Phase 1 only: the Minister may send any Police to zones where cards placed
    red units (Students, Strikers, Rioters, Demonstrators) in the rebel-only phase". A card placed the Rebel's
    Students in zone 13: the Minister, loyal, sends Police there."""
    placed = coup_moves.units(60, 2, Kind.STUDENT, 13, owner=REBEL)
    state = _coup(1, placed, police_response_zones=(13,))
    assert state.coup is not None
    log = CoupLog(placements=(Placement(REBEL, "student", 2, 13, "card"),))
    state = replace(state, coup=replace(state.coup, log=log))
    orders = decide(state, coup_moves.MINISTER, COUP)
    response = [o for o in orders if isinstance(o, PoliceResponse)]
    assert [o.to_zone for o in response] == [13], orders
    _legal(state, coup_moves.MINISTER, tuple(response))


def test_a_transfer_to_an_ally_sharing_its_zone_when_it_has_more_stacks_than_moves() -> None:
    """RULES 4.6: "Transfers of control resolve before movement"; a player has "one [stack move] per office held".
    The Foreign Minister, a Rebel with one office, has stacks in two zones; in zone 19 his Students stand with the
    Admiral's Marines, a Rebel too: he hands that stack to him (who can move it), and moves the other himself."""
    mine = coup_moves.units(60, 1, Kind.STUDENT, 13, owner=REBEL) + coup_moves.units(62, 1, Kind.STUDENT, 19,
                                                                                     owner=REBEL)
    marines = [Unit(70, Kind.MARINE, 19, office=Office.ADMIRAL)]
    state = _coup(2, mine + marines, rebels=(REBEL, coup_moves.NAVY))
    orders = decide(state, REBEL, COUP)
    transfers = [o for o in orders if isinstance(o, Transfer)]
    assert transfers and transfers[0].zone == 19 and transfers[0].to == coup_moves.NAVY, orders
    _legal(state, REBEL, tuple(transfers))


def test_classic_concedes_a_decided_coup() -> None:
    """Classic (VARIANTS 6.12, 001 §13): "If all players agree who will win, the coup may stop and go straight to the
    aftermath": each orders a concession. From Coup Phase 3, with the Rebels on three control points every computer
    concedes the coup to the Rebels; with the Loyalists on three and the Rebels on none, to the President; while it
    is open, none."""
    def state_with(loyal: tuple[int, ...], rebel: tuple[int, ...], phase: int = 3) -> GameState:
        extra = [Unit(70 + i, Kind.SOLDIER, z, office=Office.GENERAL_1) for i, z in enumerate(loyal)]
        extra += [Unit(80 + i, Kind.SOLDIER, z, office=Office.GENERAL_2) for i, z in enumerate(rebel)]
        g = classic_coup(extra, phase=phase)
        g = replace(g, players=tuple(replace(p, rebel=p.id == CORTEZ) for p in g.players), first_rebel=CORTEZ)
        assert g.coup is not None
        return replace(g, coup=replace(g.coup, control=engine_military.control_points(g)))

    points = sorted(CITY.control_points)
    assert len(points) == 5
    won = state_with((), tuple(points[:3]))
    lost = state_with(tuple(points[:3]), ())
    open_ = state_with(tuple(points[:2]), tuple(points[2:4]))
    for pid in (BORGES, CORTEZ, DUARTE):
        assert Concede("junta") in decide(won, pid, COUP), pid
        assert Concede("president") in decide(lost, pid, COUP), pid
        assert not any(isinstance(o, Concede) for o in decide(open_, pid, COUP)), pid
        _legal(won, pid, (Concede("junta"),))
    assert not any(isinstance(o, Concede) for o in decide(state_with((), tuple(points[:3]), phase=2), BORGES, COUP))
