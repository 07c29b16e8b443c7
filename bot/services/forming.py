"""Forming a game: create it in a channel, join and leave it, start it; and a player's speech in its channel.

Shared by every game that forms its tables this way: what is the game's own (its rules' title and player count, a
full table, its computer seats' names and personalities, the deal and its first step) it is asked for, through its
description (`bot.games.Game.setup`, by the kind the game's row carries)."""

from __future__ import annotations

import uuid

from bot.config import GameSettings
from bot.games import KINDS, Setup, UnknownGame
from bot.games import game as game_of_kind
from bot.names import family_clash, family_problem, game_name_problem, normalise
from bot.services.context import Context, game_of, post, seat_of
from bot.services.results import Failure, Started, _Fail
from bot.store import ConflictError, GameRow, GameStatus, SeatRow, Tx
from bot.text.i18n import DEFAULT_LOCALE, Locale
from bot.text.messages import MAX_TEXT_CHARS
from bot.text.say import lines, verbatim, words

__all__ = ["add_computer", "create_game", "creator_of", "join", "leave", "setup_of", "speech", "start"]

LIVE = (GameStatus.FORMING, GameStatus.RUNNING, GameStatus.PAUSED)
MAX_SPEECH_CHARS = MAX_TEXT_CHARS - 100


async def create_game(
    ctx: Context,
    *,
    guild_id: int,
    channel_id: int,
    name: str,
    settings: GameSettings | None = None,
    creator_id: int | None = None,
    seed: str | None = None,
    language: Locale = DEFAULT_LOCALE,
    kind: str = KINDS[0],
) -> GameRow | Failure:
    """A new game of `kind` in a channel (one live game per channel), whose channel speaks `language`. The seed is
    drawn now and kept in the row (from the context's fixed seed and the channel, if it has one: a repeatable game)."""
    title = normalise(name)
    problem = game_name_problem(title)
    if problem:
        return Failure("bad_name", problem)
    chosen = settings if settings is not None else ctx.defaults
    if seed is None:
        seed = f"{ctx.fixed_seed}:{channel_id}" if ctx.fixed_seed else f"{ctx.clock.now()}-{uuid.uuid4().hex}"
    game_seed = seed
    title_of, players = setup_of(kind).described(chosen)

    async def body(tx: Tx, now: int) -> GameRow:
        if await tx.game_by_channel(channel_id) is not None:  # of any kind: one game under way per channel
            raise _Fail("channel_busy", words("reply-channel-busy"))
        try:
            game = await tx.create_game(
                guild_id=guild_id,
                channel_id=channel_id,
                name=title,
                settings=chosen.to_json(kind),
                seed=game_seed,
                now=now,
                language=language,
                kind=kind,
            )
        except ConflictError as error:
            raise _Fail("channel_busy", words("reply-channel-busy")) from error
        timing = (
            words("created-timing-minutes", minutes=chosen.phase_minutes)
            if chosen.phase_minutes
            else words(
                "created-timing-daily",
                time=chosen.deadline_time,
                zone=chosen.deadline_zone,
                hours=f"{chosen.min_phase_hours:g}",
            )
        )
        created = words("created-post", game=title, rules=title_of, timing=timing, players=players)
        await post(tx, game, created, topic="created", now=now)
        if creator_id is not None:
            await tx.add_audit(game.id, moderator_id=creator_id, action="create", now=now)
        return game

    return await ctx.write(body)


def setup_of(kind: str) -> Setup:
    """How the game of `kind` forms (`bot.games.Game.setup`); UnknownGame if it forms its tables itself."""
    setup = game_of_kind(kind).setup
    if setup is None:
        raise UnknownGame(f"the game {kind!r} forms its tables itself (bot.games.Game.setup)")
    return setup


async def join(ctx: Context, game_id: int, user_id: int, family: str) -> SeatRow | Failure:
    """Take a seat in a game that has not started, as a family whose name is like no other's in it."""
    name = normalise(family)
    problem = family_problem(name)
    if problem:
        return Failure("bad_family", problem)

    async def body(tx: Tx, now: int) -> SeatRow:
        game = await game_of(tx, game_id, GameStatus.FORMING)
        seats = await tx.seats(game.id)
        if any(s.user_id == user_id for s in seats):
            raise _Fail("already_joined", words("reply-already-joined"))
        clash = family_clash(name, (s.family for s in seats))
        if clash:
            raise _Fail(*clash)
        full = setup_of(game.kind).full(ctx.settings(game), len(seats))
        if full is not None:
            raise _Fail("game_full", full)
        try:
            seat = await tx.add_seat(game.id, user_id, name, now=now)
        except ConflictError as error:
            raise _Fail("already_joined", words("reply-already-joined")) from error
        await post(tx, game, words("joined-post", family=name, players=len(seats) + 1), topic="join", now=now)
        return seat

    return await ctx.write(body)


