"""Settings for ingest()'s extraction (nested in PRMEConfig as `extraction`)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, SecretStr


class ExtractionConfig(BaseModel):
    provider: Literal["rules", "openai", "ollama", "anthropic"] = "rules"
    model: str | None = None
    base_url: str | None = None
    api_key: SecretStr | None = None
    timeout: float = 30.0
    max_retries: int = 3
    temperature: float = 0.0
    lease_seconds: float = 60.0
