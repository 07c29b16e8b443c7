-- 0011: a DM command passed on by the process that holds shard 0 (Discord sends every DM there) goes to the process
-- that serves the command's game: the one holding the shard of the game's server, whose memory already has the
-- game's state, whose delivery sends its news, and which alone is woken by the notice (bot/inbox.py). `shard` is that
-- shard (NULL: any process may take it, as before: a player in no game, or in games of several shards); `put_at` when
-- it was put there: one addressed to a shard that has not taken it a moment later (its process is down) may be taken
-- by any process.
ALTER TABLE interaction_inbox ADD COLUMN shard INTEGER;
ALTER TABLE interaction_inbox ADD COLUMN put_at TIMESTAMPTZ NOT NULL DEFAULT now();
