"""A computer family's trades (issues 17 and 25): it answers a trade offered to it by value (it accepts when what it
gets is worth at least what it gives, a promise asked of it counted at what keeping it would cost, and it can give
what is asked), and it offers trades of its own to people and computers alike:

- a President short of votes offers cash from his pocket for a Yes on his budget ("vote_yes");
- a President whose budget left out a commander who could win a coup offers cash for his loyalty ("loyal");
- a family over the hand limit sells the card it would discard, to a family likely to pay for it ("sell"), and a
  family with a crowded hand sells the card it needs least to the family the budget just paid most ("sell");
- a family holding Bribe the Brigade for a force it commands itself swaps it for a card it knows a rival holds
  (a card for a card: "card_for_card"), else for cash ("sell"), else gives it to its best friend ("goodwill");
- a candidate in a close election gives the free voter with most votes cash, else a card, for his vote ("vote_for");
- in a coup, a rebel short of strength pays the strongest commander outside the coup for his units on its side,
  and a President the strongest one who has not risen ("support").

The words of an offer are attached as `terms`, told to both families with the offer (`offer_event`); when the
trade happens the deal is made, and each side remembers it (`Memory.promised_yes`, `Memory.promised_loyal`): a
computer keeps its word while keeping it pays (`Memory.keeps_word`). Each side values a card by what it is worth
to itself (`value_to`: Bribe the Brigade for a force it commands itself is worth nothing to it), so a swap can gain
both sides.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.events import Event, to
from rules.junta.cards import HAND_LIMIT, card
from rules.junta.computer import civil, facts, hand, military, president
from rules.junta.computer.memory import GIFTS, Memory
from rules.junta.money import payable_amounts
from rules.junta.offices import GENERALS
from rules.junta.orders import Discard, Trade
from rules.junta.state import Phase, Status
from rules.junta.units import BRIBE_FORCES
from rules.junta.views import PlayerView

__all__ = ["GIFTS", "TERMS", "Offer", "accepts", "offer_event", "offers", "promise_cost", "value_to", "worth"]

TERMS = ("", "vote_yes", "loyal", "sell", "card_for_card", "support", "vote_for", "goodwill")
"""What an offer asks beside the goods: nothing, a Yes on the offerer's budget, loyalty in a coup, a sale, a swap,
the receiver's units on the offerer's side in this coup, his election vote, goodwill (a gift)."""


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


def value_to(view: PlayerView, card_id: int) -> int:
    """A card's worth to the family `view` is for: `worth`, but Bribe the Brigade for a force it commands itself is
    worth nothing to it (it cannot bribe its own units)."""
    spec = card(card_id)
    if spec.kind == "bribe" and spec.target and set(BRIBE_FORCES.get(spec.target, ())) & set(
        facts.offices_of(view, view.player)
    ):
        return 0
    return worth(card_id)


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
    if terms == "support":
        # Its units on another's side: nothing if it stood aside anyway, more if it had a side of its own; never
        # against a word given or a coup of its own.
        mine = military.side(view, memory)
        if mine == "rebel" or military._sworn(view, memory):
            return 99
        return 1 if mine == "neutral" else 3
    if terms == "vote_for":
        # Its election vote: free when it would vote for the giver anyway, one MP otherwise.
        cands = view.public.candidates
        if view.public.phase is not Phase.ELECTION or view.player in cands:
            return 99
        return 1
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
    gained = give_cash + sum(value_to(view, c) for c in give_cards)
    given = get_cash + sum(value_to(view, c) for c in get_cards) + promise_cost(view, memory, terms)
    return gained >= given and gained > 0


def offer_event(offer: Offer, text: str) -> Event:
    """The record of an offer made, told to both families (so that it is never made twice)."""
    cards = [*offer.give_cards, *offer.get_cards]
    return Event(
        "trade_offered",
        text,
        to(offer.offerer, offer.to),
        {
            "offerer": offer.offerer,
            "to": offer.to,
            "terms": offer.terms,
            "cards": cards,
            "give_cards": list(offer.give_cards),
            "get_cards": list(offer.get_cards),
        },
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
            sale = _sale(view, memory, shed.cards[0], buyers) if shed.cards else None
            if sale is not None:
                out.append(sale)
    # A crowded hand as the locations phase opens, that the next turn's draw would put over the limit: the card it
    # would shed then, for cash, to the family the budget just paid most (the one most likely to carry cash before
    # the Bank).
    if pub.phase is Phase.LOCATIONS and memory.budget_passed and held + DRAW > HAND_LIMIT and not out:
        needed_least = _least_needed(view)
        paid = sorted(
            (p for p in facts.rivals(view) if memory.budget_to.get(p, 0) >= 2 and not facts.player(view, p).straw),
            key=lambda p: (-memory.budget_to.get(p, 0), p),
        )
        sale = _sale(view, memory, needed_least, paid) if needed_least is not None else None
        if sale is not None:
            out.append(sale)
    # A card it knows a rival holds, worth more to it than a card of its own worth nothing to it (Bribe the Brigade
    # for its own force): a card for a card; else it sells it; failing a buyer, it gives it to its best friend.
    if pub.phase in (Phase.BUDGET_DRAW, Phase.BUDGET_PROPOSAL) and not out:
        useless = [c for c in view.hand if value_to(view, c) == 0 < worth(c)]
        for c in useless[:1]:
            swap = _swap(view, memory, c)
            if swap is not None:
                out.append(swap)
                break
            buyers = sorted(facts.rivals(view), key=lambda p: (-memory.wealth(p), p))
            sale = _sale(view, memory, c, buyers) if pub.phase is Phase.BUDGET_DRAW else None
            if sale is not None:
                out.append(sale)
                break
            friends = sorted(
                (p for p in facts.rivals(view) if memory.ally_score(p) > 0 and not facts.player(view, p).straw),
                key=lambda p: (-memory.ally_score(p), p),
            )
            fresh = [f for f in friends if not _made(memory, Offer(me, f, give_cards=(c,), terms="goodwill"))]
            if fresh:
                out.append(Offer(me, fresh[0], give_cards=(c,), terms="goodwill"))
    # A close election: a gift for a vote.
    if pub.phase is Phase.ELECTION and not out:
        bought = _vote_gift(view, memory)
        if bought is not None:
            out.append(bought)
    # A coup: cash for a commander's units on its side.
    if pub.phase is Phase.COUP and not out:
        support = _support(view, memory)
        if support is not None:
            out.append(support)
    return tuple(o for o in out if not _made(memory, o))[:1]


DRAW = 2
"""Cards each family draws at the next cabinet (RULES 4.1.2)."""


def _sale(view: PlayerView, memory: Memory, c: int, buyers: Sequence[int]) -> Offer | None:
    """A sale whose value is positive for both (issue 25: "offer fewer, better ones"), of a card worth nothing more
    to it (it would discard it, or it cannot use it): to the first of `buyers` to whom the card is worth more than
    the price (`worth` less one; his offices are public), who has room for it (a trade leaves both at the hand limit
    or under, RULES 5) and who likely carries the price (the table saw him paid this turn, or Intelligence saw his
    cash); never the same card twice in a turn, nor to the same family twice."""
    if memory.sold.get(c) == memory.turn:
        return None
    price = max(1, worth(c) - 1)
    for b in buyers:
        offer = Offer(view.player, b, give_cards=(c,), get_cash=price, terms="sell")
        if facts.player(view, b).straw or not facts.alive(view, b) or _made(memory, offer):
            continue
        if facts.player(view, b).cards + 1 > HAND_LIMIT or _worth_to(view, b, c) <= price:
            continue
        if max(memory.recent.get(b, 0.0), float(memory.cash_seen.get(b, 0))) < price:
            continue
        return offer
    return None


def _worth_to(view: PlayerView, pid: int, card_id: int) -> int:
    """`value_to` as the table judges it for another family: Bribe the Brigade for a force his offices command is
    worth nothing to him."""
    spec = card(card_id)
    if (
        spec.kind == "bribe"
        and spec.target
        and set(BRIBE_FORCES.get(spec.target, ())) & set(facts.offices_of(view, pid))
    ):
        return 0
    return worth(card_id)


def _swap(view: PlayerView, memory: Memory, mine: int) -> Offer | None:
    """A card for a card: `mine` (worth little to it) for a card it knows a rival holds (seen in a trade or by
    Intelligence) that is worth more to it, and no more to the rival than `mine` by the common measure (`worth`):
    positive for both."""
    best: tuple[int, int, int] | None = None
    for p in sorted(memory.known_cards):
        if p == view.player or not facts.alive(view, p) or facts.player(view, p).straw:
            continue
        for c in sorted(memory.known_cards[p]):
            if c in view.hand or value_to(view, c) <= value_to(view, mine) or worth(c) > worth(mine):
                continue
            offer = Offer(view.player, p, give_cards=(mine,), get_cards=(c,), terms="card_for_card")
            if _made(memory, offer):
                continue
            if best is None or value_to(view, c) > best[0]:
                best = (value_to(view, c), p, c)
    if best is None:
        return None
    return Offer(view.player, best[1], give_cards=(mine,), get_cards=(best[2],), terms="card_for_card")


def _vote_gift(view: PlayerView, memory: Memory) -> Offer | None:
    """A candidate in a close election (the first ballot: the votes of the families who are not candidates could
    swing it) gives the free voter with most votes a gift for his vote: one MP, else the card it needs least."""
    pub = view.public
    me = view.player
    cands = list(pub.candidates)
    if me not in cands or len(cands) < 2 or pub.ballot == 2:
        return None
    free = [p for p in facts.living(view) if p not in cands and not facts.player(view, p).straw]
    if not free:
        return None
    mine = facts.votes(view, me)
    best = max(facts.votes(view, c) for c in cands if c != me)
    swing = sum(facts.votes(view, p) for p in free)
    if mine + swing <= best or mine > best + swing // 2:
        return None  # it cannot win whatever it buys, or it wins without
    voters = sorted(free, key=lambda p: (-facts.votes(view, p), memory.ally_score(p), p))
    for p in voters:
        if memory.ally_score(p) >= 4 or facts.votes(view, p) <= 0:
            continue  # a friend votes for it anyway
        cash = _cash_offer(view, 1)
        if cash:
            return Offer(me, p, give_cash=cash, terms="vote_for")
        spare = _least_needed(view, keep=("vote",))
        if spare is not None:
            return Offer(me, p, give_cards=(spare,), terms="vote_for")
        return None
    return None


def _support(view: PlayerView, memory: Memory) -> Offer | None:
    """In a coup's first phases, a rebel whose side is not clearly the stronger pays the strongest commander who has
    not risen and whom the budget left out (public) for his units on the rebels' side; a President pays such a
    commander to fight for him. Cash only, 1 MP for a small force, 2 for a brigade."""
    pub = view.public
    me = view.player
    if not pub.coup_phase or pub.coup_phase > 3 or not view.cash:
        return None
    rebels = [p.id for p in pub.players if p.rebel and p.status is Status.ALIVE]
    if facts.player(view, me).rebel:
        loyal = [p for p in facts.living(view) if p not in rebels]
        if military.strength(view, rebels) >= 1.5 * max(military.strength(view, loyal), 1.0):
            return None  # it wins without help
    elif me != pub.president or not rebels:
        return None
    # Those the budget left out stand aside, and sell their units cheaply; the paid ones stand with the President.
    left_out = set(military.disaffected(view, memory))
    outside = [
        p for p in facts.living(view)
        if p not in rebels and p != pub.president and p != me and not facts.player(view, p).straw and p in left_out
        and any(o in military.COMMANDS for o in facts.offices_of(view, p))
    ]
    outside.sort(key=lambda p: (-military.strength(view, [p]), p))
    for p in outside:
        brigade = any(o in GENERALS for o in facts.offices_of(view, p))
        cash = _cash_offer(view, 2 if brigade else 1)
        if cash:
            return Offer(me, p, give_cash=cash, terms="support")
    return None
