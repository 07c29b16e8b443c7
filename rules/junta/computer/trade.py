"""A computer family's trades (issues 17 and 25): it answers a trade offered to it by value (it accepts when what it
gets is worth at least what it gives, a promise asked of it counted at what keeping it would cost, and it can give
what is asked), and it offers trades of its own to people and computers alike:

- a President short of votes offers cash from his pocket for a Yes on his budget ("vote_yes");
- a President whose budget left out a commander who could win a coup offers cash for his loyalty ("loyal");
- a family over the hand limit sells the card it would discard, to a family likely to pay for it ("sell"), and a
  family with a crowded hand sells the card it needs least to the family the budget just paid most ("sell");
- a family holding Bribe the Brigade for a force it commands itself swaps it for cash ("sell").

The words of an offer are attached as `terms`, told to both families with the offer (`offer_event`); when the
trade happens the deal is made, and each side remembers it (`Memory.promised_yes`, `Memory.promised_loyal`): a
computer keeps its word while keeping it pays (`Memory.keeps_word`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from rules.events import Event, to
from rules.junta.cards import HAND_LIMIT, card
from rules.junta.computer import civil, facts, hand, military, president
from rules.junta.computer.memory import Memory
from rules.junta.money import payable_amounts
from rules.junta.offices import GENERALS
from rules.junta.orders import Discard, Trade
from rules.junta.state import Phase
from rules.junta.units import BRIBE_FORCES
from rules.junta.views import PlayerView

__all__ = ["TERMS", "Offer", "accepts", "offer_event", "offers", "promise_cost", "worth"]

TERMS = ("", "vote_yes", "loyal", "sell")
"""What an offer asks beside the goods: nothing, a Yes on the offerer's budget, loyalty in a coup, a sale."""


@dataclass(frozen=True)
class Offer:
    """A trade a computer family offers: what it gives, what it asks, and its words (`terms`)."""

    offerer: int
    to: int
    give_cash: int = 0
    give_cards: tuple[int, ...] = ()
    get_cash: int = 0
    get_cards: tuple[int, ...] = ()
    terms: str = ""

    def trade(self) -> Trade:
        return Trade(self.offerer, self.to, self.give_cash, self.give_cards, self.get_cash, self.get_cards)


def worth(card_id: int) -> int:
    """A card's worth in MP to a computer family: influence and vote cards by their votes, assassins and bribes
    two, anything else one."""
    spec = card(card_id)
    if spec.kind in ("influence", "vote"):
        return max(1, spec.votes)
    if spec.kind in ("assassin", "bribe"):
        return 2
    return 1


def promise_cost(view: PlayerView, memory: Memory | None, terms: str) -> int:
    """What keeping a promise would cost it, in MP: a Yes on a budget it would vote down costs what the budget
    withholds from it (at least 1); loyalty costs 2 when a coup of the left-out, it among them, could win."""
    if not terms or terms == "sell" or memory is None:
        return 0
    if terms == "vote_yes":
        if view.public.phase is not Phase.BUDGET_VOTE or hand.wants_yes(view, memory):
            return 0
        return 1
    if terms == "loyal":
        return 2 if view.player in military.disaffected(view, memory) else 0
    return 0


def accepts(
    view: PlayerView,
    give_cash: int,
    give_cards: Sequence[int],
    get_cash: int,
    get_cards: Sequence[int],
    terms: str = "",
    memory: Memory | None = None,
) -> bool:
    """Whether the computer family `view` is for accepts a trade whose offerer gives it `give_cash` and
    `give_cards` and asks for `get_cash` and `get_cards` (and, with `terms`, a promise): only if it holds what is
    asked (cash payable exactly: no change is given) and gains at least as much as it gives."""
    if any(c not in view.hand for c in get_cards):
        return False
    if get_cash and get_cash not in payable_amounts(view.pocket):
        return False
    gained = give_cash + sum(worth(c) for c in give_cards)
    given = get_cash + sum(worth(c) for c in get_cards) + promise_cost(view, memory, terms)
    return gained >= given and gained > 0


def offer_event(offer: Offer, text: str) -> Event:
    """The record of an offer made, told to both families (so that it is never made twice)."""
    cards = [*offer.give_cards, *offer.get_cards]
    return Event(
        "trade_offered",
        text,
        to(offer.offerer, offer.to),
        {"offerer": offer.offerer, "to": offer.to, "terms": offer.terms, "cards": cards},
    )


def _made(memory: Memory, offer: Offer) -> bool:
    """It made this offer before: a sale of the same card to the same family, or words of the same kind to the
    same family this turn."""
    cards = (*offer.give_cards, *offer.get_cards)
    key = str(offer.terms) if cards else f"{offer.terms}:{memory.turn}"
    return (offer.to, key, cards) in memory.offered


CUSHION = 3
"""Votes to spare below which a President buys a Yes."""


def _least_needed(view: PlayerView, keep: tuple[str, ...] = ()) -> int | None:
    """The card of its hand it needs least (what it would discard first), influence, donations and the kinds in
    `keep` left out."""
    least = sorted(
        (c for c in view.hand if card(c).kind not in ("influence", "donation", *keep)),
        key=lambda c: (
            civil.DISCARD_FIRST.index(card(c).kind) if card(c).kind in civil.DISCARD_FIRST else 9,
            worth(c),
            c,
        ),
    )
    return least[0] if least else None


