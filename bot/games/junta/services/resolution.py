"""Junta's phases resolving: at the deadline (`bot.games.Game.at_deadline`, which the shared scheduler calls), early
once every living, non-exiled player is done (RULES 2), or when a moderator forces it; opening the next phase (its
deadline, its announcement, the coup map during a coup, the budget debate thread); reminders before deadlines
(`bot.games.Game.remind`).

Resolving is guarded by the phase number (`Tx.advance_phase`), so resolving the same phase twice does nothing the
second time, and an order stored while its phase resolves is either in the resolution (its transaction came first) or
refused with `phase_closed`. The engine runs in a worker thread, so the event loop keeps acknowledging interactions
meanwhile.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable, Sequence

from bot.deadlines import discord_timestamp, next_deadline, remind_before
from bot.games.junta.services import computers
from bot.games.junta.services.results import Resolved
from bot.games.junta.services.said import news, phase_of
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
    Names,
    budget_debate_text,
    budget_tally_text,
    budget_thread_name,
    phase_asks,
    phase_call,
    split_message,
)
from bot.games.junta.text.duties import duty_text
from bot.games.junta.text.news import event_text
from bot.outbox import ChannelPost, DirectMessage, MapPost, PhaseOpening, ThreadPost, decode
from bot.services.context import Context, dm, game_of, post, queue, reader_locales, visibility
from bot.services.results import Failure
from bot.store import DeadlineRow, GameRow, GameStatus, Tx
from bot.text.i18n import DEFAULT_LOCALE, Locale, listing, t
from bot.text.say import Say, lines, spaced, verbatim, words
from rules.junta.duties import Duty, in_play, missing
from rules.junta.engine import Resolution, owed
from rules.junta.orders import Order, Submitted
from rules.junta.state import GameState, Phase, Standing
from rules.junta.variants import rules_of
from rules.junta.views import for_leaders, player_view, redact

__all__ = [
    "announce_end",
    "maybe_resolve_early",
    "names",
    "open_phase",
    "remind",
    "resolve",
    "resolve_if_all_done",
    "resolve_phase",
    "visibility",
]

def names(state: GameState, seats: Iterable[int]) -> Say:
    """The families in these seats, joined as the reader's language joins them ('nobody' for none)."""
    families = [state.players[s].name for s in sorted(seats)]
    return lambda locale: listing(locale, families, empty=t(locale, "list-nobody"))


async def open_phase(
    ctx: Context,
    tx: Tx,
    game: GameRow,
    state: GameState,
    phase_seq: int,
    now: int,
    *,
    news: Callable[[], Awaitable[None]] | None = None,
) -> DeadlineRow:
    """Set the new phase's deadline and announce it in the channel; during a coup, also queue the phase's map (the
    delivery draws it from the phase's snapshot when it sends it). `news`: queues the players' private news of the
    phase that ended, after the channel's posts and before each player's opening DM (which it then joins)."""
    settings = ctx.settings(game)
    due = next_deadline(now, settings)
    deadline = await tx.set_deadline(game.id, phase_seq, due, remind_before=remind_before(settings, due - now))
    rules = rules_of(state)
    seats = await tx.seats(game.id)
    # A computer family gives its orders and marks itself done as the phase opens (just below, in the same
    # transaction): it never owes anything, nor do the straw men it leads (issue 25).
    owing = owed(state) - computers.decided_by_computers(state, seats)
    call: Say = lambda locale: phase_call(locale, state.phase, rules)  # noqa: E731
    text = lines(
        words("phase-open-title", phase=phase_of(state)),
        words("phase-open-call", call=call) if call(DEFAULT_LOCALE) else verbatim(""),
        words("phase-open-due", due=discord_timestamp(due)),
        spaced(
            words("phase-open-owed-by", families=names(state, owing)) if owing else words("phase-open-nobody-owes"),
            words("phase-open-closes-early"),
        ),
    )
    pieces = split_message(text(game.language))
    # Classic (VARIANTS 6.13.1): the aftermath asks for the declarations, made seeing the city as Coup Phase 6 left
    # it: its map comes first.
    map_first = state.phase is Phase.AFTERMATH and state.coup is not None and rules_of(state).declare_in_aftermath
    city = MapPost(phase_seq, words("map-post-coup")(game.language), locale=game.language)
    if map_first:
        await queue(tx, game, game.channel_id, city, now=now, phase_seq=phase_seq)
    for piece in pieces[:-1]:
        await queue(tx, game, game.channel_id, ChannelPost(piece, "phase"), now=now, phase_seq=phase_seq)
    opening = PhaseOpening(pieces[-1], phase_seq, locale=game.language)
    await queue(tx, game, game.channel_id, opening, now=now, phase_seq=phase_seq)
    if state.coup is not None and not map_first:
        await queue(tx, game, game.channel_id, city, now=now, phase_seq=phase_seq)
    if news is not None:
        await news()
    playing = in_play(state)
    readers = [seat for seat in seats if seat.seat in playing and seat.user_id >= 0]
    locales = await reader_locales(tx, game, [seat.user_id for seat in readers])
    for seat in readers:
        locale = locales[seat.user_id]
        asked = opening_dm(state, seat.seat, due)(locale)
        message = DirectMessage(asked, "opening", game.name, phase_seq, locale=locale)
        await queue(tx, game, seat.user_id, message, now=now, phase_seq=phase_seq)
    return deadline


