"""A computer player for Nomicoup: a pure function of what one seat may know.

    decide(view, history, legal, seed) -> Input

- `view`: the seat's `PlayerView` (the public table and its own face-down cards);
- `history`: the events the seat was shown so far, oldest first (`rules.coup.views.visible(events, seat)`);
- `legal`: the inputs it may give now (`rules.coup.validate.choices`), which depend only on its own hand and public
  facts; it returns one of them (the engine accepts it as it is);
- `seed`: any string; with the view's step counter it seeds the seat's one `random.Random`.

It never sees the state: no other hand, no deck order. It counts cards (3 copies of each character, minus those face
up on the table and those in its own hand), reads from the history how often each rival was caught bluffing and how
readily the table challenges and counters, and so: claims what it holds, bluffs where a challenge is unlikely,
challenges claims that the count makes unlikely (always a claim of a character whose three copies it can see),
counters with what it holds (and bluffs the Contessa when that cannot cost more than the assassination would),
shows a card it holds, loses and returns its least useful cards, and aims Coups and assassinations at the rival
whose loss helps it most in the ranking.
"""

from __future__ import annotations

import random
from collections import Counter as Tally
from collections.abc import Sequence
from dataclasses import dataclass, field
from math import comb

from rules.coup.cards import COPIES, Character
from rules.coup.events import (
    ActionBlocked,
    ActionDeclared,
    CardNotShown,
    CardShown,
    Challenged,
    Countered,
    CoupEvent,
    Exiled,
    Passed,
)
from rules.coup.inputs import Act, Challenge, Counter, DontShow, Input, Lose, Pass, ReturnCards, Show
from rules.coup.state import ACTIONS, Action, Mode, StepKind
from rules.coup.views import PlayerView, PublicSeat

VALUE: dict[Character, float] = {
    Character.DUKE: 5.0,
    Character.CAPTAIN: 3.5,
    Character.ASSASSIN: 3.0,
    Character.CONTESSA: 3.0,
    Character.AMBASSADOR: 1.5,
}


@dataclass
class Memory:
    """What the history taught the seat. Rates start from a prior of one in two (Laplace)."""

    challenged: Tally[int] = field(default_factory=Tally)  # times each seat's claim was challenged
    caught: Tally[int] = field(default_factory=Tally)  # ... and he did not show the card
    windows: int = 0  # challenge windows seen (claims made)
    challenges: int = 0
    counter_windows: int = 0  # Foreign Aid, Steal and Assassinate declared
    counters: int = 0
    answers: int = 0  # answers seen in windows where a claim could be challenged
    claims: dict[int, set[Character]] = field(default_factory=dict)  # claims standing since the seat's last exile
    blocked: Tally[tuple[int, int, Action]] = field(default_factory=Tally)  # (actor, blocker, action) stopped

    def honesty(self, seat: int) -> float:
        """The share of `seat`'s challenged claims that he showed."""
        return (self.challenged[seat] - self.caught[seat] + 1) / (self.challenged[seat] + 2)

    def challenge_rate(self) -> float:
        """The chance that one given rival challenges a claim."""
        return (self.challenges + 1) / (self.answers + 2)

    def counter_rate(self) -> float:
        return (self.counters + 1) / (self.counter_windows + 2)


def remember(history: Sequence[CoupEvent]) -> Memory:
    m = Memory()
    open_claim = False  # a claim is open to challenge in the window now open
    for e in history:
        if isinstance(e, ActionDeclared):
            rule = ACTIONS[e.action]
            open_claim = rule.claim is not None
            m.counter_windows += bool(rule.counters)
            if rule.claim is not None:
                m.windows += 1
                m.claims.setdefault(e.seat, set()).add(rule.claim)
        elif isinstance(e, Challenged):
            m.challenged[e.claimant] += 1
            m.challenges += 1
            m.answers += 1
            open_claim = False  # a reactions window after a settled challenge is for counters only
        elif isinstance(e, CardNotShown | CardShown):
            # caught bluffing, or the card went back into the deck: the claim no longer stands
            m.caught[e.seat] += isinstance(e, CardNotShown)
            m.claims.setdefault(e.seat, set()).discard(e.character)
        elif isinstance(e, Countered):
            m.counters += 1
            m.answers += open_claim  # he could have challenged the action instead
            m.windows += 1  # a counteraction is a claim too
            m.claims.setdefault(e.seat, set()).add(e.character)
        elif isinstance(e, Passed):
            m.answers += e.step is StepKind.COUNTER_CHALLENGE or open_claim
        elif isinstance(e, ActionBlocked):
            m.blocked[(e.seat, e.by, e.action)] += 1
        elif isinstance(e, Exiled):
            m.claims.pop(e.seat, None)
            for key in [k for k in m.blocked if k[1] == e.seat]:
                del m.blocked[key]
    return m


