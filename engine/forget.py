"""Forget: remove a memory, or a source event with everything derived from it, for good.

What goes: the event and node rows, their edges, slots, vector rows, extraction and
materialization records, the retrieval receipts and idempotency records that name them,
and the memory text held in earlier operation records (their node snapshots and reasons
are replaced by a content-free marker). What stays: one ``forget`` operation in the audit
log, a tombstone of ids, counts, actor, reason and time, never text.

Tamper evidence stays clean: the sealed row counts go down by exactly what was removed,
and the operation chain is recomputed from the first redacted record, inside the same
transaction, so ``prme doctor`` sees a forget where it would otherwise see tampering.
Deleted rows stay in the file's free blocks until ``prme compact`` rewrites it.

A memory's text lives in its source event too, so forgetting a memory forgets the events
it came from and everything else derived only from them. What it alone had retired comes
back: a claim it contested is stable again, and a memory it superseded while current is
current again (a reversal of that supersession, in the audit log). Entities named by other, kept
events stay, without the reference to the forgotten event.
"""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import datetime
from typing import Any, Literal
from uuid import UUID

from pydantic import BaseModel

from engine import audit, integrity, storage, validation
from engine.engine_state import EngineState
from engine.errors import NotFoundError
from engine.models import MemoryNode, OperationRecord, utcnow
from engine.types import LifecycleState, NodeType

FORGET_OP = "forget"
FORGOTTEN = {"forgotten": True}


class ForgetReceipt(BaseModel):
    """What a forget removed (or, from ``forget_preview``, would remove): ids and counts, never text."""

    target_id: str
    target_kind: Literal["node", "event"]  # what the id named
    user_id: str
    node_ids: list[str]
    event_ids: list[str]
    edge_ids: list[str]
    vectors: int
    receipts: int
    operations_redacted: int
    other_rows: dict[str, int]  # slots, extraction and job records, idempotency records, captures
    reinstated_ids: list[str] = []  # memories it had superseded, current again
    tombstone_id: str | None = None  # the forget operation; None for a preview
    forgotten_at: datetime | None = None

    @property
    def final(self) -> bool:
        """Always True: nothing can bring forgotten content back."""
        return True

    def summary(self) -> str:
        parts = [f"{len(self.node_ids)} memor{'y' if len(self.node_ids) == 1 else 'ies'}",
                 f"{len(self.event_ids)} source event(s)", f"{len(self.edge_ids)} edge(s)",
                 f"{self.vectors} vector(s)", f"{self.receipts} retrieval receipt(s)"]
        if self.operations_redacted:
            parts.append(f"the text in {self.operations_redacted} audit record(s)")
        summary = ", ".join(parts)
        if reinstated := self.other_rows.get("replaced_memories_reinstated", 0):
            summary += (f"; the {'memory' if reinstated == 1 else f'{reinstated} memories'} it had replaced "
                        f"{'becomes' if reinstated == 1 else 'become'} current again")
        return summary


def _uuid(value: Any) -> str | None:
    try:
        return str(UUID(str(value)))
    except (ValueError, TypeError, AttributeError):
        return None


def _ids_param(ids: set[str]) -> list[str]:
    return sorted(ids)


# --- what goes ----------------------------------------------------------------------------


Kind = Literal["node", "event"]


class _Plan:
    def __init__(self, kind: Kind, target: str) -> None:
        self.kind, self.target = kind, target
        self.nodes: set[str] = set()
        self.events: set[str] = set()
        self.trimmed: list[MemoryNode] = []  # kept nodes that lose a reference to forgotten rows


def _plan(cur: storage.Cursor, target_id: Any, user_id: str) -> _Plan:
    target = _uuid(target_id)
    if target is None:
        raise NotFoundError(f"{target_id!r}: no such memory or event (not an id)")
    node = storage.get_node(cur, target, user_id)
    if node is not None:
        plan = _Plan("node", target)
        plan.nodes.add(target)
        plan.events |= _event_refs(cur, node, user_id)
        plan.events |= {str(r[0]) for r in cur.execute(
            "SELECT event_id FROM materialization_jobs WHERE node_id = ? AND user_id = ?", [target, user_id]
        ).fetchall()}
    elif storage.get_event(cur, target, user_id) is not None:
        plan = _Plan("event", target)
        plan.events.add(target)
    else:
        raise NotFoundError(f"{target}: no such memory or event for user {user_id!r}")
    _derived(cur, plan, user_id)
    return plan


