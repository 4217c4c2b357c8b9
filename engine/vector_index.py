"""The in-memory vector index: USearch (cosine, vectors stored as float16) with stable integer keys.

Keys come from the pack's ``vector_key_seq`` and never change, so the snapshot
(``Index.save()`` bytes kept in the ``vector_snapshot`` row) and the durable
``vector_payloads``/``vector_metadata`` rows always agree on what a key means.

A node may have several vectors (its whole text and each of its sentences); its
similarity to a query is the best of them, and search returns nodes, not vectors.

Search is per user. A user with few vectors is searched exactly with numpy over
that user's rows (exact beats any graph at that size, and it never leaks another
user's neighbours into the candidate count). A large user is searched over the whole
index with a user/scope filter and oversampling: by USearch's exact scan while the
index is under BRUTE_FORCE_LIMIT vectors, through the HNSW graph above it.

An index can be loaded in the background (``begin_load`` ... ``finish_load``): until
the loaded contents are swapped in, reads wait and writes queue, then replay in order.
"""

from __future__ import annotations

import threading
from bisect import insort
from dataclasses import dataclass
from typing import Iterable, NamedTuple, Sequence

import numpy as np
from usearch.compiled import ScalarKind
from usearch.index import Index

from engine.background_build import BackgroundBuild

# Below this many vectors a user is searched exactly.
EXACT_LIMIT = 20_000

# Up to this many vectors in the whole index, a large user is searched by USearch's exact
# scan (SIMD over the float16 vectors, GIL released: about 30 ms at 300k vectors here). The
# HNSW graph reached only 0.86 recall@10 against exact search at 300k vectors, 0.98 even
# searching 3,200 wide; past a million vectors a scan costs more than that recall loss.
BRUTE_FORCE_LIMIT = 1_000_000

# Vectors are held as float16: half the memory and half the snapshot to read on open (505 ->
# 275 MB at 300k vectors); searching them agrees with exact float32 search (recall@10 in
# bench/results/retrieval_scale.md). Durable payloads stay float32, so a rebuild loses
# nothing. Old float32 snapshots still restore as they are.
DTYPE = "f16"
# The HNSW search breadth. USearch does not store it in a snapshot (a restored index
# searches at 64, recall 0.95 at 30k vectors), so it is set again after every restore.
# 200 keeps recall at 0.99+ for well under a millisecond a search.
EXPANSION_SEARCH = 200


def similarities(matrix: np.ndarray, query: np.ndarray) -> np.ndarray:
    """matrix @ query without BLAS: OpenBLAS wakes a thread per core for a matrix-vector
    product and leaves them spinning, which starved the embedding model of the two cores
    (query embedding 3.5 -> 8 ms at a few thousand vectors). einsum runs on this thread."""
    return np.einsum("ij,j->i", matrix, query)


def best_by_node(pairs: Iterable[tuple[str, float]]) -> dict[str, float]:
    """Each node's best similarity over its vectors, from (node_id, similarity) pairs."""
    best: dict[str, float] = {}
    for node, sim in pairs:
        if sim > best.get(node, -np.inf):
            best[node] = sim
    return best


def _unit(vector, dimension: int) -> np.ndarray:
    v = np.asarray(vector, dtype=np.float32).reshape(dimension)
    norm = float(np.linalg.norm(v))
    return v / norm if norm > 0 else v


class VectorEntry(NamedTuple):  # 300k of them at 100k nodes: a tuple is the cheapest to build
    key: int
    node_id: str
    user_id: str
    scope: str


class VectorLoadError(RuntimeError):
    """The index could not be loaded from the pack; searches report this until a reopen."""


@dataclass(frozen=True)
class _UserMatrix:
    """One user's vectors for exact search: unit rows in key order, and the node of each row."""

    keys: np.ndarray
    matrix: np.ndarray
    owners: np.ndarray  # row -> index into nodes
    nodes: list[str]  # in the order of each node's first key


