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
from rules.junta.conditions import STAGE_NAMES, Condition, IfAt, IfBanked, IfDead
from rules.junta.money import describe, total
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
from rules.junta.orders import ORDER_NAMES as ORDER_NAMES
from rules.junta.orders import PHASE_ORDERS as PHASE_ORDERS
from rules.junta.state import LOCATION_TITLES, PHASE_TITLES, BankState, ElectionKind, GameState, Location, Phase, Status
from rules.junta.variants import AidDraw, LunchBanking, rules_of
from rules.junta.votes import Source, sources
from rules.rejections import Rejection, reject

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


def _player_ok(state: GameState, pid: int, what: str = "player") -> Rejection | None:
    if not 0 <= pid < len(state.players):
        return Rejection("no_such_player", f"There is no {what} #{pid} in this game.")
    return None


def _condition(state: GameState, order: OrderBase, cond: Condition | None) -> tuple[Rejection, ...]:
    if cond is None:
        return ()
    refused = condition_refusal(state, type(order), cond)
    return () if refused is None else (refused,)


def condition_refusal(state: GameState, kind: type[OrderBase], cond: Condition) -> Rejection | None:
    """Why an order of `kind` may not wait on `cond` (RULES 7: only on what resolves earlier), or None."""
    stage = kind.STAGE
    what = ORDER_NAMES[kind]
    if stage is None:
        return Rejection("no_conditions", f"{what} cannot be conditional.")
    if isinstance(cond, IfDead | IfAt | IfBanked):
        bad = _player_ok(state, cond.player)
        if bad:
            return bad
    if cond.stage >= stage:
        return Rejection(
            "condition_resolves_later",
            f"{what} cannot wait on {STAGE_NAMES[cond.stage]}: that resolves at the same time or later "
            f"(the order is: card plays, locations and assassinations, banking, the coup excuse, rebel-only action).",
        )
    return None


def _ballot(state: GameState, pid: int, ballot: Ballot) -> tuple[Rejection, ...]:
    valid = {s.id for s in sources(state, pid)}
    cast = {c.source: c for c in ballots.cast_before(state, pid)}
    for src, choice in ballot.split:
        if src in cast and cast[src].choice != choice.value:
            text = ballots.already_cast(state, cast[src])
            return reject("already_cast", f"{text} A vote once cast cannot be changed.")
    for src, _ in ballot.split:
        if src not in valid:
            yours = ", ".join(ballots.source_words(x) for x in sources(state, pid)) or "none"
            return reject("no_such_vote", f"That is not a vote source of yours; yours are: {yours}.")
    seen: set[int] = set()
    for c, _ in ballot.cards:
        if c in seen:
            return reject("card_twice", "A vote card can be used once per ballot.")
        seen.add(c)
        if f"card:{c}" in cast:
            return reject("already_cast", ballots.already_cast(state, cast[f"card:{c}"]))
        if c not in state.players[pid].hand or card(c).kind != "vote":
            return reject("not_your_vote_card", "You can only use Vote cards from your hand.")
    return ()


def _nothing_left(state: GameState, pid: int) -> tuple[Rejection, ...]:
    """Ballot 2 of a vote whose every source of his was cast in ballot 1 (VARIANTS 4.2.2): a whole vote would cast
    nothing."""
    if state.ballot != 2 or ballots.left(state, pid):
        return ()
    cast = "; ".join(
        f"{ballots.source_words(Source(c.source, c.votes, c.label))} {ballots.side_words(state, c.choice)}"
        for c in ballots.cast_before(state, pid)
    )
    return reject(
        "nothing_left", f"You have nothing left to cast in this vote: ballot 1 cast all your votes ({cast})."
    )


