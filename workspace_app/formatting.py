"""Small text formatting shared by the CLI and the app."""

from __future__ import annotations


def human_size(n: int) -> str:
    """Bytes in binary units: 512 B, 3.4 KiB, 12.0 MiB."""
    size = float(n)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if size < 1024 or unit == "GiB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{n} B"
