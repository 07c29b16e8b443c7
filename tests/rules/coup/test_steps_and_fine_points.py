"""Playing it in steps, and the fine points (COUP.md 7-8). One test per clause; each docstring quotes COUP.md."""

from __future__ import annotations

from rules.coup.engine import Deadline, deadline
from rules.coup.events import ActionDeclared, CardNotShown, CardShown, Defaulted, Exchanged, InputRefused
from rules.coup.inputs import Act, Challenge, DontShow, Lose, Pass, Received, Show
from rules.coup.inputs import Counter as CounterInput
from rules.coup.state import Action, StepKind
from rules.coup.validate import choices, validate, who_may_act
from tests.rules.coup.helpers import (
    ALBA,
    AM,
    BORGES,
    CA,
    CO,
    CORTEZ,
    A,
    D,
    codes,
    find,
    hand,
    play,
    revealed,
    table,
)


# --- 7.2 steps, deadlines and defaults -------------------------------------------------------------------------
def test_the_turns_default_at_its_deadline_is_income() -> None:
    """COUP.md 7.2: "the action (turn deadline; default at the deadline: Income)"; 8.6."""
    s = table([[D, CO], [CA, AM]])
    assert deadline(s) is Deadline.TURN
    res = play(s)
    assert find(res.events, Defaulted).step is StepKind.ACTION
    assert find(res.events, ActionDeclared).action is Action.INCOME and res.state.seat(ALBA).credits == 3


def test_a_window_closes_early_when_everyone_who_may_act_has_passed() -> None:
    """COUP.md 7.2: "one window in which other players may challenge or counter (closes early as soon as everyone who
    may act has passed; default: pass)"."""
    s = table([[D, CO], [CA, AM], [A, A]])
    s = play(s, (ALBA, Act(Action.TAX))).state
    assert deadline(s) is Deadline.WINDOW
    assert who_may_act(s) == {BORGES, CORTEZ}
    assert who_may_act(s, [Received(BORGES, Pass())]) == {CORTEZ}
    assert who_may_act(s, [Received(BORGES, Pass()), Received(CORTEZ, Pass())]) == frozenset()
    res = play(s)  # the deadline: nobody answered, everybody passes
    assert res.state.seat(ALBA).credits == 5


def test_a_counteraction_opens_one_window_to_challenge_it() -> None:
    """COUP.md 7.2: "then, if countered, one window to challenge the counteraction"."""
    s = table([[CA, CO], [AM, AM], [A, A]])
    s = play(s, (ALBA, Act(Action.STEAL, BORGES))).state
    s = play(s, (BORGES, CounterInput(AM)), (CORTEZ, Pass())).state
    assert s.step.kind is StepKind.COUNTER_CHALLENGE and deadline(s) is Deadline.WINDOW
    assert who_may_act(s) == {ALBA, CORTEZ}
    assert validate(s, CORTEZ, CounterInput(D))[0].code == "not_now"


def test_choices_of_cards_run_on_the_choice_deadline_and_default_to_lot() -> None:
    """COUP.md 7.2: "then the choices of whoever loses influence or exchanges (default: lot)"."""
    s = table([[AM, CO], [CA, D]], credits=[7, 2])
    lose = play(s, (ALBA, Act(Action.COUP, BORGES))).state
    assert lose.step.kind is StepKind.LOSE and deadline(lose) is Deadline.CHOICE
    ex = play(play(s, (ALBA, Act(Action.EXCHANGE))).state, (BORGES, Pass())).state
    assert ex.step.kind is StepKind.EXCHANGE and deadline(ex) is Deadline.CHOICE
    res = play(ex)
    assert find(res.events, Exchanged).by_lot
    assert len(res.state.seat(ALBA).hand) == 2


def test_claims_and_reactions_are_public_and_card_choices_private() -> None:
    """COUP.md 7.1, 7.3: "Claims and reactions are made where everybody sees them ...; choices of cards are private".
    Claims, challenges, counters, passes and shown cards are public events; a drawn card is told to its drawer only."""
    s = table([[D, CO], [CA, AM], [A, A]])
    res1 = play(s, (ALBA, Act(Action.TAX)))
    res2 = play(res1.state, (BORGES, Pass()), (CORTEZ, Challenge()))
    res3 = play(res2.state, (ALBA, Show()))
    for e in res1.events + res2.events:
        assert e.public
    private = [e for e in res3.events if not e.public]
    assert [e.code for e in private] == ["card_replaced"]
    assert private[0].audience.players == frozenset({ALBA})


