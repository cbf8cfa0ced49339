-- A budget of sends shared by every process of the bot (Telegram's ~30 messages a second
-- across all chats): a token bucket a row, claimed a few tokens at a time by one UPDATE.
CREATE TABLE send_budgets (
    name     TEXT PRIMARY KEY,
    tokens   {real} NOT NULL,     -- what the bucket held at ``updated``
    updated  {real} NOT NULL,     -- seconds since the epoch
    granted  INTEGER NOT NULL     -- the tokens the last claim took
);
