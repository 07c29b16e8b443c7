"""The `mini` variant's straw men's decisions (VARIANTS.md 10.6) as executable rules: what a faction leader may order
in a straw man's seat, and the defaults when he orders nothing. One test per clause; each docstring quotes VARIANTS.md
and its seed 001 citation.

Two players: Alba (0) President, Borges (1) the opposition leader; Sunglasses (2) the straw Minister, Pocket-watch (3)
and Beard (4) the straw Generals. Unless told otherwise Sunglasses and Beard are in the opposition, Pocket-watch in the
government.
"""

from __future__ import annotations

from dataclasses import replace

from rules.junta import duties, straw
from rules.junta import orders as order_kinds
from rules.junta.actions import check
from rules.junta.cards import HAND_LIMIT
from rules.junta.orders import (
    SECRET_POLICE,
    Assassinate,
    Ballot,
    Banking,
    BudgetVote,
    Choice,
    ChooseLocation,
    Discard,
    ElectionVote,
    GiveCards,
    GiveCash,
    Move,
    OrderBase,
    PlayCard,
    ProposeBudget,
    RebelAction,
    Resign,
    ReturnFromExile,
)
from rules.junta.phases.budget_vote import default as default_ballot
from rules.junta.state import BankState, GameState, Location, Phase
from rules.junta.validate import validate
from tests.rules.helpers import cash, give_bills, give_cards, pool, run, swiss
from tests.rules.mini_helpers import (
    ALBA,
    BEARD,
    BORGES,
    CORTEZ,
    GOV,
    OPP,
    POCKET_WATCH,
    STRAW3_A,
    SUNGLASSES,
    faction_of,
    mini_game,
)
from tests.said import english
from tests.said import owed as duty_said

FACTIONS = {SUNGLASSES: OPP, POCKET_WATCH: GOV, BEARD: OPP}
HOME = Location.HOME


def _game(phase: Phase, factions: dict[int, str | None] | None = None) -> GameState:
    return mini_game(phase=phase, factions=FACTIONS if factions is None else factions)


def _refused(state: GameState, pid: int, order: object) -> list[str]:
    return [r.code for r in validate(state, pid, order)]  # type: ignore[arg-type]


# --- who decides ---------------------------------------------------------------------------------------------
def test_the_leader_of_his_faction_decides_for_a_straw_man() -> None:
    """VARIANTS 10.6 (001 §17.3): "Each decision is made by the leader of the straw man's faction ...; if ... the
    straw man has no faction, or the leader is dead or in exile, the default applies"; 10.1.1: the President leads
    the government faction, the other real player the opposition. Pocket-watch is Alba's, Sunglasses and Beard
    Borges's; with Borges dead or in exile nobody leads them; a straw man without a faction has no leader."""
    s = _game(Phase.LOCATIONS)
    assert [straw.leader(s, p) for p in range(5)] == [ALBA, BORGES, BORGES, ALBA, BORGES]
    assert straw.led_by(s, ALBA) == (POCKET_WATCH,) and straw.led_by(s, BORGES) == (SUNGLASSES, BEARD)
    from rules.junta.state import Status

    for status in (Status.DEAD, Status.EXILED):
        players = list(s.players)
        players[BORGES] = replace(players[BORGES], status=status)
        gone = replace(s, players=tuple(players))
        assert straw.leader(gone, SUNGLASSES) is None and straw.leader(gone, BEARD) is None
    assert straw.leader(_game(Phase.LOCATIONS, {}), BEARD) is None


def test_straw_men_never_owe_an_order() -> None:
    """VARIANTS 10.6 (R; 001 §17.3): "if he gives none ... the default applies": a straw man's orders are his
    leader's option, never a duty, in every phase; the real players owe theirs as in classic."""
    for phase in (Phase.CABINET, Phase.BUDGET_PROPOSAL, Phase.BUDGET_VOTE, Phase.LOCATIONS):
        s = _game(phase)
        for pid in (SUNGLASSES, POCKET_WATCH, BEARD):
            assert duties.duties(s, pid) == ()
        assert duties.owes(s) <= {ALBA, BORGES}
    assert duties.owes(_game(Phase.LOCATIONS)) == {ALBA, BORGES}


