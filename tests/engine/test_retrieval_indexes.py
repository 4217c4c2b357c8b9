"""The derived indexes inside the pack: snapshot, reconcile on open, sharing, retirement."""

from __future__ import annotations

import asyncio
import threading
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from engine import MemoryClient, MemoryEngine, PRMEConfig
from engine.lexical_index import LexicalIndex, build_doc
from tests.conftest import PASSPHRASE

NOTES = [
    "The garden shed needs a new roof before winter",
    "Dana recommended the Kyoto ramen place near the station",
    "Renew the passport in March, it expires in June",
    "The cat's vet appointment is every six months",
    "Book club meets on the first Thursday of the month",
    "Grandma's lemon cake recipe uses two lemons and yogurt",
]
QUERIES = ["when does the passport expire", "ramen recommendation", "roof repairs", "lemon cake"]


def _ranking(memory: MemoryClient) -> list[list[tuple[str, float]]]:
    return [[(r.node_id, round(r.score, 9)) for r in memory.retrieve(q, user_id="u").results] for q in QUERIES]


def _sql(memory: MemoryClient, sql: str, *params):
    return memory._call(memory.engine._db.write(lambda cur: cur.execute(sql, list(params)).fetchall()))


def test_close_and_reopen_give_the_same_ids_and_scores(pack_path):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        for note in NOTES:
            memory.store(note, user_id="u", session_id="home")
        before = _ranking(memory)
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        assert memory.engine._indexes.rebuilt_from_payloads is False
        assert _ranking(memory) == before
        snapshot = _sql(memory, "SELECT count FROM vector_snapshot")
        assert snapshot == [(len(NOTES),)]


@pytest.mark.parametrize("damage", ["delete", "corrupt", "wrong_count"])
def test_a_missing_or_damaged_snapshot_row_is_repaired_on_open(pack_path, damage):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        for note in NOTES:
            memory.store(note, user_id="u")
        before = _ranking(memory)
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        memory.engine._indexes.vectors.wait_loaded()  # damage the row after this open has read it
        if damage == "delete":
            _sql(memory, "DELETE FROM vector_snapshot")
        elif damage == "corrupt":
            _sql(memory, "UPDATE vector_snapshot SET data = ?", b"\x00garbage" * 50)
        else:
            _sql(memory, "UPDATE vector_snapshot SET count = count + 5")
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        assert memory.engine._indexes.rebuilt_from_payloads is True
        assert len(memory.engine._indexes.vectors) == len(NOTES)
        assert [[n for n, _ in q] for q in _ranking(memory)] == [[n for n, _ in q] for q in before]
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        # The repaired index was saved on close: the next open uses the snapshot again.
        assert memory.engine._indexes.rebuilt_from_payloads is False


def test_reconcile_drops_retired_keys_and_restores_missing_vectors(pack_path):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        ids = [memory.store_with_receipt(n, user_id="u").node_id for n in NOTES[:3]]
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        # Simulate a crash after these commits but before a snapshot save: new vectors and a
        # retirement the saved row does not show.
        memory.engine._indexes.save_interval = 10**9
        late = memory.store_with_receipt(NOTES[3], user_id="u").node_id
        _sql(memory, "UPDATE nodes SET lifecycle_state = 'archived' WHERE id = ?", str(ids[0]))
        memory.engine._indexes._dirty = False
        memory.engine._indexes.vectors.changes_since_save = 0  # close will not save
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        vectors = memory.engine._indexes.vectors
        assert vectors.keys_of(str(late))
        assert not vectors.keys_of(str(ids[0]))
        found = {r.node_id for r in memory.retrieve("garden shed roof", user_id="u").results}
        assert str(ids[0]) not in found and str(late) in found


