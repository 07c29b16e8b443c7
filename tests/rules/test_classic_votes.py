"""The `classic` variant's votes (VARIANTS.md 3.2.2, 4.1-4.4): the first election's ties, the vote sources cast one
by one in two ballots, as executable rules. One test per clause; each
docstring quotes VARIANTS.md and its seed 001 citation.

`CABINET4`: Alba (0) President; Borges (1) Minister and 1st General; Cortez (2) 2nd General and Admiral; Duarte (3)
3rd General and Air Force Commander.
"""

from __future__ import annotations

from dataclasses import replace

from rules.junta.duties import owes
from rules.junta.orders import Ballot, BudgetVote, CastSource, Choice, ElectionVote
from rules.junta.state import CastVote, GameState, Phase
from rules.junta.validate import validate
from rules.junta.views import player_view, public_view
from tests.rules.classic_helpers import ALBA, BORGES, CORTEZ, DUARTE, classic_fresh, classic_game
from tests.rules.helpers import codes, find, give_cards, run
from tests.said import english

YES, NO = Choice.YES, Choice.NO


def _budget_vote() -> GameState:
    """Round 1's budget vote after the default cabinet and the default budget proposal."""
    s = run(run(classic_game(), seed="cab").state, seed="proposal").state
    assert s.phase is Phase.BUDGET_VOTE and s.budget is not None
    return s


# --- 4.2 two ballots -------------------------------------------------------------------------------------------
def test_ballot_one_is_published_per_player_and_ballot_two_opens() -> None:
    """VARIANTS 4.2.1 (001 §4.1.2, §8.2): "Every vote (an election or a budget) has two ballots ... each ballot is
    a phase with its own deadline"; 4.2.3: "When ballot 1 resolves, its votes are published per player (side or
    candidate, and the sources used)"."""
    res = run(_budget_vote(), (ALBA, BudgetVote(Ballot(YES))), (BORGES, BudgetVote(Ballot(NO))))
    s = res.state
    assert s.phase is Phase.BUDGET_VOTE and s.ballot == 2 and s.vote is None
    first = find(res.events, "first_ballot")
    assert first.public and first.data["totals"] == {"yes": 1, "no": 2}
    assert first.data["roll_call"] == [
        {"player": ALBA, "source": "office:president", "votes": 1, "side": "yes"},
        {"player": BORGES, "source": "office:minister", "votes": 1, "side": "no"},
        {"player": BORGES, "source": "office:general_1", "votes": 1, "side": "no"},
    ]
    assert "Borges: 2 votes no (Minister, 1st General)" in english(first, res.state)


def test_a_vote_once_cast_cannot_be_changed() -> None:
    """VARIANTS 4.2.2 (001 §4.3): "Each source is cast at most once per vote, in ballot 1 or in ballot 2, or not at
    all (abstain). A vote once cast cannot be changed". Borges voted no in ballot 1: a ballot-2 order to turn his
    Minister's vote to yes is refused, and a plain yes leaves his cast votes as they were; Cortez and Duarte vote no
    in ballot 2: the budget fails 1 to 6 (4.3.1, 001 §8.3: "more no than yes fails")."""
    s = run(_budget_vote(), (ALBA, BudgetVote(Ballot(YES))), (BORGES, BudgetVote(Ballot(NO)))).state
    turn = BudgetVote(Ballot(NO, (("office:minister", YES),)))
    assert [r.code for r in validate(s, BORGES, turn)] == ["already_cast"]
    res = run(
        s,
        (BORGES, BudgetVote(Ballot(YES))),
        (CORTEZ, BudgetVote(Ballot(NO))),
        (DUARTE, BudgetVote(Ballot(NO))),
    )
    assert res.state.vote is not None and (res.state.vote.yes, res.state.vote.no) == (1, 6)
    assert not res.state.vote.passed and res.state.phase is Phase.MINISTER_DECISION


