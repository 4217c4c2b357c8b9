"""ingest(), ingest_batch() and durable extraction jobs (a mixin of MemoryEngine).

Crash story of one ingested message:

1. Phase 1, one transaction: the immutable source event, the snapshot and pending
   job of its raw NOTE, and a pending extraction job. Nothing else; ``ingest``
   returns the event id once it commits.
2. Phase 2, run at once (``wait_for_extraction=True``), in a task of this engine, or
   later by ``process_extractions()``: claim the job with a lease (renewed while the
   provider works), build the raw NOTE, extract, ground, and save the grounded output
   (phase ``materializing``); build nodes, edges and index rows in one transaction
   (phase ``linking``); apply contradictions and supersessions through the lifecycle
   operations with request ids; mark the job complete.

A worker that dies keeps its lease until it expires; then any worker may claim the
job again and continues from the last committed phase. Saved output is reused, so a
materialization failure never costs a second model call; node ids are derived from
the event, so nothing is built twice. There is no background daemon: tasks of an
engine stop at ``close()``, which hands their jobs back as pending.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import os
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Sequence
from uuid import UUID, uuid4, uuid5

from engine import storage, validation
from engine.errors import ConfigurationError, EngineClosedError, ExtractionError
from engine.extraction import jobs
from engine.extraction.grounding import GROUNDING_VERSION, ground
from engine.extraction.jobs import ExtractionProcessResult, ExtractionRecord, ExtractionStatus
from engine.extraction.materialize import _NS, build_plan, node_id_for, single_valued, slot_of
from engine.extraction.providers import REASON_CODES, Provider, ProviderFailure, build_provider
from engine.extraction.schema import SCHEMA_VERSION, ExtractedClaim, ExtractionOutput, normalize
from engine.models import Event, MemoryEdge, MemoryNode, utcnow
from engine.schema import to_db_time
from engine.storage import Cursor, dumps, node_from_row
from engine.types import ACTIVE_STATES, Scope

log = logging.getLogger("prme.extraction")

OWNER_LABEL = "User"
_ACTIVE = [s.value for s in ACTIVE_STATES]
_CURRENT = ["tentative", "stable"]
_CLAIM_TYPES = ["fact", "preference", "decision", "task"]
ACTOR = "extractor"


@dataclass
class _WorkerState:
    owner: str = field(default_factory=lambda: f"pid{os.getpid()}-{uuid4().hex[:12]}")
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    tasks: set[asyncio.Task] = field(default_factory=set)
    # Last safe failure message per event, for the ExtractionError of a waiting caller.
    messages: dict[str, str] = field(default_factory=dict)
    stopping: bool = False


# --- SQL helpers (run inside a read or a write) ---------------------------------------

def _raw_job(cur: Cursor, event_id: str) -> tuple[str, str, str] | None:
    row = cur.execute(
        "SELECT node_id, snapshot, status FROM materialization_jobs WHERE event_id = ?", [event_id]
    ).fetchone()
    return (str(row[0]), row[1], row[2]) if row else None


def _existing_entities(cur: Cursor, user_id: str, scope: str, names: Sequence[str]) -> dict[str, UUID]:
    if not names:
        return {}
    rows = cur.execute(
        "SELECT json_extract_string(metadata, '$.entity.normalized') AS n, id FROM nodes "
        "WHERE user_id = ? AND scope = ? AND node_type = 'entity' "
        "AND lifecycle_state IN (SELECT unnest(?::VARCHAR[])) "
        "AND json_extract_string(metadata, '$.entity.normalized') IN (SELECT unnest(?::VARCHAR[])) "
        "ORDER BY created_at, id",
        [user_id, scope, _ACTIVE, list(names)],
    ).fetchall()
    found: dict[str, UUID] = {}
    for name, node_id in rows:
        found.setdefault(name, node_id)
    return found


def _current_claims(cur: Cursor, user_id: str, scope: str, subjects: Sequence[str], exclude_event: str) -> list[MemoryNode]:
    if not subjects:
        return []
    rows = cur.execute(
        f"SELECT {storage.NODE_COLUMNS} FROM nodes WHERE user_id = ? AND scope = ? "
        "AND node_type IN (SELECT unnest(?::VARCHAR[])) AND lifecycle_state IN (SELECT unnest(?::VARCHAR[])) "
        "AND json_extract_string(metadata, '$.claim.subject_normalized') IN (SELECT unnest(?::VARCHAR[])) "
        "AND coalesce(json_extract_string(metadata, '$.extraction.event_id'), '') <> ? "
        "ORDER BY created_at, id",
        [user_id, scope, _CLAIM_TYPES, _CURRENT, list(subjects), exclude_event],
    ).fetchall()
    return [node_from_row(r) for r in rows]


def _insert_edges(cur: Cursor, edges: Sequence[MemoryEdge]) -> None:
    if not edges:
        return
    cur.executemany(
        f"INSERT INTO edges ({storage.EDGE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
        [
            [str(e.id), str(e.source_id), str(e.target_id), e.edge_type.value, e.user_id, e.confidence,
             to_db_time(e.valid_from), to_db_time(e.valid_to),
             str(e.provenance_event_id) if e.provenance_event_id else None, dumps(e.metadata), to_db_time(e.created_at)]
            for e in edges
        ],
    )


def _existing_ids(cur: Cursor, ids: Sequence[UUID]) -> set[str]:
    if not ids:
        return set()
    rows = cur.execute("SELECT id FROM nodes WHERE id IN (SELECT unnest(?::UUID[]))", [[str(i) for i in ids]]).fetchall()
    return {str(r[0]) for r in rows}


class ExtractionOperations:
    # --- state ------------------------------------------------------------------------

    def _xstate(self) -> _WorkerState:
        state = getattr(self, "_extraction_state", None)
        if state is None:
            state = self._extraction_state = _WorkerState()
        return state

    def _extraction_provider(self) -> Provider:
        """The configured provider, built at first use (ConfigurationError if it cannot work)."""
        provider = getattr(self, "_extraction_provider_cache", None)
        if provider is None:
            provider = self._extraction_provider_cache = build_provider(self.config.extraction)
        return provider

    # --- phase 1 ----------------------------------------------------------------------

    async def ingest(
        self,
        content: str,
        *,
        user_id: str,
        role: str = "user",
        speaker: str | None = None,
        session_id: str | None = None,
        metadata: dict | None = None,
        wait_for_extraction: bool = False,
        scope: Scope | str = Scope.PERSONAL,
        event_time: datetime | None = None,
    ) -> str:
        """Store a message and extract entities and claims from it; returns the event id.

        The event, its raw NOTE job and its extraction job commit together first.
        With ``wait_for_extraction=True`` a failed extraction raises ExtractionError
        (with ``event_id`` and ``reason_code``); the event stays stored either way.
        """
        message = {"content": content, "role": role, "speaker": speaker, "metadata": metadata, "event_time": event_time}
        ids = await self._ingest_messages([message], user_id=user_id, session_id=session_id, scope=scope,
                                          wait=wait_for_extraction)
        return ids[0]

    async def ingest_batch(
        self,
        messages: Sequence[dict],
        *,
        user_id: str,
        session_id: str | None = None,
        wait_for_extraction: bool = False,
        scope: Scope | str = Scope.PERSONAL,
    ) -> list[str]:
        """Ingest a conversation in order; every message is checked before the first is stored.

        Each dict has ``content`` and ``role``, optionally ``speaker``, ``metadata`` and
        ``event_time``. All events and jobs commit in one transaction; extraction then
        runs in message order, so a later turn can supersede or contest an earlier one.
        """
        if not isinstance(messages, (list, tuple)):
            raise ValueError("messages: must be a list of dicts")
        checked = []
        allowed = {"content", "role", "speaker", "metadata", "event_time"}
        for i, message in enumerate(messages):
            if not isinstance(message, dict):
                raise ValueError(f"messages[{i}]: must be a dict with content and role")
            unknown = set(message) - allowed
            if unknown:
                raise ValueError(f"messages[{i}]: unknown key {sorted(unknown)[0]!r}; allowed: {', '.join(sorted(allowed))}")
            if "content" not in message or "role" not in message:
                raise ValueError(f"messages[{i}]: needs both 'content' and 'role'")
            checked.append(message)
        if not checked:
            return []
        return await self._ingest_messages(checked, user_id=user_id, session_id=session_id, scope=scope,
                                           wait=wait_for_extraction)

    async def _ingest_messages(
        self, messages: Sequence[dict], *, user_id: str, session_id: str | None, scope: Any, wait: bool
    ) -> list[str]:
        self._check_writable()
        validation.user_id(user_id)
        provider = self._extraction_provider()
        events: list[Event] = []
        nodes: list[MemoryNode] = []
        for i, message in enumerate(messages):
            try:
                event = self._source_event(
                    message["content"], user_id=user_id, role=message.get("role", "user"),
                    speaker=message.get("speaker"), session_id=session_id, scope=scope,
                    metadata=message.get("metadata"), event_time=message.get("event_time"),
                )
            except ValueError as exc:
                raise ValueError(f"messages[{i}].{exc}" if len(messages) > 1 else str(exc)) from None
            events.append(event)
            nodes.append(self._node_for_event(event, text=event.content))

        def admit(cur: Cursor) -> None:
            self._admit(cur, events, nodes)
            jobs.insert_jobs(cur, [(e.id, e.user_id, e.scope.value) for e in events], provider.name, provider.model, utcnow())

        await self._db.write(admit)
        ids = [str(e.id) for e in events]
        if wait:
            first_failure: ExtractionError | None = None
            for event_id in ids:  # every turn is tried; the first failure is raised at the end
                try:
                    await self._extract_and_wait(event_id, user_id)
                except ExtractionError as exc:
                    first_failure = first_failure or exc
            if first_failure is not None:
                raise first_failure
        else:
            self._spawn(self._extract_in_order(ids, user_id))
        return ids

    # --- phase 2 ----------------------------------------------------------------------

    def _spawn(self, coroutine: Any) -> None:
        state = self._xstate()
        task = asyncio.get_running_loop().create_task(coroutine)
        state.tasks.add(task)
        task.add_done_callback(state.tasks.discard)

    async def _extract_in_order(self, event_ids: Sequence[str], user_id: str) -> None:
        for event_id in event_ids:
            try:
                await self._run_job(event_id, user_id)
            except (EngineClosedError, asyncio.CancelledError):
                return
            except Exception:  # already recorded on the job; keep going with the next turn
                log.exception("extraction of event %s failed", event_id)

    async def _extract_and_wait(self, event_id: str, user_id: str) -> ExtractionStatus:
        status = await self._run_job(event_id, user_id)
        if status is not None and status.status == "running":
            status = await self._wait_terminal(event_id, user_id)
        if status is not None and status.status == "failed":
            code = status.reason_code or "internal"
            detail = self._xstate().messages.pop(event_id, None) or REASON_CODES.get(code, code)
            raise ExtractionError(
                f"extraction of event {event_id} failed ({code}): {detail}; the event is stored, "
                "fix the cause and call retry_extraction()",
                event_id=event_id, reason_code=code,
            )
        return status

    async def _wait_terminal(self, event_id: str, user_id: str) -> ExtractionStatus | None:
        """Another worker holds the job: wait for it to finish (or for its lease to lapse)."""
        cfg = self.config.extraction
        deadline = time.monotonic() + cfg.lease_seconds + cfg.timeout * (cfg.max_retries + 1) + 5
        while time.monotonic() < deadline:
            status = await self.extraction_status(event_id, user_id=user_id)
            if status is None or status.status in ("complete", "failed"):
                return status
            if status.status == "pending" or (status.lease_expires_at and status.lease_expires_at <= utcnow()):
                result = await self._run_job(event_id, user_id)
                if result is not None and result.status != "running":
                    return result
            await asyncio.sleep(0.1)
        return await self.extraction_status(event_id, user_id=user_id)

    async def _run_job(self, event_id: str, user_id: str) -> ExtractionStatus | None:
        """Claim and run one job if it is claimable; returns its status afterwards."""
        return (await self._try_job(event_id, user_id))[1]

    async def _try_job(self, event_id: str, user_id: str) -> tuple[bool, ExtractionStatus | None]:
        """(whether this worker claimed the job, its status afterwards)."""
        state = self._xstate()
        cfg = self.config.extraction
        async with state.lock:
            if state.stopping:
                raise EngineClosedError("the engine is closing")
            job = await self._db.write(jobs.claim, event_id, user_id, state.owner, cfg.lease_seconds, utcnow())
            if job is not None:
                heartbeat = asyncio.get_running_loop().create_task(self._heartbeat(event_id))
                try:
                    await self._run_claimed(job, user_id)
                finally:
                    heartbeat.cancel()
        return job is not None, await self.extraction_status(event_id, user_id=user_id)

    async def _heartbeat(self, event_id: str) -> None:
        state = self._xstate()
        period = max(self.config.extraction.lease_seconds / 3, 0.05)
        try:
            while True:
                await asyncio.sleep(period)
                await self._db.write(jobs.renew, event_id, state.owner, self.config.extraction.lease_seconds, utcnow())
        except (asyncio.CancelledError, EngineClosedError):
            return
        except Exception:
            log.warning("could not renew the lease of extraction job %s", event_id)

    async def _fail(self, event_id: str, reason_code: str, message: str) -> None:
        state = self._xstate()
        state.messages[event_id] = message
        if len(state.messages) > 1000:
            state.messages.pop(next(iter(state.messages)))
        log.warning("extraction of event %s failed: %s", event_id, reason_code)
        await self._db.write(jobs.fail, event_id, state.owner, reason_code, utcnow())

    async def _run_claimed(self, job: dict, user_id: str) -> None:
        event_id = job["event_id"]
        state = self._xstate()
        event = await self._db.read(storage.get_event, event_id, user_id)
        if event is None:  # cannot happen while events are append-only; fail safe
            await self._fail(event_id, "internal", "the source event is missing")
            return
        raw = await self._db.read(_raw_job, event_id)
        try:
            output = await self._saved_or_extracted(event, job)
        except (ProviderFailure, ConfigurationError) as exc:
            await self._ensure_raw_note(raw, event_id)  # the message stays searchable
            code = exc.reason_code if isinstance(exc, ProviderFailure) else "configuration"
            await self._fail(event_id, code, str(exc))
            return
        try:
            if job.get("phase") == "linking":
                claims = [(node_id_for(event_id, "claim", i), c) for i, c in enumerate(output.claims)]
                linking = True
            else:
                claims, linking = await self._build_graph(event, raw, output)
            if linking:
                await self._link(event, claims)
                await self._db.write(jobs.complete, event_id, state.owner, utcnow())
        except (EngineClosedError, asyncio.CancelledError):
            raise
        except Exception as exc:
            log.warning("building memories of event %s failed: %s", event_id, type(exc).__name__)
            await self._ensure_raw_note(await self._db.read(_raw_job, event_id), event_id)
            await self._fail(event_id, "materialization",
                             f"its memories could not be built ({type(exc).__name__}); retry reuses the saved extraction")

    async def _ensure_raw_note(self, raw: tuple[str, str, str] | None, event_id: str) -> None:
        """Build the event's raw NOTE now if its job is still pending (as process_pending would)."""
        if raw is None or raw[2] == "complete":
            return
        try:
            await self._materialize([MemoryNode.model_validate_json(raw[1])])
        except (EngineClosedError, asyncio.CancelledError):
            raise
        except Exception as exc:  # stays pending for process_pending()
            log.warning("raw note of event %s not built yet: %s", event_id, type(exc).__name__)
            await self._db.write(storage.fail_job, event_id, f"{type(exc).__name__}", utcnow())

    async def _saved_or_extracted(self, event: Event, job: dict) -> ExtractionOutput | None:
        event_id = str(event.id)
        record = await self._db.read(jobs.get_extraction, event_id, event.user_id)
        if record is not None and record.source_hash == event.content_hash:
            return ExtractionOutput.from_dict(record.output)
        provider = self._extraction_provider()
        speaker = event.speaker
        human = event.role in ("user", "participant")
        raw = await provider.extract(event.content, speaker=speaker, owner_label=OWNER_LABEL)
        if not human:
            # An assistant's or tool's "I" is not a person in the conversation.
            raw.claims = [c for c in raw.claims if not c.first_person]
        grounded, report = ground(raw, event.content, me=speaker or OWNER_LABEL)
        saved = {"output": grounded.to_dict(), "grounding": report.to_dict()}
        state = self._xstate()

        def save(cur: Cursor) -> None:
            jobs.save_extraction(
                cur, event_id=event_id, user_id=event.user_id, source_hash=event.content_hash,
                provider=provider.name, model=provider.model, schema_version=SCHEMA_VERSION, output=saved,
                dropped=report.dropped_total, now=utcnow(),
            )
            jobs.set_phase(cur, event_id, state.owner, "materializing", utcnow())
            jobs.set_provider(cur, event_id, provider.name, provider.model)

        await self._db.write(save)
        return grounded

    async def _build_graph(
        self, event: Event, raw: tuple[str, str, str] | None, output: ExtractionOutput
    ) -> tuple[list[tuple[UUID, ExtractedClaim]], bool]:
        """Commit the raw NOTE (if still pending), entities, claims, edges and their index rows
        in one transaction. Returns the new claims and whether any may supersede or contest an
        older one; when none can, the job completes in the same transaction."""
        state = self._xstate()
        event_id = str(event.id)
        raw_node_id = UUID(raw[0]) if raw else None
        raw_node = MemoryNode.model_validate_json(raw[1]) if raw and raw[2] != "complete" else None
        names = [e.normalized for e in output.entities]
        if event.speaker:
            names.append(normalize(event.speaker))
        existing_entities = await self._db.read(_existing_entities, event.user_id, event.scope.value, names)
        subjects = sorted({c.subject_normalized for c in output.claims})
        current = await self._db.read(_current_claims, event.user_id, event.scope.value, subjects, event_id)
        existing_claims = {}
        related: set[tuple[str, str]] = set()
        for node in current:
            c = (node.metadata or {}).get("claim") or {}
            existing_claims.setdefault(
                (c.get("subject_normalized"), c.get("predicate"), c.get("object_normalized"), bool(c.get("negated"))),
                str(node.id),
            )
            related.add((c.get("subject_normalized"), c.get("slot") or slot_of(c.get("predicate", ""))))
        plan = build_plan(
            event=event, raw_node_id=raw_node_id, output=output, provider=self._extraction_provider().name,
            model=self._extraction_provider().model, speaker=event.speaker, existing_entities=existing_entities,
            existing_claims=existing_claims, now=utcnow(),
        )
        linking = any(
            (claim.subject_normalized, slot_of(claim.predicate)) in related
            or (claim.replaces and any(s == claim.subject_normalized for s, _ in related))
            for _, claim in plan.claims
        )
        present = await self._db.read(_existing_ids, [n.id for n in plan.nodes])
        new_nodes = [n for n in plan.nodes if str(n.id) not in present]
        if raw_node is not None:
            new_nodes.insert(0, raw_node)
        prepared = await self._indexes.prepare(new_nodes)

        def commit(cur: Cursor) -> None:
            storage.insert_nodes(cur, new_nodes)
            self._indexes.write(cur, prepared)
            if raw_node is not None:
                storage.complete_jobs(cur, [event_id], utcnow())
            _insert_edges(cur, plan.edges)
            if linking:
                jobs.set_phase(cur, event_id, state.owner, "linking", utcnow())
            else:
                jobs.complete(cur, event_id, state.owner, utcnow())

        await self._db.write(commit)
        self._indexes.publish(prepared)
        return [(node.id, claim) for node, claim in plan.claims], linking

    # --- automatic contradictions and updates ----------------------------------------

    async def _link(self, event: Event, claims: Sequence[tuple[UUID, ExtractedClaim]]) -> None:
        """Supersede what a change replaces; contest a different value of a single-valued slot."""
        if not claims:
            return
        event_id = str(event.id)
        subjects = sorted({c.subject_normalized for _, c in claims})
        for node_id, claim in claims:
            new = await self._db.read(storage.get_node, node_id, event.user_id)
            if new is None or new.lifecycle_state.value not in _CURRENT:
                continue
            current = await self._db.read(_current_claims, event.user_id, event.scope.value, subjects, event_id)
            slot = slot_of(claim.predicate)
            replaces = normalize(claim.replaces) if claim.replaces else None
            for old in current:
                oc = (old.metadata or {}).get("claim") or {}
                if oc.get("subject_normalized") != claim.subject_normalized:
                    continue
                old_obj = oc.get("object_normalized")
                old_negated = bool(oc.get("negated"))
                if replaces and not old_negated and (old_obj == replaces or (old_obj or "").startswith(replaces + " ")):
                    await self._apply("supersede", old.id, node_id, event)
                    continue
                if (oc.get("slot") or slot_of(oc.get("predicate", ""))) != slot:
                    continue
                same = old_obj == claim.object_normalized
                if claim.negated:
                    if same and not old_negated:
                        await self._apply("supersede", old.id, node_id, event)
                elif same:
                    if old_negated:
                        await self._apply("supersede", old.id, node_id, event)
                elif old_negated:
                    continue
                elif single_valued(slot):
                    if claim.change:
                        await self._apply("supersede", old.id, node_id, event)
                    else:
                        await self._apply("contradict", old.id, node_id, event)
                        break  # the new claim is contested now; it cannot be contested twice
                # multi-valued predicates (likes, has_*, visited ...) never contest

    async def _apply(self, operation: str, old_id: UUID, new_id: UUID, event: Event) -> None:
        method = getattr(self, operation, None)
        if method is None:
            raise ConfigurationError(f"the lifecycle operation {operation}() is not available in this engine")
        kwargs: dict[str, Any] = {"user_id": event.user_id, "actor_id": ACTOR, "evidence_id": str(event.id)}
        params = inspect.signature(method).parameters
        if "request_id" in params:
            kwargs["request_id"] = str(uuid5(_NS, f"{event.id}:{operation}:{old_id}:{new_id}"))
        if "reason" in params:
            kwargs["reason"] = (
                "a later statement replaces it" if operation == "supersede" else "a later statement gives another value"
            )
        await method(str(old_id), str(new_id), **kwargs)

    # --- status and recovery ------------------------------------------------------------

    async def extraction_status(self, event_id: str | UUID, *, user_id: str) -> ExtractionStatus | None:
        """The durable state of one event's extraction; None for unknown or foreign events."""
        validation.user_id(user_id)
        try:
            event_id = str(UUID(str(event_id)))
        except ValueError:
            return None
        return await self._db.read(jobs.get_status, event_id, user_id, REASON_CODES)

    async def list_extractions(
        self, user_id: str | None = None, *, status: str | None = None, limit: int = 100
    ) -> list[ExtractionStatus]:
        """Extraction jobs, most recently changed first (for the Extraction pane)."""
        if user_id is not None:
            validation.user_id(user_id)
        if status is not None and status not in jobs.STATES:
            raise ValueError(f"status: must be one of {', '.join(jobs.STATES)}, not {status!r}")
        if not 1 <= limit <= 1000:
            raise ValueError("limit: must be between 1 and 1000")
        return await self._db.read(jobs.list_jobs, user_id, status, limit, REASON_CODES)

    async def extraction_counts(self, user_id: str | None = None) -> dict[str, int]:
        """How many extraction jobs are pending, running, failed and complete."""
        if user_id is not None:
            validation.user_id(user_id)
        return await self._db.read(jobs.counts, user_id, utcnow())

    async def retry_extraction(self, event_id: str | UUID, *, user_id: str, replan: bool = False) -> ExtractionStatus | None:
        """Make a failed extraction eligible again; live or completed work is left alone.

        Saved output is kept and reused, so a retry after a materialization failure makes
        no second model call. Plans are derived from the event, so ``replan`` needs no
        separate revision here and is accepted for compatibility.
        """
        validation.user_id(user_id)
        try:
            event_id = str(UUID(str(event_id)))
        except ValueError:
            return None
        await self._db.write(jobs.reset, event_id, user_id, utcnow())
        return await self.extraction_status(event_id, user_id=user_id)

    async def process_extractions(
        self, user_id: str | None = None, *, limit: int = 100, budget_ms: int = 5000
    ) -> ExtractionProcessResult:
        """Run due extraction jobs (pending, or running with an expired lease), oldest first.

        The budget is checked between jobs; a provider call keeps its own timeout.
        ``budget_ms=0`` only reports counts.
        """
        if user_id is not None:
            validation.user_id(user_id)
        if limit < 0 or budget_ms < 0:
            raise ValueError("limit and budget_ms: must not be negative")
        result = ExtractionProcessResult()
        deadline = time.monotonic() + budget_ms / 1000
        if budget_ms > 0 and limit > 0:
            for event_id, owner in await self._db.read(jobs.due, user_id, utcnow(), limit):
                if time.monotonic() >= deadline:
                    break
                claimed, status = await self._try_job(event_id, owner)
                if not claimed or status is None:
                    continue  # someone else took it first
                result.processed += 1
                if status.status == "complete":
                    result.completed += 1
                elif status.status == "failed":
                    result.failed += 1
        counts = await self._db.read(jobs.counts, user_id, utcnow())
        result.pending, result.running, result.failed_total = counts["pending"], counts["running"], counts["failed"]
        return result

    async def get_extraction(self, event_id: str | UUID, *, user_id: str) -> ExtractionRecord | None:
        """The saved grounded output of an event's extraction (no inference, no processing)."""
        validation.user_id(user_id)
        try:
            event_id = str(UUID(str(event_id)))
        except ValueError:
            return None
        return await self._db.read(jobs.get_extraction, event_id, user_id)

    # --- shutdown -----------------------------------------------------------------------

    async def _stop_extractions(self) -> None:
        """Cancel this engine's extraction tasks and hand their jobs back as pending."""
        state = getattr(self, "_extraction_state", None)
        if state is None:
            return
        state.stopping = True
        tasks = list(state.tasks)
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
        db = getattr(self, "_db", None)
        if db is not None and not db.closed:
            try:
                await db.write(jobs.release, state.owner, utcnow())
            except EngineClosedError:
                pass

    async def close(self) -> None:
        await self._stop_extractions()
        await super().close()  # type: ignore[misc]
