"""Replay stored games: re-adjudicate every resolved phase from its snapshot, actions, orders and seed, and
report each phase whose result differs from the next stored snapshot.

    python -m bot.replay --db junta.sqlite3 [--game ID]      (or --db postgresql://...)

Exit status 0 when every phase replays to its stored result, 1 if any differs (or cannot be replayed), 2 on
bad arguments or an unreadable database.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TextIO

from bot.games import game as game_of_kind
from bot.store import GameRow, ReadTx, Store, StoreError, is_postgres, sqlite_path

__all__ = ["Mismatch", "amain", "main", "replay_game", "replay_store"]


@dataclass(frozen=True)
class Mismatch:
    game_id: int
    phase_seq: int
    reason: str

    def __str__(self) -> str:
        return f"game {self.game_id} phase {self.phase_seq}: {self.reason}"


async def replay_game(rx: ReadTx, game: GameRow) -> tuple[int, list[Mismatch]]:
    """(phases checked, mismatches) for one game, replayed by its game's `replay_phase` (`bot.games.Game`; a game
    without one is not replayed)."""
    replay_phase = game_of_kind(game.kind).replay_phase
    if replay_phase is None:
        return 0, []
    phases = await rx.snapshot_phases(game.id)
    stored = set(phases)
    checked = 0
    problems: list[Mismatch] = []
    for phase in phases:
        if phase + 1 not in stored:
            continue  # the current phase (or a gap, reported below)
        checked += 1
        try:
            found = await replay_phase(rx, game, phase)
        except Exception as error:  # a corrupt row is a finding, not a crash
            problems.append(Mismatch(game.id, phase, f"cannot be replayed: {type(error).__name__}: {error}"))
            continue
        if found is not None:
            problems.append(Mismatch(game.id, phase, found))
    for phase in phases:
        if phase > 0 and phase - 1 not in stored:
            problems.append(Mismatch(game.id, phase, "the snapshot of the phase before is missing"))
    return checked, problems


async def replay_store(store: Store, game_id: int | None = None) -> tuple[int, list[Mismatch]]:
    async with store.read() as rx:
        if game_id is not None:
            one = await rx.get_game(game_id)
            if one is None:
                raise StoreError(f"there is no game {game_id}")
            games = [one]
        else:
            games = await rx.list_games()
        checked, problems = 0, []
        for game in games:
            n, found = await replay_game(rx, game)
            checked += n
            problems.extend(found)
    return checked, problems


async def _run(db: str, game_id: int | None, out: TextIO) -> int:
    try:
        if not is_postgres(db) and not sqlite_path(db).exists():
            print(f"replay: no database at {db}", file=out)
            return 2
        async with await Store.open(db) as store:
            checked, problems = await replay_store(store, game_id)
    except StoreError as error:
        print(f"replay: {error}", file=out)
        return 2
    for problem in problems:
        print(f"MISMATCH {problem}", file=out)
    print(f"replayed {checked} phase(s): {len(problems)} mismatch(es)", file=out)
    return 1 if problems else 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot.replay", description="Replay stored games and check them.")
    parser.add_argument("--db", required=True, help="the database: a SQLite file (or sqlite:PATH), or postgresql://...")
    parser.add_argument("--game", type=int, default=None, help="replay only this game id")
    return parser


async def amain(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """`main` for callers that already run an event loop."""
    args = _parser().parse_args(argv)
    return await _run(args.db, args.game, out if out is not None else sys.stdout)


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    return asyncio.run(amain(argv, out))


if __name__ == "__main__":
    raise SystemExit(main())
