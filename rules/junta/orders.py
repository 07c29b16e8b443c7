"""Orders: one typed order per kind. Every order a player gives is one of these frozen dataclasses.

Each kind is declared once, here, by its class: `KIND` (the stable key; what a player reads, 'A nomination', is
the catalogues' `order-title-<kind>`, bot/text/locales/*/rejections-validate.ftl), `PHASES` (the phases that accept
it, or "any"), `REBEL_ONLY` (rebel-only action: the President may not give it in the locations phase, and only there
may it wait on a condition) and `STAGE` (orders that may carry a condition resolve at this stage), `PUBLIC` (a public
act: the game channel is told as it is given, RULES 3.2). Its
check is registered beside the rules it checks (`@check(Kind)` in
`rules.junta.validate` or `rules.junta.validate_coup`). The tables the rest of the game reads are derived from these
declarations and from the one list of kinds, the `Order` union: `ORDER_TYPES`, `ANY_PHASE`, `PHASE_ORDERS`
(also importable from `rules.junta.validate`), and the phase registry's `accepts` (`rules.junta.engine`).

`key()` says which orders replace each other: the last stored order of a key counts (RULES 7). Most kinds have
one key per player; assassinations, card plays and nominations have one per card or candidate.
`Submitted` wraps an order with its player and its time (when its current version was stored).

Adding an order kind touches:
1. here: its class (a frozen dataclass of `OrderBase` with KIND, PHASES, and STAGE and REBEL_ONLY if they
   apply; `key()` if one player may give several at once) and its name in the `Order` union (the codec stores
   orders by class name, so never rename a class stored games hold);
2. its check: a function under `@check(Kind)` in `rules/junta/validate.py` (`rules/junta/validate_coup.py` for the
   coup); a kind that needs nothing beyond its phase says so with a check that returns () (as Decline does);
3. what it does: the resolver of its phase (`rules/junta/phases/<phase>.py`; orders of any phase in
   `rules/junta/engine.py`);
4. in the bot: its command (in `bot/games/junta/cogs/orders/`, with its family of orders), its title
   (`order-title-<kind>` in every catalogue: tests/bot/test_labels.py fails without it) and its text
   (`bot/games/junta/text/`, the help in `bot/games/junta/cogs/game.py`).
The phase tables and the registry follow; `tests/rules/test_order_kinds.py` fails, naming the kind, if a
declaration or the check is missing.
"""

from __future__ import annotations

import typing
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, Literal

from rules.junta.conditions import Condition, Stage
from rules.junta.offices import Office
from rules.junta.state import Location, Phase

SECRET_POLICE = "secret_police"
BROTHER_IN_LAW = -1  # in an appointment: the President's Brother-in-Law

Phases = tuple[Phase, ...] | Literal["any"]
"""The phases that accept an order kind, or "any" (every phase the game is not over in)."""
COUP_PHASES = (Phase.LOCATIONS, Phase.COUP)
"""Coup orders: given in the locations phase as rebel-only action (or standing orders), and in the coup."""


class Choice(StrEnum):
    YES = "yes"
    NO = "no"
    ABSTAIN = "abstain"


@dataclass(frozen=True)
class OrderBase:
    """What every order kind declares (see the module's docstring); the empty defaults fail the order-kind tests."""

    KIND: ClassVar[str] = ""
    PHASES: ClassVar[Phases] = ()
    REBEL_ONLY: ClassVar[bool] = False
    STAGE: ClassVar[Stage | None] = None  # orders that may carry a condition resolve at this stage
    PUBLIC: ClassVar[bool] = False  # a public act, told in the game channel as it is given (RULES 3.2)
    STRAW: ClassVar[bool] = False  # Mini-Junta: a leader may give it for a straw man of his (VARIANTS 10.6)

    def key(self) -> str:
        return self.KIND


