"""Benchmark of the rules engine: `python -m bench.rules [--games N] [--players P] [--variant web|classic]`.

Prints the median and p95 time to play one whole simulated game, coups included (the engine's adjudication only,
and with the simulator's random order generation), the median time per phase kind, the median time to resolve one
coup phase with all ten players' units on the map and battles in several zones, and the codec's round trip of a
state. Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict
from dataclasses import replace

from rules import codec
from rules.junta import military
from rules.junta.engine import adjudicate, new_game
from rules.junta.offices import Office
from rules.junta.orders import Bombard, Fire, Move, Submitted
from rules.junta.state import GameState, Location, Phase, Seat
from rules.junta.units import Kind, Unit
from rules.junta.variants import VARIANTS
from rules.simulate import NAMES, random_orders

# Battles of the coup-phase benchmark: (zone, player, player), each side 4 Militia firing at the other.
BATTLES = ((7, 1, 5), (8, 6, 7), (22, 8, 9), (29, 2, 3), (13, 4, 0))


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def coup_phase() -> tuple[GameState, list[Submitted]]:
    """Coup Phase 2 of a 10-player game, one office each: every start unit on the map, 4 Militia of each side in
    five zones with fire orders both ways, the Generals marching, an Airstrike and the Gunboat."""
    made = new_game(NAMES[:10], "bench-coup")
    assert isinstance(made, GameState)
    seats = tuple(Seat(o, i) for i, o in enumerate(Office))
    players = tuple(replace(p, location=Location.HOME) for p in made.players)
    g = replace(made, phase=Phase.COUP, turn=1, president=0, seats=seats, previous_cabinet=seats, players=players)
    coup = military.new_coup(g)
    units = list(coup.units)
    for zone, a, b in BATTLES:
        for owner in (a, b):
            units.extend(Unit(len(units) + k, Kind.MILITIA, zone, owner=owner, card="bench") for k in range(4))
    g = replace(g, coup=replace(coup, phase=2, units=tuple(units), next_id=len(units)))
    orders: list[Submitted] = []
    t = 0
    for zone, a, b in BATTLES:
        orders += [Submitted(a, Fire(zone, b), t), Submitted(b, Fire(zone, a), t + 1)]
        t += 2
    general = {Office.GENERAL_1: (21, 26), Office.GENERAL_2: (20, 19), Office.GENERAL_3: (2, 4)}
    for office, (src, dst) in general.items():
        orders.append(Submitted(list(Office).index(office), Move(src, dst), t))
        t += 1
    orders.append(Submitted(list(Office).index(Office.AIR_FORCE), Bombard("airstrike", 14, 0), t))
    orders.append(Submitted(list(Office).index(Office.ADMIRAL), Bombard("gunboat", 22, 8), t + 1))
    return g, orders


def whole_games(
    variant: str, players: int, games: int
) -> tuple[list[float], list[float], dict[str, list[float]], GameState | None]:
    """Play `games` simulated games; engine-only and whole times per game (ms), per-phase times, the last state."""
    engine_ms: list[float] = []
    whole_ms: list[float] = []
    per_phase: dict[str, list[float]] = defaultdict(list)
    last: GameState | None = None
    for g in range(games):
        made = new_game(NAMES[:players], f"bench{g}", variant)
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
    return engine_ms, whole_ms, per_phase, last


def report(variant: str, players: int, games: int) -> GameState | None:
    engine_ms, whole_ms, per_phase, last = whole_games(variant, players, games)
    coups = sum(len(v) for k, v in per_phase.items() if k == "aftermath")
    print(f"whole {players}-player {variant} game, {games} games, coups included ({coups} coups played)")
    print(f"  engine only        median {statistics.median(engine_ms):7.2f} ms   p95 {pct(engine_ms, 0.95):7.2f} ms")
    print(f"  with random orders median {statistics.median(whole_ms):7.2f} ms   p95 {pct(whole_ms, 0.95):7.2f} ms")
    print("per phase kind (engine only)")
    for kind, values in sorted(per_phase.items()):
        print(f"  {kind:<18} median {statistics.median(values):6.3f} ms   p95 {pct(values, 0.95):6.3f} ms"
              f"   ({len(values)} phases)")
    return last


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.rules")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--players", type=int, default=None, help="default: 10 for web, 7 for classic")
    ap.add_argument(
        "--variant",
        choices=sorted(VARIANTS),
        default="web",
        help="the rules variant; for another than web, the web game with as many players is timed beside it",
    )
    args = ap.parse_args()
    players = args.players or (10 if args.variant == "web" else VARIANTS[args.variant].max_players)
    last = report(args.variant, players, args.games)
    if args.variant != "web":
        # Issue 15's yardstick: a whole classic game within the time of a web game of as many players.
        report("web", max(players, VARIANTS["web"].min_players), args.games)
    phase_state, orders = coup_phase()
    battles: list[int] = []
    runs_ms: list[float] = []
    for k in range(200):
        t0 = time.perf_counter()
        res = adjudicate(phase_state, orders, f"bench-coup:{k}")
        runs_ms.append((time.perf_counter() - t0) * 1000)
        battles.append(sum(1 for e in res.events if e.code == "battle"))
    n_units = len(phase_state.coup.units) if phase_state.coup else 0
    print(f"one coup phase, 10 players, {n_units} units, {statistics.median(battles):.0f} battles: "
          f"median {statistics.median(runs_ms):.3f} ms   p95 {pct(runs_ms, 0.95):.3f} ms")
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
