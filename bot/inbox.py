"""DM commands shared by every process of the bot (PostgreSQL): Discord sends every DM, and so every command, button
and menu used in a DM, to shard 0 only; a Junta player gives his orders, his Done and reads his Status Page there.
Left to shard 0's process, they would all weigh on one event loop, whatever the number of processes.

So the process that holds shard 0 passes a DM interaction on to the process that serves its user's game: the one that
holds the shard of the game's server (Discord's `(server id >> 22) % shard count`), which answers the server's own
commands of that game, keeps its state in memory, and whose delivery sends its news. A game's commands are then all
handled in one process, as in a bot of one process: no other process reads its state again after each change, or
opens its players' DM channels again. The user's games are looked up in the database (kept here a minute: a stale
address costs only that memory, any process may answer any interaction). A DM command whose game is shard 0's is
handled here at once; one of a player in no game, or in games of several shards, goes to any process (the workers
too).

Passing on is through the database's inbox (`Store.forward_interaction`, addressed to the shard; its `NOTIFY` wakes only
that shard's process). Every process of the bot (the gateway processes, shard 0's included, and the workers, which log
in without a gateway) takes interactions from the inbox (`Store.take_interaction`, `FOR UPDATE SKIP LOCKED`: each goes
to one process): those for its shards, those for any process, and those their own shard's process left there 1.5 s (it
is down, or too busy), and handles each as if its own gateway had delivered it: any process may answer an interaction,
with its token, over Discord's REST API. Shard 0's process acknowledges each slash command before it passes it on
(`acknowledge`: Discord shows "thinking..."; in a burst, 200 of 1,052 passed on unacknowledged missed Discord's 3
seconds), and the process that takes it fills in the answer (any process may, with the interaction's token, for 15
minutes). An interaction not acknowledged that is older than Discord's 3 seconds is dropped (it can no longer be
answered), with a warning; if the inbox cannot be reached, shard 0's process handles the interaction itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Awaitable, Callable, Collection
from typing import Any

import discord

from bot.store import News, Store

__all__ = ["SharedInbox"]

log = logging.getLogger(__name__)

#: Discord's time to acknowledge an interaction; one taken later than this is dropped.
ANSWER_WITHIN = 3.0
#: How long an interaction that shard 0's process acknowledged can still be answered (Discord: 15 minutes).
FOLLOW_UP_WITHIN = 14 * 60.0
#: Interactions shard 0's process acknowledges before it passes them on: slash commands (the tree acknowledges each
#: one first anyway: `bot.client.GameMasterTree`). A button may answer with a form, which must be its first answer,
#: and an autocomplete cannot be acknowledged: those go on as they came.
_APPLICATION_COMMAND = 2
#: Seconds a user's address (the shard of his games' servers) is kept in shard 0's process, and how many at most.
ADDRESS_KEPT = 60.0
ADDRESSES_KEPT = 20_000


def shard_of(guild_id: int, shard_count: int | None) -> int:
    """The shard Discord sends a server's events to (its documented formula); 0 for a bot of one shard."""
    return 0 if not shard_count else (guild_id >> 22) % shard_count


async def acknowledge(client: discord.Client, data: Any) -> None:
    """Acknowledge a DM slash command as the tree would (Discord shows "thinking..." until its answer)."""
    interaction: discord.Interaction[Any] = discord.Interaction(data=data, state=client._connection)
    await interaction.response.defer(thinking=True)


