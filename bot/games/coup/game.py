"""Nomicoup as the shared bot knows it (`bot.games.Game`): its snapshots (`rules.coup.codec`), the names of its
steps, its commands, buttons and menus.

R: its tables are played by `bot.games.coup.tables`, with their own timers, and kept in the store's `coup_tables`
(migration 0008), which the bot resumes them from when it starts: not yet through the store's games, deadlines and the
shared scheduler (Junta's reads of `games` do not filter on its kind yet): no `at_deadline`, `remind` or
`replay_phase` yet."""

from __future__ import annotations

from typing import Any

from bot.games import Game, SnapshotCodec
from bot.games.coup.ui import DYNAMIC_ITEMS
from bot.games.coup.words import step_title
from bot.store import ReadTx
from bot.text.i18n import Locale, t
from rules.coup.codec import SCHEMA_VERSION, dump_state, load_state
from rules.coup.state import CoupState

__all__ = ["GAME"]


def step_name(locale: Locale, state: Any) -> str:
    """'Turn 3 · the window to challenge or counter' / 'Zug 3 · das Fenster zum Anzweifeln oder Blocken'."""
    if not isinstance(state, CoupState):
        return "Nomicoup"
    return t(locale, "coup-step-name", turn=state.turn.number, step=step_title(locale, state.step.kind))


async def occupies(rx: ReadTx, channel_id: int) -> bool:
    """Whether a Nomicoup table forms or plays in the channel (its row in `coup_tables`, not yet over)."""
    return any(t.channel_id == channel_id for t in await rx.coup_tables(running=True))


GAME = Game(
    kind="coup",
    title="Nomicoup",
    codec=SnapshotCodec(SCHEMA_VERSION, dump_state, load_state),
    phase_name=step_name,
    cogs=("bot.games.coup.cog",),
    items=DYNAMIC_ITEMS,
    occupies=occupies,
)
