"""retrieve() end to end on real encrypted packs with the bundled embedding model."""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone

import pytest

from engine import (
    LifecycleState,
    MemoryClient,
    NodeType,
    RepresentationLevel,
    RetrievalMode,
    Scope,
    SourceType,
    config_from_pack,
)
from engine.tokens import count_tokens
from tests.conftest import PASSPHRASE

T0 = datetime(2023, 5, 8, 13, 56, tzinfo=timezone.utc)

CONVERSATION = [
    ("Caroline", "Hey Mel! Good to see you! How have you been?"),
    ("Melanie", "Swamped with the kids and work. What's up with you?"),
    ("Caroline", "I went to a LGBTQ support group yesterday and it was so powerful."),
    ("Melanie", "Wow, that's cool! What happened that was so awesome?"),
    ("Caroline", "The transgender stories were so inspiring, I felt accepted."),
    ("Melanie", "Which sport did you pick up recently?"),
    ("Caroline", "Pottery! I signed up for a class last week."),
    ("Melanie", "I painted a lake sunrise last year, it is still my favourite."),
]


def _store_conversation(memory: MemoryClient, user_id: str, *, session: str = "s1", when=T0) -> list[str]:
    nodes = []
    for i, (speaker, text) in enumerate(CONVERSATION):
        receipt = memory.store_with_receipt(
            text, user_id=user_id, role="participant", speaker=speaker, session_id=session,
            event_time=when, metadata={"turn": i},
        )
        nodes.append(str(receipt.node_id))
    return nodes


@pytest.fixture(scope="module")
def filled(tmp_path_factory):
    """One encrypted pack with a conversation for alice and other memories for bob."""
    path = tmp_path_factory.mktemp("retrieval") / "memories.prme"
    with MemoryClient(path, encryption_key=PASSPHRASE) as memory:
        ids = _store_conversation(memory, "alice")
        memory.store("Bob's bank PIN is 4417 and his pottery class is on Tuesdays", user_id="bob")
        memory.store("Bob painted a lake sunrise too", user_id="bob", speaker="Melanie", role="participant")
        yield memory, ids


def test_answer_turn_is_found_through_the_question_it_answers(filled):
    memory, ids = filled
    response = memory.retrieve("What sport did Caroline pick up?", user_id="alice")
    top = [r.node_id for r in response.results[:2]]
    # "Pottery! I signed up..." has no word of the question; the turn before it carries them.
    assert ids[6] in top
    assert response.results[0].trace is not None
    assert len(response.score_traces) == len(response.results)


def test_results_carry_paths_and_traces(filled):
    memory, ids = filled
    response = memory.retrieve("LGBTQ support group", user_id="alice")
    best = response.results[0]
    assert best.node_id == ids[2]
    assert set(best.paths) >= {"vector", "lexical"}
    trace = best.trace
    assert trace.lexical_relevance == pytest.approx(1.0)
    assert trace.composite_score == pytest.approx(best.score)
    assert response.metadata.scoring_config_version == memory.config.scoring.version_id
    assert response.metadata.candidates_generated["vector"] >= 1


def test_other_users_memories_never_appear(filled):
    memory, _ = filled
    for query in ["Bob bank PIN pottery Tuesdays", "lake sunrise", "Melanie"]:
        response = memory.retrieve(query, user_id="alice", scope=Scope.PERSONAL)
        users = {r.node.user_id for r in response.results} | {h.node.user_id for h in response.cross_scope_hints}
        assert users <= {"alice"}
        assert "4417" not in response.bundle.render()
    bob = memory.retrieve("support group", user_id="bob")
    assert {r.node.user_id for r in bob.results} == {"bob"}
    assert memory.retrieve("anything", user_id="nobody").results == []


def test_rendered_context_fits_random_budgets_and_is_counted_exactly(filled):
    memory, _ = filled
    rng = random.Random(7)
    for _ in range(12):
        budget = rng.randint(0, 400)
        fmt = rng.choice(["reader", "auditable", "compact"])
        response = memory.retrieve("What did Caroline and Melanie talk about?", user_id="alice",
                                   token_budget=budget, context_format=fmt)
        bundle = response.bundle
        rendered = bundle.render()
        assert bundle.tokens_used <= budget
        assert bundle.tokens_used == count_tokens(rendered)
        # Nothing is sliced: every packed record with text carries its full content.
        for entry in bundle.entries:
            if entry.representation is RepresentationLevel.FULL and fmt == "reader":
                assert entry.candidate.node.content in rendered.encode().decode("unicode_escape") or \
                    entry.candidate.node.content.replace('"', '\\"') in rendered
        packed = {e.candidate.node_id for e in bundle.entries}
        assert packed.isdisjoint(bundle.excluded_ids)
        assert packed | set(bundle.excluded_ids) == {r.node_id for r in response.results}


