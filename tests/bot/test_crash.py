"""Crash safety: a game master process killed with SIGKILL at random moments (in the middle of storing orders
or resolving a phase) loses nothing and corrupts nothing; a restart carries on, and every stored phase still
replays to its stored result."""

from __future__ import annotations

import asyncio
import json
import random
import signal
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import pytest

from bot.clock import FakeClock
from bot.config import GameSettings
from bot.replay import replay_store
from bot.services import Failure, GameService
from bot.store import GameStatus, Store

REPO = Path(__file__).resolve().parents[2]
SETTINGS = GameSettings(phase_minutes=60)

# The game master: plays the game in the database with random legal orders, resolving each phase as its
# deadline passes, and says so on stdout; it runs until the game ends (or it is killed).
CHILD = r"""
import asyncio, random, sys
from bot.clock import FakeClock
from bot.config import GameSettings
from bot.services import GameService, current_state
from bot.store import GameStatus, Store
from rules.simulate import random_orders


async def main(path: str, seed: str) -> None:
    store = await Store.open(path)
    clock = FakeClock(1_700_000_000)
    service = GameService(store, clock, defaults=GameSettings(phase_minutes=60))
    rng = random.Random(seed)
    print("up", flush=True)
    while True:
        async with store.read() as rx:
            game = (await rx.list_games())[0]
            if game.status is not GameStatus.RUNNING:
                print("over", flush=True)
                return
            state = await current_state(rx, game)
            deadline = await rx.get_deadline(game.id)
            seats = {s.seat: s.user_id for s in await rx.seats(game.id)}
        for sub in random_orders(state, rng):
            await service.submit_order(game.id, seats[sub.player], sub.order, phase_seq=game.phase_seq)
        clock.set(max(clock.now(), deadline.due_at))
        await service.resolve_due()
        print("resolved", game.phase_seq, flush=True)


asyncio.run(main(sys.argv[1], sys.argv[2]))
"""


def start_child(db: Path, seed: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", CHILD, str(db), seed], stdout=subprocess.PIPE, text=True, cwd=REPO)


async def setup(db: Path) -> int:
    async with await Store.open(db) as store:
        service = GameService(store, FakeClock(), defaults=SETTINGS)
        game = await service.create_game(guild_id=1, channel_id=1, name="crash", seed="crash-seed")
        assert not isinstance(game, Failure)
        for i in range(6):
            assert not isinstance(await service.join(game.id, 1000 + i, f"Family{i}"), Failure)
        assert not isinstance(await service.start(game.id), Failure)
        return game.id


async def check(db: Path, game_id: int) -> tuple[GameStatus, int]:
    """The database is whole and consistent: (status, phase)."""
    with closing(sqlite3.connect(db)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    async with await Store.open(db) as store:
        async with store.read() as rx:
            game = await rx.get_game(game_id)
            assert game is not None
            assert await rx.snapshot_phases(game_id) == list(range(game.phase_seq + 1))
            rows = [r for r in await rx.pending_outbox(game_id) if json.loads(r.payload)["topic"] == "results"]
            assert sorted(r.phase_seq or 0 for r in rows) == list(range(game.phase_seq))  # one post a phase
            if game.status is GameStatus.RUNNING:
                deadline = await rx.get_deadline(game_id)
                assert deadline is not None and deadline.phase_seq == game.phase_seq
        checked, mismatches = await replay_store(store, game_id)
        assert mismatches == []
        assert checked == game.phase_seq
        return game.status, game.phase_seq


@pytest.mark.slow
def test_sigkill_at_random_moments_loses_nothing(tmp_path: Path) -> None:
    db = tmp_path / "crash.sqlite3"
    game_id = asyncio.run(setup(db))
    rng = random.Random(2026)
    last_phase = 0
    for kill in range(8):
        child = start_child(db, f"run{kill}")
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "up"
        line = child.stdout.readline().strip()
        if line == "over":
            child.wait(timeout=30)
            break
        time.sleep(rng.uniform(0, 0.03))  # somewhere in the middle of the next phase's orders or resolution
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        child.stdout.close()
        status, phase = asyncio.run(check(db, game_id))
        assert phase >= last_phase
        last_phase = phase
        if status is not GameStatus.RUNNING:
            break
    # A last run plays the game to its end.
    child = start_child(db, "final")
    out, _ = child.communicate(timeout=300)
    assert child.returncode == 0 and out.strip().endswith("over")
    status, phase = asyncio.run(check(db, game_id))
    assert status is GameStatus.FINISHED and phase > last_phase
