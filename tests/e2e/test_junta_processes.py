"""Two bot processes on one PostgreSQL database (issue 26): a gateway process (`python -m bot`) and a worker
(`python -m bot --worker`) run three games at once to their end, while they are SIGKILLed and started again: the
gateway in the middle of resolving phases (right after the moderators' `/gm advance`), the worker in the middle of
delivering the news. No acknowledged order is lost, no phase is resolved twice, each post reaches Discord once (or once
more across a kill), in its game's order, and every game replays exactly (`python -m bot.replay`).

Each game: one person (who gives random orders in DMs) and five computer families; a moderator advances each phase.
And mid-delivery for certain: while the bot sends 4 requests a second, the worker is SIGKILLed, then SIGTERMed, at a
moment the database shows it holding a game whose news are partly posted.
Runs on PostgreSQL only (skipped without a server, unless JUNTA_POSTGRES_REQUIRED is set)."""

from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from bot.discord_transport import SEPARATOR
from rules.simulate import random_orders
from tests.e2e.conftest import REPO_ROOT, BotLauncher, World, _no_tls_env
from tests.e2e.database import database_url, reading
from tests.e2e.fakediscord import BotProcess, Channel, FakeDiscord, Interaction, Permission, User
from tests.e2e.junta import COMMANDS, JuntaTable, dm, order_command, read_state, run

GAMES = 3
MAX_PHASES = 300
LEASE = 3  # seconds: a killed process's claims pass to the other this soon


class Processes:
    """The gateway and the worker, started (again) on one database."""

    def __init__(self, start_bot: BotLauncher, fake: FakeDiscord, url: str, config: Path | None = None) -> None:
        self.start_bot, self.fake = start_bot, fake
        self.env = {"JUNTA_DATABASE_URL": url, "JUNTA_CONFIG": str(config or ""), "JUNTA_LEASE_SECONDS": str(LEASE)}
        self.gateway: BotProcess | None = None
        self.worker: BotProcess | None = None
        self.kills: Counter[str] = Counter()

    async def start_gateway(self) -> None:
        self.gateway = await self.start_bot("bot", env=self.env, timeout=60)  # a start on a busy machine: slow
        await self.fake.wait_commands_synced(COMMANDS)

    async def start_worker(self, lease: int = LEASE) -> None:
        env = {**os.environ, **_no_tls_env(), **self.fake.env(), **self.env, "JUNTA_LEASE_SECONDS": str(lease)}
        self.worker = BotProcess([sys.executable, "-u", "-m", "bot", "--worker"], env=env, cwd=REPO_ROOT, name="worker")
        self.start_bot.processes.append(self.worker)
        await self.worker.start()
        await self.worker.wait_for_line("working", timeout=60)

    async def kill(self, which: str, *, lease: int = LEASE) -> None:
        """SIGKILL the gateway or the worker, and start it again (the worker with a lease of `lease` seconds)."""
        proc = self.gateway if which == "gateway" else self.worker
        assert proc is not None and proc.running, which
        await proc.kill()
        self.kills[which] += 1
        await (self.start_gateway() if which == "gateway" else self.start_worker(lease))


class Game:
    def __init__(self, fake: FakeDiscord, world: World, channel: Channel, person: User, family: str) -> None:
        self.fake, self.world, self.channel, self.person, self.family = fake, world, channel, person, family
        self.recorded = 0  # orders the bot acknowledged ("Recorded")
        self.over = False

    async def create(self) -> None:
        got = await run(
            self.fake, self.world.bob, self.channel, "junta create",
            {"name": f"Republica {self.channel.id % 1000}", "computer_players": 5, "phase_minutes": 600},
        )  # fmt: skip
        assert "created" in got.content, got.content
        got = await run(self.fake, self.person, self.channel, "junta join", {"family": self.family})
        assert "You joined" in got.content, got.content
        inter = await self.fake.slash(self.world.bob, self.channel, "junta start", {})
        assert "has started" in (await inter.response()).content

    def phase(self, db: Path) -> int:
        got = read_state(db, self.channel.id)
        assert got is not None
        if got[1].over:
            self.over = True
        return got[0]

    async def give_orders(self, db: Path, rng: random.Random) -> None:
        got = read_state(db, self.channel.id)
        assert got is not None
        _, state = got
        me = next(p.id for p in state.players if p.name == self.family)
        for sub in random_orders(state, rng, miss=0.2):
            command = order_command(state, sub.order) if sub.player == me else None
            if command is None:
                continue
            name, options, _ = command
            reply = await dm(self.fake, self.person, name, options)
            self.recorded += reply.content.startswith("Recorded")

    def advance(self) -> asyncio.Task[Interaction]:
        return asyncio.ensure_future(self.fake.slash(self.world.bob, self.channel, "gm advance", {}))


