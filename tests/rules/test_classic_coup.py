"""The `classic` variant's coup (VARIANTS.md 6.1-6.14), who may start or join it (5.10) and an exile's return during a
coup (5.7.4) as executable rules. One test per clause; each docstring quotes VARIANTS.md and its seed 001 citation. Dice
are scripted (`Dice`): anything unscripted misses.

`CABINET4`: Alba (0) President; Borges (1) Minister and 1st General; Cortez (2) 2nd General and Admiral; Duarte (3)
3rd General and Air Force Commander.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from rules.junta import military
from rules.junta.actions import check
from rules.junta.duties import duties
from rules.junta.lapses import lapses
from rules.junta.offices import Office
from rules.junta.orders import (
    Bombard,
    ChooseLocation,
    Concede,
    CoupVote,
    Fire,
    FiringSquad,
    GiveCards,
    GiveCash,
    JuntaVote,
    LossOrder,
    Move,
    Order,
    RebelAction,
    RetreatPermission,
    RetreatRoute,
    ReturnFromExile,
    SafePassage,
    Trade,
)
from rules.junta.state import BankState, GameState, Location, Phase, Seat, Status
from rules.junta.units import Kind, Unit
from rules.junta.validate import validate
from tests.rules.classic_helpers import (
    ALBA,
    BORGES,
    CABINET4,
    CORTEZ,
    DUARTE,
    Dice,
    at,
    classic_coup,
    classic_game,
    resolve_coup,
    units,
)
from tests.rules.helpers import codes, find, game, give_bills, give_cards, run, set_player
from tests.said import english

FIRST = units(0, 3, Kind.SOLDIER, 21, office=Office.GENERAL_1)  # Borges's
SECOND = units(10, 3, Kind.SOLDIER, 22, office=Office.GENERAL_2)  # Cortez's


def _kinds(us: list[Unit]) -> Counter[str]:
    return Counter(u.kind.value for u in us)


# --- 6.1 units -------------------------------------------------------------------------------------------------
def test_six_soldiers_per_brigade_and_no_tank_bodyguard_or_labor_rioter() -> None:
    """VARIANTS 6.1 (001 §3.2, §13): Soldier "6" per General, "seed 001 says "six units" of each brigade (§3.2) and
    never mentions Tanks"; "No Tank, Bodyguard, Labor Rioter, commandos or New Weapons". Palace Guard 4 in 14, Police
    4 in 4, 12, 19, 28; the Marine and the Paratrooper off the map."""
    start = military.start_units(classic_game(phase=Phase.LOCATIONS))
    assert _kinds(list(start)) == Counter(
        {"palace_guard": 4, "police": 4, "soldier": 18, "marine": 1, "paratrooper": 1}
    )
    for office, barracks in ((Office.GENERAL_1, 21), (Office.GENERAL_2, 20), (Office.GENERAL_3, 2)):
        brigade = [u for u in start if u.office is office]
        assert len(brigade) == 6 and {u.zone for u in brigade} == {barracks}
    assert sorted(u.zone for u in start if u.kind is Kind.POLICE) == [4, 12, 19, 28]  # type: ignore[type-var]
    assert {u.zone for u in start if u.kind is Kind.PALACE_GUARD} == {14}


# --- 6.5 movement ----------------------------------------------------------------------------------------------
def test_one_stack_move_per_player() -> None:
    """VARIANTS 6.5.1 (001 §13.4): "Stack moves: one per player per phase ... Holding two offices gives no second
    move." Borges (Minister and 1st General) moves his soldiers; his Police stay."""
    police = [Unit(20, Kind.POLICE, 12, office=Office.MINISTER)]
    state = classic_coup(FIRST + police)
    assert military.stack_moves(state, BORGES) == 1 and military.stack_moves(state, ALBA) == 1
    assert military.stack_moves(set_player(state, DUARTE, status=Status.EXILED), DUARTE) == 0
    assert military.stack_moves(set_player(state, DUARTE, status=Status.DEAD), DUARTE) == 0
    after, events = resolve_coup(state, [(BORGES, Move(21, 11)), (BORGES, Move(12, 22))])
    assert len(at(after, 11, BORGES)) == 3 and len(at(after, 12, BORGES)) == 1 and at(after, 22) == []
    assert "lapsed_no_stack_move" in codes(events)


def test_the_president_one_more_while_his_brother_in_law_runs_an_office() -> None:
    """VARIANTS 6.5.1 (001 §13.4): "The President has one more while his Brother-in-Law runs an office"; 2.4:
    "While he runs an office the President has one extra stack move in a coup"."""
    state = classic_coup(FIRST)
    assert military.stack_moves(state, ALBA) == 1
    seats = tuple(Seat(s.office, None, True) if s.office is Office.ADMIRAL else s for s in state.seats)
    assert military.stack_moves(replace(state, seats=seats), ALBA) == 2


# --- 6.4 move order and 6.6 first fire -------------------------------------------------------------------------
def test_the_move_order_rotates_one_seat_each_phase() -> None:
    """VARIANTS 6.4.2 (001 §13.1): "Coup Phase 1: the player seated after the Rebel Leader first, then seat order;
    each later phase starts one seat further on ... Every seat counts in the rotation". Borges is the Rebel Leader:
    Cortez moves first in Coup Phase 1, Duarte in Coup Phase 2."""
    state = replace(classic_coup(FIRST, phase=1), first_rebel=BORGES)
    assert military.move_slots(state, None) == {CORTEZ: 0, DUARTE: 1, ALBA: 2, BORGES: 3}
    assert state.coup is not None
    later = replace(state, coup=replace(state.coup, phase=2))
    assert military.move_slots(later, None) == {DUARTE: 0, ALBA: 1, BORGES: 2, CORTEZ: 3}
    # The prelude: the Rebel Leader first, then seat order from him (6.4.1).
    prelude = replace(state, coup=replace(state.coup, phase=0))
    assert military.move_slots(prelude, BORGES) == {BORGES: 0, CORTEZ: 1, DUARTE: 2, ALBA: 3}


