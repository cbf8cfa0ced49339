"""One person across platforms and their privacy: ``/link`` and ``/unlink`` (one rating a
time class, one history, one name), ``/privacy`` and ``/forget``."""
