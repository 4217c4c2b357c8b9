"""prme ingest (store text and extract entities and claims from it) and prme extractions
(see, retry and process extraction jobs)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine import Scope
from engine import ExtractionError
from workspace_app.cli_support import CliError, emit, json_arg, open_workspace, resolve_user, short, unlock, user_arg
from workspace_app.conversation import parse_conversation

MAX_FILE_BYTES = 10 * 1024 * 1024


def register(sub: argparse._SubParsersAction) -> None:
    ingest = sub.add_parser(
        "ingest", help="store text in a namespace and extract entities and claims from it",
        description="Store a message (or a conversation file) and run extraction on it. The provider comes "
        "from PRME_EXTRACTION__PROVIDER (default: rules, offline).",
    )
    ingest.add_argument("namespace")
    ingest.add_argument("text", nargs="?", help="the text to ingest (or use --file)")
    ingest.add_argument("--file", metavar="F", help="read the text from a file ('-' for stdin)")
    ingest.add_argument("--conversation", action="store_true",
                        help="the file is a conversation, one 'Name: text' turn per line; each turn is "
                             "ingested with its speaker")
    user_arg(ingest)
    ingest.add_argument("--speaker", help="who said it")
    ingest.add_argument("--role", default="user", choices=["user", "participant", "assistant", "tool", "system"])
    ingest.add_argument("--scope", default="personal", choices=[s.value for s in Scope])
    ingest.add_argument("--session", help="session id")
    ingest.add_argument("--no-wait", action="store_true",
                        help="return once the text is stored; `prme extractions NS --process` finishes it")
    json_arg(ingest)
    ingest.set_defaults(handler=cmd_ingest)

    jobs = sub.add_parser("extractions", help="list extraction jobs of a namespace; retry or process them")
    jobs.add_argument("namespace")
    user_arg(jobs)
    jobs.add_argument("--status", choices=["pending", "running", "failed", "complete"], help="only jobs in this state")
    jobs.add_argument("--retry-failed", action="store_true", help="make every failed job pending again")
    jobs.add_argument("--process", action="store_true", help="run due jobs now")
    jobs.add_argument("--budget-ms", type=int, default=60_000, help="time budget for --process (default 60000)")
    jobs.add_argument("--limit", type=int, default=50)
    json_arg(jobs)
    jobs.set_defaults(handler=cmd_extractions)


def _read_text(args: argparse.Namespace) -> str:
    if args.file and args.text:
        raise CliError("give the text or --file, not both")
    if not args.file:
        if not args.text:
            raise CliError("nothing to ingest: give the text or --file F")
        return args.text
    if args.file == "-":
        data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)  # the cap holds for stdin too
        if len(data) > MAX_FILE_BYTES:
            raise CliError(f"--file -: standard input is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB")
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            raise CliError("--file -: standard input is not UTF-8 text") from None
    path = Path(args.file)
    if not path.is_file():
        raise CliError(f"--file: {path} is not a file")
    if path.stat().st_size > MAX_FILE_BYTES:
        raise CliError(f"--file: {path} is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB")
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise CliError(f"--file: {path} is not UTF-8 text") from None


def _conversation_turns(text: str, *, role: str) -> list[dict]:
    """The turns of a conversation file; it must start with a named turn."""
    turns = parse_conversation(text, role=role)
    if not turns:
        raise CliError("--conversation: no turns found")
    if "speaker" not in turns[0]:
        raise CliError("--conversation: the first line must look like 'Name: text'")
    return turns


def cmd_ingest(args: argparse.Namespace) -> int:
    text = _read_text(args)
    if not text.strip():
        raise CliError("nothing to ingest: the text is empty")
    if args.conversation and not args.file:
        raise CliError("--conversation needs --file")
    wait = not args.no_wait
    ws = open_workspace(args)
    with ws:
        client = unlock(ws, args.namespace)
        user = resolve_user(args, ws)
        try:
            if args.conversation:
                role = "participant" if args.role == "user" else args.role
                ids = client.ingest_batch(_conversation_turns(text, role=role), user_id=user, session_id=args.session,
                                          scope=args.scope, wait_for_extraction=wait)
            else:
                ids = [client.ingest(text, user_id=user, role=args.role, speaker=args.speaker, session_id=args.session,
                                     scope=args.scope, wait_for_extraction=wait)]
        except ExtractionError as exc:
            raise CliError(f"{exc} (event {exc.event_id}; `prme extractions {args.namespace} --retry-failed` "
                           "retries it)") from None
        rows = []
        for event_id in ids:
            status = client.extraction_status(event_id, user_id=user)
            record = client.get_extraction(event_id, user_id=user) if wait else None
            grounding = record.grounding if record else {}
            rows.append({
                "event_id": event_id, "status": status.status if status else None,
                "claims": grounding.get("kept_claims"), "entities": grounding.get("kept_entities"),
                "dropped": grounding.get("dropped_total"),
            })
    if wait:
        claims = sum(r["claims"] or 0 for r in rows)
        entities = sum(r["entities"] or 0 for r in rows)
        summary = (f"ingested {len(rows)} message{'s' if len(rows) != 1 else ''}: {claims} claims, "
                   f"{entities} entities extracted")
    else:
        summary = f"stored {len(rows)} message{'s' if len(rows) != 1 else ''}; extraction is pending"
    lines = [summary] + [f"  {r['event_id']}  {r['status']}" for r in rows[:20]]
    if len(rows) > 20:
        lines.append(f"  ... and {len(rows) - 20} more")
    emit(args, rows if len(rows) > 1 or args.conversation else rows[0], "\n".join(lines))
    return 0


def cmd_extractions(args: argparse.Namespace) -> int:
    if not 1 <= args.limit <= 1000:
        raise CliError("--limit must be between 1 and 1000")
    if args.budget_ms < 0:
        raise CliError("--budget-ms must not be negative")
    ws = open_workspace(args)
    with ws:
        client = unlock(ws, args.namespace)
        user = resolve_user(args, ws)
        retried = 0
        if args.retry_failed:
            while True:
                failed = client.list_extractions(user, status="failed", limit=1000)
                if not failed:
                    break
                for job in failed:
                    client.retry_extraction(job.event_id, user_id=user)
                    retried += 1
        processed = None
        if args.process:
            processed = client.process_extractions(user_id=user, limit=10_000, budget_ms=args.budget_ms)
        counts = client.extraction_counts(user)
        jobs = client.list_extractions(user, status=args.status, limit=args.limit)
    data = {
        "counts": counts, "retried": retried,
        "processed": processed.model_dump() if processed else None,
        "jobs": [j.model_dump(mode="json") for j in jobs],
    }
    lines = ["  ".join(f"{k} {v}" for k, v in counts.items())]
    if args.retry_failed:
        lines.append(f"retried {retried} failed job{'s' if retried != 1 else ''}")
    if processed is not None:
        lines.append(f"processed {processed.processed}: {processed.completed} complete, {processed.failed} failed")
    for job in jobs:
        reason = f"  {job.reason_code}: {short(job.message or '', 50)}" if job.reason_code else ""
        lines.append(f"{job.event_id}  {job.status:<8} attempts {job.attempts}  {job.provider or '-'}{reason}")
    emit(args, data, "\n".join(lines))
    return 0
