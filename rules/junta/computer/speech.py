"""What a computer family says in the game channel (issue 25: "short speeches that come from the game"): typed facts,
chosen here from what its seat may know; the words are the bot's (`bot.games.junta.text.computer`), one function per
kind.

A line is said once: each kind has `VARIANTS` phrasings, and a family picks one the game has not heard for that
kind, else one not heard for that kind and subject (the facts its words name: the same phrasing with other names
is another line). Every computer line of the game is a public "computer_speech" event, read back by `heard`.
Nothing said carries a private fact: the budget is the public one on the table, the blame follows the public roll
call, a death is public, a threat names the President only.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from rules.events import PUBLIC, Event
from rules.junta.computer import facts
from rules.junta.computer.memory import Memory
from rules.junta.computer.military import disaffected
from rules.junta.state import Phase
from rules.junta.views import PlayerView

VARIANTS = 6
"""Phrasings of each kind of line (`bot.games.junta.text.computer` has as many)."""


@dataclass(frozen=True)
class Inauguration:
    """A computer President speaks as his cabinet is formed."""

    speaker: int
    turn: int
    variant: int = 0
    KIND = "inauguration"

    def subject(self) -> str:
        return ""  # its words name nobody: each phrasing once a game


@dataclass(frozen=True)
class BudgetPitch:
    """A computer President defends the budget on the table: whom it pays (public totals)."""

    speaker: int
    paid: tuple[tuple[int, int], ...]
    variant: int = 0
    KIND = "budget"

    def subject(self) -> str:
        return ",".join(f"{p}:{a}" for p, a in self.paid)


@dataclass(frozen=True)
class Blame:
    """Its budget refused, a computer President blames those who voted no (the public roll call)."""

    speaker: int
    whom: tuple[int, ...]
    variant: int = 0
    KIND = "blame"

    def subject(self) -> str:
        return ",".join(map(str, self.whom))


@dataclass(frozen=True)
class Threat:
    """Left out of a budget that passed, a family warns the President."""

    speaker: int
    president: int
    variant: int = 0
    KIND = "threat"

    def subject(self) -> str:
        return str(self.president)


@dataclass(frozen=True)
class Mourning:
    """A family was killed (public): a computer family speaks of it, kindly of an ally, coldly of a rival."""

    speaker: int
    victim: int
    friend: bool
    variant: int = 0
    KIND = "death"

    def subject(self) -> str:
        return str(self.victim)  # its words name the victim only: each phrasing once for him


Line = Inauguration | BudgetPitch | Blame | Threat | Mourning
KINDS: tuple[str, ...] = tuple(k.KIND for k in (Inauguration, BudgetPitch, Blame, Threat, Mourning))


def heard(history: Sequence[Event]) -> set[tuple[str, int, str]]:
    """Every computer line the game has heard: (kind, variant, subject)."""
    out: set[tuple[str, int, str]] = set()
    for e in history:
        if e.code == "computer_speech":
            variant = e.data.get("variant")
            number = variant if isinstance(variant, int) else -1
            out.add((str(e.data.get("kind", "")), number, str(e.data.get("subject", ""))))
    return out


def said_event(line: Line, text: str) -> Event:
    """The public record of a line said (its text as the channel read it): what `heard` reads back."""
    return Event(
        "computer_speech", text, PUBLIC, {"speaker": line.speaker, "kind": line.KIND, "variant": line.variant,
                                          "subject": line.subject()}
    )


def _fresh(line: Line, done: set[tuple[str, int, str]], rng: random.Random) -> Line | None:
    """The line with a phrasing never heard for its kind, else one never heard for its kind and subject; None
    when every phrasing was."""
    kind, subject = line.KIND, line.subject()
    used = {v for k, v, _ in done if k == kind}
    order = list(range(VARIANTS))
    rng.shuffle(order)
    for v in order:
        if v not in used:
            return replace(line, variant=v)
    for v in order:
        if (kind, v, subject) not in done:
            return replace(line, variant=v)
    return None


def lines(view: PlayerView, history: Sequence[Event], memory: Memory, seed: str) -> tuple[Line, ...]:
    """What this computer family has to say as the phase opens (at most one line), from public facts only."""
    pub = view.public
    me = view.player
    rng = random.Random(f"{seed}:speech:{me}:{pub.seq}")
    wanted: list[Line] = []
    president = pub.president
    if pub.phase is Phase.CABINET and president == me:
        wanted.append(Inauguration(me, pub.turn))
    elif pub.phase is Phase.BUDGET_VOTE and president == me and pub.budget_totals:
        wanted.append(BudgetPitch(me, tuple(pub.budget_totals)))
    elif pub.phase is Phase.MINISTER_DECISION and president == me and memory.budget_passed is False:
        noes = tuple(sorted(p for p in memory.voted_no if facts.alive(view, p)))
        last = _last_noes(history, me)
        if last:
            wanted.append(Blame(me, last))
        elif noes:
            wanted.append(Blame(me, noes))
    elif pub.phase is Phase.LOCATIONS and president is not None and president != me:
        left_out = me in disaffected(view, memory) and memory.budget_passed
        if left_out and memory.ally_score(president) <= 0 and not facts.player(view, me).straw:
            wanted.append(Threat(me, president))
    done = heard(history)
    victim = _last_killed(history)
    if victim is not None and victim != me and not wanted:
        mourn = Mourning(me, victim, memory.ally_score(victim) > 0)
        if not any(k == mourn.KIND and s == mourn.subject() for k, _, s in done):
            wanted.append(mourn)
    out: list[Line] = []
    for line in wanted[:1]:
        fresh = _fresh(line, done, rng)
        if fresh is not None:
            out.append(fresh)
    return tuple(out)


def _last_killed(history: Sequence[Event]) -> int | None:
    """The family killed last, if a killing is the latest news (since the last phase's results)."""
    for e in reversed(history[-40:]):
        if e.code == "killed":
            victim = e.data.get("victim")
            return victim if isinstance(victim, int) else None
        if e.code == "computer_speech":
            return None
    return None


def _last_noes(history: Sequence[Event], me: int) -> tuple[int, ...]:
    """Who voted no in the last roll call (public)."""
    for e in reversed(history):
        if e.code == "budget_vote":
            roll = e.data.get("roll_call")
            if not isinstance(roll, list):
                return ()
            out = []
            for r in roll:
                if (
                    isinstance(r, dict)
                    and isinstance(r.get("player"), int)
                    and r["player"] != me
                    and int(r.get("no", 0) or 0) > int(r.get("yes", 0) or 0)
                ):
                    out.append(int(r["player"]))
            return tuple(sorted(out))
    return ()
