"""Benchmark of the rules engine: `python -m bench.rules [--games N] [--players P]`.

Prints the median and p95 time to play one whole simulated game (the engine's adjudication only, and with the
simulator's random order generation), the median time per phase kind, and the codec's round trip of a state.
Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict

from rules import codec
from rules.engine import adjudicate, new_game
from rules.simulate import NAMES, random_orders
from rules.state import GameState


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.rules")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--players", type=int, default=10)
    args = ap.parse_args()
    engine_ms: list[float] = []
    whole_ms: list[float] = []
    per_phase: dict[str, list[float]] = defaultdict(list)
    last: GameState | None = None
    for g in range(args.games):
        made = new_game(NAMES[: args.players], f"bench{g}")
        assert isinstance(made, GameState)
        state = made
        rng = random.Random(g)
        eng = 0.0
        start = time.perf_counter()
        while not state.over:
            subs = random_orders(state, rng)
            t0 = time.perf_counter()
            res = adjudicate(state, subs, f"bench{g}:{state.seq}")
            dt = time.perf_counter() - t0
            eng += dt
            per_phase[state.phase.value].append(dt * 1000)
            state = res.state
        whole_ms.append((time.perf_counter() - start) * 1000)
        engine_ms.append(eng * 1000)
        last = state
    print(f"whole {args.players}-player game, {args.games} games (no coups yet)")
    print(f"  engine only        median {statistics.median(engine_ms):7.2f} ms   p95 {pct(engine_ms, 0.95):7.2f} ms")
    print(f"  with random orders median {statistics.median(whole_ms):7.2f} ms   p95 {pct(whole_ms, 0.95):7.2f} ms")
    print("per phase kind (engine only)")
    for kind, values in sorted(per_phase.items()):
        print(f"  {kind:<18} median {statistics.median(values):6.3f} ms   p95 {pct(values, 0.95):6.3f} ms"
              f"   ({len(values)} phases)")
    if last is not None:
        runs = []
        for _ in range(50):
            t0 = time.perf_counter()
            codec.loads(GameState, codec.dumps(last))
            runs.append((time.perf_counter() - t0) * 1000)
        print(f"codec dumps+loads of a final state: median {statistics.median(runs):.3f} ms "
              f"({len(codec.dumps(last))} bytes)")


if __name__ == "__main__":
    main()
