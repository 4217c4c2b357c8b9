"""Contradictions pane: the queue of open contradictions, two claims side by side, and the
update check's recent automatic supersessions, each of which a person can reverse."""

from __future__ import annotations

from dataclasses import dataclass

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import DataTable, Static

from views.base import NARROW, PaneScreen
from views.messages import ContradictionsLoaded, DecisionApplied, OpenNode, Outcome
from views.modals import ConfirmScreen
from views.workers import run_engine
from workspace_app.records import ClaimView, Decision, SupersessionView, decision_finality, decision_is_final
from workspace_app.retirement import clip


def when(value) -> str:
    return value.strftime("%Y-%m-%d %H:%M") if value else "-"


class ClaimCard(VerticalScroll):
    """One side of a contradiction: the claim, who said it, when, confidence and its evidence."""

    def __init__(self, side: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.side = side

    def compose(self) -> ComposeResult:
        yield Static("", classes="claim-head", markup=False)
        yield Static("", classes="claim-body", markup=False)
        yield Static("", classes="claim-evidence", markup=False)

    def show(self, claim: ClaimView | None) -> None:
        head, body, evidence = self.query(Static).results()
        if claim is None:
            head.update(self.side)
            body.update("")
            evidence.update("")
            return
        said = f" · said by {claim.speaker}" if claim.speaker else ""
        head.update(
            f"{self.side} · {claim.state.upper()} · confidence {claim.confidence:.2f}{said}\n"
            f"{when(claim.event_time or claim.created_at)} · node {claim.node_id[:8]}"
        )
        body.update(claim.content)
        lines = ["Evidence:"]
        for ev in claim.evidence:
            who = ev.speaker or ev.role
            lines.append(f"  {when(ev.event_time or ev.created_at)} {who}: {ev.content}")
        evidence.update("\n".join(lines) if claim.evidence else "Evidence: none found")


class ContradictionsScreen(PaneScreen):
    PANE = "contradictions"
    AUTO_FOCUS = "#left"
    TITLE = "Contradictions"
    ABOUT = (
        "The queue of open contradictions: pairs of CONTESTED claims linked by a CONTRADICTS edge, each side "
        "with its evidence, date, speaker and confidence. Keep left or right (the winner becomes STABLE, the "
        "loser DEPRECATED: final), keep both (recorded as not a contradiction; u undoes it), or archive both "
        "(final), with an optional reason. Each decision says before you confirm whether it can be undone. "
        "Below the queue: the updates the engine applied on its own (a newer statement superseded an older "
        "one); v reverses the highlighted one, so the old value is current again, recorded in the audit log. "
        "j asks the LLM provider you configured (PRME_EXTRACTION__PROVIDER) which of your memories make "
        "earlier ones out of date, for changes only knowledge of the world reads (a new insurer, a new "
        "employer); each pair it names joins the queue with its reason."
    )
    DEFAULT_CSS = """
    #supersessions-title { margin-top: 1; }
    #supersessions { height: auto; max-height: 9; }
    """

    @dataclass
    class SupersessionsLoaded(Message):
        generation: int
        records: list[SupersessionView]
    BINDINGS = [
        Binding("l,left", "keep_left", "Keep left", id="contradictions.keep_left"),
        Binding("r,right", "keep_right", "Keep right", id="contradictions.keep_right"),
        Binding("b", "keep_both", "Keep both", id="contradictions.keep_both"),
        Binding("x", "archive_both", "Archive both", id="contradictions.archive_both"),
        Binding("u", "undo", "Undo", id="contradictions.undo"),
        Binding("v", "reverse_update", "Reverse update", id="contradictions.reverse_update"),
        Binding("n,down", "next", "Next", id="contradictions.next"),
        Binding("N,up", "previous", "Previous", show=False, id="contradictions.previous"),
        Binding("o", "open_left", "Open left", show=False, id="contradictions.open_left"),
        Binding("O", "open_right", "Open right", show=False, id="contradictions.open_right"),
        Binding("j", "judge_updates", "Ask the LLM", show=False, id="contradictions.judge_updates"),
        Binding("g", "refresh", "Refresh", id="contradictions.refresh"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.pairs: list = []
        self.index = 0
        self.undo_stack: list[Decision] = []
        self.last_final: Decision | None = None  # the latest decision, when it could not be undone
        self.supersessions: list[SupersessionView] | None = None
        self.loaded = False
        # The claims of the latest decision: a pair that arrives with the reload after it (the
        # third value, checked again against the one kept) is shown first.
        self.decided: set[str] = set()

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="pane-body", id="contradictions-body"):
            yield Static("", id="queue-status", classes="section-title", markup=False)
            with Horizontal(id="claims"):
                yield ClaimCard("LEFT", id="left", classes="claim")
                yield ClaimCard("RIGHT", id="right", classes="claim")
            yield Static("", id="decision-hint", classes="hint", markup=False)
            yield Static("", id="supersessions-title", classes="section-title", markup=False)
            yield DataTable(id="supersessions", cursor_type="row", zebra_stripes=True)

    def is_ready(self) -> bool:
        return self.loaded and self.supersessions is not None

    @property
    def current(self):
        return self.pairs[self.index] if 0 <= self.index < len(self.pairs) else None

    def reload(self) -> None:
        generation = self.next_generation()
        ns, user, services = self.prme.namespace, self.prme.user or "", self.prme.services
        self.query_one("#queue-status", Static).update("Loading the queue…")
        run_engine(
            self, "load contradictions", lambda: services.contradictions(ns, user),
            lambda pairs: ContradictionsLoaded(generation, pairs), group="contradictions", exclusive=True,
        )
        run_engine(
            self, "load automatic updates", lambda: services.supersessions(ns, user),
            lambda records: self.SupersessionsLoaded(generation, records), group="supersessions", exclusive=True,
        )

    @on(ContradictionsLoaded)
    def _loaded(self, event: ContradictionsLoaded) -> None:
        event.stop()
        if event.generation != self.generation:
            return
        current = self.current
        before = {(p.left.node_id, p.right.node_id) for p in self.pairs}
        self.pairs = event.pairs
        self.loaded = True
        arrived = next((i for i, p in enumerate(self.pairs) if (p.left.node_id, p.right.node_id) not in before
                        and self.decided & {p.left.node_id, p.right.node_id}), None)
        self.decided = set()
        keep = None
        if current is not None:
            keep = next((i for i, p in enumerate(self.pairs) if p.left.node_id == current.left.node_id), None)
        if arrived is not None:
            keep = arrived
            self.notify("A newer statement is put against the claim you kept", title="New pair")
        self.index = keep if keep is not None else min(self.index, max(0, len(self.pairs) - 1))
        self._show()

    def _show(self) -> None:
        pair = self.current
        status = self.query_one("#queue-status", Static)
        claims = self.query_one("#claims")
        if pair is None:
            status.update("No open contradictions for this user. New ones appear when the update check finds a "
                          "statement that may update an earlier one, when you mark two nodes as contradicting "
                          "(Detail pane, c), or when the LLM you configured names one (j asks it).")
            claims.display = False
            self.query_one("#decision-hint", Static).update("")
            return
        claims.display = True
        detected = f" · detected {when(pair.detected_at)}" if pair.detected_at else ""
        why = f"\nWhy: {pair.reason}" if pair.reason else ""
        waiting = "".join(f"\nWaiting for this decision: \"{clip(claim.content, 120)}\" "
                          f"({when(claim.event_time or claim.created_at)}), compared with the claim you keep"
                          for claim in pair.waiting)
        status.update(f"Contradiction {self.index + 1} of {len(self.pairs)}{detected}{why}{waiting}")
        self.query_one("#left", ClaimCard).show(pair.left)
        self.query_one("#right", ClaimCard).show(pair.right)
        final = [key for key, kind in (("l", "keep_left"), ("r", "keep_right"), ("x", "archive_both"))
                 if decision_is_final(kind)]
        self.query_one("#decision-hint", Static).update(
            "l keep left · r keep right · b keep both (not a contradiction) · x archive both · n next\n"
            f"{', '.join(final)}: final, no undo · b: u undoes it · Tab: the automatic updates below · j: ask your LLM"
        )

    @on(SupersessionsLoaded)
    def _supersessions_loaded(self, event: SupersessionsLoaded) -> None:
        event.stop()
        if event.generation != self.generation:
            return
        highlighted = self.highlighted_update
        self.supersessions = event.records
        self._fill_updates(highlighted.operation_id if highlighted else None)
        reversible = sum(r.reversible for r in event.records)
        self.query_one("#supersessions-title", Static).update(
            f"Automatic updates ({len(event.records)} recent, {reversible} reversible): v reverses the highlighted "
            "one, Enter opens its old memory" if event.records else
            "Automatic updates: none yet. When a newer statement clearly replaces an older one (\"I moved to…\"), "
            "the engine retires the old one and lists it here for you to check."
        )

    def _fill_updates(self, keep: str | None = None) -> None:
        """The update list, its two text columns sharing the width (they clip rather than scroll)."""
        table = self.query_one("#supersessions", DataTable)
        records = self.supersessions or []
        text = max(12, (self.size.width - 16 - 9 - 4 * 2 - 4) // 2)
        # Narrow, the texts keep the room the short ids took ("Priya lives…"): Enter opens the memory.
        ids = self.size.width >= NARROW
        table.clear(columns=True)
        for label, key, width in (("When", "when", 16), ("Status", "status", 9), ("Was", "old", text),
                                  ("Now", "new", text)):
            table.add_column(label, key=key, width=width)
        for record in records:  # keyed by the operation: one node may be superseded, reversed, superseded again
            old = f"{record.old_id[:8]} {record.old_content}" if ids else record.old_content
            new = f"{(record.new_id or '')[:8]} {record.new_content}" if ids else record.new_content
            table.add_row(when(record.at), record.status, clip(old, text), clip(new, text), key=record.operation_id)
        if keep is not None and keep in {r.operation_id for r in records}:
            table.move_cursor(row=table.get_row_index(keep))
        # A header and a line a row, set here: with height auto the table measures its rows only
        # when its queue is idle, and a layout taken before that kept it at height 0 for good
        # (the 80x24 snapshot, where nothing else gives the space back).
        table.styles.height = len(records) + 1
        table.display = bool(records)

    @on(DataTable.RowSelected, "#supersessions")
    def _open_update(self, event: DataTable.RowSelected) -> None:
        event.stop()
        record = next((r for r in self.supersessions or [] if r.operation_id == event.row_key.value), None)
        if record is not None:
            self.post_message(OpenNode(record.old_id))

    def on_resize(self) -> None:
        if self.supersessions:
            highlighted = self.highlighted_update
            self._fill_updates(highlighted.operation_id if highlighted else None)

    @property
    def highlighted_update(self) -> SupersessionView | None:
        if not self.supersessions:
            return None
        row = self.query_one("#supersessions", DataTable).cursor_row
        return self.supersessions[row] if 0 <= row < len(self.supersessions) else None

    def action_reverse_update(self) -> None:
        record = self.highlighted_update
        if record is None:
            self.notify("No automatic update to reverse", severity="warning")
            return
        if not record.reversible:
            why = "it was reversed already" if record.reversed else "the old memory changed since (it is no longer superseded by this update)"
            self.notify(f"This update cannot be reversed: {why}", severity="warning")
            return
        services, ns, user = self.prme.services, self.prme.namespace, self.prme.user or ""

        def confirmed(result: dict | None) -> None:
            if result is None:
                return

            def done(outcome: str) -> Outcome:
                self.prme.data_changed("automatic update reversed")
                self.reload()
                return Outcome(outcome, "Update reversed")

            run_engine(
                self, "reverse the update",
                lambda: services.reverse_supersession(ns, record.old_id, user, result.get("reason")), done,
                group="decide",
            )

        self.app.push_screen(ConfirmScreen(
            f"Reverse this automatic update? “{clip(record.old_content, 80)}” becomes current again; "
            f"the newer “{clip(record.new_content, 80)}” stays as it is (archive it in Detail if it is wrong). "
            "Recorded in the audit log.", ask_reason=True,
        ), confirmed)

    def action_judge_updates(self) -> None:
        services, ns, user = self.prme.services, self.prme.namespace, self.prme.user or ""
        if not services.llm_configured(ns):  # say so before asking to confirm anything
            self.notify("Set PRME_EXTRACTION__PROVIDER to openai, ollama or anthropic (with its model) and "
                        "restart to ask an LLM. The offline update check needs none and runs on every capture.",
                        title="No LLM configured", severity="warning")
            return

        def confirmed(result: dict | None) -> None:
            if result is None:
                return

            def done(outcome: str) -> Outcome:
                self.prme.data_changed("updates judged")
                self.reload()
                return Outcome(outcome, "Asked the LLM")

            run_engine(self, "ask the LLM", lambda: services.judge_updates(ns, user), done, group="decide")

        self.app.push_screen(ConfirmScreen(
            "Ask the LLM provider you configured which of your memories make earlier ones out of date? "
            "Each memory not asked about before is sent to it with the few earlier ones closest to it. "
            "Nothing is retired: each pair it names joins this queue for you to decide."), confirmed)

    # --- decisions --------------------------------------------------------------

    def _decide(self, kind: str, question: str) -> None:
        pair = self.current
        if pair is None:
            self.notify("The queue is empty", severity="warning")
            return
        question = f"{question} {decision_finality(kind)}"

        def confirmed(result: dict | None) -> None:
            if result is None:
                return
            decision = Decision(kind, pair.left.node_id, pair.right.node_id, self.prme.user or "", result.get("reason"))
            services, ns = self.prme.services, self.prme.namespace
            run_engine(
                self, kind.replace("_", " "), lambda: services.decide(ns, decision),
                lambda outcome: DecisionApplied(decision, outcome),
                group="decide", exclusive=False,
            )

        self.app.push_screen(ConfirmScreen(question, ask_reason=True), confirmed)

    def action_keep_left(self) -> None:
        self._decide("keep_left", "Keep the LEFT claim? It becomes STABLE and the right one DEPRECATED.")

    def action_keep_right(self) -> None:
        self._decide("keep_right", "Keep the RIGHT claim? It becomes STABLE and the left one DEPRECATED.")

    def action_keep_both(self) -> None:
        self._decide("keep_both", "Keep both claims? The pair is recorded as not a contradiction.")

    def action_archive_both(self) -> None:
        self._decide("archive_both", "Archive both claims?")

    @on(DecisionApplied)
    def _applied(self, event: DecisionApplied) -> None:
        event.stop()
        if event.undone:
            self.notify(event.outcome, title="Undo")
        else:
            if event.decision.final:  # undo reaches only the latest decision, and this one has none
                self.last_final = event.decision
                self.undo_stack.clear()
            else:
                self.undo_stack.append(event.decision)
                self.last_final = None
            self.notify(event.outcome, title="Decision recorded")
            self.decided = {event.decision.left_id, event.decision.right_id}
            self.pairs = [p for p in self.pairs if p.left.node_id != event.decision.left_id
                          or p.right.node_id != event.decision.right_id]
            self.index = min(self.index, max(0, len(self.pairs) - 1))
            self._show()
        self.prme.data_changed("contradiction decided")
        self.reload()

    def action_undo(self) -> None:
        if self.last_final is not None:
            kind = self.last_final.kind
            self.notify(f"Nothing to undo: the last decision was {kind.replace('_', ' ')}. {decision_finality(kind)}",
                        severity="warning")
            return
        if not self.undo_stack:
            self.notify("Nothing to undo in this session. A pair you kept both of earlier returns to the queue "
                        "when you mark the two as contradicting again (c in the Detail pane).", severity="warning")
            return
        decision = self.undo_stack[-1]
        services, ns = self.prme.services, self.prme.namespace

        def undone(outcome: str) -> DecisionApplied:
            if self.undo_stack and self.undo_stack[-1] is decision:
                self.undo_stack.pop()
            return DecisionApplied(decision, outcome, undone=True)

        run_engine(self, "undo", lambda: services.undo(ns, decision), undone, group="decide")

    def action_next(self) -> None:
        if self.pairs:
            self.index = (self.index + 1) % len(self.pairs)
            self._show()

    def action_previous(self) -> None:
        if self.pairs:
            self.index = (self.index - 1) % len(self.pairs)
            self._show()

    def action_open_left(self) -> None:
        if self.current is not None:
            self.post_message(OpenNode(self.current.left.node_id))

    def action_open_right(self) -> None:
        if self.current is not None:
            self.post_message(OpenNode(self.current.right.node_id))

    def action_refresh(self) -> None:
        self.reload()

