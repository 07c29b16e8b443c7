"""Counteractions and challenges (COUP.md 4-5; seed 004 4.5-4.7). One test per clause; each docstring quotes
COUP.md."""

from __future__ import annotations

from collections import Counter

from rules.coup.cards import Character
from rules.coup.events import CardReplaced, CardShown, Challenged, InputRefused
from rules.coup.inputs import Act, Challenge, DontShow, Lose, Pass, Received, Show
from rules.coup.inputs import Counter as CounterInput
from rules.coup.state import Action, ClaimOf, StepKind
from rules.coup.validate import validate, who_may_act
from tests.rules.coup.helpers import (
    ALBA,
    AM,
    BORGES,
    CA,
    CO,
    CORTEZ,
    DUARTE,
    A,
    D,
    codes,
    find,
    hand,
    play,
    revealed,
    table,
)


# --- 4.1 who counters what ------------------------------------------------------------------------------------
def test_the_duke_counters_foreign_aid_and_any_other_player_may_claim_it() -> None:
    """COUP.md 4.1 (004 4.6.1): "Duke counters Foreign Aid (any other player may claim it)"."""
    s = table([[D, CO], [CA, CO], [AM, A]])
    s = play(s, (ALBA, Act(Action.FOREIGN_AID))).state
    assert who_may_act(s) == {BORGES, CORTEZ}
    assert validate(s, CORTEZ, CounterInput(D)) == ()
    assert validate(s, CORTEZ, CounterInput(CO))[0].code == "wrong_counter"
    assert validate(s, ALBA, CounterInput(D))[0].code == "own_claim"


def test_captain_or_ambassador_counter_steal_and_only_the_target_may() -> None:
    """COUP.md 4.1 (004 4.6.3-4.6.4): "Captain or Ambassador counters Steal ... (only the targeted player may claim
    these)"."""
    s = table([[CA, CO], [D, CO], [AM, A]])
    s = play(s, (ALBA, Act(Action.STEAL, BORGES))).state
    assert validate(s, BORGES, CounterInput(CA)) == ()
    assert validate(s, BORGES, CounterInput(AM)) == ()
    assert validate(s, BORGES, CounterInput(D))[0].code == "wrong_counter"
    assert validate(s, CORTEZ, CounterInput(AM))[0].code == "not_target"
    assert validate(s, CORTEZ, Challenge()) == ()


def test_the_contessa_counters_assassinate_and_only_the_target_may() -> None:
    """COUP.md 4.1 (004 4.6.5): "Contessa counters Assassinate (only the targeted player may claim these)"."""
    s = table([[A, CO], [D, CA], [CO, CO]], credits=[3, 2, 2])
    s = play(s, (ALBA, Act(Action.ASSASSINATE, BORGES))).state
    assert validate(s, BORGES, CounterInput(CO)) == ()
    assert validate(s, CORTEZ, CounterInput(CO))[0].code == "not_target"


def test_nothing_counters_tax_or_exchange() -> None:
    """COUP.md 4.1: only Foreign Aid, Steal and Assassinate have counteractions."""
    for action in (Action.TAX, Action.EXCHANGE):
        s = table([[D, AM], [D, CA]])
        s = play(s, (ALBA, Act(action))).state
        assert validate(s, BORGES, CounterInput(D))[0].code == "no_counter"


# --- 4.2 a counteraction is a claim ---------------------------------------------------------------------------
def test_a_counteraction_can_be_challenged() -> None:
    """COUP.md 4.2 (004 4.7): "A counteraction is a claim: it can be challenged." The actor (or anyone else but the
    counterer) may challenge it."""
    s = table([[D, CO], [CA, CO], [AM, A]])
    s = play(s, (ALBA, Act(Action.FOREIGN_AID))).state
    s = play(s, (BORGES, CounterInput(D))).state
    assert s.step.kind is StepKind.COUNTER_CHALLENGE
    assert who_may_act(s) == {ALBA, CORTEZ}
    assert validate(s, BORGES, Challenge())[0].code == "own_claim"
    res = play(s, (CORTEZ, Challenge()))
    assert find(res.events, Challenged).claim_of is ClaimOf.COUNTER
    assert res.state.step.kind is StepKind.SHOW and res.state.step.seat == BORGES


