"""store() acknowledges before the vectors exist; reads still see every acknowledged write."""

from __future__ import annotations

import threading

import pytest

from engine import MemoryClient, PRMEConfig
from engine.background_embedder import BackgroundEmbedder
from tests.conftest import PASSPHRASE

PUPPY = "My sister adopted a golden retriever puppy named Biscuit."
PARAPHRASE = "Which dog did my sibling get?"  # not one word in common that a lexical search keeps
OTHERS = [
    "The quarterly budget review moved to Thursday afternoon.",
    "I should renew the car insurance before March.",
    "Ramen place on 5th street has the best spicy miso.",
]


@pytest.fixture
def held_embedder(monkeypatch):
    """The background embedder takes nothing on its own until released; a caller waiting for
    a user's vectors (retrieve, wait_for_vectors) or close() still gets them embedded."""
    released = threading.Event()
    real_take, real_warm_first = BackgroundEmbedder._take, BackgroundEmbedder._warm_first

    def take(self):
        self._cond.wait_for(lambda: released.is_set() or self._waiting or self._closing)
        return real_take(self)

    def warm_first(self):  # nor embeds ahead
        self._cond.wait_for(lambda: released.is_set() or self._waiting or self._closing)
        return real_warm_first(self) or not self._queue  # all it woke for was claimed meanwhile: a round of none

    monkeypatch.setattr(BackgroundEmbedder, "_take", take)
    monkeypatch.setattr(BackgroundEmbedder, "_warm_first", warm_first)
    return released


def _vector_rows(client: MemoryClient) -> int:
    return client._call(client.engine._db.read(lambda cur: cur.execute("SELECT count(*) FROM vector_metadata").fetchone()[0]))


def test_a_memory_is_found_by_meaning_as_soon_as_store_returns(pack_path, held_embedder):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        for note in OTHERS:
            client.store(note, user_id="ann")
        receipt = client.store_with_receipt(PUPPY, user_id="ann")
        bobs = client.store_with_receipt("Bob keeps his bike in the garage.", user_id="bob")
        assert receipt.processing_status.status == "complete" and receipt.processing_status.vectors_pending
        assert client.processing_status(receipt.event_id, user_id="ann").vectors_pending
        assert _vector_rows(client) == 0

        result = client.retrieve(PARAPHRASE, user_id="ann")

        top = result.results[0]
        assert str(top.node_id) == str(receipt.node_id) and top.paths == ["vector"]
        assert not client.processing_status(receipt.event_id, user_id="ann").vectors_pending
        # Only the reader's own memories were embedded ahead of the queue.
        assert client.processing_status(bobs.event_id, user_id="bob").vectors_pending
        # The same ranking as when every vector is in place.
        held_embedder.set()
        client.wait_for_vectors()
        again = client.retrieve(PARAPHRASE, user_id="ann")
        assert [r.node_id for r in again.results] == [r.node_id for r in result.results]


def test_lexical_search_finds_a_memory_before_its_vectors(pack_path, held_embedder):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        receipt = client.store_with_receipt(PUPPY, user_id="ann")
        assert client.get_node(receipt.node_id, user_id="ann") is not None  # a read waits for the write journal
        hits = client.engine._indexes.lexical.search("Biscuit", user_id="ann", k=5)
        assert [h[0] for h in hits] == [str(receipt.node_id)]
        assert client.processing_status(receipt.event_id, user_id="ann").vectors_pending


def test_close_embeds_what_is_waiting_and_leaves_no_thread(pack_path, held_embedder):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        ids = [client.store(note, user_id="ann") for note in OTHERS + [PUPPY]]
        assert client.process_pending("ann", budget_ms=0).vectors_pending == len(ids)
    assert not [t for t in threading.enumerate() if t.name == "prme-embedder"]
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        assert not any(client.processing_status(e, user_id="ann").vectors_pending for e in ids)
        assert client.process_pending("ann", budget_ms=0).vectors_pending == 0


def test_a_stream_of_stores_is_embedded_in_batches(pack_path, held_embedder, monkeypatch):
    import engine.search_indexes as search_indexes

    batches: list[int] = []
    real = search_indexes.SearchIndexes._embed_batch

    def counted(self, jobs, urgent):
        batches.append(len(jobs))
        return real(self, jobs, urgent)

    monkeypatch.setattr(search_indexes.SearchIndexes, "_embed_batch", counted)
    config = PRMEConfig(pack_path=pack_path)
    with MemoryClient(config=config) as client:
        for i in range(40):
            client.store(f"Note {i}: the team met about the launch plan.", user_id="ann")
        held_embedder.set()
        client.wait_for_vectors()
        assert sum(batches) == 40 and len(batches) < 10