def validate(state: GameState, player: int, order: Order) -> tuple[Rejection, ...]:
    """Why `player` may not give `order` now; empty if he may."""
    if state.over:
        return reject("game_over", "The game is over: no more orders.")
    bad = _player_ok(state, player)
    if bad:
        return (bad,)
    p = state.players[player]
    kind: type[OrderBase] = type(order)
    what = ORDER_NAMES.get(kind, "That order")
    if p.status is Status.DEAD:
        return reject("dead", "You are dead until the next turn begins: you cannot give orders now.")
    if p.straw:
        refused = _straw_order(state, player, order)
        if refused:
            return refused
    if p.status is Status.EXILED and kind not in (ReturnFromExile, Discard):
        if kind is PlayCard and rules_of(state).exiles_trade:
            return reject("exiled", "You are in exile: you may keep, discard, give and receive cards, not play them.")
        return reject(
            "exiled",
            "You are in exile: you may not vote, play cards, trade or act until you return from exile.",
        )
    if kind not in ANY_PHASE and kind not in PHASE_ORDERS[state.phase]:
        return reject("wrong_phase", f"{what} is not an order of this phase ({PHASE_TITLES[state.phase]}).")
    if state.phase is Phase.LOCATIONS and kind.REBEL_ONLY and player == state.president:
        return reject("president_rebel", "The President cannot take rebel-only action.")
    if state.phase is Phase.LOCATIONS and kind.PHASES == COUP_PHASES and _presidents_in_prelude(state, player):
        # Classic (VARIANTS 5.10.3, 6.4.1; 001 §13.1-13.2): the prelude's moves are the Rebels'; the President, who
        # never rebels, gives no orders in it, and neither do his straw men (10.6).
        return reject(
            "president_prelude",
            "The President gives no orders in the rebel-only step"
            + (" (nor for his straw men)" if p.straw else "")
            + ": standing coup orders (losses, retreats) are given once the coup has begun.",
        )
    found = CHECKS[kind](state, player, order)
    cond = getattr(order, "condition", None)
    if not found and cond is not None and kind.REBEL_ONLY:
        if state.phase is not Phase.LOCATIONS:
            return reject("no_conditions", "Coup orders are conditional only in the rebel-only action.")
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
            return reject(
                "wrong_phase",
                "Nominations are made in the nomination phase"
                + (", or in ballot 1 of an election." if ballots.two_ballots(state) else "."),
            )
        if order.candidate not in state.election.candidates:
            names = ", ".join(state.players[c].name for c in state.election.candidates)
            return reject("not_a_candidate", f"That player cannot stand in this election. Eligible: {names}.")
    bad = _player_ok(state, order.candidate)
    return (bad,) if bad else ()


@check(Decline)
def _decline(state: GameState, player: int, order: Decline) -> tuple[Rejection, ...]:
    """Nothing to check beyond the phase: declining a nomination one does not have changes nothing. In an election
    only a two-ballot vote (classic) takes a decline."""
    if state.phase is Phase.ELECTION and not ballots.two_ballots(state):
        return reject("wrong_phase", "Nominations are declined in the nomination phase.")
    return ()


@check(ElectionVote)
def _election_vote(state: GameState, player: int, order: ElectionVote) -> tuple[Rejection, ...]:
    e = state.election
    if e is None:
        return reject("no_election", "There is no election now.")
    if order.candidate not in e.candidates:
        names = ", ".join(state.players[c].name for c in e.candidates)
        return reject("not_a_candidate", f"That player is not a candidate. The candidates are: {names}.")
    if order.cards and e.kind is ElectionKind.FIRST and not rules_of(state).first_election_cards:
        return reject("no_cards_yet", "The first election is one vote per player: no cards.")
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
        names = ", ".join(state.players[c].name for c in e.candidates) if e is not None else "nobody"
        return reject(
            "not_a_candidate", f"Only a candidate names whom he would appoint if elected. The candidates are: {names}."
        )
    return appointments.check_if_elected(state, player, order.assignments)


@check(CastSource)
def _cast_source(state: GameState, player: int, order: CastSource) -> tuple[Rejection, ...]:
    """One source, once per vote (VARIANTS 4.2.2), for a candidate or a side (4.4.3)."""
    if not rules_of(state).votes_by_source:
        return reject(
            "whole_votes", "In this game a player's votes are cast together: vote with your whole ballot."
        )
    p = state.players[player]
    if state.phase is Phase.ELECTION and p.straw:
        return reject("straw_man", f"{p.name} is a straw man: straw men do not vote for President (VARIANTS 11.2).")
    before = {c.source: c for c in ballots.cast_before(state, player)}
    if order.source in before:
        return reject("already_cast", ballots.already_cast(state, before[order.source]))
    mine = {src.id for src in ballots.all_sources(state, player)}
    if order.source not in mine:
        still = ", ".join(ballots.source_words(src) for src in ballots.left(state, player))
        return reject(
            "no_such_vote",
            "That is not a vote source of yours" + (f"; yours left to cast: {still}." if still else ": you have none."),
        )
    if state.phase is Phase.BUDGET_VOTE:
        if order.side not in (Choice.YES.value, Choice.NO.value):
            return reject("bad_side", "A source is cast yes or no on the budget.")
        return ()
    e = state.election
    if e is None:
        return reject("no_election", "There is no election now.")
    if not order.side.isdigit() or int(order.side) not in e.candidates:
        names = ", ".join(state.players[c].name for c in e.candidates)
        return reject("not_a_candidate", f"That player is not a candidate. The candidates are: {names}.")
    return ()


