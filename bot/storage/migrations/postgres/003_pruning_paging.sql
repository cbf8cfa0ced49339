-- Pruning old idempotency keys, and history paged by key (the last game seen) instead of
-- OFFSET: each finished-games listing walks an index in its ORDER BY order.
CREATE INDEX processed_events_by_time ON processed_events (created_at);
CREATE INDEX games_finished_by_group ON games (platform, chat_id, updated_at, id)
    WHERE status = 'finished';
CREATE INDEX games_finished_by_blue ON games (blue_platform, blue_id, updated_at, id)
    WHERE status = 'finished';
CREATE INDEX games_finished_by_red ON games (red_platform, red_id, updated_at, id)
    WHERE status = 'finished';
