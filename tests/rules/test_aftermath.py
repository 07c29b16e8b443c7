"""The coup aftermath (RULES 4.7) as executable rules: the President's firing squad, the Junta's election, every
player's "if I am elected, execute X", the Bank closed for lunch reopening, and the end of the coup. One test per
rule clause; each docstring quotes the rule.

The standard cabinet of `helpers.CABINET6` plus Garza (6) without office: Alba (0) President; Borges (1) Minister
and Air Force; Cortez (2) 1st General and Minister of War; Duarte (3) 2nd General and Foreign Minister; Esteban (4)
3rd General and Farm & Labor; Fuentes (5) Admiral.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from rules.junta import military
from rules.junta.cards import card
from rules.junta.money import total
from rules.junta.offices import Office
from rules.junta.orders import (
    Banking,
    Bombard,
    ChooseLocation,
    ExecuteIfElected,
    FiringSquad,
    JuntaVote,
    Move,
    Order,
    PlayCard,
    PlayCoupCard,
    Transfer,
)
from rules.junta.state import BankState, GameState, Location, Phase, Status
from rules.junta.units import Kind
from rules.junta.validate import validate
from tests.rules.helpers import cash, codes, find, game, give_bills, give_cards, run, set_player, swiss

PRESIDENT, MINISTER, CORTEZ, DUARTE, ESTEBAN, FUENTES, GARZA = range(7)
SEEDS = [f"after{i}" for i in range(40)]


def aftermath(result: str, rebels: tuple[int, ...] = (CORTEZ, DUARTE, ESTEBAN), first: int | None = None) -> GameState:
    """The aftermath of a coup with this result; these players are Rebels, `first` the First Rebel."""
    g = game(n=7, phase=Phase.AFTERMATH)
    for pid in range(7):
        g = set_player(g, pid, location=Location.HOME)
    for pid in rebels:
        g = set_player(g, pid, rebel=True)
    coup = replace(military.new_coup(g), phase=6, result=result)
    return replace(g, coup=coup, first_rebel=first if first is not None else (rebels[0] if rebels else None))


def rejected(g: GameState, pid: int, order: Order) -> list[str]:
    return [r.code for r in validate(g, pid, order)]


def killed(res_events: tuple[object, ...]) -> list[object]:
    return [e.data["victim"] for e in res_events if getattr(e, "code", "") == "killed"]  # type: ignore[attr-defined]


def new_president(g: GameState, *orders: tuple[int, Order], seed: str = "s") -> int | None:
    return run(g, *orders, seed=seed).state.president


# --- the President won: the firing squad -------------------------------------------------------------------------
def test_firing_squad_default_nobody() -> None:
    """RULES 4.7: "President won: he may send one Rebel to the firing squad (default nobody)"."""
    res = run(aftermath("president"))
    assert killed(res.events) == [] and "mercy" in codes(res.events, public=True)


def test_firing_squad_executes_one_rebel_with_assassination_effects() -> None:
    """RULES 4.7: "Execution = assassination effects, cash to the President"."""
    g = give_bills(aftermath("president"), CORTEZ, 3, 2)
    g, (c,) = give_cards(g, CORTEZ, "Amateur Assassin")
    res = run(g, (PRESIDENT, FiringSquad(CORTEZ)))
    s = res.state
    assert killed(res.events) == [CORTEZ]
    # Death lasts "until the next turn begins" (the aftermath ends the turn): he died this turn, lost his cards.
    assert s.players[CORTEZ].died_turn == g.turn and c not in s.players[CORTEZ].hand
    assert cash(s, PRESIDENT) == 5 and c in s.discards
    assert s.holder(Office.GENERAL_1) is None and s.holder(Office.MINISTER_OF_WAR) is None
    assert s.brother_in_law in (Office.GENERAL_1, Office.MINISTER_OF_WAR)


def test_loyalists_are_immune_from_the_firing_squad() -> None:
    """Web rules: "the choice is limited to players who are Rebels. Loyalist players are immune from execution by
    a sitting President"."""
    g = aftermath("president")
    assert rejected(g, PRESIDENT, FiringSquad(FUENTES)) == ["not_a_rebel"]
    res = run(g, (PRESIDENT, FiringSquad(FUENTES)))
    assert res.state.players[FUENTES].status is Status.ALIVE


def test_exiles_cannot_be_sent_to_the_firing_squad() -> None:
    """RULES 4.7: "Exiles cannot be executed"."""
    g = set_player(aftermath("president", rebels=(CORTEZ, GARZA)), GARZA, status=Status.EXILED, location=None)
    assert rejected(g, PRESIDENT, FiringSquad(GARZA)) == ["exiled"]
    res = run(g, (PRESIDENT, FiringSquad(GARZA)))
    assert res.state.players[GARZA].status is Status.EXILED


