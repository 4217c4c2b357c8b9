"""Every packed record carries text: a record packed without its content says so instead of null."""

from __future__ import annotations

import json

from engine import NodeType, RepresentationLevel

LONG = " ".join(["The offsite agenda covers budgets, travel, venues and the team dinner."] * 6)


def _records(rendered: str, fmt: str) -> list:
    body = json.loads(rendered)["sections"]
    return [record for section in body.values() for record in section]


def test_records_packed_without_their_text_never_carry_null_or_empty_text(client):
    for i in range(6):
        client.store(f"Decision {i}: {LONG}", user_id="maya", node_type=NodeType.DECISION)
    seen_without_text = False
    for budget in range(60, 400, 20):
        for fmt in ("auditable", "compact"):
            bundle = client.retrieve("offsite agenda decision", user_id="maya", token_budget=budget,
                                     context_format=fmt).bundle
            if not bundle.entries:
                continue
            seen_without_text |= any(e.representation not in (RepresentationLevel.FULL, RepresentationLevel.PROSE,
                                                              RepresentationLevel.STRUCTURED) for e in bundle.entries)
            for record in _records(bundle.render(fmt), fmt):
                text = record["text"] if fmt == "auditable" else record[4]
                assert isinstance(text, str) and text.strip(), f"{fmt} at {budget}: {record}"
    assert seen_without_text, "no budget packed a record without its text; the test proves nothing"


def test_entity_names_and_the_near_zero_tail_do_not_fill_the_context(client):
    for name in ("Journal", "EUR", "Park"):
        client.store(name, user_id="maya", node_type=NodeType.ENTITY)
    client.store("Paid 800 EUR for the new running shoes for my park runs", user_id="maya")
    client.store("Wrote about the park run in my journal", user_id="maya")
    for i in range(12):
        client.store(f"Quarterly tax form {i} is due to the accountant", user_id="maya")
    response = client.retrieve("What did I pay for running shoes?", user_id="maya")
    packed = [e.candidate for e in response.bundle.entries]
    assert packed[0].node.content.startswith("Paid 800 EUR")
    assert all(c.node.node_type is not NodeType.ENTITY for c in packed)
    reasons = response.metadata.excluded
    left_out = {r.node.content: reasons.get(r.node_id) for r in response.results if r.node_id in reasons}
    assert {left_out.get(name) for name in ("Journal", "EUR", "Park")} <= {"entity_not_asked", "low_score"}
    best = response.results[0].score
    assert all(c.score >= 0.1 * best for c in packed)
    # What is left out is still ranked, and listed among the excluded ids.
    assert set(left_out) and {r.node_id for r in response.results if r.node.content in left_out} <= set(
        response.bundle.excluded_ids)
    # An entity the question asks about is packed.
    asked = client.retrieve("What do I write in my Journal?", user_id="maya").bundle.entries
    assert any(e.candidate.node.content == "Journal" for e in asked)
    # An entity that carries a description is more than a name: it is packed when it ranks.
    client.store("Holmes Place: the gym where I do my park runs training", user_id="maya", node_type=NodeType.ENTITY)
    gym = client.retrieve("Which gym do I train at?", user_id="maya").bundle.entries
    assert any(e.candidate.node.content.startswith("Holmes Place:") for e in gym)
