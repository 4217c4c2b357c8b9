"""Error messages the app and its notifications show never carry memory content."""

from __future__ import annotations

import duckdb
import pytest

from engine import MemoryNode
from workspace_app.errors import ServiceError, user_message

SECRET = "My gym is Holmes Place."


def raised(call) -> BaseException:
    with pytest.raises(Exception) as info:
        call()
    return info.value


def test_a_rejected_model_names_the_field_but_not_the_text():
    exc = raised(lambda: MemoryNode(content=SECRET, user_id=SECRET, confidence=SECRET))
    assert SECRET in str(exc)  # pydantic quotes the input...
    message = user_message(exc)
    assert SECRET not in message and "confidence" in message  # ...the app does not


def test_a_storage_error_shows_its_kind_and_place_but_not_the_row():
    db = duckdb.connect()
    db.execute("CREATE TABLE t (k VARCHAR PRIMARY KEY)")
    db.execute("INSERT INTO t VALUES (?)", [SECRET])
    exc = raised(lambda: db.execute("INSERT INTO t VALUES (?)", [SECRET]))
    assert SECRET in str(exc)
    message = user_message(exc)
    assert SECRET not in message and "ConstraintException" in message


def test_an_unexpected_error_shows_its_type_and_place_only():
    def crash() -> None:
        raise RuntimeError(f"The row key content={SECRET!r} already exists")

    message = user_message(raised(crash))
    assert SECRET not in message
    assert message.startswith("unexpected RuntimeError at test_current_truth_messages.py:")


def test_our_own_errors_are_shown_as_written():
    assert user_message(ServiceError("node 1234abcd was not found")) == "node 1234abcd was not found"
