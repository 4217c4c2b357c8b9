"""Lifecycle transitions on a real encrypted pack: the state machine, contradictions,
reinforcement, conditions, request ids and user isolation."""

from __future__ import annotations

import itertools
import uuid
from types import SimpleNamespace

import pytest

from engine import (
    ConditionState,
    ConflictError,
    EdgeType,
    EpistemicType,
    FastIngestItem,
    LifecycleState,
    MemoryClient,
    NodeType,
    NotFoundError,
    Scope,
    config_from_pack,
)
from engine.types import ALLOWED_TRANSITIONS
from tests.conftest import PASSPHRASE

S = LifecycleState
USER = "alice"


def make_nodes(client: MemoryClient, count: int, *, user: str = USER, scope: Scope = Scope.PERSONAL,
               prefix: str = "claim") -> list[str]:
    """``count`` new TENTATIVE nodes, built in one batch."""
    tag = uuid.uuid4().hex[:8]
    items = [FastIngestItem(content=f"{prefix} {tag} number {i}", scope=scope) for i in range(count)]
    event_ids = client.ingest_fast_many(items, user_id=user)
    while client.process_pending(user, budget_ms=5000).pending:
        pass
    return [str(client.processing_status(e, user_id=user).node_id) for e in event_ids]


def state_of(client: MemoryClient, node_id: str, user: str = USER) -> LifecycleState:
    return client.get_node(node_id, user_id=user, include_superseded=True).lifecycle_state


class NodePool:
    """TENTATIVE nodes made in one batch up front, handed out a few at a time."""

    def __init__(self, client: MemoryClient, count: int) -> None:
        self.client = client
        self._ids = iter(make_nodes(client, count))

    def take(self, count: int) -> list[str]:
        return [next(self._ids) for _ in range(count)]


def put_in_state(pool: NodePool, state: LifecycleState) -> SimpleNamespace:
    """A node in ``state`` reached through the public operations, with its partner if any."""
    client = pool.client
    node, partner, spare, fresh = pool.take(4)
    if state is S.STABLE:
        client.promote(node, user_id=USER)
    elif state is S.CONTESTED:
        client.contradict(node, partner, user_id=USER)
    elif state is S.SUPERSEDED:
        client.supersede(node, spare, user_id=USER)
    elif state is S.DEPRECATED:
        client.contradict(node, partner, user_id=USER)
        client.resolve_contradiction(partner, node, user_id=USER)
    elif state is S.ARCHIVED:
        client.archive(node, user_id=USER)
    assert state_of(client, node) is state
    return SimpleNamespace(node=node, partner=partner, fresh=fresh)


def attempt(client: MemoryClient, case: SimpleNamespace, source: LifecycleState, target: LifecycleState):
    """Ask for ``source -> target`` with the operation whose purpose is reaching ``target``."""
    node = case.node
    if target is S.STABLE:
        if source is S.CONTESTED:
            return client.resolve_contradiction(node, case.partner, user_id=USER)
        return client.promote(node, user_id=USER)
    if target is S.SUPERSEDED:
        return client.supersede(node, case.fresh, user_id=USER)
    if target is S.CONTESTED:
        return client.contradict(node, case.fresh, user_id=USER)
    if target is S.DEPRECATED:
        if source is S.CONTESTED:
            return client.resolve_contradiction(case.partner, node, user_id=USER)
        return client.resolve_contradiction(case.fresh, node, user_id=USER)
    if target is S.ARCHIVED:
        return client.archive(node, user_id=USER)
    return client.transition(node, target, user_id=USER)


def snapshot(client: MemoryClient, node_id: str) -> tuple:
    """What a user can observe about a node and the pack's audit log."""
    history = client.get_provenance(node_id, user_id=USER, operation_limit=1000)
    return (
        history.model_dump(mode="json"),
        client.verify_operations().checked,
        client.node_counts(USER).model_dump(),
    )


@pytest.fixture(scope="module")
def pool(tmp_path_factory):
    """One encrypted pack for the many small state-machine cases (each takes its own nodes)."""
    with pytest.MonkeyPatch.context() as mp:
        import os

        for name in [n for n in os.environ if n.startswith("PRME_")]:
            mp.delenv(name)
        path = tmp_path_factory.mktemp("lifecycle") / "machine.prme"
        with MemoryClient(path, encryption_key=PASSPHRASE) as memory:
            yield NodePool(memory, 4 * 70)


