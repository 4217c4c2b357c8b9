"""`prme mcp`: the agent surface, an MCP server over stdio on one namespace and one user.

Agents may store, ingest, retrieve, read provenance and extraction output, page
through nodes and *propose* a contradiction. Everything that needs a person's
judgement (resolving or dismissing a contradiction, promoting, archiving,
superseding by hand, forgetting) is deliberately not a tool.

The user id is fixed when the server starts (``--user``); no tool takes one, and
an argument a tool does not declare is refused rather than ignored, so no
argument can reach another user's memories. Every failure reaches the agent as
one line naming the tool: never a traceback, a key or a memory of someone else.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import re
import sys
from contextlib import asynccontextmanager
from typing import Annotated, Any, AsyncIterator, Awaitable, Callable, Literal, Sequence
from uuid import UUID

import mcp.types as mcp_types
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError

from engine import (
    ROLES,
    ExtractionRecord,
    ExtractionStatus,
    FastIngestItem,
    LifecycleState,
    MemoryNode,
    MemoryValueBinding,
    MemoryWorkspace,
    NodePage,
    NodeType,
    PRMEError,
    ProcessingStatus,
    Provenance,
    RetrievalMode,
    Scope,
    __version__,
)
from workspace_app.host import RetrievedContext, labelled, open_namespace

log = logging.getLogger("prme.mcp")

CLIENT_NAME = "mcp"
# How long memory_ingest_fast_many spends building nodes for what it just admitted;
# anything left is finished by the host or the next call.
FAST_INGEST_BUDGET_MS = 2000

Role = Literal[ROLES]  # type: ignore[valid-type]  # the engine's tuple of roles, as a schema enum
ContextFormat = Literal["reader", "auditable", "compact"]
NodeId = Annotated[UUID, Field(description="a memory node id, as returned by memory_store or memory_retrieve")]


# --- opening the namespace -----------------------------------------------------------------


@asynccontextmanager
async def open_backend(workspace: MemoryWorkspace, namespace: str) -> AsyncIterator[Any]:
    """The namespace for the session: through its host (the app or `prme serve`) when one serves it,
    else the pack opened here with PRME_ENCRYPTION_KEY. Either way it has MemoryEngine's coroutines."""
    async with open_namespace(workspace, namespace, client_name=CLIENT_NAME) as session:
        yield session


# --- what the tools take and return ----------------------------------------------------------


