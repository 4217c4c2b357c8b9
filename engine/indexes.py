"""The contract between the durable store and the derived search indexes.

Materialization calls, for a batch of nodes that become searchable:
  1. ``await prepare(nodes)``   before the transaction (cheap: no embedding).
  2. ``write(cur, prepared)``   inside the same transaction that inserts the nodes and
                                completes their jobs: notes which are still active.
  3. ``publish(prepared)``      after the commit: lexical documents at once; vectors are
                                computed, written (their own transaction) and published
                                by the background embedder.
Lifecycle changes that retire nodes from search call ``retire(node_ids)`` after commit.
``catch_up(user_id)`` waits until that user's acknowledged nodes are vector-searchable
(retrieve() calls it first); ``drain()`` does so for everyone.

A node's text is durable from step 2 on, so a crash before its vectors are written
loses nothing: the next open embeds active nodes that have no vector rows, and
rebuilds the in-memory indexes from the durable rows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.search_indexes import SearchIndexes


def build_indexes(engine: Any) -> SearchIndexes:
    """The indexes an engine uses: USearch vectors and the shared Tantivy index."""
    from engine.search_indexes import SearchIndexes

    return SearchIndexes(engine)
