"""Acceptance: what is current, through the capture paths outside the engine.

For the app's Capture pane, the inbox, ``prme store`` and ``prme ingest``: stating a value and
then its update (event times in order) leaves the old value retired or contested, and a
question about it gets the new value first. Then the person's side: resolving a contradiction
in the app changes the next retrieval.
"""

from __future__ import annotations

import contextlib
import io
import json
from datetime import datetime, timezone
from pathlib import Path

import pytest
from textual.widgets import Input, Static, TextArea

from engine import MemoryWorkspace
from tests.app.conftest import DEMO_PASSPHRASE, goto, press, unlock_demo, wait_until, widget
from tests.conftest import PASSPHRASE
from views.app import make_app
from views.contradictions import ContradictionsScreen
from views.messages import DecisionApplied
from views.modals import ConfirmScreen
from workspace_app.capture_inbox import CaptureInbox
from workspace_app.cli import main

OWNER = "dana"
RETIRED_OR_CONTESTED = {"superseded", "deprecated", "contested"}


def first_mention(contents: list[str], old: str, new: str) -> str | None:
    """Which value the first result that mentions either one gives: ``"old"``, ``"new"`` or None."""
    for content in contents:
        if new in content:
            return "new"
        if old in content:
            return "old"
    return None


def leads_with_new(context: str, old: str, new: str) -> bool:
    """The rendered context names the new value before the old one (or the old one not at all)."""
    at_new, at_old = context.find(new), context.find(old)
    return at_new >= 0 and (at_old < 0 or at_new < at_old)


def assert_update_caught(client, user: str, *, question: str, old: str, new: str) -> None:
    """The old value is retired or contested wherever it was stated alone, and the new one answers first."""
    old_only = client.query_nodes(user_id=user, limit=200, content_contains_any=[old], lifecycle_states=[
        "tentative", "stable", "contested", "superseded", "deprecated"])
    stated_alone = [n for n in old_only if new not in n.content and n.node_type.value != "entity"]
    assert stated_alone, f"nothing states {old!r}"
    assert {n.lifecycle_state.value for n in stated_alone} <= RETIRED_OR_CONTESTED, [
        (n.lifecycle_state.value, n.content) for n in stated_alone]
    response = client.retrieve(question, user_id=user, save_receipt=False)
    assert first_mention([r.node.content for r in response.results], old, new) == "new", [
        r.node.content for r in response.results]


# --- the app's Capture pane ------------------------------------------------------------------


async def capture_memories(app, *said: tuple[str, str]) -> Static:
    """Store each (text, event time) through the Capture pane; its status line."""
    await goto(app, "7", "capture")
    status = app.screen.query_one("#capture-status", Static)
    for n, (text, when) in enumerate(said, start=1):
        previous = str(status.render())
        (await widget(app, "#memory-text", TextArea)).load_text(text)
        app.screen.query_one("#memory-when", Input).value = when
        await press(app, "ctrl+s")
        await wait_until(lambda: str(status.render()) != previous and "Stored a note" in str(status.render()),
                         what=f"memory {n} stored")
    return status


