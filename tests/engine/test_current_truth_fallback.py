"""The update check's fallback when no slot matches, on a real encrypted pack with the real model:
a change cue next to a close earlier statement with other values is put to a person (contested),
compatible look-alikes and other speakers' statements are left alone."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engine import EdgeType, LifecycleState, MemoryClient
from engine.current_truth.aspects import parts_of
from engine.current_truth.fallback import differ, has_change_cue, number_kinds, numbers_changed, tells_an_event, values
from engine.current_truth.slots import is_history, sentences
from engine.embeddings import get_embedder
from engine.retrieval.currency import asks_about_now
from engine.types import AUTOMATIC_UPDATE_ACTOR

S = LifecycleState
EARLY = datetime(2025, 3, 2, tzinfo=timezone.utc)
LATE = EARLY + timedelta(days=60)


def _state(client: MemoryClient, user: str, text: str) -> LifecycleState:
    client.wait_for_vectors()  # the similarity part of the check runs with the memory's vectors
    found = [n for n in client.iter_nodes(user, lifecycle_states=list(S)) if n.content == text]
    assert len(found) == 1, text
    return found[0].lifecycle_state


def _say(client: MemoryClient, user: str, first: str, second: str, speaker: str | None = None) -> None:
    """``first``, then ``second`` two months later, by the owner or by a conversation's ``speaker``."""
    said_by = {"role": "participant", "speaker": speaker} if speaker else {}
    client.store(first, user_id=user, event_time=EARLY, **said_by)
    client.store(second, user_id=user, event_time=LATE, **said_by)


def pair_node(client: MemoryClient, user: str, text: str):
    return next(n.id for n in client.iter_nodes(user, lifecycle_states=list(S)) if n.content == text)


def test_cue_words_and_values_are_read_generally():
    assert has_change_cue("Switched over to Vodafone after the outage.")
    assert not has_change_cue("I used to be with Vodafone, years ago.")
    assert differ("My mobile carrier is Telia.", "Switched over to Vodafone after the outage.")
    assert not differ("My mobile carrier is Telia.", "Still happy with Telia these days.")
    # Whom a chat turn addresses is no value, and a question states nothing.
    assert values("Thanks, Priya! Hey Omar, the new kiln works.") == set()
    assert values("Sounds great, Mel. See you soon, Mel! What a lovely photo, Mel! Amazing, Mel!") == set()
    # After a name or a number, a name after a comma continues an address or a list.
    assert values("Address for forms: 14 Harbour Lane, Cobh.") == {"14", "harbour lane", "cobh"}
    assert values("We moved to Porto, Portugal.") == {"porto", "portugal"}
    # A name after a role, "my partner, Yusuf", says who fills it: a value.
    assert values("Started with a new counsellor, Ade. Still Tuesdays.") == {"ade", "tuesdays"}
    assert values("Emergency contact is now my partner, Yusuf.") == {"yusuf"}
    assert not has_change_cue("Have you moved yet?")
    # Beginning to learn something adds a skill; beginning elsewhere is a change. "Finally" says
    # something was done at last, not that anything changed ("Mowed the lawn finally").
    assert not has_change_cue("Started learning Korean on Duolingo.")
    assert not has_change_cue("starting to study the cello")
    assert has_change_cue("Started at Klarna on Monday.")
    assert not has_change_cue("Mowed the lawn finally.")


def test_a_name_may_open_a_sentence_and_a_brand_may_be_in_camel_case():
    # A capitalised word that starts a sentence names something only with more capitalised
    # words after it, and not when it is a word of grammar or a verb.
    assert values("Bose QC Ultra came today; the Sonys go to my brother") == {"bose qc ultra", "sonys"}
    assert values("Elif Demir, old uni friend, works in Izmir.") == {"elif demir", "izmir"}
    assert values("Finally settled in Valparaiso.") == {"valparaiso"}
    assert values("In Lisbon now. Booked Kyoto for the spring. Met Sarah at the gym.") == {"lisbon", "kyoto", "sarah"}
    assert values("Cancelled that. Kept Disney+ for the kids instead.") == {"disney"}
    assert values("Still getting used to iOS on the iPhone 15.") == {"ios", "iphone", "15"}
    assert values("Electricity is 0.31 per kWh.") == {"0.31"}  # a unit, not a brand
    assert values("Seeing Ravi now.") == {"ravi"}
    # "I" after a sentence's first word is no part of a name (statements split at "and I").
    assert values("Jess I split up in May. I've started seeing Ava.") == {"ava"}
    # Initials belong to the name they are part of.
    assert values("Can't stop listening to Fontaines D.C. lately") == {"fontaines d.c"}
    # Used to something is the present; what one used to do is history.
    assert not is_history("Still getting used to the new keyboard")
    assert not is_history("I'm not used to the cold yet")
    assert is_history("I used to live in Porto")


def test_the_event_that_starts_or_ends_a_state_is_a_change_cue():
    for said in ("Got the keys to a flat in Eindhoven today, all mine!", "Signed with Ferrovia, first day is Monday.",
                 "Vegan since March, no regrets.", "The separation from Tom is final.", "He extends the offer to June."):
        assert has_change_cue(said), said
    for said in ("I've been vegetarian since uni.", "The keys are on the hook by the door."):
        assert not has_change_cue(said), said
    # A value let go or outdone, told by what was done to it.
    for said in ("Fired BuildRight. Havelock & Sons are finishing the kitchen.", "ditched Flask, going with Django",
                 "Ishiguro has overtaken Murakami as my favourite author."):
        assert has_change_cue(said), said
    # A date a thing holds until is not the past: the new passport is what holds now.
    assert has_change_cue("New passport arrived, valid until 2034.")
    assert not has_change_cue("Moved back home until last year's flood.")


def test_a_changed_plan_a_renewal_a_slipping_date_and_the_old_one_are_change_cues():
    for said in ("Change of plan, we're doing Sardinia this summer.", "Insurance renewed with Calder Mutual.",
                 "Beta slips to 9 May.", "New kettle arrived, the old one's in the recycling.",
                 "Closed the Harbor account, all bills come from the other one.",
                 "Mila has swimming on Thursdays this term."):
        assert has_change_cue(said), said
    for said in ("Hit the gym before work.", "An old friend is visiting."):
        assert not has_change_cue(said), said