def test_min_fidelity_full_excludes_records_that_would_only_fit_as_references(filled):
    memory, _ = filled
    small = memory.retrieve("support group", user_id="alice", token_budget=60)
    levels = {e.representation for e in small.bundle.entries}
    full = memory.retrieve("support group", user_id="alice", token_budget=60, min_fidelity=RepresentationLevel.FULL)
    assert {e.representation for e in full.bundle.entries} <= {RepresentationLevel.FULL}
    assert len(full.bundle.excluded_ids) >= len(small.bundle.excluded_ids)
    assert levels  # the small budget still packed something
    assert memory.retrieve("support group", user_id="alice", token_budget=0).bundle.render() == ""


def test_reader_format_shows_date_speaker_and_text(filled):
    memory, _ = filled
    response = memory.retrieve("LGBTQ support group", user_id="alice", token_budget=2000)
    context = response.bundle.render()
    assert '- [2023-05-08 13:56] "Caroline": "I went to a LGBTQ support group yesterday' in context
    cited = memory.retrieve("LGBTQ support group", user_id="alice", token_budget=2000)
    assert cited.bundle.render("auditable").startswith('{"format":"prme.auditable.v1"')
    assert '"refs"' in cited.bundle.render("compact")


def test_in_a_small_namespace_every_memory_that_answers_reaches_the_context(tmp_path):
    """Of two trips, min-max scaling scored the less similar one 0 and the context left it out."""
    with MemoryClient(tmp_path / "trips.prme", encryption_key=PASSPHRASE) as memory:
        memory.store("Trip to Japan in 2022", user_id="u")
        memory.store("Trip to Peru in 2023", user_id="u")
        rendered = memory.retrieve("where did I travel?", user_id="u").bundle.render()
        assert "Japan" in rendered and "Peru" in rendered


def test_scope_filter_and_cross_scope_hints(tmp_path):
    with MemoryClient(tmp_path / "scopes.prme", encryption_key=PASSPHRASE) as memory:
        memory.store("The Aurora project deploys on Fridays", user_id="u", scope=Scope.PROJECT)
        memory.store("I deploy my personal blog on Fridays", user_id="u", scope=Scope.PERSONAL)
        memory.store("Aurora deploys need approval from Dana", user_id="other", scope=Scope.PERSONAL)
        response = memory.retrieve("When do deploys happen?", user_id="u", scope=Scope.PERSONAL)
        assert {r.node.scope for r in response.results} == {Scope.PERSONAL}
        assert [h.node.content for h in response.cross_scope_hints] == ["The Aurora project deploys on Fridays"]
        both = memory.retrieve("deploys", user_id="u", scope=[Scope.PERSONAL, Scope.PROJECT])
        assert len(both.results) == 2 and both.cross_scope_hints == []
        none = memory.retrieve("deploys", user_id="u", scope=Scope.PERSONAL, include_cross_scope=False)
        assert none.cross_scope_hints == []


def test_filters_on_event_time_node_type_and_source(tmp_path):
    with MemoryClient(tmp_path / "filters.prme", encryption_key=PASSPHRASE) as memory:
        memory.store("Trip to Lisbon in spring", user_id="u", event_time=T0)
        memory.store("Trip to Oslo in winter", user_id="u", event_time=T0 + timedelta(days=200))
        memory.store("Trips should be booked early", user_id="u", node_type=NodeType.PREFERENCE)
        memory.store("The assistant guessed a trip to Rome", user_id="u", role="assistant")
        early = memory.retrieve("trip", user_id="u", event_time_to=T0 + timedelta(days=1),
                                exclude_node_types=[NodeType.PREFERENCE])
        contents = {r.node.content for r in early.results}
        assert "Trip to Lisbon in spring" in contents
        assert "Trip to Oslo in winter" not in contents
        assert "Trips should be booked early" not in contents
        stated = memory.retrieve("trip", user_id="u", source_types=[SourceType.USER_STATED])
        assert all(r.node.source_type is SourceType.USER_STATED for r in stated.results)
        assert "The assistant guessed a trip to Rome" not in {r.node.content for r in stated.results}
        assert memory.retrieve("trip", user_id="u", source_types=[]).results == []
        with pytest.raises(ValueError, match="source_types"):
            memory.retrieve("trip", user_id="u", source_types=["rumour"])


def _manual(path):
    """A client whose lifecycle changes are all made by hand (the update check is off)."""
    return MemoryClient(config=config_from_pack(path, enable_store_supersedence=False), encryption_key=PASSPHRASE)


