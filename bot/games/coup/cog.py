"""Nomicoup's slash commands (`/nomicoup ...`): set up a table in a channel, join, start, act on your turn, see your
hand and the table, learn the game, end it. Thin: parse, call the tables, reply (privately, in the user's language;
the table's posts go to the channel, in the table's language, through the shared outbox: `bot.games.coup.keeping`)."""

from __future__ import annotations

import asyncio
import functools
import io
import logging
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.clock import Clock, SystemClock
from bot.cogs.moderator import is_moderator
from bot.games import game as game_of_kind
from bot.games.coup import text
from bot.games.coup.keeping import StoreKeeper
from bot.games.coup.settings import coup
from bot.games.coup.tables import CoupTables, Table
from bot.games.coup.ui import show_hand, taken_up
from bot.inbox import shard_of
from bot.interact import bot_of, lang, reply, service
from bot.text.i18n import locale_of
from bot.text.say import words
from render.coup import render_table
from rules.coup import Act, Action, Character, Mode

__all__ = ["NomicoupCog", "ShardGuilds", "setup"]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ShardGuilds:
    """The servers whose events reach this process: those of its shards (Discord's rule: a server's shard is
    `(guild_id >> 22) % shard_count`); every server when the bot is not sharded."""

    count: int | None
    ids: frozenset[int]

    @classmethod
    def of(cls, bot: commands.Bot) -> ShardGuilds:
        count = bot.shard_count
        ids = getattr(bot, "shard_ids", None)
        if ids is None:
            ids = [bot.shard_id or 0]
        return cls(count, frozenset(ids))

    def __contains__(self, guild_id: object) -> bool:
        if not isinstance(guild_id, int):
            return False
        return not self.count or shard_of(guild_id, self.count) in self.ids


