"""Junta's use cases, over the shared service's context: orders, gifts and trades, its phases resolving, its Status
Page, public status, coup map and past phases. Junta's cogs, buttons and menus hold it (`JuntaService.over(the bot's
GameService)`, as `bot.games.junta.interact.service` does); tests and tools make one as they make a `GameService`.

    junta = JuntaService(store, clock)
    game = await junta.create_game(guild_id=1, channel_id=2, name="Republic")   # the shared use cases, too
    recorded = await junta.submit_order(game.id, user_id=10, order=Nominate(0), seen=Seen.at(ms))
"""

from __future__ import annotations

from collections.abc import Callable

from bot.games.junta.services import history, orders, reads, resolution, trades
from bot.games.junta.services.orders import Draft, GameRef
from bot.games.junta.services.player import PlayerGame
from bot.games.junta.services.results import (
    ActionDone,
    DoneMarked,
    Offered,
    PublicStatus,
    Recorded,
    Resolved,
    Status,
)
from bot.services import GameService
from bot.services.context import Seen
from bot.services.results import Failure
from bot.store import GameRow, OrderRow, SeatRow
from bot.text.i18n import Locale
from rules.junta.mapview import CoupMapView
from rules.junta.orders import Action, Order, Trade

__all__ = ["JuntaService"]


class JuntaService(GameService):
    """The shared use cases (`GameService`) and Junta's own, over one context."""

    @classmethod
    def over(cls, shared: GameService) -> JuntaService:
        """Junta's use cases over the bot's service: the same context (store, clock, settings, listeners) and the
        same languages."""
        if isinstance(shared, JuntaService):
            return shared
        junta = cls.__new__(cls)
        vars(junta).update(vars(shared))
        return junta

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

    # --- resolution ---------------------------------------------------------------------------------------------
    async def resolve_phase(
        self, game_id: int, phase_seq: int | None = None, *, reason: str = "deadline", late: bool = False
    ) -> Resolved | Failure | None:
        return await resolution.resolve_phase(self.ctx, game_id, phase_seq, reason=reason, late=late)

    # --- the read side ------------------------------------------------------------------------------------------
    async def latest_game_in_channel(self, channel_id: int) -> GameRow | None:
        return await reads.latest_game_in_channel(self.ctx, channel_id)

    async def get_game(self, game_id: int) -> GameRow | None:
        return await reads.get_game(self.ctx, game_id)

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
