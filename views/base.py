"""What every pane shares: the pane bar, the footer, the context line and reloads."""

from __future__ import annotations

from collections import deque
from typing import Any, ClassVar, Protocol, cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.css.query import NoMatches
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Static
from textual.widgets._footer import FooterKey

from workspace_app.services import WorkspaceServices

PANES: tuple[tuple[str, str, str], ...] = (
    ("1", "workspace", "Workspace"),
    ("2", "nodes", "Nodes"),
    ("3", "detail", "Detail"),
    ("4", "contradictions", "Contradictions"),
    ("5", "extraction", "Extraction"),
    ("6", "retrieval", "Playground"),
    ("7", "capture", "Capture"),
)


class PaneApp(Protocol):
    """What panes use of the app (views.app.PrmeApp): the open namespace and user, the
    services, and the app's reactions to what a pane did. Declared here so that the app
    imports its panes and no pane imports the app."""

    services: WorkspaceServices
    namespace: str | None
    user: str | None
    owner: str
    context_version: int
    busy: int
    detail_node_id: str | None
    preferred_namespace: str | None
    demo_namespace: str
    demo_hint: str
    watch_inbox: bool
    recent_captures: deque

    def busy_changed(self, delta: int) -> None: ...
    def set_context(self, namespace: str | None, user: str | None) -> None: ...
    def data_changed(self, reason: str = "", new_user: str | None = None) -> None: ...
    def warm_up_model(self) -> None: ...
    def open_namespace(self, name: str) -> None: ...
    def namespace_unlocked(self, name: str) -> None: ...
    def namespace_locked(self, name: str) -> None: ...
    def namespaces_loaded(self, rows: list[Any]) -> None: ...
    def hosted_clients(self, name: str) -> int: ...
    def add_demo(self, first_run: bool = False) -> None: ...


# Below this width the pane bar shows only the current pane's title (the others by key) and the
# footer goes compact with Help and Quit first, so the namespace, the user and the way out stay on screen.
NARROW = 110


class PaneBar(Static):
    """The row of panes at the top, the current one highlighted, and the open namespace."""

    def __init__(self, current: str) -> None:
        super().__init__("", classes="pane-bar")
        self.current = current

    def on_mount(self) -> None:
        self.refresh_text()

    def on_resize(self) -> None:
        self.refresh_text()

    def refresh_text(self) -> None:
        from rich.text import Text

        app = cast(PaneApp, self.app)
        where = Text()
        if app.namespace:
            where.append(f"ns {app.namespace}", style="bold")
            where.append(f" · user {app.user or '-'}")
        else:
            where.append("no namespace open", style="italic")
        if app.busy:
            where.append("  ◌ working…", style="italic")
        width = self.size.width or NARROW
        for narrow in (False, True):
            text = Text()
            for key, pane, title in PANES:
                current = pane == self.current
                label = f" {key} {title} " if current or not narrow else f" {key} "
                text.append(label, style="reverse bold" if current else "")
            if not narrow and text.cell_len + 2 + where.cell_len > width:
                continue
            text.append("  ")
            text.append_text(where)
            break
        text.truncate(max(width, 1))
        self.update(text)


class PaneFooter(Footer):
    """The key footer; on a narrow terminal compact, with Help and Quit first so they are never cut off."""

    ESSENTIAL = ("help", "quit")

    def on_resize(self) -> None:
        narrow = self.size.width < NARROW
        if narrow != self.compact:
            self.compact = narrow
            self.call_after_refresh(self.recompose)

    def compose(self) -> ComposeResult:
        keys = list(super().compose())
        if self.compact:
            keys.sort(key=lambda k: not (isinstance(k, FooterKey) and k.action in self.ESSENTIAL))
        yield from keys


