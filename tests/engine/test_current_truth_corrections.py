"""Which statements say that a value was wrong (engine/current_truth/corrections.py), without a pack."""

from __future__ import annotations

import pytest

from engine.current_truth.corrections import corrected, denials

DENIED = [
    ("I meant John, not Jon.", "Jon"),
    ("Sorry, I meant Dr. Parks, not Dr. Park.", "Dr Park"),
    ("MRI result: it's a meniscus tear, not tendinitis.", "tendinitis"),
    ("Actually the wifi password is bluefish24, not bluefish42", "bluefish42"),
    ("It isn't Tuesday, it's Wednesday.", "Tuesday"),
    ("Correction: not Lidl but Aldi for the big shop.", "Lidl"),
    ("oops, the code is 4417 - not 4471!", "4471"),
]


@pytest.mark.parametrize(("text", "value"), DENIED)
def test_a_correction_names_the_value_it_says_was_wrong(text, value):
    assert [d.value for d in denials(text)] == [value]


NOT_DENIED = [
    "I went to Lisbon, not Porto.",  # where the speaker went: nothing said was wrong
    "did the trail 10k in 58:10, hilly, not a PB",
    "I meant to call Ana about lunch, fine, not great",  # a plan, and a degree
    "Painted the bedroom ochre - not teal, sadly.",
    "Is it Jon, not John?",  # a question states nothing
]


@pytest.mark.parametrize("text", NOT_DENIED)
def test_a_value_set_against_another_without_a_correction_denies_nothing(text):
    assert denials(text) == []


def test_a_correction_of_a_named_thing_corrects_only_statements_about_it():
    (meeting,) = denials("The meeting is in Lisbon, not Porto.")
    assert not corrected(meeting, "I live in Porto.")
    assert corrected(meeting, "The team meeting is in Porto on Friday.")
    (wifi,) = denials("the wifi password is bluefish24, not bluefish42")
    assert corrected(wifi, "Our wifi password is bluefish42")
    assert not corrected(wifi, "The router's admin password is bluefish42")
    # A value is named as a whole word: "Jon" is not in "Jonas".
    (jon,) = denials("I meant John, not Jon.")
    assert not corrected(jon, "My manager is Jonas.")
    assert corrected(jon, "My new neighbour is called Jon.")


def test_a_property_denied_is_no_value():
    # A preposition opens no value: this denies what the hoodie is for, not something said before.
    assert denials("Thanks! This hoodie isn't for sale, it's from my own collection.") == []
