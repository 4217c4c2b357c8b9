"""Build the demo workspace with a fixed clock and fixed ids, so pane snapshots are stable.

Run as a script in its own process (the patching stays there):
``python tests/app/build_fixed_demo.py DIR``. The engine's record clock always reads
2026-11-05 12:00 UTC (a ticking clock would depend on how often background heartbeats
read it), so listings order by id, and uuid4() draws from a seeded generator (in every thread). DuckDB's
encryption keeps its own randomness, so the pack bytes still differ.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
import sys
import uuid
from datetime import datetime, timezone
from pathlib import Path

_rng = random.Random(20261105)
# Ids come from the seeded generator; other randomness (the integrity seal's nonces, which the
# background embedder's writes draw at times of their own) stays real, so it cannot shift them.
uuid.uuid4 = lambda: uuid.UUID(bytes=_rng.randbytes(16), version=4)  # before engine imports it

import engine  # noqa: E402

for info in pkgutil.walk_packages(engine.__path__, "engine."):
    importlib.import_module(info.name)

_start = datetime(2026, 11, 5, 12, 0, tzinfo=timezone.utc)


def fixed_clock() -> datetime:
    return _start


for name, module in list(sys.modules.items()):
    if (name == "engine" or name.startswith("engine.")) and hasattr(module, "utcnow"):
        module.utcnow = fixed_clock
import engine.models as _models  # noqa: E402

for model in (_models.MemoryObject, _models.MemoryNode, _models.Event, _models.MemoryEdge, _models.OperationRecord):
    for field_name in ("created_at", "updated_at", "timestamp", "valid_from"):
        field = model.model_fields.get(field_name)
        if field is not None and field.default_factory is not None:
            field.default_factory = fixed_clock
    model.model_rebuild(force=True)


# A store is applied by the writer thread after it returns (engine/database.py write_behind),
# and the update check there draws ids too: wait for each one, so the draws keep one order.
import engine.database as _database  # noqa: E402

_write_behind = _database.Database.write_behind


def _write_through(self, item) -> None:
    _write_behind(self, item)
    self.settle_sync()


_database.Database.write_behind = _write_through


def main(target: str) -> None:
    from engine import MemoryWorkspace
    from workspace_app.demo import build_demo

    workspace = MemoryWorkspace.open(Path(target))
    try:
        build_demo(workspace)
    finally:
        workspace.close()


if __name__ == "__main__":
    main(sys.argv[1])
