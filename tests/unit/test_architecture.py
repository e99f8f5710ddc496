"""The dependency rules of docs/architecture.md, checked on the source: no module of ``worker/``
imports another module's private name, the stages share span types, folds and checksums through
the neutral :mod:`worker.text` (never through ``worker.detect``'s old paths), and no ContextVar
carries detection state."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

WORKER = Path(__file__).resolve().parents[2] / "worker"
SOURCES = sorted(p for p in WORKER.rglob("*.py"))
_ALIASES = {"worker.detect.spans", "worker.detect.fold", "worker.detect.checksums"}


def _imports(path: Path) -> list[tuple[str, str, int]]:
    """``(module, name, line)`` of every ``from module import name`` (absolute) in ``path``."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            out += [(node.module, a.name, node.lineno) for a in node.names]
        elif isinstance(node, ast.Import):
            out += [(a.name, "", node.lineno) for a in node.names]
    return out


def _rel(path: Path) -> str:
    return str(path.relative_to(WORKER.parent))


def test_no_module_imports_a_private_name() -> None:
    found = [
        f"{_rel(p)}:{line}: {module}.{name}"
        for p in SOURCES
        for module, name, line in _imports(p)
        if module.startswith("worker") and name.startswith("_") and not name.startswith("__")
    ]
    assert found == []


def test_stages_share_text_helpers_through_the_neutral_module() -> None:
    found = [
        f"{_rel(p)}:{line}: {module} {name}".strip()
        for p in SOURCES
        if p.name not in ("spans.py", "fold.py", "checksums.py") or p.parent.name != "detect"
        for module, name, line in _imports(p)
        if module in _ALIASES
        or (module == "worker.detect" and name in {"spans", "fold", "checksums"})
    ]
    assert found == []


@pytest.mark.parametrize("package", ["text"])
def test_the_neutral_module_depends_on_no_stage(package: str) -> None:
    found = [
        f"{_rel(p)}:{line}: {module}"
        for p in sorted((WORKER / package).rglob("*.py"))
        for module, _, line in _imports(p)
        if module.startswith("worker.") and not module.startswith(f"worker.{package}")
    ]
    assert found == []


def test_detection_state_travels_in_arguments_not_context_variables() -> None:
    found = [
        _rel(p)
        for p in sorted((WORKER / "detect").rglob("*.py"))
        if any(m == "contextvars" for m, _, _ in _imports(p))
    ]
    assert found == []


def test_an_old_import_path_leaves_detection_working() -> None:
    """Importing the alias worker.detect.fold makes the package attribute ``fold`` that module; the
    detector must not call it (it did: 'module' object is not callable)."""
    import importlib

    from worker.detect import detect

    importlib.import_module("worker.detect.fold")
    importlib.import_module("worker.detect.spans")
    importlib.import_module("worker.detect.checksums")
    text = "聯絡人王小明，電話0912-345-678。"
    spans = detect(text, use_model=False)
    assert any(text[s.start : s.end] == "0912-345-678" for s in spans)
