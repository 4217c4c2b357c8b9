"""Fixtures for the app tests: a real encrypted demo workspace, and a harness that fails on errors."""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

import pytest
from textual.message import Message
from textual.notifications import Notify

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DEMO_PASSPHRASE = "demo-passphrase"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(scope="session")
def demo_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo workspace, built once per session in its own process (fixed clock and ids)."""
    target = tmp_path_factory.mktemp("demo-template")
    env = dict(os.environ, PYTHONPATH=str(ROOT), TZ="UTC")
    subprocess.run([sys.executable, str(HERE / "build_fixed_demo.py"), str(target)], check=True, cwd=ROOT, env=env,
                   timeout=240)
    return target


@pytest.fixture
def demo_workspace(demo_template: Path, tmp_path: Path) -> Path:
    """A private copy of the demo workspace (the pack is encrypted with the demo passphrase)."""
    target = tmp_path / "workspace"
    shutil.copytree(demo_template, target)
    return target


# Waits are for conditions; their limits only bound a failing test. They are generous
# because CI may share its two cores with other work (unlocking derives a key with
# 600,000 PBKDF2 rounds and opens the pack; under load that alone can take a minute).
WAIT = 90.0


SLOW_WAIT = 10.0  # a wait longer than this is reported on stderr (pytest shows it with a failure)


async def wait_until(predicate: Callable[[], object], timeout: float = WAIT, what: str = "condition") -> None:
    started = time.monotonic()
    deadline = started + timeout
    while True:
        try:
            if predicate():
                if time.monotonic() - started > SLOW_WAIT:
                    print(f"slow wait: {what} took {time.monotonic() - started:.0f} s", file=sys.stderr)
                return
        except Exception:  # noqa: BLE001 - not mounted yet
            pass
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.02)


class Recorder:
    """Records every message the app handles (harlequin's message_hook) and its notifications."""

    def __init__(self) -> None:
        self.messages: list[Message] = []

    def __call__(self, message: Message) -> None:
        self.messages.append(message)

    def of(self, kind: type) -> list:
        return [m for m in self.messages if isinstance(m, kind)]

    @property
    def notifications(self) -> list:
        return [m.notification for m in self.of(Notify)]

    @property
    def errors(self) -> list[str]:
        return [f"{n.title}: {n.message}" for n in self.notifications if n.severity == "error"]

    def assert_no_errors(self) -> None:
        assert not self.errors, f"error notifications: {self.errors}"


@pytest.fixture
def recorder() -> Recorder:
    return Recorder()


async def press(app, *keys: str) -> None:
    """Send keys without Pilot.press's CPU-idle waits (they last ~1 s each on a busy machine).

    Tests then wait on a predicate for what the key should do (dolphie's harness does the same).
    """
    import unicodedata

    from textual import events
    from textual.keys import REPLACED_KEYS, _character_to_key, _get_unicode_name_from_key

    for key in keys:
        if len(key) == 1 and not key.isalnum():
            key = _character_to_key(key)
        original = REPLACED_KEYS.get(key, key)
        try:
            char = unicodedata.lookup(_get_unicode_name_from_key(original))
        except KeyError:
            char = key if len(key) == 1 else None
        event = events.Key(key, char)
        event.set_sender(app)
        app._driver.send_message(event)  # noqa: SLF001 - what Pilot.press does, minus the idle wait
        await asyncio.sleep(0.05)


async def unlock_demo(app, pilot, passphrase: str = DEMO_PASSPHRASE) -> None:
    """From start-up: wait for the namespace list, open the unlock modal, enter the passphrase."""
    from textual.widgets import DataTable, Input

    from views.modals import PassphraseScreen

    await wait_until(lambda: app.screen.query_one("#namespaces", DataTable).row_count > 0, what="namespace list")
    await press(app, "enter")
    await wait_until(lambda: isinstance(app.screen, PassphraseScreen), what="passphrase modal")
    field = await widget(app, "#passphrase", Input)
    await wait_until(lambda: app.screen.focused is field, what="the passphrase field focused")
    field.value = passphrase
    await press(app, "enter")
    try:
        await wait_until(lambda: app.namespace == "demo" and app.user == "maya", timeout=2 * WAIT,
                         what="unlocked demo")
    except AssertionError as error:
        raise AssertionError(f"{error}; {_unlock_state(app)}") from None


def _unlock_state(app) -> str:
    """Where an unlock stopped, for a failure message (never the passphrase)."""
    from textual.widgets import Static

    parts = [f"namespace={app.namespace!r}", f"user={app.user!r}", f"screen={type(app.screen).__name__}",
             f"focused={app.focused!r}",
             f"workers={[(w.name, w.state.name) for w in app.workers]}"]
    try:
        parts.append(f"modal says {str(app.screen.query_one('#unlock-error', Static).render())!r}")
    except Exception:  # noqa: BLE001 - the modal has gone
        pass
    return ", ".join(parts)


async def widget(app, selector: str, kind: type | None = None, timeout: float = WAIT):
    """The widget matching ``selector`` on the current screen, once it is mounted."""
    found: list = []

    def mounted() -> bool:
        node = app.screen.query_one(selector, kind) if kind else app.screen.query_one(selector)
        found[:] = [node]
        return node.is_mounted

    await wait_until(mounted, timeout=timeout, what=f"widget {selector}")
    return found[0]


async def leave_field(app) -> None:
    """Esc out of a text field, and wait for it: the Esc reaches the pane's binding by bubbling
    up from the field, so a key sent right after it could still land in the field."""
    from textual.widgets import Input, TextArea

    # A pane shown just before may focus its field after the Esc landed (its AUTO_FOCUS runs once
    # it is ready, which load can delay): then press again. Never while the field the Esc was
    # meant for still has the focus: that Esc is only late, and a second one could land on the
    # next screen (closing a command palette opened meanwhile).
    deadline = time.monotonic() + WAIT
    while True:
        field = app.focused
        if not isinstance(field, (Input, TextArea)):
            return
        await press(app, "escape")
        await wait_until(lambda: app.focused is not field, timeout=max(1.0, deadline - time.monotonic()),
                         what="the text field to lose focus")


async def goto(app, key: str, mode: str) -> None:
    """Leave any text field, press a pane key, and wait until that pane is shown and ready."""
    await leave_field(app)
    await press(app, key)
    await wait_until(lambda: app.current_mode == mode and app.screen.is_mounted, what=f"pane {mode} by key {key}")
    await wait_until(lambda: app.screen.query(".pane-body") and app.screen.is_ready(), what=f"pane {mode} ready")
    await wait_until(lambda: app.screen.focused is not None, what=f"pane {mode} focus")  # AUTO_FOCUS has run
    await asyncio.sleep(0.1)


async def palette(app, text: str) -> None:
    """Open the command palette, type ``text`` and run the first hit."""
    from textual.command import CommandPalette
    from textual.widgets import Input

    await leave_field(app)
    for attempt in range(3):  # a key can land while a pane is still settling its focus; press again
        if not isinstance(app.screen, CommandPalette):
            await press(app, "ctrl+p")
        try:
            await wait_until(lambda: isinstance(app.screen, CommandPalette) and app.screen.has_class("-ready"),
                             timeout=WAIT, what=f"command palette for {text!r}")
            break
        except AssertionError:
            if attempt == 2:
                raise
    field = await widget(app, "Input", Input)
    field.value = text
    # The palette shows its hits in batches as its providers answer; under load Enter could
    # run the best of a first batch, another command. Wait until the highlighted hit is the
    # command ``text`` names (its title, or the start of it).
    try:
        await wait_until(lambda: (_highlighted_hit(app) or "").startswith(text),
                         what=f"{text!r} highlighted in the palette")
    except AssertionError as error:
        raise AssertionError(f"{error} (highlighted: {_highlighted_hit(app)!r}, "
                             f"hits: {app.screen.query_one('CommandList').option_count})") from None
    await press(app, "enter")


def _highlighted_hit(app) -> str | None:
    commands = app.screen.query_one("CommandList")
    if commands.highlighted is None:
        return None
    return str(commands.get_option_at_index(commands.highlighted).hit.text)
