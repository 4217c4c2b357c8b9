"""Fresh11 blind set for bench/knowledge_update.py (--set fresh11): hand-written from the brief alone, without reading the engine or any other case set."""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u

UPDATES: list[Update] = [
    # ---------------- residence ----------------
    _u("f11-001", "residence", [
        ("2021-10-02", "Finally unpacked the last box in the Ghent flat. Kitchen is tiny but the light is lovely."),
        ("2022-01-15", "bins out tonight!! (blue one)"),
        ("2022-05-14", "first night in the Maastricht apartment, neighbours have a very loud parrot"),
    ], "Which city do I live in?", "Ghent", "Maastricht"),
    _u("f11-002", "residence", [
        ("2021-03-08", "Living in Tampere for the time being, sharing with two flatmates."),
        ("2022-01-19", "Moved to Oulu for the job. Colder than I imagined, and I imagined cold."),
        ("2023-06-30", "moved again — Turku this time, new flat is down by the river"),
    ], "Where am I living these days?", ["Tampere", "Oulu"], "Turku"),
    _u("f11-003", "residence", [
        ("2023-02-02", "Our address for the bank form: 14 Rua das Flores, Coimbra."),
        ("2023-03-10", "renew the TV licence before the 20th"),
        ("2023-07-22", "Braga postman keeps leaving our parcels at the café downstairs 🙄"),
    ], "What town do I live in?", "Coimbra", "Braga"),
    _u("f11-004", "residence", [
        ("2022-04-11", "our place in Kreuzberg is loud on weekends but I love it"),
        ("2022-11-27", "We've moved out of Kreuzberg and settled in Pankow. So quiet I can hear the fridge."),
    ], "Which neighbourhood do I live in?", "Kreuzberg", "Pankow"),
    _u("f11-005", "residence", [
        ("2024-01-06", "Heating in the Valparaíso house broke AGAIN. called the landlord, no answer"),
        ("2024-08-19", "Signed for the keys in Concepción today, boxes arrive thurs"),
    ], "Where do I live?", "Valparaíso|Valparaiso", "Concepción|Concepcion"),
    _u("f11-006", "residence", [
        ("2021-05-03", "lease in Cork signed, 12 months. deposit was brutal"),
        ("2021-11-15", "call mum re her birthday"),
        ("2022-06-01", "Galway flat has a view of the bay, worth every cent"),
        ("2023-04-18", "keys to the Limerick house!!! first place with a garden 🌱"),
    ], "Which city is my home in?", ["Cork", "Galway"], "Limerick"),
    _u("f11-007", "residence", [
        ("2023-09-01", "Staying with Aunt Roza in Plovdiv until I find something of my own."),
        ("2024-02-10", "Not at Roza's anymore - got my own studio in Sofia, 4th floor no lift"),
    ], "Which city am I staying in?", "Plovdiv", "Sofia"),
    _u("f11-008", "residence", [
        ("2022-03-14", "Landlord in Kyoto finally fixed the shower. only took 3 weeks"),
        ("2022-12-03", "Osaka ward office: registered my address, took 2 hrs and four forms"),
    ], "Where do I live?", "Kyoto", "Osaka"),

    # ---------------- work ----------------
    _u("f11-009", "work", [
        ("2022-02-07", "Quarterly review at Bosch went fine, manager happy with the sensor stuff."),
        ("2022-06-13", "buy descaler for the kettle"),
        ("2022-09-26", "Badge photo day at Continental. I look exhausted in it lol"),
    ], "Which company do I work for?", "Bosch", "Continental"),
    _u("f11-010", "work", [
        ("2021-06-14", "I'm a junior analyst on the pricing desk, mostly excel wrangling."),
        ("2022-03-01", "Promoted! I'm now a senior analyst!!! 🎉 drinks on me friday"),
    ], "What's my job title?", "junior analyst", "senior analyst"),
    _u("f11-011", "work", [
        ("2021-04-12", "Started at Zalando in the logistics team."),
        ("2022-05-02", "Last day at Zalando today. Monday I start at Delivery Hero."),
        ("2023-08-21", "handed in my notice at Delivery Hero, new job at Celonis starts in Sept"),
    ], "Where do I work?", ["Zalando", "Delivery Hero"], "Celonis"),
    _u("f11-012", "work", [
        ("2023-01-09", "1:1 with Ingrid (my manager) — she wants the roadmap by Feb."),
        ("2023-02-20", "dentist 8:40 thurs"),
        ("2023-05-15", "first 1:1 with Tomasz as my manager, he's way more hands off"),
    ], "Who's my manager?", "Ingrid", "Tomasz"),
    _u("f11-013", "work", [
        ("2022-08-08", "Commute to the Eindhoven site is 40 mins each way, ugh."),
        ("2023-01-16", "Transfer approved: I'm based at the Delft office from now on."),
    ], "Which office am I based at?", "Eindhoven", "Delft"),
    _u("f11-014", "work", [
        ("2021-09-06", "Year 5 class list is in, 28 kids, three called Noah"),
        ("2022-09-05", "my year 2 class made me cards on day one 🥹"),
    ], "What year group do I teach?", "year 5", "year 2"),
    _u("f11-015", "work", [
        ("2024-01-22", "I'm on the night shift at the Rigshospitalet ward, 7pm-7am, 4 on 4 off."),
        ("2024-06-03", "Finally off nights! Switched to the day shift starting Monday."),
    ], "Which shift do I work?", "night shift", "day shift"),
    _u("f11-016", "work", [
        ("2021-02-15", "Contract with Accenture runs until summer."),
        ("2021-07-30", "pick up dry cleaning"),
        ("2021-09-13", "Induction at Capgemini — 4 hours of compliance videos"),
        ("2022-10-10", "Sopra Steria laptop arrived, onboarding tmrw"),
    ], "Who am I working for?", ["Accenture", "Capgemini"], "Sopra Steria"),

    # ---------------- relationships ----------------
    _u("f11-017", "relationships", [
        ("2021-11-20", "Dinner with Mateus, he cooked feijoada, I think I'm falling for him"),
        ("2022-08-14", "Coffee with Mateus to give back his books. It's properly over and that's ok."),
        ("2023-03-05", "Third date with Ilse — she's into bouldering too!!"),
    ], "Who am I dating?", "Mateus", "Ilse"),
    _u("f11-018", "relationships", [
        ("2022-02-14", "Valentine's with my boyfriend Ravi, he burnt the risotto 😂"),
        ("2023-01-08", "Ravi proposed on the ferry!! we're engaged 💍"),
    ], "What's Ravi to me?", "boyfriend", "fiancé|fiance|engaged"),
    _u("f11-019", "relationships", [
        ("2021-04-03", "my girlfriend Sunniva says I overthink texts. she's right"),
        ("2021-12-19", "Broke up with Sunniva. Needed to happen."),
        ("2022-07-09", "Seeing someone new — Noor. Early days but 🙂"),
        ("2023-10-28", "Noor and I called it off in spring. Catalina is my girlfriend now, made it official tonight 💛"),
    ], "Who's my girlfriend?", ["Sunniva", "Noor"], "Catalina"),
    _u("f11-020", "relationships", [
        ("2022-09-01", "Flatmate Bartek left dishes in the sink AGAIN"),
        ("2023-02-25", "Bartek's last week in the flat, farewell pizza on Friday"),
        ("2023-03-12", "Helped Yusuf carry his desk up the stairs - he's got the back bedroom, seems tidy at least"),
    ], "Who's my flatmate?", "Bartek", "Yusuf"),
    _u("f11-021", "relationships", [
        ("2021-05-20", "Passport form filled in: Hanna Virtanen, check."),
        ("2022-09-02", "Changed my surname at the registry office, Lindholm on everything from today."),
    ], "What's my surname?", "Virtanen", "Lindholm"),
    _u("f11-022", "relationships", [
        ("2024-01-13", "Kofi's mum invited me for Sunday lunch — meeting the family eek"),
        ("2024-02-01", "book car MOT"),
        ("2024-07-21", "Weekend in Bruges with Anselm, 6 months together today 🥂"),
    ], "Who is my partner?", "Kofi", "Anselm"),
    _u("f11-023", "relationships", [
        ("2021-08-08", "Dmitri and I adopted a sourdough starter, named it Gregory"),
        ("2022-02-26", "my ex Dmitri still has my good headphones. not asking."),
        ("2022-11-05", "Oskar met my parents today, dad actually laughed at his jokes"),
    ], "Who's my partner?", "Dmitri", "Oskar"),

    # ---------------- health ----------------
    _u("f11-024", "health", [
        ("2021-10-12", "GP appt w/ Dr. Haddad, he upped my vit D."),
        ("2021-12-02", "Ask Jess about the spare key"),
        ("2022-04-25", "Dr. Szabó says my bloods look fine, see her again in 6 months"),
    ], "Who's my GP?", "Haddad", "Szabó|Szabo"),
    _u("f11-025", "health", [
        ("2022-01-17", "Sertraline 50mg every morning with breakfast."),
        ("2022-04-05", "Dose changed: sertraline up to 100mg from today."),
    ], "What dose of sertraline am I on?", "50mg", "100mg"),
    _u("f11-026", "health", [
        ("2023-01-02", "Scale says 84.5 this morning. here we go."),
        ("2023-03-20", "81.2 kg!!"),
        ("2023-06-11", "weigh-in: 78.9, jeans fit again"),
    ], "What do I weigh?", ["84.5", "81.2"], "78.9"),
    _u("f11-027", "health", [
        ("2021-07-07", "Dentist is Dr. Mbeki at the Smile Studio on Kerk St."),
        ("2022-02-18", "Swapped dentists, going to Dr. Alvarado at Parkside from now on, closer to work."),
    ], "Who's my dentist?", "Mbeki", "Alvarado"),
    _u("f11-028", "health", [
        ("2022-05-09", "Watch says resting HR 68. Need more cardio."),
        ("2022-06-15", "order more coffee filters"),
        ("2022-11-30", "resting HR 57 this week, the rowing is paying off"),
    ], "What's my resting heart rate?", "68", "57"),
    _u("f11-029", "health", [
        ("2023-02-14", "Taking cetirizine for the hay fever, 1 a day."),
        ("2023-05-03", "Stopped the cetirizine (drowsy all day) - pharmacist suggested fexofenadine instead, much better"),
    ], "What hay fever tablet am I taking?", "cetirizine", "fexofenadine"),
    _u("f11-030", "health", [
        ("2024-02-06", "Therapy w/ Marguerite — talked about the work stuff, homework is journaling"),
        ("2024-09-17", "first therapy session with Ayodele. she's direct, I like it"),
    ], "Who's my therapist?", "Marguerite", "Ayodele"),
    _u("f11-031", "health", [
        ("2021-03-01", "Daily step goal: 8000."),
        ("2021-09-14", "Bumped my step goal up to 10000, 8k was too easy"),
        ("2022-05-22", "New step goal: 12500 a day."),
    ], "What's my daily step goal?", ["8000", "10000"], "12500"),

    # ---------------- preferences ----------------
    _u("f11-032", "preferences", [
        ("2022-03-03", "usual order at Brew Lab: oat latte, extra hot"),
        ("2022-04-11", "Oma's birthday 3rd — card!"),
        ("2022-08-19", "matcha at Brew Lab again, 5th day in a row 🍵"),
    ], "What's my usual drink at Brew Lab?", "oat latte", "matcha"),
    _u("f11-033", "preferences", [
        ("2021-01-04", "Going pescatarian this year. Fish ok, no meat."),
        ("2021-10-10", "Fully vegan from now on. Goodbye halloumi 😢"),
    ], "What diet am I following?", "pescatarian", "vegan"),
    _u("f11-034", "preferences", [
        ("2022-02-11", "Can't stop playing Khruangbin on repeat"),
        ("2022-05-01", "bins go out wednesday nights"),
        ("2022-09-09", "Big Thief all week, that double album is unreal"),
        ("2023-03-15", "been looping Altın Gün on every commute"),
    ], "What band am I obsessed with at the moment?", ["Khruangbin", "Big Thief"], "Altın Gün|Altin Gun"),
    _u("f11-035", "preferences", [
        ("2023-01-15", "Halfway through Borgen season 2, Birgitte is iconic"),
        ("2023-03-02", "Finished Borgen, so it's Slow Horses now. Jackson Lamb is disgusting and I love him"),
    ], "What show am I watching?", "Borgen", "Slow Horses"),
    _u("f11-036", "preferences", [
        ("2021-06-18", "Friday = Bangkok Garden takeaway, pad see ew, non negotiable"),
        ("2022-01-28", "friday takeaway as per usual: Little Beirut, mixed grill for two"),
    ], "Where do we get our Friday takeaway?", "Bangkok Garden", "Little Beirut"),
    _u("f11-037", "preferences", [
        ("2024-03-10", "rooibos before bed, every night"),
        ("2024-07-02", "gave up rooibos, genmaicha is my bedtime thing now"),
    ], "What do I drink before bed?", "rooibos", "genmaicha"),
    _u("f11-038", "preferences", [
        ("2022-10-04", "walk to work = The Rest Is History, always"),
        ("2022-12-12", "return the library books!!"),
        ("2023-04-26", "caught up on every Darknet Diaries ep on the walk in, need more"),
    ], "Which podcast do I listen to on my walk to work?", "The Rest Is History", "Darknet Diaries"),
    _u("f11-039", "preferences", [
        ("2021-05-15", "Nothing beats a cold Albariño in summer"),
        ("2021-12-20", "Gone off Albariño, into orange wine lately"),
        ("2022-08-07", "Over the orange wine phase, it's all Txakoli now"),
    ], "What's my favourite wine right now?", ["Albariño|Albarino", "orange wine"], "Txakoli"),

    # ---------------- possessions ----------------
    _u("f11-040", "possessions", [
        ("2021-09-09", "Corolla needs tyres before winter"),
        ("2021-11-03", "tax return - do it this wk, seriously"),
        ("2022-03-17", "first full charge on the Ioniq, says 410km range"),
    ], "What car do I drive?", "Corolla", "Ioniq"),
    _u("f11-041", "possessions", [
        ("2022-06-06", "Screen on my Xperia cracked, again"),
        ("2022-07-01", "Traded the Xperia in, new phone is a Fairphone 4."),
    ], "What phone do I have?", "Xperia", "Fairphone"),
    _u("f11-042", "possessions", [
        ("2021-04-20", "Brompton folded under the desk, no one noticed 😎"),
        ("2021-08-15", "Brompton stolen outside Lidl. Gutted. Borrowing Lucia's old Gazelle till I sort something"),
        ("2022-01-09", "parking permit form"),
        ("2022-03-27", "Picked up the Tern from the shop, commute is 12 mins flat out 🚲"),
    ], "What bike do I ride?", ["Brompton", "Gazelle"], "Tern"),
    _u("f11-043", "possessions", [
        ("2023-01-23", "ThinkPad fan is screaming again"),
        ("2023-05-09", "Replaced the ThinkPad with a new Framework 13, finally something repairable"),
    ], "What laptop do I use?", "ThinkPad", "Framework"),
    _u("f11-044", "possessions", [
        ("2022-11-11", "Forgot to charge the Garmin, no data for the long run"),
        ("2023-04-30", "Casio on the wrist, battery lasts 10 years, bliss"),
    ], "What watch do I wear?", "Garmin", "Casio"),
    _u("f11-045", "possessions", [
        ("2021-02-03", "MOT on the Fiesta passed, just"),
        ("2021-07-18", "dentist 3pm"),
        ("2021-10-04", "Sold the Fiesta. Bought a used Zoe from a guy in Swindon."),
        ("2023-05-19", "Zoe gone to the dealer as part-ex, driving a Kia Niro home now ⚡"),
    ], "What car have I got?", ["Fiesta", "Zoe"], "Niro"),
    _u("f11-046", "possessions", [
        ("2024-02-14", "Took the Fujifilm X100V to the market, the colours!!"),
        ("2024-06-02", "Sold the X100V on Vinted for more than I paid lol"),
        ("2024-09-03", "shooting on the Ricoh GR III all week, it fits in a jeans pocket"),
    ], "What camera do I shoot with?", "X100V", "Ricoh"),
    _u("f11-047", "possessions", [
        ("2022-01-01", "reading on the Kindle in bed till 2am, oops"),
        ("2022-10-21", "Kindle died. Got a Kobo Clara instead and it does library loans!"),
    ], "What e-reader do I have?", "Kindle", "Kobo"),

    # ---------------- money ----------------
    _u("f11-048", "money", [
        ("2022-02-01", "Rent paid: 1,180 to Mr Okonkwo."),
        ("2022-07-19", "water meter reading 04412"),
        ("2023-02-01", "rent went out today, 1,265. ouch."),
    ], "What's my rent?", "1,180", "1,265"),
    _u("f11-049", "money", [
        ("2021-04-30", "Payslip: 42,000 gross. Not bad for year one."),
        ("2022-04-29", "Raise came through, new salary 46,500 from May."),
    ], "What's my salary?", "42,000", "46,500"),
    _u("f11-050", "money", [
        ("2021-01-10", "weekly food budget 90 quid"),
        ("2021-06-06", "Spreadsheet says food budget 110 a week, prices are mad"),
        ("2021-07-01", "ring the council about the bin"),
        ("2022-09-19", "Food budget: 135/week. sigh."),
    ], "What's my weekly food budget?", ["90", "110"], "135"),
    _u("f11-051", "money", [
        ("2023-03-14", "Car insurance with Admiral renews 14 April."),
        ("2023-04-10", "Cancelled Admiral and went with Direct Line instead, saved 80 quid."),
    ], "Who's my car insurance with?", "Admiral", "Direct Line"),
    _u("f11-052", "money", [
        ("2024-01-31", "Deposit pot: 18,400. Slowly."),
        ("2024-06-30", "deposit pot hit 23,050 🎯"),
    ], "How much have I saved for the deposit?", "18,400", "23,050"),
    _u("f11-053", "money", [
        ("2022-03-08", "Freelance day rate is 450."),
        ("2022-11-14", "New day rate: 520, for everyone, old clients too from January."),
    ], "What's my day rate?", "450", "520"),
    _u("f11-054", "money", [
        ("2021-05-05", "Salary lands in my Revolut, bills come out of there too"),
        ("2021-06-01", "water the tomatoes b4 leaving"),
        ("2021-09-27", "salary landed in the bunq account, direct debits all set up from it"),
    ], "Which bank account does my salary go into?", "Revolut", "bunq"),
    _u("f11-055", "money", [
        ("2021-08-01", "Mortgage fixed at 1.89% for two years."),
        ("2023-08-01", "Remortgaged: 4.65% fixed, brutal."),
        ("2024-11-12", "Switched to a tracker, rate is 4.1% from this month."),
    ], "What's my mortgage rate?", ["1.89", "4.65"], "4.1"),

    # ---------------- schedules ----------------
    _u("f11-056", "schedules", [
        ("2022-01-11", "Yoga Tues 6:30pm at Studio Prana"),
        ("2022-04-19", "Studio Prana spring timetable out, my Tuesday class is 7:15pm"),
    ], "What time is my Tuesday yoga?", "6:30pm", "7:15pm"),
    _u("f11-057", "schedules", [
        ("2023-09-09", "Aiko's swimming lessons are Saturdays 9am at the leisure centre."),
        ("2024-01-06", "Swimming moved to Sundays from this term, same time."),
    ], "What day is Aiko's swimming lesson?", "Saturday|Saturdays", "Sunday|Sundays"),
    _u("f11-058", "schedules", [
        ("2024-03-04", "Thesis draft due 15 May"),
        ("2024-03-20", "buy birthday card for Oma"),
        ("2024-04-29", "Supervisor gave me til 12 June for the draft, phew"),
    ], "When is my thesis draft due?", "15 May", "12 June"),
    _u("f11-059", "schedules", [
        ("2021-02-17", "Book club: first Wednesday of the month at Kasia's."),
        ("2021-09-01", "Book club moving to first Thursday, Kasia has choir on Weds"),
        ("2022-05-12", "Book club changed again, last Sunday of the month from June on"),
    ], "When is book club?", ["first Wednesday", "first Thursday"], "last Sunday"),
    _u("f11-060", "schedules", [
        ("2022-06-20", "Standup 9:15 every day, don't be late again"),
        ("2022-10-03", "Standup at 10:00 with the Singapore folks joining, good for my mornings"),
    ], "What time is standup?", "9:15", "10:00"),
    _u("f11-061", "schedules", [
        ("2023-05-02", "Tennis lesson with coach Ilias, Mondays 7pm"),
        ("2023-05-20", "passport photos"),
        ("2023-08-28", "Ilias changed lessons to Wednesdays 7pm, Mondays are gone"),
    ], "What day is my tennis lesson?", "Monday|Mondays", "Wednesday|Wednesdays"),
    _u("f11-062", "schedules", [
        ("2024-02-12", "Ortho check booked 3 April 10:20"),
        ("2024-03-28", "Clinic rang: ortho check is 17 April 14:00, same place"),
    ], "When is my ortho appointment?", "3 April", "17 April"),
    _u("f11-063", "schedules", [
        ("2021-10-05", "Choir rehearsal Tuesdays at St Olav's"),
        ("2022-01-18", "choir thursday, St Olav's hall, bring the Fauré score"),
        ("2022-09-07", "Wednesday choir for the autumn term, sopranos outnumber us 3 to 1"),
    ], "What night is choir?", ["Tuesday|Tuesdays", "Thursday|Thursdays"], "Wednesday|Wednesdays"),

    # ---------------- people ----------------
    _u("f11-064", "people", [
        ("2021-03-22", "Called my sister Mirela in Cluj, she sounds tired"),
        ("2021-06-30", "return the drill to Sanjay"),
        ("2021-11-30", "Mirela's housewarming in Timișoara on Saturday, need a gift"),
    ], "Where does Mirela live?", "Cluj", "Timișoara|Timisoara"),
    _u("f11-065", "people", [
        ("2022-07-07", "Jonas is a paramedic, works crazy shifts"),
        ("2023-02-14", "Jonas quit the ambulance service, he's a plumber now 🔧"),
    ], "What does Jonas do for work?", "paramedic", "plumber"),
    _u("f11-066", "people", [
        ("2022-04-03", "Neighbour at no. 12 is Mrs Castellanos, she feeds the cat when we're away"),
        ("2022-05-10", "order printer ink"),
        ("2022-12-22", "Left a Christmas card for Gideon and Ruth at no. 12, they've been lovely since they arrived"),
    ], "Who lives at number 12?", "Castellanos", "Gideon"),
    _u("f11-067", "people", [
        ("2021-06-12", "my brother Tariq brought his girlfriend Selin to dinner, lovely"),
        ("2022-02-02", "Tariq and Selin broke up :( he's seeing a girl called Priya now"),
        ("2023-07-15", "Tariq's fiancée Elodie is French, wedding in Annecy next summer!"),
    ], "Who is my brother Tariq's partner?", ["Selin", "Priya"], "Elodie"),
    _u("f11-068", "people", [
        ("2023-01-20", "Henrike (team lead) signed off my leave"),
        ("2023-09-04", "All-hands: Henrike presenting as Head of Engineering, well deserved"),
    ], "What's Henrike's role?", "team lead", "Head of Engineering"),
    _u("f11-069", "people", [
        ("2022-05-25", "Zanele still in Durban, wants us to visit in July"),
        ("2023-01-10", "Zanele moved to Cape Town for the vineyard job"),
    ], "Where does Zanele live?", "Durban", "Cape Town"),
    _u("f11-070", "people", [
        ("2021-09-03", "Leo's first day at Hillcrest Primary"),
        ("2021-10-14", "get flu jabs"),
        ("2024-09-04", "Leo's first day at Kingsmead Academy, blazer is massive on him"),
    ], "Which school does Leo go to?", "Hillcrest", "Kingsmead"),
    _u("f11-071", "people", [
        ("2021-02-09", "Cousin Emeka works at Flutterwave in Lagos"),
        ("2022-03-30", "Emeka left Flutterwave, joined Paystack"),
        ("2023-11-11", "Emeka's at Moniepoint now, since October — left Paystack over the summer"),
    ], "Where does Emeka work?", ["Flutterwave", "Paystack"], "Moniepoint"),

    # ---------------- projects ----------------
    _u("f11-072", "projects", [
        ("2022-02-22", "Sprint planning for Project Heron, tickets galore"),
        ("2022-05-05", "Remember: boiler service Tuesday AM"),
        ("2022-08-30", "Kickoff for Kestrel today, I'm tech lead 😬"),
    ], "Which project am I on?", "Heron", "Kestrel"),
    _u("f11-073", "projects", [
        ("2023-04-17", "I'm on the Payments squad, we own checkout"),
        ("2023-10-02", "Reorg: I've been moved to the Identity squad, no more checkout on-call"),
    ], "Which squad am I in?", "Payments", "Identity"),
    _u("f11-074", "projects", [
        ("2024-01-15", "Atlas launch pencilled in for 4 March"),
        ("2024-02-07", "pay council tax"),
        ("2024-02-26", "Atlas go-live 18 March, QA found a mess"),
        ("2024-03-12", "Atlas go-live: 2 April. Third date. Nobody believes it."),
    ], "When does Atlas launch?", ["4 March", "18 March"], "2 April"),
    _u("f11-075", "projects", [
        ("2021-11-08", "Wiebke is leading the warehouse migration"),
        ("2022-03-21", "Wiebke handed the migration over to Olumide, he's running it now, she's off on maternity leave"),
    ], "Who's leading the warehouse migration?", "Wiebke", "Olumide"),
    _u("f11-076", "projects", [
        ("2023-06-05", "Garden office build quoted at 14,000"),
        ("2023-07-20", "Builder's final quote for the garden office: 16,750 incl. electrics"),
    ], "How much is the garden office build going to cost?", "14,000", "16,750"),
    _u("f11-077", "projects", [
        ("2022-09-12", "Working on Bluebird, the mobile rewrite"),
        ("2022-12-01", "Bluebird is now called Saffron after legal flagged the name"),
    ], "What's the mobile rewrite project called?", "Bluebird", "Saffron"),
    _u("f11-078", "projects", [
        ("2021-03-15", "Onboarded to the Heineken account, lots of dashboards"),
        ("2021-07-07", "Friday wrap-up with the Philips team, they loved the demo"),
        ("2021-12-06", "Kickoff call with IKEA at 9, I'm lead analyst on their account"),
    ], "Which client account am I on?", ["Heineken", "Philips"], "IKEA"),

    # ---------------- pets ----------------
    _u("f11-079", "pets", [
        ("2022-03-09", "Vet for Miso: Dr. Achterberg at Dierenkliniek Oost"),
        ("2022-06-21", "recieved the parking fine. pay it!!"),
        ("2022-10-25", "Miso's booster at Vetcare Zuid, Dr. Ferreira was so gentle with her"),
    ], "Who's Miso's vet?", "Achterberg", "Ferreira"),
    _u("f11-080", "pets", [
        ("2023-02-02", "Biscuit is on Lily's Kitchen dry food"),
        ("2023-05-15", "Switched Biscuit over to Butternut Box, vet wanted grain-free"),
    ], "What food is Biscuit on?", "Lily's Kitchen", "Butternut Box"),
    _u("f11-081", "pets", [
        ("2024-04-08", "Dog walker Sigrun does Mon/Wed/Fri"),
        ("2024-04-22", "return Zara parcel"),
        ("2024-08-12", "Paid Bongani for the walks this month, Pepper adores him"),
    ], "Who walks my dog?", "Sigrun", "Bongani"),
    _u("f11-082", "pets", [
        ("2021-06-01", "Pepper goes to Happy Paws kennels when we travel"),
        ("2022-03-15", "Happy Paws closed down. Neighbour Astrid will take Pepper from now on."),
        ("2023-05-30", "Astrid moved away :( booked Pepper into Barkley Manor for the summer trip and going forward"),
    ], "Who looks after Pepper when I'm away?", ["Happy Paws", "Astrid"], "Barkley Manor"),

    # ---------------- travel ----------------
    _u("f11-083", "travel", [
        ("2024-01-19", "Summer trip: Azores, 10 days in July, watching flights"),
        ("2024-03-03", "Booked!! Tbilisi for the July trip, 10 days, flying out 6 July 🇬🇪"),
    ], "Where am I going this summer?", "Azores", "Tbilisi"),
    _u("f11-084", "travel", [
        ("2023-10-02", "Flight to Nairobi KQ101 departs 22:40 on the 14th"),
        ("2023-11-08", "KQ emailed: departure changed to 06:15 on the 15th"),
    ], "What time does my Nairobi flight leave?", "22:40", "06:15"),
    _u("f11-085", "travel", [
        ("2025-02-10", "Ljubljana: booked Hotel Cubo, 3 nights"),
        ("2025-02-18", "pick up prescription"),
        ("2025-03-04", "Confirmation from Vander Urbani for the Ljubljana trip, 3 nights, river view 🙌"),
    ], "Which hotel am I staying at in Ljubljana?", "Cubo", "Vander Urbani"),
    _u("f11-086", "travel", [
        ("2022-01-05", "Honeymoon plan: Bali"),
        ("2022-02-20", "scrapped Bali (visa mess), thinking Sri Lanka"),
        ("2022-04-02", "Sri Lanka's off too. New plan: Zanzibar. BOOKED."),
    ], "Where are we going for the honeymoon?", ["Bali", "Sri Lanka"], "Zanzibar"),

    # ---------------- education ----------------
    _u("f11-087", "education", [
        ("2022-06-28", "Passed the A2 German exam at the Goethe-Institut 🎉"),
        ("2022-10-01", "cancel the magazine thing"),
        ("2023-02-09", "B1 certificate came in the post, framed it lol"),
    ], "What level is my German?", "A2", "B1"),
    _u("f11-088", "education", [
        ("2023-01-25", "Module average sitting at 62 after first term"),
        ("2023-06-30", "Results out: average is now 68, a first is in reach"),
    ], "What's my module average?", "62", "68"),
    _u("f11-089", "education", [
        ("2021-10-11", "PhD supervisor Prof. Kowalczyk wants chapter 1 by Xmas"),
        ("2022-03-02", "Kowalczyk is retiring, Dr. Ndlovu taking over my supervision"),
        ("2022-04-15", "library card expires end of month"),
        ("2023-01-18", "Supervision meeting w/ Prof. Haugland, chapter 3 comments are brutal"),
    ], "Who's my PhD supervisor?", ["Kowalczyk", "Ndlovu"], "Haugland"),
    _u("f11-090", "education", [
        ("2024-09-16", "Evening course: Intro to Ceramics at City Lit, Mondays"),
        ("2024-11-04", "Dropped ceramics, doing the Italian evening course now"),
    ], "Which evening course am I doing?", "Ceramics", "Italian"),

    # ---------------- subscriptions ----------------
    _u("f11-091", "subscriptions", [
        ("2022-05-01", "Mubi charged 12.99 again, watched zero films this month"),
        ("2022-08-30", "Mubi sub ran out, didn't renew"),
        ("2022-09-14", "Criterion Channel charged me, worth it for the Kurosawa box"),
    ], "Which film streaming service do I pay for?", "Mubi", "Criterion Channel"),
    _u("f11-092", "subscriptions", [
        ("2023-03-03", "Phone contract with Vodafone, 25/month"),
        ("2023-09-09", "Ported my number to giffgaff, 10/month, no longer with Vodafone"),
    ], "Who's my mobile provider?", "Vodafone", "giffgaff"),
    _u("f11-093", "subscriptions", [
        ("2021-04-12", "Riverford box every Thursday"),
        ("2021-05-19", "book eye test"),
        ("2021-08-26", "Abel & Cole delivery on the doorstep, the chard is enormous"),
    ], "Which veg box do we get?", "Riverford", "Abel & Cole|Abel and Cole"),

    # ---------------- tools ----------------
    _u("f11-094", "tools", [
        ("2022-10-10", "All logins live in LastPass"),
        ("2023-01-05", "Moved everything out of LastPass into Bitwarden after the breach"),
    ], "Which password manager do I use?", "LastPass", "Bitwarden"),
    _u("f11-095", "tools", [
        ("2023-06-01", "Todoist inbox at 140 items, send help"),
        ("2023-09-03", "call the plumber re the drip"),
        ("2023-11-20", "Weekly review in TickTick done, 12 tasks carried over"),
    ], "What to-do app do I use?", "Todoist", "TickTick"),
    _u("f11-096", "tools", [
        ("2021-03-30", "Sublime licence bought, 3 years of updates"),
        ("2022-02-12", "Emacs keybindings finally in muscle memory"),
        ("2022-03-04", "cancel gym trial"),
        ("2023-08-08", "config for Helix is 20 lines, loving it"),
    ], "Which code editor do I use?", ["Sublime", "Emacs"], "Helix"),

    # ---------------- hobbies ----------------
    _u("f11-097", "hobbies", [
        ("2022-04-04", "Lichess rapid rating 1480"),
        ("2022-11-19", "Crossed 1600 on Lichess rapid!! finally"),
    ], "What's my Lichess rapid rating?", "1480", "1600"),
    _u("f11-098", "hobbies", [
        ("2023-02-12", "Cello lesson #4. Squeaky."),
        ("2023-09-30", "Sold the cello and swapped to double bass, joining the jazz workshop from now on"),
    ], "What instrument am I learning?", "cello", "double bass"),
    _u("f11-099", "hobbies", [
        ("2021-04-11", "Half marathon PB 1:52:30"),
        ("2022-04-10", "Rotterdam half: 1:47:05 PB!!!"),
        ("2023-10-15", "Amsterdam half in 1:43:58, another PB, legs destroyed"),
    ], "What's my half marathon PB?", ["1:52:30", "1:47:05"], "1:43:58"),
    _u("f11-100", "hobbies", [
        ("2024-02-20", "Five-a-side with the Thursday Rovers lot, we lost 9-2"),
        ("2024-03-01", "buy lightbulbs"),
        ("2024-06-13", "Quit the Rovers (too many injuries), joined Dynamo Dalston instead"),
    ], "Which five-a-side team do I play for?", "Rovers", "Dynamo Dalston"),
]

