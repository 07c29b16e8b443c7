"""What must always hold of a Nomicoup state (COUP.md 1): the simulator and the property tests check it after every
step."""

from __future__ import annotations

from collections import Counter

from rules.coup.cards import ALL_CARDS
from rules.coup.state import TOTAL_CREDITS, CoupState, Mode, StepKind


def violations(state: CoupState) -> list[str]:
    """Every broken invariant, as sentences (empty when all hold)."""
    out: list[str] = []
    money = state.treasury + sum(s.credits for s in state.seats)
    if money != TOTAL_CREDITS:
        out.append(f"the players' credits and the Treasury add up to {money}, not {TOTAL_CREDITS}")
    if state.treasury < 0 or any(s.credits < 0 for s in state.seats):
        out.append("a negative amount of credits")
    places: Counter[int] = Counter(state.deck)
    for s in state.seats:
        places.update(s.hand)
        places.update(s.revealed)
    twice = sorted(c for c, n in places.items() if n > 1)
    if twice:
        out.append(f"cards in two places at once: {twice}")
    missing = sorted(set(ALL_CARDS) - set(places))
    if missing:
        out.append(f"cards in no place: {missing}")
    strange = sorted(set(places) - set(ALL_CARDS))
    if strange:
        out.append(f"cards that are not in the game: {strange}")
    exchanging = state.step.kind is StepKind.EXCHANGE
    for s in state.seats:
        held = len(s.hand) + len(s.revealed)
        if s.out:
            if state.mode is not Mode.CLASSIC or s.hand:
                out.append(f"{s.name} is out but holds face-down cards, or the game is not classic")
        elif not s.hand:
            out.append(f"{s.name} is in the game with no face-down card")
        elif held != 2 and not (exchanging and s.id == state.step.seat):
            out.append(f"{s.name} holds {held} cards in all, not 2")
    return out
