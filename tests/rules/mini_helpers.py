"""Building blocks for the `mini` rulebook tests (VARIANTS.md sections 10-11, Mini-Junta): a game for two or three
real players with its straw men, at a chosen phase, with a chosen President, opposition brigade and factions.

Seats (VARIANTS 10.1.4, 11.9): with two players the first President, then the other real player; with three the
real players in join order; then the straw men, named by the first family symbols left free
(`rules.junta.straw.SYMBOLS`). With two players: Alba (0, the first President) and Borges (1); Sunglasses (2) the straw
Minister, Pocket-watch (3) and Beard (4) the straw Generals. With three: Alba, Borges, Cortez (2); Sunglasses (3) and
Pocket-watch (4) the straw Generals.

`mini_game` puts every card the families hold back on top of the political deck and the President's aid draw back on
the money deck, so that a scenario hands out exactly the cards and bills it names (`helpers.give_cards`,
`helpers.give_bills`) and the invariants still hold.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from rules.junta import straw
from rules.junta.engine import new_game
from rules.junta.offices import Office
from rules.junta.orders import NameMinister, OppositionBrigade, Order
from rules.junta.state import GameState, Phase, Seat
from tests.rules.helpers import NAMES, run

ALBA, BORGES, CORTEZ = 0, 1, 2
# Two players: the straw Minister and the two straw Generals.
SUNGLASSES, POCKET_WATCH, BEARD = 2, 3, 4
STRAW_MINISTER, STRAW_GENERAL_A, STRAW_GENERAL_B = SUNGLASSES, POCKET_WATCH, BEARD
# Three players: the two straw Generals.
STRAW3_A, STRAW3_B = 3, 4

GOV = straw.GOVERNMENT
OPP = straw.OPPOSITION


def mini_fresh(n: int = 2, seed: str = "mini", president: int | None = None) -> GameState:
    """A new Mini-Junta game as `new_game` makes it (two players: round 1's Cabinet phase; three: the first
    election)."""
    g = new_game(NAMES[:n], seed, variant="mini", president=president)
    assert isinstance(g, GameState), g
    return g


def mini_game(
    n: int = 2,
    phase: Phase = Phase.CABINET,
    president: int = ALBA,
    brigade: Office = Office.GENERAL_1,
    minister: int | None = None,
    factions: Mapping[int, str | None] | None = None,
    seed: str = "mini",
) -> GameState:
    """A Mini-Junta game in round 1 whose Cabinet phase has resolved with these choices (the opposition leader
    commands `brigade`; three players: `minister` is Minister, default Cortez or, if he is President, Borges), then
    put in `phase`; every hand and influence empty, no aid drawn; the straw men in these `factions`. Two players with
    Borges President: Alba was the first President (seat 0, VARIANTS 10.1.4) and Borges holds the office now, as after
    a change of hands (10.4)."""
    g = mini_fresh(n, seed, ALBA if n == 2 else None)
    if n == 2 and president != ALBA:
        seats = tuple(replace(st, holder=president) if st.office is Office.PRESIDENT else st for st in g.seats)
        g = replace(g, president=president, opposition=ALBA, seats=seats)
    dealt = tuple(c for p in g.players for c in p.hand + p.influence)
    players = tuple(replace(p, hand=(), influence=()) for p in g.players)
    g = replace(g, players=players, political_deck=dealt + g.political_deck)
    orders: list[tuple[int, Order]] = [(president, OppositionBrigade(brigade))]
    if n == 3:
        g = replace(
            g,
            phase=Phase.CABINET,
            turn=1,
            president=president,
            seats=(Seat(Office.PRESIDENT, president),),
            election=None,
            candidates=(),
        )
        named = minister if minister is not None else (CORTEZ if president != CORTEZ else BORGES)
        orders.append((president, NameMinister(named)))
    s = run(g, *orders, seed=seed).state
    assert s.phase is Phase.BUDGET_PROPOSAL, s.phase
    s = replace(s, money_deck=s.pool + s.money_deck, pool=(), phase=phase)
    for pid, faction in (factions or {}).items():
        s = faction_of(s, pid, faction)
    return s


def faction_of(state: GameState, pid: int, faction: str | None) -> GameState:
    players = list(state.players)
    players[pid] = replace(players[pid], faction=faction)
    return replace(state, players=tuple(players))
