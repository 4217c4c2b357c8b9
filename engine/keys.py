"""Turning what the user gives (a passphrase or a raw key) into DuckDB's 32-byte key.

Nothing here logs or formats the secret: errors name the problem, never the value.
"""

from __future__ import annotations

import base64
import binascii

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.pbkdf2 import PBKDF2HMAC

from engine.errors import EncryptionError

# A pack's salt cannot live inside the file that needs the key to open, so it is
# fixed and versioned; each guess still costs the full iteration count.
PACK_KEY_SALT = b"prme-single-file-pack-v1"
PBKDF2_ITERATIONS = 600_000

RAW_PREFIX = "raw_key:"
PASSPHRASE_PREFIX = "passphrase:"


class Secret:
    """A key held in memory that refuses to print itself."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def reveal(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return "Secret('***')"

    __str__ = __repr__

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Secret) and other._value == self._value

    def __hash__(self) -> int:
        return hash(self._value)


def key_text(value: object) -> str:
    """A key as the API takes it: a passphrase or raw key form as text, or a raw key as 32 bytes
    (``secrets.token_bytes(32)``), which becomes the ``raw_key:`` form."""
    if isinstance(value, str):
        return value
    if isinstance(value, (bytes, bytearray)) and len(value) == 32:
        return RAW_PREFIX + bytes(value).hex()
    raise EncryptionError("encryption_key: give a passphrase or a raw key form as text, or a raw key as 32 bytes "
                          f"(got {type(value).__name__}{' of another length' if isinstance(value, (bytes, bytearray)) else ''})")


def _raw_key_bytes(text: str) -> bytes | None:
    """32 bytes from a raw key form, or None when ``text`` is not one."""
    if text.startswith(RAW_PREFIX):
        body = text[len(RAW_PREFIX):]
        for decode in (bytes.fromhex, lambda s: base64.urlsafe_b64decode(s.encode())):
            try:
                raw = decode(body)
            except (ValueError, binascii.Error):
                continue
            if len(raw) == 32:
                return raw
        raise ValueError("encryption_key: a raw_key: value must be 32 bytes as hex or url-safe base64")
    if len(text) == 44:  # a Fernet-style url-safe base64 key
        try:
            raw = base64.urlsafe_b64decode(text.encode())
        except (ValueError, binascii.Error):
            return None
        if len(raw) == 32:
            return raw
    return None


def derive_pack_key(secret: str | Secret) -> str:
    """The hex form of the 32-byte AES key for a passphrase or raw key."""
    text = secret.reveal() if isinstance(secret, Secret) else secret
    if not text:
        raise ValueError("encryption_key: an empty key cannot encrypt a pack")
    if not text.startswith(PASSPHRASE_PREFIX):
        raw = _raw_key_bytes(text)
        if raw is not None:
            return raw.hex()
    else:
        text = text[len(PASSPHRASE_PREFIX):]
    kdf = PBKDF2HMAC(algorithm=hashes.SHA256(), length=32, salt=PACK_KEY_SALT, iterations=PBKDF2_ITERATIONS)
    return kdf.derive(text.encode("utf-8")).hex()


def scrub(message: str, *secrets: str | Secret | None) -> str:
    """Remove any secret (and its derived hex form) from a message before it is shown."""
    for secret in secrets:
        if secret is None:
            continue
        value = secret.reveal() if isinstance(secret, Secret) else secret
        if value:
            message = message.replace(value, "***")
    return message
