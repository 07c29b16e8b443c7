"""Nomicoup's tables kept in the store, so that they survive a restart of the bot ("the store survives crashes;
nothing a player sends is lost"): `StoreKeeper` writes a table whole, in one transaction, each time it changes (set
up, joined, left, dealt, an answer taken, a step closed by its deadline, ended): its seats and settings, the game
through `rules.coup.codec` (`bot.games.coup.game.GAME.codec`'s format), the answers received in the step that waits,
its events, and that step's deadline as an absolute time. As the bot starts, `resume` brings back the tables that
were forming or being played and sets their steps' timers again (a deadline that passed while the bot was down closes
its step at once). The buttons carry their channel and step, so those of posts made before the restart still work.

A table is a game of kind 'coup' in the store's shared `games` (migration 0009; `Tx.put_kept_game` says how its
parts are kept), so that one channel has one game under way whatever its kind, and the moderators' `/gm` finds it;
Junta's reads of `games` filter on its kind. R: its steps' deadlines are its own timers, not rows of the shared
`deadlines` (the scheduler does not close its steps; `/gm extend` and `pause` do not apply to it).

What a change says goes to the shared typed outbox in the same transaction (`bot.games.coup.outgoing`: each post in
its reader's language, the table's picture drawn before the transaction opens), so the delivery worker sends it once
it is committed, in order per table, from one process at a time (the outbox's claims and leases on PostgreSQL); a
post queued but not yet sent when the bot stops goes out when it starts again. The buttons of posts sent before a
restart are not taken off when their step closes (a click on them is refused in a sentence).

Several processes on one database (PostgreSQL, issue 26): a table is played in the memory of one process, the one
that holds it (`Store.hold`, a session lock the database lets go of when the process's connection ends: it stopped
or died). Each gateway process resumes the tables of its servers that no other process holds, and takes up (`serve`)
those whose holder has gone. A moderator's `/gm advance` or `/gm end` answered by a process that does not hold the
table is kept as a request in the store, in the moderator's transaction, bound to the step he saw
(`Tx.ask_kept_game`, `bot.games.coup.game`); the holder, woken by `NOTIFY` (or at its next look, every second),
applies it once and marks it done (`serve`, `look`). R: a request is applied at most once in effect even if its
holder dies between applying it and marking it done: an advance is bound to its step (the step, kept closed, is not
closed again), an end to a table under way (an ended table is over)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Callable, Container
from dataclasses import dataclass, replace
from typing import ClassVar

from bot.clock import Clock
from bot.games.coup import KIND, TITLE, text
from bot.games.coup.outgoing import PICTURE_FILE, messages
from bot.games.coup.tables import CoupTables, Place, Post, Table
from bot.outbox import encode
from bot.services.context import locale_for
from bot.store import ConflictError, GameRequestRow, KeptGameRow, News, Store, Tx, UserLocaleRow
from bot.text.i18n import DEFAULT_LOCALE, LOCALES, Locale, t
from render.coup import render_table
from rules.coup import Mode, Timing
from rules.coup.codec import (
    SCHEMA_VERSION,
    dump_received,
    dump_state,
    load_events,
    load_received,
    load_state,
)

__all__ = ["StoreKeeper", "table_of_row", "table_row"]

log = logging.getLogger(__name__)


def table_row(table: Table) -> KeptGameRow:
    """The table as the store keeps it (what `table_of_row` makes a table of again)."""
    settings = {
        "creator": table.creator,
        "timing": [table.timing.turn, table.timing.window, table.timing.choice],
        "mode": table.mode.value,
        "rounds": table.rounds,
        "places": [[p.user_id, p.name] for p in table.places],
        "seed": table.seed,
        "language": table.language,
    }
    return KeptGameRow(
        KIND,
        table.channel_id,
        table.guild_id,
        json.dumps(settings),
        None if table.state is None else dump_state(table.state),
        dump_received(table.received),
        table.events_text.dump(table.events),
        table.due_ms,
        table.over,
        phase_seq=0 if table.state is None else table.state.seq,
        schema_version=SCHEMA_VERSION,
        game_id=table.game_id,
        name=TITLE,
    )


def table_of_row(row: KeptGameRow) -> Table:
    settings = json.loads(row.settings)
    turn, window, choice = (int(t) for t in settings["timing"])
    return Table(
        row.channel_id,
        int(settings["creator"]),
        Timing(turn=turn, window=window, choice=choice),
        Mode(settings["mode"]),
        int(settings["rounds"]),
        places=[Place(None if u is None else int(u), str(n)) for u, n in settings["places"]],
        seed=str(settings["seed"]),
        state=None if row.state is None else load_state(row.state),
        received=list(load_received(row.received)),
        events=list(load_events(row.events)),
        due_ms=row.due_ms,
        guild_id=row.guild_id,
        game_id=row.game_id,
        language=locale_for_table(settings.get("language")),
    )


async def _draw(table: Table, posts: list[Post]) -> dict[int, bytes]:
    """The pictures of the table the posts carry, by the post's place in `posts`, drawn in a worker thread and
    labelled in the channel's language."""
    if not any(p.picture is not None and p.user_id is None for p in posts):
        return {}

    def draw() -> dict[int, bytes]:
        drawn: dict[int, bytes] = {}
        for i, post in enumerate(posts):
            if post.picture is not None and post.user_id is None:
                labels = text.table_labels(table.language, post.picture, post.names, post.computers)
                drawn[i] = render_table(post.picture, labels)
        return drawn

    return await asyncio.to_thread(draw)


