"""Orders accepted one by one that will not be carried out, as far as the whole set of a player's orders (or what
is known of the round) tells it now: each is a legal order, so it is recorded, and the player is told in his echo
and on his Done summary (issue 21: "keep the lapse, but say it").

- A stack move beyond those a player has this phase (VARIANTS 6.5.1, 001 §13.4: one per player, the President one
  more while his Brother-in-Law runs an office; 10.9.1: one per straw man). The Helicopter's flight is its owner's
  stack move (6.5.2), and a landing or a card's units moved on at once use one too. The coup spends them in its own
  order: the cards' moves, then the landings', then the moves, each by the time it was given; the ones that find
  none left are not carried out.
- A card that will have no effect (VARIANTS 5.1.4, 8.2: Bank Holiday when no banking is left this round).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.junta import military
from rules.junta.cardplay import no_effect
from rules.junta.orders import Land, Move, Order, PlayCard, PlayCoupCard
from rules.junta.state import BankState, GameState, Phase
from rules.junta.submission import Caveat
from rules.junta.units import Kind, parse_kind

__all__ = ["lapses", "stack_move_users"]


def stack_move_users(orders: Sequence[Order]) -> list[Order]:
    """The orders that use a stack move, in the order the coup spends them (`rules.junta.military.Phase.run`): coup
    cards whose units move on at once, landings that move on at once, then the moves; `orders` are in the order
    given."""
    cards = [o for o in orders if isinstance(o, PlayCoupCard) and o.then_to is not None]
    landings = [o for o in orders if isinstance(o, Land) and o.then_to is not None]
    moves = [o for o in orders if isinstance(o, Move)]
    return [*cards, *landings, *moves]


def _helicopter(state: GameState, pid: int, order: Order) -> bool:
    if not isinstance(order, Move):
        return False
    if order.via is not None or any(parse_kind(k) is Kind.HELICOPTER for k, _ in order.units):
        return True
    here = military.units_of(state, pid, order.from_zone) if state.coup is not None else []
    return bool(here) and all(u.kind is Kind.HELICOPTER for u in here)


def lapses(state: GameState, pid: int, orders: Sequence[Order]) -> dict[str, Caveat]:
    """For each of the player's orders (in the order given) that will not be carried out as things stand, its key
    and why, as a caveat the bot renders (`caveat-<code>`: a sentence that reads on its own or after the order's
    description): `no_effect` (a card, `form` why), `stack_move` (`number` its rank among his stack moves, `allowed`
    how many he has, `player` the straw man's seat for a straw man's, `flight` whether one is the Helicopter's)."""
    out: dict[str, Caveat] = {}
    for o in orders:
        if isinstance(o, PlayCard) and state.phase is not Phase.GAME_OVER and no_effect(state, o) is not None:
            form = "bank-closed" if state.bank is BankState.CLOSED else "no-banking"
            out[o.key()] = Caveat("no_effect", "", {"form": form, "card": o.card})
    if state.phase not in (Phase.LOCATIONS, Phase.COUP):
        return out
    users = stack_move_users(orders)
    allowed = military.stack_moves(state, pid)
    if len(users) <= allowed:
        return out
    p = state.players[pid]
    flight = any(_helicopter(state, pid, o) for o in users)
    for i, o in enumerate(users[allowed:], start=allowed + 1):
        data: dict[str, object] = {"number": i, "allowed": allowed, "flight": flight}
        data.update({"form": "straw", "player": pid} if p.straw else {"form": "own"})
        out[o.key()] = Caveat("stack_move", "", data)
    return out
