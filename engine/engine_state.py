"""What every engine mixin may use from its host, declared once for the type checker.

``MemoryEngine`` is assembled from one mixin per concern (writes, reads, retrieval,
extraction, lifecycle, ...). Each mixin uses the open pack's state, which
:class:`engine.core.EngineCore` sets up, and a few methods of its sibling mixins.
Every mixin and ``EngineCore`` derive from :class:`EngineState`, so a type checker
sees that state on ``self`` in every mixin.

Why a base class and not a ``Protocol`` used as the ``self`` type: a base needs one
line per mixin (its class statement) instead of an annotation on every method, and
mypy then checks each real method against its declaration here as an override, so a
signature that drifts is reported. At run time the class is empty: the annotations
below create no attributes and the method declarations exist only under
``TYPE_CHECKING``, so the method resolution order is unchanged apart from this empty
class at its end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:
    import asyncio
    from datetime import datetime
    from uuid import UUID

    from engine import storage
    from engine.config import PRMEConfig
    from engine.database import Database
    from engine.extraction.jobs import ExtractionProcessResult
    from engine.extraction.providers import Provider
    from engine.models import Event, MemoryNode, ProcessResult
    from engine.pack import SharedPack
    from engine.progress import ProgressCallback
    from engine.search_indexes import SearchIndexes
    from engine.types import NodeType


class EngineState:
    """The open pack's state (set by ``EngineCore``) and the methods mixins call on each other."""

    config: PRMEConfig
    manifest: dict
    _shared: SharedPack | None
    _db: Database
    _indexes: SearchIndexes
    _write_block: str | None
    _loop: asyncio.AbstractEventLoop | None

    if TYPE_CHECKING:
        # EngineCore
        def _check_writable(self) -> None: ...

        # WriteOperations
        def _source_event(
            self, content: str, *, user_id: str, role: str, speaker: str | None, session_id: str | None,
            scope: Any, metadata: dict | None, event_time: datetime | None, extra_metadata: dict | None = None,
        ) -> Event: ...

        def _node_for_event(
            self, event: Event, *, text: str, node_type: Any = NodeType.NOTE, confidence: float | None = None,
            epistemic_type: Any = None, source_type: Any = None, valid_from: datetime | None = None,
            valid_to: datetime | None = None, ttl_days: int | None = None,
        ) -> MemoryNode: ...

        @staticmethod
        def _admit(cur: storage.Cursor, events: Sequence[Event], nodes: Sequence[MemoryNode]) -> None: ...

        async def _materialize(self, nodes: Sequence[MemoryNode]) -> None: ...

        async def _replay_journal(self) -> None: ...

        def _drop_retired(self, node_ids: Sequence[str]) -> None: ...

        async def process_pending(
            self, user_id: str | None = None, *, budget_ms: int = 1000, limit: int | None = None
        ) -> ProcessResult: ...

        async def wait_for_vectors(self, user_id: str | None = None) -> None: ...

        # LifecycleOperations
        async def _republish(self, nodes: Sequence[MemoryNode]) -> None: ...

        # UpdateJudgeOperations
        def _judge_in_background(self) -> None: ...

        # PortabilityOperations
        async def _drain_pending(self, progress: ProgressCallback | None, *, stage: str) -> int: ...

        async def _embed_nodes(
            self, node_ids: Sequence[str], *, progress: ProgressCallback | None = None, stage: str = "embedding"
        ) -> int: ...

        # ExtractionOperations
        def _extraction_provider(self) -> Provider: ...

        async def process_extractions(
            self, user_id: str | None = None, *, limit: int = 100, budget_ms: int = 5000
        ) -> ExtractionProcessResult: ...

        # LifecycleOperations
        async def archive(
            self, node_id: str | UUID, *, user_id: str, actor_id: str | None = None,
            evidence_id: str | UUID | None = None, reason: str | None = None, request_id: str | UUID | None = None,
        ) -> MemoryNode: ...

        async def contradict(
            self, first_id: str | UUID, second_id: str | UUID, *, user_id: str, actor_id: str | None = None,
            evidence_id: str | UUID | None = None, reason: str | None = None, request_id: str | UUID | None = None,
        ) -> tuple[MemoryNode, MemoryNode]: ...

        async def resolve_contradiction(
            self, winner_id: str | UUID, loser_id: str | UUID, *, user_id: str, actor_id: str | None = None,
            resolver_actor_id: str | None = None, evidence_id: str | UUID | None = None, reason: str | None = None,
            request_id: str | UUID | None = None,
        ) -> tuple[MemoryNode, MemoryNode]: ...

        async def dismiss_contradiction(
            self, first_id: str | UUID, second_id: str | UUID, *, user_id: str, actor_id: str | None = None,
            evidence_id: str | UUID | None = None, reason: str | None = None, request_id: str | UUID | None = None,
        ) -> tuple[MemoryNode, MemoryNode]: ...
