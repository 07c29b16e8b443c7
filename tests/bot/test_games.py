"""The registry of games (issue 24, `bot.games`): one description per kind, through which the shared bot stores a
game's snapshots, names its phases, and loads its commands, buttons and menus. That the shared bot names no game
but through it is the import-linter contract "the shared bot names no game" (pyproject.toml), whose remaining
exceptions are listed there one by one."""

from __future__ import annotations

import importlib

import pytest

from bot.client import COGS, DYNAMIC_ITEMS, PUBLIC_IN_SERVER
from bot.cogs import SHARED_COGS
from bot.games import KINDS, Game, UnknownGame, game, games
from rules.junta.engine import new_game
from rules.junta.state import GameState


def test_every_kind_has_its_own_description() -> None:
    """Each kind in KINDS is described in bot/games/<kind>/game.py, by that kind; Junta is the first (the
    default of the games stored before kinds)."""
    assert KINDS[0] == "junta"
    assert [g.kind for g in games()] == list(KINDS)
    for described in games():
        assert isinstance(described, Game) and described.title
        assert game(described.kind) is described
        assert described.cogs, f"{described.kind} has no commands"


def test_an_unknown_kind_is_a_lookup_error_with_a_sentence() -> None:
    """A row of a kind this bot does not host is refused with the reason, not with an import error."""
    with pytest.raises(UnknownGame, match="no game of kind 'bureaucracy'"):
        game("bureaucracy")


def test_a_snapshot_goes_through_its_games_codec() -> None:
    """Junta's snapshots are stored and read back through Junta's codec, by the kind the game row carries."""
    junta = game("junta")
    made = new_game(["Garcia", "Lopez", "Perez", "Diaz"], "registry", "classic")
    assert isinstance(made, GameState)
    text = junta.codec.dump(made)
    assert junta.codec.load(text) == made
    assert junta.phase_name(made)


def test_the_client_loads_the_shared_cogs_then_each_games() -> None:
    """The command tree is the shared cogs (the moderators' /gm) and every registered game's; the buttons and menus,
    and the commands answered in public, are the games' own."""
    assert tuple(COGS) == (*SHARED_COGS, *(name for g in games() for name in g.cogs))
    assert len(set(COGS)) == len(COGS)
    for name in COGS:
        assert callable(importlib.import_module(name).setup)
    assert set(DYNAMIC_ITEMS) == {item for g in games() for item in g.items}
    assert {"junta start", "junta status", "junta map"} <= PUBLIC_IN_SERVER
