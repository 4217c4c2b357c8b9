"""How much of a long memory the costly readers read.

A statement of one's facts is short: the longest in the knowledge sets has 135 characters, in
LoCoMo 444. A pasted document is not, and its cost grows with every sentence: read whole, one
of a megabyte (about 15,000 sentences) held the writer for minutes in the update check (a slot
row per sentence), and the first retrieve() after it took 226 s embedding a vector per sentence.
So the update check reads a memory's first ``CHECKED_CHARS`` characters and the embedding model
its first ``EMBEDDED_CHARS``; every word of it is still found by the lexical index.
"""

from __future__ import annotations

CHECKED_CHARS = 4_000
EMBEDDED_CHARS = 10_000


def leading_part(text: str, limit: int) -> str:
    """The first ``limit`` characters of ``text``, cut after a sentence where one ends in the
    second half."""
    if len(text) <= limit:
        return text
    end = max(text.rfind(mark, 0, limit) for mark in (". ", "! ", "? ", "\n"))
    return text[:end + 1] if end >= limit // 2 else text[:limit]
