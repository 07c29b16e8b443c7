"""Fixtures for end-to-end tests: a fake Discord in the test's event loop, bot subprocesses pointed at it.

- ``fake``: a started :class:`FakeDiscord`; at teardown it must have recorded no violation.
- ``world``: a server with a #game channel, a Moderator role (MANAGE_GUILD) and members alice, bob (moderator) and
  carol (DMs closed), plus dave who shares no server with the bot.
- ``start_bot``: ``await start_bot(module=..., env={...})`` starts a bot subprocess with the fake's environment and
  waits for its READY; at teardown every bot is stopped and none may have logged ERROR, CRITICAL or a traceback, or
  held its event loop too long (`fakediscord.process.STALL_LINE`).
- ``sample_bot``: tests/e2e/sample_bot.py started against ``world`` with its commands synced.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import AsyncIterator, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.fakediscord import BotProcess, Channel, FakeDiscord, Guild, Permission, Role, User

REPO_ROOT = Path(__file__).resolve().parents[2]
#: Set FAKEDISCORD_ECHO=1 to see the bots' logs live (with ``pytest -s``).
ECHO = os.environ.get("FAKEDISCORD_ECHO") == "1"


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    fake = FakeDiscord()
    await fake.start()
    try:
        yield fake
    finally:
        await fake.stop()
    assert not fake.violations, "the fake Discord recorded violations:\n" + fake.format_violations()


@dataclass
class World:
    guild: Guild
    channel: Channel
    moderators: Role
    alice: User
    bob: User
    carol: User
    dave: User


@pytest.fixture
def world(fake: FakeDiscord) -> World:
    guild = fake.add_guild("Banana Republic", channels=("general", "game"))
    moderators = fake.add_role(guild, "Moderator", permissions=Permission.MANAGE_GUILD)
    alice = fake.add_player(guild, "alice")
    bob = fake.add_player(guild, "bob", roles=[moderators])
    carol = fake.add_player(guild, "carol", dms_open=False)
    dave = fake.add_user("dave")
    return World(guild, fake.channel_by_name(guild, "game"), moderators, alice, bob, carol, dave)


def _no_tls_env() -> dict[str, str]:
    """An empty CA store for the bot: it only talks plain HTTP to the fake, so this saves ~0.1 s of certificate
    loading at each start (aiohttp builds its SSL contexts at import) and no TLS to the real Discord can work."""
    empty = Path(tempfile.gettempdir()) / "fakediscord-empty-ca"
    empty.mkdir(exist_ok=True)
    pem = empty / "empty.pem"
    pem.touch()
    return {"SSL_CERT_FILE": str(pem), "SSL_CERT_DIR": str(empty)}


class BotLauncher:
    """Starts bot subprocesses against the fake; remembers them for teardown."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.processes: list[BotProcess] = []

    async def __call__(
        self,
        module: str = "tests.e2e.sample_bot",
        *,
        env: Mapping[str, str] | None = None,
        wait_ready: bool = True,
        timeout: float = 15.0,
    ) -> BotProcess:
        full_env = {**os.environ, **_no_tls_env(), **self.fake.env(), **(env or {})}
        proc = BotProcess.python_module(module, env=full_env, cwd=REPO_ROOT, echo=ECHO)
        self.processes.append(proc)
        after = self.fake.ready_count
        await proc.start()
        if wait_ready:
            await self.fake.wait_until(
                lambda: not proc.running or (self.fake.ready_count > after and bool(self.fake.live_sessions())),
                timeout,
                f"{module} to connect to the fake gateway",
            )
            if not proc.running:
                raise AssertionError(f"{module} exited with {proc.returncode} before READY:\n{proc.tail()}")
        return proc

    async def stop_all(self) -> list[str]:
        errors: list[str] = []
        if any(proc.running for proc in self.processes):
            await self.fake.wait_idle()  # let the bot finish what it is doing before SIGTERM
        for proc in self.processes:
            await proc.stop()
            errors += [f"[{proc.name} pid {proc.pid}] {line}" for line in proc.error_lines()]
        return errors


@pytest.fixture
async def start_bot(fake: FakeDiscord) -> AsyncIterator[BotLauncher]:
    launcher = BotLauncher(fake)
    yield launcher
    errors = await launcher.stop_all()
    assert not errors, "a bot logged errors (or held its event loop too long):\n" + "\n".join(errors)


async def start_sample_bot(
    start_bot: BotLauncher, fake: FakeDiscord, world: World, *, variant: str = "", sync: Iterable[str] = ("global",)
) -> BotProcess:
    proc = await start_bot(env={"SAMPLE_GUILD_ID": str(world.guild.id), "SAMPLE_BOT_VARIANT": variant})
    if "global" in sync:
        await fake.wait_commands_synced(["ping", "whoami"])
    await fake.wait_commands_synced(["demo"], guild=world.guild)
    return proc


@pytest.fixture
async def sample_bot(start_bot: BotLauncher, fake: FakeDiscord, world: World) -> BotProcess:
    return await start_sample_bot(start_bot, fake, world)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[Any]) -> Any:
    """On failure, show the bots' logs, the fake's violations and its last REST requests."""
    report = yield
    if report.failed and call.when in ("call", "teardown"):
        funcargs: dict[str, Any] = getattr(item, "funcargs", {})
        launcher = funcargs.get("start_bot")
        if isinstance(launcher, BotLauncher):
            for proc in launcher.processes:
                report.sections.append((f"log of {proc.name} (pid {proc.pid})", proc.tail(80)))
        fake = funcargs.get("fake")
        if isinstance(fake, FakeDiscord):
            requests = "\n".join(f"    {m} {p} -> {s}" for m, p, s in fake.requests[-40:])
            report.sections.append(("fake Discord: violations", fake.format_violations() or "    (none)"))
            report.sections.append(("fake Discord: last REST requests", requests or "    (none)"))
    return report
