"""What a player may choose now, option by option (issue 22: "offer only what can be chosen").

    offer(state, player, "Move.to_zone", given={"from_zone": 12})   # -> (11, 13, 16): zones he may move to now

A slot is one field of an order kind (or of an immediate action: a gift, a straw man's swap), named `Kind.field`.
For each slot `SLOTS` says which values are worth trying (`candidates`) and, for a value, the orders it can be part
of (`probes`, using the other fields the player has `given` so far, or trying their values); a value is offered
when the engine accepts one of its orders at this moment: `rules.junta.submission.at_submission` for an order (which
runs `rules.junta.validate` and knows the phase's public acts, `known`), `rules.junta.actions.check` for an action. So
every value offered is, by construction, one the engine would accept now, and a player who may not give the order at all
(the wrong phase, not his office, dead, in exile) is offered nothing. The bot's autocompletes and menus list these
values with names (`bot.games.junta.services.choices`); `tests/rules/test_choices.py` checks it over whole simulated
games.

Values are what the order holds: seats, zones and cards as numbers, unit kinds, offices, locations, weapons, sides
and intervention forces as their ids; the Brother-in-Law is `BROTHER_IN_LAW`, "nobody" and "exile" are words.
Only what the player may know is read: his own hand and units, public facts (offices, the map, the candidates,
statuses), the public acts of the phase.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from rules.junta import appointments, military, straw
from rules.junta.actions import check as check_action
from rules.junta.cards import CARDS, card
from rules.junta.city import CITY
from rules.junta.conditions import Condition
from rules.junta.money import payable_amounts
from rules.junta.offices import GENERALS, NEW_WEAPONS_OFFICES, Office
from rules.junta.orders import (
    BROTHER_IN_LAW,
    SECRET_POLICE,
    Action,
    Appoint,
    AppointIfElected,
    Assassinate,
    Ballot,
    Bombard,
    BrotherInLawChoice,
    BudgetVote,
    Choice,
    ChooseLocation,
    Concede,
    CoupVote,
    Discard,
    DrawBills,
    ElectionVote,
    ExecuteIfElected,
    ExecuteOnReturn,
    Fire,
    FiringSquad,
    GiveCards,
    GiveCash,
    InterventionChoice,
    JuntaVote,
    Land,
    LossOrder,
    Move,
    NameMinister,
    NewWeapons,
    Nominate,
    OppositionBrigade,
    Order,
    OrderBase,
    PlayCard,
    PlayCoupCard,
    PoliceResponse,
    PresidentChoice,
    RetreatPermission,
    RetreatRoute,
    ReturnFromExile,
    SafePassage,
    Second,
    StrawSwap,
    Submitted,
    Trade,
    Transfer,
    Trigger,
    VoteCard,
)
from rules.junta.state import GameState, Location, Phase, Status
from rules.junta.submission import at_submission
from rules.junta.units import BODYGUARD_ZONE, INTERVENTION_FORCES, Kind
from rules.junta.validate import condition_refusal
from rules.junta.variants import VARIANTS, rules_of
from rules.junta.votes import sources

__all__ = [
    "EXILE",
    "INTELLIGENCE",
    "NOBODY",
    "SIDES",
    "SLOTS",
    "WEAPONS",
    "Given",
    "Slot",
    "Value",
    "accepts",
    "condition_allowed",
    "offer",
    "units_now",
]

Value = int | str
Given = Mapping[str, Value]
"""The other fields of the order the player has given so far, by field name (values as the order holds them)."""
NOBODY = "nobody"  # New Weapons to nobody
EXILE = "exile"  # a location: into exile
WEAPONS = ("airstrike", "gunboat", "intervention_airstrike")
SIDES = ("junta", "president")
INTELLIGENCE = ("hand", "cash", "draw")


@dataclass(frozen=True)
class Ask:
    """Who asks, about what: the state, the player (the seat the order is given in), what he knows of the phase's
    orders, and the fields given so far."""

    state: GameState
    player: int
    known: tuple[Submitted, ...]
    given: Given

    def get(self, name: str) -> Value | None:
        return self.given.get(name)

    def int_of(self, name: str) -> int | None:
        value = self.given.get(name)
        return value if isinstance(value, int) else None

    def str_of(self, name: str) -> str | None:
        value = self.given.get(name)
        return value if isinstance(value, str) else None


@dataclass(frozen=True)
class Slot:
    """One option of an order: the values worth trying, and for a value the orders (or actions) it can be part of."""

    candidates: Callable[[Ask], Iterable[Value]]
    probes: Callable[[Ask, Value], Iterable[Order | Action]]


def accepts(state: GameState, player: int, item: Order | Action, known: Sequence[Submitted] = ()) -> bool:
    """Whether the engine accepts this order (or action) from `player` now; a trade he offers, as the family it
    goes to would accept it."""
    if isinstance(item, Trade):
        return not check_action(state, item.to, item)
    if isinstance(item, GiveCash | GiveCards | StrawSwap):
        return not check_action(state, player, item)
    return at_submission(state, player, item, known).accepted


def offer(
    state: GameState, player: int, slot: str, given: Given | None = None, known: Sequence[Submitted] = ()
) -> tuple[Value, ...]:
    """The values of `slot` the player may choose now, in a useful order, each once."""
    ask = Ask(state, player, tuple(known), _sane(state, given or {}))
    spec = SLOTS[slot]
    out: list[Value] = []
    for value in spec.candidates(ask):
        if value in out:
            continue
        if any(accepts(state, player, item, ask.known) for item in spec.probes(ask, value)):
            out.append(value)
    return tuple(out)


_ZONE_FIELDS = ("from_zone", "to_zone", "via", "zone", "then_to", "embassy")
_SEAT_FIELDS = ("candidate", "target", "to", "player", "straw_man")
_CARD_FIELDS = ("card", "cards", "give", "take", "bribe")


def _sane(state: GameState, given: Given) -> dict[str, Value]:
    """The given fields that name something that exists (a zone on the map, a seat, a card); the others are left
    out, as if not given."""
    words: dict[str, tuple[str, ...]] = {
        "location": tuple(loc.value for loc in Location),
        "weapon": WEAPONS,
        "kind": tuple(k.value for k in Kind),
        "units": tuple(k.value for k in Kind),
        "option": INTELLIGENCE,
        "side": SIDES,
    }
    out: dict[str, Value] = {}
    for name, value in given.items():
        if isinstance(value, int) and (
            (name in _ZONE_FIELDS and not CITY.has_zone(value))
            or (name in _SEAT_FIELDS and not 0 <= value < len(state.players))
            or (name in _CARD_FIELDS and not 0 <= value < len(CARDS))
        ):
            continue
        if name in words and value not in words[name]:
            continue
        out[name] = value
    return out


def condition_allowed(state: GameState, kind: type[OrderBase], cond: Condition) -> bool:
    """Whether an order of `kind` may wait on `cond` now (RULES 7): only orders that resolve after it, and coup
    orders only in the rebel-only action."""
    if kind.STAGE is None:
        return False
    if kind.REBEL_ONLY and state.phase is not Phase.LOCATIONS:
        return False
    return condition_refusal(state, kind, cond) is None


# --- what is worth trying ---------------------------------------------------------------------------------------
def _seats(ask: Ask) -> Iterator[int]:
    return iter(range(len(ask.state.players)))


def _others(ask: Ask) -> Iterator[int]:
    return (p.id for p in ask.state.players if p.id != ask.player)


def _hand(ask: Ask, kind: str | None = None) -> Iterator[int]:
    return (c for c in ask.state.players[ask.player].hand if kind is None or card(c).kind == kind)


def _zones() -> tuple[int, ...]:
    return tuple(z.id for z in CITY.zones)


def units_now(state: GameState) -> GameState:
    """The state with its coup's units (before a coup: as they would start, for rebel-only action)."""
    return state if state.coup is not None else _started(state)


