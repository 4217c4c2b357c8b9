"""Building an extraction's graph: entities, claims, edges and index rows, in one write.

Later turns of a batch reuse earlier turns' entities and do not repeat their claims;
entities and current claims already in the pack are matched by normalized name and
(subject, predicate, object, negated). In the same transaction the update check
(:mod:`engine.current_truth`) reads the raw notes, which supersedes or contests what
they update, and the claims of a note it retires go with it.
"""

from __future__ import annotations

from typing import Any, Sequence
from uuid import UUID

from engine import storage
from engine.current_truth import check_in_transaction, is_owner_message
from engine.current_truth.sources import retire_sources
from engine.engine_state import EngineState
from engine.extraction import jobs
from engine.extraction.materialize import build_plan
from engine.extraction.providers import Provider
from engine.extraction.schema import ExtractedClaim, ExtractionOutput, normalize
from engine.models import Event, MemoryEdge, MemoryNode, utcnow
from engine.schema import to_db_time
from engine.storage import Cursor, dumps, node_from_row
from engine.types import ACTIVE_STATE_VALUES, AUTOMATIC_UPDATE_ACTOR

_CURRENT = ["tentative", "stable"]
_CLAIM_TYPES = ["fact", "preference", "decision", "task"]


def claim_speaker(event: Event, owner_names: Sequence[str]) -> str | None:
    """The speaker claims are attributed to: None (the owner, "User") for the owner's own
    messages whatever name they were stored under, so the owner is one subject."""
    if is_owner_message(event.role, event.speaker, event.user_id, owner_names):
        return None
    return event.speaker


async def build_graph(
    host: EngineState, items: Sequence[tuple[Event, Any, ExtractionOutput]], *, batch: Sequence[str],
    provider: Provider, worker: str,
) -> dict[str, tuple[list[tuple[UUID, ExtractedClaim]], bool]]:
    """Commit, in one transaction, the raw NOTEs still pending, the entities, claims, edges
    and index rows of ``items`` (in order: a later turn reuses an earlier turn's entities and
    does not repeat its claims). Returns, per event, its new claims and whether any may
    supersede or contest an older claim; the others complete in the same transaction. ``worker``
    is the lease owner that completes the jobs."""
    user_id = items[0][0].user_id
    names: dict[str, set[str]] = {}
    subjects: dict[str, set[str]] = {}
    for event, _, output in items:
        scope = event.scope.value
        names.setdefault(scope, set()).update(e.normalized for e in output.entities)
        if event.speaker:
            names[scope].add(normalize(event.speaker))
        subjects.setdefault(scope, set()).update(c.subject_normalized for c in output.claims)
    entities: dict[str, dict[str, UUID]] = {}
    known_claims: dict[str, dict[tuple, str]] = {}
    for scope in names:
        entities[scope] = await host._db.read(_existing_entities, user_id, scope, sorted(names[scope]))
        known_claims[scope] = {}
        for node in await host._db.read(_current_claims, user_id, scope, sorted(subjects[scope]), list(batch)):
            c = (node.metadata or {}).get("claim") or {}
            known_claims[scope].setdefault(
                (c.get("subject_normalized"), c.get("predicate"), c.get("object_normalized"), bool(c.get("negated"))),
                str(node.id),
            )

    nodes: list[MemoryNode] = []
    edges: list[MemoryEdge] = []
    raw_done: list[str] = []
    raw_notes: dict[str, str] = {}  # event id -> its raw note's id
    results: dict[str, tuple[list[tuple[UUID, ExtractedClaim]], bool]] = {}
    now = utcnow()
    for event, raw, output in items:
        scope = event.scope.value
        event_id = str(event.id)
        if raw is not None and raw[2] != "complete":
            nodes.append(MemoryNode.model_validate_json(raw[1]))
            raw_done.append(event_id)
        plan = build_plan(
            event=event, raw_node_id=UUID(raw[0]) if raw else None, output=output, provider=provider.name,
            model=provider.model, speaker=claim_speaker(event, host.config.owner_names),
            existing_entities=entities[scope], existing_claims=known_claims[scope], now=now,
        )
        if raw is not None:
            raw_notes[event_id] = raw[0]
        for node in plan.nodes:
            if node.node_type.value == "entity":
                entities[scope].setdefault((node.metadata or {})["entity"]["normalized"], node.id)
        for node, claim in plan.claims:
            known_claims[scope].setdefault(
                (claim.subject_normalized, claim.predicate, claim.object_normalized, claim.negated), str(node.id)
            )
        nodes.extend(plan.nodes)
        edges.extend(plan.edges)
        results[event_id] = ([(node.id, claim) for node, claim in plan.claims], False)

    present = await host._db.read(_existing_ids, [n.id for n in nodes])
    new_nodes = [n for n in nodes if str(n.id) not in present]
    prepared = await host._indexes.prepare(new_nodes)
    built_raw = set(raw_done)

    def commit(cur: Cursor) -> list[str]:
        inserted = {str(n.id) for n in storage.insert_nodes(cur, new_nodes)}
        host._indexes.write(cur, prepared)
        if raw_done:
            storage.complete_jobs(cur, raw_done, utcnow())
        _insert_edges(cur, edges)
        # The update check reads the notes (the statements as written); their claims follow them.
        retired = check_in_transaction(
            cur, [n for n in new_nodes if str(n.id) in inserted and str(n.evidence_refs[0]) in built_raw
                  and str(n.id) == raw_notes.get(str(n.evidence_refs[0]))],
            owner_names=host.config.owner_names, enabled=host.config.enable_store_supersedence, fresh=True,
        )
        retired += _claims_of_retired_notes(cur, [raw_notes[e] for e in results if e in raw_notes], user_id)
        for event_id in results:
            jobs.complete(cur, event_id, worker, utcnow())
        return retired

    retired = await host._db.write(commit)
    host._indexes.publish(prepared)
    host._drop_retired(retired)
    return results