# --- 8.1 one answer per player per window ----------------------------------------------------------------------
def test_one_answer_per_player_per_window() -> None:
    """COUP.md 8.1: "One answer per player per window"; 8.5: "a Pass is final within its window"."""
    s = table([[D, CO], [CA, AM], [A, A]])
    s = play(s, (ALBA, Act(Action.TAX))).state
    received = [Received(BORGES, Pass())]
    assert validate(s, BORGES, Challenge(), received)[0].code == "answered"
    res = play(s, (BORGES, Pass()), (BORGES, Challenge()), (CORTEZ, Pass()), refused=1)
    assert find(res.events, InputRefused).reason == "answered" and res.state.seat(ALBA).credits == 5


def test_a_target_who_passed_does_not_get_a_counter_window_after_a_challenge() -> None:
    """COUP.md 8.1, 8.5: the counter window after a settled challenge opens "for those who may still counter"; a Pass
    is final. Borges, targeted, passes; Cortez challenges and loses: the Steal goes ahead."""
    s = table([[CA, CO], [AM, AM], [A, D]], credits=[2, 3, 2])
    s = play(s, (ALBA, Act(Action.STEAL, BORGES))).state
    s = play(s, (BORGES, Pass()), (CORTEZ, Challenge())).state
    s = play(s, (ALBA, Show())).state
    res = play(s, (CORTEZ, Lose(D)))
    assert res.state.seat(ALBA).credits == 4 and res.state.seat(BORGES).credits == 1


def test_a_target_who_had_not_answered_may_counter_after_the_challenge() -> None:
    """COUP.md 8.1: "the counter window opens after the challenge is settled, for those who may still counter"."""
    s = table([[CA, CO], [AM, AM], [A, D]], credits=[2, 3, 2])
    s = play(s, (ALBA, Act(Action.STEAL, BORGES))).state
    s = play(s, (CORTEZ, Challenge())).state
    s = play(s, (ALBA, Show())).state
    s = play(s, (CORTEZ, Lose(D))).state
    assert s.step.kind is StepKind.REACTIONS and who_may_act(s) == {BORGES}
    assert validate(s, CORTEZ, Pass())[0].code == "not_eligible"
    assert set(choices(s, BORGES)) == {Pass(), CounterInput(CA), CounterInput(AM)}


# --- 8.2 Show / Don't show -------------------------------------------------------------------------------------
def test_a_challenged_player_may_show_only_a_card_he_holds() -> None:
    """COUP.md 8.2: "A challenged player answers privately: Show (only if he holds the card) or Don't show"."""
    s = table([[CA, CO], [D, D]])
    s = play(play(s, (ALBA, Act(Action.TAX))).state, (BORGES, Challenge())).state
    assert deadline(s) is Deadline.CHOICE
    assert validate(s, ALBA, Show())[0].code == "not_holding"
    assert validate(s, ALBA, DontShow()) == ()
    assert validate(s, BORGES, DontShow())[0].code == "not_yours"
    assert choices(s, ALBA) == (DontShow(),)


def test_at_the_deadline_a_challenged_player_shows_if_he_holds_the_card() -> None:
    """COUP.md 8.2: "at the deadline, Show if he holds it, else Don't show"."""
    s = table([[D, CO], [CA, CA]])
    s = play(play(s, (ALBA, Act(Action.TAX))).state, (BORGES, Challenge())).state
    res = play(s)
    assert find(res.events, Defaulted).step is StepKind.SHOW and find(res.events, CardShown).character is D
    s = table([[CA, CO], [D, D]])
    s = play(play(s, (ALBA, Act(Action.TAX))).state, (BORGES, Challenge())).state
    res = play(s)
    assert find(res.events, CardNotShown).character is D


# --- 8.3 the moment of the loss --------------------------------------------------------------------------------
def test_a_last_face_down_card_is_revealed_at_once_without_a_menu() -> None:
    """COUP.md 8.3: "A player chooses the card he loses at the moment of the loss; with only one face-down card it is
    revealed at once, without a menu"."""
    s = table([[D, CO], [CA], [A, A]], revealed=[[], [D], []])
    s = play(s, (ALBA, Act(Action.TAX))).state
    res = play(s, (BORGES, Challenge()))
    res = play(res.state, (ALBA, Show()))
    # Borges had one face-down card: it is revealed at once, he is exiled, no LOSE step opens.
    assert "influence_lost" in codes(res.events) and "exiled" in codes(res.events)
    assert res.state.step.kind is StepKind.ACTION and res.state.turn.seat == BORGES


# --- 8.4 the first counter ---------------------------------------------------------------------------------------
def test_several_counters_to_one_foreign_aid_the_first_counts() -> None:
    """COUP.md 8.4: "Several counters to one Foreign Aid: the first received counts; later ones are refused in a
    sentence"."""
    s = table([[D, CO], [D, AM], [D, A]])
    s = play(s, (ALBA, Act(Action.FOREIGN_AID))).state
    received = [Received(CORTEZ, CounterInput(D))]
    assert who_may_act(s, received) == frozenset()  # nobody may challenge Foreign Aid: the window closes
    assert validate(s, BORGES, CounterInput(D), received)[0].code == "already_countered"
    res = play(s, (CORTEZ, CounterInput(D)), (BORGES, CounterInput(D)), refused=1)
    assert res.state.turn.counter_seat == CORTEZ
    refused = find(res.events, InputRefused)
    assert refused.seat == BORGES and refused.reason == "already_countered"


