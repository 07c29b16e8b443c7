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
from rules.junta.cards import HAND_LIMIT
from rules.junta.context import Ctx
from rules.junta.engine import Resolution
from rules.junta.money import Bill, payable_amounts, pick_exact, remove, total
from rules.junta.orders import Action, GiveCards, GiveCash, ProposeBudget, StrawSwap, Submitted, Trade
from rules.junta.state import ElectionKind, GameState, Phase, Status
from rules.junta.variants import rules_of
from rules.rejections import Rejection, refusal, refuse


def reserved(state: GameState, player: int, pending: Sequence[Submitted]) -> tuple[Bill, ...]:
    """Cash locked by a pending budget proposal (it cannot be given away and leave the budget unpaid)."""
    if state.phase is not Phase.BUDGET_PROPOSAL or player != state.president:
        return ()
    adds = [s.order.add for s in pending if s.player == player and isinstance(s.order, ProposeBudget)]
    if not adds or adds[-1] <= 0:
        return ()
    return pick_exact(state.players[player].pocket, adds[-1]) or ()


def _can_act(state: GameState, pid: int, who: str) -> Rejection | None:
    """Whether `pid` may take part in a gift or a trade; `who` says whom the refusal is about: "you", "they" (the
    receiver of a gift) or "offerer" (the offerer of a trade)."""
    if not 0 <= pid < len(state.players):
        return refusal("action_no_such_player", number=pid)
    p = state.players[pid]
    if p.status is Status.DEAD:
        return refusal("action_dead", form=who)
    if p.status is Status.EXILED and not rules_of(state).exiles_trade:
        return refusal("action_exiled", form=who)
    return None


def _cash(state: GameState, pid: int, amount: int, locked: tuple[Bill, ...]) -> tuple[Bill, ...] | Rejection:
    pocket = remove(state.players[pid].pocket, locked)
    if amount <= 0:
        return refusal("action_bad_amount")
    found = pick_exact(pocket, amount)
    if found is None:
        options = [a for a in payable_amounts(pocket) if a > 0]
        near = sorted(options, key=lambda a: (abs(a - amount), a))[:2]
        return refusal(
            "no_exact_change",
            paid=[b.value for b in pocket],
            amount=amount,
            could=len(near),
            could_low=min(near, default=0),
            could_high=max(near, default=0),
            locked="yes" if locked else "no",
        )
    return found


def check(
    state: GameState, player: int, action: Action, pending: Sequence[Submitted] = ()
) -> tuple[Rejection, ...]:
    """Why `player` may not do `action` now; empty if he may."""
    if state.over:
        return refuse("action_game_over")
    if isinstance(action, Trade):
        if player != action.to:
            return refuse("not_yours")
        bad = _can_act(state, action.offerer, "offerer") or _can_act(state, action.to, "you")
    else:
        bad = _can_act(state, player, "you") or _can_act(state, action.to, "they")
    if bad:
        return (bad,)
    if isinstance(action, GiveCash | GiveCards) and action.to == player:
        return refuse("action_self")
    if state.players[player].straw or (isinstance(action, Trade) and state.players[action.offerer].straw):
        # Mini-Junta (VARIANTS 10.6): a leader decides only what the table lets him; giving a straw man's cash or
        # cards away is not among it (his money passes to the leader by itself, 10.7.3).
        return refuse("action_straw_man")
    if state.phase is Phase.AFTERMATH and rules_of(state).no_gifts_in_aftermath:
        return refuse("aftermath")
    e = state.election
    if (
        e is not None
        and e.kind is ElectionKind.RESIGNATION
        and e.outgoing is not None
        # "in any way": his own gift, a trade he accepts, or one he offered that another accepts.
        and (e.outgoing == player or isinstance(action, Trade))
        and _gives_cash(action, e.outgoing)
    ):
        return refuse("resigning")
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
            return refuse("action_not_in_hand", form="cards")
        receiver = state.players[action.to]
        if receiver.card_count + len(action.cards) > HAND_LIMIT:
            return refuse("hand_limit", player=action.to, limit=HAND_LIMIT, form="gift")
        return ()
    # A trade.
    a, b = state.players[action.offerer], state.players[action.to]
    if any(c not in a.hand for c in action.give_cards) or any(c not in b.hand for c in action.get_cards):
        return refuse("cards_gone")
    if len(set(action.give_cards) | set(action.get_cards)) != len(action.give_cards) + len(action.get_cards):
        return refuse("bad_trade")
    if a.card_count - len(action.give_cards) + len(action.get_cards) > HAND_LIMIT or (
        b.card_count - len(action.get_cards) + len(action.give_cards) > HAND_LIMIT
    ):
        return refuse("hand_limit", limit=HAND_LIMIT, form="trade")
    if action.get_cash:
        got = _cash(state, action.to, action.get_cash, reserved(state, action.to, pending))
        if isinstance(got, Rejection):
            return (got,)
    if action.give_cash and (
        pick_exact(remove(a.pocket, reserved(state, action.offerer, pending)), action.give_cash) is None
    ):
        # R: said to the player accepting, so it names nothing of the offerer's pocket (his bills are secret).
        return refuse("offerer_cannot_pay", player=action.offerer, amount=action.give_cash)
    if not (action.give_cash or action.give_cards or action.get_cash or action.get_cards):
        return refuse("empty_trade")
    return ()


def _swap_problems(state: GameState, player: int, action: StrawSwap) -> tuple[Rejection, ...]:
    """VARIANTS 10.6 (001 §17.1): "a real player of the same faction: one of his hand cards for one hidden card of
    the straw man, at most one swap per straw man per round"."""
    s = state.players[action.to]
    if not s.straw:
        return refuse("not_a_straw_man", player=action.to)
    if state.players[player].straw or straw.side(state, player) is None or straw.side(state, player) != s.faction:
        return refuse("not_your_faction", player=action.to)
    if action.to in state.swapped:
        return refuse("swapped", player=action.to)
    if action.give not in state.players[player].hand:
        return refuse("action_not_in_hand", form="card")
    if action.take not in s.hand:
        return refuse("action_not_in_hand", form="straw", player=action.to)
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
        ctx.say(
            "gift",
            to(player, action.to),
            giver=player,
            receiver=action.to,
            amount=total(bills),
            bills=sorted((b.value for b in bills), reverse=True),
            paid=[b.value for b in bills],
            form="cash",
        )
    elif isinstance(action, StrawSwap):
        _move_cards(ctx, player, action.to, (action.give,))
        _move_cards(ctx, action.to, player, (action.take,))
        ctx.update(swapped=(*ctx.s.swapped, action.to))
        ctx.say(
            "straw_swap",
            to(player),
            straw=action.to,
            straw_player=action.to,
            given_card=action.give,
            taken_card=action.take,
        )
        ctx.say("straw_swap_public", PUBLIC, player=player, straw_player=action.to)
    elif isinstance(action, GiveCards):
        _move_cards(ctx, player, action.to, action.cards)
        ctx.say("gift", to(player, action.to), giver=player, receiver=action.to, cards=list(action.cards), form="cards")
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
        ctx.say("trade", to(a, b), offerer=a, offerer_player=a, receiver=b)
    return Resolution(ctx.s, tuple(ctx.events))


def _move_cards(ctx: Ctx, src: int, dst: int, cards: tuple[int, ...]) -> None:
    if not cards:
        return
    s_hand = tuple(c for c in ctx.player(src).hand if c not in cards)
    ctx.set_player(src, hand=s_hand)
    ctx.set_player(dst, hand=ctx.player(dst).hand + tuple(cards))
