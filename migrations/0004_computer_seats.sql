-- 0004: computer-played families (issue 17). A seat played by the computer names its personality in `computer`
-- (rules.computer.PERSONALITIES); a human's seat has NULL there. A computer seat has no Discord user: its `user_id`
-- is a negative number, unique in its game (-1, -2, ...), which no Discord id can be; nothing is ever sent to it.
ALTER TABLE seats ADD COLUMN computer TEXT CHECK (computer IS NULL OR computer IN ('banker', 'schemer', 'general'));
