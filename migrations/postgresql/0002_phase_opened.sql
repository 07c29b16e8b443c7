-- 0002 (PostgreSQL): the moment each phase opened, in UTC epoch milliseconds (migrations/0002_phase_opened.sql).
ALTER TABLE snapshots ADD COLUMN opened_ms BIGINT;
