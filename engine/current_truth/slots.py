"""Reading statements as slots: (subject, attribute, value) plus what kind of statement it is.

"I live in Lisbon" is the owner's ``home`` = ``lisbon``; "The renovation budget is 20,000
euros" is the owner's ``renovation budget`` = ``20000 eur``; "We raised it to 26,000" is a
change of an unnamed attribute (``attribute == ""``) to ``26000``, a number the update check
matches to an earlier quantity by similarity. The parser is a handful of general frames
(verb frames such as "live in" / "work at" / "moved to", copular frames "my X is Y",
"Y is my X", "X's Y is Z", change frames "raised X to Y", "X was moved to Y", status frames
"I'm married"), not a list of sentences. Each slot carries

* ``cardinality``: ``single`` (one current value: home, employer, dentist, budget,
  deadline ...), ``multi`` (values accumulate: likes, friends, places visited ...) or
  ``unknown`` (the update check may contest, never supersede);
* ``change``: the wording states a change ("now", "moved", "no longer", "new X" ...);
* ``past``: the wording states history ("before that", "used to", "lived", "was");
* ``negated``: the value no longer holds ("I no longer work at Acme", "I left Acme").

Nothing here does I/O; the same text always gives the same slots.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass, replace
from typing import Sequence

OWNER = "owner"  # the subject key of the memory's owner, however they were named
ANY_VALUE = "*"  # "we broke up": whoever the partner was
ANY_ATTRIBUTE = "*"  # "I left Acme" / "I sold the Honda": whatever attribute held that value

SINGLE, MULTI, UNKNOWN = "single", "multi", "unknown"


@dataclass(frozen=True)
class Slot:
    subject: str
    attribute: str  # "" for a pronoun ("raised it to ..."), ANY_ATTRIBUTE for "left X"
    value: str  # compare form
    display: str  # as written
    kind: str  # money | number | quantity:<unit> | date | weekday | time | name | text
    cardinality: str
    change: bool = False
    past: bool = False
    negated: bool = False
    sentence: int = 0
    # The sentence says an earlier value was wrong ("Correction: ...", "at 8, not 7").
    corrects: bool = False

    @property
    def key(self) -> tuple[str, str]:
        return self.subject, self.attribute


# --- word lists that decide cardinality (small, general, by attribute head) ----------------

_SINGLE_HEADS = frozenset(
    """
    home address city town hometown apartment flat house neighborhood neighbourhood landlord
    employer company job role title position occupation profession boss manager supervisor lead team
    department school university college major
    dentist doctor gp physician therapist psychiatrist physio physiotherapist vet veterinarian pediatrician
    paediatrician dermatologist optometrist gynecologist surgeon lawyer attorney accountant trainer coach
    hairdresser barber mechanic tutor nanny babysitter cleaner pharmacist midwife
    plumber electrician builder contractor gardener
    partner wife husband spouse boyfriend girlfriend fiance fiancee
    phone number email mobile handle username
    budget rent salary income wage pay price cost fee fees deadline due date weight height age birthday
    pressure dose dosage bedtime alarm schedule time day start launch release appointment meeting
    class lesson practice shift session rehearsal training checkup check-up
    car bank insurer insurance provider carrier plan mortgage loan limit allowance
    status name nickname size diet gym church route commute office desk seat rate premium deductible
    standup stand-up kickoff curfew
    """.split()
)
_MULTI_HEADS = frozenset(
    """
    friend friends hobby hobbies interest interests kid kids child children son sons daughter daughters
    sibling siblings sister sisters brother brothers cousin cousins aunt uncle niece nephew grandchild
    colleague colleagues coworker coworkers neighbor neighbors neighbour neighbours language languages
    pet pets dog dogs cat cats book books movie movies song songs show shows sport sports skill skills
    allergy allergies medication medications project projects client clients trip trips place places
    course courses passion passions thing things plant plants guest guests
    """.split()
)
# Recurring things named by what happens there ("yoga" for "yoga class").
_EVENT_HEADS = frozenset("class lesson lessons session practice meeting appointment training rehearsal shift club".split())
# Heads that are not attributes of anyone ("my point is ...", "the problem is ...").
NOT_ATTRIBUTES = frozenset(
    """
    point thing problem issue question idea guess bet hope fear worry reason fault pleasure turn
    treat honor honour bad plan way feeling opinion concern advice answer excuse secret dream wish
    favorite favourite first last best worst one kind sort lot part rest whole same only goal goals aim dream
    """.split()
)
# Relationship and job status values ("I'm married", "I am retired").
_STATUS_VALUES = {
    "single": "relationship status", "married": "relationship status", "engaged": "relationship status",
    "divorced": "relationship status", "separated": "relationship status", "widowed": "relationship status",
    "in a relationship": "relationship status",
    "unemployed": "job status", "retired": "job status", "self-employed": "job status",
    "freelancing": "job status", "a freelancer": "job status", "between jobs": "job status",
    "on parental leave": "job status", "on maternity leave": "job status", "on sick leave": "job status",
    "a student": "job status", "pregnant": "pregnancy",
}
# The stage of the speaker's own relationship that a partner's role names (see _parse_sentence).
_PARTNER_STAGES = {"boyfriend": "in a relationship", "girlfriend": "in a relationship", "fiancé": "engaged",
                   "fiance": "engaged", "fiancée": "engaged", "fiancee": "engaged", "husband": "married",
                   "wife": "married"}
_ROLE = r"(?:(?i:new)\s+)?((?i:boyfriend|girlfriend|fianc[ée]e?|husband|wife))\b"
# Said of the relationship itself: "Kwame's my boyfriend", "he's been my boyfriend two years", "so
# he's my fiancé now", "Meet my fiancée Ana", "my husband is Tom". Not "My girlfriend Noor got the
# job in Doha": a note about something else, which a new stage must not retire.
_PARTNER_STAGE_RE = re.compile(
    r"(?:(?:\b[A-Z][\w'-]*|\b(?i:he|she|they))(?:['’]s|\s+is|\s+(?:has|have)\s+been|['’]s\s+been|\s+became)"
    r"(?:\s+(?:now|officially|finally))?\s+(?i:my)\s+" + _ROLE
    + r"|\b(?i:meet|introducing)\s+(?i:my)\s+" + _ROLE
    + r"|\b(?i:my)\s+" + _ROLE + r"\s+(?:is|['’]s)\b)")
# Whether the speaker lives with a partner, apart from them or alone: one excludes the others
# ("we live apart" ... "Alex and I are living together now"; "I live with my partner Lou" ...
# "Living alone for the first time ever").
_PARTNER_WORD = r"(?:partner|boyfriend|girlfriend|husband|wife|fianc[ée]e?)"
_LIVING = (
    ("together", re.compile(
        r"\b(?:I|[Ww]e|[A-Z][\w'-]*\s+and\s+I)\s+(?:now\s+|finally\s+)?(?:live|are\s+living|['’]re\s+living|"
        r"moved\s+in)\s+together\b|\b[A-Z][\w'-]*\s+(?:(?:finally|just|has|has\s+finally)\s+)*moved\s+in\s+with\s+"
        r"(?:me|us)\b|\bI\s+(?:now\s+)?live\s+with\s+my\s+" + _PARTNER_WORD + r"\b")),
    ("apart", re.compile(
        r"\b(?:[Ww]e|I|[A-Z][\w'-]*\s+and\s+I)\s+(?:still\s+)?live\s+apart\b|\b(?:[Ww]e['’]re|(?:[Ww]e|I)\s+are|"
        r"[A-Z][\w'-]*\s+and\s+I\s+are)\s+(?:still\s+)?long[- ]distance\b")),  # "I are": of "Lukas and I are"
    ("alone", re.compile(
        r"(?:\bI\s+(?:now\s+)?live|\bI['’]m\s+living|\bI\s+am\s+living|^(?i:living))\s+(?:alone|on\s+my\s+own|"
        r"by\s+myself)\b")),
)
# Attributes whose values come from the closed lists above: one value excludes the others.
STATUS_ATTRIBUTES = frozenset(_STATUS_VALUES.values()) | {"living arrangement"}
_ATTRIBUTE_SYNONYMS = {
    "family doctor": "doctor", "gp": "doctor", "general practitioner": "doctor", "physician": "doctor",
    "primary care doctor": "doctor", "primary care physician": "doctor", "dental": "dentist",
    "physiotherapist": "physio", "veterinarian": "vet", "paediatrician": "pediatrician",
    "mobile": "phone", "mobile number": "phone", "phone number": "phone", "cell": "phone",
    "email address": "email", "home address": "address", "neighbourhood": "neighborhood",
    "company": "employer", "workplace": "employer", "fiancee": "fiance", "spouse": "partner",
    "salary": "salary", "pay": "salary", "wage": "salary", "check-up": "checkup", "sitter": "babysitter",
}
_RELATIONS = (
    "best friend|friend|sister|brother|mom|mum|mam|mother|dad|father|wife|husband|partner|boss|manager|"
    "coworker|co-worker|colleague|son|daughter|cousin|aunt|uncle|neighbor|neighbour|roommate|"
    "boyfriend|girlfriend|fiancé|fiance|fiancée|fiancee|grandma|gran|nan|grandmother|grandpa|grandad|grandfather|"
    "niece|nephew|mentor|teacher|kid|child|landlord|landlady|team|client|parents|folks|in-laws|ex"
)

# --- values --------------------------------------------------------------------------------

_MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december|"
    "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
_WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekday"
_CURRENCY_WORDS = {
    "€": "eur", "eur": "eur", "euro": "eur", "euros": "eur", "$": "usd", "usd": "usd", "dollar": "usd",
    "dollars": "usd", "bucks": "usd", "£": "gbp", "gbp": "gbp", "pound sterling": "gbp", "quid": "gbp",
    "chf": "chf", "francs": "chf", "¥": "jpy", "yen": "jpy", "kr": "sek", "sek": "sek", "nok": "nok",
    "dkk": "dkk", "crowns": "sek", "cad": "cad", "aud": "aud", "inr": "inr", "rupees": "inr",
}
_UNIT_WORDS = {
    "kg": "kg", "kgs": "kg", "kilo": "kg", "kilos": "kg", "kilograms": "kg", "lb": "lb", "lbs": "lb",
    "pounds": "lb", "km": "km", "kilometers": "km", "kilometres": "km", "miles": "mi", "mi": "mi",
    "minutes": "min", "mins": "min", "min": "min", "hours": "h", "hrs": "h", "h": "h", "days": "day",
    "weeks": "week", "months": "month", "years": "year", "mg": "mg", "ml": "ml", "%": "%", "percent": "%",
    "cm": "cm", "m": "m", "steps": "steps", "people": "people", "guests": "people",
}
_NUMBER = r"(?:[€$£¥]\s?)?\d+(?:[,.\s]\d{3})*(?:\.\d+)?(?:\s?[kKmM]\b)?"
_QUANTITY_RE = re.compile(
    rf"(?P<num>{_NUMBER})\s*(?P<unit>[€$£%]|[a-zA-Z]+(?:\s+sterling)?)?", re.I
)
_DATE_RE = re.compile(
    rf"\b(?:(?:{_MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?"
    rf"(?:{_MONTHS})(?:\s+\d{{4}})?|\d{{4}}-\d{{2}}-\d{{2}}|(?:end|start|beginning|middle|mid)\s+of\s+(?:{_MONTHS})"
    rf"|(?:{_MONTHS})(?:\s+\d{{4}})?|the\s+\d{{1,2}}(?:st|nd|rd|th))\b",
    re.I,
)
_WEEKDAY_RE = re.compile(rf"\b(?:{_WEEKDAYS})s?\b", re.I)
_TIME_RE = re.compile(r"\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidnight\b", re.I)
_TITLES = re.compile(r"^(?:dr|doctor|mr|mrs|ms|miss|prof|professor|sir|dame)\.?\s+", re.I)
_LEADING = re.compile(r"^(?:the|a|an|my|our|his|her|their|at|in|on|to|set\s+to|set\s+at|about|around|roughly)\s+", re.I)
_TRAILING = re.compile(
    r"\s+(?:now|anymore|any\s+more|these\s+days|instead|again|too|as\s+well|already|from\s+now\s+on|"
    r"since\s+\w+|starting\s+\w+|this\s+year|last\s+\w+|next\s+\w+|in\s+(?:" + _MONTHS + r")(?:\s+\d{4})?|in\s+\d{4}|"
    r"a\s+(?:month|week|year)|per\s+(?:month|week|year)|monthly|weekly|yearly)$",
    re.I,
)


_PER_PERIOD = re.compile(r"(?:a|an|per|each|every|/)\s*(?:month|week|year|day|night|hour|person|head)|monthly|weekly|yearly|"
                         r"annually|total|in\s+total|a\s+head|gross|net", re.I)


def _fold(text: str) -> str:
    value = unicodedata.normalize("NFKC", text).replace("’", "'").casefold()
    return re.sub(r"\s+", " ", value).strip(" \t\"'.,;:!?()[]")


def _number(text: str) -> float | None:
    raw = re.sub(r"[€$£¥\s]", "", text)
    scale = 1.0
    if raw[-1:] in "kK":
        raw, scale = raw[:-1], 1000.0
    elif raw[-1:] in "mM":
        raw, scale = raw[:-1], 1_000_000.0
    if re.fullmatch(r"\d{1,3}(?:[,.]\d{3})+", raw):
        raw = re.sub(r"[,.]", "", raw)
    raw = raw.replace(",", "")
    try:
        return float(raw) * scale
    except ValueError:
        return None


_CALLED = re.compile(r"^(?:[a-z]+\s+){1,3}(?:called|named)\s+(?=[A-Z])")


# A value set against another ends where the other begins: "2850 not 2580", "Fiat, not a Ford".
_SET_AGAINST = re.compile(r",?\s+(?:not|rather\s+than|instead\s+of)\s.*$", re.I | re.S)


def read_value(text: str) -> tuple[str, str, str]:
    """(compare form, kind, display) of a value as written."""
    display = _SET_AGAINST.sub("", text.strip()).strip(" \t\"'.,;:!?")
    value = _TRAILING.sub("", display)
    value = _LEADING.sub("", value).strip()
    value = _CALLED.sub("", value)  # "a company called Haven Lets": the name is the value
    q = _QUANTITY_RE.match(value)
    rest = value[q.end():].strip() if q else ""
    if q and (not rest or _PER_PERIOD.fullmatch(rest)):
        number = _number(q.group("num"))
        unit_text = (q.group("unit") or "").lower()
        symbol = re.match(r"[€$£¥]", q.group("num"))
        currency = _CURRENCY_WORDS.get(symbol.group(0)) if symbol else _CURRENCY_WORDS.get(unit_text)
        if number is not None and not _DATE_RE.fullmatch(value) and not _TIME_RE.match(value):
            shown = f"{number:g}"
            if currency:
                return f"{shown} {currency}", "money", display
            unit = _UNIT_WORDS.get(unit_text)
            if unit:
                return f"{shown} {unit}", f"quantity:{unit}", display
            if not unit_text:
                return shown, "number", display
    if _WEEKDAY_RE.search(value) and len(value.split()) <= 6:
        days = sorted({d.lower().rstrip("s") for d in _WEEKDAY_RE.findall(value)})
        times = [t.lower().replace(" ", "") for t in _TIME_RE.findall(value)]
        return " ".join(days + times), "weekday", display
    if _TIME_RE.fullmatch(value.strip()):
        return value.lower().replace(" ", ""), "time", display
    if _DATE_RE.fullmatch(value.strip()) or re.fullmatch(r"\d{4}-\d{2}-\d{2}", value.strip()):
        return _fold(value), "date", display
    folded = _fold(_TITLES.sub("", value))
    folded = _LEADING.sub("", folded)
    kind = "name" if value[:1].isupper() else "text"
    return folded, kind, display


def same_value(a: str, b: str) -> bool:
    """Equal compare forms, or one a whole-word part of the other ("park" and "dr park")."""
    if a == b:
        return True
    if not a or not b:
        return False
    short, long = (a, b) if len(a) <= len(b) else (b, a)
    return len(short) >= 3 and f" {short} " in f" {long} "


def compatible_kinds(a: str, b: str) -> bool:
    """Value kinds one attribute can hold over time (a bare number matches any quantity)."""
    if a == b:
        return True
    numeric = {"money", "number"}
    if {a, b} <= numeric or ("number" in (a, b) and any(k.startswith("quantity:") for k in (a, b))):
        return True
    return False


# --- attributes ----------------------------------------------------------------------------


# When a value holds ("my teacher this year", "breakfast lately") says nothing of which attribute.
_WHEN_WORDS = re.compile(
    r"\b(?:now|nowadays|currently|lately|today|(?:at\s+the|for\s+the)\s+moment|right\s+now|for\s+now|these\s+days|"
    r"this\s+(?:year|term|semester|season|month|week|quarter|summer|winter|spring|autumn|fall))\b"
)


def normalize_attribute(text: str) -> str:
    words = [w for w in _WHEN_WORDS.sub(" ", _fold(text)).replace("-", " ").split() if w not in {
        "new", "current", "old", "former", "previous", "actual", "usual", "regular", "own", "main", "the", "a", "an",
        "our", "my", "present", "latest", "total", "overall", "official", "final",
    }]
    # "budget for the kitchen" -> "kitchen budget"
    text = " ".join(words)
    m = re.fullmatch(r"(.+?) (?:for|of) (?:the |my |our )?(.+)", text)
    if m and len(m.group(2).split()) <= 2:
        text = f"{m.group(2)} {m.group(1)}"
    # "fav band" and "fave band" are the favourite band, spelled as notes spell it.
    text = re.sub(r"\b(?:favourite|fave|fav)\b", "favorite", text)
    return _ATTRIBUTE_SYNONYMS.get(text, text)


def attribute_head(attribute: str) -> str:
    words = attribute.split()
    return words[-1] if words else ""


def cardinality_of(attribute: str, plural: bool = False) -> str:
    if attribute.startswith("favorite "):
        return MULTI if plural else SINGLE
    head = attribute_head(attribute)
    if plural or head in _MULTI_HEADS:
        return MULTI
    if head in _SINGLE_HEADS or attribute in _SINGLE_HEADS:
        return SINGLE
    return UNKNOWN


_DETERMINERS = frozenset({"my", "our", "the", "his", "her", "their", "your"})
_RELATION_WORDS = frozenset(_RELATIONS.split("|"))


def news_of_someone_else(new: Sequence[Slot], old: Sequence[Slot], old_text: str) -> bool:
    """Whether ``new`` tells of someone else what ``old`` (read from ``old_text``) tells of its
    subject: every reading of ``new`` has an attribute ``old`` has, said of a subject ``old_text``
    never names ("My sister moved to Milan" after "I live in Rome", "My wife drives a Tesla now"
    after "I drive a Toyota Corolla", "My friend Tom lives in Bergen" after "My friend Dana lives in
    Oslo"; not "Biscuit's new vet is Dr. Osei" after "Vet for Biscuit: Dr. Moreau"). Readings of
    no particular attribute ("DVSA cancelled the test") tell nothing either way."""
    ours, theirs = _standing(new), _standing(old)
    subjects = {s.subject for s in theirs}
    words = set(re.findall(r"\w+", old_text.casefold()))

    def someone_else(subject: str) -> bool:
        # Named in the earlier text ("Vet for Biscuit"; "my Marrow" for "Marrow") it is no one else.
        name = set(re.findall(r"\w+", subject.rsplit("'s ", 1)[-1])) - _DETERMINERS
        return subject not in subjects and not name & words

    return bool(ours) and bool(theirs) and all(
        someone_else(s.subject) and any(same_attribute(s.attribute, o.attribute) for o in theirs) for s in ours)


def own_news_after_a_relatives(new: Sequence[Slot], old: Sequence[Slot], old_text: str) -> bool:
    """Whether ``new`` is only the speaker's own news and ``old`` (read from ``old_text``) only
    of someone the speaker calls by a relation ("My sister Mira lives in Leeds" ... "Working at
    Halden Bank now"): the speaker's news is no newer word on the relative's. A person named
    without a relation ("Haruto's birthday is 4 June") may be the value of the speaker's own
    part of life (whom they date), so that case is left alone."""
    ours, theirs = _standing(new), _standing(old)
    return bool(ours) and bool(theirs) and all(s.subject == OWNER for s in ours) \
        and all(s.subject != OWNER for s in theirs) \
        and bool(_RELATION_WORDS & set(re.findall(r"\w+", old_text.casefold())))


def _standing(slots: Sequence[Slot]) -> list[Slot]:
    """The readings that give a value of a particular attribute as it stands (not history)."""
    return [s for s in slots if s.attribute != ANY_ATTRIBUTE and not s.past]


def same_attribute(a: str, b: str) -> bool:
    """The same attribute, also when one names it more fully ("budget" / "renovation budget")."""
    if a == b:
        return True
    if not a or not b or ANY_ATTRIBUTE in (a, b):
        return False
    wa, wb = a.split(), b.split()
    short, long = (wa, wb) if len(wa) <= len(wb) else (wb, wa)
    if long[-1] in _EVENT_HEADS and long[:-1] == short:
        return True  # "yoga" and "yoga class"
    if wa[-1] != wb[-1]:
        return False
    return long[-len(short):] == short


# --- cues ----------------------------------------------------------------------------------

# "Started learning Korean" begins one more skill beside those a person has, no change ("Fluent
# in Portuguese and English" stays; a control of the fresh7 set). "Started at Klarna" is one.
_NOT_A_SKILL_BEGUN = r"(?!\s+(?:to\s+)?(?:learn|study|practi[cs])\w*)"
# A correction says the earlier value was wrong, which settles it as clearly as a change does:
# "Correction: rent is 1,250", "I meant John", "I swapped the digits", and a value set against
# another ("on Thursday, not Wednesday"; "at 8, not 7"), where "not" is followed by a name or a
# number rather than by a word ("fine, not great"), nor after "a" ("hilly, not a PB obviously").
_CORRECTION = (r"correction|corrected|I\s+meant(?!\s+to\b)|misremembered|misspoke|mis-?typed|misheard|typo|"
               r"my\s+(?:mistake|bad)|I\s+was\s+wrong|got\s+(?:it|that|this)\s+wrong|scratch\s+that|"
               r"swapped\s+(?:the\s+)?(?:digits|numbers|dates|days)|"
               r",\s*not\s+(?:the\s+)?(?=(?-i:[A-Z0-9£$€]))")
_CORRECTION_RE = re.compile(rf"\b(?:{_CORRECTION})", re.I)
_CHANGE_CUE = re.compile(
    r"\b(?:now|no\s+longer|anymore|any\s+more|moved|moving|relocated|switched|switching|changed|left|leaving|"
    r"joined|joining|quit|retired|sold|replaced|instead|new|newly|these\s+days|as\s+of|from\s+now\s+on|"
    rf"starting{_NOT_A_SKILL_BEGUN}|raised|increased|upped|bumped|hiked|cut|trimmed|slashed|lowered|reduced|decreased|"
    r"extended|postponed|pushed|"
    r"rescheduled|brought\s+forward|went\s+up|went\s+down|rose|dropped|updated|actually|not\s+anymore|"
    rf"transferred|promoted|hired|started{_NOT_A_SKILL_BEGUN}|shifted|adjusted|renegotiated|go(?:es|ing)\s+(?:up|down)|"
    rf"{_CORRECTION})\b",
    re.I,
)
# A change for a day, a week or a trip ("Standup moved to 11 just for today", "Quick trip to
# Mexico City, back Monday") is an exception: the standing value holds, and the exception is no
# value a later statement updates. (From the fresh2 set's wrong contests, session 24.)
_ONE_OFF = re.compile(
    r"\b(?:just\s+(?:for\s+)?(?:today|tonight|tomorrow|this\s+(?:once|time|week|weekend|morning|afternoon|evening))|"
    r"(?:only|just)\s+for\s+(?:the\s+|one\s+|a\s+)?(?:day|night|week|weekend)|(?:this|that)\s+(?:week|time)\s+only|"
    r"(?:today|tonight|tomorrow)\s+only|only\s+(?:for\s+)?(?:today|tonight|tomorrow)|"
    r"one[-\s]off|(?:quick|short|day|weekend|business)\s+trip|(?:this\s+week(?:end)?|today|tonight|tomorrow)'s|"
    # A day changed for this week alone ("pool closed on Wednesday this week so I swam Friday instead").
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+this\s+week\b(?!\s+(?:and|onwards|on)\b)|"
    # A return already dated ("staying at my parents', back on the 2nd"; "back Monday").
    r"back\s+(?:on\s+)?(?:the\s+\d{1,2}(?:st|nd|rd|th)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"next\s+week|tomorrow|in\s+(?:a|two|three)\s+(?:days|weeks)))\b",
    re.I,
)
_HISTORY_CUE = re.compile(
    # "Back in 2019" tells the past; "back in Denmark" says where someone is again. "Getting used
    # to iOS" is the present (used to something, not what one used to do).
    r"\b(?:before\s+that|(?<!\bget\s)(?<!\bgot\s)(?<!\bgetting\s)(?<!\bbe\s)(?<!\bam\s)(?<!'m\s)(?<!\bis\s)"
    r"(?<!\bare\s)(?<!'re\s)(?<!\bnot\s)used\s+to|previously|formerly|in\s+the\s+past|back\s+then|"
    r"back\s+in\s+(?:the\s+day|(?:19|20)\d{2}|(?:high\s+)?school|college|uni|university|my\b|our\b|those\b|"
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)|when\s+I\s+was|"
    r"as\s+a\s+(?:kid|child|teen|student)|growing\s+up|grew\s+up|years?\s+ago|at\s+the\s+time|until\s+last\b|"
    r"(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}|for\s+\w+\s+years?\s+before|once\s+upon|my\s+(?:old|former|previous)\b)",
    re.I,
)
_NEGATION = re.compile(r"\b(?:no\s+longer|not|n't|never|don't|doesn't|didn't|isn't|aren't|wasn't)\b|n't\b", re.I)
_QUESTION = re.compile(
    r"^\s*(?:if|would|should|could|maybe|what|where|when|who|why|how|do|does|did|are|is|have|has|can|will)\b", re.I
)
# A change only thought of ("if", "thinking about moving", "talked about moving"). The update
# check's fallback reads these words too (fallback.py ``_MULLED``).
MULLED_WORDS = (r"if|unless|whether|maybe|perhaps|thinking\s+about|considering|talk(?:ed|ing)\s+about|discuss(?:ed|ing)|"
                r"debating|tempted|toying\s+with")
_CONDITIONAL = re.compile(rf"\b(?:{MULLED_WORDS}|might|(?-i:may)\s+(?:be|have|not|need|want|move|get)|probably|"
                          r"hope|hoping|wish|plan(?:ning)?\s+to|going\s+to|want(?:s|ed)?\s+to|would|could|should)\b", re.I)

# A condition that may follow a value as an afterthought, and a future that keeps it a condition.
_AFTERTHOUGHT = re.compile(r"if|unless", re.I)
_FUTURE = re.compile(r"\b(?:will|shall|gonna)\b|'ll\b", re.I)

# --- frames --------------------------------------------------------------------------------

_NAME = r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?"
_END = (
    r"(?=\s*(?:,(?!\d)|:(?!\d)|[;!?()\"]|\.(?:\s|$)|\s-\s|$)|\s+(?:in\s+(?:" + _MONTHS + r"|\d{4}|spring|summer|autumn|fall|winter)\b|and|but|because|since|so|which|who|where|while|though|although|"
    r"until|after|before|if|as|with|for\s+(?:\d+|a|an|the|about|over|now|years?|months?|weeks?)|now|anymore|"
    r"any\s+more|these\s+days|instead|again|too|from\s+now\s+on|starting|last|next|this|every|each|when|then|"
    r"from\s+(?i:" + _MONTHS + "|" + _WEEKDAYS + r"|next|today|tomorrow|the\s+\d|\d)|"
    r"at(?!\s+\d)|near|close\s+to|in\s+(?:a|an|the)\b)\b)"
)
_VALUE = r"(?P<val>(?:[^,;:!?()\"]|(?<=\d)[,.:](?=\d))+?)" + _END
_AUX = (
    r"(?P<aux>(?:\s*'(?:m|re|s|ve|d))?(?:\s+(?:am|is|are|was|were|have|has|had|been|be|now|currently|still|just|"
    r"recently|actually|also|finally|officially|no\s+longer|not|never|already|eventually|since|then|do|does|did|"
    r"don't|doesn't|didn't|do\s+not|does\s+not|did\s+not|n't)\b)*)"
)
_SUBJ = rf"(?P<subj>\bI\b|\b[Ww]e\b|\band\b|\b{_NAME}'s\s+(?:{_RELATIONS})|\b[Mm]y\s+(?:{_RELATIONS})(?:,?\s+{_NAME})?|\b[Oo]ur\s+(?:{_RELATIONS})|\b{_NAME})"


# A home named by what it is: "the new flat in", "a terraced house on", "our place at".
_HOME_NOUN = (r"(?:a|an|the|our|my)\s+(?:[a-z-]+\s+){0,3}?(?:flat|apartment|house|place|room|home|condo|studio)"
              r"\s+(?:in|at|on)")


@dataclass(frozen=True)
class _VerbFrame:
    verb: str
    attribute: str
    cardinality: str
    change: bool = False
    past: bool = False
    negated: bool = False


_VERB_FRAMES = (
    _VerbFrame(r"(?:live|lives|living|reside|resides|residing|based|staying|settled)\s+(?:in|at|on)|"
               r"(?:rent|rents|renting|own|owns|have|has|share|shares|sharing)\s+(?:a|an|the|our|my)\s+(?:[a-z]+\s+){0,2}?"
               r"(?:flat|apartment|house|place|room|home|condo|studio)\s+(?:in|at|on)", "home", SINGLE),
    _VerbFrame(r"(?:lived|was\s+living|were\s+living)\s+(?:in|at|on)", "home", SINGLE, past=True),
    _VerbFrame(r"(?:moved|relocated|moving|relocating)(?:\s+back)?(?:\s+house)?\s+(?:to|into)", "home", SINGLE, change=True),
    # The events that start a home or a job name its new value ("got the keys to a flat in
    # Utrecht", "signed a lease in Leuven", "signed with Kestrel", "I start at Kestrel Monday").
    _VerbFrame(r"(?:got|picked\s+up|collected)\s+(?:the\s+)?keys\s+(?:to|for)\s+" + _HOME_NOUN + r"|"
               r"signed\s+(?:a|the|our|my)\s+(?:new\s+)?(?:lease|tenancy)(?:\s+(?:on|for)\s+" + _HOME_NOUN + r"|\s+(?:in|at|on))|"
               r"(?:got|found|rented)\s+(?:my|our)\s+own\s+(?:[a-z]+\s+){0,2}?(?:flat|apartment|house|place|home|condo|studio)"
               r"\s+(?:in|at|on)|moved\s+in(?:to)?\s+" + _HOME_NOUN, "home", SINGLE, change=True),
    _VerbFrame(r"signed\s+(?:(?:the|a|my)\s+(?:new\s+)?(?:contract|offer)\s+)?(?:with|at)(?=\s+(?:the\s+)?[A-Z])|"
               r"(?:start|starting|starts)\s+at(?=\s+(?:the\s+)?[A-Z])", "employer", SINGLE, change=True),
    _VerbFrame(r"(?:work|works|working)\s+(?:at|for|in)|employed\s+(?:at|by)|(?:job|position|role)\s+(?:at|with)",
               "employer", SINGLE),
    _VerbFrame(r"worked\s+(?:at|for)|was\s+working\s+(?:at|for)", "employer", SINGLE, past=True),
    _VerbFrame(r"(?:started|began)\s+(?:a\s+new\s+job|working|work|a\s+job|a\s+position)\s+(?:at|for|with)|"
               r"(?:got|took|accepted|landed)\s+(?:a\s+|the\s+)?(?:new\s+)?(?:job|position|role|offer)\s+(?:at|with|from)|"
               r"transferred\s+to|joined(?=\s+(?:the\s+)?[A-Z])",
               "employer", SINGLE, change=True),
    _VerbFrame(r"(?:a|an)\s+(?:[a-z-]+\s+){0,3}?(?:at|for)(?=\s+(?:the\s+)?[A-Z])", "employer", SINGLE),
    _VerbFrame(r"(?:work|works|working)\s+as|(?:promoted|hired)\s+(?:to|as)", "role", SINGLE),
    _VerbFrame(r"(?:report|reports|reporting)\s+(?:directly\s+)?to(?=\s+[A-Z])", "manager", SINGLE),
    _VerbFrame(r"(?:study|studies|studying|enrolled)\s+at", "school", SINGLE),
    _VerbFrame(r"studied\s+at", "school", SINGLE, past=True),
    _VerbFrame(r"(?:married\s+to|dating|seeing|engaged\s+to|going\s+out\s+with|together\s+with)", "partner", SINGLE),
    # Leaving names the value that no longer holds; the verb says which attribute it can be
    # ("we left Paris yesterday" is a trip, not a move, so "left" only ends a job or a school).
    _VerbFrame(r"(?:left|quit|resigned\s+from|retired\s+from|got\s+(?:fired|laid\s+off)\s+from|dropped\s+out\s+of)",
               "employer", SINGLE, change=True, negated=True),
    _VerbFrame(r"(?:broke\s+up\s+with|divorced|split\s+up\s+with|stopped\s+seeing)", "partner", SINGLE,
               change=True, negated=True),
    _VerbFrame(r"moved\s+out\s+of", "home", SINGLE, change=True, negated=True),
    _VerbFrame(r"(?:sold|got\s+rid\s+of|replaced|cancelled|canceled|gave\s+up|uninstalled|scrapped)",
               ANY_ATTRIBUTE, UNKNOWN, change=True, negated=True),
    _VerbFrame(r"(?:weigh|weighs)", "weight", SINGLE),
    _VerbFrame(r"(?:down|up)\s+to", "", UNKNOWN, change=True),
    _VerbFrame(r"(?:drive|drives|driving)", "car", SINGLE),
    _VerbFrame(r"(?:ride|rides|riding|cycle|cycles)(?:\s+on)?", "ride", UNKNOWN),
    _VerbFrame(r"(?:use|uses|using)", "use", MULTI),
    _VerbFrame(r"(?:drink|drinks|drinking)", "drink", MULTI),
    _VerbFrame(r"(?:eat|eats|eating)", "eat", MULTI),
    _VerbFrame(r"(?:smoke|smokes|smoking)", "smoke", MULTI),
    _VerbFrame(r"(?:play|plays|playing)", "play", MULTI),
    _VerbFrame(r"(?:like|likes|love|loves|enjoy|enjoys)", "like", MULTI),
    _VerbFrame(r"(?:pay|pays|paying)", "payment", UNKNOWN),
)


@functools.cache
def verb_patterns() -> list[tuple[_VerbFrame, re.Pattern]]:
    """One pattern per verb frame, compiled on first use: the shared subject prefix makes them
    the slowest part of importing the engine (0.15 s), which every CLI command paid."""
    return [(f, re.compile(_SUBJ + _AUX + r"\s+(?P<verb>" + f.verb + r")\b\s*" + _VALUE)) for f in _VERB_FRAMES]


_POSSESSOR = rf"(?P<owner>\b[Mm]y|\b[Oo]ur|\b[Tt]he|\b{_NAME}'s|\b[Mm]y\s+(?:{_RELATIONS})'s)"
_COPULA = r"(?P<cop>is|are|was|were|'s|has\s+been|have\s+been|will\s+be|remains|stays|becomes|became)"
_COPULAR_RE = re.compile(
    _POSSESSOR + r"\s+(?P<attr>(?:[A-Za-z][\w-]*\s+){0,3}?[A-Za-z][\w-]*)\s+" + _COPULA
    + r"(?P<adv>(?:\s+(?:now|currently|still|officially|actually|finally|at|on|in|set\s+(?:at|to)|due|called|named|"
    r"going\s+to\s+be|about|around))*)\s+" + _VALUE
)
_REVERSED_RE = re.compile(
    rf"(?P<val>(?:[Dd]r\.?\s+)?{_NAME}|\d[\w,.]*)\s+(?:is|are)\s+(?P<adv>(?:now\s+|still\s+|officially\s+)*)"
    rf"(?P<owner>my|our|{_NAME}'s)\s+(?P<new>new\s+)?(?P<attr>(?:[a-z][\w-]*\s+){{0,2}}?[a-z][\w-]*)\b(?!\s+(?:of|for|to)\b)"
)
_CHANGE_VERBS = (
    r"raised|increased|upped|bumped(?:\s+up)?|cut|lowered|reduced|decreased|dropped|extended|pushed(?:\s+back)?|"
    r"moved|postponed|rescheduled|changed|switched|brought\s+forward|set|updated|shifted|adjusted|renegotiated"
)
_ACTIVE_CHANGE_RE = re.compile(
    r"(?P<subj>\bI\b|\b[Ww]e\b|\b[Tt]hey\b|\b[A-Z][\w'-]+)(?:\s+(?:have|has|had|just|finally|officially|now|'ve))*\s+"
    rf"(?P<verb>{_CHANGE_VERBS})\s+(?P<obj>it|that|this|them|(?:the|my|our|his|her|their)\s+(?:[a-z][\w-]*\s+){{0,2}}?[a-z][\w-]*)"
    r"(?:\s+(?:back|up|down|out))?\s+(?:to|until|till|for)\s+" + _VALUE
)
_PASSIVE_CHANGE_RE = re.compile(
    r"(?P<obj>\b(?:[Tt]he|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*|\b[Ii]t|\b[Tt]hat)"
    r"(?:\s+(?:has|have|had|was|were|is|got|just|now|been|being|finally|officially|'s))*\s+"
    rf"(?P<verb>{_CHANGE_VERBS}|went\s+(?:up|down)|go(?:es|ing)\s+(?:up|down)|rose|fell|climbed|grew|jumped)"
    r"(?:\s+(?:back|up|down|out))?\s+"
    r"(?:to|until|till)\s+" + _VALUE
)
# "Actually it's 45 not 40": a pronoun's value set against another corrects the latest
# quantity, date or time it resembles, as "we raised it to 26,000" updates it.
_PRONOUN_CORRECTION_RE = re.compile(
    r"\b(?:[Ii]t|[Tt]hat)(?:'s|\s+is|\s+was)\s+(?:actually\s+|really\s+)?(?=[^,;.!?]*?\s+not\s)" + _VALUE
)
_STATUS_RE = re.compile(
    r"(?P<subj>\bI\b|\b[Ww]e\b|\b" + _NAME + r")(?P<aux>\s*'(?:m|re|s)|\s+(?:am|is|are))(?P<adv>(?:\s+(?:now|currently|officially|"
    r"finally|still|no\s+longer|not))*)\s+(?P<val>" + "|".join(re.escape(k) for k in sorted(_STATUS_VALUES, key=len, reverse=True))
    + r")\b(?!\s+(?:about|of|to|with|that|in)\b|\s+for\b(?!\s+(?:now|good|the\s+moment|a\s+while|the\s+time\s+being)\b))"
)
# A divorce told as done: "The divorce is final", "our divorce came through".
_DIVORCE_RE = re.compile(
    r"\b(?i:the|my|our)\s+divorce\s+(?:(?:is|was|has\s+been|got)\s+(?:now\s+|finally\s+|officially\s+)*"
    r"(?:final|finali[sz]ed|through|official|done)|(?:finally\s+)?(?:came|went)\s+through)\b")
_SWITCH_RE = re.compile(
    r"(?P<subj>\bI\b|\b[Ww]e\b|\b" + _NAME + r")(?:\s+(?:have|has|had|just|finally|recently|'ve))*\s+"
    r"(?:switched|changed|moved|went|upgraded|downgraded)(?:\s+over)?\s+from\s+(?P<old>[^,;:!?()\"]+?)\s+(?:to|for)\s+"
)
# "Standup is at 10am", "Team meeting is on Mondays": a recurring thing's time, named bare.
_BARE_SCHEDULE_RE = re.compile(
    r"^(?P<attr>(?:[A-Za-z][\w-]*\s+){0,2}[A-Za-z][\w-]*)\s+(?:is|are)(?P<adv>(?:\s+(?:now|currently|still|usually))*)\s+"
    r"(?:at|on|every|due|set\s+for|scheduled\s+for)\s+" + _VALUE
)
# "We have a new landlord, Mrs. Kim", "I found a new dentist called Dr. Ruiz".
_NEW_ONE_RE = re.compile(
    rf"(?P<subj>\bI\b|\b[Ww]e\b)(?:\s+(?:just|finally|now|recently))*\s+(?:have|has|got|found|hired|chose|picked)\s+"
    rf"(?:a|an|our|my)\s+new\s+(?P<attr>[A-Za-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*(?:,|:|-|called|named|who\s+is)?\s+"
    rf"(?P<val>(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?{_NAME})"
)
# "I switched gyms to PureGym": the attribute named in the plural.
_SWITCHED_PLURAL_RE = re.compile(
    r"(?P<subj>\bI\b|\b[Ww]e\b)(?:\s+(?:just|finally|recently|have|'ve))*\s+(?:switched|changed)\s+"
    r"(?P<attr>[A-Za-z]+?)s\s+(?:to|for)\s+" + _VALUE
)
# "Zoe has Mr. Banda as her teacher": the possessive said with "have ... as".
_HAS_AS_RE = re.compile(
    r"(?P<subj>\bI\b|\b[Ww]e\b|\b" + _NAME + r")(?:\s+(?:now|still|currently|finally))*\s+(?:have|has|'ve|got)\s+"
    r"(?P<val>(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?" + _NAME + r")\s+as\s+(?:my|our|his|her|their)\s+(?:new\s+)?"
    r"(?P<attr>[a-z][\w-]*(?:\s+(?!(?:this|now|these|today|again|too|since|from|for|at|in|on|and|but)\b)[a-z][\w-]*)?)\b"
)
# "Coach for the under-10s is Mr. Duffy": a role of something, named without a possessive.
_ROLE_OF_RE = re.compile(
    r"^(?:[Tt]he\s+)?(?P<attr>[A-Za-z][a-z-]*(?:\s+[a-z][\w-]*)?\s+(?:for|of)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)\s+"
    r"(?:is|are)(?P<adv>(?:\s+(?:now|currently|still))*)\s+(?P<val>(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?" + _NAME + r")\b"
)
_GOT_STATUS_RE = re.compile(
    r"(?P<subj>\bI\b|\b[Ww]e\b|\b" + _NAME + r")(?:\s+(?:just|finally|recently|officially))*\s+"
    r"(?P<verb>got\s+married|got\s+engaged|got\s+divorced|retired|got\s+laid\s+off|lost\s+(?:my|his|her|their)\s+job|"
    r"broke\s+up|split\s+up)\b"
)
_GOT_STATUS_VALUES = {
    "got married": ("relationship status", "married"), "got engaged": ("relationship status", "engaged"),
    "got divorced": ("relationship status", "divorced"), "broke up": ("relationship status", "single"),
    "split up": ("relationship status", "single"), "retired": ("job status", "retired"),
    "got laid off": ("job status", "unemployed"), "lost": ("job status", "unemployed"),
}

# A value that ends, said of the value itself: "The Brompton was stolen", "Dr Park retired",
# "Beatriz and I ended things". Whatever attribute of the owner held that value no longer does
# (``ANY_ATTRIBUTE``). A leave is temporary: it is put to a person, never retires on its own.
_NAMED = r"(?P<val>[A-Z][\w'-]*(?:\s+[A-Z0-9][\w'-]*)?)"
_THING = r"(?:(?:[Tt]he|[Mm]y|[Oo]ur)\s+)?" + _NAMED
_PERSON = r"(?P<val>(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?(?!(?:I|We|They|He|She|It)\b)[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
# A name said of an event, which is what ended: "cancelled the Lisbon trip" ends a trip, not Lisbon.
EVENT_HEADS = (r"(?:trip|holiday|vacation|flight|booking|reservation|visit|tour|party|wedding|concert|gig|meeting|"
               r"appointment|dinner|lunch|order|quote|session|class|lesson|course|match|game|show|event)s?\b")
_NAME_OF_AN_EVENT = re.compile(r"\b[A-Z][\w'-]*\s+" + EVENT_HEADS)
_ENDED_RES = (
    (re.compile(_THING + r"\s+(?:was|were|got|has\s+been|have\s+been)\s+(?:stolen|nicked|pinched|sold|scrapped|"
                r"written\s+off|totall?ed|towed\s+away|repossessed|lost)\b"), True),
    (re.compile(_THING + r"\s+(?:has\s+)?(?:closed(?:\s+down)?|shut\s+down|went\s+(?:bust|under))\b"), True),
    (re.compile(_PERSON + r"(?:\s+(?:has|have|just|finally|officially|recently))*\s+(?:retired|passed\s+away|died|"
                r"moved\s+away|left\s+(?:the\s+)?(?:practice|clinic|surgery|school|company|team|firm|job))\b"), True),
    (re.compile(_PERSON + r"\s+and\s+I\s+(?:have\s+|just\s+|finally\s+)*(?:ended\s+(?:things|it)|broke\s+up|split\s+up|"
                r"separated|called\s+it\s+(?:off|quits))\b"), True),
    (re.compile(r"\b(?:divorce|separation)\s+from\s+" + _PERSON + r"\s+(?:is|was|went)\s+(?:final|through|official)\b"),
     True),
    (re.compile(_PERSON + r"(?:\s+(?:has|just|is|went|now))*\s+(?:on|went\s+on)\s+(?:maternity|paternity|parental|"
                r"sick|long-term\s+sick|medical)\s+leave\b"), False),
)
# The first day at a job, or the first night in a home, said without a subject: "first day at
# Quillon tomorrow", "Today was my first day at Shopify", "First night in the new flat in Pankow".
_FIRST_RE = re.compile(
    r"(?:^|\b[Mm]y\s+|\b[Oo]ur\s+)(?i:first)\s+(?:(?P<job>day|week|shift)\s+(?:at|with)|(?:night|week|month)\s+in\s+"
    + _HOME_NOUN + r")\s+" + _VALUE
)
# A home named by the place it is in, before the noun: "first night in the Montreal apartment",
# "the last box in our Ghent flat". Only "my" or "our" home says it is the speaker's without a
# first night ("the Paris apartment" may be a holiday let).
_HOME_NAMED = (rf"(?P<own>(?i:the|our|my))\s+(?:(?i:new)\s+)?(?P<named>{_NAME})\s+"
               r"(?:flat|apartment|house|place|condo|studio|home)\b")
_FIRST_NIGHT_RE = re.compile(r"\b(?i:first)\s+(?:night|morning|week|month)\s+(?:(?:sleeping|living)\s+)?in\s+" + _HOME_NAMED)
_IN_MY_HOME_RE = re.compile(r"\b(?i:in)\s+" + _HOME_NAMED)
# A stay away from home names its place the same way ("first night in our Airbnb flat in Rome",
# "holiday in our Algarve house").
_AWAY = re.compile(r"\b(?:holidays?|vacation|trip|staying|stay|airbnb|hotel|rental|visiting|getaway)\b", re.I)
# Membership of a team or department, told by the owner: "I'm on the payments team",
# "I work for the council in the planning department".
_TEAM_RE = re.compile(
    r"^(?:[A-Z][\w-]*:\s+)?(?:I'm|I\s+am|I\s+work|I've\s+been|We're|We\s+are|I\s+(?:just\s+|recently\s+)?(?:joined|transferred|moved))\b"
    r"(?:\s+[\w'-]+){0,7}?\s+(?:in|on|to|joined)\s+the\s+(?P<val>[\w-]+(?:\s+[\w-]+)?\s+"
    r"(?:team|department|squad|unit|division))\b"
)
# Notes leave out the first person ("Moved to Antwerp last weekend", "Got engaged!"): a sentence
# that opens with a verb in the past tense, or an adverb and one ("Finally got my own studio"),
# is read with "I" in front. A name that ends like a verb ("Alfred is ...") is followed by a
# verb of its own and stays as it is.
_OPENS = r"^(?P<label>[A-Z][\w-]*:\s+)?(?P<adv>(?i:{adverbs})\s+)?(?P<verb>{verbs})\b"
_NOT_ITS_SUBJECT = r"(?!\s+(?:is|are|was|were|has|have|had|and|said|says|'s)\b)"
_PAST_OPENER = re.compile(_OPENS.format(
    adverbs="finally|just|today|yesterday|officially|also",
    verbs=r"[A-Za-z][a-z]{2,}ed|(?i:got|left|quit|sold|took|went|began|became|bought|gave|broke|split|found|won|lost|been)",
) + _NOT_ITS_SUBJECT)
# ... and so does one that opens with where the speaker lives, works or studies, or whom they
# report to or date ("reporting to Tobias from Monday", "living on a houseboat now"): read with
# "I'm" in front. Not every verb a frame knows: a sentence that opens with "Staying" or "Seeing"
# is as often about that ("Staying in shape is important to me" read as a home); with all of
# them, and "currently" as a change cue, LoCoMo's turns contested on their own went from 8 to 50.
_DOING_OPENER = re.compile(_OPENS.format(
    adverbs="now|currently|still|finally|just|also",
    verbs="(?i:living|residing|renting|working|reporting|studying|dating)",
) + _NOT_ITS_SUBJECT)


def _with_subject(sentence: str) -> str:
    for opener, subject in ((_PAST_OPENER, "I "), (_DOING_OPENER, "I'm ")):
        m = opener.match(sentence)
        if m is not None:
            verb = (m.group("adv") or "").lower() + m.group("verb")
            return (m.group("label") or "") + subject + verb[0].lower() + verb[1:] + sentence[m.end("verb"):]
    return sentence


# The present perfect with a starting point states what is true now.
_STILL_TRUE = re.compile(r"(?:'ve|\bhave|\bhas)\b")
_SINCE = re.compile(r"\b(?:since|for\s+the\s+(?:past|last))\b", re.I)


# A note kept as "label: value" ("Dentist: Dr. Marsh", "Jamie's number: 555-0142") says what
# "my dentist is Dr. Marsh" says. Not when the label is a frame for a sentence ("Quick note: my
# employer is ...", "Band update: we broke up", "HR approved it: ..."), which is parsed as said.
_LABEL = re.compile(
    rf"^(?P<owner>(?:[Mm]y|[Oo]ur|[Tt]he|{_NAME}'s)\s+)?(?P<label>(?:[A-Za-z][\w-]*\s+){{0,3}}[A-Za-z][\w-]*)\s*:\s+(?P<rest>\S.*)$"
)
_NOT_A_LABEL = re.compile(
    r"\b(?:i|we|it|he|she|they|you|me|us|him|her|them|this|that|is|are|was|were|got|came|went|did|done|"
    r"note|notes|update|reminder|todo|fyi|ps|edit|news|recap|summary|[a-z]+ed)\b", re.I)
_A_CLAUSE = re.compile(
    r"\b(?:I|I'm|I've|I'd|I'll)\b|\b(?i:we|we're|we've|it|it's|he|she|they|they're|there's|you|is|are|was|were|am|"
    r"will|has|have|had|'s|'re|'m)\b")

# Where what a label names ends and a remark on it begins.
_REMARK = re.compile(r"[,;.!?](?:\s|$)|\s[-—–]\s")

# A note's subject without "my" ("rent is 1,150 a month", "handle is emberfern now") is the owner's
# thing. A capitalised one may be a name ("Maria is a nurse"): only with a number ("Rent is 1,150"),
# or when it is a word for a role or a thing the attribute lists know ("Babysitter is Klara", "GP
# is Dr. Farouk"), which names no one.
_BARE_SUBJECT = re.compile(
    r"^(?P<np>(?:[A-Za-z][a-z-]*\s+){0,2}(?:[A-Za-z][a-z-]*|[A-Z]{2,3}))\s+(?P<cop>is|are|(?:(?:has|have|was|were|is|are|just)\s+)*"
    rf"(?:{_CHANGE_VERBS}|went\s+(?:up|down)|go(?:es|ing)\s+(?:up|down)|rose|fell))\s+(?P<rest>\S.*)$")
_NOT_A_THING = re.compile(
    r"^(?:it|this|that|there|here|what|who|where|when|how|which|everything|nothing|something|everyone|someone|"
    r"today|tonight|tomorrow|yesterday|life|he|she|they|we|you|i|one|all|each|both|mine|yours|ours)\b", re.I)


# What was done to the thing a label names says no more than the label ("Wedding date set: 14
# September", "Driving test booked: 3 March").
_DONE_TO_IT = re.compile(r"\s+(?:set|booked|confirmed|fixed|agreed|scheduled|moved|changed|updated)$", re.I)


def _label_as_statement(sentence: str) -> str:
    m = _LABEL.match(sentence)
    if m is None:
        return sentence
    label = _DONE_TO_IT.sub("", m.group("label"))
    # Only what the label names must not be a clause: a remark may follow it ("Favourite board
    # game: Wingspan, the bird cards are so pretty"), but "Band update: we broke up" is a sentence.
    if _NOT_A_LABEL.search(label) or _A_CLAUSE.search(_REMARK.split(m.group("rest"), maxsplit=1)[0]):
        return sentence
    now = "now " if _CHANGE_CUE.search(m.group("label")[len(label):]) else ""  # "Rate card updated: 80/hr"
    return f"{m.group('owner') or 'My '}{label} is {now}{m.group('rest')}"


def _after_a_frame(sentence: str) -> str:
    """A note after a label that frames it ("Correction: rent is 1,250", "FYI: dentist is Dr.
    Alvarez now") is read as a note of its own, its bare subject the owner's; the label stays,
    as a correction is a cue."""
    m = _LABEL.match(sentence)
    if m is None:
        return sentence
    return sentence[:m.start("rest")] + _bare_subject_as_mine(m.group("rest"))


def _bare_subject_as_mine(sentence: str) -> str:
    m = _BARE_SUBJECT.match(sentence)
    if m is None or _NOT_A_THING.match(m.group("np")) or _LEADING.match(m.group("np") + " "):
        return sentence
    # "Plumber now is Stavros" names the plumber; "now" only says when (as in normalize_attribute).
    head = next((w for w in reversed(m.group("np").casefold().split()) if not _WHEN_WORDS.fullmatch(w)), "")
    if not (m.group("np")[:1].islower() or re.search(r"\d", m.group("rest")) or head in _SINGLE_HEADS
            or head in _MULTI_HEADS):
        return sentence
    return f"My {m.group('np').lower()} {m.group('cop')} {m.group('rest')}"


# --- subjects ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Speaker:
    """Who "I" is in a text and which names mean the memory's owner."""

    me: str = OWNER  # subject key of the first person
    owner_names: frozenset[str] = frozenset({"user", "me", "myself"})


_OPENERS = re.compile(r"^(?:now|then|so|but|and|also|today|yesterday|well|oh|yes|yeah|actually|anyway|since|after|"
                      r"before|when|last|this|next|update|btw|ok|okay|good|great|news)\b[\s,:!-]*")


def _subject_key(raw: str, speaker: Speaker) -> str | None:
    text = _OPENERS.sub("", _fold(raw)).strip()
    if not text:
        return None
    if text in {"i", "we", "me", "us", "my", "our", "i'm", "we're", "i've", "we've"}:
        return speaker.me
    if text.endswith("'s"):
        text = text[:-2]
    rel = re.match(rf"^(my|our)\s+({_RELATIONS})(?:,?\s+(.+))?$", text)
    if rel:
        if rel.group(3):
            return _subject_key(rel.group(3), speaker)
        return f"{speaker.me}'s {rel.group(2).replace('co-worker', 'coworker')}"
    text = _TITLES.sub("", text)
    if text in speaker.owner_names:
        return OWNER
    if text in {"he", "she", "they", "it", "this", "that", "there", "here", "you", "the", "then", "so", "and"}:
        return None
    return text


# --- the parser ----------------------------------------------------------------------------

# A sentence may open in lower case in quick notes ("BP 122/80 at the pharmacy. less salt works??"),
# after a full stop that ends a word rather than an abbreviation ("e.g.", "approx.", "no.").
_ABBREVIATION = r"(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\betc\.)(?<!\bvs\.)(?<!\bapprox\.)(?<!\bincl\.)(?<!\bno\.)(?<!\bst\.)"
_SENTENCE = re.compile(
    rf"(?<=[.!?])\s+(?=[A-Z\"'(])|(?<=[a-z]{{2}}[.!?]){_ABBREVIATION}\s+(?=[a-z])|\n+|;\s+|,?\s+(?:but|and|so)\s+(?=I\b|[Mm]y\b|[Ww]e\b|[Oo]ur\b)|,\s+(?:but|and)\s+(?=[A-Z])"
)


# After a past, what holds now: "I used to live in Delft, now I'm in Leiden" is a change.
_NOW_AFTER = re.compile(r"\b(?:now|nowadays|these\s+days|currently)\b", re.I)


def is_history(text: str) -> bool:
    """Whether a statement is told as the past ("used to", "before that", "years ago"), and
    does not go on to say what holds now."""
    told = _HISTORY_CUE.search(text)
    return told is not None and not _NOW_AFTER.search(text, told.end())


def _normal(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).replace("’", "'").replace("‘", "'")
    return re.sub(r"\b(Dr|Mr|Mrs|Ms|Prof|St)\.\s", r"\1 ", text)


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(_normal(text)) if s and s.strip()]


def _bad_value(value: str, kind: str) -> bool:
    words = value.split()
    if not words or len(words) > 6:
        return True
    return words[0] in {"it", "that", "this", "there", "here", "them", "him", "her", "you", "me", "us", "so", "not",
                        "going", "gonna", "about", "like", "really", "very", "pretty", "too", "such", "one", "what"}


def parse(text: str, speaker: Speaker | None = None) -> list[Slot]:
    """The slots stated in ``text``, in order."""
    speaker = speaker or Speaker()
    slots: list[Slot] = _ended(_normal(text), speaker)
    for index, sentence in enumerate(sentences(text)):
        if sentence.rstrip().endswith("?") or _QUESTION.match(sentence):
            continue
        for clause in _DASH.split(sentence):
            # A label turned into "My label is ..." starts with an owner, which a bare subject never does.
            said = _bare_subject_as_mine(_after_a_frame(_label_as_statement(_with_subject(clause))))
            slots.extend(_parse_sentence(said, index, speaker))
    return slots


# A spaced dash joins two clauses of a quick note ("landlord's letter came - rent goes up to 1,580
# from September"; "Stavros — 697 558 2041"): each is read on its own, with its sentence's index
# (sources.py maps slots to sentences).
_DASH = re.compile(r"\s+[-—–]\s+")


def _ended(text: str, speaker: Speaker) -> list[Slot]:
    """Values said to have ended (``_ENDED_RES``), read over the whole text: "Beatriz and I
    ended things" spans what the sentence splitter parts at "and I"."""
    found = []
    for regex, final in _ENDED_RES:
        for m in regex.finditer(text):
            said = text[max(0, text.rfind(".", 0, m.start()) + 1):m.end()]
            if _CONDITIONAL.search(said) or _HISTORY_CUE.search(said):
                continue
            value, kind, display = read_value(m.group("val"))
            if not _bad_value(value, kind):
                found.append(Slot(subject=speaker.me, attribute=ANY_ATTRIBUTE, value=value, display=display, kind=kind,
                                  cardinality=UNKNOWN, change=final, negated=True))
    return found


def _sentence_flags(sentence: str) -> tuple[bool, bool]:
    return bool(_CHANGE_CUE.search(sentence)), bool(_HISTORY_CUE.search(sentence))


def _parse_sentence(sentence: str, index: int, speaker: Speaker) -> list[Slot]:
    change_cue, history = _sentence_flags(sentence)
    one_off = _ONE_OFF.search(sentence) is not None
    conditions = list(_CONDITIONAL.finditer(sentence))

    def conditional(slot: Slot, span: tuple[int, int]) -> bool:
        """Whether the sentence makes the slot no standing fact: a one-off, or a condition or a
        doubt said before it or within it. An "if" after a value that simply holds is an
        afterthought ("my discord handle is moth_witch if anyone asks"); after a change or with a
        future ("moving to Porto if the visa comes", "I'll be at Acme if ...") it still conditions."""
        return one_off or any(
            m.start() < span[1] or not _AFTERTHOUGHT.fullmatch(m.group(0)) or slot.change
            or _FUTURE.search(sentence, 0, span[1]) for m in conditions)
    corrects = _CORRECTION_RE.search(sentence) is not None
    found: list[Slot] = []
    taken: list[tuple[int, int]] = []

    def add(slot: Slot | None, span: tuple[int, int]) -> None:
        if slot is None or any(s < span[1] and span[0] < e for s, e in taken):
            return
        if not slot.past and conditional(slot, span):
            return  # "if I move to Berlin", "I'm thinking about quitting", a one-off: no standing fact
        taken.append(span)
        found.append(slot)

    def make(subject: str | None, attribute: str, raw_value: str, cardinality: str, *, change: bool = False,
             past: bool = False, negated: bool = False) -> Slot | None:
        if subject is None:
            return None
        value, kind, display = read_value(raw_value)
        if _bad_value(value, kind):
            return None
        return Slot(subject=subject, attribute=attribute, value=value, display=display, kind=kind,
                    cardinality=cardinality, change=change, past=past or (history and not change), negated=negated,
                    sentence=index, corrects=corrects and not past)

    # Change frames first: "We raised it to 26,000", "The deadline was pushed to Friday".
    for regex, active in ((_ACTIVE_CHANGE_RE, True), (_PASSIVE_CHANGE_RE, False)):
        for m in regex.finditer(sentence):
            obj = m.group("obj")
            words = _fold(obj).split()
            if words and words[0] in {"the", "my", "our", "his", "her", "their"}:
                owner = words[0]
                attribute = normalize_attribute(" ".join(words[1:]))
                if attribute_head(attribute) in NOT_ATTRIBUTES:
                    continue
                subject = speaker.me if owner in {"the", "my", "our"} else None
                if owner in {"his", "her", "their"}:
                    continue  # whose? leave it alone
            else:
                attribute, subject = "", speaker.me  # a pronoun: matched by similarity and kind
            slot = make(subject, attribute, m.group("val"), cardinality_of(attribute) if attribute else UNKNOWN,
                        change=True)
            if slot is not None and slot.kind in ("name", "text"):
                if not attribute or re.match(r"moved|relocated", m.group("verb")) or slot.cardinality != SINGLE:
                    continue  # "my sister moved to Seville" is where she lives; "moved it to the shed" says little
            add(slot, m.span())

    for m in _PRONOUN_CORRECTION_RE.finditer(sentence):
        slot = make(speaker.me, "", m.group("val"), UNKNOWN, change=True)
        if slot is not None and slot.kind not in ("name", "text"):
            add(slot, m.span())

    def status_changed(subject: str | None, attribute: str, value: str, span: tuple[int, int]) -> None:
        add(make(subject, attribute, value, SINGLE, change=True), span)
        if subject is not None and value in ("divorced", "single"):  # whoever the partner was, no longer
            found.append(Slot(subject=subject, attribute="partner", value=ANY_VALUE, display="", kind="name",
                              cardinality=SINGLE, change=True, negated=True, sentence=index))

    for m in _DIVORCE_RE.finditer(sentence):
        status_changed(speaker.me, "relationship status", "divorced", m.span())

    for m in _GOT_STATUS_RE.finditer(sentence):
        verb = re.sub(r"\s+", " ", m.group("verb").lower())
        status_changed(_subject_key(m.group("subj"), speaker),
                       *(_GOT_STATUS_VALUES.get(verb) or _GOT_STATUS_VALUES[verb.split()[0]]), m.span())

    for m in _FIRST_RE.finditer(sentence):
        value = m.group("val")
        add(make(speaker.me, "employer" if m.group("job") else "home", _main_name(value) or value, SINGLE, change=True),
            m.span())

    away = _AWAY.search(sentence) is not None
    for m in _FIRST_NIGHT_RE.finditer(sentence):
        if not away:
            add(make(speaker.me, "home", m.group("named"), SINGLE, change=True), m.span())
    for m in _IN_MY_HOME_RE.finditer(sentence):
        if m.group("own").casefold() != "the" and not away:
            add(make(speaker.me, "home", m.group("named"), SINGLE, change=change_cue), m.span())

    for m in _TEAM_RE.finditer(sentence):
        add(make(speaker.me, "team", m.group("val"), SINGLE, change=change_cue), (m.start("val"), m.end("val")))

    for m in _NEW_ONE_RE.finditer(sentence):
        attribute = normalize_attribute(m.group("attr"))
        if attribute_head(attribute) in NOT_ATTRIBUTES:
            continue
        add(make(_subject_key(m.group("subj"), speaker), attribute, m.group("val"), cardinality_of(attribute),
                 change=True), m.span())

    for m in _HAS_AS_RE.finditer(sentence):
        attribute = normalize_attribute(m.group("attr"))
        if attribute_head(attribute) in NOT_ATTRIBUTES:
            continue
        add(make(_subject_key(m.group("subj"), speaker), attribute, m.group("val"), cardinality_of(attribute),
                 change=change_cue), m.span())

    for m in _ROLE_OF_RE.finditer(sentence):
        attribute = normalize_attribute(m.group("attr"))
        if attribute_head(attribute) in NOT_ATTRIBUTES:
            continue
        add(make(speaker.me, attribute, m.group("val"), cardinality_of(attribute),
                 change="now" in (m.group("adv") or "") or change_cue), m.span())

    for m in _SWITCHED_PLURAL_RE.finditer(sentence):
        attribute = normalize_attribute(m.group("attr"))
        add(make(_subject_key(m.group("subj"), speaker), attribute, m.group("val"), cardinality_of(attribute),
                 change=True), m.span())

    for m in _BARE_SCHEDULE_RE.finditer(sentence):
        attribute = normalize_attribute(m.group("attr"))
        if _subject_key(m.group("attr"), speaker) in (speaker.me, None) or attribute_head(attribute) in NOT_ATTRIBUTES:
            continue
        slot = make(speaker.me, attribute, m.group("val"), cardinality_of(attribute),
                    change="now" in (m.group("adv") or "") or change_cue)
        if slot is not None and slot.kind in ("time", "weekday", "date"):
            add(slot, m.span())

    for value, regex in _LIVING:
        for m in regex.finditer(sentence):
            add(make(speaker.me, "living arrangement", value, SINGLE, change=change_cue), m.span())

    for m in _STATUS_RE.finditer(sentence):
        subject = _subject_key(m.group("subj"), speaker)
        value = m.group("val").lower()
        adv = (m.group("adv") or "").lower()
        negated = bool(re.search(r"no\s+longer|not", adv))
        add(make(subject, _STATUS_VALUES[value], value, SINGLE, change=change_cue, negated=negated), m.span())

    # A partner's role says where the speaker's relationship stands ("Kwame's my boyfriend" ...
    # "Meet my fiancé Kwame!!"). "my partner" says no stage; "my ex-husband", "my late wife" none.
    for m in _PARTNER_STAGE_RE.finditer(sentence):
        role = next(r for r in m.groups() if r)
        slot = make(speaker.me, "relationship status", _PARTNER_STAGES[_fold(role)], SINGLE,
                    change=change_cue)
        if slot is not None and not (not slot.past and conditional(slot, m.span())):
            found.append(slot)

    for frame, regex in verb_patterns():
        for m in regex.finditer(sentence):
            if m.group("subj").lower() == "and":  # "I left Acme and joined Globex"
                subject = speaker.me if re.search(r"\b(?:I|[Ww]e)\b", sentence[:m.start()]) else None
            else:
                subject = _subject_key(m.group("subj"), speaker)
            aux = (m.group("aux") or "").lower()
            negated = frame.negated or bool(_NEGATION.search(aux))
            value = m.group("val")
            if frame.attribute in ("home", "employer", "school", "partner", "manager"):
                value = _main_name(value) or value
            elif frame.negated:
                if _NAME_OF_AN_EVENT.search(value):
                    continue  # "cancelled the Lisbon trip" ends a trip, not Lisbon
                value = _main_name(value) or re.sub(r"^(?:my|our|the|his|her)\s+", "", value.strip(), flags=re.I)
            past = frame.past or bool(re.search(r"\b(?:was|were|had|used)\b", aux) and not frame.change)
            since = past and bool(_STILL_TRUE.search(aux) and _SINCE.search(sentence))
            if since:
                past = False  # "I've lived in Vasastan since December": true from then on, so a change then
            change = frame.change or since or (change_cue and not past)
            if negated and not frame.negated:
                change = change or bool(re.search(r"no\s+longer|anymore|any\s+more", sentence, re.I))
            slot = make(subject, frame.attribute, value, frame.cardinality, change=change, past=past,
                        negated=negated)
            if slot is not None and frame.attribute == "home" and slot.kind in ("weekday", "date", "time"):
                # "Yoga moved to Thursdays": a schedule, the owner's, named by the thing that moved
                if subject == speaker.me or subject is None:
                    continue
                attribute = normalize_attribute(subject)
                slot = make(speaker.me, attribute, value, cardinality_of(attribute), change=True)
            add(slot, (m.start("verb"), m.end()))
            status = re.match(r"(married|engaged)\s+to", m.group("verb"))
            if slot is not None and slot in found and status and not negated:  # "engaged to Tomás": engaged
                found.append(replace(slot, attribute="relationship status", value=status.group(1),
                                     display=status.group(1), kind="text"))

    for m in _SWITCH_RE.finditer(sentence):  # "switched from Vim to Neovim": Vim no longer holds
        subject = _subject_key(m.group("subj"), speaker)
        add(make(subject, ANY_ATTRIBUTE, m.group("old"), UNKNOWN, change=True, negated=True), m.span())

    for m in _COPULAR_RE.finditer(sentence):
        owner = m.group("owner")
        attribute = normalize_attribute(m.group("attr"))
        head = attribute_head(attribute)
        if not attribute or head in NOT_ATTRIBUTES or attribute in {"name"} and owner.lower() == "the":
            continue
        if re.search(r"\b(?:new|current)\b", m.group("attr"), re.I):
            cue = True
        else:
            cue = change_cue
        low = owner.lower()
        if low in {"my", "our", "the"}:
            subject = speaker.me
        else:
            subject = _subject_key(owner, speaker)
        if low == "the" and cardinality_of(attribute) is not SINGLE and read_value(m.group("val"))[1] in ("name", "text"):
            continue  # "the food is great": of unnamed things, only known attributes or dated/numeric values
        cop = m.group("cop").lower()
        plural = cop in {"are", "were", "have been"} or attribute.endswith("s") and cardinality_of(attribute[:-1]) != UNKNOWN
        past = cop in {"was", "were"} and not cue
        adv = (m.group("adv") or "").lower()
        negated = False
        value = m.group("val")
        if re.match(r"\s*(?:not|no\s+longer)\b", value, re.I):
            negated = True
            value = re.sub(r"^\s*(?:not|no\s+longer)\s+", "", value, flags=re.I)
        slot = make(subject, attribute, value, cardinality_of(attribute, plural), change=cue or "now" in adv,
                    past=past, negated=negated)
        if slot is not None and slot.kind == "text" and len(slot.value.split()) > 4:
            continue
        if slot is not None and slot.cardinality != SINGLE and slot.kind == "text" and not slot.value[:1].isdigit():
            # "my knee is sore": an adjective, not a value anyone updates by name
            if low in {"my", "our"} and len(slot.value.split()) == 1 and not m.group("val").strip()[:1].isupper():
                continue
        add(slot, (m.start("attr"), m.end()))

    for m in _REVERSED_RE.finditer(sentence):
        attribute = normalize_attribute(m.group("attr"))
        if attribute_head(attribute) in NOT_ATTRIBUTES:
            continue
        owner = m.group("owner")
        subject = speaker.me if owner.lower() in {"my", "our"} else _subject_key(owner, speaker)
        slot = make(subject, attribute, m.group("val"), cardinality_of(attribute),
                    change=bool(m.group("new")) or "now" in (m.group("adv") or "") or change_cue)
        add(slot, m.span())
    return found


_CAPITALISED = re.compile(r"(?:Dr\.?\s+)?[A-Z][\w'&.-]*(?:\s+(?:of|de|la|van|von|&)?\s*[A-Z][\w'&.-]*)*")


def _main_name(value: str) -> str | None:
    """In "a small flat in Porto" the name that carries the value ("Porto")."""
    names = [n.strip() for n in _CAPITALISED.findall(value) if n.strip() and n.strip() not in {"I"}]
    return names[0] if names else None


def with_subject(slot: Slot, subject: str) -> Slot:
    return replace(slot, subject=subject)
