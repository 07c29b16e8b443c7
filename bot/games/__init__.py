"""The games the bot hosts, one folder each (`bot/games/junta/`, ...), and the one place where they register.

A game is a module: its pure engine under `rules/<kind>/`, its Discord face here under `bot/games/<kind>/`, and a
description of it, `GAME = Game(...)`, in `bot/games/<kind>/game.py`. The shared bot (the client, the services, the
store, the outbox, the scheduler) knows a game only through that description, looked up by the kind its row carries
(`GameRow.kind`, stored in `games.kind`):

    from bot.games import game, games
    junta = game("junta")            # a kind's description (UnknownGame if none is registered by that kind)
    state = junta.codec.load(text)   # a stored snapshot, through the game's own codec
    junta.phase_name("de", state)    # the open step as players name it, in the reader's language
    for g in games(): ...            # every registered game, in KINDS' order (the client loads their cogs)

The interface is small on purpose; a `Game` says:

- `kind`: the name stored with each game ('junta'), also the folder's name under `bot/games/` and `rules/`;
- `title`: the game's name for players ('Junta');
- `codec`: its snapshots as text and back (`SnapshotCodec`: `schema_version`, `dump(state)`, `load(text)`); the
  store keeps the text with its schema version and knows nothing of what it holds;
- `phase_name(locale, state)`: the step a state waits on, as players read it in their language ("Turn 2 · Budget
  vote"); the shared bot names it when a command reaches it after its step closed;
- `cogs`: the discord.py extensions of its commands (modules with `async def setup(bot)`), loaded by the client after
  the shared ones (`bot.cogs.SHARED_COGS`: the moderators' `/gm`);
- `items`: its persistent buttons and menus (`discord.ui.DynamicItem` classes), registered by the client;
- `public_commands`: its slash commands whose answer the whole channel sees (every other answer in a server is
  private);
- `view(game_id, message)`: the buttons and menus under one of its outbox messages (`bot.outbox`), or None; built when
  the delivery sends it (`bot.games.faces.GameFaces` looks the game's kind up);
- `sent(game_id, message, posted)`: one of its outbox messages went out as Discord's message `posted` (e.g. to take
  its buttons off once their step has closed);
- `pictures(store, game_id, phase_seq, picture)`: the bytes of a `MapPost`'s picture (None: nothing to draw), and
  `file_names`: each picture's file name;
- `replay_phase(rx, game_row, phase_seq)`: resolve a stored phase again and compare it with the next stored snapshot
  (None: the same; else what differs, in a sentence), for `python -m bot.replay` and the store's copy;
- `at_deadline(ctx, game_id, phase_seq, late)`: the deadline of a step (a row of the shared `deadlines`, set with
  `tx.set_deadline`) has passed, `late` if long ago (the bot was down): close the step, in a transaction of its own
  (`ctx.write`); return what it did, or None if nothing (the step had closed already). The scheduler calls it
  (`bot.services.closing.at_deadline`, by the game's kind), in one process at a time per deadline;
- `remind(tx, game_row, deadline, now)`: the reminders of the step whose reminder time has come, before its deadline,
  queued in the shared transaction `tx` (called once per step); how many;
- the moderators' `/gm` (`bot.services.moderation`), each in the moderator's transaction: `force(ctx, tx, game_row,
  now)` closes the open step now (None: it had closed); `resumed(ctx, game_id)` after a pause; `computer_takes(tx,
  game_row, seat, user_id, now)` gives a seat to the computer (the new `SeatRow`; `user_id` is the computer's
  negative id); `end(tx, game_row, now)` posts how a game ended by a moderator stands (its standings);
  `closed(tx, game_row, now)`: a moderator ended it before it started (its status is finished once `tx` commits;
  e.g. to let go of a forming table the game keeps in memory);
- `archive(rx, game_row, locale, public)`: the game's archive page (issue 14; `bot.archive.page.Archive`), written in
  `locale`; `public`: its public facts only (a game still running), else everything revealed (None: no archive page,
  `python -m bot.archive` refuses in a sentence); `simulate(store, players, seed, name)`: a whole game played with
  random legal orders, for `python -m bot.archive --simulate` (its id);
- `settings`: its own settings (its rules' options), as a type of its module: a frozen dataclass whose fields are
  the settings' names with their defaults, checked as it is built (a `ConfigError` says which is wrong). They are
  the config's `[game]` keys (or `[game.<kind>]`) and the stored JSON's, beside the shared ones (deadlines,
  reminders, Done: `bot.config.GameSettings`, which holds one of each game's); the game reads a game's with
  `settings.of(kind, ItsSettings)`. A name is the game's own: no two games, and no game and the shared settings,
  declare the same (a test checks it);
- `advanced(result)`: what `/gm advance` did, as the moderator reads it, from what `force` returned ("the phase
  resolved; now open: Turn 3 · Budget vote"; None, or left out: "Done: advance");
- `setup`: how the shared forming (`bot.services.forming`: create, join, add a computer, start) forms a game of this
  kind (`Setup`: the rules' title and player count for the created post, whether the table is full, the computer
  seats' names and personalities, the deal and first step); None: the game forms its tables itself;
- `deadlines`: its steps' deadlines are rows of the shared `deadlines` (set with `tx.set_deadline`), which `/gm
  extend`, `pause` and `resume` move; a game whose steps keep their own time (False) refuses those in a sentence.

Every field after `cogs` may be left out (a game without them has no such buttons, pictures or replay).

To register a game, add its kind to `KINDS` and give it `bot/games/<kind>/game.py` with `GAME` (see Junta's, and the
README's "How to add a game"). Descriptions are imported when first asked for, not when this package is: a game's
face imports the shared services, which look games up here, so this module imports nothing of any game (and of the
shared bot, only the store's types).
"""

