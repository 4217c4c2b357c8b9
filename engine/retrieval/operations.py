"""retrieve(): a validated request run stage by stage, as a mixin of MemoryEngine.

1 analysis -> 2/3 candidates from the graph, vector and lexical paths, and for a query
that states a time the memories of that time (concurrently), merged by node id with their
paths, and the replacements of retired memories near the query -> 4 epistemic and caller filters -> 5 fusion
(scoring.py) -> 5a affinity to the time the query states (temporal.py) and
pseudo-relevance expansion from the best results (expansion.py) -> 5b what is current
first (currency.py) -> 6 packing into the token budget. Every path is scoped to the caller's user_id: vectors and words through
per-user indexes, nodes through user-filtered SQL. Each stage reads and extends one
``_Run``; its time is in ``metadata.stage_ms``.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Callable, Collection, Sequence

import numpy as np

from engine import review
from engine.current_truth import checked_part, named_values
from engine.engine_state import EngineState
from engine.lexical_index import query_terms
from engine.retrieval import candidates as cand
from engine.retrieval import currency, expansion, temporal
from engine.retrieval.analysis import analyze
from engine.retrieval.config import ScoringWeights
from engine.retrieval.filters import cap_per_source, exclusion
from engine.retrieval.models import (
    FilterMetadata,
    MemoryBundle,
    QueryAnalysis,
    RetrievalCandidate,
    RetrievalMetadata,
    RetrievalResponse,
    ScoreTrace,
)
from engine.retrieval.packing import pack, worth_packing
from engine.retrieval.receipts import save_behind
from engine.retrieval.request import RetrievalRequest, validated_request
from engine.retrieval.scoring import Candidate, score
from engine.tokens import get_counter
from engine.types import ACTIVE_STATES, LifecycleState, NodeType, RepresentationLevel, RetrievalMode, Scope, SourceType
from engine.vector_index import best_by_node, similarities

# The most memories of a stated time whose cosine the window path computes.
WINDOW_SCAN_LIMIT = 5000
DEFAULT_EPISTEMIC_WEIGHTS = {
    "observed": 1.0, "asserted": 0.9, "inferred": 0.7, "hypothetical": 0.3, "conditional": 0.5,
    "deprecated": 0.1, "unverified": 0.5,
}


@dataclass
class _Run:
    """One retrieval in progress: the request, and what each stage has found so far."""

    req: RetrievalRequest
    analysis: QueryAnalysis
    started: float
    stage: dict[str, float] = field(default_factory=dict)
    failures: dict[str, str] = field(default_factory=dict)
    excluded: dict[str, str] = field(default_factory=dict)
    mismatch: bool = False
    want_hints: bool = False
    hits: dict[str, Any] = field(default_factory=dict)        # path -> raw hits
    merged: dict[str, Candidate] = field(default_factory=dict)
    hint_merged: dict[str, Candidate] = field(default_factory=dict)
    retired: dict[str, float] = field(default_factory=dict)
    stand_ins: dict[str, str] = field(default_factory=dict)  # replacement -> the retired memory whose cosine it took
    nodes: dict = field(default_factory=dict)
    links: list = field(default_factory=list)
    recorded: set = field(default_factory=set)  # candidates whose change is linked already
    qvec: np.ndarray | None = None
    primary: list[Candidate] = field(default_factory=list)
    ranked: list[RetrievalCandidate] = field(default_factory=list)
    hints: list[RetrievalCandidate] = field(default_factory=list)
    speakers: set[str] = field(default_factory=set)

    def timed(self, name: str, since: float) -> None:
        self.stage[name] = self.stage.get(name, 0.0) + _ms(since)


class RetrievalOperations(EngineState):
    async def retrieve(
        self,
        query: str,
        *,
        user_id: str,
        scope: Scope | str | Sequence[Scope | str] | None = None,
        time_from: datetime | None = None,
        time_to: datetime | None = None,
        reference_time: datetime | None = None,
        knowledge_at: datetime | None = None,
        event_time_from: datetime | None = None,
        event_time_to: datetime | None = None,
        token_budget: int | None = None,
        weights: ScoringWeights | None = None,
        min_fidelity: RepresentationLevel | str | None = None,
        include_cross_scope: bool = True,
        exclude_node_types: Collection[NodeType | str] | None = None,
        source_types: Collection[SourceType | str] | None = None,
        max_per_source: int | None = None,
        retrieval_mode: RetrievalMode | str = RetrievalMode.DEFAULT,
        limit: int | None = None,
        context_format: str | None = None,
        save_receipt: bool = True,
    ) -> RetrievalResponse:
        """Hybrid retrieval through the staged pipeline; see the module docstring.

        ``knowledge_at`` answers from memory as it was believed at that time: only nodes
        stored by then, each in the lifecycle state it had then (engine/retrieval/currency.py).
        """
        started = time.perf_counter()
        request = validated_request(
            self.config, query, user_id=user_id, scope=scope, time_from=time_from, time_to=time_to,
            reference_time=reference_time, knowledge_at=knowledge_at, event_time_from=event_time_from,
            event_time_to=event_time_to, token_budget=token_budget, weights=weights, min_fidelity=min_fidelity,
            include_cross_scope=include_cross_scope, exclude_node_types=exclude_node_types,
            source_types=source_types, max_per_source=max_per_source, retrieval_mode=retrieval_mode, limit=limit,
            context_format=context_format, save_receipt=save_receipt,
        )
        return await self._run_stages(request, started)

    async def _run_stages(self, req: RetrievalRequest, started: float) -> RetrievalResponse:
        analysis = analyze(req.query, reference_time=req.reference, mode=req.mode, time_from=req.time_from,
                           time_to=req.time_to)
        run = _Run(req=req, analysis=analysis, started=started)
        run.timed("analysis", started)
        await self._generate_candidates(run)
        await self._load_candidates(run)
        self._filter(run)
        self._fuse(run)
        t = time.perf_counter()
        run.ranked = temporal.rerank(run.ranked, analysis, req.weights)
        run.timed("temporal", t)
        await self._expand(run)
        t = time.perf_counter()
        # What is current comes first (currency.py), for every caller.
        if run.qvec is not None and currency.asks_about_now(req.query):
            names = self._embedded_names()
            run.links = [*run.links, *currency.later_statement_links(
                run.ranked[:currency.WINDOW], self._indexes.vectors.whole_vectors, run.qvec, run.recorded,
                query_terms(req.query), self._value_relevance(run, run.qvec, names), _name_similarity(names))]
        run.ranked = await self._current_first(run.ranked, run.links, req.user_id, req.knowledge_at, self._keeper(run),
                                               req.weights.fusion)
        run.timed("currency", t)
        await self._trim_and_flag(run)
        response = _response(run, await self._pack(run))
        if req.save_receipt:
            save_behind(self, response, req.query, req.user_id)
        return response

    # --- stages 2-3: candidate paths, concurrently ---------------------------------------

    async def _generate_candidates(self, run: _Run) -> None:
        t = time.perf_counter()
        req, analysis, ix, packing = run.req, run.analysis, self._indexes, run.req.packing
        user_id, scope_values = req.user_id, req.scope_values
        run.mismatch = bool(self._write_block)
        want_vectors = not run.mismatch and packing.vector_k > 0
        # Read-your-writes: acknowledged stores are in the pack and their words indexed, and the
        # user's memories still waiting for vectors go first (catch_up settles, embedding the
        # user's stores still in the write journal meanwhile).
        if want_vectors:
            await ix.catch_up(user_id, query=req.query)
        else:
            await self._db.settle()
        qvec_holder: list = []

        def embed_and_search(scope_filters):
            # One worker does the embedding and every vector search: fewer thread hand-offs.
            qvec = ix.embedder.embed_one(req.query)
            qvec_holder.append(qvec)
            return [ix.vectors.search(qvec, user_id=user_id, k=packing.vector_k, scopes=f) for f in scope_filters]

        def lexical_search(scope_filters):
            return [ix.lexical.search(req.query, user_id=user_id, k=packing.lexical_k, scopes=f)
                    for f in scope_filters]

        async def graph_path():
            if not analysis.entities or packing.graph_max_candidates <= 0:
                return {}
            return await self._db.read(
                cand.graph_candidates, user_id=user_id, entities=analysis.entities,
                max_hops=packing.graph_max_hops, limit=packing.graph_max_candidates,
            )

        async def window_path():
            # A query that states a time searches the memories of that time as a path of its own.
            if analysis.window_from is None or analysis.window_to is None or not want_vectors or packing.window_k <= 0:
                return None
            return await self._db.read(
                cand.window_node_ids, user_id=user_id, start=analysis.window_from, end=analysis.window_to,
                scopes=scope_values, limit=WINDOW_SCAN_LIMIT,
            )

        async def nothing():
            return None

        run.want_hints = bool(scope_values is not None and req.include_cross_scope and packing.cross_scope_top_n > 0)
        filters_wanted = [scope_values, None] if run.want_hints else [scope_values]
        outcomes = await asyncio.gather(
            asyncio.to_thread(embed_and_search, filters_wanted) if want_vectors else nothing(),
            asyncio.to_thread(lexical_search, filters_wanted) if packing.lexical_k > 0 else nothing(),
            graph_path(),
            window_path(),
            return_exceptions=True,
        )
        hits: dict[str, Any] = {"vector": [], "lexical": [], "graph": {}, "window": [], "hint_vector": [],
                                "hint_lexical": []}
        for name, out in zip(("vector", "lexical", "graph", "window"), outcomes):
            if isinstance(out, BaseException):
                run.failures[name] = f"{type(out).__name__}: {str(out)[:200]}"
            elif out is None:
                continue
            elif name in ("graph", "window"):
                hits[name] = out
            else:
                hits[name] = out[0]
                if run.want_hints:
                    hits[f"hint_{name}"] = out[1]
        run.hits = hits
        run.qvec = qvec_holder[0] if qvec_holder else None
        if run.mismatch:
            run.failures["vector"] = "the configured embedding model differs from the pack's; vector search skipped"
        run.timed("candidates", t)

    async def _load_candidates(self, run: _Run) -> None:
        """Merge the paths by node id, load the nodes, and complete every cosine."""
        t = time.perf_counter()
        req, hits = run.req, run.hits
        run.merged = _merge(hits["vector"], hits["lexical"], hits["graph"])
        if hits["window"] and run.qvec is not None:
            in_window = self._indexes.vectors.cosine(run.qvec, hits["window"])
            best = sorted(in_window.items(), key=lambda p: (-p[1], p[0]))[: req.packing.window_k]
            for rank, (node_id, cos) in enumerate(best, 1):
                c = run.merged.setdefault(node_id, Candidate(node=None))  # type: ignore[arg-type]
                c.cosine, c.ranks["window"] = cos, rank
                c.paths.append("window")
        if (req.mode is RetrievalMode.EXPLICIT or req.knowledge_at is not None) and run.qvec is not None:
            # Retired nodes are not in the indexes: EXPLICIT shows them, and at a past time
            # they may have been current.
            run.retired = await self._db.read(_retired_hits, req.user_id, req.scope_values, run.qvec,
                                              req.packing.vector_k)
            for rank, (node_id, cos) in enumerate(sorted(run.retired.items(), key=lambda p: -p[1]), 1):
                c = run.merged.setdefault(node_id, Candidate(node=None))  # type: ignore[arg-type]
                c.cosine = cos
                if "vector" not in c.paths:
                    c.paths.append("vector")
                c.ranks.setdefault("vector_retired", rank)
        if run.want_hints:
            hint_merged = _merge(hits.get("hint_vector", []), hits.get("hint_lexical", []), {})
            run.hint_merged = {k: v for k, v in hint_merged.items() if k not in run.merged}
        all_ids = list(run.merged) + list(run.hint_merged)
        # DEFAULT mode never returns a retired memory: what replaced it stands in (see below).
        stand_in = req.mode is RetrievalMode.DEFAULT and req.knowledge_at is None and run.qvec is not None
        replacements: tuple[dict, dict] = ({}, {})
        if all_ids or stand_in:
            run.nodes, run.links, run.recorded, replacements = await self._db.read(
                _load_candidates, all_ids, req.user_id, req.knowledge_at, run.excluded,
                (req.scope_values, run.qvec, req.packing.vector_k) if stand_in else None)
        if run.qvec is not None and "vector" not in run.failures:
            # Exact cosine for candidates only the lexical or graph path found.
            need = [i for i in all_ids if (run.merged.get(i) or run.hint_merged[i]).cosine is None]
            for node_id, cos in self._indexes.vectors.cosine(run.qvec, need).items():
                (run.merged.get(node_id) or run.hint_merged[node_id]).cosine = cos
        _stand_in_for_retired(run, *replacements, self._indexes.vectors.cosine)
        run.timed("merge", t)

    # --- stage 4: filters ------------------------------------------------------------------

    def _keeper(self, run: _Run):
        threshold = self.config.unverified_confidence_threshold

        def keep(node, *, check_scope: bool) -> bool:
            reason = exclusion(node, run.req, threshold, check_scope=check_scope)
            if reason is not None:
                run.excluded[str(node.id)] = reason
            return reason is None
        return keep

    def _filter(self, run: _Run) -> None:
        t = time.perf_counter()
        keep = self._keeper(run)
        for node_id, c in run.merged.items():
            node = run.nodes.get(node_id)
            if node is None:
                continue  # not this user's, or gone since the index saw it
            c.node = node
            if keep(node, check_scope=True):
                run.primary.append(c)
        run.timed("filter", t)

    # --- stage 5: fusion -----------------------------------------------------------------------

    def _fuse(self, run: _Run) -> None:
        t = time.perf_counter()
        run.speakers = self._indexes.lexical.speakers(run.req.user_id)
        run.ranked = score(run.primary, analysis=run.analysis, weights=run.req.weights,
                           epistemic_weights=DEFAULT_EPISTEMIC_WEIGHTS, speakers=run.speakers)
        for r in run.ranked:
            if r.node_id in run.stand_ins and r.trace is not None:
                r.trace.inherited_from = run.stand_ins[r.node_id]
        run.timed("scoring", t)

    async def _trim_and_flag(self, run: _Run) -> None:
        """Caller caps, contradiction flags, and the cross-scope hints of a scoped query."""
        t = time.perf_counter()
        req = run.req
        if req.max_per_source is not None:
            run.ranked = cap_per_source(run.ranked, req.max_per_source, run.excluded)
        if req.limit is not None:
            run.ranked = run.ranked[:req.limit]
        contested = [r.node_id for r in run.ranked if r.node.lifecycle_state is LifecycleState.CONTESTED]
        if contested:
            # Only open contradictions count; a node contested anew points at its newest partner.
            partners = await self._db.read(review.contradiction_partners, contested, req.user_id)
            for r in run.ranked:
                if r.node_id in partners:
                    r.conflict_flag, r.contradicts_id = True, partners[r.node_id][-1]
        scope_values = req.scope_values
        if run.want_hints and scope_values is not None:  # hints are wanted only for scoped queries
            keep = self._keeper(run)
            pool = []
            for node_id, c in run.hint_merged.items():
                node = run.nodes.get(node_id)
                if node is None or node.scope.value in scope_values:
                    continue
                c.node = node
                if keep(node, check_scope=False):
                    pool.append(c)
            run.hints = score(pool, analysis=run.analysis, weights=req.weights,
                              epistemic_weights=DEFAULT_EPISTEMIC_WEIGHTS,
                              speakers=run.speakers)[: req.packing.cross_scope_top_n]
        run.timed("scoring", t)

    # --- stage 5a: pseudo-relevance expansion ---------------------------------------------------

    async def _expand(self, run: _Run) -> None:
        t = time.perf_counter()
        req = run.req
        seeds = expansion.seeds_of(run.ranked, req.weights)
        text = expansion.expansion_query(seeds, run.analysis.lexical_terms, run.speakers) if seeds else ""
        if not text or req.packing.lexical_k <= 0:
            return
        hits = await asyncio.to_thread(self._indexes.lexical.search, text, user_id=req.user_id,
                                       k=expansion.EXPANSION_K, scopes=req.scope_values)
        # Nodes seen before were ranked or filtered out already: only new ones are loaded.
        new_ids = [node_id for node_id, _ in hits if node_id not in run.nodes]
        newcomers: dict[str, RetrievalCandidate] = {}
        if new_ids:
            nodes, links, recorded, _ = await self._db.read(_load_candidates, new_ids, req.user_id,
                                                            req.knowledge_at, run.excluded)
            run.nodes.update(nodes)
            run.links += links
            run.recorded |= recorded
            keep = self._keeper(run)
            for node_id, node in nodes.items():
                if keep(node, check_scope=True):
                    trace = ScoreTrace(node_id=node_id, fusion=req.weights.fusion)
                    newcomers[node_id] = RetrievalCandidate(node=node, paths=["expansion"], trace=trace)
        run.ranked = expansion.apply(run.ranked, hits, newcomers, req.weights)
        run.timed("expansion", t)

    # --- stage 6: packing -------------------------------------------------------------------------

    async def _pack(self, run: _Run) -> MemoryBundle:
        t = time.perf_counter()
        req = run.req
        packable, left_out = worth_packing(run.ranked, req.query, min_relative_score=req.packing.min_relative_score)
        run.excluded.update(left_out)
        bundle = await asyncio.to_thread(pack, packable, config=req.packing, counter=get_counter(req.packing.tokenizer),
                                         token_budget=req.budget, min_fidelity=req.fidelity)
        if left_out:  # what the floor left out is not in the context either
            unpacked = set(bundle.excluded_ids) | left_out.keys()
            bundle.excluded_ids = [r.node_id for r in run.ranked if r.node_id in unpacked]
        run.timed("packing", t)
        return bundle

    # --- stage 5b: what is current first -------------------------------------------------------

    async def _current_first(self, ranked, prefetched, user_id, knowledge_at, keep, fusion) -> list[RetrievalCandidate]:
        """Pull in the replacements of ranked nodes (they inherit the score of what they
        replace, through chains) and place each before what it replaces. ``prefetched``: the
        links of every candidate, read with the candidates (no extra round trip)."""
        if not ranked:
            return ranked
        results = {r.node_id: r for r in ranked}
        best = {r.node_id: r.score for r in ranked}
        links: list[currency.Link] = []
        frontier, seen = list(results), set(results)
        for depth in range(currency.MAX_CHAIN):
            if depth == 0:
                found = [link for link in prefetched if link.old in results
                         and (not link.order_only or link.replacement in results)]
            else:
                found = await self._db.read(currency.replacement_links, frontier, user_id, knowledge_at)
            if not found:
                break
            links += found
            for link in found:
                if link.old in best:
                    best[link.replacement] = max(best.get(link.replacement, float("-inf")), best[link.old])
            missing = sorted({link.replacement for link in found} - seen)
            if not missing:
                break
            seen.update(missing)
            loaded = await self._db.read(_load_view, missing, user_id, knowledge_at, {})
            for node_id in missing:
                node = loaded.get(node_id)
                if node is not None and keep(node, check_scope=True):
                    trace = ScoreTrace(node_id=node_id, fusion=fusion,
                                       inherited_from=next(l.old for l in found if l.replacement == node_id))
                    results[node_id] = RetrievalCandidate(node=node, score=best[node_id], paths=["replaces"],
                                                          trace=trace)
            frontier = missing
        if not links:
            return ranked
        return currency.current_first(list(results.values()), currency.collapse(links, set(results)))

    def _value_relevance(self, run: _Run, qvec: np.ndarray,
                         names: Callable[[list[str]], dict[str, np.ndarray]]) -> Callable[[str], float]:
        """Per memory of the first results, the best cosine between one of the names it gives,
        embedded alone (``names``), and the question (0 when it names none); computed only when
        asked for."""
        nodes = {r.node_id: r.node for r in run.ranked[:currency.WINDOW]}
        query = qvec / (float(np.linalg.norm(qvec)) or 1.0)
        found: dict[str, float] = {}

        def relevance(node_id: str) -> float:
            if node_id not in found:
                given = named_values(checked_part(nodes[node_id].content)) if node_id in nodes else []
                vectors = names(given)
                found[node_id] = max(float(vectors[n] @ query) for n in given) if given else 0.0
            return found[node_id]
        return relevance

    def _embedded_names(self) -> Callable[[list[str]], dict[str, np.ndarray]]:
        """Names embedded alone, each once per retrieval: the vectors of all asked for so far."""
        vectors: dict[str, np.ndarray] = {}

        def embedded(names: list[str]) -> dict[str, np.ndarray]:
            missing = [n for n in dict.fromkeys(names) if n not in vectors]
            if missing:
                vectors.update(zip(missing, self._indexes.embedder.embed(missing)))
            return vectors
        return embedded


def _name_similarity(names: Callable[[list[str]], dict[str, np.ndarray]]) -> Callable[[list[str], list[str]], float]:
    """The best cosine between two lists of names, each embedded alone (``names``)."""
    def similarity(ours: list[str], theirs: list[str]) -> float:
        vectors = names([*ours, *theirs])
        return max(float(vectors[a] @ vectors[b]) for a in ours for b in theirs)
    return similarity


def _response(run: _Run, bundle: MemoryBundle) -> RetrievalResponse:
    req, analysis = run.req, run.analysis
    generated = {"vector": len(run.hits["vector"]), "lexical": len(run.hits["lexical"]),
                 "graph": len(run.hits["graph"])}
    if run.retired:
        generated["vector_retired"] = len(run.retired)
    if run.hits["window"]:
        generated["window"] = sum(1 for c in run.merged.values() if "window" in c.paths)
    metadata = RetrievalMetadata(
        request_id=analysis.request_id, reference_time=req.reference, candidates_generated=generated,
        candidates_filtered=len(run.merged) - len(run.primary), candidates_included=bundle.included_count,
        scoring_config_version=req.weights.version_id, fusion=req.weights.fusion,
        backends_used=[name for name in ("vector", "lexical", "graph") if name not in run.failures],
        embedding_mismatch=run.mismatch, backend_failures=run.failures, stage_ms=run.stage, excluded=run.excluded,
    )
    scope_values = req.scope_values
    filters = FilterMetadata(
        scopes=sorted(scope_values) if scope_values is not None else None, time_from=req.time_from,
        time_to=req.time_to, event_time_from=req.event_time_from, event_time_to=req.event_time_to,
        exclude_node_types=sorted(t.value for t in req.excluded_types) or None,
        source_types=sorted(s.value for s in req.allowed_sources) if req.allowed_sources is not None else None,
        max_per_source=req.max_per_source, retrieval_mode=req.mode, knowledge_at=req.knowledge_at,
    )
    response = RetrievalResponse(
        bundle=bundle, results=run.ranked, metadata=metadata, score_traces=[r.trace for r in run.ranked],
        filter_metadata=filters, cross_scope_hints=run.hints, analysis=analysis,
    )
    metadata.timing_ms = _ms(run.started)
    return response


def _load_candidates(cur, ids, user_id: str, knowledge_at: datetime | None, excluded: dict[str, str],
                     retired_near: tuple[Any, np.ndarray, int] | None = None):
    """The candidates' nodes (as ``_load_view``), their replacement links and which of them state a
    change already recorded (currency.links_and_changes), in one read; with ``retired_near``
    (scopes, query vector, k), also ``_replacements_of_retired``."""
    nodes = _load_view(cur, ids, user_id, knowledge_at, excluded)
    entities = [i for i, n in nodes.items() if n.node_type is NodeType.ENTITY]
    stated = {i: n.event_time or n.created_at for i, n in nodes.items() if n.lifecycle_state is LifecycleState.CONTESTED}
    links, recorded = currency.links_and_changes(cur, list(nodes), user_id, knowledge_at, entities, stated)
    replacements = _replacements_of_retired(cur, user_id, *retired_near) if retired_near is not None else ({}, {})
    return nodes, links, recorded, replacements


def _stand_in_for_retired(run: _Run, found: dict[str, tuple[float, str]], nodes: dict, cosine) -> None:
    """A memory that replaced a retired one answers what that one answered: it takes the
    retired memory's cosine to the question when that is higher ("We moved to Porto at the end
    of August" for "where do I live?", in place of the retired "I live in Lisbon"). DEFAULT mode
    never returns the retired memory, so without this its replacement ranks by its own wording
    alone, often below notes on other topics (``found``, ``nodes``: ``_replacements_of_retired``;
    ``cosine``: the vector index's exact cosine, for replacements no path found)."""
    new = [i for i in found if i not in run.merged]
    own = cosine(run.qvec, new) if new else {}
    for node_id in new:
        run.nodes.setdefault(node_id, nodes[node_id])
        run.merged[node_id] = Candidate(node=None, cosine=own.get(node_id), paths=["replaces"])  # type: ignore[arg-type]
    for node_id, (cos, old_id) in found.items():
        c = run.merged[node_id]
        if c.cosine is None or cos > c.cosine:
            c.cosine = cos
            run.stand_ins[node_id] = old_id


def _load_view(cur, ids, user_id: str, knowledge_at: datetime | None, excluded: dict[str, str]):
    """The user's nodes among ``ids``; at ``knowledge_at``, as they were then (nodes stored
    later are left out and noted in ``excluded``)."""
    nodes = cand.load_nodes(cur, ids, user_id)
    if knowledge_at is None or not nodes:
        return nodes
    for node_id, node in nodes.items():
        if node.created_at > knowledge_at:
            excluded[node_id] = "knowledge_at"
    return currency.as_of(nodes, currency.snapshots_at(cur, list(nodes), user_id, knowledge_at), knowledge_at)


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 3)


