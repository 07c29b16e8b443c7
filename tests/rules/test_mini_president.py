"""Mini-Junta's President after the first (VARIANTS 10.4, 001 §17.2): "If the President leaves office for any
reason, the real player whose faction has the most votes decides who becomes President"."""

from __future__ import annotations

import random
from dataclasses import replace

from rules.junta import straw
from rules.junta.context import Ctx
from rules.junta.engine import new_game
from rules.junta.orders import PresidentChoice
from rules.junta.state import GameState, Status
from rules.junta.validate import validate
from tests.said import english


def three() -> GameState:
    """Three players after round 1's cabinet: Alba President, Borges opposition, Cortez Minister."""
    g = new_game(["Alba", "Borges", "Cortez"], "pres", "mini")
    assert isinstance(g, GameState)
    return g


def test_the_chooser_takes_the_presidency_by_default() -> None:
    """VARIANTS 10.4: "the chooser picks among the living real players not in exile; default: himself"; "a dead or
    exiled real player can neither choose nor be chosen"."""
    g = new_game(["Alba", "Borges"], "pres", "mini", president=0)
    assert isinstance(g, GameState)
    players = list(g.players)
    players[0] = replace(players[0], status=Status.DEAD)
    g = replace(g, players=tuple(players), president=None)
    ctx = Ctx(g, random.Random(0))
    straw.choose_president(ctx)
    assert ctx.s.president == 1 and ctx.s.opposition == 0
    assert [e.code for e in ctx.events].count("president_chosen") == 1


def test_the_chooser_may_make_another_president() -> None:
    """VARIANTS 10.4: the chooser "picks among the living real players not in exile": Alba resigned, and her faction
    (all three straw men in the government) has the most votes; her PresidentChoice names Borges, who becomes
    President and the government's leader, while Alba leads the opposition ("factions belong to the sides")."""
    g = new_game(["Alba", "Borges"], "pres", "mini", president=0)
    assert isinstance(g, GameState)
    players = [replace(p, faction="government") if p.straw else p for p in g.players]
    g = replace(g, players=tuple(players), president=None)
    assert straw.faction_votes(g, 0) > straw.faction_votes(g, 1)
    ctx = Ctx(g, random.Random(0))
    straw.choose_president(ctx, {0: 1})
    assert ctx.s.president == 1 and ctx.s.opposition == 0
    chosen = next(e for e in ctx.events if e.code == "president_chosen")
    told = english(chosen, ctx.s)
    assert told.startswith("Alba, whose faction has the most votes") and "makes Borges President" in told


def test_only_a_real_player_is_chosen() -> None:
    """VARIANTS 10.4: the choice is among "the living real players"; a straw man cannot be named (in a sentence),
    and web games have no such order."""
    g = three()
    assert [r.code for r in validate(g, 0, PresidentChoice(3))] == ["not_eligible"]
    assert validate(g, 0, PresidentChoice(2)) == ()
    web = new_game(["A", "B", "C", "D", "E", "F"], "pres")
    assert isinstance(web, GameState)
    assert [r.code for r in validate(web, 0, PresidentChoice(1))] == ["not_mini"]
