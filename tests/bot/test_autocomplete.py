"""Every autocomplete callback answers at most 25 choices Discord accepts (a name of 1 to 100 characters, a value
of at most 100), whatever the player is typing: any Unicode up to 6,000 characters, digits of every script, and
for an integer option (a zone) a number as well as text. Run against a real started game through the real
`JuntaService` (a temporary SQLite store), with an interaction that carries only what the callbacks read."""

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
from bot.games.coup.cog import NomicoupCog
from bot.games.coup.tables import CoupTables
from bot.games.junta.cogs import common, transformers
from bot.games.junta.cogs.game import GameCog
from bot.games.junta.cogs.player import PlayerCog
from bot.games.junta.services.service import JuntaService
from bot.games.junta.services.snapshots import current_state
from bot.services import Failure
from bot.store import Store
from rules.junta.cards import card
from rules.junta.votes import sources
from tests.bot.conftest import T0
from tests.bot.test_options import data_for, leaves
from tests.bot.test_parsers import TEXTS

Callback = Callable[[Any, Any], Awaitable[list[app_commands.Choice[Any]]]]
CHANNEL, GUILD = 100, 1


class Table:
    """A started six-player game in its own event loop; `run` runs a coroutine there."""

    def __init__(self, root: Path) -> None:
        self.loop = asyncio.new_event_loop()
        self.store: Store = self.run(Store.open(root / "junta.sqlite3"))
        self.service = JuntaService(self.store, FakeClock(T0), defaults=GameSettings(phase_minutes=60))
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
        self.users = {s.seat: s.user_id for s in started.seats}
        self.seat = best.seat
        self.state = state
        return best.user_id

    def interaction(
        self,
        command: Any = None,
        focused: str | None = None,
        typed: Any = "",
        user: int | None = None,
        others: dict[str, Any] | None = None,
    ) -> Any:
        """An interaction as an autocomplete reads it: the command, the option being typed and the other options
        typed so far (as Discord sends them), the user (a seat; default the richest player)."""
        data = data_for(command, [{"name": focused, "type": 3, "value": typed, "focused": True}]) if command else {}
        return SimpleNamespace(
            client=SimpleNamespace(service=self.service),
            user=SimpleNamespace(id=self.user if user is None else self.users[user]),
            namespace=SimpleNamespace(game=None, **(others or {})),
            guild_id=GUILD,
            channel_id=CHANNEL,
            command=command,
            data=data,
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
    nomicoup_cog: Any = NomicoupCog(None, CoupTables(FakeClock(T0)))  # type: ignore[arg-type]
    options = {
        name: option.autocomplete
        for name, option in vars(transformers).items()
        if name.isupper() and isinstance(option, transformers.TextOption | transformers.ZoneOption)
    }
    return {
        "game": common.game_autocomplete,
        **options,
        "withdraw order": player_cog._order_choices,
        "gm replace family": moderator_cog._family_choices,
        "deadline zone": game_cog._zones,
        "any card": game_cog._cards,
        "map phase": game_cog._map_phases,
        "history phase": game_cog._history_phases,
        "dm history phase": player_cog._history_phases,
        "nomicoup act target": nomicoup_cog.act_target,
    }


CALLBACKS = _callbacks()
CURRENT = st.one_of(TEXTS, st.integers(min_value=-(2**53), max_value=2**53))
ORDER_OPTIONS = sorted(
    (f"{c.qualified_name} {p.display_name}", c, p)
    for c in leaves()
    for p in c.parameters
    if p.autocomplete and transformers.slots_of_command(c).get(p.display_name)
)
"""Every option that offers an order's choices, by command (`dm_command(slots=...)`)."""


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


@pytest.mark.parametrize(("where", "command", "param"), ORDER_OPTIONS, ids=[o[0] for o in ORDER_OPTIONS])
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(current=CURRENT, other=TEXTS)
def test_every_order_option_answers_whatever_is_typed(
    table: Table, where: str, command: Any, param: Any, current: Any, other: str
) -> None:
    """Each order option's autocomplete, run as Discord runs it (the command, the option being typed, the other
    options typed so far, anything at all), answers choices Discord accepts and raises nothing."""
    others: dict[str, Any] = {
        p.display_name: other for p in command.parameters if p.display_name not in (param.display_name, "game")
    }
    interaction = table.interaction(command, param.display_name, current, others=others)
    callback = command._params[param.name].autocomplete
    assert callback is not None
    _check(table.run(callback(interaction, current)))


def _names(
    table: Table, command: str, option: str, typed: Any = "", user: int | None = None, **others: Any
) -> list[str]:
    found = next(c for c in leaves() if c.qualified_name == command)
    param = next(p for p in found.parameters if p.display_name == option)
    interaction = table.interaction(found, option, typed, user=user, others=others)
    callback = found._params[param.name].autocomplete
    assert callback is not None
    got = table.run(callback(interaction, typed))
    return [c.name for c in got]


def test_autocompletes_offer_what_can_be_chosen_now(table: Table) -> None:
    """With nothing typed, in the cabinet phase, the options offer what the engine would take now, by name: the
    President's cabinet menus the families who may hold office (and his Brother-in-Law), a player's cards and the
    families he may give them to; the options of orders of other phases offer nothing (the test above would pass
    on callbacks that always answer nothing)."""
    state = table.state
    president = state.president
    assert president is not None
    others = [p.name for p in state.players if p.id != president]
    assert _names(table, "appoint", "minister", user=president) == [*others, "Brother-in-Law"]
    assert _names(table, "appoint", "minister", user=next(p.id for p in state.players if p.id != president)) == []
    me = table.seat
    hand = state.players[me].hand
    assert {n.rsplit("#", 1)[1].rstrip("]") for n in _names(table, "discard", "cards")} <= {str(c) for c in hand}
    assert _names(table, "give card", "to") == [p.name for p in state.players if p.id != me]
    assert _names(table, "nominate", "candidate") == []  # not the nomination phase
    assert _names(table, "move", "from_zone") == []  # no coup, and no rebel-only action now
    assert _names(table, "location", "place") == []
    assert _names(table, "give card", "to", "ＦＡＭＩＬＹ3") == ([] if me == 3 else ["Family3"])
    interaction = table.interaction()
    with mock.patch("bot.cogs.moderator.is_moderator", return_value=True):
        for name in ("game", "gm replace family", "deadline zone"):
            assert table.run(CALLBACKS[name](interaction, "")), name
        assert len(table.run(CALLBACKS["any card"](interaction, ""))) == 25


def _identity(callback: Any) -> tuple[Any, Any]:
    """An autocomplete as discord.py holds it: its function, and the transformer it belongs to (a cog's method is
    the same function whichever instance of the cog it is bound to)."""
    owner = getattr(callback, "__self__", None)
    return getattr(callback, "__func__", callback), owner if isinstance(owner, app_commands.Transformer) else None


def test_every_autocomplete_of_every_command_is_tested_here() -> None:
    """Each option that offers choices as the player types (a transformer's or a command's own autocomplete) uses
    one of the autocompletes the tests above run, so none escapes them."""
    tested = {_identity(callback) for callback in CALLBACKS.values()}
    for command in leaves():
        for name, param in command._params.items():
            if param.autocomplete is not None:
                assert _identity(param.autocomplete) in tested, f"/{command.qualified_name} {name}"
