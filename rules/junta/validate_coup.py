"""Validation of the coup's orders: clear rejections (not adjacent, not your unit, no airstrikes left, not a river
zone, ...). Rebel-only action in the locations phase is checked against the units' start positions; whether the
player has a coup excuse or is at HQ is only known when the phase resolves.

R: a Move must name a zone where you command units when you give it. Units handed to you this phase (transfers
resolve before movement, and an unmoved unit's move goes with it) join a move you ordered from their zone; where
you have no unit of your own yet, you can move them from the next phase on. Units a Bribe the Brigade card of
yours may win in a zone are the exception: "4-6 it changes to your control at once with any move it has left"
(cards.toml), so a move from there is accepted, in the rebel-only step (where rebel-only action may be taken) and in
a coup phase, with a caveat that it moves only the units the card wins (`rules.junta.submission`)."""

from __future__ import annotations

from dataclasses import replace

from rules.junta import military
from rules.junta.cards import card
from rules.junta.checks import check
from rules.junta.city import CITY
from rules.junta.money import total
from rules.junta.offices import Office
from rules.junta.orders import (
    Bombard,
    Concede,
    CoupVote,
    ExecuteIfElected,
    Fire,
    FiringSquad,
    InterventionChoice,
    JuntaVote,
    Land,
    LossOrder,
    Move,
    PlayCoupCard,
    PoliceResponse,
    RetreatPermission,
    RetreatRoute,
    SafePassage,
    Transfer,
    Units,
)
from rules.junta.state import GameState, Phase, Status
from rules.junta.units import (
    BODYGUARD_ZONE,
    BRIBE_FORCES,
    INTERVENTION_FORCES,
    PALACE,
    RIVER_LANDINGS,
    Kind,
    Unit,
    parse_kind,
)
from rules.junta.variants import rules_of
from rules.rejections import Rejection, refusal, refuse


def _zone(z: int | None) -> Rejection | None:
    if z is None or not any(x.id == z for x in CITY.zones):
        return refusal("no_such_zone", number=z, last=len(CITY.zones))
    return None


def _player(state: GameState, pid: int) -> Rejection | None:
    if not 0 <= pid < len(state.players):
        return refusal("no_such_player", number=pid)
    return None


def _units(state: GameState) -> tuple[Unit, ...]:
    """The units as they stand (before the coup: as they would start)."""
    if state.coup is not None:
        return state.coup.units
    return military.start_units(state)


def _commands(state: GameState, pid: int, zone: int | None, kinds: Units = ()) -> list[Unit]:
    view = state if state.coup is not None else _with_start(state)
    return military.units_of(view, pid, zone, kinds)


def _with_start(state: GameState) -> GameState:
    return replace(state, coup=military.new_coup(state))


def _kinds(kinds: Units) -> Rejection | None:
    for name, count in kinds:
        if parse_kind(name) is None:
            return refusal("no_such_unit", typed=name)
        if count < 0:
            return refusal("bad_count", form="units")
    return None


@check(Move)
def _move(state: GameState, pid: int, o: Move) -> tuple[Rejection, ...]:
    bad = _zone(o.from_zone) or _zone(o.to_zone) or _kinds(o.units)
    if bad:
        return (bad,)
    if o.via is not None:
        bad = _zone(o.via)
        if bad:
            return (bad,)
        if not (CITY.adjacent(o.from_zone, o.via) and CITY.adjacent(o.via, o.to_zone)):
            return refuse("not_adjacent", form="flight", zone_from=o.from_zone, zone_via=o.via, zone_to=o.to_zone)
    elif not CITY.adjacent(o.from_zone, o.to_zone):
        near = sorted(CITY.neighbours(o.from_zone))
        return refuse("not_adjacent", form="neighbours", zone_to=o.to_zone, zone_from=o.from_zone, neighbours=near)
    units = _commands(state, pid, o.from_zone, o.units)
    if (
        not units
        and not (state.phase is Phase.LOCATIONS and o.from_zone in _bodyguard_zones(state, pid))
        and not _may_bribe(state, pid, o.from_zone)
    ):
        return refuse("not_your_units", form="command", zone_id=o.from_zone)
    carries = rules_of(state).helicopter_carries
    helicopter = any(u.kind is Kind.HELICOPTER for u in units)
    if o.via is not None and any(u.kind is not Kind.HELICOPTER for u in units) and not (carries and helicopter):
        return refuse("helicopter_only", form="carries" if carries else "alone")
    if o.pick_up and not (carries and o.via is not None and helicopter):
        return refuse("no_pick_up", form="flight" if carries else "carries-nobody")
    if o.pick_up and any(u.kind is not Kind.HELICOPTER for u in units):
        return refuse("no_pick_up", form="alone")
    if pid == state.president and CITY.zone(o.to_zone).kind == "embassy":
        return refuse("president_exile", form="embassy")
    return ()


