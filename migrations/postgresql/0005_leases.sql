-- 0005 (PostgreSQL): claims on work for several bot processes (migrations/0005_leases.sql), and the bot's budget of
-- requests to Discord shared by every process (Discord's global rate limit is per bot token, not per process).
ALTER TABLE deadlines ADD COLUMN lease_owner TEXT;
ALTER TABLE deadlines ADD COLUMN lease_until BIGINT;
ALTER TABLE outbox ADD COLUMN lease_owner TEXT;
ALTER TABLE outbox ADD COLUMN lease_until BIGINT;

-- One row per budget: `tat` is when, at the steady pace, the next request is due (GCRA's theoretical arrival time),
-- in epoch seconds on the database server's clock, which every process shares.
CREATE TABLE rate_budget (
    name TEXT PRIMARY KEY,
    tat  DOUBLE PRECISION NOT NULL
);

-- Take one request from the budget `p_name`: 0 when it may go now (and it is counted), else how many seconds to
-- wait before asking again. At most one request every `p_interval` seconds at the steady pace, `p_tolerance`
-- seconds ahead of it at most: in any window of T seconds, at most (T + p_tolerance) / p_interval + 1 requests.
CREATE FUNCTION take_request(p_name TEXT, p_interval DOUBLE PRECISION, p_tolerance DOUBLE PRECISION)
RETURNS DOUBLE PRECISION LANGUAGE plpgsql AS $$
DECLARE
    now_s DOUBLE PRECISION;
    due DOUBLE PRECISION;
BEGIN
    INSERT INTO rate_budget (name, tat) VALUES (p_name, 0) ON CONFLICT (name) DO NOTHING;
    SELECT tat INTO due FROM rate_budget WHERE name = p_name FOR UPDATE;
    -- The clock is read once the row is ours: a request that waited for another's turn is timed when it goes.
    now_s := extract(epoch FROM clock_timestamp());
    IF due - now_s > p_tolerance THEN
        RETURN due - now_s - p_tolerance;
    END IF;
    UPDATE rate_budget SET tat = GREATEST(due, now_s) + p_interval WHERE name = p_name;
    RETURN 0;
END;
$$;

-- DM commands passed on by the process that holds shard 0 (Discord sends every DM there), for any process of the bot
-- to take and answer (bot/inbox.py). A row lives for a few seconds: taking it deletes it.
CREATE TABLE interaction_inbox (
    id      BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    payload TEXT NOT NULL
);