# --- what may be ordered in a straw man's seat --------------------------------------------------------------
STRAW_KINDS = {
    "play",
    "discard",
    "budget_vote",
    "cast",  # a budget ballot's source cast on its own (VARIANTS 4.2.2); never in an election (11.2)
    "seize",
    "location",
    "assassinate",
    "banking",
    "move",
    "land",
    "bombard",
    "fire",
    "transfer",
    "police_response",
    "loss_order",
    "retreat_permission",
    "retreat_route",
    "coup_vote",
    "junta_vote",
}


def test_only_the_decisions_of_the_table_may_be_ordered_for_a_straw_man() -> None:
    """VARIANTS 10.6 (001 §17.3-§17.10; R: "seed 001 gives the leaders only the powers in this table"): discarding,
    influence, budget ballots, location, banking, Secret Police, seizing the Chamber, Police Response, coup moves,
    fire, transfers, losses and retreats, coup declaration, Junta vote. Exactly those order kinds are marked STRAW;
    any other order in a straw man's seat (a budget, a resignation, an election vote, a return from exile, a bare
    rebel-only action) is refused with the reason."""
    kinds = [k for k in vars(order_kinds).values() if isinstance(k, type) and issubclass(k, OrderBase)]
    assert {k.KIND for k in kinds if k.STRAW} == STRAW_KINDS
    s = _game(Phase.LOCATIONS)
    for order in (ProposeBudget(((BEARD, 1),)), Resign(), ElectionVote(BORGES), ReturnFromExile(), RebelAction()):
        refused = validate(s, BEARD, order)
        assert [r.code for r in refused] == ["straw_man"], order
        assert "Beard is a straw man" in english(refused[0], s)


def test_a_straw_man_plays_only_influence_cards() -> None:
    """VARIANTS 10.6 (001 §17.3): "playing influence from his hand: faction leader may play it face up"; "playing any
    other card: nobody (R ...)". Borges may play Beard's Press; not his Vote (3) nor his Amateur Assassin."""
    s = _game(Phase.BUDGET_PROPOSAL)
    s, [press, vote, assassin] = give_cards(s, BEARD, "Press", "Vote (3)", "Amateur Assassin")
    assert validate(s, BEARD, PlayCard(press)) == ()
    for c in (vote, assassin):
        refused = validate(s, BEARD, PlayCard(c))
        assert [r.code for r in refused] == ["straw_man"] and "only influence cards" in english(refused[0], s)


def test_a_straw_man_never_goes_into_exile() -> None:
    """VARIANTS 10.6 (001 §17.8): "exile: impossible: only real players go into exile"; "location: faction leader
    (001 §17.5)". Beard may be sent to the Bank, never abroad."""
    s = _game(Phase.LOCATIONS)
    assert validate(s, BEARD, ChooseLocation(Location.BANK)) == ()
    refused = validate(s, BEARD, ChooseLocation(None))
    assert [r.code for r in refused] == ["straw_man"] and "Only real players go into exile" in english(refused[0], s)


def test_a_straw_mans_default_location_is_home_club_or_mistress_by_lot() -> None:
    """VARIANTS 10.6 (R): "location: faction leader (001 §17.5) | lot among Home, Club, Mistress". With no orders,
    across seeds every straw man ends up at one of the three, each of them seen."""
    seen = set()
    for i in range(10):
        res = run(_game(Phase.LOCATIONS), *((p, ChooseLocation(HOME)) for p in (ALBA, BORGES)), seed=f"l{i}")
        told = [e for e in res.events if e.code == "location" and min(e.audience.players) >= SUNGLASSES]
        assert len(told) == 3 and all("lot sends you" in english(e, res.state) for e in told)
        seen |= {e.data["location"] for e in told}
    assert seen == {Location.HOME.value, Location.CLUB.value, Location.MISTRESS.value}


