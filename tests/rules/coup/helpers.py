"""Building blocks for Nomicoup scenarios: a table with chosen hands, credits and Court Deck, and a step played.

Cards are taken from the game's own 15 (`rules.coup.cards`), so every scenario starts with each card in exactly one
place and the credits adding up to 50.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from rules.coup.cards import ALL_CARDS, Character, character
from rules.coup.engine import Resolution, step
from rules.coup.events import CoupEvent
from rules.coup.inputs import Input, Received
from rules.coup.invariants import violations
from rules.coup.state import TOTAL_CREDITS, CoupState, Mode, Seat, Step, StepKind, Turn

D, A, CA, AM, CO = (
    Character.DUKE,
    Character.ASSASSIN,
    Character.CAPTAIN,
    Character.AMBASSADOR,
    Character.CONTESSA,
)
E = TypeVar("E", bound=CoupEvent)

NAMES = ("Alba", "Borges", "Cortez", "Duarte", "Esteban", "Fuentes")
ALBA, BORGES, CORTEZ, DUARTE = 0, 1, 2, 3


def table(
    hands: Sequence[Sequence[Character]],
    credits: Sequence[int] | None = None,
    *,
    seat: int = ALBA,
    revealed: Sequence[Sequence[Character]] | None = None,
    deck_top: Sequence[Character] = (),
    mode: Mode = Mode.CONTINUOUS,
    rounds: int = 8,
    turn: int = 1,
    exiles: Sequence[int] | None = None,
) -> CoupState:
    """A game at `seat`'s action: each seat holds `hands[i]` face down and `revealed[i]` face up, has `credits[i]`
    (default 2); the Court Deck starts with `deck_top`, then the other cards in id order."""
    pool = list(ALL_CARDS)

    def take(who: Character) -> int:
        card = next(c for c in pool if character(c) is who)
        pool.remove(card)
        return card

    n = len(hands)
    money = list(credits) if credits is not None else [2] * n
    shown = revealed if revealed is not None else [()] * n
    seats = []
    for i in range(n):
        hand = tuple(take(c) for c in hands[i])
        up = tuple(take(c) for c in shown[i])
        seats.append(
            Seat(i, NAMES[i], hand=hand, revealed=up, credits=money[i], exiles=exiles[i] if exiles else 0)
        )
    top = [take(c) for c in deck_top]
    state = CoupState(
        mode=mode,
        rounds=rounds if mode is Mode.CONTINUOUS else 0,
        seats=tuple(seats),
        deck=tuple(top + pool),
        treasury=TOTAL_CREDITS - sum(money),
        starter=0,
        turn=Turn(turn, seat, round=(turn - 1) // n + 1, must_coup=money[seat] >= 10),
        step=Step(StepKind.ACTION, seat=seat),
    )
    assert not violations(state), violations(state)
    return state


def play(state: CoupState, *given: tuple[int, Input], seed: str = "t", refused: int = 0) -> Resolution:
    """Close the current step with these inputs (seat, input), in this order: `refused` of them must be refused
    (default none), and the invariants must hold after."""
    res = step(state, [Received(s, i) for s, i in given], seed)
    assert not violations(res.state), violations(res.state)
    got = [e for e in res.events if e.code == "input_refused"]
    assert len(got) == refused, got
    return res


def codes(events: Sequence[CoupEvent], public: bool | None = None) -> list[str]:
    return [e.code for e in events if public is None or e.public == public]


def find(events: Sequence[CoupEvent], kind: type[E]) -> E:
    found = [e for e in events if isinstance(e, kind)]
    assert found, f"no {kind.code} in {codes(events)}"
    return found[0]


def hand(state: CoupState, seat: int) -> list[Character]:
    return [character(c) for c in state.seat(seat).hand]


def revealed(state: CoupState, seat: int) -> list[Character]:
    return [character(c) for c in state.seat(seat).revealed]
