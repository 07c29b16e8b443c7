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


def load_events(text: str | bytes) -> tuple[CoupEvent, ...]:
    loaded: tuple[CoupEvent, ...] = codec.load_versioned(tuple[CoupEvent, ...], text, SCHEMA_VERSION, UPGRADERS)
    return loaded
