"""A correction that names what it corrects ("I meant John, not Jon", "it's a meniscus tear,
not tendinitis", "the wifi password is bluefish24, not bluefish42"), and a value said to have
ended ("The Brompton was stolen", "Dr Osei retired"): each replaces the earlier statement that
names the value.

The slot parser settles a correction of a slot it reads ("dinner is at 8, not 7" replaces
"dinner is at 7"). Many corrections name no attribute, and what they correct may hold no slot
("The doctor thinks my knee pain is tendinitis"); compared by meaning alone, such a pair was put
to a person, who was then asked whether the correction they had just made was right. A
statement that says a value was wrong names the earlier statement it corrects by that value, so
it replaces it, as a clear update does (DESIGN.md, current truth rule 2): the most recent earlier
statement of the same speaker that names the denied value and is about the same thing.

A value said to have ended is read by the slot parser (a value no longer held, whatever attribute
held it); its slots replace the statements whose slots hold it, and here the statements that name
it without a slot ("commute on a Brompton, folds under my desk"), when they are wholly about it
and tell no event (see ``find``).

What counts as a denial is narrow, as a wrong supersession hides a true fact: the value set
against another at the end of a sentence (", not X.") or before it ("isn't X, it's Y", "not X
but Y"), and only in a sentence that corrects: one with a word of correction ("I meant",
"actually", "sorry", "correction"), or one that says what something is ("it's Y, not X", "the
wifi password is Y, not X"). "I went to Lisbon, not Porto" tells where the speaker went, not
that "I live in Porto" was wrong. A sentence that says what a named thing is ("The meeting is in
Lisbon, not Porto") corrects only a statement about that thing (its words are in it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Callable, Collection, Sequence

from engine.current_truth.fallback import Contest, Waiting, named_values, tells_an_event
from engine.current_truth.slots import _normal, is_history, read_value, same_value, sentences
from engine.lexical_index import STOPWORDS, stems
from engine.models import MemoryNode
from engine.types import LifecycleState

# The denied value: one to four words, a name, a number or a plain word ("tendinitis").
_VALUE = r"(?P<x>[\w'.&+@-]+(?:\s+[\w'.&+@-]+){0,3}?)"
_ARTICLE = r"(?:(?:the|a|an|my|our)\s+)?"
_ENDS = r"\s*(?:[.!?)]|$)"
# "..., not X." / "... - not X!" ends the sentence with the value that was wrong.
_APPOSITIVE = re.compile(rf"(?:,|;|\s[-—–])\s*(?:and\s+)?not\s+{_ARTICLE}{_VALUE}{_ENDS}", re.I)
# "not X but Y", "isn't X, it's Y": the wrong value first.
_NOT_BUT = re.compile(rf"\bnot\s+{_ARTICLE}{_VALUE}\s*,?\s+but\s+\w", re.I)
_ISNT = re.compile(
    rf"\b(?:isn't|is\s+not|wasn't|was\s+not|aren't|are\s+not|it's\s+not|that's\s+not)\s+{_ARTICLE}{_VALUE}"
    r"\s*[,;—–-]+\s*(?:it's|it\s+is|it\s+was|they're|that's|he's|she's|rather)\b", re.I)
# Words that say the speaker corrects what they said (the slot parser's, without its value set
# against another: that is what is read here).
_CORRECTING = re.compile(
    r"\b(?:correction|corrected|I\s+meant(?!\s+to\b)|misremembered|misspoke|mis-?typed|misheard|typo|"
    r"my\s+(?:mistake|bad)|I\s+was\s+wrong|got\s+(?:it|that|this)\s+wrong|scratch\s+that|actually|sorry|oops)\b", re.I)
# A sentence that says what something is: "it's ...", "X is ...", "X are ...".
_COPULA = re.compile(r"\b(?:is|are|was|were|it's|that's|'s)\b", re.I)
# Words that deny a degree or a manner, not a value ("fine, not great", "not exactly"), beyond the
# stopwords (a value opens with a word of its own: see ``_value``).
_NOT_A_VALUE = frozenset(
    "really quite much yet sure exactly always ever anymore everyone everything great good bad fine ideal perfect "
    "ok okay us".split())


@dataclass(frozen=True)
class Denial:
    value: str  # the value said to be wrong (or to have ended), as written
    about: frozenset[str] = frozenset()  # the stemmed words of what the sentence says it of ("wifi password"); empty for "it"
    ended: bool = False  # said to have ended ("The Brompton was stolen"), not to have been wrong


def denials(text: str) -> list[Denial]:
    """The values ``text`` says were wrong, in sentences that correct (see the module docstring)."""
    found = []
    for sentence in sentences(text):
        if sentence.rstrip().endswith("?"):
            continue
        for m in (*_APPOSITIVE.finditer(sentence), *_NOT_BUT.finditer(sentence), *_ISNT.finditer(sentence)):
            value = _value(m.group("x"))
            if value is None:
                continue
            said = sentence[:m.start()]
            if _CORRECTING.search(sentence):
                about: frozenset[str] = frozenset()
            elif (copula := _last(_COPULA, said)) is not None or m.re is _ISNT:
                about = _subject_words(said[:copula.start()] if copula is not None else "")
            else:
                continue  # "I went to Lisbon, not Porto": no correction
            found.append(Denial(value, about))
    return found


def corrected(denial: Denial, earlier: str) -> bool:
    """Whether ``earlier`` states the value ``denial`` says was wrong, of what it says it of."""
    plain = _normal(earlier)
    if not re.search(rf"(?<![\w'-]){re.escape(denial.value)}(?![\w'-])", plain, re.I):
        return False
    return denial.about <= stems(plain)


def _value(raw: str) -> str | None:
    value = raw.strip(" .,'-")
    words = value.casefold().split()
    # A value opens with a word of its own: "isn't for sale, it's from my collection" denies a
    # property, not a value said before (LoCoMo's one denial in 2,760 turns).
    if not words or words[0] in _NOT_A_VALUE or words[0] in STOPWORDS:
        return None
    return value


def _names_others(text: str, value: str) -> bool:
    """Whether ``text`` names something besides ``value`` (names, not numbers)."""
    ended = read_value(value)[0]
    return any(not same_value(read_value(name)[0], ended) for name in named_values(text))


def _last(rx: re.Pattern, text: str) -> re.Match | None:
    found = None
    for found in rx.finditer(text):
        pass
    return found


def _subject_words(subject: str) -> frozenset[str]:
    """What a sentence says the value is of: the words before its verb, pronouns ("it's") and a
    label's frame ("MRI result: it's ...") left out."""
    words = re.findall(r"[\w-]+", subject.rsplit(":", 1)[-1])
    content = [w for w in words if w.casefold() not in STOPWORDS]
    return stems(" ".join(content)) if content else frozenset()


