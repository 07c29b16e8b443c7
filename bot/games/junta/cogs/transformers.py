"""The free-text options of the players' commands as discord.py transformers: families, cabinet holders, cards, an
assassin, offices, zones, unit kinds and units, a condition, and a budget vote's split and vote cards. Each option
reads what was typed into a small typed value (`Family`, `CardRef`, ...), and offers its choices as the player types
(its autocomplete, which never fails, whatever is typed).

A transformer only reads: turning a family's name into a seat, a card's title into a card of the hand or a sentence
into a condition needs the player's game as it is when his order is checked, so the typed values do that when the
command's draft calls them with that game (`PlayerGame`), inside the use case's one transaction, through
`bot.games.junta.parsers` (whose `BadInput` is the sentence the player reads). An optional list (families, cards, units)
or condition left out is the empty one (`NOBODY`, `UNCONDITIONAL`); an optional single value left out is None.

Every option keeps the type Discord knows it by (text; a whole number for a zone), so nothing changes for Discord or
for the check of options against their declarations (bot/cogs/options.py)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import discord
from discord import AppCommandOptionType, app_commands

from bot.games.junta import parsers
from bot.games.junta.cogs.common import context_for_autocomplete
from bot.games.junta.conditions import condition_forms
from bot.games.junta.parsers import matches
from bot.games.junta.services.player import PlayerGame
from rules.junta.ballots import all_sources, source_words
from rules.junta.cards import card
from rules.junta.city import CITY
from rules.junta.conditions import Condition
from rules.junta.offices import OFFICE_INFO, Office
from rules.junta.orders import SECRET_POLICE, Choice
from rules.junta.state import Phase
from rules.junta.units import KINDS
from rules.junta.votes import Source, sources

__all__ = [
    "ALL_UNITS",
    "NOBODY",
    "NO_CARDS",
    "NO_SPLIT",
    "NO_VOTE_CARDS",
    "NO_ZONES",
    "UNCONDITIONAL",
    "Assassin",
    "AssassinArg",
    "CardArg",
    "CardRef",
    "Cards",
    "CardsArg",
    "Families",
    "FamiliesArg",
    "Family",
    "FamilyArg",
    "Holder",
    "HolderArg",
    "If",
    "IfArg",
    "Offices",
    "OfficesArg",
    "TextOption",
    "Typed",
    "UnitKind",
    "UnitKindArg",
    "UnitKinds",
    "UnitKindsArg",
    "Units",
    "UnitsArg",
    "VoteCards",
    "VoteCardsArg",
    "VoteSide",
    "VoteSideArg",
    "VoteSource",
    "VoteSourceArg",
    "VoteSplit",
    "VoteSplitArg",
    "ZoneArg",
    "ZoneOption",
    "Zones",
    "ZonesArg",
]

Interaction = discord.Interaction[Any]
Choices = list[app_commands.Choice[Any]]
Offer = Callable[[Interaction, Any], Awaitable[Choices]]
"""An autocomplete: the choices for what is being typed (text, or a number in an integer option)."""
V = TypeVar("V")
MAX_CHOICES = 25  # Discord shows at most 25 choices


# --- what was typed -----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Typed:
    """What a player typed in a free-text option, as typed (empty: nothing, and false)."""

    text: str = ""

    def __bool__(self) -> bool:
        return bool(self.text)


class Family(Typed):
    """A family: its name, a unique beginning of it, or its seat number."""

    def seat(self, game: PlayerGame) -> int:
        return parsers.player(game.names, self.text)


class Holder(Typed):
    """A cabinet office's holder: a family, or the President's Brother-in-Law ('bil')."""

    def seat(self, game: PlayerGame) -> int:
        return parsers.player(game.names, self.text, allow_bil=True)


class Families(Typed):
    """Families, comma-separated (empty, 'none' or 'nobody': none)."""

    def seats(self, game: PlayerGame) -> tuple[int, ...]:
        return parsers.players(game.names, self.text)


class CardRef(Typed):
    """A card of the player's hand, by its number (#12) or its title."""

    def card(self, game: PlayerGame) -> int:
        return parsers.card_in_hand(game.view.hand, self.text)


