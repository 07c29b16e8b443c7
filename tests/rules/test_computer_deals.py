"""The trades the computer families offer (issue 25: "it offers trades and gifts to people and to other computers
(cash for votes, a card for a card, support in a coup), keeps its word when keeping it pays, and answers offers by
value as today"). Each scenario: the offer it makes, its value for both sides (`rules.junta.computer.trade`), the
answer of the family it is made to, and, once the trade is made, what the word given changes."""

from __future__ import annotations

from dataclasses import replace

from rules.events import PUBLIC, Event, to
from rules.junta import computer
from rules.junta.actions import apply_action
from rules.junta.cards import card
from rules.junta.computer.memory import remember
from rules.junta.computer.military import side
from rules.junta.computer.trade import Offer, offer_event, value_to, worth
from rules.junta.engine import Resolution
from rules.junta.orders import ElectionVote, Fire, Move
from rules.junta.state import Election, ElectionKind, GameState, Phase
from rules.junta.validate import validate
from rules.junta.views import player_view, redact
from tests.rules import test_coup_moves as coup_moves
from tests.rules.helpers import game, give_bills, give_cards
from tests.rules.test_computer import CORTEZ, DUARTE, ESTEBAN, PRESIDENT, decide

# CABINET6 (tests.rules.helpers): Cortez (2) is the 1st General, Duarte (3) the 2nd; Esteban (4) has 9 votes.


def _traded(state: GameState, offer: Offer, history: tuple[Event, ...]) -> tuple[GameState, tuple[Event, ...]]:
    """The offer told to both families, accepted and made: the state after it and the history with it."""
    said = offer_event(offer, "An offer.")
    done = apply_action(state, offer.to, offer.trade())
    assert isinstance(done, Resolution), done
    return done.state, (*history, said, *done.events)


def test_a_card_for_a_card_positive_for_both() -> None:
    """Cortez, the 1st General, holds Bribe the Brigade for his own brigade (worth nothing to him) and has learnt by
    Intelligence that Duarte holds the Monarchist Assassin: he offers his card for it. Duarte gains by value (the
    bribe works on a brigade not his), Cortez gains an assassin for a card he could not use; Duarte accepts."""
    g = game(phase=Phase.BUDGET_DRAW)
    g, (bribe,) = give_cards(g, CORTEZ, "Bribe the Brigade (1st Brigade)")
    g, (monarchist,) = give_cards(g, DUARTE, "Monarchist Assassin")
    told = {"option": "hand", "target": DUARTE, "titles": ["Monarchist Assassin"]}
    seen = Event("intelligence", "", to(CORTEZ), told)
    offers = computer.offers(player_view(g, CORTEZ), (seen,), "schemer", "t")
    assert offers == (Offer(CORTEZ, DUARTE, give_cards=(bribe,), get_cards=(monarchist,), terms="card_for_card"),)
    mine, theirs = player_view(g, CORTEZ), player_view(g, DUARTE)
    assert value_to(mine, monarchist) > value_to(mine, bribe) == 0  # positive for Cortez
    assert value_to(theirs, bribe) >= value_to(theirs, monarchist) > 0  # and for Duarte
    assert computer.answer(theirs, (), "schemer", offers[0])
    after, _ = _traded(g, offers[0], (seen,))
    assert monarchist in after.players[CORTEZ].hand and bribe in after.players[DUARTE].hand


def test_no_swap_for_a_card_played_since() -> None:
    """A card it saw is forgotten once its holder plays one of its kind (public): no offer asks for it."""
    g = game(phase=Phase.BUDGET_DRAW)
    g, _ = give_cards(g, CORTEZ, "Bribe the Brigade (1st Brigade)")
    told = {"option": "hand", "target": DUARTE, "titles": ["Monarchist Assassin"]}
    seen = Event("intelligence", "", to(CORTEZ), told)
    played = Event("card_played", "", PUBLIC, {"player": DUARTE, "card": card(48).key})
    offers = computer.offers(player_view(g, CORTEZ), (seen, played), "schemer", "t")
    assert not any(o.terms == "card_for_card" for o in offers)


