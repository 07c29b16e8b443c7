"""Nomicoup's events and refusals in words, for a reader's language (issue 23: "the engine makes no English"): the
engine gives data (`rules.coup.events`: a code and typed fields; `rules.rejections.Rejection`: a code and its
numbers), and every sentence comes from the catalogue `bot/text/locales/<locale>/coup.ftl`.

- `event_text(event, names, locale, reader=None)`: one sentence for one event. A public event is the table's news
  and names everyone by name; a private one is told to its seat alone, in the second person ("You draw ...");
- `refusal_text(locale, code, data)`: the sentence of a refusal code (`rules.coup.validate`, `new_game`);
- `card`, `card_list`, `action`, `step_title`, `credits`: the names of things, in the form their slot needs.

Pure: no Discord, no clock.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Literal

from bot.text.i18n import Locale, has, listing, t
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
from rules.coup.state import ACTIONS, MAX_ROUNDS, MAX_SEATS, MIN_SEATS, MUST_COUP, Action, StepKind
from rules.rejections import Rejection

__all__ = [
    "RENDER",
    "action",
    "cap",
    "card",
    "card_list",
    "credits",
    "event_text",
    "ranking",
    "refusal_text",
    "rejection_text",
    "step_title",
]

Form = Literal["title", "object", "with"]


# --- the names of things ----------------------------------------------------------------------------------------
def card(locale: Locale, who: Character, form: Form = "object") -> str:
    """A character in the form its slot needs: 'Duke' (title), 'the Duke' / 'den Herzog' (object), 'the Duke' /
    'dem Herzog' (with)."""
    return t(locale, f"coup-card-{form}", card=who.value)


def card_list(
    locale: Locale, cards: Iterable[Character], form: Form = "object", conj: Literal["and", "or"] = "and"
) -> str:
    """'the Duke and the Captain' / 'den Herzog und den Kapitän'."""
    return listing(locale, (card(locale, c, form) for c in cards), conj, empty=t(locale, "coup-no-card"))


def action(locale: Locale, what: Action, actor: str = "", form: Literal["title", "subject", "object"] = "title") -> str:
    """'Steal' (title); "Alba's Steal" / 'der Diebstahl von Alba' (subject), ... / 'den Diebstahl von Alba' (object)."""
    if form == "title":
        return t(locale, "coup-action-title", action=what.value)
    return t(locale, f"coup-action-{form}", action=what.value, actor=actor)


def step_title(locale: Locale, kind: StepKind) -> str:
    """'the window to challenge or counter'."""
    return t(locale, "coup-step", step=kind.value)


def credits(locale: Locale, n: int) -> str:
    """'1 credit', '3 credits' / '3 Münzen'."""
    return t(locale, "coup-credits", count=n)


def cap(sentence: str) -> str:
    """The sentence with its first letter capital (a name may be written in lower case: 'alice')."""
    return sentence[:1].upper() + sentence[1:]


def ranking(locale: Locale, seats: Iterable[tuple[int, int]], names: Sequence[str]) -> str:
    """'1. Alba; 2. Bea' from (rank, seat) pairs."""
    return "; ".join(t(locale, "coup-rank", rank=rank, name=_name(names, seat)) for rank, seat in seats)


def _name(names: Sequence[str], seat: int | None) -> str:
    if seat is None or not 0 <= seat < len(names):
        return "?"
    return names[seat]


# --- refusals ---------------------------------------------------------------------------------------------------
_REFUSAL_NUMBERS: dict[str, int] = {
    "must": MUST_COUP,
    "coup": ACTIONS[Action.COUP].price,
    "assassinate": ACTIONS[Action.ASSASSINATE].price,
    "min": MIN_SEATS,
    "max": MAX_SEATS,
}


def refusal_text(locale: Locale, code: str, data: Mapping[str, object] | None = None) -> str:
    """The sentence of a refusal code (`coup-refuse-<code>`); an unknown code reads 'That was not taken.'. The
    numbers a sentence names come with the rejection, or are the rules' own (a refusal told in an event carries its
    code only)."""
    message = "coup-refuse-" + code.replace("_", "-")
    numbers: dict[str, object] = dict(_REFUSAL_NUMBERS)
    if code == "rounds":
        numbers["max"] = MAX_ROUNDS
    numbers.update(data or {})
    return t(locale, message if has(locale, message) else "coup-refuse-other", **numbers)


def rejection_text(rejection: Rejection, locale: Locale) -> str:
    return refusal_text(locale, rejection.code, rejection.data)


# --- one function per event code --------------------------------------------------------------------------------
class _Reading:
    """What an event's sentence needs: the reader's language and the players' names."""

    def __init__(self, names: Sequence[str], locale: Locale) -> None:
        self.names = names
        self.locale = locale

    def __call__(self, seat: int | None) -> str:
        return _name(self.names, seat)

    def t(self, message_id: str, **args: object) -> str:
        return t(self.locale, message_id, **args)

    def card(self, who: Character, form: Form = "object") -> str:
        return card(self.locale, who, form)

    def cards(self, cards: Iterable[Character]) -> str:
        return card_list(self.locale, cards)

    def credits(self, n: int) -> str:
        return credits(self.locale, n)

    def action(self, what: Action, actor: int, form: Literal["subject", "object"]) -> str:
        return action(self.locale, what, self(actor), form)