def opening_dm(state: GameState, seat: int, due: int) -> Say:
    """A phase's opening DM to one player: what it asks of him (with the commands he can use now), what he owes and
    the default if he gives none, and when it is due. Under it: his Status Page and Done."""
    view = player_view(state, seat)
    owes = missing(state, seat, ())
    asks: Say = lambda locale: phase_asks(locale, view, bool(owes))  # noqa: E731
    return lines(
        words("phase-dm-begun", phase=phase_of(state), asks=asks),
        words("phase-dm-owed") if owes else verbatim(""),
        [_owed_line(d, view.public) for d in owes],
        words("phase-dm-due", due=discord_timestamp(due)),
    )


def _owed_line(duty: Duty, names: Names) -> Say:
    """One thing a player owes, with what happens if he gives nothing (`names`: the families, or a public view)."""
    return words("phase-dm-owed-line", default=lambda locale: duty_text(locale, duty, names))


async def thread_known(tx: Tx, game_id: int, key: str) -> bool:
    """The game's thread `key` is there, or a post that opens it is queued (the thread opens as that post goes out):
    what comes next goes into it, whether the delivery has caught up yet or not (a moderator who advances phases
    quickly, a delivery held up by Discord)."""
    if await tx.thread(game_id, key) is not None:
        return True
    for row in await tx.pending_outbox(game_id):
        if row.kind == ThreadPost.KIND:
            message = decode(row.kind, row.payload)
            if isinstance(message, ThreadPost) and message.key == key and message.open:
                return True
    return False


async def _budget_thread(tx: Tx, game: GameRow, phase_seq: int, result: Resolution, now: int) -> None:
    """A public budget proposal also opens (or continues) the turn's debate thread, and the vote's tally is posted
    there too (the channel has both in the phase's results). Queued before the next phase's opening, so the thread
    is there when the vote is announced."""
    turn = result.state.turn
    known = await thread_known(tx, game.id, f"budget:{turn}")
    families = tuple(p.name for p in result.state.players)
    opened = False
    for event in result.events:
        if not event.audience.public or event.code not in ("budget_proposed", "budget_vote"):
            continue
        proposal = event.code == "budget_proposed"
        locale = game.language  # the thread is the channel's
        if proposal:
            first = not (known or opened)
            text = budget_debate_text(locale, turn, event_text(locale, event, families), first=first)
            opened = True
        else:
            text = budget_tally_text(locale, event_text(locale, event, families))
        key = f"budget:{turn}"
        name = budget_thread_name(locale, game.name, turn)
        message = ThreadPost(text[:MAX_TEXT_CHARS], key, name, proposal, "budget_debate")
        await queue(tx, game, game.channel_id, message, now=now, phase_seq=phase_seq)


