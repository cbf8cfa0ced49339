-- Territory (docs/rules.md §8.1): the realms a move draws with its dot, written as the chat
-- writes listed borders ("=2-1 1-2 2-3 3-2", one "=" a realm); empty for a dot alone and
-- for every move of the other rules.
ALTER TABLE moves ADD COLUMN realms TEXT NOT NULL DEFAULT '';
