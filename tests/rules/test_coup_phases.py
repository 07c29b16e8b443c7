"""The coup (RULES 4.5 step 4, 4.6, 8) as executable rules: the units and their start zones, the rebel-only
action, the Foreign Minister's intervention die, the Police Response, the coup cards, Coup Phase 6's vote and
returns from exile during a coup. One test per rule clause; each docstring quotes the rule.

The standard cabinet of `helpers.CABINET6`: Alba (0) President; Borges (1) Minister of Internal Security and Air
Force; Cortez (2) 1st General and Minister of War; Duarte (3) 2nd General and Foreign Minister; Esteban (4) 3rd
General and Farm & Labor; Fuentes (5) Admiral.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import replace

from rules.junta import military
from rules.junta.cards import DECK, card
from rules.junta.city import CITY
from rules.junta.conditions import IfDead
from rules.junta.engine import Resolution, adjudicate
from rules.junta.money import total
from rules.junta.offices import Office
from rules.junta.orders import (
    SECRET_POLICE,
    Assassinate,
    Banking,
    Bombard,
    ChooseLocation,
    CoupVote,
    Fire,
    InterventionChoice,
    Land,
    Move,
    Order,
    PlayCoupCard,
    PoliceResponse,
    Resign,
    ReturnFromExile,
    SafePassage,
    Submitted,
    Transfer,
)
from rules.junta.state import BankState, GameState, Location, Phase, Seat, Status
from rules.junta.units import INTERVENTION_TABLE, RIVER_LANDINGS, Kind, Unit
from rules.junta.validate import validate
from tests.rules.helpers import codes, find, game, give_bills, give_cards, run, set_player, swiss
from tests.said import english

PRESIDENT, MINISTER, CORTEZ, DUARTE, ESTEBAN, FUENTES, GARZA = range(7)
HOME, HQ, BANK, CLUB, MISTRESS = (Location.HOME, Location.HQ, Location.BANK, Location.CLUB, Location.MISTRESS)
SEEDS = [f"coup{i}" for i in range(40)]


# --- helpers --------------------------------------------------------------------------------------------------
def located(g: GameState, spots: dict[int, Location] | None = None) -> GameState:
    """Every living player at Home unless named."""
    chosen = spots or {}
    for p in g.players:
        if p.status is Status.ALIVE:
            g = set_player(g, p.id, location=chosen.get(p.id, HOME))
    return g


def coup_game(phase: int = 1, spots: dict[int, Location] | None = None, n: int = 6) -> GameState:
    """A coup in Coup Phase `phase`, every unit in its start zone."""
    g = located(game(n=n, phase=Phase.COUP), spots)
    return replace(g, coup=replace(military.new_coup(g), phase=phase))


def loc_game(n: int = 6) -> GameState:
    return game(n=n, phase=Phase.LOCATIONS)


def where(spots: dict[int, Location] | None = None, n: int = 6) -> list[tuple[int, Order]]:
    """Location orders for everyone: Home unless named."""
    chosen = spots or {}
    return [(pid, ChooseLocation(chosen.get(pid, HOME))) for pid in range(n)]


def seat(g: GameState, office: Office, holder: int | None, brother_in_law: bool = False) -> GameState:
    seats = tuple(Seat(office, holder, brother_in_law) if s.office is office else s for s in g.seats)
    return replace(g, seats=seats, previous_cabinet=seats)


def units(g: GameState, kind: Kind | None = None) -> list[Unit]:
    assert g.coup is not None
    return [u for u in g.coup.units if kind is None or u.kind is kind]


def zones(g: GameState, kind: Kind, office: Office | None = None) -> list[int | None]:
    return sorted(
        (u.zone for u in units(g, kind) if office is None or u.office is office), key=lambda z: (z is None, z or 0)
    )


def only(g: GameState, *specs: tuple[Kind, int | None, int | Office]) -> GameState:
    """Replace the map by exactly these units: (kind, zone, owner player or office)."""
    assert g.coup is not None
    out = []
    for i, (kind, zone, who) in enumerate(specs):
        if isinstance(who, Office):
            out.append(Unit(i, kind, zone, office=who))
        else:
            out.append(Unit(i, kind, zone, owner=who, card="test"))
    return replace(g, coup=replace(g.coup, units=tuple(out), next_id=len(out)))


def add(g: GameState, kind: Kind, zone: int | None, who: int | Office, n: int = 1) -> GameState:
    assert g.coup is not None
    start = g.coup.next_id
    new = tuple(
        Unit(start + i, kind, zone, office=who) if isinstance(who, Office) else Unit(start + i, kind, zone, owner=who)
        for i in range(n)
    )
    return replace(g, coup=replace(g.coup, units=g.coup.units + new, next_id=start + n))


def rejected(g: GameState, pid: int, order: Order) -> list[str]:
    return [r.code for r in validate(g, pid, order)]


def lapsed_for(res: Resolution, pid: int) -> list[str]:
    return [
        english(e, res.state)
        for e in res.events
        if (e.code == "order_lapsed" or e.code.startswith("lapsed_")) and e.audience.players == frozenset({pid})
    ]


def coup_state(res: Resolution) -> GameState:
    assert res.state.coup is not None
    return res.state


def placed(res: Resolution) -> dict[str, int]:
    s = coup_state(res)
    assert s.coup is not None
    out: dict[str, int] = {}
    for p in s.coup.log.placements:
        out[p.kind] = out.get(p.kind, 0) + p.count
    return out


def battles_in(results: Iterable[Resolution]) -> list[dict[str, int]]:
    out: list[dict[str, int]] = []
    for r in results:
        for e in r.events:
            losses = e.data.get("losses") if e.code == "battle" else None
            if isinstance(losses, dict):
                out.append({str(k): v for k, v in losses.items() if isinstance(v, int)})
    return out


# --- section 8: the units and their start zones ------------------------------------------------------------------
def test_start_zones() -> None:
    """RULES 8: Palace Guard 4 in 14; Police one in each precinct 4, 12, 19, 28; each General 5 Soldiers and a Tank
    in his barracks (1st 21, 2nd 20, 3rd 2); the Marine and the Paratrooper off the map; the Labor Rioter in 16;
    "Airstrike ... 3 per coup"."""
    g = coup_game()
    assert zones(g, Kind.PALACE_GUARD) == [14] * 4
    assert zones(g, Kind.POLICE) == [4, 12, 19, 28]
    for office, barracks in ((Office.GENERAL_1, 21), (Office.GENERAL_2, 20), (Office.GENERAL_3, 2)):
        assert zones(g, Kind.SOLDIER, office) == [barracks] * 5
        assert zones(g, Kind.TANK, office) == [barracks]
    assert zones(g, Kind.MARINE) == [None] and zones(g, Kind.PARATROOPER) == [None]
    assert zones(g, Kind.LABOR_RIOTER) == [16]
    assert zones(g, Kind.BODYGUARD) == [18]  # the Minister of War is at Home
    assert g.coup is not None and g.coup.airstrikes_left == 3


def test_police_start_in_the_chamber_after_a_seizure() -> None:
    """RULES 8: Police "all four in 29 after the Chamber is seized"; RULES 4.7: "Police in 29 if the Chamber was
    seized this turn"."""
    g = located(replace(game(phase=Phase.LOCATIONS), chamber_seized=True))
    assert [u.zone for u in military.start_units(g) if u.kind is Kind.POLICE] == [29] * 4


