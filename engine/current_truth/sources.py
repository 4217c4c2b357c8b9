"""Retirement that reaches the source: when a memory loses to another, the nodes that said
the same thing go with it.

A fact lives in more than one node: the note a person wrote, the claims extraction read from
it, a memory stored directly. Retiring only the claim leaves the note ranking first for the
question it answers. So for the memory that lost (superseded, or the loser of a resolved
contradiction) every other current node from the same source event is looked at:

* it states only the old value (its statements are all about the retired value) -> it is
  superseded too, by the replacement (or by the replacement's own claim of the new value),
  with an audit operation saying why and ``valid_to`` = the time of the update;
* it also states other live facts -> it stays, and a SUPERSEDES edge from the replacement
  with metadata ``{"partial": true}`` tells retrieval to rank it below the replacement;
* it does not mention the old value -> left alone.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Sequence
from uuid import UUID

from engine import storage
from engine.current_truth import slot_table
from engine.current_truth.owner import checked_part
from engine.current_truth.slots import ANY_ATTRIBUTE, Slot, parse, read_value, same_attribute, same_value, sentences
from engine.models import MemoryEdge, MemoryNode
from engine.schema import scalar
from engine.types import EdgeType, LifecycleState

# A sentence this short next to the statement ("Nice!", "Guess what.") is not another fact.
_SUBSTANTIVE_WORDS = 4


def stated_at(node: MemoryNode) -> datetime:
    """When a memory's statement was made: its event time, else when it was stored."""
    return node.event_time or node.created_at


def _slots(cur: Any, node: MemoryNode) -> list[Slot]:
    stored = slot_table.of_nodes(cur, [str(node.id)]).get(str(node.id))
    return stored if stored is not None else parse(checked_part(node.content))


def _claim(node: MemoryNode) -> dict | None:
    return (node.metadata or {}).get("claim")


def retired_values(cur: Any, old: MemoryNode, replacement: MemoryNode) -> list[str]:
    """Compare forms of what ``old`` said that ``replacement`` no longer says."""
    claim = _claim(old)
    if claim is not None:
        return _claim_values(claim)
    old_slots = [s for s in _slots(cur, old) if not s.negated]
    new_slots = _slots(cur, replacement) if replacement is not None else []
    changed = [s for s in old_slots if any(
        s.subject == n.subject and (same_attribute(s.attribute, n.attribute) or n.attribute in ("", ANY_ATTRIBUTE))
        for n in new_slots)]
    chosen = changed or old_slots
    values = [s.value for s in chosen if not any(same_value(s.value, n.value) and not n.negated for n in new_slots)]
    return [v for v in values if v]


def _claim_values(claim: dict) -> list[str]:
    """A claim's object in compare forms: as normalized by extraction and as a slot value."""
    values = [claim.get("object_normalized") or ""]
    if claim.get("object"):
        values.append(read_value(claim["object"])[0])
    return [v for v in dict.fromkeys(values) if v]


def _events(node: MemoryNode) -> list[str]:
    return [str(e) for e in node.evidence_refs]


def _siblings(cur: Any, node: MemoryNode) -> list[MemoryNode]:
    """Current non-entity nodes that share a source event with ``node``."""
    events = _events(node)
    if not events:
        return []
    clauses = " OR ".join("evidence_refs LIKE ?" for _ in events)
    rows = cur.execute(
        f"SELECT {storage.NODE_COLUMNS} FROM nodes WHERE user_id = ? AND id <> ? AND node_type <> 'entity' "
        f"AND lifecycle_state IN ('tentative', 'stable') AND ({clauses}) ORDER BY created_at, id",
        [node.user_id, str(node.id), *[f'%"{e}"%' for e in events]],
    ).fetchall()
    return [storage.node_from_row(r) for r in rows]


def _mentions(text: str, value: str) -> bool:
    return bool(value) and re.search(rf"(?<!\w){re.escape(value)}(?!\w)", text.casefold()) is not None


def coverage(cur: Any, node: MemoryNode, values: list[str], update: MemoryNode | None = None) -> str:
    """'all' when every statement of ``node`` is about a retired value, 'some' when one is, else 'none'.
    A fact ``update`` states or names again lives on in it, so it is no other live fact: "Emeka is
    my husband" replaces "Emeka is my fiancé" whole, "Alex and I are living together now" "My
    partner's name is Alex and we live apart"."""
    claim = _claim(node)
    if claim is not None:
        return "all" if any(same_value(obj, v) for obj in _claim_values(claim) for v in values) else "none"
    slots = _slots(cur, node)
    about = {s.sentence for s in slots if any(same_value(s.value, v) for v in values)}
    parts = sentences(node.content)
    if not about:
        about = {i for i, part in enumerate(parts) if any(_mentions(part, v) for v in values)}
    if not about:
        return "none"

    restated = [s.value for s in _slots(cur, update) if not s.negated] if update is not None else []

    def lives_on(slot: Slot) -> bool:
        return update is not None and (any(same_value(slot.value, v) for v in restated)
                                       or _mentions(update.content, slot.value))

    # A sentence all of whose facts the update states again says nothing else that lives.
    restated_sentences = {i for i in range(len(parts)) if (said := [s for s in slots if s.sentence == i])
                          and all(lives_on(s) for s in said)}
    others = [i for i, part in enumerate(parts) if i not in about and i not in restated_sentences
              and len(part.split()) >= _SUBSTANTIVE_WORDS]
    # Another fact may share the sentence: "I live in Utrecht and work at Philips."
    retired = [s for s in slots if any(same_value(s.value, v) for v in values)]
    other_slots = [s for s in slots if (s.sentence not in about
                   or retired and not any(same_attribute(s.attribute, r.attribute) for r in retired))
                   and not lives_on(s)]
    return "some" if others or other_slots else "all"


