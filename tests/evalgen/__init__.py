"""Evaluation data for tw-deid-worker: a deterministic, stdlib-only generator of labelled
synthetic documents (``python -m tests.evalgen --out tests/data/eval``) and its self-check
(``python -m tests.evalgen --check tests/data/eval``). See tests/data/eval/README.md."""