def _may_bribe(state: GameState, pid: int, zone: int) -> bool:
    """He holds a Bribe the Brigade card for a force with units in this zone: units bribed there change to his
    control "at once with any move it has left" (cards.toml), so he may order their move now."""
    return bool(bribes_for(state, pid, zone))


def bribes_for(state: GameState, pid: int, zone: int) -> tuple[int, ...]:
    """The Bribe the Brigade cards of his hand whose force has units in this zone (as they stand; before the coup:
    as they would start)."""
    there = {u.office for u in _units(state) if u.zone == zone}
    return tuple(
        c
        for c in state.players[pid].hand
        if card(c).kind == "bribe" and any(o in there for o in BRIBE_FORCES.get(card(c).target, ()))
    )


def _bodyguard_zones(state: GameState, pid: int) -> tuple[int, ...]:
    return tuple(BODYGUARD_ZONE.values()) if Office.MINISTER_OF_WAR in state.acts_for(pid) else ()


@check(Land)
def _land(state: GameState, pid: int, o: Land) -> tuple[Rejection, ...]:
    kind = parse_kind(o.kind)
    if kind not in (Kind.MARINE, Kind.PARATROOPER, Kind.COMMANDO, Kind.HELICOPTER):
        return refuse("cannot_land")
    bad = _zone(o.zone)
    if bad:
        return (bad,)
    if not [u for u in _commands(state, pid, None) if u.kind is kind]:
        return refuse("not_your_units", form="land", unit=kind.value, unit_count=2)
    if kind in (Kind.MARINE, Kind.COMMANDO) and o.zone not in RIVER_LANDINGS:
        return refuse("not_a_river_zone", landings=list(RIVER_LANDINGS))
    if o.then_to is not None and not CITY.adjacent(o.zone, o.then_to):
        return refuse("not_adjacent", form="next", zone_to=o.then_to, zone_from=o.zone)
    return ()


@check(Bombard)
def _bombard(state: GameState, pid: int, o: Bombard) -> tuple[Rejection, ...]:
    bad = _zone(o.zone) or _player(state, o.target)
    if bad:
        return (bad,)
    if CITY.zone(o.zone).kind == "embassy":
        return refuse("embassy", form="bombard")
    if state.phase is Phase.LOCATIONS and rules_of(state).prelude_bombards_palace_only and o.zone != PALACE:
        # Classic (VARIANTS 5.10.2, 001 §12.3): only a bombardment of the Presidential Palace starts a coup.
        return refuse("prelude_palace_only", palace_zone=PALACE, palace_id=PALACE, zone_id=o.zone)
    coup = state.coup
    acts = state.acts_for(pid)
    if o.weapon == "airstrike":
        if Office.AIR_FORCE not in acts:
            return refuse("not_your_office", form="airstrike", office=Office.AIR_FORCE.value)
        if coup is not None and coup.airstrikes_left <= 0:
            return refuse("no_airstrikes_left", form="spent")
    elif o.weapon == "gunboat":
        if Office.ADMIRAL not in acts:
            return refuse("not_your_office", form="gunboat", office=Office.ADMIRAL.value)
    elif o.weapon == "intervention_airstrike":
        if Office.FOREIGN_MINISTER not in acts:
            return refuse("not_your_office", form="intervention-airstrike", office=Office.FOREIGN_MINISTER.value)
        if coup is None or coup.intervention_airstrikes_left <= 0:
            return refuse("no_airstrikes_left", form="intervention")
    else:
        return refuse("bad_weapon")
    if o.target == pid:
        return refuse("self", form="bombard")
    return ()


@check(Fire)
def _fire(state: GameState, pid: int, o: Fire) -> tuple[Rejection, ...]:
    bad = _zone(o.zone) or _player(state, o.target)
    if bad:
        return (bad,)
    if CITY.zone(o.zone).kind == "embassy":
        return refuse("embassy", form="combat")
    if o.target == pid:
        return refuse("self", form="fire")
    return ()