def test_snapshot_is_saved_every_interval_changes(pack_path):
    config = PRMEConfig(pack_path=pack_path, vector_save_interval=3)
    with MemoryClient(config=config) as memory:
        for note in NOTES[:2]:
            memory.store(note, user_id="u")
        assert _sql(memory, "SELECT count(*) FROM vector_snapshot") == [(0,)]
        memory.store(NOTES[2], user_id="u")
        memory.wait_for_vectors()  # vectors are written behind the acknowledgement
        task = memory.engine._indexes._save_task
        assert task is not None

        async def settle():
            await task

        memory._call(settle())
        assert _sql(memory, "SELECT count FROM vector_snapshot") == [(3,)]


def test_snapshot_interval_grows_with_the_index(pack_path):
    # Each save rewrites the whole index, so a big index saves after a share of its size.
    config = PRMEConfig(pack_path=pack_path, vector_save_interval=2, vector_save_fraction=0.5)
    with MemoryClient(config=config) as memory:
        saved = []
        for note in NOTES:
            memory.store(note, user_id="u")
            memory.wait_for_vectors()
            task = memory.engine._indexes._save_task
            if task is not None:
                memory._call(asyncio.wait([task]))
            saved.append(_sql(memory, "SELECT count FROM vector_snapshot")[0][0] if _sql(
                memory, "SELECT count(*) FROM vector_snapshot")[0][0] else 0)
        # Saves at 2 (interval) and 4 (2 changes >= max(2, 4 * 0.5)); the next is due at 7.
        assert saved == [0, 2, 2, 4, 4, 4]


def test_retired_nodes_leave_both_indexes(pack_path):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        keep = memory.store_with_receipt("Lemon cake for the party", user_id="u").node_id
        drop = memory.store_with_receipt("Lemon tart for the party", user_id="u").node_id
        memory.wait_for_vectors()
        memory.archive(drop, user_id="u")
        ix = memory.engine._indexes
        assert not ix.vectors.keys_of(str(drop)) and not ix.lexical.has(str(drop))
        assert ix.vectors.keys_of(str(keep)) and ix.lexical.has(str(keep))
        assert [r.node_id for r in memory.retrieve("lemon tart", user_id="u").results] == [str(keep)]


def test_engines_on_one_plain_pack_share_the_lexical_index(pack_path):
    async def scenario():
        config = PRMEConfig(pack_path=pack_path)
        async with MemoryEngine.open(config) as first, MemoryEngine.open(config) as second:
            assert first._indexes.lexical is second._indexes.lexical
            node = (await first.store_with_receipt("Quokka sightings on Rottnest", user_id="u")).node_id
            # A read through the other engine waits for the store (the write journal is the pack's).
            assert await second.get_node(node, user_id="u") is not None
            hits = second._indexes.lexical.search("quokka", user_id="u", k=5)
            assert [h[0] for h in hits] == [str(node)]
            # The vector index is per engine: the other engine sees it after a reopen.
            assert not second._indexes.vectors.keys_of(str(node))
        async with MemoryEngine.open(config) as third:
            assert third._indexes.vectors.keys_of(str(node))

    asyncio.run(scenario())


def test_process_pending_embeds_fast_ingested_messages_in_batches(pack_path):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        ids = memory.ingest_fast_many([{"content": n} for n in NOTES], user_id="u")
        assert memory.retrieve("lemon cake", user_id="u").results == []
        result = memory.process_pending(user_id="u", budget_ms=60_000)
        assert result.processed == len(ids)
        assert "lemon" in memory.retrieve("lemon cake", user_id="u").results[0].node.content.lower()


def test_writes_during_a_background_lexical_build_are_kept():
    def doc(i, text):
        return build_doc(node_id=f"n{i}", user_id="u", session_id=None, scope="personal", content=text,
                         speaker=None, when=None, created_at=datetime(2024, 1, 1, tzinfo=timezone.utc))

    index = LexicalIndex()
    index.begin_build()
    assert not index.ready
    index.add([doc(2, "kayak rental on the river")])  # arrives while the build runs
    index.remove(["n1"])
    index.finish_build([doc(1, "kayak lessons booked"), doc(3, "bike repair")])
    assert index.ready
    assert [n for n, _ in index.search("kayak", user_id="u", k=5)] == ["n2"]
    assert index.doc_ids() == {"n2", "n3"}


