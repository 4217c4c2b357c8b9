"""When a memory was retired and by what: one answer for the Nodes and Detail panes and the CLI.

A memory leaves the current truth in three ways: it is superseded (``superseded_by``
names the replacement, a SUPERSEDES edge points at it), it loses a contradiction (the
closed CONTRADICTS edge names the winner), or it is archived. This module reads that
from a node's provenance; it holds no state and imports no Textual.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any, Callable

from engine import AUTOMATIC_UPDATE_ACTOR, EdgeType, LifecycleState, MemoryNode, Provenance

RETIRED = frozenset({LifecycleState.SUPERSEDED, LifecycleState.DEPRECATED, LifecycleState.ARCHIVED})
HOW = {
    LifecycleState.SUPERSEDED: "superseded by",
    LifecycleState.DEPRECATED: "lost a contradiction to",
    LifecycleState.ARCHIVED: "archived",
}


@dataclass(frozen=True)
class Retirement:
    state: str  # superseded, deprecated or archived
    at: datetime | None  # valid_to, else when the retiring operation ran
    how: str  # "superseded by", "lost a contradiction to", "archived"
    by_id: str | None  # the memory that replaced it or won against it
    by_content: str | None
    actor: str | None = None
    reason: str | None = None

    def sentence(self, *, id_width: int | None = 8, text_width: int = 70) -> str:
        """``superseded 2026-03-02 14:00 by 1a2b3c4d “My dentist is now …” (automatic update)``."""
        words = self.state + (f" {self.at:%Y-%m-%d %H:%M}" if self.at else "")
        if self.by_id:
            shown = self.by_id[:id_width] if id_width else self.by_id
            words += (" by" if self.state == "superseded" else f": {self.how}") + f" {shown}"
            if self.by_content:
                words += f" “{clip(self.by_content, text_width)}”"
        if self.actor == AUTOMATIC_UPDATE_ACTOR:
            words += " (automatic update)"
        elif self.actor:
            words += f" (decided by {self.actor})"
        return words

    def as_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["at"] = self.at.isoformat() if self.at else None
        return data


def clip(text: str, width: int) -> str:
    line = " ".join(text.split())
    return line if len(line) <= width else line[: width - 1] + "…"


def replacement_id(node: MemoryNode, provenance: Provenance | None = None) -> str | None:
    """The node that took this one's place: the supersession's replacement or the contradiction's winner."""
    if node.superseded_by is not None:
        return str(node.superseded_by)
    if provenance is None:
        return None
    nid = str(node.id)
    candidates: list[tuple[datetime, str]] = []
    for edge in provenance.edges + provenance.contradictions:
        meta = edge.metadata or {}
        if edge.edge_type is EdgeType.SUPERSEDES and str(edge.target_id) == nid and edge.valid_to is None:
            candidates.append((edge.created_at, str(edge.source_id)))
        elif edge.edge_type is EdgeType.CONTRADICTS and meta.get("loser_id") == nid and meta.get("winner_id"):
            candidates.append((edge.valid_to or edge.created_at, str(meta["winner_id"])))
    return max(candidates)[1] if candidates else None


def retirement_of(
    provenance: Provenance, read_node: Callable[[str], MemoryNode | None]
) -> Retirement | None:
    """How ``provenance.node`` was retired, or None while it is current.

    ``read_node`` fetches the replacement (retired ones included) for its text.
    """
    node = provenance.node
    if node.lifecycle_state not in RETIRED:
        return None
    nid = str(node.id)
    retiring = None
    for op in provenance.operations:  # chronological: keep the last one that set this state
        after = (op.after or {}).get(nid) or {}
        if after.get("lifecycle_state") == node.lifecycle_state.value:
            retiring = op
    by_id = None if node.lifecycle_state is LifecycleState.ARCHIVED else replacement_id(node, provenance)
    by = read_node(by_id) if by_id else None
    return Retirement(
        state=node.lifecycle_state.value,
        at=node.valid_to or (retiring.created_at if retiring else node.updated_at),
        how=HOW[node.lifecycle_state], by_id=by_id, by_content=by.content if by is not None else None,
        actor=retiring.actor_id if retiring else None, reason=retiring.reason if retiring else None,
    )
