"""PRMEConfig: every engine setting, from code or from PRME_* environment variables.

Nesting uses ``__``: ``PRME_EMBEDDING__MODEL_NAME``, ``PRME_EXTRACTION__PROVIDER``.
"""

from __future__ import annotations

import os
from pathlib import Path

from pydantic import BaseModel, Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from engine.extraction.config import ExtractionConfig
from engine.retrieval.config import PackingConfig, ScoringWeights

DEFAULT_EMBEDDING_MODEL = "sentence-transformers/all-MiniLM-L6-v2"


class EmbeddingConfig(BaseModel):
    provider: str = "fastembed"
    model_name: str = DEFAULT_EMBEDDING_MODEL
    dimension: int = 384
    batch_size: int = 64  # texts per embedding pass; a model call takes at most 16 (engine/embeddings.py)
    # Also embed each sentence of a multi-sentence memory (recall on LoCoMo dev 78.7 -> 80.4);
    # off halves the embedding work of a chat turn. Applies to what is embedded from now on.
    sentence_vectors: bool = True


class PRMEConfig(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="PRME_", env_nested_delimiter="__", extra="ignore", validate_assignment=True
    )

    pack_path: Path | None = None
    encryption_enabled: bool = False
    encryption_key: SecretStr | None = None

    embedding: EmbeddingConfig = Field(default_factory=EmbeddingConfig)
    extraction: ExtractionConfig = Field(default_factory=ExtractionConfig)
    scoring: ScoringWeights = Field(default_factory=ScoringWeights)
    packing: PackingConfig = Field(default_factory=PackingConfig)

    # Vector snapshot rewritten after this many index changes (and on close), or after
    # vector_save_fraction of the index's size when that is more: each rewrite costs the
    # whole index, so a fixed interval made bulk loading quadratic (a 100k-node pack
    # rewrote ~150 MB every 1,000 nodes). Vectors are durable in the payload rows either
    # way; a crash only means restoring up to that many vectors on the next open.
    vector_save_interval: int = Field(default=1000, ge=1)
    vector_save_fraction: float = Field(default=0.1, ge=0.0, le=1.0)
    # Largest batch process_pending() materializes in one transaction.
    write_queue_size: int = Field(default=1000, ge=1)
    # Retrieval receipts kept per pack; the oldest are dropped past this.
    max_retrieval_receipts: int = Field(default=500, ge=0)
    unverified_confidence_threshold: float = Field(default=0.30, ge=0.0, le=1.0)
    # The update check (engine/current_truth) on every capture path: a clear update of a
    # single-valued fact supersedes the old memory, a conflict without a change cue becomes a
    # contested pair. The seed's store-path switch; on by default in this product.
    enable_store_supersedence: bool = True
    # Speaker names that mean the owner in addition to the user id and "I"/"me" (for
    # conversations pasted with the owner's own name as speaker).
    owner_names: list[str] = Field(default_factory=list)
    # DuckDB memory limit for one open pack; keeps many open packs polite.
    duckdb_memory_limit: str = "1GB"

    @field_validator("pack_path", mode="before")
    @classmethod
    def _empty_is_unset(cls, value):
        return None if value in ("", None) else value

    @property
    def single_file_pack(self) -> bool:
        return self.pack_path is not None


def config_from_pack(path: str | os.PathLike[str], **overrides) -> PRMEConfig:
    """A config for the single-file pack at ``path`` (created when first opened).

    Encryption settings still come from PRME_ENCRYPTION_* unless given here.
    """
    pack = Path(path).expanduser().resolve()
    if pack.is_dir():
        raise ValueError(f"pack_path: {pack} is a directory; a single-file pack is one .prme file")
    pack.parent.mkdir(parents=True, exist_ok=True)
    return PRMEConfig(pack_path=pack, **overrides)
