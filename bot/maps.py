"""The coup map as a phase opened, drawn from that phase's snapshot: what the delivery attaches to a map post."""

from __future__ import annotations

import asyncio

from bot.services.snapshots import load_snapshot
from bot.store import Store
from render import render_map
from rules.views import coup_map_view

__all__ = ["coup_map_png"]


async def coup_map_png(store: Store, game_id: int, phase_seq: int) -> bytes | None:
    """The PNG of the coup map as the phase `phase_seq` opened (None: no such snapshot, or no coup in it), drawn in a
    worker thread."""
    async with store.read(single=True) as rx:
        snap = await rx.get_snapshot(game_id, phase_seq)
    view = None if snap is None else coup_map_view(load_snapshot(snap.state))
    return None if view is None else await asyncio.to_thread(render_map, view)
