"""Moved to :mod:`worker.text.checksums` (shared by every stage). This name is an alias of that
module for imports not yet updated; nothing in ``worker/`` imports it
(tests/unit/test_architecture.py)."""

import sys

from worker.text import checksums as _moved

sys.modules[__name__] = _moved
