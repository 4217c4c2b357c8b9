"""The real derived indexes of an engine: vectors (USearch) and words (Tantivy).

prepare  nothing: a node is acknowledged without its vectors (store() hands it to the
         embedder then, which may embed it ahead, into its cache only: ``embed_ahead``).
write    inside the materialization transaction: which nodes are still active.
publish  after the commit: the lexical document into the shared Tantivy index, and
         the node onto the background embedder's queue (engine/background_embedder.py),
         whose thread embeds "Speaker: text" (each sentence once: the whole vector pools
         them; see ``embedding_passage``), writes the vector payload and metadata
         rows in their own transaction (one key per vector from the pack's sequence, so
         the durable rows alone can rebuild all) and adds them to USearch.
retire   after a lifecycle commit: remove from both.

On open the USearch index comes from the ``vector_snapshot`` rows (the
``Index.save()`` bytes in parts of 32 MB) and is reconciled
with the payload/metadata rows of active nodes: keys whose metadata (or node) is
gone are dropped, missing vectors are restored from payloads, and a missing,
unreadable or inconsistent row means every vector is restored from payloads.
Active nodes with no vector rows at all (the process died between a write's
acknowledgement and its vectors) are queued for the background embedder.
Both indexes load behind the open, so opening costs the same at any size: reads and
writes work at once, writes to an index still loading queue, and a search waits for
the index it needs.
The snapshot row is rewritten on close when the index changed and after every
``config.vector_save_interval`` changes, or ``config.vector_save_fraction`` of the
index's size when that is larger, so the rewrites of a growing index cost O(1)
per change, amortized.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import re
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Callable, NamedTuple, Sequence

import numpy as np

from engine.background_embedder import BackgroundEmbedder, VectorJob
from engine.embeddings import Embedder, get_embedder
from engine.lexical_index import LexicalDoc, LexicalIndex, build_doc
from engine.long_text import EMBEDDED_CHARS, leading_part
from engine.models import MemoryNode
from engine.storage import ACTIVE_STATES_SQL, bulk_insert, uuid_list
from engine.schema import SIMILARITY_CHECK_DUE, from_db_time, to_db_time
from engine.types import ACTIVE_STATE_VALUES, SPEAKER_KEY, NodeType, SourceType
from engine.vector_index import VectorEntry, VectorIndex

log = logging.getLogger("prme.indexes")

_LEXICAL_KEY = "lexical_index"


# A sentence ends at . ! or ? followed by space and a capital, quote or bracket, but not at a
# title ("My dentist is Dr. Okafor." is one sentence; the update check reads titles alike).
_SENTENCE_END = re.compile(r"(?<=[.!?])(?<!\b(?:Dr|Mr|Ms|St)\.)(?<!\bMrs\.)(?<!\bProf\.)\s+(?=[A-Z\"'\[(])")


class Passage(NamedTuple):
    """What the model reads of a node: its pieces ("Speaker: " and a sentence each), and which
    of them get a vector of their own besides the node's whole vector."""

    pieces: list[str]
    own_vectors: list[int]


def embedding_passage(content: str, speaker: str | None, *, sentences: bool = True) -> Passage:
    """A node's whole vector and, when it has two or more sentences of three or more words,
    one vector per such sentence.

    A turn like "Hey Maria! Wanted to let you know that I'm running for office again..."
    mixes a greeting with the fact; one vector of the whole is a blur of both. The node's
    similarity is its best vector's, so a question can meet the one sentence it is about.
    Measured on LoCoMo dev: vector-only recall@10 49.7 -> 60.1, the default pipeline
    78.7 -> 80.5 (bench/results/locomo_dev.md). Each piece is prefixed "Speaker: " (without
    the name MiniLM loses 19 points).

    The model reads each sentence once: the whole vector is the mean of the token states of
    all of them (engine/embeddings.py ``embed_passages``), not a second pass over the whole
    text. That embeds a LoCoMo turn in 0.58 of the time, with the same recall@10 on both dev
    halves, R@5 up on both, and vector-only recall@10 60 -> 65 (bench/results/locomo_mechanisms.md,
    session 22).
    """
    def said(text: str) -> str:
        return f"{speaker}: {text}" if speaker and not text.startswith(f"{speaker}:") else text

    content = leading_part(content, EMBEDDED_CHARS)  # a pasted document: engine/long_text.py
    parts = [p for p in _SENTENCE_END.split(content.strip()) if p.strip()] if sentences else []
    if len(parts) <= 1:
        return Passage([said(content)], [])
    pieces = [said(p) for p in parts]
    full = [i for i, p in enumerate(parts) if len(p.split()) >= 3]
    if len(full) <= 1:
        return Passage(pieces, [])
    first = {pieces[i]: i for i in reversed(full)}  # a sentence said twice gets one vector
    return Passage(pieces, sorted(first.values()))


