"""The military play of a coup (RULES 4.5 step 4, 4.6, 8): who commands which unit, and one phase resolved.

Per phase, in order: (0) coup cards (placements, Bribe the Brigade, Alliance Breaks, Annual Street Festival),
transfers and landings; (1) incoming fire: Airstrikes, the Gunboat and intervention Air Strikes hit one named
player's units in one named zone as they stand before movement (classic: after movement, VARIANTS 6.2, 6.7); (2)
all moves at once (and the Police Response in
Coup Phase 1); (3) combat zone by zone, in zone-id order; then all retreats, in zone-id order.
The rebel-only action resolves like a coup phase, except that only Rebels fire and nobody returns fire.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from rules.events import PUBLIC, to
from rules.junta import straw
from rules.junta.cards import card
from rules.junta.city import CITY
from rules.junta.combat import Battle, Roller, Shooter, bombard, fight, rng_roller
from rules.junta.conditions import Condition
from rules.junta.context import Ctx
from rules.junta.mapview import Battle as BattleView
from rules.junta.mapview import Bombardment, Control, Placement, Retreat
from rules.junta.mapview import Move as MoveView
from rules.junta.money import pay_at_least
from rules.junta.offices import GENERALS, NEW_WEAPONS_OFFICES, Office
from rules.junta.orders import (
    Bombard,
    Fire,
    Land,
    LossOrder,
    Move,
    PlayCoupCard,
    PoliceResponse,
    RetreatPermission,
    RetreatRoute,
    Submitted,
    Transfer,
    Units,
)
from rules.junta.phases import of
from rules.junta.state import Coup, CoupLog, GameState, Status
from rules.junta.units import (
    AIRSTRIKE_DICE,
    BARRACKS,
    BODYGUARD_ZONE,
    BRIBE_FORCES,
    CHAMBER,
    DEFAULT_LOSS_ORDER,
    GUNBOAT_DICE,
    KINDS,
    LABOR_RIOTER_ZONE,
    PALACE,
    POLICE_RESPONSE_KINDS,
    PRECINCTS,
    RIVER_LANDINGS,
    Kind,
    Unit,
    parse_kind,
)
from rules.junta.vacancies import exile
from rules.junta.variants import Retreats, StackMoves, rules_of
from rules.junta.votes import has_influence

# Which off-map units land where.
LANDS_ON_RIVER = (Kind.MARINE, Kind.COMMANDO)
LANDS_ANYWHERE = (Kind.PARATROOPER, Kind.HELICOPTER)


# --- setting up -----------------------------------------------------------------------------------------------
def start_units(state: GameState) -> tuple[Unit, ...]:
    """Section 8's start zones at full strength (Police in 29 if the Chamber was seized this turn). The Bodyguard
    exists only while the Minister of War's holder is alive, in the country and has a location."""
    out: list[Unit] = []

    def add(kind: Kind, zone: int | None, office: Office | None, n: int = 1) -> None:
        for _ in range(n):
            out.append(Unit(len(out), kind, zone, office=office))

    v = rules_of(state)
    add(Kind.PALACE_GUARD, PALACE, Office.PRESIDENT, 4)
    for z in PRECINCTS:
        add(Kind.POLICE, CHAMBER if state.chamber_seized else z, Office.MINISTER)
    for g in GENERALS:
        add(Kind.SOLDIER, BARRACKS[g], g, v.brigade_soldiers)
        add(Kind.TANK, BARRACKS[g], g, v.brigade_tanks)
    add(Kind.MARINE, None, Office.ADMIRAL)
    add(Kind.PARATROOPER, None, Office.AIR_FORCE)
    mow = state.holder(Office.MINISTER_OF_WAR) if Office.MINISTER_OF_WAR in v.offices else None
    if mow is not None and state.players[mow].alive and state.players[mow].location is not None:
        loc = state.players[mow].location
        add(Kind.BODYGUARD, BODYGUARD_ZONE[loc.value] if loc else None, Office.MINISTER_OF_WAR)
    if Office.FARM_LABOR in v.offices:
        add(Kind.LABOR_RIOTER, LABOR_RIOTER_ZONE, Office.FARM_LABOR)
    return tuple(out)


def new_coup(state: GameState) -> Coup:
    units = start_units(state)
    return Coup(phase=0, units=units, next_id=len(units))


# --- who commands what ---------------------------------------------------------------------------------------
def controller(state: GameState, u: Unit) -> int | None:
    """Who gives this unit's orders now (None: it stands still and never fires)."""
    if u.controller is not None:
        p = state.players[u.controller]
        return u.controller if p.status is Status.ALIVE else None
    if u.office is not None:
        return state.actor(u.office)
    if u.owner is not None and state.players[u.owner].status is Status.ALIVE:
        return u.owner
    return None


