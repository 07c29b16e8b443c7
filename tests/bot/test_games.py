"""The registry of games (issue 24, `bot.games`): one description per kind, through which the shared bot stores a
game's snapshots, names its phases, and loads its commands, buttons and menus. That the shared bot names no game
but through it is the import-linter contract "the shared bot names no game" (pyproject.toml), without exception."""

from __future__ import annotations

import dataclasses
import importlib
import subprocess
import sys

import pytest

import bot.games
from bot.client import COGS, DYNAMIC_ITEMS, PUBLIC_IN_SERVER
from bot.clock import FakeClock
from bot.cogs import SHARED_COGS
from bot.games import KINDS, Game, UnknownGame, game, games
from bot.games.faces import GameFaces
from bot.games.junta.services.service import JuntaService
from bot.outbox import PhaseOpening
from bot.replay import replay_store
from bot.services import Context, Failure, GameService
from bot.store import DeadlineRow, GameRow, GameStatus, KeptGameRow, Store, Tx
from rules.junta.engine import new_game
from rules.junta.state import GameState
from tests.bot.conftest import T0


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
    assert junta.phase_name("en", made)


def test_the_client_loads_the_shared_cogs_then_each_games() -> None:
    """The command tree is the shared cogs (the moderators' /gm) and every registered game's; the buttons and menus,
    and the commands answered in public, are the games' own."""
    assert tuple(COGS) == (*SHARED_COGS, *(name for g in games() for name in g.cogs))
    assert len(set(COGS)) == len(COGS)
    for name in COGS:
        assert callable(importlib.import_module(name).setup)
    assert set(DYNAMIC_ITEMS) == {item for g in games() for item in g.items}
    assert {"junta start", "junta status", "junta map"} <= PUBLIC_IN_SERVER


@pytest.fixture
def plain_game(monkeypatch: pytest.MonkeyPatch) -> Game:
    """A second kind registered for a test: no buttons, pictures or replay (every field after `cogs` left out)."""
    plain = Game(
        "plain", "Plain", game("junta").codec, lambda locale, state: "the only step", cogs=("bot.cogs.moderator",)
    )
    monkeypatch.setattr(bot.games, "KINDS", (*KINDS, "plain"))
    monkeypatch.setitem(bot.games._LOADED, "plain", plain)
    return plain


async def test_the_delivery_puts_on_a_message_what_its_game_puts_there(store: Store, plain_game: Game) -> None:
    """The buttons under a phase's opening post, and a picture's file name, are the game's by its row's kind: Junta's
    Status Page and coup map; nothing and a plain name for a game that has none."""
    async with store.transaction() as tx:
        junta = await tx.create_game(kind="junta", guild_id=1, channel_id=5, name="R", settings="{}", seed="s", now=T0)
        plain = await tx.create_game(guild_id=1, channel_id=6, name="P", settings="{}", seed="s", now=T0, kind="plain")
    faces = GameFaces(store)
    view = await faces.view(junta.id, PhaseOpening("Turn 1", 3))
    assert view is not None and [type(item).__name__ for item in view.children] == ["PageButton"]
    assert await faces.file_name(junta.id, "coup") == "coup-map.png"
    assert await faces.view(plain.id, PhaseOpening("Step 1", 3)) is None
    assert await faces.file_name(plain.id, "coup") == "picture.png"
    assert await faces.picture(plain.id, 3, "coup") is None
    assert await faces.view(999, PhaseOpening("?", 1)) is None  # no such game: nothing


async def test_a_game_without_a_replay_is_not_replayed(store: Store, plain_game: Game) -> None:
    """`python -m bot.replay` replays each game by its own game's replay; a kind without one is left alone."""
    async with store.transaction() as tx:
        plain = await tx.create_game(guild_id=1, channel_id=6, name="P", settings="{}", seed="s", now=T0, kind="plain")
        await tx.put_snapshot(plain.id, 0, schema_version=1, state="{}", now=T0)
        await tx.put_snapshot(plain.id, 1, schema_version=1, state="{}", now=T0)
    assert await replay_store(store) == (0, [])


