"""The only ways hidden information leaves the engine: `public_view`, `player_view` and `redact`.

Public: offices, who is alive, dead or in exile, influence in play, the New Weapons assignment once made, the
budget totals once proposed, vote tallies, the bank's state, the coup excuse, the money deck's progress, the
number of cards in each deck. Private (never in a public view or event): hands, cash, Swiss accounts, drawn
bills, locations, assassination targets, the skim, orders.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from rules.events import Audience, Event
from rules.junta import appointments, ballots, straw
from rules.junta.cards import card
from rules.junta.mapview import CabinetRow, CabinetView, CoupMapView, Family, MoneyDeckView, Stack
from rules.junta.military import belongs, controller, stack_moves, start_units
from rules.junta.money import KNOWN_BILLS, Bill, total
from rules.junta.offices import Office
from rules.junta.state import BankState, CastVote, GameState, Phase, Standing, Status
from rules.junta.units import KINDS, Kind
from rules.junta.variants import rules_of
from rules.junta.votes import Source, sources


@dataclass(frozen=True)
class PublicPlayer:
    id: int
    name: str
    status: Status
    offices: tuple[Office, ...]
    influence: tuple[str, ...]
    rebel: bool
    cards: int = 0  # cards held toward the hand limit (public, RULES 2)
    head: str | None = None  # the family's head, once a family back from death has named one
    kept_offices: tuple[Office, ...] = ()  # classic: the offices an exile keeps while abroad (VARIANTS 5.7.2)
    straw: bool = False  # Mini-Junta: a straw man (VARIANTS 10.1.3)
    faction: str | None = None  # a straw man's faction, public once rolled (10.5.2)
    leader: int | None = None  # who decides for this straw man now (10.6), public as his faction is

    @property
    def family(self) -> str:
        """"the Alvarez family", or "the Alvarez family, led by Rosa"."""
        return f"the {self.name} family" + (f", led by {self.head}" if self.head else "")


@dataclass(frozen=True)
class PublicView:
    variant: str
    turn: int
    phase: Phase
    seq: int
    president: int | None
    players: tuple[PublicPlayer, ...]
    cabinet: CabinetView
    brother_in_law: Office | None
    frozen: tuple[Office, ...]
    bank: BankState
    coup_excuse: bool
    new_weapons: Office | None
    money: MoneyDeckView
    political_deck: int
    discards: int
    budget_totals: tuple[tuple[int, int], ...]
    budget_passed: bool | None
    candidates: tuple[int, ...]
    election_round: int
    first_rebel: int | None
    ranking: tuple[Standing, ...]
    coup_phase: int | None = None  # 0: the rebel-only action; 1-6: the coup phases
    coup_result: str | None = None  # once decided: "junta" or "president" (classic: after the declarations)
    coup_votes: tuple[tuple[int, str], ...] = ()  # once the coup is decided: each player's side (published)
    ballots: int = 1  # ballots per vote in this variant (classic: 2, VARIANTS 4.2)
    ballot: int = 0  # in a vote of two ballots: which one is open (1 or 2); 0 outside votes or with one ballot
    first_ballot: tuple[CastVote, ...] = ()  # ballot 1's votes, public once it resolved (VARIANTS 4.2.3)
    show_money_deck: bool = True  # classic: nobody may count the money deck (VARIANTS 7.3); shown unless false


@dataclass(frozen=True)
class PlayerView:
    """A player's Status Page: the public view plus his own secrets."""

    public: PublicView
    player: int
    pocket: tuple[Bill, ...]
    bank: tuple[Bill, ...]
    hand: tuple[int, ...]
    hand_titles: tuple[str, ...]
    location: str | None
    acts_for: tuple[Office, ...]
    pool: tuple[Bill, ...]  # the budget pool (the President only)
    drawn: tuple[Bill, ...]  # bills this player drew for this turn's budget
    skim: tuple[Bill, ...]  # the President's own skim once proposed
    votes: tuple[tuple[str, int], ...] = ()  # his vote sources: (what, votes), e.g. ("Admiral", 1)
    vote_sources: tuple[Source, ...] = ()  # the same sources with their ids, for the reader's language
    units: tuple[tuple[int, str, int], ...] = ()  # in a coup: (zone, unit kind's title, count) of units he commands
    off_map: tuple[tuple[str, int], ...] = ()  # in a coup: units he commands not yet on the map (kind's title, count)
    stack_moves: int = 0  # in a coup: his stack moves per phase
    airstrikes_left: int | None = None  # in a coup, for the Air Force Commander: Airstrikes left this coup
    gunboat: bool = False  # in a coup, for the Admiral: the Gunboat fires once per phase
    secret_police_bank_barred: bool = False  # the Minister: the Secret Police went to the Bank last turn
    intervention_airstrikes_left: int = 0  # in a coup, for the Foreign Minister: the intervention's Airstrikes left
    to_cast: tuple[Source, ...] = ()  # classic, in a vote: his sources not cast yet, vote cards included (4.2.2)
    appoints_if_elected: bool = False  # classic: a candidate whose election would let him reassign at once (2.3.4)
    if_elected: tuple[tuple[Office, int], ...] = ()  # classic: his standing "if I am elected, appoint ..." (2.3.4)

    @property
    def cash(self) -> int:
        return total(self.pocket)

    @property
    def swiss(self) -> int:
        return total(self.bank)


