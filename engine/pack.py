"""Opening one single-file pack: a DuckDB database, natively encrypted when keyed.

DuckDB writes encrypted files only with OpenSSL from its httpfs extension. Offline,
the extension comes from the PyPI package ``duckdb-extension-httpfs`` and is loaded
by file path (DuckDB checks its signature). The WAL is encrypted with the file; temp
files are encrypted by ``temp_file_encryption`` and kept in ``<pack>.tmp`` beside it.

A process may hold an encrypted pack open once. Engines in one process that open the
same plain pack share one DuckDB instance (and whatever else hangs off ``shared``).
"""

from __future__ import annotations

import fcntl
import os
import re
import stat
import struct
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb

from engine.errors import ConfigurationError, EncryptionError, PackFormatError, PackInUseError
from engine.integrity import Sealer
from engine.write_journal import WriteBehind, WriteJournal, journal_dir, journal_key
from engine.keys import Secret, derive_pack_key, scrub

PACK_ALIAS = "pack"


class _PandasAbsent:
    """An import finder that says at once that pandas is not installed.

    DuckDB's binding looks for pandas on every bound parameter: eight failed imports a
    statement, each a scan of ``sys.path``, about half of a one-row INSERT's time (a store()
    runs a dozen). Installed only where pandas is absent, so it never hides one."""

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> None:
        if name == "pandas":
            raise ModuleNotFoundError("No module named 'pandas'", name="pandas")
        return None


def _say_pandas_is_absent() -> None:
    import importlib.util

    if importlib.util.find_spec("pandas") is None and not any(isinstance(f, _PandasAbsent) for f in sys.meta_path):
        sys.meta_path.insert(0, _PandasAbsent())


_say_pandas_is_absent()
# DuckDB's memory cap for a pack connection (PRMEConfig.duckdb_memory_limit overrides it for engines).
DEFAULT_MEMORY_LIMIT = "1GB"


def httpfs_extension_path() -> Path | None:
    """The httpfs extension file shipped by the PyPI package, if installed."""
    try:
        import duckdb_extension_httpfs
    except ImportError:
        return None
    base = Path(duckdb_extension_httpfs.__file__).parent
    wanted = base / "extensions" / f"v{duckdb.__version__}" / "httpfs.duckdb_extension"
    if wanted.exists():
        return wanted
    return next(iter(sorted(base.rglob("httpfs.duckdb_extension"))), None)


def sql_path(path: Path) -> str:
    """``path`` as a DuckDB string literal. ATTACH, LOAD and SET take no bound
    parameters, so this is the one place a path enters SQL: quotes are doubled and
    a NUL (which no file name holds) is refused."""
    text = Path(path).as_posix()
    if "\0" in text:
        raise ValueError(f"path {text!r} contains a NUL character")
    return "'" + text.replace("'", "''") + "'"


def load_crypto(con: duckdb.DuckDBPyConnection) -> bool:
    """Load httpfs (OpenSSL) so DuckDB can read and write encrypted files."""
    ext = httpfs_extension_path()
    try:
        if ext is not None:
            con.execute(f"LOAD {sql_path(ext)}")
        else:
            con.execute("LOAD httpfs")
        return True
    except duckdb.Error:
        return False


def wal_path(pack: Path) -> Path:
    return pack.with_name(pack.name + ".wal")


def temp_dir(pack: Path) -> Path:
    return pack.with_name(pack.name + ".tmp")


def companions(pack: Path) -> tuple[Path, Path, Path]:
    """The files that belong to a pack and move or go with it: its WAL, spill folder and
    write journal (stores acknowledged but not yet in the pack, after a kill)."""
    return wal_path(pack), temp_dir(pack), journal_dir(pack)


def is_pack_file(path: Path) -> bool:
    """Whether ``path`` is a regular file that starts as a DuckDB database (a pack, encrypted or not).
    Nothing but a regular file is opened: opening a FIFO to read would wait for a writer."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return False
        with open(path, "rb") as handle:
            return handle.read(12)[8:12] == b"DUCK"
    except OSError:
        return False


def pack_is_encrypted(pack: Path) -> bool:
    """Whether the pack file's DuckDB header carries the encrypted-database flag."""
    with open(pack, "rb") as handle:
        header = handle.read(28)
    if len(header) < 28 or header[8:12] != b"DUCK":
        raise PackFormatError(f"{Path(pack).name} is not a pack (no DuckDB header)")
    return bool(int.from_bytes(header[20:28], "little") & 1)


