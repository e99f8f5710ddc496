"""Static policy check of the Dockerfile, no container engine needed
(docs/decisions/0009-deploy-checks-without-a-container-engine.md).

Rules (each failure is one line "Dockerfile: <rule>: <what>"):

* pinned-base    every FROM names an earlier stage or an image pinned by digest (@sha256:<64 hex>)
                 or by an exact version tag (x.y.z…, never latest / a bare major.minor); ARG
                 defaults before the first FROM are substituted;
* multi-stage    at least two stages, the last one is the runtime;
* non-root       the runtime stage's last USER is numeric (uid[:gid]) and not 0;
* no-build-tools the runtime stage installs nothing with pip and no compiler / -dev package with a
                 system package manager; nothing anywhere installs PyTorch or the `train` extra;
                 the runtime stage copies from the build stage only;
* model-sha256   a build stage checks a model file with `sha256sum --check`, and every sha256 of
                 models/README.md (including worker/detect/model_lac.py's MODEL_SHA256) is in the
                 Dockerfile;
* read-only-fs   the runtime stage sets PYTHONDONTWRITEBYTECODE=1, HOME under /tmp and DEID_HOME;
* entrypoint     ENTRYPOINT ["deid-worker"] and CMD ["run"] in exec form;
* no-healthcheck no HEALTHCHECK other than NONE (Kubernetes probes /livez, /readyz);
* dockerignore   .dockerignore keeps .git, .venv, .local and tests out of the build context.

Run: python scripts/check_dockerfile.py [Dockerfile]   (exit 1 on any failure)
"""

from __future__ import annotations

import json
import re
import shlex
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BUILD_TOOLS = re.compile(
    r"\b(gcc|g\+\+|clang|make|cmake|build-essential|binutils|cargo|rustc|libc6-dev|[a-z0-9.+-]+-dev)\b"
)
SYSTEM_INSTALL = re.compile(
    r"\b(apt-get|apt|apk|dnf|yum|microdnf)\b[^;&|]*\b(install|add)\b([^;&|]*)"
)
TORCH = re.compile(r"\binstall\b[^;&|]*(\btorch\b|\[[^\]]*\btrain\b[^\]]*\])")
SHA256_HEX = re.compile(r"\b[0-9a-f]{64}\b")
EXACT_TAG = re.compile(r"^\d+\.\d+\.\d+")


@dataclass
class Instruction:
    line: int
    cmd: str
    args: str


@dataclass
class Stage:
    base: str
    name: str | None
    line: int
    instructions: list[Instruction] = field(default_factory=list)


def parse(text: str) -> tuple[list[Instruction], list[Stage]]:
    """Instructions (continuations joined, comments dropped) and the stages they belong to."""
    out: list[Instruction] = []
    buf, start = "", 0
    for no, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if not buf and (not stripped or stripped.startswith("#")):
            continue
        if buf and stripped.startswith("#"):  # a comment inside a continued instruction
            continue
        if not buf:
            start = no
        if stripped.endswith("\\"):
            buf += stripped[:-1] + " "
            continue
        buf += stripped
        cmd, _, args = buf.partition(" ")
        out.append(Instruction(start, cmd.upper(), args.strip()))
        buf = ""
    if buf:
        cmd, _, args = buf.partition(" ")
        out.append(Instruction(start, cmd.upper(), args.strip()))
    stages: list[Stage] = []
    for ins in out:
        if ins.cmd == "FROM":
            words = [w for w in ins.args.split() if not w.startswith("--")]
            name = words[2] if len(words) >= 3 and words[1].lower() == "as" else None
            stages.append(Stage(words[0] if words else "", name, ins.line))
        elif stages:
            stages[-1].instructions.append(ins)
    return out, stages