PAIRS = list(itertools.product(list(S), list(S)))


def test_the_matrix_covers_all_36_pairs_and_the_seed_edges():
    assert len(PAIRS) == 36
    allowed = {(a, b) for a, b in PAIRS if b in ALLOWED_TRANSITIONS[a]}
    assert allowed == {
        (S.TENTATIVE, S.STABLE), (S.TENTATIVE, S.SUPERSEDED), (S.TENTATIVE, S.CONTESTED), (S.TENTATIVE, S.ARCHIVED),
        (S.STABLE, S.SUPERSEDED), (S.STABLE, S.CONTESTED), (S.STABLE, S.ARCHIVED),
        (S.CONTESTED, S.STABLE), (S.CONTESTED, S.DEPRECATED), (S.CONTESTED, S.ARCHIVED),
        (S.SUPERSEDED, S.ARCHIVED), (S.DEPRECATED, S.ARCHIVED),
    }


@pytest.mark.parametrize("source,target", PAIRS, ids=[f"{a.value}->{b.value}" for a, b in PAIRS])
def test_every_state_pair_is_allowed_or_refused_exactly_as_the_machine_says(pool, source, target):
    client = pool.client
    case = put_in_state(pool, source)
    if target in ALLOWED_TRANSITIONS[source]:
        ops_before = client.verify_operations().checked
        attempt(client, case, source, target)
        assert state_of(client, case.node) is target
        assert client.verify_operations().checked == ops_before + 1
        history = client.get_provenance(case.node, user_id=USER, operation_limit=1000)
        assert history.operations[-1].after[case.node]["lifecycle_state"] == target.value
    else:
        before = snapshot(client, case.node)
        with pytest.raises(ValueError) as caught:
            attempt(client, case, source, target)
        assert not isinstance(caught.value, ConflictError)
        message = str(caught.value)
        assert f"{source.value} -> {target.value}" in message
        assert snapshot(client, case.node) == before


@pytest.mark.parametrize("source,target", [p for p in PAIRS if p[1] not in ALLOWED_TRANSITIONS[p[0]]],
                         ids=lambda s: s.value)
def test_generic_transition_refuses_every_forbidden_pair_naming_both_states(pool, source, target):
    case = put_in_state(pool, source)
    before = snapshot(pool.client, case.node)
    with pytest.raises(ValueError, match=f"{source.value} -> {target.value}"):
        pool.client.transition(case.node, target, user_id=USER)
    assert snapshot(pool.client, case.node) == before


def test_generic_transition_promotes_archives_and_points_to_the_pair_operations(pool):
    shared_client = pool.client
    a, b = pool.take(2)
    assert shared_client.transition(a, "stable", user_id=USER).lifecycle_state is S.STABLE
    with pytest.raises(ValueError, match="supersede"):
        shared_client.transition(a, S.SUPERSEDED, user_id=USER)
    with pytest.raises(ValueError, match="contradict"):
        shared_client.transition(b, S.CONTESTED, user_id=USER)
    assert shared_client.transition(b, S.ARCHIVED, user_id=USER).lifecycle_state is S.ARCHIVED


# --- the operations -----------------------------------------------------------------------------


def test_supersede_links_old_to_new_and_hides_the_old_node(client):
    old, new = make_nodes(client, 2)
    client.promote(old, user_id=USER)
    result = client.supersede(old, new, user_id=USER, actor_id="curator", reason="moved to PostgreSQL")
    assert result.lifecycle_state is S.SUPERSEDED and str(result.superseded_by) == new
    assert client.get_node(old, user_id=USER) is None  # retired from default reads
    assert state_of(client, new) is S.TENTATIVE
    history = client.get_provenance(old, user_id=USER)
    (edge,) = [e for e in history.edges if e.edge_type is EdgeType.SUPERSEDES]
    assert (str(edge.source_id), str(edge.target_id)) == (new, old)
    op = history.operations[-1]
    assert op.op_type == "supersede" and op.actor_id == "curator" and op.reason == "moved to PostgreSQL"
    assert op.before[old]["lifecycle_state"] == "stable" and op.after[old]["lifecycle_state"] == "superseded"
    assert str(op.target_node_id) == new


