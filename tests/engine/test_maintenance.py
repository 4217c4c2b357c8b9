"""doctor, rebuild, compact and rekey on real encrypted packs."""

from __future__ import annotations

import os
import stat
import subprocess

import pytest

from engine import EmbeddingModelMismatchError, EncryptionError, MemoryClient, MemoryWorkspace, PackInUseError
from engine import pack as packs
from engine.keys import Secret
from engine.maintenance import closed_pack_findings, compact_namespace, compact_pack, rekey_namespace, rekey_pack
from tests.conftest import CHILD_PYTHON, PASSPHRASE, file_digests, python_child_env

KEY = "raw_key:" + "7a" * 32


def fill(client: MemoryClient, n: int = 24, user: str = "dana") -> None:
    client.ingest_fast_many(
        [{"content": f"Observation {i}: the otter family crossed the river near bridge {i % 5}.",
          "session_id": f"walk-{i % 3}"} for i in range(n)],
        user_id=user,
    )
    client.process_pending(budget_ms=60_000)


def raw_sql(path, key, *statements):
    """Reach into a closed pack the way a damaged disk or a meddler would.

    Each statement is SQL text or (SQL, parameters)."""
    shared = packs.acquire(path, Secret(key) if key else None)
    try:
        out = []
        for statement in statements:
            sql, params = statement if isinstance(statement, tuple) else (statement, [])
            out.append(shared.connection.execute(sql, params).fetchall())
        return out
    finally:
        packs.release(shared)


def finding(report, check):
    [found] = [f for f in report.findings if f.check == check]
    return found


@pytest.fixture
def filled(tmp_path):
    path = tmp_path / "m.prme"
    with MemoryClient(path, encryption_key=KEY) as c:
        fill(c)
    return path


def test_doctor_passes_a_healthy_pack_and_warns_about_pending_work(filled):
    with MemoryClient(filled, encryption_key=KEY) as c:
        report = c.doctor()
        assert report.ok and not report.warnings, report.render()
        checks = {f.check for f in report.findings}
        assert {"tables", "manifest", "vector snapshot", "vector index", "lexical index", "pending jobs",
                "operations"} <= checks
        c.ingest_fast("not materialized yet", user_id="dana")
        report = c.doctor()
    assert report.ok and finding(report, "pending jobs").status == "warning"
    assert "1 event(s) waiting" in finding(report, "pending jobs").message


