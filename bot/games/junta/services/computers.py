"""Computer-played families in a game (issue 17): when a phase opens, each gives its orders and marks itself done.

A computer family decides with `rules.junta.computer.decide`, a pure function of what its seat may know: its player
view, the events it was shown (public ones and its own, as stored, plus the phase's new ones), the order kinds the phase
accepts, the game's seed and its personality. Its orders are stored like a player's (each checked by the engine
first) and it marks itself done at once, so it never holds a phase open. Nothing is ever sent to it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

from bot.games.junta.services.exchange import computer_offer
from bot.games.junta.services.snapshots import current_state
from bot.games.junta.text.computer import line_text, offer_words, speech
from bot.services.context import post, visibility
from bot.store import GameRow, SeatRow, Tx
from rules import codec
from rules.events import Event
from rules.junta import straw
from rules.junta.computer import Offer, decide, offers, speak
from rules.junta.computer.speech import Line, said_event
from rules.junta.engine import REGISTRY
from rules.junta.orders import Order
from rules.junta.state import GameState, Status
from rules.junta.validate import validate
from rules.junta.views import coup_map_view, player_view, redact

__all__ = ["decided_by_computers", "play"]

MAX_OFFERS_TO_PEOPLE = 1
"""Trade offers a computer family makes to people as a phase opens (no flood of DMs)."""

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
    if speak:
        told += await _speak(tx, game, state, seats, told, now)
        dealt = await _offer(tx, game, state, seats, told, now)
        told += dealt
        if any(e.code == "trade" for e in dealt):
            state = await current_state(tx, game, phase_seq)
    for seat in seats:
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


async def _speak(
    tx: Tx, game: GameRow, state: GameState, seats: Sequence[SeatRow], told: Sequence[Event], now: int
) -> list[Event]:
    """The computer families' lines as the phase opens (`rules.junta.computer.speak`): at most one of each kind, each
    posted under its family's name and recorded as a public event, so that no line is said twice in a game."""
    said: list[Event] = []
    kinds: set[str] = set()
    names = {p.id: p.name for p in state.players}
    for seat in seats:
        lines = await asyncio.to_thread(_lines, state, seat.seat, [*told, *said], game.seed)
        for line in lines:
            if line.KIND in kinds:
                continue
            kinds.add(line.KIND)
            text = line_text(game.language, line, names)
            await post(tx, game, speech(seat.family, line, names), topic="speech", now=now)
            event = said_event(line, f"{seat.family}: {text}")
            await tx.append_events(game.id, game.phase_seq, [visibility(event)], now=now)
            said.append(event)
    return said


async def _offer(
    tx: Tx, game: GameRow, state: GameState, seats: Sequence[SeatRow], told: Sequence[Event], now: int
) -> list[Event]:
    """The trades the computer families offer as the phase opens (`rules.junta.computer.offers`): to computers,
    answered at once; to people, a DM with an Accept button (at most `MAX_OFFERS_TO_PEOPLE` each). The events
    recorded (offers, trades)."""
    names = {p.id: p.name for p in state.players}
    computers = {s.seat for s in seats}
    recorded: list[Event] = []
    for seat in seats:
        if state.players[seat.seat].status is not Status.ALIVE:
            continue
        to_people = 0
        made = await asyncio.to_thread(
            _offers, state, seat.seat, [*told, *recorded], seat.computer or "schemer", game.seed
        )
        for offer in made:
            if offer.to not in computers:
                if to_people >= MAX_OFFERS_TO_PEOPLE:
                    continue
                to_people += 1
            got, events = await computer_offer(
                tx, game, state, offer, offer_words(offer, names), now, [*told, *recorded]
            )
            recorded += events
            if got == "accepted":
                state = await current_state(tx, game)
    return recorded


def _lines(state: GameState, seat: int, told: Sequence[Event], seed: str) -> tuple[Line, ...]:
    return speak(player_view(state, seat), redact(told, seat), seed)


def _offers(state: GameState, seat: int, told: Sequence[Event], personality: str, seed: str) -> tuple[Offer, ...]:
    return offers(player_view(state, seat), redact(told, seat), personality, seed)
