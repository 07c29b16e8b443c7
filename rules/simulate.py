"""A simulator: whole games with random legal orders and random missing orders, to the end.

    python -m rules.simulate [--variant web|classic] --players N --seed S --games K [--json]
        [--players-kind random|computer|mixed] [--computer-seats N]
    python -m rules.simulate --game coup ...     # Nomicoup: see rules/coup/simulate.py for its options

`--game junta` (the default) is Junta's simulator below; `--game coup` hands the other options to Nomicoup's.

With --json it prints one JSON object: games, finished, errors, turns_mean, kills, budgets_failed,
coups_declared, winner_bank_mean, phases, invariant_violations. Each game checks the invariants after every
phase and immediate action; an exception or a broken invariant counts as an error.

`--players-kind computer` plays every seat with the computer player (`rules.junta.computer`), `mixed` the first
`--computer-seats` seats of a game drawn by lot (default 1); `versus` plays every seat with a computer, those
`--computer-seats` seats with today's and the others with issue 17's (`computer.BASELINE`); the default, `random`,
plays random legal orders. The
computer seats get only what a player may know: their player view, the events they were shown, the phase's order
kinds and the public coup map. Then the JSON also holds computer_refused (their orders the engine refused: 0),
computer_wins (games a computer seat won, shared wins split), computer_seats, winners_banked (finished games whose
winners hold money in Switzerland) and rebel_wins_share (coups won by the rebels).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field, replace

from rules.events import Event
from rules.junta import appointments, ballots, computer, military, straw
from rules.junta.actions import apply_action
from rules.junta.cards import HAND_LIMIT, card
from rules.junta.city import CITY
from rules.junta.computer.trade import offer_event
from rules.junta.conditions import IfBudget, IfCardPlayed, IfCoupExcuse, IfDead
from rules.junta.engine import REGISTRY, Resolution, adjudicate, new_game, owed
from rules.junta.invariants import violations
from rules.junta.money import payable_amounts, total
from rules.junta.offices import NEW_WEAPONS_OFFICES, Office
from rules.junta.orders import (
    SECRET_POLICE,
    Appoint,
    AppointIfElected,
    Assassinate,
    Ballot,
    Banking,
    Bombard,
    BudgetVote,
    CastSource,
    Choice,
    ChooseLocation,
    Concede,
    CoupVote,
    Decline,
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
    NewWeapons,
    Nominate,
    Order,
    PlayCard,
    PlayCoupCard,
    PoliceResponse,
    ProposeBudget,
    RebelAction,
    Resign,
    ReturnFromExile,
    Second,
    SeizeChamber,
    Submitted,
    Trade,
    Transfer,
    Trigger,
    VoteCard,
)
from rules.junta.state import GameState, Location, Phase, Status
from rules.junta.units import RIVER_LANDINGS, Kind
from rules.junta.validate import validate
from rules.junta.variants import VARIANTS, rules_of
from rules.junta.views import coup_map_view, player_view, redact

PLAYERS_KINDS = ("random", "computer", "mixed", "versus")
NAMES = ("Alba", "Borges", "Cortez", "Duarte", "Esteban", "Fuentes", "Garza", "Herrera", "Ibarra", "Jimenez")
MAX_PHASES = 2000


@dataclass
class GameStats:
    finished: bool = False
    error: str | None = None
    turns: int = 0
    phases: int = 0
    kills: int = 0
    budgets_failed: int = 0
    coups_declared: int = 0
    coups_won_by_rebels: int = 0
    battles: int = 0
    casualties: int = 0
    executions: int = 0
    winner_bank: int = 0
    violations: list[str] = field(default_factory=list)
    computer_seats: tuple[int, ...] = ()
    computer_refused: int = 0
    refused_samples: list[str] = field(default_factory=list)
    computer_win: float = 0.0  # this game's win going to computer seats (a shared win split)
    winners_banked: bool = False
    decisions: int = 0
    decide_seconds: float = 0.0
    decide_max: float = 0.0
    decide_samples: list[float] = field(default_factory=list)  # each decision's time, when a clock is given
    decide_cpu: list[float] = field(default_factory=list)  # ... its CPU time, when a cpu_clock is given
    cards_held: set[str] = field(default_factory=set)  # card names a computer seat held (issue 25)
    cards_played: set[str] = field(default_factory=set)  # card names a computer seat played (accepted orders)
    orders_open: set[str] = field(default_factory=set)  # order kinds a phase accepted while a computer seat decided
    orders_given: set[str] = field(default_factory=set)  # order kinds a computer seat gave (accepted orders)
    trades_offered: int = 0  # trades the computer seats offered
    trades_accepted: int = 0  # ... and the other side accepted
    personalities: dict[int, str] = field(default_factory=dict)


def _cards(state: GameState, pid: int, kind: str | None = None, name: str | None = None) -> list[int]:
    return [
        c
        for c in state.players[pid].hand
        if (kind is None or card(c).kind == kind) and (name is None or card(c).key == name)
    ]


def _living(state: GameState) -> list[int]:
    return [p.id for p in state.players if p.status is Status.ALIVE]


def _random_budget(state: GameState, pid: int, rng: random.Random) -> ProposeBudget:
    pool = list(state.pool)
    rng.shuffle(pool)
    recipients = _living(state)
    totals: dict[int, int] = {}
    for b in pool:
        if rng.random() < 0.25:
            continue  # skimmed
        who = rng.choice(recipients)
        totals[who] = totals.get(who, 0) + b.value
    add = 0
    pocket = state.players[pid].pocket
    if pocket and rng.random() < 0.2:
        add = rng.choice([a for a in payable_amounts(pocket) if a > 0])
        who = rng.choice(recipients)
        totals[who] = totals.get(who, 0) + add
    if rng.random() < 0.1 and totals:
        # Sometimes an impossible budget, to exercise the refusal.
        who = rng.choice(list(totals))
        totals[who] += total(state.pool) + 5
    return ProposeBudget(tuple(sorted(totals.items())), add)


def _casts(state: GameState, pid: int, rng: random.Random, sides: Sequence[str]) -> list[Order]:
    """Classic (VARIANTS 4.2.2, 4.4.3): some of a player's sources cast one by one, each for a side or candidate of
    its own; now and then one already cast in ballot 1 again, to exercise the refusal."""
    out: list[Order] = []
    if not sides:
        return out
    for src in ballots.left(state, pid):
        if rng.random() < 0.6:
            out.append(CastSource(src.id, rng.choice(sides)))
    before = ballots.cast_before(state, pid)
    if before and rng.random() < 0.1:
        out.append(CastSource(rng.choice(before).source, rng.choice(sides)))
    return out


def _orders_for(state: GameState, pid: int, rng: random.Random) -> list[Order]:
    p = state.players[pid]
    out: list[Order] = []
    ph = state.phase
    living = _living(state)
    others = [x for x in living if x != pid]
    if p.status is Status.EXILED:
        if rng.random() < 0.3:
            out.append(ReturnFromExile())
        return out
    if ph is Phase.NOMINATION:
        if rng.random() < 0.6:
            out.append(Nominate(rng.randrange(len(state.players))))
        if rng.random() < 0.3:
            out.append(Second(rng.randrange(len(state.players))))
        if rng.random() < 0.05:
            out.append(Decline())
    elif ph is Phase.ELECTION and state.election is not None:
        cand = rng.choice(state.election.candidates) if state.election.candidates else pid
        named = tuple(c for c in _cards(state, pid, "vote") if rng.random() < 0.3)
        cards_ok = state.turn > 0 or rules_of(state).first_election_cards
        if rules_of(state).ballots == 2:
            # Classic's two ballots (VARIANTS 4.2, 4.4): some hold their votes for ballot 2, nominate or decline.
            if state.ballot != 2 and rng.random() < 0.2:
                out.append(Nominate(rng.choice(state.election.candidates) if state.election.candidates else pid))
            if rng.random() < 0.03:
                out.append(Decline())
            if rng.random() < 0.4:
                return out
        if pid in state.election.candidates and appointments.if_elected_refusal(state) is None and rng.random() < 0.4:
            # Classic (VARIANTS 2.3.4): "if I am elected, appoint ...", some offices of a cabinet legal for him.
            assign = appointments.complete(replace(state, president=pid), {}, rng)
            some = tuple(sorted((o, h) for o, h in assign.items() if rng.random() < 0.6))
            if some:
                out.append(AppointIfElected(some))
        if rules_of(state).votes_by_source and rng.random() < 0.5:
            out.extend(_casts(state, pid, rng, [str(c) for c in state.election.candidates]))
            if rng.random() < 0.5:
                return out  # the rest held back (ballot 1) or abstaining
        out.append(ElectionVote(cand, named if cards_ok else ()))
    elif ph is Phase.CABINET and pid == state.president:
        if rng.random() < 0.8:
            assign = appointments.complete(state, {}, rng)
            out.append(Appoint(tuple(sorted(assign.items()))))
    elif ph is Phase.BUDGET_DRAW:
        if state.actor(Office.MINISTER_OF_WAR) == pid and rng.random() < 0.7:
            out.append(NewWeapons(rng.choice([None, *NEW_WEAPONS_OFFICES])))
        for office in (Office.FOREIGN_MINISTER, Office.FARM_LABOR):
            if state.actor(office) == pid and rng.random() < 0.8:
                out.append(DrawBills(office, rng.randint(1, 6)))
    elif ph is Phase.BUDGET_PROPOSAL and pid == state.president:
        if rng.random() < 0.85:
            out.append(_random_budget(state, pid, rng))
    elif ph is Phase.BUDGET_VOTE:
        if rules_of(state).votes_by_source and rng.random() < 0.4:
            out.extend(_casts(state, pid, rng, ["yes", "no"]))
        choice = rng.choice(list(Choice))
        cards = tuple(
            (c, rng.choice([Choice.YES, Choice.NO])) for c in _cards(state, pid, "vote") if rng.random() < 0.3
        )
        revote = Ballot(rng.choice(list(Choice))) if rng.random() < 0.3 else None
        out.append(BudgetVote(Ballot(choice, (), cards), revote))
        for c in _cards(state, pid):
            if card(c).when == "vote" and card(c).kind == "event" and rng.random() < 0.4:
                trig = Trigger(rng.choice(["passes", "fails", "any"]), rng.choice([None, 3, 5]))
                target = rng.choice(living) if card(c).key == "miscount" else None
                out.append(VoteCard(c, trig, target))
    elif ph is Phase.MINISTER_DECISION:
        if state.actor(Office.MINISTER) == pid and rng.random() < 0.8:
            out.append(SeizeChamber(rng.random() < 0.5))
    elif ph is Phase.LOCATIONS:
        if rng.random() < 0.85:
            if pid != state.president and rng.random() < 0.03:
                out.append(ChooseLocation(None))
            else:
                out.append(ChooseLocation(rng.choice(list(Location))))
        if state.actor(Office.MINISTER) == pid and others and rng.random() < 0.5:
            out.append(Assassinate(SECRET_POLICE, rng.choice(others), rng.choice(list(Location))))
        for c in _cards(state, pid, "assassin"):
            if others and rng.random() < 0.5:
                loc = Location.MISTRESS if card(c).key == "character_assassin" else rng.choice(list(Location))
                cond = rng.choice([None, None, IfCardPlayed("bank_holiday"), IfBudget(rng.random() < 0.5)])
                out.append(Assassinate(c, rng.choice(others), loc, cond))
        for c in _cards(state, pid, name="bribe_the_assassin"):
            out.append(PlayCard(c))
        if rng.random() < 0.4:
            out.append(Banking(deposit=rng.choice([-1, 1, 2, 5]), withdraw=rng.choice([0, 0, 0, 1])))
        if pid != state.president and rng.random() < 0.04:
            out.append(RebelAction(rng.choice([None, IfCoupExcuse(), IfDead(rng.choice(living))])))
        if pid != state.president and rng.random() < 0.06:
            out.extend(_coup_orders(state, pid, rng, rebel_only=True))
        if state.actor(Office.FOREIGN_MINISTER) == pid and rng.random() < 0.5:
            forces = ["airstrikes", "helicopter", "paratroopers", "commandos"]
            rng.shuffle(forces)
            out.append(InterventionChoice(tuple(forces)))
    elif ph is Phase.COUP:
        out.extend(_coup_orders(state, pid, rng, rebel_only=False))
    elif ph is Phase.AFTERMATH:
        out.extend(_aftermath_orders(state, pid, rng))
    # Any phase: card plays, discards, resignations, standing orders.
    for c in _cards(state, pid):
        spec = card(c)
        if spec.when == "coup" or (spec.key == "rigged_vote" and ph is not Phase.AFTERMATH):
            continue
        if spec.kind in ("influence", "donation", "intelligence", "event") and rng.random() < 0.15:
            target = rng.choice(living) if living else None
            out.append(PlayCard(c, target, rng.choice(["hand", "cash", "draw"])))
    if ph is Phase.CABINET and p.card_count > HAND_LIMIT and rng.random() < 0.5:
        out.append(Discard(tuple(p.hand[: p.card_count - HAND_LIMIT])))
    if pid == state.president and rng.random() < 0.01:
        out.append(Resign())
    if state.actor(Office.MINISTER) == pid and rng.random() < 0.1:
        exiles = [x.id for x in state.players if x.status is Status.EXILED]
        out.append(ExecuteOnReturn(tuple(x for x in exiles if rng.random() < 0.5)))
    return out


def _coup_orders(state: GameState, pid: int, rng: random.Random, rebel_only: bool) -> list[Order]:
    """Random military orders: stack moves to neighbours, landings, fire where enemies stand, bombardments,
    coup cards, transfers, standing orders; the vote in Coup Phase 6 (classic: in the aftermath)."""
    out: list[Order] = []
    view = state if state.coup is not None else replace(state, coup=military.new_coup(state))
    coup = view.coup
    if coup is None:
        return out
    mine = [u for u in coup.units if military.controller(view, u) == pid]
    zones = sorted({u.zone for u in mine if u.zone is not None})
    others = [p.id for p in state.players if p.id != pid]
    for z in zones:
        if rng.random() < (0.5 if rebel_only else 0.6):
            near = sorted(CITY.neighbours(z))
            if rng.random() < 0.6 and z not in CITY.control_points:
                # Mostly head for the nearest control point, as players would.
                near.sort(key=lambda n: min(CITY.distance(n, cp) or 99 for cp in CITY.control_points))
                out.append(Move(z, near[0]))
            else:
                out.append(Move(z, rng.choice(near)))
    for u in mine:
        if u.zone is None and rng.random() < 0.5:
            river = u.kind in (Kind.MARINE, Kind.COMMANDO)
            zone = rng.choice(RIVER_LANDINGS) if river else rng.choice([z.id for z in CITY.zones])
            out.append(Land(u.kind.value, zone))
    for z in zones:
        enemies = sorted(
            {o for u in coup.units if u.zone == z and (o := military.belongs(view, u)) is not None} - {pid}
        )
        if enemies and rng.random() < 0.6:
            out.append(Fire(z, rng.choice(enemies)))
    targets = sorted(
        {(u.zone, o) for u in coup.units if u.zone is not None and (o := military.belongs(view, u)) is not None}
    )
    targets = [(z, o) for z, o in targets if o != pid and CITY.zone(z).kind != "embassy"]
    acts = state.acts_for(pid)
    for office, weapon in (
        (Office.AIR_FORCE, "airstrike"),
        (Office.ADMIRAL, "gunboat"),
        (Office.FOREIGN_MINISTER, "intervention_airstrike"),
    ):
        if office in acts and targets and rng.random() < 0.4:
            z, o = rng.choice(targets)
            out.append(Bombard(weapon, z, o))
    for c in _cards(state, pid):
        spec = card(c)
        if spec.when == "coup" and rng.random() < 0.3:
            zone = rng.choice([z.id for z in CITY.zones])
            out.append(PlayCoupCard(c, zone, rng.randint(1, 3) if spec.kind == "bribe" else 0))
    if zones and others and rng.random() < 0.1:
        out.append(Transfer(rng.choice(zones), rng.choice(others)))
    if rng.random() < 0.05:
        kinds = [k.value for k in Kind]
        rng.shuffle(kinds)
        out.append(LossOrder(tuple(kinds)))
    if not rebel_only and coup.phase == 1 and state.actor(Office.MINISTER) == pid and coup.police_response_zones:
        for z in zones:
            out.append(PoliceResponse(z, rng.choice(coup.police_response_zones)))
    if not rebel_only and coup.phase == 6 and not rules_of(state).declare_in_aftermath:
        out.append(CoupVote(_side(state, pid, rng)))
    if not rebel_only and rules_of(state).concede and rng.random() < 0.3:
        # Classic: concessions (VARIANTS 6.12); a coup ends early only when every living player agrees.
        out.append(Concede("president" if state.players[pid].rebel is False or rng.random() < 0.5 else "junta"))
    return out


def _side(state: GameState, pid: int, rng: random.Random) -> str:
    """A declaration: mostly by status, sometimes the other way (the President is always Pro-President)."""
    side = "president" if pid == state.president else ("junta" if state.players[pid].rebel else "president")
    if pid != state.president and rng.random() < 0.2:
        side = rng.choice(["junta", "president"])
    return side


def _aftermath_orders(state: GameState, pid: int, rng: random.Random) -> list[Order]:
    coup = state.coup
    out: list[Order] = []
    living = _living(state)
    if coup is None:
        return out
    undecided = coup.result is None  # classic: declared here, first; the other orders count if their side wins
    if undecided:
        out.append(CoupVote(_side(state, pid, rng)))
    if (undecided or coup.result == "president") and pid == state.president:
        rebels = [p.id for p in state.players if p.rebel and p.status is Status.ALIVE]
        out.append(FiringSquad(rng.choice(rebels) if rebels and rng.random() < 0.7 else None))
    if undecided or coup.result == "junta":
        if state.players[pid].rebel and living:
            out.append(JuntaVote(rng.choice(living)))
        victims = [x for x in living if x != pid]
        out.append(ExecuteIfElected(rng.choice(victims) if victims and rng.random() < 0.6 else None))
    if rng.random() < 0.3:
        out.append(Banking(deposit=-1))
    return out


def random_orders(
    state: GameState,
    rng: random.Random,
    miss: float = 0.15,
    start_time: int = 0,
    skip: frozenset[int] = frozenset(),
) -> list[Submitted]:
    """Random legal orders of every player (some players miss theirs), as the service would store them; the seats
    in `skip` (computer players) give none here, nor the straw men they lead. A second supports a nomination
    standing when it is given (`rules.junta.submission`): seconds of families nobody nominated are left out, and seconds
    come after the nominations, so that the orders may be given in the list's order."""
    subs: list[Submitted] = []
    t = start_time
    for p in state.players:
        if p.id in skip or (p.straw and straw.leader(state, p.id) in skip):
            continue  # a computer leader orders for its straw men itself (VARIANTS 10.6)
        if rng.random() < miss:
            continue
        for order in _orders_for(state, p.id, rng):
            if validate(state, p.id, order):
                continue
            t += rng.choice([0, 1, 1, 2])  # equal times happen: they go by lot
            subs.append(Submitted(p.id, order, t))
    rng.shuffle(subs)  # the storage order must not matter
    nominated = {sub.order.candidate for sub in subs if isinstance(sub.order, Nominate)}
    subs = [sub for sub in subs if not isinstance(sub.order, Second) or sub.order.candidate in nominated]
    subs.sort(key=lambda sub: isinstance(sub.order, Second))
    return subs