# --- nominations and elections ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Nominate(OrderBase):
    """Nominate a player (yourself included) for President: in the nomination phase (web), or in ballot 1 of a
    classic election (VARIANTS 4.4.1: nominating without spending votes)."""

    KIND: ClassVar[str] = "nominate"
    PHASES = (Phase.NOMINATION, Phase.ELECTION)
    PUBLIC = True
    candidate: int

    def key(self) -> str:
        return f"nominate:{self.candidate}"


@dataclass(frozen=True)
class Second(OrderBase):
    """Second (support) a nomination."""

    KIND: ClassVar[str] = "second"
    PHASES = (Phase.NOMINATION,)
    PUBLIC = True
    candidate: int

    def key(self) -> str:
        return f"second:{self.candidate}"


@dataclass(frozen=True)
class Decline(OrderBase):
    """Decline your own nomination (web: in the nomination phase; classic: in either ballot of an election, VARIANTS
    4.4.2: votes for you are void, and it is final for that vote)."""

    KIND: ClassVar[str] = "decline"
    PHASES = (Phase.NOMINATION, Phase.ELECTION)
    PUBLIC = True


@dataclass(frozen=True)
class ElectionVote(OrderBase):
    """Vote for a candidate: all your votes (one in the first election); vote cards only when named."""

    KIND: ClassVar[str] = "election_vote"
    PHASES = (Phase.ELECTION,)
    candidate: int
    cards: tuple[int, ...] = ()


@dataclass(frozen=True)
class CastSource(OrderBase):
    """Classic (VARIANTS 4.1, 4.2.2, 4.4.3): cast one source of your votes in this ballot, for one side: a budget
    ballot's 'yes' or 'no', or a candidate in an election (his seat, as digits). `source` is the source's id
    ('office:minister', 'family', 'influence:17', 'card:4' for a vote card in hand). Each source is cast once per
    vote, in ballot 1 or in ballot 2: a second cast of a source ballot 1 cast is refused. R: inside one ballot a
    source's cast may be given again until the ballot closes (the last one counts), as every order of a phase
    (VARIANTS 4.2.3: "Inside one ballot, orders are simultaneous"); the sources not cast this way follow the
    player's whole-ballot order (ElectionVote, BudgetVote), if he gave one."""

    KIND: ClassVar[str] = "cast"
    STRAW = True
    PHASES = (Phase.ELECTION, Phase.BUDGET_VOTE)
    source: str
    side: str

    def key(self) -> str:
        return f"cast:{self.source}"


@dataclass(frozen=True)
class AppointIfElected(OrderBase):
    """Classic (VARIANTS 2.3.4): a candidate in a mid-round election gives 'if I am elected, appoint ...' with his
    election orders: (office, player) pairs. It stands for the whole election (both ballots and any re-vote; the
    last one given counts) and is carried out if he is elected: the offices he names go as named where still legal,
    the other holdings stay where legal, the rest by lot (his former offices first to families left without one)."""

    KIND: ClassVar[str] = "appoint_if_elected"
    PHASES = (Phase.ELECTION,)
    assignments: tuple[tuple[Office, int], ...]


# --- cabinet --------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Appoint(OrderBase):
    """The President's cabinet: (office, player id) pairs; BROTHER_IN_LAW (-1) for his Brother-in-Law.
    Offices left out stay vacant (allowed only when nobody could legally take them)."""

    KIND: ClassVar[str] = "appoint"
    PHASES = (Phase.CABINET,)
    assignments: tuple[tuple[Office, int], ...]


@dataclass(frozen=True)
class OppositionBrigade(OrderBase):
    """Mini-Junta (VARIANTS 10.3.1, 001 §17): the President names the brigade the opposition leader commands this
    round (default: last round's; round 1: lot)."""

    KIND: ClassVar[str] = "opposition_brigade"
    PHASES = (Phase.CABINET,)
    office: Office


