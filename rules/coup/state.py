"""Nomicoup's state: frozen dataclasses, changed only by `dataclasses.replace` inside the engine.

The table of actions (`ACTIONS`) is the one declaration of what each action claims, costs, targets and who may
counter it (COUP.md 3, 4); validation, the engine, the choices offered and the words all read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TypeVar

from rules.coup.cards import Character

T = TypeVar("T")

TOTAL_CREDITS = 50  # 004 4.2: every credit is a player's or the Treasury's
MIN_SEATS, MAX_SEATS = 2, 6  # COUP.md 1.4
DEFAULT_ROUNDS = 8  # COUP.md 6.3
MAX_ROUNDS = 100
MUST_COUP = 10  # 004 4.4: a player who begins his turn with 10 or more credits must Coup


class Mode(StrEnum):
    CONTINUOUS = "continuous"  # the seed's: an exiled player draws two new cards and plays on (COUP.md 6.2-6.3)
    CLASSIC = "classic"  # the published game: an exiled player is out; the last one with influence wins (6.3, 8.8)


class Action(StrEnum):
    INCOME = "income"
    FOREIGN_AID = "foreign_aid"
    COUP = "coup"
    TAX = "tax"
    ASSASSINATE = "assassinate"
    STEAL = "steal"
    EXCHANGE = "exchange"


@dataclass(frozen=True)
class ActionRule:
    """One action (COUP.md 3.2-3.6, 4.1). `claim`: the character it claims (None: a basic action); `price`: paid to
    the Treasury when declared; `takes`: credits taken from the Treasury (Steal takes from the target instead);
    `counters`: the characters that counter it; `target_counters`: only the target may counter (else any other
    player may)."""

    action: Action
    claim: Character | None = None
    price: int = 0
    takes: int = 0
    targeted: bool = False
    counters: tuple[Character, ...] = ()
    target_counters: bool = False


ACTIONS: dict[Action, ActionRule] = {
    Action.INCOME: ActionRule(Action.INCOME, takes=1),
    Action.FOREIGN_AID: ActionRule(Action.FOREIGN_AID, takes=2, counters=(Character.DUKE,)),
    Action.COUP: ActionRule(Action.COUP, price=7, targeted=True),
    Action.TAX: ActionRule(Action.TAX, claim=Character.DUKE, takes=3),
    Action.ASSASSINATE: ActionRule(
        Action.ASSASSINATE,
        claim=Character.ASSASSIN,
        price=3,
        targeted=True,
        counters=(Character.CONTESSA,),
        target_counters=True,
    ),
    Action.STEAL: ActionRule(
        Action.STEAL,
        claim=Character.CAPTAIN,
        targeted=True,
        counters=(Character.CAPTAIN, Character.AMBASSADOR),
        target_counters=True,
    ),
    Action.EXCHANGE: ActionRule(Action.EXCHANGE, claim=Character.AMBASSADOR),
}
STEAL_AMOUNT = 2  # 004 4.6.3: "up to 2 credits"
EXCHANGE_DRAW = 2  # COUP.md 3.4


class StepKind(StrEnum):
    """The steps a turn runs as (COUP.md 7.2)."""

    ACTION = "action"  # the player whose turn it is declares his action
    REACTIONS = "reactions"  # the window to challenge the action's claim or counter it
    COUNTER_CHALLENGE = "counter_challenge"  # the window to challenge the counteraction
    SHOW = "show"  # a challenged player: Show or Don't show (8.2)
    LOSE = "lose"  # a player chooses the influence he loses (6.1, 8.3)
    EXCHANGE = "exchange"  # the exchanger chooses the 2 cards he returns (3.4)
    OVER = "over"  # the game has ended


class ClaimOf(StrEnum):
    ACTION = "action"
    COUNTER = "counter"


class Cause(StrEnum):
    """Why a player loses influence."""

    COUP = "coup"
    ASSASSINATION = "assassination"
    BLUFF = "bluff"  # a challenged claimant did not show the card (5.2)
    CHALLENGE = "challenge"  # a challenger whose claimant showed the card (5.2)


class EndReason(StrEnum):
    ROUNDS = "rounds"  # continuous: the round limit was reached (6.3)
    LAST_STANDING = "last_standing"  # classic: one player has influence left (6.3)
    MODERATOR = "moderator"  # a moderator ended the game (6.3, 8.9)


@dataclass(frozen=True)
class Seat:
    """A player. `hand`: his face-down cards (his influence), secret; `revealed`: his lost cards, face up (6.1);
    `exiles`: how many times he was exiled (public, 6.2); `out`: classic only, he has left the game (6.3)."""

    id: int
    name: str
    hand: tuple[int, ...] = ()
    revealed: tuple[int, ...] = ()
    credits: int = 0
    exiles: int = 0
    out: bool = False

    @property
    def influence(self) -> int:
        return len(self.hand)


@dataclass(frozen=True)
class Step:
    """The step waiting for input. `seat`: who acts in a one-player step (the actor, the challenged claimant, the
    loser, the exchanger); `may_challenge`: in the reactions window, False once a challenge of the action was
    settled and only counters remain (8.1); `claim_of`: whose claim a SHOW step or a loss after a challenge is
    about; `cause`: why a LOSE step's player loses influence."""

    kind: StepKind
    seat: int | None = None
    may_challenge: bool = True
    claim_of: ClaimOf | None = None
    cause: Cause | None = None


