"""How strong the computer players are (issue 17): `python -m bench.players [--games N] [--seed S] [--lines L,...]`.

`--game coup` measures Nomicoup's computer players instead (`bench/coup_players.py`, issue 24); the default,
`--game junta`, is what follows.

Plays seeded games with the simulator (`rules.simulate.play_game`) and prints, with 95% confidence intervals
(Wilson for shares, normal for means):
- issue 25's targets against issue 17's computer (`rules.junta.computer.BASELINE`): one computer of today among six
  baseline computers in 7-player web games, its share of the wins (target: at least 28.6%, twice a fair share);
  the same in classic, one among four baseline computers (5 players; target the same);
- one computer family among six random players in 7-player web games: its share of the wins (issue 17's target:
  at least 50%; a random seat wins 1 in 7), and the same in classic (one among four random players);
- games of computer families only (web, 6-10 players; classic, 4-7; Mini-Junta, 2-3): coups a game (target:
  0.5-2.5, Mini-Junta's too) and the share of them the rebels won (target: some), the share of winners with money
  in Switzerland (target: most), trades offered and accepted (target: in most games; by the number of players too:
  Mini-Junta's two-player games have one other family to trade with), the card kinds played in at
  least one game that held them (target: every one), the order kinds given in at least one game whose phases
  accepted them, orders the engine refused (must be 0);
- the time a computer takes to decide one phase, its straw men's orders included (target: under 20 ms), CPU time
  and wall time: mean, p99, p99.9 and worst. Python's garbage collector is kept out of the timed call
  (`no_collection`: paused during each decision, collecting again as soon as it returns), so that a collection of
  the whole benchmark's heap (every game's history so far) is not charged to the decision that happened to set
  it off; the collections are printed beside it (how many, their total and longest pause, over the whole line).
Figures only: nothing here asserts a time or a rate.
"""

from __future__ import annotations

import argparse
import gc
import math
import statistics
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

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


@contextmanager
def no_collection() -> Iterator[None]:
    """The garbage collector paused for the call it wraps, and enabled again after it (if it was): a collection
    the call's allocations call for happens at the next allocation after it, outside the timed call."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


@dataclass
class Collections:
    """The garbage collector's pauses while a line plays (`gc.callbacks`): how many, and how long each."""

    pauses: list[float] = field(default_factory=list)
    _began: float = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = time.perf_counter()
        else:
            self.pauses.append(time.perf_counter() - self._began)

    @contextmanager
    def watching(self) -> Iterator[None]:
        gc.callbacks.append(self)
        try:
            yield
        finally:
            gc.callbacks.remove(self)


def games(
    label: str, counts: Sequence[int], n: int, seed: str, variant: str, kind: str, seats: int = 1
) -> list[GameStats]:
    out: list[GameStats] = []
    began = time.perf_counter()
    collections = Collections()
    with collections.watching():
        for i in range(n):
            players = counts[i % len(counts)]
            st, _ = play_game(
                players,
                f"{seed}:{label}:{i}",
                0.15,
                variant,
                kind,
                seats,
                clock=time.perf_counter,
                cpu_clock=time.thread_time,
                pause=no_collection,
            )
            out.append(st)
    took = time.perf_counter() - began
    errors = sum(1 for s in out if s.error)
    print(f"{label}: {n} games in {took:.1f} s, {errors} with errors")
    pauses = collections.pauses
    if pauses:
        print(
            f"  {'garbage collections (none inside a decision)':<46} {len(pauses)}, "
            f"{1000 * sum(pauses):.0f} ms in all, longest {1000 * max(pauses):.2f} ms"
        )
    return out


def _quantiles(samples: Sequence[float]) -> str:
    s = sorted(samples)

    def at(q: float) -> float:
        return 1000 * s[min(len(s) - 1, int(q * len(s)))]

    return (
        f"mean {1000 * statistics.fmean(s):.2f}, p99 {at(0.99):.2f}, p99.9 {at(0.999):.2f}, max {1000 * s[-1]:.2f} ms"
    )


