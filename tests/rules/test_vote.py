"""The budget vote (RULES 4.4; the web rules' "Day 4: Budget Voting Phase").

One test per rule clause; each docstring quotes the rulebook sentence it checks.

In the standard six-player cabinet (tests/rules/helpers.CABINET6) the votes are: Alba (President) 1, Borges
(Minister, Air Force) 2, Cortez (1st General, Minister of War) 2, Duarte (2nd General, Foreign Minister) 2,
Esteban (3rd General, Farm & Labor: 1 + 5 + the socialist bonus 3) 9, Fuentes (Admiral) 1: 17 in all.
"""

from __future__ import annotations

from dataclasses import replace

from rules.events import Event
from rules.junta.cards import card
from rules.junta.engine import owed
from rules.junta.offices import Office
from rules.junta.orders import BROTHER_IN_LAW, Ballot, BudgetVote, Choice, PlayCard, ProposeBudget, Trigger, VoteCard
from rules.junta.state import GameState, Phase, Seat, Status
from rules.junta.validate import validate
from rules.junta.votes import sources, total_votes
from tests.rules.helpers import CABINET6, cash, codes, find, game, give_cards, pool, run, set_player
from tests.said import english

Y, N, A = Choice.YES, Choice.NO, Choice.ABSTAIN


def _vote_state(cabinet: dict[Office, int] | None = None) -> GameState:
    """A budget vote: pool 3 + 2 + 1, Borges 3 and Cortez 2 proposed, the 1 skimmed."""
    g = pool(game(6, Phase.BUDGET_PROPOSAL, cabinet=cabinet), 3, 2, 1)
    s = run(g, (0, ProposeBudget(((1, 3), (2, 2)))), seed="p").state
    assert s.phase is Phase.BUDGET_VOTE and s.budget is not None
    return s


def vote(choice: Choice = Y, revote: Ballot | None = None, **kw: object) -> BudgetVote:
    return BudgetVote(Ballot(choice, **kw), revote)  # type: ignore[arg-type]


def _tally(events: tuple[Event, ...]) -> tuple[int, int, bool]:
    ev = find(events, "budget_vote")
    return ev.data["yes"], ev.data["no"], ev.data["passed"]  # type: ignore[return-value]


def _roll(events: tuple[Event, ...]) -> dict[int, tuple[int, int, int]]:
    ev = find(events, "budget_vote")
    return {r["player"]: (r["yes"], r["no"], r["abstain"]) for r in ev.data["roll_call"]}  # type: ignore[attr-defined]


# --- who has how many votes ----------------------------------------------------------------------------------
def test_one_vote_per_office() -> None:
    """RULES 4.4: "Votes: one per office held". The web rules: each office is "Entitled to 1 vote in the Chamber of
    Deputies"."""
    g = _vote_state()
    assert [total_votes(g, p) for p in (0, 1, 2, 3, 5)] == [1, 2, 2, 2, 1]
    res = run(g, (1, vote(Y)), (5, vote(N)))
    assert _roll(res.events)[1] == (2, 0, 0)
    assert _roll(res.events)[5] == (0, 1, 0)


def test_farm_labor_five_votes() -> None:
    """RULES 4.4: "five for the Farm & Labor Secretary". The web rules: "Entitled to 5 votes in the Chamber of
    Deputies." """
    g = _vote_state()
    votes = {s.id: s.votes for s in sources(g, 4)}
    assert votes["office:farm_labor"] == 5
    assert votes["office:general_3"] == 1


def test_influence_in_play_votes() -> None:
    """RULES 4.4: "plus each influence card in play". Influence held in the hand casts nothing."""
    g = _vote_state()
    g, inplay = give_cards(g, 5, "Landowners", influence=True)
    g, _ = give_cards(g, 5, "Military")  # in hand, not in play
    assert total_votes(g, 5) == 1 + 3
    assert f"influence:{inplay[0]}" in {s.id for s in sources(g, 5)}
    res = run(g, (5, vote(Y)))
    assert _roll(res.events)[5] == (4, 0, 0)


def test_socialist_bonus_with_labor_union_and_peasants() -> None:
    """RULES 4.4: "plus 3 more for a player with both Labor Union and Peasants influence in play (R: the web
    rules' "Socialist Influence Voting Bonus")"."""
    g = _vote_state()
    g, _ = give_cards(g, 5, "Labor Union", "Peasants", influence=True)
    assert total_votes(g, 5) == 1 + 4 + 3 + 3
    assert "bonus:socialist" in {s.id for s in sources(g, 5)}


