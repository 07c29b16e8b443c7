"""Mini-Junta's card swap (VARIANTS 10.6, 001 §17.1): a real player of a straw man's faction swaps one of his hand
cards for one of the straw man's hidden cards, at most once per straw man per round."""

from __future__ import annotations

from dataclasses import replace

from rules.junta.actions import apply_action
from rules.junta.engine import Resolution, new_game
from rules.junta.orders import StrawSwap
from rules.junta.state import GameState


def game() -> GameState:
    """Two players, Alba President; Sunglasses (the straw Minister) in the government, Pocket-watch in the
    opposition."""
    g = new_game(["Alba", "Borges"], "swap", "mini", president=0)
    assert isinstance(g, GameState)
    players = list(g.players)
    players[2] = replace(players[2], faction="government")
    players[3] = replace(players[3], faction="opposition")
    return replace(g, players=tuple(players))


def test_a_leader_swaps_a_card_with_his_straw_man_once_a_round() -> None:
    """VARIANTS 10.6: "swapping cards: a real player of the same faction: one of his hand cards for one hidden card
    of the straw man, at most one swap per straw man per round (001 §17.1)"."""
    g = game()
    give, take = g.players[0].hand[0], g.players[2].hand[0]
    got = apply_action(g, 0, StrawSwap(2, give, take))
    assert isinstance(got, Resolution)
    s = got.state
    assert take in s.players[0].hand and give in s.players[2].hand
    assert s.swapped == (2,)
    again = apply_action(s, 0, StrawSwap(2, s.players[0].hand[0], s.players[2].hand[0]))
    assert isinstance(again, tuple) and again[0].code == "swapped"


def test_only_the_straw_mans_own_faction_swaps() -> None:
    """VARIANTS 10.6 (001 §17.1 needs the same faction): Borges leads the opposition; he may not swap with the
    government's straw man, but may with the opposition's."""
    g = game()
    refused = apply_action(g, 1, StrawSwap(2, g.players[1].hand[0], g.players[2].hand[0]))
    assert isinstance(refused, tuple) and refused[0].code == "not_your_faction"
    assert isinstance(apply_action(g, 1, StrawSwap(3, g.players[1].hand[0], g.players[3].hand[0])), Resolution)


def test_a_new_round_allows_a_new_swap() -> None:
    """VARIANTS 10.6: "at most one swap per straw man per round": the count starts again with each round."""
    import random

    from rules.junta.context import Ctx
    from rules.junta.turns import start_turn

    g = replace(game(), swapped=(2,))
    ctx = Ctx(g, random.Random(0))
    start_turn(ctx)
    assert ctx.s.swapped == ()


def test_a_leader_pays_a_card_cost_with_his_straw_mens_cash() -> None:
    """VARIANTS 10.7.4 (001 §18): "the faction leader may pay card costs (assassins, bribes) with his straw men's
    cash". Alba, with no cash, sends a Professional Assassin (3 MP) paid with Sunglasses' 3 MP."""
    from rules.junta.engine import adjudicate
    from rules.junta.orders import Assassinate, ChooseLocation, Submitted
    from rules.junta.state import Location, Phase
    from rules.junta.validate import validate
    from tests.rules.helpers import give_bills, give_cards

    g = replace(game(), phase=Phase.LOCATIONS)
    g, (killer,) = give_cards(g, 0, "Professional Assassin")
    g = give_bills(g, 2, 3)
    order = Assassinate(killer, 1, Location.HOME)
    assert validate(g, 0, order) == ()
    res = adjudicate(g, [Submitted(0, order, 0), Submitted(1, ChooseLocation(Location.CLUB), 1)], "pay")
    assert not res.state.players[2].pocket and killer in res.state.discards