def test_a_state_ended_resumed_or_replaced_told_as_done_is_a_change_cue():
    for said in ("Scooter got stolen. Replacement is a Vespa Primavera.", "two months on Helix, not going back",
                 "Noor and I are back together.", "Student loan paid off!", "Graduated, the MSc is done.",
                 "Gym membership paused until spring.", "Landline removed, mobile only.", "Solar panels installed.",
                 "Divorce finalised last week.", "The sale went through on the flat.",
                 "Renting on my own for the first time.", "We've gone to monthly invoices.",
                 "converted to cold showers, weirdly great", "Got the Kindle; the old Kobo went to my niece."):
        assert has_change_cue(said), said
    for said in ("Walked around the old town with Ana.", "Went through the photos from the wedding.",
                 "The old car is in the garage for its MOT."):
        assert not has_change_cue(said), said


def test_every_form_of_a_change_word_is_a_cue():
    # "upped" and "raised" were cues, "upping" and "raising" not; "extended", not "an extension".
    for said in ("Upping the pension contribution to 8%.", "Raising the rent to 1,150 from June, says the landlord.",
                 "Bumping my run to 10k on Sundays.", "Lowering the thermostat to 18.", "Reducing the dose to 25mg.",
                 "Got a two-week extension, the report is due 9 June.", "The shop rebranded as Field & Fern."):
        assert has_change_cue(said), said


def test_a_value_said_to_hold_from_here_on_or_the_first_of_something_named_is_a_change_cue():
    for said in ("quoted $110/hr and they didn't blink. that's the rate going forward",
                 "trial's over, we're doing one-week sprints for good", "salary lands in Monzo from this month",
                 "rehearsal at the library annex tonight and every week after", "First match for Canal Rovers today!",
                 "first standup with the Identity team, everyone has cameras on", "Orientation day at Halden Rehab"):
        assert has_change_cue(said), said
    for said in ("Added a pinch of salt for good measure.", "Every week after work I swim.",
                 "First time in ages I slept in.", "first gig ever I charged 25 an hour lol"):
        assert not has_change_cue(said), said


def test_a_sentence_opened_in_lower_case_is_a_sentence():
    # Else the note's statement ends in the question after it, and a question states nothing.
    assert sentences("BP 122/80 at the pharmacy machine. less salt actually works??") == [
        "BP 122/80 at the pharmacy machine.", "less salt actually works??"]
    assert sentences("see e.g. the dentist first. then the optician") == ["see e.g. the dentist first.", "then the optician"]


def test_a_question_for_the_latest_of_something_asks_about_now():
    assert asks_about_now("What was my latest blood pressure reading?")
    assert asks_about_now("Where do I live?")
    assert not asks_about_now("Where did I live before Porto?")


def test_an_address_a_handle_or_a_name_that_opens_with_a_digit_is_one_value():
    assert values("personal email: r.okoye91@posteo.de") == {"r.okoye91@posteo.de"}
    assert values("site moved to https://okoye.dev/blog, ping @RiverOwl") == {"https://okoye.dev/blog", "@riverowl"}
    assert values("passwords are in 1Password") == {"1password"}
    assert number_kinds("ran 5km, then 2 laps") == {"5": "quantity:km", "2": "count:lap"}
    assert differ("personal email: r.okoye91@posteo.de", "new personal address ruth@okoye.dev")


def test_a_number_that_gave_way_to_another_is_read_in_either_statement():
    assert numbers_changed("The climbing wall is 38 a month.", "They bumped it to 44.")
    assert not numbers_changed("The climbing wall is 38 a month.", "Still 38, still worth it.")
    assert not numbers_changed("The climbing wall is 38 a month.", "Moved to the Tuesday session.")


def test_what_a_statement_is_about_is_read_from_its_words_not_its_names_or_ratings():
    from engine.current_truth.fallback import _topic_words
    assert _topic_words("Main account with Barclays.", ["barclays"]) == {"account"}
    assert "account" in _topic_words("Moved my current account to Monzo, the app is better", ["monzo"])
    # A rating names no topic: a favourite film and a favourite show are two things; nor does a verb
    # said of anything, nor a date.
    for old, new in (("Favourite film is Heat", "My favourite show now is Severance"),
                     ("Pay review done, new salary from Jan", "This year's tax return done, filed in January"),
                     ("Stopped seeing Miriam on Mondays", "I've started seeing Ava, Mondays too")):
        assert not _topic_words(old, []) & _topic_words(new, []), (old, new)


@pytest.mark.slow
def test_a_note_is_read_as_about_a_part_of_life_one_has_one_of_or_none():
    notes = ["Long day in the office at Halden Systems.", "my GP is Dr. Hale",
             "The sourdough starter needs feeding twice a day.", "Always book me an aisle seat.",
             "Flight to Tokyo: May 14, early morning."]
    assert parts_of(get_embedder(), notes) == ["work", "doctor", None, "flight seat", None]


def test_news_of_someone_is_read_from_a_name_not_a_pronoun():
    from engine.current_truth.fallback import _news_of_someone_named
    assert _news_of_someone_named(["Dario's in Turin now, took a job there."]) == ["Dario"]
    for said in ("It's 151 now, the new band kicked in.", "He's at Hill Top primary now.", "This is the new plan."):
        assert _news_of_someone_named([said]) == [], said
    assert _news_of_someone_named(["Karim's joining me for the trip instead."]) == []  # the speaker is in it


def test_a_note_that_leaves_out_its_i_speaks_of_the_speaker():
    from engine.current_truth.fallback import _of_someone_else
    assert _of_someone_else("Amir got a raise, he's on 57k now.")
    assert not _of_someone_else("Been with Aurelia three months now, she's lovely.")
    assert not _of_someone_else("Moved in with Sam, he's great with the dog.")
    # ... so a change of someone else's is no update of it ("broke up with Hana" is the speaker's).
    from engine.current_truth.fallback import _of_the_speaker
    assert _of_the_speaker("broke up with Hana, seeing Yuki now", ["little Sami's first day at Elm Primary"])
    assert not _of_the_speaker("Noor's first year at Ashford High", ["little Sami's first day at Elm Primary"])


def test_counts_in_words_are_numbers_and_growing_up_is_history():
    assert numbers_changed("Team is six people now.", "Two hires started, so eight of us on the squad.")
    assert not has_change_cue("Grew up in Swindon, left at 18 and never looked back.")


