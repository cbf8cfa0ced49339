-- Players, chats, challenges, games stored as setup + move list, and processed events.
CREATE TABLE users (
    platform    TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    name        TEXT NOT NULL,
    username    TEXT,
    lang        TEXT,
    updated_at  {stamp} NOT NULL,
    PRIMARY KEY (platform, user_id)
);

CREATE TABLE chats (
    platform    TEXT NOT NULL,
    chat_id     TEXT NOT NULL,
    thread_id   TEXT NOT NULL DEFAULT '',
    lang        TEXT,
    settings    {json} NOT NULL DEFAULT '{}',
    PRIMARY KEY (platform, chat_id, thread_id)
);

CREATE TABLE games (
    id               {key},
    platform         TEXT NOT NULL,
    chat_id          TEXT NOT NULL,
    thread_id        TEXT NOT NULL DEFAULT '',
    blue_platform    TEXT NOT NULL,
    blue_id          TEXT NOT NULL,
    blue_name        TEXT NOT NULL,
    red_platform     TEXT NOT NULL,
    red_id           TEXT NOT NULL,
    red_name         TEXT NOT NULL,
    rules            {json} NOT NULL,        -- core.Rules.to_dict()
    setup            {json},                 -- [[x, y, color], ...] for a custom start
    status           TEXT NOT NULL,          -- active | finished | aborted
    version          INTEGER NOT NULL DEFAULT 0,
    ply              INTEGER NOT NULL DEFAULT 0,
    to_move          INTEGER NOT NULL,       -- 1 blue, 2 red
    draw_offer       INTEGER,                -- colour that offered a draw
    result           {json},                 -- {winner, reason, blue, red, by}
    challenge_id     {ref},
    card_message_id  TEXT,
    created_at       {stamp} NOT NULL,
    updated_at       {stamp} NOT NULL
);
CREATE INDEX games_by_chat ON games (platform, chat_id, thread_id, status);
CREATE INDEX games_by_blue ON games (blue_platform, blue_id, status);
CREATE INDEX games_by_red ON games (red_platform, red_id, status);

CREATE TABLE moves (
    game_id     {ref} NOT NULL REFERENCES games (id),
    ply         INTEGER NOT NULL,            -- 1 for the first move after the start position
    color       INTEGER NOT NULL,
    x           INTEGER NOT NULL,
    y           INTEGER NOT NULL,
    created_at  {stamp} NOT NULL,
    PRIMARY KEY (game_id, ply)
){without_rowid};

CREATE TABLE challenges (
    id                   {key},
    platform             TEXT NOT NULL,
    chat_id              TEXT NOT NULL,
    thread_id            TEXT NOT NULL DEFAULT '',
    challenger_platform  TEXT NOT NULL,
    challenger_id        TEXT NOT NULL,
    challenger_name      TEXT NOT NULL,
    challenger_color     INTEGER NOT NULL,
    target_platform      TEXT,
    target_id            TEXT,
    target_username      TEXT,               -- lower case, without '@'
    target_name          TEXT,
    computer             TEXT,               -- engine name when playing the computer
    rules                {json} NOT NULL,
    setup                {json},
    status               TEXT NOT NULL,      -- pending | accepted | declined | cancelled | expired
    game_id              {ref} REFERENCES games (id),
    card_message_id      TEXT,
    created_at           {stamp} NOT NULL,
    expires_at           {stamp} NOT NULL
);
CREATE INDEX challenges_by_chat ON challenges (platform, chat_id, thread_id, status);

CREATE TABLE processed_events (
    key         TEXT PRIMARY KEY,
    created_at  {stamp} NOT NULL
){without_rowid};

CREATE TABLE secrets (
    name   TEXT PRIMARY KEY,
    value  {bytes} NOT NULL
){without_rowid};