# --- SQL helpers (run inside a read or the write) ------------------------------------------

def _existing_entities(cur: Cursor, user_id: str, scope: str, names: Sequence[str]) -> dict[str, UUID]:
    if not names:
        return {}
    # Entities extraction made carry their normalized name; one stored directly is matched by
    # its text (lower-cased and trimmed).
    rows = cur.execute(
        "SELECT n, id FROM (SELECT coalesce(json_extract_string(metadata, '$.entity.normalized'), "
        "lower(trim(content))) AS n, id, created_at FROM nodes "
        "WHERE user_id = ? AND scope = ? AND node_type = 'entity' "
        "AND lifecycle_state IN (SELECT unnest(?::VARCHAR[]))) "
        "WHERE n IN (SELECT unnest(?::VARCHAR[])) ORDER BY created_at, id",
        [user_id, scope, list(ACTIVE_STATE_VALUES), list(names)],
    ).fetchall()
    found: dict[str, UUID] = {}
    for name, node_id in rows:
        found.setdefault(name, node_id)
    return found


def _current_claims(
    cur: Cursor, user_id: str, scope: str, subjects: Sequence[str], exclude_events: Sequence[str]
) -> list[MemoryNode]:
    """Current (tentative or stable) claims about ``subjects``, except those of ``exclude_events``."""
    if not subjects:
        return []
    rows = cur.execute(
        f"SELECT {storage.NODE_COLUMNS} FROM nodes WHERE user_id = ? AND scope = ? "
        "AND node_type IN (SELECT unnest(?::VARCHAR[])) AND lifecycle_state IN (SELECT unnest(?::VARCHAR[])) "
        "AND json_extract_string(metadata, '$.claim.subject_normalized') IN (SELECT unnest(?::VARCHAR[])) "
        "AND coalesce(json_extract_string(metadata, '$.extraction.event_id'), '') "
        "NOT IN (SELECT unnest(?::VARCHAR[])) "
        "ORDER BY created_at, id",
        [user_id, scope, _CLAIM_TYPES, _CURRENT, list(subjects), list(exclude_events)],
    ).fetchall()
    return [node_from_row(r) for r in rows]


def _insert_edges(cur: Cursor, edges: Sequence[MemoryEdge]) -> None:
    if not edges:
        return
    cur.executemany(
        f"INSERT INTO edges ({storage.EDGE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
        [
            [str(e.id), str(e.source_id), str(e.target_id), e.edge_type.value, e.user_id, e.confidence,
             to_db_time(e.valid_from), to_db_time(e.valid_to),
             str(e.provenance_event_id) if e.provenance_event_id else None, dumps(e.metadata), to_db_time(e.created_at)]
            for e in edges
        ],
    )


def _claims_of_retired_notes(cur: Cursor, note_ids: Sequence[str], user_id: str) -> list[str]:
    """Claims built from a note the update check had already retired (its raw note was built
    first, by process_pending) go with it."""
    retired: list[str] = []
    for note in storage.get_nodes(cur, note_ids, user_id):
        if note.lifecycle_state.value != "superseded" or note.superseded_by is None:
            continue
        replacement = storage.get_node(cur, note.superseded_by, user_id)
        if replacement is None:
            continue
        done = retire_sources(cur, note, replacement, utcnow(), AUTOMATIC_UPDATE_ACTOR, "its note was updated")
        retired.extend(str(n.id) for n in done)
    return retired


def _existing_ids(cur: Cursor, ids: Sequence[UUID]) -> set[str]:
    if not ids:
        return set()
    rows = cur.execute(f"SELECT id FROM nodes WHERE id IN ({storage.uuid_list(ids)})").fetchall()
    return {str(r[0]) for r in rows}