def test_bodyguard_starts_by_the_minister_of_war_location() -> None:
    """RULES 8: Bodyguard "by his location: Bank 8, HQ 9, Home 18, Mistress 13, Club 23"."""
    for loc, zone in ((BANK, 8), (HQ, 9), (HOME, 18), (MISTRESS, 13), (CLUB, 23)):
        g = located(game(phase=Phase.LOCATIONS), {CORTEZ: loc})
        assert [u.zone for u in military.start_units(g) if u.kind is Kind.BODYGUARD] == [zone], loc


def test_bodyguard_follows_the_location_chosen_this_turn() -> None:
    """RULES 7: "the Bodyguard's start zone (it shows the Minister of War's location)": the rebel-only action
    starts it where Cortez went this turn (the Club), whatever he did last turn."""
    g = set_player(loc_game(), CORTEZ, location=BANK)
    res = run(g, *where({CORTEZ: CLUB, DUARTE: HQ}), (DUARTE, Move(20, 19)))
    assert zones(coup_state(res), Kind.BODYGUARD) == [23]


def test_bodyguard_exists_only_while_the_holder_is_alive_in_the_country_with_a_location() -> None:
    """RULES 8: the Bodyguard "exists only while the office's holder is alive, in the country and has a
    location"."""
    base = located(game(phase=Phase.LOCATIONS))
    for changes in ({"status": Status.DEAD}, {"status": Status.EXILED}, {"location": None}):
        g = set_player(base, CORTEZ, **changes)
        assert not [u for u in military.start_units(g) if u.kind is Kind.BODYGUARD], changes
    assert not [u for u in military.start_units(seat(base, Office.MINISTER_OF_WAR, None)) if u.kind is Kind.BODYGUARD]


def test_bodyguard_gone_when_the_minister_of_war_dies_before_the_rebel_only_action() -> None:
    """RULES 8 and 4.5: assassins resolve in step 1, the rebel-only action in step 4: a Minister of War killed
    first brings no Bodyguard to the coup."""
    res = run(
        loc_game(),
        *where({DUARTE: HQ}),
        (MINISTER, Assassinate(SECRET_POLICE, CORTEZ, HOME)),
        (DUARTE, Move(20, 19)),
    )
    assert res.state.players[CORTEZ].status is Status.DEAD
    assert not units(coup_state(res), Kind.BODYGUARD)


def test_office_units_follow_the_office_a_new_holder_commands_them() -> None:
    """RULES 8: "Office-derived units stay with the office: a new holder commands them"."""
    g = seat(coup_game(), Office.GENERAL_1, FUENTES)
    assert {military.controller(g, u) for u in units(g) if u.office is Office.GENERAL_1} == {FUENTES}
    assert rejected(g, CORTEZ, Move(21, 26)) == ["not_your_units"]
    res = run(g, (FUENTES, Move(21, 26)))
    assert zones(coup_state(res), Kind.SOLDIER, Office.GENERAL_1) == [26] * 5


def test_brother_in_law_units_are_the_presidents() -> None:
    """RULES 4.7: "offices of a dead or exiled player pass to the President's Brother-in-Law (the President acts
    for them: votes, units)"."""
    g = seat(coup_game(), Office.GENERAL_1, None, brother_in_law=True)
    assert {military.controller(g, u) for u in units(g) if u.office is Office.GENERAL_1} == {PRESIDENT}
    res = run(g, (PRESIDENT, Move(21, 26)))
    assert zones(coup_state(res), Kind.SOLDIER, Office.GENERAL_1) == [26] * 5


def test_frozen_office_units_stand_still() -> None:
    """RULES 8: "a vacant or frozen office's units stand still"; RULES 4.7: "A frozen office: ... its units stand
    still and never fire"."""
    g = seat(coup_game(), Office.GENERAL_1, None)
    assert {military.controller(g, u) for u in units(g) if u.office is Office.GENERAL_1} == {None}
    assert rejected(g, CORTEZ, Move(21, 26)) == ["not_your_units"]
    assert rejected(g, PRESIDENT, Move(21, 26)) == ["not_your_units"]
    res = run(g, (CORTEZ, Move(21, 26)), (PRESIDENT, Move(21, 11)))
    assert zones(coup_state(res), Kind.SOLDIER, Office.GENERAL_1) == [21] * 5


def test_a_dead_holders_office_units_stand_still() -> None:
    """RULES 8: "a vacant ... office's units stand still": the holder died, nobody commands his brigade."""
    g = set_player(coup_game(), CORTEZ, status=Status.DEAD, location=None)
    assert {military.controller(g, u) for u in units(g) if u.office is Office.GENERAL_1} == {None}


def test_stack_moves_per_office() -> None:
    """RULES 4.6: "one per office held (the Minister of War's counts two), and at least one for every living
    player in the country; the President one more while his Brother-in-Law holds an office"."""
    g = coup_game(n=7)
    assert military.stack_moves(g, PRESIDENT) == 1
    assert military.stack_moves(g, MINISTER) == 2  # Minister and Air Force
    assert military.stack_moves(g, CORTEZ) == 3  # 1st General, Minister of War (two)
    assert military.stack_moves(g, FUENTES) == 1
    assert military.stack_moves(g, 6) == 1  # no office
    assert military.stack_moves(set_player(g, 6, status=Status.EXILED), 6) == 0
    bil = seat(g, Office.ADMIRAL, None, brother_in_law=True)
    assert military.stack_moves(bil, PRESIDENT) == 2


def test_stack_moves_beyond_the_allowance_lapse() -> None:
    """RULES 4.6: stack moves per phase: Esteban (3rd General, Farm & Labor) has two; his third lapses."""
    g = coup_game()
    res = run(
        g,
        (ESTEBAN, Move(2, 1, (("soldier", 2),))),
        (ESTEBAN, Move(16, 12)),
        (ESTEBAN, Move(2, 4)),
    )
    s = coup_state(res)
    assert zones(s, Kind.SOLDIER, Office.GENERAL_3) == [1, 1, 2, 2, 2]
    assert zones(s, Kind.LABOR_RIOTER) == [12]
    assert "You have no stack move left this phase." in lapsed_for(res, ESTEBAN)