def test_an_earlier_mover_has_first_fire_on_a_later_one() -> None:
    """VARIANTS 6.6.1-6.6.2 (001 §13.5.1): "Units that reach a zone first may fire first, in volley 1 only, at every
    unit that came later"; "A unit's arrival rank is (coup phase, slot of the player who brought it in that phase)".
    In Coup Phase 1 (Borges Rebel Leader) Cortez moves before Borges: both enter 22, and Cortez fires first. By web
    rules the two arrivals rank equal and nobody has first fire."""
    borges = units(0, 3, Kind.SOLDIER, 23, office=Office.GENERAL_1)
    cortez = units(10, 3, Kind.SOLDIER, 12, office=Office.GENERAL_2)
    state = replace(classic_coup(borges + cortez, phase=1), first_rebel=BORGES)
    orders: list[tuple[int, Order]] = [(BORGES, Move(23, 22)), (CORTEZ, Move(12, 22)), (BORGES, Fire(22, CORTEZ))]
    dice = Dice()
    resolve_coup(state, orders, dice)
    assert [(f.firer, f.first_fire) for f in dice.calls if f.volley == 1] == [(CORTEZ, True), (BORGES, False)]
    web = Dice()
    resolve_coup(replace(state, variant="web"), orders, web)
    assert not [f for f in web.calls if f.first_fire]


# --- 6.7 bombardment -------------------------------------------------------------------------------------------
def test_bombardment_after_movement_hits_units_that_moved_in() -> None:
    """VARIANTS 6.7 (001 §13.6): "As RULES 4.6's incoming fire, except timing (6.2): a named player's units in a
    named zone, after movement"; 6.2.2 (001 §13.6, §20.2-20.3): "bombardments, on units as they stand after
    movement". Borges's soldiers move from 21 into 11, where Duarte's Airstrike (6 dice) hits two of them."""
    dice = Dice({(11, 0, DUARTE): [[6, 6, 1, 1, 1, 1]]})
    orders: list[tuple[int, Order]] = [(BORGES, Move(21, 11)), (DUARTE, Bombard("airstrike", 11, BORGES))]
    after, _ = resolve_coup(classic_coup(FIRST), orders, dice)
    assert [(f.zone, f.dice) for f in dice.calls] == [(11, 6)]
    assert len(at(after, 11, BORGES)) == 1 and at(after, 21) == []


def test_bombardment_after_movement_misses_units_that_moved_out() -> None:
    """VARIANTS 6.7 (001 §13.6): bombardment hits units "after movement": the Airstrike on 21, which Borges's
    soldiers have left, finds nobody to hit."""
    dice = Dice({(21, 0, DUARTE): [[6] * 6]})
    orders: list[tuple[int, Order]] = [(BORGES, Move(21, 11)), (DUARTE, Bombard("airstrike", 21, BORGES))]
    after, _ = resolve_coup(classic_coup(FIRST), orders, dice)
    assert len(at(after, 11, BORGES)) == 3


# --- 6.9 retreats ----------------------------------------------------------------------------------------------
def test_bombardment_losses_count_toward_retreats() -> None:
    """VARIANTS 6.9.2 (001 §20.4): "Losses compared: units lost in that zone this phase, to bombardment and to the
    volleys (001 §20.4 counts the President's bombarded Student: 5 losses). The player with the fewest stays". In 22
    Duarte's Airstrike kills two of Borges's three soldiers; then Cortez fires on him and loses one soldier to his
    return fire. Borges lost 2, Cortez 1: Borges retreats (by volley losses alone Cortez would)."""
    borges = units(0, 3, Kind.SOLDIER, 22, office=Office.GENERAL_1)
    state = classic_coup(borges + SECOND)
    orders: list[tuple[int, Order]] = [(DUARTE, Bombard("airstrike", 22, BORGES)), (CORTEZ, Fire(22, BORGES))]
    script = {(22, 0, DUARTE): [[6, 6, 1, 1, 1, 1]], (22, 1, BORGES): [[6]]}
    after, _ = resolve_coup(state, orders, Dice(script))
    assert len(at(after, 22, CORTEZ)) == 2 and at(after, 22, BORGES) == []
    assert len(at(after, 12, BORGES)) == 1  # the lowest empty neighbour of 22
    # The same battle by web rules (bombardment losses do not count): Cortez would go.
    web, _ = resolve_coup(replace(state, variant="web"), orders, Dice(script))
    assert at(web, 22, CORTEZ) == [] and len(at(web, 22, BORGES)) == 1


