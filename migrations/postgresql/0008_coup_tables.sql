-- 0008 (PostgreSQL): Nomicoup's tables survive a restart (migrations/0008_coup_tables.sql).
CREATE TABLE coup_tables (
    channel_id BIGINT  PRIMARY KEY,
    guild_id   BIGINT  NOT NULL,
    settings   TEXT    NOT NULL,
    state      TEXT,
    received   TEXT    NOT NULL,
    events     TEXT    NOT NULL,
    due_ms     BIGINT  NOT NULL,
    over       INTEGER NOT NULL DEFAULT 0,
    updated_at BIGINT  NOT NULL
);
