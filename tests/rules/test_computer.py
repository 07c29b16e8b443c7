"""The computer player (issue 17, `rules.junta.computer`): a pure function of what its seat may know, whose every order
the engine accepts, and which plays by the game's real levers. Each docstring quotes the clause it checks."""

from __future__ import annotations

import random
from collections.abc import Collection
from dataclasses import replace

import pytest

from rules.events import PUBLIC, Event, to
from rules.junta import computer, straw
from rules.junta.cards import DECK
from rules.junta.computer.facts import votes
from rules.junta.engine import REGISTRY, adjudicate, new_game
from rules.junta.money import Bill
from rules.junta.orders import (
    Ballot,
    Banking,
    BudgetVote,
    Choice,
    ChooseLocation,
    Move,
    Order,
    ProposeBudget,
    RebelAction,
    Submitted,
)
from rules.junta.state import BankState, GameState, Location, Phase, Status
from rules.junta.validate import validate
from rules.junta.views import coup_map_view, player_view, redact
from rules.simulate import NAMES, play_game
from tests.rules.helpers import game, give_bills, pool, run, set_player

PRESIDENT, MINISTER, CORTEZ, DUARTE, ESTEBAN, FUENTES = range(6)
# CABINET6 (tests.rules.helpers): Minister and Air Force Borges (1); 1st General and Minister of War Cortez (2);
# 2nd General and Foreign Minister Duarte (3); 3rd General and Farm & Labor Esteban (4); Admiral Fuentes (5).


def decide(state: GameState, pid: int, history: tuple[Event, ...] = (), personality: str = "schemer",
           seed: str = "t") -> tuple[Order, ...]:
    return computer.decide(
        player_view(state, pid),
        redact(history, pid),
        REGISTRY[state.phase].accepts,
        seed,
        personality,
        coup_map=coup_map_view(state),
    )


def scrambled(state: GameState, me: int, rng: random.Random, keep: Collection[int] = ()) -> GameState:
    """Every other family's secrets replaced: hands (same number of cards), cash, Swiss accounts, locations, and the
    budget pool unless `me` is the President. `keep`: families whose secrets `me` may know (Mini-Junta: the straw
    men it leads, VARIANTS 10.6)."""
    players = []
    for p in state.players:
        if p.id == me or p.id in keep:
            players.append(p)
            continue
        players.append(
            replace(
                p,
                hand=tuple(rng.randrange(len(DECK)) for _ in p.hand),
                pocket=tuple(Bill(1000 + i, rng.randint(1, 3)) for i in range(rng.randint(0, 8))),
                bank=tuple(Bill(2000 + i, rng.randint(1, 3)) for i in range(rng.randint(0, 8))),
                location=rng.choice([None, *Location]) if p.location is not None else None,
            )
        )
    out = replace(state, players=tuple(players))
    if me != state.president:
        out = replace(out, pool=tuple(Bill(3000 + i, rng.randint(1, 3)) for i in range(len(state.pool))))
    return out


