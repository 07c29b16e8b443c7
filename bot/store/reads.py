"""The queries: `ReadTx`, what `Store.read()` gives (and, as `Tx`, `Store.transaction()`)."""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable, Sequence
from typing import Any

from bot.store.conn import Conn, Dialect, Params, Row
from bot.store.rows import (
    _ACTION,
    _AUDIT,
    _DEADLINE,
    _EVENT,
    _GAME,
    _KEPT,
    _OPENED_MS,
    _ORDER,
    _OUTBOX,
    _SEAT,
    _SNAPSHOT,
    _TRADE,
    ActionRow,
    AuditRow,
    DeadlineRow,
    EventRow,
    GameRequestRow,
    GameRow,
    GameStatus,
    KeptGameRow,
    OrderRow,
    OutboxRow,
    PlayerGameRow,
    SeatRow,
    SnapshotRow,
    TradeOfferRow,
    UserLocaleRow,
    _action,
    _audit,
    _cols,
    _deadline,
    _event,
    _game,
    _kept,
    _order,
    _outbox,
    _seat,
    _snapshot,
    _status_in,
    _trade,
)

__all__ = ["Params", "ReadTx"]

_LIVE_DEADLINES = f"""
    SELECT {_cols(_DEADLINE, "d")} FROM deadlines d
    JOIN games g ON g.id = d.game_id AND g.phase_seq = d.phase_seq
    WHERE g.status = 'running' AND d.due_at IS NOT NULL
"""

# Unsent rows that no earlier unsent row of the same game holds back (rows without a game hold nothing back).
_OUTBOX_HEADS = f"""
    SELECT {_cols(_OUTBOX, "o")} FROM outbox o
    WHERE o.sent_at IS NULL AND o.dead_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM outbox p
                      WHERE p.game_id = o.game_id AND p.id < o.id AND p.sent_at IS NULL AND p.dead_at IS NULL)
"""

_MAX_ERROR_CHARS = 2000

# The orders that count in a phase: for each (seat, kind_key) its latest version unless that is a withdrawal.
_CURRENT_ORDER = """o.withdrawn = 0 AND NOT EXISTS (
    SELECT 1 FROM orders n
    WHERE n.game_id = o.game_id AND n.phase_seq = o.phase_seq AND n.seat = o.seat AND n.kind_key = o.kind_key
      AND n.time > o.time)"""

# One player's games with what a command on them needs (`ReadTx.player_games`), in one statement; the phase's
# actions, Done marks and orders come as JSON arrays (their payloads as strings in them).
_PLAYER_GAMES_TEMPLATE = """
    SELECT {game}, {seat},
           sn.schema_version, sn.state, sn.created_at, sn.opened_ms,
           {deadline},
           (SELECT {actions}
              FROM (SELECT * FROM actions a WHERE a.game_id = g.id AND a.phase_seq = g.phase_seq ORDER BY a.seq) a),
           (SELECT {done} FROM done dn WHERE dn.game_id = g.id AND dn.phase_seq = g.phase_seq),
           (SELECT {orders}
              FROM (SELECT * FROM orders o
                    WHERE o.game_id = g.id AND o.phase_seq = g.phase_seq
                      AND (o.seat = s.seat{public})
                      AND {current}
                    ORDER BY o.time) o),
           g.input_clock
    FROM seats s
    JOIN games g ON g.id = s.game_id
    LEFT JOIN snapshots sn ON sn.game_id = g.id AND sn.phase_seq = g.phase_seq
    LEFT JOIN deadlines d ON d.game_id = g.id AND d.phase_seq = g.phase_seq
    WHERE s.user_id = ? AND s.left_at IS NULL
"""
_ACTION_ITEM = "a.seq, a.seat, a.payload, a.time, a.created_at"
_ORDER_ITEM = "o.seat, o.kind_key, o.payload, o.time, o.submitted_at"
_PLAYER_GAMES_BY_DIALECT: dict[Dialect, str] = {
    "sqlite": _PLAYER_GAMES_TEMPLATE.format(
        game=_cols(_GAME, "g"),
        seat=_cols(_SEAT, "s"),
        deadline=_cols(_DEADLINE, "d"),
        actions=f"json_group_array(json_array({_ACTION_ITEM}))",
        done="json_group_array(dn.seat)",
        orders=f"json_group_array(json_array({_ORDER_ITEM}))",
        current=_CURRENT_ORDER,
        public="{public}",
    ),
    "postgresql": _PLAYER_GAMES_TEMPLATE.format(
        game=_cols(_GAME, "g"),
        seat=_cols(_SEAT, "s"),
        deadline=_cols(_DEADLINE, "d"),
        actions=f"COALESCE(json_agg(json_build_array({_ACTION_ITEM}) ORDER BY a.seq), '[]')::text",
        done="COALESCE(json_agg(dn.seat), '[]')::text",
        orders=f"COALESCE(json_agg(json_build_array({_ORDER_ITEM}) ORDER BY o.time), '[]')::text",
        current=_CURRENT_ORDER,
        public="{public}",
    ),
}


