"""The Discord side of the outbox: `DiscordTransport.send(row)` turns one outbox row (a typed message, `bot.outbox`)
into Discord requests through discord.py's REST client, and sorts Discord's errors into transient (try again: Discord
down, rate limited, network) and permanent (give up: DMs closed, unknown channel, missing permissions).

What it needs beside the client comes through narrow interfaces given when the bot is wired, never the service:
- `maps(game_id, phase_seq, picture)`: the PNG of a `MapPost`'s picture as a phase opened (None: nothing to draw);
  a coup map is the overview drawn to be read where Discord shows it, with a button for the full map under it.
- `faces`: what the game puts on its messages (`Faces`: the buttons and menus under a message, a picture's file
  name), each game's own (`bot.games.faces.GameFaces`, by the game's kind).
- `books`: where the games' threads (Junta's budget debate of each turn) and the users' DM channels are kept (the
  store).

A `ThreadPost` goes into the thread of its game and key if there is one; otherwise, if it may open it, it is posted
in the channel and the thread is started from that post, and its id is kept for the thread's later posts. Without
the permission to create threads the post stays in the channel. A DM goes to the DM channel kept for its user (one
is opened, and kept, the first time), so a restart does not open every DM channel again.

Pacing: every request a `send` makes waits in the lane of its game (`bot.pacing.lane`), and `paced_trace(pacer)`, given
to the client as its `http_trace`, makes every request discord.py sends to Discord's API wait for its turn in the
bot's `Pacer` (the interaction endpoints excepted: Discord does not count them). It is an aiohttp trace: aiohttp
awaits its request-start signal just before each request goes out (discord.py's own retries included), so what is
paced is exactly what Discord counts, whoever makes the request (the delivery, a command, the start-up).

Coalescing: `coalesce` lets the delivery send a game's messages that wait together as one message: a player's DMs
(`coalesce_dms`), and the plain posts in a channel that follow each other in the game's queue (`coalesce_posts`:
the players who act at once, e.g. six joins or six public nominations, are told in one post, not six). Each
request costs its share of Discord's 50 a second for the whole bot, and the bot's CPU (the charter: "a phase's
news goes out in few messages").

What Discord answers a post with is read only where something uses it (issue 26: discord.py's `Message` of every
post, built and registered for nothing, was CPU spent per interaction): a game that hears of its messages sent
(`Faces.hears`) gets discord.py's `Message` of its posts; a post whose buttons discord.py must dispatch by message (a
view with a timeout, or with items that are not persistent `DynamicItem`s) is sent through discord.py's
`Messageable.send`, which registers it; every other post and DM is sent through discord.py's HTTP route
(`HTTPClient.send_message`, the same request with the same parameters), its answer left unread."""

from __future__ import annotations

import asyncio
import dataclasses
import io
import logging
import secrets
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Protocol, TypeVar

import aiohttp
import discord
from discord.http import handle_message_parameters
from discord.utils import MISSING

from bot.delivery import PermanentError, TransientError
from bot.outbox import (
    ChannelPost,
    DirectMessage,
    MapPost,
    Message,
    OutboxDecodeError,
    PhaseOpening,
    ThreadPost,
    TradeOffer,
    decode,
    encode,
)
from bot.pacing import Pacer, lane
from bot.store import OutboxRow
from bot.text.i18n import t
from bot.text.messages import MAX_TEXT_CHARS

__all__ = [
    "Books",
    "DiscordTransport",
    "Faces",
    "MapSource",
    "bound_to_global_limit",
    "classify",
    "coalesce",
    "coalesce_dms",
    "coalesce_posts",
    "dm_text",
    "paced_trace",
]

log = logging.getLogger(__name__)

MapSource = Callable[[int, int, str], Awaitable[bytes | None]]
ATTACHMENT_LIMIT = 10 * 1024 * 1024
"""Discord's default attachment limit for a server without boosts (bytes)."""


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


