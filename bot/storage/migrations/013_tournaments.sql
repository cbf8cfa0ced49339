-- Tournaments run in a chat: one row each, its players, rounds and boards kept as one JSON
-- document (bot.tournament.document) changed only at the version read, so a round is
-- paired once however many workers see it end. The games a tournament made point back at
-- it, so the end of any game can find its tournament in the same transaction.
CREATE TABLE tournaments (
    id          {key},
    platform    TEXT NOT NULL,
    chat_id     TEXT NOT NULL,
    thread_id   TEXT NOT NULL DEFAULT '',
    status      TEXT NOT NULL,           -- signup | running | finished | cancelled
    version     INTEGER NOT NULL DEFAULT 1,
    body        {json} NOT NULL,
    starts_at   {stamp},                 -- signup closes and round 1 is paired then
    created_at  {stamp} NOT NULL,
    updated_at  {stamp} NOT NULL
);
CREATE INDEX tournaments_chat ON tournaments (platform, chat_id, id);
CREATE INDEX tournaments_due ON tournaments (status, starts_at);
CREATE TABLE tournament_games (
    game_id        {ref} PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    tournament_id  {ref} NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE
);
