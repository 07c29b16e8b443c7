"""Whether an input may be taken now: `validate(state, seat, input, received=())` -> rejections (empty: accepted).

`received` is what the bot has already received for the current step, in order: a second challenge of the same claim
(5.1), a second counter (8.4), a second answer from one player (8.1) or anything after the challenge that closed a
window is refused. `accepted(state, received)` keeps the inputs that count, in order; `window(state)` says who may
answer the current window at all. Each rejection is a stable code with its numbers (`Rejection.data`), no sentence:
the bot words it (`bot.games.coup.words`, coup-refuse-<code> in its catalogue).
"""

from __future__ import annotations

from collections import Counter as Tally
from collections.abc import Sequence

from rules.coup.cards import Character, characters
from rules.coup.inputs import Act, Challenge, Counter, DontShow, Input, Lose, Pass, Received, ReturnCards, Show
from rules.coup.state import ACTIONS, EXCHANGE_DRAW, MUST_COUP, Action, ClaimOf, CoupState, StepKind
from rules.rejections import Rejection

WINDOWS = (StepKind.REACTIONS, StepKind.COUNTER_CHALLENGE)
STEP_INPUTS: dict[StepKind, tuple[type, ...]] = {
    StepKind.ACTION: (Act,),
    StepKind.REACTIONS: (Challenge, Counter, Pass),
    StepKind.COUNTER_CHALLENGE: (Challenge, Pass),
    StepKind.SHOW: (Show, DontShow),
    StepKind.LOSE: (Lose,),
    StepKind.EXCHANGE: (ReturnCards,),
    StepKind.OVER: (),
}


def refuse(code: str, **data: int | str) -> tuple[Rejection, ...]:
    return (Rejection(code, data=data),)


def claimed(state: CoupState) -> Character | None:
    """The character claimed by the claim a SHOW step (or a challenge now) is about."""
    step, turn = state.step, state.turn
    if step.kind is StepKind.COUNTER_CHALLENGE or step.claim_of is ClaimOf.COUNTER:
        return turn.counter_card
    rule = turn.rule
    return rule.claim if rule is not None else None


def challengers(state: CoupState) -> frozenset[int]:
    """Who may challenge the claim of the current window (any other player still in the game, 5.1)."""
    step, turn = state.step, state.turn
    if step.kind is StepKind.COUNTER_CHALLENGE:
        return frozenset(s for s in state.in_game() if s != turn.counter_seat)
    if step.kind is StepKind.REACTIONS and step.may_challenge and turn.rule is not None and turn.rule.claim:
        return frozenset(s for s in state.in_game() if s != turn.seat)
    return frozenset()


def counterers(state: CoupState) -> frozenset[int]:
    """Who may counter the action in the current window (4.1): its target, or any other player for Foreign Aid;
    after a settled challenge, only those who did not pass and were not exiled this turn (8.1, 8.5, 5.3)."""
    step, turn = state.step, state.turn
    rule = turn.rule
    if step.kind is not StepKind.REACTIONS or rule is None or not rule.counters or turn.counter_seat is not None:
        return frozenset()
    if rule.target_counters:
        who = {turn.target} if turn.target is not None else set()
    else:
        who = set(state.in_game()) - {turn.seat}
    who = {s for s in who if s is not None and not state.seat(s).out}
    if not step.may_challenge:
        who -= set(turn.passed) | set(turn.exiled)
    return frozenset(who)


def window(state: CoupState) -> frozenset[int]:
    """Everyone who may answer the current window (before any answer)."""
    return challengers(state) | counterers(state)


def accepted(state: CoupState, received: Sequence[Received]) -> list[Received]:
    """The received inputs that count, in order (each checked against those before it)."""
    out: list[Received] = []
    for r in received:
        if not check(state, r.seat, r.input, out):
            out.append(r)
    return out


def validate(state: CoupState, seat: int, inp: Input, received: Sequence[Received] = ()) -> tuple[Rejection, ...]:
    """Why `seat` may not give `inp` now (empty: he may), given what was received for this step already."""
    return check(state, seat, inp, accepted(state, received))


def check(state: CoupState, seat: int, inp: Input, before: Sequence[Received]) -> tuple[Rejection, ...]:
    if state.over:
        return refuse("game_over")
    if not 0 <= seat < len(state.seats):
        return refuse("no_such_seat")
    if state.seat(seat).out:
        return refuse("out")
    step = state.step
    if not isinstance(inp, STEP_INPUTS[step.kind]):
        return refuse("not_now")
    if step.kind in WINDOWS:
        return _window(state, seat, inp, before)
    if seat != step.seat:
        return refuse("not_yours")
    if before:
        return refuse("answered")
    if isinstance(inp, Act):
        return _act(state, seat, inp)
    hand = characters(state.seat(seat).hand)
    if isinstance(inp, Show) and claimed(state) not in hand:
        return refuse("not_holding")
    if isinstance(inp, Lose) and inp.character not in hand:
        return refuse("not_holding")
    if isinstance(inp, ReturnCards):
        if len(inp.cards) != EXCHANGE_DRAW:
            return refuse("return_two")
        if Tally(inp.cards) - Tally(hand):
            return refuse("not_holding")
    return ()


