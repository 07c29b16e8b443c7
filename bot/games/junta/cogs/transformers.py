"""The free-text options of the players' commands as discord.py transformers: families, cabinet holders, cards, an
assassin, offices, zones, unit kinds and units, a fixed word (a location, a weapon, a side), intervention forces, a
condition, and a budget vote's split and vote cards. Each option reads what was typed into a small typed value
(`Family`, `CardRef`, ...), and offers its choices as the player types (its autocomplete, which never fails,
whatever is typed).

What an option offers (issue 22: "offer only what can be chosen") is what the engine would accept for it now, with
names, never ids: the command's declaration names the slot of each option that offers choices (`dm_command(slots=
{"from_zone": "Move.from_zone", ...})`, `rules.junta.choices.SLOTS`), and the autocomplete asks
`bot.games.junta.services.choices`, which reads the command's other options typed so far (the destinations of the origin
chosen) and computes the values in one place, `rules.junta.choices.offer`, that the tests check over whole games. An
option without a slot offers nothing.

A transformer only reads: turning a family's name into a seat, a card's title into a card of the hand or a sentence
into a condition needs the player's game as it is when his order is checked, so the typed values do that when the
command's draft calls them with that game (`PlayerGame`), inside the use case's one transaction, through
`bot.games.junta.parsers` (whose `BadInput` is the sentence the player reads). An optional list (families, cards, units)
or condition left out is the empty one (`NOBODY`, `UNCONDITIONAL`); an optional single value left out is None.

Every option keeps the type Discord knows it by (text; a whole number for a zone), so nothing changes for Discord or
for the check of options against their declarations (bot/cogs/options.py)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import discord
from discord import AppCommandOptionType, app_commands

from bot.games.junta import parsers
from bot.games.junta.cogs.common import context_for_autocomplete
from bot.games.junta.conditions import condition_forms
from bot.games.junta.parsers import matches
from bot.games.junta.services.choices import MAX_CHOICES, choices
from bot.games.junta.services.player import PlayerGame
from bot.games.junta.text.orders import source_text, vote_label
from bot.interact import lang
from bot.text.i18n import locale_of, t
from rules.junta.ballots import all_sources
from rules.junta.choices import SLOTS, condition_allowed, offer
from rules.junta.conditions import Condition
from rules.junta.offices import Office
from rules.junta.orders import ORDER_TYPES, Choice
from rules.junta.state import Phase
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
    "Forces",
    "ForcesArg",
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
    "Word",
    "WordArg",
    "ZoneArg",
    "ZoneOption",
    "Zones",
    "ZonesArg",
    "slots_of",
    "slots_of_command",
]

Interaction = discord.Interaction[Any]
Choices = list[app_commands.Choice[Any]]
Offer = Callable[[Interaction, Any], Awaitable[Choices]]
"""An autocomplete: the choices for what is being typed (text, or a number in an integer option)."""
V = TypeVar("V")
ORDER_KINDS = {k.__name__: k for k in ORDER_TYPES}


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
        return parsers.vote_source(all_sources(game.state, game.acting_seat), self.text, source_text)


class VoteSide(Typed):
    """What a vote source is cast for: a candidate in an election, yes or no on the budget."""

    def side(self, game: PlayerGame) -> str:
        return parsers.vote_side(game.names, self.text, budget=game.view.public.phase is Phase.BUDGET_VOTE)


class VoteSplit(Typed):
    """A budget vote split by vote source: 'Minister no, Labor Union yes'."""

    def split(self, game: PlayerGame) -> tuple[tuple[str, Choice], ...]:
        """(('office:minister', no), ('influence:17', yes)): the player's sources by id."""
        return parsers.vote_split(vote_sources(game) if self.text else (), self.text, source_text)


class VoteCards(Typed):
    """Vote cards and their side: 'Vote 3 yes, #14 no' (a card without a side votes with the ballot)."""

    def cards(self, game: PlayerGame, default: Choice) -> tuple[tuple[int, Choice], ...]:
        return parsers.vote_cards(game.view.hand, self.text, default)


