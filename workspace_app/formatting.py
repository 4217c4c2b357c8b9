"""Small text formatting shared by the CLI and the app."""

from __future__ import annotations

import re

# C0 controls but tab, newline and a carriage return ending a line; DEL and C1 controls: what a
# terminal acts on instead of showing.
CONTROL_CHARACTERS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]|\r(?!\n)")


def terminal_safe(text: str) -> str:
    """``text`` with control characters written out (``\\x1b``) instead of sent to the terminal:
    memories come from agents, files and pastes, and an escape sequence in one would recolour,
    move or retitle the terminal of whoever lists them."""
    return CONTROL_CHARACTERS.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def human_size(n: int) -> str:
    """Bytes in binary units: 512 B, 3.4 KiB, 12.0 MiB."""
    size = float(n)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if size < 1024 or unit == "GiB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{n} B"
