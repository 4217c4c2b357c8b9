"""Crash reports that never hold memory content, passphrases or keys.

An unexpected error's message and its frames' local variables can carry decrypted text
(``DuplicateKey: ... content='My gym is Holmes Place.'``), so a report keeps only what
names the place of the fault: exception type names, the cause/context chain, and
file:line:function for each frame. No message text, no locals, no source lines.
"""

from __future__ import annotations

import os
import platform
import sys
import time
from pathlib import Path
from types import TracebackType

REPORT_FOLDER = "crash-reports"
MAX_CHAIN = 8  # causes and contexts followed; a longer chain is cut with a note


def describe(error: BaseException) -> list[str]:
    """The content-free lines of a report for ``error``: its type and frames, then each cause's."""
    lines: list[str] = []
    seen: set[int] = set()
    current: BaseException | None = error
    depth = 0
    while current is not None and id(current) not in seen:
        if depth == MAX_CHAIN:
            lines.append("(further causes left out)")
            break
        seen.add(id(current))
        if depth:
            lines.append("")
            lines.append("while handling, or caused by:")
        lines.append(f"{type_name(current)}")
        lines.extend(f"  at {frame}" for frame in frames(current.__traceback__))
        current = current.__cause__ or (None if current.__suppress_context__ else current.__context__)
        depth += 1
    return lines


def type_name(error: BaseException) -> str:
    kind = type(error)
    module = kind.__module__
    return kind.__qualname__ if module in ("builtins", "__main__") else f"{module}.{kind.__qualname__}"


def frames(tb: TracebackType | None) -> list[str]:
    """``file:line in function`` for each frame, outermost first (file names relative to sys.path)."""
    out: list[str] = []
    while tb is not None:
        code = tb.tb_frame.f_code
        out.append(f"{_short(code.co_filename)}:{tb.tb_lineno} in {code.co_name}")
        tb = tb.tb_next
    return out


def _short(filename: str) -> str:
    """A path without the user's home or site-packages prefix (less to leak, easier to read)."""
    best = filename
    for entry in sys.path:
        if entry and filename.startswith(entry.rstrip(os.sep) + os.sep):
            candidate = filename[len(entry.rstrip(os.sep)) + 1:]
            if len(candidate) < len(best):
                best = candidate
    return best


def summary(error: BaseException, report: Path | None) -> str:
    """The one line a person sees: the type, and where the report is (never the message)."""
    saved = f"A report without your memories was saved to {report}." if report else "No report could be saved."
    return f"Something went wrong: {type(error).__name__}. {saved}"


def write_report(error: BaseException, workspace: Path | str | None, where: str = "") -> Path | None:
    """Write the report into ``<workspace>/crash-reports/`` (0600, never overwriting); its path,
    or None when there is no workspace folder or it cannot be written."""
    if workspace is None:
        return None
    folder = Path(workspace) / REPORT_FOLDER
    header = [
        "PRME Workspace crash report (exception types and code locations only; no content)",
        f"time: {time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}",
        f"python: {platform.python_version()} on {platform.system()}",
    ]
    if where:
        header.append(f"in: {where}")
    text = "\n".join([*header, "", *describe(error), ""])
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        for n in range(100):
            path = folder / f"crash-{stamp}-{os.getpid()}{f'-{n}' if n else ''}.txt"
            try:
                fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            except FileExistsError:
                continue
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
            return path
    except OSError:
        return None
    return None