def test_the_open_ballot_and_ballot_one_are_public() -> None:
    """VARIANTS 4.2.1 (001 §4.1.2, §8.2): "Every vote (an election or a budget) has two ballots ... each ballot is a
    phase with its own deadline"; 4.2.3: "When ballot 1 resolves, its votes are published per player (side or
    candidate, and the sources used)". The public view says which ballot is open (1, then 2, of 2) in the budget
    vote and the election, and while ballot 2 is open lists what ballot 1 cast; outside a vote, none is."""
    s = _budget_vote()
    view = public_view(s)
    assert (view.ballots, view.ballot, view.first_ballot) == (2, 1, ())
    split = Ballot(Choice.ABSTAIN, (("office:general_2", YES),))
    s = run(s, (ALBA, BudgetVote(Ballot(YES))), (BORGES, BudgetVote(Ballot(NO))), (CORTEZ, BudgetVote(split))).state
    view = public_view(s)
    assert view.ballot == 2
    assert view.first_ballot == (
        CastVote(ALBA, "office:president", 1, "yes", "president"),
        CastVote(BORGES, "office:minister", 1, "no", "minister"),
        CastVote(BORGES, "office:general_1", 1, "no", "general_1"),
        CastVote(CORTEZ, "office:general_2", 1, "yes", "general_2"),
    )
    after = run(s).state
    assert after.phase is not Phase.BUDGET_VOTE and public_view(after).ballot == 0
    assert public_view(after).first_ballot == ()
    g = classic_fresh(4)
    assert g.phase is Phase.ELECTION and public_view(g).ballot == 1
    e = run(g, (BORGES, ElectionVote(CORTEZ))).state
    assert public_view(e).ballot == 2
    assert public_view(e).first_ballot == (CastVote(BORGES, "family", 1, str(CORTEZ), "family"),)


def test_ballot_two_owes_nothing_of_a_player_who_cast_every_source() -> None:
    """VARIANTS 4.2.2 (001 §4.3): "Each source is cast at most once per vote, in ballot 1 or in ballot 2, or not at
    all"; 9: "ballot 1 and ballot 2: sources not cast (abstain)". Everybody owes a vote in ballot 1; in ballot 2
    Alba (her one office) and Borges (both his offices) cast all they had and owe nothing; Cortez cast his 2nd
    General's vote but not his Admiral's, and still owes one, as Duarte does. In the election, Borges cast his
    family vote, his only source, in ballot 1."""
    s = _budget_vote()
    assert owes(s) == {ALBA, BORGES, CORTEZ, DUARTE}
    split = Ballot(Choice.ABSTAIN, (("office:general_2", YES),))
    s = run(s, (ALBA, BudgetVote(Ballot(YES))), (BORGES, BudgetVote(Ballot(NO))), (CORTEZ, BudgetVote(split))).state
    assert s.ballot == 2 and owes(s) == {CORTEZ, DUARTE}
    e = run(classic_fresh(4), (BORGES, ElectionVote(CORTEZ))).state
    assert e.ballot == 2 and owes(e) == {ALBA, CORTEZ, DUARTE}


def test_ballot_two_takes_votes_only_for_candidates() -> None:
    """VARIANTS 4.4.1 (001 §4.1.2): "a player is a candidate once any source is cast for him in ballot 1 ...
    Ballot 2 takes votes only for candidates. R: if ballot 1 has no candidate at all, every eligible player is one
    in ballot 2"."""
    one = run(classic_fresh(4), (BORGES, ElectionVote(CORTEZ)))
    s = one.state
    assert s.election is not None and s.election.candidates == (CORTEZ,)
    assert "Candidates in ballot 2: Cortez." in english(find(one.events, "candidates"), s)
    assert [r.code for r in validate(s, ALBA, ElectionVote(ALBA))] == ["not_a_candidate"]
    nobody = run(classic_fresh(4)).state
    assert nobody.election is not None and nobody.election.candidates == (ALBA, BORGES, CORTEZ, DUARTE)


