"""The queries of the storage port on SQL, written once for both dialects, in modules named
for what they hold (games, challenges, users, ratings, history, outbox, offers, claims,
cards, bookkeeping, analyses, tournaments, set-aside games, the inbox)."""
