# The topic variables are in topics.tf, written from contracts/topics.py. Defaults of the group id
# and Vault layout equal worker/config.py (Settings); tests/unit/test_config.py checks them.

variable "kafka_bootstrap_servers" {
  description = "Brokers the Kafka provider administers (topics, ACLs)."
  type        = list(string)
}

variable "kafka_tls_enabled" {
  description = "Connect the Kafka provider over TLS."
  type        = bool
  default     = true
}

variable "partitions" {
  description = "Partitions of the raw topic (and of the case-state topic, which must match). The maximum useful number of worker replicas."
  type        = number
  default     = 3

  validation {
    condition     = var.partitions >= 1
    error_message = "partitions must be >= 1."
  }
}

variable "output_partitions" {
  description = "Partitions of the clean, on-prem, restore-map and dead-letter topics (null: same as partitions)."
  type        = number
  default     = null
}

variable "replication_factor" {
  description = "Replication factor of every topic."
  type        = number
  default     = 3
}

variable "min_insync_replicas" {
  description = "min.insync.replicas of every topic (transactions use acks=all)."
  type        = number
  default     = 2
}

variable "max_message_bytes" {
  description = "Topic max.message.bytes; keep >= DEID_MAX_MESSAGE_BYTES (1000000), and the DLQ's >= the raw topic's (docs/decisions/0004)."
  type        = number
  default     = 1048588
}

variable "retention_ms" {
  description = "retention.ms per topic key (raw, clean, onprem, restore, dlq). The case-state topic is compacted, not time-limited."
  type        = map(number)
  default = {
    raw     = 604800000  # 7 days
    clean   = 604800000  # 7 days
    onprem  = 604800000  # 7 days
    restore = 2592000000 # 30 days
    dlq     = 2592000000 # 30 days
  }
}

variable "worker_principal" {
  description = "Kafka principal of the worker (e.g. User:tw-deid-worker or the mTLS subject)."
  type        = string
  default     = "User:tw-deid-worker"
}

variable "group_id" {
  description = "DEID_GROUP_ID: the worker's consumer group."
  type        = string
  default     = "tw-deid-worker"
}

variable "transactional_id_prefix" {
  description = "Prefix of the worker's transactional ids; equals the chart's transactionalIdPrefix (ids are <prefix>-<pod name>)."
  type        = string
  default     = "tw-deid-worker"
}

variable "state_loader_group_prefix" {
  description = "Prefix of the throw-away group ids the worker's case-state loader uses (assign() only, never commits)."
  type        = string
  default     = "deid-state-loader-"
}

variable "restore_reader_principals" {
  description = "Principals allowed to read the restore-map topic (the restore role). Nobody else can."
  type        = list(string)
  default     = []
}

variable "restore_reader_group_prefix" {
  description = "Consumer-group prefix the restore readers use."
  type        = string
  default     = "tw-deid-restore"
}

variable "clean_reader_principals" {
  description = "Principals allowed to read the clean topic (downstream LLM consumers)."
  type        = list(string)
  default     = []
}

variable "onprem_reader_principals" {
  description = "Principals allowed to read the on-premises topic (HIGH sensitivity)."
  type        = list(string)
  default     = []
}

variable "operator_principals" {
  description = "Principals that run `deid-worker replay` (dead-letter topic → raw topic) and `deid-worker forget-case` (state tombstones). Never the worker, never a reader."
  type        = list(string)
  default     = []
}

variable "reader_group_prefix" {
  description = "Consumer-group prefix for clean / on-prem readers."
  type        = string
  default     = "tw-deid-consumer"
}

variable "create_kv_mount" {
  description = "Create the KV v2 mount. Set false when the mount already exists (e.g. a shared 'secret/')."
  type        = bool
  default     = true
}

variable "vault_mount" {
  description = "DEID_VAULT_MOUNT: KV v2 mount of the scope keys."
  type        = string
  default     = "secret"
}

variable "vault_path_prefix" {
  description = "DEID_VAULT_PATH_PREFIX: path of the scope keys under the mount (<prefix>/_pipeline and <prefix>/<case_ref>)."
  type        = string
  default     = "tw-deid/scopes"
}

variable "worker_policy_name" {
  description = "Name of the worker's Vault policy."
  type        = string
  default     = "tw-deid-worker"
}

variable "worker_token_period" {
  description = "Period (seconds) of the worker's periodic Vault token (renewed by whoever keeps the Kubernetes Secret)."
  type        = number
  default     = 86400
}

variable "enable_kubernetes_auth_role" {
  description = "Create a Kubernetes auth role bound to the chart's ServiceAccount (for an agent/operator that logs in as the worker and writes its token Secret; the worker itself reads only a token)."
  type        = bool
  default     = false
}

variable "kubernetes_auth_backend" {
  description = "Path of an existing Kubernetes auth method in Vault."
  type        = string
  default     = "kubernetes"
}

variable "kubernetes_namespace" {
  description = "Namespace of the Helm release."
  type        = string
  default     = "tw-deid"
}

variable "kubernetes_service_account" {
  description = "ServiceAccount of the Helm release (the chart's fullname by default)."
  type        = string
  default     = "tw-deid-worker"
}
