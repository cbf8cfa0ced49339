-- Who asked for each analysis, and its place among that person's analyses waiting then
-- (0: none, 1: one, ...). Analyses are taken up by place, then by age: each person's
-- first before anyone's second, so one person's many never all go before another's one;
-- and a person may have only a few waiting at once (bot.service.analysis).
ALTER TABLE analyses ADD COLUMN asker_platform TEXT NOT NULL DEFAULT '';
ALTER TABLE analyses ADD COLUMN asker_id TEXT NOT NULL DEFAULT '';
ALTER TABLE analyses ADD COLUMN place INTEGER NOT NULL DEFAULT 0;
DROP INDEX analyses_waiting;
CREATE INDEX analyses_waiting ON analyses (status, place, created_at);
CREATE INDEX analyses_by_asker ON analyses (asker_platform, asker_id, status);
