-- 0004 (PostgreSQL): computer-played families (issue 17; migrations/0004_computer_seats.sql).
ALTER TABLE seats ADD COLUMN computer TEXT CHECK (computer IS NULL OR computer IN ('banker', 'schemer', 'general'));