def test_a_counteraction_that_stands_stops_foreign_aid() -> None:
    """COUP.md 4.2: "A counteraction that stands stops the action (Foreign Aid takes nothing ...)"."""
    s = table([[D, CO], [D, CO]])
    s = play(s, (ALBA, Act(Action.FOREIGN_AID))).state
    s = play(s, (BORGES, CounterInput(D))).state
    res = play(s, (ALBA, Pass()))
    assert "action_blocked" in codes(res.events) and res.state.seat(ALBA).credits == 2


def test_a_counteraction_that_stands_stops_a_steal() -> None:
    """COUP.md 4.2: "... the Steal takes nothing ..."."""
    s = table([[CA, CO], [AM, CO]], credits=[2, 4])
    s = play(s, (ALBA, Act(Action.STEAL, BORGES))).state
    s = play(s, (BORGES, CounterInput(AM))).state
    res = play(s, (ALBA, Pass()))
    assert res.state.seat(BORGES).credits == 4 and res.state.seat(ALBA).credits == 2


def test_a_counteraction_that_stands_saves_the_target() -> None:
    """COUP.md 4.2: "... the target loses no influence"."""
    s = table([[A, CO], [CO, D]], credits=[3, 2])
    s = play(s, (ALBA, Act(Action.ASSASSINATE, BORGES))).state
    s = play(s, (BORGES, CounterInput(CO))).state
    s = play(s, (ALBA, Challenge())).state
    res = play(s, (BORGES, Show()))
    # Borges showed the Contessa: Alba loses one influence for the failed challenge, and the assassination is stopped.
    s = play(res.state, (ALBA, Lose(CO))).state
    assert len(s.seat(BORGES).hand) == 2 and s.seat(BORGES).revealed == ()
    assert revealed(s, ALBA) == [CO] and s.turn.seat == BORGES


# --- 5.1 who challenges, and when ------------------------------------------------------------------------------
def test_any_other_player_may_challenge_a_claim() -> None:
    """COUP.md 5.1 (004 4.7): "Any other player may challenge a claim (an action's or a counteraction's)"."""
    s = table([[D, CO], [CA, CO], [AM, A], [D, A]])
    s = play(s, (ALBA, Act(Action.TAX))).state
    assert who_may_act(s) == {BORGES, CORTEZ, DUARTE}
    assert validate(s, ALBA, Challenge())[0].code == "own_claim"
    for seat in (BORGES, CORTEZ, DUARTE):
        assert validate(s, seat, Challenge()) == ()


def test_a_claim_may_be_challenged_until_the_next_step_begins() -> None:
    """COUP.md 5.1: "until the next step of play begins": once the window has closed, a challenge is refused."""
    s = table([[D, CO], [CA, CO]])
    s = play(s, (ALBA, Act(Action.TAX))).state
    after = play(s, (BORGES, Pass())).state
    assert after.step.kind is StepKind.ACTION
    assert validate(after, BORGES, Challenge())[0].code == "not_now"


def test_challenges_are_settled_before_counteractions() -> None:
    """COUP.md 5.1 (004 4.7): "Challenges are settled before counteractions". The target counters, then a third
    player challenges the action: the challenge is settled first."""
    s = table([[CA, CO], [AM, CO], [D, A]], credits=[2, 3, 2])
    s = play(s, (ALBA, Act(Action.STEAL, BORGES))).state
    res = play(s, (BORGES, CounterInput(AM)), (CORTEZ, Challenge()))
    s = res.state
    assert s.step.kind is StepKind.SHOW and s.step.seat == ALBA and s.step.claim_of is ClaimOf.ACTION
    s = play(s, (ALBA, Show())).state
    s = play(s, (CORTEZ, Lose(A))).state
    # The Steal's claim stands; now Borges's counteraction is open to challenge.
    assert s.step.kind is StepKind.COUNTER_CHALLENGE and s.turn.counter_seat == BORGES


def test_only_the_first_challenge_counts() -> None:
    """COUP.md 5.1: "R: only one challenge per claim: the first received". The second challenger is told, alone."""
    s = table([[D, CO], [CA, CO], [AM, A]])
    s = play(s, (ALBA, Act(Action.TAX))).state
    received = [Received(CORTEZ, Challenge())]
    assert who_may_act(s, received) == frozenset()
    assert validate(s, BORGES, Challenge(), received)[0].code == "already_challenged"
    res = play(s, (CORTEZ, Challenge()), (BORGES, Challenge()), refused=1)
    assert res.state.turn.challenger == CORTEZ
    refused = find(res.events, InputRefused)
    assert refused.seat == BORGES and refused.reason == "already_challenged"
    assert refused.audience.players == frozenset({BORGES}) and not refused.public


