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

This module is the public API; the runner that claims and runs jobs is
:mod:`engine.extraction.runner`, the one write that builds their graph
:mod:`engine.extraction.graph`.
"""

from __future__ import annotations

import time
from datetime import datetime
from typing import Any, Sequence
from uuid import UUID

from engine import validation
from engine.engine_state import EngineState
from engine.extraction import jobs
from engine.extraction.jobs import ExtractionProcessResult, ExtractionRecord, ExtractionStatus
from engine.extraction.providers import REASON_CODES, Provider
from engine.extraction.runner import ExtractionRunner
from engine.models import Event, MemoryNode, utcnow
from engine.storage import Cursor
from engine.types import Scope


class ExtractionOperations(EngineState):
    """ingest(), ingest_batch() and the extraction jobs' status, as MemoryEngine methods."""

    # The engine's job runner, made at first use.
    _extraction: ExtractionRunner | None = None

    def _extraction_runner(self) -> ExtractionRunner:
        if self._extraction is None:
            self._extraction = ExtractionRunner(self)
        return self._extraction

    def _extraction_provider(self) -> Provider:
        """The configured provider, built at first use (ConfigurationError if it cannot work)."""
        return self._extraction_runner().provider()

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
        runner = self._extraction_runner()
        provider = runner.provider()
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
            await runner.extract_and_wait(ids, user_id)
        else:
            runner.spawn(runner.extract_in_order(ids, user_id))
        return ids

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
            runner = self._extraction_runner()
            size = runner.batch_size()
            batches: list[tuple[str, list[str]]] = []
            for event_id, owner in due:  # consecutive jobs of one user, in order
                if batches and batches[-1][0] == owner and len(batches[-1][1]) < size:
                    batches[-1][1].append(event_id)
                else:
                    batches.append((owner, [event_id]))
            for owner, event_ids in batches:
                if time.monotonic() >= deadline:
                    break
                for event_id in await runner.run_batch(event_ids, owner):  # those this worker claimed
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

    async def close(self) -> None:
        if self._extraction is not None:
            await self._extraction.stop()
        await super().close()  # type: ignore[misc]
