"""Fixtures every test shares: real encrypted packs in temporary folders."""

from __future__ import annotations

import hashlib
import os
import shutil
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PASSPHRASE = "correct horse battery staple"


KDF_MODULES = ("engine.keys", "engine.pack", "engine.maintenance.pack_copy")  # those that call derive_pack_key


@pytest.fixture(autouse=True, scope="session")
def _each_key_derived_once():
    """PBKDF2 (600,000 rounds, slow on purpose) runs once per passphrase in this process, not at
    each of the suite's ~700 opens: the key it gives is the same. Child processes (the CLI, the
    kill tests) derive as users do; a test marked real_kdf derives every time. Yields the real
    derive_pack_key."""
    import importlib

    from engine.keys import Secret, derive_pack_key

    derived: dict[str, str] = {}

    def derive_once(secret):
        text = secret.reveal() if isinstance(secret, Secret) else secret
        if text not in derived:
            derived[text] = derive_pack_key(secret)
        return derived[text]

    with pytest.MonkeyPatch.context() as mp:
        for name in KDF_MODULES:
            mp.setattr(importlib.import_module(name), "derive_pack_key", derive_once)
        yield derive_pack_key


@pytest.fixture(autouse=True)
def _real_kdf(request, monkeypatch, _each_key_derived_once):
    if request.node.get_closest_marker("real_kdf"):
        for name in KDF_MODULES:
            monkeypatch.setattr(f"{name}.derive_pack_key", _each_key_derived_once)


@pytest.fixture(autouse=True)
def _isolated_environment(monkeypatch, tmp_path):
    """No test reads the developer's workspace or keys from the environment."""
    for name in list(os.environ):
        if name.startswith("PRME_"):
            monkeypatch.delenv(name)
    monkeypatch.setenv("PRME_WORKSPACE", str(tmp_path / "default-workspace"))


@pytest.fixture
def pack_path(tmp_path) -> Path:
    return tmp_path / "memories.prme"


@pytest.fixture(scope="session")
def empty_pack(tmp_path_factory, _each_key_derived_once) -> Path:
    """An empty encrypted pack, created once per test process: each ``client`` opens a copy
    (a third faster than creating one, over the suite's hundreds of packs)."""
    from engine import MemoryClient

    path = tmp_path_factory.mktemp("empty-pack") / "memories.prme"
    MemoryClient(path, encryption_key=PASSPHRASE).close()
    return path


@pytest.fixture
def client(pack_path, empty_pack):
    """An open client on a fresh encrypted pack."""
    from engine import MemoryClient

    shutil.copyfile(empty_pack, pack_path)
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as memory:
        yield memory


def file_digests(*paths: Path) -> dict[str, str | None]:
    """SHA-256 of each path (None when missing), to prove files were left untouched."""
    return {
        str(p): hashlib.sha256(p.read_bytes()).hexdigest() if p.exists() else None for p in paths
    }


def python_child_env() -> dict[str, str]:
    """Environment for a child Python that imports this checkout."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PRME_")}
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


CHILD_PYTHON = sys.executable


def wait_for(predicate, what: str, timeout: float = 120.0) -> None:
    """Wait until ``predicate()`` holds (a condition, never a fixed sleep); fail after ``timeout``."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.02)


def pytest_collection_modifyitems(items):
    """Slow tests first (a stable sort: the same order on every xdist worker). Collected in file
    order, the kill tests of tests/reliability came last and ran alone on one core at the end
    while the other worker had nothing left to do."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