def _event_refs(cur: storage.Cursor, node: MemoryNode, user_id: str) -> set[str]:
    refs = {r for r in (_uuid(e) for e in node.evidence_refs) if r is not None}
    if not refs:
        return set()
    return {str(r[0]) for r in cur.execute(
        "SELECT id FROM events WHERE user_id = ? AND id IN (SELECT unnest(?::UUID[]))", [user_id, sorted(refs)]
    ).fetchall()}


def _derived(cur: storage.Cursor, plan: _Plan, user_id: str) -> None:
    """Nodes made from the forgotten events go too; an entity also named by a kept event stays."""
    events = _ids_param(plan.events)
    if not events:
        return
    made = {str(r[0]) for r in cur.execute(
        "SELECT node_id FROM materialization_jobs WHERE user_id = ? AND event_id IN (SELECT unnest(?::UUID[]))",
        [user_id, events],
    ).fetchall()}
    citing = {str(r[0]) for r in cur.execute(
        "SELECT id FROM nodes WHERE user_id = ? AND EXISTS (SELECT 1 FROM unnest(from_json(evidence_refs, "
        "'[\"VARCHAR\"]')) r(ref) WHERE r.ref IN (SELECT unnest(?::VARCHAR[])))",
        [user_id, events],
    ).fetchall()}
    for node in storage.get_nodes(cur, sorted((made | citing) - plan.nodes), user_id):
        nid = str(node.id)
        others = {str(e) for e in node.evidence_refs} - plan.events
        if nid not in made and node.node_type is NodeType.ENTITY and others:
            continue  # trimmed below, with every other kept node that cites a forgotten row
        plan.nodes.add(nid)


def _trim_references(cur: storage.Cursor, plan: _Plan, user_id: str) -> list[MemoryNode]:
    """Kept nodes citing forgotten events or nodes, with those references removed."""
    gone = _ids_param(plan.events | plan.nodes)
    rows = cur.execute(
        "SELECT id FROM nodes WHERE user_id = ? AND id NOT IN (SELECT unnest(?::UUID[])) AND EXISTS "
        "(SELECT 1 FROM unnest(from_json(evidence_refs, '[\"VARCHAR\"]')) r(ref) "
        "WHERE r.ref IN (SELECT unnest(?::VARCHAR[])))",
        [user_id, _ids_param(plan.nodes), gone],
    ).fetchall()
    trimmed = []
    for node in storage.get_nodes(cur, [r[0] for r in rows], user_id):
        refs = [e for e in node.evidence_refs if str(e) not in plan.events and str(e) not in plan.nodes]
        trimmed.append(node.model_copy(update={"evidence_refs": refs}))
    return trimmed


def _contested_partners(cur: storage.Cursor, plan: _Plan, user_id: str) -> list[MemoryNode]:
    """Kept claims contested only by forgotten ones: with their other side gone they are no
    longer contested."""
    from engine.lifecycle import open_contradiction_edges

    partners: dict[str, MemoryNode] = {}
    for node_id in sorted(plan.nodes):
        for edge in open_contradiction_edges(cur, node_id, user_id):
            other = str(edge.target_id if str(edge.source_id) == node_id else edge.source_id)
            if other in plan.nodes or other in partners:
                continue
            partner = storage.get_node(cur, other, user_id)
            if partner is None or partner.lifecycle_state is not LifecycleState.CONTESTED:
                continue
            edges = open_contradiction_edges(cur, other, user_id)
            if all({str(e.source_id), str(e.target_id)} & plan.nodes for e in edges):
                partners[other] = partner
    return list(partners.values())


def _contested_followers(cur: storage.Cursor, plan: _Plan, user_id: str) -> list[MemoryNode]:
    """Kept nodes contested only as followers of a contradiction a forgotten node was in
    (``lifecycle._follow``): with the contradiction gone they are no longer contested."""
    from engine.lifecycle import open_contradiction_edges

    found: dict[str, MemoryNode] = {}
    for node_id in sorted(plan.nodes):
        for edge in open_contradiction_edges(cur, node_id, user_id):
            for group in ((edge.metadata or {}).get("followers") or {}).values():
                for follower in group:
                    if follower in plan.nodes or follower in found:
                        continue
                    node = storage.get_node(cur, follower, user_id)
                    if node is not None and node.lifecycle_state is LifecycleState.CONTESTED:
                        found[follower] = node
    return list(found.values())


