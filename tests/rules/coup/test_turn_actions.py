"""A turn's actions (COUP.md 3; seed 004 4.4, 4.6). One test per clause; each docstring quotes COUP.md."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.coup.cards import character
from rules.coup.events import ActionDeclared, CreditsPaid, CreditsStolen, ExchangeCards, Exchanged
from rules.coup.inputs import Act, Challenge, DontShow, Lose, Pass, ReturnCards
from rules.coup.inputs import Counter as CounterInput
from rules.coup.state import Action, StepKind
from rules.coup.validate import choices, validate
from tests.rules.coup.helpers import ALBA, AM, BORGES, CA, CO, CORTEZ, A, D, codes, find, hand, play, revealed, table


def test_one_action_a_turn() -> None:
    """COUP.md 3.1 (004 4.4): "The player whose turn it is takes one action." Only he acts, and only once."""
    s = table([[D, CO], [CA, CO], [AM, A]])
    assert validate(s, BORGES, Act(Action.INCOME))[0].code == "not_yours"
    res = play(s, (ALBA, Act(Action.INCOME)), (ALBA, Act(Action.INCOME)), refused=1)
    assert res.state.seat(ALBA).credits == 3
    assert "input_refused" in codes(res.events) and res.state.turn.seat == BORGES


def test_ten_credits_at_the_start_of_the_turn_force_a_coup() -> None:
    """COUP.md 3.1 (004 4.4): "If he begins his turn with 10 or more credits, it must be Coup"."""
    s = table([[D, CO], [CA, CO]], credits=[10, 2])
    assert s.turn.must_coup
    assert validate(s, ALBA, Act(Action.TAX))[0].code == "must_coup"
    assert validate(s, ALBA, Act(Action.INCOME))[0].code == "must_coup"
    assert validate(s, ALBA, Act(Action.COUP, BORGES)) == ()
    assert {c.action for c in choices(s, ALBA) if isinstance(c, Act)} == {Action.COUP}


def test_nine_credits_do_not_force_a_coup() -> None:
    """COUP.md 3.1: "10 or more credits" (9 is free to choose)."""
    s = table([[D, CO], [CA, CO]], credits=[9, 2])
    assert validate(s, ALBA, Act(Action.INCOME)) == ()


def test_income_takes_one() -> None:
    """COUP.md 3.2 (004 4.4.1): "Income (take 1)"; basic, no claim: nobody may challenge or counter it."""
    s = table([[D, CO], [CA, CO]])
    res = play(s, (ALBA, Act(Action.INCOME)))
    assert res.state.seat(ALBA).credits == 3 and res.state.turn.seat == BORGES
    assert find(res.events, ActionDeclared).claim is None


def test_foreign_aid_takes_two() -> None:
    """COUP.md 3.2 (004 4.4.2): "Foreign Aid (take 2)"; it claims nothing, so nobody may challenge it."""
    s = table([[D, CO], [CA, CO], [AM, A]])
    s = play(s, (ALBA, Act(Action.FOREIGN_AID))).state
    assert s.step.kind is StepKind.REACTIONS
    assert validate(s, BORGES, Challenge())[0].code == "nothing_to_challenge"
    res = play(s, (BORGES, Pass()), (CORTEZ, Pass()))
    assert res.state.seat(ALBA).credits == 4


def test_a_coup_costs_seven_and_its_target_loses_one_influence() -> None:
    """COUP.md 3.2 (004 4.4.3): "Coup (pay 7, choose a player who loses one influence)"."""
    s = table([[D, CO], [CA, CO], [AM, A]], credits=[8, 2, 2])
    res = play(s, (ALBA, Act(Action.COUP, CORTEZ)))
    assert res.state.seat(ALBA).credits == 1 and res.state.treasury == 50 - 1 - 2 - 2
    assert find(res.events, CreditsPaid).amount == 7
    assert res.state.step.kind is StepKind.LOSE and res.state.step.seat == CORTEZ
    res = play(res.state, (CORTEZ, Lose(A)))
    assert hand(res.state, CORTEZ) == [AM] and revealed(res.state, CORTEZ) == [A]


def test_a_coup_can_be_neither_challenged_nor_countered() -> None:
    """COUP.md 3.2: "A Coup can be neither challenged nor countered." No window opens: the target chooses his loss
    at once."""
    s = table([[D, CO], [CA, CO]], credits=[7, 2])
    s = play(s, (ALBA, Act(Action.COUP, BORGES))).state
    assert s.step.kind is StepKind.LOSE
    assert validate(s, BORGES, Challenge())[0].code == "not_now"
    assert validate(s, BORGES, CounterInput(CO))[0].code == "not_now"


def test_tax_claims_the_duke_and_takes_three() -> None:
    """COUP.md 3.3 (004 4.6.1): "Tax (Duke: take 3)"."""
    s = table([[CA, CO], [CA, CO]])
    s = play(s, (ALBA, Act(Action.TAX))).state
    assert s.step.kind is StepKind.REACTIONS and s.step.may_challenge
    res = play(s, (BORGES, Pass()))
    assert res.state.seat(ALBA).credits == 5


def test_assassinate_claims_the_assassin_pays_three_and_the_target_loses_one() -> None:
    """COUP.md 3.3 (004 4.6.2): "Assassinate (Assassin: pay 3 credits, choose a player who loses one influence)"."""
    s = table([[A, CO], [CA, D]], credits=[3, 2])
    s = play(s, (ALBA, Act(Action.ASSASSINATE, BORGES))).state
    assert s.seat(ALBA).credits == 0
    res = play(s, (BORGES, Pass()))
    assert res.state.step.kind is StepKind.LOSE and res.state.step.seat == BORGES
    res = play(res.state, (BORGES, Lose(D)))
    assert revealed(res.state, BORGES) == [D]


def test_steal_claims_the_captain_and_takes_up_to_two() -> None:
    """COUP.md 3.3 (004 4.6.3): "Steal (Captain: take up to 2 credits from another player)"."""
    s = table([[CA, CO], [D, D]], credits=[2, 5])
    s = play(s, (ALBA, Act(Action.STEAL, BORGES))).state
    res = play(s, (BORGES, Pass()))
    assert find(res.events, CreditsStolen).amount == 2
    assert res.state.seat(ALBA).credits == 4 and res.state.seat(BORGES).credits == 3


def test_exchange_draws_two_then_returns_two_of_the_players_choice() -> None:
    """COUP.md 3.4: "R: Exchange draws 2 cards from the Court Deck into the hand, then returns 2 cards of the player's
    choice, face down, and the deck is shuffled"."""
    s = table([[AM, CO], [D, D]], deck_top=[A, CA])
    s = play(s, (ALBA, Act(Action.EXCHANGE))).state
    res = play(s, (BORGES, Pass()))
    s = res.state
    assert s.step.kind is StepKind.EXCHANGE and s.step.seat == ALBA
    drawn = find(res.events, ExchangeCards)
    assert drawn.cards == (A, CA) and not drawn.public and drawn.audience.players == frozenset({ALBA})
    assert Counter(hand(s, ALBA)) == Counter([AM, CO, A, CA])
    assert validate(s, ALBA, ReturnCards((D, AM)))[0].code == "not_holding"
    assert validate(s, ALBA, ReturnCards((AM,)))[0].code == "return_two"
    res = play(s, (ALBA, ReturnCards((AM, CO))))
    assert Counter(hand(res.state, ALBA)) == Counter([A, CA])
    assert res.state.turn.seat == BORGES
    exchanged = find(res.events, Exchanged)
    assert exchanged.public and exchanged.count == 2