@pytest.mark.parametrize("text, number, kind", [
    ("Down to 85 kg! The cycling is paying off.", "85", "quantity:kg"),
    ("Weighed in at 92kg. New year new me.", "92", "quantity:kg"),
    ("Airline changed my booking, I fly out May 16 instead.", "16", "date"),
    ("Officially married as of 3pm today.", "3pm", "time"),
    ("Kitchen reno budget: £18k max.", "£18k", "money"),
    ("Upgraded to an iPhone 15 at last.", "15", "model"),
    ("We're in apt 4B, buzzer's broken.", "4", "label:apt"),
    ("New car reg is LM72 ZPT.", "72", "code"),
    ("Mortgage is fixed at 4.2 until next summer.", "4.2", "number"),
    ("Salary 42,000 before tax.", "42000", "number"),
    ("Two hires started, so eight of us on the squad.", "8", "quantity:people"),
    ("New address: 3 Harbour Row, flat 2.", "3", "address"),
    ("Downsized to unit 42 in the same building.", "42", "label:unit"),
    ("Gym put prices up, 45 a month now.", "45", "rate"),
])
def test_a_number_is_read_with_what_it_counts(text, number, kind):
    assert number_kinds(text)[number] == kind


def test_only_numbers_of_one_kind_gave_way_to_each_other():
    assert numbers_changed("I weigh 80 kg.", "Down to 78 now.")  # a bare number stands for any amount
    assert numbers_changed("Test booked for 3 March.", "Examiners on strike, test rebooked for 19 April.")
    assert not numbers_changed("Bumped the house savings to 750/month.", "Airline changed my booking, I fly out May 16 instead.")
    assert not numbers_changed("Married as of 3pm today.", "Venue double-booked, so the wedding moves to 5 October.")
    assert not numbers_changed("Weighed in at 92kg.", "Two new hires started, so eight of us on the squad.")
    assert not numbers_changed("Down to 78 kg this morning.", "Gym put prices up, 45 a month now.")  # a rate, no weight
    assert numbers_changed("Rent is 950 a month.", "Rent went up to 1,010.")


@pytest.mark.slow
def test_a_date_for_a_date_is_put_to_a_person_where_no_other_memory_names_a_date(client):
    old, new = "Grant application due 1 March, eek", "Funder extended the deadline to 15 March, breathing again"
    _say(client, "one", old, new)
    assert _state(client, "one", old) is S.CONTESTED
    # Where another earlier memory names a date too, a date giving way says nothing about which
    # one the new statement updates; the two are far apart as wholes (0.22), so nothing is contested.
    client.store("Library books due back on the 3rd", user_id="two", event_time=EARLY - timedelta(days=9))
    _say(client, "two", old, new)
    assert _state(client, "two", old) is not S.CONTESTED
    assert _state(client, "two", "Library books due back on the 3rd") is not S.CONTESTED
    # A dated memory far from the new statement (0.05) is no rival: the pair is still put to a person.
    client.store("Karaoke night on 9 May was chaos", user_id="three", event_time=EARLY - timedelta(days=9))
    _say(client, "three", old, new)
    assert _state(client, "three", old) is S.CONTESTED


@pytest.mark.slow
@pytest.mark.parametrize("old, new", [
    # The new value said in the sentence before the one with the cue.
    ("Thesis is at 30,000 words.", "Thesis hit 52,000 words! The end is finally in sight."),
    # Who fills a role, then the next one, told as "she": a change of who, not someone else's change.
    ("Our gardener is Tomasz, Fridays.", "New gardener starts next week, Ilona, she comes on Mondays."),
    # The old value named with what was done to it, the new one beside it.
    ("Kitchen renovation contractor is BuildRight Ltd.", "Fired BuildRight. Havelock & Sons are finishing the kitchen."),
    ("Passport expires 3 March 2025.", "New passport arrived, valid until 2034."),
    # "Second" and "another" of a time or a step add no second thing.
    ("First term at Leiden University.", "First day at Utrecht University, second-year transfer."),
    ("Hip operation booked for 4 March.", "Clinic rang, operation pushed to 22 April. Another six weeks on crutches."),
    # Told of whom or what the earlier note's thing is for, not of the one it names: a change.
    ("Vet for Biscuit: Dr. Moreau at Parkside.", "Biscuit's new vet is Dr. Osei, closer to home."),
    ("Account manager at Fernhill is Priya Shah", "Fernhill's new account manager for us: Omar Reyes"),
    # A name said as a role, replaced by a note of that role; the speaker's weight, told without "I".
    ("first session with my new therapist Gideon", "Switched therapists, seeing Ravi now"),
    ("I weigh 64kg", "weigh 61kg now, the running pays off"),
    # A note that opens with a role's name says who fills it, not someone's news.
    ("GP is Dr. Okonkwo at Harbour Street practice",
     "Registered with Dr. Lindqvist after the practice merger, first appointment went fine."),
])
def test_a_change_told_around_its_cue_is_put_to_a_person(client, old, new):
    _say(client, "r", old, new)
    assert _state(client, "r", old) is S.CONTESTED


@pytest.mark.slow
def test_a_note_of_several_sentences_is_compared_by_its_whole_text(client):
    """A stored whole vector pools the sentences' token states (engine/search_indexes.py), which
    reads the aside ("Goodbye weekend ward cover!") apart from the change; the check compares the
    owner's notes as the statements they are, so the new job is put against the old one."""
    old = "I'm a pharmacist at Queen's Hospital, mostly on the children's wards"
    new = "Accepted the high street job at Superdrug, start in April. Goodbye weekend ward cover!"
    _say(client, "u", old, new)
    assert _state(client, "u", old) is S.CONTESTED and _state(client, "u", new) is S.CONTESTED


@pytest.mark.slow
def test_a_cue_next_to_a_close_earlier_statement_contests_the_pair(client):
    old, new = "Our family doctor is at the Riverside clinic.", "We switched to the Oakwood clinic for the family doctor."
    _say(client, "u", old, new)
    assert _state(client, "u", old) is S.CONTESTED
    assert _state(client, "u", new) is S.CONTESTED
    (pair,) = client.open_contradictions("u").pairs
    assert pair.edge.edge_type is EdgeType.CONTRADICTS and pair.edge.metadata.get("actor_id") == AUTOMATIC_UPDATE_ACTOR
    # Of the open pair, the later statement leads the results and the rendered context.
    response = client.retrieve("Which clinic is our family doctor at?", user_id="u")
    assert next(r.node.content for r in response.results if "clinic" in r.node.content) == new
    rendered = response.bundle.render()
    assert "Oakwood" in rendered and rendered.index("Oakwood") < rendered.index("Riverside")


