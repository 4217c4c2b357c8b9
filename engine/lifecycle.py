"""Lifecycle transitions: promote, supersede, archive, reinforce, contradict, resolve,
dismiss, evaluate_condition.

Every operation runs as ONE transaction on the writer thread that commits, together,
the node changes, the edge it creates or closes, and one checksummed operation record
(engine/audit.py) whose ``before``/``after`` map each changed node's id to its complete
snapshot. A crash therefore leaves either all of it or none of it. Nodes that leave
search (superseded, deprecated, archived) are retired from the derived indexes after the
commit; a crash before that is harmless because the indexes load only active nodes.

The state machine is engine/types.py ``ALLOWED_TRANSITIONS``; a forbidden move raises
ValueError naming both states, and a self-move is forbidden, so repeating a transition
without a ``request_id`` is an error. With a UUID ``request_id`` a retry with the same
inputs returns the first result (also after a restart) and a retry with other inputs
raises ConflictError.

Contradictions: ``contradict`` links two claims with a CONTRADICTS edge and makes both
CONTESTED. The edge stays open (``valid_to`` NULL) until the pair is resolved (winner
STABLE, loser DEPRECATED), dismissed (both STABLE: not a contradiction after all), or
one side is archived (the other returns to STABLE). Because CONTESTED -> CONTESTED is
not a transition, a claim is in at most one open contradiction at a time; an update the
update check finds for a contested memory waits for the decision, which then runs it.

The ``*_in_transaction`` functions take a cursor and run inside the caller's
transaction, so other engine parts (extraction's automatic contradictions) can make the
same audited change inside their own write.
"""

from __future__ import annotations

import logging
import unicodedata
from datetime import datetime
from enum import Enum
from typing import Any, Callable, Sequence
from uuid import UUID

from engine import audit, idempotency, storage, validation
from engine.engine_state import EngineState
from engine.errors import NotFoundError
from engine.models import MemoryEdge, MemoryNode, OperationRecord, utcnow
from engine.provenance import Retirement, SupersessionRecord
from engine.schema import scalar, to_db_time
from engine.types import (
    ACTIVE_STATES,
    ConditionEvaluationMethod,
    ConditionState,
    EdgeType,
    EpistemicType,
    LifecycleState,
    check_transition,
)

log = logging.getLogger("prme.lifecycle")

CONFIDENCE_STEP = 0.05
BOOST_STEP = 0.15
# A reinforced memory gains at most this much boost, so repetition alone cannot make
# one memory outrank everything else.
MAX_REINFORCEMENT_BOOST = 0.6
MAX_ACTOR_CHARS = 200
MAX_REASON_CHARS = 2000

RETIRED_STATES = frozenset({LifecycleState.SUPERSEDED, LifecycleState.DEPRECATED, LifecycleState.ARCHIVED})


class OpType(str, Enum):
    """``op_type`` of the operation records written here."""

    PROMOTE = "promote"
    SUPERSEDE = "supersede"
    ARCHIVE = "archive"
    REINFORCE = "reinforce"
    CONTRADICT = "contradict"
    RESOLVE = "resolve_contradiction"
    DISMISS = "dismiss_contradiction"
    EPISTEMIC_TRANSITION = "epistemic_transition"
    REVERSE_SUPERSESSION = "reverse_supersession"


LIFECYCLE_OP_TYPES = frozenset(op.value for op in OpType)
# Operations that can end an open contradiction (a memory's update check may wait for that).
_DECIDING = frozenset({OpType.RESOLVE, OpType.DISMISS, OpType.ARCHIVE})

# Edge metadata "status" of a CONTRADICTS edge.
OPEN, RESOLVED, DISMISSED, WITHDRAWN = "open", "resolved", "dismissed", "withdrawn"


# --- argument checks ----------------------------------------------------------------


def _node_uuid(value: Any, label: str) -> str:
    try:
        return str(UUID(str(value)))
    except (ValueError, TypeError, AttributeError):
        raise NotFoundError(f"{label} {value!r}: no such node (not a node id)") from None


def _canonical(value: Any) -> str:
    try:
        return str(UUID(str(value)))
    except (ValueError, TypeError, AttributeError):
        return str(value)