def embed_passages(embedder: Embedder, passages: Sequence[Passage], batch_size: int = 64) -> list[np.ndarray]:
    """Per passage, its unit rows: the whole vector first, then the sentences' own."""
    rows = embedder.embed_passages([p.pieces for p in passages], batch_size=batch_size)
    return [r[[0, *(1 + i for i in p.own_vectors)]] for r, p in zip(rows, passages)]


def has_lexical_document(node_type: str, source_type: str, content: str) -> bool:
    """Every active node with text gets one, except entities that extraction created."""
    if not content or not content.strip():
        return False
    return not (node_type == NodeType.ENTITY.value and source_type == SourceType.SYSTEM_INFERRED.value)


@dataclass
class Prepared:
    nodes: list[MemoryNode]
    publishable: list[bool] = field(default_factory=list)  # node -> still active after the commit


@dataclass
class Embedded:
    jobs: list[VectorJob]
    vectors: np.ndarray  # one row per embedded text
    owners: list[int]  # row -> index into jobs; a node's rows are consecutive, whole text first
    keys: list[int | None] = field(default_factory=list)  # row -> key, once written
    publishable: list[bool] = field(default_factory=list)  # job -> node still active


def _job(node: MemoryNode) -> VectorJob:
    return VectorJob(str(node.id), node.user_id, node.scope.value, node.content, node.speaker)


def _states(cur, node_ids: Sequence[str]) -> dict[str, str]:
    """Lifecycle state by node id, for the nodes that exist."""
    return {str(i): s for i, s in cur.execute(
        f"SELECT id, lifecycle_state FROM nodes WHERE id IN ({uuid_list(node_ids)})"
    ).fetchall()}


BACKGROUND_BATCH_TEXTS = 16
"""Most texts in one batch of the background embedder (about 70 ms of one core for LoCoMo turns):
a retrieve() reading its own writes may have to wait for the batch the thread has begun, and
larger batches embed no faster (the model's cost is per token); the write per batch is what
batching saves."""


class _SharedLexical:
    """One Tantivy index per plain pack per process, counted by its users."""

    def __init__(self) -> None:
        self.index = LexicalIndex()
        self.users = 0
        self.built = False
        self.task: asyncio.Future | None = None