def test_a_straw_man_deposits_and_never_withdraws() -> None:
    """VARIANTS 10.6 (001 §17.9): "banking: at the Bank, if open, he may deposit; it is credited to his leader's
    account"; 10.7.2: "straw men have no accounts of their own and never withdraw". A deposit order in Beard's seat
    is accepted, a withdrawal refused with the reason."""
    s = _game(Phase.LOCATIONS)
    assert validate(s, BEARD, Banking(deposit=2)) == ()
    refused = validate(s, BEARD, Banking(withdraw=2))
    assert [r.code for r in refused] == ["straw_man"] and "never withdraws" in english(refused[0], s)


def test_a_straw_man_sends_only_the_secret_police() -> None:
    """VARIANTS 10.6 (001 §17.6): "Secret Police (straw Minister): the leader of the Minister's faction"; "playing
    any other card: nobody" (no assassin cards). Borges may send Sunglasses's Secret Police at Pocket-watch, not
    Sunglasses's Amateur Assassin."""
    s = _game(Phase.LOCATIONS)
    s, [amateur] = give_cards(s, SUNGLASSES, "Amateur Assassin")
    assert validate(s, SUNGLASSES, Assassinate(SECRET_POLICE, POCKET_WATCH, HOME)) == ()
    refused = validate(s, SUNGLASSES, Assassinate(amateur, POCKET_WATCH, HOME))
    assert [r.code for r in refused] == ["straw_man"] and "Secret Police" in english(refused[0], s)


def test_a_straw_man_discards_only_over_the_hand_limit() -> None:
    """VARIANTS 10.6 (001 §17.3): "discarding down to 6: faction leader, only when over the limit". Beard with 6
    cards may not discard; with 7 he may."""
    s = _game(Phase.CABINET)
    names = ("Press", "Vote (3)", "Amateur Assassin", "Church", "Bankers", "Students", "Peasants")
    six, cards = give_cards(s, BEARD, *names[:HAND_LIMIT])
    refused = validate(six, BEARD, Discard((cards[0],)))
    assert [r.code for r in refused] == ["straw_man"] and f"hand limit of {HAND_LIMIT}" in english(refused[0], six)
    seven, cards = give_cards(s, BEARD, *names)
    assert validate(seven, BEARD, Discard((cards[0],))) == ()


def test_the_leader_chooses_his_straw_mans_discards_and_the_default_waits_for_the_deadline() -> None:
    """VARIANTS 10.6 (001 §17.3): "discarding down to 6 | faction leader, only when over the limit | newest drawn
    first, never influence in play"; 10.6: "if he gives none ..., the default applies". Beard (Borges's) holds 8
    cards in a Cabinet phase: Borges owes the choice of 2 (his Done summary and Status Page say so, naming Beard),
    met by a discard in Beard's seat; given, those 2 go; not given, the phase's end discards Beard's 2 newest drawn.
    Alba, who leads no one over the limit, owes nothing of the kind."""
    s = _game(Phase.CABINET)
    names = ("Press", "Vote (3)", "Amateur Assassin", "Church", "Bankers", "Students", "Peasants", "Vote (2)")
    s, cards = give_cards(s, BEARD, *names)
    owed = [d for d in duties.missing(s, BORGES, ()) if d.straw == BEARD]
    assert len(owed) == 1 and owed[0].excess == 2
    assert duty_said(owed[0], s).startswith("Beard, your straw man, holds 8 cards, over the hand limit of 6: choose")
    assert not [d for d in duties.missing(s, ALBA, ()) if d.straw is not None]
    chosen = Discard((cards[0], cards[1]))
    assert not [d for d in duties.missing(s, BORGES, (), {BEARD: [chosen]}) if d.straw == BEARD]
    assert [d.straw for d in duties.missing(s, BORGES, (chosen,))] == [BEARD]  # his own seat's orders do not count
    kept = run(s, (BEARD, chosen)).state.player(BEARD)
    assert kept.card_count == HAND_LIMIT and cards[0] not in kept.hand and cards[-1] in kept.hand
    default = run(s).state.player(BEARD)
    assert default.card_count == HAND_LIMIT and cards[0] in default.hand and cards[-1] not in default.hand


