"""Whether a process still runs: the one check behind leftover-copy cleanup, unfinished
workspace operations and a host's rendezvous."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any


def process_alive(pid: Any) -> bool:
    """Whether ``pid`` names a running process (of any user); anything else, a zombie included, is not."""
    if not isinstance(pid, int) or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it runs, as another user
    try:  # a killed process its parent has not reaped yet is a zombie: it does nothing any more
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return True  # no /proc here: the signal check is all there is