@check(NameHead)
def _name_head(state: GameState, player: int, order: NameHead) -> tuple[Rejection, ...]:
    if state.players[player].returned_turn != state.turn:
        return reject(
            "not_returning", "Only a family back from death this turn names a new head (when its cabinet is formed)."
        )
    name = " ".join(order.name.split())
    if not name:
        return reject("empty_name", "Give your new head a name.")
    if len(name) > MAX_HEAD_CHARS:
        return reject("name_too_long", f"A name is at most {MAX_HEAD_CHARS} characters; this one has {len(name)}.")
    return ()


@check(Appoint)
def _appoint(state: GameState, player: int, order: Appoint) -> tuple[Rejection, ...]:
    if player != state.president:
        return reject("not_president", "Only the President appoints the cabinet.")
    if rules_of(state).straw_men:
        return reject(
            "wrong_phase",
            "In Mini-Junta nothing is appointed: the President names the opposition's brigade (and, with three "
            "players, the Minister) instead (VARIANTS 10.3).",
        )
    return appointments.check(state, order.assignments)


@check(PlayCard)
def _play(state: GameState, player: int, order: PlayCard) -> tuple[Rejection, ...]:
    p = state.players[player]
    if order.card not in p.hand:
        return reject("not_in_hand", "You do not hold that card.")
    spec = card(order.card)
    if spec.kind == "vote" or spec.when == "vote":
        return reject("use_in_vote", f"{spec.title} is used inside your budget vote, not played on its own.")
    if spec.kind == "assassin":
        return reject("use_assassinate", f"Send the {spec.name} with an assassination order.")
    when = dict(rules_of(state).card_when).get(spec.key, spec.when)
    if when == "coup":
        return reject("coup_card", f"{spec.title} is a coup card: play it with the coup-card order.")
    phases = WHEN_PHASES.get(when, ())
    if state.phase not in phases:
        draw_phase = rules_of(state).aid_draw is AidDraw.MINISTERS
        allowed = ", ".join(PHASE_TITLES[ph] for ph in phases if draw_phase or ph is not Phase.BUDGET_DRAW)
        return reject("wrong_time", f"{spec.title} can be played only in: {allowed}.")
    if when == "before_coup" and state.turn < 1:
        return reject("wrong_time", f"{spec.title} can be played only once the first turn has begun.")
    if spec.kind == "intelligence":
        option = order.option or "hand"
        if option not in INTELLIGENCE_OPTIONS:
            return reject("bad_option", "Intelligence looks at a player's hand, a player's cash, or the draw.")
        if option != "draw":
            if order.target is None:
                return reject("needs_target", "Name the player whose hand or cash Intelligence looks at.")
            bad = _player_ok(state, order.target)
            if bad:
                return (bad,)
    if spec.key == "spy_in_switzerland":
        if order.target is None:
            return reject("needs_target", "Name the player whose Swiss account your spy looks into.")
        bad = _player_ok(state, order.target)
        if bad:
            return (bad,)
    return ()


@check(Discard)
def _discard(state: GameState, player: int, order: Discard) -> tuple[Rejection, ...]:
    p = state.players[player]
    if not order.cards:
        return reject("nothing", "Name at least one card to discard.")
    if state.phase.value in rules_of(state).no_discard_in:
        return reject(
            "no_discard_now",
            f"Nobody may discard during the {PHASE_TITLES[state.phase].lower()} phase (001 §5.3); discard later.",
        )
    if len(set(order.cards)) != len(order.cards) or any(c not in p.hand + p.influence for c in order.cards):
        return reject("not_in_hand", "You can only discard cards you hold or influence you have in play.")
    return ()


