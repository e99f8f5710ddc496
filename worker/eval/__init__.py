"""Detection quality: per type and per subset, recall with full cover first."""