class Word(Typed):
    """One of an option's fixed choices (a location, a weapon, a side, an office...), by its name or its id."""

    def pick(self, words: Sequence[str], titles: Mapping[str, str]) -> str:
        return parsers.word(words, self.text, titles)


class Forces(Typed):
    """Intervention forces, best first, comma-separated."""

    def forces(self) -> tuple[str, ...]:
        return parsers.forces(self.text)


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
    """A zone of the city by its number (a whole-number option, as Discord knows it), offered by number and name:
    the zones the engine would accept for this option now."""

    @property
    def type(self) -> AppCommandOptionType:
        return AppCommandOptionType.integer

    async def transform(self, interaction: Interaction, value: Any, /) -> int:
        return int(value)

    async def autocomplete(self, interaction: Interaction, value: int | float | str, /) -> Choices:
        return await zone_choices(interaction, value)


# --- their choices (autocomplete) ---------------------------------------------------------------------------------
def _focused(options: Any) -> str | None:
    """The name of the option being typed in an interaction's options (subcommands' options searched too)."""
    for option in options if isinstance(options, list) else ():
        if not isinstance(option, dict):
            continue
        if option.get("focused"):
            return str(option.get("name"))
        found = _focused(option.get("options"))
        if found is not None:
            return found
    return None


def slots_of_command(command: object) -> dict[str, str]:
    """A command's options that offer choices, each with its slot (`rules.junta.choices.SLOTS`: 'Move.from_zone'; an
    order's condition: 'Move.condition'), as its declaration says (`dm_command(slots=...)`)."""
    extras = getattr(command, "extras", None)
    slots = extras.get("slots") if isinstance(extras, dict) else None
    return dict(slots) if isinstance(slots, dict) else {}


def slots_of(interaction: Interaction) -> dict[str, str]:
    """The slots of the options of the command an interaction is about."""
    return slots_of_command(getattr(interaction, "command", None))


def _slot_and_given(interaction: Interaction) -> tuple[str | None, dict[str, object]]:
    """The slot of the option being typed, and the command's other options as typed, by the order's field names."""
    slots = slots_of(interaction)
    data: Any = getattr(interaction, "data", None) or {}
    option = _focused(data.get("options") if isinstance(data, dict) else None)
    namespace = getattr(interaction, "namespace", None)
    given: dict[str, object] = {}
    for name, slot in slots.items():
        if name != option and namespace is not None:
            value = getattr(namespace, name, None)
            if isinstance(value, str | int):
                given[slot.split(".", 1)[1]] = value
    return (slots.get(option) if option is not None else None), given


async def slot_choices(
    interaction: Interaction, current: Any, *, many: bool = False, units: bool = False, integer: bool = False
) -> Choices:
    """The values the engine would accept now for the option being typed (`bot.games.junta.services.choices`), by
    name."""
    slot, given = _slot_and_given(interaction)
    if slot is None or slot not in SLOTS:
        return []
    game = await context_for_autocomplete(interaction)
    if game is None or not game.started:
        return []
    locale = locale_of(getattr(interaction, "locale", None))
    got = choices(game, slot, current, given, many=many, units=units, integer=integer, locale=locale)
    return [app_commands.Choice(name=c.name, value=c.value) for c in got][:MAX_CHOICES]


async def one_choices(interaction: Interaction, current: Any) -> Choices:
    return await slot_choices(interaction, current)


async def list_choices(interaction: Interaction, current: Any) -> Choices:
    return await slot_choices(interaction, current, many=True)


async def unit_choices(interaction: Interaction, current: Any) -> Choices:
    return await slot_choices(interaction, current, units=True)


async def zone_choices(interaction: Interaction, current: Any) -> Choices:
    """Zones by number and name (whole-number values)."""
    return await slot_choices(interaction, current, integer=True)