def test_retreat_to_an_empty_zone_with_no_preference_for_the_origin() -> None:
    """VARIANTS 6.9.3 (001 §13.5.2): "Every other player retreats all his units there into one adjacent zone: an
    empty zone (no units of anybody), chosen by his retreat order, default the lowest id ... The zone he came from
    has no preference (web's origin-first rule is not in seed 001)." Borges moves from 23 into 22 and loses a soldier
    to Cortez's first fire: he retreats to 12, the lowest empty neighbour of 22, not back to 23."""
    borges = units(0, 3, Kind.SOLDIER, 23, office=Office.GENERAL_1)
    cortez = units(10, 2, Kind.SOLDIER, 22, office=Office.GENERAL_2)
    state = classic_coup(borges + cortez)
    orders: list[tuple[int, Order]] = [(BORGES, Move(23, 22)), (BORGES, Fire(22, CORTEZ))]
    after, _ = resolve_coup(state, orders, Dice({(22, 1, CORTEZ): [[6, 1]]}))
    assert len(at(after, 12, BORGES)) == 2 and at(after, 23) == []
    assert len(at(after, 22, CORTEZ)) == 2
    # By web rules he would go back where he came from.
    web, _ = resolve_coup(replace(state, variant="web"), orders, Dice({(22, 1, CORTEZ): [[6, 1]]}))
    assert len(at(web, 23, BORGES)) == 2


def test_a_retreat_route_chooses_among_empty_zones_first() -> None:
    """VARIANTS 6.9.3 (001 §13.5.2): "an empty zone (no units of anybody), chosen by his retreat order, default the
    lowest id; if there is none, a zone whose occupants all allow it". Borges's route for 22 names 23, where
    Duarte's soldier stands (a Loyalist like him, who allows him in); 12 is empty, so he must go to 12."""
    borges = units(0, 3, Kind.SOLDIER, 27, office=Office.GENERAL_1)
    cortez = units(10, 2, Kind.SOLDIER, 22, office=Office.GENERAL_2)
    duarte = units(20, 1, Kind.SOLDIER, 23, office=Office.GENERAL_3)
    state = classic_coup(borges + cortez + duarte)
    orders: list[tuple[int, Order]] = [
        (BORGES, RetreatRoute(22, (23,))),
        (BORGES, Move(27, 22)),
        (BORGES, Fire(22, CORTEZ)),
    ]
    after, _ = resolve_coup(state, orders, Dice({(22, 1, CORTEZ): [[6, 1]]}))
    assert len(at(after, 12, BORGES)) == 2 and at(after, 23, BORGES) == []


# --- 6.12 ending a coup early ---------------------------------------------------------------------------------
def _coup_under_way(cabinet: dict[Office, int] | None = None) -> GameState:
    """Coup Phase 2 of a coup Cortez started (he is the Rebel Leader); Borges's 1st Brigade stands in 21."""
    g = set_player(classic_coup(FIRST, phase=2, cabinet=cabinet), CORTEZ, rebel=True)
    return replace(g, first_rebel=CORTEZ)


def test_a_coup_ends_early_when_every_player_concedes_the_same_side() -> None:
    """VARIANTS 6.12 (001 §13): "If all players agree who will win, the coup may stop and go straight to the
    aftermath. R: in any coup phase, if every player who owes coup orders (living, in the country, the President
    included) orders "concede: the President wins" (or all order "concede: the Rebels win"), the phase resolves
    normally and the aftermath follows with that result." In Coup Phase 2 all four concede to the Rebels: Borges's
    move still happens, and the Coup Aftermath opens with the Rebels the winners."""
    orders: list[tuple[int, Order]] = [(pid, Concede("junta")) for pid in range(4)]
    res = run(_coup_under_way(), *orders, (BORGES, Move(21, 11)))
    s = res.state
    assert s.phase is Phase.AFTERMATH and s.coup is not None and s.coup.result == "junta"
    assert len(at(s, 11, BORGES)) == 3  # the phase resolved normally
    conceded = find(res.events, "coup_conceded")
    assert conceded.public and conceded.data == {"result": "junta", "coup_round": 2}
    assert "coup_vote" not in codes(res.events)
    same = run(_coup_under_way(), *((pid, Concede("president")) for pid in range(4))).state
    assert same.phase is Phase.AFTERMATH and same.coup is not None and same.coup.result == "president"


def test_one_dissent_or_one_missing_concession_and_the_coup_goes_on() -> None:
    """VARIANTS 6.12 (001 §13): "if all players agree who will win"; R: "if every player who owes coup orders ...
    orders" the same concession; "Default: no concession". Duarte concedes to the President while the rest concede
    to the Rebels, or Duarte gives no concession: either way Coup Phase 3 follows, with no result yet."""
    three: list[tuple[int, Order]] = [(pid, Concede("junta")) for pid in (ALBA, BORGES, CORTEZ)]
    for extra in ([(DUARTE, Concede("president"))], []):
        res = run(_coup_under_way(), *three, *extra)
        s = res.state
        assert s.phase is Phase.COUP and s.coup is not None and s.coup.phase == 3 and s.coup.result is None
        assert "coup_conceded" not in codes(res.events)


def test_the_dead_and_exiles_need_not_concede() -> None:
    """VARIANTS 6.12 (001 §13): R: the concession is of "every player who owes coup orders (living, in the country,
    the President included)". Duarte is in exile (his offices kept abroad): the other three concede to the
    President and the coup ends. Dead, his concession to the Rebels is not asked for and does not count."""
    frozen = {o: h for o, h in CABINET4.items() if h != DUARTE}
    kept = (Office.GENERAL_3, Office.AIR_FORCE)
    three: list[tuple[int, Order]] = [(pid, Concede("president")) for pid in (ALBA, BORGES, CORTEZ)]
    away = set_player(_coup_under_way(frozen), DUARTE, status=Status.EXILED, kept_offices=kept)
    s = run(away, *three).state
    assert s.phase is Phase.AFTERMATH and s.coup is not None and s.coup.result == "president"
    dead = set_player(_coup_under_way(frozen), DUARTE, status=Status.DEAD)
    s = run(dead, *three, (DUARTE, Concede("junta"))).state
    assert s.phase is Phase.AFTERMATH and s.coup is not None and s.coup.result == "president"


