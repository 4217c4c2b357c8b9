"""HostingWorkspace: a MemoryWorkspace that serves every namespace it unlocks.

Unlocking (or creating) a namespace starts its host; locking it, deleting it or
closing the workspace stops the host first, so connected clients get a clear error
and no request is cut off half-way. The app and ``prme serve`` open their workspace
this way; a failure to host is reported to the listener and never fails the unlock.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from engine import MemoryClient, MemoryWorkspace

from workspace_app.host.server import HostEvent, Listener, NamespaceHost

log = logging.getLogger("prme.host")


class HostingWorkspace(MemoryWorkspace):
    host_name = "host"  # how clients see this host: "app" or "prme serve"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._hosts: dict[str, NamespaceHost] = {}
        self._hosts_lock = threading.Lock()
        self.listener: Listener | None = None

    @classmethod
    def open(cls, path: Any = None, *, config: Any = None) -> "HostingWorkspace":
        workspace = super().open(path, config=config)
        assert isinstance(workspace, HostingWorkspace)
        return workspace

    def _emit(self, event: HostEvent) -> None:
        if self.listener is not None:
            self.listener(event)

    def _serve(self, name: str, client: MemoryClient) -> None:
        with self._hosts_lock:
            if name in self._hosts:
                return
            host = NamespaceHost(self.root, name, client, host=self.host_name, listener=self._emit)
            try:
                host.start()
            except Exception as exc:  # noqa: BLE001 - the namespace works here even when it cannot be shared
                log.warning("namespace %s is open but not shared with other processes: %s", name, exc)
                self._emit(HostEvent("failed", name, detail=str(exc)))
                return
            self._hosts[name] = host

    def _stop_serving(self, name: str) -> None:
        with self._hosts_lock:
            host = self._hosts.pop(name, None)
        if host is not None:
            host.stop()

    def clients(self, name: str) -> int:
        """How many clients are connected to this namespace's host (0 when it is not hosted)."""
        host = self._hosts.get(name)
        return host.clients if host is not None else 0

    def is_hosting(self, name: str) -> bool:
        return name in self._hosts

    def create_namespace(self, name: str, **kwargs: Any) -> Any:
        info = super().create_namespace(name, **kwargs)
        self._serve(info.name, self.client(info.name))
        return info

    def unlock(self, name: str, passphrase: str | None = None) -> MemoryClient:
        client = super().unlock(name, passphrase)
        self._serve(name, client)
        return client

    open_namespace = unlock

    def lock(self, name: str) -> None:
        self._stop_serving(name)
        super().lock(name)
