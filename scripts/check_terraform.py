"""Parse terraform/*.tf (python-hcl2) and check the access policy it grants (no provider, no state).

`terraform validate` needs the providers (`terraform init` downloads them from the Terraform
registry, which is not reachable here), so the module is parsed with python-hcl2 and the Kafka
ACLs are expanded from the two locals that define them (`worker_acls`, `reader_acls`): each ACL
object literal is resolved to (principal, resource type, resource, operation), with the variables
of the `for` expressions that produce it. Rules:

* worker-no-restore-read  the worker principal has no Read / All on the restore-map topic, and
                          the module refuses a worker principal among restore_reader_principals
                          (a lifecycle precondition on kafka_acl);
* restricted-readers      Read on the restore-map topic only for restore_reader_principals, on the
                          on-prem topic only for onprem_reader_principals;
* worker-least-privilege  the worker gets no Create / Alter / Delete / All / AlterConfigs /
  ClusterAction;
* vault-worker-policy     the worker policy grants only create + read on the scope-key data path,
                          the restore policy only read; the token role and the Kubernetes auth role
                          hand out the worker policy only.

Run: python scripts/check_terraform.py [terraform-dir]   (exit 1 on any failure)
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

ACL_OBJECT = re.compile(
    r"\{\s*type\s*=\s*\"(?P<type>\w+)\"\s*,\s*name\s*=\s*(?P<name>[^,]+?)\s*,\s*pattern\s*=\s*\"(?P<pattern>\w+)\"\s*,\s*op\s*=\s*\"(?P<op>\w+)\"\s*,\s*principal\s*=\s*(?P<principal>[^}]+?)\s*\}"
)
FOR_HEAD = re.compile(r"\[\s*for\s+(?P<var>\w+)\s+in\s+(?P<coll>.+?)\s*:")
WORKER_FORBIDDEN_OPS = {
    "All",
    "Create",
    "Alter",
    "Delete",
    "AlterConfigs",
    "ClusterAction",
    "IdempotentWrite",
}


@dataclass(frozen=True)
class Acl:
    principal: str  # "var.worker_principal" or the list variable the principal comes from
    type: str
    resource: str  # "var.<topic variable>" etc.
    pattern: str
    op: str


def load(tf_dir: Path) -> dict[str, dict]:
    import hcl2

    return {p.name: hcl2.loads(p.read_text(encoding="utf-8")) for p in sorted(tf_dir.glob("*.tf"))}


def _unwrap(value: object) -> str:
    s = str(value)
    return s[2:-1] if s.startswith("${") and s.endswith("}") else s


def _locals(parsed: dict[str, dict]) -> dict[str, Any]:
    """The module's locals, as python-hcl2 parsed them (JSON-like values, untyped)."""
    out: dict[str, Any] = {}
    for doc in parsed.values():
        for block in doc.get("locals", []):
            out.update({k: v for k, v in block.items() if not k.startswith("__")})
    return out


def _matching_bracket(text: str, start: int) -> int:
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "[":
            depth += 1
        elif text[i] == "]":
            depth -= 1
            if depth == 0:
                return i
    return len(text)


def expand_acls(expr: str, topics: dict[str, str]) -> list[Acl]:
    """ACLs of one locals expression; `topics` maps the keys of local.topics to their name
    expressions."""
    loops = [  # (start, end, loop variable, collection)
        (m.start(), _matching_bracket(expr, m.start()), m.group("var"), m.group("coll").strip())
        for m in FOR_HEAD.finditer(expr)
    ]
    acls: list[Acl] = []
    found = list(ACL_OBJECT.finditer(expr))
    if len(found) != len(re.findall(r"\bop\s*=", expr)):
        raise ValueError(
            "an ACL object is not in the form {type, name, pattern, op, principal}: cannot check it"
        )
    for m in found:
        enclosing = [lp for lp in loops if lp[0] < m.start() < lp[1]]
        binding = {var: coll for _, _, var, coll in enclosing}
        principal = m.group("principal").strip()
        if principal in binding:
            principal = binding[principal]
        name = m.group("name").strip()
        names = [name]
        ref = re.fullmatch(r"local\.topics\[(\w+)\]\.name", name)
        if ref:
            coll = binding.get(ref.group(1), "")
            keys = re.findall(r"\"(\w+)\"", coll) if coll.startswith("[") else []
            if not keys:
                raise ValueError(f"cannot resolve {name} over {coll!r}")
            names = [_unwrap(topics[k]) for k in keys]
        acls.extend(
            Acl(principal, m.group("type"), n, m.group("pattern"), m.group("op")) for n in names
        )
    return acls


def kafka_acls(parsed: dict[str, dict]) -> list[Acl]:
    loc = _locals(parsed)
    topics = {k: v["name"] for k, v in loc["topics"].items()}
    acls: list[Acl] = []
    for key in ("worker_acls", "reader_acls", "operator_acls"):
        acls += expand_acls(_unwrap(loc[key]), topics)
    return acls


def _resources(parsed: dict[str, dict], rtype: str) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for doc in parsed.values():
        for block in doc.get("resource", []):
            for t, named in block.items():
                if t.strip('"') == rtype:
                    out.update({n.strip('"'): body for n, body in named.items()})
    return out


