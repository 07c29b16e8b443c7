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

from rules.junta.cards import card
from rules.junta.city import CITY
from rules.junta.computer import facts
from rules.junta.computer.memory import Memory
from rules.junta.mapview import CoupMapView
from rules.junta.offices import GENERALS, Office
from rules.junta.orders import (
    Bombard,
    Concede,
    CoupVote,
    Fire,
    InterventionChoice,
    Land,
    LossOrder,
    Move,
    Order,
    PlayCoupCard,
    PoliceResponse,
    RebelAction,
    RetreatPermission,
    RetreatRoute,
    SafePassage,
    Transfer,
)
from rules.junta.state import Status
from rules.junta.units import BRIBE_FORCES, PALACE, POLICE_RESPONSE_KINDS, RIVER_LANDINGS, Kind, parse_kind
from rules.junta.views import PlayerView

CONTROL_POINTS: tuple[int, ...] = CITY.control_points
TARGETS: tuple[int, ...] = tuple(z for z in CONTROL_POINTS if z != PALACE)  # Rebels leave the Palace Guard alone
EMBASSIES = frozenset(z.id for z in CITY.zones if z.kind == "embassy")
# Starting a coup needs the rebels' strength to be this many times the loyalists' (by personality).
NERVE = {"general": 1.0, "schemer": 1.3, "banker": 1.7}
# Issue 25's computers rise a little sooner: a coup of even strength is won more often than not by the rebels, who
# move first and pick the control points.
BOLDER = {"general": 0.9, "schemer": 1.1, "banker": 1.4}
FACTION_NERVE = 3.0
"""Mini-Junta (VARIANTS 10.9): the strength an opposition leader wants on his side, his straw men's with his own,
before he has them rise: about both straw Generals' brigades. Issue 25's target (0.5-2.5 coups a game, rebels winning
some) is the measure of when a coup pays: at 2.0 (one straw General and the straw Minister with him) the rebels won
about 7 coups in 10 but rose 3.7 times a game (`python -m bench.players`); at 3.0, 1.4 a game, 9 in 10 won."""
AMBITION = 2.2
"""The strength a paid general wants on his side (times everyone else's) before he rises with the left-out. Issue
25: "coups then come when they pay": at 1.6 a paid general rose in coups the Loyalists mostly won (about 2.6 coups a
classic computer game, a fifth of them won by the rebels; `python -m bench.players`); a clear margin halves them."""
AMBITION_ODDS = 0.25  # the share of turns in which his ambition outweighs his pay
AMBITIOUS = ("general", "schemer")  # the banker is content with his pay


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


def rising(view: PlayerView, memory: Memory) -> list[int]:
    """The families a coup counts on: those the budget left out (`disaffected`) and, in Mini-Junta, the opposition
    faction, its leader and his living straw men, when the family `view` is for belongs to it or its leader is left
    out: a straw man rises when his leader orders it (VARIANTS 10.9.2-10.9.3: the leader may have a straw man start
    the coup or join it, and becomes a Rebel with him; 10.6: coup moves are the leader's). Straw men are never
    `disaffected` (the budget pays them for the faction table, 10.5, not for their loyalty); the government's never
    rise (10.6)."""
    out = set(disaffected(view, memory))
    if facts.rules(view).straw_men:
        opposition = [p for p in facts.living(view) if facts.faction(view, p) == "opposition"]
        leaders = [p for p in opposition if not facts.player(view, p).straw]
        if view.player in opposition or any(p in out for p in leaders):
            out |= set(opposition)
    return sorted(out)


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


COMMANDS = (*GENERALS, Office.MINISTER, Office.AIR_FORCE)
"""Offices whose forces can each take and hold a control point (a brigade, the Police, the Paratrooper)."""


def coup_would_win(view: PlayerView, rebels: Sequence[int], nerve: float = min(NERVE.values())) -> bool:
    """Whether these families, rising together, could take 3 of the 5 control points as a computer judges it: at
    least two brigades, three forces that can each take one, and `nerve` times the strength of everyone else."""
    if _generals(view, rebels) < 2 or _groups(view, rebels) < 3:
        return False
    loyal = [p for p in facts.living(view) if p not in rebels]
    return strength(view, rebels) >= nerve * max(strength(view, loyal), 1.0)


