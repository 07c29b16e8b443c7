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
from bot.games.coup.keeping import StoreKeeper
from bot.games.coup.settings import CoupSettings
from bot.games.coup.tables import CoupTables, Table
from bot.games.coup.ui import DYNAMIC_ITEMS, note_sent, post_view
from bot.games.coup.words import step_title
from bot.services.results import _Fail
from bot.store import GameRow, Tx
from bot.text.i18n import Locale, t
from bot.text.say import Say, words
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
    itself in a transaction of its own); None if it had closed.

    Several processes on one database (issue 26): a table is played in the memory of the one process that holds it
    (`Store.hold`: the gateway process of its server's shard, normally). One that does not hold it keeps the
    moderator's request in the store, in the moderator's transaction, bound to the step he saw
    (`Tx.ask_kept_game`), and the process that holds the table (told at once with `NOTIFY`) applies it once: the step
    closes within seconds, and the channel says so (`Asked`; `bot.games.coup.keeping.StoreKeeper.serve`). A table no
    process holds (its process stopped or died) is taken up by the process that serves its server, which applies
    the request. Two moderators asking at the same instant make one request: the second is told it was asked."""
    tables = CoupTables.current
    table = _here(game)
    if tables is not None and table is not None:
        if table.state is None or table.over or table.state.seq != game.phase_seq:
            return None
        _later(tables.force(game.channel_id, game.phase_seq))
        return Forced(game.id, game.phase_seq)
    await _ask(tx, game, "advance", now)
    return Asked(game.id, game.phase_seq)


async def end(tx: Tx, game: GameRow, now: int) -> None:
    """`/gm end` of a table under way: the game ends as by the continuous game's end (COUP.md 6: its ranking), said
    in the channel once the moderator's transaction is over; by the process that holds the table, told by a request
    kept in the moderator's transaction (as `force`) if that is another process."""
    tables = CoupTables.current
    if tables is not None and _here(game) is not None:
        _later(tables.end(game.channel_id, 0, moderator=True))
        return
    await _ask(tx, game, "end", now)


async def closed(tx: Tx, game: GameRow, now: int) -> None:
    """`/gm end` of a table that had not started (its game is finished in the store): the process that holds the
    forming table lets go of it (it is neither played nor shown any more, and the channel may set up a new one): this
    one at once, another when told by a request (as `force`)."""
    tables = CoupTables.current
    if tables is not None and _here(game) is not None:
        tables.drop(game.channel_id, game.id)
        if StoreKeeper.current is not None:
            _later(StoreKeeper.current.store.let_go(game.id))
        return
    await _ask(tx, game, "end", now)


def _here(game: GameRow) -> Table | None:
    """The game's table if this process plays it."""
    tables = CoupTables.current
    table = None if tables is None else tables.table(game.channel_id)
    if table is None or table.game_id not in (0, game.id) or (table.game_id == 0 and table.over):
        return None
    return table


async def _ask(tx: Tx, game: GameRow, action: str, now: int) -> None:
    """Keep a moderator's request for the process that holds the table (`bot.games.coup.keeping`); a `_Fail` (the
    moderator's transaction rolls back: nothing changed, nothing said) if the same was asked already."""
    if not await tx.ask_kept_game(game.id, game.phase_seq, action, now=now):
        command = "/gm advance" if action == "advance" else "/gm end"
        raise _Fail("asked_already", words("coup-gm-asked-already", command=command))
    keeper = StoreKeeper.current
    if keeper is not None:  # this process may be the one to take the table up: it looks once the request is kept
        asyncio.get_running_loop().call_later(0.05, keeper.wake)


def advanced(result: Any) -> Say | None:
    """What `/gm advance` did, as the moderator reads it: a request to the process that holds the table says when it
    takes effect."""
    if isinstance(result, Asked):
        return words("coup-gm-asked", seconds=StoreKeeper.TAKES_EFFECT_WITHIN)
    return None


@dataclass(frozen=True)
class Asked:
    """A step a moderator asked the process that holds its table to close (`force`)."""

    game_id: int
    phase_seq: int


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
    advanced=advanced,
    settings=CoupSettings,
    deadlines=False,
)
