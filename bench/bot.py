"""Benchmark of the whole bot over the wire, against its floor:
`python -m bench.bot [--games N] [--players P] [--phases K] [--think S] [--seed X] [--global-limit R]
[--pacer R] [--db sqlite|postgres] [--processes N] [--workers W] [--share-dms] [--sweep S1,S2,...]
[--floor answers,sends]`.

Runs the same seeded load twice, one run after the other, each against a fresh local fake Discord
(tests/e2e/fakediscord) with a bot subprocess: first the real bot (`python -m bot`, with its own database), then
the floor (`python -m bench.floor_bot`: a minimal discord.py bot with the same commands, each of which defers and
then fills in a short text). The load drives N games at once, each in its own server and channel: `/junta create`,
P joins, `/junta start`, and then K phases where every player gives an order in a DM (`/nominate` or `/status`)
and marks it `/done`, or a moderator runs `/gm advance`. With `--think S` each command waits a random 0..S s
first, as people do (drawn from a generator seeded by `--seed`, the game and the player: both runs wait the same
times before the same commands); without it all N games' players act at the same instant (the worst case: bursts
of N x P interactions at once). The real bot's load waits for each phase to be announced in the game's channel;
the floor announces nothing, so its load goes on at once (only its answers are measured).

Prints for both runs, and their ratio: the bot process's CPU per interaction (its CPU seconds from the start to the
end of the load, the work left when the last answer came included, divided by the interactions it answered), the
acknowledgement latency (dispatch to the callback, as Discord measures its 3 s limit) and the complete-answer time
(dispatch to the answer the player reads: the callback's message, or the deferred message filled in), median and
p99. For the real bot also the phase delivery (from the action that closes a phase to the new phase's
announcement in the channel) and each command's acknowledgement.

The fake applies Discord's global rate limit (`--global-limit`, 50 requests per second by default; 0 turns it
off): requests over it are refused with a global 429 that discord.py waits out. The bot paces itself below it
(`--pacer`, its `[discord] requests_per_second`: 40 by default, 100,000 when the fake has no limit, so that the bot,
not Discord's budget, is what is measured). Prints the requests per second the
bot sent to the routes bound to that limit (peak second and mean, by kind: channel posts, DMs, DM-channel opens,
user look-ups) and to the exempt interaction endpoints, and the 429s it got.

`--profile PREFIX` runs each process under cProfile (bench.profile_bot: CPU time of the event loop's thread, of the
load's window only, from where the CPU per interaction is first read to where it is read again: signals start and end
it, and the stats are written to PREFIX.<process>.prof at its end) and prints each process's CPU by thread in that
window (the event loop's, and the others: aiosqlite's, the engine's); it slows the bot, so its figures are not the
bot's. The PostgreSQL server's CPU is that of the server JUNTA_TEST_POSTGRES_URL names (its postmaster and
children), reported apart from the bot's.

`--slow-callback S` runs the bot in asyncio's debug mode (`JUNTA_SLOW_CALLBACK`) and prints how many steps held its
event loop S seconds or more, and the longest.

Two floors (`--floor`, both by default): `answers`, the floor above (issue 26's figure: the bot's CPU per interaction
at most 2.5x its); and `sends`, the same floor bot that, after each answer, also sends its share of the Discord
requests the real bot sent in its run (channel posts, DMs, DM-channel opens: as many per interaction, of the same
mean body size, as the fake counted them; bench.floor_bot's `JUNTA_FLOOR_SENDS`), paced in the bot's own pacer at
the bot's pace (bot.pacing, 40/s under the fake's 50/s): the game's news is work the bot must do and the answer-only
floor does not, so the ratio to this floor is the cost of our own code. Its run lasts until it has sent them all.

Figures only: nothing here asserts a time. The fake Discord runs in this process and timestamps what the bot does
when its own loop gets to it, so a busy harness inflates every latency: the harness's loop lag is printed, and the
machine's load (its load average, and how busy its cores were during each run: this bot, the harness, everything
else). CPU seconds are the steadier figure on a shared machine; latencies are not.

Targets (issue 11): CPU per interaction within 2x of the floor; complete-answer p99 under 250 ms at
`--games 300 --think 10`; no 429. Defaults: 10 games of 6 players, 2 phases (an order phase closed by everyone's
/done, then a /gm advance), no think time, seed 1, limit 50/s; `--no-floor` runs the real bot only.
The database (issue 26): `--db sqlite` (a file, the default) or `--db postgres` (a new database in the server of
tests/postgres.py: `bash scripts/postgres.sh start`, or JUNTA_TEST_POSTGRES_URL). `--processes N` (PostgreSQL) runs
the bot as N gateway processes, shards 0..N-1 of N (the fake Discord routes each server's events to its shard and
every DM to shard 0, as Discord does; server i is on shard i mod N, as a large bot's thousands of servers spread
evenly); `--workers W` adds W `junta-bot --worker` processes; `--share-dms` turns on `[discord] share_dm_commands`
(shard 0 passes each DM command on to the process of its game's shard). The bot's CPU is that of all its
processes. `--sweep 20,10,6,4` runs the bot alone once per think time, the longest first (the load rises step by
step), with no global limit unless `--global-limit` is given, and prints for each step the throughput reached,
the complete-answer p99 and the CPU of the bot, PostgreSQL, the harness and the rest of the machine, then the highest
throughput at which the complete-answer p99 stays under 250 ms, with the limits that were in force. (Under Discord's
limit the load waits for each phase's news, paced at 40 requests a second: every step then runs at the pace of the
news, some 15 interactions a second at 300 games, whatever the bot could do.)

How long `--games 300 --think 10` takes: the floor about a minute (the think times: about 40 s a game); the bot as
long as its phases take to be announced. Under the global limit that is its requests over 50 a second: about 7
minutes for the bot of issue 11's start, whose phases' news needs about 7 times the limit at this load (1 minute
with `--global-limit 0`). Progress goes to stderr every 30 s.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import resource
import signal
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import asyncpg

from bench import trace_bot
from bench.cpu_quota import CpuQuota, QuotaUnavailable
from bot.pacing import DEFAULT_RATE
from tests.e2e.fakediscord import BotProcess, Channel, FakeDiscord, Permission, User
from tests.e2e.fakediscord.interactions import Interaction
from tests.e2e.fakediscord.process import ERROR_LINE, STALL_LINE
from tests.e2e.fakediscord.ratelimit import CHANNEL_POSTS, DM_OPENS, DM_POSTS, EXEMPT, KindTraffic
from tests.e2e.junta import opened_phase
from tests.postgres import fresh_database, server_url

REPO_ROOT = Path(__file__).resolve().parents[1]
COMMANDS = ["junta", "gm", "nominate", "status", "done"]
MS = 1000.0
PACER_UNLIMITED = 100_000
"""The bot's pacer without a global limit (requests per second): far above what it sends, so it never waits."""


