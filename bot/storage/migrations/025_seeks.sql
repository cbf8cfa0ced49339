-- Seeks: "I want a game like this" from anyone, in any chat, on any platform (the lobby,
-- docs/lobby.md). A seek is open until it is paired with a matching one, cancelled,
-- replaced by the person's next seek or expired. `terms` is the game asked for, written
-- as one word for matching (two seeks match on equal terms and each one's rating inside
-- the other's range: `low`/`high`, NULL for any). `place` is where the person plays (their
-- private chat with the bot, their Discord DM, the console), `asked` where they sought
-- (a group is told there in one line). A paired seek names its game; the message that
-- shows the game's card in the seek's place is kept here (the game's own is in games).
CREATE TABLE seeks (
    id                 {key},
    platform           TEXT NOT NULL,
    user_id            TEXT NOT NULL,
    name               TEXT NOT NULL,
    lang               TEXT,
    place_platform     TEXT NOT NULL,
    place_chat_id      TEXT NOT NULL,
    place_thread_id    TEXT NOT NULL DEFAULT '',
    asked_platform     TEXT NOT NULL,
    asked_chat_id      TEXT NOT NULL,
    asked_thread_id    TEXT NOT NULL DEFAULT '',
    terms              TEXT NOT NULL,
    rating             INTEGER NOT NULL,
    last_color         INTEGER,                -- the colour of their last lobby game
    low                INTEGER,
    high               INTEGER,
    status             TEXT NOT NULL,          -- open | paired | cancelled | replaced | expired
    game_id            {ref} REFERENCES games (id),
    card_message_id    TEXT,
    created_at         {stamp} NOT NULL,
    widen_at           {stamp},
    expires_at         {stamp} NOT NULL,
    updated_at         {stamp} NOT NULL
);
-- One open seek per person, kept by the database: a second one racing in another worker
-- meets this index.
CREATE UNIQUE INDEX seeks_one_open ON seeks (platform, user_id) WHERE status = 'open';
CREATE INDEX seeks_open_terms ON seeks (terms, status, created_at);
CREATE INDEX seeks_by_game ON seeks (game_id);
CREATE INDEX seeks_by_place ON seeks (place_platform, place_chat_id, place_thread_id);
CREATE INDEX seeks_by_person ON seeks (platform, user_id, created_at);
