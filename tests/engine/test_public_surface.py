"""What the app needs from the engine is public API: batch reads, the bundle's token count,
and a declared list of public names."""

from __future__ import annotations

import engine
from engine import MemoryClient


def test_the_public_names_are_declared_and_all_exist():
    assert "__version__" in engine.__all__ and "MemoryClient" in engine.__all__
    assert [name for name in engine.__all__ if not hasattr(engine, name)] == []
    # Submodules are not part of the surface.
    assert "storage" not in engine.__all__ and "retrieval" not in engine.__all__


def test_get_nodes_reads_many_in_one_call_and_keeps_users_and_retired_nodes_apart(client: MemoryClient):
    for i in range(3):
        client.store(f"Note number {i} about the garden", user_id="ann")
    client.store("Bob's private note", user_id="bob")
    anns = client.query_nodes(user_id="ann")
    bobs = client.query_nodes(user_id="bob")
    wanted = [str(n.id) for n in anns + bobs] + ["not-a-uuid"]

    got = client.get_nodes(wanted, user_id="ann")
    assert set(got) == {str(n.id) for n in anns}
    assert {n.content for n in got.values()} == {n.content for n in anns}

    archived = anns[0]
    client.archive(archived.id, user_id="ann")
    assert str(archived.id) not in client.get_nodes(wanted, user_id="ann")
    kept = client.get_nodes(wanted, user_id="ann", include_superseded=True)
    assert kept[str(archived.id)].lifecycle_state.value == "archived"


def test_the_bundle_counts_the_tokens_of_each_format(client: MemoryClient):
    from engine.tokens import count_tokens

    client.store("The spare key is under the blue flowerpot", user_id="ann")
    bundle = client.retrieve("where is the spare key?", user_id="ann", token_budget=300).bundle
    for fmt in ("reader", "auditable", "compact"):
        assert bundle.count_tokens(fmt) == count_tokens(bundle.render(fmt)) > 0