@dataclass(frozen=True)
class NameMinister(OrderBase):
    """Mini-Junta for three (VARIANTS 11.3): the President names which of the other two real players is Minister;
    the other leads the opposition (default: last round's; round 1: lot)."""

    KIND: ClassVar[str] = "name_minister"
    PHASES = (Phase.CABINET,)
    player: int


# --- cards ------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayCard(OrderBase):
    """Play a card from your hand. `target` names a player (Intelligence, Spy in Switzerland); `option` says
    what Intelligence looks at ('hand', 'cash' or 'draw')."""

    KIND: ClassVar[str] = "play"
    STRAW = True
    PHASES = "any"
    card: int
    target: int | None = None
    option: str | None = None

    def key(self) -> str:
        return f"play:{self.card}"


MAX_HEAD_CHARS = 32
"""The longest name of a family's head (as long as a family name)."""


@dataclass(frozen=True)
class NameHead(OrderBase):
    """A family back from death names its new head (seed 000 "Dead Players Return": each dead player assumes a new
    role), shown beside the family name from then on; the family name, which orders use, does not change."""

    KIND: ClassVar[str] = "name_head"
    PHASES = (Phase.CABINET,)
    name: str


@dataclass(frozen=True)
class Discard(OrderBase):
    """Discard cards from your hand (to get down to the hand limit of 6)."""

    KIND: ClassVar[str] = "discard"
    STRAW = True
    PHASES = "any"
    cards: tuple[int, ...]


# --- budget -----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class NewWeapons(OrderBase):
    """The Minister of War gives New Weapons to a General, the Admiral, the Air Force Commander, or nobody."""

    KIND: ClassVar[str] = "new_weapons"
    PHASES = (Phase.BUDGET_DRAW,)
    office: Office | None


@dataclass(frozen=True)
class DrawBills(OrderBase):
    """The Foreign Minister or the Farm & Labor Secretary chooses how many bills (1-6) to draw."""

    KIND: ClassVar[str] = "draw_bills"
    PHASES = (Phase.BUDGET_DRAW,)
    office: Office
    count: int

    def key(self) -> str:
        return f"draw_bills:{self.office.value}"


@dataclass(frozen=True)
class ProposeBudget(OrderBase):
    """The President's budget: whole MP per player; the rest of the pool he pockets. `add` MP of his own cash
    join the pool. `bills` may say which denominations go to whom: (player, (3, 2, ...))."""

    KIND: ClassVar[str] = "budget"
    PHASES = (Phase.BUDGET_PROPOSAL,)
    totals: tuple[tuple[int, int], ...]
    add: int = 0
    bills: tuple[tuple[int, tuple[int, ...]], ...] = ()


@dataclass(frozen=True)
class Ballot:
    """How one ballot is cast: `default` for every office and influence vote, `split` per vote source
    ('office:minister', 'influence:<card>', 'bonus:socialist'), `cards` the vote cards used and how."""

    default: Choice = Choice.ABSTAIN
    split: tuple[tuple[str, Choice], ...] = ()
    cards: tuple[tuple[int, Choice], ...] = ()


@dataclass(frozen=True)
class BudgetVote(OrderBase):
    """Your vote on the budget, and (optionally) how to vote if a revote is called (default: the same)."""

    KIND: ClassVar[str] = "budget_vote"
    STRAW = True
    PHASES = (Phase.BUDGET_VOTE,)
    ballot: Ballot
    revote: Ballot | None = None


@dataclass(frozen=True)
class Trigger:
    """When a vote-time card fires: `result` 'passes', 'fails' or 'any'; within N votes if given."""

    result: str = "any"
    within: int | None = None


@dataclass(frozen=True)
class VoteCard(OrderBase):
    """Play Power Failure or Summer Recess (a revote) or Miscount (strike `target`'s votes) when `trigger`
    matches the count."""

    KIND: ClassVar[str] = "vote_card"
    PHASES = (Phase.BUDGET_VOTE,)
    card: int
    trigger: Trigger = Trigger()
    target: int | None = None

    def key(self) -> str:
        return f"vote_card:{self.card}"


