"""Extraction providers: the offline rules extractor and LLM servers over HTTP.

* ``rules``: local, deterministic, offline (the default).
* ``openai``: any OpenAI-compatible chat-completions server (OpenAI, Ollama, LM Studio,
  vLLM, llama.cpp), asked for JSON-schema output.
* ``ollama``: the same protocol at Ollama's local address (``OLLAMA_HOST`` or
  ``http://localhost:11434``), no key needed.
* ``anthropic``: the Messages API, with the schema as a forced tool call.

HTTP calls have a timeout and retry transient failures (timeouts, connection errors,
429 and 5xx) with exponential backoff. A failure becomes :class:`ProviderFailure`
with a bounded ``reason_code`` and a message that never contains the API key or the
server's response body.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import re
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from engine.errors import ConfigurationError
from engine.extraction.config import ExtractionConfig
from engine.extraction.rules import RulesExtractor, split_sentences
from engine.extraction.schema import OUTPUT_JSON_SCHEMA, ExtractionOutput, InvalidOutput, parse_output

if TYPE_CHECKING:
    import httpx

log = logging.getLogger("prme.extraction")

# Every reason a job can fail with. Stored in extraction_jobs.reason_code.
REASON_CODES = {
    "timeout": "the extraction provider did not answer within the timeout",
    "provider_error": "the extraction provider answered with an error",
    "invalid_output": "the extraction provider's answer was not a valid extraction",
    "auth": "the extraction provider refused the API key (check PRME_EXTRACTION__API_KEY)",
    "rate_limited": "the extraction provider is rate limiting requests; retry later",
    "unreachable": "the extraction server could not be reached; start it or fix PRME_EXTRACTION__BASE_URL",
    "configuration": "the extraction provider is not configured",
    "materialization": "the extraction was saved but its memories could not be built; retry reuses it",
    "internal": "extraction failed unexpectedly; see the log",
}

DEFAULT_MODELS = {"openai": "gpt-4o-mini", "ollama": "llama3.2", "anthropic": "claude-3-5-haiku-latest"}
OPENAI_URL = "https://api.openai.com/v1"
ANTHROPIC_URL = "https://api.anthropic.com"
ANTHROPIC_VERSION = "2023-06-01"

SYSTEM_PROMPT = (
    "You extract durable memories from one message of a conversation. Answer only with JSON "
    "matching the schema. entities: named people, places, organizations and products mentioned, "
    "with the name written exactly as in the message. claims: statements of fact, preference, "
    "decision or task as subject/predicate/object. Use subject \"I\" for the speaker. Use short "
    "snake_case predicates such as lives_in, moved_to, works_at, prefers, likes, dislikes, uses, "
    "decided, plans, started, favorite_<thing>, has_<thing>. The object must be copied verbatim "
    "from the message. Set change=true when the wording states a change (moved to, now, no longer, "
    "switched to) and negated=true for a negated statement. Leave out questions, hypotheticals and "
    "anything the message does not state."
)


class ProviderFailure(Exception):
    """A provider call failed. ``reason_code`` is one of REASON_CODES; the message is safe to store."""

    def __init__(self, reason_code: str, message: str, *, retryable: bool = False, retry_after: float | None = None) -> None:
        if reason_code not in REASON_CODES:
            raise ValueError(f"unknown reason code {reason_code!r}")
        super().__init__(message)
        self.reason_code = reason_code
        self.retryable = retryable
        self.retry_after = retry_after


class Provider(Protocol):
    name: str
    model: str

    async def extract(self, text: str, *, speaker: str | None, owner_label: str) -> ExtractionOutput: ...


class Question(NamedTuple):
    """One structured question to an LLM: its instructions, the text, and the JSON schema of
    the answer (``name`` and ``description`` name the schema, and for Anthropic the tool that
    answers)."""

    system: str
    text: str
    schema: dict[str, Any]
    name: str
    description: str


class RulesProvider:
    """The rules extractor behind the provider interface."""

    name = "rules"

    def __init__(self) -> None:
        self._rules = RulesExtractor()
        self.model = self._rules.model

    async def extract(self, text: str, *, speaker: str | None, owner_label: str) -> ExtractionOutput:
        if len(text) > 20_000:
            return await asyncio.to_thread(self._rules.extract, text, speaker=speaker, owner_label=owner_label)
        return self._rules.extract(text, speaker=speaker, owner_label=owner_label)


def _decode_json(content: str) -> Any:
    """A JSON object from a model's text answer (tolerates a ```json fence around it)."""
    text = content.strip()
    fence = re.match(r"^```(?:json)?\s*(.*?)\s*```$", text, re.S)
    if fence:
        text = fence.group(1)
    try:
        return json.loads(text)
    except (json.JSONDecodeError, ValueError):
        raise InvalidOutput("the answer is not valid JSON") from None


