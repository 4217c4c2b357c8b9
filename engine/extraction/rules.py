"""The offline extractor: deterministic rules, no model, no network.

It reads a message sentence by sentence and finds

* named entities (people, places, organisations, products) with normalized names,
  typed from word lists and from their context ("works at X", "moved to X",
  "my friend X");
* claims, first-person ("I live in Boston") and third-person ("Sarah works at
  Google"), as subject / predicate / object: lives_in, moved_to, works_at,
  works_as, prefers, likes, dislikes, uses, decided, plans, started, favorite_X,
  has_X, and completed actions with an exact measure ("I ran 5 kilometers").

A first-person "I" (or "we", "my") binds to the speaker of the message, or to the
memory's owner when no speaker is named. The same input always gives the same
output.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from engine.current_truth.slots import NOT_ATTRIBUTES, SINGLE, attribute_head, cardinality_of, normalize_attribute
from engine.extraction import lexicon as lx
from engine.extraction.schema import (
    ExtractedClaim,
    ExtractedEntity,
    ExtractionOutput,
    normalize,
)

RULES_MODEL = "rules-v1"

# --- sentences ----------------------------------------------------------------------

_ABBREVIATIONS = ("mr", "mrs", "ms", "dr", "st", "prof", "sr", "jr", "vs", "etc", "e.g", "i.e", "u.s", "approx", "no")
_SENTENCE_END = re.compile(r"([.!?]+|…)[\"')\]]*\s+|\n+")


def split_sentences(text: str) -> list[tuple[int, int]]:
    """(start, end) spans of the sentences of ``text``, in order, trimmed."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        end = match.end()
        if match.group(1) == ".":
            before = text[start:match.start()].rsplit(None, 1)
            last = before[-1].lower().rstrip(".") if before else ""
            if last in _ABBREVIATIONS or (len(last) == 1 and last.isalpha()):
                continue
        nxt = text[end:end + 1]
        if match.group(0).strip() and nxt and nxt.islower():
            continue  # "e.g. something" or "5 p.m. tomorrow"
        _add_span(text, start, match.start() + len(match.group(1) or ""), spans)
        start = end
    _add_span(text, start, len(text), spans)
    return spans


