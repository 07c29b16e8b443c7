"""Where an interaction's time goes inside the bot, for `bench.bot --trace PREFIX`:
`python -m bench.trace_bot OUT MODULE [ARGS...]` runs the module (the bot) with timestamps along the path of every
slash command, and writes them to OUT (one JSON object a line) when it stops.

The path of one interaction, and what is stamped (time.perf_counter, seconds):
- `gateway`: discord.py has read the INTERACTION_CREATE frame (`ConnectionState.parse_interaction_create`);
- `start`: the command tree's task begins (`CommandTree._call`: the event loop got to it);
- `acked`: the deferral came back from Discord (`EarlyResponse.acknowledge`);
- `learned`: the user's language is known (`bot.client.learn`: a read of the store);
- `answer0`, `answer1`: the first answer (the followup that fills in the deferred message) is sent, and is back;
- `end`: the command's task is done.
And the time spent, summed over the interaction's task (and the tasks it starts), in each place it can wait:
- `conn_wait` / `conn_held`: waiting for a database connection (SQLite: the process's write lock or the reader's;
  PostgreSQL: the pool), and holding it;
- `row_lock`: a write transaction waiting for a game's row lock (PostgreSQL: another transaction of the game);
- `pacer`: the bot's pacer (requests bound to Discord's global limit);
- `thread`: work handed to a thread (`asyncio.to_thread`: the engine, pictures), queueing for one included.

The same waits of everything else (the delivery, the scheduler) are summed apart, under `background`: what
competes with the interactions for the write lock, the pool and the pacer. Figures only; the tracing itself costs a
little CPU, so a traced run's throughput is not the bot's.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import json
import runpy
import sys
import time
from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import Any

WAITS = ("conn_wait", "conn_held", "row_lock", "pacer", "thread")
CURRENT: contextvars.ContextVar[dict[str, Any] | None] = contextvars.ContextVar("bench_trace", default=None)
RECORDS: list[dict[str, Any]] = []
GATEWAY: dict[int, float] = {}
BACKGROUND: dict[str, float] = dict.fromkeys(WAITS, 0.0)
clock = time.perf_counter


def _add(kind: str, seconds: float) -> None:
    record = CURRENT.get()
    if record is None:
        BACKGROUND[kind] += seconds
    else:
        record[kind] = record.get(kind, 0.0) + seconds


def _timed_cm(original: Callable[..., Any]) -> Callable[..., Any]:
    """An async context manager method, timed: the wait to enter it, and how long it is held."""

    @contextlib.asynccontextmanager
    async def wrapper(self: Any, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:
        t0 = clock()
        async with original(self, *args, **kwargs) as value:
            t1 = clock()
            _add("conn_wait", t1 - t0)
            try:
                yield value
            finally:
                _add("conn_held", clock() - t1)

    return wrapper


def _timed(original: Callable[..., Any], kind: str) -> Callable[..., Any]:
    @functools.wraps(original)
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        t0 = clock()
        try:
            return await original(*args, **kwargs)
        finally:
            _add(kind, clock() - t0)

    return wrapper


def _stamp_after(original: Callable[..., Any], key: str) -> Callable[..., Any]:
    @functools.wraps(original)
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return await original(*args, **kwargs)
        finally:
            record = CURRENT.get()
            if record is not None and key not in record:
                record[key] = clock()

    return wrapper


def _answer(original: Callable[..., Any]) -> Callable[..., Any]:
    """The first answer after the deferral: its start and its return."""

    @functools.wraps(original)
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        record = CURRENT.get()
        first = record is not None and "answer0" not in record
        if first:
            assert record is not None
            record["answer0"] = clock()
        try:
            return await original(*args, **kwargs)
        finally:
            if first:
                assert record is not None
                record["answer1"] = clock()

    return wrapper


def install() -> None:
    """Patch the bot's path (before its client is made: discord.py binds its parsers when a client is made)."""
    import discord
    from discord import app_commands
    from discord.state import ConnectionState

    import bot.client
    import bot.interact
    from bot.pacing import Pacer
    from bot.store.postgres import PostgresStore
    from bot.store.sqlite import SqliteStore
    from bot.store.txcore import WriteTx

    parse = ConnectionState.parse_interaction_create

    def parse_interaction_create(self: Any, data: Any) -> None:
        with contextlib.suppress(KeyError, TypeError, ValueError):
            GATEWAY[int(data["id"])] = clock()
        parse(self, data)

    ConnectionState.parse_interaction_create = parse_interaction_create  # type: ignore[method-assign]

    call = app_commands.CommandTree._call

    async def _call(self: Any, interaction: Any) -> None:
        record: dict[str, Any] = {
            "command": bot.client.command_name(interaction.data or {}),
            "gateway": GATEWAY.pop(interaction.id, None),
            "start": clock(),
        }
        CURRENT.set(record)
        RECORDS.append(record)
        try:
            await call(self, interaction)
        finally:
            record["end"] = clock()

    app_commands.CommandTree._call = _call  # type: ignore[method-assign]
    bot.client.EarlyResponse.acknowledge = _stamp_after(  # type: ignore[method-assign]
        bot.client.EarlyResponse.acknowledge, "acked"
    )
    setattr(bot.client, "learn", _stamp_after(bot.interact.learn, "learned"))  # noqa: B010 (the name the tree calls)
    discord.Webhook.send = _answer(discord.Webhook.send)  # type: ignore[method-assign]
    discord.Interaction.edit_original_response = _answer(  # type: ignore[method-assign]
        discord.Interaction.edit_original_response
    )
    SqliteStore._writer = _timed_cm(SqliteStore._writer)  # type: ignore[method-assign]
    SqliteStore._reader = _timed_cm(SqliteStore._reader)  # type: ignore[method-assign]
    PostgresStore._connection = _timed_cm(PostgresStore._connection)  # type: ignore[method-assign]
    WriteTx._lock = _timed(WriteTx._lock, "row_lock")  # type: ignore[method-assign]
    WriteTx._lock_by = _timed(WriteTx._lock_by, "row_lock")  # type: ignore[method-assign]
    Pacer.acquire = _timed(Pacer.acquire, "pacer")  # type: ignore[method-assign]
    asyncio.to_thread = _timed(asyncio.to_thread, "thread")