def coup_is_winnable(view: PlayerView, memory: Memory, personality: str) -> bool:
    """Whether a coup by the left-out families, me among them, could win 3 of 5 control points."""
    me = view.player
    if me == view.public.president:
        return False
    rebels = rising(view, memory) if memory.bound else disaffected(view, memory)  # issue 17's counted no straw men
    if me not in rebels:
        # Issue 25: a general's ambition. Paid or not, he rises with the left-out when together they would win
        # clearly: the Junta elects its President among the Rebels.
        ambitious = memory.bound and personality in AMBITIOUS and any(o in GENERALS for o in facts.offices_of(view, me))
        if not (ambitious and rebels and not _sworn(view, memory)):
            return False
        if random.Random(f"ambition:{me}:{view.public.turn}").random() >= AMBITION_ODDS:
            return False  # not every turn: most turns his pay keeps him loyal
        return coup_would_win(view, [*rebels, me], AMBITION)
    mine = strength(view, [me])
    if mine <= 0:
        return False
    if _sworn(view, memory) and not coup_would_win(view, rebels, 2.0):
        return False  # it gave its word to the President, and breaking it would not pay enough
    nerve = (BOLDER if memory.bound else NERVE).get(personality, 1.3)
    if memory.bound and facts.rules(view).straw_men:
        nerve = max(nerve, FACTION_NERVE)
    return coup_would_win(view, rebels, nerve)


def _sworn(view: PlayerView, memory: Memory) -> bool:
    """It sold its loyalty to the sitting President (a deal, issue 25) and keeps its word."""
    pres = view.public.president
    return memory.bound and pres is not None and memory.promised_loyal.get(view.player) == pres and memory.keeps_word()


def _plan_targets(view: PlayerView, rebels: Sequence[int], chamber_seized: bool) -> dict[int, int]:
    """The control point each rebel brigade heads for, the same for every rebel who computes it: brigades in office
    order take the nearest free control point."""
    claims: dict[int, int] = {}
    taken: set[int] = set()
    from rules.junta.units import BARRACKS

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
    rebels = rising(view, memory)
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
    if me == pub.president or _sworn(view, memory):
        return "loyal"
    # Issue 25: it sold its units' support in this coup, and keeps its word while the buyer keeps his side.
    buyer = memory.promised_support.get(me) if memory.bound and memory.keeps_word() else None
    if buyer is not None and facts.alive(view, buyer):
        if buyer == pub.president:
            return "loyal"
        if facts.player(view, buyer).rebel:
            return "rebel"
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
    if pub.coup_phase == 6 and me != pub.president and not facts.rules(view).declare_in_aftermath:
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


# --- issue 25: the coup's other levers ---------------------------------------------------------------------------
LOSS_ORDER: tuple[str, ...] = tuple(
    k.value
    for k in (
        Kind.STUDENT,
        Kind.STRIKER,
        Kind.RIOTER,
        Kind.DEMONSTRATOR,
        Kind.LABOR_RIOTER,
        Kind.MILITIA,
        Kind.BANK_GUARD,
        Kind.POLICE,
        Kind.SOLDIER,
        Kind.MARINE,
        Kind.COMMANDO,
        Kind.PARATROOPER,
        Kind.TANK,
        Kind.HELICOPTER,
        Kind.BODYGUARD,
        Kind.PALACE_GUARD,
    )
)
"""Its losses: the unarmed first, the Helicopter (it flies two zones) late, the guards last."""
RED = frozenset(k.value for k in POLICE_RESPONSE_KINDS) | {Kind.LABOR_RIOTER.value}
FORCE_KINDS = {
    Office.GENERAL_1: ("soldier", "tank"),
    Office.GENERAL_2: ("soldier", "tank"),
    Office.GENERAL_3: ("soldier", "tank"),
    Office.MINISTER: ("police",),
    Office.PRESIDENT: ("palace_guard",),
}


def _cp_wanted(view: PlayerView, coup_map: CoupMapView | None, mine_side: str) -> list[int]:
    """The control points its side still wants, nearest the middle of the fighting first."""
    control = {c.zone: c.holder for c in (coup_map.control if coup_map is not None else ())}
    if mine_side == "rebel":
        out = [cp for cp in TARGETS if control.get(cp, "empty") != "rebels"]
    else:
        out = [cp for cp in CONTROL_POINTS if control.get(cp, "empty") in ("rebels", "shared", "empty")]
    return out or list(TARGETS)


