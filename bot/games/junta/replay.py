"""Replaying one of Junta's resolved phases (`python -m bot.replay`): re-adjudicated from its snapshot, actions,
orders and seed, and compared with the next stored snapshot."""

from __future__ import annotations

import dataclasses

from bot.games.junta.services.snapshots import load_phase_inputs, load_snapshot
from bot.store import GameRow, ReadTx
from rules.junta.engine import adjudicate
from rules.junta.state import GameState

__all__ = ["replay_phase"]


def _differences(got: GameState, stored: GameState) -> list[str]:
    return [f.name for f in dataclasses.fields(GameState) if getattr(got, f.name) != getattr(stored, f.name)]


async def replay_phase(rx: ReadTx, game: GameRow, phase: int) -> str | None:
    """None if the phase `phase` resolves again to the stored snapshot of the next one; else what differs."""
    inputs = await load_phase_inputs(rx, game, phase)
    result = adjudicate(inputs.state, inputs.orders, inputs.seed)
    snap = await rx.get_snapshot(game.id, phase + 1)
    if snap is None:
        return "the snapshot of the next phase is missing"
    expected = load_snapshot(snap.state)
    if result.state == expected:
        return None
    fields = ", ".join(_differences(result.state, expected)) or "?"
    return f"the replay differs from the stored next snapshot in: {fields}"
