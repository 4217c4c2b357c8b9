"""ingest() with the offline rules extractor on a real pack: nodes, entities, scope,
automatic supersession and contradiction (the update check reads the notes; their claims
follow them), background work and recovery."""

from __future__ import annotations

import asyncio

import pytest

from engine import EdgeType, LifecycleState, MemoryEngine, NodeType, Scope, config_from_pack
from engine.types import AUTOMATIC_UPDATE_ACTOR, SPEAKER_KEY
from tests.engine.test_extraction_rules import CONVERSATION

pytestmark = pytest.mark.anyio
S = LifecycleState
ALL_STATES = list(LifecycleState)


@pytest.fixture
def anyio_backend():
    return "asyncio"


@pytest.fixture
async def engine(tmp_path):
    async with MemoryEngine.open(config_from_pack(tmp_path / "pack.prme")) as eng:
        yield eng


async def _claim(engine, user, text):
    """The one claim node whose content is ``text`` (any lifecycle state)."""
    nodes = await engine.query_nodes(user_id=user, lifecycle_states=ALL_STATES, limit=500)
    found = [n for n in nodes if n.content == text]
    assert len(found) == 1, (text, [n.content for n in nodes])
    return found[0]


async def _operations(engine, node_id, user):
    provenance = await engine.get_provenance(node_id, user_id=user)
    return [(op.op_type, op.actor_id) for op in provenance.operations]


async def test_moved_to_supersedes_the_old_address(engine):
    first = await engine.ingest("I live in Boston.", user_id="u", wait_for_extraction=True)
    second = await engine.ingest("I moved to Denver in May.", user_id="u", wait_for_extraction=True)
    boston = await _claim(engine, "u", "User lives in Boston")
    denver = await _claim(engine, "u", "User moved to Denver")
    assert boston.lifecycle_state == S.SUPERSEDED and boston.superseded_by == denver.id
    assert denver.lifecycle_state == S.TENTATIVE
    edges = (await engine.get_provenance(denver.id, user_id="u")).edges
    assert any(e.edge_type == EdgeType.SUPERSEDES and e.target_id == boston.id for e in edges)
    ops = await engine.get_provenance(boston.id, user_id="u")
    supersede = [op for op in ops.operations if op.op_type == "supersede"]
    assert len(supersede) == 1 and supersede[0].actor_id == AUTOMATIC_UPDATE_ACTOR
    assert str(supersede[0].evidence_id) == second
    # The note the old claim came from is retired with it, by the new note.
    old_note = await _claim(engine, "u", "I live in Boston.")
    new_note = await _claim(engine, "u", "I moved to Denver in May.")
    assert old_note.lifecycle_state == S.SUPERSEDED and old_note.superseded_by == new_note.id
    # The retired claim leaves default reads; the source events stay.
    assert await engine.get_node(boston.id, user_id="u") is None
    assert (await engine.get_event(first, user_id="u")).content == "I live in Boston."


async def test_a_bare_other_value_contests_instead(engine):
    await engine.ingest("I live in Boston.", user_id="u", wait_for_extraction=True)
    await engine.ingest("I live in Denver.", user_id="u", wait_for_extraction=True)
    # The pair a person decides is the two statements as written; the claims read from them are
    # contested with them (no agent gets one unmarked) and wait for that one decision.
    boston = await _claim(engine, "u", "I live in Boston.")
    denver = await _claim(engine, "u", "I live in Denver.")
    assert boston.lifecycle_state == S.CONTESTED and denver.lifecycle_state == S.CONTESTED
    page = await engine.open_contradictions("u")
    assert len(page.pairs) == 1
    assert {page.pairs[0].first.id, page.pairs[0].second.id} == {boston.id, denver.id}
    assert ("contradict", AUTOMATIC_UPDATE_ACTOR) in await _operations(engine, denver.id, "u")
    assert (await _claim(engine, "u", "User lives in Denver")).lifecycle_state == S.CONTESTED


