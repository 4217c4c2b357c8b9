"""The offline rules extractor and grounding, without an engine."""

from __future__ import annotations

import pytest

from engine.extraction.grounding import ground
from engine.extraction.rules import RulesExtractor, split_sentences
from engine.extraction.schema import (
    ExtractedClaim,
    ExtractedEntity,
    ExtractionOutput,
    InvalidOutput,
    normalize,
    parse_output,
)

# A realistic chat between two people, both participants, 24 turns.
CONVERSATION = [
    ("Priya", "Hi Daniel! I finally unpacked the last boxes."),
    ("Daniel", "Congrats! How do you like Boston so far?"),
    ("Priya", "I live in Boston, in a small apartment near Fenway Park."),
    ("Daniel", "Nice. I work at Google, so I'm in Cambridge most days."),
    ("Priya", "I started a new job at Moderna last week."),
    ("Daniel", "My sister Anna works at Moderna too!"),
    ("Priya", "Small world. My favorite coffee shop is Tatte on Beacon Street."),
    ("Daniel", "I prefer tea, honestly. I don't like coffee at all."),
    ("Priya", "I ran 5 kilometers along the Charles River this morning."),
    ("Daniel", "Impressive. We decided to adopt a dog in the spring."),
    ("Priya", "I have a cat named Miso, so a dog is out for me."),
    ("Daniel", "Ha. Do you still use Notion for your notes?"),
    ("Priya", "I switched from Notion to Obsidian in March."),
    ("Daniel", "I use Obsidian too. I love the graph view."),
    ("Priya", "I'm planning to visit Lisbon in June with my brother."),
    ("Daniel", "Lisbon is wonderful. My brother lives in Porto."),
    ("Priya", "I need to renew my passport before the trip."),
    ("Daniel", "Definitely. My favorite city is Vienna."),
    ("Priya", "I really like hiking in the White Mountains."),
    ("Daniel", "Anna loves skiing, she goes to Vermont every winter."),
    ("Priya", "I bought a Subaru Outback last year for those trips."),
    ("Daniel", "Smart. I have two kids, so we drive a minivan."),
    ("Priya", "I will send you the photos from the hike tonight."),
    ("Daniel", "Thanks! Talk soon."),
]


@pytest.fixture(scope="module")
def extracted():
    rules = RulesExtractor()
    entities: dict[str, str] = {}
    claims: list[ExtractedClaim] = []
    per_turn = []
    for speaker, text in CONVERSATION:
        out = rules.extract(text, speaker=speaker)
        grounded, report = ground(out, text, me=speaker)
        assert report.dropped_total == 0, (text, report.dropped)  # the rules only say what is there
        per_turn.append(grounded)
        for e in grounded.entities:
            entities.setdefault(e.normalized, e.type)
        claims.extend(grounded.claims)
    return entities, claims, per_turn


def _facts(claims):
    return {(c.subject, c.predicate, c.object_normalized) for c in claims}


def test_conversation_has_at_least_twenty_turns():
    assert len(CONVERSATION) >= 20


def test_named_entities_are_found_and_typed(extracted):
    entities, _, _ = extracted
    expected = {
        "boston": "place", "cambridge": "place", "fenway park": "place", "charles river": "place",
        "lisbon": "place", "porto": "place", "vienna": "place", "vermont": "place", "white mountains": "place",
        "google": "organization", "moderna": "organization",
        "anna": "person", "daniel": "person",
        "notion": "product", "obsidian": "product", "subaru outback": "product",
    }
    for name, kind in expected.items():
        assert entities.get(name) == kind, f"{name}: expected {kind}, got {entities.get(name)}"
    # Sentence openers, greetings and pronouns are not entities.
    for word in ("hi", "congrats", "nice", "small world", "i", "thanks", "definitely", "smart", "ha"):
        assert word not in entities