def decisions(results: Sequence[GameStats]) -> None:
    """The time a computer takes to decide one phase: its CPU time (the thread's, robust to other processes on a
    loaded machine) and its wall time (which another process can stretch); neither holds a garbage collection
    (`no_collection`: the collections are printed with the line's games)."""
    cpu = [x for r in results for x in r.decide_cpu]
    wall = [x for r in results for x in r.decide_samples]
    if not cpu or not wall:
        return
    print(
        f"  {'deciding one phase, CPU time, no collection':<46} {_quantiles(cpu)} over {len(cpu)} decisions "
        "(target < 20 ms)"
    )
    print(f"  {'deciding one phase, wall time, no collection':<46} {_quantiles(wall)}")


def refused(results: Sequence[GameStats]) -> None:
    n = sum(r.computer_refused for r in results)
    print(f"  {'orders the engine refused':<46} {n}   (must be 0)")
    for sample in [x for r in results for x in r.refused_samples][:3]:
        print(f"    e.g. {sample}")


def mixed(label: str, players: int, n: int, seed: str, variant: str, target: str = "", kind: str = "mixed") -> None:
    results = games(label, [players], n, seed, variant, kind, 1)
    done = [r for r in results if r.finished]
    share("the computer family's share of the wins", sum(r.computer_win for r in done), len(done), target)
    refused(results)
    decisions(results)


def mean_ci(values: Sequence[float], z: float = 1.96) -> tuple[float, float, float]:
    """A mean and its 95% normal interval."""
    if not values:
        return 0.0, 0.0, 0.0
    m = statistics.fmean(values)
    half = z * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return m, m - half, m + half


def computer_only(label: str, counts: Sequence[int], n: int, seed: str, variant: str) -> list[GameStats]:
    results = games(label, counts, n, seed, variant, "computer")
    done = [r for r in results if r.finished]
    coups = sum(r.coups_declared for r in results)
    won = sum(r.coups_won_by_rebels for r in results)
    m, lo, hi = mean_ci([float(r.coups_declared) for r in results])
    print(f"  {'coups a game':<46} {m:5.2f}   [{lo:5.2f}, {hi:5.2f}]  ({coups} in {n} games; target 0.5-2.5)")
    share("coups won by the rebels", won, coups, "some; random play 0.27%")
    share("winners with money in Switzerland", sum(1 for r in done if r.winners_banked), len(done), "most")
    offered = sum(1 for r in results if r.trades_offered)
    traded = sum(1 for r in results if r.trades_accepted)
    share("games with a trade a computer offered", offered, n, "most")
    share("games with such a trade accepted", traded, n, "most")
    sizes = sorted({len(r.computer_seats) for r in results})
    for size in sizes if len(sizes) > 1 else ():
        of_size = [r for r in results if len(r.computer_seats) == size]
        share(f"  ... of {size} players", sum(1 for r in of_size if r.trades_accepted), len(of_size))
    print(
        f"  {'trades a game: offered, accepted':<46} {sum(r.trades_offered for r in results) / max(1, n):.2f}, "
        f"{sum(r.trades_accepted for r in results) / max(1, n):.2f}"
    )
    refused(results)
    decisions(results)
    return results


def card_kinds(results: Sequence[GameStats]) -> None:
    """Each card kind: the games in which a computer held it, and those in which one played it."""
    held: dict[str, int] = {}
    played: dict[str, int] = {}
    for r in results:
        for name in r.cards_held:
            held[name] = held.get(name, 0) + 1
        for name in r.cards_played:
            played[name] = played.get(name, 0) + 1
    never = sorted(name for name in held if not played.get(name))
    print(f"card kinds in computer-only games: {len(held)} held, {len(held) - len(never)} played in at least one game")
    print(f"  never played: {', '.join(never) if never else 'none'}   (target: none)")
    rare = sorted(held, key=lambda name: (played.get(name, 0) / held[name], name))[:6]
    print("  least played: " + "; ".join(f"{name} {played.get(name, 0)}/{held[name]}" for name in rare))


