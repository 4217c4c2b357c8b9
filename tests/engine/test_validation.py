"""Bad input is refused before anything is written, naming the field."""

from __future__ import annotations

import os
from datetime import datetime, timedelta, timezone

import pytest

from engine import EpistemicType, MemoryClient
from tests.conftest import PASSPHRASE

NOW = datetime(2024, 1, 1, tzinfo=timezone.utc)

INVALID_STORES = [
    ("role", dict(role="robot")),
    ("speaker", dict(speaker="   ")),
    ("speaker", dict(speaker="x" * 201)),
    ("speaker", dict(speaker="Ann\nBob")),
    ("speaker", dict(speaker="Ann\x07")),
    ("speaker", dict(speaker="Ann\u202eevil")),
    ("metadata", dict(metadata={"prme_speaker_v1": "Mallory"})),
    ("metadata", dict(metadata={"prme_value_bindings_v1": []})),
    ("metadata", dict(metadata={"score": float("nan")})),
    ("metadata", dict(metadata={"when": object()})),
    ("metadata", dict(metadata=["not", "a", "dict"])),
    ("event_time", dict(event_time=datetime(2024, 1, 1))),
    ("valid_from", dict(valid_from=datetime(2024, 1, 1))),
    ("valid_to", dict(valid_to=NOW)),
    ("valid_to", dict(valid_from=NOW, valid_to=NOW - timedelta(days=1))),
    ("valid_to", dict(valid_from=NOW, valid_to=NOW)),
    ("metadata", dict(epistemic_type=EpistemicType.CONDITIONAL)),
    ("metadata", dict(epistemic_type="conditional", metadata={"condition": "if it rains", "condition_state": "true"})),
    ("epistemic_type", dict(epistemic_type="deprecated")),
    ("epistemic_type", dict(epistemic_type="certain")),
    ("confidence", dict(confidence=1.5)),
    ("confidence", dict(confidence=-0.1)),
    ("confidence", dict(confidence=float("inf"))),
    ("user_id", dict(user_id="")),
    ("user_id", dict(user_id="   ")),
    ("node_type", dict(node_type="thought")),
    ("scope", dict(scope="galaxy")),
    ("ttl_days", dict(ttl_days=0)),
]


@pytest.fixture(scope="module")
def shared_client(tmp_path_factory):
    """One encrypted pack for the refused stores: each counts the events before and after its own."""
    with pytest.MonkeyPatch.context() as mp:
        for name in [n for n in os.environ if n.startswith("PRME_")]:
            mp.delenv(name)
        with MemoryClient(tmp_path_factory.mktemp("validation") / "m.prme", encryption_key=PASSPHRASE) as memory:
            yield memory


@pytest.mark.parametrize("field,kwargs", INVALID_STORES, ids=[f"{f}-{i}" for i, (f, _) in enumerate(INVALID_STORES)])
def test_invalid_store_names_the_field_and_writes_nothing(shared_client, field, kwargs):
    client = shared_client
    client.store("an existing memory", user_id="alice")
    before = client.engine._db.write_sync(lambda cur: cur.execute("SELECT count(*) FROM events").fetchone()[0])
    args = {"user_id": "alice", **kwargs}
    with pytest.raises(ValueError) as failure:
        client.store("a memory", **args)
    assert field in str(failure.value)
    after = client.engine._db.write_sync(lambda cur: cur.execute("SELECT count(*) FROM events").fetchone()[0])
    assert after == before


def test_empty_content_is_refused(client):
    with pytest.raises(ValueError, match="content"):
        client.store("   ", user_id="alice")


def test_valid_edge_cases_are_accepted(client):
    node = client.store_with_receipt(
        "Deploy only if the tests pass", user_id="alice", epistemic_type="conditional",
        metadata={"condition": "tests pass", "nested": {"list": [1, 2.5, None, "x"]}},
        speaker="Zoë 🚀", valid_from=NOW, valid_to=NOW + timedelta(seconds=1), confidence=0.0,
    ).node
    assert node.epistemic_type is EpistemicType.CONDITIONAL
    assert node.speaker == "Zoë 🚀" and node.confidence == 0.0
