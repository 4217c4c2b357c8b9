"""Stage 1: query analysis (intent, entities, temporal signals, current-state wording).

Intent is the first pattern that matches, in the seed's order: entity lookup,
temporal, relational, factual, then semantic. The time a query states is resolved
against the reference time (temporal.py) into a window that guides ranking; it never
imposes a cutoff (time_from/time_to and event_time_from/to do that, and only when given).
"""

from __future__ import annotations

import re
from datetime import datetime
from uuid import uuid4

from engine.lexical_index import STOPWORDS, query_terms
from engine.retrieval.models import QueryAnalysis
from engine.retrieval.temporal import QueryTime, parse_query_time
from engine.types import QueryIntent, RetrievalMode

_MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"])}

_ENTITY_LOOKUP = re.compile(r"^\s*(who\s+is|who\s+was|tell\s+me\s+about|what\s+do\s+(you|we|i)\s+know\s+about)\b", re.I)
_TEMPORAL = re.compile(
    r"\b(when|what\s+time|what\s+date|which\s+(day|month|year)|how\s+long|since\s+when|yesterday|today|"
    r"tomorrow|last\s+(week|month|year|night)|next\s+(week|month|year)|ago|recently|before|after|"
    r"(19|20)\d\d|" + "|".join(_MONTHS) + r")\b", re.I)
_RELATIONAL = re.compile(r"\b(relationship|related\s+to|connected|between\s+\w+\s+and|relate|link(ed)?\s+to)\b", re.I)
_FACTUAL = re.compile(r"^\s*(what|which|where|who|how\s+(many|much)|is|are|does|do|did|has|have)\b", re.I)
_CURRENT = re.compile(r"\b(current(ly)?|now|latest|still|these\s+days|anymore|nowadays|at\s+the\s+moment)\b", re.I)
_AGGREGATION = re.compile(
    r"\b(how\s+many|how\s+often|what\s+(kinds?|types?|sorts?)\s+of|all\s+the|list\s+(of|all)|"
    r"(what|which)\s+\w+s\s+(has|have|did|does|do)|in\s+what\s+ways)\b", re.I)
_NAME = re.compile(r"\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*")
_QUESTION_WORDS = {"what", "when", "where", "who", "why", "how", "which", "is", "are", "do", "does", "did",
                   "would", "could", "should", "can", "will", "has", "have", "tell", "i"}


def _entities(query: str) -> list[str]:
    out: list[str] = []
    for match in _NAME.finditer(query):
        words = [w for w in match.group(0).split() if w.lower() not in _QUESTION_WORDS]
        while words and words[0].lower() in STOPWORDS:
            words.pop(0)
        name = " ".join(words).rstrip("'’s").strip()
        if name and name.lower() not in STOPWORDS and name.lower() not in _MONTHS and name not in out:
            out.append(name)
    return out


def _temporal_signals(when: QueryTime) -> list[dict]:
    """The parsed time as plain records (kept in receipts and shown by the Playground)."""
    signals: list[dict] = []
    if when.window is not None:
        w = when.window
        days = (w.end - w.start).days
        kind = "day" if days <= 1 else "month" if 28 <= days <= 31 and w.start.day == 1 else \
            "year" if days in (365, 366) and w.start.month == 1 and w.start.day == 1 else "span"
        signals.append({"type": kind, "value": w.text, "resolved": w.start.date().isoformat(),
                        "start": w.start.isoformat(), "end": w.end.isoformat()})
    if when.offset is not None:
        signals.append({"type": "event_offset", "value": when.offset.text, "days": when.offset.days,
                        "anchor": when.offset.anchor})
    if when.asks_when:
        signals.append({"type": "asks_when"})
    return signals


def analyze(
    query: str, *, reference_time: datetime, mode: RetrievalMode = RetrievalMode.DEFAULT,
    time_from: datetime | None = None, time_to: datetime | None = None,
) -> QueryAnalysis:
    if _ENTITY_LOOKUP.search(query):
        intent = QueryIntent.ENTITY_LOOKUP
    elif _TEMPORAL.search(query):
        intent = QueryIntent.TEMPORAL
    elif _RELATIONAL.search(query):
        intent = QueryIntent.RELATIONAL
    elif _FACTUAL.search(query):
        intent = QueryIntent.FACTUAL
    else:
        intent = QueryIntent.SEMANTIC
    when = parse_query_time(query, reference_time)
    return QueryAnalysis(
        query=query, intent=intent, entities=_entities(query),
        temporal_signals=_temporal_signals(when), time_from=time_from, time_to=time_to,
        window_from=when.window.start if when.window else None, window_to=when.window.end if when.window else None,
        asks_when=when.asks_when,
        reference_time=reference_time, retrieval_mode=mode, current_state=bool(_CURRENT.search(query)),
        aggregation=bool(_AGGREGATION.search(query)),
        lexical_terms=query_terms(query), request_id=uuid4(),
    )
