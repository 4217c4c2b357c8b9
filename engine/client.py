"""MemoryClient: the synchronous twin of MemoryEngine.

It runs an engine on its own event loop in a background thread; every public
coroutine of MemoryEngine becomes a blocking method of the same name and signature.
"""

from __future__ import annotations

import asyncio
import functools
import inspect
import os
import threading
from pathlib import Path
from typing import Any, Iterator

from engine.config import PRMEConfig, config_from_pack
from engine.memory_engine import MemoryEngine
from engine.models import MemoryNode


class MemoryClient:
    """Open (or create) a pack: ``MemoryClient("notes.prme")`` or ``MemoryClient(config=...)``.

    ``encryption_key`` (a passphrase or raw key) turns on native encryption; otherwise
    PRME_ENCRYPTION_ENABLED / PRME_ENCRYPTION_KEY from the environment apply.
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        *,
        config: PRMEConfig | None = None,
        encryption_key: str | None = None,
    ) -> None:
        if config is None:
            if path is None:
                config = PRMEConfig()
            else:
                config = config_from_pack(path)
        if encryption_key is not None:
            config = config.model_copy(update={"encryption_enabled": True})
            config.encryption_key = encryption_key  # validated into a SecretStr
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="prme-client-loop", daemon=True)
        self._thread.start()
        try:
            self._engine: MemoryEngine = self._call(MemoryEngine.create(config))
        except BaseException:
            self._stop_loop()
            raise

    def _call(self, coroutine: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result()

    @property
    def engine(self) -> MemoryEngine:
        return self._engine

    @property
    def config(self) -> PRMEConfig:
        return self._engine.config

    @property
    def pack_path(self) -> Path | None:
        return self._engine.config.pack_path

    def ingest(self, content: str, *, wait_for_extraction: bool = True, **kwargs: Any) -> str:
        """Like :meth:`MemoryEngine.ingest`, but waits for extraction unless told not to."""
        return self._call(self._engine.ingest(content, wait_for_extraction=wait_for_extraction, **kwargs))

    def ingest_batch(self, messages: list[dict], *, wait_for_extraction: bool = True, **kwargs: Any) -> list[str]:
        """Like :meth:`MemoryEngine.ingest_batch`, but waits for extraction unless told not to."""
        return self._call(self._engine.ingest_batch(messages, wait_for_extraction=wait_for_extraction, **kwargs))

    def iter_nodes(self, user_id: str, *, page_size: int = 500, **filters: Any) -> Iterator[MemoryNode]:
        cursor = None
        while True:
            page = self.scan_nodes(user_id, cursor=cursor, limit=page_size, **filters)
            yield from page.nodes
            if not page.has_more:
                return
            cursor = page.next_cursor

    def close(self) -> None:
        if self._loop.is_closed():
            return
        try:
            self._call(self._engine.close())
        finally:
            self._stop_loop()

    def _stop_loop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join()
        self._loop.close()

    @property
    def closed(self) -> bool:
        return self._loop.is_closed()

    def __enter__(self) -> "MemoryClient":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def _sync_twin(name: str, coroutine_function: Any) -> Any:
    @functools.wraps(coroutine_function)
    def method(self: MemoryClient, *args: Any, **kwargs: Any) -> Any:
        return self._call(getattr(self._engine, name)(*args, **kwargs))

    return method


for _name, _member in inspect.getmembers(MemoryEngine, inspect.iscoroutinefunction):
    if not _name.startswith("_") and _name not in ("create", "open", "close") and not hasattr(MemoryClient, _name):
        setattr(MemoryClient, _name, _sync_twin(_name, _member))
