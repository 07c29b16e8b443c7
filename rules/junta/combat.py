"""Combat in one zone (RULES 4.6): three volleys, first fire, the owner's losses; and bombardments.

Dice per volley: 1 per armed unit; 1 per two unarmed units of one player (rounded down); 2 per Tank, Bodyguard,
and Palace Guard inside the Palace. A 6 kills; with New Weapons a 5 or 6. First fire: in volley 1 a player's shots
at a target's units that arrived in the zone after his own come first, their hits are taken from those later
units, and units so killed do not fire in that volley; units arriving in the same phase have no first fire on
each other. Hits beyond the later-arrived units are lost. Each player aims at one other player's units; the owner
picks his losses by his standing loss order.

Dice come from a `Roller` called once per firing (one group's shots in one volley), so a test can script them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field

from rules.junta.units import DEFAULT_LOSS_ORDER, KINDS, PALACE, Kind, Unit


@dataclass(frozen=True)
class Firing:
    """One group's shots in one volley: what a scripted roller is keyed on. Volley 0 is a bombardment."""

    zone: int
    volley: int
    firer: int | None
    target: int
    dice: int
    first_fire: bool = False
    weapon: str = ""
    unarmed: int = 0  # of the dice, those rolled for unarmed units (one per two)


Roller = Callable[[Firing], Sequence[int]]


def rng_roller(rng: random.Random) -> Roller:
    def roll(f: Firing) -> Sequence[int]:
        return [rng.randint(1, 6) for _ in range(f.dice)]

    return roll


@dataclass(frozen=True)
class Shooter:
    """A unit able to fire: its controller and whether it has New Weapons."""

    unit: Unit
    player: int
    new_weapons: bool


