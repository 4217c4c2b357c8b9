"""MemoryWorkspace: a folder of namespaces, each one encrypted single-file pack.

Layout::

    workspace.json            registry (names, files, descriptions; never a secret)
    namespaces/<name>.prme    one pack per namespace
    inbox/<name>/             capture folder watched by the app
    exports/                  where exports go unless the user names another place

Passphrases live only in memory, inside the open clients; ``lock()`` closes the
client and forgets its key.
"""

from __future__ import annotations

import getpass
import json
import os
import re
import shutil
import tempfile
import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from engine import pack as packs
from engine import validation
from engine.client import MemoryClient
from engine.config import PRMEConfig
from engine.errors import NamespaceLockedError, NamespaceNotFoundError, WorkspaceError
from engine.maintenance import CopyResult, Finding, closed_pack_findings, compact_namespace, rekey_namespace
from engine.portability import ProgressCallback

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


def _atomic_write_json(path: Path, data: dict) -> None:
    fd, tmp = tempfile.mkstemp(prefix=".workspace-", suffix=".json", dir=path.parent)
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


class MemoryWorkspace:
    def __init__(self, root: Path, registry: dict, base_config: PRMEConfig | None = None) -> None:
        self.root = root
        self._registry = registry
        self._base_config = base_config
        self._clients: dict[str, MemoryClient] = {}
        self._lock = threading.RLock()

    # --- opening ---------------------------------------------------------------------

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None, *, config: PRMEConfig | None = None) -> "MemoryWorkspace":
        """Open the workspace folder at ``path`` (default: the user data dir), creating it if new."""
        root = Path(path).expanduser() if path is not None else default_workspace_dir()
        if root.exists() and not root.is_dir():
            raise WorkspaceError(f"{root} is a file, not a workspace folder")
        for sub in ("namespaces", "inbox", "exports"):
            # Only the owner may list namespaces, drop captures or read exports.
            (root / sub).mkdir(mode=0o700, parents=True, exist_ok=True)
        registry_path = root / REGISTRY
        if registry_path.exists():
            try:
                registry = json.loads(registry_path.read_text(encoding="utf-8"))
            except (OSError, json.JSONDecodeError) as exc:
                raise WorkspaceError(f"{registry_path} is unreadable ({exc}); restore it or remove it") from None
            try:
                registry = validation.workspace_registry(registry, str(registry_path))
            except ValueError as exc:
                raise WorkspaceError(str(exc)) from None
            if registry.get("version", 0) > REGISTRY_VERSION:
                raise WorkspaceError(f"{registry_path} was written by a newer prme-workspace; upgrade to open it")
        else:
            registry = {
                "version": REGISTRY_VERSION,
                "owner": _default_owner(),
                "created_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                "namespaces": {},
            }
            _atomic_write_json(registry_path, registry)
        return cls(root.resolve(), registry, config)

    def _save(self) -> None:
        _atomic_write_json(self.root / REGISTRY, self._registry)

    # --- registry ---------------------------------------------------------------------

    @property
    def owner(self) -> str:
        """The default user id for memories the workspace's owner captures."""
        return self._registry.get("owner") or _default_owner()

    def set_owner(self, owner: str) -> None:
        if not owner.strip():
            raise ValueError("owner: must not be empty")
        with self._lock:
            self._registry["owner"] = owner
            self._save()

    def _entry(self, name: str) -> dict:
        entry = self._registry["namespaces"].get(name)
        if entry is None:
            raise NamespaceNotFoundError(f"no namespace named {name!r} in {self.root}")
        return entry

    def pack_path(self, name: str) -> Path:
        return self.root / "namespaces" / self._entry(name)["file"]

    def inbox_dir(self, name: str) -> Path:
        return self.root / "inbox" / name

    @property
    def exports_dir(self) -> Path:
        return self.root / "exports"

    def names(self) -> list[str]:
        return sorted(self._registry["namespaces"])

    def info(self, name: str) -> NamespaceInfo:
        entry = self._entry(name)
        path = self.pack_path(name)
        size = sum(p.stat().st_size for p in (path, packs.wal_path(path)) if p.exists())
        return NamespaceInfo(
            name=name, path=path, description=entry.get("description", ""), encrypted=entry["encrypted"],
            created_at=entry["created_at"], embedding_model=entry.get("embedding_model", ""),
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
            config.encryption_key = passphrase  # validated into a SecretStr
        return config

    def create_namespace(
        self, name: str, *, passphrase: str | None = None, encrypted: bool = True, description: str = ""
    ) -> NamespaceInfo:
        """Create a namespace and its pack; it stays unlocked for this session."""
        name = validate_namespace_name(name)
        if encrypted and not passphrase:
            raise ValueError("passphrase: an encrypted namespace needs a passphrase")
        with self._lock:
            if name in self._registry["namespaces"]:
                raise WorkspaceError(f"a namespace named {name!r} already exists")
            path = self.root / "namespaces" / f"{name}.prme"
            if path.exists():
                raise WorkspaceError(f"{path} exists but is not registered; move it away or import it")
            client = MemoryClient(config=self._config(path, encrypted, passphrase))
            self._registry["namespaces"][name] = {
                "file": path.name,
                "description": description,
                "encrypted": encrypted,
                "created_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                "embedding_model": client.config.embedding.model_name,
            }
            self._save()
            self._clients[name] = client
            self.inbox_dir(name).mkdir(parents=True, exist_ok=True)
            return self.info(name)

    def unlock(self, name: str, passphrase: str | None = None) -> MemoryClient:
        """Open a namespace's pack (with its passphrase when encrypted) and keep it open."""
        with self._lock:
            if name in self._clients:
                return self._clients[name]
            entry = self._entry(name)
            path = self.pack_path(name)
            if not path.exists():
                raise WorkspaceError(f"the pack file of namespace {name!r} is missing: {path}")
            client = MemoryClient(config=self._config(path, entry["encrypted"], passphrase))
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
        new = validate_namespace_name(new)
        with self._lock:
            entry = self._entry(old)
            if new in self._registry["namespaces"]:
                raise WorkspaceError(f"a namespace named {new!r} already exists")
            if old in self._clients:
                raise WorkspaceError(f"lock namespace {old!r} before renaming it")
            source = self.pack_path(old)
            target = self.root / "namespaces" / f"{new}.prme"
            if target.exists():
                raise WorkspaceError(f"{target} already exists")
            os.replace(source, target)
            if self.inbox_dir(old).exists() and not self.inbox_dir(new).exists():
                os.replace(self.inbox_dir(old), self.inbox_dir(new))
            entry = dict(entry, file=target.name)
            del self._registry["namespaces"][old]
            self._registry["namespaces"][new] = entry
            self._save()
            return self.info(new)

    def delete(self, name: str, *, confirm: str) -> None:
        """Delete a namespace and its pack for good; ``confirm`` must repeat the name."""
        with self._lock:
            self._entry(name)
            if confirm != name:
                raise ValueError(f"confirm: type the namespace name {name!r} to delete it")
            self.lock(name)
            path = self.pack_path(name)
            for leftover in (path, packs.wal_path(path)):
                leftover.unlink(missing_ok=True)
            shutil.rmtree(packs.temp_dir(path), ignore_errors=True)
            del self._registry["namespaces"][name]
            self._save()

    # --- maintenance of one namespace (engine/maintenance.py does the work) ---------------

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