def test_exchanging_needs_two_cards_returned_even_when_they_are_the_new_ones() -> None:
    """COUP.md 3.4: he returns "2 cards of the player's choice": the two drawn ones are as good as any."""
    s = table([[AM, CO], [D, D]], deck_top=[A, CA])
    s = play(play(s, (ALBA, Act(Action.EXCHANGE))).state, (BORGES, Pass())).state
    res = play(s, (ALBA, ReturnCards((A, CA))))
    assert Counter(hand(res.state, ALBA)) == Counter([AM, CO])


def test_the_assassins_price_is_paid_when_declared() -> None:
    """COUP.md 3.5: "R: Assassinate's 3 credits are paid when it is declared"."""
    s = table([[A, CO], [CA, D]], credits=[5, 2])
    res = play(s, (ALBA, Act(Action.ASSASSINATE, BORGES)))
    assert res.state.step.kind is StepKind.REACTIONS and res.state.seat(ALBA).credits == 2
    assert res.state.turn.paid == 3


def test_the_price_comes_back_when_a_challenge_shows_the_claim_false() -> None:
    """COUP.md 3.5: "if a challenge shows the claim false, they come back"."""
    s = table([[D, CO], [CA, D]], credits=[3, 2])
    s = play(s, (ALBA, Act(Action.ASSASSINATE, BORGES))).state
    s = play(s, (BORGES, Challenge())).state
    assert s.step.kind is StepKind.SHOW and s.step.seat == ALBA
    res = play(s, (ALBA, DontShow()))
    s = play(res.state, (ALBA, Lose(D))).state
    assert s.seat(ALBA).credits == 3 and hand(s, BORGES) == [CA, D]