def test_the_presidents_straw_men_never_act_in_the_rebel_only_step() -> None:
    """VARIANTS 10.6 (R): "the President never has his faction's straw men act in the rebel-only step (he cannot
    rebel, 001 §13.2, and they are his)". With a coup excuse, a move of Pocket-watch's brigade (government) in the
    Locations phase is refused with the reason; Beard's (opposition) is accepted."""
    s = replace(_game(Phase.LOCATIONS), excuse_from_budget=True, bank=BankState.CLOSED)
    refused = validate(s, POCKET_WATCH, Move(20, 19))
    assert [r.code for r in refused] == ["straw_man"] and "never act in the rebel-only step" in english(refused[0], s)
    assert validate(s, BEARD, Move(2, 1)) == ()


def test_nobody_sends_an_assassin_at_a_straw_man_of_his_own_faction() -> None:
    """VARIANTS 10.6 (001 §17.6): "a player never sends an assassin, the Secret Police included, against a straw man
    of his own faction: the bot refuses the order". Alba may not send her Amateur Assassin at Pocket-watch (hers),
    but may at Beard (Borges's); Sunglasses's Secret Police (Borges's) may not go after Beard, may after
    Pocket-watch; with three players the Minister, in no faction, may go after anyone."""
    s = give_bills(_game(Phase.LOCATIONS), ALBA, 1)
    s, [amateur] = give_cards(s, ALBA, "Amateur Assassin")
    refused = validate(s, ALBA, Assassinate(amateur, POCKET_WATCH, HOME))
    assert [r.code for r in refused] == ["own_straw_man"] and "your own faction" in english(refused[0], s)
    assert validate(s, ALBA, Assassinate(amateur, BEARD, HOME)) == ()
    assert _refused(s, SUNGLASSES, Assassinate(SECRET_POLICE, BEARD, HOME)) == ["own_straw_man"]
    assert _refused(s, SUNGLASSES, Assassinate(SECRET_POLICE, POCKET_WATCH, HOME)) == []
    three = mini_game(3, phase=Phase.LOCATIONS, minister=CORTEZ, factions={STRAW3_A: GOV, 4: OPP})
    assert _refused(three, CORTEZ, Assassinate(SECRET_POLICE, STRAW3_A, HOME)) == []
    assert _refused(three, CORTEZ, Assassinate(SECRET_POLICE, 4, HOME)) == []


def test_no_straw_man_goes_after_his_own_leader() -> None:
    """VARIANTS 10.6: "Each decision is made by the leader of the straw man's faction, through his own orders naming
    the straw man"; "Secret Police (straw Minister) | the leader of the Minister's faction"; "Limits: a player never
    sends an assassin, the Secret Police included, against a straw man of his own faction". An order in the straw
    Minister's seat is his leader's: his Secret Police never go after that leader (in play, a computer's own straw
    Minister was sent at it). Sunglasses in the opposition may not be sent at Borges, may at Alba; in the
    government, the other way round."""
    s = _game(Phase.LOCATIONS)
    refused = validate(s, SUNGLASSES, Assassinate(SECRET_POLICE, BORGES, HOME))
    assert [r.code for r in refused] == ["own_faction"] and "their own leader" in english(refused[0], s)
    assert _refused(s, SUNGLASSES, Assassinate(SECRET_POLICE, ALBA, HOME)) == []
    gov = faction_of(s, SUNGLASSES, GOV)
    assert _refused(gov, SUNGLASSES, Assassinate(SECRET_POLICE, ALBA, HOME)) == ["own_faction"]
    assert _refused(gov, SUNGLASSES, Assassinate(SECRET_POLICE, BORGES, HOME)) == []


def test_a_straw_man_gives_no_cash_or_cards_away() -> None:
    """VARIANTS 10.6 (R): "seed 001 gives the leaders only the powers in this table" (gifts are not in it; "swapping
    cards: ... at most one swap per straw man per round (001 §17.1)"); 10.1.3: a straw man has "no decisions of its
    own". Gifts from Beard's seat, of cash or of a card, are refused."""
    s = give_bills(_game(Phase.LOCATIONS), BEARD, 3)
    s, [vote] = give_cards(s, BEARD, "Vote (3)")
    assert check(s, BEARD, GiveCash(BORGES, 3)) != ()
    assert check(s, BEARD, GiveCards(BORGES, (vote,))) != ()