async def test_change_words_now_no_longer_and_switched(engine):
    await engine.ingest("I work at Stripe.", user_id="u", wait_for_extraction=True)
    await engine.ingest("I no longer work at Stripe.", user_id="u", wait_for_extraction=True)
    assert (await _claim(engine, "u", "User works at Stripe")).lifecycle_state == S.SUPERSEDED
    assert (await _claim(engine, "u", "User no longer works at Stripe")).lifecycle_state == S.TENTATIVE

    await engine.ingest("My favorite color is blue.", user_id="u", wait_for_extraction=True)
    await engine.ingest("My favorite color is now green.", user_id="u", wait_for_extraction=True)
    assert (await _claim(engine, "u", "User's favorite color is blue")).lifecycle_state == S.SUPERSEDED
    assert (await _claim(engine, "u", "User's favorite color is green")).lifecycle_state == S.TENTATIVE

    await engine.ingest("I use Vim for everything.", user_id="u", wait_for_extraction=True)
    await engine.ingest("I switched from Vim to Neovim.", user_id="u", wait_for_extraction=True)
    assert (await _claim(engine, "u", "User uses Vim")).lifecycle_state == S.SUPERSEDED
    assert (await _claim(engine, "u", "User uses Neovim")).lifecycle_state == S.TENTATIVE


async def test_multi_valued_predicates_never_contest(engine):
    for text in ("I like jazz.", "I like hiking.", "I have a dog named Rex.", "I have a dog named Bo."):
        await engine.ingest(text, user_id="u", wait_for_extraction=True)
    nodes = await engine.query_nodes(user_id="u", node_type=[NodeType.PREFERENCE, NodeType.FACT], limit=50)
    assert sorted(n.content for n in nodes) == [
        "User has a dog: Bo", "User has a dog: Rex", "User likes hiking", "User likes jazz",
    ]
    assert all(n.lifecycle_state == S.TENTATIVE for n in nodes)
    assert (await engine.open_contradictions("u")).pairs == []


async def test_repeating_a_claim_creates_no_duplicate(engine):
    await engine.ingest("I live in Boston.", user_id="u", wait_for_extraction=True)
    await engine.ingest("I live in Boston.", user_id="u", wait_for_extraction=True)
    facts = await engine.query_nodes(user_id="u", node_type=[NodeType.FACT], limit=50)
    assert [n.content for n in facts] == ["User lives in Boston"]
    entities = await engine.query_nodes(user_id="u", node_type=[NodeType.ENTITY], limit=50)
    assert [n.content for n in entities] == ["Boston"]


async def test_scope_is_kept_and_entities_match_within_one_scope(engine):
    await engine.ingest("Our client Acme Corp is based in Berlin.", user_id="u", scope=Scope.PROJECT,
                        wait_for_extraction=True)
    await engine.ingest("I flew to Berlin for Acme Corp.", user_id="u", scope=Scope.PROJECT,
                        wait_for_extraction=True)
    await engine.ingest("I grew up near Berlin.", user_id="u", wait_for_extraction=True)
    project = await engine.query_nodes(user_id="u", scope=Scope.PROJECT, limit=100)
    assert project and all(n.scope == Scope.PROJECT for n in project)
    project_entities = sorted(n.content for n in project if n.node_type == NodeType.ENTITY)
    assert project_entities == ["Acme Corp", "Berlin"]  # matched, not duplicated
    personal = await engine.query_nodes(user_id="u", scope=Scope.PERSONAL, node_type=[NodeType.ENTITY], limit=100)
    assert [n.content for n in personal] == ["Berlin"]  # a separate entity in another scope
    berlin = next(n for n in project if n.content == "Berlin")
    mentions = [e for e in (await engine.get_provenance(berlin.id, user_id="u")).edges
                if e.edge_type == EdgeType.MENTIONS]
    assert len(mentions) >= 2  # both project notes point at the one entity