def test_only_classic_accepts_a_concession() -> None:
    """VARIANTS 1 #30 (001 §13): "ending a coup early": web "no", classic "all players agree on the winner"; 6.12:
    "concede: the President wins" or "concede: the Rebels win". The web game refuses the order with a reason; a
    side other than the two is refused too."""
    g = _coup_under_way()
    assert validate(g, BORGES, Concede("junta")) == ()
    assert [r.code for r in validate(g, BORGES, Concede("nobody"))] == ["bad_side"]
    refused = validate(replace(g, variant="web"), BORGES, Concede("junta"))
    assert [r.code for r in refused] == ["no_concession"]
    assert "cannot end early" in english(refused[0], replace(g, variant="web"))


# --- 6.13 declarations -----------------------------------------------------------------------------------------
def _phase_six(rebels: tuple[int, ...], cabinet: dict[Office, int] | None = None) -> GameState:
    g = classic_game(phase=Phase.COUP, cabinet=cabinet)
    for pid in rebels:
        g = set_player(g, pid, rebel=True)
    return replace(g, coup=replace(military.new_coup(g), phase=6))


def _fought(state: GameState) -> GameState:
    """Coup Phase 6 resolved with no orders: the Coup Aftermath is open and no side declared yet."""
    s = run(state).state
    assert s.phase is Phase.AFTERMATH and s.coup is not None and s.coup.result is None
    return s


# Cortez's soldiers stand alone in three control points: the Radio Station (7), the Central Bank (8) and the Railway
# Station (22).
HOLDING = [
    *units(40, 2, Kind.SOLDIER, 7, office=Office.GENERAL_2),
    *units(42, 2, Kind.SOLDIER, 8, office=Office.GENERAL_2),
    *units(44, 2, Kind.SOLDIER, 22, office=Office.GENERAL_2),
]


def test_declarations_are_made_in_the_aftermath_after_coup_phase_6() -> None:
    """VARIANTS 6.13.1 (001 §14.1): "After Coup Phase 6's combat, every player declares for the President or for the
    Rebels ... R: simultaneous, secret until resolved, given as orders of the Coup Aftermath phase, which opens once
    Coup Phase 6 has resolved, and resolved first in it; the aftermath's other orders (execution, Junta vote,
    banking) are read as conditional on the result"; 1 #38: "at the end of Coup Phase 6, after its combat". A
    declaration with Coup Phase 6's orders is refused with the reason; Coup Phase 6 resolves with nobody's side
    counted and the aftermath opens undecided, each family owing its declaration. There the Rebel Cortez holds three
    control points: he declares Pro-Junta, and the Junta votes he gave in the same phase elect him; or he declares
    for the President, who then wins and whose firing squad, ordered before anyone knew, takes Cortez."""
    six = replace(classic_coup(HOLDING, phase=6), first_rebel=CORTEZ)
    six = set_player(six, CORTEZ, rebel=True)
    refused = validate(six, CORTEZ, CoupVote("junta"))
    assert [r.code for r in refused] == ["wrong_phase"] and "Coup Aftermath" in english(refused[0], six)
    res = run(six)
    after = res.state
    assert after.phase is Phase.AFTERMATH and after.coup is not None and after.coup.result is None
    assert after.coup.votes == () and "coup_fought" in codes(res.events, public=True)
    assert "coup_vote" not in codes(res.events)
    assert [d.kinds for d in duties(after, BORGES)] == [(CoupVote,)]
    assert [d.kinds for d in duties(after, CORTEZ)] == [(CoupVote,), (JuntaVote,)]
    assert [d.kinds for d in duties(after, ALBA)] == [(FiringSquad,)]  # always Pro-President
    given: list[tuple[int, Order]] = [(ALBA, FiringSquad(CORTEZ)), (CORTEZ, JuntaVote(CORTEZ))]
    for pid, order in given:
        assert validate(after, pid, order) == ()
    won = run(after, *given, (CORTEZ, CoupVote("junta")))
    assert won.state.coup is None and won.state.president == CORTEZ
    assert find(won.events, "coup_vote").data["result"] == "junta"
    assert won.state.player(CORTEZ).status is Status.ALIVE
    lost = run(after, *given, (CORTEZ, CoupVote("president")))
    assert find(lost.events, "coup_vote").data["result"] == "president"
    assert lost.state.president == ALBA and find(lost.events, "killed").data["victim"] == CORTEZ


def test_a_missing_declaration_follows_the_players_status() -> None:
    """VARIANTS 6.13.2 (001 §14.1): "Abstention does not exist (001 §14.1: all must declare). R: default for a
    missing declaration: a Rebel is Pro-Junta, a Loyalist Pro-President"; 9: "coup declaration: by status
    (6.13.2)". Cortez and Duarte are Rebels; nobody declares in the aftermath except Duarte, for the President."""
    res = run(_fought(_phase_six((CORTEZ, DUARTE))), (DUARTE, CoupVote("president")))
    votes = find(res.events, "coup_vote").data["votes"]
    assert votes == {"0": "president", "1": "president", "2": "junta", "3": "president"}


