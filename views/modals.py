"""Modal screens: passphrase, create namespace, confirm, type-the-name, a text prompt, help, crash."""

from __future__ import annotations

from typing import Any, Callable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, Input, Label, Static, TextArea

from views.workers import run_engine


class _Modal(ModalScreen):
    BINDINGS = [Binding("escape", "cancel", "Cancel", id="modal.cancel")]

    def action_cancel(self) -> None:
        self.dismiss(None)

    def say(self, selector: str, text: str) -> None:
        """Show ``text`` in the dialog's message line, scrolled into view (on a short terminal
        the dialog scrolls, and the line may be below its fold)."""
        line = self.query_one(selector, Static)
        line.update(text)
        line.scroll_visible()


class PassphraseScreen(_Modal):
    """Ask for a namespace's passphrase and try it in a worker; stays open on a wrong one.

    ``try_unlock(passphrase)`` runs in a thread and returns the namespace's users; the
    modal dismisses with them, or shows the error inline and lets the user retry.
    """

    def __init__(self, namespace: str, try_unlock: Callable[[str], Any], *, hint: str | None = None) -> None:
        super().__init__()
        self.namespace = namespace
        self._try_unlock = try_unlock
        self._hint = hint
        self.attempts = 0

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(f"Unlock namespace [b]{self.namespace}[/b]", classes="dialog-title")
            if self._hint:
                yield Static(self._hint, classes="hint", markup=False)
            yield Input(placeholder="passphrase", password=True, id="passphrase")
            yield Static("", id="unlock-error", classes="error-text", markup=False)
            with Horizontal(classes="buttons"):
                yield Button("Unlock", variant="primary", id="ok")
                yield Button("Cancel", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#passphrase", Input).focus()

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed, "#ok")
    @on(Input.Submitted, "#passphrase")
    def _submit(self) -> None:
        field = self.query_one("#passphrase", Input)
        passphrase = field.value
        if not passphrase:
            self.say("#unlock-error", "Enter the passphrase.")
            return
        field.disabled = True
        self.say("#unlock-error", "Unlocking…")
        self._attempt(passphrase)

    def _attempt(self, passphrase: str) -> None:
        # busy=False here and in the picker: the modal shows its own state ("Unlocking…").
        run_engine(self, "unlock", lambda: self._try_unlock(passphrase), self._unlocked, failed=self._failed,
                   group="unlock", exclusive=True, busy=False)

    def _unlocked(self, users: list[str] | None) -> None:
        self.dismiss(users if users is not None else [])

    def _failed(self, message: str) -> None:
        self.attempts += 1
        self.say("#unlock-error", f"Could not unlock: {message}. Try again.")
        field = self.query_one("#passphrase", Input)
        field.disabled = False
        field.value = ""
        field.focus()


