"""The durable slot table: what the update check read from each memory (schema v3).

Rows are written in the memory's own transaction and never change; a retired memory's rows
stay (they are history), candidates are joined with the node's current lifecycle state.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Iterable, Sequence

from engine.current_truth.slots import Slot
from engine.schema import from_db_time, to_db_time

_COLUMNS = (
    "node_id, user_id, scope, subject, attribute, value, display, kind, cardinality, change, past, negated, "
    "sentence, stated_at"
)
_SLOT_FIELDS = "s.subject, s.attribute, s.value, s.display, s.kind, s.cardinality, s.change, s.past, s.negated, s.sentence"
# States a memory can still be updated or contested in.
CURRENT_STATES = ("tentative", "stable", "contested")


@dataclass(frozen=True)
class StoredSlot:
    node_id: str
    slot: Slot
    stated_at: datetime
    state: str


def _slot(row: Sequence[Any]) -> Slot:
    return Slot(subject=row[0], attribute=row[1], value=row[2], display=row[3], kind=row[4], cardinality=row[5],
                change=bool(row[6]), past=bool(row[7]), negated=bool(row[8]), sentence=int(row[9]))


def insert(cur: Any, node_id: str, user_id: str, scope: str, slots: Sequence[Slot], stated_at: datetime) -> None:
    if not slots:
        return
    cur.executemany(
        f"INSERT INTO memory_slots ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [[node_id, user_id, scope, s.subject, s.attribute, s.value, s.display, s.kind, s.cardinality, s.change,
          s.past, s.negated, s.sentence, to_db_time(stated_at)] for s in slots],
    )


def has_rows(cur: Any, node_id: str) -> bool:
    return cur.execute("SELECT count(*) FROM memory_slots WHERE node_id = ?", [node_id]).fetchone()[0] > 0


def of_nodes(cur: Any, node_ids: Iterable[str]) -> dict[str, list[Slot]]:
    ids = [str(n) for n in node_ids]
    if not ids:
        return {}
    rows = cur.execute(
        f"SELECT CAST(s.node_id AS VARCHAR), {_SLOT_FIELDS} FROM memory_slots s "
        "WHERE s.node_id IN (SELECT unnest(?::UUID[])) ORDER BY s.sentence",
        [ids],
    ).fetchall()
    found: dict[str, list[Slot]] = {}
    for row in rows:
        found.setdefault(row[0], []).append(_slot(row[1:]))
    return found


def candidates(cur: Any, user_id: str, scope: str, subjects: Sequence[str], exclude: Sequence[str]) -> list[StoredSlot]:
    """Slots of the user's current memories (same scope) about ``subjects``, oldest first."""
    if not subjects:
        return []
    rows = cur.execute(
        f"SELECT CAST(s.node_id AS VARCHAR), {_SLOT_FIELDS}, s.stated_at, n.lifecycle_state "
        "FROM memory_slots s JOIN nodes n ON n.id = s.node_id "
        "WHERE s.user_id = ? AND s.scope = ? AND s.subject IN (SELECT unnest(?::VARCHAR[])) "
        "AND n.lifecycle_state IN (SELECT unnest(?::VARCHAR[])) "
        "AND CAST(s.node_id AS VARCHAR) NOT IN (SELECT unnest(?::VARCHAR[])) "
        "ORDER BY s.stated_at, s.node_id, s.sentence",
        [user_id, scope, list(subjects), list(CURRENT_STATES), list(exclude)],
    ).fetchall()
    return [StoredSlot(node_id=r[0], slot=_slot(r[1:11]), stated_at=from_db_time(r[11]), state=r[12]) for r in rows]