def named_in(denials_: Sequence[Denial], earlier: str) -> Denial | None:
    """The first of ``denials_`` that ``earlier`` states, or None."""
    return next((d for d in denials_ if corrected(d, earlier)), None)


# A correction and what it corrects are about one thing: the earlier statement must be at least
# this close (MiniLM cosine: stored vectors, or as said for a conversation's turns), as
# decision.SIMILAR asks of a slot's contest.
SIMILAR = 0.30


def find(
    node: MemoryNode, text: str, earlier: Sequence[MemoryNode], same_speaker: Callable[[MemoryNode], bool],
    similarity: Callable[[list[str]], dict[str, float]], stated_at: Callable[[MemoryNode], datetime],
    statement: Callable[[MemoryNode], str], as_said: Callable[[list[str]], list[float]],
    contested: Collection[str] = (), ended: Sequence[str] = (),
    wholly_about: Callable[[MemoryNode, str], bool] = lambda old, value: True,
) -> Contest | Waiting | None:
    """The earlier statement ``text`` corrects, to be replaced by it; Waiting when a person is
    deciding that statement already; None when it corrects nothing. ``earlier``: the speaker's
    recent current memories, newest first (fallback.recent_memories); ``as_said``: the cosine of
    this statement to others as said (a turn's stored vectors open with its speaker's name, which
    alone makes two turns of one speaker read 0.41 alike on LoCoMo); ``ended``: values the slot
    parser read the statement to say have ended ("The Brompton was stolen", "Dr Park retired"),
    which replace the statements that name them as a correction does, where no slot of theirs
    held the value (the slots settle that): "commute on a Brompton, folds under my desk" holds no
    longer. An earlier statement that tells an event or history ("Had a checkup with Dr Park last
    week") is not what an ending replaces: it stays true of its time; nor one that says more
    (``wholly_about(old, value)`` is False) or names other things beside it ("I own 3 guitars: a
    Strat, a Tele and an old acoustic" after "Sold the Tele"), which is compared by meaning as any
    other."""
    said = [*denials(text), *(Denial(value, ended=True) for value in ended)]
    if not said:
        return None
    when = stated_at(node)

    def replaced(old: MemoryNode) -> Denial | None:
        """What of ``said`` replaces ``old``, or None (the cheap tests first)."""
        if stated_at(old) > when or "claim" in (old.metadata or {}):
            return None
        said_then = statement(old)
        found = named_in(said, said_then)
        if found is None or not same_speaker(old):
            return None
        if found.ended and (is_history(said_then) or tells_an_event(said_then, stated_at(old))
                            or _names_others(said_then, found.value) or not wholly_about(old, found.value)):
            return None
        return found

    naming = [(n, d) for n in earlier if (d := replaced(n))]
    if not naming:
        return None
    if node.speaker:
        scores = dict(zip((str(n.id) for n, _ in naming), as_said([statement(n) for n, _ in naming])))
    else:
        scores = similarity([str(n.id) for n, _ in naming])
    for old, denial in naming:  # the most recent first: a correction follows what it corrects
        score = scores.get(str(old.id), 0.0)
        if score < SIMILAR:
            continue
        if old.lifecycle_state is LifecycleState.CONTESTED or str(old.id) in contested:
            return Waiting(old)
        why = f"what names '{denial.value}' no longer holds" if denial.ended else f"a correction: '{denial.value}' was wrong"
        return Contest(old, score, why=why, retires=denial.value)
    return None