async def poll(predicate: Callable[[], bool], timeout: float, what: str, every: float = 0.05) -> None:
    """Wait until `predicate()` by checking it every `every` s. The fake's own `wait_until` wakes every waiter on
    every change of its state, which with hundreds of waiters loads the loop that also serves the fake Discord,
    and that delay would be counted as the bot's. (What is measured is stamped by the fake, not by this poll.)"""
    deadline = time.perf_counter() + timeout
    while not predicate():
        if time.perf_counter() > deadline:
            raise TimeoutError(f"timed out after {timeout:g} s waiting for {what}")
        await asyncio.sleep(every)


def cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds a process (all its threads) has used so far (Linux /proc; NaN elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def waited_for_a_core(pid: int) -> float:
    """Seconds a process's main thread (the bot's event loop) has spent ready to run but waiting for a core (Linux
    /proc/PID/schedstat's run-queue time; NaN elsewhere): on a busy machine, the event loop's turns come late and
    every answer waits, though the bot's own CPU stays low."""
    try:
        return int(Path(f"/proc/{pid}/schedstat").read_text().split()[1]) / 1e9
    except (OSError, ValueError, IndexError):
        return float("nan")


def postgres_cpu() -> float:
    """CPU seconds used so far by the PostgreSQL server the bot uses (JUNTA_TEST_POSTGRES_URL's): its postmaster, named
    by the lock file beside its unix socket, and its children. Without that file (a TCP address), every PostgreSQL
    process on this machine (run the benchmark with no other database work going on)."""
    postmaster = _postmaster()
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:
            continue
        if "(postgres)" not in text:
            continue
        fields = text.rsplit(")", 1)[1].split()
        pid, ppid = int(stat.parent.name), int(fields[1])
        if postmaster is None or postmaster in (pid, ppid):
            total += (int(fields[11]) + int(fields[12])) / tick
    return total


def _postmaster() -> int | None:
    """The pid of the PostgreSQL server at tests.postgres.server_url(), from its socket's lock file, if on this host."""
    query = dict(parse_qsl(urlsplit(server_url()).query))
    host, port = query.get("host", ""), query.get("port", "5432")
    if not host.startswith("/"):
        return None
    try:
        return int((Path(host) / f".s.PGSQL.{port}.lock").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def machine_cpu() -> tuple[float, float]:
    """(busy, total) CPU seconds of all the machine's cores since boot (Linux /proc/stat; NaN elsewhere)."""
    try:
        values = [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    except (OSError, ValueError, IndexError):
        return float("nan"), float("nan")
    tick = os.sysconf("SC_CLK_TCK")
    total = sum(values[:8])  # user nice system idle iowait irq softirq steal (guest time is inside user)
    idle = values[3] + values[4]
    return (total - idle) / tick, total / tick


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def load_average() -> str:
    try:
        return " / ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


class LoopLag:
    """How late this process's own event loop wakes a 5 ms timer: the fake Discord timestamps each acknowledgement
    when its loop gets to it, so a busy harness inflates every figure; this says by how much at most."""

    def __init__(self) -> None:
        self.lags: list[float] = []
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            start = loop.time()
            await asyncio.sleep(0.005)
            self.lags.append(max(0.0, loop.time() - start - 0.005))

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")


class Load:
    """The load: N games played at once by fake users, each command timed by the fake."""

    def __init__(self, fake: FakeDiscord, *, think: float, seed: int, announces_phases: bool, shards: int = 1) -> None:
        self.fake = fake
        self.shards = shards  # the bot's shards: server i is on shard i mod this (`Load.game`)
        self.think = think
        self.seed = seed
        self.announces_phases = announces_phases
        self.sent: list[tuple[str, Interaction]] = []
        self.acks: list[float] = []
        self.acks_by_command: dict[str, list[float]] = {}
        self.answers: list[float] = []
        self.delivery: list[float] = []
        self.failures: list[str] = []
        self.seen: dict[int, tuple[int, int]] = {}  # channel id -> (messages scanned, highest phase posted)
        self.rngs: dict[int, random.Random] = {}
        self.channels: list[Channel] = []

    def rng(self, user: User) -> random.Random:
        """Each player's own generator: the same think times, in the same order, whatever the other players do."""
        if user.id not in self.rngs:
            self.rngs[user.id] = random.Random(f"{self.seed}:{user.username}")
        return self.rngs[user.id]

    def posted_phase(self, channel: Channel) -> int:
        """The highest phase announced in `channel` so far; scans only the messages not seen before (a full
        rescan of every channel on every change of the fake would slow the fake's loop, and with it every figure)."""
        scanned, best = self.seen.get(channel.id, (0, -1))
        messages = self.fake.channel_messages.get(channel.id, [])
        for msg in messages[scanned:]:
            phase = None if msg.deleted else opened_phase(msg)
            if phase is not None:
                best = max(best, phase)
        self.seen[channel.id] = (len(messages), best)
        return best

    async def command(self, user: User, channel: Channel, name: str, options: dict[str, object] | None = None) -> None:
        """Think, run the command and wait for its complete answer (a player gives up waiting after 2 minutes and
        goes on; a later answer is still counted)."""
        pause = self.rng(user).uniform(0, self.think) if self.think else 0.0
        if pause:
            await asyncio.sleep(pause)
        inter: Interaction = await self.fake.slash(user, channel, name, dict(options or {}))
        self.sent.append((name, inter))
        with contextlib.suppress(TimeoutError):
            await poll(lambda: inter.answered_at is not None or inter.expired, 120, f"the answer to {inter.describe()}")

    def collect(self) -> None:
        """Read the latencies the fake stamped on every interaction sent (once the bot is done)."""
        for name, inter in self.sent:
            if inter.latency is None:
                self.failures.append(f"no acknowledgement of {inter.describe()}")
                continue
            self.acks.append(inter.latency)
            self.acks_by_command.setdefault(name, []).append(inter.latency)
            if inter.answer_latency is None:
                self.failures.append(f"no complete answer to {inter.describe()}")
            else:
                self.answers.append(inter.answer_latency)

    def progress(self) -> str:
        answered = sum(1 for _, inter in self.sent if inter.answered_at is not None)
        phases = sum(self.posted_phase(channel) + 1 for channel in self.channels)
        news = f", {phases} phases announced" if self.announces_phases else ""
        return f"{answered}/{len(self.sent)} interactions answered{news}"

    async def wait_phase(self, channel: Channel, seq: int, started: float) -> None:
        if not self.announces_phases:
            return
        try:
            await poll(lambda: self.posted_phase(channel) >= seq, 600, f"phase {seq} in {channel.name}", every=0.1)
        except TimeoutError as error:
            self.failures.append(str(error))
            return
        self.delivery.append(time.perf_counter() - started)

    async def game(self, index: int, players: int, phases: int) -> None:
        fake = self.fake
        # With several shards, the servers are spread evenly over them, as Discord's formula spreads the thousands of
        # a large bot: left to the clock, the ids of 100 servers made in a few milliseconds split 54/46 or so, and
        # the process with more games would set the pace of all.
        shard = (index % self.shards, self.shards) if self.shards > 1 else None
        guild = fake.add_guild(f"Server {index}", channels=("game",), shard=shard)
        moderators = fake.add_role(guild, "Moderator", permissions=Permission.MANAGE_GUILD)
        users = [fake.add_player(guild, f"g{index}p{i}", roles=[moderators] if i == 0 else ()) for i in range(players)]
        channel = fake.channel_by_name(guild, "game")
        self.channels.append(channel)
        await self.command(users[0], channel, "junta create", {"name": f"Game {index}", "phase_minutes": 60})
        await asyncio.gather(
            *(self.command(u, channel, "junta join", {"family": f"F{index}x{i}"}) for i, u in enumerate(users))
        )
        started = time.perf_counter()
        await self.command(users[0], channel, "junta start")
        await self.wait_phase(channel, 0, started)
        for seq in range(phases):
            if seq % 2 == 0:
                # Every player gives an order and marks it done: the last /done resolves the phase early.
                name, options = ("nominate", {"candidate": f"F{index}x0"}) if seq == 0 else ("status", {})
                await asyncio.gather(*(self.command(u, fake.dm_channel(u), name, dict(options)) for u in users))
                last = [self.command(u, fake.dm_channel(u), "done", {"anyway": True}) for u in users]
                started = time.perf_counter()
                await asyncio.gather(*last)
            else:
                started = time.perf_counter()
                await self.command(users[0], channel, "gm advance")
            await self.wait_phase(channel, seq + 1, started)


@dataclass
class Run:
    """What one bot did under the load."""

    name: str
    load: Load
    wall: float = 0.0
    window: float = 0.0  # seconds over which the CPU figures are taken (the load, and the news it left to deliver)
    waited: float = float("nan")  # seconds the bot's event loops were ready to run but waited for a core
    cpu: float = float("nan")  # the bot process's CPU seconds during the load
    db_cpu: float = 0.0  # the PostgreSQL server's CPU seconds during the load (0 on SQLite: inside the bot)
    harness_cpu: float = float("nan")
    machine_busy: float = float("nan")  # core-seconds busy on the whole machine during the load
    machine_total: float = float("nan")
    load_before: str = "?"
    load_after: str = "?"
    lags: list[float] = field(default_factory=list)
    traffic: dict[str, KindTraffic] = field(default_factory=dict)
    bound: KindTraffic | None = None
    violations: str = ""
    errors: list[str] = field(default_factory=list)
    stalls: list[float] = field(default_factory=list)  # --slow-callback: each step that held the bot's loop so long
    trace: str = ""  # --trace: where the interactions' time went in the bot (bench.trace_bot)
    outbox: Counter[tuple[str, str]] = field(default_factory=Counter)  # the bot's outbox rows sent, by kind and topic
    expect_bound: int = 0  # the floor with sends: the requests bound to the global limit it is to send
    quota: float = 0.0  # --cpu-quota: each bot process's share of a core (0: none)
    throttled: float = 0.0  # --cpu-quota: seconds the bot's processes were held back by their quota

    @property
    def interactions(self) -> int:
        return len(self.load.acks)

    @property
    def cpu_per_interaction(self) -> float:
        return self.cpu / self.interactions if self.interactions else float("nan")

    @property
    def failed(self) -> bool:
        return bool(self.violations or self.errors or self.load.failures)


async def report_progress(name: str, load: Load, fake: FakeDiscord, t0: float, every: float = 30.0) -> None:
    """A line on stderr every `every` s, so that a long run says where it is."""
    while True:
        await asyncio.sleep(every)
        refused = sum(sum(c.values()) for c in fake.traffic.refused.values())
        print(
            f"[{name}] {time.perf_counter() - t0:.0f} s: {load.progress()}, {refused} global 429s",
            file=sys.stderr,
            flush=True,
        )


@contextlib.asynccontextmanager
async def database(kind: str, folder: str) -> AsyncIterator[dict[str, str]]:
    """The bot's environment for a new database of `kind`."""
    if kind == "sqlite":
        yield {"JUNTA_DB": str(Path(folder) / "bench.sqlite3")}
        return
    async with fresh_database() as url:
        yield {"JUNTA_DATABASE_URL": url}


OUTBOX_ROWS = """SELECT kind, payload FROM outbox WHERE sent_at IS NOT NULL"""


async def outbox_rows(db_env: dict[str, str]) -> Counter[tuple[str, str]]:
    """The outbox rows the bot sent in its run (its database, read once it has stopped), by kind and topic (the
    payload's `topic`, bot.outbox): what the requests to Discord carried, counted in the messages the game queued."""
    if "JUNTA_DB" in db_env:
        with contextlib.closing(sqlite3.connect(db_env["JUNTA_DB"])) as con:
            rows = con.execute(OUTBOX_ROWS).fetchall()
    else:
        con = await asyncpg.connect(db_env["JUNTA_DATABASE_URL"])
        try:
            rows = [(r["kind"], r["payload"]) for r in await con.fetch(OUTBOX_ROWS)]
        finally:
            await con.close()
    counted: Counter[tuple[str, str]] = Counter()
    for kind, payload in rows:
        data = json.loads(payload) if isinstance(payload, str) else payload
        topic = data.get("topic", "?") if isinstance(data, dict) else "?"
        counted[kind, str(topic)] += 1
    return counted


def thread_cpu(pid: int) -> tuple[float, float]:
    """(the main thread's, the other threads') CPU seconds of a process so far (Linux /proc; NaN elsewhere)."""
    tick = os.sysconf("SC_CLK_TCK")
    main, others = 0.0, 0.0
    try:
        tasks = list(Path(f"/proc/{pid}/task").iterdir())
    except OSError:
        return float("nan"), float("nan")
    for task in tasks:
        try:
            fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        seconds = (int(fields[11]) + int(fields[12])) / tick
        if task.name == str(pid):
            main += seconds
        else:
            others += seconds
    return main, others


def mark_profile(procs: list[BotProcess], sig: signal.Signals) -> None:
    """Start (SIGUSR1) or end (SIGUSR2, the stats written) the profiled window of each process (bench.profile_bot)."""
    for proc in procs:
        if proc.pid is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(proc.pid, sig)


def processes(module: str, name: str, env: dict[str, str], args: argparse.Namespace) -> list[BotProcess]:
    """The bot's processes: N gateway shards (one process unsharded) and W workers; the floor is one process.
    `--profile PREFIX`: each runs under bench.profile_bot, writing PREFIX.<its name>.prof."""
    if args.profile or (args.trace and module == "bot"):
        wrapper, prefix, suffix = (
            ("bench.profile_bot", args.profile, "prof") if args.profile else ("bench.trace_bot", args.trace, "trace")
        )
        wrapped = [
            BotProcess(
                [sys.executable, "-u", "-m", wrapper, f"{prefix}.{p.name}.{suffix}", *p.args[3:]],
                env=p.env,
                cwd=p.cwd,
                name=p.name,
            )
            for p in processes(module, name, env, argparse.Namespace(**{**vars(args), "profile": "", "trace": ""}))
        ]
        return wrapped
    if module != "bot" or (args.processes == 1 and not args.workers):
        return [BotProcess.python_module(module, env=env, cwd=REPO_ROOT, name=name)]
    procs = [
        BotProcess.python_module(
            module,
            env={**env, "JUNTA_SHARD_COUNT": str(args.processes), "JUNTA_SHARD_IDS": str(i)},
            cwd=REPO_ROOT,
            name=f"{name}-shard{i}",
        )
        for i in range(args.processes)
    ]
    worker = [sys.executable, "-u", "-m", "bot", "--worker"]
    procs += [BotProcess(worker, env=env, cwd=REPO_ROOT, name=f"{name}-worker{i}") for i in range(args.workers)]
    return procs


def bot_config(args: argparse.Namespace, folder: str) -> str:
    """The bot's config file: its pacer's rate (`--pacer`) and whether shard 0 passes DM commands on (`--share-dms`)."""
    path = Path(folder) / "bench.toml"
    share = "true" if args.share_dms else "false"
    path.write_text(f"[discord]\nrequests_per_second = {args.pacer}\nshare_dm_commands = {share}\n")
    return str(path)


async def run_bot(
    name: str,
    module: str,
    args: argparse.Namespace,
    *,
    announces_phases: bool,
    extra_env: dict[str, str] | None = None,
    expect_bound: int = 0,
) -> Run:
    """One run of the load against `module`; `expect_bound`: the run lasts until the process has sent so many
    requests bound to the global limit (the floor with sends: its backlog of news)."""
    fake = FakeDiscord(global_rate_limit=args.global_limit or None)
    await fake.start()
    load = Load(fake, think=args.think, seed=args.seed, announces_phases=announces_phases, shards=args.processes)
    run = Run(name, load, load_before=load_average(), expect_bound=expect_bound)
    with tempfile.TemporaryDirectory() as tmp:
        async with database(args.db if module == "bot" else "sqlite", tmp) as db_env:
            env = {**os.environ, **fake.env(), **db_env, "JUNTA_CONFIG": bot_config(args, tmp), **(extra_env or {})}
            if args.slow_callback and module == "bot":
                env["JUNTA_SLOW_CALLBACK"] = str(args.slow_callback)
            await _run(run, fake, module, name, args, env)
            if module == "bot":
                run.outbox = await outbox_rows(db_env)
    run.load_after = load_average()
    run.violations = fake.format_violations()
    return run


async def _run(
    run: Run, fake: FakeDiscord, module: str, name: str, args: argparse.Namespace, env: dict[str, str]
) -> None:
    loop = asyncio.get_running_loop()
    load = run.load
    procs = processes(module, name, env, args)
    quota = CpuQuota(args.cpu_quota) if args.cpu_quota else None
    run.quota = args.cpu_quota
    for proc in procs:
        await proc.start()
        if quota is not None and proc.pid is not None:
            quota.limit(proc.pid, proc.name)
    shards = sum(1 for p in procs if "worker" not in p.name)
    try:
        await poll(lambda: len(fake.live_sessions()) >= shards, 60, "the bot's gateway sessions")
        await fake.wait_commands_synced(COMMANDS, timeout=30)
        pids = [proc.pid for proc in procs]
        assert all(pid is not None for pid in pids)

        def bot_cpu() -> float:
            return sum(cpu_seconds(pid) for pid in pids if pid is not None)

        lag = LoopLag()
        lag.start()
        fake.traffic.reset()
        def bot_waited() -> float:
            return sum(waited_for_a_core(pid) for pid in pids if pid is not None)

        threads0 = {proc.name: thread_cpu(proc.pid) for proc in procs if proc.pid is not None}
        if args.profile:
            mark_profile(procs, signal.SIGUSR1)  # bench.profile_bot: the profile is of the load's window
        cpu0, busy0, total0, own0, db0 = bot_cpu(), *machine_cpu(), own_cpu(), postgres_cpu()
        waited0 = bot_waited()
        throttled0 = quota.throttled() if quota is not None else 0.0
        t0, start = time.perf_counter(), loop.time()
        progress = loop.create_task(report_progress(name, load, fake, t0))
        try:
            await asyncio.gather(*(load.game(i, args.players, args.phases) for i in range(args.games)))
            run.wall = time.perf_counter() - t0
            if run.expect_bound:
                with contextlib.suppress(TimeoutError):
                    await poll(lambda: fake.traffic.bound().sent >= run.expect_bound, 1800, "the sends", every=0.5)
            with contextlib.suppress(TimeoutError):
                await fake.wait_idle(quiet=0.5, timeout=120)  # the work the last answers left (news to deliver)
        finally:
            progress.cancel()
        end = loop.time()
        run.window = end - start
        load.collect()
        cpu1, busy1, total1, own1, db1 = bot_cpu(), *machine_cpu(), own_cpu(), postgres_cpu()
        if args.profile:
            mark_profile(procs, signal.SIGUSR2)
        run.waited = bot_waited() - waited0
        run.throttled = quota.throttled() - throttled0 if quota is not None else 0.0
        lag.stop()
        run.cpu, run.harness_cpu = cpu1 - cpu0, own1 - own0
        run.db_cpu = db1 - db0 if module == "bot" and args.db == "postgres" else 0.0
        run.machine_busy, run.machine_total = busy1 - busy0, total1 - total0
        run.lags = lag.lags
        run.traffic = fake.traffic.summary(start, end)
        run.bound = fake.traffic.bound(start, end)
        if args.profile:
            for proc in procs:
                if proc.pid is not None and proc.name in threads0:
                    (main0, others0), (main, others) = threads0[proc.name], thread_cpu(proc.pid)
                    print(
                        f"  {proc.name}: main thread {main - main0:.2f} s of CPU, other threads"
                        f" {others - others0:.2f} s (the load's window; {main:.2f} s and {others:.2f} s in all)"
                    )
    finally:
        with contextlib.suppress(TimeoutError):
            await fake.wait_idle()
        for proc in procs:
            await proc.stop()
        if quota is not None:
            quota.release()
        await fake.stop()
    run.errors = [line for proc in procs for line in logged_errors(proc.lines)]
    if args.trace and module == "bot":
        run.trace = trace_bot.summary([Path(f"{args.trace}.{proc.name}.trace") for proc in procs])
    run.stalls = [float(m.group(1)) for proc in procs for line in proc.lines if (m := SLOW_STEP.search(line))]


def logged_errors(lines: Sequence[str], context: int = 80) -> list[str]:
    """The error lines of a process's log (ERROR, CRITICAL, a traceback; not the event loop's stalls, which
    `--slow-callback` counts), each with the traceback lines under it (up to `context` lines), so that a failed run says
    where it failed."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if STALL_LINE.search(line) or not ERROR_LINE.search(line):
            continue
        out.append(line)
        under = 0
        while i < len(lines) and under < context and not LOG_RECORD.match(lines[i]):
            out.append(lines[i])
            i += 1
            under += 1
    return out


LOG_RECORD = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d")
"""The start of a log record (the bot's format): what follows an error until the next one is its traceback."""


SLOW_STEP = re.compile(r"\bExecuting <.*> took ([0-9.]+) seconds")
"""asyncio's debug mode's report of a step that held the loop (`--slow-callback`)."""


def ratio(a: float, b: float) -> str:
    return f"{a / b:.1f}x" if b > 0 else "-"


def describe(args: argparse.Namespace) -> str:
    think = f", think time 0-{args.think:g} s" if args.think else ", no think time"
    if args.sweep:
        think = f", think times 0-{args.sweep} s (swept)"
    shape = f"{args.processes} gateway process(es)" + (f" and {args.workers} worker(s)" if args.workers else "")
    shared = ", DM commands shared through the inbox" if args.share_dms else ""
    if args.cpu_quota:
        shared += f", each bot process limited to {args.cpu_quota:g} of a core"
    return (
        f"{args.games} games x {args.players} players x {args.phases} phases{think}, seed {args.seed}, "
        f"{limits(args)}; the bot on {args.db}, {shape}{shared}"
    )


def limits(args: argparse.Namespace) -> str:
    """Which limits on requests to Discord were in force: the fake Discord's global limit and the bot's own pacer."""
    fake = f"the fake Discord's global limit {args.global_limit}/s" if args.global_limit else "no global limit"
    return f"{fake}, the bot's pacer at {args.pacer} requests/s"


def report_run(run: Run) -> None:
    """One run's figures, printed as soon as it is over."""
    rate = run.interactions / run.wall if run.wall else 0.0
    print(f"== {run.name}: {run.interactions} interactions in {run.wall:.1f} s ({rate:.0f}/s)")
    print(
        f"  CPU per interaction  {run.cpu_per_interaction * MS:.2f} ms ({run.cpu:.2f} s of the bot's processes, "
        f"{run.cpu / run.wall * 100 if run.wall else 0:.0f}% of a core)"
    )
    if run.db_cpu:
        print(
            f"  database server      {run.db_cpu / run.interactions * MS:.2f} ms of PostgreSQL's CPU per interaction "
            f"({run.db_cpu:.2f} s)"
        )
    acks = run.load.acks
    print(f"  acknowledgement      median {median(acks) * MS:.1f} ms, p99 {pct(acks, 0.99) * MS:.1f} ms")
    print(
        f"  complete answer      median {median(run.load.answers) * MS:.1f} ms, "
        f"p99 {pct(run.load.answers, 0.99) * MS:.1f} ms ({len(run.load.answers)} answers)"
    )
    if run.load.delivery:
        print(
            f"  phase delivery       median {median(run.load.delivery) * MS:.0f} ms, "
            f"p99 {pct(run.load.delivery, 0.99) * MS:.0f} ms ({len(run.load.delivery)} phases)"
        )
    for name, values in sorted(run.load.acks_by_command.items()):
        print(
            f"  ack /{name:<15} median {median(values) * MS:6.1f} ms, p99 {pct(values, 0.99) * MS:7.1f} ms, "
            f"max {max(values) * MS:7.1f} ms ({len(values)})"
        )
    print("  requests sent                       peak/s  mean/s   total    429s  bytes/request")
    for kind, t in run.traffic.items():
        exempt = " (exempt from the limit)" if kind in EXEMPT else ""
        print(f"    {kind:<33} {t.peak:5d} {t.mean:7.1f} {t.sent:7d} {t.refused:7d} {t.size / t.sent:8.0f}{exempt}")
    if run.bound is not None:
        b = run.bound
        print(f"    {'all bound to the global limit':<33} {b.peak:5d} {b.mean:7.1f} {b.sent:7d} {b.refused:7d}")
    if run.interactions:
        per = run.interactions
        bound = run.bound.sent / per if run.bound is not None else 0.0
        print(f"  requests per interaction, by route (bound to the global limit: {bound:.2f})")
        for kind, t in run.traffic.items():
            print(f"    {kind:<33} {t.sent / per:6.2f}")
    if run.outbox:
        posts = sum(run.traffic[k].sent for k in (CHANNEL_POSTS, DM_POSTS) if k in run.traffic)
        rows = sum(run.outbox.values())
        print(
            f"  outbox messages sent, by kind and topic: {rows} ({rows / run.interactions:.2f} per interaction), "
            f"in {posts} channel and DM posts in all (the commands' own DMs included)"
        )
        for (kind, topic), n in sorted(run.outbox.items(), key=lambda x: (-x[1], x[0])):
            print(f"    {kind + ' ' + topic:<33} {n:7d} {n / run.interactions:6.2f} per interaction")
    total = run.machine_total
    others = run.machine_busy - run.cpu - run.harness_cpu
    print(
        f"  machine              load average {run.load_before} before, {run.load_after} after; its cores were "
        f"{run.machine_busy / total * 100:.0f}% busy during the load: this bot {run.cpu / total * 100:.0f}%, "
        f"the harness {run.harness_cpu / total * 100:.0f}%, everything else {others / total * 100:.0f}%"
    )
    print(
        f"  bot's event loop     waited {run.waited:.1f} s for a core (ready to run, not running: "
        f"{run.waited / run.window * 100 if run.window else 0:.0f}% of the run), ran {run.cpu:.1f} s (all threads)"
    )
    print(
        f"  harness loop lag     median {median(run.lags) * MS:.1f} ms, p99 {pct(run.lags, 0.99) * MS:.1f} ms "
        "(included in the latencies)"
    )
    if run.trace:
        print(run.trace)
    if run.stalls:
        print(
            f"  bot loop held        by {len(run.stalls)} steps over --slow-callback, the longest "
            f"{max(run.stalls) * MS:.0f} ms (in asyncio's debug mode, which slows the bot)"
        )
    report_failures(run)
    print(flush=True)


def report_failures(run: Run) -> None:
    """Why a run failed (on stderr): the load's unanswered interactions, the fake Discord's violations, the errors
    the bot logged."""
    if run.load.failures:
        shown = run.load.failures[:10]
        more = f"\n    ... and {len(run.load.failures) - len(shown)} more" if len(run.load.failures) > 10 else ""
        print(f"  {run.name} failures:\n    " + "\n    ".join(shown) + more, file=sys.stderr)
    if run.violations:
        print(f"  fake Discord violations:\n{run.violations}", file=sys.stderr)
    if run.errors:
        print(f"  {run.name} logged errors:\n    " + "\n    ".join(run.errors[:80]), file=sys.stderr)


def report_comparison(runs: list[Run]) -> None:
    """The bot against its floors, side by side, with the bot's ratio to each."""
    rows: list[tuple[str, Callable[[Run], float]]] = [
        ("CPU per interaction ms", lambda r: r.cpu_per_interaction * MS),
        ("acknowledgement p50 ms", lambda r: median(r.load.acks) * MS),
        ("acknowledgement p99 ms", lambda r: pct(r.load.acks, 0.99) * MS),
        ("complete answer p50 ms", lambda r: median(r.load.answers) * MS),
        ("complete answer p99 ms", lambda r: pct(r.load.answers, 0.99) * MS),
        ("interactions/s", lambda r: r.interactions / r.wall if r.wall else float("nan")),
        ("global 429s", lambda r: r.bound.refused if r.bound is not None else 0),
    ]
    ratios = [f"bot/{r.name}" for r in runs[1:]]
    width = max(10, *(len(x) + 2 for x in [r.name for r in runs] + ratios))
    print(f"{'':<24}" + "".join(f"{r.name:>{width}}" for r in runs) + "".join(f"{x:>{width}}" for x in ratios))
    for label, value in rows:
        values = [value(r) for r in runs]
        digits = 0 if label in ("interactions/s", "global 429s") else 2
        line = f"{label:<24}" + "".join(f"{x:>{width}.{digits}f}" for x in values)
        line += "".join(f"{values[0] / x:>{width - 1}.1f}x" if x > 0 else f"{'-':>{width}}" for x in values[1:])
        print(line)
    print(
        "targets: CPU per interaction within 2x of the floor (issue 11), 2.5x (issue 26: the answer-only floor); "
        "complete-answer p99 under 250 ms at --games 300 --think 10; no 429"
    )


SENT_KINDS = {"channel": CHANNEL_POSTS, "dm": DM_POSTS, "open": DM_OPENS}
"""What the floor with sends repeats of the bot's requests (bench.floor_bot's kinds: the fake's)."""


def sends_plan(run: Run) -> tuple[str, int]:
    """bench.floor_bot's `JUNTA_FLOOR_SENDS` from the bot's run (each kind's requests per interaction and mean body
    bytes), and how many requests bound to the global limit that makes."""
    parts, total = [], 0
    for kind, counted in SENT_KINDS.items():
        t = run.traffic.get(counted)
        if t is None or not run.interactions:
            continue
        parts.append(f"{kind}={t.sent / run.interactions:.6f}:{t.size / t.sent:.0f}")
        total += t.sent
    return ",".join(parts), total


async def sweep(args: argparse.Namespace) -> None:
    """The bot at each think time of `--sweep`, the longest first (the load rises step by step): the throughput it
    reached (interactions answered per second), the complete-answer p99, and who used the machine's cores; then the
    highest throughput whose p99 stays under 250 ms. Stops after two loads in a row over it (more load only adds
    waiting). The limits in force are printed with it: by default none (`--global-limit 0`, the bot's pacer lifted),
    so that what is measured is the bot, not Discord's budget of 50 requests a second (under which the load waits for
    each phase's news, and every run goes at the pace of the news)."""
    rows: list[tuple[float, float, float]] = []
    over = 0
    for think in sorted({float(x) for x in args.sweep.split(",") if x.strip()}, reverse=True):
        run = await run_bot("bot", "bot", argparse.Namespace(**{**vars(args), "think": think}), announces_phases=True)
        rate = run.interactions / run.wall if run.wall else float("nan")
        p99 = pct(run.load.answers, 0.99) * MS
        rows.append((think, rate, p99))
        print(f"sweep: think 0-{think:g} s: {rate:.1f} interactions/s, {sweep_line(run)}", flush=True)
        if run.failed:
            report_failures(run)  # a step marked FAILED says why
        if run.trace:
            print(run.trace, flush=True)
        over = over + 1 if p99 >= 250 or run.failed else 0
        if over >= 2:
            break
    good = [(rate, think) for think, rate, p99 in rows if p99 < 250]
    best = f"{max(good)[0]:.1f} interactions/s (think 0-{max(good)[1]:g} s)" if good else "none of these loads"
    print(f"throughput at complete-answer p99 < 250 ms: {best}")
    print(f"  ({describe(args)}; machine: {os.cpu_count()} cores, load average now {load_average()})\n", flush=True)


def sweep_line(run: Run) -> str:
    """One sweep step's latencies and CPU: each part's share of a core over the step, so that a reader sees what
    shared the machine's cores with the bot (the PostgreSQL server, the harness: the load and the fake Discord)."""
    window = run.window or float("nan")
    others = run.machine_busy - run.cpu - run.harness_cpu - run.db_cpu

    def core(seconds: float) -> str:
        return f"{seconds / window * 100:.0f}%"

    db = f", PostgreSQL {core(run.db_cpu)}" if run.db_cpu else ""
    return (
        f"{run.interactions} answered, complete answer p50 {median(run.load.answers) * MS:.0f} ms, "
        f"p99 {pct(run.load.answers, 0.99) * MS:.0f} ms{' (FAILED)' if run.failed else ''}; "
        f"CPU of a core: the bot {core(run.cpu)} ({run.cpu_per_interaction * MS:.1f} ms per interaction){db}, "
        f"the harness {core(run.harness_cpu)}, everything else {core(others)}; the bot's event loop waited for a "
        f"core {core(run.waited)} of the time"
        f"{f' (held back by its quota {core(run.throttled)})' if run.quota else ''} "
        f"(of {os.cpu_count()} cores; load average {run.load_before} before)"
    )


async def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bot", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10, help="games played at once (default 10)")
    parser.add_argument("--players", type=int, default=6, help="players per game, 6-10 (default 6)")
    parser.add_argument("--phases", type=int, default=2, help="phases to play in each game (default 2)")
    parser.add_argument(
        "--think",
        type=float,
        default=0.0,
        help="each command waits a random 0..THINK s first (default 0: every game's players act at the same instant)",
    )
    parser.add_argument("--seed", type=int, default=1, help="seed of the think times (default 1)")
    parser.add_argument(
        "--global-limit",
        type=int,
        default=None,
        help="the fake Discord's global rate limit, requests per second (default 50, as Discord; 0: none, the "
        "default with --sweep)",
    )
    parser.add_argument(
        "--pacer",
        type=int,
        default=None,
        help=f"the bot's own pacer, requests per second ([discord] requests_per_second; default {DEFAULT_RATE} under "
        f"a global limit, {PACER_UNLIMITED} without one: the bot, not Discord's budget, is measured)",
    )
    parser.add_argument(
        "--share-dms",
        action="store_true",
        help="[discord] share_dm_commands: shard 0 passes the DM commands on to every process (PostgreSQL)",
    )
    parser.add_argument("--no-floor", action="store_true", help="run the real bot only, not the floor")
    parser.add_argument(
        "--floor",
        default="answers,sends",
        help="the floors to run: answers (answers only: issue 26's figure), sends (answers, and the same requests as "
        "the bot's run); default both",
    )
    parser.add_argument("--db", choices=("sqlite", "postgres"), default="sqlite", help="the bot's database")
    parser.add_argument("--processes", type=int, default=1, help="gateway processes, as shards (PostgreSQL)")
    parser.add_argument("--workers", type=int, default=0, help="junta-bot --worker processes beside them")
    parser.add_argument(
        "--sweep",
        default="",
        help="think times to run the bot at, the longest first (e.g. 20,10,6,4): the throughput at p99 < 250 ms",
    )
    parser.add_argument(
        "--profile",
        default="",
        help="run each process under cProfile (bench.profile_bot) in the load's window, writing PREFIX.<process>.prof;"
        " slows them",
    )
    parser.add_argument(
        "--trace",
        default="",
        help="stamp each interaction's path in the bot (bench.trace_bot), writing PREFIX.<process>.trace, and print "
        "where its time went: the event loop, the deferral, the store (connection, row locks), the pacer, threads",
    )
    parser.add_argument(
        "--cpu-quota",
        type=float,
        default=0.0,
        help="limit each bot process to this share of one core (e.g. 0.4) through Linux's CPU controller, so that "
        "PostgreSQL and the harness have the rest of the machine (bench.cpu_quota; needs root)",
    )
    parser.add_argument(
        "--slow-callback",
        type=float,
        default=0.0,
        help="run the bot in asyncio's debug mode and count the steps that hold its loop this many seconds or more",
    )
    args = parser.parse_args(argv)
    if args.global_limit is None:
        args.global_limit = 0 if args.sweep else 50
    if args.pacer is None:
        args.pacer = DEFAULT_RATE if args.global_limit else PACER_UNLIMITED
    if (args.processes > 1 or args.workers) and args.db != "postgres":
        parser.error("several processes need --db postgres")
    if args.cpu_quota:
        try:
            CpuQuota(args.cpu_quota)
        except (QuotaUnavailable, ValueError) as exc:
            parser.error(str(exc))
    print(describe(args))
    print(f"machine: {os.cpu_count()} cores, shared: the latencies are noisy when it is busy (see 'machine' below)\n")
    if args.sweep:
        await sweep(args)
        return 0
    runs = [await run_bot("bot", "bot", args, announces_phases=True)]
    report_run(runs[0])
    floors = {x.strip() for x in args.floor.split(",") if x.strip()}
    if not floors <= {"answers", "sends"}:
        parser.error("--floor takes answers, sends or both (answers,sends)")
    if not args.no_floor and "answers" in floors:
        runs.append(await run_bot("floor", "bench.floor_bot", args, announces_phases=False))
        report_run(runs[-1])
    if not args.no_floor and "sends" in floors:
        plan, total = sends_plan(runs[0])
        print(f"the floor with sends: {plan} (requests per interaction:bytes, {total} bound to the limit)")
        pace = min(DEFAULT_RATE, args.global_limit) if args.global_limit else 0  # as the bot paces itself
        env = {"JUNTA_FLOOR_SENDS": plan, "JUNTA_FLOOR_LIMIT": str(pace)}
        runs.append(
            await run_bot(
                "floor+sends",
                "bench.floor_bot",
                args,
                announces_phases=False,
                extra_env=env,
                expect_bound=total - len(SENT_KINDS),  # each kind's share may leave a fraction of a request unsent
            )
        )
        report_run(runs[-1])
    report_comparison(runs)
    return 1 if any(r.failed for r in runs) else 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