def test_the_price_stays_paid_when_the_assassination_is_countered() -> None:
    """COUP.md 3.5: "if the action is countered (Contessa), they stay paid (the published game)"."""
    s = table([[A, CO], [CO, D]], credits=[3, 2])
    s = play(s, (ALBA, Act(Action.ASSASSINATE, BORGES))).state
    s = play(s, (BORGES, CounterInput(CO))).state
    assert s.step.kind is StepKind.COUNTER_CHALLENGE
    res = play(s, (ALBA, Pass()))
    assert "action_blocked" in codes(res.events)
    assert res.state.seat(ALBA).credits == 0 and hand(res.state, BORGES) == [CO, D]


@pytest.mark.parametrize(("action", "price"), [(Action.COUP, 7), (Action.ASSASSINATE, 3)])
def test_an_action_needs_its_price_in_hand(action: Action, price: int) -> None:
    """COUP.md 3.5: "An action needs its price in hand to be declared (Coup 7, Assassinate 3)"."""
    s = table([[A, CO], [CA, D]], credits=[price - 1, 2])
    assert validate(s, ALBA, Act(action, BORGES))[0].code == "cannot_afford"
    s = table([[A, CO], [CA, D]], credits=[price, 2])
    assert validate(s, ALBA, Act(action, BORGES)) == ()


@pytest.mark.parametrize("action", [Action.COUP, Action.ASSASSINATE, Action.STEAL])
def test_a_player_may_not_target_himself(action: Action) -> None:
    """COUP.md 3.6: "R: a player may not target himself"; a targeted action names another player."""
    s = table([[A, CO], [CA, D]], credits=[7, 2])
    assert validate(s, ALBA, Act(action, ALBA))[0].code == "target_self"
    assert validate(s, ALBA, Act(action))[0].code == "needs_target"
    assert validate(s, ALBA, Act(action, 5))[0].code == "no_such_target"
    assert validate(s, ALBA, Act(Action.INCOME, BORGES))[0].code == "no_target"


@pytest.mark.parametrize(("has", "takes"), [(1, 1), (0, 0), (2, 2), (9, 2)])
def test_steal_takes_what_the_target_has_up_to_two(has: int, takes: int) -> None:
    """COUP.md 3.6: "Steal from a player with 1 credit takes 1, from one with none takes nothing"."""
    s = table([[CA, CO], [D, D]], credits=[2, has])
    s = play(s, (ALBA, Act(Action.STEAL, BORGES))).state
    res = play(s, (BORGES, Pass()))
    assert find(res.events, CreditsStolen).amount == takes
    assert res.state.seat(BORGES).credits == has - takes and res.state.seat(ALBA).credits == 2 + takes


def test_character_cards_are_named_by_their_character() -> None:
    """COUP.md 1.1: the five characters; a card's id is only the engine's way to follow it."""
    assert {character(c) for c in range(15)} == {D, A, CA, AM, CO}