class Cards(Typed):
    """Cards of the player's hand, comma-separated (empty: none)."""

    def cards(self, game: PlayerGame) -> tuple[int, ...]:
        return parsers.cards_in_hand(game.view.hand, self.text)


class Assassin(Typed):
    """An assassin card of the player's hand, or the Minister's Secret Police."""

    def assassin(self, game: PlayerGame) -> int | str:
        return parsers.assassin(game.view.hand, self.text)


class Offices(Typed):
    """Offices, comma-separated, by id, short name or title."""

    def offices(self) -> tuple[Office, ...]:
        return parsers.offices(self.text)


class UnitKind(Typed):
    """A unit kind (its id, plural or title)."""

    def kind(self) -> str:
        return parsers.unit_kind(self.text)


class UnitKinds(Typed):
    """Unit kinds, comma-separated."""

    def kinds(self) -> tuple[str, ...]:
        return parsers.unit_kinds(self.text)


class Units(Typed):
    """Units with counts: 'soldier 2, tank' (empty or 'all': all units)."""

    def counts(self) -> tuple[tuple[str, int], ...]:
        return parsers.units(self.text)


class Zones(Typed):
    """Zones by number, comma-separated, in order (empty or 'none': none)."""

    def zones(self) -> tuple[int, ...]:
        return parsers.zones(self.text)


class If(Typed):
    """The condition an order waits on (RULES 7): 'if Garcia is dead' (empty: none)."""

    def condition(self, game: PlayerGame) -> Condition | None:
        return parsers.condition(game.names, self.text)


def vote_sources(game: PlayerGame) -> tuple[Source, ...]:
    """The player's vote sources now (offices, influence, the socialist bonus); a straw man's for his leader."""
    return sources(game.state, game.acting_seat)


class VoteSource(Typed):
    """One vote source of the player's (classic, VARIANTS 4.1): an office, an influence card in play, a Vote card
    in hand, the family vote; by its name, or the id its menu sends."""

    def source(self, game: PlayerGame) -> str:
        return parsers.vote_source(all_sources(game.state, game.acting_seat), self.text)


class VoteSide(Typed):
    """What a vote source is cast for: a candidate in an election, yes or no on the budget."""

    def side(self, game: PlayerGame) -> str:
        return parsers.vote_side(game.names, self.text, budget=game.view.public.phase is Phase.BUDGET_VOTE)


class VoteSplit(Typed):
    """A budget vote split by vote source: 'Minister no, Labor Union yes'."""

    def split(self, game: PlayerGame) -> tuple[tuple[str, Choice], ...]:
        """(('office:minister', no), ('influence:17', yes)): the player's sources by id."""
        return parsers.vote_split(vote_sources(game) if self.text else (), self.text)


class VoteCards(Typed):
    """Vote cards and their side: 'Vote 3 yes, #14 no' (a card without a side votes with the ballot)."""

    def cards(self, game: PlayerGame, default: Choice) -> tuple[tuple[int, Choice], ...]:
        return parsers.vote_cards(game.view.hand, self.text, default)


# What an optional list or condition left out is.
NOBODY = Families()
NO_CARDS = Cards()
ALL_UNITS = Units()
NO_ZONES = Zones()
UNCONDITIONAL = If()
NO_SPLIT = VoteSplit()
NO_VOTE_CARDS = VoteCards()


# --- the transformers ---------------------------------------------------------------------------------------------
class TextOption(app_commands.Transformer[Any], Generic[V]):
    """A text option read into a typed value (`read`, which only keeps what was typed), with `offer` as its
    autocomplete."""

    def __init__(self, read: Callable[[str], V], offer: Offer) -> None:
        self._read = read
        self._offer = offer

    def __repr__(self) -> str:
        return f"TextOption({getattr(self._read, '__name__', self._read)})"

    async def transform(self, interaction: Interaction, value: Any, /) -> V:
        return self._read(value if isinstance(value, str) else str(value))

    async def autocomplete(self, interaction: Interaction, value: int | float | str, /) -> Choices:
        return await self._offer(interaction, value)