def test_doctor_reports_a_corrupted_snapshot_and_rebuild_repairs_it(filled):
    [[(blob,)]] = raw_sql(filled, KEY, "SELECT data FROM vector_snapshot")
    raw_sql(filled, KEY, ("UPDATE vector_snapshot SET data = ?", [bytes(blob)[: len(blob) // 2]]))
    with MemoryClient(filled, encryption_key=KEY) as c:
        report = c.doctor()
        assert not report.ok
        snapshot = finding(report, "vector snapshot")
        assert snapshot.status == "problem" and "unreadable" in snapshot.message
        result = c.rebuild()
        assert result.vectors == c.count_nodes("dana") and result.lexical_documents == result.vectors
        after = c.doctor()
        assert after.ok and finding(after, "vector snapshot").status == "ok", after.render()
        hits = c.retrieve("otters crossing the river", user_id="dana", save_receipt=False).results
        assert hits and "otter" in hits[0].node.content


def test_doctor_reports_a_tampered_operation_record(filled):
    with MemoryClient(filled, encryption_key=KEY) as c:
        target = c.query_nodes(user_id="dana", limit=1)[0]
        c.archive(target.id, user_id="dana", reason="duplicate")
    raw_sql(filled, KEY, "UPDATE operations SET reason = 'someone else did this' WHERE op_type = 'archive'")
    with MemoryClient(filled, encryption_key=KEY) as c:
        report = c.doctor()
        operations = finding(report, "operations")
        assert not report.ok and operations.status == "problem" and "archive" in operations.message
        c.rebuild()  # indexes are derived; a forged audit record is not, and stays reported
        assert finding(c.doctor(), "operations").status == "problem"


def test_one_failing_doctor_check_does_not_abort_the_checks_after_it(filled, monkeypatch):
    from engine.maintenance.doctor import DoctorChecks

    def out_of_memory(self, cur):
        # A failed statement aborts its transaction; the checks after it must not inherit that.
        cur.execute("SELECT * FROM range(3) WHERE error('Out of Memory Error: could not allocate block') IS NULL")

    monkeypatch.setattr(DoctorChecks, "vector_rows", out_of_memory)
    with MemoryClient(filled, encryption_key=KEY) as c:
        report = c.doctor()
    failed = finding(report, "vector payloads")
    assert failed.status == "problem" and "could not be checked" in failed.message
    later = [f for f in report.findings if f.check in ("vector snapshot", "pending jobs", "references",
                                                        "operations", "tamper evidence")]
    assert len(later) == 5 and all(f.status == "ok" for f in later), report.render()
    assert "aborted" not in report.render()


def test_rebuild_repairs_drifted_indexes_and_missing_vectors(filled):
    with MemoryClient(filled, encryption_key=KEY) as c:
        victim = c.query_nodes(user_id="dana", limit=1, oldest_first=True)[0]
        # Rows lost in a long session (an open re-embeds a node left with none, so not before it;
        # the open's vector load runs behind it: once it has, it cannot see the loss).
        c.wait_for_vectors()
        c._call(c.engine._db.write(lambda cur: cur.execute(
            "DELETE FROM vector_payloads WHERE key IN (SELECT key FROM vector_metadata WHERE node_id = ?)",
            [str(victim.id)])))
        c._call(c.engine._db.write(lambda cur: cur.execute(
            "DELETE FROM vector_metadata WHERE node_id = ?", [str(victim.id)])))
        c.engine._indexes.lexical.remove([str(victim.id)])  # an index that drifted in a long session
        report = c.doctor()
        assert finding(report, "vector payloads").status == "problem"
        assert finding(report, "lexical index").status == "problem"
        result = c.rebuild()
        assert result.embedded == 1
        assert c.doctor().ok


def test_rebuild_moves_a_pack_to_the_configured_embedding_model(filled):
    raw_sql(filled, KEY, "UPDATE manifest SET embedding_model = 'someone/else-model'",
            "UPDATE vector_payloads SET model = 'someone/else-model'")
    with MemoryClient(filled, encryption_key=KEY) as c:
        with pytest.raises(EmbeddingModelMismatchError):
            c.store("blocked until rebuilt", user_id="dana")
        assert finding(c.doctor(), "manifest").status == "warning"
        result = c.rebuild()
        assert result.reembedded_model == c.config.embedding.model_name and result.embedded == c.count_nodes("dana")
        c.store("accepted after the rebuild", user_id="dana")
        assert c.doctor().ok


def _rows_of(c: MemoryClient) -> dict:
    states = {
        str(n.id): n.lifecycle_state.value
        for n in c.iter_nodes("dana", lifecycle_states=["tentative", "stable", "archived"])
    }
    return {"states": states, "events": [e.id for e in c.get_events("dana", limit=1000)]}


def test_compact_shrinks_a_pack_after_archiving_and_keeps_every_row(tmp_path):
    path = tmp_path / "big.prme"
    with MemoryClient(path, encryption_key=KEY) as c:
        fill(c, n=60)
    with MemoryClient(path, encryption_key=KEY) as c:  # a later session tidies up
        nodes = c.query_nodes(user_id="dana", limit=1000, oldest_first=True)
        for node in nodes[: len(nodes) // 2]:
            c.archive(node.id, user_id="dana", reason="tidying up")
        before = _rows_of(c)
    os.chmod(path, 0o640)
    link = tmp_path / "link.prme"
    link.symlink_to(path)
    progress: list = []
    result = compact_pack(link, KEY, progress=lambda *a: progress.append(a))
    assert result.size_after < result.size_before
    assert path.stat().st_size == result.size_after and link.is_symlink()
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert {p[0] for p in progress} >= {"compact: copying", "compact: verifying"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["big.prme", "link.prme"]
    with MemoryClient(path, encryption_key=KEY) as c:
        assert _rows_of(c) == before
        c.store("Written after compaction: sequences continue", user_id="dana")  # no key collisions
        assert c.doctor().ok


def test_compact_refuses_open_packs_wals_and_wrong_keys_leaving_the_file_untouched(filled, tmp_path):
    digest = file_digests(filled)
    with MemoryClient(filled, encryption_key=KEY):
        with pytest.raises(PackInUseError, match="open in this process"):
            compact_pack(filled, KEY)
    digest = file_digests(filled)
    with pytest.raises(EncryptionError):
        compact_pack(filled, "raw_key:" + "00" * 32)
    with pytest.raises(EncryptionError):
        compact_pack(filled, None)
    wal = packs.wal_path(filled)
    wal.write_bytes(b"left by a crashed session")
    with pytest.raises(PackInUseError, match="write-ahead log"):
        compact_pack(filled, KEY)
    wal.unlink()
    assert file_digests(filled) == digest
    assert sorted(p.name for p in filled.parent.iterdir()) == ["m.prme"]


def test_an_empty_journal_folder_does_not_stop_compaction_but_one_with_records_does(filled):
    """A process that never closed its client leaves the journal's folder, emptied once it applied
    its stores; nothing waits in it. A segment with bytes holds stores opening the pack applies."""
    journal = filled.with_name(filled.name + ".journal")
    journal.mkdir()
    (journal / "000000000001.seg").touch()
    assert not [f for f in closed_pack_findings(filled) if f.check == "journal"]
    assert compact_pack(filled, KEY).rows["nodes"] > 0
    (journal / "000000000002.seg").write_bytes(b"sealed records")
    assert [f for f in closed_pack_findings(filled) if f.check == "journal"]
    digest = file_digests(filled)
    with pytest.raises(PackInUseError, match="write journal"):
        compact_pack(filled, KEY)
    assert file_digests(filled) == digest


def test_rekey_changes_the_passphrase_and_keeps_the_data(tmp_path):
    path = tmp_path / "secret.prme"
    with MemoryClient(path, encryption_key=PASSPHRASE) as c:
        fill(c, n=8)
        c.export_jsonl(tmp_path / "before.jsonl", with_graph=True)
    rekey_pack(path, PASSPHRASE, "a brand new passphrase")
    with pytest.raises(EncryptionError):
        MemoryClient(path, encryption_key=PASSPHRASE)
    with MemoryClient(path, encryption_key="a brand new passphrase") as c:
        c.export_jsonl(tmp_path / "after.jsonl", with_graph=True)
    assert (tmp_path / "after.jsonl").read_bytes() == (tmp_path / "before.jsonl").read_bytes()
    with pytest.raises(EncryptionError):
        rekey_pack(path, "a brand new passphrase", "")


def test_namespace_helpers_lock_and_unlock_around_the_copy(tmp_path):
    with MemoryWorkspace.open(tmp_path / "ws") as ws:
        ws.create_namespace("journal", passphrase=PASSPHRASE)
        fill(ws.client("journal"), n=6, user=ws.owner)
        compact_namespace(ws, "journal")  # unlocked: uses the session key, reopens after
        assert ws.is_unlocked("journal")
        with pytest.raises(EncryptionError):
            compact_namespace(ws, "journal", "not the passphrase")
        assert ws.is_unlocked("journal")  # a wrong passphrase does not leave it locked
        rekey_namespace(ws, "journal", "next passphrase")
        assert ws.is_unlocked("journal") and ws.client("journal").count_nodes(ws.owner) == 6
        ws.lock("journal")
        with pytest.raises(EncryptionError):
            ws.unlock("journal", PASSPHRASE)
        assert ws.unlock("journal", "next passphrase").count_nodes(ws.owner) == 6


HOLDER = """
import os, sys
from engine import MemoryClient
client = MemoryClient(sys.argv[1], encryption_key=os.environ["PRME_TEST_PACK_KEY"])
print("READY", flush=True)
sys.stdin.read()
client.close()
"""


def test_compact_refuses_a_pack_another_process_holds_open(filled):
    with MemoryClient(filled, encryption_key=KEY) as c:
        nodes = c.count_nodes("dana")
    child = subprocess.Popen(
        [CHILD_PYTHON, "-c", HOLDER, str(filled)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        env={**python_child_env(), "PRME_TEST_PACK_KEY": KEY},
    )
    try:
        assert child.stdout.readline().strip() == "READY"
        with pytest.raises(PackInUseError) as refused:
            compact_pack(filled, KEY)
        message = str(refused.value)
        assert f"process {child.pid}" in message or "write-ahead log" in message
    finally:
        child.communicate("", timeout=60)
    assert compact_pack(filled, KEY).rows["nodes"] == nodes  # once it is closed there, compaction works
