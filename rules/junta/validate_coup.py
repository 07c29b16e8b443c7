"""Validation of the coup's orders: clear rejections (not adjacent, not your unit, no airstrikes left, not a river
zone, ...). Rebel-only action in the locations phase is checked against the units' start positions; whether the
player has a coup excuse or is at HQ is only known when the phase resolves.

R: a Move must name a zone where you command units when you give it. Units handed to you this phase (transfers
resolve before movement, and an unmoved unit's move goes with it) join a move you ordered from their zone; where
you have no unit of your own yet, you can move them from the next phase on."""

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
from rules.rejections import Rejection, reject


def _zone(z: int | None, what: str = "zone") -> Rejection | None:
    if z is None or not any(x.id == z for x in CITY.zones):
        return Rejection("no_such_zone", f"There is no {what} {z} on the map (zones 1-{len(CITY.zones)}).")
    return None


def _player(state: GameState, pid: int) -> Rejection | None:
    if not 0 <= pid < len(state.players):
        return Rejection("no_such_player", f"There is no player #{pid} in this game.")
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
            return Rejection("no_such_unit", f"There is no unit kind '{name}'.")
        if count < 0:
            return Rejection("bad_count", "Unit counts are 0 (all) or more.")
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
            return reject(
                "not_adjacent",
                f"The Helicopter flies to a neighbour and on to its neighbour: "
                f"{o.from_zone} -> {o.via} -> {o.to_zone} is not such a path.",
            )
    elif not CITY.adjacent(o.from_zone, o.to_zone):
        near = ", ".join(str(z) for z in sorted(CITY.neighbours(o.from_zone)))
        return reject("not_adjacent", f"Zone {o.to_zone} is not next to zone {o.from_zone} (its neighbours: {near}).")
    units = _commands(state, pid, o.from_zone, o.units)
    if (
        not units
        and not (state.phase is Phase.LOCATIONS and o.from_zone in _bodyguard_zones(state, pid))
        and not _may_bribe(state, pid, o.from_zone)
    ):
        return reject("not_your_units", f"You command none of those units in zone {o.from_zone}.")
    carries = rules_of(state).helicopter_carries
    helicopter = any(u.kind is Kind.HELICOPTER for u in units)
    if o.via is not None and any(u.kind is not Kind.HELICOPTER for u in units) and not (carries and helicopter):
        return reject(
            "helicopter_only",
            "Only a Helicopter flies two zones"
            + (", and the units it carries get off at the first." if carries else ", on its own."),
        )
    if o.pick_up and not (carries and o.via is not None and helicopter):
        return reject(
            "no_pick_up",
            "Only a Helicopter flying two zones picks up units on the way (board game rules)."
            if carries
            else "In this game a Helicopter carries nobody.",
        )
    if o.pick_up and any(u.kind is not Kind.HELICOPTER for u in units):
        return reject("no_pick_up", "A Helicopter that picks up units on the way flies there alone.")
    if pid == state.president and CITY.zone(o.to_zone).kind == "embassy":
        return reject("president_exile", "The President cannot flee into exile through an embassy.")
    return ()


def _may_bribe(state: GameState, pid: int, zone: int) -> bool:
    """He holds a Bribe the Brigade card for a force with units in this zone: units bribed there change to his
    control "at once with any move it has left" (cards.toml), so he may order their move now."""
    offices = {
        office
        for c in state.players[pid].hand
        if card(c).kind == "bribe"
        for office in BRIBE_FORCES.get(card(c).target, ())
    }
    return bool(offices) and any(u.zone == zone and u.office in offices for u in _units(state))


def _bodyguard_zones(state: GameState, pid: int) -> tuple[int, ...]:
    return tuple(BODYGUARD_ZONE.values()) if Office.MINISTER_OF_WAR in state.acts_for(pid) else ()


