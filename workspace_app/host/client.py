"""Clients of a namespace host: the blocking connection, its sync client and the async session.

``HostedClient`` is the synchronous twin a CLI command uses (the same method names and
defaults as ``MemoryClient``); ``NamespaceSession`` is the async object ``open_namespace``
yields (the same names, keywords and return types as ``MemoryEngine``), backed by the
host when one holds the namespace and by the pack opened here when none does.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import itertools
import os
import select
import socket
import threading
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator, Awaitable, Callable, Iterator, TypeVar

from engine import MemoryClient, MemoryNode, MemoryWorkspace, NamespaceLockedError, WorkspaceError
from pydantic import ValidationError

from workspace_app.host import protocol, rendezvous
from workspace_app.host.protocol import HostGoneError, HostRefusedError, HostSilentError, ProtocolMismatchError
from workspace_app.host.views import RetrievedContext, retrieved_context

PASSPHRASE_ENV = "PRME_ENCRYPTION_KEY"
T = TypeVar("T")
_label: contextvars.ContextVar[str | None] = contextvars.ContextVar("prme_host_label", default=None)


@contextlib.contextmanager
def labelled(label: str) -> Iterator[None]:
    """Name the calls made inside this block for the host's notifications (``memory_store``)."""
    token = _label.set(label)
    try:
        yield
    finally:
        _label.reset(token)


class HostConnection:
    """One authenticated connection to a host; one request in flight at a time."""

    def __init__(self, sock: socket.socket, namespace: str, welcome: protocol.Welcome) -> None:
        self._sock = sock
        self.namespace = namespace
        self.host = welcome.host
        self.host_pid = welcome.host_pid
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self._broken = False

    @classmethod
    def open(cls, root: os.PathLike[str] | str, namespace: str, *, client_name: str) -> "HostConnection | None":
        """Connect and authenticate, or None when no host serves the namespace."""
        # A host dying right now may still take the connection and then drop it: look again,
        # and the next connect is refused (no host: None) or reaches a live one.
        for attempt in range(3):
            try:
                return cls._open(Path(root), namespace, client_name)
            except HostSilentError:
                raise  # alive but not answering: asking again would only wait again
            except HostGoneError:
                if attempt == 2:
                    raise
        return None

    @classmethod
    def _open(cls, root: Path, namespace: str, client_name: str) -> "HostConnection | None":
        sock = rendezvous.connect(root, namespace)
        if sock is None:
            return None
        try:
            ticket = rendezvous.read_ticket(root, namespace)
            if ticket is None:
                raise HostRefusedError(f"the host of {namespace!r} left no readable token file in {rendezvous.hosts_dir(root)}")
            if ticket.protocol != protocol.PROTOCOL_VERSION:
                raise ProtocolMismatchError(f"cannot use the host of {namespace!r} ({ticket.host}, pid {ticket.pid}): "
                                            + protocol.mismatch(client=protocol.PROTOCOL_VERSION, host=ticket.protocol))
            protocol.send_frame(sock, protocol.Hello(protocol=protocol.PROTOCOL_VERSION, token=ticket.token,
                                                     namespace=namespace, client_name=client_name[:64]))
            # A call may take long (an extraction), but the host keeps saying it is working on it.
            sock.settimeout(protocol.SILENCE_LIMIT)
            body = protocol.recv_frame(sock)
            if body is None:
                raise HostGoneError(f"the host of {namespace!r} closed the connection before greeting it")
            return cls(sock, namespace, protocol.welcome(body))
        except TimeoutError:
            sock.close()
            raise HostSilentError(f"the host of {namespace!r} (pid {ticket.pid}) did not greet this client within "
                                f"{protocol.SILENCE_LIMIT:.0f} s: it is stopped or hung") from None
        except (OSError, ValidationError) as exc:
            sock.close()
            raise HostGoneError(f"the host of {namespace!r} could not be reached ({type(exc).__name__})") from None
        except BaseException:
            sock.close()
            raise

    def call(self, method: str, kwargs: dict[str, Any], *, view: str | None = None) -> Any:
        """Send one request and wait for its response (or its ``view``, see ``views``); the host's errors
        are raised with their class."""
        request = protocol.Request(id=next(self._ids), method=method, kwargs=kwargs, label=_label.get(), view=view)
        with self._lock:
            if self._broken or self._closed_by_host():
                self._break()
                raise self._gone(HostGoneError, "stopped serving it before this request: nothing was done", sent=False)
            try:
                self._sock.settimeout(protocol.SILENCE_LIMIT)
                protocol.send_frame(self._sock, request)
                body = self._answer()
            except TimeoutError:
                self._break()
                raise self._gone(HostSilentError, f"has not answered for {protocol.SILENCE_LIMIT:.0f} s (stopped or "
                                                  "hung?); the request may or may not have been carried out") from None
            except OSError:
                body = None
            if body is None:
                self._break()
                raise self._gone(HostGoneError, "stopped serving it while answering; the request may or may not "
                                                "have been carried out")
        response, result = protocol.split_response(body)
        if not response.ok:
            raise protocol.rebuild_error(response.error or protocol.ErrorInfo(type="RemoteError", message="failed"))
        return protocol.decode_result(method, result, view)

    def _answer(self) -> bytes | None:
        """The response's frame, past the host's "still working" frames (None when it closed)."""
        while (body := protocol.recv_frame(self._sock)) == b"":
            pass
        return body

    def _closed_by_host(self) -> bool:
        """Whether the host closed this connection since the last call (it stopped serving between
        calls); a live host sends nothing between calls, so there is nothing to read."""
        if not select.select([self._sock], [], [], 0)[0]:
            return False
        try:
            return self._sock.recv(1, socket.MSG_PEEK) == b""
        except OSError:
            return True

    def _break(self) -> None:
        self._broken = True
        self.close()

    def _gone(self, kind: type[HostGoneError], what: str, *, sent: bool = True) -> HostGoneError:
        return kind(f"the host of namespace {self.namespace!r} ({self.host}, pid {self.host_pid}) {what}; "
                    "the next call connects again or opens the pack here", request_sent=sent)

    @property
    def broken(self) -> bool:
        return self._broken

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self._sock.close()