@pytest.mark.slow
@pytest.mark.parametrize("old, new", [
    ("I take the bus to the office.", "I've switched to cycling to the office."),
    ("I sleep with the window open.", "Started sleeping with the window shut, the street got loud."),
    # Someone the earlier statement named: their change may update it.
    ("My cousin Marek is studying law in Krakow.", "Marek dropped law, he's doing a chef apprenticeship now."),
    # A fact that stays true once true, said again with another value: a correction to decide.
    ("Dad's birthday: 3 August", "Dad's birthday is the 13th of August actually, not the 3rd"),
])
def test_without_named_values_a_close_single_statement_and_a_cue_are_put_to_a_person(client, old, new):
    _say(client, "u", old, new)
    assert _state(client, "u", old) is S.CONTESTED and _state(client, "u", new) is S.CONTESTED


@pytest.mark.slow
def test_a_cue_and_a_changed_number_on_the_same_topic_are_put_to_a_person(client):
    # The statements differ most in their numbers, so as wholes they are not close (0.30).
    old, new = "My bike insurance is 9 a month.", "Renewal came in, it's 12 now."
    _say(client, "n", old, new)
    assert _state(client, "n", old) is S.CONTESTED
    response = client.retrieve("How much is my bike insurance?", user_id="n")
    assert next(r.node.content for r in response.results if r.node.content in (old, new)) == new
    # Trimmed, slashed, hiked: words of changing an amount.
    old, new = "Food shop budget is 350 a month.", "Trimmed the food shop to 290 a month, meal planning works."
    _say(client, "n2", old, new)
    assert _state(client, "n2", old) is S.CONTESTED


@pytest.mark.slow
@pytest.mark.parametrize("old, new, why, question", [
    # As wholes the two are far apart (0.18); what changed is a service of one kind for another.
    ("We only pay for Netflix, one sub is plenty.", "Cancelled that. Kept Disney+ for the kids instead.",
     "a change cue and 'disney' in place of 'netflix'", "Which streaming service are we paying for?"),
    # No word of change: in the owner's own notes the weight itself says what holds now.
    ("Weighed in at 92kg. New year new me etc etc", "84kg this morning!!! the walking is working",
     "possible update: '84' in place of '92'", "How much do I weigh?"),
    # No word of change and no unit: a new reading of what the earlier number was said of, in a
    # quick note whose last sentence, opened in lower case, asks something.
    ("BP was 148/95 at the checkup, GP not thrilled", "BP 122/80 at the pharmacy machine. less salt actually works??",
     "'122/80' in place of '148/95', said of one thing", "What was my latest blood pressure reading?"),
    # Said with other words around it: what the number is said of right before it is what counts
    # ("came back with", "at the pharmacy" are where and how it was read), and an acronym is the
    # words it stands for.
    ("My ferritin was 12 at the last blood test, iron tablets again", "ferritin came back at 48 thanks to the tablets",
     "'48' in place of '12', said of one thing", "What's my ferritin level?"),
    ("GP says my blood pressure is 150/90, cut the salt", "BP 128/84 at the pharmacy machine today",
     "'128/84' in place of '150/90', said of one thing", "What's my blood pressure?"),
    # Nothing before the number: what it is said of follows it.
    ("Scale said 88.4 kg after the holidays.", "85.1 on the scale today!",
     "'85.1' in place of '88.4', said of one thing", "How much do I weigh?"),
    # An email address for an email address, each one value (its digits are no number).
    ("personal email: r.okoye91@posteo.de", "new personal address ruth@okoye.dev, forwarding the old one",
     "a change cue and a close earlier statement with other values", "What's my personal email?"),
    # Two names far apart alone, said of one thing: a pension provider for a pension provider.
    ("pension pot is with Aviva", "transferred the whole pension to Nest, fees are lower",
     "'nest' in place of 'aviva', both said of 'pension'", "Who is my pension with?"),
    # No shared word and names far apart: both notes are about where the speaker works, and
    # "first day at" another company says it changed.
    ("Long day in the office at Halden Systems.", "First day at Orbitra today, new laptop and badge.",
     "both about work", "Where do I work?"),
    # "new" is change enough for a part of life one has one of.
    ("Counselling with Ingrid every other Monday.", "First session with my new therapist Tobias, he's more direct.",
     "both about doctor", "Who is my therapist?"),
    # Values in plain words, no names or numbers to compare: both notes are about the diet.
    ("Pescatarian, fish twice a week.", "went fully vegan in june and actually loving it",
     "both about diet", "What's my diet?"),
    # Names far apart and no other word in common: an owner's note of one statement, and a change
    # that names another of them.
    ("Physio is Imogen, Mondays at the leisure centre", "Imogen went part-time so I'm seeing Callum now",
     "an earlier note of one statement with other names", "Who is my physio?"),
    # "since" a year says it still holds: no event of that year.
    ("Pescatarian since 2018, fish twice a week.", "ok fully vegan as of today. bye cheese",
     "both about diet", "What's my diet?"),
    # A standing preference in plain words ("window" / "aisle"), read as one part.
    ("Always book me a window seat, I like to sleep against it.", "Aisle seats from now on please, my knees need the room.",
     "both about flight seat", "Which seat do I prefer on flights?"),
    # An earlier note of several statements and no names or numbers: compared by its part alone.
    ("Coffee order: flat white with oat milk. Every day. No exceptions.",
     "Cutting back on caffeine, so a decaf americano these days.", "both about coffee", "How do I take my coffee?"),
    # "she" after the opening is the therapist herself, not someone else's news.
    ("therapy with Hana on Thursdays, she's patient", "first appointment with my new therapist Jonas, he's blunt",
     "both about doctor", "Who is my therapist?"),
    ("favourite band at the moment is Alvvays, on repeat all week", "can't stop playing Big Thief, my favourite by far now",
     "both about favourite music", "What's my favourite band?"),
])
def test_values_of_one_kind_are_put_to_a_person_and_the_new_one_leads(client, old, new, why, question):
    _say(client, "k", old, new)
    assert _state(client, "k", old) is S.CONTESTED
    # The audit log says why, in the values themselves.
    ops = client.get_provenance(pair_node(client, "k", old), user_id="k").operations
    assert any(why in (op.reason or "") for op in ops), [op.reason for op in ops]
    response = client.retrieve(question, user_id="k")
    assert next(r.node.content for r in response.results if r.node.content in (old, new)) == new


