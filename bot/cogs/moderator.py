"""Moderators: `/gm advance|extend|pause|resume|replace|end`. A moderator has Manage Server in the game's server
or the configured moderator role; every action is posted in the game channel (by the service)."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.interact import bot_of, reply, service
from bot.names import matches, quote, seat_named
from bot.seen import seen_by
from bot.services import Failure
from bot.services.moderation import advanced
from bot.store import GameRow
from bot.text.say import Say, words

log = logging.getLogger(__name__)


def is_moderator(interaction: discord.Interaction[Any]) -> bool:
    member = interaction.user
    if interaction.guild_id is None or not isinstance(member, discord.Member):
        return False
    if member.guild_permissions.manage_guild or member.guild_permissions.administrator:
        return True
    role = bot_of(interaction).config.moderator_role
    return role is not None and any(r.name == role for r in member.roles)


class ModeratorCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    gm = app_commands.Group(name="gm", description="Moderate the game in this channel", guild_only=True)

    async def _game(self, interaction: discord.Interaction[Any]) -> GameRow | None:
        if not is_moderator(interaction):
            await reply(interaction, words("reply-gm-moderators-only"))
            return None
        game = await service(interaction).game_in_channel(interaction.channel_id or 0, kind=None)
        if game is None or game.guild_id != interaction.guild_id:
            await reply(interaction, words("reply-gm-no-game"))
            return None
        return game

    async def _done(self, interaction: discord.Interaction[Any], action: str | Say, got: object) -> None:
        """Answer a moderator's command: 'Done: <action>.' (`action`: what was done, in the moderator's language;
        a `str` names a message of replies.ftl), or why not."""
        if isinstance(action, str):
            action = words(action)
        if isinstance(got, Failure):
            await reply(interaction, words("reply-not-done", reason=got.say))
            return
        log.info("moderator action %s in game channel %s", action, interaction.channel_id)
        await reply(interaction, words("reply-gm-done", action=action))

    @gm.command(name="add-computer", description="Before the start: seat a family the computer plays")
    @app_commands.describe(family="Its family name (default: a free one); it is marked '(computer)'")
    async def add_computer(self, interaction: discord.Interaction[Any], family: str | None = None) -> None:
        game = await self._game(interaction)
        if game is None:
            return
        got = await service(interaction).add_computer(game.id, family)
        if isinstance(got, Failure):
            await reply(interaction, words("reply-not-done", reason=got.say))
            return
        log.info("moderator action add-computer in game channel %s", interaction.channel_id)
        await reply(interaction, words("reply-gm-computer-seated", family=got.family))

    @gm.command(name="advance", description="Resolve the current phase now (missing orders take their defaults)")
    async def advance(self, interaction: discord.Interaction[Any]) -> None:
        game = await self._game(interaction)
        if game is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        got = await service(interaction).force_resolve(game.id, interaction.user.id, seen=seen_by(interaction))
        await self._done(interaction, "gm-advanced" if isinstance(got, Failure) else advanced(game, got), got)

    @gm.command(name="extend", description="Move the current deadline later")
    @app_commands.describe(minutes="How many minutes to add (up to two weeks)")
    async def extend(self, interaction: discord.Interaction[Any], minutes: app_commands.Range[int, 1, 20160]) -> None:
        game = await self._game(interaction)
        if game is not None:
            await self._done(
                interaction,
                words("gm-extended", minutes=minutes),
                await service(interaction).extend_deadline(
                    game.id, interaction.user.id, minutes, seen=seen_by(interaction)
                ),
            )

    @gm.command(name="pause", description="Pause the game: the deadline stops")
    async def pause(self, interaction: discord.Interaction[Any]) -> None:
        game = await self._game(interaction)
        if game is not None:
            got = await service(interaction).pause(game.id, interaction.user.id, seen=seen_by(interaction))
            await self._done(interaction, "gm-paused", got)

    @gm.command(name="resume", description="Resume a paused game: the deadline runs again")
    async def resume(self, interaction: discord.Interaction[Any]) -> None:
        game = await self._game(interaction)
        if game is not None:
            got = await service(interaction).resume(game.id, interaction.user.id, seen=seen_by(interaction))
            await self._done(interaction, "gm-resumed", got)

    @gm.command(name="replace", description="Give a family's seat to another member, or to the computer")
    @app_commands.describe(
        family="The family whose seat changes hands",
        user="The member who takes it over (leave out with computer:True)",
        computer="The computer plays the family from now on",
    )
    async def replace(
        self,
        interaction: discord.Interaction[Any],
        family: str,
        user: discord.User | None = None,
        computer: bool = False,
    ) -> None:
        game = await self._game(interaction)
        if game is None:
            return
        seats = await service(interaction).seats(game.id)
        if isinstance(seats, Failure):
            await reply(interaction, seats.say)
            return
        families = [s.family for s in seats]
        found = seat_named(families, family)
        if found is None:
            await reply(interaction, words("parse-no-family", typed=quote(family), families=", ".join(families)))
            return
        seat = seats[found]
        if computer == (user is not None):
            await reply(interaction, words("reply-gm-replace-who"))
            return
        if user is not None and user.bot:
            await reply(interaction, words("reply-gm-no-bots"))
            return
        await self._done(
            interaction,
            words(
                "gm-replaced",
                family=seat.family,
                by=user.mention if user is not None else "",
                computer="yes" if user is None else "no",
            ),
            await service(interaction).replace_player(
                game.id, interaction.user.id, seat.seat, None if user is None else user.id
            ),
        )

    @replace.autocomplete("family")
    async def _family_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        game = await service(interaction).game_in_channel(interaction.channel_id or 0)
        if game is None or game.guild_id != interaction.guild_id or not is_moderator(interaction):
            return []
        seats = await service(interaction).seats(game.id)
        if isinstance(seats, Failure):
            return []
        found = [s for s in seats if matches(current, s.family)]
        return [app_commands.Choice(name=s.family, value=s.family) for s in found][:25]

    @gm.command(name="end", description="End the game in this channel now")
    async def end(self, interaction: discord.Interaction[Any]) -> None:
        game = await self._game(interaction)
        if game is not None:
            await self._done(interaction, "gm-ended", await service(interaction).end_game(game.id, interaction.user.id))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(ModeratorCog(bot))