@check(NewWeapons)
def _new_weapons(state: GameState, player: int, order: NewWeapons) -> tuple[Rejection, ...]:
    if state.actor(Office.MINISTER_OF_WAR) != player:
        return reject("not_your_office", "Only the Minister of War assigns New Weapons.")
    if order.office is not None and order.office not in NEW_WEAPONS_OFFICES:
        return reject(
            "bad_new_weapons",
            "New Weapons go to a General, the Admiral, the Air Force Commander, or nobody.",
        )
    return ()


@check(DrawBills)
def _draw(state: GameState, player: int, order: DrawBills) -> tuple[Rejection, ...]:
    if order.office not in (Office.FOREIGN_MINISTER, Office.FARM_LABOR):
        return reject("bad_office", "Only the Foreign Minister and the Farm & Labor Secretary choose their bills.")
    if state.actor(order.office) != player:
        return reject("not_your_office", f"You do not act for the {OFFICE_INFO[order.office].title}.")
    if not 1 <= order.count <= 6:
        return reject("bad_count", "Draw between 1 and 6 bills.")
    return ()


@check(ProposeBudget)
def _budget(state: GameState, player: int, order: ProposeBudget) -> tuple[Rejection, ...]:
    if player != state.president:
        return reject("not_president", "Only the President proposes the budget.")
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
        return reject("not_in_hand", "You do not hold that card.")
    spec = card(order.card)
    if spec.when != "vote" or spec.kind == "vote":
        return reject("not_a_vote_event", "Only Power Failure, Summer Recess and Miscount are played this way.")
    if order.trigger.result not in ("passes", "fails", "any"):
        return reject("bad_trigger", "Say whether the card fires if the budget passes, fails, or either way.")
    if order.trigger.within is not None and order.trigger.within < 0:
        return reject("bad_trigger", "'Within N votes' needs N of 0 or more.")
    if spec.key == "miscount":
        if order.target is None:
            return reject("needs_target", "Name the player whose votes Miscount strikes.")
        bad = _player_ok(state, order.target)
        if bad:
            return (bad,)
        struck = state.players[order.target]
        if struck.status is not Status.ALIVE:
            why = "dead" if struck.status is Status.DEAD else "in exile"
            return reject("no_votes", f"{struck.name} is {why} and casts no votes: Miscount would strike nothing.")
    return ()


@check(SeizeChamber)
def _seize(state: GameState, player: int, order: SeizeChamber) -> tuple[Rejection, ...]:
    if state.actor(Office.MINISTER) != player:
        return reject("not_your_office", "Only the Minister of Internal Security may seize the Chamber.")
    return ()


@check(ChooseLocation)
def _location(state: GameState, player: int, order: ChooseLocation) -> tuple[Rejection, ...]:
    if order.location is None and player == state.president:
        return reject("president_exile", "The President cannot go into exile (he may resign first).")
    return ()


def _straw_order(state: GameState, player: int, order: Order) -> tuple[Rejection, ...]:
    """Mini-Junta (VARIANTS 10.6): a straw man does only what his faction's leader may decide for him."""
    name = state.players[player].name
    if not type(order).STRAW:
        return reject("straw_man", f"{name} is a straw man: his leader cannot order that for him (VARIANTS 10.6).")
    if isinstance(order, PlayCard) and card(order.card).kind != "influence":
        return reject("straw_man", f"A straw man plays only influence cards, face up; {name} keeps the rest.")
    if isinstance(order, ChooseLocation) and order.location is None:
        return reject("straw_man", "Only real players go into exile (001 §17.8).")
    if isinstance(order, Banking) and order.withdraw:
        return reject(
            "straw_man", "A straw man has no account of his own: he deposits into his leader's, never withdraws."
        )
    if isinstance(order, Assassinate) and order.assassin != SECRET_POLICE:
        return reject("straw_man", "A straw man plays no assassin cards; the straw Minister sends the Secret Police.")
    if isinstance(order, Discard) and state.players[player].card_count <= HAND_LIMIT:
        return reject("straw_man", f"A straw man discards only when over the hand limit of {HAND_LIMIT}.")
    if (
        state.phase is Phase.LOCATIONS
        and type(order).REBEL_ONLY
        and straw.side(state, player) == straw.GOVERNMENT
    ):
        return reject("straw_man", "The President's straw men never act in the rebel-only step: he cannot rebel.")
    return ()


