"""When a memory was retired and by what, as the Nodes and Detail panes and the CLI say it.

The engine answers the question (``Retirement``: from ``retirements()`` or a node's
provenance); this module adds the replacing memory's text and words it one way for
every surface. It holds no state and imports no Textual.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any, Callable

from engine import MemoryNode, Retirement

HOW = {"superseded": "superseded by", "deprecated": "lost a contradiction to", "archived": "archived"}


@dataclass(frozen=True)
class RetirementView:
    state: str  # superseded, deprecated or archived
    at: datetime  # when its value stopped being true (valid_to), else when it was retired
    retired_at: datetime  # when the operation that retired it ran
    how: str  # "superseded by", "lost a contradiction to", "archived"
    by_id: str | None  # the memory that replaced it or won against it
    by_content: str | None
    actor: str | None
    reason: str | None
    automatic: bool  # the engine's update check retired it, not a person

    def sentence(self, *, id_width: int | None = 8, text_width: int = 70) -> str:
        """``superseded 2026-03-02 14:00 (automatic update) by 1a2b3c4d “My dentist is now …”``.

        Who decided comes before the replacement's text, so clipping the line loses only text.
        """
        words = f"{self.state} {self.at:%Y-%m-%d %H:%M}"
        if self.automatic:
            words += " (automatic update)"
        elif self.actor:
            words += f" (decided by {self.actor})"
        if self.by_id:
            shown = self.by_id[:id_width] if id_width else self.by_id
            words += (" by" if self.state == "superseded" else f": {self.how}") + f" {shown}"
            if self.by_content:
                words += f" “{clip(self.by_content, text_width)}”"
        return words

    def as_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["at"], data["retired_at"] = self.at.isoformat(), self.retired_at.isoformat()
        return data


def clip(text: str, width: int) -> str:
    line = " ".join(text.split())
    return line if len(line) <= width else line[: width - 1] + "…"


def retirement_view(retirement: Retirement, read_node: Callable[[str], MemoryNode | None]) -> RetirementView:
    """The engine's answer plus the replacing memory's text (``read_node`` fetches it, retired ones too)."""
    by_id = str(retirement.replaced_by) if retirement.replaced_by else None
    by = read_node(by_id) if by_id else None
    state = retirement.state.value
    return RetirementView(
        state=state, at=retirement.valid_to or retirement.retired_at, retired_at=retirement.retired_at,
        how=HOW.get(state, state), by_id=by_id, by_content=by.content if by is not None else None,
        actor=retirement.actor, reason=retirement.reason, automatic=retirement.automatic,
    )


@dataclass(frozen=True)
class CaptureOutcome:
    """What the update check made of a memory just captured: the memory it replaced (an
    automatic update), the later-dated one that replaced it at once (it went into history),
    the earlier one it was put to the person beside, or the pair a person is
    deciding that it waits for (a third value: it is compared with the claim they keep)."""

    replaced: str | None = None
    outdated_by: str | None = None  # a memory dated later already says otherwise: this one is history
    beside: str | None = None
    waits_on: tuple[str, ...] = ()
    other_id: str = ""  # the memory replaced, the one beside, or the first of the pair waited for


def capture_outcome(client: Any, node_id: str, user_id: str) -> CaptureOutcome | None:
    """Once the update check has run on ``node_id`` (its comparison by meaning waits for the
    memory's vectors, which this waits for): what it changed, or None when nothing."""
    client.wait_for_vectors(user_id)
    for record in client.list_supersessions(user_id=user_id, automatic_only=True, limit=20):
        if str(record.new_node_id) == node_id and not record.reversed:
            return CaptureOutcome(replaced=record.old_content or "", other_id=str(record.old_node_id))
        if str(record.old_node_id) == node_id and not record.reversed:
            # Dated before a memory that already says otherwise: stored as history at once.
            return CaptureOutcome(outdated_by=record.new_content or "", other_id=str(record.new_node_id))
    pairs = client.open_contradictions(user_id, limit=50).pairs
    beside = partners(pairs, node_id)
    if beside:
        return CaptureOutcome(beside=beside[0].content, other_id=str(beside[0].id))
    for pair in pairs:
        if any(str(n.id) == node_id for n in pair.waiting):
            return CaptureOutcome(waits_on=(pair.first.content, pair.second.content), other_id=str(pair.first.id))
    return None


def partners(pairs: Any, node_id: str) -> list[MemoryNode]:
    """The other side of each open contradiction pair that ``node_id`` is in."""
    return [other for pair in pairs
            if (other := {str(pair.first.id): pair.second, str(pair.second.id): pair.first}.get(node_id))]
