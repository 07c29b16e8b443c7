"""The message catalogues (bot/text/locales) are checked by construction: every file parses without an error (Fluent
drops a broken message silently at run time, so only a test can catch it), every message exists in every language
with the same variables, and the slash commands' localisations keep Discord's limits."""

from __future__ import annotations

import asyncio
import importlib
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import COGS, GameMasterTree
from bot.cogs.translator import (
    COMMANDS_FILE,
    CatalogueTranslator,
    command_tree,
    drift,
    english_catalogue,
    localised_names,
    message_id,
    to_translate,
)
from bot.text.i18n import DEFAULT_LOCALE, FOLDER, LOCALES, catalogue_problems, locale_of, message_ids, t

_NAME = re.compile(r"^[-_\w]{1,32}$")


def test_every_catalogue_parses_and_every_language_has_every_message_with_the_same_variables() -> None:
    """No file with a syntax error, no message in one language only, no message whose variables differ."""
    assert catalogue_problems() == []


def test_each_language_is_a_catalogue() -> None:
    """English is a catalogue like German: each names itself in its own words."""
    assert t("en", "language-name") == "English"
    assert t("de", "language-name") == "Deutsch"
    assert "language-name" in message_ids(DEFAULT_LOCALE)


def test_a_discord_locale_maps_to_a_language_the_bot_speaks() -> None:
    """German clients read German; English (US or GB) and every language the bot does not speak read English."""
    assert locale_of(discord.Locale.german) == "de"
    assert locale_of("de") == "de"
    assert locale_of(discord.Locale.american_english) == "en"
    assert locale_of(discord.Locale.british_english) == "en"
    assert locale_of(discord.Locale.french) == "en"
    assert locale_of(None) == "en"


def test_a_missing_message_is_its_id_never_a_traceback() -> None:
    assert t("de", "no-such-message", n=3) == "no-such-message"


def _translated() -> list[dict[str, Any]]:
    """The payload `tree.sync()` sends Discord with the bot's translator set: every command with its
    localisations."""

    async def build() -> list[dict[str, Any]]:
        bot = commands.Bot(command_prefix="!", intents=discord.Intents.none(), tree_cls=GameMasterTree)
        await bot.tree.set_translator(CatalogueTranslator())
        for name in COGS:
            await importlib.import_module(name).setup(bot)
        translator = bot.tree.translator
        assert translator is not None
        return [await c.get_translated_payload(bot.tree, translator) for c in bot.tree._get_all_commands()]

    loop = asyncio.new_event_loop()
    try:
        return loop.run_until_complete(build())
    finally:
        loop.close()