def private_temp_dir(pack: Path) -> Path:
    """The pack's spill folder, created 0700 (DuckDB would make it with the umask's mode)."""
    tmp = temp_dir(pack)
    tmp.mkdir(mode=0o700, exist_ok=True)
    if not stat.S_ISDIR(os.lstat(tmp).st_mode):
        raise PackFormatError(f"{tmp.name} beside the pack is not a folder; move it away")
    os.chmod(tmp, 0o700)
    return tmp


def protect_wal(pack: Path) -> None:
    """Make the pack's WAL owner-only. DuckDB recreates it with the umask's mode after
    every checkpoint, so writers call this after they commit."""
    try:
        st = os.lstat(wal_path(pack))
    except FileNotFoundError:
        return
    if stat.S_ISREG(st.st_mode) and st.st_mode & 0o077:
        os.chmod(wal_path(pack), 0o600)


def _lock_holder(fd: int) -> int | None:
    """The PID holding a conflicting POSIX lock on ``fd`` (DuckDB locks its files with fcntl)."""
    if sys.platform.startswith("linux"):
        layout, pid_at = "hhqqi", 4
    elif sys.platform == "darwin":
        layout, pid_at = "qqihh", 2
    else:
        return None
    probe = [0] * len(layout)
    probe[layout.index("h")] = fcntl.F_WRLCK
    try:
        answer = struct.unpack(layout, fcntl.fcntl(fd, fcntl.F_GETLK, struct.pack(layout, *probe)))
    except OSError:
        return None
    return answer[pid_at] or None


@contextmanager
def held_exclusively(path: Path) -> Iterator[None]:
    """Hold the pack's cross-process lock (the one DuckDB takes when it opens a pack)
    while its files are moved or removed; refused with the holder's PID when the pack
    is open elsewhere. A missing file is not locked by anyone."""
    path = Path(path)
    if is_open_in_process(path):
        raise PackInUseError(f"pack {path.name} is open in this process; lock it first", holder_pid=os.getpid())
    try:
        fd = os.open(path, os.O_RDWR | getattr(os, "O_NOFOLLOW", 0))
    except FileNotFoundError:
        yield
        return
    try:
        try:
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            pid = _lock_holder(fd)
            holder = f"process {pid}" if pid else "another process"
            raise PackInUseError(
                f"pack {path.name} is open in {holder} (the app, prme watch or prme serve); close it there first",
                holder_pid=pid,
            ) from None
        yield
    finally:
        os.close(fd)  # closing the descriptor drops the lock


@dataclass
class SharedPack:
    """One open pack in this process, with per-process state engines share."""

    path: Path
    connection: duckdb.DuckDBPyConnection
    encrypted: bool
    users: int = 0
    shared: dict[str, Any] = field(default_factory=dict)
    lock: threading.RLock = field(default_factory=threading.RLock)


_registry: dict[Path, SharedPack] = {}
_registry_lock = threading.Lock()


def _holder_pid(message: str) -> int | None:
    match = re.search(r"PID (\d+)", message)
    return int(match.group(1)) if match else None


def scratch_connection(
    pack: Path, *, keyed: bool, memory_limit: str = DEFAULT_MEMORY_LIMIT
) -> duckdb.DuckDBPyConnection:
    """An in-memory DuckDB connection ready to ATTACH ``pack`` (or files beside it): OpenSSL
    loaded (required when ``keyed``), spill files in the pack's private temp folder, and
    encrypted when ``keyed``. Both opening a pack and copying a closed one start here."""
    con = duckdb.connect(":memory:", config={"memory_limit": memory_limit})
    try:
        crypto = load_crypto(con)
        if keyed and not crypto:
            raise ConfigurationError(
                "DuckDB's httpfs extension could not be loaded, so an encrypted pack cannot be opened or "
                "copied; install duckdb-extension-httpfs matching duckdb " + duckdb.__version__
            )
        con.execute(f"SET temp_directory = {sql_path(private_temp_dir(pack))}")
        if keyed:
            con.execute("SET temp_file_encryption = true")
        return con
    except BaseException:
        con.close()
        raise


