-- 0001: the initial schema. Applied by bot/migrate.py inside one transaction (which also sets PRAGMA user_version).
-- Conventions: times are UTC epoch seconds (INTEGER) given by the caller; Discord ids (guild, channel, user) are
-- INTEGER snowflakes; payload, state, settings and details columns hold JSON text that the store passes through
-- unparsed (the CHECKs only insist it is valid JSON).

-- A game: one per channel while it is not finished.
CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    status      TEXT    NOT NULL DEFAULT 'forming'
                CHECK (status IN ('forming', 'running', 'paused', 'finished')),
    settings    TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
    seed        TEXT    NOT NULL,
    phase_seq   INTEGER NOT NULL DEFAULT 0 CHECK (phase_seq >= 0),
    -- The game's clock for player input: every stored order version and immediate action takes the next value.
    input_clock INTEGER NOT NULL DEFAULT 0,
    created_at  INTEGER NOT NULL
);
CREATE UNIQUE INDEX games_one_live_game_per_channel ON games (channel_id) WHERE status <> 'finished';
CREATE INDEX games_by_status ON games (status);
CREATE INDEX games_by_guild ON games (guild_id);

-- Who sits where. `seat` is the engine's player id. A replaced or departed player keeps the row with left_at set.
CREATE TABLE seats (
    id        INTEGER PRIMARY KEY,
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat >= 0),
    user_id   INTEGER NOT NULL,
    family    TEXT    NOT NULL,
    joined_at INTEGER NOT NULL,
    left_at   INTEGER
);
CREATE UNIQUE INDEX seats_active_seat ON seats (game_id, seat) WHERE left_at IS NULL;
CREATE UNIQUE INDEX seats_active_user ON seats (game_id, user_id) WHERE left_at IS NULL;
CREATE INDEX seats_by_user ON seats (user_id) WHERE left_at IS NULL;

-- The engine's state at the start of each phase (one per phase).
CREATE TABLE snapshots (
    game_id        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    phase_seq      INTEGER NOT NULL,
    schema_version INTEGER NOT NULL,
    state          TEXT    NOT NULL CHECK (json_valid(state)),
    created_at     INTEGER NOT NULL,
    PRIMARY KEY (game_id, phase_seq)
);

-- Every version of every order, append only. The order that counts for (seat, kind_key) is the one with the
-- highest time; a withdrawal is a row with withdrawn = 1 and a NULL payload.
CREATE TABLE orders (
    id           INTEGER PRIMARY KEY,
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    phase_seq    INTEGER NOT NULL,
    seat         INTEGER NOT NULL,
    kind_key     TEXT    NOT NULL,
    payload      TEXT CHECK (payload IS NULL OR json_valid(payload)),
    time         INTEGER NOT NULL,
    withdrawn    INTEGER NOT NULL DEFAULT 0 CHECK (withdrawn IN (0, 1)),
    submitted_at INTEGER NOT NULL,
    CHECK ((withdrawn = 0) = (payload IS NOT NULL)),
    UNIQUE (game_id, time)
);
CREATE INDEX orders_by_key ON orders (game_id, phase_seq, seat, kind_key, time);

-- Seats that marked their orders done for a phase.
CREATE TABLE done (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    phase_seq INTEGER NOT NULL,
    seat      INTEGER NOT NULL,
    at        INTEGER NOT NULL,
    PRIMARY KEY (game_id, phase_seq, seat)
);

-- Immediate actions applied mid-phase (gifts, trades), in the order they happened.
CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    phase_seq  INTEGER NOT NULL,
    seq        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    payload    TEXT    NOT NULL CHECK (json_valid(payload)),
    time       INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, phase_seq, seq)
);

-- What a resolution reported, with who may see it: public, the seats in audience, or the game master only.
CREATE TABLE events (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    phase_seq  INTEGER NOT NULL,
    seq        INTEGER NOT NULL,
    visibility TEXT    NOT NULL CHECK (visibility IN ('public', 'players', 'gm')),
    audience   TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(audience) AND json_type(audience) = 'array'),
    payload    TEXT    NOT NULL CHECK (json_valid(payload)),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, phase_seq, seq)
);

-- Each phase's deadline. While a game is paused due_at is NULL and paused_remaining holds the seconds left.
-- A reminder is due at due_at - remind_before (no reminder when remind_before is NULL).
CREATE TABLE deadlines (
    game_id          INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    phase_seq        INTEGER NOT NULL,
    due_at           INTEGER,
    paused_remaining INTEGER,
    remind_before    INTEGER CHECK (remind_before IS NULL OR remind_before > 0),
    reminder_sent    INTEGER NOT NULL DEFAULT 0 CHECK (reminder_sent IN (0, 1)),
    PRIMARY KEY (game_id, phase_seq)
);
CREATE INDEX deadlines_by_due ON deadlines (due_at) WHERE due_at IS NOT NULL;

-- Messages to send. Sent in id order within a game; a row is finished when sent_at or dead_at is set.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id         INTEGER REFERENCES games (id) ON DELETE CASCADE,
    phase_seq       INTEGER,
    kind            TEXT    NOT NULL,
    target          INTEGER NOT NULL,
    payload         TEXT    NOT NULL CHECK (json_valid(payload)),
    file            BLOB,
    file_name       TEXT,
    created_at      INTEGER NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    sent_at         INTEGER,
    dead_at         INTEGER,
    last_error      TEXT,
    CHECK ((file IS NULL) = (file_name IS NULL))
);
CREATE INDEX outbox_pending_by_game ON outbox (game_id, id) WHERE sent_at IS NULL AND dead_at IS NULL;
CREATE INDEX outbox_pending_by_time ON outbox (next_attempt_at) WHERE sent_at IS NULL AND dead_at IS NULL;

-- Moderator actions.
CREATE TABLE audit (
    id           INTEGER PRIMARY KEY,
    game_id      INTEGER REFERENCES games (id) ON DELETE CASCADE,
    at           INTEGER NOT NULL,
    moderator_id INTEGER NOT NULL,
    action       TEXT    NOT NULL,
    details      TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(details))
);
CREATE INDEX audit_by_game ON audit (game_id, id);

-- Small bot-wide key/value settings.
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
