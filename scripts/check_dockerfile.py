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
* pinned-deps    nothing is installed unpinned: every `pip install` / `pip wheel` / `pip download`
                 (pip, pip3, python -m pip, uv pip) either reads hashed lock files
                 (`--require-hashes --only-binary=:all: -r <lock>`, each lock in the repository
                 with a sha256 on every pin and kept in the build context by .dockerignore) or
                 installs local files only (our wheel) with `--no-deps`, a source tree also with
                 `--no-build-isolation`; a package name, `--upgrade pip` or `name==x.y` without a
                 hash fails, and so do installers the check cannot read (pipx, poetry, conda, uv
                 sync …); a build stage installs requirements-runtime.lock (scripts/lock.sh);
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
import tomllib
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
# The lock file the image's runtime dependencies come from (scripts/lock.sh writes it).
RUNTIME_LOCK = "requirements-runtime.lock"
PIP_EXE = re.compile(r"^pip(?:\d+(?:\.\d+)?)?$")
PYTHON_EXE = re.compile(r"^python(?:\d+(?:\.\d+)?)?$")
# pip options that take a value (the value is no package); `--opt=value` needs no entry.
PIP_VALUE_OPTIONS = frozenset(
    {
        "--python", "-r", "--requirement", "-c", "--constraint", "-e", "--editable",
        "-i", "--index-url", "--extra-index-url", "-f", "--find-links", "-t", "--target",
        "--prefix", "--root", "-w", "--wheel-dir", "-d", "--dest", "--only-binary",
        "--no-binary", "--platform", "--python-version", "--implementation", "--abi", "--src",
        "--upgrade-strategy", "--progress-bar", "--root-user-action", "--cache-dir", "--log",
        "--timeout", "--retries", "--trusted-host", "--proxy", "--cert", "--client-cert",
        "--global-option", "-C", "--config-settings", "--report", "--exists-action",
        "--keyring-provider", "--use-feature", "--use-deprecated", "--group",
    }
)  # fmt: skip
# Installers whose pins this check cannot read: use pip with a hashed lock instead.
OTHER_INSTALLER = re.compile(
    r"\b(?:pipx\s+(?:install|inject|run)|easy_install|poetry\s+(?:install|add)|"
    r"pipenv\s+(?:install|sync)|(?:conda|mamba|micromamba)\s+(?:install|create)|"
    r"uv\s+(?:sync|add|tool\s+install|run\s+--with)|uvx)\b"
)
REDIRECT = re.compile(r"^(?:[<>]+&?|&>+)$")
LOCK_PIN = re.compile(r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)==(?P<version>[^\s;\\]+)")


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


def _commands(script: str) -> list[list[str]]:
    """The simple commands of a shell line (split at &&, ||, ;, |), each as its words."""
    try:
        lex = shlex.shlex(script, posix=True, punctuation_chars=True)
        lex.whitespace_split = True
        words = list(lex)
    except ValueError:  # unbalanced quotes (a heredoc …): words as they stand
        words = script.split()
    out: list[list[str]] = [[]]
    skip = False
    for w in words:
        if skip:  # a redirection's target
            skip = False
        elif w in ("&&", "||", ";", "|", "&", "(", ")"):
            out.append([])
        elif REDIRECT.match(w):
            if out[-1] and out[-1][-1].isdigit():  # 2>&1: the descriptor
                out[-1].pop()
            skip = True
        else:
            out[-1].append(w)
    return [c for c in out if c]


def _pip_args(words: list[str]) -> list[str] | None:
    """What follows `pip` (pip3, python -m pip, uv pip) in one command, or None."""
    for i, w in enumerate(words):
        base = w.rsplit("/", 1)[-1]
        if PIP_EXE.match(base):
            return words[i + 1 :]
        if PYTHON_EXE.match(base) and words[i + 1 : i + 3] == ["-m", "pip"]:
            return words[i + 3 :]
        if base == "uv" and words[i + 1 : i + 2] == ["pip"]:
            return words[i + 2 :]
    return None


@dataclass
class PipCall:
    sub: str
    options: dict[str, list[str]]
    positionals: list[str]

    def has(self, opt: str) -> bool:
        return opt in self.options

    def values(self, *opts: str) -> list[str]:
        return [v for o in opts for v in self.options.get(o, [])]


def _pip_call(args: list[str]) -> PipCall | None:
    options: dict[str, list[str]] = {}
    positionals: list[str] = []
    sub = None
    i = 0
    while i < len(args):
        a = args[i]
        if a.startswith("-") and a != "-":
            name, eq, value = a.partition("=")
            if not eq and len(a) > 2 and a[1] != "-" and a[:2] in PIP_VALUE_OPTIONS:
                name, value, eq = a[:2], a[2:], "="  # -rFILE
            if eq:
                options.setdefault(name, []).append(value)
            elif name in PIP_VALUE_OPTIONS and i + 1 < len(args):
                options.setdefault(name, []).append(args[i + 1])
                i += 1
            else:
                options.setdefault(name, [])
        elif sub is None:
            sub = a
        else:
            positionals.append(a)
        i += 1
    return PipCall(sub, options, positionals) if sub else None


def _local(arg: str) -> bool:
    """A file or folder of the build (our wheel, the source tree), not a name for an index."""
    if "://" in arg or " @ " in arg or arg.startswith("git+"):
        return False
    return arg.startswith(("/", ".", "~", "$")) or "/" in arg or arg.endswith(".whl")


