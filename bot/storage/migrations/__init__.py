"""Numbered SQL migrations, applied in order at start (``NNN_name.sql``)."""