def _replaced_by_forgotten(cur: storage.Cursor, plan: _Plan, user_id: str) -> list[str]:
    """Kept memories superseded by a forgotten one that was still current: retired only because
    of what is now forgotten, they are current again (as a reversal of that supersession would
    make them). One whose replacement was itself replaced stays retired."""
    gone = _ids_param(plan.nodes)
    current = [r[0] for r in cur.execute(
        "SELECT CAST(id AS VARCHAR) FROM nodes WHERE id IN (SELECT unnest(?::UUID[])) AND lifecycle_state <> ?",
        [gone, LifecycleState.SUPERSEDED.value]).fetchall()]
    if not current:
        return []
    return [r[0] for r in cur.execute(
        "SELECT CAST(id AS VARCHAR) FROM nodes WHERE user_id = ? AND lifecycle_state = ? "
        "AND superseded_by IN (SELECT unnest(?::UUID[])) AND id NOT IN (SELECT unnest(?::UUID[])) ORDER BY id",
        [user_id, LifecycleState.SUPERSEDED.value, current, gone]).fetchall()]


def _reinstate(cur: storage.Cursor, retired: list[str], user_id: str, actor_id: str | None,
               now: datetime) -> list[str]:
    """Reverse the supersessions of ``retired``; returns every node current again (source notes too)."""
    from engine.errors import NotSupersededError
    from engine.supersessions import reverse_supersession_in_transaction

    back: list[str] = []
    for node_id in retired:
        node = storage.get_node(cur, node_id, user_id)
        if node is None or node.lifecycle_state is not LifecycleState.SUPERSEDED:
            continue  # brought back already, as a source note of one reinstated before it
        try:
            outcome = reverse_supersession_in_transaction(cur, node_id, user_id=user_id, actor_id=actor_id, now=now,
                                                          reason="the memory that replaced it was forgotten")
        except NotSupersededError:
            continue  # retired before the audit log kept supersessions: it stays as it is
        back += [str(n.id) for n in outcome.nodes]
    return back


def _release(
    cur: storage.Cursor, partners: list[MemoryNode], user_id: str, actor_id: str | None, now: datetime,
) -> None:
    """Each partner returns to STABLE as keep-both would make it, recorded as its own operation."""
    from engine import lifecycle

    for partner in partners:
        after = partner.model_copy(update={"lifecycle_state": LifecycleState.STABLE, "updated_at": now})
        lifecycle._commit(
            cur, op_type=lifecycle.OpType.DISMISS, user_id=user_id, changes=[(partner, after)], now=now,
            actor_id=actor_id, evidence_id=None, reason="the memory it contradicted was forgotten", request_id=None,
        )


# --- the transaction ----------------------------------------------------------------------


def _count(cur: storage.Cursor, sql: str, params: list[Any]) -> int:
    row = cur.execute(sql, params).fetchone()
    return int(row[0]) if row else 0


