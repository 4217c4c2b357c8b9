"""Detail F: a confirmation that lists what will go and says it is final; then the memory is
gone from the engine, the Nodes pane and retrieval, and the doctor stays clean."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Static

from tests.app.conftest import goto, press, unlock_demo, wait_until, widget
from views.app import make_app
from views.messages import OpenNode
from views.modals import ForgetScreen
from views.node_detail import NodeDetailScreen
from views.widgets.node_table import NodeTable

pytestmark = pytest.mark.anyio

SIZE = (120, 40)
CANARY = "vbzcanary3318"


async def open_detail(app, node_id: str) -> None:
    app.screen.post_message(OpenNode(node_id))
    await wait_until(lambda: isinstance(app.screen, NodeDetailScreen) and app.screen.detail is not None
                     and app.screen.detail.id == node_id, what="the detail pane")


@pytest.mark.slow
async def test_forget_from_the_detail_pane(demo_workspace, recorder):
    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        client = app.services.client("demo")
        receipt = client.store_with_receipt(f"The safe combination is {CANARY}.", user_id="maya")
        node_id = str(receipt.node_id)
        await goto(app, "2", "nodes")
        await open_detail(app, node_id)

        # Cancel first: the safe choice has the focus, and nothing changes.
        await press(app, "F")
        await wait_until(lambda: isinstance(app.screen, ForgetScreen), what="the forget confirmation")
        listed = str((await widget(app, "#forget-lines", Static)).render())
        assert node_id[:8] in listed and "The safe combination is" in listed
        assert str(receipt.event_id)[:8] in listed  # its source event goes too
        assert "final" in str((await widget(app, ".dialog-title", Static)).render())
        confirm, cancel = app.screen, await widget(app, "#cancel", Button)
        await wait_until(lambda: confirm.focused is cancel, what="Cancel focused")
        await press(app, "enter")
        await wait_until(lambda: isinstance(app.screen, NodeDetailScreen), what="the confirmation closed")
        assert client.get_node(node_id, user_id="maya") is not None

        await press(app, "F")
        await wait_until(lambda: isinstance(app.screen, ForgetScreen), what="the forget confirmation again")
        (await widget(app, "#ok", Button)).press()
        await wait_until(lambda: client.get_node(node_id, user_id="maya", include_superseded=True) is None,
                         what="the memory forgotten")
        await wait_until(lambda: any("Forgot 1 memory" in n.message for n in recorder.notifications),
                         what="the outcome")
        assert client.get_event(receipt.event_id, user_id="maya") is None
        assert not any(CANARY in r.node.content for r in client.retrieve("safe combination", user_id="maya").results)
        await goto(app, "2", "nodes")
        table = await widget(app, "NodeTable", NodeTable)
        await wait_until(lambda: table.page(0), what="the first page of nodes")
        assert not any(CANARY in row.first_line for row in table.page(0))
        assert not [f for f in client.doctor().findings if f.status == "problem"]
    recorder.assert_no_errors()


@pytest.mark.slow
async def test_edit_as_new_then_forget_the_correction_brings_the_original_back(demo_workspace, recorder):
    """Saving an unchanged edit did nothing and said nothing; forgetting the correction left the
    original retired for good, pointing at a memory that no longer existed."""
    from textual.widgets import TextArea

    from views.modals import EditScreen

    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        client = app.services.client("demo")
        original = str(client.store_with_receipt("I like hiking", user_id="maya").node_id)
        await goto(app, "2", "nodes")
        await open_detail(app, original)
        await press(app, "e")
        await wait_until(lambda: isinstance(app.screen, EditScreen), what="the edit dialog")
        editor = app.screen
        await press(app, "ctrl+s")
        message = await widget(app, "#edit-error", Static)
        await wait_until(lambda: "Nothing changed yet" in str(message.render()), what="why nothing was saved")
        assert app.screen is editor
        area = await widget(app, "#content", TextArea)
        area.text = "I like hiking and climbing"
        await press(app, "ctrl+s")
        await wait_until(lambda: client.get_node(original, user_id="maya", include_superseded=True).superseded_by
                         is not None, what="the correction stored")
        correction = str(client.get_node(original, user_id="maya", include_superseded=True).superseded_by)

        await open_detail(app, correction)
        await press(app, "F")
        await wait_until(lambda: isinstance(app.screen, ForgetScreen), what="the forget confirmation")
        summary = str((await widget(app, "#forget-summary", Static)).render())
        assert "the memory it had replaced becomes current again" in summary
        (await widget(app, "#ok", Button)).press()
        await wait_until(lambda: client.get_node(correction, user_id="maya", include_superseded=True) is None,
                         what="the correction forgotten")
        back = client.get_node(original, user_id="maya")
        assert back is not None and back.superseded_by is None
    recorder.assert_no_errors()
