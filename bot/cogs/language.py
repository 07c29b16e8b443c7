"""`/language`: the language the bot answers a user and writes to him in (issue 23), in a server or in a DM, for every
game he plays. Without a choice, his Discord app's language as of his latest command; with one, that for good, until
he chooses his app's again. The game channel speaks its game's language whatever he chooses (`/junta create
language:`)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.interact import reply, service
from bot.services.context import language_of
from bot.text.i18n import locale_of
from bot.text.say import words

CLIENT = "client"
"""The choice of the user's own Discord app's language."""


class LanguageCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="language", description="The language I answer you and write to you in")
    @app_commands.describe(language="English, Deutsch, or your Discord app's language")
    @app_commands.choices(
        language=[
            app_commands.Choice(name="English", value="en"),
            app_commands.Choice(name="Deutsch", value="de"),
            app_commands.Choice(name="your Discord app's language", value=CLIENT),
        ]
    )
    async def language(self, interaction: discord.Interaction[Any], language: str) -> None:
        chosen = language_of(language)
        await service(interaction).languages.choose(interaction.user.id, chosen)
        interaction.extras["locale"] = chosen or locale_of(interaction.locale)
        await reply(interaction, words("reply-language-chosen" if chosen else "reply-language-client"))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(LanguageCog(bot))
