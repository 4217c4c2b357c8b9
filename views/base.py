"""What every pane shares: the pane bar, context line, engine workers and reloads."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Callable, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Static
from textual.widgets._footer import FooterKey
from textual.worker import Worker, get_current_worker

from workspace_app.messages import EngineFailed
from workspace_app.services import user_message

if TYPE_CHECKING:
    from workspace_app.app import PrmeApp

log = logging.getLogger("prme.app")

PANES: tuple[tuple[str, str, str], ...] = (
    ("1", "workspace", "Workspace"),
    ("2", "nodes", "Nodes"),
    ("3", "detail", "Detail"),
    ("4", "contradictions", "Contradictions"),
    ("5", "extraction", "Extraction"),
    ("6", "retrieval", "Playground"),
    ("7", "capture", "Capture"),
)


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

        app: PrmeApp = self.app  # type: ignore[assignment]
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
    def prme(self) -> "PrmeApp":
        return self.app  # type: ignore[return-value]

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
        notice = self.query_one("#no-namespace", Static)
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

    # --- engine calls ------------------------------------------------------------

    def run_engine(
        self, action: str, call: Callable[[], Any], done: Callable[[Any], Message | None] | None = None, *,
        group: str = "engine", exclusive: bool = False,
    ) -> Worker:
        """Run ``call`` in a thread worker; post ``done(result)`` or an EngineFailed."""
        app = self.prme

        def work() -> None:
            worker = get_current_worker()
            app.busy_changed(+1)
            try:
                value = call()
            except Exception as exc:  # noqa: BLE001 - every failure becomes a notification
                log.debug("engine call %s failed", action, exc_info=True)
                if not worker.is_cancelled:
                    self.post_message(EngineFailed(action, user_message(exc)))
                return
            finally:
                app.busy_changed(-1)
            if done is not None and not worker.is_cancelled:
                message = done(value)
                if message is not None:
                    self.post_message(message)

        return self.run_worker(work, name=action, group=group, exclusive=exclusive, thread=True, exit_on_error=False)
