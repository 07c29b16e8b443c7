"""The `mini` variant's families and set-up (VARIANTS.md 10.1, 10.2, 11.1, 11.2, 11.9) as executable rules.
One test per clause; each docstring quotes VARIANTS.md and its seed 001 citation.

Two players: Alba (0) and Borges (1); the straw men Sunglasses (2, the Minister), Pocket-watch (3) and Beard (4).
Three players: Alba, Borges, Cortez (2); the straw Generals Sunglasses (3) and Pocket-watch (4).
"""

from __future__ import annotations

import random

from rules.junta import straw
from rules.junta.cards import card
from rules.junta.context import Ctx
from rules.junta.engine import new_game
from rules.junta.offices import Office
from rules.junta.orders import ElectionVote
from rules.junta.state import ElectionKind, GameState, Phase
from rules.junta.validate import validate
from rules.junta.variants import CLASSIC, MINI, VARIANTS
from tests.rules.helpers import NAMES, codes, run
from tests.rules.mini_helpers import ALBA, BORGES, CORTEZ, mini_fresh
from tests.said import english


def _dealt(seed: str, n: int) -> GameState:
    """The state right after the set-up deal, before `straw.set_up` (the deal of `new_game`, replayed)."""
    from rules.junta.cards import shuffled_deck
    from rules.junta.money import build_money_deck
    from rules.junta.state import Player

    names = list(NAMES[:n])
    rng = random.Random(f"{seed}:setup")
    players = [Player(i, x) for i, x in enumerate(names)]
    players += [Player(n + i, x, straw=True) for i, x in enumerate(straw.straw_names(names)[: 5 - n])]
    g = GameState(
        variant="mini",
        players=tuple(players),
        money_deck=build_money_deck(rng, MINI.money_extras),
        political_deck=shuffled_deck(rng, MINI.deck),
    )
    ctx = Ctx(g, rng)
    for p in g.players:
        ctx.draw_cards(p.id, MINI.setup_cards)
    return ctx.s


# --- 10.1 who is in the game -----------------------------------------------------------------------------------
def test_two_real_players_and_three_straw_men() -> None:
    """VARIANTS 10.1.1 (001 §17): "Two real players and three straw men"; 10.1.3 (001 §17, printed in §3.2):
    "Straw men: the straw Minister and two straw Generals ..., each a family with its own cards, cash, location, life
    and death, but no decisions of its own"; 10.1.5: "The variant `mini` with 2 players; with 3 see section 11"."""
    g = mini_fresh(2, president=ALBA)
    assert g.variant == "mini" and VARIANTS["mini"] is MINI
    assert (MINI.min_players, MINI.max_players) == (2, 3)
    assert [p.straw for p in g.players] == [False, False, True, True, True]
    assert straw.real_players(g) == (ALBA, BORGES) and straw.straw_men(g) == (2, 3, 4)
    for n in (1, 4):
        made = new_game(NAMES[:n], "x", variant="mini")
        assert isinstance(made, tuple) and made[0].code == "player_count"


def test_seats_real_players_then_straw_men_named_by_the_first_free_symbols() -> None:
    """VARIANTS 10.1.4 (001 §17, printed in §3.2: "three spare family markers mark them"): "The straw men take the
    first three families left free in 2.1.3's order ...: the first is the Minister, the second the first straw
    General, the third the second"; 2.1.3: the families Sunglasses, Pocket-watch, Beard, Hat, ... A real family
    called Beard (any case) keeps the straw men off its symbol."""
    assert straw.SYMBOLS[:4] == ("Sunglasses", "Pocket-watch", "Beard", "Hat")
    g = mini_fresh(2, president=ALBA)
    assert [p.name for p in g.players] == ["Alba", "Borges", "Sunglasses", "Pocket-watch", "Beard"]
    assert g.holder(Office.MINISTER) is None  # nothing is dealt before round 1's Cabinet phase
    s = run(g).state
    assert s.holder(Office.MINISTER) == 2
    assert {s.holder(Office.GENERAL_2), s.holder(Office.GENERAL_3), s.holder(Office.GENERAL_1)} == {BORGES, 3, 4}
    taken = new_game(["beard", "Alba"], "x", variant="mini", president=0)
    assert isinstance(taken, GameState)
    assert [p.name for p in taken.players] == ["beard", "Alba", "Sunglasses", "Pocket-watch", "Hat"]