# --- 5.2 settling ---------------------------------------------------------------------------------------------
def test_a_claim_not_shown_costs_one_influence_and_has_no_effect() -> None:
    """COUP.md 5.2 (004 4.7.1): "Not shown: he loses one influence, and his action or counteraction has no
    effect"."""
    s = table([[CA, CO], [D, D]])
    s = play(s, (ALBA, Act(Action.TAX))).state
    s = play(s, (BORGES, Challenge())).state
    res = play(s, (ALBA, DontShow()))
    assert res.state.step.kind is StepKind.LOSE and res.state.step.seat == ALBA
    res = play(res.state, (ALBA, Lose(CA)))
    assert "action_failed" in codes(res.events)
    assert res.state.seat(ALBA).credits == 2 and revealed(res.state, ALBA) == [CA]


def test_a_player_may_decline_to_show_a_card_he_holds() -> None:
    """COUP.md 5.2: "he may decline to show it even if he has it"."""
    s = table([[D, CO], [CA, CA]])
    s = play(s, (ALBA, Act(Action.TAX))).state
    s = play(s, (BORGES, Challenge())).state
    assert validate(s, ALBA, DontShow()) == ()
    res = play(s, (ALBA, DontShow()))
    assert res.state.step.kind is StepKind.LOSE and res.state.step.seat == ALBA


def test_a_card_shown_is_surrendered_and_the_challenger_loses_one_influence() -> None:
    """COUP.md 5.2 (004 4.7.1, 4.8): "Shown: he surrenders that card (4.8: revealed, shuffled into the Court Deck,
    and he secretly draws a random card), the challenger loses one influence, and the claim stands"."""
    s = table([[D, CO], [CA, AM]])
    s = play(s, (ALBA, Act(Action.TAX))).state
    s = play(s, (BORGES, Challenge())).state
    deck = len(s.deck)
    res = play(s, (ALBA, Show()))
    shown = find(res.events, CardShown)
    assert shown.public and shown.character is D
    drew = find(res.events, CardReplaced)
    assert not drew.public and drew.audience.players == frozenset({ALBA})
    s = res.state
    assert len(s.seat(ALBA).hand) == 2 and CO in hand(s, ALBA) and len(s.deck) == deck
    assert s.step.kind is StepKind.LOSE and s.step.seat == BORGES
    res = play(s, (BORGES, Lose(AM)))
    assert res.state.seat(ALBA).credits == 5  # the Tax stands


def test_the_shown_card_goes_into_the_deck_before_the_new_one_is_drawn() -> None:
    """COUP.md 5.2 (004 4.8): "shuffled into the Court Deck, and he secretly draws a random card": over many seeds the
    shown Duke sometimes comes straight back."""
    outcomes: Counter[Character] = Counter()
    for seed in range(40):
        s = table([[D, CO], [CA, AM], [D, D]])
        s = play(s, (ALBA, Act(Action.TAX))).state
        s = play(s, (BORGES, Challenge())).state
        res = play(s, (ALBA, Show()), seed=str(seed))
        outcomes[find(res.events, CardReplaced).character] += 1
    assert outcomes[D] > 0 and len(outcomes) > 2


# --- 5.3 exile mid-action --------------------------------------------------------------------------------------
def test_an_assassination_does_not_land_on_the_new_cards_of_a_target_exiled_in_the_same_turn() -> None:
    """COUP.md 5.3: "R: if a player is exiled during a step (section 6), the rest of that step no longer affects him:
    he starts afresh with his two new cards (an assassination that was still to land does not land on the new
    cards)". Borges, with one card, challenges the Assassin and loses: he is exiled, and the assassination misses."""
    s = table([[A, CO], [D], [CA, CA]], credits=[3, 2, 2], revealed=[[], [AM], []])
    s = play(s, (ALBA, Act(Action.ASSASSINATE, BORGES))).state
    s = play(s, (BORGES, Challenge())).state
    res = play(s, (ALBA, Show()))
    assert "exiled" in codes(res.events) and "action_void" in codes(res.events)
    s = res.state
    assert s.seat(BORGES).exiles == 1 and len(s.seat(BORGES).hand) == 2 and s.seat(BORGES).revealed == ()
    assert s.turn.seat == BORGES and s.seat(ALBA).credits == 0
