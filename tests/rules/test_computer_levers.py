"""Issue 25: computer families that use every lever of the rules, a President who wants to survive, and trades. Each
test is a scenario of one new decision; its docstring quotes the clause it checks."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rules.events import PUBLIC, Event, to
from rules.junta import computer
from rules.junta import military as engine_military
from rules.junta.cards import card
from rules.junta.computer import facts
from rules.junta.computer.memory import remember
from rules.junta.computer.military import coup_would_win, disaffected
from rules.junta.computer.president import need
from rules.junta.computer.trade import accepts, worth
from rules.junta.context import Ctx
from rules.junta.engine import REGISTRY
from rules.junta.offices import GENERALS, Office
from rules.junta.orders import (
    Appoint,
    Ballot,
    BrotherInLawChoice,
    BudgetVote,
    Choice,
    Discard,
    Land,
    Move,
    PlayCard,
    PlayCoupCard,
    ProposeBudget,
    RebelAction,
    RetreatPermission,
    ReturnFromExile,
    SafePassage,
    Submitted,
    VoteCard,
)
from rules.junta.phases import coup as coup_phase
from rules.junta.state import BankState, GameState, Phase, Status
from rules.junta.units import Kind, Unit
from rules.junta.vacancies import kill
from rules.junta.validate import validate
from rules.junta.views import coup_map_view, player_view, redact
from tests.rules import test_coup_moves as coup_moves
from tests.rules.helpers import game, give_bills, give_cards, pool, run, set_player
from tests.rules.test_computer import (
    CORTEZ,
    DUARTE,
    ESTEBAN,
    FUENTES,
    MINISTER,
    PRESIDENT,
    _budget_then_locations,
    _vote_on,
    decide,
)

# Votes in these scenarios (CABINET6): the President 1, Borges (Minister, Air Force) 2, Cortez 2, Duarte 2,
# Esteban (3rd General, Farm & Labor with its Socialist bonus) 9, Fuentes 1.


def _ballot(orders: tuple[object, ...]) -> BudgetVote:
    return next(o for o in orders if isinstance(o, BudgetVote))


def _with(state: GameState, pid: int, *names: str) -> tuple[GameState, list[int]]:
    return give_cards(state, pid, *names)


# --- vote cards ---------------------------------------------------------------------------------------------------
def test_it_plays_a_vote_card_that_swings_the_vote() -> None:
    """Issue 25: "vote cards ... where they swing a vote". A budget paying only Esteban carries 10 votes to 7;
    Cortez, paid nothing, votes no, and his Vote (5) turns the count (12 to 10): he plays it, on the No side."""
    state, events = _vote_on({ESTEBAN: 4})
    state, (five,) = _with(state, CORTEZ, "Vote (5)")
    vote = _ballot(decide(state, CORTEZ, events))
    assert vote.ballot.default is Choice.NO
    assert vote.ballot.cards == ((five, Choice.NO),)
    assert validate(state, CORTEZ, vote) == ()


def test_it_keeps_a_vote_card_that_cannot_swing_the_vote() -> None:
    """The other side of the clause: a card that cannot change the result is kept for a vote it can change. Against
    the same budget a Vote (2) cannot turn 10 to 7; against a budget carried 14 to 3 not even a Vote (5) can."""
    state, events = _vote_on({ESTEBAN: 4})
    state, _ = _with(state, CORTEZ, "Vote (2)")
    assert _ballot(decide(state, CORTEZ, events)).ballot.cards == ()
    state, events = _vote_on({MINISTER: 2, DUARTE: 2, ESTEBAN: 2})
    state, _ = _with(state, CORTEZ, "Vote (5)")
    vote = _ballot(decide(state, CORTEZ, events))
    assert vote.ballot.default is Choice.NO and vote.ballot.cards == ()


def test_vote_time_events_fire_against_the_result_it_does_not_want() -> None:
    """cards.toml: Power Failure and Summer Recess call a revote, Miscount strikes a player's votes, each "when its
    trigger matches the count". Cortez, against the budget, sets them to fire if it passes; Miscount strikes the
    biggest voter of the other side (Esteban's 9 votes)."""
    state, events = _vote_on({ESTEBAN: 4})
    state, (failure, miscount) = _with(state, CORTEZ, "Power Failure", "Miscount")
    orders = decide(state, CORTEZ, events)
    plays = {o.card: o for o in orders if isinstance(o, VoteCard)}
    assert plays[failure].trigger.result == "passes"
    assert plays[miscount].trigger.result == "passes" and plays[miscount].target == ESTEBAN
    assert all(validate(state, CORTEZ, o) == () for o in plays.values())


# --- the President ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("personality", ["banker", "general"])
def test_a_presidents_budget_buys_the_commanders_a_coup_would_need(personality: str) -> None:
    """Issue 25: "a budget that buys the commanders it needs (so that a coup does not pay for the left-out)". The
    budget passes (RULES 4.4), and the families it leaves out cannot win a coup as any computer judges it (fewer than
    two brigades or three forces, or too weak): each family it pays gets at least what keeps it from counting
    itself left out."""
    g = pool(game(phase=Phase.BUDGET_PROPOSAL), 3, 3, 3, 2, 2, 2, 1, 1)
    budget = next(o for o in decide(g, PRESIDENT, personality=personality) if isinstance(o, ProposeBudget))
    assert validate(g, PRESIDENT, budget) == ()
    paid = dict(budget.totals)
    view = player_view(g, PRESIDENT)
    memory = remember(PRESIDENT, ())
    assert all(a >= need(view, memory) for a in paid.values())
    left = [p for p in facts.rivals(view) if p not in paid]
    assert not coup_would_win(view, left)
    yes = facts.votes(view, PRESIDENT) + sum(facts.votes(view, p) for p in paid)
    assert yes >= sum(facts.votes(view, p) for p in left)
    assert sum(paid.values()) < 17  # and he keeps a skim


def test_the_budget_it_proposes_leaves_no_winnable_coup_after_it_passes() -> None:
    """The cautious banker's budget, seen by the families once it has passed: none of the computers it left out
    starts a coup (military.coup_is_winnable), even with a coup excuse, whatever their nerve. (A general it paid may
    still rise with them out of ambition, `military.AMBITION`: the Junta elects a President among the Rebels.)"""
    g = pool(game(phase=Phase.BUDGET_PROPOSAL), 3, 3, 3, 2, 2, 2, 1, 1)
    budget = next(o for o in decide(g, PRESIDENT, personality="banker") if isinstance(o, ProposeBudget))
    state, events = _budget_then_locations(dict(budget.totals))
    left_out = [pid for pid in (MINISTER, CORTEZ, DUARTE, ESTEBAN, FUENTES) if pid not in dict(budget.totals)]
    assert left_out
    for pid in left_out:
        for personality in computer.PERSONALITIES:
            assert RebelAction() not in decide(state, pid, events, personality=personality), (pid, personality)


def test_never_the_same_refused_budget_twice() -> None:
    """Issue 25: "never the same refused budget twice". The Chamber refused his budget; proposing again from the
    same pool (New Budget, or the next turn), the President changes it: one MP more to a family that voted no."""
    g = pool(game(phase=Phase.BUDGET_PROPOSAL), 3, 3, 3, 2, 2, 2, 1, 1)
    first = next(o for o in decide(g, PRESIDENT) if isinstance(o, ProposeBudget))
    res = run(g, (PRESIDENT, first))
    noes = [(pid, BudgetVote(Ballot(Choice.NO))) for pid in range(1, 6)]
    refused = run(res.state, (PRESIDENT, BudgetVote(Ballot(Choice.YES))), *noes)
    assert any(e.code == "budget_vote" and not e.data.get("passed") for e in refused.events)
    history = redact(res.events + refused.events, PRESIDENT)
    again = next(o for o in decide(g, PRESIDENT, history) if isinstance(o, ProposeBudget))
    assert again.totals != first.totals
    assert validate(g, PRESIDENT, again) == ()


def test_the_brother_in_law_takes_a_brigade_first() -> None:
    """RULES 4.7: "Offices of a dead or exiled player pass to the President's Brother-in-Law ... If several are
    vacant, a standing order of the President picks one (default: the first vacated)". A computer President gives
    that order with his cabinet, the brigades first. Fuentes (Admiral) dies, and the Brother-in-Law takes the
    Admiral's office; then Esteban (3rd General) dies: by the order he takes the 3rd General's brigade instead (by
    default he would have kept the Admiral's)."""
    g = game(phase=Phase.CABINET)
    order = next(o for o in decide(g, PRESIDENT) if isinstance(o, BrotherInLawChoice))
    assert validate(g, PRESIDENT, order) == ()
    assert set(order.offices[:3]) == set(GENERALS) and Office.PRESIDENT not in order.offices

    def takes(preference: tuple[Office, ...]) -> Office | None:
        ctx = Ctx(replace(g, bil_preference=preference), random.Random("t"))
        kill(ctx, FUENTES, None, "by a test")
        kill(ctx, ESTEBAN, None, "by a test")
        return ctx.s.brother_in_law

    assert takes(order.offices) is Office.GENERAL_3
    assert takes(()) is Office.ADMIRAL


# --- the coup -----------------------------------------------------------------------------------------------------
def test_it_does_not_start_a_coup_that_cannot_win_even_with_an_excuse_card() -> None:
    """Issue 25: "it does not start a coup that cannot win". Cortez, the 1st General alone left out, holds General
    Strike (a coup excuse when played in the rebel-only step): he neither declares nor plays it."""
    state, events = _budget_then_locations({MINISTER: 2, DUARTE: 2, ESTEBAN: 2, FUENTES: 2})
    state = replace(state, coup_excuse=False)
    state, _ = _with(state, CORTEZ, "General Strike")
    for personality in computer.PERSONALITIES:
        orders = decide(state, CORTEZ, events, personality=personality)
        assert RebelAction() not in orders
        assert not any(isinstance(o, PlayCoupCard) for o in orders)


def test_a_coup_card_gives_the_excuse_for_a_coup_it_can_win() -> None:
    """cards.toml: General Strike "coup_excuse"; locations.py: "A coup-excuse card played in this step gives its own
    excuse". Left out with the Minister and all three Generals, no excuse on the table, Cortez plays the card in the
    rebel-only step rather than going to HQ, and declares."""
    state, events = _budget_then_locations({FUENTES: 6})
    state = replace(state, coup_excuse=False)
    state, (strike,) = _with(state, CORTEZ, "General Strike")
    orders = decide(state, CORTEZ, events, personality="general")
    assert RebelAction() in orders and PlayCoupCard(strike) in orders
    for o in orders:
        assert validate(state, CORTEZ, o) == (), o


def test_a_paid_general_rises_with_the_left_out_only_when_together_they_would_win_clearly() -> None:
    """Issue 25: "coups then come when they pay". A budget pays Cortez, Duarte and Fuentes and leaves out the Minister
    and Esteban, who cannot win alone (one brigade). A paid general's ambition may take him over to them, but only
    when together they would be more than `military.AMBITION` times everyone else's strength, and not every turn:
    Duarte (with them, 1.9 times the rest) never rises; Cortez (2.5 times) rises in some turns, not in most."""
    state, events = _budget_then_locations({CORTEZ: 3, DUARTE: 3, FUENTES: 3})
    rose = {CORTEZ: 0, DUARTE: 0}
    turns = range(1, 41)
    for turn in turns:
        at = replace(state, turn=turn)
        for pid in rose:
            orders = decide(at, pid, events, personality="general")
            if RebelAction() in orders:
                rose[pid] += 1
                assert all(validate(at, pid, o) == () for o in orders)
    assert rose[DUARTE] == 0
    assert 0 < rose[CORTEZ] < len(turns) // 2


REBEL = coup_moves.FOREIGN  # test_coup_moves's cabinet: the Foreign Minister, with no brigade of his own


def _lost_coup(phase: int, loyal_points: tuple[int, ...], rebel_points: tuple[int, ...]) -> GameState:
    """Coup Phase `phase`: the Foreign Minister, a Rebel, has Students next to the embassy in zone 17; the
    Loyalists' soldiers stand on `loyal_points`, his Students on `rebel_points`."""
    extra = coup_moves.units(60, 1, Kind.STUDENT, 13, owner=REBEL)
    extra += [Unit(70 + i, Kind.SOLDIER, z, office=Office.GENERAL_1) for i, z in enumerate(loyal_points)]
    extra += [Unit(80 + i, Kind.STUDENT, z, owner=REBEL) for i, z in enumerate(rebel_points)]
    state = coup_moves.coup_game(coup_moves.ALL + extra, phase=phase)
    state = replace(state, players=tuple(replace(p, rebel=p.id == REBEL) for p in state.players))
    assert state.coup is not None
    return replace(state, coup=replace(state.coup, control=engine_military.control_points(state)))


def test_a_rebel_whose_coup_is_lost_flees_into_exile() -> None:
    """RULES 4.6: "A player flees into exile by moving one of his units into an embassy"; 4.7: "Exiles cannot be
    executed" and an exile "keeps cards and money", which the firing squad would take. As the last Coup Phase opens
    the Loyalists hold three control points and the Rebels one: the Foreign Minister, a Rebel, moves his Students
    into the embassy next to them (his only move), and the engine exiles him."""
    state = _lost_coup(6, (7, 8, 14), (22,))
    orders = decide(state, REBEL)
    assert [o for o in orders if isinstance(o, Move)] == [Move(13, 17)]
    after, events = coup_moves.resolve(state, [(REBEL, Move(13, 17))])
    assert after.players[REBEL].status is Status.EXILED
    assert any(e.code == "fled" and e.data.get("player") == REBEL for e in events)


def test_a_rebel_stays_while_the_coup_can_still_be_won() -> None:
    """The other side: it flees only a lost coup (a Rebel who flees leaves his offices' units to the
    Brother-in-Law). With the Rebels on two control points in Coup Phase 6, or the Loyalists on three as early as
    Coup Phase 5, he fights on (no move into an embassy)."""
    for state in (_lost_coup(6, (7, 8, 14), (22, 29)), _lost_coup(5, (7, 8, 14), (22,))):
        orders = decide(state, REBEL)
        assert not any(isinstance(o, Move) and o.to_zone in (5, 15, 17) for o in orders)


def test_it_lets_its_allies_retreat_into_its_zones_and_keeps_its_enemies_out() -> None:
    """RULES 4.6: retreating units go where "occupants allow it (Rebels deny Loyalists and the reverse unless ordered
    otherwise)". The Foreign Minister, a Rebel, was paid by the Air Force's budget (an ally, though no Rebel) and saw
    the Admiral, a Rebel too, vote his own budget down: his standing order lets the Air Force in and keeps the
    Admiral out."""
    air, navy = coup_moves.AIR, coup_moves.NAVY
    state = _lost_coup(2, (7,), (22,))
    state = replace(state, players=tuple(replace(p, rebel=p.id in (REBEL, navy)) for p in state.players))
    history = (
        *_passed_budget_paying(REBEL, by=air),
        Event("president_elected", "", PUBLIC, {"president": REBEL}),
        Event("budget_proposed", "", PUBLIC, {"totals": {str(navy): 1}}),
        Event("budget_vote", "", PUBLIC, {"passed": False, "roll_call": [{"player": navy, "yes": 0, "no": 2}]}),
    )
    orders = decide(state, REBEL, history)
    permission = next(o for o in orders if isinstance(o, RetreatPermission))
    assert permission == RetreatPermission((air,), (navy,))
    assert validate(state, REBEL, permission) == ()


def test_it_bribes_a_brigade_only_where_the_map_shows_it() -> None:
    """cards.toml: Bribe the Brigade, "Name a zone holding units of the card's force". The map shows whose units
    stand where, not which brigade they are: the Foreign Minister, a Rebel, bribes the 1st Brigade where its holder's
    soldiers stand, but not once its holder has handed or got units by transfer in this coup (his soldiers there
    may be another brigade's, and the engine would refuse the card)."""
    state = _lost_coup(2, (7,), (22,))
    state, (bribe,) = _with(state, REBEL, "Bribe the Brigade (1st Brigade)")
    state = give_bills(state, REBEL, 3, 3)
    coup = Event("rebellion", "", PUBLIC, {})
    played = [o for o in decide(state, REBEL, (coup,)) if isinstance(o, PlayCoupCard) and o.card == bribe]
    assert played and validate(state, REBEL, played[0]) == ()
    holder = coup_moves.MINISTER  # the 1st General in test_coup_moves's cabinet
    handed = Event("transfer", "", PUBLIC, {"player": holder, "to": coup_moves.NAVY})
    assert not any(isinstance(o, PlayCoupCard) for o in decide(state, REBEL, (coup, handed)))


def test_an_exile_comes_home_when_the_minister_would_hardly_shoot_him() -> None:
    """RULES 4.7: "Return any time: the Minister's standing list says whom to execute on return". Issue 25: an exile
    returns when the Minister is its ally or nobody, or once three turns have passed since it fled (abroad it draws
    no cards and casts no votes); under a Minister it has no reason to trust (a computer Minister lists every exile
    who is not its ally), it waits abroad, for a new Minister or a coup's safe passage (`military.friendly_embassy`):
    in play, home a turn after fleeing, no exile was ever abroad during a coup."""
    g = set_player(game(phase=Phase.BUDGET_DRAW), CORTEZ, status=Status.EXILED)
    fled = Event("fled", "Cortez escapes through the embassy in zone 17.", PUBLIC, {"player": CORTEZ})
    turn = Event("turn_begins", "Turn 3.", PUBLIC, {"turn": 3})
    assert not any(isinstance(o, ReturnFromExile) for o in decide(g, CORTEZ, (turn, fled)))
    turns = tuple(Event("turn_begins", f"Turn {t}.", PUBLIC, {"turn": t}) for t in (4, 5, 6))
    assert not any(isinstance(o, ReturnFromExile) for o in decide(g, CORTEZ, (turn, fled, *turns[:2])))
    assert ReturnFromExile() in decide(g, CORTEZ, (turn, fled, *turns))
    gave = _passed_budget_paying(CORTEZ, by=MINISTER)
    assert ReturnFromExile() in decide(g, CORTEZ, (turn, *gave, fled))
    assert ReturnFromExile() in decide(g, CORTEZ, ())  # nothing known against anybody: home at once
    assert validate(g, CORTEZ, ReturnFromExile()) == ()


def _passed_budget_paying(pid: int, by: int) -> tuple[Event, ...]:
    """Public events: a budget proposed by `by` (as President) paying `pid` 3 MP, passed."""
    return (
        Event("president_elected", "", PUBLIC, {"president": by}),
        Event("budget_proposed", "", PUBLIC, {"totals": {str(pid): 3}}),
        Event("budget_vote", "", PUBLIC, {"passed": True, "roll_call": []}),
    )


# --- other cards --------------------------------------------------------------------------------------------------
def test_intelligence_before_an_assassin() -> None:
    """Issue 25: "Intelligence before sending an assassin": holding an assassin, it looks at the cash of the rival it
    would strike (cards.toml: Intelligence "Learn privately ... a player's cash") before the locations phase."""
    state, events = _vote_on({ESTEBAN: 4})
    state, (intel, _) = _with(state, CORTEZ, "Intelligence", "Professional Assassin")
    plays = [o for o in decide(state, CORTEZ, events) if isinstance(o, PlayCard) and o.card == intel]
    assert plays and plays[0].option == "cash" and plays[0].target not in (CORTEZ, None)
    assert validate(state, CORTEZ, plays[0]) == ()


def test_no_effect_events_are_played_to_free_the_hand() -> None:
    """cards.toml: "Call for Reforms ... No effect": it plays such a card at once rather than carry it to the hand
    limit."""
    g, (reforms,) = _with(game(phase=Phase.CABINET), CORTEZ, "Call for Reforms")
    assert PlayCard(reforms) in decide(g, CORTEZ)


def test_new_budget_against_a_failed_budget_that_paid_it() -> None:
    """cards.toml: New Budget, "after_failed_budget": the President proposes again. The budget that paid Cortez
    failed: he plays it in the Minister's decision."""
    state, events = _vote_on({CORTEZ: 4, ESTEBAN: 4})
    res = run(state, *[(pid, BudgetVote(Ballot(Choice.NO))) for pid in range(6)])
    after = res.state
    assert after.phase is Phase.MINISTER_DECISION
    after, (new_budget,) = _with(after, CORTEZ, "New Budget")
    history = events + res.events
    assert PlayCard(new_budget) in decide(after, CORTEZ, history)


def test_baseline_is_issue_17s_computer() -> None:
    """Issue 25: "keep today's computer as a `baseline` personality": it plays none of the new levers (no
    Intelligence, no vote-time event), and decides as one of issue 17's personalities drawn by lot."""
    state, events = _vote_on({ESTEBAN: 4})
    state, _ = _with(state, CORTEZ, "Intelligence", "Professional Assassin", "Miscount")
    orders = decide(state, CORTEZ, events, personality=computer.BASELINE)
    assert not any(isinstance(o, PlayCard | VoteCard) and card(o.card).kind != "influence" for o in orders)


# --- trades -------------------------------------------------------------------------------------------------------
def test_it_offers_a_trade_whose_value_is_positive_for_both() -> None:
    """Issue 25: "it offers trades ... answered by value". Over the hand limit in the cabinet phase, Cortez would
    discard a card; he offers it for one MP less than its worth to Duarte, whose cash he saw by Intelligence: the
    buyer gains by value, and Cortez gains the cash for a card he would lose. The buyer accepts it."""
    g = give_bills(game(phase=Phase.CABINET), DUARTE, 1, 1, 1, 1)
    g, _ = _with(g, CORTEZ, "Vote (4)", "Vote (3)", "Vote (2)", "Amateur Assassin", "Burglar", "Press", "Church")
    view = player_view(g, CORTEZ)
    discard = next(o for o in decide(g, CORTEZ) if isinstance(o, Discard))
    spied = (Event("intelligence", "", to(CORTEZ), {"option": "cash", "target": DUARTE, "cash": 4}),)
    offers = computer.offers(view, spied, "schemer", "t")
    assert offers, "it offers the card it would discard"
    offer = offers[0]
    assert offer.terms == "sell" and offer.give_cards[0] in discard.cards and offer.to == DUARTE
    price, value = offer.get_cash, worth(offer.give_cards[0])
    assert 0 < price < value  # positive for the buyer; the seller would get nothing for a discard
    assert computer.answer(player_view(g, DUARTE), (), "schemer", offer)
    assert not computer.offers(view, (), "schemer", "t"), "nobody seen with the price: no sale offered"


def test_a_president_buys_a_yes_and_the_seller_keeps_his_word() -> None:
    """Issue 25: "cash for votes ... keeps its word when keeping it pays". A President whose budget falls short
    offers cash from his pocket for a Yes; the family it is offered to accepts (the cash is worth more than what its
    No would win it) and, once the trade is made, votes yes."""
    state, events = _vote_on({DUARTE: 4})  # 3 votes yes to 14 no
    state = give_bills(state, PRESIDENT, 1, 1, 2)
    offers = computer.offers(player_view(state, PRESIDENT), redact(events, PRESIDENT), "schemer", "t")
    offer = next(o for o in offers if o.terms == "vote_yes")
    assert offer.give_cash > 0 and not offer.get_cash and not offer.get_cards
    to = offer.to
    assert computer.answer(player_view(state, to), redact(events, to), "schemer", offer)
    said = Event("trade_offered", "An offer.", redact(events, to)[0].audience, {
        "offerer": PRESIDENT, "to": to, "terms": "vote_yes", "cards": []})
    from rules.junta.actions import apply_action
    from rules.junta.engine import Resolution

    done = apply_action(state, to, offer.trade())
    assert isinstance(done, Resolution)
    history = (*events, said, *done.events)
    assert _ballot(decide(done.state, to, history)).ballot.default is Choice.YES


def test_accepts_counts_the_promise_it_is_asked() -> None:
    """A promise is counted at what keeping it would cost: one MP for a Yes on a budget it would vote down is not
    enough for nothing (a fair trade needs what it gives to be worth at least what it gets)."""
    state, events = _vote_on({ESTEBAN: 4})
    view = player_view(state, CORTEZ)
    memory = remember(CORTEZ, redact(events, CORTEZ))
    assert CORTEZ in disaffected(view, memory)
    assert not accepts(view, 0, (), 0, (), "vote_yes", memory)
    assert accepts(view, 2, (), 0, (), "vote_yes", memory)


def test_every_new_order_is_legal_in_every_variant() -> None:
    """Issue 25: "0 orders refused": the levers' orders pass rules.junta.validate, phase after phase of computer-only
    and versus games (the purity and legality tests of test_computer.py cover the rest)."""
    from rules.simulate import play_game

    for variant, players in (("web", 7), ("classic", 5), ("mini", 3)):
        for kind in ("computer", "versus"):
            st, _ = play_game(players, f"levers-{variant}-{kind}", 0.15, variant, kind, 2)
            assert st.error is None and st.computer_refused == 0, (st.error, st.refused_samples)


def test_bank_holiday_against_a_rival_who_banks() -> None:
    """Issue 25: "Bank Holiday against a rival who banks": the budget just paid Esteban much; Cortez, who carries no
    cash to bank himself and holds an assassin, closes the Bank as the locations phase opens."""
    state, events = _budget_then_locations({ESTEBAN: 8})
    state = replace(state, bank=BankState.OPEN)
    state, (holiday, _) = _with(state, CORTEZ, "Bank Holiday", "Amateur Assassin")
    orders = computer.decide(
        player_view(state, CORTEZ), redact(events, CORTEZ), REGISTRY[state.phase].accepts, "t", "schemer",
        coup_map=coup_map_view(state),
    )
    assert PlayCard(holiday) in orders


def test_safe_passage_home_for_a_friend_abroad() -> None:
    """RULES 4.7: "During a coup, return only through an embassy held by one of his own units or by a player who
    grants safe passage"; 4.6: a unit moved into an embassy exiles its owner, a landing does not. Issue 25: safe
    passage "when it helps". Garza, whose budget paid the Air Force commander and whom the Air Force voted for, is
    abroad as a coup opens; the Loyalists already hold three control points. The Air Force lands its Paratrooper in
    an embassy rather than at a control point; the next phase it grants Garza safe passage there, Garza returns
    through it, and the engine brings him home."""
    air, exile = coup_moves.AIR, coup_moves.NOBODY
    extra = [Unit(70 + i, Kind.SOLDIER, z, office=Office.GENERAL_1) for i, z in enumerate((7, 8, 14))]
    extra += [Unit(80, Kind.STUDENT, 22, owner=REBEL)]
    state = coup_moves.coup_game(coup_moves.ALL + extra, phase=1, n=7)
    state = replace(state, players=tuple(replace(p, rebel=p.id == REBEL) for p in state.players))
    state = set_player(state, exile, status=Status.EXILED)
    assert state.coup is not None
    state = replace(state, coup=replace(state.coup, control=engine_military.control_points(state)))
    history = (
        Event("president_elected", "", PUBLIC, {"president": exile}),
        Event("budget_proposed", "", PUBLIC, {"totals": {str(air): 3}}),
        Event("budget_vote", "", PUBLIC, {"passed": True, "roll_call": [{"player": air, "yes": 2, "no": 0}]}),
        Event("president_elected", "", PUBLIC, {"president": coup_moves.PRESIDENT}),
        Event("turn_begins", "", PUBLIC, {"turn": 2}),
    )
    landing = [o for o in decide(state, air, history) if isinstance(o, Land)]
    assert len(landing) == 1 and landing[0].kind == "paratrooper" and landing[0].zone in (5, 15, 17)
    embassy = landing[0].zone
    after, _ = coup_moves.resolve(state, [(air, landing[0])])
    assert after.players[air].status is Status.ALIVE  # a landing does not exile him
    assert after.coup is not None
    after = replace(after, coup=replace(after.coup, phase=2))
    grant = [o for o in decide(after, air, history) if isinstance(o, SafePassage)]
    assert grant == [SafePassage(exile, embassy)]
    home = [o for o in decide(after, exile, history) if isinstance(o, ReturnFromExile)]
    assert [o.embassy for o in home] == [embassy]
    ctx = Ctx(after, random.Random("t"))
    coup_phase.returns(ctx, [Submitted(air, grant[0], 1), Submitted(exile, home[0], 2)])
    assert ctx.s.players[exile].status is Status.ALIVE


def test_no_embassy_landing_when_the_unit_is_needed() -> None:
    """The same friend abroad, but the control points are still to be won (none held by its side): the Paratrooper
    lands where the coup is decided, not in an embassy."""
    air, exile = coup_moves.AIR, coup_moves.NOBODY
    state = set_player(coup_moves.coup_game(coup_moves.ALL, phase=1, n=7), exile, status=Status.EXILED)
    history = (
        Event("president_elected", "", PUBLIC, {"president": exile}),
        Event("budget_proposed", "", PUBLIC, {"totals": {str(air): 3}}),
        Event("budget_vote", "", PUBLIC, {"passed": True, "roll_call": [{"player": air, "yes": 2, "no": 0}]}),
        Event("president_elected", "", PUBLIC, {"president": coup_moves.PRESIDENT}),
        Event("turn_begins", "", PUBLIC, {"turn": 2}),
    )
    assert not any(isinstance(o, Land) and o.zone in (5, 15, 17) for o in decide(state, air, history))


@pytest.mark.parametrize("personality", ["banker", "schemer", "general"])
def test_a_presidents_cabinet_keeps_the_brigades_from_its_enemies(personality: str) -> None:
    """Issue 25: "a cabinet that balances its enemies". Esteban and Fuentes voted the President's budget down (the
    public roll call); Borges, Cortez and Duarte voted for it. Appointing the next cabinet, the President gives the
    offices that command units (the Ministry and the three brigades) to the families that stood by him, and his
    enemies hold no brigade between them; the cabinet is legal."""
    roll = [{"player": p, "yes": 1, "no": 0} for p in (MINISTER, CORTEZ, DUARTE)]
    roll += [{"player": p, "yes": 0, "no": 1} for p in (ESTEBAN, FUENTES)]
    history = (
        Event("president_elected", "", PUBLIC, {"president": PRESIDENT}),
        Event("budget_proposed", "", PUBLIC, {"totals": {str(MINISTER): 3, str(CORTEZ): 2}}),
        Event("budget_vote", "", PUBLIC, {"passed": False, "roll_call": roll}),
        Event("turn_begins", "Turn 2.", PUBLIC, {"turn": 2}),
    )
    g = game(phase=Phase.CABINET, turn=2)
    orders = decide(g, PRESIDENT, history, personality=personality)
    appointed = next(o for o in orders if isinstance(o, Appoint))
    holders = dict(appointed.assignments)
    enemies = {ESTEBAN, FUENTES}
    assert not enemies & {holders.get(o) for o in GENERALS}, holders
    assert holders.get(Office.MINISTER) not in enemies, holders
    assert validate(g, PRESIDENT, appointed) == ()


def _cheated(seller: int, cheats: tuple[int, ...]) -> tuple[Event, ...]:
    """Earlier turns, as `seller` saw them: it was President, and the President of today voted its budget down (no
    friend of it); then, for each of `cheats`, it paid him for a Yes on its budget (a deal told to both sides), and
    he voted it down all the same."""
    out: list[Event] = []
    for turn, cheat in enumerate((None, *cheats), start=1):
        roll = [{"player": PRESIDENT, "yes": 0, "no": 1}]
        out += [
            Event("turn_begins", f"Turn {turn}.", PUBLIC, {"turn": turn}),
            Event("president_elected", "", PUBLIC, {"president": seller}),
            Event("budget_proposed", "", PUBLIC, {"totals": {str(cheat or PRESIDENT): 2}}),
        ]
        if cheat is not None:
            roll = [{"player": cheat, "yes": 0, "no": 2}]
            out += [
                Event("trade_offered", "", to(seller, cheat),
                      {"offerer": seller, "to": cheat, "terms": "vote_yes", "cards": []}),
                Event("trade", "", to(seller, cheat), {"offerer": seller, "receiver": cheat}),
            ]
        out.append(Event("budget_vote", "", PUBLIC, {"passed": True, "roll_call": roll}))
    out.append(Event("turn_begins", f"Turn {len(cheats) + 2}.", PUBLIC, {"turn": len(cheats) + 2}))
    out.append(Event("president_elected", "", PUBLIC, {"president": PRESIDENT}))
    return tuple(out)


def test_it_keeps_its_word_only_while_keeping_it_pays() -> None:
    """Issue 25: it "keeps its word when keeping it pays". Paid by the President (who once voted its own budget
    down: no friend of it) for a Yes on a budget that gives it nothing, a family votes yes: its word. One that has
    seen two families break their word to it (they took its cash for a Yes and voted its budget down) no longer
    counts on words: paid all the same, it votes the budget down."""
    state, events = _vote_on({DUARTE: 4})
    state = give_bills(state, PRESIDENT, 1, 1, 2)
    offer = next(o for o in computer.offers(player_view(state, PRESIDENT), redact(events, PRESIDENT), "schemer", "t")
                 if o.terms == "vote_yes")
    seller = offer.to
    cheats = tuple(p for p in (CORTEZ, FUENTES, MINISTER) if p != seller)[:2]
    said = Event("trade_offered", "An offer.", to(PRESIDENT, seller),
                 {"offerer": PRESIDENT, "to": seller, "terms": "vote_yes", "cards": []})
    from rules.junta.actions import apply_action
    from rules.junta.engine import Resolution

    done = apply_action(state, seller, offer.trade())
    assert isinstance(done, Resolution)
    now = (*events, said, *done.events)
    assert _ballot(decide(done.state, seller, (*_cheated(seller, ()), *events))).ballot.default is Choice.NO
    assert _ballot(decide(done.state, seller, (*_cheated(seller, ()), *now))).ballot.default is Choice.YES
    assert _ballot(decide(done.state, seller, (*_cheated(seller, cheats), *now))).ballot.default is Choice.NO
