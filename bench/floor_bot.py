"""The floor of `bench.bot`: a minimal discord.py bot with the slash commands the benchmark's load uses, each of
which defers, then fills in its answer with a short text. What discord.py itself costs per interaction, against
which the real bot is measured.

    DISCORD_API_BASE=... DISCORD_GATEWAY_URL=... DISCORD_TOKEN=... python -m bench.floor_bot

It is started exactly as the real bot is (a subprocess pointed at the fake Discord by the same environment), with
the same intents (guilds only), and the same commands, options and contexts as far as the load sees them:
`/junta create|join|start` and `/gm advance` in a server, `/nominate`, `/status` and `/done` in DMs. It keeps no
state, announces no phase and sends nothing but the answers. It runs on the bot's event loop (uvloop) and the same
discord.py, with its `speed` extra (orjson), as the bot.

The floor with sends (`bench.bot --floor sends`, `JUNTA_FLOOR_SENDS`): the same bot, which after each answer also
sends its share of the Discord requests the real bot sent in its run (channel posts, DMs and DM-channel opens, as
many per interaction on the whole and of the same mean size, as the fake Discord counted them), so that the real bot
is also measured against discord.py doing the same Discord work: what is left is the cost of our own code (the
game). `JUNTA_FLOOR_SENDS` reads `channel=RATE:BYTES,dm=RATE:BYTES,open=RATE:BYTES`: requests per interaction and the
mean bytes of their bodies. Posts go to a channel of the server of the user who acted (the last one he acted in), DMs
to his DM channel (opened, and kept, if he has none yet); they are sent through discord.py's HTTP routes (the
bot's outbox sends the same way: nothing reads Discord's answer), paced as the bot paces its own: in the bot's `Pacer`
(bot.pacing), at `JUNTA_FLOOR_LIMIT` requests a second (the bot's pace under the global limit: no 429 to wait out).
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import signal
from collections import deque
from typing import Any

import discord
from discord import app_commands
from discord.http import handle_message_parameters

from bot.discord_transport import paced_trace
from bot.pacing import DEFAULT_RATE, Pacer
from tests.e2e.fakediscord.botpatch import apply_fake_discord_env

log = logging.getLogger("floor_bot")

DM_ONLY = app_commands.allowed_contexts(guilds=False, dms=True, private_channels=False)


SEND_KINDS = ("open", "channel", "dm")
"""The requests the floor with sends makes, in the order it makes an interaction's share: DM-channel opens, channel
posts, DMs."""


def parse_sends(text: str) -> dict[str, tuple[float, int]]:
    """`JUNTA_FLOOR_SENDS`: each kind's requests per interaction and mean body bytes ({} for none)."""
    plan: dict[str, tuple[float, int]] = {}
    for part in text.split(","):
        if not part.strip():
            continue
        kind, _, value = part.partition("=")
        rate, _, size = value.partition(":")
        if kind.strip() not in SEND_KINDS:
            raise ValueError(f"JUNTA_FLOOR_SENDS: unknown kind {kind!r}")
        plan[kind.strip()] = (float(rate), int(float(size or 0)))
    return plan