def computer_game(variant: str, players: int, seed: str, check: bool = False) -> int:
    """A whole game of computer families only; with `check`, each seat's orders are also decided from a state
    whose other families' secrets are scrambled and must be the same. Returns the decisions made."""
    made = new_game(NAMES[:players], seed, variant)
    assert isinstance(made, GameState)
    state = made
    histories: dict[int, list[Event]] = {p.id: [] for p in state.players}
    personas = {p.id: computer.personality_for(seed, p.id) for p in state.players}
    rng = random.Random(seed)
    n = 0
    while not state.over and state.seq < 600:
        subs: list[Submitted] = []
        for p in state.players:
            orders = computer.decide(
                player_view(state, p.id), tuple(histories[p.id]), REGISTRY[state.phase].accepts, seed,
                personas[p.id], coup_map=coup_map_view(state),
            )
            n += 1
            # Mini-Junta: the straw men it leads, on its line (VARIANTS 10.6), as the bot and the simulator ask.
            led = straw.led_by(state, p.id)
            theirs = {
                s: computer.decide(
                    player_view(state, s), tuple(histories[p.id]), REGISTRY[state.phase].accepts, seed,
                    personas[p.id], coup_map=coup_map_view(state), leader=player_view(state, p.id), line=orders,
                )
                for s in led
            }
            if check:
                other = scrambled(state, p.id, rng, keep=led)
                again = computer.decide(
                    player_view(other, p.id), tuple(histories[p.id]), REGISTRY[other.phase].accepts, seed,
                    personas[p.id], coup_map=coup_map_view(other),
                )
                assert again == orders, (state.phase, p.id)
                for s in led:
                    assert computer.decide(
                        player_view(other, s), tuple(histories[p.id]), REGISTRY[other.phase].accepts, seed,
                        personas[p.id], coup_map=coup_map_view(other), leader=player_view(other, p.id), line=again,
                    ) == theirs[s], (state.phase, p.id, s)
                # Issue 25: the trades it offers and what it says are its seat's too.
                for said in (computer.offers, lambda v, h, _p, s: computer.speak(v, h, s)):
                    assert said(player_view(other, p.id), tuple(histories[p.id]), personas[p.id], seed) == said(
                        player_view(state, p.id), tuple(histories[p.id]), personas[p.id], seed
                    ), (state.phase, p.id)
            for who, o in [(p.id, o) for o in orders] + [(s, o) for s in led for o in theirs[s]]:
                assert validate(state, who, o) == (), (state.phase, o, validate(state, who, o))
                subs.append(Submitted(who, o, len(subs)))
        res = adjudicate(state, subs, f"{seed}:{state.seq}")
        for pid in histories:
            histories[pid].extend(redact(res.events, pid))
        state = res.state
    assert state.over
    return n


# --- purity -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("variant", "players"), [("web", 7), ("classic", 5), ("mini", 2), ("mini", 3)])
def test_same_orders_whatever_the_others_hide(variant: str, players: int) -> None:
    """Issue 17: "A computer player is a pure function of what its seat may know ... It never reads another player's
    secrets (the state itself, others' hands, cash, locations, orders)": scrambling every other family's secrets
    gives the same orders, phase after phase of a whole game."""
    assert computer_game(variant, players, f"pure-{variant}", check=True) > 100


def test_deterministic_for_a_seed() -> None:
    """Issue 17: "Deterministic for a given seed": the same inputs give the same orders, and whole simulated games
    with computer seats are the same twice."""
    a, _ = play_game(7, "det", 0.15, "web", "mixed", 3)
    b, _ = play_game(7, "det", 0.15, "web", "mixed", 3)
    assert a == b
    g = give_bills(game(phase=Phase.LOCATIONS), CORTEZ, 3, 2)
    assert decide(g, CORTEZ, seed="x") == decide(g, CORTEZ, seed="x")


def test_personality_by_lot() -> None:
    """Issue 17: "A few personalities (a cautious banker, a schemer, a general) give variety, chosen per seat by
    lot": every personality turns up among seats, always the same for a seed and seat."""
    drawn = {computer.personality_for(f"g{i}", seat) for i in range(10) for seat in range(7)}
    assert drawn == set(computer.PERSONALITIES)
    assert computer.personality_for("g1", 3) == computer.personality_for("g1", 3)


# --- legality -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("variant", "counts", "games"),
    [("web", (6, 7, 8, 9, 10), 25), ("classic", (4, 5, 6, 7), 25), ("mini", (2, 3), 15)],
)
def test_every_order_is_legal(variant: str, counts: tuple[int, ...], games: int) -> None:
    """Issue 17: "no computer family ever gives an order the engine refuses" (legality over thousands of seeded
    phases in every variant): computer-only and mixed games to the end, every order through rules.junta.validate."""
    decisions = 0
    for i in range(games):
        kind = "computer" if i % 2 == 0 else "mixed"
        st, _ = play_game(counts[i % len(counts)], f"legal-{variant}-{i}", 0.15, variant, kind, 2,
                          clock=lambda: 0.0)
        assert st.error is None, st.error
        assert st.computer_refused == 0, st.refused_samples
        assert st.finished
        decisions += st.decisions
    assert decisions > 1000


