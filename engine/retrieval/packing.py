"""Stage 6: greedy packing into a token budget, and rendering the context.

The budget is checked against the tiktoken count of the whole rendered output,
headings and envelope included. Records keep their complete text or drop to an
explicit metadata line (KEY_VALUE) or a bare reference (REFERENCE); text is never
sliced. ``min_fidelity`` excludes records that would fit only below it. Before packing,
``worth_packing`` leaves out the near-zero tail and entity names the query does not ask about.

What is current leads: the sections of current memories come in the order of their best-ranked
entry, so the context opens with the top result; a memory that is no longer current (EXPLICIT mode, or history at
``knowledge_at``) goes to the "No longer current" section after every current one, marked
with when it stopped being true; a partly replaced memory is placed no earlier than its
replacement and never at a higher fidelity than it, and is left out when its replacement
did not fit. An older statement is likewise placed no earlier than a later one it follows
(currency.py's order-only links), so a disputed update is not preceded by the old value.
"""

from __future__ import annotations

import json
import re
from typing import Sequence

from engine.retrieval.config import PackingConfig
from engine.retrieval.models import MemoryBundle, PackedEntry, RetrievalCandidate
from engine.retrieval.value_bindings import VisibleValueBinding, bindings_of, merge_visible
from engine.tokens import TokenCounter
from engine.types import LifecycleState, NodeType, RepresentationLevel

SECTION_ORDER = ("entity_snapshots", "stable_facts", "recent_decisions", "active_tasks", "contested_claims",
                 "history", "provenance_refs")
# Sections of what is current come in the order of their best-ranked entry, so the context opens
# with the top result whatever kind it is (a disputed update ranked first is not preceded by an
# older memory that happens to be filed under "Memories"); these two always close it.
_CLOSING_SECTIONS = ("history", "provenance_refs")
SECTION_TITLES = {
    "entity_snapshots": "Entities", "stable_facts": "Memories", "recent_decisions": "Decisions",
    "active_tasks": "Active tasks", "contested_claims": "Contested claims (disputed; weigh both sides)",
    "history": "No longer current (history; each marked with when it stopped being true)",
    "provenance_refs": "Further references (text not included)",
}
_TEXT_LEVELS = (RepresentationLevel.FULL, RepresentationLevel.PROSE, RepresentationLevel.STRUCTURED)
# The levels tried, best first; PROSE and STRUCTURED pack the same complete text as FULL.
_TRY_LEVELS = (RepresentationLevel.FULL, RepresentationLevel.KEY_VALUE, RepresentationLevel.REFERENCE)
_TAGGED_EPISTEMIC = {"hypothetical", "conditional", "inferred", "unverified", "deprecated"}
# What a record packed without its text says in place of the text, so that no format hands a
# model an entry whose text is null or empty.
TEXT_LEFT_OUT = "(text not included)"


def section_for(c: RetrievalCandidate, level: RepresentationLevel) -> str:
    if level is RepresentationLevel.REFERENCE:
        return "provenance_refs"
    if not c.current:
        return "history"
    if c.node.lifecycle_state is LifecycleState.CONTESTED:
        return "contested_claims"
    return {
        NodeType.ENTITY: "entity_snapshots", NodeType.DECISION: "recent_decisions", NodeType.TASK: "active_tasks",
    }.get(c.node.node_type, "stable_facts")


def _date(c: RetrievalCandidate) -> str:
    when = c.node.event_time or c.node.created_at
    return when.strftime("%Y-%m-%d %H:%M")


def _until(c: RetrievalCandidate) -> str | None:
    until = c.valid_until
    return until.strftime("%Y-%m-%d") if until is not None else None


