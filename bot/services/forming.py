"""Forming a game: create it in a channel, join and leave it, start it; and a player's speech in its channel."""

from __future__ import annotations

import asyncio
import uuid

from bot.config import GameSettings
from bot.games.junta.services import computers
from bot.games.junta.services.snapshots import SCHEMA_VERSION, deal, remember_snapshot
from bot.games.junta.text.messages import create_command, full_text, plural
from bot.names import family_clash, family_problem, game_name_problem, normalise
from bot.services.context import Context, dm, game_of, post, seat_of
from bot.services.resolution import open_phase
from bot.services.results import Failure, Started, _Fail
from bot.store import ConflictError, GameRow, GameStatus, SeatRow, Tx
from bot.text.messages import MAX_TEXT_CHARS
from rules.junta import straw
from rules.junta.computer import personality_for
from rules.junta.state import GameState
from rules.junta.variants import VARIANTS, player_count_problem, players_word, rules_of

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
) -> GameRow | Failure:
    """A new game in a channel (one live game per channel). The seed is drawn now and kept in the row (from the
    context's fixed seed and the channel, if it has one: a repeatable game)."""
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
        if await tx.game_by_channel(channel_id) is not None:
            raise _Fail("channel_busy", "This channel already has a game that has not finished.")
        try:
            game = await tx.create_game(
                guild_id=guild_id,
                channel_id=channel_id,
                name=title,
                settings=chosen.to_json(),
                seed=game_seed,
                now=now,
            )
        except ConflictError as error:
            raise _Fail("channel_busy", "This channel already has a game that has not finished.") from error
        timing = (
            f"phases of {chosen.phase_minutes} minutes"
            if chosen.phase_minutes
            else f"deadlines at {chosen.deadline_time} {chosen.deadline_zone}, phases at least "
            f"{chosen.min_phase_hours:g} hours long"
        )
        await post(
            tx,
            game,
            f"A new game of Junta, **{title}**, is forming, played by {rules.title}: {timing}. Join with your "
            f"family's name; {players_word(rules)}.",
            topic="created",
            now=now,
        )
        if creator_id is not None:
            await tx.add_audit(game.id, moderator_id=creator_id, action="create", now=now)
        return game

    return await ctx.write(body)


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
            raise _Fail("already_joined", "You have already joined this game.")
        clash = family_clash(name, (s.family for s in seats))
        if clash:
            raise _Fail(*clash)
        rules = VARIANTS[ctx.settings(game).variant]
        if len(seats) >= rules.max_players:
            raise _Fail("game_full", full_text(rules, len(seats)))
        try:
            seat = await tx.add_seat(game.id, user_id, name, now=now)
        except ConflictError as error:
            raise _Fail("already_joined", "You have already joined this game.") from error
        text = f"The {name} family joins the game ({plural(len(seats) + 1, 'player')})."
        await post(tx, game, text, topic="join", now=now)
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
                raise _Fail("no_name", "Name the computer family: the usual names are taken.")
            name = free[0]
        rules = VARIANTS[ctx.settings(game).variant]
        if len(seats) >= rules.max_players:
            raise _Fail("game_full", full_text(rules, len(seats)))
        everyone = await tx.seats(game.id, include_left=True)
        user_id = min([s.user_id for s in everyone if s.user_id < 0], default=0) - 1
        personality = personality_for(game.seed, len(everyone))
        seat = await tx.add_seat(game.id, user_id, name, now=now, computer=personality)
        text = f"The {name} family joins the game, played by the computer ({plural(len(seats) + 1, 'player')})."
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
        text = f"The {seat.family} family leaves the game ({plural(len(left), 'player')})."
        await post(tx, game, text, topic="leave", now=now)
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
                    "first_president_by_creator",
                    f"Only the game's creator, <@{creator}>, names its first President. Start it without "
                    "president: to let lot choose, or ask them to start it.",
                )
        seats = await tx.renumber_seats(game.id)
        settings = ctx.settings(game)
        count = player_count_problem(VARIANTS[settings.variant], len(seats), create_command)
        if count is not None:
            raise _Fail("player_count", count)
        first: int | None = None
        if president is not None:
            wanted = normalise(president).casefold()
            matching = [s.seat for s in seats if normalise(s.family).casefold() == wanted]
            if not matching:
                families = ", ".join(s.family for s in seats)
                raise _Fail("first_president", f"No family '{president}' is seated here: name one of {families}.")
            first = matching[0]
        dealt = await asyncio.to_thread(
            deal, [s.family for s in seats], game.seed, settings.variant, settings.options, first
        )
        if not isinstance(dealt[0], GameState):
            raise _Fail(dealt[0].code, dealt[0].message, dealt)
        made, text = dealt
        if not await tx.set_status(game.id, GameStatus.RUNNING, expected=GameStatus.FORMING):
            raise _Fail("not_forming", "The game has already started.")
        # The engine seats the families (Mini-Junta's first President first, VARIANTS 10.1.4): seats follow it.
        by_family = {s.family.strip(): s.seat for s in seats}
        order = [by_family[p.name] for p in made.players if not p.straw]
        if order != [s.seat for s in seats]:
            seats = await tx.reseat(game.id, order)
        await tx.put_snapshot(game.id, game.phase_seq, schema_version=SCHEMA_VERSION, state=text, now=now)
        families = ", ".join(s.family if s.computer else f"{s.family} (<@{s.user_id}>)" for s in seats)
        await post(tx, game, f"**{game.name}** begins with {len(seats)} families: {families}.", topic="start", now=now)
        if rules_of(made).straw_men:
            public, private = straw.opening(made)
            await post(tx, game, public, topic="start", now=now)
            for s in seats:
                if s.seat in private:
                    await dm(tx, game, s.user_id, private[s.seat], topic="start", now=now)
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
    words = text.strip()
    if not words:
        return Failure("empty_speech", "Say something: the speech is empty.")
    if len(words) > MAX_SPEECH_CHARS:
        return Failure("long_speech", f"A speech has at most {MAX_SPEECH_CHARS} characters.")

    async def body(tx: Tx, now: int) -> SeatRow:
        game = await game_of(tx, game_id, *LIVE)
        seat = await seat_of(tx, game, user_id)
        quoted = "\n".join(f"> {line}" for line in words.split("\n"))
        await post(tx, game, f"**The {seat.family} family speaks:**\n{quoted}", topic="speech", now=now)
        return seat

    return await ctx.write(body)
