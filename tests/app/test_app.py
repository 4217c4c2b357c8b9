"""Pilot tests of the terminal app on a real encrypted demo workspace.

Each test drives the app as a person would (keys, the command palette, modals) and then
asserts what the engine holds, plus that no error notification appeared.
"""

from __future__ import annotations

import asyncio
import hashlib
from pathlib import Path

import pytest
from textual.widgets import DataTable, Input, Static, TabbedContent, TextArea

from engine.tokens import count_tokens
from tests.app.conftest import DEMO_PASSPHRASE, WAIT, goto, leave_field, palette, press, unlock_demo, wait_until, widget
from views.app import make_app
from views.contradictions import ContradictionsScreen
from views.extraction import ExtractionScreen
from views.messages import DecisionApplied, OpenNode, RetrievalDone
from views.modals import ConfirmScreen, HelpScreen, NodePickerScreen, PassphraseScreen
from views.node_detail import NodeDetailScreen
from views.retrieval import RetrievalScreen
from views.widgets.node_table import NodeTable

pytestmark = pytest.mark.anyio

SIZE = (120, 40)
PANES = {
    "1": "workspace", "2": "nodes", "3": "detail", "4": "contradictions", "5": "extraction", "6": "retrieval",
    "7": "capture",
}
PALETTE = {
    "workspace": "Go to Workspace", "nodes": "Go to Nodes", "detail": "Go to Detail",
    "contradictions": "Go to Contradictions", "extraction": "Go to Extraction", "retrieval": "Go to Playground",
    "capture": "Go to Capture",
}


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# Keys and palette are two tests: under two CPU hogs each walk of seven panes takes a minute
# or more, and one test doing both came near its 300 s limit.
async def test_launch_unlock_and_reach_every_pane_by_key_then_help(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        for key, mode in PANES.items():
            await goto(app, key, mode)
        await leave_field(app)
        await press(app, "question_mark")
        await wait_until(lambda: isinstance(app.screen, HelpScreen), what="help screen")
    recorder.assert_no_errors()


async def test_reach_every_pane_by_the_command_palette(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        for mode, title in PALETTE.items():
            await palette(app, title)
            await wait_until(lambda: app.current_mode == mode and app.screen.is_ready(), what=f"pane {mode} by palette")
            await wait_until(lambda: app.screen.focused is not None, what=f"pane {mode} focus")  # AUTO_FOCUS has run
    recorder.assert_no_errors()


async def test_palette_runs_an_action_of_another_pane(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await palette(app, "Contradictions: Keep left")
        await wait_until(lambda: isinstance(app.screen, ConfirmScreen), what="keep-left confirmation")
        assert app.current_mode == "contradictions"
    recorder.assert_no_errors()


async def test_wrong_passphrase_shows_an_error_and_leaves_the_pack_byte_identical(demo_workspace, recorder):
    pack = demo_workspace / "namespaces" / "demo.prme"
    before = sha256(pack)
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await wait_until(lambda: app.screen.query_one("#namespaces", DataTable).row_count > 0)
        await press(app, "enter")
        await wait_until(lambda: isinstance(app.screen, PassphraseScreen))
        modal = app.screen
        await widget(app, "#passphrase", Input)
        modal.query_one("#passphrase", Input).value = "not the passphrase"
        await press(app, "enter")
        await wait_until(lambda: modal.attempts == 1, what="the failed attempt")
        message = str(modal.query_one("#unlock-error").render())
        assert "wrong passphrase" in message and "not the passphrase" not in message
        assert app.screen is modal and app.namespace is None
        assert sha256(pack) == before
        modal.query_one("#passphrase", Input).value = DEMO_PASSPHRASE  # retry works
        await press(app, "enter")
        await wait_until(lambda: app.namespace == "demo")
    recorder.assert_no_errors()


async def test_resolve_a_contradiction_from_the_pane(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "4", "contradictions")
        screen = app.screen
        assert isinstance(screen, ContradictionsScreen)
        await wait_until(lambda: screen.current is not None, what="the first contradiction")
        left, right = screen.current.left.node_id, screen.current.right.node_id
        await press(app, "l")
        await wait_until(lambda: isinstance(app.screen, ConfirmScreen))
        (await widget(app, "#reason", Input)).value = "the signed budget sheet says 12,000"
        await press(app, "enter")
        await wait_until(lambda: recorder.of(DecisionApplied), what="the decision")
        await wait_until(lambda: screen.loaded and all(p.left.node_id != left for p in screen.pairs),
                         what="the queue to advance")
        services = app.services
        assert services.node_state("demo", left, "maya") == "stable"
        assert services.node_state("demo", right, "maya") == "deprecated"
        detail = services.node_detail("demo", right, "maya")
        resolve = [op for op in detail.operations if op.op_type == "resolve_contradiction"]
        assert resolve and resolve[0].reason == "the signed budget sheet says 12,000"
        # ... and the loser's timeline in the detail pane shows it
        screen.post_message(OpenNode(right))
        await wait_until(lambda: isinstance(app.screen, NodeDetailScreen))

        def timeline_shows_resolution() -> bool:
            table = app.screen.query_one("#operations", DataTable)
            return any("resolve_contradiction" in str(c) for r in range(table.row_count) for c in table.get_row_at(r))

        await wait_until(timeline_shows_resolution, what="the operation in the timeline")
    recorder.assert_no_errors()


async def test_retry_a_failed_extraction_job_from_the_pane(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "5", "extraction")
        screen = app.screen
        assert isinstance(screen, ExtractionScreen)
        await wait_until(lambda: screen.overview is not None, what="the job list")
        failed = [j for j in screen.overview.jobs if j.status == "failed"]
        assert failed, "the demo has failed jobs"
        job = failed[0]
        table = screen.query_one("#jobs", DataTable)
        table.move_cursor(row=table.get_row_index(job.event_id))
        await press(app, "t")

        def status() -> str:
            return str(table.get_cell(job.event_id, "status"))

        await wait_until(lambda: status() != "failed", what="the status to change in the table")
        assert app.services.job_status("demo", job.event_id, "maya") in ("pending", "running", "complete")
        await press(app, "p")  # process now: the retried job completes with the local rules extractor
        await wait_until(lambda: not screen.processing and status() == "complete", what="completion")
    recorder.assert_no_errors()


async def test_playground_renders_context_within_the_budget(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        # The model loads when a pane that embeds opens, not at unlock (it would slow paging).
        assert "demo" not in app._warmed
        await goto(app, "6", "retrieval")
        await wait_until(lambda: "demo" in app._warmed, what="the model warm-up")
        screen = app.screen
        assert isinstance(screen, RetrievalScreen)
        (await widget(app, "#budget", Input)).value = "150"
        screen.query_one("#q", Input).value = "Where is the offsite venue?"
        screen.query_one("#q", Input).focus()
        await press(app, "enter")
        await wait_until(lambda: recorder.of(RetrievalDone), what="the retrieval")
        view = screen.view
        assert view.rendered and view.token_budget == 150
        assert view.tokens_used <= 150
        assert count_tokens(view.rendered) == view.tokens_used
        assert screen.query_one("#context", TextArea).text == view.rendered
        assert "150 tokens" in str(screen.query_one("#retrieval-status").render())
    recorder.assert_no_errors()


async def test_a_query_while_the_indexes_load_says_it_waits_for_them(demo_workspace, recorder, monkeypatch):
    import threading

    import engine.search_indexes as search_indexes

    gate = threading.Event()
    real = search_indexes.SearchIndexes._read_vectors
    monkeypatch.setattr(search_indexes.SearchIndexes, "_read_vectors",
                        lambda self, cur: (gate.wait(30), real(self, cur))[1])
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)  # unlocking does not wait for the vector index
        await goto(app, "6", "retrieval")
        screen = app.screen
        status = screen.query_one("#retrieval-status")
        await wait_until(lambda: "type a query" in str(status.render()), what="the playground's prompt")
        screen.query_one("#q", Input).value = "Where is the offsite venue?"
        screen.query_one("#q", Input).focus()
        await press(app, "enter")
        await wait_until(lambda: "indexes are still loading" in str(status.render()), what="the loading notice")
        gate.set()
        await wait_until(lambda: recorder.of(RetrievalDone), what="the retrieval")
        assert screen.view.results and "tokens" in str(status.render())
    recorder.assert_no_errors()


async def test_nodes_pane_opens_a_node_and_promotes_it(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "2", "nodes")
        table = await widget(app, "NodeTable", NodeTable)
        await wait_until(lambda: table.first_page_loaded and table.total > 40, what="the first page")
        target = next(i for i in range(table.total) if table.row_at(i).state == "tentative")
        table.cursor = target
        node_id = table.current_row.id
        await press(app, "enter")
        await wait_until(lambda: isinstance(app.screen, NodeDetailScreen) and app.screen.detail is not None
                         and app.screen.detail.id == node_id, what="the detail pane")
        await press(app, "p")
        await wait_until(lambda: isinstance(app.screen, ConfirmScreen))
        await press(app, "enter")
        await wait_until(lambda: app.services.node_state("demo", node_id, "maya") == "stable", what="promotion")
        await wait_until(lambda: app.screen.detail.state == "stable", what="the detail to reload")
    recorder.assert_no_errors()


async def test_engine_errors_become_notifications_not_tracebacks(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "2", "nodes")
        table = await widget(app, "NodeTable", NodeTable)
        await wait_until(lambda: table.first_page_loaded)
        await press(app, "enter")
        await wait_until(lambda: isinstance(app.screen, NodeDetailScreen) and app.screen.detail is not None)
        await press(app, "s")  # supersede with a node that does not exist
        await wait_until(lambda: isinstance(app.screen, NodePickerScreen) and app.screen.searches, what="the picker")
        picker = app.screen
        (await widget(app, "#picker-search", Input)).value = "00000000-0000-4000-8000-000000000000"
        await wait_until(lambda: picker.shown_text == "00000000-0000-4000-8000-000000000000", what="the id searched")
        await press(app, "enter")
        await wait_until(lambda: recorder.errors, what="an error notification")
        assert app.is_running and isinstance(app.screen, NodeDetailScreen)
    assert "Could not Supersede" in recorder.errors[0]


async def test_capture_stores_a_memory(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        from workspace_app.records import NodeQuery

        before = app.services.node_count("demo", NodeQuery("maya"))
        await goto(app, "7", "capture")
        (await widget(app, "#memory-text", TextArea)).load_text("The hotel check-in closes at 23:00.")
        await press(app, "ctrl+s")
        await wait_until(lambda: app.services.node_count("demo", NodeQuery("maya")) == before + 1, what="the stored memory")
    recorder.assert_no_errors()


async def test_typing_into_capture_stores_exactly_what_was_typed(demo_workspace, recorder):
    """The pane opens with its text box focused: capitals and digits go into the memory, not
    into the app's one-letter keys (U would open the user dialog, 2 switch panes)."""
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "7", "capture")
        text = await widget(app, "#memory-text", TextArea)
        await wait_until(lambda: app.screen.focused is text, what="the memory text focused")
        sentence = "Umbrella budget: 800 EUR."
        await press(app, *[c if c != " " else "space" for c in sentence])
        await wait_until(lambda: text.text == sentence, what="the typed sentence in the text box")
        (await widget(app, "#memory-when", Input)).value = "2026-03-01 09:00"
        await press(app, "ctrl+s")
        client = app.services.client("demo")
        await wait_until(lambda: any(n.content == sentence for n in client.query_nodes(user_id="maya", limit=1000)),
                         what="the stored memory")
        await wait_until(lambda: app.screen.query_one("#memory-when", Input).value == "", what="event time cleared")
        assert app.screen.id == "pane-capture"
    recorder.assert_no_errors()


async def test_capture_ingests_a_pasted_conversation(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "7", "capture")
        await press(app, "ctrl+o")
        await wait_until(lambda: app.screen.query_one("#capture-tabs", TabbedContent).active == "tab-conversation",
                         what="the conversation tab")
        box = await widget(app, "#conversation-text", TextArea)
        await wait_until(lambda: box.has_focus, what="the conversation box focused, ready for a paste")
        box.load_text("Maya: The ferry to Hydra leaves at 7:40.\nJonas: Then we book the 7:40 one.")
        await press(app, "ctrl+s")
        status = app.screen.query_one("#capture-status", Static)
        await wait_until(lambda: "Ingested 2 message(s)" in str(status.render()), what="the ingest outcome")
        events = app.services.client("demo").get_events(user_id=app.user, limit=1000)
        assert {"The ferry to Hydra leaves at 7:40.", "Then we book the 7:40 one."} <= {e.content for e in events}
    recorder.assert_no_errors()


async def test_lock_and_create_namespace(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "1", "workspace")
        await press(app, "l")
        await wait_until(lambda: app.namespace is None and not app.services.is_unlocked("demo"), what="lock")
        await goto(app, "2", "nodes")  # a locked namespace leaves the panes with nothing to show
        await wait_until(lambda: app.screen.query_one("#no-namespace").display
                         and not app.screen.query_one("#nodes-body").display, what="the locked notice")
        await goto(app, "1", "workspace")
        await press(app, "n")
        await widget(app, "#pass2", Input)
        error = app.screen.query_one("#form-error")
        app.screen.query_one("#name", Input).value = "demo"  # taken: said before anything is written
        await press(app, "enter")
        await wait_until(lambda: "exists" in str(error.render()), what="the name-taken message")
        app.screen.query_one("#name", Input).value = "notes"
        app.screen.query_one("#pass1", Input).value = "s3cret-phrase"
        app.screen.query_one("#pass2", Input).value = "s3cret-phrasE"
        await press(app, "enter")
        await wait_until(lambda: "differ" in str(error.render()), what="the passphrase mismatch message")
        assert not (demo_workspace / "namespaces" / "notes.prme").exists()
        app.screen.query_one("#pass2", Input).value = "s3cret-phrase"
        await press(app, "enter")
        await wait_until(lambda: app.namespace == "notes", what="the new namespace")
        assert (demo_workspace / "namespaces" / "notes.prme").exists()
    recorder.assert_no_errors()


async def test_nodes_pane_pages_from_the_engine_instead_of_loading_everything(demo_workspace, recorder, monkeypatch):
    """With pages of 5 rows and a short terminal, the table fetches only the pages it shows."""
    import views.nodes
    from views.widgets import node_table
    from workspace_app.records import NodeQuery

    monkeypatch.setattr(node_table, "PAGE", 5)
    monkeypatch.setattr(views.nodes, "PAGE", 5)
    app = make_app(demo_workspace)
    async with app.run_test(size=(120, 16), message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "2", "nodes")
        table = await widget(app, "NodeTable", NodeTable)
        await wait_until(lambda: table.first_page_loaded and table.total > 40, what="the first page")
        total = table.total
        expected = []
        after = None
        while True:  # the whole order, straight from the service layer
            page = app.services.node_page("demo", NodeQuery("maya"), after=after, limit=5)
            expected += [r.id for r in page.rows]
            if not page.has_more:
                break
            after = page.rows[-1].sort_key
        assert len(expected) == total
        await press(app, "end")
        await wait_until(lambda: table.cursor == total - 1, what="the cursor on the last row")
        await wait_until(lambda: table.row_at(total - 1) is not None, timeout=2 * WAIT, what="the last page")
        loaded = [i for i in range(0, total, 5) if table.page(i // 5) is not None]
        assert len(loaded) < (total + 4) // 5, "only the pages on screen are fetched"
        assert table.row_at(total - 1).id == expected[-1]
        await press(app, "home")
        for _ in range(3):
            await press(app, "pagedown")
        # Only the rows on screen are promised: on a busy machine the presses can run before a
        # repaint, and a page scrolled past unseen is never fetched (it is when scrolled back to).
        def on_screen() -> range:
            return range(table.scroll_offset.y, table.cursor + 1)

        target = min(total - 1, 3 * table.scrollable_content_region.height)
        await wait_until(lambda: table.cursor == target and all(table.row_at(i) is not None for i in on_screen()),
                         what="every row on screen down to the cursor")
        rows = on_screen()
        assert [table.row_at(i).id for i in rows] == expected[rows.start: rows.stop]
        await press(app, "home")
        await wait_until(lambda: table.cursor == 0 and all(table.row_at(i) is not None for i in on_screen()),
                         what="the first rows again")
        rows = on_screen()
        assert [table.row_at(i).id for i in rows] == expected[rows.start: rows.stop]
    recorder.assert_no_errors()


async def test_a_memory_with_escape_sequences_never_reaches_the_terminal_raw(demo_workspace, recorder):
    """Memories come from agents and files: ESC would recolour, clear or retitle the terminal.
    The app draws the text without its control characters and stores it as it was given."""
    text = "Deploy note \x1b]0;owned\x07 then \x1b[2J\x1b[31mred"
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        from workspace_app.records import NodeQuery

        before = app.services.node_count("demo", NodeQuery("maya"))
        await goto(app, "7", "capture")
        area = await widget(app, "#memory-text", TextArea)
        area.load_text(text)
        await wait_until(lambda: "[31mred" in drawn(area), what="the text drawn")
        assert "\x1b" not in drawn(area)
        await press(app, "ctrl+s")
        await wait_until(lambda: app.services.node_count("demo", NodeQuery("maya")) == before + 1, what="the stored memory")
        stored = app.services.workspace.client("demo").query_nodes(user_id="maya", content_contains_any=["Deploy note"])
        assert [node.content for node in stored] == [text]
    recorder.assert_no_errors()


def drawn(widget) -> str:
    return "\n".join("".join(segment.text for segment in strip) for strip in widget.render_lines(widget.region.reset_offset))