def test_a_failed_embedding_keeps_the_memory_and_the_next_open_embeds_it(pack_path, monkeypatch):
    import engine.search_indexes as search_indexes

    def broken(self, jobs, urgent):
        raise RuntimeError("the model crashed")

    with monkeypatch.context() as patch:
        patch.setattr(search_indexes.SearchIndexes, "_embed_batch", broken)
        with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
            receipt = client.store_with_receipt(PUPPY, user_id="ann")
            found = client.retrieve("Biscuit the golden retriever", user_id="ann").results
            assert [str(r.node_id) for r in found] == [str(receipt.node_id)]  # by its words
            assert client.processing_status(receipt.event_id, user_id="ann").vectors_pending
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        assert client.retrieve(PARAPHRASE, user_id="ann").results[0].node_id == str(receipt.node_id)
        assert not client.processing_status(receipt.event_id, user_id="ann").vectors_pending


def test_a_retrieve_embeds_what_is_queued_once_and_waits_for_the_batch_under_way(pack_path, monkeypatch):
    """The first retrieve() after a burst: the user's queued memories in one batch of its own,
    the batch the embedder had begun awaited rather than embedded a second time; the reader's
    batch, larger than the thread's, follows it on every core instead of contending with it."""
    import engine.search_indexes as search_indexes

    real = search_indexes.SearchIndexes._embed_batch
    batches: list[tuple[str, list[str], bool]] = []
    began, go, claimed = threading.Event(), threading.Event(), threading.Event()

    def watched(self, jobs, urgent, *also):
        batches.append((threading.current_thread().name, [j.content for j in jobs], urgent))
        if threading.current_thread().name == "prme-embedder":
            began.set()
            assert go.wait(120)
        return real(self, jobs, urgent, *also)

    real_claim = BackgroundEmbedder.claim

    def claim(self, user_id):
        try:
            return real_claim(self, user_id)
        finally:
            claimed.set()

    monkeypatch.setattr(search_indexes.SearchIndexes, "_embed_batch", watched)
    monkeypatch.setattr(BackgroundEmbedder, "claim", claim)
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        first = client.store_with_receipt(PUPPY, user_id="ann")
        assert began.wait(120)  # the embedder has taken the puppy and is busy with it
        for note in OTHERS:
            client.store(note, user_id="ann")
        found: list = []
        reader = threading.Thread(target=lambda: found.append(client.retrieve(PARAPHRASE, user_id="ann")))
        reader.start()
        assert claimed.wait(120)  # the reader has taken the queued notes as its own
        go.set()
        reader.join(120)

        assert [(b[1], b[2]) for b in batches[1:]] == [(OTHERS, True)]  # one batch, nothing twice, every core
        assert batches[0][1] == [PUPPY]
        assert str(found[0].results[0].node_id) == str(first.node_id)
        assert client.process_pending("ann", budget_ms=0).vectors_pending == 0


def test_a_retrieve_while_the_stores_are_still_in_the_journal_finds_them_by_meaning(pack_path, held_embedder,
                                                                                   monkeypatch):
    """The retrieve embeds its user's stores (and its question with them) while the writer is
    still applying them; once applied they are searchable by meaning, ranked as when every
    vector is in place."""
    import engine.search_indexes as search_indexes
    from engine.database import Database

    applying, warmed = threading.Event(), threading.Event()
    real_apply, real_warm = Database._apply_behind, search_indexes.SearchIndexes._warm

    def held_apply(self):
        assert applying.wait(120)
        return real_apply(self)

    carried: list[list[str]] = []

    def warm(self, jobs, embedder=None, also=()):
        real_warm(self, jobs, embedder, also)
        if embedder is not None:  # the reader's, not the background thread's
            carried.append(list(also))
            warmed.set()

    monkeypatch.setattr(search_indexes.SearchIndexes, "_warm", warm)
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        monkeypatch.setattr(Database, "_apply_behind", held_apply)
        ids = [client.store_with_receipt(note, user_id="ann").node_id for note in [*OTHERS, PUPPY]]
        found: list = []
        reader = threading.Thread(target=lambda: found.append(client.retrieve(PARAPHRASE, user_id="ann")))
        reader.start()
        assert warmed.wait(120)  # embedded while none of them is applied
        applying.set()
        reader.join(120)
        assert carried == [[PARAPHRASE]]  # the question rode along: no model call of its own

        top = found[0].results[0]
        assert str(top.node_id) == str(ids[-1]) and top.paths == ["vector"]
        assert client.process_pending("ann", budget_ms=0).vectors_pending == 0
        held_embedder.set()
        again = client.retrieve(PARAPHRASE, user_id="ann")
        assert [r.node_id for r in again.results] == [r.node_id for r in found[0].results]
