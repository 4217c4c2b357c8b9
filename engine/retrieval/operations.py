"""retrieve(): the six stages of seed 004, as a mixin of MemoryEngine.

1 analysis -> 2/3 candidates from graph, vector and lexical paths (concurrently),
merged by node id with their paths -> 4 epistemic and caller filters -> 5 scoring
-> 6 packing into the token budget. Every path is scoped to the caller's user_id:
vectors and words through per-user indexes, nodes through user-filtered SQL.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import time
from datetime import datetime, timezone
from typing import Any, Collection, Sequence

import numpy as np

from engine import review, validation
from engine.engine_state import EngineState
from engine.retrieval import candidates as cand
from engine.retrieval import currency
from engine.retrieval.analysis import analyze
from engine.retrieval.config import ScoringWeights
from engine.retrieval.models import (
    FilterMetadata,
    RetrievalCandidate,
    RetrievalMetadata,
    RetrievalResponse,
    ScoreTrace,
)
from engine.retrieval.packing import pack
from engine.retrieval.scoring import Candidate, score
from engine.schema import scalar, to_db_time
from engine.tokens import get_counter
from engine.types import (
    ACTIVE_STATES,
    EpistemicType,
    LifecycleState,
    NodeType,
    RepresentationLevel,
    RetrievalMode,
    Scope,
    SourceType,
)
from engine.vector_index import best_by_node, similarities

log = logging.getLogger("prme.retrieval")

DEFAULT_EPISTEMIC_WEIGHTS = {
    "observed": 1.0, "asserted": 0.9, "inferred": 0.7, "hypothetical": 0.3, "conditional": 0.5,
    "deprecated": 0.1, "unverified": 0.5,
}
# Receipts keep the ranking, not the rendered text: bounded whatever the budget.
RECEIPT_MAX_RESULTS = 50
RECEIPT_MAX_QUERY_CHARS = 1000
_VALIDITY_EXEMPT = {NodeType.ENTITY, NodeType.PREFERENCE}


def _scopes(value: Any) -> list[Scope] | None:
    if value is None:
        return None
    items = [value] if isinstance(value, (str, Scope)) else list(value)
    if not items:
        raise ValueError("scope: give a scope, a non-empty list of scopes, or None for all")
    return [validation.enum_value(Scope, s, "scope") for s in items]


def _enum_set(enum: type, value: Any, field: str) -> set | None:
    if value is None:
        return None
    items = [value] if isinstance(value, (str, enum)) else list(value)
    return {validation.enum_value(enum, v, field) for v in items}


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
        """Hybrid retrieval through the six-stage pipeline; see the module docstring.

        ``knowledge_at`` answers from memory as it was believed at that time: only nodes
        stored by then, each in the lifecycle state it had then (engine/retrieval/currency.py).
        """
        started = time.perf_counter()
        stage: dict[str, float] = {}
        # --- validation: everything fails before any work --------------------------
        query = validation.query(query)
        user_id = validation.user_id(user_id)
        scopes = _scopes(scope)
        time_from = validation.aware_datetime(time_from, "time_from")
        time_to = validation.aware_datetime(time_to, "time_to")
        event_time_from = validation.aware_datetime(event_time_from, "event_time_from")
        event_time_to = validation.aware_datetime(event_time_to, "event_time_to")
        reference = validation.aware_datetime(reference_time, "reference_time") or datetime.now(timezone.utc)
        knowledge_at = validation.aware_datetime(knowledge_at, "knowledge_at")
        mode = validation.enum_value(RetrievalMode, retrieval_mode, "retrieval_mode")
        excluded_types = _enum_set(NodeType, exclude_node_types, "exclude_node_types") or set()
        allowed_sources = _enum_set(SourceType, source_types, "source_types")
        fidelity = validation.optional_enum(RepresentationLevel, min_fidelity, "min_fidelity")
        packing = self.config.packing
        if context_format is not None:
            if context_format not in ("reader", "auditable", "compact"):
                raise ValueError("context_format: must be reader, auditable or compact")
            packing = packing.model_copy(update={"context_format": context_format})
        fidelity = fidelity or packing.min_fidelity
        budget = packing.token_budget if token_budget is None else token_budget
        if isinstance(budget, bool) or not isinstance(budget, int) or budget < 0:
            raise ValueError("token_budget: must be a whole number of tokens, 0 or more")
        if max_per_source is not None and (isinstance(max_per_source, bool) or not isinstance(max_per_source, int)
                                           or max_per_source < 1):
            raise ValueError("max_per_source: must be a positive whole number or None")
        if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
            raise ValueError("limit: must be a positive whole number or None")
        weights = weights or self.config.scoring
        if not isinstance(weights, ScoringWeights):
            raise ValueError("weights: must be a ScoringWeights")
        counter = get_counter(packing.tokenizer)

        # --- stage 1 ----------------------------------------------------------------
        analysis = analyze(query, reference_time=reference, mode=mode, time_from=time_from, time_to=time_to)
        stage["analysis"] = _ms(started)

        scope_values = {s.value for s in scopes} if scopes is not None else None
        ix = self._indexes
        failures: dict[str, str] = {}
        mismatch = bool(self._write_block)

        # --- stages 2-3: candidate paths, concurrently ---------------------------------
        t = time.perf_counter()
        want_vectors = not mismatch and packing.vector_k > 0
        if want_vectors:  # read-your-writes: the user's memories still waiting for vectors go first
            await ix.catch_up(user_id)
        qvec_holder: list = []

        def embed_and_search(scope_filters):
            # One worker does the embedding and every vector search: fewer thread hand-offs.
            qvec = ix.embedder.embed_one(query)
            qvec_holder.append(qvec)
            return [ix.vectors.search(qvec, user_id=user_id, k=packing.vector_k, scopes=f) for f in scope_filters]

        def lexical_search(scope_filters):
            return [ix.lexical.search(query, user_id=user_id, k=packing.lexical_k, scopes=f) for f in scope_filters]

        async def graph_path():
            if not analysis.entities or packing.graph_max_candidates <= 0:
                return {}
            return await self._db.read(
                cand.graph_candidates, user_id=user_id, entities=analysis.entities,
                max_hops=packing.graph_max_hops, limit=packing.graph_max_candidates,
            )

        async def nothing():
            return None

        want_hints = bool(scope_values is not None and include_cross_scope and packing.cross_scope_top_n > 0)
        filters_wanted = [scope_values, None] if want_hints else [scope_values]
        outcomes = await asyncio.gather(
            asyncio.to_thread(embed_and_search, filters_wanted) if want_vectors else nothing(),
            asyncio.to_thread(lexical_search, filters_wanted) if packing.lexical_k > 0 else nothing(),
            graph_path(),
            return_exceptions=True,
        )
        results: dict[str, Any] = {"vector": [], "lexical": [], "graph": {}, "hint_vector": [], "hint_lexical": []}
        for name, out in zip(("vector", "lexical", "graph"), outcomes):
            if isinstance(out, BaseException):
                failures[name] = f"{type(out).__name__}: {str(out)[:200]}"
            elif out is None:
                continue
            elif name == "graph":
                results["graph"] = out
            else:
                results[name] = out[0]
                if want_hints:
                    results[f"hint_{name}"] = out[1]
        qvec = qvec_holder[0] if qvec_holder else None
        if mismatch:
            failures["vector"] = "the configured embedding model differs from the pack's; vector search skipped"
        stage["candidates"] = _ms(t)

        # --- merge ----------------------------------------------------------------------
        t = time.perf_counter()
        merged = _merge(results["vector"], results["lexical"], results["graph"])
        retired: dict[str, float] = {}
        if (mode is RetrievalMode.EXPLICIT or knowledge_at is not None) and qvec is not None:
            # Retired nodes are not in the indexes: EXPLICIT shows them, and at a past time
            # they may have been current.
            retired = await self._db.read(_retired_hits, user_id, scope_values, qvec, packing.vector_k)
            for rank, (node_id, cos) in enumerate(sorted(retired.items(), key=lambda p: -p[1]), 1):
                c = merged.setdefault(node_id, Candidate(node=None))  # type: ignore[arg-type]
                c.cosine = cos
                if "vector" not in c.paths:
                    c.paths.append("vector")
                c.ranks.setdefault("vector_retired", rank)
        hint_merged = _merge(results.get("hint_vector", []), results.get("hint_lexical", []), {}) if want_hints else {}
        hint_merged = {k: v for k, v in hint_merged.items() if k not in merged}
        all_ids = list(merged) + list(hint_merged)
        excluded: dict[str, str] = {}
        nodes, links = await self._db.read(_load_candidates, all_ids, user_id, knowledge_at, excluded) if all_ids \
            else ({}, [])
        if qvec is not None and "vector" not in failures:
            # Exact cosine for candidates only the lexical or graph path found.
            need = [i for i in all_ids if (merged.get(i) or hint_merged[i]).cosine is None]
            for node_id, cos in ix.vectors.cosine(qvec, need).items():
                (merged.get(node_id) or hint_merged[node_id]).cosine = cos
        stage["merge"] = _ms(t)

        # --- stage 4: filters ---------------------------------------------------------------
        t = time.perf_counter()
        threshold = self.config.unverified_confidence_threshold

        def keep(node, *, check_scope: bool) -> bool:
            reason = _exclusion(
                node, mode=mode, scope_values=scope_values if check_scope else None, reference=reference,
                time_from=time_from, time_to=time_to, event_time_from=event_time_from,
                event_time_to=event_time_to, excluded_types=excluded_types, allowed_sources=allowed_sources,
                threshold=threshold,
            )
            if reason is not None:
                excluded[str(node.id)] = reason
            return reason is None

        primary: list[Candidate] = []
        for node_id, c in merged.items():
            node = nodes.get(node_id)
            if node is None:
                continue  # not this user's, or gone since the index saw it
            c.node = node
            if keep(node, check_scope=True):
                primary.append(c)
        stage["filter"] = _ms(t)

        # --- stage 5: scoring ------------------------------------------------------------
        t = time.perf_counter()
        epistemic_weights = DEFAULT_EPISTEMIC_WEIGHTS
        speakers = ix.lexical.speakers(user_id)
        ranked = score(primary, analysis=analysis, weights=weights, epistemic_weights=epistemic_weights,
                       speakers=speakers)
        stage["scoring"] = _ms(t)
        # Stage 5b: what is current comes first (currency.py), for every caller.
        t = time.perf_counter()
        if qvec is not None and currency.asks_about_now(query):
            links = [*links, *currency.later_statement_links(ranked[:currency.WINDOW], ix.vectors.whole_vectors)]
        ranked = await self._current_first(ranked, links, user_id, knowledge_at, keep, weights.fusion)
        stage["currency"] = _ms(t)
        t = time.perf_counter()
        if max_per_source is not None:
            ranked = _cap_per_source(ranked, max_per_source, excluded)
        if limit is not None:
            ranked = ranked[:limit]
        contested = [r.node_id for r in ranked if r.node.lifecycle_state is LifecycleState.CONTESTED]
        if contested:
            # Only open contradictions count; a node contested anew points at its newest partner.
            partners = await self._db.read(review.contradiction_partners, contested, user_id)
            for r in ranked:
                if r.node_id in partners:
                    r.conflict_flag, r.contradicts_id = True, partners[r.node_id][-1]
        hints: list[RetrievalCandidate] = []
        if want_hints and scope_values is not None:  # hints are wanted only for scoped queries
            pool = []
            for node_id, c in hint_merged.items():
                node = nodes.get(node_id)
                if node is None or node.scope.value in scope_values:
                    continue
                c.node = node
                if keep(node, check_scope=False):
                    pool.append(c)
            hints = score(pool, analysis=analysis, weights=weights, epistemic_weights=epistemic_weights,
                          speakers=speakers)[: packing.cross_scope_top_n]
        stage["scoring"] += _ms(t)

        # --- stage 6: packing ----------------------------------------------------------------
        t = time.perf_counter()
        bundle = await asyncio.to_thread(pack, ranked, config=packing, counter=counter, token_budget=budget,
                                         min_fidelity=fidelity)
        stage["packing"] = _ms(t)

        generated = {"vector": len(results["vector"]), "lexical": len(results["lexical"]),
                     "graph": len(results["graph"])}
        if retired:
            generated["vector_retired"] = len(retired)
        metadata = RetrievalMetadata(
            request_id=analysis.request_id, reference_time=reference, candidates_generated=generated,
            candidates_filtered=len(merged) - len(primary), candidates_included=bundle.included_count,
            scoring_config_version=weights.version_id, fusion=weights.fusion,
            backends_used=[name for name in ("vector", "lexical", "graph") if name not in failures],
            embedding_mismatch=mismatch, backend_failures=failures, stage_ms=stage, excluded=excluded,
        )
        filters = FilterMetadata(
            scopes=sorted(scope_values) if scope_values is not None else None, time_from=time_from, time_to=time_to,
            event_time_from=event_time_from, event_time_to=event_time_to,
            exclude_node_types=sorted(t.value for t in excluded_types) or None,
            source_types=sorted(s.value for s in allowed_sources) if allowed_sources is not None else None,
            max_per_source=max_per_source, retrieval_mode=mode, knowledge_at=knowledge_at,
        )
        response = RetrievalResponse(
            bundle=bundle, results=ranked, metadata=metadata, score_traces=[r.trace for r in ranked],
            filter_metadata=filters, cross_scope_hints=hints, analysis=analysis,
        )
        metadata.timing_ms = _ms(started)
        if save_receipt:
            # The receipt is written behind the answer: its commit would otherwise add a
            # WAL flush to every query. close() waits for the ones still in flight.
            task = asyncio.create_task(self._db.write(
                _save_receipt, response, query, user_id, self.config.max_retrieval_receipts))
            pending = _pending_receipts(self)
            pending.add(task)
            task.add_done_callback(_receipt_done(pending))
        return response

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


def _load_candidates(cur, ids, user_id: str, knowledge_at: datetime | None, excluded: dict[str, str]):
    """The candidates' nodes (as ``_load_view``) and their replacement links, in one read."""
    nodes = _load_view(cur, ids, user_id, knowledge_at, excluded)
    entities = [i for i, n in nodes.items() if n.node_type is NodeType.ENTITY]
    stated = {i: n.event_time or n.created_at for i, n in nodes.items() if n.lifecycle_state is LifecycleState.CONTESTED}
    return nodes, currency.replacement_links(cur, list(nodes), user_id, knowledge_at, entities, stated)


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


