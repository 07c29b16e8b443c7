"""The computer families' words (issue 25): "short speeches that come from the game (the budget it proposes, who it
blames, a coup threat, a death) ... never the same line twice in a game; nothing it says leaks what its seat may not
know". Whole computer-only games are played with the speeches the bot would post
(`bot.games.junta.services.computers._speak`: at most one line of each kind a phase), rendered by
`bot.games.junta.text.computer`."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.junta.text.computer import line_text
from rules.events import Event
from rules.junta import computer
from rules.junta.computer.speech import KINDS, VARIANTS, said_event
from rules.junta.engine import REGISTRY, adjudicate, new_game
from rules.junta.orders import Submitted
from rules.junta.state import GameState
from rules.junta.views import coup_map_view, player_view, redact
from rules.simulate import NAMES
from tests.rules.test_computer import scrambled


def _game(variant: str, players: int, seed: str, locale: str = "en") -> list[tuple[str, str]]:
    """A computer-only game with speeches; every line said, as (kind, text). Each line is also checked to be the
    same when every other family's secrets are scrambled (it says nothing its seat may not know)."""
    made = new_game(NAMES[:players], seed, variant)
    assert isinstance(made, GameState)
    state = made
    histories: dict[int, list[Event]] = {p.id: [] for p in state.players}
    names = {p.id: p.name for p in state.players}
    rng = random.Random(seed)
    said: list[tuple[str, str]] = []
    while not state.over and state.seq < 600:
        kinds: set[str] = set()
        for p in state.players:
            if p.straw:
                continue
            lines = computer.speak(player_view(state, p.id), tuple(histories[p.id]), seed)
            assert lines == computer.speak(player_view(scrambled(state, p.id, rng), p.id), tuple(histories[p.id]), seed)
            for line in lines:
                if line.KIND in kinds:
                    continue
                kinds.add(line.KIND)
                text = line_text(locale, line, names)
                said.append((line.KIND, text))
                event = said_event(line, text)
                for pid in histories:
                    histories[pid].append(event)
        subs: list[Submitted] = []
        for p in state.players:
            for o in computer.decide(
                player_view(state, p.id), tuple(histories[p.id]), REGISTRY[state.phase].accepts, seed,
                computer.personality_for(seed, p.id), coup_map=coup_map_view(state),
            ):
                subs.append(Submitted(p.id, o, len(subs)))
        res = adjudicate(state, subs, f"{seed}:{state.seq}")
        for pid in histories:
            histories[pid].extend(redact(res.events, pid))
        state = res.state
    return said


@pytest.mark.parametrize(
    ("variant", "players", "locale"),
    [("web", 7, "en"), ("web", 10, "de"), ("classic", 5, "en"), ("mini", 2, "en"), ("mini", 3, "de")],
)
def test_no_line_twice_in_a_game(variant: str, players: int, locale: str) -> None:
    """Issue 25: "never the same line twice in a game": every computer line of a whole game differs from every other,
    and the computers do speak (of the budget and the cabinet at least); in English and in German (issue 23)."""
    said = []
    for i in range(2):
        lines = _game(variant, players, f"words-{variant}-{players}-{i}", locale)
        texts = [t for _, t in lines]
        assert len(texts) == len(set(texts)), [t for t in texts if texts.count(t) > 1]
        said += lines
    assert {"budget", "inauguration"} <= {k for k, _ in said}


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from([("web", n) for n in range(6, 11)] + [("classic", n) for n in range(4, 8)] + [("mini", 2),
                                                                                                      ("mini", 3)]),
    seed=st.integers(0, 10_000),
    locale=st.sampled_from(["en", "de"]),
)
def test_words_never_repeat_nor_leak_in_any_game(game: tuple[str, int], seed: int, locale: str) -> None:
    """Issue 25, as a property over seeded games of every variant and size: the computers' words are "never the same
    line twice in a game", and "nothing it says leaks what its seat may not know" (`_game` checks each line against
    the same seat with every other family's secrets scrambled)."""
    variant, players = game
    texts = [t for _, t in _game(variant, players, f"prop-{seed}", locale)]
    assert len(texts) == len(set(texts)), [t for t in texts if texts.count(t) > 1]


def test_each_kind_has_its_phrasings() -> None:
    """One function per kind of line, each with `VARIANTS` different phrasings (so that they can move into the
    message catalogues as they are)."""
    from rules.junta.computer.speech import Blame, BudgetPitch, Inauguration, Line, Mourning, Threat

    names = {0: "Alba", 1: "Borges", 2: "Cortez"}
    samples: dict[str, Callable[[int], Line]] = {
        "inauguration": lambda v: Inauguration(0, 1, v),
        "budget": lambda v: BudgetPitch(0, ((1, 3), (2, 2)), v),
        "blame": lambda v: Blame(0, (1, 2), v),
        "threat": lambda v: Threat(1, 0, v),
        "death": lambda v: Mourning(0, 2, False, v),
    }
    assert set(samples) == set(KINDS)
    for locale in ("en", "de"):
        for make in samples.values():
            texts = {line_text(locale, make(v), names) for v in range(VARIANTS)}
            assert len(texts) == VARIANTS
            assert all(text and "computer-" not in text for text in texts)  # no message missing


def test_words_in_german() -> None:
    """Issue 23: "All variants and computer players speak both languages (the computers' speeches too)": the
    channel reads the game's language, the German terms of VARIANTS 13 (Staatshaushalt), plurals from the catalogue."""
    from bot.games.junta.text.computer import offer_words, speech
    from rules.junta.computer.speech import Blame, BudgetPitch
    from rules.junta.computer.trade import Offer

    names = {0: "Alba", 1: "Borges", 2: "Cortez"}
    pitch = BudgetPitch(0, ((1, 3), (2, 2)), 0)
    assert line_text("de", pitch, names) == (
        "Mein Staatshaushalt bedenkt Borges (3 MP) und Cortez (2 MP). Wer der Republik dient, wird nicht vergessen."
    )
    assert line_text("en", pitch, names).startswith("My budget pays Borges (3 MP) and Cortez (2 MP).")
    assert line_text("de", Blame(0, (1,), 2), names) == "Borges zieht das Chaos dem Brot vor. Notiert."
    assert line_text("de", Blame(0, (1, 2), 2), names) == "Borges und Cortez ziehen das Chaos dem Brot vor. Notiert."
    assert speech("Alba", pitch, names)("de").startswith("**Die Familie Alba spricht:**\n> Mein Staatshaushalt")
    assert speech("Alba", pitch, names)("en").startswith("**The Alba family speaks:**\n> My budget")
    gift = offer_words(Offer(0, 1, give_cash=2, terms="vote_yes"), names)
    assert gift("de") == "Borges, eine kleine Aufmerksamkeit für dein Ja zu meinem Staatshaushalt."
    assert gift("en") == "Borges, a little something for your Yes on my budget."
