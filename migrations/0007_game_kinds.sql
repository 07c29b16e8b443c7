-- 0007: games of several kinds (issue 24). A game names the game it is (`games.kind`: 'junta', 'coup', ...; the
-- games before this migration were all Junta), and the shared bot reads its snapshots, orders and events through
-- that game's codec. What named Junta in the shared tables is made general:
-- - the budget debate threads become the threads a game keeps by a key of its own (`threads`; Junta's keys are
--   'budget:<turn>'), and pending thread posts in the outbox name their thread by that key;
-- - a computer seat's personality is the game's word (Nomicoup's computers have their own), so the CHECK that listed
--   Junta's three (0004) goes: `seats` is rebuilt without it, as SQLite drops no CHECK in place.
ALTER TABLE games ADD COLUMN kind TEXT NOT NULL DEFAULT 'junta';

CREATE TABLE threads (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    thread_key TEXT    NOT NULL,
    thread_id  INTEGER NOT NULL,
    PRIMARY KEY (game_id, thread_key)
);
INSERT INTO threads (game_id, thread_key, thread_id)
SELECT game_id, 'budget:' || turn, thread_id FROM budget_threads;
DROP TABLE budget_threads;

UPDATE outbox
SET payload = json_set(payload, '$.key', 'budget:' || json_extract(payload, '$.turn'))
WHERE kind = 'thread' AND sent_at IS NULL AND dead_at IS NULL AND json_type(payload, '$.turn') = 'integer'
  AND json_type(payload, '$.key') IS NULL;

CREATE TABLE seats_0007 (
    id        INTEGER PRIMARY KEY,
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat >= 0),
    user_id   INTEGER NOT NULL,
    family    TEXT    NOT NULL,
    joined_at INTEGER NOT NULL,
    left_at   INTEGER,
    computer  TEXT
);
INSERT INTO seats_0007 (id, game_id, seat, user_id, family, joined_at, left_at, computer)
SELECT id, game_id, seat, user_id, family, joined_at, left_at, computer FROM seats;
DROP TABLE seats;
ALTER TABLE seats_0007 RENAME TO seats;
CREATE UNIQUE INDEX seats_active_seat ON seats (game_id, seat) WHERE left_at IS NULL;
CREATE UNIQUE INDEX seats_active_user ON seats (game_id, user_id) WHERE left_at IS NULL;
CREATE INDEX seats_by_user ON seats (user_id) WHERE left_at IS NULL;
