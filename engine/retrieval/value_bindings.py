"""Typed value bindings: an exact presentation form and the lookup form a tool needs.

A binding is admitted only when its presentation occurs byte-for-byte in both the
immutable source and the text indexed for retrieval; it is stored in event and
node metadata under ``prme_value_bindings_v1``. After packing, only bindings whose
presentation survived into the rendered context are visible, and
``resolve_tool_arguments`` replaces only complete string values equal to a
visible presentation. Nothing is inferred: no substring, fuzzy or case-folded
match, ever.
"""

from __future__ import annotations

import copy
import json
import math
from typing import Any, Iterable, Literal, Sequence

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from engine.types import VALUE_BINDINGS_KEY

MAX_BINDINGS = 64
MAX_VALUE_CHARS = 4096


class MemoryValueBinding(BaseModel):
    """One exact presentation form and the caller-supplied lookup form for it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    reference: str
    kind: str
    presentation: str
    lookup: str

    @field_validator("reference", "kind", "presentation", "lookup")
    @classmethod
    def _non_empty(cls, value: str, info) -> str:
        if not value or not value.strip():
            raise ValueError(f"{info.field_name} must not be empty")
        if len(value) > MAX_VALUE_CHARS:
            raise ValueError(f"{info.field_name} is longer than {MAX_VALUE_CHARS} characters")
        return value


def _as_binding(item: Any, index: int) -> MemoryValueBinding:
    if isinstance(item, MemoryValueBinding):
        return item
    if isinstance(item, dict):
        try:
            return MemoryValueBinding.model_validate(item)
        except ValidationError as exc:
            problem = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
            raise ValueError(f"value_bindings[{index}]: {problem}") from None
    raise ValueError(f"value_bindings[{index}]: must be a MemoryValueBinding or a dict, not {type(item).__name__}")


def admit_bindings(bindings: Sequence[Any], content: str, retrieval_content: str | None) -> list[dict]:
    """Check bindings against the source and the retrieval text; the dicts to store.

    Raises ValueError naming ``value_bindings`` when any binding cannot be admitted.
    """
    if isinstance(bindings, (str, bytes, dict)) or not isinstance(bindings, Iterable):
        raise ValueError("value_bindings: must be a list of MemoryValueBinding")
    items = [_as_binding(b, i) for i, b in enumerate(bindings)]
    if len(items) > MAX_BINDINGS:
        raise ValueError(f"value_bindings: at most {MAX_BINDINGS} bindings per memory")
    indexed = content if retrieval_content is None else retrieval_content
    source_bytes = content.encode("utf-8")
    indexed_bytes = indexed.encode("utf-8")
    seen: dict[str, MemoryValueBinding] = {}
    out: list[dict] = []
    for i, b in enumerate(items):
        needle = b.presentation.encode("utf-8")
        if needle not in source_bytes:
            raise ValueError(
                f"value_bindings[{i}]: presentation {b.presentation!r} does not occur exactly in the content"
            )
        if needle not in indexed_bytes:
            raise ValueError(
                f"value_bindings[{i}]: presentation {b.presentation!r} does not occur exactly in retrieval_content"
            )
        earlier = seen.get(b.reference)
        if earlier is not None:
            if earlier != b:
                raise ValueError(f"value_bindings[{i}]: reference {b.reference!r} is used twice with different values")
            continue
        seen[b.reference] = b
        out.append(b.model_dump())
    return out


def bindings_of(metadata: dict | None) -> list[MemoryValueBinding]:
    """The admitted bindings stored in a node's metadata (malformed entries are ignored)."""
    raw = (metadata or {}).get(VALUE_BINDINGS_KEY) or []
    out = []
    for item in raw if isinstance(raw, list) else []:
        try:
            out.append(MemoryValueBinding.model_validate(item))
        except ValidationError:
            continue
    return out


class VisibleValueBinding(BaseModel):
    """A binding whose presentation is in the rendered context, with its source nodes."""

    model_config = ConfigDict(frozen=True)

    reference: str
    kind: str
    presentation: str
    lookup: str
    node_ids: tuple[str, ...]


class BindingUse(BaseModel):
    model_config = ConfigDict(frozen=True)

    path: str                      # JSON pointer into the arguments
    operation: Literal["replaced", "already_lookup"]
    value: str                     # the argument's original value
    resolved: str                  # the value after resolution
    presentation: str
    lookup: str
    kind: str
    references: tuple[str, ...]
    node_ids: tuple[str, ...]


