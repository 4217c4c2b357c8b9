"""Typed value bindings (seed 000): admission, visibility after packing, exact resolution."""

from __future__ import annotations

import pytest

from engine import MemoryClient
from engine.retrieval.value_bindings import (
    MemoryValueBinding,
    VisibleValueBinding,
    admit_bindings,
    resolve_tool_arguments,
)
from engine.types import VALUE_BINDINGS_KEY
from tests.conftest import PASSPHRASE

CITY = MemoryValueBinding(reference="current-city-1", kind="city", presentation="Salt Lake City(Utah)",
                          lookup="Salt Lake City")


def test_seed_example_runs_as_written(pack_path):
    # Seed 000, with this project's import names.
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        memory.store(
            '{"plan":"Current City: Salt Lake City(Utah)"}',
            retrieval_content="Confirmed plan\nCurrent City: Salt Lake City(Utah)",
            value_bindings=[
                MemoryValueBinding(
                    reference="current-city-1",
                    kind="city",
                    presentation="Salt Lake City(Utah)",
                    lookup="Salt Lake City",
                )
            ],
            user_id="alice",
        )

        response = memory.retrieve("Which city?", user_id="alice")
        rendered = response.bundle.render_value_bindings()
        print(rendered)
        assert "Salt Lake City(Utah)" in rendered and "current-city-1" in rendered

        resolution = response.bundle.resolve_tool_arguments({"city": "Salt Lake City(Utah)"})
        assert resolution.arguments == {"city": "Salt Lake City"}
        assert resolution.binding_uses[0].operation == "replaced"
        use = resolution.binding_uses[0]
        assert use.path == "/city" and use.references == ("current-city-1",)
        assert use.node_ids == (response.results[0].node_id,)


def test_bindings_survive_restart_in_event_and_node_metadata(pack_path):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        receipt = memory.store_with_receipt("Ship to Salt Lake City(Utah) on Monday", user_id="u",
                                            value_bindings=[CITY])
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        event = memory.get_event(receipt.event_id, user_id="u")
        node = memory.get_node(receipt.node_id, user_id="u")
        assert event.metadata[VALUE_BINDINGS_KEY] == [CITY.model_dump()]
        assert node.metadata[VALUE_BINDINGS_KEY] == [CITY.model_dump()]
        visible = memory.retrieve("where do we ship?", user_id="u").bundle.value_bindings()
        assert [(b.presentation, b.lookup) for b in visible] == [("Salt Lake City(Utah)", "Salt Lake City")]


def test_admission_requires_the_presentation_in_source_and_retrieval_text(pack_path):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        with pytest.raises(ValueError, match="value_bindings.*retrieval_content"):
            memory.store("Current City: Salt Lake City(Utah)", retrieval_content="Current city: SLC",
                         value_bindings=[CITY], user_id="u")
        with pytest.raises(ValueError, match="value_bindings.*content"):
            memory.store("Current City: salt lake city(utah)", value_bindings=[CITY], user_id="u")
        with pytest.raises(ValueError, match="value_bindings"):
            memory.store("Salt Lake City(Utah)", value_bindings=[{"reference": "r", "kind": "city"}], user_id="u")
        with pytest.raises(ValueError, match="reserved"):
            memory.store("Salt Lake City(Utah)", metadata={VALUE_BINDINGS_KEY: []}, user_id="u")
        # Nothing was stored by the refused calls.
        assert memory.get_events("u") == []


def test_admit_bindings_checks_bytes_and_duplicate_references():
    text = "Café Zürich — table 4"
    assert admit_bindings([{"reference": "r", "kind": "place", "presentation": "Café Zürich", "lookup": "cafe-zurich"}],
                          text, None)[0]["presentation"] == "Café Zürich"
    with pytest.raises(ValueError, match="value_bindings"):
        admit_bindings([{"reference": "r", "kind": "place", "presentation": "Cafe Zurich", "lookup": "x"}], text, None)
    other = MemoryValueBinding(reference="r", kind="place", presentation="table 4", lookup="t4")
    first = MemoryValueBinding(reference="r", kind="place", presentation="Café Zürich", lookup="z")
    with pytest.raises(ValueError, match="reference 'r' is used twice"):
        admit_bindings([first, other], text, None)
    with pytest.raises(ValueError, match="value_bindings"):
        admit_bindings("not a list", text, None)