def belongs(state: GameState, u: Unit) -> int | None:
    """Whose units these count as on the map (an exile's own units still count as his, as an abstainer's)."""
    c = controller(state, u)
    if c is not None:
        return c
    if u.controller is not None:
        return u.controller
    if u.owner is not None and state.players[u.owner].status is Status.EXILED:
        return u.owner
    return None


def new_weapons(state: GameState, u: Unit) -> bool:
    info = KINDS[u.kind]
    if u.new_weapons or info.always_new_weapons:
        return True
    # Only the assignee's own office-derived ground units: never units handed to him, nor his units handed away.
    return (
        info.ground
        and u.controller is None
        and u.office is not None
        and u.office == state.new_weapons
        and u.office in NEW_WEAPONS_OFFICES
    )


def stack_moves(state: GameState, pid: int) -> int:
    """Web (RULES 4.6): one per office held (the Minister of War's counts two), at least one for every living
    player in the country. Classic (VARIANTS 6.5.1, 001 §13.4): one per player, "holding two offices gives no second
    move". In both, the President one more while his Brother-in-Law holds an office."""
    if state.players[pid].status is not Status.ALIVE:
        return 0
    if rules_of(state).stack_moves is StackMoves.PER_PLAYER:
        n = 1
    else:
        n = sum(2 if o is Office.MINISTER_OF_WAR else 1 for o in state.offices_of(pid))
    if pid == state.president and state.brother_in_law is not None:
        n += 1  # one more, whichever office the Brother-in-Law holds (web rules: "two stacks per phase")
    return max(1, n)


def units_of(state: GameState, pid: int, zone: int | None, kinds: Units = ()) -> list[Unit]:
    """The units `pid` commands in `zone` (zone None: off the map), limited to `kinds` (kind, count) if given."""
    coup = state.coup
    mine = [u for u in (coup.units if coup else ()) if u.zone == zone and controller(state, u) == pid]
    if not kinds:
        return sorted(mine, key=lambda u: u.id)
    out: list[Unit] = []
    for kind_name, count in kinds:
        k = parse_kind(kind_name)
        pick = [u for u in sorted(mine, key=lambda u: u.id) if u.kind is k and u not in out]
        out.extend(pick[: count if count > 0 else len(pick)])
    return out


def _pick(pool: list[Unit], kinds: Units) -> list[Unit]:
    """The units of `pool` a stack names: (kind, count) pairs, count 0 meaning all of that kind; none: all."""
    if not kinds:
        return sorted(pool, key=lambda u: u.id)
    out: list[Unit] = []
    for kind_name, count in kinds:
        k = parse_kind(kind_name)
        pick = [u for u in sorted(pool, key=lambda u: u.id) if u.kind is k and u not in out]
        out.extend(pick[: count if count > 0 else len(pick)])
    return out


def is_rebel(state: GameState, pid: int) -> bool:
    return state.players[pid].rebel


def control_points(state: GameState, votes: dict[int, str] | None = None) -> tuple[Control, ...]:
    """Each control point: before the vote held by rebels, loyalists, shared or empty; with the votes: Pro-Junta
    only if every unit in it belongs to Pro-Junta players, else Pro-President (shared, abstainers only, empty)."""
    coup = state.coup
    out: list[Control] = []
    for z in CITY.control_points:
        owners = {belongs(state, u) for u in (coup.units if coup else ()) if u.zone == z}
        owners.discard(None)
        if votes is None:
            if not owners:
                holder = "empty"
            else:
                sides = {is_rebel(state, p) for p in owners if p is not None}
                holder = "shared" if len(sides) > 1 else ("rebels" if True in sides else "loyalists")
        else:
            junta = bool(owners) and all(p is not None and votes.get(p) == "junta" for p in owners)
            holder = "pro_junta" if junta else "pro_president"
        out.append(Control(z, holder))  # type: ignore[arg-type]
    return tuple(out)