@functools.cache
def _player_games_sql(dialect: Dialect, public: tuple[str, ...]) -> str:
    """`_PLAYER_GAMES_BY_DIALECT`'s statement taking the player's own orders and those whose kind_key is LIKE one of
    the `public` patterns: on PostgreSQL each a parameter (given first), on SQLite each written in the statement (a
    game's constants, not a player's words): SQLite prepares a statement again each time it runs when a LIKE's
    pattern is a parameter (the pattern might allow an index), and this statement, every command's first, then cost
    eight times the CPU (issue 26)."""
    if dialect == "sqlite":
        likes = "".join(f" OR o.kind_key LIKE '{p.replace(chr(39), chr(39) * 2)}'" for p in public)
    else:
        likes = " OR o.kind_key LIKE ?" * len(public)
    return _PLAYER_GAMES_BY_DIALECT[dialect].replace("{public}", likes)


# An event visible to the seat `?`: public, or with the seat in its audience (a JSON array of seats).
_VISIBLE_TO_SEAT: dict[Dialect, str] = {
    "sqlite": "(visibility = 'public' OR (visibility = 'players'"
    " AND EXISTS (SELECT 1 FROM json_each(events.audience) WHERE json_each.value = ?)))",
    "postgresql": "(visibility = 'public' OR (visibility = 'players'"
    " AND (events.audience::jsonb) @> jsonb_build_array(CAST(? AS BIGINT))))",
}
# Rows of no game (`game_id IS ?` with None), and "no limit" for a LIMIT.
_IS: dict[Dialect, str] = {"sqlite": "IS", "postgresql": "IS NOT DISTINCT FROM"}
_NO_LIMIT: dict[Dialect, int | None] = {"sqlite": -1, "postgresql": None}


def _player_game(row: Row) -> PlayerGameRow:
    r = tuple(row)
    game = _game(r)
    seat = _seat(r, len(_GAME))
    i = len(_GAME) + len(_SEAT)
    snapshot = (
        None
        if r[i + 1] is None
        else SnapshotRow(
            game.id, game.phase_seq, r[i], r[i + 1], r[i + 2], r[i + 2] * 1000 + 999 if r[i + 3] is None else r[i + 3]
        )
    )
    i += 4
    deadline = None if r[i] is None else _deadline(r[i : i + len(_DEADLINE)])
    i += len(_DEADLINE)
    actions = tuple(ActionRow(game.id, game.phase_seq, *a) for a in json.loads(r[i]))
    done = frozenset(int(x) for x in json.loads(r[i + 1]))
    orders = [OrderRow(game.id, game.phase_seq, *o) for o in json.loads(r[i + 2])]
    mine = tuple(o for o in orders if o.seat == seat.seat)
    public = tuple(o for o in orders if o.seat != seat.seat)
    return PlayerGameRow(game, seat, snapshot, actions, deadline, done, mine, int(r[i + 3]), public)


