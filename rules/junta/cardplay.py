"""Card plays that resolve first in a phase (RULES 4.5: "Card plays other than assassins and coup cards
resolve first"): influence, donations, intelligence and the political events."""

from __future__ import annotations

from rules.events import PUBLIC, to
from rules.junta.cards import card
from rules.junta.context import Ctx
from rules.junta.money import describe, total
from rules.junta.orders import PlayCard
from rules.junta.state import BankState, GameState, Phase
from rules.junta.variants import rules_of
from rules.words import plural

NO_EFFECT = (
    "leaflets",
    "un_condemns",
    "call_for_reforms",
)

# Cards held back as standing orders rather than played at once.
STANDING = ("bribe_the_assassin",)

# A round's phases in their order, for what is still to come in it (the elections come between them).
ROUND = (
    Phase.CABINET,
    Phase.BUDGET_DRAW,
    Phase.BUDGET_PROPOSAL,
    Phase.BUDGET_VOTE,
    Phase.MINISTER_DECISION,
    Phase.LOCATIONS,
    Phase.COUP,
    Phase.AFTERMATH,
)


def banking_ahead(state: GameState) -> bool:
    """Whether this round still has banking to come when this phase's card plays resolve (they resolve first, so
    the Locations phase's banking, or the aftermath's after a Bank closed for lunch, is still ahead in its own
    phase). No banking is left once the Bank is closed, before round 1 begins (each round opens the Bank), or after
    the phase where it happens (an open Bank's in the Locations phase; a Bank closed for lunch's, after the coup, in
    the aftermath: VARIANTS 5.5.3)."""
    if state.bank is BankState.CLOSED or state.turn < 1:
        return False
    phase = state.phase
    if phase is Phase.ELECTION:
        e = state.election
        if e is None or e.new_turn:
            return False
        phase = e.resume  # a mid-round election comes before the phase it resumes
    if phase not in ROUND:
        return False
    banking = Phase.LOCATIONS if state.bank is BankState.OPEN else Phase.AFTERMATH
    return ROUND.index(phase) <= ROUND.index(banking)


def no_effect(state: GameState, order: PlayCard) -> str | None:
    """Why a card play will have no effect when it resolves, if that is known now (VARIANTS 5.1.4: "A card played
    when it can have no effect counts as discarded"), as a clause ('no banking is left this round'); None if it may
    act."""
    if card(order.card).key == "bank_holiday" and not banking_ahead(state):
        # Classic (VARIANTS 8.2): "played when no banking is left this round it has no effect (counts as
        # discarded, 001 §5.3)".
        return "the Bank is closed already" if state.bank is BankState.CLOSED else "no banking is left this round"
    return None


