"""The slash commands in every language the bot speaks: discord.py's `app_commands.Translator` over the message
catalogues (`bot.text.i18n`). Discord shows each player the commands, options and choices in his client's language.

Every command, group, option and choice has its message ids, derived from where it is declared (nothing is listed
by hand): `cmd-<command path>-name` and `-desc` for commands and groups ('junta create' is `cmd-junta-create-desc`),
`opt-<command path>-<option>-name` and `-desc` for options, `choice-<value>` for choices (one translation per value,
wherever it is offered). Underscores become dashes. The code's English is the base Discord shows by default; a
language's catalogue adds its localisations (`name_localizations`, `description_localizations`), within Discord's
limits for them (a test checks: names lower case, 1-32 characters, unique per level; descriptions 1-100; choice
names 1-100).

The English catalogue's entries (`bot/text/locales/en/commands.ftl`) are the code's own words, generated, never
edited by hand; a test fails when they differ from the code. After adding or changing a command, option or choice:

    python -m bot.cogs.translator --write-english   # regenerates the English, then lists what German lacks
    python -m bot.cogs.translator                   # only lists what is out of date (exit 1 if anything is)

and translate what it lists in `bot/text/locales/de/commands.ftl`. Each translation keeps the English it translates
in the comment right above it (`# en: ...`), so a changed English is listed, and fails a test, until translated
again. A `-name` entry (a localised command or option name) is optional: add it in German, and `--write-english`
adds its English."""

from __future__ import annotations

import argparse
import asyncio
import importlib
import re
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where
from discord.ext import commands
from fluent.syntax import FluentParser, ast

from bot.text.i18n import DEFAULT_LOCALE, FOLDER, LOCALES, has, locale_of, message_ids, t

__all__ = [
    "COMMANDS_FILE",
    "CatalogueTranslator",
    "Declared",
    "declared",
    "drift",
    "english_catalogue",
    "message_id",
    "to_translate",
    "translations",
]

COMMANDS_FILE = "commands.ftl"
"""The file of each language's folder that holds the command tree's messages."""
_PREFIXES = ("cmd-", "opt-", "choice-")

_SLUG = re.compile(r"[^a-z0-9]+")


def _slug(value: object) -> str:
    return _SLUG.sub("-", str(value).lower()).strip("-")


def message_id(context: app_commands.TranslationContext[Any, Any]) -> str | None:
    """The catalogue's message id for a string of the command tree, from where it stands."""
    where, data = context.location, context.data
    if where in (Where.command_name, Where.group_name):
        return f"cmd-{_slug(data.qualified_name)}-name"
    if where in (Where.command_description, Where.group_description):
        return f"cmd-{_slug(data.qualified_name)}-desc"
    if where in (Where.parameter_name, Where.parameter_description):
        suffix = "name" if where is Where.parameter_name else "desc"
        return f"opt-{_slug(data.command.qualified_name)}-{_slug(data.name)}-{suffix}"
    if where is Where.choice_name:
        return f"choice-{_slug(data.value)}"
    return None


class CatalogueTranslator(app_commands.Translator):
    """Localisations of the command tree from the catalogue of each language the bot speaks; none for English (the
    code's text is the base) or a language it does not speak."""

    async def load(self) -> None:
        """Read the catalogues in a worker thread (`set_translator` awaits this), so the first sync's hundreds of
        look-ups do not parse them on the event loop."""
        await asyncio.to_thread(lambda: [has(locale, "language-name") for locale in LOCALES])

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext[Any, Any],
    ) -> str | None:
        ours = locale_of(locale)
        if ours == DEFAULT_LOCALE:
            return None
        key = message_id(context)
        if key is None or not has(ours, key):
            return None
        return t(ours, key)


# --- the code's English, and the English catalogue made from it -----------------------------------------------------
@dataclass(frozen=True)
class Declared:
    """Every string of the command tree that a language may localise, under its message id, in the order the code
    declares it: `texts` the descriptions and choice names, `names` the command and option names (a localised name
    is optional), `heads` the first id of each top-level command (its heading in the catalogue), and `conflicts`:
    one message id given two different English texts (a choice value offered under two names), which no catalogue
    can say."""

    texts: Mapping[str, str]
    names: Mapping[str, str]
    heads: Mapping[str, str]
    conflicts: tuple[str, ...]


