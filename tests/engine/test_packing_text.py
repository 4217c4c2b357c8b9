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
