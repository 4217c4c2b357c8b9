"""Pseudo-relevance expansion (opt-in): names in the best results find evidence that shares
no words with the question."""

from __future__ import annotations

from engine import MemoryClient


def test_expansion_reaches_a_memory_through_a_name_in_the_best_result(tmp_path):
    with MemoryClient(tmp_path / "x.prme") as client:
        client.store("Our team won the tournament, the game was Counter-Strike", user_id="u", session_id="s1")
        client.store("Counter-Strike finals are streamed every Friday", user_id="u", session_id="s2")
        for i in range(8):
            client.store(f"Grocery list {i}: apples, bread, cheese", user_id="u", session_id=f"g{i}")
        question = "Which tournament did the team win?"
        plain = client.retrieve(question, user_id="u")
        weights = client.config.scoring.model_copy(update={"expansion_boost": 0.5, "expansion_seeds": 1})
        expanded = client.retrieve(question, user_id="u", weights=weights)
        assert expanded.results[0].node.content.startswith("Our team won")
        finals = expanded.results[1]
        assert finals.node.content.startswith("Counter-Strike finals") and finals.trace.expansion_gain > 0
        # Off by default.
        assert all(r.trace.expansion_gain == 0 for r in plain.results)
