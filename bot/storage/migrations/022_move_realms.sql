-- Territory (docs/rules.md §8.1): the realms a move draws with its dot, written as the chat
-- writes listed borders ("=2-1 1-2 2-3 3-2", one "=" a realm); empty for a dot alone and
-- for every move of the other rules.
ALTER TABLE moves ADD COLUMN realms TEXT NOT NULL DEFAULT '';
-- The colour of the player whose proposal to end a Territory game by the count (/end,
-- docs/rules.md §8.1.3) waits for the other's; it lapses with the next move.
ALTER TABLE games ADD COLUMN end_offer INTEGER;