def bound_to_global_limit(url: str) -> bool:
    """Whether Discord counts a request to `url` against the bot's global limit: every request to its API but the
    interaction endpoints (`/interactions/...`: callbacks; `/webhooks/...`: followups and edits of the answer).
    Requests elsewhere (the gateway's WebSocket, attachments on the CDN) are not API requests."""
    base = discord.http.Route.BASE  # read now: `bot.startup.use_discord_at` may point it at another Discord
    if not url.startswith(base + "/"):
        return False
    return not url[len(base) :].startswith(("/interactions/", "/webhooks/"))


def paced_trace(pacer: Pacer) -> aiohttp.TraceConfig:
    """The aiohttp trace to give the discord.py client as `http_trace`: each request bound to the global limit waits
    for its turn in `pacer` (in the lane of the code that makes it, `bot.pacing.lane`) before it goes out."""

    async def on_request_start(
        session: aiohttp.ClientSession, context: object, params: aiohttp.TraceRequestStartParams
    ) -> None:
        if bound_to_global_limit(str(params.url)):
            await pacer.acquire()

    trace = aiohttp.TraceConfig()
    trace.on_request_start.append(on_request_start)
    return trace


SEPARATOR = "\n\n"
"""Between the texts of DMs sent as one message."""


def dm_text(game: str, text: str) -> str:
    """A DM as the player reads it: the game's name first."""
    return f"*{game}* · {text}" if game and text else text


_Plain = TypeVar("_Plain", DirectMessage, ChannelPost)


def _plain(row: OutboxRow, kind: type[_Plain]) -> _Plain | None:
    """The row's message if it is a plain one of `kind` (a DM or a channel post: text, no file, no button of the
    game's `offer`)."""
    if row.file is not None or row.kind != kind.KIND:
        return None
    try:
        message = decode(row.kind, row.payload)
    except OutboxDecodeError:
        return None
    return message if isinstance(message, kind) and message.text and not message.offer else None


def coalesce_dms(rows: Sequence[OutboxRow], *, limit: int = MAX_TEXT_CHARS) -> tuple[OutboxRow, tuple[int, ...]]:
    """What to send for the first of a game's unsent `rows` (`delivery.Coalescing`): if it is a plain DM, one message
    with the later plain DMs to the same player that wait behind it with only DMs to other players between (each
    player sees only his own DMs: nobody can tell that those went later), their texts joined by a blank line, as
    long as they fit in `limit` characters; a phase's opening DM (with its buttons) may end such a message. It
    stops at the first post in a channel or thread (the order of the channel's posts and each player's DMs is kept),
    at a DM to the same player that cannot join (a trade offer with its button, a file, another game's name) and at
    the first that does not fit (his own DMs keep their order). Otherwise the first row alone."""
    first = rows[0]
    head = _plain(first, DirectMessage)
    if head is None:
        return first, (first.id,)
    texts, ids, size = [head.text], [first.id], len(head.text)
    phase_seq: int | None = None
    locale = head.locale  # the reader's language, in which the message's buttons are labelled (issue 23)
    undelivered = head.undelivered  # what the channel is told if it cannot be delivered: one such word at most
    if head.phase_seq is not None:
        return first, (first.id,)
    for row in rows[1:]:
        if row.kind not in (DirectMessage.KIND, TradeOffer.KIND):
            break
        if row.target != first.target:
            continue
        more = _plain(row, DirectMessage)
        if more is None or more.game != head.game or size + len(SEPARATOR) + len(more.text) > limit:
            break
        if more.undelivered and undelivered not in ("", more.undelivered):
            break
        undelivered = undelivered or more.undelivered
        texts.append(more.text)
        ids.append(row.id)
        size += len(SEPARATOR) + len(more.text)
        if more.phase_seq is not None:
            phase_seq, locale = more.phase_seq, more.locale
            break  # a phase's opening DM carries its buttons (in its reader's language): it ends the message
    if len(ids) == 1:
        return first, (first.id,)
    joined = DirectMessage(
        SEPARATOR.join(texts), head.topic, head.game, phase_seq, locale=locale, undelivered=undelivered
    )
    _, payload = encode(joined)
    return dataclasses.replace(first, payload=payload), tuple(ids)


