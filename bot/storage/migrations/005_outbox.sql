-- What the bot must announce in a chat, written in the same transaction as the change it
-- announces (a time-out, a reminder, an expired challenge, the computer's move), and
-- delivered by each platform's delivery loop: claimed with a lease, marked sent after.
CREATE TABLE outbox (
    id           {key},
    platform     TEXT NOT NULL,
    chat_id      TEXT NOT NULL,
    thread_id    TEXT NOT NULL DEFAULT '',
    payload      {json} NOT NULL,        -- bot.service.outbox
    created_at   {stamp} NOT NULL,
    due_at       {stamp} NOT NULL,         -- not before: retries back off
    lease_owner  TEXT,
    lease_until  {stamp},
    attempts     INTEGER NOT NULL DEFAULT 0,
    sent_at      {stamp}
);
CREATE INDEX outbox_waiting ON outbox (platform, due_at) WHERE sent_at IS NULL;
CREATE INDEX outbox_sent ON outbox (sent_at) WHERE sent_at IS NOT NULL;
-- Games where the computer is to move (or owes an answer to a draw offer), found at start
-- and after a lost turn.
CREATE INDEX games_engine_blue ON games (status, blue_platform);
CREATE INDEX games_engine_red ON games (status, red_platform);
