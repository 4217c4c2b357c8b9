"""Tamper evidence: a pack edited behind the engine's back fails `prme doctor`, which names
the first bad row (table, id, what differs) and never shows memory content."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path
from typing import Any, Callable

import pytest

from engine import MemoryClient
from engine import pack as packs
from engine.audit import OPERATION_COLUMNS, operation_checksum, operation_from_row
from engine.keys import Secret
from tests.conftest import PASSPHRASE

SECRET_WORDS = ("kingfisher", "forged")  # content words that must never appear in a report


def build_template(path: Path) -> dict[str, Any]:
    """An encrypted pack with events and nodes of two users and a few lifecycle operations."""
    with MemoryClient(path, encryption_key=PASSPHRASE) as memory:
        receipts = [
            memory.store_with_receipt(f"The kingfisher nests by weir number {i}.", user_id="dana") for i in range(4)
        ]
        memory.store("Eve keeps her own notes.", user_id="eve")
        nodes = [str(r.node_id) for r in receipts]
        memory.promote(nodes[0], user_id="dana", reason="seen twice")
        memory.archive(nodes[1], user_id="dana", reason="old")
        memory.promote(nodes[2], user_id="dana", reason="confirmed")
        memory.archive(nodes[3], user_id="dana", reason="moved")
    return {"events": [str(r.event_id) for r in receipts], "nodes": nodes}


def detected(report, table: str, row: str | None, words: str) -> bool:
    """The doctor report flags tampering in ``table`` (at ``row``) and shows no content."""
    found = [f for f in report.findings if f.check == "tamper evidence"]
    if len(found) != 1 or found[0].status != "problem" or report.ok:
        return False
    finding = found[0]
    rendered = report.render().lower()
    return (
        finding.details.get("first_table") == table
        and (row is None or finding.details.get("first_row") == row)
        and words in finding.message
        and not any(word in rendered for word in SECRET_WORDS)
    )


@pytest.fixture(scope="module")
def template(tmp_path_factory) -> tuple[Path, dict[str, Any]]:
    path = tmp_path_factory.mktemp("tamper") / "template.prme"
    return path, build_template(path)


@pytest.fixture
def pack(template, tmp_path) -> tuple[Path, dict[str, Any]]:
    source, ids = template
    target = tmp_path / "memories.prme"
    shutil.copy2(source, target)
    return target, ids


def tamper(path: Path, *statements: tuple[str, list] | Callable[[Any], None]) -> None:
    """Change the pack with plain SQL, as someone holding the file and its key could."""
    shared = packs.acquire(path, Secret(PASSPHRASE))
    try:
        for statement in statements:
            if callable(statement):
                statement(shared.connection)
            else:
                shared.connection.execute(*statement)
    finally:
        packs.release(shared)


def doctor(path: Path):
    with MemoryClient(path, encryption_key=PASSPHRASE) as memory:
        return memory.doctor()


def tamper_finding(report):
    (finding,) = [f for f in report.findings if f.check == "tamper evidence"]
    return finding


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _op_seqs(con) -> list[int]:
    return [r[0] for r in con.execute("SELECT seq FROM operations ORDER BY seq").fetchall()]


def _forge_operation_with_checksum(con) -> None:
    """Edit the second operation's reason and recompute its (unkeyed) checksum."""
    seq = _op_seqs(con)[1]
    row = con.execute(f"SELECT {OPERATION_COLUMNS} FROM operations WHERE seq = ?", [seq]).fetchone()
    forged = operation_from_row(row).model_copy(update={"reason": "forged approval"})
    con.execute("UPDATE operations SET reason = ?, checksum = ? WHERE seq = ?",
                [forged.reason, operation_checksum(forged), seq])