# --- scenarios: banking -------------------------------------------------------------------------------------------
def _at_locations(**changes: object) -> GameState:
    g = give_bills(game(phase=Phase.LOCATIONS), CORTEZ, 3, 3, 2)
    return replace(g, bank=BankState.OPEN, **changes)  # type: ignore[arg-type]


def _banks(orders: tuple[Order, ...]) -> bool:
    return ChooseLocation(Location.BANK) in orders and any(isinstance(o, Banking) and o.deposit == -1 for o in orders)


@pytest.mark.parametrize("personality", computer.PERSONALITIES)
def test_banks_when_no_secret_police_can_reach(personality: str) -> None:
    """RULES 4.5: "Banking, if the Bank is open: living players at the Bank deposit"; the Secret Police "may not be
    sent to the Bank two turns running". With cash and an open Bank the computer banks all its cash whenever no
    Secret Police can reach it: it is the Minister itself, the Minister is dead, or they came for it at the Bank
    last turn."""
    seeds = [f"s{i}" for i in range(12)]
    # It is the Minister: the Secret Police are its own.
    g = give_bills(_at_locations(), MINISTER, 2, 2)
    assert all(_banks(decide(g, MINISTER, personality=personality, seed=s)) for s in seeds)
    # The Minister is dead.
    dead = set_player(_at_locations(), MINISTER, status=Status.DEAD)
    assert all(_banks(decide(dead, CORTEZ, personality=personality, seed=s)) for s in seeds)
    # Last turn the Secret Police came for it at the Bank: they may not go there now.
    told = (
        Event("turn_begins", "Turn 1 begins.", PUBLIC, {"turn": 1}),
        Event("location", "You spend the phase at the Bank.", to(CORTEZ), {"location": "bank"}),
        Event("attempt_on_you", "The Secret Police was sent after you.", to(CORTEZ), {"kind": "Secret Police"}),
        Event("turn_begins", "Turn 2 begins.", PUBLIC, {"turn": 2}),
    )
    g2 = replace(_at_locations(), turn=2)
    assert all(_banks(decide(g2, CORTEZ, told, personality=personality, seed=s)) for s in seeds)


def test_bank_closed_no_banking() -> None:
    """RULES 4.4: a failed budget not seized leaves "the Bank ... closed for the rest of the turn": no banking
    order then."""
    g = replace(_at_locations(), bank=BankState.CLOSED)
    orders = decide(g, CORTEZ)
    assert not any(isinstance(o, Banking) for o in orders)
    assert ChooseLocation(Location.BANK) not in orders


# --- scenarios: the coup ------------------------------------------------------------------------------------------
def _budget_then_locations(paid: dict[int, int]) -> tuple[GameState, tuple[Event, ...]]:
    """A budget paying `paid` proposed and passed (everyone votes yes), then the locations phase."""
    g = pool(game(phase=Phase.BUDGET_PROPOSAL), 3, 3, 3, 2, 2, 2, 1, 1, 1)
    res = run(g, (PRESIDENT, ProposeBudget(tuple(sorted(paid.items())))))
    events = res.events
    votes = [(pid, BudgetVote(_yes())) for pid in range(6)]
    res2 = run(res.state, *votes)
    assert res2.state.phase is Phase.LOCATIONS
    return replace(res2.state, coup_excuse=True), events + res2.events


def _yes() -> Ballot:
    return Ballot(Choice.YES)


def _rebels(orders: tuple[Order, ...]) -> bool:
    return any(isinstance(o, RebelAction | Move) for o in orders)