async def test_ingest_batch_of_a_conversation_between_participants(engine):
    messages = [{"content": text, "role": "participant", "speaker": speaker} for speaker, text in CONVERSATION]
    ids = await engine.ingest_batch(messages, user_id="chat", session_id="s1", wait_for_extraction=True)
    assert len(ids) == len(CONVERSATION)
    for event_id in ids:
        assert (await engine.extraction_status(event_id, user_id="chat")).status == "complete"
    events = await engine.get_events("chat", limit=100)
    assert [e.content for e in events] == [t for _, t in CONVERSATION]
    assert events[2].metadata[SPEAKER_KEY] == "Priya"
    lives = await _claim(engine, "chat", "Priya lives in Boston")
    assert lives.metadata["speaker_reference"] == "Priya"
    assert lives.session_id == "s1" and lives.evidence_refs == [events[2].id]
    anna = await _claim(engine, "chat", "Anna works at Moderna")
    assert anna.node_type == NodeType.FACT
    assert (await _claim(engine, "chat", "Daniel prefers tea")).node_type == NodeType.PREFERENCE
    assert (await _claim(engine, "chat", "Priya plans to renew my passport")).node_type == NodeType.TASK
    entities = await engine.query_nodes(user_id="chat", node_type=[NodeType.ENTITY], limit=200)
    names = [n.content for n in entities]
    for name in ("Priya", "Daniel", "Anna", "Moderna", "Google", "Boston", "Lisbon", "Obsidian"):
        assert names.count(name) == 1, name
    # "I started a new job at Moderna" is Priya's, Daniel's "I work at Google" is his: no contest.
    assert (await engine.open_contradictions("chat")).pairs == []
    # The speaker's entity links to the claims made in the first person.
    priya = next(n for n in entities if n.content == "Priya")
    has_fact = [e for e in (await engine.get_provenance(priya.id, user_id="chat")).edges
                if e.edge_type == EdgeType.HAS_FACT]
    assert lives.id in {e.target_id for e in has_fact}


async def test_ingest_batch_checks_every_message_before_storing(engine):
    with pytest.raises(ValueError, match=r"messages\[1\]"):
        await engine.ingest_batch(
            [{"content": "I live in Oslo.", "role": "user"}, {"content": "hi", "role": "robot"}],
            user_id="u",
        )
    with pytest.raises(ValueError, match="content"):
        await engine.ingest_batch([{"role": "user"}], user_id="u")
    assert await engine.get_events("u") == []


async def test_background_extraction_and_user_isolation(engine):
    event_id = await engine.ingest("I live in Lisbon.", user_id="u")  # returns before extraction
    for _ in range(200):
        status = await engine.extraction_status(event_id, user_id="u")
        if status.status == "complete":
            break
        await asyncio.sleep(0.02)
    assert status.status == "complete"
    assert await engine.extraction_status(event_id, user_id="intruder") is None
    assert await engine.get_extraction(event_id, user_id="intruder") is None
    assert await engine.retry_extraction(event_id, user_id="intruder") is None
    assert (await engine.get_extraction(event_id, user_id="u")).output["claims"][0]["object"] == "Lisbon"
    assert await engine.extraction_counts("u") == {"pending": 0, "running": 0, "failed": 0, "complete": 1}
    assert await engine.extraction_counts("intruder") == {"pending": 0, "running": 0, "failed": 0, "complete": 0}


async def test_close_hands_queued_work_back_and_reopen_resumes(tmp_path):
    config = config_from_pack(tmp_path / "pack.prme")
    texts = [f"I ran {n} kilometers on day {n}." for n in range(1, 16)]
    async with MemoryEngine.open(config) as engine:
        ids = await engine.ingest_batch([{"content": t, "role": "user"} for t in texts], user_id="u")
    async with MemoryEngine.open(config) as engine:
        counts = await engine.extraction_counts("u")
        # close() cancelled the queued work before it ran and left no lease behind.
        assert counts == {"pending": len(texts), "running": 0, "failed": 0, "complete": 0}
        result = await engine.process_extractions(user_id="u", limit=100, budget_ms=60_000)
        assert result.pending == 0 and result.running == 0 and result.failed_total == 0
        assert (await engine.extraction_counts("u"))["complete"] == len(texts)
        for event_id in ids:
            assert (await engine.extraction_status(event_id, user_id="u")).status == "complete"
        facts = await engine.query_nodes(user_id="u", node_type=[NodeType.FACT], limit=100)
        assert sorted(n.metadata["quantity"]["value"] for n in facts) == sorted(str(n) for n in range(1, 16))


