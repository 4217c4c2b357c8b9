"""The Detail pane over edges that repeat: a node may link to the same neighbour more than once.

Edges are a multiset of typed relations (a CONTRADICTS edge closed by keep-both and a second
one opened by its undo), so the pane lists each edge once per edge, never once per neighbour.
"""

from __future__ import annotations

import pytest
from textual.widgets import DataTable, Input

from tests.app.conftest import goto, press, unlock_demo, wait_until, widget
from views.app import make_app
from views.contradictions import ContradictionsScreen
from views.messages import DecisionApplied, OpenNode
from views.modals import ConfirmScreen
from views.node_detail import NodeDetailScreen

pytestmark = pytest.mark.anyio

SIZE = (120, 40)


def edge_rows(app) -> list[tuple[str, ...]]:
    table = app.screen.query_one("#edges", DataTable)
    return [tuple(str(c) for c in table.get_row_at(r)) for r in range(table.row_count)]


async def test_keep_both_then_undo_then_open_both_nodes_shows_both_edges(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "4", "contradictions")
        screen = app.screen
        assert isinstance(screen, ContradictionsScreen)
        await wait_until(lambda: screen.current is not None, what="the first contradiction")
        left, right = screen.current.left.node_id, screen.current.right.node_id
        await press(app, "b")
        await wait_until(lambda: isinstance(app.screen, ConfirmScreen), what="keep-both confirmation")
        await widget(app, "#reason", Input)
        await press(app, "enter")
        await wait_until(lambda: recorder.of(DecisionApplied), what="keep both")
        await wait_until(lambda: app.screen is screen, what="undo offered")
        await press(app, "u")
        await wait_until(lambda: any(m.undone for m in recorder.of(DecisionApplied)), what="the undo")
        assert app.services.node_state("demo", left, "maya") == "contested"
        for node_id, other in ((left, right), (right, left)):
            screen.post_message(OpenNode(node_id))
            await wait_until(lambda: isinstance(app.screen, NodeDetailScreen) and app.screen.detail is not None
                             and app.screen.detail.id == node_id, what="the detail pane")
            rows = [r for r in edge_rows(app) if other[:8] in r[-1]]
            assert [r[0] for r in rows] == ["contradicts", "contradicts"], rows
            assert app.is_running
            await goto(app, "4", "contradictions")
    recorder.assert_no_errors()


async def test_nodes_and_detail_say_when_a_memory_was_retired_and_by_what(demo_workspace, recorder):
    from textual.widgets import Static

    from views.widgets.node_table import NodeTable, format_row

    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "2", "nodes")
        table = await widget(app, "NodeTable", NodeTable)
        await wait_until(lambda: table.first_page_loaded and table.total > 40, what="the first page")
        index = next(i for i in range(table.total) if table.row_at(i).first_line == "Jonas lives in Berlin")
        table.cursor = index
        row = table.current_row
        assert row.state == "superseded"
        replacement = row.retirement.by_id
        assert f"Jonas lives in Berlin → {replacement[:8]} “Jonas moved to Hamburg”" in format_row(row, 118)
        # Old and new text share the room: both values stay in sight.
        note = next(table.row_at(i) for i in range(table.total)
                    if table.row_at(i).first_line.startswith("I live in Berlin, so"))
        assert "Jonas: I live in Berlin" in format_row(note, 118) and "“I moved to Hamb" in format_row(note, 118)
        gone = f"superseded 2026-10-08 11:15 (automatic update) by {replacement[:8]} “Jonas moved to Hamburg”"
        status = app.screen.query_one("#node-status", Static)
        await wait_until(lambda: gone in str(status.render()), what="the retirement in the status line")
        await press(app, "enter")
        await wait_until(lambda: isinstance(app.screen, NodeDetailScreen) and app.screen.detail is not None
                         and app.screen.detail.id == row.id, what="the detail pane")
        assert f"retired: {gone}" in str(app.screen.query_one("#detail-head", Static).render())
        await press(app, "r")
        await wait_until(lambda: app.screen.detail is not None and app.screen.detail.id == replacement,
                         what="the replacement opened")
        assert app.screen.detail.retirement is None
    recorder.assert_no_errors()
