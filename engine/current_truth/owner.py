"""One subject for the owner, whichever path stored the memory.

"I", "me", "my", the owner id (the ``user_id``), the generic owner label extraction uses
("User") and the speaker name of the owner's own messages all mean one subject, ``owner``.
A message is the owner's when its role is ``user``, or its speaker is the owner id or one of
the configured owner names (``PRMEConfig.owner_names``), or a human message names no speaker.
Other speakers (a pasted conversation's "Ann: I live in Oslo") stay their own subjects.
Assistant, tool and system messages state nothing about anyone's current facts.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterable

from engine.current_truth.slots import OWNER, Speaker
from engine.long_text import CHECKED_CHARS, leading_part
from engine.types import HUMAN_ROLES

# What the owner is called when nobody gave a name (extraction's owner label and its aliases).
DEFAULT_OWNER_NAMES = ("user", "me", "myself", "the user")


def fold_name(name: str) -> str:
    value = unicodedata.normalize("NFKC", name).replace("’", "'").casefold()
    return re.sub(r"\s+", " ", value).strip(" \t\"'.,:;")


def owner_names(user_id: str, configured: Iterable[str] = ()) -> frozenset[str]:
    return frozenset(fold_name(n) for n in (*DEFAULT_OWNER_NAMES, user_id, *configured) if n and n.strip())


def is_owner_message(role: str | None, speaker: str | None, user_id: str, configured: Iterable[str] = ()) -> bool:
    if role not in HUMAN_ROLES:
        return False
    return role == "user" or not speaker or fold_name(speaker) in owner_names(user_id, configured)


def speaker_for(role: str | None, speaker: str | None, user_id: str, configured: Iterable[str] = ()) -> Speaker | None:
    """Who "I" is in a message, or None for messages that state no one's facts."""
    if role not in HUMAN_ROLES:
        return None
    names = owner_names(user_id, configured)
    me = OWNER if is_owner_message(role, speaker, user_id, configured) else fold_name(speaker or "")
    return Speaker(me=me, owner_names=names)


def statement_text(content: str, speaker: str | None) -> str:
    """The part the update check reads (``checked_part``), without a leading "Speaker: " that
    repeats the speaker's name."""
    content = checked_part(content)
    if speaker and content.lstrip().startswith(f"{speaker}:"):
        return content.lstrip()[len(speaker) + 1:].strip()
    return content


def checked_part(text: str) -> str:
    """What the update check reads of a memory (engine/long_text.py)."""
    return leading_part(text, CHECKED_CHARS)
