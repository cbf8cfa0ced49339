-- A finished game's review by the engine (/analysis): one row per game. The positions
-- reviewed so far are kept as each part is done, so a process killed mid-way leaves its
-- work to the next, which goes on from there. Claimed with a lease, as the computer's
-- turns are: one process reviews a game at a time.
CREATE TABLE analyses (
    game_id      {ref} PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    platform     TEXT NOT NULL,           -- the chat its progress and result go to
    chat_id      TEXT NOT NULL,
    thread_id    TEXT NOT NULL DEFAULT '',
    status       TEXT NOT NULL,           -- running | done | failed
    playouts     INTEGER NOT NULL,        -- the engine's budget per position
    seed         INTEGER NOT NULL,
    positions    INTEGER NOT NULL,        -- the game's moves: the positions to review
    estimates    {json} NOT NULL,         -- those reviewed so far (bot.service.analysis_runs)
    message_id   TEXT,                    -- the message that shows its progress
    lease_owner  TEXT,
    lease_until  {stamp},
    attempts     INTEGER NOT NULL DEFAULT 0,   -- parts that failed
    created_at   {stamp} NOT NULL,
    updated_at   {stamp} NOT NULL
);
CREATE INDEX analyses_waiting ON analyses (status, created_at);
