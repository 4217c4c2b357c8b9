"""An unexpected error shows a dialog, leaves a content-free report in the workspace, and the
app keeps running (Textual would quit and print a traceback whose locals hold memory text)."""

from __future__ import annotations

import stat

import pytest
from textual.message import Message
from textual.widgets import Static

from tests.app.conftest import press, wait_until
from views.app import make_app
from views.modals import CrashScreen, HelpScreen
from views.workspace import WorkspaceScreen
from workspace_app.crash_report import write_report

SECRET = "My gym is Holmes Place."


def raise_with_memory_text() -> None:
    secret = SECRET  # a local variable a traceback with locals would print
    raise ValueError(f"content={secret!r}")


@pytest.mark.anyio
async def test_an_action_that_raises_shows_a_dialog_and_the_app_goes_on(tmp_path, monkeypatch):
    workspace = tmp_path / "workspace"

    def action_refresh(self) -> None:
        raise_with_memory_text()

    monkeypatch.setattr(WorkspaceScreen, "action_refresh", action_refresh)
    app = make_app(workspace, watch_inbox=False)
    finished: list[bool] = []
    with pytest.raises(ValueError):  # the pilot re-raises the first error so no test passes over one
        async with app.run_test(size=(120, 40)):
            await wait_until(lambda: isinstance(app.screen, WorkspaceScreen) and app.screen.focused, what="pane")
            await press(app, "g")
            # The dialog's text, once it is composed (pushing a screen does not wait for that).
            await wait_until(lambda: app.screen.query_one("#crash-text", Static), what="the crash dialog")
            assert isinstance(app.screen, CrashScreen)
            text = str(app.screen.query_one("#crash-text", Static).render())
            assert "Something went wrong: ValueError" in text and "without your memories" in text
            assert SECRET not in text

            [report] = app.crash_reports
            assert report is not None and str(report) in text.replace("\n", "")
            assert report.parent == workspace / "crash-reports"
            assert stat.S_IMODE(report.stat().st_mode) == 0o600
            body = report.read_text()
            assert "ValueError" in body and "test_crash_handler.py:" in body and "raise_with_memory_text" in body
            assert "Holmes" not in body and "content=" not in body

            await press(app, "escape")
            await wait_until(lambda: isinstance(app.screen, WorkspaceScreen), what="the dialog closed")
            await press(app, "question_mark")  # the app still answers keys
            await wait_until(lambda: isinstance(app.screen, HelpScreen), what="help after the error")
            assert app.is_running
            finished.append(True)
    assert finished, "a step above failed (the pilot's re-raised ValueError hides which)"


class CrashProbe(Message):
    """A message whose pane handler raises (monkeypatched in below)."""


@pytest.mark.anyio
async def test_a_pane_handler_that_raises_leaves_the_pane_working(tmp_path, monkeypatch):
    def on_crash_probe(self, message: CrashProbe) -> None:
        raise_with_memory_text()

    monkeypatch.setattr(WorkspaceScreen, "on_crash_probe", on_crash_probe, raising=False)
    app = make_app(tmp_path / "workspace", watch_inbox=False)
    finished: list[bool] = []
    with pytest.raises(ValueError):
        async with app.run_test(size=(120, 40)):
            await wait_until(lambda: isinstance(app.screen, WorkspaceScreen) and app.screen.focused, what="pane")
            pane = app.screen
            pane.post_message(CrashProbe())
            await wait_until(lambda: isinstance(app.screen, CrashScreen), what="the crash dialog")
            await press(app, "escape")
            await wait_until(lambda: app.screen is pane, what="the dialog closed")
            pane.post_message(CrashProbe())  # the pane still handles its messages
            await wait_until(lambda: len(app.crash_reports) == 2, what="the second report")
            assert all(SECRET not in report.read_text() for report in app.crash_reports)
            finished.append(True)
    assert finished, "a step above failed (the pilot's re-raised ValueError hides which)"


def test_a_report_follows_the_cause_chain_and_never_overwrites(tmp_path):
    try:
        try:
            raise_with_memory_text()
        except ValueError as inner:
            raise KeyError(SECRET) from inner
    except KeyError as error:
        first = write_report(error, tmp_path)
        second = write_report(error, tmp_path)
    assert first and second and first != second
    body = first.read_text()
    assert "KeyError" in body and "ValueError" in body and "caused by" in body
    assert SECRET not in body and "Holmes" not in body