def _turn(i, text, session=None):
    """A lexical document for user "u": node n0000-style ids, created one second apart."""
    return build_doc(node_id=f"n{i:04d}", user_id="u", session_id=session, scope="personal", content=text,
                     speaker=None, when=None, created_at=datetime(2024, 1, 1, tzinfo=timezone.utc) + timedelta(seconds=i))


def test_a_new_turn_updates_its_neighbours_documents_in_place():
    index = LexicalIndex()
    index.build([_turn(i, f"filler note number {i} about groceries") for i in range(300)])
    index.add([_turn(900, "Which sport did you pick up recently?", "s")])
    index.add([_turn(901, "Pottery! I signed up for a class.", "s")])
    user = index._users["u"]
    assert not user.stale and user.deleted == 1  # rewritten in place, no rebuild pending
    hits = [n for n, _ in index.search("sport pick up", user_id="u", k=5)]
    assert set(hits[:2]) == {"n0900", "n0901"}
    # The question now carries its answer as context too.
    assert [n for n, _ in index.search("pottery class", user_id="u", k=2)] == ["n0901", "n0900"]


def test_a_large_users_index_is_rebuilt_behind_searches_and_keeps_what_came_meanwhile(monkeypatch):
    """Past 1% rewritten, a large user's index is rebuilt on a thread of its own: searches go on
    meanwhile, with every turn in them, and the turns added during the rebuild are in its result."""
    import engine.lexical_index as lexical_index

    monkeypatch.setattr(lexical_index, "REBUILD_BEHIND_DOCS", 100)
    began, go, swapped = threading.Event(), threading.Event(), threading.Event()
    real_fresh, real_behind = LexicalIndex._fresh_index, LexicalIndex._rebuild_behind

    builds: list[str] = []

    def fresh_index(self, docs, sessions):
        builds.append(threading.current_thread().name)
        if threading.current_thread().name == "prme-lexical-rebuild":
            began.set()
            assert go.wait(120)
        return real_fresh(self, docs, sessions)

    def rebuild_behind(self, *args):
        real_behind(self, *args)
        swapped.set()

    monkeypatch.setattr(LexicalIndex, "_fresh_index", fresh_index)
    monkeypatch.setattr(LexicalIndex, "_rebuild_behind", rebuild_behind)
    index = LexicalIndex()
    index.build([_turn(i, f"filler note number {i} about groceries", "s") for i in range(300)])
    user = index._users["u"]
    builds.clear()
    for i in range(300, 304):  # each rewrites the turn before it: the fourth passes 1% of 304
        index.add([_turn(i, f"another note number {i} about groceries", "s")])
    index.add([_turn(400, "Pottery! I signed up for a class.", "s")])
    assert began.wait(120)

    assert [n for n, _ in index.search("pottery class", user_id="u", k=1)] == ["n0400"]  # not rebuilt here
    index.add([_turn(401, "Kayak lessons on Sunday.", "s")])
    index.remove(["n0002"])
    assert not user.stale and user.changed
    assert builds == ["prme-lexical-rebuild"]  # no search rebuilt it
    go.set()
    assert swapped.wait(120)

    # Swapped in with what changed meanwhile rewritten in it: n0303 (before the pottery turn),
    # and the removed n0002 with its two neighbours.
    assert user.changed is None and not user.stale and user.deleted == 4
    assert [n for n, _ in index.search("kayak sunday", user_id="u", k=1)] == ["n0401"]
    assert [n for n, _ in index.search("pottery class", user_id="u", k=2)] == ["n0400", "n0401"]
    assert "n0002" not in [n for n, _ in index.search("filler note number 2", user_id="u", k=50)]


