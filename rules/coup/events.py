"""What happened in a step: one frozen dataclass per event kind, with a stable `code` and typed fields (seats,
characters, amounts), each tagged with who may see it (`rules.events.Audience`: public, or one seat).

No event holds a sentence: the bot words them (`bot.games.coup.words`, in each reader's language). Cards appear as
characters, and only in events whose audience may know them: a hand or a draw is told to its holder alone; a card
shown or revealed is public.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.coup.cards import Character
from rules.coup.state import Action, Cause, ClaimOf, EndReason, Mode, StepKind
from rules.events import PUBLIC, Audience


@dataclass(frozen=True, kw_only=True)
class CoupEvent:
    code: ClassVar[str] = ""
    audience: Audience = PUBLIC

    @property
    def public(self) -> bool:
        return self.audience.public


@dataclass(frozen=True, kw_only=True)
class GameStarted(CoupEvent):
    """The game is set up (COUP.md 2): `order` is the turn order from the starting player."""

    code: ClassVar[str] = "game_started"
    mode: Mode
    rounds: int
    starter: int
    order: tuple[int, ...]
    credits: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class CardsDealt(CoupEvent):
    """To one seat: the two cards he was dealt (2)."""

    code: ClassVar[str] = "cards_dealt"
    seat: int
    cards: tuple[Character, ...]


@dataclass(frozen=True, kw_only=True)
class TurnBegan(CoupEvent):
    code: ClassVar[str] = "turn_began"
    seat: int
    turn: int
    round: int
    must_coup: bool


@dataclass(frozen=True, kw_only=True)
class ActionDeclared(CoupEvent):
    """`claim`: the character claimed (None for a basic action); `paid`: the price paid on declaring it (3.5)."""

    code: ClassVar[str] = "action_declared"
    seat: int
    action: Action
    target: int | None
    claim: Character | None
    paid: int


@dataclass(frozen=True, kw_only=True)
class Challenged(CoupEvent):
    code: ClassVar[str] = "challenged"
    seat: int
    claimant: int
    character: Character
    claim_of: ClaimOf


@dataclass(frozen=True, kw_only=True)
class Countered(CoupEvent):
    code: ClassVar[str] = "countered"
    seat: int
    actor: int
    action: Action
    character: Character


@dataclass(frozen=True, kw_only=True)
class Passed(CoupEvent):
    code: ClassVar[str] = "passed"
    seat: int
    step: StepKind


@dataclass(frozen=True, kw_only=True)
class CardShown(CoupEvent):
    """The challenged player shows the claimed card and surrenders it into the Court Deck (5.2)."""

    code: ClassVar[str] = "card_shown"
    seat: int
    character: Character


@dataclass(frozen=True, kw_only=True)
class CardNotShown(CoupEvent):
    code: ClassVar[str] = "card_not_shown"
    seat: int
    character: Character


@dataclass(frozen=True, kw_only=True)
class CardReplaced(CoupEvent):
    """To one seat: the card he drew for the one he surrendered (5.2, 004 4.8)."""

    code: ClassVar[str] = "card_replaced"
    seat: int
    character: Character


@dataclass(frozen=True, kw_only=True)
class InfluenceLost(CoupEvent):
    """A face-down card turned face up (6.1). `by_lot`: the deadline passed and lot chose it."""

    code: ClassVar[str] = "influence_lost"
    seat: int
    character: Character
    cause: Cause
    by_lot: bool = False


@dataclass(frozen=True, kw_only=True)
class Exiled(CoupEvent):
    """Continuous: the seat had no face-down card; his revealed cards went back into the Court Deck and he drew two
    new ones (6.2). `exiles`: his exile count now."""

    code: ClassVar[str] = "exiled"
    seat: int
    exiles: int


@dataclass(frozen=True, kw_only=True)
class NewInfluence(CoupEvent):
    """To one seat: the two cards he drew on being exiled (6.2)."""

    code: ClassVar[str] = "new_influence"
    seat: int
    cards: tuple[Character, ...]


@dataclass(frozen=True, kw_only=True)
class WentOut(CoupEvent):
    """Classic: the seat lost his last influence and is out (6.3). `left`: how many players still have influence."""

    code: ClassVar[str] = "went_out"
    seat: int
    left: int


@dataclass(frozen=True, kw_only=True)
class CreditsTaken(CoupEvent):
    """From the Treasury: `amount` of the `asked` (at most what the Treasury holds, 1.2)."""

    code: ClassVar[str] = "credits_taken"
    seat: int
    amount: int
    asked: int
    action: Action


@dataclass(frozen=True, kw_only=True)
class CreditsPaid(CoupEvent):
    code: ClassVar[str] = "credits_paid"
    seat: int
    amount: int
    action: Action


@dataclass(frozen=True, kw_only=True)
class CreditsStolen(CoupEvent):
    code: ClassVar[str] = "credits_stolen"
    seat: int
    target: int
    amount: int


@dataclass(frozen=True, kw_only=True)
class CreditsRefunded(CoupEvent):
    """An action's price comes back: its claim was shown false (3.5, 8.7)."""

    code: ClassVar[str] = "credits_refunded"
    seat: int
    amount: int
    action: Action