def random_action(
    state: GameState, rng: random.Random, skip: frozenset[int] = frozenset()
) -> tuple[int, GiveCash | GiveCards | Trade] | None:
    """A random gift or trade between two living players (never one of the `skip` seats: computer players give
    nothing away by chance)."""
    living = [p.id for p in state.players if p.status is Status.ALIVE and p.id not in skip]
    if len(living) < 2:
        return None
    a, b = rng.sample(living, 2)
    pa = state.players[a]
    roll = rng.random()
    if roll < 0.4 and pa.pocket:
        return a, GiveCash(b, rng.choice([x for x in payable_amounts(pa.pocket) if x > 0]))
    if roll < 0.7 and pa.hand:
        return a, GiveCards(b, (rng.choice(pa.hand),))
    pb = state.players[b]
    give = (rng.choice(pa.hand),) if pa.hand else ()
    get = (rng.choice(pb.hand),) if pb.hand else ()
    return b, Trade(a, b, give_cards=give, get_cards=get)


def computer_orders(
    state: GameState,
    seats: Sequence[int],
    histories: dict[int, list[Event]],
    personalities: dict[int, str],
    seed: str,
    start_time: int,
    stats: GameStats,
    clock: Callable[[], float] | None = None,
    cpu_clock: Callable[[], float] | None = None,
    pause: Callable[[], AbstractContextManager[object]] | None = None,
) -> list[Submitted]:
    """The computer seats' orders, each decided from what that seat may know (its player view, the events it was
    shown, the phase's order kinds, the public coup map); every order is checked and a refused one counted. A seat's
    decision (its straw men's included) is timed by `clock`/`cpu_clock` inside `pause()` when given (a benchmark's
    context, such as one that keeps the garbage collector out of the timed call)."""
    subs: list[Submitted] = []
    if state.over:
        return subs
    legal = REGISTRY[state.phase].accepts
    coup_map = coup_map_view(state)
    t = start_time
    for pid in seats:
        if state.players[pid].status is Status.DEAD:
            continue
        view = player_view(state, pid)
        with pause() if pause is not None else nullcontext():
            began = clock() if clock is not None else 0.0
            cpu_began = cpu_clock() if cpu_clock is not None else 0.0
            orders = computer.decide(
                view, tuple(histories[pid]), legal, f"{seed}:computer", personalities[pid], coup_map=coup_map
            )
            # Mini-Junta: then its straw men's, on its line (VARIANTS 10.6): part of deciding its phase.
            given = [(pid, order) for order in orders]
            for s in straw.led_by(state, pid):
                given += [
                    (s, order)
                    for order in computer.decide(
                        player_view(state, s),
                        tuple(histories[pid]),
                        legal,
                        f"{seed}:computer",
                        personalities[pid],
                        coup_map=coup_map,
                        leader=view,
                        line=orders,
                    )
                ]
            if cpu_clock is not None:
                stats.decide_cpu.append(cpu_clock() - cpu_began)
            if clock is not None:
                spent = clock() - began
                stats.decisions += 1
                stats.decide_seconds += spent
                stats.decide_max = max(stats.decide_max, spent)
                stats.decide_samples.append(spent)
        stats.cards_held.update(card(c).key for c in state.players[pid].hand)
        stats.orders_open.update(kind.KIND for kind in legal)
        for who, order in given:
            refused = validate(state, who, order)
            if refused:
                stats.computer_refused += 1
                if len(stats.refused_samples) < 5:
                    stats.refused_samples.append(f"{state.phase.value}: {order!r}: {refused[0].message}")
                continue
            t += 1
            subs.append(Submitted(who, order, t))
            stats.cards_played.update(card(c).key for c in cards_in(order))
            stats.orders_given.add(order.KIND)
    return subs


