"""Orders that cannot happen are refused at once; orders that depend on what happens later are recorded with a word
saying on what (issue 22; RULES 7; `rules.junta.submission`)."""

from __future__ import annotations

from dataclasses import replace

from rules.junta import military
from rules.junta.cards import card
from rules.junta.orders import (
    SECRET_POLICE,
    Assassinate,
    Banking,
    ChooseLocation,
    ExecuteIfElected,
    Fire,
    FiringSquad,
    JuntaVote,
    Move,
    Nominate,
    Order,
    Second,
    Submitted,
    VoteCard,
)
from rules.junta.state import BankState, Coup, Location, Phase, Status
from rules.junta.submission import at_submission, standing_caveats
from tests.rules.classic_helpers import classic_game
from tests.rules.helpers import fresh, game, give_bills, give_cards, set_player
from tests.said import english


def _mine(player: int, *orders: Order) -> tuple[Submitted, ...]:
    return tuple(Submitted(player, o, i) for i, o in enumerate(orders))


def test_a_second_for_a_family_nobody_nominated_is_refused() -> None:
    """RULES 3.2: "any player may nominate any player for President, second a nomination, or decline his own".
    R: a second supports a nomination standing when it is given (nominations are public acts, told as made);
    seconding a family nobody has nominated is refused, naming the standing nominations."""
    s = fresh()
    got = at_submission(s, 1, Second(3))
    assert [r.code for r in got.rejections] == ["not_nominated"]
    assert "Nobody has nominated Duarte" in english(got.rejections[0], s)
    known = _mine(2, Nominate(3))
    assert at_submission(s, 1, Second(3), known).accepted
    got = at_submission(s, 1, Second(4), known)
    assert "(Duarte)" in english(got.rejections[0], s)


def test_banking_away_from_the_bank_is_recorded_with_a_caveat() -> None:
    """RULES 4.5 step 2: "living players at the Bank deposit or withdraw". Where he spends the turn is another
    order of his, which may still change: the banking is recorded, and the echo says it counts only at the Bank."""
    s = give_bills(game(phase=Phase.LOCATIONS), 1, 3, 2, 2)
    got = at_submission(s, 1, Banking(deposit=2), _mine(1, ChooseLocation(Location.CLUB)))
    assert got.accepted
    assert [english(c, s) for c in got.caveats] == [
        "You are going to the Club: this banking counts only if you are at the Bank."
    ]
    assert not at_submission(s, 1, Banking(deposit=2), _mine(1, ChooseLocation(Location.BANK))).caveats
    got = at_submission(s, 1, Banking(deposit=2))
    assert [c.code for c in got.caveats] == ["bank_location"]
    # The other way round: a location away from the Bank while banking stands.
    got = at_submission(s, 1, ChooseLocation(Location.HOME), _mine(1, Banking(deposit=2)))
    assert [c.code for c in got.caveats] == ["bank_location"]
    # The Done summary reads all his standing orders together.
    notes = standing_caveats(s, 1, [Banking(deposit=2), ChooseLocation(Location.BANK)])
    assert notes == ((), ())


def test_a_deposit_larger_than_the_cash_says_what_is_deposited() -> None:
    """A deposit of 9 with 7 in cash: the Bank takes what his bills can pay up to the amount (no change); more
    cash may still come (a gift), so it is recorded, saying how much he deposits as things stand."""
    s = give_bills(game(phase=Phase.LOCATIONS), 1, 3, 2, 2)
    got = at_submission(s, 1, Banking(deposit=9), _mine(1, ChooseLocation(Location.BANK)))
    assert got.accepted
    assert [english(c, s) for c in got.caveats] == [
        "You deposit 7 MP, not 9: you carry 7 MP (the Bank gives no change), unless you receive more before the "
        "Bank opens."
    ]
    got = at_submission(s, 1, Banking(deposit=1), _mine(1, ChooseLocation(Location.BANK)))
    assert "cannot make exactly 1 MP" in english(got.caveats[0], s)
    assert not at_submission(s, 1, Banking(deposit=-1), _mine(1, ChooseLocation(Location.BANK))).caveats