def _cash_offer(view: PlayerView, amount: int) -> int:
    """The least amount of at least `amount` its pocket pays exactly (0: none)."""
    options = [a for a in payable_amounts(view.pocket) if a >= amount]
    return min(options) if options and min(options) <= amount + 1 else 0


def offers(view: PlayerView, memory: Memory, personality: str, seed: str) -> tuple[Offer, ...]:
    """The trades it offers as the phase opens (at most one), from what its seat may know."""
    pub = view.public
    me = view.player
    rng = random.Random(f"{seed}:offers:{me}:{pub.seq}")
    out: list[Offer] = []
    if facts.player(view, me).straw or pub.phase is Phase.GAME_OVER:
        return ()
    # A President short of votes (or with little to spare): cash, else a card it needs least, for a Yes from the
    # no-voter with most votes.
    if pub.phase is Phase.BUDGET_VOTE and me == pub.president:
        guess = hand.predicted(view, memory)
        yes = facts.votes(view, me) + sum(facts.votes(view, p) for p, c in guess.items() if c.value == "yes")
        no = sum(facts.votes(view, p) for p, c in guess.items() if c.value == "no")
        if no > yes - CUSHION:
            noes = sorted(
                (p for p, c in guess.items() if c.value == "no" and not facts.player(view, p).straw),
                key=lambda p: (-facts.votes(view, p), p),
            )
            spare = _least_needed(view, keep=("vote",))  # its vote cards may carry this very vote
            for p in noes:
                cash = _cash_offer(view, 1 if facts.votes(view, p) < 3 else 2)
                if cash:
                    out.append(Offer(me, p, give_cash=cash, terms="vote_yes"))
                    break
                if spare is not None:
                    out.append(Offer(me, p, give_cards=(spare,), terms="vote_yes"))
                    break
    # A President whose budget left out a commander who could rise: cash for loyalty.
    if pub.phase is Phase.LOCATIONS and me == pub.president and view.cash and memory.budget_passed is not None:
        rebels = military.disaffected(view, memory)
        if rebels and military.coup_would_win(view, rebels, president.GUARD.get(personality, 1.0)):
            armed = sorted(
                (p for p in rebels if any(o in GENERALS for o in facts.offices_of(view, p))),
                key=lambda p: (-military.strength(view, [p]), p),
            )
            if armed:
                cash = _cash_offer(view, 2)
                if cash:
                    out.append(Offer(me, armed[0], give_cash=cash, terms="loyal"))
    # Over the hand limit (the cabinet phase): sell the card it would discard rather than lose it.
    held = len(view.hand) + len(facts.player(view, me).influence)
    if pub.phase is Phase.CABINET and held > HAND_LIMIT:
        shed = next((o for o in civil.discards(view) if isinstance(o, Discard)), None)
        if shed is not None:
            buyers = sorted(facts.rivals(view), key=lambda p: (-memory.wealth(p), p))
            for c in shed.cards[:1]:
                price = max(1, worth(c) - 1)
                fresh = [b for b in buyers if not _made(memory, Offer(me, b, give_cards=(c,), terms="sell"))]
                if fresh:
                    buyer = fresh[0] if rng.random() < 0.7 else rng.choice(fresh)
                    out.append(Offer(me, buyer, give_cards=(c,), get_cash=price, terms="sell"))
    # A crowded hand as the locations phase opens: the card it needs least, for cash, to the family the budget just
    # paid most (the one most likely to carry cash before the Bank).
    if pub.phase is Phase.LOCATIONS and memory.budget_passed and len(view.hand) >= 4 and not out:
        needed_least = _least_needed(view)
        least = [] if needed_least is None else [needed_least]
        paid = sorted(
            (p for p in facts.rivals(view) if memory.budget_to.get(p, 0) >= 2 and not facts.player(view, p).straw),
            key=lambda p: (-memory.budget_to.get(p, 0), p),
        )
        for c in least[:1]:
            fresh = [b for b in paid if not _made(memory, Offer(me, b, give_cards=(c,), terms="sell"))]
            price = min(max(1, worth(c) - 1), memory.budget_to.get(fresh[0], 0)) if fresh else 0
            if fresh and price:
                out.append(Offer(me, fresh[0], give_cards=(c,), get_cash=price, terms="sell"))
    # Bribe the Brigade for a force it commands itself is no use to it: sell it.
    if pub.phase in (Phase.BUDGET_DRAW, Phase.BUDGET_PROPOSAL) and not out:
        mine = set(facts.offices_of(view, me))
        for c in view.hand:
            spec = card(c)
            if spec.kind == "bribe" and spec.target and set(BRIBE_FORCES.get(spec.target, ())) & mine:
                buyers = sorted(facts.rivals(view), key=lambda p: (-memory.wealth(p), p))
                fresh = [b for b in buyers if not _made(memory, Offer(me, b, give_cards=(c,), terms="sell"))]
                if fresh:
                    out.append(Offer(me, fresh[0], give_cards=(c,), get_cash=1, terms="sell"))
                break
    return tuple(o for o in out if not _made(memory, o))[:1]
