"""Stage 1: query analysis (intent, entities, temporal signals, current-state wording).

Intent is the first pattern that matches, in the seed's order: entity lookup,
temporal, relational, factual, then semantic. Dates in the query guide ranking;
they never impose a cutoff (time_from/time_to do that, and only when given).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from uuid import uuid4

from engine.lexical_index import STOPWORDS, query_terms
from engine.retrieval.models import QueryAnalysis
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


def _temporal_signals(query: str, reference: datetime) -> list[dict]:
    signals: list[dict] = []
    lowered = query.lower()
    for m in re.finditer(r"\b(19|20)\d\d\b", query):
        signals.append({"type": "year", "value": m.group(0), "resolved": m.group(0)})
    for name, number in _MONTHS.items():
        if re.search(rf"\b{name}\b", lowered):
            signals.append({"type": "month", "value": name, "resolved": number})
    relative = {"yesterday": -1, "today": 0, "tomorrow": 1}
    for word, days in relative.items():
        if re.search(rf"\b{word}\b", lowered):
            signals.append({"type": "relative_day", "value": word,
                            "resolved": (reference + timedelta(days=days)).date().isoformat()})
    for m in re.finditer(r"\blast\s+(week|month|year)\b", lowered):
        span = {"week": 7, "month": 30, "year": 365}[m.group(1)]
        signals.append({"type": "relative_span", "value": m.group(0),
                        "resolved": (reference - timedelta(days=span)).date().isoformat()})
    for m in re.finditer(r"\b(\d+)\s+(day|week|month|year)s?\s+ago\b", lowered):
        span = {"day": 1, "week": 7, "month": 30, "year": 365}[m.group(2)] * int(m.group(1))
        signals.append({"type": "relative_span", "value": m.group(0),
                        "resolved": (reference - timedelta(days=span)).date().isoformat()})
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
    return QueryAnalysis(
        query=query, intent=intent, entities=_entities(query),
        temporal_signals=_temporal_signals(query, reference_time), time_from=time_from, time_to=time_to,
        reference_time=reference_time, retrieval_mode=mode, current_state=bool(_CURRENT.search(query)),
        aggregation=bool(_AGGREGATION.search(query)),
        lexical_terms=query_terms(query), request_id=uuid4(),
    )