@check(Transfer)
def _transfer(state: GameState, pid: int, o: Transfer) -> tuple[Rejection, ...]:
    bad = _zone(o.zone) or _player(state, o.to) or _kinds(o.units)
    if bad:
        return (bad,)
    if o.to == pid:
        return refuse("self", form="transfer")
    if state.players[o.to].status is not Status.ALIVE:
        return refuse("not_eligible", form="command", player=o.to)
    if not _commands(state, pid, o.zone, o.units):
        return refuse("not_your_units", form="command", zone_id=o.zone)
    return ()


@check(PoliceResponse)
def _police(state: GameState, pid: int, o: PoliceResponse) -> tuple[Rejection, ...]:
    coup = state.coup
    if coup is None or coup.phase != 1:
        return refuse("wrong_phase", form="police-response")
    if state.actor(Office.MINISTER) != pid:
        return refuse("not_your_office", form="police-response", office=Office.MINISTER.value)
    if o.to_zone not in coup.police_response_zones:
        return refuse("no_red_units_there", zone_ids=list(coup.police_response_zones))
    if not [u for u in _commands(state, pid, o.from_zone) if u.kind is Kind.POLICE]:
        return refuse("not_your_units", form="police", zone_id=o.from_zone)
    return ()


@check(PlayCoupCard)
def _coup_card(state: GameState, pid: int, o: PlayCoupCard) -> tuple[Rejection, ...]:
    p = state.players[pid]
    if o.card not in p.hand:
        return refuse("not_in_hand")
    spec = card(o.card)
    if spec.when != "coup":
        return refuse("not_a_coup_card", card=o.card)
    if any(u[2] == "any" for u in spec.units):
        bad = _zone(o.zone)
        if bad:
            return (bad,)
    if spec.kind == "bribe":
        bad = _zone(o.zone)
        if bad:
            return (bad,)
        if o.count < 1:
            return refuse("bad_count", form="bribe")
        offices = BRIBE_FORCES.get(spec.target, ())
        if state.coup is not None and not [u for u in state.coup.units if u.zone == o.zone and u.office in offices]:
            return refuse("nothing_to_bribe", force=spec.target, zone_id=o.zone)
        free = any(card(c).key in ("bankers", "multinationals") for c in p.influence)
        if not free and total(p.pocket) < o.count:
            return refuse("cannot_pay", form="bribe-units", count=o.count, cash=total(p.pocket))
    if o.then_to is not None:
        where = o.zone if o.zone is not None else next((int(u[2]) for u in spec.units if u[2] != "any"), None)
        if where is None or not CITY.adjacent(where, o.then_to):
            return refuse("not_adjacent", form="appear", zone_to=o.then_to)
    return ()


@check(LossOrder)
def _loss_order(state: GameState, pid: int, o: LossOrder) -> tuple[Rejection, ...]:
    for name in o.kinds:
        if parse_kind(name) is None:
            return refuse("no_such_unit", typed=name)
    return ()


@check(RetreatPermission)
def _permission(state: GameState, pid: int, o: RetreatPermission) -> tuple[Rejection, ...]:
    for x in (*o.allow, *o.deny):
        bad = _player(state, x)
        if bad:
            return (bad,)
    return ()


@check(RetreatRoute)
def _retreat_route(state: GameState, pid: int, o: RetreatRoute) -> tuple[Rejection, ...]:
    bad = _zone(o.zone)
    if bad:
        return (bad,)
    near = sorted(CITY.neighbours(o.zone))
    seen: set[int] = set()
    for z in o.to:
        if z in seen:
            return refuse("zone_twice", zone_id=z)
        seen.add(z)
        if not CITY.adjacent(o.zone, z):
            return refuse("not_adjacent", form="neighbours", zone_to=z, zone_from=o.zone, neighbours=near)
    return ()


def undecided(state: GameState) -> bool:
    """Classic (VARIANTS 6.13.1): the Coup Aftermath is open and its declarations have not yet decided the coup; its
    other orders are given conditional on the result."""
    return (
        state.phase is Phase.AFTERMATH
        and state.coup is not None
        and state.coup.result is None
        and rules_of(state).declare_in_aftermath
    )


@check(CoupVote)
def _coup_vote(state: GameState, pid: int, o: CoupVote) -> tuple[Rejection, ...]:
    if rules_of(state).declare_in_aftermath:
        if state.phase is Phase.AFTERMATH and state.coup is not None and state.coup.result is not None:
            return refuse("coup_decided")
        if not undecided(state):
            return refuse("wrong_phase", form="declare-aftermath")
    elif state.phase is not Phase.COUP or state.coup is None or state.coup.phase != 6:
        return refuse("wrong_phase", form="declare")
    if o.side not in ("junta", "president"):
        return refuse("bad_side", form="declare")
    if pid == state.president and o.side != "president":
        return refuse("president_pro_president")
    return ()


