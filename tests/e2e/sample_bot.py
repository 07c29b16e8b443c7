"""A tiny discord.py bot that exercises the fake Discord; run as a subprocess by tests/e2e/test_fakediscord.py.

    DISCORD_API_BASE=... DISCORD_GATEWAY_URL=... DISCORD_TOKEN=fake-token SAMPLE_GUILD_ID=... \
        python -m tests.e2e.sample_bot

Commands: guild-only ``/ping`` (ephemeral pong); ``/modonly`` (default permission Manage Server);
``/demo post|dm|feedback|probe`` synced to SAMPLE_GUILD_ID (a channel post with a PNG, an embed, a button and a
select, a thread, DMs, a modal, an unimplemented route); DM-allowed ``/whoami`` with autocomplete; ``/slow``
(answers late on purpose); ``/crash`` (raises on purpose); ``/double`` (answers twice on purpose).
``SAMPLE_BOT_VARIANT=long-description`` adds a command Discord would refuse to sync; ``SAMPLE_LOG_LEVEL=DEBUG``.
"""

from __future__ import annotations

import asyncio
import io
import logging
import os
import signal
import struct
import zlib
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands
from discord.webhook.async_ import async_context, interaction_response_params

from tests.e2e.fakediscord.botpatch import apply_fake_discord_env

log = logging.getLogger("sample_bot")

WHOAMI_NICKNAMES = ["alpha", "alpine", "beta", "gamma", "delta"]