def test_after_the_targets_counter_others_may_still_challenge_the_action() -> None:
    """COUP.md 5.1, 8.4: a Steal countered by its target can still be challenged by the others in the same window
    (challenges are settled first)."""
    s = table([[CA, CO], [AM, AM], [A, D]])
    s = play(s, (ALBA, Act(Action.STEAL, BORGES))).state
    received = [Received(BORGES, CounterInput(AM))]
    assert who_may_act(s, received) == {CORTEZ}
    assert set(choices(s, CORTEZ, received)) == {Challenge(), Pass()}


# --- 8.5 late and final -------------------------------------------------------------------------------------------
def test_a_reaction_to_a_closed_window_is_refused() -> None:
    """COUP.md 8.5: "A reaction that reaches the bot after its window's deadline is late and refused". The bot binds
    each reaction to the step its user saw; against the step now open, it is refused."""
    s = table([[D, CO], [CA, AM]])
    s = play(s, (ALBA, Act(Action.TAX))).state
    closed = play(s).state
    assert closed.step.kind is StepKind.ACTION
    assert validate(closed, BORGES, Challenge())[0].code == "not_now"
    assert closed.seq == s.seq + 1  # the step counter the bot binds reactions to


# --- 8.6 must Coup at the deadline --------------------------------------------------------------------------------
def test_a_player_who_must_coup_defaults_to_a_coup_on_a_target_drawn_by_lot() -> None:
    """COUP.md 8.6: "The turn's default at its deadline is Income; for a player who must Coup, a Coup on a target
    drawn by lot"."""
    targets = set()
    for seed in range(20):
        s = table([[D, CO], [CA, AM], [A, A]], credits=[11, 2, 2])
        res = play(s, seed=str(seed))
        declared = find(res.events, ActionDeclared)
        assert declared.action is Action.COUP
        targets.add(declared.target)
    assert targets == {BORGES, CORTEZ}


# --- 8.7 exile in the middle of an action ---------------------------------------------------------------------------
def test_a_steal_from_a_target_exiled_by_a_lost_challenge_takes_nothing() -> None:
    """COUP.md 8.7: "Exile in the middle of an action (5.3) covers every later effect of that action on the exiled
    player: a Steal from a target exiled by a lost challenge takes nothing"."""
    s = table([[CA, CO], [D], [A, A]], credits=[2, 5, 2], revealed=[[], [AM], []])
    s = play(s, (ALBA, Act(Action.STEAL, BORGES))).state
    s = play(s, (BORGES, Challenge())).state
    res = play(s, (ALBA, Show()))
    assert "exiled" in codes(res.events) and "action_void" in codes(res.events)
    assert res.state.seat(BORGES).credits == 5 and res.state.seat(ALBA).credits == 2


def test_an_actor_exiled_by_his_shown_false_claim_gets_his_price_back() -> None:
    """COUP.md 8.7: "An actor whose false claim is shown and who is exiled by the loss still gets back what he paid
    for the action (3.5)"."""
    s = table([[D], [CA, CO], [A, A]], credits=[4, 2, 2], revealed=[[AM], [], []])
    s = play(s, (ALBA, Act(Action.ASSASSINATE, BORGES))).state
    assert s.seat(ALBA).credits == 1
    s = play(s, (BORGES, Challenge())).state
    res = play(s, (ALBA, DontShow()))
    assert "exiled" in codes(res.events) and "credits_refunded" in codes(res.events)
    assert res.state.seat(ALBA).credits == 4 and res.state.seat(ALBA).exiles == 1
    assert hand(res.state, BORGES) == [CA, CO]


def test_a_false_contessa_caught_costs_the_target_two_influences() -> None:
    """COUP.md 5.2, 4.2: a counteraction not shown has no effect, and the action goes ahead: a target with two cards
    who bluffs the Contessa and is caught loses one for the bluff, then one to the assassination (and is exiled)."""
    s = table([[A, CO], [D, CA], [A, A]], credits=[3, 2, 2])
    s = play(s, (ALBA, Act(Action.ASSASSINATE, BORGES))).state
    s = play(s, (BORGES, CounterInput(CO)), (CORTEZ, Pass())).state
    s = play(s, (ALBA, Challenge())).state
    s = play(s, (BORGES, DontShow())).state
    res = play(s, (BORGES, Lose(D)))
    assert "counter_failed" in codes(res.events)
    # one card left: the assassination reveals it at once, and Borges is exiled.
    assert "exiled" in codes(res.events) and res.state.seat(BORGES).exiles == 1
    assert revealed(res.state, BORGES) == []
