"""The slot parser and the update decision, without a pack: many phrasings across domains
(residence, work, relationships, health, preferences, possessions, money, dates and schedules,
people around the user, projects and teams), and compatible pairs that must be left alone."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from engine.current_truth.decision import CONTEST, SUPERSEDE, decide
from engine.current_truth.owner import speaker_for
from engine.current_truth.slot_table import StoredSlot
from engine.current_truth.slots import (
    ANY_ATTRIBUTE, MULTI, OWNER, SINGLE, normalize_attribute, parse, read_value, same_attribute,
)

# text -> (subject, attribute, value, cardinality, change, past, negated) of its first slot
SLOTS = [
    ("I live in Lisbon, in a small flat near the river.", (OWNER, "home", "lisbon", SINGLE, False, False, False)),
    ("We rent a small apartment in Ghent.", (OWNER, "home", "ghent", SINGLE, False, False, False)),
    ("I moved to Porto in March.", (OWNER, "home", "porto", SINGLE, True, False, False)),
    ("Before that I lived in Delft.", (OWNER, "home", "delft", SINGLE, False, True, False)),
    ("I no longer live in Leeds.", (OWNER, "home", "leeds", SINGLE, True, False, True)),
    ("I work at Siemens as an engineer.", (OWNER, "employer", "siemens", SINGLE, False, False, False)),
    ("I used to work at IBM.", None),  # "used to": history, read by no present-tense frame
    ("I worked at Nokia for years.", (OWNER, "employer", "nokia", SINGLE, False, True, False)),
    ("Now I'm a product manager at Shopify.", (OWNER, "employer", "shopify", SINGLE, True, False, False)),
    ("I left Acme in May.", (OWNER, "employer", "acme", SINGLE, True, False, True)),
    ("My manager is Priya.", (OWNER, "manager", "priya", SINGLE, False, False, False)),
    ("Karen's manager is Luis.", ("karen", "manager", "luis", SINGLE, False, False, False)),
    ("My dentist is Dr. Park.", (OWNER, "dentist", "park", SINGLE, False, False, False)),
    ("Dr. Alvarez is my new dentist.", (OWNER, "dentist", "alvarez", SINGLE, True, False, False)),
    ("My family doctor is now Dr. Osei.", (OWNER, "doctor", "osei", SINGLE, True, False, False)),
    ("We have a new landlord, Mrs. Kim.", (OWNER, "landlord", "kim", SINGLE, True, False, False)),
    ("Mia has Mr. Osei as her tutor this term.", ("mia", "tutor", "osei", SINGLE, False, False, False)),
    ("I have Dr. Ruiz as my dentist now.", (OWNER, "dentist", "ruiz", SINGLE, True, False, False)),
    ("Treasurer of the book club is now Ana.", (OWNER, "book club treasurer", "ana", "unknown", True, False, False)),
    # A spaced dash joins two clauses; each is read on its own.
    ("Letter from the agent - rent goes up to 1,450 from June.", (OWNER, "rent", "1450", SINGLE, True, False, False)),
    ("Our new vet is Dr. Lowe — lowe@pawsclinic.example.", (OWNER, "vet", "lowe", SINGLE, True, False, False)),
    ("Electrician now is Marek.", (OWNER, "electrician", "marek", SINGLE, True, False, False)),
    ("I'm engaged now!", (OWNER, "relationship status", "engaged", SINGLE, True, False, False)),
    ("I got divorced last year.", (OWNER, "relationship status", "divorced", SINGLE, True, False, False)),
    ("I'm dating Alex.", (OWNER, "partner", "alex", SINGLE, False, False, False)),
    ("I'm retired now.", (OWNER, "job status", "retired", SINGLE, True, False, False)),
    ("I weigh 82 kg.", (OWNER, "weight", "82 kg", SINGLE, False, False, False)),
    ("My dose was raised to 20 mg.", (OWNER, "dose", "20 mg", SINGLE, True, False, False)),
    ("The renovation budget is 20,000 euros.", (OWNER, "renovation budget", "20000 eur", SINGLE, False, False, False)),
    ("We raised it to 26,000.", (OWNER, "", "26000", "unknown", True, False, False)),
    ("Our budget for the kitchen is €5k.", (OWNER, "kitchen budget", "5000 eur", SINGLE, False, False, False)),
    ("My rent went up to $1,350.", (OWNER, "rent", "1350 usd", SINGLE, True, False, False)),
    ("The deadline was pushed to March 15.", (OWNER, "deadline", "march 15", SINGLE, True, False, False)),
    ("They moved the launch date to July 15.", (OWNER, "launch date", "july 15", SINGLE, True, False, False)),
    ("My yoga class is on Tuesdays at 7pm.", (OWNER, "yoga class", "tuesday 7pm", SINGLE, False, False, False)),
    ("Yoga moved to Thursdays.", (OWNER, "yoga", "thursday", "unknown", True, False, False)),
    ("Standup is now at 10am.", (OWNER, "standup", "10am", SINGLE, True, False, False)),
    ("My phone number is 555-0199.", (OWNER, "phone", "555-0199", SINGLE, False, False, False)),
    ("I drive a Toyota Corolla.", (OWNER, "car", "toyota corolla", SINGLE, False, False, False)),
    ("I sold my Toyota.", (OWNER, ANY_ATTRIBUTE, "toyota", "unknown", True, False, True)),
    ("I switched from Vim to Neovim.", (OWNER, ANY_ATTRIBUTE, "vim", "unknown", True, False, True)),
    ("My favorite band is now Radiohead.", (OWNER, "favorite band", "radiohead", SINGLE, True, False, False)),
    ("I like jazz.", (OWNER, "like", "jazz", MULTI, False, False, False)),
    ("I no longer drink coffee.", (OWNER, "drink", "coffee", MULTI, True, False, True)),
    ("Sarah now works at Meta.", ("sarah", "employer", "meta", SINGLE, True, False, False)),
    ("My sister moved to Seville.", ("owner's sister", "home", "seville", SINGLE, True, False, False)),
    ("My son Leo lives in Leeds.", ("leo", "home", "leeds", SINGLE, False, False, False)),
    ("Our new team lead is Ines.", (OWNER, "team lead", "ines", SINGLE, True, False, False)),
    ("I switched gyms to PureGym.", (OWNER, "gym", "puregym", SINGLE, True, False, False)),
    # A note without its "I": a sentence that opens with a verb in the past tense.
    ("Relocated to Tallinn over the summer.", (OWNER, "home", "tallinn", SINGLE, True, False, False)),
    ("Update: joined Zalando in March.", (OWNER, "employer", "zalando", SINGLE, True, False, False)),
    ("Alfred is my plumber.", (OWNER, "plumber", "alfred", SINGLE, False, False, False)),
    # A team or a department, and "a company called ...".
    ("I'm on the checkout team.", (OWNER, "team", "checkout team", SINGLE, False, False, False)),
    ("I do admin work for the hospital in the radiology department.",
     None),  # no "I work" or "I'm" in front: whose department is not said plainly enough
    ("I work for the hospital in the radiology department.",
     (OWNER, "team", "radiology department", SINGLE, False, False, False)),
    ("Our accountant is a firm called Lund & Berg.", (OWNER, "accountant", "lund & berg", SINGLE, False, False, False)),
    # The present perfect with a starting point is current, and a change at that point.
    ("I've lived in Uppsala since June.", (OWNER, "home", "uppsala", SINGLE, True, False, False)),
    ("I have lived in Rome before.", (OWNER, "home", "rome", SINGLE, False, True, False)),
    # A value said to have ended, whatever attribute held it.
    ("The Vespa was stolen last night.", (OWNER, ANY_ATTRIBUTE, "vespa", "unknown", True, False, True)),
    ("Dr. Haas retired in May.", (OWNER, ANY_ATTRIBUTE, "haas", "unknown", True, False, True)),
    ("Noor and I ended things.", (OWNER, ANY_ATTRIBUTE, "noor", "unknown", True, False, True)),
    ("Mira went on maternity leave.", (OWNER, ANY_ATTRIBUTE, "mira", "unknown", False, False, True)),
    ("Engaged to Yusuf since Sunday!", (OWNER, "partner", "yusuf", SINGLE, False, False, False)),
    # The event that starts a home or a job names its new value.
    ("Picked up the keys to our new place in Tartu!", (OWNER, "home", "tartu", SINGLE, True, False, False)),
    ("Signed a lease in Aarhus, moving on the 1st.", (OWNER, "home", "aarhus", SINGLE, True, False, False)),
    ("Finally got my own flat in Brno.", (OWNER, "home", "brno", SINGLE, True, False, False)),
    ("First night in the new house on Elm Row, boxes everywhere.", (OWNER, "home", "elm row", SINGLE, True, False, False)),
    ("Yesterday was my first day at Vinted, so many names.", (OWNER, "employer", "vinted", SINGLE, True, False, False)),
    # A home named by its place before the noun.
    ("first night in the Montreal apartment, radiator clanks like crazy", (OWNER, "home", "montreal", SINGLE, True, False, False)),
    ("Finally unpacked the last box in our Ghent flat.", (OWNER, "home", "ghent", SINGLE, False, False, False)),
    ("Signed with Northwind Labs, I start at Northwind on the 4th.",
     (OWNER, "employer", "northwind labs", SINGLE, True, False, False)),
    # A note kept as "label: value" says what "my label is value" says; a label that frames a
    # sentence ("Quick note: ...") leaves the sentence to be read as said.
    ("Dentist: Dr. Marsh, on Elm Street.", (OWNER, "dentist", "marsh", SINGLE, False, False, False)),
    ("Jamie's number: 555-0142.", ("jamie", "number", "555-0142", SINGLE, False, False, False)),
    ("New lifting partner: Keisha. She's relentless.", (OWNER, "lifting partner", "keisha", SINGLE, True, False, False)),
    ("Quick note: my employer is Brightwell Clinic.", (OWNER, "employer", "brightwell clinic", SINGLE, False, False, False)),
    # After a label that frames it, a note's bare subject is the owner's, as at its start.
    ("FYI: dentist is Dr. Alvarez now", (OWNER, "dentist", "alvarez", SINGLE, True, False, False)),
    ("Wedding date set: 14 September", (OWNER, "wedding date", "14 september", SINGLE, False, False, False)),
    # A status said "for now" is still a status, and a divorce told as done is one.
    ("We're separated for now, living apart.", (OWNER, "relationship status", "separated", SINGLE, True, False, False)),
    ("Our divorce finally came through.", (OWNER, "relationship status", "divorced", SINGLE, True, False, False)),
    # A remark may follow what the label names.
    ("Favourite board game: Wingspan, the bird cards are so pretty.",
     (OWNER, "favorite board game", "wingspan", SINGLE, False, False, False)),
    # A condition said after a value that simply holds is an afterthought.
    ("my discord handle is moth_witch if anyone from the raid group asks",
     (OWNER, "discord handle", "moth_witch", SINGLE, False, False, False)),
    # A note that opens with what the speaker is doing, in a verb a frame knows, is the speaker's.
    ("living on a narrowboat now, moored in Hackney", (OWNER, "home", "narrowboat", SINGLE, True, False, False)),
    ("Reporting to Ines Duarte from Monday.", (OWNER, "manager", "ines duarte", SINGLE, False, False, False)),
    # A note's subject without "my" is the owner's thing; a value ends where its time begins.
    ("rent is 1,150 a month", (OWNER, "rent", "1150", SINGLE, False, False, False)),
    ("Rent went up to 1,300.", (OWNER, "rent", "1300", SINGLE, True, False, False)),
    # Capitalised, a word the attribute lists know names a role or a thing, not a person.
    ("Babysitter is Klara, Friday nights.", (OWNER, "babysitter", "klara", SINGLE, False, False, False)),
    ("GP is Dr. Farouk, ring at 8 on the dot.", (OWNER, "doctor", "farouk", SINGLE, False, False, False)),
    # "fav" and "fave" are how notes spell a favourite.
    ("fave band: Wet Leg", (OWNER, "favorite band", "wet leg", SINGLE, False, False, False)),
    ("rent going up to 1,210 from Sept, letter from the agency", (OWNER, "rent", "1210", SINGLE, True, False, False)),
    # When a value holds says nothing of which attribute it is.
    ("Leo's teacher this year is Mr. Okonkwo.", ("leo", "teacher", "okonkwo", "unknown", False, False, False)),
    ("I report to Tobias from Monday.", (OWNER, "manager", "tobias", SINGLE, False, False, False)),
]

NOTHING = [
    "Where do you live now?",
    # A sentence that opens with staying or seeing is about that, not a home or a partner.
    "Staying in shape is important to me too.",
    "Seeing Marta's face light up made my day.",
    "If I get the job I'll move to Paris.",
    "I'm thinking about moving to Berlin.",
    # After a change or a future, a condition still conditions.
    "Moving to Porto if the visa comes through.",
    "I'll be at Acme if the funding comes through.",
    "Band update: we are on a break.",
    "The food is great.",
    "My point is that we should go.",
    "My knee is sore.",
    "I visited Japan in 2019.",
    "Thanks, that sounds amazing!",
    # A first time somewhere, or signing up for something, starts no home and no job.
    "First week in Lisbon, the trams are great.",
    "Signed up for pottery at the Clay Studio.",
    "Staying in the Paris apartment for a week.",  # whose? a holiday let as often as a home
    "First night in our Airbnb flat in Rome, the terrace is lovely.",  # a stay away from home
    "Holiday in our Algarve house, the kids love the pool.",
    "Her divorce came through last week.",  # whose? not the speaker's
    "HR approved it: four days a week from October.",
    "Note to self: call the bank.",
    "Maria is a nurse.",
    "Sponsor is Ray.",  # a capitalised word no attribute list knows may be a name
    "Standup is at 11 tomorrow only.",  # an exception for a day, not the standing value
    "Traffic is awful today.",
]


@pytest.mark.parametrize("text, expected", SLOTS)
def test_statements_read_as_slots(text, expected):
    slots = parse(text)
    if expected is None:
        assert all(s.past for s in slots) or not slots, slots
        return
    assert slots, text
    s = slots[0]
    assert (s.subject, s.attribute, s.value, s.cardinality, s.change, s.past, s.negated) == expected


@pytest.mark.parametrize("text", NOTHING)
def test_questions_plans_and_remarks_state_no_slot(text):
    assert parse(text) == []


def test_first_person_binds_to_the_speaker_and_the_owner_has_many_names():
    ann = speaker_for("participant", "Ann", "dana")
    assert parse("I live in Oslo.", ann)[0].subject == "ann"
    for role, speaker in (("user", None), ("user", "Me"), ("participant", "dana"), ("participant", None)):
        assert parse("I live in Oslo.", speaker_for(role, speaker, "dana"))[0].subject == OWNER
    # The owner named in the third person is the owner too.
    assert parse("Dana works at Acme.", speaker_for("user", None, "dana"))[0].subject == OWNER
    assert parse("User lives in Lisbon")[0].subject == OWNER
    assert speaker_for("assistant", None, "dana") is None  # an assistant's "I" is nobody's fact


def test_values_read_as_kinds():
    assert read_value("20,000 euros")[:2] == ("20000 eur", "money")
    assert read_value("$1,200 a month")[:2] == ("1200 usd", "money")
    assert read_value("€5k")[:2] == ("5000 eur", "money")
    assert read_value("78 kg")[:2] == ("78 kg", "quantity:kg")
    assert read_value("Tuesdays at 7pm")[:2] == ("tuesday 7pm", "weekday")
    assert read_value("March 15")[:2] == ("march 15", "date")
    assert read_value("Dr. Park")[:2] == ("park", "name")
    # A value set against another is the first: "2850 not 2580, typo" is 2850.
    assert read_value("2850 not 2580, typo")[:2] == ("2850", "number")
    assert read_value("a Fiat, not a Ford")[:2] == ("fiat", "name")
    assert read_value("Porto rather than Lisbon")[:2] == ("porto", "name")
    assert same_attribute("budget", "renovation budget") and same_attribute("yoga", "yoga class")
    assert not same_attribute("kitchen budget", "renovation budget")
    # How often a thing is paid or done tells two of them apart; a fuller name is still the same one.
    monthly, annual = normalize_attribute("monthly bus pass"), normalize_attribute("annual bus pass")
    assert not same_attribute(monthly, annual)
    assert same_attribute(normalize_attribute("rent"), normalize_attribute("monthly rent"))


JAN = datetime(2025, 1, 1, tzinfo=timezone.utc)

# (earlier statement, later statement, expected decision: S supersede, C contest, N none)
PAIRS = [
    ("I live in Lisbon.", "I moved to Porto last spring.", "S"),
    ("We rent a flat in Ghent.", "We relocated to Antwerp in June.", "S"),
    ("I'm based in Austin.", "These days I'm based in Denver.", "S"),
    ("I work at Siemens.", "I joined Bosch in April.", "S"),
    ("I work for Oxfam.", "I left Oxfam and now work at Unicef.", "S"),
    ("My boss is Karen.", "Karen left; my boss is now Luis.", "S"),
    ("My GP is Dr. Chen.", "I switched GPs, my GP is now Dr. Osei.", "S"),
    ("I'm married to Jon.", "I got divorced last year.", "S"),
    ("I'm single.", "I'm engaged now!", "S"),
    ("We're separated for now, living apart.", "The divorce is final as of this morning.", "S"),
    ("Our marketing budget is $5,000.", "The marketing budget was cut to $3,500.", "S"),
    ("I weigh 82 kg.", "I'm down to 78 kg now.", "S"),
    ("My salary is 60k.", "My salary is now 68k after the raise.", "S"),
    ("The deadline is March 3.", "The deadline was extended to March 20.", "S"),
    ("Team standup is at 9am.", "Standup is now at 10am.", "S"),
    ("My email is ann@old.example.", "My email is now ann@new.example.", "S"),
    ("My car is a Golf.", "I replaced the Golf with a Corolla.", "S"),
    ("I drink coffee every morning.", "I no longer drink coffee.", "S"),
    ("Sarah works at Google.", "Sarah now works at Meta.", "S"),
    ("My mortgage rate is 3.5%.", "My mortgage rate went up to 4.2%.", "S"),
    ("I work at Acme.", "I work at Globex.", "C"),
    ("I live in Oslo.", "I live in Bergen.", "C"),
    ("I like jazz.", "I also love techno.", "N"),
    ("My brother lives in Berlin.", "My sister lives in Madrid.", "N"),
    ("I visited Japan in 2019.", "I visited Japan again in 2023.", "N"),
    ("I live in Utrecht.", "Before that I lived in Delft.", "N"),
    ("I worked at Nokia from 2010 to 2015.", "I work at Ericsson.", "N"),
    ("The kitchen budget is 5,000 euros.", "The bathroom budget is 3,000 euros.", "N"),
    ("My rent is 1,200 euros a month.", "My rent is due on the first of the month.", "N"),
    ("Sarah works at Google.", "I work at Amazon.", "N"),
    ("I moved to Berlin in 2015.", "I live in Berlin.", "N"),
    ("I live in Paris.", "We left Paris yesterday for the holidays.", "N"),
    ("My dentist is Dr. Park.", "My doctor is Dr. Lee.", "N"),
    ("I'm thinking about moving to Berlin.", "I live in Hamburg.", "N"),
    ("The meeting with Ana is on Monday.", "The meeting with Bob is on Friday.", "N"),
    ("My goal is to run a marathon.", "My goal is to finish my degree.", "N"),
    ("My name is Ann.", "My sister's name is Beth.", "N"),
    ("I'm reading Dune.", "I'm reading Foundation now.", "N"),
    ("I live in Lyon.", "Moved to Nantes a week ago.", "S"),
    ("I'm on the search team.", "Reorg: I'm in the ads team now.", "S"),
    ("Our landlord is Mr. Okafor.", "The new landlord is a company called Brick Lane Lets.", "S"),
    ("I ride a Gazelle to work.", "The Gazelle was stolen, so I take the tram.", "S"),
    ("My physio is Ines.", "Ines went on sick leave; Tom is treating my shoulder.", "C"),
    ("I'm single.", "Engaged to Yusuf since Sunday!", "C"),  # a status changed without a cue
    ("I share a flat in Leith with two friends.", "I've lived on my own in Morningside since May.", "S"),
    ("My dentist is Dr. Haas.", "Haas went on holiday.", "N"),
    ("I drive a Skoda.", "Went to Prague in the Skoda.", "N"),
    ("I'm married to Jon.", "Jon and I went to Rome.", "N"),
    ("Dentist: Dr. Marsh.", "My new dentist is Dr. Ferreira.", "S"),
    ("Leo's teacher is Mrs. Abernathy, very strict.", "Leo's teacher this year is Mr. Okonkwo.", "C"),
    ("Work phone: 020 7946 0321.", "Personal mobile: 07700 900123.", "N"),
    ("Favourite band: Low Roar.", "Favourite author: Ursula Le Guin.", "N"),
    ("rent is 1,150 a month", "rent going up to 1,210 from Sept, letter from the agency", "S"),
    ("babysitter: Maëlle, Tuesday evenings", "new sitter is Paloma, very calm with the twins", "S"),
    ("Babysitter is Klara, Friday nights.", "Klara went off to uni; our sitter now is Beatriz.", "S"),
    ("fav band: Wet Leg", "fave band is Big Thief now", "S"),
    ("Plumber: Gary Thistlewood.", "Our plumber is Sione from Tidewater Plumbing, he's great.", "C"),
    ("event budget is 7,500", "Board signed off - event budget is 9,000 now.", "S"),
    ("Long runs are on Sundays.", "Shifts moved to Mondays - weekends are for the kids.", "N"),
    # A partner's role says where the relationship stands: a new stage, with or without a cue.
    ("Kwame's my boyfriend, two years in March.", "Meet my fiancé Kwame!! He proposed last night.", "C"),
    ("Theo's been my boyfriend two years today.", "I said yes, so he's my fiancé now.", "S"),
    ("Ana is my wife.", "Ana is still my wife, 20 years on.", "N"),
    # A role said in passing, of a note about something else, reads no stage.
    ("My girlfriend Noor got the job in Doha!", "We're engaged now!", "N"),
    # Living with a partner, apart from them or alone: one excludes the others.
    ("Sam and I live apart for now, two flats on one street.", "Sam and I are living together now, one lease.", "S"),
    ("I live with my partner Jo and two cats.", "Living alone for the first time in years, kept the cats.", "C"),
    ("My sister lives alone in Leeds.", "I live with my partner Ana in Hull.", "N"),
]


@pytest.fixture(scope="module")
def embed():
    from engine.embeddings import get_embedder

    embedder = get_embedder()

    def cosine(a: str, b: str) -> float:
        va, vb = embedder.embed([a, b])
        return float(va @ vb / (np.linalg.norm(va) * np.linalg.norm(vb)))

    return cosine


@pytest.mark.parametrize("first, second, expected", PAIRS)
def test_update_contest_or_leave_alone(embed, first, second, expected):
    similarity = embed(first, second)
    candidates = [StoredSlot("old", slot, JAN, "tentative") for slot in parse(first)]
    decisions = decide("new", parse(second), JAN + timedelta(days=60), candidates, lambda _: similarity)
    actions = {d.action for d in decisions}
    got = "S" if SUPERSEDE in actions else "C" if CONTEST in actions else "N"
    assert got == expected, (first, second, decisions)


def test_an_update_stated_earlier_than_the_current_value_does_not_supersede_it():
    old = [StoredSlot("old", s, JAN + timedelta(days=90), "tentative") for s in parse("I live in Porto.")]
    decisions = decide("new", parse("I moved to Lisbon."), JAN, old, lambda _: 0.9)
    assert [d.action for d in decisions] == [CONTEST]


def test_unrelated_memories_are_not_contested():
    old = [StoredSlot("old", s, JAN, "tentative") for s in parse("I live in Oslo.")]
    assert decide("new", parse("I live in Bergen."), JAN + timedelta(days=1), old, lambda _: 0.1) == []


def test_a_leave_put_to_a_person_says_the_value_may_no_longer_hold():
    # A leave is temporary: put to a person, and the reason says what is in doubt (it read
    # "'Greta' vs 'Greta'").
    old = [StoredSlot("old", s, JAN, "tentative") for s in parse("My manager is Greta.")]
    (decision,) = decide("new", parse("Greta is on parental leave until spring."), JAN + timedelta(days=30), old,
                         lambda _: 0.5)
    assert decision.action == CONTEST
    assert decision.reason() == "conflict on owner's manager: 'Greta' may no longer hold"
