"""The write journal: where an acknowledged store() waits, encrypted, for its transaction.

A DuckDB transaction of one memory costs ten or more statements and a commit (about
20 ms on two busy cores); appending one sealed record to a file and syncing it costs well
under a millisecond. So ``store()`` acknowledges once its record is in the journal, and
the writer thread applies the waiting records, all of them in one transaction
(engine/database.py ``write_behind``). After that commit the records' segment is deleted.

Layout: a folder beside the pack (``<pack>.journal``) of numbered segment files. Records
are appended to the newest segment; when the writer takes a batch it starts a new
segment, so a segment is deleted only once every record in it is committed. A process
killed in between leaves segments; the next open applies them again, and applying is
idempotent (a record whose event is already stored is skipped by the caller).

Each record is ``length (4 bytes) | nonce (12) | AES-256-GCM(payload)``, with the
segment number and the record's place in it as associated data (records cannot be
moved or reordered). The key is derived from the pack key (HKDF-SHA256), so no clear
text reaches the disk. A record cut short or failing its tag at the end of a segment is
one whose append never returned (the kill came in the middle): it was never
acknowledged and is dropped. Anywhere else the same failure is damage, and is raised.
"""

from __future__ import annotations

import os
import secrets
import struct
import threading
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from engine.errors import IntegrityError

_INFO = b"prme write journal v1"
_HEADER = struct.Struct(">I")
_NONCE = 12
_SUFFIX = ".seg"


def journal_dir(pack: Path) -> Path:
    return pack.with_name(pack.name + ".journal")


def holds_records(pack: Path) -> bool:
    """Whether a journal beside ``pack`` holds anything to apply: a folder left empty (a process
    that never closed its client, after applying all it had) holds nothing."""
    try:
        return any(p.stat().st_size > 0 for p in journal_dir(pack).glob(f"*{_SUFFIX}"))
    except OSError:
        return True  # unreadable: assume stores wait in it


def journal_key(pack_key_hex: str | None) -> bytes:
    """The journal's AES key, derived from the pack key (an unencrypted pack's clear journal
    is only obscured, as the pack itself is clear)."""
    material = bytes.fromhex(pack_key_hex) if pack_key_hex else b"\0" * 32
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=_INFO).derive(material)


def _aad(segment: int, index: int) -> bytes:
    return struct.pack(">QQ", segment, index)


def _fsync_dir(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class WriteJournal:
    """Appends sealed records durably; hands the writer whole segments to apply."""

    def __init__(self, pack: Path, key: bytes) -> None:
        self.directory = journal_dir(pack)
        self._aead = AESGCM(key)
        self._lock = threading.Lock()
        self._fd: int | None = None
        self._segment = 0
        self._count = 0  # records in the open segment

    # --- opening: what a killed process left -------------------------------------------

    def recover(self) -> list[tuple[int, list[bytes]]]:
        """The records of segments left from before (oldest first), as (segment, payloads).

        Call once, before the first append. The caller applies them, then :meth:`discard`s."""
        if not self.directory.exists():
            return []
        numbers = sorted(int(p.stem) for p in self.directory.glob(f"*{_SUFFIX}") if p.stem.isdigit())
        self._segment = numbers[-1] if numbers else 0
        return [(number, self._read_segment(number)) for number in numbers]

    def _read_segment(self, number: int) -> list[bytes]:
        data = self._path(number).read_bytes()
        payloads: list[bytes] = []
        offset = 0
        while offset < len(data):
            end = len(data)
            try:
                if offset + _HEADER.size + _NONCE > len(data):
                    raise ValueError("cut short")
                (length,) = _HEADER.unpack_from(data, offset)
                start = offset + _HEADER.size
                end = start + _NONCE + length
                if end > len(data):
                    raise ValueError("cut short")
                nonce, sealed = data[start:start + _NONCE], data[start + _NONCE:end]
                payloads.append(self._aead.decrypt(nonce, sealed, _aad(number, len(payloads))))
            except (ValueError, InvalidTag):
                if end >= len(data):
                    break  # the segment's last append, cut short by a kill: never acknowledged
                raise IntegrityError(
                    f"the write journal beside the pack is damaged (segment {number}, record {len(payloads)}); "
                    "it does not open with this pack's key or was altered"
                ) from None
            offset = end
        return payloads

    # --- appending ---------------------------------------------------------------------

    def append(self, payload: bytes) -> None:
        """Seal ``payload`` and make it durable; returns once it would survive a kill."""
        with self._lock:
            if self._fd is None:
                self._start_segment()
            nonce = secrets.token_bytes(_NONCE)
            sealed = self._aead.encrypt(nonce, payload, _aad(self._segment, self._count))
            record = _HEADER.pack(len(sealed)) + nonce + sealed
            assert self._fd is not None
            written = os.write(self._fd, record)
            if written != len(record):  # a full disk: the record is not whole, so not acknowledged
                os.ftruncate(self._fd, os.lseek(self._fd, 0, os.SEEK_CUR) - written)
                raise OSError("the write journal could not take the whole record (is the disk full?)")
            os.fdatasync(self._fd)
            self._count += 1

    def _start_segment(self) -> None:
        self.directory.mkdir(mode=0o700, exist_ok=True)
        self._segment += 1
        self._fd = os.open(self._path(self._segment), os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_EXCL, 0o600)
        _fsync_dir(self.directory)  # the new file's entry survives a kill with the records in it
        _fsync_dir(self.directory.parent)
        self._count = 0

    def seal(self) -> int | None:
        """Close the open segment (the writer is about to apply its records) and return its
        number; the next append starts a new one. None when nothing was appended."""
        with self._lock:
            if self._fd is None:
                return None
            os.close(self._fd)
            self._fd = None
            return self._segment

    def discard(self, segments: list[int]) -> None:
        """Delete segments whose records are all committed to the pack."""
        for number in segments:
            try:
                self._path(number).unlink()
            except FileNotFoundError:
                pass
        if segments:
            _fsync_dir(self.directory)

    def close(self) -> None:
        """Close the open segment; remove the folder when no segment is left in it."""
        with self._lock:
            if self._fd is not None:
                os.close(self._fd)
                self._fd = None
            try:
                self.directory.rmdir()
            except OSError:
                pass  # absent, or segments not yet applied: the next open applies them

    def _path(self, number: int) -> Path:
        return self.directory / f"{number:012d}{_SUFFIX}"


@dataclass
class WriteBehind:
    """One open pack's acknowledged writes still waiting for the writer, shared by the pack's
    engines in this process (engine/database.py applies them), so a read on any of them
    waits for a store made through another."""

    journal: WriteJournal
    waiting: list[Any] = field(default_factory=list)  # engine.database.BehindWrite, in journal order
    lock: threading.Lock = field(default_factory=threading.Lock)
    apply_queued: bool = False
    last_apply: Future | None = None  # the newest application queued on a writer