async def resolve(ctx: Context, tx: Tx, game: GameRow, now: int, *, reason: str, late: bool = False) -> Resolved | None:
    """Resolve the game's current phase in the transaction `tx`: its results, the private digests, and the next
    phase opened (or the game's end announced). None if the phase has already resolved."""
    phase = game.phase_seq
    inputs = await load_phase_inputs(tx, game, phase)
    rules = rules_of(inputs.state)
    result, text = await asyncio.to_thread(settle, inputs)
    if not await tx.advance_phase(game.id, phase, phase + 1):
        return None
    told = for_leaders(result.state, result.events)  # a straw man's news goes to his leader
    await tx.append_events(game.id, phase, [visibility(e) for e in told], now=now)
    await tx.put_snapshot(game.id, phase + 1, schema_version=SCHEMA_VERSION, state=text, now=now)
    state = inputs.state
    done = await tx.done_seats(game.id, phase)
    missed = missed_by(state, inputs.orders, done)
    results: list[Say] = [words("results-title", phase=phase_of(state))]
    if late:
        results.append(words("results-late"))
    elif reason == "early":
        results.append(words("results-early"))
    elif reason == "forced":
        results.append(words("results-forced"))
    public = redact(result.events, None)
    family_names = tuple(p.name for p in result.state.players)
    # The first proposal of a turn opens its debate thread with a post of its own in the channel: it is not repeated
    # in the results (each fact is posted once).
    opening = None
    if not await thread_known(tx, game.id, f"budget:{result.state.turn}"):
        opening = next((e for e in public if e.code == "budget_proposed"), None)
    for event in public:
        if event is opening:
            results.append(words("results-budget-in-thread"))
        else:
            results.append(news(event, rules, family_names))
    if missed:
        results.append(words("results-missed", families=names(state, missed)))
    moved = await tx.get_game(game.id)
    assert moved is not None
    await post(tx, moved, lines(results), topic="results", now=now, phase_seq=phase)
    new_turn = result.state.turn > state.turn
    seats = await tx.seats(game.id)
    locales = await reader_locales(tx, moved, [seat.user_id for seat in seats])
    private: list[tuple[int, Say, str, Locale]] = []  # each player's news of the phase, and his new cards
    for seat in seats:
        mine = [e for e in redact(told, seat.seat) if not e.public]
        # A new turn's cards are dealt as its first phase opens: told apart from the report of the phase that ended.
        dealt = [e for e in mine if new_turn and e.code == "cards_drawn"]
        told_him = [news(e, rules, family_names) for e in mine if e not in dealt]
        locale = locales[seat.user_id]
        if told_him:
            digest = lines(words("results-digest-title", phase=phase_of(state)), told_him)
            private.append((seat.user_id, digest, "digest", locale))
        if dealt:
            cards = lines(
                words("results-new-cards-title", turn=result.state.turn), [news(e, rules, family_names) for e in dealt]
            )
            private.append((seat.user_id, cards, "cards", locale))

    async def tell_each() -> None:
        for user_id, text, topic, locale in private:
            await dm(tx, moved, user_id, text, topic=topic, now=now, phase_seq=phase, locale=locale)

    await _budget_thread(tx, moved, phase, result, now)
    language = moved.language
    if not result.state.over and state.phase is Phase.CABINET:
        text = words("map-post-cabinet")(language)
        card = MapPost(phase + 1, text, topic="cabinet", picture="cabinet", locale=language)
        await queue(tx, moved, moved.channel_id, card, now=now, phase_seq=phase)
    elif not result.state.over and state.phase is Phase.BUDGET_DRAW and rules_of(state).show_money_deck:
        text = words("map-post-money")(language)
        deck = MapPost(phase + 1, text, topic="money", picture="money", locale=language)
        await queue(tx, moved, moved.channel_id, deck, now=now, phase_seq=phase)
    deadline: DeadlineRow | None = None
    finished = result.state.over
    if finished:
        await tell_each()
        await tx.set_status(game.id, GameStatus.FINISHED)
        await announce_end(tx, moved, result.state, result.state.ranking, phase + 1, now)
    else:
        # Each player's news of the phase goes out with the next phase's opening DM, in one message if it fits
        # (the delivery joins a player's DMs that wait together): one DM a player a phase (issue 26).
        deadline = await open_phase(ctx, tx, moved, result.state, phase + 1, now, news=tell_each)
        await computers.play(tx, moved, result.state, phase + 1, now, told)
    # The last write: a command whose user acted before this moment was meant for the phase that just closed.
    await tx.stamp_opened(game.id, phase + 1, ctx.clock.now_ms)
    remember_snapshot(text, result.state)
    return Resolved(game.id, phase, phase + 1, result.state, result.events, missed, finished, deadline)


async def announce_end(
    tx: Tx,
    game: GameRow,
    state: GameState,
    ranking: Sequence[Standing],
    phase_seq: int,
    now: int,
    *,
    note: Say | None = None,
) -> None:
    """The end post (RULES 6: "The end post shows the ranking"; the awards are in the phase's results), then the
    game's archive: when the game ends by its rules, and when a moderator ends it (`note` says so)."""
    standings = [words("end-rank", rank=s.rank, family=state.players[s.player].name, swiss=s.swiss) for s in ranking]
    title = spaced(words("end-title"), note) if note is not None else words("end-title")
    await post(tx, game, lines(title, standings), topic="over", now=now, phase_seq=phase_seq)
    story = words("end-archive")(game.language)
    archive = MapPost(phase_seq, story, topic="archive", picture="archive", locale=game.language)
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
    seats = [s for s in await tx.seats(game.id) if s.seat in waiting and s.user_id >= 0]
    locales = await reader_locales(tx, game, [s.user_id for s in seats])
    names = tuple(p.name for p in state.players)
    for seat in seats:
        gaps = missing(state, seat.seat, given.get(seat.seat, ()), given)
        due = discord_timestamp(deadline.due_at)
        text = lines(
            words("reminder-closes", phase=phase_of(state), due=due, missing=len(gaps)),
            [_owed_line(d, names) for d in gaps],
            words("reminder-press-done"),
        )
        await dm(tx, game, seat.user_id, text, topic="reminder", now=now, locale=locales[seat.user_id])
        count += 1
    return count
