"""Cases for bench/knowledge_update.py: everyday updates and look-alike compatible statements.

Written for this project (no outside data). Each statement carries the date the user
said it; statements are weeks or months apart and in time order. Values are strings
looked for case-insensitively as whole words; "a|b" means either spelling counts.

An ``Update`` states a single-valued fact and later its new value. ``old`` lists the
values that are no longer true (more than one when the fact changed twice); ``current``
is what is true now. A ``Control`` looks like an update but is not one (a second taste,
two relatives, a past job told as history): every value in ``values`` stays true.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Update:
    id: str
    domain: str
    statements: tuple[tuple[str, str], ...]   # (ISO date the user said it, what they said)
    question: str
    old: tuple[str, ...]
    current: str


@dataclass(frozen=True)
class Control:
    id: str
    domain: str
    statements: tuple[tuple[str, str], ...]
    question: str
    values: tuple[str, ...]


def _u(id: str, domain: str, statements: list[tuple[str, str]], question: str, old: str | list[str], current: str) -> Update:
    return Update(id, domain, tuple(statements), question, tuple([old] if isinstance(old, str) else old), current)


def _c(id: str, domain: str, statements: list[tuple[str, str]], question: str, values: list[str]) -> Control:
    return Control(id, domain, tuple(statements), question, tuple(values))


UPDATES: list[Update] = [
    # --- residence ------------------------------------------------------------------
    _u("res-01", "residence", [
        ("2025-09-03", "I live in Ghent, in a narrow house by the canal."),
        ("2026-02-14", "Moved to Antwerp last weekend, still unpacking boxes."),
    ], "Which city do I live in?", "Ghent", "Antwerp"),
    _u("res-02", "residence", [
        ("2025-06-10", "My address is 14 Birch Lane."),
        ("2025-11-02", "New address: 3 Harbour Row, flat 2."),
    ], "What is my address?", "Birch Lane", "Harbour Row"),
    _u("res-03", "residence", [
        ("2025-04-01", "Home for me is Tucson these days."),
        ("2025-05-12", "Remind me to renew the library card before it lapses."),
        ("2025-10-20", "I relocated to Denver for the winter job and I'm staying."),
    ], "Where is home for me?", "Tucson", "Denver"),
    _u("res-04", "residence", [
        ("2026-01-05", "We rent a two-bedroom in Leith."),
        ("2026-06-18", "We bought a house in Portobello and handed the Leith keys back."),
    ], "Where do we live?", "Leith", "Portobello"),
    _u("res-05", "residence", [
        ("2025-08-08", "I'm living with my parents in Graz while I save up."),
        ("2026-01-30", "Finally got my own studio in Vienna!"),
    ], "Where am I living?", "Graz", "Vienna"),
    _u("res-06", "residence", [
        ("2025-03-15", "Our flat is on the fourth floor, no lift, which is great exercise."),
        ("2025-09-01", "We're on the ground floor after the move. No more stairs."),
    ], "Which floor is our flat on?", "fourth floor", "ground floor"),
    _u("res-07", "residence", [
        ("2026-02-01", "I'm based in Osaka until further notice."),
        ("2026-05-11", "Settled in Kyoto now, the commute to work is shorter."),
    ], "What city am I based in?", "Osaka", "Kyoto"),
    _u("res-08", "residence", [
        ("2025-07-19", "Lars and I share a place in Södermalm."),
        ("2025-12-03", "I've lived on my own in Vasastan since the start of December."),
    ], "Where do I live?", "Södermalm", "Vasastan"),
    _u("res-09", "residence", [
        ("2025-05-05", "My postcode is 10115."),
        ("2025-10-10", "Changed the postcode on the bank form to 10437 after the move."),
    ], "What's my postcode?", "10115", "10437"),
    _u("res-10", "residence", [
        ("2026-01-20", "I live on a houseboat in Utrecht, moored near the old lock."),
        ("2026-03-03", "Booked the dentist for the 12th."),
        ("2026-07-07", "Sold the houseboat. I'm renting a flat in Amersfoort now."),
    ], "Where do I live?", "Utrecht", "Amersfoort"),

    # --- work and job -------------------------------------------------------------------
    _u("work-01", "work", [
        ("2025-02-03", "I work at Halden Logistics as a dispatcher."),
        ("2025-09-15", "Started at Norrvik Freight this week."),
    ], "Where do I work?", "Halden", "Norrvik"),
    _u("work-02", "work", [
        ("2025-04-11", "My job title is junior analyst."),
        ("2025-12-01", "Got promoted, I'm a senior analyst now."),
    ], "What is my job title?", "junior analyst", "senior analyst"),
    _u("work-03", "work", [
        ("2026-01-14", "Quick note: my employer is Brightwell Clinic, night shifts mostly."),
        ("2026-05-22", "I left Brightwell. Working at St. Agnes Hospital from June."),
    ], "Who is my employer?", "Brightwell", "St. Agnes"),
    _u("work-04", "work", [
        ("2025-06-30", "I teach maths at Riverside Primary."),
        ("2025-07-15", "The car needs its MOT in August."),
        ("2026-01-09", "I teach at Oakfield Academy these days, physics and maths."),
    ], "Which school do I teach at?", "Riverside", "Oakfield"),
    _u("work-05", "work", [
        ("2025-03-03", "I'm freelancing as a translator, mostly German to English."),
        ("2025-10-28", "Took a full-time post at Lexa Translations, so no more freelancing."),
    ], "What do I do for work?", "freelancing", "Lexa"),
    _u("work-06", "work", [
        ("2025-01-20", "I commute to the office in Canary Wharf three days a week."),
        ("2025-08-04", "Our office moved to Shoreditch."),
    ], "Where is my office?", "Canary Wharf", "Shoreditch"),
    _u("work-07", "work", [
        ("2026-02-10", "I'm a line cook at Marrow."),
        ("2026-08-30", "Head chef at Marrow as of this month!"),
    ], "What's my role at Marrow?", "line cook", "head chef"),
    _u("work-08", "work", [
        ("2025-05-18", "I work for the city council in the planning department."),
        ("2025-11-11", "Transferred to the housing department last week."),
    ], "Which department do I work in?", "planning", "housing"),
    _u("work-09", "work", [
        ("2024-10-01", "I'm a postman in Galway, early mornings every day."),
        ("2025-09-09", "Retired from the post office after 31 years. Mornings are mine now."),
    ], "What do I do for a living?", "postman", "retired"),
    _u("work-10", "work", [
        ("2025-02-25", "I'm between jobs at the moment, sending out CVs."),
        ("2025-06-02", "Signed the contract with Quillon Robotics; I start as a test engineer on Monday."),
    ], "Am I working at the moment?", "between jobs", "Quillon"),

    # --- relationships ------------------------------------------------------------------
    _u("rel-01", "relationships", [
        ("2025-03-14", "My girlfriend is Hana."),
        ("2025-11-20", "Hana and I broke up in October. I'm seeing someone called Mirela now."),
    ], "Who is my partner?", "Hana", "Mirela"),
    _u("rel-02", "relationships", [
        ("2025-01-01", "I'm single and honestly fine with it."),
        ("2025-07-07", "Engaged to Tomás since last Saturday!"),
    ], "What's my relationship status?", "single", "engaged"),
    _u("rel-03", "relationships", [
        ("2025-05-05", "My husband Piotr works nights at the depot."),
        ("2026-02-02", "The divorce from Piotr is final."),
    ], "Am I married?", "husband", "divorce"),
    _u("rel-04", "relationships", [
        ("2025-08-12", "My best friend is Joanna, we met at uni."),
        ("2026-03-01", "These days my closest friend is Ruth from climbing."),
    ], "Who is my best friend?", "Joanna", "Ruth"),
    _u("rel-05", "relationships", [
        ("2025-04-04", "Dating Kofi, three months now."),
        ("2025-09-19", "Kofi and I got married on Saturday!"),
    ], "Am I dating or married?", "dating", "married"),
    _u("rel-06", "relationships", [
        ("2026-01-10", "My partner's name is Alex and we live apart."),
        ("2026-04-15", "Alex and I are living together now."),
    ], "Do Alex and I live together?", "live apart", "living together"),
    _u("rel-07", "relationships", [
        ("2025-02-14", "I'm in a long-distance relationship with Sunita, she's in Pune."),
        ("2025-12-12", "Sunita moved here to Leeds, so it's not long-distance anymore."),
    ], "Where does Sunita live?", "Pune", "Leeds"),
    _u("rel-08", "relationships", [
        ("2025-06-01", "Emeka is my fiancé."),
        ("2025-10-25", "Emeka is my husband as of yesterday."),
    ], "What is Emeka to me?", "fiancé|fiance", "husband"),
    _u("rel-09", "relationships", [
        ("2025-03-09", "Seeing Beatriz on and off."),
        ("2025-05-22", "Beatriz and I ended things for good."),
    ], "Am I still seeing Beatriz?", "on and off", "ended things"),

    # --- health: doctors, medication, conditions ---------------------------------------
    _u("health-01", "health", [
        ("2025-02-11", "My dentist is Dr. Okafor."),
        ("2025-09-30", "Dr. Okafor retired, so I'm with Dr. Lindqvist now."),
    ], "Who is my dentist?", "Okafor", "Lindqvist"),
    _u("health-02", "health", [
        ("2025-04-20", "I take 50 mg of sertraline every morning."),
        ("2025-08-03", "The psychiatrist raised my sertraline to 100 mg."),
    ], "What dose of sertraline am I on?", "50 mg", "100 mg"),
    _u("health-03", "health", [
        ("2025-06-06", "My GP is Dr. Hollis at the Elm Street practice."),
        ("2025-06-20", "Picked up the new glasses."),
        ("2026-01-15", "Registered with a new GP, Dr. Mensah, because Elm Street closed."),
    ], "Who is my GP?", "Hollis", "Mensah"),
    _u("health-04", "health", [
        ("2026-01-08", "I'm on lisinopril for blood pressure."),
        ("2026-04-29", "Switched from lisinopril to amlodipine, the cough was awful."),
    ], "What blood pressure medication do I take?", "lisinopril", "amlodipine"),
    _u("health-05", "health", [
        ("2025-01-10", "My asthma is mild, I only use the blue inhaler now and then."),
        ("2025-11-04", "Asthma got worse over the autumn; I'm on a daily preventer inhaler."),
    ], "How is my asthma managed?", "blue inhaler", "daily preventer"),
    _u("health-06", "health", [
        ("2025-07-07", "I weigh 92 kilos."),
        ("2025-12-30", "Down to 84 kilos!"),
    ], "How much do I weigh?", "92 kilos", "84 kilos"),
    _u("health-07", "health", [
        ("2025-05-15", "My physio is Gemma at the sports clinic."),
        ("2025-08-15", "Gemma went on maternity leave; Farid is looking after my knee."),
    ], "Who is my physio?", "Gemma", "Farid"),
    _u("health-08", "health", [
        ("2026-02-02", "I'm taking metformin 500 twice a day."),
        ("2026-06-02", "Metformin is 1000 twice a day from today."),
    ], "What's my metformin dose?", "500", "1000"),
    _u("health-09", "health", [
        ("2025-03-21", "The doctor thinks my knee pain is tendinitis."),
        ("2025-05-30", "MRI result: it's a meniscus tear, not tendinitis."),
    ], "What's wrong with my knee?", "tendinitis", "meniscus tear"),
    _u("health-10", "health", [
        ("2025-08-01", "My glasses prescription is -2.25 in both eyes."),
        ("2026-02-10", "New prescription from the optician: -2.75 both eyes."),
    ], "What's my glasses prescription?", "-2.25", "-2.75"),
    _u("health-11", "health", [
        ("2025-04-04", "As far as I know I'm not allergic to anything."),
        ("2025-10-10", "Turns out I'm allergic to shellfish, found out the hard way."),
    ], "What am I allergic to?", "not allergic", "shellfish"),
    _u("health-12", "health", [
        ("2026-03-01", "My therapist is Noor Haddad."),
        ("2026-09-01", "Started with a new therapist, Martin Cole; Noor moved abroad."),
    ], "Who is my therapist?", "Haddad", "Martin Cole"),

    # --- preferences --------------------------------------------------------------------
    _u("pref-01", "preferences", [
        ("2025-01-15", "I drink my coffee black."),
        ("2025-06-20", "I've started taking oat milk in my coffee."),
    ], "How do I take my coffee?", "black", "oat milk"),
    _u("pref-02", "preferences", [
        ("2025-03-10", "Favourite band: Low Roar."),
        ("2025-12-05", "My favourite band these days is Khruangbin."),
    ], "What's my favourite band?", "Low Roar", "Khruangbin"),
    _u("pref-03", "preferences", [
        ("2025-05-05", "I prefer window seats on flights."),
        ("2025-11-11", "Aisle seats from now on, my knees can't take being squashed by the window."),
    ], "Which seat do I prefer on flights?", "window seats", "aisle"),
    _u("pref-04", "preferences", [
        ("2025-02-02", "I'm vegetarian."),
        ("2025-09-09", "I eat fish again, so pescatarian I guess."),
    ], "What's my diet?", "vegetarian", "pescatarian"),
    _u("pref-05", "preferences", [
        ("2026-01-01", "Tea person: Earl Grey, always."),
        ("2026-05-05", "Gave up Earl Grey for rooibos, trying to sleep better."),
    ], "What tea do I drink?", "Earl Grey", "rooibos"),
    _u("pref-06", "preferences", [
        ("2025-07-07", "I like the bedroom cold, 17 degrees at night."),
        ("2025-12-12", "Thermostat at night is 19 degrees, 17 turned out too cold."),
    ], "What temperature do I like at night?", "17 degrees", "19 degrees"),
    _u("pref-07", "preferences", [
        ("2025-04-04", "I use Firefox for everything."),
        ("2025-10-10", "Moved over to Vivaldi as my main browser."),
    ], "Which browser do I use?", "Firefox", "Vivaldi"),
    _u("pref-08", "preferences", [
        ("2025-08-08", "Favourite pizza is margherita."),
        ("2025-08-20", "Need to return the library books by Friday."),
        ("2026-02-02", "Honestly diavola is my favourite pizza now."),
    ], "What's my favourite pizza?", "margherita", "diavola"),
    _u("pref-09", "preferences", [
        ("2025-06-16", "I run in the mornings, before work."),
        ("2025-12-01", "Evenings suit my running better since it's still dark at 7am."),
    ], "When do I go running?", "mornings", "evenings"),
    _u("pref-10", "preferences", [
        ("2026-02-20", "I prefer email over phone calls for anything work-related."),
        ("2026-07-01", "For work stuff I'd rather get a call now, email piles up."),
    ], "How do I prefer to be contacted about work?", "email", "call"),

    # --- possessions: car, phone, pet ----------------------------------------------------
    _u("own-01", "possessions", [
        ("2025-03-03", "I drive a 2014 Golf."),
        ("2025-10-10", "Traded the Golf in for a used Skoda Octavia."),
    ], "What car do I drive?", "Golf", "Octavia"),
    _u("own-02", "possessions", [
        ("2025-05-05", "My phone is a Pixel 6."),
        ("2026-01-20", "Got a Pixel 9 for my birthday, finally replaced the old one."),
    ], "What phone do I have?", "Pixel 6", "Pixel 9"),
    _u("own-03", "possessions", [
        ("2025-06-06", "Our cat, Mango, is strictly an indoor cat."),
        ("2026-02-02", "Mango passed away in January. We adopted a kitten called Pesto last week."),
    ], "What is our cat called?", "Mango", "Pesto"),
    _u("own-04", "possessions", [
        ("2025-09-01", "I ride a Brompton to work."),
        ("2026-03-15", "The Brompton was stolen, so I'm on an e-bike from Decathlon."),
    ], "What bike do I ride?", "Brompton", "e-bike"),
    _u("own-05", "possessions", [
        ("2025-01-11", "My laptop is a ThinkPad X1."),
        ("2025-08-08", "Work gave me a MacBook Air; the ThinkPad lives in a drawer."),
    ], "What laptop do I use?", "ThinkPad", "MacBook"),
    _u("own-06", "possessions", [
        ("2025-04-04", "Car: red Fiat Panda, reg ends in 47K."),
        ("2025-11-30", "Sold the Panda. No car for now, I'm cycling everywhere."),
    ], "What car do I have?", "Panda", "no car"),
    _u("own-07", "possessions", [
        ("2026-01-01", "My phone number is 0612 448 190."),
        ("2026-04-04", "New number: 0687 220 513. Please update it."),
    ], "What is my phone number?", "0612 448 190", "0687 220 513"),
    _u("own-08", "possessions", [
        ("2025-05-05", "I wear a Casio F-91W every day."),
        ("2025-12-25", "Swapped the Casio for a Garmin Forerunner at Christmas."),
    ], "What watch do I wear?", "Casio", "Garmin"),
    _u("own-09", "possessions", [
        ("2025-03-30", "The family car is a Toyota Yaris."),
        ("2025-09-30", "Picked up the painting from the framer."),
        ("2026-04-01", "We replaced the Yaris with a Kia Niro, electric this time."),
    ], "What's our family car?", "Yaris", "Niro"),
    _u("own-10", "possessions", [
        ("2025-10-10", "My home internet is with Vodafone."),
        ("2026-03-03", "Switched broadband to Community Fibre, way faster."),
    ], "Who is my internet provider?", "Vodafone", "Community Fibre"),

    # --- money: budgets, rent, salary, prices --------------------------------------------
    _u("money-01", "money", [
        ("2025-04-01", "The renovation budget is 18,000 pounds."),
        ("2025-06-15", "We bumped it to 23,500 after the roof survey."),
    ], "What's the renovation budget?", "18,000", "23,500"),
    _u("money-02", "money", [
        ("2025-01-01", "My rent is 950 a month."),
        ("2026-01-01", "Landlord put the rent up to 1,040."),
    ], "How much is my rent?", "950", "1,040"),
    _u("money-03", "money", [
        ("2025-03-15", "I earn 41k a year."),
        ("2026-03-15", "After the review my salary is 46k."),
    ], "What's my salary?", "41k", "46k"),
    _u("money-04", "money", [
        ("2025-02-02", "Monthly grocery budget: 400 euros."),
        ("2025-09-09", "Cut the grocery budget to 320 euros a month."),
    ], "What is my monthly grocery budget?", "400 euros", "320 euros"),
    _u("money-05", "money", [
        ("2025-05-20", "The gym membership costs 29.99 a month."),
        ("2025-07-01", "Called Mum about the weekend."),
        ("2026-01-05", "Gym went up to 34.99 a month from January."),
    ], "How much does my gym membership cost?", "29.99", "34.99"),
    _u("money-06", "money", [
        ("2025-03-08", "Our mortgage rate is fixed at 3.9% until August."),
        ("2025-09-02", "Remortgaged at 4.6%, fixed for five years."),
    ], "What is our mortgage rate?", "3.9%", "4.6%"),
    _u("money-07", "money", [
        ("2025-10-10", "I put 200 a month into my pension."),
        ("2026-02-02", "Upped the pension contribution to 350 a month."),
    ], "How much do I pay into my pension each month?", "200", "350"),
    _u("money-08", "money", [
        ("2026-01-15", "The holiday fund target is 3,000."),
        ("2026-03-15", "Let's make the holiday fund 2,200 instead, we're skipping the flights."),
    ], "What's the holiday fund target?", "3,000", "2,200"),
    _u("money-09", "money", [
        ("2025-06-01", "I charge 60 an hour for tutoring."),
        ("2025-09-01", "Tutoring rate is 70 an hour from September."),
    ], "What do I charge for tutoring?", "60 an hour", "70 an hour"),
    _u("money-10", "money", [
        ("2025-03-03", "Council tax is 142 a month."),
        ("2025-04-10", "It's 151 now, the new band kicked in."),
    ], "How much is council tax?", "142", "151"),
    _u("money-11", "money", [
        ("2025-07-20", "My overdraft limit is 500."),
        ("2025-12-20", "The bank lowered my overdraft limit to 250."),
    ], "What is my overdraft limit?", "500", "250"),
    _u("money-12", "money", [
        ("2026-02-01", "Electricity is 0.31 per kWh on our tariff."),
        ("2026-05-01", "New tariff: 0.27 per kWh."),
    ], "What do we pay per kWh for electricity?", "0.31", "0.27"),

    # --- dates and schedules --------------------------------------------------------------
    _u("sched-01", "schedules", [
        ("2025-09-01", "The grant report is due on 15 October."),
        ("2025-10-01", "The funder extended the grant report deadline to 5 November."),
    ], "When is the grant report due?", "15 October", "5 November"),
    _u("sched-02", "schedules", [
        ("2025-01-10", "Pottery class is on Tuesday evenings."),
        ("2025-03-03", "Pottery moved to Wednesdays."),
    ], "When is pottery class?", "Tuesday|Tuesdays", "Wednesday|Wednesdays"),
    _u("sched-03", "schedules", [
        ("2025-04-04", "My weekly one-to-one with Priya is Monday at 10."),
        ("2025-06-06", "Priya moved our one-to-one to Thursday at 2."),
    ], "When is my one-to-one with Priya?", "Monday", "Thursday"),
    _u("sched-04", "schedules", [
        ("2025-10-10", "The wedding is on 14 June next year."),
        ("2025-12-01", "The venue double-booked, so the wedding is on 21 June now."),
    ], "When is the wedding?", "14 June", "21 June"),
    _u("sched-05", "schedules", [
        ("2026-01-05", "Swimming lessons for Ada are Saturdays at 9."),
        ("2026-02-20", "Bought new goggles."),
        ("2026-04-10", "Ada's swimming is Sundays at 11 from next term."),
    ], "When are Ada's swimming lessons?", "Saturday|Saturdays", "Sunday|Sundays"),
    _u("sched-06", "schedules", [
        ("2025-05-05", "My flight to Montreal is on 3 July."),
        ("2025-06-01", "Rebooked the Montreal flight for 10 July."),
    ], "When is my flight to Montreal?", "3 July", "10 July"),
    _u("sched-07", "schedules", [
        ("2025-02-02", "Choir rehearsal: Thursdays 7pm at St Mark's."),
        ("2025-09-09", "Choir rehearsals are in the community hall now, same time."),
    ], "Where is choir rehearsal?", "St Mark's", "community hall"),
    _u("sched-08", "schedules", [
        ("2026-03-03", "The kitchen fitters start on 12 May."),
        ("2026-04-20", "Fitters pushed the start back to 2 June."),
    ], "When do the kitchen fitters start?", "12 May", "2 June"),
    _u("sched-09", "schedules", [
        ("2025-08-08", "Book club meets the first Friday of the month."),
        ("2025-11-11", "We changed book club to the last Sunday of each month."),
    ], "When does book club meet?", "first Friday", "last Sunday"),
    _u("sched-10", "schedules", [
        ("2025-06-06", "School pickup is at 3:15."),
        ("2025-09-05", "New term, pickup is 3:30."),
    ], "What time is school pickup?", "3:15", "3:30"),
    _u("sched-11", "schedules", [
        ("2026-05-01", "My dentist appointment is on the 14th at 9:40."),
        ("2026-05-10", "Moved the dentist appointment to the 21st, 11:00."),
    ], "When is my dentist appointment?", "14th", "21st"),
    _u("sched-12", "schedules", [
        ("2025-03-01", "Launch date for the app is 1 April."),
        ("2025-03-20", "Launch slipped to 22 April because of the store review."),
    ], "When is the app launch?", "1 April", "22 April"),

    # --- people around the user -------------------------------------------------------------
    _u("people-01", "people", [
        ("2025-02-02", "My sister Leona lives in Cork."),
        ("2025-08-08", "Leona moved to Galway for the new job."),
    ], "Where does my sister live?", "Cork", "Galway"),
    _u("people-02", "people", [
        ("2025-03-03", "My manager is Ruth Adebayo."),
        ("2025-09-15", "Ruth left; my new manager is Colin Reyes."),
    ], "Who is my manager?", "Ruth", "Colin"),
    _u("people-03", "people", [
        ("2025-01-20", "Dad works at the steel plant."),
        ("2025-10-01", "Dad retired from the plant in September."),
    ], "Does my dad still work?", "steel plant", "retired"),
    _u("people-04", "people", [
        ("2025-05-05", "My brother's girlfriend is called Ines."),
        ("2025-11-05", "My brother is with Carla now; he and Ines split up in the summer."),
    ], "Who is my brother's partner?", "Ines", "Carla"),
    _u("people-05", "people", [
        ("2026-01-01", "Our landlord is Mr. Petrov."),
        ("2026-04-04", "The flat was sold; the new landlord is a company called Haven Lets."),
    ], "Who is our landlord?", "Petrov", "Haven Lets"),
    _u("people-06", "people", [
        ("2025-07-07", "Gran is in the care home at Whitby."),
        ("2025-07-10", "Ordered the birthday cake from Dawson's."),
        ("2025-12-12", "Gran has moved to a care home in Scarborough, closer to Mum."),
    ], "Where is Gran?", "Whitby", "Scarborough"),
    _u("people-07", "people", [
        ("2025-04-10", "Zoe's teacher is Mrs. Kowalski."),
        ("2025-09-08", "Zoe has Mr. Banda as her teacher this year."),
    ], "Who is Zoe's teacher?", "Kowalski", "Banda"),
    _u("people-08", "people", [
        ("2025-02-14", "My accountant is Deepa Shah."),
        ("2026-02-14", "I've handed the accounts to a firm, Ledgerline, instead of Deepa."),
    ], "Who does my accounts?", "Deepa", "Ledgerline"),
    _u("people-09", "people", [
        ("2025-06-06", "My cousin Marek is studying law in Krakow."),
        ("2026-01-01", "Marek dropped law, he's doing a chef apprenticeship."),
    ], "What is Marek doing?", "law", "chef"),
    _u("people-10", "people", [
        ("2025-09-09", "My neighbour Tom works as a paramedic."),
        ("2026-03-03", "Tom from next door retrained and is a firefighter now."),
    ], "What does my neighbour Tom do?", "paramedic", "firefighter"),
    _u("people-11", "people", [
        ("2025-10-10", "Our nanny is Greta, three days a week."),
        ("2026-01-15", "Greta left us; Lucia is our nanny from January."),
    ], "Who is our nanny?", "Greta", "Lucia"),
    _u("people-12", "people", [
        ("2026-02-02", "My mentor at work is Olu."),
        ("2026-06-06", "Got reassigned: Hendrik is my mentor now."),
    ], "Who is my mentor?", "Olu", "Hendrik"),

    # --- projects and teams -------------------------------------------------------------------
    _u("proj-01", "projects", [
        ("2025-03-03", "The Atlas project uses PostgreSQL."),
        ("2025-07-07", "We migrated Atlas from PostgreSQL to CockroachDB."),
    ], "What database does Atlas use?", "PostgreSQL", "CockroachDB"),
    _u("proj-02", "projects", [
        ("2025-05-05", "Kestrel's tech lead is Anya."),
        ("2025-10-10", "Anya moved to the platform team, so Bruno leads Kestrel now."),
    ], "Who is the tech lead on Kestrel?", "Anya", "Bruno"),
    _u("proj-03", "projects", [
        ("2026-01-10", "I'm on the payments team."),
        ("2026-04-01", "Reorg: I'm in the fraud team now."),
    ], "Which team am I on?", "payments", "fraud"),
    _u("proj-04", "projects", [
        ("2025-02-10", "The Heron release ships on 4 March."),
        ("2025-02-27", "Heron release delayed a week, to 11 March."),
    ], "When does Heron ship?", "4 March", "11 March"),
    _u("proj-05", "projects", [
        ("2025-06-01", "Our sprint length is two weeks."),
        ("2025-09-01", "We switched to one-week sprints."),
    ], "How long are our sprints?", "two weeks", "one-week|one week"),
    _u("proj-06", "projects", [
        ("2025-08-08", "The community garden project is run by Maeve."),
        ("2025-08-19", "Mowed the lawn finally."),
        ("2026-03-03", "Maeve handed the community garden project over to Idris."),
    ], "Who runs the community garden project?", "Maeve", "Idris"),
    _u("proj-07", "projects", [
        ("2025-04-15", "The website is hosted on Netlify."),
        ("2025-11-15", "Moved the site over to Cloudflare Pages, Netlify got too pricey."),
    ], "Where is the website hosted?", "Netlify", "Cloudflare"),
    _u("proj-08", "projects", [
        ("2026-02-02", "Team standup is at 9:30."),
        ("2026-05-05", "Standup is at 10:00 from Monday so the Berlin folks can join."),
    ], "What time is standup?", "9:30", "10:00"),
    _u("proj-09", "projects", [
        ("2025-10-01", "My thesis is on urban heat islands."),
        ("2026-02-01", "Changed my thesis topic to flood risk in coastal towns."),
    ], "What is my thesis about?", "heat islands", "flood risk"),
    _u("proj-10", "projects", [
        ("2025-01-05", "Our team has six engineers."),
        ("2025-07-05", "We're down to four engineers after the layoffs."),
    ], "How many engineers are on our team?", "six", "four"),
    _u("proj-11", "projects", [
        ("2025-03-12", "Project Juniper is on hold."),
        ("2025-09-12", "Juniper is back on, fully funded."),
    ], "What's the status of Juniper?", "on hold", "back on"),

    # --- more phrasings: no cue at all, pronouns about other people, quit/joined/replaced ---
    _u("more-01", "preferences", [
        ("2025-03-03", "I'm a member of the Harlow tennis club."),
        ("2025-10-10", "I'm no longer with Harlow, I joined the Parkside club in the spring."),
    ], "Which tennis club am I in?", "Harlow", "Parkside"),
    _u("more-02", "people", [
        ("2025-05-05", "My son Felix is at Beechwood nursery."),
        ("2025-09-09", "He started at Hill Top primary in September."),
    ], "Which school is Felix at?", "Beechwood", "Hill Top"),
    _u("more-03", "possessions", [
        ("2025-02-02", "The boiler is a Worcester combi."),
        ("2025-12-02", "The engineer replaced the boiler with a Vaillant."),
    ], "What boiler do we have?", "Worcester", "Vaillant"),
    _u("more-04", "health", [
        ("2025-04-04", "I smoke about ten a day."),
        ("2025-10-04", "Quit smoking in August, two months clean."),
    ], "Do I smoke?", "ten a day", "quit"),
    _u("more-05", "people", [
        ("2025-01-01", "Sam works at Deloitte."),
        ("2025-06-01", "Sam joined KPMG in May."),
    ], "Where does Sam work?", "Deloitte", "KPMG"),
    _u("more-06", "possessions", [
        ("2025-05-05", "Whitfield Vets is our vet."),
        ("2025-11-05", "Our vet is Parkview Animal Clinic."),
    ], "Who is our vet?", "Whitfield", "Parkview"),
    _u("more-07", "people", [
        ("2025-02-02", "Coach for the under-10s is Mr. Duffy."),
        ("2025-09-02", "The under-10s coach is Ms. Ward."),
    ], "Who coaches the under-10s?", "Duffy", "Ward"),
    _u("more-08", "money", [
        ("2025-03-03", "Jonas earns 38,000 at the warehouse."),
        ("2025-10-10", "His pay went up to 41,500 after the promotion."),
    ], "How much does Jonas earn?", "38,000", "41,500"),

    # --- values that changed twice -----------------------------------------------------------
    _u("chain-01", "work", [
        ("2025-01-10", "I work at Fenwick's bookshop."),
        ("2025-06-10", "Left Fenwick's, I'm at the Oxfam shop on Castle Street now."),
        ("2026-01-10", "Started at the university library this month."),
    ], "Where do I work?", ["Fenwick's", "Oxfam"], "university library"),
    _u("chain-02", "money", [
        ("2025-03-01", "My phone plan is 15 a month with Lyca."),
        ("2025-09-01", "Moved the phone plan to Giffgaff at 10 a month."),
        ("2026-03-01", "On Smarty now, 8 a month."),
    ], "Which phone plan am I on?", ["Lyca", "Giffgaff"], "Smarty"),
    _u("chain-03", "schedules", [
        ("2025-04-04", "Piano lessons are Mondays at 5."),
        ("2025-07-04", "Piano moved to Tuesdays at 5."),
        ("2025-11-04", "Piano is on Fridays at 4 now."),
    ], "When are piano lessons?", ["Monday|Mondays", "Tuesday|Tuesdays"], "Friday|Fridays"),
]


CONTROLS: list[Control] = [
    _c("ctl-01", "preferences", [
        ("2025-03-03", "I love jazz, especially Coltrane."),
        ("2025-09-09", "I've also been getting into Afrobeat lately."),
    ], "What music do I like?", ["jazz", "Afrobeat"]),
    _c("ctl-02", "travel", [
        ("2025-02-02", "Went to Iceland in 2023."),
        ("2025-08-08", "Spent two weeks in Japan this summer."),
    ], "Where have I travelled?", ["Iceland", "Japan"]),
    _c("ctl-03", "people", [
        ("2025-01-01", "My brother lives in Bristol."),
        ("2025-06-06", "My sister lives in Leeds."),
    ], "Where do my siblings live?", ["Bristol", "Leeds"]),
    _c("ctl-04", "possessions", [
        ("2025-04-04", "We have a dog called Rufus."),
        ("2025-10-10", "We adopted a cat, Miso, to keep Rufus company."),
    ], "What pets do we have?", ["Rufus", "Miso"]),
    _c("ctl-05", "work", [
        ("2025-05-05", "I work at Tessera Labs as a data engineer."),
        ("2025-11-11", "Before Tessera I worked at Brandt Insurance for six years."),
    ], "Where do I work?", ["Tessera", "Brandt"]),
    _c("ctl-06", "people", [
        ("2025-02-02", "My friend Nadia lives in Rotterdam."),
        ("2025-07-07", "My friend Sven lives in Malmö."),
    ], "Where do my friends live?", ["Rotterdam", "Malmö"]),
    _c("ctl-07", "preferences", [
        ("2025-03-03", "I speak Spanish fluently."),
        ("2025-12-12", "I'm now conversational in Portuguese too."),
    ], "What languages do I speak?", ["Spanish", "Portuguese"]),
    _c("ctl-08", "preferences", [
        ("2025-04-04", "I play five-a-side football on Wednesdays."),
        ("2025-09-09", "Started bouldering on Saturday mornings."),
    ], "What sports do I do?", ["football", "bouldering"]),
    _c("ctl-09", "people", [
        ("2025-01-15", "Our son Theo is seven."),
        ("2025-05-15", "Our daughter Iris started nursery."),
    ], "Tell me about my kids.", ["Theo", "Iris"]),
    _c("ctl-10", "travel", [
        ("2025-06-06", "Had dinner at Sabor in March; the ceviche was great."),
        ("2025-11-11", "Had dinner at Roka in October, good sushi."),
    ], "Which restaurants have I been to?", ["Sabor", "Roka"]),
    _c("ctl-11", "possessions", [
        ("2025-03-03", "I drive a Honda Civic."),
        ("2025-08-08", "My wife drives a Mazda CX-5."),
    ], "What cars do we have?", ["Civic", "Mazda"]),
    _c("ctl-12", "travel", [
        ("2025-02-02", "We spent Easter 2024 in Seville."),
        ("2025-09-09", "We spent Easter 2025 in Porto."),
    ], "Where did we spend Easter?", ["Seville", "Porto"]),
    _c("ctl-13", "health", [
        ("2025-04-04", "I take vitamin D every morning."),
        ("2025-10-10", "The GP added omeprazole for my stomach."),
    ], "What medication do I take?", ["vitamin D", "omeprazole"]),
    _c("ctl-14", "health", [
        ("2025-03-03", "My dentist is Dr. Varga."),
        ("2025-06-06", "My GP is Dr. Sato."),
    ], "Who are my doctors?", ["Varga", "Sato"]),
    _c("ctl-15", "money", [
        ("2025-05-05", "The kitchen budget is 12,000."),
        ("2025-08-08", "The bathroom budget is 6,500."),
    ], "What are the renovation budgets?", ["12,000", "6,500"]),
    _c("ctl-16", "schedules", [
        ("2025-01-01", "Yoga is on Mondays."),
        ("2025-02-02", "Spanish class is on Thursdays."),
    ], "What's my weekly schedule?", ["Monday|Mondays", "Thursday|Thursdays"]),
    _c("ctl-17", "people", [
        ("2025-06-06", "My manager is Femi."),
        ("2025-09-09", "Femi is based in Lagos."),
    ], "Tell me about my manager.", ["Femi", "Lagos"]),
    _c("ctl-18", "projects", [
        ("2025-02-02", "Anika leads the Orion project."),
        ("2025-07-07", "Anika also leads the Vega project now."),
    ], "Which projects does Anika lead?", ["Orion", "Vega"]),
    _c("ctl-19", "people", [
        ("2025-03-03", "My friend Kasia is a nurse."),
        ("2025-09-09", "My friend Dmitri is a nurse as well."),
    ], "Which of my friends are nurses?", ["Kasia", "Dmitri"]),
    _c("ctl-20", "residence", [
        ("2025-04-04", "I live in Edinburgh."),
        ("2025-11-11", "Before Edinburgh I lived in Aberdeen for ten years."),
    ], "Where do I live?", ["Edinburgh", "Aberdeen"]),
    _c("ctl-21", "preferences", [
        ("2025-05-05", "I used to play the cello as a kid."),
        ("2025-12-12", "I play the ukulele now, just for fun."),
    ], "What instruments do I play?", ["cello", "ukulele"]),
    _c("ctl-22", "money", [
        ("2025-02-02", "The monthly bus pass is 65."),
        ("2025-04-04", "The annual bus pass is 650."),
    ], "How much is the bus pass?", ["65", "650"]),
    _c("ctl-23", "schedules", [
        ("2025-09-09", "The essay is due on 3 November."),
        ("2025-10-10", "The lab report is due on 17 November."),
    ], "What are my deadlines?", ["3 November", "17 November"]),
    _c("ctl-24", "possessions", [
        ("2025-03-03", "My personal phone is an iPhone 13."),
        ("2025-09-09", "Work gave me a Samsung A54 as a work phone."),
    ], "What phones do I have?", ["iPhone 13", "Samsung"]),
    _c("ctl-25", "people", [
        ("2025-01-10", "My aunt Rosa lives in Naples."),
        ("2025-06-10", "My aunt Carmen lives in Bari."),
    ], "Where do my aunts live?", ["Naples", "Bari"]),
    _c("ctl-26", "travel", [
        ("2025-01-01", "Ran the Berlin marathon in 2023 in 4:10."),
        ("2025-10-01", "Ran the Berlin marathon this year in 3:55."),
    ], "What were my Berlin marathon times?", ["4:10", "3:55"]),
    _c("ctl-27", "preferences", [
        ("2025-03-03", "I like Thai food."),
        ("2025-08-08", "I've come to like Ethiopian food as well."),
    ], "What food do I like?", ["Thai", "Ethiopian"]),
    _c("ctl-28", "health", [
        ("2025-02-02", "My dentist is Dr. Mora."),
        ("2025-09-09", "My husband's dentist is Dr. Quinn."),
    ], "Who is my dentist?", ["Mora", "Quinn"]),
    _c("ctl-29", "money", [
        ("2025-01-01", "We pay 10.99 a month for Spotify."),
        ("2025-05-05", "We pay 7.99 a month for Netflix."),
    ], "What subscriptions do we pay for?", ["Spotify", "Netflix"]),
    _c("ctl-30", "projects", [
        ("2025-04-04", "Leila joined our team as a designer."),
        ("2025-10-10", "Omar joined our team as a QA engineer."),
    ], "Who is on our team?", ["Leila", "Omar"]),
    _c("ctl-31", "residence", [
        ("2025-03-03", "My office is at 22 Quay Street."),
        ("2025-03-20", "My home address is 9 Linden Close."),
    ], "What are my addresses?", ["Quay Street", "Linden Close"]),
    _c("ctl-32", "travel", [
        ("2025-06-06", "I visited Vietnam in 2019."),
        ("2025-12-12", "I'm going to Vietnam again next April, to Hoi An this time."),
    ], "When have I been to Vietnam?", ["2019", "Hoi An"]),
    _c("ctl-33", "schedules", [
        ("2025-09-01", "My daughter's ballet is on Tuesdays."),
        ("2025-09-15", "My son's judo is on Tuesdays too, at 6."),
    ], "What are the kids' activities?", ["ballet", "judo"]),
    _c("ctl-34", "money", [
        ("2025-04-04", "I earn 52,000 a year."),
        ("2025-10-10", "My partner earns 48,000 a year."),
    ], "What do we earn?", ["52,000", "48,000"]),
    _c("ctl-35", "possessions", [
        ("2025-05-05", "Our dog Pip sees the vet at Greenway."),
        ("2025-11-11", "Our cat Tinsel sees the vet at Hillcrest."),
    ], "Which vets do we use?", ["Greenway", "Hillcrest"]),
    _c("ctl-36", "work", [
        ("2025-02-02", "I work at Corvid Systems."),
        ("2025-08-08", "I also run a small Etsy shop selling prints on weekends."),
    ], "What do I do for work?", ["Corvid", "Etsy"]),
    _c("ctl-37", "projects", [
        ("2025-09-09", "This term I'm taking statistics."),
        ("2025-09-20", "I'm also taking organic chemistry this term."),
    ], "Which courses am I taking?", ["statistics", "organic chemistry"]),
    _c("ctl-38", "people", [
        ("2025-05-05", "The neighbours on the left are the Okonkwos."),
        ("2025-05-25", "The neighbours on the right are the Fischers."),
    ], "Who are our neighbours?", ["Okonkwos", "Fischers"]),
    _c("ctl-39", "work", [
        ("2025-03-03", "I'm a nurse at the Royal Infirmary."),
        ("2025-08-08", "I used to work in a call centre before nursing school."),
    ], "Where do I work?", ["Royal Infirmary", "call centre"]),
    _c("ctl-40", "preferences", [
        ("2025-06-06", "For breakfast I usually have porridge."),
        ("2025-12-12", "On weekends I have pancakes for breakfast."),
    ], "What do I have for breakfast?", ["porridge", "pancakes"]),
    _c("ctl-41", "people", [
        ("2025-02-02", "My sister is a pilot."),
        ("2025-07-07", "My brother is a pilot now too, he just qualified."),
    ], "Who in my family is a pilot?", ["sister", "brother"]),
    _c("ctl-42", "relationships", [
        ("2025-04-04", "My wife Lena is a vet."),
        ("2025-08-18", "Lena's sister Uma is staying with us in September."),
    ], "Who is Lena?", ["vet", "Uma"]),
]
