"""Immediate actions (RULES 5, R): gifts of cash and cards, and trades. One test per rule clause; each docstring
quotes the rulebook."""

from __future__ import annotations

from dataclasses import replace

from rules.junta.actions import apply_action, check
from rules.junta.engine import Resolution
from rules.junta.orders import Action, GiveCards, GiveCash, ProposeBudget, Submitted, Trade
from rules.junta.state import Election, ElectionKind, GameState, Phase, Status
from rules.rejections import Rejection
from tests.rules.helpers import cash, game, give_bills, give_cards, pool, set_player
from tests.said import english

PRESIDENT, MINISTER, CORTEZ, DUARTE, ESTEBAN, FUENTES = range(6)


def ok(state: GameState, player: int, action: Action, pending: tuple[Submitted, ...] = ()) -> Resolution:
    got = apply_action(state, player, action, pending)
    assert isinstance(got, Resolution), got
    return got


def refused(state: GameState, player: int, action: Action, pending: tuple[Submitted, ...] = ()) -> list[Rejection]:
    got = apply_action(state, player, action, pending)
    assert isinstance(got, tuple), got
    assert check(state, player, action, pending) == got
    return list(got)


def refused_codes(state: GameState, player: int, action: Action, pending: tuple[Submitted, ...] = ()) -> list[str]:
    return [r.code for r in refused(state, player, action, pending)]


def full_hand(state: GameState, pid: int) -> tuple[GameState, list[int]]:
    """Six cards toward the limit: five in hand and one influence in play."""
    state, hand = give_cards(state, pid, "Intelligence", "Intelligence", "Intelligence", "Vote (2)", "Vote (3)")
    state, infl = give_cards(state, pid, "Press", influence=True)
    return state, hand + infl


# --- gifts of cash --------------------------------------------------------------------------------------------
def test_gift_of_cash_happens_at_once() -> None:
    """RULES 5: "a player may give cash or cards to another at any time, at once"."""
    for phase in (Phase.CABINET, Phase.BUDGET_VOTE, Phase.LOCATIONS):
        g = give_bills(game(phase=phase), CORTEZ, 3, 2, 1)
        res = ok(g, CORTEZ, GiveCash(DUARTE, 3))
        assert cash(res.state, CORTEZ) == 3 and cash(res.state, DUARTE) == 3
        assert res.state.phase is phase and res.state.seq == g.seq
        gift = res.events[0]
        assert gift.code == "gift" and not gift.public and gift.audience.players == {CORTEZ, DUARTE}


def test_gift_of_cash_uses_exact_bills() -> None:
    """RULES 5: "Bills are objects with denominations"; "Payments give no change": 4 MP from 3 + 2 + 2 is 2 + 2."""
    g = give_bills(game(), CORTEZ, 3, 2, 2)
    res = ok(g, CORTEZ, GiveCash(DUARTE, 4))
    assert sorted(b.value for b in res.state.player(DUARTE).pocket) == [2, 2]
    assert [b.value for b in res.state.player(CORTEZ).pocket] == [3]


def test_gift_of_cash_gives_no_change_and_names_payable_amounts() -> None:
    """RULES 5: "Payments give no change": an amount the bills cannot make exactly is refused, and the refusal
    names the nearest amounts he could give."""
    g = give_bills(game(), CORTEZ, 3, 3)
    [r] = refused(g, CORTEZ, GiveCash(DUARTE, 2))
    assert r.code == "no_exact_change"
    assert "no change" in english(r, g) and "You could give 3 or 6 MP" in english(r, g)
    g = give_bills(game(), CORTEZ, 2, 2)
    [r] = refused(g, CORTEZ, GiveCash(DUARTE, 3))
    assert "You could give 2 or 4 MP" in english(r, g)


