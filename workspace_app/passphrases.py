"""How the app and the CLI judge a passphrase before a namespace is created with it."""

from __future__ import annotations

SHORT_PASSPHRASE = 8  # characters; shorter ones get a warning and must be confirmed


def passphrase_warning(passphrase: str | None) -> str | None:
    """A warning for a passphrase that is easy to guess (None when it is long enough or absent)."""
    if passphrase is None or len(passphrase) >= SHORT_PASSPHRASE:
        return None
    return (f"This passphrase has {len(passphrase)} characters: anyone with the file can guess one that short. "
            f"Use {SHORT_PASSPHRASE} or more (a few words work well).")
