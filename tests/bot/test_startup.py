"""Start-up failures of the real entry point (`python -m bot`): a database the bot cannot use is one line on stderr
and exit 2, the file untouched; and the pieces `bot.app` uses to wait for Discord (backoff, probe, descriptions).

The tests run as root here and in CI, and root ignores permission bits (CAP_DAC_OVERRIDE). So the bot runs with
those capabilities dropped from its bounding set before it starts (`python -c DROP ... -m bot`): it is still
uid 0 (so it can read the virtual environment under /root) but the kernel checks the file modes as for anyone
else. Each test first checks that the kernel really refuses the write, and is skipped, saying why, if it cannot.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import random
import socket
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from types import SimpleNamespace

import aiohttp
import discord
import discord.gateway
import discord.http
import pytest
import yarl
from aiohttp import web

from bot.startup import Backoff, Unreachable, describe, is_transient, probe
from bot.store import Store
from bot.store.migrate import migrate

REPO = Path(__file__).resolve().parents[2]

# Drops CAP_DAC_OVERRIDE (1), CAP_DAC_READ_SEARCH (2) and CAP_FOWNER (3) from the bounding set, then runs Python with
# the remaining arguments: as uid 0, the new program's capabilities are the bounding set, so it has none of them.
DROP = (
    "import ctypes, os, sys\n"
    "if os.geteuid() == 0:\n"
    "    prctl = ctypes.CDLL(None, use_errno=True).prctl\n"
    "    for cap in (1, 2, 3):\n"
    "        if prctl(24, cap, 0, 0, 0) != 0:\n"  # PR_CAPBSET_DROP
    "            sys.exit(f'cannot drop capability {cap}: {os.strerror(ctypes.get_errno())}')\n"
    "os.execv(sys.executable, [sys.executable, *sys.argv[1:]])\n"
)


def unprivileged(*args: str) -> list[str]:
    """The command line running `python *args` without root's exemption from file permissions."""
    return [sys.executable, "-c", DROP, *args]


def require_permissions_enforced(path: Path) -> None:
    """Skip unless a process started by `unprivileged` is really refused writing the file `path`, or creating a
    file in the folder `path`."""
    target = path / ".can-i-write" if path.is_dir() else path
    flags = "os.O_RDWR | os.O_CREAT | os.O_EXCL" if path.is_dir() else "os.O_RDWR | os.O_APPEND"
    check = subprocess.run(
        unprivileged("-c", f"import os; os.close(os.open({str(target)!r}, {flags}))"),
        capture_output=True,
        text=True,
        timeout=60,
    )
    if check.returncode == 0:
        if path.is_dir():
            target.unlink()
        pytest.skip(f"cannot make the kernel refuse writing a read-only file here (euid {os.geteuid()})")
    if "PermissionError" not in check.stderr:
        pytest.skip(f"cannot drop root's permission override here: {check.stderr.strip().splitlines()[-1:]}")


@pytest.fixture
def closed_port() -> Iterator[int]:
    """A port on 127.0.0.1 where nothing listens (bound, so nobody else takes it while the test runs)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        yield int(sock.getsockname()[1])


def start_bot(db: Path, port: int, *args: str) -> subprocess.CompletedProcess[str]:
    """`python -m bot [args]` on `db`, as an unprivileged process, Discord (never reached) on a closed port."""
    env = {
        **os.environ,
        "JUNTA_CONFIG": "",
        "JUNTA_DB": str(db),
        "DISCORD_TOKEN": "MTIz.not-a-real.token",
        "DISCORD_API_BASE": f"http://127.0.0.1:{port}/api/v10",
        "DISCORD_GATEWAY_URL": f"ws://127.0.0.1:{port}/gateway",
    }
    return subprocess.run(
        unprivileged("-m", "bot", *args), cwd=REPO, env=env, capture_output=True, text=True, timeout=60
    )


def snapshot(db: Path) -> tuple[str | None, int | None, list[str]]:
    """The file's bytes (hashed) and modification time, and what its folder holds."""
    folder = db.parent if db.parent.is_dir() else db.parent.parent
    listing = sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))
    if not db.is_file():
        return None, None, listing
    return hashlib.sha256(db.read_bytes()).hexdigest(), db.stat().st_mtime_ns, listing


