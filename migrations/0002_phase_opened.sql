-- 0002: the moment each phase opened, in UTC epoch milliseconds (set as the last write of the transaction that
-- opens the phase). A command carries the moment its user acted (the interaction's snowflake): a phase that opened
-- after that moment is one the user had not seen, and the command is refused instead of applied to it.
-- Snapshots stored before this migration have NULL: the store reads them as the last millisecond of created_at's
-- second (a command in that same second counts as sent before the phase opened: refused, never misapplied).
ALTER TABLE snapshots ADD COLUMN opened_ms INTEGER;
