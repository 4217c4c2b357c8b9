"""Pilot tests of the Workspace pane's maintenance keys and the capture inbox, on a real encrypted demo.

Keys are posted and the tests wait on predicates (no fixed sleeps), as in test_app.py.
"""

from __future__ import annotations

import json

import pytest
from textual.widgets import Checkbox, DataTable, Input

from engine import MemoryWorkspace
from tests.app.conftest import goto, palette, press, unlock_demo, wait_until, widget
from views.app import make_app
from views.messages import CaptureArrived, TaskEnded, TaskProgress
from views.modals import ExportScreen, ReportScreen
from workspace_app.records import NodeQuery

pytestmark = pytest.mark.anyio

SIZE = (120, 40)


def notes(recorder, title: str) -> list[str]:
    return [n.message for n in recorder.notifications if n.title == title]


async def test_doctor_from_the_pane_shows_an_ok_result(demo_workspace, recorder):
    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await press(app, "h")
        await wait_until(lambda: recorder.of(TaskEnded), what="doctor to finish")
        ended = recorder.of(TaskEnded)[0]
        assert ended.error is None and ended.result.ok, ended
        await wait_until(lambda: isinstance(app.screen, ReportScreen), what="the doctor report")
        report = str((await widget(app, "#report-text")).render())
        assert "0 problem(s)" in report
        await wait_until(lambda: any("Doctor demo: OK" in m for m in notes(recorder, "Doctor demo")),
                         what="the doctor notification")
        assert recorder.of(TaskProgress), "doctor showed no progress"
        await press(app, "escape")
        await wait_until(lambda: app.current_mode == "workspace" and not isinstance(app.screen, ReportScreen))
        assert not app.screen.query_one("#task-row").display  # the progress row is gone again
    recorder.assert_no_errors()


async def test_export_writes_the_confirmed_file_and_says_it_is_plain_text(demo_workspace, recorder):
    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await press(app, "x")
        await wait_until(lambda: isinstance(app.screen, ExportScreen), what="the export dialog")
        warning = await widget(app, "#export-warning")  # the dialog may still be composing
        assert "PLAIN TEXT" in str(warning.render())
        graph = await widget(app, "#with-graph", Checkbox)  # its label whole inside the dialog (it does not wrap)
        dialog = app.screen.query_one(".dialog")
        await wait_until(lambda: graph.region.width > 0, what="the dialog laid out")
        assert graph.value and graph.region.width >= len(str(graph.label)) and graph.region.right <= dialog.region.right
        field = await widget(app, "#path", Input)
        exports = demo_workspace / "exports"
        assert field.value.startswith(str(exports / "demo-")) and field.value.endswith(".jsonl")  # the suggestion
        target = exports / "chosen-name.jsonl"
        field.value = str(target)
        await wait_until(lambda: app.screen.focused is field, what="the path field focused")
        await press(app, "enter")
        await wait_until(lambda: recorder.of(TaskEnded), what="the export to finish")
        ended = recorder.of(TaskEnded)[0]
        assert ended.error is None, ended.error
        assert [p.name for p in exports.iterdir()] == ["chosen-name.jsonl"]  # only the file the user confirmed
        lines = target.read_text(encoding="utf-8").splitlines()
        assert len(lines) > 1 and all(json.loads(line) for line in lines)
        await wait_until(lambda: notes(recorder, "Export demo"), what="the export notification")
        said = notes(recorder, "Export demo")
        assert "PLAIN TEXT" in said[0] and str(target) in said[0], said
    recorder.assert_no_errors()