# --- one phase -------------------------------------------------------------------------------------------------
class Phase:
    """The working state of one coup phase's resolution."""

    def __init__(self, ctx: Ctx, orders: Sequence[Submitted], rebel_only: bool, roller: Roller | None) -> None:
        coup = ctx.s.coup
        assert coup is not None
        self.ctx = ctx
        self.orders = orders
        self.rebel_only = rebel_only
        self.roller = roller or rng_roller(ctx.rng)
        self.rank = coup.phase + 1
        self.slots: dict[int, int] | None = None
        self.moves: list[MoveView] = []
        self.bombardments: list[Bombardment] = []
        self.battles: list[BattleView] = []
        self.retreats: list[Retreat] = []
        self.routes: dict[tuple[int, int], tuple[int, ...]] = {}
        self.placements: list[Placement] = []
        self.acted: dict[int, int] = {}  # player -> earliest time of an action that happened
        self.used_moves: dict[int, int] = {}
        self.holds = _always
        variant = rules_of(ctx.s)
        self.after_movement = variant.bombard_after_movement
        # Classic (VARIANTS 6.9.2, 001 §20.4): bombardment losses in a zone count toward its retreats.
        self.bombard_losses: dict[tuple[int, int], int] | None = {} if variant.bombard_losses_decide_retreats else None
        # A new phase: nobody has moved yet.
        self.set_units(tuple(replace(u, moved=False, origin=None) for u in coup.units))

    # state helpers
    @property
    def s(self) -> GameState:
        return self.ctx.s

    @property
    def coup(self) -> Coup:
        c = self.ctx.s.coup
        assert c is not None
        return c

    def set_units(self, units: Iterable[Unit]) -> None:
        self.ctx.update(coup=replace(self.coup, units=tuple(sorted(units, key=lambda u: u.id))))

    def replace_units(self, changed: Iterable[Unit]) -> None:
        by_id = {u.id: u for u in self.coup.units}
        for u in changed:
            by_id[u.id] = u
        self.set_units(by_id.values())

    def remove_units(self, ids: Iterable[int]) -> None:
        gone = set(ids)
        self.set_units(u for u in self.coup.units if u.id not in gone)

    def add_units(
        self, kind: Kind, n: int, zone: int | None, owner: int | None, source: str, **kw: object
    ) -> list[Unit]:
        start = self.coup.next_id
        new = [
            Unit(start + i, kind, zone, owner=owner, rank=self.rank_of(owner), card=source, **kw)  # type: ignore[arg-type]
            for i in range(n)
        ]
        self.ctx.update(coup=replace(self.coup, next_id=start + n, units=self.coup.units + tuple(new)))
        return new

    def rank_of(self, pid: int | None) -> int:
        """The arrival rank of units `pid` brings into a zone this phase (first fire goes to lower ranks, RULES 4.6).
        Web: the phase, so every arrival of one phase is equal. Classic (VARIANTS 6.4, 6.6.2): (phase, the slot of
        the player in the phase's move order); retreats and units nobody brought come after the last slot."""
        if self.slots is None:
            return self.rank
        slot = self.slots.get(pid, RANK_SLOTS - 1) if pid is not None else RANK_SLOTS - 1
        return self.rank * RANK_SLOTS + slot

    def slot_owner(self, pid: int, units: Sequence[Unit]) -> int:
        """Whose slot a move is made in: the mover's, except the Brother-in-Law's extra move, made in the slot of the
        family whose office he runs (VARIANTS 6.4.3, 001 §13.4)."""
        bil = self.s.brother_in_law
        if pid != self.s.president or bil is None or not units or any(u.office is not bil for u in units):
            return pid
        for p in self.s.players:
            if bil in p.kept_offices:
                return p.id
        holder = next((st.holder for st in self.s.previous_cabinet if st.office is bil), None)
        return holder if holder is not None else pid

    def act(self, pid: int, time: int) -> None:
        if pid not in self.acted or time < self.acted[pid]:
            self.acted[pid] = time
        if self.rebel_only and not self.s.players[pid].rebel:
            # Whoever acts in the rebel-only action becomes a Rebel.
            self.ctx.set_player(pid, rebel=True)
        head = straw.leader(self.s, pid) if self.s.players[pid].straw else None
        if self.rebel_only and head is not None and head != self.s.president and not self.s.players[head].rebel:
            # Mini-Junta (VARIANTS 10.9.3): the leader who ordered a straw man's rebel-only action is a Rebel too.
            self.ctx.set_player(head, rebel=True)
            if head not in self.acted or time < self.acted[head]:
                self.acted[head] = time

    def may_act(self, pid: int, cond: Condition | None) -> bool:
        p = self.s.players[pid]
        return p.status is Status.ALIVE and self.heeded(pid) and self.holds(self.ctx, cond)

    def heeded(self, pid: int) -> bool:
        """Mini-Junta (VARIANTS 10.6): a straw man's orders count only while his leader is alive and in the country;
        a leader who flees through an embassy leaves them to their defaults for the rest of the phase."""
        return not self.s.players[pid].straw or straw.leader(self.s, pid) is not None

    def take_move(self, pid: int) -> bool:
        if self.used_moves.get(pid, 0) >= stack_moves(self.s, pid):
            self.ctx.say("lapsed_no_stack_move", to(pid))
            return False
        self.used_moves[pid] = self.used_moves.get(pid, 0) + 1
        return True

    def move_units(self, units: Sequence[Unit], to_zone: int, pid: int, count_as_move: bool = True) -> None:
        if not units:
            return
        from_zone = units[0].zone
        rank = self.rank_of(self.slot_owner(pid, units))
        moved = [replace(u, zone=to_zone, origin=u.zone, moved=True, rank=rank) for u in units]
        self.replace_units(moved)
        if from_zone is not None:
            self.moves.append(MoveView(pid, from_zone, to_zone, len(units)))
        if count_as_move and CITY.zone(to_zone).kind == "embassy" and pid != self.s.president:
            self.flee(pid, to_zone)

    def flee(self, pid: int, zone: int) -> None:
        """A player flees into exile by moving one of his units into an embassy (never a straw man: only real players
        go into exile, VARIANTS 10.6, 001 §17.8)."""
        if self.s.players[pid].status is Status.ALIVE and not self.s.players[pid].straw:
            exile(self.ctx, pid)
            self.ctx.say("fled", PUBLIC, player=pid, zone=zone)

    # (0) coup cards, transfers, landings ------------------------------------------------------------------
    def cards(self) -> None:
        for pid, o, time in of(self.orders, PlayCoupCard):
            if not self.may_act(pid, o.condition) or o.card not in self.s.players[pid].hand:
                continue
            spec = card(o.card)
            self.ctx.discard_cards(pid, (o.card,))
            self.act(pid, time)
            if spec.kind == "bribe":
                self.bribe(pid, spec.target, o.zone, o.count)
                continue
            if spec.key == "alliance_breaks":
                self.set_units(replace(u, controller=None) for u in self.coup.units)
                self.ctx.say("alliance_breaks", PUBLIC, player=pid, card=spec.key)
                continue
            if spec.key == "street_festival":
                reds = [u.id for u in self.coup.units if u.red and u.zone is not None]
                self.remove_units(reds)
                self.ctx.say("street_festival", PUBLIC, player=pid, card=spec.key, removed=len(reds))
                continue
            placed: list[Unit] = []
            said: dict[str, object] = {}
            for n, kind_name, where in spec.units:
                zone = o.zone if where == "any" else int(where)
                if zone is None:
                    continue
                kind = Kind(kind_name)
                count = n
                if spec.bonus is not None and has_influence(self.s, pid, spec.bonus[0]):
                    count += spec.bonus[1]
                placed += self.add_units(kind, count, zone, pid, spec.key)
                # the map legend's label, which render draws as it is (the card's English name until render takes
                # its labels from the bot in the reader's language, issue 23)
                self.placements.append(Placement(pid, kind.value, count, zone, spec.name))
                # R: every card of cards.toml places units in one zone; the news tells the first placement
                said = said or {"unit": kind.value, "unit_count": count, "zone": zone}
                if self.rebel_only and kind in POLICE_RESPONSE_KINDS:
                    zones = tuple(sorted(set(self.coup.police_response_zones) | {zone}))
                    self.ctx.update(coup=replace(self.coup, police_response_zones=zones))
            if spec.coup_excuse:
                self.ctx.update(coup_excuse=True)
            form = "placed" if said else "none"
            self.ctx.say("coup_card", PUBLIC, player=pid, card=spec.key, form=form, **said)
            if placed and o.then_to is not None and self.take_move(pid):
                self.move_units(placed, o.then_to, pid)

    def bribe(self, pid: int, force: str, zone: int | None, count: int) -> None:
        offices = BRIBE_FORCES.get(force, ())
        pool = [u for u in self.coup.units if u.zone == zone and u.office in offices and controller(self.s, u) != pid]
        pool = sorted(pool, key=lambda u: u.id)[: max(0, count)]
        if not pool:
            self.ctx.say("lapsed_no_units_to_bribe", to(pid), force=force)
            return
        free = any(card(c).key in ("bankers", "multinationals") for c in self.s.players[pid].influence)
        if not free:
            bills = pay_at_least(self.s.players[pid].pocket, len(pool))
            if bills is None:
                self.ctx.say("lapsed_bribe_unpaid", to(pid), force=force, amount=len(pool))
                return
            self.ctx.take_cash(pid, bills)
            self.ctx.out_of_play(bills)
        won = []
        for u in pool:
            if self.ctx.rng.randint(1, 6) >= 4:
                won.append(replace(u, controller=pid))
        self.replace_units(won)
        self.ctx.say("bribed_brigade", PUBLIC, player=pid, force=force, won=len(won), count=len(pool))

    def transfers(self) -> None:
        for pid, o, time in of(self.orders, Transfer):
            if not self.may_act(pid, None) or self.s.players[o.to].status is not Status.ALIVE:
                continue
            units = units_of(self.s, pid, o.zone, o.units)
            if units:
                self.replace_units(replace(u, controller=o.to) for u in units)
                self.act(pid, time)
                self.ctx.say("transfer", PUBLIC, player=pid, to=o.to, to_player=o.to, zone=o.zone, count=len(units))

    def landings(self) -> None:
        for pid, o, time in of(self.orders, Land):
            if not self.may_act(pid, o.condition):
                continue
            kind = parse_kind(o.kind)
            units = [u for u in units_of(self.s, pid, None) if u.kind is kind]
            if not units or kind is None:
                continue
            if kind in LANDS_ON_RIVER and o.zone not in RIVER_LANDINGS:
                continue
            landed = [replace(u, zone=o.zone, rank=self.rank_of(self.slot_owner(pid, units))) for u in units]
            self.replace_units(landed)
            self.placements.append(Placement(pid, kind.value, len(landed), o.zone, "landing"))
            self.act(pid, time)
            self.ctx.say("landing", PUBLIC, player=pid, zone=o.zone, unit=kind.value, unit_count=len(landed))
            if o.then_to is not None and self.take_move(pid):
                self.move_units(landed, o.then_to, pid)

    # (1) incoming fire ---------------------------------------------------------------------------------------------
    def incoming_fire(self) -> None:
        for pid, o, time in of(self.orders, Bombard):
            if not self.may_act(pid, o.condition):
                continue
            coup = self.coup
            if o.weapon == "airstrike":
                if Office.AIR_FORCE not in self.s.acts_for(pid) or coup.airstrikes_left <= 0:
                    continue
                self.ctx.update(coup=replace(coup, airstrikes_left=coup.airstrikes_left - 1))
                dice = AIRSTRIKE_DICE
            elif o.weapon == "gunboat":
                if Office.ADMIRAL not in self.s.acts_for(pid):
                    continue
                dice = GUNBOAT_DICE
            elif o.weapon == "intervention_airstrike":
                if Office.FOREIGN_MINISTER not in self.s.acts_for(pid) or coup.intervention_airstrikes_left <= 0:
                    continue
                self.ctx.update(coup=replace(coup, intervention_airstrikes_left=coup.intervention_airstrikes_left - 1))
                dice = AIRSTRIKE_DICE
            else:
                continue
            self.act(pid, time)
            self.rebel_if_palace_guard(pid, o.target, o.zone)
            owner = {u.id: belongs(self.s, u) for u in self.coup.units}
            lost, rolled = bombard(
                o.zone, self.coup.units, owner, pid, o.target, dice, o.weapon, self.loss_order(o.target), self.roller
            )
            self.remove_units(u.id for u in lost)
            if self.bombard_losses is not None:
                key = (o.zone, o.target)
                self.bombard_losses[key] = self.bombard_losses.get(key, 0) + len(lost)
            kind = "gunboat" if o.weapon == "gunboat" else ("airstrike" if o.weapon == "airstrike" else o.weapon)
            self.bombardments.append(Bombardment(o.zone, kind, pid, o.target, len(lost)))  # type: ignore[arg-type]
            self.ctx.say(
                "bombardment",
                PUBLIC,
                zone=o.zone,
                attacker=pid,
                by=pid,
                target=o.target,
                hits=len(lost),
                weapon=o.weapon,
                dice=list(rolled),
            )

    def loss_order(self, pid: int) -> tuple[Kind, ...]:
        for p, kinds in self.coup.loss_orders:
            if p == pid:
                return tuple(k for name in kinds if (k := parse_kind(name)) is not None)
        return DEFAULT_LOSS_ORDER

    def rebel_if_palace_guard(self, pid: int, target: int, zone: int) -> None:
        """Firing or bombarding a player's units in a zone where he has a Palace Guard makes you a Rebel (never
        the President; return fire excepted)."""
        if pid == self.s.president or self.s.players[pid].rebel:
            return
        if self.s.players[pid].straw and straw.side(self.s, pid) == straw.GOVERNMENT:
            return  # Mini-Junta (VARIANTS 10.9.3): the President's straw men's fire is his, and never makes a Rebel
        if any(
            u.zone == zone and u.kind is Kind.PALACE_GUARD and belongs(self.s, u) == target for u in self.coup.units
        ):
            self.ctx.set_player(pid, rebel=True)
            self.ctx.say("became_rebel", PUBLIC, player=pid)

    # (2) movement -------------------------------------------------------------------------------------------------
    def movement(self) -> None:
        plans: list[tuple[int, list[Unit], int, int | None, int]] = []
        pick_up: dict[tuple[int, int], bool] = {}
        claimed: set[int] = set()
        for pid, o, time in of(self.orders, Move):
            if not self.may_act(pid, o.condition):
                continue
            # Two stacks out of one zone take different units.
            pool = [u for u in units_of(self.s, pid, o.from_zone) if not u.moved and u.id not in claimed]
            units = _pick(pool, o.units)
            if not units:
                self.ctx.say("lapsed_units_gone", to(pid), from_zone=o.from_zone, to_zone=o.to_zone)
                continue
            if o.via is not None and any(u.kind is not Kind.HELICOPTER for u in units) and not (
                rules_of(self.s).helicopter_carries and any(u.kind is Kind.HELICOPTER for u in units)
            ):
                continue
            if o.pick_up:
                pick_up[(pid, units[0].id)] = True
            if not self.take_move(pid):
                continue
            claimed.update(u.id for u in units)
            plans.append((pid, units, o.to_zone, o.via, time))
        if self.coup.phase == 1:
            minister = self.s.actor(Office.MINISTER)
            for pid, pr, time in of(self.orders, PoliceResponse):
                if pid != minister or pr.to_zone not in self.coup.police_response_zones or not self.heeded(pid):
                    continue
                police = [u for u in units_of(self.s, pid, pr.from_zone) if u.kind is Kind.POLICE and not u.moved]
                police = police[: pr.count] if pr.count > 0 else police
                if police:
                    self.move_units(police, pr.to_zone, pid, count_as_move=False)
                    self.act(pid, time)
        # All moves at once: every plan was drawn from the positions before any of them.
        for pid, units, to_zone, via, time in plans:
            current = [u for u in self.coup.units if u.id in {x.id for x in units} and not u.moved]
            if via is not None and rules_of(self.s).helicopter_carries:
                self.fly(pid, current, via, to_zone, pick_up.get((pid, units[0].id), False))
            else:
                self.move_units(current, to_zone, pid)
            self.act(pid, time)

    def fly(self, pid: int, units: list[Unit], via: int, to_zone: int, pick_up: bool) -> None:
        """Classic's Helicopter (VARIANTS 6.5.2, 001 §13.4): the units it carries from the start get off at `via`
        and it flies on to `to_zone`; or it flies alone, picks up its owner's units at `via` that have not moved
        this phase, and takes them on. Ground units never move more than one zone."""
        helicopters = [u for u in units if u.kind is Kind.HELICOPTER]
        carried = [u for u in units if u.kind is not Kind.HELICOPTER]
        if carried:
            self.move_units(carried, via, pid)
        if pick_up:
            waiting = [u for u in units_of(self.s, pid, via) if not u.moved and u.kind is not Kind.HELICOPTER]
            helicopters += waiting
        self.move_units(helicopters, to_zone, pid)

    # (3) combat and retreats ------------------------------------------------------------------------------
    def combat(self) -> None:
        fire: dict[int, dict[int, int]] = {}
        fire_time: dict[tuple[int, int], int] = {}
        for pid, o, time in of(self.orders, Fire):
            if not self.may_act(pid, o.condition) or CITY.zone(o.zone).kind == "embassy":
                continue
            fire.setdefault(o.zone, {})[pid] = o.target
            fire_time[(pid, o.zone)] = time
        battles: list[int] = []
        for zone in sorted(fire):
            here = [u for u in self.coup.units if u.zone == zone]
            owner = {u.id: belongs(self.s, u) for u in here}
            present = {p for p in owner.values() if p is not None}
            plan = {p: t for p, t in fire[zone].items() if p in present and t in present and t != p}
            if not plan:
                continue
            for p, t in plan.items():
                self.act(p, fire_time[(p, zone)])
                self.rebel_if_palace_guard(p, t, zone)
            shooters = [
                Shooter(u, c, new_weapons(self.s, u))
                for u in here
                if (c := controller(self.s, u)) is not None and (not self.rebel_only or self.s.players[c].rebel)
            ]
            loss_orders = {p: self.loss_order(p) for p in present}
            # Mini-Junta (VARIANTS 10.6): a straw man's default (return fire) never hits his own faction.
            spared = {
                (t, p)
                for p, t in plan.items()
                if self.s.players[t].straw and straw.side(self.s, t) is not None
                and straw.side(self.s, t) == straw.side(self.s, p)
            }
            b = fight(
                zone, here, owner, shooters, plan, loss_orders, self.roller, self.ctx.rng, not self.rebel_only, spared
            )
            self.remove_units(b.killed)
            losses = {p: b.losses.get(p, 0) for p in sorted(b.participants)}
            self.battles.append(BattleView(zone, tuple(sorted(losses.items()))))
            self.ctx.say(
                "battle",
                PUBLIC,
                zone=zone,
                losses={str(p): n for p, n in losses.items()},
                lost=[[p, n] for p, n in losses.items()],
                volleys=self.volleys(b),
            )
            battles.append(zone)
            if self.bombard_losses is not None:
                losses = {p: n + self.bombard_losses.get((zone, p), 0) for p, n in losses.items()}
            self._pending_retreats.append((zone, losses))

    _pending_retreats: list[tuple[int, dict[int, int]]]

    @staticmethod
    def volleys(b: Battle) -> list[list[object]]:
        """The firings of a battle as data, each `[volley, firer, target, dice, unarmed dice, rolled dice, hits,
        hits that found a unit, first fire]` (the bot tells them: 'Volley 1: Cortez fires 4 dice at Escobar (6 5 2
        1): 2 hits, first fire.'; RULES 4.6: one die per two unarmed units of a player)."""
        return [
            [f.volley, f.firer, f.target, f.dice, f.unarmed, list(rolled), h, took, f.first_fire]
            for (f, rolled, h), took in zip(b.firings, b.effective, strict=True)
            if f.firer is not None
        ]

    def allows(self, occupant: int, mover: int) -> bool:
        for p, allow, deny in self.coup.permissions:
            if p == occupant:
                if mover in allow:
                    return True
                if mover in deny:
                    return False
        return self.s.players[occupant].rebel == self.s.players[mover].rebel

    def retreat_to(self, pid: int, zone: int, origin: int | None) -> int | None:
        """Where a player's units from `origin` retreat to: first the zones of his standing retreat route for this
        zone, in his order, where the occupants allow it; then the defaults. R: an empty embassy is a valid refuge
        (a retreat never exiles); units that did not move this phase have no origin and go to an empty neighbour
        first."""

        def ok(z: int) -> bool:
            occupants = {belongs(self.s, u) for u in self.coup.units if u.zone == z} - {None, pid}
            return all(self.allows(o, pid) for o in occupants if o is not None)

        def empty(z: int) -> bool:
            return not any(u.zone == z for u in self.coup.units)

        origin_first = rules_of(self.s).retreats is Retreats.ORIGIN_FIRST
        route = [z for z in self.routes.get((pid, zone), ()) if CITY.adjacent(zone, z)]
        if not origin_first:
            # Classic (VARIANTS 6.9.3): an empty zone first, "chosen by his retreat order, default the lowest id";
            # an occupied one only if no neighbour is empty.
            empties = [z for z in route if empty(z)] + [z for z in sorted(CITY.neighbours(zone)) if empty(z)]
            if empties:
                return empties[0]
            for z in route + sorted(CITY.neighbours(zone)):
                if ok(z):
                    return z
            return None
        for z in route:
            if ok(z):
                return z
        if origin_first and origin is not None and CITY.adjacent(origin, zone) and ok(origin):
            return origin
        for z in sorted(CITY.neighbours(zone)):
            if empty(z):
                return z
        for z in sorted(CITY.neighbours(zone)):
            if ok(z):
                return z
        return None

    def do_retreats(self) -> None:
        """After three volleys the player with the fewest losses stays (ties stay; bystanders who lost nothing
        count); the others retreat: to their origin if allowed, else an empty neighbour (lowest id), else one whose
        occupants allow it; nowhere: destroyed."""
        for zone, losses in sorted(self._pending_retreats):
            if not losses:
                continue
            least = min(losses.values())
            for pid in sorted(p for p, n in losses.items() if n > least):
                units = [u for u in self.coup.units if u.zone == zone and belongs(self.s, u) == pid]
                by_origin: dict[int | None, list[Unit]] = {}
                for u in units:
                    by_origin.setdefault(u.origin, []).append(u)
                for origin, group in sorted(by_origin.items(), key=lambda t: (t[0] is None, t[0] or 0)):
                    dest = self.retreat_to(pid, zone, origin)
                    kinds: dict[str, int] = {}
                    for u in group:
                        kinds[u.kind.value] = kinds.get(u.kind.value, 0) + 1
                    if dest is None:
                        self.remove_units(u.id for u in group)
                    else:
                        rank = self.rank_of(None)
                        self.replace_units(replace(u, zone=dest, rank=rank, moved=True) for u in group)
                    for kind, n in sorted(kinds.items()):
                        self.retreats.append(Retreat(pid, kind, n, zone, dest))
                    dest_zone = {} if dest is None else {"to_zone": dest}
                    self.ctx.say(
                        "retreat",
                        PUBLIC,
                        player=pid,
                        zone=zone,
                        to=dest,
                        form="nowhere" if dest is None else "to",
                        **dest_zone,
                    )

    # standing orders ----------------------------------------------------------------------------------------------
    def standing(self) -> None:
        coup = self.coup
        loss = dict(coup.loss_orders)
        for pid, lo, _ in of(self.orders, LossOrder):
            loss[pid] = lo.kinds
        perms = {p: (a, d) for p, a, d in coup.permissions}
        for pid, rp, _ in of(self.orders, RetreatPermission):
            perms[pid] = (rp.allow, rp.deny)
        routes = {(p, z): to for p, z, to in coup.retreat_routes}
        for pid, rr, _ in of(self.orders, RetreatRoute):
            if rr.to:
                routes[(pid, rr.zone)] = rr.to
            else:
                routes.pop((pid, rr.zone), None)
        self.routes = routes
        self.ctx.update(
            coup=replace(
                coup,
                loss_orders=tuple(sorted(loss.items())),
                permissions=tuple(sorted((p, a, d) for p, (a, d) in perms.items())),
                retreat_routes=tuple(sorted((p, z, to) for (p, z), to in routes.items())),
            )
        )

    def run(self) -> None:
        self._pending_retreats = []
        self.standing()
        self.cards()
        self.transfers()
        self.landings()
        if self.after_movement:
            # Classic (VARIANTS 6.2, 6.7; 001 §13.6, §20.3): bombardments after movement, before the first volley.
            self.movement()
            self.incoming_fire()
        else:
            self.incoming_fire()
            self.movement()
        self.combat()
        self.do_retreats()
        # The Bodyguard exists only while the Minister of War's holder is alive and in the country.
        mow = self.s.holder(Office.MINISTER_OF_WAR)
        if mow is None or self.s.players[mow].status is not Status.ALIVE:
            guards = [u for u in self.coup.units if u.kind is Kind.BODYGUARD and u.zone is not None]
            for u in guards:
                owner = belongs(self.s, u)
                if owner is not None and u.zone is not None:
                    # Recorded like destroyed units, so the map shows where it went.
                    self.retreats.append(Retreat(owner, u.kind.value, 1, u.zone, None))
            if guards:
                self.remove_units(u.id for u in guards)
                self.ctx.say("bodyguard_gone", PUBLIC, units=len(guards), office=Office.MINISTER_OF_WAR.value)
        # The dead's own units leave the map.
        gone = [
            u.id
            for u in self.coup.units
            if u.office is None and u.owner is not None and self.s.players[u.owner].status is Status.DEAD
        ]
        self.remove_units(gone)
        self.ctx.update(
            coup=replace(
                self.coup,
                log=CoupLog(
                    tuple(self.moves),
                    tuple(self.bombardments),
                    tuple(self.battles),
                    tuple(self.retreats),
                    tuple(self.placements),
                ),
            )
        )