def test_lifecycle_and_epistemic_states_in_default_and_explicit_modes(tmp_path):
    with _manual(tmp_path / "states.prme") as memory:
        old = memory.store_with_receipt("Alice lives in Berlin", user_id="a").node_id
        new = memory.store_with_receipt("Alice lives in Lisbon now", user_id="a").node_id
        gone = memory.store_with_receipt("Alice lives in a houseboat in Berlin", user_id="a").node_id
        maybe = memory.store_with_receipt("Alice might live in Berlin next year", user_id="a",
                                          epistemic_type="hypothetical").node_id
        # The update check may already have retired the old value when the new one was stored.
        if memory.get_node(old, user_id="a", include_superseded=True).lifecycle_state is not LifecycleState.SUPERSEDED:
            memory.supersede(old, new, user_id="a")
        memory.archive(gone, user_id="a")
        default = {r.node_id for r in memory.retrieve("Where does Alice live Berlin", user_id="a").results}
        assert str(new) in default
        assert {str(old), str(gone), str(maybe)}.isdisjoint(default)
        explicit = memory.retrieve("Where does Alice live Berlin", user_id="a", retrieval_mode=RetrievalMode.EXPLICIT)
        found = {r.node_id for r in explicit.results}
        assert {str(old), str(gone), str(maybe), str(new)} <= found


def test_contested_claims_are_flagged_with_their_counterpart(tmp_path):
    with _manual(tmp_path / "contested.prme") as memory:
        a = memory.store_with_receipt("The launch is on Monday", user_id="u").node_id
        b = memory.store_with_receipt("The launch is on Thursday", user_id="u").node_id
        if memory.node_counts("u").open_contradictions == 0:  # the update check may have contested them
            memory.contradict(a, b, user_id="u")
        response = memory.retrieve("When is the launch?", user_id="u")
        flagged = {r.node_id: r.contradicts_id for r in response.results if r.conflict_flag}
        assert flagged == {str(a): str(b), str(b): str(a)}
        assert "Contested claims" in response.bundle.render()


def test_retrieval_content_is_searched_while_the_event_keeps_the_source(tmp_path):
    with MemoryClient(tmp_path / "compact.prme", encryption_key=PASSPHRASE) as memory:
        source = '{"log": [' + ",".join(f'{{"step": {i}, "status": "ok"}}' for i in range(50)) + '], "result": "deploy green"}'
        receipt = memory.store_with_receipt(source, retrieval_content="Deploy finished green after 50 steps",
                                            user_id="u")
        assert memory.get_event(receipt.event_id, user_id="u").content == source
        response = memory.retrieve("did the deploy finish?", user_id="u")
        assert response.results[0].node.content == "Deploy finished green after 50 steps"
        assert '"step": 7' not in response.bundle.render()


def test_max_per_source_limits_repeated_passages(tmp_path):
    with MemoryClient(tmp_path / "dupes.prme", encryption_key=PASSPHRASE) as memory:
        memory.store("Standup is at 9:30", user_id="u")
        memory.store("Standup is at 9:30", user_id="u")
        two = memory.retrieve("standup time", user_id="u")
        assert [r.node.content for r in two.results].count("Standup is at 9:30") == 2
        with pytest.raises(ValueError, match="max_per_source"):
            memory.retrieve("standup time", user_id="u", max_per_source=0)


def test_invalid_arguments_fail_with_the_field_name(filled):
    memory, _ = filled
    with pytest.raises(ValueError, match="user_id"):
        memory.retrieve("x", user_id="")
    with pytest.raises(ValueError, match="token_budget"):
        memory.retrieve("x", user_id="alice", token_budget=-1)
    with pytest.raises(ValueError, match="time_from"):
        memory.retrieve("x", user_id="alice", time_from=datetime(2024, 1, 1))
    with pytest.raises(ValueError, match="scope"):
        memory.retrieve("x", user_id="alice", scope="galaxy")


def test_receipts_are_saved_and_bounded(tmp_path):
    from engine import PRMEConfig

    config = PRMEConfig(pack_path=tmp_path / "receipts.prme", max_retrieval_receipts=3)
    with MemoryClient(config=config) as memory:
        memory.store("Receipts are kept for audits", user_id="u")
        ids = [memory.retrieve(f"receipts {i}", user_id="u").metadata.request_id for i in range(5)]
    # Receipts are written behind the answer; close() waits for them.
    with MemoryClient(config=config) as memory:
        rows = memory._call(memory.engine._db.read(
            lambda cur: cur.execute("SELECT request_id, length(payload) FROM retrieval_receipts").fetchall()))
        assert len(rows) == 3
        assert {str(r[0]) for r in rows} == {str(i) for i in ids[-3:]}
        assert max(r[1] for r in rows) < 20_000


def test_reader_citations_map_references_to_node_ids(tmp_path):
    from engine import PackingConfig, PRMEConfig

    config = PRMEConfig(pack_path=tmp_path / "cite.prme", packing=PackingConfig(context_citations=True))
    with MemoryClient(config=config) as memory:
        node = str(memory.store_with_receipt("The boiler was serviced in March", user_id="u").node_id)
        bundle = memory.retrieve("boiler service", user_id="u").bundle
        assert bundle.render().startswith("## Memories\n- [m1] [")
        assert bundle.context_references == {"m1": node}
