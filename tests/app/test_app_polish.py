"""Pilot tests of the things a person meets all day: focus that stays where they type, panes
that fit 80x24, a Playground that reads, and the Nodes pane following the inbox.

Every wait is on a condition (never a fixed sleep), with timeouts meant for a busy machine.
"""

from __future__ import annotations

import io
import json

import pytest
from textual.widgets import DataTable, Input, Select, TextArea

from tests.app.conftest import goto, leave_field, press, unlock_demo, wait_until, widget
from views.app import make_app
from views.base import PaneBar, PaneFooter
from views.messages import CaptureArrived, RetrievalDone
from views.retrieval import RetrievalScreen
from views.widgets.node_table import NodeTable

pytestmark = pytest.mark.anyio

SIZE = (120, 40)
SLOW = 60.0  # seconds: generous, a busy CI machine embeds and searches slowly


def keys_for(text: str) -> list[str]:
    return ["space" if c == " " else c for c in text]


async def model_loaded(app) -> None:
    """Wait for the embedding model that panes 6 and 7 load: closing the app while it loads would
    leave its thread waiting on a closed client."""
    await wait_until(lambda: not [w for w in app.workers if w.group == "warm-up" and not w.is_finished],
                     timeout=SLOW * 2, what="the embedding model loaded")


async def test_typing_into_the_nodes_search_searches_exactly_what_was_typed(demo_workspace, recorder):
    """Capitals and digits go into the search box, not into the app's keys (U, 1-7, s, f, g), and
    a reload in the middle of typing (an inbox capture, another process's write) keeps the focus."""
    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "2", "nodes")
        screen = app.screen
        table = await widget(app, "NodeTable", NodeTable)
        search = await widget(app, "#f-text", Input)
        assert screen.focused is table  # the pane opens on its table
        await press(app, "slash")
        await wait_until(lambda: screen.focused is search, what="the search box focused")
        first, rest = "The Offsite ", "budget is 9,500 EUR"
        await press(app, *keys_for(first))
        await wait_until(lambda: search.value == first, what="the first half typed")
        generation = table.generation
        screen.reload()  # what an inbox capture or a write from the CLI does to the pane in view
        await wait_until(lambda: table.generation > generation and table.first_page_loaded, timeout=SLOW,
                         what="the reload")
        assert screen.focused is search
        await press(app, *keys_for(rest), "enter")
        sentence = first + rest
        await wait_until(lambda: screen.node_query.text == sentence and table.first_page_loaded, timeout=SLOW,
                         what="the search for exactly the typed text")
        assert search.value == sentence and app.current_mode == "nodes" and app.user == "maya"
        await wait_until(lambda: table.total >= 1 and table.row_at(0) is not None, timeout=SLOW,
                         what="the matching nodes")
        assert all(sentence.lower() in table.row_at(i).first_line.lower() for i in range(table.total))
        await leave_field(app)  # Esc leaves the field: the pane's keys work again
        assert screen.focused is table
    recorder.assert_no_errors()


async def test_every_pane_at_80x24_keeps_namespace_user_help_and_quit_on_screen(demo_workspace, recorder):
    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=(80, 24), message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        for key, mode in (("1", "workspace"), ("2", "nodes"), ("3", "detail"), ("4", "contradictions"),
                          ("5", "extraction"), ("6", "retrieval"), ("7", "capture")):
            await goto(app, key, mode)
            screen = app.screen
            bar = screen.query_one(PaneBar)
            await wait_until(lambda: "ns demo · user maya" in str(bar.render()), what=f"namespace and user on {mode}")
            footer = screen.query_one(PaneFooter)
            await wait_until(lambda: footer.compact and {"help", "quit"} <= {
                k.action for k in footer.children if getattr(k, "action", None) and k.region.right <= 80
                and k.region.width > 0}, what=f"Help and Quit in the footer of {mode}")
            # The palette key ends the line: no cell of a key cut off under it shows past it.
            corner, _ = screen.get_widget_at(79, 23)
            assert "-command-palette" in corner.classes, f"{corner} in the footer's last cell on {mode}"
            if mode == "nodes":
                search = screen.query_one("#f-text", Input)
                assert search.region.width >= 16 and search.region.right <= 80, "the search box is on screen"
            if mode == "retrieval":
                for select in screen.query(Select):
                    assert select.region.right <= 80, f"{select.id} is cut off"
        await model_loaded(app)
    recorder.assert_no_errors()


async def test_a_dialog_taller_than_the_terminal_scrolls_to_its_fields_error_and_buttons(demo_workspace, recorder):
    """At 80x24 the New namespace dialog ended after its first passphrase field: the second,
    the error line and the buttons were cut off, so Enter seemed to do nothing."""
    from views.modals import CreateNamespaceScreen

    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=(80, 24), message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "1", "workspace")
        await press(app, "n")
        await wait_until(lambda: isinstance(app.screen, CreateNamespaceScreen), what="the dialog")
        dialog = app.screen
        await wait_until(lambda: dialog.query_one("#name", Input).has_focus, what="the name field focused")
        await press(app, *keys_for("travel"), "tab", "tab", "tab", *keys_for("first-secret"), "tab")
        second = dialog.query_one("#pass2", Input)
        await wait_until(lambda: second.has_focus, what="the second passphrase field")
        await press(app, *keys_for("other-secret"), "enter")
        error = dialog.query_one("#form-error")
        await wait_until(lambda: "differ" in str(error.render()), what="the error")

        def on_screen(node) -> bool:
            return node.region.height > 0 and 0 <= node.region.y and node.region.bottom <= 24

        await wait_until(lambda: on_screen(error), what="the error line scrolled into view")
        await press(app, "tab")
        await wait_until(lambda: dialog.query_one("#ok").has_focus and on_screen(dialog.query_one("#ok")),
                         what="the Create button in view")
        await press(app, "escape")
    recorder.assert_no_errors()


