"""What is owed to be shown and what was: the cards owed, the outbox of announcements,
the receipts the output path reports, the notice board adapters subscribe to."""
