"""MemoryClient is the synchronous twin of MemoryEngine."""

from __future__ import annotations

import inspect
import re
import subprocess
import sys
import threading

import pytest

from engine import EngineClosedError, MemoryClient, MemoryEngine
from tests.conftest import ROOT


def test_every_public_engine_coroutine_has_a_blocking_twin():
    public = {n for n, f in inspect.getmembers(MemoryEngine, inspect.iscoroutinefunction) if not n.startswith("_")}
    missing = {n for n in public - {"create", "open", "close"} if not callable(getattr(MemoryClient, n, None))}
    assert missing == set()


def test_sync_ingest_waits_for_extraction_by_default(client):
    event_id = client.ingest("I moved to Denver last spring.", user_id="alice")
    assert client.extraction_status(event_id, user_id="alice").status == "complete"
    [event_id] = client.ingest_batch([{"content": "My sister Maya works at Acme.", "role": "user"}], user_id="alice")
    assert client.extraction_status(event_id, user_id="alice").status == "complete"
    queued = client.ingest("I like jazz.", user_id="alice", wait_for_extraction=False)
    assert client.extraction_status(queued, user_id="alice").status in ("pending", "running", "complete")


@pytest.mark.slow
def test_type_checkers_see_the_clients_methods_with_their_signatures(tmp_path):
    """The README's library example type-checks, and a wrong argument type is caught."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    example = re.search(r"## As a library\s+```python\n(.*?)```", readme, re.S).group(1)
    # mypy's incremental cache in the checkout (as test_types.py uses): the first run checks the
    # engine, later runs reuse what has not changed (mypy compares each file's content hash). The
    # checked files keep one path across runs, since mypy's cached errors carry the path they had.
    cache = ROOT / ".mypy_cache" / "client-example"
    files = cache / "files"
    files.mkdir(parents=True, exist_ok=True)
    good = files / "example.py"
    good.write_text(example, encoding="utf-8")
    bad = files / "wrong.py"
    bad.write_text("from engine import MemoryClient\nMemoryClient('x.prme').store(42, user_id='ann')\n", encoding="utf-8")
    command = [sys.executable, "-m", "mypy", "--follow-imports=silent", "--ignore-missing-imports",
               "--cache-dir", str(cache / "cache")]
    checked = subprocess.run([*command, str(good), str(bad)], capture_output=True, text=True, cwd=ROOT)
    errors = [line for line in checked.stdout.splitlines() if ": error:" in line]
    assert [(ROOT / line.split(":")[0]).resolve() for line in errors] == [bad.resolve()], checked.stdout
    assert 'incompatible type "int"; expected "str"' in errors[0]


def test_closing_the_client_ends_a_call_still_running_with_a_clear_error(client, monkeypatch):
    """A call in flight when the client closes (here a model load) ends with EngineClosedError
    instead of leaving its thread waiting forever on the stopped loop (the app's quit hung so)."""
    from engine.embeddings import Embedder

    loading, loaded = threading.Event(), threading.Event()

    def slow_load(self) -> None:
        loading.set()
        loaded.wait(60)

    monkeypatch.setattr(Embedder, "warm", slow_load)
    outcome: list[BaseException | None] = []

    def warm_up() -> None:
        try:
            client.warm_up()
            outcome.append(None)
        except BaseException as exc:  # noqa: BLE001 - the test inspects it
            outcome.append(exc)

    caller = threading.Thread(target=warm_up)
    caller.start()
    try:
        assert loading.wait(60)
        client.close()
        caller.join(60)
        assert not caller.is_alive() and not loaded.is_set()
        [error] = outcome
        assert isinstance(error, EngineClosedError)
        with pytest.raises(EngineClosedError):
            client.list_users()
    finally:
        loaded.set()
        caller.join()
