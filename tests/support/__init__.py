"""What the tests and the benchmarks share: the fake chat servers (``fakes``), a PostgreSQL
server of their own, scripted engines, the bot as a child process, and the tables that
play games through the fakes. It imports neither a test module nor ``bench``
(``tests/test_support.py`` checks it)."""
