"""The write journal: store() is acknowledged once its sealed record is durable, and the
writer applies what waits in one transaction; reads always see what was acknowledged."""

from __future__ import annotations

import threading

import pytest

from engine import LifecycleState, MemoryClient
from engine.database import Database
from engine.errors import IntegrityError
from engine.write_journal import WriteJournal, journal_dir, journal_key
from tests.conftest import PASSPHRASE

CANARY = "the spare key is under the blue flowerpot"


def _journal(pack_path, key_hex: str | None = "11" * 32) -> WriteJournal:
    return WriteJournal(pack_path, journal_key(key_hex))


def test_records_come_back_in_order_and_the_disk_holds_no_clear_text(tmp_path):
    pack = tmp_path / "p.prme"
    journal = _journal(pack)
    for i in range(3):
        journal.append(f"{CANARY} {i}".encode())
    journal.close()
    raw = b"".join(p.read_bytes() for p in journal_dir(pack).iterdir())
    assert b"flowerpot" not in raw and raw
    [(segment, payloads)] = _journal(pack).recover()
    assert payloads == [f"{CANARY} {i}".encode() for i in range(3)]


def _segment_of_two(pack):
    """A closed journal of one segment holding b"first" and b"second"; returns the segment file."""
    journal = _journal(pack)
    journal.append(b"first")
    journal.append(b"second")
    journal.close()
    [segment_file] = journal_dir(pack).iterdir()
    return segment_file


def test_an_append_cut_short_by_a_kill_is_dropped_and_the_rest_kept(tmp_path):
    pack = tmp_path / "p.prme"
    segment_file = _segment_of_two(pack)
    data = segment_file.read_bytes()
    segment_file.write_bytes(data[:-5])  # the last append never finished
    [(_, payloads)] = _journal(pack).recover()
    assert payloads == [b"first"]


def test_a_damaged_record_before_the_end_or_another_key_is_refused(tmp_path):
    pack = tmp_path / "p.prme"
    segment_file = _segment_of_two(pack)
    with pytest.raises(IntegrityError, match="write journal"):
        _journal(pack, "22" * 32).recover()  # not this pack's key: the first record fails, not the tail
    data = bytearray(segment_file.read_bytes())
    data[20] ^= 0xFF  # inside the first record
    segment_file.write_bytes(bytes(data))
    with pytest.raises(IntegrityError, match="damaged"):
        _journal(pack).recover()


@pytest.fixture
def held_writer(monkeypatch):
    """The writer applies nothing from the journal until released."""
    release = threading.Event()
    real = Database._apply_behind

    def held(self):
        assert release.wait(120)
        return real(self)

    monkeypatch.setattr(Database, "_apply_behind", held)
    return release


def test_store_returns_before_its_transaction_and_a_read_waits_for_it(pack_path, held_writer):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        receipt = client.store_with_receipt(CANARY, user_id="ann")
        assert list(journal_dir(pack_path).iterdir())  # acknowledged: in the journal, not yet in the pack
        raw = b"".join(p.read_bytes() for p in journal_dir(pack_path).iterdir())
        assert b"flowerpot" not in raw

        found: list = []
        reader = threading.Thread(target=lambda: found.append(client.get_node(receipt.node_id, user_id="ann")))
        reader.start()
        reader.join(0.5)
        assert reader.is_alive() and not found  # the read waits for the acknowledged store
        held_writer.set()
        reader.join(120)
        assert found and found[0].content == CANARY
        hits = client.retrieve("where is the spare key?", user_id="ann").results
        assert str(hits[0].node_id) == str(receipt.node_id)
    assert not journal_dir(pack_path).exists()  # applied, then the journal folder went with the close


def test_stores_that_waited_together_are_applied_in_one_transaction(pack_path, held_writer, monkeypatch):
    batches: list[int] = []
    real = Database._apply_batch

    def counted(self, batch):
        batches.append(len(batch))
        return real(self, batch)

    monkeypatch.setattr(Database, "_apply_batch", counted)
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        for i in range(20):
            client.store(f"Note {i} about the garden plan", user_id="ann")
        held_writer.set()
        assert len(client.query_nodes(user_id="ann", limit=50)) == 20
    assert batches[0] == 20 and sum(batches) == 20