class AgentIngestItem(FastIngestItem):
    """One message for memory_ingest_fast_many: the engine's item, refusing keys it does not know."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    role: Role = "user"  # an enum in the schema, as memory_store's role is


class StoreResult(BaseModel):
    event_id: UUID = Field(description="the immutable source event")
    node_id: UUID = Field(description="the memory node built from it")
    lifecycle_state: LifecycleState
    processing_status: ProcessingStatus


class IngestResult(BaseModel):
    event_id: UUID
    extraction: ExtractionStatus | None = Field(description="where extraction of the event stands")


class FastIngestResult(BaseModel):
    event_ids: list[UUID] = Field(description="one source event per item, in input order")
    pending: int = Field(description="items of this user still waiting for their node (finished in the background)")


class ContradictionResult(BaseModel):
    first: MemoryNode
    second: MemoryNode


# --- the server -----------------------------------------------------------------------------


def build_server(memory: Any, *, user_id: str, namespace: str) -> MCPServer:
    """An MCP server whose tools act on ``memory`` for ``user_id`` only."""
    guard = _ArgumentGuard()
    server = MCPServer(
        "prme", version=__version__,
        instructions=(
            f"Long-term memory of namespace {namespace!r}. Store what is worth remembering with memory_store, "
            "fetch context for a question with memory_retrieve, and propose a contradiction between two memories "
            "with memory_mark_contradiction; the person reviews and resolves contradictions."
        ),
        log_level="WARNING",
        middleware=[guard],
    )
    guard.server = server
    writes = mcp_types.ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False)
    reads = mcp_types.ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True)

    def tool(name: str, annotations: mcp_types.ToolAnnotations):
        def register(fn: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
            server.add_tool(_one_line_errors(name, fn), name=name, annotations=annotations)
            return fn

        return register

    @tool("memory_store", writes)
    async def memory_store(
        content: Annotated[str, Field(description="the memory, stored verbatim")],
        node_type: NodeType = NodeType.NOTE,
        scope: Scope = Scope.PERSONAL,
        role: Annotated[Role, Field(description="who said it: user or participant for people, assistant for "
                                               "an agent's own conclusion")] = "user",
        speaker: Annotated[str | None, Field(description="the name of who said it")] = None,
        session_id: str | None = None,
        event_time: Annotated[AwareDatetime | None, Field(description="when it happened (ISO 8601 with zone)")] = None,
        valid_from: AwareDatetime | None = None,
        valid_to: AwareDatetime | None = None,
        metadata: dict[str, Any] | None = None,
        retrieval_content: Annotated[str | None, Field(description="the text to index instead of content")] = None,
        value_bindings: Annotated[list[MemoryValueBinding] | None, Field(
            description="exact presentation forms in the content with the lookup form a tool needs")] = None,
    ) -> StoreResult:
        """Store one memory for the person; it is searchable as soon as this returns."""
        receipt = await memory.store_with_receipt(
            content, user_id=user_id, node_type=node_type, scope=scope, role=role, speaker=speaker,
            session_id=session_id, event_time=event_time, valid_from=valid_from, valid_to=valid_to,
            metadata=metadata, retrieval_content=retrieval_content, value_bindings=value_bindings,
        )
        return StoreResult(event_id=receipt.event_id, node_id=receipt.node_id,
                           lifecycle_state=receipt.node.lifecycle_state, processing_status=receipt.processing_status)

    @tool("memory_ingest", writes)
    async def memory_ingest(
        content: Annotated[str, Field(description="one message of a conversation")],
        role: Role = "user",
        speaker: str | None = None,
        session_id: str | None = None,
        scope: Scope = Scope.PERSONAL,
        event_time: AwareDatetime | None = None,
        metadata: dict[str, Any] | None = None,
        wait_for_extraction: Annotated[bool, Field(description="wait until entities and claims are extracted")] = False,
    ) -> IngestResult:
        """Store a message and extract entities and claims from it (the message is kept either way)."""
        event_id = await memory.ingest(
            content, user_id=user_id, role=role, speaker=speaker, session_id=session_id, scope=scope,
            event_time=event_time, metadata=metadata, wait_for_extraction=wait_for_extraction,
        )
        return IngestResult(event_id=event_id, extraction=await memory.extraction_status(event_id, user_id=user_id))

    @tool("memory_ingest_fast_many", writes)
    async def memory_ingest_fast_many(
        items: Annotated[list[AgentIngestItem], Field(min_length=1, description="the messages, in order")],
        request_id: Annotated[UUID | None, Field(
            description="a UUID you keep; retrying the same list with it returns the same event ids")] = None,
    ) -> FastIngestResult:
        """Accept a list of raw messages durably in one transaction, without extraction."""
        event_ids = await memory.ingest_fast_many(items, user_id=user_id, request_id=request_id)
        processed = await memory.process_pending(user_id, budget_ms=FAST_INGEST_BUDGET_MS)
        return FastIngestResult(event_ids=event_ids, pending=processed.pending)

    @tool("memory_retrieve", reads)
    async def memory_retrieve(
        query: Annotated[str, Field(description="the question or topic")],
        token_budget: Annotated[int | None, Field(ge=0, description="tokens the context may use (default 4096)")] = None,
        scope: Annotated[list[Scope] | None, Field(min_length=1, description="only these scopes (default: all)")] = None,
        context_format: Annotated[ContextFormat | None, Field(description="default: reader")] = None,
        retrieval_mode: Annotated[RetrievalMode, Field(
            description="explicit also includes hypothetical and deprecated memories")] = RetrievalMode.DEFAULT,
        knowledge_at: Annotated[AwareDatetime | None, Field(
            description="answer from memory as it stood at this time (ISO 8601 with zone): what was stored by "
                        "then, in the states it had then; default: now")] = None,
    ) -> RetrievedContext:
        """The memory context for a question, packed within a token budget, with its sources."""
        return await memory.retrieve_context(
            query, user_id=user_id, scope=scope, token_budget=token_budget, context_format=context_format,
            retrieval_mode=retrieval_mode, knowledge_at=knowledge_at,
        )

    @tool("memory_get_provenance", reads)
    async def memory_get_provenance(
        node_id: NodeId,
        operation_limit: Annotated[int, Field(ge=1, le=1000)] = 100,
        operation_cursor: Annotated[str | None, Field(description="next_operation_cursor of the previous page")] = None,
    ) -> Provenance:
        """A memory node with its source events, contradictions, edges and one page of its history."""
        provenance = await memory.get_provenance(
            node_id, user_id=user_id, operation_limit=operation_limit, operation_cursor=operation_cursor
        )
        if provenance is None:
            raise ToolError(f"no memory node {node_id}")
        return provenance

    @tool("memory_get_extraction", reads)
    async def memory_get_extraction(
        event_id: Annotated[UUID, Field(description="the event id memory_ingest returned")],
    ) -> ExtractionRecord:
        """The saved, grounded output of an event's extraction (no model call)."""
        record = await memory.get_extraction(event_id, user_id=user_id)
        if record is None:
            raise ToolError(f"no saved extraction for event {event_id}")
        return record

    @tool("memory_scan_nodes", reads)
    async def memory_scan_nodes(
        scope: Annotated[list[Scope] | None, Field(min_length=1)] = None,
        node_type: Annotated[list[NodeType] | None, Field(min_length=1)] = None,
        lifecycle_states: Annotated[list[LifecycleState] | None, Field(min_length=1)] = None,
        cursor: Annotated[str | None, Field(description="next_cursor of the previous page")] = None,
        limit: Annotated[int, Field(ge=1, le=1000)] = 100,
    ) -> NodePage:
        """One page of the person's memory nodes in id order; follow next_cursor while has_more."""
        return await memory.scan_nodes(
            user_id, scope=scope, node_type=node_type, lifecycle_states=lifecycle_states, cursor=cursor, limit=limit
        )

    @tool("memory_mark_contradiction", writes)
    async def memory_mark_contradiction(
        first_id: NodeId,
        second_id: NodeId,
        reason: Annotated[str | None, Field(description="why the two memories cannot both be true")] = None,
        evidence_id: Annotated[UUID | None, Field(description="an event that shows the conflict")] = None,
        request_id: Annotated[UUID | None, Field(
            description="a UUID you keep; repeating the same proposal with it is a no-op")] = None,
        ctx: Context | None = None,
    ) -> ContradictionResult:
        """Propose that two memories contradict each other: both become CONTESTED until the person resolves them."""
        first, second = await memory.contradict(
            first_id, second_id, user_id=user_id, actor_id=_actor(ctx), reason=reason, evidence_id=evidence_id,
            request_id=request_id,
        )
        return ContradictionResult(first=first, second=second)

    return server