def write(out: str) -> None:
    with open(out, "w") as file:
        for record in RECORDS:
            file.write(json.dumps(record) + "\n")
        file.write(json.dumps({"background": BACKGROUND}) + "\n")


def main() -> None:
    out, module = sys.argv[1], sys.argv[2]
    sys.argv = [module, *sys.argv[3:]]
    install()
    try:
        runpy.run_module(module, run_name="__main__", alter_sys=True)
    except SystemExit:
        pass
    finally:
        write(out)


def _pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else float("nan")


def summary(files: Sequence[Path], *, slowest: float = 0.01) -> str:
    """Each stage's and wait's p50 and p99 over every traced interaction, and their means over the slowest `slowest`
    share of them (by gateway to answer), in milliseconds; and the waits of the background."""
    records: list[dict[str, Any]] = []
    background = dict.fromkeys(WAITS, 0.0)
    for path in files:
        with contextlib.suppress(OSError):
            for line in path.read_text().splitlines():
                item = json.loads(line)
                if "background" in item:
                    for key, value in item["background"].items():
                        background[key] = background.get(key, 0.0) + value
                elif item.get("gateway") is not None and item.get("answer1") is not None:
                    records.append(item)
    if not records:
        return "  trace: no interaction traced"
    stages: list[tuple[str, Callable[[dict[str, Any]], float]]] = [
        ("gateway to the tree's task", lambda r: r["start"] - r["gateway"]),
        ("the deferral's round trip", lambda r: r.get("acked", r["start"]) - r["start"]),
        ("learning the language", lambda r: r.get("learned", r.get("acked", r["start"])) - r.get("acked", r["start"])),
        ("to the answer", lambda r: r["answer0"] - r.get("learned", r.get("acked", r["start"]))),
        ("the answer's round trip", lambda r: r["answer1"] - r["answer0"]),
        ("gateway to the answer back", lambda r: r["answer1"] - r["gateway"]),
        *((f"  in it: {kind}", functools.partial(lambda k, r: r.get(k, 0.0), kind)) for kind in WAITS),
    ]
    worst = sorted(records, key=lambda r: r["answer1"] - r["gateway"])[-max(1, round(len(records) * slowest)) :]
    lines = [
        f"  trace of {len(records)} interactions (ms)            p50      p99   mean of the slowest {slowest:.0%}",
    ]
    for label, value in stages:
        values = [value(r) for r in records]
        mean = sum(value(r) for r in worst) / len(worst)
        lines.append(
            f"    {label:<38} {_pct(values, 0.5) * 1000:7.1f} {_pct(values, 0.99) * 1000:8.1f} {mean * 1000:10.1f}"
        )
    lines.append(
        "    background (delivery, scheduler), s: "
        + ", ".join(f"{kind} {seconds:.1f}" for kind, seconds in background.items())
    )
    return "\n".join(lines)


if __name__ == "__main__":
    main()
