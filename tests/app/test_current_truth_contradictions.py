"""The Contradictions pane says which decisions are final before they are made, and lists the
engine's automatic updates (supersessions by the update check) so a person can reverse one."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest
from textual.widgets import DataTable, Input, Static

from engine import MemoryWorkspace
from tests.app.conftest import DEMO_PASSPHRASE, goto, press, unlock_demo, wait_until, widget
from views.app import make_app
from views.contradictions import ContradictionsScreen
from views.messages import DecisionApplied
from views.modals import ConfirmScreen

pytestmark = pytest.mark.anyio

SIZE = (120, 40)


def warnings(recorder) -> list[str]:
    return [n.message for n in recorder.notifications if n.severity == "warning"]


async def open_queue(app, pilot) -> ContradictionsScreen:
    """Unlock the demo and open the Contradictions pane once its queue is read."""
    await unlock_demo(app, pilot)
    await goto(app, "4", "contradictions")
    screen = app.screen
    assert isinstance(screen, ContradictionsScreen)
    await wait_until(lambda: screen.loaded, what="the queue")
    return screen


async def test_a_final_decision_says_so_before_it_is_made_and_offers_no_undo(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        screen = await open_queue(app, pilot)
        await wait_until(lambda: screen.current is not None, what="the first contradiction")
        hint = str(screen.query_one("#decision-hint", Static).render())
        assert "l, r, x: final, no undo" in hint and "b: u undoes it" in hint
        left, loser = screen.current.left.node_id, screen.current.right.node_id
        await press(app, "b")
        await wait_until(lambda: isinstance(app.screen, ConfirmScreen), what="keep-both confirmation")
        assert "can be undone" in app.screen.question and "c in the Detail pane" in app.screen.question  # also later
        await press(app, "escape")
        await wait_until(lambda: app.screen is screen, what="back to the pane")
        await press(app, "l")
        await wait_until(lambda: isinstance(app.screen, ConfirmScreen), what="keep-left confirmation")
        assert "final" in app.screen.question and "no undo" in app.screen.question
        await widget(app, "#reason", Input)
        await press(app, "enter")
        await wait_until(lambda: recorder.of(DecisionApplied), what="the decision")
        await wait_until(lambda: app.screen is screen and screen.loaded
                         and all(p.left.node_id != left for p in screen.pairs), what="the pair to leave the queue")
        await press(app, "u")
        await wait_until(lambda: any("Nothing to undo" in w for w in warnings(recorder)), what="the no-undo notice")
        assert app.services.node_state("demo", loser, "maya") == "deprecated"
        assert not [m for m in recorder.of(DecisionApplied) if m.undone]
    recorder.assert_no_errors()  # never "cannot undo: the loser is DEPRECATED"


def automatic_update(workspace) -> tuple[str, str]:
    """The update check on the store path: a later statement with a change cue supersedes an earlier one."""
    with MemoryWorkspace.open(workspace) as ws:
        client = ws.unlock("demo", DEMO_PASSPHRASE)
        old = client.store_with_receipt("My dentist is Dr. Okafor.", user_id="maya", node_type="fact",
                                        event_time=datetime(2026, 3, 1, tzinfo=timezone.utc)).node_id
        new = client.store_with_receipt("My dentist is now Dr. Lindqvist, Dr. Okafor retired.", user_id="maya",
                                        node_type="fact", event_time=datetime(2026, 6, 1, tzinfo=timezone.utc)).node_id
        assert client.get_node(old, user_id="maya", include_superseded=True).lifecycle_state.value == "superseded"
        return str(old), str(new)


async def test_reverse_an_automatic_update_from_the_pane(demo_workspace, recorder):
    old, new = automatic_update(demo_workspace)
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        screen = await open_queue(app, pilot)
        await wait_until(lambda: screen.supersessions, what="the automatic updates")
        table = screen.query_one("#supersessions", DataTable)
        [row] = [table.get_row_at(i) for i in range(table.row_count) if old[:8] in str(table.get_row_at(i)[2])]
        assert row[1] == "applied" and new[:8] in str(row[3]) and "Lindqvist" in str(row[3])
        table.move_cursor(row=next(i for i, r in enumerate(screen.supersessions) if r.old_id == old))
        await press(app, "v")
        await wait_until(lambda: isinstance(app.screen, ConfirmScreen), what="the reverse confirmation")
        assert "becomes current again" in app.screen.question
        (await widget(app, "#reason", Input)).value = "Okafor is still my dentist"
        await press(app, "enter")
        services = app.services
        await wait_until(lambda: services.node_state("demo", old, "maya") in ("tentative", "stable"), what="reversal")
        await wait_until(lambda: any(r.old_id == old and r.status == "reversed" for r in screen.supersessions or []),
                         what="the list to say reversed")
        ops = [op.op_type for op in services.node_detail("demo", old, "maya").operations]
        assert "supersede" in ops and ops[-1] == "reverse_supersession"
        reversal = services.node_detail("demo", old, "maya").operations[-1]
        assert reversal.reason == "Okafor is still my dentist" and reversal.actor == "workspace-app"
        assert services.node_detail("demo", old, "maya").retirement is None
        answer = services.client("demo").retrieve("Who is my dentist?", user_id="maya", save_receipt=False)
        assert "My dentist is Dr. Okafor." in [r.node.content for r in answer.results]  # current again
        await press(app, "v")  # the same row again: nothing left to reverse, said as a warning
        await wait_until(lambda: any("reversed already" in w for w in warnings(recorder)), what="the notice")
    recorder.assert_no_errors()


def said_by_maya(workspace, *said: tuple[int, str]) -> None:
    """Store these statements of maya's in the demo namespace (dated the 2nd of a month of 2026)
    and wait until the comparison by meaning has run (it runs once the vectors are written)."""
    with MemoryWorkspace.open(workspace) as ws:
        client = ws.unlock("demo", DEMO_PASSPHRASE)
        for month, text in said:
            client.store(text, user_id="maya", event_time=datetime(2026, month, 2, tzinfo=timezone.utc))
        client.wait_for_vectors()


async def pair_with(app, pilot, *texts: str) -> ContradictionsScreen:
    """Unlock the demo, open the Contradictions pane and move to the pair that says all of ``texts``."""
    screen = await open_queue(app, pilot)
    await wait_until(lambda: screen.current is not None, what="the first contradiction")
    for _ in range(len(screen.pairs)):
        if all(t in f"{screen.current.left.content}\n{screen.current.right.content}" for t in texts):
            break
        await press(app, "n")
    return screen


async def test_a_pair_the_update_check_put_to_a_person_says_why(demo_workspace, recorder):
    said_by_maya(demo_workspace, (3, "We only pay for Netflix, one sub is plenty."),
                 (5, "Cancelled that. Kept Disney+ for the kids instead."))
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        screen = await pair_with(app, pilot, "Disney")
        status = str(screen.query_one("#queue-status", Static).render())
        assert "Why: possible update: a change cue and 'disney' in place of 'netflix'" in status
    recorder.assert_no_errors()


async def test_ask_the_llm_from_the_pane_and_its_pair_joins_the_queue_with_its_reason(
        demo_workspace, recorder, monkeypatch):
    from tests.engine.test_update_judge import ADMIRAL, LV, JudgeLLM
    from views.messages import Outcome

    llm = JudgeLLM()
    try:
        monkeypatch.setenv("PRME_EXTRACTION__PROVIDER", "openai")
        monkeypatch.setenv("PRME_EXTRACTION__BASE_URL", llm.url + "/v1")
        monkeypatch.setenv("PRME_EXTRACTION__MODEL", "judge-model")
        said_by_maya(demo_workspace, (1, ADMIRAL), (9, LV))
        app = make_app(demo_workspace)
        async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
            screen = await open_queue(app, pilot)
            before = len(screen.pairs)
            await press(app, "j")
            await wait_until(lambda: isinstance(app.screen, ConfirmScreen), what="the confirmation")
            assert "sent to it" in app.screen.question and "Nothing is retired" in app.screen.question
            await press(app, "enter")
            await wait_until(lambda: any(o.title == "Asked the LLM" for o in recorder.of(Outcome)), what="the answer")
            outcome = next(o for o in recorder.of(Outcome) if o.title == "Asked the LLM")
            assert "asked judge-model about" in outcome.message and "1 new pair(s) to decide" in outcome.message
            await wait_until(lambda: screen.loaded and len(screen.pairs) == before + 1, what="the new pair")
            while "Admiral" not in screen.current.left.content + screen.current.right.content:
                await press(app, "n")
            status = str(screen.query_one("#queue-status", Static).render())
            assert "Why: possible update, judged by judge-model: Admiral gave way to LV" in status
        assert any(f"NEW (said on 2026-09-02) {LV}" in q for q in llm.questions())
    finally:
        llm.close()
    recorder.assert_no_errors()


async def test_asking_the_llm_without_one_configured_says_how_before_asking_to_confirm(demo_workspace, recorder):
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        screen = await open_queue(app, pilot)
        await press(app, "j")
        await wait_until(lambda: any(n.title == "No LLM configured" for n in recorder.notifications),
                         what="the notice")
        notice = next(n for n in recorder.notifications if n.title == "No LLM configured")
        assert "PRME_EXTRACTION__PROVIDER" in notice.message
        assert app.screen is screen  # no confirmation to dismiss
    recorder.assert_no_errors()


async def test_after_a_decision_the_newer_value_it_waited_for_is_shown_next(demo_workspace, recorder):
    first, second = "Driving test booked: 3 March", "Examiners on strike, test rebooked for 19 April"
    third = "Moved the driving test myself to 26 May. Wasn't ready tbh."
    said_by_maya(demo_workspace, (1, first), (3, second), (5, third))
    app = make_app(demo_workspace)
    async with app.run_test(size=SIZE, message_hook=recorder) as pilot:
        screen = await pair_with(app, pilot, first, second)
        status = str(screen.query_one("#queue-status", Static).render())
        assert f'Waiting for this decision: "{third}"' in status, status  # the person sees it before deciding
        keep = "l" if screen.current.left.content == second else "r"
        await press(app, keep)
        await wait_until(lambda: isinstance(app.screen, ConfirmScreen), what="the confirmation")
        await press(app, "enter")
        await wait_until(lambda: app.screen is screen and screen.current is not None
                         and third in (screen.current.left.content, screen.current.right.content),
                         what="the newer value's pair to be shown")
        assert {screen.current.left.content, screen.current.right.content} == {second, third}
        await wait_until(lambda: any(n.title == "New pair" for n in recorder.notifications), what="the notice")
    recorder.assert_no_errors()