def test_the_first_president_sits_first() -> None:
    """VARIANTS 10.1.4 (R): "Seats ..., fixed at the start: the first President, the other real player, the straw
    Minister, then the two straw Generals". Borges joined second and is named President: he sits in seat 0, Alba in
    seat 1, and the game is dealt exactly as if he had joined first (he is dealt and draws first in round 1); named
    first, Alba keeps seat 0. Drawn by lot, whoever is President sits first."""
    g = mini_fresh(2, president=BORGES)
    assert [p.name for p in g.players] == ["Borges", "Alba", "Sunglasses", "Pocket-watch", "Beard"]
    assert g.president == 0 and g.opposition == 1 and g.holder(Office.PRESIDENT) == 0
    same = new_game(["Borges", "Alba"], "mini", variant="mini", president=0)
    assert same == g
    assert [p.name for p in mini_fresh(2, president=ALBA).players][:2] == ["Alba", "Borges"]
    for i in range(8):
        drawn = mini_fresh(2, f"lot{i}")
        assert drawn.president == 0 and drawn.players[0].name in ("Alba", "Borges")


def test_three_players_two_straw_generals_after_the_real_players() -> None:
    """VARIANTS 11.1 (001 §18): "Three real players: the President ..., the opposition leader ... and the Minister
    ... Two straw men: the straw Generals"; 11.9 (R): "the three real players in join order, the game's creator
    first (2.1.2), then the two straw Generals (the first two families left free, 10.1.4)"."""
    g = mini_fresh(3)
    assert [p.name for p in g.players] == ["Alba", "Borges", "Cortez", "Sunglasses", "Pocket-watch"]
    assert [p.straw for p in g.players] == [False, False, False, True, True]


def test_straw_men_belong_to_no_faction_before_the_first_roll() -> None:
    """VARIANTS 10.5.6 (R): "Before the first roll, straw men belong to no faction: their decisions take the
    defaults of 10.6"; 10.6: "if ... the straw man has no faction ... the default applies". Nobody leads them."""
    for g in (mini_fresh(2, president=ALBA), mini_fresh(3)):
        for pid in straw.straw_men(g):
            assert g.players[pid].faction is None and straw.leader(g, pid) is None and straw.side(g, pid) is None
        assert all(straw.led_by(g, pid) == () for pid in straw.real_players(g))


# --- 10.2 set-up ---------------------------------------------------------------------------------------------
def test_money_and_deck_as_classic() -> None:
    """VARIANTS 10.2.1: "Money and deck as classic (7.1, 8.1)" (001 §17: Mini-Junta is the board game with fewer
    players)."""
    assert MINI.deck == CLASSIC.deck and MINI.money_extras == CLASSIC.money_extras
    assert len(mini_fresh(2, president=ALBA).money_deck) == len(
        new_game(NAMES[:4], "mini", variant="classic").money_deck  # type: ignore[union-attr]
    )


def test_four_cards_each_at_set_up() -> None:
    """VARIANTS 10.2.2 (001 §17.1): "Each of the five families gets 4 cards (001 §17.1), not 5". Three players (the
    first election still open, before round 1's draw): every family holds four cards, hand and influence in play
    together."""
    assert MINI.setup_cards == 4 and CLASSIC.setup_cards == 5
    for seed in ("a", "b", "c"):
        g = mini_fresh(3, seed)
        assert [len(p.hand) + len(p.influence) for p in g.players] == [4] * 5


def test_round_one_starts_with_the_normal_draw() -> None:
    """VARIANTS 10.2.5: "Round 1 starts with the normal draw (3.3)"; 3.3 (001 §5.1): two cards each on top of the
    deal. Two players (no first election): the game opens in round 1's Cabinet phase, everyone holding 4 + 2."""
    g = mini_fresh(2, president=ALBA)
    assert g.phase is Phase.CABINET and g.turn == 1
    assert [len(p.hand) + len(p.influence) for p in g.players] == [6] * 5