async def condition_choices(interaction: Interaction, current: Any) -> Choices:
    """The conditions this order may wait on now (RULES 7: only on what resolves earlier; coup orders only in
    the rebel-only action), as sentences with the families' names."""
    game = await context_for_autocomplete(interaction)
    if game is None or not game.started:
        return []
    kind = next((ORDER_KINDS.get(s.split(".", 1)[0]) for s in slots_of(interaction).values()), None)
    if kind is None:
        return []
    out: Choices = []
    for form in condition_forms(game.names, str(current), lang(interaction)):
        try:
            cond = parsers.parse_condition(game.names, form)
        except parsers.BadInput:
            continue
        if condition_allowed(game.state, kind, cond):
            out.append(app_commands.Choice(name=form[:100], value=form[:100]))
    return out[:MAX_CHOICES]


async def vote_split_choices(interaction: Interaction, current: Any) -> Choices:
    """His vote sources the engine would take in a ballot now, each with yes, no and abstain."""
    game = await context_for_autocomplete(interaction)
    if game is None or not game.started:
        return []
    locale = lang(interaction)
    head, last = parsers.split_last(current)
    key = last.split()[0] if last.split() else ""
    out: Choices = []
    usable = set(offer(game.state, game.acting_seat, "BudgetVote.split"))
    for src in vote_sources(game):
        name = vote_label(locale, src.id)
        if src.id in usable and (not key or matches(key, name, src.id)):
            for word in ("yes", "no", "abstain"):
                side = t(locale, "order-choice", choice=word)
                shown = t(locale, "ballot-split", source=name, votes=src.votes, choice=side)
                out.append(app_commands.Choice(name=f"{head}{shown}"[:100], value=f"{head}{name} {side}".strip()[:100]))
    return out[:MAX_CHOICES]


async def vote_source_choices(interaction: Interaction, current: Any) -> Choices:
    """The sources he has not cast yet in this vote (ballot 2: not in ballot 1), by name (VARIANTS 4.2.2)."""
    game = await context_for_autocomplete(interaction)
    if game is None:
        return []
    locale = lang(interaction)
    return [
        app_commands.Choice(name=source_text(locale, src)[:100], value=src.id)
        for src in game.view.to_cast
        if matches(current, source_text(locale, src), vote_label(locale, src.id), src.id)
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
    """His Vote cards the engine would take in a ballot now, each for yes and for no."""
    game = await context_for_autocomplete(interaction)
    if game is None or not game.started:
        return []
    view = game.view
    head, last = parsers.split_last(current)
    head = head.strip()
    out: Choices = []
    usable = set(offer(game.state, game.acting_seat, "BudgetVote.cards"))
    for c, title in zip(view.hand, view.hand_titles, strict=True):
        if c not in usable or not matches(last.split()[0] if last.split() else "", title, str(c)):
            continue
        for word in ("yes", "no"):
            value = f"{head} #{c} {word}".strip()
            out.append(app_commands.Choice(name=f"{head} {title} {word}".strip()[:100], value=value[:100]))
    return out[:MAX_CHOICES]


# --- the options, as a command's parameters are annotated ---------------------------------------------------------
FAMILY = TextOption(Family, one_choices)
HOLDER = TextOption(Holder, one_choices)
FAMILIES = TextOption(Families, list_choices)
CARD = TextOption(CardRef, one_choices)
CARDS = TextOption(Cards, list_choices)
ASSASSIN = TextOption(Assassin, one_choices)
OFFICES = TextOption(Offices, list_choices)
ZONE = ZoneOption()
ZONES = TextOption(Zones, list_choices)
UNIT_KIND = TextOption(UnitKind, one_choices)
UNIT_KINDS = TextOption(UnitKinds, list_choices)
UNITS = TextOption(Units, unit_choices)
WORD = TextOption(Word, one_choices)
FORCES = TextOption(Forces, list_choices)
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
WordArg = app_commands.Transform[Word, WORD]
ForcesArg = app_commands.Transform[Forces, FORCES]
