-- 0006: languages (issue 23). Each game speaks one language in its channel (`/junta create language:`, by default
-- the server's preferred locale): `games.language`, the bot's short tag ('en', 'de'). Each player reads his DMs in
-- his own: `user_locales.seen` is the Discord locale of his client at his latest interaction ('de', 'en-US', ...,
-- kept as Discord sends it, so a language the bot learns later is his at once), `chosen` the language he picked
-- with /language (NULL: his client's).
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';

CREATE TABLE user_locales (
    user_id    INTEGER PRIMARY KEY,
    seen       TEXT,
    chosen     TEXT,
    updated_at INTEGER NOT NULL
);
