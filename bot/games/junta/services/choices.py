"""The choices an option offers as the player types (issue 22: "offer only what can be chosen"): the values the
engine would accept now (`rules.junta.choices.offer`, one place for the autocompletes, the menus and the tests), named
as players read them (`bot.games.junta.text.choices`), narrowed to what is being typed, at most 25 (Discord's limit) by
construction. No discord import: the autocompletes (bot/games/junta/cogs/transformers.py) hand over what was typed and
the command's other options as Discord sent them.

    choices(mine, "Move.to_zone", typed="1", given={"from_zone": 12})   # [Choice("11: Harbour", 11), ...]

`given` holds the command's other options by the order's field names, as typed (a family's name, a card's number
or title, a zone's number); what cannot be read is left out, as if not given. A list option (`many`) completes its
last item and offers only values not listed yet; a units option (`units`) offers each unit kind with its counts.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from dataclasses import dataclass

from bot.games.junta import parsers
from bot.games.junta.services.player import PlayerGame
from bot.games.junta.text.choices import LOCATION_WORDS, VALUE_KINDS, WEAPON_TITLES, label, units_label
from bot.games.junta.text.orders import source_text
from bot.text.i18n import DEFAULT_LOCALE, Locale
from rules.junta.choices import INTELLIGENCE, SIDES, Value, offer, units_now
from rules.junta.military import units_of
from rules.junta.orders import BROTHER_IN_LAW
from rules.junta.votes import sources

__all__ = ["MAX_CHOICES", "Choice", "choices", "read_given"]

MAX_CHOICES = 25  # Discord shows at most 25 choices
MAX_TEXT = 100  # a choice's name and text value

_ZONES = ("from_zone", "to_zone", "via", "zone", "then_to", "embassy")
_FAMILIES = ("candidate", "target", "to", "player", "straw_man")
_CARDS = ("card", "cards", "give", "bribe")
_WORDS: dict[str, tuple[str, ...]] = {
    "weapon": tuple(WEAPON_TITLES),
    "location": LOCATION_WORDS,
    "option": INTELLIGENCE,
    "side": SIDES,
}


@dataclass(frozen=True)
class Choice:
    """One choice: its name (what the player reads) and its value (what Discord sends back when it is picked)."""

    name: str
    value: str | int


def _first(text: str) -> str:
    items = parsers.items(text)
    return items[0] if items else ""


def read_given(mine: PlayerGame, given: Mapping[str, object]) -> dict[str, Value]:
    """The command's other options as the order's values (what cannot be read is left out)."""
    out: dict[str, Value] = {}
    state = mine.state
    hand = state.players[mine.acting_seat].hand
    for field, raw in given.items():
        if raw is None or raw == "":
            continue
        text = raw if isinstance(raw, str) else str(raw)
        try:
            if field in _ZONES:
                out[field] = raw if isinstance(raw, int) else parsers.number(text, what="zone", maximum=99, minimum=1)
            elif field in _FAMILIES:
                out[field] = parsers.player(mine.names, text, allow_bil=False)
            elif field in _CARDS:
                out[field] = parsers.card_in_hand(hand, _first(text))
            elif field == "assassin":
                out[field] = parsers.assassin(hand, text)
            elif field == "kind":
                out[field] = parsers.unit_kind(text)
            elif field in _WORDS:
                out[field] = parsers.word(_WORDS[field], text)
        except parsers.BadInput:
            continue
    if "take" in given and isinstance(out.get("straw_man"), int):
        with contextlib.suppress(parsers.BadInput):
            out["take"] = parsers.card_in_hand(state.players[int(out["straw_man"])].hand, str(given["take"]))
    return out


def choices(
    mine: PlayerGame,
    slot: str,
    typed: object,
    given: Mapping[str, object] | None = None,
    *,
    many: bool = False,
    units: bool = False,
    integer: bool = False,
    locale: Locale = DEFAULT_LOCALE,
) -> list[Choice]:
    """The choices of `slot` for this player now that match what he is typing (at most 25), named in his language
    (`locale`)."""
    text = typed if isinstance(typed, str) else str(typed)
    head, last = parsers.split_last(text) if many or units else ("", text)
    values = offer(mine.state, mine.acting_seat, slot, read_given(mine, given or {}), mine.known())
    names = mine.names
    words = _source_words(mine, locale) if slot == "BudgetVote.split" else {}
    shown_head = _head_names(mine, slot, head, locale) if head else ""
    taken = _listed(mine, slot, head)
    out: list[Choice] = []
    for value in values:
        if value in taken:
            continue
        name = words.get(str(value)) or label(slot, names, value, locale)
        if units:
            for count in _counts(mine, str(value), given or {}):
                piece = units_label(str(value), count)
                if parsers.matches(last, piece, str(value)):
                    out.append(Choice(f"{shown_head}{piece}"[:MAX_TEXT], f"{head}{value} {count}"[:MAX_TEXT]))
            continue
        sent = _sent(slot, value, names)
        if not parsers.matches(last, name, str(sent)):
            continue
        if integer and isinstance(value, int):
            out.append(Choice(name, value))
        else:
            out.append(Choice(f"{shown_head}{name}"[:MAX_TEXT], f"{head}{sent}"[:MAX_TEXT]))
        if len(out) >= MAX_CHOICES:
            break
    return out[:MAX_CHOICES]


def _sent(slot: str, value: Value, names: tuple[str, ...]) -> str | int:
    """What a choice sends back: a family by its name, the Brother-in-Law as 'bil', the rest by their values."""
    kind = VALUE_KINDS[slot]
    if kind == "holder" and value == BROTHER_IN_LAW:
        return "bil"
    if kind in ("family", "holder") and isinstance(value, int) and 0 <= value < len(names):
        return names[value]
    return value


def _source_words(mine: PlayerGame, locale: Locale) -> dict[str, str]:
    """His vote sources by id, as he reads them ('Church influence (4 votes)' / 'Einfluss der Kirche (4 Stimmen)')."""
    return {s.id: source_text(locale, s) for s in sources(mine.state, mine.acting_seat)}


def _head_names(mine: PlayerGame, slot: str, head: str, locale: Locale) -> str:
    """The items listed so far, by their names where they can be read (as typed otherwise)."""
    parts = []
    for item in parsers.items(head):
        value = _read_item(mine, slot, item)
        parts.append(label(slot, mine.names, value, locale) if value is not None else item)
    return ", ".join(parts) + ", " if parts else ""


def _listed(mine: PlayerGame, slot: str, head: str) -> set[Value]:
    return {v for item in parsers.items(head) if (v := _read_item(mine, slot, item)) is not None}


def _read_item(mine: PlayerGame, slot: str, item: str) -> Value | None:
    """One item of a list option, read as the slot's value (None if it cannot be read)."""
    kind = VALUE_KINDS[slot]
    try:
        if kind == "family":
            return parsers.player(mine.names, item)
        if kind == "card":
            return parsers.card_in_hand(mine.state.players[mine.acting_seat].hand, item)
        if kind == "kind":
            return parsers.unit_kind(item.split()[0] if item.split() else item)
        if kind == "office":
            return parsers.office(item).value
        if kind == "force":
            return parsers.forces(item)[0]
        if kind == "zone":
            return parsers.number(item, what="zone", maximum=99, minimum=1)
    except parsers.BadInput:
        return None
    return None


def _counts(mine: PlayerGame, kind: str, given: Mapping[str, object]) -> list[int]:
    """How many units of `kind` he may name in the zone given: all of them first, then fewer. A kind the engine
    offers him there without his commanding any (units a Bribe the Brigade of his may win, the Bodyguard where the
    Minister of War may go): as many as stand there, at least one."""
    raw = given.get("from_zone", given.get("zone"))
    try:
        zone = raw if isinstance(raw, int) else parsers.number(str(raw), what="zone", maximum=99, minimum=1)
    except parsers.BadInput:
        return []
    view = units_now(mine.state)
    n = sum(1 for u in units_of(view, mine.acting_seat, zone) if u.kind.value == kind)
    if not n:
        n = max(1, sum(1 for u in (view.coup.units if view.coup else ()) if u.zone == zone and u.kind.value == kind))
    return list(range(n, 0, -1))