def test_an_update_applied_in_the_same_batch_as_the_value_it_replaces_retires_it(pack_path, held_writer, monkeypatch):
    from datetime import datetime, timezone

    batches: list[int] = []
    real = Database._apply_batch
    monkeypatch.setattr(Database, "_apply_batch", lambda self, batch: batches.append(len(batch)) or real(self, batch))
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        client.store("I live in Lisbon.", user_id="ann", event_time=datetime(2025, 1, 5, tzinfo=timezone.utc))
        client.store("The dentist is on Tuesday.", user_id="ann", event_time=datetime(2025, 2, 1, tzinfo=timezone.utc))
        client.store("I moved to Porto.", user_id="ann", event_time=datetime(2025, 3, 9, tzinfo=timezone.utc))
        held_writer.set()
        states = {n.content: n.lifecycle_state for n in client.iter_nodes("ann", lifecycle_states=list(LifecycleState))}
        assert batches == [3]
        assert states["I live in Lisbon."] is LifecycleState.SUPERSEDED
        assert states["I moved to Porto."] in (LifecycleState.TENTATIVE, LifecycleState.STABLE)
        first = client.retrieve("Where do I live?", user_id="ann").results[0].node.content
        assert first == "I moved to Porto."


def test_three_values_applied_in_one_batch_are_checked_as_if_each_came_alone(pack_path, held_writer):
    from datetime import datetime, timezone

    chain = ["Piano lessons are Mondays at 5.", "Piano moved to Tuesdays at 5.", "Piano is on Fridays at 4 now."]
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        for month, text in zip((4, 7, 11), chain):
            client.store(text, user_id="ann", event_time=datetime(2025, month, 4, tzinfo=timezone.utc))
        held_writer.set()
        client.wait_for_vectors()
        states = {n.content: n.lifecycle_state for n in client.iter_nodes("ann", lifecycle_states=list(LifecycleState))}
    # The second was put against the first before the third's slots could retire it; the third
    # waits for a person's decision on the first two (one open contradiction per memory).
    assert states[chain[0]] is LifecycleState.CONTESTED and states[chain[1]] is LifecycleState.CONTESTED
    assert states[chain[2]] in (LifecycleState.TENTATIVE, LifecycleState.STABLE)


def test_a_store_whose_node_fails_in_the_writer_is_kept_for_process_pending(pack_path, monkeypatch):
    from engine.writes import WriteOperations

    real = WriteOperations._apply_stores

    def broken(self, cur, stores):
        if any("broken" in event.content for event, _, _ in stores):
            raise RuntimeError("node build crashed")
        return real(self, cur, stores)

    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        with monkeypatch.context() as patch:
            patch.setattr(WriteOperations, "_apply_stores", broken)
            good = client.store_with_receipt("The plumber comes on Monday", user_id="ann")
            bad = client.store_with_receipt("This one is broken", user_id="ann")
            status = client.processing_status(bad.event_id, user_id="ann")
            assert status.status == "pending" and "RuntimeError" in status.last_error
            assert client.get_node(good.node_id, user_id="ann") is not None  # its batch-mate went in
        assert client.process_pending("ann").processed == 1
        assert client.get_node(bad.node_id, user_id="ann").content == "This one is broken"


def test_a_store_that_cannot_be_applied_stays_in_the_journal_and_the_pack_still_opens(pack_path, monkeypatch):
    """Neither applied nor kept for process_pending() (both fail): the store stays sealed in the
    journal, and each open tries it again without locking its owner out of the other memories."""
    from engine.writes import WriteOperations

    real = WriteOperations._apply_stores

    def broken(self, cur, stores):
        if any("broken" in event.content for event, _, _ in stores):
            raise RuntimeError("node build crashed")
        return real(self, cur, stores)

    def no_rescue(self, cur, store, exc):
        raise RuntimeError("the rescue failed too")

    with monkeypatch.context() as patch:
        patch.setattr(WriteOperations, "_apply_stores", broken)
        patch.setattr(WriteOperations, "_rescue_store", no_rescue)
        with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
            good = client.store_with_receipt("The plumber comes on Monday", user_id="ann")
            bad = client.store_with_receipt("This one is broken", user_id="ann")
            assert client.get_node(good.node_id, user_id="ann") is not None
        assert journal_dir(pack_path).exists()
        with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:  # the same failure at open
            assert client.get_node(good.node_id, user_id="ann").content == "The plumber comes on Monday"
            assert client.get_event(bad.event_id, user_id="ann") is None
            client.store("The boiler service is booked", user_id="ann")
        assert journal_dir(pack_path).exists()  # still sealed there, nothing lost
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:  # once it can apply, it does
        assert client.get_node(bad.node_id, user_id="ann").content == "This one is broken"
        assert len(client.query_nodes(user_id="ann", limit=10)) == 3
    assert not journal_dir(pack_path).exists()