class ZoneOption(app_commands.Transformer[Any]):
    """A zone of the city by its number (a whole-number option, as Discord knows it), offered by number and name;
    the engine says whether it fits the order."""

    @property
    def type(self) -> AppCommandOptionType:
        return AppCommandOptionType.integer

    async def transform(self, interaction: Interaction, value: Any, /) -> int:
        return int(value)

    async def autocomplete(self, interaction: Interaction, value: int | float | str, /) -> Choices:
        return await zone_choices(interaction, value)


# --- their choices (autocomplete) ---------------------------------------------------------------------------------
async def family_choices(interaction: Interaction, current: Any) -> Choices:
    game = await context_for_autocomplete(interaction)
    if game is None:
        return []
    return [app_commands.Choice(name=n, value=n) for n in game.names if matches(current, n)][:MAX_CHOICES]


async def holder_choices(interaction: Interaction, current: Any) -> Choices:
    choices = await family_choices(interaction, current)
    if matches(current, "Brother-in-Law"):
        choices.append(app_commands.Choice(name="Brother-in-Law", value="bil"))
    return choices[:MAX_CHOICES]


async def card_choices(interaction: Interaction, current: Any) -> Choices:
    game = await context_for_autocomplete(interaction)
    if game is None:
        return []
    view = game.view
    return [
        app_commands.Choice(name=f"{t} [#{c}]"[:100], value=str(c))
        for c, t in zip(view.hand, view.hand_titles, strict=True)
        if matches(current, t, str(c))
    ][:MAX_CHOICES]


async def assassin_choices(interaction: Interaction, current: Any) -> Choices:
    game = await context_for_autocomplete(interaction)
    if game is None:
        return []
    view = game.view
    out: Choices = [
        app_commands.Choice(name=f"{t} [#{c}]"[:100], value=str(c))
        for c, t in zip(view.hand, view.hand_titles, strict=True)
        if card(c).kind == "assassin" and matches(current, t)
    ]
    if Office.MINISTER in view.acts_for and matches(current, "Secret Police"):
        out.append(app_commands.Choice(name="Secret Police", value=SECRET_POLICE))
    return out[:MAX_CHOICES]


async def office_choices(interaction: Interaction, current: Any) -> Choices:
    return [
        app_commands.Choice(name=info.title, value=info.office.value)
        for info in OFFICE_INFO.values()
        if matches(current, info.title, info.short)
    ][:MAX_CHOICES]


async def zone_choices(interaction: Interaction, current: Any) -> Choices:
    """Zones by number and name (whole-number values)."""
    return [
        app_commands.Choice(name=f"{z.id}: {z.name}"[:100], value=z.id)
        for z in CITY.zones
        if matches(current, z.name, str(z.id))
    ][:MAX_CHOICES]


async def zones_choices(interaction: Interaction, current: Any) -> Choices:
    """The list typed so far, completed with a zone by number or name (text values: '13, 16')."""
    head, last = parsers.split_last(current)
    return [
        app_commands.Choice(name=f"{head}{z.id}: {z.name}"[:100], value=f"{head}{z.id}"[:100])
        for z in CITY.zones
        if matches(last, z.name, str(z.id))
    ][:MAX_CHOICES]


async def unit_choices(interaction: Interaction, current: Any) -> Choices:
    head, last = parsers.split_last(current)
    return [
        app_commands.Choice(name=(head + info.title)[:100], value=(head + info.kind.value)[:100])
        for info in KINDS.values()
        if matches(last, info.title, info.kind.value)
    ][:MAX_CHOICES]


async def condition_choices(interaction: Interaction, current: Any) -> Choices:
    game = await context_for_autocomplete(interaction)
    names = game.names if game is not None else ()
    return [app_commands.Choice(name=f[:100], value=f[:100]) for f in condition_forms(names, str(current))]


async def vote_split_choices(interaction: Interaction, current: Any) -> Choices:
    game = await context_for_autocomplete(interaction)
    if game is None:
        return []
    head, last = parsers.split_last(current)
    key = last.split()[0] if last.split() else ""
    out: Choices = []
    for src in vote_sources(game):
        if not key or matches(key, src.label, src.id):
            for word in ("yes", "no", "abstain"):
                label = f"{head}{src.label} {word}".strip()
                out.append(app_commands.Choice(name=f"{label} ({src.votes} votes)"[:100], value=label[:100]))
    return out[:MAX_CHOICES]