def test_a_move_goes_to_an_adjacent_zone_only() -> None:
    """RULES 4.6: "a stack ... moving to one adjacent zone"; the Helicopter "moves two zones"."""
    g = coup_game()
    assert rejected(g, CORTEZ, Move(21, 16)) == ["not_adjacent"]
    assert rejected(g, CORTEZ, Move(21, 16, via=26)) == ["helicopter_only"]
    g = add(g, Kind.HELICOPTER, 21, CORTEZ)
    assert rejected(g, CORTEZ, Move(21, 16, (("helicopter", 1),), via=26)) == []
    res = run(g, (CORTEZ, Move(21, 16, (("helicopter", 1),), via=26)))
    assert zones(coup_state(res), Kind.HELICOPTER) == [16]


# --- 4.5 step 4: the rebel-only action --------------------------------------------------------------------------
def test_rebel_only_move_needs_a_coup_excuse_or_hq() -> None:
    """RULES 4.5 step 4: "Rebel-only action (moves, landings, bombardments, fire, any coup card) needs a coup excuse
    or HQ"."""
    res = run(loc_game(), *where({CORTEZ: CLUB}), (CORTEZ, Move(21, 26)))
    assert "rebellion" not in codes(res.events) and res.state.coup is None
    assert not res.state.players[CORTEZ].rebel
    res = run(loc_game(), *where({CORTEZ: HQ}), (CORTEZ, Move(21, 26)))
    assert zones(coup_state(res), Kind.SOLDIER, Office.GENERAL_1) == [26] * 5
    g = replace(loc_game(), excuse_from_budget=True)
    res = run(g, *where({CORTEZ: CLUB}), (CORTEZ, Move(21, 26)))
    assert zones(coup_state(res), Kind.SOLDIER, Office.GENERAL_1) == [26] * 5


def test_rebel_only_bombardment_needs_a_coup_excuse_or_hq() -> None:
    """RULES 4.5 step 4: bombardments too need a coup excuse or HQ; web rules: "Players wishing to initiate a Coup
    must order a movement of troops, or a bombardment of some kind during this phase"."""
    res = run(loc_game(), *where({MINISTER: CLUB}), (MINISTER, Bombard("airstrike", 14, PRESIDENT)))
    assert res.state.coup is None
    res = run(loc_game(), *where({MINISTER: HQ}), (MINISTER, Bombard("airstrike", 14, PRESIDENT)))
    s = coup_state(res)
    assert s.players[MINISTER].rebel and s.coup is not None and s.coup.airstrikes_left == 2
    assert "bombardment" in codes(res.events, public=True)


def test_president_never_takes_rebel_only_action() -> None:
    """RULES 4.5 step 4: "never the President"."""
    g = loc_game()
    assert rejected(g, PRESIDENT, Move(14, 13)) == ["president_rebel"]
    res = run(g, *where({PRESIDENT: HQ}), (PRESIDENT, Move(14, 13)))
    assert res.state.coup is None


def test_whoever_acts_becomes_a_rebel() -> None:
    """RULES 4.5 step 4: "Whoever acts becomes a Rebel"; web rules: "Any player taking military action in this
    phase immediately becomes a REBEL"."""
    res = run(
        loc_game(),
        *where({CORTEZ: HQ, DUARTE: HQ, FUENTES: HQ}),
        (CORTEZ, Move(21, 26)),
        (DUARTE, Move(20, 19)),
    )
    s = coup_state(res)
    assert [p.id for p in s.players if p.rebel] == [CORTEZ, DUARTE]
    assert find(res.events, "rebellion").data["rebels"] == [CORTEZ, DUARTE]


def test_first_rebel_is_the_earliest_order_time_of_an_action_that_happened() -> None:
    """RULES 4.5 step 4: "The First Rebel ... is the earliest order time among players whose rebel-only action
    actually happened": Esteban ordered first but was at the Club with no excuse; Fuentes's move waited on a death
    that did not happen."""
    res = run(
        loc_game(),
        *where({ESTEBAN: CLUB, CORTEZ: HQ, DUARTE: HQ, FUENTES: HQ}),
        (ESTEBAN, Move(2, 1)),
        (FUENTES, Land("marine", 11, condition=IfDead(PRESIDENT))),
        (DUARTE, Move(20, 19)),
        (CORTEZ, Move(21, 26)),
    )
    ev = find(res.events, "rebellion")
    assert ev.data["rebels"] == [CORTEZ, DUARTE] and ev.data["first_rebel"] == DUARTE
    assert res.state.first_rebel == DUARTE


def test_first_rebel_equal_order_times_go_by_lot() -> None:
    """RULES 2: "equal times go by lot": Cortez and Duarte stored their rebel-only orders at the same time; each is
    sometimes the First Rebel."""
    firsts: Counter[int | None] = Counter()
    for seed in SEEDS:
        subs = [Submitted(p, ChooseLocation(HQ if p in (CORTEZ, DUARTE) else HOME), 0) for p in range(6)]
        subs += [Submitted(CORTEZ, Move(21, 26), 5), Submitted(DUARTE, Move(20, 19), 5)]
        firsts[adjudicate(loc_game(), subs, seed).state.first_rebel] += 1
    assert set(firsts) == {CORTEZ, DUARTE}


def test_a_unit_placing_coup_card_starts_the_coup_and_its_excuse_counts_for_the_same_step() -> None:
    """RULES 4.5 step 3: "a coup-excuse card (including one played in step 4)"; the brief: a unit-placing coup card
    starts the coup and its coup excuse counts for the same step: Esteban at the Club plays General Strike, and
    Duarte's move from the Club happens too."""
    g, (strike,) = give_cards(loc_game(), ESTEBAN, "General Strike")
    res = run(g, *where({ESTEBAN: CLUB, DUARTE: CLUB}), (ESTEBAN, PlayCoupCard(strike)), (DUARTE, Move(20, 19)))
    s = coup_state(res)
    assert s.players[ESTEBAN].rebel and s.players[DUARTE].rebel
    assert zones(s, Kind.STRIKER).count(16) >= 8
    assert zones(s, Kind.SOLDIER, Office.GENERAL_2) == [19] * 5
    assert s.coup_excuse


def test_a_coup_card_without_an_excuse_needs_hq() -> None:
    """RULES 4.5 step 4: "any coup card" is rebel-only action: Defense of the Central Bank (no coup excuse) from
    the Club lapses; from HQ it starts the coup."""
    g, (bank_card,) = give_cards(loc_game(), ESTEBAN, "Defense of the Central Bank")
    res = run(g, *where({ESTEBAN: CLUB}), (ESTEBAN, PlayCoupCard(bank_card)))
    assert res.state.coup is None and bank_card in res.state.players[ESTEBAN].hand
    res = run(g, *where({ESTEBAN: HQ}), (ESTEBAN, PlayCoupCard(bank_card)))
    assert zones(coup_state(res), Kind.BANK_GUARD) == [8, 8, 8]


