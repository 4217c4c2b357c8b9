"""NodeTable: a virtual table that draws only the visible rows and pages them in.

The stock DataTable measures every cell on the UI thread (about 15 s at 100k rows);
this one keeps ``virtual_size`` at the row count, renders a line from a cache of
pages, and asks its screen for a missing page with :class:`NodeTable.PageWanted`.
The screen fetches it in a thread worker (keyset after the previous page when that
page is cached, an offset otherwise) and hands it back with :meth:`set_page`.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import Static

from workspace_app.retirement import clip

PAGE = 200
MAX_PAGES = 64

# Column sets by the table's width: the content column gets what is left, so on a narrow
# terminal the metadata columns give way (dates lose their time, then scope, confidence and
# when the node last changed go: at 80 columns the content kept 30 cells, cut mid-word).
# "Event" is when the memory happened (its event time), "Updated" when the node last changed.
WIDE_COLUMNS = (("Type", 10), ("State", 10), ("Scope", 12), ("Conf", 4), ("Event", 16), ("Updated", 16))
MID_COLUMNS = (("Type", 10), ("State", 10), ("Scope", 8), ("Conf", 4), ("Event", 10), ("Updated", 10))
NARROW_COLUMNS = (("Type", 10), ("State", 10), ("Event", 10))
COLUMNS = MID_COLUMNS
RETIRED_STATES = ("superseded", "deprecated", "archived")
# A mark before each row, so retired and contested rows stand out in any theme (not by colour alone).
STATE_MARKS = {"superseded": "×", "deprecated": "×", "archived": "×", "contested": "!"}


def columns_for(width: int) -> tuple[tuple[str, int], ...]:
    if width >= 158:
        return WIDE_COLUMNS
    return MID_COLUMNS if width >= 98 else NARROW_COLUMNS


def header_text(width: int = 118) -> str:
    return "  " + " ".join(title.ljust(w) for title, w in columns_for(width)) + " Content"


class NodeTableHeader(Static):
    DEFAULT_CSS = """
    NodeTableHeader { height: 1; text-style: bold; color: $text-muted; background: $panel; padding: 0 1; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(header_text(), markup=False, **kwargs)

    def on_resize(self) -> None:
        self.update(header_text(self.content_region.width))


class NodeTable(ScrollView, can_focus=True):
    DEFAULT_CSS = """
    NodeTable { overflow-x: hidden; padding: 0 1; }
    NodeTable > .node-table--cursor { background: $accent 40%; text-style: bold; }
    NodeTable:focus > .node-table--cursor { background: $accent 60%; }
    NodeTable > .node-table--loading { color: $text-muted; text-style: italic; }
    NodeTable > .node-table--retired { color: $text-muted; text-style: italic; }
    NodeTable > .node-table--contested { color: $warning; }
    """
    COMPONENT_CLASSES = {
        "node-table--cursor", "node-table--loading", "node-table--retired", "node-table--contested",
    }
    BINDINGS = [
        Binding("up,k", "cursor_up", "Up", show=False),
        Binding("down,j", "cursor_down", "Down", show=False),
        Binding("pageup", "page_up", "Page up", show=False),
        Binding("pagedown", "page_down", "Page down", show=False),
        Binding("home", "first", "First", show=False),
        Binding("end", "last", "Last", show=False),
        Binding("enter", "select", "Open", id="nodes.open"),
    ]

    cursor: reactive[int] = reactive(0, repaint=False, init=False)

    @dataclass
    class PageWanted(Message):
        table: "NodeTable"
        page_index: int

    @dataclass
    class Highlighted(Message):
        table: "NodeTable"
        row: Any

    @dataclass
    class Selected(Message):
        table: "NodeTable"
        row: Any

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.total = 0
        self.generation = 0
        self._pages: OrderedDict[int, list[Any]] = OrderedDict()
        self._requested: set[int] = set()
        self.first_page_loaded = False

    # --- data ------------------------------------------------------------------------

    def reset(self, generation: int, total: int | None = None) -> None:
        """Forget every page (a new filter or sort); ``total`` may follow later."""
        self.generation = generation
        self._pages.clear()
        self._requested.clear()
        self.first_page_loaded = False
        self.set_reactive(NodeTable.cursor, 0)
        self.set_total(total or 0)
        self.scroll_to(0, 0, animate=False, immediate=True)

    def set_total(self, total: int) -> None:
        self.total = total
        self.virtual_size = Size(0, total)
        if self.cursor >= total:
            self.set_reactive(NodeTable.cursor, max(0, total - 1))
        self.refresh()

    def set_page(self, generation: int, page_index: int, rows: list[Any]) -> bool:
        if generation != self.generation:
            return False  # answers an older query
        self._requested.discard(page_index)
        self._pages[page_index] = rows
        self._pages.move_to_end(page_index)
        while len(self._pages) > MAX_PAGES:
            self._pages.popitem(last=False)
        if page_index == 0:
            self.first_page_loaded = True
            if rows:
                self.post_message(self.Highlighted(self, self.row_at(self.cursor)))
        self.refresh()
        return True

    def page(self, page_index: int) -> list[Any] | None:
        return self._pages.get(page_index)

    def row_at(self, index: int) -> Any | None:
        rows = self._pages.get(index // PAGE)
        if rows is None:
            return None
        offset = index % PAGE
        return rows[offset] if offset < len(rows) else None

    @property
    def current_row(self) -> Any | None:
        return self.row_at(self.cursor) if self.total else None

    def _want(self, page_index: int) -> None:
        if page_index < 0 or page_index * PAGE >= max(self.total, 1):
            return
        if page_index in self._pages or page_index in self._requested:
            return
        self._requested.add(page_index)
        self.post_message(self.PageWanted(self, page_index))

    # --- drawing ---------------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        index = self.scroll_offset.y + y
        if index >= self.total:
            return Strip.blank(width, self.rich_style)
        page_index, offset = divmod(index, PAGE)
        rows = self._pages.get(page_index)
        if rows is None:
            self._want(page_index)
            return self._strip("  …loading", width, self.get_component_rich_style("node-table--loading"))
        if offset >= PAGE - max(1, PAGE * 3 // 10):
            self._want(page_index + 1)  # prefetch before the reader reaches the edge
        if offset >= len(rows):
            return Strip.blank(width, self.rich_style)
        row = rows[offset]
        style = self.rich_style
        if row.state in RETIRED_STATES:
            style = style + self.get_component_rich_style("node-table--retired")
        elif row.state == "contested":
            style = style + self.get_component_rich_style("node-table--contested")
        if index == self.cursor:
            style = style + self.get_component_rich_style("node-table--cursor")
        return self._strip(format_row(row, width), width, style)

    @staticmethod
    def _strip(text: str, width: int, style: Style) -> Strip:
        return Strip([Segment(text, style)]).crop(0, width).extend_cell_length(width, style)

    # --- cursor ----------------------------------------------------------------------

    def watch_cursor(self, old: int, new: int) -> None:
        top = self.scroll_offset.y
        height = self.scrollable_content_region.height or 1
        if new < top:
            self.scroll_to(y=new, animate=False, immediate=True)
        elif new >= top + height:
            self.scroll_to(y=new - height + 1, animate=False, immediate=True)
        self.refresh()
        # The cursor's page is wanted even before a repaint asks for it: on a busy machine the
        # scroll can run before the layout knows the new total, and the rows drawn stay the old ones.
        self._want(new // PAGE)
        row = self.row_at(new)
        if row is not None:
            self.post_message(self.Highlighted(self, row))

    def _move(self, delta: int) -> None:
        if self.total:
            self.cursor = max(0, min(self.total - 1, self.cursor + delta))

    def action_cursor_up(self) -> None:
        self._move(-1)

    def action_cursor_down(self) -> None:
        self._move(1)

    def action_page_up(self) -> None:
        self._move(-(self.scrollable_content_region.height or 10))

    def action_page_down(self) -> None:
        self._move(self.scrollable_content_region.height or 10)

    def action_first(self) -> None:
        self._move(-self.total)

    def action_last(self) -> None:
        self._move(self.total)

    def action_select(self) -> None:
        row = self.current_row
        if row is not None:
            self.post_message(self.Selected(self, row))

    def on_click(self, event: events.Click) -> None:
        index = self.scroll_offset.y + event.y
        if 0 <= index < self.total:
            if index == self.cursor and event.chain >= 2:
                self.action_select()
            self.cursor = index


def _when(value: Any, width: int) -> str:
    if value is None:
        return ""
    return value.strftime("%Y-%m-%d %H:%M" if width >= 16 else "%Y-%m-%d")


def format_row(row: Any, width: int = 118) -> str:
    values = {
        "Type": row.node_type, "State": row.state, "Scope": row.scope, "Conf": f"{row.confidence:.2f}",
        "Event": row.event_time, "Updated": row.updated_at,
    }
    cells = []
    for title, w in columns_for(width):
        value = values[title]
        text = _when(value, w) if title in ("Event", "Updated") else str(value)
        cells.append(text[:w].ljust(w))
    text = STATE_MARKS.get(row.state, " ") + " " + " ".join(cells)
    who = f"{row.speaker}: " if row.speaker else ""
    if row.retirement is None:
        return f"{text} {who}{row.first_line}"
    return f"{text} {who}{retired_content(row, width - len(text) - 1 - len(who))}"


def retired_content(row: Any, room: int) -> str:
    """The old text, then what replaced it, sharing ``room`` cells (the status line says when, in full)."""
    gone = row.retirement
    tail = " →" + (f" {gone.by_id[:8]}" if gone.by_id else f" {gone.state}")
    texts = room - len(tail) - 3  # what the old and the new text share
    if not gone.by_content or texts < 30:  # narrow: the old text and the replacement's id
        return f"{clip(row.first_line, max(8, room - len(tail)))}{tail}"
    new = " ".join(gone.by_content.split())
    # Half each, or what the other does not use: two fifths for the old text cut "I live in Berlin"
    # to "I live in Ber…", the value that was replaced.
    old = clip(row.first_line, max(texts // 2, texts - len(new)))
    return f"{old}{tail} “{clip(new, texts - len(old))}”"
