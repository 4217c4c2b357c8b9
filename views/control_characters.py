"""Nothing the app draws sends a control character to the terminal.

Memories come from agents, files and pastes. Textual drops a bell but passes an escape
character through, so "\x1b]0;...\x07" in a memory would retitle the terminal and "\x1b[2J"
clear it. This filter runs over every line the app draws (App.get_line_filters) and removes
them; a control character takes no cell, so no line changes width. What stays ("[31mred")
shows that the text held something odd.
"""

from __future__ import annotations

from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

from workspace_app.formatting import CONTROL_CHARACTERS


class HideControlCharacters(LineFilter):
    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [
            Segment(CONTROL_CHARACTERS.sub("", segment.text), segment.style, segment.control)
            if not segment.control and CONTROL_CHARACTERS.search(segment.text) else segment
            for segment in segments
        ]


HIDE_CONTROL_CHARACTERS = HideControlCharacters()