async def vote_source_choices(interaction: Interaction, current: Any) -> Choices:
    """The sources he has not cast yet in this vote (ballot 2: not in ballot 1), by name (VARIANTS 4.2.2)."""
    game = await context_for_autocomplete(interaction)
    if game is None:
        return []
    return [
        app_commands.Choice(name=source_words(src)[:100], value=src.id)
        for src in game.view.to_cast
        if matches(current, source_words(src), src.id)
    ][:MAX_CHOICES]


async def vote_side_choices(interaction: Interaction, current: Any) -> Choices:
    """The candidates of the election under way, or yes and no on the budget."""
    game = await context_for_autocomplete(interaction)
    if game is None:
        return []
    pub = game.view.public
    if pub.phase is Phase.BUDGET_VOTE:
        words = ["yes", "no"]
    elif pub.phase is Phase.ELECTION:
        words = [game.names[c] for c in pub.candidates if 0 <= c < len(game.names)]
    else:
        words = []
    return [app_commands.Choice(name=w[:100], value=w[:100]) for w in words if matches(current, w)][:MAX_CHOICES]


async def vote_card_choices(interaction: Interaction, current: Any) -> Choices:
    game = await context_for_autocomplete(interaction)
    if game is None:
        return []
    view = game.view
    head, last = parsers.split_last(current)
    head = head.strip()
    out: Choices = []
    for c, title in zip(view.hand, view.hand_titles, strict=True):
        if card(c).kind != "vote" or not matches(last.split()[0] if last.split() else "", title, str(c)):
            continue
        for word in ("yes", "no"):
            value = f"{head} #{c} {word}".strip()
            out.append(app_commands.Choice(name=f"{head} {title} {word}".strip()[:100], value=value[:100]))
    return out[:MAX_CHOICES]


# --- the options, as a command's parameters are annotated ---------------------------------------------------------
FAMILY = TextOption(Family, family_choices)
HOLDER = TextOption(Holder, holder_choices)
FAMILIES = TextOption(Families, family_choices)
CARD = TextOption(CardRef, card_choices)
CARDS = TextOption(Cards, card_choices)
ASSASSIN = TextOption(Assassin, assassin_choices)
OFFICES = TextOption(Offices, office_choices)
ZONE = ZoneOption()
ZONES = TextOption(Zones, zones_choices)
UNIT_KIND = TextOption(UnitKind, unit_choices)
UNIT_KINDS = TextOption(UnitKinds, unit_choices)
UNITS = TextOption(Units, unit_choices)
IF = TextOption(If, condition_choices)
VOTE_SPLIT = TextOption(VoteSplit, vote_split_choices)
VOTE_CARDS = TextOption(VoteCards, vote_card_choices)
VOTE_SOURCE = TextOption(VoteSource, vote_source_choices)
VOTE_SIDE = TextOption(VoteSide, vote_side_choices)

FamilyArg = app_commands.Transform[Family, FAMILY]
HolderArg = app_commands.Transform[Holder, HOLDER]
FamiliesArg = app_commands.Transform[Families, FAMILIES]
CardArg = app_commands.Transform[CardRef, CARD]
CardsArg = app_commands.Transform[Cards, CARDS]
AssassinArg = app_commands.Transform[Assassin, ASSASSIN]
OfficesArg = app_commands.Transform[Offices, OFFICES]
ZoneArg = app_commands.Transform[int, ZONE]
ZonesArg = app_commands.Transform[Zones, ZONES]
UnitKindArg = app_commands.Transform[UnitKind, UNIT_KIND]
UnitKindsArg = app_commands.Transform[UnitKinds, UNIT_KINDS]
UnitsArg = app_commands.Transform[Units, UNITS]
IfArg = app_commands.Transform[If, IF]
VoteSplitArg = app_commands.Transform[VoteSplit, VOTE_SPLIT]
VoteCardsArg = app_commands.Transform[VoteCards, VOTE_CARDS]
VoteSourceArg = app_commands.Transform[VoteSource, VOTE_SOURCE]
VoteSideArg = app_commands.Transform[VoteSide, VOTE_SIDE]
