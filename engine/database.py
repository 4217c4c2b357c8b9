"""Runs DuckDB work off the event loop: one writer thread, a few reader threads.

Every write is one transaction on the writer thread, so writes are serialized and
each either commits whole or leaves nothing behind. Reads use their own cursors.

A write behind (``write_behind``, what store() uses) is acknowledged once its record is
in the write journal (engine/write_journal.py); the writer applies every record waiting
at that moment in one transaction. Reads wait for the records acknowledged before they
began (``settle``), so a caller always reads its own writes; later writes queue behind
them on the one writer thread.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from itertools import groupby
from typing import Any, Callable, Sequence, TypeVar

import duckdb

from engine import integrity
from engine.errors import EngineClosedError
from engine.pack import PACK_ALIAS, SharedPack, protect_wal
from engine.write_journal import WriteBehind, WriteJournal

T = TypeVar("T")
Work = Callable[..., T]
log = logging.getLogger("prme.engine")


@dataclass(frozen=True, eq=False)
class BehindKind:
    """How the writer applies writes of one kind. Consecutive writes of a kind are applied
    together, so a burst of stores costs one insert per table, not one per store."""

    apply: Callable[[duckdb.DuckDBPyConnection, list[Any]], Any]  # inside the batch's transaction
    after: Callable[[Any], None]  # after the commit, with what ``apply`` returned
    # When a write fails on its own: keep what can be kept, in a transaction of its own.
    rescue: Callable[[duckdb.DuckDBPyConnection, Any, BaseException], None]


@dataclass
class BehindWrite:
    """One acknowledged write: its journal record, and what its kind applies."""

    record: bytes  # what the journal keeps until the transaction commits
    item: Any
    kind: BehindKind


def _end_result(cur: duckdb.DuckDBPyConnection) -> None:
    """End the query a kept cursor ran last. DuckDB streams a result, and the query's
    auto-commit transaction stays open until the result is read to its end: after a
    ``fetchone()`` it would stay open until the cursor's next query, and an open transaction
    older than a commit that changed rows keeps DuckDB from checkpointing (the WAL, and the
    memory holding it, then grow until a write fails)."""
    try:
        cur.fetchall()
    except duckdb.Error:
        pass  # no result open (or the query failed): nothing left to end


class Database:
    def __init__(self, pack: SharedPack, *, readers: int = 2) -> None:
        self.pack = pack
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="prme-writer")
        self._readers = ThreadPoolExecutor(readers, thread_name_prefix="prme-reader")
        # Cursors by thread id, not in a threading.local: a DuckDB cursor destroyed while its
        # worker thread exits can abort the process ("terminate called without an active
        # exception"). Each is closed on its own thread (writer) or after its pool has stopped.
        self._cursors: dict[int, duckdb.DuckDBPyConnection] = {}
        self._cursors_lock = threading.Lock()
        self.closed = False
        self._behind: WriteBehind = pack.shared["write_behind"]

    def _new_cursor(self) -> duckdb.DuckDBPyConnection:
        cur = self.pack.connection.cursor()
        cur.execute(f"USE {PACK_ALIAS}")
        return cur

    def cursor(self) -> duckdb.DuckDBPyConnection:
        """This thread's own cursor on the pack."""
        ident = threading.get_ident()
        cur = self._cursors.get(ident)
        if cur is None:
            cur = self._new_cursor()
            with self._cursors_lock:
                self._cursors[ident] = cur
        return cur

    def _close_own_cursor(self) -> None:
        with self._cursors_lock:
            cur = self._cursors.pop(threading.get_ident(), None)
        if cur is not None:
            try:
                cur.close()
            except duckdb.Error:
                pass

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
        protect_wal(self.pack.path)  # a commit may have made a new WAL (with the umask's mode)
        return result

    def _read(self, fn: Work[T], args: tuple, kwargs: dict) -> T:
        cur = self.cursor()
        try:
            return fn(cur, *args, **kwargs)
        finally:
            _end_result(cur)

    def _own_transactions(self, fn: Work[T], args: tuple, kwargs: dict) -> T:
        cur = self.cursor()
        try:
            return fn(cur, *args, **kwargs)
        finally:
            _end_result(cur)
            protect_wal(self.pack.path)

    def _check_open(self) -> None:
        if self.closed:
            raise EngineClosedError("the engine is closed; open the pack again")

    # --- writes behind the acknowledgement ------------------------------------------------

    @property
    def journal(self) -> WriteJournal:
        return self._behind.journal

    def write_behind(self, item: BehindWrite) -> None:
        """Return once ``item``'s record is durable in the journal; the writer applies it soon,
        in one transaction with every other record waiting then."""
        self._check_open()
        behind = self._behind
        with behind.lock:  # the journal's order is the order of application
            behind.journal.append(item.record)
            behind.waiting.append(item)
            if not behind.apply_queued:
                behind.apply_queued = True
                behind.last_apply = self._writer.submit(self._apply_behind)

    async def apply_kept(self, items: Sequence[Any], kind: BehindKind) -> bool:
        """Apply writes a killed process acknowledged, as the journal kept them (at open), the
        way the writer applies acknowledged writes (``_apply_batch``). Returns whether every
        one is now in the pack."""
        self._check_open()
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._writer, self._apply_batch, [BehindWrite(b"", i, kind) for i in items])

    def _apply_behind(self) -> None:
        behind = self._behind
        with behind.lock:
            batch, behind.waiting = behind.waiting, []
            behind.apply_queued = False
            segment = behind.journal.seal()
        try:
            if batch and self._apply_batch(batch) and segment is not None:
                behind.journal.discard([segment])
        except OSError as exc:  # the segment stays; the next open skips what is already applied
            log.warning("could not remove an applied write journal segment: %s", type(exc).__name__)

    def _apply_batch(self, batch: list[BehindWrite]) -> bool:
        """Apply the batch in one transaction (consecutive writes of a kind together), or each
        alone when that fails; a write that fails alone is rescued. Returns whether every write
        is now in the pack."""
        runs = [(kind, [w.item for w in run]) for kind, run in groupby(batch, key=lambda w: w.kind)]
        kept = True
        try:
            results = self._transaction(lambda cur: [kind.apply(cur, items) for kind, items in runs], (), {})
            done = [(kind, result) for (kind, _), result in zip(runs, results)]
        except Exception:  # noqa: BLE001 - one bad write must not hold back the others
            done = []
            for write in batch:
                try:
                    done.append((write.kind, self._transaction(write.kind.apply, ([write.item],), {})))
                except Exception as exc:  # noqa: BLE001
                    try:
                        self._transaction(write.kind.rescue, (write.item, exc), {})
                    except Exception as again:  # noqa: BLE001 - the journal keeps it for the next open
                        log.error("an acknowledged write could not be applied (%s); it stays in the write journal "
                                  "and is applied when the pack opens next", type(again).__name__)
                        kept = False
        for kind, result in done:
            try:
                kind.after(result)
            except Exception as exc:  # noqa: BLE001 - the commit stands; indexes rebuild on the next open
                log.warning("after an acknowledged write: %s", type(exc).__name__)
        return kept

    def _unsettled(self) -> Future | None:
        """The newest application queued, if it has not finished (and this is not a writer,
        which must never wait on itself or on another engine's writer)."""
        pending = self._behind.last_apply
        if pending is None or pending.done() or threading.current_thread().name.startswith("prme-writer"):
            return None
        return pending

    @property
    def settling(self) -> bool:
        """Whether acknowledged writes are still waiting to be applied."""
        return self._unsettled() is not None

    async def settle(self) -> None:
        """Wait until every write acknowledged so far is in the pack."""
        pending = self._unsettled()
        if pending is not None:
            await asyncio.wrap_future(pending)

    def settle_sync(self) -> None:
        pending = self._unsettled()
        if pending is not None:
            pending.result()

    async def write(self, fn: Work[T], *args: Any, **kwargs: Any) -> T:
        """Run ``fn(cursor, ...)`` as one transaction on the writer thread."""
        self._check_open()
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._writer, self._transaction, fn, args, kwargs)

    async def read(self, fn: Work[T], *args: Any, **kwargs: Any) -> T:
        self._check_open()
        await self.settle()
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._readers, self._read, fn, args, kwargs)

    def start_apart(self, fn: Work[T], *args: Any) -> asyncio.Future[T]:
        """Start ``fn(cursor, ...)`` now, on a thread outside the reader pool, for long
        background reads (loading an index takes seconds at 100k nodes) that must not hold
        up page reads. Submitted before this returns, so code that blocks the event loop
        waiting for the work cannot keep it from starting."""
        self._check_open()
        return asyncio.get_running_loop().run_in_executor(None, self._read_apart, fn, args)

    def _read_apart(self, fn: Work[T], args: tuple) -> T:
        # A thread of the loop's default pool: its cursor lives and is closed within this call.
        self.settle_sync()  # here, not on the event loop that started it
        cur = self._new_cursor()
        try:
            return fn(cur, *args)
        finally:
            try:
                cur.close()
            except duckdb.Error:
                pass

    async def run_on_writer(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run ``fn(cursor, ...)`` on the writer thread, managing its own transactions (DDL, CHECKPOINT)."""
        self._check_open()
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._writer, self._own_transactions, fn, args, kwargs)

    def read_sync(self, fn: Work[T], *args: Any, **kwargs: Any) -> T:
        """The blocking twin of :meth:`read`, for code not on an event loop."""
        self._check_open()
        self.settle_sync()
        return self._readers.submit(self._read, fn, args, kwargs).result()

    def write_sync(self, fn: Work[T], *args: Any, **kwargs: Any) -> T:
        """The blocking twin of :meth:`write`, for code not on an event loop."""
        self._check_open()
        return self._writer.submit(self._transaction, fn, args, kwargs).result()

    def write_then_sync(self, fn: Work[T], after: Callable[[T], None], *args: Any) -> T:
        """Blocking: ``fn(cursor, ...)`` as one transaction, then ``after(result)`` on the writer
        thread before any later write starts (so what ``after`` publishes is never newer than a
        later transaction's own after-commit step, such as retiring a node from search)."""
        self._check_open()

        def run() -> T:
            result = self._transaction(fn, args, {})
            after(result)
            return result

        return self._writer.submit(run).result()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        try:
            self.settle_sync()  # acknowledged writes reach the pack before it closes
        except Exception as exc:  # noqa: BLE001 - the journal keeps them for the next open
            log.error("closing with acknowledged writes not applied (%s)", type(exc).__name__)
        try:
            self._writer.submit(self._close_own_cursor).result()
        except RuntimeError:
            pass  # the pool was already shut down (interpreter exit)
        self._writer.shutdown(wait=True)
        self._readers.shutdown(wait=True)
        with self._cursors_lock:
            cursors = list(self._cursors.values())
            self._cursors.clear()
        for cur in cursors:  # their threads have stopped: nothing else can use them now
            try:
                cur.close()
            except duckdb.Error:
                pass