class PaneScreen(Screen):
    """A pane: subclasses set PANE, TITLE, ABOUT and compose their body in ``compose_body``."""

    PANE: ClassVar[str] = ""
    TITLE: ClassVar[str] = ""
    ABOUT: ClassVar[str] = ""
    NEEDS_NAMESPACE: ClassVar[bool] = True
    NEEDS_MODEL: ClassVar[bool] = False  # embeds text: the app loads the model when the pane opens
    BINDINGS = [Binding("escape", "leave_field", "Leave field", show=False)]
    # Screen classes for the layout (app.tcss): -narrow below NARROW columns, -wide from there.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (NARROW, "-wide")]

    def __init__(self) -> None:
        super().__init__(id=f"pane-{self.PANE}")
        self._seen_version = -1
        self._generation = 0

    @property
    def prme(self) -> PaneApp:
        return cast(PaneApp, self.app)

    async def _dispatch_message(self, message: Message) -> None:
        """A handler of this pane that raises goes to the app's crash handler (a dialog and a
        content-free report); Textual would stop the pane's message loop, leaving it dead."""
        try:
            await super()._dispatch_message(message)
        except Exception as error:  # noqa: BLE001 - reported by the app, the pane goes on
            self.app._handle_exception(error)  # noqa: SLF001 - Textual's hook, overridden by PrmeApp

    def compose(self) -> ComposeResult:
        yield PaneBar(self.PANE)
        yield Static("", classes="no-namespace", id="no-namespace", markup=False)
        yield from self.compose_body()
        yield PaneFooter()

    def compose_body(self) -> ComposeResult:
        yield from ()

    # --- context -----------------------------------------------------------------

    def on_screen_resume(self) -> None:
        # Textual sets the breakpoint classes on a resize; a pane first shown after it needs them too.
        narrow = self.app.size.width < NARROW
        self.set_class(narrow, "-narrow")
        self.set_class(not narrow, "-wide")
        self.before_resume()
        self.refresh_bar()
        if self._seen_version != self.prme.context_version:
            self._seen_version = self.prme.context_version
            self._apply_context()
        if self.NEEDS_MODEL:
            self.prme.warm_up_model()

    def before_resume(self) -> None:
        """A hook for panes that take a request from the app when shown (the detail pane)."""

    def _apply_context(self) -> None:
        blocked = self.NEEDS_NAMESPACE and not self.prme.namespace
        try:
            notice = self.query_one("#no-namespace", Static)
        except NoMatches:
            # Its widgets are gone: the app is quitting while an unlock or a new namespace
            # was still answering. Should the pane be shown again, it applies the context then.
            self._seen_version = -1
            return
        notice.display = blocked
        if blocked:
            notice.update(
                f"{self.TITLE} needs an open namespace. Press 1 for the Workspace pane, pick a namespace "
                "and press u (or Enter) to unlock it."
            )
        for body in self.query(".pane-body"):
            body.display = not blocked
        if not blocked:
            self.reload()

    def context_changed(self) -> None:
        """Called by the app when the namespace or user changed (or data did)."""
        if self.is_current:
            self._seen_version = self.prme.context_version
            self._apply_context()
        self.refresh_bar()

    def reload(self) -> None:
        """Fetch this pane's data (in workers)."""

    def action_leave_field(self) -> None:
        """Esc in a text field hands the keys back to the pane (1-7 switch panes again)."""
        from textual.widgets import Input, TextArea

        if isinstance(self.focused, (Input, TextArea)):
            self.set_focus(None)

    def refresh_bar(self) -> None:
        for bar in self.query(PaneBar):
            bar.refresh_text()

    def is_ready(self) -> bool:
        """True once the pane shows its data (the palette waits for it before running an action)."""
        return True

    async def wait_ready(self, timeout: float = 5.0) -> None:
        import asyncio
        import time

        deadline = time.monotonic() + timeout
        while not self.is_ready() and time.monotonic() < deadline:
            await asyncio.sleep(0.02)

    def next_generation(self) -> int:
        self._generation += 1
        return self._generation

    @property
    def generation(self) -> int:
        return self._generation
