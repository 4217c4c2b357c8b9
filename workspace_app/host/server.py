"""NamespaceHost: serve one unlocked namespace to local clients of the same OS user.

The host runs an asyncio Unix-socket server on its own thread. Each call is checked
against the allow-list, its arguments are validated into the engine's types, and it
runs on the namespace's ``MemoryClient`` in a worker thread; the response (and so
the client's acknowledgement of a write) is sent only after the engine returned,
that is after the write was committed. Content never reaches the log or the events:
they carry the client's name, the call's label and the user id.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hmac
import logging
import os
import socket
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Awaitable, Callable, TypeVar

from engine import MemoryClient
from pydantic import ValidationError

from workspace_app.host import protocol, rendezvous, views

log = logging.getLogger("prme.host")
T = TypeVar("T")

HELLO_TIMEOUT = 10.0
STOP_GRACE = 30.0  # how long stop() lets a request in flight finish and be answered


@dataclass(frozen=True)
class HostEvent:
    """What happened on a host: ``connected``, ``disconnected``, ``refused``, ``write`` or ``stopped``."""

    kind: str
    namespace: str
    client: str = ""
    label: str = ""  # the call as the client names it ("memory_store"), for writes
    user_id: str | None = None
    clients: int = 0  # connections open after this event
    detail: str = ""  # why a connection was refused


Listener = Callable[[HostEvent], None]


@dataclass(eq=False)
class _Connection:
    client: str
    busy: bool = False
    task: asyncio.Task | None = None


class NamespaceHost:
    """Serves ``client`` (an unlocked namespace) on ``<root>/hosts/<namespace>.sock`` until ``stop()``."""

    def __init__(self, root: Path, namespace: str, client: MemoryClient, *, host: str = "host",
                 listener: Listener | None = None) -> None:
        self.root = Path(root)
        self.namespace = namespace
        self.host = host
        self._client = client
        self._listener = listener
        self._token = rendezvous.new_token()
        self._connections: set[_Connection] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: asyncio.AbstractServer | None = None
        self._thread: threading.Thread | None = None
        self._stopping = False

    @property
    def clients(self) -> int:
        return len(self._connections)

    # --- start and stop ------------------------------------------------------------------------

    def start(self) -> None:
        started = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            try:
                loop.run_until_complete(self._listen())
            except BaseException as exc:  # noqa: BLE001 - handed to start()'s caller
                failure.append(exc)
                started.set()
                loop.close()
                return
            started.set()
            try:
                loop.run_forever()
            finally:
                loop.close()

        self._thread = threading.Thread(target=run, name=f"prme-host-{self.namespace}", daemon=True)
        self._thread.start()
        started.wait()
        if failure:
            self._thread.join()
            raise failure[0]

    async def _listen(self) -> None:
        path = rendezvous.socket_path(self.root, self.namespace)
        rendezvous.hosts_dir(self.root, create=True)
        # This process holds the pack, so whatever files are there were left by a dead host.
        rendezvous.remove_files(self.root, self.namespace)
        rendezvous.write_ticket(self.root, self.namespace, rendezvous.HostTicket(
            pid=os.getpid(), token=self._token, host=self.host, protocol=protocol.PROTOCOL_VERSION))
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            with rendezvous.reachable(path) as address:
                sock.bind(address)
            os.chmod(path, 0o600)
            sock.listen(64)
            self._server = await asyncio.start_unix_server(self._serve, sock=sock, limit=protocol.MAX_FRAME + 4)
        except BaseException:
            sock.close()
            rendezvous.remove_files(self.root, self.namespace, token=self._token)
            raise

    def stop(self) -> None:
        """Stop serving: no new connections, requests in flight finish and are answered, then all close."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None or self._stopping:
            return
        self._stopping = True
        try:
            asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(STOP_GRACE + 5)
        except Exception:  # noqa: BLE001 - stopping must not fail the lock or the quit
            log.debug("host %s did not shut down cleanly", self.namespace, exc_info=True)
        finally:
            loop.call_soon_threadsafe(loop.stop)
            thread.join()
            rendezvous.remove_files(self.root, self.namespace, token=self._token)
            self._emit(HostEvent("stopped", self.namespace, clients=0))

    async def _shutdown(self) -> None:
        if self._server is not None:
            self._server.close()
        idle = [c.task for c in self._connections if c.task is not None and not c.busy]
        for task in idle:
            task.cancel()
        tasks = [c.task for c in list(self._connections) if c.task is not None]
        if tasks:
            await asyncio.wait(tasks, timeout=STOP_GRACE)
        for task in tasks:
            task.cancel()

    # --- one connection ------------------------------------------------------------------------

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        raw: socket.socket = writer.get_extra_info("socket")
        connection: _Connection | None = None
        try:
            uid = rendezvous.peer_uid(raw)
            if not rendezvous.peer_allowed(uid):
                await self._refuse(writer, "HostRefusedError", "this namespace is served only to its owner's processes",
                                   f"uid {uid}")
                return
            hello = await asyncio.wait_for(self._hello(reader), HELLO_TIMEOUT)
            if hello is None:
                return
            kind, problem = self._check_hello(hello)
            if problem:
                await self._refuse(writer, kind, problem, f"{hello.client_name}: {problem}")
                return
            connection = _Connection(client=_printable(hello.client_name) or "client", task=asyncio.current_task())
            self._connections.add(connection)
            await self._write(writer, protocol.Welcome(protocol=protocol.PROTOCOL_VERSION, namespace=self.namespace,
                                                       host=self.host, host_pid=os.getpid()))
            self._emit(HostEvent("connected", self.namespace, client=connection.client, clients=self.clients))
            while not self._stopping:
                body = await self._read(reader)
                if body is None:
                    break
                connection.busy = True
                try:
                    response, result = await self._while_working(writer, self._answer(connection, body))
                    await self._write(writer, response, result)
                finally:
                    connection.busy = False
        except (asyncio.CancelledError, asyncio.TimeoutError, ConnectionError, asyncio.IncompleteReadError):
            pass
        except protocol.HostRefusedError as exc:
            log.info("%s: dropped a connection: %s", self.namespace, exc)
        except Exception:  # noqa: BLE001 - one broken connection must not take the host down
            log.warning("%s: a connection failed", self.namespace, exc_info=True)
        finally:
            if connection is not None:
                self._connections.discard(connection)
                self._emit(HostEvent("disconnected", self.namespace, client=connection.client, clients=self.clients))
            writer.close()

    def _check_hello(self, hello: protocol.Hello) -> tuple[str, str]:
        """The error class and the reason to refuse the connection; ("", "") to accept it."""
        if hello.protocol != protocol.PROTOCOL_VERSION:
            return "ProtocolMismatchError", protocol.mismatch(client=hello.protocol, host=protocol.PROTOCOL_VERSION)
        if not hmac.compare_digest(hello.token.encode(), self._token.encode()):
            return "HostRefusedError", "the connection did not present this host's token"
        if hello.namespace != self.namespace:
            return "HostRefusedError", f"this host serves {self.namespace!r}, not {hello.namespace!r}"
        return "", ""

    async def _hello(self, reader: asyncio.StreamReader) -> protocol.Hello | None:
        body = await self._read(reader)
        if body is None:
            return None
        try:
            return protocol.Hello.model_validate_json(body)
        except ValidationError:
            raise protocol.HostRefusedError("the first message was not a hello") from None

    async def _refuse(self, writer: asyncio.StreamWriter, kind: str, message: str, detail: str) -> None:
        log.info("%s: refused a connection (%s)", self.namespace, detail)
        self._emit(HostEvent("refused", self.namespace, clients=self.clients, detail=detail))
        error = protocol.ErrorInfo(type=kind, message=f"refused by the host of {self.namespace!r}: {message}")
        await self._write(writer, protocol.Response(id=0, ok=False, error=error))

    async def _read(self, reader: asyncio.StreamReader) -> bytes | None:
        try:
            header = await reader.readexactly(4)
        except asyncio.IncompleteReadError:
            return None
        return await reader.readexactly(protocol.frame_length(header))

    async def _write(self, writer: asyncio.StreamWriter, model: Any, result: bytes | None = None) -> None:
        writer.write(protocol.encode(model, result))
        await writer.drain()

    async def _while_working(self, writer: asyncio.StreamWriter, work: Awaitable[T]) -> T:
        """Await ``work``, telling the client every ``KEEPALIVE`` seconds that it is still running
        (so its client tells a long call from a stopped host, see ``protocol``)."""
        task = asyncio.ensure_future(work)
        while not (await asyncio.wait({task}, timeout=protocol.KEEPALIVE))[0]:
            with contextlib.suppress(ConnectionError):  # a client gone: the call still finishes
                writer.write(protocol.WORKING)
                await writer.drain()
        return task.result()

    async def _answer(self, connection: _Connection, body: bytes) -> tuple[protocol.Response, bytes | None]:
        try:
            request = protocol.Request.model_validate_json(body)
        except ValidationError:
            error = protocol.ErrorInfo(type="ValueError", message="the host could not read the request")
            return protocol.Response(id=0, ok=False, error=error), None
        try:
            if request.view is not None:
                views.view_of(request.view, request.method)  # an unknown view fails before the call runs
            kwargs = protocol.decode_arguments(request.method, request.kwargs)
            call = functools.partial(self._call, request.method, kwargs)
            value = await asyncio.to_thread(call)
            result = protocol.encode_result(request.method, value, request.view)
        except Exception as exc:  # noqa: BLE001 - every failure goes back to the client, typed
            return protocol.Response(id=request.id, ok=False, error=protocol.describe_error(exc)), None
        if request.method in protocol.WRITES:
            user = kwargs.get("user_id")
            self._emit(HostEvent("write", self.namespace, client=connection.client,
                                 label=_printable(request.label or "") or request.method,
                                 user_id=user if isinstance(user, str) else None, clients=self.clients))
        return protocol.Response(id=request.id, ok=True), result

    def _call(self, method: str, kwargs: dict[str, Any]) -> Any:
        # MemoryEngine's defaults, stated explicitly: MemoryClient's differ (its ingest waits for extraction).
        return getattr(self._client, method)(**protocol.with_defaults(method, kwargs))

    def _emit(self, event: HostEvent) -> None:
        if self._listener is None:
            return
        try:
            self._listener(event)
        except Exception:  # noqa: BLE001 - a failing listener must not break serving
            log.debug("host listener failed", exc_info=True)


def _printable(text: str) -> str:
    """A client-chosen name as one plain line (it is printed in logs and notifications)."""
    return " ".join("".join(ch if ch.isprintable() else " " for ch in text).split())[:64]