def test_retiring_a_turn_rewrites_its_neighbours_and_leaves_search():
    index = LexicalIndex()
    index.build([_turn(i, f"filler note number {i} about groceries") for i in range(300)]
                + [_turn(900, "Which sport did you pick up?", "s"), _turn(901, "Pottery, every Tuesday.", "s"),
                   _turn(902, "Nice, I tried it once.", "s")])
    index.remove(["n0901"])
    assert index._users["u"].stale is False
    assert [n for n, _ in index.search("pottery tuesday", user_id="u", k=5)] == []
    # n0902 now follows the question directly and carries it as context.
    assert "n0902" in [n for n, _ in index.search("sport pick", user_id="u", k=5)]


def test_lexical_build_leaves_the_garbage_collector_as_it_found_it(pack_path):
    # The build pauses cyclic GC (its full passes stall an app's UI); it must restore it.
    import gc

    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        memory.store(NOTES[0], user_id="u")
    assert gc.isenabled()
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        memory.retrieve("roof", user_id="u")  # waits for the lexical build
        assert gc.isenabled()
    gc.disable()
    try:
        with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
            memory.retrieve("roof", user_id="u")
            assert not gc.isenabled()
    finally:
        gc.enable()


def test_sentences_are_embedded_too():
    from engine.search_indexes import embedding_passage

    turn = "Hey Dana! Long time no see, how was the trip? I finally adopted a grey rescue cat named Pixel."
    passage = embedding_passage(turn, "Maya")
    assert passage.pieces == [
        "Maya: Hey Dana!", "Maya: Long time no see, how was the trip?",
        "Maya: I finally adopted a grey rescue cat named Pixel.",
    ]
    assert passage.own_vectors == [1, 2]  # "Hey Dana!" is too short to stand alone; it is in the whole vector
    assert embedding_passage("Renew the passport in March.", None) == (["Renew the passport in March."], [])
    assert embedding_passage(turn, "Maya", sentences=False) == ([f"Maya: {turn}"], [])
    # A title is not the end of a sentence: "Okafor." alone would be a vector of nothing.
    note = "My dentist is Dr. Okafor. She moved to a clinic on Quay Street."
    assert embedding_passage(note, None).pieces == ["My dentist is Dr. Okafor.", "She moved to a clinic on Quay Street."]


def test_a_whole_vector_is_the_mean_of_its_sentences_token_states():
    """One pass of the model per sentence: the whole vector pools their tokens, so it lies
    between the sentences' vectors, nearer the longer one, and costs no pass of its own."""
    from engine.embeddings import get_embedder
    from engine.search_indexes import embed_passages, embedding_passage

    embedder = get_embedder()
    short = "My dentist is Sam Okafor."
    long = "The clinic moved to a new building on Quay Street with parking, which makes Tuesdays much easier."
    [rows] = embed_passages(embedder, [embedding_passage(f"{short} {long}", None)])
    whole, first, second = rows
    assert np.allclose([np.linalg.norm(r) for r in rows], 1.0, atol=1e-5)
    assert np.allclose(first, embedder.embed([short])[0], atol=1e-5)
    assert np.allclose(second, embedder.embed([long])[0], atol=1e-5)
    assert whole @ second > whole @ first > first @ second
    [alone] = embed_passages(embedder, [embedding_passage(short, None)])
    assert alone.shape == (1, 384) and np.allclose(alone[0], embedder.embed([short])[0], atol=1e-5)


def test_a_long_document_is_embedded_by_its_first_pages_and_found_by_any_word(pack_path):
    """A vector per sentence of a pasted megabyte made the next retrieve() take minutes."""
    from engine.long_text import EMBEDDED_CHARS

    sentences = [f"Walked the dog along the river on day {i}. " for i in range(800)]
    document = "".join(sentences) + "The spare key is under the blue flowerpot by the shed."
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        memory.store("I live in Lisbon.", user_id="u")
        node = memory.store_with_receipt(document, user_id="u").node_id
        memory.wait_for_vectors()
        vectors = len(memory.engine._indexes.vectors.keys_of(str(node)))
        assert 1 < vectors <= EMBEDDED_CHARS // len(sentences[0]) + 1  # the whole and the first pages' sentences
        found = memory.retrieve("where is the spare key?", user_id="u")
        assert str(node) in [r.node_id for r in found.results]


