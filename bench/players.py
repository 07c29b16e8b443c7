"""How strong the computer players are (issue 17): `python -m bench.players [--games N] [--seed S]`.

`--game coup` measures Nomicoup's computer players instead (`bench/coup_players.py`, issue 24); the default,
`--game junta`, is what follows.

Plays seeded games with the simulator (`rules.simulate.play_game`) and prints, with 95% confidence intervals
(Wilson):
- one computer family among six random players in 7-player web games: its share of the wins (target: at least
  50%; a random seat wins 1 in 7), beside a random seat's share in all-random games;
- the same in classic games (one computer among four random players, 5-player games);
- games of computer families only (web, 6-10 players; classic, 4-7; Mini-Junta, 2-3): the share of coups won by
  the rebels (target: at least 10%; random play 0.27%), the share of winners with money in Switzerland (target:
  most), orders the engine refused (must be 0);
- the time a computer takes to decide one phase (target: under 20 ms): mean, p95 and worst.
Figures only: nothing here asserts a time or a rate.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Sequence

from rules.simulate import GameStats, play_game


def wilson(hits: float, n: int, z: float = 1.96) -> tuple[float, float, float]:
    """The share and its 95% Wilson score interval."""
    if n == 0:
        return 0.0, 0.0, 0.0
    p = hits / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return p, max(0.0, mid - half), min(1.0, mid + half)


def share(label: str, hits: float, n: int, target: str = "") -> None:
    p, lo, hi = wilson(hits, n)
    extra = f"   (target {target})" if target else ""
    print(f"  {label:<46} {100 * p:5.1f}%  [{100 * lo:5.1f}%, {100 * hi:5.1f}%]  n={n}{extra}")


def games(
    label: str, counts: Sequence[int], n: int, seed: str, variant: str, kind: str, seats: int = 1
) -> list[GameStats]:
    out: list[GameStats] = []
    began = time.perf_counter()
    for i in range(n):
        players = counts[i % len(counts)]
        st, _ = play_game(players, f"{seed}:{label}:{i}", 0.15, variant, kind, seats, clock=time.perf_counter)
        out.append(st)
    took = time.perf_counter() - began
    errors = sum(1 for s in out if s.error)
    print(f"{label}: {n} games in {took:.1f} s, {errors} with errors")
    return out


def decisions(results: Sequence[GameStats]) -> None:
    samples = sorted(x for r in results for x in r.decide_samples)
    if not samples:
        return
    p95 = samples[min(len(samples) - 1, int(0.95 * len(samples)))]
    print(
        f"  {'a computer deciding one phase':<46} mean {1000 * statistics.fmean(samples):.2f} ms, p95 "
        f"{1000 * p95:.2f} ms, worst {1000 * samples[-1]:.2f} ms over {len(samples)} decisions (target < 20 ms)"
    )


def refused(results: Sequence[GameStats]) -> None:
    n = sum(r.computer_refused for r in results)
    print(f"  {'orders the engine refused':<46} {n}   (must be 0)")
    for sample in [x for r in results for x in r.refused_samples][:3]:
        print(f"    e.g. {sample}")


def mixed(label: str, players: int, n: int, seed: str, variant: str, target: str = "") -> None:
    results = games(label, [players], n, seed, variant, "mixed", 1)
    done = [r for r in results if r.finished]
    share("the computer family's share of the wins", sum(r.computer_win for r in done), len(done), target)
    refused(results)
    decisions(results)


def computer_only(label: str, counts: Sequence[int], n: int, seed: str, variant: str) -> None:
    results = games(label, counts, n, seed, variant, "computer")
    done = [r for r in results if r.finished]
    coups = sum(r.coups_declared for r in results)
    won = sum(r.coups_won_by_rebels for r in results)
    print(f"  coups: {coups} in {n} games ({coups / max(1, n):.2f} a game), {won} won by the rebels")
    share("coups won by the rebels", won, coups, ">= 10%; random play 0.27%")
    share("winners with money in Switzerland", sum(1 for r in done if r.winners_banked), len(done), "most")
    refused(results)
    decisions(results)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.players", description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200, help="games per line (default 200)")
    ap.add_argument("--seed", type=str, default="bench-players")
    ap.add_argument("--game", choices=("junta", "coup"), default="junta", help="junta (default) or coup (Nomicoup)")
    args = ap.parse_args(argv)
    n = args.games
    if args.game == "coup":
        from bench import coup_players

        return coup_players.main(n, args.seed)
    mixed("web, 1 computer + 6 random, 7 players", 7, n, args.seed, "web", ">= 50%; a random seat 14.3%")
    mixed("classic, 1 computer + 4 random, 5 players", 5, max(1, n // 2), args.seed, "classic", "a random seat 20%")
    computer_only("web, computers only, 6-10 players", [6, 7, 8, 9, 10], n, args.seed, "web")
    computer_only("classic, computers only, 4-7 players", [4, 5, 6, 7], max(1, n // 2), args.seed, "classic")
    computer_only("Mini-Junta, computers only, 2-3 players", [2, 3], max(1, n // 4), args.seed, "mini")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
