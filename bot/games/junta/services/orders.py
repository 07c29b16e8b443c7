"""A player's orders for the phase he saw: give one (another of the same key replaces it), withdraw one, and mark
them done (the last Done of the living, non-exiled players resolves the phase early, in the same transaction; RULES
2).

Each is one transaction that starts with one query (`ReadTx.player_games`: the player's games with everything a
command needs of them); what the player typed is turned into an order inside it (a `Draft`: family names into seats,
card titles into cards), against the state it is checked against. A command that only stores its order sends it
alone: two trips to the database in all.

`game` names the game: its id (a button carries it), or what the player typed in the `game` option (None: his only
game under way).
"""

from __future__ import annotations

from collections.abc import Callable

from bot.games.junta import KIND, parsers
from bot.games.junta.services import computers
from bot.games.junta.services.player import LIVE, PUBLIC_ORDERS, PlayerGame, choose_game, led
from bot.games.junta.services.resolution import resolve
from bot.games.junta.services.results import DoneMarked, Recorded
from bot.games.junta.services.said import refusals
from bot.games.junta.services.snapshots import current_state, decode_order
from bot.games.junta.text import Names, describe_order
from bot.games.junta.text.campaign import campaign_text
from bot.games.junta.text.cards import PLAYED_ELSEWHERE, not_with_play
from bot.games.junta.text.duties import owed
from bot.services.context import Context, Seen, check_seen, post, status_problem
from bot.services.results import Failure, _Fail
from bot.store import GameStatus, OrderRow, ReadTx, Tx
from bot.text.i18n import DEFAULT_LOCALE
from bot.text.say import Say, spaced, verbatim, words
from rules import codec
from rules.events import PUBLIC, Event
from rules.junta.duties import in_play, missing
from rules.junta.lapses import lapses, stack_move_users
from rules.junta.orders import ORDER_TYPES, Order, PlayCard
from rules.junta.state import Phase
from rules.junta.submission import Caveat, at_submission, standing_caveats

__all__ = ["Draft", "GameRef", "mark_done", "player_game", "submit_order", "withdraw_order"]

OPEN = (GameStatus.RUNNING, GameStatus.PAUSED)
Draft = Callable[[PlayerGame], Order]
"""Builds an order from what the player typed, against his game as it is now; raises `parsers.BadInput`."""
GameRef = int | str | None
"""A game: its id, what the player typed in the `game` option, or None (his only game under way)."""


async def player_game(rx: ReadTx, user_id: int, game: GameRef) -> PlayerGame:
    """The player's game a command is about, with everything the command needs of it (one query); `_Fail` if he
    has none such."""
    if isinstance(game, int):
        rows = await rx.player_games(user_id, game_id=game, public=PUBLIC_ORDERS, kind=KIND)
        if not rows:
            if await rx.get_game(game, kind=KIND) is None:
                raise _Fail("unknown_game", words("reply-no-such-game", game=str(game)))
            raise _Fail("not_in_game", words("reply-no-seat"))
        return PlayerGame(rows[0])
    rows = await rx.player_games(user_id, statuses=LIVE, public=PUBLIC_ORDERS, kind=KIND)
    return choose_game([PlayerGame(r) for r in rows], game)


async def taking_input(rx: ReadTx, mine: PlayerGame, seen: Seen | None) -> None:
    """`_Fail` unless the game takes input (running or paused) in the phase the player saw."""
    game = mine.game
    if seen is not None and game.status is not GameStatus.FORMING:
        await check_seen(rx, game, seen, None if mine.row.snapshot is None else mine.row.snapshot.opened_ms)
    if game.status not in OPEN:
        raise _Fail(*status_problem(game, OPEN))


def _order_of(mine: PlayerGame, order: Order | str | Draft) -> Order:
    if isinstance(order, ORDER_TYPES):
        return order
    if isinstance(order, str):
        try:
            return decode_order(order)
        except codec.CodecError as error:
            raise _Fail("bad_payload", words("reply-order-unreadable")) from error
    if callable(order):
        try:
            return order(mine)
        except parsers.BadInput as error:
            raise _Fail("bad_input", error.say) from error
    raise _Fail("bad_payload", words("reply-not-an-order"))