def dice_of(units: Sequence[Shooter], zone: int) -> list[int]:
    """The hit threshold of each die these units roll (6, or 5 with New Weapons), armed units first by id, then
    one die per two unarmed units."""
    out: list[int] = []
    unarmed = 0
    for s in sorted(units, key=lambda s: s.unit.id):
        info = KINDS[s.unit.kind]
        if not info.armed:
            unarmed += 1
            continue
        n = info.dice
        if s.unit.kind is Kind.PALACE_GUARD:
            n = 2 if zone == PALACE else 1
        out.extend([5 if s.new_weapons else 6] * n)
    out.extend([6] * (unarmed // 2))
    return out


def unarmed_dice(units: Sequence[Shooter]) -> int:
    """The dice of `dice_of` rolled for unarmed units: one per two, rounded down."""
    return sum(1 for s in units if not KINDS[s.unit.kind].armed) // 2


def choose_losses(victims: Sequence[Unit], hits: int, order: Sequence[Kind]) -> list[Unit]:
    """The owner picks his losses: by his loss order (then by unit id)."""
    rank = {k: i for i, k in enumerate(order)}
    for k in DEFAULT_LOSS_ORDER:
        rank.setdefault(k, len(rank))
    ordered = sorted(victims, key=lambda u: (rank[u.kind], u.id))
    return ordered[: max(0, hits)]


@dataclass
class Battle:
    """The outcome of one zone's combat."""

    zone: int
    losses: dict[int, int] = field(default_factory=dict)
    killed: set[int] = field(default_factory=set)
    participants: set[int] = field(default_factory=set)
    firings: list[tuple[Firing, tuple[int, ...], int]] = field(default_factory=list)
    # Per firing (in the order of `firings`): its hits that found a unit. Hits beyond the units the target has
    # left, or beyond the later-arrived units under first fire, are lost.
    effective: list[int] = field(default_factory=list)


def fight(
    zone: int,
    units: Sequence[Unit],
    owner: Mapping[int, int | None],
    shooters: Sequence[Shooter],
    plan: Mapping[int, int],
    loss_orders: Mapping[int, Sequence[Kind]],
    roller: Roller,
    rng: random.Random,
    return_fire: bool = True,
    spared: Collection[tuple[int, int]] = (),
) -> Battle:
    """Three volleys in `zone`. `units`: every unit there; `owner`: unit id -> the player whose units they count as
    (None: nobody's); `shooters`: the units able to fire; `plan`: player -> the player he fires at; `spared`:
    (player, firer) pairs where the player never returns the firer's fire (a straw man and his own faction)."""
    b = Battle(zone)
    alive = {u.id: u for u in units}
    b.participants = {p for u in units if (p := owner.get(u.id)) is not None}
    targets = dict(plan)
    by_player: dict[int, list[Shooter]] = {}
    for s in shooters:
        by_player.setdefault(s.player, []).append(s)

    def victims(t: int, min_rank: int | None = None) -> list[Unit]:
        return [u for u in alive.values() if owner.get(u.id) == t and (min_rank is None or u.rank > min_rank)]

    if return_fire:
        # R: a player fired on where he has no fire order fires back at whoever fired most dice at him in volley 1.
        incoming: dict[int, dict[int, int]] = {}
        for p, t in plan.items():
            n = len(dice_of(by_player.get(p, []), zone))
            incoming.setdefault(t, {})[p] = incoming.setdefault(t, {}).get(p, 0) + n
        for t, sources in sorted(incoming.items()):
            sources = {p: n for p, n in sources.items() if (t, p) not in spared}
            if t in targets or t not in by_player or not sources:
                continue
            best = max(sources.values())
            top = sorted(p for p, n in sources.items() if n == best)
            targets[t] = top[0] if len(top) == 1 else rng.choice(top)

    def kill(t: int, hits: int, pool: list[Unit]) -> None:
        for u in choose_losses(pool, hits, loss_orders.get(t, DEFAULT_LOSS_ORDER)):
            alive.pop(u.id, None)
            b.killed.add(u.id)
            b.losses[t] = b.losses.get(t, 0) + 1

    def shoot(f: Firing, thresholds: list[int]) -> int:
        rolled = tuple(roller(f))[: len(thresholds)]
        hits = sum(1 for d, th in zip(rolled, thresholds, strict=False) if d >= th)
        b.firings.append((f, rolled, hits))
        b.effective.append(hits)
        return hits

    def spend(t: int, shots: list[int], pool: int) -> None:
        """Count which of the firings `shots` at `t` found a unit, in order, among the `pool` he has to lose."""
        for i in shots:
            b.effective[i] = min(b.effective[i], pool)
            pool -= b.effective[i]

    for volley in (1, 2, 3):
        simultaneous: list[tuple[int, int, list[Shooter]]] = []
        if volley == 1:
            groups: list[tuple[int, int, int, list[Shooter]]] = []
            for p, t in sorted(targets.items()):
                ranks: dict[int, list[Shooter]] = {}
                for s in by_player.get(p, []):
                    ranks.setdefault(s.unit.rank, []).append(s)
                for r, group in sorted(ranks.items()):
                    groups.append((r, p, t, group))
            for r, p, t, group in sorted(groups, key=lambda g: (g[0], g[1])):
                if victims(t, r):
                    live = [s for s in group if s.unit.id in alive]
                    thresholds = dice_of(live, zone)
                    if not thresholds:
                        continue
                    firing = Firing(zone, 1, p, t, len(thresholds), first_fire=True, unarmed=unarmed_dice(live))
                    hits = shoot(firing, thresholds)
                    pool = victims(t, r)
                    spend(t, [len(b.firings) - 1], len(pool))
                    kill(t, hits, pool)
                else:
                    simultaneous.append((p, t, group))
            # A player's groups without first fire shoot together: unarmed units pair up across arrivals.
            merged: dict[tuple[int, int], list[Shooter]] = {}
            for p, t, group in simultaneous:
                merged.setdefault((p, t), []).extend(group)
            simultaneous = [(p, t, group) for (p, t), group in sorted(merged.items())]
        else:
            simultaneous = [(p, t, by_player.get(p, [])) for p, t in sorted(targets.items())]
        pending: dict[int, int] = {}
        shots: dict[int, list[int]] = {}
        for p, t, group in simultaneous:
            live = [s for s in group if s.unit.id in alive]
            thresholds = dice_of(live, zone)
            if not thresholds or not victims(t):  # no units of the target left: nothing to fire at
                continue
            firing = Firing(zone, volley, p, t, len(thresholds), unarmed=unarmed_dice(live))
            pending[t] = pending.get(t, 0) + shoot(firing, thresholds)
            shots.setdefault(t, []).append(len(b.firings) - 1)
        for t, hits in sorted(pending.items()):
            pool = victims(t)
            spend(t, shots[t], len(pool))
            kill(t, hits, pool)
    return b


def bombard(
    zone: int,
    units: Sequence[Unit],
    owner: Mapping[int, int | None],
    attacker: int | None,
    target: int,
    dice: int,
    weapon: str,
    loss_order: Sequence[Kind],
    roller: Roller,
) -> tuple[list[Unit], tuple[int, ...]]:
    """An Airstrike or the Gunboat on one player's units in one zone: every 6 kills one (never New Weapons)."""
    victims = [u for u in units if owner.get(u.id) == target and u.zone == zone]
    rolled = tuple(roller(Firing(zone, 0, attacker, target, dice, weapon=weapon)))[:dice]
    hits = sum(1 for d in rolled if d >= 6)
    return choose_losses(victims, hits, loss_order), rolled