def test_supersede_refuses_a_retired_replacement_and_itself(client):
    old, gone = make_nodes(client, 2)
    client.archive(gone, user_id=USER)
    with pytest.raises(ValueError, match="archived"):
        client.supersede(old, gone, user_id=USER)
    with pytest.raises(ValueError, match="same node"):
        client.supersede(old, old, user_id=USER)
    assert state_of(client, old) is S.TENTATIVE


def test_reinforce_adds_confidence_and_boost_up_to_their_caps(client):
    (node,) = make_nodes(client, 1)
    start = client.get_node(node, user_id=USER)
    once = client.reinforce(node, user_id=USER)
    assert once.confidence == pytest.approx(start.confidence + 0.05)
    assert once.reinforcement_boost == pytest.approx(start.reinforcement_boost + 0.15)
    for _ in range(10):
        last = client.reinforce(node, user_id=USER)
    assert last.confidence == pytest.approx(1.0)
    assert last.reinforcement_boost == pytest.approx(0.6)
    assert last.lifecycle_state is S.TENTATIVE


def test_reinforce_checks_its_evidence(client):
    (node,) = make_nodes(client, 1)
    (project_node,) = make_nodes(client, 1, scope=Scope.PROJECT)
    evidence = client.store("I confirmed it again today", user_id=USER)
    other_scope = client.get_node(project_node, user_id=USER).evidence_refs[0]
    bobs = client.store("Bob's own note", user_id="bob")
    client.reinforce(node, user_id=USER, evidence_id=evidence)
    with pytest.raises(ValueError, match="already reinforced"):
        client.reinforce(node, user_id=USER, evidence_id=evidence)
    with pytest.raises(ValueError, match="scope"):
        client.reinforce(node, user_id=USER, evidence_id=other_scope)
    with pytest.raises(NotFoundError):
        client.reinforce(node, user_id=USER, evidence_id=bobs)
    with pytest.raises(ValueError, match="evidence_id"):
        client.reinforce(node, user_id=USER, evidence_id="not-an-id")
    assert len(client.get_provenance(node, user_id=USER).operations) == 1


def test_contradict_then_resolve_keeps_the_winner_and_retires_the_loser(client):
    first, second = make_nodes(client, 2)
    review = client.store("Reviewer notes on the two claims", user_id=USER)
    a, b = client.contradict(first, second, user_id=USER, actor_id="reviewer", evidence_id=review)
    assert (a.lifecycle_state, b.lifecycle_state) == (S.CONTESTED, S.CONTESTED)
    page = client.open_contradictions(USER)
    assert [(str(p.first.id), str(p.second.id)) for p in page.pairs] == [(first, second)]
    assert page.pairs[0].edge.edge_type is EdgeType.CONTRADICTS
    assert page.pairs[0].first_evidence[0].content.startswith("claim")

    winner, loser = client.resolve_contradiction(second, first, user_id=USER, resolver_actor_id="reviewer",
                                                 evidence_id=review, reason="second is newer")
    assert str(winner.id) == second and winner.lifecycle_state is S.STABLE
    assert str(loser.id) == first and loser.lifecycle_state is S.DEPRECATED
    assert loser.epistemic_type is EpistemicType.DEPRECATED
    assert client.open_contradictions(USER).pairs == []
    assert client.get_node(first, user_id=USER) is None
    history = client.get_provenance(second, user_id=USER)
    assert [op.op_type for op in history.operations] == ["contradict", "resolve_contradiction"]
    assert history.operations[-1].actor_id == "reviewer"
    (edge,) = history.contradictions
    assert edge.valid_to is not None and edge.metadata["status"] == "resolved"


def test_resolving_needs_an_open_contradiction_between_the_two(client):
    a, b, c, d = make_nodes(client, 4)
    client.contradict(a, b, user_id=USER)
    client.contradict(c, d, user_id=USER)
    before = snapshot(client, a)
    with pytest.raises(ValueError, match="not in an open contradiction"):
        client.resolve_contradiction(a, c, user_id=USER)
    assert snapshot(client, a) == before


