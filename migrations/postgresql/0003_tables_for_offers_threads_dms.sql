-- 0003 (PostgreSQL): trade offers, budget debate threads and DM channels get tables of their own, and storing an
-- order or an action ticks its game's input clock (migrations/0003_tables_for_offers_threads_dms.sql). SQLite's 0003
-- also moves data of older shapes out of `meta` and the outbox; no PostgreSQL database ever held them.

CREATE TABLE trade_offers (
    id         TEXT   PRIMARY KEY,
    game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    offerer    BIGINT NOT NULL,
    to_seat    BIGINT NOT NULL,
    give_cash  BIGINT NOT NULL DEFAULT 0 CHECK (give_cash >= 0),
    give_cards TEXT   NOT NULL DEFAULT '[]' CHECK (json_typeof(give_cards::json) = 'array'),
    get_cash   BIGINT NOT NULL DEFAULT 0 CHECK (get_cash >= 0),
    get_cards  TEXT   NOT NULL DEFAULT '[]' CHECK (json_typeof(get_cards::json) = 'array'),
    status     TEXT   NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted')),
    turn       BIGINT,
    created_at BIGINT NOT NULL
);
CREATE INDEX trade_offers_by_game ON trade_offers (game_id);

CREATE TABLE budget_threads (
    game_id   BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    turn      BIGINT NOT NULL,
    thread_id BIGINT NOT NULL,
    PRIMARY KEY (game_id, turn)
);

CREATE TABLE dm_channels (
    user_id    BIGINT PRIMARY KEY,
    channel_id BIGINT NOT NULL
);

CREATE FUNCTION tick_input_clock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE games SET input_clock = NEW.time WHERE id = NEW.game_id AND input_clock < NEW.time;
    RETURN NULL;
END;
$$;
CREATE TRIGGER orders_tick_input_clock AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION tick_input_clock();
CREATE TRIGGER actions_tick_input_clock AFTER INSERT ON actions FOR EACH ROW EXECUTE FUNCTION tick_input_clock();
