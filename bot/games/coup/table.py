"""A Nomicoup table as the rulebook names its parts (COUP.md 7): its seats (`Place`: a person or a computer), what
is said at it (`Post`, to the channel or one player, with what it offers for which step), where that is said
(`Sink`) and where the table is kept across restarts (`Keeper`), what a player who acted reads (`Answer`), and the
table itself (`Table`: its settings, the game, the answers received in the step that waits, its events, that step's
deadline). Played by `bot.games.coup.tables.CoupTables`.

Nothing here is in a language yet (issue 23): a post's and an answer's text is a `Say`, rendered in the table's
language for its channel (`Table.language`, chosen at `/nomicoup create`) and in each player's own for his DMs (his
/language choice, else his Discord app's as last seen: `Readers`, the bot's `Languages`) as it is delivered, and in
the asker's for an answer."""

from __future__ import annotations

import asyncio
import secrets
from dataclasses import dataclass, field
from typing import Protocol

from bot.text.i18n import DEFAULT_LOCALE, Locale
from bot.text.say import Say
from rules.coup import Character, CoupState, Input, Mode, PublicView, Received, Timing
from rules.coup.codec import EventsText
from rules.coup.events import CoupEvent

__all__ = ["Answer", "Keeper", "Place", "Post", "Readers", "Sink", "Table"]


@dataclass(frozen=True)
class Place:
    """A seat: a person (his Discord id) or a computer (`user_id` None)."""

    user_id: int | None
    name: str

    @property
    def computer(self) -> bool:
        return self.user_id is None


@dataclass(frozen=True)
class Post:
    """Something to say: in the table's channel (`user_id` None) or to one player privately. `offer`: the inputs
    offered on it, for step `seq` (buttons, or a menu); `picture`: the table to draw under it. `text` is said in
    `locale` (the sink renders it, the buttons' labels and the picture's too): the table's language for its channel,
    the player's own for a DM, set as it is delivered."""

    text: Say
    user_id: int | None = None
    offer: tuple[Input, ...] = ()
    seq: int = 0
    picture: PublicView | None = None
    names: tuple[str, ...] = ()
    computers: tuple[bool, ...] = ()
    held: tuple[Character, ...] = ()  # the reader's face-down cards, when it offers him a choice of them
    locale: Locale = DEFAULT_LOCALE

    @property
    def said(self) -> str:
        """The text in the post's own language."""
        return self.text(self.locale)


class Readers(Protocol):
    """Who reads which language (`bot.services.languages.Languages.of`): each user's, `fallback` (the table's) for
    a user the bot has never seen."""

    async def of(self, user_ids: list[int], fallback: Locale) -> dict[int, Locale]: ...


class Sink(Protocol):
    async def deliver(self, channel_id: int, post: Post) -> bool:
        """Say it; False if it could not be said (a player who takes no DMs)."""
        ...


class Keeper(Protocol):
    """Where the tables are kept across restarts (`bot.games.coup.keeping`): `save` writes a table as it stands (under
    its lock, before the player who acted is answered; False: its channel has another game under way, and a new
    table is refused), with what it has said since (`Table.outgoing`, queued in the shared outbox in the same
    transaction); `forget` closes one before its cards were dealt (with what it said)."""

    async def save(self, table: Table) -> bool: ...
    async def forget(self, table: Table) -> None: ...


@dataclass(frozen=True)
class Answer:
    """What the player who asked reads (privately), in his language; `ok`: it was taken."""

    text: Say
    ok: bool = True


@dataclass(eq=False)
class Table:
    channel_id: int
    creator: int
    timing: Timing
    mode: Mode
    rounds: int
    places: list[Place] = field(default_factory=list)
    seed: str = field(default_factory=lambda: secrets.token_hex(8))
    state: CoupState | None = None
    received: list[Received] = field(default_factory=list)
    events: list[CoupEvent] = field(default_factory=list)
    due_ms: int = 0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    queue: asyncio.Queue[Post] = field(default_factory=asyncio.Queue)
    outgoing: list[Post] = field(default_factory=list)  # said since the table was last kept (queued with it)
    timer: asyncio.Task[None] | None = None
    worker: asyncio.Task[None] | None = None
    guild_id: int = 0
    game_id: int = 0  # its game in the store's shared `games` (kind 'coup'; 0: not kept yet)
    language: Locale = DEFAULT_LOCALE  # the channel's: its posts and pictures (`/nomicoup create language:`)
    events_text: EventsText = field(default_factory=EventsText)  # its events as kept, each encoded once

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.places)

    @property
    def computers(self) -> tuple[bool, ...]:
        return tuple(p.computer for p in self.places)

    @property
    def over(self) -> bool:
        return self.state is not None and self.state.over

    def stop(self) -> None:
        """Stop its timer and delivery (the bot stops, or this process no longer plays the table)."""
        for task in (self.timer, self.worker):
            if task is not None and not task.done():
                task.cancel()
        self.timer = None

    def seat_of(self, user_id: int) -> int | None:
        return next((i for i, p in enumerate(self.places) if p.user_id == user_id), None)