def test_every_real_player_is_shown_each_straw_hand_once() -> None:
    """VARIANTS 10.2.3 (001 §17.1: the real players examine the straw hands ... only at the start of the game):
    "At set-up every real player is shown every straw man's hand once, privately; then the straw men's influence
    cards are played face up and their other cards stay hidden". `straw.opening`, told when the game starts: one
    private line to each real player naming every straw man's hidden cards; the public line names the straw men and
    their influence in play, and no hand."""
    for n, seed in ((3, "show"), (2, "show2")):
        g = mini_fresh(n, seed, ALBA if n == 2 else None)
        told, shown = straw.opening(g)
        public, private = english(told, g), {pid: english(e, g) for pid, e in shown.items()}
        assert sorted(private) == list(straw.real_players(g))
        for pid in straw.straw_men(g):
            p = g.players[pid]
            assert p.name in public
            assert all(card(c).name in public for c in p.influence)
            for text in private.values():
                assert p.name in text and all(card(c).title in text for c in p.hand)
        assert "hands" not in public
        if n == 2:
            assert "Alba is the first President" in public


def test_straw_influence_is_played_face_up_at_set_up() -> None:
    """VARIANTS 10.2.3 (001 §17.1: they "lay the influence open and the rest face down again"): "then the straw
    men's influence cards are played face up and their other cards stay hidden ... The engine does this itself".
    Every straw man's influence card is in play, told in public; the real players' hands are untouched."""
    g = _dealt("face-up", 2)
    ctx = Ctx(g, random.Random("face-up"))
    straw.set_up(ctx)
    s = ctx.s
    for p in s.players:
        if p.straw:
            assert all(card(c).kind != "influence" for c in p.hand)
            assert all(card(c).kind == "influence" for c in p.influence)
            assert sorted(p.hand + p.influence) == sorted(g.players[p.id].hand)
        else:
            assert p.influence == () and p.hand == g.players[p.id].hand
    played = [e for e in ctx.events if e.code == "straw_influence_played"]
    assert played and all(e.public for e in played)
    assert {e.data["player"] for e in played} == {p.id for p in s.players if p.straw and p.influence}


def test_two_players_no_first_election_the_creator_names_the_president() -> None:
    """VARIANTS 10.2.4 (001 §17.2): "No first election: the owner of the game decides who leads the government. R:
    the game's creator names the President when starting the game". Borges named: he is President (in seat 0,
    10.1.4), Alba leads the opposition; the game opens in the Cabinet phase, no election."""
    g = mini_fresh(2, president=BORGES)
    borges, alba = 0, 1
    assert g.players[borges].name == "Borges" and g.players[alba].name == "Alba"
    assert g.president == borges and g.opposition == alba and g.holder(Office.PRESIDENT) == borges
    assert g.phase is Phase.CABINET and g.election is None
    assert g.stats[borges].terms == 1 and g.stats[alba].terms == 0


def test_two_players_the_first_president_by_lot_if_nobody_is_named() -> None:
    """VARIANTS 10.2.4 (001 §17.2): "if he names nobody, lot". Across seeds, either player may be drawn (and sits
    first, 10.1.4)."""
    drawn = {mini_fresh(2, f"lot{i}").players[0].name for i in range(16)}
    assert drawn == {"Alba", "Borges"}


def test_only_a_two_player_mini_game_names_its_president() -> None:
    """VARIANTS 10.2.4 (001 §17.2) names the President with two players only; 11.2 (001 §18): with three "the
    first President is elected". Naming one for three players, or in classic, or a seat that is not a real
    player's, is refused with the reason."""
    for names, variant, pres in ((NAMES[:3], "mini", 0), (NAMES[:4], "classic", 0), (NAMES[:2], "mini", 2)):
        made = new_game(names, "x", variant=variant, president=pres)
        assert isinstance(made, tuple) and [r.code for r in made] == ["first_president"]


def test_three_players_the_first_election_among_the_real_players() -> None:
    """VARIANTS 11.2 (001 §18): "The first President is elected by the normal classic rules (3.2), the straw men not
    voting". The election opens at set-up with the three real players as candidates; a vote given in a straw man's
    seat is refused; the real players elect Cortez."""
    g = mini_fresh(3)
    assert g.phase is Phase.ELECTION and g.election is not None and g.election.kind is ElectionKind.FIRST
    assert g.election.candidates == (ALBA, BORGES, CORTEZ)
    assert [r.code for r in validate(g, 3, ElectionVote(CORTEZ))] == ["straw_man"]
    res = run(g, *((pid, ElectionVote(CORTEZ)) for pid in (ALBA, BORGES, CORTEZ)))
    first = next(e for e in res.events if e.code == "first_ballot")
    assert "Sunglasses" not in first.text and "Pocket-watch" not in first.text
    s = run(res.state).state
    assert s.president == CORTEZ and s.phase is Phase.CABINET and s.turn == 1
    assert "president_elected" in codes(run(res.state).events)
