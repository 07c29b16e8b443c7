"""`validate(state, player, order)`: every reason an order is illegal now, as values (RULES 7).

An empty tuple means the order may be recorded. The same checks run again when the phase resolves: an order
that became illegal since (a card given away, a player dead) lapses then and its giver is told.

Every order is checked, in this order: the game not over, its player alive and not in exile (an exile may only
return or discard), its phase (its kind's PHASES, `rules.junta.orders`), the President taking no rebel-only action in
the locations phase; then its kind's own check (each registered with `@check(Kind)` above it, here or in
`rules.junta.validate_coup`); then a coup order's condition.
"""

from __future__ import annotations

from rules.junta import appointments, ballots, budget, straw
from rules.junta import validate_coup as _coup_checks  # noqa: F401  (its import registers the coup orders' checks)
from rules.junta.cards import HAND_LIMIT, card
from rules.junta.checks import CHECKS, check
from rules.junta.city import CITY
from rules.junta.conditions import Condition, IfAt, IfBanked, IfDead
from rules.junta.money import total
from rules.junta.offices import NEW_WEAPONS_OFFICES, OFFICE_INFO, Office
from rules.junta.orders import ANY_PHASE as ANY_PHASE
from rules.junta.orders import (
    COUP_PHASES,
    MAX_HEAD_CHARS,
    SECRET_POLICE,
    Appoint,
    AppointIfElected,
    Assassinate,
    Ballot,
    Banking,
    BrotherInLawChoice,
    BudgetVote,
    CastSource,
    Choice,
    ChooseLocation,
    Decline,
    Discard,
    DrawBills,
    ElectionVote,
    ExecuteOnReturn,
    NameHead,
    NameMinister,
    NewWeapons,
    Nominate,
    OppositionBrigade,
    Order,
    OrderBase,
    PlayCard,
    PresidentChoice,
    ProposeBudget,
    RebelAction,
    Resign,
    ReturnFromExile,
    Second,
    SeizeChamber,
    VoteCard,
)
from rules.junta.orders import PHASE_ORDERS as PHASE_ORDERS
from rules.junta.state import BankState, CastVote, ElectionKind, GameState, Location, Phase, Status
from rules.junta.variants import AidDraw, LunchBanking, rules_of
from rules.junta.votes import sources
from rules.rejections import Rejection, refusal, refuse

# When each kind of card may be played with a plain card-play order, by phase.
BEFORE_COUP = (
    Phase.CABINET,
    Phase.BUDGET_DRAW,
    Phase.BUDGET_PROPOSAL,
    Phase.BUDGET_VOTE,
    Phase.MINISTER_DECISION,
    Phase.LOCATIONS,
)
WHEN_PHASES: dict[str, tuple[Phase, ...]] = {
    "any": tuple(p for p in Phase if p is not Phase.GAME_OVER),
    "cabinet": (Phase.CABINET,),
    "before_draw": (Phase.CABINET, Phase.BUDGET_DRAW),
    "before_coup": BEFORE_COUP,
    "after_failed_budget": (Phase.MINISTER_DECISION,),
    "locations": (Phase.LOCATIONS,),
    "coup_end": (Phase.AFTERMATH,),
}
INTELLIGENCE_OPTIONS = ("hand", "cash", "draw")
VOTE_EVENTS = ("power_failure", "summer_recess", "miscount")
"""The vote-time cards played with the vote-card order (their keys)."""


def _player_ok(state: GameState, pid: int) -> Rejection | None:
    if not 0 <= pid < len(state.players):
        return refusal("no_such_player", number=pid)
    return None


def _condition(state: GameState, order: OrderBase, cond: Condition | None) -> tuple[Rejection, ...]:
    if cond is None:
        return ()
    refused = condition_refusal(state, type(order), cond)
    return () if refused is None else (refused,)


def condition_refusal(state: GameState, kind: type[OrderBase], cond: Condition) -> Rejection | None:
    """Why an order of `kind` may not wait on `cond` (RULES 7: only on what resolves earlier), or None."""
    stage = kind.STAGE
    if stage is None:
        return refusal("no_conditions", form="kind", order=kind.KIND)
    if isinstance(cond, IfDead | IfAt | IfBanked):
        bad = _player_ok(state, cond.player)
        if bad:
            return bad
    if cond.stage >= stage:
        return refusal("condition_resolves_later", order=kind.KIND, stage=cond.stage.name.lower())
    return None