class CreateNamespaceScreen(_Modal):
    """Name, description, encrypted (default) and the passphrase twice.

    Dismisses with {"name", "description", "encrypted", "passphrase"}; subclasses add
    fields above the form (``extra_fields``) and checks before it (``extra_error``).
    """

    heading = "Create a namespace"
    dialog_classes = "dialog"
    ok_label = "Create"
    name_placeholder = "name (letters, digits, - and _)"
    passphrase_placeholder = "passphrase"

    def __init__(self, taken: list[str] | tuple[str, ...] = ()) -> None:
        super().__init__()
        self.taken = set(taken)

    def extra_fields(self) -> ComposeResult:
        yield from ()

    def extra_error(self) -> str | None:
        return None

    def extra_values(self) -> dict:
        return {}

    def compose(self) -> ComposeResult:
        with Vertical(classes=self.dialog_classes):
            yield Label(self.heading, classes="dialog-title")
            yield from self.extra_fields()
            yield Input(placeholder=self.name_placeholder, id="name")
            yield Input(placeholder="description (optional)", id="description")
            yield Checkbox("Encrypted (AES-256-GCM)", value=True, id="encrypted")
            yield Input(placeholder=self.passphrase_placeholder, password=True, id="pass1")
            yield Input(placeholder="passphrase again", password=True, id="pass2")
            yield Static("", id="form-error", classes="error-text", markup=False)
            with Horizontal(classes="buttons"):
                yield Button(self.ok_label, variant="primary", id="ok")
                yield Button("Cancel", id="cancel")

    def on_mount(self) -> None:
        self.query(Input).first().focus()

    @on(Checkbox.Changed, "#encrypted")
    def _toggle(self, event: Checkbox.Changed) -> None:
        for selector in ("#pass1", "#pass2"):
            self.query_one(selector, Input).disabled = not event.value

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.dismiss(None)

    def _form_error(self) -> str | None:
        name = self.query_one("#name", Input).value.strip()
        encrypted = self.query_one("#encrypted", Checkbox).value
        first = self.query_one("#pass1", Input).value
        if not name:
            return "Give the namespace a name."
        if name in self.taken:
            return f"{name!r} exists; choose a new name."
        if encrypted and not first:
            return "An encrypted namespace needs a passphrase."
        if encrypted and first != self.query_one("#pass2", Input).value:
            return "The two passphrases differ."
        return None

    @on(Button.Pressed, "#ok")
    @on(Input.Submitted)
    def _submit(self) -> None:
        problem = self.extra_error() or self._form_error()
        if problem:
            self.say("#form-error", problem)
            return
        encrypted = self.query_one("#encrypted", Checkbox).value
        self.dismiss({
            **self.extra_values(),
            "name": self.query_one("#name", Input).value.strip(),
            "description": self.query_one("#description", Input).value.strip(),
            "encrypted": encrypted, "passphrase": self.query_one("#pass1", Input).value if encrypted else None,
        })


class ConfirmScreen(_Modal):
    """Yes or no, with an optional reason line."""

    BINDINGS = [Binding("escape", "cancel", "Cancel"), Binding("y", "yes", "Yes", show=False)]

    def __init__(self, question: str, *, ask_reason: bool = False, confirm_label: str = "Confirm") -> None:
        super().__init__()
        self.question = question
        self.ask_reason = ask_reason
        self.confirm_label = confirm_label
        # Focused as the screen shows (Textual's AUTO_FOCUS): a query in on_mount raised
        # NoMatches when a key dismissed the dialog before its mount was handled.
        self.AUTO_FOCUS = "#reason" if ask_reason else "#ok"

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="dialog-title", markup=False)
            if self.ask_reason:
                yield Input(placeholder="reason (optional)", id="reason")
            with Horizontal(classes="buttons"):
                yield Button(self.confirm_label, variant="primary", id="ok")
                yield Button("Cancel", id="cancel")

    def _result(self) -> dict:
        reason = self.query_one("#reason", Input).value.strip() if self.ask_reason else ""
        return {"reason": reason or None}

    def action_yes(self) -> None:
        self.dismiss(self._result())

    @on(Button.Pressed, "#ok")
    @on(Input.Submitted, "#reason")
    def _ok(self) -> None:
        self.dismiss(self._result())

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.dismiss(None)


class CrashScreen(_Modal):
    """An unexpected error: its type and where the content-free report went; the app goes on."""

    BINDINGS = [Binding("escape,enter", "cancel", "Close")]

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label("Unexpected error", classes="dialog-title")
            yield Static(self.text, id="crash-text", markup=False)
            with Horizontal(classes="buttons"):
                yield Button("OK", variant="primary", id="ok")

    def on_mount(self) -> None:
        self.query_one("#ok", Button).focus()

    @on(Button.Pressed, "#ok")
    def _ok(self) -> None:
        self.dismiss(None)


