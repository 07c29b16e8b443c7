-- 0007 (PostgreSQL): games of several kinds (issue 24; migrations/0007_game_kinds.sql): `games.kind`, the threads a
-- game keeps by a key of its own (Junta's budget threads are 'budget:<turn>'), and no CHECK naming Junta's computer
-- personalities.
ALTER TABLE games ADD COLUMN kind TEXT NOT NULL DEFAULT 'junta';

CREATE TABLE threads (
    game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    thread_key TEXT   NOT NULL,
    thread_id  BIGINT NOT NULL,
    PRIMARY KEY (game_id, thread_key)
);
INSERT INTO threads (game_id, thread_key, thread_id)
SELECT game_id, 'budget:' || turn, thread_id FROM budget_threads;
DROP TABLE budget_threads;

UPDATE outbox
SET payload = (payload::jsonb || jsonb_build_object('key', 'budget:' || (payload::jsonb ->> 'turn')))::text
WHERE kind = 'thread' AND sent_at IS NULL AND dead_at IS NULL AND jsonb_typeof(payload::jsonb -> 'turn') = 'number'
  AND NOT (payload::jsonb ? 'key');

ALTER TABLE seats DROP CONSTRAINT IF EXISTS seats_computer_check;
