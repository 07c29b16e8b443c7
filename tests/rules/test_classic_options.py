"""The board game's options (VARIANTS.md names them as config keys): one test per option, each docstring quoting
its clause. `rules.junta.variants.Options` carries them into the game (`new_game(..., options=...)`), and `rules_of`
applies them to the variant."""

from __future__ import annotations

from rules.junta.engine import adjudicate, new_game
from rules.junta.orders import ElectionVote, Submitted
from rules.junta.state import GameState, Phase
from rules.junta.variants import CLASSIC, Options, rules_of
from rules.junta.views import public_view
from tests.said import english

NAMES = ["Alba", "Borges", "Cortez", "Duarte"]


def made(options: Options) -> GameState:
    g = new_game(NAMES, "options", "classic", options=options)
    assert isinstance(g, GameState), g
    return g


def test_one_ballot_merges_the_two() -> None:
    """VARIANTS 4.2.4: "Config `classic.ballots = 2`; `1` merges the two into one ballot (the web procedure), for
    fast games." One ballot elects the President at once."""
    g = made(Options(ballots=1))
    assert rules_of(g).ballots == 1 and public_view(g).ballot == 0
    res = adjudicate(g, [Submitted(p, ElectionVote(1), p) for p in range(4)], "one")
    assert res.state.president == 1
    assert "first_ballot" not in {e.code for e in res.events}


def test_two_ballots_by_default() -> None:
    """VARIANTS 4.2.1: "Every vote (an election or a budget) has two ballots"."""
    g = made(Options())
    assert rules_of(g).ballots == 2 and public_view(g).ballot == 1
    res = adjudicate(g, [Submitted(p, ElectionVote(1), p) for p in range(4)], "two")
    assert res.state.president is None and res.state.phase is Phase.ELECTION and res.state.ballot == 2


def test_round_one_without_its_draw() -> None:
    """VARIANTS 3.3: "round 1 starts with the normal card draw ... Config `classic.first_round_draw = true`"; false:
    the five cards dealt at set-up are all a family holds in round 1."""
    g = made(Options(ballots=1, first_round_draw=False))
    res = adjudicate(g, [Submitted(p, ElectionVote(1), p) for p in range(4)], "draw")
    assert res.state.phase is Phase.CABINET
    assert [len(p.hand) for p in res.state.players] == [5, 5, 5, 5]
    with_draw = adjudicate(made(Options(ballots=1)), [Submitted(p, ElectionVote(1), p) for p in range(4)], "draw")
    assert [len(p.hand) for p in with_draw.state.players] == [7, 7, 7, 7]


def test_the_money_deck_may_be_shown() -> None:
    """VARIANTS 7.3: "Config `classic.show_money_deck = false`" by default; true shows it."""
    assert not public_view(made(Options())).show_money_deck
    assert public_view(made(Options(show_money_deck=True))).show_money_deck
    assert not CLASSIC.show_money_deck


def test_web_games_take_no_board_game_option() -> None:
    """The options belong to the classic rules: a web game with one of them is refused with a sentence."""
    got = new_game([*NAMES, "Esteban", "Fuentes"], "options", "web", options=Options(ballots=1))
    assert isinstance(got, tuple) and got[0].code == "bad_option"
    assert "options of the classic rules" in english(got[0])
