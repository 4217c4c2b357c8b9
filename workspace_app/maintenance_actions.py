"""Doctor, compact, rekey, export and import for the app: plain blocking functions.

The Workspace pane's thread workers call these (no Textual here, so they are easy to test
and never touch a widget). Each takes ``progress(stage, done, total_or_None)``, which the
engine calls from its own threads; :class:`Throttle` thins those calls out before the app
turns them into messages. Each returns a small result whose ``summary`` is the one line the
app shows as the result notification.
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from engine import is_pack_file
from workspace_app.formatting import human_size

ProgressFn = Callable[[str, int, "int | None"], None]

PLAIN_TEXT_NOTICE = (
    "An export is PLAIN TEXT, not encrypted: anyone who can read the file can read these memories. "
    "Keep it somewhere private and delete it when you no longer need it."
)


def _counts(counts: dict[str, int]) -> str:
    parts = [f"{n} {kind}{'s' if n != 1 else ''}" for kind, n in counts.items() if n]
    return ", ".join(parts) or "nothing"


class Throttle:
    """Forward at most one progress call per ``interval`` seconds (plus every stage change
    and the last step of a stage). Safe to call from several threads."""

    def __init__(self, forward: ProgressFn, interval: float = 0.1) -> None:
        self._forward = forward
        self._interval = interval
        self._lock = threading.Lock()
        self._last = 0.0
        self._stage: str | None = None

    def __call__(self, stage: str, done: int, total: int | None) -> None:
        now = time.monotonic()
        with self._lock:
            final = total is not None and done >= total
            if stage == self._stage and not final and now - self._last < self._interval:
                return
            self._stage = stage
            self._last = now
        try:
            self._forward(stage, done, total)
        except Exception:  # noqa: BLE001 - a progress display must never stop the work
            pass


@dataclass
class TaskResult:
    summary: str
    ok: bool = True
    details: str = ""  # longer text the app may show in a report (doctor findings)
    namespace: str | None = None
    path: str | None = None
    changed: bool = False  # the namespace's pack was replaced or created (the app reloads its panes)


# --- doctor ----------------------------------------------------------------------------------

def doctor(workspace: Any, name: str, progress: ProgressFn | None = None) -> TaskResult:
    """Check an UNLOCKED namespace's pack."""
    report = workspace.client(name).doctor(progress=progress)
    problems, warnings = len(report.problems), len(report.warnings)
    if report.ok:
        verdict = "OK" + (f" ({warnings} warning{'s' if warnings != 1 else ''})" if warnings else "")
    else:
        verdict = f"{problems} problem{'s' if problems != 1 else ''} found"
        if warnings:
            verdict += f", {warnings} warning{'s' if warnings != 1 else ''}"
    summary = f"Doctor {name}: {verdict}; {len(report.findings)} checks"
    if not report.ok:
        summary += f". Try `prme rebuild {name}` for index problems"
    return TaskResult(summary, ok=report.ok, details=report.render(), namespace=name)


# --- compact and rekey --------------------------------------------------------------------------

def compact(workspace: Any, name: str, passphrase: str | None = None,
            progress: ProgressFn | None = None) -> TaskResult:
    """Compact a namespace's pack (locked for the copy and reopened when it was open)."""
    result = workspace.compact(name, passphrase or None, progress=progress)
    change = (1 - result.size_after / result.size_before) * 100 if result.size_before else 0.0
    return TaskResult(
        f"Compacted {name}: {human_size(result.size_before)} -> {human_size(result.size_after)} "
        f"({change:.0f}% smaller, {sum(result.rows.values())} rows kept, {result.seconds:.1f} s)",
        namespace=name, changed=True,
    )


def rekey(workspace: Any, name: str, new_passphrase: str, old_passphrase: str,
          progress: ProgressFn | None = None) -> TaskResult:
    """Give an encrypted namespace a new passphrase; the old one no longer opens it."""
    if not new_passphrase:
        raise ValueError("the new passphrase is empty")
    if new_passphrase == old_passphrase:
        raise ValueError("the new passphrase is the same as the current one; nothing was changed")
    result = workspace.rekey(name, new_passphrase, old_passphrase, progress=progress)
    return TaskResult(
        f"Rekeyed {name}: it now opens only with the new passphrase ({result.seconds:.1f} s)", namespace=name,
        changed=True,
    )


