"""open_namespace(): the async contract `prme mcp` builds on, by host or directly."""

from __future__ import annotations

import asyncio
import time

import pytest

from engine import MemoryWorkspace, NamespaceLockedError, RetrievalResponse, StoreReceipt
from tests.conftest import PASSPHRASE
from workspace_app.host import HostEvent, HostingWorkspace, connect, labelled, open_namespace, protocol


@pytest.fixture
def workspace(tmp_path):
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.create_namespace("notes", passphrase=PASSPHRASE)
    return root


def test_without_a_host_it_opens_the_pack_with_the_passphrase_or_says_how(workspace):
    async def run() -> None:
        with pytest.raises(NamespaceLockedError, match="prme serve notes"):
            async with open_namespace(MemoryWorkspace.open(workspace), "notes", client_name="mcp"):
                pass
        async with open_namespace(MemoryWorkspace.open(workspace), "notes", client_name="mcp",
                                  passphrase=lambda: PASSPHRASE) as memory:
            assert not memory.hosted
            receipt = await memory.store_with_receipt("Direct note", user_id="dana")
            assert isinstance(receipt, StoreReceipt)
            assert [n.content async for n in memory.iter_nodes("dana")] == ["Direct note"]

    asyncio.run(run())


def test_through_a_host_it_returns_the_engines_types_and_names_the_caller(workspace):
    host = HostingWorkspace.open(workspace)
    events: list[HostEvent] = []
    host.listener = events.append
    host.unlock("notes", PASSPHRASE)

    async def run() -> None:
        async with open_namespace(MemoryWorkspace.open(workspace), "notes", client_name="mcp") as memory:
            assert memory.hosted
            with labelled("memory_store"):
                receipt = await memory.store_with_receipt("I moved to Lyon in May", user_id="dana",
                                                          node_type="fact", metadata={"source": "agent"})
            assert isinstance(receipt, StoreReceipt) and receipt.node.node_type.value == "fact"
            response = await memory.retrieve("where do I live", user_id="dana")
            assert isinstance(response, RetrievalResponse)
            assert "Lyon" in response.bundle.render()
            # ingest() keeps the engine's default (no waiting for extraction), unlike MemoryClient's.
            event_id = await memory.ingest("My sister Ana works at Acme.", user_id="dana")
            assert (await memory.get_event(event_id, user_id="dana")).content.startswith("My sister")

    try:
        asyncio.run(run())
    finally:
        host.close()
    writes = [e for e in events if e.kind == "write"]
    assert [(e.client, e.label, e.user_id) for e in writes[:1]] == [("mcp", "memory_store", "dana")]
    assert writes[1].label == "ingest"


def test_a_namespace_locked_between_two_calls_is_reached_by_the_next(workspace):
    """The app locks the namespace while an agent is idle: the agent's next call was never sent,
    so it goes to the pack opened here, without an error."""
    host = HostingWorkspace.open(workspace)
    host.unlock("notes", PASSPHRASE)

    async def run() -> None:
        async with open_namespace(MemoryWorkspace.open(workspace), "notes", client_name="mcp",
                                  passphrase=lambda: PASSPHRASE) as memory:
            await memory.store_with_receipt("Said while hosted", user_id="dana")
            assert memory.hosted
            await asyncio.to_thread(host.lock, "notes")
            await memory.store_with_receipt("Said after the lock", user_id="dana")
            assert not memory.hosted
            assert sorted([n.content async for n in memory.iter_nodes("dana")]) == [
                "Said after the lock", "Said while hosted"]

    try:
        asyncio.run(run())
    finally:
        host.close()


def test_a_call_longer_than_the_silence_limit_is_waited_for(workspace, monkeypatch):
    """An extraction through a slow model outlasts the limit; the host's "still working" frames
    keep its client waiting for the answer."""
    from tests.engine.test_providers_http import SOURCE, FakeLLM

    llm = FakeLLM()
    llm.mode, llm.delay = "slow", 4.0
    monkeypatch.setenv("PRME_EXTRACTION__PROVIDER", "openai")
    monkeypatch.setenv("PRME_EXTRACTION__BASE_URL", llm.url + "/v1")
    monkeypatch.setenv("PRME_EXTRACTION__MODEL", "slow-model")
    monkeypatch.setattr(protocol, "KEEPALIVE", 0.1)
    monkeypatch.setattr(protocol, "SILENCE_LIMIT", 3.0)  # thirty keepalives: a busy machine sends one in time
    host = HostingWorkspace.open(workspace)
    host.unlock("notes", PASSPHRASE)
    client = connect(MemoryWorkspace.open(workspace), "notes", client_name="test")
    try:
        started = time.monotonic()
        event_id = client.ingest(SOURCE, user_id="dana")  # waits for the extraction
        assert time.monotonic() - started > llm.delay
        assert llm.requests, "the extraction never asked the model"
        assert client.extraction_status(event_id, user_id="dana").status == "complete"
    finally:
        client.close()
        host.close()
        llm.close()
