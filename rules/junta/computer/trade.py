"""A computer family answers a trade offered to it (issue 17: "accepts or refuses trades and gifts by value"): it
accepts when what it gets is worth at least what it gives, by its own reckoning, and it can give what is asked."""

from __future__ import annotations

from collections.abc import Sequence

from rules.junta.cards import card
from rules.junta.money import payable_amounts
from rules.junta.views import PlayerView

__all__ = ["accepts", "worth"]


def worth(card_id: int) -> int:
    """A card's worth in MP to a computer family: influence and vote cards by their votes, assassins and bribes
    two, anything else one."""
    spec = card(card_id)
    if spec.kind in ("influence", "vote"):
        return max(1, spec.votes)
    if spec.kind in ("assassin", "bribe"):
        return 2
    return 1


def accepts(
    view: PlayerView, give_cash: int, give_cards: Sequence[int], get_cash: int, get_cards: Sequence[int]
) -> bool:
    """Whether the computer family `view` is for accepts a trade whose offerer gives it `give_cash` and
    `give_cards` and asks for `get_cash` and `get_cards`: only if it holds what is asked (cash payable exactly: no
    change is given) and gains at least as much as it gives."""
    if any(c not in view.hand for c in get_cards):
        return False
    if get_cash and get_cash not in payable_amounts(view.pocket):
        return False
    gained = give_cash + sum(worth(c) for c in give_cards)
    given = get_cash + sum(worth(c) for c in get_cards)
    return gained >= given and gained > 0
