"""Runs DuckDB work off the event loop: one writer thread, a few reader threads.

Every write is one transaction on the writer thread, so writes are serialized and
each either commits whole or leaves nothing behind. Reads use their own cursors.
"""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, TypeVar

import duckdb

from engine import integrity
from engine.errors import EngineClosedError
from engine.pack import PACK_ALIAS, SharedPack

T = TypeVar("T")
Work = Callable[..., T]


class Database:
    def __init__(self, pack: SharedPack, *, readers: int = 2) -> None:
        self.pack = pack
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="prme-writer")
        self._readers = ThreadPoolExecutor(readers, thread_name_prefix="prme-reader")
        self._local = threading.local()
        self._cursors: list[duckdb.DuckDBPyConnection] = []
        self._cursors_lock = threading.Lock()
        self.closed = False

    def cursor(self) -> duckdb.DuckDBPyConnection:
        """This thread's own cursor on the pack."""
        cur = getattr(self._local, "cursor", None)
        if cur is None:
            cur = self.pack.connection.cursor()
            cur.execute(f"USE {PACK_ALIAS}")
            self._local.cursor = cur
            with self._cursors_lock:
                self._cursors.append(cur)
        return cur

    def _transaction(self, fn: Work[T], args: tuple, kwargs: dict) -> T:
        cur = self.cursor()
        # Rows written in the transaction are sealed, and the seal advanced, before COMMIT.
        with integrity.transaction(self.pack.shared.get("integrity")) as seal:
            cur.execute("BEGIN TRANSACTION")
            try:
                result = fn(cur, *args, **kwargs)
                if seal is not None:
                    seal.flush(cur)
                cur.execute("COMMIT")
            except BaseException:
                try:
                    cur.execute("ROLLBACK")
                except duckdb.Error:
                    pass  # the failed transaction is already gone
                raise
            if seal is not None:
                seal.committed()
            return result

    def _read(self, fn: Work[T], args: tuple, kwargs: dict) -> T:
        return fn(self.cursor(), *args, **kwargs)

    def _check_open(self) -> None:
        if self.closed:
            raise EngineClosedError("the engine is closed; open the pack again")

    async def write(self, fn: Work[T], *args: Any, **kwargs: Any) -> T:
        """Run ``fn(cursor, ...)`` as one transaction on the writer thread."""
        self._check_open()
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._writer, self._transaction, fn, args, kwargs)

    async def read(self, fn: Work[T], *args: Any, **kwargs: Any) -> T:
        self._check_open()
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._readers, self._read, fn, args, kwargs)

    def start_apart(self, fn: Work[T], *args: Any) -> asyncio.Future[T]:
        """Start ``fn(cursor, ...)`` now, on a thread outside the reader pool, for long
        background reads (loading an index takes seconds at 100k nodes) that must not hold
        up page reads. Submitted before this returns, so code that blocks the event loop
        waiting for the work cannot keep it from starting."""
        self._check_open()
        return asyncio.get_running_loop().run_in_executor(None, self._read, fn, args, {})

    async def run_on_writer(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run ``fn(cursor, ...)`` on the writer thread, managing its own transactions (DDL, CHECKPOINT)."""
        self._check_open()
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._writer, self._read, fn, args, kwargs)

    def write_sync(self, fn: Work[T], *args: Any, **kwargs: Any) -> T:
        """The blocking twin of :meth:`write`, for code not on an event loop."""
        self._check_open()
        return self._writer.submit(self._transaction, fn, args, kwargs).result()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self._writer.shutdown(wait=True)
        self._readers.shutdown(wait=True)
        with self._cursors_lock:
            for cur in self._cursors:
                try:
                    cur.close()
                except duckdb.Error:
                    pass
            self._cursors.clear()