def cabinet_view(state: GameState) -> CabinetView:
    rows: list[CabinetRow] = []
    for office in rules_of(state).offices:
        seat = state.seat(office)
        if seat.brother_in_law:
            rows.append(CabinetRow(office.value, None, "brother_in_law"))
        elif seat.holder is not None:
            rows.append(CabinetRow(office.value, state.players[seat.holder].name, "held"))
        else:
            status = "frozen" if state.seats else "vacant"
            rows.append(CabinetRow(office.value, None, status))  # type: ignore[arg-type]
    return CabinetView(
        turn=state.turn,
        president=state.players[state.president].name if state.president is not None else None,
        rows=tuple(rows),
        dead=tuple(p.name for p in state.players if p.status is Status.DEAD),
        exiled=tuple(p.name for p in state.players if p.status is Status.EXILED),
    )


_LAST_PUBLIC: tuple[GameState, PublicView] | None = None
"""The last state's public view: a pure function of the (immutable) state, which every player's view of that state
holds (a phase's opening DMs, a computer family deciding for its straw men: one state, a view each). One pair,
replaced whole, so a thread of the engine reading it sees a pair that belongs together."""


def public_view(state: GameState) -> PublicView:
    global _LAST_PUBLIC
    last = _LAST_PUBLIC
    if last is not None and last[0] is state:
        return last[1]
    view = _public_view(state)
    _LAST_PUBLIC = (state, view)
    return view


def _public_view(state: GameState) -> PublicView:
    budget_public = state.phase not in (Phase.BUDGET_PROPOSAL,) and state.budget is not None
    e = state.election
    return PublicView(
        variant=state.variant,
        turn=state.turn,
        phase=state.phase,
        seq=state.seq,
        president=state.president,
        players=tuple(
            PublicPlayer(
                p.id,
                p.name,
                p.status,
                state.offices_of(p.id),
                tuple(card(c).key for c in p.influence),
                p.rebel,
                p.card_count,
                p.head,
                p.kept_offices,
                p.straw,
                p.faction,
                straw.leader(state, p.id) if p.straw else None,
            )
            for p in state.players
        ),
        cabinet=cabinet_view(state),
        brother_in_law=state.brother_in_law,
        frozen=tuple(s.office for s in state.seats if s.frozen),
        bank=state.bank,
        coup_excuse=state.coup_excuse or state.excuse_from_budget or state.chamber_seized,
        new_weapons=state.new_weapons,
        money=MoneyDeckView(drawn=state.bills_drawn, known_total=KNOWN_BILLS),
        political_deck=len(state.political_deck),
        discards=len(state.discards),
        budget_totals=state.budget.totals if budget_public and state.budget else (),
        budget_passed=state.vote.passed if state.vote else None,
        candidates=e.candidates if e else (),
        election_round=e.round if e else 0,
        first_rebel=state.first_rebel,
        ranking=state.ranking,
        coup_phase=state.coup.phase if state.coup is not None else None,
        coup_result=state.coup.result if state.coup is not None else None,
        coup_votes=state.coup.votes if state.coup is not None and state.coup.result is not None else (),
        ballots=rules_of(state).ballots,
        ballot=_ballot(state),
        first_ballot=state.first_ballot,
        show_money_deck=rules_of(state).show_money_deck,
    )


def _ballot(state: GameState) -> int:
    """Which ballot of a two-ballot vote is open (0 when none is)."""
    if rules_of(state).ballots < 2 or state.phase not in (Phase.ELECTION, Phase.BUDGET_VOTE):
        return 0
    return 2 if state.ballot == 2 else 1


