"""Dates in a query, resolved against ``reference_time`` into the window the query asks about.

"in May 2023", "on 8 May", "between August 11 and August 15 2023", "in 2022", "yesterday",
"last weekend", "three weeks ago", "this month": each becomes a half-open window
[start, end) of UTC datetimes. A date without a year is the latest such date at or before
the reference time. "two weeks before the trip" is relative to an event, not to now: it is
kept as an offset from an anchor phrase, resolved later against the memories that match
the anchor (``resolve_anchor``). "when did ...", "what year ...", "how long ago ..." ask for a
time rather than state one (``asks_when``).

Retrieval uses the window two ways (operations.py, scoring.py): memories whose event time
falls in it are searched as a candidate path of their own, and every candidate's score gets an
affinity to it that is 1 inside and decays with the distance outside. Nothing here knows
about any data set: the patterns are the ways English writes dates.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Sequence

from engine.lexical_index import query_terms
from engine.retrieval.config import ScoringWeights
from engine.retrieval.models import QueryAnalysis, RetrievalCandidate

_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
                "october", "november", "december")
MONTHS = {name: i + 1 for i, name in enumerate(_MONTH_NAMES)}
MONTHS.update({name[:3]: i + 1 for i, name in enumerate(_MONTH_NAMES) if name != "may"})
MONTHS["sept"] = 9
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a couple of": 2, "couple of": 2,
            "a few": 3, "few": 3, "several": 3}
_UNIT_DAYS = {"day": 1, "week": 7, "month": 30, "year": 365}

# "may" is a month only next to a day or a year, or after a preposition ("in May"); bare, it is a verb.
_MONTH = r"(?P<{g}>january|february|march|april|june|july|august|september|october|november|december|" \
         r"jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec|may)\.?"
_DAY = r"(?P<{g}>[0-3]?\d)(?:st|nd|rd|th)?"
_YEAR = r"(?P<{g}>(?:19|20)\d\d)"
_NUM = r"(?P<n>\d+|a couple of|couple of|a few|few|several|an?|one|two|three|four|five|six|seven|eight|nine|ten|" \
       r"eleven|twelve)"
_UNIT = r"(?P<unit>day|week|month|year)s?"


def _date_pattern(suffix: str) -> str:
    """One calendar date of day, month or year precision; group names end in ``suffix``."""
    d, m, y = (f"{name}{suffix}" for name in ("d", "m", "y"))
    day_month = (rf"{_DAY.format(g=d + 'a')}\s+(?:of\s+)?{_MONTH.format(g=m + 'a')}(?:,?\s*{_YEAR.format(g=y + 'a')})?")
    month_day = rf"{_MONTH.format(g=m + 'b')}\s+{_DAY.format(g=d + 'b')}(?!\d)(?:,?\s*{_YEAR.format(g=y + 'b')})?"
    month_year = rf"{_MONTH.format(g=m + 'c')},?\s*{_YEAR.format(g=y + 'c')}"
    iso = rf"(?P<{y}d>(?:19|20)\d\d)-(?P<{m}d>[01]\d)-(?P<{d}d>[0-3]\d)"
    return rf"(?:{iso}|{day_month}|{month_day}|{month_year})"


_DATE = re.compile(rf"\b{_date_pattern('')}\b", re.I)
_RANGE = re.compile(rf"\b(?:between|from)\s+{_date_pattern('1')}\s+(?:and|to|until|till|-)\s+{_date_pattern('2')}\b",
                    re.I)
_BARE_MONTH = re.compile(r"\b(?:in|during|since|until|of|early|late|mid|mid-)\s+" + _MONTH.format(g="m")
                         + r"(?![\w-])", re.I)
# A month named alone counts when capitalized: "the march for climate" is not March.
_BARE_MONTH_OTHER = re.compile(r"\b(?P<m>January|February|March|April|June|July|August|September|October|November|"
                               r"December)\b")
_YEAR_ONLY = re.compile(r"\b(?:in|during|since|of|by|year)?\s*(?P<y>(?:19|20)\d\d)\b", re.I)
_RELATIVE_DAY = re.compile(r"\b(?P<w>yesterday|today|tonight|tomorrow|last\s+night|this\s+morning)\b", re.I)
_THIS_LAST_NEXT = re.compile(r"\b(?P<which>last|past|this|next|previous)\s+(?P<unit>weekend|week|month|year)\b", re.I)
_AGO = re.compile(rf"\b{_NUM}\s+{_UNIT}\s+ago\b", re.I)
_IN_THE_LAST = re.compile(rf"\b(?:in|over|during)\s+the\s+(?:last|past)\s+{_NUM}\s+{_UNIT}\b", re.I)
_WEEKDAY = re.compile(r"\b(?P<which>last|this|on|next)\s+(?P<day>" + "|".join(_WEEKDAYS) + r")\b", re.I)
_EVENT_RELATIVE = re.compile(
    rf"\b(?:(?P<num>{_NUM[5:-1]})\s+(?P<unit>day|week|month|year)s?|the\s+(?P<unit1>day|week|month|year))\s+"
    r"(?P<dir>before|after)\s+(?P<anchor>(?:the|his|her|my|their|our|your)\s+[\w'’ -]+?)(?=[?.,!]|$)", re.I)
_ASKS_WHEN = re.compile(r"^\s*(?:when\b|what\s+(?:time|date|day|month|year)\b|which\s+(?:day|week|month|year)\b|"
                        r"in\s+which\s+(?:month|year)\b|how\s+long\s+ago\b|since\s+when\b)|\bwhen\s+(?:did|was|is|were|"
                        r"does|do|will|has|had)\b", re.I)


@dataclass(frozen=True)
class TimeWindow:
    """The half-open span [start, end) a query asks about, and the words that said so."""

    start: datetime
    end: datetime
    text: str

    def affinity(self, when: datetime) -> float:
        """1 inside the window; outside, exp(-distance / scale), the scale being the window's
        length but at least a week: "in 2022" forgives more than "on 8 May"."""
        if self.start <= when < self.end:
            return 1.0
        distance = (self.start - when) if when < self.start else (when - self.end)
        scale = max((self.end - self.start).total_seconds(), 7 * 86400.0)
        return math.exp(-distance.total_seconds() / scale)


@dataclass(frozen=True)
class EventOffset:
    """"two weeks before the trip": an offset in days from an event named by ``anchor``."""

    days: int
    anchor: str
    text: str


@dataclass(frozen=True)
class QueryTime:
    window: TimeWindow | None = None
    offset: EventOffset | None = None
    asks_when: bool = False


def _utc(reference: datetime) -> datetime:
    return reference.astimezone(timezone.utc) if reference.tzinfo else reference.replace(tzinfo=timezone.utc)


def _midnight(when: datetime) -> datetime:
    return when.replace(hour=0, minute=0, second=0, microsecond=0)


def _month_span(year: int, month: int) -> tuple[datetime, datetime]:
    start = datetime(year, month, 1, tzinfo=timezone.utc)
    end = datetime(year + (month == 12), month % 12 + 1, 1, tzinfo=timezone.utc)
    return start, end


def _number(text: str) -> int:
    text = text.lower()
    return int(text) if text.isdigit() else _NUMBERS.get(text, 1)


def _latest_year(month: int, day: int, reference: datetime) -> int:
    """The year of the latest month/day at or before ``reference``."""
    year = reference.year
    try:
        candidate = datetime(year, month, day, tzinfo=timezone.utc)
    except ValueError:
        return year
    return year if candidate <= reference else year - 1


def _calendar(match: re.Match, suffix: str, reference: datetime) -> tuple[datetime, datetime] | None:
    """The span of a date matched by ``_date_pattern(suffix)``: a day, or a month."""
    found = match.groupdict()
    variant = next((v for v in "abcd" if found.get(f"m{suffix}{v}") is not None), None)
    if variant is None:
        return None
    month_text, day_text, year_text = (found.get(f"{letter}{suffix}{variant}") for letter in "mdy")
    if month_text is None:
        return None
    month = int(month_text) if month_text.isdigit() else MONTHS.get(month_text.lower().rstrip("."))
    if not month or not 1 <= month <= 12:
        return None
    if day_text is None:
        year = int(year_text) if year_text else _latest_year(month, 1, reference)
        return _month_span(year, month)
    day = int(day_text)
    year = int(year_text) if year_text else _latest_year(month, day, reference)
    try:
        start = datetime(year, month, day, tzinfo=timezone.utc)
    except ValueError:
        return None
    return start, start + timedelta(days=1)


def _relative(query: str, reference: datetime) -> TimeWindow | None:
    today = _midnight(reference)
    m = _RELATIVE_DAY.search(query)
    if m:
        word = " ".join(m.group("w").lower().split())
        days = {"yesterday": -1, "last night": -1, "tomorrow": 1}.get(word, 0)
        start = today + timedelta(days=days)
        return TimeWindow(start, start + timedelta(days=1), m.group(0))
    m = _IN_THE_LAST.search(query)
    if m:
        span = timedelta(days=_UNIT_DAYS[m.group("unit").lower()] * _number(m.group("n")))
        return TimeWindow(reference - span, reference, m.group(0))
    m = _AGO.search(query)
    if m:
        unit_days = _UNIT_DAYS[m.group("unit").lower()]
        point = today - timedelta(days=unit_days * _number(m.group("n")))
        # "three weeks ago" is a point said loosely: a unit's width around it.
        half = timedelta(days=max(1, unit_days) / 2)
        return TimeWindow(point - half, point + half + timedelta(days=1), m.group(0))
    m = _THIS_LAST_NEXT.search(query)
    if m:
        which, unit = m.group("which").lower(), m.group("unit").lower()
        step = {"last": -1, "past": -1, "previous": -1, "this": 0, "next": 1}[which]
        if unit in ("week", "weekend"):
            monday = today - timedelta(days=today.weekday())
            start = monday + timedelta(weeks=step)
            if unit == "weekend":
                start += timedelta(days=5)
                return TimeWindow(start, start + timedelta(days=2), m.group(0))
            return TimeWindow(start, start + timedelta(days=7), m.group(0))
        if unit == "month":
            index = reference.year * 12 + reference.month - 1 + step
            start, end = _month_span(index // 12, index % 12 + 1)
            return TimeWindow(start, end, m.group(0))
        year = reference.year + step
        return TimeWindow(datetime(year, 1, 1, tzinfo=timezone.utc), datetime(year + 1, 1, 1, tzinfo=timezone.utc),
                          m.group(0))
    m = _WEEKDAY.search(query)
    if m:
        target = _WEEKDAYS.index(m.group("day").lower())
        back = (today.weekday() - target) % 7
        if m.group("which").lower() == "next":
            start = today + timedelta(days=(target - today.weekday()) % 7 or 7)
        else:
            start = today - timedelta(days=back or (7 if m.group("which").lower() == "last" else 0))
        return TimeWindow(start, start + timedelta(days=1), m.group(0))
    return None


def _absolute(query: str, reference: datetime) -> TimeWindow | None:
    m = _RANGE.search(query)
    if m:
        first, second = _calendar(m, "1", reference), _calendar(m, "2", reference)
        if first and second:
            # "between August 11 and August 15 2023": the first date borrows the second's year.
            if m.group("y1a") is None and m.group("y1b") is None and m.group("y1c") is None and m.group("y1d") is None:
                first = (first[0].replace(year=second[0].year), first[1].replace(year=second[0].year))
            if first[0] < second[1]:
                return TimeWindow(first[0], second[1], m.group(0))
    m = _DATE.search(query)
    if m:
        span = _calendar(m, "", reference)
        if span:
            return TimeWindow(span[0], span[1], m.group(0).strip())
    m = _BARE_MONTH.search(query) or _BARE_MONTH_OTHER.search(query)
    if m:
        month = MONTHS[m.group("m").lower().rstrip(".")]
        start, end = _month_span(_latest_year(month, 1, reference), month)
        return TimeWindow(start, end, m.group(0).strip())
    m = _YEAR_ONLY.search(query)
    if m:
        year = int(m.group("y"))
        return TimeWindow(datetime(year, 1, 1, tzinfo=timezone.utc), datetime(year + 1, 1, 1, tzinfo=timezone.utc),
                          m.group(0).strip())
    return None


def _offset(query: str) -> EventOffset | None:
    m = _EVENT_RELATIVE.search(query)
    if not m:
        return None
    unit = (m.group("unit") or m.group("unit1")).lower()
    count = _number(m.group("num")) if m.group("num") else 1
    days = _UNIT_DAYS[unit] * count * (-1 if m.group("dir").lower() == "before" else 1)
    return EventOffset(days=days, anchor=m.group("anchor").strip(), text=m.group(0).strip())


def parse_query_time(query: str, reference: datetime) -> QueryTime:
    """The time a query states or asks for, resolved against ``reference``."""
    reference = _utc(reference)
    offset = _offset(query)
    # An event-relative phrase is not a window around now: "a week before her birthday".
    rest = query.replace(offset.text, " ") if offset else query
    window = _absolute(rest, reference) or _relative(rest, reference)
    return QueryTime(window=window, offset=offset, asks_when=bool(_ASKS_WHEN.search(query)))


def resolve_anchor(offset: EventOffset, anchor_time: datetime) -> TimeWindow:
    """The window of an event-relative phrase once its anchor's time is known: the offset's
    point, a unit's width either side."""
    point = _midnight(_utc(anchor_time)) + timedelta(days=offset.days)
    half = timedelta(days=max(1, min(abs(offset.days), 30) / 2))
    return TimeWindow(point - half, point + half + timedelta(days=1), offset.text)


