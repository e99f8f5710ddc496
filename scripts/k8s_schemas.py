"""Kubernetes JSON schemas for kubeconform, offline, from the kubernetes-validate package.

kubernetes-validate ships the schemas of each Kubernetes minor version (``v<ver>-local-strict/``)
whose ``$ref`` point at ``/api/_definitions.json``, resolved by its own loader; kubeconform cannot
follow those (it reports "could not find schema"). For each kind found in the given manifests this
writes a standalone schema (the kind's schema plus the definitions it reaches, refs rewritten to
``#/$defs/…``) to ``OUT/v<ver>-standalone-strict/<kind><-group-version>.json``, the layout of
kubeconform's default schema location. Kinds that kubernetes-validate does not know (CRDs) are
left to the other schema locations.

Usage: python scripts/k8s_schemas.py OUT_DIR VERSIONS MANIFEST...   (VERSIONS: 1.25.0,1.37.0)
Prints the kubeconform -schema-location template.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import yaml

REF = re.compile(r'"#/\$defs/([^"]+)"')


def filename(api_version: str, kind: str) -> str:
    group, _, version = api_version.rpartition("/")
    suffix = f"-{group.split('.')[0]}-{version}" if group else f"-{version}"
    return f"{kind.lower()}{suffix}.json"


def standalone(src: Path, name: str, defs: dict) -> dict | None:
    path = src / name
    if not path.is_file():
        return None
    text = path.read_text(encoding="utf-8").replace('"/api/_definitions.json#/$defs/', '"#/$defs/')
    schema = json.loads(text)
    need: set[str] = set()
    todo = REF.findall(text)
    while todo:
        n = todo.pop()
        if n not in need:
            need.add(n)
            todo += REF.findall(json.dumps(defs[n]))
    schema["$defs"] = {n: defs[n] for n in sorted(need)}
    return schema


def main(argv: list[str]) -> int:
    import kubernetes_validate

    root = Path(kubernetes_validate.__file__).parent / "kubernetes-json-schema"
    out = Path(argv[1]).absolute()
    versions = [v.lstrip("v") for v in argv[2].split(",")]
    kinds: set[tuple[str, str]] = set()
    for manifest in argv[3:]:
        for doc in yaml.safe_load_all(Path(manifest).read_text(encoding="utf-8")):
            if doc:
                kinds.add((doc["apiVersion"], doc["kind"]))
    for version in versions:
        src = root / f"v{version}-local-strict"
        if not src.is_dir():
            print(
                f"k8s_schemas: kubernetes-validate has no schemas for Kubernetes {version}",
                file=sys.stderr,
            )
            return 1
        defs = json.loads((src / "_definitions.json").read_text(encoding="utf-8"))["$defs"]
        dst = out / f"v{version}-standalone-strict"
        dst.mkdir(parents=True, exist_ok=True)
        for api_version, kind in sorted(kinds):
            schema = standalone(src, filename(api_version, kind), defs)
            if schema is not None:
                (dst / filename(api_version, kind)).write_text(json.dumps(schema), encoding="utf-8")
    print(
        f"{out}/{{{{.NormalizedKubernetesVersion}}}}-standalone{{{{.StrictSuffix}}}}/{{{{.ResourceKind}}}}{{{{.KindSuffix}}}}.json"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
