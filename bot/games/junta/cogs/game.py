"""The game channel: `/junta create|join|leave|start|status|map|help`, `/speech`, and `/card` (anywhere)."""

from __future__ import annotations

import asyncio
import functools
import io
import logging
import zoneinfo
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.moderator import is_moderator
from bot.config import ConfigError
from bot.games.junta import parsers
from bot.games.junta.cogs.common import (
    GAME_HELP,
    bot_of,
    context_for_autocomplete,
    dm_game,
    game_autocomplete,
    reply,
    service,
)
from bot.games.junta.parsers import fold
from bot.games.junta.services.history import PastPhase
from bot.games.junta.settings import VARIANTS as HOSTED
from bot.games.junta.settings import junta, options
from bot.games.junta.text import public_status_text
from bot.games.junta.text.cards import card_choices, card_pages, find_cards
from bot.games.junta.text.help import TOPICS, CommandInfo, help_pages
from bot.games.junta.text.history import history_text
from bot.games.junta.text.messages import players_text, suggestion_text, variant_short, variant_title
from bot.interact import lang
from bot.services import Failure
from bot.store import GameRow
from bot.text.i18n import Locale, listing, locale_of, t
from bot.text.say import Say, spaced, words
from render import render_map
from render.words import phase_title
from rules.junta.variants import VARIANTS
from rules.junta.views import CITY_TITLE

log = logging.getLogger(__name__)


def command_infos(tree: app_commands.CommandTree[Any]) -> list[CommandInfo]:
    """Every registered slash command (subcommands by their full name), where it may be used, and the module of the
    cog that declares it: the command list of /junta help comes from here, never from a list kept by hand."""
    out: list[CommandInfo] = []

    def where(*items: Any) -> str:
        for item in items:
            if getattr(item, "guild_only", False):
                return "channel"
            contexts = getattr(item, "allowed_contexts", None)
            if contexts is not None:
                if contexts.guild and contexts.dm_channel:
                    return "anywhere"
                return "channel" if contexts.guild else "dm"
        return "anywhere"

    def walk(item: Any, parents: tuple[Any, ...]) -> None:
        if isinstance(item, app_commands.Group):
            for sub in item.commands:
                walk(sub, (item, *parents))
        elif isinstance(item, app_commands.Command):
            module = getattr(item.callback, "__module__", "")
            out.append(CommandInfo(item.qualified_name, item.description, where(item, *parents), module))

    for command in tree.get_commands():
        walk(command, ())
    return out


async def _dm_check(interaction: discord.Interaction[Any], user_id: int, text: str) -> bool:
    """Send a DM now (in the user's kept DM channel); False if the user does not take DMs from the bot."""
    return await bot_of(interaction).transport.direct(user_id, text)


def _closed_dm_line(user_ids: list[int], locale: Locale) -> str:
    who = listing(locale, [f"<@{u}>" for u in user_ids])
    return t(locale, "reply-dms-closed", who=who, count=len(user_ids))


@functools.cache
def _zone_names() -> frozenset[str]:
    return frozenset(zoneinfo.available_timezones())


class GameCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    junta = app_commands.Group(name="junta", description="Play Junta in this channel", guild_only=True)

    async def _channel_game(self, interaction: discord.Interaction[Any], *, finished: bool = False) -> GameRow | None:
        """The channel's game under way (`finished`: or its newest game, finished or not: its map and history)."""
        svc = service(interaction)
        channel = interaction.channel_id or 0
        game = await (svc.latest_game_in_channel(channel) if finished else svc.game_in_channel(channel))
        if game is None or game.guild_id != interaction.guild_id:
            await reply(interaction, words("reply-no-game-in-channel"))
            return None
        return game

    @junta.command(name="create", description="Create a game in this channel (moderators)")
    @app_commands.describe(
        name="The game's name (default: the channel's name)",
        phase_minutes="A fixed phase length in minutes instead of a daily deadline",
        deadline_time="The daily deadline, HH:MM (24-hour)",
        deadline_zone="The deadline's time zone, e.g. America/New_York or Europe/Paris",
        variant="The rules to play (default: the server's configured rules)",
        short_game="Board game rules only: the shorter game, 4 bills out of play each round (default: off)",
        computer_players="Families the computer plays, seated at once (more with /gm add-computer before the start)",
        language="The language of the game channel (default: the server's)",
    )
    @app_commands.choices(
        variant=[
            app_commands.Choice(name=f"{v.name}: {variant_title('en', v)}"[:100], value=v.name)
            for v in VARIANTS.values()
            if v.name in HOSTED
        ],
        short_game=[
            app_commands.Choice(name="off", value="off"),
            app_commands.Choice(name="every round: 4 bills out of play after each round", value="every_round"),
            app_commands.Choice(name="after coups: 4 bills out of play after a round with a coup", value="coup_rounds"),
        ],
        language=[app_commands.Choice(name="English", value="en"), app_commands.Choice(name="Deutsch", value="de")],
    )
    async def create(
        self,
        interaction: discord.Interaction[Any],
        name: str | None = None,
        phase_minutes: app_commands.Range[int, 1, 10080] | None = None,
        deadline_time: str | None = None,
        deadline_zone: str | None = None,
        variant: str | None = None,
        short_game: str | None = None,
        computer_players: app_commands.Range[int, 0, 9] = 0,
        language: str | None = None,
    ) -> None:
        if not is_moderator(interaction):
            await reply(interaction, words("reply-create-moderators-only"))
            return
        base = bot_of(interaction).config.game
        changes: dict[str, Any] = {}
        if phase_minutes is not None:
            changes["phase_minutes"] = phase_minutes
        if deadline_time is not None:
            changes["deadline_time"] = deadline_time
            changes.setdefault("phase_minutes", 0)
        if deadline_zone is not None:
            changes["deadline_zone"] = deadline_zone
        if variant is not None:
            changes["variant"] = variant
        if short_game is not None:
            changes["classic_short_game"] = short_game
        try:
            settings = base.changed(changes)
        except ConfigError as error:
            await reply(interaction, words("reply-not-created", reason=f"{error}."))  # ConfigError: English
            return
        if short_game not in (None, "off") and not VARIANTS[junta(settings).variant].board_game_options:
            await reply(interaction, words("reply-not-created", reason=words("reply-short-game-classic-only")))
            return
        chosen = VARIANTS[junta(settings).variant]
        if computer_players > chosen.max_players:
            count = computer_players
            too_many = words(
                "created-too-many-computers",
                variant=lambda locale: variant_short(locale, chosen),
                players=lambda locale: players_text(locale, chosen),
                count=count,
            )
            more: Say = lambda locale: suggestion_text(locale, chosen, count)  # noqa: E731
            await reply(interaction, words("reply-not-created", reason=spaced(too_many, more)))
            return
        channel_name = getattr(interaction.channel, "name", None) or "Junta"
        got = await service(interaction).create_game(
            guild_id=interaction.guild_id or 0,
            channel_id=interaction.channel_id or 0,
            name=name or str(channel_name),
            settings=settings,
            creator_id=interaction.user.id,
            language=locale_of(language or interaction.guild_locale),
        )
        if isinstance(got, Failure):
            await reply(interaction, words("reply-not-created", reason=got.say))
            return
        log.info("game %s created in guild %s", got.id, got.guild_id)
        computers = []
        for _ in range(computer_players):
            seated = await service(interaction).add_computer(got.id)
            if isinstance(seated, Failure):
                break
            computers.append(seated.family)
        rules = VARIANTS[junta(settings).variant]
        title: Say = lambda locale: variant_title(locale, rules)  # noqa: E731
        made: list[Say] = [words("reply-created", number=str(got.id), game=got.name, rules=title)]
        if options(settings).short_game != "off":
            made.append(words("reply-created-short-game", when=options(settings).short_game))
        if computers:
            made.append(words("reply-created-computers", families=", ".join(computers)))
        made.append(words("reply-created-join"))
        await reply(interaction, spaced(made))

    @create.autocomplete("deadline_zone")
    async def _zones(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        key = fold(str(current)).replace(" ", "_")
        zones = sorted(z for z in _zone_names() if key in z.casefold())
        return [app_commands.Choice(name=z, value=z) for z in zones[:25]]

    @junta.command(name="join", description="Join the game forming in this channel")
    @app_commands.describe(family="Your family's name (1-32 characters)")
    async def join(self, interaction: discord.Interaction[Any], family: app_commands.Range[str, 1, 32]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await self._channel_game(interaction)
        if game is None:
            return
        got = await service(interaction).join(game.id, interaction.user.id, family)
        if isinstance(got, Failure):
            await reply(interaction, words("reply-not-joined", reason=got.say))
            return
        await reply(interaction, words("reply-joined", game=game.name, family=got.family))
        welcome = words("dm-welcome", game=game.name, family=got.family)(lang(interaction))
        if not await _dm_check(interaction, interaction.user.id, welcome):
            await interaction.followup.send(_closed_dm_line([interaction.user.id], lang(interaction)))

    @junta.command(name="leave", description="Leave the game forming in this channel")
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        game = await self._channel_game(interaction)
        if game is None:
            return
        got = await service(interaction).leave(game.id, interaction.user.id)
        if isinstance(got, Failure):
            await reply(interaction, words("reply-not-left", reason=got.say))
            return
        await reply(interaction, words("reply-left", game=game.name))

    @junta.command(name="start", description="Deal the cards and start the game (a player or a moderator)")
    @app_commands.describe(
        president="Mini-Junta for two, the game's creator only: the family who is the first President (default: lot)"
    )
    async def start(self, interaction: discord.Interaction[Any], president: str | None = None) -> None:
        game = await self._channel_game(interaction)
        if game is None:
            return
        svc = service(interaction)
        seated = any(g.id == game.id for g, _ in await svc.games_of_user(interaction.user.id))
        if not seated and not is_moderator(interaction):
            await reply(interaction, words("reply-start-not-allowed"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        got = await svc.start(game.id, user_id=interaction.user.id, first=president)
        if isinstance(got, Failure):
            await interaction.followup.send(words("reply-not-started-because", reason=got.say)(lang(interaction)))
            return
        log.info("game %s started with %d players", game.id, len(got.seats))
        # The channel is told once, by the game's own announcement (each fact is posted once); each player's word
        # that it has begun goes with the first phase's opening DM, and the channel names those who take no DMs
        # (the game's outbox: bot.games.junta.services.forming).
        started = words("reply-started", game=game.name)(lang(interaction))
        await interaction.followup.send(started, ephemeral=True)

    @junta.command(name="status", description="The game's public state: phase, offices, deadline, who owes orders")
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        game = await self._channel_game(interaction)
        if game is None:
            return
        got = await service(interaction).public_status(game.id)
        if isinstance(got, Failure):
            await reply(interaction, got.say)
            return
        # A family the computer took over keeps its name; it is marked here (issue 17: wherever its name appears).
        families = (
            s.family + (" (played by the computer)" if s.computer and not s.family.endswith("(computer)") else "")
            for s in got.seats
        )
        text = public_status_text(
            got.game.language,  # a post in the channel: the game's language
            got.game.name, got.game.status.value, families, got.view, got.progress, got.deadline
        )
        await reply(interaction, text, private=False)

    @junta.command(name="map", description="The city map: the coup now, or the zones and where the units start")
    @app_commands.describe(phase="An earlier coup phase of this game (empty: now)")
    async def map(self, interaction: discord.Interaction[Any], phase: str | None = None) -> None:
        game = await self._channel_game(interaction, finished=True)
        if game is None:
            return
        seq = None
        if phase:
            if not parsers.is_number(phase.strip()):
                await reply(interaction, words("reply-pick-coup-phase"))
                return
            seq = int(phase.strip())
        got = await service(interaction).coup_map(game.id, seq)
        if isinstance(got, Failure):
            await reply(interaction, got.say)
            return
        if got is None:
            await reply(interaction, words("reply-no-map-yet"))
            return
        await interaction.response.defer(thinking=True)
        locale = lang(interaction)
        said = functools.partial(t, locale)
        png = await asyncio.to_thread(render_map, got, said)
        if got.phase == CITY_TITLE:
            text = t(locale, "reply-city-map")
        else:
            text = t(locale, "reply-city-map-phase", phase=phase_title(said, got.phase))
        await interaction.followup.send(text, file=discord.File(io.BytesIO(png), filename="city-map.png"))

    @junta.command(name="history", description="A past phase of this game: its results, and its coup map if any")
    @app_commands.describe(phase="The past phase, by name: type 'Turn 2' or 'Budget vote' (newest first)")
    async def history(self, interaction: discord.Interaction[Any], phase: str) -> None:
        game = await self._channel_game(interaction, finished=True)
        if game is None:
            return
        if not parsers.is_number(phase.strip()):
            await reply(interaction, words("reply-pick-past-phase"))
            return
        got = await service(interaction).past_phase(int(phase.strip()), locale=lang(interaction), game_id=game.id)
        await send_history(interaction, got)

    @history.autocomplete("phase")
    async def _history_phases(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        game = await service(interaction).latest_game_in_channel(interaction.channel_id or 0)
        if game is None:
            return []
        return phase_choices(await service(interaction).past_phases(game.id, lang(interaction)), current)

    @map.autocomplete("phase")
    async def _map_phases(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        game = await service(interaction).latest_game_in_channel(interaction.channel_id or 0)
        if game is None:
            return []
        return phase_choices(await service(interaction).coup_phases(game.id, lang(interaction)), current)

    @junta.command(name="help", description="How to play Junta: the game, how to win, the phases; topics go deeper")
    @app_commands.describe(topic="A subject to go deeper into")
    @app_commands.choices(topic=[app_commands.Choice(name=f"{k}: {v}"[:100], value=k) for k, v in TOPICS.items()])
    async def help(self, interaction: discord.Interaction[Any], topic: str | None = None) -> None:
        # In a game's channel, the rules that game plays; elsewhere the web rules and a word on the others.
        svc = service(interaction)
        game = await svc.latest_game_in_channel(interaction.channel_id or 0)
        rules = None
        if game is not None and game.guild_id == interaction.guild_id:
            rules = VARIANTS.get(junta(svc.settings(game)).variant)
        infos = command_infos(self.bot.tree) if topic == "commands" else ()
        pages = help_pages(lang(interaction), topic, infos, rules)
        for page in pages:
            await reply(interaction, page)

    @app_commands.command(name="card", description="A political card's text: what it does, when to play it, its cost")
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.describe(card="The card's name or number, e.g. Press or #26")
    async def card(self, interaction: discord.Interaction[Any], card: app_commands.Range[str, 1, 100]) -> None:
        # The copies are counted in the deck of the game this is about: the channel's game, else the player's own
        # game (in DMs), else the web deck.
        svc = service(interaction)
        game = await svc.latest_game_in_channel(interaction.channel_id or 0) if interaction.guild_id else None
        if game is None:
            games = [g for g, _ in await svc.games_of_user(interaction.user.id)]
            game = games[0] if len(games) == 1 else None
        deck = VARIANTS[junta(svc.settings(game)).variant].deck if game is not None else "web"
        locale = lang(interaction)
        found = find_cards(locale, card)
        await reply(interaction, found if isinstance(found, str) else card_pages(locale, found, deck))

    @card.autocomplete("card")
    async def _cards(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        game = await context_for_autocomplete(interaction)  # the player's hand comes first
        hand = game.view.hand if game is not None else ()
        locale = lang(interaction)
        return [app_commands.Choice(name=n, value=v) for n, v in card_choices(locale, str(current), hand)]

    @app_commands.command(name="speech", description="Make a speech in the game channel under your family's name")
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.describe(text="What your family says", game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def speech(
        self, interaction: discord.Interaction[Any], text: app_commands.Range[str, 1, 1800], game: str | None = None
    ) -> None:
        svc = service(interaction)
        target: GameRow | str
        if interaction.guild_id is not None:
            # In a server: only the game of this channel (a speech never crosses servers or channels).
            found = await svc.game_in_channel(interaction.channel_id or 0)
            if found is None or found.guild_id != interaction.guild_id:
                target = t(lang(interaction), "reply-speech-no-game-here")
            elif game is not None and game != str(found.id):
                target = t(lang(interaction), "reply-speech-leave-out-game")
            else:
                target = found
        else:
            target = await dm_game(interaction, game)
        if isinstance(target, str):
            await reply(interaction, target)
            return
        got = await svc.speech(target.id, interaction.user.id, text)
        if isinstance(got, Failure):
            await reply(interaction, got.say)
            return
        await reply(interaction, words("reply-speech-goes", game=target.name))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(GameCog(bot))


async def send_history(interaction: discord.Interaction[Any], got: PastPhase | Failure) -> None:
    """Answer with a past phase (privately), and its coup map as that phase opened, if there was a coup."""
    if isinstance(got, Failure):
        await reply(interaction, got.say)
        return
    text = history_text(lang(interaction), got.game_name, got.name, got.public, got.orders, got.private)
    if got.coup_map is None:
        await reply(interaction, text)
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    png = await asyncio.to_thread(render_map, got.coup_map, functools.partial(t, lang(interaction)))
    await reply(interaction, text, files=[discord.File(io.BytesIO(png), filename="coup-map.png")])


def phase_choices(got: list[tuple[int, str]] | Failure, current: str) -> list[app_commands.Choice[str]]:
    """Phases offered by name as the user types (value: the phase), at most Discord's 25."""
    if isinstance(got, Failure):
        return []
    found = [(seq, name) for seq, name in got if parsers.matches(current, name)]
    return [app_commands.Choice(name=name[:100], value=str(seq)) for seq, name in found][:25]