# --- defaults -----------------------------------------------------------------------------------------------
def test_default_ballots_government_all_yes_opposition_all_no_in_ballot_one() -> None:
    """VARIANTS 10.6 (R): "budget ballots: faction leader | government: all sources yes in ballot 1; opposition: all
    no in ballot 1"; 10.5.6: without a faction, the default of no faction (nothing cast). In ballot 1 with no orders,
    Pocket-watch's office and influence vote yes, Sunglasses's and Beard's no; in ballot 2 nothing more; Beard's
    leader may order otherwise."""
    s = _game(Phase.BUDGET_PROPOSAL)
    s, _ = give_cards(s, POCKET_WATCH, "Press", influence=True)
    s = run(pool(s, 3, 3, 2), (ALBA, ProposeBudget(((POCKET_WATCH, 3),)))).state
    assert s.phase is Phase.BUDGET_VOTE and not s.first_ballot
    for pid, faction in FACTIONS.items():  # the roll replaced by the factions of this scenario
        s = faction_of(s, pid, faction)
    assert default_ballot(s, POCKET_WATCH) == Ballot(Choice.YES)
    assert default_ballot(s, BEARD) == Ballot(Choice.NO) and default_ballot(s, SUNGLASSES) == Ballot(Choice.NO)
    assert default_ballot(s, ALBA) == Ballot()
    res = run(s)
    cast = {(c.player, c.source): c.choice for c in res.state.first_ballot}
    assert cast[(POCKET_WATCH, "office:general_2")] == "yes"
    assert [v for (p, src), v in cast.items() if p == POCKET_WATCH and src.startswith("influence")] == ["yes"]
    assert cast[(BEARD, "office:general_3")] == "no" and cast[(SUNGLASSES, "office:minister")] == "no"
    assert not [k for k in cast if k[0] in (ALBA, BORGES)]
    assert default_ballot(res.state, POCKET_WATCH) == Ballot()  # ballot 2: nothing more by default
    ordered = run(s, (BEARD, BudgetVote(Ballot(Choice.YES))))
    assert {c.choice for c in ordered.state.first_ballot if c.player == BEARD} == {"yes"}
    none = replace(s, players=tuple(replace(p, faction=None) if p.straw else p for p in s.players))
    assert default_ballot(none, BEARD) == Ballot()


def test_default_banking_deposits_all_into_the_leaders_account() -> None:
    """VARIANTS 10.6 (001 §17.9): "banking: at the Bank, if open, he may deposit; it is credited to his leader's
    account | deposit all his cash"; 10.7.2 (001 §17.4, §17.9): "a straw man at the open Bank deposits into his
    faction leader's Swiss account". Beard (5 MP) and Pocket-watch (4 MP) at the open Bank, no orders: Borges's
    account gets 5, Alba's 4, told to each privately; with Borges's order for 2, Beard deposits 2 and the other 3
    pass to Borges's cash (10.7.3)."""
    s = give_bills(give_bills(_game(Phase.LOCATIONS), BEARD, 3, 2), POCKET_WATCH, 3, 1)
    locs = [(p, ChooseLocation(Location.BANK if p in (BEARD, POCKET_WATCH) else HOME)) for p in range(5)]
    res = run(s, *locs)
    t = res.state
    assert swiss(t, BORGES) == 5 and swiss(t, ALBA) == 4 and swiss(t, BEARD) == 0 and cash(t, BEARD) == 0
    banked = [e for e in res.events if e.code == "banked"]
    assert {(min(e.audience.players), e.data["deposited"]) for e in banked} == {(BORGES, 5), (ALBA, 4)}
    assert not any(e.public for e in banked)
    res = run(s, *locs, (BEARD, Banking(deposit=2)))
    assert swiss(res.state, BORGES) == 2 and cash(res.state, BORGES) == 3
