"""Settings for ingest()'s extraction (nested in PRMEConfig as ``extraction``).

Read from ``PRME_EXTRACTION__<FIELD>`` through PRMEConfig, or from the flat
``PRME_EXTRACTION_<FIELD>`` spelling when ExtractionConfig is built on its own.
Keys may also come from the providers' usual variables (OPENAI_API_KEY,
ANTHROPIC_API_KEY, OPENAI_BASE_URL, ANTHROPIC_BASE_URL, OLLAMA_HOST).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class ExtractionConfig(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="PRME_EXTRACTION_", extra="ignore")

    # rules: local, deterministic, offline. openai: any OpenAI-compatible server.
    provider: Literal["rules", "openai", "ollama", "anthropic"] = "rules"
    model: str | None = None
    base_url: str | None = None
    api_key: SecretStr | None = None
    # Seconds one HTTP request may take (connect is capped by connect_timeout).
    timeout: float = Field(default=30.0, gt=0)
    connect_timeout: float = Field(default=5.0, gt=0)
    # Retries of one request after a timeout, connection error, 429 or 5xx.
    max_retries: int = Field(default=3, ge=0, le=10)
    retry_backoff: float = Field(default=0.5, ge=0)
    retry_backoff_max: float = Field(default=8.0, ge=0)
    temperature: float = Field(default=0.0, ge=0.0, le=2.0)
    reasoning_effort: str | None = None
    max_tokens: int = Field(default=2048, ge=64)
    # How an OpenAI-compatible server is asked for JSON (older servers: json_object or none).
    response_format: Literal["json_schema", "json_object", "none"] = "json_schema"
    # A running job's lease; another worker may take it over only after it expires.
    lease_seconds: float = Field(default=60.0, gt=0)
    # Ask the provider by itself, after each capture, which earlier memories the new ones make
    # out of date (engine/current_truth/judge.py); off: only `prme judge-updates` asks.
    judge_updates: bool = False
