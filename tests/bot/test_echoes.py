"""Order echoes as sentences (issue 12): "with names and counts, never internal ids". One echo per order kind,
declared in `bot.games.junta.text.orders.ECHOES`."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.junta.text import describe_order
from bot.games.junta.text.orders import ECHOES
from rules.junta.cards import CARDS
from rules.junta.engine import adjudicate
from rules.junta.offices import Office
from rules.junta.orders import (
    ORDER_TYPES,
    SECRET_POLICE,
    Assassinate,
    Ballot,
    Banking,
    BudgetVote,
    Choice,
    DrawBills,
    PlayCard,
    RetreatRoute,
)
from rules.junta.state import Location
from rules.simulate import random_orders
from tests.bot.test_status_pages import INTERNAL
from tests.rules.helpers import fresh

NAMES = ("Alvarez", "Borges", "Cortez", "Duarte", "Escobar", "Fuentes")


def test_every_order_kind_has_an_echo() -> None:
    """One declaration per concept: a new order kind without its sentence fails here, named."""
    assert [k.__name__ for k in ORDER_TYPES if k not in ECHOES] == []


def test_a_ballot_with_cards_names_its_cards() -> None:
    """Issue 12: a ballot given with `cards:'#11 no'` was echoed as "cards none", yet the Vote (5) card was counted.
    Wanted: "Your 6 votes: Admiral 1 + Vote (5) #11: no"-like sentences that name the card and its side."""
    vote = BudgetVote(Ballot(Choice.YES, (("office:admiral", Choice.NO),), ((11, Choice.NO),)))
    text = describe_order("en", NAMES, vote)
    assert "Vote (5) #11 (5): no" in text
    assert "Admiral (1): no" in text
    assert "office:" not in text and "none" not in text


def test_deposit_everything_is_said_so() -> None:
    """Issue 12: "Banking: deposit -1" reads "deposit everything"."""
    assert describe_order("en", NAMES, Banking(deposit=-1)) == "At the Bank: deposit everything"
    assert describe_order("en", NAMES, Banking(withdraw=3)) == "At the Bank: withdraw 3 MP"


def test_assassins_are_named() -> None:
    """Issue 12: "assassin 51", "assassin secret_police" read as the card and the Secret Police, with the target's
    name and the location."""
    police = describe_order("en", NAMES, Assassinate(SECRET_POLICE, 2, Location.BANK))
    assert police == "Send the Secret Police after Cortez at the Bank"
    assert describe_order("en", NAMES, Assassinate(51, 3, Location.HOME)).startswith("Send ")
    assert "#51" in describe_order("en", NAMES, Assassinate(51, 3, Location.HOME))


def test_a_card_without_a_target_says_nothing_of_one() -> None:
    """Issue 12: "card Labor Union, target none" reads "Play Labor Union #13"."""
    assert describe_order("en", NAMES, PlayCard(13)) == "Play Labor Union #13"


def test_offices_read_as_titles() -> None:
    """Office keys never reach a player: the Foreign Minister, not foreign_minister."""
    assert describe_order("en", NAMES, DrawBills(Office.FOREIGN_MINISTER, 3)) == "Draw 3 bills as Foreign Minister"


def test_retreat_route() -> None:
    """The standing retreat route (issue 13) reads in order, and says how long it lasts."""
    text = describe_order("en", NAMES, RetreatRoute(22, (12, 16)))
    assert text == "Your units in zone 22 retreat to zone 12 and zone 16, in that order, until the coup ends"


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000))
def test_no_echo_shows_an_internal_id(seed: int) -> None:
    """Issue 12: echoes of every order a random game gives carry no internal id or counter."""
    rng = random.Random(seed)
    state = fresh(6, f"e{seed}")
    names = tuple(p.name for p in state.players)
    for _ in range(60):
        if state.over:
            break
        subs = random_orders(state, rng)
        for sub in subs:
            text = describe_order("en", names, sub.order)
            assert not INTERNAL.search(text), (type(sub.order).__name__, text)
        state = adjudicate(state, subs, f"e:{state.seq}").state


def test_what_intelligence_looks_at_is_said_in_the_readers_words() -> None:
    """Issue 23: the echo of Intelligence says what it looks at in the player's language ('looking at: cash',
    'Einblick in: Bargeld'), never the order's internal value in a German sentence."""
    intelligence = next(c.id for c in CARDS if c.kind == "intelligence")
    order = PlayCard(intelligence, 1, "cash")
    assert describe_order("en", NAMES, order).endswith(f"{NAMES[1]} (looking at: cash)")
    assert describe_order("de", NAMES, order).endswith(f"{NAMES[1]} (Einblick in: Bargeld)")
    assert describe_order("de", NAMES, replace(order, option="draw")).endswith("(Einblick in: gezogene Geldscheine)")
