"""The computer family's election decisions (issue 25: "the presidency is the prize"; RULES 4.5: "If the President
dies ... a one-day presidential election (votes as 4.4 ...) follows this phase")."""

from __future__ import annotations

from rules.junta.computer import elections
from rules.junta.orders import Assassinate
from rules.junta.views import player_view
from tests.rules.helpers import give_bills, give_cards
from tests.rules.test_computer import CORTEZ, ESTEBAN, MINISTER, PRESIDENT, _budget_then_locations, decide

# Votes (CABINET6): the President 1, Borges (Minister, Air Force) 2, Cortez 2, Duarte 2, Esteban 9 (Farm & Labor with
# its Socialist bonus), Fuentes 1. A budget that pays everyone keeps them all loyal (no coup of their own).
PAID = {MINISTER: 2, CORTEZ: 2, 3: 2, ESTEBAN: 2, 5: 2}


def test_it_kills_a_president_whose_death_would_make_it_president() -> None:
    """Regicide: Cortez's 2 votes and two Vote (5) cards make 12, more than Esteban's 9 (the most any other family
    could bring, none holding a card) by a margin: the election the President's death calls would make Cortez
    President, so his assassin goes for the President rather than for the richest rival."""
    state, events = _budget_then_locations(PAID)
    state, _ = give_cards(state, CORTEZ, "Vote (5)", "Vote (5)", "Professional Assassin")
    state = give_bills(state, CORTEZ, 3, 3)
    assert elections.regicide(player_view(state, CORTEZ)) == PRESIDENT
    shots = [o for o in decide(state, CORTEZ, events) if isinstance(o, Assassinate)]
    assert shots and all(o.target == PRESIDENT for o in shots)


def test_it_spares_a_president_whose_death_would_not_make_it_president() -> None:
    """The other side: with a Vote (2) alone Cortez's 4 votes lose to Esteban's 9, and a President killed would only
    hand the office to another family: no regicide (its assassins go where they did before). Nor with the votes but
    nothing to kill with (no assassin card, and not the Minister with his Secret Police)."""
    state, _ = _budget_then_locations(PAID)
    weak, _ = give_cards(state, CORTEZ, "Vote (2)", "Professional Assassin")
    weak = give_bills(weak, CORTEZ, 3, 3)
    assert elections.regicide(player_view(weak, CORTEZ)) is None
    unarmed, _ = give_cards(state, CORTEZ, "Vote (5)", "Vote (5)", "Burglar")
    assert elections.regicide(player_view(unarmed, CORTEZ)) is None


def test_a_rival_hand_counts_against_a_regicide() -> None:
    """Each card in a rival's hand may be a Vote card (`CARD_VOTES` votes a card on average): Cortez's 12 votes are
    not enough to spare against Esteban's 9 and a full hand of six cards."""
    state, _ = _budget_then_locations(PAID)
    state, _ = give_cards(state, CORTEZ, "Vote (5)", "Vote (5)", "Professional Assassin")
    state = give_bills(state, CORTEZ, 3, 3)
    state, _ = give_cards(state, ESTEBAN, "Call for Reforms", "Burglar", "Bank Robber", "Vote (2)", "Vote (3)",
                          "Vote (4)")
    assert elections.regicide(player_view(state, CORTEZ)) is None
