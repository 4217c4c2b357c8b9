"""The capture inbox's ledger: which dropped files (by SHA-256) a pack has already stored.

The inbox (workspace_app) checks a file's hash before storing it and records it after,
so dropping the same bytes again stores nothing. The ledger is a table of the pack
(``captures``), so it travels with whole-pack exports (engine/portability.py).
"""

from __future__ import annotations

import json
from typing import Sequence

from engine import schema, storage
from engine.engine_state import EngineState
from engine.models import utcnow
from engine.schema import to_db_time


class CaptureLedgerOperations(EngineState):
    """find_capture / record_capture, as MemoryEngine methods."""

    async def find_capture(self, content_hash: str) -> dict | None:
        """The capture ledger entry for a file's SHA-256, or None if it was never stored.

        When the ledger has no row but events carry ``capture_sha256`` = this hash in
        their metadata (a capture interrupted before it was recorded), they are
        returned with ``recovered: True`` so the caller can record them instead of
        storing the file twice.
        """
        if not isinstance(content_hash, str) or not all(c in "0123456789abcdef" for c in content_hash):
            raise ValueError("content_hash: must be a lower-case SHA-256 hex digest")

        def find(cur: storage.Cursor) -> dict | None:
            row = cur.execute(
                "SELECT content_hash, source_name, event_ids, created_at FROM captures WHERE content_hash = ?",
                [content_hash],
            ).fetchone()
            if row is not None:
                return {"content_hash": row[0], "source_name": row[1], "event_ids": json.loads(row[2]),
                        "created_at": schema.from_db_time(row[3]), "recovered": False}
            marker = f'%"capture_sha256":"{content_hash}"%'
            rows = cur.execute(
                "SELECT id, json_extract_string(metadata, '$.source_file') FROM events WHERE metadata LIKE ? "
                "ORDER BY seq", [marker],
            ).fetchall()
            if not rows:
                return None
            return {"content_hash": content_hash, "source_name": rows[0][1] or "", "created_at": None,
                    "event_ids": [str(r[0]) for r in rows], "recovered": True}

        return await self._db.read(find)

    async def record_capture(self, content_hash: str, source_name: str, event_ids: Sequence[str]) -> bool:
        """Remember that a file was stored; False when it was already recorded."""
        if not isinstance(content_hash, str) or len(content_hash) != 64:
            raise ValueError("content_hash: must be a SHA-256 hex digest")
        ids = [str(e) for e in event_ids]

        def insert(cur: storage.Cursor) -> bool:
            got = cur.execute(
                "INSERT INTO captures VALUES (?, ?, ?, ?) ON CONFLICT (content_hash) DO NOTHING RETURNING content_hash",
                [content_hash, source_name, json.dumps(ids), to_db_time(utcnow())],
            ).fetchall()
            return bool(got)

        return await self._db.write(insert)