def play(ctx: Ctx, pid: int, order: PlayCard) -> None:
    """Resolve one card play. The order was validated; the card may have left the hand since (then it lapses)."""
    p = ctx.player(pid)
    spec = card(order.card)
    if order.card not in p.hand or not p.alive:
        ctx.emit(
            "order_lapsed", f"You no longer hold {spec.title}; it was not played.", to(pid), card=order.card
        )
        return
    name = ctx.name(pid)
    if spec.kind == "influence":
        ctx.set_player(
            pid, hand=tuple(c for c in p.hand if c != order.card), influence=(*p.influence, order.card)
        )
        ctx.played.append((pid, order.card))
        ctx.emit(
            "influence_played",
            f"{name} puts {spec.name} influence in play ({plural(spec.votes, 'vote')}).",
            PUBLIC,
            player=pid,
            card=spec.key,
        )
        return
    idle = no_effect(ctx.s, order)
    if idle is not None:
        ctx.discard_cards(pid, (order.card,))
        ctx.emit(
            "no_effect",
            f"Your {spec.name} has no effect: {idle}. It counts as discarded; nobody else is told.",
            to(pid),
            card=spec.key,
        )
        return
    ctx.discard_cards(pid, (order.card,))
    ctx.played.append((pid, order.card))
    if spec.kind == "donation":
        if ctx.s.money_deck:
            bill, rest = ctx.s.money_deck[0], ctx.s.money_deck[1:]
            ctx.update(money_deck=rest, bills_drawn=ctx.s.bills_drawn + 1)
            ctx.give_cash(pid, (bill,))
            ctx.emit(
                "donation",
                f"A Secret Political Donation brings you {bill.value} MP.",
                to(pid),
                value=bill.value,
            )
        else:
            ctx.emit("donation", "The money deck is empty: the donation brings nothing.", to(pid))
        ctx.emit(
            "card_played", f"{name} received a Secret Political Donation.", PUBLIC, player=pid, card=spec.key
        )
        return
    if spec.kind == "intelligence":
        _intelligence(ctx, pid, order)
        return
    ctx.emit("card_played", f"{name} played {spec.name}.", PUBLIC, player=pid, card=spec.key)
    if spec.key in NO_EFFECT:
        ctx.emit("no_effect", f"{spec.name}: nothing happens.", PUBLIC, card=spec.key)
    elif spec.key == "church_desecrated":
        ctx.update(church_desecrated=True)
        ctx.emit("church_desecrated", "Church influence casts no votes until the end of the turn.", PUBLIC)
    elif spec.key == "spy_in_switzerland" and order.target is not None:
        swiss = total(ctx.player(order.target).bank)
        ctx.emit(
            "spy_report",
            f"Your spy in Switzerland reports: {ctx.name(order.target)} has {swiss} MP in the Swiss account.",
            to(pid),
            target=order.target,
            swiss=swiss,
        )
    elif spec.key == "bank_holiday":
        ctx.update(bank=BankState.CLOSED)
        ctx.emit("bank_holiday", "Bank Holiday: the Bank is closed for the rest of the turn.", PUBLIC)
    elif spec.key == "farmers_strike" and not rules_of(ctx.s).farmers_strike_acts:
        # Classic has no Farm & Labor Secretary (VARIANTS 8.3.1): the card acts on nobody.
        ctx.emit("no_effect", f"{spec.name}: there is no Farm & Labor Secretary; nothing happens.", PUBLIC)
    elif spec.key == "farmers_strike":
        ctx.update(farmers_strike=True)
        ctx.emit(
            "farmers_strike", "Farmers' Strike: the Farm & Labor Secretary draws no bills this turn.", PUBLIC
        )
    elif spec.key == "authority_disputed":
        ctx.update(authority_disputed=True)
        ctx.emit(
            "authority_disputed",
            "The President's authority is disputed: last turn's appointments stand; only vacant offices are filled.",
            PUBLIC,
        )
    elif spec.key == "new_budget":
        if ctx.new_budget_by is None:
            ctx.new_budget_by = pid
    elif spec.coup_excuse:
        ctx.update(coup_excuse=True)
        ctx.emit("coup_excuse_card", f"{spec.name}: there is a coup excuse.", PUBLIC, card=spec.key)


def _intelligence(ctx: Ctx, pid: int, order: PlayCard) -> None:
    ctx.emit("card_played", f"{ctx.name(pid)} played Intelligence.", PUBLIC, player=pid, card="intelligence")
    option = order.option or "hand"
    if option == "draw":
        bills = ctx.s.draws.president
        text = (
            f"Intelligence: the President drew {describe(bills)} this turn."
            if bills
            else "Intelligence: the President has drawn no bills this turn."
        )
        ctx.emit("intelligence", text, to(pid), option=option, bills=[b.value for b in bills])
        return
    if order.target is None:
        return
    target = ctx.player(order.target)
    if option == "cash":
        ctx.emit(
            "intelligence",
            f"Intelligence: {target.name} carries {describe(target.pocket)} in cash.",
            to(pid),
            option=option,
            target=order.target,
            cash=total(target.pocket),
        )
        return
    titles = [card(c).title for c in target.hand]
    ctx.emit(
        "intelligence",
        f"Intelligence: {target.name} holds {', '.join(titles) if titles else 'no cards'}.",
        to(pid),
        option="hand",
        target=order.target,
        cards=titles,
    )
