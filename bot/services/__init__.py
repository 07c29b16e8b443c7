"""The use cases: what players, moderators and the scheduler can do to a game. No discord import.

    service = GameService(store, clock)
    game = await service.create_game(guild_id=1, channel_id=2, name="Republic")
    seat = await service.join(game.id, user_id=10, family="Garcia")
    started = await service.start(game.id)
    recorded = await service.submit_order(game.id, user_id=10, order=Nominate(0), seen=Seen.at(ms))

One module per family of use cases, each a set of functions over a `Context` (the store, the clock, the default
settings), each use case one transaction: `forming` (create, join, leave, start, speeches), `orders` (give,
withdraw, Done), `trades` (gifts, trade offers and acceptances), `resolution` (deadlines, early and forced
resolutions, opening phases, reminders), `moderation`, and the read side apart, `reads` (Status Page, public
status, coup map). `GameService` is the one service the bot holds: each method is one use case.

Every use case returns what it did, or a `Failure` (a stable `code`, a sentence for the player; for an illegal
order, the engine's rejections too). A failure changes nothing. Every use case that acts on a phase takes the phase
its user saw (`Seen`): the phase named by the button he pressed, or the one open at the moment he acted. If that
phase has closed, nothing changes and the sentence names the phase that closed and the one open now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.clock import Clock
from bot.config import GameSettings
from bot.games.junta.services import history, orders, reads, resolution, trades
from bot.games.junta.services.orders import Draft, GameRef
from bot.games.junta.services.player import PlayerGame
from bot.games.junta.services.results import (
    ActionDone,
    DoneMarked,
    Offered,
    PhaseInputs,
    PublicStatus,
    Recorded,
    Resolved,
    Status,
    StoredAction,
)
from bot.games.junta.services.snapshots import (
    SCHEMA_VERSION,
    UPGRADERS,
    current_state,
    decode_order,
    dump_snapshot,
    load_phase_inputs,
    load_snapshot,
    remember_snapshot,
)
from bot.names import MAX_FAMILY_CHARS
from bot.services import closing, forming, moderation
from bot.services.context import Context, Seen
from bot.services.languages import Languages
from bot.services.results import Failure, Started
from bot.store import GameRow, OrderRow, SeatRow, Store
from bot.text.i18n import DEFAULT_LOCALE, Locale
from bot.text.messages import MAX_TEXT_CHARS
from rules.junta.mapview import CoupMapView
from rules.junta.orders import Action, Order, Trade

__all__ = [
    "MAX_FAMILY_CHARS",
    "MAX_TEXT_CHARS",
    "SCHEMA_VERSION",
    "UPGRADERS",
    "ActionDone",
    "Context",
    "DoneMarked",
    "Draft",
    "Failure",
    "GameRef",
    "GameService",
    "Languages",
    "Offered",
    "PhaseInputs",
    "PlayerGame",
    "PublicStatus",
    "Recorded",
    "Resolved",
    "Seen",
    "Started",
    "Status",
    "StoredAction",
    "current_state",
    "decode_order",
    "dump_snapshot",
    "load_phase_inputs",
    "load_snapshot",
    "remember_snapshot",
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

    # --- orders ---------------------------------------------------------------------------------------------
    async def submit_order(
        self, game: GameRef, user_id: int, order: Order | str | Draft, *, seen: Seen | None = None
    ) -> Recorded | Failure:
        return await orders.submit_order(self.ctx, game, user_id, order, seen=seen)

    async def withdraw_order(
        self, game: GameRef, user_id: int, kind_key: str, *, seen: Seen | None = None
    ) -> OrderRow | Failure:
        return await orders.withdraw_order(self.ctx, game, user_id, kind_key, seen=seen)

    async def mark_done(
        self, game: GameRef, user_id: int, *, done: bool = True, seen: Seen | None = None, confirm: bool = False
    ) -> DoneMarked | Failure:
        return await orders.mark_done(self.ctx, game, user_id, done=done, seen=seen, confirm=confirm)

    # --- gifts and trades -----------------------------------------------------------------------------------
    async def act(
        self,
        game: GameRef,
        user_id: int,
        action: Action | Callable[[PlayerGame], Action],
        *,
        seen: Seen | None = None,
    ) -> ActionDone | Failure:
        return await trades.act(self.ctx, game, user_id, action, seen=seen)

    async def offer_trade(
        self,
        game: GameRef,
        user_id: int,
        to: int | Callable[[PlayerGame], Trade],
        *,
        give_cash: int = 0,
        give_cards: tuple[int, ...] = (),
        get_cash: int = 0,
        get_cards: tuple[int, ...] = (),
        seen: Seen | None = None,
    ) -> Offered | Failure:
        """Offer a trade to the player in seat `to` (or as a draft of what the player typed: `to` makes the Trade)."""
        offer = to if callable(to) else Trade(-1, to, give_cash, give_cards, get_cash, get_cards)
        return await trades.offer_trade(self.ctx, game, user_id, offer, seen=seen)

    async def accept_trade(self, offer_id: str, user_id: int, *, seen: Seen | None = None) -> ActionDone | Failure:
        return await trades.accept_trade(self.ctx, offer_id, user_id, seen=seen)

    # --- resolution -----------------------------------------------------------------------------------------
    async def resolve_phase(
        self, game_id: int, phase_seq: int | None = None, *, reason: str = "deadline", late: bool = False
    ) -> Resolved | Failure | None:
        return await resolution.resolve_phase(self.ctx, game_id, phase_seq, reason=reason, late=late)

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
    async def game_in_channel(self, channel_id: int, *, kind: str | None = "junta") -> GameRow | None:
        """The channel's game under way, of `kind` (None: of any kind, for the moderators' /gm)."""
        return await reads.game_in_channel(self.ctx, channel_id, kind=kind)

    async def latest_game_in_channel(self, channel_id: int) -> GameRow | None:
        return await reads.latest_game_in_channel(self.ctx, channel_id)

    async def get_game(self, game_id: int) -> GameRow | None:
        return await reads.get_game(self.ctx, game_id)

    def settings(self, game: GameRow) -> GameSettings:
        """The game's own settings (its rules variant among them), the configured defaults filling any gaps."""
        return self.ctx.settings(game)

    async def games_of_user(self, user_id: int, *, live_only: bool = True) -> list[tuple[GameRow, SeatRow]]:
        return await reads.games_of_user(self.ctx, user_id, live_only=live_only)

    async def player_game(self, user_id: int, game: GameRef) -> PlayerGame | Failure:
        return await reads.player_game(self.ctx, user_id, game)

    async def my_orders(self, game: GameRef, user_id: int) -> tuple[tuple[OrderRow, Order], ...] | Failure:
        return await reads.my_orders(self.ctx, game, user_id)

    async def my_status(self, game: GameRef, user_id: int) -> Status | Failure:
        return await reads.my_status(self.ctx, game, user_id)

    async def public_status(self, game_id: int) -> PublicStatus | Failure:
        return await reads.public_status(self.ctx, game_id)

    async def coup_map(self, game_id: int, phase_seq: int | None = None) -> CoupMapView | Failure | None:
        return await reads.coup_map(self.ctx, game_id, phase_seq)

    async def coup_phases(self, game_id: int, locale: Locale) -> list[tuple[int, str]] | Failure:
        return await reads.coup_phases(self.ctx, game_id, locale)

    async def past_phases(self, game_id: int, locale: Locale) -> list[tuple[int, str]] | Failure:
        return await history.past_phases(self.ctx, game_id, locale)

    async def past_phase(
        self,
        phase_seq: int,
        *,
        locale: Locale,
        game_id: int | None = None,
        user_id: int | None = None,
        game: GameRef = None,
    ) -> history.PastPhase | Failure:
        return await history.past_phase(
            self.ctx, phase_seq, locale=locale, game_id=game_id, user_id=user_id, game=game
        )
