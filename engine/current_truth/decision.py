"""Update, contest or leave alone: the rule that turns two slots into a lifecycle decision.

False positives hurt more than misses (a wrong automatic supersede hides a true fact from
every agent), so only a clear update supersedes on its own: the same single-valued slot of
the same subject, a different value, a change cue in the newer statement, and an event time
not earlier than the old one; or a correction ("I meant ...", "at 8, not 7") of the same slot
when its cardinality is unknown. Anything else that still looks like a conflict (same
single-valued slot, different value, no cue; an attribute of unknown cardinality) is put to a
person as a contested pair, and only when the two memories are also similar in meaning.
Multi-valued attributes, other subjects, statements of the past and values of another kind
(a rent's amount against its due day) are left alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Callable, Sequence

from engine.current_truth.slot_table import StoredSlot
from engine.current_truth.slots import (
    ANY_ATTRIBUTE,
    ANY_VALUE,
    MULTI,
    SINGLE,
    STATUS_ATTRIBUTES,
    UNKNOWN,
    Slot,
    compatible_kinds,
    same_attribute,
    same_value,
)

SUPERSEDE, CONTEST = "supersede", "contest"
# Cosine similarity (MiniLM) two memories need before the check puts them to a person, or
# before a pronoun ("we raised it to ...") is read as naming an earlier quantity. 0.30 kept
# 35 of 36 true updates and dropped every unrelated pair in the research set.
SIMILAR = 0.30
# A pronoun with a change cue and a quantity ("we raised it to 26,000") shares few words with
# the statement it updates (0.28 for the renovation budget pair); the most similar earlier
# quantity of a compatible kind is taken when it clears this lower bar.
SIMILAR_PRONOUN = 0.20
# An attribute whose cardinality is not known contests only when the memories are close.
SIMILAR_UNKNOWN = 0.50
_STRUCTURED = ("money", "number", "date", "weekday", "time")


@dataclass(frozen=True)
class Decision:
    action: str  # SUPERSEDE | CONTEST
    old_id: str  # the memory that loses (is superseded) or the first of a contested pair
    new_id: str  # the memory that replaces it, or the second of the pair
    old: Slot
    new: Slot
    attribute: str

    def reason(self) -> str:
        subject = "owner" if self.new.subject == "owner" else self.new.subject
        if self.action == SUPERSEDE:
            if self.new.negated:
                return f"update of {subject}'s {self.attribute}: {self.old.display!r} no longer holds"
            return f"update of {subject}'s {self.attribute}: {self.old.display!r} -> {self.new.display!r}"
        if self.new.negated:  # "Greta is on parental leave" after "My manager is Greta"
            return f"conflict on {subject}'s {self.attribute}: {self.old.display!r} may no longer hold"
        return f"conflict on {subject}'s {self.attribute}: {self.old.display!r} vs {self.new.display!r}"


_SCHEDULE = ("weekday", "time")


def _cardinality(a: Slot, b: Slot) -> str:
    kinds = {a.cardinality, b.cardinality}
    if MULTI in kinds:
        return MULTI
    if SINGLE in kinds:
        return SINGLE
    # A recurring thing named once ("the weekly sync is on Mondays" ... "moved to Tuesdays")
    # has one schedule at a time.
    if a.kind in _SCHEDULE and b.kind in _SCHEDULE:
        return SINGLE
    return UNKNOWN


def decide(
    new_id: str,
    new_slots: Sequence[Slot],
    stated_at: datetime,
    candidates: Sequence[StoredSlot],
    similarity: Callable[[str], float],
) -> list[Decision]:
    """Decisions for one new memory against the current slots of the same subjects.

    ``similarity(node_id)`` gives the cosine between the new memory and a candidate; it is
    only asked for when a decision depends on it."""
    decisions: list[Decision] = []
    decided: set[str] = set()
    contested = False
    for new in new_slots:
        if new.past:
            continue  # history: valid before the current value, never an update of it
        # Newest first: a memory is contested at most once, with the latest value it conflicts with.
        for cand in reversed(_matches(new, candidates, similarity)):
            if cand.node_id in decided:
                continue
            decision = _decide_pair(new_id, new, stated_at, cand, similarity, allow_contest=not contested)
            if decision is not None:
                decided.add(cand.node_id)
                decisions.append(decision)
                contested = contested or decision.action == CONTEST
    return decisions


def _matches(new: Slot, candidates: Sequence[StoredSlot], similarity: Callable[[str], float]) -> list[StoredSlot]:
    same_subject = [c for c in candidates if c.slot.subject == new.subject and not c.slot.past]
    if new.attribute == ANY_ATTRIBUTE:  # "I sold the Honda": whatever held the Honda
        return [c for c in same_subject if c.slot.attribute not in ("", ANY_ATTRIBUTE)
                and not c.slot.negated and same_value(c.slot.value, new.value)]
    if new.attribute == "":  # "we raised it to 26,000": the latest quantity of that kind it resembles
        if new.kind not in _STRUCTURED and not new.kind.startswith("quantity:"):
            return []
        pool = [c for c in same_subject if c.slot.attribute not in ("", ANY_ATTRIBUTE)
                and c.slot.cardinality != MULTI and compatible_kinds(c.slot.kind, new.kind)]
        scored = sorted(((similarity(c.node_id), i) for i, c in enumerate(pool)), reverse=True)
        if scored and scored[0][0] >= SIMILAR_PRONOUN:
            return [pool[scored[0][1]]]
        return []
    return [c for c in same_subject if same_attribute(c.slot.attribute, new.attribute)]


def _decide_pair(
    new_id: str, new: Slot, stated_at: datetime, cand: StoredSlot, similarity: Callable[[str], float],
    *, allow_contest: bool = True,
) -> Decision | None:
    old = cand.slot
    attribute = old.attribute if new.attribute in ("", ANY_ATTRIBUTE) or len(old.attribute) > len(new.attribute) \
        else new.attribute
    later = stated_at >= cand.stated_at
    if new.attribute == ANY_ATTRIBUTE or new.negated:
        if old.negated or not (new.value == ANY_VALUE or same_value(old.value, new.value)):
            return None
        if new.change and later:
            return Decision(SUPERSEDE, cand.node_id, new_id, old, new, attribute)
        return _contest(new_id, new, cand, attribute, similarity, SIMILAR) if allow_contest else None
    if old.negated:
        return None
    if not compatible_kinds(old.kind, new.kind):
        return None  # another facet of the same thing (an amount and a weekday)
    if same_value(old.value, new.value):
        return None  # said again
    cardinality = SINGLE if new.attribute == "" else _cardinality(old, new)
    if cardinality == MULTI:
        return None
    # A correction ("I meant ...", "at 8, not 7") replaces the value it names wrong, whatever the
    # attribute's cardinality is known to be.
    if (cardinality == SINGLE and new.change or cardinality == UNKNOWN and new.corrects) and later:
        # A person may be deciding the old value already: the update then waits for that
        # decision (check._apply) and is applied to what they keep.
        return Decision(SUPERSEDE, cand.node_id, new_id, old, new, attribute)
    if cardinality == SINGLE and old.change and not later:
        # Event time orders statements, not arrival: an earlier statement captured after its
        # update (an out-of-order import or inbox batch) is replaced by the stored, later one.
        if cand.state == "contested":
            return None
        return Decision(SUPERSEDE, new_id, cand.node_id, new, old, attribute)
    if cardinality == UNKNOWN and old.kind == new.kind == "text":
        return None  # "my art is about my story": descriptions of something, not values of it
    if not allow_contest:
        return None
    if attribute in STATUS_ATTRIBUTES:  # "single" and "engaged" exclude each other whatever else is said
        threshold = 0.0
    else:
        threshold = SIMILAR if cardinality == SINGLE else SIMILAR_UNKNOWN
    return _contest(new_id, new, cand, attribute, similarity, threshold)


def _contest(new_id: str, new: Slot, cand: StoredSlot, attribute: str, similarity: Callable[[str], float],
             threshold: float) -> Decision | None:
    """A contested pair, when the memories are close enough and the earlier one is in no contest
    already (one open contradiction per memory: a third value said without a cue is left to the
    comparison by meaning, which waits for the decision on an owner's note, fallback.find)."""
    if cand.state == "contested" or similarity(cand.node_id) < threshold:
        return None
    return Decision(CONTEST, cand.node_id, new_id, cand.slot, new, attribute)
