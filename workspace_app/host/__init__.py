"""One host per unlocked namespace: other local processes share it over a Unix socket.

The process that unlocks a namespace (the app, or ``prme serve``) hosts it on
``<workspace>/hosts/<namespace>.sock`` (folder 0700, socket 0600; peers must be the
same OS user, checked with SO_PEERCRED, and present the random token the host wrote
to ``<namespace>.json``, 0600). The passphrase never crosses the socket.

The contract for clients (the CLI, ``prme mcp``)::

    async with open_namespace(workspace, "life", client_name="mcp", passphrase=ask) as memory:
        receipt = await memory.store_with_receipt("I moved to Lyon", user_id="dana")
        response = await memory.retrieve("where do I live", user_id="dana")

``open_namespace(workspace, namespace, *, client_name, passphrase=None)`` yields a
``NamespaceSession`` whose coroutines have the names, keyword arguments and return
types of ``MemoryEngine`` for the calls in ``protocol.ALLOWED`` (store, store_with_receipt,
ingest, ingest_batch, ingest_fast, ingest_fast_many, process_pending, processing_status,
retrieve, get_node, get_event, get_events, query_nodes, scan_nodes, page_nodes,
count_nodes, list_users, node_counts, get_provenance, get_extraction, extraction_status,
list_extractions, extraction_counts, retry_extraction, process_extractions, contradict,
open_contradictions, resolve_contradiction, dismiss_contradiction, supersede, promote,
archive, reinforce, transition, evaluate_condition), plus ``iter_nodes`` and ``retrieve_context``
(``retrieve()`` cut down to what an agent uses, a ``RetrievedContext``; through a host only that
crosses the socket). When a host holds
the namespace the calls go through it (``session.hosted`` is True); otherwise the pack is
opened in this process with ``passphrase()`` or PRME_ENCRYPTION_KEY (``NamespaceLockedError``
when neither gives one). A write is acknowledged only after the host committed it. The
host's errors keep their class (``engine`` errors and common builtins by name; others
become ``RemoteError``); a host and a client of different protocol versions refuse each other
with ``ProtocolMismatchError``. If the host stops serving between two calls (the app locked
the namespace), the next call goes to whatever serves it now: a new host, or the pack opened
here. If it stops or dies while answering, or stops answering at all (a stopped process:
no frame for ``protocol.SILENCE_LIMIT`` seconds, while a long call keeps sending "still
working"), that call raises ``HostGoneError`` (``HostSilentError`` for the silence; one
line) and the next call connects again or opens the pack here.
``labelled("memory_store")`` names the calls inside it for the app's notifications.

``connect(workspace, namespace, client_name=...)`` is the synchronous counterpart for
the CLI: a ``HostedClient`` (``MemoryClient``'s method names and defaults) or None.
"""

from workspace_app.host.client import HostConnection, HostedClient, NamespaceSession, connect, labelled, open_namespace
from workspace_app.host.hosting import HostingWorkspace
from workspace_app.host.protocol import (
    ALLOWED, PROTOCOL_VERSION, HostError, HostGoneError, HostRefusedError, HostSilentError, ProtocolMismatchError,
    RemoteError,
)
from workspace_app.host.server import HostEvent, NamespaceHost
from workspace_app.host.views import ContextMemory, RetrievedContext, retrieved_context

__all__ = [
    "ALLOWED", "PROTOCOL_VERSION", "ContextMemory", "HostConnection", "HostError", "HostEvent", "HostGoneError",
    "HostRefusedError", "HostSilentError", "HostedClient", "HostingWorkspace", "NamespaceHost", "NamespaceSession",
    "ProtocolMismatchError", "RemoteError", "RetrievedContext", "connect", "labelled", "open_namespace",
    "retrieved_context",
]