def test_no_socialist_bonus_with_one_of_them() -> None:
    """RULES 4.4: the bonus needs "both Labor Union and Peasants"."""
    g = _vote_state()
    g, _ = give_cards(g, 5, "Labor Union", influence=True)
    g, _ = give_cards(g, 1, "Peasants", influence=True)
    assert total_votes(g, 5) == 1 + 4
    assert total_votes(g, 1) == 2 + 3


def test_farm_labor_always_counts_as_having_both() -> None:
    """RULES 4.4: "the Farm & Labor Secretary always counts as having both". The web rules: "For the purposes of
    Events Cards, and the Socialist Influence Voting Bonus, Farm and Labor Secretary is always considered to have
    both Labor Union and Peasant Influence in play." The bonus counts once."""
    g = _vote_state()
    assert total_votes(g, 4) == 1 + 5 + 3
    g, _ = give_cards(g, 4, "Labor Union", influence=True)
    assert total_votes(g, 4) == 1 + 5 + 4 + 3


def test_vote_cards_only_when_named() -> None:
    """RULES 4.4: "plus vote cards (one use, only if named in the order)". "'I vote yes' means all office and
    influence votes; vote cards only when named." The web rules: "Any vote cards to be counted must be
    specifically ordered to the GameMaster." """
    g = _vote_state()
    g, ids = give_cards(g, 5, "Vote (5)")
    res = run(g, (5, vote(Y)))
    assert _roll(res.events)[5] == (1, 0, 0)
    assert ids[0] in res.state.players[5].hand  # not named: not spent
    res = run(g, (5, vote(Y, cards=((ids[0], Y),))))
    assert _roll(res.events)[5] == (6, 0, 0)


def test_vote_card_may_vote_its_own_way() -> None:
    """RULES 4.4: "Each source may vote yes, no or abstain on its own": a vote card may oppose the player's
    other votes."""
    g = _vote_state()
    g, ids = give_cards(g, 5, "Vote (3)")
    res = run(g, (5, vote(Y, cards=((ids[0], N),))))
    assert _roll(res.events)[5] == (1, 3, 0)


def test_vote_card_one_use() -> None:
    """RULES 4.4: vote cards are "one use": a card used is discarded, and a card cannot be named twice."""
    g = _vote_state()
    g, ids = give_cards(g, 5, "Vote (4)")
    res = run(g, (5, vote(Y, cards=((ids[0], Y),))))
    assert ids[0] not in res.state.players[5].hand
    assert ids[0] in res.state.discards
    got = validate(g, 5, vote(Y, cards=((ids[0], Y), (ids[0], Y))))
    assert [r.code for r in got] == ["card_twice"]


def test_vote_card_must_be_a_vote_card_in_hand() -> None:
    """RULES 4.4: vote cards come from the player's own hand."""
    g = _vote_state()
    g, ids = give_cards(g, 5, "Vote (2)", "Intelligence")
    g, theirs = give_cards(g, 1, "Vote (5)")
    assert [r.code for r in validate(g, 5, vote(Y, cards=((theirs[0], Y),)))] == ["not_your_vote_card"]
    assert [r.code for r in validate(g, 5, vote(Y, cards=((ids[1], Y),)))] == ["not_your_vote_card"]
    assert validate(g, 5, vote(Y, cards=((ids[0], Y),))) == ()


def test_president_casts_brother_in_laws_votes() -> None:
    """RULES 4.4: "The President casts the votes of an office held by his Brother-in-Law." """
    cab = {**CABINET6, Office.ADMIRAL: BROTHER_IN_LAW}
    g = _vote_state(cabinet={o: h for o, h in cab.items() if h != BROTHER_IN_LAW})
    seats = tuple(Seat(s.office, None, True) if s.office is Office.ADMIRAL else s for s in g.seats)
    g = set_player(replace(g, seats=seats), 5, status=Status.EXILED)
    assert {s.id for s in sources(g, 0)} == {"office:president", "office:admiral"}
    res = run(g, (0, vote(Y)))
    assert _roll(res.events)[0] == (2, 0, 0)