_SAYS_WHEN = re.compile(r"\b(?:ago|recently|lately|last|next|this\s+(?:morning|afternoon|evening|week|weekend|month|year)|"
                        r"yesterday|today|tonight|tomorrow|weekend|since|(?:19|20)\d\d)\b", re.I)


def states_time(text: str, reference: datetime) -> bool:
    """Whether ``text`` says when something happened: a date, or a day or span relative to
    when it was said ("last Sunday", "two weeks ago", "this weekend")."""
    if _SAYS_WHEN.search(text):
        return True
    when = parse_query_time(text, reference)
    return when.window is not None or when.offset is not None


# --- the temporal stage: after fusion, before currency -------------------------------------


def query_window(analysis: QueryAnalysis, ranked: Sequence[RetrievalCandidate]) -> TimeWindow | None:
    """The window the query states, or the one an event-relative phrase gives once its
    anchor is found: the best-ranked memory that has every word of the anchor."""
    if analysis.window_from is not None and analysis.window_to is not None:
        text = next((s["value"] for s in analysis.temporal_signals if "start" in s), "")
        return TimeWindow(analysis.window_from, analysis.window_to, text)
    signal = next((s for s in analysis.temporal_signals if s["type"] == "event_offset"), None)
    if signal is None:
        return None
    patterns = [re.compile(rf"\b{re.escape(w)}", re.I) for w in query_terms(signal["anchor"])]
    for r in ranked:
        if patterns and all(p.search(r.node.content) for p in patterns):
            offset = EventOffset(days=signal["days"], anchor=signal["anchor"], text=signal["value"])
            return resolve_anchor(offset, r.node.event_time or r.node.created_at)
    return None


def rerank(ranked: list[RetrievalCandidate], analysis: QueryAnalysis, weights: ScoringWeights) -> list[RetrievalCandidate]:
    """Scores times (1 + time_boost * affinity) of each memory's event time to the query's
    window: a multiplier, so a memory with nothing else in common with the question stays
    behind, and the ranking of a query that states no time is untouched."""
    window = query_window(analysis, ranked) if weights.time_boost else None
    says_when = analysis.asks_when and weights.when_boost > 0
    if window is None and not says_when:
        return ranked
    for r in ranked:
        if window is not None:
            affinity = window.affinity(r.node.event_time or r.node.created_at)
            r.score *= 1.0 + weights.time_boost * affinity
            if r.trace is not None:
                r.trace.time_affinity = affinity
        if says_when and states_time(r.node.content, analysis.reference_time):
            # "When did ...": the memory that says when ("last Sunday", "in 2019") answers it.
            r.score *= 1.0 + weights.when_boost
            if r.trace is not None:
                r.trace.states_time = True
        if r.trace is not None:
            r.trace.composite_score = r.score
    ranked.sort(key=lambda r: (-r.score, -len(r.paths), str(r.node.id)))
    return ranked
