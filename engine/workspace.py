"""MemoryWorkspace: a folder of namespaces, each one encrypted single-file pack.

Layout::

    workspace.json            registry (names, files, descriptions; never a secret)
    .workspace.lock           held (flock) by whoever changes the registry
    namespaces/<name>.prme    one pack per namespace (+ .wal and .tmp/ while in use)
    inbox/<name>/             capture folder watched by the app
    exports/                  where exports go unless the user names another place

Passphrases live only in memory, inside the open clients; ``lock()`` closes the
client and forgets its key.

Every change to the registry, from any process, happens under the lock file and
re-reads the registry first, so concurrent handles never drop each other's changes.
An operation that moves or removes files (create, rename, delete, import) first
writes an intent into the registry and removes it in the same write that records
the result; whoever next takes the lock finishes or undoes an intent whose process
died, and says so in ``repairs``.
"""

from __future__ import annotations

import fcntl
import getpass
import json
import logging
import os
import re
import secrets
import shutil
import stat
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from pydantic import SecretStr

from engine import pack as packs
from engine import validation
from engine.client import MemoryClient
from engine.processes import process_alive
from engine.config import PRMEConfig
from engine.errors import NamespaceLockedError, NamespaceNotFoundError, PRMEError, WorkspaceError
from engine.maintenance import CopyResult, Finding, closed_pack_findings, compact_namespace, rekey_namespace
from engine.progress import ProgressCallback

log = logging.getLogger("prme.workspace")

REGISTRY = "workspace.json"
REGISTRY_VERSION = 1
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")


def default_workspace_dir() -> Path:
    env = os.environ.get("PRME_WORKSPACE")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("prme-workspace", appauthor=False))


def validate_namespace_name(name: Any) -> str:
    if not isinstance(name, str) or not name:
        raise ValueError("name: a namespace needs a name")
    if "/" in name or "\\" in name or ".." in name or name.startswith("."):
        raise ValueError(f"name: {name!r} may not contain path separators, '..' or start with a dot")
    if not _NAME.match(name):
        raise ValueError(
            f"name: {name!r} must be 1-64 letters, digits, '-' or '_', starting with a letter or digit"
        )
    return name


@dataclass(frozen=True)
class NamespaceInfo:
    name: str
    path: Path
    description: str
    encrypted: bool
    created_at: str
    embedding_model: str
    size_bytes: int
    unlocked: bool


LOCK_FILE = ".workspace.lock"
# A registry entry's pack: a plain file name inside namespaces/ (never a path that leads elsewhere).
_PACK_FILE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,250}\.prme$")


