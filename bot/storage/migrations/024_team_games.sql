-- Team play (docs/rules.md §8.6): a team game from its proposal to its end. Its sides, their
-- rotations, the votes standing and the terms the game is played under are one JSON
-- document (bot.service.teams.rotation), changed only at the version read. Once every
-- member accepted, the game it began points back at it. With a correspondence clock the
-- member on turn has until the deadline; then the turn passes to the side's next member.
CREATE TABLE team_games (
    id          {key},
    platform    TEXT NOT NULL,
    chat_id     TEXT NOT NULL,
    thread_id   TEXT NOT NULL DEFAULT '',
    status      TEXT NOT NULL,           -- proposed | playing | over | declined | cancelled
    version     INTEGER NOT NULL DEFAULT 1,
    body        {json} NOT NULL,
    game_id     {ref} REFERENCES games (id) ON DELETE CASCADE,
    deadline    {stamp},
    created_at  {stamp} NOT NULL,
    updated_at  {stamp} NOT NULL
);
CREATE UNIQUE INDEX team_games_game ON team_games (game_id);
CREATE INDEX team_games_chat ON team_games (platform, chat_id, status);
CREATE INDEX team_games_due ON team_games (status, deadline);
-- The team pool: each player's rating in team games, beside the individual ratings and
-- seeded from them (bot.service.teams.team_ratings).
CREATE TABLE team_ratings (
    platform    TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    name        TEXT NOT NULL,
    rating      {real} NOT NULL,
    rd          {real} NOT NULL,
    volatility  {real} NOT NULL,
    games       INTEGER NOT NULL,
    updated_at  {stamp} NOT NULL,
    PRIMARY KEY (platform, user_id)
){without_rowid};
