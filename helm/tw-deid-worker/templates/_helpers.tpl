{{- define "tw-deid-worker.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "tw-deid-worker.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "tw-deid-worker.selectorLabels" -}}
app.kubernetes.io/name: {{ include "tw-deid-worker.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "tw-deid-worker.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{ include "tw-deid-worker.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/component: worker
{{- end }}

{{- define "tw-deid-worker.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "tw-deid-worker.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{- define "tw-deid-worker.image" -}}
{{- if .Values.image.digest }}
{{- printf "%s@%s" .Values.image.repository .Values.image.digest }}
{{- else }}
{{- printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion) }}
{{- end }}
{{- end }}

{{/* Fail early on settings that would break the worker's guarantees. */}}
{{- define "tw-deid-worker.validate" -}}
{{- $reserved := list "DEID_TRANSACTIONAL_ID" "DEID_GROUP_INSTANCE_ID" "DEID_HEALTH_PORT" "DEID_VAULT_TOKEN" "VAULT_TOKEN" "DEID_HEALTH_HOST" "DEID_METRICS_PORT" "DEID_VAULT_AUTH_METHOD" "DEID_VAULT_ROLE" "DEID_VAULT_AUTH_MOUNT" "DEID_VAULT_SA_TOKEN_PATH" "DEID_VAULT_SECRET_ID" }}
{{- range $k, $v := .Values.config }}
{{- if has $k $reserved }}
{{- fail (printf "config.%s is set by the chart; remove it from values.config" $k) }}
{{- end }}
{{- if not (hasPrefix "DEID_" $k) }}
{{- fail (printf "config.%s: only DEID_* settings of worker/config.py belong in values.config" $k) }}
{{- end }}
{{- end }}
{{- $shutdown := index .Values.config "DEID_SHUTDOWN_TIMEOUT_S" | default "20" | float64 }}
{{- if lt (float64 .Values.terminationGracePeriodSeconds) (addf $shutdown 5) }}
{{- fail (printf "terminationGracePeriodSeconds (%v) must be >= DEID_SHUTDOWN_TIMEOUT_S (%v) + 5" .Values.terminationGracePeriodSeconds $shutdown) }}
{{- end }}
{{- $backend := index .Values.config "DEID_KEY_BACKEND" | default "dev-file" }}
{{- $auth := .Values.vault.auth }}
{{- if not (has $auth.method (list "kubernetes" "approle" "token")) }}
{{- fail (printf "vault.auth.method must be kubernetes, approle or token, not %q" $auth.method) }}
{{- end }}
{{- if eq $backend "vault" }}
{{- if and (eq $auth.method "token") (not .Values.vault.tokenSecret.name) }}
{{- fail "DEID_KEY_BACKEND=vault with vault.auth.method=token needs vault.tokenSecret.name" }}
{{- end }}
{{- if and (has $auth.method (list "kubernetes" "approle")) (not $auth.role) }}
{{- fail (printf "vault.auth.method=%s needs vault.auth.role" $auth.method) }}
{{- end }}
{{- if and (eq $auth.method "approle") (not $auth.approle.secretIdSecret.name) }}
{{- fail "vault.auth.method=approle needs vault.auth.approle.secretIdSecret.name" }}
{{- end }}
{{- end }}
{{- if eq (index .Values.config "DEID_ENV" | default "" | lower) "production" }}
{{- if ne $backend "vault" }}
{{- fail "DEID_ENV=production needs DEID_KEY_BACKEND=vault (no dev key in production)" }}
{{- end }}
{{- if hasKey .Values.config "DEID_DEV_KEY_FILE" }}
{{- fail "DEID_ENV=production: remove config.DEID_DEV_KEY_FILE (no dev key in production)" }}
{{- end }}
{{- end }}
{{- if and .Values.metrics.enabled (eq (int .Values.metrics.port) (int .Values.health.port)) }}
{{- fail (printf "metrics.port and health.port must differ (both %v)" .Values.metrics.port) }}
{{- end }}
{{- if .Values.keda.enabled }}
{{- $max := int .Values.keda.maxReplicaCount }}
{{- $min := int .Values.keda.minReplicaCount }}
{{- $partitions := int .Values.kafka.rawTopicPartitions }}
{{- if lt $partitions 1 }}
{{- fail "keda.enabled needs kafka.rawTopicPartitions (partitions of the raw topic, Terraform `partitions`)" }}
{{- end }}
{{- if gt $max $partitions }}
{{- fail (printf "keda.maxReplicaCount (%d) must be <= kafka.rawTopicPartitions (%d): a replica beyond the raw topic's partitions gets no work" $max $partitions) }}
{{- end }}
{{- if or (lt $min 0) (gt $min $max) }}
{{- fail (printf "keda.minReplicaCount (%d) must be between 0 and keda.maxReplicaCount (%d)" $min $max) }}
{{- end }}
{{- if not (has .Values.keda.triggerType (list "kafka" "apache-kafka")) }}
{{- fail (printf "keda.triggerType must be kafka or apache-kafka, not %q" .Values.keda.triggerType) }}
{{- end }}
{{- end }}
{{- end }}

{{/* Default auth mount path per Vault login method. */}}
{{- define "tw-deid-worker.vaultAuthMount" -}}
{{- .Values.vault.auth.mountPath | default .Values.vault.auth.method }}
{{- end }}

{{/* OTEL_RESOURCE_ATTRIBUTES: values pairs (sorted) plus the pod's identity. */}}
{{- define "tw-deid-worker.otelResourceAttributes" -}}
{{- $pairs := list }}
{{- range $k, $v := .Values.otel.resourceAttributes }}
{{- $pairs = append $pairs (printf "%s=%v" $k $v) }}
{{- end }}
{{- $pairs = append $pairs (printf "k8s.namespace.name=%s" .Release.Namespace) }}
{{- $pairs = append $pairs "k8s.pod.name=$(POD_NAME)" }}
{{- $pairs = append $pairs "service.instance.id=$(POD_NAME)" }}
{{- join "," $pairs }}
{{- end }}
