"""A player's orders for the phase he saw: give one (another of the same key replaces it), withdraw one, and mark
them done (the last Done of those who owe orders resolves the phase early, in the same transaction)."""

from __future__ import annotations

from bot.services.context import Context, Seen, game_seen, seat_of
from bot.services.resolution import resolve_if_all_done
from bot.services.results import DoneMarked, Failure, Recorded, _Fail
from bot.services.snapshots import current_state, decode_order
from bot.store import GameStatus, OrderRow, Tx
from rules import codec
from rules.orders import ORDER_TYPES, Order
from rules.validate import validate

__all__ = ["mark_done", "submit_order", "withdraw_order"]

OPEN = (GameStatus.RUNNING, GameStatus.PAUSED)


async def submit_order(
    ctx: Context, game_id: int, user_id: int, order: Order | str, *, seen: Seen | None = None
) -> Recorded | Failure:
    """Record an order (an order dataclass, or its JSON text) for the phase the player saw (`seen`; refused with
    `phase_closed` if it has closed; None: the current phase). Another order of the same key replaces it."""
    if isinstance(order, str):
        try:
            parsed = decode_order(order)
        except codec.CodecError as error:
            return Failure("bad_payload", f"That order could not be read: {error}")
    elif isinstance(order, ORDER_TYPES):
        parsed = order
    else:
        return Failure("bad_payload", f"That is not an order: {type(order).__name__}.")
    payload = codec.dumps(parsed, Order)

    async def body(tx: Tx, now: int) -> Recorded:
        game = await game_seen(tx, game_id, seen, *OPEN)
        seat = await seat_of(tx, game, user_id)
        state = await current_state(tx, game)
        problems = validate(state, seat.seat, parsed)
        if problems:
            raise _Fail(problems[0].code, " ".join(p.message for p in problems), problems)
        row = await tx.put_order(game.id, game.phase_seq, seat.seat, parsed.key(), payload, now=now)
        if row is None:
            raise _Fail("phase_closed", "This phase has closed: your order was not recorded.")
        return Recorded(row, parsed, await tx.get_deadline(game.id, game.phase_seq))

    return await ctx.write(body, notify=False)


async def withdraw_order(
    ctx: Context, game_id: int, user_id: int, kind_key: str, *, seen: Seen | None = None
) -> OrderRow | Failure:
    """Withdraw one of my orders of the phase I saw (by its key); the withdrawn order."""

    async def body(tx: Tx, now: int) -> OrderRow:
        game = await game_seen(tx, game_id, seen, *OPEN)
        seat = await seat_of(tx, game, user_id)
        standing = [
            o for o in await tx.orders_for_phase(game.id, game.phase_seq, seat=seat.seat) if o.kind_key == kind_key
        ]
        if not standing:
            raise _Fail("no_such_order", "You have no such order this phase.")
        if not await tx.withdraw_order(game.id, game.phase_seq, seat.seat, kind_key, now=now):
            raise _Fail("phase_closed", "This phase has closed: nothing was withdrawn.")
        return standing[0]

    return await ctx.write(body, notify=False)


async def mark_done(
    ctx: Context, game_id: int, user_id: int, *, done: bool = True, seen: Seen | None = None
) -> DoneMarked | Failure:
    """Mark my orders for the phase I saw done (or not done). Resolves early if everyone owing is done. Refused
    with phase_closed if that phase has closed: a Done is never counted in a phase I had not seen."""

    async def body(tx: Tx, now: int) -> DoneMarked:
        game = await game_seen(tx, game_id, seen, *OPEN)
        seat = await seat_of(tx, game, user_id)
        if not done:
            return DoneMarked(await tx.unmark_done(game.id, game.phase_seq, seat.seat), None)
        newly = await tx.mark_done(game.id, game.phase_seq, seat.seat, now=now)
        # In the same transaction: the last /done resolves the phase, or neither happens.
        return DoneMarked(newly, await resolve_if_all_done(ctx, tx, game, now))

    marked = await ctx.write(body, notify=False)
    if isinstance(marked, DoneMarked) and marked.resolved is not None:
        ctx.changed()
    return marked