def _ballot(state: GameState, pid: int, ballot: Ballot) -> tuple[Rejection, ...]:
    valid = {s.id for s in sources(state, pid)}
    cast = {c.source: c for c in ballots.cast_before(state, pid)}
    for src, choice in ballot.split:
        if src in cast and cast[src].choice != choice.value:
            return _already_cast(state, cast[src], again=True)
    for src, _ in ballot.split:
        if src not in valid:
            return refuse("no_such_vote", form="all", sources=[[x.id, x.votes] for x in sources(state, pid)])
    seen: set[int] = set()
    for c, _ in ballot.cards:
        if c in seen:
            return refuse("card_twice")
        seen.add(c)
        if f"card:{c}" in cast:
            return _already_cast(state, cast[f"card:{c}"])
        if c not in state.players[pid].hand or card(c).kind != "vote":
            return refuse("not_your_vote_card")
    return ()


def _already_cast(state: GameState, c: CastVote, again: bool = False) -> tuple[Rejection, ...]:
    """A second cast of a source (VARIANTS 4.2.2): 'Your Church influence (4 votes) was already cast in ballot 1,
    for Garcia.' (`again`: the ballot would change it: 'A vote once cast cannot be changed.')."""
    spent = c.source.startswith("card:")
    return refuse("already_cast", source=[c.source, c.votes], **_side(state, c.choice), spent=spent, again=again)


def _side(state: GameState, choice: str) -> dict[str, object]:
    """How a source was cast: for a candidate (his seat) or a side ('yes', 'no')."""
    if choice.isdigit() and int(choice) < len(state.players):
        return {"form": "candidate", "candidate": int(choice)}
    return {"form": "side", "vote": choice}


def _nothing_left(state: GameState, pid: int) -> tuple[Rejection, ...]:
    """Ballot 2 of a vote whose every source of his was cast in ballot 1 (VARIANTS 4.2.2): a whole vote would cast
    nothing."""
    if state.ballot != 2 or ballots.left(state, pid):
        return ()
    casts = [[c.source, c.votes, c.choice] for c in ballots.cast_before(state, pid)]
    return refuse("nothing_left", casts=casts)


def validate(state: GameState, player: int, order: Order) -> tuple[Rejection, ...]:
    """Why `player` may not give `order` now; empty if he may."""
    if state.over:
        return refuse("game_over", form="orders")
    bad = _player_ok(state, player)
    if bad:
        return (bad,)
    p = state.players[player]
    kind: type[OrderBase] = type(order)
    if p.status is Status.DEAD:
        return refuse("dead", form="self")
    if p.straw:
        refused = _straw_order(state, player, order)
        if refused:
            return refused
    if p.status is Status.EXILED and kind not in (ReturnFromExile, Discard):
        if kind is PlayCard and rules_of(state).exiles_trade:
            return refuse("exiled", form="trade")
        return refuse("exiled", form="self")
    if kind not in ANY_PHASE and kind not in PHASE_ORDERS[state.phase]:
        return refuse("wrong_phase", form="order", order=kind.KIND, phase=state.phase.value)
    if state.phase is Phase.LOCATIONS and kind.REBEL_ONLY and player == state.president:
        return refuse("president_rebel")
    if state.phase is Phase.LOCATIONS and kind.PHASES == COUP_PHASES and _presidents_in_prelude(state, player):
        # Classic (VARIANTS 5.10.3, 6.4.1; 001 §13.1-13.2): the prelude's moves are the Rebels'; the President, who
        # never rebels, gives no orders in it, and neither do his straw men (10.6).
        return refuse("president_prelude", straw=p.straw)
    found = CHECKS[kind](state, player, order)
    cond = getattr(order, "condition", None)
    if not found and cond is not None and kind.REBEL_ONLY:
        if state.phase is not Phase.LOCATIONS:
            return refuse("no_conditions", form="coup")
        return _condition(state, order, cond)
    return found


def _presidents_in_prelude(state: GameState, player: int) -> bool:
    """Classic: the President or a straw man of his faction, who give no orders in the rebel-only step."""
    if not rules_of(state).president_idle_in_prelude:
        return False
    return player == state.president or (
        state.players[player].straw and straw.side(state, player) == straw.GOVERNMENT
    )


