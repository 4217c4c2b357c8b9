"""The app hosts the namespaces it unlocks: `prme` commands in other processes go through it,
and what they write shows up in the app without a key press."""

from __future__ import annotations

import asyncio
import json
import subprocess

import pytest

from tests.app.conftest import goto, unlock_demo, wait_until, widget
from tests.conftest import CHILD_PYTHON, python_child_env
from views.app import make_app
from views.widgets.node_table import NodeTable
from views.workspace import WorkspaceScreen

pytestmark = pytest.mark.anyio

SIZE = (120, 40)


async def prme(workspace, *argv: str) -> subprocess.CompletedProcess:
    """Run `prme` in its own process, without any passphrase: only the app's host can serve it."""
    env = python_child_env()
    return await asyncio.to_thread(
        subprocess.run, [CHILD_PYTHON, "-m", "workspace_app.cli", "--workspace", str(workspace), *argv],
        capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL, timeout=180,
    )


def visible_lines(table: NodeTable) -> list[str]:
    return [row.first_line for row in (table.page(0) or [])]


@pytest.mark.slow
async def test_cli_commands_go_through_the_app_and_a_stored_memory_appears_live(demo_workspace, recorder):
    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        assert (demo_workspace / "hosts" / "demo.sock").exists()
        await goto(app, "2", "nodes")
        table = await widget(app, "NodeTable", NodeTable)
        await wait_until(lambda: visible_lines(table), what="the first page of nodes")

        listed = await prme(demo_workspace, "nodes", "demo", "--user", "maya", "--json")
        assert listed.returncode == 0, listed.stderr
        assert len(json.loads(listed.stdout)) > 0

        stored = await prme(demo_workspace, "store", "demo", "The piano tuner comes on Thursdays", "--user", "maya",
                            "--json")
        assert stored.returncode == 0, stored.stderr
        node_id = json.loads(stored.stdout)["node_id"]

        # No key press: the Nodes pane reloads itself and a notification names the client.
        await wait_until(lambda: "The piano tuner comes on Thursdays" in visible_lines(table),
                         what="the CLI's memory in the Nodes pane")
        await wait_until(lambda: any("from cli" in n.message for n in recorder.notifications), what="notification")
        assert any("store_with_receipt from cli" in n.message for n in recorder.notifications)

        retrieved = await prme(demo_workspace, "retrieve", "demo", "when does the piano tuner come", "--user", "maya",
                               "--json")
        assert retrieved.returncode == 0, retrieved.stderr
        assert node_id in retrieved.stdout and "piano tuner" in retrieved.stdout

        # The app's own engine holds the pack; it sees the memory the CLI stored.
        client = app.services.client("demo")
        assert client.get_node(node_id, user_id="maya").content == "The piano tuner comes on Thursdays"

        # Locking in the app stops serving: the socket and its token file are gone.
        await goto(app, "1", "workspace")
        await wait_until(lambda: isinstance(app.screen, WorkspaceScreen) and app.screen.rows, what="namespace rows")
        app.screen.action_lock()
        await wait_until(lambda: not (demo_workspace / "hosts" / "demo.sock").exists(), what="the host stopped")
        assert not (demo_workspace / "hosts" / "demo.json").exists()
        after = await prme(demo_workspace, "nodes", "demo", "--user", "maya")
        assert after.returncode == 1 and "passphrase" in after.stderr and "Traceback" not in after.stderr
    recorder.assert_no_errors()


@pytest.mark.slow
async def test_what_is_current_reads_the_same_through_the_app(demo_workspace, recorder):
    """Automatic updates, a retired memory and what a store replaced, as `prme` tells them
    through the app's host: the same typed records as when it opens the pack itself."""
    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        listed = await prme(demo_workspace, "supersessions", "demo", "--user", "maya", "--json")
        assert listed.returncode == 0, listed.stderr
        priya = next(r for r in json.loads(listed.stdout) if r["old_content"] == "Priya lives in Lisbon")

        shown = await prme(demo_workspace, "get", "demo", priya["old_node_id"], "--user", "maya")
        assert shown.returncode == 0, shown.stderr
        assert "retired: superseded" in shown.stdout and "Priya lives in Porto" in shown.stdout

        stored = await prme(demo_workspace, "store", "demo", "Priya moved to Madrid in December, she loves it there.",
                            "--user", "maya", "--json")
        assert stored.returncode == 0, stored.stderr
        update = json.loads(stored.stdout)["update"]
        assert "Porto" in (update["replaced"] or update["beside"]), update
    recorder.assert_no_errors()


@pytest.mark.slow
async def test_workspace_pane_counts_connected_clients(demo_workspace, recorder):
    from workspace_app.host import connect
    from engine import MemoryWorkspace

    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "1", "workspace")
        other = MemoryWorkspace.open(demo_workspace)
        first = await asyncio.to_thread(connect, other, "demo", client_name="mcp")
        second = await asyncio.to_thread(connect, other, "demo", client_name="cli")
        try:
            table = app.screen.query_one("#namespaces")
            await wait_until(lambda: table.get_cell("demo", "lock") == "2 clients", what="two clients shown")
            first.close()
            await wait_until(lambda: table.get_cell("demo", "lock") == "1 client", what="one client shown")
        finally:
            first.close()
            second.close()
        await wait_until(lambda: table.get_cell("demo", "lock") == "unlocked", what="no client shown")
    recorder.assert_no_errors()


@pytest.mark.slow
async def test_a_contradiction_marked_by_an_agent_joins_the_queue_live(demo_workspace, recorder):
    from engine import MemoryWorkspace
    from views.contradictions import ContradictionsScreen
    from workspace_app.host import connect, labelled

    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "4", "contradictions")
        screen = app.screen
        assert isinstance(screen, ContradictionsScreen)
        before = len(screen.pairs)
        agent = await asyncio.to_thread(connect, MemoryWorkspace.open(demo_workspace), "demo", client_name="mcp")

        def propose() -> tuple[str, str]:
            first = str(agent.store_with_receipt("Maya's bike is red", user_id="maya").node_id)
            # not a second bike colour: the update check would contest that pair on store already
            second = str(agent.store_with_receipt("Maya has never owned a car", user_id="maya").node_id)
            with labelled("memory_mark_contradiction"):
                agent.contradict(first, second, user_id="maya", reason="an agent thinks these disagree")
            return first, second

        try:
            first, second = await asyncio.to_thread(propose)
        finally:
            agent.close()
        await wait_until(lambda: any({p.left.node_id, p.right.node_id} == {first, second} for p in screen.pairs),
                         what="the agent's contradiction in the queue")
        assert len(screen.pairs) == before + 1
        await wait_until(lambda: any("memory_mark_contradiction from mcp" in n.message
                                     for n in recorder.notifications), what="a notification naming the agent")
    recorder.assert_no_errors()
