"""`prme serve` and the host's guarantees: acknowledged writes survive a SIGKILL of the host,
strangers are refused, and neither the token file nor the traffic carries a secret."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import stat
import subprocess
import tempfile
import threading
from pathlib import Path

import pytest

from engine import MemoryWorkspace, NotFoundError, WorkspaceError
from engine.keys import derive_pack_key
from tests.conftest import CHILD_PYTHON, PASSPHRASE, python_child_env, wait_for
from workspace_app.cli import main
from workspace_app.host import HostingWorkspace, HostSilentError, connect, protocol, rendezvous

ROOT = Path(__file__).resolve().parents[2]


class Lines:
    """Collects a child's output lines as they come (a thread reads the pipe)."""

    def __init__(self, stream) -> None:
        self.lines: list[str] = []
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _read(self, stream) -> None:
        for line in stream:
            self.lines.append(line.rstrip("\n"))

    def having(self, prefix: str) -> list[str]:
        return [line for line in self.lines if line.startswith(prefix)]

    def join(self) -> None:
        self._thread.join(timeout=60)


@pytest.fixture
def workspace(tmp_path) -> Path:
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.set_owner("dana")
        ws.create_namespace("notes", passphrase=PASSPHRASE)
    return root


@pytest.fixture
def hosted(workspace):
    """The namespace unlocked and hosted in this process (as the app does)."""
    ws = HostingWorkspace.open(workspace)
    ws.unlock("notes", PASSPHRASE)
    yield ws
    ws.close()