def _add_span(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if end > start:
        spans.append((start, end))


# --- entities -----------------------------------------------------------------------

_CAP_WORD = r"(?:[A-Z][\w'&.-]*|i[A-Z]\w*)"
_NAME_SPAN = re.compile(
    rf"(?<![\w'-]){_CAP_WORD}(?:\s+(?:of|de|del|la|le|von|van|da|du|the|&)\s+{_CAP_WORD}|\s+{_CAP_WORD}|\s+\d+\b)*"
)
_PRODUCT_LOWER = re.compile(
    r"(?<![\w-])(" + "|".join(sorted((re.escape(p) for p in lx.PRODUCTS if p.islower() and " " not in p), key=len, reverse=True)) + r")(?![\w-])"
)
_PLACE_CUE = re.compile(
    r"(?:\b(?:in|to|from|near|visit|visited|visiting|around|across|toward|towards|trip\s+to|flew\s+to|"
    r"drove\s+to|moved\s+to|live\s+in|lives\s+in)\s+(?:the\s+)?)$",
    re.I,
)
_ORG_CUE = re.compile(
    r"(?:\b(?:work|works|working|worked|job|jobs|intern|interning|internship|employed|hired|position|role)"
    r"\s+(?:at|for|by|with)\s+(?:the\s+)?|\bjoined\s+(?:the\s+)?|\bstudy\s+at\s+|\bstudies\s+at\s+)$",
    re.I,
)
_PRODUCT_CUE = re.compile(
    r"(?:\b(?:use|uses|using|used|bought|buy|buying|ordered|installed|downloaded|switched\s+to|"
    r"play|playing|played|my\s+new|drive|drives|driving|app|tool)\s+(?:a\s+|an\s+|the\s+|my\s+)?)$",
    re.I,
)
_PERSON_BEFORE = re.compile(
    rf"(?:\b(?:my|our|his|her|their)\s+(?:{lx.RELATIONS})\s*,?\s+|\bnamed\s+|\bcalled\s+|\bwith\s+|\bmet\s+|\btold\s+)$",
    re.I,
)
_PERSON_AFTER = re.compile(
    r"^\s*(?:said|says|told|thinks|thought|recommended|suggested|asked|mentioned|wants|loves|likes|"
    r"lives|works|moved|is\s+my|was\s+my|and\s+I\b|'s\s+(?:wife|husband|son|daughter|birthday|mom|dad))",
    re.I,
)


def _classify(name: str, before: str, after: str, known_people: set[str]) -> str | None:
    """The entity type of ``name`` in this context, or None when it is not an entity."""
    norm = normalize(name)
    words = norm.split()
    if not words:
        return None
    if norm in known_people:
        return "person"
    if norm in lx.PLACES or words[-1] in lx.PLACE_SUFFIXES and len(words) > 1:
        return "place"
    if norm in lx.ORGANIZATIONS or words[-1] in lx.ORG_SUFFIXES:
        return "organization"
    if norm in lx.PRODUCTS or norm.split()[0] in lx.PRODUCTS or re.match(r"^i[A-Z]", name):
        return "product"
    if _ORG_CUE.search(before):
        return "organization"
    if _PERSON_BEFORE.search(before) or _PERSON_AFTER.search(after):
        return "person"
    if _PRODUCT_CUE.search(before):
        return "product"
    if _PLACE_CUE.search(before):
        return "place"
    if words[0] in lx.FIRST_NAMES:
        return "person"
    return "other"


def _trim_span(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop leading and trailing words that are not names ("Hey Mel" -> "Mel")."""
    while True:
        m = re.match(r"[\w'.&-]+\s*", text[start:end])
        if not m:
            break
        word = m.group(0).strip().rstrip(".").lower()
        if word in lx.NOT_NAMES or word.endswith("'s") and word[:-2] in lx.NOT_NAMES:
            start += m.end()
            continue
        break
    while end > start:
        m = re.search(r"\s*[\w'.&-]+$", text[start:end])
        if not m:
            break
        word = m.group(0).strip().rstrip(".").lower()
        if word in lx.NOT_NAMES or word in {"of", "de", "the", "&", "la", "le", "von", "van", "da", "du", "del"}:
            end = start + m.start()
            continue
        break
    # A trailing possessive or period belongs to the sentence, not the name.
    span = text[start:end]
    for suffix in ("'s", "’s", "."):
        if span.endswith(suffix) and len(span) > len(suffix):
            end -= len(suffix)
            span = text[start:end]
    return start, end


@dataclass
class _Mention:
    entity: ExtractedEntity
    start: int
    end: int


def _find_entities(sentence: str, known_people: set[str]) -> list[_Mention]:
    mentions: list[_Mention] = []
    taken: list[tuple[int, int]] = []
    for match in _NAME_SPAN.finditer(sentence):
        start, end = _trim_span(sentence, match.start(), match.end())
        if end <= start:
            continue
        name = sentence[start:end]
        norm = normalize(name)
        if not norm or norm in lx.NOT_NAMES or not any(c.isalpha() for c in norm):
            continue
        at_start = sentence[:start].strip(" \"'“‘([-*") == ""
        kind = _classify(name, sentence[:start], sentence[end:], known_people)
        if kind is None:
            continue
        if at_start and kind == "other" and len(norm.split()) == 1:
            continue  # a capitalized first word says nothing
        if kind == "other" and len(norm) <= 2:
            continue
        mentions.append(_Mention(ExtractedEntity(name=name, type=kind), start, end))
        taken.append((start, end))
    for match in _PRODUCT_LOWER.finditer(sentence):
        if any(s <= match.start() < e for s, e in taken):
            continue
        mentions.append(_Mention(ExtractedEntity(name=match.group(1), type="product"), match.start(), match.end()))
    mentions.sort(key=lambda m: m.start)
    return mentions


# --- claims -------------------------------------------------------------------------

_APOS = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"'})

_NAME = r"[A-Z][a-z]+(?:[ ][A-Z][a-z]+)?"
_SUBJECT = (
    rf"(?P<subj>\band\b|\bI\b|\b[Ww]e\b|\b[Ss]he\b|\b[Hh]e\b|\b[Tt]hey\b"
    rf"|\b[Mm]y\s+(?:{lx.RELATIONS})(?:,?\s+{_NAME})?|\b{_NAME})"
)
_AUX_WORDS = (
    r"am|is|are|was|were|have|has|had|been|be|now|currently|still|just|recently|actually|also|"
    r"finally|really|already|no\s+longer|never|don't|do\s+not|doesn't|does\s+not|didn't|did\s+not|"
    r"not|officially|ultimately|eventually|both|all|totally|absolutely|definitely|kind\s+of|sort\s+of|"
    r"always|usually|mostly|even|truly|genuinely|honestly|so|do|does|did|will|would|'d"
)
_AUX = rf"(?P<aux>(?:'m|'re|'s|'ve|'ll|'d)?(?:\s+(?:{_AUX_WORDS})\b)*)"
_BOUNDARY = (
    r"(?=\s*(?:[,.;:!?()\"\[\]]|\s-\s|$)|\s+(?i:and|but|because|since|so|which|who|where|when|while|though|"
    r"although|until|after|before|if|as|for\s+(?:a|an|the|about|over|\d+|two|three|many|several|years|"
    r"months|weeks|now|work|fun|everything|all|most|my|our|his|her|their|me|us|years?|ages|a\s+while)|now|anymore|these\s+days|right\s+now|at\s+the\s+moment|last|this\s+"
    r"(?:year|month|week|summer|spring|fall|autumn|winter|weekend|morning)|next|yesterday|today|tonight|"
    r"tomorrow|recently|lately|too|with\s+(?:my|her|his|our|their)|instead|again|though|lol|haha|over|"
    r"rather\s+than|instead\s+of|at\s+all|in\s+(?:the\s+)?(?:january|february|march|april|may|june|july|august|"
    r"september|october|november|december|spring|summer|fall|autumn|winter|\d{4})|every|each|on\s+(?:monday|"
    r"tuesday|wednesday|thursday|friday|saturday|sunday|weekends))\b)"
)
_OBJECT = r"\s+(?P<obj>[^,.;:!?()\"\[\]]+?)" + _BOUNDARY


@dataclass(frozen=True)
class _Pattern:
    verb: str
    predicate: str
    node_type: str
    change: bool = False
    kind: str = "plain"  # plain | place | org | task | has | quantity | switch


_PATTERNS: tuple[_Pattern, ...] = (
    _Pattern(r"(?:moved|relocated)(?:\s+back)?\s+to", "moved_to", "fact", change=True, kind="place"),
    _Pattern(
        r"(?:started|began)\s+(?:a\s+new\s+job|working|work|a\s+job)\s+(?:at|for)|"
        r"(?:got|took|accepted|landed)\s+(?:a\s+|the\s+)?(?:new\s+)?(?:job|position|role)\s+(?:at|with)",
        "works_at", "fact", change=True, kind="org",
    ),
    _Pattern(r"(?:work|works|working)\s+(?:at|for)|(?:employed)\s+(?:at|by)", "works_at", "fact", kind="org"),
    _Pattern(r"worked\s+(?:at|for)", "worked_at", "fact", kind="org"),
    _Pattern(r"(?:work|works|working)\s+as", "works_as", "fact"),
    _Pattern(r"(?:live|lives|living|reside|resides|residing)\s+in|based\s+in", "lives_in", "fact", kind="place"),
    _Pattern(r"lived\s+in", "lived_in", "fact", kind="place"),
    _Pattern(r"(?:switched|changed)(?:\s+over)?(?:\s+from(?P<from>\s+[^,.;!?]+?))?\s+to", "uses", "preference", change=True, kind="switch"),
    _Pattern(r"(?:prefer|prefers|preferred)", "prefers", "preference"),
    _Pattern(
        r"(?:dislike|dislikes|hate|hates|can't\s+stand|cannot\s+stand|detest|detests|"
        r"(?:don't|do\s+not|doesn't|does\s+not)\s+(?:like|enjoy|love)|not\s+(?:a\s+)?(?:big\s+)?fan\s+of)",
        "dislikes", "preference",
    ),
    _Pattern(
        r"(?:like|likes|love|loves|enjoy|enjoys|adore|adores|into|(?:a\s+)?(?:big\s+|huge\s+)?fan\s+of)",
        "likes", "preference",
    ),
    _Pattern(r"(?:use|uses|using)", "uses", "fact"),
    _Pattern(
        r"(?:decided|decide|chose|choose|picked(?!\s+up)|settled\s+on|going\s+with|went\s+with|opted)(?:\s+(?:to|on|for))?",
        "decided", "decision", kind="task",
    ),
    _Pattern(
        r"(?:plan|plans|planning|intend|intends|intending|hope|hoping|want|wants|need|needs|have|has|"
        r"gonna|going|aim|aiming|promised|promise)\s+to|will|'ll",
        "plans", "task", kind="task",
    ),
    _Pattern(r"(?:started|began|took\s+up|picked\s+up)", "started", "fact", kind="task"),
    _Pattern(r"(?P<qverb>" + lx.QUANTITY_VERBS + r")", "did", "fact", kind="quantity"),
    _Pattern(r"(?:have|has|own|owns|got)", "has", "fact", kind="has"),
)


@functools.cache
def compiled_patterns() -> list[tuple[_Pattern, re.Pattern]]:
    """Compiled on first use, not on import (0.06 s that every CLI command paid)."""
    return [(p, re.compile(_SUBJECT + _AUX + r"\s*\b(?P<verb>" + p.verb + r")\b" + _OBJECT)) for p in _PATTERNS]


_FAVORITE = re.compile(
    rf"(?P<subj>\b[Mm]y|\b{_NAME}'s|\b[Hh]is|\b[Hh]er|\b[Oo]ur)\s+(?:all-time\s+|absolute\s+|new\s+)?favou?rite\s+"
    r"(?P<kind>[a-z]+(?:[ -][a-z]+){0,2}?)\s+(?P<aux>(?:is|are|was|has\s+to\s+be|would\s+be|must\s+be)"
    r"(?:\s+(?:now|still|definitely|probably|always|currently|easily))?)" + _OBJECT
)
_FAVORITE_REVERSED = re.compile(
    r"(?P<obj>[A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*){0,3})\s+(?:is|are)\s+(?P<aux>now\s+|still\s+)?my\s+"
    r"(?:all-time\s+|absolute\s+|new\s+)?favou?rite\s+(?P<kind>[a-z]+(?:[ -][a-z]+)?)\b"
)

# "My dentist is Dr. Park", "Our landlord is now Mr. Ortiz", "Ann's manager is Priya": an
# attribute of a person and its value (predicate "<attribute>_is"). Only values that name
# something (a capitalised name or a number) or attributes known to hold one value, so
# "my knee is sore" stays a remark.
_ATTRIBUTE = re.compile(
    rf"(?P<subj>\b[Mm]y|\b[Oo]ur|\b{_NAME}'s)\s+(?P<new>new\s+|current\s+)?(?P<kind>[A-Za-z][A-Za-z]*(?:[ -][a-z]+){{0,2}}?)\s+"
    r"(?P<aux>(?:is|'s)(?:\s+(?:now|still|currently|officially|actually))?)"
    r"\s+(?P<obj>(?:(?:Dr|Mr|Mrs|Ms|Prof)\.\s+)?(?:[^,.;:!?()\"\[\]]|(?<=\d)[,.](?=\d))+?)" + _BOUNDARY
)
_NEGATION = re.compile(r"\b(?:no\s+longer|never|don't|do\s+not|doesn't|does\s+not|didn't|did\s+not|not)\b")
_CHANGE_WORDS = re.compile(r"\b(?:now|no\s+longer|anymore|any\s+more|switched|these\s+days)\b", re.I)
_HYPOTHETICAL = re.compile(r"^\s*(?:if|would|should|could|maybe|what\s+if|do\s+you|did\s+you|are\s+you|have\s+you)\b", re.I)
_DETERMINERS = {"the", "a", "an", "my", "his", "her", "their", "our", "your", "this", "that", "some", "any"}
_NUMBER = r"(?:\$?\d+(?:,\d{3})*(?:\.\d+)?|" + "|".join(sorted((re.escape(w) for w in lx.NUMBER_WORDS), key=len, reverse=True)) + r")"
_QUANTITY = re.compile(
    rf"^(?P<number>{_NUMBER})(?:\s+|(?<=\d)(?=[a-zA-Z]))(?P<unit>[a-zA-Z%][\w-]*)?"
)
_HAS_OBJECT = re.compile(
    r"^(?P<det>a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|my\s+own|a\s+new|two\s+new)\s+"
    r"(?P<np>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)(?:\s+(?:named|called)\s+(?P<name>[A-Z][\w'-]*))?$"
)
_SECOND_PERSON = {"you", "your", "yours", "u"}


def _first_person(subj: str) -> bool:
    return subj.lower() in {"i", "we", "my", "our"}


class _Context:
    def __init__(self, me: str, known_people: set[str]) -> None:
        self.me = me
        self.known_people = known_people
        self.last_person: str | None = None
        self.people_here: set[str] = set()
        self.last_pronoun_people: dict[str, str] = {}


def _resolve_subject(subj: str, ctx: _Context, person_here: str | None = None) -> tuple[str, bool] | None:
    """The subject's display name and whether it is first person; None when unknown."""
    low = subj.lower()
    if low in {"i", "we", "my", "our"}:
        return ctx.me, True
    if low in {"he", "she", "his", "her", "they"}:
        person = person_here or ctx.last_person
        return (person, False) if person else None
    m = re.match(rf"^[Mm]y\s+({lx.RELATIONS})(?:,?\s+({_NAME}))?$", subj)
    if m:
        if m.group(2):
            return m.group(2), False
        return f"{ctx.me}'s {m.group(1).lower()}", False
    if subj.endswith("'s"):
        subj = subj[:-2]
    norm = normalize(subj)
    if norm in lx.NOT_NAMES or norm.split()[0] in lx.NOT_NAMES:
        return None
    if norm in lx.PLACES or norm in lx.ORGANIZATIONS or norm in lx.PRODUCTS:
        return None
    if norm not in ctx.known_people and norm.split()[0] not in lx.FIRST_NAMES and norm not in ctx.people_here:
        return None  # a capitalized word before a verb is not necessarily a person
    return subj, False


_LEADING_ADVERBS = re.compile(
    r"^(?:(?:definitely|really|probably|surely|totally|just|also|actually|finally|still|certainly|always)\s+)+", re.I
)
_SMALL_TALK = re.compile(
    r"^(?:see\s+you|talk\s+(?:to\s+you|soon)|let\s+you\s+know|keep\s+you\s+(?:posted|updated)|keep\s+(?:that|it|this)\s+in\s+mind|"
    r"do\s+(?:that|it|this|so)|try|come|go|be\s+there|make\s+sure|check\s+it\s+out|think\s+about\s+it|"
    r"catch\s+up|have\s+(?:a|to)|get\s+going|remember\s+that)\b",
    re.I,
)
_OBJECT_STARTS_TO_SKIP = frozenset("every each this that those these it them you him her me us one some".split())


def _clean_object(obj: str) -> str:
    obj = _LEADING_ADVERBS.sub("", obj.strip()).strip("'\"")
    obj = re.sub(r"\s+(?:a\s+lot|so\s+much|very\s+much|too|as\s+well|though|honestly|really|lol|haha)$", "", obj, flags=re.I)
    return obj.strip()


def _main_name(obj: str) -> str:
    """In a place or organisation object, the proper name if it has one ("a flat in Boston" -> "Boston")."""
    spans = [m for m in _NAME_SPAN.finditer(obj)]
    names = []
    for m in spans:
        s, e = _trim_span(obj, m.start(), m.end())
        if e > s:
            names.append(obj[s:e])
    return names[0] if names else obj


def _quantity(obj: str, sentence: str) -> dict[str, str] | None:
    m = _QUANTITY.match(obj)
    if not m:
        return None
    before = sentence[: sentence.find(obj)].lower().split()
    if before and before[-1] in lx.APPROXIMATORS:
        return None
    if re.match(_NUMBER + r"\s*(?:-|–|to|or)\s*" + _NUMBER, obj, re.I) or len(re.findall(r"\d+(?:\.\d+)?", m.group(0))) > 1:
        return None  # a range is not one exact amount
    number = m.group("number")
    unit = m.group("unit") or ""
    if number.startswith("$"):
        value, unit = number[1:].replace(",", ""), "$"
    else:
        value = lx.NUMBER_WORDS.get(number.lower(), number.replace(",", ""))
    return {"value": value, "unit": unit, "source_text": m.group(0).strip(), "grounding": "object_decimal_v1"}


def _claims_in(sentence: str, ctx: _Context, mentions: list[_Mention]) -> list[ExtractedClaim]:
    text = sentence.translate(_APOS)

    def people_before(pos: int) -> str | None:
        named = [mm.entity.name for mm in mentions if mm.entity.type == "person" and mm.end <= pos]
        return named[-1] if named else None

    if _HYPOTHETICAL.match(text) or text.rstrip().endswith("?"):
        return []  # questions and hypotheticals state nothing
    claims: list[ExtractedClaim] = []
    used: list[tuple[int, int]] = []

    def add(claim: ExtractedClaim, span: tuple[int, int]) -> None:
        if any(s < span[1] and span[0] < e for s, e in used):
            return
        used.append(span)
        claims.append(claim)

    for regex, kind_key in ((_FAVORITE, "fwd"), (_FAVORITE_REVERSED, "rev")):
        for m in regex.finditer(text):
            subj = m.group("subj") if kind_key == "fwd" else "my"
            resolved = _resolve_subject(subj, ctx, people_before(m.start()))
            obj = _clean_object(m.group("obj"))
            if not resolved or normalize(obj) in lx.PRONOUN_OBJECTS | lx.NOT_NAMES:
                continue
            name, first = resolved
            kind = m.group("kind").replace("-", " ")
            add(
                ExtractedClaim(
                    subject=name, predicate=f"favorite_{kind}", object=obj, node_type="preference",
                    evidence=sentence, first_person=first,
                    change=bool(re.search(r"\bnow\b", m.group("aux") or "")) or bool(_CHANGE_WORDS.search(text[m.end():m.end() + 12])),
                ),
                m.span(),
            )

    for m in _ATTRIBUTE.finditer(text):
        kind = normalize_attribute(m.group("kind"))
        if not kind or kind.startswith("favorite") or attribute_head(kind) in NOT_ATTRIBUTES:
            continue
        tail = re.match(r"(?:[,.]\d+)+", text[m.end("obj"):])  # "$1,200": the boundary stopped at the comma
        obj = _clean_object(m.group("obj") + (tail.group(0) if tail else ""))
        names_something = obj[:1].isupper() or obj[:1].isdigit() or obj[:1] in "$€£"
        if not obj or normalize(obj) in lx.PRONOUN_OBJECTS | lx.NOT_NAMES or len(obj.split()) > 6:
            continue
        if not names_something and cardinality_of(kind) != SINGLE:
            continue
        resolved = _resolve_subject(m.group("subj"), ctx, people_before(m.start()))
        if not resolved:
            continue
        name, first = resolved
        add(
            ExtractedClaim(
                subject=name, predicate=kind.replace(" ", "_") + "_is", object=obj, node_type="fact",
                evidence=sentence, first_person=first,
                change=bool(m.group("new")) or bool(re.search(r"\bnow\b", m.group("aux") or ""))
                or bool(_CHANGE_WORDS.search(text[m.end():m.end() + 12])),
            ),
            m.span(),
        )

    matches = sorted(
        ((m.start("verb"), i, pattern, m) for i, (pattern, regex) in enumerate(compiled_patterns()) for m in regex.finditer(text)),
        key=lambda t: (t[0], t[1]),
    )
    last_subject: tuple[str, bool] | None = None
    for _, _, pattern, m in matches:
        subj = m.group("subj")
        if subj.lower() in _SECOND_PERSON:
            continue
        if subj.lower() == "and":
            if last_subject is None:
                continue
            resolved = last_subject
        else:
            resolved = _resolve_subject(subj, ctx, people_before(m.start("subj")))
        aux = (m.group("aux") or "").lower()
        verb = m.group("verb").lower()
        prefix = text[max(0, m.start() - 12):m.start()].lower()
        if re.search(r"\b(?:if|when|unless|whether)\s+$", prefix):
            continue
        if not resolved:
            continue
        name, first = resolved
        last_subject = resolved
        obj = _clean_object(m.group("obj"))
        if not obj:
            continue
        first_word = obj.split()[0].lower()
        negated = bool(_NEGATION.search(aux)) or bool(_NEGATION.search(verb))
        predicate = pattern.predicate
        node_type = pattern.node_type
        change = pattern.change or bool(_CHANGE_WORDS.search(aux))
        after = text[m.end("obj"):m.end("obj") + 20].lower()
        if re.match(r"\s*(?:now|anymore|any\s+more|these\s+days)\b", after):
            change = True
        quantity = None
        replaces = None
        if normalize(obj) in lx.PRONOUN_OBJECTS or first_word in _OBJECT_STARTS_TO_SKIP:
            continue
        if verb in ("like", "likes", "love", "loves") and re.search(r"'re|'m|'s|\b(?:am|is|are|was|were|be|been)\b", aux):
            continue  # "we're like a family": a comparison, not a preference
        if predicate in ("likes", "dislikes", "prefers") and re.search(r"(?:'d|\bwould)\b", aux):
            continue  # "I'd love to ..." is a wish, not a preference
        if predicate == "plans" and (_SMALL_TALK.match(obj) or len(obj.split()) < 2):
            continue
        if pattern.kind == "task":
            if first_word in _DETERMINERS or obj[:1].isupper() or first_word in {"to", "be", "the"} and predicate != "decided":
                if predicate != "decided":
                    continue
            if verb in {"will", "'ll"} and first_word in {"be", "have"} and len(obj.split()) < 3:
                continue
            if predicate == "started" and first_word.endswith("ing") is False and first_word not in _DETERMINERS:
                pass
            if predicate == "plans" and verb.startswith(("have", "has", "need")):
                predicate = "plans"  # obligations are tasks too
            if len(obj.split()) > 15:
                continue
        elif pattern.kind in ("place", "org"):
            obj = _main_name(obj)
            if len(obj.split()) > 8:
                continue
        elif pattern.kind == "switch":
            if m.group("from"):
                replaces = m.group("from").strip()
        elif pattern.kind == "quantity":
            quantity = _quantity(obj, text)
            if quantity is None or negated:
                continue
            predicate = m.group("qverb").lower()
            obj = quantity["source_text"]
        elif pattern.kind == "has":
            if negated:
                continue
            hm = _HAS_OBJECT.match(obj)
            if not hm:
                continue
            np = hm.group("np")
            head = np.split()[-1]
            if head in lx.NOT_POSSESSIONS or np.split()[0] in lx.NOT_POSSESSIONS:
                continue
            if hm.group("name"):
                obj = hm.group("name")
            predicate = "has_" + head
            if hm.group("det") not in ("a", "an", "my own", "a new"):
                quantity = _quantity(obj, text)
        else:
            if len(obj.split()) > 8:
                continue
        if negated:
            if predicate == "likes":
                predicate, negated = "dislikes", False
            elif predicate in ("lives_in", "works_at", "uses", "prefers"):
                change = change or "no longer" in aux or "anymore" in after
            else:
                continue
        add(
            ExtractedClaim(
                subject=name, predicate=predicate, object=obj, node_type=node_type,
                evidence=sentence, change=change, negated=negated, first_person=first,
                replaces=replaces, quantity=quantity,
            ),
            (m.start("verb"), m.end("obj")),
        )
    return claims


class RulesExtractor:
    """The ``rules`` provider: local, deterministic and offline."""

    name = "rules"
    model = RULES_MODEL

    def extract(
        self, text: str, *, speaker: str | None = None, owner_label: str = "User",
        known_people: tuple[str, ...] = (),
    ) -> ExtractionOutput:
        me = speaker or owner_label
        body = text
        if speaker and body.lstrip().startswith(speaker + ":"):
            body = body.lstrip()[len(speaker) + 1:]
        people = {normalize(p) for p in known_people} | ({normalize(speaker)} if speaker else set())
        ctx = _Context(me, people)
        out = ExtractionOutput()
        seen_entities: dict[str, ExtractedEntity] = {}
        for start, end in split_sentences(body):
            sentence = body[start:end]
            out.sentences.append(sentence)
            mentions = _find_entities(sentence, people)
            for mention in mentions:
                ent = mention.entity
                prior = seen_entities.get(ent.normalized)
                if prior is None:
                    seen_entities[ent.normalized] = ent
                    out.entities.append(ent)
                elif prior.type == "other" and ent.type != "other":
                    prior.type = ent.type
            # Pronouns in this sentence refer to the last person named before them.
            ctx.people_here = {m.entity.normalized for m in mentions if m.entity.type == "person"}
            claims = _claims_in(sentence, ctx, mentions)
            out.claims.extend(claims)
            people_here = [m.entity for m in mentions if m.entity.type == "person"]
            if people_here:
                ctx.last_person = people_here[-1].name
        return out