def test_gift_of_more_cash_than_he_has_is_refused() -> None:
    """RULES 5: payments are made with the player's actual bills."""
    g = give_bills(game(), CORTEZ, 2)
    assert refused_codes(g, CORTEZ, GiveCash(DUARTE, 3)) == ["no_exact_change"]
    assert refused_codes(g, CORTEZ, GiveCash(DUARTE, 0)) == ["action_bad_amount"]
    assert refused_codes(g, CORTEZ, GiveCash(CORTEZ, 2)) == ["action_self"]


# --- gifts of cards -------------------------------------------------------------------------------------------
def test_gift_of_cards() -> None:
    """RULES 5: "a player may give cash or cards to another at any time, at once"."""
    g, [a, b] = give_cards(game(), CORTEZ, "Intelligence", "Vote (3)")
    res = ok(g, CORTEZ, GiveCards(DUARTE, (b,)))
    assert res.state.player(CORTEZ).hand == (a,) and res.state.player(DUARTE).hand == (b,)
    assert refused_codes(g, CORTEZ, GiveCards(DUARTE, (b, b))) == ["action_not_in_hand"]
    assert refused_codes(res.state, CORTEZ, GiveCards(DUARTE, (b,))) == ["action_not_in_hand"]


def test_nobody_may_pass_a_card_to_a_player_at_the_limit() -> None:
    """RULES 4.1: "Hand limit 6, influence cards in play included ... Nobody may pass a card to a player at the
    limit"; web rules: "You cannot pass cards to someone who is already at the Max Hand Limit." """
    g, _ = full_hand(game(), DUARTE)
    g, [a, b] = give_cards(g, CORTEZ, "Peasant Revolt", "Call for Reforms")
    assert refused_codes(g, CORTEZ, GiveCards(DUARTE, (a,))) == ["hand_limit"]
    # One short of the limit: one card may pass, two may not.
    g, _ = give_cards(game(), DUARTE, "Intelligence", "Intelligence", "Vote (2)", "Vote (3)", "Vote (4)")
    g, [a, b] = give_cards(g, CORTEZ, "Peasant Revolt", "Call for Reforms")
    assert refused_codes(g, CORTEZ, GiveCards(DUARTE, (a, b))) == ["hand_limit"]
    res = ok(g, CORTEZ, GiveCards(DUARTE, (a,)))
    assert res.state.player(DUARTE).card_count == 6


# --- trades ---------------------------------------------------------------------------------------------------
def test_trade_moves_both_sides_together() -> None:
    """RULES 5: "A trade is an offer the other player accepts; both sides move together"."""
    g = give_bills(game(), DUARTE, 3)
    g, [c] = give_cards(g, CORTEZ, "Professional Assassin")
    res = ok(g, DUARTE, Trade(offerer=CORTEZ, to=DUARTE, give_cards=(c,), get_cash=3))
    s = res.state
    assert s.player(DUARTE).hand == (c,) and cash(s, DUARTE) == 0
    assert s.player(CORTEZ).hand == () and cash(s, CORTEZ) == 3
    assert res.events[0].code == "trade" and res.events[0].audience.players == {CORTEZ, DUARTE}


def test_trade_is_accepted_only_by_the_player_offered() -> None:
    """RULES 5: "A trade is an offer the other player accepts"."""
    g = give_bills(game(), DUARTE, 3)
    g, [c] = give_cards(g, CORTEZ, "Professional Assassin")
    t = Trade(offerer=CORTEZ, to=DUARTE, give_cards=(c,), get_cash=3)
    assert refused_codes(g, CORTEZ, t) == ["not_yours"]
    assert refused_codes(g, ESTEBAN, t) == ["not_yours"]


def test_trade_moves_nothing_if_one_side_cannot_deliver() -> None:
    """RULES 5: "both sides move together or not at all": a side that cannot be paid exactly refuses the whole
    trade."""
    g = give_bills(game(), DUARTE, 3)
    g, [c] = give_cards(g, CORTEZ, "Professional Assassin")
    assert refused_codes(g, DUARTE, Trade(offerer=CORTEZ, to=DUARTE, give_cards=(c,), get_cash=2)) == [
        "no_exact_change"
    ]
    g2 = set_player(g, CORTEZ, hand=())
    g2 = set_player(g2, ESTEBAN, hand=(c,))
    assert refused_codes(g2, DUARTE, Trade(offerer=CORTEZ, to=DUARTE, give_cards=(c,), get_cash=3)) == ["cards_gone"]


