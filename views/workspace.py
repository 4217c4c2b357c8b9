"""Workspace pane: the namespaces of the workspace folder; create, unlock, lock, rename, delete,
and keep them healthy: doctor, compact, rekey, export and import (in thread workers with progress)."""

from __future__ import annotations

from typing import Any, Callable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, ProgressBar, Static

from views.base import PaneScreen
from views.messages import NamespacesLoaded, Outcome, TaskEnded, TaskProgress
from views.modals import (
    ConfirmScreen, CreateNamespaceScreen, ExportScreen, ImportScreen, PassphraseScreen, PromptScreen, RekeyScreen,
    ReportScreen, SecretScreen, TypeNameScreen,
)
from views.workers import run_engine
from workspace_app import maintenance_actions as actions
from workspace_app.formatting import human_size
from workspace_app.passphrases import passphrase_warning


class WorkspaceScreen(PaneScreen):
    PANE = "workspace"
    AUTO_FOCUS = "#namespaces"
    TITLE = "Workspace"
    NEEDS_NAMESPACE = False
    ABOUT = (
        "The namespaces in this workspace folder: one encrypted pack file each. Unlock one to browse and curate "
        "its memories in the other panes. Passphrases stay in memory for this session only. While a namespace "
        "is unlocked here, `prme` commands and agents (`prme mcp`) of your user share it through the app; the "
        "Lock column counts them."
    )
    BINDINGS = [
        Binding("enter,u", "unlock", "Unlock/open", id="workspace.unlock"),
        Binding("n", "create", "New", id="workspace.create"),
        Binding("l", "lock", "Lock", id="workspace.lock"),
        Binding("r", "rename", "Rename", id="workspace.rename"),
        Binding("d", "delete", "Delete", id="workspace.delete"),
        Binding("D", "demo", "Add demo", id="workspace.demo"),
        Binding("g", "refresh", "Refresh", id="workspace.refresh"),
        # Maintenance: in help, the palette and the pane's key line (the footer is full).
        Binding("h", "doctor", "Doctor (check the pack)", show=False, id="workspace.doctor"),
        Binding("C", "compact", "Compact the pack", show=False, id="workspace.compact"),
        Binding("K", "rekey", "Change passphrase (rekey)", show=False, id="workspace.rekey"),
        Binding("x", "export", "Export to JSONL (plain text)", show=False, id="workspace.export"),
        Binding("i", "import", "Import JSONL into a new namespace", show=False, id="workspace.import"),
    ]
    DEFAULT_CSS = """
    #task-row { height: 1; padding: 0 1; }
    #maintenance-keys { height: 1; }
    #task-label { width: 1fr; }
    #task-bar { width: 40; }
    """

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="pane-body", id="workspace-body"):
            yield Static("", id="workspace-path", classes="section-title", markup=False)
            table = DataTable(id="namespaces", cursor_type="row", zebra_stripes=True)
            table.add_column("Namespace", key="name", width=20)
            table.add_column("Lock", key="lock", width=10)
            table.add_column("Encrypted", key="enc", width=9)
            table.add_column("Size", key="size", width=9)
            table.add_column("Nodes", key="nodes", width=7)
            table.add_column("Model", key="model", width=24)
            table.add_column("Description", key="desc")
            yield table
            yield Static("", id="workspace-empty", classes="empty-state", markup=False)
            yield Static("", id="workspace-hint", classes="hint", markup=False)
            yield Static(
                "Maintenance: h doctor · C compact · K change passphrase · x export (plain text) · i import",
                id="maintenance-keys", classes="hint", markup=False,
            )
            with Horizontal(id="task-row"):
                yield Static("", id="task-label", markup=False)
                yield ProgressBar(total=None, show_eta=False, id="task-bar")

    def on_mount(self) -> None:
        self.rows: list[Any] = []
        self.running_task: str | None = None
        self.query_one("#task-row").display = False
        self.query_one("#namespaces", DataTable).loading = True

    def reload(self) -> None:
        services = self.prme.services
        run_engine(
            self, "list namespaces",
            lambda: (services.namespaces(), services.owner(), str(services.open())),
            lambda value: NamespacesLoaded(value[0], value[2]),
            group="namespaces", exclusive=True,
        )

    @on(NamespacesLoaded)
    def _loaded(self, event: NamespacesLoaded) -> None:
        event.stop()
        self.rows = event.rows
        table = self.query_one("#namespaces", DataTable)
        table.loading = False
        selected = self.selected_name()
        table.clear()
        for row in event.rows:
            table.add_row(
                row.name, self._lock_label(row), "yes" if row.encrypted else "no",
                human_size(row.size_bytes), "-" if row.node_count is None else str(row.node_count),
                row.model.split("/")[-1], row.description, key=row.name,
            )
        names = [r.name for r in event.rows]
        target = selected or self.prme.namespace or self.prme.preferred_namespace
        if target in names:
            table.move_cursor(row=names.index(target))
        self.query_one("#workspace-path", Static).update(f"Workspace folder: {event.folder}")
        empty = self.query_one("#workspace-empty", Static)
        empty.display = not event.rows
        empty.update(
            "This workspace has no namespaces yet.\n\n  n  create a namespace (encrypted by default)\n"
            "  D  add the demo namespace: people, sessions, contested claims, extraction jobs\n"
        )
        hint = self.prme.demo_hint if any(r.name == self.prme.demo_namespace for r in event.rows) else ""
        others = [r.others_note(self.prme.user) for r in event.rows if r.name == self.prme.namespace]
        hint = "\n".join(line for line in (hint, *others) if line)
        self.query_one("#workspace-hint", Static).update(hint)
        if self.focused is None:  # a reload never takes focus from where the user is
            table.focus()
        self.prme.namespaces_loaded(event.rows)

    def _lock_label(self, row: Any) -> str:
        """"locked", "unlocked", or how many other processes (CLI, agents) share it through this app."""
        if not row.unlocked:
            return "locked"
        clients = self.prme.hosted_clients(row.name)
        return f"{clients} client{'s' if clients != 1 else ''}" if clients else "unlocked"

    def selected_name(self) -> str | None:
        table = self.query_one("#namespaces", DataTable)
        if not table.row_count:
            return None
        try:
            key, _ = table.coordinate_to_cell_key(table.cursor_coordinate)
        except Exception:  # noqa: BLE001 - no row under the cursor
            return None
        return key.value

    @on(DataTable.RowSelected, "#namespaces")
    def _row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_unlock()

    # --- actions ----------------------------------------------------------------

    def action_refresh(self) -> None:
        self.reload()

    def action_unlock(self) -> None:
        name = self.selected_name()
        if name is None:
            self.notify("No namespace selected: press n to create one or D for the demo", severity="warning")
            return
        self.prme.open_namespace(name)

    def _unless_short(self, passphrase: str | None, question: str, go: Callable[[], None]) -> None:
        """``go()``, once the user confirmed a short new passphrase: their call, never a silent one."""
        warning = passphrase_warning(passphrase)
        if warning:
            self.app.push_screen(ConfirmScreen(f"{warning}\n\n{question}", confirm_label="Use it anyway"),
                                 lambda ok: go() if ok else None)
        else:
            go()

    def action_create(self) -> None:
        def created(result: dict | None) -> None:
            if not result:
                return
            self._unless_short(result["passphrase"] if result["encrypted"] else None,
                               f"Create {result['name']!r} with it anyway?", lambda: create(result))

        def create(result: dict) -> None:
            services = self.prme.services
            run_engine(
                self, f"create namespace {result['name']}",
                lambda: services.create_namespace(
                    result["name"], passphrase=result["passphrase"], encrypted=result["encrypted"],
                    description=result["description"],
                ),
                lambda name: self._created(name),
            )

        self.app.push_screen(CreateNamespaceScreen([r.name for r in self.rows]), created)

    def _created(self, name: str) -> Outcome:
        self.prme.set_context(name, None)
        self.prme.namespace_unlocked(name)
        return Outcome(f"Created namespace {name!r}; it is unlocked for this session")

    def action_lock(self) -> None:
        name = self.selected_name()
        if name is None:
            return
        services = self.prme.services

        def locked(_: object) -> Outcome:
            self.prme.namespace_locked(name)
            return Outcome(f"Locked {name!r}: its pack is closed and the key forgotten")

        run_engine(self, f"lock {name}", lambda: services.lock(name), locked)

    def action_rename(self) -> None:
        name = self.selected_name()
        if name is None:
            return

        def chosen(result: dict | None) -> None:
            if not result:
                return
            services = self.prme.services
            run_engine(
                self, f"rename {name}", lambda: services.rename(name, result["value"]),
                lambda new: self._after_change(f"Renamed {name!r} to {new!r}"),
            )

        self.app.push_screen(PromptScreen(f"Rename namespace {name!r} (lock it first) to:", value=name), chosen)

    def action_delete(self) -> None:
        name = self.selected_name()
        if name is None:
            return

        def confirmed(typed: str | None) -> None:
            if typed is None:
                return
            services = self.prme.services

            def deleted(_: object) -> Outcome:
                self.prme.namespace_locked(name)
                return self._after_change(f"Deleted namespace {name!r}")

            run_engine(self, f"delete {name}", lambda: services.delete(name, confirm=typed), deleted)

        self.app.push_screen(TypeNameScreen(name), confirmed)

    def action_demo(self) -> None:
        self.prme.add_demo()

    def _after_change(self, message: str) -> Outcome:
        self.reload()
        return Outcome(message)


    # --- maintenance: doctor, compact, rekey, export, import ------------------------------

    def _row(self, name: str) -> Any:
        return next((r for r in self.rows if r.name == name), None)

    def _when_unlocked(self, name: str, then: Callable[[], None]) -> None:
        """Run ``then`` once ``name`` is unlocked, asking for its passphrase when it is locked."""
        services = self.prme.services
        if services.is_unlocked(name):
            then()
            return

        def unlocked(users: list[str] | None) -> None:
            if users is None:
                return
            self.prme.namespace_unlocked(name)
            self.reload()
            then()

        hint = self.prme.demo_hint if name == self.prme.demo_namespace else None
        self.app.push_screen(PassphraseScreen(name, lambda passphrase: services.unlock(name, passphrase), hint=hint),
                             unlocked)

    def _run_task(self, task: str, call: Callable[[actions.ProgressFn], actions.TaskResult]) -> None:
        """Run one maintenance task in a thread worker; progress and the result come back as messages."""
        if self.running_task is not None:
            self.notify(f"{self.running_task} is still running; wait for it to finish", severity="warning")
            return
        self.running_task = task
        self._show_progress(task, "starting", 0, None)
        throttle = actions.Throttle(lambda stage, done, total: self.post_message(TaskProgress(task, stage, done, total)))
        run_engine(
            self, task, lambda: call(throttle), lambda result: TaskEnded(task, result=result),
            failed=lambda error: TaskEnded(task, error=error), group="maintenance",
        )

    def _show_progress(self, task: str, stage: str, done: int, total: int | None) -> None:
        row = self.query_one("#task-row")
        row.display = True
        count = f" {done}/{total}" if total else (f" {done}" if done else "")
        self.query_one("#task-label", Static).update(f"{task}: {stage}{count}…")
        bar = self.query_one("#task-bar", ProgressBar)
        if total:
            bar.update(total=total, progress=min(done, total))
        else:
            bar.update(total=None)

    @on(TaskProgress)
    def _task_progress(self, event: TaskProgress) -> None:
        event.stop()
        if event.task == self.running_task:
            self._show_progress(event.task, event.stage, event.done, event.total)

    @on(TaskEnded)
    def _task_ended(self, event: TaskEnded) -> None:
        event.stop()
        self.running_task = None
        self.query_one("#task-row").display = False
        if event.error is not None:
            self.notify(event.error, title=f"Could not {event.task.lower()}", severity="error", timeout=10)
        else:
            result: actions.TaskResult = event.result
            self.notify(result.summary, title=event.task, severity="information" if result.ok else "warning",
                        timeout=10)
            if result.details:
                self.app.push_screen(ReportScreen(f"{event.task}: {'OK' if result.ok else 'needs repair'}",
                                                  result.details))
            if result.changed and result.namespace:
                # The pack was replaced (compact, rekey) or created (import): panes reload, and the
                # inbox looks again at files that waited while the namespace was closed for the copy.
                self.prme.data_changed(event.task)
                if self.prme.services.is_unlocked(result.namespace):
                    self.prme.namespace_unlocked(result.namespace)
        self.reload()

    def _selected_or_warn(self) -> str | None:
        name = self.selected_name()
        if name is None:
            self.notify("No namespace selected", severity="warning")
        return name

    def action_doctor(self) -> None:
        name = self._selected_or_warn()
        if name is None:
            return
        workspace = self.prme.services.workspace
        self._when_unlocked(name, lambda: self._run_task(
            f"Doctor {name}", lambda progress: actions.doctor(workspace, name, progress)))

    def action_export(self) -> None:
        name = self._selected_or_warn()
        if name is None:
            return
        workspace = self.prme.services.workspace

        def chosen(choice: dict | None) -> None:
            if not choice:
                return
            self._run_task(f"Export {name}", lambda progress: actions.export(
                workspace, name, choice["path"], with_graph=choice["with_graph"], user_id=choice["user"],
                progress=progress))

        def ask() -> None:
            suggested = str(actions.suggested_export_path(workspace, name))
            self.app.push_screen(ExportScreen(name, suggested, actions.PLAIN_TEXT_NOTICE), chosen)

        self._when_unlocked(name, ask)

    def action_import(self) -> None:
        workspace = self.prme.services.workspace
        latest = actions.latest_export(workspace)
        suggested = str(latest) if latest else str(workspace.exports_dir) + "/"

        def chosen(choice: dict | None) -> None:
            if not choice:
                return
            new = choice["name"]

            def call(progress: actions.ProgressFn) -> actions.TaskResult:
                return actions.import_new(
                    workspace, choice["path"], new, passphrase=choice["passphrase"], encrypted=choice["encrypted"],
                    description=choice["description"], progress=progress)

            self._run_task(f"Import into {new}", call)

        self.app.push_screen(ImportScreen(suggested, [r.name for r in self.rows]), chosen)

    def action_compact(self) -> None:
        name = self._selected_or_warn()
        if name is None:
            return
        row = self._row(name)
        workspace = self.prme.services.workspace

        def run(passphrase: str | None) -> None:
            self._run_task(f"Compact {name}",
                           lambda progress: actions.compact(workspace, name, passphrase, progress))

        def confirmed(answer: dict | None) -> None:
            if answer is None:
                return
            if row is not None and row.encrypted and not self.prme.services.is_unlocked(name):
                self.app.push_screen(SecretScreen(f"Passphrase of {name!r} (it is locked)"),
                                     lambda secret: run(secret) if secret else None)
            else:
                run(None)

        self.app.push_screen(ConfirmScreen(
            f"Compact {name!r}? Its pack is copied into a fresh file and replaces the old one; the namespace is "
            "closed during the copy and reopened after it.", confirm_label="Compact"), confirmed)

    def action_rekey(self) -> None:
        name = self._selected_or_warn()
        if name is None:
            return
        row = self._row(name)
        if row is not None and not row.encrypted:
            self.notify(f"{name!r} is not encrypted, so it has no passphrase to change", severity="warning")
            return
        workspace = self.prme.services.workspace

        def chosen(choice: dict | None) -> None:
            if not choice:
                return
            self._unless_short(choice["new"], f"Change {name!r} to it anyway?", lambda: rekey(choice))

        def rekey(choice: dict) -> None:
            self._run_task(f"Rekey {name}", lambda progress: actions.rekey(
                workspace, name, choice["new"], choice["old"], progress))

        self.app.push_screen(RekeyScreen(name), chosen)