# --- per kind ---------------------------------------------------------------------------------------------
@check(Nominate, Second)
def _nominate(state: GameState, player: int, order: Nominate | Second) -> tuple[Rejection, ...]:
    if state.phase is Phase.ELECTION:
        if not ballots.two_ballots(state) or state.ballot == 2 or state.election is None:
            return refuse("wrong_phase", form="nominate", two_ballots=ballots.two_ballots(state))
        if order.candidate not in state.election.candidates:
            return refuse("not_a_candidate", form="stand", candidates=list(state.election.candidates))
    bad = _player_ok(state, order.candidate)
    return (bad,) if bad else ()


@check(Decline)
def _decline(state: GameState, player: int, order: Decline) -> tuple[Rejection, ...]:
    """Nothing to check beyond the phase: declining a nomination one does not have changes nothing. In an election
    only a two-ballot vote (classic) takes a decline."""
    if state.phase is Phase.ELECTION and not ballots.two_ballots(state):
        return refuse("wrong_phase", form="decline")
    return ()


@check(ElectionVote)
def _election_vote(state: GameState, player: int, order: ElectionVote) -> tuple[Rejection, ...]:
    e = state.election
    if e is None:
        return refuse("no_election")
    if order.candidate not in e.candidates:
        return refuse("not_a_candidate", form="vote", candidates=list(e.candidates))
    if order.cards and e.kind is ElectionKind.FIRST and not rules_of(state).first_election_cards:
        return refuse("no_cards_yet")
    named = Ballot(cards=tuple((c, Choice.YES) for c in order.cards))
    return _nothing_left(state, player) or _ballot(state, player, named)


@check(AppointIfElected)
def _appoint_if_elected(state: GameState, player: int, order: AppointIfElected) -> tuple[Rejection, ...]:
    """A candidate's 'if I am elected, appoint ...' (VARIANTS 2.3.4)."""
    why = appointments.if_elected_refusal(state)
    if why is not None:
        return (why,)
    e = state.election
    if e is None or player not in e.candidates:
        return refuse("not_a_candidate", form="if_elected", candidates=list(e.candidates) if e is not None else [])
    return appointments.check_if_elected(state, player, order.assignments)


@check(CastSource)
def _cast_source(state: GameState, player: int, order: CastSource) -> tuple[Rejection, ...]:
    """One source, once per vote (VARIANTS 4.2.2), for a candidate or a side (4.4.3)."""
    if not rules_of(state).votes_by_source:
        return refuse("whole_votes")
    p = state.players[player]
    if state.phase is Phase.ELECTION and p.straw:
        return refuse("straw_man", form="vote", player=player)
    before = {c.source: c for c in ballots.cast_before(state, player)}
    if order.source in before:
        return _already_cast(state, before[order.source])
    mine = {src.id for src in ballots.all_sources(state, player)}
    if order.source not in mine:
        return refuse("no_such_vote", form="left", sources=[[x.id, x.votes] for x in ballots.left(state, player)])
    if state.phase is Phase.BUDGET_VOTE:
        if order.side not in (Choice.YES.value, Choice.NO.value):
            return refuse("bad_side", form="budget")
        return ()
    e = state.election
    if e is None:
        return refuse("no_election")
    if not order.side.isdigit() or int(order.side) not in e.candidates:
        return refuse("not_a_candidate", form="vote", candidates=list(e.candidates))
    return ()


@check(NameHead)
def _name_head(state: GameState, player: int, order: NameHead) -> tuple[Rejection, ...]:
    if state.players[player].returned_turn != state.turn:
        return refuse("not_returning")
    name = " ".join(order.name.split())
    if not name:
        return refuse("empty_name")
    if len(name) > MAX_HEAD_CHARS:
        return refuse("name_too_long", most=MAX_HEAD_CHARS, length=len(name))
    return ()


@check(Appoint)
def _appoint(state: GameState, player: int, order: Appoint) -> tuple[Rejection, ...]:
    if player != state.president:
        return refuse("not_president", form="appoint")
    if rules_of(state).straw_men:
        return refuse("wrong_phase", form="mini_appoint")
    return appointments.check(state, order.assignments)