def test_trade_only_if_both_end_at_six_cards_or_fewer() -> None:
    """RULES 5: trades "are allowed if both end at 6 cards or fewer"."""
    g, full = full_hand(game(), DUARTE)
    g, [a, b] = give_cards(g, CORTEZ, "Peasant Revolt", "Call for Reforms")
    # One for one: Duarte stays at 6.
    res = ok(g, DUARTE, Trade(offerer=CORTEZ, to=DUARTE, give_cards=(a,), get_cards=(full[0],)))
    assert res.state.player(DUARTE).card_count == 6
    # Two for one: Duarte would hold 7.
    t = Trade(offerer=CORTEZ, to=DUARTE, give_cards=(a, b), get_cards=(full[0],))
    assert refused_codes(g, DUARTE, t) == ["hand_limit"]
    # And the other way round: Cortez at the limit cannot take two for one.
    t = Trade(offerer=DUARTE, to=CORTEZ, give_cards=(full[0], full[1]), get_cards=(a,))
    g3, _ = give_cards(g, CORTEZ, "Intelligence", "Intelligence", "Vote (4)", "Vote (5)")
    assert g3.player(CORTEZ).card_count == 6
    assert refused_codes(g3, CORTEZ, t) == ["hand_limit"]


def test_no_gifts_or_trades_for_the_dead() -> None:
    """RULES 5: gifts and trades happen "at once (not dead or exiled players)"; web rules: the dead "cannot take
    any actions until the beginning of the next turn"."""
    g = give_bills(game(), CORTEZ, 2)
    g = give_bills(g, DUARTE, 2)
    dead = set_player(g, DUARTE, status=Status.DEAD, pocket=())
    dead = replace(dead, out_of_play=dead.out_of_play + g.player(DUARTE).pocket)
    assert refused_codes(dead, CORTEZ, GiveCash(DUARTE, 2)) == ["action_dead"]
    assert refused_codes(dead, DUARTE, GiveCash(CORTEZ, 2)) == ["action_dead"]
    assert refused_codes(dead, CORTEZ, Trade(offerer=DUARTE, to=CORTEZ, get_cash=2)) == ["action_dead"]


def test_no_gifts_or_trades_for_exiles() -> None:
    """RULES 4.7: an exile "may not trade"; RULES 5: "not dead or exiled players"."""
    g = give_bills(game(), CORTEZ, 2)
    g = give_bills(g, DUARTE, 2)
    g, [c] = give_cards(g, CORTEZ, "Intelligence")
    ex = set_player(g, DUARTE, status=Status.EXILED)
    assert refused_codes(ex, CORTEZ, GiveCash(DUARTE, 2)) == ["action_exiled"]
    assert refused_codes(ex, CORTEZ, GiveCards(DUARTE, (c,))) == ["action_exiled"]
    assert refused_codes(ex, DUARTE, GiveCash(CORTEZ, 2)) == ["action_exiled"]
    assert refused_codes(ex, DUARTE, Trade(offerer=CORTEZ, to=DUARTE, give_cards=(c,), get_cash=2)) == ["action_exiled"]


def test_a_trade_the_offerer_can_no_longer_pay_is_refused_without_showing_his_bills() -> None:
    """R (RULES 5, "no change is given"; secrets stay secret): when the player a trade was offered to accepts it and
    the offerer's cash can no longer pay his side exactly, the refusal, which goes to the accepting player, says so
    without describing the offerer's pocket."""
    g = give_bills(game(), CORTEZ, 3, 3)
    [r] = refused(g, DUARTE, Trade(offerer=CORTEZ, to=DUARTE, give_cash=5))
    assert r.code == "offerer_cannot_pay"
    assert "3 + 3" not in english(r, g) and "Your cash" not in english(r, g) and "could give" not in english(r, g)
    assert g.player(CORTEZ).name in english(r, g)
    # The accepting player's own side still gets the full, helpful sentence about his own bills.
    g = give_bills(g, DUARTE, 3)
    [mine] = refused(g, DUARTE, Trade(offerer=CORTEZ, to=DUARTE, give_cash=3, get_cash=2))
    assert mine.code == "no_exact_change" and "Your cash" in english(mine, g)


