"""Death, exile, return from exile and resignation (RULES 4.5, 4.7) as executable rules. One test per rule clause;
each docstring quotes the rulebook.

The standard cabinet of `helpers.CABINET6`: Alba (0) President; Borges (1) Minister of Internal Security and Air
Force; Cortez (2) 1st General and Minister of War; Duarte (3) 2nd General and Foreign Minister; Esteban (4) 3rd
General and Farm & Labor; Fuentes (5) Admiral.
"""

from __future__ import annotations

from dataclasses import replace

from rules.junta.actions import apply_action
from rules.junta.engine import Resolution
from rules.junta.money import total
from rules.junta.offices import Office
from rules.junta.orders import (
    SECRET_POLICE,
    Assassinate,
    Ballot,
    Banking,
    BudgetVote,
    Choice,
    ChooseLocation,
    DrawBills,
    ElectionVote,
    ExecuteOnReturn,
    GiveCash,
    Order,
    PlayCard,
    ProposeBudget,
    RebelAction,
    Resign,
    ReturnFromExile,
    Trade,
)
from rules.junta.state import ElectionKind, GameState, Location, Phase, Seat, Status
from rules.junta.validate import validate
from rules.junta.votes import sources
from rules.rejections import Rejection
from tests.rules.helpers import cash, codes, find, game, give_bills, give_cards, pool, run, set_player, swiss

PRESIDENT, MINISTER, CORTEZ, DUARTE, ESTEBAN, FUENTES = range(6)
HOME = Location.HOME


def where(*spots: tuple[int, Location | None]) -> list[tuple[int, Order]]:
    chosen = dict(spots)
    return [(pid, ChooseLocation(chosen.get(pid, HOME))) for pid in range(6)]


def seat(state: GameState, office: Office, holder: int | None, brother_in_law: bool = False) -> GameState:
    seats = tuple(Seat(office, holder, brother_in_law) if s.office is office else s for s in state.seats)
    return replace(state, seats=seats, previous_cabinet=seats)


def exiled(phase: Phase, pid: int = FUENTES) -> GameState:
    """A game in `phase` with `pid` in exile (his offices vacated, frozen), holding cash, an account and cards."""
    g = game(phase=phase, turn=2)
    g = give_bills(g, pid, 3, 2)
    g = give_bills(g, pid, 3, where="bank")
    g, _ = give_cards(g, pid, "Vote (3)", "Peasant Revolt")
    g, _ = give_cards(g, pid, "Church", influence=True)
    for office in g.offices_of(pid):
        g = seat(g, office, None)
    return set_player(g, pid, status=Status.EXILED)


def codes_of(rejections: tuple[Rejection, ...] | Resolution) -> list[str]:
    """The codes of a refusal (validate's, or apply_action's when it refuses)."""
    assert isinstance(rejections, tuple), rejections
    return [r.code for r in rejections]


# --- death ----------------------------------------------------------------------------------------------------
def _president_and_duarte_killed() -> Resolution:
    """Borges's Secret Police kill the President; Cortez's Professional kills Duarte: an election follows."""
    g = give_bills(game(phase=Phase.LOCATIONS), CORTEZ, 2)
    g = give_bills(g, DUARTE, 3, 1)
    g = give_bills(g, DUARTE, 2, 2, where="bank")
    g, [pro] = give_cards(g, CORTEZ, "Professional Assassin")
    g, _ = give_cards(g, DUARTE, "Intelligence")
    return run(
        g,
        *where(),
        (MINISTER, Assassinate(SECRET_POLICE, PRESIDENT, HOME)),
        (CORTEZ, Assassinate(pro, DUARTE, HOME)),
    )