def _measure(cur: storage.Cursor, plan: _Plan, user_id: str) -> dict[str, Any]:
    nodes, events = _ids_param(plan.nodes), _ids_param(plan.events)
    both = _ids_param(plan.nodes | plan.events)
    edge_ids = [str(r[0]) for r in cur.execute(
        "SELECT id FROM edges WHERE source_id IN (SELECT unnest(?::UUID[])) OR target_id IN (SELECT unnest(?::UUID[])) "
        "OR provenance_event_id IN (SELECT unnest(?::UUID[])) ORDER BY created_at, id",
        [nodes, nodes, events],
    ).fetchall()]
    mentions = "EXISTS (SELECT 1 FROM unnest(?::VARCHAR[]) t(i) WHERE contains({col}, t.i))"
    return {
        "edge_ids": edge_ids,
        "vectors": _count(cur, "SELECT count(*) FROM vector_metadata WHERE node_id IN (SELECT unnest(?::UUID[]))",
                          [nodes]),
        "receipts": _count(cur, "SELECT count(*) FROM retrieval_receipts WHERE user_id = ? AND "
                           + mentions.format(col="payload"), [user_id, both]),
        "other_rows": {
            "slots": _count(cur, "SELECT count(*) FROM memory_slots WHERE node_id IN (SELECT unnest(?::UUID[]))",
                            [nodes]),
            "extractions": _count(cur, "SELECT count(*) FROM extractions WHERE event_id IN "
                                  "(SELECT unnest(?::UUID[]))", [events]),
            "extraction_jobs": _count(cur, "SELECT count(*) FROM extraction_jobs WHERE event_id IN "
                                      "(SELECT unnest(?::UUID[]))", [events]),
            "materialization_jobs": _count(
                cur, "SELECT count(*) FROM materialization_jobs WHERE event_id IN (SELECT unnest(?::UUID[])) "
                "OR node_id IN (SELECT unnest(?::UUID[]))", [events, nodes]),
            "idempotency_records": _count(
                cur, "SELECT count(*) FROM request_keys WHERE user_id = ? AND result IS NOT NULL AND "
                + mentions.format(col="result"), [user_id, both]),
            "references_trimmed": len(plan.trimmed),
            "contradictions_ended": len(_contested_partners(cur, plan, user_id)),
            "replaced_memories_reinstated": len(_replaced_by_forgotten(cur, plan, user_id)),
        },
    }


def preview_in_transaction(cur: storage.Cursor, target_id: Any, user_id: str) -> ForgetReceipt:
    plan = _plan(cur, target_id, user_id)
    plan.trimmed = _trim_references(cur, plan, user_id)
    measured = _measure(cur, plan, user_id)
    return ForgetReceipt(
        target_id=plan.target, target_kind=plan.kind, user_id=user_id, node_ids=sorted(plan.nodes),
        event_ids=sorted(plan.events), operations_redacted=len(_operations_to_redact(cur, plan)[1]), **measured,
    )


def forget_in_transaction(
    cur: storage.Cursor, target_id: Any, user_id: str, *, actor_id: str | None, reason: str | None,
) -> ForgetReceipt:
    plan = _plan(cur, target_id, user_id)
    plan.trimmed = _trim_references(cur, plan, user_id)
    measured = _measure(cur, plan, user_id)
    nodes, events = _ids_param(plan.nodes), _ids_param(plan.events)
    both = _ids_param(plan.nodes | plan.events)
    mentions = "EXISTS (SELECT 1 FROM unnest(?::VARCHAR[]) t(i) WHERE contains({col}, t.i))"

    now = utcnow()
    for node in plan.trimmed:
        storage.update_node(cur, node)
    _release(cur, _contested_partners(cur, plan, user_id) + _contested_followers(cur, plan, user_id), user_id,
             actor_id, now)
    reinstated = _reinstate(cur, _replaced_by_forgotten(cur, plan, user_id), user_id, actor_id, now)
    cur.execute("DELETE FROM edges WHERE id IN (SELECT unnest(?::UUID[]))", [measured["edge_ids"]])
    cur.execute("DELETE FROM vector_payloads WHERE key IN (SELECT key FROM vector_metadata WHERE node_id IN "
                "(SELECT unnest(?::UUID[])))", [nodes])
    cur.execute("DELETE FROM vector_metadata WHERE node_id IN (SELECT unnest(?::UUID[]))", [nodes])
    cur.execute("DELETE FROM memory_slots WHERE node_id IN (SELECT unnest(?::UUID[]))", [nodes])
    cur.execute("DELETE FROM similarity_checks WHERE node_id IN (SELECT unnest(?::UUID[]))", [nodes])
    cur.execute("DELETE FROM update_judgements WHERE node_id IN (SELECT unnest(?::UUID[]))", [nodes])
    cur.execute("DELETE FROM retrieval_receipts WHERE user_id = ? AND " + mentions.format(col="payload"),
                [user_id, both])
    cur.execute("DELETE FROM request_keys WHERE user_id = ? AND result IS NOT NULL AND "
                + mentions.format(col="result"), [user_id, both])
    cur.execute("DELETE FROM extractions WHERE event_id IN (SELECT unnest(?::UUID[]))", [events])
    cur.execute("DELETE FROM extraction_jobs WHERE event_id IN (SELECT unnest(?::UUID[]))", [events])
    cur.execute("DELETE FROM materialization_jobs WHERE event_id IN (SELECT unnest(?::UUID[])) "
                "OR node_id IN (SELECT unnest(?::UUID[]))", [events, nodes])
    _drop_capture_events(cur, plan.events)
    removed_nodes = _count(cur, "SELECT count(*) FROM nodes WHERE id IN (SELECT unnest(?::UUID[]))", [nodes])
    removed_events = _count(cur, "SELECT count(*) FROM events WHERE id IN (SELECT unnest(?::UUID[]))", [events])
    cur.execute("DELETE FROM nodes WHERE id IN (SELECT unnest(?::UUID[]))", [nodes])
    cur.execute("DELETE FROM events WHERE id IN (SELECT unnest(?::UUID[]))", [events])
    seal = integrity.current()
    seal.added(cur, "nodes", -removed_nodes)
    seal.added(cur, "events", -removed_events)
    redacted = _redact_operations(cur, plan)

    receipt = ForgetReceipt(
        target_id=plan.target, target_kind=plan.kind, user_id=user_id, node_ids=nodes, event_ids=events,
        operations_redacted=redacted, forgotten_at=now, reinstated_ids=reinstated, **measured,
    )
    tombstone = OperationRecord(
        user_id=user_id, op_type=FORGET_OP, node_id=UUID(plan.target) if plan.kind == "node" else None,
        evidence_id=UUID(plan.target) if plan.kind == "event" else None, actor_id=actor_id, reason=reason,
        payload=receipt.model_dump(mode="json", exclude={"tombstone_id", "forgotten_at", "user_id"}),
        created_at=now,
    )
    record = audit.append_operation(cur, tombstone)
    return receipt.model_copy(update={"tombstone_id": str(record.id)})


