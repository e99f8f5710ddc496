"""tw-deid-worker: de-identification worker for Taiwanese legal documents."""

__version__ = "0.1.0"
