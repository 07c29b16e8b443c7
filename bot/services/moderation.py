"""What moderators do to a game: resolve the phase they saw now, extend its deadline, pause and resume, give a seat
to another member, end the game. Every action is audited and posted in the game channel."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from bot.deadlines import discord_timestamp
from bot.games import game as game_of_kind
from bot.services.context import Context, Seen, dm, game_seen, post
from bot.services.results import Failure, _Fail
from bot.store import ConflictError, GameRow, GameStatus, Tx

__all__ = ["end_game", "extend_deadline", "force_resolve", "pause", "replace_player", "resume"]

MAX_EXTEND_MINUTES = 60 * 24 * 14
LIVE = (GameStatus.FORMING, GameStatus.RUNNING, GameStatus.PAUSED)


async def _moderate(
    ctx: Context,
    game_id: int,
    moderator_id: int,
    action: str,
    details: dict[str, Any],
    change: Callable[[Tx, GameRow, int], Awaitable[str]],
    *statuses: GameStatus,
    seen: Seen | None = None,
    then: Callable[[Tx, GameRow, int], Awaitable[None]] | None = None,
) -> GameRow | Failure:
    """Do `change`, audit it, and say in the channel what the moderator did (the sentence `change` returns); then
    `then` (what follows that sentence in the channel)."""

    async def body(tx: Tx, now: int) -> GameRow:
        game = await game_seen(tx, game_id, seen, *statuses)
        line = await change(tx, game, now)
        await tx.add_audit(game.id, moderator_id=moderator_id, action=action, details=json.dumps(details), now=now)
        await post(tx, game, f"Moderator <@{moderator_id}>: {line}", topic="moderator", now=now)
        if then is not None:
            await then(tx, game, now)
        after = await tx.get_game(game.id)
        assert after is not None
        return after

    return await ctx.write(body)


async def force_resolve(ctx: Context, game_id: int, moderator_id: int, *, seen: Seen | None = None) -> Any:
    """Close the step the moderator saw now, as its game does (`bot.games.Game.force`; Junta resolves the phase and
    returns `Resolved`), refused with phase_closed if it has already closed: two moderators pressing advance at the
    same instant close one step, not two."""

    async def body(tx: Tx, now: int) -> Any:
        game = await game_seen(tx, game_id, seen, GameStatus.RUNNING)
        force = game_of_kind(game.kind).force
        if force is None:
            raise _Fail("cannot_force", f"The game {game.name!r} has no phase a moderator can close.")
        details = json.dumps({"phase_seq": game.phase_seq})
        await tx.add_audit(game.id, moderator_id=moderator_id, action="force", details=details, now=now)
        await post(tx, game, f"Moderator <@{moderator_id}>: the phase resolves now.", topic="moderator", now=now)
        resolved = await force(ctx, tx, game, now)
        if resolved is None:
            raise _Fail("phase_closed", "The phase has already resolved.")
        return resolved

    return await ctx.write(body)


async def extend_deadline(
    ctx: Context, game_id: int, moderator_id: int, minutes: int, *, seen: Seen | None = None
) -> GameRow | Failure:
    """Move the deadline of the phase the moderator saw later (a paused game's stopped remainder grows)."""
    if isinstance(minutes, bool) or not isinstance(minutes, int) or not 0 < minutes <= MAX_EXTEND_MINUTES:
        return Failure(
            "bad_minutes", f"Extend by a whole number of minutes, from 1 to {MAX_EXTEND_MINUTES} (two weeks)."
        )

    async def change(tx: Tx, game: GameRow, now: int) -> str:
        current = await tx.get_deadline(game.id, game.phase_seq)
        if current is not None and current.paused:
            # A paused game keeps its stopped remainder: extending adds to it.
            await tx.extend_paused_deadline(game.id, game.phase_seq, minutes * 60)
            left = (current.paused_remaining or 0) + minutes * 60
            return f"the paused deadline gets {minutes} more minutes ({left // 60} minutes left when resumed)."
        if current is None or current.due_at is None:
            raise _Fail("no_deadline", "The current phase has no running deadline.")
        due = current.due_at + minutes * 60
        await tx.set_deadline(game.id, game.phase_seq, due, remind_before=current.remind_before)
        if current.reminder_sent:
            await tx.mark_reminder_sent(game.id, game.phase_seq)  # once per phase
        return f"the deadline is extended by {minutes} minutes, to {discord_timestamp(due)}."

    statuses = (GameStatus.RUNNING, GameStatus.PAUSED)
    return await _moderate(ctx, game_id, moderator_id, "extend", {"minutes": minutes}, change, *statuses, seen=seen)


async def pause(ctx: Context, game_id: int, moderator_id: int, *, seen: Seen | None = None) -> GameRow | Failure:
    async def change(tx: Tx, game: GameRow, now: int) -> str:
        if not await tx.pause_game(game.id, now=now):
            raise _Fail("not_running", "The game is not running.")
        return "the game is paused; the deadline is stopped."

    return await _moderate(ctx, game_id, moderator_id, "pause", {}, change, GameStatus.RUNNING, seen=seen)


async def resume(ctx: Context, game_id: int, moderator_id: int, *, seen: Seen | None = None) -> GameRow | Failure:
    async def change(tx: Tx, game: GameRow, now: int) -> str:
        if not await tx.resume_game(game.id, now=now):
            raise _Fail("not_paused", "The game is not paused.")
        deadline = await tx.get_deadline(game.id, game.phase_seq)
        when = f" Orders are due {discord_timestamp(deadline.due_at)}." if deadline and deadline.due_at else ""
        return f"the game resumes.{when}"

    resumed = await _moderate(ctx, game_id, moderator_id, "resume", {}, change, GameStatus.PAUSED, seen=seen)
    if not isinstance(resumed, Failure):
        then = game_of_kind(resumed.kind).resumed
        if then is not None:
            await then(ctx, game_id)  # Junta: everyone may have marked done while it was paused
    return resumed


async def replace_player(
    ctx: Context, game_id: int, moderator_id: int, seat: int, user_id: int | None
) -> GameRow | Failure:
    """Give a seat to another user (the family and everything it holds stays); `user_id` None: to the computer
    (issue 17), as the game seats it (`bot.games.Game.computer_takes`; Junta's gives the phase's orders at once and
    from then on as every phase opens)."""

    async def change(tx: Tx, game: GameRow, now: int) -> str:
        seats = {s.seat: s for s in await tx.seats(game.id)}
        if seat not in seats:
            raise _Fail("no_such_seat", f"There is nobody in seat {seat}.")
        if user_id is None:
            if seats[seat].computer:
                raise _Fail("already_computer", f"The computer already plays the {seats[seat].family} family.")
            takes = game_of_kind(game.kind).computer_takes
            if takes is None:
                raise _Fail("no_computers", f"The game {game.name!r} has no computer players.")
            everyone = await tx.seats(game.id, include_left=True)
            robot = min([s.user_id for s in everyone if s.user_id < 0], default=0) - 1
            new = await takes(tx, game, seat, robot, now)
            before = "the computer" if seats[seat].computer else f"<@{seats[seat].user_id}>"
            return f"the computer now plays the {new.family} family (replacing {before})."
        try:
            new = await tx.replace_seat(game.id, seat, user_id, now=now)
        except ConflictError as error:
            raise _Fail("already_joined", "That user already has a seat in this game.") from error
        await dm(
            tx, game, user_id, f"You now play the {new.family} family in **{game.name}**.", topic="replaced", now=now
        )
        before = "the computer" if seats[seat].computer else f"<@{seats[seat].user_id}>"
        return f"<@{user_id}> now plays the {new.family} family (replacing {before})."

    details = {"seat": seat, "user_id": user_id}
    return await _moderate(ctx, game_id, moderator_id, "replace", details, change, *LIVE)


async def end_game(ctx: Context, game_id: int, moderator_id: int) -> GameRow | Failure:
    """End the game now. A game under way ends as one ended by its rules does, as its game says it
    (`bot.games.Game.end`; Junta's, RULES 6: the standings by money in the Swiss account, then its archive; issue 22:
    `/gm end` ended a game with no standings)."""
    started = False

    async def change(tx: Tx, game: GameRow, now: int) -> str:
        nonlocal started
        started = game.status is not GameStatus.FORMING
        await tx.set_status(game.id, GameStatus.FINISHED)
        return "the game is ended." + (" The standings as it stands:" if started else "")

    async def standings_now(tx: Tx, game: GameRow, now: int) -> None:
        end = game_of_kind(game.kind).end
        if started and end is not None:
            await end(tx, game, now)

    return await _moderate(ctx, game_id, moderator_id, "end", {}, change, *LIVE, then=standings_now)
