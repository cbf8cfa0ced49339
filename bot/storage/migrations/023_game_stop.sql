-- STOP (docs/rules.md §8.2): the ply at which the player to move sent STOP (the moves
-- made before it); that player places no more dots and the other plays on. NULL: nobody
-- has stopped. The stopper is whoever was to move then, so a replay knows it.
ALTER TABLE games ADD COLUMN stop_ply INTEGER;
