"""The pictures of a game as a phase opened, drawn from that phase's snapshot: what the delivery attaches to a map
post (the coup map as Discord shows it inline, the cabinet card, the money deck). The snapshot is decoded and the
picture drawn in a worker thread: neither holds up the event loop."""

from __future__ import annotations

import asyncio
import functools

from bot.archive.page import write_page
from bot.games.junta import KIND
from bot.games.junta.archive import collect
from bot.games.junta.services.snapshots import load_snapshot
from bot.store import Store
from bot.text.i18n import DEFAULT_LOCALE, Locale, t
from render import render_cabinet, render_map_overview, render_money_deck
from rules.junta.views import cabinet_view, coup_map_view, public_view

__all__ = ["archive_html", "coup_map_png", "picture_png"]


def _draw(snapshot: str, picture: str, locale: Locale) -> bytes | None:
    state = load_snapshot(snapshot)
    words = functools.partial(t, locale)
    if picture == "cabinet":
        return render_cabinet(cabinet_view(state), words)
    if picture == "money":
        return render_money_deck(public_view(state).money, words)
    view = coup_map_view(state)  # the overview, read inline; the post's button shows the full map (issue 22)
    return None if view is None else render_map_overview(view, words)


async def archive_html(store: Store, game_id: int) -> bytes | None:
    """The game's archive as one self-contained HTML page (issue 14), for the end post (None: no such game)."""
    async with store.read() as rx:
        game = await rx.get_game(game_id, kind=KIND)
        if game is None:
            return None
        archive = await collect(rx, game, game.language)  # posted in the channel: the game's language
    text, _ = await asyncio.to_thread(write_page, archive, single_file=True)
    return text.encode("utf-8")


async def picture_png(store: Store, game_id: int, phase_seq: int, picture: str = "coup") -> bytes | None:
    """The PNG of `picture` as the phase `phase_seq` opened (None: no such snapshot, or nothing to draw), drawn in a
    worker thread, its words in the game's language (it goes with a post in the game's channel); `picture` "archive":
    the game's archive page instead."""
    if picture == "archive":
        return await archive_html(store, game_id)
    async with store.read() as rx:
        snap = await rx.get_snapshot(game_id, phase_seq)
        game = await rx.get_game(game_id)
    if snap is None:
        return None
    locale = game.language if game is not None else DEFAULT_LOCALE
    return await asyncio.to_thread(_draw, snap.state, picture, locale)


async def coup_map_png(store: Store, game_id: int, phase_seq: int) -> bytes | None:
    """The PNG of the coup map as the phase `phase_seq` opened (None: no coup in it)."""
    return await picture_png(store, game_id, phase_seq, "coup")