def test_frozen_office_no_votes() -> None:
    """RULES 4.4: "Frozen offices ... no votes." """
    g = _vote_state(cabinet={o: h for o, h in CABINET6.items() if o is not Office.AIR_FORCE})
    assert total_votes(g, 1) == 1
    assert sum(total_votes(g, p) for p in range(6)) == 16


def test_dead_and_exiled_no_votes() -> None:
    """RULES 4.4: "dead and exiled players: no votes." RULES 4.7: "Exile: ... may not ... vote"."""
    g = _vote_state(cabinet={o: h for o, h in CABINET6.items() if h not in (3, 5)})
    g, _ = give_cards(g, 5, "Landowners", influence=True)
    g = set_player(set_player(g, 3, status=Status.DEAD), 5, status=Status.EXILED)
    assert sources(g, 3) == () and sources(g, 5) == ()
    assert [r.code for r in validate(g, 5, vote(Y))] == ["exiled"]
    assert [r.code for r in validate(g, 3, vote(Y))] == ["dead"]
    assert 5 not in owed(g) and 3 not in owed(g)
    res = run(g, (1, vote(Y)))
    assert 5 not in _roll(res.events) and 3 not in _roll(res.events)


def test_each_source_votes_on_its_own() -> None:
    """RULES 4.4: "Each source may vote yes, no or abstain on its own." The web rules: "Influence Card votes and
    multiple positions may cast votes contrary to the vote of the primary position"."""
    g = _vote_state()
    g, inf = give_cards(g, 1, "Landowners", influence=True)
    split = (("office:minister", Y), ("office:air_force", N), (f"influence:{inf[0]}", A))
    res = run(g, (1, BudgetVote(Ballot(Y, split))))
    assert _roll(res.events)[1] == (1, 1, 3)


def test_split_on_unknown_source_refused() -> None:
    """RULES 4.4: a player splits only the vote sources he has."""
    g = _vote_state()
    got = validate(g, 5, BudgetVote(Ballot(Y, (("office:minister", N),))))
    assert [r.code for r in got] == ["no_such_vote"]
    assert "Admiral's office (1 vote)" in english(got[0], g) and "office:" not in english(got[0], g)


def test_i_vote_yes_means_all_office_and_influence_votes() -> None:
    """RULES 4.4: ""I vote yes" means all office and influence votes". The web rules: "An order of "I vote
    pro-budget (or anti-budget) will be assumed to use all available (non-vote card votes)." """
    g = _vote_state()
    g, _ = give_cards(g, 4, "Landowners", influence=True)
    res = run(g, (4, vote(N)))
    assert _roll(res.events)[4] == (0, 1 + 5 + 3 + 3, 0)


def test_default_abstain() -> None:
    """RULES 4.4: "Default: abstain." """
    g = _vote_state()
    res = run(g, (1, vote(Y)))
    roll = _roll(res.events)
    assert roll[1] == (2, 0, 0)
    assert roll[4] == (0, 0, 9)
    assert roll[0] == (0, 0, 1)


def test_votes_owed_by_players_with_votes() -> None:
    """RULES 2: "Who owes an order is computed from public facts only (offices, the phase)": every living player
    with an office or influence in play owes a vote."""
    g = _vote_state()
    g = set_player(g, 5, positionless=True)
    g = replace(g, seats=tuple(Seat(s.office) if s.holder == 5 else s for s in g.seats))
    assert owed(g) == frozenset({0, 1, 2, 3, 4})
    g, _ = give_cards(g, 5, "Press", influence=True)
    assert owed(g) == frozenset(range(6))


# --- counting ----------------------------------------------------------------------------------------------
def test_majority_passes() -> None:
    """RULES 4.4: "Majority of yes over no passes." """
    g = _vote_state()
    res = run(g, (1, vote(Y)), (2, vote(Y)), (3, vote(N)), (5, vote(N)))
    assert _tally(res.events) == (4, 3, True)
    assert res.state.vote is not None and res.state.vote.passed


def test_majority_no_fails() -> None:
    """RULES 4.4: a budget with more no than yes fails."""
    g = _vote_state()
    res = run(g, (1, vote(Y)), (4, vote(N)))
    assert _tally(res.events) == (2, 9, False)
    assert res.state.vote is not None and not res.state.vote.passed