def _pending_receipts(engine) -> set:
    pending = getattr(engine, "_pending_receipts", None)
    if pending is None:
        pending = engine._pending_receipts = set()
    return pending


def _receipt_done(pending: set):
    def done(task: asyncio.Task) -> None:
        pending.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.warning("a retrieval receipt could not be saved: %s", type(task.exception()).__name__)
    return done


async def wait_for_receipts(engine) -> None:
    """Let receipts still being written finish (close() calls this before the pack closes)."""
    pending = list(getattr(engine, "_pending_receipts", ()) or ())
    if pending:
        await asyncio.gather(*pending, return_exceptions=True)


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


def _exclusion(node, *, mode, scope_values, reference, time_from, time_to, event_time_from, event_time_to,
               excluded_types, allowed_sources, threshold) -> str | None:
    """Why a node is left out, or None to keep it."""
    if mode is RetrievalMode.DEFAULT:
        if node.lifecycle_state not in ACTIVE_STATES:
            return f"lifecycle:{node.lifecycle_state.value}"
        if node.epistemic_type in (EpistemicType.HYPOTHETICAL, EpistemicType.DEPRECATED):
            return f"epistemic:{node.epistemic_type.value}"
        if node.epistemic_type is EpistemicType.UNVERIFIED and node.confidence < threshold:
            return "epistemic:unverified_below_threshold"
    if scope_values is not None and node.scope.value not in scope_values:
        return "scope"
    if node.expires_at is not None and node.expires_at <= reference:
        return "expired"
    if node.node_type in excluded_types:
        return "node_type"
    if allowed_sources is not None and node.source_type not in allowed_sources:
        return "source_type"
    if node.node_type not in _VALIDITY_EXEMPT and (time_from is not None or time_to is not None):
        if time_to is not None and node.valid_from >= time_to:
            return "validity"
        if time_from is not None and node.valid_to is not None and node.valid_to <= time_from:
            return "validity"
    if event_time_from is not None or event_time_to is not None:
        when = node.event_time or node.created_at
        if event_time_from is not None and when < event_time_from:
            return "event_time"
        if event_time_to is not None and when > event_time_to:
            return "event_time"
    return None


