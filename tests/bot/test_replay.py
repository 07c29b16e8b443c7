"""Replay: every stored phase re-adjudicates to the next stored snapshot; tampering is found."""

from __future__ import annotations

import io
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

from bot.clock import FakeClock
from bot.games.junta.services.service import JuntaService
from bot.replay import amain
from bot.store import Store
from tests.bot.test_services import FAST, T0, play_through_services


async def played(path: Path, seed: str = "replay-1") -> tuple[int, int]:
    """A finished game in a database file: (game id, phases)."""
    async with await Store.open(path) as store:
        clock = FakeClock(T0)
        game, phases, _ = await play_through_services(JuntaService(store, clock, defaults=FAST), store, clock, seed)
    return game.id, phases


async def replay(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    code = await amain(list(args), out=out)
    return code, out.getvalue()


def sql(path: Path, statement: str, params: tuple[object, ...] = ()) -> None:
    with closing(sqlite3.connect(path)) as db:
        db.execute(statement, params)
        db.commit()


async def test_a_played_game_replays_cleanly(tmp_path: Path) -> None:
    db = tmp_path / "junta.sqlite3"
    game_id, phases = await played(db)
    code, out = await replay("--db", str(db))
    assert code == 0, out
    assert f"replayed {phases} phase(s): 0 mismatch(es)" in out
    code, out = await replay("--db", str(db), "--game", str(game_id))
    assert code == 0, out


async def test_a_tampered_snapshot_is_reported(tmp_path: Path) -> None:
    db = tmp_path / "junta.sqlite3"
    game_id, _ = await played(db)
    with closing(sqlite3.connect(db)) as conn:
        (state,) = conn.execute(
            "SELECT state FROM snapshots WHERE game_id = ? AND phase_seq = 3", (game_id,)
        ).fetchone()
    assert '"name":"Family1"' in state
    sql(
        db,
        "UPDATE snapshots SET state = ? WHERE game_id = ? AND phase_seq = 3",
        (state.replace('"name":"Family1"', '"name":"Forged"'), game_id),
    )
    code, out = await replay("--db", str(db))
    assert code == 1
    assert f"MISMATCH game {game_id} phase 2: the replay differs from the stored next snapshot in: players" in out


async def test_a_tampered_order_or_a_missing_snapshot_is_reported(tmp_path: Path) -> None:
    db = tmp_path / "junta.sqlite3"
    game_id, _ = await played(db)
    sql(db, "DELETE FROM orders WHERE game_id = ? AND phase_seq = 0", (game_id,))
    sql(db, "DELETE FROM snapshots WHERE game_id = ? AND phase_seq = 5", (game_id,))
    code, out = await replay("--db", str(db), "--game", str(game_id))
    assert code == 1
    assert f"MISMATCH game {game_id} phase 0:" in out
    assert f"MISMATCH game {game_id} phase 6: the snapshot of the phase before is missing" in out


async def test_bad_arguments(tmp_path: Path) -> None:
    code, out = await replay("--db", str(tmp_path / "missing.sqlite3"))
    assert code == 2 and "no database" in out


async def test_unknown_game_and_the_command_line(tmp_path: Path) -> None:
    db = tmp_path / "junta.sqlite3"
    async with await Store.open(db):
        pass
    code, out = await replay("--db", str(db), "--game", "42")
    assert code == 2 and "no game 42" in out
    done = subprocess.run(
        [sys.executable, "-m", "bot.replay", "--db", str(db)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr
    assert "replayed 0 phase(s): 0 mismatch(es)" in done.stdout
