terraform {
  required_version = ">= 1.5.0"

  required_providers {
    kafka = {
      source  = "Mongey/kafka"
      version = "~> 0.8"
    }
    vault = {
      source  = "hashicorp/vault"
      version = "~> 4.0"
    }
  }
}

# Provider connection settings (brokers, SASL/TLS, Vault address and token) come from the
# caller: set them here or through the providers' environment variables
# (e.g. VAULT_ADDR / VAULT_TOKEN for Vault). No credential belongs in this repository.
provider "kafka" {
  bootstrap_servers = var.kafka_bootstrap_servers
  tls_enabled       = var.kafka_tls_enabled
}

provider "vault" {}