def test_death_lasts_until_the_next_turn() -> None:
    """RULES 4.7: "Death: until the next turn begins"; web rules: the dead "cannot take any actions until the
    beginning of the next turn"; RULES 4.1: "Dead players return (alive, no office)" with 4 cards."""
    res = _president_and_duarte_killed()
    s = res.state
    assert s.phase is Phase.ELECTION and s.turn == 1
    assert s.player(DUARTE).status is Status.DEAD
    assert codes_of(validate(s, DUARTE, ElectionVote(MINISTER))) == ["dead"]
    assert codes_of(validate(s, DUARTE, PlayCard(0))) == ["dead"]
    assert s.offices_of(DUARTE) == ()
    after = run(s, (ESTEBAN, ElectionVote(ESTEBAN)))
    assert after.state.turn == 2 and after.state.phase is Phase.CABINET
    d = after.state.player(DUARTE)
    assert d.status is Status.ALIVE and len(d.hand) == 4
    assert "respawn" in codes(after.events, public=True)


def test_the_dead_cast_no_votes() -> None:
    """RULES 4.4: "Frozen offices, dead and exiled players: no votes." """
    s = _president_and_duarte_killed().state
    assert sources(s, DUARTE) == ()


def test_death_leaves_the_swiss_account_untouched() -> None:
    """RULES 4.7: "the Swiss account is untouched"; board game 10.3: "Die Bankkonten in der Schweiz sind von dem Tod
    eines Spielers niemals betroffen." """
    s = _president_and_duarte_killed().state
    assert swiss(s, DUARTE) == 4 and cash(s, DUARTE) == 0
    assert cash(s, CORTEZ) == 4


# --- exile ----------------------------------------------------------------------------------------------------
def test_exile_keeps_cards_and_money() -> None:
    """RULES 4.7: "Exile: keeps cards and money"; web rules: "A player in Exile keeps all cards in his possession
    and all money in hand and in the Bank"; RULES 4.1: "exiled players draw none"."""
    g = give_bills(game(phase=Phase.LOCATIONS), FUENTES, 3, 2)
    g = give_bills(g, FUENTES, 3, where="bank")
    g, hand = give_cards(g, FUENTES, "Vote (3)", "Intelligence")
    g, infl = give_cards(g, FUENTES, "Church", influence=True)
    res = run(g, *where((FUENTES, None)))
    f = res.state.player(FUENTES)
    assert res.state.turn == 2 and f.status is Status.EXILED
    assert f.hand == tuple(hand) and f.influence == tuple(infl)
    assert cash(res.state, FUENTES) == 5 and swiss(res.state, FUENTES) == 3
    assert not [e for e in res.events if e.code == "cards_drawn" and FUENTES in e.audience.players]


def test_exiles_offices_go_to_the_brother_in_law() -> None:
    """RULES 4.7: "offices of a dead or exiled player pass to the President's Brother-in-Law"; web rules: "His
    position is open to the President's Brother-in-Law, until the beginning of the next turn"."""
    res = run(game(phase=Phase.LOCATIONS), *where((DUARTE, None)))
    s = res.state
    assert s.offices_of(DUARTE) == ()
    assert s.seat(Office.GENERAL_2).brother_in_law and s.seat(Office.FOREIGN_MINISTER).frozen


def test_exile_may_not_vote() -> None:
    """RULES 4.7: an exile "may not ... vote"; board game 9.1: "Ein Spieler im Exil kann nicht an Abstimmungen
    teilnehmen"."""
    g = exiled(Phase.BUDGET_VOTE)
    assert codes_of(validate(g, FUENTES, BudgetVote(Ballot(Choice.YES)))) == ["exiled"]
    assert sources(g, FUENTES) == ()
    g = replace(exiled(Phase.ELECTION), president=None)
    assert codes_of(validate(g, FUENTES, ElectionVote(MINISTER))) == ["exiled"]


def test_exile_may_not_play_cards() -> None:
    """RULES 4.7: an exile "may not ... play cards"; board game 9.1: "Ein Spieler im Exil kann keine Politischen
    Karten ausspielen"."""
    g = exiled(Phase.LOCATIONS)
    revolt = next(c for c in g.player(FUENTES).hand)
    assert codes_of(validate(g, FUENTES, PlayCard(revolt))) == ["exiled"]