def no_dms(table: Table, user_id: int) -> str:
    """What the table's channel is told if a DM to the player `user_id` cannot be delivered (he takes no DMs from
    the bot): `/nomicoup hand` shows him his cards and his choice (COUP.md 7.3: they stay private), in the channel's
    language."""
    seat = table.seat_of(user_id)
    name = table.places[seat].name if seat is not None else t(table.language, "coup-a-player")
    return t(table.language, "coup-no-dms", name=name)


def _settle(done: asyncio.Future[bool], value: bool) -> None:
    if not done.done():
        done.set_result(value)


def locale_for_table(value: object) -> Locale:
    """The table's language as kept (a table kept before tables had one speaks English)."""
    return value if isinstance(value, str) and value in LOCALES else DEFAULT_LOCALE


@dataclass
class _Save:
    """One table's write waiting for the next group commit: the table as it stood, and what it said since its last
    write, with their pictures (by the post's identity) and the languages of their readers."""

    table: Table
    row: KeptGameRow
    posts: list[Post]
    pictures: dict[int, bytes]
    found: dict[int, UserLocaleRow]
    closed: bool
    done: asyncio.Future[bool]


class StoreKeeper:
    """The tables' `Keeper` (`bot.games.coup.tables`) on the bot's store; `changed` is called with the table's game
    after each write that queued messages (the delivery worker's wake: it begins that game's delivery at once).

    On SQLite, the writes of tables that change at the same moment are committed together (a group commit): a
    table's write waits for the store's single writer, and every table that changed meanwhile is written in the
    same transaction, in one trip to the database, instead of each in its own. Each is written whole as before, and
    its player is answered once it is committed; if the group fails, each is written again in a transaction of its
    own. On PostgreSQL, where different games' transactions run side by side, each table has its own."""

    current: ClassVar[StoreKeeper | None] = None
    """This process's keeper, once the bot has set it up (`bot.games.coup.cog`)."""

    #: Seconds between two looks at the moderators' requests when no process says there is news (`serve`).
    EVERY = 1.0
    #: Seconds between two looks for tables of this process's servers that no process holds (`serve`).
    SWEEP_EVERY = 5.0
    #: What a moderator is told: a request to a table another process holds takes effect within this many seconds
    #: (`bot.games.coup.game`): at once when the holder hears of it (`NOTIFY`), else at its next look (`EVERY`); a
    #: table no process holds is taken up at the next look of the process that serves its server.
    TAKES_EFFECT_WITHIN = 5

    def __init__(self, store: Store, clock: Clock, changed: Callable[[int], None] | None = None) -> None:
        self.store = store
        self.clock = clock
        self.changed = changed
        self._waiting: list[_Save] = []
        self._writer: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self.applied = 0  # moderators' requests this process applied (`serve`)
        self.taken: Callable[[Table], None] | None = None  # told of each table this process resumes or takes up

    async def save(self, table: Table, *, closed: bool = False) -> bool:
        """Write the table as it stands, and queue what it has said since it was last written (`table.outgoing`),
        in one transaction. False if its channel has another game under way (a table not yet kept is then not
        kept, nor its posts). A store that fails otherwise is logged: the table plays on in this process, and its
        next change writes it whole, with the posts not yet queued. `closed`: the table closes before its cards
        were dealt (its game is finished)."""
        posts = list(table.outgoing)
        drawn = await _draw(table, posts)
        found = await self._locales(posts)
        row = table_row(table)
        if closed:
            row = replace(row, over=True)
        pictures = {id(posts[i]): png for i, png in drawn.items()}
        done: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        job = _Save(table, row, posts, pictures, found, closed, done)
        if self.store.shared:
            await self._write_one(job)
        else:
            self._waiting.append(job)
            if self._writer is None or self._writer.done():
                self._writer = asyncio.create_task(self._write_waiting(), name="nomicoup-keeper")
        # The write goes on if the caller is cancelled meanwhile: what it queued is taken off the table's `outgoing`
        # once committed (`_written`), so the table's next write does not queue it again.
        return await asyncio.shield(done)

    async def _write_waiting(self) -> None:
        while self._waiting:
            group: list[_Save] = []
            try:
                async with self.store.transaction() as tx:
                    # Every table that changed while this waited for the store's writer joins this transaction.
                    group, self._waiting = self._waiting, []
                    game_ids = [await self._put(tx, job) for job in group]
            except Exception as error:
                if not group:  # the transaction failed before it took them
                    group, self._waiting = self._waiting, []
                if len(group) > 1:
                    log.info("a group write of %d Nomicoup tables failed (%s): each goes alone", len(group), error)
                for job in group:  # each again in its own transaction: the one at fault is refused alone
                    await self._write_one(job)
                continue
            for job, game_id in zip(group, game_ids, strict=True):
                await self._written(job, game_id)

    async def _write_one(self, job: _Save) -> None:
        try:
            async with self.store.transaction() as tx:
                game_id = await self._put(tx, job)
        except ConflictError:
            _settle(job.done, False)
            return
        except Exception:
            log.exception("could not keep the Nomicoup table of channel %s in the store", job.table.channel_id)
            _settle(job.done, True)
            return
        await self._written(job, game_id)

    async def _put(self, tx: Tx, job: _Save) -> int:
        """Write one table and queue its posts not queued yet (a post an earlier write queued is off `outgoing`)."""
        outgoing = job.table.outgoing
        job.posts = [p for p in job.posts if any(p is q for q in outgoing)]
        game_id = await tx.put_kept_game(job.row, now=self.clock.now(), now_ms=self.clock.now_ms())
        await self._queue(tx, job.table, game_id, job.posts, job.pictures, job.found)
        return game_id

    async def _written(self, job: _Save, game_id: int) -> None:
        """The table's write is committed: what it queued is off its `outgoing`, the delivery is woken."""
        table = job.table
        try:
            if table.over or job.closed:
                await self.store.let_go(game_id)  # nothing more to play: a hold is a lock the database keeps
            elif not table.game_id and not await self.store.hold(game_id):  # a new table: this process plays it
                log.warning("another process took up the new Nomicoup table of channel %s first", table.channel_id)
        finally:
            table.game_id = game_id
            table.outgoing[:] = [p for p in table.outgoing if not any(p is q for q in job.posts)]
            if job.posts and self.changed is not None:
                self.changed(game_id)
            _settle(job.done, True)

    async def _locales(self, posts: list[Post]) -> dict[int, UserLocaleRow]:
        """The languages of the players the posts are DMs to, read before the table's transaction (which then holds
        the store's writer for its writes alone): a language is a courtesy, a player who changes his as the post is
        queued gets it in the one he had."""
        readers = sorted({p.user_id for p in posts if p.user_id is not None})
        if not readers:
            return {}
        try:
            async with self.store.read(single=True) as rx:
                return await rx.user_locales(readers)
        except Exception:  # a busy database must not stop the table's posts: they go in the table's language
            log.warning("could not read the languages of users %s", readers, exc_info=True)
            return {}

    async def _queue(
        self,
        tx: Tx,
        table: Table,
        game_id: int,
        posts: list[Post],
        pictures: dict[int, bytes],
        found: dict[int, UserLocaleRow],
    ) -> None:
        now = self.clock.now()
        for post in posts:
            target = table.channel_id if post.user_id is None else post.user_id
            locale = table.language if post.user_id is None else locale_for(found.get(post.user_id), table.language)
            instead = "" if post.user_id is None else no_dms(table, post.user_id)
            for message, last in messages(table.channel_id, post, locale, instead):
                kind, payload = encode(message)
                png = pictures.get(id(post)) if last else None
                await tx.enqueue_outbox(
                    game_id=game_id,
                    phase_seq=post.seq,
                    kind=kind,
                    target=target,
                    payload=payload,
                    now=now,
                    file=png,
                    file_name=None if png is None else PICTURE_FILE,
                )

    async def forget(self, table: Table) -> None:
        """A table closed before its cards were dealt: its game is finished, with what it said."""
        await self.save(table, closed=True)

    async def resume(self, tables: CoupTables, *, guilds: Container[int] | None = None) -> int:
        """Bring back into `tables` the tables the store holds that are forming or being played (of `guilds` only,
        when given: each process of several on one database resumes its own servers'), their steps' timers set
        again. A channel that has a table in this process already keeps it. The number of tables brought back."""
        async with self.store.read() as rx:
            rows = await rx.kept_games(KIND)
        count = 0
        for row in rows:
            if guilds is not None and row.guild_id not in guilds:
                continue
            if not await self.store.hold(row.game_id):
                continue  # another process on the database plays it (and applies the moderators' requests)
            table = table_of_row(row)
            if tables.adopt(table):
                count += 1
                self._taken(table)
            else:
                await self.store.let_go(row.game_id)
        if count:
            log.info("resumed %d Nomicoup tables", count)
        return count

    # --- several processes on one database: moderators' requests, tables no process holds --------------------------
    def wake(self) -> None:
        """Look at the moderators' requests now (another process, or this one, has asked)."""
        self._wake.set()

    def _heard(self, news: News) -> None:
        """Another process's news: a look only if it holds a moderator's request (issue 26: every notice of messages
        queued woke a look, 0.8 a player's interaction with two processes)."""
        if news.requests:
            self._wake.set()

    async def serve(self, tables: CoupTables, guilds: Container[int] | None = None) -> None:
        """Until cancelled: apply the moderators' requests (`/gm advance`, `/gm end`) to the tables this process
        holds, as soon as a process says there is news (`Store.listen`) or every `EVERY` seconds; take up the tables
        of `guilds` (the servers whose commands reach this process; None: all) that no process holds (their holder
        stopped or died) every `SWEEP_EVERY` seconds, or when a request is made to one. A process that loses its hold
        on every table at once (`Store.on_holds_lost`) stops playing them and takes them up again from the store."""
        self.store.on_holds_lost(lambda: self._lost(tables))
        await self.store.hear(self._heard)
        swept = float("-inf")
        while True:
            self._wake.clear()
            try:
                now = self.clock.now_ms() / 1000
                sweep = now - swept >= self.SWEEP_EVERY
                if sweep:
                    swept = now
                await self.look(tables, guilds, sweep=sweep)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("looking at the moderators' requests to Nomicoup tables failed")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.EVERY)

    async def look(self, tables: CoupTables, guilds: Container[int] | None = None, *, sweep: bool = False) -> int:
        """One look (`serve`): the requests applied."""
        async with self.store.read(single=not sweep) as rx:  # one query, one trip (the other process's news wakes it)
            pending = await rx.pending_requests(KIND)
            free = await rx.live_kept_games(KIND) if sweep else []
        done = 0
        for request in pending:
            done += await self._apply(tables, guilds, request)
        for game_id, guild_id in free:
            if (guilds is None or guild_id in guilds) and _playing(tables, game_id) is None:
                await self._take_up(tables, game_id)
        return done

    async def _apply(self, tables: CoupTables, guilds: Container[int] | None, request: GameRequestRow) -> int:
        table = _playing(tables, request.game_id)
        if table is None:
            if guilds is not None and request.guild_id not in guilds:
                return 0  # the process that serves its server takes it up
            table = await self._take_up(tables, request.game_id, ending=request.action == "end")
            if table is None:
                if await self.store.hold(request.game_id):  # nobody plays it, and there is nothing to play
                    await self._done(request)
                    await self.store.let_go(request.game_id)
                return 0  # else its holder applies it
        if request.action == "advance":
            await tables.force(table.channel_id, request.phase_seq, asked=True)
        elif table.state is None:  # a forming table: its game is finished in the store already
            tables.drop(table.channel_id, request.game_id)
            await self.store.let_go(request.game_id)
        elif not table.over:  # a table under way ends with its ranking (COUP.md 6)
            await tables.end(table.channel_id, 0, moderator=True)
        await self._done(request)
        self.applied += 1
        return 1

    async def _done(self, request: GameRequestRow) -> None:
        async with self.store.transaction() as tx:
            await tx.request_done(request.id, now=self.clock.now())

    async def _take_up(self, tables: CoupTables, game_id: int, *, ending: bool = False) -> Table | None:
        """Hold and play a table no process holds, as the store keeps it (None: another process holds it, or it is
        not a table to play: over, or finished by a moderator, unless `ending`: a moderator's `/gm end` of a table
        under way, which is taken up to end it with its ranking)."""
        async with self.store.read() as rx:
            row = await rx.kept_game(game_id)
        here = None if row is None else tables.table(row.channel_id)
        if row is None or (here is not None and not here.over):
            return None  # this process plays a table in that channel (that one, perhaps, not kept yet)
        if not await self.store.hold(game_id):
            return None
        async with self.store.read() as rx:
            row = await rx.kept_game(game_id)  # as its last holder kept it
        table = None if row is None else table_of_row(row)
        finished = row is None or row.over
        if table is None or table.over or (finished and (table.state is None or not ending)) or not tables.adopt(table):
            await self.store.let_go(game_id)
            return None
        log.info("took up the Nomicoup table of channel %s, which no process held", table.channel_id)
        self._taken(table)
        return table

    def _taken(self, table: Table) -> None:
        if self.taken is not None and table.state is not None:
            self.taken(table)

    def _lost(self, tables: CoupTables) -> None:
        for channel_id, table in list(tables.tables.items()):
            if table.game_id:
                del tables.tables[channel_id]
                table.stop()
        self.wake()


def _playing(tables: CoupTables, game_id: int) -> Table | None:
    """The table of game `game_id` if this process plays it."""
    return next((t for t in tables.tables.values() if game_id and t.game_id == game_id), None)