def _merge(vector_hits, lexical_hits, graph_hits) -> dict[str, Candidate]:
    merged: dict[str, Candidate] = {}
    for rank, (node_id, cos) in enumerate(vector_hits, 1):
        c = merged.setdefault(node_id, Candidate(node=None))  # type: ignore[arg-type]
        c.cosine, c.ranks["vector"] = cos, rank
        c.paths.append("vector")
    for rank, (node_id, bm25) in enumerate(lexical_hits, 1):
        c = merged.setdefault(node_id, Candidate(node=None))  # type: ignore[arg-type]
        c.bm25, c.ranks["lexical"] = bm25, rank
        c.paths.append("lexical")
    for rank, (node_id, hops) in enumerate(sorted(graph_hits.items(), key=lambda p: (p[1], p[0])), 1):
        c = merged.setdefault(node_id, Candidate(node=None))  # type: ignore[arg-type]
        c.hops, c.ranks["graph"] = hops, rank
        c.paths.append("graph")
    return merged


def _replacements_of_retired(cur, user_id: str, scope_values, qvec: np.ndarray, k: int):
    """The current memories that replaced the ``k`` replaced memories closest to ``qvec``, through
    chains: replacement id -> (the best such cosine, the retired memory it belongs to), and
    their nodes."""
    frontier = {old: (cos, old) for old, cos in _retired_hits(cur, user_id, scope_values, qvec, k,
                                                              replaced_only=True).items()}
    found: dict[str, tuple[float, str]] = {}
    nodes: dict = {}
    for _ in range(currency.MAX_CHAIN):
        if not frontier:
            break
        links = currency.replacement_links(cur, list(frontier), user_id)
        loaded = cand.load_nodes(cur, sorted({link.replacement for link in links}), user_id)
        later: dict[str, tuple[float, str]] = {}
        for link in links:
            node = loaded.get(link.replacement)
            if node is None:
                continue
            current = node.lifecycle_state in ACTIVE_STATES
            into = found if current else later
            if link.replacement not in into or into[link.replacement][0] < frontier[link.old][0]:
                into[link.replacement] = frontier[link.old]
            if current:
                nodes[link.replacement] = node
        frontier = later
    return found, nodes


def _retired_hits(cur, user_id: str, scope_values, qvec: np.ndarray, k: int, *,
                  replaced_only: bool = False) -> dict[str, float]:
    rows = cand.retired_vector_rows(cur, user_id, sorted(scope_values) if scope_values is not None else None,
                                    replaced_only=replaced_only)
    if not rows:
        return {}
    matrix = np.stack([np.frombuffer(v, dtype=np.float32) for _, v in rows])
    norms = np.linalg.norm(matrix, axis=1)
    norms[norms == 0] = 1.0
    sims = similarities(matrix, qvec / max(float(np.linalg.norm(qvec)), 1e-12)) / norms
    best = best_by_node((node_id, sim) for (node_id, _), sim in zip(rows, sims.tolist()))
    return dict(sorted(best.items(), key=lambda p: (-p[1], p[0]))[:k])
