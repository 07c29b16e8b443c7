"""Nomicoup as the shared bot knows it (`bot.games.Game`): its snapshots (`rules.coup.codec`), the names of its
steps, its commands, buttons and menus.

Its tables are played by `bot.games.coup.tables`, with their own timers, and kept as games of kind 'coup' in the
store's shared `games` (`bot.games.coup.keeping`), which the bot resumes them from when it starts. R: their steps'
deadlines are not rows of the shared `deadlines` yet: no `at_deadline`, `remind` or `replay_phase`, and `/gm extend`,
`pause` and `resume` do not apply (`deadlines=False`); `/gm advance` and `/gm end` do (`force`, `end`). Its posts
and DMs go through the shared outbox (`bot.games.coup.keeping`), their buttons and menus put on as they are sent
(`view`) and taken off once their step has closed (`sent`)."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.games import Game, SnapshotCodec
from bot.games.coup.tables import CoupTables
from bot.games.coup.ui import DYNAMIC_ITEMS, note_sent, post_view
from bot.games.coup.words import step_title
from bot.store import GameRow, Tx
from bot.text.i18n import Locale, t
from rules.coup.codec import SCHEMA_VERSION, dump_state, load_state
from rules.coup.state import CoupState

if TYPE_CHECKING:
    from bot.services.context import Context

__all__ = ["GAME"]


def step_name(locale: Locale, state: Any) -> str:
    """'Turn 3 · the window to challenge or counter' / 'Zug 3 · das Fenster zum Anzweifeln oder Blocken'."""
    if not isinstance(state, CoupState):
        return "Nomicoup"
    return t(locale, "coup-step-name", turn=state.turn.number, step=step_title(locale, state.step.kind))


async def force(ctx: Context, tx: Tx, game: GameRow, now: int) -> Any:
    """`/gm advance`: the step the moderator saw closes now, as at its deadline (COUP.md 7.2: who did not answer
    passes, or takes the default choice). The step closes once the moderator's transaction is over (the table keeps
    itself in a transaction of its own); None if it had closed, or the table is not played by this process."""
    tables = CoupTables.current
    table = None if tables is None else tables.table(game.channel_id)
    if tables is None or table is None or table.state is None or table.over or table.state.seq != game.phase_seq:
        return None
    _later(tables.force(game.channel_id, game.phase_seq))
    return Forced(game.id, game.phase_seq)


async def end(tx: Tx, game: GameRow, now: int) -> None:
    """`/gm end` of a table under way: the game ends as by the continuous game's end (COUP.md 6: its ranking), said
    in the channel once the moderator's transaction is over."""
    tables = CoupTables.current
    if tables is not None:
        _later(tables.end(game.channel_id, 0, moderator=True))


@dataclass(frozen=True)
class Forced:
    """A step a moderator closed (`force`)."""

    game_id: int
    phase_seq: int


_LATER: set[asyncio.Task[Any]] = set()


def _later(work: Coroutine[Any, Any, Any]) -> None:
    task = asyncio.create_task(work)
    _LATER.add(task)
    task.add_done_callback(_LATER.discard)


GAME = Game(
    kind="coup",
    title="Nomicoup",
    codec=SnapshotCodec(SCHEMA_VERSION, dump_state, load_state),
    phase_name=step_name,
    cogs=("bot.games.coup.cog",),
    items=DYNAMIC_ITEMS,
    view=post_view,
    sent=note_sent,
    force=force,
    end=end,
    deadlines=False,
)
