"""The computer seat in a coup (RULES 4.5 step 4, 4.6): whether to start or join one, and its unit orders.

A coup is won by holding 3 of the 5 control points with units of Pro-Junta families only. A computer seat starts or
joins one only when the families it counts on (those the budget left out, who command units) bring enough strength
for that against everyone else's; otherwise it stays loyal. In a coup it heads for control points, fires at the
other side where it stands, bombards the other side's largest stack, lands its off-map units on the control point
it wants, and votes with the side that holds the control points.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.city import CITY
from rules.computer import facts
from rules.computer.memory import Memory
from rules.mapview import CoupMapView
from rules.offices import GENERALS, Office
from rules.orders import Bombard, CoupVote, Fire, Land, Move, Order, RebelAction
from rules.state import Status
from rules.units import PALACE, RIVER_LANDINGS, parse_kind
from rules.views import PlayerView

CONTROL_POINTS: tuple[int, ...] = CITY.control_points
TARGETS: tuple[int, ...] = tuple(z for z in CONTROL_POINTS if z != PALACE)  # Rebels leave the Palace Guard alone
EMBASSIES = frozenset(z.id for z in CITY.zones if z.kind == "embassy")
# Starting a coup needs the rebels' strength to be this many times the loyalists' (by personality).
NERVE = {"general": 1.0, "schemer": 1.3, "banker": 1.7}


def _distances() -> dict[tuple[int, int], int]:
    out: dict[tuple[int, int], int] = {}
    for a in CITY.ids:
        for b in CITY.ids:
            d = CITY.distance(a, b, avoid_embassies=True)
            out[(a, b)] = 99 if d is None else d
    return out


DIST = _distances()


def step(src: int, dst: int) -> int | None:
    """The next zone on a shortest path from `src` to `dst` that never enters an embassy (None: already there)."""
    if src == dst:
        return None
    best: tuple[int, int] | None = None
    for n in sorted(CITY.neighbours(src)):
        if n in EMBASSIES:
            continue
        d = DIST[(n, dst)]
        if best is None or d < best[0]:
            best = (d, n)
    return None if best is None else best[1]


def fair_share(view: PlayerView, memory: Memory) -> float:
    n = max(1, len(facts.living(view)))
    pool = memory.pool_estimate or 1.5 * sum(memory.budget_to.values()) or 6.0
    return pool / n


def disaffected(view: PlayerView, memory: Memory) -> list[int]:
    """Families the budget left out (public: the proposed totals and whether it passed): coup material."""
    pub = view.public
    if memory.budget_passed is None and not memory.budget_to:
        return []  # no budget seen this turn: no grievance to count on
    fair = fair_share(view, memory)
    out: list[int] = []
    for p in pub.players:
        if p.status is not Status.ALIVE or p.id == pub.president or p.straw:
            continue
        got = memory.budget_to.get(p.id, 0) if memory.budget_passed is not False else 0
        if got < 0.5 * fair:
            out.append(p.id)
    return out


def strength(view: PlayerView, pids: Sequence[int]) -> float:
    """What these families bring to a coup, the Palace Guard left out (it stays in the Palace)."""
    return sum(
        facts.dice(view, o) for pid in pids for o in facts.offices_of(view, pid) if o is not Office.PRESIDENT
    )


def _generals(view: PlayerView, pids: Sequence[int]) -> int:
    return sum(1 for pid in pids for o in facts.offices_of(view, pid) if o in GENERALS)


def _groups(view: PlayerView, pids: Sequence[int]) -> int:
    """Forces that can each take and hold a control point: brigades, the Police, the Paratrooper."""
    good = (*GENERALS, Office.MINISTER, Office.AIR_FORCE)
    return sum(1 for pid in pids for o in facts.offices_of(view, pid) if o in good)


def coup_is_winnable(view: PlayerView, memory: Memory, personality: str) -> bool:
    """Whether a coup by the left-out families, me among them, could win 3 of 5 control points."""
    me = view.player
    if me == view.public.president:
        return False
    rebels = disaffected(view, memory)
    if me not in rebels:
        return False
    mine = strength(view, [me])
    if mine <= 0:
        return False
    loyal = [p for p in facts.living(view) if p not in rebels]
    ours = strength(view, rebels)
    theirs = strength(view, loyal)
    if _generals(view, rebels) < 2 or _groups(view, rebels) < 3:
        return False
    return ours >= NERVE.get(personality, 1.3) * max(theirs, 1.0)


def _plan_targets(view: PlayerView, rebels: Sequence[int], chamber_seized: bool) -> dict[int, int]:
    """The control point each rebel brigade heads for, the same for every rebel who computes it: brigades in office
    order take the nearest free control point."""
    claims: dict[int, int] = {}
    taken: set[int] = set()
    from rules.units import BARRACKS

    brigades = sorted((o, pid) for pid in rebels for o in facts.offices_of(view, pid) if o in GENERALS)
    for office, _ in brigades:
        zone = BARRACKS[office]
        free = [cp for cp in TARGETS if cp not in taken] or list(TARGETS)
        cp = min(free, key=lambda c: (DIST[(zone, c)], c))
        claims[zone] = cp
        taken.add(cp)
    return claims


def rebel_only(
    view: PlayerView, memory: Memory, personality: str, excuse_or_hq: bool, rng: random.Random
) -> list[Order]:
    """The rebel-only action of the locations phase: declare and march on the control points."""
    if not excuse_or_hq or not coup_is_winnable(view, memory, personality):
        return []
    return [RebelAction(), *march(view, memory, rng)]


def march(view: PlayerView, memory: Memory, rng: random.Random) -> list[Order]:
    """The units' first moves of a coup: each stack one zone nearer the control point planned for its brigade."""
    rebels = disaffected(view, memory)
    claims = _plan_targets(view, rebels, memory.chamber_seized)
    out: list[Order] = []
    moves = _stack_moves(view)
    stacks = facts.start_stacks(view, memory.chamber_seized)
    stacks.sort(key=lambda s: (s[1] != "soldier", s[0]))
    for zone, kind in stacks:
        if moves <= 0:
            break
        if kind == "labor_rioter":
            continue
        target = claims.get(zone) or min(TARGETS, key=lambda c: (DIST[(zone, c)], c))
        nxt = step(zone, target)
        if nxt is not None:
            out.append(Move(zone, nxt))
            moves -= 1
    if Office.AIR_FORCE in view.acts_for:
        free = [cp for cp in TARGETS if cp not in claims.values()] or list(TARGETS)
        out.append(Land("paratrooper", rng.choice(free)))
    return out


