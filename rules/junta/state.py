"""The game state: frozen dataclasses, changed only by `dataclasses.replace` inside the engine."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from rules.junta.mapview import Battle, Bombardment, Control, Move, Placement, Retreat
from rules.junta.money import Bill
from rules.junta.offices import Office
from rules.junta.units import Unit
from rules.junta.variants import Options


class Phase(StrEnum):
    NOMINATION = "nomination"
    ELECTION = "election"  # the first election, and every presidential election later (emergency, resignation)
    CABINET = "cabinet"
    BUDGET_DRAW = "budget_draw"
    BUDGET_PROPOSAL = "budget_proposal"
    BUDGET_VOTE = "budget_vote"
    MINISTER_DECISION = "minister_decision"
    LOCATIONS = "locations"
    COUP = "coup"  # Coup Phases 1-6 (the number is in GameState.coup.phase)
    AFTERMATH = "aftermath"
    GAME_OVER = "game_over"


class Status(StrEnum):
    ALIVE = "alive"
    DEAD = "dead"
    EXILED = "exiled"


class Location(StrEnum):
    HOME = "home"
    HQ = "hq"
    BANK = "bank"
    CLUB = "club"
    MISTRESS = "mistress"


LOCATION_TITLES: dict[Location, str] = {
    Location.HOME: "Home",
    Location.HQ: "Headquarters",
    Location.BANK: "the Bank",
    Location.CLUB: "the Club",
    Location.MISTRESS: "the Mistress",
}


class BankState(StrEnum):
    OPEN = "open"
    CLOSED = "closed"  # for the rest of the turn (failed budget not seized, or Bank Holiday)
    LUNCH = "lunch"  # closed for lunch: the Chamber was seized; reopens after any coup has resolved


class ElectionKind(StrEnum):
    FIRST = "first"
    EMERGENCY = "emergency"  # the President died
    RESIGNATION = "resignation"
    VACANCY = "vacancy"  # a turn began with no President


@dataclass(frozen=True)
class Player:
    """A family (RULES 1). `hand` lists card ids oldest first; `influence` the influence cards in play."""

    id: int
    name: str
    status: Status = Status.ALIVE
    pocket: tuple[Bill, ...] = ()
    bank: tuple[Bill, ...] = ()
    hand: tuple[int, ...] = ()
    influence: tuple[int, ...] = ()
    location: Location | None = None
    rebel: bool = False
    positionless: bool = False  # a returned exile, until the next cabinet
    died_turn: int | None = None
    returned_turn: int | None = None  # the turn he came back from death
    head: str | None = None  # the family's head, once a returning family has named one
    kept_offices: tuple[Office, ...] = ()  # classic: the offices an exile keeps while abroad (VARIANTS 5.7.2)
    straw: bool = False  # Mini-Junta: a straw man, whose faction's leader decides for him (VARIANTS 10.1.3)
    faction: str | None = None  # a straw man's faction: "government", "opposition", or None before the first roll

    @property
    def family(self) -> str:
        """The family as players read it: "the Alvarez family", or "the Alvarez family, led by Rosa"."""
        return f"the {self.name} family" + (f", led by {self.head}" if self.head else "")

    @property
    def alive(self) -> bool:
        return self.status is Status.ALIVE

    @property
    def card_count(self) -> int:
        """Cards toward the hand limit: the hand plus influence in play."""
        return len(self.hand) + len(self.influence)


@dataclass(frozen=True)
class Seat:
    """Who holds an office: a player, the President's Brother-in-Law, or nobody (frozen)."""

    office: Office
    holder: int | None = None
    brother_in_law: bool = False

    @property
    def frozen(self) -> bool:
        return self.holder is None and not self.brother_in_law


@dataclass(frozen=True)
class Budget:
    """A recorded budget proposal. `totals` is public; `bills`, `added` and `skim` are the President's secret."""

    proposer: int
    totals: tuple[tuple[int, int], ...]
    bills: tuple[tuple[int, tuple[Bill, ...]], ...]
    skim: tuple[Bill, ...]
    added: tuple[Bill, ...] = ()
    default: bool = False

    def total_for(self, player: int) -> int:
        return dict(self.totals).get(player, 0)


@dataclass(frozen=True)
class VoteResult:
    passed: bool
    yes: int
    no: int
    ballots: int = 1


@dataclass(frozen=True)
class CastVote:
    """A source of votes cast in ballot 1 of a two-ballot vote (classic, VARIANTS 4.2): public once ballot 1
    resolves. `source`: 'office:minister', 'family', 'influence:17', 'card:42'; `choice`: 'yes'/'no' in a budget
    vote, the candidate's player id (as text) in an election; `label`: a stable word for the source (`votes.Source`),
    not what players read: the bot names the source from `source` in the reader's language."""

    player: int
    source: str
    votes: int
    choice: str
    label: str


@dataclass(frozen=True)
class Election:
    """A presidential election in progress. `round` 0 is the first vote, 1-3 the re-votes among the tied."""

    kind: ElectionKind
    candidates: tuple[int, ...]
    round: int = 0
    resume: Phase = Phase.CABINET
    new_turn: bool = False  # the turn ended before the election: a new turn begins after it
    outgoing: int | None = None  # a resigning President
    # classic (VARIANTS 2.3.4): each candidate's standing "if I am elected, appoint ..." (secret: never in a view
    # but his own), as (candidate, ((office, player), ...))
    if_elected: tuple[tuple[int, tuple[tuple[Office, int], ...]], ...] = ()


