-- 0010: moderators' requests to a game its own code keeps in memory (a Nomicoup table, issues 24 and 26). Several
-- bot processes share one PostgreSQL database, and a Nomicoup table is played in the memory of one of them (the one
-- that holds it: a session lock of PostgreSQL, `Store.hold`). `/gm advance` or `/gm end` answered by another
-- process is kept as a row here, bound to the step the moderator saw (`phase_seq`; 'advance' closes that step, 'end'
-- ends the game), in the moderator's transaction; the process that holds the table (or, if none does, the one that
-- serves its server, which takes it up) applies it once and marks it done (`done_at`, UTC epoch seconds).
CREATE TABLE game_requests (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    phase_seq  INTEGER NOT NULL,
    action     TEXT    NOT NULL CHECK (action IN ('advance', 'end')),
    created_at INTEGER NOT NULL,
    done_at    INTEGER,
    UNIQUE (game_id, phase_seq, action)
);
CREATE INDEX game_requests_pending ON game_requests (game_id) WHERE done_at IS NULL;