def serve(workspace: Path) -> tuple[subprocess.Popen, Lines]:
    env = {**python_child_env(), "PRME_ENCRYPTION_KEY": PASSPHRASE}
    process = subprocess.Popen(
        [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(workspace), "serve", "notes"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True, env=env, cwd=ROOT,
    )
    lines = Lines(process.stdout)
    try:
        wait_for(lambda: lines.having("serving") or process.poll() is not None, "prme serve to start")
    except BaseException:
        process.kill()
        raise
    assert process.poll() is None, lines.lines
    return process, lines


# --- prme serve ---------------------------------------------------------------------------------

WRITER = """
import asyncio, sys
from engine import MemoryWorkspace
from workspace_app.host import HostGoneError, open_namespace

async def main():
    async with open_namespace(MemoryWorkspace.open(sys.argv[1]), "notes", client_name="writer") as memory:
        print("HOSTED", memory.hosted, flush=True)
        i = 0
        while memory.hosted:  # a kill between two calls: the next one opens the pack here
            try:
                receipt = await memory.store_with_receipt(f"loop note {i}", user_id="dana")
            except HostGoneError as exc:
                print("ERROR", exc, flush=True)
                break
            print("ACK", receipt.node_id, flush=True)
            i += 1
        count = await memory.count_nodes("dana")
        print("DIRECT", memory.hosted, count, flush=True)

asyncio.run(main())
"""


@pytest.mark.slow
def test_sigkill_of_the_host_loses_no_acknowledged_write(workspace):
    host, _ = serve(workspace)
    env = {**python_child_env(), "PRME_ENCRYPTION_KEY": PASSPHRASE}
    writer = subprocess.Popen([CHILD_PYTHON, "-c", WRITER, str(workspace)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
    out = Lines(writer.stdout)
    try:
        wait_for(lambda: len(out.having("ACK")) >= 5 or writer.poll() is not None, "five acknowledged writes")
        host.send_signal(signal.SIGKILL)
        host.wait(timeout=60)
        writer.wait(timeout=180)
    finally:
        for process in (host, writer):
            if process.poll() is None:
                process.kill()
    out.join()
    stderr = writer.stderr.read()
    assert writer.returncode == 0, stderr
    assert out.having("HOSTED True")
    # A kill during a call says so; one between two calls is not an error at all.
    errors = out.having("ERROR")
    assert len(errors) <= 1 and all("stopped serving it while answering" in e and "may or may not" in e
                                    and "next call connects again or opens the pack here" in e for e in errors)
    # The next call found the dead host's socket, cleaned it up and opened the pack itself.
    [direct] = out.having("DIRECT")
    assert direct.startswith("DIRECT False")
    assert not (workspace / "hosts" / "notes.sock").exists()
    acked = [line.split()[1] for line in out.having("ACK")]
    with MemoryWorkspace.open(workspace) as ws:
        client = ws.unlock("notes", PASSPHRASE)
        missing = [i for i in acked if client.get_node(i, user_id="dana") is None]
    assert not missing, f"{len(missing)} of {len(acked)} acknowledged writes are gone"


@pytest.mark.slow
def test_a_stopped_host_is_named_within_the_silence_limit_and_serves_again_after(workspace, monkeypatch):
    """A host stopped with Ctrl-Z (SIGSTOP) holds its socket but answers nothing: a call waits
    ``SILENCE_LIMIT`` seconds, not forever, and a new client is not greeted within it either."""
    host, _ = serve(workspace)
    ws = MemoryWorkspace.open(workspace)
    client = connect(ws, "notes", client_name="agent")
    try:
        client.store("Said before the pause", user_id="dana")
        # A short limit only while the host is stopped: a busy machine may keep a running host
        # quiet for longer than that.
        monkeypatch.setattr(protocol, "SILENCE_LIMIT", 2.0)
        host.send_signal(signal.SIGSTOP)
        with pytest.raises(HostSilentError, match=r"has not answered for 2 s \(stopped or hung\?\); the request may "
                                                  "or may not have been carried out") as silent:
            client.store("Said during the pause", user_id="dana")
        assert silent.value.request_sent
        with pytest.raises(HostSilentError, match="did not greet this client within 2 s"):
            connect(ws, "notes", client_name="late")
        monkeypatch.setattr(protocol, "SILENCE_LIMIT", 30.0)
        host.send_signal(signal.SIGCONT)
        again = connect(ws, "notes", client_name="after")
        assert again is not None
        # The host read the request once it resumed: it was carried out after all.
        wait_for(lambda: {n.content for n in again.query_nodes(user_id="dana")} == {
            "Said before the pause", "Said during the pause"}, "the paused store to land")
        again.close()
    finally:
        client.close()
        host.send_signal(signal.SIGCONT)
        host.terminate()
        host.wait(timeout=120)


@pytest.mark.slow
def test_serve_logs_each_connection_without_content_and_stops_on_sigterm(workspace):
    host, lines = serve(workspace)
    try:
        env = python_child_env()  # no passphrase: only the host can serve the command
        stored = subprocess.run(
            [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(workspace), "store", "notes",
             "My locker code is 4471"], capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL, timeout=180)
        assert stored.returncode == 0, stored.stderr
        wait_for(lambda: lines.having("notes: cli connected"), "the connection line")
        host.send_signal(signal.SIGTERM)
        assert host.wait(timeout=60) == 0
    finally:
        if host.poll() is None:
            host.kill()
    lines.join()
    assert not any("4471" in line for line in lines.lines)
    assert any("stopped" in line for line in lines.lines)
    assert sorted(os.listdir(workspace / "hosts")) == []
    with MemoryWorkspace.open(workspace) as ws:
        [node] = ws.unlock("notes", PASSPHRASE).query_nodes(user_id="dana")
    assert node.content == "My locker code is 4471"


# --- refusal ------------------------------------------------------------------------------------


def raw_connection(root: Path) -> socket.socket:
    sock = rendezvous.connect(root, "notes")
    assert sock is not None
    return sock


def reply(sock: socket.socket) -> protocol.Response | None:
    body = protocol.recv_frame(sock)
    return None if body is None else protocol.Response.model_validate_json(body)


def test_a_connection_without_the_token_is_refused(workspace, hosted):
    with raw_connection(workspace) as sock:
        protocol.send_frame(sock, protocol.Hello(protocol=protocol.PROTOCOL_VERSION, token="guess",
                                                 namespace="notes", client_name="intruder"))
        refused = reply(sock)
        assert refused is not None and not refused.ok and refused.error.type == "HostRefusedError"
        assert "token" in refused.error.message
        assert reply(sock) is None  # and the host hung up
    with raw_connection(workspace) as sock:  # a request with no hello at all gets no answer
        protocol.send_frame(sock, protocol.Request(id=1, method="list_users"))
        assert reply(sock) is None
    # The host still serves its owner, and only the allow-listed calls.
    client = connect(MemoryWorkspace.open(workspace), "notes", client_name="test")
    try:
        assert client.list_users() == []
        with pytest.raises(AttributeError, match="not a call a namespace host serves"):
            client._connection.call("close", {})  # noqa: SLF001 - what a hand-made request would ask
        with pytest.raises(NotFoundError):  # the engine's typed errors keep their class
            client.promote("00000000-0000-0000-0000-000000000000", user_id="dana")
        with pytest.raises(WorkspaceError, match="needs the pack"):
            client.doctor()
    finally:
        client.close()


def test_only_the_same_os_user_is_allowed():
    assert rendezvous.peer_allowed(os.geteuid())
    assert not rendezvous.peer_allowed(os.geteuid() + 1)
    assert not rendezvous.peer_allowed(65534)


NOBODY_CLIENT = """
import json, os, socket, struct
sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
sock.connect(os.environ["SOCK"])
hello = json.dumps({"protocol": 2, "token": os.environ["TOKEN"], "namespace": "notes", "client_name": "nobody"}).encode()
try:
    sock.sendall(struct.pack(">I", len(hello)) + hello)
except OSError:
    pass  # the host may answer and hang up before the hello is even sent
header = sock.recv(4)
print(sock.recv(struct.unpack(">I", header)[0]).decode() if len(header) == 4 else "closed")
"""


@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("setpriv"), reason="needs root and setpriv")
def test_another_os_user_is_refused_even_with_the_token():
    # A folder the other user can traverse, so only the peer-credential check stands in the way.
    base = Path(tempfile.mkdtemp(prefix="prme-host-"))
    try:
        base.chmod(0o711)
        root = base / "ws"
        with MemoryWorkspace.open(root) as plain:
            plain.create_namespace("notes", passphrase=PASSPHRASE)
        root.chmod(0o711)
        ws = HostingWorkspace.open(root)
        events: list = []
        ws.listener = events.append
        ws.unlock("notes", PASSPHRASE)
        try:
            (root / "hosts").chmod(0o711)
            (root / "hosts" / "notes.sock").chmod(0o666)
            ticket = rendezvous.read_ticket(root, "notes")
            run = subprocess.run(
                ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/python3", "-c",
                 NOBODY_CLIENT],
                capture_output=True, text=True, timeout=60, cwd="/",
                env={"SOCK": str(root / "hosts" / "notes.sock"), "TOKEN": ticket.token, "PATH": "/usr/bin:/bin"},
            )
            assert run.returncode == 0, run.stderr
            assert "HostRefusedError" in run.stdout and "owner" in run.stdout
            assert any(e.kind == "refused" and "uid 65534" in e.detail for e in events)
            assert not any(e.kind == "connected" for e in events)
        finally:
            ws.close()
    finally:
        shutil.rmtree(base, ignore_errors=True)


# --- no secret on the wire or on disk -----------------------------------------------------------


def test_no_secret_in_the_token_file_or_the_traffic(workspace, hosted, monkeypatch):
    captured: list[bytes] = []
    send, recv = protocol.send_frame, protocol.recv_frame

    def recording_send(sock, model):
        captured.append(protocol.encode(model))
        send(sock, model)

    def recording_recv(sock):
        body = recv(sock)
        captured.append(body or b"")
        return body

    monkeypatch.setattr(protocol, "send_frame", recording_send)
    monkeypatch.setattr(protocol, "recv_frame", recording_recv)
    client = connect(MemoryWorkspace.open(workspace), "notes", client_name="test")
    try:
        receipt = client.store_with_receipt("The spare key is under the blue pot", user_id="dana")
        assert "blue pot" in client.retrieve("where is the spare key", user_id="dana").bundle.render()
        assert client.get_node(receipt.node_id, user_id="dana").content.endswith("blue pot")
        with pytest.raises(NotFoundError):
            client.archive("00000000-0000-0000-0000-000000000000", user_id="dana")
        with pytest.raises(ValueError, match="operation_limit"):
            client.get_provenance(receipt.node_id, user_id="dana", operation_limit=0)
    finally:
        client.close()
    traffic = b"".join(captured)
    assert b"blue pot" in traffic  # the capture did see the exchange
    key = derive_pack_key(PASSPHRASE)
    folder = workspace / "hosts"
    token_file = (folder / "notes.json").read_bytes()
    for secret in (PASSPHRASE, key, key.upper()):
        assert secret.encode() not in traffic
        assert secret.encode() not in token_file
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert stat.S_IMODE((folder / "notes.json").stat().st_mode) == 0o600
    assert stat.S_IMODE((folder / "notes.sock").stat().st_mode) == 0o600


def test_a_crashed_hosts_leftovers_are_cleaned_and_the_cli_opens_directly(workspace, monkeypatch, capsys):
    folder = rendezvous.hosts_dir(workspace, create=True)
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    with rendezvous.reachable(folder / "notes.sock") as address:
        dead.bind(address)
    dead.close()  # a socket file nobody listens on, as a killed host leaves it
    rendezvous.write_ticket(workspace, "notes", rendezvous.HostTicket(pid=2**22 + 1, token="old", host="prme serve",
                                                                      protocol=protocol.PROTOCOL_VERSION))
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
    assert main(["--workspace", str(workspace), "store", "notes", "Direct after a crash"]) == 0
    assert "stored node" in capsys.readouterr().out
    assert sorted(os.listdir(folder)) == []