def _tags(c: RetrievalCandidate) -> list[str]:
    tags = []
    if c.node.lifecycle_state is LifecycleState.CONTESTED:
        tags.append("contested")
    elif c.node.lifecycle_state not in (LifecycleState.TENTATIVE, LifecycleState.STABLE):
        until = _until(c)
        tags.append(f"{c.node.lifecycle_state.value}, valid until {until}" if until else c.node.lifecycle_state.value)
    elif c.partly_replaced:
        # An entity only retired memories mention is not itself wrong, just no longer in play.
        tags.append("only in past memories" if c.node.node_type is NodeType.ENTITY else "partly outdated")
    # "deprecated" once: a deprecated memory's lifecycle tag says it already.
    if c.node.epistemic_type.value in _TAGGED_EPISTEMIC and c.node.epistemic_type.value != c.node.lifecycle_state.value:
        tags.append(c.node.epistemic_type.value)
    return tags


def _speaker_prefix_needed(c: RetrievalCandidate) -> str | None:
    speaker = c.node.speaker
    if not speaker:
        return None
    text = c.node.content.lstrip()
    if text.startswith("(") or text.startswith("["):
        close = text.find(")" if text[0] == "(" else "]")
        if close != -1:
            text = text[close + 1:].lstrip()
    return None if text.startswith(f"{speaker}:") else speaker


def _reader_line(e: PackedEntry, citations: bool) -> str:
    c = e.candidate
    cite = f"[{e.ref}] " if citations else ""
    tags = "".join(f" ({t})" for t in _tags(c))
    if e.representation is RepresentationLevel.REFERENCE:
        return f"- {cite}memory {c.node.id}{tags}"
    if e.representation is RepresentationLevel.KEY_VALUE:
        who = f", speaker {json.dumps(c.node.speaker, ensure_ascii=False)}" if c.node.speaker else ""
        return f"- {cite}[{_date(c)}]{tags} {c.node.node_type.value} memory {c.node.id}{who} {TEXT_LEFT_OUT}"
    speaker = _speaker_prefix_needed(c)
    who = f"{json.dumps(speaker, ensure_ascii=False)}: " if speaker else ""
    return f"- {cite}[{_date(c)}]{tags} {who}{json.dumps(c.node.content, ensure_ascii=False)}"


def _record(e: PackedEntry) -> dict:
    c = e.candidate
    rec: dict = {"id": str(c.node.id), "ref": e.ref, "type": c.node.node_type.value,
                 "state": c.node.lifecycle_state.value, "epistemic": c.node.epistemic_type.value,
                 "date": _date(c), "representation": e.representation.value}
    if c.node.speaker:
        rec["speaker"] = c.node.speaker
    if c.conflict_flag and c.contradicts_id:
        rec["contradicts"] = c.contradicts_id
    if not c.current:
        rec["current"] = False
        rec["valid_until"] = _until(c)
    if c.replaced_by:
        rec["replaced_by"] = list(c.replaced_by)
        if c.partly_replaced:
            rec["partly_replaced"] = True
    rec["text"] = c.node.content if e.representation in _TEXT_LEVELS else TEXT_LEFT_OUT
    return rec


def _compact_row(e: PackedEntry) -> list:
    c = e.candidate
    text = c.node.content if e.representation in _TEXT_LEVELS else TEXT_LEFT_OUT
    return [e.ref, c.node.node_type.value, _date(c), ",".join(_tags(c)) or None, text]


def render_entries(entries: Sequence[PackedEntry], fmt: str, *, citations: bool = False) -> str:
    if not entries:
        return ""
    grouped: dict[str, list[PackedEntry]] = {}
    for e in entries:
        grouped.setdefault(e.section, []).append(e)
    order = section_order(entries)
    if fmt == "reader":
        blocks = []
        for name in order:
            lines = [f"## {SECTION_TITLES[name]}"] + [_reader_line(e, citations) for e in grouped[name]]
            blocks.append("\n".join(lines))
        return "\n\n".join(blocks)
    if fmt == "auditable":
        body = {name: [_record(e) for e in grouped[name]] for name in order}
        return json.dumps({"format": "prme.auditable.v1", "sections": body}, ensure_ascii=False,
                          separators=(",", ":"))
    if fmt == "compact":
        rows = {name: [_compact_row(e) for e in grouped[name]] for name in order}
        refs = {e.ref: str(e.candidate.node.id) for e in entries}
        return json.dumps({"format": "prme.compact.v1", "schema": ["ref", "type", "date", "tags", "text"],
                           "sections": rows, "refs": refs}, ensure_ascii=False, separators=(",", ":"))
    raise ValueError(f"context_format: must be reader, auditable or compact, not {fmt!r}")