CONTROLS: list[Control] = [
    _c("f11c-001", "people", [
        ("2023-03-01", "My sister Dagny lives in Bergen, rains every day she says"),
        ("2023-09-12", "Brother Eirik just got a flat in Trondheim for his new job"),
    ], "Where does Dagny live?", ["Bergen", "Trondheim"]),
    _c("f11c-002", "hobbies", [
        ("2022-01-10", "Started learning the ukulele, 3 chords down"),
        ("2022-06-05", "Signed up for a life drawing class too, Tuesday nights"),
    ], "What instrument am I learning?", ["ukulele", "life drawing"]),
    _c("f11c-003", "education", [
        ("2021-11-02", "Duolingo streak 200 days — Portuguese"),
        ("2022-05-17", "Added Japanese on top of the Portuguese, my brain hurts"),
    ], "Which languages am I learning?", ["Portuguese", "Japanese"]),
    _c("f11c-004", "travel", [
        ("2023-04-15", "Back from Marrakech, still dreaming of the riad"),
        ("2024-03-30", "Landed in Hanoi! humidity is no joke"),
    ], "Where did I go on holiday in 2023?", ["Marrakech", "Hanoi"]),
    _c("f11c-005", "possessions", [
        ("2022-08-02", "My Mazda 2 is due a service"),
        ("2022-10-19", "Aoife bought a Yaris, so we're a two-car household now lol"),
    ], "What car do I drive?", ["Mazda", "Yaris"]),
    _c("f11c-006", "schedules", [
        ("2023-01-09", "Spin class Mondays 6pm at Rydes"),
        ("2023-03-13", "This week only spin is on Tuesday, instructor's away Monday"),
    ], "What day is my spin class?", ["Monday|Mondays", "Tuesday"]),
    _c("f11c-007", "residence", [
        ("2022-02-14", "Grew up in Graz, the Schlossberg was my playground"),
        ("2022-07-07", "love our little place in Linz, even the tram noise"),
    ], "Where do I live?", ["Linz", "Graz"]),
    _c("f11c-008", "work", [
        ("2021-05-05", "My first job was at Hema on the tills, 16 and terrified"),
        ("2021-12-01", "Work at ASML is intense this quarter"),
    ], "Where do I work?", ["ASML", "Hema"]),
    _c("f11c-009", "schedules", [
        ("2024-05-02", "Dentist 14 May 9:30"),
        ("2024-05-06", "Physio 21 May 16:00"),
    ], "When is my dentist appointment?", ["14 May", "21 May"]),
    _c("f11c-010", "possessions", [
        ("2023-02-20", "Personal phone is a Nothing Phone, love the lights"),
        ("2023-06-12", "IT gave me a Galaxy A54 for work calls, it stays on silent after 6"),
    ], "What's my personal phone?", ["Nothing Phone", "Galaxy"]),
    _c("f11c-011", "work", [
        ("2022-09-19", "Our Madrid office is tiny but I love it"),
        ("2023-04-04", "Colleague Inés is relocating to the Valencia office in June, gonna miss her"),
    ], "Which office do I work at?", ["Madrid", "Valencia"]),
    _c("f11c-012", "money", [
        ("2024-02-10", "Gym membership is 39 a month"),
        ("2024-04-02", "Climbing wall pass 55 a month, worth it"),
    ], "How much is my gym membership?", ["39", "55"]),
    _c("f11c-013", "people", [
        ("2021-07-21", "Farah is an architect, designing a library in Doha"),
        ("2021-10-30", "Lukas, Farah's brother, is a sommelier, brought the best Riesling"),
    ], "What does Farah do?", ["architect", "sommelier"]),
    _c("f11c-014", "health", [
        ("2022-03-15", "Ramipril 5mg every morning for BP"),
        ("2022-09-01", "GP added atorvastatin at night for cholesterol"),
    ], "What do I take for blood pressure?", ["Ramipril", "atorvastatin"]),
    _c("f11c-015", "health", [
        ("2023-01-17", "My GP is Dr. Nakashima, nice but always running late"),
        ("2023-05-22", "Dermatologist Dr. Brennan says the mole is fine"),
    ], "Who's my GP?", ["Nakashima", "Brennan"]),
    _c("f11c-016", "preferences", [
        ("2021-08-09", "Ethiopian food is my absolute fave"),
        ("2022-02-03", "Georgian food might be tied for first — khachapuri!!"),
    ], "What's my favourite cuisine?", ["Ethiopian", "Georgian"]),
    _c("f11c-017", "pets", [
        ("2022-05-05", "Noodle the cat is on Purina renal food"),
        ("2022-11-11", "Adopted a rabbit, Clementine, she eats more kale than me"),
    ], "What's my cat called?", ["Noodle", "Clementine"]),
    _c("f11c-018", "relationships", [
        ("2023-06-06", "Rahel and I did 2 years today 🥂"),
        ("2023-08-19", "Bumped into Joost (my ex from uni) at Albert Heijn, awkward"),
    ], "Who's my partner?", ["Rahel", "Joost"]),
    _c("f11c-019", "projects", [
        ("2022-01-24", "Lead on Project Orca (data platform)"),
        ("2022-04-11", "Also picked up Project Lynx, 20% of my time"),
    ], "Which project do I lead?", ["Orca", "Lynx"]),
    _c("f11c-020", "money", [
        ("2023-04-01", "rent 1,450 paid"),
        ("2023-04-03", "council tax 168 this month"),
    ], "How much is my rent?", ["1,450", "168"]),
    _c("f11c-021", "schedules", [
        ("2025-01-08", "Grant report due 31 Jan"),
        ("2025-01-20", "Ethics form due 14 Feb, separate from the report"),
    ], "When is the grant report due?", ["31 Jan", "14 Feb"]),
    _c("f11c-022", "travel", [
        ("2024-05-12", "Booked Oslo for the work conference in Sept"),
        ("2024-06-20", "Also booked Crete for a family week in August"),
    ], "Where am I going in September?", ["Oslo", "Crete"]),
    _c("f11c-023", "residence", [
        ("2022-03-03", "Tax form: home address Uppsala"),
        ("2022-07-15", "Two weeks at my parents' summer house on Gotland, no wifi bliss"),
    ], "Where do I live?", ["Uppsala", "Gotland"]),
    _c("f11c-024", "work", [
        ("2023-03-13", "Day job: UX designer at Booking"),
        ("2023-08-01", "Started teaching a Figma evening class at the community college on the side"),
    ], "Where's my day job?", ["Booking", "community college"]),
    _c("f11c-025", "people", [
        ("2021-09-09", "Neighbour on the left is Mr Adeyemi, lends us his ladder"),
        ("2022-01-15", "Met the couple on the right, Fenna and Joris, they have twins"),
    ], "Who's my neighbour on the left?", ["Adeyemi", "Fenna"]),
    _c("f11c-026", "subscriptions", [
        ("2023-01-01", "Spotify family plan 17.99"),
        ("2023-07-07", "Also paying for Audible, 7.99, for the commute"),
    ], "How much is my Spotify plan?", ["17.99", "7.99"]),
    _c("f11c-027", "tools", [
        ("2022-06-06", "Budget lives in YNAB"),
        ("2022-09-09", "Tracking habits in Loop, 40 day streak on stretching"),
    ], "What app do I budget with?", ["YNAB", "Loop"]),
    _c("f11c-028", "possessions", [
        ("2024-03-03", "Road bike: Canyon Endurace, my baby"),
        ("2024-10-10", "Bought a cheap Decathlon hybrid for the station so the Canyon doesn't get nicked"),
    ], "What road bike do I have?", ["Canyon", "Decathlon"]),
    _c("f11c-029", "hobbies", [
        ("2022-02-02", "Got my blue belt in BJJ!!"),
        ("2022-12-12", "Passed grade 5 piano, distinction"),
    ], "What belt am I in BJJ?", ["blue belt", "grade 5"]),
    _c("f11c-030", "people", [
        ("2023-05-05", "Kemi's husband Dayo does the best jollof"),
        ("2023-10-10", "Sadia's boyfriend Tobias is a chef too, foodie double date?"),
    ], "Who is Kemi married to?", ["Dayo", "Tobias"]),
    _c("f11c-031", "schedules", [
        ("2023-09-05", "Mia piano Thursdays 5pm"),
        ("2023-09-10", "Jonah football Saturdays 10am"),
    ], "When is Mia's piano lesson?", ["Thursday|Thursdays", "Saturday|Saturdays"]),
    _c("f11c-032", "money", [
        ("2022-12-20", "Salary 58,000, confirmed in review"),
        ("2023-03-15", "Bonus paid: 4,200 one-off"),
    ], "What's my salary?", ["58,000", "4,200"]),
    _c("f11c-033", "health", [
        ("2021-06-06", "Had glandular fever at 17, still get tired easily"),
        ("2022-09-09", "Diagnosed with asthma today, blue inhaler"),
    ], "What have I been diagnosed with?", ["asthma", "glandular fever"]),
    _c("f11c-034", "preferences", [
        ("2023-11-11", "Morning at home: moka pot, always"),
        ("2024-01-15", "At the office it's the Nespresso, no choice"),
    ], "How do I make coffee at home?", ["moka pot", "Nespresso"]),
    _c("f11c-035", "work", [
        ("2024-02-02", "Three years at Klarna this month"),
        ("2024-06-06", "Lunch with old Ericsson colleagues, don't miss that commute"),
    ], "Where do I work?", ["Klarna", "Ericsson"]),
    _c("f11c-036", "projects", [
        ("2021-09-09", "Joined the accessibility guild (monthly)"),
        ("2022-02-02", "Main team is still Search Relevance, guild is extra"),
    ], "What's my main team?", ["Search Relevance", "accessibility guild"]),
    _c("f11c-037", "residence", [
        ("2023-03-03", "My flat in Bilbao is finally furnished"),
        ("2023-07-07", "Itziar's place in San Sebastián — we alternate weekends"),
    ], "Where is my flat?", ["Bilbao", "San Sebastián|San Sebastian"]),
    _c("f11c-038", "pets", [
        ("2022-04-04", "Rolo's vet is Dr. Quispe"),
        ("2022-08-08", "Took Saffi (cat) to the feline clinic, Dr. Marchetti"),
    ], "Who's Rolo's vet?", ["Quispe", "Marchetti"]),
    _c("f11c-039", "travel", [
        ("2023-08-08", "Passport expiry: March 2027"),
        ("2023-09-19", "Residence permit expires June 2026, start the renewal early!"),
    ], "When does my passport expire?", ["March 2027", "June 2026"]),
    _c("f11c-040", "education", [
        ("2022-10-10", "BA in History from Leiden, feels like forever ago"),
        ("2023-01-23", "First week of the part-time MSc in Urban Planning at TU Delft"),
    ], "What am I studying?", ["Urban Planning", "History"]),
]