def test_claims_bind_i_to_the_speaker_and_read_third_person(extracted):
    _, claims, _ = extracted
    facts = _facts(claims)
    expected = {
        ("Priya", "lives_in", "boston"),
        ("Daniel", "works_at", "google"),
        ("Priya", "works_at", "moderna"),
        ("Anna", "works_at", "moderna"),
        ("Daniel", "prefers", "tea"),
        ("Daniel", "dislikes", "coffee"),
        ("Priya", "ran", "5 kilometers"),
        ("Priya", "has_cat", "miso"),
        ("Priya", "uses", "obsidian"),
        ("Daniel", "uses", "obsidian"),
        ("Daniel's brother", "lives_in", "porto"),
        ("Daniel", "favorite_city", "vienna"),
        ("Priya", "favorite_coffee_shop", "tatte on beacon street"),
        ("Anna", "likes", "skiing"),
        ("Daniel", "has_kids", "two kids"),
        ("Priya", "plans", "visit lisbon"),
        ("Priya", "plans", "renew my passport"),
        ("Daniel", "decided", "adopt a dog"),
    }
    missing = expected - facts
    assert not missing, f"missing claims: {sorted(missing)}"


def test_claim_node_types_and_change_markers(extracted):
    _, claims, _ = extracted
    by_key = {(c.subject, c.predicate, c.object_normalized): c for c in claims}
    assert by_key[("Daniel", "prefers", "tea")].node_type == "preference"
    assert by_key[("Daniel", "dislikes", "coffee")].node_type == "preference"
    assert by_key[("Daniel", "decided", "adopt a dog")].node_type == "decision"
    assert by_key[("Priya", "plans", "renew my passport")].node_type == "task"
    assert by_key[("Priya", "lives_in", "boston")].node_type == "fact"
    # "started a new job at" states a change; "switched from A to B" names what it replaces.
    assert by_key[("Priya", "works_at", "moderna")].change is True
    switched = by_key[("Priya", "uses", "obsidian")]
    assert switched.change is True and switched.replaces == "Notion"
    assert by_key[("Priya", "lives_in", "boston")].change is False
    assert by_key[("Priya", "lives_in", "boston")].first_person is True
    assert by_key[("Anna", "works_at", "moderna")].first_person is False


def test_quantities_are_exact(extracted):
    _, claims, _ = extracted
    ran = next(c for c in claims if c.predicate == "ran")
    assert ran.quantity == {"value": "5", "unit": "kilometers", "source_text": "5 kilometers",
                            "grounding": "object_decimal_v1"}
    kids = next(c for c in claims if c.predicate == "has_kids")
    assert kids.quantity["value"] == "2" and kids.quantity["unit"] == "kids"


def test_questions_and_small_talk_state_nothing(extracted):
    _, _, per_turn = extracted
    for (speaker, text), out in zip(CONVERSATION, per_turn):
        if text.endswith("?") or text in ("Thanks! Talk soon.",):
            assert out.claims == [], text
    # "Do you still use Notion" is Daniel asking, not Daniel using Notion.
    assert not any(c.object_normalized == "notion" for c in per_turn[11].claims)


def test_owner_without_speaker_is_the_user_and_approximations_are_not_typed():
    out = RulesExtractor().extract("I ran about 5 miles and I walked 3 to 4 kilometers.")
    assert all(c.subject == "User" for c in out.claims)
    assert all(c.quantity is None for c in out.claims)


def test_negations_and_change_words():
    rules = RulesExtractor()
    moved = rules.extract("I moved to Denver last month.").claims
    assert [(c.predicate, c.object, c.change) for c in moved] == [("moved_to", "Denver", True)]
    now = rules.extract("I live in Denver now.").claims
    assert [(c.predicate, c.object, c.change) for c in now] == [("lives_in", "Denver", True)]
    bare = rules.extract("I live in Denver.").claims
    assert [(c.predicate, c.object, c.change) for c in bare] == [("lives_in", "Denver", False)]
    gone = rules.extract("I no longer work at Stripe.").claims
    assert [(c.predicate, c.object, c.negated, c.change) for c in gone] == [("works_at", "Stripe", True, True)]
    dislike = rules.extract("I don't like cilantro.").claims
    assert [(c.predicate, c.object) for c in dislike] == [("dislikes", "cilantro")]