@check(Assassinate)
def _assassinate(state: GameState, player: int, order: Assassinate) -> tuple[Rejection, ...]:
    bad = _player_ok(state, order.target)
    if bad:
        return (bad,)
    if order.target == player:
        return reject("self", "You cannot send an assassin at yourself.")
    victim = state.players[order.target]
    if victim.status is Status.DEAD:
        return reject("dead", f"{victim.name} is dead already.")
    if victim.status is Status.EXILED:
        return reject("exiled", f"{victim.name} is in exile: no assassin reaches him there.")
    if (
        state.players[order.target].straw
        and straw.side(state, order.target) is not None
        and straw.side(state, order.target) == straw.side(state, player)
    ):
        return reject(
            "own_straw_man",
            f"{state.players[order.target].name} is a straw man of your own faction: you may not send an assassin "
            "against him (001 §17.6).",
        )
    if state.players[player].straw and order.target == straw.leader(state, player):
        # A straw man's orders are his leader's (VARIANTS 10.6): his Secret Police never go after that leader.
        return reject(
            "own_faction",
            f"{state.players[order.target].name} leads {state.players[player].name}'s faction: his Secret Police "
            "do not go after their own leader.",
        )
    if order.assassin == SECRET_POLICE:
        if state.actor(Office.MINISTER) != player:
            return reject("not_minister", "Only the Minister of Internal Security commands the Secret Police.")
        if order.location is None:
            return reject("needs_location", "Say where the Secret Police should strike.")
        if order.location is Location.BANK and state.secret_police_bank_turn == state.turn - 1:
            return reject(
                "secret_police_bank",
                "The Secret Police went to the Bank last turn: they may not go there two turns running.",
            )
        return _condition(state, order, order.condition)
    if isinstance(order.assassin, str) or order.assassin not in state.players[player].hand:
        return reject("not_in_hand", "You do not hold that assassin.")
    spec = card(order.assassin)
    if spec.kind != "assassin":
        return reject("not_an_assassin", f"{spec.title} is not an assassin.")
    if spec.key not in ("burglar", "bank_robber") and order.location is None:
        return reject("needs_location", f"Say where the {spec.name} should strike.")
    elif spec.key == "character_assassin" and order.location is not Location.MISTRESS:
        return reject("mistress_only", "The Character Assassin works only at the Mistress.")
    p = state.players[player]
    underworld = any(card(c).key == "underworld" for c in p.influence)
    # Mini-Junta (VARIANTS 10.7.4): his straw men's cash may pay card costs too.
    helpers = straw.led_by(state, player) if rules_of(state).straw_men else ()
    cash = total(p.pocket) + sum(total(state.players[s].pocket) for s in helpers)
    if not underworld and cash < spec.cost:
        return reject(
            "cannot_pay",
            f"The {spec.name} costs {spec.cost} MP and your cash is {describe(p.pocket)}.",
        )
    return _condition(state, order, order.condition)


@check(Banking)
def _banking(state: GameState, player: int, order: Banking) -> tuple[Rejection, ...]:
    if order.deposit < -1 or order.withdraw < -1:
        return reject("bad_amount", "Deposit or withdraw a whole number of MP (or everything).")
    if order.deposit == 0 and order.withdraw == 0:
        return reject("nothing", "Say how much to deposit or withdraw.")
    if state.bank is BankState.CLOSED:
        return reject("bank_closed", "The Bank is closed for the rest of the turn.")
    if state.phase is Phase.AFTERMATH:
        # RULES 4.7: only a Bank closed for lunch reopens in the aftermath, for the players at the Bank.
        if state.bank is not BankState.LUNCH:
            return reject(
                "no_banking_now",
                "The Bank was open this turn: banking happened in the locations phase. In a coup's aftermath only a "
                "Bank closed for lunch reopens.",
            )
        where = state.players[player].location
        if where is not Location.BANK:
            at = f"at {LOCATION_TITLES[where]}" if where is not None else "nowhere (you came back from exile)"
            return reject("not_at_bank", f"Only the players at the Bank bank now: you spent the turn {at}.")
    elif state.bank is BankState.LUNCH and rules_of(state).lunch_banking is LunchBanking.AFTER_COUP:
        return reject(
            "bank_lunch",
            "The Bank is closed for lunch: nobody banks in this phase. If a coup begins, the players at the Bank "
            "bank in its aftermath (VARIANTS 5.5.3).",
        )
    return _condition(state, order, order.condition)