class VectorIndex:
    def __init__(self, dimension: int) -> None:
        self.dimension = dimension
        self._index = self._new_index()
        self._entries: dict[int, VectorEntry] = {}
        self._by_node: dict[str, list[int]] = {}  # node -> its keys, ascending
        self._user_keys: dict[str, set[int]] = {}
        # Per-user (keys, matrix) for exact search, rebuilt after that user changes.
        self._user_cache: dict[str, _UserMatrix] = {}
        self._lock = threading.RLock()
        self.changes_since_save = 0
        self._load = BackgroundBuild("the vector index", "loaded", VectorLoadError)

    def _new_index(self) -> Index:
        return Index(ndim=self.dimension, metric="cos", dtype=DTYPE, connectivity=16,
                     expansion_add=128, expansion_search=EXPANSION_SEARCH)

    # --- contents -----------------------------------------------------------------

    def __len__(self) -> int:
        self.wait_loaded()
        return len(self._entries)

    def keys(self) -> set[int]:
        self.wait_loaded()
        with self._lock:
            return set(self._entries)

    def keys_of(self, node_id: str) -> list[int]:
        self.wait_loaded()
        return list(self._by_node.get(str(node_id), ()))

    def entry(self, key: int) -> VectorEntry | None:
        self.wait_loaded()
        return self._entries.get(key)

    def count_for(self, user_id: str) -> int:
        return len(self._user_keys.get(user_id, ()))

    def add(self, entries: Sequence[VectorEntry], vectors: np.ndarray, *, count_change: bool = True) -> None:
        if not entries:
            return
        vectors = np.ascontiguousarray(vectors, dtype=np.float32).reshape(len(entries), self.dimension)
        with self._lock:
            if self._load.running:
                self._load.defer(self.add, list(entries), vectors, count_change=count_change)
                return
            fresh = [i for i, e in enumerate(entries) if e.key not in self._entries]
            if not fresh:
                return
            keys = np.array([entries[i].key for i in fresh], dtype=np.uint64)
            self._index.add(keys, vectors[fresh], threads=1)
            for i in fresh:
                self._register(entries[i])
            if count_change:
                self.changes_since_save += len(fresh)

    def _register(self, e: VectorEntry) -> None:
        self._entries[e.key] = e
        insort(self._by_node.setdefault(e.node_id, []), e.key)
        self._user_keys.setdefault(e.user_id, set()).add(e.key)
        self._user_cache.pop(e.user_id, None)

    def remove_keys(self, keys: Iterable[int], *, count_change: bool = True) -> int:
        removed = 0
        with self._lock:
            if self._load.running:
                self._load.defer(self.remove_keys, list(keys), count_change=count_change)
                return 0
            for key in list(keys):
                e = self._entries.pop(key, None)
                if e is None:
                    continue
                self._index.remove(key)
                node_keys = self._by_node.get(e.node_id)
                if node_keys is not None:
                    node_keys.remove(key)
                    if not node_keys:
                        del self._by_node[e.node_id]
                user_keys = self._user_keys.get(e.user_id)
                if user_keys is not None:
                    user_keys.discard(key)
                    if not user_keys:
                        self._user_keys.pop(e.user_id, None)
                self._user_cache.pop(e.user_id, None)
                removed += 1
            if count_change:
                self.changes_since_save += removed
        return removed

    def remove_nodes(self, node_ids: Iterable[str]) -> int:
        """Remove every vector of these nodes; while a load runs, the removal queues (returns 0)."""
        with self._lock:
            if self._load.running:
                self._load.defer(self.remove_nodes, [str(n) for n in node_ids])
                return 0
            keys = [k for n in node_ids for k in self._by_node.get(str(n), ())]
            return self.remove_keys(keys)

    def vectors_for_keys(self, keys: Sequence[int]) -> np.ndarray:
        if not keys:
            return np.zeros((0, self.dimension), dtype=np.float32)
        self.wait_loaded()
        with self._lock:
            got = self._index.get(np.array(keys, dtype=np.uint64), dtype=ScalarKind.F32)
        return np.asarray(got, dtype=np.float32).reshape(len(keys), self.dimension)

    def whole_vectors(self, node_ids: Sequence[str]) -> dict[str, np.ndarray]:
        """node id -> the unit vector of its whole text (a node's first key), for nodes that have one."""
        self.wait_loaded()
        with self._lock:
            firsts = {str(n): self._by_node[str(n)][0] for n in node_ids if self._by_node.get(str(n))}
        matrix = self.vectors_for_keys(list(firsts.values()))
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        return dict(zip(firsts, matrix / np.where(norms == 0, 1, norms)))

    # --- search -------------------------------------------------------------------

    def _user_matrix(self, user_id: str) -> "_UserMatrix":
        cached = self._user_cache.get(user_id)
        if cached is not None:
            return cached
        keys = np.array(sorted(self._user_keys.get(user_id, ())), dtype=np.uint64)
        matrix = self.vectors_for_keys(keys.tolist())
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        nodes: dict[str, int] = {}  # node -> its row in the per-node arrays, in key order
        owners = np.fromiter((nodes.setdefault(self._entries[int(k)].node_id, len(nodes)) for k in keys),
                             dtype=np.int64, count=len(keys))
        cached = _UserMatrix(keys, matrix / norms, owners, list(nodes))
        self._user_cache[user_id] = cached
        return cached

    def search(
        self, query: np.ndarray, *, user_id: str, k: int, scopes: set[str] | None = None
    ) -> list[tuple[str, float]]:
        """Up to ``k`` (node_id, cosine similarity) pairs of ``user_id``, best first."""
        if k <= 0:
            return []
        query = _unit(query, self.dimension)
        self.wait_loaded()
        with self._lock:
            n_user = self.count_for(user_id)
            if n_user == 0:
                return []
            if n_user <= EXACT_LIMIT:
                return self._search_exact(query, user_id, k, scopes)
            return self._search_index(query, user_id, k, scopes, n_user, scan=len(self._entries) <= BRUTE_FORCE_LIMIT)

    def _search_exact(self, query, user_id, k, scopes):
        m = self._user_matrix(user_id)
        sims = similarities(m.matrix, query)
        if scopes is not None:
            mask = np.fromiter((self._entries[int(key)].scope in scopes for key in m.keys), bool, len(m.keys))
            sims = np.where(mask, sims, -np.inf)
        best = np.full(len(m.nodes), -np.inf, dtype=sims.dtype)  # each node's best vector
        np.maximum.at(best, m.owners, sims)
        take = min(k, len(best))
        top = np.argpartition(-best, take - 1)[:take]
        # Ties broken by the node's first key, so the order never depends on argpartition's internals.
        ranked = sorted(top, key=lambda i: (-best[i], i))
        return [(m.nodes[i], float(best[i])) for i in ranked if np.isfinite(best[i])]

    def _best_per_node(self, hits, k: int) -> list[tuple[str, float]]:
        """The first ``k`` distinct nodes of (key, similarity) hits sorted best first."""
        out: list[tuple[str, float]] = []
        seen: set[str] = set()
        for key, sim in hits:
            node = self._entries[key].node_id
            if node not in seen:
                seen.add(node)
                out.append((node, sim))
                if len(out) >= k:
                    break
        return out

    def _search_index(self, query, user_id, k, scopes, n_user, *, scan: bool):
        """USearch over every user's vectors (an exact scan, or the HNSW graph), keeping this user's."""
        total = len(self._entries)
        want = int(min(total, max(k * 2, k * total / max(n_user, 1) * 2)))
        while True:
            matches = self._index.search(query, want, threads=1, exact=scan)
            hits = []
            for key, dist in zip(matches.keys, matches.distances):
                e = self._entries.get(int(key))
                if e is None or e.user_id != user_id or (scopes is not None and e.scope not in scopes):
                    continue
                hits.append((int(key), 1.0 - float(dist)))
            hits.sort(key=lambda p: (-p[1], p[0]))
            out = self._best_per_node(hits, k)
            if len(out) >= k or want >= total:
                return out
            want = min(total, want * 4)

    def cosine(self, query: np.ndarray, node_ids: Sequence[str]) -> dict[str, float]:
        """Exact cosine of the query with each listed node that has a vector (its best one)."""
        self.wait_loaded()
        with self._lock:
            keys = [(str(n), k) for n in node_ids for k in self._by_node.get(str(n), ())]
        if not keys:
            return {}
        matrix = self.vectors_for_keys([k for _, k in keys])
        norms = np.linalg.norm(matrix, axis=1)
        norms[norms == 0] = 1.0
        sims = similarities(matrix, _unit(query, self.dimension)) / norms
        return best_by_node((n, s) for (n, _), s in zip(keys, sims.tolist()))

    # --- snapshot -----------------------------------------------------------------

    def snapshot(self) -> bytes:
        self.wait_loaded()
        with self._lock:
            data = self._index.save()  # no path given: USearch returns the bytes
        if data is None:
            raise RuntimeError("USearch returned no snapshot bytes")
        return bytes(data)

    def load_snapshot(self, data: bytes, entries: dict[int, VectorEntry]) -> set[int]:
        """Replace the index with a snapshot; register the keys ``entries`` knows.

        Returns the snapshot's keys. Raises ValueError when the bytes are not a
        usable snapshot of this dimension.
        """
        restored = Index.restore(data)
        if restored is None or restored.ndim != self.dimension:
            raise ValueError("snapshot is unreadable or has another dimension")
        # usearch 2.26 declares this setter apart from its getter, so mypy sees a read-only property.
        restored.expansion_search = EXPANSION_SEARCH  # type: ignore[misc]
        # One array copy: iterating USearch's key view in Python costs ~0.7 ms per key.
        snap_keys = set(np.asarray(restored.keys, dtype=np.int64).tolist())
        with self._lock:
            self._index = restored
            self._entries.clear()
            self._by_node.clear()
            self._user_keys.clear()
            self._user_cache.clear()
            for key in snap_keys:
                e = entries.get(key)
                if e is not None:
                    self._register(e)
                else:
                    # Its metadata is gone (the node was retired after the save).
                    restored.remove(key)
        return snap_keys

    # --- background load ----------------------------------------------------------------

    def begin_load(self) -> None:
        """From now until finish_load() or fail_load(), reads wait and writes queue."""
        with self._lock:
            self._load.begin()

    def finish_load(self, loaded: "VectorIndex") -> None:
        """Take over ``loaded``'s contents (built off the lock), then replay the queued writes."""
        with self._lock:
            self._index, self._entries = loaded._index, loaded._entries
            self._by_node, self._user_keys = loaded._by_node, loaded._user_keys
            self._user_cache.clear()
            self._load.finish()

    def fail_load(self, exc: BaseException) -> None:
        with self._lock:
            self._load.fail(exc)

    def wait_loaded(self, timeout: float | None = None) -> None:
        """Block until no load is running; VectorLoadError when the last load failed."""
        self._load.wait_ok(timeout)

    @property
    def ready(self) -> bool:
        """No load is running (whether the last one succeeded or not)."""
        return self._load.done

    @property
    def loaded(self) -> bool:
        """True when no load is running and the last one succeeded."""
        return self._load.done and self._load.error is None

    def reset(self) -> None:
        """Empty, and no longer failed: a fresh start for a rebuild."""
        self._load.wait_done()
        with self._lock:
            self._load.error = None
            self._index = self._new_index()
            self._entries.clear()
            self._by_node.clear()
            self._user_keys.clear()
            self._user_cache.clear()
