"""Movement in the coup (RULES 4.6, 4.7, 8) as executable rules: stack moves, landings, transfers, the Police
Response, embassies, frozen and exiled units; and the clear rejections of every coup order kind. One test per rule
clause; each docstring quotes the rule.

Cabinet (`CABINET`): Alba (0) President; Borges (1) Minister of Internal Security and 1st General; Cortez (2) Air
Force and 2nd General; Duarte (3) Admiral and 3rd General; Esteban (4) Minister of War and Farm & Labor; Fuentes (5)
Foreign Minister; Garza (6, in 7-player games) no office.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import replace

import pytest

from rules.events import Event
from rules.junta import military
from rules.junta.conditions import IfCoupExcuse
from rules.junta.context import Ctx
from rules.junta.offices import Office
from rules.junta.orders import (
    Bombard,
    CoupVote,
    Fire,
    InterventionChoice,
    Land,
    LossOrder,
    Move,
    Order,
    PlayCoupCard,
    PoliceResponse,
    RetreatPermission,
    SafePassage,
    Submitted,
    Transfer,
)
from rules.junta.state import Coup, GameState, Phase, Seat, Status
from rules.junta.units import PALACE, Kind, Unit
from rules.junta.validate import validate
from tests.rules.helpers import game, give_bills, give_cards, set_player

PRESIDENT, MINISTER, AIR, NAVY, WAR, FOREIGN, NOBODY = range(7)
CABINET: dict[Office, int] = {
    Office.MINISTER: MINISTER,
    Office.GENERAL_1: MINISTER,
    Office.AIR_FORCE: AIR,
    Office.GENERAL_2: AIR,
    Office.ADMIRAL: NAVY,
    Office.GENERAL_3: NAVY,
    Office.MINISTER_OF_WAR: WAR,
    Office.FARM_LABOR: WAR,
    Office.FOREIGN_MINISTER: FOREIGN,
}


# --- helpers --------------------------------------------------------------------------------------------------
def coup_game(
    units: Iterable[Unit], phase: int = 2, cabinet: dict[Office, int] | None = None, n: int = 6, **kw: object
) -> GameState:
    """A game in Coup Phase `phase` with exactly these units on (and off) the map."""
    us = tuple(sorted(units, key=lambda u: u.id))
    g = game(n, phase=Phase.COUP, cabinet=CABINET if cabinet is None else cabinet)
    nxt = max((u.id for u in us), default=-1) + 1
    return replace(g, coup=Coup(phase=phase, units=us, next_id=nxt, **kw))  # type: ignore[arg-type]


def units(first_id: int, n: int, kind: Kind, zone: int | None, **kw: object) -> list[Unit]:
    return [Unit(first_id + i, kind, zone, **kw) for i in range(n)]  # type: ignore[arg-type]


def resolve(state: GameState, orders: Sequence[tuple[int, Order]], check: bool = True) -> tuple[GameState, list[Event]]:
    """Resolve one coup phase's military orders (validated first unless `check` is off); dice are all 1s."""
    if check:
        for pid, o in orders:
            assert validate(state, pid, o) == (), (pid, o, validate(state, pid, o))
    ctx = Ctx(state, random.Random("t"))
    military.resolve(ctx, [Submitted(pid, o, t) for t, (pid, o) in enumerate(orders)], roller=lambda f: [1] * f.dice)
    return ctx.s, ctx.events


def at(state: GameState, zone: int | None, pid: int | None = None) -> list[int]:
    """Ids of the units in `zone` (of `pid`'s, if given)."""
    assert state.coup is not None
    return [u.id for u in state.coup.units if u.zone == zone and (pid is None or military.belongs(state, u) == pid)]


def codes(state: GameState, pid: int, order: Order) -> list[str]:
    return [r.code for r in validate(state, pid, order)]