from __future__ import annotations

import importlib
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.store import DeadlineRow, GameRow, ReadTx, SeatRow, Store, Tx

if TYPE_CHECKING:
    from bot.archive.page import Archive
    from bot.config import GameSettings
    from bot.services.context import Context

from bot.text.i18n import Locale
from bot.text.say import Say

__all__ = ["KINDS", "Game", "Setup", "SnapshotCodec", "UnknownGame", "game", "games"]

KINDS: tuple[str, ...] = ("junta", "coup")
"""The kinds of game the bot hosts, each with `bot/games/<kind>/game.py`; the first is the default of a new game."""


@dataclass(frozen=True)
class SnapshotCodec:
    """A game's stored states: `dump(state)` the text kept with `schema_version`, `load(text)` the state again
    (upgrading text of older versions; `rules.codec.CodecError` if malformed). `load(dump(s)) == s`."""

    schema_version: int
    dump: Callable[[Any], str]
    load: Callable[[str], Any]


@dataclass(frozen=True)
class Setup:
    """How the shared forming (`bot.services.forming`) forms a game of one kind, by its settings (`GameSettings`):

    - `described(settings)`: its rules' title and how many players they take, for the post that creates it (each in
      the reader's language);
    - `full(settings, seated)`: the refusal of one more seat when `seated` are taken (None: there is room);
    - `computer_names`: the names a computer seat takes, the first free one (marked "(computer)");
    - `personality(seed, index)`: the personality of the computer seat that is the game's `index`-th (by lot from
      the game's seed);
    - `start(ctx, tx, game_row, seats, user_id, first, now)`: deal the game to its seats (in their order, renumbered)
      in the shared transaction `tx`, store its first snapshot, open its first step; `user_id`: who starts it (None:
      the service), `first`: the seat who plays first, as that user typed it (None: by lot). It gives back the first
      state, the seats in the order the game seated them, and the first step's deadline; a `_Fail` if it cannot
      start (the player count, ...). The shared forming then records who started it and stamps the step open.
    """

    described: Callable[[GameSettings], tuple[Say, Say]]
    full: Callable[[GameSettings, int], Say | None]
    computer_names: tuple[str, ...]
    personality: Callable[[str, int], str]
    start: Callable[
        [Context, Tx, GameRow, list[SeatRow], int | None, str | None, int],
        Awaitable[tuple[Any, tuple[SeatRow, ...], DeadlineRow]],
    ]


@dataclass(frozen=True)
class Game:
    """What the shared bot knows of one kind of game (see the module's docstring)."""

    kind: str
    title: str
    codec: SnapshotCodec
    phase_name: Callable[[Locale, Any], str]
    cogs: tuple[str, ...] = ()
    items: tuple[type[Any], ...] = ()
    public_commands: frozenset[str] = frozenset()
    view: Callable[[int, Any], Any] | None = None
    sent: Callable[[int, Any, Any], Awaitable[None]] | None = None
    pictures: Callable[[Store, int, int, str], Awaitable[bytes | None]] | None = None
    file_names: Mapping[str, str] = field(default_factory=dict)
    replay_phase: Callable[[ReadTx, GameRow, int], Awaitable[str | None]] | None = None
    at_deadline: Callable[[Context, int, int, bool], Awaitable[Any]] | None = None
    remind: Callable[[Tx, GameRow, DeadlineRow, int], Awaitable[int]] | None = None
    force: Callable[[Context, Tx, GameRow, int], Awaitable[Any]] | None = None
    resumed: Callable[[Context, int], Awaitable[Any]] | None = None
    computer_takes: Callable[[Tx, GameRow, int, int, int], Awaitable[SeatRow]] | None = None
    end: Callable[[Tx, GameRow, int], Awaitable[None]] | None = None
    closed: Callable[[Tx, GameRow, int], Awaitable[None]] | None = None
    advanced: Callable[[Any], Say | None] | None = None
    settings: type[Any] | None = None
    archive: Callable[[ReadTx, GameRow, Locale, bool], Awaitable[Archive]] | None = None
    simulate: Callable[[Store, int, str, str], Awaitable[int]] | None = None
    setup: Setup | None = None
    deadlines: bool = True


class UnknownGame(LookupError):
    """A kind no game is registered by (a row written by a newer bot, or a typo in KINDS)."""


_LOADED: dict[str, Game] = {}


def game(kind: str) -> Game:
    """The description of the game of `kind` (imported the first time it is asked for)."""
    found = _LOADED.get(kind)
    if found is not None:
        return found
    if kind not in KINDS:
        raise UnknownGame(f"no game of kind {kind!r} is registered (bot/games/__init__.py: KINDS)")
    described = importlib.import_module(f"bot.games.{kind}.game").GAME
    if not isinstance(described, Game) or described.kind != kind:
        raise UnknownGame(f"bot/games/{kind}/game.py does not describe the game {kind!r}")
    _LOADED[kind] = described
    return described


def games() -> tuple[Game, ...]:
    """Every registered game, in `KINDS`' order."""
    return tuple(game(kind) for kind in KINDS)
