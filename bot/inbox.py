"""DM commands shared by every process of the bot (PostgreSQL): Discord sends every DM, and so every command, button
and menu used in a DM, to shard 0 only; a Junta player gives his orders, his Done and reads his Status Page there.
Left to shard 0's process, they would all weigh on one event loop, whatever the number of processes.

So the process that holds shard 0 does not handle a DM interaction itself: it puts it in the database's inbox
(`Store.forward_interaction`, which wakes the processes with `NOTIFY`), and every process of the bot (the gateway
processes, shard 0's included, and the workers, which log in without a gateway) takes interactions from the inbox
(`Store.take_interaction`, `FOR UPDATE SKIP LOCKED`: each goes to one process) and handles it as if its own gateway
had delivered it: any process may answer an interaction, with its token, over Discord's REST API. A busy process
takes fewer, because it comes to the inbox later. An interaction older than Discord's 3 seconds is dropped (it can no
longer be answered), with a warning; if the inbox cannot be reached, shard 0's process handles the interaction
itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable
from typing import Any

import discord

from bot.store import Store

__all__ = ["SharedInbox"]

log = logging.getLogger(__name__)

#: Discord's time to acknowledge an interaction; one taken later than this is dropped.
ANSWER_WITHIN = 3.0


class SharedInbox:
    """The inbox of DM interactions of one process (a `Worker` of `bot.client.GameMasterBot`)."""

    def __init__(self, client: discord.Client, store: Store, *, forward: bool, max_sleep: float = 1.0) -> None:
        self.client = client
        self.store = store
        self.forward = forward  # this process holds shard 0: it forwards DMs instead of handling them
        self.max_sleep = max_sleep
        self._wake = asyncio.Event()
        self._stopping = False
        self._pending: set[asyncio.Task[None]] = set()
        self.forwarded = 0
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
        try:
            await self.store.forward_interaction(json.dumps({"at": time.time(), "data": data}))
        except Exception as error:
            log.warning("could not pass a DM command to the other processes (%s): handling it here", error)
            handle(data)
            return
        self.forwarded += 1

    def wake(self) -> None:
        self._wake.set()

    def stop(self) -> None:
        self._stopping = True
        self._wake.set()

    async def run(self) -> None:
        """Take the inbox's interactions and handle them, until `stop()`."""
        await self.store.listen(self.wake, channel="inbox")
        while not self._stopping:
            self._wake.clear()
            try:
                while not self._stopping and await self._take_one():
                    await asyncio.sleep(0)  # let what it started go on before the next: a busy loop takes fewer
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("taking DM commands from the inbox failed")
            if self._stopping:
                break
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.max_sleep)

    async def _take_one(self) -> bool:
        """Handle the inbox's oldest interaction; False if there was none."""
        taken = await self.store.take_interaction()
        if taken is None:
            return False
        item = json.loads(taken)
        if time.time() - float(item["at"]) > ANSWER_WITHIN:
            self.dropped += 1
            log.warning("dropped a DM command that waited in the inbox longer than Discord waits for its answer")
            return True
        self.taken += 1
        self.client._connection.parse_interaction_create(item["data"])
        return True
