"""The English of Nomicoup (`rules.coup.words`) and its JSON (`rules.coup.codec`): every event code and every
refusal has its sentence; players read names and counts, never ids, enum values or internal counters."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rules import codec as base_codec
from rules.coup import codec
from rules.coup.events import EVENT_KINDS, EVENTS, CardsDealt
from rules.coup.simulate import NAMES
from rules.coup.words import REFUSALS, RENDER, render
from tests.rules.coup.helpers import find
from tests.rules.coup.test_properties import started, walk

SOURCE = Path(__file__).resolve().parents[3] / "rules" / "coup"


def test_every_event_code_has_one_renderer_and_one_class() -> None:
    """One declaration per concept: each event kind has a stable code, one class and one function in words.py."""
    codes = [cls.code for cls in EVENT_KINDS]
    assert len(codes) == len(set(codes)) and all(codes)
    assert set(RENDER) == set(codes) == set(EVENTS)


def test_every_refusal_code_in_the_engine_has_a_sentence() -> None:
    """Illegal input is a value with a stable code and a sentence a player understands."""
    used = set()
    for path in SOURCE.glob("*.py"):
        used |= set(re.findall(r'refuse\("([a-z_]+)"\)', path.read_text()))
    assert used and used <= set(REFUSALS)
    for sentence in REFUSALS.values():
        assert sentence[0].isupper() and sentence.endswith(".")


@pytest.mark.parametrize("mode", ["continuous", "classic"])
def test_every_event_of_whole_games_reads_as_a_sentence_with_names(mode: str) -> None:
    """Players read sentences with names and counts, never ids, enum values or internal counters."""
    seen = set()
    for n, seed in [(2, "a"), (3, "b"), (4, "c"), (6, "d"), (5, "e")]:
        events = list(started(n, seed, mode).events) + [e for _, r in walk(n, seed, mode) for e in r.events]
        for e in events:
            seen.add(e.code)
            for reader in (None, *range(n)):
                if not e.audience.sees(reader):
                    continue
                text = render(e, NAMES[:n], reader)
                assert text and text[0].isupper() and text.rstrip(")").endswith((".", "!")), text
                assert "None" not in text and "seat " not in text and "_" not in text, text
                assert not re.search(r"\b(Character|Action|Cause|Mode|StepKind)\.", text), text
    assert {"game_started", "turn_began", "action_declared", "game_over"} <= seen


def test_private_events_read_in_the_second_person_for_their_reader() -> None:
    """A seat reads his own news as "you"."""
    res = started(3, "you", "continuous")
    dealt = find(res.events, CardsDealt)
    assert render(dealt, NAMES[:3], dealt.seat).startswith("You are dealt the ")


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