def test_exile_may_not_trade() -> None:
    """RULES 4.7: an exile "may not trade"; web rules: "may not trade or interact with any other players"."""
    g = give_bills(exiled(Phase.LOCATIONS), CORTEZ, 2)
    assert codes_of(apply_action(g, FUENTES, GiveCash(CORTEZ, 2))) == ["action_exiled"]
    assert codes_of(apply_action(g, CORTEZ, GiveCash(FUENTES, 2))) == ["action_exiled"]
    trade = Trade(offerer=CORTEZ, to=FUENTES, give_cash=2, get_cash=2)
    assert codes_of(apply_action(g, FUENTES, trade)) == ["action_exiled"]


def test_exile_may_not_act() -> None:
    """RULES 4.7: an exile "may not ... act"; board game 9.1: he "kann keine Attentatsversuche unternehmen";
    web rules: "An Exiled player is essentially out of the game until he returns." """
    g = give_bills(exiled(Phase.LOCATIONS), FUENTES, 3)
    g, [pro] = give_cards(g, FUENTES, "Professional Assassin")
    for order in (
        ChooseLocation(HOME),
        Assassinate(pro, CORTEZ, HOME),
        Banking(deposit=3),
        RebelAction(),
        Resign(),
    ):
        assert codes_of(validate(g, FUENTES, order)) == ["exiled"], order
    g = exiled(Phase.BUDGET_DRAW, pid=DUARTE)
    assert codes_of(validate(g, DUARTE, DrawBills(Office.FOREIGN_MINISTER, 3))) == ["exiled"]


def test_exile_cannot_be_assassinated() -> None:
    """Board game 9.1: "Ein Spieler in einer Botschaft kann weder vor ein Erschießungskommando gestellt werden, noch
    kann er Opfer eines Attentats werden." """
    g = exiled(Phase.LOCATIONS)
    order = Assassinate(SECRET_POLICE, FUENTES, HOME)
    # Issue 22: an attempt that can never hit is refused when it is given, in a sentence.
    assert codes_of(validate(g, MINISTER, order)) == ["exiled"]
    res = run(g, *where()[:5], (MINISTER, order))
    assert "killed" not in codes(res.events)
    assert cash(res.state, FUENTES) == 5


def test_president_cannot_go_into_exile() -> None:
    """RULES 4.7: "The President cannot go into exile (outside a coup he may resign first)." """
    g = game(phase=Phase.LOCATIONS)
    assert codes_of(validate(g, PRESIDENT, ChooseLocation(None))) == ["president_exile"]
    res = run(g, (PRESIDENT, ChooseLocation(None)))
    assert res.state.player(PRESIDENT).status is Status.ALIVE and res.state.president == PRESIDENT


# --- return from exile ----------------------------------------------------------------------------------------
def test_return_from_exile_any_time() -> None:
    """RULES 4.7: "Return any time"; web rules: "An Exiled player may choose to return from Exile at any time"."""
    for phase in (
        Phase.CABINET,
        Phase.BUDGET_DRAW,
        Phase.BUDGET_PROPOSAL,
        Phase.BUDGET_VOTE,
        Phase.MINISTER_DECISION,
        Phase.LOCATIONS,
    ):
        assert validate(exiled(phase), FUENTES, ReturnFromExile()) == (), phase
    assert codes_of(validate(exiled(Phase.CABINET), CORTEZ, ReturnFromExile())) == ["not_exiled"]


def test_return_is_effective_when_the_phase_resolves() -> None:
    """RULES 4.7: "Return any time"; RULES 7: "Orders are secret, given in DMs, revisable until the deadline": the
    return is an order, so it takes effect when the current phase resolves; until then he is still in exile."""
    g = exiled(Phase.BUDGET_DRAW)
    assert validate(g, FUENTES, ReturnFromExile()) == ()
    assert g.player(FUENTES).status is Status.EXILED
    res = run(g, (FUENTES, ReturnFromExile()))
    f = res.state.player(FUENTES)
    assert f.status is Status.ALIVE and res.state.phase is Phase.BUDGET_PROPOSAL
    assert "returned" in codes(res.events, public=True)
    assert f.hand and f.influence and cash(res.state, FUENTES) == 5 and swiss(res.state, FUENTES) == 3