FIRST = [*units(0, 5, Kind.SOLDIER, 21, office=Office.GENERAL_1), Unit(5, Kind.TANK, 21, office=Office.GENERAL_1)]
THIRD = [*units(10, 5, Kind.SOLDIER, 2, office=Office.GENERAL_3), Unit(15, Kind.TANK, 2, office=Office.GENERAL_3)]
SECOND = [*units(20, 5, Kind.SOLDIER, 20, office=Office.GENERAL_2), Unit(25, Kind.TANK, 20, office=Office.GENERAL_2)]
GUARD = units(30, 4, Kind.PALACE_GUARD, PALACE, office=Office.PRESIDENT)
POLICE = [Unit(40 + i, Kind.POLICE, z, office=Office.MINISTER) for i, z in enumerate((4, 12, 19, 28))]
MARINE = Unit(50, Kind.MARINE, None, office=Office.ADMIRAL)
PARA = Unit(51, Kind.PARATROOPER, None, office=Office.AIR_FORCE)
BODYGUARD = Unit(52, Kind.BODYGUARD, 18, office=Office.MINISTER_OF_WAR)
ALL = FIRST + THIRD + SECOND + GUARD + POLICE + [MARINE, PARA, BODYGUARD]


# --- stack moves -------------------------------------------------------------------------------------------------
def test_stack_moves_one_per_office_minister_of_war_two() -> None:
    """RULES 4.6: "Stack moves per phase: one per office held (the Minister of War's counts two), and at least one
    for every living player in the country"."""
    state = coup_game(ALL, n=7)
    assert military.stack_moves(state, MINISTER) == 2  # Minister + 1st General
    assert military.stack_moves(state, WAR) == 3  # Minister of War (2) + Farm & Labor
    assert military.stack_moves(state, FOREIGN) == 1
    assert military.stack_moves(state, NOBODY) == 1  # no office: still one
    assert military.stack_moves(state, PRESIDENT) == 1
    assert military.stack_moves(set_player(state, NOBODY, status=Status.EXILED), NOBODY) == 0
    assert military.stack_moves(set_player(state, NOBODY, status=Status.DEAD), NOBODY) == 0


@pytest.mark.parametrize("office", [Office.GENERAL_1, Office.MINISTER_OF_WAR])
def test_president_one_more_while_brother_in_law_holds_an_office(office: Office) -> None:
    """RULES 4.6: "the President one more while his Brother-in-Law holds an office" (web rules: "The President may
    move two stacks per phase, should his Brother-in-Law be in control of a position"), whichever office it is."""
    state = coup_game(ALL)
    assert military.stack_moves(state, PRESIDENT) == 1
    seats = tuple(Seat(s.office, None, True) if s.office is office else s for s in state.seats)
    assert military.stack_moves(replace(state, seats=seats), PRESIDENT) == 2


def test_stack_moves_are_counted() -> None:
    """RULES 4.6: a player makes no more stack moves than he has; the extra order lapses and he is told."""
    state = coup_game(
        ALL + units(60, 2, Kind.STUDENT, 13, owner=FOREIGN) + units(62, 2, Kind.STUDENT, 6, owner=FOREIGN)
    )
    after, events = resolve(state, [(FOREIGN, Move(13, 8)), (FOREIGN, Move(6, 1))])
    assert at(after, 8) == [60, 61] and at(after, 6) == [62, 63]
    assert any(e.code.startswith(("order_lapsed", "lapsed_")) for e in events)


# --- a stack move ----------------------------------------------------------------------------------------------
def test_stack_move_moves_any_units_he_controls_to_one_adjacent_zone() -> None:
    """RULES 4.6: "a stack is some or all of one player's units in one zone, moving to one adjacent zone ... A stack
    move may move any units the player controls." """
    state = coup_game(ALL)
    after, _ = resolve(state, [(MINISTER, Move(21, 11, (("soldier", 3), ("tank", 0))))])
    assert at(after, 11) == [0, 1, 2, 5] and at(after, 21) == [3, 4]
    # Units of another office he holds, card units and transferred units move together in one stack.
    mixed = units(60, 2, Kind.STUDENT, 21, owner=MINISTER) + units(
        62, 1, Kind.SOLDIER, 21, office=Office.GENERAL_3, controller=MINISTER
    )
    after, _ = resolve(coup_game(ALL + mixed), [(MINISTER, Move(21, 26))])
    assert at(after, 26) == [0, 1, 2, 3, 4, 5, 60, 61, 62]