class Sender:
    """Sends each interaction's share of the planned requests (`JUNTA_FLOOR_SENDS`), paced under `limit` a second."""

    def __init__(self, client: discord.Client, plan: dict[str, tuple[float, int]], limit: int) -> None:
        self.client = client
        self.plan = plan
        self.interval = 1.0 / limit if limit > 0 else 0.0  # queued at the pace (the pacer holds each to its turn)
        self.credit = dict.fromkeys(SEND_KINDS, 0.0)
        self.queue: deque[tuple[str, int]] = deque()
        self.ready = asyncio.Event()
        self.channels: dict[int, int] = {}  # user id -> the server channel he last acted in
        self.dms: dict[int, int] = {}  # user id -> his DM channel
        self.opening: dict[int, asyncio.Future[Any]] = {}  # user id -> the last opening of his DM channel
        self.texts: dict[str, str] = {}
        self.tasks: set[asyncio.Task[None]] = set()
        self.runner: asyncio.Task[None] | None = None

    def text(self, kind: str) -> str:
        """A text that makes the request's body the planned mean size."""
        if kind not in self.texts:
            with handle_message_parameters(content="", nonce=2**63, allowed_mentions=None) as params:
                overhead = len(discord.utils._to_json(params.payload).encode())
            size = max(1, min(2000, self.plan.get(kind, (0.0, 0))[1] - overhead))
            self.texts[kind] = ("news " * (size // 5 + 1))[:size]
        return self.texts[kind]

    def after(self, interaction: discord.Interaction[Any]) -> None:
        """`interaction` was answered: queue its share of the requests."""
        user, channel = interaction.user.id, interaction.channel_id
        if channel is not None:
            (self.channels if interaction.guild_id is not None else self.dms)[user] = channel
        for kind in SEND_KINDS:
            self.credit[kind] += self.plan.get(kind, (0.0, 0))[0]
            while self.credit[kind] >= 1:
                self.credit[kind] -= 1
                self.queue.append((kind, user))
        self.ready.set()
        if self.runner is None:
            self.runner = asyncio.get_running_loop().create_task(self.run())

    async def run(self) -> None:
        loop = asyncio.get_running_loop()
        due = loop.time()
        while True:
            if not self.queue:
                self.ready.clear()
                await self.ready.wait()
                continue
            now = loop.time()
            if due > now:
                await asyncio.sleep(due - now)
            due = max(loop.time(), due) + self.interval
            task = loop.create_task(self.send(*self.queue.popleft()))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)

    async def send(self, kind: str, user: int) -> None:
        http = self.client.http
        try:
            if kind == "dm" and user not in self.dms and user in self.opening:
                await asyncio.shield(self.opening[user])  # his DM channel is being opened
            if kind == "open" or (kind == "dm" and user not in self.dms):
                if kind == "dm":
                    self.credit["open"] -= 1  # an open the DM needs now, taken from the later ones
                opening = self.opening[user] = asyncio.ensure_future(http.start_private_message(user))
                self.dms[user] = int((await opening)["id"])
                if kind == "open":
                    return
            target = self.dms[user] if kind == "dm" else self.channels.get(user)
            if target is None:
                target = next(iter(self.channels.values()), None)
            if target is None:
                return
            nonce = secrets.randbits(64)  # as discord.py's Messageable.send (and the bot)
            with handle_message_parameters(content=self.text(kind), nonce=nonce, allowed_mentions=None) as params:
                await http.send_message(target, params=params)
        except discord.HTTPException as error:
            log.warning("a floor send (%s) failed: %s", kind, error)


SENDER: Sender | None = None
"""The floor with sends' sender (None: the answer-only floor)."""


async def answer(interaction: discord.Interaction[Any], text: str) -> None:
    """Defer (privately in a server, as the real bot answers most commands), then edit in a short text; the floor
    with sends then queues the interaction's share of the requests."""
    await interaction.response.defer(ephemeral=interaction.guild_id is not None, thinking=True)
    await interaction.edit_original_response(content=text)
    if SENDER is not None:
        SENDER.after(interaction)


junta = app_commands.Group(name="junta", description="Play Junta in this channel", guild_only=True)
gm = app_commands.Group(name="gm", description="Moderate the game in this channel", guild_only=True)


@junta.command(name="create", description="Create a game in this channel")
async def create(
    interaction: discord.Interaction[Any],
    name: str | None = None,
    phase_minutes: app_commands.Range[int, 1, 10080] | None = None,
) -> None:
    await answer(interaction, f"Game {name} created.")


@junta.command(name="join", description="Join the game forming in this channel")
async def join(interaction: discord.Interaction[Any], family: app_commands.Range[str, 1, 32]) -> None:
    await answer(interaction, f"{family} joined.")


@junta.command(name="start", description="Start the game")
async def start(interaction: discord.Interaction[Any]) -> None:
    await answer(interaction, "Started.")


@gm.command(name="advance", description="Resolve the current phase now")
async def advance(interaction: discord.Interaction[Any]) -> None:
    await answer(interaction, "Done: advance.")


@app_commands.command(name="nominate", description="Nominate a player for President")
@DM_ONLY
async def nominate(interaction: discord.Interaction[Any], candidate: str, game: str | None = None) -> None:
    await answer(interaction, f"Order recorded: nominate {candidate}.")


@app_commands.command(name="status", description="Your Status Page")
@DM_ONLY
async def status(interaction: discord.Interaction[Any], game: str | None = None) -> None:
    await answer(interaction, "Your status.")


@app_commands.command(name="done", description="Mark your orders for this phase done")
@DM_ONLY
async def done(
    interaction: discord.Interaction[Any], undo: bool = False, anyway: bool = False, game: str | None = None
) -> None:
    await answer(interaction, "Marked done.")


class FloorBot(discord.Client):
    def __init__(self, **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(intents=intents, **options)
        self.tree = app_commands.CommandTree(self)
        commands: list[app_commands.Group | app_commands.Command[Any, Any, Any]] = [junta, gm, nominate, status, done]
        for command in commands:
            self.tree.add_command(command)

    async def setup_hook(self) -> None:
        synced = await self.tree.sync()
        log.info("synced %d slash commands", len(synced))

    async def on_ready(self) -> None:
        log.info("connected as %s in %d servers", self.user, len(self.guilds))


async def main() -> None:
    global SENDER
    discord.utils.setup_logging(level=logging.INFO)
    apply_fake_discord_env()
    plan = parse_sends(os.environ.get("JUNTA_FLOOR_SENDS", ""))
    if not plan:
        bot = FloorBot(guild_ready_timeout=0.05)
    else:
        rate = int(os.environ.get("JUNTA_FLOOR_LIMIT", str(DEFAULT_RATE)))
        bot = FloorBot(guild_ready_timeout=0.05, http_trace=paced_trace(Pacer(rate)) if rate > 0 else None)
        SENDER = Sender(bot, plan, rate)
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, lambda: loop.create_task(bot.close()))
    async with bot:
        await bot.start(os.environ["DISCORD_TOKEN"])


def run() -> None:
    """On the bot's event loop (`bot.app._event_loop_runner`: uvloop where installed, unless JUNTA_EVENT_LOOP=asyncio),
    so that the floor differs from the bot only in the work it does, not in the loop that runs it."""
    if os.environ.get("JUNTA_EVENT_LOOP", "").strip().lower() != "asyncio":
        try:
            import uvloop
        except ImportError:
            pass
        else:
            uvloop.run(main())
            return
    asyncio.run(main())


if __name__ == "__main__":
    run()
