"""The capture inbox: files dropped into ``inbox/<namespace>/`` become memories.

What a file may hold is in :mod:`workspace_app.capture_formats`; how its items are
stored is in :mod:`workspace_app.capture_ingest`. This module watches the folders.

A file is read only once its size and mtime have stayed the same for ``settle``
seconds, so a file still being written is never read half-way. Its SHA-256 goes
into the pack's capture ledger: dropping the same bytes again stores nothing
(the file still moves to ``done/``). A stored file moves to ``done/``; a file that
cannot be read moves to ``failed/`` with ``<name>.error.txt`` beside it saying why.
While a namespace is locked its files wait where they are, with a notice; they are
picked up once it is unlocked. Hidden files and partial downloads (``.part``,
``.tmp``, ``.crdownload``, ``~``) are left alone.

Observer API (for the app)
  ``inbox = CaptureInbox(workspace, on_event=callback)``; ``inbox.subscribe(cb)``
  returns an unsubscribe function. Each callback receives a :class:`CaptureEvent`
  (``kind``: "captured", "duplicate", "failed" or "waiting") from the inbox's
  worker thread, never the UI thread: a Textual app wraps it in
  ``app.call_from_thread``. ``start()`` / ``stop()`` run the watchdog watcher and
  the worker; ``poke()`` asks for a rescan now (call it after unlocking a
  namespace); ``run_until_idle()`` processes what is there synchronously (the
  ``prme watch --once`` path).

Ingestion goes through extraction (``ingest_batch``) by default; pass
``ingest=capture_ingest.ingest_fast`` to store raw notes (``ingest_fast_many`` +
``process_pending``).
"""

from __future__ import annotations

import hashlib
import logging
import os
import stat
import threading
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from engine import (
    EngineClosedError,
    MemoryClient,
    MemoryWorkspace,
    NamespaceLockedError,
    NamespaceNotFoundError,
    PRMEError,
)
from workspace_app.capture_formats import TEXT_MODES, CaptureFormatError, parse_capture
from workspace_app.capture_ingest import IngestFn, ingest_with_extraction, settle_pending

log = logging.getLogger("prme.capture")

_PARTIAL_SUFFIXES = (".part", ".partial", ".tmp", ".crdownload", ".download", ".swp")
DONE_DIR = "done"
FAILED_DIR = "failed"
MAX_FILE_BYTES = 20 * 1024 * 1024
_CAPTURE_NS = uuid.UUID("0e6f1c55-8a3b-4d8e-9a51-2f5b7c3d9e10")


@dataclass(frozen=True)
class CaptureEvent:
    """What happened to one dropped file."""

    kind: str                    # "captured" | "duplicate" | "failed" | "waiting"
    namespace: str
    source_name: str             # the file's name as dropped
    path: Path                   # where the file is now
    event_ids: tuple[str, ...] = ()
    items: int = 0
    previews: tuple[str, ...] = ()  # the first few captured texts, shortened
    reason: str = ""
    at: datetime = field(default_factory=lambda: datetime.now(timezone.utc))


Listener = Callable[[CaptureEvent], None]


def _short(text: str, width: int = 100) -> str:
    line = " ".join(text.split())
    return line if len(line) <= width else line[: width - 1] + "…"


