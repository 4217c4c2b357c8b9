"""Typed errors, in one place. Messages say what to do and never carry a key."""

from __future__ import annotations


class PRMEError(Exception):
    """Base class of every error the engine raises on purpose."""


class ConfigurationError(PRMEError):
    """The configuration cannot work (missing model file, unknown provider, ...)."""


class EncryptionError(PRMEError):
    """A pack cannot be opened with the key given (missing, wrong, or not encrypted)."""


class PackInUseError(PRMEError):
    """Another process or engine holds the pack open."""

    def __init__(self, message: str, *, holder_pid: int | None = None) -> None:
        super().__init__(message)
        self.holder_pid = holder_pid


class PackFormatError(PRMEError):
    """The file is not a pack this engine can read (newer format, not DuckDB, ...)."""


class EmbeddingModelMismatchError(PRMEError):
    """The pack's vectors were built with another embedding model than the configured one."""


class MaterializationError(PRMEError):
    """The source event is stored, but building its node or indexes failed.

    ``process_pending()`` repairs it; ``event_id`` names the accepted event.
    """

    def __init__(self, message: str, *, event_id: str) -> None:
        super().__init__(message)
        self.event_id = event_id


class ExtractionError(PRMEError):
    """Extraction of an ingested event failed; the event itself is stored."""

    def __init__(self, message: str, *, event_id: str, reason_code: str | None = None) -> None:
        super().__init__(message)
        self.event_id = event_id
        self.reason_code = reason_code


class UpdateJudgeError(PRMEError):
    """The LLM asked about updates failed or answered out of form (``reason_code`` as for
    extraction). What the run judged before stays judged; the next run asks about the rest."""

    def __init__(self, message: str, *, reason_code: str) -> None:
        super().__init__(message)
        self.reason_code = reason_code


class ConflictError(PRMEError, ValueError):
    """A request id was reused with different inputs."""


class NotFoundError(PRMEError, LookupError):
    """No such record for this user (foreign records are reported the same way)."""


class EngineClosedError(PRMEError, RuntimeError):
    """The engine was closed; open it again to continue."""


class WorkspaceError(PRMEError):
    """A workspace or namespace request that cannot be done as asked."""


class NamespaceNotFoundError(WorkspaceError, LookupError):
    """No namespace of that name in this workspace."""


class NamespaceLockedError(WorkspaceError):
    """The namespace is locked: unlock it with its passphrase first."""


class MaintenanceError(PRMEError):
    """A maintenance request that cannot be done as asked (the pack is left as it was)."""


class ExportFormatError(PRMEError, ValueError):
    """The file is not a prme export this engine can read (names the line)."""


class ImportTargetError(PRMEError):
    """The pack cannot take an import (it already holds memories)."""


class NotSupersededError(PRMEError, ValueError):
    """The memory is not superseded (never was, or no longer), so there is no supersession to reverse."""


class IntegrityError(PRMEError):
    """The pack's tamper evidence does not verify, or its integrity record is missing."""


class InputTooLargeError(PRMEError, ValueError):
    """An input is larger (or nested deeper) than the engine accepts; nothing was stored."""


class AmbiguousIdError(PRMEError, LookupError):
    """An id prefix names more than one record. ``matches`` lists them (``IdMatch``: id,
    kind, type, state and first words, for the caller to show its user); the message
    itself carries short ids, types and states only, never memory text."""

    def __init__(self, message: str, matches: list) -> None:
        super().__init__(message)
        self.matches = matches
