-- The ply a game's card message shows: a redelivered update (its worker was killed after
-- storing it) shows the card again only when the chat's card is behind the game.
ALTER TABLE games ADD COLUMN card_ply INTEGER;
