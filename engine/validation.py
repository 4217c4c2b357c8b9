"""Checks every write argument before anything touches the pack.

Each failure is a ValueError whose message starts with the field's name.
"""

from __future__ import annotations

import json
import math
import unicodedata
from datetime import datetime, timezone
from enum import Enum
from typing import Any, TypeVar

from engine.errors import InputTooLargeError
from engine.types import (
    RESERVED_METADATA_KEYS,
    ROLES,
    EpistemicType,
)

E = TypeVar("E", bound=Enum)

_LINE_BREAKS = {"\n", "\r", "\u2028", "\u2029", "\x85", "\x0b", "\x0c"}
_BIDI_CONTROLS = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C)}
MAX_SPEAKER_CHARS = 200
# A query is embedded and matched term by term: 10 MB took 88 s. Far above any real question.
MAX_QUERY_CHARS = 20_000
# timedelta and datetime end at year 9999; a thousand years is longer than any real TTL.
MAX_TTL_DAYS = 365_000
# Nested JSON (imports, inbox files) deeper than this is refused before parsing: Python's
# parser would raise RecursionError on it (5000 levels), which is not a message.
MAX_JSON_DEPTH = 200


def utf8_text(value: str, field: str) -> str:
    """``value`` unless it holds lone surrogates (bytes that were not UTF-8, e.g. from argv)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError(f"{field}: is not valid UTF-8 text (it holds undecodable bytes)") from None
    return value


def string_list(value: Any, field: str) -> list[str] | None:
    """A list of strings (a single string is refused: it would be read letter by letter)."""
    if value is None:
        return None
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple, set, frozenset)):
        raise ValueError(f"{field}: must be a list of strings")
    for item in value:
        if not isinstance(item, str):
            raise ValueError(f"{field}: every item must be a string, not {type(item).__name__}")
        utf8_text(item, field)
    return list(value)


def query(value: Any, field: str = "query") -> str:
    text = content(value, field)
    if len(text) > MAX_QUERY_CHARS:
        raise InputTooLargeError(f"{field}: at most {MAX_QUERY_CHARS} characters (got {len(text)}); ask a shorter question")
    return text


def json_depth(text: str | bytes, field: str, *, limit: int = MAX_JSON_DEPTH) -> None:
    """Refuse JSON nested deeper than ``limit`` before it is parsed (brackets inside strings
    are skipped), so a hostile file gets one line instead of a RecursionError."""
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    depth = 0
    in_string = escaped = False
    for byte in data:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > limit:
                raise InputTooLargeError(f"{field}: JSON nested more than {limit} levels deep")
        elif byte in (0x5D, 0x7D):
            depth -= 1


def loads_json(text: str | bytes, field: str, *, limit: int = MAX_JSON_DEPTH) -> Any:
    """``json.loads`` with the nesting depth capped (see :func:`json_depth`)."""
    json_depth(text, field, limit=limit)
    return json.loads(text)


def user_id(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValueError("user_id: must be a non-empty string")
    return utf8_text(value, "user_id")


def content(value: Any, field: str = "content") -> str:
    if not isinstance(value, str):
        raise ValueError(f"{field}: must be a string")
    if not value.strip():
        raise ValueError(f"{field}: must not be empty")
    return utf8_text(value, field)


def role(value: Any) -> str:
    if value not in ROLES:
        raise ValueError(f"role: must be one of {', '.join(ROLES)}, not {value!r}")
    return value


def speaker(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError("speaker: must be a string")
    name = value.strip()
    if not name:
        raise ValueError("speaker: must not be empty")
    if len(name) > MAX_SPEAKER_CHARS:
        raise ValueError(f"speaker: at most {MAX_SPEAKER_CHARS} characters")
    utf8_text(name, "speaker")
    for ch in name:
        if ch in _LINE_BREAKS:
            raise ValueError("speaker: must not contain line breaks")
        if ch in _BIDI_CONTROLS:
            raise ValueError("speaker: must not contain bidirectional control characters")
        if unicodedata.category(ch) == "Cc":
            raise ValueError("speaker: must not contain control characters")
    return name


def metadata(value: Any, *, field: str = "metadata") -> dict[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise ValueError(f"{field}: must be a JSON object (dict)")
    reserved = RESERVED_METADATA_KEYS.intersection(value)
    if reserved:
        key = sorted(reserved)[0]
        hint = "pass speaker= instead" if key.startswith("prme_speaker") else "pass value_bindings= instead"
        raise ValueError(f"{field}: the key {key!r} is reserved; {hint}")
    try:
        # Round-trip: refuses NaN/inf and anything json cannot represent exactly.
        return json.loads(json.dumps(value, allow_nan=False))
    except RecursionError:
        raise InputTooLargeError(f"{field}: nested too deeply") from None
    except (TypeError, ValueError) as exc:
        raise ValueError(f"{field}: must be finite and JSON-serializable ({exc})") from None


def aware_datetime(value: Any, field: str) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, datetime):
        raise ValueError(f"{field}: must be a datetime")
    if value.tzinfo is None or value.tzinfo.utcoffset(value) is None:
        raise ValueError(f"{field}: must be timezone-aware")
    return in_utc_range(value, field)


def in_utc_range(value: datetime, field: str) -> datetime:
    """``value`` as an aware time (one without a zone is UTC), unless it leaves the years 1 to
    9999 once in UTC ("9999-12-31T23:59-12:00"): the pack keeps times in UTC, and such a time
    would fail the write after its acknowledgement."""
    if value.tzinfo is None:
        return value.replace(tzinfo=timezone.utc)
    try:
        value.astimezone(timezone.utc)
    except OverflowError:
        raise ValueError(f"{field}: {value.isoformat()} is out of range (years 1 to 9999 in UTC)") from None
    return value


def validity(valid_from: Any, valid_to: Any) -> tuple[datetime | None, datetime | None]:
    start = aware_datetime(valid_from, "valid_from")
    end = aware_datetime(valid_to, "valid_to")
    if end is not None and start is None:
        raise ValueError("valid_to: an end needs an explicit valid_from")
    if end is not None and start is not None and end <= start:
        raise ValueError("valid_to: must be after valid_from ([valid_from, valid_to) may not be empty)")
    return start, end


def unit_interval(value: Any, field: str) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{field}: must be a number in [0, 1]")
    if not math.isfinite(value) or not 0.0 <= value <= 1.0:
        raise ValueError(f"{field}: must be in [0, 1]")
    return float(value)


def enum_value(enum: type[E], value: Any, field: str) -> E:
    try:
        return enum(value)
    except ValueError:
        allowed = ", ".join(m.value for m in enum)
        raise ValueError(f"{field}: must be one of {allowed}, not {value!r}") from None


def optional_enum(enum: type[E], value: Any, field: str) -> E | None:
    return None if value is None else enum_value(enum, value, field)


def ttl_days(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError("ttl_days: must be a positive whole number of days or None")
    if value > MAX_TTL_DAYS:
        raise ValueError(f"ttl_days: at most {MAX_TTL_DAYS} days")
    return value


def session_id(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ValueError("session_id: must be a non-empty string or None")
    return utf8_text(value, "session_id")


def check_message(message: dict[str, Any]) -> None:
    """The checks a store applies to a message dict (``content``, ``role``, and optionally
    ``speaker``, ``metadata``, ``session_id``), so a caller can refuse a whole batch before
    storing any of it. ValueError names the field."""
    content(message.get("content"))
    role(message.get("role", "user"))
    speaker(message.get("speaker"))
    metadata(message.get("metadata"))
    session_id(message.get("session_id"))


def conditional(epistemic: EpistemicType | None, meta: dict[str, Any] | None) -> None:
    if epistemic is EpistemicType.DEPRECATED:
        raise ValueError("epistemic_type: DEPRECATED is reached by a lifecycle transition, not set at creation")
    if epistemic is EpistemicType.CONDITIONAL:
        condition = (meta or {}).get("condition")
        if not isinstance(condition, str) or not condition.strip():
            raise ValueError("metadata: a CONDITIONAL memory needs metadata['condition'] describing the condition")
        if (meta or {}).get("condition_state") not in (None, "unknown"):
            raise ValueError("metadata: condition_state starts unknown; use evaluate_condition() to set it")


def describe_error(exc: BaseException, *, limit: int = 3) -> str:
    """One readable line for a validation failure, without the offending values.

    A pydantic ValidationError becomes ``field: message; field: message``
    (its raw dump spans many lines and repeats the input, which may be memory content).
    """
    errors = getattr(exc, "errors", None)
    if callable(errors) and type(exc).__name__ == "ValidationError":
        try:
            items = errors(include_url=False, include_input=False)
        except TypeError:
            items = errors()
        parts = []
        for item in items[:limit]:
            where = ".".join(str(p) for p in item.get("loc", ())) or "value"
            parts.append(f"{where}: {item.get('msg', 'invalid')}")
        more = f" (and {len(items) - limit} more)" if len(items) > limit else ""
        return "; ".join(parts) + more
    text = " ".join(str(exc).split())
    return text or type(exc).__name__


def workspace_registry(data: Any, where: str) -> dict[str, Any]:
    """``data`` if it has the shape of a workspace registry, else one ValueError naming what is wrong."""
    def bad(what: str) -> ValueError:
        return ValueError(f"{where} is not a valid workspace registry ({what}); restore it or remove it")

    if not isinstance(data, dict):
        raise bad("it must be a JSON object")
    if not isinstance(data.get("version", 1), int) or isinstance(data.get("version", 1), bool):
        raise bad("version must be a whole number")
    if "owner" in data and not isinstance(data["owner"], str):
        raise bad("owner must be a string")
    namespaces = data.get("namespaces", {})
    if not isinstance(namespaces, dict):
        raise bad("namespaces must be an object of name -> entry")
    for name, entry in namespaces.items():
        if not isinstance(entry, dict) or not isinstance(entry.get("file"), str):
            raise bad(f"namespace {name!r} has no file name")
    data.setdefault("namespaces", namespaces)
    return data
