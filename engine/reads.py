"""Reading events and nodes. Every method that names a user sees only that user's data."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any, AsyncIterator, Sequence
from uuid import UUID

import re
from dataclasses import dataclass

from engine import storage, validation
from engine.engine_state import EngineState
from engine.errors import AmbiguousIdError, NotFoundError
from engine.models import Event, MemoryNode, NodePage
from engine.types import ACTIVE_STATES, LifecycleState, NodeType, Scope

MAX_PAGE = 1000
MIN_ID_PREFIX = 6  # the panes show 8; 6 hex characters are 16.7M values, unique in any real pack
MAX_ID_MATCHES = 10
_PREFIX = re.compile(r"[0-9a-f-]+")


@dataclass(frozen=True)
class IdMatch:
    """One record an id (prefix) names: a node or an event, with what a person needs to tell
    matches apart. ``preview`` is the first words of its text: show it, never log it."""

    id: str
    kind: str  # "node" or "event"
    type: str  # node type, or the event's role
    state: str | None  # lifecycle state of a node; None for an event
    preview: str
    created_at: datetime | None

    @property
    def short_id(self) -> str:
        return self.id[:8]


def _first_words(text: str, words: int = 8) -> str:
    parts = text.split()
    return " ".join(parts[:words]) + (" ..." if len(parts) > words else "")


def _not_found(value: Any, kinds: Sequence[str], user_id: str, why: str = "") -> NotFoundError:
    shown = str(value).strip()[:40]
    if tuple(kinds) == ("node",):
        return NotFoundError(f"{shown}: no such node for user {user_id!r}{why}")
    if tuple(kinds) == ("event",):
        return NotFoundError(f"{shown}: no such event for user {user_id!r}{why}")
    return NotFoundError(f"no node or event {shown} for user {user_id!r}{why}")


def _id_pattern(value: Any, kinds: Sequence[str], user_id: str) -> str:
    """The LIKE pattern of an id or id prefix; NotFoundError when it cannot be one."""
    text = str(value).strip().lower() if isinstance(value, (str, UUID)) else ""
    if not text or not _PREFIX.fullmatch(text):
        raise _not_found(value, kinds, user_id, " (not an id: ids are hexadecimal, like 3f9a0c1d)")
    if len(text.replace("-", "")) < MIN_ID_PREFIX:
        raise _not_found(value, kinds, user_id, f" (too short: give at least {MIN_ID_PREFIX} characters of the id)")
    return text + "%"


def _match_ids(cur, pattern: str, user_id: str, kinds: Sequence[str], include_retired: bool) -> list[IdMatch]:
    found: list[IdMatch] = []
    if "node" in kinds:
        sql = ("SELECT id, node_type, lifecycle_state, content, created_at FROM nodes "
               "WHERE user_id = ? AND id::VARCHAR LIKE ?")
        params: list[Any] = [user_id, pattern]
        if not include_retired:
            sql += " AND lifecycle_state IN (SELECT unnest(?::VARCHAR[]))"
            params.append(sorted(s.value for s in ACTIVE_STATES))
        for r in cur.execute(sql + " ORDER BY id LIMIT ?", params + [MAX_ID_MATCHES + 1]).fetchall():
            found.append(IdMatch(str(r[0]), "node", r[1], r[2], _first_words(r[3]), r[4]))
    if "event" in kinds:
        for r in cur.execute(
            "SELECT id, role, content, created_at FROM events WHERE user_id = ? AND id::VARCHAR LIKE ? "
            "ORDER BY id LIMIT ?", [user_id, pattern, MAX_ID_MATCHES + 1],
        ).fetchall():
            found.append(IdMatch(str(r[0]), "event", r[1], None, _first_words(r[2]), r[3]))
    return found


def describe_matches(matches: Sequence[IdMatch]) -> str:
    """Short ids, kinds and states: what an error message may say (no memory text)."""
    return ", ".join(
        f"{m.short_id} ({m.type}{', ' + m.state if m.state else ''})" for m in matches[:MAX_ID_MATCHES]
    ) + (" and more" if len(matches) > MAX_ID_MATCHES else "")


def _as_list(value: Any, enum: type, field: str) -> list | None:
    if value is None:
        return None
    values = [value] if isinstance(value, (str, enum)) else list(value)
    return [validation.enum_value(enum, v, field) for v in values]


def _cursor_id(cursor: str | None) -> str | None:
    if cursor is None:
        return None
    try:
        return str(UUID(cursor))
    except ValueError:
        raise ValueError("cursor: not a cursor returned by scan_nodes()") from None


def page_cursor(sort: str, node: MemoryNode) -> str:
    """The cursor that continues a ``page_nodes(sort=...)`` listing after ``node``."""
    if sort == "id":
        return str(node.id)
    value = getattr(node, storage.NODE_SORTS[sort])
    return json.dumps([value.isoformat() if isinstance(value, datetime) else value, str(node.id)])


def _decode_page_cursor(sort: str, cursor: str | None) -> Any:
    if cursor is None:
        return None
    try:
        if sort == "id":
            return str(UUID(cursor))
        value, node_id = json.loads(cursor)
        value = datetime.fromisoformat(value) if sort in ("updated", "created") else float(value)
        return value, str(UUID(node_id))
    except (ValueError, TypeError):
        raise ValueError(f"cursor: not a cursor returned by page_nodes(sort={sort!r})") from None


class ReadOperations(EngineState):
    async def resolve_id(
        self, id_or_prefix: str | UUID, *, user_id: str, kinds: Sequence[str] = ("node", "event"),
        include_retired: bool = True,
    ) -> IdMatch:
        """The one node or event of ``user_id`` whose id is, or starts with, ``id_or_prefix``
        (at least 6 hexadecimal characters; dashes as in the full id).

        Raises NotFoundError when none matches (or the prefix is too short or not hex) and
        AmbiguousIdError, carrying the matches, when more than one does."""
        user_id = validation.user_id(user_id)
        unknown = set(kinds) - {"node", "event"}
        if unknown or not kinds:
            raise ValueError("kinds: must name 'node' and/or 'event'")
        pattern = _id_pattern(id_or_prefix, kinds, user_id)
        matches = await self._db.read(_match_ids, pattern, user_id, tuple(kinds), include_retired)
        if not matches:
            raise _not_found(id_or_prefix, kinds, user_id)
        if len(matches) > 1:
            raise AmbiguousIdError(
                f"{str(id_or_prefix).strip()}: {len(matches) if len(matches) <= MAX_ID_MATCHES else 'more than 10'} "
                f"records start with this id ({describe_matches(matches)}); give more characters",
                matches[:MAX_ID_MATCHES],
            )
        return matches[0]

    async def resolve_node_id(self, id_or_prefix: str | UUID, *, user_id: str, include_retired: bool = True) -> str:
        """The full id of the user's one node whose id starts with ``id_or_prefix`` (see resolve_id)."""
        match = await self.resolve_id(id_or_prefix, user_id=user_id, kinds=("node",), include_retired=include_retired)
        return match.id

    async def resolve_event_id(self, id_or_prefix: str | UUID, *, user_id: str) -> str:
        """The full id of the user's one event whose id starts with ``id_or_prefix`` (see resolve_id)."""
        return (await self.resolve_id(id_or_prefix, user_id=user_id, kinds=("event",))).id

    async def get_node(
        self, node_id: str | UUID, *, user_id: str | None = None, include_superseded: bool = False
    ) -> MemoryNode | None:
        """A node by id; retired nodes (superseded, deprecated, archived) only with include_superseded."""
        node = await self._db.read(storage.get_node, node_id, user_id)
        if node is None or (not include_superseded and node.lifecycle_state not in ACTIVE_STATES):
            return None
        return node

    async def get_nodes(
        self, node_ids: Sequence[str | UUID], *, user_id: str | None = None, include_superseded: bool = False
    ) -> dict[str, MemoryNode]:
        """Many nodes in one read, keyed by id; ids that are unknown, foreign or (without
        include_superseded) retired are absent."""
        nodes = await self._db.read(storage.get_nodes, node_ids, user_id)
        return {
            str(n.id): n for n in nodes if include_superseded or n.lifecycle_state in ACTIVE_STATES
        }

    async def get_event(self, event_id: str | UUID, *, user_id: str | None = None) -> Event | None:
        try:
            UUID(str(event_id))
        except ValueError:
            return None
        return await self._db.read(storage.get_event, event_id, user_id)

    async def get_events(
        self, user_id: str, *, session_id: str | None = None, limit: int = 100, offset: int = 0
    ) -> list[Event]:
        validation.user_id(user_id)
        if not 1 <= limit <= MAX_PAGE:
            raise ValueError(f"limit: must be between 1 and {MAX_PAGE}")
        if offset < 0:
            raise ValueError("offset: must not be negative")
        return await self._db.read(storage.list_events, user_id, session_id=session_id, limit=limit, offset=offset)

    async def query_nodes(
        self,
        *,
        user_id: str,
        node_type: NodeType | str | Sequence[NodeType | str] | None = None,
        scope: Scope | str | None = None,
        scopes: Sequence[Scope | str] | None = None,
        session_ids: Sequence[str] | None = None,
        lifecycle_states: Sequence[LifecycleState | str] | None = None,
        valid_at: datetime | None = None,
        min_confidence: float | None = None,
        min_salience: float | None = None,
        content_contains_any: Sequence[str] | None = None,
        created_before: datetime | None = None,
        oldest_first: bool = False,
        order_by: str = "created_at",
        limit: int = 100,
    ) -> list[MemoryNode]:
        """A bounded, filtered list (active states unless ``lifecycle_states`` says otherwise)."""
        validation.user_id(user_id)
        if not 1 <= limit <= MAX_PAGE:
            raise ValueError(f"limit: must be between 1 and {MAX_PAGE}")
        scope_list = _as_list(scopes, Scope, "scopes") or []
        if scope is not None:
            scope_list.append(validation.enum_value(Scope, scope, "scope"))
        states = _as_list(lifecycle_states, LifecycleState, "lifecycle_states") or sorted(ACTIVE_STATES)
        return await self._db.read(
            storage.query_nodes,
            user_id=user_id,
            node_types=_as_list(node_type, NodeType, "node_type"),
            scopes=scope_list or None,
            lifecycle_states=states,
            session_ids=session_ids,
            valid_at=validation.aware_datetime(valid_at, "valid_at"),
            min_confidence=validation.unit_interval(min_confidence, "min_confidence"),
            min_salience=validation.unit_interval(min_salience, "min_salience"),
            content_contains_any=content_contains_any,
            created_before=validation.aware_datetime(created_before, "created_before"),
            oldest_first=oldest_first,
            order_by=order_by,
            limit=limit,
        )

    async def scan_nodes(
        self,
        user_id: str,
        *,
        scope: Scope | str | Sequence[Scope | str] | None = None,
        node_type: NodeType | str | Sequence[NodeType | str] | None = None,
        lifecycle_states: Sequence[LifecycleState | str] | None = None,
        cursor: str | None = None,
        limit: int = 100,
    ) -> NodePage:
        """One page of a complete traversal in id order; follow ``next_cursor`` until has_more is False."""
        validation.user_id(user_id)
        if not 1 <= limit <= MAX_PAGE:
            raise ValueError(f"limit: must be between 1 and {MAX_PAGE}")
        nodes = await self._db.read(
            storage.scan_nodes,
            after_id=_cursor_id(cursor),
            limit=limit + 1,
            user_id=user_id,
            scopes=_as_list(scope, Scope, "scope"),
            node_types=_as_list(node_type, NodeType, "node_type"),
            lifecycle_states=_as_list(lifecycle_states, LifecycleState, "lifecycle_states"),
        )
        has_more = len(nodes) > limit
        nodes = nodes[:limit]
        return NodePage(nodes=nodes, has_more=has_more, next_cursor=str(nodes[-1].id) if has_more else None)

    async def page_nodes(
        self,
        user_id: str,
        *,
        sort: str = "updated",
        cursor: str | None = None,
        offset: int = 0,
        limit: int = 100,
        node_type: NodeType | str | Sequence[NodeType | str] | None = None,
        scope: Scope | str | Sequence[Scope | str] | None = None,
        lifecycle_states: Sequence[LifecycleState | str] | None = None,
        text: str | None = None,
    ) -> NodePage:
        """A page of nodes newest-updated first (or by ``created``, ``confidence``, ``id``).

        Pages by key, so paging a large namespace costs the same on page 1 and page 1000;
        ``offset`` jumps without a cursor (to the end of a list, say).
        """
        validation.user_id(user_id)
        if sort not in storage.NODE_SORTS:
            raise ValueError(f"sort: must be one of {', '.join(storage.NODE_SORTS)}")
        if not 1 <= limit <= MAX_PAGE:
            raise ValueError(f"limit: must be between 1 and {MAX_PAGE}")
        if offset < 0:
            raise ValueError("offset: must not be negative")
        nodes = await self._db.read(
            storage.page_nodes, sort=sort, after=_decode_page_cursor(sort, cursor), limit=limit + 1, offset=offset,
            user_id=user_id, scopes=_as_list(scope, Scope, "scope"), node_types=_as_list(node_type, NodeType, "node_type"),
            lifecycle_states=_as_list(lifecycle_states, LifecycleState, "lifecycle_states"),
            content_contains_any=[text] if text and text.strip() else None,
        )
        has_more = len(nodes) > limit
        nodes = nodes[:limit]
        next_cursor = page_cursor(sort, nodes[-1]) if has_more else None
        return NodePage(nodes=nodes, has_more=has_more, next_cursor=next_cursor, order=sort)

    async def iter_nodes(self, user_id: str, *, page_size: int = 500, **filters: Any) -> AsyncIterator[MemoryNode]:
        """Every matching node, page by page."""
        cursor = None
        while True:
            page = await self.scan_nodes(user_id, cursor=cursor, limit=page_size, **filters)
            for node in page.nodes:
                yield node
            if not page.has_more:
                return
            cursor = page.next_cursor

    async def count_nodes(
        self, user_id: str, *, lifecycle_states: Sequence[LifecycleState | str] | None = None, **filters: Any
    ) -> int:
        validation.user_id(user_id)
        return await self._db.read(
            storage.count_nodes, user_id=user_id,
            lifecycle_states=_as_list(lifecycle_states, LifecycleState, "lifecycle_states"), **filters,
        )

    async def list_users(self) -> list[str]:
        """Owners with at least one event in this pack (for a curator's user picker)."""
        rows = await self._db.read(lambda cur: cur.execute("SELECT DISTINCT user_id FROM events ORDER BY 1").fetchall())
        return [r[0] for r in rows]