@pytest.mark.slow
@pytest.mark.parametrize("first, second, speaker", [
    # Without a cue, two amounts or two dates are as often two things' values.
    ("The bathroom budget is 6,500.", "The kitchen budget is 12,000.", None),
    ("Dentist on March 3.", "Eye exam booked for March 17.", None),
    # A measure of another unit, and a chat turn (small talk names numbers all the time).
    ("Weighed in at 92kg this week.", "Ran 5 km in 31 minutes this morning.", None),
    ("I weigh about 92kg these days.", "I was 84kg at the last check-up, so that's something.", "Sam"),
    # Two documents that count something: a measure in a page of notes is no update of another page's.
    ("Standup notes. 6 people came. We reviewed the backlog. Demo went fine. Next sprint starts Monday.",
     "Retro notes. 9 people came. Lots of ideas about testing. Action items assigned. Cake was good.", None),
    # Said of the same words, but of another year, of someone else, of another numbered thing.
    ("2022 tax refund: 1,240 €.", "2023 tax refund came in: 860 €.", None),
    ("I earn 52,000 a year.", "My partner earns 48,000 a year.", None),
    ("Phase 1 budget 40k", "Phase 2 gets its own 25k", None),
    # The same word ("exam", "mobile") said of another thing: a word of its own before it.
    ("Piano exam is on 12 March.", "The theory exam is on 20 March.", None),
    ("Jonas's mobile 0612 334 556", "Jonas's office line 030 2211 8890", None),
])
def test_numbers_without_a_cue_that_name_two_things_are_left_alone(client, first, second, speaker):
    _say(client, "v", first, second, speaker)
    assert _state(client, "v", first) is not S.CONTESTED
    assert _state(client, "v", second) is not S.CONTESTED


