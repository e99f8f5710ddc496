locals {
  output_partitions = coalesce(var.output_partitions, var.partitions)

  common_topic_config = {
    "min.insync.replicas" = tostring(var.min_insync_replicas)
    "max.message.bytes"   = tostring(var.max_message_bytes)
  }

  topics = {
    raw     = { name = var.raw_topic, partitions = var.partitions, config = { "cleanup.policy" = "delete", "retention.ms" = tostring(var.retention_ms["raw"]) } }
    clean   = { name = var.clean_topic, partitions = local.output_partitions, config = { "cleanup.policy" = "delete", "retention.ms" = tostring(var.retention_ms["clean"]) } }
    onprem  = { name = var.onprem_topic, partitions = local.output_partitions, config = { "cleanup.policy" = "delete", "retention.ms" = tostring(var.retention_ms["onprem"]) } }
    restore = { name = var.restore_topic, partitions = local.output_partitions, config = { "cleanup.policy" = "delete", "retention.ms" = tostring(var.retention_ms["restore"]) } }
    dlq     = { name = var.dlq_topic, partitions = local.output_partitions, config = { "cleanup.policy" = "delete", "retention.ms" = tostring(var.retention_ms["dlq"]) } }
    # State partition = raw partition: the changelog MUST have the raw topic's partition count.
    state = { name = var.state_topic, partitions = var.partitions, config = { "cleanup.policy" = "compact", "min.compaction.lag.ms" = "0" } }
  }
}

resource "kafka_topic" "this" {
  for_each = local.topics

  name               = each.value.name
  partitions         = each.value.partitions
  replication_factor = var.replication_factor
  config             = merge(local.common_topic_config, each.value.config)
}

# --- ACLs ----------------------------------------------------------------------------------------
# The worker gets exactly what `deid-worker run` does: read the raw topic in its group, write the
# outputs transactionally, read and write its case-state changelog, read topic configs (size limits
# are read at start, worker/stream/limits.py). No Create: topics come from here, not --create-topics.
locals {
  worker_acls = merge(
    {
      "raw-read"     = { type = "Topic", name = var.raw_topic, pattern = "Literal", op = "Read", principal = var.worker_principal }
      "raw-describe" = { type = "Topic", name = var.raw_topic, pattern = "Literal", op = "Describe", principal = var.worker_principal }
      "group-read"   = { type = "Group", name = var.group_id, pattern = "Literal", op = "Read", principal = var.worker_principal }
      # The case-state loader assigns partitions under a throw-away group id; it never commits.
      "state-loader-group" = { type = "Group", name = var.state_loader_group_prefix, pattern = "Prefixed", op = "Read", principal = var.worker_principal }
      "state-read"         = { type = "Topic", name = var.state_topic, pattern = "Literal", op = "Read", principal = var.worker_principal }
      "txn-write"          = { type = "TransactionalID", name = var.transactional_id_prefix, pattern = "Prefixed", op = "Write", principal = var.worker_principal }
      "txn-describe"       = { type = "TransactionalID", name = var.transactional_id_prefix, pattern = "Prefixed", op = "Describe", principal = var.worker_principal }
    },
    merge([
      for k in ["clean", "onprem", "restore", "dlq", "state"] : {
        "${k}-write"           = { type = "Topic", name = local.topics[k].name, pattern = "Literal", op = "Write", principal = var.worker_principal }
        "${k}-describe"        = { type = "Topic", name = local.topics[k].name, pattern = "Literal", op = "Describe", principal = var.worker_principal }
        "${k}-describeconfigs" = { type = "Topic", name = local.topics[k].name, pattern = "Literal", op = "DescribeConfigs", principal = var.worker_principal }
      }
    ]...),
  )

  # Readers: the restore-map topic is readable only by the restore role; HIGH-sensitivity documents
  # only by the on-premises consumers.
  reader_acls = merge(
    merge([
      for p in var.restore_reader_principals : {
        "restore-reader-${p}-read"  = { type = "Topic", name = var.restore_topic, pattern = "Literal", op = "Read", principal = p }
        "restore-reader-${p}-desc"  = { type = "Topic", name = var.restore_topic, pattern = "Literal", op = "Describe", principal = p }
        "restore-reader-${p}-group" = { type = "Group", name = var.restore_reader_group_prefix, pattern = "Prefixed", op = "Read", principal = p }
      }
    ]...),
    merge([
      for p in var.clean_reader_principals : {
        "clean-reader-${p}-read"  = { type = "Topic", name = var.clean_topic, pattern = "Literal", op = "Read", principal = p }
        "clean-reader-${p}-desc"  = { type = "Topic", name = var.clean_topic, pattern = "Literal", op = "Describe", principal = p }
        "clean-reader-${p}-group" = { type = "Group", name = var.reader_group_prefix, pattern = "Prefixed", op = "Read", principal = p }
      }
    ]...),
    merge([
      for p in var.onprem_reader_principals : {
        "onprem-reader-${p}-read"  = { type = "Topic", name = var.onprem_topic, pattern = "Literal", op = "Read", principal = p }
        "onprem-reader-${p}-desc"  = { type = "Topic", name = var.onprem_topic, pattern = "Literal", op = "Describe", principal = p }
        "onprem-reader-${p}-group" = { type = "Group", name = var.reader_group_prefix, pattern = "Prefixed", op = "Read", principal = p }
      }
    ]...),
  )
}

