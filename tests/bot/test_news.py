"""Issue 23: "Events and rejections are data ... `bot/text/` renders every sentence from codes and fields, for a
locale", and "A property over whole simulated games: every event of every kind renders in both languages within
Discord's limits"."""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.games.junta.text.news import event_text, kind_of, message_id, rejection_text
from bot.text.i18n import LOCALES, has
from bot.text.messages import MAX_TEXT_CHARS
from rules.events import PUBLIC, Event
from rules.junta.actions import apply_action
from rules.junta.engine import Resolution, adjudicate, new_game
from rules.junta.state import GameState
from rules.rejections import Rejection, refusal
from rules.simulate import random_action, random_orders

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Garcia", "Lopez", "Cortez", "Alba", "Reyes", "Moreno", "Vargas")


def _games(variant: str, players: int, games: int) -> Iterator[tuple[GameState, Event]]:
    for g in range(games):
        seed = f"news:{variant}:{players}:{g}"
        made = new_game(NAMES[:players], seed, variant)
        assert isinstance(made, GameState), made
        state, rng = made, random.Random(seed)
        for _ in range(400):
            if state.over:
                break
            if rng.random() < 0.3 and (act := random_action(state, rng, frozenset())) is not None:
                got = apply_action(state, act[0], act[1])
                if isinstance(got, Resolution):
                    yield from ((state, e) for e in got.events)
                    state = got.state
            res = adjudicate(
                state, random_orders(state, rng, 0.15, start_time=0, skip=frozenset()), f"{seed}:{state.seq}"
            )
            yield from ((state, e) for e in res.events)
            state = res.state


@pytest.mark.parametrize(("variant", "players"), [("web", 6), ("web", 7), ("classic", 5), ("mini", 3), ("mini", 2)])
def test_every_event_of_simulated_games_renders_in_both_languages_within_discords_limits(
    variant: str, players: int
) -> None:
    """Every event of every kind renders in English and German: no unfilled variable, nothing empty, no more than a
    Discord message holds; an event that is data (no stored sentence) has a message in every catalogue."""
    seen: set[str] = set()
    for state, event in _games(variant, players, 6):
        names = tuple(p.name for p in state.players)
        for locale in LOCALES:
            if not event.text:
                assert has(locale, message_id("event", event.code)), f"{locale}: no message for event {event.code!r}"
            said = event_text(locale, event, names)
            assert said.strip(), (locale, event.code, event.data)
            assert "{" not in said and "$" not in said, (locale, event.code, said)
            assert len(said) <= MAX_TEXT_CHARS, (locale, event.code, len(said))
        seen.add(event.code)
    assert len(seen) > 10, seen


def _literal_codes(call: str) -> Iterator[tuple[str, str, int]]:
    """Each literal code given to `call(...)` (`say`, `refuse`, `refusal`) in rules/junta/: (code, file, line)."""
    for path in sorted((ROOT / "rules" / "junta").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            first = node.args[0]
            if name == call and isinstance(first, ast.Constant) and isinstance(first.value, str):
                yield first.value, str(path.relative_to(ROOT)), node.lineno


@pytest.mark.parametrize(("call", "prefix"), [("say", "event"), ("refuse", "reject"), ("refusal", "reject")])
def test_every_code_the_engine_says_has_a_message_in_every_catalogue(call: str, prefix: str) -> None:
    """By construction: each event and rejection made as data names a code whose message exists in English and
    German (events.ftl, rejections.ftl)."""
    missing = [
        f"{where}:{line}: {message_id(prefix, code)} ({locale})"
        for code, where, line in _literal_codes(call)
        for locale in LOCALES
        if not has(locale, message_id(prefix, code))
    ]
    assert not missing, "\n".join(missing)


def test_fields_are_read_by_their_names() -> None:
    """A seat is a name, a card a card's name, an office its title: the engine gives numbers and keys."""
    assert kind_of("victim") == kind_of("other_player") == kind_of("player")
    assert kind_of("amount") is None and kind_of("votes") is None
    data = {"player": 1, "players": [0, 2], "office": "minister", "card": "bank_holiday", "amount": 3}
    from bot.games.junta.text.news import event_args

    en = event_args("en", data, NAMES)
    assert en["player"] == "Lopez" and en["players"] == "Garcia and Cortez" and en["players_count"] == 2
    assert en["office"] == "Minister of Internal Security" and en["card"] == "Bank Holiday" and en["amount"] == 3
    de = event_args("de", data, NAMES)
    assert de["players"] == "Garcia und Cortez" and de["card"] != "Bank Holiday"


def test_an_event_stored_before_it_was_data_reads_as_it_was_stored() -> None:
    """Old games' events keep their English sentence where no message renders their code and fields."""
    old = Event("some_old_code", "Garcia did something.", PUBLIC, {})
    assert event_text("de", old, NAMES) == "Garcia did something."
    assert rejection_text("en", Rejection("old", "You may not."), NAMES) == "You may not."
    assert rejection_text("en", refusal("never_heard_of"), NAMES) == ""
