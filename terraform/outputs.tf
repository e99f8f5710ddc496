output "topics" {
  description = "Topic names by role (feed them to the chart's values.config DEID_*_TOPIC)."
  value       = { for k, t in kafka_topic.this : k => t.name }
}

output "raw_partitions" {
  description = "Partitions of the raw topic: the maximum useful number of worker replicas."
  value       = var.partitions
}

output "transactional_id_prefix" {
  description = "Set the chart's transactionalIdPrefix to this value."
  value       = var.transactional_id_prefix
}

output "vault_worker_policy" {
  description = "Vault policy of the worker."
  value       = vault_policy.worker.name
}

output "vault_restore_policy" {
  description = "Vault policy of restore users."
  value       = vault_policy.restore.name
}

output "vault_token_role" {
  description = "Token role issuing the worker's periodic token (vault token create -role=...)."
  value       = vault_token_auth_backend_role.worker.role_name
}

output "vault_key_path" {
  description = "KV v2 data path of the scope keys."
  value       = local.key_data_path
}
