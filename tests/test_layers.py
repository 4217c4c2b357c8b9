"""The layering rules in one place: views -> workspace_app -> engine, each importing only
the top level of the layer below it, and the engine free of UI, sockets and agents."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import ROOT

LAYERS = ("engine", "workspace_app", "views")
# What each layer may import from the project's own packages.
ALLOWED = {
    "engine": {"engine"},
    "workspace_app": {"engine", "workspace_app", "views"},
    "views": {"engine", "workspace_app", "views"},
}
# Third-party packages a layer must never import.
FORBIDDEN_THIRD_PARTY = {"engine": {"textual", "mcp", "socket", "watchdog"}}


def _imports(path: Path) -> list[tuple[str, int]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.module, node.lineno))
    return found


def _violations() -> list[str]:
    out = []
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            where = path.relative_to(ROOT)
            for module, line in _imports(path):
                top = module.split(".")[0]
                if top in LAYERS and top not in ALLOWED[layer]:
                    out.append(f"{where}:{line} imports {module} (a {layer} module may not import {top})")
                elif top == "engine" and layer != "engine" and module != "engine":
                    out.append(f"{where}:{line} imports {module}: use the engine's top level (from engine import ...)")
                elif top in FORBIDDEN_THIRD_PARTY.get(layer, ()):
                    out.append(f"{where}:{line} imports {module}, which {layer} must not use")
    return out


def test_every_module_respects_the_layering_rules():
    assert _violations() == []