def _drop_capture_events(cur: storage.Cursor, events: set[str]) -> None:
    """An inbox capture keeps its row (so the file is not captured again) without the forgotten events."""
    if not events:
        return
    rows = cur.execute(
        "SELECT content_hash, event_ids FROM captures WHERE EXISTS "
        "(SELECT 1 FROM unnest(?::VARCHAR[]) t(i) WHERE contains(event_ids, t.i))", [sorted(events)]
    ).fetchall()
    for content_hash, event_ids in rows:
        kept = [e for e in (storage.loads(event_ids) or []) if str(e) not in events]
        cur.execute("UPDATE captures SET event_ids = ? WHERE content_hash = ?", [json.dumps(kept), content_hash])


# --- the audit log ------------------------------------------------------------------------


def _scrub(value: Any, gone: set[str]) -> Any:
    """``value`` with every snapshot of a forgotten row replaced by the forgotten marker."""
    if isinstance(value, dict):
        if str(value.get("id")) in gone and ("content" in value or "lifecycle_state" in value):
            return {"id": str(value["id"]), **FORGOTTEN}
        return {k: (FORGOTTEN if k in gone and isinstance(v, dict) else _scrub(v, gone)) for k, v in value.items()}
    if isinstance(value, list):
        return [_scrub(v, gone) for v in value]
    return value


def _operations_to_redact(cur: storage.Cursor, plan: _Plan) -> tuple[list[Any], list[OperationRecord]]:
    """All operation rows from the first one that holds forgotten content, and those that do."""
    gone = _ids_param(plan.nodes | plan.events)
    if not gone:
        return [], []
    found = cur.execute(
        "SELECT min(seq) FROM operations WHERE node_id IN (SELECT unnest(?::UUID[])) "
        "OR target_node_id IN (SELECT unnest(?::UUID[])) OR evidence_id IN (SELECT unnest(?::UUID[])) "
        "OR EXISTS (SELECT 1 FROM unnest(?::VARCHAR[]) t(i) WHERE contains(coalesce(before, '') || "
        "coalesce(after, '') || coalesce(payload, '') || coalesce(reason, ''), t.i))",
        [gone, gone, gone, gone],
    ).fetchone()
    first = found[0] if found else None
    if first is None:
        return [], []
    rows = cur.execute(
        f"SELECT {audit.OPERATION_COLUMNS} FROM operations WHERE seq >= ? ORDER BY seq", [first]
    ).fetchall()
    ids = set(gone)
    changed = []
    for row in rows:
        record = audit.operation_from_row(row)
        redacted = _redacted(record, ids)
        if redacted is not None:
            changed.append(redacted)
    return rows, changed


