"""The writes of the games their own code keeps whole (`KeptGameRow`: Nomicoup's tables are, `bot.games.coup.keeping`):
`KeptGames`, a part of `Tx`. The store names no game: each such game is a row of the shared `games` of its own
`kind`."""

from __future__ import annotations

import json

from bot.store.rows import _KEPT_DUE, GameStatus, KeptGameRow
from bot.store.txcore import WriteTx

__all__ = ["KeptGames"]


class KeptGames(WriteTx):
    async def put_kept_game(self, table: KeptGameRow, *, now: int, now_ms: int | None = None) -> int:
        """Write a game its own code keeps whole as it stands now, as a game of `table.kind` in the shared `games`
        (`table.game_id`, or its channel's live one of that kind, or a new one named `table.name`: ConflictError if
        another game is live in the channel): its status
        (forming, running, finished when over), settings (with the step's deadline, `due_ms`) and step (`phase_seq`);
        the state of that step in `snapshots` (one per step: the game's history); the answers received in it in
        `actions` (one row, seq 0); every event so far in `events` (one row, phase 0, for the game master's eyes:
        the table says each to whom it may). A game a moderator has ended stays finished. `now_ms`: the moment, to
        the millisecond, that a step first kept opened (what a command's moment is compared with). The game's id. Its
        writes are queued: they go with the transaction's end, in one trip to the database."""
        await self._lock_by("channel", table.channel_id)
        if table.over:
            status = GameStatus.FINISHED
        else:
            status = GameStatus.FORMING if table.state is None else GameStatus.RUNNING
        settings = json.loads(table.settings)
        settings[_KEPT_DUE] = table.due_ms
        kept = json.dumps(settings)
        language = str(settings.get("language") or "en")  # the table's, kept with its settings
        game_id = table.game_id or await self._scalar(
            "SELECT id FROM games WHERE kind = ? AND channel_id = ? AND status <> 'finished'",
            (table.kind, table.channel_id),
        )
        if not game_id:
            game_id = (
                await self._returning(
                    """INSERT INTO games (guild_id, channel_id, name, status, settings, seed, phase_seq, created_at,
                                          language, kind)
                       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id""",
                    (
                        table.guild_id,
                        table.channel_id,
                        table.name or table.kind,
                        status.value,
                        kept,
                        str(settings.get("seed", "")),
                        table.phase_seq,
                        now,
                        language,
                        table.kind,
                    ),
                )
            )[0]
        else:
            await self._lock(game_id)
            self._defer(
                """UPDATE games SET status = ?, settings = ?, phase_seq = ?, language = ?
                   WHERE id = ? AND kind = ? AND (status <> 'finished' OR ? = 'finished')""",
                (status.value, kept, table.phase_seq, language, game_id, table.kind, status.value),
            )
        if table.state is not None:
            self._defer(
                """INSERT INTO snapshots (game_id, phase_seq, schema_version, state, created_at, opened_ms)
                   VALUES (?, ?, ?, ?, ?, ?)
                   ON CONFLICT (game_id, phase_seq) DO UPDATE SET schema_version = excluded.schema_version,
                       state = excluded.state""",
                (game_id, table.phase_seq, table.schema_version, table.state, now, now_ms or now * 1000),
            )
        self._defer(
            """INSERT INTO actions (game_id, phase_seq, seq, seat, payload, time, created_at)
               VALUES (?, ?, 0, 0, ?, 0, ?)
               ON CONFLICT (game_id, phase_seq, seq) DO UPDATE SET payload = excluded.payload""",
            (game_id, table.phase_seq, table.received, now),
        )
        self._defer(
            """INSERT INTO events (game_id, phase_seq, seq, visibility, audience, payload, created_at)
               VALUES (?, 0, 0, 'gm', '[]', ?, ?)
               ON CONFLICT (game_id, phase_seq, seq) DO UPDATE SET payload = excluded.payload""",
            (game_id, table.events, now),
        )
        return int(game_id)

    async def ask_kept_game(self, game_id: int, phase_seq: int, action: str, *, now: int) -> bool:
        """Keep a moderator's request to a game kept in one process's memory (`action`: 'advance' closes step
        `phase_seq`, the one the moderator saw; 'end' ends the game), for the process that holds it to apply
        (`ReadTx.pending_requests`, `request_done`). False if the same request was made already (two moderators at
        the same instant: one request)."""
        await self._lock(game_id)
        self._asked()
        rows = await self._write_rows(
            """INSERT INTO game_requests (game_id, phase_seq, action, created_at) VALUES (?, ?, ?, ?)
               ON CONFLICT (game_id, phase_seq, action) DO NOTHING RETURNING id""",
            (game_id, phase_seq, action, now),
        )
        return bool(rows)

    async def request_done(self, request_id: int, *, now: int) -> bool:
        """Mark a moderator's request applied; False if it was marked already."""
        return (
            await self._run("UPDATE game_requests SET done_at = ? WHERE id = ? AND done_at IS NULL", (now, request_id))
            == 1
        )
