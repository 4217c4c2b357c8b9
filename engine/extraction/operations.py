"""ingest(), ingest_batch() and durable extraction jobs (a mixin of MemoryEngine).

Crash story of one ingested message:

1. Phase 1, one transaction: the immutable source event, the snapshot and pending
   job of its raw NOTE, and a pending extraction job. Nothing else; ``ingest``
   returns the event id once it commits.
2. Phase 2, run at once (``wait_for_extraction=True``), in a task of this engine, or
   later by ``process_extractions()``: claim the job with a lease (renewed while the
   provider works), build the raw NOTE, extract, ground, and save the grounded output
   (phase ``materializing``); then one transaction builds nodes, edges and index rows,
   runs the update check (engine/current_truth) on the raw note, which supersedes or
   contests what it updates and retires the old value's claims with their note, and
   marks the job complete.

A worker that dies keeps its lease until it expires; then any worker may claim the
job again and continues from the last committed phase. Saved output is reused, so a
materialization failure never costs a second model call; node ids are derived from
the event, so nothing is built twice. There is no background daemon: tasks of an
engine stop at ``close()``, which hands their jobs back as pending.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Sequence
from uuid import UUID, uuid4

from engine import storage, validation
from engine.current_truth import check_in_transaction, is_owner_message
from engine.current_truth.sources import retire_sources
from engine.engine_state import EngineState
from engine.errors import ConfigurationError, EngineClosedError, ExtractionError
from engine.extraction import jobs
from engine.extraction.grounding import ground
from engine.extraction.jobs import ExtractionProcessResult, ExtractionRecord, ExtractionStatus
from engine.extraction.materialize import build_plan, node_id_for
from engine.extraction.providers import REASON_CODES, Provider, ProviderFailure, build_provider
from engine.extraction.schema import SCHEMA_VERSION, ExtractedClaim, ExtractionOutput, normalize
from engine.models import Event, MemoryEdge, MemoryNode, utcnow
from engine.schema import to_db_time
from engine.storage import Cursor, dumps, node_from_row
from engine.types import ACTIVE_STATE_VALUES, AUTOMATIC_UPDATE_ACTOR, Scope

log = logging.getLogger("prme.extraction")

OWNER_LABEL = "User"
_CURRENT = ["tentative", "stable"]
_CLAIM_TYPES = ["fact", "preference", "decision", "task"]
# Turns built per transaction with a local provider.
LOCAL_BATCH = 32


@dataclass
class _WorkerState:
    owner: str = field(default_factory=lambda: f"pid{os.getpid()}-{uuid4().hex[:12]}")
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    tasks: set[asyncio.Task] = field(default_factory=set)
    # Last safe failure message per event, for the ExtractionError of a waiting caller.
    messages: dict[str, str] = field(default_factory=dict)
    stopping: bool = False


# --- SQL helpers (run inside a read or a write) ---------------------------------------

def _existing_entities(cur: Cursor, user_id: str, scope: str, names: Sequence[str]) -> dict[str, UUID]:
    if not names:
        return {}
    # Entities extraction made carry their normalized name; one stored directly is matched by
    # its text (lower-cased and trimmed).
    rows = cur.execute(
        "SELECT n, id FROM (SELECT coalesce(json_extract_string(metadata, '$.entity.normalized'), "
        "lower(trim(content))) AS n, id, created_at FROM nodes "
        "WHERE user_id = ? AND scope = ? AND node_type = 'entity' "
        "AND lifecycle_state IN (SELECT unnest(?::VARCHAR[]))) "
        "WHERE n IN (SELECT unnest(?::VARCHAR[])) ORDER BY created_at, id",
        [user_id, scope, list(ACTIVE_STATE_VALUES), list(names)],
    ).fetchall()
    found: dict[str, UUID] = {}
    for name, node_id in rows:
        found.setdefault(name, node_id)
    return found


def _current_claims(
    cur: Cursor, user_id: str, scope: str, subjects: Sequence[str], exclude_events: Sequence[str]
) -> list[MemoryNode]:
    """Current (tentative or stable) claims about ``subjects``, except those of ``exclude_events``."""
    if not subjects:
        return []
    rows = cur.execute(
        f"SELECT {storage.NODE_COLUMNS} FROM nodes WHERE user_id = ? AND scope = ? "
        "AND node_type IN (SELECT unnest(?::VARCHAR[])) AND lifecycle_state IN (SELECT unnest(?::VARCHAR[])) "
        "AND json_extract_string(metadata, '$.claim.subject_normalized') IN (SELECT unnest(?::VARCHAR[])) "
        "AND coalesce(json_extract_string(metadata, '$.extraction.event_id'), '') "
        "NOT IN (SELECT unnest(?::VARCHAR[])) "
        "ORDER BY created_at, id",
        [user_id, scope, _CLAIM_TYPES, _CURRENT, list(subjects), list(exclude_events)],
    ).fetchall()
    return [node_from_row(r) for r in rows]


def _raw_jobs(cur: Cursor, event_ids: Sequence[str]) -> dict[str, tuple[str, str, str]]:
    if not event_ids:
        return {}
    rows = cur.execute(
        "SELECT event_id, node_id, snapshot, status FROM materialization_jobs "
        f"WHERE event_id IN ({storage.uuid_list(event_ids)})"
    ).fetchall()
    return {str(r[0]): (str(r[1]), r[2], r[3]) for r in rows}


def _claim_many(cur: Cursor, event_ids: Sequence[str], user_id: str, owner: str, lease: float, now: datetime) -> list[dict]:
    claimed = [jobs.claim(cur, e, user_id, owner, lease, now) for e in event_ids]
    return [j for j in claimed if j is not None]


def _renew_many(cur: Cursor, event_ids: Sequence[str], owner: str, lease: float, now: datetime) -> None:
    for event_id in event_ids:
        jobs.renew(cur, event_id, owner, lease, now)


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


def _claims_of_retired_notes(cur: Cursor, note_ids: Sequence[str], user_id: str) -> list[str]:
    """Claims built from a note the update check had already retired (its raw note was built
    first, by process_pending) go with it."""
    retired: list[str] = []
    for note in storage.get_nodes(cur, note_ids, user_id):
        if note.lifecycle_state.value != "superseded" or note.superseded_by is None:
            continue
        replacement = storage.get_node(cur, note.superseded_by, user_id)
        if replacement is None:
            continue
        done = retire_sources(cur, note, replacement, utcnow(), AUTOMATIC_UPDATE_ACTOR, "its note was updated")
        retired.extend(str(n.id) for n in done)
    return retired


def _existing_ids(cur: Cursor, ids: Sequence[UUID]) -> set[str]:
    if not ids:
        return set()
    rows = cur.execute(f"SELECT id FROM nodes WHERE id IN ({storage.uuid_list(ids)})").fetchall()
    return {str(r[0]) for r in rows}


class ExtractionOperations(EngineState):
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
        if wait:  # every turn is tried; the first failure is raised at the end
            await self._extract_and_wait(ids, user_id)
        else:
            self._spawn(self._extract_in_order(ids, user_id))
        return ids

    # --- phase 2 ----------------------------------------------------------------------

    def _spawn(self, coroutine: Any) -> None:
        state = self._xstate()
        task = asyncio.get_running_loop().create_task(coroutine)
        state.tasks.add(task)
        task.add_done_callback(state.tasks.discard)

    def _batch_size(self) -> int:
        # The offline extractor is instant: build many turns per transaction. An HTTP
        # provider call is slow and costly: one job at a time, saved as soon as it answers.
        return LOCAL_BATCH if self._extraction_provider().name == "rules" else 1

    async def _extract_in_order(self, event_ids: Sequence[str], user_id: str) -> None:
        size = self._batch_size()
        for start in range(0, len(event_ids), size):
            try:
                await self._run_batch(event_ids[start:start + size], user_id)
            except EngineClosedError:
                return
            except Exception as exc:  # recorded on the jobs; keep going with the next turns
                log.warning("extraction of a batch stopped: %s", type(exc).__name__)

    async def _extract_and_wait(self, event_ids: Sequence[str], user_id: str) -> None:
        """Extract ``event_ids`` in order; raise ExtractionError for the first that failed."""
        size = self._batch_size()
        for start in range(0, len(event_ids), size):
            await self._run_batch(event_ids[start:start + size], user_id)
        first_failure: ExtractionError | None = None
        for event_id in event_ids:
            status = await self.extraction_status(event_id, user_id=user_id)
            if status is not None and status.status in ("running", "pending"):
                status = await self._wait_terminal(event_id, user_id)  # another worker holds it
            if status is not None and status.status == "failed" and first_failure is None:
                code = status.reason_code or "internal"
                detail = self._xstate().messages.pop(event_id, None) or REASON_CODES.get(code, code)
                first_failure = ExtractionError(
                    f"extraction of event {event_id} failed ({code}): {detail}; the event is stored, "
                    "fix the cause and call retry_extraction()",
                    event_id=event_id, reason_code=code,
                )
        if first_failure is not None:
            raise first_failure

    async def _wait_terminal(self, event_id: str, user_id: str) -> ExtractionStatus | None:
        """Another worker holds the job: wait for it to finish (or for its lease to lapse)."""
        cfg = self.config.extraction
        deadline = time.monotonic() + cfg.lease_seconds + cfg.timeout * (cfg.max_retries + 1) + 5
        while time.monotonic() < deadline:
            status = await self.extraction_status(event_id, user_id=user_id)
            if status is None or status.status in ("complete", "failed"):
                return status
            if status.status == "pending" or (status.lease_expires_at and status.lease_expires_at <= utcnow()):
                await self._run_batch([event_id], user_id)
                continue
            await asyncio.sleep(0.1)
        return await self.extraction_status(event_id, user_id=user_id)

    async def _run_batch(self, event_ids: Sequence[str], user_id: str) -> list[str]:
        """Claim what is claimable of one user's ``event_ids`` and run it in order; returns the
        ids this worker claimed (the others are complete, failed or leased elsewhere)."""
        state = self._xstate()
        cfg = self.config.extraction
        async with state.lock:
            if state.stopping:
                raise EngineClosedError("the engine is closing")
            claimed = await self._db.write(_claim_many, list(event_ids), user_id, state.owner, cfg.lease_seconds, utcnow())
            if not claimed:
                return []
            ids = [j["event_id"] for j in claimed]
            heartbeat = asyncio.get_running_loop().create_task(self._heartbeat(ids))
            try:
                await self._run_claimed(claimed, user_id)
            finally:
                heartbeat.cancel()
            return ids

    async def _heartbeat(self, event_ids: Sequence[str]) -> None:
        state = self._xstate()
        lease = self.config.extraction.lease_seconds
        try:
            while True:
                await asyncio.sleep(max(lease / 3, 0.05))
                await self._db.write(_renew_many, list(event_ids), state.owner, lease, utcnow())
        except (asyncio.CancelledError, EngineClosedError):
            return
        except Exception:
            log.warning("could not renew the leases of %d extraction jobs", len(event_ids))

    async def _fail(self, event_id: str, reason_code: str, message: str) -> None:
        state = self._xstate()
        state.messages[event_id] = message
        if len(state.messages) > 1000:
            state.messages.pop(next(iter(state.messages)))
        log.warning("extraction of event %s failed: %s", event_id, reason_code)
        await self._db.write(jobs.fail, event_id, state.owner, reason_code, utcnow())

    async def _run_claimed(self, claimed: Sequence[dict], user_id: str) -> None:
        """Extract, save, build and link claimed jobs, in order. Each job fails on its own."""
        state = self._xstate()
        ids = [j["event_id"] for j in claimed]
        events = {str(e.id): e for e in await self._db.read(storage.get_events_by_ids, ids, user_id)}
        raws = await self._db.read(_raw_jobs, ids)
        provider = self._extraction_provider()
        immediate = provider.name != "rules"  # a model's answer is saved before anything else
        ready: list[tuple[dict, Event, Any, ExtractionOutput]] = []
        unsaved: list[tuple[Event, dict, int]] = []
        for job in claimed:
            event_id = job["event_id"]
            event = events.get(event_id)
            if event is None:  # cannot happen while events are append-only; fail safe
                await self._fail(event_id, "internal", "the source event is missing")
                continue
            record = await self._db.read(jobs.get_extraction, event_id, user_id)
            if record is not None and record.source_hash == event.content_hash:
                output = ExtractionOutput.from_dict(record.output)
            else:
                try:
                    output, saved, dropped = await self._extract(provider, event)
                except (ProviderFailure, ConfigurationError) as exc:
                    await self._ensure_raw_note(raws.get(event_id), event_id)  # the message stays searchable
                    code = exc.reason_code if isinstance(exc, ProviderFailure) else "configuration"
                    await self._fail(event_id, code, str(exc))
                    continue
                unsaved.append((event, saved, dropped))
                if immediate:
                    await self._db.write(self._save_outputs, unsaved, provider)
                    unsaved = []
            ready.append((job, event, raws.get(event_id), output))
        if unsaved:
            await self._db.write(self._save_outputs, unsaved, provider)

        results: dict[str, tuple[list[tuple[UUID, ExtractedClaim]], bool]] = {}
        build = []
        for job, event, raw, output in ready:
            if job.get("phase") == "linking":  # built before a crash; only linking is left
                results[job["event_id"]] = ([(node_id_for(event.id, "claim", i), c) for i, c in enumerate(output.claims)], True)
            else:
                build.append((event, raw, output))
        if build:
            try:
                results.update(await self._build_graph(build, batch=ids))
            except (EngineClosedError, asyncio.CancelledError):
                raise
            except Exception as exc:
                if len(build) == 1:
                    await self._materialization_failed(str(build[0][0].id), exc)
                else:  # find the one that fails; the others still get built
                    for item in build:
                        try:
                            results.update(await self._build_graph([item], batch=ids))
                        except (EngineClosedError, asyncio.CancelledError):
                            raise
                        except Exception as one:
                            await self._materialization_failed(str(item[0].id), one)
        for job, event, _, _ in ready:
            event_id = job["event_id"]
            if event_id in results and results[event_id][1]:
                # Built before a crash by an engine that linked claims afterwards: the update
                # check ran on the note when it was built, nothing is left to do.
                await self._db.write(jobs.complete, event_id, state.owner, utcnow())

    async def _materialization_failed(self, event_id: str, exc: BaseException) -> None:
        log.warning("building memories of event %s failed: %s", event_id, type(exc).__name__)
        raw = (await self._db.read(_raw_jobs, [event_id])).get(event_id)
        await self._ensure_raw_note(raw, event_id)
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

    async def _extract(self, provider: Provider, event: Event) -> tuple[ExtractionOutput, dict, int]:
        """Run the provider on the event and ground its answer; nothing is written."""
        speaker = self._claim_speaker(event)
        raw = await provider.extract(event.content, speaker=speaker, owner_label=OWNER_LABEL)
        if event.role not in ("user", "participant"):
            # An assistant's or tool's "I" is not a person in the conversation.
            raw.claims = [c for c in raw.claims if not c.first_person]
        grounded, report = ground(raw, event.content, me=speaker or OWNER_LABEL)
        return grounded, {"output": grounded.to_dict(), "grounding": report.to_dict()}, report.dropped_total

    def _claim_speaker(self, event: Event) -> str | None:
        """The speaker claims are attributed to: None (the owner, "User") for the owner's own
        messages whatever name they were stored under, so the owner is one subject."""
        if is_owner_message(event.role, event.speaker, event.user_id, self.config.owner_names):
            return None
        return event.speaker

    def _save_outputs(self, cur: Cursor, items: Sequence[tuple[Event, dict, int]], provider: Provider) -> None:
        owner = self._xstate().owner
        now = utcnow()
        for event, saved, dropped in items:
            event_id = str(event.id)
            jobs.save_extraction(
                cur, event_id=event_id, user_id=event.user_id, source_hash=event.content_hash,
                provider=provider.name, model=provider.model, schema_version=SCHEMA_VERSION, output=saved,
                dropped=dropped, now=now,
            )
            jobs.set_phase(cur, event_id, owner, "materializing", now)
            jobs.set_provider(cur, event_id, provider.name, provider.model)

    async def _build_graph(
        self, items: Sequence[tuple[Event, Any, ExtractionOutput]], *, batch: Sequence[str]
    ) -> dict[str, tuple[list[tuple[UUID, ExtractedClaim]], bool]]:
        """Commit, in one transaction, the raw NOTEs still pending, the entities, claims, edges
        and index rows of ``items`` (in order: a later turn reuses an earlier turn's entities and
        does not repeat its claims). Returns, per event, its new claims and whether any may
        supersede or contest an older claim; the others complete in the same transaction."""
        state = self._xstate()
        provider = self._extraction_provider()
        user_id = items[0][0].user_id
        names: dict[str, set[str]] = {}
        subjects: dict[str, set[str]] = {}
        for event, _, output in items:
            scope = event.scope.value
            names.setdefault(scope, set()).update(e.normalized for e in output.entities)
            if event.speaker:
                names[scope].add(normalize(event.speaker))
            subjects.setdefault(scope, set()).update(c.subject_normalized for c in output.claims)
        entities: dict[str, dict[str, UUID]] = {}
        known_claims: dict[str, dict[tuple, str]] = {}
        for scope in names:
            entities[scope] = await self._db.read(_existing_entities, user_id, scope, sorted(names[scope]))
            known_claims[scope] = {}
            for node in await self._db.read(_current_claims, user_id, scope, sorted(subjects[scope]), list(batch)):
                c = (node.metadata or {}).get("claim") or {}
                known_claims[scope].setdefault(
                    (c.get("subject_normalized"), c.get("predicate"), c.get("object_normalized"), bool(c.get("negated"))),
                    str(node.id),
                )

        nodes: list[MemoryNode] = []
        edges: list[MemoryEdge] = []
        raw_done: list[str] = []
        raw_notes: dict[str, str] = {}  # event id -> its raw note's id
        results: dict[str, tuple[list[tuple[UUID, ExtractedClaim]], bool]] = {}
        now = utcnow()
        for event, raw, output in items:
            scope = event.scope.value
            event_id = str(event.id)
            if raw is not None and raw[2] != "complete":
                nodes.append(MemoryNode.model_validate_json(raw[1]))
                raw_done.append(event_id)
            plan = build_plan(
                event=event, raw_node_id=UUID(raw[0]) if raw else None, output=output, provider=provider.name,
                model=provider.model, speaker=self._claim_speaker(event), existing_entities=entities[scope],
                existing_claims=known_claims[scope], now=now,
            )
            if raw is not None:
                raw_notes[event_id] = raw[0]
            for node in plan.nodes:
                if node.node_type.value == "entity":
                    entities[scope].setdefault((node.metadata or {})["entity"]["normalized"], node.id)
            for node, claim in plan.claims:
                known_claims[scope].setdefault(
                    (claim.subject_normalized, claim.predicate, claim.object_normalized, claim.negated), str(node.id)
                )
            nodes.extend(plan.nodes)
            edges.extend(plan.edges)
            results[event_id] = ([(node.id, claim) for node, claim in plan.claims], False)

        present = await self._db.read(_existing_ids, [n.id for n in nodes])
        new_nodes = [n for n in nodes if str(n.id) not in present]
        prepared = await self._indexes.prepare(new_nodes)
        built_raw = set(raw_done)

        def commit(cur: Cursor) -> list[str]:
            storage.insert_nodes(cur, new_nodes)
            self._indexes.write(cur, prepared)
            if raw_done:
                storage.complete_jobs(cur, raw_done, utcnow())
            _insert_edges(cur, edges)
            # The update check reads the notes (the statements as written); their claims follow them.
            retired = check_in_transaction(
                cur, [n for n in new_nodes if str(n.evidence_refs[0]) in built_raw and str(n.id) == raw_notes.get(
                    str(n.evidence_refs[0]))],
                owner_names=self.config.owner_names, enabled=self.config.enable_store_supersedence,
            )
            retired += _claims_of_retired_notes(cur, [raw_notes[e] for e in results if e in raw_notes], user_id)
            for event_id in results:
                jobs.complete(cur, event_id, state.owner, utcnow())
            return retired

        retired = await self._db.write(commit)
        self._indexes.publish(prepared)
        self._drop_retired(retired)
        return results

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

        The budget is checked between jobs (between batches of turns for the offline
        extractor); a provider call keeps its own timeout. ``budget_ms=0`` only reports counts.
        """
        if user_id is not None:
            validation.user_id(user_id)
        if limit < 0 or budget_ms < 0:
            raise ValueError("limit and budget_ms: must not be negative")
        result = ExtractionProcessResult()
        deadline = time.monotonic() + budget_ms / 1000
        if budget_ms > 0 and limit > 0:
            due = await self._db.read(jobs.due, user_id, utcnow(), limit)
            size = self._batch_size()
            batches: list[tuple[str, list[str]]] = []
            for event_id, owner in due:  # consecutive jobs of one user, in order
                if batches and batches[-1][0] == owner and len(batches[-1][1]) < size:
                    batches[-1][1].append(event_id)
                else:
                    batches.append((owner, [event_id]))
            for owner, event_ids in batches:
                if time.monotonic() >= deadline:
                    break
                for event_id in await self._run_batch(event_ids, owner):  # those this worker claimed
                    status = await self.extraction_status(event_id, user_id=owner)
                    result.processed += 1
                    if status is not None and status.status == "complete":
                        result.completed += 1
                    elif status is not None and status.status == "failed":
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