class HTTPProvider:
    """Shared transport: timeout, retries with backoff, safe failure messages."""

    name = "http"

    def __init__(self, config: ExtractionConfig, *, base_url: str, api_key: str | None, model: str) -> None:
        self.config = config
        self.base_url = base_url.rstrip("/")
        self._api_key = api_key
        self.model = model

    def __repr__(self) -> str:  # never shows the key
        return f"{type(self).__name__}(base_url={self.base_url!r}, model={self.model!r})"

    # subclass hooks
    def _request(self, question: Question) -> tuple[str, dict[str, str], dict[str, Any]]:
        raise NotImplementedError

    def _answer(self, body: Any, question: Question) -> Any:
        raise NotImplementedError

    async def ask(self, question: Question) -> Any:
        """The model's JSON answer to ``question`` (ProviderFailure when there is none)."""
        url, headers, payload = self._request(question)
        body = await self._post(url, headers, payload)
        try:
            return self._answer(body, question)
        except InvalidOutput as exc:
            raise ProviderFailure("invalid_output", f"{self.name}: {exc}") from None

    async def extract(self, text: str, *, speaker: str | None, owner_label: str) -> ExtractionOutput:
        data = await self.ask(Question(SYSTEM_PROMPT, text, OUTPUT_JSON_SCHEMA, "record_extraction",
                                       "Record the extracted entities and claims."))
        try:
            output = parse_output(data, speaker=speaker, owner_label=owner_label)
        except InvalidOutput as exc:
            raise ProviderFailure("invalid_output", f"{self.name}: {exc}") from None
        output.sentences = [text[s:e] for s, e in split_sentences(text)]
        return output

    async def _post(self, url: str, headers: dict[str, str], payload: dict[str, Any]) -> Any:
        # Imported here: httpx (with the click, rich and pygments of its CLI) adds ~0.3 s to the
        # start of every process that imports the engine, and only an HTTP provider needs it.
        import httpx

        cfg = self.config
        timeout = httpx.Timeout(cfg.timeout, connect=min(cfg.timeout, cfg.connect_timeout))
        attempts = cfg.max_retries + 1
        failure: ProviderFailure | None = None
        local = httpx.URL(self.base_url).host in ("127.0.0.1", "localhost", "::1")
        async with httpx.AsyncClient(timeout=timeout, follow_redirects=False, trust_env=not local) as client:
            for attempt in range(attempts):
                if attempt:
                    delay = min(cfg.retry_backoff * (2 ** (attempt - 1)), cfg.retry_backoff_max)
                    if failure is not None and failure.retry_after:
                        delay = min(max(delay, failure.retry_after), cfg.retry_backoff_max)
                    await asyncio.sleep(delay * (1 + random.random() * 0.1))
                try:
                    response = await client.post(url, headers=headers, json=payload)
                except httpx.TimeoutException:
                    failure = ProviderFailure(
                        "timeout", f"{self.name}: no answer from {self.base_url} within {cfg.timeout:g} s", retryable=True
                    )
                except httpx.ConnectError:
                    failure = ProviderFailure(
                        "unreachable",
                        f"{self.name}: cannot connect to {self.base_url}; start the server or set "
                        "PRME_EXTRACTION__BASE_URL",
                        retryable=True,
                    )
                except httpx.HTTPError as exc:
                    failure = ProviderFailure(
                        "provider_error", f"{self.name}: request to {self.base_url} failed ({type(exc).__name__})",
                        retryable=True,
                    )
                else:
                    failure = self._classify(response)
                    if failure is None:
                        try:
                            return response.json()
                        except (json.JSONDecodeError, ValueError):
                            raise ProviderFailure(
                                "invalid_output", f"{self.name}: the server's answer is not JSON"
                            ) from None
                log.info(
                    "LLM request to %s failed (%s), attempt %d of %d",
                    self.base_url, failure.reason_code, attempt + 1, attempts,
                )
                if not failure.retryable:
                    break
        assert failure is not None
        raise failure

    def _classify(self, response: httpx.Response) -> ProviderFailure | None:
        status = response.status_code
        if 200 <= status < 300:
            return None
        if status in (401, 403):
            return ProviderFailure("auth", f"{self.name}: the server refused the credentials (HTTP {status})")
        if status == 429:
            try:
                retry_after: float | None = float(response.headers.get("retry-after", ""))
            except ValueError:
                retry_after = None
            return ProviderFailure("rate_limited", f"{self.name}: rate limited (HTTP 429)", retryable=True,
                                   retry_after=retry_after)
        return ProviderFailure(
            "provider_error", f"{self.name}: the server answered HTTP {status}", retryable=status >= 500 or status == 408
        )