def _act(state: CoupState, seat: int, act: Act) -> tuple[Rejection, ...]:
    rule = ACTIONS[act.action]
    me = state.seat(seat)
    if state.turn.must_coup and act.action is not Action.COUP:
        return refuse("must_coup", must=MUST_COUP)
    if me.credits < rule.price:
        return refuse(
            "cannot_afford", coup=ACTIONS[Action.COUP].price, assassinate=ACTIONS[Action.ASSASSINATE].price
        )
    if not rule.targeted:
        return refuse("no_target") if act.target is not None else ()
    if act.target is None:
        return refuse("needs_target")
    if act.target == seat:
        return refuse("target_self")
    if not 0 <= act.target < len(state.seats):
        return refuse("no_such_target")
    if state.seat(act.target).out:
        return refuse("target_out")
    return ()


def _window(state: CoupState, seat: int, inp: Input, before: Sequence[Received]) -> tuple[Rejection, ...]:
    turn = state.turn
    claimant = turn.counter_seat if state.step.kind is StepKind.COUNTER_CHALLENGE else turn.seat
    if seat == claimant:
        return refuse("own_claim")
    if any(isinstance(r.input, Challenge) for r in before):
        return refuse("already_challenged" if isinstance(inp, Challenge) else "window_closed")
    if any(r.seat == seat for r in before):
        return refuse("answered")
    countered = next((r for r in before if isinstance(r.input, Counter)), None)
    if isinstance(inp, Challenge):
        if seat in challengers(state):
            return ()
        if state.step.kind is StepKind.REACTIONS and (turn.rule is None or turn.rule.claim is None):
            return refuse("nothing_to_challenge")
        return refuse("challenge_settled" if not state.step.may_challenge else "not_eligible")
    if isinstance(inp, Counter):
        rule = turn.rule
        if rule is None or not rule.counters:
            return refuse("no_counter")
        if countered is not None:
            return refuse("already_countered")
        if seat not in counterers(state):
            if rule.target_counters and seat != turn.target:
                return refuse("not_target")
            return refuse("not_eligible")
        if inp.character not in rule.counters:
            return refuse("wrong_counter")
        return ()
    # a Pass
    still = window(state)
    if countered is not None:
        still = challengers(state)  # after the first counter, only challenges of the action remain (8.4)
    return () if seat in still else refuse("not_eligible")


def choices(state: CoupState, seat: int, received: Sequence[Received] = ()) -> tuple[Input, ...]:
    """Every input `seat` may give now (what the bot offers: buttons, menus). Computed from the seat's own hand and
    public facts only, so it reveals nothing he may not know."""
    if state.over or not 0 <= seat < len(state.seats):
        return ()
    before = accepted(state, received)
    kind = state.step.kind
    me = state.seat(seat)
    candidates: list[Input] = []
    if kind is StepKind.ACTION:
        for action, rule in ACTIONS.items():
            if rule.targeted:
                candidates += [Act(action, t) for t in state.in_game() if t != seat]
            else:
                candidates.append(Act(action))
    elif kind in WINDOWS:
        candidates += [Challenge(), Pass()]
        current = state.turn.rule
        if kind is StepKind.REACTIONS and current is not None:
            candidates += [Counter(c) for c in current.counters]
    elif kind is StepKind.SHOW:
        candidates += [Show(), DontShow()]
    elif kind is StepKind.LOSE:
        candidates += [Lose(c) for c in dict.fromkeys(characters(me.hand))]
    elif kind is StepKind.EXCHANGE:
        hand = characters(me.hand)
        pairs = {
            tuple(sorted((hand[i], hand[j]), key=hand.index))
            for i in range(len(hand))
            for j in range(i + 1, len(hand))
        }
        candidates += [ReturnCards(p) for p in sorted(pairs)]
    return tuple(c for c in candidates if not check(state, seat, c, before))


def who_may_act(state: CoupState, received: Sequence[Received] = ()) -> frozenset[int]:
    """The seats that may still give an input in the current step, given what was received. Empty: the step may
    close now (everyone who may act has acted or passed, or a challenge closed the window, 7.2)."""
    if state.over:
        return frozenset()
    before = accepted(state, received)
    kind = state.step.kind
    if kind not in WINDOWS:
        return frozenset() if before or state.step.seat is None else frozenset({state.step.seat})
    if any(isinstance(r.input, Challenge) for r in before):
        return frozenset()
    answered = {r.seat for r in before}
    still = window(state)
    if any(isinstance(r.input, Counter) for r in before):
        still = challengers(state)
    return frozenset(still - answered)
