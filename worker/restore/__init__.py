"""Restore maps: what was replaced, encrypted per case, and the strict restore of a reply."""