def test_tie_passes_when_president_did_not_vote_no() -> None:
    """RULES 4.4: "R: a tie passes unless the President's office voted no (board game 8.3: the President
    decides)." """
    g = _vote_state()
    res = run(g, (1, vote(Y)), (2, vote(N)))
    assert _tally(res.events) == (2, 2, True)
    res = run(g, (0, vote(Y)), (1, vote(Y)), (2, vote(N)), (5, vote(N)))
    assert _tally(res.events) == (3, 3, True)


def test_tie_fails_when_president_voted_no() -> None:
    """RULES 4.4: "a tie passes unless the President's office voted no"."""
    g = _vote_state()
    res = run(g, (0, vote(N)), (1, vote(Y)), (5, vote(N)))
    assert _tally(res.events) == (2, 2, False)
    res = run(g, (0, vote(N)), (1, vote(Y)), (5, vote(Y)), (3, BudgetVote(Ballot(A, (("office:general_2", N),)))))
    assert _tally(res.events) == (3, 2, True)  # not a tie: the majority rules
    res = run(g, (0, vote(N)), (1, vote(Y)), (3, vote(N)), (5, vote(Y)))
    assert _tally(res.events) == (3, 3, False)


def test_all_abstain_is_a_tie_that_passes() -> None:
    """RULES 4.4: with every vote abstaining, 0 yes and 0 no is a tie, and the President did not vote no: it
    passes."""
    res = run(_vote_state())
    assert _tally(res.events) == (0, 0, True)


def test_public_tally() -> None:
    """RULES 4.4 / the web rules: the vote is held in the open Chamber: the result and each player's votes are
    public."""
    g = _vote_state()
    res = run(g, (1, vote(Y)), (4, vote(N)))
    ev = find(res.events, "budget_vote")
    assert ev.public
    assert "fails: 2 yes, 9 no" in english(ev, g)
    assert ev.data["ballots"] == 1


# --- revote cards --------------------------------------------------------------------------------------------
def test_revote_card_if_it_passes() -> None:
    """RULES 4.4: "Revote cards (Power Failure, Summer Recess) are conditional orders ("if it passes", ...)." The
    web rules: "if the budget passes, play Summer Recess." A revote is held from each player's revote order."""
    g = _vote_state()
    g, ids = give_cards(g, 3, "Summer Recess")
    res = run(
        g,
        (1, vote(Y, revote=Ballot(N))),
        (3, vote(N)),
        (3, VoteCard(ids[0], Trigger("passes"))),
    )
    assert _tally(res.events) == (0, 4, False)
    ev = find(res.events, "revote")
    assert ev.public and ev.data["player"] == 3 and ev.data["card"] == "summer_recess"
    assert find(res.events, "budget_vote").data["ballots"] == 2
    assert ids[0] in res.state.discards


def test_revote_card_does_not_fire_when_the_condition_fails() -> None:
    """RULES 4.4: a conditional revote card is played only when its condition holds; otherwise it stays in the
    hand."""
    g = _vote_state()
    g, ids = give_cards(g, 3, "Summer Recess")
    res = run(g, (4, vote(N)), (3, VoteCard(ids[0], Trigger("passes"))))
    assert "revote" not in codes(res.events)
    assert ids[0] in res.state.players[3].hand


def test_revote_card_if_it_fails_by_five_or_less() -> None:
    """RULES 4.4: "... "if it fails by 5 or less")." The web rules: "An order of, "If the budget fails by 5 votes
    or less, play Power Failure" is perfectly acceptable." """
    g = _vote_state()
    g, ids = give_cards(g, 1, "Power Failure")
    trig = VoteCard(ids[0], Trigger("fails", 5))
    # Fails by 6 (3 yes, 9 no): no revote.
    res = run(g, (1, vote(Y)), (0, vote(Y)), (4, vote(N)), (1, trig))
    assert _tally(res.events) == (3, 9, False) and "revote" not in codes(res.events)
    # Fails by 5 (4 yes, 9 no): revote.
    res = run(g, (1, vote(Y)), (0, vote(Y)), (5, vote(Y)), (4, vote(N, revote=Ballot(A))), (1, trig))
    assert "revote" in codes(res.events)
    assert _tally(res.events) == (4, 0, True)


