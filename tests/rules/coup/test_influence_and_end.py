"""Losing influence, exile and the end (COUP.md 6, 8.8, 8.9; seed 004 4.8, 4.8.1). One test per clause; each
docstring quotes COUP.md."""

from __future__ import annotations

from rules.coup.engine import end
from rules.coup.events import Exiled, GameOver, InfluenceLost, NewInfluence, WentOut
from rules.coup.inputs import Act, Challenge, Lose, Pass, ReturnCards, Show
from rules.coup.inputs import Counter as CounterInput
from rules.coup.state import Action, EndReason, Mode, StepKind
from rules.coup.validate import validate
from rules.coup.views import player_view, public_view
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


def test_the_loser_chooses_the_card_he_reveals_and_it_stays_face_up() -> None:
    """COUP.md 6.1 (004 4.8): "A player who loses influence chooses one of his face-down cards, reveals it, and it
    stays face up in front of him"."""
    s = table([[D, CO], [CA, AM]], credits=[7, 2])
    s = play(s, (ALBA, Act(Action.COUP, BORGES))).state
    assert validate(s, BORGES, Lose(D))[0].code == "not_holding"
    assert validate(s, ALBA, Lose(D))[0].code == "not_yours"
    res = play(s, (BORGES, Lose(AM)))
    lost = find(res.events, InfluenceLost)
    assert lost.public and lost.character is AM and not lost.by_lot
    assert hand(res.state, BORGES) == [CA] and revealed(res.state, BORGES) == [AM]


def test_lot_chooses_the_card_of_a_loser_who_does_not_choose_by_the_deadline() -> None:
    """COUP.md 6.1: "R: if he does not choose by the deadline, lot chooses"."""
    seen = set()
    for seed in range(20):
        s = table([[D, CO], [CA, AM]], credits=[7, 2])
        s = play(s, (ALBA, Act(Action.COUP, BORGES))).state
        res = play(s, seed=str(seed))
        lost = find(res.events, InfluenceLost)
        assert lost.by_lot
        seen.add(lost.character)
    assert seen == {CA, AM}


def test_a_player_with_no_face_down_card_is_exiled_and_draws_two_new_cards() -> None:
    """COUP.md 6.2 (004 4.8.1): "A player with no face-down card is exiled: his exile count goes up by one (public),
    his revealed cards are shuffled into the Court Deck, and he draws 2 new cards"."""
    s = table([[D, CO], [CA]], credits=[7, 3], revealed=[[], [AM]])
    res = play(s, (ALBA, Act(Action.COUP, BORGES)))
    s = res.state
    exiled = find(res.events, Exiled)
    assert exiled.public and exiled.exiles == 1
    drew = find(res.events, NewInfluence)
    assert not drew.public and drew.audience.players == frozenset({BORGES})
    assert drew.cards == tuple(hand(s, BORGES))
    assert s.seat(BORGES).exiles == 1 and len(s.seat(BORGES).hand) == 2 and s.seat(BORGES).revealed == ()


def test_an_exiled_player_keeps_his_credits_and_his_place() -> None:
    """COUP.md 6.2: "He keeps his credits (R: the seed takes none away) and his place in the turn order"."""
    s = table([[D, CO], [CA], [D, D]], credits=[7, 5, 2], revealed=[[], [AM], []])
    s = play(s, (ALBA, Act(Action.COUP, BORGES))).state
    assert s.seat(BORGES).credits == 5 and s.turn.seat == BORGES


def test_the_continuous_game_ends_after_its_rounds() -> None:
    """COUP.md 6.3: "The continuous game (`mode: continuous`, the seed's): nobody is ever out. R: the game ends after
    the number of rounds set at creation (default 8 rounds of every player's turn)"."""
    s = table([[D, CO], [CA, AM]], rounds=1)
    s = play(s, (ALBA, Act(Action.INCOME))).state
    assert not s.over and s.turn.seat == BORGES
    res = play(s, (BORGES, Act(Action.INCOME)))
    assert res.state.over and res.state.end is EndReason.ROUNDS
    assert find(res.events, GameOver).reason is EndReason.ROUNDS