def _walk(payload: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """Every level of the tree (the commands, each command's options, ...), as lists of siblings."""
    levels = [payload]
    for item in payload:
        if item.get("options"):
            levels += _walk(item["options"])
    return levels


def test_localised_names_and_descriptions_keep_discords_limits() -> None:
    """Localised names are lower case, 1-32 characters and unique among their siblings; descriptions 1-100
    characters; choice names 1-100."""
    for level in _walk(_translated()):
        for locale in LOCALES:
            names = [
                (item.get("name_localizations") or {}).get(locale, item["name"])
                for item in level
                if "type" not in item or item.get("type") in (1, 2) or "description" in item
            ]
            assert len(names) == len(set(names)), names
        for item in level:
            for name in (item.get("name_localizations") or {}).values():
                assert _NAME.match(name) and name == name.lower(), name
            for text in (item.get("description_localizations") or {}).values():
                assert 1 <= len(text) <= 100, text
            for choice in item.get("choices") or []:
                for name in (choice.get("name_localizations") or {}).values():
                    assert 1 <= len(name) <= 100, name


def test_the_english_of_the_commands_in_the_catalogue_is_the_codes() -> None:
    """en/commands.ftl holds every command's, option's and choice's English exactly as the code declares it, and
    nothing the code no longer declares: a new or changed command fails here until its entries are regenerated."""
    problems = drift(command_tree())
    assert not problems, (
        "the English catalogue of the slash commands differs from the code:\n    "
        + "\n    ".join(problems)
        + "\nRegenerate it with `python -m bot.cogs.translator --write-english`, then translate in "
        "bot/text/locales/de/commands.ftl what it lists."
    )


def test_the_english_catalogue_file_is_the_generated_one() -> None:
    """The file is exactly what `--write-english` writes (its order and headings too), so regenerating it after a
    change touches only the lines that changed."""
    written = (FOLDER / DEFAULT_LOCALE / COMMANDS_FILE).read_text(encoding="utf-8")
    assert written == english_catalogue(command_tree(), localised_names()), (
        "run `python -m bot.cogs.translator --write-english`"
    )


def test_each_german_command_text_translates_the_english_the_code_says_now() -> None:
    """Every German description and choice name carries the English it translates (its `# en:` comment), and that
    English is the code's: a command whose English changed is listed until its German is translated again."""
    todo = to_translate(command_tree(), "de")
    assert not todo, (
        "bot/text/locales/de/commands.ftl is out of date with the code's English (`python -m bot.cogs.translator` "
        "lists it too):\n" + "\n".join(todo)
    )


def _localised(payload: list[dict[str, Any]]) -> list[tuple[str, str, dict[str, str]]]:
    """(where, what, its localisations) for every description and choice name of the payload."""
    found: list[tuple[str, str, dict[str, str]]] = []

    def walk(items: list[dict[str, Any]], path: str) -> None:
        for item in items:
            where = f"{path} {item['name']}".strip()
            found.append((f"/{where}", item["description"], item.get("description_localizations") or {}))
            for choice in item.get("choices") or []:
                found.append((f"/{where} = {choice['value']}", choice["name"], choice.get("name_localizations") or {}))
            walk(item.get("options") or [], where)

    walk(payload, "")
    return found


def test_every_command_option_and_choice_has_its_german() -> None:
    """A German client shows every command, group, subcommand and option with a German description, and every
    fixed choice under a German name: what the bot syncs carries them (the translator's payload)."""
    missing = [f"{where}: {english!r}" for where, english, local in _localised(_translated()) if not local.get("de")]
    assert not missing, (
        "no German for:\n    " + "\n    ".join(missing) + "\n(`python -m bot.cogs.translator` lists the message ids)"
    )


def test_no_command_exceeds_discords_8000_characters_in_its_longest_language() -> None:
    """Discord counts a command's names, descriptions and choice values with, for each, its longest localisation:
    at most 8,000 characters per command, German included."""

    def longest(item: dict[str, Any], key: str) -> int:
        return max([len(str(item.get(key, "")))] + [len(v) for v in (item.get(f"{key}_localizations") or {}).values()])

    def size(item: dict[str, Any]) -> int:
        total = longest(item, "name") + longest(item, "description")
        for choice in item.get("choices") or []:
            total += longest(choice, "name") + len(str(choice["value"]))
        return total + sum(size(option) for option in item.get("options") or [])

    sizes = {command["name"]: size(command) for command in _translated()}
    assert max(sizes.values()) <= 8000, sizes


def test_message_ids_follow_the_command_tree() -> None:
    """The catalogue keys of the command tree are derived from where a string is declared."""
    group = app_commands.Group(name="junta", description="x")

    @group.command(name="create", description="y")
    @app_commands.describe(computer_players="z")
    async def create(interaction: discord.Interaction[Any], computer_players: int = 0) -> None: ...

    Where = app_commands.TranslationContextLocation
    assert message_id(app_commands.TranslationContext(Where.group_name, group)) == "cmd-junta-name"
    assert message_id(app_commands.TranslationContext(Where.command_description, create)) == "cmd-junta-create-desc"
    param = create.parameters[0]
    assert message_id(app_commands.TranslationContext(Where.parameter_description, param)) == (
        "opt-junta-create-computer-players-desc"
    )
    choice = app_commands.Choice(name="Air Force", value="air_force")
    assert message_id(app_commands.TranslationContext(Where.choice_name, choice)) == "choice-air-force"