def make_png(size: int, rgb: tuple[int, int, int] = (200, 30, 30)) -> bytes:
    """A deterministic size x size PNG of one colour (no Pillow needed)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    row = b"\x00" + bytes(rgb) * size
    raw = row * size
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


class DemoView(discord.ui.View):
    """Persistent (timeout=None, fixed custom_ids): clicks still work after the bot restarts."""

    def __init__(self, *, clicked: bool = False) -> None:
        super().__init__(timeout=None)
        self.click.disabled = clicked

    @discord.ui.button(label="Click me", style=discord.ButtonStyle.primary, custom_id="demo:click")
    async def click(self, interaction: discord.Interaction, button: discord.ui.Button[DemoView]) -> None:
        await interaction.response.edit_message(
            content=f"Clicked by {interaction.user.name}", view=DemoView(clicked=True)
        )

    @discord.ui.select(
        custom_id="demo:color",
        placeholder="Pick a colour",
        options=[discord.SelectOption(label=c.title(), value=c) for c in ("red", "green", "blue")],
        max_values=2,
    )
    async def color(self, interaction: discord.Interaction, select: discord.ui.Select[DemoView]) -> None:
        await interaction.response.send_message(f"You picked {', '.join(select.values)}", ephemeral=True)


class FeedbackModal(discord.ui.Modal, title="Feedback"):
    text: discord.ui.TextInput[FeedbackModal] = discord.ui.TextInput(label="Your feedback", custom_id="feedback:text")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Thanks for: {self.text.value}", ephemeral=True)


demo = app_commands.Group(name="demo", description="Demonstrations of what the fake supports")


@demo.command(name="post", description="Post a board image with a button in this channel")
@app_commands.describe(title="Title of the post", size="Image size in pixels")
async def demo_post(interaction: discord.Interaction, title: str, size: app_commands.Range[int, 8, 64] = 16) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    channel = await interaction.client.fetch_channel(interaction.channel_id or 0)  # GET /channels/{id}
    assert isinstance(channel, discord.TextChannel)
    note = await channel.send("Drawing the board...")
    embed = discord.Embed(title=title, description="The board").set_image(url="attachment://board.png")
    file = discord.File(fp=io.BytesIO(make_png(size)), filename="board.png")
    msg = await channel.send(embed=embed, file=file, view=DemoView())
    await note.edit(content="Drawing the board... done")  # PATCH /channels/{id}/messages/{id}
    await note.delete()
    await msg.add_reaction("\N{THUMBS UP SIGN}")
    thread = await msg.create_thread(name=f"{title} discussion")
    await thread.send("Discuss the board here")
    await interaction.edit_original_response(content=f"Posted {msg.id}")
    await interaction.followup.send("Anything else?", ephemeral=True)


@demo.command(name="dm", description="Send someone a DM")
async def demo_dm(interaction: discord.Interaction, user: discord.User) -> None:
    assert interaction.guild is not None
    target = await interaction.client.fetch_user(user.id)  # GET /users/{id}
    try:
        name = (await interaction.guild.fetch_member(user.id)).display_name  # GET /guilds/{id}/members/{id}
    except discord.NotFound:
        name = target.name
    try:
        await target.send(f"Hello {name}, {interaction.user.name} says hi")
    except discord.Forbidden as exc:
        await interaction.response.send_message(f"Cannot DM {name} ({exc.code})", ephemeral=True)
    else:
        await interaction.response.send_message(f"DM sent to {name}", ephemeral=True)


@demo.command(name="feedback", description="Open a feedback form")
async def demo_feedback(interaction: discord.Interaction) -> None:
    await interaction.response.send_modal(FeedbackModal())


@demo.command(name="probe", description="Call a route the fake does not implement")
async def demo_probe(interaction: discord.Interaction) -> None:
    assert interaction.guild is not None
    try:
        await interaction.guild.integrations()
    except discord.NotFound:
        await interaction.response.send_message("route missing", ephemeral=True)
    else:
        await interaction.response.send_message("route exists", ephemeral=True)


@app_commands.command(name="ping", description="Are you there?")
@app_commands.guild_only()
async def ping(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("pong", ephemeral=True)


@app_commands.command(name="modonly", description="Only for members with Manage Server")
@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
async def modonly(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("hello moderator", ephemeral=True)


@app_commands.command(name="whoami", description="Who am I, and where?")
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
@app_commands.describe(nickname="A nickname to show")
async def whoami(interaction: discord.Interaction, nickname: str) -> None:
    where = "a DM" if interaction.guild is None else interaction.guild.name
    await interaction.response.send_message(f"You are {interaction.user.name} in {where}, nickname {nickname}")


@whoami.autocomplete("nickname")
async def whoami_nickname(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=n.title(), value=n) for n in WHOAMI_NICKNAMES if n.startswith(current.lower())]


@app_commands.command(name="slow", description="Answer after a delay (too late on purpose)")
async def slow(interaction: discord.Interaction, seconds: float) -> None:
    await asyncio.sleep(seconds)
    try:
        await interaction.response.send_message("finally")
    except discord.NotFound:
        log.warning("slow: too late, Discord forgot the interaction")


@app_commands.command(name="crash", description="Raise an exception (on purpose)")
@app_commands.guild_only()
async def crash(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("about to crash")
    raise RuntimeError("boom (on purpose)")


@app_commands.command(name="double", description="Answer the same interaction twice (on purpose)")
async def double(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("first")
    params = interaction_response_params(4, {"content": "second"})
    try:
        await async_context.get().create_interaction_response(
            interaction.id, interaction.token, session=interaction._session, params=params
        )
    except discord.HTTPException as exc:
        log.warning("double: second answer refused: %s", exc.code)


class SampleBot(commands.Bot):
    def __init__(self, guild_id: int, variant: str) -> None:
        intents = discord.Intents.default()
        intents.members = True
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, guild_ready_timeout=0.05)
        self.guild_id = guild_id
        self.variant = variant

    async def setup_hook(self) -> None:
        self.add_view(DemoView())
        global_commands: list[app_commands.Command[Any, Any, Any]] = [ping, modonly, whoami, slow, crash, double]
        for cmd in global_commands:
            self.tree.add_command(cmd)
        if self.variant == "long-description":
            self.tree.add_command(app_commands.Command(name="toolong", description="x" * 101, callback=_noop))
        guild = discord.Object(self.guild_id)
        self.tree.add_command(demo, guild=guild)
        try:
            synced = await self.tree.sync()
            log.info("synced %d global commands", len(synced))
        except discord.HTTPException as exc:
            log.warning("global command sync rejected: %s", exc)
        synced = await self.tree.sync(guild=guild)
        log.info("synced %d guild commands", len(synced))

    async def on_ready(self) -> None:
        log.info("SAMPLE READY as %s in %d guilds", self.user, len(self.guilds))

    async def on_message(self, message: discord.Message) -> None:
        if message.author.bot:
            return
        if isinstance(message.channel, discord.DMChannel) and message.content.lower() == "hello":
            await message.channel.send(f"hi {message.author.name}")


async def _noop(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("never synced")


async def main() -> None:
    discord.utils.setup_logging(level=logging.getLevelNamesMapping()[os.environ.get("SAMPLE_LOG_LEVEL", "INFO")])
    apply_fake_discord_env()
    bot = SampleBot(int(os.environ["SAMPLE_GUILD_ID"]), os.environ.get("SAMPLE_BOT_VARIANT", ""))
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, lambda: loop.create_task(bot.close()))
    async with bot:
        await bot.start(os.environ["DISCORD_TOKEN"])
    log.info("SAMPLE STOPPED")


if __name__ == "__main__":
    asyncio.run(main())
