"""The Discord side of the outbox: `DiscordTransport.send(row)` turns one outbox row (a typed message, `bot.outbox`)
into Discord requests through discord.py's REST client, and sorts Discord's errors into transient (try again: Discord
down, rate limited, network) and permanent (give up: DMs closed, unknown channel, missing permissions).

What it needs beside the client comes through narrow interfaces given when the bot is wired, never the service:
- `maps(game_id, phase_seq)`: the PNG of the coup map as a phase opened (a `MapPost`; None: nothing to draw).
- `books`: where the budget debate threads of each game's turn and the users' DM channels are kept (the store).

A `ThreadPost` goes into the thread of its game and turn if there is one; otherwise, if it may open it, it is posted
in the channel and the thread is started from that post, and its id is kept for the turn's later posts. Without
the permission to create threads the post stays in the channel. A DM goes to the DM channel kept for its user (one
is opened, and kept, the first time), so a restart does not open every DM channel again."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

import aiohttp
import discord

from bot.delivery import PermanentError, TransientError
from bot.outbox import ChannelPost, DirectMessage, MapPost, OutboxDecodeError, ThreadPost, TradeOffer, decode
from bot.store import OutboxRow
from bot.ui.trade import trade_view

__all__ = ["Books", "DiscordTransport", "MapSource", "classify"]

log = logging.getLogger(__name__)

MapSource = Callable[[int, int], Awaitable[bytes | None]]


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


class Books(Protocol):
    """Where the budget debate threads (per game and turn) and the users' DM channels are kept."""

    async def budget_thread(self, game_id: int, turn: int) -> int | None: ...

    async def set_budget_thread(self, game_id: int, turn: int, thread_id: int) -> None: ...

    async def dm_channel(self, user_id: int) -> int | None: ...

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None: ...


class DiscordTransport:
    def __init__(self, client: discord.Client, *, maps: MapSource | None = None, books: Books | None = None) -> None:
        self.client = client
        self.maps = maps
        self.books = books
        self._dms: dict[int, int] = {}

    async def send(self, row: OutboxRow) -> None:
        try:
            message = decode(row.kind, row.payload)
        except OutboxDecodeError as error:
            raise PermanentError(str(error)) from error
        kwargs: dict[str, Any] = {}
        if row.file is not None:
            kwargs["file"] = discord.File(io.BytesIO(row.file), filename=row.file_name or "picture.png")
        try:
            match message:
                case ChannelPost(text=text):
                    await self.client.get_partial_messageable(row.target).send(text or None, **kwargs)
                case DirectMessage(text=text, game=game):
                    await self._send_dm(row.target, f"*{game}* · {text}" if game and text else text, kwargs)
                case TradeOffer(text=text, game=game, offer_id=offer):
                    kwargs["view"] = trade_view(offer)
                    await self._send_dm(row.target, f"*{game}* · {text}" if game and text else text, kwargs)
                case MapPost(phase_seq=phase_seq, text=text):
                    if not kwargs:
                        png = (
                            None
                            if self.maps is None or row.game_id is None
                            else await self.maps(row.game_id, phase_seq)
                        )
                        if png is None:
                            return  # nothing to draw: nothing to send
                        kwargs["file"] = discord.File(io.BytesIO(png), filename="coup-map.png")
                    await self.client.get_partial_messageable(row.target).send(text or None, **kwargs)
                case ThreadPost():
                    await self._thread_post(row, message, kwargs)
        except (PermanentError, TransientError):
            raise
        except asyncio.CancelledError:
            raise
        except Exception as error:
            raise classify(error) from error

    async def _thread_post(self, row: OutboxRow, post: ThreadPost, kwargs: dict[str, Any]) -> None:
        if self.books is None or row.game_id is None:
            raise PermanentError("a thread post without its game or the book of threads")
        text = post.text or None
        known = await self.books.budget_thread(row.game_id, post.turn)
        if known is not None:
            try:
                await self.client.get_partial_messageable(known).send(text, **kwargs)
                return
            except discord.NotFound:
                log.warning("the budget thread %s of game %s is gone", known, row.game_id)
        if not post.open:
            return  # nowhere to post: the channel has it in the phase's results
        channel = self.client.get_channel(row.target) or await self.client.fetch_channel(row.target)
        if not isinstance(channel, discord.TextChannel):  # e.g. a game played in a thread: no thread in a thread
            await self.client.get_partial_messageable(row.target).send(text, **kwargs)
            return
        message = await channel.send(text, **kwargs)
        try:
            thread = await message.create_thread(
                name=(post.name or f"Turn {post.turn} budget")[:100], auto_archive_duration=1440
            )
        except discord.Forbidden:
            log.warning("no permission to open the budget thread in channel %s", row.target)
            return
        await self.books.set_budget_thread(row.game_id, post.turn, thread.id)

    async def _send_dm(self, user_id: int, text: str, kwargs: dict[str, Any]) -> None:
        """Send in the user's DM channel: the one kept for him, or a new one (then kept)."""
        channel_id = self._dms.get(user_id)
        if channel_id is None and self.books is not None:
            channel_id = await self.books.dm_channel(user_id)
        if channel_id is None:
            dm = await self.client.create_dm(discord.Object(user_id))
            channel_id = dm.id
            if self.books is not None:
                await self.books.set_dm_channel(user_id, channel_id)
        self._dms[user_id] = channel_id
        await self.client.get_partial_messageable(channel_id, type=discord.ChannelType.private).send(
            text or None, **kwargs
        )