def test_rebel_only_action_only_rebels_fire_and_nobody_returns_fire() -> None:
    """RULES 4.5 step 4: "It resolves like a coup phase (4.6), except that only Rebels fire and nobody returns
    fire": Esteban's brigade storms the 3rd Police Precinct; the Minister's Police never fire back."""
    results = []
    for seed in SEEDS[:15]:
        res = run(loc_game(), *where({ESTEBAN: HQ}), (ESTEBAN, Move(2, 4)), (ESTEBAN, Fire(4, MINISTER)), seed=seed)
        results.append(res)
        assert not res.state.players[MINISTER].rebel
    fought = battles_in(results)
    assert len(fought) == 15
    assert all(b.get(str(ESTEBAN), 0) == 0 for b in fought)
    assert any(b.get(str(MINISTER), 0) == 1 for b in fought)  # a 6 among six dice and a Tank's two


def test_no_rebel_only_action_no_coup_and_a_bank_closed_for_lunch_reopens() -> None:
    """RULES 4.5: "If nobody acted, a Bank closed for lunch reopens at once, the banking orders of living players
    at the Bank resolve, and the turn ends. Otherwise the coup begins." """
    g = give_bills(replace(loc_game(), bank=BankState.LUNCH, chamber_seized=True), ESTEBAN, 3)
    res = run(g, *where({ESTEBAN: BANK}), (ESTEBAN, Banking(deposit=3)))
    assert res.state.coup is None and res.state.bank is BankState.OPEN
    assert swiss(res.state, ESTEBAN) == 3
    assert res.state.phase is Phase.CABINET
    res = run(g, *where({ESTEBAN: BANK, CORTEZ: HQ}), (ESTEBAN, Banking(deposit=3)), (CORTEZ, Move(21, 26)))
    assert res.state.phase is Phase.COUP and res.state.bank is BankState.LUNCH and swiss(res.state, ESTEBAN) == 0


def test_the_coup_begins_in_coup_phase_1() -> None:
    """RULES 4.5: "Otherwise the coup begins": the next phase is Coup Phase 1."""
    res = run(loc_game(), *where({CORTEZ: HQ}), (CORTEZ, Move(21, 26)))
    s = coup_state(res)
    assert s.phase is Phase.COUP and s.coup is not None and s.coup.phase == 1


# --- 4.5: the Foreign Minister's intervention die -----------------------------------------------------------------
def _rebellion(seed: str, *extra: tuple[int, Order]) -> GameState:
    return coup_state(run(loc_game(), *where({CORTEZ: HQ}), (CORTEZ, Move(21, 26)), *extra, seed=seed))


def test_intervention_die_table() -> None:
    """RULES 4.5: "the bot rolls the Foreign Minister's intervention die (1-2: none; 3: 1; 4: 2; 5: 3; 6: 4 of:
    Air Strikes (4), Helicopter (1, New Weapons), Paratroopers (1, New Weapons), Commandos (3 Marines, New
    Weapons); each at most once)"."""
    assert INTERVENTION_TABLE == {1: 0, 2: 0, 3: 1, 4: 2, 5: 3, 6: 4}
    seen = set()
    for i in range(80):
        s = _rebellion(f"die{i}")
        assert s.coup is not None and s.coup.intervention_roll is not None
        roll = s.coup.intervention_roll
        seen.add(roll)
        chosen = s.coup.intervention
        assert len(chosen) == INTERVENTION_TABLE[roll] and len(set(chosen)) == len(chosen)
        foreign = [u for u in s.coup.units if u.card == "intervention"]
        want = {"helicopter": 1, "paratroopers": 1, "commandos": 3}
        assert len(foreign) == sum(want[f] for f in chosen if f in want)
        assert s.coup.intervention_airstrikes_left == (4 if "airstrikes" in chosen else 0)
        if seen == set(range(1, 7)):
            break
    assert seen == set(range(1, 7))


def test_intervention_forces_chosen_by_the_standing_choice() -> None:
    """RULES 8: "The Foreign Minister chooses his intervention forces when the die is rolled"; RULES 4.5: "each
    at most once"; the InterventionChoice is his standing choice, best first."""
    pref = ("commandos", "helicopter", "airstrikes", "paratroopers")
    for seed in SEEDS:
        s = _rebellion(seed, (DUARTE, InterventionChoice(pref)))
        assert s.coup is not None and s.coup.intervention_roll is not None
        n = INTERVENTION_TABLE[s.coup.intervention_roll]
        assert s.coup.intervention == pref[:n]


def test_intervention_by_lot_without_a_choice() -> None:
    """RULES 8: "(default: by lot)": without a standing choice different seeds give different forces."""
    picks = set()
    for seed in SEEDS:
        s = _rebellion(seed)
        assert s.coup is not None
        if len(s.coup.intervention) == 1:
            picks.add(s.coup.intervention[0])
    assert len(picks) >= 2


def test_intervention_units_have_new_weapons() -> None:
    """RULES 8: "Foreign intervention ... 1, New Weapons"; RULES 4.5: Helicopter, Paratroopers and Commandos
    each with New Weapons."""
    pref = ("helicopter", "paratroopers", "commandos", "airstrikes")
    found = False
    for seed in SEEDS:
        s = _rebellion(seed, (DUARTE, InterventionChoice(pref)))
        foreign = [u for u in units(s) if u.card == "intervention"]
        for u in foreign:
            found = True
            assert u.zone is None and u.office is Office.FOREIGN_MINISTER
            assert military.new_weapons(s, u)
            assert military.controller(s, u) == DUARTE
    assert found


def _with_intervention(g: GameState, *forces: str) -> GameState:
    assert g.coup is not None
    for force in forces:
        kind, n = {"helicopter": (Kind.HELICOPTER, 1), "paratroopers": (Kind.PARATROOPER, 1)}.get(
            force, (Kind.COMMANDO, 3)
        )
        assert g.coup is not None
        start = g.coup.next_id
        new = tuple(
            Unit(start + i, kind, None, office=Office.FOREIGN_MINISTER, new_weapons=True, card="intervention")
            for i in range(n)
        )
        g = replace(g, coup=replace(g.coup, units=g.coup.units + new, next_id=start + n))
    assert g.coup is not None
    return replace(g, coup=replace(g.coup, intervention=forces, intervention_airstrikes_left=4))