def test_move_must_be_to_an_adjacent_zone() -> None:
    """RULES 4.6: a stack moves "to one adjacent zone"."""
    state = coup_game(ALL)
    assert codes(state, MINISTER, Move(21, 3)) == ["not_adjacent"]


def test_a_unit_moves_once_per_phase() -> None:
    """RULES 4.6: each stack moves to ONE adjacent zone: units that moved do not move on (moves are planned from
    the positions before movement)."""
    state = coup_game(ALL)
    after, _ = resolve(state, [(MINISTER, Move(21, 11)), (MINISTER, Move(11, 3))], check=False)
    assert at(after, 11) == [0, 1, 2, 3, 4, 5] and at(after, 3) == []


def test_only_your_own_units() -> None:
    """RULES 4.6: a stack is "one player's units": nobody moves units he does not control."""
    state = coup_game(ALL)
    assert codes(state, NAVY, Move(21, 11)) == ["not_your_units"]
    assert codes(state, NAVY, Move(30, 29)) == ["not_your_units"]
    after, _ = resolve(state, [(NAVY, Move(21, 11))], check=False)
    assert at(after, 11) == []


def test_helicopter_moves_two_zones() -> None:
    """RULES 4.6 / 8: "The Helicopter moves two zones." Only a Helicopter flies on: other units move one zone."""
    heli = Unit(60, Kind.HELICOPTER, 23, owner=FOREIGN, card="Helicopter Attack")
    state = coup_game([*ALL, heli])
    after, _ = resolve(state, [(FOREIGN, Move(23, 12, via=22))])
    assert at(after, 12) == [41, 60]
    assert codes(state, FOREIGN, Move(23, 7, via=18)) == ["not_adjacent"]
    assert codes(state, MINISTER, Move(21, 3, via=11)) == ["helicopter_only"]
    after, _ = resolve(state, [(MINISTER, Move(21, 3, via=11))], check=False)
    assert at(after, 3) == [] and at(after, 11) == []


def test_all_moves_at_once_swapping_players_pass_each_other() -> None:
    """RULES 4.6: "(2) all moves at once": two players swapping zones pass each other, and a fire order at the zone
    the target left lapses."""
    a = units(60, 2, Kind.SOLDIER, 22, office=Office.GENERAL_3)
    b = units(62, 2, Kind.SOLDIER, 23, office=Office.GENERAL_1)
    after, _ = resolve(coup_game(a + b), [(NAVY, Move(22, 23)), (MINISTER, Move(23, 22)), (NAVY, Fire(23, MINISTER))])
    assert at(after, 23) == [60, 61] and at(after, 22) == [62, 63]
    assert after.coup is not None and after.coup.log.battles == ()


# --- landings and placements -----------------------------------------------------------------------------------
def test_marines_land_in_a_river_zone() -> None:
    """RULES 4.6 / 8: "Marines land in a river zone" (11, 21, 26)."""
    state = coup_game(ALL)
    assert codes(state, NAVY, Land("marine", 7)) == ["not_a_river_zone"]
    after, _ = resolve(state, [(NAVY, Land("marine", 7))], check=False)
    assert at(after, 7) == [] and at(after, None, NAVY) == [50]
    for z in (11, 21, 26):
        after, _ = resolve(state, [(NAVY, Land("marine", z))])
        assert 50 in at(after, z)


def test_paratroopers_land_anywhere() -> None:
    """RULES 4.6: "Paratroopers in any zone"."""
    state = coup_game(ALL)
    after, _ = resolve(state, [(AIR, Land("paratrooper", 7))])
    assert at(after, 7) == [51]


def test_a_landing_is_not_a_move() -> None:
    """RULES 4.6: "a landing or a card placement is not a move": the Air Force Commander (two offices: two stack
    moves) lands his Paratroopers and still makes both his moves."""
    extra = units(60, 1, Kind.SOLDIER, 24, office=Office.GENERAL_2)
    state = coup_game(ALL + extra)
    after, events = resolve(state, [(AIR, Land("paratrooper", 7)), (AIR, Move(20, 19)), (AIR, Move(24, 25))])
    assert at(after, 7) == [51] and 60 in at(after, 25) and 20 in at(after, 19)
    assert not any(e.code.startswith(("order_lapsed", "lapsed_")) for e in events)


