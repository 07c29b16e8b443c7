"""Nomicoup's simulator: whole games with random (or computer) players, to the end.

    python -m rules.simulate --game coup [--mode continuous|classic] [--players 2-6] [--games N] [--seed S]
        [--rounds R] [--players-kind random|computer|mixed] [--computer-seats N] [--miss P] [--json]

(`python -m rules.coup.simulate` takes the same options.) Each step, every seat who may act answers in a random
order, or misses the deadline with chance `--miss` (the step's default is taken); a random player picks a kind of
input, then one of that kind, among those the engine would accept (`rules.coup.validate.choices`); now and then a
second challenge arrives at the same instant as the first (the engine refuses it). After every step the simulator
checks the invariants (`rules.coup.invariants`: the credits and the Treasury add up to 50, every card is in exactly
one place); an exception or a broken invariant counts as an error.

With --json it prints one JSON object: games, finished, errors, error_samples, turns_mean, steps_mean, challenges,
challenges_won (challenges whose claimant did not show), counteractions, exiles (continuous exiles and classic
players gone out), coups, assassinations (declared), assassinations_landed, refused (inputs refused: the second
challenges sent on purpose), invariant_violations; with computer seats also computer_seats, computer_wins (games
a computer seat ranked first), computer_refused (inputs of theirs the engine refused: must be 0) and
computer_share / seat_share (a computer seat's share of the wins, beside a seat's fair share).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from rules.coup import computer
from rules.coup.engine import Resolution, new_game, step
from rules.coup.events import (
    ActionDeclared,
    CardNotShown,
    Challenged,
    Countered,
    CoupEvent,
    Exiled,
    InfluenceLost,
    InputRefused,
    TurnBegan,
    WentOut,
)
from rules.coup.inputs import Act, Challenge, Input, Received
from rules.coup.invariants import violations
from rules.coup.state import DEFAULT_ROUNDS, MAX_SEATS, MIN_SEATS, Action, Cause, CoupState, Mode
from rules.coup.validate import choices, who_may_act, window
from rules.coup.views import player_view, visible

PLAYERS_KINDS = ("random", "computer", "mixed")
NAMES = ("Alba", "Borges", "Cortez", "Duarte", "Esteban", "Fuentes")
MAX_STEPS = 20_000


def random_input(state: CoupState, seat: int, received: Sequence[Received], rng: random.Random) -> Input | None:
    """A random input the engine would accept: a kind of input first (an action, for the action), then one of it."""
    options = choices(state, seat, received)
    if not options:
        return None
    kinds: dict[object, list[Input]] = {}
    for o in options:
        kinds.setdefault(o.action if isinstance(o, Act) else type(o), []).append(o)
    return rng.choice(rng.choice(list(kinds.values())))


@dataclass
class GameStats:
    players: int
    mode: str
    finished: bool = False
    error: str | None = None
    turns: int = 0
    steps: int = 0
    challenges: int = 0
    challenges_won: int = 0
    counteractions: int = 0
    exiles: int = 0
    coups: int = 0
    assassinations: int = 0
    assassinations_landed: int = 0
    refused: int = 0
    violations: list[str] = field(default_factory=list)
    ranking: tuple[int, ...] = ()
    computer_seats: tuple[int, ...] = ()
    computer_refused: int = 0
    refused_samples: list[str] = field(default_factory=list)
    decide_samples: list[float] = field(default_factory=list)

    @property
    def computer_win(self) -> bool:
        return bool(self.ranking) and self.ranking[0] in self.computer_seats

    def count(self, events: Sequence[CoupEvent]) -> None:
        for e in events:
            if isinstance(e, TurnBegan):
                self.turns += 1
            elif isinstance(e, Challenged):
                self.challenges += 1
            elif isinstance(e, CardNotShown):
                self.challenges_won += 1
            elif isinstance(e, Countered):
                self.counteractions += 1
            elif isinstance(e, Exiled | WentOut):
                self.exiles += 1
            elif isinstance(e, ActionDeclared):
                self.coups += e.action is Action.COUP
                self.assassinations += e.action is Action.ASSASSINATE
            elif isinstance(e, InfluenceLost):
                self.assassinations_landed += e.cause is Cause.ASSASSINATION
            elif isinstance(e, InputRefused):
                self.refused += 1
                if e.seat in self.computer_seats:
                    self.computer_refused += 1
                    self.refused_samples.append(e.reason)


def computer_seats_for(players: int, kind: str, seats: int, seed: str) -> tuple[int, ...]:
    if kind == "computer":
        return tuple(range(players))
    if kind == "mixed":
        return tuple(sorted(random.Random(f"{seed}:computers").sample(range(players), min(seats, players))))
    return ()


def play_game(
    players: int,
    seed: str,
    mode: str = "continuous",
    players_kind: str = "random",
    computer_seats: int = 1,
    miss: float = 0.1,
    rounds: int = DEFAULT_ROUNDS,
    clock: Callable[[], float] | None = None,
    told: Callable[[Sequence[CoupEvent]], object] | None = None,
) -> tuple[GameStats, CoupState | None]:
    """One game to its end. Computer seats never miss a deadline; they get only their view, the events they were
    shown and the inputs they may give. `told`, if given, is handed each step's events (the bot's tests word them)."""
    stats = GameStats(players, mode, computer_seats=computer_seats_for(players, players_kind, computer_seats, seed))
    made = new_game(NAMES[:players], seed, mode, rounds)
    if not isinstance(made, Resolution):
        stats.error = made[0].code
        return stats, None
    state = made.state
    if told is not None:
        told(made.events)
    rng = random.Random(f"{seed}:players")
    seen: dict[int, list[CoupEvent]] = {s: list(visible(made.events, s)) for s in range(players)}
    stats.count(made.events)
    try:
        while not state.over and stats.steps < MAX_STEPS:
            received: list[Received] = []
            order = sorted(who_may_act(state))
            rng.shuffle(order)
            for seat in order:
                if seat not in who_may_act(state, received):
                    continue
                if seat in stats.computer_seats:
                    began = clock() if clock else 0.0
                    legal = choices(state, seat, received)
                    inp = computer.decide(player_view(state, seat), seen[seat], legal, f"{seed}:{seat}")
                    if clock:
                        stats.decide_samples.append(clock() - began)
                elif rng.random() < miss:
                    continue
                else:
                    maybe = random_input(state, seat, received, rng)
                    if maybe is None:
                        continue
                    inp = maybe
                received.append(Received(seat, inp))
            _same_instant(state, received, stats.computer_seats, rng)
            res = step(state, received, f"{seed}:step")
            stats.steps += 1
            stats.count(res.events)
            if told is not None:
                told(res.events)
            broken = violations(res.state)
            if broken:
                stats.violations += broken
                stats.error = f"step {stats.steps}: {broken[0]}"
                return stats, res.state
            for s in range(players):
                seen[s].extend(visible(res.events, s))
            state = res.state
    except Exception as exc:  # an engine error is counted, not raised
        stats.error = f"{type(exc).__name__}: {exc}"
        return stats, state
    stats.finished = state.over
    stats.ranking = tuple(x.seat for x in state.ranking)
    if not state.over:
        stats.error = f"no end after {MAX_STEPS} steps"
    return stats, state


def _same_instant(
    state: CoupState, received: list[Received], computers: Sequence[int], rng: random.Random
) -> None:
    """Now and then a second challenge arrives at the same instant as the first (COUP.md 5.1: it is refused)."""
    if not any(isinstance(r.input, Challenge) for r in received) or rng.random() > 0.2:
        return
    others = sorted(window(state) - {r.seat for r in received} - set(computers))
    if others:
        received.append(Received(rng.choice(others), Challenge()))


def run(
    players: Sequence[int],
    seed: str,
    games: int,
    mode: str = "continuous",
    players_kind: str = "random",
    computer_seats: int = 1,
    miss: float = 0.1,
    rounds: int = DEFAULT_ROUNDS,
) -> dict[str, object]:
    results = [
        play_game(players[i % len(players)], f"{seed}:{i}", mode, players_kind, computer_seats, miss, rounds)[0]
        for i in range(games)
    ]
    finished = [r for r in results if r.finished]
    n = max(1, games)
    out: dict[str, object] = {
        "games": games,
        "mode": mode,
        "finished": len(finished),
        "errors": sum(1 for r in results if r.error),
        "error_samples": [r.error for r in results if r.error][:5],
        "turns_mean": round(sum(r.turns for r in results) / n, 2),
        "steps_mean": round(sum(r.steps for r in results) / n, 2),
        "challenges": sum(r.challenges for r in results),
        "challenges_won": sum(r.challenges_won for r in results),
        "counteractions": sum(r.counteractions for r in results),
        "exiles": sum(r.exiles for r in results),
        "coups": sum(r.coups for r in results),
        "assassinations": sum(r.assassinations for r in results),
        "assassinations_landed": sum(r.assassinations_landed for r in results),
        "refused": sum(r.refused for r in results),
        "invariant_violations": sum(len(r.violations) for r in results),
    }
    if players_kind != "random":
        seats = sum(len(r.computer_seats) for r in finished)
        wins = sum(1 for r in finished if r.computer_win)
        out |= {
            "players_kind": players_kind,
            "computer_seats": sum(len(r.computer_seats) for r in results),
            "computer_wins": wins,
            "computer_refused": sum(r.computer_refused for r in results),
            "computer_refused_samples": [x for r in results for x in r.refused_samples][:5],
            "computer_share": round(wins / seats, 4) if seats else 0.0,
            "seat_share": round(sum(len(r.computer_seats) / r.players for r in finished) / seats, 4) if seats else 0.0,
        }
    return out


def _counts(text: str) -> list[int]:
    if "-" in text:
        lo, hi = (int(x) for x in text.split("-", 1))
        return list(range(lo, hi + 1))
    return [int(text)]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m rules.simulate --game coup", description=__doc__.split("\n")[0])
    ap.add_argument("--mode", choices=[m.value for m in Mode], default="continuous")
    ap.add_argument("--players", type=str, default="2-6", help="players per game: N, or a range like 2-6")
    ap.add_argument("--seed", type=str, default="1")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=DEFAULT_ROUNDS, help="continuous: the round limit (default 8)")
    ap.add_argument("--miss", type=float, default=0.1, help="chance that a random player misses a deadline")
    ap.add_argument("--players-kind", choices=PLAYERS_KINDS, default="random")
    ap.add_argument("--computer-seats", type=int, default=1, help="with --players-kind mixed: computer seats a game")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    counts = _counts(args.players)
    if any(not MIN_SEATS <= n <= MAX_SEATS for n in counts):
        print(f"a Nomicoup game has {MIN_SEATS} to {MAX_SEATS} players", file=sys.stderr)
        return 2
    out = run(counts, args.seed, args.games, args.mode, args.players_kind, args.computer_seats, args.miss, args.rounds)
    if args.json:
        print(json.dumps(out, sort_keys=True))
    else:
        for k, v in out.items():
            print(f"{k:>24}: {v}")
    return 1 if out["errors"] or out.get("computer_refused") else 0


if __name__ == "__main__":
    raise SystemExit(main())