def test_the_dead_and_exiles_make_no_declaration() -> None:
    """VARIANTS 6.13.1 (001 §14.1): "A dead or exiled player makes no declaration"; the default of 6.13.2 is for
    those who must declare."""
    frozen = {o: h for o, h in CABINET4.items() if h != DUARTE}  # his offices frozen (he was killed)
    g = _fought(set_player(_phase_six((CORTEZ,), frozen), DUARTE, status=Status.DEAD))
    assert duties(g, DUARTE) == ()
    votes = find(run(g).events, "coup_vote").data["votes"]
    assert votes == {"0": "president", "1": "president", "2": "junta"}


def test_a_conceded_coup_takes_no_declarations() -> None:
    """VARIANTS 6.12 (001 §13): "the coup may stop and go straight to the aftermath" with the agreed result; 6.13.1:
    the declarations decide an undecided coup. After a concession the aftermath opens decided: a declaration is
    refused in a sentence, and nobody owes one."""
    s = run(_coup_under_way(), *((pid, Concede("president")) for pid in range(4))).state
    assert s.phase is Phase.AFTERMATH and s.coup is not None and s.coup.result == "president"
    assert [r.code for r in validate(s, BORGES, CoupVote("junta"))] == ["coup_decided"]
    assert duties(s, BORGES) == ()


# --- 6.14.4 no gifts in the aftermath ----------------------------------------------------------------------------
def test_no_gifts_or_trades_during_the_coup_aftermath() -> None:
    """VARIANTS 6.14.4 (001 §7.1, §16): "R: nobody may give away cash or cards during the Coup Aftermath phase.
    Reason: the condemned may not (001 §7.1, §16), discarding is barred then (001 §5.3), and who is condemned is
    unknown until the phase resolves"; 1 #34: gifts in the aftermath: web "any time", classic "none". Borges may
    give Cortez cash, a card or a trade in Coup Phase 6, not once the aftermath is open; the web game allows it."""
    g = give_bills(_phase_six((CORTEZ,)), BORGES, 3)
    g, [vote] = give_cards(g, BORGES, "Vote (3)")
    gifts = (GiveCash(CORTEZ, 3), GiveCards(CORTEZ, (vote,)), Trade(BORGES, CORTEZ, give_cash=3))
    for gift in gifts:
        giver = CORTEZ if isinstance(gift, Trade) else BORGES  # a trade is done by the player who accepts it
        assert check(replace(g, phase=Phase.COUP), giver, gift) == ()
        refused = check(replace(g, phase=Phase.AFTERMATH), giver, gift)
        assert [r.code for r in refused] == ["aftermath"], gift
        assert "aftermath" in english(refused[0])
        assert check(replace(g, phase=Phase.AFTERMATH, variant="web"), giver, gift) == ()


# --- 5.10 starting a coup --------------------------------------------------------------------------------------
def _locations_with_excuse() -> GameState:
    """The Locations phase after a failed budget (a coup excuse, 5.10.1); everyone goes Home."""
    return replace(classic_game(phase=Phase.LOCATIONS), excuse_from_budget=True, bank=BankState.CLOSED)


def test_a_starting_bombardment_may_hit_only_the_palace() -> None:
    """VARIANTS 5.10.2 (001 §12.3): "A coup starts with ... a bombardment of the Presidential Palace (14). R: in the
    rebel-only step a bombardment may target only units in the Palace." Duarte's Airstrike on the 1st Brigade's
    barracks lapses and starts nothing; on the Palace Guard it starts the coup and makes him a Rebel."""
    home = [(pid, ChooseLocation(Location.HOME)) for pid in range(4)]
    res = run(_locations_with_excuse(), *home, (DUARTE, Bombard("airstrike", 21, BORGES)))
    assert res.state.coup is None and res.state.phase is Phase.CABINET
    assert "Presidential Palace" in next(english(e, res.state) for e in res.events if e.code == "order_lapsed")
    res = run(_locations_with_excuse(), *home, (DUARTE, Bombard("airstrike", 14, ALBA)))
    assert res.state.phase is Phase.COUP and res.state.player(DUARTE).rebel and res.state.first_rebel == DUARTE


def test_the_prelude_refuses_at_once_what_it_does_not_allow() -> None:
    """VARIANTS 5.10.2 (001 §12.3): "R: in the rebel-only step a bombardment may target only units in the Palace";
    5.10.3 (001 §13.1, §13.2): "Whoever acts becomes a Rebel; the President never can"; 6.4.1: "Prelude: the Rebel
    Leader first, then the other actors". Both are known when the order is given: Duarte's Airstrike on the 1st
    Brigade's barracks and the President's standing coup orders are refused at once, with the reason; on the Palace
    Guard the Airstrike is accepted, and in a coup the President gives his standing orders. Another player's standing
    order given in the prelude holds once the coup starts (it is no rebel-only act)."""
    g = _locations_with_excuse()
    refused = validate(g, DUARTE, Bombard("airstrike", 21, BORGES))
    assert [r.code for r in refused] == ["prelude_palace_only"]
    assert "Presidential Palace (zone 14)" in english(refused[0], g)
    assert validate(g, DUARTE, Bombard("airstrike", 14, ALBA)) == ()
    in_coup = replace(g, phase=Phase.COUP, coup=replace(military.new_coup(g), phase=1))
    assert validate(in_coup, DUARTE, Bombard("airstrike", 21, BORGES)) == ()
    for standing in (LossOrder(("palace_guard",)), RetreatRoute(14, (13,)), RetreatPermission(allow=(BORGES,))):
        refused = validate(g, ALBA, standing)
        assert [r.code for r in refused] == ["president_prelude"], standing
        assert "gives no orders in the rebel-only step" in english(refused[0], g)
        assert validate(in_coup, ALBA, standing) == ()
        assert validate(g, CORTEZ, standing) == ()
    home = [(pid, ChooseLocation(Location.HOME)) for pid in range(4)]
    s = run(g, *home, (DUARTE, Bombard("airstrike", 14, ALBA)), (CORTEZ, LossOrder(("soldier",)))).state
    assert s.coup is not None and (CORTEZ, ("soldier",)) in s.coup.loss_orders and not s.player(CORTEZ).rebel