@dataclass(frozen=True)
class SeizeChamber(OrderBase):
    """The Minister's decision after a failed budget: seize the Chamber (force it through) or not."""

    KIND: ClassVar[str] = "seize"
    STRAW = True
    PHASES = (Phase.MINISTER_DECISION,)
    seize: bool


# --- locations, assassinations, banking, rebel-only action ------------------------------------------------
@dataclass(frozen=True)
class ChooseLocation(OrderBase):
    """Where you spend the locations phase; None means into exile."""

    KIND: ClassVar[str] = "location"
    STRAW = True
    PHASES = (Phase.LOCATIONS,)
    location: Location | None


@dataclass(frozen=True)
class Assassinate(OrderBase):
    """Send an assassin (a card id, or SECRET_POLICE for the Minister) at `target` at `location` (the Burglar
    and the Bank Robber need no location)."""

    KIND: ClassVar[str] = "assassinate"
    STRAW = True
    PHASES = (Phase.LOCATIONS,)
    STAGE: ClassVar[Stage | None] = Stage.LOCATIONS
    assassin: int | str
    target: int
    location: Location | None = None
    condition: Condition | None = None

    def key(self) -> str:
        return f"assassinate:{self.assassin}"


@dataclass(frozen=True)
class Banking(OrderBase):
    """At the Bank: deposit or withdraw MP (-1 means everything)."""

    KIND: ClassVar[str] = "banking"
    STRAW = True
    PHASES = (Phase.LOCATIONS, Phase.AFTERMATH)
    STAGE: ClassVar[Stage | None] = Stage.BANKING
    deposit: int = 0
    withdraw: int = 0
    condition: Condition | None = None


@dataclass(frozen=True)
class RebelAction(OrderBase):
    """Take rebel-only action (move units or bombard) to start a coup. The coup engine refines this into unit
    orders; until then it records who would have been a Rebel."""

    KIND: ClassVar[str] = "rebel_action"
    PHASES = (Phase.LOCATIONS,)
    STAGE: ClassVar[Stage | None] = Stage.REBEL
    condition: Condition | None = None


# --- the coup (rebel-only action in the locations phase, Coup Phases 1-6, the aftermath) --------------------
Units = tuple[tuple[str, int], ...]  # (unit kind id, how many); empty: all of them


@dataclass(frozen=True)
class Move(OrderBase):
    """A stack move: some or all (`units` empty) of your units in one zone to an adjacent zone. A Helicopter alone
    may go on through `via` (two zones). Classic (VARIANTS 6.5.2, 001 §13.4): the Helicopter may carry units of its
    owner that start with it, who stop at `via` while it flies on; or, with `pick_up`, fly alone to `via`, pick up
    his units there that have not moved this phase, and take them on."""

    KIND: ClassVar[str] = "move"
    STRAW = True
    PHASES = COUP_PHASES
    REBEL_ONLY = True
    STAGE: ClassVar[Stage | None] = Stage.REBEL
    from_zone: int
    to_zone: int
    units: Units = ()
    via: int | None = None
    condition: Condition | None = None
    pick_up: bool = False

    def key(self) -> str:
        return f"move:{self.from_zone}:{self.to_zone}"


@dataclass(frozen=True)
class Land(OrderBase):
    """Land a Marine or Commandos (river zones), a Paratrooper or the intervention Helicopter (any zone); not a
    move. `then_to` moves them on at once to an adjacent zone, which uses one of your stack moves."""

    KIND: ClassVar[str] = "land"
    STRAW = True
    PHASES = COUP_PHASES
    REBEL_ONLY = True
    STAGE: ClassVar[Stage | None] = Stage.REBEL
    kind: str
    zone: int
    then_to: int | None = None
    condition: Condition | None = None

    def key(self) -> str:
        return f"land:{self.kind}"


