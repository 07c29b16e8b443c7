"""How strong Nomicoup's computer players are (issue 24): `python -m bench.players --game coup [--games N] [--seed S]`.

For each mode (continuous, the seed's; classic) and each table size (2-6 players), with 95% confidence intervals
(Wilson):
- one computer seat among random players (each input drawn at random among those the engine accepts; they never
  miss a deadline): its share of the wins (first in the final ranking), beside twice a seat's
  fair share (the target: "a computer seat wins at least twice a random seat's share") and the share each random
  seat won in the same games;
- the same seat played at random among random players (all-random games): its share, which should be the fair one;
- games of computers only: inputs the engine refused (must be 0), and the time one decision takes (mean, p95, worst).
Figures only: nothing here asserts a time or a rate.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence

from bench.players import share, wilson
from rules.coup.simulate import GameStats, computer_seats_for, play_game

SIZES = (2, 3, 4, 5, 6)
MODES = ("continuous", "classic")


def _games(label: str, n: int, games: int, seed: str, mode: str, kind: str) -> list[GameStats]:
    began = time.perf_counter()
    out = [
        play_game(n, f"{seed}:{label}:{i}", mode, kind, 1, miss=0.0, clock=time.perf_counter)[0]
        for i in range(games)
    ]
    errors = sum(1 for s in out if s.error)
    print(f"{label}: {games} games in {time.perf_counter() - began:.1f} s, {errors} with errors")
    return out


def _the_seat_won(stats: GameStats, seed: str, i: int, label: str) -> bool:
    """In an all-random game: did the seat the mixed game would give the computer win?"""
    (seat,) = computer_seats_for(stats.players, "mixed", 1, f"{seed}:{label}:{i}")
    return bool(stats.ranking) and stats.ranking[0] == seat


def strength(mode: str, n: int, games: int, seed: str) -> float:
    label = f"Nomicoup {mode}, 1 computer + {n - 1} random, {n} players"
    results = _games(label, n, games, seed, mode, "mixed")
    done = [r for r in results if r.finished]
    wins = sum(1 for r in done if r.computer_win)
    fair = 1 / n
    share("the computer seat's share of the wins", wins, len(done), f">= {200 * fair:.1f}%: twice {100 * fair:.1f}%")
    share("each random seat's share, same games", (len(done) - wins) / (n - 1), len(done))
    baseline_label = f"Nomicoup {mode}, all random, {n} players"
    baseline = _games(baseline_label, n, games, seed, mode, "random")
    same_seat = sum(1 for i, r in enumerate(baseline) if r.finished and _the_seat_won(r, seed, i, baseline_label))
    share("that seat played at random, all-random games", same_seat, sum(1 for r in baseline if r.finished))
    p, _, _ = wilson(wins, len(done))
    return p / fair if fair else 0.0


def computers_only(mode: str, games: int, seed: str) -> None:
    label = f"Nomicoup {mode}, computers only, 2-6 players"
    began = time.perf_counter()
    results = [
        play_game(SIZES[i % len(SIZES)], f"{seed}:{label}:{i}", mode, "computer", clock=time.perf_counter)[0]
        for i in range(games)
    ]
    errors = sum(1 for s in results if s.error)
    print(f"{label}: {games} games in {time.perf_counter() - began:.1f} s, {errors} with errors")
    refused = sum(r.computer_refused for r in results)
    print(f"  {'inputs the engine refused':<46} {refused}   (must be 0)")
    challenges = sum(r.challenges for r in results)
    won = sum(r.challenges_won for r in results)
    print(f"  {'challenges, and those the challenger won':<46} {challenges}, {won}")
    samples = sorted(x for r in results for x in r.decide_samples)
    if samples:
        p95 = samples[min(len(samples) - 1, int(0.95 * len(samples)))]
        print(
            f"  {'a computer deciding one input':<46} mean {1000 * statistics.fmean(samples):.2f} ms, p95 "
            f"{1000 * p95:.2f} ms, worst {1000 * samples[-1]:.2f} ms over {len(samples)} decisions"
        )


def main(games: int, seed: str, sizes: Sequence[int] = SIZES) -> int:
    ratios: list[str] = []
    for mode in MODES:
        for n in sizes:
            ratios.append(f"{mode} {n}p: {strength(mode, n, games, seed):.2f}x")
        computers_only(mode, max(1, games // 2), seed)
    print("the computer seat's share of the wins over a seat's fair share (target >= 2x; at most n x):")
    print("  " + ", ".join(ratios))
    return 0