@pytest.mark.slow
@pytest.mark.parametrize("first, second", [
    # A long turn on a topic and a later remark on it: close as wholes, no statement updated.
    ("Lately I've been reading about marine biology as a career. I want to work with whales someday.",
     "So I started looking at marine biology courses."),
    # About the listener, not the speaker; and a question behind an attachment note.
    ("You always find time for your garden.", "Now you're growing tomatoes in it, amazing."),
    ("Your garden looks lovely.", "What are you up to in the garden these days? [shares photo: a garden]"),
    ("I play chess at the Rook Club on Mondays.", "I joined the Harbor Rowing Club as a new hobby."),
    ("We went to Crete for our holiday in 2019.", "This year we went to Sicily instead of staying home."),
    ("My sister Ingrid lives in Bergen.", "My brother Lars now lives in Tromso."),
    ("I cook with my neighbour Tomas on Fridays.", "Now I also cook with Priya on Sundays."),
    # The speaker's own value, and a change in someone else's.
    ("I pay 40 a month for the gym.", "Tomas switched gyms, he pays 25 a month now."),
    # A second thing of a kind, bought or started: names of one kind are no replacement.
    ("I ride a Bianchi road bike at weekends.", "Bought a cheap Marin for the forest trails."),
    ("My dentist is Dr. Lowe.", "Saw a new dermatologist, Dr. Brandt, about a rash."),
    # Something new for the thing named before: "new" alone, and the earlier value still there.
    ("Camera is a Fujifilm X-T4, bought it second hand",
     "new strap for the Fujifilm, a Peak Design one, feels like a new camera"),
    ("I play squash on Tuesdays.", "Started pottery on Thursday evenings."),
    # Someone else's value beside the speaker's, two relatives, and where someone grew up.
    ("My birthday: 9 May", "Ruth's birthday is 14 June, don't forget again"),
    ("Brother lives in Cork", "My sister's in Galway now with the kids"),
    ("My friend Dana works at Spotify.", "I accepted an offer from Deezer today!"),
    ("Live in Norwich these days", "Grew up in Swindon, left at 18 and never looked back"),
    # Numbers of two kinds: an amount a month and a date, a time and a date.
    ("Bumped the house savings to 750/month after the raise.", "Airline changed my booking, I fly out May 16 instead."),
    ("Married!!! Officially Mrs and Mrs as of 3pm today.", "Venue double-booked us, so the party moves to 5 October."),
    # A friend's or a brother's life beside the speaker's own, either way round.
    ("My friend Kasia is a nurse.", "Dating Kofi, three months now."),
    ("Got the keys to a terraced house in Sheffield today.", "My brother just moved to Austin. Says the heat is unreal."),
    # An event of last week holds no value now that a later statement could replace.
    ("I visited Casa do Alentejo last week and the main hall seats forty people.",
     "I live in Porto now, two hours north of the venue."),
    # A one-off: a change for a day, a week or a trip leaves the standing value as it was.
    ("Choir practice is on Wednesdays at 7.", "Choir moved to Tuesday just for this week, the hall is booked."),
    ("Physio is every Thursday at 4.", "Physio moved to Friday just this week, the clinic is closed on Thursday."),
    ("I commute by train to Bristol.", "Quick trip to Cardiff for the conference, back on Friday."),
    ("Choir rehearsal every Thursday 7:30pm.", "This week's rehearsal is on Friday instead, the hall's booked."),
    ("swim club Wednesdays 7pm", "pool closed on Wednesday this week so I swam Friday instead"),
    # A count said of another place counts another thing.
    ("Itinerary: Hanoi first, 5 nights", "then Luang Prabang for 4 nights before flying home"),
    # One more of a thing beside the first.
    ("My bike is a Trek Domane.", "Bought a second bike, a Brompton, for the train."),
    # A change only thought of, or talked about and left.
    ("I live in Hamburg.", "Thinking about moving to Berlin next year, rents are lower."),
    ("Repo hosted on GitLab.", "Talked about moving the repo to GitHub, decided it's not worth it this year."),
    # What is said to be unchanged, and a medicine added beside another.
    ("Our launch date is 12 March.", "The partner team pushed their launch to 2 April, ours is unaffected."),
    ("Taking sertraline 50mg every morning.", "Added magnesium 200mg at night; the sertraline dose is unchanged."),
    # Someone close's news beside the speaker's own part of life, and a stay over a holiday.
    ("I work at Vireo Analytics as a data engineer.", "My wife just started at Quillon, her first new job in years."),
    ("My boyfriend is Anton, he's a chef.", "My sister is dating a guy called Rafe, finally met him."),
    ("I live in Leipzig, near the zoo.", "Staying at my parents' in Dresden over Christmas, back on the 3rd."),
    # News of someone named, set against an owner's note that does not name them.
    ("Booked flights to Lima for March.", "Tomás's in Porto now, took a job at the harbour office."),
    ("Flying to Santiago in April.", "Joaquín is in Valparaíso now, took a teaching job there."),
    # An earlier exception for a day or a trip holds no standing value for a later change to update.
    ("took a window seat on the Iceland flight for the views, just this once",
     "We've been in Galway a month now and I already love the sea air"),
    ("Standup is 11:00 tomorrow only because of the offsite", "Flexitime approved! Hours are 8 to 4:30 from next week"),
    # A booking is no seat preference; a second favourite joins the first; a date set for a
    # wedding (a note with a value of its own) is not compared by its part with an engagement.
    ("Airline changed my booking, I fly out May 16 instead.", "Aisle seats from now on, my knees can't take the window."),
    ("Favourite band of all time: Low.", "Alvvays are my other favourite now, seen them twice this year."),
    ("Venue double-booked us. The wedding is now 3 October, same barn.", "Mateo proposed at the lake. We're engaged now!"),
    # A fact that stays true once true (a birthday, an anniversary, a degree held) is changed
    # only by a note that names it; "never again" resumes nothing.
    ("Dad's birthday: 3 August", "Dinner for dad moved to 6 August, he's working on the day"),
    ("Our wedding anniversary is 12 May", "We actually got together on 2 February, at Nadia's party"),
    ("I have an MSc in Geology from Aberdeen.", "Started a part-time PhD at Durham."),
    ("Rent is 950 a month", "Paid 1,010 this month with the late fee, never again"),
    ("Graduated with a degree in History from Utrecht.", "Started an online master's in Archaeology."),
    # Someone's move, against a note that does not name them; news of the person an earlier note
    # says its thing is; a value said again.
    ("I'm writing the report with Dr. Silva.", "Dr. Haddad joined the report as co-author."),
    ("My supervisor is Kemal.", "Kemal's boss is now Ms. Varga, the new head of lab."),
    ("Booked Lisbon for May 2023.", "Lisbon again next spring, April 2024 this time."),
    # A name said as a role is replaced only by a note of that role; an animal's weight is its own.
    ("first session with my new therapist Gideon, he's more direct than the last one",
     "ended things with him back in april. now Ravi and I are official"),
    ("I weigh 64kg, happy there", "the dog weighs 31kg now, absolute chonk"),
    # Someone's move of their own: no title needed for a transfer; a friend's news, then the speaker's.
    ("I'm at the Dublin office.", "Aoife transferred to the Cork office."),
    ("Femi just signed for an apartment in Accra, new job starts monday",
     "first week in Timișoara done, tram goes right past my window"),
    # A rate is an amount for a time, never a weight's kind.
    ("down to 78 kg this morning, jeans fit again", "gym put prices up, 45 a month now, still going so fine"),
    # Two errands of updating details: a home address, then an emergency contact.
    ("change of address done with the bank and the GP, post goes to 7 Harrow Road from the 1st",
     "updated my emergency contact everywhere to my sister Lucía"),
    # A language begun is one more beside those spoken; a thing done at last ("finally") is no change.
    ("Fluent in Portuguese and English.", "Started learning Korean on Duolingo, 30-day streak."),
    ("Pottery class every Monday at 7.", "pottery tonight, glazing the mugs finally"),
    # Someone else's news of a thing the speaker has too: theirs, not an update of the speaker's.
    ("I drive a Toyota Corolla.", "My wife drives a Tesla now."),
    ("I live in Rome.", "My sister moved to Milan."),
    ("My partner is Ravi, he bakes on Sundays", "Ravi's sister Meena is staying with us for a fortnight, new routine"),
    ("My flat is in Zaragoza, near the Pilar.", "my parents moved to Alicante, I'll visit them in August"),
    ("Moving in with Amir next month!", "heard my ex Paolo got married in Sicily. happy for him. Amir made risotto"),
    # A change only looked into; a value said to hold.
    ("Bank: Harbourside Building Society", "looked at moving to Crestline Bank for the switching bonus, too much hassle"),
    ("Noor's first year at Ashford High", "little Sami's first day at Elm Primary, Noor still at Ashford, walked him in"),
    ("Maya goes to Larkrise Primary, her teacher is lovely.", "Leo started at Hollins Academy today, Maya is still at her primary."),
    ("home insurance: Brackenfield", "car insurance renewed with Tollgate, home stays with Brackenfield"),
    # One more thing beside the standing one; how things were; a trip told.
    ("Day job: data analyst at Monzo.", "Started running a Sunday coding club at the library, on top of the day job."),
    ("We build the site in Django.", "The first version was PHP, glad we moved on from that."),
    ("Back from a long weekend in Porto, the tiles!", "Autumn break this year: Seville, booked the flights"),
])
def test_compatible_look_alikes_are_left_alone(client, first, second):
    _say(client, "u", first, second)
    assert _state(client, "u", first) in (S.TENTATIVE, S.STABLE)
    assert _state(client, "u", second) in (S.TENTATIVE, S.STABLE)


@pytest.mark.parametrize("statements", [
    ("I live in Lisbon", "Moved to Porto last week", "moved to Porto last week!"),
    ("I no longer drink coffee", "I no longer drink coffee."),
    ("My dentist is Dr. Park", "My dentist is now Dr. Chen", "My dentist is now Dr. Chen"),
])
def test_a_statement_stored_again_is_no_update_of_itself(client, statements):
    """An agent that stores what it was told twice (a retried call, a rerun) contested the
    current value with itself: "a change cue and a close earlier statement (1.00)"."""
    for i, text in enumerate(statements):
        client.store(text, user_id="u", event_time=EARLY + timedelta(days=30 * i))
    client.wait_for_vectors()
    assert client.open_contradictions("u").pairs == []
    current = [n.content for n in client.iter_nodes("u", lifecycle_states=[S.TENTATIVE, S.STABLE])]
    assert sorted(current) == sorted(statements[-2:]) if len(statements) == 3 else sorted(statements)