def section_order(entries: Sequence[PackedEntry]) -> list[str]:
    """The sections ``entries`` fill, in the order they are rendered."""
    opened = list(dict.fromkeys(e.section for e in entries))
    return sorted(opened, key=lambda name: _section_position(name, opened))


def _section_position(name: str, opened: list[str]) -> int:
    """Where ``name`` is rendered among the sections ``opened`` so far (in rank order); a section
    not opened yet comes after them."""
    if name in _CLOSING_SECTIONS:
        return len(SECTION_ORDER) + _CLOSING_SECTIONS.index(name)
    current = [s for s in opened if s not in _CLOSING_SECTIONS]
    return current.index(name) if name in current else len(current)


_ENTRY_PAD = {"reader": 1, "auditable": 1, "compact": 8}


def _entry_text(e: PackedEntry, fmt: str, citations: bool) -> str:
    if fmt == "reader":
        return _reader_line(e, citations)
    if fmt == "auditable":
        return json.dumps(_record(e), ensure_ascii=False, separators=(",", ":"))
    return json.dumps(_compact_row(e), ensure_ascii=False, separators=(",", ":"))


_NAME_BOUNDARY = r"(?<![\w]){}(?![\w])"
_SENTENCE_MARK = re.compile(r"[:;.!?,(]")


def _bare_name(text: str) -> bool:
    """A name and nothing more ("Journal", "Holmes Place"): a few words, no sentence."""
    text = text.strip()
    return len(text.split()) <= 4 and not _SENTENCE_MARK.search(text.rstrip("."))


def worth_packing(
    ranked: Sequence[RetrievalCandidate], query: str, *, min_relative_score: float
) -> tuple[list[RetrievalCandidate], dict[str, str]]:
    """The results that earn a place in the context, and why the others do not.

    Left out, for every caller: a current result scoring under ``min_relative_score`` x the
    best result's score (the tail that only fills the budget; history, which EXPLICIT mode
    and ``knowledge_at`` ask for and whose weight is lowered on purpose, stays), and an
    entity that is a bare name the query does not mention: "Journal" or "EUR" says nothing
    the memories that mention it do not. An entity with a description, or one the question
    names, stays. They remain in the ranking.
    """
    top = max((r.score for r in ranked), default=0.0)
    floor = min_relative_score * top if top > 0 else float("-inf")
    kept: list[RetrievalCandidate] = []
    left_out: dict[str, str] = {}
    for r in ranked:
        if r.score < floor and r.current:
            left_out[r.node_id] = "low_score"
        elif r.node.node_type is NodeType.ENTITY and _bare_name(r.node.content) and not re.search(
                _NAME_BOUNDARY.format(re.escape(r.node.content.strip())), query, re.I):
            left_out[r.node_id] = "entity_not_asked"
        else:
            kept.append(r)
    return kept, left_out


