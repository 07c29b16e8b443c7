"""The writes: `Tx`, what `Store.transaction()` gives."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

from bot.store.claims import Claims
from bot.store.conn import Dialect
from bot.store.errors import ConflictError, StoreError
from bot.store.kept import KeptGames
from bot.store.reads import _MAX_ERROR_CHARS
from bot.store.rows import (
    _ACTION,
    _DEADLINE,
    _GAME,
    _ORDER,
    _OUTBOX,
    _SEAT,
    ActionRow,
    DeadlineRow,
    GameRow,
    GameStatus,
    NewEvent,
    OrderRow,
    OutboxRow,
    SeatRow,
    TradeOfferRow,
    Visibility,
    _action,
    _deadline,
    _game,
    _order,
    _outbox,
    _seat,
)

__all__ = ["Tx"]

_GREATEST: dict[Dialect, str] = {"sqlite": "MAX", "postgresql": "GREATEST"}


class Tx(Claims, KeptGames):
    """The queries and the writes, inside `async with store.transaction() as tx:` (how it runs: `WriteTx`)."""

    # games
    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        name: str,
        settings: str,
        seed: str,
        now: int,
        status: GameStatus = GameStatus.FORMING,
        phase_seq: int = 0,
        kind: str,
        language: str = "en",
    ) -> GameRow:
        """A new game of `kind` (bot/games) (`language`: its channel's, the bot's tag). ConflictError if the channel
        already has a game that is not finished."""
        row = await self._returning(
            f"""INSERT INTO games (guild_id, channel_id, name, status, settings, seed, phase_seq, created_at, language,
                                   kind)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING {", ".join(_GAME)}""",
            (guild_id, channel_id, name, GameStatus(status).value, settings, seed, phase_seq, now, language, kind),
        )
        return _game(row)

    async def set_language(self, game_id: int, language: str) -> bool:
        """The language the game's channel speaks from now on."""
        await self._lock(game_id)
        return await self._run("UPDATE games SET language = ? WHERE id = ?", (language, game_id)) == 1

    async def set_status(self, game_id: int, status: GameStatus, *, expected: GameStatus | None = None) -> bool:
        """Set the status (only if it is `expected`, when given). False if the game is missing or not as
        expected. ConflictError when reopening a finished game in a channel that has another live game."""
        await self._lock(game_id)
        self._moved()
        return (
            await self._run(
                "UPDATE games SET status = ? WHERE id = ? AND status = COALESCE(?, status)",
                (GameStatus(status).value, game_id, None if expected is None else GameStatus(expected).value),
            )
            == 1
        )

    async def set_settings(self, game_id: int, settings: str) -> bool:
        await self._lock(game_id)
        return await self._run("UPDATE games SET settings = ? WHERE id = ?", (settings, game_id)) == 1

    async def advance_phase(self, game_id: int, expected_phase_seq: int, new_phase_seq: int) -> bool:
        """Move the game from `expected_phase_seq` to `new_phase_seq`; False (and nothing changes) if it is
        not at `expected_phase_seq`, so resolving the same phase twice does nothing the second time."""
        await self._lock(game_id)
        if new_phase_seq <= expected_phase_seq:
            raise ValueError(f"phases only move forward: {expected_phase_seq} -> {new_phase_seq}")
        self._moved()
        return (
            await self._run(
                "UPDATE games SET phase_seq = ? WHERE id = ? AND phase_seq = ?",
                (new_phase_seq, game_id, expected_phase_seq),
            )
            == 1
        )

    # seats
    async def add_seat(
        self,
        game_id: int,
        user_id: int,
        family: str,
        *,
        now: int,
        seat: int | None = None,
        computer: str | None = None,
    ) -> SeatRow:
        """Seat a user (at `seat`, or the lowest free seat number), or with `computer` (its personality) a
        computer-played family (`user_id` then a negative number unique in the game). ConflictError if the user
        already sits in the game, the seat is taken or the game does not exist."""
        await self._lock(game_id)
        if seat is None:
            seat = int(
                await self._scalar(
                    """SELECT MIN(candidate) FROM (
                           SELECT 0 AS candidate
                           UNION ALL SELECT seat + 1 FROM seats WHERE game_id = ?1 AND left_at IS NULL
                       ) c WHERE candidate NOT IN (
                           SELECT seat FROM seats WHERE game_id = ?1 AND left_at IS NULL
                       )""",
                    (game_id,),
                )
            )
        row = await self._returning(
            f"""INSERT INTO seats (game_id, seat, user_id, family, joined_at, computer) VALUES (?, ?, ?, ?, ?, ?)
                RETURNING {", ".join(_SEAT)}""",
            (game_id, seat, user_id, family, now, computer),
        )
        return _seat(row)

    async def remove_seat(self, game_id: int, seat: int, *, now: int) -> bool:
        """The player in `seat` leaves (the row stays, with left_at). False if the seat is empty."""
        await self._lock(game_id)
        return (
            await self._run(
                "UPDATE seats SET left_at = ? WHERE game_id = ? AND seat = ? AND left_at IS NULL",
                (now, game_id, seat),
            )
            == 1
        )

    async def replace_seat(
        self,
        game_id: int,
        seat: int,
        user_id: int,
        *,
        now: int,
        family: str | None = None,
        computer: str | None = None,
    ) -> SeatRow:
        """Give an occupied seat to another user (same seat number, same family unless `family` is given), or with
        `computer` to the computer (`user_id` negative, unique in the game). StoreError if the seat is empty,
        ConflictError if the new user already sits in the game."""
        old = await self._one(
            "SELECT family FROM seats WHERE game_id = ? AND seat = ? AND left_at IS NULL", (game_id, seat)
        )
        if old is None:
            raise StoreError(f"game {game_id} has nobody in seat {seat} to replace")
        if await self.seat_of_user(game_id, user_id) is not None:
            raise ConflictError(f"user {user_id} already sits in game {game_id}")
        await self.remove_seat(game_id, seat, now=now)
        return await self.add_seat(
            game_id, user_id, old[0] if family is None else family, now=now, seat=seat, computer=computer
        )

    async def renumber_seats(self, game_id: int) -> list[SeatRow]:
        """Close the gaps left by departures: the active seats become 0, 1, 2, ... in their current order.
        For a game that has not started (seat numbers are the engine's player ids once it has)."""
        await self._lock(game_id)
        for new, current in enumerate(s.seat for s in await self.seats(game_id)):
            if new != current:
                await self._run(
                    "UPDATE seats SET seat = ? WHERE game_id = ? AND seat = ? AND left_at IS NULL",
                    (new, game_id, current),
                )
        return await self.seats(game_id)

    async def reseat(self, game_id: int, order: Sequence[int]) -> list[SeatRow]:
        """Seat the active players in a new order: who sat in seat `order[i]` now sits in seat i. For a game that
        has not started: the engine may seat the families otherwise than they joined (Mini-Junta's first President
        sits first, VARIANTS 10.1.4)."""
        current = [s.seat for s in await self.seats(game_id)]
        if sorted(order) != sorted(current):
            raise ValueError(f"reseat of game {game_id}: {list(order)} is not an order of the seats {current}")
        aside = max(current, default=0) + 1  # two steps: the unique index never sees two players in one seat
        for seat in order:
            await self._run(
                "UPDATE seats SET seat = ? WHERE game_id = ? AND seat = ? AND left_at IS NULL",
                (seat + aside, game_id, seat),
            )
        for new, seat in enumerate(order):
            await self._run(
                "UPDATE seats SET seat = ? WHERE game_id = ? AND seat = ? AND left_at IS NULL",
                (new, game_id, seat + aside),
            )
        return await self.seats(game_id)

    # snapshots
    async def put_snapshot(
        self, game_id: int, phase_seq: int, *, schema_version: int, state: str, now: int, opened_ms: int | None = None
    ) -> None:
        """Store the state at the start of a phase, opened at `opened_ms` (default: `now`'s second; stamp it with
        `stamp_opened`). Queued: sent with the transaction's end (ConflictError then if the phase has one)."""
        await self._lock(game_id)
        self._defer(
            """INSERT INTO snapshots (game_id, phase_seq, schema_version, state, created_at, opened_ms)
               VALUES (?, ?, ?, ?, ?, ?)""",
            (game_id, phase_seq, schema_version, state, now, now * 1000 if opened_ms is None else opened_ms),
        )

    async def stamp_opened(self, game_id: int, phase_seq: int, now_ms: Callable[[], int]) -> None:
        """Set the moment a phase opened to `now_ms()` read as late as can be: just before the transaction's COMMIT,
        after all its other writes, so that a command made while the phase was being opened counts as made before
        it."""
        self._check()
        self._stamp = (game_id, phase_seq, now_ms)

    # orders
    async def put_order(
        self,
        game_id: int,
        phase_seq: int,
        seat: int,
        kind_key: str,
        payload: str,
        *,
        now: int,
        after: int | None = None,
    ) -> OrderRow | None:
        """Store an order (a new version replaces the seat's previous order of the same key) with the game's
        next time. None, and nothing stored, if the game is not at `phase_seq` (the phase has moved on).

        `after`: the game's input clock as this transaction read it (`PlayerGameRow.input_clock`); the order is
        then queued, not sent (`_defer`), and its row is what it will be: this transaction holds the store's write
        lock, so nothing else can move the game or its clock before it is sent (and the statement's guard would
        store nothing if anything had)."""
        await self._lock(game_id)
        if after is not None:
            self._defer(
                """INSERT INTO orders (game_id, phase_seq, seat, kind_key, payload, time, submitted_at)
                   SELECT id, phase_seq, CAST(? AS BIGINT), ?, ?, input_clock + 1, CAST(? AS BIGINT) FROM games
                   WHERE id = ? AND phase_seq = ? AND input_clock = ?""",
                (seat, kind_key, payload, now, game_id, phase_seq, after),
            )
            return OrderRow(game_id, phase_seq, seat, kind_key, payload, after + 1, now)
        time = await self._tick(game_id, phase_seq)
        if time is None:
            return None
        row = await self._returning(
            f"""INSERT INTO orders (game_id, phase_seq, seat, kind_key, payload, time, submitted_at)
                VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING {", ".join(_ORDER)}""",
            (game_id, phase_seq, seat, kind_key, payload, time, now),
        )
        return _order(row)

    async def withdraw_order(self, game_id: int, phase_seq: int, seat: int, kind_key: str, *, now: int) -> bool:
        """Withdraw the seat's order of that key. False if none stands or the phase has moved on."""
        await self._lock(game_id)
        standing = await self.orders_for_phase(game_id, phase_seq, seat=seat)
        if not any(o.kind_key == kind_key for o in standing):
            return False
        time = await self._tick(game_id, phase_seq)
        if time is None:
            return False
        await self._run(
            """INSERT INTO orders (game_id, phase_seq, seat, kind_key, payload, time, withdrawn, submitted_at)
               VALUES (?, ?, ?, ?, NULL, ?, 1, ?)""",
            (game_id, phase_seq, seat, kind_key, time, now),
        )
        return True

    # done
    async def mark_done(self, game_id: int, phase_seq: int, seat: int, *, now: int, queued: bool = False) -> bool:
        """True if newly marked, False if it already was. `queued`: the caller knows it is not marked yet (it read
        the phase's Done marks in this transaction); the mark is queued, not sent (`_defer`), and True."""
        await self._lock(game_id)
        if queued:
            self._defer(
                "INSERT INTO done (game_id, phase_seq, seat, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (game_id, phase_seq, seat, now),
            )
            return True
        return (
            await self._run(
                "INSERT INTO done (game_id, phase_seq, seat, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (game_id, phase_seq, seat, now),
            )
            == 1
        )

    async def unmark_done(self, game_id: int, phase_seq: int, seat: int) -> bool:
        await self._lock(game_id)
        return (
            await self._run(
                "DELETE FROM done WHERE game_id = ? AND phase_seq = ? AND seat = ?",
                (game_id, phase_seq, seat),
            )
            == 1
        )

    # actions
    async def append_action(
        self, game_id: int, phase_seq: int, seat: int, payload: str, *, now: int
    ) -> ActionRow | None:
        """Record an immediate action after the phase's earlier ones. None, and nothing stored, if the game
        is not at `phase_seq`. Its `time` comes from the same game clock as the orders'."""
        await self._lock(game_id)
        time = await self._tick(game_id, phase_seq)
        if time is None:
            return None
        row = await self._returning(
            f"""INSERT INTO actions (game_id, phase_seq, seq, seat, payload, time, created_at)
                VALUES (?1, ?2,
                        (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?1 AND phase_seq = ?2),
                        ?3, ?4, ?5, ?6)
                RETURNING {", ".join(_ACTION)}""",
            (game_id, phase_seq, seat, payload, time, now),
        )
        return _action(row)

    # events
    async def append_events(self, game_id: int, phase_seq: int, events: Sequence[NewEvent], *, now: int) -> None:
        """Append events to a phase, numbered after the ones it has (queued: sent with the transaction's end)."""
        await self._lock(game_id)
        for event in events:
            audience = json.dumps(sorted(set(event.audience)))
            self._defer(
                """INSERT INTO events (game_id, phase_seq, seq, visibility, audience, payload, created_at)
                   SELECT ?1, ?2, COALESCE(MAX(seq), 0) + 1, ?3, ?4, ?5, CAST(?6 AS BIGINT)
                   FROM events WHERE game_id = ?1 AND phase_seq = ?2""",
                (game_id, phase_seq, Visibility(event.visibility).value, audience, event.payload, now),
            )

    # deadlines
    async def set_deadline(
        self, game_id: int, phase_seq: int, due_at: int, *, remind_before: int | None = None
    ) -> DeadlineRow:
        """Set (or move) a phase's deadline; the reminder is unsent again, a paused remainder dropped."""
        await self._lock(game_id)
        self._moved()
        row = await self._returning(
            f"""INSERT INTO deadlines
                    (game_id, phase_seq, due_at, paused_remaining, remind_before, reminder_sent)
                VALUES (?, ?, ?, NULL, ?, 0)
                ON CONFLICT (game_id, phase_seq) DO UPDATE SET
                    due_at = excluded.due_at, paused_remaining = NULL, remind_before = excluded.remind_before,
                    reminder_sent = 0
                RETURNING {", ".join(_DEADLINE)}""",
            (game_id, phase_seq, due_at, remind_before),
        )
        return _deadline(row)

    async def extend_paused_deadline(self, game_id: int, phase_seq: int, seconds: int) -> bool:
        """Give a paused phase more time: its stopped remainder grows by `seconds`. False if it is not paused."""
        await self._lock(game_id)
        self._moved()
        return (
            await self._run(
                """UPDATE deadlines SET paused_remaining = paused_remaining + ?
                   WHERE game_id = ? AND phase_seq = ? AND paused_remaining IS NOT NULL""",
                (seconds, game_id, phase_seq),
            )
            == 1
        )

    async def mark_reminder_sent(self, game_id: int, phase_seq: int) -> bool:
        """True if this call marked it (False: already marked or no such deadline)."""
        await self._lock(game_id)
        self._moved()
        return (
            await self._run(
                """UPDATE deadlines SET reminder_sent = 1
                   WHERE game_id = ? AND phase_seq = ? AND reminder_sent = 0""",
                (game_id, phase_seq),
            )
            == 1
        )

    async def pause_game(self, game_id: int, *, now: int) -> bool:
        """running -> paused; the current deadline stops, keeping the time left. False if not running."""
        await self._lock(game_id)
        if not await self.set_status(game_id, GameStatus.PAUSED, expected=GameStatus.RUNNING):
            return False
        await self._run(
            f"""UPDATE deadlines SET paused_remaining = {_GREATEST[self.dialect]}(0, due_at - ?), due_at = NULL
               WHERE game_id = ? AND phase_seq = (SELECT phase_seq FROM games WHERE id = ?)
                 AND due_at IS NOT NULL""",
            (now, game_id, game_id),
        )
        return True

    async def resume_game(self, game_id: int, *, now: int) -> bool:
        """paused -> running; the current deadline restarts with the time it had left (a deadline set while
        paused stands as set). False if the game was not paused."""
        await self._lock(game_id)
        if not await self.set_status(game_id, GameStatus.RUNNING, expected=GameStatus.PAUSED):
            return False
        await self._run(
            """UPDATE deadlines SET due_at = COALESCE(? + paused_remaining, due_at), paused_remaining = NULL
               WHERE game_id = ? AND phase_seq = (SELECT phase_seq FROM games WHERE id = ?)""",
            (now, game_id, game_id),
        )
        return True

    # outbox
    async def enqueue_outbox(
        self,
        *,
        game_id: int | None,
        phase_seq: int | None,
        kind: str,
        target: int,
        payload: str,
        now: int,
        file: bytes | None = None,
        file_name: str | None = None,
    ) -> None:
        """Queue a message (sent after every earlier message of the same game). Queued in the transaction too:
        written with its end (`pending_outbox` tells the ids)."""
        await self._lock(game_id)
        self._queued(game_id)
        self._defer(
            """INSERT INTO outbox (game_id, phase_seq, kind, target, payload, file, file_name, created_at,
                                   next_attempt_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            (game_id, phase_seq, kind, target, payload, file, file_name, now, now),
        )

    async def mark_sent(self, outbox_id: int, *, now: int) -> bool:
        """True if this call marked it sent (False: unknown, already sent, or given up)."""
        return (
            await self._run(
                "UPDATE outbox SET sent_at = ? WHERE id = ? AND sent_at IS NULL AND dead_at IS NULL",
                (now, outbox_id),
            )
            == 1
        )

    async def mark_sent_many(self, outbox_ids: Sequence[int], *, now: int) -> None:
        """`mark_sent` for several messages in one statement, queued: written with the transaction's end (alone, it
        is the transaction: one trip to the database)."""
        if not outbox_ids:
            return
        marks = ", ".join("?" * len(outbox_ids))
        if self.dialect == "postgresql":
            # Its rows are locked in id order first, as a claim of a game's messages locks them
            # (`claim_game_outbox`): two statements that lock in one order cannot deadlock. Locked in the order the
            # scan met them, a batch holding two games' rows deadlocked with another process's claim of one of them,
            # and a mark that lost sent its messages once more (bench.bot, two processes, 3 runs in 14).
            self._defer(
                f"""WITH locked AS (SELECT id FROM outbox WHERE id IN ({marks}) ORDER BY id FOR UPDATE)
                    UPDATE outbox SET sent_at = ? WHERE id IN (SELECT id FROM locked)
                      AND sent_at IS NULL AND dead_at IS NULL""",
                (*outbox_ids, now),
            )
            return
        self._defer(
            f"UPDATE outbox SET sent_at = ? WHERE id IN ({marks}) AND sent_at IS NULL AND dead_at IS NULL",
            (now, *outbox_ids),
        )

    async def mark_failed(
        self,
        outbox_id: int,
        *,
        now: int,
        error: str,
        retry_at: int | None = None,
        permanent: bool = False,
        base_delay: int = 5,
        max_delay: int = 3600,
        max_attempts: int | None = None,
    ) -> OutboxRow | None:
        """Count a failed attempt. The next try is at `retry_at` (e.g. from a rate limit's retry-after) or
        after an exponential backoff: base_delay * 2**(attempts - 1), at most max_delay. A `permanent`
        failure, or reaching `max_attempts`, gives the message up (dead_at), so that it no longer holds back
        its game's later messages.
        None if the message is unknown, sent or already given up."""
        row = await self.get_outbox(outbox_id)
        if row is None or not row.pending:
            return None
        attempts = row.attempts + 1
        next_at = retry_at if retry_at is not None else now + min(max_delay, base_delay * 2 ** min(attempts - 1, 32))
        give_up = permanent or (max_attempts is not None and attempts >= max_attempts)
        updated = await self._returning(
            f"""UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ?, dead_at = ?
                WHERE id = ? RETURNING {", ".join(_OUTBOX)}""",
            (attempts, next_at, error[:_MAX_ERROR_CHARS], now if give_up else None, outbox_id),
        )
        return _outbox(updated)

    # audit
    async def add_audit(
        self, game_id: int | None, *, moderator_id: int, action: str, details: str = "{}", now: int
    ) -> None:
        """A moderator's action, for the record (queued: sent with the transaction's end)."""
        await self._lock(game_id)
        self._defer(
            "INSERT INTO audit (game_id, at, moderator_id, action, details) VALUES (?, ?, ?, ?, ?)",
            (game_id, now, moderator_id, action, details),
        )

    # meta
    async def set_meta(self, key: str, value: str) -> None:
        await self._run(
            """INSERT INTO meta (key, value) VALUES (?, ?)
               ON CONFLICT (key) DO UPDATE SET value = excluded.value""",
            (key, value),
        )

    # trade offers, budget threads, DM channels
    async def put_trade_offer(self, offer: TradeOfferRow, *, now: int) -> None:
        """Store a new trade offer. ConflictError if its id is taken or its game does not exist."""
        await self._lock(offer.game_id)
        self._defer(
            """INSERT INTO trade_offers (id, game_id, offerer, to_seat, give_cash, give_cards, get_cash, get_cards,
                                         status, turn, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            (
                offer.id,
                offer.game_id,
                offer.offerer,
                offer.to,
                offer.give_cash,
                json.dumps(list(offer.give_cards)),
                offer.get_cash,
                json.dumps(list(offer.get_cards)),
                offer.status,
                offer.turn,
                now,
            ),
        )

    async def accept_trade_offer(self, offer_id: str) -> bool:
        """Mark an open offer accepted; False if it is not open (taken already, or unknown)."""
        await self._lock_by("offer", offer_id)
        changed = await self._run(
            "UPDATE trade_offers SET status = 'accepted' WHERE id = ? AND status = 'open'", (offer_id,)
        )
        return changed == 1

    async def set_thread(self, game_id: int, key: str, thread_id: int) -> None:
        await self._lock(game_id)
        self._defer(
            """INSERT INTO threads (game_id, thread_key, thread_id) VALUES (?, ?, ?)
               ON CONFLICT (game_id, thread_key) DO UPDATE SET thread_id = excluded.thread_id""",
            (game_id, key, thread_id),
        )

    # languages
    async def remember_locale(self, user_id: int, seen: str, *, now: int) -> None:
        """The Discord locale of the user's client at his latest interaction (his language unless he chose one)."""
        self._defer(
            """INSERT INTO user_locales (user_id, seen, chosen, updated_at) VALUES (?, ?, NULL, ?)
               ON CONFLICT (user_id) DO UPDATE SET seen = excluded.seen, updated_at = excluded.updated_at""",
            (user_id, seen, now),
        )

    async def choose_locale(self, user_id: int, chosen: str | None, *, now: int) -> None:
        """The language the user chose with /language (None: his client's again)."""
        self._defer(
            """INSERT INTO user_locales (user_id, seen, chosen, updated_at) VALUES (?, NULL, ?, ?)
               ON CONFLICT (user_id) DO UPDATE SET chosen = excluded.chosen, updated_at = excluded.updated_at""",
            (user_id, chosen, now),
        )

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        self._defer(
            """INSERT INTO dm_channels (user_id, channel_id) VALUES (?, ?)
               ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id""",
            (user_id, channel_id),
        )
