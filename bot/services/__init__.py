"""The shared use cases: what players, moderators and the scheduler can do to a game of any kind. No discord import.

    service = GameService(store, clock)
    game = await service.create_game(guild_id=1, channel_id=2, name="Republic")
    seat = await service.join(game.id, user_id=10, family="Garcia")
    started = await service.start(game.id)

One module per family of use cases, each a set of functions over a `Context` (the store, the clock, the default
settings), each use case one transaction: `forming` (create, join, leave, start, speeches), `closing` (steps closing
at their deadlines, reminders), `moderation`; `languages` (each user's). What is a game's own, they ask the game for,
through its description in the registry (`bot.games`). `GameService` is the one service the bot holds: each method
is one use case. A game's own use cases are its own service's, over the same context (Junta's orders, trades and
Status Page: `bot.games.junta.services.service.JuntaService`, which its cogs hold).

Every use case returns what it did, or a `Failure` (a stable `code`, a sentence for the player; for an illegal
move, the engine's rejections too). A failure changes nothing. Every use case that acts on a step takes the step
its user saw (`Seen`): the step named by the button he pressed, or the one open at the moment he acted. If that
step has closed, nothing changes and the sentence names the step that closed and the one open now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.clock import Clock
from bot.config import GameSettings
from bot.games import KINDS
from bot.names import MAX_FAMILY_CHARS
from bot.services import closing, forming, moderation
from bot.services.context import Context, GameListener, Seen, game_of
from bot.services.languages import Languages
from bot.services.results import Failure, Started
from bot.store import GameRow, ReadTx, SeatRow, Store
from bot.text.i18n import DEFAULT_LOCALE
from bot.text.messages import MAX_TEXT_CHARS

__all__ = [
    "MAX_FAMILY_CHARS",
    "MAX_TEXT_CHARS",
    "Context",
    "Failure",
    "GameService",
    "Languages",
    "Seen",
    "Started",
]


class GameService:
    """The use cases over one store and one clock. `subscribe(callback)`: run after every transaction that changed
    a deadline or queued a message (the scheduler's and the delivery worker's `wake`)."""

    def __init__(
        self,
        store: Store,
        clock: Clock,
        *,
        defaults: GameSettings | None = None,
        fixed_seed: str | None = None,
    ) -> None:
        self.ctx = Context(store, clock, defaults if defaults is not None else GameSettings(), fixed_seed)
        self.languages = Languages(self.ctx)
        """Each user's language, as this process knows it (`reader`, `seen`, `choose`)."""

    @property
    def store(self) -> Store:
        return self.ctx.store

    @property
    def clock(self) -> Clock:
        return self.ctx.clock

    def subscribe(self, callback: Callable[[], None]) -> None:
        self.ctx.listeners.append(callback)

    def subscribe_games(self, callback: GameListener) -> None:
        """As `subscribe`, told which game's messages a change queued when it was one game's."""
        self.ctx.game_listeners.append(callback)

    # --- forming a game -------------------------------------------------------------------------------------
    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        name: str,
        settings: GameSettings | None = None,
        creator_id: int | None = None,
        seed: str | None = None,
        language: str = DEFAULT_LOCALE,
    ) -> GameRow | Failure:
        return await forming.create_game(
            self.ctx,
            guild_id=guild_id,
            channel_id=channel_id,
            name=name,
            settings=settings,
            creator_id=creator_id,
            seed=seed,
            language=language,
        )

    async def join(self, game_id: int, user_id: int, family: str) -> SeatRow | Failure:
        return await forming.join(self.ctx, game_id, user_id, family)

    async def add_computer(self, game_id: int, family: str | None = None) -> SeatRow | Failure:
        return await forming.add_computer(self.ctx, game_id, family)

    async def leave(self, game_id: int, user_id: int) -> SeatRow | Failure:
        return await forming.leave(self.ctx, game_id, user_id)

    async def start(self, game_id: int, *, user_id: int | None = None, first: str | None = None) -> Started | Failure:
        """Start the game (`first`: the seat who plays first, named by whoever starts it; None: by lot)."""
        return await forming.start(self.ctx, game_id, user_id=user_id, first=first)

    async def speech(self, game_id: int, user_id: int, text: str) -> SeatRow | Failure:
        return await forming.speech(self.ctx, game_id, user_id, text)

    # --- deadlines -----------------------------------------------------------------------------------------
    async def resolve_due(self, *, late_after: int = 120) -> list[Any]:
        return await closing.resolve_due(self.ctx, late_after=late_after)

    async def at_deadline(self, game_id: int, phase_seq: int, *, late: bool = False) -> Any:
        return await closing.at_deadline(self.ctx, game_id, phase_seq, late=late)

    async def send_reminders(self) -> int:
        return await closing.send_reminders(self.ctx)

    # --- moderators -----------------------------------------------------------------------------------------
    async def force_resolve(self, game_id: int, moderator_id: int, *, seen: Seen | None = None) -> Any:
        """What the game's closing of the step returned (Junta: `Resolved`), or a `Failure`."""
        return await moderation.force_resolve(self.ctx, game_id, moderator_id, seen=seen)

    async def extend_deadline(
        self, game_id: int, moderator_id: int, minutes: int, *, seen: Seen | None = None
    ) -> GameRow | Failure:
        return await moderation.extend_deadline(self.ctx, game_id, moderator_id, minutes, seen=seen)

    async def pause(self, game_id: int, moderator_id: int, *, seen: Seen | None = None) -> GameRow | Failure:
        return await moderation.pause(self.ctx, game_id, moderator_id, seen=seen)

    async def resume(self, game_id: int, moderator_id: int, *, seen: Seen | None = None) -> GameRow | Failure:
        return await moderation.resume(self.ctx, game_id, moderator_id, seen=seen)

    async def replace_player(
        self, game_id: int, moderator_id: int, seat: int, user_id: int | None
    ) -> GameRow | Failure:
        return await moderation.replace_player(self.ctx, game_id, moderator_id, seat, user_id)

    async def end_game(self, game_id: int, moderator_id: int) -> GameRow | Failure:
        return await moderation.end_game(self.ctx, game_id, moderator_id)

    # --- the read side --------------------------------------------------------------------------------------
    async def game_in_channel(self, channel_id: int, *, kind: str | None = KINDS[0]) -> GameRow | None:
        """The channel's game under way, of `kind` (the default game's, `bot.games.KINDS[0]`; None: of any kind, for
        the moderators' /gm)."""
        async with self.ctx.store.read(single=True) as rx:
            return await rx.game_by_channel(channel_id, kind=kind)

    async def seats(self, game_id: int) -> tuple[SeatRow, ...] | Failure:
        """The game's seats, in their order (a game of any kind)."""

        async def body(rx: ReadTx) -> tuple[SeatRow, ...]:
            return tuple(await rx.seats((await game_of(rx, game_id)).id))

        return await self.ctx.read(body)

    def settings(self, game: GameRow) -> GameSettings:
        """A game's settings (the shared ones and its kind's own), the configured defaults filling any gaps."""
        return self.ctx.settings(game)
