"""The update check, run inside the transaction that writes new memories.

Every capture path ends in one of two writes: ``WriteOperations._build`` (store, ingest_fast
once processed, import, a raw note built by process_pending) and extraction's graph commit
(ingest). Both call :func:`check_in_transaction` after inserting the nodes and their index
rows, so the new memory, its slots, and any supersession, contested pair or source retirement
it causes commit together: a crash leaves all of it or none of it.

The similarity fallback (fallback.py) compares vectors, which a memory gets after its
acknowledgement (engine/background_embedder.py). A memory it may apply to is queued in the
``similarity_checks`` table in its own transaction. Once its vectors are written,
:func:`plan_similarity_checks` reads and embeds on a reader and :func:`apply_similarity_checks`
makes the contests in a short write, so store() does not wait for an embedding, and a kill in
between only delays it to the next open. The fallback
only ever contests, so in the moment between the two nothing is decided that a person would
have to undo; a retrieve() of the user's first embeds what is waiting, and with it runs the
check.

One open contradiction per memory: when the earlier memory a new one would update is contested
already (the third of three values), the new one's check waits, its row in ``similarity_checks``
marked with the memory it waits for, and runs once a person has decided that pair
(``recheck_released``, called by the lifecycle operations that decide), against what stands then.
While a user has a disputed pair (or a comparison queued that may make one), an owner's note
without a word of change is compared too: a value of that topic said after the pair is a third
value ("HR form redone - emergency contact is my mum, Cordelia"), and nothing else of such a note
is compared (fallback.find).
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any, Collection, Iterable, Sequence

import numpy as np

from engine.current_truth import aspects, corrections, fallback, slot_table
from engine.current_truth.decision import CONTEST, SUPERSEDE, Decision, decide
from engine.current_truth.owner import speaker_for, statement_text
from engine.current_truth.slots import ANY_ATTRIBUTE, Slot, news_of_someone_else, parse, read_value, same_value
from engine.current_truth.sources import coverage, mark_partial, retire_sources, retired_values, stated_at
from engine.embeddings import unit_rows
from engine.models import MemoryNode, utcnow
from engine.schema import SIMILARITY_CHECK_DUE as DUE
from engine.storage import uuid_list
from engine.types import ACTIVE_STATES, AUTOMATIC_UPDATE_ACTOR, EdgeType, LifecycleState, NodeType

log = logging.getLogger("prme.current_truth")


def roles_of(cur: Any, nodes: Sequence[MemoryNode]) -> dict[str, str]:
    ids = [str(n.evidence_refs[0]) for n in nodes if n.evidence_refs]
    if not ids:
        return {}
    rows = cur.execute(f"SELECT CAST(id AS VARCHAR), role FROM events WHERE id IN ({uuid_list(ids)})").fetchall()
    return {r[0]: r[1] for r in rows}


class NodeVectors:
    """Cosine between the new memory and a candidate, from their stored vectors.

    The vectors of the new memory and of every candidate are read in one query, the first
    time a decision needs a similarity (most new memories never do). A node whose vectors
    are not written yet (embedding runs behind the write) is embedded here, as the index
    would embed it."""

    def __init__(self, cur: Any, node_id: str, candidate_ids: Iterable[str]) -> None:
        self._cur = cur
        self._node_id = node_id
        self._ids = sorted(set(candidate_ids) | {node_id})
        self._vectors: dict[str, np.ndarray] | None = None

    def _load(self) -> dict[str, np.ndarray]:
        rows = self._cur.execute(
            "SELECT CAST(m.node_id AS VARCHAR), p.vector FROM vector_metadata m JOIN vector_payloads p ON p.key = m.key "
            f"WHERE m.node_id IN ({uuid_list(self._ids)})"
        ).fetchall()
        grouped: dict[str, list[np.ndarray]] = {}
        for node_id, blob in rows:
            grouped.setdefault(node_id, []).append(np.frombuffer(blob, dtype=np.float32))
        vectors = {node_id: unit_rows(np.stack(parts)) for node_id, parts in grouped.items()}
        missing = [i for i in self._ids if i not in vectors]
        if missing:
            vectors.update(_embed_nodes(self._cur, missing))
        return vectors

    def __call__(self, other_id: str) -> float:
        if self._vectors is None:
            self._vectors = self._load()
        mine, theirs = self._vectors.get(self._node_id), self._vectors.get(other_id)
        if mine is None or theirs is None or mine.shape[1] != theirs.shape[1]:
            return 0.0
        return float((mine @ theirs.T).max())


def _embedder(cur: Any):
    """The pack's embedding model (the one its stored vectors came from), or the default."""
    from engine.embeddings import get_embedder

    row = cur.execute("SELECT model, octet_length(vector) FROM vector_payloads LIMIT 1").fetchone()
    return get_embedder(row[0], row[1] // 4) if row else get_embedder()


def _embed_nodes(cur: Any, node_ids: Sequence[str]) -> dict[str, np.ndarray]:
    """Vectors of nodes as the index embeds them (whole text and sentences, speaker-prefixed)."""
    from engine.search_indexes import embed_passages, embedding_passage

    from engine import storage

    rows = cur.execute(f"SELECT {storage.NODE_COLUMNS} FROM nodes WHERE id IN ({uuid_list(node_ids)})").fetchall()
    nodes = [n for n in map(storage.node_from_row, rows) if n.content.strip()]
    vectors = embed_passages(_embedder(cur), [embedding_passage(n.content, n.speaker) for n in nodes])
    return {str(n.id): v for n, v in zip(nodes, vectors)}


def statement_similarity(cur: Any, text: str, others: Sequence[str]) -> list[float]:
    """Cosine between statements as said, without the speaker's name in front.

    Stored vectors of a conversation's turns begin with the speaker's name ("Priya: ..."),
    which alone makes any two turns of one speaker look alike: on LoCoMo, two random turns
    of one speaker have mean cosine 0.41 with the name and 0.27 without it."""
    if not others:
        return []
    vectors = unit_rows(np.asarray(_embedder(cur).embed([text, *others]), dtype=np.float32))
    return [float(v) for v in vectors[1:] @ vectors[0]]


def sentences_similarity(cur: Any, ours: Sequence[str], theirs: Sequence[str]) -> float:
    """The best cosine between any of ``ours`` and any of ``theirs`` (plain statements)."""
    if not ours or not theirs:
        return 0.0
    vectors = unit_rows(np.asarray(_embedder(cur).embed([*ours, *theirs]), dtype=np.float32))
    return float((vectors[:len(ours)] @ vectors[len(ours):].T).max())


def checkable(node: MemoryNode) -> bool:
    """Statements people made; entities and extracted claims follow the note they came from."""
    return (
        node.node_type is not NodeType.ENTITY
        and "claim" not in (node.metadata or {})
        and node.lifecycle_state in ACTIVE_STATES
        and bool(node.evidence_refs)
    )


def _read_and_record(
    cur: Any, node: MemoryNode, role: str | None, owner_names: tuple[str, ...], *, fresh: bool = False,
) -> list[Slot] | None:
    """The node's slots, recorded in the slot table; None when it was recorded before or states
    no one's facts (an assistant's or a tool's message). ``fresh``: the node was inserted in
    this transaction, so it cannot have been recorded."""
    speaker = speaker_for(role, node.speaker, node.user_id, owner_names)
    if speaker is None or (not fresh and slot_table.has_rows(cur, str(node.id))):
        return None  # a repair builds the same node again: it was checked then
    try:
        slots = parse(statement_text(node.content, node.speaker), speaker)
    except Exception as exc:  # a parser bug must never cost the memory itself
        log.warning("update check could not read node %s: %s", node.id, type(exc).__name__)
        return None
    slot_table.insert(cur, str(node.id), node.user_id, node.scope.value, slots, stated_at(node))
    return slots


def record_in_transaction(cur: Any, nodes: Sequence[MemoryNode], *, owner_names: Iterable[str] = ()) -> None:
    """Record the slots of nodes that arrive with their lifecycle already decided (a graph import)."""
    todo = [n for n in nodes if checkable(n)]
    roles = roles_of(cur, todo)
    for node in todo:
        _read_and_record(cur, node, roles.get(str(node.evidence_refs[0])), tuple(owner_names))


def check_in_transaction(
    cur: Any, nodes: Sequence[MemoryNode], *, owner_names: Iterable[str] = (), enabled: bool = True,
    now: datetime | None = None, roles: dict[str, str] | None = None, fresh: bool = False,
) -> list[str]:
    """Read each new memory's slots, record them, and supersede or contest what they update.

    Nodes are checked in order, so a later memory of the same batch sees the earlier ones.
    ``roles`` (event id -> role) spares reading them when the caller knows them; ``fresh``:
    every node was inserted in this transaction. Returns the ids of the nodes retired (the
    caller drops them from the search indexes after commit)."""
    if not enabled:
        return []
    todo = [n for n in nodes if checkable(n)]
    if not todo:
        return []
    now = now or utcnow()
    if roles is None or any(str(n.evidence_refs[0]) not in roles for n in todo):
        roles = roles_of(cur, todo)
    names = tuple(owner_names)
    retired: list[str] = []
    undecided: list[tuple[MemoryNode, str | None, list[Slot]]] = []
    for node in todo:
        role = roles.get(str(node.evidence_refs[0]))
        slots = _read_and_record(cur, node, role, names, fresh=fresh)
        if slots is None:
            continue
        node_id = str(node.id)
        candidates = slot_table.candidates(
            cur, node.user_id, node.scope.value, sorted({s.subject for s in slots}), [node_id]
        ) if slots else []
        decisions: list[Decision] = []
        if candidates:
            vectors = NodeVectors(cur, node_id, (c.node_id for c in candidates))
            decisions = decide(node_id, slots, stated_at(node), candidates, vectors)
            ran = _run_earlier_waiting(cur, node, todo, names, now) if decisions else None
            if ran is not None:
                retired.extend(ran)
                candidates = slot_table.candidates(
                    cur, node.user_id, node.scope.value, sorted({s.subject for s in slots}), [node_id])
                decisions = decide(node_id, slots, stated_at(node), candidates, vectors) if candidates else []
        for decision in decisions:
            retired.extend(_apply(cur, decision, node, stated_at(node), now))
        # A memory whose slots settled one earlier value may still update another the slots do
        # not read: "Morisawa left for Kyoto; my supervisor is now Dr. Fenna Kuipers" replaces
        # "thesis supervisor: Prof. Penhaligon" by its slot, and is compared by meaning with "Dr.
        # Yuki Morisawa is supervising me while the prof is on sabbatical".
        undecided.append((node, role, slots))
    # The fallback waits for the vectors, so it runs after every slot decision of the batch:
    # a memory of the same batch the slots will settle is never contested first.
    disputes: dict[str, bool] = {}  # user -> has, or may soon have, an open contradiction (read once)

    def in_dispute(user_id: str) -> bool:
        # A comparison still queued may yet put a pair to a person: a note said after it is then
        # compared too, as it would be had it come once the pair was disputed.
        if user_id not in disputes:
            disputes[user_id] = bool(_queued_checks(cur, user_id, due_only=False)) or cur.execute(
                "SELECT 1 FROM nodes WHERE user_id = ? AND lifecycle_state = 'contested' LIMIT 1", [user_id]
            ).fetchone() is not None
        return disputes[user_id]

    waiting = [str(node.id) for node, role, slots in undecided
               if speaker_for(role, node.speaker, node.user_id, names) is not None
               and (_may_update(text := statement_text(node.content, node.speaker), slots, own_note=not node.speaker)
                    or not node.speaker and fallback.may_follow_a_dispute(text) and in_dispute(node.user_id))]
    if waiting:
        cur.execute(f"INSERT INTO similarity_checks (node_id) SELECT unnest([{uuid_list(waiting)}])")
    return retired


def _may_update(text: str, slots: Sequence[Slot], *, own_note: bool) -> bool:
    """Whether the comparison by meaning could find anything this statement updates, corrects or
    ends (``slots``: what the slot parser read in it)."""
    return fallback.may_update(text, own_note=own_note) or bool(corrections.denials(text)) or any(
        _ends_a_value(s) for s in slots)


def _ends_a_value(slot: Slot) -> bool:
    """A value the speaker says ended, whatever held it: "The Brompton was stolen", "Dr Park retired"."""
    return slot.negated and slot.change and slot.attribute == ANY_ATTRIBUTE


def _run_earlier_waiting(
    cur: Any, node: MemoryNode, batch: Sequence[MemoryNode], names: tuple[str, ...], now: datetime,
) -> list[str] | None:
    """Before a memory's slot decisions are applied, similarity checks of the same user's earlier
    memories that still wait for their vectors run (embedding them here), so decisions keep the
    order the memories were captured in however fast they come: "went freelance" is compared
    with "a consultant at Deloitte" before "joined Accenture" retires the Deloitte statement.
    Returns None when none ran, else the ids of the nodes their corrections retired (the caller
    decides again)."""
    mine = {str(n.id) for n in batch}
    waiting = [i for i in _queued_checks(cur, node.user_id, due_only=True) if i not in mine]
    if not waiting:
        return None
    # As they would have run before these memories arrived.
    return similarity_checks_in_transaction(cur, waiting, owner_names=names, now=now, unseen=mine)


def _queued_checks(cur: Any, user_id: str, *, due_only: bool) -> list[str]:
    """The user's memories with a similarity check queued (``due_only``: not waiting for a decision).
    The queue is nearly always empty (a row lives until its memory's vectors are written): one
    plain read, and the user's nodes only when it is not."""
    queued = [r[0] for r in cur.execute(
        f"SELECT DISTINCT CAST(node_id AS VARCHAR) FROM similarity_checks{f' WHERE {DUE}' if due_only else ''}"
    ).fetchall()]
    if not queued:
        return []
    return [r[0] for r in cur.execute(
        f"SELECT CAST(id AS VARCHAR) FROM nodes WHERE id IN ({uuid_list(queued)}) AND user_id = ?", [user_id],
    ).fetchall()]


Found = tuple[str, "fallback.Contest | fallback.Waiting"]


def plan_similarity_checks(
    cur: Any, node_ids: Sequence[str], *, owner_names: Iterable[str] = (), unseen: Collection[str] = (),
    waited: Collection[str] = (),
) -> tuple[list[str], list[Found]]:
    """Read only: which of these memories have a similarity check due, and the earlier memory
    each of them would contest or must wait for (their vectors are written, or are embedded
    here). ``unseen``: memories the checks must not see (they arrived after); ``waited``: those
    whose check waited for a person's decision (see ``fallback.find``). Runs on any cursor, so
    the reading and embedding need not hold the writer."""
    if not node_ids:
        return [], []
    # With them, the due checks of their users' memories captured before them, which then run
    # first: whichever path gets to a memory first (the embedder's batch, or a retrieve() that
    # embeds what its user still waits for), a third value is compared only after the second
    # was compared with the first, never takes the first from it.
    ids = uuid_list(node_ids)
    queued = [r[0] for r in cur.execute(
        "SELECT DISTINCT CAST(similarity_checks.node_id AS VARCHAR) FROM similarity_checks "
        f"JOIN nodes n ON n.id = similarity_checks.node_id WHERE {DUE} AND (n.id IN ({ids}) OR EXISTS ("
        f"SELECT 1 FROM nodes later WHERE later.id IN ({ids}) AND later.user_id = n.user_id "
        "AND later.created_at > n.created_at))"
    ).fetchall()]
    if not queued:
        return [], []
    from engine import storage

    nodes = [storage.node_from_row(row) for row in cur.execute(
        f"SELECT {storage.NODE_COLUMNS} FROM nodes WHERE id IN ({uuid_list(queued)}) ORDER BY created_at, id"
    ).fetchall()]
    nodes = [n for n in nodes if checkable(n)]  # retired or forgotten meanwhile: nothing to check
    roles = roles_of(cur, nodes)
    slots = slot_table.of_nodes(cur, [str(n.id) for n in nodes])
    names = tuple(owner_names)
    recent = fallback.RecentMemories(cur)  # each user's latest memories, read once for the plan
    found = []
    # What earlier checks of the plan contest counts as contested for the later ones, as it would
    # had each memory been checked as it came: a third value waits for the first two whether the
    # three arrived weeks apart or in one import.
    contested: set[str] = set()
    for node in nodes:
        if str(node.id) in contested or node.lifecycle_state is LifecycleState.CONTESTED:
            continue  # one open contradiction per memory (a person may have put it in one meanwhile)
        contest = _similar(cur, node, roles, names, slots=slots.get(str(node.id), []),
                           unseen=unseen, recent=recent, contested=contested, waited=str(node.id) in waited)
        if contest is not None:
            found.append((str(node.id), contest))
            if isinstance(contest, fallback.Contest):
                contested.update((str(node.id), str(contest.old.id)))
    return queued, found


def apply_similarity_checks(
    cur: Any, queued: Sequence[str], found: Sequence[Found], *, now: datetime | None = None,
) -> list[str]:
    """In a write: contest what :func:`plan_similarity_checks` found (a correction, or a value said
    to have ended, replaces the statement it names), where both memories are still current and in
    no contest (a write in between may have settled them), and drop the checks from the queue; a
    check that must wait stays, marked with what it waits for (if that pair was decided in
    between, it stays due and runs with the next capture or open). Returns the ids of the nodes
    retired (the caller drops them from the search indexes after commit)."""
    from engine import lifecycle

    waits: dict[str, str] = {}
    retired: list[str] = []
    for node_id, contest in found:
        if isinstance(contest, fallback.Waiting):
            waits[node_id] = str(contest.on.id)
            continue
        user_id = contest.old.user_id
        new, old = lifecycle.load_node(cur, node_id, user_id), lifecycle.load_node(cur, contest.old.id, user_id)
        current = {LifecycleState.TENTATIVE, LifecycleState.STABLE}
        both_current = {new.lifecycle_state, old.lifecycle_state} <= current
        if both_current and contest.retires:
            retired.extend(_supersede(cur, old, new, reason=contest.reason(), attribute="", when=stated_at(new),
                                      now=now or utcnow(), evidence=str(new.evidence_refs[0]),
                                      values=_denied_values(cur, old, new, contest.retires)))
        elif both_current:
            lifecycle.contradict_in_transaction(
                cur, old.id, new.id, user_id=user_id, actor_id=AUTOMATIC_UPDATE_ACTOR,
                evidence_id=str(new.evidence_refs[0]), reason=contest.reason(), now=now or utcnow(),
                edge_metadata={"attribute": "", "fallback": True},
            )
        elif old.lifecycle_state is LifecycleState.CONTESTED and new.lifecycle_state in current:
            waits[node_id] = str(old.id)  # an earlier check of this batch contested it: wait for that
    done = [i for i in queued if i not in waits]
    if done:
        cur.execute(f"DELETE FROM similarity_checks WHERE node_id IN ({uuid_list(done)}) AND {DUE}")
    for node_id, on in waits.items():
        cur.execute(f"DELETE FROM similarity_checks WHERE node_id = ? AND {DUE}", [node_id])
        wait_for_decision(cur, node_id, on)
    return retired


def _denied_values(cur: Any, old: MemoryNode, new: MemoryNode, denied: str) -> list[str]:
    """What a correction (or a value said to have ended) retires of the statement it replaces: that
    value, as the old statement's slots hold it ("Dr Park" -> "park"), so that its other facts stay."""
    wrong = read_value(denied)[0]
    return [v for v in retired_values(cur, old, new) if same_value(v, wrong)] or [wrong]


def wait_for_decision(cur: Any, node_id: str, on: str) -> None:
    """Queue a similarity check of ``node_id`` that runs once the open contradiction ``on`` is
    in is decided (see ``release_waiting``)."""
    if not cur.execute("SELECT 1 FROM similarity_checks WHERE node_id = ? AND waits_for = ?", [node_id, on]).fetchone():
        cur.execute("INSERT INTO similarity_checks (node_id, waits_for) VALUES (?, ?)", [node_id, on])


def recheck_released(cur: Any, user_id: str, *, owner_names: Iterable[str] = (), now: datetime | None = None) -> list[str]:
    """In a write, after a person decided a contradiction of the user's: the update check of the
    memories that waited for it runs again against what stands now, their slots first (a clear
    update of the value kept supersedes it), then the comparison by meaning. Returns the ids of
    the nodes retired (the caller drops them from the search indexes after commit)."""
    from engine import storage

    due = release_waiting(cur, user_id)
    if not due:
        return []
    now = now or utcnow()
    nodes = [storage.node_from_row(row) for row in cur.execute(
        f"SELECT {storage.NODE_COLUMNS} FROM nodes WHERE id IN ({uuid_list(due)}) ORDER BY created_at, id"
    ).fetchall()]
    nodes = [n for n in nodes if checkable(n)]
    slots = slot_table.of_nodes(cur, [str(n.id) for n in nodes])
    retired: list[str] = []
    decided: list[str] = []
    for node in nodes:
        node_id, mine = str(node.id), slots.get(str(node.id), [])
        candidates = slot_table.candidates(
            cur, node.user_id, node.scope.value, sorted({s.subject for s in mine}), [node_id]) if mine else []
        decisions = decide(node_id, mine, stated_at(node), candidates,
                           NodeVectors(cur, node_id, (c.node_id for c in candidates))) if candidates else []
        for decision in decisions:
            retired.extend(_apply(cur, decision, node, stated_at(node), now))
        if decisions:
            decided.append(node_id)
    if decided:
        cur.execute(f"DELETE FROM similarity_checks WHERE node_id IN ({uuid_list(decided)}) AND waits_for IS NULL")
    undecided = [i for i in due if i not in decided]  # (a memory retired meanwhile leaves the queue there)
    retired.extend(similarity_checks_in_transaction(cur, undecided, owner_names=owner_names, now=now, waited=undecided))
    return retired


def release_waiting(cur: Any, user_id: str) -> list[str]:
    """In a write, after a person decided a contradiction of the user's: the user's memories whose
    check waited for a memory no longer contested, marked due (the caller runs their checks)."""
    rows = cur.execute(
        f"SELECT DISTINCT CAST(node_id AS VARCHAR) FROM similarity_checks WHERE waits_for IS NOT NULL AND {DUE} "
        "AND node_id IN (SELECT id FROM nodes WHERE user_id = ?)", [user_id]).fetchall()
    if rows:
        cur.execute(f"UPDATE similarity_checks SET waits_for = NULL WHERE node_id IN ({uuid_list([r[0] for r in rows])}) "
                    f"AND {DUE}")
    return [r[0] for r in rows]


def similarity_checks_in_transaction(
    cur: Any, node_ids: Sequence[str], *, owner_names: Iterable[str] = (), now: datetime | None = None,
    unseen: Collection[str] = (), waited: Collection[str] = (),
) -> list[str]:
    """Plan and apply the queued similarity checks of these memories in one transaction; the ids
    of the nodes retired."""
    queued, found = plan_similarity_checks(cur, node_ids, owner_names=owner_names, unseen=unseen, waited=waited)
    return apply_similarity_checks(cur, queued, found, now=now)


def _whom(slots: Sequence[Slot]) -> set[str]:
    """Whom the slots are about. The speaker's relationship status is left out: "My wife drives a
    Tesla now" says the speaker is married, and is still news of the wife."""
    return {s.subject for s in slots if s.attribute != "relationship status"}


def _similar(
    cur: Any, node: MemoryNode, roles: dict[str, str], names: tuple[str, ...], *, slots: Sequence[Slot],
    unseen: Collection[str], recent: fallback.RecentMemories, contested: Collection[str] = (), waited: bool = False,
) -> fallback.Contest | fallback.Waiting | None:
    """The fallback when no slot matched: a close earlier statement to contest (see fallback.py).
    ``roles``: event id -> role, of this plan's memories and (added here, once) of those it
    compares them with; ``slots``: what the slot parser read in this memory (none when it read
    nothing)."""
    me = speaker_for(roles.get(str(node.evidence_refs[0])), node.speaker, node.user_id, names)
    if me is None:
        return None
    subjects = _whom(slots)

    def same_speaker(other: MemoryNode) -> bool:
        event = str(other.evidence_refs[0])
        if event not in roles:  # one read for all the memories checks compare with
            roles.update(roles_of(cur, [other, *recent(node)]))
        theirs = speaker_for(roles.get(event), other.speaker, other.user_id, names)
        return theirs is not None and theirs.me == me.me

    def slot_subjects(ids: list[str]) -> dict[str, set[str]]:
        # Sides about the speaker are no reading of someone else (see fallback.about_others).
        read = {i: _whom(slots) for i, slots in slot_table.of_nodes(cur, ids).items()}
        return {i: found for i, found in read.items() if me.me not in found}

    if any(s.subject != me.me for s in slots):
        # Someone else's news of what an earlier memory says ("My wife drives a Tesla now" after "I
        # drive a Toyota Corolla") updates nothing: those memories are left out.
        pool = {str(n.id): n for n in recent(node)}
        unseen = {*unseen, *(i for i, read in slot_table.of_nodes(cur, list(pool)).items()
                             if news_of_someone_else(slots, read, statement_text(pool[i].content, pool[i].speaker)))}

    def similarity(ids: list[str]) -> dict[str, float]:
        vectors = NodeVectors(cur, str(node.id), ids)
        return {i: vectors(i) for i in ids}

    # What this memory's slots already replaced (a partly replaced note stays current) is settled.
    unseen = {*unseen, *(r[0] for r in cur.execute(
        "SELECT CAST(target_id AS VARCHAR) FROM edges WHERE source_id = ? AND edge_type IN (?, ?)",
        [str(node.id), EdgeType.SUPERSEDES.value, EdgeType.CONTRADICTS.value]).fetchall())}
    text = statement_text(node.content, node.speaker)
    statement = lambda other: statement_text(other.content, other.speaker)  # noqa: E731

    def as_said(others: list[str]) -> list[float]:
        # The stored vectors of a turn begin with its speaker's name, which inflates similarity;
        # a stored whole vector pools the sentences' token states, which reads a note of several
        # sentences further from another than its text is. Both are compared as said.
        return statement_similarity(cur, text, others)

    ended = [s.display for s in slots if _ends_a_value(s) and s.subject == me.me]
    correction = corrections.find(node, text, [n for n in recent(node) if str(n.id) not in unseen], same_speaker,
                                  similarity, stated_at, statement, as_said, contested, ended=ended,
                                  wholly_about=lambda old, value: coverage(
                                      cur, old, _denied_values(cur, old, node, value)) == "all")
    if correction is not None:
        return correction

    return fallback.find(
        cur, node, text, stated_at(node), same_speaker, similarity, stated_at, statement, as_said,
        lambda ours, theirs: sentences_similarity(cur, ours, theirs),
        set() if me.me in subjects else subjects, slot_subjects, unseen, recent, contested,
        lambda old, new: aspects.shared_part(_embedder(cur), old, new), waited,
    )


def _apply(cur: Any, decision: Decision, node: MemoryNode, when: datetime, now: datetime) -> list[str]:
    from engine import lifecycle  # lifecycle imports this package lazily too

    user_id = node.user_id
    new = lifecycle.load_node(cur, decision.new_id, user_id)
    old = lifecycle.load_node(cur, decision.old_id, user_id)
    if new.lifecycle_state not in ACTIVE_STATES or old.lifecycle_state not in ACTIVE_STATES:
        return []
    evidence = str(node.evidence_refs[0])
    reason = decision.reason()
    if old.lifecycle_state is LifecycleState.CONTESTED:
        # One open contradiction per memory: a person is deciding the old value already. The new
        # one is compared again (by meaning) with the value they keep.
        if new.lifecycle_state is not LifecycleState.CONTESTED:
            wait_for_decision(cur, str(new.id), str(old.id))
        return []
    if decision.action == CONTEST:
        if new.lifecycle_state is LifecycleState.CONTESTED:
            return []  # one open contradiction per memory
        lifecycle.contradict_in_transaction(
            cur, old.id, new.id, user_id=user_id, actor_id=AUTOMATIC_UPDATE_ACTOR, evidence_id=evidence,
            reason=reason, now=now, edge_metadata={"attribute": decision.attribute},
        )
        return []
    assert decision.action == SUPERSEDE
    if str(new.id) != str(node.id):
        when = stated_at(new)  # the stored memory is the update: the old value held until it was said
    return _supersede(cur, old, new, reason=reason, attribute=decision.attribute, when=when, now=now,
                      evidence=evidence, values=retired_values(cur, old, new))


def _supersede(cur: Any, old: MemoryNode, new: MemoryNode, *, reason: str, attribute: str, when: datetime,
               now: datetime, evidence: str, values: list[str]) -> list[str]:
    """``new`` replaces ``old`` (the retired ``values``) and what states only them; the ids retired."""
    from engine import lifecycle

    retired: list[str] = []
    # A note that also states other live facts stays; the part that changed ranks below the update.
    if values and coverage(cur, old, values, update=new) == "some":
        mark_partial(cur, old, new, now, AUTOMATIC_UPDATE_ACTOR, reason, evidence_id=evidence, values=values)
    else:
        lifecycle.supersede_in_transaction(
            cur, old.id, new.id, user_id=old.user_id, actor_id=AUTOMATIC_UPDATE_ACTOR, evidence_id=evidence,
            reason=reason, now=now, valid_to=when, edge_metadata={"attribute": attribute},
        )
        retired.append(str(old.id))
    sources = retire_sources(cur, old, new, now, AUTOMATIC_UPDATE_ACTOR, reason, evidence_id=evidence)
    retired.extend(str(n.id) for n in sources)
    return retired
