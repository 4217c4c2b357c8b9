"""The engine's enumerations and the lifecycle state machine.

Every enum is a ``str`` enum, so values round-trip through JSON and SQL as
their lower-case names.
"""

from __future__ import annotations

from enum import Enum


class NodeType(str, Enum):
    ENTITY = "entity"
    EVENT = "event"
    FACT = "fact"
    DECISION = "decision"
    PREFERENCE = "preference"
    TASK = "task"
    SUMMARY = "summary"
    NOTE = "note"


# The actor recorded on supersessions and contested pairs that the engine's update check
# made on its own (as opposed to a person's or an agent's decision). The Contradictions pane
# lists these so a person can review and reverse them.
AUTOMATIC_UPDATE_ACTOR = "prme:update-check"


class EdgeType(str, Enum):
    RELATES_TO = "relates_to"
    SUPERSEDES = "supersedes"
    DERIVED_FROM = "derived_from"
    MENTIONS = "mentions"
    PART_OF = "part_of"
    CAUSED_BY = "caused_by"
    SUPPORTS = "supports"
    CONTRADICTS = "contradicts"
    HAS_FACT = "has_fact"


class Scope(str, Enum):
    PERSONAL = "personal"
    PROJECT = "project"
    ORGANISATION = "organisation"
    AGENT = "agent"
    SYSTEM = "system"
    SANDBOX = "sandbox"


class LifecycleState(str, Enum):
    TENTATIVE = "tentative"
    STABLE = "stable"
    CONTESTED = "contested"
    SUPERSEDED = "superseded"
    DEPRECATED = "deprecated"
    ARCHIVED = "archived"


class EpistemicType(str, Enum):
    OBSERVED = "observed"
    ASSERTED = "asserted"
    INFERRED = "inferred"
    HYPOTHETICAL = "hypothetical"
    CONDITIONAL = "conditional"
    DEPRECATED = "deprecated"
    UNVERIFIED = "unverified"


class SourceType(str, Enum):
    USER_STATED = "user_stated"
    USER_DEMONSTRATED = "user_demonstrated"
    SYSTEM_INFERRED = "system_inferred"
    EXTERNAL_DOCUMENT = "external_document"
    TOOL_OUTPUT = "tool_output"


class QueryIntent(str, Enum):
    SEMANTIC = "semantic"
    FACTUAL = "factual"
    ENTITY_LOOKUP = "entity_lookup"
    TEMPORAL = "temporal"
    RELATIONAL = "relational"


class RetrievalMode(str, Enum):
    DEFAULT = "default"
    EXPLICIT = "explicit"


class RepresentationLevel(str, Enum):
    """Ordered from the lowest fidelity to the highest."""

    REFERENCE = "reference"
    KEY_VALUE = "key_value"
    STRUCTURED = "structured"
    PROSE = "prose"
    FULL = "full"

    @property
    def rank(self) -> int:
        return _FIDELITY_ORDER.index(self)


_FIDELITY_ORDER = list(RepresentationLevel)


class ConditionState(str, Enum):
    UNKNOWN = "unknown"
    TRUE = "true"
    FALSE = "false"
    EXPIRED = "expired"


class ConditionEvaluationMethod(str, Enum):
    USER = "user"
    TOOL = "tool"
    RULE = "rule"
    LLM = "llm"


# The lifecycle state machine: forward only, ARCHIVED is terminal.
ALLOWED_TRANSITIONS: dict[LifecycleState, frozenset[LifecycleState]] = {
    LifecycleState.TENTATIVE: frozenset(
        {LifecycleState.STABLE, LifecycleState.SUPERSEDED, LifecycleState.CONTESTED, LifecycleState.ARCHIVED}
    ),
    LifecycleState.STABLE: frozenset(
        {LifecycleState.SUPERSEDED, LifecycleState.CONTESTED, LifecycleState.ARCHIVED}
    ),
    LifecycleState.CONTESTED: frozenset(
        {LifecycleState.STABLE, LifecycleState.DEPRECATED, LifecycleState.ARCHIVED}
    ),
    LifecycleState.SUPERSEDED: frozenset({LifecycleState.ARCHIVED}),
    LifecycleState.DEPRECATED: frozenset({LifecycleState.ARCHIVED}),
    LifecycleState.ARCHIVED: frozenset(),
}

# States a node is searchable and listed in by default.
ACTIVE_STATES: frozenset[LifecycleState] = frozenset(
    {LifecycleState.TENTATIVE, LifecycleState.STABLE, LifecycleState.CONTESTED}
)
# The same states as the strings stored in ``nodes.lifecycle_state``, for SQL parameters.
ACTIVE_STATE_VALUES: tuple[str, ...] = tuple(sorted(s.value for s in ACTIVE_STATES))


def check_transition(current: LifecycleState, target: LifecycleState) -> None:
    """Raise ``ValueError`` naming both states when the machine forbids the move."""
    allowed = ALLOWED_TRANSITIONS[current]
    if target in allowed:
        return
    if target == current:
        raise ValueError(f"the memory is {current.value} already ({current.value} -> {target.value} is no change)")
    then = ", ".join(sorted(s.value for s in allowed)) or "nothing: the state is final"
    raise ValueError(f"a {current.value} memory cannot become {target.value} ({current.value} -> {target.value}; "
                     f"it can become {then})")


# Roles a caller may give a source event, and how each is attributed.
ROLES = ("user", "participant", "assistant", "tool", "system")
HUMAN_ROLES = frozenset({"user", "participant"})

# Reserved metadata keys: the engine writes them, callers may not.
SPEAKER_KEY = "prme_speaker_v1"
VALUE_BINDINGS_KEY = "prme_value_bindings_v1"
RESERVED_METADATA_KEYS = frozenset({SPEAKER_KEY, VALUE_BINDINGS_KEY})