def test_only_bindings_whose_text_was_packed_are_visible(pack_path):
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        memory.store("Current City: Salt Lake City(Utah). " + "We also planned many other long things. " * 20,
                     value_bindings=[CITY], user_id="u")
        roomy = memory.retrieve("current city", user_id="u", token_budget=1000)
        assert len(roomy.bundle.value_bindings()) == 1
        tight = memory.retrieve("current city", user_id="u", token_budget=40)
        assert all(e.representation.value != "full" for e in tight.bundle.entries)
        assert tight.bundle.value_bindings() == []
        unchanged = tight.bundle.resolve_tool_arguments({"city": "Salt Lake City(Utah)"})
        assert unchanged.arguments == {"city": "Salt Lake City(Utah)"} and unchanged.binding_uses == []


def _visible(*items) -> list[VisibleValueBinding]:
    return [VisibleValueBinding(reference=r, kind=k, presentation=p, lookup=l, node_ids=(n,)) for r, k, p, l, n in items]


def test_resolution_replaces_only_complete_equal_strings_and_copies():
    visible = _visible(("c1", "city", "Salt Lake City(Utah)", "Salt Lake City", "n1"))
    args = {"city": "Salt Lake City(Utah)", "note": "near Salt Lake City(Utah)", "stops": ["Salt Lake City(Utah)", 3],
            "lower": "salt lake city(utah)", "nested": {"a/b": "Salt Lake City(Utah)"}}
    result = resolve_tool_arguments(args, visible)
    assert result.arguments["city"] == "Salt Lake City"
    assert result.arguments["note"] == "near Salt Lake City(Utah)"
    assert result.arguments["lower"] == "salt lake city(utah)"
    assert result.arguments["stops"] == ["Salt Lake City", 3]
    assert result.arguments["nested"] == {"a/b": "Salt Lake City"}
    assert args["city"] == "Salt Lake City(Utah)"  # the caller's object is untouched
    assert [u.path for u in result.replacements] == ["/city", "/stops/0", "/nested/a~1b"]


def test_already_lookup_is_reported_and_ambiguous_reverse_forms_are_omitted():
    visible = _visible(("c1", "city", "Salt Lake City(Utah)", "Salt Lake City", "n1"),
                       ("s1", "station", "Springfield (IL)", "Springfield", "n2"),
                       ("s2", "station", "Springfield (MA)", "Springfield", "n3"))
    result = resolve_tool_arguments({"city": "Salt Lake City", "station": "Springfield"}, visible)
    assert result.arguments == {"city": "Salt Lake City", "station": "Springfield"}
    assert [(u.path, u.operation) for u in result.binding_uses] == [("/city", "already_lookup")]


def test_conflicting_presentations_fail_instead_of_choosing():
    visible = _visible(("a", "city", "Paris", "Paris, FR", "n1"), ("b", "city", "Paris", "Paris, TX", "n2"))
    with pytest.raises(ValueError, match="several lookup forms"):
        resolve_tool_arguments({"city": "Paris"}, visible)
    assert resolve_tool_arguments({"city": "Lyon"}, visible).binding_uses == []


def test_non_finite_or_non_json_arguments_are_refused():
    with pytest.raises(ValueError, match="finite"):
        resolve_tool_arguments({"x": float("nan")}, [])
    with pytest.raises(ValueError, match="JSON"):
        resolve_tool_arguments({"x": object()}, [])
    with pytest.raises(ValueError, match="JSON object"):
        resolve_tool_arguments(["x"], [])
