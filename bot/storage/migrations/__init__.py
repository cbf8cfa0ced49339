"""Numbered SQL migrations, applied in order at start (``NNN_name.sql``), each written once
for SQLite and PostgreSQL with the dialects' differences as tokens (:mod:`bot.storage.migrate`)."""
