"""Every autocomplete and choice list of every command is audited (issue 22: "offer only what can be chosen, with
names, not ids"): each option that offers choices as the player types declares the slot it offers
(`dm_command(slots=...)`, `rules.junta.choices.SLOTS`), whose values are the engine's (tests/rules/test_choices.py
checks them over whole games); every choice a player reads is a name, never an id; and every list stays within Discord's
25 choices by construction."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from discord import app_commands

from bot.games.junta.cogs import transformers
from bot.games.junta.services.choices import choices
from bot.games.junta.services.player import PlayerGame
from bot.games.junta.text.choices import LABELS, VALUE_KINDS, label
from rules.junta import military
from rules.junta.choices import SLOTS
from rules.junta.offices import Office
from rules.junta.orders import ORDER_TYPES
from rules.junta.state import GameState, Phase
from tests.bot.test_options import leaves
from tests.rules.helpers import game, give_cards

Command = app_commands.Command[Any, ..., Any]

OWN_AUTOCOMPLETES = {
    "game": "the player's games (and his straw men's seats), read from his seats",
    "vote cast source": "his sources not cast yet (rules.junta.views.PlayerView.to_cast)",
    "vote cast for": "the candidates of the election under way, or yes and no",
    "withdraw order": "his orders standing in the phase",
    "history phase": "the game's past phases",
    "junta history phase": "the game's past phases",
    "junta map phase": "the game's coup phases",
    "junta create deadline_zone": "time zones",
    "card card": "every card of the deck, to read about (/card)",
    "gm replace family": "the game's families, for a moderator",
    "nomicoup act target": "the other players still in the Nomicoup game (rules.coup.state.CoupState.in_game)",
}
"""The autocompletes that offer no order's option, and what they offer instead."""


def _autocompleted(command: Command) -> list[str]:
    return [p.display_name for p in command.parameters if p.autocomplete]


def test_every_autocompleted_option_of_every_command_declares_its_slot() -> None:
    """Each option with an autocomplete either declares which slot of `rules.junta.choices.SLOTS` it offers (an order's
    condition: `Kind.condition` of a kind that takes one), so that its choices are the values the engine would
    accept now, or is one of the few that offer no order's option (`OWN_AUTOCOMPLETES`)."""
    kinds = {k.__name__: k for k in ORDER_TYPES}
    missing = []
    for command in leaves():
        slots = transformers.slots_of_command(command)
        for option in _autocompleted(command):
            where = f"{command.qualified_name} {option}"
            if where in OWN_AUTOCOMPLETES or option == "game":
                continue
            slot = slots.get(option)
            if slot is None:
                missing.append(where)
                continue
            kind, _, field = slot.partition(".")
            if field == "condition":
                assert kinds[kind].STAGE is not None, where
            else:
                assert slot in SLOTS, where
        for option in slots:
            assert option in [p.display_name for p in command.parameters], f"{command.qualified_name}: {option}"
    assert missing == []
    everywhere = {f"{c.qualified_name} {o}" for c in leaves() for o in _autocompleted(c)}
    assert sorted(set(OWN_AUTOCOMPLETES) - everywhere - {"game"}) == []


def test_every_slot_is_offered_by_a_command() -> None:
    """Every slot the engine declares is offered by some option (none is computed for nothing)."""
    offered = {s for c in leaves() for s in transformers.slots_of_command(c).values()}
    assert sorted(set(SLOTS) - offered) == []


def test_every_slot_has_names() -> None:
    """Each slot says which kind of value it holds, and each kind how it is named (`bot.games.junta.text.choices`)."""
    assert set(VALUE_KINDS) == set(SLOTS)
    assert set(VALUE_KINDS.values()) <= set(LABELS)


def test_every_fixed_choice_list_shows_names() -> None:
    """Issue 22: choice labels showed ids (`general_1`, `air_force`, `foreign_minister`, `intervention_airstrike`).
    The choices a command lists itself are named in words, never by an id, and are at most 25."""
    for command in leaves():
        for param in command.parameters:
            assert len(param.choices) <= 25, command.qualified_name
            for choice in param.choices:
                assert "_" not in choice.name, f"/{command.qualified_name} {param.display_name}: {choice.name}"


def test_the_names_of_the_values_that_showed_ids() -> None:
    """The choices that showed ids now read as names."""
    names = ("Alba", "Borges")
    assert label("Appoint.general_1", names, 1) == "Borges"
    assert label("Appoint.general_1", names, -1) == "Brother-in-Law"
    assert label("NewWeapons.office", names, Office.GENERAL_1.value) == "Generalissimo of the 1st Army Brigade"
    assert label("NewWeapons.office", names, Office.AIR_FORCE.value) == "Air Force Commander"
    assert label("DrawBills.office", names, Office.FOREIGN_MINISTER.value) == "Foreign Minister"
    assert label("Bombard.weapon", names, "intervention_airstrike") == "Intervention Air Strike"
    assert label("ChooseLocation.location", names, "hq") == "Headquarters"
    assert label("Land.kind", names, "palace_guard") == "Palace Guard"
    assert label("Move.from_zone", names, 14) == "14: Presidential Palace"


class _Mine:
    """What `choices` reads of a player's game: the state, the seat he acts in, what he knows, the names."""

    def __init__(self, state: GameState, seat: int) -> None:
        self.state, self.acting_seat = state, seat
        self.names = tuple(p.name for p in state.players)

    def known(self) -> tuple[()]:
        return ()


def test_a_move_of_units_a_bribe_may_win_offers_those_units() -> None:
    """cards.toml, Bribe the Brigade: "4-6 it changes to your control at once with any move it has left": the engine
    takes a move from the Presidential Palace of a player who holds Bribe the Brigade (Palace Guard) and commands
    nothing there yet, so /move offers him the Palace, a zone next to it, and then the Palace Guard to name, with
    its counts (it offered the Palace and its neighbours, then no units: issue 22, offer what can be chosen). A
    player without the card is offered none of it."""
    s = replace(game(phase=Phase.COUP), coup=None)
    s = replace(s, coup=replace(military.new_coup(s), phase=1))
    bribing, _ = give_cards(s, 5, "Bribe the Brigade (Palace Guard)")
    mine = cast(PlayerGame, _Mine(bribing, 5))
    assert "14" in [c.value for c in choices(mine, "Move.from_zone", "")]
    assert [c.value for c in choices(mine, "Move.to_zone", "", {"from_zone": 14})]
    offered = choices(mine, "Move.units", "", {"from_zone": 14, "to_zone": 13}, units=True)
    assert [c.value for c in offered] == ["palace_guard 4", "palace_guard 3", "palace_guard 2", "palace_guard 1"]
    assert offered[0].name == "4 Palace Guards", offered
    without = cast(PlayerGame, _Mine(s, 5))
    assert "14" not in [c.value for c in choices(without, "Move.from_zone", "")]
