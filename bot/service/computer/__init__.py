"""The computer at the table, in the service: its turns thought out in the background and
claimed in the database (:mod:`.turns`), and its seat, whose steps are the play use cases
(:mod:`.seat`). The engine itself is :mod:`core.ai`; the processes it thinks in are
:mod:`bot.computer`."""