@dataclass(frozen=True)
class Turn:
    """The turn in progress (all public). `number` counts turns from 1; `round` counts the times the turn order
    went round from the starting player (players out skipped); `must_coup`: the actor began it with 10
    credits or more; `paid`: what the action cost when declared (refunded if its claim is shown false, 3.5);
    `passed`: who passed the reactions window (a Pass is final, 8.5); `exiled`: who was exiled during this turn and
    is no longer affected by it (5.3, 8.7)."""

    number: int
    seat: int
    round: int = 1
    must_coup: bool = False
    action: Action | None = None
    target: int | None = None
    paid: int = 0
    challenger: int | None = None
    counter_seat: int | None = None
    counter_card: Character | None = None
    counter_challenger: int | None = None
    passed: tuple[int, ...] = ()
    exiled: tuple[int, ...] = ()

    @property
    def rule(self) -> ActionRule | None:
        return ACTIONS[self.action] if self.action is not None else None


@dataclass(frozen=True)
class Standing:
    rank: int
    seat: int


@dataclass(frozen=True)
class CoupState:
    """A game of Nomicoup. `deck`: the Court Deck, top first (its order is secret, 1.1); `treasury`: the credits no
    player holds (1.2); `starter`: the first player, drawn by lot (2); `seq`: steps resolved so far; `gone`: classic,
    the seats in the order they went out (8.8); `rounds`: continuous, the round limit (0 in classic)."""

    mode: Mode
    rounds: int
    seats: tuple[Seat, ...]
    deck: tuple[int, ...]
    treasury: int
    starter: int
    turn: Turn
    step: Step
    seq: int = 0
    gone: tuple[int, ...] = ()
    ranking: tuple[Standing, ...] = ()
    end: EndReason | None = None

    @property
    def over(self) -> bool:
        return self.step.kind is StepKind.OVER

    def seat(self, i: int) -> Seat:
        return self.seats[i]

    def in_game(self) -> tuple[int, ...]:
        """Seats still playing (everyone in the continuous game)."""
        return tuple(s.id for s in self.seats if not s.out)

    @property
    def round(self) -> int:
        """The round the current turn belongs to, from 1 (continuous: every player has one turn a round)."""
        return self.turn.round


class StateError(ValueError):
    """The state contradicts itself (a bug, or a damaged snapshot). Never caused by a player's input: inputs are
    validated before they reach the engine."""


def known(value: T | None, what: str) -> T:
    """`value`, which the state's step guarantees is set."""
    if value is None:
        raise StateError(f"the state has no {what} at this step")
    return value