def test_revote_defaults_to_the_first_vote() -> None:
    """RULES 4.4: "A revote is held at once from each player's revote order (default: the same as the first
    vote)"."""
    g = _vote_state()
    g, ids = give_cards(g, 3, "Power Failure")
    res = run(g, (1, vote(Y)), (2, vote(N)), (5, vote(N, revote=Ballot(Y))), (3, VoteCard(ids[0], Trigger("fails"))))
    roll = _roll(res.events)
    assert roll[1] == (2, 0, 0) and roll[2] == (0, 2, 0) and roll[5] == (1, 0, 0)
    assert _tally(res.events) == (3, 2, True)


def test_spent_vote_cards_stay_spent() -> None:
    """RULES 4.4: "spent vote cards stay spent": a vote card used in the first vote does not count again in the
    revote, even when the revote order names it."""
    g = _vote_state()
    g, vc = give_cards(g, 5, "Vote (5)")
    g, pf = give_cards(g, 3, "Power Failure")
    res = run(g, (5, vote(Y, cards=((vc[0], Y),))), (4, vote(N)), (3, VoteCard(pf[0], Trigger("fails"))))
    assert _roll(res.events)[5] == (1, 0, 0)
    assert vc[0] in res.state.discards and vc[0] not in res.state.players[5].hand


def test_vote_card_saved_for_the_revote() -> None:
    """RULES 4.4: vote cards count "only if named in the order": a card named only in the revote ballot is spent
    there."""
    g = _vote_state()
    g, vc = give_cards(g, 5, "Vote (5)")
    g, pf = give_cards(g, 3, "Power Failure")
    res = run(
        g,
        (5, vote(Y, revote=Ballot(Y, cards=((vc[0], Y),)))),
        (4, vote(N)),
        (3, VoteCard(pf[0], Trigger("fails"))),
    )
    assert _roll(res.events)[5] == (6, 0, 0)
    assert vc[0] in res.state.discards


def test_each_revote_card_triggers_at_most_once() -> None:
    """RULES 4.4: "Each such card triggers at most once": a card whose condition holds again after the revote
    does not fire again."""
    g = _vote_state()
    g, pf = give_cards(g, 3, "Power Failure")
    res = run(g, (4, vote(N)), (3, VoteCard(pf[0], Trigger("any"))))
    assert codes(res.events).count("revote") == 1
    assert find(res.events, "budget_vote").data["ballots"] == 2


def test_revote_cards_fire_in_order_time_order() -> None:
    """RULES 4.4: "Each such card triggers at most once, in order-time order." The earlier order fires first, the
    later one only if its condition still holds after the revote."""
    g = _vote_state()
    g, sr = give_cards(g, 5, "Summer Recess")
    g, pf = give_cards(g, 1, "Power Failure")
    # Fuentes' order is older than Borges'; both ask for a revote if it fails.
    res = run(
        g,
        (5, VoteCard(sr[0], Trigger("fails"))),
        (1, VoteCard(pf[0], Trigger("fails"))),
        (4, vote(N)),
    )
    revotes = [e for e in res.events if e.code == "revote"]
    assert [e.data["player"] for e in revotes] == [5, 1]
    assert find(res.events, "budget_vote").data["ballots"] == 3
    # When the first revote changes the result, the later card no longer fires.
    res = run(
        g,
        (5, VoteCard(sr[0], Trigger("fails"))),
        (1, VoteCard(pf[0], Trigger("fails"))),
        (4, vote(N, revote=Ballot(A))),
    )
    assert [e.data["player"] for e in res.events if e.code == "revote"] == [5]
    assert pf[0] in res.state.players[1].hand


def test_miscount_strikes_one_player_and_recounts() -> None:
    """RULES 4.4: "Miscount: one named player's votes are struck and the votes recounted." """
    g = _vote_state()
    g, mc = give_cards(g, 1, "Miscount")
    res = run(g, (1, vote(Y)), (4, vote(N)), (1, VoteCard(mc[0], Trigger("fails"), target=4)))
    ev = find(res.events, "miscount")
    assert ev.public and ev.data["target"] == 4
    assert _tally(res.events) == (2, 0, True)
    vote_ev = find(res.events, "budget_vote")
    assert next(r for r in vote_ev.data["roll_call"] if r["player"] == 4)["struck"]  # type: ignore[attr-defined]
    assert mc[0] in res.state.discards


