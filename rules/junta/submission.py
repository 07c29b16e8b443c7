"""What an order means at the moment it is given (issue 22; RULES 7): `at_submission(state, player, order, known)`
says whether it may be recorded and, if it may, what it still depends on.

    verdict = at_submission(state, player, order, known)
    verdict.rejections   # why it cannot be recorded: `rules.junta.validate` first, then what only the phase's orders
                         # tell (a second for a family nobody has nominated)
    verdict.caveats      # recorded, but it counts only if something happens later: said in the echo and in the
                         # Done summary ("you are going to the Club: this banking counts only at the Bank")

An order that can never happen is refused at once, with a stable code and a sentence; one that depends on what
happens later (another order of his not given yet, a coup that may or may not begin, cash that may still come) is
accepted, with a caveat saying on what. `known` is what the player knows of the phase's orders: his own standing
orders (the seat he gives them in) and everyone's public acts (nominations, seconds, declines, told in the channel
as they are made); the order itself replaces the standing one of its key. The same checks run for every value an
autocomplete offers (`rules.junta.choices`), so that only what can be chosen is offered.

A caveat rule is registered per order kind with `@caveat(Kind)`; it sees the order, his other standing orders and
the state, and says nothing when the order counts whatever happens.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from rules.junta import military
from rules.junta.money import payable_amounts, total
from rules.junta.orders import (
    ORDER_TYPES,
    Banking,
    Bombard,
    ChooseLocation,
    Fire,
    Move,
    Nominate,
    Order,
    OrderBase,
    RebelAction,
    Second,
    Submitted,
)
from rules.junta.state import BankState, GameState, Location, Phase
from rules.junta.validate import validate
from rules.junta.validate_coup import bribes_for
from rules.junta.variants import LunchBanking, rules_of
from rules.rejections import Rejection, refuse

__all__ = ["CAVEATS", "Caveat", "Verdict", "at_submission", "caveat", "standing_caveats"]


@dataclass(frozen=True)
class Caveat(Rejection):
    """What a recorded order still depends on: a stable code and typed fields (as a rejection's: the bot renders
    the message `caveat-<code>`, read after the order's echo); `message` the English sentence of those not yet data."""


@dataclass(frozen=True)
class Verdict:
    rejections: tuple[Rejection, ...] = ()
    caveats: tuple[Caveat, ...] = ()

    @property
    def accepted(self) -> bool:
        return not self.rejections


K = TypeVar("K", bound=OrderBase)
CaveatRule = Callable[[GameState, int, Any, tuple[Order, ...]], Iterable[Caveat]]
CAVEATS: dict[type[OrderBase], list[CaveatRule]] = {}
"""The caveat rules of each order kind."""


def caveat(*kinds: type[OrderBase]) -> Callable[[CaveatRule], CaveatRule]:
    """Register the decorated function as a caveat rule of these order kinds: (state, player, order, his other
    standing orders) -> the caveats."""

    def register(fn: CaveatRule) -> CaveatRule:
        for kind in kinds:
            CAVEATS.setdefault(kind, []).append(fn)
        return fn

    return register


def at_submission(state: GameState, player: int, order: Order, known: Sequence[Submitted] = ()) -> Verdict:
    """Whether `player` may give `order` now, knowing the phase's orders `known` (his own and the public acts),
    and what it still depends on."""
    refused = validate(state, player, order) or _refused_by_orders(state, player, order, known)
    if refused:
        return Verdict(refused)
    mine = tuple(s.order for s in known if s.player == player and s.order.key() != order.key())
    found: list[Caveat] = []
    for rule in CAVEATS.get(type(order), ()):
        found.extend(rule(state, player, order, mine))
    return Verdict((), tuple(found))


def standing_caveats(state: GameState, player: int, orders: Sequence[Order]) -> tuple[tuple[Caveat, ...], ...]:
    """For the Done summary: the caveats of each of his standing orders, read beside all the others."""
    out = []
    for order in orders:
        others = tuple(o for o in orders if o.key() != order.key())
        found: list[Caveat] = []
        if not validate(state, player, order):
            for rule in CAVEATS.get(type(order), ()):
                found.extend(rule(state, player, order, others))
        out.append(tuple(found))
    return tuple(out)


# --- refusals that the phase's orders tell ----------------------------------------------------------------------
def _refused_by_orders(
    state: GameState, player: int, order: Order, known: Sequence[Submitted]
) -> tuple[Rejection, ...]:
    """R: a second supports a nomination standing when it is given (RULES 3.2: "second a nomination"; nominations
    are public acts, told in the channel as they are made), so seconding a family nobody has nominated is refused."""
    if isinstance(order, Second):
        nominated = {s.order.candidate for s in known if isinstance(s.order, Nominate)}
        if order.candidate not in nominated:
            return refuse("not_nominated", candidate=order.candidate, nominated_players=sorted(nominated))
    return ()


# --- caveats ----------------------------------------------------------------------------------------------------
def _location_of(state: GameState, player: int, mine: Sequence[Order]) -> Location | None:
    """Where he spends the turn: his standing location order in the locations phase, else where he is."""
    if state.phase is Phase.LOCATIONS:
        chosen = [o for o in mine if isinstance(o, ChooseLocation)]
        return chosen[-1].location if chosen else None
    return state.players[player].location


def _lunch(state: GameState) -> Caveat:
    """The Bank closed for lunch: when banking happens, by the rules (`form`)."""
    after = rules_of(state).lunch_banking is LunchBanking.AFTER_COUP
    return Caveat("bank_lunch", "", {"form": "after-coup" if after else "no-coup"})


@caveat(Banking)
def _banking_where(state: GameState, player: int, order: Banking, mine: tuple[Order, ...]) -> Iterable[Caveat]:
    if state.phase is not Phase.LOCATIONS:
        return
    where = _location_of(state, player, mine)
    if where is None:
        yield Caveat("bank_location", "", {"form": "no-location"})
    elif where is not Location.BANK:
        yield Caveat("bank_location", "", {"form": "going", "location": where.value})
    if state.bank is BankState.LUNCH:
        yield _lunch(state)


@caveat(Banking)
def _banking_amounts(state: GameState, player: int, order: Banking, mine: tuple[Order, ...]) -> Iterable[Caveat]:
    p = state.players[player]
    if order.deposit > 0:
        best = max((a for a in payable_amounts(p.pocket) if a <= order.deposit), default=0)
        if best < order.deposit:
            cash = total(p.pocket)
            values = sorted((b.value for b in p.pocket), reverse=True)
            data = {"best": best, "amount": order.deposit, "cash": cash, "values": values}
            yield Caveat("deposit_more_than_cash", "", {"form": "carry" if cash < order.deposit else "bills", **data})
    if order.withdraw > 0 and not p.straw:
        best = max((a for a in payable_amounts(p.bank) if a <= order.withdraw), default=0)
        if best < order.withdraw:
            data = {"best": best, "amount": order.withdraw, "account": total(p.bank), "deposit": order.deposit > 0}
            yield Caveat("withdraw_more_than_account", "", data)


@caveat(ChooseLocation)
def _location_bank(state: GameState, player: int, order: ChooseLocation, mine: tuple[Order, ...]) -> Iterable[Caveat]:
    banking = any(isinstance(o, Banking) for o in mine)
    if order.location is Location.BANK:
        if state.bank is BankState.LUNCH:
            yield _lunch(state)
        elif state.bank is BankState.CLOSED:
            yield Caveat("bank_closed", "", {})
    elif banking and order.location is not None:
        yield Caveat("bank_location", "", {"form": "lapses-at", "location": order.location.value})
    elif banking:
        yield Caveat("bank_location", "", {"form": "exile"})


def _units_there(state: GameState, target: int, zone: int) -> bool:
    view = state if state.coup is not None else replace(state, coup=military.new_coup(state))
    coup = view.coup
    return coup is not None and any(u.zone == zone and military.belongs(view, u) == target for u in coup.units)


@caveat(Fire)
def _fire_target(state: GameState, player: int, order: Fire, mine: tuple[Order, ...]) -> Iterable[Caveat]:
    if not _units_there(state, order.target, order.zone):
        yield Caveat("no_target_there", "", {"form": "fire", "player": order.target, "zone_id": order.zone})


@caveat(Bombard)
def _bombard_target(state: GameState, player: int, order: Bombard, mine: tuple[Order, ...]) -> Iterable[Caveat]:
    if not _units_there(state, order.target, order.zone):
        yield Caveat("no_target_there", "", {"form": "bombard", "player": order.target, "zone_id": order.zone})


@caveat(Move)
def _bribed_units(state: GameState, player: int, order: Move, mine: tuple[Order, ...]) -> Iterable[Caveat]:
    """cards.toml, Bribe the Brigade: "4-6 it changes to your control at once with any move it has left". A move
    from a zone where he commands no units yet is accepted for the units his Bribe the Brigade may win there
    (rules.junta.validate_coup): it moves only those the card, played this phase, wins on its rolls."""
    view = state if state.coup is not None else replace(state, coup=military.new_coup(state))
    if military.units_of(view, player, order.from_zone, order.units):
        return
    bribes = bribes_for(state, player, order.from_zone)
    if bribes:
        yield Caveat("bribed_units_only", "", {"zone_id": order.from_zone, "card": bribes[0]})


def _rebel_only(state: GameState, player: int, order: Any, mine: tuple[Order, ...]) -> Iterable[Caveat]:
    """Rebel-only action needs a coup excuse or HQ (RULES 4.5 step 4); whether there will be an excuse is known
    only when the phase resolves."""
    if state.phase is not Phase.LOCATIONS or state.coup_excuse or state.excuse_from_budget or state.chamber_seized:
        return
    where = _location_of(state, player, mine)
    if where is Location.HQ:
        return
    data: dict[str, object] = {"joins": rules_of(state).join_started_coup}
    data.update({"form": "no-location"} if where is None else {"form": "going", "location": where.value})
    yield Caveat("needs_excuse_or_hq", "", data)


for _kind in (*(k for k in ORDER_TYPES if k.REBEL_ONLY), RebelAction):
    caveat(_kind)(_rebel_only)