@pytest.mark.slow
def test_a_chat_turn_whose_change_cue_says_no_new_value_is_left_alone(client):
    # "after the accident" reads as a change, but the sentence that says it names nothing new:
    # the other place in the turn is a trip told beside it, not what changed.
    first = "My family went camping at Lake Tahoe last summer, the kids loved it."
    second = "Camping with the kids at Yosemite this year. Family is everything, especially after the accident."
    _say(client, "chat", first, second, speaker="Mel")
    assert _state(client, "chat", first) is not S.CONTESTED
    assert _state(client, "chat", second) is not S.CONTESTED


@pytest.mark.slow
def test_another_speakers_statement_is_not_contested(client):
    client.ingest("Our family doctor is at the Riverside clinic.", user_id="u", event_time=EARLY,
                  role="participant", speaker="Ann")
    client.store("We switched to the Oakwood clinic for the family doctor.", user_id="u", event_time=LATE)
    assert client.open_contradictions("u").pairs == []


def test_in_one_batch_the_slot_check_settles_an_update_before_the_fallback_looks(client):
    # Both statements materialize in one transaction: the fallback must not contest the pair
    # before the slot check of the batch reads it as a clear update.
    user = "batch"
    client.ingest_fast_many([
        {"content": "Our landlord is Mr. Brandt.", "event_time": EARLY},
        {"content": "Our landlord is now Ms. Ortega, Mr. Brandt sold the building.", "event_time": LATE},
    ], user_id=user)
    client.process_pending(user, budget_ms=60000)
    assert _state(client, user, "Our landlord is Mr. Brandt.") is LifecycleState.SUPERSEDED
    assert _state(client, user, "Our landlord is now Ms. Ortega, Mr. Brandt sold the building.") in (
        LifecycleState.TENTATIVE, LifecycleState.STABLE)


def test_a_memory_whose_slot_replaced_one_value_is_still_compared_with_the_others(client):
    # The slot reads "my GP is now Dr. Singh" against "My GP is Dr. Hale"; the stand-in between
    # them names no GP slot, and only the comparison by meaning finds that it gave way too.
    first, stand_in = "My GP is Dr. Hale.", "Seeing Dr. Moreau at the practice while Dr. Hale is on leave."

    def told(user: str, last: str) -> None:
        client.store(first, user_id=user, event_time=EARLY)
        client.store(stand_in, user_id=user, event_time=EARLY + timedelta(days=30))
        client.store(last, user_id=user, event_time=LATE)
        assert _state(client, user, first) is S.SUPERSEDED

    told("chain", "The practice reshuffled everyone, my GP is now Dr. Singh.")
    assert _state(client, "chain", stand_in) is S.CONTESTED
    # What the slot replaced is settled: it is not put to a person as well.
    (pair,) = client.open_contradictions("chain").pairs
    assert {pair.first.content, pair.second.content} == {
        stand_in, "The practice reshuffled everyone, my GP is now Dr. Singh."}
    # The stand-in said to have gone: the statement names Dr. Hale too, so it is put to a person
    # rather than retired on the ending alone.
    told("chain-ended", "Dr. Moreau moved away; my GP is now Dr. Singh.")
    assert _state(client, "chain-ended", stand_in) is S.CONTESTED


@pytest.mark.slow
def test_a_pair_contested_by_meaning_reaches_the_contradiction_queue(client):
    # The comparison by meaning runs with the vectors, after store() returned.
    _say(client, "q", "My mobile carrier is Telia.", "Switched over to Vodafone after the outage.")
    client.wait_for_vectors()
    pairs = client.open_contradictions("q").pairs
    assert len(pairs) == 1
    assert {n.content for n in (pairs[0].first, pairs[0].second)} == {
        "My mobile carrier is Telia.", "Switched over to Vodafone after the outage."}


@pytest.mark.parametrize("text, event", [
    ("I visited Vietnam in 2019.", True),                # dated to a year before it was said
    ("We went to the coast last weekend.", True),        # a recent past time, no change
    ("Living in Porto since 2019.", False),              # since: what holds now
    ("I relocated to Denver in 2025.", False),           # the year it was said
    ("Moved to Antwerp last weekend.", False),           # a change told with its time
    ("My dentist is Dr. Park.", False),
])
def test_an_event_is_told_by_its_time_not_its_tense(text, event):
    assert tells_an_event(text, datetime(2025, 12, 1, tzinfo=timezone.utc)) is event


@pytest.mark.parametrize("first, second, third, question, kept", [
    # The slot reader reads all three; the second had no cue, so a person is asked about it, and
    # the third, a clear update of the value kept, supersedes it once that is decided.
    ("My dentist is Dr. Park.", "My dentist is Dr. Alvarez.", "My dentist is now Dr. Chen, Alvarez moved away.",
     "Who is my dentist?", S.SUPERSEDED),
    # Only the comparison by meaning reads these: the third is put to a person against the value kept.
    ("Driving test booked: 3 March", "Examiners on strike, test rebooked for 19 April",
     "Moved the driving test myself to 26 May. Wasn't ready tbh.", "When's my driving test?", S.CONTESTED),
    # A third value the slot reader reads, said without a cue: the comparison by meaning has it
    # wait, and puts it to a person once the first two are decided (it used to be left alone).
    ("My dentist is Dr. Park.", "My dentist is Dr. Alvarez.", "My dentist is Dr. Chen.", "Who is my dentist?",
     S.CONTESTED),
    # A value said without a word of change, after a disputed pair of its topic (no slot reads it).
    ("Emergency contact on file at work: my brother Tariq.", "Updated emergency contact to my partner, Joss.",
     "HR form redone - emergency contact is my mum, Odile.", "Who is my emergency contact at work?", S.CONTESTED),
    # "another change" is the value changing again, not one more thing beside it.
    ("flight to Oslo departs 07:15", "airline retimed the flight, now 09:05", "another change: departure 12:40",
     "What time does my flight to Oslo leave?", S.CONTESTED),
    # A third date without a word of change: a date after a disputed pair of dates is a third value.
    ("Wedding date set: 14 September", "Venue double-booked us, the wedding is pushed to 5 October",
     "Final answer 19 October, the registrar confirmed", "When is the wedding?", S.CONTESTED),
])
def test_a_third_value_waits_for_a_persons_decision_on_the_first_two_then_updates_the_one_kept(
        client, first, second, third, question, kept):
    user = "chain"
    for days, text in ((0, first), (60, second), (120, third)):
        client.store(text, user_id=user, event_time=EARLY + timedelta(days=days))
    if _state(client, user, second) is not S.CONTESTED:
        client.contradict(pair_node(client, user, first), pair_node(client, user, second), user_id=user)
    assert _state(client, user, third) is S.TENTATIVE  # one open contradiction per memory: it waits
    # While it waits, it leads both sides of the pair it came after.
    waiting_first = client.retrieve(question, user_id=user, token_budget=300).results
    assert waiting_first[0].node.content == third, [r.node.content for r in waiting_first]

    client.resolve_contradiction(pair_node(client, user, second), pair_node(client, user, first), user_id=user)

    assert _state(client, user, second) is kept
    if kept is S.CONTESTED:
        assert _state(client, user, third) is S.CONTESTED
        (pair,) = client.open_contradictions(user).pairs
        assert {pair.first.content, pair.second.content} == {second, third}
    first_result = client.retrieve(question, user_id=user, token_budget=300).results[0]
    assert first_result.node.content == third


