"""The pack on disk: encrypted natively, refusing wrong keys, held by one process."""

from __future__ import annotations

import subprocess
import time

import pytest

from engine import EncryptionError, MemoryClient, MemoryWorkspace, PackInUseError
from engine.pack import temp_dir, wal_path
from tests.conftest import CHILD_PYTHON, PASSPHRASE, file_digests, python_child_env

CANARY = "CANARY-7f3e9b1d-purple-elephant"

pytestmark = pytest.mark.real_kdf  # key derivation is part of what is tested here


def _files_containing(root, needle: bytes) -> list[str]:
    return [str(p) for p in root.rglob("*") if p.is_file() and needle in p.read_bytes()]


def test_canary_never_reaches_disk_in_clear(tmp_path):
    workspace = MemoryWorkspace.open(tmp_path / "ws")
    workspace.create_namespace("private", passphrase=PASSPHRASE)
    client = workspace.client("private")
    for i in range(50):
        client.store(f"memory {i}: the secret is {CANARY}", user_id="alice")
    client.ingest_fast(f"fast path {CANARY}", user_id="alice")

    # While open: the pack, its WAL and any temp files hold no clear text.
    assert _files_containing(tmp_path, CANARY.encode()) == []
    workspace.close()
    assert _files_containing(tmp_path, CANARY.encode()) == []

    with MemoryWorkspace.open(tmp_path / "ws") as again:
        events = again.unlock("private", PASSPHRASE).get_events("alice", limit=1000)
        assert sum(CANARY in e.content for e in events) == 51


def test_a_new_pack_is_readable_by_its_owner_only(tmp_path):
    import os
    import stat

    old = os.umask(0o022)  # the usual default, which would make it world-readable
    try:
        with MemoryClient(tmp_path / "mine.prme", encryption_key=PASSPHRASE) as memory:
            memory.store("a private note", user_id="u")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "mine.prme").stat().st_mode) == 0o600


def test_spilled_temp_files_are_encrypted(pack_path):
    """A sort too big for memory spills to <pack>.tmp; the spill must not be clear text."""
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        cur = client.engine._db.pack.connection.cursor()
        cur.execute("USE pack")
        cur.execute("SET memory_limit = '60MB'")
        cur.execute("SET threads = 1")
        cur.execute(
            f"CREATE TABLE big AS SELECT i, '{CANARY}' || i::VARCHAR || repeat('x', 200) AS s "
            "FROM range(400000) t(i)"
        )
        cur.execute("CREATE TABLE sorted AS SELECT * FROM big ORDER BY s DESC")
        assert cur.execute("SELECT count(*) FROM sorted").fetchone()[0] == 400000
        assert temp_dir(pack_path).is_dir(), "the sort should have spilled to the pack's temp folder"
        assert _files_containing(pack_path.parent, CANARY.encode()) == []
        cur.close()
    assert _files_containing(pack_path.parent, CANARY.encode()) == []


def _leave_wal_behind(pack_path):
    """A child writes, then dies without closing: the pack keeps a WAL beside it."""
    script = (
        "import os\n"
        "from engine import MemoryClient\n"
        f"c = MemoryClient({str(pack_path)!r}, encryption_key={PASSPHRASE!r})\n"
        "c.store('written just before a crash', user_id='alice')\n"
        "os._exit(0)\n"
    )
    subprocess.run([CHILD_PYTHON, "-c", script], env=python_child_env(), check=True, timeout=120)
    assert wal_path(pack_path).exists()


