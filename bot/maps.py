"""The pictures of a game as a phase opened, drawn from that phase's snapshot: what the delivery attaches to a map
post (the coup map, the cabinet card, the money deck)."""

from __future__ import annotations

import asyncio

from bot.services.snapshots import load_snapshot
from bot.store import Store
from render import render_cabinet, render_map, render_money_deck
from rules.state import GameState
from rules.views import cabinet_view, coup_map_view, public_view

__all__ = ["coup_map_png", "picture_png"]


def _draw(state: GameState, picture: str) -> bytes | None:
    if picture == "cabinet":
        return render_cabinet(cabinet_view(state))
    if picture == "money":
        return render_money_deck(public_view(state).money)
    view = coup_map_view(state)
    return None if view is None else render_map(view)


async def picture_png(store: Store, game_id: int, phase_seq: int, picture: str = "coup") -> bytes | None:
    """The PNG of `picture` as the phase `phase_seq` opened (None: no such snapshot, or nothing to draw), drawn in a
    worker thread."""
    async with store.read(single=True) as rx:
        snap = await rx.get_snapshot(game_id, phase_seq)
    if snap is None:
        return None
    return await asyncio.to_thread(_draw, load_snapshot(snap.state), picture)


async def coup_map_png(store: Store, game_id: int, phase_seq: int) -> bytes | None:
    """The PNG of the coup map as the phase `phase_seq` opened (None: no coup in it)."""
    return await picture_png(store, game_id, phase_seq, "coup")