def game_started(e: GameStarted, r: _Reading) -> str:
    order = listing(r.locale, (r(s) for s in e.order))
    return r.t(
        "coup-event-game-started",
        mode=e.mode.value,
        rounds=e.rounds,
        order=order,
        players=len(e.order),
        starter=r(e.starter),
    )


def cards_dealt(e: CardsDealt, r: _Reading) -> str:
    return r.t("coup-event-cards-dealt", cards=r.cards(e.cards))


def turn_began(e: TurnBegan, r: _Reading) -> str:
    return r.t("coup-event-turn-began", turn=e.turn, round=e.round, name=r(e.seat), must=e.must_coup)


def action_declared(e: ActionDeclared, r: _Reading) -> str:
    return r.t(
        "coup-event-action-declared",
        action=e.action.value,
        name=r(e.seat),
        target=r(e.target),
        paid=r.credits(e.paid),
        claim=r.card(e.claim) if e.claim is not None else "",
    )


def challenged(e: Challenged, r: _Reading) -> str:
    return r.t(
        "coup-event-challenged", name=r(e.seat), claimant=r(e.claimant), of=e.claim_of.value, card=r.card(e.character)
    )


def countered(e: Countered, r: _Reading) -> str:
    return r.t(
        "coup-event-countered", name=r(e.seat), action=r.action(e.action, e.actor, "object"), card=r.card(e.character)
    )


def passed(e: Passed, r: _Reading) -> str:
    return r.t("coup-event-passed", name=r(e.seat))


def card_shown(e: CardShown, r: _Reading) -> str:
    return r.t("coup-event-card-shown", name=r(e.seat), card=r.card(e.character))


def card_not_shown(e: CardNotShown, r: _Reading) -> str:
    return r.t("coup-event-card-not-shown", name=r(e.seat), card=r.card(e.character))


def card_replaced(e: CardReplaced, r: _Reading) -> str:
    return r.t("coup-event-card-replaced", card=r.card(e.character))


def influence_lost(e: InfluenceLost, r: _Reading) -> str:
    return r.t(
        "coup-event-influence-lost", name=r(e.seat), card=r.card(e.character), cause=e.cause.value, by_lot=e.by_lot
    )


def exiled(e: Exiled, r: _Reading) -> str:
    return r.t("coup-event-exiled", name=r(e.seat), exiles=e.exiles)


def new_influence(e: NewInfluence, r: _Reading) -> str:
    return r.t("coup-event-new-influence", cards=r.cards(e.cards))


def went_out(e: WentOut, r: _Reading) -> str:
    return r.t("coup-event-went-out", name=r(e.seat), left=e.left)


def credits_taken(e: CreditsTaken, r: _Reading) -> str:
    return r.t("coup-event-credits-taken", name=r(e.seat), amount=r.credits(e.amount), short=e.amount < e.asked)


def credits_paid(e: CreditsPaid, r: _Reading) -> str:
    return r.t("coup-event-credits-paid", name=r(e.seat), amount=r.credits(e.amount))


def credits_stolen(e: CreditsStolen, r: _Reading) -> str:
    return r.t("coup-event-credits-stolen", name=r(e.seat), amount=r.credits(e.amount), target=r(e.target))


def credits_refunded(e: CreditsRefunded, r: _Reading) -> str:
    return r.t("coup-event-credits-refunded", name=r(e.seat), amount=r.credits(e.amount))


def action_failed(e: ActionFailed, r: _Reading) -> str:
    return r.t("coup-event-action-failed", action=r.action(e.action, e.seat, "subject"))


def action_blocked(e: ActionBlocked, r: _Reading) -> str:
    return r.t(
        "coup-event-action-blocked",
        by=r(e.by),
        character=r.card(e.character, "title"),
        action=r.action(e.action, e.seat, "object"),
    )


def counter_failed(e: CounterFailed, r: _Reading) -> str:
    return r.t("coup-event-counter-failed", name=r(e.seat), action=r.action(e.action, e.actor, "subject"))


def action_void(e: ActionVoid, r: _Reading) -> str:
    return r.t("coup-event-action-void", target=r(e.target), action=r.action(e.action, e.seat, "subject"))


def exchange_cards(e: ExchangeCards, r: _Reading) -> str:
    return r.t("coup-event-exchange-cards", cards=r.cards(e.cards))


def exchanged(e: Exchanged, r: _Reading) -> str:
    return r.t("coup-event-exchanged", name=r(e.seat), count=e.count, by_lot=e.by_lot)


def cards_returned(e: CardsReturned, r: _Reading) -> str:
    return r.t("coup-event-cards-returned", returned=r.cards(e.returned), kept=r.cards(e.kept))


def defaulted(e: Defaulted, r: _Reading) -> str:
    return r.t("coup-event-defaulted", step=step_title(r.locale, e.step), name=r(e.seat))


def input_refused(e: InputRefused, r: _Reading) -> str:
    return refusal_text(r.locale, e.reason)


def game_over(e: GameOver, r: _Reading) -> str:
    return r.t(
        "coup-event-game-over",
        reason=e.reason.value,
        ranking=ranking(r.locale, enumerate(e.ranking, 1), r.names),
    )


RENDER: dict[str, Callable[[Any, _Reading], str]] = {
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


def event_text(event: CoupEvent, names: Sequence[str], locale: Locale, reader: int | None = None) -> str:
    """One sentence for `event` in `locale`. `reader`: who reads it (None: the table). A private event reaches its
    own seat only and is written to him ("You draw ..."); a public one names everyone by name, whoever reads it."""
    return cap(RENDER[event.code](event, _Reading(names, locale)))
