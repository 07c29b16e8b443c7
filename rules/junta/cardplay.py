"""Card plays that resolve first in a phase (RULES 4.5: "Card plays other than assassins and coup cards
resolve first"): influence, donations, intelligence and the political events."""

from __future__ import annotations

from rules.events import PUBLIC, to
from rules.junta.cards import card
from rules.junta.context import Ctx
from rules.junta.money import total
from rules.junta.orders import PlayCard
from rules.junta.state import BankState, GameState, Phase
from rules.junta.variants import rules_of

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
        return "bank-closed" if state.bank is BankState.CLOSED else "no-banking"
    return None


def play(ctx: Ctx, pid: int, order: PlayCard) -> None:
    """Resolve one card play. The order was validated; the card may have left the hand since (then it lapses)."""
    p = ctx.player(pid)
    spec = card(order.card)
    if order.card not in p.hand or not p.alive:
        ctx.say("lapsed_card_gone", to(pid), card=order.card)
        return
    if spec.kind == "influence":
        ctx.set_player(pid, hand=tuple(c for c in p.hand if c != order.card), influence=(*p.influence, order.card))
        ctx.played.append((pid, order.card))
        ctx.say("influence_played", PUBLIC, player=pid, card=spec.key, votes=spec.votes)
        return
    idle = no_effect(ctx.s, order)
    if idle is not None:
        ctx.discard_cards(pid, (order.card,))
        ctx.say("no_effect", to(pid), card=spec.key, form=idle)
        return
    ctx.discard_cards(pid, (order.card,))
    ctx.played.append((pid, order.card))
    if spec.kind == "donation":
        if ctx.s.money_deck:
            bill, rest = ctx.s.money_deck[0], ctx.s.money_deck[1:]
            ctx.update(money_deck=rest, bills_drawn=ctx.s.bills_drawn + 1)
            ctx.give_cash(pid, (bill,))
            ctx.say("donation", to(pid), value=bill.value, form="bill")
        else:
            ctx.say("donation", to(pid), value=0, form="empty")
        ctx.say("card_played", PUBLIC, player=pid, card=spec.key, form="donation")
        return
    if spec.kind == "intelligence":
        _intelligence(ctx, pid, order)
        return
    ctx.say("card_played", PUBLIC, player=pid, card=spec.key, form="played")
    if spec.key in NO_EFFECT:
        ctx.say("no_effect", PUBLIC, card=spec.key, form="nothing")
    elif spec.key == "church_desecrated":
        ctx.update(church_desecrated=True)
        ctx.say("church_desecrated", PUBLIC)
    elif spec.key == "spy_in_switzerland" and order.target is not None:
        swiss = total(ctx.player(order.target).bank)
        ctx.say("spy_report", to(pid), target=order.target, swiss=swiss)
    elif spec.key == "bank_holiday":
        ctx.update(bank=BankState.CLOSED)
        ctx.say("bank_holiday", PUBLIC)
    elif spec.key == "farmers_strike" and not rules_of(ctx.s).farmers_strike_acts:
        # Classic has no Farm & Labor Secretary (VARIANTS 8.3.1): the card acts on nobody.
        ctx.say("no_effect", PUBLIC, card=spec.key, form="no-farm-labor")
    elif spec.key == "farmers_strike":
        ctx.update(farmers_strike=True)
        ctx.say("farmers_strike", PUBLIC)
    elif spec.key == "authority_disputed":
        ctx.update(authority_disputed=True)
        ctx.say("authority_disputed", PUBLIC)
    elif spec.key == "new_budget":
        if ctx.new_budget_by is None:
            ctx.new_budget_by = pid
    elif spec.coup_excuse:
        ctx.update(coup_excuse=True)
        ctx.say("coup_excuse_card", PUBLIC, card=spec.key)


def _intelligence(ctx: Ctx, pid: int, order: PlayCard) -> None:
    ctx.say("card_played", PUBLIC, player=pid, card="intelligence", form="played")
    option = order.option or "hand"
    if option == "draw":
        bills = ctx.s.draws.president
        ctx.say("intelligence", to(pid), option=option, form="draw", bills=[b.value for b in bills])
        return
    if order.target is None:
        return
    target = ctx.player(order.target)
    if option == "cash":
        pocket = [b.value for b in target.pocket]
        ctx.say(
            "intelligence",
            to(pid),
            option=option,
            form="cash",
            target=order.target,
            cash=total(target.pocket),
            pocket_bills=pocket,
        )
        return
    # `titles` for the computers' memory (what a title tells), `held_cards` for the sentence.
    titles = [card(c).title for c in target.hand]
    ctx.say(
        "intelligence",
        to(pid),
        option="hand",
        form="hand",
        target=order.target,
        titles=titles,
        held_cards=list(target.hand),
    )
