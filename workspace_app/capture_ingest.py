"""How the items of a captured file are stored: through extraction (the default) or as raw notes.

Each strategy takes ``(client, items, *, user_id, request_id)`` and returns the new
event ids; both build the raw notes before returning, so a capture is retrievable at once.
"""

from __future__ import annotations

import time
from itertools import groupby
from typing import Callable

from engine import MemoryClient, Scope

IngestFn = Callable[..., list]


def settle_pending(client: MemoryClient, user_id: str, budget_s: float = 120.0) -> None:
    """Build the raw notes of what was just admitted, so it is retrievable at once."""
    deadline = time.monotonic() + budget_s
    while time.monotonic() < deadline:
        result = client.process_pending(user_id, budget_ms=2000)
        if result.pending == 0 or result.processed == 0:
            return


def ingest_fast(client: MemoryClient, items: list[dict], *, user_id: str, request_id: str) -> list[str]:
    """Raw notes: one transaction for the whole file, retry-safe through ``request_id``."""
    ids = client.ingest_fast_many(items, user_id=user_id, request_id=request_id)
    settle_pending(client, user_id)
    return [str(i) for i in ids]


def ingest_with_extraction(client: MemoryClient, items: list[dict], *, user_id: str, request_id: str) -> list[str]:
    """Through extraction: each run of messages sharing a session and scope is one conversation."""
    ids: list[str] = []
    for (session, scope), group in groupby(items, key=lambda i: (i.get("session_id"), i.get("scope"))):
        messages = [
            {k: v for k, v in (("content", m["content"]), ("role", m.get("role", "user")),
                                ("speaker", m.get("speaker")), ("metadata", m.get("metadata")),
                                ("event_time", m.get("event_time"))) if v is not None or k in ("content", "role")}
            for m in group
        ]
        ids += [str(i) for i in client.ingest_batch(
            messages, user_id=user_id, session_id=session, scope=scope or Scope.PERSONAL.value,
            wait_for_extraction=False,
        )]
    settle_pending(client, user_id)
    return ids
