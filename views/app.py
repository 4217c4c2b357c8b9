"""PrmeApp: the terminal app. ``make_app()`` builds it for the CLI, the tests and the benchmark.

The rule everywhere (harlequin's): engine calls run in thread workers (views.workers) that
never touch a widget; their results come back to the UI thread as typed messages
(views.messages) and handlers there change the screen. Errors become notifications, never a
traceback; an unexpected one shows a dialog and leaves a content-free report
(workspace_app.crash_report), and the app goes on.
"""

from __future__ import annotations

import importlib.util
import logging
import threading
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from rich.text import Text
from textual import on
from textual.app import App
from textual.binding import Binding
from textual.filter import LineFilter
from textual.message import Message

from views.base import PANES, PaneScreen
from views.capture import CaptureScreen
from views.commands_palette import PrmeCommands, global_keys
from views.contradictions import ContradictionsScreen
from views.control_characters import HIDE_CONTROL_CHARACTERS
from views.extraction import ExtractionScreen
from views.messages import BusyChanged, CaptureArrived, DataChanged, EngineFailed, OpenNode, Outcome
from views.modals import ChooseScreen, CrashScreen, HelpScreen, PassphraseScreen
from views.node_detail import NodeDetailScreen
from views.nodes import NodesScreen
from views.retrieval import RetrievalScreen
from views.terminal_watch import watch_terminal
from views.theme import DEFAULT_THEME, THEMES
from views.workers import run_engine
from views.workspace import WorkspaceScreen
from workspace_app.crash_report import summary, write_report
from workspace_app.host import HostEvent, HostingWorkspace
from workspace_app.services import WorkspaceServices

log = logging.getLogger("prme.app")

DEMO_NAMESPACE = "demo"


def css_path() -> str | None:
    """The app's TCSS: the source tree's ``assets/app.tcss``, else package data ``views.styles``
    when installed (setup.py maps ``assets/`` there). Without either the
    app starts with Textual's default styles rather than not at all."""
    try:
        spec = importlib.util.find_spec("views.styles")
    except ImportError:
        spec = None
    # The source tree's own assets first: an editable install of another checkout also answers
    # for ``views.styles`` (views is a namespace package), and its CSS is not this code's.
    folders = [Path(__file__).resolve().parent.parent / "assets"]
    folders += [Path(p) for p in (spec.submodule_search_locations or [])] if spec else []
    for folder in folders:
        if (folder / "app.tcss").is_file():
            return str(folder / "app.tcss")
    log.warning("app.tcss not found next to the app; using default styles")
    return None


MAX_CRASH_REPORTS = 20  # per run: an error repeated on every frame must not fill the disk
HOST_NOTICE_DELAY = 0.3  # writes arriving within this window share one notification and one reload


@dataclass
class HostActivity(Message):
    """Something happened on a namespace this app hosts (a client connected, wrote, left)."""

    event: HostEvent


