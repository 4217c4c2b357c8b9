"""The host's wire: a retrieve() through the socket gives the client the very response the host's
engine returned (each candidate sent once, shared again on arrival), and a client of another
protocol version is refused with a clear typed error."""

from __future__ import annotations

import dataclasses
import socket
from pathlib import Path

import pytest

from engine import MemoryValueBinding, MemoryWorkspace, RetrievalResponse, Scope
from tests.conftest import PASSPHRASE
from workspace_app.host import (
    HostingWorkspace, ProtocolMismatchError, connect, protocol, rendezvous, retrieved_context,
)


@pytest.fixture
def workspace(tmp_path) -> Path:
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.set_owner("dana")
        ws.create_namespace("notes", passphrase=PASSPHRASE)
    return root


def test_a_retrieve_through_the_host_equals_the_engines_own(workspace, monkeypatch):
    ws = HostingWorkspace.open(workspace)
    try:
        local = ws.unlock("notes", PASSPHRASE)
        boston = local.store_with_receipt("I live in Boston", user_id="dana", node_type="fact")
        denver = local.store_with_receipt("I live in Denver since May", user_id="dana", node_type="fact")
        if local.get_node(boston.node_id, user_id="dana").lifecycle_state.value != "contested":  # may be already
            local.contradict(boston.node_id, denver.node_id, user_id="dana", reason="two home cities")
        local.store_with_receipt(
            '{"plan":"Current City: Salt Lake City(Utah)"}', user_id="dana",
            retrieval_content="Where I live next: Current City: Salt Lake City(Utah)",
            value_bindings=[MemoryValueBinding(reference="city-1", kind="city", presentation="Salt Lake City(Utah)",
                                               lookup="Salt Lake City")],
        )
        local.store_with_receipt("The office I work at is in Cambridge, where I live on weekdays", user_id="dana",
                                 scope=Scope.PROJECT)
        for i in range(12):
            local.store_with_receipt(f"Weekend note {i}: I walked by the river where I live", user_id="dana")

        answered: list[RetrievalResponse] = []
        retrieve = local.retrieve

        def recording_retrieve(*args, **kwargs):
            answered.append(retrieve(*args, **kwargs))
            return answered[-1]

        monkeypatch.setattr(local, "retrieve", recording_retrieve)  # what the host's engine returns
        client = connect(MemoryWorkspace.open(workspace), "notes", client_name="test")
        assert client is not None
        try:
            remote = client.retrieve("Where do I live?", user_id="dana", scope=[Scope.PERSONAL], token_budget=120)
            # What an agent's memory_retrieve gets: cut down on the host, only that crosses the socket.
            context = client.retrieve_context("Where do I live?", user_id="dana", token_budget=120)
            for method, view in (("retrieve", "everything"), ("count_nodes", "context")):  # typed, before any work
                with pytest.raises(ValueError, match=f"no view '{view}' of {method}"):
                    client._connection.call(method, {"user_id": "dana"}, view=view)  # noqa: SLF001
        finally:
            client.close()
        engines, for_agent = answered
        assert context == retrieved_context(for_agent) and context.context == for_agent.bundle.render()
        assert [m.node_id for m in context.results] == [r.node.id for r in for_agent.results]
        assert {m.contested for m in context.results} == {True, False} and context.value_bindings

        # The retrieval exercised every part of the response that shares candidates.
        assert any(r.conflict_flag for r in engines.results) and engines.cross_scope_hints
        assert engines.bundle.entries and engines.bundle.excluded_ids and engines.bundle.value_bindings()
        assert remote == engines
        assert remote.bundle.render() == engines.bundle.render()
        assert remote.bundle.render("auditable") == engines.bundle.render("auditable")
        assert remote.bundle.value_bindings() == engines.bundle.value_bindings()
        # As in-process, a packed memory is one object: the ranked result, the entry and the section member.
        by_id = {id(r) for r in remote.results}
        assert all(id(e.candidate) in by_id for e in remote.bundle.entries)
        assert all(id(c) in by_id for members in remote.bundle.sections.values() for c in members)
        assert all(t is r.trace for t, r in zip(remote.score_traces, remote.results))
        # ... and travels once (plain JSON would repeat each packed memory in the entries and the sections).
        sent = protocol.encode_result("retrieve", engines)
        distinct = {id(c) for c in engines.results + engines.cross_scope_hints}
        assert sent.count(b'"node":{"id":') == len(distinct) < engines.model_dump_json().count('"node":{"id":')
    finally:
        ws.close()


def test_a_client_of_another_protocol_version_gets_a_clear_typed_error(workspace):
    ws = HostingWorkspace.open(workspace)
    try:
        ws.unlock("notes", PASSPHRASE)
        ticket = rendezvous.read_ticket(workspace, "notes")
        assert ticket is not None and ticket.protocol == protocol.PROTOCOL_VERSION
        # An older client greets with its own version: the host refuses it, naming both.
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        with rendezvous.reachable(rendezvous.socket_path(workspace, "notes")) as address:
            sock.connect(address)
        try:
            old = protocol.PROTOCOL_VERSION - 1
            protocol.send_frame(sock, protocol.Hello(protocol=old, token=ticket.token, namespace="notes",
                                                     client_name="old prme"))
            body = protocol.recv_frame(sock)
            assert body is not None
            with pytest.raises(ProtocolMismatchError, match=f"protocol version {protocol.PROTOCOL_VERSION} and this "
                                                            f"client {old}"):
                protocol.welcome(body)
        finally:
            sock.close()
        # A host of another version (its token file says so): this client says so before it greets.
        rendezvous.write_ticket(workspace, "notes", dataclasses.replace(ticket, protocol=protocol.PROTOCOL_VERSION + 1))
        with pytest.raises(ProtocolMismatchError, match="two prme versions") as refused:
            connect(MemoryWorkspace.open(workspace), "notes", client_name="test")
        assert "\n" not in str(refused.value)
    finally:
        ws.close()
