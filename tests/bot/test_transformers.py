"""The options players type, as discord.py transformers (bot/games/junta/cogs/transformers.py): a transformer only reads
what was typed into its typed value, whatever it is (so discord.py never refuses an option for its text); the typed
value is read against the player's game inside his command's use case, into a seat, a card, a condition, ..., or refused
with a sentence (`BadInput`), never an error. Run against a real started game (the autocomplete tests' table)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from bot.games.junta.cogs import transformers
from bot.games.junta.cogs.transformers import (
    Assassin,
    CardRef,
    Cards,
    Families,
    Family,
    Forces,
    Holder,
    If,
    Offices,
    TextOption,
    Typed,
    UnitKind,
    UnitKinds,
    Units,
    VoteCards,
    VoteSide,
    VoteSource,
    VoteSplit,
    Word,
    Zones,
)
from bot.games.junta.parsers import BadInput
from bot.games.junta.services.player import PlayerGame
from bot.services import Failure
from rules.junta.orders import Choice
from tests.bot.test_autocomplete import Table, table  # noqa: F401 (the started game, a module fixture)
from tests.bot.test_parsers import TEXTS

OPTIONS = {name: value for name, value in vars(transformers).items() if isinstance(value, TextOption)}
READS: dict[type[Typed], Callable[[Any, PlayerGame], object]] = {
    Family: lambda v, g: v.seat(g),
    Holder: lambda v, g: v.seat(g),
    Families: lambda v, g: v.seats(g),
    CardRef: lambda v, g: v.card(g),
    Cards: lambda v, g: v.cards(g),
    Assassin: lambda v, g: v.assassin(g),
    Offices: lambda v, g: v.offices(),
    UnitKind: lambda v, g: v.kind(),
    UnitKinds: lambda v, g: v.kinds(),
    Units: lambda v, g: v.counts(),
    If: lambda v, g: v.condition(g),
    VoteSplit: lambda v, g: v.split(g),
    VoteCards: lambda v, g: v.cards(g, Choice.YES),
    VoteSource: lambda v, g: v.source(g),
    VoteSide: lambda v, g: v.side(g),
    Zones: lambda v, g: v.zones(),
    Word: lambda v, g: v.pick(("hq", "air_force"), {"hq": "Headquarters", "air_force": "Air Force Commander"}),
    Forces: lambda v, g: v.forces(),
}
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def test_every_text_option_is_read_here() -> None:
    """Each transformer's typed value has its reading tested below."""
    assert len(OPTIONS) >= 13
    made = {type(option._read("")) for option in OPTIONS.values()}  # what each makes of an empty text
    assert made == set(READS)


@pytest.mark.parametrize("name", sorted(OPTIONS))
@SETTINGS
@given(text=TEXTS)
def test_a_transformer_only_reads_what_was_typed(table: Table, name: str, text: str) -> None:  # noqa: F811
    """Whatever a client sends in a text option, its transformer keeps it as typed, in its typed value."""
    value = table.run(OPTIONS[name].transform(table.interaction(), text))
    assert isinstance(value, Typed) and value.text == text
    assert bool(value) == bool(text)


@pytest.mark.parametrize("kind", sorted(READS, key=str))
@SETTINGS
@given(text=TEXTS)
def test_a_typed_value_becomes_what_it_names_or_a_sentence(table: Table, kind: type[Typed], text: str) -> None:  # noqa: F811
    """Read against the player's game, what was typed becomes a seat, a card, a condition, ..., or is refused with a
    sentence for the player; nothing else is raised."""
    game = table.run(table.service.player_game(table.user, None))
    assert not isinstance(game, Failure)
    try:
        READS[kind](kind(text), game)
    except BadInput as refusal:
        assert str(refusal).strip()


def test_the_zone_option_is_a_whole_number(table: Table) -> None:  # noqa: F811
    """A zone stays a whole-number option, read as the number sent (the engine says whether it fits the order)."""
    from discord import AppCommandOptionType

    assert transformers.ZONE.type is AppCommandOptionType.integer
    assert transformers.ZONE.min_value is None and transformers.ZONE.max_value is None
    assert table.run(transformers.ZONE.transform(table.interaction(), 12)) == 12