def _lock_problems(name: str, root: Path, train: set[str]) -> list[tuple[str, str]]:
    """(rule, what) for a lock file a pip install reads."""
    path = root / (name if not name.startswith("/") else Path(name).name)
    if not path.is_file():
        return [("pinned-deps", f"{name}: no such lock file in the repository")]
    pins: dict[str, bool] = {}
    out: list[tuple[str, str]] = []
    current = None
    for line in path.read_text(encoding="utf-8").splitlines():
        m = LOCK_PIN.match(line)
        if m:
            current = m["name"].lower().replace("_", "-").replace(".", "-")
            pins[current] = False
        elif line.strip() and not line.lstrip().startswith("#") and not line.startswith(" "):
            current = None  # a range, an option line, a URL: not one version of one file
            out.append(("pinned-deps", f"{name}: {line.split()[0]!r} is not name==version"))
        if current is not None and "--hash=sha256:" in line:
            pins[current] = True
    out += [("pinned-deps", f"{name}: {n} has no --hash") for n, ok in pins.items() if not ok]
    if not pins and not out:
        out.append(("pinned-deps", f"{name}: pins nothing"))
    out += [("no-build-tools", f"{name} pins {n} (the train extra)") for n in pins if n in train]
    return out


def _train_packages(root: Path) -> set[str]:
    names = {"torch"}
    try:
        pyproject = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    except OSError:
        return names
    for r in pyproject.get("project", {}).get("optional-dependencies", {}).get("train", []):
        m = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", r)
        if m:
            names.add(m.group(0).lower().replace("_", "-").replace(".", "-"))
    return names


def pip_installs(run: str) -> list[PipCall]:
    """The pip install / wheel / download calls of one RUN."""
    calls = []
    for words in _commands(run):
        args = _pip_args(words)
        call = _pip_call(args) if args is not None else None
        if call and call.sub in ("install", "wheel", "download"):
            calls.append(call)
    return calls


def _pin_problems(
    ins: Instruction, root: Path, train: set[str], locks: set[str]
) -> list[tuple[str, str]]:
    """(rule, what) for every way this RUN installs something unpinned."""
    out: list[tuple[str, str]] = []
    where = f"line {ins.line}"
    m = OTHER_INSTALLER.search(ins.args)
    if m:
        out.append(("pinned-deps", f"{where}: {m.group(0)!r} (pins unread: use pip with a lock)"))
    for call in pip_installs(ins.args):
        what = f"{where}: pip {call.sub}"
        out.extend(
            ("pinned-deps", f"{what} {arg!r}: not from a hashed lock (--require-hashes -r <lock>)")
            for arg in call.positionals
            if not _local(arg)
        )
        local = [a for a in [*call.positionals, *call.values("-e", "--editable")] if _local(a)]
        if local and not call.has("--no-deps"):
            out.append(
                ("pinned-deps", f"{what} {local[0]!r} without --no-deps: its dependencies unpinned")
            )
        source = [a for a in local if not a.split("[", 1)[0].endswith(".whl")]
        if source and not call.has("--no-build-isolation"):
            out.append(
                (
                    "pinned-deps",
                    f"{what} {source[0]!r} without --no-build-isolation: its build tools unpinned",
                )
            )
        files = call.values("-r", "--requirement")
        if files and not call.has("--require-hashes"):
            out.append(("pinned-deps", f"{what} -r {files[0]} without --require-hashes"))
        if files and ":all:" not in call.values("--only-binary"):
            out.append(
                (
                    "pinned-deps",
                    f"{what} -r {files[0]} without --only-binary=:all: (an sdist would be built)",
                )
            )
        for f in files:
            locks.add(f.rsplit("/", 1)[-1])
            out += _lock_problems(f, root, train)
    return out


def model_hashes(root: Path = ROOT) -> set[str]:
    """sha256 values the image must check: models/README.md and the LAC loader's pin."""
    hashes = set(SHA256_HEX.findall((root / "models" / "README.md").read_text(encoding="utf-8")))
    lac = (root / "worker" / "detect" / "model_lac.py").read_text(encoding="utf-8")
    m = re.search(r'^MODEL_SHA256\s*=\s*"([0-9a-f]{64})"', lac, re.M)
    if m:
        hashes.add(m.group(1))
    return hashes


def check(text: str, dockerignore: str | None, hashes: set[str], root: Path = ROOT) -> list[str]:
    """Every breach of the rules above; *root* holds the lock files the Dockerfile names."""
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
    train = _train_packages(root)
    locks: set[str] = set()
    for ins in instructions:
        if ins.cmd == "RUN" and TORCH.search(ins.args):
            bad("no-build-tools", f"line {ins.line}: installs PyTorch or the train extra")
        if ins.cmd == "RUN":
            for rule, what in _pin_problems(ins, root, train, locks):
                bad(rule, what)
        if ins.cmd == "HEALTHCHECK" and ins.args.strip().upper() != "NONE":
            bad(
                "no-healthcheck",
                f"line {ins.line}: HEALTHCHECK (Kubernetes probes /livez and /readyz instead)",
            )
    if RUNTIME_LOCK not in locks:
        bad(
            "pinned-deps",
            f"no stage installs {RUNTIME_LOCK} (pip install --require-hashes "
            f"--only-binary=:all: -r {RUNTIME_LOCK}, then the wheel with --no-deps)",
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
            for lock in sorted(locks):
                if f"!{lock}" not in pats and f"!/{lock}" not in pats:
                    bad("dockerignore", f"{lock} is not in the build context (!{lock})")
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
