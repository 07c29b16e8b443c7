"""Properties of the coup over many random games (RULES 4.5 step 4, 4.6, 4.7).

Each of GAMES games (6-10 players) is stepped with the simulator's random legal orders until its first coup has
ended (or CAP phases): whole games take ~0.3 s each, too slow for 500 of them in CI, and everything after the first
coup repeats what came before it. To reach a coup quickly, in every locations phase without a coup one random
non-President player goes to HQ and gives random rebel-only orders, and in every other game everyone but the
President votes Pro-Junta in Coup Phase 6 (so that both results occur). After every adjudication:

- money and cards are conserved (rules.junta.invariants);
and after every COUP-phase adjudication:
- units only ever move to adjacent zones (landings, the Helicopter's two zones and the Police Response excepted;
  a unit that moved and then retreated went one more step, recorded in the log's retreats);
- no battle in an embassy;
- units are conserved: after = before - losses (battles + bombardments + retreats to nowhere + Street Festival +
  units of the dead + the Bodyguard of a Minister of War who is gone) + placements;
- after Coup Phase 6 the result follows the control points: 3 of 5 Pro-Junta <-> junta;
and the rebel-only action conserves units the same way (start units + placements + intervention - losses) and
moves its units from their origin to an adjacent zone (or one more step by a retreat).
Determinism: replaying a game from its seed gives the same states and events.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field

import pytest

from rules.events import Event
from rules.junta import military
from rules.junta.city import CITY
from rules.junta.engine import Resolution, adjudicate, new_game
from rules.junta.invariants import violations
from rules.junta.mapview import Retreat
from rules.junta.orders import ChooseLocation, CoupVote, Submitted
from rules.junta.state import Coup, GameState, Location, Phase, Status
from rules.junta.units import RIVER_LANDINGS, Kind
from rules.simulate import NAMES, _coup_orders, random_orders

GAMES = int(os.environ.get("JUNTA_COUP_GAMES", "500"))
CHUNKS = 10
CAP = 300  # phases per game at most
DETERMINISM_GAMES = 20


@dataclass
class Tally:
    coup_phases: int = 0
    battles: int = 0
    bombardments: int = 0
    placements: int = 0
    retreats: int = 0
    votes: int = 0
    junta_wins: int = 0
    rebel_only: int = 0
    problems: list[str] = field(default_factory=list)


def _removed(e: Event) -> int:
    """Red units the Annual Street Festival took off the map."""
    n = e.data.get("removed", 0) if e.code == "street_festival" else 0
    return n if isinstance(n, int) else 0


def _gone(retreats: tuple[Retreat, ...], events: tuple[Event, ...]) -> int:
    """Units that left the map other than in battle or bombardment: retreats to nowhere, the Street Festival, and
    the Bodyguard of a Minister of War who is gone (its `bodyguard_gone` event counts it; the log also shows it
    as a retreat to nowhere when it had an owner)."""
    n = sum(_removed(e) for e in events)
    guards = [e.data.get("units", 0) for e in events if e.code == "bodyguard_gone"]
    n += sum(g for g in guards if isinstance(g, int))
    n += sum(r.count for r in retreats if r.to_zone is None and not (guards and r.kind == Kind.BODYGUARD.value))
    return n


def _losses(coup: Coup, events: tuple[Event, ...], before: GameState, after: GameState) -> int:
    log = coup.log
    n = sum(n for b in log.battles for _, n in b.losses)
    n += sum(b.hits for b in log.bombardments)
    n += _gone(log.retreats, events)
    # The dead's own units leave the map.
    assert before.coup is not None
    n += sum(
        1
        for u in before.coup.units
        if u.office is None
        and u.owner is not None
        and before.players[u.owner].status is not Status.DEAD
        and after.players[u.owner].status is Status.DEAD
    )
    return n


def _check_moves(before: GameState, after: GameState, tally: Tally, tag: str) -> None:
    """Every unit still on the map went to an adjacent zone at most (plus a retreat), except landings, the
    Helicopter and the Police Response."""
    assert before.coup is not None and after.coup is not None
    log = after.coup.log
    prev = {u.id: u for u in before.coup.units}
    for u in after.coup.units:
        old = prev.get(u.id)
        if old is None or old.zone == u.zone:
            continue
        b, a = old.zone, u.zone
        if a is None:
            tally.problems.append(f"{tag}: unit {u.id} went off the map")
            continue
        if b is None:  # a landing (then perhaps a move and a retreat)
            if u.kind in (Kind.MARINE, Kind.COMMANDO) and min(CITY.distance(r, a) or 0 for r in RIVER_LANDINGS) > 2:
                tally.problems.append(f"{tag}: {u.kind} landed far from the river in {a}")
            continue
        if u.kind is Kind.HELICOPTER:
            if (CITY.distance(b, a) or 0) > 3:
                tally.problems.append(f"{tag}: helicopter {u.id} flew {b}->{a}")
            continue
        if CITY.adjacent(b, a):
            continue
        if u.kind is Kind.POLICE and before.coup.phase == 1:
            zones = before.coup.police_response_zones
            if a in zones or any(CITY.adjacent(z, a) for z in zones):
                continue
        if u.origin == b and any(
            r.to_zone == a and CITY.adjacent(b, r.from_zone) and CITY.adjacent(r.from_zone, a) for r in log.retreats
        ):
            continue  # moved one zone, then retreated one zone
        tally.problems.append(f"{tag}: unit {u.id} ({u.kind.value}) went {b}->{a}")


def _check_coup_phase(before: GameState, res: Resolution, tally: Tally, tag: str) -> None:
    after = res.state
    assert before.coup is not None
    if after.coup is None:
        tally.problems.append(f"{tag}: the coup vanished in Coup Phase {before.coup.phase}")
        return
    coup = after.coup
    tally.coup_phases += 1
    _check_moves(before, after, tally, tag)
    for e in res.events:
        if e.code == "battle" and e.data.get("zone") in CITY.embassies:
            tally.problems.append(f"{tag}: a battle in the embassy {e.data.get('zone')}")
    for b in coup.log.battles:
        if b.zone in CITY.embassies:
            tally.problems.append(f"{tag}: a logged battle in the embassy {b.zone}")
    placed = sum(p.count for p in coup.log.placements if p.source != "landing")
    lost = _losses(coup, res.events, before, after)
    want = len(before.coup.units) - lost + placed
    if len(coup.units) != want:
        tally.problems.append(
            f"{tag}: {len(before.coup.units)} units - {lost} lost + {placed} placed != {len(coup.units)}"
        )
    if coup.next_id - before.coup.next_id != placed:
        tally.problems.append(f"{tag}: {coup.next_id - before.coup.next_id} new ids for {placed} placed units")
    tally.battles += len(coup.log.battles)
    tally.bombardments += len(coup.log.bombardments)
    tally.placements += placed
    tally.retreats += len(coup.log.retreats)
    if before.coup.phase == 6:
        tally.votes += 1
        votes = dict(coup.votes)
        if after.president is not None and votes.get(after.president) != "president":
            tally.problems.append(f"{tag}: the President voted {votes.get(after.president)}")
        pro_junta = 0
        for cp in CITY.control_points:
            owners = {military.belongs(after, u) for u in coup.units if u.zone == cp} - {None}
            if owners and all(votes.get(o) == "junta" for o in owners if o is not None):
                pro_junta += 1
        shown = sum(1 for c in coup.control if c.holder == "pro_junta")
        if shown != pro_junta:
            tally.problems.append(f"{tag}: control shows {shown} Pro-Junta points, the units say {pro_junta}")
        if (coup.result == "junta") != (pro_junta >= 3):
            tally.problems.append(f"{tag}: result {coup.result} with {pro_junta} Pro-Junta control points")
        tally.junta_wins += coup.result == "junta"


def _check_rebel_only(res: Resolution, tally: Tally, tag: str) -> None:
    coup = res.state.coup
    assert coup is not None
    tally.rebel_only += 1
    placed = sum(p.count for p in coup.log.placements if p.source != "landing")
    foreign = sum(1 for u in coup.units if u.card == "intervention")
    lost = sum(n for b in coup.log.battles for _, n in b.losses) + sum(b.hits for b in coup.log.bombardments)
    lost += _gone(coup.log.retreats, res.events)
    start = coup.next_id - placed - foreign
    if len(coup.units) != start - lost + placed + foreign:
        tally.problems.append(f"{tag}: rebel-only: {start} start - {lost} + {placed} + {foreign} != {len(coup.units)}")
    for u in coup.units:
        b, a = u.origin, u.zone
        if u.moved and b is not None and a is not None and b != a and u.kind is not Kind.HELICOPTER:
            retreated = any(
                r.to_zone == a and CITY.adjacent(b, r.from_zone) and CITY.adjacent(r.from_zone, a)
                for r in coup.log.retreats
            )
            if not CITY.adjacent(b, a) and not retreated:
                tally.problems.append(f"{tag}: rebel-only: unit {u.id} ({u.kind.value}) went {b}->{a}")
        if u.card == "intervention" and not military.new_weapons(res.state, u):
            tally.problems.append(f"{tag}: intervention unit {u.id} without New Weapons")
    for battle in coup.log.battles:
        if battle.zone in CITY.embassies:
            tally.problems.append(f"{tag}: a rebel-only battle in the embassy {battle.zone}")


def play(i: int, tally: Tally | None = None) -> tuple[list[GameState], list[tuple[Event, ...]]]:
    """Game `i` until its first coup has ended; returns every state and every phase's events."""
    rng = random.Random(f"coupprop:{i}")
    made = new_game(NAMES[: 6 + i % 5], f"cp{i}")
    assert isinstance(made, GameState)
    state = made
    n_bills = len(state.money_deck)
    states = [state]
    events: list[tuple[Event, ...]] = []
    for step in range(CAP):
        if state.over:
            break
        subs = random_orders(state, rng, start_time=step * 100)
        if state.phase is Phase.LOCATIONS and state.coup is None:
            cands = [p.id for p in state.players if p.alive and p.id != state.president]
            if cands:
                pid = rng.choice(cands)
                subs = [s for s in subs if not (s.player == pid and isinstance(s.order, ChooseLocation))]
                subs.append(Submitted(pid, ChooseLocation(Location.HQ), step * 100))
                subs.extend(Submitted(pid, o, step * 100 + 1) for o in _coup_orders(state, pid, rng, rebel_only=True))
        if i % 2 and state.phase is Phase.COUP and state.coup is not None and state.coup.phase == 6:
            # Every other table is Junta-minded: everyone but the President votes Pro-Junta.
            subs = [s for s in subs if not isinstance(s.order, CoupVote)]
            subs.extend(
                Submitted(p.id, CoupVote("junta"), step * 100 + 99)
                for p in state.players
                if p.alive and p.id != state.president
            )
        before = state
        res = adjudicate(state, subs, f"cp{i}:{state.seq}")
        state = res.state
        states.append(state)
        events.append(res.events)
        if tally is not None:
            tag = f"game {i} step {step}"
            bad = violations(state, n_bills)
            if bad:
                tally.problems.append(f"{tag}: {bad[0]}")
            if before.phase is Phase.COUP:
                _check_coup_phase(before, res, tally, tag)
            elif before.phase is Phase.LOCATIONS and state.coup is not None and before.coup is None:
                _check_rebel_only(res, tally, tag)
        if before.phase is Phase.AFTERMATH:
            break
    return states, events