CASES = {
    # name: (statements(ids), table, row id (from ids) or None, words in the finding)
    "event content edited": (
        lambda ids: [("UPDATE events SET content = ?, content_hash = ? WHERE id = ?",
                      ["forged words", _sha("forged words"), ids["events"][2]])],
        "events", ("events", 2), "content differs",
    ),
    "node content edited": (
        lambda ids: [("UPDATE nodes SET content = 'forged words' WHERE id = ?", [ids["nodes"][2]])],
        "nodes", ("nodes", 2), "content differs",
    ),
    "event moved to another user": (
        lambda ids: [("UPDATE events SET user_id = 'eve' WHERE id = ?", [ids["events"][3]])],
        "events", ("events", 3), "user differs",
    ),
    "node moved to another user": (
        lambda ids: [("UPDATE nodes SET user_id = 'eve' WHERE id = ?", [ids["nodes"][3]])],
        "nodes", ("nodes", 3), "user differs",
    ),
    "confidence changed": (
        lambda ids: [("UPDATE nodes SET confidence = 0.99 WHERE id = ?", [ids["nodes"][0]])],
        "nodes", ("nodes", 0), "confidence differs",
    ),
    "lifecycle state changed": (
        lambda ids: [("UPDATE nodes SET lifecycle_state = 'stable' WHERE id = ?", [ids["nodes"][1]])],
        "nodes", ("nodes", 1), "state differs",
    ),
    "event deleted": (
        lambda ids: [("DELETE FROM events WHERE id = ?", [ids["events"][1]])],
        "events", ("events", 1), "deleted",
    ),
    "node deleted": (
        lambda ids: [("DELETE FROM nodes WHERE id = ?", [ids["nodes"][1]])],
        "nodes", ("nodes", 1), "deleted",
    ),
    "older operation deleted": (
        lambda ids: [lambda con: con.execute("DELETE FROM operations WHERE seq = ?", [_op_seqs(con)[0]])],
        "operations", None, "chain breaks",
    ),
    "latest operation deleted": (
        lambda ids: [lambda con: con.execute("DELETE FROM operations WHERE seq = ?", [_op_seqs(con)[-1]])],
        "operations", None, "deleted",
    ),
    "whole operation log deleted": (
        lambda ids: [("DELETE FROM operations", [])],
        "operations", None, "4 sealed record(s) were deleted",
    ),
    "operation edited and its checksum recomputed": (
        lambda ids: [_forge_operation_with_checksum],
        "operations", None, "chain breaks",
    ),
    "integrity record deleted": (
        lambda ids: [("DELETE FROM integrity", [])],
        "integrity", None, "missing",
    ),
    "sealed counts edited to hide a deletion": (
        lambda ids: [("DELETE FROM events WHERE id = ?", [ids["events"][0]]),
                     ("UPDATE integrity SET events = events - 1", [])],
        "integrity", None, "changed",
    ),
}


def test_a_clean_pack_passes(pack):
    path, _ = pack
    report = doctor(path)
    finding = tamper_finding(report)
    assert finding.status == "ok", finding.message
    assert "5 event(s), 5 node(s) and 4 operation(s)" in finding.message
    assert "keyed with the pack key" in finding.message
    assert report.ok, report.render()


@pytest.mark.parametrize("case", list(CASES))
def test_tampering_is_detected_with_the_first_bad_row(pack, case):
    path, ids = pack
    statements, table, row_ref, words = CASES[case]
    tamper(path, *statements(ids))
    report = doctor(path)
    row = f"row {ids[row_ref[0]][row_ref[1]]}" if row_ref is not None else None
    assert detected(report, table, row, words), f"{case}: {tamper_finding(report).message}"


def test_writes_after_tampering_do_not_launder_it(pack):
    path, ids = pack
    tamper(path, ("DELETE FROM events WHERE id = ?", [ids["events"][1]]))
    with MemoryClient(path, encryption_key=PASSPHRASE) as memory:
        memory.store("A heron waits at the sluice.", user_id="dana")
        memory.archive(ids["nodes"][2], user_id="dana")
        finding = tamper_finding(memory.doctor())
    assert finding.status == "problem"
    assert "1 sealed row(s) were deleted" in finding.message


def test_a_pack_from_before_tamper_evidence_is_sealed_on_first_open(pack):
    path, _ = pack

    def downgrade(con) -> None:
        # What a schema-version-3 pack looks like: no checksum columns, no integrity record.
        for table, column in (("events", "row_mac"), ("nodes", "row_mac"), ("operations", "chain_mac")):
            con.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
        con.execute("DROP TABLE integrity")
        con.execute("DROP TABLE import_runs")
        con.execute("DROP TABLE similarity_checks")  # schema version 5
        con.execute("DROP TABLE update_judgements")  # schema version 6
        con.execute("DELETE FROM schema_version WHERE version >= 4")

    tamper(path, downgrade)
    finding = tamper_finding(doctor(path))
    assert finding.status == "ok", finding.message
    assert "history before this pack was first sealed cannot be checked" in finding.message
    tamper(path, ("UPDATE nodes SET confidence = 0.01", []))
    assert tamper_finding(doctor(path)).status == "problem"


def test_rekey_keeps_the_seal(pack):
    from engine.maintenance import rekey_pack

    path, _ = pack
    rekey_pack(path, PASSPHRASE, "a brand new passphrase")
    with MemoryClient(path, encryption_key="a brand new passphrase") as memory:
        memory.store("After the rekey.", user_id="dana")
        finding = tamper_finding(memory.doctor())
    assert finding.status == "ok", finding.message
