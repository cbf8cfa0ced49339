-- The picture style each user chose with /style (light, dark or colorblind); NULL: none
-- chosen, the chat's style applies.
ALTER TABLE users ADD COLUMN style TEXT;
