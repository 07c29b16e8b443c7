"""Immediate actions (RULES 5, R): gifts of cash or cards at once, and trades the other player accepts.

They change the state between resolutions (the store keeps them in order; replay applies them before the
phase's orders). Not for dead players, nor exiled ones (classic lets exiles give and receive: VARIANTS 5.7.2);
nobody may pass a card to a player at the hand limit; a trade moves both sides together or not at all, and only
if both end at 6 cards or fewer. Payments give no change. Classic: no gifts during the coup aftermath (6.14.4).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.events import PUBLIC, to
from rules.junta import straw
from rules.junta.cards import HAND_LIMIT, card
from rules.junta.context import Ctx
from rules.junta.engine import Resolution
from rules.junta.money import Bill, describe, payable_amounts, pick_exact, remove, total
from rules.junta.orders import Action, GiveCards, GiveCash, ProposeBudget, StrawSwap, Submitted, Trade
from rules.junta.state import ElectionKind, GameState, Phase, Status
from rules.junta.variants import rules_of
from rules.rejections import Rejection, reject


def reserved(state: GameState, player: int, pending: Sequence[Submitted]) -> tuple[Bill, ...]:
    """Cash locked by a pending budget proposal (it cannot be given away and leave the budget unpaid)."""
    if state.phase is not Phase.BUDGET_PROPOSAL or player != state.president:
        return ()
    adds = [s.order.add for s in pending if s.player == player and isinstance(s.order, ProposeBudget)]
    if not adds or adds[-1] <= 0:
        return ()
    return pick_exact(state.players[player].pocket, adds[-1]) or ()


def _can_act(state: GameState, pid: int, who: str) -> Rejection | None:
    if not 0 <= pid < len(state.players):
        return Rejection("no_such_player", f"There is no player #{pid}.")
    p = state.players[pid]
    if p.status is Status.DEAD:
        return Rejection("dead", f"{who} dead: no gifts or trades until the next turn.")
    if p.status is Status.EXILED and not rules_of(state).exiles_trade:
        return Rejection("exiled", f"{who} in exile: exiles may not trade or receive gifts.")
    return None


def _cash(state: GameState, pid: int, amount: int, locked: tuple[Bill, ...]) -> tuple[Bill, ...] | Rejection:
    pocket = remove(state.players[pid].pocket, locked)
    if amount <= 0:
        return Rejection("bad_amount", "Give a positive amount of MP.")
    found = pick_exact(pocket, amount)
    if found is None:
        options = [a for a in payable_amounts(pocket) if a > 0]
        near = sorted(options, key=lambda a: (abs(a - amount), a))[:2]
        hint = f" You could give {' or '.join(str(a) for a in sorted(near))} MP." if near else ""
        locked_note = " (cash added to your budget proposal is locked)" if locked else ""
        return Rejection(
            "no_exact_change",
            f"Your cash{locked_note} ({describe(pocket)}) cannot make exactly {amount} MP: no change is given.{hint}",
        )
    return found


def check(
    state: GameState, player: int, action: Action, pending: Sequence[Submitted] = ()
) -> tuple[Rejection, ...]:
    """Why `player` may not do `action` now; empty if he may."""
    if state.over:
        return reject("game_over", "The game is over.")
    if isinstance(action, Trade):
        if player != action.to:
            return reject("not_yours", "Only the player the trade was offered to can accept it.")
        bad = _can_act(state, action.offerer, "The offerer is") or _can_act(state, action.to, "You are")
    else:
        bad = _can_act(state, player, "You are") or _can_act(state, action.to, "They are")
    if bad:
        return (bad,)
    if isinstance(action, GiveCash | GiveCards) and action.to == player:
        return reject("self", "You cannot give something to yourself.")
    if state.players[player].straw or (isinstance(action, Trade) and state.players[action.offerer].straw):
        # Mini-Junta (VARIANTS 10.6): a leader decides only what the table lets him; giving a straw man's cash or
        # cards away is not among it (his money passes to the leader by itself, 10.7.3).
        return reject("straw_man", "A straw man gives nothing away: his cash passes to his leader after the Bank.")
    if state.phase is Phase.AFTERMATH and rules_of(state).no_gifts_in_aftermath:
        return reject(
            "aftermath",
            "Nobody may give away cash or cards during the coup aftermath: who faces the firing squad is not known "
            "until it resolves.",
        )
    e = state.election
    if (
        e is not None
        and e.kind is ElectionKind.RESIGNATION
        and e.outgoing is not None
        # "in any way": his own gift, a trade he accepts, or one he offered that another accepts.
        and (e.outgoing == player or isinstance(action, Trade))
        and _gives_cash(action, e.outgoing)
    ):
        return reject(
            "resigning", "A resigning President may not transfer his pocket money during the election."
        )
    if isinstance(action, StrawSwap):
        return _swap_problems(state, player, action)
    if isinstance(action, GiveCash):
        got = _cash(state, player, action.amount, reserved(state, player, pending))
        return (got,) if isinstance(got, Rejection) else ()
    if isinstance(action, GiveCards):
        hand = state.players[player].hand
        if (
            not action.cards
            or len(set(action.cards)) != len(action.cards)
            or any(c not in hand for c in action.cards)
        ):
            return reject("not_in_hand", "You can only give cards from your hand.")
        receiver = state.players[action.to]
        if receiver.card_count + len(action.cards) > HAND_LIMIT:
            return reject(
                "hand_limit",
                f"{receiver.name} would hold more than {HAND_LIMIT} cards: nobody may pass a card to a player at the "
                "limit.",
            )
        return ()
    # A trade.
    a, b = state.players[action.offerer], state.players[action.to]
    if any(c not in a.hand for c in action.give_cards) or any(c not in b.hand for c in action.get_cards):
        return reject("cards_gone", "The cards of this trade are no longer in hand.")
    if len(set(action.give_cards) | set(action.get_cards)) != len(action.give_cards) + len(action.get_cards):
        return reject("bad_trade", "A card appears twice in the trade.")
    if a.card_count - len(action.give_cards) + len(action.get_cards) > HAND_LIMIT or (
        b.card_count - len(action.get_cards) + len(action.give_cards) > HAND_LIMIT
    ):
        return reject("hand_limit", f"After the trade someone would hold more than {HAND_LIMIT} cards.")
    if action.get_cash:
        got = _cash(state, action.to, action.get_cash, reserved(state, action.to, pending))
        if isinstance(got, Rejection):
            return (got,)
    if action.give_cash and (
        pick_exact(remove(a.pocket, reserved(state, action.offerer, pending)), action.give_cash) is None
    ):
        # R: said to the player accepting, so it names nothing of the offerer's pocket (his bills are secret).
        return reject(
            "offerer_cannot_pay",
            f"{a.name} can no longer pay exactly {action.give_cash} MP from their cash: the trade cannot be made.",
        )
    if not (action.give_cash or action.give_cards or action.get_cash or action.get_cards):
        return reject("empty_trade", "The trade moves nothing.")
    return ()


def _swap_problems(state: GameState, player: int, action: StrawSwap) -> tuple[Rejection, ...]:
    """VARIANTS 10.6 (001 §17.1): "a real player of the same faction: one of his hand cards for one hidden card of
    the straw man, at most one swap per straw man per round"."""
    s = state.players[action.to]
    if not s.straw:
        return reject("not_a_straw_man", f"{s.name} is not a straw man: offer a /trade instead.")
    if state.players[player].straw or straw.side(state, player) is None or straw.side(state, player) != s.faction:
        return reject("not_your_faction", f"Only a real player of {s.name}'s faction swaps cards with him.")
    if action.to in state.swapped:
        return reject("swapped", f"{s.name} has already swapped a card this round: one swap per straw man a round.")
    if action.give not in state.players[player].hand:
        return reject("not_in_hand", "You can only give a card from your hand.")
    if action.take not in s.hand:
        return reject("not_in_hand", f"{s.name} has no such hidden card (influence in play stays where it is).")
    return ()


