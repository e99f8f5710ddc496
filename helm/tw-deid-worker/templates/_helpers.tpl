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
{{- $reserved := list "DEID_TRANSACTIONAL_ID" "DEID_GROUP_INSTANCE_ID" "DEID_HEALTH_PORT" "DEID_VAULT_TOKEN" "VAULT_TOKEN" "DEID_HEALTH_HOST" }}
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
{{- if and (eq (index .Values.config "DEID_KEY_BACKEND" | default "dev-file") "vault") (not .Values.vault.tokenSecret.name) }}
{{- fail "DEID_KEY_BACKEND=vault needs vault.tokenSecret.name" }}
{{- end }}
{{- end }}