@check(PlayCard)
def _play(state: GameState, player: int, order: PlayCard) -> tuple[Rejection, ...]:
    p = state.players[player]
    if order.card not in p.hand:
        return refuse("not_in_hand", form="card")
    spec = card(order.card)
    if spec.kind == "vote" or spec.when == "vote":
        return refuse("use_in_vote", card=order.card)
    if spec.kind == "assassin":
        return refuse("use_assassinate", card=spec.key)
    when = dict(rules_of(state).card_when).get(spec.key, spec.when)
    if when == "coup":
        return refuse("coup_card", card=order.card)
    phases = WHEN_PHASES.get(when, ())
    if state.phase not in phases:
        draw_phase = rules_of(state).aid_draw is AidDraw.MINISTERS
        allowed = [ph.value for ph in phases if draw_phase or ph is not Phase.BUDGET_DRAW]
        return refuse("wrong_time", form="phases", card=order.card, phases=allowed)
    if when == "before_coup" and state.turn < 1:
        return refuse("wrong_time", form="first_turn", card=order.card)
    if spec.kind == "intelligence":
        option = order.option or "hand"
        if option not in INTELLIGENCE_OPTIONS:
            return refuse("bad_option", form="intelligence", card=spec.key)
        if option != "draw":
            if order.target is None:
                return refuse("needs_target", form="intelligence", card=spec.key)
            bad = _player_ok(state, order.target)
            if bad:
                return (bad,)
    if spec.key == "spy_in_switzerland":
        if order.target is None:
            return refuse("needs_target", form="spy")
        bad = _player_ok(state, order.target)
        if bad:
            return (bad,)
    return ()


@check(Discard)
def _discard(state: GameState, player: int, order: Discard) -> tuple[Rejection, ...]:
    p = state.players[player]
    if not order.cards:
        return refuse("nothing", form="discard")
    if state.phase.value in rules_of(state).no_discard_in:
        return refuse("no_discard_now", during=state.phase.value, phase=state.phase.value)
    if len(set(order.cards)) != len(order.cards) or any(c not in p.hand + p.influence for c in order.cards):
        return refuse("not_in_hand", form="discard")
    return ()


@check(NewWeapons)
def _new_weapons(state: GameState, player: int, order: NewWeapons) -> tuple[Rejection, ...]:
    if state.actor(Office.MINISTER_OF_WAR) != player:
        return refuse("not_your_office", form="new_weapons")
    if order.office is not None and order.office not in NEW_WEAPONS_OFFICES:
        return refuse("bad_new_weapons")
    return ()


@check(DrawBills)
def _draw(state: GameState, player: int, order: DrawBills) -> tuple[Rejection, ...]:
    if order.office not in (Office.FOREIGN_MINISTER, Office.FARM_LABOR):
        return refuse("bad_office", form="draw")
    if state.actor(order.office) != player:
        return refuse("not_your_office", form="act_for", office=order.office.value)
    if not 1 <= order.count <= 6:
        return refuse("bad_count", form="bills", most=6)
    return ()


@check(ProposeBudget)
def _budget(state: GameState, player: int, order: ProposeBudget) -> tuple[Rejection, ...]:
    if player != state.president:
        return refuse("not_president", form="budget")
    got = budget.plan(state, player, order)
    return got if isinstance(got, tuple) else ()


@check(BudgetVote)
def _budget_vote(state: GameState, player: int, order: BudgetVote) -> tuple[Rejection, ...]:
    out = _ballot(state, player, order.ballot)
    if not out and order.revote is not None:
        out = _ballot(state, player, order.revote)
    return out


@check(VoteCard)
def _vote_card(state: GameState, player: int, order: VoteCard) -> tuple[Rejection, ...]:
    if order.card not in state.players[player].hand:
        return refuse("not_in_hand", form="card")
    spec = card(order.card)
    if spec.when != "vote" or spec.kind == "vote":
        return refuse("not_a_vote_event", cards=list(VOTE_EVENTS))
    if order.trigger.result not in ("passes", "fails", "any"):
        return refuse("bad_trigger", form="result")
    if order.trigger.within is not None and order.trigger.within < 0:
        return refuse("bad_trigger", form="within")
    if spec.key == "miscount":
        if order.target is None:
            return refuse("needs_target", form="miscount", card=spec.key)
        bad = _player_ok(state, order.target)
        if bad:
            return (bad,)
        struck = state.players[order.target]
        if struck.status is not Status.ALIVE:
            why = "dead" if struck.status is Status.DEAD else "exiled"
            return refuse("no_votes", form=why, player=order.target, card=spec.key)
    return ()


