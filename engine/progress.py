"""Progress reports of long engine calls (export, import, doctor, rebuild, compact, rekey)."""

from __future__ import annotations

from typing import Callable

# progress(stage, done, total): total is None when unknown. Called from engine
# worker threads, never the caller's: a UI must hand it over to its own thread.
ProgressCallback = Callable[[str, int, "int | None"], None]


def report(progress: ProgressCallback | None, stage: str, done: int, total: int | None) -> None:
    """Call ``progress`` if given; a failing progress display never stops the work."""
    if progress is not None:
        try:
            progress(stage, done, total)
        except Exception:  # noqa: BLE001 - a failing progress display must not stop the work
            pass