def test_landed_units_may_still_move_that_phase() -> None:
    """RULES 4.6: "such units may still move that phase": `then_to` moves them on at once, using a stack move."""
    state = coup_game(ALL)
    after, _ = resolve(state, [(NAVY, Land("marine", 11, then_to=6))])
    assert at(after, 6) == [50]
    # The Admiral / 3rd General has two stack moves: moving on after landing and two stack moves are one too many.
    after, events = resolve(
        state, [(NAVY, Land("marine", 11, then_to=6)), (NAVY, Move(2, 1)), (NAVY, Move(2, 4))], check=False
    )
    assert at(after, 6) == [50]
    assert any(e.code.startswith(("order_lapsed", "lapsed_")) for e in events)


def test_card_placement_is_not_a_move_and_may_move_on() -> None:
    """RULES 4.6: "a landing or a card placement is not a move, and such units may still move that phase"."""
    state, (heli,) = give_cards(coup_game(ALL), FOREIGN, "Helicopter Attack")
    after, events = resolve(state, [(FOREIGN, PlayCoupCard(heli, zone=23, then_to=22))])
    assert [u.kind for u in after.coup.units if u.zone == 22] == [Kind.HELICOPTER]  # type: ignore[union-attr]
    assert not any(e.code.startswith(("order_lapsed", "lapsed_")) for e in events)


# --- transfers ---------------------------------------------------------------------------------------------------
def test_transfers_resolve_before_movement_and_the_move_goes_with_the_unit() -> None:
    """RULES 4.6: "Transfers of control resolve before movement; an unmoved unit's move goes with it." Board game
    20.2: the 2nd Brigade hands three units to the 3rd Brigade, who moves them to the Palace in the same phase."""
    mine = units(60, 1, Kind.SOLDIER, 20, office=Office.GENERAL_3)  # NAVY has his own unit there too
    state = coup_game(ALL + mine)
    orders: list[tuple[int, Order]] = [
        (AIR, Transfer(20, NAVY, (("soldier", 3),))),
        (NAVY, Move(20, 19)),
        (AIR, Move(20, 24)),
    ]
    after, _ = resolve(state, orders)
    assert at(after, 19, NAVY) == [20, 21, 22, 60]
    assert at(after, 24) == [23, 24, 25]
    assert military.controller(after, next(u for u in after.coup.units if u.id == 20)) == NAVY  # type: ignore[union-attr]


def test_transferred_units_are_the_new_commanders() -> None:
    """RULES 8: "A transfer gives control to another player until the coup ends": the giver can no longer move
    them."""
    state = coup_game(ALL)
    after, _ = resolve(state, [(AIR, Transfer(20, NAVY)), (AIR, Move(20, 24))], check=True)
    assert at(after, 24) == [] and at(after, 20, NAVY) == [20, 21, 22, 23, 24, 25]


# --- the Police Response -----------------------------------------------------------------------------------------
def test_police_response_phase_one_on_top_of_the_normal_move() -> None:
    """RULES 4.6: "Police Response, Coup Phase 1 only: the Minister may send any Police to zones where cards placed
    red units ... in the rebel-only phase, on top of his normal move." """
    state = coup_game(ALL, phase=1, police_response_zones=(13,))
    orders: list[tuple[int, Order]] = [
        (MINISTER, PoliceResponse(12, 13)),
        (MINISTER, Move(21, 11)),
        (MINISTER, Move(4, 1)),
    ]
    after, events = resolve(state, orders)
    assert at(after, 13) == [41] and 0 in at(after, 11) and at(after, 1) == [40]
    assert not any(e.code.startswith(("order_lapsed", "lapsed_")) for e in events)
    assert codes(coup_game(ALL, phase=2, police_response_zones=(13,)), MINISTER, PoliceResponse(12, 13)) == [
        "wrong_phase"
    ]
    assert codes(state, MINISTER, PoliceResponse(12, 6)) == ["no_red_units_there"]


