"""The orders the computer families never gave before (issue 25: "each card kind and each order kind the engine has
is something a computer family uses when it helps it"): classic's ballot 2 source by source, a hopeless candidate's
decline and a candidate's "if I am elected, appoint ...", Mini-Junta's opposition brigade and President's choice, a
President's resignation, a family's new head, safe passage. One scenario each: the order is given where it helps,
and the engine accepts it (`rules.junta.validate`)."""

from __future__ import annotations

import random
from dataclasses import replace

from rules.events import PUBLIC, Event
from rules.junta.computer import military
from rules.junta.context import Ctx
from rules.junta.offices import GENERALS, Office
from rules.junta.orders import (
    AppointIfElected,
    Ballot,
    BudgetVote,
    CastSource,
    Choice,
    Decline,
    ElectionVote,
    NameHead,
    OppositionBrigade,
    Order,
    PresidentChoice,
    Resign,
    ReturnFromExile,
    SafePassage,
    Submitted,
)
from rules.junta.phases.coup import returns
from rules.junta.state import GameState, Phase, Status
from rules.junta.units import BARRACKS, Kind, Unit
from rules.junta.validate import validate
from tests.rules import test_coup_moves as coup_moves
from tests.rules.classic_helpers import ALBA, BORGES, CABINET4, CORTEZ, DUARTE, ESTEBAN, classic_game
from tests.rules.helpers import game, give_cards, run
from tests.rules.mini_helpers import mini_game
from tests.rules.test_classic_votes import _budget_vote
from tests.rules.test_computer import MINISTER, PRESIDENT, decide

YES, NO = Choice.YES, Choice.NO


def _legal(state: GameState, pid: int, orders: tuple[Order, ...]) -> None:
    assert all(validate(state, pid, o) == () for o in orders), [(o, validate(state, pid, o)) for o in orders]


# --- classic: ballot 2 source by source ------------------------------------------------------------------------
def test_ballot_two_casts_its_sources_one_by_one_and_a_vote_card_only_where_it_swings() -> None:
    """VARIANTS 4.2.2: "Each source is cast at most once per vote, in ballot 1 or in ballot 2"; 4.2.3: ballot 1 is
    published before ballot 2. Cortez (2nd General, Admiral) wants the budget that pays him and cast nothing in
    ballot 1: in ballot 2 he casts his two offices yes one by one (`/vote cast`); his Vote (3) only when ballot 1's
    count shows the budget failing without it (Borges and Duarte voted no: 4 to 1), and then it passes 6 to 4."""
    s, (card,) = give_cards(_budget_vote(), CORTEZ, "Vote (3)")
    yes, no = BudgetVote(Ballot(YES)), BudgetVote(Ballot(NO))
    ahead = run(s, (ALBA, yes), (BORGES, no))
    orders = decide(ahead.state, CORTEZ, tuple(ahead.events))
    assert set(orders) == {CastSource("office:general_2", "yes"), CastSource("office:admiral", "yes")}
    _legal(ahead.state, CORTEZ, orders)
    behind = run(s, (ALBA, yes), (BORGES, no), (DUARTE, no))
    orders = decide(behind.state, CORTEZ, tuple(behind.events))
    assert CastSource(f"card:{card}", "yes") in orders and not any(isinstance(o, BudgetVote) for o in orders)
    _legal(behind.state, CORTEZ, orders)
    vote = run(behind.state, *((CORTEZ, o) for o in orders)).state.vote
    assert vote is not None and vote.passed and (vote.yes, vote.no) == (6, 4)


def _resigned() -> GameState:
    """Classic, five players: President Alba resigns in the Cabinet phase; a mid-round election (VARIANTS 2.3.4)."""
    cab5 = {**CABINET4, Office.AIR_FORCE: ESTEBAN}
    return run(classic_game(5, phase=Phase.CABINET, cabinet=cab5), (ALBA, Resign()), seed="r0").state


def test_a_candidate_names_whom_he_would_appoint_if_elected() -> None:
    """VARIANTS 2.3.4: "A President elected in mid-round may reassign the offices at once ... every candidate may
    give a conditional 'if I am elected, appoint ...' order with the election". Cortez, a candidate, gives it: the
    three brigades and the Ministry to families other than himself, each at most one brigade; the engine accepts it."""
    s = _resigned()
    orders = decide(s, CORTEZ)
    named = next(o for o in orders if isinstance(o, AppointIfElected))
    offices = dict(named.assignments)
    assert set(GENERALS) <= set(offices) and CORTEZ not in offices.values()
    assert len({offices[g] for g in GENERALS}) == 3
    _legal(s, CORTEZ, orders)


def test_a_hopeless_candidate_declines_and_votes_for_another() -> None:
    """VARIANTS 4.4.2: a candidate may decline in either ballot ("votes for you are void, and it is final for that
    vote"). Ballot 1 gave Borges 4 votes and Cortez 1; with his Admiral's vote and Esteban's, the only ones left,
    Cortez cannot win: in ballot 2 he declines and casts his Admiral for Borges."""
    s = _resigned()
    ballot_one = run(
        s,
        *((p, ElectionVote(BORGES)) for p in (ALBA, BORGES, DUARTE)),
        (CORTEZ, CastSource("office:general_2", str(CORTEZ))),
        seed="b0",
    )
    t = ballot_one.state
    assert t.ballot == 2 and t.election is not None and set(t.election.candidates) == {BORGES, CORTEZ}
    orders = decide(t, CORTEZ, tuple(ballot_one.events))
    assert Decline() in orders and CastSource("office:admiral", str(BORGES)) in orders
    _legal(t, CORTEZ, orders)