def test_only_the_president_sends_to_the_firing_squad() -> None:
    """RULES 4.7: "he may send one Rebel to the firing squad"."""
    g = aftermath("president")
    assert rejected(g, FUENTES, FiringSquad(CORTEZ)) == ["not_president"]
    assert rejected(aftermath("junta"), PRESIDENT, FiringSquad(CORTEZ)) == ["wrong_phase"]


# --- the Rebels won: the Junta ---------------------------------------------------------------------------------
def test_the_junta_all_rebels_one_vote_each() -> None:
    """RULES 4.7: "the Junta (all Rebels, one vote each) elects a President"."""
    g = aftermath("junta")
    assert rejected(g, FUENTES, JuntaVote(FUENTES)) == ["not_a_rebel"]
    res = run(g, (CORTEZ, JuntaVote(ESTEBAN)), (DUARTE, JuntaVote(ESTEBAN)), (ESTEBAN, JuntaVote(CORTEZ)))
    assert res.state.president == ESTEBAN
    assert find(res.events, "junta_vote").data["tally"] == {str(ESTEBAN): 2, str(CORTEZ): 1}


def test_the_junta_elects_among_living_players_not_in_exile() -> None:
    """RULES 4.7: "elects a President among living players not in exile"; web rules: "Any live player may be
    elected by the Junta, including the sitting President"."""
    g = set_player(aftermath("junta"), GARZA, status=Status.EXILED, location=None)
    assert rejected(g, CORTEZ, JuntaVote(GARZA)) == ["not_eligible"]
    g2 = set_player(aftermath("junta"), GARZA, status=Status.DEAD, location=None)
    assert rejected(g2, CORTEZ, JuntaVote(GARZA)) == ["not_eligible"]
    assert new_president(g, (CORTEZ, JuntaVote(FUENTES))) == FUENTES  # a Loyalist may be elected
    assert new_president(g, (CORTEZ, JuntaVote(PRESIDENT))) == PRESIDENT


def test_a_junta_tie_is_broken_by_the_first_rebel() -> None:
    """RULES 4.7: "a tie is broken by the First Rebel if he voted for a tied candidate and is alive and in the
    country"."""
    for first, winner in ((DUARTE, FUENTES), (CORTEZ, ESTEBAN)):
        g = aftermath("junta", rebels=(CORTEZ, DUARTE), first=first)
        for seed in SEEDS[:10]:
            assert new_president(g, (CORTEZ, JuntaVote(ESTEBAN)), (DUARTE, JuntaVote(FUENTES)), seed=seed) == winner


def test_a_junta_tie_goes_by_lot_when_the_first_rebel_voted_otherwise() -> None:
    """RULES 4.7: "... else by lot": the First Rebel (Esteban) did not vote, or voted for nobody tied."""
    g = aftermath("junta", rebels=(MINISTER, CORTEZ, DUARTE, ESTEBAN, GARZA), first=ESTEBAN)
    silent: Counter[int | None] = Counter()
    other: Counter[int | None] = Counter()
    for seed in SEEDS:
        silent[new_president(g, (CORTEZ, JuntaVote(FUENTES)), (DUARTE, JuntaVote(MINISTER)), seed=seed)] += 1
        other[
            new_president(
                g,
                (CORTEZ, JuntaVote(FUENTES)),
                (DUARTE, JuntaVote(FUENTES)),
                (GARZA, JuntaVote(MINISTER)),
                (MINISTER, JuntaVote(MINISTER)),
                (ESTEBAN, JuntaVote(PRESIDENT)),
                seed=seed,
            )
        ] += 1
    assert set(silent) == {FUENTES, MINISTER} and set(other) == {FUENTES, MINISTER}


def test_a_dead_first_rebel_breaks_no_tie() -> None:
    """RULES 4.7: the First Rebel breaks ties only if he "is alive and in the country": dead, lot decides."""
    g = set_player(
        aftermath("junta", rebels=(CORTEZ, DUARTE, GARZA), first=GARZA), GARZA, status=Status.DEAD, location=None
    )
    wins = Counter(
        new_president(g, (CORTEZ, JuntaVote(FUENTES)), (DUARTE, JuntaVote(MINISTER)), seed=seed) for seed in SEEDS
    )
    assert set(wins) == {FUENTES, MINISTER}


def test_no_junta_votes_lot_among_living_rebels() -> None:
    """RULES 4.7: "no votes: lot among living Rebels"."""
    g = set_player(
        aftermath("junta", rebels=(CORTEZ, DUARTE, ESTEBAN, GARZA)), GARZA, status=Status.DEAD, location=None
    )
    wins = Counter(new_president(g, seed=seed) for seed in SEEDS)
    assert set(wins) == {CORTEZ, DUARTE, ESTEBAN}


