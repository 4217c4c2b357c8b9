"""Opening and closing an engine on one pack: the state every operation shares."""

from __future__ import annotations

import asyncio
import logging
from contextlib import asynccontextmanager
from typing import AsyncIterator

from engine import pack as packs
from engine import integrity, schema
from engine.config import PRMEConfig
from engine.database import Database
from engine.engine_state import EngineState
from engine.errors import ConfigurationError, EmbeddingModelMismatchError, EncryptionError
from engine.indexes import build_indexes
from engine.keys import Secret

log = logging.getLogger("prme.engine")


class EngineCore(EngineState):
    """Holds the open pack, its database runner, the derived indexes and the config."""

    def __init__(self, config: PRMEConfig) -> None:
        self.config = config
        self._shared: packs.SharedPack | None = None
        self._db = None  # type: ignore[assignment]
        self._indexes = None  # type: ignore[assignment]
        self.manifest: dict = {}
        self._write_block: str | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    # --- lifecycle ----------------------------------------------------------------

    @classmethod
    async def create(cls, config: PRMEConfig | None = None):
        engine = cls(config or PRMEConfig())
        await engine._open()
        return engine

    @classmethod
    @asynccontextmanager
    async def open(cls, config: PRMEConfig | None = None) -> AsyncIterator["EngineCore"]:
        engine = await cls.create(config)
        try:
            yield engine
        finally:
            await engine.close()

    def _pack_key(self) -> Secret | None:
        cfg = self.config
        key = cfg.encryption_key.get_secret_value() if cfg.encryption_key is not None else ""
        if cfg.encryption_enabled and not key:
            raise EncryptionError(
                "encryption is enabled but no key was given: set PRME_ENCRYPTION_KEY or enter the passphrase"
            )
        if key and not cfg.encryption_enabled:
            # A key the user gave must never be silently ignored: that would write clear text.
            raise EncryptionError("an encryption key was given but encryption_enabled is false; enable it or drop the key")
        return Secret(key) if key else None

    async def _open(self) -> None:
        cfg = self.config
        if cfg.pack_path is None:
            raise ConfigurationError("pack_path is not set: give MemoryClient a .prme path or set PRME_PACK_PATH")
        key = self._pack_key()
        self._loop = asyncio.get_running_loop()  # where work started from other threads runs
        self._shared = await asyncio.to_thread(
            packs.acquire, cfg.pack_path, key, memory_limit=cfg.duckdb_memory_limit
        )
        try:
            self._db = Database(self._shared)
            await self._db.run_on_writer(
                schema.migrate, embedding_model=cfg.embedding.model_name, embedding_dimension=cfg.embedding.dimension
            )
            sealer = self._shared.shared.get("integrity")
            if sealer is not None:
                await self._db.run_on_writer(integrity.ensure_sealed, sealer)
            self.manifest = await self._db.read(schema.read_manifest)
            self._check_embedding_model()
            if self._shared.users == 1:  # the first engine on the pack here: a killed process's stores
                await self._replay_journal()
            self._indexes = build_indexes(self)
            self._indexes.after_vectors = self._after_vectors
            await self._indexes.open()
        except BaseException:
            if self._db is not None:
                self._db.close()
            packs.release(self._shared)
            self._shared = None
            raise

    def _after_vectors(self, node_ids: list[str]) -> None:
        """Once these nodes' vectors are written: the update check's part that compares them
        (engine/current_truth/check.py). It reads and embeds on a reader, so the writer is held
        only for the contests it makes."""
        import duckdb

        from engine.current_truth.check import apply_similarity_checks, plan_similarity_checks

        try:
            queued, found = self._db.read_sync(plan_similarity_checks, node_ids, owner_names=self.config.owner_names)
            if queued:  # a correction retires what it corrects: it leaves search right after the commit
                self._db.write_then_sync(apply_similarity_checks, self._retire_from_search, queued, found)
        except duckdb.Error:
            raise  # left queued: the next open embeds these memories again and runs it then
        except Exception as exc:  # a bug in the check must never cost the memories their vectors
            log.warning("update check could not compare %d memories: %s", len(node_ids), type(exc).__name__)
        self._judge_in_background()

    def _retire_from_search(self, node_ids: list[str]) -> None:
        if node_ids:
            self._indexes.retire(node_ids)

    def _check_embedding_model(self) -> None:
        recorded = self.manifest.get("embedding_model")
        configured = self.config.embedding.model_name
        if recorded and recorded != configured:
            # Reads still work; writes would mix vectors of two models in one index.
            self._write_block = (
                f"this pack's vectors were built with {recorded!r} but the engine is configured for "
                f"{configured!r}; open it with {recorded!r} or rebuild it with the new model"
            )
            log.warning("embedding model mismatch: pack %s, configured %s", recorded, configured)

    def _check_writable(self) -> None:
        if self._write_block:
            raise EmbeddingModelMismatchError(self._write_block)

    async def close(self) -> None:
        if self._shared is None:
            return
        try:
            await self._db.settle()  # acknowledged stores reach the pack (and the indexes) first
            if self._indexes is not None:
                await self._indexes.close()
        finally:
            self._db.close()
            shared, self._shared = self._shared, None
            await asyncio.to_thread(packs.release, shared)

    @property
    def indexes_ready(self) -> bool:
        """False while the search indexes still load behind the open; a search waits for them."""
        return bool(getattr(self._indexes, "ready", True))

    async def warm_up(self) -> None:
        """Load now, once per process, what the first query or capture would otherwise wait
        for: the embedding model (queries' copy and the background embedder's), the token
        counter (0.4 s of the first retrieve()), the update check's patterns and what DuckDB's
        first Arrow insert imports."""
        import importlib

        from engine.current_truth.slots import verb_patterns
        from engine.embeddings import get_embedder
        from engine.extraction.rules import compiled_patterns
        from engine.tokens import get_counter

        embedding = self.config.embedding

        def load() -> None:
            importlib.import_module("pyarrow.dataset")  # DuckDB imports it on the first Arrow insert (0.3 s)
            verb_patterns()  # the update check's and extraction's patterns (0.2 s), compiled on first use
            compiled_patterns()

            get_embedder(embedding.model_name, embedding.dimension).warm()
            get_embedder(embedding.model_name, embedding.dimension, threads=1).warm()
            get_counter(self.config.packing.tokenizer)

        await asyncio.to_thread(load)

    @property
    def closed(self) -> bool:
        return self._shared is None

    @property
    def pack_path(self):
        return self.config.pack_path