def test_dismiss_keeps_both_claims_and_empties_the_queue(client):
    a, b = make_nodes(client, 2)
    client.contradict(a, b, user_id=USER)
    first, second = client.dismiss_contradiction(a, b, user_id=USER, actor_id="me", reason="both true")
    assert first.lifecycle_state is S.STABLE and second.lifecycle_state is S.STABLE
    assert client.open_contradictions(USER).pairs == []
    (edge,) = client.get_provenance(a, user_id=USER).contradictions
    assert edge.metadata["status"] == "dismissed"
    with pytest.raises(ValueError):
        client.dismiss_contradiction(a, b, user_id=USER)


def test_archiving_one_side_of_a_contradiction_returns_the_other_to_stable(client):
    a, b = make_nodes(client, 2)
    client.contradict(a, b, user_id=USER)
    client.archive(a, user_id=USER, reason="withdrawn")
    assert state_of(client, a) is S.ARCHIVED and state_of(client, b) is S.STABLE
    assert client.open_contradictions(USER).pairs == []
    op = client.get_provenance(b, user_id=USER).operations[-1]
    assert op.op_type == "archive" and op.after[b]["lifecycle_state"] == "stable"
    assert client.verify_operations().ok


def test_claims_must_share_a_scope(client):
    (personal,) = make_nodes(client, 1)
    (project,) = make_nodes(client, 1, scope=Scope.PROJECT)
    before = snapshot(client, personal)
    with pytest.raises(ValueError, match="scope"):
        client.contradict(personal, project, user_id=USER)
    with pytest.raises(ValueError, match="scope"):
        client.supersede(personal, project, user_id=USER)
    assert snapshot(client, personal) == before


def test_contested_and_retired_memories_leave_default_retrieval_as_the_state_says(client):
    texts = ["The office coffee machine is on the third floor", "The office coffee machine is on the fifth floor",
             "Quarterly planning happens in Lisbon", "Quarterly planning happens in Porto"]
    ids = [str(client.store_with_receipt(t, user_id=USER, node_type=NodeType.FACT).node_id) for t in texts]
    client.contradict(ids[0], ids[1], user_id=USER)
    found = {r.node_id: r for r in client.retrieve("where is the coffee machine", user_id=USER).results}
    assert ids[0] in found and ids[1] in found
    assert found[ids[0]].conflict_flag and str(found[ids[0]].contradicts_id) == ids[1]
    client.resolve_contradiction(ids[1], ids[0], user_id=USER)
    client.supersede(ids[2], ids[3], user_id=USER)
    found = {r.node_id for r in client.retrieve("where is the coffee machine", user_id=USER).results}
    assert ids[0] not in found and ids[1] in found
    found = {r.node_id for r in client.retrieve("where is quarterly planning", user_id=USER).results}
    assert ids[2] not in found and ids[3] in found


def test_evaluate_condition_records_an_epistemic_transition(client):
    receipt = client.store_with_receipt(
        "Deploy on Friday if the approval arrives", user_id=USER, epistemic_type="conditional",
        metadata={"condition": "approval arrives"},
    )
    approval = client.store("Approval arrived from the release manager", user_id=USER)
    node = client.evaluate_condition(receipt.node_id, ConditionState.TRUE, user_id=USER, evidence_id=approval,
                                     evaluation_method="tool", reason="approval service confirmed")
    assert node.metadata["condition_state"] == "true"
    assert node.epistemic_type is EpistemicType.CONDITIONAL
    op = client.get_provenance(receipt.node_id, user_id=USER).operations[-1]
    assert op.op_type == "epistemic_transition" and str(op.evidence_id) == approval
    assert op.before[str(receipt.node_id)]["metadata"]["condition"] == "approval arrives"
    with pytest.raises(ValueError, match="already true"):
        client.evaluate_condition(receipt.node_id, "true", user_id=USER)
    assert client.evaluate_condition(receipt.node_id, "expired", user_id=USER).metadata["condition_state"] == "expired"
    (plain,) = make_nodes(client, 1)
    with pytest.raises(ValueError, match="CONDITIONAL"):
        client.evaluate_condition(plain, "true", user_id=USER)


# --- request ids -------------------------------------------------------------------------------