def _enemy_of(view: PlayerView, coup_map: CoupMapView | None, mine_side: str) -> set[int]:
    if mine_side == "neutral":
        return set()
    rebels = set(coup_map.rebels if coup_map is not None else (p.id for p in view.public.players if p.rebel))
    mine = facts.friends(view)
    others = {p.id for p in view.public.players} - mine
    return {p for p in others if (p not in rebels) == (mine_side == "rebel")}


def rebel_cards(view: PlayerView, memory: Memory) -> list[Order]:
    """The rebel-only step of a coup it starts: a coup card of its hand that gives the excuse when there is none
    (cards.toml: coup_excuse; it counts in the same step), and the armed units its cards bring, on the control
    point it marches on."""
    out: list[Order] = []
    excused = view.public.coup_excuse
    for c in view.hand:
        spec = card(c)
        if spec.when != "coup" or spec.kind == "bribe":
            continue
        if spec.coup_excuse and not excused:
            out.append(PlayCoupCard(c))
            excused = True
        elif spec.units and not spec.coup_excuse and any(u[2] == "any" for u in spec.units):
            out.append(PlayCoupCard(c, TARGETS[0]))
    return out


def coup_levers(view: PlayerView, memory: Memory, coup_map: CoupMapView | None) -> list[Order]:
    """In a coup it means to win: its coup cards (units where its side needs them, Bribe the Brigade on the other
    side's units, the Street Festival against the other side's red units, Alliance Breaks when it is losing), the
    Minister's Police Response where cards placed red units, its loss order and retreat routes, a transfer that
    merges a stack with an ally's, safe passage for an exiled ally, the Foreign Minister's choice of intervention
    forces, and (classic) a concession when the coup is decided."""
    pub = view.public
    me = view.player
    mine_side = side(view, memory)
    phase = pub.coup_phase or 0
    out: list[Order] = []
    stacks = coup_map.stacks if coup_map is not None else ()
    enemies = _enemy_of(view, coup_map, mine_side)
    at: dict[int, dict[int, dict[str, int]]] = {}
    for s in stacks:
        at.setdefault(s.zone, {}).setdefault(s.owner, {})
        at[s.zone][s.owner][s.kind] = at[s.zone][s.owner].get(s.kind, 0) + s.count
    my_zones = sorted({z for z, _t, _n in view.units})
    if phase == 1:
        out.append(LossOrder(LOSS_ORDER))
        if Office.FOREIGN_MINISTER in view.acts_for:
            out.append(InterventionChoice(("airstrikes", "paratroopers", "helicopter", "commandos")))
    # Retreat routes: towards its own side's control points, never into an embassy or the enemy.
    for z in my_zones:
        if z in EMBASSIES:
            continue
        near = [n for n in sorted(CITY.neighbours(z)) if n not in EMBASSIES]
        safe = [n for n in near if not any(o in enemies for o in at.get(n, {}))]
        if safe:
            route = tuple(sorted(safe, key=lambda n: (min(DIST[(n, cp)] for cp in CONTROL_POINTS), n))[:3])
            out.append(RetreatRoute(z, route))
    permission = retreat_permission(view, memory)
    if permission is not None:
        out.append(permission)
    # Safe passage for an exile who never turned against it, through an embassy where it has a unit (standing aside
    # too: `embassy_landing` lands its idle airborne unit there for him).
    for z in my_zones:
        if z in EMBASSIES:
            for p in pub.players:
                if p.status is Status.EXILED and memory.ally_score(p.id) >= 0 and not p.straw:
                    out.append(SafePassage(p.id, z))
    if mine_side == "neutral":
        return out
    cash = view.cash
    free_bribes = _pays_bribes(view)
    wanted = _cp_wanted(view, coup_map, mine_side)
    control = {c.zone: c.holder for c in (coup_map.control if coup_map is not None else ())}
    theirs = "loyalists" if mine_side == "rebel" else "rebels"
    ours = "rebels" if mine_side == "rebel" else "loyalists"
    losing = sum(1 for h in control.values() if h == theirs) > sum(1 for h in control.values() if h == ours)
    red_enemy = sum(n for z, owners in at.items() for o, kinds in owners.items() if o in enemies
                    for k, n in kinds.items() if k in RED)
    red_ours = sum(n for z, owners in at.items() for o, kinds in owners.items() if o not in enemies
                   for k, n in kinds.items() if k in RED)
    for c in view.hand:
        spec = card(c)
        if spec.when != "coup" or phase < 1:
            continue
        if spec.kind == "bribe":
            offices = BRIBE_FORCES.get(spec.target, ())
            holder = next((p.id for p in pub.players if any(o in offices for o in facts.offices_of(view, p.id))), None)
            if holder is None or holder not in enemies or holder in memory.transferred:
                continue  # after a transfer his stacks may be another brigade's (the map shows owners, not offices)
            kinds = tuple(k for o in offices for k in FORCE_KINDS.get(o, ()))
            spots = sorted(
                ((sum(n for k, n in at[z].get(holder, {}).items() if k in kinds), z) for z in at
                 if z not in EMBASSIES),
                reverse=True,
            )
            spots = [(n, z) for n, z in spots if n > 0]
            if spots:
                n, z = spots[0]
                count = n if free_bribes else min(n, cash)
                if count >= 1:
                    out.append(PlayCoupCard(c, z, count))
                    cash -= 0 if free_bribes else count
        elif spec.key == "street_festival":
            if red_enemy > red_ours:
                out.append(PlayCoupCard(c))
        elif spec.key == "alliance_breaks":
            if losing:
                out.append(PlayCoupCard(c))
        elif spec.units:
            if any(u[2] == "any" for u in spec.units):
                out.append(PlayCoupCard(c, wanted[0]))
            else:
                out.append(PlayCoupCard(c))
    # The Police Response (Coup Phase 1): the Minister's Police at the zones where cards placed red units.
    if phase == 1 and Office.MINISTER in view.acts_for and coup_map is not None:
        red_zones = sorted({pl.zone for pl in coup_map.placements if pl.kind in RED and pl.kind != "labor_rioter"
                            and pl.owner in enemies})
        police = sorted({z for z, title, _n in view.units if title == "Police"})
        if red_zones and police:
            src = police[0]
            out.append(PoliceResponse(src, min(red_zones, key=lambda z: (DIST[(src, z)], z))))
    # A transfer: a stack that shares a zone with an ally of its side, when it has more stacks than moves.
    if len(my_zones) > _stack_moves(view):
        for z in my_zones:
            if z in CONTROL_POINTS:
                continue
            allies = [o for o in at.get(z, {}) if o != me and o not in enemies and facts.alive(view, o)]
            allies = [o for o in allies if memory.ally_score(o) >= 0 and (mine_side != "rebel" or o in set(
                coup_map.rebels if coup_map is not None else ()))]
            if allies:
                out.append(Transfer(z, min(allies)))
                break
    # Classic: concede a coup that is decided (every living player must concede the same side for it to end).
    if facts.rules(view).concede and phase >= 3 and control:
        held = {h: sum(1 for x in control.values() if x == h) for h in ("rebels", "loyalists")}
        if held["rebels"] >= 3:
            out.append(Concede("junta"))
        elif held["loyalists"] >= 3 and held["rebels"] == 0:
            out.append(Concede("president"))
    return out