class _Mind:
    def __init__(self, view: PlayerView, history: Sequence[CoupEvent], seed: str) -> None:
        self.view = view
        self.pub = view.public
        self.me = view.seat
        self.hand = view.hand
        self.memory = remember(history)
        self.rng = random.Random(f"{seed}:{self.pub.seq}:{self.me}")
        seen = Tally(c for s in self.pub.seats for c in s.revealed)
        self.unseen = {c: max(0, COPIES - seen[c] - self.hand.count(c)) for c in Character}
        self.unknown = self.pub.deck + sum(s.face_down for s in self.pub.seats if s.id != self.me)

    @property
    def my(self) -> PublicSeat:
        return self.pub.seats[self.me]

    def rivals(self) -> list[PublicSeat]:
        return [s for s in self.pub.seats if s.id != self.me and not s.out]

    def holds(self, seat: int, who: Character, claimed: bool | None = None) -> float:
        """The chance that `seat` holds `who`: by the count; if he claimed it (now, or earlier since his last exile),
        likelier, then weighed with how often his challenged claims were shown."""
        if claimed is None:
            claimed = who in self.memory.claims.get(seat, set())
        u = self.unseen[who]
        k = self.pub.seats[seat].face_down
        if u == 0 or k == 0:
            return 0.0
        total = max(self.unknown, k)
        q = 1.0 - comb(max(0, total - u), k) / comb(total, k)
        if not claimed:
            return q
        q = q / (q + (1.0 - q) * 0.5)  # a claim: twice as likely from a holder as from a bluffer
        m = self.memory.challenged[seat]
        honest = self.memory.honesty(seat)
        return (honest * m + q * 2) / (m + 2)

    def blocks(self, target: int, action: Action) -> bool:
        """Whether `target` stopped this action of ours twice already (and was not exiled since)."""
        return self.memory.blocked[(self.me, target, action)] >= 2

    def caught_risk(self) -> float:
        """The chance that somebody challenges a claim of ours."""
        r = self.memory.challenge_rate()
        return 1.0 - (1.0 - r) ** len(self.rivals())


def decide(view: PlayerView, history: Sequence[CoupEvent], legal: Sequence[Input], seed: str) -> Input:
    """One input among `legal` (which must not be empty)."""
    if len(legal) == 1:
        return legal[0]
    mind = _Mind(view, history, seed)
    kind = view.public.step.kind
    if kind is StepKind.ACTION:
        choice = _action(mind, legal)
    elif kind is StepKind.REACTIONS:
        choice = _reaction(mind, legal)
    elif kind is StepKind.COUNTER_CHALLENGE:
        choice = _counter_challenge(mind, legal)
    elif kind is StepKind.SHOW:
        choice = Show() if Show() in legal else DontShow()
    elif kind is StepKind.LOSE:
        choice = _lose(mind, legal)
    else:
        choice = _exchange(mind, legal)
    return choice if choice in legal else legal[0]


# --- the action -------------------------------------------------------------------------------------------------
def _target(mind: _Mind, legal: Sequence[Input], action: Action) -> int | None:
    """The rival whose loss helps us most: in the continuous game one a loss would exile, then the best ranked (fewest
    exiles, most credits); in the classic game the strongest (most influence, most credits)."""
    allowed = {i.target for i in legal if isinstance(i, Act) and i.action is action and i.target is not None}
    pool = [s for s in mind.rivals() if s.id in allowed]
    if not pool:
        return None
    if mind.pub.mode is Mode.CONTINUOUS:
        best = max(pool, key=lambda s: (s.face_down == 1, -s.exiles, s.credits, mind.rng.random()))
    else:
        best = max(pool, key=lambda s: (s.face_down, s.credits, mind.rng.random()))
    return best.id


