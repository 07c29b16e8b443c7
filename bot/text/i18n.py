"""Every sentence a player reads, per language: the message catalogues (Project Fluent) and the one function that
renders a message from them.

    from bot.text.i18n import t
    t("de", "language-set", language="Deutsch")

The catalogues are `bot/text/locales/<locale>/*.ftl`, one folder per language, the same files and the same message
ids with the same variables in each (a test checks it, and that every file parses without a single error: Fluent
drops a broken message silently at run time). English is a catalogue like German, not a fallback written in code.

Why Fluent rather than gettext: a Fluent message chooses its own words from its arguments (plural categories,
German cases and genders, `{ $n -> [one] ... *[other] ... }`), so the code passes numbers and keys and never builds
a sentence; gettext's `ngettext` covers plurals only, and the English source string would be the message id.

Locales are the short tags the bot speaks (`en`, `de`); `locale_of` maps a Discord client's locale (`de`, `en-US`,
`en-GB`, ...) onto them. Arguments are strings or numbers; names, cards and offices are looked up by the caller
(see `bot.games.junta.text.names_for`) before they reach a message.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

__all__ = [
    "DEFAULT_LOCALE",
    "LANGUAGE_NAMES",
    "LOCALES",
    "Locale",
    "catalogue_problems",
    "has",
    "listing",
    "locale_of",
    "message_ids",
    "t",
    "t_checked",
]

log = logging.getLogger(__name__)

Locale = str
LOCALES: tuple[Locale, ...] = ("en", "de")
DEFAULT_LOCALE: Locale = "en"
LANGUAGE_NAMES: dict[Locale, str] = {"en": "English", "de": "Deutsch"}
"""Each language's name in itself (how a player finds his own in a menu)."""

FOLDER = Path(__file__).with_name("locales")
_ID = re.compile(r"^[a-z][a-z0-9-]*$")


def locale_of(discord_locale: object) -> Locale:
    """The bot's language for a Discord locale (`discord.Locale` or its value: 'de', 'en-US', 'en-GB', ...); a
    language the bot does not speak gets English."""
    value = str(getattr(discord_locale, "value", discord_locale) or "").lower()
    head = value.split("-")[0]
    return head if head in LOCALES else DEFAULT_LOCALE


def files(locale: Locale) -> list[Path]:
    return sorted((FOLDER / locale).glob("*.ftl"))


@dataclass(frozen=True)
class _Catalogue:
    locale: Locale
    bundle: FluentBundle


@cache
def _catalogue(locale: Locale) -> _Catalogue:
    bundle = FluentBundle([_BCP47.get(locale, locale)], use_isolating=False)
    for path in files(locale):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return _Catalogue(locale, bundle)


_BCP47 = {"en": "en-US", "de": "de-DE"}


def has(locale: Locale, message_id: str) -> bool:
    return _catalogue(locale if locale in LOCALES else DEFAULT_LOCALE).bundle.has_message(message_id)


def _clean(args: Mapping[str, object]) -> dict[str, object]:
    clean: dict[str, object] = {}
    for key, value in args.items():
        if value is None:
            clean[key] = ""
        elif isinstance(value, bool):
            clean[key] = "yes" if value else "no"
        elif isinstance(value, int | float | str):
            clean[key] = value
        else:
            clean[key] = str(value)
    return clean


def t_checked(locale: Locale, message_id: str, /, **args: object) -> str | None:
    """`t`, or None when the message is missing or lacks a variable it needs (an event stored before its fields
    were data: the caller then shows what was stored)."""
    clean = _clean(args)
    key = (locale, message_id, *((k, type(v), v) for k, v in clean.items()))  # as `t` keeps what it formats
    kept = _FORMATTED.get(key)
    if kept is not None:
        return kept
    cat = _catalogue(locale if locale in LOCALES else DEFAULT_LOCALE)
    if not cat.bundle.has_message(message_id):
        return None
    message = cat.bundle.get_message(message_id)
    if message.value is None:
        return None
    text, errors = cat.bundle.format_pattern(message.value, clean)
    if errors:
        return None
    _keep(key, str(text))
    return str(text)


_FORMATTED: dict[tuple[object, ...], str] = {}
"""Messages formatted lately, by locale, id and arguments: a message is a pure function of them (the catalogues do not
change once loaded), and the same ones are said again and again (a phase's name to each of its players, a card's
line in every hand that holds it): Fluent's formatting was a tenth of the bot's CPU (bench.bot, issue 26)."""
_FORMATTED_MAX = 8192