def test_sentence_vectors_can_be_turned_off(pack_path):
    from engine.config import EmbeddingConfig

    config = PRMEConfig(pack_path=pack_path, embedding=EmbeddingConfig(sentence_vectors=False))
    with MemoryClient(config=config) as memory:
        node = memory.store_with_receipt(
            "Long time no see, how was the trip? I finally adopted a grey rescue cat named Pixel.", user_id="u"
        ).node_id
        memory.wait_for_vectors()
        assert len(memory.engine._indexes.vectors.keys_of(str(node))) == 1  # 3 with sentence vectors


def test_a_node_is_found_by_its_best_sentence_and_listed_once(pack_path):
    turn = "Hey Dana! Long time no see, how was the trip? I finally adopted a grey rescue cat named Pixel."
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        for note in NOTES:
            memory.store(note, user_id="u")
        node = str(memory.store_with_receipt(turn, user_id="u", role="participant", speaker="Maya").node_id)
        memory.wait_for_vectors()
        ix = memory.engine._indexes
        keys = ix.vectors.keys_of(node)
        assert len(keys) == 3
        query = ix.embedder.embed_one("Which pet did Maya adopt?")
        hits = ix.vectors.search(query, user_id="u", k=10)
        ids = [n for n, _ in hits]
        assert len(ids) == len(set(ids)) == len(NOTES) + 1  # one hit per node, not per vector
        matrix = ix.vectors.vectors_for_keys(keys)
        unit = matrix / np.linalg.norm(matrix, axis=1, keepdims=True)
        sims = unit @ (query / np.linalg.norm(query))
        assert dict(hits)[node] == pytest.approx(float(sims.max()), abs=1e-5)
        assert sims[2] > sims[1]  # the sentence about the cat, not the small talk
        assert ix.vectors.cosine(query, [node])[node] == pytest.approx(float(sims.max()), abs=1e-5)
        assert memory.retrieve("Which pet did Maya adopt?", user_id="u").results[0].node_id == node
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        assert len(memory.engine._indexes.vectors.keys_of(node)) == 3  # restored on open
        memory.archive(node, user_id="u")
        assert not memory.engine._indexes.vectors.keys_of(node)
        assert node not in [n for n, _ in memory.engine._indexes.vectors.search(query, user_id="u", k=10)]


def test_snapshot_in_parts_reopens_and_a_missing_part_is_repaired(pack_path, monkeypatch):
    # Big indexes are saved in parts (one BLOB of ~480 MB ran DuckDB out of memory); small parts here.
    import engine.search_indexes as search_indexes

    monkeypatch.setattr(search_indexes, "SNAPSHOT_PART_BYTES", 2048)
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        for note in NOTES:
            memory.store(note, user_id="u")
        before = _ranking(memory)
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        parts = _sql(memory, "SELECT count(*) FROM vector_snapshot")[0][0]
        assert parts > 2
        assert memory.engine._indexes.rebuilt_from_payloads is False
        assert _ranking(memory) == before
        _sql(memory, "DELETE FROM vector_snapshot WHERE id = 2")
        memory.engine._indexes._dirty = False  # close must not rewrite it
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        assert memory.engine._indexes.rebuilt_from_payloads is True
        assert _ranking(memory) == before


def test_graph_search_after_a_snapshot_restore_matches_the_saved_index(monkeypatch):
    # USearch does not keep the search breadth in a snapshot; a restored index searched at its
    # default breadth and lost neighbours (recall 0.95 instead of 0.99 at 30k vectors).
    import engine.vector_index as vector_index

    monkeypatch.setattr(vector_index, "EXACT_LIMIT", 0)  # every search goes through the graph
    monkeypatch.setattr(vector_index, "BRUTE_FORCE_LIMIT", 0)
    rng = np.random.default_rng(7)
    index = vector_index.VectorIndex(64)
    entries = [vector_index.VectorEntry(k, f"n{k}", "u", "personal") for k in range(6000)]
    index.add(entries, rng.standard_normal((6000, 64)).astype(np.float32))
    queries = rng.standard_normal((30, 64)).astype(np.float32)
    before = [index.search(q, user_id="u", k=10) for q in queries]
    restored = vector_index.VectorIndex(64)
    restored.load_snapshot(index.snapshot(), {e.key: e for e in entries})
    assert [restored.search(q, user_id="u", k=10) for q in queries] == before


