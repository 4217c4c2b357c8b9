"""Capture file formats: the memories in one file dropped into the inbox.

``.md`` / ``.txt``  one memory per paragraph (default) or the whole note as one.
                    Choose per file with front matter, or for all files with
                    ``CaptureInbox(text_mode=...)``::

                        ---
                        capture: whole          # or: paragraphs
                        session_id: trip-2024   # optional, also: speaker, role,
                        event_time: 2024-05-08  # scope, tags (a comma list)
                        ---

``.jsonl``          one JSON object per line: ``content`` (required), ``role``,
                    ``speaker``, ``session_id``, ``event_time``, ``metadata``, ``scope``.
``.json``           a chat export: a list of messages, or ``{"messages": [...]}``
                    (optionally with ``session_id``/``title``); each message has
                    ``content`` and optionally ``role``, ``speaker`` (or ``name``)
                    and ``time`` (ISO text or Unix seconds).

:func:`parse_capture` turns a file's bytes into items (keyword arguments of a store)
and applies the engine's write checks to every item first, so a file is stored whole
or not at all; anything wrong is a :class:`CaptureFormatError` saying what.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

from engine import ROLES, InputTooLargeError, Scope, check_message, in_utc_range, loads_json

SUPPORTED_SUFFIXES = (".md", ".markdown", ".txt", ".jsonl", ".json")
TEXT_MODES = ("paragraphs", "whole")
_ROLE_ALIASES = {"human": "user", "me": "user", "ai": "assistant", "bot": "assistant", "model": "assistant"}


class CaptureFormatError(ValueError):
    """The file cannot become memories; the message is what ``.error.txt`` says."""


@dataclass
class ParsedCapture:
    items: list[dict]
    mode: str


def _parse_time(value: Any, where: str) -> datetime | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise CaptureFormatError(f"{where}: time must be ISO text or Unix seconds")
    if isinstance(value, (int, float)):
        seconds = float(value) / 1000 if value > 1e11 else float(value)  # milliseconds are common in exports
        try:
            return datetime.fromtimestamp(seconds, tz=timezone.utc)
        except (OverflowError, OSError, ValueError):
            raise CaptureFormatError(f"{where}: time {value!r} is out of range") from None
    if not isinstance(value, str):
        raise CaptureFormatError(f"{where}: time must be ISO text or Unix seconds")
    text = value.strip()
    try:
        parsed = datetime.fromisoformat(text.replace("Z", "+00:00") if text.endswith("Z") else text)
    except ValueError:
        try:
            d = date.fromisoformat(text)
        except ValueError:
            raise CaptureFormatError(f"{where}: {value!r} is not an ISO date or time") from None
        parsed = datetime(d.year, d.month, d.day)
    try:
        return in_utc_range(parsed, "time")
    except ValueError as exc:
        raise CaptureFormatError(f"{where}: {exc}") from None


def _role(value: Any, where: str) -> str:
    if value is None:
        return "user"
    if not isinstance(value, str):
        raise CaptureFormatError(f"{where}: role must be text")
    role = _ROLE_ALIASES.get(value.strip().lower(), value.strip().lower())
    if role not in ROLES:
        raise CaptureFormatError(f"{where}: role {value!r} is not one of {', '.join(ROLES)}")
    return role


def _scope(value: Any, where: str) -> str:
    if value is None:
        return Scope.PERSONAL.value
    try:
        return Scope(str(value).strip().lower()).value
    except ValueError:
        raise CaptureFormatError(
            f"{where}: scope {value!r} is not one of {', '.join(s.value for s in Scope)}"
        ) from None


def _text(value: Any, where: str, name: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise CaptureFormatError(f"{where}: {name} must be non-empty text")
    return value.strip() if name != "content" else value


_FRONT = re.compile(r"\A(?:\ufeff)?---[ \t]*\r?\n(.*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|\Z)", re.S)
_FRONT_KEYS = {"capture", "split", "mode", "session_id", "session", "speaker", "role", "event_time", "date",
               "scope", "tags", "title"}


def _front_matter(text: str) -> tuple[dict[str, str], str]:
    match = _FRONT.match(text)
    if not match:
        return {}, text
    values: dict[str, str] = {}
    for lineno, line in enumerate(match.group(1).splitlines(), start=2):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, sep, value = line.partition(":")
        if not sep:
            raise CaptureFormatError(f"front matter line {lineno}: expected 'key: value'")
        key = key.strip().lower()
        value = value.split(" #", 1)[0].strip().strip("'\"")
        if key in _FRONT_KEYS:
            values[key] = value
    return values, text[match.end():]


def _paragraphs(body: str) -> list[str]:
    """Blank-line separated paragraphs; a heading alone is joined to the paragraph after it."""
    blocks = [b.strip() for b in re.split(r"\n[ \t]*\n", body.replace("\r\n", "\n")) if b.strip()]
    out: list[str] = []
    heading: str | None = None
    for block in blocks:
        if all(line.lstrip().startswith("#") for line in block.splitlines()):
            heading = f"{heading}\n{block}" if heading else block
            continue
        out.append(f"{heading}\n{block}" if heading else block)
        heading = None
    if heading:
        out.append(heading)
    return out


def parse_text(name: str, text: str, digest: str, *, default_mode: str = "paragraphs") -> ParsedCapture:
    front, body = _front_matter(text)
    mode = (front.get("capture") or front.get("split") or front.get("mode") or default_mode).lower()
    if mode in ("paragraph", "paragraphs", "split"):
        mode = "paragraphs"
    elif mode in ("whole", "note", "file", "one"):
        mode = "whole"
    else:
        raise CaptureFormatError(f"front matter: capture must be 'paragraphs' or 'whole', not {mode!r}")
    where = "front matter"
    session = front.get("session_id") or front.get("session") or f"capture-{digest[:12]}"
    speaker = _text(front.get("speaker") or None, where, "speaker")
    role = _role(front.get("role") or None, where)
    when = _parse_time(front.get("event_time") or front.get("date") or None, where)
    scope = _scope(front.get("scope") or None, where)
    meta: dict[str, Any] = {"source_file": name, "capture_sha256": digest}
    if front.get("title"):
        meta["title"] = front["title"]
    if front.get("tags"):
        meta["tags"] = [t.strip() for t in front["tags"].strip("[]").split(",") if t.strip()]
    parts = _paragraphs(body) if mode == "paragraphs" else ([body.strip()] if body.strip() else [])
    if not parts:
        raise CaptureFormatError("the note has no text to capture")
    items = []
    for i, part in enumerate(parts):
        item_meta = dict(meta)
        if mode == "paragraphs":
            item_meta["paragraph"] = i + 1
        items.append({"content": part, "role": role, "speaker": speaker, "session_id": session, "scope": scope,
                      "metadata": item_meta, "event_time": when})
    return ParsedCapture(items, mode)


_JSONL_KEYS = {"content", "role", "speaker", "session_id", "event_time", "metadata", "scope"}


def _message_item(obj: dict, where: str, *, session: str, meta: dict, index: int, keys: set[str] | None) -> dict:
    if keys is not None:
        unknown = sorted(set(obj) - keys)
        if unknown:
            raise CaptureFormatError(
                f"{where}: unknown field {unknown[0]!r} (expected {', '.join(sorted(keys))})"
            )
    content = obj.get("content")
    if not isinstance(content, str) or not content.strip():
        raise CaptureFormatError(f"{where}: content must be non-empty text")
    extra = obj.get("metadata")
    if extra is not None and not isinstance(extra, dict):
        raise CaptureFormatError(f"{where}: metadata must be a JSON object")
    item_meta = {**(extra or {}), **meta, "item": index}
    speaker = obj.get("speaker", obj.get("name", obj.get("author")))
    if isinstance(speaker, dict):  # {"role": ..., "name": ...} style authors
        speaker = speaker.get("name")
    return {
        "content": content, "role": _role(obj.get("role"), where),
        "speaker": _text(speaker, where, "speaker"),
        "session_id": _text(obj.get("session_id"), where, "session_id") or session,
        "scope": _scope(obj.get("scope"), where),
        "metadata": item_meta,
        "event_time": _parse_time(obj.get("event_time", obj.get("time", obj.get("timestamp"))), where),
    }


def parse_jsonl(name: str, text: str, digest: str) -> ParsedCapture:
    meta = {"source_file": name, "capture_sha256": digest}
    items = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        where = f"line {lineno}"
        try:
            obj = loads_json(line, where)
        except json.JSONDecodeError as exc:
            raise CaptureFormatError(f"{where}: not valid JSON ({exc.msg} at column {exc.colno})") from None
        except InputTooLargeError as exc:
            raise CaptureFormatError(str(exc)) from None
        if not isinstance(obj, dict):
            raise CaptureFormatError(f"{where}: each line must be a JSON object with a content field")
        items.append(_message_item(obj, where, session=f"capture-{digest[:12]}", meta=meta, index=len(items) + 1,
                                   keys=_JSONL_KEYS))
    if not items:
        raise CaptureFormatError("the file holds no JSON lines")
    return ParsedCapture(items, "jsonl")


def parse_chat_json(name: str, text: str, digest: str) -> ParsedCapture:
    try:
        data = loads_json(text, "the chat export")
    except json.JSONDecodeError as exc:
        raise CaptureFormatError(f"not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})") from None
    except InputTooLargeError as exc:
        raise CaptureFormatError(str(exc)) from None
    session = f"chat-{digest[:12]}"
    meta: dict[str, Any] = {"source_file": name, "capture_sha256": digest}
    if isinstance(data, dict):
        messages = data.get("messages")
        if not isinstance(messages, list):
            raise CaptureFormatError("a chat export is a list of messages or an object with a 'messages' list")
        if isinstance(data.get("session_id") or data.get("id"), str) and (data.get("session_id") or data.get("id")).strip():
            session = (data.get("session_id") or data.get("id")).strip()
        if isinstance(data.get("title"), str) and data["title"].strip():
            meta["title"] = data["title"].strip()
    elif isinstance(data, list):
        messages = data
    else:
        raise CaptureFormatError("a chat export is a list of messages or an object with a 'messages' list")
    items = []
    for i, message in enumerate(messages):
        where = f"message {i + 1}"
        if not isinstance(message, dict):
            raise CaptureFormatError(f"{where}: must be an object with role and content")
        items.append(_message_item(message, where, session=session, meta=meta, index=i + 1, keys=None))
    if not items:
        raise CaptureFormatError("the chat export holds no messages")
    return ParsedCapture(items, "chat")


def _check_items(items: list[dict], label: str) -> None:
    """Apply the engine's own write checks to every item first, so a file is stored whole or not at all."""
    for n, item in enumerate(items, start=1):
        try:
            check_message(item)
        except ValueError as exc:
            where = f"{label} {n}" if len(items) > 1 else label
            raise CaptureFormatError(f"{where}: {' '.join(str(exc).split())}") from None