RANK_SLOTS = 16
"""Arrival ranks per phase in classic: one slot per seat (at most 10), and one after the last for retreats."""


def move_slots(state: GameState, lead: int | None) -> dict[int, int]:
    """Classic's move order (VARIANTS 6.4.1-6.4.2, 001 §13.1): each seat's slot in this coup phase. In the prelude the
    Rebel Leader first, then seat order from him; in Coup Phase 1 the seat after the Rebel Leader first, and each
    later phase one seat further on. Every seat counts in the rotation, also a dead, exiled or idle one."""
    n = len(state.players)
    coup = state.coup
    phase = coup.phase if coup is not None else 0
    leader = lead if phase == 0 else state.first_rebel
    start = ((leader if leader is not None else 0) + phase) % n
    return {p.id: (p.id - start) % n for p in state.players}


def _always(ctx: Ctx, cond: Condition | None) -> bool:
    return True


def resolve(
    ctx: Ctx,
    orders: Sequence[Submitted],
    rebel_only: bool = False,
    roller: Roller | None = None,
    holds: object = None,
    lead: int | None = None,
) -> dict[int, int]:
    """Resolve one coup phase's military orders; returns who acted (player -> earliest order time). `lead`: in the
    prelude, who starts the move order (classic: the player who will be the Rebel Leader)."""
    ph = Phase(ctx, orders, rebel_only, roller)
    if rules_of(ctx.s).move_order:
        ph.slots = move_slots(ctx.s, lead)
    if holds is not None:
        ph.holds = holds  # type: ignore[assignment]
    ph.run()
    return ph.acted