@pytest.mark.parametrize("personality", computer.PERSONALITIES)
def test_no_coup_it_cannot_win(personality: str) -> None:
    """RULES 4.6: "Three of the five control points win the coup"; issue 17: it "joins or starts a coup when the
    units it commands and its allies' could win the control points, and stays loyal otherwise". The 1st General
    alone left out of a budget that pays every other commander starts nothing, even with a coup excuse."""
    state, events = _budget_then_locations({MINISTER: 2, DUARTE: 2, ESTEBAN: 2, FUENTES: 2})
    for s in range(10):
        orders = decide(state, CORTEZ, events, personality=personality, seed=f"c{s}")
        assert not _rebels(orders), orders


def test_coup_when_it_can_win() -> None:
    """The other side of the same rule: when the budget leaves out the Minister and all three Generals, their units
    can take three control points against the Admiral alone, and the general among them starts the coup (rebel-only
    action, with the coup excuse), marching on a control point."""
    state, events = _budget_then_locations({FUENTES: 6})
    orders = decide(state, CORTEZ, events, personality="general")
    assert RebelAction() in orders
    assert any(isinstance(o, Move) and o.from_zone == 21 for o in orders)
    for o in orders:
        assert validate(state, CORTEZ, o) == ()


# --- scenarios: the budget vote -----------------------------------------------------------------------------------
def _vote_on(paid: dict[int, int]) -> tuple[GameState, tuple[Event, ...]]:
    g = pool(game(phase=Phase.BUDGET_PROPOSAL), 3, 3, 2, 2, 1, 1)
    res = run(g, (PRESIDENT, ProposeBudget(tuple(sorted(paid.items())))))
    assert res.state.phase is Phase.BUDGET_VOTE
    return res.state, res.events


def _choice(orders: tuple[Order, ...]) -> Choice:
    vote = next(o for o in orders if isinstance(o, BudgetVote))
    return vote.ballot.default


@pytest.mark.parametrize("personality", computer.PERSONALITIES)
def test_votes_down_a_budget_that_gives_it_nothing(personality: str) -> None:
    """RULES 4.4: each source "may vote yes, no or abstain"; issue 17: it "proposes and votes budgets by its own
    gain and its alliances". A budget that gives it nothing, from a President who never gave it anything, gets its
    No; one that pays it well gets its Yes."""
    state, events = _vote_on({MINISTER: 4, DUARTE: 4})
    assert _choice(decide(state, CORTEZ, events, personality=personality)) is Choice.NO
    assert _choice(decide(state, MINISTER, events, personality=personality)) is Choice.YES


@pytest.mark.parametrize("personality", computer.PERSONALITIES)
def test_votes_for_an_allys_budget(personality: str) -> None:
    """Issue 17 (tests): "it votes down a budget that gives it nothing unless an ally needs it": when the President
    paid it in an earlier budget (an ally), it votes his budget through even if this one gives it nothing."""
    earlier_state, earlier = _vote_on({CORTEZ: 6})
    res = run(earlier_state, *[(pid, BudgetVote(_yes())) for pid in range(6)])
    assert res.state.phase is Phase.LOCATIONS
    state, now = _vote_on({MINISTER: 4, DUARTE: 4})
    history = earlier + res.events + now
    assert _choice(decide(state, CORTEZ, history, personality=personality)) is Choice.YES


def test_president_proposes_a_budget_that_carries_and_keeps_a_skim() -> None:
    """RULES 4.3: "Money not allocated is secretly pocketed"; issue 17: "as President propose budgets that keep him
    in power (pay allies) and keep a skim". The budget is legal, pays families whose votes with his make a
    majority, and leaves him part of the pool."""
    g = pool(game(phase=Phase.BUDGET_PROPOSAL), 3, 3, 3, 2, 2, 2, 1, 1)
    for personality in computer.PERSONALITIES:
        orders = decide(g, PRESIDENT, personality=personality)
        budget = next(o for o in orders if isinstance(o, ProposeBudget))
        assert validate(g, PRESIDENT, budget) == ()
        paid = dict(budget.totals)
        assert 0 < sum(paid.values()) < 17
        view = player_view(g, PRESIDENT)
        allies = votes(view, PRESIDENT) + sum(votes(view, p) for p in paid)
        assert 2 * allies > sum(votes(view, p) for p in range(6))
