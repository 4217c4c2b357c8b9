"""Ids as people type them: a unique prefix of 6 or more characters names a memory or an
event (the panes and the CLI show 8). The engine resolves (``resolve_id``); this module
turns an ambiguous prefix into one line that lets the person pick: short id, type, state
and first words of each match. That line is shown to the person, never logged.
"""

from __future__ import annotations

from typing import Any, Sequence
from uuid import UUID

from pydantic import TypeAdapter

from engine import AmbiguousIdError, IdMatch

_MATCHES = TypeAdapter(list[IdMatch])


def matches_of(exc: AmbiguousIdError) -> list[IdMatch]:
    """The matches an AmbiguousIdError carries (rebuilt when it came through a namespace host)."""
    found = getattr(exc, "matches", None) or []
    return [m for m in _MATCHES.validate_python(found)] if found and not isinstance(found[0], IdMatch) else list(found)


def match_line(match: IdMatch, width: int = 40) -> str:
    words = " ".join(match.preview.split())
    words = words if len(words) <= width else words[: width - 1] + "…"
    state = f", {match.state}" if match.state else ""
    kind = "" if match.kind == "node" else "event "
    return f'{match.short_id} ({kind}{match.type}{state}) "{words}"'


def ambiguity_text(value: str, exc: AmbiguousIdError) -> str:
    matches = matches_of(exc)
    listed = "; ".join(match_line(m) for m in matches)
    more = "+" if len(matches) >= 10 else ""
    return f"{value!s} matches {len(matches)}{more} records: {listed}; type more characters"


class IdError(LookupError):
    """An id the person typed names nothing or more than one record (the message says which)."""


def is_full_id(value: str) -> bool:
    try:
        return str(UUID(value)) == value.strip().lower()
    except (ValueError, AttributeError, TypeError):
        return False


def needs_resolving(value: str | None) -> bool:
    """A hexadecimal id prefix (not a whole id). Whole ids and text that is no id at all go to
    the engine as they are, so its own checks and messages apply."""
    text = (value or "").strip().lower()
    return bool(text) and not is_full_id(text) and all(ch in "0123456789abcdef-" for ch in text)


def resolve(client: Any, value: str, user_id: str, *, kinds: Sequence[str] = ("node",)) -> IdMatch:
    """The one record ``value`` (a full id or a 6+ character prefix) names; IdError otherwise."""
    try:
        return client.resolve_id(value, user_id=user_id, kinds=tuple(kinds))
    except AmbiguousIdError as exc:
        raise IdError(ambiguity_text(value, exc)) from None


def resolve_node(client: Any, value: str, user_id: str) -> str:
    """A full id as it is (the engine's own checks and messages apply), else the node a prefix names."""
    return resolve(client, value, user_id, kinds=("node",)).id if needs_resolving(value) else value


def resolve_event(client: Any, value: str | None, user_id: str) -> str | None:
    if value is None or not needs_resolving(value):
        return value
    return resolve(client, value, user_id, kinds=("event",)).id
