"""Short ids and the node picker in the app: Detail's o, s and c open a searchable picker;
an 8-character id typed into it opens the node; an ambiguous one says which nodes it matches."""

from __future__ import annotations

import pytest
from textual.widgets import Input, OptionList

from engine import MemoryNode, storage
from tests.app.conftest import goto, press, unlock_demo, wait_until, widget
from views.app import make_app
from views.messages import OpenNode
from views.modals import NodePickerScreen
from views.node_detail import NodeDetailScreen

pytestmark = pytest.mark.anyio

SIZE = (120, 40)


def current_nodes(app, limit: int = 50):
    return app.services.client("demo").page_nodes(
        "maya", limit=limit, lifecycle_states=["tentative", "stable"], node_type=["fact", "preference", "note"]).nodes


async def open_detail(app, node_id: str) -> NodeDetailScreen:
    app.screen.post_message(OpenNode(node_id))
    await wait_until(lambda: isinstance(app.screen, NodeDetailScreen) and app.screen.detail is not None
                     and app.screen.detail.id == node_id, what="the detail pane")
    return app.screen


async def open_picker(app, key: str) -> NodePickerScreen:
    await press(app, key)
    await wait_until(lambda: isinstance(app.screen, NodePickerScreen), what="the node picker")
    picker = app.screen
    await wait_until(lambda: picker.searches >= 1, what="the picker's first page")
    return picker


async def type_search(app, picker: NodePickerScreen, text: str) -> None:
    field = await widget(app, "#picker-search", Input)
    await wait_until(lambda: app.screen.focused is field, what="the search field focused")
    field.value = text
    await wait_until(lambda: picker.shown_text == text, what=f"the results of {text!r}")


@pytest.mark.slow
async def test_picker_searches_through_the_engine_and_opens_by_text_or_short_id(demo_workspace, recorder):
    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "2", "nodes")
        first, target = current_nodes(app)[:2]
        await open_detail(app, str(first.id))

        picker = await open_picker(app, "o")
        options = app.screen.query_one("#picker-list", OptionList)
        assert picker.rows and options.option_count == len(picker.rows)
        label = str(options.get_option_at_index(0).prompt)
        assert picker.rows[0].id[:8] in label and picker.rows[0].state in label  # content, type, state, date
        words = " ".join(target.content.split()[:3])
        await type_search(app, picker, words)
        assert picker.rows and all(words.lower() in r.first_line.lower() for r in picker.rows)
        assert str(target.id) in [r.id for r in picker.rows]
        options.highlighted = [r.id for r in picker.rows].index(str(target.id))
        await press(app, "enter")
        await wait_until(lambda: isinstance(app.screen, NodeDetailScreen) and app.screen.detail is not None
                         and app.screen.detail.id == str(target.id), what="the picked node opened")

        # an 8-character id, typed where the picker searches, names the node
        picker = await open_picker(app, "o")
        await type_search(app, picker, str(first.id)[:8])
        assert picker.rows[0].id == str(first.id)
        await press(app, "enter")
        await wait_until(lambda: isinstance(app.screen, NodeDetailScreen) and app.screen.detail is not None
                         and app.screen.detail.id == str(first.id), what="the node opened by its short id")
    recorder.assert_no_errors()


@pytest.mark.slow
async def test_supersede_through_the_picker_and_an_ambiguous_short_id(demo_workspace, recorder):
    app = make_app(demo_workspace, watch_inbox=False)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        await goto(app, "2", "nodes")
        old, new = current_nodes(app)[:2]
        old_id, new_id = str(old.id), str(new.id)
        screen = await open_detail(app, old_id)

        picker = await open_picker(app, "s")
        assert old_id not in [r.id for r in picker.rows]  # a node cannot supersede itself
        await type_search(app, picker, new_id[:8])
        assert picker.rows[0].id == new_id
        await press(app, "enter")
        await wait_until(lambda: app.services.node_state("demo", old_id, "maya") == "superseded",
                         what="the supersession")
        await wait_until(lambda: screen.detail is not None and screen.detail.state == "superseded",
                         what="the detail pane reloaded")

        # Two nodes share the first 8 characters: the short id is refused with both listed.
        digit = "1" if new_id[9] == "0" else "0"
        twin = f"{new_id[:8]}-{digit * 4}-4000-8000-000000000000"
        app.services.client("demo").engine._db.write_sync(
            storage.insert_nodes, [MemoryNode(id=twin, user_id="maya", content="A twin memory.", node_type="fact")])
        with pytest.raises(Exception) as caught:
            app.services.resolve_node("demo", new_id[:8], "maya")
        message = str(caught.value)
        assert "matches 2 records" in message and "A twin memory" in message and new_id[:8] in message
        picker = await open_picker(app, "o")
        await type_search(app, picker, new_id[:8])
        assert [r.id for r in picker.rows[:2]] == sorted([new_id, twin])  # both listed first, to pick from
        status = str(app.screen.query_one("#picker-status").render())
        assert "2 memories have an id starting with" in status
        await press(app, "escape")
        await wait_until(lambda: isinstance(app.screen, NodeDetailScreen), what="the picker closed")
        screen.show(new_id[:8])  # opening by the ambiguous short id says why it cannot
        await wait_until(lambda: any("matches 2 records" in m for m in recorder.errors), what="the ambiguity error")
        assert app.is_running