def declared(tree_commands: Iterable[object]) -> Declared:
    """What the command tree (`tree.get_commands()`) declares, in English."""
    texts: dict[str, str] = {}
    names: dict[str, str] = {}
    heads: dict[str, str] = {}
    conflicts: list[str] = []

    def text(key: str, english: str, where: str) -> None:
        known = texts.setdefault(key, english)
        if known != english:
            conflicts.append(
                f"{key}: {where} says {english!r}, elsewhere it is {known!r}; one message id cannot say both "
                "(a choice's value has one name wherever it is offered: give one of them another value or the same "
                "name)"
            )

    def walk(cmd: app_commands.Command[Any, ..., Any] | app_commands.Group) -> None:
        path = _slug(cmd.qualified_name)
        names[f"cmd-{path}-name"] = cmd.name
        text(f"cmd-{path}-desc", cmd.description, f"/{cmd.qualified_name}")
        if isinstance(cmd, app_commands.Group):
            for sub in cmd.commands:
                walk(sub)
            return
        for param in cmd.parameters:
            option = f"opt-{path}-{_slug(param.name)}"
            names[f"{option}-name"] = param.name
            text(f"{option}-desc", param.description, f"/{cmd.qualified_name} {param.name}")
            for choice in param.choices:
                text(f"choice-{_slug(choice.value)}", choice.name, f"/{cmd.qualified_name} {param.name}")

    for cmd in tree_commands:
        if isinstance(cmd, app_commands.Command | app_commands.Group):
            heads.setdefault(f"cmd-{_slug(cmd.qualified_name)}-desc", f"/{cmd.qualified_name}")
            walk(cmd)
    return Declared(texts, names, heads, tuple(conflicts))


def command_tree(cogs: Sequence[str] | None = None) -> Declared:
    """The bot's command tree (every cog loaded: `cogs`, by default the client's, the shared ones and every registered
    game's) as `declared` reads it."""
    if cogs is None:  # the client sits above the cogs: asked for when wanted, not imported with this module
        cogs = tuple(importlib.import_module("bot.client").COGS)

    async def load() -> Declared:
        bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
        for name in cogs:
            await importlib.import_module(name).setup(bot)
        return declared(bot.tree.get_commands())

    return asyncio.run(load())


def _ftl_text(text: str) -> str:
    """A Fluent pattern that renders exactly `text` (one line: braces and edge spaces quoted)."""
    if "\n" in text or not text:
        raise ValueError(f"a command's text must be one non-empty line: {text!r}")
    body = text.replace("{", "\x00").replace("}", '{"}"}').replace("\x00", '{"{"}')
    if body[0] == " ":
        body = '{" "}' + body[1:]
    if body[-1] == " ":
        body = body[:-1] + '{" "}'
    return body


ENGLISH_HEADER = """\
# The slash commands' descriptions and choice names, under the message ids bot/cogs/translator.py derives from the
# command tree. GENERATED from the code's declarations: do not edit; after changing a command, run
#     python -m bot.cogs.translator --write-english
# (tests/bot/test_catalogues.py fails while this file differs from the code) and translate what it lists.
"""


def english_catalogue(tree: Declared, names: Iterable[str] = ()) -> str:
    """The English catalogue of the command tree: every description and choice name, and the names whose ids are in
    `names` (those another language localises)."""
    wanted = set(names)
    lines = [ENGLISH_HEADER]
    name_of = {key.removesuffix("-name") + "-desc": key for key in tree.names if key in wanted}
    for key, text in tree.texts.items():
        if key in tree.heads:
            lines.append(f"\n## {tree.heads[key]}\n")
        if key in name_of:
            lines.append(f"{name_of[key]} = {_ftl_text(tree.names[name_of[key]])}\n")
        lines.append(f"{key} = {_ftl_text(text)}\n")
    return "".join(lines)


def _command_ids(locale: str) -> set[str]:
    return {key for key in message_ids(locale) if key.startswith(_PREFIXES)}


