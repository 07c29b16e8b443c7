"""DM commands shared by every process of the bot (PostgreSQL): Discord sends every DM, and so every command, button
and menu used in a DM, to shard 0 only; a Junta player gives his orders, his Done and reads his Status Page there.
Left to shard 0's process, they would all weigh on one event loop, whatever the number of processes.

So the process that holds shard 0 does not handle a DM interaction itself: it puts it in the database's inbox
(`Store.forward_interaction`, which wakes the processes with `NOTIFY`), and every process of the bot (the gateway
processes, shard 0's included, and the workers, which log in without a gateway) takes interactions from the inbox
(`Store.take_interaction`, `FOR UPDATE SKIP LOCKED`: each goes to one process) and handles it as if its own gateway
had delivered it: any process may answer an interaction, with its token, over Discord's REST API. A busy process
takes fewer, because it comes to the inbox later. Shard 0's process acknowledges each slash command before it passes
it on (`acknowledge`: Discord shows "thinking..."; in a burst, 200 of 1,052 passed on unacknowledged missed Discord's
3 seconds), and the process that takes it fills in the answer (any process may, with the interaction's token, for 15
minutes). An interaction not acknowledged that is older than Discord's 3 seconds is dropped (it can no longer be
answered), with a warning; if the inbox cannot be reached, shard 0's process handles the interaction itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Awaitable, Callable
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
        max_sleep: float = 1.0,
        acknowledge: Callable[[discord.Client, Any], Awaitable[None]] | None = None,
    ) -> None:
        self.client = client
        self.store = store
        self.forward = forward  # this process holds shard 0: it forwards DMs instead of handling them
        self.acknowledge = acknowledge  # (shard 0's process) a slash command, before it is passed on
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
        item: dict[str, Any] = {"at": time.time(), "data": data}
        if self.acknowledge is not None and data.get("type") == _APPLICATION_COMMAND:
            try:
                await self.acknowledge(self.client, data)
                item["acknowledged"] = True  # within Discord's 3 s: the process that takes it has 15 minutes
            except Exception as error:
                log.warning("could not acknowledge a DM command before passing it on: %s", error)
        try:
            await self.store.forward_interaction(json.dumps(item))
        except Exception as error:
            log.warning("could not pass a DM command to the other processes (%s): handling it here", error)
            handle(data)
            return
        self.forwarded += 1

    def wake(self) -> None:
        self._wake.set()

    def heard(self, news: News) -> None:
        """Another process's news (`Store.hear`) is nothing to the inbox: it is woken by its own channel's notices."""

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
        taken = await self.store.take_interaction()
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