# --- embassies ---------------------------------------------------------------------------------------------------
def test_moving_into_an_embassy_exiles_the_player() -> None:
    """RULES 4.6: "A player flees into exile by moving one of his units into an embassy"; his offices pass to the
    Brother-in-Law."""
    stu = units(60, 1, Kind.STUDENT, 13, owner=FOREIGN)
    after, events = resolve(coup_game(ALL + stu), [(FOREIGN, Move(13, 17))])
    assert after.players[FOREIGN].status is Status.EXILED
    assert any(e.code == "fled" for e in events)
    assert at(after, 17) == [60]


def test_the_president_cannot_flee() -> None:
    """RULES 4.7: "The President cannot go into exile"."""
    state = coup_game(ALL)
    assert codes(state, PRESIDENT, Move(PALACE, 17)) == ["president_exile"]
    after, _ = resolve(state, [(PRESIDENT, Move(PALACE, 17))], check=False)
    assert after.players[PRESIDENT].status is Status.ALIVE


def test_a_landing_or_placement_into_an_embassy_does_not_exile() -> None:
    """RULES 4.6: "(a landing, a placement or a retreat does not exile him)"."""
    state = coup_game(ALL)
    after, _ = resolve(state, [(AIR, Land("paratrooper", 17))])
    assert at(after, 17) == [51] and after.players[AIR].status is Status.ALIVE
    state, (heli,) = give_cards(state, FOREIGN, "Helicopter Attack")
    after, _ = resolve(state, [(FOREIGN, PlayCoupCard(heli, zone=15))])
    assert len(at(after, 15)) == 1 and after.players[FOREIGN].status is Status.ALIVE


def test_landing_then_moving_into_an_embassy_exiles() -> None:
    """RULES 4.6: a landed unit's move on (`then_to`) is a move: into an embassy it exiles its player."""
    after, _ = resolve(coup_game(ALL), [(AIR, Land("paratrooper", 14, then_to=17))])
    assert after.players[AIR].status is Status.EXILED


# --- units that stand still ------------------------------------------------------------------------------------
def test_frozen_office_units_stand_still() -> None:
    """RULES 4.7: "A frozen office: ... its units stand still and never fire"; RULES 8: "a vacant or frozen office's
    units stand still"."""
    cab = dict(CABINET)
    del cab[Office.GENERAL_1]
    state = coup_game(ALL, cabinet=cab)
    assert state.seat(Office.GENERAL_1).frozen
    assert all(military.controller(state, u) is None for u in FIRST)
    for pid in range(6):
        assert codes(state, pid, Move(21, 11)) == ["not_your_units"]
        after, _ = resolve(state, [(pid, Move(21, 11))], check=False)
        assert at(after, 11) == []


def test_brother_in_laws_office_units_move_for_the_president() -> None:
    """RULES 4.7: offices "pass to the President's Brother-in-Law (the President acts for them: votes, units)"."""
    state = coup_game(ALL)
    seats = tuple(Seat(s.office, None, True) if s.office is Office.GENERAL_1 else s for s in state.seats)
    state = replace(state, seats=seats)
    after, _ = resolve(state, [(PRESIDENT, Move(21, 11)), (PRESIDENT, Move(PALACE, 13))])
    assert at(after, 11) == [0, 1, 2, 3, 4, 5] and at(after, 13) == [30, 31, 32, 33]


def test_exiled_players_own_units_stand_still() -> None:
    """RULES 4.7: "Units of an exiled player that no office gives him stay his: they stand still, never fire, count
    as an abstainer's"."""
    stu = units(60, 2, Kind.STUDENT, 13, owner=FOREIGN)
    state = set_player(coup_game(ALL + stu), FOREIGN, status=Status.EXILED)
    assert codes(state, FOREIGN, Move(13, 8)) == ["exiled"]
    after, _ = resolve(state, [(FOREIGN, Move(13, 8))], check=False)
    assert at(after, 13, FOREIGN) == [60, 61]
    assert military.controller(after, stu[0]) is None


def test_dead_players_own_units_leave_the_map() -> None:
    """RULES 4.7: "A dead player's such units leave the map." """
    stu = units(60, 2, Kind.STUDENT, 13, owner=FOREIGN)
    state = set_player(coup_game(ALL + stu), FOREIGN, status=Status.DEAD)
    after, _ = resolve(state, [])
    assert at(after, 13) == []


