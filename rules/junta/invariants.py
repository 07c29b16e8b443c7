"""What must always hold of a state. The simulator and the property tests check these after every step."""

from __future__ import annotations

from collections import Counter

from rules.junta.cards import DECKS, HAND_LIMIT
from rules.junta.offices import OFFICE_INFO
from rules.junta.state import GameState, Phase, Status
from rules.junta.variants import rules_of


def violations(state: GameState, total_bills: int) -> list[str]:
    """Every broken invariant, as sentences (empty when all hold)."""
    out: list[str] = []
    places = [("deck", state.money_deck), ("pool", state.pool), ("out of play", state.out_of_play)]
    for p in state.players:
        places += [(f"{p.name}'s pocket", p.pocket), (f"{p.name}'s bank", p.bank)]
    seen: Counter[int] = Counter()
    for _, bills in places:
        seen.update(b.id for b in bills)
    dup = [b for b, n in seen.items() if n > 1]
    if dup:
        out.append(f"bills in two places at once: {sorted(dup)[:5]}")
    if len(seen) != total_bills:
        out.append(f"{total_bills - len(seen)} bills are missing")
    cards: Counter[int] = Counter(state.political_deck)
    cards.update(state.discards)
    for p in state.players:
        cards.update(p.hand)
        cards.update(p.influence)
    if sorted(cards) != sorted(DECKS[rules_of(state).deck]) or any(n > 1 for n in cards.values()):
        out.append("a political card is missing or in two places")
    for p in state.players:
        if p.status is not Status.ALIVE and p.id == state.president:
            out.append(f"the President {p.name} is {p.status.value}")
        if p.status is Status.DEAD and (p.hand or p.influence or p.pocket):
            out.append(f"dead {p.name} still holds cards or cash")
        if state.phase not in (Phase.CABINET,) and p.card_count > HAND_LIMIT and state.turn > 0:
            out.append(f"{p.name} holds {p.card_count} cards outside the cabinet phase")
    held: Counter[int] = Counter(s.holder for s in state.seats if s.holder is not None)
    for pid, n in held.items():
        if pid != state.president and n > 2:
            out.append(f"{state.players[pid].name} holds {n} offices")
        gens = sum(1 for s in state.seats if s.holder == pid and OFFICE_INFO[s.office].general)
        if gens > 1:
            out.append(f"{state.players[pid].name} holds two General offices")
        if state.players[pid].status is not Status.ALIVE:
            out.append(f"{state.players[pid].name} holds an office while {state.players[pid].status.value}")
    if sum(1 for s in state.seats if s.brother_in_law) > 1:
        out.append("the Brother-in-Law holds two offices")
    return out