def test_miscount_needs_a_target() -> None:
    """RULES 4.4: Miscount names "one named player"."""
    g = _vote_state()
    g, mc = give_cards(g, 1, "Miscount")
    assert [r.code for r in validate(g, 1, VoteCard(mc[0], Trigger("any")))] == ["needs_target"]
    assert [r.code for r in validate(g, 1, VoteCard(mc[0], Trigger("any"), target=9))] == ["no_such_player"]


def test_church_desecrated() -> None:
    """`cards.toml`, Church Desecrated: "Church influence casts no votes until the end of the turn." Played in the
    vote phase, it resolves before the count (RULES 4.5: card plays resolve first)."""
    g = _vote_state()
    g, church = give_cards(g, 5, "Church", influence=True)
    assert total_votes(g, 5) == 1 + 4
    g, cd = give_cards(g, 1, "Church Desecrated")
    res = run(g, (5, vote(Y)), (1, PlayCard(cd[0])))
    assert _roll(res.events)[5] == (1, 0, 0)
    assert find(res.events, "church_desecrated").public
    assert res.state.church_desecrated
    assert church[0] in res.state.players[5].influence


# --- the result --------------------------------------------------------------------------------------------
def test_passes_money_to_pockets_now() -> None:
    """RULES 4.4: "Passes: the money goes to the players' pockets now." The web rules: "Should the budget pass,
    the money is immediately distributed to the players according to the President's proposal." The skim goes to
    the President."""
    g = _vote_state()
    res = run(g, (1, vote(Y)))
    s = res.state
    assert (cash(s, 1), cash(s, 2), cash(s, 0)) == (3, 2, 1)
    assert s.pool == ()
    assert s.phase is Phase.LOCATIONS
    assert not s.excuse_from_budget
    paid = [e for e in res.events if e.code == "budget_paid"]
    assert {next(iter(e.audience.players)) for e in paid} == {1, 2}
    assert not any(e.public for e in paid)


def test_fails_coup_excuse_and_ministers_decision() -> None:
    """RULES 4.4: "Fails: coup excuse; the Minister gets one extra day (a Minister's decision phase)". The web
    rules: "If the budget fails, there is immediately a Coup Excuse"."""
    g = _vote_state()
    res = run(g, (4, vote(N)))
    s = res.state
    assert s.excuse_from_budget
    assert s.phase is Phase.MINISTER_DECISION
    assert find(res.events, "coup_excuse").public
    assert sorted(b.value for b in s.pool) == [1, 2, 3]  # nobody is paid yet
    assert cash(s, 1) == 0


# --- rejections --------------------------------------------------------------------------------------------
def test_vote_card_order_rejections() -> None:
    """RULES 7: bad vote-time card orders are refused with a stable code and a sentence."""
    g = _vote_state()
    g, ids = give_cards(g, 1, "Power Failure", "Vote (2)")
    pf, v2 = ids
    assert [r.code for r in validate(g, 2, VoteCard(pf))] == ["not_in_hand"]
    assert [r.code for r in validate(g, 1, VoteCard(v2))] == ["not_a_vote_event"]
    assert [r.code for r in validate(g, 1, VoteCard(pf, Trigger("maybe")))] == ["bad_trigger"]
    assert [r.code for r in validate(g, 1, VoteCard(pf, Trigger("fails", -1)))] == ["bad_trigger"]
    assert [r.code for r in validate(g, 1, PlayCard(pf))] == ["use_in_vote"]
    assert card(pf).name == "Power Failure"


def test_vote_wrong_phase_refused() -> None:
    """RULES 7: a budget vote is an order of the budget vote phase only."""
    g = game(6, Phase.BUDGET_PROPOSAL)
    got = validate(g, 1, vote(Y))
    assert [r.code for r in got] == ["wrong_phase"]
    assert "Budget proposal" in english(got[0], g)


def test_rejected_vote_changes_nothing() -> None:
    """RULES 7: an invalid order lapses at the deadline (its giver is told) and the vote resolves as without it."""
    g = _vote_state()
    g, theirs = give_cards(g, 1, "Vote (5)")
    bad = vote(N, cards=((theirs[0], N),))
    with_bad = run(g, (1, vote(Y)), (5, bad))
    without = run(g, (1, vote(Y)))
    assert with_bad.state == without.state
    lapsed = find(with_bad.events, "order_lapsed")
    assert lapsed.audience.players == frozenset({5})
    assert lapsed.data["reason"] == "not_your_vote_card"