def test_election_ballot_one_stays_cast_and_ballot_two_adds_the_rest() -> None:
    """VARIANTS 4.2.2 (001 §4.3): "A vote once cast cannot be changed"; 4.4.4 (001 §4.1.2): "Winner: most votes
    over both ballots". Borges casts his family vote for Cortez in ballot 1; in ballot 2 he names his Vote (3) for
    Alba: the family vote stays Cortez's, the card counts for Alba."""
    g, [three] = give_cards(classic_fresh(4), BORGES, "Vote (3)")
    s = run(g, (BORGES, ElectionVote(CORTEZ)), (ALBA, ElectionVote(ALBA))).state
    res = run(s, (BORGES, ElectionVote(ALBA, (three,))), (CORTEZ, ElectionVote(CORTEZ)), seed="ballot2")
    assert "order_lapsed" not in codes(res.events)
    assert find(res.events, "election_tally").data["tally"] == {"0": 4, "2": 2}
    assert res.state.president == ALBA and three in res.state.discards


# --- 4.1, 4.2.2, 4.4.3 each source cast once, in either ballot, for a side of its own -----------------------------
def _first_election() -> tuple[GameState, int, int]:
    """The first election with every dealt card back on the deck; Borges has the Church (4 votes) in play and a
    Vote (3) in hand: (state, church, vote card)."""
    g = classic_fresh(4)
    dealt = tuple(c for p in g.players for c in p.hand)
    g = replace(g, players=tuple(replace(p, hand=()) for p in g.players), political_deck=dealt + g.political_deck)
    g, [church] = give_cards(g, BORGES, "Church", influence=True)
    g, [three] = give_cards(g, BORGES, "Vote (3)")
    return g, church, three


def test_each_source_is_cast_once_in_either_ballot_for_a_candidate_of_its_own() -> None:
    """VARIANTS 4.1 (001 §4.1.1, §4.2): the sources are "One vote per office held ... In the first election,
    instead, one family vote per player", "Each influence card in play: its value, all of it on one side or
    candidate", "Each vote card: its value, indivisible, in one ballot only, then discarded"; 4.2.2 (001 §4.3):
    "Each source is cast at most once per vote, in ballot 1 or in ballot 2, or not at all (abstain). A vote once cast
    cannot be changed"; 4.4.3: "A player may split his sources among several candidates"; 4.4.4: "most votes over
    both ballots". In ballot 1 Borges casts his family vote for Alba and his Church for Cortez, one by one, and
    holds back his Vote (3); ballot 1 publishes both. In ballot 2 a second cast of the Church is refused, saying
    when and for whom it was cast; his card is all he has left, and he casts it for Alba. Alba, who cast her family
    vote in ballot 1, has nothing left: a whole vote of hers is refused. Cortez wins 6 (the Church, his and Duarte's
    family votes) to 5 (Alba's and Borges's family votes, the card), which is spent."""
    g, church, three = _first_election()
    one = run(
        g,
        (BORGES, CastSource("family", str(ALBA))),
        (BORGES, CastSource(f"influence:{church}", str(CORTEZ))),
        (ALBA, ElectionVote(ALBA)),
    )
    s = one.state
    said = english(find(one.events, "first_ballot"), one.state)
    assert "Borges: 1 vote for Alba (family vote); 4 votes for Cortez (Church)" in said
    assert s.ballot == 2 and s.election is not None and s.election.candidates == (ALBA, CORTEZ)
    assert three in s.player(BORGES).hand
    again = validate(s, BORGES, CastSource(f"influence:{church}", str(ALBA)))
    assert [(r.code, english(r, s)) for r in again] == [
        ("already_cast", "Your Church influence (4 votes) was already cast in ballot 1, for Cortez.")
    ]
    assert [s.id for s in player_view(s, BORGES).to_cast] == [f"card:{three}"]
    assert validate(s, BORGES, CastSource(f"card:{three}", str(ALBA))) == ()
    assert [r.code for r in validate(s, BORGES, CastSource(f"card:{three}", str(DUARTE)))] == ["not_a_candidate"]
    assert [english(r, s) for r in validate(s, ALBA, ElectionVote(ALBA))] == [
        "You have nothing left to cast in this vote: ballot 1 cast all your votes (family vote (1 vote) for Alba)."
    ]
    res = run(
        s,
        (BORGES, CastSource(f"card:{three}", str(ALBA))),
        (CORTEZ, ElectionVote(CORTEZ)),
        (DUARTE, CastSource("family", str(CORTEZ))),
        seed="ballot2",
    )
    assert "order_lapsed" not in codes(res.events)
    assert find(res.events, "election_tally").data["tally"] == {str(ALBA): 5, str(CORTEZ): 6}
    assert res.state.president == CORTEZ and three in res.state.discards