@dataclass(frozen=True)
class Bombard(OrderBase):
    """An Airstrike (6 dice), the Gunboat (3 dice) or an intervention Air Strike on one player's units in one zone,
    before movement (web, RULES 4.6) or after it, before the first volley (classic, VARIANTS 6.7)."""

    KIND: ClassVar[str] = "bombard"
    STRAW = True
    PHASES = COUP_PHASES
    REBEL_ONLY = True
    STAGE: ClassVar[Stage | None] = Stage.REBEL
    weapon: str  # airstrike | gunboat | intervention_airstrike
    zone: int
    target: int
    condition: Condition | None = None

    def key(self) -> str:
        return f"bombard:{self.weapon}"


@dataclass(frozen=True)
class Fire(OrderBase):
    """Open fire in a zone at one player's units (combat happens there if the target is still there after
    movement)."""

    KIND: ClassVar[str] = "fire"
    STRAW = True
    PHASES = COUP_PHASES
    REBEL_ONLY = True
    STAGE: ClassVar[Stage | None] = Stage.REBEL
    zone: int
    target: int
    condition: Condition | None = None

    def key(self) -> str:
        return f"fire:{self.zone}"


@dataclass(frozen=True)
class Transfer(OrderBase):
    """Give control of some of your units in a zone to another player until the coup ends (before movement; an
    unmoved unit's move goes with it)."""

    KIND: ClassVar[str] = "transfer"
    STRAW = True
    PHASES = COUP_PHASES
    REBEL_ONLY = True
    zone: int
    to: int
    units: Units = ()

    def key(self) -> str:
        return f"transfer:{self.zone}:{self.to}"


@dataclass(frozen=True)
class PoliceResponse(OrderBase):
    """Coup Phase 1 only: the Minister sends Police to a zone where cards placed red units in the rebel-only
    action, on top of his normal move."""

    KIND: ClassVar[str] = "police_response"
    STRAW = True
    PHASES = (Phase.COUP,)
    from_zone: int
    to_zone: int
    count: int = 0  # 0: all his Police there

    def key(self) -> str:
        return f"police_response:{self.from_zone}"


@dataclass(frozen=True)
class PlayCoupCard(OrderBase):
    """Play a coup card: units placed in `zone` (where the card says 'any'), Bribe the Brigade on `count` units
    in `zone`, or Alliance Breaks / Annual Street Festival. `then_to` moves placed units on (one stack move)."""

    KIND: ClassVar[str] = "coup_card"
    PHASES = COUP_PHASES
    REBEL_ONLY = True
    STAGE: ClassVar[Stage | None] = Stage.REBEL
    card: int
    zone: int | None = None
    count: int = 0
    then_to: int | None = None
    condition: Condition | None = None

    def key(self) -> str:
        return f"coup_card:{self.card}"


@dataclass(frozen=True)
class LossOrder(OrderBase):
    """Standing: which of your units die first when you take losses (unit kind ids, first dies first)."""

    KIND: ClassVar[str] = "loss_order"
    STRAW = True
    PHASES = COUP_PHASES
    kinds: tuple[str, ...]


@dataclass(frozen=True)
class RetreatPermission(OrderBase):
    """Standing: whose retreating units you let into your zones (by default Rebels deny Loyalists and the
    reverse)."""

    KIND: ClassVar[str] = "retreat_permission"
    STRAW = True
    PHASES = COUP_PHASES
    allow: tuple[int, ...] = ()
    deny: tuple[int, ...] = ()


@dataclass(frozen=True)
class RetreatRoute(OrderBase):
    """Standing, one per zone: where your units in `zone` retreat to, an ordered list of adjacent zones tried
    before the defaults (seed 000 "Retreating": retreat orders may be as specific as the player wishes). Each listed
    zone still needs its occupants' leave. An empty list withdraws the route. It lasts until the coup ends."""

    KIND: ClassVar[str] = "retreat_route"
    STRAW = True
    PHASES = COUP_PHASES
    zone: int
    to: tuple[int, ...] = ()

    def key(self) -> str:
        return f"retreat_route:{self.zone}"