class SearchIndexes:
    def __init__(self, engine: Any) -> None:
        self._engine = engine
        cfg = engine.config
        self.model_name = cfg.embedding.model_name
        self.dimension = cfg.embedding.dimension
        self.batch_size = cfg.embedding.batch_size
        self.sentence_vectors = cfg.embedding.sentence_vectors
        self.save_interval = cfg.vector_save_interval
        self.save_fraction = cfg.vector_save_fraction
        self.vectors = VectorIndex(self.dimension)
        self._shared_lexical: _SharedLexical | None = None
        self._dirty = False
        self._save_task: asyncio.Task | None = None
        self._vector_load: asyncio.Future | None = None
        self._rebuilt_from_payloads = False
        self._background: BackgroundEmbedder | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        # Run after each transaction that writes vectors, on the embedder's thread, with the ids of
        # their nodes: work that needs them (the engine wires the update check's similarity part).
        self.after_vectors: Callable[[list[str]], None] | None = None

    # --- helpers --------------------------------------------------------------------

    @property
    def _db(self):
        return self._engine._db

    @property
    def lexical(self) -> LexicalIndex:
        assert self._shared_lexical is not None, "indexes are not open"
        return self._shared_lexical.index

    @property
    def embedder(self) -> Embedder:
        return get_embedder(self.model_name, self.dimension)

    @property
    def ready(self) -> bool:
        """Both indexes have finished loading (or failed to, which searches then report)."""
        lexical = self._shared_lexical
        return self.vectors.ready and (lexical is None or lexical.index.ready)

    @property
    def rebuilt_from_payloads(self) -> bool:
        """Whether this open restored every vector from payloads (no usable snapshot); waits for the load."""
        self.vectors.wait_loaded()
        return self._rebuilt_from_payloads

    # --- open -----------------------------------------------------------------------

    async def open(self) -> None:
        self._loop = asyncio.get_running_loop()
        # Behind the open: 300k vectors (100k nodes) take 1.5-3 s to read, or more from a cold disk.
        self._vector_load = self._start_vector_load()
        shared = self._engine._shared
        with shared.lock:
            holder = shared.shared.get(_LEXICAL_KEY)
            if holder is None:
                holder = shared.shared[_LEXICAL_KEY] = _SharedLexical()
            holder.users += 1
            self._shared_lexical = holder
            if not holder.built:
                holder.built = True
                # Built behind the open: reads and writes work at once, a lexical search
                # waits until it is ready (about 1 s per 30k documents on 2 cores).
                holder.index.begin_build()
                holder.task = self._start_apart(
                    "lexical index build", lambda cur: holder.index.finish_build(_lexical_docs(cur)),
                    holder.index.fail_build,
                )

    def _start_vector_load(self) -> asyncio.Future:
        """Load the vector index in the background: swapped in whole, then queued writes replay."""
        self.vectors.begin_load()

        def load(cur) -> None:
            self.vectors.finish_load(self._read_vectors(cur))
            # The repair of a kill between an acknowledgement and its vectors (not under another
            # model's pack: its vectors would mix two models; rebuild moves it over).
            if self._engine._write_block:
                return
            try:
                missing = _nodes_to_embed(cur)
            except Exception as exc:  # noqa: BLE001 - the index loaded; the next open tries again
                log.warning("could not list memories without vectors: %s", type(exc).__name__)
                return
            self.embedder_queue.submit(missing)

        return self._start_apart("vector index load", load, self.vectors.fail_load)

    def _start_apart(self, what: str, build, fail) -> asyncio.Future:
        """Run ``build(cursor)`` on a background thread; ``fail(exc)`` records an error for searches.

        Both run on that thread, never on the event loop: code on the loop may be blocked
        waiting for the index, and must not wait for the loop to finish it.
        """
        def run(cur) -> None:
            try:
                with _cyclic_gc_paused():
                    build(cur)
            except BaseException as exc:  # noqa: BLE001 - recorded; searches report it
                fail(exc)
                log.warning("%s failed: %s", what, exc)

        try:
            return self._db.start_apart(run)
        except BaseException as exc:
            fail(exc)
            raise

    def _read_vectors(self, cur) -> VectorIndex:
        """A new VectorIndex from the snapshot rows, reconciled with the metadata and payload rows."""
        loaded = VectorIndex(self.dimension)
        cur.execute(
            # node_id as text: 300k uuid.UUID objects built only to be formatted cost ~0.9 s.
            "SELECT m.key, m.node_id::VARCHAR, m.user_id, m.scope FROM vector_metadata m "
            f"JOIN nodes n ON n.id = m.node_id WHERE n.lifecycle_state IN ({ACTIVE_STATES_SQL})"
        )
        entries: dict[int, VectorEntry] = {}
        while rows := cur.fetchmany(20_000):  # in chunks: one long fetch holds the GIL from the app
            for row in rows:
                entries[row[0]] = VectorEntry._make(row)
        restored: set[int] | None = None
        try:
            snap = read_snapshot_rows(cur)
        except ValueError as exc:
            log.warning("vector snapshot unusable (%s); restoring vectors from payloads", exc)
            snap = None
        if snap is not None and snap.dimension == self.dimension:
            try:
                restored = loaded.load_snapshot(snap.data, entries)
                if len(restored) != snap.count:
                    raise ValueError("snapshot count differs from its row")
            except Exception as exc:  # noqa: BLE001 - any unreadable snapshot is rebuilt
                log.warning("vector snapshot unusable (%s); restoring vectors from payloads", exc)
                loaded.reset()
                restored = None
        del snap  # the bytes (hundreds of MB at 100k nodes) are not needed past the restore
        missing = [k for k in entries if restored is None or k not in restored]
        self._rebuilt_from_payloads = restored is None
        if restored is None or missing or len(restored) != len(loaded):
            self._dirty = True
        for start in range(0, len(missing), 10_000):
            chunk = sorted(missing[start:start + 10_000])
            payloads = cur.execute(
                f"SELECT key, vector FROM vector_payloads WHERE key IN ({', '.join(str(int(k)) for k in chunk)}) "
                "ORDER BY key"
            ).fetchall()
            if not payloads:
                continue
            keys = [int(k) for k, _ in payloads]
            matrix = np.stack([np.frombuffer(v, dtype=np.float32) for _, v in payloads])
            loaded.add([entries[k] for k in keys], matrix, count_change=False)
        return loaded

    # --- write path -----------------------------------------------------------------

    async def prepare(self, nodes: Sequence[MemoryNode]) -> Prepared:
        """Nothing to compute before the commit: vectors are made behind it (see publish)."""
        return Prepared(nodes=list(nodes))

    def write(self, cur, prepared: Prepared) -> None:
        """Inside the materialization transaction: which nodes are still active. Their vectors
        come in a later transaction, from the background embedder (the update check embeds
        what it compares itself: engine/current_truth/check.py)."""
        nodes = prepared.nodes
        if not nodes:
            return
        states = _states(cur, [str(n.id) for n in nodes])
        prepared.publishable = [states.get(str(n.id)) in ACTIVE_STATE_VALUES for n in nodes]

    def publish(self, prepared: Prepared) -> None:
        """After the commit: the lexical documents now, the vectors queued for the embedder."""
        docs, jobs = [], []
        for node, publishable in zip(prepared.nodes, prepared.publishable):
            if not publishable:
                continue
            if has_lexical_document(node.node_type.value, node.source_type.value, node.content):
                docs.append(build_doc(
                    node_id=str(node.id), user_id=node.user_id, session_id=node.session_id,
                    scope=node.scope.value, content=node.content, speaker=node.speaker,
                    when=node.event_time, created_at=node.created_at,
                ))
            if node.content and node.content.strip():
                jobs.append(_job(node))
        if docs:
            self.lexical.add(docs)
        self.embedder_queue.submit(jobs, applied=[str(n.id) for n in prepared.nodes])

    def embed_ahead(self, nodes: Sequence[MemoryNode]) -> None:
        """At acknowledgement, before the writer applies them: the nodes' vectors into the cache
        of recent vectors while the embedder is otherwise idle, so the jobs ``publish`` queues
        find them computed. Writes nothing (engine/background_embedder.py)."""
        self.embedder_queue.ahead([_job(n) for n in nodes if n.content and n.content.strip()])

    # --- vectors, behind the acknowledgement -----------------------------------------------

    @property
    def embedder_queue(self) -> BackgroundEmbedder:
        if self._background is None:
            self._background = BackgroundEmbedder(
                self._embed_batch, warm=self._warm, texts_of=self._text_count,
                max_texts=min(self.batch_size, BACKGROUND_BATCH_TEXTS),
            )
        return self._background

    def _passage(self, job: VectorJob) -> Passage:
        return embedding_passage(job.content, job.speaker, sentences=self.sentence_vectors)

    def _text_count(self, job: VectorJob) -> int:
        """What a job costs the model: its pieces (each is one input)."""
        return len(self._passage(job).pieces)

    def vectors_pending(self, user_id: str | None = None) -> int:
        """Memories of ``user_id`` (or anyone) acknowledged whose vectors are not searchable yet."""
        return self._background.pending(user_id) if self._background is not None else 0

    async def catch_up(self, user_id: str | None = None, *, query: str | None = None) -> None:
        """Read-your-writes: embed the user's memories still waiting for vectors now, in one
        batch, and return once they are searchable (everyone's, with no user). Costs nothing
        when none are waiting. A failure is logged: the search then goes on without them.

        The user's stores still in the write journal are embedded into the cache first, while
        the writer applies them; once applied they are queued, and found computed.
        ``query``, the text the caller embeds next, rides along with the first model call made
        here (into the cache of recent vectors), so it needs no call of its own."""
        riding = [query] if query else []
        background = self._background
        if user_id is not None and background is not None and self._db.settling:
            ahead = background.claim_ahead(user_id)
            if ahead:
                try:
                    await asyncio.to_thread(self._warm, ahead, self.embedder, riding)
                    riding = []
                except Exception as exc:  # noqa: BLE001 - only time lost: they are embedded below
                    log.warning("embedding %d memories ahead failed: %s", len(ahead), type(exc).__name__)
                finally:
                    background.release()
        await self._db.settle()  # stores still in the write journal queue their vectors once applied
        if self._vector_load is not None and not self._vector_load.done():
            await self._vector_load  # it queues the memories a killed process left without vectors
        background = self._background
        if background is None or not background.pending(user_id):
            return
        if user_id is None:
            await asyncio.to_thread(background.wait)
            return
        claim = background.claim(user_id)
        jobs, in_flight = claim.jobs, claim.in_flight
        try:
            if jobs:
                # A model on every core and the thread's on one only contend (three threads on
                # two cores). A claim larger than the thread's batch waits for that batch, then
                # has every core: after a burst of 10 LoCoMo turns (43 texts) the first retrieve()
                # took 310 ms p50 instead of 442 (bench/store_throughput.py, two alternated runs).
                # A smaller claim runs beside the batch, on one core when the
                # thread embeds memories of this user (the caller waits for those anyway).
                # A thread embedding some of these ahead is waited for too (they are then in the
                # cache), but the others are embedded beside it meanwhile, not after it: the
                # model's idle threads sleep (engine/embeddings.py), so the two share the cores.
                after_thread = bool(claim.warming) or claim.texts > claim.thread_texts > 0
                if after_thread:
                    beside = [j for j in jobs if j.node_id not in claim.warming] if claim.warming else []
                    if beside:
                        await asyncio.to_thread(self._warm, beside, self.embedder, riding)
                        riding = []
                    await asyncio.to_thread(background.wait_for_thread)
                await asyncio.to_thread(self._embed_batch, jobs, after_thread or not in_flight, riding)
        except Exception as exc:  # noqa: BLE001 - the next open embeds them (they have no vector rows)
            log.warning("embedding %d waiting memories failed: %s", len(jobs), type(exc).__name__)
        finally:
            background.release(jobs)
        if in_flight:
            await asyncio.to_thread(background.wait_for, in_flight)

    def _embed_batch(self, jobs: list[VectorJob], urgent: bool, also: Sequence[str] = ()) -> None:
        """On the embedder thread: embed, write the rows in their own transaction, publish.

        On one core, so acknowledgements keep the other; ``urgent``: a batch someone waits
        for (a retrieve() reading its own writes) gets the model on every core. ``also``:
        texts embedded in the same model calls, into the cache only (see ``catch_up``)."""
        embedder = self.embedder if urgent else get_embedder(self.model_name, self.dimension, threads=1)
        self._db.write_then_sync(self._write_vectors, self._publish_vectors, self._embed(jobs, embedder, also))
        if self.after_vectors is not None:
            # After the vectors' transaction, on this thread (a store() does not wait for it); a kill
            # in between leaves its queue for the next open (_nodes_to_embed).
            self.after_vectors([j.node_id for j in jobs])

    def _warm(self, jobs: list[VectorJob], embedder: Embedder | None = None, also: Sequence[str] = ()) -> None:
        """Embed ``jobs`` (and ``also``) into the cache of recent vectors only (on one core
        unless ``embedder``)."""
        self._passage_vectors(jobs, embedder or get_embedder(self.model_name, self.dimension, threads=1), also)

    def _passage_vectors(self, jobs: list[VectorJob], embedder: Embedder, also: Sequence[str] = ()) -> list[np.ndarray]:
        passages = [self._passage(j) for j in jobs] + [Passage([text], []) for text in also]
        return embed_passages(embedder, passages, self.batch_size)[:len(jobs)]

    def _embed(self, jobs: list[VectorJob], embedder: Embedder, also: Sequence[str] = ()) -> Embedded:
        per_job = self._passage_vectors(jobs, embedder, also)
        owners = [i for i, rows in enumerate(per_job) for _ in range(len(rows))]
        return Embedded(jobs=jobs, vectors=np.concatenate(per_job), owners=owners)

    def _write_vectors(self, cur, embedded: Embedded) -> Embedded:
        """Vector payload and metadata rows, one key per vector from the pack's sequence, so the
        durable rows alone can rebuild the index. A node deleted meanwhile gets none; one retired
        meanwhile gets its rows (a reversal re-uses them) but stays out of search."""
        jobs = embedded.jobs
        ids = [j.node_id for j in jobs]
        existing: dict[str, list[int]] = {}  # vectors an earlier attempt (or a retired life) wrote
        for n, k in cur.execute(
            f"SELECT node_id, key FROM vector_metadata WHERE node_id IN ({uuid_list(ids)}) ORDER BY key"
        ).fetchall():
            existing.setdefault(str(n), []).append(int(k))
        states = _states(cur, ids)
        # Rows of nodes written before keep their keys, matched in order (the whole text first,
        # so a pack from before sentence vectors pairs its one vector with the whole text).
        keys: list[int | None] = []
        fresh: list[int] = []  # rows that need a key
        position: dict[int, int] = {}
        for row, owner in enumerate(embedded.owners):
            node_id = jobs[owner].node_id
            known = existing.get(node_id)
            nth = position[owner] = position.get(owner, -1) + 1
            if known is None:
                keys.append(None)
                if node_id in states:
                    fresh.append(row)
            else:
                keys.append(known[nth] if nth < len(known) else None)
        if fresh:
            new_keys = [int(r[0]) for r in cur.execute(
                "SELECT nextval('vector_key_seq') FROM range(?)", [len(fresh)]
            ).fetchall()]
            now = to_db_time(datetime.now(timezone.utc))
            owners = [jobs[embedded.owners[r]] for r in fresh]
            # Through Arrow: executemany converted each parameter on its own (~500 ms for 30 rows).
            bulk_insert(cur, "vector_payloads", "key, model, vector", "key, model, vector", {
                "key": new_keys, "model": [self.model_name] * len(fresh),
                "vector": [embedded.vectors[r].astype(np.float32).tobytes() for r in fresh],
            })
            bulk_insert(cur, "vector_metadata", "key, node_id, user_id, scope, created_at",
                        "key, node_id::UUID, user_id, scope, created_at", {
                            "key": new_keys, "node_id": [j.node_id for j in owners],
                            "user_id": [j.user_id for j in owners], "scope": [j.scope for j in owners],
                            "created_at": [now] * len(fresh),
                        })
            for k, r in zip(new_keys, fresh):
                keys[r] = k
        embedded.keys = keys
        embedded.publishable = [states.get(j.node_id) in ACTIVE_STATE_VALUES for j in jobs]
        return embedded

    def _publish_vectors(self, embedded: Embedded) -> None:
        """On the writer thread, right after the commit (before any later write can retire them)."""
        entries, rows = [], []
        for row, owner in enumerate(embedded.owners):
            job, key = embedded.jobs[owner], embedded.keys[row]
            if embedded.publishable[owner] and key is not None:
                entries.append(VectorEntry(key, job.node_id, job.user_id, job.scope))
                rows.append(row)
        if entries:
            self.vectors.add(entries, embedded.vectors[rows])
            self._dirty = True
            loop = self._loop
            if loop is not None:
                try:
                    loop.call_soon_threadsafe(self._maybe_save)
                except RuntimeError:
                    pass  # the loop is closed: close() saved or the next open restores from payloads

    def retire(self, node_ids: Sequence[str]) -> None:
        ids = [str(n) for n in node_ids]
        if self.vectors.remove_nodes(ids):
            self._dirty = True
        self.lexical.remove(ids)
        self._maybe_save()

    # --- snapshot -------------------------------------------------------------------

    def _maybe_save(self) -> None:
        if not self.vectors.loaded:
            return  # nothing to save yet (or a failed load, which must not overwrite the snapshot)
        due = max(self.save_interval, int(self.save_fraction * len(self.vectors)))
        if self.vectors.changes_since_save < due:
            return
        if self._save_task is not None and not self._save_task.done():
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # no loop: close() saves
        self._save_task = loop.create_task(self.save_snapshot())

    @property
    def unsaved_changes(self) -> bool:
        """True when the vector snapshot row lags what the indexes hold (saved on close)."""
        return self._dirty or self.vectors.changes_since_save > 0

    async def save_snapshot(self) -> None:
        await self._db.write(self._write_snapshot)

    def _write_snapshot(self, cur) -> None:
        # Counted before the bytes are taken: changes racing the save stay counted.
        pending = self.vectors.changes_since_save
        write_snapshot_rows(cur, self.model_name, self.dimension, len(self.vectors), self.vectors.snapshot())
        self.vectors.changes_since_save = max(0, self.vectors.changes_since_save - pending)
        self._dirty = False

    async def drain(self) -> None:
        """Wait until every memory acknowledged so far is vector-searchable."""
        await self.catch_up(None)

    async def close(self) -> None:
        try:
            from engine.retrieval.receipts import wait_for_receipts

            await wait_for_receipts(self._engine)
            if self._vector_load is not None:
                await self._vector_load  # never close the pack under a load that reads it (or queues repairs)
            if self._background is not None:
                # Embeds what is queued, then stops its thread (a kill instead: the next open repairs).
                await asyncio.to_thread(self._background.close)
            if self._save_task is not None:
                try:
                    await self._save_task
                except Exception as exc:  # noqa: BLE001 - close still saves below
                    log.warning("periodic vector snapshot failed: %s", exc)
            if not self.vectors.loaded:
                log.warning("vector snapshot not saved: the index did not load; the next open restores it")
            elif self._dirty or self.vectors.changes_since_save:
                await self.save_snapshot()
        finally:
            shared = self._engine._shared
            holder = self._shared_lexical
            if holder is not None and holder.task is not None and not holder.task.done():
                try:
                    await holder.task  # never close the pack under a build that reads it
                except BaseException:  # noqa: BLE001
                    pass
            if holder is not None and shared is not None:
                with shared.lock:
                    holder.users -= 1
                    if holder.users <= 0:
                        shared.shared.pop(_LEXICAL_KEY, None)
                        holder.index.clear()
            self._shared_lexical = None

    # --- rebuild ----------------------------------------------------------------------

    async def rebuild(self) -> None:
        """Rebuild both indexes from the durable rows (the snapshot is rewritten)."""
        await self.drain()  # the vectors of memories acknowledged so far are among those rows
        if self._vector_load is not None:
            await self._vector_load
        self.vectors.reset()
        await self._db.write(lambda cur: cur.execute("DELETE FROM vector_snapshot"))
        self._vector_load = self._start_vector_load()
        await self._vector_load
        self.vectors.wait_loaded()  # a failed load fails the rebuild
        self.lexical.begin_build()
        try:
            docs = await self._db.read(_lexical_docs)
        except BaseException as exc:
            self.lexical.fail_build(exc)
            raise
        await asyncio.to_thread(self.lexical.finish_build, docs)
        await self.save_snapshot()


