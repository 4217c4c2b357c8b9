"""Compact and rekey a CLOSED pack file by copying it.

Each copies the database with ``COPY FROM DATABASE`` into a fresh hidden file beside
the pack, verifies the copy (row counts, sequence positions, that it reopens with its
key and, for rekey, not with the old one) and replaces the original with one rename.
Until that rename the original is never written, so a failure or a kill leaves it
untouched; a copy a killed process left behind is removed by the next compact or
rekey (and reported by doctor until then).
"""

from __future__ import annotations

import os
import secrets
import shutil
import stat
import threading
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import duckdb

from engine import integrity
from engine import pack as packs
from engine.errors import EncryptionError, IntegrityError, MaintenanceError, PackInUseError
from engine.keys import Secret, derive_pack_key, scrub
from engine.processes import process_alive
from engine.progress import ProgressCallback
from engine.progress import report as report_progress
from engine.schema import scalar
from engine.write_journal import holds_records, journal_dir


@dataclass
class CopyResult:
    """What a compact or rekey did: the pack's size before and after, and its row counts."""

    path: str
    size_before: int
    size_after: int
    seconds: float
    rows: dict[str, int]

    @property
    def saved_bytes(self) -> int:
        return self.size_before - self.size_after

    def to_dict(self) -> dict:
        return {**asdict(self), "saved_bytes": self.saved_bytes}


_TEMP_TAG = "prme-maint"


def abandoned_copies(target: Path) -> list[Path]:
    """Hidden copies beside ``target`` that a killed compact or rekey left: those named
    after this process or one that is gone (a live process may still be writing its own)."""
    found = []
    for copy in sorted(target.parent.glob(f".{target.name}.{_TEMP_TAG}-*")):
        try:
            pid = int(copy.name.split(f".{_TEMP_TAG}-", 1)[1].split("-", 1)[0])
        except (IndexError, ValueError):
            continue
        if pid == os.getpid() or not process_alive(pid):
            found.append(copy)
    return found


def _clear_leftovers(target: Path) -> None:
    for leftover in abandoned_copies(target):
        if leftover.is_dir():
            shutil.rmtree(leftover, ignore_errors=True)
        else:
            leftover.unlink(missing_ok=True)


def _resolve_target(path: Path) -> Path:
    path = Path(path).expanduser()
    target = path.resolve()  # through a symlink: the file it names is replaced, the link stays
    if not target.exists():
        raise FileNotFoundError(f"no pack at {path}")
    if not target.is_file():
        raise MaintenanceError(f"{path} is not a pack file")
    if packs.is_open_in_process(target):
        raise PackInUseError(f"pack {target.name} is open in this process; close (lock) it first")
    wal = packs.wal_path(target)
    for kind, log, waiting in (("write-ahead log", wal, wal.exists()),
                               ("write journal", journal_dir(target), holds_records(target))):
        if waiting:
            raise PackInUseError(
                f"pack {target.name} has a {kind} beside it ({log.name}): it is open in another process or was "
                "not closed cleanly; close it, or open and close it once, then try again"
            )
    return target


def _hex_key(key: str | Secret | None) -> str | None:
    if key is None or (isinstance(key, str) and not key) or (isinstance(key, Secret) and not key.reveal()):
        return None
    return derive_pack_key(key)


def _attach(con: duckdb.DuckDBPyConnection, path: Path, alias: str, hex_key: str | None, secret: Any,
            *, read_only: bool = False, extra: str = "") -> None:
    options = []
    if hex_key is not None:
        options.append(f"ENCRYPTION_KEY '{hex_key}'")
    if read_only:
        options.append("READ_ONLY")
    if extra:
        options.append(extra)
    clause = f" ({', '.join(options)})" if options else ""
    try:
        con.execute(f"ATTACH {packs.sql_path(path)} AS {alias}{clause}")
    except duckdb.Error as exc:
        message = scrub(str(exc), hex_key, secret)
        raise packs.translate_attach_error(duckdb.Error(message), path, None) from None