def retreat_permission(view: PlayerView, memory: Memory) -> RetreatPermission | None:
    """RULES 4.6: retreating units go where "occupants allow it (Rebels deny Loyalists and the reverse unless ordered
    otherwise)". Its standing order: its allies (ally score above 0) may retreat into its zones whatever their side,
    and families that turned against it (voted its budgets down more than they helped it) may not, though on its
    side; none when the default already says so."""
    pub = view.public
    me = view.player
    rebel = facts.player(view, me).rebel
    allow: list[int] = []
    deny: list[int] = []
    for p in pub.players:
        if p.id == me or p.status is not Status.ALIVE:
            continue
        score = memory.ally_score(p.id)
        if score > 0 and p.rebel != rebel:
            allow.append(p.id)
        elif score < 0 and p.rebel == rebel:
            deny.append(p.id)
    return RetreatPermission(tuple(allow), tuple(deny)) if allow or deny else None


def flight(view: PlayerView, memory: Memory, coup_map: CoupMapView | None) -> list[Order]:
    """A Rebel whose coup is lost flees into exile before the firing squad (RULES 4.6: "A player flees into exile by
    moving one of his units into an embassy"; 4.7: "Exiles cannot be executed", an exile "keeps cards and money",
    where an executed Rebel loses them to the President). Lost: as the last Coup Phase opens the Loyalists hold
    three control points and the Rebels fewer than two (earlier, or closer, its units may still turn it: a Rebel
    who flees leaves his offices' units to the Brother-in-Law). Its one order then: a stack next to an embassy
    moves into it (the President cannot flee, nor a straw man)."""
    pub = view.public
    me = view.player
    mine = facts.player(view, me)
    if coup_map is None or me == pub.president or not mine.rebel or mine.straw:
        return []
    phase = pub.coup_phase or 0
    held = [c.holder for c in coup_map.control]
    lost = phase >= 6 and held.count("loyalists") >= 3 and held.count("rebels") < 2
    if not lost:
        return []
    for zone in sorted({z for z, _t, _n in view.units}):
        if zone in EMBASSIES:
            continue
        refuge = sorted(n for n in CITY.neighbours(zone) if n in EMBASSIES)
        if refuge:
            return [Move(zone, refuge[0])]
    return []


