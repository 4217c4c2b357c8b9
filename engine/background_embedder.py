"""The background embedder: vectors for memories that were acknowledged without them.

A capture commits its event and node, adds its lexical document and returns; the node's vectors
are computed here, on one thread per open engine, and written in their own transaction.
The thread takes whatever has queued up since its last batch (at most ``max_texts``
texts), so a stream of stores is embedded in batches that grow with the load, and the
embedder sorts each batch into texts of similar length (engine/embeddings.py).

Ahead of the queue: a store() hands its memory over at acknowledgement too (``ahead``),
before the writer has applied it. While no more than one batch of applied memories is
queued, the thread embeds the acknowledged ones first, into the cache of recent vectors
only (engine/embeddings.py), writing nothing: once applied and queued, moments later, their
vectors are found computed. After a burst the thread would otherwise write the first memory
behind the writer's applications of the rest, their texts not begun. A memory the writer
never queues (its apply failed) costs one wasted embedding; nothing depends on the cache.

Read-your-writes: a retrieve() first ``claim``s its user's memories still queued and
embeds them itself, in one batch, while the thread finishes the batch it has begun (one
core each; every core when the thread is idle), then waits for that batch
(engine/search_indexes.py catch_up). Before that, while the writer still applies the user's
stores, it embeds those waiting ahead into the cache itself (``claim_ahead``).

Durability does not depend on this queue: a node without vector rows is found by the
next open and queued again (engine/search_indexes.py), so a kill between the
acknowledgement and the vectors loses nothing.
"""

from __future__ import annotations

import logging
import os
import threading
from typing import Callable, NamedTuple, Sequence

log = logging.getLogger("prme.embedder")


class VectorJob(NamedTuple):
    """What a node's vectors need: its text, and where its vectors are filed."""

    node_id: str
    user_id: str
    scope: str
    content: str
    speaker: str | None


class Claim(NamedTuple):
    """A caller's share of the queue: its user's queued memories, those of them the thread is
    embedding already, and the texts to embed in each (the claim's, the thread's batch's);
    ``warming``: the claimed memories the thread's batch embeds ahead (into the cache) now."""

    jobs: list[VectorJob]
    in_flight: set[str]
    texts: int
    thread_texts: int
    warming: set[str]


AHEAD_LIMIT = 64
"""Most memories kept to embed ahead: under a stream the thread is busy with applied ones and
the newest acknowledged would be evicted from the cache before it reaches them."""


