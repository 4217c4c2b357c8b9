"""views.workers.run_engine, the one way the app runs engine work: off the UI thread, results
back on it, the latest of a group winning, and every failure one line with no content."""

from __future__ import annotations

import threading

import pytest
from textual import on
from textual.app import App
from textual.worker import get_current_worker

from tests.app.conftest import wait_until
from views.messages import EngineFailed, Outcome
from views.workers import run_engine


class Host(App):
    """The least of an app run_engine needs: a busy count, and the failures it reports."""

    def __init__(self) -> None:
        super().__init__()
        self.busy = 0
        self.busy_seen = 0
        self.failures: list[tuple[str, str]] = []
        self.outcomes: list[str] = []

    def busy_changed(self, delta: int) -> None:
        self.busy += delta
        self.busy_seen = max(self.busy_seen, self.busy)

    @on(EngineFailed)
    def _failed(self, event: EngineFailed) -> None:
        self.failures.append((event.action, event.message))

    @on(Outcome)
    def _outcome(self, event: Outcome) -> None:
        self.outcomes.append(event.message)


@pytest.mark.anyio
async def test_results_come_back_on_the_ui_thread_and_the_latest_search_wins():
    app = Host()
    started, release, finished = threading.Event(), threading.Event(), threading.Event()
    shown: list[tuple[str, bool]] = []

    def show(text: str) -> Outcome:
        shown.append((text, threading.get_ident() == threading.main_thread().ident))
        return Outcome(text)

    def slow() -> str:
        started.set()
        release.wait(60)
        finished.set()
        return "old search"

    async with app.run_test():
        first = run_engine(app, "search", slow, show, group="search", exclusive=True)
        await wait_until(started.is_set, what="the first search to start")
        run_engine(app, "search", lambda: "new search", show, group="search", exclusive=True)
        await wait_until(lambda: app.outcomes == ["new search"], what="the newer search's result")
        assert first.is_cancelled
        release.set()
        await wait_until(finished.is_set, what="the old search's thread to end")
        # Results arrive in order: once a later call's result is in, the old one was dealt with.
        run_engine(app, "search", lambda: "last search", show, group="search", exclusive=True)
        await wait_until(lambda: app.outcomes == ["new search", "last search"], what="a later search's result")
        await wait_until(lambda: app.busy == 0, what="the busy count back at 0")
    assert shown == [("new search", True), ("last search", True)]  # the overtaken result never showed
    assert app.busy_seen >= 1 and app.failures == []


@pytest.mark.anyio
async def test_a_failure_is_one_line_without_content_and_the_app_goes_on():
    app = Host()

    def broken() -> None:
        raise RuntimeError("the secret memory text")

    def rejected() -> None:
        raise ValueError("the token budget must be a positive number")

    async with app.run_test():
        run_engine(app, "retrieve", rejected)
        run_engine(app, "load nodes", broken)
        await wait_until(lambda: len(app.failures) == 2, what="both failures reported")
        run_engine(app, "count nodes", lambda: 3, lambda n: Outcome(f"{n} nodes"))
        await wait_until(lambda: app.outcomes == ["3 nodes"], what="a call after the failures")
        assert app.is_running
    failures = dict(app.failures)
    assert failures["retrieve"] == "the token budget must be a positive number"
    assert failures["load nodes"].startswith("unexpected RuntimeError at test_workers.py:")
    assert "secret" not in failures["load nodes"]


@pytest.mark.anyio
async def test_a_long_run_cancelled_by_the_user_still_reports_how_far_it_got():
    app = Host()
    started = threading.Event()

    def steps() -> str:
        worker, done = get_current_worker(), 0
        started.set()
        while not worker.is_cancelled:
            done += 1
            threading.Event().wait(0.01)  # one job's work
        return f"cancelled after {done} steps"

    async with app.run_test():
        run_engine(app, "process jobs", steps, Outcome, group="process", busy=False)
        await wait_until(started.is_set, what="the run to start")
        app.workers.cancel_group(app, "process")
        await wait_until(lambda: len(app.outcomes) == 1, what="the cancelled run's report")
    assert app.outcomes[0].startswith("cancelled after ") and app.busy_seen == 0
