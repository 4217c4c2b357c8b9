"""Compact and rekey a workspace namespace: lock it, copy its pack, unlock it again.

``MemoryWorkspace.compact()`` and ``.rekey()`` call these; the copy itself is
:mod:`engine.maintenance.pack_copy`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import EncryptionError, MaintenanceError
from engine.maintenance.pack_copy import CopyResult, compact_pack, rekey_pack
from engine.progress import ProgressCallback

if TYPE_CHECKING:
    from engine.workspace import MemoryWorkspace


def _session_key(workspace: MemoryWorkspace, name: str) -> str | None:
    if not workspace.is_unlocked(name):
        return None
    key = workspace.client(name).config.encryption_key
    return key.get_secret_value() if key is not None else None


def compact_namespace(
    workspace: MemoryWorkspace, name: str, passphrase: str | None = None, *, progress: ProgressCallback | None = None
) -> CopyResult:
    """Compact a namespace's pack. An unlocked namespace is locked for the copy (its
    session key is used when no passphrase is given) and unlocked again afterwards."""
    info = workspace.info(name)
    was_open = workspace.is_unlocked(name)
    session = _session_key(workspace, name)  # the key that opened it (None when locked or plain)
    key = (passphrase or session) if info.encrypted else None
    if info.encrypted and not key:
        raise EncryptionError(f"namespace {name!r} is encrypted: give its passphrase")
    if was_open:
        workspace.lock(name)
    try:
        return compact_pack(workspace.pack_path(name), key, progress=progress)
    finally:
        if was_open:
            workspace.unlock(name, session)


def rekey_namespace(
    workspace: MemoryWorkspace, name: str, new_passphrase: str, old_passphrase: str | None = None, *,
    progress: ProgressCallback | None = None,
) -> CopyResult:
    """Give an encrypted namespace a new passphrase. An unlocked namespace is locked for
    the copy and unlocked again with whichever passphrase then opens it."""
    info = workspace.info(name)
    if not info.encrypted:
        raise MaintenanceError(f"namespace {name!r} is not encrypted, so it has no passphrase to change")
    was_open = workspace.is_unlocked(name)
    session = _session_key(workspace, name)
    old = old_passphrase or session
    if not old:
        raise EncryptionError(f"give the current passphrase of namespace {name!r}")
    if was_open:
        workspace.lock(name)
    reopen_with = session
    try:
        result = rekey_pack(workspace.pack_path(name), old, new_passphrase, progress=progress)
        reopen_with = new_passphrase
        return result
    finally:
        if was_open:
            workspace.unlock(name, reopen_with)
