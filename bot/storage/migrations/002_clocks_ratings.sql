-- Time control, rated games, Glicko-2 ratings per chat and overall, and lookups for
-- history and the sweeper. Games and challenges made before this stay casual, unclocked.
ALTER TABLE games ADD COLUMN rated {flag} NOT NULL DEFAULT {false};
ALTER TABLE games ADD COLUMN clock {json};        -- bot.clocks.Clock.to_dict(), NULL: no clock
ALTER TABLE games ADD COLUMN deadline {stamp};     -- when the side to move loses on time (active only)
ALTER TABLE games ADD COLUMN remind_at {stamp};    -- when to remind the side to move (once per move)
CREATE INDEX games_due ON games (deadline) WHERE deadline IS NOT NULL;
CREATE INDEX games_remind ON games (remind_at) WHERE remind_at IS NOT NULL;
CREATE INDEX games_by_group ON games (platform, chat_id, status, id);

ALTER TABLE challenges ADD COLUMN time_control {json};   -- bot.clocks.TimeControl.to_dict()
ALTER TABLE challenges ADD COLUMN rated {flag} NOT NULL DEFAULT {false};
CREATE INDEX challenges_due ON challenges (status, expires_at);

CREATE INDEX users_by_username ON users (platform, lower(username));

-- One row per player and scope: '' is the overall rating, 'platform:chat_id' a chat's.
CREATE TABLE ratings (
    scope       TEXT NOT NULL,
    platform    TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    name        TEXT NOT NULL,
    rating      {real} NOT NULL,
    rd          {real} NOT NULL,
    volatility  {real} NOT NULL,
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    draws       INTEGER NOT NULL DEFAULT 0,
    updated_at  {stamp} NOT NULL,
    PRIMARY KEY (scope, platform, user_id)
){without_rowid};
CREATE INDEX ratings_board ON ratings (scope, rating DESC);

-- What each rated game did to each rating: a game is rated at most once per scope and player.
CREATE TABLE rating_changes (
    game_id     {ref} NOT NULL REFERENCES games (id),
    scope       TEXT NOT NULL,
    platform    TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    before      {real} NOT NULL,
    after       {real} NOT NULL,
    PRIMARY KEY (game_id, scope, platform, user_id)
){without_rowid};