def coalesce_posts(rows: Sequence[OutboxRow], *, limit: int = MAX_TEXT_CHARS) -> tuple[OutboxRow, tuple[int, ...]]:
    """What to send for the first of a game's unsent `rows` (`delivery.Coalescing`): if it is a plain channel post,
    one post with the plain posts to the same channel that come right after it in the queue (nothing between: the
    order of the channel's posts and of everyone's DMs is kept), their texts joined by a blank line, as long as they
    fit in `limit` characters (Discord's 2,000). It stops at the first message of another kind, to another place, in
    another language, with a file or a button (a phase's opening with its Status Page, a picture), and at the
    first that does not fit. Each text is whole in one post: none is split. Otherwise the first row alone."""
    first = rows[0]
    head = _plain(first, ChannelPost)
    if head is None:
        return first, (first.id,)
    texts, ids, size = [head.text], [first.id], len(head.text)
    for row in rows[1:]:
        more = _plain(row, ChannelPost)
        if more is None or row.target != first.target or more.locale != head.locale:
            break
        if size + len(SEPARATOR) + len(more.text) > limit:
            break
        texts.append(more.text)
        ids.append(row.id)
        size += len(SEPARATOR) + len(more.text)
    if len(ids) == 1:
        return first, (first.id,)
    _, payload = encode(ChannelPost(SEPARATOR.join(texts), head.topic, locale=head.locale))
    return dataclasses.replace(first, payload=payload), tuple(ids)


def coalesce(rows: Sequence[OutboxRow], *, limit: int = MAX_TEXT_CHARS) -> tuple[OutboxRow, tuple[int, ...]]:
    """What to send for the first of a game's unsent `rows`: its channel posts that follow each other as one post
    (`coalesce_posts`), a player's DMs as one DM (`coalesce_dms`), anything else alone."""
    if rows[0].kind == ChannelPost.KIND:
        return coalesce_posts(rows, limit=limit)
    return coalesce_dms(rows, limit=limit)


class Books(Protocol):
    """Where the games' threads (per game and key) and the users' DM channels are kept."""

    async def thread(self, game_id: int, key: str) -> int | None: ...

    async def set_thread(self, game_id: int, key: str, thread_id: int) -> None: ...

    async def dm_channel(self, user_id: int) -> int | None: ...

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None: ...


class Faces(Protocol):
    """What a game puts on its messages: the buttons and menus under one (a phase's Status Page and Done, a trade's
    Accept, a picture's full map; None: none), and the file name of a picture it draws; and what it hears of each
    message sent (`sent`)."""

    async def view(self, game_id: int, message: Message) -> discord.ui.View | None: ...

    async def file_name(self, game_id: int, picture: str) -> str: ...

    async def sent(self, game_id: int, message: Message, posted: discord.Message) -> None:
        """`message` went out as Discord's message `posted` (a game may take its buttons off it later)."""
        ...

    async def hears(self, game_id: int) -> bool:
        """Whether the game hears of its messages sent (`sent`): if not, Discord's answer to a post is not read."""
        ...


def _dispatched_anywhere(view: discord.ui.View) -> bool:
    """Whether discord.py dispatches a click on `view`'s items whatever message carries them: a view without a
    timeout made only of persistent `DynamicItem`s (registered once with `Client.add_dynamic_items`), which then
    needs no registering by message."""
    return view.timeout is None and all(isinstance(item, discord.ui.DynamicItem) for item in view.walk_children())