class BackgroundEmbedder:
    """One thread that runs ``run_batch(jobs, urgent)`` over queued jobs, oldest first;
    ``urgent`` says a caller is waiting for this batch.

    ``run_batch`` embeds, writes and publishes one batch; when it raises, the batch is
    dropped from the queue (its nodes stay without vectors until the next open).
    ``warm(jobs)`` embeds jobs ahead, into the cache only.
    """

    def __init__(
        self, run_batch: Callable[[list[VectorJob], bool], None], *, warm: Callable[[list[VectorJob]], None],
        texts_of: Callable[[VectorJob], int], max_texts: int,
    ) -> None:
        self._run_batch = run_batch
        self._warm = warm
        self._texts_of = texts_of
        self._max_texts = max(1, max_texts)
        self._queue: dict[str, VectorJob] = {}  # node id -> job, in arrival order
        self._ahead: dict[str, VectorJob] = {}  # acknowledged, not yet applied: node id -> job
        self._busy: dict[str, tuple[VectorJob, int]] = {}  # node id -> job, how many are embedding it
        self._waiting = 0  # callers of wait(): the thread's batches are urgent then
        self._claims = 0  # callers embedding their own claim: the thread starts no batch meanwhile
        self._thread_batch: list[VectorJob] = []  # what the thread is embedding now
        self._thread_warming = False  # its batch is ahead of the queue (cache only)
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None
        self._closing = False

    # --- producers ------------------------------------------------------------------

    def submit(self, jobs: Sequence[VectorJob], applied: Sequence[str] = ()) -> None:
        """Queue ``jobs``; ``applied`` names other memories now applied (retired by their own
        apply, say), no longer worth embedding ahead."""
        with self._cond:
            for node_id in applied:
                self._ahead.pop(node_id, None)
            if not jobs:
                return
            if self._closing:
                # After close began nothing new is embedded here: the next open repairs it.
                log.warning("%d memories queued for vectors after close; the next open embeds them", len(jobs))
                return
            for job in jobs:
                self._ahead.pop(job.node_id, None)
                self._queue[job.node_id] = job
            self._start()

    def ahead(self, jobs: Sequence[VectorJob]) -> None:
        """Memories acknowledged and not yet applied: embed them into the cache when the thread
        has little else to do (see the module's docstring). Never counted as pending."""
        with self._cond:
            if not jobs or self._closing:
                return
            for job in jobs:
                self._ahead[job.node_id] = job
            while len(self._ahead) > AHEAD_LIMIT:
                del self._ahead[next(iter(self._ahead))]
            self._start()

    def _start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="prme-embedder", daemon=True)
            self._thread.start()
        self._cond.notify_all()

    def pending(self, user_id: str | None = None) -> int:
        """Memories queued or being embedded (of ``user_id``, or of everyone)."""
        with self._cond:
            return self._pending_locked(user_id)

    def _pending_locked(self, user_id: str | None) -> int:
        if user_id is None:
            return len(self._queue) + len(self._busy)
        return (sum(1 for j in self._queue.values() if j.user_id == user_id)
                + sum(1 for j, _ in self._busy.values() if j.user_id == user_id))

    # --- a caller that cannot wait for the queue ------------------------------------------

    def claim(self, user_id: str) -> Claim:
        """Take the user's queued memories for the caller to embed now, in one batch, and name
        those of the user the thread is embedding already (``wait_for`` them: embedding them
        twice would only slow both down on two cores). Until ``release``, the thread starts no
        new batch, so the caller has the cores the thread's current batch leaves, and all of
        them once it is done (``wait_for_thread``)."""
        with self._cond:
            jobs = [j for j in self._queue.values() if j.user_id == user_id]
            for job in jobs:
                del self._queue[job.node_id]
            in_flight = {i for i, (j, _) in self._busy.items() if j.user_id == user_id}
            self._hold(jobs)
            self._claims += 1
            ids = {j.node_id for j in jobs}
            warming = {j.node_id for j in self._thread_batch if j.node_id in ids} if self._thread_warming else set()
            return Claim(jobs, in_flight, sum(self._texts_of(j) for j in jobs),
                         sum(self._texts_of(j) for j in self._thread_batch), warming)

    def claim_ahead(self, user_id: str) -> list[VectorJob]:
        """Take the user's memories waiting to be embedded ahead, for the caller to embed into
        the cache now; when there are any, the thread starts no new batch until ``release``."""
        with self._cond:
            jobs = [j for j in self._ahead.values() if j.user_id == user_id]
            for job in jobs:
                del self._ahead[job.node_id]
            if jobs:
                self._claims += 1
            return jobs

    def wait_for_thread(self) -> None:
        """Block until the thread's current batch is written (it starts no other while a claim
        is held)."""
        with self._cond:
            self._cond.wait_for(lambda: not self._thread_batch)

    def release(self, jobs: Sequence[VectorJob] = ()) -> None:
        """End a claim (``jobs``: those it took from the queue; none for ``claim_ahead``)."""
        with self._cond:
            self._claims -= 1
            self._let_go(jobs)

    def wait_for(self, node_ids: set[str]) -> None:
        """Block until none of ``node_ids`` is being embedded (written and published, or failed)."""
        with self._cond:
            self._cond.wait_for(lambda: not node_ids.intersection(self._busy))

    def _hold(self, jobs: Sequence[VectorJob]) -> None:
        for job in jobs:
            held, count = self._busy.get(job.node_id, (job, 0))
            self._busy[job.node_id] = (held, count + 1)

    def _let_go(self, jobs: Sequence[VectorJob]) -> None:
        for job in jobs:
            held, count = self._busy.pop(job.node_id, (job, 1))
            if count > 1:
                self._busy[job.node_id] = (held, count - 1)
        self._cond.notify_all()

    # --- waiting --------------------------------------------------------------------

    def wait(self, timeout: float | None = None) -> bool:
        """Block until nothing is queued or being embedded; False when ``timeout`` passed."""
        with self._cond:
            self._waiting += 1
            self._cond.notify_all()
            try:
                return self._cond.wait_for(lambda: not self._pending_locked(None), timeout)
            finally:
                self._waiting -= 1

    def close(self) -> None:
        """Embed what is queued, then stop the thread and join it."""
        with self._cond:
            self._closing = True
            self._ahead.clear()
            thread = self._thread
            self._cond.notify_all()
        if thread is not None:
            thread.join()

    # --- the thread -------------------------------------------------------------------

    def _take(self) -> list[VectorJob]:
        """The oldest memories, up to ``max_texts`` texts (always at least one)."""
        return self._oldest(self._queue)

    def _oldest(self, jobs: dict[str, VectorJob]) -> list[VectorJob]:
        batch: list[VectorJob] = []
        texts = 0
        for job in jobs.values():
            n = self._texts_of(job)
            if batch and texts + n > self._max_texts:
                break
            batch.append(job)
            texts += n
        return batch

    def _warm_first(self) -> bool:
        """Embed ahead rather than the queue: while all that is queued fits one batch, the
        writer is still applying what was acknowledged after it (a burst), and a write now
        would wait behind those applications with their texts not begun. A longer queue is a
        backlog: the memories ahead would leave the cache before the thread reached them."""
        if not self._ahead:
            return False
        texts = 0
        for job in self._queue.values():
            texts += self._texts_of(job)
            if texts > self._max_texts:
                return False
        return True

    def _run(self) -> None:
        _lower_priority()
        while True:
            with self._cond:
                self._cond.wait_for(lambda: ((self._queue or self._ahead) and not self._claims) or self._closing)
                if self._closing and not self._queue:
                    return
                warming = self._warm_first()  # never once closing: close() drops what is ahead
                if warming:
                    batch = self._oldest(self._ahead)
                    for job in batch:
                        del self._ahead[job.node_id]
                else:
                    batch = self._take()
                    for job in batch:
                        del self._queue[job.node_id]
                    self._hold(batch)
                self._thread_batch, self._thread_warming = batch, warming
                urgent = self._waiting > 0 or self._closing
            try:
                if warming:
                    self._warm(batch)
                else:
                    self._run_batch(batch, urgent)
            except BaseException as exc:  # noqa: BLE001 - the thread must outlive one bad batch
                log.warning("embedding %d memories%s failed (%s); %s", len(batch), " ahead" if warming else "",
                            type(exc).__name__, "they are embedded once applied" if warming else
                            "the next open embeds them")
            finally:
                with self._cond:
                    self._thread_batch, self._thread_warming = [], False
                    self._let_go([] if warming else batch)


def _lower_priority() -> None:
    """Give this thread a lower CPU priority than the rest of the process (Linux nice is per
    thread): on a busy machine an acknowledgement then waits less for a core."""
    try:
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), _NICE)
    except (AttributeError, OSError):
        pass  # not Linux, or not permitted: the thread runs at normal priority


_NICE = 5
