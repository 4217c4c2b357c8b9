"""store(), ingest_fast() and the materialization that turns accepted events into nodes.

Crash story: store() is acknowledged once its event and node are a sealed record in the
pack's write journal (engine/write_journal.py); the writer then applies every record
waiting in one transaction: the event, the complete snapshot of its node, a completed
materialization job, the node and the update check. Reads wait for that, and an open
after a kill applies what the journal still holds. ingest_fast() commits the event and a
pending job at once; ``process_pending()`` builds the node from that snapshot later,
keeping its id, type, timestamps and TTL. Vectors come after, from the background
embedder, in their own transaction; a node the process died before embedding is embedded
by the next open (engine/search_indexes.py).
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from datetime import datetime, timedelta
from functools import cached_property
from typing import Any, Sequence
from uuid import UUID

from engine import idempotency, storage, validation
from engine.current_truth import check_in_transaction
from engine.database import BehindKind, BehindWrite
from engine.engine_state import EngineState
from engine.errors import MaterializationError
from engine.models import (
    Event,
    FastIngestItem,
    MemoryNode,
    ProcessingStatus,
    ProcessResult,
    StoreReceipt,
    utcnow,
)
from engine.schema import one_row
from engine.search_indexes import Prepared
from engine.types import (
    SPEAKER_KEY,
    VALUE_BINDINGS_KEY,
    EpistemicType,
    NodeType,
    Scope,
    SourceType,
)

log = logging.getLogger("prme.engine")

_DEFAULT_SOURCE = {
    "user": SourceType.USER_STATED,
    "participant": SourceType.USER_STATED,
    "assistant": SourceType.SYSTEM_INFERRED,
    "system": SourceType.SYSTEM_INFERRED,
    "tool": SourceType.TOOL_OUTPUT,
}
_DEFAULT_EPISTEMIC = {
    SourceType.USER_STATED: EpistemicType.ASSERTED,
    SourceType.USER_DEMONSTRATED: EpistemicType.OBSERVED,
    SourceType.SYSTEM_INFERRED: EpistemicType.INFERRED,
    SourceType.EXTERNAL_DOCUMENT: EpistemicType.ASSERTED,
    SourceType.TOOL_OUTPUT: EpistemicType.OBSERVED,
}
# Starting confidence by provenance: what a person said or a tool observed outranks a guess.
_DEFAULT_CONFIDENCE = {
    SourceType.USER_STATED: 0.7,
    SourceType.USER_DEMONSTRATED: 0.8,
    SourceType.SYSTEM_INFERRED: 0.5,
    SourceType.EXTERNAL_DOCUMENT: 0.6,
    SourceType.TOOL_OUTPUT: 0.8,
}
# Largest batch embedded in one go, so a processing budget is checked often enough.
_MATERIALIZE_BATCH = 256


def _error_summary(exc: BaseException) -> str:
    """Exception type and a short message: never provider response bodies or secrets."""
    return f"{type(exc).__name__}: {str(exc)[:200]}"


class WriteOperations(EngineState):
    # --- building validated records (no I/O) --------------------------------------

    def _source_event(
        self, content: str, *, user_id: str, role: str, speaker: str | None, session_id: str | None,
        scope: Any, metadata: dict | None, event_time: datetime | None, extra_metadata: dict | None = None,
    ) -> Event:
        content = validation.content(content)
        user_id = validation.user_id(user_id)
        role = validation.role(role)
        name = validation.speaker(speaker)
        meta = validation.metadata(metadata) or {}
        if extra_metadata:
            meta.update(extra_metadata)
        if name is not None:
            meta[SPEAKER_KEY] = name
        return Event(
            user_id=user_id, session_id=validation.session_id(session_id),
            scope=validation.enum_value(Scope, scope, "scope"), role=role, content=content,
            metadata=meta or None, event_time=validation.aware_datetime(event_time, "event_time"),
        )

    def _node_for_event(
        self, event: Event, *, text: str, node_type: Any = NodeType.NOTE, confidence: float | None = None,
        epistemic_type: Any = None, source_type: Any = None, valid_from: datetime | None = None,
        valid_to: datetime | None = None, ttl_days: int | None = None,
    ) -> MemoryNode:
        kind = validation.enum_value(NodeType, node_type, "node_type")
        source = validation.optional_enum(SourceType, source_type, "source_type") or _DEFAULT_SOURCE[event.role]
        epistemic = validation.optional_enum(EpistemicType, epistemic_type, "epistemic_type")
        validation.conditional(epistemic, event.metadata)
        start, end = validation.validity(valid_from, valid_to)
        conf = validation.unit_interval(confidence, "confidence")
        ttl = validation.ttl_days(ttl_days)
        now = event.created_at
        return MemoryNode(
            user_id=event.user_id, session_id=event.session_id, scope=event.scope, node_type=kind,
            content=text, metadata=event.metadata, confidence=conf if conf is not None else _DEFAULT_CONFIDENCE[source],
            epistemic_type=epistemic or _DEFAULT_EPISTEMIC[source], source_type=source,
            valid_from=start or event.event_time or now, valid_to=end, evidence_refs=[event.id],
            event_time=event.event_time, expires_at=now + timedelta(days=ttl) if ttl else None,
            created_at=now, updated_at=now,
        )

    # --- admission: event + snapshot + job in one transaction --------------------------

    @staticmethod
    def _admit(cur: storage.Cursor, events: Sequence[Event], nodes: Sequence[MemoryNode]) -> None:
        storage.insert_events(cur, events)
        storage.insert_jobs(
            cur,
            [(e.id, e.user_id, n.id, n.model_dump_json()) for e, n in zip(events, nodes)],
            utcnow(),
        )

    # --- store ----------------------------------------------------------------------

    async def store(self, content: str, **kwargs: Any) -> str:
        """Store one memory; returns the id of its immutable source event.

        Returns once the event and the node are committed (found by their words at once);
        the vectors follow from the background embedder (see ``wait_for_vectors``)."""
        receipt = await self.store_with_receipt(content, **kwargs)
        return str(receipt.event_id)

    async def store_with_receipt(
        self,
        content: str,
        *,
        user_id: str,
        retrieval_content: str | None = None,
        value_bindings: Sequence[Any] | None = None,
        session_id: str | None = None,
        role: str = "user",
        speaker: str | None = None,
        node_type: NodeType | str = NodeType.NOTE,
        scope: Scope | str = Scope.PERSONAL,
        metadata: dict | None = None,
        confidence: float | None = None,
        epistemic_type: EpistemicType | str | None = None,
        source_type: SourceType | str | None = None,
        event_time: datetime | None = None,
        valid_from: datetime | None = None,
        valid_to: datetime | None = None,
        ttl_days: int | None = None,
    ) -> StoreReceipt:
        """Store one memory and return its event id, node id, node and processing state."""
        self._check_writable()
        text = content if retrieval_content is None else validation.content(retrieval_content, "retrieval_content")
        extra = None
        if value_bindings:
            from engine.retrieval.value_bindings import admit_bindings

            extra = {VALUE_BINDINGS_KEY: admit_bindings(value_bindings, validation.content(content), text)}
        event = self._source_event(
            content, user_id=user_id, role=role, speaker=speaker, session_id=session_id, scope=scope,
            metadata=metadata, event_time=event_time, extra_metadata=extra,
        )
        node = self._node_for_event(
            event, text=text, node_type=node_type, confidence=confidence, epistemic_type=epistemic_type,
            source_type=source_type, valid_from=valid_from, valid_to=valid_to, ttl_days=ttl_days,
        )
        try:
            prepared = await self._indexes.prepare([node])
        except Exception as exc:
            # The memory is still accepted: event, snapshot and a pending job, which
            # process_pending() finishes later.
            await self._db.write(self._admit, [event], [node])
            await self._db.write(storage.fail_job, str(event.id), _error_summary(exc), utcnow())
            raise MaterializationError(
                f"the memory was saved but its node could not be built ({type(exc).__name__}); "
                "process_pending() will finish it",
                event_id=str(event.id),
            ) from exc

        # Acknowledged once the journal holds it; the writer applies it in a moment (with the
        # stores that came meanwhile, one insert per table), and every read waits for that.
        self._db.write_behind(BehindWrite(_store_record(event, node), (event, node, prepared), self._stores))
        self._indexes.embed_ahead([node])  # its vectors computed while the writer applies it
        status = ProcessingStatus(event_id=event.id, node_id=node.id, status="complete", attempts=1,
                                  updated_at=utcnow(), vectors_pending=True)
        return StoreReceipt(event_id=event.id, node_id=node.id, node=node, processing_status=status)

    @cached_property
    def _stores(self) -> BehindKind:
        return BehindKind(apply=self._apply_stores, after=self._after_stores, rescue=self._rescue_store)

    def _apply_stores(
        self, cur: storage.Cursor, stores: Sequence[tuple[Event, MemoryNode, Prepared | None]],
    ) -> tuple[Prepared | None, list[str]]:
        """In the writer's transaction, for stores acknowledged together: the events, their jobs
        (complete), the nodes and the update check (in capture order); the vectors follow in
        their own (engine/background_embedder.py). Returns what to publish and the ids the
        check retired."""
        events, nodes = [e for e, _, _ in stores], [n for _, n, _ in stores]
        storage.insert_events(cur, events)
        storage.insert_jobs(cur, [(e.id, e.user_id, n.id, n.model_dump_json()) for e, n in zip(events, nodes)],
                            utcnow(), complete=True)
        roles = {str(e.id): e.role for e in events}
        inserted = storage.insert_nodes(cur, nodes)
        built = [p for _, _, p in stores if p is not None]
        prepared = None  # replayed at open: the search indexes load from the pack after
        if len(built) == len(stores):
            prepared = Prepared(nodes=[n for p in built for n in p.nodes])
            self._indexes.write(cur, prepared)
        # Checked one by one, in capture order, as each would be alone: a store's similarity check
        # is queued before the next one's slots decide, so a third value still waits for the first two.
        return prepared, [i for node in inserted for i in self._check_updates(cur, [node], roles)]

    def _after_stores(self, applied: tuple[Prepared | None, list[str]]) -> None:
        """After the commit: the new nodes into the search indexes, the retired ones out."""
        prepared, retired = applied
        if prepared is not None:
            self._indexes.publish(prepared)
        self._drop_retired(retired)

    def _rescue_store(
        self, cur: storage.Cursor, store: tuple[Event, MemoryNode, Prepared | None], exc: BaseException,
    ) -> None:
        """The node could not be built: keep the event with a failed job, for process_pending()."""
        log.warning("a stored memory's node could not be built (%s); process_pending() will finish it",
                    type(exc).__name__)
        event, node, _ = store
        self._admit(cur, [event], [node])
        storage.fail_job(cur, str(event.id), _error_summary(exc), utcnow())

    async def _replay_journal(self) -> None:
        """At open, before the search indexes load: apply the stores a killed process had
        acknowledged but not yet committed (engine/write_journal.py), skipping any whose
        event is already in the pack, then delete their segments.

        As the writer does, a store that fails with the others is applied alone, or kept as an
        event with a failed job (process_pending() finishes it). One that cannot be kept even so
        stays in its sealed segment, for the next open, and the pack opens without it: a record
        that can never apply must not lock its owner out of every other memory."""
        journal = self._db.journal
        assert journal is not None
        segments = await asyncio.to_thread(journal.recover)
        applied: list[int] = []
        for number, payloads in segments:
            try:
                pairs = [_read_store_record(payload) for payload in payloads]
            except ValueError as exc:  # pydantic's ValidationError and JSON errors are ValueErrors
                log.error("segment %d of the write journal holds a store this version cannot read (%s); "
                          "it stays in the journal", number, type(exc).__name__)
                continue
            if await self._replay_stores(pairs):
                applied.append(number)
        await asyncio.to_thread(journal.discard, applied)

    async def _replay_stores(self, pairs: list[tuple[Event, MemoryNode]]) -> bool:
        """The stores of a journal segment not yet in the pack, applied as the writer applies
        stores (together, else each alone, else rescued). Returns whether every one is now in
        the pack."""
        def apply(cur: storage.Cursor, chosen: list[tuple[Event, MemoryNode]]) -> int:
            stored = storage.existing_event_ids(cur, [str(e.id) for e, _ in chosen])
            if missing := [(event, node, None) for event, node in chosen if str(event.id) not in stored]:
                self._apply_stores(cur, missing)
            return len(missing)

        def applied(count: int) -> None:
            if count:
                log.info("applied %d acknowledged store(s) left in the write journal", count)

        def rescue(cur: storage.Cursor, pair: tuple[Event, MemoryNode], exc: BaseException) -> None:
            self._rescue_store(cur, (*pair, None), exc)

        return await self._db.apply_kept(pairs, BehindKind(apply=apply, after=applied, rescue=rescue))

    # --- ingest_fast ------------------------------------------------------------------

    def _fast_pair(self, item: FastIngestItem, user_id: str) -> tuple[Event, MemoryNode]:
        event = self._source_event(
            item.content, user_id=user_id, role=item.role, speaker=item.speaker, session_id=item.session_id,
            scope=item.scope, metadata=item.metadata, event_time=item.event_time,
        )
        return event, self._node_for_event(event, text=event.content)

    async def ingest_fast(
        self, content: str, *, user_id: str, role: str = "user", speaker: str | None = None,
        session_id: str | None = None, metadata: dict | None = None, scope: Scope | str = Scope.PERSONAL,
        event_time: datetime | None = None,
    ) -> str:
        """Accept a message durably without embedding it; process_pending() builds its node."""
        self._check_writable()
        item = FastIngestItem(
            content=content, role=role, speaker=speaker, session_id=session_id, scope=scope,
            metadata=metadata, event_time=event_time,
        )
        event, node = self._fast_pair(item, user_id)
        await self._db.write(self._admit, [event], [node])
        return str(event.id)

    async def ingest_fast_many(
        self, items: Sequence[FastIngestItem | dict], *, user_id: str, request_id: str | UUID | None = None
    ) -> list[str]:
        """Accept a whole list in one transaction; returns event ids in input order.

        With ``request_id`` a retry of the same list returns the same ids, and a
        different list under the same id raises ConflictError.
        """
        self._check_writable()
        validation.user_id(user_id)
        request = idempotency.normalize_request_id(request_id)
        parsed = [i if isinstance(i, FastIngestItem) else FastIngestItem.model_validate(i) for i in items]
        pairs = [self._fast_pair(item, user_id) for item in parsed]
        if not pairs and request is None:
            return []
        inputs = [item.model_dump(mode="json") for item in parsed]

        def admit(cur: storage.Cursor) -> list[str]:
            seen, previous = idempotency.replay(cur, user_id, request, "ingest_fast_many", inputs)
            if seen:
                return list(previous)
            events = [e for e, _ in pairs]
            self._admit(cur, events, [n for _, n in pairs])
            ids = [str(e.id) for e in events]
            idempotency.remember(cur, user_id, request, "ingest_fast_many", inputs, ids, utcnow())
            return ids

        return await self._db.write(admit)

    # --- materialization ---------------------------------------------------------------

    def _build(self, cur: storage.Cursor, nodes: Sequence[MemoryNode], prepared: Any) -> list[str]:
        """Inside a transaction: insert the nodes, note which are active for the indexes, run the
        update check (engine/current_truth) on those inserted now (a repair's node was checked when
        it was built) and complete their jobs. Returns the ids the check retired."""
        inserted = storage.insert_nodes(cur, nodes)
        self._indexes.write(cur, prepared)
        retired = self._check_updates(cur, inserted)
        storage.complete_jobs(cur, [str(n.evidence_refs[0]) for n in nodes], utcnow())
        return retired

    def _check_updates(
        self, cur: storage.Cursor, nodes: Sequence[MemoryNode], roles: dict[str, str] | None = None
    ) -> list[str]:
        return check_in_transaction(
            cur, nodes, owner_names=self.config.owner_names, enabled=self.config.enable_store_supersedence,
            roles=roles, fresh=True,
        )

    def _drop_retired(self, node_ids: Sequence[str]) -> None:
        """After commit: nodes the update check retired leave the search indexes."""
        if not node_ids:
            return
        try:
            self._indexes.retire(list(node_ids))
        except Exception as exc:  # the durable change stands; the next open rebuilds without them
            log.warning("could not retire %d node(s) from the search indexes: %s", len(node_ids), type(exc).__name__)

    async def _materialize(self, nodes: Sequence[MemoryNode]) -> None:
        """Build accepted nodes and their durable index rows in one transaction, then publish."""
        prepared = await self._indexes.prepare(nodes)
        retired = await self._db.write(self._build, nodes, prepared)
        self._indexes.publish(prepared)
        self._drop_retired(retired)

    async def process_pending(
        self, user_id: str | None = None, *, budget_ms: int = 1000, limit: int | None = None
    ) -> ProcessResult:
        """Materialize pending events in batches until none are left or the budget is spent.

        ``budget_ms=0`` only reports counts. A failing item stays pending with its error;
        it does not block the others in its batch.
        """
        if user_id is not None:
            validation.user_id(user_id)
        processed = 0
        failed_now: set[str] = set()  # skipped for the rest of this call, so one bad item cannot spin
        deadline = time.monotonic() + budget_ms / 1000
        remaining = limit
        while budget_ms > 0 and time.monotonic() < deadline and (remaining is None or remaining > 0):
            size = min(_MATERIALIZE_BATCH, self.config.write_queue_size, remaining or _MATERIALIZE_BATCH)
            jobs = await self._db.read(storage.pending_jobs, user_id, size + len(failed_now))
            jobs = [j for j in jobs if j[0] not in failed_now][:size]
            if not jobs:
                break
            nodes = await self._readable_snapshots(jobs, failed_now)
            if not nodes:
                continue
            try:
                await self._materialize(nodes)
                processed += len(nodes)
            except Exception:
                processed += await self._materialize_one_by_one(nodes, failed_now)
            if remaining is not None:
                remaining -= len(nodes)
        counts = await self._db.read(self._pending_counts, user_id)
        return ProcessResult(processed=processed, vectors_pending=self._indexes.vectors_pending(user_id), **counts)

    async def _readable_snapshots(self, jobs: Sequence[tuple[str, str, str]], failed: set[str]) -> list[MemoryNode]:
        """The jobs' node snapshots; one that cannot be read (an edited or imported bad record)
        marks its own job failed with the reason, so the rest of the queue still completes."""
        nodes = []
        for event_id, node_id, snapshot in jobs:
            try:
                node = MemoryNode.model_validate_json(snapshot)
                if [str(e) for e in node.evidence_refs[:1]] != [event_id] or str(node.id) != node_id:
                    raise ValueError("the snapshot does not name its own event and node")
            except ValueError as exc:
                reason = "unreadable node snapshot: " + validation.describe_error(exc)[:200]
                log.warning("materialization of event %s failed: unreadable snapshot", event_id)
                failed.add(event_id)
                await self._db.write(storage.fail_job, event_id, reason, utcnow(), permanent=True)
                continue
            nodes.append(node)
        return nodes

    async def _materialize_one_by_one(self, nodes: Sequence[MemoryNode], failed: set[str]) -> int:
        done = 0
        for node in nodes:
            event_id = str(node.evidence_refs[0])
            try:
                await self._materialize([node])
                done += 1
            except Exception as exc:
                log.warning("materialization of event %s failed: %s", event_id, type(exc).__name__)
                failed.add(event_id)
                await self._db.write(storage.fail_job, event_id, _error_summary(exc), utcnow())
        return done

    @staticmethod
    def _pending_counts(cur: storage.Cursor, user_id: str | None) -> dict[str, int]:
        sql = (
            "SELECT count(*), count(*) FILTER (WHERE last_error IS NOT NULL) FROM materialization_jobs "
            "WHERE status = 'pending'"
        )
        params: list[Any] = []
        if user_id is not None:
            sql += " AND user_id = ?"
            params.append(user_id)
        pending, failed = one_row(cur.execute(sql, params))
        return {"pending": pending, "failed": failed}

    async def wait_for_vectors(self, user_id: str | None = None) -> None:
        """Return once every memory acknowledged so far (of ``user_id``, or of everyone) is
        searchable by meaning; the background embedder takes them first."""
        if user_id is not None:
            validation.user_id(user_id)
        await self._indexes.catch_up(user_id)

    async def processing_status(self, event_id: str | UUID, *, user_id: str) -> ProcessingStatus | None:
        """Durable materialization state of one event; None for unknown or foreign events."""
        validation.user_id(user_id)
        try:
            UUID(str(event_id))
        except ValueError:
            return None
        return await self._db.read(storage.job_status, event_id, user_id)


def _store_record(event: Event, node: MemoryNode) -> bytes:
    """A store() as the write journal keeps it."""
    return json.dumps({"kind": "store", "event": event.model_dump(mode="json"),
                       "node": node.model_dump(mode="json")}, separators=(",", ":")).encode()


def _read_store_record(payload: bytes) -> tuple[Event, MemoryNode]:
    data = json.loads(payload)
    return Event.model_validate(data["event"]), MemoryNode.model_validate(data["node"])
