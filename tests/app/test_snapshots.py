"""Snapshots of every pane at 120x40 and at 80x24 on the demo workspace (fixed clock and ids).

Update them with ``pytest tests/app/test_snapshots.py --snapshot-update`` after a deliberate
change, and look at the SVGs before committing.
"""

from __future__ import annotations

import asyncio
import shutil
import tempfile
from pathlib import Path

import pytest
from textual.widgets import DataTable, Input, TextArea

from tests.app.conftest import WAIT, goto, press, unlock_demo, wait_until, widget
from views.app import make_app
from views.base import NARROW, PaneFooter, PaneScreen
from views.modals import PassphraseScreen
from views.widgets.node_table import NodeTable

SIZE = (120, 40)
SMALL = (80, 24)  # the smallest terminal every pane must be usable in

# The workspace lives at one fixed path (below): under pytest-xdist these tests share one worker,
# or two would open the same pack at once (`make test` runs with --dist loadgroup).
pytestmark = pytest.mark.xdist_group("snapshots")


@pytest.fixture
def snapshot_workspace(demo_template: Path) -> Path:
    """The demo copied to a fixed path, since the Workspace pane shows the folder."""
    target = Path(tempfile.gettempdir()) / "prme-app-snapshots" / "workspace"
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(demo_template, target)
    yield target
    shutil.rmtree(target, ignore_errors=True)


async def settle(app) -> None:
    """Freeze what could differ between runs: cursor blink, pending workers."""
    for field in app.screen.query(Input):
        field.cursor_blink = False
    for area in app.screen.query(TextArea):
        area.cursor_blink = False
    # Not workers.wait_for_complete(): it raises WorkerCancelled for a worker cancelled meanwhile
    # (the unlock modal's, once it closes), which a busy machine makes likely.
    await wait_until(lambda: all(w.is_finished for w in app.workers), timeout=2 * WAIT, what="the workers")
    if isinstance(app.screen, PaneScreen):
        # The footer follows focus on a signal a headless run can miss: rebuild it from the
        # screen's current keys so the snapshot does not depend on when focus settled.
        footer = app.screen.query_one(PaneFooter)
        footer.refresh(recompose=True)

        def footer_current() -> bool:
            shown = {b.action for _, b, _, _ in app.screen.active_bindings.values() if b.show}
            return shown <= {getattr(key, "action", None) for key in footer.children}

        await wait_until(footer_current, what="the footer keys")
        if app.size.width < NARROW:
            await wait_until(lambda: footer.compact and getattr(footer.children[0], "action", None) in footer.ESSENTIAL,
                             what="the compact footer")
    # A DataTable measures new rows when its message queue is idle, which a busy machine delays:
    # until then a table of height auto takes no room (the Contradictions pane at 80x24 lost its
    # update list that way).
    await wait_until(lambda: not any(t._require_update_dimensions or t._updated_cells  # noqa: SLF001
                                     for t in app.screen.query(DataTable)), what="the tables measured")
    await asyncio.sleep(0.3)  # lets the last repaint land; the conditions above already hold


def app_for(workspace: Path):
    return make_app(workspace, show_toasts=False)


def test_workspace_pane(snap_compare, snapshot_workspace, size=SIZE):
    async def run_before(pilot):
        app = pilot.app
        await unlock_demo(app, pilot)
        await wait_until(lambda: "unlocked" in str(app.screen.query_one("#namespaces", DataTable).get_cell_at((0, 1))))
        await settle(app)

    assert snap_compare(app_for(snapshot_workspace), terminal_size=size, run_before=run_before)


def test_unlock_modal(snap_compare, snapshot_workspace, size=SIZE):
    async def run_before(pilot):
        app = pilot.app
        await wait_until(lambda: app.screen.query_one("#namespaces", DataTable).row_count > 0)
        await press(app, "enter")
        await wait_until(lambda: isinstance(app.screen, PassphraseScreen))
        await widget(app, "#passphrase", Input)
        await settle(app)

    assert snap_compare(app_for(snapshot_workspace), terminal_size=size, run_before=run_before)


def test_nodes_pane(snap_compare, snapshot_workspace, size=SIZE):
    async def run_before(pilot):
        app = pilot.app
        await unlock_demo(app, pilot)
        await goto(app, "2", "nodes")
        table = await widget(app, "NodeTable", NodeTable)
        await wait_until(lambda: table.first_page_loaded and table.total > 0)
        await settle(app)

    assert snap_compare(app_for(snapshot_workspace), terminal_size=size, run_before=run_before)


def test_nodes_pane_light_theme(snap_compare, snapshot_workspace, size=SIZE):
    async def run_before(pilot):
        app = pilot.app
        await unlock_demo(app, pilot)
        await goto(app, "2", "nodes")
        table = await widget(app, "NodeTable", NodeTable)
        await wait_until(lambda: table.first_page_loaded and table.total > 0)
        await settle(app)

    app = make_app(snapshot_workspace, show_toasts=False, theme="prme-light")
    assert snap_compare(app, terminal_size=size, run_before=run_before)


