"""Nomicoup as the shared bot knows it (`bot.games.Game`): its snapshots (`rules.coup.codec`), the names of its
steps, its commands, buttons and menus.

Its tables are played by `bot.games.coup.tables`, with their own timers, and kept as games of kind 'coup' in the
store's shared `games` (`bot.games.coup.keeping`), which the bot resumes them from when it starts. R: their steps'
deadlines are not rows of the shared `deadlines` yet: no `at_deadline`, `remind` or `replay_phase`, and `/gm extend`,
`pause` and `resume` do not apply (`deadlines=False`); `/gm advance` and `/gm end` do (`force`, `end`, and
`closed` for a table that had not started). Its posts
and DMs go through the shared outbox (`bot.games.coup.keeping`), their buttons and menus put on as they are sent
(`view`) and taken off once their step has closed (`sent`)."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.games import Game, SnapshotCodec
from bot.games.coup import KIND, TITLE
from bot.games.coup.settings import CoupSettings
from bot.games.coup.tables import CoupTables
from bot.games.coup.ui import DYNAMIC_ITEMS, note_sent, post_view
from bot.games.coup.words import step_title
from bot.services.results import _Fail
from bot.store import GameRow, Tx
from bot.text.i18n import Locale, t
from bot.text.say import words
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
    itself in a transaction of its own); None if it had closed. R: a table is played by the one process that holds it
    (the gateway process of its server's shard: `bot.games.coup.cog.ShardGuilds`); a process that does not hold it
    (it answered the command without holding the table) cannot close its step, and says so in a sentence, with what
    the moderator can do, rather than that the step had closed."""
    tables = _held(game, "/gm advance")
    table = tables.table(game.channel_id)
    if table is None or table.state is None or table.over or table.state.seq != game.phase_seq:
        return None
    _later(tables.force(game.channel_id, game.phase_seq))
    return Forced(game.id, game.phase_seq)


async def end(tx: Tx, game: GameRow, now: int) -> None:
    """`/gm end` of a table under way: the game ends as by the continuous game's end (COUP.md 6: its ranking), said
    in the channel once the moderator's transaction is over (refused in a sentence by a process that does not hold
    the table, as `force`)."""
    tables = _held(game, "/gm end")
    _later(tables.end(game.channel_id, 0, moderator=True))


async def closed(tx: Tx, game: GameRow, now: int) -> None:
    """`/gm end` of a table that had not started (its game is finished in the store): this process lets go of the
    forming table (it is neither played nor shown any more, and the channel may set up a new one); refused in a
    sentence by a process that does not hold the table, as `force`."""
    _held(game, "/gm end").drop(game.channel_id, game.id)


def _held(game: GameRow, command: str) -> CoupTables:
    """This process's tables, if it holds the game's table; else `_Fail` (the moderator's transaction rolls back:
    nothing changed) with a sentence that says so and what to do."""
    tables = CoupTables.current
    table = None if tables is None else tables.table(game.channel_id)
    if tables is None or table is None or table.game_id not in (0, game.id):
        raise _Fail("table_elsewhere", words("coup-gm-elsewhere", command=command))
    return tables


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
    kind=KIND,
    title=TITLE,
    codec=SnapshotCodec(SCHEMA_VERSION, dump_state, load_state),
    phase_name=step_name,
    cogs=("bot.games.coup.cog",),
    items=DYNAMIC_ITEMS,
    view=post_view,
    sent=note_sent,
    force=force,
    end=end,
    closed=closed,
    settings=CoupSettings,
    deadlines=False,
)
