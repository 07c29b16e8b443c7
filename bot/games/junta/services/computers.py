"""Computer-played families in a game (issue 17): when a phase opens, each gives its orders and marks itself done.

A computer family decides with `rules.junta.computer.decide`, a pure function of what its seat may know: its player
view, the events it was shown (public ones and its own, as stored, plus the phase's new ones), the order kinds the phase
accepts, the game's seed and its personality. Its orders are stored like a player's (each checked by the engine
first) and it marks itself done at once, so it never holds a phase open. Nothing is ever sent to it.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Sequence

from bot.services.context import post
from bot.store import GameRow, SeatRow, Tx
from rules import codec
from rules.events import Event
from rules.junta import straw
from rules.junta.computer import decide
from rules.junta.engine import REGISTRY
from rules.junta.orders import Order
from rules.junta.state import GameState, Phase
from rules.junta.validate import validate
from rules.junta.views import coup_map_view, player_view, redact

__all__ = ["SPEECHES", "decided_by_computers", "play"]

SPEECHES = (
    "Citizens! The Republic is in safe hands: mine.",
    "Order, progress, and a modest budget for my friends.",
    "Let no one say this government forgets its loyal servants.",
    "The foreign aid will be spent wisely. Trust me.",
    "Stability! Prosperity! Bananas!",
)
"""A computer President's short speech when his cabinet is formed (issue 17: "may make short in-character
speeches"): one a turn, posted like a player's /speech."""

log = logging.getLogger("bot.services")


def decided_by_computers(state: GameState, seats: Sequence[SeatRow]) -> frozenset[int]:
    """The seats whose orders the computer gives as a phase opens (marking itself done): the computer families and
    the straw men they lead now (Mini-Junta, VARIANTS 10.6). Nobody is told they owe orders (issue 25)."""
    ours = [s.seat for s in seats if s.computer and s.active]
    return frozenset(ours) | frozenset(x for seat in ours for x in straw.led_by(state, seat))


async def play(
    tx: Tx,
    game: GameRow,
    state: GameState,
    phase_seq: int,
    now: int,
    recent: Sequence[Event] = (),
    *,
    speak: bool = True,
) -> int:
    """The computer families' orders for the phase now open (`recent`: the events of the resolution that opened it,
    not stored yet in this transaction); the number of orders stored. `speak`: as the phase opens (not when they
    decide again), a computer President's speech."""
    if state.over:
        return 0
    seats = [s for s in await tx.seats(game.id) if s.computer]
    if not seats:
        return 0
    legal = REGISTRY[state.phase].accepts
    coup_map = coup_map_view(state)
    stored = 0
    # The game's events, read and decoded once; each computer sees only what its seat was shown (`redact`).
    # Decoded in a worker thread: late in a game that is hundreds of events, a tenth of a second (issue 22).
    rows = await tx.list_events(game.id)
    told = await asyncio.to_thread(lambda: [codec.loads(Event, r.payload) for r in rows]) + list(recent)
    for seat in seats:
        if speak and state.phase is Phase.CABINET and state.president == seat.seat:
            line = SPEECHES[random.Random(f"{game.seed}:speech:{state.turn}").randrange(len(SPEECHES))]
            await post(tx, game, f"**The {seat.family} family speaks:**\n> {line}", topic="speech", now=now)
        history = redact(told, seat.seat)
        personality = seat.computer or "schemer"
        # Its own seat, then (Mini-Junta) the straw men it leads now, for whom it decides on its own line (10.6).
        own = player_view(state, seat.seat)
        ours: list[Order] = []  # its own orders: the line its straw men follow
        for acting in (seat.seat, *straw.led_by(state, seat.seat)):
            leads = acting != seat.seat
            view = player_view(state, acting) if leads else own
            orders = await asyncio.to_thread(
                decide, view, history, legal, game.seed, personality, (), coup_map, own if leads else None, ours
            )
            for order in orders:
                if validate(state, acting, order):
                    log.warning("game %s: a computer family's order was refused (seat %s)", game.id, acting)
                    continue
                await tx.put_order(game.id, phase_seq, acting, order.key(), codec.dumps(order, Order), now=now)
                stored += 1
                if not leads:
                    ours.append(order)
        await tx.mark_done(game.id, phase_seq, seat.seat, now=now)
    return stored
