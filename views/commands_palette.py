"""Command palette: every pane and every action, generated from the panes' own bindings.

One registry means a new action gets its key, its footer entry, its help line and its
palette entry in one place. Choosing an action of another pane switches there first.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Iterator, Mapping

from textual.binding import Binding
from textual.command import DiscoveryHit, Hit, Hits, Provider

from views.base import PANES

GLOBAL_ACTIONS: tuple[tuple[str, str, str], ...] = (
    ("?", "help", "Help: keys and what this pane is for"),
    ("U", "choose_user", "Switch user (whose memories the panes show)"),
    ("ctrl+t", "toggle_theme", "Toggle light / dark theme"),
    ("ctrl+p", "command_palette", "Command palette"),
    ("ctrl+q", "quit", "Quit"),
)


def global_keys() -> list[tuple[str, str]]:
    keys = [(key, f"go to {title}") for key, _, title in PANES]
    keys += [(key, text) for key, _, text in GLOBAL_ACTIONS]
    return keys


def commands(modes: Mapping[str, Any]) -> Iterator[tuple[str, str | None, str | None, str]]:
    """(title, pane, action, help) for every pane and every pane action; ``modes`` maps a pane
    to its screen class (the app's ``MODES``)."""
    for key, pane, title in PANES:
        yield (f"Go to {title}", pane, None, f"key {key}")
    for key, action, text in GLOBAL_ACTIONS:
        if action == "command_palette":
            continue
        yield (text, None, f"app.{action}", f"key {key}")
    for key, pane, title in PANES:
        screen = modes[pane]
        for binding in screen.BINDINGS:
            if not isinstance(binding, Binding) or not binding.description or binding.action == "cancel":
                continue
            keys = binding.key.split(",")[0].replace("slash", "/")
            yield (f"{title}: {binding.description}", pane, binding.action, f"key {keys}")


class PrmeCommands(Provider):
    async def discover(self) -> Hits:
        for title, pane, action, help_text in commands(self.app.MODES):
            yield DiscoveryHit(title, partial(self._run, pane, action), help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, pane, action, help_text in commands(self.app.MODES):
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), partial(self._run, pane, action), help=help_text)

    async def _run(self, pane: str | None, action: str | None) -> None:
        await self.app.run_palette_action(pane, action)  # type: ignore[attr-defined]