def player_view(state: GameState, player: int) -> PlayerView:
    p = state.players[player]
    president = player == state.president
    drawn: tuple[Bill, ...] = ()
    if state.actor(Office.FOREIGN_MINISTER) == player:
        drawn += state.draws.foreign_minister
    if state.actor(Office.FARM_LABOR) == player:
        drawn += state.draws.farm_labor
    if president:
        drawn = state.draws.foreign_minister + state.draws.farm_labor + state.draws.president
    return PlayerView(
        public=public_view(state),
        player=player,
        pocket=p.pocket,
        bank=p.bank,
        hand=p.hand,
        hand_titles=tuple(card(c).title for c in p.hand),
        location=p.location.value if p.location else None,
        acts_for=state.acts_for(player),
        pool=state.pool if president else (),
        drawn=drawn,
        skim=state.budget.skim if president and state.budget else (),
        votes=tuple((src.label, src.votes) for src in sources(state, player)),
        vote_sources=sources(state, player),
        units=_units_by_zone(state, player),
        off_map=_off_map(state, player),
        stack_moves=stack_moves(state, player) if state.coup is not None else 0,
        airstrikes_left=(
            state.coup.airstrikes_left
            if state.coup is not None and Office.AIR_FORCE in state.acts_for(player)
            else None
        ),
        gunboat=state.coup is not None and Office.ADMIRAL in state.acts_for(player),
        intervention_airstrikes_left=(
            state.coup.intervention_airstrikes_left
            if state.coup is not None and Office.FOREIGN_MINISTER in state.acts_for(player)
            else 0
        ),
        secret_police_bank_barred=(
            Office.MINISTER in state.acts_for(player) and state.secret_police_bank_turn == state.turn - 1
        ),
        to_cast=_to_cast(state, player),
        appoints_if_elected=(
            state.election is not None
            and player in state.election.candidates
            and appointments.if_elected_refusal(state) is None
        ),
        if_elected=dict(state.election.if_elected).get(player, ()) if state.election is not None else (),
    )


def _to_cast(state: GameState, player: int) -> tuple[Source, ...]:
    """In a vote of a game that casts source by source (classic, VARIANTS 4.2.2): what he has not cast yet."""
    if state.phase not in (Phase.ELECTION, Phase.BUDGET_VOTE) or not rules_of(state).votes_by_source:
        return ()
    if state.phase is Phase.ELECTION and state.players[player].straw:
        return ()  # straw men do not vote for President (VARIANTS 11.2)
    return ballots.left(state, player)


def _units_by_zone(state: GameState, player: int) -> tuple[tuple[int, str, int], ...]:
    if state.coup is None:
        return ()
    counts: dict[tuple[int, str], int] = {}
    for u in state.coup.units:
        if u.zone is not None and belongs(state, u) == player:
            key = (u.zone, KINDS[u.kind].title)
            counts[key] = counts.get(key, 0) + 1
    return tuple((z, title, n) for (z, title), n in sorted(counts.items()))


def _off_map(state: GameState, player: int) -> tuple[tuple[str, int], ...]:
    if state.coup is None:
        return ()
    counts: dict[str, int] = {}
    for u in state.coup.units:
        if u.zone is None and controller(state, u) == player:
            title = KINDS[u.kind].title
            counts[title] = counts.get(title, 0) + 1
    return tuple(sorted(counts.items()))


def for_leaders(state: GameState, events: Iterable[Event]) -> tuple[Event, ...]:
    """What only a straw man would be told goes to his faction's leader (Mini-Junta, VARIANTS 10.6: only the leader
    of his faction sees his hand), as 'For Sunglasses, your straw man: ...'; without a leader, to nobody. Events for
    real players are unchanged."""
    out: list[Event] = []
    for e in events:
        straws = [p for p in e.audience.players if state.players[p].straw]
        if e.audience.public or not straws:
            out.append(e)
            continue
        others = [p for p in e.audience.players if not state.players[p].straw]
        if others:
            out.append(replace(e, audience=Audience(players=frozenset(others))))
        for s in sorted(straws):
            head = straw.leader(state, s)
            if head is None or head in others:
                continue
            # told as 'For Sunglasses, your straw man: ...' (bot.games.junta.text.news reads `for_straw_player`)
            data = {**e.data, "for_straw_man": state.players[s].name, "for_straw_player": s}
            out.append(replace(e, audience=Audience(players=frozenset({head})), data=data))
    return tuple(out)