# --- locked cash and the resigning President ------------------------------------------------------------------
def test_cash_added_to_a_pending_budget_proposal_is_locked() -> None:
    """RULES 4.3: "Cash he adds is locked into the pool when the proposal is recorded (he cannot give it away and
    leave the budget unpaid)." """
    g = pool(game(phase=Phase.BUDGET_PROPOSAL), 2, 2)
    g = give_bills(g, PRESIDENT, 3, 2)
    pending = (Submitted(PRESIDENT, ProposeBudget(((CORTEZ, 7),), add=3), 0),)
    [r] = refused(g, PRESIDENT, GiveCash(DUARTE, 3), pending)
    assert r.code == "no_exact_change" and "locked" in english(r, g)
    assert refused_codes(g, PRESIDENT, Trade(offerer=DUARTE, to=PRESIDENT, get_cash=5), pending) == ["no_exact_change"]
    res = ok(g, PRESIDENT, GiveCash(DUARTE, 2), pending)
    assert [b.value for b in res.state.player(PRESIDENT).pocket] == [3]
    # Without the pending proposal the same gift is fine.
    assert ok(g, PRESIDENT, GiveCash(DUARTE, 3)).state.player(DUARTE).pocket


def test_resigning_president_may_not_transfer_his_pocket_during_the_election() -> None:
    """Web rules: "The resigning President may not transfer his Pocket money in any way during the course of the
    Election"; RULES 4.7: "his pocket and the budget pool pass to the new President"."""
    g = give_bills(game(phase=Phase.ELECTION), PRESIDENT, 3, 2)
    g = give_bills(g, CORTEZ, 2)
    g, [c] = give_cards(g, PRESIDENT, "Intelligence")
    g = replace(
        g,
        election=Election(ElectionKind.RESIGNATION, (0, 1, 2, 3, 4, 5), resume=Phase.BUDGET_VOTE, outgoing=PRESIDENT),
    )
    assert refused_codes(g, PRESIDENT, GiveCash(CORTEZ, 3)) == ["resigning"]
    # "in any way": neither a trade he accepts nor one he offered and another accepts.
    assert refused_codes(g, PRESIDENT, Trade(offerer=CORTEZ, to=PRESIDENT, give_cash=2, get_cash=3)) == ["resigning"]
    assert refused_codes(g, CORTEZ, Trade(offerer=PRESIDENT, to=CORTEZ, give_cash=3)) == ["resigning"]
    # Cards are not his pocket; and others may still give him cash.
    assert ok(g, PRESIDENT, GiveCards(CORTEZ, (c,)))
    assert ok(g, CORTEZ, GiveCash(PRESIDENT, 2))


def test_a_refused_action_changes_nothing() -> None:
    """RULES 5: "both sides move together or not at all"; an illegal action is a value (its reasons), never a
    partial change."""
    g = give_bills(game(), CORTEZ, 3)
    g, [c] = give_cards(g, CORTEZ, "Intelligence")
    g, _ = full_hand(g, DUARTE)
    before = g
    for player, action in (
        (CORTEZ, GiveCash(DUARTE, 2)),
        (CORTEZ, GiveCards(DUARTE, (c,))),
        (DUARTE, Trade(offerer=CORTEZ, to=DUARTE, give_cash=3, give_cards=(c,))),
    ):
        got = apply_action(g, player, action)
        assert isinstance(got, tuple) and got and all(isinstance(r, Rejection) for r in got)
        assert g == before
