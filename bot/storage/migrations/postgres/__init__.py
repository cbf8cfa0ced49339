"""The PostgreSQL dialect of the numbered migrations: the same numbers, native types."""