def cards_in(order: Order) -> tuple[int, ...]:
    """The cards an order plays (issue 25: which kinds the computers use)."""
    if isinstance(order, PlayCard | VoteCard | PlayCoupCard):
        return (order.card,)
    if isinstance(order, Assassinate) and isinstance(order.assassin, int):
        return (order.assassin,)
    if isinstance(order, ElectionVote):
        return order.cards
    if isinstance(order, BudgetVote):
        return tuple(c for b in (order.ballot, order.revote) if b is not None for c, _ in b.cards)
    if isinstance(order, ReturnFromExile) and order.bribe is not None:
        return (order.bribe,)
    return ()


def computer_offers(
    state: GameState,
    seats: Sequence[int],
    histories: dict[int, list[Event]],
    personalities: dict[int, str],
    seed: str,
    stats: GameStats,
    rng: random.Random,
) -> tuple[GameState, list[Event]]:
    """The trades the computer seats offer as a phase opens (issue 25), each answered at once: by a computer
    seat as the bot's computers answer (`computer.answer`), by a random player by lot; an accepted one happens
    (`apply_action`); the offer itself, words and all, is told to both families (`trade.offer_event`)."""
    told: list[Event] = []
    if state.over:
        return state, told
    for pid in seats:
        if state.players[pid].status is not Status.ALIVE:
            continue
        for offer in computer.offers(player_view(state, pid), tuple(histories[pid]), personalities[pid], seed):
            stats.trades_offered += 1
            note = [offer_event(offer, f"Offer ({offer.terms}).")]
            told += note
            for seat in seats:
                histories[seat].extend(redact(note, seat))
            if offer.to in seats:
                yes = computer.answer(
                    player_view(state, offer.to), tuple(histories[offer.to]), personalities[offer.to], offer
                )
            else:
                yes = rng.random() < 0.5
            if not yes:
                continue
            got = apply_action(state, offer.to, offer.trade())
            if not isinstance(got, Resolution):
                continue
            stats.trades_accepted += 1
            state = got.state
            events = list(got.events)
            told += events
            for seat in seats:
                histories[seat].extend(redact(events, seat))
    return state, told