def _replacement_for(cur: Any, sibling: MemoryNode, replacement: MemoryNode) -> MemoryNode:
    """For a claim, the replacement's own claim of the new value when there is one."""
    if _claim(sibling) is None:
        return replacement
    new_values = [s.value for s in _slots(cur, replacement) if not s.negated] if _claim(replacement) is None else []
    for other in _siblings(cur, replacement) + [replacement]:
        claim = _claim(other)
        if claim is None or other.scope != sibling.scope:
            continue
        if other.id == replacement.id or any(same_value(o, v) for o in _claim_values(claim) for v in new_values) \
                or claim.get("slot") == (_claim(sibling) or {}).get("slot"):
            return other
    return replacement


def followers(cur: Any, node: MemoryNode, other: MemoryNode) -> list[MemoryNode]:
    """Current nodes from ``node``'s source events that state only what ``node`` states and
    ``other`` does not (the claims read from a contested note, the note of a contested claim).

    When ``node`` is put to a person against ``other``, these are contested with it and take
    its fate when the person decides: otherwise "User's rent is 950" would stay current,
    unmarked, while its note waits for a decision."""
    other_events = set(_events(other))
    siblings = [s for s in _siblings(cur, node)
                if s.id != other.id and s.scope == node.scope and not other_events & set(_events(s))]
    if _claim(node) is None and len(sentences(node.content)) == 1:
        # A note of one statement: every claim read from it is a reading of that statement,
        # whatever form extraction gave the value ("9:40" read as "9").
        return [s for s in siblings if _claim(s) is not None]
    values = retired_values(cur, node, other)
    if not values:
        return []
    return [s for s in siblings if coverage(cur, s, values) == "all"]


def retire_sources(
    cur: Any, old: MemoryNode, replacement: MemoryNode, now: datetime, actor: str | None, reason: str | None,
    *, evidence_id: str | None = None,
) -> list[MemoryNode]:
    """Retire, inside the caller's transaction, what states only ``old``'s retired value;
    mark nodes that state it among other facts as partially stale. Returns the nodes retired."""
    from engine.lifecycle import supersede_in_transaction  # the lifecycle module re-exports this function

    values = retired_values(cur, old, replacement)
    if not values:
        return []
    replacement_events = set(_events(replacement))
    until = max(stated_at(replacement), old.valid_from)
    retired: list[MemoryNode] = []
    for sibling in _siblings(cur, old):
        if sibling.id == replacement.id or replacement_events & set(_events(sibling)) or sibling.scope != old.scope:
            continue
        extent = coverage(cur, sibling, values)
        if extent == "all":
            target = _replacement_for(cur, sibling, replacement)
            # Short, as ids are shown and typed elsewhere: the full one filled the Detail pane's line.
            why = f"retired along with {str(old.id)[:8]}, from the same source" + (f" ({reason})" if reason else "")
            outcome = supersede_in_transaction(
                cur, sibling.id, target.id, user_id=old.user_id, actor_id=actor, evidence_id=evidence_id,
                reason=why[:2000], now=now, valid_to=max(until, sibling.valid_from),
            )
            retired.extend(n for n in outcome.nodes if n.lifecycle_state is LifecycleState.SUPERSEDED)
        elif extent == "some":
            mark_partial(cur, sibling, replacement, now, actor, reason, evidence_id=evidence_id, values=values)
    return retired


def mark_partial(
    cur: Any, node: MemoryNode, replacement: MemoryNode, now: datetime, actor: str | None, reason: str | None,
    *, evidence_id: str | None = None, values: Sequence[str] = (),
) -> None:
    """A SUPERSEDES edge replacement -> node with ``{"partial": true}``; the node's state is unchanged.
    Its slots holding ``values`` are marked replaced, so the update check does not meet them again."""
    exists = scalar(cur.execute(
        "SELECT count(*) FROM edges WHERE source_id = ? AND target_id = ? AND edge_type = ?",
        [str(replacement.id), str(node.id), EdgeType.SUPERSEDES.value],
    ))
    if exists:
        return
    if values:
        slot_table.mark_replaced(cur, str(node.id), values, str(replacement.id))
    metadata: dict[str, Any] = {"partial": True}
    if actor:
        metadata["actor_id"] = actor
    if reason:
        metadata["reason"] = reason[:500]
    storage.insert_edge(cur, MemoryEdge(
        source_id=replacement.id, target_id=node.id, edge_type=EdgeType.SUPERSEDES, user_id=node.user_id,
        confidence=1.0, valid_from=now, provenance_event_id=UUID(evidence_id) if evidence_id else None,
        created_at=now, metadata=metadata,
    ))
