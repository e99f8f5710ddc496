"""Synthetic (fictional) Taiwanese legal documents with gold entity spans.

See ``tests/synthetic/generator.py`` for the markup and the command line.
"""

__all__ = ["generate_documents", "validate_document"]


def __getattr__(name: str):
    # Lazy, so that ``python -m tests.synthetic.generator`` does not import the
    # module twice.
    if name in __all__:
        from . import generator

        return getattr(generator, name)
    raise AttributeError(name)
