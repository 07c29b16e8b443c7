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
from bot.text.say import Say, verbatim, words

__all__ = ["advanced", "end_game", "extend_deadline", "force_resolve", "pause", "replace_player", "resume"]

MAX_EXTEND_MINUTES = 60 * 24 * 14
LIVE = (GameStatus.FORMING, GameStatus.RUNNING, GameStatus.PAUSED)


async def _moderate(
    ctx: Context,
    game_id: int,
    moderator_id: int,
    action: str,
    details: dict[str, Any],
    change: Callable[[Tx, GameRow, int], Awaitable[Say]],
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
        said = words("moderator-post", moderator=f"<@{moderator_id}>", what=line)
        await post(tx, game, said, topic="moderator", now=now)
        if then is not None:
            await then(tx, game, now)
        after = await tx.get_game(game.id)
        assert after is not None
        return after

    return await ctx.write(body)


def _keeps_deadlines(game: GameRow) -> None:
    """A game whose steps keep their own time (`bot.games.Game.deadlines`) has no deadline a moderator can move."""
    if not game_of_kind(game.kind).deadlines:
        raise _Fail("no_deadline", words("reply-no-deadline"))


async def force_resolve(ctx: Context, game_id: int, moderator_id: int, *, seen: Seen | None = None) -> Any:
    """Close the step the moderator saw now, as its game does (`bot.games.Game.force`; Junta resolves the phase and
    returns `Resolved`), refused with phase_closed if it has already closed: two moderators pressing advance at the
    same instant close one step, not two."""

    async def body(tx: Tx, now: int) -> Any:
        game = await game_seen(tx, game_id, seen, GameStatus.RUNNING)
        force = game_of_kind(game.kind).force
        if force is None:
            raise _Fail("cannot_force", words("reply-cannot-force", game=game.name))
        details = json.dumps({"phase_seq": game.phase_seq})
        await tx.add_audit(game.id, moderator_id=moderator_id, action="force", details=details, now=now)
        said = words("moderator-post", moderator=f"<@{moderator_id}>", what=words("moderator-resolves"))
        await post(tx, game, said, topic="moderator", now=now)
        resolved = await force(ctx, tx, game, now)
        if resolved is None:
            raise _Fail("phase_closed", words("reply-phase-already-resolved"))
        return resolved

    return await ctx.write(body)


def advanced(game: GameRow, result: Any) -> Say:
    """What `/gm advance` did (`result`: what `force_resolve` returned), as the moderator reads it: in the words of
    the game's kind (`bot.games.Game.advanced`), else 'advance'."""
    said = game_of_kind(game.kind).advanced
    got = None if said is None else said(result)
    return got if got is not None else words("gm-advanced")


async def extend_deadline(
    ctx: Context, game_id: int, moderator_id: int, minutes: int, *, seen: Seen | None = None
) -> GameRow | Failure:
    """Move the deadline of the phase the moderator saw later (a paused game's stopped remainder grows)."""
    if isinstance(minutes, bool) or not isinstance(minutes, int) or not 0 < minutes <= MAX_EXTEND_MINUTES:
        return Failure("bad_minutes", words("reply-extend-minutes", most=str(MAX_EXTEND_MINUTES)))

    async def change(tx: Tx, game: GameRow, now: int) -> Say:
        _keeps_deadlines(game)
        current = await tx.get_deadline(game.id, game.phase_seq)
        if current is not None and current.paused:
            # A paused game keeps its stopped remainder: extending adds to it.
            await tx.extend_paused_deadline(game.id, game.phase_seq, minutes * 60)
            left = (current.paused_remaining or 0) + minutes * 60
            return words("moderator-extended-paused", minutes=minutes, left=left // 60)
        if current is None or current.due_at is None:
            raise _Fail("no_deadline", words("reply-no-deadline"))
        due = current.due_at + minutes * 60
        await tx.set_deadline(game.id, game.phase_seq, due, remind_before=current.remind_before)
        if current.reminder_sent:
            await tx.mark_reminder_sent(game.id, game.phase_seq)  # once per phase
        return words("moderator-extended", minutes=minutes, due=discord_timestamp(due))

    statuses = (GameStatus.RUNNING, GameStatus.PAUSED)
    return await _moderate(ctx, game_id, moderator_id, "extend", {"minutes": minutes}, change, *statuses, seen=seen)


async def pause(ctx: Context, game_id: int, moderator_id: int, *, seen: Seen | None = None) -> GameRow | Failure:
    async def change(tx: Tx, game: GameRow, now: int) -> Say:
        _keeps_deadlines(game)
        if not await tx.pause_game(game.id, now=now):
            raise _Fail("not_running", words("reply-game-not-running"))
        return words("moderator-paused")

    return await _moderate(ctx, game_id, moderator_id, "pause", {}, change, GameStatus.RUNNING, seen=seen)


async def resume(ctx: Context, game_id: int, moderator_id: int, *, seen: Seen | None = None) -> GameRow | Failure:
    async def change(tx: Tx, game: GameRow, now: int) -> Say:
        if not await tx.resume_game(game.id, now=now):
            raise _Fail("not_paused", words("reply-game-not-paused-now"))
        deadline = await tx.get_deadline(game.id, game.phase_seq)
        if deadline and deadline.due_at:
            return words("moderator-resumed-due", due=discord_timestamp(deadline.due_at))
        return words("moderator-resumed")

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

    async def change(tx: Tx, game: GameRow, now: int) -> Say:
        seats = {s.seat: s for s in await tx.seats(game.id)}
        if seat not in seats:
            raise _Fail("no_such_seat", words("reply-no-such-seat", seat=seat))
        before = words("moderator-the-computer") if seats[seat].computer else verbatim(f"<@{seats[seat].user_id}>")
        if user_id is None:
            if seats[seat].computer:
                raise _Fail("already_computer", words("reply-already-computer", family=seats[seat].family))
            takes = game_of_kind(game.kind).computer_takes
            if takes is None:
                raise _Fail("no_computers", words("reply-no-computers", game=game.name))
            everyone = await tx.seats(game.id, include_left=True)
            robot = min([s.user_id for s in everyone if s.user_id < 0], default=0) - 1
            new = await takes(tx, game, seat, robot, now)
            return words("moderator-replaced-by-computer", family=new.family, before=before)
        try:
            new = await tx.replace_seat(game.id, seat, user_id, now=now)
        except ConflictError as error:
            raise _Fail("already_joined", words("reply-user-already-seated")) from error
        told = words("replaced-dm", family=new.family)  # the DM's header names the game
        await dm(tx, game, user_id, told, topic="replaced", now=now)
        return words("moderator-replaced-by-user", player=f"<@{user_id}>", family=new.family, before=before)

    details = {"seat": seat, "user_id": user_id}
    return await _moderate(ctx, game_id, moderator_id, "replace", details, change, *LIVE)


async def end_game(ctx: Context, game_id: int, moderator_id: int) -> GameRow | Failure:
    """End the game now. A game under way ends as one ended by its rules does, as its game says it
    (`bot.games.Game.end`; Junta's, RULES 6: the standings by money in the Swiss account, then its archive; issue 22:
    `/gm end` ended a game with no standings). A game that had not started is let go as its game says
    (`bot.games.Game.closed`)."""
    started = False

    async def change(tx: Tx, game: GameRow, now: int) -> Say:
        nonlocal started
        started = game.status is not GameStatus.FORMING
        await tx.set_status(game.id, GameStatus.FINISHED)
        return words("moderator-ended", standings="yes" if started else "no")

    async def standings_now(tx: Tx, game: GameRow, now: int) -> None:
        described = game_of_kind(game.kind)
        if started and described.end is not None:
            await described.end(tx, game, now)
        elif not started and described.closed is not None:
            await described.closed(tx, game, now)

    return await _moderate(ctx, game_id, moderator_id, "end", {}, change, *LIVE, then=standings_now)