def _actor(ctx: Context | None) -> str:
    """``mcp:<client name>`` from the agent host's handshake, so the person sees who proposed it."""
    name = None
    with contextlib.suppress(Exception):  # a client need not introduce itself
        name = ctx.session.client_params.client_info.name  # type: ignore[union-attr]
    name = " ".join(str(name or "").split())[:64]
    return f"{CLIENT_NAME}:{name}" if name else CLIENT_NAME


# --- errors -------------------------------------------------------------------------------


def _one_line_errors(name: str, fn: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
    """Engine errors become ToolErrors of one line; anything else a generic line without content."""

    @functools.wraps(fn)
    async def call(*args: Any, **kwargs: Any) -> Any:
        try:
            with labelled(name):  # the app's notification names the tool ("memory_store from mcp")
                return await fn(*args, **kwargs)
        except ToolError:
            raise
        except (PRMEError, ValueError, LookupError) as exc:
            raise ToolError(_first_line(exc)) from None
        except Exception as exc:  # noqa: BLE001 - the agent gets a line; the log gets the type only
            log.warning("%s failed: %s", name, type(exc).__name__)
            raise ToolError(f"internal error ({type(exc).__name__}); run `prme doctor` on the namespace") from None

    return call


def _first_line(exc: BaseException) -> str:
    if isinstance(exc, ValidationError):
        return _validation_line(exc.errors())
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0]


