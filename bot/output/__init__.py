"""The one way out: from the service's answer to what each place sees.

:mod:`.plan` turns an answer into outgoing items worded through the catalog
(:mod:`.present`); the adapters lay them out and send them.
"""