def test_a_stack_move_beyond_the_allowance_is_accepted_and_told() -> None:
    """VARIANTS 6.5.1 (001 §13.4): "Stack moves: one per player per phase ... Holding two offices gives no second
    move"; 6.5.2: the Helicopter's "move is its owner's stack move for the phase". Only the whole set of a player's
    orders tells that one of them finds no stack move left: each is accepted, and the player is told which will not be
    carried out (rules.junta.lapses, in his echo and on his Done summary). Borges (Minister and 1st General) moves his
    soldiers and his Police: the second move is told, and lapses. With his Helicopter's flight and a move of his
    soldiers, the note says the flight is his stack move."""
    police = [Unit(20, Kind.POLICE, 12, office=Office.MINISTER)]
    state = classic_coup(FIRST + police)
    first, second = Move(21, 11), Move(12, 22)
    assert validate(state, BORGES, first) == () and validate(state, BORGES, second) == ()
    assert lapses(state, BORGES, [first]) == {}
    told = {k: english(v, state) for k, v in lapses(state, BORGES, [first, second]).items()}
    assert told == {second.key(): "It is your 2nd stack move this phase and you have 1: it will not be carried out."}
    _, events = resolve_coup(state, [(BORGES, first), (BORGES, second)])
    told_lapsed = [english(e) for e in events if e.code == "lapsed_no_stack_move"]
    assert told_lapsed == ["You have no stack move left this phase."]
    heli = units(30, 1, Kind.HELICOPTER, 12, owner=BORGES, card="Helicopter Attack")
    flight = Move(12, 14, via=13)
    flown = lapses(classic_coup(FIRST + heli), BORGES, [flight, first])
    said = english(flown[first.key()], state)
    assert list(flown) == [first.key()] and "the Helicopter's flight is its owner's stack move" in said


def test_a_straw_mans_second_move_is_accepted_and_told() -> None:
    """VARIANTS 10.9.1 (R; 001 §13.4, §17.10): "Stack moves: one per real player and one per living straw man, each
    straw man's made by his faction leader in the straw man's slot". A second move given for one straw man is told
    as his: it will not be carried out."""
    from tests.rules.mini_helpers import BEARD, OPP, mini_game

    s = mini_game(phase=Phase.COUP, factions={BEARD: OPP})
    s = replace(s, coup=replace(military.new_coup(s), phase=1))
    moves = [Move(2, 1), Move(2, 4, (("soldier", 2),))]
    assert all(validate(s, BEARD, m) == () for m in moves)
    assert {k: english(v, s) for k, v in lapses(s, BEARD, moves).items()} == {
        moves[1].key(): "It is Beard's 2nd stack move this phase and a straw man has 1: it will not be carried out."
    }


def test_no_foreign_intervention_forces() -> None:
    """VARIANTS 5.10.4: "No foreign intervention die (no Foreign Minister)"; 1 #14: "New Weapons, Bodyguard, Tanks,
    Labor Rioter, foreign intervention": "none". A coup starts with no intervention forces on or off the map."""
    home = [(pid, ChooseLocation(Location.HOME)) for pid in range(4)]
    for i in range(12):
        s = run(_locations_with_excuse(), *home, (DUARTE, Bombard("airstrike", 14, ALBA)), seed=f"fi{i}").state
        assert s.coup is not None and s.coup.intervention == () and s.coup.intervention_airstrikes_left == 0
        assert not [u for u in s.coup.units if u.office is Office.FOREIGN_MINISTER]


def test_no_foreign_intervention_die_is_rolled() -> None:
    """VARIANTS 5.10.4: "No foreign intervention die (no Foreign Minister)"."""
    home = [(pid, ChooseLocation(Location.HOME)) for pid in range(4)]
    res = run(_locations_with_excuse(), *home, (DUARTE, Bombard("airstrike", 14, ALBA)))
    assert res.state.coup is not None and res.state.coup.intervention_roll is None
    assert "intervention" not in codes(res.events)


def _hq_locations(*rebel: tuple[int, Order], seed: str = "s") -> tuple[GameState, list[str]]:
    """The Locations phase of round 1 with no coup excuse: Cortez at HQ, the others at Home; then these rebel-only
    orders. The state after it and the lapse messages."""
    g = classic_game(phase=Phase.LOCATIONS)
    home = [(pid, ChooseLocation(Location.HQ if pid == CORTEZ else Location.HOME)) for pid in range(4)]
    res = run(g, *home, *rebel, seed=seed)
    return res.state, [english(e, res.state) for e in res.events if e.code.startswith(("order_lapsed", "lapsed_"))]