def _data(parsed: dict[str, dict], dtype: str) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for doc in parsed.values():
        for block in doc.get("data", []):
            for t, named in block.items():
                if t.strip('"') == dtype:
                    out.update({n.strip('"'): body for n, body in named.items()})
    return out


def _caps(doc: dict) -> list[tuple[str, set[str]]]:
    rules = doc.get("rule", [])
    return [(_unwrap(r["path"]), {c.strip('"') for c in r["capabilities"]}) for r in rules]


def check(parsed: dict[str, dict]) -> list[str]:
    problems: list[str] = []

    def bad(rule: str, what: str) -> None:
        problems.append(f"terraform: {rule}: {what}")

    acls = kafka_acls(parsed)
    if not acls:
        bad("restricted-readers", "no Kafka ACL found in locals worker_acls / reader_acls")
    worker = "var.worker_principal"
    for a in acls:
        reads = a.op in ("Read", "All")
        if (
            a.type == "Topic"
            and a.resource == "var.restore_topic"
            and reads
            and a.principal != "var.restore_reader_principals"
        ):
            rule = "worker-no-restore-read" if a.principal == worker else "restricted-readers"
            bad(rule, f"{a.principal} gets {a.op} on the restore-map topic")
        if (
            a.type == "Topic"
            and a.resource == "var.onprem_topic"
            and reads
            and a.principal != "var.onprem_reader_principals"
        ):
            bad("restricted-readers", f"{a.principal} gets {a.op} on the on-prem topic")
        if a.principal == worker and a.op in WORKER_FORBIDDEN_OPS:
            bad("worker-least-privilege", f"the worker gets {a.op} on {a.type} {a.resource}")
    acl_res = _resources(parsed, "kafka_acl").get("this", {})
    preconditions = [
        _unwrap(c["condition"])
        for lc in acl_res.get("lifecycle", [])
        for c in lc.get("precondition", [])
    ]
    if not any(
        re.search(
            r"!\s*contains\(\s*var\.restore_reader_principals\s*,\s*var\.worker_principal\s*\)", c
        )
        for c in preconditions
    ):
        bad(
            "worker-no-restore-read",
            "kafka_acl.this has no precondition refusing the worker principal as a restore reader",
        )

    policies = _data(parsed, "vault_policy_document")
    loc = _locals(parsed)

    def resolve(path: str) -> str:
        for _ in range(5):
            path = re.sub(r"^local\.(\w+)$", lambda m: str(loc.get(m.group(1), m.group(0))), path)
            path = re.sub(
                r"\$\{local\.(\w+)\}", lambda m: _unwrap(loc.get(m.group(1), m.group(0))), path
            )
        return path

    worker_caps = [(resolve(p), c) for p, c in _caps(policies.get("worker", {}))]
    if not worker_caps:
        bad("vault-worker-policy", "data.vault_policy_document.worker has no rule")
    if not any(p.strip('"').endswith("/_forgotten/*") and c == {"read"} for p, c in worker_caps):
        bad("vault-worker-policy", "the worker policy does not make forgotten markers read-only")
    self_calls = {"auth/token/lookup-self": {"read"}, "auth/token/renew-self": {"update"}}
    for path, caps in worker_caps:
        if path.strip('"') in self_calls:  # its own token only (the roles drop the default policy)
            if caps != self_calls[path.strip('"')]:
                bad("vault-worker-policy", f"worker policy grants {sorted(caps)} on {path}")
            continue
        if not caps <= {"create", "read"}:
            bad(
                "vault-worker-policy",
                f"worker policy grants {sorted(caps - {'create', 'read'})} on {path}",
            )
        if "/data/" not in path:
            bad("vault-worker-policy", f"worker policy reaches beyond the KV data path: {path}")
    for path, caps in [(resolve(p), c) for p, c in _caps(policies.get("restore", {}))]:
        if caps != {"read"}:
            bad(
                "vault-worker-policy", f"restore policy grants {sorted(caps)} on {path} (read only)"
            )
    role = _resources(parsed, "vault_token_auth_backend_role").get("worker", {})
    if [_unwrap(p) for p in role.get("allowed_policies", [])] != ["vault_policy.worker.name"]:
        bad(
            "vault-worker-policy",
            f"token role allows {role.get('allowed_policies')} (only the worker policy)",
        )
    k8s = _resources(parsed, "vault_kubernetes_auth_backend_role").get("worker")
    if k8s is not None and [_unwrap(p) for p in k8s.get("token_policies", [])] != [
        "vault_policy.worker.name"
    ]:
        bad(
            "vault-worker-policy",
            f"Kubernetes auth role hands out {k8s.get('token_policies')} (only the worker policy)",
        )
    return problems


def main(argv: list[str]) -> int:
    tf_dir = Path(argv[1]) if len(argv) > 1 else ROOT / "terraform"
    try:
        parsed = load(tf_dir)
    except Exception as exc:  # a parse error: name the class and message, nothing else to show
        print(f"terraform: parse: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    problems = check(parsed)
    for p in problems:
        print(p, file=sys.stderr)
    if not problems:
        acls = kafka_acls(parsed)
        print(f"check_terraform: {len(parsed)} files parsed, {len(acls)} ACL templates checked, OK")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
