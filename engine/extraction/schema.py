"""The structured output every extraction provider produces, and its JSON form.

The rules extractor builds these objects directly; an LLM provider's JSON answer is
parsed into them with :func:`parse_output`, which raises :class:`InvalidOutput` for
anything that does not fit (the job then fails with reason code ``invalid_output``).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import asdict, dataclass, field
from typing import Any

SCHEMA_VERSION = 1

ENTITY_TYPES = ("person", "place", "organization", "product", "other")
CLAIM_NODE_TYPES = ("fact", "preference", "decision", "task")

# A subject or object longer than this is not a claim, it is a paragraph.
MAX_VALUE_CHARS = 300
MAX_ITEMS = 200


class InvalidOutput(ValueError):
    """The provider's answer is not a valid extraction (never carries the answer text)."""


_SPACE = re.compile(r"\s+")
_EDGE_PUNCT = re.compile(r"^[\s\"'“”‘’`(\[{<]+|[\s\"'“”‘’`)\]}>.,;:!?]+$")
_POSSESSIVE = re.compile(r"(?:'s|’s|')$")
_LEADING_ARTICLE = re.compile(r"^(?:the|a|an)\s+")


def normalize(text: str) -> str:
    """Compare-form of a name or value: NFKC, casefolded, no edge punctuation,
    no leading article or trailing possessive, single spaces."""
    value = unicodedata.normalize("NFKC", text).replace("’", "'").casefold()
    value = _SPACE.sub(" ", value).strip()
    value = _EDGE_PUNCT.sub("", value)
    value = _POSSESSIVE.sub("", value)
    value = _LEADING_ARTICLE.sub("", value)
    return _SPACE.sub(" ", value).strip()


def normalize_predicate(text: str) -> str:
    value = unicodedata.normalize("NFKC", text).casefold().strip()
    value = re.sub(r"[^\w]+", "_", value)
    return value.strip("_")


@dataclass
class ExtractedEntity:
    name: str
    type: str = "other"
    normalized: str = ""

    def __post_init__(self) -> None:
        if not self.normalized:
            self.normalized = normalize(self.name)


@dataclass
class ExtractedClaim:
    subject: str
    predicate: str
    object: str
    node_type: str = "fact"
    # The sentence the claim was read from (grounding checks it against the source).
    evidence: str = ""
    subject_normalized: str = ""
    object_normalized: str = ""
    # True when the wording states a change ("moved to", "now", "no longer", "switched to").
    change: bool = False
    negated: bool = False
    # The claim's "I" was bound to the speaker (or the user) of the source.
    first_person: bool = False
    # "switched from A to B": the old value the change replaces, when stated.
    replaces: str | None = None
    quantity: dict[str, str] | None = None

    def __post_init__(self) -> None:
        self.predicate = normalize_predicate(self.predicate)
        if not self.subject_normalized:
            self.subject_normalized = normalize(self.subject)
        if not self.object_normalized:
            self.object_normalized = normalize(self.object)


@dataclass
class ExtractionOutput:
    sentences: list[str] = field(default_factory=list)
    entities: list[ExtractedEntity] = field(default_factory=list)
    claims: list[ExtractedClaim] = field(default_factory=list)
    schema_version: int = SCHEMA_VERSION

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema_version": self.schema_version,
            "sentences": list(self.sentences),
            "entities": [asdict(e) for e in self.entities],
            "claims": [asdict(c) for c in self.claims],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ExtractionOutput":
        return cls(
            sentences=list(data.get("sentences") or []),
            entities=[ExtractedEntity(**e) for e in data.get("entities") or []],
            claims=[ExtractedClaim(**c) for c in data.get("claims") or []],
            schema_version=int(data.get("schema_version", SCHEMA_VERSION)),
        )


# --- parsing a model's answer ---------------------------------------------------------

# The JSON schema LLM providers are asked to follow.
OUTPUT_JSON_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["entities", "claims"],
    "properties": {
        "entities": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["name", "type"],
                "properties": {
                    "name": {"type": "string"},
                    "type": {"type": "string", "enum": list(ENTITY_TYPES)},
                },
            },
        },
        "claims": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["subject", "predicate", "object", "node_type", "change", "negated"],
                "properties": {
                    "subject": {"type": "string"},
                    "predicate": {"type": "string"},
                    "object": {"type": "string"},
                    "node_type": {"type": "string", "enum": list(CLAIM_NODE_TYPES)},
                    "change": {"type": "boolean"},
                    "negated": {"type": "boolean"},
                },
            },
        },
    },
}


def _string(item: dict, key: str, where: str) -> str:
    value = item.get(key)
    if not isinstance(value, str) or not value.strip():
        raise InvalidOutput(f"{where}.{key} must be a non-empty string")
    if len(value) > MAX_VALUE_CHARS:
        raise InvalidOutput(f"{where}.{key} is longer than {MAX_VALUE_CHARS} characters")
    return value.strip()


def _flag(item: dict, key: str, where: str) -> bool:
    value = item.get(key, False)
    if not isinstance(value, bool):
        raise InvalidOutput(f"{where}.{key} must be true or false")
    return value


def parse_output(data: Any, *, speaker: str | None, owner_label: str) -> ExtractionOutput:
    """Validate a model's decoded JSON answer into an :class:`ExtractionOutput`.

    First-person subjects ("I", "me", "user") bind to ``speaker`` (or ``owner_label``).
    Error messages name the field, never the model's text.
    """
    if not isinstance(data, dict):
        raise InvalidOutput("the answer must be a JSON object")
    entities_raw = data.get("entities", [])
    claims_raw = data.get("claims", [])
    if not isinstance(entities_raw, list) or not isinstance(claims_raw, list):
        raise InvalidOutput("entities and claims must be arrays")
    if len(entities_raw) > MAX_ITEMS or len(claims_raw) > MAX_ITEMS:
        raise InvalidOutput(f"at most {MAX_ITEMS} entities and {MAX_ITEMS} claims")
    me = speaker or owner_label
    out = ExtractionOutput()
    for i, item in enumerate(entities_raw):
        where = f"entities[{i}]"
        if not isinstance(item, dict):
            raise InvalidOutput(f"{where} must be an object")
        kind = item.get("type", "other")
        if kind not in ENTITY_TYPES:
            kind = "other"
        out.entities.append(ExtractedEntity(name=_string(item, "name", where), type=kind))
    for i, item in enumerate(claims_raw):
        where = f"claims[{i}]"
        if not isinstance(item, dict):
            raise InvalidOutput(f"{where} must be an object")
        subject = _string(item, "subject", where)
        first_person = normalize(subject) in {"i", "me", "myself", "user", "the user", "we"}
        node_type = item.get("node_type", "fact")
        if node_type not in CLAIM_NODE_TYPES:
            raise InvalidOutput(f"{where}.node_type must be one of {', '.join(CLAIM_NODE_TYPES)}")
        predicate = normalize_predicate(_string(item, "predicate", where))
        if not predicate:
            raise InvalidOutput(f"{where}.predicate has no letters")
        out.claims.append(
            ExtractedClaim(
                subject=me if first_person else subject,
                predicate=predicate,
                object=_string(item, "object", where),
                node_type=node_type,
                change=_flag(item, "change", where),
                negated=_flag(item, "negated", where),
                first_person=first_person,
            )
        )
    return out
