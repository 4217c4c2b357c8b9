"""The contract between the durable store and the derived search indexes.

Materialization calls, for a batch of nodes that become searchable:
  1. ``await prepare(nodes)``   off the event loop: compute what the indexes need
                                (embeddings). May raise; the job stays pending.
  2. ``write(cur, prepared)``   inside the same transaction that inserts the nodes and
                                completes their jobs: durable rows (vector payloads).
  3. ``publish(prepared)``      after the commit: update in-memory indexes.
Lifecycle changes that retire nodes from search call ``retire(node_ids)`` after commit.

The durable rows written in step 2 are enough to rebuild every index, so a crash
between the commit and step 3 loses nothing: the next open rebuilds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.search_indexes import SearchIndexes


def build_indexes(engine: Any) -> SearchIndexes:
    """The indexes an engine uses: USearch vectors and the shared Tantivy index."""
    from engine.search_indexes import SearchIndexes

    return SearchIndexes(engine)
