"""Building blocks for rule scenarios: a game at a chosen phase with chosen offices, cash and cards.

Everything is taken from the game's own decks (bills from the money deck, cards from the political deck), so the
invariants (every bill and card in exactly one place) still hold in every scenario.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from rules.events import Event
from rules.junta.cards import card
from rules.junta.engine import Resolution, adjudicate, new_game
from rules.junta.invariants import violations
from rules.junta.money import Bill
from rules.junta.offices import Office
from rules.junta.orders import Order, Submitted
from rules.junta.state import GameState, Phase, Seat

NAMES = ("Alba", "Borges", "Cortez", "Duarte", "Esteban", "Fuentes", "Garza", "Herrera", "Ibarra", "Jimenez")
# A standard cabinet for 6 players with Alba (0) as President.
CABINET6: dict[Office, int] = {
    Office.MINISTER: 1,
    Office.GENERAL_1: 2,
    Office.GENERAL_2: 3,
    Office.GENERAL_3: 4,
    Office.ADMIRAL: 5,
    Office.AIR_FORCE: 1,
    Office.MINISTER_OF_WAR: 2,
    Office.FOREIGN_MINISTER: 3,
    Office.FARM_LABOR: 4,
}


def fresh(n: int = 6, seed: str = "test") -> GameState:
    g = new_game(NAMES[:n], seed)
    assert isinstance(g, GameState)
    return g


def game(
    n: int = 6,
    phase: Phase = Phase.CABINET,
    president: int | None = 0,
    cabinet: dict[Office, int] | None = None,
    turn: int = 1,
    seed: str = "test",
) -> GameState:
    """A game in `phase` of `turn` with a President and a cabinet (default CABINET6 for 6 players)."""
    g = fresh(n, seed)
    seats = [Seat(Office.PRESIDENT, president)]
    cab = CABINET6 if cabinet is None else cabinet
    for office in Office:
        if office is Office.PRESIDENT:
            continue
        seats.append(Seat(office, cab.get(office)))
    return replace(g, phase=phase, turn=turn, president=president, seats=tuple(seats), previous_cabinet=tuple(seats))


def take_bills(state: GameState, *values: int) -> tuple[GameState, tuple[Bill, ...]]:
    """Take bills of these denominations off the money deck."""
    deck = list(state.money_deck)
    taken: list[Bill] = []
    for v in values:
        b = next(x for x in deck if x.value == v)
        deck.remove(b)
        taken.append(b)
    return replace(state, money_deck=tuple(deck)), tuple(taken)


def give_bills(state: GameState, pid: int, *values: int, where: str = "pocket") -> GameState:
    """Move bills of these denominations from the money deck to a player's pocket (or 'bank')."""
    state, taken = take_bills(state, *values)
    p = state.players[pid]
    players = list(state.players)
    if where == "bank":
        players[pid] = replace(p, bank=tuple(sorted(p.bank + taken)))
    else:
        players[pid] = replace(p, pocket=tuple(sorted(p.pocket + taken)))
    return replace(state, players=tuple(players))


def pool(state: GameState, *values: int) -> GameState:
    """Move bills of these denominations from the money deck into the budget pool."""
    state, taken = take_bills(state, *values)
    return replace(state, pool=tuple(sorted(state.pool + taken)))


def give_cards(state: GameState, pid: int, *names: str, influence: bool = False) -> tuple[GameState, list[int]]:
    """Move cards with these names (or titles like 'Vote (3)') from the political deck to a player."""
    deck = list(state.political_deck)
    ids: list[int] = []
    for name in names:
        c = next(x for x in deck if card(x).name == name or card(x).title == name)
        deck.remove(c)
        ids.append(c)
    p = state.players[pid]
    players = list(state.players)
    if influence:
        players[pid] = replace(p, influence=p.influence + tuple(ids))
    else:
        players[pid] = replace(p, hand=p.hand + tuple(ids))
    return replace(state, political_deck=tuple(deck), players=tuple(players)), ids


def set_player(state: GameState, pid: int, **changes: object) -> GameState:
    players = list(state.players)
    players[pid] = replace(players[pid], **changes)  # type: ignore[arg-type]
    return replace(state, players=tuple(players))


def run(state: GameState, *orders: tuple[int, Order], seed: str = "s") -> Resolution:
    """Resolve the phase with these (player, order) pairs, stored in this order, and check the invariants."""
    subs = [Submitted(pid, o, t) for t, (pid, o) in enumerate(orders)]
    res = adjudicate(state, subs, seed)
    n_bills = len({b.id for b in _all_bills(state)})
    bad = violations(res.state, n_bills)
    assert not bad, bad
    return res


def _all_bills(state: GameState) -> Iterable[Bill]:
    yield from state.money_deck
    yield from state.pool
    yield from state.out_of_play
    for p in state.players:
        yield from p.pocket
        yield from p.bank


def codes(events: Iterable[Event], public: bool | None = None) -> list[str]:
    return [e.code for e in events if public is None or e.public == public]


def find(events: Iterable[Event], code: str) -> Event:
    return next(e for e in events if e.code == code)


def cash(state: GameState, pid: int) -> int:
    return sum(b.value for b in state.players[pid].pocket)


def swiss(state: GameState, pid: int) -> int:
    return sum(b.value for b in state.players[pid].bank)
