"""Quitting the app never waits on work that is still running behind it."""

from __future__ import annotations

import threading

import pytest

from engine.embeddings import Embedder
from tests.app.conftest import WAIT, goto, press, unlock_demo, wait_until
from views.app import make_app
from workspace_app.services import WorkspaceServices

pytestmark = pytest.mark.anyio


async def test_quit_while_the_embedding_model_is_still_loading(demo_workspace, recorder, monkeypatch):
    """On a busy machine loading the model takes long; quitting then used to leave the warm-up
    blocked forever on the closed namespace, and the process never exited."""
    loading, loaded = threading.Event(), threading.Event()

    def slow_load(self) -> None:  # the load, held until the test lets it finish
        loading.set()
        loaded.wait(WAIT)

    returned = threading.Event()
    warm_up = WorkspaceServices.warm_up

    def watched_warm_up(self, name: str) -> None:
        try:
            warm_up(self, name)
        finally:
            returned.set()

    monkeypatch.setattr(Embedder, "warm", slow_load)
    monkeypatch.setattr(WorkspaceServices, "warm_up", watched_warm_up)
    app = make_app(demo_workspace, watch_inbox=False)
    try:
        async with app.run_test(size=(120, 40), message_hook=recorder) as pilot:
            await unlock_demo(app, pilot)
            await goto(app, "6", "retrieval")  # the pane that embeds starts the warm-up
            await wait_until(loading.is_set, what="the model load to start")
            await press(app, "ctrl+q")
            await wait_until(lambda: not app.is_running, what="the app to quit")
        # The load is still going; the warm-up gives up on the closed namespace instead of waiting.
        await wait_until(returned.is_set, what="the warm-up to give up")
        assert not loaded.is_set()
    finally:
        loaded.set()
    recorder.assert_no_errors()