def test_commandos_land_in_river_zones() -> None:
    """RULES 8: "Foreign intervention ... as landings: Commandos in river zones, others anywhere"; RULES 4.6:
    "Marines land in a river zone, Paratroopers in any zone"."""
    g = _with_intervention(coup_game(), "commandos", "helicopter", "paratroopers")
    assert RIVER_LANDINGS == (11, 21, 26)
    assert rejected(g, DUARTE, Land("commando", 14)) == ["not_a_river_zone"]
    assert rejected(g, FUENTES, Land("marine", 14)) == ["not_a_river_zone"]
    assert rejected(g, DUARTE, Land("helicopter", 14)) == []
    assert rejected(g, DUARTE, Land("paratrooper", 29)) == []
    res = run(g, (DUARTE, Land("commando", 11)), (DUARTE, Land("helicopter", 14)), (FUENTES, Land("marine", 26)))
    s = coup_state(res)
    assert zones(s, Kind.COMMANDO) == [11, 11, 11]
    assert zones(s, Kind.HELICOPTER) == [14] and zones(s, Kind.MARINE) == [26]


def test_a_landing_is_not_a_move_and_the_units_may_still_move() -> None:
    """RULES 4.6: "a landing or a card placement is not a move, and such units may still move that phase"."""
    g = coup_game()
    res = run(g, (FUENTES, Land("marine", 11, then_to=12)))
    assert zones(coup_state(res), Kind.MARINE) == [12]


def test_intervention_air_strikes_one_per_phase_apart_from_the_air_force() -> None:
    """RULES 8: "its 4 Air Strikes: one per phase, apart from the Air Force's"."""
    g = _with_intervention(coup_game())
    res = run(
        g,
        (DUARTE, Bombard("intervention_airstrike", 14, PRESIDENT)),
        (MINISTER, Bombard("airstrike", 14, PRESIDENT)),
        (DUARTE, Bombard("intervention_airstrike", 28, MINISTER)),  # the same kind again: the last one counts
    )
    s = coup_state(res)
    assert s.coup is not None
    assert s.coup.intervention_airstrikes_left == 3 and s.coup.airstrikes_left == 2
    kinds = sorted(b.kind for b in s.coup.log.bombardments)
    assert kinds == ["airstrike", "intervention_airstrike"]
    spent = replace(s, coup=replace(s.coup, intervention_airstrikes_left=0))
    assert rejected(spent, DUARTE, Bombard("intervention_airstrike", 14, PRESIDENT)) == ["no_airstrikes_left"]


def test_airstrikes_three_per_coup() -> None:
    """RULES 4.6: "Airstrikes (6 dice, at most one per phase, three per coup)"."""
    g = coup_game()
    assert g.coup is not None
    for _ in range(3):
        res = run(g, (MINISTER, Bombard("airstrike", 20, DUARTE)))
        g = coup_state(res)
    assert g.coup is not None and g.coup.airstrikes_left == 0
    assert rejected(g, MINISTER, Bombard("airstrike", 20, DUARTE)) == ["no_airstrikes_left"]


# --- 4.6: the Police Response -------------------------------------------------------------------------------------
def _student_rebellion() -> GameState:
    g, (students,) = give_cards(loc_game(), ESTEBAN, "Student Protest")
    return coup_state(run(g, *where({ESTEBAN: HQ}), (ESTEBAN, PlayCoupCard(students))))


def test_police_response_in_coup_phase_1_on_top_of_the_normal_move() -> None:
    """RULES 4.6: "Police Response, Coup Phase 1 only: the Minister may send any Police to zones where cards placed
    red units (Students, Strikers, Rioters, Demonstrators) in the rebel-only phase, on top of his normal move"."""
    g = _student_rebellion()
    assert g.coup is not None and g.coup.phase == 1 and g.coup.police_response_zones == (13,)
    res = run(g, (MINISTER, PoliceResponse(12, 13)), (MINISTER, Move(4, 9)), (MINISTER, Move(19, 10)))
    s = coup_state(res)
    assert zones(s, Kind.POLICE) == [9, 10, 13, 28]


def test_police_response_in_coup_phase_1_only() -> None:
    """RULES 4.6: "Police Response, Coup Phase 1 only"."""
    g = _student_rebellion()
    assert g.coup is not None
    later = replace(g, coup=replace(g.coup, phase=2))
    assert rejected(later, MINISTER, PoliceResponse(12, 13)) == ["wrong_phase"]
    assert rejected(g, CORTEZ, PoliceResponse(12, 13)) == ["not_your_office"]


def test_police_response_only_to_zones_of_red_units_placed_in_the_rebel_only_phase() -> None:
    """RULES 4.6: only "zones where cards placed red units ... in the rebel-only phase"; web rules: "The Police
    Response is not available to any Mob units deployed later in the coup"."""
    g = _student_rebellion()
    assert rejected(g, MINISTER, PoliceResponse(12, 16)) == ["no_red_units_there"]
    g2, (strike,) = give_cards(coup_game(), ESTEBAN, "General Strike")
    res = run(g2, (ESTEBAN, PlayCoupCard(strike)))
    s = coup_state(res)
    assert s.coup is not None and s.coup.police_response_zones == ()


def test_every_red_card_opens_a_police_response_zone() -> None:
    """RULES 4.6: Students, Strikers, Rioters, Demonstrators placed by cards in the rebel-only phase."""
    g, ids = give_cards(loc_game(), ESTEBAN, "Dock Strike", "Riot in the Slums", "Demonstrators")
    res = run(g, *where({ESTEBAN: HQ}), *((ESTEBAN, PlayCoupCard(c)) for c in ids))
    s = coup_state(res)
    assert s.coup is not None and s.coup.police_response_zones == (11, 23, 27)


def test_the_labor_rioter_never_triggers_the_police_response() -> None:
    """RULES 8: the Labor Rioter "never triggers the Police Response"."""
    res = run(loc_game(), *where({ESTEBAN: HQ}), (ESTEBAN, Move(16, 12)))
    s = coup_state(res)
    assert zones(s, Kind.LABOR_RIOTER) == [12]
    assert s.coup is not None and s.coup.police_response_zones == ()


# --- the coup cards -----------------------------------------------------------------------------------------------
UNIT_CARDS = {
    "Defense of the Central Bank": ("bank_guard", 3, 8),
    "Raise the People's Militia": ("militia", 4, 18),
    "Raise the Christian Militia": ("militia", 4, 9),
    "General Strike": ("striker", 8, 16),
    "Dock Strike": ("striker", 6, 11),
    "Student Protest": ("student", 6, 13),
    "Demonstrators": ("demonstrator", 6, 23),
    "Riot in the Slums": ("rioter", 8, 27),
}


def _key(name: str) -> str:
    return next(c.key for c in DECK if c.name == name)