def _hold_vector_load(monkeypatch, *, fail: bool = False):
    """Make the next vector loads wait for the returned gate (or fail once it opens)."""
    import threading

    import engine.search_indexes as search_indexes

    gate = threading.Event()
    real = search_indexes.SearchIndexes._read_vectors

    def held(self, cur):
        gate.wait(30)
        if fail:
            raise OSError("disk read error")
        return real(self, cur)

    monkeypatch.setattr(search_indexes.SearchIndexes, "_read_vectors", held)
    return gate


def test_writes_while_vectors_load_behind_the_open_are_kept(pack_path, monkeypatch):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        ids = [memory.store_with_receipt(n, user_id="u").node_id for n in NOTES]
    gate = _hold_vector_load(monkeypatch)
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        assert not memory.engine._indexes.vectors.loaded  # the open did not wait for it
        fresh = memory.store_with_receipt("The canoe trip is booked for the long weekend", user_id="u").node_id
        memory.archive(ids[1], user_id="u")  # the ramen note
        gate.set()
        memory.wait_for_vectors()
        vectors = memory.engine._indexes.vectors
        assert vectors.keys_of(fresh) and not vectors.keys_of(ids[1]) and vectors.keys_of(ids[0])
        top = memory.retrieve("canoe trip", user_id="u").results[0]
        assert str(top.node_id) == str(fresh) and "vector" in top.paths
    monkeypatch.undo()
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:  # and the snapshot saved on close agrees
        assert memory.engine._indexes.rebuilt_from_payloads is False
        assert memory.engine._indexes.vectors.keys_of(fresh) and not memory.engine._indexes.vectors.keys_of(ids[1])


def test_a_failed_vector_load_is_reported_and_never_overwrites_the_snapshot(pack_path, monkeypatch):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        for note in NOTES:
            memory.store(note, user_id="u")
        before = _ranking(memory)
    gate = _hold_vector_load(monkeypatch, fail=True)
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        memory.store("Pick up the dry cleaning on Friday", user_id="u")  # queued, then dropped with the load
        gate.set()
        response = memory.retrieve("passport expiry", user_id="u")
        assert "could not be loaded" in response.metadata.backend_failures["vector"]
        assert response.results  # the lexical path still answers
    monkeypatch.undo()
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        assert memory.engine._indexes.rebuilt_from_payloads is False  # the saved snapshot is intact
        assert len(memory.engine._indexes.vectors) > len(NOTES)  # the note stored meanwhile, from its payload
        assert [q[0][0] for q in _ranking(memory)] == [q[0][0] for q in before]


def test_a_large_users_scan_finds_what_exact_search_finds_and_only_theirs(monkeypatch):
    import engine.vector_index as vector_index

    rng = np.random.default_rng(11)
    index = vector_index.VectorIndex(64)
    # Two vectors a node; every third node belongs to another user.
    entries = [vector_index.VectorEntry(k, f"n{k // 2}", "u" if (k // 2) % 3 else "other", "personal")
               for k in range(4000)]
    index.add(entries, rng.standard_normal((4000, 64)).astype(np.float32))
    queries = rng.standard_normal((20, 64)).astype(np.float32)
    exact = [index.search(q, user_id="u", k=10) for q in queries]  # numpy over the user's rows
    monkeypatch.setattr(vector_index, "EXACT_LIMIT", 0)  # now a "large" user: USearch's scan of the index
    scanned = [index.search(q, user_id="u", k=10) for q in queries]
    assert [[n for n, _ in r] for r in scanned] == [[n for n, _ in r] for r in exact]
    theirs = {e.node_id for e in entries if e.user_id == "u"}
    assert all(n in theirs for r in scanned for n, _ in r)