@check(SeizeChamber)
def _seize(state: GameState, player: int, order: SeizeChamber) -> tuple[Rejection, ...]:
    if state.actor(Office.MINISTER) != player:
        return refuse("not_your_office", form="seize")
    return ()


@check(ChooseLocation)
def _location(state: GameState, player: int, order: ChooseLocation) -> tuple[Rejection, ...]:
    if order.location is None and player == state.president:
        return refuse("president_exile", form="go")
    return ()


def _straw_order(state: GameState, player: int, order: Order) -> tuple[Rejection, ...]:
    """Mini-Junta (VARIANTS 10.6): a straw man does only what his faction's leader may decide for him."""
    if not type(order).STRAW:
        return refuse("straw_man", form="order", player=player)
    if isinstance(order, PlayCard) and card(order.card).kind != "influence":
        return refuse("straw_man", form="influence", player=player)
    if isinstance(order, ChooseLocation) and order.location is None:
        return refuse("straw_man", form="exile")
    if isinstance(order, Banking) and order.withdraw:
        return refuse("straw_man", form="bank")
    if isinstance(order, Assassinate) and order.assassin != SECRET_POLICE:
        return refuse("straw_man", form="assassin")
    if isinstance(order, Discard) and state.players[player].card_count <= HAND_LIMIT:
        return refuse("straw_man", form="discard", limit=HAND_LIMIT)
    if (
        state.phase is Phase.LOCATIONS
        and type(order).REBEL_ONLY
        and straw.side(state, player) == straw.GOVERNMENT
    ):
        return refuse("straw_man", form="prelude")
    return ()


@check(Assassinate)
def _assassinate(state: GameState, player: int, order: Assassinate) -> tuple[Rejection, ...]:
    bad = _player_ok(state, order.target)
    if bad:
        return (bad,)
    if order.target == player:
        return refuse("self", form="assassin")
    victim = state.players[order.target]
    if victim.status is Status.DEAD:
        return refuse("dead", form="target", target=order.target)
    if victim.status is Status.EXILED:
        return refuse("exiled", form="target", target=order.target)
    if (
        state.players[order.target].straw
        and straw.side(state, order.target) is not None
        and straw.side(state, order.target) == straw.side(state, player)
    ):
        return refuse("own_straw_man", target=order.target)
    if state.players[player].straw and order.target == straw.leader(state, player):
        # A straw man's orders are his leader's (VARIANTS 10.6): his Secret Police never go after that leader.
        return refuse("own_faction", target=order.target, player=player)
    if order.assassin == SECRET_POLICE:
        if state.actor(Office.MINISTER) != player:
            return refuse("not_minister", form="police")
        if order.location is None:
            return refuse("needs_location", form="police")
        if order.location is Location.BANK and state.secret_police_bank_turn == state.turn - 1:
            return refuse("secret_police_bank")
        return _condition(state, order, order.condition)
    if isinstance(order.assassin, str) or order.assassin not in state.players[player].hand:
        return refuse("not_in_hand", form="assassin")
    spec = card(order.assassin)
    if spec.kind != "assassin":
        return refuse("not_an_assassin", card=order.assassin)
    if spec.key not in ("burglar", "bank_robber") and order.location is None:
        return refuse("needs_location", form="card", card=spec.key)
    elif spec.key == "character_assassin" and order.location is not Location.MISTRESS:
        return refuse("mistress_only", card=spec.key)
    p = state.players[player]
    underworld = any(card(c).key == "underworld" for c in p.influence)
    # Mini-Junta (VARIANTS 10.7.4): his straw men's cash may pay card costs too.
    helpers = straw.led_by(state, player) if rules_of(state).straw_men else ()
    cash = total(p.pocket) + sum(total(state.players[s].pocket) for s in helpers)
    if not underworld and cash < spec.cost:
        return refuse("cannot_pay", form="assassin", card=spec.key, cost=spec.cost, cash=total(p.pocket))
    return _condition(state, order, order.condition)