def test_unit_placing_cards_place_their_units() -> None:
    """cards.toml: each unit-placing event places `units = [[count, kind, zone]]` for the card's player."""
    for name, (kind, n, zone) in UNIT_CARDS.items():
        g, (c,) = give_cards(coup_game(), FUENTES, name)
        res = run(g, (FUENTES, PlayCoupCard(c)))
        s = coup_state(res)
        new = [u for u in units(s) if u.card == _key(name)]
        assert len(new) == n and {u.zone for u in new} == {zone} and {u.kind.value for u in new} == {kind}, name
        assert {military.controller(s, u) for u in new} == {FUENTES}
        assert placed(res) == {kind: n}
        assert c in s.discards and c not in s.players[FUENTES].hand


def test_unit_placing_cards_influence_bonus() -> None:
    """cards.toml: "bonus: extra units if the player has that influence in play": General Strike and Dock Strike
    +4 with Labor Union, Student Protest +4 with Students, Riot in the Slums +4 with Peasants."""
    for name, influence in (
        ("General Strike", "Labor Union"),
        ("Dock Strike", "Labor Union"),
        ("Student Protest", "Students"),
        ("Riot in the Slums", "Peasants"),
    ):
        g, _ = give_cards(coup_game(), FUENTES, influence, influence=True)
        g, (c,) = give_cards(g, FUENTES, name)
        res = run(g, (FUENTES, PlayCoupCard(c)))
        assert len([u for u in units(coup_state(res)) if u.card == _key(name)]) == UNIT_CARDS[name][1] + 4, name


def test_farm_labor_secretary_counts_as_having_labor_union_and_peasants() -> None:
    """cards.toml: "The Farm & Labor Secretary always counts as having both" (Labor Union and Peasants)."""
    for name, bonus in (("General Strike", 4), ("Riot in the Slums", 4), ("Student Protest", 0)):
        g, (c,) = give_cards(coup_game(), ESTEBAN, name)
        res = run(g, (ESTEBAN, PlayCoupCard(c)))
        assert len([u for u in units(coup_state(res)) if u.card == _key(name)]) == UNIT_CARDS[name][1] + bonus, name


def test_a_placement_is_not_a_move_and_may_move_on() -> None:
    """RULES 4.6: "a landing or a card placement is not a move, and such units may still move that phase"."""
    g, (c,) = give_cards(coup_game(), FUENTES, "Raise the People's Militia")
    res = run(g, (FUENTES, PlayCoupCard(c, then_to=14)))
    assert [u.zone for u in units(coup_state(res), Kind.MILITIA)] == [14] * 4


def test_helicopter_attack_any_zone_and_two_zones_a_move() -> None:
    """cards.toml: Helicopter Attack `units = [[1, "helicopter", "any"]]`; RULES 8: the Helicopter "moves two
    zones"."""
    g, (c,) = give_cards(coup_game(), FUENTES, "Helicopter Attack")
    assert rejected(g, FUENTES, PlayCoupCard(c)) == ["no_such_zone"]
    res = run(g, (FUENTES, PlayCoupCard(c, zone=30)))
    s = coup_state(res)
    assert zones(s, Kind.HELICOPTER) == [30]
    res = run(s, (FUENTES, Move(30, 18, (("helicopter", 1),), via=25)))
    assert zones(coup_state(res), Kind.HELICOPTER) == [18]


def test_alliance_breaks_reverts_every_transfer() -> None:
    """cards.toml: Alliance Breaks: "All unit transfers revert to the units' original controllers"."""
    g = coup_game()
    res = run(g, (CORTEZ, Transfer(21, DUARTE)))
    s = coup_state(res)
    assert {military.controller(s, u) for u in units(s) if u.office is Office.GENERAL_1} == {DUARTE}
    s, (c,) = give_cards(s, FUENTES, "Alliance Breaks")
    res = run(s, (FUENTES, PlayCoupCard(c)))
    s = coup_state(res)
    assert {military.controller(s, u) for u in units(s) if u.office is Office.GENERAL_1} == {CORTEZ}
    assert "alliance_breaks" in codes(res.events, public=True)


def test_a_transfer_resolves_before_movement_and_the_move_goes_with_it() -> None:
    """RULES 4.6: "Transfers of control resolve before movement; an unmoved unit's move goes with it": Cortez hands
    his brigade to Duarte, whose stack move from 21 takes it along the same phase."""
    g = add(coup_game(), Kind.MILITIA, 21, DUARTE)
    res = run(g, (CORTEZ, Transfer(21, DUARTE)), (DUARTE, Move(21, 26)))
    s = coup_state(res)
    assert {military.controller(s, u) for u in units(s) if u.office is Office.GENERAL_1} == {DUARTE}
    assert zones(s, Kind.SOLDIER, Office.GENERAL_1) == [26] * 5 and zones(s, Kind.MILITIA) == [26]


def test_annual_street_festival_removes_all_red_units_the_labor_rioter_too() -> None:
    """cards.toml: Annual Street Festival: "Remove all red units from the map"; RULES 8: the Labor Rioter is "red
    for Street Festival"."""
    g, (students, fest) = give_cards(coup_game(), FUENTES, "Student Protest", "Annual Street Festival")
    s = coup_state(run(g, (FUENTES, PlayCoupCard(students))))
    assert units(s, Kind.STUDENT) and units(s, Kind.LABOR_RIOTER)
    g2, (militia,) = give_cards(s, CORTEZ, "Raise the People's Militia")
    res = run(g2, (FUENTES, PlayCoupCard(fest)), (CORTEZ, PlayCoupCard(militia)))
    s = coup_state(res)
    assert not [u for u in units(s) if u.red]
    assert len(units(s, Kind.MILITIA)) == 4  # grey units stay
    assert "street_festival" in codes(res.events, public=True)


def _bribe_card(g: GameState, pid: int, force: str) -> tuple[GameState, int]:
    g, (c,) = give_cards(g, pid, f"Bribe the Brigade ({force})")
    assert card(c).target == force
    return g, c


def test_bribe_the_brigade_costs_1_mp_per_unit_out_of_play() -> None:
    """cards.toml: Bribe the Brigade: "for each unit wanted pay 1 MP and roll"; RULES 5: "Money paid for assassins
    and bribes leaves play for good"."""
    g, c = _bribe_card(give_bills(coup_game(), FUENTES, 3, 1), FUENTES, "2nd Brigade")
    res = run(g, (FUENTES, PlayCoupCard(c, zone=20, count=4)))
    s = res.state
    assert total(s.players[FUENTES].pocket) == 0 and total(s.out_of_play) == 4
    won = find(res.events, "bribed_brigade").data["won"]
    assert len([u for u in units(s) if u.office is Office.GENERAL_2 and u.controller == FUENTES]) == won