def _actor(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ValueError("actor_id: must be a non-empty string or None")
    value = value.strip()
    if len(value) > MAX_ACTOR_CHARS:
        raise ValueError(f"actor_id: at most {MAX_ACTOR_CHARS} characters")
    if any(unicodedata.category(ch) == "Cc" for ch in value):
        raise ValueError("actor_id: must not contain control characters or line breaks")
    return value


def _reason(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError("reason: must be a string or None")
    value = value.strip()
    if len(value) > MAX_REASON_CHARS:
        raise ValueError(f"reason: at most {MAX_REASON_CHARS} characters")
    return value or None


def _evidence_uuid(value: Any) -> str | None:
    if value is None:
        return None
    try:
        return str(UUID(str(value)))
    except (ValueError, TypeError, AttributeError):
        raise ValueError(f"evidence_id: {value!r} is not an event id (UUID)") from None


# --- reading inside the transaction -------------------------------------------------------


def load_node(cur: storage.Cursor, node_id: Any, user_id: str, label: str = "node") -> MemoryNode:
    """The user's node, or NotFoundError (a foreign node is reported exactly like a missing one)."""
    node = storage.get_node(cur, _node_uuid(node_id, label), user_id)
    if node is None:
        raise NotFoundError(f"{label} {node_id}: no such node for user {user_id!r}")
    return node


def _distinct(a: MemoryNode | str, b: MemoryNode | str, what: str) -> None:
    if str(getattr(a, "id", a)) == str(getattr(b, "id", b)):
        raise ValueError(f"{what}: the two node ids are the same node")


def _same_scope(a: MemoryNode, b: MemoryNode) -> None:
    if a.scope != b.scope:
        raise ValueError(
            f"node {a.id} is in scope {a.scope.value} and node {b.id} in scope {b.scope.value}; "
            "both claims must share owner and scope"
        )


def check_evidence(cur: storage.Cursor, evidence_id: str | None, user_id: str, node: MemoryNode) -> str | None:
    """The evidence event must exist for this owner and share the claim's scope."""
    if evidence_id is None:
        return None
    event = storage.get_event(cur, evidence_id, user_id)
    if event is None:
        raise NotFoundError(f"evidence {evidence_id}: no such event for user {user_id!r}")
    if event.scope != node.scope:
        raise ValueError(
            f"evidence {evidence_id} is in scope {event.scope.value} but node {node.id} is in scope "
            f"{node.scope.value}; evidence must share the claim's owner and scope"
        )
    return evidence_id


def _require(node: MemoryNode, target: LifecycleState, action: str) -> None:
    try:
        check_transition(node.lifecycle_state, target)
    except ValueError as exc:
        raise ValueError(f"{action} node {node.id}: {exc}") from None


def open_contradiction_edges(cur: storage.Cursor, node_id: str, user_id: str) -> list[MemoryEdge]:
    rows = cur.execute(
        f"SELECT {storage.EDGE_COLUMNS} FROM edges WHERE user_id = ? AND edge_type = ? AND valid_to IS NULL "
        "AND (source_id = ? OR target_id = ?) ORDER BY created_at, id",
        [user_id, EdgeType.CONTRADICTS.value, node_id, node_id],
    ).fetchall()
    return [storage.edge_from_row(r) for r in rows]


def _open_edge_between(cur: storage.Cursor, a: str, b: str, user_id: str) -> MemoryEdge | None:
    for edge in open_contradiction_edges(cur, a, user_id):
        if {str(edge.source_id), str(edge.target_id)} == {a, b}:
            return edge
    return None


def _close_edge(cur: storage.Cursor, edge: MemoryEdge, status: str, now: datetime, **details: Any) -> MemoryEdge:
    metadata = {**(edge.metadata or {}), "status": status, **{k: v for k, v in details.items() if v is not None}}
    cur.execute(
        "UPDATE edges SET valid_to = ?, metadata = ? WHERE id = ?",
        [to_db_time(now), storage.dumps(metadata), str(edge.id)],
    )
    return edge.model_copy(update={"valid_to": now, "metadata": metadata})


# --- writing -------------------------------------------------------------------------------


def _changed(node: MemoryNode, now: datetime, **update: Any) -> MemoryNode:
    return node.model_copy(update={**update, "updated_at": now})


def _commit(
    cur: storage.Cursor,
    *,
    op_type: OpType,
    user_id: str,
    changes: Sequence[tuple[MemoryNode, MemoryNode]],
    now: datetime,
    actor_id: str | None,
    evidence_id: str | None,
    reason: str | None,
    request_id: str | None,
    target: MemoryNode | None = None,
    payload: dict[str, Any] | None = None,
) -> OperationRecord:
    """Write the changed nodes and their operation record (the caller's transaction)."""
    for _, after in changes:
        storage.update_node(cur, after)
    subject = changes[0][1]
    if target is None and len(changes) > 1:
        target = changes[1][1]
    record = OperationRecord(
        user_id=user_id, op_type=op_type.value, node_id=subject.id, target_node_id=target.id if target else None,
        actor_id=actor_id, evidence_id=evidence_id, reason=reason, request_id=request_id,
        before={str(b.id): b.model_dump(mode="json") for b, _ in changes},
        after={str(a.id): a.model_dump(mode="json") for _, a in changes},
        payload=payload, created_at=now,
    )
    return audit.append_operation(cur, record)


class Outcome:
    """What a transition returns to its caller and which nodes leave search after commit."""

    __slots__ = ("nodes", "retired")

    def __init__(self, nodes: Sequence[MemoryNode], retired: Sequence[MemoryNode] = ()) -> None:
        self.nodes = list(nodes)
        self.retired = [str(n.id) for n in retired]


# --- the operations, inside a caller's transaction -------------------------------------------


def promote_in_transaction(
    cur, node_id, *, user_id, actor_id=None, evidence_id=None, reason=None, request_id=None, now=None
) -> Outcome:
    now = now or utcnow()
    node = load_node(cur, node_id, user_id)
    if node.lifecycle_state is LifecycleState.CONTESTED:
        raise ValueError(
            f"promote node {node.id}: a contested memory is not promoted (contested -> stable); "
            "a contested claim is decided with resolve_contradiction() or dismiss_contradiction()"
        )
    _require(node, LifecycleState.STABLE, "promote")
    check_evidence(cur, evidence_id, user_id, node)
    after = _changed(node, now, lifecycle_state=LifecycleState.STABLE)
    _commit(cur, op_type=OpType.PROMOTE, user_id=user_id, changes=[(node, after)], now=now, actor_id=actor_id,
            evidence_id=evidence_id, reason=reason, request_id=request_id)
    return Outcome([after])


def archive_in_transaction(
    cur, node_id, *, user_id, actor_id=None, evidence_id=None, reason=None, request_id=None, now=None
) -> Outcome:
    """ARCHIVED is terminal. Archiving one side of an open contradiction ends it: the other
    claim returns to STABLE in the same operation."""
    now = now or utcnow()
    node = load_node(cur, node_id, user_id)
    _require(node, LifecycleState.ARCHIVED, "archive")
    check_evidence(cur, evidence_id, user_id, node)
    after = _changed(node, now, lifecycle_state=LifecycleState.ARCHIVED)
    changes = [(node, after)]
    closed: list[str] = []
    if node.lifecycle_state is LifecycleState.CONTESTED:
        for edge in open_contradiction_edges(cur, str(node.id), user_id):
            other_id = str(edge.target_id if str(edge.source_id) == str(node.id) else edge.source_id)
            other = storage.get_node(cur, other_id, user_id)
            _close_edge(cur, edge, WITHDRAWN, now, closed_because=f"node {node.id} was archived")
            closed.append(str(edge.id))
            changes.extend(_follow(cur, edge, after, now))
            if other is not None and other.lifecycle_state is LifecycleState.CONTESTED and not _other_open(
                cur, other_id, user_id
            ):
                released = _changed(other, now, lifecycle_state=LifecycleState.STABLE)
                changes.append((other, released))
                changes.extend(_follow(cur, edge, released, now))
    _commit(cur, op_type=OpType.ARCHIVE, user_id=user_id, changes=changes, now=now, actor_id=actor_id,
            evidence_id=evidence_id, reason=reason, request_id=request_id,
            payload={"closed_edges": closed} if closed else None)
    return Outcome([after], retired=[after, *(a for _, a in changes if a.lifecycle_state is LifecycleState.ARCHIVED
                                              and a.id != after.id)])


def _follow(cur, edge: MemoryEdge, leader: MemoryNode, now: datetime) -> list[tuple[MemoryNode, MemoryNode]]:
    """The nodes contested with ``leader`` when ``edge`` opened leave the contest with it
    (unless they are in another open contradiction of their own): archived with it, else
    STABLE. A loser's followers are STABLE only until ``retire_sources`` supersedes them by
    the winner in the same transaction, as it does every node that states only the lost value."""
    changes: list[tuple[MemoryNode, MemoryNode]] = []
    state = LifecycleState.ARCHIVED if leader.lifecycle_state is LifecycleState.ARCHIVED else LifecycleState.STABLE
    for node_id in ((edge.metadata or {}).get("followers") or {}).get(str(leader.id), []):
        node = storage.get_node(cur, node_id, leader.user_id)
        if node is None or node.lifecycle_state is not LifecycleState.CONTESTED or _other_open(cur, node_id, leader.user_id):
            continue
        changes.append((node, _changed(node, now, lifecycle_state=state)))
    return changes


def _other_open(cur, node_id: str, user_id: str) -> bool:
    return bool(open_contradiction_edges(cur, node_id, user_id))


def supersede_in_transaction(
    cur, old_node_id, new_node_id, *, user_id, actor_id=None, evidence_id=None, reason=None, request_id=None,
    now=None, valid_to: datetime | None = None, edge_metadata: dict | None = None,
) -> Outcome:
    """``old`` SUPERSEDED by ``new``: ``old.superseded_by = new.id``, a SUPERSEDES edge new -> old.

    ``valid_to`` (the time the update was stated) closes the old value's validity; the
    update check passes it, a person's supersede leaves the old validity as it was."""
    now = now or utcnow()
    _distinct(_node_uuid(old_node_id, "old node"), _node_uuid(new_node_id, "new node"), "supersede")
    old = load_node(cur, old_node_id, user_id, "old node")
    new = load_node(cur, new_node_id, user_id, "new node")
    _same_scope(old, new)
    _require(old, LifecycleState.SUPERSEDED, "supersede")
    if new.lifecycle_state not in ACTIVE_STATES:
        raise ValueError(
            f"supersede: the replacement node {new.id} is {new.lifecycle_state.value}; "
            "a memory can only be superseded by an active one"
        )
    check_evidence(cur, evidence_id, user_id, old)
    update: dict[str, Any] = {"lifecycle_state": LifecycleState.SUPERSEDED, "superseded_by": new.id}
    if valid_to is not None and old.valid_to is None:
        update["valid_to"] = max(valid_to, old.valid_from)
    after = _changed(old, now, **update)
    metadata = {**(edge_metadata or {}), **({"actor_id": actor_id} if actor_id else {})}
    edge = MemoryEdge(
        source_id=new.id, target_id=old.id, edge_type=EdgeType.SUPERSEDES, user_id=user_id, confidence=1.0,
        valid_from=now, provenance_event_id=evidence_id, created_at=now, metadata=metadata or None,
    )
    storage.insert_edge(cur, edge)
    _commit(cur, op_type=OpType.SUPERSEDE, user_id=user_id, changes=[(old, after)], target=new, now=now,
            actor_id=actor_id, evidence_id=evidence_id, reason=reason, request_id=request_id,
            payload={"edge_id": str(edge.id)})
    return Outcome([after, new], retired=[after])


def retire_sources_in_transaction(
    cur, old: MemoryNode, replacement: MemoryNode, now: datetime, actor: str | None, reason: str | None,
    *, evidence_id: str | None = None,
) -> list[MemoryNode]:
    """After ``old`` lost to ``replacement`` (superseded, or the loser of a resolved contradiction):
    inside the caller's transaction, supersede by ``replacement`` every other current node from
    ``old``'s source events that states only the retired value (the note a claim came from,
    the claims of a note), with ``valid_to`` = when the update was stated; a node that states
    it among other live facts stays active and gets a SUPERSEDES edge replacement -> node with
    metadata ``{"partial": true}``. Returns the nodes it retired (to drop from the indexes)."""
    from engine.current_truth.sources import retire_sources

    return retire_sources(cur, old, replacement, now, actor, reason, evidence_id=evidence_id)


def reinforce_in_transaction(
    cur, node_id, *, user_id, actor_id=None, evidence_id=None, reason=None, request_id=None, now=None
) -> Outcome:
    now = now or utcnow()
    node = load_node(cur, node_id, user_id)
    if node.lifecycle_state not in ACTIVE_STATES:
        raise ValueError(f"reinforce node {node.id}: a {node.lifecycle_state.value} memory cannot be reinforced")
    check_evidence(cur, evidence_id, user_id, node)
    if evidence_id is not None:
        seen = scalar(cur.execute(
            "SELECT count(*) FROM operations WHERE user_id = ? AND op_type = ? AND node_id = ? AND evidence_id = ?",
            [user_id, OpType.REINFORCE.value, str(node.id), evidence_id],
        ))
        if seen:
            raise ValueError(f"reinforce node {node.id}: evidence {evidence_id} already reinforced it")
    after = _changed(
        node, now,
        confidence=round(min(1.0, node.confidence + CONFIDENCE_STEP), 10),
        reinforcement_boost=round(min(MAX_REINFORCEMENT_BOOST, node.reinforcement_boost + BOOST_STEP), 10),
    )
    _commit(cur, op_type=OpType.REINFORCE, user_id=user_id, changes=[(node, after)], now=now, actor_id=actor_id,
            evidence_id=evidence_id, reason=reason, request_id=request_id)
    return Outcome([after])


def contradict_in_transaction(
    cur, first_id, second_id, *, user_id, actor_id=None, evidence_id=None, reason=None, request_id=None, now=None,
    confidence: float = 1.0, edge_metadata: dict | None = None,
) -> Outcome:
    """Both claims become CONTESTED, linked by an open CONTRADICTS edge (first -> second)."""
    now = now or utcnow()
    _distinct(_node_uuid(first_id, "first claim"), _node_uuid(second_id, "second claim"), "contradict")
    first = load_node(cur, first_id, user_id, "first claim")
    second = load_node(cur, second_id, user_id, "second claim")
    _same_scope(first, second)
    _require(first, LifecycleState.CONTESTED, "contradict")
    _require(second, LifecycleState.CONTESTED, "contradict")
    check_evidence(cur, evidence_id, user_id, first)
    a = _changed(first, now, lifecycle_state=LifecycleState.CONTESTED)
    b = _changed(second, now, lifecycle_state=LifecycleState.CONTESTED)
    metadata = {**(edge_metadata or {}), "status": OPEN}
    if reason:
        metadata["reason"] = reason  # the pair shows why it was put to a person
    if actor_id:
        metadata["actor_id"] = actor_id
    # What each side's source states only about its value is contested with it (sources.followers).
    from engine.current_truth.sources import followers

    following = {str(n.id): followers(cur, n, o) for n, o in ((first, second), (second, first))}
    if any(following.values()):
        metadata["followers"] = {leader: [str(f.id) for f in group] for leader, group in following.items() if group}
    trailing = [(f, _changed(f, now, lifecycle_state=LifecycleState.CONTESTED))
                for group in following.values() for f in group]
    edge = MemoryEdge(
        source_id=first.id, target_id=second.id, edge_type=EdgeType.CONTRADICTS, user_id=user_id,
        confidence=confidence, valid_from=now, provenance_event_id=evidence_id, created_at=now, metadata=metadata,
    )
    storage.insert_edge(cur, edge)
    _commit(cur, op_type=OpType.CONTRADICT, user_id=user_id, changes=[(first, a), (second, b), *trailing], now=now,
            actor_id=actor_id, evidence_id=evidence_id, reason=reason, request_id=request_id,
            payload={"edge_id": str(edge.id)})
    return Outcome([a, b])


def _contested_pair(cur, first_id, second_id, user_id, action, first_label, second_label):
    _distinct(_node_uuid(first_id, first_label), _node_uuid(second_id, second_label), action)
    first = load_node(cur, first_id, user_id, first_label)
    second = load_node(cur, second_id, user_id, second_label)
    _same_scope(first, second)
    return first, second


def _edge_for(cur, first: MemoryNode, second: MemoryNode, user_id: str, action: str) -> MemoryEdge:
    edge = _open_edge_between(cur, str(first.id), str(second.id), user_id)
    if edge is None:
        raise ValueError(
            f"{action}: nodes {first.id} and {second.id} are not in an open contradiction with each other"
        )
    return edge


def resolve_in_transaction(
    cur, winner_id, loser_id, *, user_id, actor_id=None, evidence_id=None, reason=None, request_id=None, now=None
) -> Outcome:
    """Winner CONTESTED -> STABLE, loser CONTESTED -> DEPRECATED (and epistemically deprecated);
    the nodes from the loser's sources that state only its value are superseded by the winner."""
    now = now or utcnow()
    winner, loser = _contested_pair(cur, winner_id, loser_id, user_id, "resolve_contradiction", "winner", "loser")
    _require(winner, LifecycleState.STABLE, "resolve_contradiction: winner")
    _require(loser, LifecycleState.DEPRECATED, "resolve_contradiction: loser")
    edge = _edge_for(cur, winner, loser, user_id, "resolve_contradiction")
    check_evidence(cur, evidence_id, user_id, winner)
    w = _changed(winner, now, lifecycle_state=LifecycleState.STABLE)
    # The loser held until the winner was said, not until a person decided (as a supersession
    # closes the old value at the update's time); a loser said after the winner never held.
    ended = {"valid_to": max(winner.event_time or winner.created_at, loser.valid_from)} if loser.valid_to is None else {}
    lo = _changed(loser, now, lifecycle_state=LifecycleState.DEPRECATED, epistemic_type=EpistemicType.DEPRECATED,
                  **ended)
    trailing = _follow(cur, edge, w, now) + _follow(cur, edge, lo, now)
    record = _commit(cur, op_type=OpType.RESOLVE, user_id=user_id, changes=[(winner, w), (loser, lo), *trailing],
                     now=now,
                     actor_id=actor_id, evidence_id=evidence_id, reason=reason, request_id=request_id,
                     payload={"edge_id": str(edge.id), "winner_id": str(w.id), "loser_id": str(lo.id)})
    _close_edge(cur, edge, RESOLVED, now, winner_id=str(w.id), loser_id=str(lo.id), operation_id=str(record.id),
                resolver_actor_id=actor_id)
    # The loser's value leaves with it: the notes that state only that value are retired too.
    sources = retire_sources_in_transaction(cur, lo, w, now, actor_id, reason, evidence_id=evidence_id)
    return Outcome([w, lo], retired=[lo, *sources])


def dismiss_in_transaction(
    cur, first_id, second_id, *, user_id, actor_id=None, evidence_id=None, reason=None, request_id=None, now=None
) -> Outcome:
    """Not a contradiction after all: keep both claims, both CONTESTED -> STABLE."""
    now = now or utcnow()
    first, second = _contested_pair(cur, first_id, second_id, user_id, "dismiss_contradiction", "first claim",
                                    "second claim")
    _require(first, LifecycleState.STABLE, "dismiss_contradiction")
    _require(second, LifecycleState.STABLE, "dismiss_contradiction")
    edge = _edge_for(cur, first, second, user_id, "dismiss_contradiction")
    check_evidence(cur, evidence_id, user_id, first)
    a = _changed(first, now, lifecycle_state=LifecycleState.STABLE)
    b = _changed(second, now, lifecycle_state=LifecycleState.STABLE)
    trailing = _follow(cur, edge, a, now) + _follow(cur, edge, b, now)
    record = _commit(cur, op_type=OpType.DISMISS, user_id=user_id, changes=[(first, a), (second, b), *trailing],
                     now=now,
                     actor_id=actor_id, evidence_id=evidence_id, reason=reason, request_id=request_id,
                     payload={"edge_id": str(edge.id)})
    _close_edge(cur, edge, DISMISSED, now, operation_id=str(record.id), resolver_actor_id=actor_id)
    return Outcome([a, b])


def evaluate_condition_in_transaction(
    cur, node_id, state: ConditionState, *, user_id, evaluation_method: ConditionEvaluationMethod,
    actor_id=None, evidence_id=None, reason=None, request_id=None, now=None,
) -> Outcome:
    now = now or utcnow()
    node = load_node(cur, node_id, user_id)
    if node.epistemic_type is not EpistemicType.CONDITIONAL:
        raise ValueError(
            f"evaluate_condition node {node.id}: only a CONDITIONAL memory has a condition "
            f"(this one is {node.epistemic_type.value})"
        )
    if node.lifecycle_state not in ACTIVE_STATES:
        raise ValueError(f"evaluate_condition node {node.id}: a {node.lifecycle_state.value} memory cannot change")
    meta = dict(node.metadata or {})
    previous = meta.get("condition_state") or ConditionState.UNKNOWN.value
    if previous == state.value:
        raise ValueError(f"evaluate_condition node {node.id}: the condition is already {state.value}")
    check_evidence(cur, evidence_id, user_id, node)
    meta.update({
        "condition_state": state.value,
        "condition_evaluated_at": now.isoformat(),
        "condition_evaluation_method": evaluation_method.value,
    })
    if evidence_id is not None:
        meta["condition_evidence_id"] = evidence_id
    else:
        meta.pop("condition_evidence_id", None)
    after = _changed(node, now, metadata=meta)
    _commit(cur, op_type=OpType.EPISTEMIC_TRANSITION, user_id=user_id, changes=[(node, after)], now=now,
            actor_id=actor_id, evidence_id=evidence_id, reason=reason, request_id=request_id,
            payload={"condition_state": {"from": previous, "to": state.value},
                     "evaluation_method": evaluation_method.value})
    return Outcome([after])


# --- the engine mixin -------------------------------------------------------------------------


class LifecycleOperations(EngineState):
    async def _transition(
        self,
        kind: OpType,
        apply: Callable[..., Outcome],
        node_ids: Sequence[Any],
        *,
        user_id: str,
        actor_id: Any = None,
        evidence_id: Any = None,
        reason: Any = None,
        request_id: Any = None,
        extra: dict[str, Any] | None = None,
    ) -> list[MemoryNode]:
        self._check_writable()
        user_id = validation.user_id(user_id)
        actor = _actor(actor_id)
        evidence = _evidence_uuid(evidence_id)
        why = _reason(reason)
        request = idempotency.normalize_request_id(request_id)
        inputs = {
            "nodes": [_canonical(n) for n in node_ids], "actor_id": actor, "evidence_id": evidence, "reason": why,
            **(extra or {}),
        }

        def tx(cur: storage.Cursor) -> tuple[list[dict], list[str]]:
            seen, previous = idempotency.replay(cur, user_id, request, kind.value, inputs)
            if seen:
                return previous, []
            outcome = apply(
                cur, *node_ids, user_id=user_id, actor_id=actor, evidence_id=evidence, reason=why,
                request_id=request, now=utcnow(),
            )
            result = [n.model_dump(mode="json") for n in outcome.nodes]
            idempotency.remember(cur, user_id, request, kind.value, inputs, result, utcnow())
            return result, outcome.retired

        result, retired = await self._db.write(tx)
        if retired:
            try:
                self._indexes.retire(retired)
            except Exception as exc:  # the durable change stands; the next open rebuilds without them
                log.warning("could not retire %d node(s) from the search indexes: %s", len(retired), type(exc).__name__)
        if kind in _DECIDING:
            await self._compare_waiting(user_id)
        return [MemoryNode.model_validate(n) for n in result]

    async def _compare_waiting(self, user_id: str) -> None:
        """After a contradiction was decided: the update check of memories that waited for it
        (the earlier memory they update was in it) runs again against what stands now. If this
        fails, the decision stands and the next open runs the comparison by meaning."""
        from engine.current_truth.check import recheck_released

        try:
            retired = await self._db.write(recheck_released, user_id, owner_names=self.config.owner_names)
            if retired:
                self._indexes.retire(retired)
        except Exception as exc:  # noqa: BLE001 - the decision itself is committed
            log.warning("update check could not compare the memories waiting for a decision: %s", type(exc).__name__)

    async def promote(
        self, node_id: str | UUID, *, user_id: str, actor_id: str | None = None, evidence_id: str | UUID | None = None,
        reason: str | None = None, request_id: str | UUID | None = None,
    ) -> MemoryNode:
        """TENTATIVE -> STABLE. Returns the promoted node."""
        (node,) = await self._transition(
            OpType.PROMOTE, promote_in_transaction, [node_id], user_id=user_id, actor_id=actor_id,
            evidence_id=evidence_id, reason=reason, request_id=request_id,
        )
        return node

    async def archive(
        self, node_id: str | UUID, *, user_id: str, actor_id: str | None = None, evidence_id: str | UUID | None = None,
        reason: str | None = None, request_id: str | UUID | None = None,
    ) -> MemoryNode:
        """Any state but ARCHIVED -> ARCHIVED (terminal); the node leaves search."""
        (node,) = await self._transition(
            OpType.ARCHIVE, archive_in_transaction, [node_id], user_id=user_id, actor_id=actor_id,
            evidence_id=evidence_id, reason=reason, request_id=request_id,
        )
        return node

    async def supersede(
        self, old_node_id: str | UUID, new_node_id: str | UUID, *, user_id: str, evidence_id: str | UUID | None = None,
        actor_id: str | None = None, reason: str | None = None, request_id: str | UUID | None = None,
    ) -> MemoryNode:
        """``old`` (TENTATIVE or STABLE) becomes SUPERSEDED by ``new`` with a SUPERSEDES edge new -> old.

        Returns the superseded node (its ``superseded_by`` names the replacement).
        """
        old, _new = await self._transition(
            OpType.SUPERSEDE, supersede_in_transaction, [old_node_id, new_node_id], user_id=user_id,
            actor_id=actor_id, evidence_id=evidence_id, reason=reason, request_id=request_id,
        )
        return old

    async def reinforce(
        self, node_id: str | UUID, *, user_id: str, evidence_id: str | UUID | None = None,
        actor_id: str | None = None, reason: str | None = None, request_id: str | UUID | None = None,
    ) -> MemoryNode:
        """+0.05 confidence (at most 1.0) and +0.15 reinforcement boost (at most 0.6).

        The same evidence cannot reinforce a node twice.
        """
        (node,) = await self._transition(
            OpType.REINFORCE, reinforce_in_transaction, [node_id], user_id=user_id, actor_id=actor_id,
            evidence_id=evidence_id, reason=reason, request_id=request_id,
        )
        return node

    async def contradict(
        self, first_id: str | UUID, second_id: str | UUID, *, user_id: str, actor_id: str | None = None,
        evidence_id: str | UUID | None = None, reason: str | None = None, request_id: str | UUID | None = None,
    ) -> tuple[MemoryNode, MemoryNode]:
        """Both claims become CONTESTED, linked by a CONTRADICTS edge. Returns both nodes."""
        first, second = await self._transition(
            OpType.CONTRADICT, contradict_in_transaction, [first_id, second_id], user_id=user_id,
            actor_id=actor_id, evidence_id=evidence_id, reason=reason, request_id=request_id,
        )
        return first, second

    async def resolve_contradiction(
        self, winner_id: str | UUID, loser_id: str | UUID, *, user_id: str, actor_id: str | None = None,
        resolver_actor_id: str | None = None, evidence_id: str | UUID | None = None, reason: str | None = None,
        request_id: str | UUID | None = None,
    ) -> tuple[MemoryNode, MemoryNode]:
        """Winner STABLE, loser DEPRECATED (it leaves search). Returns (winner, loser)."""
        if resolver_actor_id is not None and actor_id is not None and resolver_actor_id != actor_id:
            raise ValueError("actor_id and resolver_actor_id name different actors; pass one")
        winner, loser = await self._transition(
            OpType.RESOLVE, resolve_in_transaction, [winner_id, loser_id], user_id=user_id,
            actor_id=actor_id if actor_id is not None else resolver_actor_id, evidence_id=evidence_id,
            reason=reason, request_id=request_id,
        )
        return winner, loser

    async def dismiss_contradiction(
        self, first_id: str | UUID, second_id: str | UUID, *, user_id: str, actor_id: str | None = None,
        evidence_id: str | UUID | None = None, reason: str | None = None, request_id: str | UUID | None = None,
    ) -> tuple[MemoryNode, MemoryNode]:
        """Keep both: the pair is not a contradiction. Both return to STABLE; the edge is closed."""
        first, second = await self._transition(
            OpType.DISMISS, dismiss_in_transaction, [first_id, second_id], user_id=user_id, actor_id=actor_id,
            evidence_id=evidence_id, reason=reason, request_id=request_id,
        )
        return first, second

    async def evaluate_condition(
        self, node_id: str | UUID, state: ConditionState | str, *, user_id: str,
        evidence_id: str | UUID | None = None, request_id: str | UUID | None = None,
        evaluation_method: ConditionEvaluationMethod | str = ConditionEvaluationMethod.USER,
        reason: str | None = None, actor_id: str | None = None,
    ) -> MemoryNode:
        """Record an explicit evaluation of a CONDITIONAL memory's condition (it stays CONDITIONAL)."""
        condition = validation.enum_value(ConditionState, state, "state")
        method = validation.enum_value(ConditionEvaluationMethod, evaluation_method, "evaluation_method")

        def apply(cur, node, **kwargs):
            return evaluate_condition_in_transaction(cur, node, condition, evaluation_method=method, **kwargs)

        (node,) = await self._transition(
            OpType.EPISTEMIC_TRANSITION, apply, [node_id], user_id=user_id, actor_id=actor_id,
            evidence_id=evidence_id, reason=reason, request_id=request_id,
            extra={"state": condition.value, "evaluation_method": method.value},
        )
        return node

    async def transition(
        self, node_id: str | UUID, state: LifecycleState | str, *, user_id: str, actor_id: str | None = None,
        evidence_id: str | UUID | None = None, reason: str | None = None, request_id: str | UUID | None = None,
    ) -> MemoryNode:
        """Move one node to ``state`` when that needs no second node (promote or archive).

        Any move the state machine forbids raises ValueError naming both states; moves
        that need a partner name the operation to use instead.
        """
        target = validation.enum_value(LifecycleState, state, "state")
        validation.user_id(user_id)
        node = await self._db.read(load_node, node_id, user_id)
        try:
            check_transition(node.lifecycle_state, target)
        except ValueError as exc:
            raise ValueError(f"node {node.id}: {exc}") from None
        if target is LifecycleState.ARCHIVED:
            return await self.archive(node_id, user_id=user_id, actor_id=actor_id, evidence_id=evidence_id,
                                      reason=reason, request_id=request_id)
        if target is LifecycleState.STABLE and node.lifecycle_state is LifecycleState.TENTATIVE:
            return await self.promote(node_id, user_id=user_id, actor_id=actor_id, evidence_id=evidence_id,
                                      reason=reason, request_id=request_id)
        instead = {
            LifecycleState.STABLE: "resolve_contradiction() or dismiss_contradiction()",
            LifecycleState.SUPERSEDED: "supersede(old, new)",
            LifecycleState.CONTESTED: "contradict(first, second)",
            LifecycleState.DEPRECATED: "resolve_contradiction(winner, loser)",
        }[target]
        raise ValueError(
            f"node {node.id}: {node.lifecycle_state.value} -> {target.value} needs a second node; use {instead}"
        )

    async def reverse_supersession(
        self, old_node_id: str | UUID, *, user_id: str, actor_id: str | None = None, actor: str | None = None,
        reason: str | None = None, request_id: str | UUID | None = None,
    ) -> MemoryNode:
        """Undo the supersession of ``old_node_id``: it becomes current again in the state it had
        before (``valid_to`` and ``superseded_by`` cleared), the SUPERSEDES edge is closed, the
        source notes retired with it come back, and a REVERSE_SUPERSESSION record is written.

        Raises NotSupersededError when the node is not superseded. Returns the restored node.
        """
        from engine import supersessions

        if actor is not None and actor_id is not None and actor != actor_id:
            raise ValueError("actor and actor_id name different actors; pass one")
        restored = await self._transition(
            OpType.REVERSE_SUPERSESSION, supersessions.reverse_supersession_in_transaction, [old_node_id],
            user_id=user_id, actor_id=actor_id if actor_id is not None else actor, reason=reason,
            request_id=request_id,
        )
        await self._republish(restored)
        return restored[0]

    async def _republish(self, nodes: Sequence[MemoryNode]) -> None:
        """Put nodes that became current again back into the search indexes (their vector rows
        are kept while retired, so this re-uses them; a failure is repaired by the next open)."""
        try:
            prepared = await self._indexes.prepare(list(nodes))
            await self._db.write(lambda cur: self._indexes.write(cur, prepared))
            self._indexes.publish(prepared)
        except Exception as exc:  # the durable change stands; the next open rebuilds with them
            log.warning("could not return %d node(s) to the search indexes: %s", len(nodes), type(exc).__name__)

    async def list_supersessions(
        self, *, user_id: str, automatic_only: bool = True, limit: int = 50, include_sources: bool = False,
    ) -> list[SupersessionRecord]:
        """Supersessions newest first (only the update check's own with ``automatic_only``),
        as ``SupersessionRecord``s saying whether each was reversed and can still be.

        The source notes a supersession retired along with its fact are left out unless
        ``include_sources`` (reversing the fact's supersession brings them back too)."""
        from engine import supersessions

        user_id = validation.user_id(user_id)
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= supersessions.MAX_SUPERSESSIONS:
            raise ValueError(f"limit: must be a whole number from 1 to {supersessions.MAX_SUPERSESSIONS}")
        for name, flag in (("automatic_only", automatic_only), ("include_sources", include_sources)):
            if not isinstance(flag, bool):
                raise ValueError(f"{name}: must be True or False")
        return await self._db.read(
            supersessions.read_supersessions, user_id, automatic_only=automatic_only,
            include_sources=include_sources, limit=limit)

    async def retirements(self, node_ids: Sequence[str | UUID], *, user_id: str) -> dict[str, Retirement]:
        """For the given nodes that are retired: when, by which operation, and what replaced
        them (``Retirement`` by node id; current, missing and foreign nodes are left out)."""
        from engine import supersessions

        user_id = validation.user_id(user_id)
        ids = []
        for node_id in node_ids:
            try:
                ids.append(str(UUID(str(node_id))))
            except (ValueError, TypeError, AttributeError):
                continue
        if not ids:
            return {}
        return await self._db.read(supersessions.read_retirements, ids, user_id)

    async def verify_operations(self, *, user_id: str | None = None) -> audit.AuditReport:
        """Check every operation record's checksum and that each node's lifecycle state is the
        one its latest lifecycle operation recorded. ``report.ok`` is True when both hold."""
        if user_id is not None:
            validation.user_id(user_id)
        return await self._db.read(audit.audit_pack, user_id=user_id)