@dataclass(frozen=True)
class CoupVote(OrderBase):
    """Pro-Junta ('junta') or Pro-President ('president'): web, with Coup Phase 6's orders, default abstain (RULES
    4.6); classic, a declaration in the Coup Aftermath once Coup Phase 6 has resolved, default by status (VARIANTS
    6.13.1-6.13.2)."""

    KIND: ClassVar[str] = "coup_vote"
    STRAW = True
    PHASES = (Phase.COUP, Phase.AFTERMATH)
    side: str


@dataclass(frozen=True)
class Concede(OrderBase):
    """Classic (VARIANTS 6.12, 001 §13): agree who wins the coup ('president' or 'junta'). When every living player
    in the country concedes the same side in one coup phase, that phase resolves and the aftermath follows with
    that result. Default: no concession."""

    KIND: ClassVar[str] = "concede"
    PHASES = (Phase.COUP,)
    side: str


@dataclass(frozen=True)
class InterventionChoice(OrderBase):
    """The Foreign Minister's standing choice of intervention forces, best first (airstrikes, helicopter,
    paratroopers, commandos): when the die is rolled, he gets the first ones it allows (default: by lot)."""

    KIND: ClassVar[str] = "intervention"
    PHASES = COUP_PHASES
    forces: tuple[str, ...]


@dataclass(frozen=True)
class FiringSquad(OrderBase):
    """The President won the coup: send one Rebel to the firing squad (None: nobody). Classic: given before the
    declarations have decided the coup, it counts if the President wins (VARIANTS 6.13.1)."""

    KIND: ClassVar[str] = "firing_squad"
    PHASES = (Phase.AFTERMATH,)
    target: int | None


@dataclass(frozen=True)
class JuntaVote(OrderBase):
    """The Rebels won: a Rebel's vote in the Junta for the new President. `tie`: the Rebel Leader's standing order
    for a tie (classic, VARIANTS 6.14.2: "the Rebel Leader decides"), the tied candidates he prefers, best first.
    Classic: given before the declarations have decided the coup, it counts if the Rebels win (6.13.1)."""

    KIND: ClassVar[str] = "junta_vote"
    STRAW = True
    PHASES = (Phase.AFTERMATH,)
    candidate: int
    tie: tuple[int, ...] = ()


@dataclass(frozen=True)
class ExecuteIfElected(OrderBase):
    """The Rebels won: 'if I am elected, execute X' (None: nobody)."""

    KIND: ClassVar[str] = "execute_if_elected"
    PHASES = (Phase.AFTERMATH,)
    target: int | None


@dataclass(frozen=True)
class SafePassage(OrderBase):
    """During a coup: let an exile return through an embassy where you have a unit."""

    KIND: ClassVar[str] = "safe_passage"
    PHASES = (Phase.COUP,)
    player: int
    embassy: int

    def key(self) -> str:
        return f"safe_passage:{self.player}"


# --- any time ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Resign(OrderBase):
    """The President resigns; effective when the current phase resolves; an election follows."""

    KIND: ClassVar[str] = "resign"
    PHASES = "any"


@dataclass(frozen=True)
class ReturnFromExile(OrderBase):
    """Come back from exile when the current phase resolves (the Minister may have you executed)."""

    KIND: ClassVar[str] = "return"
    PHASES = "any"
    embassy: int | None = None  # during a coup: the embassy you come back through
    bribe: int | None = None  # classic: a Bribe the Assassin card, paid on return, stops the Minister's shooting


@dataclass(frozen=True)
class ExecuteOnReturn(OrderBase):
    """The Minister's standing list of exiles to execute if they return."""

    KIND: ClassVar[str] = "execute_on_return"
    PHASES = "any"
    players: tuple[int, ...]


