"""The state of an in-memory index that is built behind an open.

Between ``begin()`` and ``finish()`` (or ``fail()``), searches wait and writes are
deferred; ``finish()`` replays the deferred writes in order, then lets searches in.
The index calls these under its own lock; the lock must be reentrant, because the
replayed writes take it again.
"""

from __future__ import annotations

import threading
from functools import partial
from typing import Any, Callable


class BackgroundBuild:
    def __init__(self, what: str, done: str, error: type[Exception] = RuntimeError) -> None:
        self._what, self._done_word = what, done  # e.g. "the lexical index", "built"
        self._error_type = error
        self._done = threading.Event()
        self._done.set()
        self.running = False
        self.error: BaseException | None = None
        self._deferred: list[Callable[[], Any]] = []

    def begin(self) -> None:
        self._done.clear()
        self.running = True
        self._deferred = []
        self.error = None

    def defer(self, write: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        """Run ``write(*args, **kwargs)`` once the build has finished."""
        self._deferred.append(partial(write, *args, **kwargs))

    def finish(self) -> None:
        """Call once the built contents are in place: replays the deferred writes."""
        self.running = False
        deferred, self._deferred = self._deferred, []
        for write in deferred:
            write()
        self._done.set()

    def fail(self, exc: BaseException) -> None:
        """The build failed: searches raise it; deferred writes are dropped (their rows are durable)."""
        self.running = False
        self._deferred = []
        self.error = exc
        self._done.set()

    def wait_done(self, timeout: float | None = None) -> bool:
        """Wait until no build runs (whether it failed or not); False on timeout."""
        return self._done.wait(timeout)

    def wait_ok(self, timeout: float | None = None) -> None:
        """Wait until no build runs; raise when the last one failed or the wait timed out."""
        if not self._done.wait(timeout):
            raise TimeoutError(f"{self._what} is not {self._done_word} yet")
        if self.error is not None:
            raise self._error_type(f"{self._what} could not be {self._done_word}: {self.error}") from self.error

    @property
    def done(self) -> bool:
        return self._done.is_set()