def _cap_per_source(ranked: list[RetrievalCandidate], cap: int, excluded: dict[str, str]) -> list[RetrievalCandidate]:
    counts: dict[tuple, int] = {}
    out = []
    for r in ranked:
        refs = tuple(sorted(str(e) for e in r.node.evidence_refs))
        if not refs:
            out.append(r)
            continue
        key = (refs, r.node.content)
        counts[key] = counts.get(key, 0) + 1
        if counts[key] <= cap:
            out.append(r)
        else:
            excluded[r.node_id] = "source_limit"
    return out


def _retired_hits(cur, user_id: str, scope_values, qvec: np.ndarray, k: int) -> dict[str, float]:
    rows = cand.retired_vector_rows(cur, user_id, sorted(scope_values) if scope_values is not None else None)
    if not rows:
        return {}
    matrix = np.stack([np.frombuffer(v, dtype=np.float32) for _, v in rows])
    norms = np.linalg.norm(matrix, axis=1)
    norms[norms == 0] = 1.0
    sims = similarities(matrix, qvec / max(float(np.linalg.norm(qvec)), 1e-12)) / norms
    best = best_by_node((node_id, sim) for (node_id, _), sim in zip(rows, sims.tolist()))
    return dict(sorted(best.items(), key=lambda p: (-p[1], p[0]))[:k])


