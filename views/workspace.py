"""Workspace pane: the namespaces of the workspace folder; create, unlock, lock, rename, delete."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Static

from views.base import PaneScreen
from views.modals import CreateNamespaceScreen, PromptScreen, TypeNameScreen
from workspace_app.messages import NamespacesLoaded, Outcome


def human_size(size: int) -> str:
    value = float(size)
    for unit in ("B", "KB", "MB", "GB"):
        if value < 1024 or unit == "GB":
            return f"{value:.0f} {unit}" if unit in ("B", "MB") else f"{value:.1f} {unit}"
        value /= 1024
    return f"{size} B"


class WorkspaceScreen(PaneScreen):
    PANE = "workspace"
    AUTO_FOCUS = "#namespaces"
    TITLE = "Workspace"
    NEEDS_NAMESPACE = False
    ABOUT = (
        "The namespaces in this workspace folder: one encrypted pack file each. Unlock one to browse and curate "
        "its memories in the other panes. Passphrases stay in memory for this session only."
    )
    BINDINGS = [
        Binding("enter,u", "unlock", "Unlock/open", id="workspace.unlock"),
        Binding("n", "create", "New", id="workspace.create"),
        Binding("l", "lock", "Lock", id="workspace.lock"),
        Binding("r", "rename", "Rename", id="workspace.rename"),
        Binding("d", "delete", "Delete", id="workspace.delete"),
        Binding("D", "demo", "Add demo", id="workspace.demo"),
        Binding("g", "refresh", "Refresh", id="workspace.refresh"),
    ]

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

    def on_mount(self) -> None:
        self.query_one("#namespaces", DataTable).loading = True

    def reload(self) -> None:
        services = self.prme.services
        self.run_engine(
            "list namespaces",
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
                row.name, "unlocked" if row.unlocked else "locked", "yes" if row.encrypted else "no",
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
        self.query_one("#workspace-hint", Static).update(hint)
        table.focus()
        self.prme.namespaces_loaded(event.rows)

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

    def action_create(self) -> None:
        def created(result: dict | None) -> None:
            if not result:
                return
            services = self.prme.services
            self.run_engine(
                f"create namespace {result['name']}",
                lambda: services.create_namespace(
                    result["name"], passphrase=result["passphrase"], encrypted=result["encrypted"],
                    description=result["description"],
                ),
                lambda name: self._created(name),
            )

        self.app.push_screen(CreateNamespaceScreen(), created)

    def _created(self, name: str) -> Outcome:
        self.app.call_later(self.prme.set_context, name, None)
        return Outcome(f"Created namespace {name!r}; it is unlocked for this session")

    def action_lock(self) -> None:
        name = self.selected_name()
        if name is None:
            return
        services = self.prme.services

        def locked(_: object) -> Outcome:
            self.app.call_later(self.prme.namespace_locked, name)
            return Outcome(f"Locked {name!r}: its pack is closed and the key forgotten")

        self.run_engine(f"lock {name}", lambda: services.lock(name), locked)

    def action_rename(self) -> None:
        name = self.selected_name()
        if name is None:
            return

        def chosen(result: dict | None) -> None:
            if not result:
                return
            services = self.prme.services
            self.run_engine(
                f"rename {name}", lambda: services.rename(name, result["value"]),
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
                self.app.call_later(self.prme.namespace_locked, name)
                return self._after_change(f"Deleted namespace {name!r}")

            self.run_engine(f"delete {name}", lambda: services.delete(name, confirm=typed), deleted)

        self.app.push_screen(TypeNameScreen(name), confirmed)

    def action_demo(self) -> None:
        self.prme.add_demo()

    def _after_change(self, message: str) -> Outcome:
        self.app.call_later(self.reload)
        return Outcome(message)