def test_a_waiting_comparison_outlives_a_restart_and_runs_after_the_decision(pack_path):
    from tests.conftest import PASSPHRASE

    user, first, second = "chain", "My dentist is Dr. Park.", "My dentist is Dr. Alvarez."
    third = "My dentist is now Dr. Chen, Alvarez moved away."
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        for days, text in ((0, first), (60, second), (120, third)):
            client.store(text, user_id=user, event_time=EARLY + timedelta(days=days))
        assert (_state(client, user, second), _state(client, user, third)) == (S.CONTESTED, S.TENTATIVE)
    with MemoryClient(pack_path, encryption_key=PASSPHRASE) as client:
        client.wait_for_vectors()  # the open embeds nothing for a comparison that waits for a person
        waiting = client.engine._db.read_sync(
            lambda cur: cur.execute("SELECT count(*) FROM similarity_checks WHERE waits_for IS NOT NULL").fetchone()[0])
        assert waiting >= 1 and _state(client, user, third) is S.TENTATIVE
        client.resolve_contradiction(pair_node(client, user, second), pair_node(client, user, first), user_id=user)
        assert (_state(client, user, second), _state(client, user, third)) == (S.SUPERSEDED, S.TENTATIVE)


def _stored_with_checks_queued(client, user: str, chain: list[str]):
    """Store three statements two months apart, the checks of the last two left queued; returns
    what runs queued checks for the given memories (their vectors are written)."""
    indexes = client.engine._indexes
    compare = indexes.after_vectors
    client.store(chain[0], user_id=user, event_time=EARLY)
    client.wait_for_vectors()
    indexes.after_vectors = None  # the second and third get their vectors, their checks stay queued
    try:
        for days, text in ((60, chain[1]), (120, chain[2])):
            client.store(text, user_id=user, event_time=EARLY + timedelta(days=days))
        client.wait_for_vectors()
    finally:
        indexes.after_vectors = compare
    return compare


def test_checks_keep_capture_order_whichever_path_reaches_the_later_memory_first(client):
    """A retrieve() embeds what its user still waits for while the embedder thread may still hold
    an earlier memory: the third value's check must not run before the second's. Here the two
    checks are left queued, then the third's runs first, as that race would have it."""
    user = "sprints"
    chain = ["we do two-week sprints", "trying three-week sprints this quarter",
             "new PM moved us to one-week sprints, lots of demos"]
    compare = _stored_with_checks_queued(client, user, chain)
    compare([str(pair_node(client, user, chain[2]))])  # the later memory's path gets there first

    assert [_state(client, user, text) for text in chain] == [S.CONTESTED, S.CONTESTED, S.TENTATIVE]
    (pair,) = client.open_contradictions(user).pairs
    assert {pair.first.content, pair.second.content} == set(chain[:2])


def _checked_in_one_plan(client, user: str, chain: list[str]) -> None:
    """The checks of the last two of three statements run in one plan, as an import or a burst of
    stores faster than the embedder has them."""
    compare = _stored_with_checks_queued(client, user, chain)
    compare([str(pair_node(client, user, text)) for text in chain[1:]])


def _waits(client, user: str, text: str) -> int:
    return client.engine._db.read_sync(lambda cur: cur.execute(
        "SELECT count(*) FROM similarity_checks WHERE node_id = ? AND waits_for IS NOT NULL",
        [str(pair_node(client, user, text))]).fetchone()[0])


@pytest.mark.parametrize("user, later, waits", [
    # The third of three values: it waits for the first two as it would had it come weeks later,
    # and a person deciding that pair is shown it.
    ("appointment", "Moved the dentist appointment myself to 2 April. Busy month.", True),
    # Merely near a disputed memory (another thing moved to another day): no third value, so it
    # neither waits nor shows next to the pair.
    ("gym", "Moved my gym sessions to Thursday evenings.", False),
    # A note without a word of change on another topic, said while the pair is disputed: alone.
    ("errand", "Picked up the dry cleaning and a birthday card for Ines.", False),
])
def test_checks_planned_together_see_the_contests_planned_before_them(client, user, later, waits):
    chain = ["Dentist appointment booked: 4 March", "Dentist is off sick, appointment rebooked for 21 March", later]
    _checked_in_one_plan(client, user, chain)

    assert [_state(client, user, text) for text in chain] == [S.CONTESTED, S.CONTESTED, S.TENTATIVE]
    assert _waits(client, user, later) == int(waits)
    (pair,) = client.open_contradictions(user).pairs
    assert [n.content for n in pair.waiting] == ([later] if waits else [])


def test_a_memory_a_person_put_in_a_contradiction_is_not_compared_again(client):
    """A person disputes two memories before the second's check has run: that check finds its
    memory in a contradiction already, so nothing waits, and dismissing the pair leaves none open."""
    user = "disputed"
    first, second = "Sprint velocity: 30 points", "Sprint velocity: 34 points"
    indexes = client.engine._indexes
    compare = indexes.after_vectors
    client.store(first, user_id=user, event_time=EARLY)
    client.wait_for_vectors()
    indexes.after_vectors = None  # the second gets its vectors, its check stays queued
    try:
        client.store(second, user_id=user, event_time=EARLY + timedelta(days=30))
        client.wait_for_vectors()
    finally:
        indexes.after_vectors = compare
    a, b = pair_node(client, user, first), pair_node(client, user, second)
    client.contradict(a, b, user_id=user)
    compare([str(b)])

    assert _waits(client, user, second) == 0
    client.dismiss_contradiction(a, b, user_id=user)
    assert client.open_contradictions(user).pairs == []
    assert (_state(client, user, first), _state(client, user, second)) == (S.STABLE, S.STABLE)