async def test_a_file_dropped_in_the_inbox_becomes_a_node_and_shows_in_the_capture_pane(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await wait_until(lambda: app.inbox is not None and app.inbox.running, what="the inbox watcher")
        await goto(app, "7", "capture")
        text = "Maya keeps her climbing shoes in the blue locker at the Alfama gym."
        inbox = demo_workspace / "inbox" / "demo"
        inbox.mkdir(parents=True, exist_ok=True)
        (inbox / "locker.md").write_text(text + "\n", encoding="utf-8")
        await wait_until(lambda: recorder.of(CaptureArrived), what="the inbox capture")
        event = recorder.of(CaptureArrived)[0].event
        assert event.kind == "captured", event
        assert (inbox / "done" / "locker.md").exists()
        await wait_until(lambda: notes(recorder, "Captured from the inbox"), what="the capture notification")
        assert "demo/locker.md" in notes(recorder, "Captured from the inbox")[0]
        table = app.screen.query_one("#inbox-recent", DataTable)
        await wait_until(lambda: table.row_count == 1, what="the arrival in the Capture pane")
        assert "locker.md" in table.get_row_at(0) and "captured" in table.get_row_at(0)
        owner = app.services.owner()
        query = NodeQuery(user_id=owner, text="blue locker")
        assert app.services.node_count("demo", query) >= 1
        # a malformed file: an error notification saying why, a FAILED row, the file in failed/
        (inbox / "broken.jsonl").write_text('{"role": "user"}\n', encoding="utf-8")
        await wait_until(lambda: notes(recorder, "Capture failed"), what="the failure notice")
        await wait_until(lambda: table.row_count == 2, what="the failed arrival in the Capture pane")
        assert "broken.jsonl" in table.get_row_at(0) and "FAILED" in table.get_row_at(0)
        assert (inbox / "failed" / "broken.jsonl.error.txt").exists()
        # A file that arrives while another pane is shown is listed when the Capture pane is back.
        await goto(app, "2", "nodes")
        (inbox / "gym.md").write_text("Maya's gym bag is in the car boot.\n", encoding="utf-8")
        await wait_until(lambda: len(recorder.of(CaptureArrived)) == 3, what="the capture behind the Nodes pane")
        await goto(app, "7", "capture")
        table = app.screen.query_one("#inbox-recent", DataTable)
        await wait_until(lambda: table.row_count == 3, what="the arrival listed on return")
        assert "gym.md" in table.get_row_at(0)
    assert [e for e in recorder.errors if not e.startswith("Capture failed:")] == []
    assert "content" in recorder.errors[0], recorder.errors


async def test_import_into_a_new_namespace_then_compact_and_rekey_it(demo_workspace, recorder):
    from engine.errors import EncryptionError
    from views.modals import ConfirmScreen, ImportScreen, RekeyScreen
    from workspace_app import maintenance_actions as actions

    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        workspace = app.services.workspace
        source = demo_workspace / "exports" / "demo.jsonl"
        actions.export(workspace, "demo", source)
        await palette(app, "Workspace: Import")
        await wait_until(lambda: isinstance(app.screen, ImportScreen), what="the import dialog")
        assert (await widget(app, "#path", Input)).value == str(source)  # the newest export is suggested
        app.screen.query_one("#name", Input).value = "restored"
        app.screen.query_one("#pass1", Input).value = "first secret"
        app.screen.query_one("#pass2", Input).value = "first secret"
        app.screen.query_one("#ok").press()
        await wait_until(lambda: recorder.of(TaskEnded), what="the import")
        assert recorder.of(TaskEnded)[-1].error is None, recorder.of(TaskEnded)[-1].error
        assert app.services.users("restored") == app.services.users("demo")
        table = app.screen.query_one("#namespaces", DataTable)
        await wait_until(lambda: table.row_count == 2, what="the new namespace in the list")

        table.move_cursor(row=1)
        await wait_until(lambda: app.screen.selected_name() == "restored")
        await press(app, "C")
        await wait_until(lambda: isinstance(app.screen, ConfirmScreen), what="the compact confirmation")
        await press(app, "y")
        await wait_until(lambda: len(recorder.of(TaskEnded)) == 2, what="the compaction")
        assert recorder.of(TaskEnded)[-1].error is None, recorder.of(TaskEnded)[-1].error
        assert "Compacted restored" in recorder.of(TaskEnded)[-1].result.summary

        await wait_until(lambda: app.screen.query_one("#namespaces", DataTable).row_count == 2)
        app.screen.query_one("#namespaces", DataTable).move_cursor(row=1)
        await wait_until(lambda: app.screen.selected_name() == "restored")
        await press(app, "K")
        await wait_until(lambda: isinstance(app.screen, RekeyScreen), what="the rekey dialog")
        modal = app.screen
        await widget(app, "#old", Input)
        modal.query_one("#old", Input).value = "first secret"
        modal.query_one("#new1", Input).value = "2nd"
        modal.query_one("#new2", Input).value = "2nd"
        modal.query_one("#ok").press()
        # A short new passphrase is warned about and must be confirmed, as at creation.
        await wait_until(lambda: isinstance(app.screen, ConfirmScreen), what="the short passphrase warning")
        assert "3 characters" in str((await widget(app, ".dialog-title")).render())
        await press(app, "y")
        await wait_until(lambda: len(recorder.of(TaskEnded)) == 3, what="the rekey")
        assert recorder.of(TaskEnded)[-1].error is None, recorder.of(TaskEnded)[-1].error
        assert app.services.users("restored") == app.services.users("demo")  # reopened with the new passphrase
        workspace.lock("restored")
        with pytest.raises(EncryptionError):
            workspace.unlock("restored", "first secret")
        workspace.unlock("restored", "2nd")
    recorder.assert_no_errors()


async def test_files_for_a_locked_namespace_wait_with_one_notice_then_arrive_after_unlock(demo_workspace, recorder):
    inbox = demo_workspace / "inbox" / "demo"
    inbox.mkdir(parents=True, exist_ok=True)
    (inbox / "one.txt").write_text("The ferry to Cacilhas leaves every twenty minutes.\n", encoding="utf-8")
    (inbox / "two.txt").write_text("Maya's bike lock code is written on the fridge.\n", encoding="utf-8")
    # The inbox captures for the workspace owner, and the app opens a namespace on the owner's
    # memories when there are any: Maya owns this workspace, so it opens on her whichever lands
    # first, the captures or the list of users (with the OS user as owner, it was a race).
    workspace = MemoryWorkspace.open(demo_workspace)
    try:
        workspace.set_owner("maya")
    finally:
        workspace.close()
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await wait_until(lambda: notes(recorder, "Capture inbox"), what="the waiting notice")
        assert "unlock 'demo'" in notes(recorder, "Capture inbox")[0]
        await wait_until(lambda: len([m for m in recorder.of(CaptureArrived) if m.event.kind == "waiting"]) == 2,
                         what="both files noticed")
        assert len(notes(recorder, "Capture inbox")) == 1  # one notice for the namespace, not one per file
        await unlock_demo(app, pilot)
        await wait_until(lambda: len(notes(recorder, "Captured from the inbox")) == 2,
                         what="both files captured after the unlock")
        assert sorted(p.name for p in (inbox / "done").iterdir()) == ["one.txt", "two.txt"]
    recorder.assert_no_errors()