def test_without_excuse_or_hq_a_player_may_join_a_coup_somebody_else_starts() -> None:
    """VARIANTS 5.10.1 (001 §12.2, §12.3, §13.1): "The excuse or HQ is what starting the coup needs: once it has
    started, the others may join in the prelude if they want to be Rebels ... Engine (R): a rebel-only order of a
    player with neither excuse nor HQ takes effect only if the coup starts ...; he then becomes a Rebel"; 5.10.3:
    "a player who could only join (5.10.1) is never the Rebel Leader". Duarte, at Home with no excuse, orders his
    brigade from 2 into 1 before Cortez, at HQ, takes rebel-only action: the coup starts, Duarte's brigade moves,
    both are Rebels and Cortez is the Rebel Leader. By web rules Duarte's order lapses (RULES 4.5 step 4)."""
    s, lapsed = _hq_locations((DUARTE, Move(2, 1)), (CORTEZ, RebelAction()))
    assert s.phase is Phase.COUP and s.coup is not None and lapsed == []
    assert len(at(s, 1, DUARTE)) == 6 and at(s, 2) == []
    assert [p.rebel for p in s.players] == [False, False, True, True]
    assert s.first_rebel == CORTEZ
    # Web (CABINET6: player 4 is the 3rd General, player 2 at HQ): the order lapses and only player 2 rebels.
    web = game(phase=Phase.LOCATIONS)
    home = [(pid, ChooseLocation(Location.HQ if pid == 2 else Location.HOME)) for pid in range(6)]
    res = run(web, *home, (4, Move(2, 1)), (2, RebelAction()))
    assert res.state.phase is Phase.COUP and [p.id for p in res.state.players if p.rebel] == [2]
    assert "With no coup excuse and not at HQ" in english(find(res.events, "lapsed_no_excuse"), res.state)


def test_a_joiners_order_lapses_if_nobody_starts_the_coup() -> None:
    """VARIANTS 5.10.1 (001 §12.2): "without one [an excuse], only a player at HQ" may start the coup; "Engine (R):
    a rebel-only order of a player with neither excuse nor HQ takes effect only if the coup starts, i.e. if at least
    one rebel-only action of a player with an excuse or at HQ happened". Cortez is at HQ but does nothing: Duarte's
    move (or his bare rebel-only action) lapses, with the reason, and no coup follows."""
    for order in (Move(2, 1), RebelAction()):
        s, lapsed = _hq_locations((DUARTE, order))
        assert s.coup is None and s.phase is Phase.CABINET and s.turn == 2
        assert not s.player(DUARTE).rebel and s.first_rebel is None
        assert lapsed == [
            "Nobody with a coup excuse or at HQ started a coup, so your rebel-only action could not happen."
        ]


# --- 5.7.4 returning during a coup -----------------------------------------------------------------------------
def _exile_in_a_coup() -> GameState:
    """Cortez fled in round 1's Locations phase; now a coup is on (Coup Phase 2). In the North Embassy (5) stand a
    Student of Cortez's own and a Student of Duarte's."""
    g = classic_game(phase=Phase.LOCATIONS)
    s = run(g, *((pid, ChooseLocation(None if pid == CORTEZ else Location.HOME)) for pid in range(4))).state
    s = replace(s, phase=Phase.COUP)
    coup = military.new_coup(s)
    n = coup.next_id
    mine = (Unit(n, Kind.STUDENT, 5, owner=CORTEZ), Unit(n + 1, Kind.STUDENT, 5, owner=DUARTE))
    return replace(s, coup=replace(coup, phase=2, units=coup.units + mine, next_id=n + 2))


def test_in_a_coup_only_another_players_unit_with_safe_passage_lets_an_exile_back() -> None:
    """VARIANTS 5.7.4 (001 §9.1, §13.3): "He is safe if ... (b) a coup is on and his embassy holds at least one unit
    of another player who grants him safe passage"; "R: his own unit in the embassy does not make him safe: seed 001
    asks for another player's unit, and an exile commands no units (001 §9.1). (Web allows it: RULES 4.7.)"; 5.7.5:
    back, he takes his offices back at once. The Minister (Borges) lists Cortez to be shot on return: through his own
    Student alone Cortez is shot; with Duarte's safe passage he is back, with his offices."""
    g = replace(_exile_in_a_coup(), minister_return_list=(CORTEZ,))
    alone = run(g, (CORTEZ, ReturnFromExile(5)))
    assert alone.state.player(CORTEZ).status is Status.DEAD and "no_safe_passage" in codes(alone.events)
    helped = run(g, (CORTEZ, ReturnFromExile(5)), (DUARTE, SafePassage(CORTEZ, 5)))
    s = helped.state
    assert s.player(CORTEZ).status is Status.ALIVE
    assert s.offices_of(CORTEZ) == (Office.GENERAL_2, Office.ADMIRAL)
    assert "offices_resumed" in codes(helped.events, public=True)


