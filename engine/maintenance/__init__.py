"""Keeping a pack healthy: doctor, rebuild, compact and rekey.

* :mod:`~engine.maintenance.operations`: ``doctor()`` and ``rebuild()`` on an OPEN
  pack, as MemoryEngine methods.
* :mod:`~engine.maintenance.doctor`: what doctor checks and how it words each finding,
  including what can be seen of a closed pack file.
* :mod:`~engine.maintenance.pack_copy`: ``compact_pack`` / ``rekey_pack`` copy a
  CLOSED pack file and swap the copy in with one rename.
* :mod:`~engine.maintenance.namespaces`: the same for a workspace namespace, which is
  locked for the copy and unlocked again when it was open.

Every long call takes ``progress(stage, done, total)`` (``total`` None when
unknown). It is called from whichever thread does the work (for engine methods,
the engine's worker threads), so a UI hands it to its own thread.
"""

from engine.maintenance.doctor import DoctorReport, Finding, closed_pack_findings
from engine.maintenance.namespaces import compact_namespace, rekey_namespace
from engine.maintenance.operations import MaintenanceOperations, RebuildResult
from engine.maintenance.pack_copy import CopyResult, compact_pack, rekey_pack

__all__ = [
    "CopyResult",
    "DoctorReport",
    "Finding",
    "MaintenanceOperations",
    "RebuildResult",
    "closed_pack_findings",
    "compact_namespace",
    "compact_pack",
    "rekey_namespace",
    "rekey_pack",
]