def _gives_cash(action: Action, player: int) -> bool:
    if isinstance(action, GiveCash):
        return True
    if isinstance(action, Trade):
        return (action.offerer == player and action.give_cash > 0) or (
            action.to == player and action.get_cash > 0
        )
    return False


def apply_action(
    state: GameState, player: int, action: Action, pending: Sequence[Submitted] = ()
) -> Resolution | tuple[Rejection, ...]:
    """Do an immediate action, or say why not (nothing changes then)."""
    problems = check(state, player, action, pending)
    if problems:
        return problems
    ctx = Ctx(state, random.Random(0))  # no randomness is used: the bills are chosen deterministically
    if isinstance(action, GiveCash):
        bills = (
            pick_exact(remove(state.players[player].pocket, reserved(state, player, pending)), action.amount)
            or ()
        )
        ctx.take_cash(player, bills)
        ctx.give_cash(action.to, bills)
        ctx.emit(
            "gift",
            f"{ctx.name(player)} gives {ctx.name(action.to)} {describe(bills)}.",
            to(player, action.to),
            giver=player,
            receiver=action.to,
            amount=total(bills),
        )
    elif isinstance(action, StrawSwap):
        _move_cards(ctx, player, action.to, (action.give,))
        _move_cards(ctx, action.to, player, (action.take,))
        ctx.update(swapped=(*ctx.s.swapped, action.to))
        ctx.emit(
            "straw_swap",
            f"You swap {card(action.give).title} for {ctx.name(action.to)}'s {card(action.take).title}.",
            to(player),
            straw=action.to,
        )
        ctx.emit("straw_swap_public", f"{ctx.name(player)} swaps a card with {ctx.name(action.to)}.", PUBLIC)
    elif isinstance(action, GiveCards):
        _move_cards(ctx, player, action.to, action.cards)
        titles = ", ".join(card(c).title for c in action.cards)
        ctx.emit(
            "gift",
            f"{ctx.name(player)} gives {ctx.name(action.to)} {titles}.",
            to(player, action.to),
            giver=player,
            receiver=action.to,
            cards=list(action.cards),
        )
    else:
        a, b = action.offerer, action.to
        for src, dst, amount in ((a, b, action.give_cash), (b, a, action.get_cash)):
            if amount:
                bills = (
                    pick_exact(remove(ctx.player(src).pocket, reserved(state, src, pending)), amount) or ()
                )
                ctx.take_cash(src, bills)
                ctx.give_cash(dst, bills)
        _move_cards(ctx, a, b, action.give_cards)
        _move_cards(ctx, b, a, action.get_cards)
        ctx.emit(
            "trade", f"{ctx.name(a)} and {ctx.name(b)} complete a trade.", to(a, b), offerer=a, receiver=b
        )
    return Resolution(ctx.s, tuple(ctx.events))


def _move_cards(ctx: Ctx, src: int, dst: int, cards: tuple[int, ...]) -> None:
    if not cards:
        return
    s_hand = tuple(c for c in ctx.player(src).hand if c not in cards)
    ctx.set_player(src, hand=s_hand)
    ctx.set_player(dst, hand=ctx.player(dst).hand + tuple(cards))
