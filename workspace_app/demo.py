"""The demo workspace: one encrypted namespace with memories from three people over four sessions.

Everything goes through the engine's public API: typed stores (entities, facts,
preferences, decisions with value bindings, tasks), lifecycle operations (promote, a
superseded fact, a contested pair), conversations ingested through the rules extractor,
and extraction jobs left failed and pending by a provider that cannot be reached. A
feature the engine does not offer yet is skipped, never faked.

The demo pack is encrypted with a known passphrase, shown in the app on purpose.
"""

from __future__ import annotations

import logging
from datetime import datetime, timezone
from typing import Any

from engine import MemoryClient, MemoryWorkspace
from engine import PRMEError

log = logging.getLogger("prme.demo")

DEMO_NAMESPACE = "demo"
DEMO_PASSPHRASE = "demo-passphrase"
OWNER = "maya"
AGENT_USER = "travel-agent"


def _t(day: str, clock: str = "10:00") -> datetime:
    return datetime.fromisoformat(f"{day}T{clock}:00").replace(tzinfo=timezone.utc)


# (speaker, role, text, time)
SESSIONS: list[tuple[str, str, list[tuple[str, str, str, str]]]] = [
    ("offsite-kickoff", "2026-09-03", [
        ("Maya", "user", "I work at Northwind Labs and I am organising our team offsite this autumn.", "09:30"),
        ("Jonas", "participant", "I live in Berlin, so anywhere with a direct train works for me.", "09:31"),
        ("Priya", "participant", "I live in Lisbon and I prefer somewhere by the sea.", "09:33"),
        ("Maya", "user", "We decided to hold the offsite in Lisbon in November.", "09:36"),
        ("Jonas", "participant", "I like long walks, so a venue near a park would be great.", "09:38"),
    ]),
    ("venue-planning", "2026-09-17", [
        ("Priya", "participant", "I visited Casa do Alentejo last week and the main hall seats forty people.", "14:02"),
        ("Maya", "user", "I prefer a venue we can walk to from the hotel.", "14:05"),
        ("Jonas", "participant", "I plan to arrive on Sunday evening by train.", "14:07"),
    ]),
    ("logistics", "2026-10-08", [
        ("Jonas", "participant", "I moved to Hamburg at the start of October.", "11:15"),
        ("Priya", "participant", "I started learning Portuguese cooking for the team dinner.", "11:18"),
        ("Maya", "user", "I dislike early flights, so I booked the midday one.", "11:20"),
    ]),
    ("final-check", "2026-11-02", [
        ("Priya", "participant", "I live in Porto now, two hours north of the venue.", "16:40"),
        ("Jonas", "participant", "My favorite editor is Helix these days.", "16:42"),
        ("Maya", "user", "I work at Northwind Labs on the retrieval team.", "16:45"),
    ]),
]

# Typed memories stored directly: (speaker, role, node_type, scope, text, time, extra)
DIRECT: list[tuple[str | None, str, str, str, str, str, dict[str, Any]]] = [
    (None, "user", "entity", "project", "Northwind Labs: the company Maya and Jonas work for.", "2026-09-03", {}),
    (None, "user", "entity", "project", "Casa do Alentejo: the offsite venue in Lisbon, a historic palace off Rossio.", "2026-09-17", {}),
    (None, "user", "entity", "personal", "Priya Raman: product designer, joined the team in 2025.", "2026-09-03", {}),
    (None, "user", "entity", "personal", "Jonas Keller: backend engineer on the storage team.", "2026-09-03", {}),
    ("Maya", "user", "decision", "project",
     "Confirmed offsite plan\nVenue: Casa do Alentejo (Lisbon)\nDates: 2026-11-17 to 2026-11-19", "2026-09-20",
     {"value_bindings": [
         {"reference": "offsite-venue-1", "kind": "venue", "presentation": "Casa do Alentejo (Lisbon)", "lookup": "Casa do Alentejo"},
         {"reference": "offsite-start-1", "kind": "date", "presentation": "2026-11-17", "lookup": "2026-11-17T09:00:00+00:00"},
     ]}),
    ("Maya", "user", "task", "project", "Book the team dinner for Tuesday 2026-11-18 for eight people.", "2026-10-08", {}),
    ("Priya", "participant", "preference", "personal", "Priya is vegetarian and prefers window seats on trains.", "2026-09-17", {}),
    ("Maya", "user", "fact", "project", "The offsite budget is 12,000 EUR including travel.", "2026-09-20", {"contest": "budget"}),
    ("Jonas", "participant", "fact", "project", "The offsite budget is 9,500 EUR; travel is paid by each team.", "2026-10-08", {"contest": "budget"}),
    ("Maya", "user", "fact", "project", "The weekly team sync is on Mondays at 09:30.", "2026-09-03", {"supersede": "old"}),
    ("Maya", "user", "fact", "project", "The weekly team sync moved to Tuesdays at 10:00.", "2026-10-08", {"supersede": "new"}),
    ("Maya", "user", "note", "personal", "Remember to renew my passport before March 2027.", "2026-10-20", {}),
]

