"""Moved to :mod:`worker.text.fold` (shared by every stage). This name is an alias of that module
for imports not yet updated; nothing in ``worker/`` imports it (tests/unit/test_architecture.py).
Importing it sets ``worker.detect.fold`` to this module, so the package itself calls the function
under another name."""

import sys

from worker.text import fold as _moved

sys.modules[__name__] = _moved
