"""prme export, prme import: a namespace as prme-export JSONL (plain text by nature)."""

from __future__ import annotations

import argparse
import os
import secrets
import stat
import sys
from dataclasses import replace
from pathlib import Path

from engine import MemoryWorkspace
from workspace_app.cli_support import CliError, confirm_short_passphrase, emit, given_user, json_arg, open_workspace, read_passphrase, unlock
from workspace_app.commands.maintenance import StderrProgress
from workspace_app.formatting import human_size
from workspace_app.maintenance_actions import export_refusal

PLAIN_TEXT_WARNING = (
    "warning: an export is PLAIN TEXT. Anyone who can read {file} can read these memories; "
    "keep it somewhere private and delete it when you no longer need it."
)


def register(sub: argparse._SubParsersAction) -> None:
    export = sub.add_parser(
        "export", help="write a namespace's memories to a JSONL file you name (plain text!)",
        description="Write a namespace to FILE in the versioned prme-export JSONL format. The file is NOT "
        "encrypted: anyone who can read it can read the memories.",
    )
    export.add_argument("namespace")
    export.add_argument("file", metavar="FILE.jsonl", help="the file to write (required; never chosen for you)")
    # The graph by default: an export of events alone imports as fewer memories than it came from.
    export.add_argument("--with-graph", dest="with_graph", action="store_true", default=True,
                        help="write nodes, edges, the operation log and pending work too (the default: a faithful copy)")
    export.add_argument("--events-only", dest="with_graph", action="store_false",
                        help="write only the source events; an import rebuilds memories from them, which can "
                        "give fewer nodes than the namespace holds")
    export.add_argument("--user", help="export only this user's memories (default: every user)")
    export.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    json_arg(export)
    export.set_defaults(handler=cmd_export)

    imp = sub.add_parser(
        "import", help="rebuild a namespace (new or empty) from a prme-export JSONL file, keeping every id",
    )
    imp.add_argument("namespace", help="created when it does not exist yet")
    imp.add_argument("file", metavar="FILE.jsonl")
    imp.add_argument("--description", default="", help="description of a namespace the import creates")
    imp.add_argument("--plain", action="store_true", help="create the namespace without encryption (not recommended)")
    imp.add_argument("--extract", action="store_true",
                     help="run extraction again on an events-only export (derived memories get new ids)")
    json_arg(imp)
    imp.set_defaults(handler=cmd_import)


def export_target(target: Path, workspace: MemoryWorkspace, *, force: bool) -> Path:
    """Where an export may go: a new file, or with ``force`` an existing regular file (replaced
    whole once the export is complete). Links, folders, devices and pipes are refused, so an
    export never writes through a link or truncates, chmods or removes a special file; so are
    the workspace's own files and any pack (maintenance_actions.export_refusal)."""
    if str(target) == "-":
        raise CliError("an export is written to a file; name one (FILE.jsonl)")
    if refusal := export_refusal(workspace, target):
        raise CliError(refusal)
    try:
        st = os.lstat(target)
    except FileNotFoundError:
        if not target.parent.is_dir():
            raise CliError(f"{target.parent} is not a folder; create it or name another file") from None
        return target
    if stat.S_ISLNK(st.st_mode):
        raise CliError(f"{target} is a symbolic link; name a regular file (an export never writes through a link)")
    if stat.S_ISDIR(st.st_mode):
        raise CliError(f"{target} is a folder; name the export file")
    if not stat.S_ISREG(st.st_mode):
        raise CliError(f"{target} is a device, pipe or socket, not a regular file; name a regular file")
    if not force:
        raise CliError(f"{target} already exists; choose another file or add --force")
    return target


def cmd_export(args: argparse.Namespace) -> int:
    user = given_user(args)
    ws = open_workspace(args)
    target = export_target(Path(args.file).expanduser(), ws, force=args.force)
    ws.info(args.namespace)
    print(PLAIN_TEXT_WARNING.format(file=target), file=sys.stderr, flush=True)
    # Written beside the target under a new name, then renamed over it: an existing file is
    # replaced only by a complete export, and a failure leaves it as it was.
    partial = target.with_name(f".{target.name}.{os.getpid()}-{secrets.token_hex(4)}.partial")
    with ws:
        client = unlock(ws, args.namespace)
        try:
            result = client.export_jsonl(partial, with_graph=args.with_graph, user_id=user, overwrite=False,
                                         progress=StderrProgress())
            os.replace(partial, target)
        except BaseException:
            partial.unlink(missing_ok=True)
            raise
    result = replace(result, path=str(target))
    parts = ", ".join(f"{n} {kind}{'s' if n != 1 else ''}" for kind, n in result.counts.items() if n)
    emit(args, result.to_dict(),
         f"exported {args.namespace} to {target} ({parts or 'nothing'}; {human_size(result.bytes)}, plain text)")
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    source = Path(args.file).expanduser()
    if not source.is_file():
        raise CliError(f"no export file at {source}")
    ws = open_workspace(args, create=True)
    created = args.namespace not in ws.names()
    with ws:
        if created:
            passphrase = None if args.plain else read_passphrase(f"New passphrase for {args.namespace}: ", confirm=True)
            confirm_short_passphrase(passphrase)
        else:
            unlock(ws, args.namespace)
            passphrase = None
        # A failed import leaves no new namespace behind; a killed one is undone on next open.
        result = ws.import_namespace(args.namespace, source, passphrase=passphrase, encrypted=not args.plain,
                                     description=args.description, extract=args.extract, progress=StderrProgress())
    if result.altered_operations:
        print(f"warning: {len(result.altered_operations)} operation record(s) in {source.name} fail their checksum "
              f"(they were changed after being written); prme doctor {args.namespace} reports them",
              file=sys.stderr)
    parts = ", ".join(f"{n} {kind}{'s' if n != 1 else ''}" for kind, n in result.counts.items() if n)
    pending = f"; {result.pending} event(s) still wait to become nodes" if result.pending else ""
    emit(args, result.to_dict(),
         f"imported {parts or 'nothing'} into {'new namespace ' if created else ''}{args.namespace} "
         f"({result.nodes_built} node(s) indexed{pending}; {result.seconds:.1f} s)")
    return 0
