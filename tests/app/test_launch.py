"""`prme` starts in views.launch: without a command it opens the terminal app, with one it runs
the Textual-free CLI (workspace_app.cli), which on its own has no app to open."""

from __future__ import annotations

import contextlib
import fcntl
import os
import select
import signal
import struct
import subprocess
import sys
import termios
import time

import pytest

from tests.app.conftest import WAIT
from views import launch
from views.terminal_watch import HANGUP_EXIT_CODE
from workspace_app import cli


def test_prme_without_a_command_opens_the_app(tmp_path, monkeypatch):
    opened = []
    monkeypatch.setattr(launch, "launch_app", lambda args: opened.append(args.workspace) or 0)
    assert launch.main(["--workspace", str(tmp_path)]) == 0
    assert opened == [str(tmp_path)]


def test_prme_on_a_file_instead_of_a_workspace_folder_says_so_in_one_line(tmp_path, capsys):
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("x", encoding="utf-8")
    assert launch.main(["--workspace", str(not_a_folder)]) == 1
    err = capsys.readouterr().err
    assert err == f"prme: {not_a_folder} is a file, not a workspace folder\n"


def test_the_cli_layer_alone_asks_for_a_command(tmp_path, capsys):
    assert cli.main(["--workspace", str(tmp_path)]) == 1
    assert "no command given" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []  # nothing opened or created


# --- the terminal goes away ----------------------------------------------------------------
# A real `prme` on a pseudo-terminal, as a terminal window runs it.


class AppOnATerminal:
    """`prme --workspace DIR` started on a fresh pseudo-terminal that is not its controlling one,
    so closing the terminal reaches the app as a hang-up without a SIGHUP."""

    def __init__(self, workspace) -> None:
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        env = dict(os.environ, TERM="xterm-256color")
        command = [sys.executable, "-c", "from views.launch import run; run()", "--workspace", str(workspace)]
        self.process = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True)
        os.close(slave)
        self.screen = b""

    def wait_for_screen(self, text: bytes) -> None:
        deadline = time.monotonic() + WAIT
        while text not in self.screen:
            assert self.process.poll() is None, f"the app ended early: {self.screen[-2000:]!r}"
            assert time.monotonic() < deadline, f"the app never showed {text!r}"
            if select.select([self.master], [], [], 1.0)[0]:
                self.screen += os.read(self.master, 65536)

    def drain(self) -> None:
        """Read what the app writes until it ends (a full terminal buffer would block its exit)."""
        deadline = time.monotonic() + WAIT
        while self.process.poll() is None and time.monotonic() < deadline:
            if select.select([self.master], [], [], 0.2)[0]:
                try:
                    self.screen += os.read(self.master, 65536)
                except OSError:
                    break

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        with contextlib.suppress(OSError):
            os.close(self.master)


@pytest.fixture
def app_on_a_terminal(tmp_path):
    app = AppOnATerminal(tmp_path / "workspace")
    try:
        yield app
    finally:
        app.close()


def test_closing_the_terminal_ends_the_app(app_on_a_terminal):
    """The terminal closes with no SIGHUP reaching the app: it used to go on running, one core
    busy on its dead input, with its namespaces still unlocked."""
    app_on_a_terminal.wait_for_screen(b"Workspace")
    os.close(app_on_a_terminal.master)
    assert app_on_a_terminal.process.wait(timeout=WAIT) == HANGUP_EXIT_CODE


def test_a_hangup_signal_ends_the_app_cleanly(app_on_a_terminal):
    app_on_a_terminal.wait_for_screen(b"Workspace")
    app_on_a_terminal.process.send_signal(signal.SIGHUP)
    app_on_a_terminal.drain()
    assert app_on_a_terminal.process.wait(timeout=WAIT) == HANGUP_EXIT_CODE
    assert b"Traceback" not in app_on_a_terminal.screen
