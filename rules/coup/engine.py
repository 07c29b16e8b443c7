"""Nomicoup's engine: a new game, and one step resolved as a pure function of (state, inputs, seed).

    new_game(names, seed, mode="continuous", rounds=8) -> Resolution | tuple[Rejection, ...]
    step(state, received, seed) -> Resolution           # close the current step with the inputs received
    end(state, seed) -> Resolution                      # a moderator ends the game as it stands (COUP.md 8.9)

A turn is a chain of steps (COUP.md 7.2, `StepKind`): the action; the window to challenge or counter it; the window
to challenge a counteraction; a challenged player's Show / Don't show; the loser's or the exchanger's choice. `step`
takes the inputs received for the current step in the order received, refuses those that do not count (each refusal
an event to its sender alone), takes the step's default for whoever did not answer (`DEFAULTS`), carries out what
follows, and stops at the next step that waits for someone (or the end). A step nobody needs to answer is never
opened: a loss with one face-down card is revealed at once (8.3), a window nobody may answer closes at once.

The seed string and the state's step counter feed one `random.Random`: the bot may pass the game's own seed every
time. Every card move goes through the Court Deck as the seed says (004 4.8: "shuffle it into the Court Deck, then
secretly draw a random card").
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from rules.coup.cards import ALL_CARDS, character, characters, find, without
from rules.coup.events import (
    ActionBlocked,
    ActionDeclared,
    ActionFailed,
    ActionVoid,
    CardNotShown,
    CardReplaced,
    CardsDealt,
    CardShown,
    CardsReturned,
    Challenged,
    Countered,
    CounterFailed,
    CoupEvent,
    CreditsPaid,
    CreditsRefunded,
    CreditsStolen,
    CreditsTaken,
    Defaulted,
    ExchangeCards,
    Exchanged,
    Exiled,
    GameOver,
    GameStarted,
    InfluenceLost,
    InputRefused,
    NewInfluence,
    Passed,
    TurnBegan,
    WentOut,
)
from rules.coup.inputs import Act, Challenge, Counter, Lose, Pass, Received, ReturnCards, Show
from rules.coup.state import (
    ACTIONS,
    DEFAULT_ROUNDS,
    EXCHANGE_DRAW,
    MAX_ROUNDS,
    MAX_SEATS,
    MIN_SEATS,
    MUST_COUP,
    STEAL_AMOUNT,
    TOTAL_CREDITS,
    Action,
    Cause,
    ClaimOf,
    CoupState,
    EndReason,
    Mode,
    Seat,
    Standing,
    Step,
    StepKind,
    Turn,
    known,
)
from rules.coup.validate import check, claimed, window
from rules.events import to
from rules.rejections import Rejection

START_CREDITS = 2  # 004 4.3
START_CARDS = 2


@dataclass(frozen=True)
class Resolution:
    state: CoupState
    events: tuple[CoupEvent, ...]


class Deadline(StrEnum):
    """Which of the game's deadlines a step runs on (COUP.md 7.2): the turn's, a window's, or a choice's."""

    TURN = "turn"
    WINDOW = "window"
    CHOICE = "choice"


DEADLINES: dict[StepKind, Deadline] = {
    StepKind.ACTION: Deadline.TURN,
    StepKind.REACTIONS: Deadline.WINDOW,
    StepKind.COUNTER_CHALLENGE: Deadline.WINDOW,
    StepKind.SHOW: Deadline.CHOICE,
    StepKind.LOSE: Deadline.CHOICE,
    StepKind.EXCHANGE: Deadline.CHOICE,
}


@dataclass(frozen=True)
class Timing:
    """Seconds each deadline gives (the game's setting, COUP.md 7.2)."""

    turn: int
    window: int
    choice: int

    def seconds(self, deadline: Deadline) -> int:
        return {Deadline.TURN: self.turn, Deadline.WINDOW: self.window, Deadline.CHOICE: self.choice}[deadline]


LIVE = Timing(turn=90, window=30, choice=30)  # a table playing live: seconds (issue 24: "say 30 s")
BY_POST = Timing(turn=24 * 3600, window=8 * 3600, choice=8 * 3600)  # play by post: hours


def deadline(state: CoupState) -> Deadline | None:
    """The deadline the current step runs on (None once the game is over)."""
    return DEADLINES.get(state.step.kind)


class _Ctx:
    """The state being changed, the events so far, and the step's one random source."""

    def __init__(self, state: CoupState, rng: random.Random) -> None:
        self.s = state
        self.rng = rng
        self.events: list[CoupEvent] = []

    def emit(self, event: CoupEvent) -> None:
        self.events.append(event)

    def update(self, **changes: object) -> None:
        self.s = replace(self.s, **changes)  # type: ignore[arg-type]

    def turn(self, **changes: object) -> None:
        self.s = replace(self.s, turn=replace(self.s.turn, **changes))  # type: ignore[arg-type]

    def seat(self, i: int) -> Seat:
        return self.s.seats[i]

    def set_seat(self, i: int, **changes: object) -> None:
        seats = list(self.s.seats)
        seats[i] = replace(seats[i], **changes)  # type: ignore[arg-type]
        self.s = replace(self.s, seats=tuple(seats))

    # --- credits ---------------------------------------------------------------------------------------------
    def take(self, seat: int, asked: int, action: Action) -> None:
        """From the Treasury: at most what it holds (1.2)."""
        amount = max(0, min(asked, self.s.treasury))
        self.update(treasury=self.s.treasury - amount)
        self.set_seat(seat, credits=self.seat(seat).credits + amount)
        self.emit(CreditsTaken(seat=seat, amount=amount, asked=asked, action=action))

    def pay(self, seat: int, amount: int, action: Action) -> int:
        amount = max(0, min(amount, self.seat(seat).credits))
        self.set_seat(seat, credits=self.seat(seat).credits - amount)
        self.update(treasury=self.s.treasury + amount)
        self.emit(CreditsPaid(seat=seat, amount=amount, action=action))
        return amount

    # --- cards -----------------------------------------------------------------------------------------------
    def shuffle_in(self, cards: Sequence[int]) -> None:
        deck = list(self.s.deck) + list(cards)
        self.rng.shuffle(deck)
        self.update(deck=tuple(deck))

    def draw(self, seat: int, n: int) -> tuple[int, ...]:
        drawn, rest = self.s.deck[:n], self.s.deck[n:]
        self.update(deck=rest)
        self.set_seat(seat, hand=self.seat(seat).hand + drawn)
        return drawn


# --- setting up (COUP.md 2) -----------------------------------------------------------------------------------
def new_game(
    names: Sequence[str], seed: str, mode: Mode | str = Mode.CONTINUOUS, rounds: int = DEFAULT_ROUNDS
) -> Resolution | tuple[Rejection, ...]:
    """A game at its first turn's action: the Court Deck shuffled, two cards dealt to each player, two credits each
    (one for the starting player with two players), the starting player drawn by lot (COUP.md 2). Refused as data:
    `no_such_mode`, `player_count` (min, max), `names`, `rounds` (max)."""
    if mode not in tuple(Mode):
        return (Rejection("no_such_mode"),)
    mode = Mode(mode)
    if not MIN_SEATS <= len(names) <= MAX_SEATS:
        return (Rejection("player_count", data={"min": MIN_SEATS, "max": MAX_SEATS}),)
    clean = [n.strip() for n in names]
    if any(not n for n in clean) or len({n.lower() for n in clean}) != len(clean):
        return (Rejection("names"),)
    if mode is Mode.CONTINUOUS and not 1 <= rounds <= MAX_ROUNDS:
        return (Rejection("rounds", data={"max": MAX_ROUNDS}),)
    rng = random.Random(f"{seed}:setup")
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    n = len(clean)
    starter = rng.randrange(n)
    order = tuple((starter + i) % n for i in range(n))
    seats = [Seat(i, name) for i, name in enumerate(clean)]
    for i in order:
        hand, deck = tuple(deck[:START_CARDS]), deck[START_CARDS:]
        gets = 1 if n == 2 and i == starter else START_CREDITS
        seats[i] = replace(seats[i], hand=hand, credits=gets)
    state = CoupState(
        mode=mode,
        rounds=rounds if mode is Mode.CONTINUOUS else 0,
        seats=tuple(seats),
        deck=tuple(deck),
        treasury=TOTAL_CREDITS - sum(s.credits for s in seats),
        starter=starter,
        turn=Turn(0, starter),
        step=Step(StepKind.ACTION, seat=starter),
    )
    ctx = _Ctx(state, rng)
    ctx.emit(
        GameStarted(
            mode=mode,
            rounds=state.rounds,
            starter=starter,
            order=order,
            credits=tuple(s.credits for s in state.seats),
        )
    )
    for s in state.seats:
        ctx.emit(CardsDealt(seat=s.id, cards=characters(s.hand), audience=to(s.id)))
    _begin_turn(ctx, starter, 1, 1)
    return Resolution(ctx.s, tuple(ctx.events))


# --- one step -------------------------------------------------------------------------------------------------
def step(state: CoupState, received: Sequence[Received], seed: str) -> Resolution:
    """Close the current step with the inputs received for it (in the order received) and run the game on to the
    next step that waits for someone. Inputs that do not count are refused, each in an event to its sender."""
    if state.over:
        return Resolution(state, ())
    ctx = _Ctx(state, random.Random(f"{seed}:{state.seq}"))
    good: list[Received] = []
    for r in received:
        problems = check(state, r.seat, r.input, good)
        if problems:
            ctx.emit(InputRefused(seat=r.seat, reason=problems[0].code, audience=to(r.seat)))
        else:
            good.append(r)
    RESOLVERS[state.step.kind](ctx, good)
    ctx.update(seq=state.seq + 1)
    return Resolution(ctx.s, tuple(ctx.events))


def end(state: CoupState, seed: str) -> Resolution:
    """A moderator ends the game: the state as it stands is ranked (COUP.md 6.3, 8.9)."""
    if state.over:
        return Resolution(state, ())
    ctx = _Ctx(state, random.Random(f"{seed}:{state.seq}:end"))
    _finish(ctx, EndReason.MODERATOR)
    ctx.update(seq=state.seq + 1)
    return Resolution(ctx.s, tuple(ctx.events))


def default_action(state: CoupState, rng: random.Random) -> Act:
    """The turn's default at its deadline: Income; a Coup on a target drawn by lot for a player who must Coup
    (COUP.md 7.2, 8.6)."""
    if state.turn.must_coup:
        others = [s for s in state.in_game() if s != state.turn.seat]
        return Act(Action.COUP, rng.choice(others))
    return Act(Action.INCOME)


def _resolve_action(ctx: _Ctx, good: Sequence[Received]) -> None:
    seat = ctx.s.turn.seat
    act = good[0].input if good else None
    if not isinstance(act, Act):
        ctx.emit(Defaulted(seat=seat, step=StepKind.ACTION))
        act = default_action(ctx.s, ctx.rng)
    rule = ACTIONS[act.action]
    ctx.turn(action=act.action, target=act.target)
    ctx.emit(ActionDeclared(seat=seat, action=act.action, target=act.target, claim=rule.claim, paid=rule.price))
    if rule.price:
        ctx.turn(paid=ctx.pay(seat, rule.price, act.action))  # paid when declared (3.5)
    if rule.claim is None and not rule.counters:
        _carry_out(ctx)  # Income and Coup: neither challenged nor countered (3.2)
    else:
        _open(ctx, Step(StepKind.REACTIONS, may_challenge=rule.claim is not None))


def _resolve_reactions(ctx: _Ctx, good: Sequence[Received]) -> None:
    turn = ctx.s.turn
    rule = known(turn.rule, "action")
    challenger: int | None = None
    for r in good:
        if isinstance(r.input, Pass):
            ctx.turn(passed=(*ctx.s.turn.passed, r.seat))
            ctx.emit(Passed(seat=r.seat, step=StepKind.REACTIONS))
        elif isinstance(r.input, Counter):
            ctx.turn(counter_seat=r.seat, counter_card=r.input.character)
            ctx.emit(Countered(seat=r.seat, actor=turn.seat, action=rule.action, character=r.input.character))
        elif isinstance(r.input, Challenge) and rule.claim is not None:
            challenger = r.seat
            ctx.turn(challenger=r.seat)
            ctx.emit(Challenged(seat=r.seat, claimant=turn.seat, character=rule.claim, claim_of=ClaimOf.ACTION))
    if challenger is not None:
        _open(ctx, Step(StepKind.SHOW, seat=turn.seat, claim_of=ClaimOf.ACTION))  # challenges first (004 4.7)
    elif ctx.s.turn.counter_seat is not None:
        _open(ctx, Step(StepKind.COUNTER_CHALLENGE))
    else:
        _carry_out(ctx)


def _resolve_counter_challenge(ctx: _Ctx, good: Sequence[Received]) -> None:
    turn = ctx.s.turn
    counter_seat, counter_card = known(turn.counter_seat, "counteraction"), known(turn.counter_card, "counteraction")
    for r in good:
        if isinstance(r.input, Pass):
            ctx.emit(Passed(seat=r.seat, step=StepKind.COUNTER_CHALLENGE))
        elif isinstance(r.input, Challenge):
            ctx.turn(counter_challenger=r.seat)
            ctx.emit(
                Challenged(seat=r.seat, claimant=counter_seat, character=counter_card, claim_of=ClaimOf.COUNTER)
            )
    if ctx.s.turn.counter_challenger is not None:
        _open(ctx, Step(StepKind.SHOW, seat=counter_seat, claim_of=ClaimOf.COUNTER))
    else:
        _blocked(ctx)


def _resolve_show(ctx: _Ctx, good: Sequence[Received]) -> None:
    """A challenge settled (COUP.md 5.2): shown, the card is surrendered (revealed, shuffled into the Court Deck, a
    card drawn) and the challenger loses one influence; not shown, the claimant loses one."""
    step_, turn = ctx.s.step, ctx.s.turn
    seat, claim_of = known(step_.seat, "challenged player"), known(step_.claim_of, "claim")
    who = known(claimed(ctx.s), "claimed character")
    card = find(ctx.seat(seat).hand, who)
    if good:
        show = isinstance(good[0].input, Show)
    else:
        ctx.emit(Defaulted(seat=seat, step=StepKind.SHOW))
        show = card is not None  # at the deadline: Show if he holds it, else Don't show (8.2)
    challenger = known(turn.challenger if claim_of is ClaimOf.ACTION else turn.counter_challenger, "challenger")
    if show and card is not None:
        ctx.emit(CardShown(seat=seat, character=who))
        ctx.set_seat(seat, hand=without(ctx.seat(seat).hand, card))
        ctx.shuffle_in([card])
        (new,) = ctx.draw(seat, 1)
        ctx.emit(CardReplaced(seat=seat, character=character(new), audience=to(seat)))
        _lose(ctx, challenger, Cause.CHALLENGE, claim_of)
    else:
        ctx.emit(CardNotShown(seat=seat, character=who))
        _lose(ctx, seat, Cause.BLUFF, claim_of)


def _resolve_lose(ctx: _Ctx, good: Sequence[Received]) -> None:
    step_ = ctx.s.step
    seat, cause = known(step_.seat, "loser"), known(step_.cause, "cause of the loss")
    hand = ctx.seat(seat).hand
    chosen = good[0].input if good else None
    card = find(hand, chosen.character) if isinstance(chosen, Lose) else None
    by_lot = card is None
    if card is None:
        card = ctx.rng.choice(hand)  # at the deadline, lot chooses (6.1)
    _reveal(ctx, seat, card, cause, by_lot)
    _after_loss(ctx, cause, step_.claim_of)


def _resolve_exchange(ctx: _Ctx, good: Sequence[Received]) -> None:
    """COUP.md 3.4: return 2 cards of his choice, face down; the Court Deck is shuffled."""
    seat = ctx.s.turn.seat
    hand = ctx.seat(seat).hand
    chosen = good[0].input if good else None
    returned: list[int] = []
    if isinstance(chosen, ReturnCards):
        rest = hand
        for who in chosen.cards:
            card = known(find(rest, who), "card to return")
            returned.append(card)
            rest = without(rest, card)
    else:
        returned = ctx.rng.sample(list(hand), EXCHANGE_DRAW)
    kept = hand
    for card in returned:
        kept = without(kept, card)
    ctx.set_seat(seat, hand=kept)
    ctx.shuffle_in(returned)
    ctx.emit(Exchanged(seat=seat, count=len(returned), by_lot=chosen is None))
    ctx.emit(CardsReturned(seat=seat, returned=characters(tuple(returned)), kept=characters(kept), audience=to(seat)))
    _end_turn(ctx)


RESOLVERS: dict[StepKind, Callable[[_Ctx, Sequence[Received]], None]] = {
    StepKind.ACTION: _resolve_action,
    StepKind.REACTIONS: _resolve_reactions,
    StepKind.COUNTER_CHALLENGE: _resolve_counter_challenge,
    StepKind.SHOW: _resolve_show,
    StepKind.LOSE: _resolve_lose,
    StepKind.EXCHANGE: _resolve_exchange,
}


# --- the chain of a turn --------------------------------------------------------------------------------------
def _open(ctx: _Ctx, nxt: Step) -> None:
    """Make `nxt` the step waiting for input; a window nobody may answer closes at once."""
    ctx.update(step=nxt)
    if nxt.kind in (StepKind.REACTIONS, StepKind.COUNTER_CHALLENGE) and not window(ctx.s):
        RESOLVERS[nxt.kind](ctx, ())


def _lose(ctx: _Ctx, seat: int, cause: Cause, claim_of: ClaimOf | None) -> None:
    """`seat` loses one influence: he chooses the card, unless he has only one, which is revealed at once (8.3)."""
    hand = ctx.seat(seat).hand
    if len(hand) > 1:
        ctx.update(step=Step(StepKind.LOSE, seat=seat, cause=cause, claim_of=claim_of))
        return
    if hand:
        _reveal(ctx, seat, hand[0], cause, by_lot=False)
    _after_loss(ctx, cause, claim_of)


def _reveal(ctx: _Ctx, seat: int, card: int, cause: Cause, by_lot: bool) -> None:
    me = ctx.seat(seat)
    ctx.set_seat(seat, hand=without(me.hand, card), revealed=(*me.revealed, card))
    ctx.emit(InfluenceLost(seat=seat, character=character(card), cause=cause, by_lot=by_lot))
    if not ctx.seat(seat).hand:
        _exile(ctx, seat)


def _exile(ctx: _Ctx, seat: int) -> None:
    """COUP.md 6.2: no face-down card left. Continuous: exiled (counted), his revealed cards shuffled into the Court
    Deck, two new cards drawn; he keeps his credits and his place. Classic: out (6.3, 8.8)."""
    ctx.turn(exiled=(*ctx.s.turn.exiled, seat))
    me = ctx.seat(seat)
    if ctx.s.mode is Mode.CONTINUOUS:
        ctx.set_seat(seat, revealed=(), exiles=me.exiles + 1)
        ctx.shuffle_in(me.revealed)
        drawn = ctx.draw(seat, START_CARDS)
        ctx.emit(Exiled(seat=seat, exiles=me.exiles + 1))
        ctx.emit(NewInfluence(seat=seat, cards=characters(drawn), audience=to(seat)))
        return
    ctx.set_seat(seat, out=True)
    ctx.update(gone=(*ctx.s.gone, seat))
    left = len(ctx.s.in_game())
    ctx.emit(WentOut(seat=seat, left=left))
    if left <= 1:
        _finish(ctx, EndReason.LAST_STANDING)


def _after_loss(ctx: _Ctx, cause: Cause, claim_of: ClaimOf | None) -> None:
    if ctx.s.over:
        return
    turn = ctx.s.turn
    action = known(turn.action, "action")
    if cause in (Cause.COUP, Cause.ASSASSINATION):
        _end_turn(ctx)
    elif cause is Cause.BLUFF and claim_of is ClaimOf.ACTION:
        if turn.paid:  # the price comes back, even to an actor exiled by the loss (3.5, 8.7)
            ctx.update(treasury=ctx.s.treasury - turn.paid)
            ctx.set_seat(turn.seat, credits=ctx.seat(turn.seat).credits + turn.paid)
            ctx.emit(CreditsRefunded(seat=turn.seat, amount=turn.paid, action=action))
            ctx.turn(paid=0)
        ctx.emit(ActionFailed(seat=turn.seat, action=action))
        _end_turn(ctx)
    elif cause is Cause.BLUFF:
        ctx.emit(
            CounterFailed(
                seat=known(turn.counter_seat, "counteraction"),
                character=known(turn.counter_card, "counteraction"),
                actor=turn.seat,
                action=action,
            )
        )
        _carry_out(ctx)
    elif claim_of is ClaimOf.ACTION:
        _claim_stands(ctx)
    else:
        _blocked(ctx)


def _claim_stands(ctx: _Ctx) -> None:
    """The action's claim stood a challenge: a counteraction already made is open to challenge; else those who may
    still counter get their window (8.1); else the action is carried out."""
    turn = ctx.s.turn
    rule = known(turn.rule, "action")
    if turn.counter_seat is not None:
        _open(ctx, Step(StepKind.COUNTER_CHALLENGE))
    elif rule.counters:
        _open(ctx, Step(StepKind.REACTIONS, may_challenge=False))
    else:
        _carry_out(ctx)


def _blocked(ctx: _Ctx) -> None:
    """The counteraction stands: the action is stopped; an assassination's price stays paid (3.5, 4.2)."""
    turn = ctx.s.turn
    ctx.emit(
        ActionBlocked(
            seat=turn.seat,
            action=known(turn.action, "action"),
            by=known(turn.counter_seat, "counteraction"),
            character=known(turn.counter_card, "counteraction"),
        )
    )
    _end_turn(ctx)


def _carry_out(ctx: _Ctx) -> None:
    """The action succeeds (004 4.4): its effect, except on a target exiled earlier in the turn (5.3, 8.7)."""
    turn = ctx.s.turn
    rule = known(turn.rule, "action")
    actor, target = turn.seat, turn.target
    if target is not None and (target in turn.exiled or ctx.seat(target).out):
        ctx.emit(ActionVoid(seat=actor, action=rule.action, target=target))
        _end_turn(ctx)
        return
    if rule.takes:
        ctx.take(actor, rule.takes, rule.action)
        _end_turn(ctx)
    elif rule.action is Action.STEAL:
        target = known(target, "target")
        amount = min(STEAL_AMOUNT, ctx.seat(target).credits)  # up to 2; 1 from a player with 1 (3.6)
        ctx.set_seat(target, credits=ctx.seat(target).credits - amount)
        ctx.set_seat(actor, credits=ctx.seat(actor).credits + amount)
        ctx.emit(CreditsStolen(seat=actor, target=target, amount=amount))
        _end_turn(ctx)
    elif rule.action in (Action.COUP, Action.ASSASSINATE):
        _lose(ctx, known(target, "target"), Cause.COUP if rule.action is Action.COUP else Cause.ASSASSINATION, None)
    else:  # Exchange (3.4)
        drawn = ctx.draw(actor, EXCHANGE_DRAW)
        ctx.emit(ExchangeCards(seat=actor, cards=characters(drawn), audience=to(actor)))
        ctx.update(step=Step(StepKind.EXCHANGE, seat=actor))


def _end_turn(ctx: _Ctx) -> None:
    if ctx.s.over:
        return
    s = ctx.s
    if s.mode is Mode.CONTINUOUS and s.turn.number >= s.rounds * len(s.seats):
        _finish(ctx, EndReason.ROUNDS)
        return
    n = len(s.seats)
    nxt = next(i for i in ((s.turn.seat + k) % n for k in range(1, n + 1)) if not s.seats[i].out)
    wrapped = (nxt - s.starter) % n <= (s.turn.seat - s.starter) % n  # past the starting player's place
    _begin_turn(ctx, nxt, s.turn.number + 1, s.turn.round + wrapped)


def _begin_turn(ctx: _Ctx, seat: int, number: int, round_: int) -> None:
    must = ctx.seat(seat).credits >= MUST_COUP  # 004 4.4
    ctx.update(turn=Turn(number, seat, round=round_, must_coup=must), step=Step(StepKind.ACTION, seat=seat))
    ctx.emit(TurnBegan(seat=seat, turn=number, round=round_, must_coup=must))


def _finish(ctx: _Ctx, reason: EndReason) -> None:
    """The end and its ranking (COUP.md 6.3, 8.8). Continuous: fewest exiles, then most credits, then most face-down
    cards, then lot. Classic: those still in first (R: by face-down cards, then credits, then lot, for a moderator's
    end; the last one standing otherwise), then the others in the reverse order of going out."""
    s = ctx.s
    lots = [ctx.rng.random() for _ in s.seats]
    if s.mode is Mode.CONTINUOUS:
        order = sorted(s.seats, key=lambda p: (p.exiles, -p.credits, -len(p.hand), lots[p.id]))
        ranked = [p.id for p in order]
    else:
        still = sorted((p for p in s.seats if not p.out), key=lambda p: (-len(p.hand), -p.credits, lots[p.id]))
        ranked = [p.id for p in still] + list(reversed(s.gone))
    ctx.update(
        step=Step(StepKind.OVER),
        ranking=tuple(Standing(i + 1, seat) for i, seat in enumerate(ranked)),
        end=reason,
    )
    ctx.emit(GameOver(reason=reason, ranking=tuple(ranked)))


__all__ = [
    "BY_POST",
    "DEADLINES",
    "LIVE",
    "Deadline",
    "Resolution",
    "Timing",
    "deadline",
    "default_action",
    "end",
    "new_game",
    "step",
]
