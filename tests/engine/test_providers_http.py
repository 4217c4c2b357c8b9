"""LLM providers against a real HTTP server on 127.0.0.1 (OpenAI and Anthropic protocols).

The server is a plain http.server in a thread that answers like the real APIs: a
good answer, malformed JSON, HTTP 500, a slow answer, a refused key, or (for the
crash test) a request that never returns.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from engine import ConfigurationError, ExtractionConfig, ExtractionError, MemoryEngine, config_from_pack
from engine.extraction.providers import AnthropicProvider, OpenAIProvider, ProviderFailure, build_provider
from engine.types import NodeType

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend():
    return "asyncio"


API_KEY = "sk-test-SECRET-key-4242"
BODY_MARKER = "PROVIDER-BODY-MARKER-7731"
SOURCE = "I live in Boston and I work at Acme Corp."

# What a model answers for SOURCE: two grounded items and two it made up (Atlantis).
GOOD_ANSWER = {
    "entities": [
        {"name": "Boston", "type": "place"},
        {"name": "Acme Corp", "type": "organization"},
        {"name": "Atlantis", "type": "place"},
    ],
    "claims": [
        {"subject": "I", "predicate": "lives_in", "object": "Boston", "node_type": "fact", "change": False, "negated": False},
        {"subject": "I", "predicate": "works_at", "object": "Acme Corp", "node_type": "fact", "change": False, "negated": False},
        {"subject": "I", "predicate": "lives_in", "object": "Atlantis", "node_type": "fact", "change": False, "negated": False},
    ],
}


class FakeLLM:
    """A chat-completions / messages server whose behaviour a test switches with ``mode``."""

    def __init__(self) -> None:
        self.mode = "good"
        self.delay = 0.0
        self.requests: list[dict] = []
        self.release = threading.Event()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):  # keep test output quiet
                pass

            def do_POST(self):
                length = int(self.headers.get("Content-Length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                fake.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
                fake.handle(self, body)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()

    def _send(self, handler, status: int, payload) -> None:
        data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        try:
            handler.send_response(status)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Length", str(len(data)))
            handler.end_headers()
            handler.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def _wrap(self, handler, text: str) -> dict:
        if handler.path.endswith("/v1/messages"):
            return {"id": "msg_1", "type": "message", "role": "assistant", "model": "claude-test",
                    "content": [{"type": "text", "text": text}], "stop_reason": "end_turn"}
        return {"id": "chatcmpl-1", "object": "chat.completion", "model": "test-model",
                "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}]}

    def handle(self, handler, body) -> None:
        mode = self.mode
        messages = body.get("messages") or [{}]
        if "please fail" in str(messages[-1].get("content", "")):
            mode = "error500"
        if mode == "hang":
            self.release.wait(120)
            mode = "good"
        if mode == "slow":
            time.sleep(self.delay)
            mode = "good"
        if mode == "error500":
            self._send(handler, 500, {"error": {"message": f"upstream exploded {BODY_MARKER}"}})
        elif mode == "ratelimit":
            self._send(handler, 429, {"error": {"message": f"slow down {BODY_MARKER}"}})
        elif mode == "auth":
            self._send(handler, 401, {"error": {"message": f"bad key {BODY_MARKER}"}})
        elif mode == "malformed":
            self._send(handler, 200, self._wrap(handler, f"Sure! Here you go: {{entities: [{BODY_MARKER}"))
        elif handler.path.endswith("/v1/messages"):
            answer = {"id": "msg_1", "type": "message", "role": "assistant", "model": body.get("model"),
                      "content": [{"type": "tool_use", "id": "tu_1", "name": "record_extraction", "input": GOOD_ANSWER}],
                      "stop_reason": "tool_use"}
            self._send(handler, 200, answer)
        else:
            self._send(handler, 200, self._wrap(handler, json.dumps(GOOD_ANSWER)))


@pytest.fixture
def llm():
    server = FakeLLM()
    yield server
    server.close()


def _config(tmp_path: Path, **extraction) -> object:
    settings = {"api_key": API_KEY, "timeout": 2.0, "max_retries": 2, "retry_backoff": 0.01, **extraction}
    return config_from_pack(tmp_path / "pack.prme", extraction=ExtractionConfig(**settings))


def _openai(llm: FakeLLM, tmp_path: Path, **kw):
    return _config(tmp_path, provider="openai", base_url=llm.url + "/v1", model="test-model", **kw)


def _anthropic(llm: FakeLLM, tmp_path: Path, **kw):
    return _config(tmp_path, provider="anthropic", base_url=llm.url, model="claude-test", **kw)


async def _claims(engine, user="u"):
    nodes = await engine.query_nodes(user_id=user, node_type=[NodeType.FACT], limit=100)
    return sorted(n.content for n in nodes)


async def _all_text(engine) -> str:
    """Every row of every table, as text: what could ever be shown or exported."""
    def dump(cur):
        parts = []
        for (table,) in cur.execute(
            "SELECT table_name FROM duckdb_tables() WHERE database_name = current_database()"
        ).fetchall():
            if table in ("vector_payloads", "vector_snapshot"):
                continue
            parts.append(repr(cur.execute(f"SELECT * FROM {table}").fetchall()))
        return "\n".join(parts)

    return await engine._db.read(dump)


def _assert_no_secrets(*texts: str) -> None:
    for text in texts:
        assert API_KEY not in text
        assert BODY_MARKER not in text


# --- good answers -----------------------------------------------------------------------

async def test_openai_good_answer_completes_grounded(llm, tmp_path, caplog):
    caplog.set_level(logging.DEBUG)
    async with MemoryEngine.open(_openai(llm, tmp_path)) as engine:
        event_id = await engine.ingest(SOURCE, user_id="u", wait_for_extraction=True)
        status = await engine.extraction_status(event_id, user_id="u")
        assert (status.status, status.attempts, status.provider, status.model) == ("complete", 1, "openai", "test-model")
        assert await _claims(engine) == ["User lives in Boston", "User works at Acme Corp"]
        record = await engine.get_extraction(event_id, user_id="u")
        assert record.provider == "openai" and record.model == "test-model" and record.schema_version == 1
        assert record.grounding_version == 1 and record.dropped == 2  # Atlantis: entity and claim
        assert record.source_hash == (await engine.get_event(event_id, user_id="u")).content_hash
        assert [e["name"] for e in record.output["entities"]] == ["Boston", "Acme Corp"]
        text = await _all_text(engine)
    (request,) = llm.requests
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == f"Bearer {API_KEY}"
    assert request["body"]["model"] == "test-model"
    assert request["body"]["response_format"]["type"] == "json_schema"
    assert request["body"]["messages"][-1]["content"] == SOURCE
    _assert_no_secrets(text, caplog.text)


async def test_anthropic_good_answer_completes(llm, tmp_path):
    async with MemoryEngine.open(_anthropic(llm, tmp_path)) as engine:
        event_id = await engine.ingest(SOURCE, user_id="u", role="participant", speaker="Priya",
                                       wait_for_extraction=True)
        assert (await engine.extraction_status(event_id, user_id="u")).status == "complete"
        assert await _claims(engine) == ["Priya lives in Boston", "Priya works at Acme Corp"]
    (request,) = llm.requests
    assert request["path"] == "/v1/messages"
    assert request["headers"]["x-api-key"] == API_KEY
    assert request["headers"]["anthropic-version"]
    assert request["body"]["tool_choice"] == {"type": "tool", "name": "record_extraction"}


# --- failures -----------------------------------------------------------------------------

@pytest.mark.parametrize("protocol", ["openai", "anthropic"])
async def test_malformed_json_fails_with_invalid_output(llm, tmp_path, caplog, protocol):
    caplog.set_level(logging.DEBUG)
    llm.mode = "malformed"
    config = _openai(llm, tmp_path) if protocol == "openai" else _anthropic(llm, tmp_path)
    async with MemoryEngine.open(config) as engine:
        with pytest.raises(ExtractionError) as info:
            await engine.ingest(SOURCE, user_id="u", wait_for_extraction=True)
        assert info.value.reason_code == "invalid_output"
        event_id = info.value.event_id
        assert (await engine.get_event(event_id, user_id="u")).content == SOURCE  # the source is kept
        status = await engine.extraction_status(event_id, user_id="u")
        assert (status.status, status.reason_code) == ("failed", "invalid_output")
        assert await _claims(engine) == []
        assert await engine.get_extraction(event_id, user_id="u") is None
        text = await _all_text(engine)
    assert len(llm.requests) == 1  # a wrong answer is not retried
    _assert_no_secrets(text, caplog.text, str(info.value), status.model_dump_json())


async def test_server_error_is_retried_then_fails_with_provider_error(llm, tmp_path, caplog):
    caplog.set_level(logging.DEBUG)
    llm.mode = "error500"
    async with MemoryEngine.open(_openai(llm, tmp_path, max_retries=2)) as engine:
        with pytest.raises(ExtractionError) as info:
            await engine.ingest(SOURCE, user_id="u", wait_for_extraction=True)
        assert info.value.reason_code == "provider_error"
        assert "HTTP 500" in str(info.value)
        status = await engine.extraction_status(info.value.event_id, user_id="u")
        assert (status.status, status.reason_code, status.attempts) == ("failed", "provider_error", 1)
        text = await _all_text(engine)
    assert len(llm.requests) == 3  # the first try and two retries
    _assert_no_secrets(text, caplog.text, str(info.value), status.model_dump_json())


async def test_slow_answer_fails_with_timeout(llm, tmp_path):
    llm.mode, llm.delay = "slow", 1.5
    async with MemoryEngine.open(_openai(llm, tmp_path, timeout=0.3, max_retries=1)) as engine:
        started = time.monotonic()
        with pytest.raises(ExtractionError) as info:
            await engine.ingest(SOURCE, user_id="u", wait_for_extraction=True)
        assert time.monotonic() - started < 5
        assert info.value.reason_code == "timeout"
        assert (await engine.extraction_status(info.value.event_id, user_id="u")).reason_code == "timeout"
    assert len(llm.requests) == 2


async def test_refused_key_fails_with_auth_without_retrying(llm, tmp_path, caplog):
    caplog.set_level(logging.DEBUG)
    llm.mode = "auth"
    async with MemoryEngine.open(_openai(llm, tmp_path)) as engine:
        with pytest.raises(ExtractionError) as info:
            await engine.ingest(SOURCE, user_id="u", wait_for_extraction=True)
        assert info.value.reason_code == "auth"
    assert len(llm.requests) == 1
    _assert_no_secrets(caplog.text, str(info.value))


async def test_retry_after_the_server_is_fixed_completes_without_duplicates(llm, tmp_path):
    llm.mode = "error500"
    async with MemoryEngine.open(_openai(llm, tmp_path, max_retries=0)) as engine:
        event_id = await engine.ingest(SOURCE, user_id="u")  # phase 2 runs in the background
        for _ in range(100):
            status = await engine.extraction_status(event_id, user_id="u")
            if status.status == "failed":
                break
            await asyncio.sleep(0.05)
        assert status.reason_code == "provider_error"
        # Nothing due until someone retries it.
        assert (await engine.process_extractions(user_id="u")).processed == 0
        llm.mode = "good"
        assert (await engine.retry_extraction(event_id, user_id="u")).status == "pending"
        result = await engine.process_extractions(user_id="u", limit=10, budget_ms=10_000)
        assert (result.processed, result.completed, result.failed, result.pending) == (1, 1, 0, 0)
        status = await engine.extraction_status(event_id, user_id="u")
        assert (status.status, status.attempts, status.reason_code) == ("complete", 2, None)
        first = await _claims(engine)
        assert first == ["User lives in Boston", "User works at Acme Corp"]
        # A second retry or pass changes nothing: complete work is left alone.
        assert (await engine.retry_extraction(event_id, user_id="u")).status == "complete"
        assert (await engine.process_extractions(user_id="u")).processed == 0
        assert await _claims(engine) == first
        entities = await engine.query_nodes(user_id="u", node_type=[NodeType.ENTITY], limit=100)
        assert sorted(n.content for n in entities) == ["Acme Corp", "Boston"]
    assert len(llm.requests) == 2


async def test_materialization_failure_reuses_the_saved_output(llm, tmp_path):
    async with MemoryEngine.open(_openai(llm, tmp_path)) as engine:
        real_prepare = engine._indexes.prepare
        calls = {"n": 0}

        async def failing_once(nodes):
            calls["n"] += 1
            if any(n.node_type != NodeType.NOTE for n in nodes) and calls.get("failed") is None:
                calls["failed"] = True
                raise RuntimeError("disk full")
            return await real_prepare(nodes)

        engine._indexes.prepare = failing_once
        with pytest.raises(ExtractionError) as info:
            await engine.ingest(SOURCE, user_id="u", wait_for_extraction=True)
        assert info.value.reason_code == "materialization"
        event_id = info.value.event_id
        assert (await engine.get_extraction(event_id, user_id="u")) is not None  # saved before building
        await engine.retry_extraction(event_id, user_id="u")
        result = await engine.process_extractions(user_id="u")
        assert result.completed == 1
        assert await _claims(engine) == ["User lives in Boston", "User works at Acme Corp"]
    assert len(llm.requests) == 1  # no second model call


# --- configuration ----------------------------------------------------------------------

def test_no_key_and_no_server_is_a_configuration_error(monkeypatch):
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    with pytest.raises(ConfigurationError, match="OPENAI_API_KEY"):
        build_provider(ExtractionConfig(provider="openai"))
    with pytest.raises(ConfigurationError, match="ANTHROPIC_API_KEY"):
        build_provider(ExtractionConfig(provider="anthropic"))
    monkeypatch.setenv("OPENAI_API_KEY", API_KEY)
    provider = build_provider(ExtractionConfig(provider="openai"))
    assert isinstance(provider, OpenAIProvider) and API_KEY not in repr(provider)
    monkeypatch.setenv("ANTHROPIC_API_KEY", API_KEY)
    assert isinstance(build_provider(ExtractionConfig(provider="anthropic")), AnthropicProvider)


async def test_ingest_without_a_key_fails_before_storing_anything(tmp_path, monkeypatch):
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    config = config_from_pack(tmp_path / "pack.prme", extraction=ExtractionConfig(provider="openai"))
    async with MemoryEngine.open(config) as engine:
        with pytest.raises(ConfigurationError):
            await engine.ingest(SOURCE, user_id="u", wait_for_extraction=True)
        assert await engine.get_events("u") == []


async def test_a_server_that_is_not_running_fails_fast_as_unreachable(tmp_path):
    import socket

    with socket.socket() as sock:  # a port nothing listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    config = _config(tmp_path, provider="ollama", base_url=f"http://127.0.0.1:{port}", api_key=None, max_retries=1)
    async with MemoryEngine.open(config) as engine:
        started = time.monotonic()
        with pytest.raises(ExtractionError) as info:
            await engine.ingest(SOURCE, user_id="u", wait_for_extraction=True)
        assert time.monotonic() - started < 5
        assert info.value.reason_code == "unreachable"
        assert "PRME_EXTRACTION__BASE_URL" in str(info.value)


async def test_provider_failure_messages_never_carry_the_body(llm):
    llm.mode = "error500"
    provider = build_provider(ExtractionConfig(provider="openai", base_url=llm.url + "/v1", api_key=API_KEY,
                                               max_retries=0, timeout=2))
    with pytest.raises(ProviderFailure) as info:
        await provider.extract(SOURCE, speaker=None, owner_label="User")
    assert info.value.reason_code == "provider_error"
    _assert_no_secrets(str(info.value), repr(info.value))


# --- a worker killed mid-extraction ----------------------------------------------------

CHILD = textwrap.dedent(
    """
    import asyncio, sys
    from engine import ExtractionConfig, MemoryEngine, config_from_pack

    config = config_from_pack(sys.argv[1], extraction=ExtractionConfig(
        provider="openai", base_url=sys.argv[2], api_key="k", timeout=120, max_retries=0, lease_seconds=6))

    async def main():
        async with MemoryEngine.open(config) as engine:
            await engine.ingest(sys.argv[3], user_id="u", wait_for_extraction=True)

    asyncio.run(main())
    """
)


@pytest.mark.slow
async def test_sigkilled_worker_leaves_a_lease_that_expires_then_completes_once(llm, tmp_path):
    llm.mode = "hang"
    pack = tmp_path / "pack.prme"
    script = tmp_path / "worker.py"
    script.write_text(CHILD)
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    child = subprocess.Popen([sys.executable, str(script), str(pack), llm.url + "/v1", SOURCE], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not llm.requests and time.monotonic() < deadline and child.poll() is None:
            await asyncio.sleep(0.05)
        assert llm.requests, f"the worker never called the provider: {child.stderr.read().decode()[-2000:] if child.poll() is not None else ''}"
        await asyncio.sleep(1.2)  # let the heartbeat renew the lease at least once
        os.kill(child.pid, signal.SIGKILL)
        child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    llm.mode = "good"
    llm.release.set()

    config = config_from_pack(pack, extraction=ExtractionConfig(
        provider="openai", base_url=llm.url + "/v1", api_key="k", timeout=5, max_retries=0, lease_seconds=6))
    async with MemoryEngine.open(config) as engine:
        (event,) = await engine.get_events("u")
        status = await engine.extraction_status(event.id, user_id="u")
        assert status.status == "running" and status.phase == "extracting" and status.attempts == 1
        assert status.lease_expires_at is not None
        # The dead worker's lease is still live: nobody may take the job yet.
        assert status.lease_expires_at.timestamp() > time.time()
        early = await engine.process_extractions(user_id="u")
        assert early.processed == 0 and early.running == 1
        assert (await engine.extraction_status(event.id, user_id="u")).attempts == 1
        await asyncio.sleep(max(0.0, status.lease_expires_at.timestamp() - time.time()) + 0.2)
        done = await engine.process_extractions(user_id="u")
        assert (done.processed, done.completed, done.running, done.pending) == (1, 1, 0, 0)
        again = await engine.process_extractions(user_id="u")
        assert again.processed == 0
        status = await engine.extraction_status(event.id, user_id="u")
        assert (status.status, status.attempts) == ("complete", 2)
        assert await _claims(engine) == ["User lives in Boston", "User works at Acme Corp"]
        notes = await engine.query_nodes(user_id="u", node_type=[NodeType.NOTE], limit=10)
        assert [n.content for n in notes] == [SOURCE]


async def test_a_failing_turn_does_not_stop_the_rest_of_a_batch(llm, tmp_path):
    messages = [{"content": SOURCE, "role": "user"}, {"content": "please fail on this one", "role": "user"},
                {"content": SOURCE, "role": "user"}]
    async with MemoryEngine.open(_openai(llm, tmp_path, max_retries=0)) as engine:
        with pytest.raises(ExtractionError) as info:
            await engine.ingest_batch(messages, user_id="u", wait_for_extraction=True)
        assert info.value.reason_code == "provider_error"
        events = await engine.get_events("u")
        assert info.value.event_id == str(events[1].id)
        statuses = [(await engine.extraction_status(e.id, user_id="u")).status for e in events]
        assert statuses == ["complete", "failed", "complete"]


async def test_rate_limiting_is_retried_then_reported(llm, tmp_path):
    llm.mode = "ratelimit"
    async with MemoryEngine.open(_openai(llm, tmp_path, max_retries=1)) as engine:
        with pytest.raises(ExtractionError) as info:
            await engine.ingest(SOURCE, user_id="u", wait_for_extraction=True)
        assert info.value.reason_code == "rate_limited"
    assert len(llm.requests) == 2


def test_provider_selection_from_the_environment(monkeypatch):
    from engine.config import PRMEConfig

    monkeypatch.setenv("PRME_EXTRACTION__PROVIDER", "ollama")
    monkeypatch.setenv("OLLAMA_HOST", "127.0.0.1:11500")
    provider = build_provider(PRMEConfig().extraction)
    assert (provider.name, provider.base_url, provider.model) == ("ollama", "http://127.0.0.1:11500/v1", "llama3.2")
    monkeypatch.delenv("PRME_EXTRACTION__PROVIDER")
    monkeypatch.setenv("PRME_EXTRACTION_PROVIDER", "openai")  # the flat spelling works too
    monkeypatch.setenv("PRME_EXTRACTION_BASE_URL", "http://127.0.0.1:1234/v1")
    monkeypatch.setenv("PRME_EXTRACTION_MODEL", "qwen2.5")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    provider = build_provider(ExtractionConfig())
    assert (provider.name, provider.base_url, provider.model) == ("openai", "http://127.0.0.1:1234/v1", "qwen2.5")
    assert build_provider(ExtractionConfig(provider="rules")).name == "rules"