TALLIES: dict[int, Tally] = {}


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_coup_properties(chunk: int) -> None:
    """Adjacent moves, no embassy battles, unit conservation, result from the control points, money conserved,
    checked after every coup-phase adjudication of GAMES random games (this chunk's share)."""
    tally = Tally()
    for i in range(chunk, GAMES, CHUNKS):
        play(i, tally)
    TALLIES[chunk] = tally
    assert not tally.problems, tally.problems[:10]
    assert tally.coup_phases > 0


def test_coup_properties_exercised_the_coup() -> None:
    """The games above really fought: battles, bombardments, placements, retreats, votes and both results."""
    if len(TALLIES) < CHUNKS:
        pytest.skip("runs after the chunks")
    total = Tally()
    for t in TALLIES.values():
        for name in (
            "coup_phases",
            "battles",
            "bombardments",
            "placements",
            "retreats",
            "votes",
            "junta_wins",
            "rebel_only",
        ):
            setattr(total, name, getattr(total, name) + getattr(t, name))
    assert total.rebel_only >= GAMES // 2
    assert total.votes >= GAMES // 3
    print(total)
    assert total.battles >= GAMES and total.bombardments >= GAMES and total.placements > 0 and total.retreats > 0
    assert 0 < total.junta_wins < total.votes


@pytest.mark.parametrize("i", range(DETERMINISM_GAMES))
def test_coups_are_deterministic(i: int) -> None:
    """RULES 1: "a game can be replayed exactly from its seed and orders": the same seed, the same game."""
    states, events = play(i)
    again_states, again_events = play(i)
    assert states == again_states and events == again_events
