"""Pseudonymization: scoped HMAC, realistic same-type fakes, rewriting and verification."""