def _seats(players: int, kind: str, computer_seats: int, seed: str) -> tuple[int, ...]:
    if kind in ("computer", "versus"):
        return tuple(range(players))
    if kind == "mixed":
        n = max(0, min(players, computer_seats))
        return tuple(sorted(random.Random(f"seats:{seed}").sample(range(players), n)))
    return ()


def play_game(
    players: int,
    seed: str,
    miss: float = 0.15,
    variant: str = "web",
    players_kind: str = "random",
    computer_seats: int = 1,
    clock: Callable[[], float] | None = None,
    cpu_clock: Callable[[], float] | None = None,
    pause: Callable[[], AbstractContextManager[object]] | None = None,
) -> tuple[GameStats, GameState]:
    """One game to the end. `players_kind` random (every seat random), computer (every seat the computer player)
    or mixed (`computer_seats` seats, drawn by lot, are computers); `clock` (a timer such as time.perf_counter)
    measures the computer's decisions, for benchmarks only (`cpu_clock`, such as time.thread_time, their CPU time:
    robust to a loaded machine; `pause`, a context each timed decision runs in: `computer_orders`)."""
    stats = GameStats()
    rng = random.Random(f"sim:{seed}")
    made = new_game(NAMES[:players], seed, variant)
    if not isinstance(made, GameState):
        stats.error = made[0].message
        return stats, new_game(NAMES[:6], seed)  # type: ignore[return-value]
    state = made
    seats = _seats(players, players_kind, computer_seats, seed)
    stats.computer_seats = seats
    skip = frozenset(seats)
    histories: dict[int, list[Event]] = {pid: [] for pid in seats}
    personalities = {pid: computer.personality_for(seed, pid) for pid in seats}
    if players_kind == "versus":
        # `computer_seats` computers of today among computers of issue 17 (`computer.BASELINE`), seats by lot.
        new = set(_seats(players, "mixed", computer_seats, seed))
        personalities = {pid: (p if pid in new else computer.BASELINE) for pid, p in personalities.items()}
    stats.personalities = dict(personalities)
    n_bills = len(state.money_deck)

    def seen(events: Sequence[Event]) -> None:
        for pid in seats:
            histories[pid].extend(redact(events, pid))

    try:
        while not state.over and stats.phases < MAX_PHASES:
            if rng.random() < 0.3:
                act = random_action(state, rng, skip)
                if act is not None:
                    got = apply_action(state, act[0], act[1])
                    if isinstance(got, Resolution):
                        state = got.state
                        seen(got.events)
            if seats:
                state, _ = computer_offers(state, seats, histories, personalities, seed, stats, rng)
            subs = random_orders(state, rng, miss, start_time=stats.phases * 100, skip=skip)
            if seats:
                subs += computer_orders(
                    state, seats, histories, personalities, seed, stats.phases * 100 + 50, stats, clock, cpu_clock,
                    pause,
                )
            owed(state)
            res = adjudicate(state, subs, f"{seed}:{state.seq}")
            seen(res.events)
            for e in res.events:
                if e.code == "killed":
                    stats.kills += 1
                elif e.code == "budget_vote" and not e.data.get("passed"):
                    stats.budgets_failed += 1
                elif e.code == "rebellion":
                    stats.coups_declared += 1
                elif e.code in ("coup_vote", "coup_conceded") and e.data.get("result") == "junta":
                    # Classic (VARIANTS 6.12): a coup every player concedes to the Rebels is won by them too.
                    stats.coups_won_by_rebels += 1
                elif e.code == "battle":
                    stats.battles += 1
                    losses = e.data.get("losses")
                    if isinstance(losses, dict):
                        stats.casualties += sum(int(n) for n in losses.values())
                elif e.code == "bombardment":
                    hits = e.data.get("hits")
                    stats.casualties += hits if isinstance(hits, int) else 0
                if e.code == "killed" and str(e.data.get("how", "")).startswith(("before the firing", "executed")):
                    stats.executions += 1
            state = res.state
            stats.phases += 1
            bad = violations(state, n_bills)
            if bad:
                stats.violations.extend(bad)
                stats.error = f"invariant broken after phase {stats.phases}: {bad[0]}"
                break
    except Exception as exc:  # the simulator reports engine crashes as errors instead of stopping
        stats.error = f"{type(exc).__name__}: {exc}"
    stats.turns = state.turn
    stats.finished = state.over and stats.error is None
    if state.ranking:
        stats.winner_bank = state.ranking[0].swiss
        winners = [s.player for s in state.ranking if s.rank == 1]
        stats.winners_banked = any(s.swiss > 0 for s in state.ranking if s.rank == 1)
        if winners:
            counted = {p for p in skip if stats.personalities.get(p) != computer.BASELINE}
            stats.computer_win = sum(1 for w in winners if w in counted) / len(winners)
    return stats, state


