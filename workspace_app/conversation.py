"""Pasted conversations: ``Name: text`` lines become messages.

One parser for the app's Capture pane and ``prme ingest --conversation``:

- a line that starts with ``Name:`` and a space (optionally after a ``[10:02]``
  timestamp) opens a message by that speaker;
- a line without one continues the message before it, so a turn that wraps over
  several lines stays one message;
- text before the first named line is the owner's own message (role ``user``, no
  speaker).

Named speakers get ``role`` (``participant`` unless the caller says otherwise); the
one matching ``owner_speaker`` (case-insensitive) gets ``user``.
"""

from __future__ import annotations

import re
from typing import Any

# "Name: text" at the start of a line; the space after the colon keeps "https://..." and
# "10:30" from reading as a speaker.
_TURN = re.compile(r"^\s*(?:\[[^\]]*\]\s*)?(?P<speaker>[^:\n]{1,60}?):\s+(?P<text>\S.*)$")


def parse_conversation(
    text: str, *, owner_speaker: str | None = None, role: str = "participant"
) -> list[dict[str, Any]]:
    """The messages of a pasted conversation, in order (``content``, ``role``, ``speaker``)."""
    owner = owner_speaker.strip().casefold() if owner_speaker and owner_speaker.strip() else None
    messages: list[dict[str, Any]] = []
    for line in text.splitlines():
        if not line.strip():
            continue
        match = _TURN.match(line)
        if match:
            speaker = match.group("speaker").strip()
            messages.append({
                "content": match.group("text").strip(),
                "role": "user" if owner is not None and speaker.casefold() == owner else role,
                "speaker": speaker,
            })
        elif messages:
            messages[-1]["content"] += "\n" + line.strip()
        else:
            messages.append({"content": line.strip(), "role": "user"})
    return messages
