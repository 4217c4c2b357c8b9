"""Turning a grounded extraction into nodes and edges (pure planning, no I/O).

Ids are deterministic (uuid5 of the event and the item), so building the same saved
extraction twice creates nothing new: a retry never duplicates nodes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from engine.extraction.schema import ExtractedClaim, ExtractionOutput, normalize
from engine.models import Event, MemoryEdge, MemoryNode
from engine.types import EdgeType, EpistemicType, NodeType, SourceType

_NS = uuid5(NAMESPACE_URL, "https://prme.local/extraction/v1")

# Predicates that hold one value at a time: another value contests the current one.
SINGLE_VALUED = frozenset({"lives_in", "works_at", "works_as", "married_to", "age", "name", "job_title"})
# Predicates read as another predicate's slot ("moved to X" means "lives in X" from now on).
SLOT_OF = {"moved_to": "lives_in", "relocated_to": "lives_in", "resides_in": "lives_in", "employed_at": "works_at"}

_PHRASES = {
    "lives_in": ("lives in", "live in"), "moved_to": ("moved to", "move to"), "works_at": ("works at", "work at"),
    "worked_at": ("worked at", "work at"), "works_as": ("works as", "work as"), "lived_in": ("lived in", "live in"),
    "uses": ("uses", "use"), "prefers": ("prefers", "prefer"), "likes": ("likes", "like"),
    "dislikes": ("dislikes", "dislike"), "started": ("started", "start"), "plans": ("plans to", "plan to"),
}


def slot_of(predicate: str) -> str:
    return SLOT_OF.get(predicate, predicate)


def single_valued(slot: str) -> bool:
    return slot in SINGLE_VALUED or slot.startswith("favorite_")


def render_claim(claim: ExtractedClaim) -> str:
    """A claim as one readable sentence ("Caroline moved to Denver")."""
    subj, pred, obj = claim.subject, claim.predicate, claim.object
    if pred.endswith("_is"):
        kind = pred[:-len("_is")].replace("_", " ")
        return f"{subj}'s {kind} is no longer {obj}" if claim.negated else f"{subj}'s {kind} is {obj}"
    if pred.startswith("favorite_"):
        kind = pred[len("favorite_"):].replace("_", " ")
        text = f"{subj}'s favorite {kind} is {obj}"
        return f"{subj}'s favorite {kind} is no longer {obj}" if claim.negated else text
    if claim.negated:
        third, base = _PHRASES.get(pred, (pred.replace("_", " "), pred.replace("_", " ")))
        return f"{subj} no longer {third} {obj}" if claim.change else f"{subj} does not {base} {obj}"
    if pred in _PHRASES:
        return f"{subj} {_PHRASES[pred][0]} {obj}"
    if pred == "decided":
        return f"{subj} decided: {obj}"
    if pred.startswith("has_"):
        thing = pred[len("has_"):].replace("_", " ")
        if normalize(thing) in normalize(obj):
            return f"{subj} has {obj}"
        return f"{subj} has a {thing}: {obj}"
    return f"{subj} {pred.replace('_', ' ')} {obj}"


def node_id_for(event_id: UUID | str, kind: str, index: int | str) -> UUID:
    return uuid5(_NS, f"{event_id}:{kind}:{index}")


@dataclass
class Plan:
    nodes: list[MemoryNode] = field(default_factory=list)
    edges: list[MemoryEdge] = field(default_factory=list)
    # (claim node, claim) for each new claim, in extraction order.
    claims: list[tuple[MemoryNode, ExtractedClaim]] = field(default_factory=list)
    # claim index -> id of the identical current claim it repeats (no new node).
    repeats: dict[int, str] = field(default_factory=dict)


_NODE_TYPES = {"fact": NodeType.FACT, "preference": NodeType.PREFERENCE, "decision": NodeType.DECISION, "task": NodeType.TASK}


def build_plan(
    *,
    event: Event,
    raw_node_id: UUID | None,
    output: ExtractionOutput,
    provider: str,
    model: str | None,
    speaker: str | None,
    existing_entities: dict[str, UUID],
    existing_claims: dict[tuple[str, str, str, bool], str],
    now: datetime,
) -> Plan:
    """Nodes and edges for ``output``. ``existing_entities`` maps normalized names to the
    active ENTITY nodes of the same user and scope; ``existing_claims`` maps
    (subject, predicate, object, negated) to current claim nodes."""
    plan = Plan()
    human = event.role in ("user", "participant")
    source = SourceType.USER_STATED if human else SourceType.SYSTEM_INFERRED
    epistemic = EpistemicType.ASSERTED if human else EpistemicType.INFERRED
    confidence = 0.7 if human else 0.5
    valid_from = event.event_time or event.created_at
    origin = {"event_id": str(event.id), "provider": provider, "model": model}

    def node(kind: NodeType, content: str, meta: dict[str, Any], node_id: UUID, *, src: SourceType = source,
             conf: float = confidence, epi: EpistemicType = epistemic) -> MemoryNode:
        return MemoryNode(
            id=node_id, user_id=event.user_id, session_id=event.session_id, scope=event.scope, node_type=kind,
            content=content, metadata=meta, confidence=conf, epistemic_type=epi, source_type=src,
            valid_from=valid_from, evidence_refs=[event.id], event_time=event.event_time,
            created_at=now, updated_at=now,
        )

    def edge(source_id: UUID, target_id: UUID, kind: EdgeType, tag: str) -> None:
        plan.edges.append(MemoryEdge(
            id=uuid5(_NS, f"{event.id}:edge:{tag}:{source_id}:{target_id}:{kind.value}"), source_id=source_id,
            target_id=target_id, edge_type=kind, user_id=event.user_id, confidence=confidence, valid_from=valid_from,
            provenance_event_id=event.id, created_at=now,
        ))

    entity_ids: dict[str, UUID] = {}
    entity_names: dict[str, str] = {}
    for i, entity in enumerate(output.entities):
        if entity.normalized in entity_ids:
            continue
        found = existing_entities.get(entity.normalized)
        if found is None:
            found = node_id_for(event.id, "entity", entity.normalized)
            plan.nodes.append(node(
                NodeType.ENTITY, entity.name,
                {"entity": {"name": entity.name, "normalized": entity.normalized, "type": entity.type}, "extraction": origin},
                found, src=SourceType.SYSTEM_INFERRED, conf=0.6, epi=EpistemicType.OBSERVED,
            ))
        entity_ids[entity.normalized] = found
        entity_names[entity.normalized] = entity.name
        if raw_node_id is not None:
            edge(raw_node_id, found, EdgeType.MENTIONS, "raw")

    speaker_id: UUID | None = None
    if speaker:
        key = normalize(speaker)
        speaker_id = entity_ids.get(key) or existing_entities.get(key)
        if speaker_id is None:
            speaker_id = node_id_for(event.id, "entity", key)
            plan.nodes.append(node(
                NodeType.ENTITY, speaker,
                {"entity": {"name": speaker, "normalized": key, "type": "person"}, "speaker_entity": True,
                 "extraction": origin},
                speaker_id, src=SourceType.SYSTEM_INFERRED, conf=0.6, epi=EpistemicType.OBSERVED,
            ))
        entity_ids.setdefault(key, speaker_id)

    for i, claim in enumerate(output.claims):
        key = (claim.subject_normalized, claim.predicate, claim.object_normalized, claim.negated)
        if key in existing_claims:
            plan.repeats[i] = existing_claims[key]
            continue
        meta: dict[str, Any] = {
            "claim": {
                "subject": claim.subject, "subject_normalized": claim.subject_normalized,
                "predicate": claim.predicate, "slot": slot_of(claim.predicate), "object": claim.object,
                "object_normalized": claim.object_normalized, "negated": claim.negated, "change": claim.change,
                "first_person": claim.first_person, "evidence": claim.evidence,
            },
            "extraction": origin,
        }
        if claim.replaces:
            meta["claim"]["replaces"] = claim.replaces
        if claim.quantity:
            meta["quantity"] = dict(claim.quantity)
        if claim.first_person and speaker:
            meta["speaker_reference"] = speaker
        claim_node = node(_NODE_TYPES.get(claim.node_type, NodeType.FACT), render_claim(claim), meta,
                          node_id_for(event.id, "claim", i))
        plan.nodes.append(claim_node)
        plan.claims.append((claim_node, claim))
        if raw_node_id is not None:
            edge(claim_node.id, raw_node_id, EdgeType.DERIVED_FROM, "raw")
        subject_entity = speaker_id if claim.first_person and speaker_id else entity_ids.get(claim.subject_normalized)
        if subject_entity is not None:
            edge(subject_entity, claim_node.id, EdgeType.HAS_FACT, "subject")
        for norm, ent_id in entity_ids.items():
            if ent_id == subject_entity:
                continue
            if norm and (norm in claim.object_normalized.split() or norm == claim.object_normalized
                         or f" {norm} " in f" {claim.object_normalized} "):
                edge(claim_node.id, ent_id, EdgeType.MENTIONS, "object")
    return plan