@check(Land)
def _land(state: GameState, pid: int, o: Land) -> tuple[Rejection, ...]:
    kind = parse_kind(o.kind)
    if kind not in (Kind.MARINE, Kind.PARATROOPER, Kind.COMMANDO, Kind.HELICOPTER):
        return reject("cannot_land", "Only Marines, Commandos, Paratroopers and the intervention Helicopter land.")
    bad = _zone(o.zone)
    if bad:
        return (bad,)
    if not [u for u in _commands(state, pid, None) if u.kind is kind]:
        return reject("not_your_units", f"You have no {o.kind} waiting to land.")
    if kind in (Kind.MARINE, Kind.COMMANDO) and o.zone not in RIVER_LANDINGS:
        return reject("not_a_river_zone", f"Marines and Commandos land on the river: zones {RIVER_LANDINGS}.")
    if o.then_to is not None and not CITY.adjacent(o.zone, o.then_to):
        return reject("not_adjacent", f"Zone {o.then_to} is not next to zone {o.zone}.")
    return ()


@check(Bombard)
def _bombard(state: GameState, pid: int, o: Bombard) -> tuple[Rejection, ...]:
    bad = _zone(o.zone) or _player(state, o.target)
    if bad:
        return (bad,)
    if CITY.zone(o.zone).kind == "embassy":
        return reject("embassy", "No fire in an embassy.")
    if state.phase is Phase.LOCATIONS and rules_of(state).prelude_bombards_palace_only and o.zone != PALACE:
        # Classic (VARIANTS 5.10.2, 001 §12.3): only a bombardment of the Presidential Palace starts a coup.
        return reject(
            "prelude_palace_only",
            f"In the rebel-only step a bombardment may only hit units in the {CITY.zone(PALACE).name} "
            f"(zone {PALACE}): only that starts a coup. Zone {o.zone} can be bombarded once the coup has begun.",
        )
    coup = state.coup
    acts = state.acts_for(pid)
    if o.weapon == "airstrike":
        if Office.AIR_FORCE not in acts:
            return reject("not_your_office", "Only the Air Force Commander calls Airstrikes.")
        if coup is not None and coup.airstrikes_left <= 0:
            return reject("no_airstrikes_left", "All three Airstrikes of this coup are spent.")
    elif o.weapon == "gunboat":
        if Office.ADMIRAL not in acts:
            return reject("not_your_office", "Only the Admiral commands the Gunboat.")
    elif o.weapon == "intervention_airstrike":
        if Office.FOREIGN_MINISTER not in acts:
            return reject("not_your_office", "Only the Foreign Minister calls the intervention's Air Strikes.")
        if coup is None or coup.intervention_airstrikes_left <= 0:
            return reject("no_airstrikes_left", "You have no intervention Air Strikes.")
    else:
        return reject("bad_weapon", "Bombard with 'airstrike', 'gunboat' or 'intervention_airstrike'.")
    if o.target == pid:
        return reject("self", "You cannot bombard your own units.")
    return ()


@check(Fire)
def _fire(state: GameState, pid: int, o: Fire) -> tuple[Rejection, ...]:
    bad = _zone(o.zone) or _player(state, o.target)
    if bad:
        return (bad,)
    if CITY.zone(o.zone).kind == "embassy":
        return reject("embassy", "There is no combat in an embassy.")
    if o.target == pid:
        return reject("self", "You cannot fire at your own units.")
    return ()


@check(Transfer)
def _transfer(state: GameState, pid: int, o: Transfer) -> tuple[Rejection, ...]:
    bad = _zone(o.zone) or _player(state, o.to) or _kinds(o.units)
    if bad:
        return (bad,)
    if o.to == pid:
        return reject("self", "You already command them.")
    if state.players[o.to].status is not Status.ALIVE:
        return reject("not_eligible", f"{state.players[o.to].name} cannot take command now.")
    if not _commands(state, pid, o.zone, o.units):
        return reject("not_your_units", f"You command none of those units in zone {o.zone}.")
    return ()