# --- the sync client (CLI) ----------------------------------------------------------------------


class HostedClient:
    """A ``MemoryClient`` look-alike whose calls run in the host that holds the namespace.

    Calls outside the host's allow-list (doctor, rebuild, export, import, ...) need the
    pack to themselves and raise a ``WorkspaceError`` naming the host to stop first.
    """

    def __init__(self, connection: HostConnection) -> None:
        self._connection = connection

    @property
    def host(self) -> str:
        return self._connection.host

    @property
    def host_pid(self) -> int:
        return self._connection.host_pid

    def _call(self, method: str, *args: Any, **kwargs: Any) -> Any:
        return self._connection.call(method, protocol.bind_call(method, args, kwargs))

    def ingest(self, content: str, *, wait_for_extraction: bool = True, **kwargs: Any) -> str:
        """Like :meth:`MemoryClient.ingest`: waits for extraction unless told not to."""
        return self._call("ingest", content, wait_for_extraction=wait_for_extraction, **kwargs)

    def ingest_batch(self, messages: list[dict], *, wait_for_extraction: bool = True, **kwargs: Any) -> list[str]:
        return self._call("ingest_batch", messages, wait_for_extraction=wait_for_extraction, **kwargs)

    def retrieve_context(self, query: str, **kwargs: Any) -> RetrievedContext:
        """``retrieve()`` cut down on the host to what an agent uses (``views.retrieved_context``)."""
        return self._connection.call("retrieve", protocol.bind_call("retrieve", (query,), kwargs), view="context")

    def iter_nodes(self, user_id: str, *, page_size: int = 500, **filters: Any) -> Iterator[MemoryNode]:
        cursor = None
        while True:
            page = self.scan_nodes(user_id, cursor=cursor, limit=page_size, **filters)  # type: ignore[attr-defined]
            yield from page.nodes
            if not page.has_more:
                return
            cursor = page.next_cursor

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_") or not hasattr(MemoryClient, name):
            raise AttributeError(name)
        raise WorkspaceError(
            f"{name.replace('_', ' ')} needs the pack of {self._connection.namespace!r} to itself, but "
            f"{self._connection.host} (pid {self._connection.host_pid}) serves it: lock it there or stop it, then retry"
        )

    def close(self) -> None:
        self._connection.close()

    @property
    def closed(self) -> bool:
        return self._connection.broken

    def __enter__(self) -> "HostedClient":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def _sync_method(name: str) -> Callable[..., Any]:
    @functools.wraps(getattr(MemoryClient, name))
    def method(self: HostedClient, *args: Any, **kwargs: Any) -> Any:
        return self._call(name, *args, **kwargs)

    return method


for _name in sorted(protocol.ALLOWED):
    if not hasattr(HostedClient, _name):
        setattr(HostedClient, _name, _sync_method(_name))


def connect(workspace: MemoryWorkspace, namespace: str, *, client_name: str) -> HostedClient | None:
    """A client of the host serving ``namespace``, or None when no host does (stale files cleaned)."""
    workspace.info(namespace)  # NamespaceNotFoundError for a name the workspace does not know
    connection = HostConnection.open(workspace.root, namespace, client_name=client_name)
    return HostedClient(connection) if connection is not None else None


# --- the async session (prme mcp, scripts) ------------------------------------------------------


