"""Resolving phases: at the deadline, early once every living, non-exiled player is done (RULES 2), or when a
moderator forces it; opening the next phase (its deadline, its announcement, the coup map during a coup, the budget
debate thread); reminders before deadlines.

Resolving is guarded by the phase number (`Tx.advance_phase`), so resolving the same phase twice does nothing the
second time, and an order stored while its phase resolves is either in the resolution (its transaction came first) or
refused with `phase_closed`. The engine runs in a worker thread, so the event loop keeps acknowledging interactions
meanwhile.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Sequence
from typing import Any

from bot.deadlines import discord_timestamp, next_deadline, remind_before
from bot.games import game as game_of_kind
from bot.games.junta.services import computers
from bot.games.junta.services.snapshots import (
    SCHEMA_VERSION,
    current_state,
    load_phase_inputs,
    remember_snapshot,
    settle,
    submitted,
)
from bot.games.junta.text import (
    MAX_TEXT_CHARS,
    budget_debate_text,
    budget_tally_text,
    budget_thread_name,
    phase_asks,
    phase_call,
    phase_name,
    split_message,
)
from bot.games.junta.text.cards import event_text
from bot.outbox import ChannelPost, DirectMessage, MapPost, PhaseOpening, ThreadPost
from bot.services.context import Context, dm, game_of, post, queue, visibility
from bot.services.results import Failure, Resolved
from bot.store import DeadlineRow, GameRow, GameStatus, Tx
from rules.junta.duties import in_play, missing
from rules.junta.engine import Resolution, owed
from rules.junta.orders import Order, Submitted
from rules.junta.state import GameState, Phase, Standing
from rules.junta.variants import rules_of
from rules.junta.views import for_leaders, player_view, redact

__all__ = [
    "announce_end",
    "at_deadline",
    "closed",
    "maybe_resolve_early",
    "names",
    "open_phase",
    "remind",
    "resolve",
    "resolve_due",
    "resolve_if_all_done",
    "resolve_phase",
    "send_reminders",
    "visibility",
]

log = logging.getLogger("bot.services")


def names(state: GameState, seats: Iterable[int]) -> str:
    return ", ".join(state.players[s].name for s in sorted(seats)) or "nobody"


async def open_phase(ctx: Context, tx: Tx, game: GameRow, state: GameState, phase_seq: int, now: int) -> DeadlineRow:
    """Set the new phase's deadline and announce it in the channel; during a coup, also queue the phase's map (the
    delivery draws it from the phase's snapshot when it sends it)."""
    settings = ctx.settings(game)
    due = next_deadline(now, settings)
    deadline = await tx.set_deadline(game.id, phase_seq, due, remind_before=remind_before(settings, due - now))
    call = phase_call(state.phase, rules_of(state))
    seats = await tx.seats(game.id)
    # A computer family gives its orders and marks itself done as the phase opens (just below, in the same
    # transaction): it never owes anything, nor do the straw men it leads (issue 25).
    owing = owed(state) - computers.decided_by_computers(state, seats)
    text = (
        f"**{phase_name(state)}**\n"
        + (f"{call} Orders go to me in a DM (/status there shows yours).\n" if call else "")
        + f"Orders are due {discord_timestamp(due)}.\n"
        + (f"Orders owed by: {names(state, owing)}." if owing else "Nobody owes an order in this phase.")
        + " It closes early once every player in the country has pressed Done."
    )
    pieces = split_message(text)
    # Classic (VARIANTS 6.13.1): the aftermath asks for the declarations, made seeing the city as Coup Phase 6 left
    # it: its map comes first.
    map_first = state.phase is Phase.AFTERMATH and state.coup is not None and rules_of(state).declare_in_aftermath
    if map_first:
        await queue(tx, game, game.channel_id, MapPost(phase_seq), now=now, phase_seq=phase_seq)
    for piece in pieces[:-1]:
        await queue(tx, game, game.channel_id, ChannelPost(piece, "phase"), now=now, phase_seq=phase_seq)
    await queue(tx, game, game.channel_id, PhaseOpening(pieces[-1], phase_seq), now=now, phase_seq=phase_seq)
    if state.coup is not None and not map_first:
        await queue(tx, game, game.channel_id, MapPost(phase_seq), now=now, phase_seq=phase_seq)
    playing = in_play(state)
    for seat in seats:
        if seat.seat in playing:
            message = DirectMessage(opening_dm(state, seat.seat, due), "opening", game.name, phase_seq)
            await queue(tx, game, seat.user_id, message, now=now, phase_seq=phase_seq)
    return deadline


def opening_dm(state: GameState, seat: int, due: int) -> str:
    """A phase's opening DM to one player: what it asks of him (with the commands he can use now), what he owes and
    the default if he gives none, and when it is due. Under it: his Status Page and Done."""
    view = player_view(state, seat)
    owes = missing(state, seat, ())
    lines = [f"**{phase_name(state)}** has begun. {phase_asks(view, bool(owes))}"]
    if owes:
        lines.append("Owed from you, and what happens if you give nothing:")
        lines.extend(f"- {d.if_missing}" for d in owes)
    lines.append(
        f"Due {discord_timestamp(due)}. Press **Done** when you are finished: the phase closes early once every "
        "player in the country has."
    )
    return "\n".join(lines)


async def _budget_thread(tx: Tx, game: GameRow, phase_seq: int, result: Resolution, now: int) -> None:
    """A public budget proposal also opens (or continues) the turn's debate thread, and the vote's tally is posted
    there too (the channel has both in the phase's results). Queued before the next phase's opening, so the thread
    is there when the vote is announced."""
    turn = result.state.turn
    known = await tx.thread(game.id, f"budget:{turn}") is not None
    opened = False
    for event in result.events:
        if not event.audience.public or event.code not in ("budget_proposed", "budget_vote"):
            continue
        proposal = event.code == "budget_proposed"
        if proposal:
            text = budget_debate_text(turn, event.text, first=not (known or opened))
            opened = True
        else:
            text = budget_tally_text(event.text)
        key = f"budget:{turn}"
        message = ThreadPost(text[:MAX_TEXT_CHARS], key, budget_thread_name(game.name, turn), proposal, "budget_debate")
        await queue(tx, game, game.channel_id, message, now=now, phase_seq=phase_seq)


async def resolve(ctx: Context, tx: Tx, game: GameRow, now: int, *, reason: str, late: bool = False) -> Resolved | None:
    """Resolve the game's current phase in the transaction `tx`: its results, the private digests, and the next
    phase opened (or the game's end announced). None if the phase has already resolved."""
    phase = game.phase_seq
    inputs = await load_phase_inputs(tx, game, phase)
    result, text = await asyncio.to_thread(settle, inputs)
    if not await tx.advance_phase(game.id, phase, phase + 1):
        return None
    told = for_leaders(result.state, result.events)  # a straw man's news goes to his leader
    await tx.append_events(game.id, phase, [visibility(e) for e in told], now=now)
    await tx.put_snapshot(game.id, phase + 1, schema_version=SCHEMA_VERSION, state=text, now=now)
    state = inputs.state
    done = await tx.done_seats(game.id, phase)
    missed = missed_by(state, inputs.orders, done)
    lines = [f"**{phase_name(state)} has resolved.**"]
    if late:
        lines.append("The deadline passed while the game master was away; the phase resolves now.")
    elif reason == "early":
        lines.append("Every player marked done, so the phase resolves early.")
    elif reason == "forced":
        lines.append("A moderator resolved the phase now.")
    public = redact(result.events, None)
    # The first proposal of a turn opens its debate thread with a post of its own in the channel: it is not repeated
    # in the results (each fact is posted once).
    opening = None
    if await tx.thread(game.id, f"budget:{result.state.turn}") is None:
        opening = next((e for e in public if e.code == "budget_proposed"), None)
    for event in public:
        if event is opening:
            lines.append("The proposed budget follows in its own post, which opens the turn's debate thread.")
        else:
            lines.append(event.text)
    if missed:
        lines.append(f"Missed orders (defaults used): {names(state, missed)}.")
    moved = await tx.get_game(game.id)
    assert moved is not None
    await post(tx, moved, "\n".join(lines), topic="results", now=now, phase_seq=phase)
    new_turn = result.state.turn > state.turn
    rules = rules_of(state)
    for seat in await tx.seats(game.id):
        mine = [e for e in redact(told, seat.seat) if not e.public]
        # A new turn's cards are dealt as its first phase opens: told apart from the report of the phase that ended.
        dealt = [e for e in mine if new_turn and e.code == "cards_drawn"]
        private = [event_text(e, rules) for e in mine if e not in dealt]
        if private:
            digest = f"**{phase_name(state)}, for your eyes only:**\n" + "\n".join(private)
            await dm(tx, moved, seat.user_id, digest, topic="digest", now=now, phase_seq=phase)
        if dealt:
            drawn = "\n".join(event_text(e, rules) for e in dealt)
            cards = f"**Turn {result.state.turn} begins: your new cards.**\n" + drawn
            await dm(tx, moved, seat.user_id, cards, topic="cards", now=now, phase_seq=phase)
    await _budget_thread(tx, moved, phase, result, now)
    if not result.state.over and state.phase is Phase.CABINET:
        card = MapPost(phase + 1, "The new cabinet:", topic="cabinet", picture="cabinet")
        await queue(tx, moved, moved.channel_id, card, now=now, phase_seq=phase)
    elif not result.state.over and state.phase is Phase.BUDGET_DRAW and rules_of(state).show_money_deck:
        deck = MapPost(phase + 1, "The money deck after this turn's draw:", topic="money", picture="money")
        await queue(tx, moved, moved.channel_id, deck, now=now, phase_seq=phase)
    deadline: DeadlineRow | None = None
    finished = result.state.over
    if finished:
        await tx.set_status(game.id, GameStatus.FINISHED)
        await announce_end(tx, moved, result.state, result.state.ranking, phase + 1, now)
    else:
        deadline = await open_phase(ctx, tx, moved, result.state, phase + 1, now)
        await computers.play(tx, moved, result.state, phase + 1, now, told)
    # The last write: a command whose user acted before this moment was meant for the phase that just closed.
    await tx.stamp_opened(game.id, phase + 1, ctx.clock.now_ms)
    remember_snapshot(text, result.state)
    return Resolved(game.id, phase, phase + 1, result.state, result.events, missed, finished, deadline)


async def announce_end(
    tx: Tx, game: GameRow, state: GameState, ranking: Sequence[Standing], phase_seq: int, now: int, *, note: str = ""
) -> None:
    """The end post (RULES 6: "The end post shows the ranking"; the awards are in the phase's results), then the
    game's archive: when the game ends by its rules, and when a moderator ends it (`note` says so)."""
    lines = "\n".join(f"{s.rank}. {state.players[s.player].name}: {s.swiss} MP in Switzerland" for s in ranking)
    await post(tx, game, f"**The game is over.**{note}\n{lines}".rstrip(), topic="over", now=now, phase_seq=phase_seq)
    story = "The whole story of the game, secrets included: open the attached page in a browser."
    archive = MapPost(phase_seq, story, topic="archive", picture="archive")
    await queue(tx, game, game.channel_id, archive, now=now, phase_seq=phase_seq)


def missed_by(state: GameState, orders: Sequence[Submitted], done: Iterable[int]) -> tuple[int, ...]:
    """Who missed orders he owed (RULES 2 and 7: defaults apply to them, and the channel is told): a duty left undone
    by a player who did not mark done. A player who marked done chose the default (a deliberate hold)."""
    marked = set(done)
    given: dict[int, list[Order]] = {}
    for sub in orders:
        given.setdefault(sub.player, []).append(sub.order)
    return tuple(
        pid for pid in sorted(owed(state)) if pid not in marked and missing(state, pid, given.get(pid, ()), given)
    )


async def resolve_if_all_done(ctx: Context, tx: Tx, game: GameRow, now: int) -> Resolved | None:
    """Resolve now if early resolution is on and every living, non-exiled player has marked done (RULES 2)."""
    if game.status is not GameStatus.RUNNING or not ctx.settings(game).early_resolution:
        return None
    state = await current_state(tx, game)
    everyone = in_play(state)
    if not everyone or not everyone <= await tx.done_seats(game.id, game.phase_seq):
        return None
    return await resolve(ctx, tx, game, now, reason="early")


async def resolve_phase(
    ctx: Context, game_id: int, phase_seq: int | None = None, *, reason: str = "deadline", late: bool = False
) -> Resolved | Failure | None:
    """Resolve the game's phase `phase_seq` (default: its current one). None if that phase has already resolved
    (or the game is not running): resolving twice does nothing the second time."""

    async def body(tx: Tx, now: int) -> Resolved | None:
        game = await game_of(tx, game_id)
        if game.status is not GameStatus.RUNNING:
            return None
        if phase_seq is not None and game.phase_seq != phase_seq:
            return None
        return await resolve(ctx, tx, game, now, reason=reason, late=late)

    return await ctx.write(body)


async def maybe_resolve_early(ctx: Context, game_id: int) -> Resolved | Failure | None:
    """Resolve now if early resolution is on and every player who owes orders has marked them done."""

    async def body(tx: Tx, now: int) -> Resolved | None:
        return await resolve_if_all_done(ctx, tx, await game_of(tx, game_id), now)

    return await ctx.write(body)


async def at_deadline(ctx: Context, game_id: int, phase_seq: int, *, late: bool = False) -> Any:
    """The deadline of the game's step `phase_seq` has passed (`late`: long ago, while the bot was down): what the
    game does then (`bot.games.Game.at_deadline`, by the game's kind: Junta resolves the phase), and what it returned
    (Junta: `Resolved`; None: nothing happened, e.g. that step had already closed, or the game has no deadlines)."""
    async with ctx.store.read(single=True) as rx:
        game = await rx.get_game(game_id)
    if game is None:
        return None
    hook = game_of_kind(game.kind).at_deadline
    return None if hook is None else await hook(ctx, game_id, phase_seq, late)


def closed(got: object) -> bool:
    """Whether what `at_deadline` returned says a step closed (not nothing, not a failure)."""
    return got is not None and not isinstance(got, Failure)


async def resolve_due(ctx: Context, *, late_after: int = 120) -> list[Any]:
    """Close every step whose deadline has passed, each as its game does (`at_deadline`); a deadline more than
    `late_after` seconds past was missed while the bot was down, and the channel is told so. What each closing
    returned (Junta: `Resolved`)."""
    now = ctx.clock.now()
    async with ctx.store.read(single=True) as rx:
        due = await rx.due_deadlines(now)
    done: list[Any] = []
    for row in due:
        late = row.due_at is not None and now - row.due_at > late_after
        try:
            got = await at_deadline(ctx, row.game_id, row.phase_seq, late=late)
        except Exception:
            log.exception("resolving game %s phase %s failed", row.game_id, row.phase_seq)
            continue
        if closed(got):
            done.append(got)
    return done


async def send_reminders(ctx: Context) -> int:
    """Remind the players of each game whose reminder time has come, before its step's deadline, as the game does
    (`bot.games.Game.remind`); once per step. The number of reminders queued."""
    now = ctx.clock.now()
    async with ctx.store.read(single=True) as rx:
        due = await rx.due_reminders(now)
    sent = 0
    for row in due:

        async def body(tx: Tx, now: int, row: DeadlineRow = row) -> int:
            game = await tx.get_game(row.game_id)
            if game is None or game.phase_seq != row.phase_seq or game.status is not GameStatus.RUNNING:
                return 0
            deadline = await tx.get_deadline(game.id, game.phase_seq)
            if deadline is None or deadline.due_at is None or deadline.due_at <= now:
                return 0
            if not await tx.mark_reminder_sent(game.id, row.phase_seq):
                return 0
            remind = game_of_kind(game.kind).remind
            return 0 if remind is None else await remind(tx, game, deadline, now)

        try:
            got = await ctx.write(body)
        except Exception:  # one broken game must not stop the others' reminders and deadlines
            log.exception("reminding game %s phase %s failed", row.game_id, row.phase_seq)
            continue
        sent += got if isinstance(got, int) else 0
    return sent


async def remind(tx: Tx, game: GameRow, deadline: DeadlineRow, now: int) -> int:
    """Junta's reminders (`bot.games.Game.remind`): a DM to every player in the country who has not marked done,
    with what he still owes. The number queued."""
    assert deadline.due_at is not None
    state = await current_state(tx, game)
    waiting = in_play(state) - await tx.done_seats(game.id, game.phase_seq)
    given: dict[int, list[Order]] = {}
    for sub in submitted(await tx.orders_for_phase(game.id, game.phase_seq)):
        given.setdefault(sub.player, []).append(sub.order)
    count = 0
    for seat in await tx.seats(game.id):
        if seat.seat not in waiting:
            continue
        gaps = missing(state, seat.seat, given.get(seat.seat, ()), given)
        text = f"Reminder: {phase_name(state)} closes {discord_timestamp(deadline.due_at)}."
        if gaps:
            text += " Still missing:\n" + "\n".join(f"- {d.if_missing}" for d in gaps)
        text += "\nPress Done on your Status Page (/status) when you are finished."
        await dm(tx, game, seat.user_id, text, topic="reminder", now=now)
        count += 1
    return count