@dataclass(frozen=True)
class Draws:
    """Bills drawn for this turn's budget (private to each drawer and to the President)."""

    foreign_minister: tuple[Bill, ...] = ()
    farm_labor: tuple[Bill, ...] = ()
    president: tuple[Bill, ...] = ()


@dataclass(frozen=True)
class Stats:
    """Per-player statistics for the end awards."""

    player: int
    kills: int = 0
    deaths: int = 0
    terms: int = 0  # times elected President
    budgets_passed: int = 0
    budgets_failed: int = 0
    skimmed: int = 0
    deposited: int = 0
    exiles: int = 0
    rebellions: int = 0


@dataclass(frozen=True)
class Standing:
    """One line of the final ranking."""

    rank: int
    player: int
    swiss: int


@dataclass(frozen=True)
class CoupLog:
    """What happened in the last coup phase, for the map (public facts only)."""

    moves: tuple[Move, ...] = ()
    bombardments: tuple[Bombardment, ...] = ()
    battles: tuple[Battle, ...] = ()
    retreats: tuple[Retreat, ...] = ()
    placements: tuple[Placement, ...] = ()


@dataclass(frozen=True)
class Coup:
    """A coup in progress. `phase` 0 is the rebel-only action, 1-6 the coup phases. `units` are the counters
    (rules.junta.units.Unit) on and off the map."""

    phase: int = 0
    units: tuple[Unit, ...] = ()
    next_id: int = 0
    airstrikes_left: int = 3
    intervention_roll: int | None = None
    intervention: tuple[str, ...] = ()
    intervention_airstrikes_left: int = 0
    police_response_zones: tuple[int, ...] = ()
    log: CoupLog = field(default_factory=CoupLog)
    loss_orders: tuple[tuple[int, tuple[str, ...]], ...] = ()
    permissions: tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...] = ()
    retreat_routes: tuple[tuple[int, int, tuple[int, ...]], ...] = ()  # (player, zone, zones to try in order)
    votes: tuple[tuple[int, str], ...] = ()
    control: tuple[Control, ...] = ()
    result: str | None = None  # "junta" or "president" once decided (classic: by the aftermath's declarations)
    safe_passage: tuple[tuple[int, int], ...] = ()  # (embassy zone, exile) granted this phase


@dataclass(frozen=True)
class GameState:
    variant: str
    players: tuple[Player, ...]
    money_deck: tuple[Bill, ...]
    political_deck: tuple[int, ...]
    phase: Phase = Phase.NOMINATION
    turn: int = 0
    seq: int = 0  # phases resolved so far
    president: int | None = None
    seats: tuple[Seat, ...] = ()
    previous_cabinet: tuple[Seat, ...] = ()
    discards: tuple[int, ...] = ()
    pool: tuple[Bill, ...] = ()
    out_of_play: tuple[Bill, ...] = ()
    bills_drawn: int = 0
    draws: Draws = field(default_factory=Draws)
    budget: Budget | None = None
    budget_round: int = 0
    vote: VoteResult | None = None
    ballot: int = 0  # 2 while the second ballot of a two-ballot vote is open (classic, VARIANTS 4.2); else 0
    first_ballot: tuple[CastVote, ...] = ()  # what ballot 1 cast, while ballot 2 is open
    bank: BankState = BankState.OPEN
    coup_excuse: bool = False
    excuse_from_budget: bool = False
    chamber_seized: bool = False
    new_weapons: Office | None = None
    church_desecrated: bool = False
    farmers_strike: bool = False
    authority_disputed: bool = False
    secret_police_bank_turn: int | None = None
    election: Election | None = None
    candidates: tuple[int, ...] = ()
    minister_return_list: tuple[int, ...] = ()
    bil_preference: tuple[Office, ...] = ()
    first_rebel: int | None = None
    stats: tuple[Stats, ...] = ()
    ranking: tuple[Standing, ...] = ()
    coup: Coup | None = None
    options: Options = field(default_factory=Options)  # the game's choices among its variant's options
    opposition: int | None = None  # Mini-Junta: the real player who leads the opposition faction (VARIANTS 10.1.1)
    swapped: tuple[int, ...] = ()  # Mini-Junta: the straw men a card was swapped with this round (10.6)

    # --- lookups -------------------------------------------------------------------------------------------
    def player(self, pid: int) -> Player:
        return self.players[pid]

    def seat(self, office: Office) -> Seat:
        for s in self.seats:
            if s.office is office:
                return s
        return Seat(office)

    def holder(self, office: Office) -> int | None:
        return self.seat(office).holder

    def offices_of(self, pid: int) -> tuple[Office, ...]:
        return tuple(s.office for s in self.seats if s.holder == pid)

    def actor(self, office: Office) -> int | None:
        """Who gives the orders of an office: its holder, the President for his Brother-in-Law, else nobody."""
        s = self.seat(office)
        if s.holder is not None:
            return s.holder if self.players[s.holder].alive else None
        if s.brother_in_law and self.president is not None:
            return self.president
        return None

    def acts_for(self, pid: int) -> tuple[Office, ...]:
        """Offices whose orders this player gives (his own, and the Brother-in-Law's if President)."""
        out = [s.office for s in self.seats if s.holder == pid]
        if pid == self.president:
            out.extend(s.office for s in self.seats if s.brother_in_law)
        return tuple(out)

    @property
    def brother_in_law(self) -> Office | None:
        for s in self.seats:
            if s.brother_in_law:
                return s.office
        return None

    def living(self) -> tuple[int, ...]:
        return tuple(p.id for p in self.players if p.alive)

    @property
    def over(self) -> bool:
        return self.phase is Phase.GAME_OVER