# --- Mini-Junta ---------------------------------------------------------------------------------------------------
def test_the_president_gives_the_opposition_the_brigade_farthest_from_the_control_points() -> None:
    """VARIANTS 10.3.1: "The President names which brigade the opposition leader commands". The computer President
    names the brigade whose barracks stand farthest from the control points (its coup marches longest)."""
    s = mini_game(phase=Phase.CABINET)
    orders = decide(s, ALBA)
    named = next(o for o in orders if isinstance(o, OppositionBrigade))

    def far(office: Office) -> int:
        return min(military.DIST[(BARRACKS[office], cp)] for cp in military.CONTROL_POINTS)

    assert far(named.office) == max(far(g) for g in GENERALS)
    _legal(s, ALBA, orders)


def test_the_opposition_leader_chooses_himself_should_the_presidency_fall() -> None:
    """VARIANTS 10.4: "If the President leaves office for any reason, the real player whose faction has the most
    votes decides who becomes President"; the standing choice (PresidentChoice). In the assassinations' phase the
    opposition leader names himself."""
    s = mini_game(phase=Phase.LOCATIONS)
    orders = decide(s, BORGES)
    assert PresidentChoice(BORGES) in orders
    assert PresidentChoice(ALBA) not in decide(s, ALBA)
    _legal(s, BORGES, orders)


# --- the President's resignation --------------------------------------------------------------------------------
def _failed_budget(minister_votes_yes: bool) -> tuple[Event, ...]:
    yes, no = (2, 0) if minister_votes_yes else (0, 2)
    roll = [{"player": MINISTER, "yes": yes, "no": no}]
    return (
        Event("president_elected", "", PUBLIC, {"president": PRESIDENT}),
        Event("budget_proposed", "", PUBLIC, {"totals": {"5": 3}}),
        Event("budget_vote", "", PUBLIC, {"passed": False, "roll_call": roll}),
    )


def test_a_president_resigns_rather_than_face_a_coup_he_cannot_survive() -> None:
    """RULES: the President may resign ("effective when the current phase resolves; an election follows"). His
    budget failed, paying only Fuentes: the three Generals and the Minister it left out could win a coup clearly,
    and the Minister, who voted it down, will not seize the Chamber for him: he resigns. With a Minister who voted
    for it (an ally who may force the budget through) he stays."""
    s = game(phase=Phase.MINISTER_DECISION)
    orders = decide(s, PRESIDENT, _failed_budget(minister_votes_yes=False))
    assert Resign() in orders
    _legal(s, PRESIDENT, orders)
    assert Resign() not in decide(s, PRESIDENT, _failed_budget(minister_votes_yes=True))


# --- a new head -------------------------------------------------------------------------------------------------
def test_a_family_back_from_death_names_its_new_head() -> None:
    """Seed 000 "Dead Players Return": "each dead player assumes a new role". Back this turn, the computer family
    names its new head as the cabinet is formed, a name no other head bears; a family that did not die names none."""
    s = game(phase=Phase.CABINET, turn=3)
    s = replace(s, players=tuple(replace(p, returned_turn=3 if p.id == CORTEZ else None) for p in s.players))
    back = (
        Event("respawn", "", PUBLIC, {"player": CORTEZ}),
        Event("turn_begins", "", PUBLIC, {"turn": 3}),
    )
    orders = decide(s, CORTEZ, back)
    head = next(o for o in orders if isinstance(o, NameHead))
    assert head.name and all(head.name != p.head for p in s.players)
    _legal(s, CORTEZ, orders)
    assert not any(isinstance(o, NameHead) for o in decide(s, DUARTE, back))


# --- safe passage -----------------------------------------------------------------------------------------------
def test_safe_passage_for_an_exiled_ally_and_his_return_through_it() -> None:
    """RULES 4.6-4.7: during a coup an exile returns through an embassy held by a player who grants him safe
    passage. Fuentes, in exile, once paid the Admiral a budget the Admiral voted for (allies). The Admiral's soldiers
    stand in the embassy of zone 17: he grants Fuentes safe passage there, Fuentes returns through it, and the
    engine brings him home."""
    navy, exile = coup_moves.NAVY, coup_moves.FOREIGN
    extra = [Unit(90, Kind.SOLDIER, 17, office=Office.GENERAL_3)]
    state = coup_moves.coup_game(coup_moves.ALL + extra, phase=2)
    state = replace(state, players=tuple(
        replace(p, status=Status.EXILED) if p.id == exile else p for p in state.players
    ))
    allies = (
        Event("president_elected", "", PUBLIC, {"president": exile}),
        Event("budget_proposed", "", PUBLIC, {"totals": {str(navy): 3}}),
        Event("budget_vote", "", PUBLIC, {"passed": True, "roll_call": [{"player": navy, "yes": 2, "no": 0}]}),
    )
    granted = decide(state, navy, allies)
    assert SafePassage(exile, 17) in granted
    home = decide(state, exile, allies)
    assert home == (ReturnFromExile(embassy=17),)
    _legal(state, navy, (SafePassage(exile, 17),))
    _legal(state, exile, home)
    ctx = Ctx(state, random.Random("t"))
    returns(ctx, [Submitted(navy, SafePassage(exile, 17), 0), Submitted(exile, home[0], 1)])
    assert ctx.s.players[exile].status is Status.ALIVE
    assert any(e.code == "returned" for e in ctx.events)