def _validation_line(errors: Sequence[Any]) -> str:
    return "; ".join(f"{'.'.join(map(str, e['loc'])) or 'arguments'}: {e['msg']}" for e in errors)


# pydantic's report: a field's location on one line, its message indented below it.
_PYDANTIC_ERROR = re.compile(r"^(?P<loc>\S.*)\n\s+(?P<msg>.+?)(?: \[type=.*)?$", re.MULTILINE)


class _ArgumentGuard:
    """Middleware on tools/call: refuse undeclared arguments, keep every error on one line.

    The SDK ignores extra arguments; here an agent that passes ``user_id`` (or any
    other name a tool does not declare) is told so instead of silently getting
    its own user's memories. Argument validation errors arrive from the SDK as
    pydantic's multi-line report; they are folded to ``field: message``.
    """

    server: MCPServer | None = None
    _declared: dict[str, set[str]] | None = None

    async def __call__(self, ctx: Any, call_next: Callable[[Any], Awaitable[Any]]) -> Any:
        if ctx.method != "tools/call" or not isinstance(ctx.params, dict):
            return await call_next(ctx)
        if self._declared is None and self.server is not None:
            self._declared = {t.name: set(t.input_schema.get("properties", {})) for t in await self.server.list_tools()}
        name = str(ctx.params.get("name"))
        arguments = ctx.params.get("arguments") or {}
        declared = (self._declared or {}).get(name)
        if declared is not None and isinstance(arguments, dict):
            unknown = sorted(set(arguments) - declared)
            if unknown:
                hint = " (the user is fixed by `prme mcp --user`)" if "user_id" in unknown else ""
                return _error_result(f"{name}: unknown argument {', '.join(map(repr, unknown))}{hint}")
        result = await call_next(ctx)
        return _fold_error(result)


def _error_result(text: str) -> dict[str, Any]:
    return mcp_types.CallToolResult(content=[mcp_types.TextContent(type="text", text=text)], is_error=True).model_dump(
        by_alias=True, exclude_none=True, mode="json"
    )


def _fold_error(result: Any) -> Any:
    """The SDK prefixes 'Error executing tool NAME: '; keep the name, drop pydantic's extra lines."""
    payload = result.model_dump(by_alias=True, mode="json") if isinstance(result, BaseModel) else result
    if not isinstance(payload, dict) or not payload.get("isError"):
        return result
    content = payload.get("content") or []
    if len(content) != 1 or content[0].get("type") != "text":
        return result
    text = content[0]["text"].replace("Error executing tool ", "", 1)
    if "validation error" in text:
        head = text.split(":", 1)[0]
        problems = [f"{m['loc']}: {m['msg']}" for m in _PYDANTIC_ERROR.finditer(text.split("\n", 1)[-1])]
        text = f"{head}: {'; '.join(problems) or 'invalid arguments'}"
    return _error_result(" ".join(text.split()))


# --- running ------------------------------------------------------------------------------


async def serve_stdio(
    workspace: MemoryWorkspace, namespace: str, *, user_id: str, client_gone: Callable[[], None] | None = None,
) -> None:
    """Open the namespace, then serve MCP on stdin/stdout until the client closes it;
    ``client_gone`` is called then, before the namespace is closed."""
    async with contextlib.AsyncExitStack() as stack:
        # Nothing may print on stdout before the transport claims it: it is the protocol channel.
        with contextlib.redirect_stdout(sys.stderr):
            memory = await stack.enter_async_context(open_backend(workspace, namespace))
        await build_server(memory, user_id=user_id, namespace=namespace).run_stdio_async()
        if client_gone is not None:
            client_gone()


__all__ = ["build_server", "open_backend", "serve_stdio"]
