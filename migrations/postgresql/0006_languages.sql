-- 0006 (PostgreSQL): languages (migrations/0006_languages.sql): the game's language, each user's locale.
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';

CREATE TABLE user_locales (
    user_id    BIGINT PRIMARY KEY,
    seen       TEXT,
    chosen     TEXT,
    updated_at BIGINT NOT NULL
);
