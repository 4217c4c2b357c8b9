"""The one way the app runs engine work off the UI thread: ``run_engine``.

The rule (harlequin's, see STYLE-textual.md): the engine call runs in a thread worker that
never touches a widget; its result and its error come back to the UI thread, where ``done``
and ``failed`` run and may post typed messages (views.messages). Every engine worker is
therefore a thread worker (an async one would block the UI), never quits the app on an
error (``exit_on_error=False``), and reports a failure the same way: one line from
``user_message``, shown as an error notification unless the caller shows it elsewhere.

Progress: ``call`` may post messages itself while it runs (``node.post_message`` is
thread-safe), and checks ``get_current_worker().is_cancelled`` between steps when it can be
cancelled.
"""

from __future__ import annotations

import logging
from typing import Any, Callable, TypeVar, cast

from textual.dom import DOMNode
from textual.message import Message
from textual.worker import Worker, get_current_worker

from views.base import PaneApp
from views.messages import EngineFailed
from workspace_app.errors import user_message

log = logging.getLogger("prme.app")

T = TypeVar("T")


def run_engine(
    node: DOMNode,
    action: str,
    call: Callable[[], T],
    done: Callable[[T], Message | None] | None = None,
    *,
    failed: Callable[[str], Message | None] | None = None,
    group: str = "engine",
    exclusive: bool = False,
    busy: bool = True,
) -> Worker[None]:
    """Run ``call()`` in a thread worker owned by ``node`` (a pane, a modal or the app).

    On the UI thread afterwards: ``done(result)``, or ``failed(one_line)`` if ``call`` raised
    (by default an EngineFailed, which the app shows as an error notification). A message
    either returns is posted to ``node``. ``action`` names the work in that notification and
    in the worker's name ("load nodes").

    ``exclusive``: the latest call of ``group`` wins; an older one still running is cancelled
    and its result or error dropped (a thread cannot be stopped, so this is checked when it
    ends). A worker cancelled for another reason (Esc on a long run, the app quitting) still
    reports how it ended. ``busy``: the pane bar shows its "working" indicator while the call runs.
    """
    app = cast(PaneApp, node.app)

    def deliver(handler: Callable[[Any], Message | None], value: Any, worker: Worker) -> None:
        if exclusive and worker.is_cancelled:
            return  # a newer call of the group has overtaken this one
        message = handler(value)
        if isinstance(message, Message):
            node.post_message(message)

    def report(text: str) -> Message | None:
        return failed(text) if failed is not None else EngineFailed(action, text)

    def work() -> None:
        worker = get_current_worker()
        if busy:
            app.busy_changed(+1)
        try:
            value = call()
        except Exception as exc:  # noqa: BLE001 - every failure becomes one line for the user
            log.debug("engine call %s failed", action, exc_info=True)
            node.call_later(deliver, report, user_message(exc), worker)
            return
        finally:
            if busy:
                app.busy_changed(-1)
        if done is not None:
            node.call_later(deliver, done, value, worker)

    return node.run_worker(work, name=action, group=group, exclusive=exclusive, thread=True, exit_on_error=False)
