"""Errors as a person sees them: ``ServiceError`` for a request the app cannot carry out, and
``user_message`` for one line about any error (never a traceback, a key or memory content)."""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from engine import PRMEError


class ServiceError(Exception):
    """A request the app cannot carry out; the message is shown to the user as is."""


def user_message(exc: BaseException) -> str:
    """One line a person can act on; never a traceback, a key or memory content.

    Our own errors are written to be shown. Pydantic and DuckDB quote the values they
    reject (a memory's text, a row's key), so only where and what kind of error is kept;
    any other unexpected error shows its type and where it happened, nothing of its text.
    """
    if isinstance(exc, ValidationError):
        problems = "; ".join(
            f"{'.'.join(str(part) for part in error['loc']) or 'input'}: {error['type'].replace('_', ' ')}"
            for error in exc.errors(include_input=False, include_url=False)[:3]
        )
        return f"invalid input ({problems})"
    if type(exc).__module__.split(".")[0] in ("duckdb", "_duckdb"):
        return f"the pack could not carry out the request ({type(exc).__name__}{_where(exc)})"
    if isinstance(exc, (ServiceError, PRMEError, ValueError, LookupError, OSError)):
        text = " ".join(str(exc).split()) or type(exc).__name__
        return text[:400]
    return f"unexpected {type(exc).__name__}{_where(exc)}; the details stay out of this message"


def _where(exc: BaseException) -> str:
    """`` at file.py:123``: the innermost frame of a traceback, without its locals."""
    tb = exc.__traceback__
    if tb is None:
        return ""
    while tb.tb_next is not None:
        tb = tb.tb_next
    return f" at {Path(tb.tb_frame.f_code.co_filename).name}:{tb.tb_lineno}"