async def test_process_extractions_respects_limit_and_zero_budget(tmp_path):
    config = config_from_pack(tmp_path / "pack.prme")
    async with MemoryEngine.open(config) as engine:
        ids = await engine.ingest_batch([{"content": f"I like song {n}.", "role": "user"} for n in range(3)],
                                        user_id="u")
        # close() right away: the queued turns are handed back as pending.
    async with MemoryEngine.open(config) as engine:
        counts_only = await engine.process_extractions(user_id="u", budget_ms=0)
        assert (counts_only.processed, counts_only.pending) == (0, 3)
        assert (await engine.process_extractions(user_id="other")).processed == 0  # not another user's work
        one = await engine.process_extractions(user_id="u", limit=1)
        assert (one.processed, one.completed, one.pending) == (1, 1, 2)
        rest = await engine.process_extractions(user_id="u")
        assert (rest.processed, rest.pending) == (2, 0)
        assert [(await engine.extraction_status(i, user_id="u")).status for i in ids] == ["complete"] * 3


async def test_within_one_batch_later_turns_supersede_or_contest_earlier_ones(engine):
    await engine.ingest_batch(
        [{"content": t, "role": "user"} for t in (
            "I live in Boston.", "I live in Boston.", "I moved to Denver.", "I work at Stripe.", "I work at Etsy.",
        )],
        user_id="u", wait_for_extraction=True,
    )
    boston = await _claim(engine, "u", "User lives in Boston")  # one node, not two
    denver = await _claim(engine, "u", "User moved to Denver")
    assert boston.lifecycle_state == S.SUPERSEDED and boston.superseded_by == denver.id
    stripe = await _claim(engine, "u", "I work at Stripe.")
    etsy = await _claim(engine, "u", "I work at Etsy.")
    assert stripe.lifecycle_state == S.CONTESTED and etsy.lifecycle_state == S.CONTESTED
    entities = await engine.query_nodes(user_id="u", node_type=[NodeType.ENTITY], limit=50)
    assert sorted(n.content for n in entities) == ["Boston", "Denver", "Etsy", "Stripe"]


async def test_one_turn_that_cannot_be_built_does_not_fail_its_batch(engine):
    real_prepare = engine._indexes.prepare

    async def refuse_sardines(nodes):
        if any("sardines" in n.content and n.node_type != NodeType.NOTE for n in nodes):
            raise RuntimeError("embedding failed")
        return await real_prepare(nodes)

    engine._indexes.prepare = refuse_sardines
    messages = [{"content": t, "role": "user"} for t in ("I like olives.", "I like sardines.", "I like capers.")]
    with pytest.raises(Exception) as info:
        await engine.ingest_batch(messages, user_id="u", wait_for_extraction=True)
    assert getattr(info.value, "reason_code", None) == "materialization"
    events = await engine.get_events("u")
    statuses = [(await engine.extraction_status(e.id, user_id="u")).status for e in events]
    assert statuses == ["complete", "failed", "complete"]
    # The failed turn's raw note is still searchable, and its saved output is reused on retry.
    notes = await engine.query_nodes(user_id="u", node_type=[NodeType.NOTE], limit=10)
    assert sorted(n.content for n in notes) == sorted(m["content"] for m in messages)
    engine._indexes.prepare = real_prepare
    await engine.retry_extraction(events[1].id, user_id="u")
    assert (await engine.process_extractions(user_id="u")).completed == 1
    prefs = await engine.query_nodes(user_id="u", node_type=[NodeType.PREFERENCE], limit=10)
    assert sorted(n.content for n in prefs) == ["User likes capers", "User likes olives", "User likes sardines"]


async def test_an_entity_stored_directly_is_reused(engine):
    stored = await engine.store_with_receipt("Lisbon", user_id="u", node_type=NodeType.ENTITY)
    await engine.ingest("I moved to Lisbon in May.", user_id="u", wait_for_extraction=True)
    entities = await engine.query_nodes(user_id="u", node_type=[NodeType.ENTITY], limit=10)
    assert [n.id for n in entities] == [stored.node_id]
    edges = (await engine.get_provenance(stored.node_id, user_id="u")).edges
    assert {e.edge_type for e in edges} >= {EdgeType.MENTIONS}