def test_a_gift_buys_goodwill() -> None:
    """A card worth nothing to it, no rival known to hold a card it wants, and nobody left to buy it (it offered it
    for sale already): Cortez gives it to the President, whose budget paid him. The gift costs him nothing he could
    use, and the President counts him a better friend for it (his trust order, his budget, his cabinet)."""
    g = game(phase=Phase.BUDGET_PROPOSAL)
    g, (bribe,) = give_cards(g, CORTEZ, "Bribe the Brigade (1st Brigade)")
    paid = (
        Event("president_elected", "", PUBLIC, {"president": PRESIDENT}),
        Event("budget_proposed", "", PUBLIC, {"totals": {str(CORTEZ): 3}}),
        Event("budget_vote", "", PUBLIC, {"passed": True, "roll_call": []}),
    )
    offers = computer.offers(player_view(g, CORTEZ), paid, "schemer", "t")
    assert offers == (Offer(CORTEZ, PRESIDENT, give_cards=(bribe,), terms="goodwill"),)
    assert value_to(player_view(g, CORTEZ), bribe) == 0 < worth(bribe)
    assert computer.answer(player_view(g, PRESIDENT), (), "schemer", offers[0])
    before = remember(PRESIDENT, redact(paid, PRESIDENT)).ally_score(CORTEZ)
    _, history = _traded(g, offers[0], paid)
    assert remember(PRESIDENT, redact(history, PRESIDENT)).ally_score(CORTEZ) > before


def _election(*candidates: int) -> GameState:
    g = game(phase=Phase.ELECTION)
    return replace(g, election=Election(ElectionKind.FIRST, candidates))


def test_a_candidate_buys_a_vote_and_the_voter_keeps_his_word() -> None:
    """Cortez and Duarte stand for President with 2 votes each; Esteban, who is neither, carries 9. Cortez gives
    him 1 MP for his vote; Esteban accepts (the gift pays what his vote was worth to him) and, the gift made,
    votes for Cortez."""
    g = give_bills(_election(CORTEZ, DUARTE), CORTEZ, 1)
    offers = computer.offers(player_view(g, CORTEZ), (), "schemer", "t")
    assert offers == (Offer(CORTEZ, ESTEBAN, give_cash=1, terms="vote_for"),)
    assert computer.answer(player_view(g, ESTEBAN), (), "schemer", offers[0])
    after, history = _traded(g, offers[0], ())
    vote = next(o for o in decide(after, ESTEBAN, history) if isinstance(o, ElectionVote))
    assert vote.candidate == CORTEZ and validate(after, ESTEBAN, vote) == ()


def test_no_gift_in_an_election_it_cannot_lose() -> None:
    """A candidate who wins whatever the free votes do (or cannot win whatever they do) keeps his money."""
    g = give_bills(_election(ESTEBAN, CORTEZ), ESTEBAN, 1, 1)
    assert not any(o.terms == "vote_for" for o in computer.offers(player_view(g, ESTEBAN), (), "schemer", "t"))


REBEL, NAVY = coup_moves.FOREIGN, coup_moves.NAVY


def _coup() -> tuple[GameState, tuple[Event, ...]]:
    """Coup Phase 1; the Foreign Minister, a Rebel with no brigade, against everyone else; the budget that passed
    paid only the Minister and the Air Force Commander (public), so the Admiral (3rd General) was left out."""
    state = coup_moves.coup_game(coup_moves.ALL, phase=1)
    state = replace(state, players=tuple(replace(p, rebel=p.id == REBEL) for p in state.players))
    state = give_bills(state, REBEL, 2)
    budget = (
        Event("president_elected", "", PUBLIC, {"president": coup_moves.PRESIDENT}),
        Event("budget_proposed", "", PUBLIC, {"totals": {str(coup_moves.MINISTER): 4, str(coup_moves.AIR): 4}}),
        Event("budget_vote", "", PUBLIC, {"passed": True, "roll_call": []}),
    )
    return state, budget