def test_a_new_president_gives_up_his_other_offices() -> None:
    """RULES 4.5: "Whoever becomes President mid-turn gives up his other offices to the Brother-in-Law"."""
    res = run(aftermath("junta"), (CORTEZ, JuntaVote(ESTEBAN)))
    s = res.state
    assert s.president == ESTEBAN and s.holder(Office.PRESIDENT) == ESTEBAN
    assert s.offices_of(ESTEBAN) == (Office.PRESIDENT,)
    assert s.brother_in_law in (Office.GENERAL_3, Office.FARM_LABOR)


def test_rigged_vote_counts_twice_in_the_junta() -> None:
    """cards.toml: Rigged Vote: "Played only at the end of a coup: its owner's vote counts twice in the Junta's
    election"."""
    g = aftermath("junta", rebels=(CORTEZ, DUARTE, ESTEBAN, GARZA), first=DUARTE)
    g, (rv,) = give_cards(g, CORTEZ, "Rigged Vote")
    assert card(rv).when == "coup_end"
    orders = (
        (CORTEZ, JuntaVote(ESTEBAN)),
        (GARZA, JuntaVote(ESTEBAN)),
        (DUARTE, JuntaVote(FUENTES)),
        (ESTEBAN, JuntaVote(FUENTES)),
    )
    assert new_president(g, *orders) == FUENTES
    res = run(g, (CORTEZ, PlayCard(rv)), *orders)
    assert res.state.president == ESTEBAN
    assert rv in res.state.discards  # one use


# --- "if I am elected, execute X" ------------------------------------------------------------------------------------
def test_only_the_new_presidents_execution_order_is_carried_out() -> None:
    """RULES 4.7: "Every player also submits a conditional "if I am elected, execute X"; the new President's order
    is carried out"."""
    g = give_bills(aftermath("junta"), FUENTES, 3)
    res = run(
        g,
        (CORTEZ, JuntaVote(ESTEBAN)),
        (ESTEBAN, ExecuteIfElected(FUENTES)),
        (CORTEZ, ExecuteIfElected(MINISTER)),
        (DUARTE, ExecuteIfElected(PRESIDENT)),
    )
    s = res.state
    assert killed(res.events) == [FUENTES]
    assert s.players[MINISTER].status is Status.ALIVE and s.players[PRESIDENT].status is Status.ALIVE
    assert cash(s, ESTEBAN) == 3  # "cash to the President"


def test_a_newly_elected_president_may_execute_any_player() -> None:
    """Web rules: "A newly elected President may execute ANY one player. This also applies to a newly elected
    President who was also the President before the coup": a Loyalist, or the old President."""
    res = run(aftermath("junta"), (CORTEZ, JuntaVote(DUARTE)), (DUARTE, ExecuteIfElected(PRESIDENT)))
    assert killed(res.events) == [PRESIDENT] and res.state.president == DUARTE
    res = run(aftermath("junta"), (CORTEZ, JuntaVote(PRESIDENT)), (PRESIDENT, ExecuteIfElected(FUENTES)))
    assert killed(res.events) == [FUENTES] and res.state.president == PRESIDENT


def test_the_execution_has_assassination_effects() -> None:
    """RULES 4.7: "Execution = assassination effects": cards lost, offices pass on."""
    g, (c,) = give_cards(aftermath("junta"), FUENTES, "Labor Union", influence=True)
    res = run(g, (CORTEZ, JuntaVote(ESTEBAN)), (ESTEBAN, ExecuteIfElected(FUENTES)))
    s = res.state
    assert s.players[FUENTES].died_turn == g.turn and c not in s.players[FUENTES].influence and c in s.discards
    assert s.holder(Office.ADMIRAL) is None


def test_exiles_cannot_be_executed_by_the_new_president() -> None:
    """RULES 4.7: "Exiles cannot be executed"."""
    g = set_player(aftermath("junta"), GARZA, status=Status.EXILED, location=None)
    assert rejected(g, ESTEBAN, ExecuteIfElected(GARZA)) == ["exiled"]
    res = run(g, (CORTEZ, JuntaVote(ESTEBAN)), (ESTEBAN, ExecuteIfElected(GARZA)))
    assert res.state.players[GARZA].status is Status.EXILED and killed(res.events) == []


def test_execution_default_nobody() -> None:
    """Web rules: "A newly elected President who does not specify an execution order ... will be assumed to
    benevolently execute no one"."""
    res = run(aftermath("junta"), (CORTEZ, JuntaVote(ESTEBAN)), (ESTEBAN, ExecuteIfElected(None)))
    assert killed(res.events) == []
    res = run(aftermath("junta"), (CORTEZ, JuntaVote(ESTEBAN)))
    assert killed(res.events) == []


