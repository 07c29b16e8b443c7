"""Nomicoup's JSON (`rules.coup.codec`), and the engine's words: it has none (issue 23: events and rejections are
data; `tests/bot/test_nomicoup_words.py` words them in each language)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules import codec as base_codec
from rules.coup import codec
from rules.coup.engine import new_game
from rules.coup.events import CoupEvent
from rules.coup.inputs import Act
from rules.coup.state import Action
from rules.coup.validate import validate
from tests.rules.coup.test_properties import started, walk

SOURCE = Path(__file__).resolve().parents[3] / "rules" / "coup"


def test_stored_text_carries_the_schema_version() -> None:
    """Snapshots go through the game's codec with a schema version, so old saves can be upgraded."""
    state = started(3, "json", "classic").state
    text = codec.dump_state(state)
    assert json.loads(text)["schema"] == codec.SCHEMA_VERSION
    newer = json.dumps({"schema": codec.SCHEMA_VERSION + 1, "data": json.loads(text)["data"]})
    with pytest.raises(base_codec.CodecError):
        codec.load_state(newer)
    events = started(3, "json", "classic").events
    assert all("$type" in item for item in json.loads(codec.dump_events(events))["data"])


def test_events_and_rejections_carry_no_sentence() -> None:
    """Issue 23: "The engine makes no English": a refusal is a code with its numbers; an event's fields are seats,
    characters, amounts and enum values, never text."""
    refused = new_game(["Alba"], "x")
    assert isinstance(refused, tuple) and refused[0].code == "player_count" and refused[0].message == ""
    assert dict(refused[0].data) == {"min": 2, "max": 6}
    state = started(3, "words", "continuous").state
    problems = validate(state, (state.turn.seat + 1) % 3, Act(Action.INCOME))
    assert problems and problems[0].code == "not_yours" and problems[0].message == ""
    assert not (SOURCE / "words.py").exists()


def test_a_growing_list_of_events_is_kept_as_dump_events_writes_it() -> None:
    """R: a table's events are written whole at each change (`bot.games.coup.keeping`); `EventsText` encodes each
    event once and gives the same text as `dump_events`, step after step, and again for a list that is not the one
    it saw (a shorter one, another game's)."""
    kept = codec.EventsText()
    events: list[CoupEvent] = []
    for _, got in walk(3, "events-text", "continuous", steps=60):
        events += got.events
        assert kept.dump(events) == codec.dump_events(events)
    assert codec.load_events(kept.dump(events)) == tuple(events)
    other = list(started(4, "another", "classic").events)
    assert kept.dump(other) == codec.dump_events(other)
    assert kept.dump(other[:2]) == codec.dump_events(other[:2])
    assert kept.dump([]) == codec.dump_events([])
