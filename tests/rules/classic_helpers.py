"""Building blocks for the `classic` rulebook tests (VARIANTS.md sections 2-9): a classic game at a chosen phase
with a chosen cabinet of the seven offices.

`classic_game` starts from `new_game(..., variant="classic")` and puts the five cards each family was dealt back on
top of the political deck, so that a scenario hands out exactly the cards it names (`helpers.give_cards` takes them
from the deck) and the invariants (every bill and card of the classic decks in exactly one place) still hold.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import replace

from rules.events import Event
from rules.junta import military
from rules.junta.context import Ctx
from rules.junta.engine import new_game
from rules.junta.offices import Office
from rules.junta.orders import Order, Submitted
from rules.junta.state import Coup, GameState, Phase, Seat
from rules.junta.units import Kind, Unit
from rules.junta.validate import validate
from rules.junta.variants import CLASSIC
from tests.rules.helpers import NAMES
from tests.rules.test_combat import Script

ALBA, BORGES, CORTEZ, DUARTE, ESTEBAN, FUENTES, GARZA = range(7)

# A cabinet for 4 players with Alba (0) as President: Borges (1) Minister and 1st General; Cortez (2) 2nd General and
# Admiral; Duarte (3) 3rd General and Air Force Commander. (VARIANTS 2.3.2: "with 4 players each of the other three
# holds one General office and one other office".)
CABINET4: dict[Office, int] = {
    Office.MINISTER: BORGES,
    Office.GENERAL_1: BORGES,
    Office.GENERAL_2: CORTEZ,
    Office.ADMIRAL: CORTEZ,
    Office.GENERAL_3: DUARTE,
    Office.AIR_FORCE: DUARTE,
}


def classic_fresh(n: int = 4, seed: str = "classic") -> GameState:
    """A new classic game, as `new_game` makes it (five cards each, the first election open)."""
    g = new_game(NAMES[:n], seed, variant="classic")
    assert isinstance(g, GameState), g
    return g


def classic_game(
    n: int = 4,
    phase: Phase = Phase.CABINET,
    president: int | None = ALBA,
    cabinet: dict[Office, int] | None = None,
    turn: int = 1,
    seed: str = "classic",
) -> GameState:
    """A classic game in `phase` of `turn` with a President and a cabinet of the six classic offices (default
    CABINET4), every hand empty (the dealt cards are back in the deck)."""
    g = classic_fresh(n, seed)
    dealt = tuple(c for p in g.players for c in p.hand)
    players = tuple(replace(p, hand=()) for p in g.players)
    cab = CABINET4 if cabinet is None else cabinet
    seats = (Seat(Office.PRESIDENT, president), *(Seat(o, cab.get(o)) for o in CLASSIC.cabinet))
    return replace(
        g,
        players=players,
        political_deck=dealt + g.political_deck,
        phase=phase,
        turn=turn,
        president=president,
        seats=seats,
        previous_cabinet=seats,
        election=None,
        candidates=(),
    )


def classic_coup(
    units: Iterable[Unit], phase: int = 1, n: int = 4, cabinet: dict[Office, int] | None = None
) -> GameState:
    """A classic game in Coup Phase `phase` with exactly these units on (and off) the map."""
    us = tuple(sorted(units, key=lambda u: u.id))
    g = classic_game(n, phase=Phase.COUP, cabinet=cabinet)
    nxt = max((u.id for u in us), default=-1) + 1
    return replace(g, coup=Coup(phase=phase, units=us, next_id=nxt))


def units(first_id: int, n: int, kind: Kind, zone: int | None, **kw: object) -> list[Unit]:
    return [Unit(first_id + i, kind, zone, **kw) for i in range(n)]  # type: ignore[arg-type]


Dice = Script
"""A scripted roller: dice per (zone, volley, firer) in the order of the calls (volley 0 is a bombardment); anything
unscripted rolls 1s (all misses). Every call is logged (`tests.rules.test_combat.Script`)."""


def resolve_coup(
    state: GameState, orders: Sequence[tuple[int, Order]], dice: Dice | None = None
) -> tuple[GameState, list[Event]]:
    """Validate the orders as the engine would, then resolve one coup phase's military orders."""
    for pid, o in orders:
        assert validate(state, pid, o) == (), (pid, o, validate(state, pid, o))
    ctx = Ctx(state, random.Random("classic"))
    military.resolve(ctx, [Submitted(pid, o, t) for t, (pid, o) in enumerate(orders)], roller=dice or Dice())
    return ctx.s, ctx.events


def at(state: GameState, zone: int | None, pid: int | None = None) -> list[Unit]:
    """The units in `zone` (of `pid`'s, if given)."""
    assert state.coup is not None
    return [u for u in state.coup.units if u.zone == zone and (pid is None or military.belongs(state, u) == pid)]