def _open_connection(
    path: Path, key: Secret | None, memory_limit: str, hex_key: str | None = None
) -> duckdb.DuckDBPyConnection:
    made_temp = not temp_dir(path).exists()
    con: duckdb.DuckDBPyConnection | None = None
    try:
        con = scratch_connection(path, keyed=key is not None, memory_limit=memory_limit)
        options = ""
        if key is not None:
            hex_key = hex_key or derive_pack_key(key)
            options = f" (ENCRYPTION_KEY '{hex_key}')"
        new = not path.exists()
        try:
            con.execute(f"ATTACH {sql_path(path)} AS {PACK_ALIAS}{options}")
        except duckdb.Error as exc:
            raise translate_attach_error(exc, path, key, hex_key) from None
        if new:
            # DuckDB creates the file with the umask's mode (often 0644); a pack is private to its owner.
            os.chmod(path, 0o600)
        protect_wal(path)
        con.execute(f"USE {PACK_ALIAS}")
        return con
    except BaseException:
        if con is not None:
            con.close()
        if made_temp:
            try:
                temp_dir(path).rmdir()
            except OSError:
                pass
        raise


def translate_attach_error(
    exc: duckdb.Error, path: Path, key: Secret | None, hex_key: str | None = None
) -> Exception:
    # The key as derived for the attach, if given: a wrong passphrase is not derived twice.
    text = scrub(str(exc), key, hex_key or (derive_pack_key(key) if key is not None else None))
    lowered = text.lower()
    if "wrong encryption key" in lowered:
        return EncryptionError(f"wrong passphrase or key for pack {path.name}")
    if "without a key" in lowered:
        return EncryptionError(f"pack {path.name} is encrypted: give its passphrase or key")
    if "not encrypted" in lowered:
        return EncryptionError(f"pack {path.name} is not encrypted: open it without a key")
    if "could not set lock" in lowered or "conflicting lock" in lowered:
        pid = _holder_pid(text)
        holder = f"process {pid}" if pid else "another process"
        return PackInUseError(f"pack {path.name} is open in {holder}; close it there first", holder_pid=pid)
    if "not a valid duckdb database" in lowered or "unable to open" in lowered or "serialization" in lowered:
        return PackFormatError(f"{path.name} is not a readable pack: {text}")
    return PackFormatError(f"cannot open pack {path.name}: {text}")


def acquire(path: Path, key: Secret | None, *, memory_limit: str = DEFAULT_MEMORY_LIMIT) -> SharedPack:
    """Open (or join) the pack at ``path``. Release with :func:`release`."""
    path = Path(path).expanduser().resolve()
    with _registry_lock:
        shared = _registry.get(path)
        if shared is not None:
            if shared.encrypted or key is not None:
                raise PackInUseError(
                    f"pack {path.name} is already open in this process; close the other engine first"
                )
            shared.users += 1
            return shared
        hex_key = derive_pack_key(key) if key is not None else None  # derived once: it is slow on purpose
        con = _open_connection(path, key, memory_limit, hex_key)
        shared = SharedPack(path=path, connection=con, encrypted=key is not None, users=1)
        # The tamper-evidence MAC key is unwrapped with a key derived from the pack key.
        shared.shared["integrity"] = Sealer(hex_key)
        # Stores acknowledged and not yet in the pack, shared by the pack's engines here.
        shared.shared["write_behind"] = WriteBehind(WriteJournal(path, journal_key(hex_key)))
        _registry[path] = shared
        return shared


def release(shared: SharedPack) -> bool:
    """Drop one user; closes the database when it was the last. Returns True if closed."""
    with _registry_lock:
        shared.users -= 1
        if shared.users > 0:
            return False
        _registry.pop(shared.path, None)
        try:
            shared.connection.execute("CHECKPOINT")
        except duckdb.Error:
            pass  # the WAL still holds every committed write
        shared.connection.close()
        shared.shared["write_behind"].journal.close()
        try:
            temp_dir(shared.path).rmdir()  # made by private_temp_dir; DuckDB removes only its own
        except OSError:
            pass  # not empty or already gone
        return True


def is_open_in_process(path: Path) -> bool:
    with _registry_lock:
        return Path(path).expanduser().resolve() in _registry


def fsync_dir(directory: Path) -> None:
    """Make a rename or a new file in ``directory`` durable (its entry, not only its data)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # not every filesystem syncs folders
    finally:
        os.close(fd)