async def eventually(check: object, what: str, timeout: float = 60) -> None:
    async with asyncio.timeout(timeout):
        while not check():  # type: ignore[operator]
            await asyncio.sleep(0.1)


def is_results(text: str) -> bool:
    """A phase's results post: its first line is '**<the phase> has resolved.**'."""
    return text.split("\n", 1)[0].endswith(" has resolved.**")


def in_order(queued: list[str], posted: list[str]) -> int:
    """Check that the channel posts `queued` (in queue order) all reached Discord in that order, as the messages
    `posted` there (the bot's messages, in order; its answers to commands among them): a message is one queued post
    or several that follow each other in the queue, joined by a blank line (bot.discord_transport.coalesce_posts).
    The number of messages that were sent again (a run of posts sent before, across a kill)."""
    done, again = 0, 0
    for text in posted:
        for start in range(done, max(-1, done - 50), -1):  # the next posts, else a run sent before
            end, joined = start, ""
            while end < len(queued) and len(joined) < len(text):
                joined = queued[end] if end == start else f"{joined}{SEPARATOR}{queued[end]}"
                end += 1
            if joined == text:
                again += start < done
                done = max(done, end)
                break
        # else: not a queued post (the answer to a command)
    assert done == len(queued), f"not posted, or out of order: {queued[done : done + 3]}"
    return again


def twice(db: Path, channel_id: int, texts: list[str]) -> str:
    """What a failed assertion shows: each text posted more than once, with the outbox rows that queued it."""
    lines = []
    with reading(db) as query:
        rows = query(
            """SELECT o.id, o.game_id, o.phase_seq, o.kind, o.created_at, o.sent_at, o.attempts, o.payload
               FROM outbox o JOIN games g ON g.id = o.game_id WHERE g.channel_id = ? ORDER BY o.id""",
            (channel_id,),
        )
    for text, n in Counter(texts).items():
        if n < 2:
            continue
        lines.append(f"posted {n} times: {text[:120]!r}")
        for id_, game_id, seq, kind, created, sent, attempts, payload in rows:
            if json.loads(payload).get("text") == text:
                lines.append(
                    f"  outbox #{id_} game {game_id} phase {seq} {kind}: created {created}, sent {sent}, x{attempts}"
                )
    return "\n".join(lines)


