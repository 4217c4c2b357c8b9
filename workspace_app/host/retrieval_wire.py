"""A RetrievalResponse on the wire with each candidate once.

In the engine's answer the same ``RetrievalCandidate`` objects are the ranked
``results``, the bundle's ``entries`` and its ``sections`` (and each result's trace is
also in ``score_traces``), so plain JSON repeats every packed memory three times. Here
every distinct candidate object travels once, the places that hold it travel as
indexes, and ``decode`` puts the same object back in each place: the client gets a
response equal to the host's, with the host's sharing (changing a result changes the
bundle entry that is the same candidate, as in-process).
"""

from __future__ import annotations

from engine import PackedEntry, RepresentationLevel, RetrievalCandidate, RetrievalResponse, ScoreTrace
from pydantic import BaseModel, TypeAdapter


class RetrievalWire(BaseModel):
    candidates: list[RetrievalCandidate]  # each distinct candidate object once, in first-seen order
    results: list[int]
    cross_scope_hints: list[int]
    score_traces: list[ScoreTrace] | None  # None: exactly the results' own traces, in order (the engine's case)
    entries: list[tuple[str, str, RepresentationLevel, int]]  # ref, section, representation, candidate
    sections: dict[str, list[int]]
    response: RetrievalResponse  # everything else; its candidate lists travel above


_WIRE = TypeAdapter(RetrievalWire)  # dump_json gives bytes, with no str in between


def encode(response: RetrievalResponse) -> bytes:
    index: dict[int, int] = {}
    candidates: list[RetrievalCandidate] = []

    def ref(candidate: RetrievalCandidate) -> int:
        at = index.get(id(candidate))
        if at is None:
            at = index[id(candidate)] = len(candidates)
            candidates.append(candidate)
        return at

    bundle = response.bundle
    results = [ref(c) for c in response.results]
    own_traces = len(response.score_traces) == len(response.results) and all(
        t is c.trace for t, c in zip(response.score_traces, response.results))
    wire = RetrievalWire.model_construct(
        results=results,
        cross_scope_hints=[ref(c) for c in response.cross_scope_hints],
        entries=[(e.ref, e.section, e.representation, ref(e.candidate)) for e in bundle.entries],
        sections={name: [ref(c) for c in members] for name, members in bundle.sections.items()},
        score_traces=None if own_traces else response.score_traces,
        candidates=candidates,
        # Shallow copies without the lists sent above (the objects inside are not copied).
        response=response.model_copy(update={
            "results": [], "cross_scope_hints": [], "score_traces": [],
            "bundle": bundle.model_copy(update={"entries": [], "sections": {}}),
        }),
    )
    return _WIRE.dump_json(wire)


def decode(data: bytes | str) -> RetrievalResponse:
    wire = _WIRE.validate_json(data)
    candidates = wire.candidates
    response = wire.response
    response.results = [candidates[i] for i in wire.results]
    response.cross_scope_hints = [candidates[i] for i in wire.cross_scope_hints]
    response.score_traces = (wire.score_traces if wire.score_traces is not None
                             else [c.trace for c in response.results])  # type: ignore[misc]
    bundle = response.bundle
    bundle.entries = [PackedEntry.model_construct(ref=ref, section=section, representation=level,
                                                  candidate=candidates[i])
                      for ref, section, level, i in wire.entries]
    bundle.sections = {name: [candidates[i] for i in members] for name, members in wire.sections.items()}
    return response
