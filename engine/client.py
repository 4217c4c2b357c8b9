"""MemoryClient: the synchronous twin of MemoryEngine.

It runs an engine on its own event loop in a background thread; every public
coroutine of MemoryEngine is listed here as a blocking method of the same name and
signature, so editors and type checkers see each one.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import os
import threading
from pathlib import Path
from typing import Any, Awaitable, Callable, Concatenate, Iterator, ParamSpec, TypeVar

from pydantic import SecretStr

from engine.config import PRMEConfig, config_from_pack
from engine.errors import EngineClosedError
from engine.keys import key_text
from engine.memory_engine import MemoryEngine
from engine.models import MemoryNode


P = ParamSpec("P")
R = TypeVar("R")


def _blocking(coroutine_function: Callable[Concatenate[MemoryEngine, P], Awaitable[R]]) -> Callable[Concatenate[MemoryClient, P], R]:
    """The blocking twin of an engine coroutine, with its exact signature for type checkers."""
    name = coroutine_function.__name__

    @functools.wraps(coroutine_function)
    def method(self: MemoryClient, *args: P.args, **kwargs: P.kwargs) -> R:
        return self._call(getattr(self._engine, name)(*args, **kwargs))

    return method


async def _cancel_tasks() -> None:
    """Cancel every other task on the loop and let each see its cancellation."""
    others = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
    for task in others:
        task.cancel()
    await asyncio.gather(*others, return_exceptions=True)


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
        encryption_key: str | bytes | None = None,
    ) -> None:
        if config is None:
            if path is None:
                config = PRMEConfig()
            else:
                config = config_from_pack(path)
        if encryption_key is not None:
            config = config.model_copy(update={"encryption_enabled": True})
            config.encryption_key = SecretStr(key_text(encryption_key))
        self._loop = asyncio.new_event_loop()
        self._submitting = threading.Lock()
        self._accepting = True
        self._thread = threading.Thread(target=self._run_loop, name="prme-client-loop", daemon=True)
        self._thread.start()
        try:
            self._engine: MemoryEngine = self._call(MemoryEngine.create(config))
        except BaseException:
            self._stop_loop()
            raise

    def _run_loop(self) -> None:
        self._loop.run_forever()
        # Stopped by close(): whatever still runs (a model load, a wait for extraction) is
        # cancelled, so that its caller gets EngineClosedError instead of waiting forever.
        self._loop.run_until_complete(_cancel_tasks())

    def _call(self, coroutine: Any) -> Any:
        with self._submitting:
            if not self._accepting:
                coroutine.close()
                raise EngineClosedError("the memory client is closed")
            future = asyncio.run_coroutine_threadsafe(coroutine, self._loop)
        try:
            return future.result()
        except concurrent.futures.CancelledError:
            if self._accepting:
                raise
            raise EngineClosedError("the memory client was closed during the call") from None

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
        with self._submitting:
            self._accepting = False
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

    # Every public engine coroutine, as a blocking method (tests/engine/test_client.py checks
    # that none is missing). ingest and ingest_batch are written out above.

    # writes
    store = _blocking(MemoryEngine.store)
    store_with_receipt = _blocking(MemoryEngine.store_with_receipt)
    ingest_fast = _blocking(MemoryEngine.ingest_fast)
    ingest_fast_many = _blocking(MemoryEngine.ingest_fast_many)
    process_pending = _blocking(MemoryEngine.process_pending)
    processing_status = _blocking(MemoryEngine.processing_status)
    wait_for_vectors = _blocking(MemoryEngine.wait_for_vectors)

    # extraction
    extraction_status = _blocking(MemoryEngine.extraction_status)
    list_extractions = _blocking(MemoryEngine.list_extractions)
    extraction_counts = _blocking(MemoryEngine.extraction_counts)
    retry_extraction = _blocking(MemoryEngine.retry_extraction)
    process_extractions = _blocking(MemoryEngine.process_extractions)
    get_extraction = _blocking(MemoryEngine.get_extraction)

    # retrieval
    retrieve = _blocking(MemoryEngine.retrieve)

    # reads
    get_node = _blocking(MemoryEngine.get_node)
    get_nodes = _blocking(MemoryEngine.get_nodes)
    get_event = _blocking(MemoryEngine.get_event)
    get_events = _blocking(MemoryEngine.get_events)
    query_nodes = _blocking(MemoryEngine.query_nodes)
    scan_nodes = _blocking(MemoryEngine.scan_nodes)
    page_nodes = _blocking(MemoryEngine.page_nodes)
    count_nodes = _blocking(MemoryEngine.count_nodes)
    list_users = _blocking(MemoryEngine.list_users)
    get_provenance = _blocking(MemoryEngine.get_provenance)
    resolve_id = _blocking(MemoryEngine.resolve_id)
    resolve_node_id = _blocking(MemoryEngine.resolve_node_id)
    resolve_event_id = _blocking(MemoryEngine.resolve_event_id)
    retirements = _blocking(MemoryEngine.retirements)

    # lifecycle
    promote = _blocking(MemoryEngine.promote)
    archive = _blocking(MemoryEngine.archive)
    supersede = _blocking(MemoryEngine.supersede)
    reinforce = _blocking(MemoryEngine.reinforce)
    contradict = _blocking(MemoryEngine.contradict)
    resolve_contradiction = _blocking(MemoryEngine.resolve_contradiction)
    dismiss_contradiction = _blocking(MemoryEngine.dismiss_contradiction)
    decide_contradiction = _blocking(MemoryEngine.decide_contradiction)
    undo_contradiction_decision = _blocking(MemoryEngine.undo_contradiction_decision)
    reverse_supersession = _blocking(MemoryEngine.reverse_supersession)
    evaluate_condition = _blocking(MemoryEngine.evaluate_condition)
    transition = _blocking(MemoryEngine.transition)
    verify_operations = _blocking(MemoryEngine.verify_operations)

    # forget (final)
    forget_preview = _blocking(MemoryEngine.forget_preview)
    forget = _blocking(MemoryEngine.forget)

    # review
    open_contradictions = _blocking(MemoryEngine.open_contradictions)
    judge_updates = _blocking(MemoryEngine.judge_updates)
    node_counts = _blocking(MemoryEngine.node_counts)
    list_supersessions = _blocking(MemoryEngine.list_supersessions)

    # maintenance and portability
    doctor = _blocking(MemoryEngine.doctor)
    rebuild = _blocking(MemoryEngine.rebuild)
    export_jsonl = _blocking(MemoryEngine.export_jsonl)
    import_jsonl = _blocking(MemoryEngine.import_jsonl)
    find_capture = _blocking(MemoryEngine.find_capture)
    record_capture = _blocking(MemoryEngine.record_capture)
    warm_up = _blocking(MemoryEngine.warm_up)
