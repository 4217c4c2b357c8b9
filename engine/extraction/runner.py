"""The extraction job runner: claims durable jobs with a lease and runs them in order.

One runner per engine (``ExtractionOperations`` makes it at first use). A batch of one
user's jobs is claimed with a lease, renewed by a heartbeat while the provider works;
each job is extracted and grounded, its output saved (phase ``materializing``), then the
batch's graph is built in one transaction (:mod:`engine.extraction.graph`), which also
completes the jobs. A job that fails is marked failed with a reason code and a message
kept for a caller waiting on it; its raw NOTE is still built so the message stays
searchable. ``stop()`` cancels the runner's tasks and hands their jobs back as pending.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from datetime import datetime
from typing import Any, Sequence
from uuid import UUID, uuid4

from engine import storage
from engine.engine_state import EngineState
from engine.errors import ConfigurationError, EngineClosedError, ExtractionError
from engine.extraction import jobs
from engine.extraction.graph import build_graph, claim_speaker
from engine.extraction.grounding import ground
from engine.extraction.jobs import ExtractionStatus
from engine.extraction.materialize import node_id_for
from engine.extraction.providers import REASON_CODES, Provider, ProviderFailure, build_provider
from engine.extraction.schema import SCHEMA_VERSION, ExtractedClaim, ExtractionOutput
from engine.models import Event, MemoryNode, utcnow
from engine.storage import Cursor

log = logging.getLogger("prme.extraction")

OWNER_LABEL = "User"
# Turns built per transaction with a local provider.
LOCAL_BATCH = 32


class ExtractionRunner:
    """Runs the extraction jobs of one engine (``host``)."""

    def __init__(self, host: EngineState) -> None:
        self.host = host
        # The lease owner this runner claims jobs as.
        self.owner = f"pid{os.getpid()}-{uuid4().hex[:12]}"
        self.lock = asyncio.Lock()
        self.tasks: set[asyncio.Task] = set()
        # Last safe failure message per event, for the ExtractionError of a waiting caller.
        self.messages: dict[str, str] = {}
        self.stopping = False
        self._provider: Provider | None = None

    def provider(self) -> Provider:
        """The configured provider, built at first use (ConfigurationError if it cannot work)."""
        if self._provider is None:
            self._provider = build_provider(self.host.config.extraction)
        return self._provider

    async def status(self, event_id: str, user_id: str) -> ExtractionStatus | None:
        return await self.host._db.read(jobs.get_status, event_id, user_id, REASON_CODES)

    def spawn(self, coroutine: Any) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def batch_size(self) -> int:
        # The offline extractor is instant: build many turns per transaction. An HTTP
        # provider call is slow and costly: one job at a time, saved as soon as it answers.
        return LOCAL_BATCH if self.provider().name == "rules" else 1

    async def extract_in_order(self, event_ids: Sequence[str], user_id: str) -> None:
        size = self.batch_size()
        for start in range(0, len(event_ids), size):
            try:
                await self.run_batch(event_ids[start:start + size], user_id)
            except EngineClosedError:
                return
            except Exception as exc:  # recorded on the jobs; keep going with the next turns
                log.warning("extraction of a batch stopped: %s", type(exc).__name__)

    async def extract_and_wait(self, event_ids: Sequence[str], user_id: str) -> None:
        """Extract ``event_ids`` in order; raise ExtractionError for the first that failed."""
        size = self.batch_size()
        for start in range(0, len(event_ids), size):
            await self.run_batch(event_ids[start:start + size], user_id)
        first_failure: ExtractionError | None = None
        for event_id in event_ids:
            status = await self.status(event_id, user_id)
            if status is not None and status.status in ("running", "pending"):
                status = await self._wait_terminal(event_id, user_id)  # another worker holds it
            if status is not None and status.status == "failed" and first_failure is None:
                code = status.reason_code or "internal"
                detail = self.messages.pop(event_id, None) or REASON_CODES.get(code, code)
                first_failure = ExtractionError(
                    f"extraction of event {event_id} failed ({code}): {detail}; the event is stored, "
                    "fix the cause and call retry_extraction()",
                    event_id=event_id, reason_code=code,
                )
        if first_failure is not None:
            raise first_failure

    async def _wait_terminal(self, event_id: str, user_id: str) -> ExtractionStatus | None:
        """Another worker holds the job: wait for it to finish (or for its lease to lapse)."""
        cfg = self.host.config.extraction
        deadline = time.monotonic() + cfg.lease_seconds + cfg.timeout * (cfg.max_retries + 1) + 5
        while time.monotonic() < deadline:
            status = await self.status(event_id, user_id)
            if status is None or status.status in ("complete", "failed"):
                return status
            if status.status == "pending" or (status.lease_expires_at and status.lease_expires_at <= utcnow()):
                await self.run_batch([event_id], user_id)
                continue
            await asyncio.sleep(0.1)
        return await self.status(event_id, user_id)

    async def run_batch(self, event_ids: Sequence[str], user_id: str) -> list[str]:
        """Claim what is claimable of one user's ``event_ids`` and run it in order; returns the
        ids this worker claimed (the others are complete, failed or leased elsewhere)."""
        cfg = self.host.config.extraction
        async with self.lock:
            if self.stopping:
                raise EngineClosedError("the engine is closing")
            claimed = await self.host._db.write(
                _claim_many, list(event_ids), user_id, self.owner, cfg.lease_seconds, utcnow()
            )
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
        lease = self.host.config.extraction.lease_seconds
        try:
            while True:
                await asyncio.sleep(max(lease / 3, 0.05))
                await self.host._db.write(_renew_many, list(event_ids), self.owner, lease, utcnow())
        except (asyncio.CancelledError, EngineClosedError):
            return
        except Exception:
            log.warning("could not renew the leases of %d extraction jobs", len(event_ids))

    async def _fail(self, event_id: str, reason_code: str, message: str) -> None:
        self.messages[event_id] = message
        if len(self.messages) > 1000:
            self.messages.pop(next(iter(self.messages)))
        log.warning("extraction of event %s failed: %s", event_id, reason_code)
        await self.host._db.write(jobs.fail, event_id, self.owner, reason_code, utcnow())

    async def _run_claimed(self, claimed: Sequence[dict], user_id: str) -> None:
        """Extract, save, build and link claimed jobs, in order. Each job fails on its own."""
        ids = [j["event_id"] for j in claimed]
        events = {str(e.id): e for e in await self.host._db.read(storage.get_events_by_ids, ids, user_id)}
        raws = await self.host._db.read(_raw_jobs, ids)
        provider = self.provider()
        immediate = provider.name != "rules"  # a model's answer is saved before anything else
        ready: list[tuple[dict, Event, Any, ExtractionOutput]] = []
        unsaved: list[tuple[Event, dict, int]] = []
        for job in claimed:
            event_id = job["event_id"]
            event = events.get(event_id)
            if event is None:  # cannot happen while events are append-only; fail safe
                await self._fail(event_id, "internal", "the source event is missing")
                continue
            record = await self.host._db.read(jobs.get_extraction, event_id, user_id)
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
                    await self.host._db.write(self._save_outputs, unsaved, provider)
                    unsaved = []
            ready.append((job, event, raws.get(event_id), output))
        if unsaved:
            await self.host._db.write(self._save_outputs, unsaved, provider)

        results: dict[str, tuple[list[tuple[UUID, ExtractedClaim]], bool]] = {}
        build = []
        for job, event, raw, output in ready:
            if job.get("phase") == "linking":  # built before a crash; only linking is left
                results[job["event_id"]] = ([(node_id_for(event.id, "claim", i), c) for i, c in enumerate(output.claims)], True)
            else:
                build.append((event, raw, output))
        async def build_now(items: Sequence[tuple[Event, Any, ExtractionOutput]]) -> None:
            results.update(await build_graph(self.host, items, batch=ids, provider=provider, worker=self.owner))

        if build:
            try:
                await build_now(build)
            except (EngineClosedError, asyncio.CancelledError):
                raise
            except Exception as exc:
                if len(build) == 1:
                    await self._materialization_failed(str(build[0][0].id), exc)
                else:  # find the one that fails; the others still get built
                    for item in build:
                        try:
                            await build_now([item])
                        except (EngineClosedError, asyncio.CancelledError):
                            raise
                        except Exception as one:
                            await self._materialization_failed(str(item[0].id), one)
        for job, event, _, _ in ready:
            event_id = job["event_id"]
            if event_id in results and results[event_id][1]:
                # Built before a crash by an engine that linked claims afterwards: the update
                # check ran on the note when it was built, nothing is left to do.
                await self.host._db.write(jobs.complete, event_id, self.owner, utcnow())

    async def _materialization_failed(self, event_id: str, exc: BaseException) -> None:
        log.warning("building memories of event %s failed: %s", event_id, type(exc).__name__)
        raw = (await self.host._db.read(_raw_jobs, [event_id])).get(event_id)
        await self._ensure_raw_note(raw, event_id)
        await self._fail(event_id, "materialization",
                         f"its memories could not be built ({type(exc).__name__}); retry reuses the saved extraction")

    async def _ensure_raw_note(self, raw: tuple[str, str, str] | None, event_id: str) -> None:
        """Build the event's raw NOTE now if its job is still pending (as process_pending would)."""
        if raw is None or raw[2] == "complete":
            return
        try:
            await self.host._materialize([MemoryNode.model_validate_json(raw[1])])
        except (EngineClosedError, asyncio.CancelledError):
            raise
        except Exception as exc:  # stays pending for process_pending()
            log.warning("raw note of event %s not built yet: %s", event_id, type(exc).__name__)
            await self.host._db.write(storage.fail_job, event_id, f"{type(exc).__name__}", utcnow())

    async def _extract(self, provider: Provider, event: Event) -> tuple[ExtractionOutput, dict, int]:
        """Run the provider on the event and ground its answer; nothing is written."""
        speaker = claim_speaker(event, self.host.config.owner_names)
        raw = await provider.extract(event.content, speaker=speaker, owner_label=OWNER_LABEL)
        if event.role not in ("user", "participant"):
            # An assistant's or tool's "I" is not a person in the conversation.
            raw.claims = [c for c in raw.claims if not c.first_person]
        grounded, report = ground(raw, event.content, me=speaker or OWNER_LABEL)
        return grounded, {"output": grounded.to_dict(), "grounding": report.to_dict()}, report.dropped_total

    def _save_outputs(self, cur: Cursor, items: Sequence[tuple[Event, dict, int]], provider: Provider) -> None:
        owner = self.owner
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

    async def stop(self) -> None:
        """Cancel this engine's extraction tasks and hand their jobs back as pending."""
        self.stopping = True
        tasks = list(self.tasks)
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
        db = getattr(self.host, "_db", None)  # unset when the engine never opened
        if db is not None and not db.closed:
            try:
                await db.write(jobs.release, self.owner, utcnow())
            except EngineClosedError:
                pass


# --- SQL helpers (run inside a read or a write) ---------------------------------------

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