AGENT_MEMORIES = [
    ("The traveller prefers aisle seats and midday departures.", "preference"),
    ("Rail pass for the Lisbon trip is stored under booking reference NW-4471.", "fact"),
]

# Turns ingested by a client whose provider cannot be reached: their jobs fail or stay pending.
UNREACHABLE_TURNS = [
    ("Jonas", "participant", "I booked a hotel near Rossio for three nights.", "2026-11-03", "failed"),
    ("Priya", "participant", "I am bringing the projector and the HDMI adapters.", "2026-11-03", "failed"),
    ("Maya", "user", "I plan to send the agenda on Friday.", "2026-11-04", "pending"),
    ("Jonas", "participant", "I prefer the vegetarian menu at the dinner.", "2026-11-04", "pending"),
]


def demo_exists(workspace: MemoryWorkspace) -> bool:
    return DEMO_NAMESPACE in workspace.names()


def build_demo(workspace: MemoryWorkspace, *, passphrase: str = DEMO_PASSPHRASE) -> dict[str, Any]:
    """Create the demo namespace in ``workspace`` and leave it locked; returns what was made."""
    workspace.create_namespace(
        DEMO_NAMESPACE, passphrase=passphrase, encrypted=True,
        description="Demo: an offsite planned by Maya, Jonas and Priya over four sessions",
    )
    client = workspace.client(DEMO_NAMESPACE)
    made: dict[str, Any] = {"direct": 0, "ingested": 0, "skipped": []}
    try:
        _store_direct(client, made)
        _ingest_sessions(client, made)
        for text, kind in AGENT_MEMORIES:
            client.store(text, user_id=AGENT_USER, node_type=kind, scope="agent", role="tool")
        client.process_pending(budget_ms=10_000)
        client.wait_for_vectors()
    finally:
        workspace.lock(DEMO_NAMESPACE)
    _leave_unfinished_jobs(workspace, passphrase, made)
    return made


