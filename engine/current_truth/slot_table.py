"""The durable slot table: what the update check read from each memory (schema v3).

Rows are written in the memory's own transaction; a retired memory's rows stay (they are
history), candidates are joined with the node's current lifecycle state. The one change a
row sees is ``replaced_by``: a note that stays current for its other facts has the slot
that was updated marked, so it is not a candidate again.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Iterable, Sequence

from engine.current_truth.slots import Slot
from engine.schema import from_db_time, to_db_time
from engine.storage import uuid_list

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
    row = "(?::UUID, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    params: list[Any] = []
    for s in slots:
        params += [node_id, user_id, scope, s.subject, s.attribute, s.value, s.display, s.kind, s.cardinality,
                   s.change, s.past, s.negated, s.sentence, to_db_time(stated_at)]
    # One statement for all of a memory's slots (executemany pays per row).
    cur.execute(f"INSERT INTO memory_slots ({_COLUMNS}) VALUES {', '.join(row for _ in slots)}", params)


def has_rows(cur: Any, node_id: str) -> bool:
    return cur.execute("SELECT count(*) FROM memory_slots WHERE node_id = ?", [node_id]).fetchone()[0] > 0


def of_nodes(cur: Any, node_ids: Iterable[str]) -> dict[str, list[Slot]]:
    ids = [str(n) for n in node_ids]
    if not ids:
        return {}
    rows = cur.execute(
        f"SELECT CAST(s.node_id AS VARCHAR), {_SLOT_FIELDS} FROM memory_slots s "
        f"WHERE s.node_id IN ({uuid_list(ids)}) ORDER BY s.sentence"
    ).fetchall()
    found: dict[str, list[Slot]] = {}
    for row in rows:
        found.setdefault(row[0], []).append(_slot(row[1:]))
    return found


def candidates(cur: Any, user_id: str, scope: str, subjects: Sequence[str], exclude: Sequence[str]) -> list[StoredSlot]:
    """Slots of the user's current memories (same scope) about ``subjects``, oldest first.

    Two point reads rather than a join, so the cost follows the user's slots about these
    subjects, not the size of the pack."""
    if not subjects:
        return []
    rows = cur.execute(
        f"SELECT CAST(s.node_id AS VARCHAR), {_SLOT_FIELDS}, s.stated_at FROM memory_slots s "
        f"WHERE s.user_id = ? AND s.subject IN ({', '.join('?' for _ in subjects)}) AND s.scope = ? "
        "AND s.replaced_by IS NULL ORDER BY s.stated_at, s.node_id, s.sentence",
        [user_id, *subjects, scope],
    ).fetchall()
    excluded = set(exclude)
    rows = [r for r in rows if r[0] not in excluded]
    if not rows:
        return []
    states = dict(cur.execute(
        f"SELECT CAST(id AS VARCHAR), lifecycle_state FROM nodes WHERE id IN ({uuid_list({r[0] for r in rows})})"
    ).fetchall())
    return [StoredSlot(node_id=r[0], slot=_slot(r[1:11]), stated_at=from_db_time(r[11]), state=states[r[0]])
            for r in rows if states.get(r[0]) in CURRENT_STATES]


def mark_replaced(cur: Any, node_id: str, values: Sequence[str], replacement_id: str) -> None:
    """Mark the slots of ``node_id`` holding one of ``values`` as replaced by ``replacement_id``."""
    from engine.current_truth.slots import same_value

    rows = cur.execute(
        "SELECT rowid, value FROM memory_slots WHERE node_id = ? AND replaced_by IS NULL", [node_id]
    ).fetchall()
    for rowid, value in rows:
        if any(same_value(value, v) for v in values):
            cur.execute("UPDATE memory_slots SET replaced_by = ? WHERE rowid = ?", [replacement_id, rowid])