# --- rejections --------------------------------------------------------------------------------------------------
def rejections_state() -> GameState:
    stu = units(60, 1, Kind.STUDENT, 13, owner=FOREIGN)
    heli = Unit(61, Kind.HELICOPTER, 23, owner=FOREIGN)
    return coup_game(ALL + stu + [heli], n=7, police_response_zones=(13,))


REJECTIONS: list[tuple[str, int, Order, str]] = [
    # Move
    ("move to no zone", MINISTER, Move(21, 99), "no_such_zone"),
    ("move to a zone not adjacent", MINISTER, Move(21, 3), "not_adjacent"),
    ("move of units not yours", NAVY, Move(30, 29), "not_your_units"),
    ("move of an unknown unit kind", MINISTER, Move(21, 11, (("dragoon", 1),)), "no_such_unit"),
    ("move of a negative count", MINISTER, Move(21, 11, (("soldier", -1),)), "bad_count"),
    ("flying on without a Helicopter", MINISTER, Move(21, 3, via=11), "helicopter_only"),
    ("Helicopter path not connected", FOREIGN, Move(23, 7, via=18), "not_adjacent"),
    ("the President into an embassy", PRESIDENT, Move(PALACE, 17), "president_exile"),
    ("a conditional coup move", MINISTER, Move(21, 11, condition=IfCoupExcuse()), "no_conditions"),
    # Land
    ("landing a soldier", MINISTER, Land("soldier", 11), "cannot_land"),
    ("Marine off the river", NAVY, Land("marine", 7), "not_a_river_zone"),
    ("landing units you do not have", MINISTER, Land("marine", 11), "not_your_units"),
    ("landing in no zone", AIR, Land("paratrooper", 0), "no_such_zone"),
    ("landing then a zone not adjacent", AIR, Land("paratrooper", 7, then_to=30), "not_adjacent"),
    # Bombard
    ("Airstrike by the Admiral", NAVY, Bombard("airstrike", 7, MINISTER), "not_your_office"),
    ("Gunboat by the Air Force", AIR, Bombard("gunboat", 7, MINISTER), "not_your_office"),
    ("intervention strike by another", AIR, Bombard("intervention_airstrike", 7, MINISTER), "not_your_office"),
    ("intervention strike with none", FOREIGN, Bombard("intervention_airstrike", 7, MINISTER), "no_airstrikes_left"),
    ("an unknown weapon", AIR, Bombard("nuke", 7, MINISTER), "bad_weapon"),
    ("bombarding yourself", AIR, Bombard("airstrike", 20, AIR), "self"),
    ("bombarding an embassy", AIR, Bombard("airstrike", 17, MINISTER), "embassy"),
    ("bombarding no player", AIR, Bombard("airstrike", 7, 42), "no_such_player"),
    # Fire
    ("fire in an embassy", MINISTER, Fire(17, NAVY), "embassy"),
    ("fire at yourself", MINISTER, Fire(21, MINISTER), "self"),
    ("fire in no zone", MINISTER, Fire(31, NAVY), "no_such_zone"),
    ("fire at no player", MINISTER, Fire(21, 42), "no_such_player"),
    # Transfer
    ("transfer to yourself", AIR, Transfer(20, AIR), "self"),
    ("transfer of units not yours", AIR, Transfer(21, NAVY), "not_your_units"),
    ("transfer of an unknown kind", AIR, Transfer(20, NAVY, (("dragoon", 0),)), "no_such_unit"),
    ("transfer to no player", AIR, Transfer(20, 42), "no_such_player"),
    # PoliceResponse (the state is Coup Phase 2; see below for Phase 1)
    ("Police Response outside Coup Phase 1", MINISTER, PoliceResponse(12, 13), "wrong_phase"),
    # LossOrder, RetreatPermission, CoupVote, SafePassage, InterventionChoice
    ("loss order with an unknown kind", MINISTER, LossOrder(("dragoon",)), "no_such_unit"),
    ("retreat permission for no player", MINISTER, RetreatPermission(allow=(42,)), "no_such_player"),
    ("coup vote before Coup Phase 6", MINISTER, CoupVote("junta"), "wrong_phase"),
    ("safe passage through no embassy", MINISTER, SafePassage(NOBODY, 21), "not_an_embassy"),
    ("safe passage from an embassy you do not hold", MINISTER, SafePassage(NOBODY, 17), "not_your_units"),
    ("intervention chosen by another", AIR, InterventionChoice(("helicopter",)), "not_your_office"),
    ("intervention forces twice", FOREIGN, InterventionChoice(("helicopter", "helicopter")), "bad_forces"),
]