class NamespaceSession:
    """The namespace for async code: ``MemoryEngine``'s allow-listed coroutines, by host or directly.

    Each call goes to the host when one serves the namespace, else to the pack opened in
    this process (once; it stays open until the session closes). When the host goes away
    mid-session the call raises ``HostGoneError`` and the next one reconnects or opens directly.
    """

    def __init__(self, workspace: MemoryWorkspace, namespace: str, *, client_name: str,
                 passphrase: Callable[[], str] | None = None) -> None:
        self.workspace = workspace
        self.namespace = namespace
        self.client_name = client_name
        self._passphrase = passphrase
        self._backend: HostedClient | MemoryClient | None = None
        self._lock = asyncio.Lock()

    @property
    def hosted(self) -> bool:
        """True while calls go through a host."""
        return isinstance(self._backend, HostedClient)

    async def _client(self) -> HostedClient | MemoryClient:
        async with self._lock:
            backend = self._backend
            if isinstance(backend, HostedClient) and backend.closed:
                backend = self._backend = None
            if backend is None:
                backend = self._backend = await asyncio.to_thread(self._resolve)
            return backend

    def _resolve(self) -> HostedClient | MemoryClient:
        hosted = connect(self.workspace, self.namespace, client_name=self.client_name)
        if hosted is not None:
            return hosted
        info = self.workspace.info(self.namespace)
        secret = None
        if info.encrypted:
            secret = os.environ.get(PASSPHRASE_ENV) or (self._passphrase() if self._passphrase else None)
            if not secret:
                raise NamespaceLockedError(
                    f"namespace {self.namespace!r} is locked and no host serves it: unlock it in the app, run "
                    f"`prme serve {self.namespace}`, or set {PASSPHRASE_ENV}"
                )
        return self.workspace.unlock(self.namespace, secret)

    async def _call(self, method: str, args: tuple, kwargs: dict[str, Any]) -> Any:
        async def run(client: HostedClient | MemoryClient) -> Any:
            if isinstance(client, HostedClient):
                named = protocol.bind_call(method, args, kwargs)
            else:
                named = protocol.with_defaults(method, _bind_typed(method, args, kwargs))
            return await asyncio.to_thread(getattr(client, method), **named)

        return await self._reaching(run)

    async def retrieve_context(self, query: str, **kwargs: Any) -> RetrievedContext:
        """``retrieve()`` cut down to the rendered context, its value bindings and the ranked ids with their
        contested flags; through a host only that crosses the socket."""
        async def run(client: HostedClient | MemoryClient) -> RetrievedContext:
            if isinstance(client, HostedClient):
                return await asyncio.to_thread(client.retrieve_context, query, **kwargs)
            named = protocol.with_defaults("retrieve", _bind_typed("retrieve", (query,), kwargs))
            return retrieved_context(await asyncio.to_thread(client.retrieve, **named))

        return await self._reaching(run)

    async def _reaching(self, run: Callable[[HostedClient | MemoryClient], Awaitable[T]]) -> T:
        """``run`` on the namespace; when the host stopped serving before the request reached it (the app
        locked the namespace between two calls), once more on whatever serves it now."""
        try:
            return await run(await self._client())
        except HostGoneError as exc:
            if exc.request_sent:
                raise
        return await run(await self._client())

    async def iter_nodes(self, user_id: str, *, page_size: int = 500, **filters: Any) -> AsyncIterator[MemoryNode]:
        cursor = None
        while True:
            page = await self.scan_nodes(user_id, cursor=cursor, limit=page_size, **filters)  # type: ignore[attr-defined]
            for node in page.nodes:
                yield node
            if not page.has_more:
                return
            cursor = page.next_cursor

    async def close(self) -> None:
        backend, self._backend = self._backend, None
        if isinstance(backend, HostedClient):
            backend.close()
        elif backend is not None:
            await asyncio.to_thread(self.workspace.lock, self.namespace)


def _bind_typed(method: str, args: tuple, kwargs: dict[str, Any]) -> dict[str, Any]:
    """The call's arguments by name, unchanged (the in-process engine takes them as they are)."""
    bound = protocol.signature(method).bind(None, *args, **kwargs)
    named = {k: v for k, v in bound.arguments.items() if k != "self"}
    for param in protocol.signature(method).parameters.values():
        if param.kind is param.VAR_KEYWORD:
            named.update(named.pop(param.name, {}))
    return named


def _async_method(name: str) -> Callable[..., Any]:
    from engine import MemoryEngine

    @functools.wraps(getattr(MemoryEngine, name))
    async def method(self: NamespaceSession, *args: Any, **kwargs: Any) -> Any:
        return await self._call(name, args, kwargs)

    return method


for _name in sorted(protocol.ALLOWED):
    setattr(NamespaceSession, _name, _async_method(_name))


@asynccontextmanager
async def open_namespace(workspace: MemoryWorkspace, namespace: str, *, client_name: str,
                         passphrase: Callable[[], str] | None = None) -> AsyncIterator[NamespaceSession]:
    """See the package docstring: the namespace through its host, or opened here when none serves it."""
    session = NamespaceSession(workspace, namespace, client_name=client_name, passphrase=passphrase)
    try:
        await session._client()  # fail early: not found, locked without a passphrase, refused
        yield session
    finally:
        await session.close()