def _store_direct(client: MemoryClient, made: dict[str, Any]) -> None:
    # Notes written weeks apart, each on its own: no shared session, whose neighbours' words and
    # session boost would tie "renew my passport" to the team sync stored before it.
    ids: dict[str, list[str]] = {}
    for speaker, role, kind, scope, text, day, extra in DIRECT:
        receipt = client.store_with_receipt(
            text, user_id=OWNER, node_type=kind, scope=scope, role=role, speaker=speaker,
            event_time=_t(day), value_bindings=extra.get("value_bindings"),
        )
        made["direct"] += 1
        for key in ("contest", "supersede"):
            if key in extra:
                ids.setdefault(f"{key}:{extra[key]}", []).append(str(receipt.node_id))
        if kind in ("entity", "decision"):
            ids.setdefault("promote", []).append(str(receipt.node_id))
    client.wait_for_vectors()  # the update check's similarity part runs with the vectors
    lifecycle = {name: getattr(client, name, None) for name in ("promote", "contradict", "supersede")}
    if lifecycle["promote"]:
        for node_id in ids.get("promote", []):
            lifecycle["promote"](node_id, user_id=OWNER, actor_id="maya", reason="checked against the booking")
    else:
        made["skipped"].append("promote")
    # The store path's update check may have contested or superseded these pairs already;
    # Maya's own decisions below only fill in what it left open.
    def state(node_id: str) -> str:
        return client.get_node(node_id, user_id=OWNER, include_superseded=True).lifecycle_state.value

    first, second = ids["contest:budget"]
    if not lifecycle["contradict"]:
        made["skipped"].append("contradict")
    elif "contested" not in (state(first), state(second)):
        lifecycle["contradict"](first, second, user_id=OWNER, actor_id="maya", reason="two budgets in the notes")
    old, new = ids["supersede:old"][0], ids["supersede:new"][0]
    if not lifecycle["supersede"]:
        made["skipped"].append("supersede")
    elif state(old) in ("tentative", "stable"):
        lifecycle["supersede"](old, new, user_id=OWNER, actor_id="maya", reason="the sync moved in October")


def _ingest_sessions(client: MemoryClient, made: dict[str, Any]) -> None:
    batch = getattr(client, "ingest_batch", None)
    for session_id, day, turns in SESSIONS:
        messages = [
            {"content": text, "role": role, "speaker": speaker, "event_time": _t(day, clock)}
            for speaker, role, text, clock in turns
        ]
        if batch is not None:
            try:
                batch(messages, user_id=OWNER, session_id=session_id, wait_for_extraction=True)
            except PRMEError as exc:  # a failed extraction leaves its event stored
                log.warning("demo extraction failed: %s", exc)
        else:
            client.ingest_fast_many(
                [{**m, "session_id": session_id} for m in messages], user_id=OWNER,
            )
        made["ingested"] += len(messages)
    if batch is None:
        made["skipped"].append("extraction")


def _leave_unfinished_jobs(workspace: MemoryWorkspace, passphrase: str, made: dict[str, Any]) -> None:
    """Ingest a few turns through a provider that cannot be reached (no network is used)."""
    if not hasattr(MemoryClient, "ingest"):
        return
    path = workspace.pack_path(DEMO_NAMESPACE)
    from engine import PRMEConfig

    config = PRMEConfig(pack_path=path, encryption_enabled=True)
    config.encryption_key = passphrase
    try:
        settings = config.extraction.model_dump()
        settings.update(provider="openai", base_url="http://127.0.0.1:9/v1", model="unreachable-demo-model",
                        timeout=1.0, max_retries=0, api_key="demo-key-not-a-secret")
        config.extraction = type(config.extraction).model_validate(settings)
    except (ValueError, TypeError) as exc:
        log.warning("demo: cannot configure the unreachable provider: %s", exc)
        return
    try:
        client = MemoryClient(config=config)
    except PRMEError as exc:
        log.warning("demo: cannot open the pack for failing jobs: %s", exc)
        return
    try:
        for speaker, role, text, day, outcome in UNREACHABLE_TURNS:
            if outcome != "failed":
                continue
            try:
                client.ingest(text, user_id=OWNER, role=role, speaker=speaker, session_id="final-check",
                              event_time=_t(day), wait_for_extraction=True)
            except PRMEError:
                pass  # expected: the job is now failed with a reason code
        pending = [t for t in UNREACHABLE_TURNS if t[4] == "pending"]
        if pending and hasattr(client, "ingest_batch"):
            messages = [{"content": text, "role": role, "speaker": speaker, "event_time": _t(day)}
                        for speaker, role, text, day, _ in pending]
            client.ingest_batch(messages, user_id=OWNER, session_id="final-check", wait_for_extraction=False)
        made["unfinished"] = len(UNREACHABLE_TURNS)
    finally:
        client.close()  # stops in-process work: unclaimed jobs stay pending