@check(PoliceResponse)
def _police(state: GameState, pid: int, o: PoliceResponse) -> tuple[Rejection, ...]:
    coup = state.coup
    if coup is None or coup.phase != 1:
        return reject("wrong_phase", "The Police Response is made in Coup Phase 1 only.")
    if state.actor(Office.MINISTER) != pid:
        return reject("not_your_office", "Only the Minister of Internal Security makes the Police Response.")
    if o.to_zone not in coup.police_response_zones:
        zones = ", ".join(map(str, coup.police_response_zones)) or "none"
        return reject("no_red_units_there", f"The Police may respond only where cards placed red units: {zones}.")
    if not [u for u in _commands(state, pid, o.from_zone) if u.kind is Kind.POLICE]:
        return reject("not_your_units", f"You have no Police in zone {o.from_zone}.")
    return ()


@check(PlayCoupCard)
def _coup_card(state: GameState, pid: int, o: PlayCoupCard) -> tuple[Rejection, ...]:
    p = state.players[pid]
    if o.card not in p.hand:
        return reject("not_in_hand", "You do not hold that card.")
    spec = card(o.card)
    if spec.when != "coup":
        return reject("not_a_coup_card", f"{spec.title} is not played in a coup.")
    if any(u[2] == "any" for u in spec.units):
        bad = _zone(o.zone)
        if bad:
            return (bad,)
    if spec.kind == "bribe":
        bad = _zone(o.zone)
        if bad:
            return (bad,)
        if o.count < 1:
            return reject("bad_count", "Say how many units you try to bribe (1 MP each).")
        offices = BRIBE_FORCES.get(spec.target, ())
        if state.coup is not None and not [u for u in state.coup.units if u.zone == o.zone and u.office in offices]:
            return reject("nothing_to_bribe", f"There are no {spec.target} units in zone {o.zone}.")
        free = any(card(c).key in ("bankers", "multinationals") for c in p.influence)
        if not free and total(p.pocket) < o.count:
            return reject("cannot_pay", f"Bribing {o.count} units costs {o.count} MP; you have {total(p.pocket)} MP.")
    if o.then_to is not None:
        where = o.zone if o.zone is not None else next((int(u[2]) for u in spec.units if u[2] != "any"), None)
        if where is None or not CITY.adjacent(where, o.then_to):
            return reject("not_adjacent", f"Zone {o.then_to} is not next to where the units appear.")
    return ()


@check(LossOrder)
def _loss_order(state: GameState, pid: int, o: LossOrder) -> tuple[Rejection, ...]:
    for name in o.kinds:
        if parse_kind(name) is None:
            return reject("no_such_unit", f"There is no unit kind '{name}'.")
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
    near = ", ".join(str(z) for z in sorted(CITY.neighbours(o.zone)))
    seen: set[int] = set()
    for z in o.to:
        if z in seen:
            return reject("zone_twice", f"Zone {z} is named twice in your retreat route.")
        seen.add(z)
        if not CITY.adjacent(o.zone, z):
            return reject("not_adjacent", f"Zone {z} is not next to zone {o.zone} (its neighbours: {near}).")
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
            return reject("coup_decided", "The coup was conceded: nobody declares.")
        if not undecided(state):
            return reject(
                "wrong_phase",
                "Declarations are made in the Coup Aftermath, once Coup Phase 6 has resolved: you declare Pro-Junta "
                "or Pro-President seeing the city as the fighting left it.",
            )
    elif state.phase is not Phase.COUP or state.coup is None or state.coup.phase != 6:
        return reject("wrong_phase", "The Pro-Junta / Pro-President vote is given in Coup Phase 6.")
    if o.side not in ("junta", "president"):
        return reject("bad_side", "Vote 'junta' (Pro-Junta) or 'president' (Pro-President).")
    if pid == state.president and o.side != "president":
        return reject("president_pro_president", "The President is always Pro-President.")
    return ()


@check(Concede)
def _concede(state: GameState, pid: int, o: Concede) -> tuple[Rejection, ...]:
    if not rules_of(state).concede:
        return reject("no_concession", "In this game a coup cannot end early: it is fought to Coup Phase 6.")
    if o.side not in ("junta", "president"):
        return reject("bad_side", "Concede to 'president' (the President wins) or 'junta' (the Rebels win).")
    return ()


