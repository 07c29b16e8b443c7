"""Junta as the shared bot knows it (`bot.games.Game`): its snapshots, the names of its phases, its commands, buttons
and menus."""

from __future__ import annotations

from typing import Any

import discord

from bot.games import Game, SnapshotCodec
from bot.games.junta.maps import picture_png
from bot.games.junta.replay import replay_phase
from bot.games.junta.services.snapshots import SCHEMA_VERSION, dump_snapshot, load_snapshot
from bot.games.junta.text import phase_name
from bot.games.junta.ui.appoint import AppointConfirm, AppointSelect
from bot.games.junta.ui.fullmap import FullMapButton, full_map_view
from bot.games.junta.ui.page import PageButton, opening_view, page_view
from bot.games.junta.ui.quick import QuickDone, QuickVote
from bot.games.junta.ui.trade import TradeAccept, trade_view
from bot.outbox import DirectMessage, MapPost, PhaseOpening, TradeOffer
from bot.services import Context
from bot.services.resolution import remind, resolve_phase

__all__ = ["GAME"]


async def at_deadline(ctx: Context, game_id: int, phase_seq: int, late: bool) -> Any:
    """At a phase's deadline, it resolves (RULES 2); nothing if it already has."""
    return await resolve_phase(ctx, game_id, phase_seq, late=late)


def post_view(game_id: int, message: Any) -> discord.ui.View | None:
    """Under a phase's opening post, the Status Page; under a phase's opening DM, the Status Page and Done; under a
    trade offer's DM, Accept; under the coup map (drawn to be read inline), the full map (issue 22)."""
    match message:
        case PhaseOpening(phase_seq=phase):
            return page_view(game_id, phase)
        case DirectMessage(phase_seq=int(phase)):
            return opening_view(game_id, phase)
        case TradeOffer(offer_id=offer):
            return trade_view(offer)
        case MapPost(phase_seq=phase, picture="coup"):
            return full_map_view(game_id, phase)
    return None


GAME = Game(
    kind="junta",
    title="Junta",
    codec=SnapshotCodec(SCHEMA_VERSION, dump_snapshot, load_snapshot),
    phase_name=phase_name,
    cogs=("bot.games.junta.cogs.game", "bot.games.junta.cogs.orders", "bot.games.junta.cogs.player"),
    items=(TradeAccept, AppointSelect, AppointConfirm, QuickDone, QuickVote, PageButton, FullMapButton),
    public_commands=frozenset({"junta start", "junta status", "junta map"}),
    view=post_view,
    pictures=picture_png,
    file_names={
        "coup": "coup-map.png",
        "cabinet": "cabinet.png",
        "money": "money-deck.png",
        "archive": "junta-archive.html",
    },
    replay_phase=replay_phase,
    at_deadline=at_deadline,
    remind=remind,
)
