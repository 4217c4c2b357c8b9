"""MemoryClient is the synchronous twin of MemoryEngine."""

from __future__ import annotations

import inspect
import threading

import pytest

from engine import EngineClosedError, MemoryClient, MemoryEngine


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
