-- 0009: Nomicoup's tables become games of the shared `games` table (issue 24), of kind 'coup', so that the shared
-- parts (the moderators' /gm, the outbox, history and the archive) serve them, and every Junta read of `games`
-- filters on `games.kind`. A table (`bot.store.Tx.put_coup_table`) is kept as:
-- - its game: status forming (no cards dealt), running, or finished (over); its settings (seats, timing, mode,
--   rounds, seed; `due_ms`, its step's deadline in UTC epoch milliseconds, 0: none); `phase_seq`, its step;
-- - the state of each step in `snapshots` (`rules.coup.codec`'s text, its schema version from its envelope);
-- - the answers received in the step that waits in one `actions` row (seq 0) of that step;
-- - every event so far in one `events` row (phase 0, seq 0, the game master's: the table tells each to whom it may).
-- R: a table whose channel has another game that is not finished (which 0008 did not prevent) is kept as finished.
INSERT INTO games (guild_id, channel_id, name, status, settings, seed, phase_seq, created_at, language, kind)
SELECT c.guild_id, c.channel_id, 'Nomicoup',
       CASE WHEN c.over <> 0 OR EXISTS (SELECT 1 FROM games g WHERE g.channel_id = c.channel_id
                                                            AND g.status <> 'finished') THEN 'finished'
            WHEN c.state IS NULL THEN 'forming'
            ELSE 'running' END,
       json_set(c.settings, '$.due_ms', c.due_ms),
       COALESCE(json_extract(c.settings, '$.seed'), ''),
       COALESCE(json_extract(c.state, '$.data.seq'), 0),
       c.updated_at, 'en', 'coup'
FROM coup_tables c ORDER BY c.channel_id;

INSERT INTO snapshots (game_id, phase_seq, schema_version, state, created_at, opened_ms)
SELECT g.id, g.phase_seq, COALESCE(json_extract(c.state, '$.schema'), 0), c.state, c.updated_at, c.updated_at * 1000
FROM coup_tables c JOIN games g ON g.kind = 'coup' AND g.channel_id = c.channel_id
WHERE c.state IS NOT NULL;

INSERT INTO actions (game_id, phase_seq, seq, seat, payload, time, created_at)
SELECT g.id, g.phase_seq, 0, 0, c.received, 0, c.updated_at
FROM coup_tables c JOIN games g ON g.kind = 'coup' AND g.channel_id = c.channel_id;

INSERT INTO events (game_id, phase_seq, seq, visibility, audience, payload, created_at)
SELECT g.id, 0, 0, 'gm', '[]', c.events, c.updated_at
FROM coup_tables c JOIN games g ON g.kind = 'coup' AND g.channel_id = c.channel_id;

DROP TABLE coup_tables;