# The snapshot is stored in parts: one BLOB of a 300k-vector index (~480 MB) could not be
# allocated under the pack's 1 GB DuckDB memory limit, and the save on close failed.
SNAPSHOT_PART_BYTES = 32 << 20


@dataclass
class Snapshot:
    model: str
    dimension: int
    count: int
    data: bytes
    saved_at: Any


def write_snapshot_rows(cur, model: str, dimension: int, count: int, data: bytes) -> None:
    """Replace the snapshot with ``data`` in rows 1..n of at most SNAPSHOT_PART_BYTES each."""
    cur.execute("DELETE FROM vector_snapshot")
    now = to_db_time(datetime.now(timezone.utc))
    view = memoryview(data)
    for part, start in enumerate(range(0, max(len(data), 1), SNAPSHOT_PART_BYTES), 1):
        cur.execute(
            "INSERT INTO vector_snapshot VALUES (?, ?, ?, ?, ?, ?)",
            [part, model, dimension, count, bytes(view[start:start + SNAPSHOT_PART_BYTES]), now],
        )


def read_snapshot_rows(cur) -> Snapshot | None:
    """The saved snapshot, or None; ValueError when its parts do not make one whole."""
    heads = cur.execute("SELECT id, model, dimension, count FROM vector_snapshot ORDER BY id").fetchall()
    if not heads:
        return None
    if [h[0] for h in heads] != list(range(1, len(heads) + 1)) or len({h[1:] for h in heads}) != 1:
        raise ValueError(f"the snapshot's {len(heads)} part rows are not one consistent sequence")
    parts, saved_at = [], None
    for part_id, *_ in heads:  # one part at a time: the whole would not fit DuckDB's memory limit
        data, saved_at = cur.execute("SELECT data, saved_at FROM vector_snapshot WHERE id = ?", [part_id]).fetchone()
        parts.append(bytes(data))
    _, model, dimension, count = heads[0]
    return Snapshot(model, int(dimension), int(count), b"".join(parts), saved_at)


