-- 0005: claims on work, for several bot processes on one PostgreSQL database (issue 26). A process that takes a due
-- deadline to resolve it, or a game's messages to send them, writes its name in `lease_owner` and until when the
-- claim holds in `lease_until` (UTC epoch seconds); another process leaves them alone until then (a process that
-- died holds its claims that long). A SQLite file has one process: the columns stay NULL there.
ALTER TABLE deadlines ADD COLUMN lease_owner TEXT;
ALTER TABLE deadlines ADD COLUMN lease_until INTEGER;
ALTER TABLE outbox ADD COLUMN lease_owner TEXT;
ALTER TABLE outbox ADD COLUMN lease_until INTEGER;
