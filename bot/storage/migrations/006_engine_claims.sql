-- The computer's turns claimed by one worker at a time: any process may think on a game's
-- turn, but only the one holding the claim does, until its lease ends (a killed worker's
-- turn is then taken by anyone). The failed tries on that version are counted here, so
-- the computer resigns after a few whichever workers failed.
CREATE TABLE engine_claims (
    game_id      {ref} PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    version      INTEGER NOT NULL,       -- the game's version being thought on
    lease_owner  TEXT,                   -- a process id, as the outbox's leases
    lease_until  {stamp},
    attempts     INTEGER NOT NULL DEFAULT 0   -- failed decisions on this version
);