class SharedInbox:
    """The inbox of DM interactions of one process (a `Worker` of `bot.client.GameMasterBot`)."""

    def __init__(
        self,
        client: discord.Client,
        store: Store,
        *,
        forward: bool,
        shards: Collection[int] = (),
        shard_count: int | None = None,
        max_sleep: float = 1.0,
        acknowledge: Callable[[discord.Client, Any], Awaitable[None]] | None = None,
    ) -> None:
        self.client = client
        self.store = store
        self.forward = forward  # this process holds shard 0: it passes DMs on to the process of their game
        self.shards = frozenset(shards)  # the shards this process holds (none: a worker)
        self.shard_count = shard_count
        self.acknowledge = acknowledge  # (shard 0's process) a slash command, before it is passed on
        self.max_sleep = max_sleep
        self._wake = asyncio.Event()
        self._stopping = False
        self._pending: set[asyncio.Task[None]] = set()
        self._addresses: dict[int, tuple[float, int | None]] = {}  # user id -> (kept until, shard or None: any)
        self.forwarded = 0
        self.kept = 0  # DM commands of games of this process's own shards, handled here
        self.taken = 0
        self.dropped = 0

    def install(self) -> None:
        """Put the forwarding in front of discord.py's handling of INTERACTION_CREATE (shard 0's process)."""
        if not self.forward:
            return
        parsers: dict[str, Callable[[Any], None]] = self.client._connection.parsers
        handle = parsers["INTERACTION_CREATE"]

        def parse(data: Any) -> None:
            if data.get("guild_id") is not None:
                handle(data)  # a server's interaction: its shard's process answers it
                return
            task = asyncio.get_running_loop().create_task(self._forward(data, handle))
            self._pending.add(task)
            task.add_done_callback(self._pending.discard)

        parsers["INTERACTION_CREATE"] = parse

    async def _forward(self, data: Any, handle: Callable[[Any], None]) -> None:
        shard = await self._address(data)
        if shard is not None and shard in self.shards:
            self.kept += 1
            handle(data)  # a game of this process's own shard: handled here, as its server's commands are
            return
        item: dict[str, Any] = {"at": time.time(), "data": data}
        if self.acknowledge is not None and data.get("type") == _APPLICATION_COMMAND:
            try:
                await self.acknowledge(self.client, data)
                item["acknowledged"] = True  # within Discord's 3 s: the process that takes it has 15 minutes
            except Exception as error:
                log.warning("could not acknowledge a DM command before passing it on: %s", error)
        try:
            await self.store.forward_interaction(json.dumps(item), shard=shard)
        except Exception as error:
            log.warning("could not pass a DM command to the other processes (%s): handling it here", error)
            handle(data)
            return
        self.forwarded += 1

    async def _address(self, data: Any) -> int | None:
        """The shard whose process serves the DM interaction's user: the one of his games' servers, if they are all
        on one shard; None (any process) if he is in no game, in games of several shards, or it cannot be known."""
        try:
            user_id = int(data["user"]["id"])
        except (KeyError, TypeError, ValueError):
            return None
        now = time.monotonic()
        kept = self._addresses.get(user_id)
        if kept is not None and kept[0] > now:
            return kept[1]
        try:
            guilds = await self.store.user_guilds(user_id)
        except Exception as error:
            log.warning("could not look up the games of a DM command's user (%s): any process takes it", error)
            return None
        shards = {shard_of(guild_id, self.shard_count) for guild_id in guilds}
        shard = next(iter(shards)) if len(shards) == 1 else None
        if len(self._addresses) >= ADDRESSES_KEPT:
            self._addresses.clear()
        self._addresses[user_id] = (now + ADDRESS_KEPT, shard)
        return shard

    def wake(self) -> None:
        self._wake.set()

    def heard(self, news: News) -> None:
        """Another process's news (`Store.hear`) is nothing to the inbox: it is woken by its own channel's notices."""

    def stop(self) -> None:
        self._stopping = True
        self._wake.set()

    async def run(self) -> None:
        """Take the inbox's interactions and handle them, until `stop()`."""
        await self.store.listen(self.wake, channel="inbox", shards=self.shards)
        while not self._stopping:
            self._wake.clear()
            try:
                while not self._stopping and await self._take_one():
                    await asyncio.sleep(0)  # let what it started go on before the next: a busy loop takes fewer
                    if self._stopping:
                        break
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("taking DM commands from the inbox failed")
            if self._stopping:
                break
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.max_sleep)

    async def _take_one(self) -> bool:
        """Handle the inbox's oldest interaction; whether others wait (False: none, or none was left)."""
        taken = await self.store.take_interaction(self.shards)
        if taken is None:
            return False
        payload, more = taken
        item = json.loads(payload)
        acknowledged = bool(item.get("acknowledged"))
        if time.time() - float(item["at"]) > (FOLLOW_UP_WITHIN if acknowledged else ANSWER_WITHIN):
            self.dropped += 1
            log.warning("dropped a DM command that waited in the inbox longer than Discord waits for its answer")
            return more
        self.taken += 1
        data = item["data"]
        marks: set[int] | None = getattr(self.client, "acknowledged_elsewhere", None)
        if acknowledged and marks is not None:  # the tree answers it with followups (`bot.client.GameMasterTree`)
            marks.add(int(data["id"]))
        self.client._connection.parse_interaction_create(data)
        return more
