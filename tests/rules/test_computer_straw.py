"""A computer family that leads a Mini-Junta faction decides for its straw men too (issue 17: "In Mini-Junta a
computer can be a real player and lead a faction"), within what VARIANTS 10.6 lets a leader order for them."""

from __future__ import annotations

import random

from rules import straw
from rules.computer import decide
from rules.engine import REGISTRY, adjudicate, new_game
from rules.simulate import NAMES, random_orders
from rules.state import GameState
from rules.validate import validate
from rules.views import player_view


def test_a_leaders_orders_for_his_straw_men_are_all_legal() -> None:
    """Over whole simulated Mini-Junta games of two and three players, every order a computer leader gives for a
    straw man it leads is one the engine accepts for that straw man, and of a kind a leader may give (STRAW)."""
    given = 0
    for n in (2, 3):
        for g in range(4):
            seed = f"straw-computer-{n}-{g}"
            made = new_game(NAMES[:n], seed, "mini")
            assert isinstance(made, GameState)
            state, rng = made, random.Random(seed)
            while not state.over:
                legal = REGISTRY[state.phase].accepts
                for s in straw.straw_men(state):
                    if straw.leader(state, s) is None:
                        continue
                    for order in decide(player_view(state, s), (), legal, seed, "general", leader=True):
                        assert type(order).STRAW, order
                        assert validate(state, s, order) == (), (state.phase, order, validate(state, s, order))
                        given += 1
                state = adjudicate(state, random_orders(state, rng), f"{seed}:{state.seq}").state
    assert given > 100


def test_without_leading_it_decides_nothing_for_a_straw_man() -> None:
    """VARIANTS 10.6: a straw man makes no decisions of his own: asked for his own orders, the computer gives none."""
    made = new_game(NAMES[:2], "straw-none", "mini", president=0)
    assert isinstance(made, GameState)
    legal = REGISTRY[made.phase].accepts
    assert decide(player_view(made, 2), (), legal, "s", "banker") == ()
