"""Junta as the shared bot knows it (`bot.games.Game`): its snapshots, the names of its phases, its commands, buttons
and menus."""

from __future__ import annotations

from bot.games import Game, SnapshotCodec
from bot.games.junta.services.snapshots import SCHEMA_VERSION, dump_snapshot, load_snapshot
from bot.games.junta.text import phase_name
from bot.games.junta.ui.appoint import AppointConfirm, AppointSelect
from bot.games.junta.ui.fullmap import FullMapButton
from bot.games.junta.ui.page import PageButton
from bot.games.junta.ui.quick import QuickDone, QuickVote
from bot.games.junta.ui.trade import TradeAccept

__all__ = ["GAME"]

GAME = Game(
    kind="junta",
    title="Junta",
    codec=SnapshotCodec(SCHEMA_VERSION, dump_snapshot, load_snapshot),
    phase_name=phase_name,
    cogs=("bot.games.junta.cogs.game", "bot.games.junta.cogs.orders", "bot.games.junta.cogs.player"),
    items=(TradeAccept, AppointSelect, AppointConfirm, QuickDone, QuickVote, PageButton, FullMapButton),
    public_commands=frozenset({"junta start", "junta status", "junta map"}),
)
