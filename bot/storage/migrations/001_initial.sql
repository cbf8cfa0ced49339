-- Players, chats, challenges, games stored as setup + move list, and processed events.
CREATE TABLE users (
    platform    TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    name        TEXT NOT NULL,
    username    TEXT,
    lang        TEXT,
    updated_at  TEXT NOT NULL,
    PRIMARY KEY (platform, user_id)
);

CREATE TABLE chats (
    platform    TEXT NOT NULL,
    chat_id     TEXT NOT NULL,
    thread_id   TEXT NOT NULL DEFAULT '',
    lang        TEXT,
    settings    TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (platform, chat_id, thread_id)
);

CREATE TABLE games (
    id               INTEGER PRIMARY KEY,
    platform         TEXT NOT NULL,
    chat_id          TEXT NOT NULL,
    thread_id        TEXT NOT NULL DEFAULT '',
    blue_platform    TEXT NOT NULL,
    blue_id          TEXT NOT NULL,
    blue_name        TEXT NOT NULL,
    red_platform     TEXT NOT NULL,
    red_id           TEXT NOT NULL,
    red_name         TEXT NOT NULL,
    rules            TEXT NOT NULL,          -- JSON, core.Rules.to_dict()
    setup            TEXT,                   -- JSON [[x, y, color], ...] for a custom start
    status           TEXT NOT NULL,          -- active | finished | aborted
    version          INTEGER NOT NULL DEFAULT 0,
    ply              INTEGER NOT NULL DEFAULT 0,
    to_move          INTEGER NOT NULL,       -- 1 blue, 2 red
    draw_offer       INTEGER,                -- colour that offered a draw
    result           TEXT,                   -- JSON {winner, reason, blue, red, by}
    challenge_id     INTEGER,
    card_message_id  TEXT,
    created_at       TEXT NOT NULL,
    updated_at       TEXT NOT NULL
);
CREATE INDEX games_by_chat ON games (platform, chat_id, thread_id, status);
CREATE INDEX games_by_blue ON games (blue_platform, blue_id, status);
CREATE INDEX games_by_red ON games (red_platform, red_id, status);

CREATE TABLE moves (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    ply         INTEGER NOT NULL,            -- 1 for the first move after the start position
    color       INTEGER NOT NULL,
    x           INTEGER NOT NULL,
    y           INTEGER NOT NULL,
    created_at  TEXT NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

CREATE TABLE challenges (
    id                   INTEGER PRIMARY KEY,
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
    rules                TEXT NOT NULL,
    setup                TEXT,
    status               TEXT NOT NULL,      -- pending | accepted | declined | cancelled | expired
    game_id              INTEGER REFERENCES games (id),
    card_message_id      TEXT,
    created_at           TEXT NOT NULL,
    expires_at           TEXT NOT NULL
);
CREATE INDEX challenges_by_chat ON challenges (platform, chat_id, thread_id, status);

CREATE TABLE processed_events (
    key         TEXT PRIMARY KEY,
    created_at  TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE secrets (
    name   TEXT PRIMARY KEY,
    value  BLOB NOT NULL
) WITHOUT ROWID;