@pytest.mark.slow
async def test_a_gateway_and_a_worker_killed_and_restarted_play_three_games_to_the_end(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    db = tmp_path / "junta.sqlite3"  # stands for the test's PostgreSQL database
    url = database_url(db)
    processes = Processes(start_bot, fake, url)
    await processes.start_gateway()
    await processes.start_worker()
    games = [
        Game(fake, world, fake.add_channel(world.guild, f"game-{i}"), fake.add_player(world.guild, f"p{i}"), f"P{i}")
        for i in range(GAMES)
    ]
    for game in games:
        await game.create()
    rng = random.Random("processes")
    for round_no in range(MAX_PHASES):
        live = [g for g in games if not g.over]
        if not live:
            break
        for game in live:
            await game.give_orders(db, rng)
        before = {id(g): g.phase(db) for g in live}
        advancing = [g.advance() for g in live]
        if round_no % 10 == 3:
            # Mid-resolution: the gateway dies while it resolves the phases the moderators just advanced.
            await asyncio.sleep(rng.uniform(0.0, 0.15))
            await processes.kill("gateway")
            for task in advancing:
                task.cancel()
        else:
            for task in advancing:
                reply = await (await task).response(timeout=30)  # three games' resolutions at once, on a busy machine
                assert "resolved" in reply.content or "is over" in reply.content, reply.content
            if round_no % 10 == 8:
                # Mid-delivery: the worker dies while it sends the new phases' news.
                await processes.kill("worker")
        for game in live:
            if game.phase(db) == before[id(game)] and not game.over:  # the kill came before the commit: again
                reply = await (await game.advance()).response(timeout=30)
                assert "resolved" in reply.content, reply.content
                assert game.phase(db) == before[id(game)] + 1
            assert game.phase(db) == before[id(game)] + 1  # one phase a round: never resolved twice
    assert all(g.over for g in games), "the games did not end"
    assert processes.kills["gateway"] >= 2 and processes.kills["worker"] >= 2, processes.kills

    # Every message is delivered in the end (a dead process's claims pass to the other after the lease).
    def delivered() -> bool:
        with reading(db) as query:
            return bool(query("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND dead_at IS NULL")[0][0] == 0)

    await eventually(delivered, "the outbox to be empty", timeout=120)
    await fake.wait_idle()

    with reading(db) as query:
        rows = query(
            """SELECT o.game_id, g.channel_id, o.kind, o.payload, o.phase_seq FROM outbox o
               JOIN games g ON g.id = o.game_id WHERE o.sent_at IS NOT NULL ORDER BY o.id"""
        )
        for game in games:
            seat = query(
                "SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id "
                "WHERE g.channel_id = ? AND s.user_id = ?",
                (game.channel.id, game.person.id),
            )[0]
            stored = query("SELECT COUNT(*) FROM orders WHERE game_id = ? AND seat = ?", seat)[0][0]
            assert stored >= game.recorded > 0, (stored, game.recorded)  # no acknowledged order is lost
    kills = sum(processes.kills.values())
    for game in games:
        # Each channel post went out once, or once more across a kill, in the order it was queued.
        queued = [json.loads(p)["text"] for _, ch, kind, p, _ in rows if ch == game.channel.id and kind == "channel"]
        posted = [m.content for m in fake.messages(game.channel) if m.author.id == fake.bot_user.id]
        extra = in_order(queued, posted)
        assert extra <= kills, twice(db, game.channel.id, posted)  # at most the post under way at each kill, again
        # No phase resolved twice: each phase's results were queued once, phase after phase. (Not told by their
        # texts: two phases' results may read alike, e.g. a turn's budget proposal and vote come again, under the
        # same names, after a New Budget card.)
        resolved = [
            seq
            for _, ch, kind, p, seq in rows
            if ch == game.channel.id and kind == "channel" and is_results(json.loads(p)["text"])
        ]
        assert resolved == list(range(resolved[0], game.phase(db))), resolved
    # What Discord saw of the kills: the moderators' /gm advance sent to a gateway that died, unanswered.
    fake.violations[:] = [
        v for v in fake.violations if v.kind != "interaction_timeout" or "/gm advance" not in v.detail
    ]
    done = subprocess.run(
        [sys.executable, "-m", "bot.replay", "--db", url], capture_output=True, text=True, cwd=REPO_ROOT, timeout=300
    )
    assert done.returncode == 0 and " 0 mismatch(es)" in done.stdout, done.stdout + done.stderr


async def test_two_shards_on_one_database_play_a_game_together(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """Two gateway processes, shards 0 and 1 of 2, on one database: the server's commands go to its shard, the DM
    commands to shard 0 (as Discord sends them), which passes them on to both (`share_dm_commands`); each is answered
    once; the game goes on whichever process acts."""
    url = database_url(tmp_path / "junta.sqlite3")
    config = tmp_path / "config.toml"
    config.write_text("[discord]\nshare_dm_commands = true\n", encoding="utf-8")  # shard 0 passes DMs on
    env = {"JUNTA_DATABASE_URL": url, "JUNTA_CONFIG": str(config), "JUNTA_SHARD_COUNT": "2"}
    shards = [await start_bot("bot", env={**env, "JUNTA_SHARD_IDS": str(i)}) for i in range(2)]
    await fake.wait_commands_synced(COMMANDS)
    table = await JuntaTable.create(fake, world, 6)
    await table.elect("Fam1")
    assert all(proc.running for proc in shards)
    server_shard = (world.guild.id >> 22) % 2
    sessions = [s for s in fake.live_sessions() if s.shard is not None]
    assert sorted(int(s.shard[0]) for s in sessions if s.shard) == [0, 1]
    for session in sessions:
        assert session.shard is not None
        names = set(session.event_names)
        assert ("INTERACTION_CREATE" in names) == (int(session.shard[0]) in (0, server_shard))


async def test_a_dm_command_goes_to_its_games_shard_and_to_another_process_when_that_one_is_down(
    fake: FakeDiscord, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """Two gateway processes, shards 0 and 1 of 2, sharing DM commands, and a game in a server of shard 1: shard 0
    passes its players' DM commands on to shard 1's process, which serves the game; when that process is down, shard
    0's takes them from the inbox after a moment (1.5 s) and answers them itself."""
    guild = fake.add_guild("Far Republic", channels=("general", "game"), shard=(1, 2))
    moderators = fake.add_role(guild, "Moderator", permissions=Permission.MANAGE_GUILD)
    alice = fake.add_player(guild, "alice")
    bob = fake.add_player(guild, "bob", roles=[moderators])
    world = World(guild, fake.channel_by_name(guild, "game"), moderators, alice, bob, alice, fake.add_user("dave"))
    url = database_url(tmp_path / "junta.sqlite3")
    config = tmp_path / "config.toml"
    config.write_text("[discord]\nshare_dm_commands = true\n", encoding="utf-8")
    env = {"JUNTA_DATABASE_URL": url, "JUNTA_CONFIG": str(config), "JUNTA_SHARD_COUNT": "2"}
    shards = [await start_bot("bot", env={**env, "JUNTA_SHARD_IDS": str(i)}) for i in range(2)]
    await fake.wait_commands_synced(COMMANDS)
    table = await JuntaTable.create(fake, world, 6)
    got = await dm(fake, alice, "status")
    assert "Fam0" in got.content, got.content
    await shards[1].kill()
    asked = time.monotonic()
    got = await dm(fake, alice, "status")  # acknowledged by shard 0, then left for shard 1, then taken by shard 0
    assert "Fam0" in got.content, got.content
    assert time.monotonic() - asked >= 1.0  # it waited for shard 1's process first (not a measure of speed)
    assert table.players[0] == alice


def claimed_by(proc: BotProcess) -> str:
    """The claims' owner of a bot process (bot.store's `owner`: host, pid, a random part), as a LIKE pattern."""
    return f"%:{proc.pid}:%"


async def under_way(db: Path, proc: BotProcess, after: int, timeout: float = 60) -> int | None:
    """Wait until `proc` is delivering a game's news: it holds the claim on the game's unsent messages while some of
    the messages queued after outbox row `after` are posted already. That game, or None if the news all went out
    (by another process) first."""
    with reading(db) as query:
        async with asyncio.timeout(timeout):
            while True:
                rows = query(
                    """SELECT o.game_id FROM outbox o WHERE o.sent_at IS NULL AND o.dead_at IS NULL
                       AND o.lease_owner LIKE ? AND EXISTS (SELECT 1 FROM outbox s WHERE s.game_id = o.game_id
                                                           AND s.id > ? AND s.sent_at IS NOT NULL)""",
                    (claimed_by(proc), after),
                )
                if rows:
                    return int(rows[0][0])
                if not query("SELECT 1 FROM outbox WHERE id > ? AND sent_at IS NULL AND dead_at IS NULL", (after,)):
                    return None
                await asyncio.sleep(0.05)


def posted_once(fake: FakeDiscord, db: Path, games: list[Game], kills: int) -> None:
    """Each channel post reached Discord once, or once more across a kill (at most one a kill in all), in the order
    it was queued."""
    with reading(db) as query:
        rows = query(
            """SELECT g.channel_id, o.payload FROM outbox o JOIN games g ON g.id = o.game_id
               WHERE o.sent_at IS NOT NULL AND o.kind = 'channel' ORDER BY o.id"""
        )
    extra, shown = 0, []
    for game in games:
        queued = [json.loads(p)["text"] for ch, p in rows if ch == game.channel.id]
        posted = [m.content for m in fake.messages(game.channel) if m.author.id == fake.bot_user.id]
        shown.append(twice(db, game.channel.id, posted))
        extra += in_order(queued, posted)
    assert extra <= kills, "\n".join(shown)


@pytest.mark.slow
async def test_a_worker_killed_and_stopped_while_it_delivers_the_news_loses_no_post(
    fake: FakeDiscord, world: World, start_bot: BotLauncher, tmp_path: Path
) -> None:
    """Mid-delivery: the bot makes 4 requests a second (shared by its processes), so a phase's news take seconds to
    go out, and the worker is SIGKILLed twice while it is posting a game's news (it holds the game, some of the news
    are out), then stopped with SIGTERM while it is posting. Each post reaches Discord once (or once more across a
    SIGKILL), in its game's order. A SIGTERMed worker ends at once and gives its claims back as it stops: the lease
    it took is far too long for the gateway to take the game otherwise, and the gateway posts the rest."""
    db = tmp_path / "junta.sqlite3"
    url = database_url(db)
    config = tmp_path / "config.toml"
    config.write_text("[discord]\nrequests_per_second = 4\n", encoding="utf-8")
    processes = Processes(start_bot, fake, url, config)
    await processes.start_gateway()
    await processes.start_worker()
    games = [
        Game(fake, world, fake.add_channel(world.guild, f"news-{i}"), fake.add_player(world.guild, f"n{i}"), f"N{i}")
        for i in range(2)
    ]
    for game in games:
        await game.create()

    def delivered() -> bool:
        with reading(db) as query:
            return bool(query("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND dead_at IS NULL")[0][0] == 0)

    stopped = False
    for _ in range(30):
        if processes.kills["worker"] >= 2 and stopped:
            break
        await eventually(delivered, "the news to go out", timeout=120)
        with reading(db) as query:
            mark = int(query("SELECT COALESCE(MAX(id), 0) FROM outbox")[0][0])
        for task in [g.advance() for g in games]:
            reply = await (await task).response(timeout=30)
            assert "resolved" in reply.content, reply.content
        worker = processes.worker
        assert worker is not None
        if await under_way(db, worker, mark) is None:
            continue  # the gateway posted all of it this time
        if processes.kills["worker"] < 2:
            # Started again; its last life takes a long lease, to be stopped in.
            await processes.kill("worker", lease=600 if processes.kills["worker"] == 1 else LEASE)
            continue
        owner = claimed_by(worker)
        code = await worker.stop(timeout=10)
        assert code == 0 and not any("ignored SIGTERM" in line for line in worker.lines), worker.tail()
        with reading(db) as query:
            held = query(
                "SELECT id FROM outbox WHERE lease_owner LIKE ? AND sent_at IS NULL AND dead_at IS NULL", (owner,)
            )
        assert held == [], f"the stopped worker kept its claims on outbox rows {held}"
        stopped = True
    assert processes.kills["worker"] >= 2 and stopped, (processes.kills, stopped)
    await eventually(delivered, "the news to go out", timeout=120)  # by the gateway: the worker gave them back
    await fake.wait_idle()
    posted_once(fake, db, games, processes.kills["worker"])