def _connection(target: Path, keyed: bool) -> duckdb.DuckDBPyConnection:
    con = packs.scratch_connection(target, keyed=keyed)
    con.execute("SET enable_progress_bar = true")
    con.execute("SET enable_progress_bar_print = false")
    return con


def _row_counts(con: duckdb.DuckDBPyConnection, alias: str) -> dict[str, int]:
    tables = [r[0] for r in con.execute(
        "SELECT table_name FROM duckdb_tables() WHERE database_name = ? ORDER BY table_name", [alias]
    ).fetchall()]
    return {t: scalar(con.execute(f'SELECT count(*) FROM {alias}.main."{t}"')) for t in tables}


def _sequence_values(con: duckdb.DuckDBPyConnection, alias: str) -> dict[str, int]:
    return {name: value for name, value in con.execute(
        "SELECT sequence_name, coalesce(last_value, start_value - 1) FROM duckdb_sequences() WHERE database_name = ?",
        [alias],
    ).fetchall()}


def _copy_with_progress(con: duckdb.DuckDBPyConnection, progress: ProgressCallback | None, stage: str) -> None:
    done = threading.Event()

    def watch() -> None:
        last = -1
        while not done.wait(0.25):
            try:
                value = int(con.query_progress())
            except Exception:  # noqa: BLE001 - progress is best effort
                continue
            if 0 <= value != last:
                last = value
                report_progress(progress, stage, value, 100)

    watcher = threading.Thread(target=watch, name="prme-copy-progress", daemon=True) if progress else None
    if watcher is not None:
        watcher.start()
    try:
        con.execute("COPY FROM DATABASE src TO dst")
    finally:
        done.set()
        if watcher is not None:
            watcher.join()


def _rewrap_integrity_key(con: duckdb.DuckDBPyConnection, alias: str, old_hex: str | None, new_hex: str | None) -> None:
    """The tamper-evidence MAC key is wrapped under the pack key: wrap it for the new one."""
    present = scalar(con.execute(
        "SELECT count(*) FROM duckdb_tables() WHERE database_name = ? AND table_name = 'integrity'", [alias]
    ))
    if not present:
        return  # a pack from before tamper evidence: it is sealed on its first open
    for (blob,) in con.execute(f"SELECT wrapped_key FROM {alias}.main.integrity").fetchall():
        try:
            rewrapped = integrity.rewrap(blob, old_hex, new_hex)
        except IntegrityError:
            continue  # already broken: doctor reports it under either key
        con.execute(f"UPDATE {alias}.main.integrity SET wrapped_key = ?", [rewrapped])