def run(
    players: Sequence[int],
    seed: str,
    games: int,
    miss: float = 0.15,
    variant: str = "web",
    players_kind: str = "random",
    computer_seats: int = 1,
) -> dict[str, object]:
    results = []
    for i in range(games):
        n = players[i % len(players)]
        st, _ = play_game(n, f"{seed}:{i}", miss, variant, players_kind, computer_seats)
        results.append(st)
    finished = [r for r in results if r.finished]
    extra: dict[str, object] = {}
    if players_kind != "random":
        coups = sum(r.coups_declared for r in results)
        extra = {
            "players_kind": players_kind,
            "computer_seats": sum(len(r.computer_seats) for r in results),
            "computer_refused": sum(r.computer_refused for r in results),
            "computer_refused_samples": [x for r in results for x in r.refused_samples][:5],
            "computer_wins": round(sum(r.computer_win for r in finished), 3),
            "winners_banked": sum(1 for r in finished if r.winners_banked),
            "rebel_wins_share": round(sum(r.coups_won_by_rebels for r in results) / coups, 4) if coups else 0.0,
        }
    return extra | {
        "games": games,
        "finished": len(finished),
        "errors": sum(1 for r in results if r.error),
        "error_samples": [r.error for r in results if r.error][:5],
        "turns_mean": round(sum(r.turns for r in results) / max(1, games), 2),
        "phases_mean": round(sum(r.phases for r in results) / max(1, games), 2),
        "kills": sum(r.kills for r in results),
        "budgets_failed": sum(r.budgets_failed for r in results),
        "coups_declared": sum(r.coups_declared for r in results),
        "coups": sum(r.coups_declared for r in results),
        "coups_won_by_rebels": sum(r.coups_won_by_rebels for r in results),
        "battles": sum(r.battles for r in results),
        "casualties": sum(r.casualties for r in results),
        "executions": sum(r.executions for r in results),
        "winner_bank_mean": round(sum(r.winner_bank for r in finished) / max(1, len(finished)), 2),
        "invariant_violations": sum(len(r.violations) for r in results),
    }