def _stack_moves(view: PlayerView) -> int:
    if view.stack_moves:
        return view.stack_moves
    v = facts.rules(view)
    if v.stack_moves.value == "per_player":
        return 1
    return max(1, sum(2 if o is Office.MINISTER_OF_WAR else 1 for o in facts.player(view, view.player).offices))


def side(view: PlayerView, memory: Memory) -> str:
    """'rebel', 'loyal' (the President and those he pays or who trust him) or 'neutral'."""
    me = view.player
    pub = view.public
    if facts.player(view, me).rebel:
        return "rebel"
    if me == pub.president:
        return "loyal"
    pres = pub.president
    if pres is not None and (memory.ally_score(pres) > 0 or me not in disaffected(view, memory)):
        return "loyal"
    return "neutral"


def coup_orders(
    view: PlayerView,
    memory: Memory,
    personality: str,
    coup_map: CoupMapView | None,
    rng: random.Random,
    mine_side: str | None = None,
) -> list[Order]:
    """Orders for one coup phase (Phase.COUP). `mine_side`: the side to fight on (a straw man fights on his leader's,
    VARIANTS 10.6); by default my own (`side`). Never against my own faction (Mini-Junta)."""
    me = view.player
    pub = view.public
    mine_side = side(view, memory) if mine_side is None else mine_side
    stacks = coup_map.stacks if coup_map is not None else ()
    rebels = set(coup_map.rebels if coup_map is not None else (p.id for p in pub.players if p.rebel))
    control = {c.zone: c.holder for c in (coup_map.control if coup_map is not None else ())}
    mine = facts.friends(view)

    def enemy(owner: int) -> bool:
        if owner == me or owner in mine:
            return False
        if mine_side == "rebel":
            return owner not in rebels
        if mine_side == "loyal":
            return owner in rebels
        return False

    at: dict[int, dict[int, int]] = {}
    for s in stacks:
        at.setdefault(s.zone, {})
        at[s.zone][s.owner] = at[s.zone].get(s.owner, 0) + s.count
    my_zones: dict[int, int] = {}
    for zone, _title, n in view.units:
        my_zones[zone] = my_zones.get(zone, 0) + n
    out: list[Order] = []
    # Bombardments first: they hit before movement.
    weapons: list[str] = []
    if Office.AIR_FORCE in view.acts_for and (view.airstrikes_left or 0) > 0:
        weapons.append("airstrike")
    if Office.ADMIRAL in view.acts_for and view.gunboat:
        weapons.append("gunboat")
    if Office.FOREIGN_MINISTER in view.acts_for and view.intervention_airstrikes_left > 0:
        weapons.append("intervention_airstrike")
    if weapons and mine_side != "neutral":
        targets = sorted(
            ((n + (3 if z in CONTROL_POINTS else 0), z, o) for z, owners in at.items() for o, n in owners.items()
             if enemy(o) and z not in EMBASSIES),
            reverse=True,
        )
        for weapon, (_, z, o) in zip(weapons, targets, strict=False):
            out.append(Bombard(weapon, z, o))
    # Where to go.
    def wanted(cp: int) -> bool:
        holder = control.get(cp, "empty")
        if mine_side == "rebel":
            return holder != "rebels"
        if mine_side == "loyal":
            return holder in ("rebels", "shared", "empty")
        return holder == "empty"

    moves = _stack_moves(view)
    claimed: set[int] = set()
    final: set[int] = set()
    for zone, _n in sorted(my_zones.items(), key=lambda kv: (-kv[1], kv[0])):
        enemies_here = any(enemy(o) for o in at.get(zone, {}))
        if zone in CONTROL_POINTS or (zone == PALACE and me == pub.president):
            claimed.add(zone)
            final.add(zone)
            continue
        if moves <= 0 or zone in EMBASSIES:
            final.add(zone)
            continue
        options = [cp for cp in CONTROL_POINTS if cp not in claimed and wanted(cp) and DIST[(zone, cp)] < 99]
        if mine_side == "rebel":
            options = [cp for cp in options if cp != PALACE] or options
        if not options:
            options = [cp for cp in CONTROL_POINTS if DIST[(zone, cp)] < 99 and cp != PALACE]
        if enemies_here and mine_side != "neutral" and rng.random() < 0.5:
            final.add(zone)  # stand and fight
            continue
        cp = min(options, key=lambda c: (DIST[(zone, c)], c))
        claimed.add(cp)
        nxt = step(zone, cp)
        if nxt is None:
            final.add(zone)
            continue
        out.append(Move(zone, nxt))
        moves -= 1
        final.add(nxt)
    # Land what waits off the map.
    for title, _n in view.off_map:
        kind = parse_kind(title)
        if kind is None:
            continue
        free = [cp for cp in CONTROL_POINTS if wanted(cp) and cp not in claimed] or [
            cp for cp in CONTROL_POINTS if cp != PALACE
        ]
        cp = min(free, key=lambda c: (sum(n for o, n in at.get(c, {}).items() if enemy(o)), c))
        if kind.value in ("marine", "commando"):
            zone = min(RIVER_LANDINGS, key=lambda r: (DIST[(r, cp)], r))
        elif kind.value in ("paratrooper", "helicopter"):
            zone = cp
        else:
            continue
        out.append(Land(kind.value, zone))
        claimed.add(cp)
        final.add(zone)
    # Fire where we will stand.
    if mine_side != "neutral":
        for zone in sorted(final):
            if zone in EMBASSIES:
                continue
            foes = {o: n for o, n in at.get(zone, {}).items() if enemy(o)}
            if foes:
                target = max(sorted(foes), key=lambda o: foes[o])
                out.append(Fire(zone, target))
    if pub.coup_phase == 6 and me != pub.president:
        out.append(CoupVote(coup_vote(view, memory, coup_map, mine_side)))
    return out


def coup_vote(view: PlayerView, memory: Memory, coup_map: CoupMapView | None, mine_side: str) -> str:
    """Rebels vote Pro-Junta; the others with whoever holds 3 control points, a neutral tipping them if he can."""
    if mine_side == "rebel":
        return "junta"
    if coup_map is None:
        return "president"
    rebels = set(coup_map.rebels)
    owners: dict[int, set[int]] = {}
    for s in coup_map.stacks:
        if s.zone in CONTROL_POINTS:
            owners.setdefault(s.zone, set()).add(s.owner)
    held = sum(1 for z in CONTROL_POINTS if owners.get(z) and owners[z] <= rebels)
    with_me = sum(1 for z in CONTROL_POINTS if owners.get(z) and owners[z] <= rebels | {view.player})
    if held >= 3 and mine_side == "neutral":
        return "junta"
    if with_me >= 3 and mine_side == "neutral":
        return "junta"
    return "president"