_gc_pauses = 0  # builds running now
_BIG_BUILD_OBJECTS = 50_000  # new objects the collector would have to walk soon after
_gc_was_enabled = True
_gc_lock = threading.Lock()


@contextmanager
def _cyclic_gc_paused():
    """Pause Python's cyclic GC while an index loads or builds behind an open.

    Building 100k lexical documents (or 300k vector entries) triggers full collections
    over every object in the process, each holding the GIL for ~0.1 s: a visible freeze
    in an app's UI thread while it pages. Reference counting still frees everything
    meanwhile (the documents hold no cycles); the collector is back on when the last
    concurrent build ends, unless the process had it off already. After a big build it
    first runs one full collection on the build's thread: otherwise the first one after
    the builds (0.2-0.5 s at 100k nodes) lands on whatever the user does next, such as a
    keypress.
    """
    global _gc_pauses, _gc_was_enabled
    with _gc_lock:
        if _gc_pauses == 0:
            _gc_was_enabled = gc.isenabled()
            gc.disable()
        _gc_pauses += 1
    try:
        yield
    finally:
        with _gc_lock:
            _gc_pauses -= 1
            if _gc_pauses == 0 and _gc_was_enabled:
                if gc.get_count()[0] > _BIG_BUILD_OBJECTS:
                    gc.collect()
                gc.enable()


