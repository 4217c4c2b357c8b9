"""The wire format between a namespace host and its clients.

One request/response protocol over a stream: every frame is a 4-byte big-endian
length followed by one JSON-encoded pydantic model. A connection starts with a
``Hello`` (protocol version, the host's token, the client's name) answered by a
``Welcome``; then each ``Request`` gets exactly one ``Response``; a successful one is
followed, after a newline in the same frame, by the result's JSON (kept apart so
pydantic parses it straight into the result type). Arguments and results travel as
JSON and are rebuilt with the engine method's own type hints,
so the client gets the same types ``MemoryEngine`` returns. A retrieve() result
travels with each candidate once (``retrieval_wire``), and a request may ask for a
``view`` of the result instead, cut down on the host (``views``). Errors travel by class
name and come back as the same class (see ``rebuild_error``).

While a call runs the host sends an empty frame (``WORKING``) every ``KEEPALIVE`` seconds, so
a client that hears nothing for ``SILENCE_LIMIT`` seconds knows the host is stopped or hung,
not merely busy with a long call (an extraction through a slow model), and says so.

Version 3: the keepalive frames. Version 2: the slim retrieve() result and views. A host and
a client of other versions refuse each other with ``ProtocolMismatchError``.
"""

from __future__ import annotations

import functools
import inspect
import json
import socket
import struct
import typing
from typing import Any, Callable

import engine
from engine import MemoryEngine, PRMEError
from pydantic import BaseModel, Field, TypeAdapter, ValidationError
from pydantic_core import to_json, to_jsonable_python

from workspace_app.host import retrieval_wire, views

PROTOCOL_VERSION = 3
MAX_FRAME = 64 * 1024 * 1024
_HEADER = struct.Struct(">I")
WORKING = _HEADER.pack(0)  # "still working on your request": a frame with no body
KEEPALIVE = 2.0
SILENCE_LIMIT = 30.0  # seconds a client waits for any frame from its host

# The engine calls a host serves. Nothing else is reachable: no attribute access by name.
READS = frozenset({
    "retrieve", "get_node", "get_event", "get_events", "query_nodes", "scan_nodes", "page_nodes", "count_nodes",
    "list_users", "node_counts", "get_provenance", "get_extraction", "extraction_status", "list_extractions",
    "extraction_counts", "processing_status", "open_contradictions", "get_nodes", "retirements",
    "list_supersessions", "resolve_id", "resolve_node_id", "resolve_event_id", "forget_preview",
    "wait_for_vectors",
})
WRITES = frozenset({
    "store", "store_with_receipt", "ingest", "ingest_batch", "ingest_fast", "ingest_fast_many", "process_pending",
    "process_extractions", "retry_extraction", "contradict", "resolve_contradiction", "dismiss_contradiction",
    "supersede", "promote", "archive", "reinforce", "transition", "evaluate_condition",
    "forget", "decide_contradiction", "undo_contradiction_decision", "reverse_supersession", "judge_updates",
})
ALLOWED = READS | WRITES
# ``store(content, **kwargs)`` hands its keywords to ``store_with_receipt``: they are checked against that.
_KEYWORDS_OF = {"store": "store_with_receipt"}


class HostError(PRMEError):
    """Base of the errors about the host connection itself (not about the memory request)."""


class HostGoneError(HostError):
    """The host stopped serving (locked, closed or killed) while this client was connected, or
    stopped answering. ``request_sent`` is False when the call never reached it (nothing was done)."""

    def __init__(self, message: str, *, request_sent: bool = True) -> None:
        super().__init__(message)
        self.request_sent = request_sent


class HostSilentError(HostGoneError):
    """The host sent nothing for ``SILENCE_LIMIT`` seconds: its process is stopped or hung."""


class HostRefusedError(HostError):
    """The host refused the connection (wrong token, another OS user, another protocol version)."""


class ProtocolMismatchError(HostRefusedError):
    """The host and this client speak different protocol versions (two prme versions side by side)."""


def mismatch(*, client: int, host: int) -> str:
    return (f"the host speaks protocol version {host} and this client {client}: two prme versions are "
            "installed; run the same one for both (restart the host after an upgrade)")


