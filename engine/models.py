"""The records the engine stores and returns (pydantic models)."""

from __future__ import annotations

import hashlib
from datetime import datetime, timezone
from typing import Any, Literal
from uuid import UUID, uuid4

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.types import (
    SPEAKER_KEY,
    EdgeType,
    EpistemicType,
    LifecycleState,
    NodeType,
    Scope,
    SourceType,
)


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


def content_sha256(content: str) -> str:
    return hashlib.sha256(content.encode("utf-8")).hexdigest()


class MemoryObject(BaseModel):
    id: UUID = Field(default_factory=uuid4)
    user_id: str
    session_id: str | None = None
    scope: Scope = Scope.PERSONAL
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)


class Event(MemoryObject):
    """An immutable source record: exactly what was said, by whom, and when."""

    model_config = ConfigDict(frozen=True)

    timestamp: datetime = Field(default_factory=utcnow)
    event_time: datetime | None = None
    role: str
    content: str
    content_hash: str = ""
    metadata: dict[str, Any] | None = None

    @model_validator(mode="before")
    @classmethod
    def _hash_content(cls, data: Any) -> Any:
        if isinstance(data, dict) and not data.get("content_hash") and isinstance(data.get("content"), str):
            data = {**data, "content_hash": content_sha256(data["content"])}
        return data

    @property
    def speaker(self) -> str | None:
        return (self.metadata or {}).get(SPEAKER_KEY)


class MemoryNode(MemoryObject):
    """A typed memory in the graph; its lifecycle state decides where it is visible."""

    node_type: NodeType
    content: str
    metadata: dict[str, Any] | None = None
    confidence: float = Field(default=0.5, ge=0.0, le=1.0)
    salience: float = Field(default=0.5, ge=0.0, le=1.0)
    epistemic_type: EpistemicType = EpistemicType.ASSERTED
    source_type: SourceType = SourceType.USER_STATED
    lifecycle_state: LifecycleState = LifecycleState.TENTATIVE
    valid_from: datetime = Field(default_factory=utcnow)
    valid_to: datetime | None = None
    superseded_by: UUID | None = None
    evidence_refs: list[UUID] = Field(default_factory=list)
    event_time: datetime | None = None
    expires_at: datetime | None = None
    reinforcement_boost: float = 0.0

    @property
    def speaker(self) -> str | None:
        return (self.metadata or {}).get(SPEAKER_KEY)


class MemoryEdge(BaseModel):
    id: UUID = Field(default_factory=uuid4)
    source_id: UUID
    target_id: UUID
    edge_type: EdgeType
    user_id: str
    confidence: float = Field(default=0.5, ge=0.0, le=1.0)
    valid_from: datetime = Field(default_factory=utcnow)
    valid_to: datetime | None = None
    provenance_event_id: UUID | None = None
    metadata: dict[str, Any] | None = None
    created_at: datetime = Field(default_factory=utcnow)


class OperationRecord(BaseModel):
    """One entry of the append-only audit log, checksummed over its content."""

    id: UUID = Field(default_factory=uuid4)
    seq: int = 0
    user_id: str
    op_type: str
    node_id: UUID | None = None
    target_node_id: UUID | None = None
    actor_id: str | None = None
    evidence_id: UUID | None = None
    reason: str | None = None
    request_id: str | None = None
    before: dict[str, Any] | None = None
    after: dict[str, Any] | None = None
    payload: dict[str, Any] | None = None
    created_at: datetime = Field(default_factory=utcnow)
    checksum: str = ""


class FastIngestItem(BaseModel):
    """One message for ingest_fast_many()."""

    model_config = ConfigDict(frozen=True)

    content: str
    role: str = "user"
    speaker: str | None = None
    session_id: str | None = None
    scope: Scope = Scope.PERSONAL
    metadata: dict[str, Any] | None = None
    event_time: datetime | None = None


JobStatus = Literal["pending", "complete", "failed"]


class ProcessingStatus(BaseModel):
    """Durable state of an event's node materialization."""

    event_id: UUID
    node_id: UUID | None
    status: JobStatus
    attempts: int
    last_error: str | None = None
    updated_at: datetime
    # True until the node's vectors are written: it is found by its words at once, by
    # meaning once they are (its own user's retrieve() waits for them first).
    vectors_pending: bool = True


class ProcessResult(BaseModel):
    processed: int = 0
    pending: int = 0
    failed: int = 0
    vectors_pending: int = 0  # memories built, their vectors still being computed


class StoreReceipt(BaseModel):
    event_id: UUID
    node_id: UUID
    node: MemoryNode
    processing_status: ProcessingStatus


class NodePage(BaseModel):
    """One page of nodes; pass ``next_cursor`` back to get the next one."""

    nodes: list[MemoryNode]
    next_cursor: str | None
    has_more: bool
    order: Literal["id", "updated", "created", "confidence"] = "id"