async def test_a_steps_deadline_and_reminder_go_to_its_own_game(
    store: Store, plain_game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The scheduler closes a step whose deadline has passed, and reminds before it, through the step's own game
    (`at_deadline`, `remind`, by the row's kind): once each, whatever the game."""
    calls: list[tuple[str, int, int]] = []

    async def at_deadline(ctx: Context, game_id: int, phase_seq: int, late: bool) -> str:
        calls.append(("deadline", game_id, phase_seq))
        return "closed"

    async def remind(tx: Tx, game: GameRow, deadline: DeadlineRow, now: int) -> int:
        calls.append(("remind", game.id, deadline.phase_seq))
        return 2

    hooked = dataclasses.replace(plain_game, at_deadline=at_deadline, remind=remind)
    monkeypatch.setitem(bot.games._LOADED, "plain", hooked)
    clock = FakeClock(T0)
    service = JuntaService(store, clock)
    async with store.transaction() as tx:
        plain = await tx.create_game(
            guild_id=1, channel_id=6, name="P", settings="{}", seed="s", now=T0, kind="plain",
            status=GameStatus.RUNNING, phase_seq=4,
        )  # fmt: skip
        await tx.set_deadline(plain.id, 4, T0 + 60, remind_before=30)
    assert await service.send_reminders() == 0 and await service.resolve_due() == []
    clock.set(T0 + 31)
    assert await service.send_reminders() == 2
    assert await service.send_reminders() == 0  # once per step
    clock.set(T0 + 61)
    assert await service.resolve_due() == ["closed"]
    assert calls == [("remind", plain.id, 4), ("deadline", plain.id, 4)]


def test_the_registry_imports_no_game_until_asked() -> None:
    """The shared services import the registry, and every game's face imports the shared services: so the registry
    imports a game's description only when it is first asked for, never as it is imported itself."""
    code = (
        "import sys, bot.games, bot.services\n"
        "assert not [m for m in sys.modules if m.startswith(('bot.games.junta.game', 'bot.games.junta.ui'))], 'eager'\n"
        "bot.games.game('junta')\n"
        "assert 'bot.games.junta.game' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


async def test_no_game_is_created_in_a_channel_where_a_nomicoup_table_is_under_way(
    store: Store, clock: FakeClock
) -> None:
    """A channel carries one game at a time: `/junta create` in a channel where a Nomicoup table forms or plays (a
    game of kind 'coup' in the shared `games`) is refused in a sentence; Junta's reads do not see the table; once the
    table is over, the channel is free again."""
    service = JuntaService(store, clock)
    async with store.transaction() as tx:
        await tx.put_kept_game(KeptGameRow("coup", 100, 1, "{}", None, "[]", "[]", 0), now=T0)
    refused = await service.create_game(guild_id=1, channel_id=100, name="Republica", seed="s")
    assert getattr(refused, "code", None) == "channel_busy", refused
    assert refused.message == "This channel already has a game that has not finished."  # type: ignore[union-attr]
    assert await service.game_in_channel(100) is None
    assert await service.latest_game_in_channel(100) is None
    async with store.read() as rx:
        table = await rx.game_by_channel(100)
        assert table is not None and table.kind == "coup"
    assert await service.get_game(table.id) is None
    assert await service.game_in_channel(100, kind=None) == table  # the moderators' /gm sees a game of any kind
    async with store.transaction() as tx:
        await tx.put_kept_game(KeptGameRow("coup", 100, 1, "{}", "{}", "[]", "[]", 0, over=True, phase_seq=1), now=T0)
    created = await service.create_game(guild_id=1, channel_id=100, name="Republica", seed="s")
    assert isinstance(created, GameRow), created


async def test_junta_use_cases_run_over_the_bots_shared_service(store: Store, clock: FakeClock) -> None:
    """The bot holds the shared `GameService` (it names no game); Junta's cogs hold Junta's service over it, with the
    same store, clock, settings, listeners and languages: a change through one is seen, and woken on, by the other."""
    shared = GameService(store, clock)
    woken: list[int] = []
    shared.subscribe(lambda: woken.append(1))
    junta = JuntaService.over(shared)
    assert junta.ctx is shared.ctx and junta.languages is shared.languages
    assert JuntaService.over(junta) is junta
    made = await junta.create_game(guild_id=1, channel_id=7, name="Republica", seed="s")
    assert isinstance(made, GameRow) and woken
    assert await shared.game_in_channel(7) == made
    joined = await shared.join(made.id, 10, "Garcia")
    assert not isinstance(joined, Failure)
    seats = await shared.seats(made.id)
    assert not isinstance(seats, Failure) and [s.family for s in seats] == ["Garcia"]
    missing = await shared.seats(made.id + 100)
    assert isinstance(missing, Failure) and missing.code == "unknown_game"
