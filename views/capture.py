"""Capture pane: add one memory, paste a conversation to ingest through extraction, and see what
the capture inbox (files dropped in inbox/<namespace>/) brought in."""

from __future__ import annotations

from datetime import datetime, timezone

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, DataTable, Input, Label, Select, Static, TabbedContent, TabPane, TextArea

from engine import NodeType, Scope
from views.base import PaneScreen
from views.messages import CaptureChecked, CaptureDone
from views.workers import run_engine


def parse_when(text: str) -> datetime | None:
    text = text.strip()
    if not text:
        return None
    for fmt in ("%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M", "%Y-%m-%d"):
        try:
            return datetime.strptime(text, fmt).replace(tzinfo=timezone.utc)
        except ValueError:
            continue
    value = datetime.fromisoformat(text)
    return value if value.tzinfo else value.replace(tzinfo=timezone.utc)


class CaptureScreen(PaneScreen):
    PANE = "capture"
    AUTO_FOCUS = "#memory-text"  # typing goes into the memory, never into the app's one-letter keys
    NEEDS_MODEL = True
    TITLE = "Capture"
    ABOUT = (
        "Add a memory by hand (type, scope, speaker, event time), or paste a conversation as 'Name: text' lines "
        "to ingest it through extraction, which finds entities and claims and flags contradictions. ctrl+s saves. "
        "Files dropped in the workspace's inbox/<namespace>/ folder (.md, .txt, .jsonl, chat .json) are captured "
        "while the app runs: the list at the bottom shows the latest arrivals (a locked namespace's files wait)."
    )
    DEFAULT_CSS = """
    #inbox-title { height: 1; padding: 0 1; }
    #inbox-recent { height: 7; }
    """
    KIND_LABELS = {"captured": "captured", "duplicate": "duplicate", "failed": "FAILED", "waiting": "waiting"}
    BINDINGS = [
        Binding("ctrl+s", "save", "Save", id="capture.save"),
        Binding("ctrl+o", "switch_tab", "Memory/conversation", id="capture.switch"),
    ]

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="pane-body", id="capture-body"):
            with TabbedContent(id="capture-tabs"):
                with TabPane("Memory", id="tab-memory"):
                    yield TextArea("", id="memory-text")
                    with Horizontal(classes="form-row"):
                        yield Select([(t.value, t.value) for t in NodeType], value="note", allow_blank=False, id="memory-type", compact=True)
                        yield Select([(s.value, s.value) for s in Scope], value="personal", allow_blank=False, id="memory-scope", compact=True)
                        yield Select([("user", "user"), ("participant", "participant"), ("assistant", "assistant")],
                                     value="user", allow_blank=False, id="memory-role", compact=True)
                        yield Input(placeholder="speaker (optional)", id="memory-speaker", classes="mid-input", compact=True)
                        yield Input(placeholder="event time YYYY-MM-DD HH:MM", id="memory-when", classes="mid-input", compact=True)
                    with Horizontal(classes="buttons"):
                        yield Button("Save memory (ctrl+s)", variant="primary", id="save-memory", compact=True)
                with TabPane("Conversation", id="tab-conversation"):
                    yield TextArea("", id="conversation-text")
                    with Horizontal(classes="form-row"):
                        yield Label("session", classes="field-label")
                        yield Input(placeholder="session id (optional)", id="conversation-session", classes="mid-input", compact=True)
                        yield Label("you are", classes="field-label")
                        yield Input(placeholder="your speaker name (optional)", id="conversation-owner", classes="mid-input", compact=True)
                        yield Select([(s.value, s.value) for s in Scope], value="personal", allow_blank=False, id="conversation-scope", compact=True)
                    with Horizontal(classes="buttons"):
                        yield Button("Ingest conversation (ctrl+s)", variant="primary", id="save-conversation", compact=True)
            yield Static("", id="capture-status", classes="status-line", markup=False)
            yield Static("Inbox: recent arrivals (newest first)", id="inbox-title", classes="section-title",
                         markup=False)
            table = DataTable(id="inbox-recent", cursor_type="row", zebra_stripes=True)
            table.add_column("Time", key="at", width=8)
            table.add_column("Namespace", key="ns", width=14)
            table.add_column("File", key="file", width=24)
            table.add_column("Result", key="kind", width=9)
            table.add_column("Items", key="items", width=5)
            table.add_column("What", key="what")
            yield table

    def on_mount(self) -> None:
        self.show_captures()

    def before_resume(self) -> None:
        self.show_captures()  # files that arrived while another pane was shown

    def show_captures(self) -> None:
        """Fill the arrivals list from the app's recent capture events."""
        table = self.query_one("#inbox-recent", DataTable)
        table.clear()
        for event in reversed(self.prme.recent_captures):
            what = event.reason if event.kind in ("failed", "waiting") or not event.previews else event.previews[0]
            items = str(event.items) if event.kind in ("captured", "duplicate") else ""
            table.add_row(
                event.at.astimezone().strftime("%H:%M:%S"), event.namespace, event.source_name,
                self.KIND_LABELS.get(event.kind, event.kind), items, what,
            )
        where = "inbox/<namespace>/ of the workspace folder"
        if not self.prme.watch_inbox:
            title = f"Files in {where} are not watched in this session"
        elif self.prme.recent_captures:
            title = f"Arrivals in {where} (newest first)"
        else:
            title = f"Arrivals in {where}: none yet (drop .md, .txt, .jsonl or chat .json files there)"
        self.query_one("#inbox-title", Static).update(title)

    def reload(self) -> None:
        self.query_one("#capture-status", Static).update(
            f"Capturing into {self.prme.namespace} as user {self.prme.user or self.prme.owner}. "
            "Conversation lines look like 'Maya: I moved to Lisbon in May.'"
        )

    def action_switch_tab(self) -> None:
        tabs = self.query_one("#capture-tabs", TabbedContent)
        tabs.active = "tab-conversation" if tabs.active == "tab-memory" else "tab-memory"
        # Typing (or a paste) goes into the tab's text box, not into the app's one-letter keys.
        box = "#conversation-text" if tabs.active == "tab-conversation" else "#memory-text"
        self.call_after_refresh(self.query_one(box).focus)

    @on(Button.Pressed, "#save-memory")
    @on(Button.Pressed, "#save-conversation")
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_save()

    def action_save(self) -> None:
        tabs = self.query_one("#capture-tabs", TabbedContent)
        ns, services = self.prme.namespace, self.prme.services
        user = self.prme.user or self.prme.owner
        if tabs.active == "tab-memory":
            text = self.query_one("#memory-text", TextArea).text
            try:
                when = parse_when(self.query_one("#memory-when", Input).value)
            except ValueError:
                self.notify("Event time: use YYYY-MM-DD HH:MM", severity="error")
                return
            node_type = str(self.query_one("#memory-type", Select).value)
            scope = str(self.query_one("#memory-scope", Select).value)
            role = str(self.query_one("#memory-role", Select).value)
            speaker = self.query_one("#memory-speaker", Input).value.strip() or None

            def done(node_id: str) -> CaptureDone:
                return CaptureDone(f"Stored a {node_type} memory ({node_id[:8]}) for {user}", node_id)

            run_engine(self, "store memory", lambda: services.add_memory(
                ns, text, user_id=user, node_type=node_type, scope=scope, speaker=speaker, role=role, event_time=when,
            ), done)
        else:
            text = self.query_one("#conversation-text", TextArea).text
            session = self.query_one("#conversation-session", Input).value.strip() or None
            owner = self.query_one("#conversation-owner", Input).value.strip() or None
            scope = str(self.query_one("#conversation-scope", Select).value)

            def ingested(count: int) -> CaptureDone:
                return CaptureDone(f"Ingested {count} message(s); queued for extraction: see the Extraction pane (5)")

            run_engine(self, "ingest conversation", lambda: services.ingest_conversation(
                ns, text, user_id=user, scope=scope, session_id=session, owner_speaker=owner,
            ), ingested)

    @on(CaptureDone)
    def _done(self, event: CaptureDone) -> None:
        event.stop()
        tabs = self.query_one("#capture-tabs", TabbedContent)
        target = "#memory-text" if tabs.active == "tab-memory" else "#conversation-text"
        self.query_one(target, TextArea).load_text("")
        if tabs.active == "tab-memory":
            # An event time belongs to the memory just saved, not to the next one.
            self.query_one("#memory-when", Input).value = ""
        self.query_one("#capture-status", Static).update(event.message)
        self.notify(event.message, title="Captured")
        self.prme.data_changed("capture", new_user=self.prme.user or self.prme.owner)
        if event.node_id is not None:  # then say what it changed, once the update check has run
            ns, services, user = self.prme.namespace, self.prme.services, self.prme.user or self.prme.owner
            stored, node_id = event.message, event.node_id

            def checked(outcome: str | None) -> CaptureChecked | None:
                return CaptureChecked(stored, outcome) if outcome else None

            # The latest capture's outcome wins: an older one would overwrite the status line.
            run_engine(self, "check the new memory", lambda: services.capture_outcome(ns, node_id, user), checked,
                       group="capture-check", exclusive=True, busy=False)

    @on(CaptureChecked)
    def _checked(self, event: CaptureChecked) -> None:
        event.stop()
        self.query_one("#capture-status", Static).update(f"{event.stored} · {event.outcome}")
        self.notify(event.outcome, title="What is current")
        self.prme.data_changed("update check")