def test_the_bank_closed_for_lunch() -> None:
    """RULES 4.4: a seized Chamber closes the Bank for lunch "until any coup has resolved"; 4.5: if nobody acted, it
    reopens at once and the banking orders resolve. So going to the Bank and banking are recorded, saying so.
    Classic (VARIANTS 5.5.3): with no coup there is no banking this round: banking now is refused."""
    s = replace(give_bills(game(phase=Phase.LOCATIONS), 1, 3), bank=BankState.LUNCH)
    got = at_submission(s, 1, ChooseLocation(Location.BANK))
    assert got.accepted and [c.code for c in got.caveats] == ["bank_lunch"]
    assert "only if no coup begins" in english(got.caveats[0], s)
    got = at_submission(s, 1, Banking(deposit=3), _mine(1, ChooseLocation(Location.BANK)))
    assert [c.code for c in got.caveats] == ["bank_lunch"]
    c = replace(classic_game(phase=Phase.LOCATIONS), bank=BankState.LUNCH)
    assert [r.code for r in at_submission(c, 1, Banking(deposit=-1)).rejections] == ["bank_lunch"]
    closed = replace(s, bank=BankState.CLOSED)
    assert [c.code for c in at_submission(closed, 1, ChooseLocation(Location.BANK)).caveats] == ["bank_closed"]


def test_banking_in_the_aftermath_only_at_a_bank_closed_for_lunch() -> None:
    """RULES 4.7: "a Bank closed for lunch reopens and banking orders given this phase resolve" for players at the
    Bank. An open Bank did its business in the locations phase; a player elsewhere cannot bank: both refused."""
    s = set_player(game(phase=Phase.AFTERMATH), 1, location=Location.CLUB)
    s = set_player(s, 2, location=Location.BANK)
    assert [r.code for r in at_submission(s, 2, Banking(deposit=-1)).rejections] == ["no_banking_now"]
    lunch = replace(s, bank=BankState.LUNCH)
    assert at_submission(lunch, 2, Banking(deposit=-1)).accepted
    got = at_submission(lunch, 1, Banking(deposit=-1))
    assert [r.code for r in got.rejections] == ["not_at_bank"] and "the Club" in english(got.rejections[0], lunch)


def test_rebel_only_action_without_excuse_or_hq_says_so() -> None:
    """RULES 4.5 step 4: rebel-only action "needs a coup excuse or HQ". Whether a kill gives an excuse is known
    only when the phase resolves: a move from elsewhere is recorded, saying so; from HQ it is not remarked."""
    s = game(phase=Phase.LOCATIONS)
    move = Move(21, 11)
    got = at_submission(s, 2, move, _mine(2, ChooseLocation(Location.HOME)))
    assert got.accepted and [c.code for c in got.caveats] == ["needs_excuse_or_hq"]
    assert not at_submission(s, 2, move, _mine(2, ChooseLocation(Location.HQ))).caveats
    assert not at_submission(replace(s, coup_excuse=True), 2, move).caveats


def test_fire_at_a_family_with_no_units_there_says_so() -> None:
    """RULES 4.6: "an order lapses if the target has no units there after movement": recorded, with a caveat."""
    s = replace(game(phase=Phase.COUP), coup=None)
    s = replace(s, coup=replace(military.new_coup(s), phase=2))
    got = at_submission(s, 2, Fire(14, 0))
    assert got.accepted and not got.caveats  # the Palace Guard stands in 14
    got = at_submission(s, 2, Fire(13, 0))
    assert [c.code for c in got.caveats] == ["no_target_there"]