async def submit_order(
    ctx: Context, game: GameRef, user_id: int, order: Order | str | Draft, *, seen: Seen | None = None
) -> Recorded | Failure:
    """Record an order (an order, its JSON text, or a `Draft` of what the player typed) for the phase the player
    saw (`seen`; refused with `phase_closed` if it has closed; None: the current phase). Another order of the same
    key replaces it."""
    if not (isinstance(order, (*ORDER_TYPES, str)) or callable(order)):
        return Failure("bad_payload", words("reply-not-an-order"))

    async def body(tx: Tx, now: int) -> Recorded:
        mine = await player_game(tx, user_id, game)
        await taking_input(tx, mine, seen)
        parsed = _order_of(mine, order)
        where = mine.game
        own = None if mine.acting is None else await tx.orders_for_phase(where.id, where.phase_seq, seat=mine.acting)
        verdict = at_submission(mine.state, mine.acting_seat, parsed, mine.known(own))
        problems = verdict.rejections
        if problems:
            if isinstance(parsed, PlayCard) and problems[0].code in PLAYED_ELSEWHERE:
                card = parsed.card
                raise _Fail(problems[0].code, lambda locale: not_with_play(locale, card), problems)
            raise _Fail(problems[0].code, refusals(problems, mine.names), problems)
        payload = codec.dumps(parsed, Order)
        row = await tx.put_order(
            where.id, where.phase_seq, mine.acting_seat, parsed.key(), payload, now=now, after=mine.row.input_clock
        )
        assert row is not None  # queued: it is what it will be
        before = next((r for r in mine.row.orders if r.kind_key == parsed.key()), None)
        if parsed.PUBLIC and (before is None or before.payload != payload):
            await _tell_channel(tx, mine, parsed, now=now)
        caveats = tuple(refusals((c,), mine.names) for c in verdict.caveats)
        notes = (*await _notes(tx, mine, parsed), *caveats)
        return Recorded(row, parsed, mine.deadline, where, mine.names, mine.acting is not None, notes)

    got = await ctx.write(body, notify=False)
    if not isinstance(got, Failure) and got.order.PUBLIC:
        ctx.changed()  # a public act was posted: wake the delivery (other orders post nothing)
        if got.game is not None:
            await _computers_think_again(ctx, got)
    return got


async def _seat_orders(tx: ReadTx, mine: PlayerGame, seat: int) -> list[Order]:
    """The orders standing in the phase for `seat` (his own, or a straw man's he leads), by time."""
    if seat == mine.seat.seat:
        return [o for _, o in mine.orders]
    rows = await tx.orders_for_phase(mine.game.id, mine.game.phase_seq, seat=seat)
    return [decode_order(r.payload) for r in sorted(rows, key=lambda r: r.time)]


async def _notes(tx: ReadTx, mine: PlayerGame, order: Order) -> tuple[Say, ...]:
    """What the echo of `order` says will not be carried out as things stand (rules.junta.lapses): this order, or an
    order given before that it leaves without a stack move."""
    if not _may_lapse(order):
        return ()
    seat = mine.acting_seat
    earlier = [o for o in await _seat_orders(tx, mine, seat) if o.key() != order.key()]
    was = lapses(mine.state, seat, earlier)
    now = lapses(mine.state, seat, [*earlier, order])
    out = [refusals((now[order.key()],), mine.names)] if order.key() in now else []
    newly = [o for o in earlier if o.key() in now and o.key() not in was]
    out += [_lapsing_order(mine.names, o, now[o.key()]) for o in newly]
    return tuple(out)


def _in_brackets(said: Say) -> Say:
    """'(<said>)', as a caveat follows its order in the Done summary."""
    return lambda locale: f"({said(locale)})"


def _echo(names: Names, order: Order) -> Say:
    """The order as its reader reads it (orders.ftl)."""
    return lambda locale: describe_order(locale, names, order)


def _lapsing_order(names: Names, order: Order, why: Caveat, straw: str | None = None) -> Say:
    """'<the order>: <why it will not be carried out>', for a straw man's 'For <him>: ...' (orders.ftl)."""
    said = words("order-lapsing", order=_echo(names, order), why=refusals((why,), names))
    return said if straw is None else words("order-for-straw", name=straw, order=said)


def _may_lapse(order: Order) -> bool:
    """Only card plays and stack moves can lapse for these reasons (rules.junta.lapses)."""
    return isinstance(order, PlayCard) or bool(stack_move_users([order]))


async def _computers_think_again(ctx: Context, got: Recorded) -> None:
    """A public act may change a computer family's best choice (issue 17): the computers of the game decide the
    phase again, knowing of it, in a transaction of their own (the player's order is stored already)."""
    game = got.game
    assert game is not None
    act = campaign_text(DEFAULT_LOCALE, got.names, got.row.seat, got.order)  # locale: plumbing
    news = (Event("public_act", act, PUBLIC),) if act else ()

    async def again(tx: Tx, now: int) -> int:
        current = await tx.get_game(game.id)
        if current is None or current.phase_seq != got.row.phase_seq or current.status not in OPEN:
            return 0  # the phase has moved on: its computers decided the new one when it opened
        if not any(s.computer for s in await tx.seats(game.id)):
            return 0  # no computer plays in it: its state is not read (issue 26: CPU per interaction)
        state = await current_state(tx, current)
        return await computers.play(tx, current, state, current.phase_seq, now, news, speak=False)

    await ctx.write(again, notify=False)


