"""Reaching Discord at start, when the network or Discord may not be up yet (a service manager may start the bot
before the network): whether Discord answers, how long to wait before trying again, and what went wrong, in a few
words for the log.

Once connected, discord.py keeps the gateway connection up by itself. Before that it does not: a first gateway
connection that fails ends in an AttributeError (Rapptz/discord.py#10520) after an ERROR traceback, and a client
whose login failed cannot log in again (its HTTP session is gone). So `bot.app` asks `probe()` first, which needs no
client and no token, and makes a fresh client for each attempt.
"""

from __future__ import annotations

import json
import random

import aiohttp
import discord
import discord.gateway
import discord.http
import yarl

__all__ = ["PROBE_TIMEOUT", "Backoff", "Unreachable", "describe", "is_transient", "probe", "quiet_voice"]

#: How long Discord's REST API and gateway each have to answer a probe (Discord's gateway says HELLO at once).
PROBE_TIMEOUT = 30.0
_HELLO = 10  # the gateway's first message, op 10


class Unreachable(Exception):
    """Discord did not answer as it should; the message says how, in a few words."""


class Backoff:
    """The waits between attempts: `first`, twice that, four times, ... up to `cap`, each with +-20% jitter (so a
    fleet of bots restarted together does not knock at the same instant), never more than `cap`."""

    def __init__(self, cap: float, *, first: float = 1.0, rng: random.Random | None = None) -> None:
        if not cap > 0:
            raise ValueError(f"cap must be more than 0, not {cap!r}")
        self.cap = cap
        self.first = min(first, cap)
        self._rng = rng if rng is not None else random.Random()
        self._next = self.first

    def next(self) -> float:
        delay = self._next
        self._next = min(self.cap, self._next * 2)
        return min(self.cap, delay * self._rng.uniform(0.8, 1.2))


async def probe(*, timeout: float = PROBE_TIMEOUT) -> None:
    """Return if Discord answers: its REST API's `GET /gateway` (no token needed) and its gateway's HELLO; else
    raise Unreachable, or the aiohttp or OS error that says why (the name did not resolve, the connection was
    refused, ...). Uses the URLs discord.py would use (`use_discord_at` may have changed them)."""
    api = discord.http.Route.BASE
    gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY.with_query(
        v=discord.http.INTERNAL_API_VERSION, encoding="json"
    )
    limits = aiohttp.ClientTimeout(total=timeout)
    async with aiohttp.ClientSession(timeout=limits, cookie_jar=aiohttp.DummyCookieJar()) as session:
        try:
            async with session.get(f"{api}/gateway") as response:
                if response.status >= 500 or response.status == 429:
                    raise Unreachable(f"{api} answered {response.status} {response.reason or ''}".rstrip())
            async with session.ws_connect(str(gateway), autoclose=False, autoping=False, max_msg_size=0) as ws:
                message = await ws.receive(timeout=timeout)
        except TimeoutError as error:
            raise Unreachable(f"no answer from {api} or {gateway.with_query(None)} within {timeout:g} s") from error
    if message.type is not aiohttp.WSMsgType.TEXT:
        raise Unreachable(f"the gateway {gateway.with_query(None)} closed the connection without a word")
    try:
        op = json.loads(message.data).get("op")
    except (ValueError, AttributeError):
        op = None
    if op != _HELLO:
        raise Unreachable(f"the gateway {gateway.with_query(None)} did not say hello")


def is_transient(error: BaseException) -> bool:
    """Whether trying again later may work: the network or Discord is down or overloaded, not a refused token."""
    if isinstance(error, discord.HTTPException):
        return error.status >= 500 or error.status == 429
    return isinstance(error, Unreachable | discord.GatewayNotFound | aiohttp.ClientError | OSError)


def describe(error: BaseException) -> str:
    """What went wrong, on one short line (no traceback)."""
    if isinstance(error, discord.HTTPException):
        text = f"Discord answered {error.status} {error.response.reason or ''}"
    elif isinstance(error, Unreachable | aiohttp.ClientConnectorError):
        text = str(error)  # "Cannot connect to host discord.com:443 ssl:default [Name or service not known]"
    else:
        text = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    text = " ".join(text.split())
    return text if len(text) <= 300 else text[:299] + "…"


def quiet_voice() -> None:
    """This bot never joins a voice channel: discord.py need not warn, at each start, that the voice libraries
    (PyNaCl, davey) are not installed."""
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False


def use_discord_at(api_base: str | None, gateway_url: str | None) -> bool:
    """Point discord.py at another Discord (a proxy, or a local fake Discord): `api_base`, e.g.
    `http://127.0.0.1:PORT/api/v10`, for every REST call (interaction callbacks and followups included), and
    `gateway_url`, e.g. `ws://127.0.0.1:PORT/gateway`, which a plain `Client` opens first (and after an INVALID_SESSION;
    READY's `resume_gateway_url` is used to resume). Call it before the client starts; None leaves the real Discord.
    Whether anything was changed."""
    if api_base:
        discord.http.Route.BASE = api_base.rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    return bool(api_base or gateway_url)