def redact(events: Iterable[Event], player: int | None) -> tuple[Event, ...]:
    """The events this player may see (None: the public, e.g. the game channel)."""
    return tuple(e for e in events if e.audience.sees(player))


def _families(state: GameState) -> tuple[Family, ...]:
    """The families as the map's legend shows them: the dead and the exiled marked (issue 13: the legend kept an
    executed Rebel as "REBEL")."""
    words = {Status.DEAD: "dead", Status.EXILED: "exiled"}
    return tuple(Family(p.id, p.name, words.get(p.status, "")) for p in state.players)


def coup_map_view(state: GameState, deadline: str = "") -> CoupMapView | None:
    """The public picture of the coup for `render.render_map` (None when there is no coup): every stack with its
    owner, the control points, and what happened last phase. Off-map units (not yet landed) are not shown."""
    coup = state.coup
    if coup is None:
        return None
    counts: dict[tuple[int, int, str], int] = {}
    for u in coup.units:
        owner = belongs(state, u)
        if u.zone is None or owner is None:
            continue
        key = (u.zone, owner, u.kind.value)
        counts[key] = counts.get(key, 0) + 1
    phase = "rebel_only" if coup.phase == 0 else f"coup_{coup.phase}"  # a picture's title: render.words
    if state.phase is Phase.AFTERMATH:
        phase = "aftermath"
    log = coup.log
    return CoupMapView(
        turn=state.turn,
        phase=phase,
        deadline=deadline,
        families=_families(state),
        stacks=tuple(Stack(z, o, k, n) for (z, o, k), n in sorted(counts.items())),
        control=coup.control,
        moves=log.moves,
        bombardments=log.bombardments,
        battles=log.battles,
        retreats=log.retreats,
        placements=log.placements,
        rebels=tuple(p.id for p in state.players if p.rebel),
        off_map=_off_map_forces(state),
    )


def _off_map_forces(state: GameState) -> tuple[tuple[int | None, str, int], ...]:
    """What each side can still bring from off the map (issue 13): Airstrikes left, the Gunboat, units not yet
    landed (the Marine, the Paratrooper, the Helicopter, Commandos), the intervention's Air Strikes; by commander."""
    coup = state.coup
    if coup is None:
        return ()
    out: list[tuple[int | None, str, int]] = []
    air = state.actor(Office.AIR_FORCE)
    if air is not None and coup.airstrikes_left:
        n = coup.airstrikes_left
        out.append((air, "airstrikes", n))
    admiral = state.actor(Office.ADMIRAL)
    if admiral is not None:
        out.append((admiral, "gunboat", 1))
    waiting: dict[tuple[int, Kind], int] = {}
    for u in coup.units:
        if u.zone is None and (c := controller(state, u)) is not None:
            key = (c, u.kind)
            waiting[key] = waiting.get(key, 0) + 1
    for (c, kind), n in sorted(waiting.items()):
        out.append((c, f"land:{kind.value}", n))
    foreign = state.actor(Office.FOREIGN_MINISTER)
    if coup.intervention_airstrikes_left and foreign is not None:
        n = coup.intervention_airstrikes_left
        out.append((foreign, "intervention", n))
    return tuple(out)


CITY_TITLE = "city"
"""The city map's phase (`render.words.phase_title`: between coups, where the units start)."""


def city_view(state: GameState) -> CoupMapView:
    """The city outside a coup (issue 13), for `render.render_map`: the zones with their numbers and where each
    office's units start: the Palace Guard in the Palace, the Generals' brigades in their barracks, the Police in
    their precincts (all in the Chamber once it is seized), the Labor Rioter. Never the Bodyguard, whose zone would
    tell the Minister of War's secret location; units off the map (Marines, Paratroopers) are not drawn either.
    Offices without a holder (frozen) start nothing."""
    counts: dict[tuple[int, int, str], int] = {}
    for u in start_units(state):
        if u.zone is None or u.kind is Kind.BODYGUARD:
            continue
        owner = controller(state, u)
        if owner is None:
            continue
        key = (u.zone, owner, u.kind.value)
        counts[key] = counts.get(key, 0) + 1
    return CoupMapView(
        turn=state.turn,
        phase=CITY_TITLE,
        deadline="",
        families=_families(state),
        stacks=tuple(Stack(z, o, k, n) for (z, o, k), n in sorted(counts.items())),
    )