def _action(mind: _Mind, legal: Sequence[Input]) -> Input:
    acts = {(i.action, i.target) for i in legal if isinstance(i, Act)}
    can = {a for a, _ in acts}
    hand = set(mind.hand)
    credits = mind.my.credits
    if Action.COUP in can:
        target = _target(mind, legal, Action.COUP)
        if target is not None:
            return Act(Action.COUP, target)
    safe_bluff = mind.caught_risk() < (0.35 if mind.pub.mode is Mode.CONTINUOUS else 0.2)
    if Action.ASSASSINATE in can and (Character.ASSASSIN in hand or (safe_bluff and mind.rng.random() < 0.3)):
        target = _target(mind, legal, Action.ASSASSINATE)
        if (
            target is not None
            and mind.holds(target, Character.CONTESSA) < 0.3  # else her Contessa stops it
            and not mind.blocks(target, Action.ASSASSINATE)
        ):
            return Act(Action.ASSASSINATE, target)
    if Character.DUKE in hand and credits < 7:
        return Act(Action.TAX)
    if Character.CAPTAIN in hand:
        victims = [
            s
            for s in mind.rivals()
            if s.credits >= 2
            and (Action.STEAL, s.id) in acts
            and not mind.blocks(s.id, Action.STEAL)
            and max(mind.holds(s.id, Character.CAPTAIN), mind.holds(s.id, Character.AMBASSADOR)) < 0.6
        ]
        if victims:
            return Act(Action.STEAL, max(victims, key=lambda s: (s.credits, mind.rng.random())).id)
    if Character.DUKE in hand:
        return Act(Action.TAX)
    if Character.AMBASSADOR in hand and not hand & {Character.DUKE, Character.CAPTAIN, Character.ASSASSIN}:
        return Act(Action.EXCHANGE)
    if safe_bluff and mind.unseen[Character.DUKE] > 0 and mind.rng.random() < 0.5:
        return Act(Action.TAX)
    fa_blocked = 1.0 - (1.0 - mind.memory.counter_rate()) ** len(mind.rivals())
    if fa_blocked < 0.5:
        return Act(Action.FOREIGN_AID)
    return Act(Action.INCOME)


# --- windows ------------------------------------------------------------------------------------------------------
def _reaction(mind: _Mind, legal: Sequence[Input]) -> Input:
    turn = mind.pub.turn
    rule = turn.rule
    if rule is None:
        return Pass() if Pass() in legal else legal[0]
    hand = set(mind.hand)
    mine = mind.my.face_down
    counters = [i for i in legal if isinstance(i, Counter)]
    targeted = turn.target == mind.me
    real = [c for c in counters if c.character in hand]
    if real and (targeted or rule.action is Action.FOREIGN_AID):
        return real[0]
    may_challenge = Challenge() in legal and rule.claim is not None
    p = mind.holds(turn.seat, rule.claim, claimed=True) if may_challenge and rule.claim is not None else 1.0
    if may_challenge and p == 0.0:
        return Challenge()  # all three copies are accounted for: a certain bluff
    if targeted and rule.action is Action.ASSASSINATE:
        if mine == 1:
            # Losing the challenge or a bluffed Contessa costs what the assassination would: our last card.
            if may_challenge and p < 0.5:
                return Challenge()
            if counters and mind.unseen[Character.CONTESSA] > 0:
                return counters[0]
            return Challenge() if may_challenge else Pass()
        if may_challenge and p < 0.3:
            return Challenge()
        return Pass()
    if targeted and rule.action is Action.STEAL and mind.my.credits > 0:
        if may_challenge and p < (0.35 if mine > 1 else 0.15):
            return Challenge()
        bluffable = [c for c in counters if mind.unseen[c.character] > 0]
        if bluffable and mine > 1 and mind.caught_risk() < 0.3:
            return bluffable[0]
        return Pass()
    if may_challenge and p < (0.25 if mine > 1 else 0.08):
        return Challenge()
    return Pass()


def _counter_challenge(mind: _Mind, legal: Sequence[Input]) -> Input:
    turn = mind.pub.turn
    if Challenge() not in legal or turn.counter_seat is None or turn.counter_card is None:
        return Pass()
    p = mind.holds(turn.counter_seat, turn.counter_card, claimed=True)
    if p == 0.0:
        return Challenge()
    mine = mind.my.face_down
    limit = 0.3 if turn.seat == mind.me else 0.1
    if mine == 1:
        limit /= 2
    return Challenge() if p < limit else Pass()


# --- choices of cards ----------------------------------------------------------------------------------------------
def _worth(hand: Sequence[Character]) -> float:
    """How good a hand is: its cards' values, a second copy of a character counting less."""
    seen: set[Character] = set()
    total = 0.0
    for c in sorted(hand, key=lambda c: -VALUE[c]):
        total += VALUE[c] * (0.5 if c in seen else 1.0)
        seen.add(c)
    return total


def _lose(mind: _Mind, legal: Sequence[Input]) -> Input:
    options = [i for i in legal if isinstance(i, Lose)]

    def kept(i: Lose) -> float:
        rest = list(mind.hand)
        rest.remove(i.character)
        return _worth(rest)

    return max(options, key=kept)


def _exchange(mind: _Mind, legal: Sequence[Input]) -> Input:
    options = [i for i in legal if isinstance(i, ReturnCards)]

    def kept(i: ReturnCards) -> float:
        rest = list(mind.hand)
        for c in i.cards:
            rest.remove(c)
        return _worth(rest)

    return max(options, key=kept)


__all__ = ["Memory", "decide", "remember"]