async def _tell_channel(tx: Tx, mine: PlayerGame, order: Order, *, now: int, withdrawn: bool = False) -> None:
    """A public act (RULES 3.2: nominations, seconds, declines) is told in the game channel as it is made."""
    locale = mine.game.language  # told in the channel: the game's language
    text = campaign_text(locale, mine.names, mine.seat.seat, order, withdrawn=withdrawn)
    if text is not None:
        await post(tx, mine.game, verbatim(text), topic="campaign", now=now, phase_seq=mine.game.phase_seq)


async def withdraw_order(
    ctx: Context, game: GameRef, user_id: int, kind_key: str, *, seen: Seen | None = None
) -> OrderRow | Failure:
    """Withdraw one of my orders of the phase I saw (by its key); the withdrawn order."""

    async def body(tx: Tx, now: int) -> OrderRow:
        mine = await player_game(tx, user_id, game)
        await taking_input(tx, mine, seen)
        standing = [r for r in mine.row.orders if r.kind_key == kind_key]
        if not standing:
            raise _Fail("no_such_order", words("reply-no-such-order"))
        where = mine.game
        if not await tx.withdraw_order(where.id, where.phase_seq, mine.seat.seat, kind_key, now=now):
            raise _Fail("phase_closed", words("reply-closed-nothing-withdrawn"))
        withdrawn = decode_order(standing[0].payload)
        if withdrawn.PUBLIC:
            await _tell_channel(tx, mine, withdrawn, now=now, withdrawn=True)
        return standing[0]

    return await ctx.write(body)


def _lapsing(mine: PlayerGame, given: list[Order]) -> tuple[Say, ...]:
    """For the Done summary: each of his orders that will not be carried out as things stand, and why; in
    Mini-Junta also those he gave for his straw men (VARIANTS 10.9.1: one stack move each; read by `led`)."""
    state = mine.state
    names = mine.names
    found = lapses(state, mine.seat.seat, given)
    out = [_lapsing_order(names, o, found[o.key()]) for o in given if o.key() in found]
    if state.phase in (Phase.LOCATIONS, Phase.COUP):
        for pid, rows in sorted(mine.straw_rows.items()):
            theirs = [decode_order(r.payload) for r in sorted(rows, key=lambda r: r.time)]
            told = lapses(state, pid, theirs)
            out += [_lapsing_order(names, o, told[o.key()], names[pid]) for o in theirs if o.key() in told]
    return tuple(out)


async def mark_done(
    ctx: Context,
    game: GameRef,
    user_id: int,
    *,
    done: bool = True,
    seen: Seen | None = None,
    confirm: bool = False,
) -> DoneMarked | Failure:
    """Mark my orders for the phase I saw done (or not done), and say what they are. If something I owe is missing
    (RULES 7's default would apply), nothing is marked unless I `confirm`. The phase resolves early once every
    living, non-exiled player is done (RULES 2). Refused with phase_closed if that phase has closed: a Done is never
    counted in a phase I had not seen."""

    async def body(tx: Tx, now: int) -> DoneMarked:
        mine = await player_game(tx, user_id, game)
        await taking_input(tx, mine, seen)
        where, seat = mine.game, mine.seat.seat
        if not done:
            return DoneMarked(await tx.unmark_done(where.id, where.phase_seq, seat), None, where.name)
        await led(tx, mine)
        given = [decode_order(r.payload) for r in mine.row.orders]
        notes = standing_caveats(mine.state, seat, given)
        said = tuple(
            spaced(_echo(mine.view.public, o), *(_in_brackets(refusals((c,), mine.view.public)) for c in n))
            for o, n in zip(given, notes, strict=True)
        )
        lapsing = _lapsing(mine, given)
        gaps = owed(missing(mine.state, seat, given, mine.straw_orders), mine.view.public)
        newly = seat not in mine.row.done
        base = {"game_name": where.name, "orders": said, "missing": gaps, "game_id": where.id, "lapses": lapsing}
        if gaps and newly and not confirm:
            return DoneMarked(False, None, unconfirmed=True, phase_seq=where.phase_seq, **base)  # type: ignore[arg-type]
        if newly:
            await tx.mark_done(where.id, where.phase_seq, seat, now=now, queued=True)
        # In the same transaction: the last Done resolves the phase, or neither happens.
        everyone = in_play(mine.state)
        done_now = mine.row.done | {seat}
        early = where.status is GameStatus.RUNNING and ctx.settings(where).early_resolution
        if early and everyone and everyone <= done_now:
            resolved = await resolve(ctx, tx, where, now, reason="early")
            return DoneMarked(newly, resolved, phase_seq=where.phase_seq, **base)  # type: ignore[arg-type]
        waiting = tuple(mine.state.players[p].name for p in sorted(everyone - done_now))
        return DoneMarked(newly, None, waiting_for=waiting, phase_seq=where.phase_seq, **base)  # type: ignore[arg-type]

    marked = await ctx.write(body, notify=False)
    if isinstance(marked, DoneMarked) and marked.resolved is not None:
        ctx.changed()
    return marked
