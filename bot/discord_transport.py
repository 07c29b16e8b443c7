"""The Discord side of the outbox: `DiscordTransport.send(row)` posts one outbox row (a channel message, a DM, or a
post in a turn's budget debate thread, with its file if any) through discord.py's REST client, and sorts Discord's
errors into transient (try again: Discord down, rate limited, network) and permanent (give up: DMs closed, unknown
channel, missing permissions).

A `thread` row (see `bot.botservice.THREAD`) goes into the thread of its game and turn if there is one; otherwise,
if the row may open it, it is posted in the channel and the thread is started from that post, and its id is kept
(`ThreadBook`, the service's `meta`-backed record) for the turn's later posts. Without the permission to create
threads the post stays in the channel."""

from __future__ import annotations

import asyncio
import io
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any, Protocol, runtime_checkable

import aiohttp
import discord

from bot.botservice import THREAD
from bot.delivery import PermanentError, TransientError
from bot.store import OutboxRow
from bot.ui.trade import trade_view

__all__ = ["DiscordTransport", "ThreadBook", "classify"]

log = logging.getLogger(__name__)


def classify(error: BaseException) -> Exception:
    """The delivery error a discord.py (or network) error amounts to."""
    if isinstance(error, discord.RateLimited):
        return TransientError("rate limited", retry_after=error.retry_after)
    if isinstance(error, discord.Forbidden | discord.NotFound):
        return PermanentError(f"{error.status} (code {error.code})")
    if isinstance(error, discord.DiscordServerError):
        return TransientError(f"Discord answered {error.status}")
    if isinstance(error, discord.HTTPException):
        if error.status == 429:
            return TransientError("rate limited")
        return PermanentError(f"{error.status} (code {error.code})")
    if isinstance(error, aiohttp.ClientError | OSError | asyncio.TimeoutError | discord.GatewayNotFound):
        return TransientError(type(error).__name__)
    return TransientError(type(error).__name__)


MapSource = Callable[[int, int], Awaitable[bytes | None]]


@runtime_checkable
class ThreadBook(Protocol):
    """Where the budget debate threads are remembered, per game and turn (`BotService`)."""

    async def budget_thread(self, game_id: int, turn: int) -> int | None: ...

    async def set_budget_thread(self, game_id: int, turn: int, thread_id: int) -> None: ...


class DiscordTransport:
    """`map_source(game_id, phase_seq)` draws the coup map a row with `map_phase` asks for (PNG bytes, or None).
    `threads` remembers the budget debate threads (default: the client's `service`, if it is one)."""

    def __init__(
        self, client: discord.Client, map_source: MapSource | None = None, threads: ThreadBook | None = None
    ) -> None:
        self.client = client
        self.map_source = map_source
        if threads is None:
            service = getattr(client, "service", None)
            threads = service if isinstance(service, ThreadBook) else None
        self.threads = threads
        self._dms: dict[int, discord.DMChannel] = {}

    async def send(self, row: OutboxRow) -> None:
        try:
            payload: dict[str, Any] = json.loads(row.payload)
        except ValueError as error:
            raise PermanentError("the payload is not JSON") from error
        text = str(payload.get("text", ""))
        kwargs: dict[str, Any] = {}
        if row.file is not None:
            kwargs["file"] = discord.File(io.BytesIO(row.file), filename=row.file_name or "picture.png")
        map_phase = payload.get("map_phase")
        if isinstance(map_phase, int) and self.map_source is not None and row.game_id is not None and not kwargs:
            png = await self.map_source(row.game_id, map_phase)
            if png is None:
                return  # nothing to draw: nothing to send
            kwargs["file"] = discord.File(io.BytesIO(png), filename="coup-map.png")
        offer = payload.get("trade_offer")
        if isinstance(offer, str):
            kwargs["view"] = trade_view(offer)
        try:
            if row.kind == "channel":
                channel = self.client.get_partial_messageable(row.target)
                await channel.send(text or None, **kwargs)
            elif row.kind == "dm":
                game = payload.get("game")
                if game and text:
                    text = f"*{game}* · {text}"
                dm = await self._dm(row.target)
                await dm.send(text or None, **kwargs)
            elif row.kind == THREAD:
                await self._thread_post(row, payload, text, kwargs)
            else:
                raise PermanentError(f"unknown outbox kind {row.kind!r}")
        except (PermanentError, TransientError):
            raise
        except asyncio.CancelledError:
            raise
        except Exception as error:
            raise classify(error) from error

    async def _thread_post(self, row: OutboxRow, payload: dict[str, Any], text: str, kwargs: dict[str, Any]) -> None:
        turn = payload.get("turn")
        if self.threads is None or row.game_id is None or not isinstance(turn, int):
            raise PermanentError("a thread post without its game, turn or thread book")
        known = await self.threads.budget_thread(row.game_id, turn)
        if known is not None:
            try:
                await self.client.get_partial_messageable(known).send(text or None, **kwargs)
                return
            except discord.NotFound:
                log.warning("the budget thread %s of game %s is gone", known, row.game_id)
        if not payload.get("open"):
            return  # nowhere to post: the channel has it in the phase's results
        channel = self.client.get_channel(row.target) or await self.client.fetch_channel(row.target)
        if not isinstance(channel, discord.TextChannel):  # e.g. a game played in a thread: no thread in a thread
            await self.client.get_partial_messageable(row.target).send(text or None, **kwargs)
            return
        message = await channel.send(text or None, **kwargs)
        name = str(payload.get("name") or f"Turn {turn} budget")[:100]
        try:
            thread = await message.create_thread(name=name, auto_archive_duration=1440)
        except discord.Forbidden:
            log.warning("no permission to open the budget thread in channel %s", row.target)
            return
        await self.threads.set_budget_thread(row.game_id, turn, thread.id)

    async def _dm(self, user_id: int) -> discord.DMChannel:
        dm = self._dms.get(user_id)
        if dm is None:
            dm = await self.client.create_dm(discord.Object(user_id))
            self._dms[user_id] = dm
        return dm