def test_pronouns_resolve_to_the_last_named_person_in_the_message():
    out = RulesExtractor().extract("I met Carla at the conference. She works at Stripe and lives in Dublin.")
    facts = {(c.subject, c.predicate, c.object) for c in out.claims}
    assert ("Carla", "works_at", "Stripe") in facts
    assert ("Carla", "lives_in", "Dublin") in facts


def test_deterministic():
    text = " ".join(t for _, t in CONVERSATION)
    a = RulesExtractor().extract(text, speaker="Priya").to_dict()
    b = RulesExtractor().extract(text, speaker="Priya").to_dict()
    assert a == b


def test_sentences_respect_abbreviations():
    text = "Dr. Smith moved to St. Louis. She likes it! Does he?"
    spans = [text[s:e] for s, e in split_sentences(text)]
    assert spans == ["Dr. Smith moved to St. Louis.", "She likes it!", "Does he?"]


def test_normalize_names():
    assert normalize("  The  Beatles ") == "beatles"
    assert normalize("Sarah’s") == "sarah"
    assert normalize("ACME Corp.") == "acme corp"


# --- grounding ------------------------------------------------------------------------

def test_grounding_drops_what_the_source_does_not_say():
    source = "I live in Boston and my sister Anna works at Google."
    output = ExtractionOutput(
        entities=[ExtractedEntity("Boston", "place"), ExtractedEntity("Paris", "place"), ExtractedEntity("Anna", "person")],
        claims=[
            ExtractedClaim("Priya", "lives_in", "Boston", first_person=True),
            ExtractedClaim("Priya", "lives_in", "Paris", first_person=True),
            ExtractedClaim("Anna", "works_at", "Google"),
            ExtractedClaim("Bob", "works_at", "Google"),
            ExtractedClaim("Priya", "ran", "5 km", quantity={"value": "5", "unit": "km", "source_text": "5 km"}),
        ],
    )
    kept, report = ground(output, source, me="Priya")
    assert [e.name for e in kept.entities] == ["Boston", "Anna"]
    assert {(c.subject, c.object) for c in kept.claims} == {("Priya", "Boston"), ("Anna", "Google")}
    assert report.dropped == {"entity_not_in_source": 1, "object_not_in_source": 2, "subject_not_in_source": 1}
    assert report.dropped_total == 4


def test_grounding_removes_an_unsupported_quantity_but_keeps_the_claim():
    source = "I ran 5 kilometers today."
    claim = ExtractedClaim("User", "ran", "5 kilometers", first_person=True,
                           quantity={"value": "6", "unit": "kilometers", "source_text": "5 kilometers"})
    kept, report = ground(ExtractionOutput(claims=[claim]), source, me="User")
    assert len(kept.claims) == 1 and kept.claims[0].quantity is None
    assert report.dropped == {"quantity_not_in_source": 1}


def test_parse_output_binds_i_and_rejects_bad_shapes():
    out = parse_output(
        {"entities": [{"name": "Boston", "type": "place"}],
         "claims": [{"subject": "I", "predicate": "Lives In", "object": "Boston", "node_type": "fact",
                     "change": False, "negated": False}]},
        speaker="Priya", owner_label="User",
    )
    assert out.claims[0].subject == "Priya" and out.claims[0].predicate == "lives_in"
    assert out.claims[0].first_person is True
    for bad in ([], {"claims": "x"}, {"claims": [{"subject": "I"}]},
                {"claims": [{"subject": "I", "predicate": "p", "object": "o", "node_type": "opinion"}]}):
        with pytest.raises(InvalidOutput):
            parse_output(bad, speaker=None, owner_label="User")