def _global_args(instructions: list[Instruction]) -> dict[str, str]:
    args: dict[str, str] = {}
    for ins in instructions:
        if ins.cmd == "FROM":
            break
        if ins.cmd == "ARG":
            name, _, default = ins.args.partition("=")
            args[name.strip()] = default.strip().strip('"')
    return args


def _subst(value: str, args: dict[str, str]) -> str:
    return re.sub(r"\$\{?(\w+)\}?", lambda m: args.get(m.group(1), m.group(0)), value)


def _image_pinned(ref: str) -> str | None:
    """None when pinned, else why not."""
    if "$" in ref:
        return f"{ref!r} uses an ARG without a default"
    if re.search(r"@sha256:[0-9a-f]{64}$", ref):
        return None
    last = ref.rsplit("/", 1)[-1]
    if ":" not in last:
        return f"{ref!r} has neither a tag nor a digest"
    tag = last.split(":", 1)[1]
    if tag == "latest" or not EXACT_TAG.match(tag):
        return f"{ref!r}: tag {tag!r} is not an exact version (x.y.z) and there is no digest"
    return None


def _env_pairs(args: str) -> dict[str, str]:
    if "=" not in args.split()[0]:  # legacy form: ENV KEY value
        k, _, v = args.partition(" ")
        return {k: v.strip()}
    return {k: v for k, _, v in (w.partition("=") for w in shlex.split(args))}


def _exec_form(args: str) -> list[str] | None:
    try:
        value = json.loads(args)
    except json.JSONDecodeError:
        return None
    return value if isinstance(value, list) and all(isinstance(v, str) for v in value) else None


def model_hashes(root: Path = ROOT) -> set[str]:
    """sha256 values the image must check: models/README.md and the LAC loader's pin."""
    hashes = set(SHA256_HEX.findall((root / "models" / "README.md").read_text(encoding="utf-8")))
    lac = (root / "worker" / "detect" / "model_lac.py").read_text(encoding="utf-8")
    m = re.search(r'^MODEL_SHA256\s*=\s*"([0-9a-f]{64})"', lac, re.M)
    if m:
        hashes.add(m.group(1))
    return hashes