def _pays_bribes(view: PlayerView) -> bool:
    infl = facts.player(view, view.player).influence
    return "bankers" in infl or "multinationals" in infl


def friendly_embassy(view: PlayerView, memory: Memory, coup_map: CoupMapView | None) -> int | None:
    """For an exile during a coup (RULES 4.6-4.7: he returns through an embassy held by a player who grants him safe
    passage): an embassy where the units of a family that never turned against it stand (a computer grants safe
    passage to exiles who never turned against it, `coup_levers`), a friend's first, if any."""
    if coup_map is None:
        return None
    zones = sorted(
        (-memory.ally_score(s.owner), s.zone) for s in coup_map.stacks
        if s.zone in EMBASSIES and s.owner != view.player and memory.ally_score(s.owner) >= 0
        and facts.alive(view, s.owner)
    )
    return zones[0][1] if zones else None


def embassy_landing(view: PlayerView, memory: Memory, coup_map: CoupMapView | None) -> list[Order]:
    """Issue 25: safe passage, when it helps. During a coup an exile comes home only through an embassy where a
    player who grants him safe passage has a unit (RULES 4.7); a unit that moves into an embassy exiles its owner,
    a landing does not (4.6). So, while a family it counts a friend (ally score above 0; or, while it stands aside,
    one that never turned against it: `_welcome`) waits abroad and no unit of its own or of a friend's stands in an
    embassy, it lands a Paratrooper or the Helicopter still off the map in
    the embassy nearest the control points, where the unit is not needed: it stands aside in this coup, or its side
    already holds three control points, or (classic, VARIANTS 5.7.5) the friend takes his offices, units and all,
    back on his return. The next phase it grants him safe passage (`coup_levers`), and he comes home through it
    (`friendly_embassy`)."""
    if coup_map is None or not view.off_map:
        return []
    mine_side = side(view, memory)
    exiles = [
        p
        for p in view.public.players
        if p.status is Status.EXILED and not p.straw and _welcome(memory, p.id, mine_side)
    ]
    if not exiles:
        return []
    held = {s.zone for s in coup_map.stacks if s.zone in EMBASSIES}
    if any(s.owner == view.player or memory.ally_score(s.owner) > 0 for s in coup_map.stacks if s.zone in held):
        return []
    rebels = set(coup_map.rebels)
    ours = {c.zone for c in coup_map.control if c.holder == ("rebels" if mine_side == "rebel" else "loyalists")}
    spare = mine_side == "neutral" or len(ours & set(CONTROL_POINTS)) >= 3
    if mine_side == "loyal" and any(p in rebels for p in (e.id for e in exiles)):
        return []  # never a Rebel home to a loyal side
    if not (spare or any(e.kept_offices for e in exiles)):
        return []
    kinds = [k for title, _n in view.off_map if (k := parse_kind(title)) in (Kind.PARATROOPER, Kind.HELICOPTER)]
    if not kinds:
        return []
    embassy = min(EMBASSIES, key=lambda z: (min(DIST[(z, cp)] for cp in CONTROL_POINTS), z))
    return [Land(kinds[0].value, embassy)]


def _welcome(memory: Memory, exile: int, mine_side: str) -> bool:
    """Whether it brings this exile home with its safe passage (RULES 4.7): a friend (ally score above 0) whatever its
    side; a family that never turned against it (score 0) when it stands aside itself: its airborne unit is idle in
    this coup, and the table's default answer to an exile who asks is yes (VARIANTS 12: "granted")."""
    score = memory.ally_score(exile)
    return score > 0 or (score == 0 and mine_side == "neutral")
