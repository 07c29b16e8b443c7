"""How a computer family answers a trade (issue 17: it "accepts or refuses trades and gifts by value")."""

from __future__ import annotations

from rules.junta.cards import card
from rules.junta.computer.trade import accepts, worth
from rules.junta.views import player_view
from tests.rules.helpers import game, give_bills, give_cards


def test_it_accepts_what_is_worth_at_least_what_it_gives() -> None:
    """A card for nothing is accepted; cash for nothing in return is declined; a fair exchange is accepted."""
    g = give_bills(game(6), 1, 2, 1)
    g, (vote,) = give_cards(g, 1, "Vote (3)")
    view = player_view(g, 1)
    assert worth(vote) == card(vote).votes
    assert accepts(view, 0, (vote,), 0, ())  # it is given a card
    assert not accepts(view, 0, (), 3, ())  # it is asked for 3 MP and given nothing
    assert accepts(view, 3, (), 0, (vote,))  # 3 MP for its Vote (3)
    assert not accepts(view, 1, (), 0, (vote,))  # 1 MP is not worth its Vote (3)


def test_it_never_promises_what_it_does_not_hold() -> None:
    """It declines a trade asking for a card it does not hold, or cash it cannot pay exactly (no change is given)."""
    g = give_bills(game(6), 1, 2)
    view = player_view(g, 1)
    assert not accepts(view, 5, (), 0, (0,))
    assert not accepts(view, 5, (), 1, ())  # a 2 MP bill cannot pay exactly 1 MP
    assert accepts(view, 5, (), 2, ())
