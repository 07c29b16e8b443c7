"""The real bot (`python -m bot`) starting while Discord cannot be reached: a service manager may start it before the
network is up. It tries again with a growing wait, one log line per attempt and no traceback, stops cleanly (exit 0,
the database closed) on SIGTERM or SIGINT at any moment, and connects once Discord answers. A normal start logs no
warning about voice libraries.

The waits are short in these tests through `[discord] retry_max_seconds` in a config file; nothing is timed."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
from collections.abc import AsyncIterator, Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web

from bot.text.i18n import t
from tests.e2e.conftest import REPO_ROOT, BotLauncher, World
from tests.e2e.fakediscord import BotProcess, FakeDiscord
from tests.e2e.junta import COMMANDS, run

ATTEMPT = re.compile(r" WARNING bot: cannot reach Discord \(attempt (\d+)\): (.*); next in [\d.]+ s$")
VOICE = re.compile(r"PyNaCl|davey|voice", re.IGNORECASE)
TOKEN = "MTIz.not-a-real.token"


@pytest.fixture
def closed_port() -> Iterator[int]:
    """A port on 127.0.0.1 where nothing listens (bound, so nobody else takes it while the test runs)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        yield int(sock.getsockname()[1])


@pytest.fixture
def fast_retries(tmp_path: Path) -> Path:
    """A config file with short waits between attempts."""
    path = tmp_path / "config.toml"
    path.write_text("[discord]\nretry_max_seconds = 0.05\n", encoding="utf-8")
    return path


def bot_env(tmp_path: Path, config: Path | None, api: str, gateway: str) -> dict[str, str]:
    return {
        **os.environ,
        "JUNTA_CONFIG": str(config) if config is not None else "",
        "JUNTA_DB": str(tmp_path / "junta.sqlite3"),
        "DISCORD_TOKEN": TOKEN,
        "DISCORD_API_BASE": api,
        "DISCORD_GATEWAY_URL": gateway,
    }


@pytest.fixture
async def processes() -> AsyncIterator[list[BotProcess]]:
    """Bot processes started without the fake; killed at the end if a test left one running."""
    started: list[BotProcess] = []
    yield started
    for proc in started:
        if proc.running:
            await proc.kill()


async def start(processes: list[BotProcess], env: Mapping[str, str]) -> BotProcess:
    proc = BotProcess.python_module("bot", env=env, cwd=REPO_ROOT)
    processes.append(proc)
    await proc.start()
    return proc


async def wait_attempt(proc: BotProcess, number: int) -> str:
    return await proc.wait_for_line(rf"cannot reach Discord \(attempt {number}\)", timeout=30)


def attempts(proc: BotProcess) -> list[tuple[int, str]]:
    return [(int(m.group(1)), m.group(2)) for line in proc.lines if (m := ATTEMPT.search(line))]


def assert_stopped_cleanly(proc: BotProcess, returncode: int | None, db: Path) -> None:
    """Exit 0; after the start-up lines, one line per attempt (numbered 1, 2, 3, ...) and then "stopped"; no error,
    no traceback, no voice warning; the database closed (SQLite removes its -wal file when the last connection
    closes)."""
    assert returncode == 0, proc.tail()
    assert proc.error_lines() == []
    start = next(i for i, line in enumerate(proc.lines) if "using the Discord API" in line) + 1
    *tried, last = proc.lines[start:]
    assert tried, proc.tail()
    assert all(ATTEMPT.search(line) for line in tried), proc.tail()
    assert [n for n, _ in attempts(proc)] == list(range(1, len(tried) + 1))
    assert last.endswith(" INFO bot: stopped"), proc.tail()
    assert not any(VOICE.search(line) for line in proc.lines)
    assert db.is_file() and not Path(f"{db}-wal").exists()


# --- nobody answers -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
async def test_discord_refusing_connections_is_one_line_per_attempt_until_stopped(
    tmp_path: Path, fast_retries: Path, closed_port: int, processes: list[BotProcess], sig: signal.Signals
) -> None:
    """Connections to Discord are refused: one WARNING line per attempt saying so, no traceback; SIGTERM or SIGINT
    stops the bot with exit 0 and the database closed."""
    base = f"127.0.0.1:{closed_port}"
    proc = await start(processes, bot_env(tmp_path, fast_retries, f"http://{base}/api/v10", f"ws://{base}/gateway"))
    await wait_attempt(proc, 3)
    assert proc.proc is not None
    proc.proc.send_signal(sig)
    returncode = await proc.stop()
    assert_stopped_cleanly(proc, returncode, tmp_path / "junta.sqlite3")
    assert all(f"Cannot connect to host {base}" in what for _, what in attempts(proc))