@check(Concede)
def _concede(state: GameState, pid: int, o: Concede) -> tuple[Rejection, ...]:
    if not rules_of(state).concede:
        return refuse("no_concession")
    if o.side not in ("junta", "president"):
        return refuse("bad_side", form="concede")
    return ()


@check(InterventionChoice)
def _intervention(state: GameState, pid: int, o: InterventionChoice) -> tuple[Rejection, ...]:
    if state.actor(Office.FOREIGN_MINISTER) != pid:
        return refuse("not_your_office", form="intervention", office=Office.FOREIGN_MINISTER.value)
    if len(set(o.forces)) != len(o.forces) or any(f not in INTERVENTION_FORCES for f in o.forces):
        return refuse("bad_forces")
    return ()


@check(FiringSquad)
def _firing_squad(state: GameState, pid: int, o: FiringSquad) -> tuple[Rejection, ...]:
    if (state.coup is None or state.coup.result != "president") and not undecided(state):
        return refuse("wrong_phase", form="firing-squad")
    if pid != state.president:
        return refuse("not_president", form="firing-squad")
    if o.target is not None:
        bad = _player(state, o.target)
        if bad:
            return (bad,)
        t = state.players[o.target]
        if not t.rebel:
            return refuse("not_a_rebel", form="immune", player=o.target)
        if t.status is Status.EXILED:
            return refuse("exiled", form="execute")
        if t.status is Status.DEAD:
            return refuse("dead", form="target", target=o.target)
    return ()


@check(JuntaVote)
def _junta_vote(state: GameState, pid: int, o: JuntaVote) -> tuple[Rejection, ...]:
    if (state.coup is None or state.coup.result != "junta") and not undecided(state):
        return refuse("wrong_phase", form="junta")
    if not state.players[pid].rebel:
        return refuse("not_a_rebel", form="junta")
    bad = _player(state, o.candidate)
    if bad:
        return (bad,)
    if not _junta_eligible(state, o.candidate):
        return refuse("not_eligible", form="junta", real=_real(state))
    for c in o.tie:
        bad = _player(state, c)
        if bad:
            return (bad,)
        if not _junta_eligible(state, c):
            return refuse("not_eligible", form="junta-tie", player=c, real=_real(state))
    if o.tie and not rules_of(state).rebel_leader_breaks_ties:
        return refuse("no_tie_order")
    return ()


def junta_candidates(state: GameState) -> tuple[int, ...]:
    """Whom the Junta may elect (RULES 4.7: "a President among living players not in exile", the sitting President
    included, seed 000; Mini-Junta: a real player, VARIANTS 10.4)."""
    return tuple(p.id for p in state.players if _junta_eligible(state, p.id))


def _junta_eligible(state: GameState, pid: int) -> bool:
    p = state.players[pid]
    return p.status is Status.ALIVE and not p.straw


def _real(state: GameState) -> str:
    """Whom the Junta elects, as the message selects on it: 'real' where straw men sit (Mini-Junta), else 'any'."""
    return "real" if rules_of(state).straw_men else "any"


@check(ExecuteIfElected)
def _execute(state: GameState, pid: int, o: ExecuteIfElected) -> tuple[Rejection, ...]:
    if (state.coup is None or state.coup.result != "junta") and not undecided(state):
        return refuse("wrong_phase", form="execute")
    if o.target is not None:
        bad = _player(state, o.target)
        if bad:
            return (bad,)
        if o.target == pid:
            return refuse("self", form="execute")
        if state.players[o.target].status is Status.EXILED:
            return refuse("exiled", form="execute")
        if state.players[o.target].status is Status.DEAD:
            return refuse("dead", form="target", target=o.target)
    return ()


@check(SafePassage)
def _safe_passage(state: GameState, pid: int, o: SafePassage) -> tuple[Rejection, ...]:
    bad = _player(state, o.player) or _zone(o.embassy)
    if bad:
        return (bad,)
    if CITY.zone(o.embassy).kind != "embassy":
        return refuse("not_an_embassy", zone_id=o.embassy)
    if not _commands(state, pid, o.embassy):
        return refuse("not_your_units", form="embassy", zone_id=o.embassy)
    return ()