def test_returning_exile_is_positionless_until_the_next_cabinet() -> None:
    """RULES 4.7: "A returning exile is positionless until the next cabinet"; web rules: "If an Exile returns in
    the middle of the Turn, however, he will remain positionless until the next Cabinet Appointment Phase." """
    res = run(exiled(Phase.BUDGET_DRAW), (FUENTES, ReturnFromExile()))
    s = res.state
    assert s.player(FUENTES).positionless and s.offices_of(FUENTES) == ()
    # Returning while the cabinet is appointed: still positionless until the next one.
    res = run(exiled(Phase.CABINET), (FUENTES, ReturnFromExile()))
    assert res.state.player(FUENTES).positionless and res.state.offices_of(FUENTES) == ()
    # The next cabinet gives him an office.
    nxt = run(replace(s, phase=Phase.CABINET))
    assert not nxt.state.player(FUENTES).positionless and nxt.state.offices_of(FUENTES)


def test_minister_executes_a_returning_exile_on_his_list() -> None:
    """RULES 4.7: "Return any time: the Minister's standing list says whom to execute (default: none; cash to the
    Minister)"; web rules: "the returning player's pocket money is given to the Minister of Internal Security, his
    cards are discarded, and he functions as if he were normally assassinated." """
    g = exiled(Phase.BUDGET_DRAW)
    cards = g.player(FUENTES).hand + g.player(FUENTES).influence
    res = run(g, (MINISTER, ExecuteOnReturn((FUENTES,))), (FUENTES, ReturnFromExile()))
    s = res.state
    f = s.player(FUENTES)
    assert f.status is Status.DEAD and f.hand == () and f.influence == ()
    assert set(cards) <= set(s.discards)
    assert cash(s, MINISTER) == 5 and swiss(s, FUENTES) == 3
    assert find(res.events, "killed").data["victim"] == FUENTES
    assert s.coup_excuse  # "as if he were normally assassinated": any kill gives a coup excuse
    assert s.phase is Phase.BUDGET_PROPOSAL  # dead for the rest of the turn


def test_the_execution_list_is_a_standing_order_of_the_minister() -> None:
    """RULES 4.7: "the Minister's standing list": given once, it holds in later phases; only the Minister keeps
    it."""
    g = exiled(Phase.CABINET)
    assert codes_of(validate(g, CORTEZ, ExecuteOnReturn((FUENTES,)))) == ["not_minister"]
    res = run(g, (PRESIDENT, ExecuteOnReturn((FUENTES,))), (MINISTER, ExecuteOnReturn((FUENTES,))))
    assert res.state.minister_return_list == (FUENTES,)
    later = replace(res.state, phase=Phase.BUDGET_VOTE)
    out = run(later, (FUENTES, ReturnFromExile()))
    assert out.state.player(FUENTES).status is Status.DEAD


def test_by_default_nobody_is_executed_on_return() -> None:
    """RULES 7: "exiles executed on return: nobody" by default."""
    res = run(exiled(Phase.BUDGET_DRAW), (FUENTES, ReturnFromExile()))
    assert res.state.player(FUENTES).status is Status.ALIVE and "killed" not in codes(res.events)


def test_frozen_ministers_office_gives_safe_passage() -> None:
    """RULES 4.7: "A frozen office: ... safe passage for returning exiles"; board game 9.1: "Dem zurückkehrenden
    Spieler geschieht jedoch nichts, wenn: Das Amt des Ministers im Moment 'eingefroren' ist." """
    g = replace(seat(exiled(Phase.BUDGET_DRAW), Office.MINISTER, None), minister_return_list=(FUENTES,))
    res = run(g, (FUENTES, ReturnFromExile()))
    assert res.state.player(FUENTES).status is Status.ALIVE
    assert cash(res.state, FUENTES) == 5 and "killed" not in codes(res.events)


