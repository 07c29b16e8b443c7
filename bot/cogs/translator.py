"""The slash commands in every language the bot speaks: discord.py's `app_commands.Translator` over the message
catalogues (`bot.text.i18n`). Discord shows each player the commands, options and choices in his client's language.

Every command, group, option and choice has its message ids, derived from where it is declared (nothing is listed
by hand): `cmd-<command path>-name` and `-desc` for commands and groups ('junta create' is `cmd-junta-create-desc`),
`opt-<command path>-<option>-name` and `-desc` for options, `choice-<value>` for choices (one translation per value,
wherever it is offered). Underscores become dashes. The code's English is the base Discord shows by default; a
language's catalogue adds its localisations (`name_localizations`, `description_localizations`), within Discord's
limits for them (a test checks: names lower case, 1-32 characters, unique per level; descriptions 1-100; choice
names 1-100)."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.text.i18n import DEFAULT_LOCALE, has, locale_of, t

__all__ = ["CatalogueTranslator", "message_id"]

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
