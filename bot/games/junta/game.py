"""Junta as the shared bot knows it (`bot.games.Game`): its snapshots, the names of its phases, its commands, buttons
and menus."""

from __future__ import annotations

import functools
from typing import Any

import discord

from bot.games import Game, SnapshotCodec
from bot.games.junta import KIND, settings
from bot.games.junta.archive import collect, simulate
from bot.games.junta.maps import picture_png
from bot.games.junta.replay import replay_phase
from bot.games.junta.services import computers
from bot.games.junta.services.forming import SETUP
from bot.games.junta.services.resolution import announce_end, maybe_resolve_early, remind, resolve, resolve_phase
from bot.games.junta.services.results import Resolved
from bot.games.junta.services.snapshots import SCHEMA_VERSION, current_state, dump_snapshot, load_snapshot
from bot.games.junta.text import phase_name
from bot.games.junta.ui.appoint import AppointConfirm, AppointSelect
from bot.games.junta.ui.fullmap import FullMapButton, full_map_view
from bot.games.junta.ui.page import PageButton, opening_view, page_view
from bot.games.junta.ui.quick import QuickDone, QuickVote
from bot.games.junta.ui.trade import TradeAccept, trade_view
from bot.outbox import DirectMessage, MapPost, PhaseOpening, TradeOffer
from bot.services import Context
from bot.store import GameRow, SeatRow, Tx
from bot.text.say import Say, words
from rules.junta.computer import personality_for
from rules.junta.turns import standings

__all__ = ["GAME"]


async def at_deadline(ctx: Context, game_id: int, phase_seq: int, late: bool) -> Any:
    """At a phase's deadline, it resolves (RULES 2); nothing if it already has."""
    return await resolve_phase(ctx, game_id, phase_seq, late=late)


async def force(ctx: Context, tx: Tx, game: GameRow, now: int) -> Any:
    """A moderator resolves the phase now."""
    return await resolve(ctx, tx, game, now, reason="forced")


async def resumed(ctx: Context, game_id: int) -> None:
    """After a pause: everyone may have marked done meanwhile, and the phase resolves early (RULES 2)."""
    await maybe_resolve_early(ctx, game_id)


async def computer_takes(tx: Tx, game: GameRow, seat: int, user_id: int, now: int) -> SeatRow:
    """The computer takes the seat over, with a personality drawn from the game's seed (issue 17), and gives the
    phase's orders at once."""
    everyone = await tx.seats(game.id, include_left=True)
    new = await tx.replace_seat(game.id, seat, user_id, now=now, computer=personality_for(game.seed, len(everyone)))
    state = await current_state(tx, game)
    await computers.play(tx, game, state, game.phase_seq, now, speak=False)
    return new


async def end(tx: Tx, game: GameRow, now: int) -> None:
    """A game ended by a moderator ends as one ended by its rules does (RULES 6): its standings, then its archive."""
    state = await current_state(tx, game)
    await announce_end(tx, game, state, standings(state), game.phase_seq, now, note=words("end-by-moderator"))


def advanced(result: Any) -> Say | None:
    """`/gm advance` resolved the phase: 'the phase resolved; now open: Turn 3 · Budget vote' (or 'the game is
    over')."""
    if not isinstance(result, Resolved):
        return None
    state = result.state
    opened = lambda locale: phase_name(locale, state)  # noqa: E731
    now = words("gm-game-over") if result.finished else words("gm-now-open", phase=opened)
    return words("gm-phase-resolved", now=now)


def post_view(game_id: int, message: Any) -> discord.ui.View | None:
    """Under a phase's opening post, the Status Page; under a phase's opening DM, the Status Page and Done; under a
    trade offer's DM, Accept; under the coup map (drawn to be read inline), the full map (issue 22). Labelled in
    the language the message was written in (issue 23). One view for all the messages that carry the same buttons
    (every player's opening DM of a phase): they are persistent items without a timeout, which no message owns."""
    match message:
        case PhaseOpening(phase_seq=phase, locale=locale):
            return _view("page", game_id, phase, locale)
        case DirectMessage(phase_seq=int(phase), locale=locale):
            return _view("opening", game_id, phase, locale)
        case TradeOffer(offer_id=offer, locale=locale):
            return trade_view(offer, locale)
        case MapPost(phase_seq=phase, picture="coup", locale=locale):
            return _view("map", game_id, phase, locale)
    return None


@functools.lru_cache(maxsize=1024)
def _view(kind: str, game_id: int, phase: int, locale: str) -> discord.ui.View:
    make = {"page": page_view, "opening": opening_view, "map": full_map_view}[kind]
    return make(game_id, phase, locale)


GAME = Game(
    kind=KIND,
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
    force=force,
    resumed=resumed,
    computer_takes=computer_takes,
    end=end,
    advanced=advanced,
    archive=collect,
    simulate=simulate,
    settings=settings.JuntaSettings,
    setup=SETUP,
)
