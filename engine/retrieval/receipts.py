"""Retrieval receipts: what a retrieve() ranked and packed, saved behind the answer."""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from datetime import datetime, timezone

from engine.retrieval.models import RetrievalResponse
from engine.schema import scalar, to_db_time

log = logging.getLogger("prme.retrieval")

# Receipts keep the ranking, not the rendered text: bounded whatever the budget.
RECEIPT_MAX_RESULTS = 50
RECEIPT_MAX_QUERY_CHARS = 1000


def save_behind(engine, response: RetrievalResponse, query: str, user_id: str) -> None:
    """Write the receipt behind the answer: its commit would otherwise add a WAL flush to
    every query. close() waits for the ones still in flight (wait_for_receipts)."""
    task = asyncio.create_task(engine._db.write(
        _save_receipt, response, query, user_id, engine.config.max_retrieval_receipts))
    pending = _pending_receipts(engine)
    pending.add(task)
    task.add_done_callback(_receipt_done(pending))


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
