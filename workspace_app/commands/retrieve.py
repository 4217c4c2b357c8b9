"""prme retrieve: the context a model would get for a question."""

from __future__ import annotations

import argparse
import re
from datetime import datetime, timedelta

from engine import RetrievalMode, Scope
from workspace_app.cli_support import (
    CliError, emit, json_arg, open_workspace, parse_time, resolve_user, short, unlock, user_arg,
)


def register(sub: argparse._SubParsersAction) -> None:
    retrieve = sub.add_parser(
        "retrieve", help="retrieve memories for a query and print the rendered context a model would get"
    )
    retrieve.add_argument("namespace")
    retrieve.add_argument("query")
    user_arg(retrieve)
    retrieve.add_argument("--scope", action="append", choices=[s.value for s in Scope],
                          help="only these scopes (repeatable; default: all)")
    retrieve.add_argument("--budget", type=int, default=None, help="token budget for the context (default: 4096)")
    retrieve.add_argument("--format", choices=["reader", "auditable", "compact"], default=None,
                          help="context format (default: reader)")
    retrieve.add_argument("--explicit", action="store_true",
                          help="explicit mode: include hypothetical and deprecated memories")
    retrieve.add_argument("--at", metavar="WHEN",
                          help="answer from memory as it stood then (YYYY-MM-DD: the end of that day; or an ISO time, "
                               "UTC unless it says otherwise): what was stored by then, in the states it had then")
    retrieve.add_argument("--results", action="store_true", help="also list the ranked results with their scores")
    json_arg(retrieve)
    retrieve.set_defaults(handler=cmd_retrieve)


def cmd_retrieve(args: argparse.Namespace) -> int:
    if args.budget is not None and args.budget < 0:
        raise CliError("--budget must be 0 or more tokens")
    at = _knowledge_at(args.at)
    ws = open_workspace(args)
    with ws:
        client = unlock(ws, args.namespace)
        response = client.retrieve(
            args.query, user_id=resolve_user(args, ws), scope=args.scope, token_budget=args.budget,
            context_format=args.format,
            retrieval_mode=RetrievalMode.EXPLICIT if args.explicit else RetrievalMode.DEFAULT, knowledge_at=at,
        )
    bundle = response.bundle
    data = {
        "context": bundle.render(),
        "tokens_used": bundle.tokens_used,
        "token_budget": bundle.token_budget,
        "excluded_ids": bundle.excluded_ids,
        "results": [
            {"node_id": r.node_id, "score": r.score, "paths": r.paths, "content": r.node.content}
            for r in response.results
        ],
        "value_bindings": [b.model_dump(mode="json") for b in bundle.value_bindings()],
    }
    lines = [bundle.render() or "(no memories matched)", "", f"-- {bundle.tokens_used} of {bundle.token_budget} tokens"]
    if args.results:
        lines += [f"{r.score:6.3f}  {'+'.join(r.paths):<22} {short(r.node.content)}" for r in response.results]
    emit(args, data, "\n".join(lines))
    return 0


def _knowledge_at(text: str | None) -> datetime | None:
    """``--at``: a day alone means memory as it stood when that day ended."""
    when = parse_time(text, "--at")
    if when is not None and re.fullmatch(r"\d{4}-\d{2}-\d{2}", text.strip()):
        when += timedelta(days=1) - timedelta(microseconds=1)
    return when