# Operators: the two one-off commands that move data between topics.
# `deid-worker replay` (worker/stream/replay.py) reads the dead-letter topic under its replay group
# and writes the selected records back onto the raw topic, in one transaction whose id is that group.
# `deid-worker forget-case` (worker/forget.py) scans the case-state changelog under throw-away group
# ids and writes a tombstone on every partition that holds the case's state.
locals {
  replay_group = "${var.group_id}-replay"
  operator_acls = merge([
    for p in var.operator_principals : {
      "operator-${p}-dlq-read"        = { type = "Topic", name = var.dlq_topic, pattern = "Literal", op = "Read", principal = p }
      "operator-${p}-dlq-describe"    = { type = "Topic", name = var.dlq_topic, pattern = "Literal", op = "Describe", principal = p }
      "operator-${p}-replay-group"    = { type = "Group", name = local.replay_group, pattern = "Literal", op = "Read", principal = p }
      "operator-${p}-raw-write"       = { type = "Topic", name = var.raw_topic, pattern = "Literal", op = "Write", principal = p }
      "operator-${p}-raw-describe"    = { type = "Topic", name = var.raw_topic, pattern = "Literal", op = "Describe", principal = p }
      "operator-${p}-replay-txn"      = { type = "TransactionalID", name = local.replay_group, pattern = "Literal", op = "Write", principal = p }
      "operator-${p}-replay-txn-desc" = { type = "TransactionalID", name = local.replay_group, pattern = "Literal", op = "Describe", principal = p }
      "operator-${p}-state-read"      = { type = "Topic", name = var.state_topic, pattern = "Literal", op = "Read", principal = p }
      "operator-${p}-state-write"     = { type = "Topic", name = var.state_topic, pattern = "Literal", op = "Write", principal = p }
      "operator-${p}-state-describe"  = { type = "Topic", name = var.state_topic, pattern = "Literal", op = "Describe", principal = p }
      "operator-${p}-scan-groups"     = { type = "Group", name = "deid-state-", pattern = "Prefixed", op = "Read", principal = p }
    }
  ]...)
}

resource "kafka_acl" "this" {
  for_each = merge(local.worker_acls, local.reader_acls, local.operator_acls)

  resource_name                = each.value.name
  resource_type                = each.value.type
  resource_pattern_type_filter = each.value.pattern
  acl_principal                = each.value.principal
  acl_host                     = "*"
  acl_operation                = each.value.op
  acl_permission_type          = "Allow"

  lifecycle {
    # The worker writes restore maps and must never read them back (scripts/check_terraform.py).
    precondition {
      condition     = !contains(var.restore_reader_principals, var.worker_principal)
      error_message = "worker_principal must not be one of restore_reader_principals: the worker never reads restore maps."
    }
    # Replay writes onto the raw topic: the worker itself must never hold that right.
    precondition {
      condition     = !contains(var.operator_principals, var.worker_principal)
      error_message = "worker_principal must not be one of operator_principals: the worker never writes the raw topic."
    }
  }

  depends_on = [kafka_topic.this]
}