async def test_an_unresolvable_discord_is_one_line_per_attempt_until_stopped(
    tmp_path: Path, fast_retries: Path, processes: list[BotProcess]
) -> None:
    """Discord's host name does not resolve (no network, no DNS yet): one line per attempt; SIGTERM: exit 0."""
    host = "junta-unreachable.invalid"
    proc = await start(processes, bot_env(tmp_path, fast_retries, f"http://{host}/api/v10", f"ws://{host}/gateway"))
    await wait_attempt(proc, 2)
    returncode = await proc.stop()
    assert_stopped_cleanly(proc, returncode, tmp_path / "junta.sqlite3")
    assert all(f"Cannot connect to host {host}" in what for _, what in attempts(proc))


async def test_sigterm_while_waiting_for_the_next_attempt_stops_at_once(
    tmp_path: Path, closed_port: int, processes: list[BotProcess]
) -> None:
    """With the default waits (1 s, 2 s, ... up to a minute), SIGTERM after a failed attempt ends the wait: exit 0,
    the database closed."""
    base = f"127.0.0.1:{closed_port}"
    proc = await start(processes, bot_env(tmp_path, None, f"http://{base}/api/v10", f"ws://{base}/gateway"))
    await wait_attempt(proc, 1)
    returncode = await proc.stop()
    assert_stopped_cleanly(proc, returncode, tmp_path / "junta.sqlite3")