def check(text: str, dockerignore: str | None, hashes: set[str]) -> list[str]:
    problems: list[str] = []

    def bad(rule: str, what: str) -> None:
        problems.append(f"Dockerfile: {rule}: {what}")

    instructions, stages = parse(text)
    args = _global_args(instructions)
    if len(stages) < 2:
        bad("multi-stage", f"{len(stages)} stage(s); a build stage and a runtime stage are needed")
    names: set[str] = set()
    for st in stages:
        ref = _subst(st.base, args)
        if ref not in names and ref != "scratch":
            why = _image_pinned(ref)
            if why:
                bad("pinned-base", f"line {st.line}: {why}")
        if st.name:
            names.add(st.name)
    for ins in instructions:
        if ins.cmd == "RUN" and TORCH.search(ins.args):
            bad("no-build-tools", f"line {ins.line}: installs PyTorch or the train extra")
        if ins.cmd == "HEALTHCHECK" and ins.args.strip().upper() != "NONE":
            bad(
                "no-healthcheck",
                f"line {ins.line}: HEALTHCHECK (Kubernetes probes /livez and /readyz instead)",
            )
    if not stages:
        return problems
    runtime = stages[-1]
    build_names = {s.name for s in stages[:-1] if s.name} | {str(i) for i in range(len(stages) - 1)}

    users = [i for i in runtime.instructions if i.cmd == "USER"]
    if not users:
        bad("non-root", "the runtime stage has no USER (it would run as root)")
    else:
        user = users[-1].args.strip()
        m = re.fullmatch(r"(\d+)(?::(\d+))?", user)
        if not m:
            bad("non-root", f"USER {user!r} is not numeric (runAsNonRoot needs a numeric uid)")
        elif int(m.group(1)) == 0 or (m.group(2) is not None and int(m.group(2)) == 0):
            bad("non-root", f"USER {user!r} is root")

    env: dict[str, str] = {}
    for ins in runtime.instructions:
        if ins.cmd == "RUN":
            if re.search(r"\bpip3?\b[^;&|]*\binstall\b", ins.args):
                bad(
                    "no-build-tools",
                    f"line {ins.line}: pip install in the runtime stage (install in the build "
                    "stage)",
                )
            for m in SYSTEM_INSTALL.finditer(ins.args):
                tools = BUILD_TOOLS.findall(m.group(3))
                if tools:
                    bad(
                        "no-build-tools",
                        f"line {ins.line}: installs {', '.join(sorted(set(tools)))} in the runtime "
                        "stage",
                    )
        elif ins.cmd in ("COPY", "ADD"):
            src = re.search(r"--from=(\S+)", ins.args)
            if src and src.group(1) not in build_names:
                bad(
                    "no-build-tools",
                    f"line {ins.line}: copies from {src.group(1)!r}, not from a build stage",
                )
            if ins.cmd == "ADD" and re.search(r"https?://", ins.args):
                bad("no-build-tools", f"line {ins.line}: ADD from a URL (unchecked download)")
        elif ins.cmd == "ENV":
            env.update(_env_pairs(ins.args))
    if env.get("PYTHONDONTWRITEBYTECODE") != "1":
        bad("read-only-fs", "the runtime stage does not set PYTHONDONTWRITEBYTECODE=1")
    home = env.get("HOME", "")
    if not (home == "/tmp" or home.startswith("/tmp/")):
        bad(
            "read-only-fs",
            f"HOME={home!r}: must be /tmp or below (the only writable path besides volumes)",
        )
    if not env.get("DEID_HOME"):
        bad("read-only-fs", "the runtime stage does not set DEID_HOME")

    entry = [i for i in runtime.instructions if i.cmd == "ENTRYPOINT"]
    cmd = [i for i in runtime.instructions if i.cmd == "CMD"]
    if not entry or _exec_form(entry[-1].args) != ["deid-worker"]:
        bad("entrypoint", 'the runtime stage needs ENTRYPOINT ["deid-worker"] (exec form)')
    if not cmd or _exec_form(cmd[-1].args) != ["run"]:
        bad("entrypoint", 'the runtime stage needs CMD ["run"] (exec form)')

    build_runs = " ".join(i.args for s in stages[:-1] for i in s.instructions if i.cmd == "RUN")
    if not re.search(r"sha256sum\s+(?:[^;&|]*\s)?(--check|-c)\b", build_runs):
        bad("model-sha256", "no `sha256sum --check` of the model files in a build stage")
    missing = sorted(h for h in hashes if h not in text)
    for h in missing:
        bad(
            "model-sha256",
            f"sha256 {h[:12]}… of models/README.md / model_lac.py is not checked in the Dockerfile",
        )

    if dockerignore is None:
        bad("dockerignore", ".dockerignore is missing")
    else:
        pats = [
            p.strip()
            for p in dockerignore.splitlines()
            if p.strip() and not p.strip().startswith("#")
        ]
        if "*" in pats:
            for p in (".git", ".venv", ".local", "tests"):
                if f"!{p}" in pats or f"!{p}/" in pats:
                    bad("dockerignore", f"{p} is re-included")
        else:
            for p in (".git", ".venv", ".local", "tests"):
                if not any(q.rstrip("/") in (p, f"/{p}", f"**/{p}") for q in pats):
                    bad("dockerignore", f"{p} is not excluded from the build context")
    return problems


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else ROOT / "Dockerfile"
    ignore = path.parent / ".dockerignore"
    problems = check(
        path.read_text(encoding="utf-8"),
        ignore.read_text(encoding="utf-8") if ignore.exists() else None,
        model_hashes(),
    )
    for p in problems:
        print(p, file=sys.stderr)
    if not problems:
        print(f"check_dockerfile: {path.name} OK")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