def test_the_continuous_ranking_fewest_exiles_then_most_credits_then_most_face_down_cards() -> None:
    """COUP.md 6.3: "ranking: fewest exiles, then most credits, then most face-down cards, then lot"."""
    s = table(
        [[D, CO], [CA, AM], [D], [A, A]],
        credits=[9, 3, 3, 1],
        revealed=[[], [], [CO], []],
        exiles=[2, 0, 0, 0],
        rounds=1,
        seat=DUARTE,
        turn=4,
    )
    res = play(s, (DUARTE, Act(Action.INCOME)))
    # Duarte: 0 exiles, 2 credits; Borges and Cortez: 0 exiles, 3 credits, Borges with more face-down cards;
    # Alba: 2 exiles, however rich.
    assert find(res.events, GameOver).ranking == (BORGES, CORTEZ, DUARTE, ALBA)
    assert [x.seat for x in res.state.ranking] == [BORGES, CORTEZ, DUARTE, ALBA]


def test_a_full_tie_is_broken_by_lot() -> None:
    """COUP.md 6.3: "... then lot". Alba and Borges end with no exile, 3 credits and 2 face-down cards each."""
    winners = set()
    for seed in range(20):
        s = table([[D, CO], [CA, AM]], credits=[3, 2], rounds=1, seat=BORGES, turn=2)
        res = play(s, (BORGES, Act(Action.INCOME)), seed=str(seed))
        winners.add(res.state.ranking[0].seat)
    assert winners == {ALBA, BORGES}


def test_in_the_classic_game_an_exiled_player_is_out() -> None:
    """COUP.md 6.3: "The published game (`mode: classic`): an exiled player is out instead"."""
    s = table([[D, CO], [CA], [D, A]], credits=[7, 4, 2], revealed=[[], [AM], []], mode=Mode.CLASSIC)
    res = play(s, (ALBA, Act(Action.COUP, BORGES)))
    s = res.state
    assert find(res.events, WentOut).seat == BORGES and s.seat(BORGES).out
    assert s.seat(BORGES).hand == () and "exiled" not in codes(res.events)
    assert s.turn.seat == CORTEZ  # his turn is skipped
    assert validate(s, BORGES, Challenge())[0].code == "out"
    assert validate(s, CORTEZ, Act(Action.STEAL, BORGES))[0].code == "target_out"


def test_in_the_classic_game_the_last_player_with_influence_wins() -> None:
    """COUP.md 6.3: "... and the last player with influence wins"."""
    s = table([[D, CO], [CA]], credits=[7, 4], revealed=[[], [AM]], mode=Mode.CLASSIC)
    res = play(s, (ALBA, Act(Action.COUP, BORGES)))
    assert res.state.over and res.state.end is EndReason.LAST_STANDING
    assert find(res.events, GameOver).ranking == (ALBA, BORGES)


def test_classic_out_players_keep_their_credits_and_revealed_cards() -> None:
    """COUP.md 8.8: "Classic mode: a player who is out keeps his credits (they still count in the 50) and his
    revealed cards stay face up"."""
    s = table([[D, CO], [CA], [D, A]], credits=[7, 4, 2], revealed=[[], [AM], []], mode=Mode.CLASSIC)
    s = play(s, (ALBA, Act(Action.COUP, BORGES))).state
    assert s.seat(BORGES).credits == 4 and revealed(s, BORGES) == [AM, CA]


def test_classic_ranking_goes_in_the_reverse_order_of_going_out() -> None:
    """COUP.md 8.8: "the others are ranked in the reverse order of going out; there is no round limit"."""
    s = table(
        [[D], [CA], [D], [A]],
        credits=[7, 14, 2, 2],
        revealed=[[CO], [AM], [CO], [A]],
        mode=Mode.CLASSIC,
        turn=99,
    )
    s = play(s, (ALBA, Act(Action.COUP, CORTEZ))).state  # Cortez goes out first
    s = play(s, (BORGES, Act(Action.COUP, DUARTE))).state  # then Duarte
    assert not s.over and s.gone == (CORTEZ, DUARTE) and s.turn.seat == ALBA
    s = play(s, (ALBA, Act(Action.INCOME))).state
    res = play(s, (BORGES, Act(Action.COUP, ALBA)))  # then Alba: Borges is the last with influence
    assert res.state.over and res.state.end is EndReason.LAST_STANDING
    assert find(res.events, GameOver).ranking == (BORGES, ALBA, DUARTE, CORTEZ)