def _redacted(record: OperationRecord, gone: set[str]) -> OperationRecord | None:
    if record.op_type == FORGET_OP:
        return None  # a tombstone holds ids and counts only
    touches = any(str(v) in gone for v in (record.node_id, record.target_node_id, record.evidence_id)) or (
        record.reason is not None and any(i in record.reason for i in gone))
    update: dict[str, Any] = {}
    for field in ("before", "after", "payload"):
        value = getattr(record, field)
        scrubbed = _scrub(value, gone)
        if scrubbed != value:
            update[field] = scrubbed
    if (touches or update) and record.reason is not None:
        update["reason"] = None  # a reason may quote the forgotten text
    if not update:
        return None
    redacted = record.model_copy(update=update)
    return redacted.model_copy(update={"checksum": audit.operation_checksum(redacted)})


def _redact_operations(cur: storage.Cursor, plan: _Plan) -> int:
    """Redact the records holding forgotten content and re-link the chain from the first one."""
    import pyarrow as pa
    rows, changed = _operations_to_redact(cur, plan)
    if not changed:
        return 0
    by_seq = {r.seq: r for r in changed}
    first = min(by_seq)
    tail = [audit.operation_from_row(r) for r in rows if r[1] >= first]
    tail = [by_seq.get(r.seq, r) for r in tail]
    for record in changed:
        cur.execute(
            "UPDATE operations SET before = ?, after = ?, payload = ?, reason = ?, checksum = ? WHERE seq = ?",
            [storage.dumps(record.before), storage.dumps(record.after), storage.dumps(record.payload),
             record.reason, record.checksum, record.seq],
        )
    previous = cur.execute(
        "SELECT chain_mac, (SELECT count(*) FROM operations WHERE seq < ?) FROM operations WHERE seq < ? "
        "ORDER BY seq DESC LIMIT 1", [first, first],
    ).fetchone()
    head, before = (previous[0], int(previous[1])) if previous else (integrity.GENESIS, 0)
    seal = integrity.current()
    seal.added(cur, "operations", 0)  # loads the sealed state into this transaction
    assert seal.state is not None
    seal.state = replace(seal.state, operations=before, head=head)
    macs = seal.chain(cur, [audit.operation_body(r) for r in tail])
    name = "_forget_chain"
    cur.register(name, pa.table({"seq": [r.seq for r in tail], "mac": macs}))
    try:
        cur.execute(f"UPDATE operations SET chain_mac = s.mac FROM {name} s WHERE operations.seq = s.seq")
    finally:
        cur.unregister(name)
    return len(changed)


# --- the engine's methods -----------------------------------------------------------------


class ForgetOperations(EngineState):
    async def forget_preview(self, node_or_event_id: str | UUID, *, user_id: str) -> ForgetReceipt:
        """What :meth:`forget` would remove, changing nothing (for a confirmation)."""
        user_id = validation.user_id(user_id)
        return await self._db.read(preview_in_transaction, node_or_event_id, user_id)

    async def forget(
        self, node_or_event_id: str | UUID, *, user_id: str, actor: str | None = None, reason: str | None = None,
    ) -> ForgetReceipt:
        """Remove a memory, or a source event with everything derived from it, for good.

        A memory's source events go with it (they hold its text). Keeps a content-free
        ``forget`` operation (ids, counts, actor, reason, time) and returns the receipt of
        what was removed. Final: there is no undo. Run ``compact`` afterwards to rewrite the
        file without the freed blocks.
        """
        from engine.lifecycle import _actor, _reason

        self._check_writable()
        user_id = validation.user_id(user_id)
        actor_id, why = _actor(actor), _reason(reason)
        receipt = await self._db.write(forget_in_transaction, node_or_event_id, user_id, actor_id=actor_id,
                                       reason=why)
        indexes = self._indexes
        if indexes._vector_load is not None:
            await indexes._vector_load  # a removal queued behind a load would otherwise wait for close
        indexes.retire(receipt.node_ids)
        if indexes.vectors.loaded:
            await indexes.save_snapshot()  # the saved snapshot must not keep the forgotten vectors
        if receipt.reinstated_ids:
            await self._republish(await self._db.read(storage.get_nodes, receipt.reinstated_ids, user_id))
        return receipt