def order_kinds(results: Sequence[GameStats]) -> None:
    """Each order kind: the games in which a phase accepted it while a computer decided, and those in which a
    computer gave it (issue 25: "each order kind the engine has is something a computer family uses")."""
    open_: dict[str, int] = {}
    given: dict[str, int] = {}
    for r in results:
        for kind in r.orders_open:
            open_[kind] = open_.get(kind, 0) + 1
        for kind in r.orders_given:
            given[kind] = given.get(kind, 0) + 1
    never = sorted(kind for kind in open_ if not given.get(kind))
    used = len(open_) - len(never)
    print(f"order kinds in computer-only games: {len(open_)} open, {used} given in at least one game")
    print(f"  never given: {', '.join(never) if never else 'none'}")
    rare = sorted(open_, key=lambda kind: (given.get(kind, 0) / open_[kind], kind))[:8]
    print("  least given: " + "; ".join(f"{kind} {given.get(kind, 0)}/{open_[kind]}" for kind in rare))


LINES = ("versus-web", "versus-classic", "random-web", "random-classic", "web", "classic", "mini")
"""The lines `main` plays (`--lines`): one new computer among baseline ones, one among random players (web,
classic), and games of computers only (web, classic, Mini-Junta)."""
GAMES = 200
"""Games a line plays by default (random and computer-only lines; Mini-Junta a quarter, random classic half)."""
VERSUS_GAMES = 600
"""Games each versus line plays by default: at the ~36% share the new computer wins in web (45% in classic), 600
games give a 95% interval of about +-3.8 points, enough to tell it from the 28.6% target; 1,500 (+-2.4) took
1,060 s for the web line on a loaded machine (about 0.28 s of CPU a game), too long for the default run."""


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.players", description=__doc__.split("\n")[0])
    ap.add_argument(
        "--games",
        type=int,
        default=None,
        help=f"games per line (default {VERSUS_GAMES} for the versus lines, {GAMES} for the others)",
    )
    ap.add_argument("--seed", type=str, default="bench-players")
    ap.add_argument("--game", choices=("junta", "coup"), default="junta", help="junta (default) or coup (Nomicoup)")
    ap.add_argument(
        "--lines",
        type=str,
        default=",".join(LINES),
        help=f"the lines to play, comma-separated, of {', '.join(LINES)} (default all)",
    )
    args = ap.parse_args(argv)
    n = GAMES if args.games is None else args.games
    versus = VERSUS_GAMES if args.games is None else args.games
    if args.game == "coup":
        from bench import coup_players

        return coup_players.main(n, args.seed)
    lines = {x.strip() for x in args.lines.split(",") if x.strip()}
    unknown = sorted(lines - set(LINES))
    if unknown:
        ap.error(f"unknown lines: {', '.join(unknown)}")
    if "versus-web" in lines:
        mixed("web, 1 computer + 6 baseline computers, 7 players", 7, versus, args.seed, "web", ">= 28.6%", "versus")
    if "versus-classic" in lines:
        label = "classic, 1 computer + 4 baseline computers, 5 players"
        mixed(label, 5, versus, args.seed, "classic", ">= 28.6%", "versus")
    if "random-web" in lines:
        mixed("web, 1 computer + 6 random, 7 players", 7, n, args.seed, "web", ">= 50%; a random seat 14.3%")
    if "random-classic" in lines:
        mixed("classic, 1 computer + 4 random, 5 players", 5, max(1, n // 2), args.seed, "classic", "a random seat 20%")
    everyone: list[GameStats] = []
    if "web" in lines:
        everyone += computer_only("web, computers only, 6-10 players", [6, 7, 8, 9, 10], n, args.seed, "web")
    if "classic" in lines:
        everyone += computer_only("classic, computers only, 4-7 players", [4, 5, 6, 7], n, args.seed, "classic")
    if "mini" in lines:
        everyone += computer_only("Mini-Junta, computers only, 2-3 players", [2, 3], max(1, n // 4), args.seed, "mini")
    if not everyone:
        return 0
    card_kinds(everyone)
    order_kinds(everyone)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