class NomicoupCog(commands.Cog):
    def __init__(self, bot: commands.Bot, tables: CoupTables, keeper: StoreKeeper | None = None) -> None:
        self.bot = bot
        self.tables = tables
        self.keeper = keeper
        self.serving: asyncio.Task[None] | None = None

    def serve(self, guilds: ShardGuilds | None) -> None:
        """Apply the moderators' requests that other processes keep for this one's tables, and take up the tables
        of its servers that no process holds (`StoreKeeper.serve`)."""
        if self.keeper is not None:
            self.serving = asyncio.create_task(self.keeper.serve(self.tables, guilds), name="nomicoup-requests")

    async def cog_unload(self) -> None:
        if self.serving is not None:
            self.serving.cancel()
        self.tables.close()

    nomicoup = app_commands.Group(
        name="nomicoup", description="Play Nomicoup (the card game Coup, continuous) in this channel", guild_only=True
    )

    @nomicoup.command(name="create", description="Set up a Nomicoup table in this channel")
    @app_commands.describe(
        pace="Live (windows of seconds) or by post (windows of hours); default live, or as configured",
        seconds="Live: seconds each window to challenge or counter stays open (default 30, or as configured)",
        hours="By post: hours each window stays open (default 8, or as configured)",
        computers="Seats the computer plays (default none)",
        mode="Continuous (exiled players draw new cards; default, or as configured) or classic (exiled are out)",
        rounds="Continuous: rounds of every player's turn before the end (default 8, or as configured)",
        play="Take a seat yourself (default yes)",
        language="The language of the table's channel (default: the server's)",
    )
    @app_commands.choices(
        pace=[app_commands.Choice(name="live", value="live"), app_commands.Choice(name="by post", value="post")],
        mode=[
            app_commands.Choice(name="continuous", value="continuous"),
            app_commands.Choice(name="classic (the published game)", value="published"),
        ],
        language=[app_commands.Choice(name="English", value="en"), app_commands.Choice(name="Deutsch", value="de")],
    )
    async def create(
        self,
        interaction: discord.Interaction[Any],
        pace: str | None = None,
        seconds: app_commands.Range[int, 5, 600] | None = None,
        hours: app_commands.Range[int, 1, 72] | None = None,
        computers: app_commands.Range[int, 0, 5] = 0,
        mode: str | None = None,
        rounds: app_commands.Range[int, 1, 100] | None = None,
        play: bool = True,
        language: str | None = None,
    ) -> None:
        other = await service(interaction).game_in_channel(interaction.channel_id or 0)
        if other is not None:
            await reply(interaction, words("coup-channel-has-game", title=game_of_kind(other.kind).title))
            return
        configured = coup(bot_of(interaction).config.game)  # what the options left out take
        got = await self.tables.create(
            interaction.channel_id or 0,
            interaction.user.id,
            interaction.user.display_name,
            timing=configured.timing(pace, seconds, hours),
            mode=Mode(configured.mode) if mode is None else Mode.CLASSIC if mode == "published" else Mode.CONTINUOUS,
            rounds=configured.rounds if rounds is None else rounds,
            computers=computers,
            play=play,
            guild_id=interaction.guild_id or 0,
            language=locale_of(language or interaction.guild_locale),
        )
        await reply(interaction, got.text)

    @nomicoup.command(name="join", description="Take a seat at the Nomicoup table forming in this channel")
    async def join(self, interaction: discord.Interaction[Any]) -> None:
        got = await self.tables.join(interaction.channel_id or 0, interaction.user.id, interaction.user.display_name)
        await reply(interaction, got.text)

    @nomicoup.command(name="leave", description="Give up your seat at the table forming in this channel")
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        got = await self.tables.leave(interaction.channel_id or 0, interaction.user.id)
        await reply(interaction, got.text)

    @nomicoup.command(name="start", description="Deal the cards and start the game (a player or the creator)")
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        got = await self.tables.start(interaction.channel_id or 0, interaction.user.id)
        await reply(interaction, got.text)

    @nomicoup.command(name="act", description="Your turn's action: Income, Foreign Aid, Coup, or claim a character")
    @app_commands.describe(
        action="What you do (Tax, Assassinate, Steal and Exchange claim a character)",
        target="The player a Coup, an assassination or a steal is aimed at",
    )
    @app_commands.choices(
        action=[
            app_commands.Choice(name="Income: take 1 credit.", value="act-income"),
            app_commands.Choice(name="Foreign Aid: take 2 credits (a Duke counters it).", value="act-foreign_aid"),
            app_commands.Choice(name="Coup: pay 7 credits; the target loses an influence.", value="act-coup"),
            app_commands.Choice(name="Tax: claim the Duke, take 3 credits.", value="act-tax"),
            app_commands.Choice(
                name="Assassinate: claim the Assassin, pay 3; the target loses an influence.", value="act-assassinate"
            ),
            app_commands.Choice(name="Steal: claim the Captain, take 2 credits from the target.", value="act-steal"),
            app_commands.Choice(name="Exchange: claim the Ambassador, draw 2 cards, return 2.", value="act-exchange"),
        ],
    )
    async def act(
        self,
        interaction: discord.Interaction[Any],
        action: str,
        target: app_commands.Range[str, 1, 40] | None = None,
    ) -> None:
        channel = interaction.channel_id or 0
        table = self.tables.table(channel)
        seat: int | None = None
        if target is not None and table is not None:
            seat = next((i for i, n in enumerate(table.names) if n.lower() == target.strip().lower()), None)
            if seat is None:
                await reply(interaction, words("coup-no-player-named", name=target))
                return
        got = await self.tables.act(channel, interaction.user.id, Act(Action(action.removeprefix("act-")), seat))
        await reply(interaction, got.text)

    @act.autocomplete("target")
    async def act_target(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        names = self.tables.targets(interaction.channel_id or 0, interaction.user.id)
        return [app_commands.Choice(name=n, value=n) for n in names if current.lower() in n.lower()][:25]

    @nomicoup.command(name="hand", description="Your face-down cards, and any choice you have to make, privately")
    async def hand(self, interaction: discord.Interaction[Any]) -> None:
        await show_hand(interaction, interaction.channel_id or 0)

    @nomicoup.command(name="status", description="The table: credits, cards, exiles, the Treasury, whose turn")
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        words, view, table = self.tables.status(interaction.channel_id or 0)
        files: list[discord.File] = []
        if view is not None and table is not None:
            labels = text.table_labels(lang(interaction), view, table.names, table.computers)
            png = await asyncio.to_thread(render_table, view, labels)
            files.append(discord.File(io.BytesIO(png), filename="nomicoup.png"))
        await reply(interaction, words, files=files)

    @nomicoup.command(name="history", description="What was said in a turn of the game (default: the last two)")
    @app_commands.describe(turn="The turn's number (default: the turn before this one, and this one so far)")
    async def history(
        self, interaction: discord.Interaction[Any], turn: app_commands.Range[int, 1, 10_000] | None = None
    ) -> None:
        got = self.tables.history(interaction.channel_id or 0, turn)
        await reply(interaction, got.text)

    @nomicoup.command(name="help", description="How to play Nomicoup, in a few lines")
    async def help(self, interaction: discord.Interaction[Any]) -> None:
        await reply(interaction, text.help_text)

    @nomicoup.command(name="card", description="What one of the five characters does and counters")
    @app_commands.describe(character="The character")
    @app_commands.choices(
        character=[
            app_commands.Choice(name="Duke", value="duke"),
            app_commands.Choice(name="Assassin", value="assassin"),
            app_commands.Choice(name="Captain", value="captain"),
            app_commands.Choice(name="Ambassador", value="ambassador"),
            app_commands.Choice(name="Contessa", value="contessa"),
        ],
    )
    async def card(self, interaction: discord.Interaction[Any], character: str) -> None:
        who = Character(character)
        await reply(interaction, lambda locale: text.card_text(locale, who))

    @nomicoup.command(name="end", description="End the Nomicoup game in this channel now (its creator or moderators)")
    async def end(self, interaction: discord.Interaction[Any]) -> None:
        got = await self.tables.end(interaction.channel_id or 0, interaction.user.id, is_moderator(interaction))
        await reply(interaction, got.text)


_WITHDRAWING: set[asyncio.Task[None]] = set()


def _withdraw_closed(bot: commands.Bot, table: Table) -> None:
    """A table resumed or taken up: the buttons of its steps that closed meanwhile come off its channel's posts
    (`bot.games.coup.ui.taken_up`), beside everything else."""
    seq = 0 if table.state is None else table.state.seq

    async def run() -> None:
        try:
            edited = await taken_up(bot, table.channel_id, seq, table.language)
        except Exception as error:  # a courtesy: a click on a button left on is refused in a sentence
            log.warning("could not take closed steps' buttons off channel %s: %s", table.channel_id, error)
            return
        if edited:
            log.info("took the buttons of closed steps off %d posts in channel %s", edited, table.channel_id)

    task = asyncio.create_task(run(), name=f"nomicoup-withdraw-{table.channel_id}")
    _WITHDRAWING.add(task)
    task.add_done_callback(_WITHDRAWING.discard)


async def setup(bot: commands.Bot) -> None:
    clock: Clock = getattr(bot, "clock", None) or SystemClock()
    service_ = getattr(bot, "service", None)
    store = getattr(service_, "store", None) if service_ is not None else None
    ctx = getattr(service_, "ctx", None)
    # What the tables say goes to the shared outbox with each change; the delivery worker is woken once it is kept.
    keeper = None if store is None else StoreKeeper(store, clock, getattr(ctx, "changed", None))
    tables = CoupTables(clock, keeper, getattr(service_, "languages", None))
    gateway = not getattr(bot, "worker", False)
    guilds = None if keeper is None or not keeper.store.shared else ShardGuilds.of(bot)
    if keeper is not None and gateway:
        keeper.taken = functools.partial(_withdraw_closed, bot)
        # The tables under way when the bot stopped play on (their windows' timers again), before any command can
        # reach them: on a database several processes share, each gateway process takes its own shards' servers'
        # that no other process holds (a worker process has no gateway and holds no table).
        await keeper.resume(tables, guilds=guilds)
    CoupTables.current = tables
    StoreKeeper.current = keeper
    bot.nomicoup_tables = tables  # type: ignore[attr-defined]  # read by the buttons (bot.games.coup.ui.tables_of)
    cog = NomicoupCog(bot, tables, keeper)
    await bot.add_cog(cog)
    if gateway:
        cog.serve(guilds)