# --- transactions -------------------------------------------------------------------------------------------
# A game kept whole (`ReadTx.kept_games`), read with its step's snapshot and answers and its events: WHERE ... follows.
_KEPT_SQL = f"""SELECT {", ".join(_KEPT)} FROM games g
    LEFT JOIN snapshots sn ON sn.game_id = g.id AND sn.phase_seq = g.phase_seq
    LEFT JOIN actions a ON a.game_id = g.id AND a.phase_seq = g.phase_seq AND a.seq = 0
    LEFT JOIN events e ON e.game_id = g.id AND e.phase_seq = 0 AND e.seq = 0
    WHERE """


class ReadTx:
    """The queries. Obtained from `Store.read()` (or, as `Tx`, from `Store.transaction()`).

    Each query is one trip to the database (on SQLite, to the database's thread), which costs far more of the event
    loop's time than the query itself: a use case asks for what it needs in as few queries as it can (`player_games`
    is the whole context of a player's command in one). A read of one query needs no transaction
    (`Store.read(single=True)`); otherwise the transaction begins just before the first query."""

    __slots__ = ("_begun", "_c", "_live", "_mode")

    def __init__(self, conn: Conn, mode: str = "begin") -> None:
        self._c = conn
        self._live = True
        self._mode = mode  # "begin": BEGIN before the first query; "single": no transaction
        self._begun = False

    @property
    def dialect(self) -> Dialect:
        return self._c.dialect

    def _check(self) -> None:
        if not self._live:
            raise RuntimeError("this transaction has ended: open a new one with store.transaction()")

    async def _before_read(self) -> None:
        if self._mode == "single":
            return  # each query on its own: consistent in itself, not with the others
        if not self._begun:
            await self._c.begin("read")
            self._begun = True

    async def _lock(self, game_id: int | None) -> None:
        """Before a write transaction reads anything of a game, it locks the game (`Tx`); a read locks nothing."""

    async def _lock_by(self, by: str, key: object) -> None:
        """Lock the games a user sits in (`by="user"`), of a channel (`"channel"`), of a trade offer (`"offer"`)
        (`Tx`); a read locks nothing."""

    async def _fetch(self, sql: str, params: Params = ()) -> list[Row]:
        return await self._c.fetch(sql, params)

    async def _all(self, sql: str, params: Params = ()) -> list[Row]:
        self._check()
        await self._before_read()
        return await self._fetch(sql, params)

    async def _one(self, sql: str, params: Params = ()) -> Row | None:
        rows = await self._all(sql, params)
        return rows[0] if rows else None

    async def _scalar(self, sql: str, params: Params = ()) -> Any:
        row = await self._one(sql, params)
        return None if row is None else row[0]

    async def _end(self, ok: bool) -> None:
        """Close the transaction (the COMMIT of a read changes nothing; it ends the read's view)."""
        if self._begun and self._mode != "single":
            await (self._c.commit() if ok else self._c.rollback())

    # games
    async def get_game(self, game_id: int, *, kind: str | None = None) -> GameRow | None:
        """The game `game_id` (of `kind` only, when given: a game's own reads never see another game's rows)."""
        await self._lock(game_id)
        row = await self._one(
            f"SELECT {', '.join(_GAME)} FROM games WHERE id = ? AND kind = COALESCE(?, kind)", (game_id, kind)
        )
        return None if row is None else _game(row)

    async def game_by_channel(self, channel_id: int, *, kind: str | None = None) -> GameRow | None:
        """The game in this channel that is not finished, if any (of `kind` only, when given; without it, the
        channel's game whatever its kind: one channel has one game under way)."""
        await self._lock_by("channel", channel_id)
        row = await self._one(
            f"""SELECT {", ".join(_GAME)} FROM games
                WHERE channel_id = ? AND status <> 'finished' AND kind = COALESCE(?, kind)""",
            (channel_id, kind),
        )
        return None if row is None else _game(row)

    async def latest_game_by_channel(self, channel_id: int, *, kind: str | None = None) -> GameRow | None:
        """The newest game in this channel (of `kind` only, when given), finished or not (its history stays
        readable after the end)."""
        await self._lock_by("channel", channel_id)
        row = await self._one(
            f"""SELECT {", ".join(_GAME)} FROM games WHERE channel_id = ? AND kind = COALESCE(?, kind)
                ORDER BY id DESC LIMIT 1""",
            (channel_id, kind),
        )
        return None if row is None else _game(row)

    async def list_games(
        self, *, statuses: Iterable[GameStatus] | None = None, guild_id: int | None = None, kind: str | None = None
    ) -> list[GameRow]:
        """Games by id, optionally only those with one of `statuses` and/or in one guild and/or of one kind."""
        where, params = ["TRUE"], list[object]()
        if kind is not None:
            where.append("kind = ?")
            params.append(kind)
        if statuses is not None:
            clause, values = _status_in("status", statuses)
            where.append(clause)
            params.extend(values)
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        rows = await self._all(f"SELECT {', '.join(_GAME)} FROM games WHERE {' AND '.join(where)} ORDER BY id", params)
        return [_game(r) for r in rows]

    # seats
    async def seats(self, game_id: int, *, include_left: bool = False) -> list[SeatRow]:
        """The game's seats by seat number (with `include_left` departed players too, oldest first)."""
        await self._lock(game_id)
        active = "" if include_left else "AND left_at IS NULL"
        rows = await self._all(
            f"SELECT {', '.join(_SEAT)} FROM seats WHERE game_id = ? {active} ORDER BY seat, joined_at, id",
            (game_id,),
        )
        return [_seat(r) for r in rows]

    async def seat_of_user(self, game_id: int, user_id: int) -> SeatRow | None:
        await self._lock(game_id)
        row = await self._one(
            f"SELECT {', '.join(_SEAT)} FROM seats WHERE game_id = ? AND user_id = ? AND left_at IS NULL",
            (game_id, user_id),
        )
        return None if row is None else _seat(row)

    async def games_of_user(
        self, user_id: int, *, statuses: Iterable[GameStatus] | None = None, kind: str | None = None
    ) -> list[tuple[GameRow, SeatRow]]:
        """Every game the user sits in now (optionally only those with one of `statuses`, of `kind`), by game id."""
        await self._lock_by("user", user_id)
        clause, values = ("TRUE", []) if statuses is None else _status_in("g.status", statuses)
        rows = await self._all(
            f"""SELECT {_cols(_GAME, "g")}, {_cols(_SEAT, "s")} FROM seats s JOIN games g ON g.id = s.game_id
                WHERE s.user_id = ? AND s.left_at IS NULL AND g.kind = COALESCE(?, g.kind) AND {clause}
                ORDER BY g.id""",
            [user_id, kind, *values],
        )
        return [(_game(r), _seat(r, len(_GAME))) for r in rows]

    async def player_games(
        self,
        user_id: int,
        *,
        statuses: Iterable[GameStatus] | None = None,
        game_id: int | None = None,
        public: Sequence[str] = (),
        kind: str | None = None,
    ) -> list[PlayerGameRow]:
        """The games the user sits in now (optionally only those with one of `statuses`, or only `game_id`), by
        game id (of `kind` only, when given), each with everything a command of his needs of it (`PlayerGameRow`), in
        one query. `public`: the
        kind_keys (SQL LIKE patterns) of the orders of others that the game lets everyone know of (Junta's budget
        proposal and nominations)."""
        await (self._lock_by("user", user_id) if game_id is None else self._lock(game_id))
        clause, values = ("TRUE", []) if statuses is None else _status_in("g.status", statuses)
        public = tuple(public)
        params: list[object] = [*(public if self.dialect != "sqlite" else ()), user_id, *values]
        if game_id is not None:
            clause += " AND g.id = ?"
            params.append(game_id)
        if kind is not None:
            clause += " AND g.kind = ?"
            params.append(kind)
        rows = await self._all(f"{_player_games_sql(self.dialect, public)} AND {clause} ORDER BY g.id", params)
        return [_player_game(r) for r in rows]

    # snapshots
    async def get_snapshot(self, game_id: int, phase_seq: int) -> SnapshotRow | None:
        await self._lock(game_id)
        row = await self._one(
            f"SELECT {', '.join(_SNAPSHOT)} FROM snapshots WHERE game_id = ? AND phase_seq = ?",
            (game_id, phase_seq),
        )
        return None if row is None else _snapshot(row)

    async def latest_snapshot(self, game_id: int) -> SnapshotRow | None:
        await self._lock(game_id)
        row = await self._one(
            f"SELECT {', '.join(_SNAPSHOT)} FROM snapshots WHERE game_id = ? ORDER BY phase_seq DESC LIMIT 1",
            (game_id,),
        )
        return None if row is None else _snapshot(row)

    async def phase_open_at(self, game_id: int, at_ms: int) -> int | None:
        """The phase that was open just before the moment `at_ms` (UTC epoch milliseconds): the last one that
        had opened strictly before it. None if the game had not started then."""
        await self._lock(game_id)
        value = await self._scalar(
            f"""SELECT phase_seq FROM snapshots WHERE game_id = ? AND {_OPENED_MS} < ?
                ORDER BY phase_seq DESC LIMIT 1""",
            (game_id, at_ms),
        )
        return None if value is None else int(value)

    async def snapshot_phases(self, game_id: int) -> list[int]:
        await self._lock(game_id)
        rows = await self._all("SELECT phase_seq FROM snapshots WHERE game_id = ? ORDER BY phase_seq", (game_id,))
        return [r[0] for r in rows]

    # orders
    async def orders_for_phase(self, game_id: int, phase_seq: int, *, seat: int | None = None) -> list[OrderRow]:
        """The orders that count: for each (seat, kind_key) its latest version unless that is a withdrawal;
        ordered by time."""
        await self._lock(game_id)
        seat_clause = "" if seat is None else "AND o.seat = ?"
        params: list[object] = [game_id, phase_seq]
        if seat is not None:
            params.append(seat)
        rows = await self._all(
            f"""SELECT {_cols(_ORDER, "o")} FROM orders o
                WHERE o.game_id = ? AND o.phase_seq = ? {seat_clause} AND o.withdrawn = 0
                  AND NOT EXISTS (SELECT 1 FROM orders n
                                  WHERE n.game_id = o.game_id AND n.phase_seq = o.phase_seq
                                    AND n.seat = o.seat AND n.kind_key = o.kind_key AND n.time > o.time)
                ORDER BY o.time""",
            params,
        )
        return [_order(r) for r in rows]

    # done
    async def done_seats(self, game_id: int, phase_seq: int) -> frozenset[int]:
        await self._lock(game_id)
        rows = await self._all("SELECT seat FROM done WHERE game_id = ? AND phase_seq = ?", (game_id, phase_seq))
        return frozenset(r[0] for r in rows)

    # actions
    async def list_actions(self, game_id: int, phase_seq: int) -> list[ActionRow]:
        """The phase's immediate actions in the order they were applied."""
        await self._lock(game_id)
        rows = await self._all(
            f"SELECT {', '.join(_ACTION)} FROM actions WHERE game_id = ? AND phase_seq = ? ORDER BY seq",
            (game_id, phase_seq),
        )
        return [_action(r) for r in rows]

    # events
    async def list_events(
        self, game_id: int, phase_seq: int | None = None, *, visible_to_seat: int | None = None
    ) -> list[EventRow]:
        """Events by (phase, seq): of one phase or (None) of the whole game. With `visible_to_seat`, only the
        public ones and those whose audience holds that seat (never the game master's)."""
        await self._lock(game_id)
        where, params = ["game_id = ?"], list[object]([game_id])
        if phase_seq is not None:
            where.append("phase_seq = ?")
            params.append(phase_seq)
        if visible_to_seat is not None:
            where.append(_VISIBLE_TO_SEAT[self.dialect])
            params.append(visible_to_seat)
        rows = await self._all(
            f"SELECT {', '.join(_EVENT)} FROM events WHERE {' AND '.join(where)} ORDER BY phase_seq, seq",
            params,
        )
        return [_event(r) for r in rows]

    # deadlines
    async def get_deadline(self, game_id: int, phase_seq: int | None = None) -> DeadlineRow | None:
        """The deadline of a phase (default: the game's current phase)."""
        await self._lock(game_id)
        row = await self._one(
            f"""SELECT {", ".join(_DEADLINE)} FROM deadlines
                WHERE game_id = ? AND phase_seq = COALESCE(?, (SELECT phase_seq FROM games WHERE id = ?))""",
            (game_id, phase_seq, game_id),
        )
        return None if row is None else _deadline(row)

    async def due_deadlines(self, now: int) -> list[DeadlineRow]:
        """Running games whose current phase's deadline is at or before `now`, earliest first."""
        rows = await self._all(_LIVE_DEADLINES + " AND d.due_at <= ? ORDER BY d.due_at, d.game_id", (now,))
        return [_deadline(r) for r in rows]

    async def due_reminders(self, now: int) -> list[DeadlineRow]:
        """Running games whose reminder time has come, not sent yet, with the deadline still ahead."""
        rows = await self._all(
            _LIVE_DEADLINES
            + """ AND d.remind_before IS NOT NULL AND d.reminder_sent = 0
                  AND d.due_at - d.remind_before <= ? AND d.due_at > ?
                  ORDER BY d.due_at - d.remind_before, d.game_id""",
            (now, now),
        )
        return [_deadline(r) for r in rows]

    async def next_wakeup(self) -> int | None:
        """When the scheduler next has something to do (possibly already past): the earliest deadline or
        unsent reminder of a running game's current phase; None when there is nothing. A reminder counts until
        `mark_reminder_sent`, so mark it even when nobody needed reminding."""
        value = await self._scalar(
            f"""SELECT MIN(CASE WHEN remind_before IS NOT NULL AND reminder_sent = 0
                                THEN due_at - remind_before ELSE due_at END)
                FROM ({_LIVE_DEADLINES}) live"""
        )
        return None if value is None else int(value)

    # outbox
    async def get_outbox(self, outbox_id: int) -> OutboxRow | None:
        row = await self._one(f"SELECT {', '.join(_OUTBOX)} FROM outbox WHERE id = ?", (outbox_id,))
        return None if row is None else _outbox(row)

    async def due_outbox(self, now: int, *, limit: int = 50) -> list[OutboxRow]:
        """Messages to send now, by id: unsent, not given up, next_attempt_at <= now, and no earlier unsent
        message of the same game before them (a game's messages never overtake each other, even while one
        waits to retry)."""
        rows = await self._all(_OUTBOX_HEADS + " AND o.next_attempt_at <= ? ORDER BY o.id LIMIT ?", (now, limit))
        return [_outbox(r) for r in rows]

    async def next_outbox_at(self) -> int | None:
        """When the earliest message that may go next is due (None: nothing to send)."""
        value = await self._scalar(f"SELECT MIN(next_attempt_at) FROM ({_OUTBOX_HEADS}) heads")
        return None if value is None else int(value)

    async def pending_outbox(self, game_id: int | None = None) -> list[OutboxRow]:
        """Every unsent, not given up message (of one game), by id."""
        await self._lock(game_id)
        clause, params = ("", []) if game_id is None else ("AND game_id = ?", [game_id])
        rows = await self._all(
            f"""SELECT {", ".join(_OUTBOX)} FROM outbox
                WHERE sent_at IS NULL AND dead_at IS NULL {clause} ORDER BY id""",
            params,
        )
        return [_outbox(r) for r in rows]

    async def pending_outbox_of(self, game_ids: Iterable[int]) -> dict[int, list[OutboxRow]]:
        """`pending_outbox` of several games in one query: each game's unsent, not given up messages by id (a game
        with none is absent)."""
        wanted = sorted(set(game_ids))
        found: dict[int, list[OutboxRow]] = {}
        for at in range(0, len(wanted), 500):  # SQLite's limit of parameters is far above this
            part = wanted[at : at + 500]
            for game_id in part:
                await self._lock(game_id)
            rows = await self._all(
                f"""SELECT {", ".join(_OUTBOX)} FROM outbox
                    WHERE sent_at IS NULL AND dead_at IS NULL AND game_id IN ({", ".join("?" * len(part))})
                    ORDER BY id""",
                part,
            )
            for row in map(_outbox, rows):
                found.setdefault(int(row.game_id or 0), []).append(row)
        return found

    # audit
    async def list_audit(self, game_id: int | None, *, limit: int | None = None) -> list[AuditRow]:
        """A game's audit entries, or (None) those about no game; the newest `limit` of them, oldest first."""
        await self._lock(game_id)
        rows = await self._all(
            f"""SELECT * FROM (SELECT {", ".join(_AUDIT)} FROM audit
                               WHERE game_id {_IS[self.dialect]} ? ORDER BY id DESC LIMIT ?) recent
                ORDER BY id""",
            (game_id, _NO_LIMIT[self.dialect] if limit is None else limit),
        )
        return [_audit(r) for r in rows]

    # meta
    async def get_meta(self, key: str) -> str | None:
        value = await self._scalar("SELECT value FROM meta WHERE key = ?", (key,))
        return None if value is None else str(value)

    # trade offers, threads, DM channels
    async def get_trade_offer(self, offer_id: str) -> TradeOfferRow | None:
        await self._lock_by("offer", offer_id)
        row = await self._one(f"SELECT {', '.join(_TRADE)} FROM trade_offers WHERE id = ?", (offer_id,))
        return None if row is None else _trade(row)

    async def thread(self, game_id: int, key: str) -> int | None:
        """The id of the game's thread `key` (a key of the game's own, e.g. Junta's 'budget:3'), once it is opened."""
        await self._lock(game_id)
        value = await self._scalar("SELECT thread_id FROM threads WHERE game_id = ? AND thread_key = ?", (game_id, key))
        return None if value is None else int(value)

    # games kept whole by their own code
    async def kept_games(self, kind: str, *, running: bool = True) -> list[KeptGameRow]:
        """The games of `kind` that their own code keeps whole (Nomicoup's tables), by channel, then game (`running`:
        those forming or being played, which the bot resumes). How they are kept: `Tx.put_kept_game`."""
        where = "g.kind = ? AND (g.status <> 'finished' OR ? = 0) ORDER BY g.channel_id, g.id"
        return [_kept(r) for r in await self._all(_KEPT_SQL + where, (kind, int(running)))]

    async def kept_game(self, game_id: int) -> KeptGameRow | None:
        """One game its own code keeps whole, whatever its status (as `kept_games` reads them)."""
        row = await self._one(_KEPT_SQL + "g.id = ?", (game_id,))
        return None if row is None else _kept(row)

    async def live_kept_games(self, kind: str) -> list[tuple[int, int]]:
        """The (game id, server id) of the games of `kind` forming or being played, by id: what a process that serves
        their servers takes up when no process holds them (`kept_games` reads them whole)."""
        rows = await self._all(
            "SELECT id, guild_id FROM games WHERE kind = ? AND status IN ('forming', 'running') ORDER BY id", (kind,)
        )
        return [(int(r[0]), int(r[1])) for r in rows]

    async def pending_requests(self, kind: str) -> list[GameRequestRow]:
        """The moderators' requests to games of `kind` not yet applied (`Tx.ask_kept_game`), oldest first."""
        rows = await self._all(
            """SELECT r.id, r.game_id, r.phase_seq, r.action, r.created_at, g.guild_id, g.channel_id
               FROM game_requests r JOIN games g ON g.id = r.game_id
               WHERE r.done_at IS NULL AND g.kind = ? ORDER BY r.id""",
            (kind,),
        )
        return [
            GameRequestRow(int(r[0]), int(r[1]), int(r[2]), str(r[3]), int(r[4]), int(r[5]), int(r[6])) for r in rows
        ]

    # languages
    async def user_locales(self, user_ids: Iterable[int]) -> dict[int, UserLocaleRow]:
        """The languages of these users that are known (a user who never used a command has none)."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        rows = await self._all(
            f"SELECT user_id, seen, chosen FROM user_locales WHERE user_id IN ({', '.join('?' * len(wanted))})",
            wanted,
        )
        return {int(r[0]): UserLocaleRow(int(r[0]), r[1], r[2]) for r in rows}

    async def dm_channel(self, user_id: int) -> int | None:
        """The id of the DM channel Discord gave for a user, if it was kept."""
        value = await self._scalar("SELECT channel_id FROM dm_channels WHERE user_id = ?", (user_id,))
        return None if value is None else int(value)
