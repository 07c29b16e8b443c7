"""Trades as they happen, for people and computers alike (`bot.games.junta.services.trades` for a person's commands,
`bot.games.junta.services.computers` for the computer families' offers, issue 25): an immediate action recorded with the
orders that bear on it and told to the two families, and a computer family's offer, answered at once by a computer or
sent to a person with an Accept button."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Sequence

from bot.games.junta.services.results import ActionDone, StoredAction
from bot.games.junta.services.said import news, refusals
from bot.games.junta.services.snapshots import decode_order
from bot.outbox import TradeOffer
from bot.services.context import dm, post, queue, reader_locales, visibility
from bot.services.results import _Fail
from bot.store import GameRow, ReadTx, TradeOfferRow, Tx
from bot.text.i18n import Locale, listing, t
from bot.text.say import Say, lines, spaced, words
from rules import codec
from rules.events import Event
from rules.junta.actions import apply_action, check
from rules.junta.cards import card
from rules.junta.computer import answer
from rules.junta.computer.trade import Offer, offer_event
from rules.junta.engine import Resolution
from rules.junta.orders import Action, ProposeBudget, Submitted, Trade
from rules.junta.state import GameState
from rules.junta.variants import rules_of
from rules.junta.views import for_leaders, player_view, redact

__all__ = ["apply", "computer_offer", "offer_dm", "pending_budget", "side"]


async def offer_dm(tx: Tx, game: GameRow, user_id: int, text: Say, offer_id: str, *, now: int) -> None:
    """A trade offer's DM (with its Accept button) to one player, in his language."""
    if user_id < 0:
        return
    locale = (await reader_locales(tx, game, [user_id]))[user_id]
    await queue(tx, game, user_id, TradeOffer(text(locale), offer_id, game.name, locale=locale), now=now)


async def pending_budget(rx: ReadTx, game: GameRow) -> tuple[Submitted, ...]:
    """The phase's budget proposal, if any: the cash it adds is locked (RULES 4.3)."""
    rows = await rx.orders_for_phase(game.id, game.phase_seq)
    return tuple(Submitted(r.seat, o, r.time) for r in rows if isinstance(o := decode_order(r.payload), ProposeBudget))


async def apply(
    tx: Tx,
    game: GameRow,
    seat: int,
    state: GameState,
    action: Action,
    now: int,
    pending: tuple[Submitted, ...] | None = None,
) -> ActionDone:
    """Do a gift or trade now: record it, its events, and a DM to each player who sees them (the two of them).
    `pending`: the phase's budget proposal, if the caller has read it."""
    if pending is None:
        pending = await pending_budget(tx, game)
    got = apply_action(state, seat, action, pending)
    if not isinstance(got, Resolution):
        raise _Fail(got[0].code, refusals(got, [p.name for p in state.players]), got)
    stored = codec.dumps(StoredAction(action, pending), StoredAction)
    row = await tx.append_action(game.id, game.phase_seq, seat, stored, now=now)
    if row is None:
        raise _Fail("phase_closed", words("reply-phase-just-closed"))
    shown = for_leaders(got.state, got.events)
    await tx.append_events(game.id, game.phase_seq, [visibility(e) for e in shown], now=now)
    family, rules = tuple(p.name for p in state.players), rules_of(state)
    for event in redact(got.events, None):  # a public act (a straw man's swap) is told in the channel
        await post(tx, game, news(event, rules, family), topic="action", now=now)
    users = {s.seat: s.user_id for s in await tx.seats(game.id)}
    for player in sorted({p for e in got.events for p in e.audience.players}):
        if player in users:
            text = lines([news(e, rules, family) for e in redact(got.events, player)])
            await dm(tx, game, users[player], text, topic="action", now=now)
    told = spaced([news(e, rules, family, hand=False) for e in got.events if not e.public])
    return ActionDone(row, got.events, told)


def side(cash: int, cards: tuple[int, ...]) -> Say:
    """One side of a trade: its cash and cards, or nothing."""

    def say(locale: Locale) -> str:
        parts = [t(locale, "trade-cash", cash=cash)] if cash else []
        parts.extend(card(c).title for c in cards)  # ENGINE/TEXT: the card's name in the locale
        return listing(locale, parts, empty=t(locale, "list-nothing"))

    return say


async def computer_offer(
    tx: Tx, game: GameRow, state: GameState, offer: Offer, speech: Say, now: int, told: Sequence[Event]
) -> tuple[str, tuple[Event, ...]]:
    """A computer family offers a trade (issue 25): to a computer family, answered at once by value (`told`: the
    game's events so far, read as that family was shown them), to a person, a DM with the computer's words and the
    Accept button, like any offer. Only offers whose offerer's side holds are made. Returns "accepted", "declined",
    "offered" or "" (not made), and the events it recorded (the offer, and the trade if it happened)."""
    if offer.give_cash or offer.give_cards:
        probe = Trade(offer.offerer, offer.to, offer.give_cash, offer.give_cards)
        if check(state, offer.to, probe, await pending_budget(tx, game)):
            return "", ()
    seats = {s.seat: s for s in await tx.seats(game.id)}
    if offer.to not in seats or not seats[offer.to].active:
        return "", ()
    made = TradeOfferRow(
        uuid.uuid4().hex[:12],
        game.id,
        offer.offerer,
        offer.to,
        offer.give_cash,
        offer.give_cards,
        offer.get_cash,
        offer.get_cards,
        turn=state.turn,
    )
    await tx.put_trade_offer(made, now=now)
    said = offer_event(offer, speech(game.language))
    await tx.append_events(game.id, game.phase_seq, [visibility(said)], now=now)
    them = seats[offer.to]
    if them.computer:
        history = redact([*told, said], offer.to)
        # Worked out off the event loop (issue 22): it reads the whole history.
        yes = await asyncio.to_thread(answer, player_view(state, offer.to), history, them.computer, offer)
        if not yes:
            return "declined", (said,)
        try:
            done = await apply(tx, game, offer.to, state, offer.trade(), now)
        except _Fail:
            return "declined", (said,)
        await tx.accept_trade_offer(made.id)
        return "accepted", (said, *done.events)
    me = state.players[offer.offerer].name
    text = words(
        "trade-offer-dm-said",
        family=me,
        said=speech,  # the computer's words in the reader's language
        give=side(offer.give_cash, offer.give_cards),
        get=side(offer.get_cash, offer.get_cards),
    )
    await offer_dm(tx, game, them.user_id, text, made.id, now=now)
    return "offered", (said,)
