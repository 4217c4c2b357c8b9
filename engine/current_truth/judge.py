"""Asking an LLM which earlier memories a memory makes out of date (opt-in, never required).

The offline update check (check.py, fallback.py) reads slots, change cues and closeness. It
cannot know that LV and Admiral are both car insurers when no word says one replaced the other, or
that "Reception" is a year group.
When an LLM provider is configured (``PRME_EXTRACTION__PROVIDER``), ``judge_updates`` shows it
each of a user's statements beside the few earlier ones of the same speaker closest to it (by
their vectors) and asks which of those the new statement makes out of date. It only ever
contests: the pair it names becomes CONTESTED with the model's one-line reason, for a person to
decide in the Contradictions pane, and retrieval already puts the later statement of an open
pair first. Nothing leaves the machine unless the user configured a provider and asked for this.

Each statement is shown to a model once: ``update_judgements`` records it in the transaction
that makes the contest its answer named, so a run that fails or is killed midway resumes where
it stopped. A statement in an open contradiction, or whose closest earlier ones are, waits
(one open contradiction per memory) and is asked about after a person has decided.

With ``PRME_EXTRACTION__JUDGE_UPDATES=true`` every capture path asks by itself: once a batch of
memories has its vectors, a background run asks about the newest statements of each user not
asked about yet (AUTO_LIMIT per user and run, so a pack's history is asked about a little at a
time). The table above is its queue, so a kill or a provider that is down only delays it to the
next capture. A failure is logged (never with a key or an answer's text) and ends that run.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Sequence

from pydantic import BaseModel

from engine import storage, validation
from engine.current_truth.check import NodeVectors, checkable, roles_of
from engine.current_truth.fallback import recent_memories
from engine.current_truth.owner import speaker_for, statement_text
from engine.current_truth.sources import stated_at
from engine.engine_state import EngineState
from engine.errors import ConfigurationError, EngineClosedError, UpdateJudgeError
from engine.extraction.providers import HTTPProvider, ProviderFailure, Question
from engine.extraction.schema import InvalidOutput
from engine.models import MemoryNode, utcnow
from engine.progress import ProgressCallback, report
from engine.schema import to_db_time
from engine.types import LifecycleState

log = logging.getLogger("prme.current_truth")

JUDGE_ACTOR = "prme:update-judge"
# How many earlier statements a model sees beside a new one, and how close (the best cosine of
# their vectors) one must be to be shown: loose, since the model decides. Of the updates the
# offline check misses on the knowledge bench's development sets, 14 of 98 old statements are
# below 0.20 from their update ("Teaching Year 4" ... "Reception class this year"), 3 below 0.10.
SHOWN = 5
FLOOR = 0.10
MAX_WHY = 300
MAX_LIMIT = 1000
# Statements per user one background run asks about (the newest first).
AUTO_LIMIT = 20

SYSTEM_PROMPT = (
    "You keep one person's memory current. You get a NEW statement and a numbered list of EARLIER "
    "statements by the same speaker, each with the date it was said. List the earlier statements "
    "the new one makes out of date: they give a value for the same thing (where someone lives, "
    "who their boss, doctor or partner is, which company, product, plan or provider, an amount, "
    "a date, a schedule) and the new statement gives that thing another value now. Something a "
    "person can have several of at once (another hobby, friend, trip, pet or project) does not "
    "make the first out of date, nor does a statement about someone else, nor a story of the "
    "past. For each, give its number and why: one short sentence naming the old and the new "
    "value. Answer only with JSON matching the schema; outdated is empty when nothing is."
)
ANSWER_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "outdated": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"number": {"type": "integer"}, "why": {"type": "string"}},
                "required": ["number", "why"],
                "additionalProperties": False,
            },
        },
    },
    "required": ["outdated"],
    "additionalProperties": False,
}


@dataclass(frozen=True)
class Ask:
    """One statement and the earlier ones of its speaker a model is shown beside it."""

    node: MemoryNode
    earlier: tuple[MemoryNode, ...]

    def question(self) -> Question:
        def said(node: MemoryNode) -> str:
            by = f" by {node.speaker}" if node.speaker else ""
            return f"(said{by} on {stated_at(node).date().isoformat()}) {statement_text(node.content, node.speaker)}"

        lines = [f"NEW {said(self.node)}", "", "EARLIER:"]
        lines += [f"{i}. {said(node)}" for i, node in enumerate(self.earlier, 1)]
        return Question(SYSTEM_PROMPT, "\n".join(lines), ANSWER_SCHEMA, "record_outdated",
                        "Record which earlier statements the new one makes out of date.")


class UpdateJudgeReport(BaseModel):
    """What one ``judge_updates`` run did."""

    provider: str
    model: str
    # Statements shown to the model, and pairs it named that became CONTESTED.
    asked: int = 0
    contested: int = 0
    # Statements looked at with nothing close enough to ask about (recorded as judged too).
    nothing_to_ask: int = 0
    # Statements still waiting for a later run: beyond ``limit``, or they or their closest
    # earlier ones are in an open contradiction (asked about once a person has decided it).
    waiting: int = 0


def read_answer(data: Any, shown: int) -> list[tuple[int, str]]:
    """The (number, why) pairs of a model's answer; InvalidOutput when it does not fit."""
    items = data.get("outdated") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise InvalidOutput("the answer has no 'outdated' list")
    named: dict[int, str] = {}
    for item in items:
        number = item.get("number") if isinstance(item, dict) else None
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= shown:
            raise InvalidOutput(f"the answer names statement {number!r}; the question listed 1 to {shown}")
        why = item.get("why")
        named.setdefault(number, " ".join(why.split())[:MAX_WHY] if isinstance(why, str) else "")
    return sorted(named.items())