def test_a_move_of_units_a_bribe_may_win_says_so() -> None:
    """cards.toml, Bribe the Brigade: "Name a zone holding units of the card's force ... 4-6 it changes to your
    control at once with any move it has left"; RULES 4.6: "(0) bribes (Bribe the Brigade) and transfers ... (2) all
    moves at once"; RULES 4.5 step 4: rebel-only action is "moves, landings, bombardments, fire, any coup card",
    "never the President". A player holding Bribe the Brigade (Palace Guard) may order a move from the Presidential
    Palace, where he commands nothing yet, in the rebel-only step and in a coup phase: recorded, saying it moves only
    the units the card wins there; without the card it is refused; the President is refused rebel-only action; a
    move of his own units says nothing of bribes."""
    s = replace(game(phase=Phase.COUP), coup=None)
    coup = replace(s, coup=replace(military.new_coup(s), phase=1))
    rebel_only = game(phase=Phase.LOCATIONS)
    for state in (coup, rebel_only):
        assert [r.code for r in at_submission(state, 5, Move(14, 13)).rejections] == ["not_your_units"]
        bribing, (palace,) = give_cards(state, 5, "Bribe the Brigade (Palace Guard)")
        got = at_submission(bribing, 5, Move(14, 13), _mine(5, ChooseLocation(Location.HQ)))
        assert got.accepted and [c.code for c in got.caveats] == ["bribed_units_only"], got
        assert got.caveats[0].data == {"zone_id": 14, "card": palace}
        assert "only the units your Bribe the Brigade (Palace Guard) wins there" in english(got.caveats[0], state)
        got = at_submission(bribing, 5, Move(14, 13, (("palace_guard", 2),)), _mine(5, ChooseLocation(Location.HQ)))
        assert [c.code for c in got.caveats] == ["bribed_units_only"], got
        assert not at_submission(bribing, 3, Move(20, 19), _mine(3, ChooseLocation(Location.HQ))).caveats
    president, _ = give_cards(rebel_only, 0, "Bribe the Brigade (Palace Guard)")
    assert [r.code for r in at_submission(president, 0, Move(14, 13)).rejections] == ["president_rebel"]
    assert not at_submission(coup, 0, Move(14, 13)).caveats  # his own Palace Guard


def test_what_can_never_hit_is_refused() -> None:
    """An assassin at a dead family or an exile, an execution of the dead, Miscount on a player without votes, a
    Junta vote for someone the Junta cannot elect: refused at once, in a sentence."""
    s = set_player(game(phase=Phase.LOCATIONS), 3, status=Status.DEAD)
    s = set_player(s, 4, status=Status.EXILED)
    for target, code in ((3, "dead"), (4, "exiled")):
        got = at_submission(s, 1, Assassinate(SECRET_POLICE, target, Location.HOME))
        assert [r.code for r in got.rejections] == [code]
    after = replace(s, phase=Phase.AFTERMATH, coup=Coup(phase=6, result="junta"))
    after = set_player(after, 1, rebel=True)
    assert [r.code for r in at_submission(after, 1, ExecuteIfElected(3)).rejections] == ["dead"]
    assert [r.code for r in at_submission(after, 1, JuntaVote(4)).rejections] == ["not_eligible"]
    assert [r.code for r in at_submission(after, 1, JuntaVote(2, (4,))).rejections] == ["not_eligible"]
    won = set_player(replace(after, coup=Coup(phase=6, result="president")), 3, rebel=True)
    assert [r.code for r in at_submission(won, 0, FiringSquad(3)).rejections] == ["dead"]
    vote = replace(s, phase=Phase.BUDGET_VOTE)
    vote, (miscount,) = give_cards(vote, 1, "Miscount")
    assert card(miscount).name == "Miscount"
    got = at_submission(vote, 1, VoteCard(miscount, target=3))
    assert [r.code for r in got.rejections] == ["no_votes"]
    assert at_submission(vote, 1, VoteCard(miscount, target=2)).accepted
