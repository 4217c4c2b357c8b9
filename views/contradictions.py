"""Contradictions pane: the queue of open contradictions, two claims side by side."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Static

from views.base import PaneScreen
from views.modals import ConfirmScreen
from workspace_app.messages import ContradictionsLoaded, DecisionApplied, OpenNode
from workspace_app.services import ClaimView, Decision


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
    TITLE = "Contradictions"
    ABOUT = (
        "The queue of open contradictions: pairs of CONTESTED claims linked by a CONTRADICTS edge, each side "
        "with its evidence, date, speaker and confidence. Keep left or right (the winner becomes STABLE, the "
        "loser DEPRECATED), keep both (recorded as not a contradiction), or archive both, with an optional "
        "reason. The queue advances after each decision; u undoes the last one where the lifecycle allows it."
    )
    BINDINGS = [
        Binding("l,left", "keep_left", "Keep left", id="contradictions.keep_left"),
        Binding("r,right", "keep_right", "Keep right", id="contradictions.keep_right"),
        Binding("b", "keep_both", "Keep both", id="contradictions.keep_both"),
        Binding("x", "archive_both", "Archive both", id="contradictions.archive_both"),
        Binding("u", "undo", "Undo", id="contradictions.undo"),
        Binding("n,down", "next", "Next", id="contradictions.next"),
        Binding("N,up", "previous", "Previous", show=False, id="contradictions.previous"),
        Binding("o", "open_left", "Open left", show=False, id="contradictions.open_left"),
        Binding("O", "open_right", "Open right", show=False, id="contradictions.open_right"),
        Binding("g", "refresh", "Refresh", id="contradictions.refresh"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.pairs: list = []
        self.index = 0
        self.undo_stack: list[Decision] = []
        self.loaded = False

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="pane-body", id="contradictions-body"):
            yield Static("", id="queue-status", classes="section-title", markup=False)
            with Horizontal(id="claims"):
                yield ClaimCard("LEFT", id="left", classes="claim")
                yield ClaimCard("RIGHT", id="right", classes="claim")
            yield Static("", id="decision-hint", classes="hint", markup=False)

    def is_ready(self) -> bool:
        return self.loaded

    @property
    def current(self):
        return self.pairs[self.index] if 0 <= self.index < len(self.pairs) else None

    def reload(self) -> None:
        generation = self.next_generation()
        ns, user, services = self.prme.namespace, self.prme.user or "", self.prme.services
        self.query_one("#queue-status", Static).update("Loading the queue…")
        self.run_engine(
            "load contradictions", lambda: services.contradictions(ns, user),
            lambda pairs: ContradictionsLoaded(generation, pairs), group="contradictions", exclusive=True,
        )

    @on(ContradictionsLoaded)
    def _loaded(self, event: ContradictionsLoaded) -> None:
        event.stop()
        if event.generation != self.generation:
            return
        current = self.current
        self.pairs = event.pairs
        self.loaded = True
        keep = None
        if current is not None:
            keep = next((i for i, p in enumerate(self.pairs) if p.left.node_id == current.left.node_id), None)
        self.index = keep if keep is not None else min(self.index, max(0, len(self.pairs) - 1))
        self._show()

    def _show(self) -> None:
        pair = self.current
        status = self.query_one("#queue-status", Static)
        claims = self.query_one("#claims")
        if pair is None:
            status.update("No open contradictions for this user. New ones appear when extraction finds a claim "
                          "that conflicts with a current one, or when you mark two nodes as contradicting (Detail pane, c).")
            claims.display = False
            self.query_one("#decision-hint", Static).update("")
            return
        claims.display = True
        detected = f" · detected {when(pair.detected_at)}" if pair.detected_at else ""
        status.update(f"Contradiction {self.index + 1} of {len(self.pairs)}{detected}")
        self.query_one("#left", ClaimCard).show(pair.left)
        self.query_one("#right", ClaimCard).show(pair.right)
        self.query_one("#decision-hint", Static).update(
            "l keep left · r keep right · b keep both (not a contradiction) · x archive both · u undo · n next"
        )

    # --- decisions --------------------------------------------------------------

    def _decide(self, kind: str, question: str) -> None:
        pair = self.current
        if pair is None:
            self.notify("The queue is empty", severity="warning")
            return

        def confirmed(result: dict | None) -> None:
            if result is None:
                return
            decision = Decision(kind, pair.left.node_id, pair.right.node_id, self.prme.user or "", result.get("reason"))
            services, ns = self.prme.services, self.prme.namespace
            self.run_engine(
                question, lambda: services.decide(ns, decision), lambda outcome: DecisionApplied(decision, outcome),
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
        self._decide("archive_both", "Archive both claims? ARCHIVED is final.")

    @on(DecisionApplied)
    def _applied(self, event: DecisionApplied) -> None:
        event.stop()
        if event.undone:
            self.notify(event.outcome, title="Undo")
        else:
            self.undo_stack.append(event.decision)
            self.notify(event.outcome, title="Decision recorded")
            self.pairs = [p for p in self.pairs if p.left.node_id != event.decision.left_id
                          or p.right.node_id != event.decision.right_id]
            self.index = min(self.index, max(0, len(self.pairs) - 1))
            self._show()
        self.prme.data_changed("contradiction decided")
        self.reload()

    def action_undo(self) -> None:
        if not self.undo_stack:
            self.notify("Nothing to undo in this session", severity="warning")
            return
        decision = self.undo_stack[-1]
        services, ns = self.prme.services, self.prme.namespace

        def undone(outcome: str) -> DecisionApplied:
            if self.undo_stack and self.undo_stack[-1] is decision:
                self.undo_stack.pop()
            return DecisionApplied(decision, outcome, undone=True)

        self.run_engine("undo", lambda: services.undo(ns, decision), undone, group="decide")

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

