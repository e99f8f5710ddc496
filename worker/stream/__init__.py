"""Kafka side of the worker: topics, dead letters and the transactional consume-transform-produce
loop."""
