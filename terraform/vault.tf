# Scope keys (worker/keys/vault.py): KV v2 under <mount>/<prefix>/_pipeline (case_ref key) and
# <mount>/<prefix>/<case_ref> (one key per case), each created once with check-and-set cas=0 and
# then only read. Deleting a case's secret (all versions) crypto-shreds the case.

resource "vault_mount" "kv" {
  count = var.create_kv_mount ? 1 : 0

  path        = var.vault_mount
  type        = "kv"
  options     = { version = "2" }
  description = "tw-deid-worker scope keys (KV v2)"
}

# Every write must carry check-and-set: a scope key can be created, never silently replaced.
resource "vault_kv_secret_backend_v2" "kv" {
  count = var.create_kv_mount ? 1 : 0

  mount        = vault_mount.kv[0].path
  cas_required = true
  max_versions = 1
}

locals {
  key_prefix    = trim(var.vault_path_prefix, "/")
  key_data_path = "${var.vault_mount}/data/${local.key_prefix}/*"
}

# Exactly what the worker does: read a key, create it when absent (KV v2 write with cas=0 on a new
# path needs "create" only). No update (keys never change), no delete, no list, no metadata.
# The token roles below hand out tokens without Vault's "default" policy, so the two token calls the
# worker makes on itself (worker/keys/vault_auth.py: lookup-self at start for the TTL, renew-self at
# two thirds of it) are granted here, and nothing else of the token API.
data "vault_policy_document" "worker" {
  rule {
    path         = local.key_data_path
    capabilities = ["create", "read"]
    description  = "tw-deid-worker: read scope keys, create a missing one (cas=0)"
  }
  # More specific than the rule above, so it wins: the worker reads forgotten markers and can never
  # write one (a worker's token must not be able to make a case unreadable).
  rule {
    path         = "${var.vault_mount}/data/${local.key_prefix}/_forgotten/*"
    capabilities = ["read"]
    description  = "tw-deid-worker: honour forgotten markers, never write them"
  }
  rule {
    path         = "auth/token/lookup-self"
    capabilities = ["read"]
    description  = "tw-deid-worker: learn its own token's TTL"
  }
  rule {
    path         = "auth/token/renew-self"
    capabilities = ["update"]
    description  = "tw-deid-worker: renew its own token"
  }
}

resource "vault_policy" "worker" {
  name   = var.worker_policy_name
  policy = data.vault_policy_document.worker.hcl
}

# Restore users need a case's scope key to open its restore map: read only.
data "vault_policy_document" "restore" {
  rule {
    path         = local.key_data_path
    capabilities = ["read"]
    description  = "tw-deid restore: read scope keys"
  }
}

resource "vault_policy" "restore" {
  name   = "${var.worker_policy_name}-restore"
  policy = data.vault_policy_document.restore.hcl
}

# Crypto-shredding (`deid-worker forget-case`, worker/keys/vault.py forget_case), for the
# data-protection officer's role: read the pipeline's case_ref key (to find the case's path), write the
# forgotten marker first (so no worker re-creates the key), then delete the key, all versions.
data "vault_policy_document" "shred" {
  rule {
    path         = "${var.vault_mount}/data/${local.key_prefix}/_pipeline"
    capabilities = ["read"]
    description  = "tw-deid: read the case_ref key that names a case's key path"
  }
  rule {
    path         = "${var.vault_mount}/data/${local.key_prefix}/_forgotten/*"
    capabilities = ["create", "read"]
    description  = "tw-deid: mark a case forgotten (cas=0), before its key is deleted"
  }
  rule {
    path         = "${var.vault_mount}/metadata/${local.key_prefix}/*"
    capabilities = ["delete"]
    description  = "tw-deid: crypto-shred a case (delete its scope key and all versions)"
  }
}

resource "vault_policy" "shred" {
  name   = "${var.worker_policy_name}-shred"
  policy = data.vault_policy_document.shred.hcl
}

# The worker reads a token (DEID_VAULT_TOKEN). This token role issues periodic, orphan tokens
# carrying only the worker policy: `vault token create -role=<name>`; store the token in the
# Kubernetes Secret named by the chart's vault.tokenSecret.
resource "vault_token_auth_backend_role" "worker" {
  role_name               = var.worker_policy_name
  allowed_policies        = [vault_policy.worker.name]
  disallowed_policies     = ["default"]
  orphan                  = true
  renewable               = true
  token_period            = var.worker_token_period
  token_no_default_policy = true
}

# Optional: a Kubernetes auth role bound to the chart's ServiceAccount, for an agent or operator
# that logs in as the worker and keeps its token Secret current. The worker itself does not log in.
resource "vault_kubernetes_auth_backend_role" "worker" {
  count = var.enable_kubernetes_auth_role ? 1 : 0

  backend                          = var.kubernetes_auth_backend
  role_name                        = var.worker_policy_name
  bound_service_account_names      = [var.kubernetes_service_account]
  bound_service_account_namespaces = [var.kubernetes_namespace]
  token_policies                   = [vault_policy.worker.name]
  token_ttl                        = 3600
  token_max_ttl                    = 86400
  token_no_default_policy          = true
}