def _private_dir(folder: Path) -> None:
    """Make ``folder`` (dropped files are clear text) readable by its owner only."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    if folder.is_dir() and not folder.is_symlink():
        os.chmod(folder, 0o700)


def _unique_destination(folder: Path, name: str) -> Path:
    _private_dir(folder)
    candidate = folder / name
    if not candidate.exists():
        return candidate
    stem, suffix = Path(name).stem, Path(name).suffix
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for n in range(1, 10_000):
        candidate = folder / (f"{stem}.{stamp}{suffix}" if n == 1 else f"{stem}.{stamp}-{n}{suffix}")
        if not candidate.exists():
            return candidate
    raise OSError(f"cannot find a free name for {name} in {folder}")


def _ignored(path: Path) -> bool:
    name = path.name
    return (
        name.startswith(".") or name.startswith("~") or name.endswith("~")
        or name.lower().endswith(_PARTIAL_SUFFIXES) or name.lower().endswith(".error.txt")
    )


@dataclass
class _Tracked:
    signature: tuple[int, int]
    since: float
    waiting_notified: bool = False


class CaptureInbox:
    """Watches ``inbox/<namespace>/`` folders of a workspace and captures what lands there."""

    def __init__(
        self,
        workspace: MemoryWorkspace,
        *,
        namespaces: Sequence[str] | None = None,
        user_id: str | None = None,
        text_mode: str = "paragraphs",
        settle: float = 1.0,
        poll_interval: float = 0.25,
        rescan_interval: float = 5.0,
        on_event: Listener | None = None,
        ingest: IngestFn | None = None,
        max_file_bytes: int = MAX_FILE_BYTES,
    ) -> None:
        if text_mode not in TEXT_MODES:
            raise ValueError(f"text_mode: must be one of {', '.join(TEXT_MODES)}")
        self.workspace = workspace
        self._namespaces = list(namespaces) if namespaces is not None else None
        self.user_id = user_id
        self.text_mode = text_mode
        self.settle = settle
        self.poll_interval = poll_interval
        self.rescan_interval = rescan_interval
        self.max_file_bytes = max_file_bytes
        self._ingest = ingest
        self._listeners: list[Listener] = [on_event] if on_event is not None else []
        self._listeners_lock = threading.Lock()
        self._tracked: dict[Path, _Tracked] = {}
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._worker: threading.Thread | None = None
        self._observer: Any = None
        self._process_lock = threading.Lock()

    # --- observers -------------------------------------------------------------------

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(CaptureEvent)`` for every file handled; returns the unsubscribe function."""
        with self._listeners_lock:
            self._listeners.append(listener)

        def unsubscribe() -> None:
            with self._listeners_lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return unsubscribe

    def _emit(self, event: CaptureEvent) -> None:
        with self._listeners_lock:
            listeners = list(self._listeners)
        for listener in listeners:
            try:
                listener(event)
            except Exception:  # noqa: BLE001 - a broken listener must not stop capture
                log.exception("capture listener failed")

    # --- folders ---------------------------------------------------------------------

    @property
    def inbox_root(self) -> Path:
        return Path(self.workspace.root) / "inbox"

    def namespaces(self) -> list[str]:
        known = set(self.workspace.names())
        wanted = self._namespaces if self._namespaces is not None else sorted(known)
        return [n for n in wanted if n in known]

    def _candidates(self) -> Iterable[tuple[str, Path]]:
        for name in self.namespaces():
            folder = self.workspace.inbox_dir(name)
            try:
                if folder.is_symlink():
                    raise OSError("it is a symbolic link; the inbox never follows links out of the workspace")
                _private_dir(folder)
                entries = sorted(folder.iterdir())
            except OSError as exc:
                log.warning("cannot read inbox %s: %s", folder, exc)
                continue
            for path in entries:
                # A link is offered too, so it moves to failed/ with a reason instead of being followed.
                if (path.is_symlink() or path.is_file()) and not _ignored(path):
                    yield name, path

    # --- one pass ------------------------------------------------------------------------

    def scan(self) -> tuple[list[CaptureEvent], int]:
        """Look at every inbox once; handle the files that are stable.

        Returns the events of this pass and how many files are still settling.
        """
        with self._process_lock:
            now = time.monotonic()
            events: list[CaptureEvent] = []
            unsettled = 0
            present: set[Path] = set()
            for namespace, path in self._candidates():
                present.add(path)
                try:
                    st = path.lstat()
                except FileNotFoundError:
                    continue
                signature = (st.st_size, st.st_mtime_ns)
                tracked = self._tracked.get(path)
                if tracked is None or tracked.signature != signature:
                    self._tracked[path] = _Tracked(signature, now, tracked.waiting_notified if tracked else False)
                    unsettled += 1
                    continue
                # An empty file may be one about to be written: give it longer.
                needed = self.settle * (3 if st.st_size == 0 else 1)
                if now - tracked.since < needed:
                    unsettled += 1
                    continue
                event = self._handle(namespace, path, tracked)
                if event is not None:
                    events.append(event)
                    if event.kind != "waiting":
                        self._tracked.pop(path, None)
            for gone in set(self._tracked) - present:
                self._tracked.pop(gone, None)
            return events, unsettled

    def run_until_idle(self, timeout: float = 60.0) -> list[CaptureEvent]:
        """Handle every file now in the inboxes (waiting for each to settle); returns the events."""
        deadline = time.monotonic() + timeout
        events: list[CaptureEvent] = []
        while True:
            batch, unsettled = self.scan()
            events += batch
            if unsettled == 0 or time.monotonic() >= deadline:
                return events
            time.sleep(self.poll_interval)

    def _handle(self, namespace: str, path: Path, tracked: _Tracked) -> CaptureEvent | None:
        try:
            client = self.workspace.client(namespace)
        except NamespaceLockedError:
            return self._waiting(namespace, path, tracked, f"namespace {namespace!r} is locked; unlock it to capture")
        except NamespaceNotFoundError:
            return None
        try:
            return self._capture(namespace, path, client)
        except (EngineClosedError, NamespaceLockedError) as exc:
            return self._waiting(namespace, path, tracked, f"namespace {namespace!r} closed while capturing ({exc})")
        except CaptureFormatError as exc:
            return self._fail(namespace, path, str(exc))
        except ValueError as exc:  # the engine's validation: the content itself cannot be stored
            return self._fail(namespace, path, " ".join(str(exc).split()))
        except FileNotFoundError:
            return None  # moved away while we looked
        except PRMEError as exc:
            return self._fail(namespace, path, f"{type(exc).__name__}: {' '.join(str(exc).split())}")
        except Exception as exc:  # noqa: BLE001 - whatever it is, the file must not block the inbox
            log.exception("capture of %s failed", path)
            return self._fail(namespace, path, f"unexpected error: {type(exc).__name__}: {' '.join(str(exc).split())[:300]}")

    def _waiting(self, namespace: str, path: Path, tracked: _Tracked, reason: str) -> CaptureEvent | None:
        if tracked.waiting_notified:
            return None
        tracked.waiting_notified = True
        event = CaptureEvent("waiting", namespace, path.name, path, reason=reason)
        self._emit(event)
        return event

    def _capture(self, namespace: str, path: Path, client: MemoryClient) -> CaptureEvent:
        data = self._read_plain_file(path)
        digest = hashlib.sha256(data).hexdigest()
        user = self.user_id or self.workspace.owner
        known = client.find_capture(digest)
        if known is not None and not known.get("recovered"):
            return self._finish(namespace, path, "duplicate", known.get("event_ids") or [], [],
                                reason=f"already captured from {known.get('source_name')}")
        parsed = parse_capture(path, data, text_mode=self.text_mode, digest=digest)
        ingest = self._ingest or ingest_with_extraction
        request_id = str(uuid.uuid5(_CAPTURE_NS, f"{user}:{digest}"))
        reason = ""
        if known is not None:
            # An earlier attempt stored the file (or, through extraction, its first conversations,
            # which are a prefix of the items) but stopped before recording it: finish that one.
            event_ids = list(known["event_ids"])
            rest = parsed.items[len(event_ids):]
            if rest:
                event_ids += ingest(client, rest, user_id=user, request_id=str(uuid.uuid5(_CAPTURE_NS, request_id)))
            else:
                settle_pending(client, user)
            reason = "completed an interrupted capture"
        else:
            event_ids = ingest(client, parsed.items, user_id=user, request_id=request_id)
        client.record_capture(digest, path.name, event_ids)
        return self._finish(namespace, path, "captured", event_ids, [i["content"] for i in parsed.items], reason=reason)

    def _read_plain_file(self, path: Path) -> bytes:
        """The bytes of a regular file in the inbox, never through a link (it could lead out of the workspace)."""
        try:
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        except OSError as exc:
            if path.is_symlink():
                raise CaptureFormatError("it is a symbolic link; the inbox takes files, not links to them") from None
            raise exc
        with os.fdopen(fd, "rb") as handle:
            st = os.fstat(handle.fileno())
            if not stat.S_ISREG(st.st_mode):
                raise CaptureFormatError("it is not a regular file")
            if st.st_size > self.max_file_bytes:
                raise CaptureFormatError(
                    f"the file is {st.st_size / 1_048_576:.1f} MiB; the inbox takes files up to "
                    f"{self.max_file_bytes / 1_048_576:.0f} MiB (split it, or use prme import)"
                )
            return handle.read(self.max_file_bytes + 1)

    def _finish(self, namespace: str, path: Path, kind: str, event_ids: Sequence[str], contents: Sequence[str],
                reason: str = "") -> CaptureEvent:
        target = _unique_destination(path.parent / DONE_DIR, path.name)
        os.replace(path, target)
        event = CaptureEvent(
            kind, namespace, path.name, target, event_ids=tuple(str(e) for e in event_ids),
            items=len(contents) if contents else len(event_ids),
            previews=tuple(_short(c) for c in contents[:5]), reason=reason,
        )
        self._emit(event)
        return event

    def _fail(self, namespace: str, path: Path, reason: str) -> CaptureEvent:
        target = _unique_destination(path.parent / FAILED_DIR, path.name)
        os.replace(path, target)
        note = target.with_name(target.name + ".error.txt")
        note.write_text(
            f"{path.name} was not captured into namespace {namespace!r}.\n"
            f"Reason: {reason}\n"
            f"Time: {datetime.now(timezone.utc).isoformat(timespec='seconds')}\n"
            "Fix the file and drop it into the inbox again.\n",
            encoding="utf-8",
        )
        event = CaptureEvent("failed", namespace, path.name, target, reason=reason)
        self._emit(event)
        return event

    # --- running -------------------------------------------------------------------------

    def poke(self) -> None:
        """Rescan soon (after unlocking a namespace, or when a file was dropped)."""
        self._wake.set()

    def start(self) -> "CaptureInbox":
        """Start the watchdog watcher and the worker thread (idempotent)."""
        if self._worker is not None and self._worker.is_alive():
            return self
        _private_dir(self.inbox_root)
        self._stopping.clear()
        self._observer = self._start_observer()
        self._worker = threading.Thread(target=self._run, name="prme-capture-inbox", daemon=True)
        self._worker.start()
        return self

    def _start_observer(self) -> Any:
        try:
            from watchdog.events import FileSystemEventHandler
            from watchdog.observers import Observer
        except ImportError:  # pragma: no cover - watchdog is a dependency; polling still works
            log.warning("watchdog is not installed; the inbox is polled every %.0f s", self.rescan_interval)
            return None
        inbox = self

        class Handler(FileSystemEventHandler):
            def on_any_event(self, event: Any) -> None:
                inbox.poke()

        observer = Observer()
        try:
            observer.schedule(Handler(), str(self.inbox_root), recursive=True)
            observer.start()
        except OSError as exc:  # inotify limits and the like: fall back to polling
            log.warning("cannot watch %s (%s); polling every %.0f s instead", self.inbox_root, exc, self.rescan_interval)
            return None
        return observer

    def _run(self) -> None:
        unsettled = 1  # look at what is already there straight away
        while not self._stopping.is_set():
            try:
                _, unsettled = self.scan()
            except Exception:  # noqa: BLE001 - the watcher must keep running
                log.exception("capture inbox scan failed")
            waiting = any(t.waiting_notified for t in list(self._tracked.values()))
            timeout = self.poll_interval if unsettled else (self.rescan_interval if not waiting else 1.0)
            self._wake.wait(timeout)
            if self._wake.is_set():
                self._wake.clear()
                # Let a burst of file-system events settle into one scan.
                time.sleep(min(self.poll_interval, 0.1))

    def stop(self, timeout: float = 10.0) -> None:
        self._stopping.set()
        self._wake.set()
        if self._observer is not None:
            self._observer.stop()
            self._observer.join(timeout)
            self._observer = None
        if self._worker is not None:
            self._worker.join(timeout)
            self._worker = None

    @property
    def running(self) -> bool:
        return self._worker is not None and self._worker.is_alive()

    def __enter__(self) -> "CaptureInbox":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()
