"""The one way out: from the service's answer to what each place sees, decided once for
every platform.

* :mod:`.plan` turns an answer or an announcement into items (:mod:`.items`), worded
  through the catalog (:mod:`.present`), its cards placed (:mod:`.placement`);
* :mod:`.delivery` shows them through a platform's port (:mod:`.port`): which card wins,
  edit or post, the ping after an edit, a late card dropped (:mod:`.cards`), the pictures
  drawn from the answer itself (:mod:`.pictures`), and what was shown reported back to the
  service as a receipt, its one call into the service;
* :mod:`.web_state` words the web board's game for its page.
"""
