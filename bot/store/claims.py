"""Claims on due work, for several processes on one database (PostgreSQL): `Claims`, a part of `Tx`. On SQLite (one
process, which has all the work) each is the plain query."""

from __future__ import annotations

from bot.store.rows import _DEADLINE, _OUTBOX, DeadlineRow, OutboxRow, _deadline, _outbox
from bot.store.txcore import WriteTx

__all__ = ["Claims"]

# Claims (PostgreSQL): the due deadlines of running games' current phases that no other process holds, earliest first.
_CLAIM_DEADLINES = f"""
    UPDATE deadlines d SET lease_owner = ?, lease_until = ?
    FROM (SELECT dd.game_id, dd.phase_seq FROM deadlines dd
          JOIN games g ON g.id = dd.game_id AND g.phase_seq = dd.phase_seq
          WHERE g.status = 'running' AND dd.due_at IS NOT NULL AND dd.due_at <= ?
            AND (dd.lease_until IS NULL OR dd.lease_until <= ? OR dd.lease_owner = ?)
          ORDER BY dd.due_at, dd.game_id LIMIT ?
          FOR UPDATE OF dd SKIP LOCKED) due
    WHERE d.game_id = due.game_id AND d.phase_seq = due.phase_seq
    RETURNING {", ".join(f"d.{c}" for c in _DEADLINE)}"""
# Each game's next message, due now, of a game whose unsent messages no other process holds. The heads are found in
# one pass over the unsent messages grouped by game, an array the claim then looks up by id: not by asking, for each
# unsent message, whether an earlier one of its game is unsent (a planner that believes the table small, as it does
# of a new or busy one before its statistics catch up, runs that as a nested loop over every pair of unsent messages:
# 35 ms a claim with 200 messages waiting in bench.bot, most of PostgreSQL's time; this way about 1 ms with 300).
_CLAIM_HEADS = f"""
    WITH pending AS MATERIALIZED (SELECT id, game_id, lease_owner, lease_until FROM outbox
                                  WHERE sent_at IS NULL AND dead_at IS NULL),
         heads AS (SELECT min(id) AS id FROM pending WHERE game_id IS NOT NULL GROUP BY game_id
                  HAVING NOT bool_or(COALESCE(lease_until > ?4 AND lease_owner <> ?5, FALSE))
                  UNION ALL
                  SELECT id FROM pending WHERE game_id IS NULL)
    UPDATE outbox u SET lease_owner = ?1, lease_until = ?2
    FROM (SELECT o.id FROM outbox o
          WHERE o.id = ANY (ARRAY(SELECT id FROM heads))
            AND o.sent_at IS NULL AND o.dead_at IS NULL AND o.next_attempt_at <= ?3
            AND NOT COALESCE(o.lease_until > ?4 AND o.lease_owner <> ?5, FALSE)
          ORDER BY o.id LIMIT ?6
          FOR UPDATE OF o SKIP LOCKED) head
    WHERE u.id = head.id
    RETURNING {", ".join(f"u.{c}" for c in _OUTBOX)}"""


class Claims(WriteTx):
    """The claims of a write transaction (see `Tx`)."""

    # claims: several processes on one database (PostgreSQL) share the due work; on SQLite, one process has it all
    async def claim_deadlines(self, now: int, *, owner: str, until: int, limit: int = 100) -> list[DeadlineRow]:
        """The due deadlines (as `due_deadlines`) that no other process has a live claim on, claimed for `owner`
        until `until`; earliest first. On PostgreSQL `FOR UPDATE SKIP LOCKED`: processes asking at once get
        different ones, none waits for another. On SQLite (one process): `due_deadlines`."""
        if not self._c.shared:
            return await self.due_deadlines(now)
        rows = await self._write_rows(_CLAIM_DEADLINES, (owner, until, now, now, owner, limit))
        return sorted((_deadline(r) for r in rows), key=lambda d: (d.due_at or 0, d.game_id))

    async def claim_outbox(self, now: int, *, owner: str, until: int, limit: int = 50) -> list[OutboxRow]:
        """The messages that may go now (as `due_outbox`: each game's next one) whose game no other process is
        delivering, each claimed for `owner` until `until`; by id. Then `claim_game_outbox` takes the rest of a
        game's messages, and `release_outbox` gives back what was not sent. On SQLite: `due_outbox`."""
        if not self._c.shared:
            return await self.due_outbox(now, limit=limit)
        rows = await self._write_rows(_CLAIM_HEADS, (owner, until, now, now, owner, limit))
        return sorted((_outbox(r) for r in rows), key=lambda o: o.id)

    async def claim_game_outbox(self, game_id: int, now: int, *, owner: str, until: int) -> list[OutboxRow] | None:
        """A game's unsent messages by id (as `pending_outbox`), claimed for `owner` until `until`; None if another
        process has a live claim on any of them (it is delivering the game: its messages go out one process at a
        time, in order). On SQLite: `pending_outbox`."""
        if not self._c.shared:
            return await self.pending_outbox(game_id)
        # One trip: the game's unsent messages locked (and read with their leases), and leased to `owner` unless
        # another process has a live lease on one of them, in which case nothing changes.
        rows = await self._write_rows(
            f"""WITH mine AS (SELECT {", ".join(_OUTBOX)}, lease_owner, lease_until FROM outbox
                              WHERE game_id = ?1 AND sent_at IS NULL AND dead_at IS NULL ORDER BY id FOR UPDATE),
                     took AS (UPDATE outbox SET lease_owner = ?2, lease_until = ?3
                              WHERE id IN (SELECT id FROM mine) AND sent_at IS NULL AND dead_at IS NULL
                                AND NOT EXISTS (SELECT 1 FROM mine WHERE lease_owner <> ?2 AND lease_until > ?4))
                SELECT * FROM mine ORDER BY id""",
            (game_id, owner, until, now),
        )
        n = len(_OUTBOX)
        if any(r[n] is not None and r[n] != owner and r[n + 1] is not None and r[n + 1] > now for r in rows):
            return None
        return [_outbox(r) for r in rows]

    async def release_deadlines(self, *, owner: str) -> None:
        """Give back `owner`'s claims on due deadlines (a process that stops: another takes them at once, not when
        their lease ends)."""
        if not self._c.shared:
            return
        await self._run("UPDATE deadlines SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = ?", (owner,))

    async def release_outbox(self, *, owner: str, game_id: int | None = None, outbox_id: int | None = None) -> None:
        """Give back `owner`'s claim on a game's unsent messages (or on one message of no game)."""
        if not self._c.shared:
            return
        await self._run(
            """UPDATE outbox SET lease_owner = NULL, lease_until = NULL
               WHERE lease_owner = ? AND sent_at IS NULL AND dead_at IS NULL AND (game_id = ? OR id = ?)""",
            (owner, game_id, outbox_id),
        )