async def test_sigterm_while_the_gateway_says_nothing_stops_at_once(
    tmp_path: Path, processes: list[BotProcess]
) -> None:
    """The REST API answers, the gateway accepts the connection and says nothing (the bot would wait up to 30 s
    for it): SIGTERM while it waits stops the bot at once, exit 0."""
    opened = asyncio.Event()

    async def gateway_info(request: web.Request) -> web.Response:
        return web.json_response({"url": "ws://unused"})

    async def silent(request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        opened.set()
        async for _ in ws:
            pass
        return ws

    app = web.Application()
    app.router.add_get("/api/v10/gateway", gateway_info)
    app.router.add_get("/gateway", silent)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    try:
        assert site._server is not None
        port = int(site._server.sockets[0].getsockname()[1])  # type: ignore[attr-defined]
        base = f"127.0.0.1:{port}"
        proc = await start(processes, bot_env(tmp_path, None, f"http://{base}/api/v10", f"ws://{base}/gateway"))
        await asyncio.wait_for(opened.wait(), 30)
        returncode = await proc.stop()
    finally:
        await runner.cleanup()
    assert returncode == 0, proc.tail()
    assert proc.error_lines() == [] and attempts(proc) == []
    assert proc.lines[-1].endswith(" INFO bot: stopped")


# --- Discord comes up ---------------------------------------------------------------------------------------------
async def test_the_bot_connects_once_discord_comes_up(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path, fast_retries: Path
) -> None:
    """Discord is down when the bot starts (connections refused); after a few attempts it comes up on the same
    address: the bot connects, syncs its commands and answers them. No voice warning in the log."""
    await fake.stop()
    proc = await start_bot(
        "bot", env={"JUNTA_DB": str(tmp_path / "junta.sqlite3"), "JUNTA_CONFIG": str(fast_retries)}, wait_ready=False
    )
    await wait_attempt(proc, 2)
    await fake.start()
    await fake.wait_ready(timeout=30)
    await fake.wait_commands_synced(COMMANDS)
    got = await run(fake, world.alice, world.channel, "junta help")
    assert "/junta join" in got.content
    line = await proc.wait_for_line("Discord answers")
    failed = int(re.search(r"after (\d+) failed", line).group(1))  # type: ignore[union-attr]
    assert failed >= 2 and [n for n, _ in attempts(proc)] == list(range(1, failed + 1))
    assert all("Cannot connect to host" in what for _, what in attempts(proc))
    assert not any(VOICE.search(line) for line in proc.lines)
    await fake.wait_idle()
    assert await proc.stop() == 0, proc.tail()
    assert proc.lines[-1].endswith(" INFO bot: stopped") and not Path(f"{tmp_path / 'junta.sqlite3'}-wal").exists()


async def test_discord_answering_5xx_is_tried_again(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path, fast_retries: Path
) -> None:
    """Discord answers 503 twice when asked for its gateway, then 503 at the login: one line each, then the bot
    logs in (a new client: the failed one cannot log in again) and connects."""
    fake.fail_next("GET", r"^/gateway$", status=503, times=2)
    fake.fail_next("GET", r"^/users/@me$", status=503, times=1)
    proc = await start_bot("bot", env={"JUNTA_DB": str(tmp_path / "junta.sqlite3"), "JUNTA_CONFIG": str(fast_retries)})
    await fake.wait_commands_synced(COMMANDS)
    tried = attempts(proc)
    assert [n for n, _ in tried] == [1, 2, 3], proc.tail()
    assert "/api/v10 answered 503" in tried[0][1] and "/api/v10 answered 503" in tried[1][1]
    assert tried[2][1].startswith("Discord answered 503")
    got = await run(fake, world.alice, world.channel, "junta help")
    assert "/junta join" in got.content


async def test_a_gateway_that_refuses_while_the_api_answers_is_tried_again(
    fake: FakeDiscord, start_bot: BotLauncher, tmp_path: Path, fast_retries: Path, closed_port: int
) -> None:
    """The REST API answers but the gateway refuses connections: one line per attempt naming the gateway (not
    discord.py's crash on a failed first connection), SIGTERM: exit 0."""
    env = {
        "JUNTA_DB": str(tmp_path / "junta.sqlite3"),
        "JUNTA_CONFIG": str(fast_retries),
        "DISCORD_GATEWAY_URL": f"ws://127.0.0.1:{closed_port}/gateway",
    }
    proc = await start_bot("bot", env=env, wait_ready=False)
    await wait_attempt(proc, 3)
    returncode = await proc.stop()
    assert_stopped_cleanly(proc, returncode, tmp_path / "junta.sqlite3")
    assert all(f"Cannot connect to host 127.0.0.1:{closed_port}" in what for _, what in attempts(proc))


async def test_a_refused_token_is_one_line_and_exit_2(
    fake: FakeDiscord, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """Discord answers but refuses the token: no retry, one line saying so, exit 2."""
    env = {"JUNTA_DB": str(tmp_path / "junta.sqlite3"), "JUNTA_CONFIG": "", "DISCORD_TOKEN": "MTIz.wrong.token"}
    proc = await start_bot("bot", env=env, wait_ready=False)
    assert proc.proc is not None
    returncode = await proc.proc.wait()
    await proc.stop()
    assert returncode == 2, proc.tail()
    assert proc.lines[-1] == "junta-bot: Discord refused the token: check DISCORD_TOKEN (or [discord] token)"
    assert attempts(proc) == [] and proc.error_lines() == []
    # The fake counts a refused token as the bot's mistake, which is what this test does on purpose.
    assert [v.kind for v in fake.violations] == ["unauthorized"]
    fake.violations.clear()


@pytest.mark.usefixtures("world")
async def test_a_normal_start_logs_no_voice_warning(fake: FakeDiscord, start_bot: BotLauncher, tmp_path: Path) -> None:
    """A bot without voice does not warn at each start that the voice libraries are missing."""
    proc = await start_bot("bot", env={"JUNTA_DB": str(tmp_path / "junta.sqlite3"), "JUNTA_CONFIG": ""})
    await fake.wait_commands_synced(COMMANDS)
    await proc.wait_for_line("connected as")
    assert not any(VOICE.search(line) for line in proc.lines), proc.tail()
    assert attempts(proc) == []


@pytest.mark.usefixtures("world")
async def test_the_synced_commands_carry_their_german(
    fake: FakeDiscord, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """A German Discord client shows the bot's commands in German (issue 23): every command, subcommand and option
    Discord stores for the bot has a German description, every fixed choice a German name, and the English stays
    the base every other client reads."""
    await start_bot("bot", env={"JUNTA_DB": str(tmp_path / "junta.sqlite3"), "JUNTA_CONFIG": ""})
    synced = await fake.wait_commands_synced(COMMANDS)
    missing: list[str] = []

    def check(items: list[dict[str, Any]], path: str) -> None:
        for item in items:
            where = f"{path} {item['name']}".strip()
            if not (item.get("description_localizations") or {}).get("de"):
                missing.append(f"/{where}")
            missing.extend(
                f"/{where} choice {c['value']}"
                for c in item.get("choices") or []
                if "de" not in (c.get("name_localizations") or {})
            )
            check(item.get("options") or [], where)

    check(synced, "")
    assert not missing, missing
    vote = next(c for c in synced if c["name"] == "vote")
    assert vote["description"] == t("en", "cmd-vote-desc") != vote["description_localizations"]["de"]
    assert vote["description_localizations"]["de"] == t("de", "cmd-vote-desc")
    assert not {"en-US", "en-GB"} & vote["description_localizations"].keys()
    assert "de" not in (vote.get("name_localizations") or {})  # names stay English: help texts and players use them