def a_database(path: Path, *, journal: str = "wal") -> Path:
    """A database made by the bot's migrations (as a bot that ran and stopped leaves it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    migrate(path)
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA journal_mode = {journal}")
    conn.close()
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]
    return path


def assert_refused_untouched(db: Path, port: int, *words: str) -> str:
    before = snapshot(db)
    done = start_bot(db, port)
    lines = done.stderr.splitlines()
    assert done.returncode == 2, done.stderr
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("junta-bot: "), lines
    for word in words:
        assert word in lines[0]
    assert snapshot(db) == before
    return lines[0]


@pytest.fixture
def read_only_folders() -> Iterator[list[Path]]:
    """Folders a test makes read-only; made writable again at the end (so tmp_path can be removed)."""
    folders: list[Path] = []
    yield folders
    for folder in folders:
        folder.chmod(0o755)


def make_read_only(path: Path, folders: list[Path]) -> None:
    path.chmod(stat.S_IMODE(path.stat().st_mode) & ~0o222)
    if path.is_dir():
        folders.append(path)


# --- a database the bot cannot use --------------------------------------------------------------------------------
def test_a_read_only_database_file_is_one_line_and_exit_2_the_file_untouched(tmp_path: Path, closed_port: int) -> None:
    """An existing database whose file is read-only: one line on stderr, exit 2, the file byte for byte and its
    modification time as they were, nothing created beside it."""
    db = a_database(tmp_path / "data" / "junta.sqlite3")
    make_read_only(db, [])
    require_permissions_enforced(db)
    line = assert_refused_untouched(db, closed_port, str(db), "cannot write", "permissions")
    assert "Traceback" not in line


@pytest.mark.parametrize("journal", ["wal", "delete"])
def test_a_database_in_a_read_only_folder_is_one_line_and_exit_2_the_file_untouched(
    tmp_path: Path, closed_port: int, read_only_folders: list[Path], journal: str
) -> None:
    """An existing database in a folder the bot may not write, so SQLite cannot create its -wal, -shm or journal
    files beside it (whichever journal mode the file was left in): one line, exit 2, the file untouched."""
    db = a_database(tmp_path / "data" / "junta.sqlite3", journal=journal)
    make_read_only(db.parent, read_only_folders)
    require_permissions_enforced(db.parent)
    assert_refused_untouched(db, closed_port, str(db), "junta.sqlite3-wal", "permissions")


def test_a_new_database_in_a_read_only_folder_is_one_line_and_exit_2(
    tmp_path: Path, closed_port: int, read_only_folders: list[Path]
) -> None:
    """No database yet, in a folder the bot may not write: one line, exit 2, nothing created."""
    folder = tmp_path / "data"
    folder.mkdir()
    make_read_only(folder, read_only_folders)
    require_permissions_enforced(folder)
    assert_refused_untouched(folder / "junta.sqlite3", closed_port, "junta.sqlite3", "permissions")


def test_a_database_folder_that_cannot_be_created_is_one_line_and_exit_2(
    tmp_path: Path, closed_port: int, read_only_folders: list[Path]
) -> None:
    """The database's folder does not exist and cannot be made (its parent is read-only): one line, exit 2."""
    parent = tmp_path / "srv"
    parent.mkdir()
    make_read_only(parent, read_only_folders)
    require_permissions_enforced(parent)
    assert_refused_untouched(parent / "junta" / "junta.sqlite3", closed_port, "cannot create the database folder")


def test_a_database_path_under_a_file_is_one_line_and_exit_2(tmp_path: Path, closed_port: int) -> None:
    """The database's folder is a file: one line, exit 2, the file untouched."""
    (tmp_path / "notes").write_text("not a folder\n")
    assert_refused_untouched(tmp_path / "notes" / "junta.sqlite3", closed_port, "is a file, not a folder")
    assert (tmp_path / "notes").read_text() == "not a folder\n"


def test_a_database_path_that_is_a_folder_is_one_line_and_exit_2(tmp_path: Path, closed_port: int) -> None:
    """The database path names a folder: one line, exit 2, the folder as it was."""
    (tmp_path / "junta").mkdir()
    assert_refused_untouched(tmp_path / "junta", closed_port, "is a folder")
    assert list((tmp_path / "junta").iterdir()) == []


def test_a_file_that_is_not_a_database_is_one_line_and_exit_2_the_file_untouched(
    tmp_path: Path, closed_port: int
) -> None:
    """The database path names a file that is not a SQLite database: one line, exit 2, the file untouched."""
    db = tmp_path / "junta.sqlite3"
    db.write_text("These are my notes, not a database.\n" * 200)
    assert_refused_untouched(db, closed_port, "is not a SQLite database")


async def test_a_second_bot_on_the_same_sqlite_file_is_one_line_pointing_to_postgresql_and_exit_2(
    tmp_path: Path, closed_port: int
) -> None:
    """One bot process per SQLite file: while a bot has the file open, another refuses to start, in one line that
    says why and points to PostgreSQL; once the first has stopped, the file is free again."""
    db = a_database(tmp_path / "junta.sqlite3")
    async with await Store.open(db, exclusive=True):
        line = assert_refused_untouched(db, closed_port, "another bot process", str(db), "PostgreSQL")
        assert line.startswith("junta-bot: another bot process is using the SQLite database")
    async with await Store.open(db, exclusive=True):
        pass


def test_a_worker_on_a_sqlite_file_is_one_line_and_exit_2(tmp_path: Path, closed_port: int) -> None:
    """`junta-bot --worker` works beside gateway processes on a PostgreSQL database; on a SQLite file, which one bot
    process uses for all the work, it refuses to start in one line that says so and points to PostgreSQL, exit 2,
    and makes no file."""
    db = tmp_path / "junta.sqlite3"
    done = start_bot(db, closed_port, "--worker")
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("junta-bot: --worker needs a PostgreSQL database") and done.stderr.count("\n") == 1
    assert not db.exists()