def test_a_moderators_end_ranks_the_state_as_it_stands() -> None:
    """COUP.md 8.9: "a moderator's end mid-turn takes the state as it stands"; 6.3: "or when a moderator ends it"."""
    s = table([[D, CO], [CA, AM]], credits=[2, 5])
    s = play(s, (ALBA, Act(Action.TAX))).state
    res = end(s, "mod")
    assert res.state.over and res.state.end is EndReason.MODERATOR
    assert find(res.events, GameOver).ranking == (BORGES, ALBA)
    assert end(res.state, "again").events == ()


def test_the_last_turn_finishes_its_pending_choices_first() -> None:
    """COUP.md 8.9: "The end: the last turn finishes its pending choices first"."""
    s = table([[AM, CO], [CA, D]], rounds=1, seat=BORGES, turn=2, deck_top=[A, A])
    s = play(s, (BORGES, Act(Action.EXCHANGE))).state
    s = play(s, (ALBA, Pass())).state
    assert s.step.kind is StepKind.EXCHANGE and not s.over
    res = play(s, (BORGES, ReturnCards((A, A))))
    assert res.state.over


def test_a_target_who_challenges_and_loses_may_still_counter() -> None:
    """COUP.md 8.1: "a player may both challenge an action and then counter it (the published game): the counter
    window opens after the challenge is settled, for those who may still counter"."""
    s = table([[A, CO], [CO, D]], credits=[3, 2])
    s = play(s, (ALBA, Act(Action.ASSASSINATE, BORGES))).state
    s = play(s, (BORGES, Challenge())).state
    s = play(s, (ALBA, Show())).state
    s = play(s, (BORGES, Lose(D))).state
    assert s.step.kind is StepKind.REACTIONS and not s.step.may_challenge
    assert validate(s, BORGES, Challenge())[0].code == "challenge_settled"
    s = play(s, (BORGES, CounterInput(CO))).state
    assert s.step.kind is StepKind.COUNTER_CHALLENGE
    res = play(s, (ALBA, Pass()))
    assert "action_blocked" in codes(res.events) and hand(res.state, BORGES) == [CO]


def test_rounds_go_from_the_starting_player_and_skip_players_who_are_out() -> None:
    """COUP.md 2: "turns then go in seat order"; 6.3: a round is "every player's turn". In the classic game a round
    ends when the turn comes back past the starting player's place, players out skipped."""
    s = table([[D, CO], [CA], [D, A]], credits=[7, 2, 2], revealed=[[], [AM], []], mode=Mode.CLASSIC)
    assert s.round == 1
    s = play(s, (ALBA, Act(Action.COUP, BORGES))).state  # Borges is out
    assert s.turn.seat == CORTEZ and s.round == 1
    s = play(s, (CORTEZ, Act(Action.INCOME))).state
    assert s.turn.seat == ALBA and s.round == 2 and s.turn.number == 3


def test_hands_stay_private_after_the_end() -> None:
    """COUP.md 8.9: "Hands stay private after the end unless the archive is made public by a moderator." The views of
    a finished game show each seat his own hand only, and the public none."""
    s = table([[D, CO], [CA, AM]], rounds=1, seat=BORGES, turn=2)
    s = play(s, (BORGES, Act(Action.INCOME))).state
    assert s.over
    assert player_view(s, ALBA).hand == (D, CO) and player_view(s, BORGES).hand == (CA, AM)
    assert [p.face_down for p in public_view(s).seats] == [2, 2]
    assert "hand" not in {f for f in public_view(s).__dataclass_fields__}