# Statements (not entities, not claims read from a note: they follow their note) no model was
# asked about; ``user_id = ?`` is appended.
_UNJUDGED = (
    "FROM nodes n WHERE n.node_type <> 'entity' AND n.lifecycle_state IN ('tentative', 'stable') "
    "AND json_extract(n.metadata, '$.claim') IS NULL "
    "AND NOT EXISTS (SELECT 1 FROM update_judgements j WHERE j.node_id = n.id)"
)
_WAITING = _UNJUDGED + " AND n.user_id = ?"


def due(cur: Any, user_id: str, limit: int) -> tuple[list[MemoryNode], int]:
    """The user's newest ``limit`` statements no model was asked about, in the order they were
    said (so a chain of updates is judged as it happened), and how many more wait."""
    rows = cur.execute(f"SELECT {storage.NODE_COLUMNS} {_WAITING} ORDER BY n.created_at DESC LIMIT ?",
                       [user_id, limit]).fetchall()
    nodes = [storage.node_from_row(row) for row in rows]
    total = cur.execute(f"SELECT count(*) {_WAITING}", [user_id]).fetchone()[0]
    return sorted(nodes, key=lambda n: (stated_at(n), n.created_at)), max(0, int(total) - len(rows))


def users_waiting(cur: Any) -> list[str]:
    """The users with statements no model was asked about."""
    return [r[0] for r in cur.execute(f"SELECT DISTINCT n.user_id {_UNJUDGED} ORDER BY 1").fetchall()]


def ask_for(cur: Any, node_id: str, user_id: str, owner_names: Sequence[str]) -> Ask | None:
    """What to show a model about this statement: the earlier statements of its speaker closest
    to it, at most SHOWN (none for what states no one's facts: an assistant's message, a node
    with no source). None when it is no longer current or in an open contradiction, or one of
    those closest earlier ones is: it waits until a person has decided that pair, and is then
    asked about the value that stands (the third of "Corsa" ... "Yaris" ... "Kia EV6")."""
    node = storage.get_node(cur, node_id, user_id)
    if node is None or node.lifecycle_state not in (LifecycleState.TENTATIVE, LifecycleState.STABLE):
        return None
    if not checkable(node):
        return Ask(node, ())
    roles = roles_of(cur, [node])
    me = speaker_for(roles.get(str(node.evidence_refs[0])), node.speaker, node.user_id, owner_names)
    if me is None:
        return Ask(node, ())
    shared = {str(e) for e in node.evidence_refs}
    pool = [n for n in recent_memories(cur, node) if checkable(n) and stated_at(n) <= stated_at(node)
            and not shared & {str(e) for e in n.evidence_refs}]
    roles.update(roles_of(cur, pool))

    def same_speaker(other: MemoryNode) -> bool:
        theirs = speaker_for(roles.get(str(other.evidence_refs[0])), other.speaker, other.user_id, owner_names)
        return theirs is not None and theirs.me == me.me

    pool = [n for n in pool if same_speaker(n)]
    if not pool:
        return Ask(node, ())
    vectors = NodeVectors(cur, str(node.id), [str(n.id) for n in pool])
    scored = sorted(((vectors(str(n.id)), n) for n in pool), key=lambda pair: -pair[0])
    closest = tuple(n for score, n in scored[:SHOWN] if score >= FLOOR)
    if any(n.lifecycle_state is LifecycleState.CONTESTED for n in closest):
        return None
    return Ask(node, closest)


def apply_answer(cur: Any, ask: Ask, outdated: Sequence[tuple[int, str]], model: str, now: datetime) -> int:
    """In a write: contest the latest-said earlier statement the answer named that is still
    current (and the new one too), record the statement as judged; returns the contests made."""
    from engine import lifecycle

    user_id = ask.node.user_id
    new = lifecycle.load_node(cur, ask.node.id, user_id)
    made = 0
    # One open contradiction per memory: of several outdated values the latest is the one the new
    # statement replaced (an earlier one was, in its time, replaced by that).
    for number, why in sorted(outdated, key=lambda item: stated_at(ask.earlier[item[0] - 1]), reverse=True):
        old = lifecycle.load_node(cur, ask.earlier[number - 1].id, user_id)
        if {new.lifecycle_state, old.lifecycle_state} <= {LifecycleState.TENTATIVE, LifecycleState.STABLE}:
            lifecycle.contradict_in_transaction(
                cur, old.id, new.id, user_id=user_id, actor_id=JUDGE_ACTOR, evidence_id=str(new.evidence_refs[0]),
                reason=f"possible update, judged by {model}: {why or 'no reason given'}", now=now,
                edge_metadata={"attribute": "", "judge": model},
            )
            made += 1
            break
    record_judged(cur, str(new.id), model, now)
    return made