class DiscordTransport:
    def __init__(
        self,
        client: discord.Client,
        *,
        maps: MapSource | None = None,
        books: Books | None = None,
        faces: Faces | None = None,
    ) -> None:
        self.client = client
        self.maps = maps
        self.books = books
        self.faces = faces
        self._dms: dict[int, int] = {}  # user id -> DM channel id
        self._opening: dict[int, asyncio.Future[int]] = {}  # the DM channels being looked up or opened

    def coalesce(self, rows: Sequence[OutboxRow]) -> tuple[OutboxRow, tuple[int, ...]]:
        return coalesce(rows)

    async def send(self, row: OutboxRow) -> None:
        # The requests of one game's messages wait in that game's lane of the pacer.
        with lane(("game", row.game_id) if row.game_id is not None else ("row", row.id)):
            await self._send(row)

    async def _send(self, row: OutboxRow) -> None:
        try:
            message = decode(row.kind, row.payload)
        except OutboxDecodeError as error:
            raise PermanentError(str(error)) from error
        kwargs: dict[str, Any] = {}
        if row.file is not None:
            kwargs["file"] = discord.File(io.BytesIO(row.file), filename=row.file_name or "picture.png")
        sent: discord.Message | None = None
        try:
            match message:
                case ChannelPost(text=text) | PhaseOpening(text=text):
                    await self._with_view(row, message, kwargs)
                    sent = await self._post(row.target, text, kwargs, keep=await self._hears(row))
                case DirectMessage(text=text, game=game) | TradeOffer(text=text, game=game):
                    await self._with_view(row, message, kwargs)
                    sent = await self._send_dm(row.target, dm_text(game, text), kwargs, keep=await self._hears(row))
                case MapPost(phase_seq=phase_seq, text=text, picture=picture):
                    if not kwargs:
                        png = (
                            None
                            if self.maps is None or row.game_id is None
                            else await self.maps(row.game_id, phase_seq, picture)
                        )
                        if png is None:
                            return  # nothing to draw: nothing to send
                        if picture == "archive" and len(png) > ATTACHMENT_LIMIT:
                            size = len(png) / 1024 / 1024
                            text = t(
                                message.locale,
                                "archive-too-large",
                                size=f"{size:.1f}",
                                game=str(row.game_id),
                            )
                            await self.client.get_partial_messageable(row.target).send(text)
                            return
                        name = (
                            "picture.png"
                            if self.faces is None or row.game_id is None
                            else await self.faces.file_name(row.game_id, picture)
                        )
                        kwargs["file"] = discord.File(io.BytesIO(png), filename=name)
                        await self._with_view(row, message, kwargs)  # e.g. the full coup map, a button away
                    sent = await self._post(row.target, text, kwargs, keep=await self._hears(row))
                case ThreadPost():
                    await self._thread_post(row, message, kwargs)
        except (PermanentError, TransientError):
            raise
        except asyncio.CancelledError:
            raise
        except Exception as error:
            raise classify(error) from error
        if sent is not None and self.faces is not None and row.game_id is not None:
            try:  # the message is out: what the game makes of it must not have it sent again
                await self.faces.sent(row.game_id, message, sent)
            except Exception:
                log.exception("the game of outbox message %s failed to note it sent", row.id)

    async def _hears(self, row: OutboxRow) -> bool:
        """Whether the game of `row` hears of its messages sent (then Discord's answer is read)."""
        return self.faces is not None and row.game_id is not None and await self.faces.hears(row.game_id)

    async def _post(
        self, channel_id: int, text: str | None, kwargs: dict[str, Any], *, keep: bool, private: bool = False
    ) -> discord.Message | None:
        """Post in a channel (`private`: a DM channel); Discord's message if `keep` (or if its buttons need
        discord.py's `Messageable.send` to register them), else None, its answer unread."""
        view: discord.ui.View | None = kwargs.get("view")
        if keep or (view is not None and not _dispatched_anywhere(view)):
            kind = discord.ChannelType.private if private else None
            return await self.client.get_partial_messageable(channel_id, type=kind).send(text or None, **kwargs)
        file: discord.File | None = kwargs.get("file")
        with handle_message_parameters(
            content=text or None,
            nonce=secrets.randbits(64),  # as Messageable.send
            file=file if file is not None else MISSING,
            view=view if view is not None else MISSING,
            allowed_mentions=None,
            previous_allowed_mentions=self.client.allowed_mentions,
        ) as params:
            await self.client.http.send_message(channel_id, params=params)
        return None

    async def _thread_post(self, row: OutboxRow, post: ThreadPost, kwargs: dict[str, Any]) -> None:
        if self.books is None or row.game_id is None:
            raise PermanentError("a thread post without its game or the book of threads")
        text = post.text or None
        known = await self.books.thread(row.game_id, post.key)
        if known is not None:
            try:
                await self.client.get_partial_messageable(known).send(text, **kwargs)
                return
            except discord.NotFound:
                log.warning("the thread %s of game %s is gone", known, row.game_id)
        if not post.open:
            return  # nowhere to post: the channel has it in the phase's results
        channel = self.client.get_channel(row.target) or await self.client.fetch_channel(row.target)
        if not isinstance(channel, discord.TextChannel):  # e.g. a game played in a thread: no thread in a thread
            await self.client.get_partial_messageable(row.target).send(text, **kwargs)
            return
        message = await channel.send(text, **kwargs)
        try:
            thread = await message.create_thread(
                name=(post.name or post.key)[:100], auto_archive_duration=1440
            )
        except discord.Forbidden:
            log.warning("no permission to open a thread in channel %s", row.target)
            return
        await self.books.set_thread(row.game_id, post.key, thread.id)

    async def _with_view(self, row: OutboxRow, message: Message, kwargs: dict[str, Any]) -> None:
        """The game's buttons and menus under its message, if it puts any there."""
        if self.faces is None or row.game_id is None:
            return
        view = await self.faces.view(row.game_id, message)
        if view is not None:
            kwargs["view"] = view

    async def direct(self, user_id: int, text: str) -> bool:
        """Send a DM now, outside the outbox (a command's welcome DM, whose answer says who takes no DMs), in the
        user's kept DM channel like the outbox's DMs: no user look-up, and no channel opened twice. False if he does
        not take DMs from the bot, or Discord refused it."""
        try:
            await self._send_dm(user_id, text, {}, keep=False)
        except discord.HTTPException:
            return False
        return True

    async def _send_dm(self, user_id: int, text: str, kwargs: dict[str, Any], *, keep: bool) -> discord.Message | None:
        """Send in the user's DM channel (the one kept for him, or a new one); Discord's message if `keep`."""
        channel_id = await self._dm_channel(user_id)
        return await self._post(channel_id, text, kwargs, keep=keep, private=True)

    async def _dm_channel(self, user_id: int) -> int:
        """The id of the user's DM channel: known here, kept in the books, or opened now (and kept). Two DMs to the
        same user at the same moment (a command's and the delivery's) wait for the same opening."""
        channel_id = self._dms.get(user_id)
        if channel_id is not None:
            return channel_id
        opening = self._opening.get(user_id)
        if opening is None:
            opening = self._opening[user_id] = asyncio.ensure_future(self._open_dm(user_id))
            opening.add_done_callback(lambda _: self._opening.pop(user_id, None))
        channel_id = await asyncio.shield(opening)
        self._dms[user_id] = channel_id
        return channel_id

    async def _open_dm(self, user_id: int) -> int:
        channel_id = None if self.books is None else await self.books.dm_channel(user_id)
        if channel_id is None:
            channel_id = (await self.client.create_dm(discord.Object(user_id))).id
            if self.books is not None:
                await self.books.set_dm_channel(user_id, channel_id)
        return channel_id