GAMES = ("junta", "coup")


def main(argv: Sequence[str] | None = None) -> int:
    pick = argparse.ArgumentParser(add_help=False)
    pick.add_argument("--game", choices=GAMES, default="junta")
    chosen, argv = pick.parse_known_args(argv)
    if chosen.game == "coup":
        from rules.coup import simulate as coup_simulate

        return coup_simulate.main(argv)
    ap = argparse.ArgumentParser(prog="python -m rules.simulate", description=__doc__.split("\n")[0])
    ap.add_argument("--game", choices=GAMES, default="junta", help="the game: junta (default) or coup (Nomicoup)")
    ap.add_argument("--variant", choices=sorted(VARIANTS), default="web", help="the rules variant (default web)")
    ap.add_argument("--players", type=str, default=None, help="players per game: N, or a range like 6-10")
    ap.add_argument("--seed", type=str, default="1")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--miss", type=float, default=0.15, help="chance that a player misses a phase's orders")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument(
        "--players-kind",
        choices=PLAYERS_KINDS,
        default="random",
        help="random orders (default), computer players in every seat, or mixed",
    )
    ap.add_argument("--computer-seats", type=int, default=1, help="with --players-kind mixed: computer seats a game")
    args = ap.parse_args(argv)
    rules_variant = VARIANTS[args.variant]
    players = args.players or str(rules_variant.min_players)
    if "-" in players:
        lo, hi = (int(x) for x in players.split("-", 1))
        counts = list(range(lo, hi + 1))
    else:
        counts = [int(players)]
    if any(not rules_variant.min_players <= n <= rules_variant.max_players for n in counts):
        print(
            f"a {rules_variant.name} game has {rules_variant.min_players} to {rules_variant.max_players} players",
            file=sys.stderr,
        )
        return 2
    out = run(counts, args.seed, args.games, args.miss, args.variant, args.players_kind, args.computer_seats)
    if args.json:
        print(json.dumps(out, sort_keys=True))
    else:
        for k, v in out.items():
            print(f"{k:>22}: {v}")
    return 1 if out["errors"] or out.get("computer_refused") else 0


if __name__ == "__main__":
    raise SystemExit(main())
