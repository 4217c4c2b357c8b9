"""Views: a result cut down, where it is made, to what a client uses.

An agent's ``memory_retrieve`` needs the rendered context, the visible value bindings
and the ranked ids with their contested flags, not the whole ``RetrievalResponse``
(every candidate with its node, trace and metadata). A client asks the host for a
view by name (``Request.view``); the host runs the engine call, cuts the result down
and sends only that. In-process the same function cuts down the engine's own result,
so both ways give the same answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable
from uuid import UUID

from engine import LifecycleState, RetrievalResponse, VisibleValueBinding
from pydantic import BaseModel, Field, TypeAdapter


class ContextMemory(BaseModel):
    node_id: UUID
    contested: bool = Field(description="true when the person has an open contradiction on this memory")
    contradicts_id: str | None = Field(default=None, description="the memory it is contested with")


class RetrievedContext(BaseModel):
    context: str = Field(description="the packed context, exactly as the engine renders it for a model")
    value_bindings: list[VisibleValueBinding] = Field(
        description="exact presentation forms visible in the context and the lookup form a tool needs"
    )
    results: list[ContextMemory] = Field(description="ranked results, best first")


def retrieved_context(response: RetrievalResponse) -> RetrievedContext:
    """What ``memory_retrieve`` answers: ``bundle.render()``, its value bindings, the ranked ids."""
    bundle = response.bundle
    return RetrievedContext(
        context=bundle.render(),
        value_bindings=bundle.value_bindings(),
        results=[
            ContextMemory(node_id=r.node.id,
                          contested=r.conflict_flag or r.node.lifecycle_state is LifecycleState.CONTESTED,
                          contradicts_id=r.contradicts_id)
            for r in response.results
        ],
    )


@dataclass(frozen=True)
class View:
    method: str  # the engine call it cuts down
    cut: Callable[[Any], BaseModel]
    adapter: TypeAdapter


VIEWS: dict[str, View] = {
    "context": View("retrieve", retrieved_context, TypeAdapter(RetrievedContext)),
}


def view_of(name: str, method: str) -> View:
    view = VIEWS.get(name)
    if view is None or view.method != method:
        raise ValueError(f"the host has no view {name!r} of {method}()")
    return view
