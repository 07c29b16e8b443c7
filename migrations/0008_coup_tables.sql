-- 0008: Nomicoup's tables survive a restart (issue 24). A table in a channel (`bot.games.coup.tables`) is one row,
-- written in one transaction each time it changes (set up, joined, left, dealt, an answer taken, a window closed,
-- ended): its seats and settings (`settings`, JSON), the game as `rules.coup.codec` dumps it (`state`: NULL while the
-- table forms), the answers received in the step that waits (`received`), every event so far (`events`), and the
-- deadline of that step (`due_ms`, UTC epoch milliseconds; 0: none). `over`: the game has ended (kept for its history).
-- R: a table of its own rather than a row of `games`: Junta's reads of `games` do not look at `games.kind` yet.
CREATE TABLE coup_tables (
    channel_id INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    settings   TEXT    NOT NULL,
    state      TEXT,
    received   TEXT    NOT NULL,
    events     TEXT    NOT NULL,
    due_ms     INTEGER NOT NULL,
    over       INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL
);