def test_a_rebel_buys_a_commanders_units_and_he_fights_on_its_side() -> None:
    """Issue 25: "support in a coup (cash for a commander's units on its side)". The weak Rebel pays the strongest
    commander outside the coup who stood aside (the Admiral, left out by the budget) 2 MP for his units; the Admiral
    accepts (neutral, his units cost him little on either side) and, the deal made, takes the Rebels' side: his
    units move and fire as a Rebel's would, and every order is legal."""
    state, budget = _coup()
    offers = computer.offers(player_view(state, REBEL), budget, "schemer", "t")
    assert offers == (Offer(REBEL, NAVY, give_cash=2, terms="support"),)
    view = player_view(state, NAVY)
    assert side(view, remember(NAVY, redact(budget, NAVY))) == "neutral"
    assert computer.answer(view, redact(budget, NAVY), "schemer", offers[0])
    after, history = _traded(state, offers[0], budget)
    memory = remember(NAVY, redact(history, NAVY))
    memory.bound = True
    assert side(player_view(after, NAVY), memory) == "rebel"
    orders = decide(after, NAVY, history)
    assert any(isinstance(o, Move | Fire) for o in orders)
    assert all(validate(after, NAVY, o) == () for o in orders)


def test_a_commander_paid_by_the_president_does_not_sell_his_units() -> None:
    """The Minister, whom the budget paid well, stands with the President: 2 MP do not buy his units (keeping his
    side is worth more to him), and the offer is declined."""
    state, budget = _coup()
    offer = Offer(REBEL, coup_moves.MINISTER, give_cash=2, terms="support")
    view = player_view(state, coup_moves.MINISTER)
    assert not computer.answer(view, redact(budget, coup_moves.MINISTER), "schemer", offer)


# --- sales (issue 25: "Card sales flood ... offer fewer, better ones (a sale whose value is positive for both)") ---
def _over_limit() -> GameState:
    """Cortez over the hand limit in the cabinet phase: he would discard a Vote (2), worth 2 MP."""
    g = give_bills(game(phase=Phase.CABINET), DUARTE, 1, 1, 1, 1)
    g, _ = give_cards(g, CORTEZ, "Vote (4)", "Vote (3)", "Vote (2)", "Amateur Assassin", "Burglar", "Press", "Church")
    return g


def _spied(*targets: int) -> tuple[Event, ...]:
    return tuple(Event("intelligence", "", to(CORTEZ), {"option": "cash", "target": t, "cash": 4}) for t in targets)


def test_no_sale_to_a_family_without_room() -> None:
    """A trade leaves both families at the hand limit or under (RULES 5): Duarte, seen with the price but holding
    6 cards, could not take the card; Cortez offers it to nobody rather than be refused."""
    g, _ = give_cards(_over_limit(), DUARTE, "Vote (5)", "Military", "Peasants", "Students", "Bankers", "Intelligence")
    assert not any(o.terms == "sell" for o in computer.offers(player_view(g, CORTEZ), _spied(DUARTE), "schemer", "t"))


def test_a_card_is_offered_once_a_turn() -> None:
    """Cortez offered his discard to Duarte this turn (Duarte did not take it): he does not go round the table
    offering it to every other family seen with cash, phase after phase (issue 25: ~50 sales a game, 13% taken)."""
    g = _over_limit()
    first = computer.offers(player_view(g, CORTEZ), _spied(DUARTE, ESTEBAN), "schemer", "t")
    assert [o.to for o in first] == [DUARTE] and first[0].terms == "sell"
    history = (*_spied(DUARTE, ESTEBAN), offer_event(first[0], "An offer."))
    assert not computer.offers(player_view(g, CORTEZ), history, "schemer", "t")


def test_no_sale_of_a_card_it_keeps() -> None:
    """As the locations phase opens with a hand the next draw would not put over the limit, a card it keeps is worth
    its full worth to it: sold for less, the sale would be negative for the seller, so none is offered."""
    g = give_bills(game(phase=Phase.LOCATIONS), DUARTE, 1, 1, 1, 1)
    g, _ = give_cards(g, CORTEZ, "Vote (2)", "Amateur Assassin", "Press")
    paid = (
        Event("president_elected", "", PUBLIC, {"president": PRESIDENT}),
        Event("budget_proposed", "", PUBLIC, {"totals": {str(DUARTE): 5}}),
        Event("budget_vote", "", PUBLIC, {"passed": True, "roll_call": []}),
    )
    assert not any(o.terms == "sell" for o in computer.offers(player_view(g, CORTEZ), paid, "schemer", "t"))