def test_request_id_retry_returns_the_first_result_and_changed_inputs_conflict(pack_path):
    request = uuid.uuid4()
    pair_request = str(uuid.uuid4())
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        node, a, b = make_nodes(client, 3)
        first = client.promote(node, user_id=USER, actor_id="me", request_id=request)
        assert client.promote(node, user_id=USER, actor_id="me", request_id=request) == first
        pair = client.contradict(a, b, user_id=USER, request_id=pair_request)
        assert client.contradict(a, b, user_id=USER, request_id=pair_request) == pair
        ops = client.verify_operations().checked
        with pytest.raises(ConflictError):
            client.promote(node, user_id=USER, actor_id="someone else", request_id=request)
        with pytest.raises(ConflictError):
            client.archive(node, user_id=USER, actor_id="me", request_id=request)
        with pytest.raises(ValueError, match="the memory is stable already"):
            client.promote(node, user_id=USER, actor_id="me")  # no request id: a repeat is an error
        assert client.verify_operations().checked == ops
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        assert client.promote(node, user_id=USER, actor_id="me", request_id=request) == first
        assert client.contradict(a, b, user_id=USER, request_id=pair_request) == pair
        with pytest.raises(ConflictError):
            client.contradict(b, a, user_id=USER, request_id=pair_request)
        with pytest.raises(ValueError):
            client.promote(node, user_id=USER, request_id="not-a-uuid")
        assert client.verify_operations().checked == ops
        assert client.verify_operations().ok


# --- isolation ---------------------------------------------------------------------------------


def test_another_users_node_ids_are_never_found_or_changed(client):
    a, b, c, d = make_nodes(client, 4)
    client.contradict(c, d, user_id=USER)
    (bobs,) = make_nodes(client, 1, user="bob")
    evidence = client.store("alice's evidence", user_id=USER)
    before = {n: snapshot(client, n) for n in (a, b, c, d)}
    bob = "bob"
    calls = [
        lambda: client.promote(a, user_id=bob),
        lambda: client.archive(a, user_id=bob),
        lambda: client.reinforce(a, user_id=bob),
        lambda: client.supersede(a, bobs, user_id=bob),
        lambda: client.supersede(bobs, a, user_id=bob),
        lambda: client.contradict(a, bobs, user_id=bob),
        lambda: client.contradict(bobs, b, user_id=bob),
        lambda: client.resolve_contradiction(c, d, user_id=bob),
        lambda: client.dismiss_contradiction(c, d, user_id=bob),
        lambda: client.evaluate_condition(a, "true", user_id=bob),
        lambda: client.transition(a, "archived", user_id=bob),
        lambda: client.reinforce(bobs, user_id=bob, evidence_id=evidence),
        lambda: client.contradict(a, b, user_id=bob),
    ]
    for call in calls:
        with pytest.raises(NotFoundError) as caught:
            call()
        assert "alice" not in str(caught.value)
    assert client.get_provenance(a, user_id=bob) is None
    assert client.get_provenance(str(uuid.uuid4()), user_id=USER) is None
    assert client.get_provenance("not-an-id", user_id=USER) is None
    assert client.open_contradictions(bob).pairs == []
    assert client.node_counts(bob).total == 1
    assert client.node_counts(bob).open_contradictions == 0
    assert {n: snapshot(client, n) for n in (a, b, c, d)} == before


def test_retrieval_points_a_recontested_claim_at_its_open_partner(tmp_path):
    # The contradictions are made by hand here, so the automatic update check is off.
    config = config_from_pack(tmp_path / "manual.prme", enable_store_supersedence=False)
    with MemoryClient(config=config, encryption_key=PASSPHRASE) as client:
        texts = ["The team standup is at 9:00", "The team standup is at 9:30", "The team standup is at 10:00"]
        a, b, c = (str(client.store_with_receipt(t, user_id=USER, node_type=NodeType.FACT).node_id) for t in texts)
        client.contradict(a, b, user_id=USER)
        client.dismiss_contradiction(a, b, user_id=USER)  # not a contradiction after all: that edge is closed
        client.contradict(a, c, user_id=USER)
        found = {r.node_id: r for r in client.retrieve("when is the team standup", user_id=USER).results}
    assert found[a].conflict_flag and found[a].contradicts_id == c
    assert found[c].contradicts_id == a
    assert not found[b].conflict_flag
