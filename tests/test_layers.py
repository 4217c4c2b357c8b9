"""The layering rules in one place: views -> workspace_app -> engine, each importing only
the top level of the engine, no layer importing one above it, Textual only in views, and the
engine free of UI, sockets and agents."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import ROOT

LAYERS = ("engine", "workspace_app", "views")
# What each layer may import from the project's own packages.
ALLOWED = {
    "engine": {"engine"},
    "workspace_app": {"engine", "workspace_app"},
    "views": {"engine", "workspace_app", "views"},
}
# Third-party packages a layer must never import: the terminal UI (Textual and the Rich it
# draws with) lives in views only.
FORBIDDEN_THIRD_PARTY = {
    "engine": {"textual", "rich", "mcp", "socket", "watchdog"},
    "workspace_app": {"textual", "rich"},
}


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


def test_the_rules_catch_an_upward_import_and_textual_below_views(tmp_path, monkeypatch):
    """The check itself works: a workspace_app module importing views or Textual (even inside a
    function, the old way around a cycle) and an engine module importing workspace_app are caught."""
    import tests.test_layers as layers

    for layer, body in {
        "engine": "import workspace_app.cli\n",
        "workspace_app": "def f():\n    from views.app import make_app\n    import textual.app\n",
        "views": "from engine.pack import fsync_dir\n",
    }.items():
        (tmp_path / layer).mkdir()
        (tmp_path / layer / "bad.py").write_text(body, encoding="utf-8")
    monkeypatch.setattr(layers, "ROOT", tmp_path)
    found = "\n".join(layers._violations())
    assert "engine/bad.py:1 imports workspace_app.cli" in found
    assert "workspace_app/bad.py:2 imports views.app" in found
    assert "workspace_app/bad.py:3 imports textual.app" in found
    assert "views/bad.py:1 imports engine.pack" in found
