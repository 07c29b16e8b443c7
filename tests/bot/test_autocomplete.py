"""Every autocomplete callback answers at most 25 choices Discord accepts (a name of 1 to 100 characters, a value
of at most 100), whatever the player is typing: any Unicode up to 6,000 characters, digits of every script, and
for an integer option (a zone) a number as well as text. Run against a real started game through the real
`GameService` (a temporary SQLite store), with an interaction that carries only what the callbacks read."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from unittest import mock

import pytest
from discord import app_commands
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.clock import FakeClock
from bot.cogs.moderator import ModeratorCog
from bot.config import GameSettings
from bot.games.junta.cogs import common, transformers
from bot.games.junta.cogs.game import GameCog
from bot.games.junta.cogs.player import PlayerCog
from bot.services import Failure, GameService, current_state
from bot.store import Store
from rules.junta.cards import card
from rules.junta.votes import sources
from tests.bot.conftest import T0
from tests.bot.test_parsers import TEXTS

Callback = Callable[[Any, Any], Awaitable[list[app_commands.Choice[Any]]]]
CHANNEL, GUILD = 100, 1


class Table:
    """A started six-player game in its own event loop; `run` runs a coroutine there."""

    def __init__(self, root: Path) -> None:
        self.loop = asyncio.new_event_loop()
        self.store: Store = self.run(Store.open(root / "junta.sqlite3"))
        self.service = GameService(self.store, FakeClock(T0), defaults=GameSettings(phase_minutes=60))
        self.user = self.run(self._start())

    def run(self, coro: Awaitable[Any]) -> Any:
        return self.loop.run_until_complete(coro)

    async def _start(self) -> int:
        """Deal a game and play it with default orders until the cards are dealt; the user whose hand and vote
        sources give the autocompletes the most to offer."""
        game = await self.service.create_game(
            guild_id=GUILD, channel_id=CHANNEL, name="Republica", seed="autocomplete", settings=None
        )
        assert not isinstance(game, Failure)
        for i in range(6):
            assert not isinstance(await self.service.join(game.id, 1000 + i, f"Family{i}"), Failure)
        started = await self.service.start(game.id)
        assert not isinstance(started, Failure)
        for _ in range(12):  # the default orders until the cards are dealt (the cabinet phase)
            row = await self.service.get_game(game.id)
            assert row is not None
            async with self.store.read() as rx:
                state = await current_state(rx, row)
            if any(p.hand for p in state.players):
                break
            assert not isinstance(await self.service.force_resolve(game.id, 1), Failure)

        def richness(seat: int) -> int:
            hand = state.players[seat].hand
            return len(sources(state, seat)) + sum(card(c).kind in ("vote", "assassin") for c in hand)

        best = max(started.seats, key=lambda s: richness(s.seat))
        return best.user_id

    def interaction(self) -> Any:
        return SimpleNamespace(
            client=SimpleNamespace(service=self.service),
            user=SimpleNamespace(id=self.user),
            namespace=SimpleNamespace(game=None),
            guild_id=GUILD,
            channel_id=CHANNEL,
        )

    def close(self) -> None:
        self.run(self.store.close())
        self.loop.close()


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Table]:
    opened = Table(tmp_path_factory.mktemp("autocomplete"))
    try:
        yield opened
    finally:
        opened.close()


def _callbacks() -> dict[str, Callback]:
    # discord.py types an autocomplete method as a plain function: these are the cogs' bound methods.
    player_cog: Any = PlayerCog(None)  # type: ignore[arg-type]
    moderator_cog: Any = ModeratorCog(None)  # type: ignore[arg-type]
    game_cog: Any = GameCog(None)  # type: ignore[arg-type]
    return {
        "game": common.game_autocomplete,
        "player": transformers.FAMILY.autocomplete,
        "players": transformers.FAMILIES.autocomplete,
        "cabinet": transformers.HOLDER.autocomplete,
        "card": transformers.CARD.autocomplete,
        "cards": transformers.CARDS.autocomplete,
        "assassin": transformers.ASSASSIN.autocomplete,
        "office": transformers.OFFICES.autocomplete,
        "zone": transformers.ZONE.autocomplete,
        "unit": transformers.UNITS.autocomplete,
        "unit kind": transformers.UNIT_KIND.autocomplete,
        "unit kinds": transformers.UNIT_KINDS.autocomplete,
        "zones": transformers.ZONES.autocomplete,
        "condition": transformers.IF.autocomplete,
        "vote split": transformers.VOTE_SPLIT.autocomplete,
        "vote cards": transformers.VOTE_CARDS.autocomplete,
        "vote source": transformers.VOTE_SOURCE.autocomplete,
        "vote side": transformers.VOTE_SIDE.autocomplete,
        "withdraw order": player_cog._order_choices,
        "gm replace family": moderator_cog._family_choices,
        "deadline zone": game_cog._zones,
        "any card": game_cog._cards,
        "map phase": game_cog._map_phases,
        "history phase": game_cog._history_phases,
        "dm history phase": player_cog._history_phases,
    }


CALLBACKS = _callbacks()
CURRENT = st.one_of(TEXTS, st.integers(min_value=-(2**53), max_value=2**53))


def _check(choices: object) -> None:
    assert isinstance(choices, list) and len(choices) <= 25, choices
    for choice in choices:
        assert isinstance(choice, app_commands.Choice), choice
        assert 1 <= len(choice.name) <= 100, choice
        assert isinstance(choice.value, int) or len(choice.value) <= 100, choice


@pytest.mark.parametrize("name", sorted(CALLBACKS))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(current=CURRENT)
def test_an_autocomplete_never_fails(table: Table, name: str, current: Any) -> None:
    """Whatever is being typed (text of any Unicode up to 6,000 characters, digits of every script, or a number in
    an integer option), each autocomplete answers choices Discord accepts and raises nothing."""
    with mock.patch("bot.cogs.moderator.is_moderator", return_value=True):
        _check(table.run(CALLBACKS[name](table.interaction(), current)))


def test_autocompletes_offer_the_game(table: Table) -> None:
    """With nothing typed, the autocompletes offer the game's families, cards, zones and forms (the test above
    would pass on callbacks that always answer nothing)."""
    interaction = table.interaction()
    with mock.patch("bot.cogs.moderator.is_moderator", return_value=True):
        offering = ("game", "player", "players", "cabinet", "card", "cards", "office", "zone", "unit", "unit kind")
        for name in (*offering, "unit kinds", "zones", "condition", "vote split", "vote cards", "gm replace family"):
            assert table.run(CALLBACKS[name](interaction, "")), name
        assert table.run(CALLBACKS["deadline zone"](interaction, ""))
        assert len(table.run(CALLBACKS["any card"](interaction, ""))) == 25
    families = table.run(transformers.FAMILY.autocomplete(interaction, "ＦＡＭＩＬＹ3"))
    assert [c.value for c in families] == ["Family3"]
    zones = table.run(CALLBACKS["zone"](interaction, 12))  # an integer option's value as Discord may send it
    assert any(c.value == 12 for c in zones)


def _identity(callback: Any) -> tuple[Any, Any]:
    """An autocomplete as discord.py holds it: its function, and the transformer it belongs to (a cog's method is
    the same function whichever instance of the cog it is bound to)."""
    owner = getattr(callback, "__self__", None)
    return getattr(callback, "__func__", callback), owner if isinstance(owner, app_commands.Transformer) else None


def test_every_autocomplete_of_every_command_is_tested_here() -> None:
    """Each option that offers choices as the player types (a transformer's or a command's own autocomplete) uses
    one of the autocompletes the tests above run, so none escapes them."""
    from tests.bot.test_options import leaves

    tested = {_identity(callback) for callback in CALLBACKS.values()}
    for command in leaves():
        for name, param in command._params.items():
            if param.autocomplete is not None:
                assert _identity(param.autocomplete) in tested, f"/{command.qualified_name} {name}"