COMPUTER_MARK = " (computer)"


async def add_computer(ctx: Context, game_id: int, family: str | None = None) -> SeatRow | Failure:
    """Seat a computer-played family in a game that has not started (issue 17): its name (given, or the first free
    of the game's `Setup.computer_names`) is marked "(computer)" wherever it appears, and its personality is drawn by
    lot from the game's seed (`Setup.personality`)."""
    wanted = normalise(family) if family else None
    if wanted:
        problem = family_problem(wanted + COMPUTER_MARK)
        if problem:
            return Failure("bad_family", problem)

    async def body(tx: Tx, now: int) -> SeatRow:
        game = await game_of(tx, game_id, GameStatus.FORMING)
        setup = setup_of(game.kind)
        seats = await tx.seats(game.id)
        taken = [s.family for s in seats]
        if wanted is not None:
            name = wanted + COMPUTER_MARK
            clash = family_clash(name, taken)
            if clash:
                raise _Fail(*clash)
        else:
            free = [n + COMPUTER_MARK for n in setup.computer_names if family_clash(n + COMPUTER_MARK, taken) is None]
            if not free:
                raise _Fail("no_name", words("reply-computer-no-name"))
            name = free[0]
        full = setup.full(ctx.settings(game), len(seats))
        if full is not None:
            raise _Fail("game_full", full)
        everyone = await tx.seats(game.id, include_left=True)
        user_id = min([s.user_id for s in everyone if s.user_id < 0], default=0) - 1
        personality = setup.personality(game.seed, len(everyone))
        seat = await tx.add_seat(game.id, user_id, name, now=now, computer=personality)
        text = words("joined-computer-post", family=name, players=len(seats) + 1)
        await post(tx, game, text, topic="join", now=now)
        return seat

    return await ctx.write(body)


async def leave(ctx: Context, game_id: int, user_id: int) -> SeatRow | Failure:
    """Leave a game that has not started."""

    async def body(tx: Tx, now: int) -> SeatRow:
        game = await game_of(tx, game_id, GameStatus.FORMING)
        seat = await seat_of(tx, game, user_id)
        await tx.remove_seat(game.id, seat.seat, now=now)
        left = await tx.renumber_seats(game.id)
        await post(tx, game, words("left-post", family=seat.family, players=len(left)), topic="leave", now=now)
        return seat

    return await ctx.write(body)


async def start(
    ctx: Context, game_id: int, *, user_id: int | None = None, first: str | None = None
) -> Started | Failure:
    """Deal the game to its seats, open its first step and announce it, as the game does (`Setup.start`). `first`:
    the seat who plays first, named by whoever starts it (None: by lot; Junta: Mini-Junta's first President, which
    only the game's creator names). `user_id`: who starts it (None: the service itself, as in tests and tools)."""

    async def body(tx: Tx, now: int) -> Started:
        game = await game_of(tx, game_id, GameStatus.FORMING)
        seats = await tx.renumber_seats(game.id)
        state, seated, deadline = await setup_of(game.kind).start(ctx, tx, game, seats, user_id, first, now)
        if user_id is not None:
            await tx.add_audit(game.id, moderator_id=user_id, action="start", now=now)
        started = await tx.get_game(game.id)
        assert started is not None
        await tx.stamp_opened(game.id, game.phase_seq, ctx.clock.now_ms)  # its last write
        return Started(started, seated, state, deadline)

    return await ctx.write(body)


async def creator_of(tx: Tx, game_id: int) -> int | None:
    """Who created the game (its first audit line), if the bot recorded it."""
    return next((a.moderator_id for a in await tx.list_audit(game_id) if a.action == "create"), None)


async def speech(ctx: Context, game_id: int, user_id: int, text: str) -> SeatRow | Failure:
    """Post a player's speech in the game channel under his family's name."""
    said = text.strip()
    if not said:
        return Failure("empty_speech", words("reply-speech-empty"))
    if len(said) > MAX_SPEECH_CHARS:
        return Failure("long_speech", words("reply-speech-too-long", most=MAX_SPEECH_CHARS))

    async def body(tx: Tx, now: int) -> SeatRow:
        game = await game_of(tx, game_id, *LIVE)
        seat = await seat_of(tx, game, user_id)
        quoted = "\n".join(f"> {line}" for line in said.split("\n"))
        speech = lines(words("speech-post", family=seat.family), verbatim(quoted))
        await post(tx, game, speech, topic="speech", now=now)
        return seat

    return await ctx.write(body)
