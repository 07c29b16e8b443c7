"""What a player may give in a step (COUP.md 7.2): the moves of Nomicoup.

- `Act(action, target)`: the action of the player whose turn it is (3);
- `Challenge()`: challenge the claim open to challenge: the action's in the reactions window, the counteraction's in
  the counter-challenge window (5.1);
- `Counter(character)`: counter the action by claiming a character (4.1);
- `Pass()`: neither, in a window (final within it, 8.5);
- `Show()` / `DontShow()`: a challenged player's answer (5.2, 8.2);
- `Lose(character)`: the face-down card a player loses (6.1);
- `ReturnCards(cards)`: the two cards an exchanger returns to the Court Deck (3.4).

Cards are named by character: two cards of one character are alike. `Received(seat, input)` is one input as the bot
received it; a step's inputs are given in the order received (the first challenge, the first counter count, 5.1, 8.4).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.coup.cards import Character
from rules.coup.state import Action


@dataclass(frozen=True)
class Act:
    action: Action
    target: int | None = None


@dataclass(frozen=True)
class Challenge:
    pass


@dataclass(frozen=True)
class Counter:
    character: Character


@dataclass(frozen=True)
class Pass:
    pass


@dataclass(frozen=True)
class Show:
    pass


@dataclass(frozen=True)
class DontShow:
    pass


@dataclass(frozen=True)
class Lose:
    character: Character


@dataclass(frozen=True)
class ReturnCards:
    cards: tuple[Character, ...]


Input = Act | Challenge | Counter | Pass | Show | DontShow | Lose | ReturnCards
INPUT_KINDS: tuple[type[Input], ...] = (Act, Challenge, Counter, Pass, Show, DontShow, Lose, ReturnCards)


@dataclass(frozen=True)
class Received:
    """One input, from one seat, in the order the bot received it."""

    seat: int
    input: Input
