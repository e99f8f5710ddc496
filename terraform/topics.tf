# Written by `python -m contracts.topics` from contracts/topics.py (the topic table);
# do not edit: change the table and run it again (tests/unit/test_topics.py checks it).

variable "raw_topic" {
  description = "DEID_RAW_TOPIC: raw document events (key = case id)."
  type        = string
  default     = "deid.raw.v1"
}

variable "clean_topic" {
  description = "DEID_CLEAN_TOPIC: pseudonymized documents (NORMAL and LOW sensitivity)."
  type        = string
  default     = "deid.clean.v1"
}

variable "onprem_topic" {
  description = "DEID_ONPREM_TOPIC: HIGH-sensitivity pseudonymized documents, on-premises consumers only."
  type        = string
  default     = "deid.clean.onprem.v1"
}

variable "restore_topic" {
  description = "DEID_RESTORE_TOPIC: encrypted restore maps (restricted)."
  type        = string
  default     = "deid.restore-maps.v1"
}

variable "dlq_topic" {
  description = "DEID_DLQ_TOPIC: dead letters (original bytes, error headers)."
  type        = string
  default     = "deid.dlq.v1"
}

variable "state_topic" {
  description = "DEID_STATE_TOPIC: compacted sealed case-state changelog (same partition count as the raw topic)."
  type        = string
  default     = "deid.case-state.v1"
}
