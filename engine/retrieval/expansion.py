"""Pseudo-relevance expansion: a second search seeded by the names in the best results, for
evidence that shares entities with the top results but no words with the question.

"What did Nate win with his team?" finds the turn naming the game ("Counter-Strike"); a
later turn about the tournament names the game too, and nothing of the question. The
capitalized words of the top ``expansion_seeds`` results (their own text, without the
question's words, stopwords and speaker names) become a second BM25 query; each hit other than the seeds gains ``expansion_boost`` x (its expansion BM25 / the
best) x the score of the last seed. Hits the first search missed enter with that gain as
their score, so on its own a newcomer never outranks the seeds.
"""

from __future__ import annotations

import re

from engine.lexical_index import STOPWORDS
from engine.retrieval.config import ScoringWeights
from engine.retrieval.models import RetrievalCandidate

_WORD = re.compile(r"[^\W\d_][\w'’-]*", re.UNICODE)
# Hits of the expansion search that may gain (or enter).
EXPANSION_K = 20
# A seed's words are capped so that a long memory does not turn expansion into its own search.
MAX_TERMS = 32


def expansion_query(seeds: list[RetrievalCandidate], query_terms: list[str], speakers: set[str]) -> str:
    """The names in the seeds (capitalized words), in order of first appearance."""
    skip = set(query_terms) | {s.lower() for s in speakers}
    words: dict[str, None] = {}
    for r in seeds:
        for w in _WORD.findall(r.node.content):
            if not w[0].isupper():
                continue  # names, not every word: measured, every word pulls in small talk
            low = w.lower()
            if len(low) < 3 or low in STOPWORDS or low in skip or "'" in low or "’" in low:
                continue
            words.setdefault(low, None)
            if len(words) >= MAX_TERMS * len(seeds):
                break
    return " ".join(words)


def seeds_of(ranked: list[RetrievalCandidate], weights: ScoringWeights) -> list[RetrievalCandidate]:
    return ranked[: weights.expansion_seeds] if weights.expansion_boost and weights.expansion_seeds else []


def apply(ranked: list[RetrievalCandidate], hits: list[tuple[str, float]],
          newcomers: dict[str, RetrievalCandidate], weights: ScoringWeights) -> list[RetrievalCandidate]:
    """Add the expansion gain to ``ranked`` (and to ``newcomers``, candidates only the
    expansion found, already loaded and filtered), and re-sort."""
    seeds = seeds_of(ranked, weights)
    if not hits or not seeds:
        return ranked
    floor = seeds[-1].score
    best = max(score for _, score in hits) or 1.0
    by_id = {r.node_id: r for r in ranked}
    seed_ids = {r.node_id for r in seeds}
    for node_id, bm25 in hits:
        if node_id in seed_ids:
            continue
        r = by_id.get(node_id)
        if r is None:
            r = newcomers.get(node_id)
            if r is None:
                continue
            by_id[node_id] = r
            ranked.append(r)
        gain = weights.expansion_boost * (bm25 / best) * floor
        r.score += gain
        if r.trace is not None:
            r.trace.expansion_gain = gain
            r.trace.composite_score = r.score
    ranked.sort(key=lambda r: (-r.score, -len(r.paths), str(r.node.id)))
    return ranked
