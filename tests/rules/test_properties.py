"""What must always hold, whatever the players do (hypothesis over seeds, player counts and random orders)."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.junta.engine import adjudicate
from rules.junta.invariants import violations
from rules.junta.money import Bill
from rules.junta.state import GameState, Location, Phase
from rules.junta.views import public_view, redact
from rules.simulate import play_game, random_orders
from tests.rules.helpers import fresh
from tests.said import english

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def advance(state: GameState, rng: random.Random, phases: int) -> GameState:
    for _ in range(phases):
        if state.over:
            break
        state = adjudicate(state, random_orders(state, rng), f"adv:{state.seq}").state
    return state


@SETTINGS
@given(seed=st.integers(0, 10_000), players=st.integers(6, 10), depth=st.integers(0, 40))
def test_same_seed_and_orders_give_the_same_state_and_events(seed: int, players: int, depth: int) -> None:
    """A phase resolves as one pure function of (state, orders, seed): same inputs, same result."""
    rng = random.Random(seed)
    state = advance(fresh(players, f"g{seed}"), rng, depth)
    orders = random_orders(state, rng)
    a = adjudicate(state, orders, f"x{seed}")
    b = adjudicate(state, list(orders), f"x{seed}")
    assert a == b


@SETTINGS
@given(seed=st.integers(0, 10_000), players=st.integers(6, 10), depth=st.integers(0, 40))
def test_storage_order_of_orders_does_not_matter(seed: int, players: int, depth: int) -> None:
    """Only order times matter (assassinations, the First Rebel go by order time), never the order in which the
    store hands the orders over."""
    rng = random.Random(seed)
    state = advance(fresh(players, f"g{seed}"), rng, depth)
    orders = random_orders(state, rng)
    shuffled = list(orders)
    random.Random(seed + 1).shuffle(shuffled)
    assert adjudicate(state, orders, "p") == adjudicate(state, shuffled, "p")


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(6, 10))
def test_money_and_cards_are_conserved_through_a_whole_game(seed: int, players: int) -> None:
    """Every bill is in exactly one place, always (deck, a pocket, a Swiss account, the pool, out of play), and
    so is every political card; the simulator checks the invariants after every phase and immediate action."""
    stats, state = play_game(players, f"money{seed}")
    assert stats.error is None, stats.error
    assert not violations(state, len(fresh(players, f"money{seed}").money_deck))


def _scramble_secrets(state: GameState, rng: random.Random) -> GameState:
    """The same public situation with different private facts: cash, Swiss accounts, the cards in hands (not how
    many: that is public, RULES 2), locations, the pool, the draws and the skim are moved around."""
    everything: list[Bill] = list(state.money_deck) + list(state.pool)
    for p in state.players:
        everything += list(p.pocket) + list(p.bank)
    rng.shuffle(everything)
    cards = list(state.political_deck) + list(state.discards)
    for p in state.players:
        cards += list(p.hand)
    rng.shuffle(cards)
    players = []
    for p in state.players:
        k = rng.randint(0, 5)
        pocket, everything = tuple(everything[:k]), everything[k:]
        k = rng.randint(0, 5)
        bank, everything = tuple(everything[:k]), everything[k:]
        h = len(p.hand)  # RULES 2: "the number of cards in each hand is public"; which cards is not
        hand, cards = tuple(cards[:h]), cards[h:]
        loc = rng.choice(list(Location)) if p.location else None
        players.append(replace(p, pocket=pocket, bank=bank, hand=hand, location=loc))
    n_pool = len(state.pool)
    return replace(
        state,
        players=tuple(players),
        pool=tuple(everything[:n_pool]),
        money_deck=tuple(everything[n_pool:]),
        political_deck=tuple(cards),
        discards=(),
    )


@SETTINGS
@given(seed=st.integers(0, 10_000), players=st.integers(6, 10), depth=st.integers(0, 60))
def test_no_public_view_contains_a_private_fact(seed: int, players: int, depth: int) -> None:
    """Hidden information leaves the engine only through the view and redact functions: changing hands, cash,
    Swiss accounts, locations or the pool never changes the public view (beyond the discard count)."""
    rng = random.Random(seed)
    state = advance(fresh(players, f"g{seed}"), rng, depth)
    other = _scramble_secrets(state, random.Random(seed + 7))
    a, b = public_view(state), public_view(other)
    assert replace(a, discards=0, political_deck=0) == replace(b, discards=0, political_deck=0)


PRIVATE_KEYS = {"bills", "cards", "cash", "swiss", "location", "skim", "amount", "roll", "deposited", "withdrawn"}
LOCATION_WORDS = ("Mistress", "the Club", "Headquarters", " HQ", "at Home", "at the Bank")


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(6, 10))
def test_no_public_event_carries_a_private_fact(seed: int, players: int) -> None:
    """Public events never carry hands, cash, drawn bills, locations, targets of failed attempts or the skim."""
    rng = random.Random(seed)
    state = fresh(players, f"ev{seed}")
    for _ in range(120):
        if state.over:
            break
        res = adjudicate(state, random_orders(state, rng), f"ev:{state.seq}")
        for e in redact(res.events, None):
            assert not PRIVATE_KEYS & set(e.data), (e.code, e.data)
            # RULES 7: rebel-only action is "public by rule ... (it shows who was at HQ or had an excuse)": with no
            # coup excuse, the news says the Rebels were at Headquarters, and nothing else of anyone's location.
            said = english(e, state)
            text = said.replace(" (at Headquarters)", "") if e.code == "rebellion" else said
            assert not any(w in text for w in LOCATION_WORDS), said
        state = res.state


def test_a_whole_game_ends_with_a_ranking() -> None:
    """The game ends when the budget cannot be drawn; the end shows the ranking."""
    stats, state = play_game(6, "ranking")
    assert stats.finished and state.phase is Phase.GAME_OVER
    assert state.ranking[0].rank == 1
    assert sorted(s.player for s in state.ranking) == list(range(6))


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(6, 10), depth=st.integers(0, 60))
def test_states_orders_and_events_survive_the_codec(seed: int, players: int, depth: int) -> None:
    """The store keeps states, orders and events as JSON: each comes back equal to what was stored."""
    from rules import codec
    from rules.events import Event
    from rules.junta.orders import Submitted

    rng = random.Random(seed)
    state = advance(fresh(players, f"c{seed}"), rng, depth)
    assert codec.loads(GameState, codec.dumps(state)) == state
    orders = random_orders(state, rng)
    for sub in orders:
        assert codec.loads(Submitted, codec.dumps(sub)) == sub
    for e in adjudicate(state, orders, "c").events:
        assert codec.loads(Event, codec.dumps(e)) == e


def test_the_end_post_shows_the_ranking_and_awards_from_the_statistics() -> None:
    """RULES 6: "The end post shows the ranking and awards drawn from the game's statistics." Awards use public
    facts only (kills, deaths, terms, budgets passed, rebellions, exiles); ties share an award."""
    from rules.junta.turns import AWARDS

    state = fresh(8, "awards")
    rng = random.Random(3)
    last = None
    while not state.over:
        res = adjudicate(state, random_orders(state, rng), f"aw:{state.seq}")
        state = res.state
        last = res
    assert last is not None
    end = next(e for e in last.events if e.code == "game_over")
    assert end.public and "Awards:" in english(end, state)
    given = end.data["awards"]
    assert isinstance(given, list) and given
    for award in given:
        assert isinstance(award, dict) and award["award"] in AWARDS and award["count"] > 0
        stat = award["award"]
        best = max(getattr(st, stat) for st in state.stats)
        assert award["count"] == best
        assert sorted(award["players"]) == sorted(st.player for st in state.stats if getattr(st, stat) == best)