@dataclass(frozen=True, kw_only=True)
class ActionFailed(CoupEvent):
    """The actor's claim was challenged and not shown: the action has no effect (5.2)."""

    code: ClassVar[str] = "action_failed"
    seat: int
    action: Action


@dataclass(frozen=True, kw_only=True)
class ActionBlocked(CoupEvent):
    """A counteraction stands: the action is stopped (4.2)."""

    code: ClassVar[str] = "action_blocked"
    seat: int
    action: Action
    by: int
    character: Character


@dataclass(frozen=True, kw_only=True)
class CounterFailed(CoupEvent):
    """A counteraction was challenged and not shown: it has no effect and the action goes ahead (5.2)."""

    code: ClassVar[str] = "counter_failed"
    seat: int
    character: Character
    actor: int
    action: Action


@dataclass(frozen=True, kw_only=True)
class ActionVoid(CoupEvent):
    """The action's target was exiled (or went out) earlier in this turn: it no longer affects him (5.3, 8.7)."""

    code: ClassVar[str] = "action_void"
    seat: int
    action: Action
    target: int


@dataclass(frozen=True, kw_only=True)
class ExchangeCards(CoupEvent):
    """To the exchanger: the two cards he drew from the Court Deck (3.4)."""

    code: ClassVar[str] = "exchange_cards"
    seat: int
    cards: tuple[Character, ...]


@dataclass(frozen=True, kw_only=True)
class Exchanged(CoupEvent):
    """The exchanger returned `count` cards face down and the Court Deck was shuffled (3.4)."""

    code: ClassVar[str] = "exchanged"
    seat: int
    count: int
    by_lot: bool = False


@dataclass(frozen=True, kw_only=True)
class CardsReturned(CoupEvent):
    """To the exchanger: which cards he returned and which he kept."""

    code: ClassVar[str] = "cards_returned"
    seat: int
    returned: tuple[Character, ...]
    kept: tuple[Character, ...]


@dataclass(frozen=True, kw_only=True)
class Defaulted(CoupEvent):
    """The deadline passed without an input from `seat`: the step's default was taken (7.2, 8.2, 8.6)."""

    code: ClassVar[str] = "defaulted"
    seat: int
    step: StepKind


@dataclass(frozen=True, kw_only=True)
class InputRefused(CoupEvent):
    """To one seat: an input of his was not taken; `reason` is the refusal's code (`rules.coup.validate`)."""

    code: ClassVar[str] = "input_refused"
    seat: int
    reason: str


@dataclass(frozen=True, kw_only=True)
class GameOver(CoupEvent):
    """`ranking`: the seats from first to last (6.3, 8.8)."""

    code: ClassVar[str] = "game_over"
    reason: EndReason
    ranking: tuple[int, ...]


EVENT_KINDS: tuple[type[CoupEvent], ...] = (
    GameStarted,
    CardsDealt,
    TurnBegan,
    ActionDeclared,
    Challenged,
    Countered,
    Passed,
    CardShown,
    CardNotShown,
    CardReplaced,
    InfluenceLost,
    Exiled,
    NewInfluence,
    WentOut,
    CreditsTaken,
    CreditsPaid,
    CreditsStolen,
    CreditsRefunded,
    ActionFailed,
    ActionBlocked,
    CounterFailed,
    ActionVoid,
    ExchangeCards,
    Exchanged,
    CardsReturned,
    Defaulted,
    InputRefused,
    GameOver,
)
EVENTS: dict[str, type[CoupEvent]] = {cls.code: cls for cls in EVENT_KINDS}
