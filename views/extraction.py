"""Extraction pane: job counts by status, the job table, source text, retry and process now."""

from __future__ import annotations

from types import SimpleNamespace

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import DataTable, ProgressBar, Static
from textual.worker import get_current_worker

from views.base import PaneScreen
from views.messages import EngineFailed, ExtractionLoaded, JobSourceLoaded, Outcome, ProcessProgress
from views.workers import run_engine


def when(value) -> str:
    return value.strftime("%Y-%m-%d %H:%M:%S") if value else ""


class ExtractionScreen(PaneScreen):
    PANE = "extraction"
    AUTO_FOCUS = "#jobs"
    TITLE = "Extraction"
    ABOUT = (
        "Extraction jobs turn ingested conversations into entities and claims. See counts by status, every "
        "job with its attempts and reason code (explained beside its source text, with the lease of a running "
        "job), and the exact source text of the selected job. Retry a "
        "failed job (t) or all of them (T), or process pending jobs now (p) with a progress bar; Esc cancels."
    )
    BINDINGS = [
        Binding("t", "retry", "Retry job", id="extraction.retry"),
        Binding("T", "retry_all", "Retry all failed", id="extraction.retry_all"),
        Binding("p", "process", "Process now", id="extraction.process"),
        Binding("escape", "cancel", "Cancel processing", id="extraction.cancel"),
        Binding("g", "refresh", "Refresh", id="extraction.refresh"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.overview = None
        self.processing = False

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="pane-body", id="extraction-body"):
            yield Static("", id="extraction-counts", classes="section-title", markup=False)
            with Horizontal(id="extraction-main"):
                yield DataTable(id="jobs", cursor_type="row", zebra_stripes=True)
                with VerticalScroll(id="job-source-box"):
                    yield Static("Select a job to see its source text.", id="job-source", markup=False)
            with Horizontal(id="process-row"):
                yield ProgressBar(total=None, show_eta=False, id="process-bar")
                yield Static("", id="process-status", markup=False)

    def on_mount(self) -> None:
        jobs = self.query_one("#jobs", DataTable)
        for label, key, width in (("Event", "event", 10), ("Status", "status", 9), ("Phase", "phase", 12),
                                  ("Tries", "attempts", 5), ("Reason", "reason", 14)):
            jobs.add_column(label, key=key, width=width)
        self.query_one("#process-row").display = False

    def is_ready(self) -> bool:
        return self.overview is not None

    def reload(self) -> None:
        generation = self.next_generation()
        ns, user, services = self.prme.namespace, self.prme.user or "", self.prme.services
        run_engine(
            self, "load extraction jobs", lambda: services.extraction_overview(ns, user),
            lambda overview: ExtractionLoaded(generation, overview), group="extraction", exclusive=True,
        )

    @on(ExtractionLoaded)
    def _loaded(self, event: ExtractionLoaded) -> None:
        event.stop()
        if event.generation != self.generation:
            return
        self.overview = ov = event.overview
        counts = " · ".join(f"{status} {ov.counts.get(status, 0)}" for status in ("pending", "running", "failed", "complete"))
        extra = " · ".join(f"{k} {v}" for k, v in ov.counts.items() if k not in ("pending", "running", "failed", "complete"))
        self.query_one("#extraction-counts", Static).update(
            f"{counts}{' · ' + extra if extra else ''}    provider {ov.provider} · model {ov.model}"
        )
        table = self.query_one("#jobs", DataTable)
        selected = self.selected_event()
        table.clear()
        for job in ov.jobs:
            phase = (job.phase or "") if job.status == "running" else ""  # a waiting job's phase is stale
            table.add_row(job.event_id[:8], job.status, phase, str(job.attempts), job.reason_code or "",
                          key=job.event_id)
        ids = [j.event_id for j in ov.jobs]
        if selected in ids:
            table.move_cursor(row=ids.index(selected))
        if not ov.jobs:
            self.query_one("#job-source", Static).update("No extraction jobs for this user. Paste a conversation in the Capture pane (7) to ingest it through extraction.")

    def selected_event(self) -> str | None:
        table = self.query_one("#jobs", DataTable)
        if not table.row_count:
            return None
        try:
            key, _ = table.coordinate_to_cell_key(table.cursor_coordinate)
        except Exception:  # noqa: BLE001
            return None
        return key.value

    @on(DataTable.RowHighlighted, "#jobs")
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        event_id = event.row_key.value if event.row_key else None
        if not event_id:
            return
        ns, user, services = self.prme.namespace, self.prme.user or "", self.prme.services
        run_engine(
            self, "load job source", lambda: services.job_source(ns, event_id, user),
            lambda ev: JobSourceLoaded(event_id, ev), group="job-source", exclusive=True,
        )

    @on(JobSourceLoaded)
    def _source(self, event: JobSourceLoaded) -> None:
        event.stop()
        if event.event_id != self.selected_event():
            return
        ev = event.event
        job = next((j for j in (self.overview.jobs if self.overview else []) if j.event_id == event.event_id), None)
        head = f"Event {event.event_id}"
        if job is not None:
            head += f"\nstatus {job.status} · attempts {job.attempts}"
            if job.status == "running" and job.lease_expires_at is not None:  # only a running job holds a lease
                head += f" · leased until {when(job.lease_expires_at)}"
            if job.reason_code:
                head += f"\nreason {job.reason_code}: {job.reason_text}"
        if ev is None:
            self.query_one("#job-source", Static).update(f"{head}\n\n(source event not found)")
            return
        who = ev.speaker or ev.role
        self.query_one("#job-source", Static).update(f"{head}\n{who} · {when(ev.event_time or ev.created_at)}\n\n{ev.content}")

    # --- actions ----------------------------------------------------------------

    def action_retry(self) -> None:
        event_id = self.selected_event()
        if event_id is None:
            self.notify("Select a job first", severity="warning")
            return
        ns, user, services = self.prme.namespace, self.prme.user or "", self.prme.services

        def done(status: str) -> Outcome:
            self.reload()
            return Outcome(f"Job {event_id[:8]} is now {status}", title="Retry")

        run_engine(self, "retry extraction", lambda: services.retry_job(ns, event_id, user), done)

    def action_retry_all(self) -> None:
        ns, user, services = self.prme.namespace, self.prme.user or "", self.prme.services

        def done(count: int) -> Outcome:
            self.reload()
            return Outcome(f"{count} failed job(s) made eligible again", title="Retry all")

        run_engine(self, "retry all failed", lambda: services.retry_all_failed(ns, user), done)

    def action_process(self) -> None:
        if self.processing:
            return
        self.processing = True
        self.query_one("#process-row").display = True
        bar = self.query_one("#process-bar", ProgressBar)
        bar.update(total=None, progress=0)
        self.query_one("#process-status", Static).update("processing… (Esc cancels)")
        ns, user, services = self.prme.namespace, self.prme.user or "", self.prme.services
        pending = self.overview.counts.get("pending", 0) if self.overview else 0

        tally = SimpleNamespace(done=0, total=max(pending, 1))  # running totals, also reported when a job fails

        def process() -> ProcessProgress:
            """One job per step, so the bar moves and Esc cancels between jobs."""
            worker = get_current_worker()
            while not worker.is_cancelled:
                step = services.process_extractions(ns, user, limit=1, budget_ms=5000)
                tally.done += step.processed + step.failed
                tally.total = max(tally.total, tally.done + step.remaining)
                self.post_message(ProcessProgress(tally.done, tally.total))
                if step.remaining == 0 or (step.processed + step.failed) == 0:
                    break
            return ProcessProgress(tally.done, tally.total, finished=True, cancelled=worker.is_cancelled)

        def failed(error: str) -> ProcessProgress:
            return ProcessProgress(tally.done, tally.total, finished=True, cancelled=worker.is_cancelled, error=error)

        # busy=False: the pane's own progress bar shows this work.
        worker = run_engine(self, "process extraction jobs", process, lambda last: last, failed=failed, group="process",
                            busy=False)

    @on(ProcessProgress)
    def _progress(self, event: ProcessProgress) -> None:
        event.stop()
        bar = self.query_one("#process-bar", ProgressBar)
        bar.update(total=event.total, progress=event.done)
        if event.finished:
            if event.error:
                self.post_message(EngineFailed("process extraction jobs", event.error))
            self.processing = False
            word = "cancelled after" if event.cancelled else "processed"
            self.query_one("#process-status", Static).update(f"{word} {event.done} job(s)")
            self.notify(f"Extraction {word} {event.done} job(s)", title="Process now")
            self.prme.data_changed("extraction processed")
            self.reload()
        else:
            self.query_one("#process-status", Static).update(f"{event.done} of {event.total} · Esc cancels")

    def action_cancel(self) -> None:
        if self.processing:
            self.workers.cancel_group(self, "process")
            self.query_one("#process-status", Static).update("cancelling after the current job…")

    def action_refresh(self) -> None:
        self.reload()
