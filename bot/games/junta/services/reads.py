"""The read side: what players and moderators look at (their games, the Status Page, the public status, the coup
map, their vote sources). Reads change nothing and run on the store's reader connection, so they never wait behind
another game's resolution."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.games.junta import KIND
from bot.games.junta.services import orders
from bot.games.junta.services.orders import GameRef
from bot.games.junta.services.player import PlayerGame, led
from bot.games.junta.services.results import PublicStatus, Status
from bot.games.junta.services.snapshots import current_state, load_snapshot, load_snapshots
from bot.games.junta.text import phase_name
from bot.services.context import Context, game_of
from bot.services.results import Failure, _Fail
from bot.store import GameRow, GameStatus, OrderRow, ReadTx, SeatRow
from bot.text.i18n import Locale
from bot.text.say import words
from rules.junta.duties import in_play
from rules.junta.mapview import CoupMapView
from rules.junta.orders import Order
from rules.junta.views import city_view, coup_map_view, public_view

__all__ = [
    "coup_map",
    "coup_phases",
    "game_in_channel",
    "games_of_user",
    "get_game",
    "latest_game_in_channel",
    "my_orders",
    "my_status",
    "player_game",
    "public_status",
]

LIVE = (GameStatus.FORMING, GameStatus.RUNNING, GameStatus.PAUSED)
STARTED = (GameStatus.RUNNING, GameStatus.PAUSED, GameStatus.FINISHED)


async def game_in_channel(ctx: Context, channel_id: int, *, kind: str | None = KIND) -> GameRow | None:
    """The channel's Junta game that has not finished, if any (`kind` None: the channel's game of any kind, for the
    moderators' /gm)."""
    async with ctx.store.read(single=True) as rx:
        return await rx.game_by_channel(channel_id, kind=kind)


async def latest_game_in_channel(ctx: Context, channel_id: int) -> GameRow | None:
    """The channel's newest game, finished or not (for its map and history after the end)."""
    async with ctx.store.read(single=True) as rx:
        return await rx.latest_game_by_channel(channel_id, kind=KIND)


async def get_game(ctx: Context, game_id: int) -> GameRow | None:
    async with ctx.store.read(single=True) as rx:
        return await rx.get_game(game_id, kind=KIND)


async def games_of_user(ctx: Context, user_id: int, *, live_only: bool = True) -> list[tuple[GameRow, SeatRow]]:
    async with ctx.store.read(single=True) as rx:
        return await rx.games_of_user(user_id, statuses=LIVE if live_only else None, kind=KIND)


async def player_game(ctx: Context, user_id: int, game: GameRef) -> PlayerGame | Failure:
    """One of the player's games with everything a command of his needs of it (one query): for autocompletes."""

    async def body(rx: ReadTx) -> PlayerGame:
        return await orders.player_game(rx, user_id, game)

    return await ctx.read(body, single=True)


async def my_orders(ctx: Context, game: GameRef, user_id: int) -> tuple[tuple[OrderRow, Order], ...] | Failure:
    """The player's orders standing in the current phase, by time."""

    async def body(rx: ReadTx) -> tuple[tuple[OrderRow, Order], ...]:
        return (await orders.player_game(rx, user_id, game)).orders

    return await ctx.read(body, single=True)


async def my_status(ctx: Context, game: GameRef, user_id: int) -> Status | Failure:
    """A player's Status Page: his view of the state, his orders, whether he owes any, the deadline."""

    async def body(rx: ReadTx) -> Status:
        mine = await orders.player_game(rx, user_id, game)
        if mine.game.status is GameStatus.FORMING or not mine.started:
            raise _Fail("not_started", words("reply-not-started"))
        return (await led(rx, mine)).status

    return await ctx.read(body, single=True)




async def public_status(ctx: Context, game_id: int) -> PublicStatus | Failure:
    """What anyone in the game channel may know."""

    async def body(rx: ReadTx) -> PublicStatus:
        game = await game_of(rx, game_id)
        seats = tuple(await rx.seats(game.id))
        if game.status is GameStatus.FORMING or await rx.get_snapshot(game.id, game.phase_seq) is None:
            return PublicStatus(game, seats, None, (), None)
        state = await current_state(rx, game)
        done = await rx.done_seats(game.id, game.phase_seq)
        saved = {o.seat for o in await rx.orders_for_phase(game.id, game.phase_seq)}
        progress = tuple(
            (state.players[s].name, "done" if s in done else "orders saved" if s in saved else "no orders")
            for s in sorted(in_play(state))
        )
        return PublicStatus(game, seats, public_view(state), progress, await rx.get_deadline(game.id))

    return await ctx.read(body)


async def coup_map(ctx: Context, game_id: int, phase_seq: int | None = None) -> CoupMapView | Failure | None:
    """The map now: the current coup map during a coup; otherwise the city with its zone numbers and where each
    office's units start (`rules.junta.views.city_view`: never the Bodyguard). None before the first phase opens.
    `phase_seq`: the coup map of an earlier phase of this game, as that phase opened (`coup_phases` lists them)."""

    async def body(rx: ReadTx) -> CoupMapView | None:
        game = await game_of(rx, game_id, *STARTED)
        if phase_seq is not None and phase_seq != game.phase_seq:
            snap = await rx.get_snapshot(game.id, phase_seq) if 0 <= phase_seq < game.phase_seq else None
            past = None if snap is None else coup_map_view(load_snapshot(snap.state))
            if past is None:
                raise _Fail("no_such_map", words("reply-no-such-map"))
            return past
        if await rx.get_snapshot(game.id, game.phase_seq) is None:
            return None
        state = await current_state(rx, game)
        if state.coup is None:
            return city_view(state)
        deadline = await rx.get_deadline(game.id)
        when = ""
        if deadline is not None and deadline.due_at is not None:
            when = datetime.fromtimestamp(deadline.due_at, UTC).strftime("%Y-%m-%d %H:%M UTC")
        return coup_map_view(state, when)

    return await ctx.read(body)


async def coup_phases(ctx: Context, game_id: int, locale: Locale) -> list[tuple[int, str]] | Failure:
    """The phases of this game that had a coup map, newest first: (phase, its name as players read it in
    `locale`)."""

    async def body(rx: ReadTx) -> list[tuple[int, str]]:
        game = await game_of(rx, game_id, *STARTED)
        stored: list[tuple[int, str]] = []
        for seq in reversed(await rx.snapshot_phases(game.id)):
            snap = await rx.get_snapshot(game.id, seq)
            if snap is not None:
                stored.append((seq, snap.state))
        states = await load_snapshots([text for _, text in stored])
        return [(seq, phase_name(locale, s)) for (seq, _), s in zip(stored, states, strict=True) if s.coup is not None]

    return await ctx.read(body)