def test_node_detail_pane(snap_compare, snapshot_workspace, size=SIZE):
    async def run_before(pilot):
        app = pilot.app
        await unlock_demo(app, pilot)
        await goto(app, "2", "nodes")
        table = await widget(app, "NodeTable", NodeTable)
        await wait_until(lambda: table.first_page_loaded and table.total > 0)
        table.cursor = next(i for i in range(table.total) if table.row_at(i).node_type == "decision"
                            and "Confirmed" in table.row_at(i).first_line)
        await press(app, "enter")
        await wait_until(lambda: app.current_mode == "detail" and app.screen.detail is not None)
        await wait_until(lambda: app.screen.query_one("#operations", DataTable).row_count > 0)
        await settle(app)

    assert snap_compare(app_for(snapshot_workspace), terminal_size=size, run_before=run_before)


def test_contradictions_pane(snap_compare, snapshot_workspace, size=SIZE):
    async def run_before(pilot):
        app = pilot.app
        await unlock_demo(app, pilot)
        await goto(app, "4", "contradictions")
        await wait_until(lambda: app.screen.current is not None)
        await settle(app)

        seen: list[str] = []

        def laid_out() -> bool:
            # Queried each time: a reload may replace the table, and a stale one never lays out.
            updates = app.screen.query_one("#supersessions", DataTable)
            seen[:] = [f"{updates.row_count} rows in height {updates.size.height}; "
                       f"{app.screen.query_one('#queue-status').render()}"]
            return updates.row_count > 0 and updates.size.height > updates.row_count

        try:
            await wait_until(laid_out, what="the automatic updates laid out")
        except AssertionError as error:
            raise AssertionError(f"{error}; last seen: {seen}") from None

    assert snap_compare(app_for(snapshot_workspace), terminal_size=size, run_before=run_before)


def test_extraction_pane(snap_compare, snapshot_workspace, size=SIZE):
    async def run_before(pilot):
        app = pilot.app
        await unlock_demo(app, pilot)
        await goto(app, "5", "extraction")
        await wait_until(lambda: app.screen.overview is not None)
        await wait_until(lambda: "Event" in str(app.screen.query_one("#job-source").render()))
        await settle(app)

    assert snap_compare(app_for(snapshot_workspace), terminal_size=size, run_before=run_before)


def test_retrieval_playground(snap_compare, snapshot_workspace, size=SIZE):
    async def run_before(pilot):
        app = pilot.app
        await unlock_demo(app, pilot)
        await goto(app, "6", "retrieval")
        (await widget(app, "#q", Input)).value = "Where is the offsite venue?"
        await press(app, "enter")
        await wait_until(lambda: app.screen.view is not None)
        await settle(app)

    assert snap_compare(app_for(snapshot_workspace), terminal_size=size, run_before=run_before)


def test_capture_pane(snap_compare, snapshot_workspace, size=SIZE):
    async def run_before(pilot):
        app = pilot.app
        await unlock_demo(app, pilot)
        await goto(app, "7", "capture")
        (await widget(app, "#memory-text", TextArea)).load_text("The hotel check-in closes at 23:00.")
        await settle(app)

    assert snap_compare(app_for(snapshot_workspace), terminal_size=size, run_before=run_before)


def test_help_screen(snap_compare, snapshot_workspace, size=SIZE):
    async def run_before(pilot):
        app = pilot.app
        await unlock_demo(app, pilot)
        await goto(app, "4", "contradictions")
        await press(app, "question_mark")
        await widget(app, "#help-text")
        await settle(app)

    assert snap_compare(app_for(snapshot_workspace), terminal_size=size, run_before=run_before)


# The same panes at 80x24: namespace and user in the top bar, Help and Quit in the footer, the
# Nodes search and the Playground's selects on screen, content columns cut before the chrome.


def test_workspace_pane_80x24(snap_compare, snapshot_workspace):
    test_workspace_pane(snap_compare, snapshot_workspace, size=SMALL)


def test_unlock_modal_80x24(snap_compare, snapshot_workspace):
    test_unlock_modal(snap_compare, snapshot_workspace, size=SMALL)


def test_nodes_pane_80x24(snap_compare, snapshot_workspace):
    test_nodes_pane(snap_compare, snapshot_workspace, size=SMALL)


def test_nodes_pane_light_theme_80x24(snap_compare, snapshot_workspace):
    test_nodes_pane_light_theme(snap_compare, snapshot_workspace, size=SMALL)


def test_node_detail_pane_80x24(snap_compare, snapshot_workspace):
    test_node_detail_pane(snap_compare, snapshot_workspace, size=SMALL)


def test_contradictions_pane_80x24(snap_compare, snapshot_workspace):
    test_contradictions_pane(snap_compare, snapshot_workspace, size=SMALL)


def test_extraction_pane_80x24(snap_compare, snapshot_workspace):
    test_extraction_pane(snap_compare, snapshot_workspace, size=SMALL)


def test_retrieval_playground_80x24(snap_compare, snapshot_workspace):
    test_retrieval_playground(snap_compare, snapshot_workspace, size=SMALL)


def test_capture_pane_80x24(snap_compare, snapshot_workspace):
    test_capture_pane(snap_compare, snapshot_workspace, size=SMALL)


def test_help_screen_80x24(snap_compare, snapshot_workspace):
    test_help_screen(snap_compare, snapshot_workspace, size=SMALL)
