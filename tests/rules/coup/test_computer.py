"""Nomicoup's computer players (issue 24): pure, from what the seat may know, seeded; they claim, bluff, challenge by
what they have seen revealed, and counter."""

from __future__ import annotations

from rules.coup import computer
from rules.coup.cards import Character
from rules.coup.engine import step
from rules.coup.events import ActionDeclared, CardNotShown, Challenged, CoupEvent
from rules.coup.inputs import Act, Challenge, Counter, DontShow, Lose, Pass, Received, ReturnCards, Show
from rules.coup.simulate import run
from rules.coup.state import Action, ClaimOf
from rules.coup.validate import choices
from rules.coup.views import player_view
from tests.rules.coup.helpers import ALBA, AM, BORGES, CA, CO, CORTEZ, A, D, play, table


def decide(state: object, seat: int, history: list[CoupEvent] | None = None, seed: str = "c") -> object:
    legal = choices(state, seat)  # type: ignore[arg-type]
    return computer.decide(player_view(state, seat), history or [], legal, seed)  # type: ignore[arg-type]


def test_it_challenges_a_claim_whose_three_copies_it_can_see() -> None:
    """Card counting: with two Dukes face up on the table and the third in its hand, a Tax is a certain bluff."""
    s = table([[CA, CO], [D, D], [A]], revealed=[[], [], [D]])
    s = play(s, (ALBA, Act(Action.TAX))).state
    assert decide(s, BORGES) == Challenge()


def test_it_passes_on_a_plausible_claim_when_little_is_at_stake() -> None:
    """It does not challenge everything: a Tax with Dukes unseen goes unchallenged."""
    s = table([[CA, CO], [AM, AM], [A, A]])
    s = play(s, (ALBA, Act(Action.TAX))).state
    assert decide(s, BORGES) == Pass()


def test_it_counters_with_the_card_it_holds() -> None:
    """It counters a Steal on itself with its Captain, an assassination of itself with its Contessa."""
    s = table([[CA, CO], [CA, D], [A, A]], credits=[2, 4, 2])
    s = play(s, (ALBA, Act(Action.STEAL, BORGES))).state
    assert decide(s, BORGES) == Counter(CA)
    s = table([[A, D], [CO, D], [A, A]], credits=[3, 2, 2])
    s = play(s, (ALBA, Act(Action.ASSASSINATE, BORGES))).state
    assert decide(s, BORGES) == Counter(CO)


def test_with_one_card_left_it_fights_an_assassination() -> None:
    """With one face-down card, losing a challenge or a bluffed Contessa costs no more than the assassination
    would: it never lets the assassination pass."""
    s = table([[A, D], [D], [A, CA]], credits=[3, 2, 2], revealed=[[], [AM], []])
    s = play(s, (ALBA, Act(Action.ASSASSINATE, BORGES))).state
    assert decide(s, BORGES) in (Challenge(), Counter(CO))


def test_it_shows_a_card_it_holds_and_loses_its_least_useful_card() -> None:
    """Show when it holds the card; lose the card worth least (a second copy before a first)."""
    s = table([[D, CO], [CA, AM]])
    s = play(play(s, (ALBA, Act(Action.TAX))).state, (BORGES, Challenge())).state
    assert decide(s, ALBA) == Show()
    s = table([[CA, CO], [D, D]])
    s = play(play(s, (ALBA, Act(Action.TAX))).state, (BORGES, Challenge())).state
    assert decide(s, ALBA) == DontShow()
    s = table([[D, AM], [CA, CO]], credits=[2, 7], seat=BORGES)
    s = play(s, (BORGES, Act(Action.COUP, ALBA))).state
    assert decide(s, ALBA) == Lose(AM)


def test_it_keeps_its_best_two_cards_in_an_exchange() -> None:
    """Exchange: it returns the two cards worth least."""
    s = table([[AM, AM], [CA, CO]], deck_top=[D, CA])
    s = play(play(s, (ALBA, Act(Action.EXCHANGE))).state, (BORGES, Pass())).state
    assert decide(s, ALBA) == ReturnCards((AM, AM))


def test_it_claims_what_it_holds_and_coups_when_it_can() -> None:
    """It takes Tax with a Duke, and launches a Coup at 7 credits."""
    s = table([[D, CO], [CA, AM]])
    assert decide(s, ALBA) == Act(Action.TAX)
    s = table([[D, CO], [CA, AM], [A, A]], credits=[7, 2, 2])
    chosen = decide(s, ALBA)
    assert isinstance(chosen, Act) and chosen.action is Action.COUP


def test_it_learns_who_bluffs_from_what_it_was_shown() -> None:
    """A rival caught bluffing again and again is challenged sooner: the same claim, two histories."""
    s = table([[CA, CO], [AM, CO], [A, A]])
    s = play(s, (ALBA, Act(Action.TAX))).state
    caught = []
    for _ in range(10):
        caught += [
            ActionDeclared(seat=ALBA, action=Action.TAX, target=None, claim=Character.DUKE, paid=0),
            Challenged(seat=CORTEZ, claimant=ALBA, character=Character.DUKE, claim_of=ClaimOf.ACTION),
            CardNotShown(seat=ALBA, character=Character.DUKE),
        ]
    assert decide(s, BORGES) == Pass()
    assert decide(s, BORGES, caught) == Challenge()


def test_it_decides_from_its_own_view_only() -> None:
    """Pure, from what the seat may know, seeded: the same view, history and seed give the same input, whatever is
    hidden from it (here: the other hands)."""
    a = table([[D, CO], [CA, AM], [A, A]])
    b = table([[D, CO], [A, A], [CA, AM]])
    for seat_state in (a, b):
        assert decide(seat_state, ALBA, seed="x") == decide(seat_state, ALBA, seed="x")
    assert player_view(a, ALBA).hand == player_view(b, ALBA).hand
    assert decide(a, ALBA, seed="x") == decide(b, ALBA, seed="x")


def test_a_computer_seat_beats_random_players() -> None:
    """Issue 24: "a computer seat wins at least twice a random seat's share". One computer among three random players
    (continuous, 4 rounds): it wins far more than a quarter of the games (bench.players measures it precisely)."""
    out = run([4], "strength", games=40, players_kind="mixed", rounds=4)
    assert out["computer_refused"] == 0 and out["errors"] == 0
    assert float(out["computer_share"]) >= 0.5  # type: ignore[arg-type]


def test_decide_never_needs_the_state() -> None:
    """The inputs it gives are among those offered, for every seat and step of a whole game."""
    s = table([[D, CO], [CA, AM], [A, A]])
    for _ in range(40):
        if s.over:
            break
        received: list[Received] = []
        for seat in sorted(range(3)):
            legal = choices(s, seat, received)
            if legal:
                choice = computer.decide(player_view(s, seat), [], legal, "g")
                assert choice in legal
                received.append(Received(seat, choice))
        s = step(s, received, "g").state
    assert s.seq > 0
