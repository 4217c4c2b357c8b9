"""Leave when the terminal goes away.

A closed terminal window, a dropped SSH connection or a killed tmux server should end the app
as quitting does: the workspace closed, its hosts stopped, the unlocked keys gone from memory.
SIGHUP covers most of these. When the terminal is hung up without one reaching the app (its
shell did not pass it on), Textual's input thread finds its input at end of file and loops
on it at full speed (textual PR #6690, not released), so the app also looks every second
whether its terminal still answers.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
import termios
from typing import Any

log = logging.getLogger("prme.app")

HANGUP_EXIT_CODE = 128 + signal.SIGHUP  # what a shell reports for a process ended by a hangup
CHECK_EVERY = 1.0  # seconds


def terminal_answers(fd: int) -> bool:
    """True while `fd` is a terminal that is still there: a hung-up terminal fails every ioctl."""
    try:
        termios.tcgetattr(fd)
    except (termios.error, OSError, ValueError):
        return False
    return True


def watch_terminal(app: Any) -> None:
    """Exit `app` (a running Textual App) on SIGHUP or once its input terminal is gone.

    Nothing to watch when the app does not read a terminal (headless tests, input piped in)."""
    stdin = sys.__stdin__
    if stdin is None or not stdin.isatty():
        return
    fd = stdin.fileno()

    def hang_up(why: str) -> None:
        if app.is_running and app.return_code is None:
            log.info("the terminal went away (%s): closing", why)
            app.exit(return_code=HANGUP_EXIT_CODE)

    try:
        asyncio.get_running_loop().add_signal_handler(signal.SIGHUP, hang_up, "SIGHUP")
    except (NotImplementedError, RuntimeError, ValueError):  # no signal handlers here: the check below remains
        log.debug("no SIGHUP handler", exc_info=True)

    def check() -> None:
        if not terminal_answers(fd):
            hang_up("hung up")

    app.set_interval(CHECK_EVERY, check, name="terminal watch")