def record_judged(cur: Any, node_id: str, model: str, now: datetime) -> None:
    cur.execute("INSERT INTO update_judgements VALUES (?, ?, ?)", [node_id, to_db_time(now), model])


def _failed(message: str, done: int) -> str:
    if not done:
        return message
    return f"{message} ({done} memories judged before it stay judged; the next run asks about the rest)"


# --- the engine mixin --------------------------------------------------------------------------


class UpdateJudgeOperations(EngineState):
    async def judge_updates(
        self, user_id: str, *, limit: int = 50, progress: ProgressCallback | None = None,
    ) -> UpdateJudgeReport:
        """Ask the configured LLM provider, for each of the user's newest ``limit`` statements
        not asked about before, which earlier statements of the same speaker it makes out of date;
        each pair it names becomes CONTESTED for a person to decide (nothing is retired).

        Raises ConfigurationError without an LLM provider (the offline update check needs none
        and runs on every capture), UpdateJudgeError when the provider fails or answers out of
        form: what was judged before the failure stays judged, the rest is asked next time."""
        self._check_writable()
        user_id = validation.user_id(user_id)
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
            raise ValueError(f"limit: must be a whole number from 1 to {MAX_LIMIT}")
        provider = self._extraction_provider()
        if not isinstance(provider, HTTPProvider):
            raise ConfigurationError(
                "judging updates asks an LLM: set PRME_EXTRACTION__PROVIDER to openai, ollama or anthropic "
                "(the offline update check needs none and already runs on every capture)")
        await self.wait_for_vectors(user_id)
        todo, waiting = await self._db.read(due, user_id, limit)
        result = UpdateJudgeReport(provider=provider.name, model=provider.model, waiting=waiting)
        names = tuple(self.config.owner_names)
        for done, node in enumerate(todo):
            report(progress, "judging updates", done, len(todo))
            ask = await self._db.read(ask_for, str(node.id), user_id, names)
            if ask is None:
                result.waiting += 1  # it or its closest earlier one is contested: asked about once decided
                continue
            if not ask.earlier:
                await self._db.write(record_judged, str(node.id), provider.model, utcnow())
                result.nothing_to_ask += 1
                continue
            try:
                outdated = read_answer(await provider.ask(ask.question()), len(ask.earlier))
            except InvalidOutput as exc:
                raise UpdateJudgeError(_failed(f"{provider.name}: {exc}", done), reason_code="invalid_output") from None
            except ProviderFailure as exc:
                raise UpdateJudgeError(_failed(str(exc), done), reason_code=exc.reason_code) from None
            result.asked += 1
            result.contested += await self._db.write(apply_answer, ask, outdated, provider.model, utcnow())
        report(progress, "judging updates", len(todo), len(todo))
        return result

    # --- asking by itself (PRME_EXTRACTION__JUDGE_UPDATES) ------------------------------------

    def _judge_in_background(self) -> None:
        """Called once new memories have their vectors (on the embedder's thread): with
        automatic judging configured, start a background run on the engine's loop, or have the
        one running go round once more."""
        if not self.config.extraction.judge_updates or self._loop is None:
            return
        state = self.__dict__.setdefault("_judging", _Background())
        with state.lock:
            if state.closing:
                return
            if state.running:
                state.again = True
                return
            state.running = True
        try:
            state.future = asyncio.run_coroutine_threadsafe(self._judge_waiting(state), self._loop)
        except RuntimeError:  # the loop has stopped: the engine is closing
            state.running = False

    async def _judge_waiting(self, state: _Background) -> None:
        try:
            while True:
                with state.lock:
                    state.again = False
                for user_id in await self._db.read(users_waiting):
                    await self.judge_updates(user_id, limit=AUTO_LIMIT)
                with state.lock:
                    if not state.again:
                        return
        except (UpdateJudgeError, ConfigurationError) as exc:  # safe messages: no key, no answer text
            log.warning("automatic update judging stopped until the next capture: %s", exc)
        except (EngineClosedError, asyncio.CancelledError):
            pass
        except Exception as exc:  # a bug here must never reach the capture that triggered it
            log.warning("automatic update judging failed: %s", type(exc).__name__)
        finally:
            with state.lock:
                state.running = False

    async def close(self) -> None:
        state = self.__dict__.setdefault("_judging", _Background())
        with state.lock:
            state.closing = True  # the vectors written while closing start no run
        if state.future is not None and not state.future.done():
            state.future.cancel()
            await asyncio.wait([asyncio.wrap_future(state.future)])
        await super().close()  # type: ignore[misc]


@dataclass
class _Background:
    """One engine's background judging: at most one run at a time, and whether to go again."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    running: bool = False
    again: bool = False
    closing: bool = False
    future: Any = None


__all__ = ["JUDGE_ACTOR", "UpdateJudgeOperations", "UpdateJudgeReport", "read_answer"]
