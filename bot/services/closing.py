"""Closing steps at their deadlines, and reminders before them, for every game alike: the scheduler's use cases.

A step's deadline is a row of the shared `deadlines` (set by the game with `tx.set_deadline`); when it passes, the
game of the row's kind closes the step (`bot.games.Game.at_deadline`: Junta resolves its phase), and when its
reminder time comes, the game reminds its players (`bot.games.Game.remind`).
"""

from __future__ import annotations

import logging
from typing import Any

from bot.games import game as game_of_kind
from bot.services.context import Context
from bot.services.results import Failure
from bot.store import DeadlineRow, GameStatus, Tx

__all__ = ["at_deadline", "closed", "resolve_due", "send_reminders"]

log = logging.getLogger("bot.services")


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
