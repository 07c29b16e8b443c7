"""Status Pages for the player's role and the phase (issue 12): what this phase asks of *you* and with which commands,
the facts it turns on, and never a command the player cannot use now. Pure: built from engine views."""

from __future__ import annotations

import random
import re
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.junta.text import status_page
from bot.games.junta.text.phases import phase_asks
from bot.games.junta.text.status import public_status_text
from rules.junta.cards import DECK, HAND_LIMIT
from rules.junta.duties import missing
from rules.junta.engine import adjudicate
from rules.junta.offices import Office
from rules.junta.orders import Appoint, Move, NameHead, Order
from rules.junta.state import Budget, GameState, Phase
from rules.junta.units import Kind
from rules.junta.views import player_view, public_view
from rules.simulate import random_orders
from tests.rules.helpers import CABINET6, fresh, game, run, set_player
from tests.rules.test_combat import AIR, MINISTER, WATCH, coup_game, units
from tests.rules.test_new_head import _back_from_death
from tests.said import owed

INTERNAL = re.compile(
    r"\b(office|influence|bonus|card):\w|secret_police|air_force|minister_of_war|farm_labor"
    r"| -1\b|(?<!Coup )\b[Pp]hase \d|(?<=[a-z,(:] )None\b"
)
"""What players never read: internal ids (`office:air_force`, `influence:14`), enum values, -1, phase counters."""


def page(state: GameState, seat: int, orders: tuple[Order, ...] = ()) -> str:
    gaps = tuple(owed(d, state) for d in missing(state, seat, orders))
    view = player_view(state, seat)
    return status_page("en", "Republica", view, orders, owes=bool(gaps), done=False, deadline=None, missing=gaps)


def test_the_budget_vote_page_shows_the_proposal_and_your_votes_by_source() -> None:
    """Issue 12: "in the budget vote the proposal and your votes by source" (one player had 5, the President 9)."""
    g = game(6, Phase.BUDGET_VOTE)
    g = replace(g, budget=Budget(proposer=0, totals=((1, 5), (2, 3)), bills=(), skim=()))
    text = page(g, 1)  # Borges: Minister and Air Force Commander
    assert "The proposed budget: Borges 5 MP, Cortez 3 MP." in text
    assert "Your 2 votes: " in text and "/vote budget" in text


def test_the_coup_page_shows_units_moves_side_and_coup_phase() -> None:
    """Issue 12: "in a coup your units by zone, your stack moves, your side, "Coup Phase k of 6", and what air and
    naval forces your offices still have"."""
    mine = units(0, 2, Kind.SOLDIER, 7, office=Office.GENERAL_1) + units(5, 1, Kind.TANK, 7, office=Office.GENERAL_1)
    g = coup_game(mine, phase=2)
    text = page(g, MINISTER)
    assert "Coup Phase 2 of 6" in text
    assert "Your units: zone 7 (Radio Station): 2 Soldiers, 1 Tank." in text  # one entry a zone, named
    assert "Stack moves this phase: 2; 2 left after your orders." in text
    moved = page(g, MINISTER, (Move(7, 8),))
    assert "Stack moves this phase: 2; 1 left after your orders." in moved
    assert "You are not a Rebel (a Loyalist so far): in Coup Phase 6 your units count for the side you vote for" in text
    assert "Airstrikes left this coup: 3" in page(g, AIR)
    assert "Gunboat" in page(g, WATCH)
    rebel = set_player(g, MINISTER, rebel=True)
    assert "You are a **Rebel**." in page(rebel, MINISTER)


def test_the_minister_reads_the_secret_police_rules() -> None:
    """Issue 12: "the Minister's Secret Police rules" and its Bank rule (RULES 4.5.1: "may not be sent to the Bank
    two turns running")."""
    g = game(6, Phase.LOCATIONS, turn=3)
    assert "Secret Police" in page(g, 1) and "Bank two turns running" in page(g, 1)
    barred = replace(g, secret_police_bank_turn=2)
    assert "not the Bank this turn" in page(barred, 1)
    assert "Secret Police" not in page(g, 3)


def test_the_minister_of_war_reads_of_his_bodyguard() -> None:
    """Issue 12: "the Minister of War's Bodyguard"."""
    g = game(6, Phase.LOCATIONS)
    assert "Bodyguard" in page(g, 2) and "Bodyguard" not in page(g, 3)


def test_a_player_over_the_hand_limit_is_warned() -> None:
    """Issue 12: "a warning when you are over the hand limit"; RULES 4.1.3."""
    g = set_player(game(6, Phase.CABINET), 3, hand=tuple(c.id for c in DECK[: HAND_LIMIT + 2]))
    text = page(g, 3)
    assert "over the hand limit of 6 by 2" in text
    assert "over the hand limit" not in page(game(6, Phase.CABINET), 3)


def test_the_president_is_never_offered_rebel() -> None:
    """Issue 12: "the President is offered /rebel, then refused": never offer a command the player cannot use now
    (RULES 4.5.4: rebel-only action is "never the President")."""
    g = game(6, Phase.LOCATIONS)
    assert "/rebel" not in phase_asks("en", player_view(g, 0), True)
    assert "/rebel" in phase_asks("en", player_view(g, 3), True)


def test_assassination_is_offered_only_to_who_can_send_an_assassin() -> None:
    """Never offer a command the player cannot use now: /assassinate needs an assassin card or the Secret Police."""
    g = game(6, Phase.LOCATIONS)
    assert "/assassinate" in phase_asks("en", player_view(g, 1), True)  # the Minister
    assert "/assassinate" not in phase_asks("en", player_view(g, 3), True)
    assassin = next(c.id for c in DECK if c.kind == "assassin")
    armed = set_player(g, 3, hand=(assassin,))
    assert "/assassinate" in phase_asks("en", player_view(armed, 3), True)


def test_the_page_names_the_phase_without_counters() -> None:
    """Issue 12: "Names players use: "Turn 2 · Budget vote"; no running counters anywhere a player reads"."""
    g = game(6, Phase.BUDGET_VOTE, turn=2)
    first = page(g, 0).splitlines()[0]
    assert first == "**Republica** · Turn 2 · Budget vote"


def test_what_is_missing_is_on_the_page_with_its_default() -> None:
    """Issue 12: Done "warns about anything owed but missing"; the page says the same with the default."""
    g = game(6, Phase.CABINET)
    assert "No cabinet appointed" in page(g, 0)
    assert "No cabinet appointed" not in page(g, 0, (Appoint(tuple(CABINET6.items())),))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(6, 8))
def test_no_page_shows_an_internal_id_or_counter(seed: int, players: int) -> None:
    """Issue 12: no page "contains an internal id or counter (no `office:`, `influence:`, `secret_police`, `-1`,
    "phase 13")", for every player through a random game."""
    rng = random.Random(seed)
    state = fresh(players, f"p{seed}")
    for _ in range(40):
        if state.over:
            break
        subs = random_orders(state, rng)
        for seat in range(players):
            text = page(state, seat, tuple(s.order for s in subs if s.player == seat))
            assert not INTERNAL.search(text), text
        state = adjudicate(state, subs, f"p:{state.seq}").state


def test_the_head_is_shown_beside_the_family() -> None:
    """Issue 13: a returning family's new head is "shown beside the family name from then on": on its Status Page
    and in the public status."""
    s = run(_back_from_death(), (2, NameHead("Rosa"))).state
    text = public_status_text("en", "Republica", "running", [p.name for p in s.players], public_view(s), (), None)
    assert "Cortez (led by Rosa)" in text
    assert "You are the Cortez family, led by Rosa" in page(s, 2)