@dataclass(frozen=True)
class BrotherInLawChoice(OrderBase):
    """The President's standing order: which vacated office his Brother-in-Law takes first."""

    KIND: ClassVar[str] = "brother_in_law"
    PHASES = "any"
    offices: tuple[Office, ...]


@dataclass(frozen=True)
class PresidentChoice(OrderBase):
    """Mini-Junta (VARIANTS 10.4, 001 §17.2): whom you make President if the presidency falls vacant in this phase
    and your faction has the most votes (default: yourself)."""

    KIND: ClassVar[str] = "president_choice"
    PHASES = "any"
    player: int


# The one list of order kinds: the type of an order for mypy and the codec; ORDER_TYPES is read from it.
Order = (
    Nominate
    | Second
    | Decline
    | ElectionVote
    | CastSource
    | AppointIfElected
    | Appoint
    | OppositionBrigade
    | NameMinister
    | NameHead
    | PlayCard
    | Discard
    | NewWeapons
    | DrawBills
    | ProposeBudget
    | BudgetVote
    | VoteCard
    | SeizeChamber
    | ChooseLocation
    | Assassinate
    | Banking
    | RebelAction
    | Move
    | Land
    | Bombard
    | Fire
    | Transfer
    | PoliceResponse
    | PlayCoupCard
    | LossOrder
    | RetreatPermission
    | RetreatRoute
    | CoupVote
    | Concede
    | InterventionChoice
    | FiringSquad
    | JuntaVote
    | ExecuteIfElected
    | SafePassage
    | Resign
    | ReturnFromExile
    | ExecuteOnReturn
    | BrotherInLawChoice
    | PresidentChoice
)

ORDER_TYPES: tuple[type[OrderBase], ...] = typing.get_args(Order)
"""Every order kind, in the order of the `Order` union."""


def any_phase(kinds: Iterable[type[OrderBase]]) -> tuple[type[OrderBase], ...]:
    """The kinds accepted in any phase."""
    return tuple(k for k in kinds if k.PHASES == "any")


def phase_orders(kinds: Iterable[type[OrderBase]]) -> dict[Phase, tuple[type[OrderBase], ...]]:
    """For every phase, the kinds that belong to it (the kinds of any phase left out: they are in `any_phase`)."""
    listed = tuple(kinds)
    return {ph: tuple(k for k in listed if isinstance(k.PHASES, tuple) and ph in k.PHASES) for ph in Phase}


ANY_PHASE = any_phase(ORDER_TYPES)
PHASE_ORDERS = phase_orders(ORDER_TYPES)


@dataclass(frozen=True)
class Submitted:
    """An order as stored: who gave it and when (a monotonic number; equal times are ordered by lot)."""

    player: int
    order: Order
    time: int


# --- immediate actions (not orders: they happen at once) ---------------------------------------------------
@dataclass(frozen=True)
class GiveCash:
    """Give MP of your cash to another player at once (bills chosen to pay it exactly)."""

    to: int
    amount: int


@dataclass(frozen=True)
class GiveCards:
    """Give cards from your hand to another player at once."""

    to: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class Trade:
    """A trade `offerer` proposed and `to` accepts: both sides move together or not at all."""

    offerer: int
    to: int
    give_cash: int = 0
    give_cards: tuple[int, ...] = ()
    get_cash: int = 0
    get_cards: tuple[int, ...] = ()


@dataclass(frozen=True)
class StrawSwap:
    """Mini-Junta (VARIANTS 10.6, 001 §17.1): a real player swaps one of his hand cards for one hidden card of a
    straw man of his faction, at most once per straw man per round."""

    to: int  # the straw man
    give: int  # the leader's card
    take: int  # the straw man's card


Action = GiveCash | GiveCards | Trade | StrawSwap
