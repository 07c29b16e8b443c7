"""Gifts and trades: immediate actions that happen at once, in the phase the player saw. A gift of cash or cards
is done when given; a trade is offered (its DM has an Accept button, and the offer is kept in the store so the
button works after a restart) and happens when the other player accepts it. Accepting runs the engine's trade in
the transaction that marks the offer taken, so a double click trades once.

Each action is stored with the orders standing when it was made that bear on it (a pending budget proposal locks
cash), so that replaying it gives the same result (`StoredAction`)."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import TypeVar

from bot.games.junta import parsers
from bot.games.junta.services.exchange import apply as _apply
from bot.games.junta.services.exchange import offer_dm
from bot.games.junta.services.exchange import side as _side
from bot.games.junta.services.orders import GameRef, player_game, taking_input
from bot.games.junta.services.player import PlayerGame
from bot.games.junta.services.results import ActionDone, Offered
from bot.games.junta.services.said import refusals
from bot.games.junta.services.snapshots import current_state
from bot.services.context import Context, Seen, game_seen, seat_of
from bot.services.results import Failure, _Fail
from bot.store import GameStatus, TradeOfferRow, Tx
from bot.text.say import words
from rules.junta.actions import check
from rules.junta.cards import CARDS
from rules.junta.computer.trade import accepts as trade_accepts
from rules.junta.money import total
from rules.junta.orders import Action, GiveCards, GiveCash, StrawSwap, Trade
from rules.junta.views import player_view

__all__ = ["accept_trade", "act", "offer_trade"]

OPEN = (GameStatus.RUNNING, GameStatus.PAUSED)
T = TypeVar("T")


async def act(
    ctx: Context,
    game: GameRef,
    user_id: int,
    action: Action | Callable[[PlayerGame], Action],
    *,
    seen: Seen | None = None,
) -> ActionDone | Failure:
    """An immediate action: give cash or cards (an action, or a draft of what the player typed). Happens at once, in
    the phase I saw (refused with phase_closed if it has closed)."""
    if not (isinstance(action, GiveCash | GiveCards | Trade | StrawSwap) or callable(action)):
        return Failure("bad_payload", words("reply-not-a-gift"))

    async def body(tx: Tx, now: int) -> ActionDone:
        mine = await player_game(tx, user_id, game)
        await taking_input(tx, mine, seen)
        made = _drafted(mine, action)
        if not isinstance(made, GiveCash | GiveCards | Trade | StrawSwap):
            raise _Fail("bad_payload", words("reply-not-a-gift"))
        return await _apply(tx, mine.game, mine.seat.seat, mine.state, made, now, mine.pending)

    return await ctx.write(body)


def _drafted(mine: PlayerGame, made: T | Callable[[PlayerGame], T]) -> T:
    """What a draft of what the player typed makes (its BadInput as the player's sentence)."""
    if not callable(made):
        return made
    try:
        return made(mine)
    except parsers.BadInput as error:
        raise _Fail("bad_input", error.say) from error


async def offer_trade(
    ctx: Context, game: GameRef, user_id: int, offer: Trade | Callable[[PlayerGame], Trade], *, seen: Seen | None = None
) -> Offered | Failure:
    """Offer a trade (or a draft of what the player typed; its `offerer` is the player) to another player; he gets
    a DM with an Accept button. Only the offerer's side is checked now (the other side is his secret); the whole
    trade is checked when it is accepted."""

    async def body(tx: Tx, now: int) -> Offered:
        mine = await player_game(tx, user_id, game)
        await taking_input(tx, mine, seen)
        made = _drafted(mine, offer)
        to, give_cash, give_cards, get_cash, get_cards = (
            made.to,
            made.give_cash,
            made.give_cards,
            made.get_cash,
            made.get_cards,
        )
        if min(give_cash, get_cash) < 0:
            raise _Fail("bad_trade", words("reply-trade-negative"))
        if not (give_cash or give_cards or get_cash or get_cards):
            raise _Fail("empty_trade", words("reply-trade-empty"))
        unknown = [c for c in (*give_cards, *get_cards) if not 0 <= c < len(CARDS)]
        if unknown:
            last = str(len(CARDS) - 1)
            raise _Fail("no_such_card", words("reply-trade-no-such-card", card=str(unknown[0]), last=last))
        state, seat = mine.state, mine.seat.seat
        if not 0 <= to < len(state.players) or to == seat:
            raise _Fail("bad_trade", words("reply-trade-to-another"))
        me = state.players[seat]
        if any(c not in me.hand for c in give_cards) or len(set(give_cards)) != len(give_cards):
            raise _Fail("not_in_hand", words("reply-trade-not-in-hand"))
        if give_cash > total(me.pocket):
            raise _Fail("no_cash", words("reply-trade-no-cash"))
        if give_cash or give_cards:
            # His own cash first, as a gift of it would be checked: the refusal may describe his own bills.
            problems = check(state, seat, GiveCash(to, give_cash), mine.pending) if give_cash else ()
            problems = problems or check(state, to, Trade(seat, to, give_cash, give_cards), mine.pending)
            if problems and problems[0].code not in ("hand_limit",):
                raise _Fail(problems[0].code, refusals(problems[:1], mine.names), problems)
        seats = {s.seat: s for s in await tx.seats(mine.game.id)}
        if to not in seats:
            raise _Fail("bad_trade", words("reply-trade-to-another"))
        made_offer = TradeOfferRow(
            uuid.uuid4().hex[:12], mine.game.id, seat, to, give_cash, give_cards, get_cash, get_cards, turn=state.turn
        )
        await tx.put_trade_offer(made_offer, now=now)
        if seats[to].computer:
            # A computer family answers at once, by value (issue 17); nothing is sent to it.
            theirs = player_view(state, to)
            if trade_accepts(theirs, give_cash, give_cards, get_cash, get_cards):
                trade = Trade(seat, to, give_cash, give_cards, get_cash, get_cards)
                try:
                    await _apply(tx, mine.game, to, state, trade, now, mine.pending)
                except _Fail:
                    pass  # the whole trade does not hold: the offer stands refused
                else:
                    await tx.accept_trade_offer(made_offer.id)
                    return Offered(made_offer, state.players[to].name, answer="accepted")
            return Offered(made_offer, state.players[to].name, answer="declined")
        give, get = _side(give_cash, give_cards), _side(get_cash, get_cards)
        text = words("trade-offer-dm", family=me.name, give=give, get=get)
        await offer_dm(tx, mine.game, seats[to].user_id, text, made_offer.id, now=now)
        return Offered(made_offer, state.players[to].name)

    return await ctx.write(body)


async def accept_trade(ctx: Context, offer_id: str, user_id: int, *, seen: Seen | None = None) -> ActionDone | Failure:
    """Accept a trade offered to me: it happens at once, in the phase I saw (refused if it has closed)."""

    async def body(tx: Tx, now: int) -> ActionDone:
        offer = await tx.get_trade_offer(offer_id)
        if offer is None:
            raise _Fail("no_such_trade", words("reply-trade-gone"))
        if offer.status != "open":
            raise _Fail("trade_taken", words("reply-trade-taken"))
        game = await game_seen(tx, offer.game_id, seen, *OPEN)
        seat = await seat_of(tx, game, user_id)
        if seat.seat != offer.to:
            raise _Fail("not_yours", words("reply-trade-not-yours"))
        state = await current_state(tx, game)
        if offer.turn is not None and offer.turn != state.turn:
            raise _Fail("trade_lapsed", words("reply-trade-lapsed"))
        trade = Trade(offer.offerer, offer.to, offer.give_cash, offer.give_cards, offer.get_cash, offer.get_cards)
        done = await _apply(tx, game, seat.seat, state, trade, now)
        if not await tx.accept_trade_offer(offer.id):
            raise _Fail("trade_taken", words("reply-trade-taken"))
        return done

    return await ctx.write(body)
