-- One tournament signs up or runs in a chat at a time, kept by the database: two
-- announcements arriving together in two requests (or two workers) cannot both be stored,
-- the second meets this index and is told which one is open. A chat's tournaments belong
-- to the whole group (any topic or thread of it), as the commands find them.
--
-- Before this, announcements racing could leave several open in one chat, all but the
-- newest out of reach of the commands without a number. Of those, the one kept is the
-- running one (its games are under way), else the newest (the one the commands found);
-- the others are cancelled here, as /tournament cancel would: their games in progress go
-- on as ordinary games. Their version moves on, so a worker still holding one at the old
-- version cannot write it back; updated_at keeps the time of their last real change.
UPDATE tournaments SET status = 'cancelled', version = version + 1
WHERE status IN ('signup', 'running') AND EXISTS (
    SELECT 1 FROM tournaments AS kept
    WHERE kept.platform = tournaments.platform AND kept.chat_id = tournaments.chat_id
      AND kept.status IN ('signup', 'running')
      AND ((kept.status = 'running' AND tournaments.status = 'signup')
           OR (kept.status = tournaments.status AND kept.id > tournaments.id))
);
CREATE UNIQUE INDEX tournaments_open ON tournaments (platform, chat_id)
    WHERE status IN ('signup', 'running');