@check(InterventionChoice)
def _intervention(state: GameState, pid: int, o: InterventionChoice) -> tuple[Rejection, ...]:
    if state.actor(Office.FOREIGN_MINISTER) != pid:
        return reject("not_your_office", "Only the Foreign Minister chooses the intervention forces.")
    if len(set(o.forces)) != len(o.forces) or any(f not in INTERVENTION_FORCES for f in o.forces):
        return reject("bad_forces", f"Choose among {', '.join(INTERVENTION_FORCES)}, each once.")
    return ()


@check(FiringSquad)
def _firing_squad(state: GameState, pid: int, o: FiringSquad) -> tuple[Rejection, ...]:
    if (state.coup is None or state.coup.result != "president") and not undecided(state):
        return reject("wrong_phase", "The firing squad follows a coup the President won.")
    if pid != state.president:
        return reject("not_president", "Only the President sends Rebels to the firing squad.")
    if o.target is not None:
        bad = _player(state, o.target)
        if bad:
            return (bad,)
        t = state.players[o.target]
        if not t.rebel:
            return reject("not_a_rebel", f"{t.name} is no Rebel: Loyalists are immune.")
        if t.status is Status.EXILED:
            return reject("exiled", "Exiles cannot be executed.")
        if t.status is Status.DEAD:
            return reject("dead", f"{t.name} is dead already.")
    return ()


@check(JuntaVote)
def _junta_vote(state: GameState, pid: int, o: JuntaVote) -> tuple[Rejection, ...]:
    if (state.coup is None or state.coup.result != "junta") and not undecided(state):
        return reject("wrong_phase", "The Junta votes after a coup the Rebels won.")
    if not state.players[pid].rebel:
        return reject("not_a_rebel", "Only Rebels sit in the Junta.")
    bad = _player(state, o.candidate)
    if bad:
        return (bad,)
    if not _junta_eligible(state, o.candidate):
        return reject("not_eligible", f"The Junta elects {_junta_who(state)}.")
    for c in o.tie:
        bad = _player(state, c)
        if bad:
            return (bad,)
        if not _junta_eligible(state, c):
            name = state.players[c].name
            return reject("not_eligible", f"{name} cannot be elected: the Junta elects {_junta_who(state)}.")
    if o.tie and not rules_of(state).rebel_leader_breaks_ties:
        return reject("no_tie_order", "In this game the First Rebel's own vote breaks a tie: name nobody for it.")
    return ()


def junta_candidates(state: GameState) -> tuple[int, ...]:
    """Whom the Junta may elect (RULES 4.7: "a President among living players not in exile", the sitting President
    included, seed 000; Mini-Junta: a real player, VARIANTS 10.4)."""
    return tuple(p.id for p in state.players if _junta_eligible(state, p.id))


def _junta_eligible(state: GameState, pid: int) -> bool:
    p = state.players[pid]
    return p.status is Status.ALIVE and not p.straw


def _junta_who(state: GameState) -> str:
    real = " real" if rules_of(state).straw_men else ""
    return f"a living{real} player who is not in exile"


@check(ExecuteIfElected)
def _execute(state: GameState, pid: int, o: ExecuteIfElected) -> tuple[Rejection, ...]:
    if (state.coup is None or state.coup.result != "junta") and not undecided(state):
        return reject("wrong_phase", "'If I am elected, execute X' is given after a coup the Rebels won.")
    if o.target is not None:
        bad = _player(state, o.target)
        if bad:
            return (bad,)
        if o.target == pid:
            return reject("self", "You cannot order your own execution.")
        if state.players[o.target].status is Status.EXILED:
            return reject("exiled", "Exiles cannot be executed.")
        if state.players[o.target].status is Status.DEAD:
            return reject("dead", f"{state.players[o.target].name} is dead already.")
    return ()


@check(SafePassage)
def _safe_passage(state: GameState, pid: int, o: SafePassage) -> tuple[Rejection, ...]:
    bad = _player(state, o.player) or _zone(o.embassy)
    if bad:
        return (bad,)
    if CITY.zone(o.embassy).kind != "embassy":
        return reject("not_an_embassy", f"Zone {o.embassy} is not an embassy.")
    if not _commands(state, pid, o.embassy):
        return reject("not_your_units", f"You have no unit in the embassy in zone {o.embassy}.")
    return ()
