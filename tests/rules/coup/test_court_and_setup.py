"""Nomicoup's pieces and set-up (COUP.md 1-2). One test per clause; each docstring quotes COUP.md (and the seed 004
section it cites)."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.coup.cards import ALL_CARDS, Character, character
from rules.coup.engine import Resolution, new_game
from rules.coup.events import CardsDealt, CreditsTaken, GameStarted, TurnBegan
from rules.coup.inputs import Act
from rules.coup.state import Action, Mode, StepKind
from rules.coup.views import player_view, public_view
from tests.rules.coup.helpers import ALBA, BORGES, CA, CO, D, find, play, table


def started(n: int, seed: str = "s", **kw: object) -> Resolution:
    res = new_game(["Alba", "Borges", "Cortez", "Duarte", "Esteban", "Fuentes"][:n], seed, **kw)  # type: ignore[arg-type]
    assert isinstance(res, Resolution)
    return res


def test_the_court_deck_has_three_of_each_of_the_five_characters() -> None:
    """COUP.md 1.1 (004 4.1, 4.6): "The Court Deck: 15 cards, 3 each of Duke, Assassin, Captain, Ambassador,
    Contessa"."""
    assert len(ALL_CARDS) == 15
    assert Counter(character(c) for c in ALL_CARDS) == {c: 3 for c in Character}
    s = started(4).state
    everywhere = list(s.deck) + [c for p in s.seats for c in p.hand + p.revealed]
    assert sorted(everywhere) == list(ALL_CARDS)


def test_the_court_decks_order_is_secret() -> None:
    """COUP.md 1.1: "Its order is secret." The views tell how many cards it holds, never which."""
    s = started(3).state
    assert public_view(s).deck == len(s.deck) == 9
    for seat in range(3):
        assert not hasattr(player_view(s, seat), "deck_order")
        assert player_view(s, seat).public.deck == 9


def test_the_treasury_holds_every_credit_no_player_holds() -> None:
    """COUP.md 1.2 (004 4.2): "The Treasury holds every credit not held by a player: 50 credits in the game in all"."""
    for n in range(2, 7):
        s = started(n).state
        assert s.treasury + sum(p.credits for p in s.seats) == 50


def test_taking_from_the_treasury_takes_at_most_what_it_holds() -> None:
    """COUP.md 1.2 (004 4.2): "Taking from the Treasury takes at most what it holds". Tax with 2 credits in the
    Treasury takes 2."""
    s = table([[D, CO], [CA, CO]], credits=[8, 40])
    assert s.treasury == 2
    res = play(s, (ALBA, Act(Action.TAX)))
    res = play(res.state)  # the window closes: nobody challenges
    took = find(res.events, CreditsTaken)
    assert (took.amount, took.asked) == (2, 3)
    assert res.state.treasury == 0 and res.state.seat(ALBA).credits == 10


def test_income_from_an_empty_treasury_takes_nothing() -> None:
    """COUP.md 1.2 (004 4.2.1): "Credits are whole numbers; a negative amount is zero." An empty Treasury gives
    nothing, and nobody's credits go below zero."""
    s = table([[D, CO], [CA, CO]], credits=[9, 41])
    res = play(s, (ALBA, Act(Action.INCOME)))
    assert res.state.seat(ALBA).credits == 9 and res.state.treasury == 0


def test_influence_is_the_face_down_cards_and_lost_ones_lie_face_up() -> None:
    """COUP.md 1.3 (004 4.8, 4.8.1): "A player's influence: the face-down cards he holds. Revealed (lost) cards lie
    face up in front of him until he is exiled"."""
    s = table([[D, CO], [CA, CO]], credits=[7, 2])
    res = play(s, (ALBA, Act(Action.COUP, BORGES)))
    assert res.state.step.kind is StepKind.LOSE
    from rules.coup.inputs import Lose

    res = play(res.state, (BORGES, Lose(CA)))
    view = public_view(res.state).seats[BORGES]
    assert view.face_down == 1 and view.revealed == (CA,)


@pytest.mark.parametrize("n", [1, 7])
def test_two_to_six_players(n: int) -> None:
    """COUP.md 1.4: "Players: 2 to 6 (R: the published game's range; with 6 players 3 cards stay in the deck, enough
    for an exchange)"."""
    out = new_game([f"P{i}" for i in range(n)], "s")
    assert isinstance(out, tuple) and out[0].code == "player_count"
    assert len(started(6).state.deck) == 3


def test_each_player_is_dealt_two_cards_secretly() -> None:
    """COUP.md 2 (004 4.3): "Shuffle; deal 2 cards to each player, secretly". Each deal is told to its player
    alone."""
    res = started(4)
    for p in res.state.seats:
        assert len(p.hand) == 2
        dealt = [e for e in res.events if isinstance(e, CardsDealt) and e.seat == p.id]
        assert len(dealt) == 1 and not dealt[0].public and dealt[0].audience.players == frozenset({p.id})
        assert dealt[0].cards == tuple(character(c) for c in p.hand)


def test_each_player_takes_two_credits() -> None:
    """COUP.md 2 (004 4.3): "each player takes 2 credits from the Treasury"."""
    s = started(5).state
    assert [p.credits for p in s.seats] == [2] * 5 and s.treasury == 40


def test_with_two_players_the_starting_player_takes_one_credit() -> None:
    """COUP.md 2 (004 4.3): "with exactly 2 players the starting player takes 1 instead"."""
    for seed in ("a", "b", "c", "d"):
        s = started(2, seed).state
        assert s.seat(s.starter).credits == 1 and s.seat(1 - s.starter).credits == 2
        assert s.treasury == 47


def test_the_starting_player_is_drawn_by_lot_and_turns_go_in_seat_order() -> None:
    """COUP.md 2: "R: the starting player is drawn by lot; turns then go in seat order (join order)"."""
    starters = {started(4, f"seed{i}").state.starter for i in range(30)}
    assert starters == {0, 1, 2, 3}
    res = started(4, "order")
    s = res.state
    begun = find(res.events, GameStarted)
    assert begun.order == tuple((s.starter + k) % 4 for k in range(4))
    assert s.step.kind is StepKind.ACTION and s.step.seat == s.starter
    assert find(res.events, TurnBegan).seat == s.starter
    seen = [s.turn.seat]
    for _ in range(3):
        s = play(s, (s.turn.seat, Act(Action.INCOME))).state
        seen.append(s.turn.seat)
    assert seen == list(begun.order)


def test_new_game_modes_and_rounds() -> None:
    """COUP.md 6.3: "the game ends after the number of rounds set at creation (default 8 ...)"; the published game is
    `mode: classic`."""
    assert started(3).state.rounds == 8 and started(3).state.mode is Mode.CONTINUOUS
    assert started(3, rounds=3).state.rounds == 3
    classic = started(3, mode="classic").state
    assert classic.mode is Mode.CLASSIC and classic.rounds == 0
    bad = new_game(["A", "B"], "s", mode="chess")
    assert isinstance(bad, tuple) and bad[0].code == "no_such_mode"
    bad = new_game(["A", "B"], "s", rounds=0)
    assert isinstance(bad, tuple) and bad[0].code == "rounds"
    bad = new_game(["A", "a"], "s")
    assert isinstance(bad, tuple) and bad[0].code == "names"
