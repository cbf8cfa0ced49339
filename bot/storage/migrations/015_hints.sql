-- Hints in training games against the computer: how many the human player took, kept in
-- the game's record.
ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
