"""Text helpers shared by every stage: span types (:mod:`worker.text.spans`), the look-alike folds
and views (:mod:`worker.text.fold`) and identifier checksums (:mod:`worker.text.checksums`).

A neutral module: ``detect``, ``pseudonymize``, ``residual``, ``restore`` and ``classify`` depend on
it, it depends on none of them (only on ``worker/data`` for the look-alike table)."""