@lru_cache(maxsize=8)
def _started(state: GameState) -> GameState:
    return replace(state, coup=military.new_coup(state))


def _my_zones(ask: Ask) -> list[int]:
    """The zones where he commands units now (before a coup: where they would start), and those rebel-only
    action lets him move from (the Bodyguard's, bribable units)."""
    view = units_now(ask.state)
    coup = view.coup
    own = _own_zones(view, ask.player)
    zones = set(own)
    if ask.state.phase is Phase.LOCATIONS and Office.MINISTER_OF_WAR in ask.state.acts_for(ask.player):
        zones |= set(BODYGUARD_ZONE.values())
    # Units he may bribe (rebel-only action): tried, and refused where he may not.
    zones |= {u.zone for u in (coup.units if coup else ()) if u.zone is not None}
    return sorted(zones, key=lambda z: (z not in own, z))


def _own_zones(view: GameState, pid: int) -> set[int]:
    coup = view.coup
    return {u.zone for u in (coup.units if coup else ()) if u.zone is not None and military.controller(view, u) == pid}


def _unit_kinds_in(ask: Ask, zone: int | None) -> list[str]:
    view = units_now(ask.state)
    kinds = [u.kind.value for u in military.units_of(view, ask.player, zone)]
    return list(dict.fromkeys(kinds))


