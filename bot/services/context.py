"""What every use case works with: the store, the clock and the default settings (`Context`), one transaction per
command (`Context.write`, `Context.read`), the lookups a command makes inside it, and the messages it queues.

A use case is a function `async def name(ctx: Context, ...)` whose body runs in one transaction; a `_Fail` raised
inside rolls it back and comes back as its `Failure`. Messages to players go to the outbox in the same transaction
as the change that causes them (`post`, `dm`, `queue`); the delivery worker sends them after the commit.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Protocol, TypeVar

from bot.clock import Clock
from bot.config import ConfigError, GameSettings
from bot.games import game as game_of_kind
from bot.outbox import ChannelPost, DirectMessage, Message, encode
from bot.services.results import Failure, _Fail
from bot.store import GameRow, GameStatus, NewEvent, ReadTx, SeatRow, Store, Tx, UserLocaleRow, Visibility
from bot.text.i18n import LOCALES, Locale, locale_of
from bot.text.messages import split_message
from bot.text.say import Say, words
from rules import codec
from rules.events import Event

__all__ = [
    "Context",
    "Seen",
    "dm",
    "game_of",
    "game_seen",
    "language_of",
    "locale_for",
    "post",
    "queue",
    "reader_locales",
    "seat_of",
    "status_problem",
    "visibility",
]

log = logging.getLogger("bot.services")

T = TypeVar("T")


@dataclass(frozen=True)
class Seen:
    """The phase a user's command acts on: the one he saw when he acted.

    `phase_seq`: the phase named by what he pressed (a button under a Status Page carries it). `at_ms`: the moment
    he acted, in UTC epoch milliseconds (a slash command carries no phase, but Discord stamps the moment it was
    made in the interaction's snowflake id); the phase he saw is the one that had opened strictly before that
    moment. With both, the named phase wins. With neither, the current phase (the scheduler, tests)."""

    phase_seq: int | None = None
    at_ms: int | None = None

    @classmethod
    def phase(cls, phase_seq: int) -> Seen:
        return cls(phase_seq=phase_seq)

    @classmethod
    def at(cls, at_ms: int) -> Seen:
        return cls(at_ms=at_ms)


class GameListener(Protocol):
    """Told after a change, and which game's messages it queued when it was one game's (the delivery's `wake`)."""

    def __call__(self, game_id: int | None = None) -> None: ...


@dataclass
class Context:
    """The store, the clock, the default settings of new games, and who to tell after a change (the scheduler's and
    the delivery worker's `wake`). `fixed_seed`: draw every new game's seed from it and its channel (a documented
    setting for repeatable test games; None in production)."""

    store: Store
    clock: Clock
    defaults: GameSettings = field(default_factory=GameSettings)
    fixed_seed: str | None = None
    listeners: list[Callable[[], None]] = field(default_factory=list)
    game_listeners: list[GameListener] = field(default_factory=list)

    def changed(self, game_id: int | None = None) -> None:
        """A change was committed; `game_id`: it queued that game's messages only (the delivery begins that game's
        at once, without a look at every game's)."""
        for callback in self.listeners:
            try:
                callback()
            except Exception:  # a listener must not undo a committed use case
                log.exception("an on-change listener failed")
        for told in self.game_listeners:
            try:
                told(game_id)
            except Exception:
                log.exception("an on-change listener failed")

    async def write(self, body: Callable[[Tx, int], Awaitable[T]], *, notify: bool = True) -> T | Failure:
        """Run `body(tx, now)` in one transaction; a `_Fail` rolls it back and comes back as its Failure."""
        now = self.clock.now()
        try:
            async with self.store.transaction() as tx:
                result = await body(tx, now)
        except _Fail as fail:
            return fail.failure
        if notify:
            self.changed()
        return result

    async def read(self, body: Callable[[ReadTx], Awaitable[T]], *, single: bool = False) -> T | Failure:
        """Run `body(rx)` in one read (`single`: it makes one query, which needs no transaction)."""
        try:
            async with self.store.read(single=single) as rx:
                return await body(rx)
        except _Fail as fail:
            return fail.failure

    def settings(self, game: GameRow) -> GameSettings:
        try:
            return _settings(game.settings, game.kind, self.defaults)
        except ConfigError:
            log.warning("game %s has unreadable settings; using the defaults", game.id)
            return self.defaults


@functools.lru_cache(maxsize=256)
def _settings(text: str, kind: str, defaults: GameSettings) -> GameSettings:
    """A game's settings from their stored text (immutable: read once per text, kind and defaults, issue 26)."""
    return GameSettings.from_json(text, kind, defaults=defaults)


# --- lookups inside a transaction ----------------------------------------------------------------------------
async def game_of(rx: ReadTx, game_id: int, *statuses: GameStatus) -> GameRow:
    """The game, in one of `statuses` if given; `_Fail` otherwise."""
    game = await rx.get_game(game_id)
    if game is None:
        raise _Fail("unknown_game", words("reply-no-such-game", game=str(game_id)))
    if statuses and game.status not in statuses:
        raise _Fail(*status_problem(game, statuses))
    return game


async def seat_of(rx: ReadTx, game: GameRow, user_id: int) -> SeatRow:
    seat = await rx.seat_of_user(game.id, user_id)
    if seat is None:
        raise _Fail("not_in_game", words("reply-no-seat-in", game=game.name))
    return seat


async def game_seen(rx: ReadTx, game_id: int, seen: Seen | None, *statuses: GameStatus) -> GameRow:
    """A game in one of `statuses` whose current phase is the one the user saw; `phase_closed` if that phase has
    closed (the sentence names it and the phase open now)."""
    game = await game_of(rx, game_id)
    if seen is not None and game.status is not GameStatus.FORMING:
        await check_seen(rx, game, seen)
    if statuses and game.status not in statuses:
        raise _Fail(*status_problem(game, statuses))
    return game


async def check_seen(rx: ReadTx, game: GameRow, seen: Seen, opened_ms: int | None = None) -> None:
    """`_Fail` with `phase_closed` unless the game's current phase is the one the user saw. `opened_ms`: when the
    current phase opened, if the caller has read it already."""
    saw: int | None
    if seen.phase_seq is not None:
        saw = seen.phase_seq
        if saw == game.phase_seq:
            return
    elif seen.at_ms is not None:
        if opened_ms is None:
            current = await rx.get_snapshot(game.id, game.phase_seq)
            opened_ms = None if current is None else current.opened_ms
        if opened_ms is None or opened_ms < seen.at_ms:
            return
        saw = await rx.phase_open_at(game.id, seen.at_ms)
    else:
        return
    raise _Fail("phase_closed", await closed_sentence(rx, game, saw))


async def closed_sentence(rx: ReadTx, game: GameRow, saw: int | None) -> Say:
    """Why a command for the phase `saw` (None: before the game started) changes nothing, in the phase names
    players read: 'Turn 2 · Budget vote had already closed when this reached me, so nothing changed. Now open:
    Turn 2 · The Minister's decision.'"""
    kind = game_of_kind(game.kind)

    def _phase(state: str) -> Say:
        """The stored phase's name, in the reader's language."""
        return lambda locale: kind.phase_name(locale, kind.codec.load(state))

    if saw is None:
        head: Say = words("reply-closed-not-started", game=game.name)
    else:
        snap = await rx.get_snapshot(game.id, saw) if saw < game.phase_seq else None
        head = (
            words("reply-closed-phase", phase=_phase(snap.state))
            if snap is not None
            else words("reply-closed-not-open")
        )
    if game.status is GameStatus.FINISHED:
        return words("reply-closed-over", head=head)
    now = await rx.get_snapshot(game.id, game.phase_seq)
    if now is None:
        return words("reply-closed", head=head)
    paused = "yes" if game.status is GameStatus.PAUSED else "no"
    return words("reply-closed-now-open", head=head, phase=_phase(now.state), paused=paused)


def status_problem(game: GameRow, wanted: Sequence[GameStatus]) -> tuple[str, Say]:
    if game.status is GameStatus.FINISHED:
        return "game_finished", words("reply-game-over", game=game.name)
    if game.status is GameStatus.FORMING:
        return "not_started", words("reply-game-not-started", game=game.name)
    if game.status is GameStatus.PAUSED:
        return "game_paused", words("reply-game-paused", game=game.name)
    if GameStatus.FORMING in wanted:
        return "already_started", words("reply-game-already-started", game=game.name)
    return "not_paused", words("reply-game-not-paused", game=game.name)


# --- messages ------------------------------------------------------------------------------------------------
async def queue(
    tx: Tx, game: GameRow, target: int, message: Message, *, now: int, phase_seq: int | None = None
) -> None:
    """Queue one message of the game (sent after every earlier one of the game). Nothing is ever sent to a
    computer-played family (a negative user id, issue 17)."""
    if target < 0:
        return
    kind, payload = encode(message)
    await tx.enqueue_outbox(
        game_id=game.id,
        phase_seq=game.phase_seq if phase_seq is None else phase_seq,
        kind=kind,
        target=target,
        payload=payload,
        now=now,
    )


async def post(tx: Tx, game: GameRow, text: Say, *, topic: str, now: int, phase_seq: int | None = None) -> None:
    """A post in the game channel, in the game's language (in as many messages as Discord's length limit needs)."""
    for piece in split_message(text(game.language)):
        await queue(tx, game, game.channel_id, ChannelPost(piece, topic), now=now, phase_seq=phase_seq)


async def dm(
    tx: Tx,
    game: GameRow,
    user_id: int,
    text: Say,
    *,
    topic: str,
    now: int,
    phase_seq: int | None = None,
    locale: Locale | None = None,
) -> None:
    """A private message to one player, in his language (`locale` if the caller has looked it up already: see
    `reader_locales`), in as many messages as Discord's length limit needs."""
    if user_id < 0:
        return  # a computer family reads nothing
    if locale is None:
        locale = (await reader_locales(tx, game, [user_id]))[user_id]
    for piece in split_message(text(locale)):
        message = DirectMessage(piece, topic, game.name, locale=locale)
        await queue(tx, game, user_id, message, now=now, phase_seq=phase_seq)


def language_of(value: object) -> Locale | None:
    """The bot's language for a stored or typed tag ('de', 'en'); None if it speaks no such language."""
    text = str(value or "").strip().lower()
    return text if text in LOCALES else None


def locale_for(row: UserLocaleRow | None, fallback: Locale) -> Locale:
    """A user's language from what the store knows of him: his choice, else his client's, else `fallback`."""
    if row is None:
        return fallback
    chosen = language_of(row.chosen)
    if chosen is not None:
        return chosen
    return locale_of(row.seen) if row.seen else fallback


async def reader_locales(rx: ReadTx, game: GameRow, user_ids: Iterable[int]) -> dict[int, Locale]:
    """The language each of these users reads his DMs in (issue 23): the one he chose, else his Discord client's at
    his latest interaction; the game's language for a user the bot has never seen (nor a computer family)."""
    ids = list(user_ids)
    found = await rx.user_locales([u for u in ids if u >= 0])
    return {u: locale_for(found.get(u), game.language) for u in ids}


def visibility(event: Event) -> NewEvent:
    """An engine event as stored, with who may see it."""
    payload = codec.dumps(event, Event)
    if event.audience.public:
        return NewEvent(Visibility.PUBLIC, payload)
    if event.audience.players:
        return NewEvent(Visibility.PLAYERS, payload, tuple(sorted(event.audience.players)))
    return NewEvent(Visibility.GM, payload)
