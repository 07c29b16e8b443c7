"""Forming a game: create it in a channel, join and leave it, start it; and a player's speech in its channel."""

from __future__ import annotations

import asyncio
import uuid

from bot.config import GameSettings
from bot.games.junta.services import computers
from bot.games.junta.services.resolution import open_phase
from bot.games.junta.services.said import refusals
from bot.games.junta.services.snapshots import SCHEMA_VERSION, deal, remember_snapshot
from bot.games.junta.text.messages import full_text, players_text, variant_title
from bot.games.junta.text.news import event_text, rejection_text
from bot.names import family_clash, family_problem, game_name_problem, normalise
from bot.services.context import Context, dm, game_of, post, seat_of
from bot.services.results import Failure, Started, _Fail
from bot.store import ConflictError, GameRow, GameStatus, SeatRow, Tx
from bot.text.i18n import DEFAULT_LOCALE, Locale, listing
from bot.text.messages import MAX_TEXT_CHARS
from bot.text.say import Say, lines, verbatim, words
from rules.events import Event
from rules.junta import straw
from rules.junta.computer import personality_for
from rules.junta.state import GameState
from rules.junta.variants import VARIANTS, player_count_problem, rules_of

__all__ = ["create_game", "join", "leave", "speech", "start"]

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
) -> GameRow | Failure:
    """A new game in a channel (one live game per channel), whose channel speaks `language`. The seed is drawn now
    and kept in the row (from the context's fixed seed and the channel, if it has one: a repeatable game)."""
    title = normalise(name)
    problem = game_name_problem(title)
    if problem:
        return Failure("bad_name", problem)
    chosen = settings if settings is not None else ctx.defaults
    if seed is None:
        seed = f"{ctx.fixed_seed}:{channel_id}" if ctx.fixed_seed else f"{ctx.clock.now()}-{uuid.uuid4().hex}"
    game_seed = seed
    rules = VARIANTS[chosen.variant]

    async def body(tx: Tx, now: int) -> GameRow:
        if await tx.game_by_channel(channel_id) is not None:  # of any kind: one game under way per channel
            raise _Fail("channel_busy", words("reply-channel-busy"))
        try:
            game = await tx.create_game(
                guild_id=guild_id,
                channel_id=channel_id,
                name=title,
                settings=chosen.to_json(),
                seed=game_seed,
                now=now,
                language=language,
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
        title_of: Say = lambda locale: variant_title(locale, rules)  # noqa: E731
        players: Say = lambda locale: players_text(locale, rules)  # noqa: E731
        created = words("created-post", game=title, rules=title_of, timing=timing, players=players)
        await post(tx, game, created, topic="created", now=now)
        if creator_id is not None:
            await tx.add_audit(game.id, moderator_id=creator_id, action="create", now=now)
        return game

    return await ctx.write(body)


def _told(event: Event, names: tuple[str, ...]) -> Say:
    """An engine event as its reader reads it (Mini-Junta's straw men at the start)."""
    return lambda locale: event_text(locale, event, names)


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
        rules = VARIANTS[ctx.settings(game).variant]
        if len(seats) >= rules.max_players:
            raise _Fail("game_full", lambda locale: full_text(locale, rules, len(seats)))
        try:
            seat = await tx.add_seat(game.id, user_id, name, now=now)
        except ConflictError as error:
            raise _Fail("already_joined", words("reply-already-joined")) from error
        await post(tx, game, words("joined-post", family=name, players=len(seats) + 1), topic="join", now=now)
        return seat

    return await ctx.write(body)


COMPUTER_FAMILIES = ("Alvarado", "Bermudez", "Cardenas", "Delgado", "Echeverria", "Figueroa", "Guzman", "Herrera")
"""Names a computer-played family takes, the first free one, each marked "(computer)" (issue 17)."""
COMPUTER_MARK = " (computer)"


async def add_computer(ctx: Context, game_id: int, family: str | None = None) -> SeatRow | Failure:
    """Seat a computer-played family in a game that has not started (issue 17): its name (given, or the first free
    of `COMPUTER_FAMILIES`) is marked "(computer)" wherever it appears, and its personality is drawn by lot from
    the game's seed (rules.junta.computer.personality_for)."""
    wanted = normalise(family) if family else None
    if wanted:
        problem = family_problem(wanted + COMPUTER_MARK)
        if problem:
            return Failure("bad_family", problem)

    async def body(tx: Tx, now: int) -> SeatRow:
        game = await game_of(tx, game_id, GameStatus.FORMING)
        seats = await tx.seats(game.id)
        taken = [s.family for s in seats]
        if wanted is not None:
            name = wanted + COMPUTER_MARK
            clash = family_clash(name, taken)
            if clash:
                raise _Fail(*clash)
        else:
            free = [n + COMPUTER_MARK for n in COMPUTER_FAMILIES if family_clash(n + COMPUTER_MARK, taken) is None]
            if not free:
                raise _Fail("no_name", words("reply-computer-no-name"))
            name = free[0]
        rules = VARIANTS[ctx.settings(game).variant]
        if len(seats) >= rules.max_players:
            raise _Fail("game_full", lambda locale: full_text(locale, rules, len(seats)))
        everyone = await tx.seats(game.id, include_left=True)
        user_id = min([s.user_id for s in everyone if s.user_id < 0], default=0) - 1
        personality = personality_for(game.seed, len(everyone))
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
    ctx: Context, game_id: int, *, user_id: int | None = None, president: str | None = None
) -> Started | Failure:
    """Deal the game, store phase 0's snapshot, set its deadline and announce it. `president`: in a two-player
    Mini-Junta, the family who is the first President, named by the game's creator (VARIANTS 10.2.4: "the game's
    creator names the President when starting the game; if he names nobody, lot"): anyone else who starts it names
    nobody, and lot chooses. `user_id`: who starts it (None: the service itself, as in tests and tools)."""

    async def body(tx: Tx, now: int) -> Started:
        game = await game_of(tx, game_id, GameStatus.FORMING)
        if president is not None and user_id is not None:
            creator = await creator_of(tx, game.id)
            if creator is not None and creator != user_id:
                raise _Fail(
                    "first_president_by_creator", words("reply-first-president-by-creator", creator=f"<@{creator}>")
                )
        seats = await tx.renumber_seats(game.id)
        settings = ctx.settings(game)
        count = player_count_problem(VARIANTS[settings.variant], len(seats), how="command")
        if count is not None:
            refused = count
            raise _Fail("player_count", lambda locale: rejection_text(locale, refused, ()))
        first: int | None = None
        if president is not None:
            wanted = normalise(president).casefold()
            matching = [s.seat for s in seats if normalise(s.family).casefold() == wanted]
            if not matching:
                families = [s.family for s in seats]
                choices: Say = lambda locale: listing(locale, families, "or")  # noqa: E731
                problem = words("reply-no-such-first-president", name=president, families=choices)
                raise _Fail("first_president", problem)
            first = matching[0]
        dealt = await asyncio.to_thread(
            deal, [s.family for s in seats], game.seed, settings.variant, settings.options, first
        )
        if not isinstance(dealt[0], GameState):
            raise _Fail(dealt[0].code, refusals(dealt, ()), dealt)
        made, text = dealt
        if not await tx.set_status(game.id, GameStatus.RUNNING, expected=GameStatus.FORMING):
            raise _Fail("not_forming", words("reply-already-started"))
        # The engine seats the families (Mini-Junta's first President first, VARIANTS 10.1.4): seats follow it.
        by_family = {s.family.strip(): s.seat for s in seats}
        order = [by_family[p.name] for p in made.players if not p.straw]
        if order != [s.seat for s in seats]:
            seats = await tx.reseat(game.id, order)
        await tx.put_snapshot(game.id, game.phase_seq, schema_version=SCHEMA_VERSION, state=text, now=now)
        who = [s.family if s.computer else f"{s.family} (<@{s.user_id}>)" for s in seats]
        everyone: Say = lambda locale: listing(locale, who)  # noqa: E731
        begins = words("started-post", game=game.name, count=len(seats), families=everyone)
        await post(tx, game, begins, topic="start", now=now)
        if rules_of(made).straw_men:
            public, private = straw.opening(made)
            names = tuple(p.name for p in made.players)
            await post(tx, game, _told(public, names), topic="start", now=now)
            for s in seats:
                if s.seat in private:
                    await dm(tx, game, s.user_id, _told(private[s.seat], names), topic="start", now=now)
        deadline = await open_phase(ctx, tx, game, made, game.phase_seq, now)
        await computers.play(tx, game, made, game.phase_seq, now)
        if user_id is not None:
            await tx.add_audit(game.id, moderator_id=user_id, action="start", now=now)
        started = await tx.get_game(game.id)
        assert started is not None
        await tx.stamp_opened(game.id, game.phase_seq, ctx.clock.now_ms)  # its last write
        remember_snapshot(text, made)
        return Started(started, tuple(seats), made, deadline)

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