def localised_names() -> set[str]:
    """The `-name` ids some language other than English localises."""
    return {
        key for locale in LOCALES if locale != DEFAULT_LOCALE for key in _command_ids(locale) if key.endswith("-name")
    }


def drift(tree: Declared) -> list[str]:
    """How the English catalogue differs from the code: a text missing or different, an entry the code no longer
    declares, a choice value with two names. Empty when they agree."""
    problems = list(tree.conflicts)
    names = localised_names()
    expected = dict(tree.texts) | {key: tree.names[key] for key in names if key in tree.names}
    for key, text in expected.items():
        if not has(DEFAULT_LOCALE, key):
            problems.append(f"{key} is missing (the code says {text!r})")
        elif (got := t(DEFAULT_LOCALE, key)) != text:
            problems.append(f"{key} is {got!r}, the code says {text!r}")
    for key in sorted(_command_ids(DEFAULT_LOCALE) - expected.keys()):
        problems.append(f"{key} is in the catalogue, not in the code")
    return problems


SOURCE = "en: "
"""How a translation names the English it translates: the comment right above it, `# en: <the English>`."""


@dataclass(frozen=True)
class Translation:
    """A command message of a language's catalogue: the English it says it translates (its `# en:` line; None
    without one) and its text as written in the file."""

    english: str | None
    written: str


def translations(locale: str) -> dict[str, Translation]:
    """The command messages of a language's catalogue, by message id."""
    text = (FOLDER / locale / COMMANDS_FILE).read_text(encoding="utf-8")
    found: dict[str, Translation] = {}
    for entry in FluentParser(with_spans=True).parse(text).body:
        if isinstance(entry, ast.Message) and entry.id.name.startswith(_PREFIXES):
            comment = (entry.comment.content if entry.comment is not None else None) or ""
            english = comment.removeprefix(SOURCE) if comment.startswith(SOURCE) else None
            span = entry.value.span if entry.value is not None else None
            found[entry.id.name] = Translation(english, text[span.start : span.end] if span else "")
    return found


def to_translate(tree: Declared, locale: str) -> list[str]:
    """What a language lacks or translates from an English the code no longer says, as Fluent lines to paste and
    translate (with the English above each, as the catalogue keeps it). Empty when the language is up to date."""
    known = translations(locale)
    english = dict(tree.texts) | {key: tree.names[key] for key in known if key in tree.names}
    out: list[str] = []
    for key, text in english.items():
        got = known.get(key)
        if got is None:
            out.append(f"# {SOURCE}{text}\n# (new: translate, then delete this line)\n{key} = {_ftl_text(text)}")
        elif got.english != text:
            why = f"it translated {got.english!r}" if got.english is not None else f"it had no '# {SOURCE}' line"
            out.append(
                f"# {SOURCE}{text}\n# (changed, {why}: translate again, then delete this line)\n{key} = {got.written}"
            )
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot.cogs.translator",
        description="Check (or regenerate) the English catalogue of the slash commands, and list what each other "
        "language lacks.",
    )
    parser.add_argument(
        "--write-english", action="store_true", help=f"regenerate bot/text/locales/en/{COMMANDS_FILE} from the code"
    )
    parser.add_argument("--dump-english", action="store_true", help="print the English catalogue the code makes")
    args = parser.parse_args(argv)
    tree = command_tree()
    if tree.conflicts:
        print("\n".join(tree.conflicts), file=sys.stderr)
        return 1
    text = english_catalogue(tree, localised_names())
    if args.dump_english:
        sys.stdout.write(text)
        return 0
    trouble = 0
    if args.write_english:
        (FOLDER / DEFAULT_LOCALE / COMMANDS_FILE).write_text(text, encoding="utf-8")
    else:
        for problem in drift(tree):
            print(f"{DEFAULT_LOCALE}: {problem}")
            trouble += 1
    for locale in LOCALES:
        if locale == DEFAULT_LOCALE:
            continue
        missing = to_translate(tree, locale)
        if missing:
            print(f"{locale}/{COMMANDS_FILE}: {len(missing)} to translate (keep each '# {SOURCE}' line as it is):")
            print("\n".join(missing))
            trouble += len(missing)
    return 1 if trouble else 0


if __name__ == "__main__":
    raise SystemExit(main())