@pytest.mark.parametrize(("why", "pid", "order", "code"), REJECTIONS, ids=[r[0] for r in REJECTIONS])
def test_coup_order_rejections(why: str, pid: int, order: Order, code: str) -> None:
    """RULES 4.6 / 7: every coup order the rules forbid is refused at submission with a clear code."""
    assert codes(rejections_state(), pid, order) == [code], why


def test_transfer_to_an_exile_rejected() -> None:
    """RULES 4.7: an exile "may not trade ... or act": nobody hands him units."""
    state = set_player(rejections_state(), FOREIGN, status=Status.EXILED)
    assert codes(state, AIR, Transfer(20, FOREIGN)) == ["not_eligible"]


def test_no_airstrikes_left_rejected() -> None:
    """RULES 4.6: Airstrikes: "three per coup"."""
    state = replace(rejections_state(), coup=replace(rejections_state().coup, airstrikes_left=0))  # type: ignore[type-var]
    assert codes(state, AIR, Bombard("airstrike", 7, MINISTER)) == ["no_airstrikes_left"]


def test_police_response_rejections_in_phase_one() -> None:
    """RULES 4.6: "Police Response, Coup Phase 1 only: the Minister may send any Police to zones where cards placed
    red units"."""
    state = coup_game(ALL, phase=1, police_response_zones=(13,))
    assert codes(state, NAVY, PoliceResponse(12, 13)) == ["not_your_office"]
    assert codes(state, MINISTER, PoliceResponse(12, 6)) == ["no_red_units_there"]
    assert codes(state, MINISTER, PoliceResponse(21, 13)) == ["not_your_units"]
    assert codes(state, MINISTER, PoliceResponse(12, 13)) == []


def test_coup_vote_rejections_in_phase_six() -> None:
    """RULES 4.6: "Coup Phase 6 also collects every player's vote Pro-Junta or Pro-President (the President is
    always Pro-President)"."""
    state = coup_game(ALL, phase=6)
    assert codes(state, MINISTER, CoupVote("maybe")) == ["bad_side"]
    assert codes(state, PRESIDENT, CoupVote("junta")) == ["president_pro_president"]
    assert codes(state, MINISTER, CoupVote("junta")) == []


def test_coup_card_rejections() -> None:
    """RULES 4.6 / 8: coup cards are played from the hand in a coup; Bribe the Brigade needs units of its force in
    the zone and 1 MP per unit; placed units move on only to an adjacent zone."""
    state = rejections_state()
    state, (bribe, heli, leak) = give_cards(
        state, FOREIGN, "Bribe the Brigade", "Helicopter Attack", "Spy in Switzerland"
    )
    assert codes(state, AIR, PlayCoupCard(heli, zone=7)) == ["not_in_hand"]
    assert codes(state, FOREIGN, PlayCoupCard(leak)) == ["not_a_coup_card"]
    assert codes(state, FOREIGN, PlayCoupCard(heli, zone=7, then_to=30)) == ["not_adjacent"]
    from rules.junta.cards import card

    force = card(bribe).target
    zone = {"1st Brigade": 21, "2nd Brigade": 20, "3rd Brigade": 2, "Police": 4, "Palace Guard": PALACE}[force]
    assert codes(state, FOREIGN, PlayCoupCard(bribe, zone=zone, count=0)) == ["bad_count"]
    assert codes(state, FOREIGN, PlayCoupCard(bribe, zone=30, count=1)) == ["nothing_to_bribe"]
    assert codes(state, FOREIGN, PlayCoupCard(bribe, zone=zone, count=2)) == ["cannot_pay"]
    assert codes(give_bills(state, FOREIGN, 2), FOREIGN, PlayCoupCard(bribe, zone=zone, count=2)) == []