def t(locale: Locale, message_id: str, /, **args: object) -> str:
    """The message `message_id` in `locale` with its arguments. Arguments that are neither numbers nor strings are
    given as strings; `None` as an empty string. A message missing from a catalogue (the catalogue test makes that
    a failing test, so it is a bug) is logged and shown as its id, never a traceback."""
    for value in args.values():
        if type(value) is not str and type(value) is not int:
            break
    else:  # only strings and whole numbers, the usual: they are their own key (a str and an int are never equal)
        key: tuple[object, ...] = (locale, message_id, *args.items())
        text = _FORMATTED.get(key)
        if text is None:
            text, sound = _format(locale, message_id, args)
            if sound:
                _keep(key, text)
        return text
    clean = _clean(args)
    # The argument's type is part of the key: 1 and 1.0 are equal keys, but Fluent may not write them alike.
    key = (locale, message_id, *((k, type(v), v) for k, v in clean.items()))
    text = _FORMATTED.get(key)
    if text is None:
        text, sound = _format(locale, message_id, clean)
        if sound:  # a message missing or wrong is logged each time it is asked for
            _keep(key, text)
    return text


def _keep(key: tuple[object, ...], text: str) -> None:
    if len(_FORMATTED) >= _FORMATTED_MAX:
        _FORMATTED.clear()  # a new start beats bookkeeping on every call; the phases in play refill it
    _FORMATTED[key] = text


def _format(locale: Locale, message_id: str, clean: dict[str, object]) -> tuple[str, bool]:
    """The message formatted, and whether it was without error."""
    cat = _catalogue(locale if locale in LOCALES else DEFAULT_LOCALE)
    if not cat.bundle.has_message(message_id):
        log.error("message %r is missing from the %s catalogue", message_id, cat.locale)
        return message_id, False
    message = cat.bundle.get_message(message_id)
    if message.value is None:
        log.error("message %r has no value in the %s catalogue", message_id, cat.locale)
        return message_id, False
    text, errors = cat.bundle.format_pattern(message.value, clean)
    for error in errors:
        log.error("message %r in %s: %s", message_id, cat.locale, error)
    return str(text), not errors


def listing(locale: Locale, items: Iterable[object], conj: Literal["and", "or"] = "and", empty: str = "") -> str:
    """Items joined as the language joins them: 'A', 'A and B', 'A, B and C' ('A, B und C'); `conj` "or" for a
    choice ('A, B or C'). `empty` (already in the reader's language) when there is nothing."""
    words = [str(item) for item in items]
    if not words:
        return empty
    if len(words) == 1:
        return words[0]
    separator = t(locale, "list-separator")
    return t(locale, f"list-{conj}", most=separator.join(words[:-1]), last=words[-1])


# --- what the catalogue tests check ---------------------------------------------------------------------------------
def _variables(node: object) -> Iterator[str]:
    """The variables a message's pattern uses, in its variants and placeables too."""
    if isinstance(node, ast.VariableReference):
        yield node.id.name
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            items = value if isinstance(value, list) else [value]
            for item in items:
                yield from _variables(item)


def _entries(locale: Locale) -> tuple[dict[str, frozenset[str]], list[str]]:
    """Each message id of a locale with its variables, and the problems found while parsing."""
    messages: dict[str, frozenset[str]] = {}
    problems: list[str] = []
    parser = FluentParser(with_spans=True)
    for path in files(locale):
        text = path.read_text(encoding="utf-8")
        resource = parser.parse(text)
        for entry in resource.body:
            where = f"{locale}/{path.name}"
            if isinstance(entry, ast.Junk):
                line = text.count("\n", 0, entry.span.start if entry.span else 0) + 1
                problems.append(f"{where}:{line}: does not parse: {(entry.content or '').strip()[:80]!r}")
            elif isinstance(entry, ast.Message):
                name = entry.id.name
                if not _ID.match(name):
                    problems.append(f"{where}: message id {name!r} is not lower-case-with-dashes")
                if name in messages:
                    problems.append(f"{where}: message {name!r} is defined twice")
                if entry.value is None:
                    problems.append(f"{where}: message {name!r} has no value")
                messages[name] = frozenset(_variables(entry))
    return messages, problems


def message_ids(locale: Locale = DEFAULT_LOCALE) -> frozenset[str]:
    return frozenset(_entries(locale)[0])


def catalogue_problems() -> list[str]:
    """Everything wrong with the catalogues: a file that does not parse, a message in one language and not in
    another, a message whose variables differ between languages. Empty when all is well."""
    found: dict[Locale, dict[str, frozenset[str]]] = {}
    problems: list[str] = []
    for locale in LOCALES:
        found[locale], trouble = _entries(locale)
        problems += trouble
    base = found[DEFAULT_LOCALE]
    for locale in LOCALES:
        other = found[locale]
        if locale == DEFAULT_LOCALE:
            continue
        for name in sorted(base.keys() - other.keys()):
            problems.append(f"{locale}: message {name!r} is missing")
        for name in sorted(other.keys() - base.keys()):
            problems.append(f"{locale}: message {name!r} is not in the {DEFAULT_LOCALE} catalogue")
        for name in sorted(base.keys() & other.keys()):
            if base[name] != other[name]:
                problems.append(
                    f"{locale}: message {name!r} uses {sorted(other[name])}, {DEFAULT_LOCALE} uses {sorted(base[name])}"
                )
    return problems


def messages(locale: Locale) -> Mapping[str, frozenset[str]]:
    return _entries(locale)[0]
