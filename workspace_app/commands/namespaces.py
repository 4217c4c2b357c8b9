"""prme init, prme ns create|list|rename|delete|adopt."""

from __future__ import annotations

import argparse
from pathlib import Path

from engine import pack_is_encrypted
from workspace_app.cli_support import CliError, confirm_short_passphrase, emit, json_arg, open_workspace, read_passphrase


def register(sub: argparse._SubParsersAction) -> None:
    init = sub.add_parser("init", help="create the workspace folder (if new) and show where it is")
    init.add_argument("--owner", help="default user id for memories you capture")
    json_arg(init)
    init.set_defaults(handler=cmd_init)

    ns = sub.add_parser("ns", help="manage namespaces (one encrypted pack each)")
    ns_sub = ns.add_subparsers(dest="ns_command", metavar="ACTION", required=True)

    create = ns_sub.add_parser("create", help="create a namespace (encrypted unless --plain)")
    create.add_argument("name")
    create.add_argument("--description", default="")
    create.add_argument("--plain", action="store_true", help="store without encryption (not recommended)")
    json_arg(create)
    create.set_defaults(handler=cmd_create)

    listing = ns_sub.add_parser("list", help="list namespaces with size and encryption")
    json_arg(listing)
    listing.set_defaults(handler=cmd_list)

    rename = ns_sub.add_parser("rename", help="rename a namespace")
    rename.add_argument("name")
    rename.add_argument("new_name")
    rename.set_defaults(handler=cmd_rename)

    delete = ns_sub.add_parser("delete", help="delete a namespace and its pack for good")
    delete.add_argument("name")
    delete.add_argument("--confirm", metavar="NAME", help="repeat the namespace name to confirm")
    delete.set_defaults(handler=cmd_delete)

    adopt = ns_sub.add_parser(
        "adopt", help="register a pack file in namespaces/ that no namespace names (e.g. after a lost registry change)",
    )
    adopt.add_argument("file", metavar="FILE.prme", help="the pack: its file name in namespaces/, or a path to it there")
    adopt.add_argument("--name", help="the namespace's name (default: the file name without .prme)")
    adopt.add_argument("--description", default="")
    json_arg(adopt)
    adopt.set_defaults(handler=cmd_adopt)



def cmd_init(args: argparse.Namespace) -> int:
    ws = open_workspace(args, create=True)
    if args.owner:
        ws.set_owner(args.owner)
    emit(args, {"workspace": str(ws.root), "owner": ws.owner}, f"workspace ready at {ws.root} (owner: {ws.owner})")
    return 0


def cmd_create(args: argparse.Namespace) -> int:
    ws = open_workspace(args, create=True)
    passphrase = None if args.plain else read_passphrase(f"New passphrase for {args.name}: ", confirm=True)
    confirm_short_passphrase(passphrase)
    with ws:
        info = ws.create_namespace(args.name, passphrase=passphrase, encrypted=not args.plain, description=args.description)
    emit(
        args,
        {"name": info.name, "path": str(info.path), "encrypted": info.encrypted},
        f"created namespace {info.name} ({'encrypted' if info.encrypted else 'NOT encrypted'}) at {info.path}",
    )
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    ws = open_workspace(args)
    rows = ws.list_namespaces()
    missing = {i.name for i in rows if not Path(i.path).is_file()}  # registered, but its pack is gone
    data = [
        {"name": i.name, "path": str(i.path), "size_bytes": i.size_bytes, "encrypted": i.encrypted,
         "description": i.description, "created_at": i.created_at, "embedding_model": i.embedding_model,
         "missing": i.name in missing}
        for i in rows
    ]
    if not rows:
        text = f"no namespaces yet in {ws.root}; create one with: prme ns create NAME"
    else:
        text = "\n".join(
            f"{i.name:<24} MISSING: no pack at {i.path}" if i.name in missing else
            f"{i.name:<24} {i.size_bytes / 1024:>9.0f} KiB  {'encrypted' if i.encrypted else 'plain    '}  {i.description}"
            for i in rows
        )
    emit(args, data, text)
    return 0


def cmd_rename(args: argparse.Namespace) -> int:
    ws = open_workspace(args)
    info = ws.rename(args.name, args.new_name)
    print(f"renamed {args.name} to {info.name}")
    return 0


def cmd_delete(args: argparse.Namespace) -> int:
    ws = open_workspace(args)
    ws.info(args.name)
    if args.confirm is None:
        raise CliError(f"deleting {args.name} cannot be undone; repeat it with --confirm {args.name}")
    ws.delete(args.name, confirm=args.confirm)
    print(f"deleted namespace {args.name}")
    return 0


def cmd_adopt(args: argparse.Namespace) -> int:
    ws = open_workspace(args)
    with ws:
        path = ws.root / "namespaces" / Path(args.file).name
        encrypted = path.is_file() and pack_is_encrypted(path)
        passphrase = read_passphrase(f"Passphrase for {path.name}: ") if encrypted else None
        info = ws.adopt(args.file, name=args.name, passphrase=passphrase, description=args.description)
    emit(
        args,
        {"name": info.name, "path": str(info.path), "encrypted": info.encrypted},
        f"registered {info.path.name} as namespace {info.name} ({'encrypted' if info.encrypted else 'NOT encrypted'})",
    )
    return 0