# --- waiting for Discord ------------------------------------------------------------------------------------------
def test_the_waits_double_from_one_second_to_the_cap_with_jitter() -> None:
    """1 s, 2 s, 4 s, ... each within 20% either way, never above the cap; a cap under 1 s is the first wait too."""
    backoff = Backoff(60, rng=random.Random(7))
    waits = [backoff.next() for _ in range(10)]
    for wait, nominal in zip(waits, [1, 2, 4, 8, 16, 32, 60, 60, 60, 60], strict=True):
        assert nominal * 0.8 <= wait <= min(60, nominal * 1.2)
    assert len(set(waits)) == len(waits)  # jittered
    short = Backoff(0.05, rng=random.Random(7))
    assert all(0.04 <= short.next() <= 0.05 for _ in range(5))
    with pytest.raises(ValueError):
        Backoff(0)


def test_what_went_wrong_is_one_short_line() -> None:
    """The log line of a failed attempt says what happened in a few words, on one line."""
    assert describe(Unreachable("the gateway ws://x/gateway did not say hello")) == (
        "the gateway ws://x/gateway did not say hello"
    )
    assert describe(ConnectionRefusedError(111, "Connect call failed")) == (
        "ConnectionRefusedError: [Errno 111] Connect call failed"
    )
    assert describe(TimeoutError()) == "TimeoutError"
    assert describe(RuntimeError("a\n  b" + "c" * 400)).startswith("RuntimeError: a b")
    assert len(describe(RuntimeError("c" * 400))) == 300


def test_only_what_may_pass_is_tried_again() -> None:
    """The network, DNS, timeouts, a 5xx or 429: try again. A refused token or a bug: do not."""
    assert is_transient(ConnectionRefusedError())
    assert is_transient(TimeoutError())
    assert is_transient(aiohttp.ClientConnectionError())
    assert is_transient(Unreachable("x"))
    assert is_transient(discord.DiscordServerError(SimpleNamespace(status=503, reason="Service Unavailable"), ""))
    assert is_transient(discord.HTTPException(SimpleNamespace(status=429, reason="Too Many Requests"), ""))
    assert not is_transient(discord.Forbidden(SimpleNamespace(status=403, reason="Forbidden"), ""))
    assert not is_transient(discord.LoginFailure("Improper token has been passed."))
    assert not is_transient(ValueError("a bug"))


async def serve(handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> tuple[web.AppRunner, int]:
    """A local server: GET /api/v10/gateway answers 200; /gateway runs `handler`."""

    async def gateway_info(request: web.Request) -> web.Response:
        return web.json_response({"url": "ws://unused"})

    app = web.Application()
    app.router.add_get("/api/v10/gateway", gateway_info)
    app.router.add_get("/gateway", handler)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    server = site._server
    assert server is not None
    port = int(server.sockets[0].getsockname()[1])  # type: ignore[attr-defined]
    return runner, port


@pytest.fixture
def point_discord_at(monkeypatch: pytest.MonkeyPatch) -> Callable[[int], None]:
    """Point discord.py's URLs (which `probe` reads) at a local port, for this test only."""

    def point(port: int) -> None:
        monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
        monkeypatch.setattr(
            discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(f"ws://127.0.0.1:{port}/gateway")
        )

    return point


async def test_a_gateway_that_does_not_answer_is_unreachable(point_discord_at: Callable[[int], None]) -> None:
    """The REST API answers but the gateway accepts the connection and says nothing: the probe gives up after its
    timeout with a sentence, and closes what it opened."""
    opened = asyncio.Event()

    async def silent(request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        opened.set()
        async for _ in ws:
            pass
        return ws

    runner, port = await serve(silent)
    try:
        point_discord_at(port)
        with pytest.raises(Unreachable, match=r"no answer from .* within 0\.2 s"):
            await probe(timeout=0.2)
        assert opened.is_set()
    finally:
        await runner.cleanup()


async def test_a_gateway_that_hangs_up_or_talks_nonsense_is_unreachable(
    point_discord_at: Callable[[int], None],
) -> None:
    """The gateway closes at once, or its first word is not HELLO: unreachable, in a sentence."""

    async def hang_up(request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.close()
        return ws

    async def nonsense(request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.send_str('{"op": 0, "d": null}')
        await ws.receive()
        return ws

    for handler, words in ((hang_up, "closed the connection"), (nonsense, "did not say hello")):
        runner, port = await serve(handler)
        try:
            point_discord_at(port)
            with pytest.raises(Unreachable, match=words):
                await probe(timeout=5)
        finally:
            await runner.cleanup()


async def test_a_gateway_that_says_hello_is_reachable(point_discord_at: Callable[[int], None]) -> None:
    """The REST API answers and the gateway says HELLO: the probe returns and hangs up."""
    closed = asyncio.Event()

    async def hello(request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.send_str('{"op": 10, "d": {"heartbeat_interval": 41250}, "s": null, "t": null}')
        async for _ in ws:
            pass
        closed.set()
        return ws

    runner, port = await serve(hello)
    try:
        point_discord_at(port)
        await probe(timeout=5)
        await closed.wait()
    finally:
        await runner.cleanup()
