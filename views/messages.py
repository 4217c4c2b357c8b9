"""App-wide messages: engine results (views.workers posts them on the UI thread) and progress
(posted from the worker thread as it goes); handlers on the UI side change the screen.

Every result message carries what it answers (a generation number or an id) so a
handler can drop a stale result that a newer request has overtaken.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual.message import Message


@dataclass
class EngineFailed(Message):
    """An engine call failed; the app shows ``message`` as an error notification."""

    action: str
    message: str


@dataclass
class Outcome(Message):
    """An action finished; the app shows ``message`` as a notification."""

    message: str
    title: str = ""


@dataclass
class OpenNode(Message):
    """Show one node in the detail pane."""

    node_id: str


@dataclass
class DataChanged(Message):
    """Memories changed (a curation action, a capture): panes reload when shown."""

    reason: str = ""


@dataclass
class NamespacesLoaded(Message):
    rows: list[Any]
    folder: str


@dataclass
class NodeCount(Message):
    generation: int
    total: int


@dataclass
class NodePageLoaded(Message):
    generation: int
    page_index: int
    rows: list[Any]
    has_more: bool


@dataclass
class DetailLoaded(Message):
    node_id: str
    detail: Any


@dataclass
class ContradictionsLoaded(Message):
    generation: int
    pairs: list[Any]


@dataclass
class DecisionApplied(Message):
    decision: Any
    outcome: str
    undone: bool = False


@dataclass
class ExtractionLoaded(Message):
    generation: int
    overview: Any


@dataclass
class JobSourceLoaded(Message):
    event_id: str
    event: Any


@dataclass
class ProcessProgress(Message):
    done: int
    total: int
    finished: bool = False
    cancelled: bool = False
    error: str | None = None  # why processing stopped early (a one-line user_message)


@dataclass
class RetrievalDone(Message):
    generation: int
    view: Any


@dataclass
class CaptureDone(Message):
    message: str
    node_id: str | None = None  # the memory stored (none for a conversation, queued for extraction)


@dataclass
class CaptureChecked(Message):
    """What the update check made of the memory just stored (see services.capture_outcome)."""

    stored: str  # the capture's own line
    outcome: str


class BusyChanged(Message):
    """The number of running engine calls changed (the pane bar shows an indicator)."""


@dataclass
class UsersLoaded(Message):
    users: list[str]


@dataclass
class TaskProgress(Message):
    """A maintenance task (doctor, compact, rekey, export, import) reports progress."""

    task: str
    stage: str
    done: int
    total: int | None


@dataclass
class TaskEnded(Message):
    """A maintenance task finished: ``result`` (a maintenance_actions.TaskResult) or ``error``."""

    task: str
    result: Any = None
    error: str | None = None


@dataclass
class CaptureArrived(Message):
    """The capture inbox handled a file (a capture_inbox.CaptureEvent)."""

    event: Any
