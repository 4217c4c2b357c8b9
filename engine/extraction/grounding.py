"""Grounding: only what the source text supports becomes a memory.

* An entity must occur in the source (normalized, whole words).
* A claim's object must occur in the source (normalized exact match); its subject
  must be the speaker/owner (a first-person claim) or occur in the source too.
* A quantity must be the exact number written in both the object and the source;
  an unsupported quantity is removed while the claim stays.

Ungrounded items are dropped and counted; the counts are saved with the extraction.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

from engine.extraction.lexicon import NUMBER_WORDS
from engine.extraction.schema import ExtractedClaim, ExtractionOutput, normalize

GROUNDING_VERSION = 1


def loose(text: str) -> str:
    """Source text in the same compare-form as normalized names (case, quotes, spaces)."""
    value = unicodedata.normalize("NFKC", text).replace("’", "'").replace("‘", "'").casefold()
    return re.sub(r"\s+", " ", value)


def occurs(needle: str, haystack_loose: str) -> bool:
    """Whether normalized ``needle`` occurs as whole words in the loose source."""
    if not needle:
        return False
    return re.search(r"(?<!\w)" + re.escape(needle) + r"(?!\w)", haystack_loose) is not None


@dataclass
class GroundingReport:
    version: int = GROUNDING_VERSION
    kept_entities: int = 0
    kept_claims: int = 0
    dropped: dict[str, int] = field(default_factory=dict)

    @property
    def dropped_total(self) -> int:
        return sum(self.dropped.values())

    def drop(self, reason: str) -> None:
        self.dropped[reason] = self.dropped.get(reason, 0) + 1

    def to_dict(self) -> dict:
        return {
            "version": self.version, "kept_entities": self.kept_entities, "kept_claims": self.kept_claims,
            "dropped": dict(sorted(self.dropped.items())), "dropped_total": self.dropped_total,
        }


def _sentence_for(claim: ExtractedClaim, sentences: list[str]) -> str:
    for sentence in sentences:
        if occurs(claim.object_normalized, loose(sentence)):
            return sentence
    return ""


def _quantity_supported(quantity: dict, claim: ExtractedClaim, source: str) -> bool:
    value = str(quantity.get("value", ""))
    text = str(quantity.get("source_text", ""))
    try:
        number = Decimal(value)
    except (InvalidOperation, ValueError):
        return False
    if not text or not occurs(normalize(text), loose(claim.object)) or not occurs(normalize(text), source):
        return False
    written = re.match(r"^\$?([\d,]+(?:\.\d+)?)", text)
    if written:
        return Decimal(written.group(1).replace(",", "")) == number
    word = " ".join(text.lower().split()[:-1]) if len(text.split()) > 1 else text.lower()
    for phrase, digits in NUMBER_WORDS.items():
        if text.lower().startswith(phrase + " ") or word == phrase:
            return Decimal(digits) == number
    return False


def ground(output: ExtractionOutput, source: str, *, me: str) -> tuple[ExtractionOutput, GroundingReport]:
    """Keep only items the source supports; ``me`` is the name a first-person "I" binds to."""
    text = loose(source)
    me_norm = normalize(me)
    report = GroundingReport()
    kept = ExtractionOutput(sentences=list(output.sentences), schema_version=output.schema_version)
    seen_entities: set[str] = set()
    for entity in output.entities:
        if not occurs(entity.normalized, text):
            report.drop("entity_not_in_source")
            continue
        if entity.normalized in seen_entities:
            continue
        seen_entities.add(entity.normalized)
        kept.entities.append(entity)
    seen_claims: set[tuple] = set()
    for claim in output.claims:
        if not occurs(claim.object_normalized, text):
            report.drop("object_not_in_source")
            continue
        subject_ok = claim.first_person or claim.subject_normalized == me_norm or occurs(claim.subject_normalized, text)
        if not subject_ok and claim.subject_normalized.startswith(me_norm + "'s "):
            # "Tom's sister" from "my sister": the relation word must be in the source.
            subject_ok = occurs(claim.subject_normalized[len(me_norm) + 3:], text)
        if not subject_ok:
            report.drop("subject_not_in_source")
            continue
        key = (claim.subject_normalized, claim.predicate, claim.object_normalized, claim.negated)
        if key in seen_claims:
            continue
        seen_claims.add(key)
        if claim.quantity is not None and not _quantity_supported(claim.quantity, claim, text):
            claim.quantity = None
            report.drop("quantity_not_in_source")
        if claim.replaces and not occurs(normalize(claim.replaces), text):
            claim.replaces = None
        if not claim.evidence or not occurs(claim.object_normalized, loose(claim.evidence)):
            claim.evidence = _sentence_for(claim, kept.sentences) or source.strip()[:500]
        kept.claims.append(claim)
    report.kept_entities = len(kept.entities)
    report.kept_claims = len(kept.claims)
    return kept, report
