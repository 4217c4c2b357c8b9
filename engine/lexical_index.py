"""The in-memory lexical index: Tantivy BM25 over documents that carry their context.

Conversation turns are elliptical: the content words of an answer often sit in
the question the other party just asked. So each node's document is its own text
(with the speaker's name) twice, the previous and the next turn of the same
session once each, and its date written as words ("8 May 2023") twice, in one
stemmed field. Measured on LoCoMo dev this beats per-field boosts (BM25 summed
over separate fields) by about 2 points of recall and is worth more than the
dense model (research/retrieval-mechanisms.md, bench/results/locomo_dev.md).

Queries drop English stopwords before BM25: question words otherwise add noise.

There is one Tantivy index per user, so BM25 statistics are the user's own and no
query can reach another user's documents. An index is built from the registry
of live documents in node-id order in one segment, so two opens of the same
pack score alike. Adding a turn rewrites its neighbours' documents in place. Tantivy
keeps deleted documents in its statistics until a merge, so once more than 1% of a
user's documents were rewritten or retired, that user's index is rebuilt
from the registry before its next search; below that, scores may differ from a
reopen's by the weight of those few stale documents. A large user's rebuild (past
REBUILD_BEHIND_DOCS documents, about 25 ms per 1,000) runs on a thread of its own
instead, while searches use the index kept up to date meanwhile, so no search after
a capture waits seconds for it.
"""

from __future__ import annotations

import functools
import logging
import re
import threading
from bisect import insort
from dataclasses import dataclass, field
from datetime import datetime
from typing import Iterable

import tantivy

from engine.background_build import BackgroundBuild

log = logging.getLogger("prme.indexes")

# How often each part is repeated in the document: own text, previous turn, next turn, date.
REPEATS = (2, 1, 1, 2)
# A user with more documents is rebuilt behind searches (a rebuild at 20,000 took 0.23-0.45 s).
REBUILD_BEHIND_DOCS = 2_000
_WORD = re.compile(r"[^\W_]+", re.UNICODE)

# English stopwords (the common ~180-word list). Only queries are filtered.
STOPWORDS = frozenset("""
a about above after again against ain all am an and any are aren aren't as at be because been before being
below between both but by can couldn couldn't d did didn didn't do does doesn doesn't doing don don't down
during each few for from further had hadn hadn't has hasn hasn't have haven haven't having he her here hers
herself him himself his how i if in into is isn isn't it it's its itself just ll m ma me mightn mightn't more
most mustn mustn't my myself needn needn't no nor not now o of off on once only or other our ours ourselves
out over own re s same shan shan't she she's should should've shouldn shouldn't so some such t than that
that'll the their theirs them themselves then there these they this those through to too under until up ve
very was wasn wasn't we were weren weren't what when where which while who whom why will with won won't
wouldn wouldn't y you you'd you'll you're you've your yours yourself yourselves
""".split())

_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December")


def date_words(when: datetime | None) -> str:
    """A date as the words people use for it: "8 May 2023"."""
    if when is None:
        return ""
    return f"{when.day} {_MONTHS[when.month - 1]} {when.year}"


def query_terms(text: str) -> list[str]:
    """Lower-cased words of a query without stopwords (all words if only stopwords)."""
    words = [w.lower() for w in _WORD.findall(text)]
    kept = [w for w in words if w not in STOPWORDS and "'" not in w]
    return kept or words


@functools.lru_cache(maxsize=4096)
def stems(text: str) -> frozenset[str]:
    """The words of ``text`` as the index reads them (``en_stem``: lower-cased, English stems)."""
    return frozenset(_stemmer().analyze(text))


@functools.cache
def _stemmer() -> tantivy.TextAnalyzer:
    return tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple()).filter(
        tantivy.Filter.lowercase()).filter(tantivy.Filter.stemmer("english")).build()


@dataclass(slots=True)  # one object per document, not two: 100k documents mean shorter GC pauses
class LexicalDoc:
    node_id: str
    user_id: str
    session_id: str | None
    scope: str
    text: str          # own text, with the speaker's name when known
    date: str          # date words
    order: tuple       # position inside its session
    speaker: str | None = None


@dataclass
class _UserIndex:
    index: tantivy.Index | None = None
    stale: bool = True
    docs: dict[str, LexicalDoc] = field(default_factory=dict)
    sessions: dict[str, list[tuple]] = field(default_factory=dict)  # session -> sorted (order, node_id)
    speakers: dict[str, int] = field(default_factory=dict)  # speaker name -> live documents
    indexed: set[str] = field(default_factory=set)  # node ids with a document in ``index``
    deleted: int = 0  # documents deleted from ``index`` since it was built
    # While a rebuild runs behind searches: the node ids whose documents changed since it began.
    changed: dict[str, None] | None = None