def test_a_budget_source_is_cast_yes_or_no_in_either_ballot() -> None:
    """VARIANTS 4.2.2 (001 §4.3): "Each source is cast at most once per vote, in ballot 1 or in ballot 2"; 4.3.1
    (001 §8.3): "more yes than no passes". In ballot 1 Borges casts only his Minister's vote, yes; Cortez votes no
    with his whole ballot but casts his Admiral's vote yes on its own. In ballot 2 the Minister's vote cannot be cast
    again, and a whole vote of Borges casts what he has left (his 1st General, no). Alba and Duarte abstain: 2 yes,
    2 no, and the tie passes (4.3.2: "a tie passes unless the President's office voted no")."""
    s = _budget_vote()
    one = run(
        s,
        (BORGES, CastSource("office:minister", "yes")),
        (CORTEZ, BudgetVote(Ballot(NO))),
        (CORTEZ, CastSource("office:admiral", "yes")),
    )
    s = one.state
    assert find(one.events, "first_ballot").data["totals"] == {"yes": 2, "no": 1}
    again = validate(s, BORGES, CastSource("office:minister", "no"))
    assert [english(r, s) for r in again] == [
        "Your Minister's office (1 vote) was already cast in ballot 1, voting yes."
    ]
    assert [r.code for r in validate(s, BORGES, CastSource("office:general_1", "abstain"))] == ["bad_side"]
    res = run(s, (BORGES, BudgetVote(Ballot(NO))))
    assert res.state.vote is not None and (res.state.vote.yes, res.state.vote.no) == (2, 2)
    assert res.state.vote.passed


# --- 3.2.2 the first election's ties ---------------------------------------------------------------------------
def _tied_first_election(s: GameState, seed: str) -> tuple[GameState, dict[str, str]]:
    """Both ballots of one vote of the first election: Alba and Borges vote for Alba, Cortez and Duarte for Cortez
    (2 to 2); ballot 2's events, text by code."""
    s = run(s, (ALBA, ElectionVote(ALBA)), (CORTEZ, ElectionVote(CORTEZ)), seed=f"{seed}-1").state
    res = run(s, (BORGES, ElectionVote(ALBA)), (DUARTE, ElectionVote(CORTEZ)), seed=f"{seed}-2")
    return res.state, {e.code: english(e, res.state) for e in res.events}


def test_after_the_third_tied_vote_lot_decides_among_the_tied() -> None:
    """VARIANTS 3.2.2 (001 §4.1.2): "If two or more tie for most, a new two-ballot vote follows at once ... R: after
    the third tied vote, lot among the tied"; 1 #7. The first and second votes tie 2 to 2: a re-vote among Alba and
    Cortez follows each; the third ties too and lot makes one of them President at once (over several seeds, each
    of them), where the web rules would open a fourth (RULES 3.3: lot after the third re-vote)."""
    winners: set[int] = set()
    for i in range(12):
        s = classic_fresh(4, seed=f"ties{i}")
        for vote in (1, 2):
            s, said = _tied_first_election(s, f"t{i}v{vote}")
            assert "election_tie" in said and "election_lot" not in said
            assert s.phase is Phase.ELECTION and s.election is not None and s.election.round == vote
            assert s.election.candidates == (ALBA, CORTEZ)
        s, said = _tied_first_election(s, f"t{i}v3")
        assert "election_tie" not in said
        assert s.election is None and s.president in (ALBA, CORTEZ) and s.phase is Phase.CABINET
        assert said["election_lot"] == f"The second re-vote still ties: lot chooses {s.players[s.president].name}."
        winners.add(s.president)
    assert winners == {ALBA, CORTEZ}