class RemoteError(PRMEError):
    """An error the host raised whose class this client does not know; the message is kept."""


# --- frames -----------------------------------------------------------------------------------


class Hello(BaseModel):
    protocol: int
    token: str
    namespace: str
    client_name: str = Field(max_length=64)


class Welcome(BaseModel):
    protocol: int
    namespace: str
    host: str
    host_pid: int


class Request(BaseModel):
    id: int
    method: str
    kwargs: dict[str, Any] = Field(default_factory=dict)
    label: str | None = Field(default=None, max_length=64)  # what the client calls it ("memory_store")
    view: str | None = Field(default=None, max_length=64)  # send only this cut of the result (views.VIEWS)


class ErrorInfo(BaseModel):
    type: str
    message: str
    attributes: dict[str, Any] = Field(default_factory=dict)


class Response(BaseModel):
    id: int
    ok: bool
    error: ErrorInfo | None = None


def encode(model: BaseModel, result: bytes | None = None) -> bytes:
    body = model.model_dump_json().encode()
    if result is not None:
        body += b"\n" + result  # compact JSON never holds a raw newline: the first one splits
    if len(body) > MAX_FRAME:
        raise ValueError(f"a message of {len(body)} bytes exceeds the host's limit of {MAX_FRAME}")
    return _HEADER.pack(len(body)) + body


def frame_length(header: bytes) -> int:
    (length,) = _HEADER.unpack(header)
    if length > MAX_FRAME:
        raise HostRefusedError(f"a frame of {length} bytes exceeds the limit of {MAX_FRAME}")
    return length


def send_frame(sock: socket.socket, model: BaseModel) -> None:
    sock.sendall(encode(model))


_GREETING = TypeAdapter(Welcome | Response)  # a refusal is a Response that is not ok


def welcome(body: bytes) -> Welcome:
    """The host's greeting, or its refusal raised with its class."""
    greeting = _GREETING.validate_json(body)
    if isinstance(greeting, Response):
        raise rebuild_error(greeting.error or ErrorInfo(type="HostRefusedError", message="refused by the host"))
    return greeting


def split_response(body: bytes) -> tuple[Response, bytes]:
    head, _, result = body.partition(b"\n")
    return Response.model_validate_json(head), result


def recv_frame(sock: socket.socket) -> bytes | None:
    """One frame's body, or None when the peer closed the connection."""
    header = _recv_exactly(sock, _HEADER.size)
    if header is None:
        return None
    body = _recv_exactly(sock, frame_length(header))
    if body is None:
        return None
    return body