def _lexical_docs(cur) -> list[LexicalDoc]:
    cur.execute(
        # id as text: building 100k uuid.UUID objects only to format them again costs ~0.3 s.
        "SELECT id::VARCHAR, user_id, session_id, scope, node_type, source_type, content, "
        f"json_extract_string(metadata, '$.{SPEAKER_KEY}'), event_time, created_at FROM nodes "
        f"WHERE lifecycle_state IN ({ACTIVE_STATES_SQL}) ORDER BY id"
    )
    docs = []
    # In chunks: one fetchall of 100k rows holds the GIL for ~0.1 s, a visible stall in the app.
    while rows := cur.fetchmany(2000):
        for node_id, user_id, session_id, scope, node_type, source_type, content, speaker, event_time, created in rows:
            if not has_lexical_document(node_type, source_type, content):
                continue
            docs.append(build_doc(
                node_id=node_id, user_id=user_id, session_id=session_id, scope=scope, content=content,
                speaker=speaker, when=from_db_time(event_time), created_at=from_db_time(created),
            ))
    return docs


def _nodes_to_embed(cur) -> list[VectorJob]:
    """Active nodes with text and no vector rows (acknowledged, then killed before their vectors),
    or whose work after the vectors still waits (killed between the two: see ``after_vectors``;
    embedding one again keeps its vector rows)."""
    rows = cur.execute(
        f"SELECT id::VARCHAR, user_id, scope, content, json_extract_string(metadata, '$.{SPEAKER_KEY}') "
        f"FROM nodes n WHERE lifecycle_state IN ({ACTIVE_STATES_SQL}) AND trim(content) <> '' "
        "AND (NOT EXISTS (SELECT 1 FROM vector_metadata m WHERE m.node_id = n.id) "
        f"OR EXISTS (SELECT 1 FROM similarity_checks WHERE similarity_checks.node_id = n.id AND {SIMILARITY_CHECK_DUE})) "
        "ORDER BY created_at, id"
    ).fetchall()
    if rows:
        log.info("%d memories have no vectors yet; embedding them behind the open", len(rows))
    return [VectorJob(*row) for row in rows]