async def test_playground_reruns_on_option_changes_and_shows_json_indented_but_copies_it_exact(
        demo_workspace, recorder):
    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "6", "retrieval")
        screen = app.screen
        assert isinstance(screen, RetrievalScreen)
        query = await widget(app, "#q", Input)
        assert screen.focused is query
        query.value = "Where is the offsite venue?"
        await press(app, "enter")
        await wait_until(lambda: recorder.of(RetrievalDone), timeout=SLOW, what="the first retrieval")
        runs = len(recorder.of(RetrievalDone))

        # A budget change runs the query again, once typing pauses (no ctrl+r).
        screen.query_one("#budget", Input).value = "60"
        await wait_until(lambda: screen.view.token_budget == 60, timeout=SLOW, what="the re-run for budget 60")
        assert len(recorder.of(RetrievalDone)) == runs + 1  # one run for the change, not one per key
        excluded = screen.query_one("#excluded", DataTable)
        assert screen.view.excluded and excluded.row_count == len(screen.view.excluded)
        for row in screen.view.excluded:
            assert row.text and row.reason and row.node_id not in row.text  # text and a reason in words
        assert any("budget" in row.reason for row in screen.view.excluded)

        # A format change runs it too: the compact JSON is indented in the view, exact when copied.
        screen.query_one("#budget", Input).value = "400"
        screen.query_one("#format", Select).value = "compact"
        await wait_until(lambda: screen.view.format == "compact" and screen.view.token_budget == 400, timeout=SLOW,
                         what="the re-run in the compact format")
        view = screen.view
        shown = screen.query_one("#context", TextArea).text
        assert shown == json.dumps(json.loads(view.rendered), indent=2, ensure_ascii=False)
        assert "\n" in shown and "\n" not in view.rendered
        await press(app, "ctrl+y")
        await wait_until(lambda: app.clipboard == view.rendered, what="the exact context copied")
        rows = [row for section in json.loads(view.rendered)["sections"].values() for row in section]
        assert rows and all(isinstance(row[4], str) and row[4] for row in rows)
        await model_loaded(app)
    recorder.assert_no_errors()


async def test_nodes_pane_refreshes_when_the_inbox_captures_a_file(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "2", "nodes")
        table = await widget(app, "NodeTable", NodeTable)
        await wait_until(lambda: table.first_page_loaded and table.total > 0, timeout=SLOW, what="the first page")
        generation = table.generation
        await wait_until(lambda: app.inbox is not None, timeout=SLOW, what="the inbox watching")
        folder = app.services.inbox_dir("demo")
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "kiosk.txt").write_text("The kiosk by the venue opens at 07:30.\n", encoding="utf-8")
        await wait_until(lambda: any(m.event.kind == "captured" for m in recorder.of(CaptureArrived)), timeout=SLOW,
                         what="the inbox capture")
        # The pane in view loads again by itself (the file's memories belong to the workspace owner,
        # whose name the user filter now offers).
        await wait_until(lambda: table.generation > generation and table.first_page_loaded, timeout=SLOW,
                         what="the Nodes pane reloaded")
        owner = app.services.owner()
        users = app.screen.query_one("#f-user", Select)
        await wait_until(lambda: owner in [str(value) for _, value in users._options], timeout=SLOW,
                         what="the owner among the users")
        assert app.current_mode == "nodes"
    recorder.assert_no_errors()


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_prme_ns_create_warns_about_a_short_passphrase_and_asks_at_a_terminal(tmp_path, monkeypatch, capsys):
    from workspace_app.cli import main

    root = tmp_path / "ws"
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", "abc")
    monkeypatch.setattr("sys.stdin", _Terminal("n\n"))
    assert main(["--workspace", str(root), "ns", "create", "tiny"]) == 1
    err = capsys.readouterr().err
    assert "3 characters" in err and "nothing was created" in err and "abc" not in err
    monkeypatch.setattr("sys.stdin", _Terminal("y\n"))
    assert main(["--workspace", str(root), "ns", "create", "tiny"]) == 0
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # a script: warned, not asked
    assert main(["--workspace", str(root), "ns", "create", "tiny2"]) == 0
    assert "3 characters" in capsys.readouterr().err
    assert main(["--workspace", str(root), "ns", "list", "--json"]) == 0
    assert {row["name"] for row in json.loads(capsys.readouterr().out)} == {"tiny", "tiny2"}


def test_prme_rekey_warns_about_a_short_new_passphrase_as_ns_create_does(tmp_path, monkeypatch, capsys):
    from engine import MemoryWorkspace
    from workspace_app.cli import main

    root = tmp_path / "ws"
    monkeypatch.setenv("PRME_ENCRYPTION_KEY", "a long enough passphrase")
    assert main(["--workspace", str(root), "ns", "create", "notes"]) == 0
    monkeypatch.setenv("PRME_NEW_ENCRYPTION_KEY", "xy")
    monkeypatch.setattr("sys.stdin", _Terminal("n\n"))
    assert main(["--workspace", str(root), "rekey", "notes"]) == 1
    err = capsys.readouterr().err
    assert "2 characters" in err and "nothing was changed" in err and "xy" not in err
    with MemoryWorkspace.open(root) as ws:
        ws.unlock("notes", "a long enough passphrase")  # the old passphrase still opens it
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # a script: warned, not asked
    assert main(["--workspace", str(root), "rekey", "notes"]) == 0
    assert "2 characters" in capsys.readouterr().err