def _enemy_zones(ask: Ask) -> list[int]:
    """Zones where other families' units stand now, then the rest of the map."""
    view = units_now(ask.state)
    coup = view.coup
    theirs = sorted(
        {
            u.zone
            for u in (coup.units if coup else ())
            if u.zone is not None and military.belongs(view, u) not in (None, ask.player)
        }
    )
    return theirs + [z for z in _zones() if z not in theirs]


def _families_with_units(ask: Ask, zone: int | None) -> list[int]:
    """The other families with units in `zone` (anywhere if None)."""
    view = units_now(ask.state)
    coup = view.coup
    there = sorted(
        {
            o
            for u in (coup.units if coup else ())
            if u.zone is not None
            and (zone is None or u.zone == zone)
            and (o := military.belongs(view, u)) is not None
            and o != ask.player
        }
    )
    return there


def _probe_zone(ask: Ask) -> int:
    """A zone that is no embassy, for probing an order that needs one (bombardment, fire)."""
    return next(z.id for z in CITY.zones if z.kind != "embassy")


# --- the slots ---------------------------------------------------------------------------------------------------
def _appoint_slot(office: Office) -> Slot:
    def candidates(ask: Ask) -> Iterable[Value]:
        return (*appointments.eligible(ask.state), BROTHER_IN_LAW)

    def probes(ask: Ask, value: Value) -> Iterable[Order]:
        assert isinstance(value, int)
        got = appointments.complete(ask.state, {office: value}, random.Random(f"{office.value}:{value}"))
        if got.get(office) != value:
            return ()
        cabinet = [o for o in _cabinet(ask.state) if o in got]
        return (Appoint(tuple((o, got[o]) for o in cabinet)),)

    return Slot(candidates, probes)


def _if_elected_slot(office: Office) -> Slot:
    """A candidate's 'if I am elected, appoint ...' (VARIANTS 2.3.4): the families he may name to `office`."""
    return _simple(_others, lambda v: AppointIfElected(((office, int(v)),)))


def _cabinet(state: GameState) -> tuple[Office, ...]:
    return rules_of(state).cabinet


def _vote_candidate(ask: Ask) -> int | None:
    e = ask.state.election
    given = ask.int_of("candidate")
    if given is not None:
        return given
    return e.candidates[0] if e is not None and e.candidates else None


def _election_cards(ask: Ask, value: Value) -> Iterable[Order]:
    candidate = _vote_candidate(ask)
    if candidate is None or not isinstance(value, int):
        return ()
    return (ElectionVote(candidate, (value,)),)


def _miscount_targets(ask: Ask) -> Iterable[int]:
    return (p.id for p in ask.state.players if p.status is Status.ALIVE)


def _vote_card(ask: Ask, value: Value) -> Iterable[Order]:
    if not isinstance(value, int):
        return ()
    if card(value).key == "miscount":
        return (VoteCard(value, Trigger(), t) for t in _miscount_targets(ask))
    return (VoteCard(value, Trigger()),)


def _vote_card_target(ask: Ask, value: Value) -> Iterable[Order]:
    chosen = ask.int_of("card")
    cards = [chosen] if chosen is not None else [c for c in _hand(ask) if card(c).key == "miscount"]
    return (VoteCard(c, Trigger(), int(value)) for c in cards)


def _locations() -> tuple[Value, ...]:
    return (*(loc.value for loc in Location), EXILE)


def _location(ask: Ask, value: Value) -> Iterable[Order]:
    return (ChooseLocation(None if value == EXILE else Location(str(value))),)


def _assassins(ask: Ask) -> Iterable[Value]:
    return (*_hand(ask, "assassin"), SECRET_POLICE)


def _assassination(ask: Ask, assassin: Value | None, target: int | None, where: str | None) -> Iterable[Order]:
    killers: Iterable[Value] = [assassin] if assassin is not None else _assassins(ask)
    targets = [target] if target is not None else list(_others(ask))
    places: list[Location | None] = [Location(where)] if where is not None else [None, *Location]
    for k in killers:
        for t in targets:
            for loc in places:
                yield Assassinate(k, t, loc)


def _assassin_value(ask: Ask) -> Value | None:
    value = ask.get("assassin")
    return value if isinstance(value, int) or value == SECRET_POLICE else None


