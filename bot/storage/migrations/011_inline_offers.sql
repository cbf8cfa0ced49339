-- Challenges offered in Telegram's inline mode: one a player may post into any chat, whose
-- button carries the offer's id; the bot makes a real challenge of it when the button is
-- pressed. Saved once per challenger and body (``digest``: sha256 of the two), saved again
-- when offered again, pruned once old.
CREATE TABLE inline_offers (
    id                   {key},
    digest               TEXT NOT NULL UNIQUE,   -- bot.storage.offers.digest
    challenger_platform  TEXT NOT NULL,
    challenger_id        TEXT NOT NULL,
    body                 {json} NOT NULL,
    created_at           {stamp} NOT NULL        -- the last time it was offered
);
CREATE INDEX inline_offers_created ON inline_offers (created_at);
