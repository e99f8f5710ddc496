"""Case-level state: what one case's documents have established (pseudonyms, people, codes)."""
