"""The knowledge-update bench (bench/knowledge_update.py) cannot silently rot.

Two cases go through its harness on real encrypted packs with the bundled model, and
the report must carry every number the issue asks for; the judging rules are pinned
on plain strings.
"""

from __future__ import annotations

import json
import sys

import pytest

from tests.conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))

import knowledge_update as bench  # noqa: E402
from knowledge_cases import CONTROLS, UPDATES  # noqa: E402

SUMMARY_FIELDS = {"updates", "controls", "ranked", "context", "top1", "detected", "retired", "false_positives", "ranked_incl_entities",
                  "context_incl_entities", "controls_all_values_in_context", "by_domain", "seconds"}


def test_case_data_is_consistent_and_large_enough():
    bench.check_cases(UPDATES, CONTROLS)
    assert len(UPDATES) >= 90 and len(CONTROLS) >= 35
    assert {"residence", "work", "relationships", "health", "preferences", "possessions", "money", "schedules",
            "people", "projects"} <= {u.domain for u in UPDATES}


def test_values_match_as_whole_words_in_any_spelling():
    assert bench.mentions("Landlord put the rent up to 1,040.", "1,040")
    assert not bench.mentions("It came to 11,040 in the end.", "1,040")
    assert not bench.mentions("Pottery moved to Wednesdays.", "Wednesday")
    assert bench.mentions("Pottery moved to Wednesdays.", "Wednesday|Wednesdays")
    assert bench.first_mention(["I like Ghent", "Moved to Antwerp, left Ghent"], ("Ghent",), "Antwerp")[0] == "old"
    assert bench.first_mention(["Moved to Antwerp, left Ghent", "I like Ghent"], ("Ghent",), "Antwerp")[0] == "current"
    rendered = '## Entities\n- [2025-01-01 12:00] "Ghent"\n\n## Memories\n- [2026-02-14 12:00] "Moved to Antwerp"'
    assert bench.context_lines(rendered) == ['- [2026-02-14 12:00] "Moved to Antwerp"']
    assert len(bench.context_lines(rendered, skip_entities=False)) == 2
    peer_rendered = 'Lines starting with "- " are records.\n[entity_snapshots]\n- "Ghent"\n[stable_facts]\n- "Antwerp"'
    assert bench.context_lines(peer_rendered)[1:] == ['- "Antwerp"']


def test_background_notes_come_from_other_topics_and_leave_the_case_its_last_word():
    items = [*UPDATES, *CONTROLS]
    for case in [*UPDATES[::17], *CONTROLS[::9]]:
        notes = bench.background(case, items, 9)
        domains = {c.domain for c in items if c.domain != case.domain}
        assert len(notes) == min(9, len(domains)), case.id
        own = {text for _, text in case.statements}
        sources = [next(c for c in items if any(text == t for _, t in c.statements)) for _, text in notes]
        # One note from each of nine other domains, none of them this case's, none naming its values.
        assert len({c.domain for c in sources}) == len(notes) and case.domain not in {c.domain for c in sources}
        assert not own & {text for _, text in notes}
        assert not any(bench.mentions(text, v) for _, text in notes for v in bench.case_values(case))
        # Dated from before the case's first statement to before its last, so its last word stays the latest.
        days = sorted(day for day, _ in notes)
        assert days[0] < case.statements[0][0] and days[-1] < case.statements[-1][0]
        # --later: the same notes, some of them after the case's last statement.
        later = bench.background(case, items, 9, later=True)
        assert [text for _, text in later] == [text for _, text in notes]
        assert max(day for day, _ in later) > case.statements[-1][0]
    assert bench.background(UPDATES[0], items, 0) == []


def test_an_update_left_to_a_person_is_detected_but_not_retired():
    from knowledge_cases import Update

    case = Update("t-1", "residence", (("2024-01-01", "I live in Lisbon."), ("2024-06-01", "Moved to Porto.")),
                  "Where do I live?", ("Lisbon",), "Porto")
    results = [{"type": "note", "content": "Moved to Porto."}]

    def judged(old_state: str) -> dict:
        nodes = [{"type": "note", "state": old_state, "content": "I live in Lisbon."},
                 {"type": "note", "state": "stable", "content": "Moved to Porto."}]
        return bench.judge_update(case, {"results": results, "rendered": "- Moved to Porto.", "nodes": nodes})

    assert (judged("superseded")["detected_ok"], judged("superseded")["retired_ok"]) == (True, True)
    assert (judged("contested")["detected_ok"], judged("contested")["retired_ok"]) == (True, False)
    assert (judged("stable")["detected_ok"], judged("stable")["retired_ok"]) == (False, False)


def test_notes_of_other_topics_left_contested_or_retired_are_counted():
    others = [("2024-01-01", "Beta deadline: 1 December"), ("2024-02-01", "Library books due back on the 3rd")]
    seen = {"nodes": [{"type": "note", "state": "contested", "content": "Beta deadline: 1 December"},
                      {"type": "note", "state": "stable", "content": "Library books due back on the 3rd"},
                      {"type": "note", "state": "contested", "content": "Sunita's birthday is 23 November"}]}
    assert bench.across_topics(seen, others) == {"background_notes": 2, "background_touched": 1}
    assert bench.across_topics(seen, []) == {"background_notes": 0, "background_touched": 0}


@pytest.mark.slow
def test_two_cases_through_both_paths_give_a_complete_report(tmp_path, monkeypatch):
    # Exercise the check-off latency run even on a checkout without the switch (the
    # unknown setting is then ignored by PRMEConfig).
    monkeypatch.setattr(bench, "has_switch", lambda: True)
    update = next(u for u in UPDATES if u.id == "health-01")
    control = next(c for c in CONTROLS if c.id == "ctl-14")
    runs = [bench.run_path(path, [update], [control], tmp_path) for path in bench.PATHS]
    report = bench.build_report(runs, label="smoke", seconds=1.0)

    assert set(report["paths"]) == {"store", "ingest"}
    for path, summary in report["paths"].items():
        assert SUMMARY_FIELDS <= set(summary), path
        assert (summary["updates"], summary["controls"]) == (1, 1)
    store_ms = report["paths"]["store"]["store_ms"]
    assert store_ms["on"]["n"] == store_ms["off"]["n"] == len(update.statements) + len(control.statements)
    assert isinstance(store_ms["added_p50"], float) and isinstance(store_ms["added_paired_median"], float)
    assert report["paths"]["ingest"]["ingest_ms"]["p50"] > 0

    assert len(report["outcomes"]) == 4
    for outcome in report["outcomes"]:
        assert {"case", "path", "kind"} <= set(outcome)
        flags = ("ranked_ok", "context_ok", "detected_ok") if outcome["kind"] == "update" else ("false_positive",)
        assert all(isinstance(outcome[f], bool) for f in flags)

    headers, rows = bench.table(report)
    bench.write_results("knowledge_update", report, rows, headers, notes=bench.notes(report), results_dir=tmp_path)
    saved = json.loads((tmp_path / "knowledge_update.json").read_text())
    assert saved["paths"]["store"]["ranked"] == report["paths"]["store"]["ranked"]
    markdown = (tmp_path / "knowledge_update.md").read_text()
    assert "smoke" in markdown and report["commit"] in markdown and ">= 95%" in markdown