class PrmeApp(App):
    TITLE = "PRME Workspace"
    CSS_PATH = css_path()
    MODES = {
        "workspace": WorkspaceScreen,
        "nodes": NodesScreen,
        "detail": NodeDetailScreen,
        "contradictions": ContradictionsScreen,
        "extraction": ExtractionScreen,
        "retrieval": RetrievalScreen,
        "capture": CaptureScreen,
    }
    DEFAULT_MODE = "workspace"
    COMMANDS = App.COMMANDS | {PrmeCommands}
    BINDINGS = [
        *[Binding(key, f"go('{pane}')", title, show=False, id=f"go.{pane}") for key, pane, title in PANES],
        Binding("question_mark,f1", "help", "Help", id="app.help"),
        Binding("U", "choose_user", "User", id="app.user"),
        Binding("ctrl+t", "toggle_theme", "Theme", show=False, id="app.theme"),
        Binding("ctrl+q", "quit", "Quit", priority=True, id="app.quit"),
    ]

    def __init__(
        self, services: WorkspaceServices, *, demo: bool = False, show_toasts: bool = True, theme: str | None = None,
        demo_passphrase: str | None = None, watch_inbox: bool = True, exit_on_hangup: bool = False,
    ) -> None:
        super().__init__()
        self.services = services
        self.namespace: str | None = None
        self.user: str | None = None
        self.owner: str = "me"
        self.context_version = 0
        self._warmed: set[str] = set()  # namespaces whose embedding model was loaded
        self.busy = 0
        self._busy_lock = threading.Lock()
        self.detail_node_id: str | None = None
        self.demo = demo
        self.demo_namespace = DEMO_NAMESPACE
        from workspace_app.demo import DEMO_PASSPHRASE

        self.demo_passphrase = demo_passphrase or DEMO_PASSPHRASE
        self.demo_hint = (f"The demo namespace {DEMO_NAMESPACE!r} is encrypted with the demo passphrase "
                          f"{self.demo_passphrase!r} (shown here on purpose: it is sample data).")
        self.preferred_namespace: str | None = DEMO_NAMESPACE if demo else None
        self.show_toasts = show_toasts
        self.requested_theme = theme
        self.demo_ready = not demo
        self._auto_unlock = demo
        self.watch_inbox = watch_inbox
        self.exit_on_hangup = exit_on_hangup  # leave when the terminal goes away (the real terminal only)
        self.inbox: Any = None  # the CaptureInbox while the app runs
        self._inbox_lock = threading.Lock()
        self._inbox_closed = False
        self.recent_captures: deque = deque(maxlen=50)  # CaptureEvents, newest last
        self._waiting_noticed: set[str] = set()  # namespaces whose "files are waiting" notice was shown
        self._remote_writes: list[HostEvent] = []  # writes by other processes not yet shown
        self.hosting: HostingWorkspace | None = None  # the services' workspace when it hosts what it unlocks
        self.crash_reports: list[Path | None] = []  # reports written this run (None: could not be written)

    def get_line_filters(self) -> Sequence[LineFilter]:
        return [*super().get_line_filters(), HIDE_CONTROL_CHARACTERS]

    # --- unexpected errors --------------------------------------------------------
    # Textual quits on an unhandled exception and prints a traceback with local variables,
    # which can hold decrypted memories. Here the error is reported without content, shown
    # in a dialog, and the app keeps running; it exits only when it cannot go on.

    async def _dispatch_message(self, message: Message) -> None:
        """The app's own handlers (keys, bindings, actions, app messages): a failure must not
        end the app's message loop, which Textual's loop does after reporting it."""
        try:
            await super()._dispatch_message(message)
        except Exception as error:  # noqa: BLE001 - reported, and the loop goes on
            self._handle_exception(error)

    async def _dispatch_action(self, namespace: Any, action_name: str, params: Any) -> bool:
        """An action that raises (from a key, a binding, a click or the palette) is reported."""
        try:
            return await super()._dispatch_action(namespace, action_name, params)
        except Exception as error:  # noqa: BLE001 - reported, and the app goes on
            self._handle_exception(error)
            return True

    def _handle_exception(self, error: Exception) -> None:
        """Textual's hook for every unhandled exception (handlers, timers, compose, render)."""
        report = self._write_crash_report(error)
        line = summary(error, report)
        log.error("%s", line)  # content-free, like the report
        if self.is_headless and self._exception is None:
            self._exception = error  # the test pilot re-raises it at the end: no test passes over a crash
        if not self.is_running or not self._screen_stacks.get(self._current_mode):
            self._fatal(line)
            return
        try:
            if not isinstance(self.screen, CrashScreen):  # one dialog, however many errors follow
                self.push_screen(CrashScreen(line))
        except Exception:  # noqa: BLE001 - no dialog possible: the app cannot go on
            self._fatal(line)

    def _write_crash_report(self, error: Exception) -> Path | None:
        if len(self.crash_reports) >= MAX_CRASH_REPORTS:
            return None
        try:
            report = write_report(error, self.services.root, where=f"pane {self.current_mode}")
        except Exception:  # noqa: BLE001 - reporting must never raise from the error hook
            report = None
        self.crash_reports.append(report)
        return report

    def _fatal(self, line: str) -> None:
        """Exit, printing the content-free line instead of Textual's traceback with locals."""
        self._return_code = 1
        self.bell()
        self._exit_renderables.append(Text(line))
        self._close_messages_no_wait()

    # --- start-up ----------------------------------------------------------------

    def on_mount(self) -> None:
        for theme in THEMES:
            self.register_theme(theme)
        wanted = self.requested_theme or DEFAULT_THEME
        if wanted not in self.available_themes:
            self.notify(f"Unknown theme {wanted!r}; using {DEFAULT_THEME}", severity="warning")
            wanted = DEFAULT_THEME
        self.theme = wanted
        if self.hosting is not None:
            self.hosting.listener = self._host_event
        if self.demo:
            self.add_demo(first_run=True)
        if self.exit_on_hangup:
            watch_terminal(self)
        if self.watch_inbox:
            run_engine(self, "watch the capture inbox", self._start_inbox, group="inbox", busy=False)

    # --- capture inbox -----------------------------------------------------------

    def _start_inbox(self) -> None:
        """Worker: open the workspace and start watching inbox/<namespace>/ (stopped on exit).
        If it fails, the app works on without the inbox and says so."""
        from workspace_app.capture_inbox import CaptureInbox

        inbox = CaptureInbox(self.services.workspace, on_event=self._inbox_event, settle=1.0)
        with self._inbox_lock:
            if self._inbox_closed:
                return
            inbox.start()
            self.inbox = inbox

    def _inbox_event(self, event: Any) -> None:
        """Called on the inbox's thread: hand the event to the UI as a message."""
        self.post_message(CaptureArrived(event))

    def _stop_inbox(self) -> None:
        with self._inbox_lock:
            self._inbox_closed = True
            inbox, self.inbox = self.inbox, None
        if inbox is not None:
            try:
                inbox.stop()
            except Exception:  # noqa: BLE001 - stopping on the way out must not print a traceback
                log.debug("stopping the capture inbox failed", exc_info=True)

    def namespace_unlocked(self, name: str) -> None:
        """A namespace was unlocked: its waiting inbox files can be captured now."""
        self._waiting_noticed.discard(name)
        if self.inbox is not None:
            self.inbox.poke()

    @on(CaptureArrived)
    def _capture_arrived(self, message: CaptureArrived) -> None:
        event = message.event
        where = f"{event.namespace}/{event.source_name}"
        if event.kind == "waiting":
            if event.namespace in self._waiting_noticed:
                return
            self._waiting_noticed.add(event.namespace)
            self.notify(f"Files wait in inbox/{event.namespace}/: unlock {event.namespace!r} to capture them",
                        title="Capture inbox", severity="warning", timeout=10)
        elif event.kind == "failed":
            self.notify(f"{where} was not captured: {event.reason} (moved to failed/)", title="Capture failed",
                        severity="error", timeout=10)
        elif event.kind == "duplicate":
            self.notify(f"{where}: already captured, nothing new stored", title="Capture inbox")
        else:
            first = f": {event.previews[0]}" if event.previews else ""
            self.notify(f"{where}: {event.items} memor{'y' if event.items == 1 else 'ies'}{first}",
                        title="Captured from the inbox")
            if event.namespace == self.namespace:
                self.data_changed("inbox capture")
                if isinstance(self.pane, (NodesScreen, WorkspaceScreen)):
                    self.pane.context_changed()  # the pane in view shows what arrived now
        self.recent_captures.append(event)
        for screen in self._pane_screens():
            if isinstance(screen, CaptureScreen):
                screen.show_captures()

    def notify(self, message: str, *, title: str = "", severity: Any = "information", timeout: float | None = None,
               markup: bool = False) -> None:
        if not self.show_toasts and severity != "error":
            return
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    # --- hosting: other processes (the CLI, agents) share the unlocked namespaces ---------

    def _host_event(self, event: HostEvent) -> None:
        """Called on a host's thread: hand the event to the UI as a message."""
        self.post_message(HostActivity(event))

    def hosted_clients(self, name: str) -> int:
        """How many other processes are connected to namespace ``name`` through this app."""
        return self.hosting.clients(name) if self.hosting is not None else 0

    @on(HostActivity)
    def _host_activity(self, message: HostActivity) -> None:
        event = message.event
        if event.kind == "write":
            if not self._remote_writes:
                self.set_timer(HOST_NOTICE_DELAY, self._show_remote_writes)
            self._remote_writes.append(event)
        elif event.kind == "failed":
            self.notify(f"{event.namespace!r} is open here but other processes cannot share it: {event.detail}",
                        title="Not shared", severity="warning", timeout=10)
        elif event.kind in ("connected", "disconnected") and isinstance(self.pane, WorkspaceScreen):
            self.pane.reload()

    def _show_remote_writes(self) -> None:
        """Notify who wrote what (never the content) and reload the panes that show it."""
        writes, self._remote_writes = self._remote_writes, []
        if not writes:
            return
        names = list(dict.fromkeys(f"{w.label} from {w.client}" for w in writes))
        where = {w.namespace for w in writes}
        suffix = "" if where == {self.namespace} else f" in {', '.join(sorted(where))}"
        count = f"{len(writes)} writes: " if len(writes) > 1 else ""
        self.notify(f"{count}{', '.join(names[:3])}{' …' if len(names) > 3 else ''}{suffix}", title="Memory changed")
        if self.namespace not in where:
            return
        user = next((w.user_id for w in writes if w.namespace == self.namespace and w.user_id), None)
        if self.user is None and user:
            self.set_context(self.namespace, user)  # the namespace's first memories: show their owner
            return
        self.context_version += 1  # every pane reloads when shown next; the visible ones now
        if isinstance(self.pane, (NodesScreen, ContradictionsScreen, WorkspaceScreen)):
            self.pane.context_changed()

    # --- context -----------------------------------------------------------------

    @property
    def pane(self) -> PaneScreen | None:
        try:
            screen = self.screen
        except Exception:  # noqa: BLE001 - no screen while starting or shutting down
            return None
        return screen if isinstance(screen, PaneScreen) else None

    def set_context(self, namespace: str | None, user: str | None) -> None:
        self.namespace = namespace
        self.user = user
        self.context_version += 1
        self.sub_title = f"{namespace} · {user}" if namespace else ""
        if namespace and user is None:
            self._pick_user(namespace)
        for screen in self._pane_screens():
            screen.context_changed()

    def warm_up_model(self) -> None:
        """Load the embedding model when a pane that needs it opens, so its first query is quick.

        Not at unlock: loading the model then competes with the engine's background indexing
        and the UI for two cores (paging right after unlock doubled its p95 at 100k nodes).
        """
        namespace = self.namespace
        if namespace is None or namespace in self._warmed:
            return
        self._warmed.add(namespace)
        services = self.services
        # Quietly: the first query loads the model anyway (and reports an error, if any).
        run_engine(self, "load the embedding model", lambda: services.warm_up(namespace), failed=lambda _: None,
                   group="warm-up", busy=False)

    def _pane_screens(self) -> list[PaneScreen]:
        return [s for s in self.screen_stack if isinstance(s, PaneScreen)]

    def _pick_user(self, namespace: str) -> None:
        services = self.services
        run_engine(self, "list users", lambda: (services.users(namespace), services.owner()),
                   lambda found: self._users_known(namespace, *found), group="users", busy=False)

    def _users_known(self, namespace: str, users: list[str], owner: str) -> None:
        self.owner = owner
        if namespace != self.namespace:
            return
        user = owner if owner in users else (users[0] if users else owner)
        self.set_context(namespace, user)

    def data_changed(self, reason: str = "", new_user: str | None = None) -> None:
        """Memories changed: other panes reload when they are shown next."""
        self.context_version += 1
        if self.pane is not None:
            self.pane._seen_version = self.context_version  # noqa: SLF001 - the current pane reloads itself
        if new_user and new_user != self.user:
            self.set_context(self.namespace, new_user)

    def namespaces_loaded(self, rows: list[Any]) -> None:
        names = {r.name for r in rows}
        if self.namespace and self.namespace not in names:
            self.set_context(None, None)
        if self._auto_unlock and self.demo_ready and self.demo_namespace in names:
            self._auto_unlock = False
            self.open_namespace(self.demo_namespace)

    def namespace_locked(self, name: str) -> None:
        if self.namespace == name:
            self.set_context(None, None)
        if isinstance(self.pane, WorkspaceScreen):
            self.pane.reload()

    def open_namespace(self, name: str) -> None:
        """Make ``name`` the open namespace, asking for its passphrase when it is locked."""
        if self.services.is_unlocked(name):
            self.set_context(name, None)
            self.notify(f"Opened namespace {name!r}")
            return
        hint = self.demo_hint if name == self.demo_namespace else None

        def unlocked(users: list[str] | None) -> None:
            if users is None:
                return
            self.notify(f"Unlocked {name!r}: press 2 for its nodes", title="Unlocked")
            self.namespace_unlocked(name)
            self.set_context(name, None)
            if isinstance(self.pane, WorkspaceScreen):
                self.pane.reload()

        services = self.services
        self.push_screen(PassphraseScreen(name, lambda passphrase: services.unlock(name, passphrase), hint=hint), unlocked)

    def add_demo(self, first_run: bool = False) -> None:
        """Build the demo namespace in the background (the indicator shows while it works)."""
        from workspace_app.demo import build_demo, demo_exists

        services = self.services
        passphrase = self.demo_passphrase

        def build() -> None:
            services.open()
            if demo_exists(services.workspace):
                if not first_run:
                    self.post_message(Outcome("The demo namespace already exists"))
            else:
                self.post_message(Outcome("Building the demo namespace…", title="Demo"))
                build_demo(services.workspace, passphrase=passphrase)
                self.post_message(Outcome(f"Demo ready: unlock {DEMO_NAMESPACE!r} with {passphrase!r}", title="Demo"))

        def failed(error: str) -> EngineFailed:
            self._demo_built()  # what there is of the workspace shows all the same
            return EngineFailed("build the demo", error)

        run_engine(self, "build the demo", build, lambda _: self._demo_built(), failed=failed, group="demo")

    def _demo_built(self) -> None:
        self.demo_ready = True
        self.preferred_namespace = DEMO_NAMESPACE
        for screen in self._pane_screens():
            if isinstance(screen, WorkspaceScreen):
                screen.reload()

    # --- busy indicator ----------------------------------------------------------

    def busy_changed(self, delta: int) -> None:
        """Called from worker threads; the pane bar shows an indicator while anything runs."""
        with self._busy_lock:
            self.busy = max(0, self.busy + delta)
        self.post_message(BusyChanged())

    @on(BusyChanged)
    def _busy(self) -> None:
        if self.pane is not None:
            self.pane.refresh_bar()

    # --- messages ----------------------------------------------------------------

    @on(EngineFailed)
    def _engine_failed(self, event: EngineFailed) -> None:
        self.notify(event.message, title=f"Could not {event.action}", severity="error", timeout=10)

    @on(Outcome)
    def _outcome(self, event: Outcome) -> None:
        self.notify(event.message, title=event.title)

    @on(OpenNode)
    async def _open_node(self, event: OpenNode) -> None:
        self.detail_node_id = event.node_id
        if isinstance(self.screen, NodeDetailScreen):
            self.screen.show(event.node_id)
        else:
            await self.switch_mode("detail")

    @on(DataChanged)
    def _data_changed(self, event: DataChanged) -> None:
        self.data_changed(event.reason)

    # --- actions -----------------------------------------------------------------

    async def action_go(self, pane: str) -> None:
        if self.current_mode != pane:
            await self.switch_mode(pane)

    async def run_palette_action(self, pane: str | None, action: str | None) -> None:
        """A command palette entry: go to its pane, then run its action there."""
        if pane and self.current_mode != pane:
            await self.switch_mode(pane)
            if isinstance(self.screen, PaneScreen) and self.namespace:
                await self.screen.wait_ready()
        if action:
            await self.run_action(action, self.screen)

    def action_help(self) -> None:
        pane = self.pane
        title = pane.TITLE if pane else "PRME Workspace"
        about = pane.ABOUT if pane else ""
        keys: list[tuple[str, str]] = []
        if pane is not None:
            for binding in pane.BINDINGS:
                if isinstance(binding, Binding) and binding.description:
                    keys.append((binding.key.replace("slash", "/"), binding.description))
        keys += global_keys()
        self.push_screen(HelpScreen(title, about, keys))

    def action_toggle_theme(self) -> None:
        self.theme = "prme-light" if self.theme == "prme-dark" else "prme-dark"
        self.notify(f"Theme: {self.theme}")

    def action_choose_user(self) -> None:
        if not self.namespace:
            self.notify("Open a namespace first (Workspace pane, 1)", severity="warning")
            return
        namespace, services = self.namespace, self.services
        run_engine(self, "list users", lambda: services.users(namespace),
                   lambda users: self._choose_from(namespace, users), group="users", busy=False)

    def _choose_from(self, namespace: str, users: list[str]) -> None:
        if not users:
            self.notify("No memories in this namespace yet", severity="warning")
            return

        def chosen(user: str | None) -> None:
            if user:
                self.set_context(namespace, user)

        self.push_screen(ChooseScreen("Show memories of user", users, self.user), chosen)

    async def action_quit(self) -> None:
        self.workers.cancel_all()
        self.exit()

    def on_unmount(self) -> None:
        self._stop_inbox()
        if self.hosting is not None:
            self.hosting.listener = None  # closing stops the hosts; nobody is left to show it
        try:
            self.services.close()
        except Exception:  # noqa: BLE001 - closing on the way out must not print a traceback
            log.debug("closing the workspace failed", exc_info=True)


def make_app(
    workspace: Path | str | None = None, *, services: WorkspaceServices | None = None, demo: bool = False,
    show_toasts: bool = True, theme: str | None = None, demo_passphrase: str | None = None, watch_inbox: bool = True,
    exit_on_hangup: bool = False,
) -> PrmeApp:
    """The one constructor of the app, shared by the CLI, the tests and the benchmark.

    The app hosts every namespace it unlocks, so the CLI and agents can share it meanwhile.
    """
    hosting = None
    if services is None:
        hosting = HostingWorkspace.open(workspace)
        hosting.host_name = "the app"
        services = WorkspaceServices(workspace, workspace=hosting)
    app = PrmeApp(
        services, demo=demo, show_toasts=show_toasts, theme=theme,
        demo_passphrase=demo_passphrase, watch_inbox=watch_inbox, exit_on_hangup=exit_on_hangup,
    )
    app.hosting = hosting
    return app
