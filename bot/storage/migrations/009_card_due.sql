-- A card owed: the version of the game its card message shows, and until when showing the
-- card of the game's latest change is the work of whoever made it. Past that, any process
-- shows it (the delivery loop's card sweep), so a change stored whose card was never shown
-- (the process killed, the database unreachable after the commit) is shown late, never
-- lost. For a card carried by a webhook answer, the moment until which copies of that
-- update count as delivered together with it.
ALTER TABLE games ADD COLUMN card_version INTEGER;
ALTER TABLE games ADD COLUMN card_due {stamp};
UPDATE games SET card_version = version WHERE card_ply IS NOT NULL AND card_ply >= ply;
CREATE INDEX games_card_due ON games (platform, card_due) WHERE card_due IS NOT NULL;