def _play(ask: Ask, value: Value) -> Iterable[Order]:
    if not isinstance(value, int):
        return
    yield PlayCard(value)
    for t in _seats(ask):
        for opt in INTELLIGENCE:
            yield PlayCard(value, t, opt)


def _play_target(ask: Ask, value: Value) -> Iterable[Order]:
    chosen = ask.int_of("card")
    cards = [chosen] if chosen is not None else list(_hand(ask))
    return (PlayCard(c, int(value), opt) for c in cards for opt in (ask.str_of("option") or "hand", "cash"))


def _play_option(ask: Ask, value: Value) -> Iterable[Order]:
    chosen = ask.int_of("card")
    cards = [chosen] if chosen is not None else list(_hand(ask, "intelligence"))
    target = ask.int_of("target")
    targets: list[int | None] = [target]
    if target is None:
        targets = [next(_others(ask), None)]
    return (PlayCard(c, t, str(value)) for c in cards for t in targets)


def _moves_from(ask: Ask, origin: int) -> Iterable[Order]:
    return (Move(origin, n) for n in CITY.neighbours(origin))


def _move_to(ask: Ask, value: Value) -> Iterable[Order]:
    origin = ask.int_of("from_zone")
    via = ask.int_of("via")
    origins = [origin] if origin is not None else _my_zones(ask)
    for f in origins:
        if via is not None:
            yield Move(f, int(value), via=via)
        else:
            yield Move(f, int(value))


def _move_to_candidates(ask: Ask) -> Iterable[Value]:
    origin = ask.int_of("from_zone")
    via = ask.int_of("via")
    if via is not None:
        return CITY.neighbours(via)
    if origin is not None:
        return CITY.neighbours(origin)
    return sorted({n for f in _my_zones(ask) for n in CITY.neighbours(f)})


def _move_units(ask: Ask, value: Value) -> Iterable[Order]:
    origin = ask.int_of("from_zone")
    if origin is None:
        return ()
    to = ask.int_of("to_zone")
    targets = [to] if to is not None else list(CITY.neighbours(origin))
    return (Move(origin, t, ((str(value), 0),)) for t in targets)


def _move_via(ask: Ask, value: Value) -> Iterable[Order]:
    origin, to = ask.int_of("from_zone"), ask.int_of("to_zone")
    if origin is None or to is None:
        return ()
    return (Move(origin, to, via=int(value)),)


def _landable(ask: Ask) -> Iterable[Value]:
    return _unit_kinds_in(ask, None)


def _land(ask: Ask, value: Value) -> Iterable[Order]:
    zone = ask.int_of("zone")
    zones = [zone] if zone is not None else list(_zones())
    return (Land(str(value), z) for z in zones)


def _land_zone(ask: Ask, value: Value) -> Iterable[Order]:
    kind = ask.str_of("kind")
    kinds = [kind] if kind is not None else _unit_kinds_in(ask, None)
    return (Land(k, int(value)) for k in kinds)


def _land_then(ask: Ask, value: Value) -> Iterable[Order]:
    kind, zone = ask.str_of("kind"), ask.int_of("zone")
    if kind is None or zone is None:
        return ()
    return (Land(kind, zone, int(value)),)


def _bombard_weapon(ask: Ask, value: Value) -> Iterable[Order]:
    zone = ask.int_of("zone") or _probe_zone(ask)
    target = ask.int_of("target")
    targets = [target] if target is not None else list(_others(ask))[:1]
    return (Bombard(str(value), zone, t) for t in targets)


def _bombard_zone(ask: Ask, value: Value) -> Iterable[Order]:
    weapon = ask.str_of("weapon")
    weapons = [weapon] if weapon is not None else list(WEAPONS)
    target = ask.int_of("target")
    targets = [target] if target is not None else _families_with_units(ask, int(value))
    return (Bombard(w, int(value), t) for w in weapons for t in targets)


def _bombard_target(ask: Ask, value: Value) -> Iterable[Order]:
    weapon = ask.str_of("weapon")
    weapons = [weapon] if weapon is not None else list(WEAPONS)
    zone = ask.int_of("zone") or _probe_zone(ask)
    return (Bombard(w, zone, int(value)) for w in weapons)


def _fire_zones(ask: Ask) -> Iterable[Value]:
    """Where his units may fight after movement (where they stand and next to it), against a family whose units
    stand there or next to it."""
    mine = _own_zones(units_now(ask.state), ask.player)
    near = sorted(mine | {n for z in mine for n in CITY.neighbours(z)})
    return [z for z in near if _targets_near(ask, z)]