# --- resignation ----------------------------------------------------------------------------------------------
def _resigned(pocket: tuple[int, ...] = (3, 2)) -> Resolution:
    """The President resigns during the budget proposal phase (and proposes: 4 MP of 3 + 1 to Cortez)."""
    g = pool(game(phase=Phase.BUDGET_PROPOSAL), 3, 1, 2)
    g = give_bills(g, PRESIDENT, *pocket)
    return run(g, (PRESIDENT, ProposeBudget(((CORTEZ, 4),))), (PRESIDENT, Resign()))


def test_only_the_president_resigns_and_not_during_an_election() -> None:
    """Web rules: "At any time, except during a Coup, the President may announce his resignation." """
    g = game(phase=Phase.BUDGET_DRAW)
    assert validate(g, PRESIDENT, Resign()) == ()
    assert codes_of(validate(g, CORTEZ, Resign())) == ["not_president"]
    s = _resigned().state
    assert codes_of(validate(s, PRESIDENT, Resign())) == ["wrong_phase"]


def test_resignation_is_effective_when_the_phase_resolves_and_an_election_follows() -> None:
    """RULES 4.7: "Resignation: any time but a coup, effective when the current phase resolves; a one-day election
    follows"; web rules: "A Presidential Election must then be held immediately before continuing with the Turn." """
    res = _resigned()
    s = res.state
    assert s.budget is not None and s.budget.total_for(CORTEZ) == 4  # the phase resolved first
    assert s.phase is Phase.ELECTION
    assert s.election is not None and s.election.kind is ElectionKind.RESIGNATION
    assert s.election.outgoing == PRESIDENT and s.election.resume is Phase.BUDGET_VOTE
    assert "resigned" in codes(res.events, public=True)


def test_resigning_president_votes_and_may_be_reelected() -> None:
    """RULES 4.7: "the old President votes and may be re-elected"; web rules: "The resigning President is able to
    use his Presidential Vote as well as any Influence in the election, and he may himself be reelected"."""
    s = _resigned().state
    assert s.election is not None and PRESIDENT in s.election.candidates
    s, _ = give_cards(s, PRESIDENT, "Church", influence=True)
    res = run(s, (PRESIDENT, ElectionVote(PRESIDENT)), (CORTEZ, ElectionVote(CORTEZ)))
    tally = find(res.events, "election_tally").data["tally"]
    assert isinstance(tally, dict) and tally[str(PRESIDENT)] == 1 + 4  # his President's vote and his Church
    assert res.state.president == PRESIDENT and cash(res.state, PRESIDENT) == 5
    assert res.state.phase is Phase.BUDGET_VOTE


def test_resigning_presidents_pocket_passes_to_the_new_president() -> None:
    """RULES 4.7: "his pocket and the budget pool pass to the new President"; web rules: "All money in the
    resigning President's Pocket is given immediately to the new President upon resolution of the election." """
    s = _resigned().state
    pool_before = s.pool
    res = run(s, (ESTEBAN, ElectionVote(DUARTE)))
    t = res.state
    assert t.president == DUARTE
    assert cash(t, PRESIDENT) == 0 and cash(t, DUARTE) == 5
    assert t.pool == pool_before and total(t.pool) == 6
    assert t.phase is Phase.BUDGET_VOTE  # the turn continues


def test_new_president_mid_turn_gives_up_his_other_offices_to_the_brother_in_law() -> None:
    """RULES 4.5: "Whoever becomes President mid-turn gives up his other offices to the Brother-in-Law." """
    s = _president_and_duarte_killed().state
    res = run(s, (ESTEBAN, ElectionVote(ESTEBAN)))
    t = res.state
    assert t.president == ESTEBAN and t.offices_of(ESTEBAN) == (Office.PRESIDENT,)
    assert t.seat(Office.GENERAL_3).brother_in_law and t.seat(Office.FARM_LABOR).frozen
    # In a resignation election too.
    s = _resigned().state
    res = run(s, (ESTEBAN, ElectionVote(ESTEBAN)))
    assert res.state.president == ESTEBAN and res.state.offices_of(ESTEBAN) == (Office.PRESIDENT,)
    assert res.state.seat(Office.GENERAL_3).brother_in_law
