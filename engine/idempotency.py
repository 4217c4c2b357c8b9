"""Request ids: a retry with the same inputs returns the first result; changed inputs conflict.

Keys are scoped to the owner and survive restarts (they live in ``request_keys``).
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from typing import Any
from uuid import UUID

from engine import storage
from engine.errors import ConflictError
from engine.storage import Cursor


def normalize_request_id(value: str | UUID | None) -> str | None:
    if value is None:
        return None
    try:
        return str(UUID(str(value)))
    except ValueError:
        raise ValueError("request_id: must be a UUID") from None


def input_hash(kind: str, inputs: Any) -> str:
    canonical = json.dumps({"kind": kind, "inputs": inputs}, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def replay(cur: Cursor, user_id: str, request_id: str | None, kind: str, inputs: Any) -> tuple[bool, Any]:
    """(True, first result) for a repeat of the same request, (False, None) for a new one.

    Raises ConflictError when the id was used for different inputs.
    """
    if request_id is None:
        return False, None
    found = storage.get_request_key(cur, user_id, request_id)
    if found is None:
        return False, None
    found_kind, found_hash, result = found
    if found_kind != kind or found_hash != input_hash(kind, inputs):
        raise ConflictError(
            f"request_id {request_id} was already used for a different {found_kind} request; "
            "use a new request id for new inputs"
        )
    return True, result


def remember(cur: Cursor, user_id: str, request_id: str | None, kind: str, inputs: Any, result: Any, now: datetime) -> None:
    if request_id is not None:
        storage.put_request_key(cur, user_id, request_id, kind, input_hash(kind, inputs), result, now)
