"""`prme mcp`: a real MCP client (the SDK's stdio client) drives the server in a subprocess."""

from __future__ import annotations

import json
import queue
import signal
import subprocess
import threading
from contextlib import asynccontextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import AsyncIterator

import mcp.types as mcp_types
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters, stdio_client

from tests.conftest import CHILD_PYTHON, PASSPHRASE, python_child_env
from workspace_app.cli import main

pytestmark = pytest.mark.slow

AGENT_TOOLS = {
    "memory_store", "memory_ingest", "memory_ingest_fast_many", "memory_retrieve", "memory_get_provenance",
    "memory_get_extraction", "memory_scan_nodes", "memory_mark_contradiction",
}
HUMAN_ONLY = {
    "memory_resolve_contradiction", "memory_dismiss_contradiction", "memory_promote", "memory_archive",
    "memory_supersede", "memory_forget", "memory_delete", "memory_transition",
}


@pytest.fixture
def workspace(tmp_path, monkeypatch) -> Path:
    """A workspace owned by dana with one encrypted namespace, ``notes``; no key left in the environment."""
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
    root = tmp_path / "ws"
    assert main(["--workspace", str(root), "init", "--owner", "dana"]) == 0
    assert main(["--workspace", str(root), "ns", "create", "notes"]) == 0
    monkeypatch.delenv("PRME_ENCRYPTION_KEY")
    return root


