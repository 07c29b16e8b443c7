"""The `classic` variant's start of the game (VARIANTS.md 2.1, 3.1-3.3) and the round's card draw (5.1.2) as
executable rules. One test per clause; each docstring quotes VARIANTS.md and its seed 001 citation.
"""

from __future__ import annotations

from collections import Counter

import pytest

from rules.junta.cards import DECKS, card
from rules.junta.engine import Resolution, new_game
from rules.junta.orders import ChooseLocation, ElectionVote, Order
from rules.junta.state import ElectionKind, GameState, Location, Phase, Status
from tests.rules.classic_helpers import ALBA, BORGES, CORTEZ, DUARTE, classic_fresh, classic_game
from tests.rules.helpers import NAMES, codes, find, give_cards, run, set_player
from tests.said import english


# --- 2.1 players --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [4, 5, 6, 7])
def test_classic_starts_with_four_to_seven_players(n: int) -> None:
    """VARIANTS 2.1.1 (001 cover, §1.1, §2): "A `classic` game starts with 4 to 7 players"."""
    g = new_game(NAMES[:n], "seed", variant="classic")
    assert isinstance(g, GameState)
    assert g.variant == "classic" and [p.id for p in g.players] == list(range(n))


@pytest.mark.parametrize("n", [3, 8])
def test_classic_refuses_three_and_eight_players(n: int) -> None:
    """VARIANTS 2.1.1 (001 §1.1: "2 or 3 must use the Mini-Junta rules"): "With 2 or 3 players, the bot offers
    `mini` ...; with 8 or more it refuses `classic`." The engine refuses the count with a reason."""
    got = new_game(NAMES[:n], "seed", variant="classic")
    assert isinstance(got, tuple)
    assert [r.code for r in got] == ["player_count"]
    assert str(n) in english(got[0]) and "4 to 7" in english(got[0])


def test_a_count_one_variant_refuses_names_the_variant_that_takes_it() -> None:
    """VARIANTS 2.1.1 (001 §1.1: "2 or 3 must use the Mini-Junta rules"): "With 2 or 3 players, the bot offers
    `mini` (section 10, 11); with 8 or more it refuses `classic`"; 10.1.5: "The variant `mini` with 2 players; with 3
    see section 11". Classic refused for 2 or 3 names Mini-Junta; Mini-Junta refused for 4 to 7 names the board
    game; 8 players are sent to the online rules; 1 player to nothing."""
    said = {}
    for n, variant in ((2, "classic"), (3, "classic"), (4, "mini"), (7, "mini"), (8, "classic"), (1, "mini")):
        got = new_game(NAMES[:n], "seed", variant=variant)
        assert isinstance(got, tuple) and [r.code for r in got] == ["player_count"]
        said[n, variant] = english(got[0])
    assert said[3, "classic"] == (
        "A classic game needs 4 to 7 players; there are 3. With 3 players, play Mini-Junta (variant mini)."
    )
    assert "With 2 players, play Mini-Junta (variant mini)." in said[2, "classic"]
    assert said[4, "mini"] == (
        "A mini game needs 2 or 3 players; there are 4. With 4 players, play the board game (variant classic)."
    )
    assert "play the online rules (variant web) or the board game (variant classic)." in said[7, "mini"]
    assert said[8, "classic"].endswith("With 8 players, play the online rules (variant web).")
    assert said[1, "mini"] == "A mini game needs 2 or 3 players; there are 1."


# --- 3.1 set-up ---------------------------------------------------------------------------------------------
def test_money_deck_is_exactly_the_96_bills() -> None:
    """VARIANTS 3.1.1 (001 §3.3): "The money deck is the 96 bills, shuffled; nobody has cash"; 7.1 (001 §1.2,
    §3.3): "exactly 96 bills, 51 x 1, 30 x 2, 15 x 3 MP ...; no hidden extras"."""
    for seed in ("a", "b", "c", "d", "e"):
        g = classic_fresh(4, seed)
        assert len(g.money_deck) == 96
        assert Counter(b.value for b in g.money_deck) == Counter({1: 51, 2: 30, 3: 15})
        assert all(p.pocket == () and p.bank == () for p in g.players)


def test_political_deck_is_the_64_classic_cards() -> None:
    """VARIANTS 3.1.2 (001 §3.4): "The political deck is the 64 cards of section 8, shuffled"."""
    g = classic_fresh(7)
    in_game = list(g.political_deck) + [c for p in g.players for c in p.hand + p.influence]
    assert len(DECKS["classic"]) == 64
    assert sorted(in_game) == sorted(DECKS["classic"])
    assert not [c for c in in_game if card(c).kind == "intelligence"]


@pytest.mark.parametrize("n", [4, 7])
def test_each_player_draws_five_cards_at_set_up(n: int) -> None:
    """VARIANTS 3.1.3 (001 §3.4): "Each player draws 5 cards, in seat order. They are in hand"."""
    g = classic_fresh(n)
    assert [len(p.hand) for p in g.players] == [5] * n
    assert all(p.influence == () for p in g.players)
    assert len(g.political_deck) == 64 - 5 * n