@check(RebelAction)
def _rebel(state: GameState, player: int, order: RebelAction) -> tuple[Rejection, ...]:
    if player == state.president:
        return reject("president_rebel", "The President cannot take rebel-only action.")
    return _condition(state, order, order.condition)


@check(Resign)
def _resign(state: GameState, player: int, order: Resign) -> tuple[Rejection, ...]:
    if player != state.president:
        return reject("not_president", "Only the President can resign.")
    if state.phase is Phase.ELECTION:
        return reject("wrong_phase", "You cannot resign during a presidential election.")
    if state.phase in (Phase.COUP, Phase.AFTERMATH):
        return reject("wrong_phase", "The President cannot resign during a coup.")
    return ()


@check(ReturnFromExile)
def _return(state: GameState, player: int, order: ReturnFromExile) -> tuple[Rejection, ...]:
    if state.players[player].status is not Status.EXILED:
        return reject("not_exiled", "You are not in exile.")
    embassy = order.embassy
    if embassy is not None and not CITY.has_zone(embassy):
        return reject("no_such_zone", f"There is no zone {embassy} on the map (zones 1-{len(CITY.zones)}).")
    if order.bribe is not None:
        if not rules_of(state).return_bribe:
            return reject("no_return_bribe", "In this game no card protects a returning exile.")
        if order.bribe not in state.players[player].hand or card(order.bribe).key != "bribe_the_assassin":
            return reject("not_in_hand", "Name a Bribe the Assassin card from your hand.")
        if total(state.players[player].pocket) < card(order.bribe).cost:
            return reject("cannot_pay", f"Bribe the Assassin costs {card(order.bribe).cost} MP; you carry less.")
    return ()


@check(ExecuteOnReturn)
def _execute_list(state: GameState, player: int, order: ExecuteOnReturn) -> tuple[Rejection, ...]:
    if state.actor(Office.MINISTER) != player:
        return reject("not_minister", "Only the Minister of Internal Security keeps the list of exiles to execute.")
    for pid in order.players:
        bad = _player_ok(state, pid)
        if bad:
            return (bad,)
    return ()


@check(BrotherInLawChoice)
def _bil_choice(state: GameState, player: int, order: BrotherInLawChoice) -> tuple[Rejection, ...]:
    if player != state.president:
        return reject("not_president", "Only the President chooses for his Brother-in-Law.")
    if Office.PRESIDENT in order.offices:
        return reject("bad_office", "Your Brother-in-Law cannot take the Presidency.")
    return ()


@check(PresidentChoice)
def _president_choice(state: GameState, player: int, order: PresidentChoice) -> tuple[Rejection, ...]:
    if not rules_of(state).straw_men:
        return reject("not_mini", "Only in Mini-Junta does a faction's leader choose the next President.")
    target = state.players[order.player] if 0 <= order.player < len(state.players) else None
    if target is None or target.straw:
        reals = ", ".join(p.name for p in state.players if not p.straw)
        return reject("not_eligible", f"The President is one of the real players: {reals}.")
    return ()


@check(OppositionBrigade)
def _opposition_brigade(state: GameState, player: int, order: OppositionBrigade) -> tuple[Rejection, ...]:
    if not rules_of(state).straw_men:
        return reject("not_mini", "Only in Mini-Junta does the President name the opposition's brigade.")
    if player != state.president:
        return reject("not_president", "Only the President names the opposition's brigade.")
    if not OFFICE_INFO[order.office].general:
        return reject("not_a_brigade", "Name one of the three Army Brigades (1st, 2nd or 3rd General).")
    return ()


@check(NameMinister)
def _name_minister(state: GameState, player: int, order: NameMinister) -> tuple[Rejection, ...]:
    reals = [p.id for p in state.players if not p.straw]
    if not rules_of(state).straw_men or len(reals) != 3:
        return reject("not_mini", "Only in Mini-Junta for three does the President name the Minister.")
    if player != state.president:
        return reject("not_president", "Only the President names the Minister.")
    if order.player not in reals or order.player == player:
        names = ", ".join(state.players[p].name for p in reals if p != player)
        return reject("not_eligible", f"The Minister is one of the other two real players: {names}.")
    return ()
