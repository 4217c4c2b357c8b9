"""Which part of a person's life a note is about, when it is one a person has only one of.

The slot parser needs a phrasing ("my dentist is ..."), and the similarity fallback needs the
two notes, or their values embedded alone, to be close. People often name neither: "standup at
Brightline at 9 as always" ... "first day at Koru Labs, laptop, badge" share no word, and the two
company names are far apart. What they share is what they are about: where the speaker works.
Each note is read against a short description of each single-valued part of a life (where one
lives, works, whom one dates, one's doctor, phone, diet ...), by the pack's embedding model; a
note is about one part when it is close enough to that part's descriptions and clearly closer to
them than to any other's. Two notes of the owner about the same part, with a change cue and other
values, are put to a person (fallback.find): never superseded, as nothing but meaning ties them.

The parts come from the areas of a life the issue names (residence, work, relationships, health,
preferences, possessions, money); only parts one holds one of at a time are listed, so "a second
taste in music" or a new hobby has none to share.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

import numpy as np

from engine.embeddings import unit_rows

# Each part, described as a person would speak of it.
PARTS: dict[str, tuple[str, ...]] = {
    "home": ("where I live", "my home, my flat, my apartment, my house", "the city I live in",
             "I moved house to a new place", "my address"),
    "work": ("where I work", "my job at the company", "my employer", "my new job, first day at work",
             "my office, my team at work"),
    "manager": ("my manager", "my boss", "who I report to at work"),
    "school": ("the school I teach at", "my university", "where I study"),
    "partner": ("my boyfriend", "my girlfriend", "my partner", "the person I'm dating", "my relationship"),
    "relationship status": ("I'm single", "I'm married", "I'm engaged", "relationship status"),
    "doctor": ("my doctor", "my GP", "my dentist", "my therapist"),
    "medication": ("the medication I take", "my prescription pills"),
    "phone": ("my phone", "my mobile phone", "my mobile plan, my phone network"),
    "car": ("my car", "the car I drive"),
    "bike": ("my bike", "my bicycle"),
    "diet": ("my diet", "I'm vegetarian", "what I eat"),
    "coffee": ("how I take my coffee", "my coffee order"),
    "tea": ("my favourite tea",),
    "exercise": ("my exercise routine", "my workout", "I go running"),
    "name": ("my name", "what people call me", "my username, my handle online"),
    "pay": ("my salary", "how much I earn", "my rent costs"),
    "commute": ("how I get to work", "my commute"),
    "software": ("the app I use", "the software I use", "my code editor"),
    "flight seat": ("I prefer a window seat", "I prefer an aisle seat"),
    "favourite music": ("my favourite band right now", "the music I have on repeat"),
    "current book": ("the book I'm reading now",),
    "bank": ("my bank", "my bank account"),
    "emergency contact": ("my emergency contact", "who to call in an emergency"),
}
# A note is about a part when its best description is at least this close (MiniLM cosine, the
# whole note) and this much closer than the best of any other part.
CLOSE_ENOUGH = 0.30
CLEARLY_CLOSER = 0.03


@lru_cache(maxsize=4)
def _descriptions(embedder: Any) -> tuple[tuple[str, ...], np.ndarray, np.ndarray]:
    """Each description's vector and the part it describes (embedded once per model)."""
    names = tuple(PARTS)
    texts = [t for name in names for t in PARTS[name]]
    owner = np.array([i for i, name in enumerate(names) for _ in PARTS[name]])
    return names, unit_rows(np.asarray(embedder.embed(texts))), owner


def parts_of(embedder: Any, texts: Sequence[str]) -> list[str | None]:
    """The single-valued part of a life each text is about, or None."""
    if not texts:
        return []
    names, descriptions, owner = _descriptions(embedder)
    cosines = unit_rows(np.asarray(embedder.embed(list(texts)))) @ descriptions.T
    best = np.stack([cosines[:, owner == part].max(axis=1) for part in range(len(names))], axis=1)  # per part
    found: list[str | None] = []
    for row in best:
        first, second = np.argsort(-row)[:2]
        found.append(names[first] if row[first] >= CLOSE_ENOUGH and row[first] - row[second] >= CLEARLY_CLOSER
                     else None)
    return found


def shared_part(embedder: Any, old_text: str, new_text: str) -> str | None:
    """The part of a life both statements are about, or None."""
    old, new = parts_of(embedder, [old_text, new_text])
    return old if old is not None and old == new else None