# --- 3.2 the first election ---------------------------------------------------------------------------------
def test_no_nomination_phase_the_game_opens_with_the_first_election() -> None:
    """VARIANTS 3.2.1 (001 §4.1.2): "There is no nomination phase: nominating is part of the first ballot." The
    game starts in the election, every family a candidate."""
    g = classic_fresh(5)
    assert g.phase is Phase.ELECTION and g.turn == 0 and g.president is None
    assert g.election is not None and g.election.kind is ElectionKind.FIRST
    assert g.election.candidates == (0, 1, 2, 3, 4)


def _elect(g: GameState, *ballot_one: tuple[int, Order]) -> tuple[Resolution, Resolution]:
    """Both ballots of the first election (VARIANTS 4.2.1: "Every vote (an election or a budget) has two
    ballots"): these orders in ballot 1, none in ballot 2 (the sources cast in ballot 1 stay cast)."""
    one = run(g, *ballot_one)
    assert one.state.phase is Phase.ELECTION and one.state.ballot == 2
    return one, run(one.state, seed="ballot2")


def test_first_election_counts_family_vote_and_influence_in_play() -> None:
    """VARIANTS 3.2.1 (001 §4.1.1): "The election is a two-ballot vote (section 4) with these sources: one family
    vote per player, his influence in play, vote cards". Borges's Church (4) in play and his family vote (1) beat
    three family votes."""
    g, [church] = give_cards(classic_fresh(4), BORGES, "Church", influence=True)
    assert card(church).votes == 4
    _, res = _elect(
        g,
        (ALBA, ElectionVote(ALBA)),
        (BORGES, ElectionVote(CORTEZ)),
        (CORTEZ, ElectionVote(ALBA)),
        (DUARTE, ElectionVote(ALBA)),
    )
    assert find(res.events, "election_tally").data["tally"] == {"0": 3, "2": 5}
    assert res.state.president == CORTEZ


def test_first_election_counts_named_vote_cards() -> None:
    """VARIANTS 3.2.1 (001 §4.1.1): the first election's sources are "one family vote per player, his influence in
    play, vote cards"; 4.1.3 (001 §4.1.1, §5.3.2): "Each vote card: its value, indivisible, in one ballot only, then
    discarded". Borges names his Vote (5) with his family vote: 6 for Cortez against 3."""
    g, [five] = give_cards(classic_fresh(4), BORGES, "Vote (5)")
    one, res = _elect(
        g,
        (ALBA, ElectionVote(ALBA)),
        (BORGES, ElectionVote(CORTEZ, (five,))),
        (CORTEZ, ElectionVote(ALBA)),
        (DUARTE, ElectionVote(ALBA)),
    )
    assert "order_lapsed" not in codes(one.events)
    assert five in one.state.discards  # spent in its ballot
    assert find(res.events, "election_tally").data["tally"] == {"0": 3, "2": 6}
    assert res.state.president == CORTEZ


# --- 3.3 round 1 --------------------------------------------------------------------------------------------
def test_round_one_draws_two_more_cards_seven_in_hand() -> None:
    """VARIANTS 3.3 (001 §5, §2.1; R): "round 1 starts with the normal card draw (5.1), so every player draws 2
    more and holds 7, and must bring his hand to 6 in that phase (001 §5.1)"."""
    _, res = _elect(classic_fresh(4), *((pid, ElectionVote(ALBA)) for pid in range(4)))
    s = res.state
    assert s.president == ALBA and s.turn == 1 and s.phase is Phase.CABINET
    assert [len(p.hand) for p in s.players] == [7, 7, 7, 7]
    # The hand limit of 6 (001 §5.1) is enforced when the cabinet phase resolves.
    after = run(s, seed="cab").state
    assert [p.card_count for p in after.players] == [6, 6, 6, 6]


# --- 5.1 the round's draw -----------------------------------------------------------------------------------
def test_a_family_back_from_death_draws_two() -> None:
    """VARIANTS 5.1.2 (001 §5, §10.3): "Every player draws 2 cards ... A player back from death draws 2 (001 §5 has
    no exception; web's 4 is not in seed 001)."""
    g = set_player(classic_game(phase=Phase.LOCATIONS), BORGES, status=Status.DEAD, died_turn=1)
    res = run(g, seed="next")
    s = res.state
    assert s.turn == 2 and s.phase is Phase.CABINET
    assert s.player(BORGES).status is Status.ALIVE
    assert [len(p.hand) for p in s.players] == [2, 2, 2, 2]


def test_exiles_draw_no_cards() -> None:
    """VARIANTS 5.1.2 (001 §9.1): "Exiles draw none"."""
    g = classic_game(phase=Phase.LOCATIONS)
    home = [(pid, ChooseLocation(Location.HOME)) for pid in (ALBA, BORGES, DUARTE)]
    s = run(g, *home, (CORTEZ, ChooseLocation(None)), seed="next").state
    assert s.turn == 2 and s.player(CORTEZ).status is Status.EXILED
    assert [len(p.hand) for p in s.players] == [2, 2, 0, 2]