def test_bribe_the_brigade_4_to_6_changes_control_at_once() -> None:
    """cards.toml: "4-6 it changes to your control at once with any move it has left": over many seeds about half
    the units change sides, and a bribed unit moves with the briber's stack that same phase."""
    g = give_bills(coup_game(), FUENTES, 3, 3)
    assert rejected(g, FUENTES, Move(20, 19)) == ["not_your_units"]
    g, c = _bribe_card(g, FUENTES, "2nd Brigade")
    assert rejected(g, FUENTES, Move(20, 19)) == []  # the units he may bribe there may move at once
    wanted = won_total = 0
    for seed in SEEDS:
        res = run(g, (FUENTES, PlayCoupCard(c, zone=20, count=6)), (FUENTES, Move(20, 19)), seed=seed)
        s = coup_state(res)
        won = [u for u in units(s) if u.office is Office.GENERAL_2 and u.controller == FUENTES]
        assert all(u.zone == 19 for u in won)  # the bribed units moved with Fuentes's stack
        assert all(u.zone == 20 for u in units(s) if u.office is Office.GENERAL_2 and u.controller is None)
        wanted += 6
        won_total += len(won)
    assert 0.35 < won_total / wanted < 0.65


def test_bribe_the_brigade_waived_by_bankers_or_multinationals() -> None:
    """RULES 5: "Costs are waived by Bankers or Multinationals (bribes)"."""
    for influence in ("Bankers", "Multinationals"):
        g, _ = give_cards(coup_game(), FUENTES, influence, influence=True)
        g, c = _bribe_card(g, FUENTES, "Police")
        res = run(g, (FUENTES, PlayCoupCard(c, zone=12, count=1)))
        assert "bribed_brigade" in codes(res.events), influence
        assert total(res.state.out_of_play) == 0


def test_bribe_the_brigade_without_the_money_lapses() -> None:
    """cards.toml: "pay 1 MP" per unit: nothing to pay with, no bribe."""
    g, c = _bribe_card(coup_game(), FUENTES, "Palace Guard")
    assert rejected(g, FUENTES, PlayCoupCard(c, zone=14, count=2)) == ["cannot_pay"]


def test_bribed_units_stay_bribed_until_the_coup_ends() -> None:
    """RULES 4.7: "End of the coup: ... transfers and bribes end": until then the units obey the briber."""
    g = give_bills(coup_game(), FUENTES, 3, 3)
    g, c = _bribe_card(g, FUENTES, "3rd Brigade")
    for seed in SEEDS:
        res = run(g, (FUENTES, PlayCoupCard(c, zone=2, count=6)), seed=seed)
        s = coup_state(res)
        if any(u.controller == FUENTES for u in units(s)):
            s2 = coup_state(run(s))
            assert any(u.controller == FUENTES for u in units(s2))
            return
    raise AssertionError("no bribe ever succeeded")


# --- 4.6: fire, embassies, exile ----------------------------------------------------------------------------------
def test_no_combat_in_an_embassy() -> None:
    """RULES 4.6: "Embassies: no combat there"."""
    for emb in CITY.embassies:
        g = coup_game()
        assert rejected(g, CORTEZ, Fire(emb, DUARTE)) == ["embassy"]
        assert rejected(g, MINISTER, Bombard("airstrike", emb, DUARTE)) == ["embassy"]


def test_fleeing_into_exile_by_moving_into_an_embassy() -> None:
    """RULES 4.6: "A player flees into exile by moving one of his units into an embassy (a landing, a placement or
    a retreat does not exile him)"."""
    g = add(coup_game(), Kind.MILITIA, 6, FUENTES)
    res = run(g, (FUENTES, Move(6, 5)))
    assert res.state.players[FUENTES].status is Status.EXILED
    g, (c,) = give_cards(coup_game(), FUENTES, "Helicopter Attack")
    res = run(g, (FUENTES, PlayCoupCard(c, zone=5)))
    assert res.state.players[FUENTES].status is Status.ALIVE
    g = add(coup_game(), Kind.PARATROOPER, None, Office.FOREIGN_MINISTER)
    res = run(g, (DUARTE, Land("paratrooper", 15)))
    assert res.state.players[DUARTE].status is Status.ALIVE


def test_the_president_cannot_flee_through_an_embassy() -> None:
    """RULES 4.7: "The President cannot go into exile"."""
    g = coup_game()
    assert rejected(g, PRESIDENT, Move(14, 17)) == ["president_exile"]


def test_firing_on_the_palace_guard_makes_a_rebel() -> None:
    """RULES 4.6: "Becoming a Rebel: ... firing or bombarding a player's units in a zone where he has a Palace
    Guard (return fire excepted; never the President). A Rebel never becomes Loyalist again." """
    g = coup_game()
    res = run(g, (MINISTER, Bombard("airstrike", 14, PRESIDENT)))
    assert res.state.players[MINISTER].rebel
    res = run(coup_state(res))
    assert res.state.players[MINISTER].rebel


# --- Coup Phase 6: the vote and the control points -----------------------------------------------------------------
CP = (7, 8, 14, 22, 29)


def _held(*holders: tuple[int, ...]) -> GameState:
    """Coup Phase 6 with the five control points held by these players' militia (an empty tuple: empty)."""
    specs: list[tuple[Kind, int | None, int | Office]] = []
    for cp, who in zip(CP, holders, strict=True):
        specs.extend((Kind.MILITIA, cp, p) for p in who)
    g = only(coup_game(6), *specs)
    for pid in (CORTEZ, DUARTE, ESTEBAN):
        g = set_player(g, pid, rebel=True)
    return g


def _vote(g: GameState, *orders: tuple[int, Order]) -> GameState:
    res = run(g, *orders)
    assert res.state.phase is Phase.AFTERMATH
    return coup_state(res)


def test_the_president_is_always_pro_president() -> None:
    """RULES 4.6: "the President is always Pro-President"; web rules: "The President cannot vote Pro-Junta"."""
    g = _held((CORTEZ,), (CORTEZ,), (PRESIDENT,), (), ())
    assert rejected(g, PRESIDENT, CoupVote("junta")) == ["president_pro_president"]
    s = _vote(g)
    assert s.coup is not None and dict(s.coup.votes) == {PRESIDENT: "president"}


def test_the_coup_vote_defaults_to_abstain() -> None:
    """RULES 4.6: "(... default abstain)": a player with no vote is neither side."""
    g = _held((CORTEZ,), (CORTEZ,), (CORTEZ,), (DUARTE,), ())
    s = _vote(g, (DUARTE, CoupVote("junta")))
    assert s.coup is not None and dict(s.coup.votes) == {PRESIDENT: "president", DUARTE: "junta"}
    assert s.coup.result == "president"  # Cortez abstained: his three points are Pro-President


def test_the_coup_vote_only_in_coup_phase_6() -> None:
    """RULES 4.6: "Coup Phase 6 also collects every player's vote"."""
    assert rejected(coup_game(5), CORTEZ, CoupVote("junta")) == ["wrong_phase"]