def _write_registry(path: Path, data: dict) -> None:
    """Temp file, fsync, replace, fsync the folder: a crash leaves the old or the new registry, whole."""
    fd, tmp = tempfile.mkstemp(prefix=".workspace-", suffix=".json", dir=path.parent)  # 0600
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=2, sort_keys=True)
            handle.write("\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    packs.fsync_dir(path.parent)


def _read_registry(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        reason = " ".join(str(exc).split())[:160]
        raise WorkspaceError(f"{path} is unreadable ({reason}); restore it or remove it") from None
    try:
        data = validation.workspace_registry(data, str(path))
    except ValueError as exc:
        raise WorkspaceError(str(exc)) from None
    if not isinstance(data.get("unfinished", []), list):
        raise WorkspaceError(f"{path} is not a valid workspace registry (bad intents); restore it or remove it")
    if data.get("version", 0) > REGISTRY_VERSION:
        raise WorkspaceError(f"{path} was written by a newer prme-workspace; upgrade to open it")
    return data


def _new_registry() -> dict:
    return {
        "version": REGISTRY_VERSION,
        "owner": _default_owner(),
        "created_at": _now(),
        "namespaces": {},
        "unfinished": [],
    }


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _move(source: Path, target: Path) -> None:
    """Move ``source`` to ``target`` if it is still there: a step that may run twice."""
    if not os.path.lexists(source):
        return
    if os.path.lexists(target):
        if target.is_dir() and not target.is_symlink() and not any(target.iterdir()):
            target.rmdir()  # an empty inbox folder left behind: nothing to keep
        else:
            raise WorkspaceError(f"{target} already exists; move it away and run the command again")
    os.replace(source, target)


def _remove(path: Path) -> None:
    """Remove a file, a link (never what it points to) or a folder tree, if present."""
    if path.is_symlink() or (os.path.lexists(path) and not path.is_dir()):
        path.unlink(missing_ok=True)
    elif path.is_dir():
        shutil.rmtree(path)


class MemoryWorkspace:
    def __init__(self, root: Path, registry: dict, base_config: PRMEConfig | None = None) -> None:
        self.root = root
        self._registry = registry
        self._stamp: tuple | None = None
        self._base_config = base_config
        self._clients: dict[str, MemoryClient] = {}
        self._lock = threading.RLock()
        self._lock_depth = 0
        self._changer: int | None = None  # the thread inside _changing()
        self.repairs: list[str] = []  # one line per interrupted operation finished or undone

    # --- opening ---------------------------------------------------------------------

    @staticmethod
    def location(path: str | os.PathLike[str] | None = None) -> Path:
        """The folder ``open(path)`` opens: ``path``, else $PRME_WORKSPACE, else the user data dir."""
        return Path(path).expanduser() if path is not None else default_workspace_dir()

    @staticmethod
    def exists_at(path: str | os.PathLike[str]) -> bool:
        """Whether ``path`` holds a workspace (its registry), without creating anything."""
        return (Path(path) / REGISTRY).is_file()

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None, *, config: PRMEConfig | None = None) -> "MemoryWorkspace":
        """Open the workspace folder at ``path`` (default: the user data dir), creating it if new.

        Operations a killed process left half done are finished or undone first; each
        one is described in ``repairs``."""
        root = cls.location(path)
        if root.exists() and not root.is_dir():
            raise WorkspaceError(f"{root} is a file, not a workspace folder")
        for sub in ("namespaces", "inbox", "exports"):
            # Only the owner may list namespaces, drop captures or read exports.
            (root / sub).mkdir(mode=0o700, parents=True, exist_ok=True)
        workspace = cls(root.resolve(), {}, config)
        registry = workspace._load()
        if registry.get("unfinished"):
            with workspace._changing():
                pass
        return workspace

    # --- the registry: read fresh, changed under the lock file ------------------------

    @property
    def _registry_path(self) -> Path:
        return self.root / REGISTRY

    @property
    def _namespaces_dir(self) -> Path:
        return self.root / "namespaces"

    def _load(self, *, force: bool = False) -> dict:
        """The registry as on disk (re-read when another handle or process changed it)."""
        if self._lock_depth and self._changer != threading.get_ident():
            return self._registry  # another thread is changing it: its copy is the newest
        path = self._registry_path
        try:
            st = os.stat(path)
        except FileNotFoundError:
            with self._changing():  # creates it
                return self._registry
        stamp = (st.st_ino, st.st_mtime_ns, st.st_size)
        if force or stamp != self._stamp:
            self._registry = _read_registry(path)
            self._stamp = stamp
        return self._registry

    def _save(self) -> None:
        """Write the registry; only inside :meth:`_changing`."""
        assert self._lock_depth, "the registry is written only under its lock"
        _write_registry(self._registry_path, self._registry)
        st = os.stat(self._registry_path)
        self._stamp = (st.st_ino, st.st_mtime_ns, st.st_size)

    @contextmanager
    def _changing(self) -> Iterator[dict]:
        """Hold the registry's lock (against threads and other processes) with a fresh
        copy of it, after finishing what dead processes left half done."""
        with self._lock:
            if self._lock_depth:
                self._lock_depth += 1
                try:
                    yield self._registry
                finally:
                    self._lock_depth -= 1
                return
            flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
            fd = os.open(self.root / LOCK_FILE, flags, 0o600)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
                self._changer = threading.get_ident()
                self._lock_depth = 1
                for stale in self.root.glob(".workspace-*.json"):
                    stale.unlink(missing_ok=True)  # a registry write killed before its rename (we hold the lock)
                if self._registry_path.exists():
                    self._load(force=True)
                else:
                    self._registry = _new_registry()
                    self._save()
                self._finish_interrupted()
                yield self._registry
            except BaseException:
                self._stamp = None  # a change that failed half way in memory: read the disk again
                raise
            finally:
                self._lock_depth = 0
                self._changer = None
                os.close(fd)  # releases the flock

    def _begin(self, op: str, **fields: Any) -> str:
        """Record that ``op`` is about to touch files; returns the intent's id."""
        intent_id = secrets.token_hex(8)
        self._registry.setdefault("unfinished", []).append(
            {"id": intent_id, "op": op, "pid": os.getpid(), "started_at": _now(), **fields}
        )
        self._save()
        return intent_id

    def _drop_intent(self, intent_id: str | None) -> None:
        """Forget an intent; the caller saves (together with the change it describes)."""
        self._registry["unfinished"] = [
            i for i in self._registry.get("unfinished", []) if not (isinstance(i, dict) and i.get("id") == intent_id)
        ]

    def _finish_interrupted(self) -> None:
        unfinished = list(self._registry.get("unfinished") or [])
        if not unfinished:
            return
        remaining = []
        for intent in unfinished:
            repair = getattr(self, f"_repair_{intent.get('op')}", None) if isinstance(intent, dict) else None
            if repair is None:
                self._note(f"dropped an unreadable intent record from {REGISTRY}")
                continue
            if intent["op"] == "import" and process_alive(intent.get("pid")):
                remaining.append(intent)  # imports run outside the lock: this one is still going
                continue
            try:
                self._note(repair(intent))
            except (OSError, PRMEError, KeyError, TypeError, ValueError) as exc:
                remaining.append(intent)
                self._note(f"could not finish an interrupted {intent['op']} of namespace "
                           f"{intent.get('name') or intent.get('old')!r} ({exc}); it is tried again on next open")
        if remaining != unfinished:
            self._registry["unfinished"] = remaining
            self._save()

    def _note(self, message: str) -> None:
        if message:
            log.warning("%s", message)
            self.repairs.append(message)

    def _repair_create(self, intent: dict) -> str:
        name, path = intent["name"], self._file(intent["file"])
        entry = self._registry["namespaces"].get(name)
        if entry is not None and entry.get("file") == path.name:
            return ""  # it was registered: nothing was left half done
        with packs.held_exclusively(path):
            self._remove_pack_files(path)
        return f"the creation of namespace {name!r} was interrupted; removed its unfinished pack"

    def _repair_rename(self, intent: dict) -> str:
        old, new = intent["old"], intent["new"]
        source, target = self._file(intent["file"]), self._file(intent["new_file"])
        with packs.held_exclusively(target if target.exists() else source):
            self._move_namespace_files(source, target, old, new)
        namespaces = self._registry["namespaces"]
        if old in namespaces and new not in namespaces:
            namespaces[new] = dict(namespaces.pop(old), file=target.name)
        return f"finished renaming namespace {old!r} to {new!r} (the rename was interrupted)"

    def _repair_delete(self, intent: dict) -> str:
        name, path = intent["name"], self._file(intent["file"])
        with packs.held_exclusively(path):
            self._remove_namespace_files(path, name)
        entry = self._registry["namespaces"].get(name)
        if entry is not None and entry.get("file") == path.name:
            del self._registry["namespaces"][name]
        return f"finished deleting namespace {name!r} (the delete was interrupted)"

    def _repair_import(self, intent: dict) -> str:
        name = intent["name"]
        entry = self._registry["namespaces"].get(name)
        if entry is None:
            return ""
        if intent.get("created"):
            path = self._file(entry.get("file"))
            with packs.held_exclusively(path):
                self._remove_namespace_files(path, name)
            del self._registry["namespaces"][name]
            return f"an import into new namespace {name!r} was interrupted; removed the incomplete namespace (import again)"
        return f"an import into namespace {name!r} was interrupted; it may be incomplete (check it with prme doctor {name})"

    # --- files -----------------------------------------------------------------------

    def _file(self, file: Any) -> Path:
        """The pack a registry entry names, refused unless it is a plain file name inside namespaces/."""
        if not isinstance(file, str) or not _PACK_FILE.match(file) or ".." in file:
            raise WorkspaceError(
                f"{REGISTRY} names pack file {file!r}, which is not a plain .prme file name inside namespaces/; "
                "fix that entry"
            )
        return self._namespaces_dir / file

    def _make_inbox(self, name: str) -> None:
        inbox = self.inbox_dir(name)
        inbox.mkdir(mode=0o700, parents=True, exist_ok=True)
        if inbox.is_dir() and not inbox.is_symlink():
            os.chmod(inbox, 0o700)  # capture drops are clear text, for the owner only

    def _move_namespace_files(self, source: Path, target: Path, old: str, new: str) -> None:
        """Move a pack with everything that belongs to it: WAL (acknowledged writes not yet
        checkpointed), spill folder and inbox. Each step may run twice."""
        _move(source, target)
        for src, dst in zip(packs.companions(source), packs.companions(target)):
            _move(src, dst)
        _move(self.inbox_dir(old), self.inbox_dir(new))
        packs.fsync_dir(self._namespaces_dir)
        packs.fsync_dir(self.root / "inbox")

    @staticmethod
    def _remove_pack_files(path: Path) -> None:
        for companion in packs.companions(path):
            _remove(companion)
        _remove(path)
        packs.fsync_dir(path.parent)

    def _remove_namespace_files(self, path: Path, name: str) -> None:
        _remove(self.inbox_dir(name))  # with done/ and failed/: clear text the user dropped
        self._remove_pack_files(path)

    def _refuse_taken(self, path: Path) -> None:
        """Refuse to make a pack at ``path`` when a file there (or its WAL) could hold memories."""
        owner = next((n for n, e in self._registry["namespaces"].items() if e.get("file") == path.name), None)
        if owner is not None:
            raise WorkspaceError(f"{path.name} is already the pack of namespace {owner!r}")
        if os.path.lexists(path):
            raise WorkspaceError(
                f"{path} exists but is not registered; register it with: prme ns adopt {path.name} (or move it away)"
            )
        wal, tmp, journal = packs.companions(path)
        for leftover in (wal, journal):
            if os.path.lexists(leftover):
                raise WorkspaceError(
                    f"{leftover} is left from an earlier pack of that name and may hold its last writes; put that "
                    f"pack back and run prme ns adopt {path.name}, or move {leftover.name} away"
                )
        if tmp.is_dir() and not tmp.is_symlink() and not any(tmp.iterdir()):
            tmp.rmdir()  # an empty spill folder: nothing in it
        elif os.path.lexists(tmp):
            raise WorkspaceError(f"{tmp} is left from an earlier pack of that name; move it away")

    # --- registry ---------------------------------------------------------------------

    @property
    def owner(self) -> str:
        """The default user id for memories the workspace's owner captures."""
        owner = self._load().get("owner")
        return owner if isinstance(owner, str) and owner.strip() else _default_owner()

    def set_owner(self, owner: str) -> None:
        if not isinstance(owner, str) or not owner.strip():
            raise ValueError("owner: must not be empty")
        with self._changing() as registry:
            registry["owner"] = owner
            self._save()

    def _entry(self, name: str) -> dict:
        entry = self._load()["namespaces"].get(name)
        if entry is None:
            raise NamespaceNotFoundError(f"no namespace named {name!r} in {self.root}")
        return entry

    def pack_path(self, name: str) -> Path:
        return self._file(self._entry(name).get("file"))

    def inbox_dir(self, name: str) -> Path:
        return self.root / "inbox" / validate_namespace_name(name)

    @property
    def exports_dir(self) -> Path:
        return self.root / "exports"

    def holds(self, path: str | os.PathLike[str]) -> bool:
        """Whether ``path`` is one of the workspace's own files: anything under its folder but
        ``exports/`` (the registry, the packs and the files beside them, the inbox, which would
        capture what lands there), or a namespace's pack and its companions kept elsewhere."""
        target = Path(path).expanduser().resolve()
        root = self.root.resolve()
        if target.is_relative_to(root) and not target.is_relative_to(self.exports_dir.resolve()):
            return True
        for name in self.names():
            pack = self.pack_path(name)
            if target in {p.resolve() for p in (pack, *packs.companions(pack))}:
                return True
        return False

    def names(self) -> list[str]:
        return sorted(self._load()["namespaces"])

    def info(self, name: str) -> NamespaceInfo:
        entry = self._entry(name)
        path = self.pack_path(name)
        size = sum(p.stat().st_size for p in (path, packs.wal_path(path)) if p.exists())
        return NamespaceInfo(
            name=name, path=path, description=entry.get("description", ""), encrypted=bool(entry.get("encrypted", True)),
            created_at=entry.get("created_at", ""), embedding_model=entry.get("embedding_model", ""),
            size_bytes=size, unlocked=name in self._clients,
        )

    def list_namespaces(self) -> list[NamespaceInfo]:
        return [self.info(n) for n in self.names()]

    # --- namespaces -------------------------------------------------------------------

    def _config(self, path: Path, encrypted: bool, passphrase: str | None) -> PRMEConfig:
        base = self._base_config or PRMEConfig()
        update: dict[str, Any] = {"pack_path": path, "encryption_enabled": encrypted, "encryption_key": None}
        config = base.model_copy(update=update)
        if encrypted:
            config.encryption_key = SecretStr(passphrase) if passphrase is not None else None
        return config

    def _entry_for(self, client: MemoryClient, path: Path, encrypted: bool, description: str) -> dict:
        return {
            "file": path.name,
            "description": description,
            "encrypted": encrypted,
            "created_at": _now(),
            "embedding_model": client.config.embedding.model_name,
        }

    def create_namespace(
        self, name: str, *, passphrase: str | None = None, encrypted: bool = True, description: str = ""
    ) -> NamespaceInfo:
        """Create a namespace and its pack; it stays unlocked for this session."""
        self._create(name, passphrase=passphrase, encrypted=encrypted, description=description)
        return self.info(name)

    def _create(self, name: str, *, passphrase: str | None, encrypted: bool, description: str,
                then: dict | None = None) -> str | None:
        """Create and register; ``then`` is an intent recorded in the same registry write
        (an import that fills the new pack). Returns that intent's id."""
        name = validate_namespace_name(name)
        if encrypted and not passphrase:
            raise ValueError("passphrase: an encrypted namespace needs a passphrase")
        with self._changing() as registry:
            if name in registry["namespaces"]:
                raise WorkspaceError(f"a namespace named {name!r} already exists")
            path = self._namespaces_dir / f"{name}.prme"
            self._refuse_taken(path)
            intent = self._begin("create", name=name, file=path.name)
            try:
                client = MemoryClient(config=self._config(path, encrypted, passphrase))
            except BaseException:
                self._remove_pack_files(path)
                self._drop_intent(intent)
                self._save()
                raise
            try:
                registry["namespaces"][name] = self._entry_for(client, path, encrypted, description)
                self._drop_intent(intent)
                then_id = None
                if then is not None:
                    then_id = secrets.token_hex(8)
                    registry["unfinished"].append({"id": then_id, "pid": os.getpid(), "started_at": _now(), **then})
                self._save()
            except BaseException:
                client.close()
                raise
            self._clients[name] = client
        self._make_inbox(name)
        return then_id

    def adopt(self, file: str | os.PathLike[str], *, name: str | None = None,
              passphrase: str | None = None, description: str = "") -> NamespaceInfo:
        """Register a pack file that lies in ``namespaces/`` but is in no registry entry (a
        registry change that was lost, or a pack put back by hand). The pack is opened (so
        its passphrase is checked and a WAL beside it replayed) and stays unlocked."""
        given = Path(file).expanduser()
        path = given if given.is_absolute() or len(given.parts) > 1 else self._namespaces_dir / given
        if path.parent.resolve() != self._namespaces_dir.resolve():
            raise WorkspaceError(f"{given} is not in {self._namespaces_dir}; move it (and its .wal, if any) there first")
        path = self._file(path.name)
        try:
            st = os.lstat(path)
        except FileNotFoundError:
            raise WorkspaceError(f"no pack file {path}") from None
        if not stat.S_ISREG(st.st_mode):
            raise WorkspaceError(f"{path} is not a regular file")
        name = validate_namespace_name(name if name is not None else path.name[: -len(".prme")])
        encrypted = packs.pack_is_encrypted(path)
        if encrypted and not passphrase:
            raise ValueError(f"passphrase: {path.name} is encrypted; give its passphrase")
        with self._changing() as registry:
            if name in registry["namespaces"]:
                raise WorkspaceError(f"a namespace named {name!r} already exists; choose another name")
            owner = next((n for n, e in registry["namespaces"].items() if e.get("file") == path.name), None)
            if owner is not None:
                raise WorkspaceError(f"{path.name} is already the pack of namespace {owner!r}")
            client = MemoryClient(config=self._config(path, encrypted, passphrase))
            try:
                registry["namespaces"][name] = self._entry_for(client, path, encrypted, description)
                self._save()
            except BaseException:
                client.close()
                raise
            self._clients[name] = client
        self._make_inbox(name)
        return self.info(name)

    def import_namespace(
        self, name: str, source: str | os.PathLike[str], *, passphrase: str | None = None, encrypted: bool = True,
        description: str = "", extract: bool = False, progress: Any = None,
    ) -> Any:
        """Rebuild namespace ``name`` from a prme-export file. A namespace that does not
        exist is created (and stays unlocked); an existing one must be unlocked. A failed
        import leaves no new namespace behind, nor does a killed one (undone on next open)."""
        with self._changing() as registry:
            created = name not in registry["namespaces"]
            if created:
                intent = self._create(name, passphrase=passphrase, encrypted=encrypted, description=description,
                                      then={"op": "import", "name": name, "created": True})
            else:
                self.client(name)
                intent = self._begin("import", name=name, created=False)
        try:
            result = self.client(name).import_jsonl(source, extract=extract, progress=progress)
        except BaseException:
            if created:
                try:
                    self.delete(name, confirm=name)
                except Exception:  # noqa: BLE001 - the import's own error is the one to show
                    pass
            raise
        finally:
            with self._changing():
                self._drop_intent(intent)
                self._save()
        return result

    def unlock(self, name: str, passphrase: str | None = None) -> MemoryClient:
        """Open a namespace's pack (with its passphrase when encrypted) and keep it open."""
        with self._lock:
            if name in self._clients:
                return self._clients[name]
            if self._load().get("unfinished"):
                with self._changing():  # finish what a killed process left half done first
                    pass
            entry = self._entry(name)
            path = self.pack_path(name)
            if not path.exists():
                raise WorkspaceError(f"the pack file of namespace {name!r} is missing: {path}")
            client = MemoryClient(config=self._config(path, bool(entry.get("encrypted", True)), passphrase))
            self._clients[name] = client
            return client

    open_namespace = unlock

    def client(self, name: str) -> MemoryClient:
        """The open client of an unlocked namespace."""
        with self._lock:
            self._entry(name)
            client = self._clients.get(name)
            if client is None:
                raise NamespaceLockedError(f"namespace {name!r} is locked; unlock it with its passphrase")
            return client

    def is_unlocked(self, name: str) -> bool:
        return name in self._clients

    def lock(self, name: str) -> None:
        """Close the namespace's pack and forget its key."""
        with self._lock:
            client = self._clients.pop(name, None)
        if client is not None:
            client.close()

    def rename(self, old: str, new: str) -> NamespaceInfo:
        """Rename a namespace: its pack moves with its WAL, spill folder and inbox. Refused
        while the pack is open here or in another process (with that process's PID)."""
        new = validate_namespace_name(new)
        with self._changing() as registry:
            namespaces = registry["namespaces"]
            entry = self._entry(old)
            if new in namespaces:
                raise WorkspaceError(f"a namespace named {new!r} already exists")
            if old in self._clients:
                raise WorkspaceError(f"lock namespace {old!r} before renaming it")
            source = self.pack_path(old)
            if not source.exists():
                raise WorkspaceError(f"the pack file of namespace {old!r} is missing: {source}")
            target = self._namespaces_dir / f"{new}.prme"
            self._refuse_taken(target)
            inbox = self.inbox_dir(new)
            if os.path.lexists(inbox) and not (inbox.is_dir() and not inbox.is_symlink() and not any(inbox.iterdir())):
                raise WorkspaceError(f"{inbox} already exists; move it away first")
            with packs.held_exclusively(source):
                intent = self._begin("rename", old=old, new=new, file=source.name, new_file=target.name)
                self._move_namespace_files(source, target, old, new)
                del namespaces[old]
                namespaces[new] = dict(entry, file=target.name)
                self._drop_intent(intent)
                self._save()
        return self.info(new)

    def delete(self, name: str, *, confirm: str) -> None:
        """Delete a namespace for good: its pack, WAL, spill folder and inbox (with done/ and
        failed/). Refused while the pack is open in another process (with its PID)."""
        with self._changing() as registry:
            self._entry(name)
            if confirm != name:
                raise ValueError(f"confirm: type the namespace name {name!r} to delete it")
            path = self.pack_path(name)
            self.lock(name)
            with packs.held_exclusively(path):
                intent = self._begin("delete", name=name, file=path.name)
                self._remove_namespace_files(path, name)
                del registry["namespaces"][name]
                self._drop_intent(intent)
                self._save()

    # --- maintenance of one namespace (engine/maintenance/ does the work) ----------------

    def compact(
        self, name: str, passphrase: str | None = None, *, progress: ProgressCallback | None = None
    ) -> CopyResult:
        """Copy the namespace's pack into a fresh file, dropping free space; an unlocked
        namespace is locked for the copy and unlocked again afterwards."""
        return compact_namespace(self, name, passphrase, progress=progress)

    def rekey(
        self, name: str, new_passphrase: str, old_passphrase: str | None = None, *,
        progress: ProgressCallback | None = None,
    ) -> CopyResult:
        """Give an encrypted namespace a new passphrase (the pack is copied under the new key)."""
        return rekey_namespace(self, name, new_passphrase, old_passphrase, progress=progress)

    def closed_pack_findings(self, name: str) -> list[Finding]:
        """What can be said about the namespace's pack file without opening it."""
        return closed_pack_findings(self.pack_path(name))

    def close(self) -> None:
        """Lock every namespace."""
        for name in list(self._clients):
            self.lock(name)

    def __enter__(self) -> "MemoryWorkspace":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def _default_owner() -> str:
    try:
        return getpass.getuser() or "me"
    except (KeyError, OSError):
        return "me"
