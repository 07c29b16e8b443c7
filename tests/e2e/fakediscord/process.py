"""Run a bot as a subprocess and watch its log: any ERROR, CRITICAL or Traceback line fails the test, and so does a
sign that the bot held its event loop too long."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

#: What makes a log line an error: logging's ERROR/CRITICAL level names, or a traceback.
ERROR_LINE = re.compile(r"\b(ERROR|CRITICAL)\b|Traceback \(most recent call last\)")
#: What says the bot held its event loop too long: asyncio's debug mode logs a callback or task step that ran for its
#: loop's slow_callback_duration or more ("Executing <Task ...> took 1.234 seconds"; the Junta bot turns it on with
#: JUNTA_SLOW_CALLBACK); discord.py's heartbeat thread warns when the loop answered no heartbeat for 10 s, or took
#: that long to read the gateway's answer ("Can't keep up", which the fake no longer provokes by answering at once).
STALL_LINE = re.compile(
    r"\bExecuting <.*> took [0-9.]+ seconds|Can't keep up, shard ID .* websocket is|heartbeat blocked for more than"
)
#: ANSI colour codes (discord.py colours its log inside Docker even when piped): stripped before matching.
ANSI_ESCAPE = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


class BotProcess:
    """A bot subprocess; stdout and stderr merged into :attr:`lines`.

    ``await start()``, act, ``await stop()`` (SIGTERM, then SIGKILL after ``timeout``) or ``await kill()`` (a
    crash). :meth:`error_lines` lists the lines flagged since the last :meth:`take_error_lines`.
    """

    def __init__(
        self,
        args: Sequence[str],
        *,
        env: Mapping[str, str] | None = None,
        cwd: str | Path | None = None,
        name: str = "bot",
        echo: bool = False,
    ) -> None:
        self.args = list(args)
        self.env = dict(os.environ if env is None else env)
        self.cwd = None if cwd is None else str(cwd)
        self.name = name
        self.echo = echo
        self.lines: list[str] = []
        self.proc: asyncio.subprocess.Process | None = None
        self._reader: asyncio.Task[None] | None = None
        self._line_event = asyncio.Event()
        self._taken = 0

    @classmethod
    def python_module(
        cls, module: str, *, env: Mapping[str, str], cwd: str | Path, name: str | None = None, echo: bool = False
    ) -> BotProcess:
        """``python -u -m module`` with this interpreter."""
        return cls([sys.executable, "-u", "-m", module], env=env, cwd=cwd, name=name or module, echo=echo)

    async def start(self) -> None:
        env = {**self.env, "PYTHONUNBUFFERED": "1"}
        self.proc = await asyncio.create_subprocess_exec(
            *self.args,
            cwd=self.cwd,
            env=env,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        self._reader = asyncio.create_task(self._read(), name=f"log-reader-{self.name}")

    async def _read(self) -> None:
        assert self.proc is not None and self.proc.stdout is not None
        while True:
            raw = await self.proc.stdout.readline()
            if not raw:
                break
            line = ANSI_ESCAPE.sub("", raw.decode(errors="replace").rstrip("\n"))
            self.lines.append(line)
            if self.echo:
                print(f"[{self.name}] {line}", file=sys.stderr)
            self._line_event.set()
            self._line_event = asyncio.Event()

    @property
    def pid(self) -> int | None:
        return None if self.proc is None else self.proc.pid

    @property
    def returncode(self) -> int | None:
        return None if self.proc is None else self.proc.returncode

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.returncode is None

    async def wait_for_line(self, pattern: str | re.Pattern[str] | Callable[[str], bool], timeout: float = 5.0) -> str:
        """The first log line (already seen or coming) matching a regex or predicate."""
        if callable(pattern) and not isinstance(pattern, re.Pattern):
            match: Callable[[str], bool] = pattern
        else:
            rx = re.compile(pattern)

            def match(line: str) -> bool:
                return rx.search(line) is not None

        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        seen = 0
        while True:
            for line in self.lines[seen:]:
                if match(line):
                    return line
            seen = len(self.lines)
            remaining = deadline - loop.time()
            if remaining <= 0 or (not self.running and self._reader is not None and self._reader.done()):
                raise TimeoutError(f"no log line of {self.name} matched {pattern!r}; last lines:\n{self.tail()}")
            event = self._line_event
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), min(remaining, 0.25))

    def error_lines(self) -> list[str]:
        """Lines with ERROR, CRITICAL or a Traceback, or that say the event loop was held too long, not yet taken."""
        return [line for line in self.lines[self._taken :] if ERROR_LINE.search(line) or STALL_LINE.search(line)]

    def take_error_lines(self) -> list[str]:
        """Return the error lines and stop reporting them (for tests that provoke errors on purpose)."""
        errors = self.error_lines()
        self._taken = len(self.lines)
        return errors

    def tail(self, n: int = 40) -> str:
        return "\n".join(f"    {line}" for line in self.lines[-n:])

    async def _wait_exit(self, timeout: float) -> bool:
        assert self.proc is not None
        try:
            await asyncio.wait_for(self.proc.wait(), timeout)
            return True
        except TimeoutError:
            return False

    async def stop(self, timeout: float = 5.0) -> int | None:
        """SIGTERM (a graceful shutdown), then SIGKILL if it is still alive after ``timeout`` seconds."""
        if self.proc is None:
            return None
        if self.proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self.proc.send_signal(signal.SIGTERM)
            if not await self._wait_exit(timeout):
                self.lines.append(f"[fakediscord] {self.name} ignored SIGTERM for {timeout:g} s: killed")
                await self.kill()
        await self._drain()
        return self.proc.returncode

    async def kill(self) -> int | None:
        """SIGKILL: the process dies without any cleanup, like a crash or an OOM kill."""
        if self.proc is None:
            return None
        if self.proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self.proc.kill()
            await self.proc.wait()
        await self._drain()
        return self.proc.returncode

    async def _drain(self) -> None:
        if self._reader is not None:
            with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                await asyncio.wait_for(self._reader, 2.0)