class TypeNameScreen(_Modal):
    """Delete confirmation: the user types the exact name."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.target = name

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(
                f"Delete namespace {self.target!r} and its pack for good? This cannot be undone.\n"
                f"Type the name to confirm.", classes="dialog-title", markup=False,
            )
            yield Input(placeholder=self.target, id="typed")
            yield Static("", id="typed-error", classes="error-text", markup=False)
            with Horizontal(classes="buttons"):
                yield Button("Delete", variant="error", id="ok")
                yield Button("Cancel", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#typed", Input).focus()

    @on(Button.Pressed, "#ok")
    @on(Input.Submitted, "#typed")
    def _ok(self) -> None:
        typed = self.query_one("#typed", Input).value
        if typed != self.target:
            self.say("#typed-error", "The name does not match; nothing was deleted.")
            return
        self.dismiss(typed)

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.dismiss(None)


class PromptScreen(_Modal):
    """One line of text (a new name, another node's id), with an optional reason."""

    def __init__(self, title: str, *, placeholder: str = "", value: str = "", ask_reason: bool = False) -> None:
        super().__init__()
        self.title_text = title
        self.placeholder = placeholder
        self.initial = value
        self.ask_reason = ask_reason

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.title_text, classes="dialog-title", markup=False)
            yield Input(value=self.initial, placeholder=self.placeholder, id="value")
            if self.ask_reason:
                yield Input(placeholder="reason (optional)", id="reason")
            with Horizontal(classes="buttons"):
                yield Button("OK", variant="primary", id="ok")
                yield Button("Cancel", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#value", Input).focus()

    @on(Button.Pressed, "#ok")
    @on(Input.Submitted)
    def _ok(self) -> None:
        value = self.query_one("#value", Input).value.strip()
        if not value:
            return
        reason = self.query_one("#reason", Input).value.strip() if self.ask_reason else ""
        self.dismiss({"value": value, "reason": reason or None})

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.dismiss(None)


class EditScreen(_Modal):
    """Edit-as-new: a corrected text that will supersede the original memory."""

    BINDINGS = [Binding("escape", "cancel", "Cancel"), Binding("ctrl+s", "save", "Save as new", id="edit.save")]

    def __init__(self, content: str) -> None:
        super().__init__()
        self.content = content

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Static("Edit as new: the corrected memory supersedes this one (ctrl+s saves)", classes="dialog-title")
            yield TextArea(self.content, id="content")
            yield Input(placeholder="reason (optional)", id="reason")
            yield Static("", id="edit-error", classes="error-text", markup=False)
            with Horizontal(classes="buttons"):
                yield Button("Save as new", variant="primary", id="ok")
                yield Button("Cancel", id="cancel")

    def action_save(self) -> None:
        text = self.query_one("#content", TextArea).text.strip()
        if not text:
            self.say("#edit-error", "The corrected memory is empty; write it, or Esc to cancel.")
        elif text == self.content.strip():
            self.say("#edit-error", "Nothing changed yet: edit the text, then save (Esc cancels).")
        else:
            self.dismiss({"value": text, "reason": self.query_one("#reason", Input).value.strip() or None})

    @on(Button.Pressed, "#ok")
    def _ok(self) -> None:
        self.action_save()

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.dismiss(None)


class HelpScreen(_Modal):
    """`?`: what this pane is for and every key that works here."""

    BINDINGS = [Binding("escape,q,question_mark,f1", "cancel", "Close")]

    def __init__(self, title: str, about: str, keys: list[tuple[str, str]]) -> None:
        super().__init__()
        self.title_text = title
        self.about = about
        self.keys = keys

    def compose(self) -> ComposeResult:
        width = max((len(k) for k, _ in self.keys), default=4) + 2
        lines = [self.about, ""] + [f"{key.ljust(width)}{text}" for key, text in self.keys]
        with Vertical(classes="dialog wide help"):
            yield Label(f"Help: {self.title_text}", classes="dialog-title")
            with VerticalScroll():
                yield Static("\n".join(lines), markup=False, id="help-text")
            yield Static("Esc closes · ctrl+p opens the command palette", classes="hint")


class ChooseScreen(_Modal):
    """Pick one of a short list (users, namespaces)."""

    def __init__(self, title: str, options: list[str], current: str | None = None) -> None:
        super().__init__()
        self.title_text = title
        self.options = options
        self.current = current

    def compose(self) -> ComposeResult:
        from textual.widgets import OptionList

        with Vertical(classes="dialog"):
            yield Label(self.title_text, classes="dialog-title")
            yield OptionList(*self.options, id="choices")

    def on_mount(self) -> None:
        from textual.widgets import OptionList

        options = self.query_one("#choices", OptionList)
        if self.current in self.options:
            options.highlighted = self.options.index(self.current)
        options.focus()

    def on_option_list_option_selected(self, event: Any) -> None:
        self.dismiss(self.options[event.option_index])


class SecretScreen(_Modal):
    """One passphrase (for work on a locked namespace, such as compacting it)."""

    def __init__(self, title: str) -> None:
        super().__init__()
        self.title_text = title

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.title_text, classes="dialog-title", markup=False)
            yield Input(placeholder="passphrase", password=True, id="secret")
            yield Static("", id="secret-error", classes="error-text", markup=False)
            with Horizontal(classes="buttons"):
                yield Button("OK", variant="primary", id="ok")
                yield Button("Cancel", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#secret", Input).focus()

    @on(Button.Pressed, "#ok")
    @on(Input.Submitted, "#secret")
    def _ok(self) -> None:
        value = self.query_one("#secret", Input).value
        if not value:
            self.say("#secret-error", "Enter the passphrase.")
            return
        self.dismiss(value)

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.dismiss(None)


class RekeyScreen(_Modal):
    """Change a namespace's passphrase: the current one, then the new one twice."""

    def __init__(self, namespace: str) -> None:
        super().__init__()
        self.namespace = namespace

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(
                f"New passphrase for {self.namespace!r}. A new encrypted copy of the pack is built and checked, "
                "then replaces the old one; the current passphrase stops working.", classes="dialog-title",
                markup=False,
            )
            yield Input(placeholder="current passphrase", password=True, id="old")
            yield Input(placeholder="new passphrase", password=True, id="new1")
            yield Input(placeholder="new passphrase again", password=True, id="new2")
            yield Static("", id="rekey-error", classes="error-text", markup=False)
            with Horizontal(classes="buttons"):
                yield Button("Change passphrase", variant="warning", id="ok")
                yield Button("Cancel", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#old", Input).focus()

    @on(Input.Submitted, "#old")
    @on(Input.Submitted, "#new1")
    def _next(self, event: Input.Submitted) -> None:
        event.stop()
        self.focus_next()

    @on(Button.Pressed, "#ok")
    @on(Input.Submitted, "#new2")
    def _ok(self) -> None:
        old = self.query_one("#old", Input).value
        first = self.query_one("#new1", Input).value
        second = self.query_one("#new2", Input).value
        error = self.query_one("#rekey-error", Static)
        if not old:
            error.update("Enter the current passphrase.")
        elif not first:
            error.update("Enter a new passphrase.")
        elif first != second:
            error.update("The two new passphrases differ.")
        elif first == old:
            error.update("The new passphrase is the same as the current one.")
        else:
            self.dismiss({"old": old, "new": first})

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.dismiss(None)


class ExportScreen(_Modal):
    """Where to write a plain-text export: the user confirms (or edits) the suggested path."""

    def __init__(self, namespace: str, suggested: str, notice: str) -> None:
        super().__init__()
        self.namespace = namespace
        self.suggested = suggested
        self.notice = notice

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Label(f"Export namespace [b]{self.namespace}[/b] to a JSONL file", classes="dialog-title")
            yield Static(f"⚠ {self.notice}", id="export-warning", classes="error-text", markup=False)
            yield Input(value=self.suggested, placeholder="file to write (.jsonl)", id="path")
            # A checkbox label does not wrap: the short label, then why in a line that does.
            yield Checkbox("Also nodes, edges and the operation log", value=True, id="with-graph")
            yield Static("A faithful copy; without them an import rebuilds memories from the events only.",
                         classes="hint", markup=False)
            yield Input(placeholder="only this user's memories (optional)", id="user")
            yield Static("", id="export-error", classes="error-text", markup=False)
            with Horizontal(classes="buttons"):
                yield Button("Write plain-text file", variant="warning", id="ok")
                yield Button("Cancel", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#path", Input).focus()

    @on(Button.Pressed, "#ok")
    @on(Input.Submitted)
    def _ok(self) -> None:
        from pathlib import Path

        path = self.query_one("#path", Input).value.strip()
        error = self.query_one("#export-error", Static)
        if not path:
            error.update("Name the file to write.")
            return
        if Path(path).expanduser().exists():
            error.update("That file exists; exports never overwrite. Choose another name.")
            return
        self.dismiss({
            "path": path, "with_graph": self.query_one("#with-graph", Checkbox).value,
            "user": self.query_one("#user", Input).value.strip() or None,
        })

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.dismiss(None)


class ImportScreen(CreateNamespaceScreen):
    """Import a prme-export file into a NEW namespace: the file, then the namespace form."""

    heading = "Import an export file into a new namespace"
    dialog_classes = "dialog wide"
    ok_label = "Create and import"
    name_placeholder = "new namespace name (letters, digits, - and _)"
    passphrase_placeholder = "passphrase for the new namespace"

    def __init__(self, suggested: str, taken: list[str]) -> None:
        super().__init__(taken)
        self.suggested = suggested

    def extra_fields(self) -> ComposeResult:
        yield Input(value=self.suggested, placeholder="export file (.jsonl)", id="path")

    def extra_error(self) -> str | None:
        from pathlib import Path

        path = self.query_one("#path", Input).value.strip()
        return None if path and Path(path).expanduser().is_file() else "Name an existing export file."

    def extra_values(self) -> dict:
        return {"path": self.query_one("#path", Input).value.strip()}


class ReportScreen(_Modal):
    """A longer result to read (doctor's findings), scrollable; Esc closes."""

    BINDINGS = [Binding("escape,q,enter", "cancel", "Close")]

    def __init__(self, title: str, text: str) -> None:
        super().__init__()
        self.title_text = title
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide help"):
            yield Label(self.title_text, classes="dialog-title", markup=False)
            with VerticalScroll():
                yield Static(self.text, markup=False, id="report-text")
            yield Static("Esc closes", classes="hint")


class NodePickerScreen(_Modal):
    """Pick a memory: type to search (the engine filters and pages, so nothing loads every
    node), arrows to move, Enter picks. An id prefix typed in (6+ characters) works too.

    ``search(text, cursor)`` runs in a thread and returns a ``PickPage``. Dismisses with
    {"value": node id, "reason": ...} or None.
    """

    BINDINGS = [
        Binding("escape", "cancel", "Cancel", id="picker.cancel"),
        Binding("down", "move(1)", "Down", show=False),
        Binding("up", "move(-1)", "Up", show=False),
    ]

    def __init__(self, title: str, search: Callable[[str, str | None], Any], *, ask_reason: bool = False,
                 exclude: str | None = None) -> None:
        super().__init__()
        self.title_text = title
        self._search = search
        self.ask_reason = ask_reason
        self.exclude = exclude
        self.rows: list[Any] = []
        self.next_cursor: str | None = None
        self.query_text = ""
        self.shown_text: str | None = None  # the search text whose results are listed
        self.searches = 0  # completed searches (tests wait on it)

    def compose(self) -> ComposeResult:
        from textual.widgets import OptionList

        with Vertical(classes="dialog wide picker"):
            yield Static(self.title_text, classes="dialog-title", markup=False)
            yield Input(placeholder="search text, or an id (6+ characters)", id="picker-search")
            yield OptionList(id="picker-list")
            yield Static("", id="picker-status", classes="hint", markup=False)
            if self.ask_reason:
                yield Input(placeholder="reason (optional)", id="reason")
            with Horizontal(classes="buttons"):
                yield Button("Pick", variant="primary", id="ok")
                yield Button("Cancel", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#picker-search", Input).focus()
        self._run_search("", None)

    @staticmethod
    def row_label(row: Any) -> str:
        from rich.text import Text

        text = " ".join(row.first_line.split())
        text = text if len(text) <= 70 else text[:69] + "…"
        label = Text(no_wrap=True, overflow="ellipsis")
        label.append(f"{row.id[:8]} ", style="dim")
        label.append(text)
        label.append(f"  {row.node_type} · {row.state} · {row.updated_at:%Y-%m-%d}", style="dim")
        return label

    @on(Input.Changed, "#picker-search")
    def _typed(self, event: Input.Changed) -> None:
        event.stop()
        self.query_text = event.value
        self._run_search(event.value, None)

    def _run_search(self, text: str, cursor: str | None) -> None:
        run_engine(self, "search", lambda: self._search(text, cursor), lambda page: self._show(text, cursor, page),
                   failed=lambda error: self._status(f"Search failed: {error}"), group="picker", exclusive=True,
                   busy=False)

    def _status(self, text: str) -> None:
        self.query_one("#picker-status", Static).update(text)

    def _show(self, text: str, cursor: str | None, page: Any) -> None:
        from textual.widgets import OptionList

        if text != self.query_text:
            return  # an older search finished after a newer one started
        found = [r for r in page.rows if r.id != self.exclude]
        note = ""
        if cursor is None:
            exact = [r for r in page.exact if r.id != self.exclude]
            ids = {r.id for r in exact}
            self.rows = exact + [r for r in found if r.id not in ids]
            if len(page.exact) > 1:
                note = f"{len(page.exact)} memories have an id starting with {text.strip()!r}; pick one · "
        else:
            known = {r.id for r in self.rows}
            self.rows += [r for r in found if r.id not in known]
        self.next_cursor = page.next_cursor
        self.shown_text = text
        options = self.query_one("#picker-list", OptionList)
        highlighted = options.highlighted if cursor is not None else None
        options.clear_options()
        options.add_options([self.row_label(r) for r in self.rows])
        if self.rows:
            options.highlighted = highlighted if highlighted is not None else 0
        more = " · more below" if self.next_cursor else ""
        self._status(f"{note}{len(self.rows)} shown{more} · Enter picks · ↑↓ move" if self.rows
                     else "No memory matches.")
        self.searches += 1

    def action_move(self, step: int) -> None:
        from textual.widgets import OptionList

        options = self.query_one("#picker-list", OptionList)
        if not self.rows:
            return
        current = options.highlighted if options.highlighted is not None else -1
        options.highlighted = max(0, min(len(self.rows) - 1, current + step))
        if options.highlighted >= len(self.rows) - 5 and self.next_cursor:
            cursor, self.next_cursor = self.next_cursor, None  # one page request at a time
            self._run_search(self.query_text, cursor)

    def on_option_list_option_selected(self, event: Any) -> None:
        event.stop()
        self._pick(event.option_index)

    @on(Button.Pressed, "#ok")
    @on(Input.Submitted)
    def _ok(self) -> None:
        from textual.widgets import OptionList

        if self.shown_text != self.query_text:
            self._status("Still searching…")  # Enter must not pick from the previous text's list
            return
        highlighted = self.query_one("#picker-list", OptionList).highlighted
        if highlighted is not None and self.rows:
            self._pick(highlighted)
        elif self.query_text.strip():
            self._pick(None)  # an id the engine resolves (its error is shown if it names nothing)

    def _pick(self, index: int | None) -> None:
        value = self.rows[index].id if index is not None and index < len(self.rows) else self.query_text.strip()
        reason = self.query_one("#reason", Input).value.strip() if self.ask_reason else ""
        self.dismiss({"value": value, "reason": reason or None})

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.dismiss(None)


class ForgetScreen(_Modal):
    """The confirmation before a forget: everything that will go, and that it is final."""

    AUTO_FOCUS = "#cancel"  # the safe choice has the focus

    def __init__(self, lines: list[str], summary: str) -> None:
        super().__init__()
        self.lines = lines
        self.summary = summary

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Static("Forget for good? This is final: there is no undo.", classes="dialog-title", markup=False)
            with VerticalScroll(id="forget-list"):
                yield Static("\n".join(self.lines), markup=False, id="forget-lines")
            yield Static(f"Removes {self.summary}. The audit log keeps only that something was forgotten "
                         "(ids, counts, who, when, why).", classes="hint", markup=False, id="forget-summary")
            yield Input(placeholder="reason (optional; do not quote the text)", id="reason")
            with Horizontal(classes="buttons"):
                yield Button("Forget", variant="error", id="ok")
                yield Button("Cancel", id="cancel")

    @on(Button.Pressed, "#ok")
    @on(Input.Submitted, "#reason")
    def _ok(self) -> None:
        self.dismiss({"reason": self.query_one("#reason", Input).value.strip() or None})

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.dismiss(None)
