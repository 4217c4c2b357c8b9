"""Scoring formulas, query analysis and the embedding-model guard of retrieve()."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engine import MemoryClient, PRMEConfig, QueryIntent, ScoringWeights
from engine.config import EmbeddingConfig
from engine.retrieval.analysis import analyze

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)


def test_query_analysis_orders_intents_and_finds_names_and_dates():
    a = analyze("When did Caroline go to the support group in May 2023?", reference_time=NOW)
    assert a.intent is QueryIntent.TEMPORAL
    assert "Caroline" in a.entities
    assert {s["type"] for s in a.temporal_signals} == {"month", "asks_when"}
    assert (a.window_from, a.window_to) == (datetime(2023, 5, 1, tzinfo=timezone.utc),
                                            datetime(2023, 6, 1, tzinfo=timezone.utc))
    assert "when" not in a.lexical_terms and "caroline" in a.lexical_terms
    assert analyze("Who is Dana Whitfield?", reference_time=NOW).intent is QueryIntent.ENTITY_LOOKUP
    assert analyze("What does Bob like?", reference_time=NOW).intent is QueryIntent.FACTUAL
    assert analyze("Where does Alice live now?", reference_time=NOW).current_state
    yesterday = analyze("what happened yesterday", reference_time=NOW).temporal_signals
    assert yesterday[0]["resolved"] == "2026-05-31"


def test_additive_weights_must_sum_to_one_and_be_finite():
    with pytest.raises(ValueError, match="sum to 1.0"):
        ScoringWeights(w_semantic=0.9)
    with pytest.raises(ValueError, match="w_semantic must be a finite number"):
        ScoringWeights(w_semantic=float("nan"))
    assert ScoringWeights().version_id != ScoringWeights(fusion="rrf").version_id


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    with MemoryClient(tmp_path_factory.mktemp("scoring") / "s.prme") as client:
        client.store("Alice lives in Berlin", user_id="a", event_time=NOW - timedelta(days=700))
        client.store("Alice lives in Lisbon", user_id="a", event_time=NOW - timedelta(days=3))
        client.store("The Lisbon office has a rooftop garden", user_id="a", event_time=NOW - timedelta(days=1))
        client.store("Alice's brother plays the cello", user_id="a", event_time=NOW - timedelta(days=300))
        yield client


def test_rank_fusion_scores_are_the_seed_formula(memory):
    response = memory.retrieve("Where does Alice live?", user_id="a", reference_time=NOW,
                               weights=ScoringWeights(fusion="rrf", rrf_k=60))
    top = response.results[0]
    assert top.trace.fusion == "rrf"
    # Every candidate is in both paths here; its fused score is 1/(60+r_vec) + 1/(60+r_lex) (x epistemic weight).
    assert 2 / 61 * 0.9 >= top.score >= 2 / 64 * 0.9


def test_weighted_formula_uses_the_six_weights(memory):
    weights = ScoringWeights(fusion="weighted", w_semantic=1.0, w_lexical=0.0, w_graph=0.0, w_recency=0.0,
                             w_salience=0.0, w_confidence=0.0)
    response = memory.retrieve("Where does Alice live?", user_id="a", reference_time=NOW, weights=weights)
    for r in response.results:
        own = max(0.0, r.trace.semantic_similarity) * r.trace.epistemic_weight
        assert r.trace.composite_score == pytest.approx(own)
        # A replacement (or the later of two contested claims) takes at least the score of what it outranks.
        assert r.score == pytest.approx(own) if r.trace.inherited_from is None else r.score >= own


def test_current_state_question_prefers_the_newer_of_two_similar_memories(memory):
    response = memory.retrieve("Where does Alice live now?", user_id="a", reference_time=NOW)
    contents = [r.node.content for r in response.results]
    assert contents.index("Alice lives in Lisbon") < contents.index("Alice lives in Berlin")
    newer = next(r for r in response.results if r.node.content == "Alice lives in Lisbon")
    assert newer.trace.current_state_boost > 0


def test_a_pack_from_another_model_is_searched_by_words_only_and_refuses_writes(tmp_path):
    path = tmp_path / "m.prme"
    with MemoryClient(path) as client:
        client.store("The quarterly report is due on Friday", user_id="u")
    config = PRMEConfig(pack_path=path, embedding=EmbeddingConfig(model_name="BAAI/bge-small-en-v1.5"))
    with MemoryClient(config=config) as client:
        response = client.retrieve("quarterly report", user_id="u")
        assert response.metadata.embedding_mismatch
        assert "vector" in response.metadata.backend_failures
        assert [r.node.content for r in response.results] == ["The quarterly report is due on Friday"]
        with pytest.raises(Exception, match="sentence-transformers/all-MiniLM-L6-v2.*BAAI/bge-small-en-v1.5"):
            client.store("another note", user_id="u")