@pytest.mark.parametrize(
    "key",
    [None, "the wrong passphrase", "raw_key:" + "11" * 32],
    ids=["missing key", "wrong passphrase", "wrong raw key"],
)
def test_wrong_or_missing_key_refuses_and_leaves_files_identical(pack_path, key):
    _leave_wal_behind(pack_path)
    before = file_digests(pack_path, wal_path(pack_path))
    with pytest.raises(EncryptionError) as failure:
        if key is None:
            MemoryClient(pack_path)
        else:
            MemoryClient(pack_path, encryption_key=key)
    assert file_digests(pack_path, wal_path(pack_path)) == before
    message = str(failure.value)
    assert PASSPHRASE not in message
    if key:
        assert key not in message and key.split(":")[-1] not in message
    # The right key still opens it, and the write from before the crash survived.
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        assert [e.content for e in client.get_events("alice")] == ["written just before a crash"]


def test_key_for_a_plain_pack_is_refused(pack_path):
    with MemoryClient(pack_path) as plain:
        plain.store("not secret", user_id="alice")
    before = file_digests(pack_path, wal_path(pack_path))
    with pytest.raises(EncryptionError, match="not encrypted") as failure:
        MemoryClient(pack_path, encryption_key=PASSPHRASE)
    assert PASSPHRASE not in str(failure.value)
    assert file_digests(pack_path, wal_path(pack_path)) == before


def test_key_from_environment(pack_path, monkeypatch):
    monkeypatch.setenv("PRME_ENCRYPTION_ENABLED", "true")
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
    with MemoryClient(pack_path) as client:
        client.store("via env", user_id="alice")
    monkeypatch.delenv("PRME_ENCRYPTION_KEY")
    with pytest.raises(EncryptionError, match="no key"):
        MemoryClient(pack_path)


def test_second_process_gets_pack_in_use_naming_the_holder(pack_path):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        client.store("held open", user_id="alice")
        holder_code = (
            "from engine import MemoryClient, PackInUseError\n"
            "try:\n"
            f"    MemoryClient({str(pack_path)!r}, encryption_key={PASSPHRASE!r})\n"
            "    print('OPENED')\n"
            "except PackInUseError as e:\n"
            "    print('IN_USE', e.holder_pid, e)\n"
        )
        out = subprocess.run(
            [CHILD_PYTHON, "-c", holder_code], env=python_child_env(), capture_output=True, text=True, timeout=120
        ).stdout
    import os

    assert out.startswith("IN_USE"), out
    assert f"IN_USE {os.getpid()} " in out
    assert str(os.getpid()) in out.split(" ", 2)[2]


def test_same_process_second_open_of_encrypted_pack_is_refused(client, pack_path):
    with pytest.raises(PackInUseError):
        MemoryClient(pack_path, encryption_key=PASSPHRASE)


def test_passphrase_and_raw_key_forms(tmp_path):
    import base64
    import os

    fernet_style = base64.urlsafe_b64encode(os.urandom(32)).decode()
    assert len(fernet_style) == 44
    for i, key in enumerate([fernet_style, "raw_key:" + os.urandom(32).hex(), "passphrase:hunter2", "plain words"]):
        path = tmp_path / f"p{i}.prme"
        with MemoryClient(path, encryption_key=key) as client:
            client.store("x", user_id="u")
        start = time.monotonic()
        with MemoryClient(path, encryption_key=key) as client:
            assert client.count_nodes("u") == 1
        assert time.monotonic() - start < 30


def test_a_raw_key_as_32_bytes_opens_the_pack_as_its_text_form_does(tmp_path):
    import os

    raw = os.urandom(32)
    with MemoryClient(tmp_path / "p.prme", encryption_key=raw) as client:
        client.store("kept under a key given as bytes", user_id="u")
    with MemoryClient(tmp_path / "p.prme", encryption_key="raw_key:" + raw.hex()) as client:
        assert client.count_nodes("u") == 1


@pytest.mark.parametrize("key", [b"31 bytes is not a key, nor is..", 12345])
def test_a_key_of_another_type_is_refused_with_a_clear_error(tmp_path, key):
    with pytest.raises(EncryptionError, match="encryption_key") as caught:
        MemoryClient(tmp_path / "p.prme", encryption_key=key)
    assert str(key) not in str(caught.value)
    assert not (tmp_path / "p.prme").exists()