@check(Banking)
def _banking(state: GameState, player: int, order: Banking) -> tuple[Rejection, ...]:
    if order.deposit < -1 or order.withdraw < -1:
        return refuse("bad_amount", form="banking")
    if order.deposit == 0 and order.withdraw == 0:
        return refuse("nothing", form="banking")
    if state.bank is BankState.CLOSED:
        return refuse("bank_closed")
    if state.phase is Phase.AFTERMATH:
        # RULES 4.7: only a Bank closed for lunch reopens in the aftermath, for the players at the Bank.
        if state.bank is not BankState.LUNCH:
            return refuse("no_banking_now")
        where = state.players[player].location
        if where is not Location.BANK:
            if where is None:
                return refuse("not_at_bank", form="nowhere")
            return refuse("not_at_bank", form="at", location=where.value)
    elif state.bank is BankState.LUNCH and rules_of(state).lunch_banking is LunchBanking.AFTER_COUP:
        return refuse("bank_lunch")
    return _condition(state, order, order.condition)


@check(RebelAction)
def _rebel(state: GameState, player: int, order: RebelAction) -> tuple[Rejection, ...]:
    if player == state.president:
        return refuse("president_rebel")
    return _condition(state, order, order.condition)


@check(Resign)
def _resign(state: GameState, player: int, order: Resign) -> tuple[Rejection, ...]:
    if player != state.president:
        return refuse("not_president", form="resign")
    if state.phase is Phase.ELECTION:
        return refuse("wrong_phase", form="resign_election")
    if state.phase in (Phase.COUP, Phase.AFTERMATH):
        return refuse("wrong_phase", form="resign_coup")
    return ()


@check(ReturnFromExile)
def _return(state: GameState, player: int, order: ReturnFromExile) -> tuple[Rejection, ...]:
    if state.players[player].status is not Status.EXILED:
        return refuse("not_exiled")
    embassy = order.embassy
    if embassy is not None and not CITY.has_zone(embassy):
        return refuse("no_such_zone", number=embassy, last=len(CITY.zones))
    if order.bribe is not None:
        if not rules_of(state).return_bribe:
            return refuse("no_return_bribe")
        if order.bribe not in state.players[player].hand or card(order.bribe).key != "bribe_the_assassin":
            return refuse("not_in_hand", form="bribe", card="bribe_the_assassin")
        if total(state.players[player].pocket) < card(order.bribe).cost:
            return refuse("cannot_pay", form="bribe", card="bribe_the_assassin", cost=card(order.bribe).cost)
    return ()


@check(ExecuteOnReturn)
def _execute_list(state: GameState, player: int, order: ExecuteOnReturn) -> tuple[Rejection, ...]:
    if state.actor(Office.MINISTER) != player:
        return refuse("not_minister", form="execute")
    for pid in order.players:
        bad = _player_ok(state, pid)
        if bad:
            return (bad,)
    return ()


@check(BrotherInLawChoice)
def _bil_choice(state: GameState, player: int, order: BrotherInLawChoice) -> tuple[Rejection, ...]:
    if player != state.president:
        return refuse("not_president", form="brother_in_law")
    if Office.PRESIDENT in order.offices:
        return refuse("bad_office", form="brother_in_law")
    return ()


@check(PresidentChoice)
def _president_choice(state: GameState, player: int, order: PresidentChoice) -> tuple[Rejection, ...]:
    if not rules_of(state).straw_men:
        return refuse("not_mini", form="president")
    target = state.players[order.player] if 0 <= order.player < len(state.players) else None
    if target is None or target.straw:
        return refuse("not_eligible", form="president", players=[p.id for p in state.players if not p.straw])
    return ()


@check(OppositionBrigade)
def _opposition_brigade(state: GameState, player: int, order: OppositionBrigade) -> tuple[Rejection, ...]:
    if not rules_of(state).straw_men:
        return refuse("not_mini", form="brigade")
    if player != state.president:
        return refuse("not_president", form="brigade")
    if not OFFICE_INFO[order.office].general:
        return refuse("not_a_brigade")
    return ()


@check(NameMinister)
def _name_minister(state: GameState, player: int, order: NameMinister) -> tuple[Rejection, ...]:
    reals = [p.id for p in state.players if not p.straw]
    if not rules_of(state).straw_men or len(reals) != 3:
        return refuse("not_mini", form="minister")
    if player != state.president:
        return refuse("not_president", form="minister")
    if order.player not in reals or order.player == player:
        return refuse("not_eligible", form="minister", players=[p for p in reals if p != player])
    return ()