def _copy_pack(
    path: Path, old_key: str | Secret | None, new_key: str | Secret | None, *, operation: str,
    progress: ProgressCallback | None, verify_old_rejected: bool = False,
) -> CopyResult:
    started = time.monotonic()
    target = _resolve_target(path)
    _clear_leftovers(target)
    report_progress(progress, f"{operation}: deriving keys", 0, None)
    old_hex = _hex_key(old_key)
    new_hex = old_hex if new_key is old_key else _hex_key(new_key)
    size_before = target.stat().st_size
    mode = stat.S_IMODE(target.stat().st_mode)
    tmp = target.with_name(f".{target.name}.{_TEMP_TAG}-{os.getpid()}-{secrets.token_hex(4)}.tmp")
    con = _connection(target, keyed=old_hex is not None or new_hex is not None)
    replaced = False
    try:
        _attach(con, target, "src", old_hex, old_key, read_only=True)
        info = con.execute(
            "SELECT tags, cipher FROM duckdb_databases() WHERE database_name = 'src'"
        ).fetchone()
        extra = []
        storage_version = (info[0] or {}).get("storage_version") if info else None
        if storage_version:
            extra.append(f"STORAGE_VERSION '{storage_version.rstrip('+')}'")
        if new_hex is not None and info and info[1]:
            extra.append(f"ENCRYPTION_CIPHER '{info[1]}'")
        _attach(con, tmp, "dst", new_hex, new_key, extra=", ".join(extra))
        source_rows = _row_counts(con, "src")
        report_progress(progress, f"{operation}: copying", 0, 100)
        _copy_with_progress(con, progress, f"{operation}: copying")
        report_progress(progress, f"{operation}: verifying", 0, None)
        copied_rows = _row_counts(con, "dst")
        if new_hex != old_hex:
            _rewrap_integrity_key(con, "dst", old_hex, new_hex)
        if copied_rows != source_rows:
            raise MaintenanceError(f"{operation} copy of {target.name} is incomplete; the pack was left as it was")
        if _sequence_values(con, "dst") != _sequence_values(con, "src"):
            raise MaintenanceError(f"{operation} copy of {target.name} lost sequence positions; left as it was")
        con.execute("DETACH dst")
        con.execute("DETACH src")
        con.close()
        # The copy must open with the key it was written with (and, for rekey, not the old one).
        con = _connection(target, keyed=new_hex is not None)
        _attach(con, tmp, "chk", new_hex, new_key, read_only=True)
        if _row_counts(con, "chk") != source_rows:
            raise MaintenanceError(f"{operation} copy of {target.name} did not reopen intact; left as it was")
        con.execute("DETACH chk")
        if verify_old_rejected and old_hex != new_hex:
            try:
                _attach(con, tmp, "old", old_hex, old_key, read_only=True)
            except EncryptionError:
                pass
            else:
                raise MaintenanceError(f"the {operation}ed copy still opens with the old key; left as it was")
        con.close()
        with open(tmp, "rb+") as handle:
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        report_progress(progress, f"{operation}: replacing", 0, None)
        os.replace(tmp, target)
        replaced = True
        packs.fsync_dir(target.parent)
    except duckdb.Error as exc:  # disk full, I/O errors: say so in one line, keys scrubbed
        text = " ".join(scrub(str(exc), old_hex, new_hex, old_key, new_key).split())[:300]
        raise MaintenanceError(f"{operation} of {target.name} failed ({text}); the pack was left as it was") from None
    finally:
        try:
            con.close()
        except duckdb.Error:
            pass
        if not replaced:
            for leftover in (tmp, packs.wal_path(tmp)):
                leftover.unlink(missing_ok=True)
        spill = packs.temp_dir(target)
        if spill.is_dir() and not any(spill.iterdir()):
            spill.rmdir()
    result = CopyResult(
        path=str(target), size_before=size_before, size_after=target.stat().st_size,
        seconds=round(time.monotonic() - started, 3), rows=source_rows,
    )
    report_progress(progress, operation, 1, 1)
    return result


def compact_pack(
    path: str | os.PathLike[str], key: str | Secret | None = None, *, progress: ProgressCallback | None = None
) -> CopyResult:
    """Copy a CLOSED pack into a fresh file with its key, cipher and storage version,
    then replace it with one rename. Rows, ids and sequence positions do not change.

    Refuses a pack open in this process or with a WAL beside it; DuckDB's lock refuses
    one another process holds. On any failure the original is untouched. Blocking:
    call it from a worker thread.
    """
    return _copy_pack(Path(path), key, key, operation="compact", progress=progress)


def rekey_pack(
    path: str | os.PathLike[str], old_key: str | Secret, new_key: str | Secret, *,
    progress: ProgressCallback | None = None,
) -> CopyResult:
    """Re-encrypt a CLOSED pack under ``new_key``: a new encrypted copy is built, checked
    to open with the new key (and not the old), then renamed over the original."""
    if not old_key:
        raise EncryptionError("rekey needs the pack's current passphrase or key")
    if not new_key or (isinstance(new_key, Secret) and not new_key.reveal()):
        raise EncryptionError("rekey needs a new, non-empty passphrase or key")
    return _copy_pack(Path(path), old_key, new_key, operation="rekey", progress=progress, verify_old_rejected=True)
