"""Nomicoup in English: every sentence a player reads about the game, in one place, so that it can become a message
catalogue. Pure: events and refusal codes in, text out; names are passed in (`names[seat]`).

- `REFUSALS`: the sentence of each refusal code (`rules.coup.validate`);
- `render(event, names, reader=None)`: one sentence for one event, told to `reader` (None: the table; a seat reading
  his own private event reads "you");
- one function per event code below, registered in `RENDER`;
- `CHARACTER_TITLES`, `ACTION_TITLES`, `STEP_TITLES`, `input_title`: the names of things.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rules.coup.cards import Character
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
from rules.coup.state import Action, Cause, ClaimOf, EndReason, Mode, StepKind
from rules.words import listing, plural

REFUSALS: dict[str, str] = {
    "game_over": "The game is over.",
    "no_such_seat": "You have no seat in this game.",
    "out": "You are out of the game: you have no influence left.",
    "not_now": "That is not what this step of the turn asks for.",
    "not_yours": "This step is not yours to answer.",
    "answered": "You have already answered in this step; your answer is final.",
    "must_coup": "You began your turn with 10 credits or more: your action must be a Coup.",
    "cannot_afford": "You cannot pay for that: a Coup costs 7 credits and an assassination 3.",
    "needs_target": "That action needs a target: name another player.",
    "no_target": "That action has no target.",
    "target_self": "You cannot choose yourself: name another player.",
    "no_such_target": "There is no such player in this game.",
    "target_out": "That player is out of the game.",
    "own_claim": "You cannot challenge or counter your own claim.",
    "already_challenged": "Someone challenged this claim first: only the first challenge counts.",
    "window_closed": "This window closed when the claim was challenged.",
    "nothing_to_challenge": "Foreign Aid claims no character: there is nothing to challenge, only a Duke to counter "
    "it with.",
    "challenge_settled": "The challenge of this action is settled: only a counteraction remains to be made.",
    "not_eligible": "Nothing in this window is yours to answer.",
    "no_counter": "Nothing counters this action.",
    "already_countered": "Someone countered this action first: only the first counteraction counts.",
    "not_target": "Only the player this action targets may counter it.",
    "wrong_counter": "That character does not counter this action.",
    "not_holding": "You do not hold that card.",
    "return_two": "Return exactly two cards.",
}

CHARACTER_TITLES: dict[Character, str] = {
    Character.DUKE: "Duke",
    Character.ASSASSIN: "Assassin",
    Character.CAPTAIN: "Captain",
    Character.AMBASSADOR: "Ambassador",
    Character.CONTESSA: "Contessa",
}

ACTION_TITLES: dict[Action, str] = {
    Action.INCOME: "Income",
    Action.FOREIGN_AID: "Foreign Aid",
    Action.COUP: "Coup",
    Action.TAX: "Tax",
    Action.ASSASSINATE: "Assassinate",
    Action.STEAL: "Steal",
    Action.EXCHANGE: "Exchange",
}

STEP_TITLES: dict[StepKind, str] = {
    StepKind.ACTION: "the action",
    StepKind.REACTIONS: "the window to challenge or counter",
    StepKind.COUNTER_CHALLENGE: "the window to challenge the counteraction",
    StepKind.SHOW: "the answer to a challenge",
    StepKind.LOSE: "the choice of the influence to lose",
    StepKind.EXCHANGE: "the choice of the cards to return",
    StepKind.OVER: "the end of the game",
}

CHARACTER_HELP: dict[Character, str] = {
    Character.DUKE: "Tax: take 3 credits from the Treasury. Counters Foreign Aid.",
    Character.ASSASSIN: "Assassinate: pay 3 credits; a player of your choice loses one influence.",
    Character.CAPTAIN: "Steal: take up to 2 credits from another player. Counters Steal.",
    Character.AMBASSADOR: "Exchange: draw 2 cards from the Court Deck, then return 2. Counters Steal.",
    Character.CONTESSA: "Counters an assassination of yourself.",
}

_CAUSES: dict[Cause, str] = {
    Cause.COUP: "to a Coup",
    Cause.ASSASSINATION: "to an assassination",
    Cause.BLUFF: "for a claim not shown",
    Cause.CHALLENGE: "for a challenge that failed",
}


def the(c: Character) -> str:
    """'the Duke'."""
    return f"the {CHARACTER_TITLES[c]}"


def a(c: Character) -> str:
    """'a Duke', 'an Assassin'."""
    title = CHARACTER_TITLES[c]
    return f"{'an' if title[0] in 'AEIOU' else 'a'} {title}"


def card_list(cards: Sequence[Character]) -> str:
    """'the Duke and the Captain'."""
    return listing((the(c) for c in cards), empty="no card")


def credits(n: int) -> str:
    return plural(n, "credit")


class _Names:
    """Who is who, as the reader reads it: 'you' for the reader himself."""

    def __init__(self, names: Sequence[str], reader: int | None) -> None:
        self.names = names
        self.reader = reader

    def __call__(self, seat: int | None) -> str:
        if seat is None:
            return "nobody"
        if seat == self.reader:
            return "you"
        return self.names[seat] if 0 <= seat < len(self.names) else f"seat {seat + 1}"

    def cap(self, seat: int | None) -> str:
        text = self(seat)
        return text[0].upper() + text[1:]

    def verb(self, seat: int | None, third: str, second: str) -> str:
        """'Alba takes' / 'You take'."""
        return f"{self.cap(seat)} {second if seat == self.reader else third}"

    def his(self, seat: int | None) -> str:
        return "your" if seat == self.reader else "his"


# --- one function per event code ------------------------------------------------------------------------------
def game_started(e: GameStarted, n: _Names) -> str:
    mode = (
        f"a continuous game of {plural(e.rounds, 'round')}: an exiled player draws two new cards and plays on"
        if e.mode is Mode.CONTINUOUS
        else "the classic game: an exiled player is out, and the last player with influence wins"
    )
    order = listing(n(s) for s in e.order)
    return f"Nomicoup begins: {mode}. Turn order: {order}. Each player has 2 cards and {credits(2)}" + (
        f"; {n(e.starter)}, who starts, has {credits(1)}." if len(e.order) == 2 else "."
    )


def cards_dealt(e: CardsDealt, n: _Names) -> str:
    return f"{n.verb(e.seat, 'is', 'are')} dealt {card_list(e.cards)}."


def turn_began(e: TurnBegan, n: _Names) -> str:
    must = f" {n.cap(e.seat)} must launch a Coup (10 credits or more)." if e.must_coup else ""
    return f"Turn {e.turn} (round {e.round}): {n(e.seat)} to act.{must}"


_DECLARED: dict[Action, tuple[str, str]] = {
    Action.INCOME: ("takes Income", "take Income"),
    Action.FOREIGN_AID: ("asks for Foreign Aid", "ask for Foreign Aid"),
    Action.COUP: ("launches a Coup against {target}, paying {paid}", "launch a Coup against {target}, paying {paid}"),
    Action.TAX: ("collects Tax", "collect Tax"),
    Action.ASSASSINATE: (
        "orders the assassination of {target}, paying {paid}",
        "order the assassination of {target}, paying {paid}",
    ),
    Action.STEAL: ("steals from {target}", "steal from {target}"),
    Action.EXCHANGE: ("exchanges cards with the Court Deck", "exchange cards with the Court Deck"),
}


def action_declared(e: ActionDeclared, n: _Names) -> str:
    claim = f", claiming {the(e.claim)}" if e.claim is not None else ""
    third, second = _DECLARED[e.action]
    what = (second if e.seat == n.reader else third).format(target=n(e.target), paid=credits(e.paid))
    return f"{n.cap(e.seat)} {what}{claim}."


def challenged(e: Challenged, n: _Names) -> str:
    whose = "counteraction" if e.claim_of is ClaimOf.COUNTER else "claim"
    return f"{n.verb(e.seat, 'challenges', 'challenge')} {n(e.claimant)}'s {whose} to hold {the(e.character)}."


def countered(e: Countered, n: _Names) -> str:
    what = f"{n(e.actor)}'s {ACTION_TITLES[e.action]}"
    return f"{n.verb(e.seat, 'counters', 'counter')} {what}, claiming {the(e.character)}."


def passed(e: Passed, n: _Names) -> str:
    return f"{n.verb(e.seat, 'passes', 'pass')}."


def card_shown(e: CardShown, n: _Names) -> str:
    return (
        f"{n.verb(e.seat, 'shows', 'show')} {the(e.character)}: the claim stands. The card goes back into the Court "
        f"Deck and {n(e.seat)} {'draw' if e.seat == n.reader else 'draws'} a new one."
    )


def card_not_shown(e: CardNotShown, n: _Names) -> str:
    return f"{n.verb(e.seat, 'does', 'do')} not show {the(e.character)}."


def card_replaced(e: CardReplaced, n: _Names) -> str:
    return f"{n.verb(e.seat, 'draws', 'draw')} {the(e.character)} from the Court Deck."


def influence_lost(e: InfluenceLost, n: _Names) -> str:
    lot = " (chosen by lot at the deadline)" if e.by_lot else ""
    return f"{n.verb(e.seat, 'loses', 'lose')} {the(e.character)} {_CAUSES[e.cause]}{lot}."


def exiled(e: Exiled, n: _Names) -> str:
    times = "once" if e.exiles == 1 else "twice" if e.exiles == 2 else f"{e.exiles} times"
    return (
        f"{n.verb(e.seat, 'has', 'have')} no influence left and {'are' if e.seat == n.reader else 'is'} exiled "
        f"({times} now): {n.his(e.seat)} revealed cards go back into the Court Deck and "
        f"{n(e.seat)} {'draw' if e.seat == n.reader else 'draws'} two new cards."
    )


def new_influence(e: NewInfluence, n: _Names) -> str:
    return f"{n.verb(e.seat, 'draws', 'draw')} {card_list(e.cards)} as new influence."


def went_out(e: WentOut, n: _Names) -> str:
    are = "are" if e.seat == n.reader else "is"
    return f"{n.verb(e.seat, 'has', 'have')} no influence left and {are} out of the game; {e.left} still play."


def credits_taken(e: CreditsTaken, n: _Names) -> str:
    short = f" (the Treasury held only {credits(e.amount)})" if e.amount < e.asked else ""
    return f"{n.verb(e.seat, 'takes', 'take')} {credits(e.amount)} from the Treasury{short}."


def credits_paid(e: CreditsPaid, n: _Names) -> str:
    return f"{n.verb(e.seat, 'pays', 'pay')} {credits(e.amount)} to the Treasury."


def credits_stolen(e: CreditsStolen, n: _Names) -> str:
    return f"{n.verb(e.seat, 'takes', 'take')} {credits(e.amount)} from {n(e.target)}."


def credits_refunded(e: CreditsRefunded, n: _Names) -> str:
    return f"{n.verb(e.seat, 'gets', 'get')} {n.his(e.seat)} {credits(e.amount)} back from the Treasury."


def action_failed(e: ActionFailed, n: _Names) -> str:
    return f"{n.cap(e.seat)}'s {ACTION_TITLES[e.action]} has no effect."


def action_blocked(e: ActionBlocked, n: _Names) -> str:
    return f"{n.cap(e.by)}'s {CHARACTER_TITLES[e.character]} stops {n(e.seat)}'s {ACTION_TITLES[e.action]}."


def counter_failed(e: CounterFailed, n: _Names) -> str:
    return (
        f"{n.cap(e.seat)}'s counteraction fails: {n(e.actor)}'s {ACTION_TITLES[e.action]} goes ahead."
    )


def action_void(e: ActionVoid, n: _Names) -> str:
    return (
        f"{n.cap(e.target)} {'were' if e.target == n.reader else 'was'} exiled during this turn: "
        f"{n(e.seat)}'s {ACTION_TITLES[e.action]} no longer affects {'you' if e.target == n.reader else 'him'}."
    )


def exchange_cards(e: ExchangeCards, n: _Names) -> str:
    return f"{n.verb(e.seat, 'draws', 'draw')} {card_list(e.cards)} to exchange."


def exchanged(e: Exchanged, n: _Names) -> str:
    lot = " (chosen by lot at the deadline)" if e.by_lot else ""
    return f"{n.verb(e.seat, 'returns', 'return')} {plural(e.count, 'card')} to the Court Deck{lot}."


def cards_returned(e: CardsReturned, n: _Names) -> str:
    keep = "keep" if e.seat == n.reader else "keeps"
    return f"{n.verb(e.seat, 'returns', 'return')} {card_list(e.returned)} and {keep} {card_list(e.kept)}."


def defaulted(e: Defaulted, n: _Names) -> str:
    return f"The deadline passed: {STEP_TITLES[e.step]} of {n(e.seat)} takes its default."


def input_refused(e: InputRefused, n: _Names) -> str:
    return REFUSALS.get(e.reason, "That was not taken.")


def game_over(e: GameOver, n: _Names) -> str:
    why = {
        EndReason.ROUNDS: "the last round is played",
        EndReason.LAST_STANDING: "one player has influence left",
        EndReason.MODERATOR: "a moderator ended it",
    }[e.reason]
    ranking = "; ".join(f"{i}. {n(s)}" for i, s in enumerate(e.ranking, 1))
    return f"The game is over ({why}). {ranking}."


RENDER: dict[str, Callable[[Any, _Names], str]] = {
    "game_started": game_started,
    "cards_dealt": cards_dealt,
    "turn_began": turn_began,
    "action_declared": action_declared,
    "challenged": challenged,
    "countered": countered,
    "passed": passed,
    "card_shown": card_shown,
    "card_not_shown": card_not_shown,
    "card_replaced": card_replaced,
    "influence_lost": influence_lost,
    "exiled": exiled,
    "new_influence": new_influence,
    "went_out": went_out,
    "credits_taken": credits_taken,
    "credits_paid": credits_paid,
    "credits_stolen": credits_stolen,
    "credits_refunded": credits_refunded,
    "action_failed": action_failed,
    "action_blocked": action_blocked,
    "counter_failed": counter_failed,
    "action_void": action_void,
    "exchange_cards": exchange_cards,
    "exchanged": exchanged,
    "cards_returned": cards_returned,
    "defaulted": defaulted,
    "input_refused": input_refused,
    "game_over": game_over,
}


def render(event: CoupEvent, names: Sequence[str], reader: int | None = None) -> str:
    """One sentence for `event`, as `reader` reads it (None: the table)."""
    return RENDER[event.code](event, _Names(names, reader))
