-- Small named values the bot keeps about itself, e.g. the hash of the Discord command
-- table last synced, so commands are synced only when they changed.
CREATE TABLE meta (
    key         TEXT PRIMARY KEY,
    value       TEXT NOT NULL,
    updated_at  {stamp} NOT NULL
);