def test_control_point_pro_junta_only_if_every_unit_belongs_to_pro_junta_players() -> None:
    """RULES 4.6: "A control point is Pro-Junta only if every unit in it belongs to Pro-Junta players"."""
    g = _held((CORTEZ, DUARTE), (CORTEZ,), (DUARTE,), (ESTEBAN,), ())
    s = _vote(g, (CORTEZ, CoupVote("junta")), (DUARTE, CoupVote("junta")), (ESTEBAN, CoupVote("president")))
    assert s.coup is not None
    assert {c.zone: c.holder for c in s.coup.control} == {
        7: "pro_junta",
        8: "pro_junta",
        14: "pro_junta",
        22: "pro_president",
        29: "pro_president",
    }
    assert s.coup.result == "junta"


def test_control_point_shared_with_a_pro_president_player_is_pro_president() -> None:
    """RULES 4.6: "shared with a Pro-President player ... Pro-President"; web rules: "Any territory shared by
    players supporting both Pro-Junta and Pro-President defaults to Pro-President control"."""
    g = _held((CORTEZ, FUENTES), (CORTEZ,), (CORTEZ,), (), ())
    s = _vote(g, (CORTEZ, CoupVote("junta")), (FUENTES, CoupVote("president")))
    assert s.coup is not None and s.coup.control[0].holder == "pro_president" and s.coup.result == "president"


def test_control_point_held_only_by_abstainers_or_empty_is_pro_president() -> None:
    """RULES 4.6: "R: held only by abstainers, or empty: Pro-President"; web rules: "as do any unoccupied
    territories"."""
    g = _held((FUENTES,), (), (CORTEZ,), (CORTEZ,), (CORTEZ, ESTEBAN))
    s = _vote(g, (CORTEZ, CoupVote("junta")))
    assert s.coup is not None
    assert [c.holder for c in s.coup.control] == [
        "pro_president",
        "pro_president",
        "pro_junta",
        "pro_junta",
        "pro_president",
    ]
    assert s.coup.result == "president"


def test_three_of_five_control_points_win_the_coup() -> None:
    """RULES 4.6: "Three of the five control points win the coup"."""
    g = _held((CORTEZ,), (CORTEZ,), (CORTEZ,), (PRESIDENT,), (PRESIDENT,))
    s = _vote(g, (CORTEZ, CoupVote("junta")))
    assert s.coup is not None and s.coup.result == "junta"
    g = _held((CORTEZ,), (CORTEZ,), (PRESIDENT,), (PRESIDENT,), ())
    s = _vote(g, (CORTEZ, CoupVote("junta")))
    assert s.coup is not None and s.coup.result == "president"


def test_the_map_shows_control_before_the_vote() -> None:
    """RULES 4.6: "Before Coup Phase 6's vote the map shows each control point as held by Rebels, by Loyalists,
    shared or empty"."""
    g = _held((CORTEZ,), (FUENTES,), (CORTEZ, FUENTES), (), ())
    assert [c.holder for c in military.control_points(g)] == ["rebels", "loyalists", "shared", "empty", "empty"]
    g5 = replace(g, coup=replace(g.coup, phase=5)) if g.coup else g
    s = coup_state(run(g5))
    assert s.coup is not None and [c.holder for c in s.coup.control] == [
        "rebels",
        "loyalists",
        "shared",
        "empty",
        "empty",
    ]


# --- returns from exile during a coup; no resignation ---------------------------------------------------------------
def test_an_exile_returns_through_an_embassy_held_by_his_own_unit() -> None:
    """RULES 4.7: "During a coup, return only through an embassy held by one of his own units"."""
    g = set_player(add(coup_game(2, n=7), Kind.MILITIA, 5, GARZA), GARZA, status=Status.EXILED, location=None)
    res = run(g, (GARZA, ReturnFromExile(embassy=5)))
    assert res.state.players[GARZA].status is Status.ALIVE and res.state.players[GARZA].positionless
    res = run(g, (GARZA, ReturnFromExile(embassy=15)))
    assert res.state.players[GARZA].status is Status.EXILED
    res = run(g, (GARZA, ReturnFromExile()))
    assert res.state.players[GARZA].status is Status.EXILED


def test_an_exile_names_an_embassy_on_the_map() -> None:
    """RULES 4.7: "During a coup, return only through an embassy": a zone that is not on the map is refused when
    the order is given (in a coup or before one), and a coup phase with such an order stored resolves (it lapses)."""
    g = set_player(coup_game(2, n=7), GARZA, status=Status.EXILED, location=None)
    before = set_player(game(n=7), GARZA, status=Status.EXILED, location=None)
    for embassy in (99999, -1, 0, len(CITY.zones) + 1, 2**53):
        assert rejected(g, GARZA, ReturnFromExile(embassy=embassy)) == ["no_such_zone"]
        assert rejected(before, GARZA, ReturnFromExile(embassy=embassy)) == ["no_such_zone"]
        res = run(g, (GARZA, ReturnFromExile(embassy=embassy)))
        assert res.state.players[GARZA].status is Status.EXILED


def test_an_exile_returns_through_an_embassy_by_a_player_granting_safe_passage() -> None:
    """RULES 4.7: "... or by a player who grants safe passage"; web rules: "Another player who controls a unit in
    an embassy grants the exile safe passage"."""
    g = set_player(add(coup_game(2, n=7), Kind.MILITIA, 17, CORTEZ), GARZA, status=Status.EXILED, location=None)
    assert rejected(g, DUARTE, SafePassage(GARZA, 17)) == ["not_your_units"]
    res = run(g, (CORTEZ, SafePassage(GARZA, 17)), (GARZA, ReturnFromExile(embassy=17)))
    assert res.state.players[GARZA].status is Status.ALIVE
    res = run(g, (GARZA, ReturnFromExile(embassy=17)))
    assert res.state.players[GARZA].status is Status.EXILED


def test_an_exiles_own_units_stand_still_and_count_as_an_abstainers() -> None:
    """RULES 4.7: "Units of an exiled player that no office gives him stay his: they stand still, never fire,
    count as an abstainer's, and let him return through an embassy"."""
    g = set_player(add(coup_game(6, n=7), Kind.MILITIA, 7, GARZA), GARZA, status=Status.EXILED, location=None)
    u = units(g, Kind.MILITIA)[0]
    assert military.controller(g, u) is None and military.belongs(g, u) == GARZA
    s = _vote(g)
    assert s.coup is not None and s.coup.control[0].holder == "pro_president"


def test_the_president_cannot_resign_during_a_coup() -> None:
    """RULES 4.7: "Resignation: any time but a coup"; web rules: "At any time, except during a Coup"."""
    assert rejected(coup_game(3), PRESIDENT, Resign()) == ["wrong_phase"]
