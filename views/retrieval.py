"""Retrieval playground: ask the engine as an agent would and see exactly what it gets."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.timer import Timer
from textual.widgets import DataTable, Input, Label, Select, Static, TabbedContent, TabPane, TextArea

from engine import Scope
from views.base import PaneScreen
from views.messages import OpenNode, Outcome, RetrievalDone
from views.workers import run_engine
from workspace_app.services import FORMATS, MODES


class RetrievalScreen(PaneScreen):
    PANE = "retrieval"
    NEEDS_MODEL = True
    AUTO_FOCUS = "#q"
    TITLE = "Retrieval playground"
    ABOUT = (
        "Type a query and see the context exactly as a model would receive it, within the token budget you "
        "choose: tokens used, the ranked results with their score traces, the ids left out and why, hints from "
        "other scopes, and the value bindings visible to tools. Changing the budget, scopes, format or mode runs "
        "the query again. The JSON formats are shown indented; ctrl+y copies and ctrl+s saves (to the workspace's "
        "exports folder) the exact string a model receives."
    )
    BINDINGS = [
        Binding("ctrl+r", "run", "Run", id="retrieval.run"),
        Binding("ctrl+s", "save", "Save context", id="retrieval.save"),
        Binding("ctrl+y", "copy", "Copy context", id="retrieval.copy"),
        Binding("ctrl+l", "focus_query", "Query", id="retrieval.focus"),
    ]

    RERUN_DELAY = 0.4  # seconds of quiet after an option change before the query runs again

    def __init__(self) -> None:
        super().__init__()
        self.view = None
        self.last_query: str | None = None
        self._rerun: Timer | None = None

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="pane-body", id="retrieval-body"):
            with Horizontal(classes="form-row"):
                yield Label("query", classes="field-label")
                yield Input(placeholder="ask as an agent would, then Enter", id="q", compact=True)
            with Horizontal(classes="form-row"):
                yield Label("budget", classes="field-label")
                yield Input("400", type="integer", id="budget", classes="small-input", compact=True)
                yield Label("scopes", classes="field-label")
                yield Input(placeholder="all (or: personal,project)", id="scopes", classes="mid-input", compact=True)
                yield Select([(f, f) for f in FORMATS], value="reader", allow_blank=False, id="format", compact=True)
                yield Select([(m, m) for m in MODES], value="default", allow_blank=False, id="mode", compact=True)
            yield Static("", id="retrieval-status", classes="section-title", markup=False)
            with TabbedContent(id="retrieval-tabs"):
                with TabPane("Context", id="tab-context"):
                    yield TextArea("", read_only=True, id="context", show_line_numbers=False, soft_wrap=True)
                with TabPane("Results", id="tab-results"):
                    yield Static("", id="results-meta", classes="hint", markup=False)
                    yield DataTable(id="results", cursor_type="row", zebra_stripes=True)
                with TabPane("Excluded", id="tab-excluded"):
                    yield DataTable(id="excluded", cursor_type="row")
                with TabPane("Hints", id="tab-hints"):
                    yield DataTable(id="hints", cursor_type="row")
                with TabPane("Bindings", id="tab-bindings"):
                    yield DataTable(id="bindings", cursor_type="row")

    def on_mount(self) -> None:
        results = self.query_one("#results", DataTable)
        for label, key, width in (("#", "rank", 3), ("Score", "score", 6), ("Ctx", "packed", 3), ("Type", "type", 9),
                                  ("State", "state", 10), ("Paths", "paths", 16), ("Trace", "trace", 40), ("Content", "content", None)):
            results.add_column(label, key=key, width=width)
        excluded = self.query_one("#excluded", DataTable)
        for label, key, width in (("Node", "node", 8), ("Reason", "reason", 30), ("Content", "content", None)):
            excluded.add_column(label, key=key, width=width)
        hints = self.query_one("#hints", DataTable)
        for label, key in (("#", "rank"), ("Score", "score"), ("Type", "type"), ("Content", "content")):
            hints.add_column(label, key=key)
        self.query_one("#bindings", DataTable).add_columns("Reference", "Kind", "Presentation", "Lookup", "Node")

    def reload(self) -> None:
        if self.last_query:
            self.action_run()
        else:
            self.query_one("#retrieval-status", Static).update(
                f"Ask as user {self.prme.user or '-'}: type a query and press Enter (Esc leaves the field).")

    def _scopes(self) -> list[str]:
        raw = self.query_one("#scopes", Input).value
        scopes = [s.strip().lower() for s in raw.replace(" ", ",").split(",") if s.strip()]
        valid = {s.value for s in Scope}
        bad = [s for s in scopes if s not in valid]
        if bad:
            raise ValueError(f"unknown scope {bad[0]!r}; use {', '.join(sorted(valid))}")
        return scopes

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_run()

    @on(Select.Changed)
    def _select_changed(self, event: Select.Changed) -> None:
        event.stop()
        self._options_changed()

    @on(Input.Changed, "#budget, #scopes")
    def _option_typed(self, event: Input.Changed) -> None:
        event.stop()
        self._options_changed()

    def _options_changed(self) -> None:
        """Any change of budget, scopes, format or mode runs the last query again, once typing pauses."""
        if not self.last_query:
            return
        if self._rerun is not None:
            self._rerun.stop()
        self._rerun = self.set_timer(self.RERUN_DELAY, lambda: self.action_run(quiet=True))

    def action_run(self, quiet: bool = False) -> None:
        """Run the query; ``quiet`` (an automatic re-run) reports a half-typed form in the status line."""
        if self._rerun is not None:
            self._rerun.stop()
            self._rerun = None
        status = self.query_one("#retrieval-status", Static)
        query = self.query_one("#q", Input).value.strip() or (self.last_query if quiet else "") or ""
        if not query:
            self.notify("Type a query first", severity="warning")
            return
        try:
            budget = int(self.query_one("#budget", Input).value or "0")
            scopes = self._scopes()
            if budget < 1:
                raise ValueError("The token budget must be a positive number")
        except ValueError as exc:
            if quiet:
                status.update(f"Not run: {exc}")
            else:
                self.notify(str(exc), title="Check the form", severity="error", markup=False)
            return
        fmt = str(self.query_one("#format", Select).value)
        mode = str(self.query_one("#mode", Select).value)
        self.last_query = query
        generation = self.next_generation()
        ns, user, services = self.prme.namespace, self.prme.user or "", self.prme.services
        waiting = "" if services.indexes_ready(ns) else " (the search indexes are still loading; the first query waits for them)"
        status.update(f"Retrieving for {query!r}…{waiting}")
        run_engine(
            self, "retrieve",
            lambda: services.retrieve(ns, query, user_id=user, scopes=scopes, token_budget=budget, fmt=fmt, mode=mode),
            lambda view: RetrievalDone(generation, view), group="retrieve", exclusive=True,
        )

    @on(RetrievalDone)
    def _done(self, event: RetrievalDone) -> None:
        event.stop()
        if event.generation != self.generation:
            return
        v = self.view = event.view
        over = " · OVER BUDGET" if v.tokens_used > v.token_budget else ""
        note = ""
        if v.format != "reader" and v.rendered_tokens != v.tokens_used:
            note = f" · this {v.format} render counts {v.rendered_tokens}"
        self.query_one("#retrieval-status", Static).update(
            f"{v.tokens_used} of {v.token_budget} tokens used{over}{note} · {len(v.results)} results · "
            f"{sum(1 for r in v.results if r.packed)} in context · {len(v.excluded)} excluded · "
            f"{len(v.hints)} hints · {len(v.bindings)} bindings"
        )
        self.query_one("#results-meta", Static).update(
            f"Ranked before packing (✓ = in the context) · retrieval took {v.timing_ms:.0f} ms")
        self.query_one("#context", TextArea).load_text(v.display or v.rendered)
        results = self.query_one("#results", DataTable)
        results.clear()
        for r in v.results:
            results.add_row(str(r.rank), f"{r.score:.3f}", "✓" if r.packed else "", r.node_type, r.state, r.paths,
                            r.trace, r.content, key=r.node_id)
        excluded = self.query_one("#excluded", DataTable)
        excluded.clear()
        for row in v.excluded:
            excluded.add_row(row.node_id[:8], row.reason, row.text or "(not readable as this user)", key=row.node_id)
        hints = self.query_one("#hints", DataTable)
        hints.clear()
        for r in v.hints:
            hints.add_row(str(r.rank), f"{r.score:.3f}", r.node_type, r.content, key=r.node_id)
        bindings = self.query_one("#bindings", DataTable)
        bindings.clear()
        for b in v.bindings:
            bindings.add_row(b.get("reference", ""), b.get("kind", ""), b.get("presentation", ""), b.get("lookup", ""),
                             (b.get("node_id") or b.get("source_node_id") or "")[:8])

    @on(DataTable.RowSelected)
    def _open(self, event: DataTable.RowSelected) -> None:
        event.stop()
        if event.data_table.id in ("results", "hints", "excluded") and event.row_key.value:
            self.post_message(OpenNode(event.row_key.value))

    def action_save(self) -> None:
        if self.view is None:
            self.notify("Run a query first", severity="warning")
            return
        text, services = self.view.rendered, self.prme.services
        run_engine(self, "save context", lambda: services.export_context(text),
                        lambda path: Outcome(f"Saved the context to {path}", title="Saved"))

    def action_copy(self) -> None:
        if self.view is None:
            self.notify("Run a query first", severity="warning")
            return
        self.app.copy_to_clipboard(self.view.rendered)
        self.notify(f"Copied {self.view.tokens_used} tokens of context to the clipboard (terminal permitting); "
                    "ctrl+s also saves it to a file", title="Copied")

    def action_focus_query(self) -> None:
        self.query_one("#q", Input).focus()