def _targets_near(ask: Ask, zone: int) -> list[int]:
    """The other families whose units stand in `zone` or next to it (who may be there after movement)."""
    found: list[int] = []
    for z in (zone, *CITY.neighbours(zone)):
        found += [p for p in _families_with_units(ask, z) if p not in found]
    return found


def _fire_zone(ask: Ask, value: Value) -> Iterable[Order]:
    target = ask.int_of("target")
    targets = [target] if target is not None else _targets_near(ask, int(value))
    return (Fire(int(value), t) for t in targets)


def _fire_target(ask: Ask, value: Value) -> Iterable[Order]:
    zone = ask.int_of("zone")
    zones = [zone] if zone is not None else list(_fire_zones(ask))
    return (Fire(int(z), int(value)) for z in zones)


def _fire_targets(ask: Ask) -> Iterable[Value]:
    zone = ask.int_of("zone")
    if zone is not None:
        return _targets_near(ask, zone) if CITY.has_zone(zone) else []
    return _families_with_units(ask, None)


def _transfer(ask: Ask, value: Value, field: str) -> Iterable[Order]:
    zone, to = ask.int_of("zone"), ask.int_of("to")
    if field == "zone":
        zone = int(value)
    else:
        to = int(value)
    zones = [zone] if zone is not None else sorted(_own_zones(units_now(ask.state), ask.player))
    tos = [to] if to is not None else list(_others(ask))
    return (Transfer(z, t) for z in zones for t in tos)


def _transfer_units(ask: Ask, value: Value) -> Iterable[Order]:
    zone = ask.int_of("zone")
    if zone is None:
        return ()
    to = ask.int_of("to")
    tos = [to] if to is not None else list(_others(ask))
    return (Transfer(zone, t, ((str(value), 0),)) for t in tos)


def _police_zones(ask: Ask) -> Iterable[Value]:
    view = units_now(ask.state)
    return sorted(
        {
            u.zone
            for u in (view.coup.units if view.coup else ())
            if u.kind is Kind.POLICE and u.zone is not None and military.controller(view, u) == ask.player
        }
    )


def _police(ask: Ask, value: Value, field: str) -> Iterable[Order]:
    coup = ask.state.coup
    targets = coup.police_response_zones if coup is not None else ()
    origin, to = ask.int_of("from_zone"), ask.int_of("to_zone")
    if field == "from_zone":
        origin = int(value)
    else:
        to = int(value)
    origins = [origin] if origin is not None else list(_police_zones(ask))
    tos = [to] if to is not None else list(targets)
    return (PoliceResponse(int(f), t) for f in origins for t in tos)


def _coup_cards(ask: Ask) -> Iterable[Value]:
    return (c for c in _hand(ask) if card(c).when == "coup")


def _coup_card(ask: Ask, value: Value) -> Iterable[Order]:
    if not isinstance(value, int):
        return ()
    spec = card(value)
    zone = ask.int_of("zone")
    needs_zone = spec.kind == "bribe" or any(u[2] == "any" for u in spec.units)
    zones: list[int | None] = [zone] if zone is not None else ([*_zones()] if needs_zone else [None])
    count = 1 if spec.kind == "bribe" else 0
    return (PlayCoupCard(value, z, count) for z in zones)


def _coup_card_zone(ask: Ask, value: Value) -> Iterable[Order]:
    chosen = ask.int_of("card")
    cards = [chosen] if chosen is not None else list(_coup_cards(ask))
    return (PlayCoupCard(int(c), int(value), 1 if card(int(c)).kind == "bribe" else 0) for c in cards)


def _coup_card_then(ask: Ask, value: Value) -> Iterable[Order]:
    chosen = ask.int_of("card")
    if chosen is None:
        return ()
    spec = card(chosen)
    zone = ask.int_of("zone")
    count = 1 if spec.kind == "bribe" else 0
    return (PlayCoupCard(chosen, zone, count, int(value)),)


def _coup_card_then_candidates(ask: Ask) -> Iterable[Value]:
    chosen = ask.int_of("card")
    if chosen is None:
        return ()
    zone = ask.int_of("zone")
    where = zone if zone is not None else next((int(u[2]) for u in card(chosen).units if u[2] != "any"), None)
    return CITY.neighbours(where) if where is not None else ()


def _retreat_route_to(ask: Ask, value: Value) -> Iterable[Order]:
    zone = ask.int_of("zone")
    if zone is None:
        return ()
    return (RetreatRoute(zone, (int(value),)),)