# --- export and import ------------------------------------------------------------------------

def suggested_export_path(workspace: Any, name: str, now: datetime | None = None) -> Path:
    """``exports/<name>-<UTC time>.jsonl`` inside the workspace (a suggestion the user confirms)."""
    stamp = (now or datetime.now(timezone.utc)).strftime("%Y%m%d-%H%M%S")
    return Path(workspace.exports_dir) / f"{name}-{stamp}.jsonl"


def export_refusal(workspace: Any, target: Path) -> str | None:
    """Why an export may not be written to ``target``, if it may not: clear text never goes
    among the workspace's own files (``inbox/`` would even capture it), and never over a pack."""
    if workspace.holds(target):
        return (f"{target} is among the workspace's own files; write the export outside the workspace "
                f"or into {workspace.exports_dir}")
    if is_pack_file(target):
        return f"{target} is a memory pack; an export never replaces one"
    return None


def export(workspace: Any, name: str, path: str | os.PathLike[str], *, with_graph: bool = True,
           user_id: str | None = None, progress: ProgressFn | None = None) -> TaskResult:
    """Write an UNLOCKED namespace to ``path`` (CLEAR TEXT, never overwriting a file)."""
    target = Path(path).expanduser()
    if not target.is_absolute():
        target = Path(workspace.exports_dir) / target
    if refusal := export_refusal(workspace, target):
        raise ValueError(refusal)
    if target.exists():
        raise FileExistsError(f"{target} already exists; choose another file name")
    exports = Path(workspace.exports_dir)
    if target.parent == exports and not exports.exists():
        exports.mkdir(parents=True, exist_ok=True)
        os.chmod(exports, 0o700)  # the folder of plain-text exports is private to its owner
    result = workspace.client(name).export_jsonl(target, with_graph=with_graph, user_id=user_id or None,
                                                 overwrite=False, progress=progress)
    return TaskResult(
        f"Exported {name} to {target} ({_counts(result.counts)}; {human_size(result.bytes)}). "
        "This file is PLAIN TEXT: keep it private.",
        namespace=name, path=str(target),
    )


def import_new(workspace: Any, path: str | os.PathLike[str], name: str, *, passphrase: str | None,
               encrypted: bool = True, description: str = "", extract: bool = False,
               progress: ProgressFn | None = None) -> TaskResult:
    """Create namespace ``name`` and rebuild it from a prme-export file; a failed import
    leaves no namespace behind. The new namespace stays unlocked."""
    source = Path(path).expanduser()
    if not source.is_absolute():
        source = Path(workspace.exports_dir) / source
    if not source.is_file():
        raise FileNotFoundError(f"no export file at {source}")
    if name in workspace.names():
        raise ValueError(f"a namespace named {name!r} already exists; import into a new one")
    result = workspace.import_namespace(name, source, passphrase=passphrase, encrypted=encrypted,
                                        description=description, extract=extract, progress=progress)
    pending = f"; {result.pending} event(s) still wait to become nodes" if result.pending else ""
    altered = (f"; {len(result.altered_operations)} operation record(s) fail their checksum (see doctor)"
               if result.altered_operations else "")
    return TaskResult(
        f"Imported {_counts(result.counts)} into new namespace {name} "
        f"({result.nodes_built} node(s) indexed{pending}{altered}; {result.seconds:.1f} s)",
        ok=not result.altered_operations, namespace=name, path=str(source), changed=True,
    )


def latest_export(workspace: Any) -> Path | None:
    """The newest .jsonl in the workspace's exports folder (the import dialog's suggestion)."""
    folder = Path(workspace.exports_dir)
    try:
        files = [p for p in folder.iterdir() if p.suffix == ".jsonl" and p.is_file()]
    except OSError:
        return None
    return max(files, key=lambda p: p.stat().st_mtime, default=None)
