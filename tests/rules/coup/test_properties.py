"""What must always hold in Nomicoup, whatever the players do (hypothesis over seeds, table sizes, modes and random
inputs): the credits and the Treasury add up to 50 and every one of the 15 cards is in exactly one place after every
step (COUP.md 1.2, 1.1); a step is a pure function of (state, inputs, seed); no view and no event shows a hand or the
Court Deck's order to anyone else (7.1)."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.coup import codec
from rules.coup.engine import Resolution, new_game, step
from rules.coup.events import CardReplaced, CardsDealt, CardsReturned, CoupEvent, ExchangeCards, NewInfluence
from rules.coup.inputs import Received
from rules.coup.invariants import violations
from rules.coup.simulate import play_game, random_input
from rules.coup.state import CoupState
from rules.coup.validate import who_may_act
from rules.coup.views import player_view, public_view, visible

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PRIVATE = (CardsDealt, CardReplaced, NewInfluence, ExchangeCards, CardsReturned)

seeds = st.text(min_size=1, max_size=8)
sizes = st.integers(min_value=2, max_value=6)
modes = st.sampled_from(["continuous", "classic"])


def inputs_for(state: CoupState, rng: random.Random) -> list[Received]:
    received: list[Received] = []
    for seat in sorted(who_may_act(state)):
        if seat in who_may_act(state, received) and rng.random() < 0.85:
            inp = random_input(state, seat, received, rng)
            if inp is not None:
                received.append(Received(seat, inp))
    return received


def started(n: int, seed: str, mode: str) -> Resolution:
    res = new_game(["Alba", "Borges", "Cortez", "Duarte", "Esteban", "Fuentes"][:n], seed, mode, rounds=3)
    assert isinstance(res, Resolution)
    return res


def walk(n: int, seed: str, mode: str, steps: int = 400) -> list[tuple[CoupState, Resolution]]:
    """(state before, resolution) for each step of a random game."""
    rng = random.Random(seed)
    state = started(n, seed, mode).state
    out = []
    for _ in range(steps):
        if state.over:
            break
        res = step(state, inputs_for(state, rng), seed)
        out.append((state, res))
        state = res.state
    return out


@SETTINGS
@given(n=sizes, seed=seeds, mode=modes)
def test_credits_and_cards_are_conserved_after_every_step(n: int, seed: str, mode: str) -> None:
    """COUP.md 1.2: "Invariant: the players' credits plus the Treasury are 50 after every step"; 1.1: 15 cards, each
    in exactly one place (the Court Deck, a hand, or face up in front of a player)."""
    assert not violations(started(n, seed, mode).state)
    for _, res in walk(n, seed, mode):
        assert not violations(res.state), violations(res.state)
        assert res.state.treasury + sum(s.credits for s in res.state.seats) == 50


@SETTINGS
@given(n=sizes, seed=seeds, mode=modes)
def test_whole_games_end_without_errors(n: int, seed: str, mode: str) -> None:
    """COUP.md 6.3: a continuous game ends after its rounds; a classic one when one player has influence left. Random
    players (missing deadlines now and then) play to the end with no engine error and no broken invariant."""
    stats, state = play_game(n, seed, mode, rounds=3)
    assert stats.error is None and stats.finished and state is not None and state.over
    assert sorted(stats.ranking) == list(range(n))


@SETTINGS
@given(n=sizes, seed=seeds, mode=modes)
def test_a_step_is_a_pure_function_of_state_inputs_and_seed(n: int, seed: str, mode: str) -> None:
    """A step resolves as one pure function of (state, inputs, seed): the same three give the same result."""
    rng = random.Random(seed)
    state = started(n, seed, mode).state
    for _ in range(60):
        if state.over:
            break
        received = inputs_for(state, rng)
        first, second = step(state, received, "same"), step(state, list(received), "same")
        assert first == second
        state = first.state
    assert play_game(n, seed, mode, rounds=2)[0] == play_game(n, seed, mode, rounds=2)[0]


def _hide(state: CoupState, seat: int, rng: random.Random) -> CoupState:
    """The same table as `seat` sees it, with everything hidden from him redealt: the other hands' cards and the
    Court Deck shuffled together and dealt back in the same sizes."""
    others = [s for s in state.seats if s.id != seat]
    pool = list(state.deck) + [c for s in others for c in s.hand]
    rng.shuffle(pool)
    seats = list(state.seats)
    for s in others:
        seats[s.id] = replace(s, hand=tuple(pool[: len(s.hand)]))
        pool = pool[len(s.hand) :]
    return replace(state, seats=tuple(seats), deck=tuple(pool))


@SETTINGS
@given(n=sizes, seed=seeds, mode=modes, at=st.integers(min_value=0, max_value=120))
def test_no_view_shows_another_seats_hand_or_the_deck_order(n: int, seed: str, mode: str, at: int) -> None:
    """COUP.md 7.1: "Everything but the hands and the Court Deck's order is public"; 1.1: the deck's order is secret.
    Redealing everything a seat cannot see changes neither his view nor the public view."""
    walked = walk(n, seed, mode, steps=at + 1)
    state = walked[-1][1].state if walked else started(n, seed, mode).state
    rng = random.Random(seed)
    for seat in range(n):
        other = _hide(state, seat, rng)
        assert not violations(other)
        assert player_view(other, seat) == player_view(state, seat)
        assert public_view(other) == public_view(state)


@SETTINGS
@given(n=sizes, seed=seeds, mode=modes)
def test_events_with_cards_drawn_are_told_to_their_drawer_alone(n: int, seed: str, mode: str) -> None:
    """COUP.md 7.1: "A player's hand is shown to him privately". Every event naming cards held face down goes to its
    holder alone; the public sees none of them."""
    events: list[CoupEvent] = list(started(n, seed, mode).events)
    events += [e for _, res in walk(n, seed, mode) for e in res.events]
    for e in events:
        if isinstance(e, PRIVATE):
            assert not e.public and e.audience.players == frozenset({e.seat})
    public = visible(events, None)
    assert not any(isinstance(e, PRIVATE) for e in public)
    for seat in range(n):
        assert all(e.seat == seat for e in visible(events, seat) if isinstance(e, PRIVATE))


@settings(max_examples=15, deadline=None)
@given(n=sizes, seed=seeds, mode=modes)
def test_states_inputs_and_events_come_back_from_json_unchanged(n: int, seed: str, mode: str) -> None:
    """The codec: `load(dump(x)) == x` for every state, the inputs and the events of every step."""
    rng = random.Random(seed)
    state = started(n, seed, mode).state
    for _ in range(80):
        if state.over:
            break
        received = inputs_for(state, rng)
        assert codec.load_received(codec.dump_received(received)) == tuple(received)
        for r in received:
            assert codec.load_input(codec.dump_input(r.input)) == r.input
        res = step(state, received, seed)
        assert codec.load_state(codec.dump_state(res.state)) == res.state
        assert codec.load_events(codec.dump_events(res.events)) == res.events
        state = res.state
