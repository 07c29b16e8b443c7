-- 0009 (PostgreSQL): Nomicoup's tables become games of the shared `games` table, of kind 'coup'
-- (migrations/0009_coup_games.sql says how a table is kept).
INSERT INTO games (guild_id, channel_id, name, status, settings, seed, phase_seq, created_at, language, kind)
SELECT c.guild_id, c.channel_id, 'Nomicoup',
       CASE WHEN c.over <> 0 OR EXISTS (SELECT 1 FROM games g WHERE g.channel_id = c.channel_id
                                                            AND g.status <> 'finished') THEN 'finished'
            WHEN c.state IS NULL THEN 'forming'
            ELSE 'running' END,
       (c.settings::jsonb || jsonb_build_object('due_ms', c.due_ms))::text,
       COALESCE(c.settings::jsonb ->> 'seed', ''),
       COALESCE((c.state::jsonb -> 'data' ->> 'seq')::bigint, 0),
       c.updated_at, 'en', 'coup'
FROM coup_tables c ORDER BY c.channel_id;

INSERT INTO snapshots (game_id, phase_seq, schema_version, state, created_at, opened_ms)
SELECT g.id, g.phase_seq, COALESCE((c.state::jsonb ->> 'schema')::integer, 0), c.state, c.updated_at,
       c.updated_at * 1000
FROM coup_tables c JOIN games g ON g.kind = 'coup' AND g.channel_id = c.channel_id
WHERE c.state IS NOT NULL;

INSERT INTO actions (game_id, phase_seq, seq, seat, payload, time, created_at)
SELECT g.id, g.phase_seq, 0, 0, c.received, 0, c.updated_at
FROM coup_tables c JOIN games g ON g.kind = 'coup' AND g.channel_id = c.channel_id;

INSERT INTO events (game_id, phase_seq, seq, visibility, audience, payload, created_at)
SELECT g.id, 0, 0, 'gm', '[]', c.events, c.updated_at
FROM coup_tables c JOIN games g ON g.kind = 'coup' AND g.channel_id = c.channel_id;

DROP TABLE coup_tables;
