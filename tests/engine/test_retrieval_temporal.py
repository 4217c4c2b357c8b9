"""Dates in a query: parsed against a fixed reference time, and used by retrieve() to rank."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engine import MemoryClient
from engine.retrieval.temporal import TimeWindow, parse_query_time

# A Sunday afternoon.
REF = datetime(2023, 8, 20, 15, 0, tzinfo=timezone.utc)


def day(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, tzinfo=timezone.utc)


@pytest.mark.parametrize("query, start, end", [
    ("What did Caroline do in May 2023?", day(2023, 5, 1), day(2023, 6, 1)),
    ("Who did Maria have dinner with on May 3, 2023?", day(2023, 5, 3), day(2023, 5, 4)),
    ("What movie did Joanna watch on 1 May, 2022?", day(2022, 5, 1), day(2022, 5, 2)),
    ("the 8th of May 2023", day(2023, 5, 8), day(2023, 5, 9)),
    ("notes from 2023-05-08", day(2023, 5, 8), day(2023, 5, 9)),
    ("Where was John between August 11 and August 15 2023?", day(2023, 8, 11), day(2023, 8, 16)),
    ("What did we plan in 2022?", day(2022, 1, 1), day(2023, 1, 1)),
    # Without a year: the latest such month or day at or before the reference time.
    ("Which spot did Joanna visit in May?", day(2023, 5, 1), day(2023, 6, 1)),
    ("What happened in December?", day(2022, 12, 1), day(2023, 1, 1)),
    ("the party on 24 August", day(2022, 8, 24), day(2022, 8, 25)),
    # Relative to the reference time.
    ("what happened yesterday", day(2023, 8, 19), day(2023, 8, 20)),
    ("anything today?", day(2023, 8, 20), day(2023, 8, 21)),
    ("What did I do last weekend?", day(2023, 8, 12), day(2023, 8, 14)),
    ("what is planned for next week", day(2023, 8, 21), day(2023, 8, 28)),
    ("what did he do this month", day(2023, 8, 1), day(2023, 9, 1)),
    ("what changed last year", day(2022, 1, 1), day(2023, 1, 1)),
    ("What did she buy last Friday?", day(2023, 8, 18), day(2023, 8, 19)),
    ("anything in the past 2 weeks", REF - timedelta(days=14), REF),
])
def test_a_stated_time_becomes_a_window(query, start, end):
    window = parse_query_time(query, REF).window
    assert window is not None, query
    assert (window.start, window.end) == (start, end)


def test_ago_is_a_window_around_the_point():
    window = parse_query_time("What did we discuss three weeks ago?", REF).window
    assert window is not None and window.start < day(2023, 7, 30) < window.end
    assert window.end - window.start <= timedelta(days=9)


def test_a_time_relative_to_an_event_is_kept_as_an_offset_not_a_window_around_now():
    when = parse_query_time("What did Tim buy two weeks before the trip?", REF)
    assert when.window is None
    assert when.offset is not None and when.offset.days == -14 and when.offset.anchor == "the trip"
    when = parse_query_time("Where did she go the week after her birthday?", REF)
    assert when.offset is not None and when.offset.days == 7 and when.offset.anchor == "her birthday"


@pytest.mark.parametrize("query", [
    "When did Caroline go to the LGBTQ support group?", "What year did Tim go to the Smoky Mountains?",
    "How long ago was Caroline's 18th birthday?", "In which month did John score 40 points?",
])
def test_questions_that_ask_for_a_time(query):
    when = parse_query_time(query, REF)
    assert when.asks_when and when.window is None


@pytest.mark.parametrize("query", [
    "May I ask what Bob likes?", "What does Alice think of the march for climate?", "Where does Bob live?",
    "What is Melanie's favourite book?",
])
def test_no_time_where_none_is_stated(query):
    assert parse_query_time(query, REF) == parse_query_time(query, REF - timedelta(days=400))
    assert parse_query_time(query, REF).window is None


def test_affinity_is_one_inside_and_decays_with_distance_scaled_by_the_window():
    may = TimeWindow(day(2023, 5, 1), day(2023, 6, 1), "May 2023")
    assert may.affinity(day(2023, 5, 15)) == 1.0
    assert 1.0 > may.affinity(day(2023, 6, 5)) > may.affinity(day(2023, 7, 5)) > 0.0
    one_day = TimeWindow(day(2023, 5, 8), day(2023, 5, 9), "8 May 2023")
    # A day's window forgives a week's distance less than a year's window does.
    year = TimeWindow(day(2023, 1, 1), day(2024, 1, 1), "2023")
    assert one_day.affinity(day(2023, 5, 20)) < year.affinity(day(2024, 1, 13))


def test_retrieve_ranks_the_memory_from_the_stated_month_first(tmp_path):
    with MemoryClient(tmp_path / "t.prme") as client:
        for when, text in [(day(2023, 3, 10), "We went hiking in the hills"),
                           (day(2023, 5, 12), "We went hiking by the lake"),
                           (day(2023, 7, 2), "We went hiking in the forest")]:
            client.store(text, user_id="u", event_time=when)
        response = client.retrieve("Where did we go hiking in May 2023?", user_id="u", reference_time=REF)
        assert response.results[0].node.content == "We went hiking by the lake"
        assert response.results[0].trace.time_affinity == 1.0
        assert response.analysis.window_from == day(2023, 5, 1)
        assert "window" in response.results[0].paths  # the memories of May were searched as a path
        # Without a stated time the affinity plays no part.
        plain = client.retrieve("Where did we go hiking?", user_id="u", reference_time=REF)
        assert all(r.trace.time_affinity == 0.0 for r in plain.results)


def test_an_event_relative_window_is_anchored_on_the_memory_of_the_event(tmp_path):
    with MemoryClient(tmp_path / "t.prme") as client:
        client.store("Bought new hiking boots", user_id="u", event_time=day(2023, 6, 12))
        client.store("Bought a new rain jacket", user_id="u", event_time=day(2023, 3, 2))
        client.store("We are on the trip to Lisbon at last", user_id="u", event_time=day(2023, 6, 26))
        response = client.retrieve("What did I buy two weeks before the trip?", user_id="u", reference_time=REF)
        bought = [r for r in response.results if r.node.content.startswith("Bought")]
        assert bought[0].node.content == "Bought new hiking boots"
        assert bought[0].trace.time_affinity == 1.0


def test_when_questions_can_prefer_memories_that_say_when(tmp_path):
    with MemoryClient(tmp_path / "t.prme") as client:
        client.store("The charity race was so much fun", user_id="u", event_time=day(2023, 5, 25))
        client.store("I ran the charity race last Sunday", user_id="u", event_time=day(2023, 5, 25))
        question = "When did Mel run the charity race?"
        weights = client.config.scoring.model_copy(update={"when_boost": 1.0})
        response = client.retrieve(question, user_id="u", reference_time=REF, weights=weights)
        assert response.results[0].node.content == "I ran the charity race last Sunday"
        assert response.results[0].trace.states_time
        # Off by default: measured flat on LoCoMo (bench/results/locomo_mechanisms.md).
        assert not any(r.trace.states_time for r in client.retrieve(question, user_id="u").results)
