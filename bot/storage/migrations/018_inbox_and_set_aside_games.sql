-- Updates received by long polling: each is recorded here before it is confirmed to the
-- platform (the next getUpdates' offset), handled, then marked handled (its body dropped)
-- and kept as long as event keys, so the same update received again is not handled
-- again. An update whose process was killed on the way is handled after a restart, and
-- its event key applies it once. Leased as the outbox's rows are: one process handles a
-- row at a time, and a row whose taker died is taken again when its lease ends.
CREATE TABLE inbox (
    id           {key},
    source       TEXT NOT NULL,            -- the platform and the bot's account: telegram:123
    update_key   TEXT NOT NULL UNIQUE,     -- the source and the update's own id
    body         TEXT NOT NULL,            -- the update as received (JSON); '' once handled
    received_at  {stamp} NOT NULL,
    lease_owner  TEXT,
    lease_until  {stamp},
    attempts     INTEGER NOT NULL DEFAULT 0,
    handled_at   {stamp}
);
CREATE INDEX inbox_waiting ON inbox (source, lease_until) WHERE handled_at IS NULL;
CREATE INDEX inbox_handled ON inbox (handled_at) WHERE handled_at IS NOT NULL;
-- A game whose rows cannot be read (a move off its field, a gap in its plies, rules that
-- do not parse or are out of bounds) is set aside: no longer loaded as a live game of its
-- chat, kept as it is for an operator to look at (python -m bot games).
ALTER TABLE games ADD COLUMN set_aside TEXT;       -- what is wrong with it
ALTER TABLE games ADD COLUMN set_aside_at {stamp};