class ToolArgumentResolution(BaseModel):
    arguments: dict[str, Any]
    binding_uses: list[BindingUse] = Field(default_factory=list)

    @property
    def replacements(self) -> list[BindingUse]:
        return [u for u in self.binding_uses if u.operation == "replaced"]


def merge_visible(pairs: Iterable[tuple[str, MemoryValueBinding]]) -> list[VisibleValueBinding]:
    """(node_id, binding) pairs -> one visible binding per distinct binding, nodes merged."""
    merged: dict[tuple, list[str]] = {}
    for node_id, b in pairs:
        key = (b.reference, b.kind, b.presentation, b.lookup)
        nodes = merged.setdefault(key, [])
        if node_id not in nodes:
            nodes.append(node_id)
    return [
        VisibleValueBinding(reference=r, kind=k, presentation=p, lookup=l, node_ids=tuple(n))
        for (r, k, p, l), n in merged.items()
    ]


def _pointer(parts: list[str | int]) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def _check_json(value: Any, path: list) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            if not isinstance(k, str):
                raise ValueError(f"arguments{_pointer(path)}: object keys must be strings")
            _check_json(v, path + [k])
    elif isinstance(value, list):
        for i, v in enumerate(value):
            _check_json(v, path + [i])
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"arguments{_pointer(path)}: must be a finite number")
    elif value is None or isinstance(value, (str, int, bool)):
        return
    else:
        raise ValueError(f"arguments{_pointer(path)}: {type(value).__name__} is not a JSON value")


def resolve_tool_arguments(
    arguments: dict[str, Any], visible: Sequence[VisibleValueBinding]
) -> ToolArgumentResolution:
    """Copy ``arguments`` and replace complete strings equal to a visible presentation.

    A presentation bound to two different lookups is a conflict and raises
    ValueError rather than choosing one. A value equal to an unambiguous visible
    lookup is reported as ``already_lookup`` and left as it is; an ambiguous
    reverse form is left out.
    """
    if not isinstance(arguments, dict):
        raise ValueError("arguments: must be a JSON object (dict)")
    _check_json(arguments, [])
    try:
        json.dumps(arguments, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"arguments: not finite JSON ({exc})") from None
    by_presentation: dict[str, list[VisibleValueBinding]] = {}
    by_lookup: dict[str, list[VisibleValueBinding]] = {}
    for b in visible:
        by_presentation.setdefault(b.presentation, []).append(b)
        by_lookup.setdefault(b.lookup, []).append(b)

    uses: list[BindingUse] = []

    def use(path, op, value, resolved, group: list[VisibleValueBinding]) -> BindingUse:
        nodes: list[str] = []
        for b in group:
            nodes += [n for n in b.node_ids if n not in nodes]
        return BindingUse(
            path=_pointer(path), operation=op, value=value, resolved=resolved, presentation=group[0].presentation,
            lookup=group[0].lookup, kind=group[0].kind,
            references=tuple(sorted({b.reference for b in group})), node_ids=tuple(nodes),
        )

    def walk(value: Any, path: list) -> Any:
        if isinstance(value, dict):
            return {k: walk(v, path + [k]) for k, v in value.items()}
        if isinstance(value, list):
            return [walk(v, path + [i]) for i, v in enumerate(value)]
        if not isinstance(value, str):
            return value
        group = by_presentation.get(value)
        if group:
            lookups = {b.lookup for b in group}
            if len(lookups) > 1:
                raise ValueError(
                    f"arguments{_pointer(path)}: the visible presentation {value!r} maps to several lookup "
                    f"forms ({', '.join(sorted(repr(x) for x in lookups))}); refusing to choose one"
                )
            lookup = group[0].lookup
            op = "replaced" if lookup != value else "already_lookup"
            uses.append(use(path, op, value, lookup, group))
            return lookup
        reverse = by_lookup.get(value)
        if reverse and len({b.presentation for b in reverse}) == 1:
            uses.append(use(path, "already_lookup", value, value, reverse))
        return value

    resolved = walk(copy.deepcopy(arguments), [])
    return ToolArgumentResolution(arguments=resolved, binding_uses=uses)


def render_value_bindings(visible: Sequence[VisibleValueBinding]) -> str:
    """A plain block naming each visible binding by kind, reference and exact presentation.

    Lookup forms are left out on purpose: they are for tools, not for the model.
    """
    if not visible:
        return ""
    lines = ["## Value bindings (use these exact values in tool arguments)"]
    for b in visible:
        lines.append(f"- {b.kind} [{b.reference}]: {json.dumps(b.presentation, ensure_ascii=False)}")
    return "\n".join(lines)
