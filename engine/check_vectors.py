"""Which vectors the update check will read, so they exist when it runs.

The update check (engine/current_truth) runs inside the transaction that acknowledges a
memory, and for a few decisions (whether two conflicting statements are close enough in
meaning to contest, which earlier quantity "we raised it to 26,000" updates) it reads the
vectors of the new memory and of its candidates from the pack. Vectors are otherwise made
behind the acknowledgement (engine/background_embedder.py), so for those memories they are
made inside the transaction, before the check, by ``SearchIndexes.write``.

``needing_similarity`` runs the check's own decision with a probe in place of the cosine:
the decision asks for a cosine at the same point whatever the cosine's value, so the probe
is asked at all exactly when the real check would read vectors. Memories of one batch are
checked in order, each against the earlier ones too, so each is probed against the pack's
candidates plus the earlier memories' slots as they were first read: a superset of what the
check will see (it only retires or contests candidates), which can only embed more.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from engine.current_truth import slot_table
from engine.current_truth.slot_table import StoredSlot
from engine.current_truth.check import _checkable, _roles  # the check's own rules, not a copy
from engine.current_truth.decision import decide
from engine.current_truth.owner import speaker_for, statement_text
from engine.current_truth.slots import parse
from engine.current_truth.sources import stated_at
from engine.models import MemoryNode


class _Asked(Exception):
    """The decision asked for a cosine."""


def _probe(_node_id: str) -> float:
    raise _Asked


def needing_similarity(cur: Any, nodes: Sequence[MemoryNode], *, owner_names: Iterable[str] = ()) -> set[str]:
    """Ids of the nodes whose vectors the update check of ``nodes`` may read (new ones and
    the earlier memories they would be compared with)."""
    todo = [n for n in nodes if _checkable(n)]
    if not todo:
        return set()
    roles = _roles(cur, todo)
    names = tuple(owner_names)
    needed: set[str] = set()
    earlier: list[tuple[StoredSlot, str, str]] = []  # the batch's earlier slots, with user and scope
    for node in todo:
        speaker = speaker_for(roles.get(str(node.evidence_refs[0])), node.speaker, node.user_id, names)
        node_id = str(node.id)
        if speaker is None or slot_table.has_rows(cur, node_id):
            continue  # the check skips it too (no one's facts, or checked when first built)
        try:
            slots = parse(statement_text(node.content, node.speaker), speaker)
        except Exception:  # noqa: BLE001 - the check logs and skips an unreadable statement
            continue
        if not slots:
            continue
        subjects = sorted({s.subject for s in slots})
        when = stated_at(node)
        scope = node.scope.value
        candidates = slot_table.candidates(cur, node.user_id, scope, subjects, [node_id]) + [
            c for c, user, where in earlier if user == node.user_id and where == scope and c.slot.subject in subjects
        ]
        candidates.sort(key=lambda c: (c.stated_at, c.node_id))  # oldest first, as the check reads them
        earlier += [(StoredSlot(node_id, slot, when, node.lifecycle_state.value), node.user_id, scope) for slot in slots]
        if not candidates:
            continue
        try:
            decide(node_id, slots, when, candidates, _probe)
        except _Asked:
            needed |= {node_id} | {c.node_id for c in candidates}
    return needed