def _save_receipt(cur, response: RetrievalResponse, query: str, user_id: str, keep: int) -> None:
    if keep <= 0:
        return
    meta, bundle = response.metadata, response.bundle
    payload = {
        "version": 1,
        "query": query[:RECEIPT_MAX_QUERY_CHARS],
        "query_sha256": hashlib.sha256(query.encode("utf-8")).hexdigest(),
        "reference_time": meta.reference_time.isoformat(),
        "scoring_config_version": meta.scoring_config_version,
        "fusion": meta.fusion,
        "filters": response.filter_metadata.model_dump(mode="json") if response.filter_metadata else None,
        "results": [[r.node_id, round(r.score, 6)] for r in response.results[:RECEIPT_MAX_RESULTS]],
        "included": [[e.candidate.node_id, e.representation.value] for e in bundle.entries][:RECEIPT_MAX_RESULTS],
        "excluded_count": len(bundle.excluded_ids),
        "tokens_used": bundle.tokens_used,
        "token_budget": bundle.token_budget,
        "tokenizer": bundle.tokenizer,
        "context_format": bundle.context_format,
        "context_sha256": hashlib.sha256(bundle.rendered_context.encode("utf-8")).hexdigest(),
        "candidates_generated": meta.candidates_generated,
        "backend_failures": meta.backend_failures,
    }
    cur.execute(
        "INSERT INTO retrieval_receipts VALUES (?, ?, ?, ?)",
        [str(meta.request_id), user_id, to_db_time(datetime.now(timezone.utc)),
         json.dumps(payload, sort_keys=True, separators=(",", ":"))],
    )
    over = scalar(cur.execute("SELECT count(*) FROM retrieval_receipts")) - keep
    if over > 0:
        cur.execute(
            "DELETE FROM retrieval_receipts WHERE request_id IN (SELECT request_id FROM retrieval_receipts "
            "ORDER BY created_at, request_id LIMIT ?)",
            [over],
        )