@pytest.mark.anyio
@pytest.mark.parametrize("first, update, says, question, old, new", [
    ("My gym is FitZone on Elm Street.", "I switched gyms; my gym is now Kraftwerk by the river.",
     "replaces “My gym is FitZone on Elm Street.”", "Which gym do I go to?", "FitZone", "Kraftwerk"),
    ("Weighed in at 92kg. New year new me etc etc", "84kg this morning!!! the walking is working",
     "may update “Weighed in at 92kg. New year new me etc etc”: put to you in Contradictions (4)",
     "How much do I weigh?", "92kg", "84kg"),
])
async def test_capture_pane_memory_then_its_update(demo_workspace, recorder, first, update, says, question, old, new):
    app = make_app(demo_workspace)
    async with app.run_test(size=(120, 40), message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        status = await capture_memories(app, (first, "2026-01-10 08:00"), (update, "2026-05-02 19:30"))
        # Once the update check has run, the pane says what the update replaced or was put beside.
        await wait_until(lambda: says in str(status.render()), what="what the update changed")
        # The notice is a message of its own: it may be handled after the status line is drawn.
        await wait_until(lambda: any(n.title == "What is current" and old in n.message for n in recorder.notifications),
                         what="the notice")
        assert_update_caught(app.services.client("demo"), "maya", question=question, old=old, new=new)
    recorder.assert_no_errors()


@pytest.mark.anyio
async def test_capture_pane_says_when_a_third_value_waits_for_a_decision(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=(120, 40), message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        status = await capture_memories(
            app, ("Dentist appointment booked: 4 March", "2026-03-01 09:00"),
            ("Dentist is off sick, appointment rebooked for 21 March", "2026-04-20 09:00"),
            ("Moved the dentist appointment myself to 2 April. Busy month.", "2026-05-25 09:00"))
        await wait_until(lambda: "waits for your decision between “Dentist appointment booked: 4 March” and "
                         "“Dentist is off sick, appointment rebook…” in Contradictions (4)" in str(status.render()),
                         what="what the third value waits for")
    recorder.assert_no_errors()


# --- the inbox -------------------------------------------------------------------------------


@pytest.fixture
def notes_workspace(tmp_path):
    ws = MemoryWorkspace.open(tmp_path / "ws")
    ws.set_owner(OWNER)
    ws.create_namespace("notes", passphrase=PASSPHRASE)
    yield ws
    ws.close()


def test_inbox_file_with_a_value_and_its_update(notes_workspace):
    import time

    events: list = []
    inbox = CaptureInbox(notes_workspace, settle=0.4, poll_interval=0.05, on_event=events.append)
    inbox.start()
    try:
        folder = notes_workspace.inbox_dir("notes")
        lines = [
            {"content": "Our landlord is Mr. Brandt.", "role": "user", "event_time": "2025-11-03T09:00:00Z"},
            {"content": "Our landlord is now Ms. Ortega, Mr. Brandt sold the building.", "role": "user",
             "event_time": "2026-04-14T18:00:00Z"},
        ]
        writing = folder / ".flat.jsonl.writing"
        writing.write_text("\n".join(json.dumps(line) for line in lines) + "\n", encoding="utf-8")
        writing.rename(folder / "flat.jsonl")
        deadline = time.monotonic() + 120
        while not any(e.kind == "captured" for e in events):
            assert time.monotonic() < deadline, f"the inbox did not capture the file: {events}"
            time.sleep(0.05)
    finally:
        inbox.stop()
    client = notes_workspace.client("notes")
    deadline = time.monotonic() + 120
    while (counts := client.extraction_counts(OWNER)).get("pending") or counts.get("running"):  # queued, not awaited
        assert time.monotonic() < deadline, f"extraction did not finish: {counts}"
        client.process_extractions(OWNER, limit=10, budget_ms=5000)
    assert_update_caught(client, OWNER, question="Who is our landlord?", old="Brandt", new="Ortega")


# --- prme store and prme ingest, as a person runs them -------------------------------------


@pytest.fixture
def cli_workspace(tmp_path) -> Path:
    root = tmp_path / "ws"
    with MemoryWorkspace.open(root) as ws:
        ws.set_owner(OWNER)
        ws.create_namespace("notes", passphrase=PASSPHRASE)
    return root


def prme(root: Path, *argv: str) -> str:
    """The CLI's entry point in this process, with the key in the environment; its output.

    In process: what is current does not depend on the process boundary, which the CLI tests
    (tests/app/test_cli_*.py, tests/reliability) cover with real subprocesses.
    """
    out = io.StringIO()
    with pytest.MonkeyPatch.context() as env, contextlib.redirect_stdout(out):
        env.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
        code = main(["--workspace", str(root), *argv])
    assert code == 0, out.getvalue()
    return out.getvalue()


@pytest.mark.slow
def test_prme_store_a_value_then_its_update(cli_workspace):
    old = json.loads(prme(cli_workspace, "store", "notes", "My car is a blue Fiat Panda.", "--type", "fact",
                          "--event-time", "2025-09-01", "--json"))["node_id"]
    said = json.loads(prme(cli_workspace, "store", "notes", "I sold the Panda and now drive a Renault Zoe.",
                           "--type", "fact", "--event-time", "2026-03-15", "--json"))
    assert said["update"]["other_id"] == old  # it says what it replaced, or put beside it
    state = json.loads(prme(cli_workspace, "get", "notes", old, "--json"))["lifecycle_state"]
    assert state in RETIRED_OR_CONTESTED
    answer = json.loads(prme(cli_workspace, "retrieve", "notes", "What car do I drive?", "--json"))
    assert first_mention([r["content"] for r in answer["results"]], "Panda", "Zoe") == "new", answer["results"]
    assert leads_with_new(answer["context"], "Fiat Panda", "Renault Zoe"), answer["context"]


def test_prme_retrieve_at_a_past_time_gives_what_memory_held_then(cli_workspace):
    prme(cli_workspace, "store", "notes", "My car is a blue Fiat Panda.", "--event-time", "2025-09-01")
    between = datetime.now(timezone.utc)
    prme(cli_workspace, "store", "notes", "I sold the Panda and now drive a Renault Zoe.", "--event-time", "2026-03-15")
    now = json.loads(prme(cli_workspace, "retrieve", "notes", "What car do I drive?", "--json"))
    assert "Renault Zoe" in now["context"] and "Fiat Panda." not in now["context"]
    then = json.loads(prme(cli_workspace, "retrieve", "notes", "What car do I drive?", "--at", between.isoformat(),
                           "--json"))
    assert "Fiat Panda" in then["context"] and "Renault Zoe" not in then["context"]  # not yet said, not yet retired
    before = prme(cli_workspace, "retrieve", "notes", "What car do I drive?", "--at", "2020-01-01")
    assert before.startswith("(no memories matched)")
    out = io.StringIO()
    with contextlib.redirect_stderr(out), pytest.MonkeyPatch.context() as env:
        env.setenv("PRME_ENCRYPTION_KEY", PASSPHRASE)
        assert main(["--workspace", str(cli_workspace), "retrieve", "notes", "car?", "--at", "last week"]) != 0
    assert "--at: 'last week' is not a date (YYYY-MM-DD) or an ISO time" in out.getvalue()


@pytest.mark.slow
def test_prme_contradictions_says_why_a_pair_was_put_to_a_person(cli_workspace):
    prme(cli_workspace, "store", "notes", "Weighed in at 92kg. New year new me etc etc", "--event-time", "2025-01-05")
    said = prme(cli_workspace, "store", "notes", "84kg this morning!!! the walking is working", "--event-time", "2025-04-02")
    assert "may update “Weighed in at 92kg. New year new me etc etc”" in said, said
    listed = prme(cli_workspace, "contradictions", "notes")
    assert "Weighed in at 92kg" in listed and "84kg this morning" in listed, listed
    assert "why: possible update: '84' in place of '92', numbers of one kind" in listed, listed


SPRINTS = ["we do two-week sprints", "trying three-week sprints this quarter",
           "new PM moved us to one-week sprints, lots of demos"]


def _third_value_waiting(cli_workspace) -> dict[str, str]:
    """Three values of one thing stored through the CLI: the first two are put to a person, the
    third waits for that decision. Node id by text of the contested two."""
    for when, text in zip(("2024-01-09", "2024-06-11", "2025-01-14"), SPRINTS):
        said = prme(cli_workspace, "store", "notes", text, "--event-time", when)
    assert "waits for your decision between “we do two-week sprints” and “trying three-week" in said, said
    (pair,) = json.loads(prme(cli_workspace, "contradictions", "notes", "--json"))["pairs"]
    by_text = {pair[side]["content"]: pair[side]["id"] for side in ("first", "second")}
    assert set(by_text) == set(SPRINTS[:2])  # the third waits for this decision
    return by_text


@pytest.mark.slow
def test_prme_contradictions_names_the_statement_waiting_for_the_decision(cli_workspace):
    _third_value_waiting(cli_workspace)
    listed = prme(cli_workspace, "contradictions", "notes")
    assert "waiting for this decision: " in listed and SPRINTS[2] in listed.split("waiting for this decision:")[1], listed
    (pair,) = json.loads(prme(cli_workspace, "contradictions", "notes", "--json"))["pairs"]
    assert [n["content"] for n in pair["waiting"]] == [SPRINTS[2]]


@pytest.mark.slow
def test_prme_resolve_says_when_a_newer_statement_is_put_against_the_claim_kept(cli_workspace):
    chain, by_text = SPRINTS, _third_value_waiting(cli_workspace)

    said = prme(cli_workspace, "resolve", "notes", by_text[chain[1]], by_text[chain[0]])

    kept_now, against = said.split("was compared with what you kept:")[1].strip().splitlines()[:2]
    assert "contested" in kept_now and chain[1] in kept_now, said
    assert against.strip().startswith("against") and chain[2] in against, said
    assert "prme contradictions notes" in said


@pytest.mark.slow
def test_prme_resolve_json_gives_what_followed_the_decision(cli_workspace):
    chain, by_text = SPRINTS, _third_value_waiting(cli_workspace)

    said = json.loads(prme(cli_workspace, "resolve", "notes", by_text[chain[1]], by_text[chain[0]], "--json"))

    assert {n["content"]: n["lifecycle_state"] for n in said["decided"]} == {chain[1]: "stable", chain[0]: "deprecated"}
    (change,) = said["then"]
    assert change["node"]["content"] == chain[1] and change["node"]["lifecycle_state"] == "contested", change
    assert [n["content"] for n in change["contested_with"]] == [chain[2]], change
    assert change["retired"] is None


@pytest.mark.slow
def test_prme_ingest_a_value_then_its_update(cli_workspace):
    prme(cli_workspace, "ingest", "notes", "I live in Ghent, close to the old harbour.")
    prme(cli_workspace, "ingest", "notes", "I moved to Leuven in April.")
    answer = json.loads(prme(cli_workspace, "retrieve", "notes", "Where do I live?", "--json"))
    assert first_mention([r["content"] for r in answer["results"]], "Ghent", "Leuven") == "new", answer["results"]
    with MemoryWorkspace.open(cli_workspace) as ws:
        client = ws.unlock("notes", PASSPHRASE)
        assert_update_caught(client, OWNER, question="Where do I live?", old="Ghent", new="Leuven")


# --- a person's decision changes the next retrieval ------------------------------------------


@pytest.mark.anyio
async def test_resolving_a_contradiction_in_the_app_changes_the_next_retrieval(demo_workspace, recorder):
    with MemoryWorkspace.open(demo_workspace) as ws:
        client = ws.unlock("demo", DEMO_PASSPHRASE)
        for text, day in (("The kayak rental deposit is 40 euros.", 2), ("The kayak rental deposit is 65 euros.", 9)):
            client.ingest(text, user_id="maya", event_time=datetime(2026, 7, day, tzinfo=timezone.utc))
    question = "How much is the kayak rental deposit?"
    app = make_app(demo_workspace)
    async with app.run_test(size=(120, 40), message_hook=recorder) as pilot:
        await unlock_demo(app, pilot)
        client = app.services.client("demo")
        before = [r.node.content for r in client.retrieve(question, user_id="maya", save_receipt=False).results]
        assert any("40 euros" in c for c in before), before  # contested: still shown, marked as such
        await goto(app, "4", "contradictions")
        screen = app.screen
        assert isinstance(screen, ContradictionsScreen)
        await wait_until(lambda: any("kayak" in p.left.content for p in screen.pairs), what="the kayak pair")
        while "kayak" not in screen.current.left.content:
            await press(app, "n")
        pair = screen.current
        key = "r" if "65" in pair.right.content else "l"
        await press(app, key)
        await wait_until(lambda: isinstance(app.screen, ConfirmScreen), what="the confirmation")
        await widget(app, "#reason", Input)
        await press(app, "enter")
        await wait_until(lambda: recorder.of(DecisionApplied), what="the decision")
        after = client.retrieve(question, user_id="maya", save_receipt=False)
        contents = [r.node.content for r in after.results]
        assert not [c for c in contents if "40 euros" in c], contents  # the loser and its source note are gone
        assert first_mention(contents, "40 euros", "65 euros") == "new"
        assert "40 euros" not in after.bundle.render()
    recorder.assert_no_errors()
