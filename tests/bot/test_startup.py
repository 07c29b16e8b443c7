"""Start-up failures of the real entry point (`python -m bot`): a database the bot cannot use is one line on stderr
and exit 2, the file untouched.

The tests run as root here and in CI, and root ignores permission bits (CAP_DAC_OVERRIDE). So the bot runs with
those capabilities dropped from its bounding set before it starts (`python -c DROP ... -m bot`): it is still
uid 0 (so it can read the virtual environment under /root) but the kernel checks the file modes as for anyone
else. Each test first checks that the kernel really refuses the write, and is skipped, saying why, if it cannot.
"""

from __future__ import annotations

import hashlib
import os
import socket
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.migrate import migrate

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


def start_bot(db: Path, port: int) -> subprocess.CompletedProcess[str]:
    """`python -m bot` on `db`, as an unprivileged process, Discord (never reached) on a closed port."""
    env = {
        **os.environ,
        "JUNTA_CONFIG": "",
        "JUNTA_DB": str(db),
        "DISCORD_TOKEN": "MTIz.not-a-real.token",
        "DISCORD_API_BASE": f"http://127.0.0.1:{port}/api/v10",
        "DISCORD_GATEWAY_URL": f"ws://127.0.0.1:{port}/gateway",
    }
    return subprocess.run(unprivileged("-m", "bot"), cwd=REPO, env=env, capture_output=True, text=True, timeout=60)


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