def _recv_exactly(sock: socket.socket, size: int) -> bytes | None:
    chunks, remaining = [], size
    while remaining:
        chunk = sock.recv(min(remaining, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        remaining -= len(chunk)
    return b"".join(chunks)


# --- calls ------------------------------------------------------------------------------------


@functools.cache
def signature(method: str) -> inspect.Signature:
    return inspect.signature(getattr(MemoryEngine, method))


@functools.cache
def _hints(method: str) -> dict[str, Any]:
    return typing.get_type_hints(getattr(MemoryEngine, method))


@functools.cache
def _adapter(method: str, name: str) -> TypeAdapter | None:
    """The adapter for one parameter (or "return"); None when pydantic cannot model the hint."""
    hint = _hints(method).get(name)
    if hint is None or hint is Any:
        return None
    try:
        return TypeAdapter(hint)
    except Exception:  # noqa: BLE001 - e.g. typing.Collection: passed through as plain JSON
        return None


def bind_call(method: str, args: tuple, kwargs: dict[str, Any]) -> dict[str, Any]:
    """The call's arguments by name, as the engine method would bind them (TypeError as the engine would)."""
    if method not in ALLOWED:
        raise AttributeError(f"{method!r} is not a call a namespace host serves")
    bound = signature(method).bind(None, *args, **kwargs)
    named = dict(bound.arguments)
    named.pop("self", None)
    for param in signature(method).parameters.values():
        if param.kind is inspect.Parameter.VAR_KEYWORD:
            named.update(named.pop(param.name, {}))
    return {name: to_jsonable_python(value) for name, value in named.items()}


def with_defaults(method: str, kwargs: dict[str, Any]) -> dict[str, Any]:
    """``kwargs`` plus the engine method's defaults for every parameter not given."""
    full = dict(kwargs)
    for param in signature(method).parameters.values():
        if param.name != "self" and param.default is not inspect.Parameter.empty:
            full.setdefault(param.name, param.default)
    return full


def decode_arguments(method: str, kwargs: dict[str, Any]) -> dict[str, Any]:
    """The host side: each argument validated into the type the engine method declares."""
    if method not in ALLOWED:
        raise AttributeError(f"{method!r} is not a call a namespace host serves")
    typed_from = _KEYWORDS_OF.get(method, method)
    known = set(signature(method).parameters) | set(signature(typed_from).parameters)
    decoded = {}
    for name, value in kwargs.items():
        if name == "self" or name not in known:
            raise TypeError(f"{method}() got an unexpected keyword argument {name!r}")
        adapter = _adapter(method, name) or _adapter(typed_from, name)
        decoded[name] = adapter.validate_python(value) if adapter is not None and value is not None else value
    return decoded


# Results with a leaner form than their plain JSON: method -> (encode, decode).
_RESULT_CODECS: dict[str, tuple[Callable[[Any], bytes], Callable[[bytes], Any]]] = {
    "retrieve": (retrieval_wire.encode, retrieval_wire.decode),
}


def encode_result(method: str, value: Any, view: str | None = None) -> bytes:
    if view is not None:
        cut = views.view_of(view, method)
        return cut.adapter.dump_json(cut.cut(value))
    codec = _RESULT_CODECS.get(method)
    if codec is not None and value is not None:
        return codec[0](value)
    adapter = _adapter(method, "return")
    return adapter.dump_json(value) if adapter is not None else to_json(value)


def decode_result(method: str, data: bytes, view: str | None = None) -> Any:
    codec = _RESULT_CODECS.get(method)
    try:
        if view is not None:
            return views.view_of(view, method).adapter.validate_json(data)
        if codec is not None and data != b"null":
            return codec[1](data)
        adapter = _adapter(method, "return")
        return adapter.validate_json(data) if adapter is not None else json.loads(data)
    except (ValueError, IndexError) as exc:  # ValidationError and bad JSON are ValueErrors
        raise HostError(f"the host's answer to {method}() could not be read ({type(exc).__name__}); "
                        "is it the same prme version?") from None


# --- errors -----------------------------------------------------------------------------------

# Attributes some error classes carry besides their message (PackInUseError.holder_pid, ...).
_ERROR_ATTRIBUTES = ("holder_pid", "event_id", "reason_code", "matches")  # matches: AmbiguousIdError
_BUILTIN_ERRORS: dict[str, type[Exception]] = {
    cls.__name__: cls for cls in (ValueError, LookupError, KeyError, TypeError, AttributeError, PermissionError,
                                  FileNotFoundError, RuntimeError)
}


def describe_error(exc: BaseException) -> ErrorInfo:
    if isinstance(exc, ValidationError):
        return ErrorInfo(type="ValueError", message=" ".join(str(exc).split()))
    attributes = {}
    for name in _ERROR_ATTRIBUTES:
        value = getattr(exc, name, None)
        if value is not None:
            attributes[name] = to_jsonable_python(value, fallback=str)
    message = exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], str) else str(exc)
    return ErrorInfo(type=type(exc).__name__, message=message, attributes=attributes)


def error_class(name: str) -> type[Exception]:
    """The exception class for a name: engine errors by name, a few builtins, else RemoteError."""
    candidate = getattr(engine, name, None) or globals().get(name)
    if isinstance(candidate, type) and issubclass(candidate, PRMEError):
        return candidate
    return _BUILTIN_ERRORS.get(name, RemoteError)


def rebuild_error(info: ErrorInfo) -> Exception:
    cls = error_class(info.type)
    exc = cls.__new__(cls)
    Exception.__init__(exc, info.message)
    for name, value in info.attributes.items():
        if name in _ERROR_ATTRIBUTES:
            setattr(exc, name, value)
    return exc