def _cli_json(capsys, workspace: Path, *argv: str):
    """A CLI command in this process with the key, as the person would run it."""
    capsys.readouterr()
    with pytest.MonkeyPatch.context() as env:
        env.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
        assert main(["--workspace", str(workspace), *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@asynccontextmanager
async def agent(workspace: Path, *args: str, errlog, key: str | None = PASSPHRASE,
                mode: str = "auto") -> AsyncIterator[Client]:
    """An MCP session with `prme mcp` in a subprocess, as an agent host starts it."""
    env = {"PYTHONPATH": python_child_env()["PYTHONPATH"]}
    if key is not None:
        env["PRME_ENCRYPTION_KEY"] = key
    params = StdioServerParameters(
        command=CHILD_PYTHON, args=["-m", "workspace_app.cli", "--workspace", str(workspace), "mcp", *args], env=env,
    )
    async with Client(stdio_client(params, errlog=errlog), mode=mode,
                      client_info=mcp_types.Implementation(name="test-agent", version="1")) as client:
        yield client


async def call(client: Client, tool: str, arguments: dict) -> dict:
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, result.content[0].text
    return result.structured_content


async def refused(client: Client, tool: str, arguments: dict) -> str:
    result = await client.call_tool(tool, arguments)
    assert result.is_error, f"{tool} accepted {arguments}"
    [text] = [c.text for c in result.content]
    assert "\n" not in text and "Traceback" not in text
    return text


async def _store_retrieve_contest(client: Client) -> dict:
    """The agent's round trip; returns the last retrieval."""
    from engine import __version__

    assert client.server_info is not None and client.server_info.version == __version__
    tools = {t.name: t for t in (await client.list_tools()).tools}
    assert set(tools) == AGENT_TOOLS and not HUMAN_ONLY & set(tools)
    for tool in tools.values():
        hints = tool.annotations
        assert hints is not None and None not in (hints.read_only_hint, hints.destructive_hint, hints.idempotent_hint)
        assert hints.destructive_hint is False
    assert tools["memory_retrieve"].annotations.read_only_hint is True
    assert tools["memory_store"].annotations.read_only_hint is False
    # Schemas come from the engine's enums and models.
    store_schema = tools["memory_store"].input_schema
    assert set(store_schema["$defs"]["NodeType"]["enum"]) >= {"fact", "note", "preference"}
    assert "MemoryValueBinding" in store_schema["$defs"]
    assert "user_id" not in store_schema["properties"]
    many_item = tools["memory_ingest_fast_many"].input_schema["$defs"]["AgentIngestItem"]["properties"]
    assert set(many_item["role"]["enum"]) == set(store_schema["properties"]["role"]["enum"])

    boston = await call(client, "memory_store", {"content": "I live in Boston", "node_type": "fact"})
    denver = await call(client, "memory_store", {
        "content": "I live in Denver", "node_type": "fact", "speaker": "Dana",
        "event_time": "2026-11-02T09:00:00+00:00", "metadata": {"source": "chat"},
    })
    found = await call(client, "memory_retrieve", {"query": "Where do I live?", "token_budget": 500})
    assert "I live in Boston" in found["context"] and "I live in Denver" in found["context"]
    assert {r["node_id"] for r in found["results"]} >= {boston["node_id"], denver["node_id"]}
    assert not any(r["contested"] for r in found["results"])

    before_the_contest = datetime.now(timezone.utc).isoformat()
    proposed = await call(client, "memory_mark_contradiction", {
        "first_id": boston["node_id"], "second_id": denver["node_id"], "reason": "two home cities",
    })
    assert proposed["first"]["lifecycle_state"] == proposed["second"]["lifecycle_state"] == "contested"
    page = await call(client, "memory_scan_nodes", {"lifecycle_states": ["contested"]})
    assert {n["id"] for n in page["nodes"]} == {boston["node_id"], denver["node_id"]}
    history = await call(client, "memory_get_provenance", {"node_id": boston["node_id"]})
    [contradict] = [op for op in history["operations"] if op["op_type"] == "contradict"]
    assert contradict["actor_id"] == "mcp:test-agent"
    again = await call(client, "memory_retrieve", {"query": "Where do I live?", "token_budget": 500})
    assert {r["node_id"] for r in again["results"] if r["contested"]} == {boston["node_id"], denver["node_id"]}
    # As memory stood before the contradiction was marked: neither was contested yet.
    then = await call(client, "memory_retrieve", {"query": "Where do I live?", "knowledge_at": before_the_contest})
    assert {r["node_id"] for r in then["results"]} >= {boston["node_id"], denver["node_id"]}
    assert not any(r["contested"] for r in then["results"])

    # Value bindings: the exact form for the answer, the lookup form for a tool (seed 000).
    plan = await call(client, "memory_store", {
        "content": '{"plan":"Current City: Salt Lake City(Utah)"}',
        "retrieval_content": "Confirmed plan\nCurrent City: Salt Lake City(Utah)",
        "value_bindings": [{"reference": "current-city-1", "kind": "city",
                            "presentation": "Salt Lake City(Utah)", "lookup": "Salt Lake City"}],
    })
    city = await call(client, "memory_retrieve", {"query": "Which city is in the confirmed plan?"})
    [binding] = city["value_bindings"]
    assert binding["lookup"] == "Salt Lake City" and plan["node_id"] in binding["node_ids"]
    assert binding["presentation"] in city["context"]
    text = await refused(client, "memory_store", {
        "content": "Current City: Boise", "value_bindings": [
            {"reference": "r", "kind": "city", "presentation": "Salt Lake City(Utah)", "lookup": "Salt Lake City"}],
    })
    assert text.startswith("memory_store: value_bindings[0]")

    # Bad input: one line naming the tool and the field; nothing stored.
    text = await refused(client, "memory_store", {"content": "x", "node_type": "bogus"})
    assert text.startswith("memory_store: node_type:")
    text = await refused(client, "memory_store", {"content": "x", "event_time": "2026-11-02T09:00:00"})
    assert text.startswith("memory_store: event_time:")
    assert "no memory node" in await refused(client, "memory_get_provenance",
                                             {"node_id": "00000000-0000-0000-0000-000000000000"})
    assert "must not be empty" in await refused(client, "memory_retrieve", {"query": "   "})
    everything = await call(client, "memory_scan_nodes", {})
    assert {n["id"] for n in everything["nodes"]} == {boston["node_id"], denver["node_id"], plan["node_id"]}
    return await call(client, "memory_retrieve", {"query": "Where do I live?", "token_budget": 500})


def _assert_context_is_the_engines(capsys, workspace: Path, final: dict) -> None:
    """The context is exactly what the engine renders for the same question (the CLI shows it too)."""
    rendered = _cli_json(capsys, workspace, "retrieve", "notes", "Where do I live?", "--budget", "500")
    assert final["context"] == rendered["context"]
    assert len(_cli_json(capsys, workspace, "nodes", "notes", "--state", "contested")) == 2


@pytest.mark.anyio
async def test_agent_with_the_key_opens_the_pack_itself(workspace, tmp_path, capsys):
    with open(tmp_path / "server.log", "w+") as errlog:
        async with agent(workspace, errlog=errlog) as client:
            final = await _store_retrieve_contest(client)
        errlog.seek(0)
        assert "Traceback" not in errlog.read()
    _assert_context_is_the_engines(capsys, workspace, final)


@pytest.fixture
def serve(workspace):
    """`prme serve notes` in a subprocess, unlocked with the key; its output lines arrive on a queue."""
    env = {**python_child_env(), "PRME_ENCRYPTION_KEY": PASSPHRASE}
    process = subprocess.Popen(
        [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(workspace), "serve", "notes"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True, env=env,
    )
    lines: queue.Queue[str] = queue.Queue()
    reader = threading.Thread(target=lambda: [lines.put(line) for line in process.stdout], daemon=True)
    reader.start()

    class Host:
        def wait_for(self, fragment: str) -> str:
            while True:
                line = lines.get(timeout=120)
                if fragment in line:
                    return line

        def stop(self) -> None:
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
                assert process.wait(timeout=60) == 0

    host = Host()
    try:
        host.wait_for("serving notes")
        yield host
    finally:
        host.stop()
        reader.join(timeout=10)


@pytest.mark.anyio
async def test_agent_works_through_the_prme_serve_host(workspace, serve, tmp_path, capsys):
    # No key for the agent: only the host can give it the namespace.
    with open(tmp_path / "server.log", "w+") as errlog:
        async with agent(workspace, errlog=errlog, key=None) as client:
            assert "mcp connected" in serve.wait_for("connected")
            final = await _store_retrieve_contest(client)
            serve.stop()
            # The host stopped between two calls: the next one looks for the namespace afresh and
            # (no key here) says how to get it back.
            first = await refused(client, "memory_retrieve", {"query": "Where do I live?"})
            assert "unlock it in the app" in first and "PRME_ENCRYPTION_KEY" in first
        errlog.seek(0)
        assert "Traceback" not in errlog.read()
    _assert_context_is_the_engines(capsys, workspace, final)


@pytest.mark.anyio
async def test_agent_pinned_to_alice_cannot_reach_bobs_memories(workspace, tmp_path, capsys):
    bob = _cli_json(capsys, workspace, "store", "notes", "Bob's bank PIN is 4921", "--user", "bob", "--type", "fact")
    secret = "4921"
    with open(tmp_path / "server.log", "w+") as errlog:
        # The initialize handshake most agent hosts use today (the other tests negotiate the newer protocol).
        async with agent(workspace, "--user", "alice", errlog=errlog, mode="legacy") as client:
            mine = await call(client, "memory_store", {"content": "Alice's bank is Acme Credit Union"})
            attempts = [
                ("memory_retrieve", {"query": "bank PIN", "user_id": "bob"}),
                ("memory_scan_nodes", {"user_id": "bob"}),
                ("memory_get_provenance", {"node_id": bob["node_id"]}),
                ("memory_get_provenance", {"node_id": bob["node_id"], "user_id": "bob"}),
                ("memory_get_extraction", {"event_id": bob["event_id"]}),
                ("memory_mark_contradiction", {"first_id": mine["node_id"], "second_id": bob["node_id"]}),
                ("memory_store", {"content": "x", "user_id": "bob"}),
                ("memory_ingest_fast_many", {"items": [{"content": "planted", "user_id": "bob"}]}),
            ]
            for tool, arguments in attempts:
                text = await refused(client, tool, arguments)
                assert secret not in text
                if "user_id" in json.dumps(arguments):
                    assert "user_id" in text
            results = [
                await client.call_tool("memory_retrieve", {"query": "Bob bank PIN 4921", "scope": [s]})
                for s in ("personal", "project", "organisation", "agent", "system", "sandbox")
            ]
            results.append(await client.call_tool("memory_scan_nodes", {
                "lifecycle_states": ["tentative", "stable", "contested", "superseded", "deprecated", "archived"],
                "limit": 1000,
            }))
            results.append(await client.call_tool("memory_retrieve", {"query": "4921", "retrieval_mode": "explicit"}))
            for result in results:
                assert not result.is_error
                assert secret not in json.dumps(result.structured_content)
                assert secret not in result.content[0].text
            page = results[-2].structured_content
            assert [n["id"] for n in page["nodes"]] == [mine["node_id"]]
            assert all(n["user_id"] == "alice" for n in page["nodes"])
        errlog.seek(0)
        assert secret not in errlog.read()

    [untouched] = _cli_json(capsys, workspace, "nodes", "notes", "--user", "bob")
    assert untouched["id"] == bob["node_id"] and untouched["lifecycle_state"] == "tentative"


def _run_mcp(workspace: Path, *args: str, key: str | None = None) -> subprocess.CompletedProcess:
    env = python_child_env()
    if key is not None:
        env["PRME_ENCRYPTION_KEY"] = key
    return subprocess.run(
        [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(workspace), "mcp", *args],
        capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL, timeout=120,
    )


def test_a_locked_namespace_without_host_or_key_is_a_one_line_error(workspace):
    run = _run_mcp(workspace)
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr
    assert "unlock it in the app" in run.stderr and "prme serve" in run.stderr and "PRME_ENCRYPTION_KEY" in run.stderr


def test_the_namespace_must_be_named_when_there_are_several(workspace, monkeypatch):
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
    assert main(["--workspace", str(workspace), "ns", "create", "work"]) == 0
    run = _run_mcp(workspace, key=PASSPHRASE)
    assert run.returncode == 1 and run.stderr.count("\n") == 1
    assert "choose one with --namespace" in run.stderr and "notes" in run.stderr and "work" in run.stderr
    run = _run_mcp(workspace, "--namespace", "nope", key=PASSPHRASE)
    assert run.returncode == 1 and "no namespace named 'nope'" in run.stderr


def test_a_client_that_closes_its_pipes_mid_call_ends_the_server_quietly(workspace):
    """An agent host killed mid-call closes both pipes: the server used to end with
    "unexpected ExceptionGroup" and status 1."""
    env = dict(python_child_env(), PRME_ENCRYPTION_KEY=PASSPHRASE)
    server = subprocess.Popen(
        [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(workspace), "mcp", "--namespace", "notes"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
    )
    try:
        def send(message: dict) -> None:
            server.stdin.write((json.dumps(message) + "\n").encode())
            server.stdin.flush()

        send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}})
        assert json.loads(server.stdout.readline())["id"] == 0
        send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        send({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "memory_ingest_fast_many", "arguments": {
            "items": [{"content": f"bulk message {i} about item {i}"} for i in range(2000)]}}})
        server.stdin.close()
        server.stdout.close()
        assert server.wait(timeout=120) == 0
        assert "unexpected" not in server.stderr.read().decode()
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
