"""Where a host and its clients meet: ``<workspace>/hosts/<namespace>.sock`` and ``.json``.

The folder is private (0700) and owned by the user, the socket 0600, and the JSON
file (0600) carries the host's pid and a random token the client must present. The
token is made fresh by each host and has nothing to do with the passphrase.
Unix socket paths are limited to ~107 bytes; a longer one is reached through
``/proc/self/fd/<folder fd>/`` so a deep workspace folder still works.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import secrets
import socket
import struct
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from engine import process_alive

FOLDER = "hosts"
_MAX_SUN_PATH = 100


@dataclass(frozen=True)
class HostTicket:
    """What the token file says: who hosts, and the secret a client presents."""

    pid: int
    token: str
    host: str
    protocol: int


def hosts_dir(root: Path, *, create: bool = False) -> Path:
    folder = Path(root) / FOLDER
    if create:
        folder.mkdir(mode=0o700, exist_ok=True)
        # An older or hand-made folder may be wider: only the owner may reach the sockets.
        if folder.stat().st_mode & 0o077:
            os.chmod(folder, 0o700)
    return folder


def socket_path(root: Path, namespace: str) -> Path:
    return hosts_dir(root) / f"{namespace}.sock"


def ticket_path(root: Path, namespace: str) -> Path:
    return hosts_dir(root) / f"{namespace}.json"


def new_token() -> str:
    return secrets.token_urlsafe(32)


def write_ticket(root: Path, namespace: str, ticket: HostTicket) -> None:
    """Atomically, created 0600 from the start (never readable by others, not even briefly)."""
    folder = hosts_dir(root, create=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{namespace}-", suffix=".json", dir=folder)  # mkstemp: mode 0600
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump({"pid": ticket.pid, "token": ticket.token, "host": ticket.host, "protocol": ticket.protocol}, handle)
        os.replace(tmp, ticket_path(root, namespace))
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_ticket(root: Path, namespace: str) -> HostTicket | None:
    path = ticket_path(root, namespace)
    try:
        if path.stat().st_uid != os.geteuid():
            return None  # not ours: never present a token from a file someone else wrote
        data = json.loads(path.read_text(encoding="utf-8"))
        return HostTicket(pid=int(data["pid"]), token=str(data["token"]), host=str(data.get("host", "host")),
                          protocol=int(data.get("protocol", 0)))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def remove_files(root: Path, namespace: str, *, token: str | None = None) -> None:
    """Remove the socket and token file; with ``token``, only if they still belong to that host."""
    if token is not None:
        current = read_ticket(root, namespace)
        if current is not None and current.token != token:
            return  # a newer host took over
    for path in (ticket_path(root, namespace), socket_path(root, namespace)):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()


@contextlib.contextmanager
def reachable(path: Path) -> Iterator[str]:
    """A path string bind()/connect() accept, even when ``path`` is longer than sun_path allows."""
    text = str(path)
    if len(text.encode()) <= _MAX_SUN_PATH:
        yield text
        return
    fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
    try:
        yield f"/proc/self/fd/{fd}/{path.name}"
    finally:
        os.close(fd)


def peer_uid(sock: socket.socket) -> int:
    """The uid of the process at the other end of a Unix socket (SO_PEERCRED, Linux)."""
    creds = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    _pid, uid, _gid = struct.unpack("3i", creds)
    return uid


def peer_allowed(uid: int) -> bool:
    """Only processes of the same OS user may talk to a host."""
    return uid == os.geteuid()


def connect(root: Path, namespace: str, timeout: float = 10.0) -> socket.socket | None:
    """A connected socket to the namespace's host, or None when no host listens (stale files removed)."""
    path = socket_path(root, namespace)
    if not path.exists():
        return None
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(timeout)
    try:
        with reachable(path) as address:
            sock.connect(address)
    except OSError as exc:
        sock.close()
        if exc.errno in (errno.ECONNREFUSED, errno.ENOENT):
            # Nobody listens: a host that crashed or was killed left its files behind.
            ticket = read_ticket(root, namespace)
            if ticket is None or _dies(ticket.pid):
                remove_files(root, namespace, token=ticket.token if ticket else None)
            return None
        raise
    if not peer_allowed(peer_uid(sock)):
        sock.close()  # never hand memory content to a listener of another user
        raise PermissionError(f"the socket for namespace {namespace!r} in {path.parent} belongs to another user")
    return sock


def _dies(pid: int, within: float = 2.0) -> bool:
    """True when ``pid`` is gone or goes within ``within`` seconds (a killed host closes its
    socket a moment before it exits); False for a host that lives on (one starting up)."""
    deadline = time.monotonic() + within
    while process_alive(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True
