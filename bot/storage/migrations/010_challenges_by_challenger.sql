-- A player's challenges, newest first: what an inline query offers them first is the
-- field of the last one they made (``Storage.last_challenge``), read once per query.
CREATE INDEX challenges_by_challenger ON challenges (challenger_platform, challenger_id, id);