def test_an_exile_may_come_home_during_a_coup_at_the_ministers_mercy() -> None:
    """VARIANTS 5.7.4 (001 §9.1): "Returning (001 §9.1): any time, by an order. ... Otherwise the Minister may have him
    shot, and it succeeds without a roll, unless ... (e) the Minister lets him be"; "R for (e): the Minister's standing
    list of whom to shoot on return, default nobody"; 5.7.5: "a returned exile takes his offices back at once (2.4)".
    In Coup Phase 2, with no embassy named and nobody's safe passage, Cortez comes home: the Minister lists nobody, so
    he is back; the Brother-in-Law gives up the 2nd Brigade, and with it the President's extra stack move, in this
    very phase; Cortez commands his brigade from the next order on. A return given
    in the Locations phase whose rebel-only step starts the coup brings him home too."""
    g = _exile_in_a_coup()
    assert g.seat(Office.GENERAL_2).brother_in_law and military.stack_moves(g, ALBA) == 2
    res = run(g, (CORTEZ, ReturnFromExile()))
    s = res.state
    assert s.player(CORTEZ).status is Status.ALIVE and s.offices_of(CORTEZ) == (Office.GENERAL_2, Office.ADMIRAL)
    assert s.brother_in_law is None and military.stack_moves(s, ALBA) == 1
    assert "returned" in codes(res.events, public=True)
    assert validate(s, CORTEZ, Move(20, 19)) == ()
    # In the Locations phase that starts the coup (Duarte's Airstrike on the Palace, with the failed budget's excuse).
    fled = _exile_in_a_coup()
    locations = replace(fled, phase=Phase.LOCATIONS, coup=None, excuse_from_budget=True, bank=BankState.CLOSED)
    home = [(pid, ChooseLocation(Location.HOME)) for pid in (ALBA, BORGES, DUARTE)]
    res = run(locations, *home, (DUARTE, Bombard("airstrike", 14, ALBA)), (CORTEZ, ReturnFromExile()))
    assert res.state.phase is Phase.COUP and res.state.player(CORTEZ).status is Status.ALIVE


# --- 6.5.2 the Helicopter -------------------------------------------------------------------------------------
def test_the_helicopter_drops_off_the_units_it_carries() -> None:
    """VARIANTS 6.5.2 (001 §13.4): "units of its owner that start in A go with it to B and stop there, and it flies on
    alone to C"; "Ground units never move more than one zone"."""
    heli = units(0, 1, Kind.HELICOPTER, 12, owner=BORGES, card="Helicopter Attack")
    students = units(1, 2, Kind.STUDENT, 12, owner=BORGES, card="Students")
    state = classic_coup(heli + students)
    after, _ = resolve_coup(state, [(BORGES, Move(12, 14, via=13))])
    assert [u.kind for u in at(after, 14, BORGES)] == [Kind.HELICOPTER]
    assert len(at(after, 13, BORGES)) == 2 and not at(after, 12)


def test_the_helicopter_picks_up_units_on_the_way() -> None:
    """VARIANTS 6.5.2 (001 §13.4): "(b) it flies alone to B, picks up units of its owner there that have not moved
    this phase, and takes them on to C"."""
    heli = units(0, 1, Kind.HELICOPTER, 12, owner=BORGES, card="Helicopter Attack")
    students = units(1, 2, Kind.STUDENT, 13, owner=BORGES, card="Students")
    state = classic_coup(heli + students)
    after, _ = resolve_coup(state, [(BORGES, Move(12, 14, (("helicopter", 0),), via=13, pick_up=True))])
    assert len(at(after, 14, BORGES)) == 3 and not at(after, 13) and not at(after, 12)


def test_the_web_helicopter_flies_alone() -> None:
    """RULES 4.6 (web): the Helicopter moves two zones on its own; it carries nobody and picks nobody up."""
    heli = units(0, 1, Kind.HELICOPTER, 12, owner=BORGES, card="Helicopter Attack")
    students = units(1, 2, Kind.STUDENT, 12, owner=BORGES, card="Students")
    state = replace(classic_coup(heli + students), variant="web")
    assert [r.code for r in validate(state, BORGES, Move(12, 14, via=13))] == ["helicopter_only"]
    alone = Move(12, 14, (("helicopter", 0),), via=13, pick_up=True)
    assert [r.code for r in validate(state, BORGES, alone)] == ["no_pick_up"]


# --- 6.14.2 the Junta's tie -------------------------------------------------------------------------------------
def _junta_tie(tie: tuple[int, ...]) -> GameState:
    """The Rebels (Borges, the Rebel Leader, and Cortez) won; Borges votes for Cortez, Cortez for Duarte: a tie."""
    from rules.junta.orders import JuntaVote

    g = classic_game(phase=Phase.AFTERMATH)
    g = set_player(set_player(g, BORGES, rebel=True), CORTEZ, rebel=True)
    g = replace(g, first_rebel=BORGES, coup=replace(military.new_coup(g), phase=6, result="junta"))
    return run(g, (BORGES, JuntaVote(CORTEZ, tie)), (CORTEZ, JuntaVote(DUARTE)), seed="tie").state


def test_the_rebel_leader_decides_a_tied_junta() -> None:
    """VARIANTS 6.14.2 (001 §15): "A tie: the Rebel Leader decides (001 §15). R: his standing tie order among the
    tied; default the tied candidate he voted for, else lot". Borges's tie order names Duarte: Duarte is President;
    without one, his own vote (Cortez) decides."""
    assert _junta_tie((DUARTE, CORTEZ)).president == DUARTE
    assert _junta_tie(()).president == CORTEZ


def test_web_games_take_no_tie_order() -> None:
    """RULES 4.7 (web): "the First Rebel's vote, if for a tied candidate" breaks a tie; no standing order for it."""
    from rules.junta.orders import JuntaVote
    from rules.junta.validate import validate

    g = classic_game(phase=Phase.AFTERMATH)
    g = set_player(replace(g, variant="web"), BORGES, rebel=True)
    g = replace(g, coup=replace(military.new_coup(g), phase=6, result="junta"))
    assert [r.code for r in validate(g, BORGES, JuntaVote(CORTEZ, (DUARTE,)))] == ["no_tie_order"]
