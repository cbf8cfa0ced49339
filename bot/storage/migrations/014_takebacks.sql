-- Takebacks by consent (casual games only): the colour of the player whose takeback offer
-- waits for an answer (NULL: none), and how many takebacks the game has had.
ALTER TABLE games ADD COLUMN takeback_offer INTEGER;
ALTER TABLE games ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 0;