# --- the Bank closed for lunch ---------------------------------------------------------------------------------
def _lunch(result: str) -> GameState:
    g = replace(aftermath(result), bank=BankState.LUNCH, chamber_seized=True)
    g = give_bills(g, CORTEZ, 3, 2)
    g = give_bills(g, FUENTES, 2)
    for pid in (CORTEZ, FUENTES):
        g = set_player(g, pid, location=Location.BANK)
    return g


def test_the_bank_closed_for_lunch_reopens_and_this_phases_banking_resolves() -> None:
    """RULES 4.7: "Then a Bank closed for lunch reopens and banking orders given this phase resolve (an executed
    player's do not)"."""
    res = run(
        _lunch("president"),
        (PRESIDENT, FiringSquad(CORTEZ)),
        (CORTEZ, Banking(deposit=5)),
        (FUENTES, Banking(deposit=2)),
    )
    s = res.state
    assert s.bank is BankState.OPEN and "bank_reopens" in codes(res.events, public=True)
    assert swiss(s, FUENTES) == 2 and swiss(s, CORTEZ) == 0
    assert cash(s, PRESIDENT) == 5  # Cortez's cash went to the President, not into his account
    res = run(
        _lunch("junta"),
        (DUARTE, JuntaVote(ESTEBAN)),
        (ESTEBAN, ExecuteIfElected(CORTEZ)),
        (CORTEZ, Banking(deposit=5)),
        (FUENTES, Banking(deposit=2)),
    )
    assert swiss(res.state, FUENTES) == 2 and swiss(res.state, CORTEZ) == 0 and cash(res.state, ESTEBAN) == 5


def test_a_bank_closed_for_the_turn_stays_closed() -> None:
    """RULES 4.4: not seized, "the Bank is closed for the rest of the turn": only a Bank closed for lunch
    reopens."""
    g = replace(_lunch("president"), bank=BankState.CLOSED, chamber_seized=False)
    res = run(g, (FUENTES, Banking(deposit=2)))
    assert swiss(res.state, FUENTES) == 0 and "bank_reopens" not in codes(res.events)


# --- the end of the coup -------------------------------------------------------------------------------------------
def test_every_unit_leaves_the_map_and_the_turn_ends() -> None:
    """RULES 4.7: "End of the coup: every unit leaves the map; transfers and bribes end"; web rules: "Following the
    resolution of the Coup Aftermath phase, the game returns to the beginning of a new Turn"."""
    g = aftermath("president")
    res = run(g)
    assert res.state.coup is None and "coup_over" in codes(res.events, public=True)
    assert res.state.phase is Phase.CABINET and res.state.turn == g.turn + 1
    assert not any(p.rebel for p in res.state.players) and res.state.first_rebel is None


def _coup_through(g: GameState, *rebel_orders: tuple[int, Order]) -> GameState:
    locs = [(pid, ChooseLocation(Location.HQ if pid in (CORTEZ, DUARTE) else Location.HOME)) for pid in range(7)]
    res = run(g, *locs, *rebel_orders)
    assert res.state.coup is not None
    return res.state


def test_the_next_coup_starts_again_from_the_start_zones_with_three_airstrikes() -> None:
    """RULES 4.7: "Each coup starts from section 8's start zones at full strength ... with three Airstrikes.
    Card-placed and intervention units exist only in the coup they entered"."""
    g = game(n=7, phase=Phase.LOCATIONS)
    g, (militia,) = give_cards(g, DUARTE, "Raise the People's Militia")
    s = _coup_through(g, (CORTEZ, Move(21, 26)), (DUARTE, PlayCoupCard(militia)), (CORTEZ, Transfer(21, DUARTE)))
    res = run(s, (MINISTER, Bombard("airstrike", 26, CORTEZ)))
    s = res.state
    assert s.coup is not None and s.coup.airstrikes_left == 2
    # Jump to the aftermath and end the coup.
    s = replace(s, phase=Phase.AFTERMATH, coup=replace(s.coup, phase=6, result="president"))
    s = run(s).state
    assert s.coup is None
    # The next turn's rebel-only action: a fresh coup.
    s = replace(s, phase=Phase.LOCATIONS)
    s = _coup_through(s, (DUARTE, Move(20, 19)))
    assert s.coup is not None and s.coup.airstrikes_left == 3
    assert not [u for u in s.coup.units if u.card and u.card != "intervention"]
    assert {u.controller for u in s.coup.units} == {None}
    fresh = military.start_units(s)
    soldiers = sorted(u.zone for u in s.coup.units if u.kind is Kind.SOLDIER and u.zone is not None)
    assert soldiers == sorted([19] * 5 + [21] * 5 + [2] * 5)
    assert len([u for u in s.coup.units if u.card != "intervention"]) == len(fresh)
    assert total(s.out_of_play) == 0