def parse_capture(path: Path, data: bytes, *, text_mode: str = "paragraphs", digest: str | None = None) -> ParsedCapture:
    """The memories in one dropped file, or CaptureFormatError saying why there are none."""
    parsed = _parse_capture(path, data, text_mode=text_mode, digest=digest)
    label = {"jsonl": "item", "chat": "message"}.get(parsed.mode, "paragraph")
    _check_items(parsed.items, label)
    return parsed


def _parse_capture(path: Path, data: bytes, *, text_mode: str, digest: str | None) -> ParsedCapture:
    digest = digest or hashlib.sha256(data).hexdigest()
    suffix = path.suffix.lower()
    if suffix not in SUPPORTED_SUFFIXES:
        raise CaptureFormatError(
            f"unsupported file type {suffix or '(none)'}; drop .md, .txt, .jsonl or a chat export .json"
        )
    if not data.strip():
        raise CaptureFormatError("the file is empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CaptureFormatError(f"the file is not UTF-8 text (byte {exc.start})") from None
    if "\x00" in text:
        raise CaptureFormatError("the file holds NUL bytes: it looks binary, not text")
    if suffix in (".md", ".markdown", ".txt"):
        return parse_text(path.name, text, digest, default_mode=text_mode)
    if suffix == ".jsonl":
        return parse_jsonl(path.name, text, digest)
    return parse_chat_json(path.name, text, digest)