def pack(
    ranked: Sequence[RetrievalCandidate], *, config: PackingConfig, counter: TokenCounter,
    token_budget: int, min_fidelity: RepresentationLevel,
) -> MemoryBundle:
    fmt, citations = config.context_format, config.context_citations
    limit = max(0, token_budget - config.overhead_tokens)
    allowed = [lv for lv in _TRY_LEVELS if lv.rank >= min_fidelity.rank]
    # Section headings and the envelope are paid once; reserve the most a full render can use.
    header_reserve = {"reader": 16, "auditable": 24, "compact": 40}[fmt]
    entries: list[PackedEntry] = []
    excluded: list[str] = []
    used = header_reserve
    full = False
    placed_by_id: dict[str, PackedEntry] = {}
    opened: list[str] = []  # the sections entries fill, in the order they were opened
    for c in ranked:
        placed = None
        if full:
            # Even a bare reference no longer fits: counting the rest would only cost time.
            excluded.append(str(c.node.id))
            continue
        levels, floor_section = _levels_after_replacements(c, allowed, placed_by_id, opened)
        if levels is None:
            excluded.append(str(c.node.id))  # its replacement did not fit: it must not lead
            continue
        for level in levels:
            if not c.node.content.strip() and level in _TEXT_LEVELS:
                continue  # blank text is not a full record
            section = section_for(c, level)
            if floor_section is not None and level is not RepresentationLevel.REFERENCE:
                section = max(section, floor_section, key=lambda name: _section_position(name, opened))
            e = PackedEntry(ref=f"m{len(entries) + 1}", section=section, representation=level,
                            candidate=c)
            cost = counter.count(_entry_text(e, fmt, citations)) + _ENTRY_PAD[fmt]
            cost += 6 if e.section not in {x.section for x in entries} else 0
            if used + cost <= limit:
                placed, used = e, used + cost
                break
        if placed is None:
            excluded.append(str(c.node.id))
            full = RepresentationLevel.REFERENCE in allowed
        else:
            entries.append(placed)
            placed_by_id[str(c.node.id)] = placed
            if placed.section not in opened:
                opened.append(placed.section)

    # The estimate is only a guide: the exact count of the whole output decides.
    rendered = render_entries(entries, fmt, citations=citations)
    tokens = counter.count(rendered)
    while entries and tokens > limit:
        dropped = entries.pop()
        excluded.append(str(dropped.candidate.node.id))
        rendered = render_entries(entries, fmt, citations=citations)
        tokens = counter.count(rendered)
    for e in entries:
        e.candidate.representation = e.representation
    sections: dict[str, list[RetrievalCandidate]] = {}
    for e in entries:
        sections.setdefault(e.section, []).append(e.candidate)
    excluded_set = set(excluded)
    return MemoryBundle(
        sections=sections, entries=entries, included_count=len(entries),
        excluded_ids=[str(c.node.id) for c in ranked if str(c.node.id) in excluded_set],
        tokens_used=tokens, token_budget=token_budget, budget_remaining=max(0, limit - tokens),
        overhead_tokens=config.overhead_tokens, min_fidelity=min_fidelity, context_format=fmt,
        context_citations=citations, tokenizer=counter.name, rendered_context=rendered,
        context_references={e.ref: str(e.candidate.node.id) for e in entries} if citations else {},
    )


def _levels_after_replacements(
    c: RetrievalCandidate, allowed: list[RepresentationLevel], placed: dict[str, PackedEntry], opened: list[str]
) -> tuple[list[RepresentationLevel] | None, str | None]:
    """The levels a replaced memory may take (none above its replacements') and the section it
    must not precede (nor that of a later statement it follows), given the sections ``opened``
    so far; (None, None) when a replacement is missing from the context."""
    def last(sections: list[str]) -> str | None:
        return max(sections, key=lambda name: _section_position(name, opened)) if sections else None

    later = [placed[r].section for r in c.follows if r in placed]
    if not c.replaced_by:
        return allowed, last(later)
    reps = [placed.get(r) for r in c.replaced_by]
    if any(r is None for r in reps):
        return None, None
    cap = min(r.representation.rank for r in reps)  # type: ignore[union-attr]
    return [lv for lv in allowed if lv.rank <= cap], last([r.section for r in reps] + later)  # type: ignore[union-attr]


def visible_bindings(entries: Sequence[PackedEntry]) -> list[VisibleValueBinding]:
    """Bindings of records packed with their text whose presentation survived rendering."""
    pairs = []
    for e in entries:
        if e.representation not in _TEXT_LEVELS:
            continue
        for b in bindings_of(e.candidate.node.metadata):
            # The presentation must be in the packed record's own text (the node text is
            # checked, not the rendered string, whose JSON escaping may change quotes).
            if b.presentation in e.candidate.node.content:
                pairs.append((str(e.candidate.node.id), b))
    return merge_visible(pairs)
