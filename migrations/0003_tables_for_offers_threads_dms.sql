-- 0003: trade offers, budget debate threads and DM channels get tables of their own (they were JSON strings in
-- `meta`, under the keys `trade:<id>` and `thread:<game>:<turn>`); pending outbox rows move to the typed outbox's
-- kinds (`map`, `trade`); an order or action stored ticks its game's input clock by itself.

-- A trade offer: `offerer` offers `to_seat` his `give_*` for their `get_*`; it lapses when `turn` ends (NULL: made
-- before offers recorded their turn). Accepted at most once.
CREATE TABLE trade_offers (
    id         TEXT    PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    offerer    INTEGER NOT NULL,
    to_seat    INTEGER NOT NULL,
    give_cash  INTEGER NOT NULL DEFAULT 0 CHECK (give_cash >= 0),
    give_cards TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(give_cards) AND json_type(give_cards) = 'array'),
    get_cash   INTEGER NOT NULL DEFAULT 0 CHECK (get_cash >= 0),
    get_cards  TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(get_cards) AND json_type(get_cards) = 'array'),
    status     TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted')),
    turn       INTEGER,
    created_at INTEGER NOT NULL
);
CREATE INDEX trade_offers_by_game ON trade_offers (game_id);

-- The budget debate thread of a game's turn, once the delivery has opened it.
CREATE TABLE budget_threads (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    turn      INTEGER NOT NULL,
    thread_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, turn)
);

-- The DM channel Discord gave for each user, so that a restart does not open every DM channel again.
CREATE TABLE dm_channels (
    user_id    INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL
);

INSERT INTO trade_offers (id, game_id, offerer, to_seat, give_cash, give_cards, get_cash, get_cards, status, turn,
                          created_at)
SELECT json_extract(m.value, '$.id'), json_extract(m.value, '$.game_id'), json_extract(m.value, '$.offerer'),
       json_extract(m.value, '$.to'), json_extract(m.value, '$.give_cash'), json_extract(m.value, '$.give_cards'),
       json_extract(m.value, '$.get_cash'), json_extract(m.value, '$.get_cards'), json_extract(m.value, '$.status'),
       json_extract(m.value, '$.turn'), 0
FROM meta m
WHERE m.key LIKE 'trade:%' AND json_valid(m.value)
  AND EXISTS (SELECT 1 FROM games g WHERE g.id = json_extract(m.value, '$.game_id'));
DELETE FROM meta WHERE key LIKE 'trade:%';

INSERT INTO budget_threads (game_id, turn, thread_id)
SELECT CAST(substr(m.key, 8, instr(substr(m.key, 8), ':') - 1) AS INTEGER),
       CAST(substr(substr(m.key, 8), instr(substr(m.key, 8), ':') + 1) AS INTEGER),
       CAST(m.value AS INTEGER)
FROM meta m
WHERE m.key LIKE 'thread:%:%'
  AND EXISTS (SELECT 1 FROM games g WHERE g.id = CAST(substr(m.key, 8, instr(substr(m.key, 8), ':') - 1) AS INTEGER));
DELETE FROM meta WHERE key LIKE 'thread:%';

-- Pending outbox rows of the old shapes: a channel post with `map_phase` is a map post, a DM with `trade_offer`
-- a trade offer (bot.outbox).
UPDATE outbox
SET kind = 'map',
    payload = json_object('phase_seq', json_extract(payload, '$.map_phase'),
                          'text', COALESCE(json_extract(payload, '$.text'), 'The city now:'),
                          'topic', COALESCE(json_extract(payload, '$.topic'), 'map'))
WHERE kind = 'channel' AND json_type(payload, '$.map_phase') = 'integer';
UPDATE outbox
SET kind = 'trade',
    payload = json_object('text', COALESCE(json_extract(payload, '$.text'), ''),
                          'offer_id', json_extract(payload, '$.trade_offer'),
                          'game', COALESCE(json_extract(payload, '$.game'), ''),
                          'topic', COALESCE(json_extract(payload, '$.topic'), 'trade'))
WHERE kind = 'dm' AND json_type(payload, '$.trade_offer') = 'text';

-- Storing an order or an action moves its game's input clock to its time, in the same statement: a use case stores
-- one with `INSERT ... SELECT input_clock + 1 FROM games ...` and needs no UPDATE of its own.
CREATE TRIGGER orders_tick_input_clock AFTER INSERT ON orders
BEGIN
    UPDATE games SET input_clock = NEW.time WHERE id = NEW.game_id AND input_clock < NEW.time;
END;
CREATE TRIGGER actions_tick_input_clock AFTER INSERT ON actions
BEGIN
    UPDATE games SET input_clock = NEW.time WHERE id = NEW.game_id AND input_clock < NEW.time;
END;
