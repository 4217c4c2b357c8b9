"""The update check on every engine capture path, on a real encrypted pack with the real model:
an update retires (or contests) the old value and its source note, retrieval gives the new
value first, and compatible statements are left alone."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engine import EdgeType, LifecycleState, MemoryClient, NodeType, config_from_pack
from engine.types import AUTOMATIC_UPDATE_ACTOR
from tests.conftest import PASSPHRASE

S = LifecycleState
ALL_STATES = list(LifecycleState)
JAN = datetime(2025, 1, 10, tzinfo=timezone.utc)
LATER = JAN + timedelta(days=70)


def _node(client: MemoryClient, user: str, text: str):
    found = [n for n in client.iter_nodes(user, lifecycle_states=ALL_STATES) if n.content == text]
    assert len(found) == 1, (text, [n.content for n in client.iter_nodes(user, lifecycle_states=ALL_STATES)])
    return found[0]


def _first_mention(client: MemoryClient, user: str, question: str, *values: str) -> str | None:
    """The first retrieved statement (not an entity's bare name) that mentions any of ``values``."""
    for result in client.retrieve(question, user_id=user).results:
        if result.node.node_type != NodeType.ENTITY and any(v.lower() in result.node.content.lower() for v in values):
            return result.node.content
    return None


def _store(client, user, first, second, *, path):
    """State ``first`` then ``second`` (70 days later) through one capture path."""
    if path == "store":
        client.store(first, user_id=user, event_time=JAN)
        client.store(second, user_id=user, event_time=LATER)
    elif path == "ingest":
        client.ingest(first, user_id=user, event_time=JAN)
        client.ingest(second, user_id=user, event_time=LATER)
    else:  # ingest_fast, materialized by process_pending
        client.ingest_fast(first, user_id=user, event_time=JAN)
        client.ingest_fast(second, user_id=user, event_time=LATER)
        assert client.process_pending(user, budget_ms=60_000).pending == 0


UPDATES = [
    ("I live in Lisbon, in a small flat near the river.", "I moved to Porto in March.", "Where do I live?",
     "Lisbon", "Porto"),
    ("My dentist is Dr. Park.", "My dentist is now Dr. Alvarez, Dr. Park retired.", "Who is my dentist?",
     "Park", "Alvarez"),
    ("The renovation budget is 20,000 euros.", "We raised it to 26,000.", "What is the renovation budget?",
     "20,000", "26,000"),
    ("My yoga class is on Tuesdays at 7pm.", "Yoga moved to Thursdays.", "When is my yoga class?",
     "Tuesday", "Thursday"),
    # Told by the event that started it, in a note without its "I".
    ("I'm renting a room in Tilburg near the station.", "Got the keys to a flat in Eindhoven today, all mine!",
     "Which city do I live in?", "Tilburg", "Eindhoven"),
    ("I work at Brightline as a support agent.", "Today was my first day at Kestrel, new laptop and all.",
     "Where do I work?", "Brightline", "Kestrel"),
]


@pytest.mark.slow
@pytest.mark.parametrize("path", ["store", "ingest", "ingest_fast"])
def test_an_update_retires_the_old_value_on_every_path(client, path):
    for i, (first, second, question, old, new) in enumerate(UPDATES):
        user = f"{path}-{i}"
        _store(client, user, first, second, path=path)
        old_note, new_note = _node(client, user, first), _node(client, user, second)
        assert old_note.lifecycle_state == S.SUPERSEDED, (path, first)
        assert old_note.superseded_by == new_note.id
        assert old_note.valid_to == LATER  # the old value held until the update was stated
        assert new_note.lifecycle_state == S.TENTATIVE
        mention = _first_mention(client, user, question, old, new)
        assert mention is not None and new.lower() in mention.lower(), (path, question, mention)
        ops = [op for op in client.get_provenance(old_note.id, user_id=user).operations if op.op_type == "supersede"]
        assert len(ops) == 1 and ops[0].actor_id == AUTOMATIC_UPDATE_ACTOR
        assert old.lower().split()[0] in ops[0].reason.lower() or old in ops[0].reason


@pytest.mark.parametrize("path", ["store", "ingest"])
def test_a_note_stating_another_fact_beside_the_old_value_stays_below_its_update(client, path):
    """"I live in Utrecht and work at Philips." was retired whole by "I moved to Eindhoven":
    where the user works was gone from retrieval."""
    note, update = "I live in Utrecht and work at Philips.", "I moved to Eindhoven last month."
    _store(client, "u", note, update, path=path)
    assert _node(client, "u", note).lifecycle_state == S.TENTATIVE
    assert "Eindhoven" in _first_mention(client, "u", "Where do I live?", "Utrecht", "Eindhoven")
    assert "Philips" in _first_mention(client, "u", "Where do I work?", "Philips")


@pytest.mark.parametrize("path", ["store", "ingest"])
def test_what_used_to_hold_then_what_holds_now_is_an_update(client, path):
    """"I used to live in Delft, now I'm in Leiden" was read as history only: left alone, and
    "I live in Delft" answered "where do I live?"."""
    old, new = "I live in Delft.", "I used to live in Delft, now I'm in Leiden."
    _store(client, "u", old, new, path=path)
    client.wait_for_vectors()  # the check by meaning runs with the memories' vectors
    assert _node(client, "u", old).lifecycle_state in (S.CONTESTED, S.SUPERSEDED)
    assert "Leiden" in _first_mention(client, "u", "Where do I live?", "Delft", "Leiden")


def test_the_supersession_reason_names_slot_and_values(client):
    client.store("I live in Lisbon.", user_id="u", event_time=JAN)
    client.store("I moved to Porto.", user_id="u", event_time=LATER)
    old = _node(client, "u", "I live in Lisbon.")
    (op,) = [o for o in client.get_provenance(old.id, user_id="u").operations if o.op_type == "supersede"]
    assert op.reason == "update of owner's home: 'Lisbon' -> 'Porto'"
    edges = [e for e in client.get_provenance(old.id, user_id="u").edges if e.edge_type == EdgeType.SUPERSEDES]
    assert [(str(e.source_id), str(e.target_id)) for e in edges] == [(str(old.superseded_by), str(old.id))]


def test_a_long_document_is_read_for_updates_by_its_first_page_only(client):
    """Read whole, a pasted document held the writer for seconds at 100,000 characters and for
    minutes at a megabyte (a slot row per sentence), and the next retrieve waited on it."""
    from engine.long_text import CHECKED_CHARS

    sentence = "I enjoy walking by the river. "
    client.store("I live in Lisbon.", user_id="u", event_time=JAN)
    client.store("I moved to Porto. " + sentence * 10_000, user_id="u", event_time=LATER)
    assert _node(client, "u", "I live in Lisbon.").lifecycle_state == S.SUPERSEDED  # its first page is read
    rows = client._call(client.engine._db.read(
        lambda cur: cur.execute("SELECT max(n) FROM (SELECT count(*) AS n FROM memory_slots GROUP BY node_id)").fetchone()[0]
    ))
    assert rows <= CHECKED_CHARS // len(sentence) + 1


@pytest.mark.parametrize("path", ["store", "ingest"])
def test_a_different_value_without_a_cue_is_contested_not_superseded(client, path):
    _store(client, "u", "I work at Acme.", "I work at Globex.", path=path)
    acme, globex = _node(client, "u", "I work at Acme."), _node(client, "u", "I work at Globex.")
    assert acme.lifecycle_state == S.CONTESTED and globex.lifecycle_state == S.CONTESTED
    (pair,) = client.open_contradictions("u").pairs
    assert {pair.first.id, pair.second.id} == {acme.id, globex.id}


# A correction says the earlier value was wrong: it replaces it even where the attribute's
# cardinality is not known (a locker code, a dinner time), and where no slot reads it, when it
# names the value that was wrong (engine/current_truth/corrections.py).
CORRECTIONS = [
    ("Mia's birthday is on 12 March.", "Oops, Mia's birthday is 21 March, not the 12th.", S.SUPERSEDED),
    ("My locker code is 4471.", "Wait, the locker code is 4417, I swapped the digits.", S.SUPERSEDED),
    ("Dinner with the Hendersons is at 7.", "Sorry, dinner with the Hendersons is at 8, not 7.", S.SUPERSEDED),
    ("My gate code is 2580.", "gate code is 2850 not 2580, typo", S.SUPERSEDED),
    ("The deposit is 40 euros.", "Actually it's 45 not 40.", S.SUPERSEDED),
    ("The rent is 1,200 a month.", "Correction: rent is 1,250 a month, I misremembered.", S.SUPERSEDED),
    ("My new neighbour is called Jon.", "I meant John, not Jon. He spells it with an h.", S.SUPERSEDED),
    ("The doctor thinks my knee pain is tendinitis.", "MRI result: it's a meniscus tear, not tendinitis.",
     S.SUPERSEDED),
    ("Our wifi password is bluefish42", "Actually the wifi password is bluefish24, not bluefish42", S.SUPERSEDED),
]


def test_a_correction_replaces_the_value_it_says_was_wrong(client):
    for i, (first, second, old_state) in enumerate(CORRECTIONS):
        _store(client, f"c{i}", first, second, path="store")
        client.wait_for_vectors()  # a correction no slot reads is compared by meaning
        assert _node(client, f"c{i}", first).lifecycle_state == old_state, (first, second)
    # Read as what they are: a setback told beside a number, and a plan, correct nothing.
    for i, (first, second) in enumerate([("my 10k best is 52:30", "did the trail 10k in 58:10, hilly, not a PB"),
                                         ("Lunch with Ana is at 1.", "I meant to call Ana about lunch, fine, not great")]):
        _store(client, f"n{i}", first, second, path="store")
        client.wait_for_vectors()
        assert _node(client, f"n{i}", first).lifecycle_state == S.TENTATIVE, (first, second)
    # A value set against another where nothing says the earlier one was wrong, or said of another
    # thing, retires nothing on its own (at most it is put to a person, as any close change is).
    for i, (first, second) in enumerate([("I live in Porto.", "I went to Lisbon, not Porto."),
                                         ("I live in Porto.", "The meeting is in Lisbon, not Porto.")]):
        _store(client, f"o{i}", first, second, path="store")
        client.wait_for_vectors()
        assert _node(client, f"o{i}", first).lifecycle_state in (S.TENTATIVE, S.CONTESTED), (first, second)


def test_a_correction_keeps_the_other_facts_of_what_it_corrects_and_says_why(client):
    first = "The doctor thinks my knee pain is tendinitis. Physio twice a week at the clinic on Elm Road."
    _store(client, "u", first, "MRI result: it's a meniscus tear, not tendinitis.", path="store")
    client.wait_for_vectors()
    old = _node(client, "u", first)
    assert old.lifecycle_state == S.TENTATIVE  # the physio appointments still hold
    ranked = [r.node.content for r in client.retrieve("What's wrong with my knee?", user_id="u").results]
    assert ranked.index("MRI result: it's a meniscus tear, not tendinitis.") < ranked.index(first)
    _store(client, "v", "My manager is Jon.", "Sorry, I meant John, not Jon.", path="store")
    client.wait_for_vectors()
    old = _node(client, "v", "My manager is Jon.")
    assert old.lifecycle_state == S.SUPERSEDED
    (op,) = [o for o in client.get_provenance(old.id, user_id="v").operations if o.op_type == "supersede"]
    assert op.actor_id == AUTOMATIC_UPDATE_ACTOR and op.reason.startswith("a correction: 'Jon' was wrong")
    assert [r.node.content for r in client.retrieve("Who is my manager?", user_id="v").results] \
        == ["Sorry, I meant John, not Jon."]


COMPATIBLE = [
    ("I like jazz.", "I also love techno."),  # a second taste: multi-valued
    ("My brother lives in Berlin.", "My sister lives in Madrid."),  # two relatives, two cities
    ("I visited Japan in 2019.", "I visited Japan again in 2023."),  # trips in different years
    ("I live in Utrecht.", "Before that I lived in Delft."),  # history, not the current value
    ("I play chess on Sundays.", "I play tennis on Wednesdays."),  # two hobbies
    ("My rent is 1,200 euros a month.", "My rent is due on the first of the month."),  # two facets
]


def test_a_value_said_to_have_ended_retires_the_statements_that_name_it(client):
    # No slot holds the Brompton: the statement that says it is gone replaces the one that
    # names it, and says why.
    _store(client, "u", "commute on a Brompton, folds under my desk", "The Brompton was stolen outside the station.",
           path="store")
    client.wait_for_vectors()
    old = _node(client, "u", "commute on a Brompton, folds under my desk")
    assert old.lifecycle_state == S.SUPERSEDED
    (op,) = [o for o in client.get_provenance(old.id, user_id="u").operations if o.op_type == "supersede"]
    assert op.reason.startswith("what names 'Brompton' no longer holds")
    # An event told stays true of its time, and a list keeps the things still in it.
    _store(client, "v", "Had a checkup with Dr Park last week, all fine.", "Dr Park retired.", path="store")
    _store(client, "w", "I own 3 guitars: a Strat, a Tele and an old acoustic.",
           "Sold the Tele to pay for the trip, so down to two guitars.", path="store")
    client.wait_for_vectors()
    assert _node(client, "v", "Had a checkup with Dr Park last week, all fine.").lifecycle_state == S.TENTATIVE
    assert _node(client, "w", "I own 3 guitars: a Strat, a Tele and an old acoustic.").lifecycle_state \
        is not S.SUPERSEDED


def test_a_thing_the_speaker_ended_or_that_closed_is_no_longer_current(client):
    # Said by what the speaker did to it or what became of it, next to what replaced it.
    for user, first, second in (
        ("u", "I play Stardew Valley most evenings.", "Uninstalled Stardew Valley. Hades is my new time sink."),
        ("v", "Go-to pizza place is Forno Rosso, the truffle one.", "Forno Rosso closed. New go-to is Pizzeria Lina."),
    ):
        _store(client, user, first, second, path="store")
        client.wait_for_vectors()
        assert _node(client, user, first).lifecycle_state in (S.SUPERSEDED, S.CONTESTED), first
        assert _node(client, user, second).lifecycle_state in (S.TENTATIVE, S.CONTESTED)
    # A name said of something else that was cancelled ends nothing.
    _store(client, "w", "I live in Lisbon.", "We cancelled the Lisbon trip, the flights were too dear.", path="store")
    client.wait_for_vectors()
    assert _node(client, "w", "I live in Lisbon.").lifecycle_state == S.TENTATIVE


def test_a_new_stage_of_a_relationship_replaces_the_note_whole_when_it_names_the_partner_again(client):
    # "Emeka" is read from both notes; the update states it again, so nothing else of the old note lives.
    _store(client, "x", "Emeka is my fiancé.", "Emeka is my husband as of yesterday.", path="store")
    client.wait_for_vectors()
    old = _node(client, "x", "Emeka is my fiancé.")
    assert old.lifecycle_state == S.SUPERSEDED
    assert [r.node.content for r in client.retrieve("What is Emeka to me?", user_id="x").results][0] \
        == "Emeka is my husband as of yesterday."
    # Named again, not as a slot of the update: the partner's name lives on in it.
    _store(client, "y", "My partner is called Sam and we live apart.", "Sam and I are living together now.",
           path="store")
    client.wait_for_vectors()
    assert _node(client, "y", "My partner is called Sam and we live apart.").lifecycle_state == S.SUPERSEDED


@pytest.mark.parametrize("path", ["store", "ingest"])
def test_compatible_statements_are_left_alone(client, path):
    for i, (first, second) in enumerate(COMPATIBLE):
        user = f"{path}-{i}"
        _store(client, user, first, second, path=path)
        states = {n.content: n.lifecycle_state for n in client.iter_nodes(user, lifecycle_states=ALL_STATES)}
        assert all(s == S.TENTATIVE for s in states.values()), (first, second, states)
        assert client.open_contradictions(user).pairs == []


def test_other_speakers_are_other_subjects(client):
    # A pasted conversation: Ann's "I" is Ann, not the owner; the owner's own turn is the owner.
    client.ingest_batch([
        {"content": "I live in Oslo.", "role": "participant", "speaker": "Ann", "event_time": JAN},
        {"content": "I moved to Bergen last month.", "role": "participant", "speaker": "Ben", "event_time": LATER},
        {"content": "I live in Lisbon.", "role": "user", "speaker": "Me", "event_time": LATER},
    ], user_id="chat")
    for text in ("I live in Oslo.", "I moved to Bergen last month.", "I live in Lisbon."):
        assert _node(client, "chat", text).lifecycle_state == S.TENTATIVE
    assert client.open_contradictions("chat").pairs == []


def test_the_owner_is_one_subject_whichever_name_stored_it(client):
    # "I" on the store path, the owner id as speaker in a pasted conversation, "Me" through ingest.
    client.store("I live in Lisbon.", user_id="dana", event_time=JAN)
    client.ingest("I moved to Porto.", user_id="dana", role="participant", speaker="dana",
                  event_time=JAN + timedelta(days=30))
    client.ingest("I moved to Braga.", user_id="dana", role="user", speaker="Me", event_time=LATER)
    lisbon, porto = _node(client, "dana", "I live in Lisbon."), _node(client, "dana", "I moved to Porto.")
    braga = _node(client, "dana", "I moved to Braga.")
    assert lisbon.superseded_by == porto.id and porto.superseded_by == braga.id
    assert braga.lifecycle_state == S.TENTATIVE
    # Claims of the owner's messages name one subject, whatever speaker the message had.
    claims = [n for n in client.iter_nodes("dana", lifecycle_states=ALL_STATES) if (n.metadata or {}).get("claim")]
    assert {n.metadata["claim"]["subject"] for n in claims} == {"User"}


def test_third_person_subjects_update_their_own_facts(client):
    client.store("Sarah works at Google.", user_id="u", event_time=JAN)
    client.store("I work at Google too.", user_id="u", event_time=JAN)
    client.store("Sarah now works at Meta.", user_id="u", event_time=LATER)
    assert _node(client, "u", "Sarah works at Google.").lifecycle_state == S.SUPERSEDED
    assert _node(client, "u", "I work at Google too.").lifecycle_state == S.TENTATIVE


def test_the_source_note_and_its_claims_are_retired_together(client):
    client.ingest("I live in Lisbon, in a small flat near the river.", user_id="u", event_time=JAN)
    client.ingest("I moved to Porto in March.", user_id="u", event_time=LATER)
    note = _node(client, "u", "I live in Lisbon, in a small flat near the river.")
    claim = _node(client, "u", "User lives in Lisbon")
    new_claim = _node(client, "u", "User moved to Porto")
    assert note.lifecycle_state == S.SUPERSEDED and claim.lifecycle_state == S.SUPERSEDED
    assert claim.superseded_by == new_claim.id  # the claim of the new value replaces the old claim
    result = client.retrieve("where do I live?", user_id="u")
    statements = [r.node for r in result.results if r.node.node_type != NodeType.ENTITY]
    assert all("Lisbon" not in n.content for n in statements)  # DEFAULT mode: the retired are gone
    assert "Porto" in statements[0].content


def test_a_note_with_other_live_facts_stays_but_is_marked_partial(client):
    first = "I live in Lisbon. I have worked as a nurse at Santa Maria Hospital for six years."
    client.ingest(first, user_id="u", event_time=JAN)
    client.ingest("I moved to Porto in March.", user_id="u", event_time=LATER)
    note = _node(client, "u", first)
    update = _node(client, "u", "I moved to Porto in March.")
    assert note.lifecycle_state == S.TENTATIVE  # the nursing job is still true
    partial = [e for e in client.get_provenance(note.id, user_id="u").edges
               if e.edge_type == EdgeType.SUPERSEDES and e.target_id == note.id]
    assert [(e.source_id, (e.metadata or {}).get("partial")) for e in partial] == [(update.id, True)]
    # The claim that changed is retired all the same; the other claim stays.
    assert _node(client, "u", "User lives in Lisbon").lifecycle_state == S.SUPERSEDED
    # The note's replaced part is not met again: saying where I live now contests nothing.
    client.ingest("I live in Porto, near the market.", user_id="u", event_time=LATER + timedelta(days=5))
    assert client.open_contradictions("u").pairs == []
    assert _node(client, "u", first).lifecycle_state == S.TENTATIVE


def test_resolving_a_contradiction_retires_the_losers_claims_too(client):
    client.ingest("I work at Acme.", user_id="u", event_time=JAN)
    client.ingest("I work at Globex.", user_id="u", event_time=LATER)
    acme, globex = _node(client, "u", "I work at Acme."), _node(client, "u", "I work at Globex.")
    client.resolve_contradiction(globex.id, acme.id, user_id="u", actor_id="dana")
    assert _node(client, "u", "User works at Globex").lifecycle_state == S.STABLE

    claim = _node(client, "u", "User works at Acme")
    assert claim.lifecycle_state == S.SUPERSEDED
    assert claim.superseded_by == _node(client, "u", "User works at Globex").id
    # Acme held until Globex was said, not until the decision; so says the history in the context.
    assert _node(client, "u", "I work at Acme.").valid_to == LATER == claim.valid_to
    history = client.retrieve("Where do I work?", user_id="u", retrieval_mode="explicit").bundle.render()
    assert f'(deprecated, valid until {LATER:%Y-%m-%d}) "I work at Acme."' in history


def test_the_claims_of_a_contested_note_share_its_contest_and_its_outcome(client):
    # The claims read from each note are contested with it, so no agent gets "User works at
    # Acme" unmarked while a person decides; the person still makes one decision, not three.
    client.ingest("I work at Acme.", user_id="u", event_time=JAN)
    client.ingest("I work at Globex.", user_id="u", event_time=LATER)
    acme, globex = _node(client, "u", "I work at Acme."), _node(client, "u", "I work at Globex.")
    claims = ("User works at Acme", "User works at Globex")

    def states():
        return [_node(client, "u", c).lifecycle_state for c in claims]

    assert states() == [S.CONTESTED, S.CONTESTED]
    assert len(client.open_contradictions("u").pairs) == 1
    assert "(contested)" in next(line for line in client.retrieve("Where do I work?", user_id="u").bundle.render()
                                 .splitlines() if "User works at Acme" in line)

    client.dismiss_contradiction(acme.id, globex.id, user_id="u")  # keep both: the claims are kept too
    assert states() == [S.STABLE, S.STABLE]
    client.contradict(acme.id, globex.id, user_id="u")  # its undo puts them back in the contest
    assert states() == [S.CONTESTED, S.CONTESTED]

    client.archive(acme.id, user_id="u")  # archiving a side ends the contest; its claims go with it
    assert states() == [S.ARCHIVED, S.STABLE]
    assert _node(client, "u", "I work at Globex.").lifecycle_state == S.STABLE


def test_the_claim_of_a_contested_old_note_never_leads_the_later_statement(client):
    # "User's physio is Gemma" matches the question better than the later note does; it follows
    # its note into the contest, and so also in the order.
    client.ingest("My physio is Gemma at the sports clinic.", user_id="u", event_time=JAN)
    client.ingest("Gemma went on maternity leave; Farid is looking after my knee.", user_id="u", event_time=LATER)
    assert _node(client, "u", "User's physio is Gemma at the sports clinic").lifecycle_state == S.CONTESTED
    assert "Farid" in _first_mention(client, "u", "Who is my physio?", "Farid", "Gemma")
    lines = client.retrieve("Who is my physio?", user_id="u").bundle.render().splitlines()
    assert "Farid" in next(x for x in lines if "Farid" in x or "Gemma" in x)


def test_a_negated_statement_retires_the_value_it_names(client):
    client.store("I work at Stripe.", user_id="u", event_time=JAN)
    client.store("I left Stripe in May and I'm taking a break.", user_id="u", event_time=LATER)
    assert _node(client, "u", "I work at Stripe.").lifecycle_state == S.SUPERSEDED


def test_an_earlier_statement_captured_after_its_update_is_the_one_retired(client):
    """Event time orders statements, not the order they arrive in (an import, an inbox batch)."""
    client.store("Our landlord is now Ms. Okoye, Mr. Haas sold the building.", user_id="u", event_time=LATER)
    client.store("Our landlord is Mr. Haas.", user_id="u", event_time=JAN)
    old = _node(client, "u", "Our landlord is Mr. Haas.")
    new = _node(client, "u", "Our landlord is now Ms. Okoye, Mr. Haas sold the building.")
    assert old.lifecycle_state == S.SUPERSEDED and old.superseded_by == new.id
    assert old.valid_to == LATER
    assert new.lifecycle_state in (S.TENTATIVE, S.STABLE)
    first = client.retrieve("Who is our landlord?", user_id="u", token_budget=300).results[0]
    assert "Okoye" in first.node.content


def test_the_switch_is_on_by_default_and_can_be_turned_off(pack_path, tmp_path):
    config = config_from_pack(tmp_path / "off.prme", enable_store_supersedence=False)
    with MemoryClient(config=config, encryption_key=PASSPHRASE) as off:
        off.store("I live in Lisbon.", user_id="u", event_time=JAN)
        off.store("I moved to Porto.", user_id="u", event_time=LATER)
        assert _node(off, "u", "I live in Lisbon.").lifecycle_state == S.TENTATIVE
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as on:
        assert on.config.enable_store_supersedence is True