def _exiles(ask: Ask) -> Iterable[Value]:
    return (p.id for p in ask.state.players if p.status is Status.EXILED)


def _safe_passage(ask: Ask, value: Value, field: str) -> Iterable[Order]:
    player, embassy = ask.int_of("player"), ask.int_of("embassy")
    if field == "player":
        player = int(value)
    else:
        embassy = int(value)
    players = [player] if player is not None else list(_exiles(ask))
    embassies = [embassy] if embassy is not None else list(CITY.embassies)
    return (SafePassage(int(p), int(e)) for p in players for e in embassies)


def _junta(ask: Ask, value: Value, field: str) -> Iterable[Order]:
    if field == "candidate":
        return (JuntaVote(int(value)),)
    candidate = ask.int_of("candidate")
    return (JuntaVote(candidate if candidate is not None else int(value), (int(value),)),)


def _give_cash(ask: Ask, value: Value) -> Iterable[Action]:
    amounts = [a for a in payable_amounts(ask.state.players[ask.player].pocket) if a > 0]
    return (GiveCash(int(value), amounts[0]),) if amounts else ()


def _give_cards(ask: Ask, value: Value, field: str) -> Iterable[Action]:
    if field == "to":
        chosen = ask.int_of("cards")
        cards = [chosen] if chosen is not None else list(_hand(ask))
        return (GiveCards(int(value), (c,)) for c in cards)
    to = ask.int_of("to")
    tos = [to] if to is not None else list(_others(ask))
    return (GiveCards(t, (int(value),)) for t in tos)


def _trade_to(ask: Ask, value: Value) -> Iterable[Action]:
    """A trade offer goes to a family who may trade with him now; what is traded is the offer's own business, so
    the probes move as little as can be: a card for a card, or some of his cash."""
    me, them = ask.state.players[ask.player], ask.state.players[int(value)]
    out: list[Action] = [
        Trade(ask.player, int(value), give_cards=(c,), get_cards=(d,)) for c in me.hand[:1] for d in them.hand[:1]
    ]
    amounts = [a for a in payable_amounts(me.pocket) if a > 0]
    out += [Trade(ask.player, int(value), give_cash=amounts[0])] if amounts else []
    out += [Trade(ask.player, int(value), get_cards=(d,)) for d in them.hand[:1]]
    out += [Trade(ask.player, int(value), give_cards=(c,)) for c in me.hand[:1]]
    return out


def _swap(ask: Ask, value: Value, field: str) -> Iterable[Action]:
    to, give, take = ask.int_of("straw_man"), ask.int_of("give"), ask.int_of("take")
    if field == "straw_man":
        to = int(value)
    elif field == "give":
        give = int(value)
    else:
        take = int(value)
    tos = [to] if to is not None else [s for s in straw.straw_men(ask.state)]
    out: list[Action] = []
    for t in tos:
        gives = [give] if give is not None else list(_hand(ask))
        takes = [take] if take is not None else list(ask.state.players[int(t)].hand)
        out += [StrawSwap(int(t), g, k) for g in gives[:3] for k in takes[:3]]
    return out


def _swap_take(ask: Ask) -> Iterable[Value]:
    to = ask.int_of("straw_man")
    if to is None or not 0 <= to < len(ask.state.players):
        return ()
    return ask.state.players[to].hand


def _ballot_source(ask: Ask, value: Value) -> Iterable[Order]:
    return (BudgetVote(Ballot(split=((str(value), Choice.YES),))),)


def _budget_card(ask: Ask, value: Value) -> Iterable[Order]:
    return (BudgetVote(Ballot(cards=((int(value), Choice.YES),))),)


def _kinds_at(ask: Ask, field: str) -> Iterable[Value]:
    """The kinds of unit in the zone: his own first, then the others' (rebel-only action may move units he bribes;
    the probe refuses those he may not move)."""
    zone = ask.int_of(field)
    if zone is None:
        return ()
    coup = units_now(ask.state).coup
    others = [u.kind.value for u in (coup.units if coup else ()) if u.zone == zone]
    # The Bodyguard stands where the Minister of War goes this phase: in rebel-only action he may be told to move
    # from any of those zones (`_my_zones`).
    if (
        ask.state.phase is Phase.LOCATIONS
        and zone in BODYGUARD_ZONE.values()
        and Office.MINISTER_OF_WAR in ask.state.acts_for(ask.player)
    ):
        others.append(Kind.BODYGUARD.value)
    return list(dict.fromkeys([*_unit_kinds_in(ask, zone), *others]))