class OpenAIProvider(HTTPProvider):
    """OpenAI-compatible chat completions: OpenAI, Ollama, LM Studio, vLLM, llama.cpp."""

    name = "openai"

    def _request(self, question: Question) -> tuple[str, dict[str, str], dict[str, Any]]:
        headers = {"Content-Type": "application/json"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        payload: dict[str, Any] = {
            "model": self.model,
            "temperature": self.config.temperature,
            "messages": [{"role": "system", "content": question.system}, {"role": "user", "content": question.text}],
        }
        if self.config.response_format == "json_schema":
            payload["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": question.name, "schema": question.schema, "strict": True},
            }
        elif self.config.response_format == "json_object":
            payload["response_format"] = {"type": "json_object"}
        if self.config.reasoning_effort:
            payload["reasoning_effort"] = self.config.reasoning_effort
        return f"{self.base_url}/chat/completions", headers, payload

    def _answer(self, body: Any, question: Question) -> Any:
        try:
            message = body["choices"][0]["message"]
        except (KeyError, IndexError, TypeError):
            raise InvalidOutput("the answer has no choices[0].message") from None
        content = message.get("content") if isinstance(message, dict) else None
        if not isinstance(content, str) or not content.strip():
            raise InvalidOutput("the answer's message has no content")
        return _decode_json(content)


class AnthropicProvider(HTTPProvider):
    """Anthropic Messages API; the schema is a tool the model must call."""

    name = "anthropic"

    def _request(self, question: Question) -> tuple[str, dict[str, str], dict[str, Any]]:
        headers = {"Content-Type": "application/json", "anthropic-version": ANTHROPIC_VERSION}
        if self._api_key:
            headers["x-api-key"] = self._api_key
        payload = {
            "model": self.model,
            "max_tokens": self.config.max_tokens,
            "temperature": self.config.temperature,
            "system": question.system,
            "messages": [{"role": "user", "content": question.text}],
            "tools": [{"name": question.name, "description": question.description, "input_schema": question.schema}],
            "tool_choice": {"type": "tool", "name": question.name},
        }
        return f"{self.base_url}/v1/messages", headers, payload

    def _answer(self, body: Any, question: Question) -> Any:
        blocks = body.get("content") if isinstance(body, dict) else None
        if not isinstance(blocks, list):
            raise InvalidOutput("the answer has no content blocks")
        for block in blocks:
            if isinstance(block, dict) and block.get("type") == "tool_use" and block.get("name") == question.name:
                return block.get("input")
        for block in blocks:
            if isinstance(block, dict) and block.get("type") == "text" and isinstance(block.get("text"), str):
                return _decode_json(block["text"])
        raise InvalidOutput("the answer has neither a tool call nor a text block")


def _env(name: str) -> str | None:
    value = os.environ.get(name, "").strip()
    return value or None


def build_provider(config: ExtractionConfig) -> Provider:
    """The provider ``config`` selects; raises ConfigurationError when it cannot work."""
    kind = config.provider
    if kind == "rules":
        return RulesProvider()
    key = config.api_key.get_secret_value().strip() if config.api_key is not None else None
    if kind == "openai":
        base = config.base_url or _env("OPENAI_BASE_URL")
        key = key or _env("OPENAI_API_KEY")
        if not key and not base:
            raise ConfigurationError(
                "the openai extraction provider needs an API key: set PRME_EXTRACTION__API_KEY or "
                "OPENAI_API_KEY, or set PRME_EXTRACTION__BASE_URL to a local OpenAI-compatible server "
                "(Ollama, LM Studio, vLLM, llama.cpp); PRME_EXTRACTION__PROVIDER=rules works offline"
            )
        return OpenAIProvider(config, base_url=base or OPENAI_URL, api_key=key, model=config.model or DEFAULT_MODELS["openai"])
    if kind == "ollama":
        host = config.base_url or _env("OLLAMA_HOST") or "http://localhost:11434"
        if not host.startswith(("http://", "https://")):
            host = "http://" + host
        base = host.rstrip("/")
        if not base.endswith("/v1"):
            base += "/v1"
        provider = OpenAIProvider(config, base_url=base, api_key=key, model=config.model or DEFAULT_MODELS["ollama"])
        provider.name = "ollama"
        return provider
    if kind == "anthropic":
        base = config.base_url or _env("ANTHROPIC_BASE_URL")
        key = key or _env("ANTHROPIC_API_KEY")
        if not key:
            raise ConfigurationError(
                "the anthropic extraction provider needs an API key: set PRME_EXTRACTION__API_KEY or "
                "ANTHROPIC_API_KEY; PRME_EXTRACTION__PROVIDER=rules works offline"
            )
        return AnthropicProvider(config, base_url=base or ANTHROPIC_URL, api_key=key,
                                 model=config.model or DEFAULT_MODELS["anthropic"])
    raise ConfigurationError(f"unknown extraction provider {kind!r}: use rules, openai, ollama or anthropic")
