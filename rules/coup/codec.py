"""Nomicoup's JSON: states, inputs and events to text and back, through the project's codec (`rules.codec`).

Stored text is wrapped with the schema version (`{"schema": n, "data": ...}`); `UPGRADERS` bring older saved data
up to `SCHEMA_VERSION` (upgrader k turns version k into k+1). Events carry `"$type"` (their class) so a list of
mixed events reads back exactly; `load(dump(x)) == x` for each kind.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules import codec
from rules.coup.events import EVENT_KINDS, CoupEvent
from rules.coup.inputs import INPUT_KINDS, Input, Received
from rules.coup.state import CoupState

SCHEMA_VERSION = 1
UPGRADERS: dict[int, codec.Upgrader] = {}

codec.register(*EVENT_KINDS, *INPUT_KINDS, Received, CoupState)


def dump_state(state: CoupState) -> str:
    return codec.dump_versioned(state, SCHEMA_VERSION, CoupState)


def load_state(text: str | bytes) -> CoupState:
    return codec.load_versioned(CoupState, text, SCHEMA_VERSION, UPGRADERS)


def dump_input(inp: Input) -> str:
    return codec.dump_versioned(inp, SCHEMA_VERSION, Input)


def load_input(text: str | bytes) -> Input:
    loaded: Input = codec.load_versioned(Input, text, SCHEMA_VERSION, UPGRADERS)
    return loaded


def dump_received(received: Sequence[Received]) -> str:
    return codec.dump_versioned(tuple(received), SCHEMA_VERSION, tuple[Received, ...])


def load_received(text: str | bytes) -> tuple[Received, ...]:
    loaded: tuple[Received, ...] = codec.load_versioned(tuple[Received, ...], text, SCHEMA_VERSION, UPGRADERS)
    return loaded


def dump_events(events: Sequence[CoupEvent]) -> str:
    return codec.dump_versioned(tuple(events), SCHEMA_VERSION, tuple[CoupEvent, ...])


class EventsText:
    """`dump_events` of a list that only grows (a table's events, written whole at each change): each event is
    encoded once, the text of the list joined from them (the same text as `dump_events`). A list that is not the
    one seen before (shorter, or another event where the last one seen was) is encoded again from its start."""

    __slots__ = ("_last", "_parts")

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._last: CoupEvent | None = None

    def dump(self, events: Sequence[CoupEvent]) -> str:
        known = len(self._parts)
        if known > len(events) or (known and events[known - 1] is not self._last):
            self._parts, known = [], 0
        self._parts += [codec.dumps(e, CoupEvent) for e in events[known:]]
        self._last = events[-1] if events else None
        return '{"data":[' + ",".join(self._parts) + '],"schema":' + str(SCHEMA_VERSION) + "}"


def load_events(text: str | bytes) -> tuple[CoupEvent, ...]:
    loaded: tuple[CoupEvent, ...] = codec.load_versioned(tuple[CoupEvent, ...], text, SCHEMA_VERSION, UPGRADERS)
    return loaded