def _next_to(ask: Ask, field: str) -> Iterable[Value]:
    zone = ask.int_of(field)
    return CITY.neighbours(zone) if zone is not None and CITY.has_zone(zone) else ()


def _unit_zones(ask: Ask) -> Iterable[Value]:
    return sorted(_own_zones(units_now(ask.state), ask.player))


def _response_zones(ask: Ask) -> Iterable[Value]:
    return ask.state.coup.police_response_zones if ask.state.coup else ()


def _simple(candidates: Callable[[Ask], Iterable[Value]], make: Callable[[Value], Order | Action]) -> Slot:
    return Slot(candidates, lambda ask, value: (make(value),))


SLOTS: dict[str, Slot] = {
    # nominations and elections
    "Nominate.candidate": _simple(_seats, lambda v: Nominate(int(v))),
    "Second.candidate": _simple(_seats, lambda v: Second(int(v))),
    "ElectionVote.candidate": _simple(
        lambda ask: ask.state.election.candidates if ask.state.election else (), lambda v: ElectionVote(int(v))
    ),
    "ElectionVote.cards": Slot(lambda ask: _hand(ask, "vote"), _election_cards),
    "NameMinister.player": _simple(_others, lambda v: NameMinister(int(v))),
    "PresidentChoice.player": _simple(_seats, lambda v: PresidentChoice(int(v))),
    # the cabinet
    **{f"Appoint.{o.value}": _appoint_slot(o) for o in Office if o is not Office.PRESIDENT},
    **{f"AppointIfElected.{o.value}": _if_elected_slot(o) for o in VARIANTS["classic"].cabinet},
    "OppositionBrigade.office": _simple(
        lambda ask: (g.value for g in GENERALS), lambda v: OppositionBrigade(Office(str(v)))
    ),
    "BrotherInLawChoice.offices": _simple(
        lambda ask: (o.value for o in _cabinet(ask.state)), lambda v: BrotherInLawChoice((Office(str(v)),))
    ),
    # the budget
    "NewWeapons.office": _simple(
        lambda ask: (*(o.value for o in NEW_WEAPONS_OFFICES), NOBODY),
        lambda v: NewWeapons(None if v == NOBODY else Office(str(v))),
    ),
    "DrawBills.office": _simple(
        lambda ask: (Office.FOREIGN_MINISTER.value, Office.FARM_LABOR.value), lambda v: DrawBills(Office(str(v)), 1)
    ),
    "BudgetVote.split": Slot(lambda ask: (s.id for s in sources(ask.state, ask.player)), _ballot_source),
    "BudgetVote.cards": Slot(lambda ask: _hand(ask, "vote"), _budget_card),
    "VoteCard.card": Slot(lambda ask: (c for c in _hand(ask) if card(c).when == "vote"), _vote_card),
    "VoteCard.target": Slot(_miscount_targets, _vote_card_target),
    # locations, assassinations, cards
    "ChooseLocation.location": Slot(lambda ask: _locations(), _location),
    "Assassinate.assassin": Slot(
        _assassins, lambda ask, v: _assassination(ask, v, ask.int_of("target"), ask.str_of("location"))
    ),
    "Assassinate.target": Slot(
        _others, lambda ask, v: _assassination(ask, _assassin_value(ask), int(v), ask.str_of("location"))
    ),
    "Assassinate.location": Slot(
        lambda ask: (loc.value for loc in Location),
        lambda ask, v: _assassination(ask, _assassin_value(ask), ask.int_of("target"), str(v)),
    ),
    "PlayCard.card": Slot(lambda ask: _hand(ask), _play),
    "PlayCard.target": Slot(_seats, _play_target),
    "PlayCard.option": Slot(lambda ask: INTELLIGENCE, _play_option),
    "Discard.cards": _simple(
        lambda ask: (*ask.state.players[ask.player].hand, *ask.state.players[ask.player].influence),
        lambda v: Discard((int(v),)),
    ),
    "ReturnFromExile.embassy": _simple(lambda ask: CITY.embassies, lambda v: ReturnFromExile(int(v))),
    "ReturnFromExile.bribe": _simple(
        lambda ask: (c for c in _hand(ask) if card(c).key == "bribe_the_assassin"),
        lambda v: ReturnFromExile(None, int(v)),
    ),
    "ExecuteOnReturn.players": _simple(_others, lambda v: ExecuteOnReturn((int(v),))),
    # the coup
    "Move.from_zone": Slot(_my_zones, lambda ask, v: _moves_from(ask, int(v))),
    "Move.to_zone": Slot(_move_to_candidates, _move_to),
    "Move.units": Slot(lambda ask: _kinds_at(ask, "from_zone"), _move_units),
    "Move.via": Slot(lambda ask: _next_to(ask, "from_zone"), _move_via),
    "Land.kind": Slot(_landable, _land),
    "Land.zone": Slot(lambda ask: _zones(), _land_zone),
    "Land.then_to": Slot(lambda ask: _next_to(ask, "zone"), _land_then),
    "Bombard.weapon": Slot(lambda ask: WEAPONS, _bombard_weapon),
    "Bombard.zone": Slot(_enemy_zones, _bombard_zone),
    "Bombard.target": Slot(
        lambda ask: _families_with_units(ask, ask.int_of("zone")) or list(_others(ask)), _bombard_target
    ),
    "Fire.zone": Slot(_fire_zones, _fire_zone),
    "Fire.target": Slot(_fire_targets, _fire_target),
    "Transfer.zone": Slot(_unit_zones, lambda a, v: _transfer(a, v, "zone")),
    "Transfer.to": Slot(_others, lambda a, v: _transfer(a, v, "to")),
    "Transfer.units": Slot(lambda ask: _kinds_at(ask, "zone"), _transfer_units),
    "PoliceResponse.from_zone": Slot(_police_zones, lambda a, v: _police(a, v, "from_zone")),
    "PoliceResponse.to_zone": Slot(_response_zones, lambda a, v: _police(a, v, "to_zone")),
    "PlayCoupCard.card": Slot(_coup_cards, _coup_card),
    "PlayCoupCard.zone": Slot(lambda ask: _zones(), _coup_card_zone),
    "PlayCoupCard.then_to": Slot(_coup_card_then_candidates, _coup_card_then),
    "LossOrder.kinds": _simple(
        lambda ask: (*_unit_kinds_in(ask, None), *(k.value for k in Kind)), lambda v: LossOrder((str(v),))
    ),
    "RetreatPermission.allow": _simple(_others, lambda v: RetreatPermission(allow=(int(v),))),
    "RetreatPermission.deny": _simple(_others, lambda v: RetreatPermission(deny=(int(v),))),
    "RetreatRoute.zone": _simple(_unit_zones, lambda v: RetreatRoute(int(v))),
    "RetreatRoute.to": Slot(lambda ask: _next_to(ask, "zone"), _retreat_route_to),
    "CoupVote.side": _simple(lambda ask: SIDES, lambda v: CoupVote(str(v))),
    "Concede.side": _simple(lambda ask: ("president", "junta"), lambda v: Concede(str(v))),
    "InterventionChoice.forces": _simple(lambda ask: INTERVENTION_FORCES, lambda v: InterventionChoice((str(v),))),
    "FiringSquad.target": _simple(_others, lambda v: FiringSquad(int(v))),
    "JuntaVote.candidate": Slot(_seats, lambda a, v: _junta(a, v, "candidate")),
    "JuntaVote.tie": Slot(_seats, lambda a, v: _junta(a, v, "tie")),
    "ExecuteIfElected.target": _simple(_others, lambda v: ExecuteIfElected(int(v))),
    "SafePassage.player": Slot(_exiles, lambda a, v: _safe_passage(a, v, "player")),
    "SafePassage.embassy": Slot(lambda ask: CITY.embassies, lambda a, v: _safe_passage(a, v, "embassy")),
    # immediate actions
    "GiveCash.to": Slot(_others, _give_cash),
    "GiveCards.to": Slot(_others, lambda a, v: _give_cards(a, v, "to")),
    "GiveCards.cards": Slot(lambda ask: _hand(ask), lambda a, v: _give_cards(a, v, "cards")),
    "Trade.to": Slot(_others, _trade_to),
    "Trade.give_cards": Slot(lambda ask: _hand(ask), lambda a, v: (GiveCards(t, (int(v),)) for t in _others(a))),
    "StrawSwap.straw_man": Slot(lambda ask: straw.straw_men(ask.state), lambda a, v: _swap(a, v, "straw_man")),
    "StrawSwap.give": Slot(lambda ask: _hand(ask), lambda a, v: _swap(a, v, "give")),
    "StrawSwap.take": Slot(_swap_take, lambda a, v: _swap(a, v, "take")),
}
"""Every slot the bot offers choices for, by `Kind.field`."""