def _schema() -> tantivy.Schema:
    sb = tantivy.SchemaBuilder()
    sb.add_text_field("node_id", stored=True, tokenizer_name="raw")
    sb.add_text_field("scope", stored=False, tokenizer_name="raw")
    sb.add_text_field("body", stored=False, tokenizer_name="en_stem")
    return sb.build()


class LexicalIndex:
    def __init__(self) -> None:
        self._schema = _schema()
        self._users: dict[str, _UserIndex] = {}
        self._lock = threading.RLock()
        self._build = BackgroundBuild("the lexical index", "built")

    # --- documents ------------------------------------------------------------------

    def __len__(self) -> int:
        return sum(len(u.docs) for u in self._users.values())

    def doc_ids(self) -> set[str]:
        self._build.wait_done()
        with self._lock:
            return {n for u in self._users.values() for n in u.docs}

    def has(self, node_id: str) -> bool:
        node_id = str(node_id)
        return any(node_id in u.docs for u in self._users.values())

    def speakers(self, user_id: str) -> set[str]:
        u = self._users.get(user_id)
        return {name for name, n in u.speakers.items() if n > 0} if u else set()

    def session_of(self, user_id: str, node_id: str) -> str | None:
        u = self._users.get(user_id)
        d = u.docs.get(str(node_id)) if u else None
        return d.session_id if d else None

    def _neighbours(self, u: _UserIndex, doc: LexicalDoc) -> tuple[LexicalDoc | None, LexicalDoc | None]:
        if doc.session_id is None:
            return None, None
        seq = u.sessions.get(doc.session_id, [])
        # Sessions are short enough that a scan beats keeping positions in sync.
        for i, (_, nid) in enumerate(seq):
            if nid == doc.node_id:
                prev = u.docs[seq[i - 1][1]] if i > 0 else None
                nxt = u.docs[seq[i + 1][1]] if i + 1 < len(seq) else None
                return prev, nxt
        return None, None

    def add(self, docs: Iterable[LexicalDoc]) -> None:
        with self._lock:
            if self._build.running:
                self._build.defer(self.add, list(docs))
                return
            changed: dict[str, dict[str, None]] = {}  # user -> node ids whose document is (re)written
            for doc in docs:
                u = self._users.setdefault(doc.user_id, _UserIndex())
                if doc.node_id in u.docs:
                    continue
                u.docs[doc.node_id] = doc
                if doc.speaker:
                    u.speakers[doc.speaker] = u.speakers.get(doc.speaker, 0) + 1
                touched = changed.setdefault(doc.user_id, {})
                touched[doc.node_id] = None
                if doc.session_id is not None:
                    insort(u.sessions.setdefault(doc.session_id, []), (doc.order, doc.node_id))
                    if u.stale or u.index is None:
                        continue  # rebuilt whole before its next search: no documents to rewrite
                    # The neighbours' documents change too: they carry this turn as context.
                    for other in self._neighbours(u, doc):
                        if other is not None:
                            touched[other.node_id] = None
            for user_id, ids in changed.items():
                u = self._users[user_id]
                if u.stale or u.index is None:
                    u.stale = True
                    continue
                rewritten = [i for i in ids if i in u.indexed]
                behind = u.changed  # a rebuild behind searches that began before these documents
                # Deleted documents linger in BM25 statistics until a rebuild; past 1% of the
                # user's documents the next search rebuilds, so scores stay those of a reopen
                # (and a commit that would only be rebuilt is not made), or one runs behind.
                if self._rebuild_due(user_id, u, len(rewritten)):
                    continue
                self._rewrite(u, u.index, rewritten, ids)
                u.indexed.update(ids)
                u.deleted += len(rewritten)
                if behind is not None:
                    behind.update(ids)

    def remove(self, node_ids: Iterable[str]) -> int:
        removed = 0
        with self._lock:
            if self._build.running:
                ids = [str(n) for n in node_ids]
                self._build.defer(self.remove, ids)
                return len(ids)
            gone: dict[str, list[str]] = {}
            touched: dict[str, dict[str, None]] = {}
            for node_id in node_ids:
                node_id = str(node_id)
                for user_id, u in self._users.items():
                    doc = u.docs.get(node_id)
                    if doc is None:
                        continue
                    neighbours = self._neighbours(u, doc)
                    del u.docs[node_id]
                    removed += 1
                    gone.setdefault(user_id, []).append(node_id)
                    if doc.speaker:
                        u.speakers[doc.speaker] = u.speakers.get(doc.speaker, 1) - 1
                    if doc.session_id is not None:
                        seq = u.sessions.get(doc.session_id, [])
                        seq[:] = [p for p in seq if p[1] != node_id]
                        if not seq:
                            u.sessions.pop(doc.session_id, None)
                        for other in neighbours:  # they lose this turn as context
                            if other is not None:
                                touched.setdefault(user_id, {})[other.node_id] = None
            for user_id, ids in gone.items():
                u = self._users[user_id]
                if u.stale or u.index is None:
                    u.stale = True
                    continue
                rewrite = [i for i in touched.get(user_id, {}) if i in u.docs]
                behind = u.changed
                if self._rebuild_due(user_id, u, len(ids) + len(rewrite)):
                    continue  # rebuilt before its next search (see add)
                self._rewrite(u, u.index, ids + rewrite, rewrite)
                u.indexed.difference_update(ids)
                u.deleted += len(ids) + len(rewrite)
                if behind is not None:
                    behind.update(dict.fromkeys(ids + rewrite))
        return removed

    def _document(self, u: _UserIndex, doc: LexicalDoc) -> tantivy.Document:
        return self._document_of(doc, *self._neighbours(u, doc))

    @staticmethod
    def _document_of(doc: LexicalDoc, prev: LexicalDoc | None, nxt: LexicalDoc | None) -> tantivy.Document:
        own, before, after, date = REPEATS
        parts = [doc.text] * own
        if prev is not None:
            parts += [prev.text] * before
        if nxt is not None:
            parts += [nxt.text] * after
        if doc.date:
            parts += [doc.date] * date
        return tantivy.Document(node_id=doc.node_id, scope=doc.scope, body="\n".join(parts))

    def _rewrite(self, u: _UserIndex, index: tantivy.Index, delete: Iterable[str], add: Iterable[str]) -> None:
        """One commit: the documents of ``delete`` out of ``index``, those of ``add`` (still live) in."""
        writer = index.writer(heap_size=15_000_000, num_threads=1)
        for node_id in delete:
            writer.delete_documents_by_term("node_id", node_id)
        for node_id in add:
            if node_id in u.docs:
                writer.add_document(self._document(u, u.docs[node_id]))
        writer.commit()
        writer.wait_merging_threads()
        index.reload()

    def _rebuild_due(self, user_id: str, u: _UserIndex, deleting: int) -> bool:
        """When ``deleting`` more documents take the user past 1% deleted: a small user's index is
        left to the next search to rebuild (True: make no commit); a large one's is rebuilt behind
        searches, and kept up to date meanwhile (False, as when no rebuild is due)."""
        if u.changed is not None:  # a rebuild behind is running: it replays what changes meanwhile
            return False
        if u.deleted + deleting <= len(u.docs) // 100:
            return False
        if len(u.docs) <= REBUILD_BEHIND_DOCS:
            u.stale = True
            return True
        u.changed = {}
        docs, sessions = dict(u.docs), {k: list(v) for k, v in u.sessions.items()}
        threading.Thread(target=self._rebuild_behind, args=(user_id, u, docs, sessions),
                         name="prme-lexical-rebuild", daemon=True).start()
        return False

    def _rebuild_behind(self, user_id: str, u: _UserIndex, docs: dict, sessions: dict) -> None:
        """On its own thread: a fresh index of the documents as they were when it began, then,
        under the lock, the documents changed since rewritten in it, and swapped in."""
        try:
            index = self._fresh_index(docs, sessions)
            with self._lock:
                changed, u.changed = u.changed or {}, None
                if self._users.get(user_id) is not u or u.stale:
                    return  # replaced meanwhile (a build from the pack), or rebuilt at a search
                rewritten = [i for i in changed if i in docs]
                if changed:
                    self._rewrite(u, index, rewritten, changed)
                u.index, u.indexed, u.deleted = index, set(u.docs), len(rewritten)
        except Exception as exc:  # noqa: BLE001 - the next search rebuilds it instead
            log.warning("rebuilding a lexical index behind searches failed: %s", type(exc).__name__)
            with self._lock:
                u.changed, u.stale = None, True

    def _rebuild(self, u: _UserIndex) -> None:
        u.index = self._fresh_index(u.docs, u.sessions)
        u.indexed = set(u.docs)
        u.deleted = 0
        u.stale = False

    def _fresh_index(self, docs: dict[str, LexicalDoc], sessions: dict[str, list[tuple]]) -> tantivy.Index:
        # Neighbours in one pass per session (a scan per document would be quadratic in long sessions).
        around: dict[str, tuple] = {}
        for seq in sessions.values():
            for i, (_, nid) in enumerate(seq):
                prev = docs[seq[i - 1][1]] if i > 0 else None
                nxt = docs[seq[i + 1][1]] if i + 1 < len(seq) else None
                around[nid] = (prev, nxt)
        index = tantivy.Index(self._schema)
        # Reloaded by hand after each commit: a reader reloading on commit by itself takes the
        # index's meta lock at the same moments, and the loser waits out tantivy's 100 ms retry.
        index.config_reader(reload_policy="Manual")
        # One writer thread and one commit: one segment, documents in node-id order.
        # Two writer threads: several segments, but BM25 statistics are index-wide, so scores
        # do not depend on the layout, and search breaks ties by node id.
        writer = index.writer(heap_size=100_000_000, num_threads=2 if len(docs) > 20_000 else 1)
        for node_id in sorted(docs):
            writer.add_document(self._document_of(docs[node_id], *around.get(node_id, (None, None))))
        writer.commit()
        writer.wait_merging_threads()
        index.reload()
        return index

    def build(self, docs: Iterable[LexicalDoc]) -> None:
        """Replace everything with ``docs`` and build every user's index now."""
        self.begin_build()
        self.finish_build(docs)

    def begin_build(self) -> None:
        """From now until finish_build(), searches wait and writes are queued."""
        with self._lock:
            self._build.begin()

    def finish_build(self, docs: Iterable[LexicalDoc]) -> None:
        """Build from ``docs`` (off the lock), swap it in, then replay the queued writes."""
        try:
            fresh = LexicalIndex()
            fresh._schema = self._schema
            fresh.add(docs)
            for u in fresh._users.values():
                fresh._rebuild(u)
        except BaseException as exc:
            self.fail_build(exc)
            raise
        with self._lock:
            self._users = fresh._users
            self._build.finish()

    def fail_build(self, exc: BaseException) -> None:
        with self._lock:
            self._build.fail(exc)

    def wait_ready(self, timeout: float | None = None) -> bool:
        return self._build.wait_done(timeout)

    @property
    def ready(self) -> bool:
        return self._build.done

    # --- search ---------------------------------------------------------------------

    def search(
        self, query: str, *, user_id: str, k: int, scopes: set[str] | None = None
    ) -> list[tuple[str, float]]:
        """Up to ``k`` (node_id, BM25 score) pairs of ``user_id``, best first."""
        terms = query_terms(query)
        if not terms or k <= 0:
            return []
        self._build.wait_ok()
        with self._lock:
            u = self._users.get(user_id)
            if u is None or not u.docs:
                return []
            if u.stale or u.index is None:
                self._rebuild(u)
            index = u.index
            assert index is not None, "_rebuild sets the user's index"
        parsed = index.parse_query(" ".join(terms), ["body"])
        if scopes is not None:
            scope_q = tantivy.Query.term_set_query(self._schema, "scope", sorted(scopes))
            parsed = tantivy.Query.boolean_query([(tantivy.Occur.Must, parsed), (tantivy.Occur.Must, scope_q)])
        searcher = index.searcher()
        # A few extra hits, so ties at the cut are settled by node id, not segment order.
        hits = searcher.search(parsed, k + 16).hits
        out = [(searcher.doc(addr)["node_id"][0], float(score)) for score, addr in hits]
        out.sort(key=lambda p: (-p[1], p[0]))
        return out[:k]

    def clear(self) -> None:
        with self._lock:
            self._users.clear()


def build_doc(
    *, node_id: str, user_id: str, session_id: str | None, scope: str, content: str,
    speaker: str | None, when: datetime | None, created_at: datetime,
) -> LexicalDoc:
    text = content
    if speaker and not content.startswith(f"{speaker}:"):
        text = f"{speaker}: {content}"
    anchor = when or created_at
    return LexicalDoc(
        node_id=str(node_id), user_id=user_id, session_id=session_id, scope=scope, text=text,
        date=date_words(anchor), order=(anchor.timestamp(), created_at.timestamp(), str(node_id)),
        speaker=speaker,
    )
