"""Fresh4 blind set for bench/knowledge_update.py (--set fresh4): hand-written from scratch as short personal notes across 20 everyday domains, without looking at the engine, results or any other case file."""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u

UPDATES: list[Update] = [
    # ------------------------------------------------------------ residence
    _u("f4-001", "residence", [
        ("2024-01-08", "Living in a shared flat in Ghent for now, near the Korenmarkt."),
        ("2024-08-22", "Got the keys to the place in Antwerp today, finally unpacked the kitchen."),
    ], "Which city am I living in these days?", "Ghent", "Antwerp"),
    _u("f4-002", "residence", [
        ("2024-02-03", "address: 14 Calle Almirante, Valencia"),
        ("2024-06-17", "new address is Carrer de Sueca 8, still Valencia but the Ruzafa side"),
        ("2025-01-09", "Avinguda del Port 112, flat 3B. Closer to the beach, happier already."),
    ], "What's my street address?", ["Calle Almirante", "Carrer de Sueca"], "Avinguda del Port"),
    _u("f4-003", "residence", [
        ("2024-03-12", "i rent a tiny studio above the bakery, 28 m2"),
        ("2024-05-30", "remind me to call Jorunn about the birthday cake"),
        ("2024-10-04", "living on a houseboat now, moored at the Westerdok. Mail still goes to my mum's."),
    ], "What kind of place do I live in?", "studio", "houseboat"),
    _u("f4-004", "residence", [
        ("2024-04-02", "Landlord is Mr. Okonkwo, usually sorts repairs within 48h"),
        ("2024-11-15", "Building got sold. Landlord is a company called Harlow Residential, everything goes through their portal."),
    ], "Who's my landlord?", "Okonkwo", "Harlow Residential"),
    _u("f4-005", "residence", [
        ("2024-05-20", "neighbourhood: Kadıköy. ferry to work every day"),
        ("2024-07-11", "return the drill to the neighbour upstairs"),
        ("2024-09-02", "Our flat is in Cihangir, walking distance to Taksim, no more ferry"),
    ], "Which neighbourhood do I live in?", "Kadıköy", "Cihangir"),

    # ------------------------------------------------------------ work
    _u("f4-006", "work", [
        ("2024-01-15", "I work at Northwind Freight as a logistics planner"),
        ("2024-07-01", "first day at Calloway Biotech tomorrow, badge photo at 9"),
    ], "Who do I work for?", "Northwind Freight", "Calloway Biotech"),
    _u("f4-007", "work", [
        ("2024-02-05", "title: junior analyst, reporting to Gwen"),
        ("2024-08-19", "promo came through - senior analyst as of this month"),
        ("2025-03-03", "Offered and accepted the team lead role, starts Monday. Eight people under me."),
    ], "What's my job title?", ["junior analyst", "senior analyst"], "team lead"),
    _u("f4-008", "work", [
        ("2024-03-11", "job is fully remote, I only go in for the quarterly offsite"),
        ("2024-06-20", "note to self: renew passport before October"),
        ("2024-10-14", "new policy: hybrid, Tue/Wed/Thu in the office"),
    ], "How am I expected to work these days, from home or on site?", "remote", "hybrid"),
    _u("f4-009", "work", [
        ("2024-04-09", "My manager is Priyanka Raghunathan."),
        ("2024-12-02", "Reorg. I report to Tomasz Wierzbicki from now on."),
    ], "Who is my manager?", "Priyanka Raghunathan", "Tomasz Wierzbicki"),
    _u("f4-010", "work", [
        ("2024-05-06", "office is on the 7th floor of Tower B, Canary Wharf"),
        ("2024-11-25", "team relocated to the Shoreditch office, desk 4.12"),
    ], "Which office do I go to?", "Canary Wharf", "Shoreditch"),

    # ------------------------------------------------------------ relationships
    _u("f4-011", "relationships", [
        ("2024-01-20", "seeing someone - Mateus, we met at climbing"),
        ("2024-09-14", "Told mum about Ingrid. It's serious, she's meeting the family at Christmas."),
    ], "Who am I dating?", "Mateus", "Ingrid"),
    _u("f4-012", "relationships", [
        ("2024-02-14", "We're engaged!! Ring from the market in Jaipur"),
        ("2024-05-11", "book the car service for the Skoda"),
        ("2024-10-19", "Married as of Saturday. Keeping my own surname."),
    ], "What's my relationship status?", "engaged", "married"),
    _u("f4-013", "relationships", [
        ("2024-03-05", "emergency contact on file: my brother Kwame, 0803 555 2190"),
        ("2024-08-28", "changed the emergency contact at the clinic to my wife Abena"),
    ], "Who is my emergency contact?", "Kwame", "Abena"),
    _u("f4-014", "relationships", [
        ("2024-04-01", "Lior is in Haifa for the year, we video call Sundays"),
        ("2024-07-15", "Lior moved to Eindhoven for the postdoc"),
        ("2025-02-10", "Lior's in Lyon now!! only 2h by train from me"),
    ], "Where is Lior living?", ["Haifa", "Eindhoven"], "Lyon"),
    _u("f4-015", "relationships", [
        ("2024-05-13", "flatmate: Sunniva, she pays the internet"),
        ("2024-12-01", "New flatmate Radek arrived today, works nights, seems tidy."),
    ], "Who's my flatmate?", "Sunniva", "Radek"),

    # ------------------------------------------------------------ health
    _u("f4-016", "health", [
        ("2024-01-11", "GP is Dr. Halvorsen at Linden Practice"),
        ("2024-06-24", "registered with a new GP after the move - Dr. Nwachukwu, Riverside Surgery"),
    ], "Who's my GP?", "Halvorsen", "Nwachukwu"),
    _u("f4-017", "health", [
        ("2024-02-19", "started sertraline 50mg, mornings"),
        ("2024-04-29", "doc upped it to 100mg"),
        ("2024-09-30", "Tapering: down to 75mg per day from this week."),
    ], "What dose of sertraline am I on?", ["50mg|50 mg", "100mg|100 mg"], "75mg|75 mg"),
    _u("f4-018", "health", [
        ("2024-03-07", "BP med: amlodipine 5, ankles swelling though"),
        ("2024-05-16", "dentist said gums look better"),
        ("2024-08-05", "on losartan, swelling gone within a week"),
    ], "Which blood pressure medication am I taking?", "amlodipine", "losartan"),
    _u("f4-019", "health", [
        ("2024-04-15", "dentist: Dr. Yusuf Demir, Harbour Dental"),
        ("2024-11-20", "Booked a cleaning with Dr. Valentina Ruggeri at Smile Atelier, moving all my dental stuff there"),
    ], "Who's my dentist?", "Yusuf Demir", "Valentina Ruggeri"),
    _u("f4-020", "health", [
        ("2024-05-09", "eye test: -2.25 both eyes, no astigmatism"),
        ("2024-08-14", "pay the window cleaner"),
        ("2025-01-22", "New glasses. Prescription is -2.75, everything was blurry at night before."),
    ], "What's my glasses prescription?", "-2.25", "-2.75"),

    # ------------------------------------------------------------ diet
    _u("f4-021", "diet", [
        ("2024-01-04", "vegetarian since uni, still eat eggs and cheese"),
        ("2024-07-12", "fully vegan now, gave the cheese to the neighbours"),
    ], "What diet am I following?", "vegetarian", "vegan"),
    _u("f4-022", "diet", [
        ("2024-02-08", "morning drink: double espresso"),
        ("2024-05-21", "cutting caffeine, decaf only"),
        ("2024-06-30", "grocery list: lentils, rye bread, lemons"),
        ("2024-10-27", "green tea in the mornings these days, no coffee at all"),
    ], "What do I drink in the morning?", ["espresso", "decaf"], "green tea"),
    _u("f4-023", "diet", [
        ("2024-03-02", "go-to takeaway: Lucky Dragon on Mill Road, order #42"),
        ("2024-09-21", "Our Friday order is from Saffron Tiffin now, the dal is unreal"),
    ], "Where do we usually order takeaway from?", "Lucky Dragon", "Saffron Tiffin"),
    _u("f4-024", "diet", [
        ("2024-04-18", "protein target 120 g a day"),
        ("2024-08-09", "coach bumped protein to 150 g"),
    ], "How much protein should I eat per day?", "120 g|120g", "150 g|150g"),
    _u("f4-025", "diet", [
        ("2024-05-03", "buy oat milk, the barista one"),
        ("2024-06-14", "Hakan's bday drinks Thu 7pm"),
        ("2024-11-08", "stomach's been better since i moved to soy milk"),
    ], "Which milk do I use?", "oat milk", "soy milk"),

    # ------------------------------------------------------------ tastes
    _u("f4-026", "tastes", [
        ("2024-01-25", "on repeat lately: Salt Lantern, the whole second album"),
        ("2024-06-28", "Favourite band right now is Marigold Static, saw them live in June"),
    ], "What's my favourite band at the moment?", "Salt Lantern", "Marigold Static"),
    _u("f4-027", "tastes", [
        ("2024-02-15", "reading: The Glass Orchard"),
        ("2024-03-22", "started A Winter in Kestrel Bay, library copy due 4/12"),
        ("2024-05-06", "now on The Cartographer's Daughter, can't put it down"),
    ], "What book am I reading?", ["The Glass Orchard", "Kestrel Bay"], "The Cartographer's Daughter"),
    _u("f4-028", "tastes", [
        ("2024-03-19", "work playlist is all jazz, keeps me focused"),
        ("2024-09-03", "techno for deep work these days, no lyrics is key"),
    ], "What music do I put on when I'm working?", "jazz", "techno"),
    _u("f4-029", "tastes", [
        ("2024-04-11", "watching Harrowfield on Sundays with Hamish"),
        ("2024-08-01", "renewal letter for the contents insurance came"),
        ("2024-10-13", "we're onto Nightjar Station, episode 3, very tense"),
    ], "Which series are we watching together?", "Harrowfield", "Nightjar Station"),
    _u("f4-030", "tastes", [
        ("2024-05-25", "fav author: Ilse Vandermeer"),
        ("2024-09-01", "order new running shoes, size 43"),
        ("2025-02-02", "Honestly my favourite writer is Chidi Anozie, read all four of his novels in a month"),
    ], "Who's my favourite author?", "Ilse Vandermeer", "Chidi Anozie"),

    # ------------------------------------------------------------ possessions
    _u("f4-031", "possessions", [
        ("2024-01-30", "car: 2012 Toyota Yaris, silver"),
        ("2024-06-10", "Drove home the Mazda 3 today, ex-demo, 9k miles"),
        ("2025-01-18", "traded in for a Kia Niro EV, charging at home from now on"),
    ], "What car do I drive?", ["Toyota Yaris", "Mazda 3"], "Kia Niro"),
    _u("f4-032", "possessions", [
        ("2024-02-22", "phone: Pixel 6a, cracked corner"),
        ("2024-09-12", "new phone is a Galaxy S24, moved everything over except the authenticator"),
    ], "What phone do I have?", "Pixel 6a", "Galaxy S24"),
    _u("f4-033", "possessions", [
        ("2024-03-16", "my bike is a road bike, steel frame"),
        ("2024-05-02", "ask Ezinne for the book club list"),
        ("2024-08-24", "gravel bike arrived, old one's on the marketplace"),
    ], "What kind of bike do I own?", "road bike", "gravel bike"),
    _u("f4-034", "possessions", [
        ("2024-04-25", "work laptop ThinkPad T14, asset tag 88213"),
        ("2024-10-30", "IT swapped me onto a MacBook Pro, asset tag 91477"),
    ], "What's the asset tag on my work laptop?", "88213", "91477"),
    _u("f4-035", "possessions", [
        ("2024-06-06", "earbuds: Jabra Elite 4"),
        ("2024-12-14", "using the Sony XM5s on the train, way better noise cancelling"),
    ], "Which headphones do I use?", "Jabra Elite 4", "Sony XM5s"),

    # ------------------------------------------------------------ money
    _u("f4-036", "money", [
        ("2024-01-22", "salary 52,000 gross"),
        ("2024-04-03", "the plumber is coming Thursday 8-10"),
        ("2024-07-19", "raise approved: 58,500 from August"),
    ], "What's my salary?", "52,000|52000", "58,500|58500"),
    _u("f4-037", "money", [
        ("2024-02-01", "rent is 1,150 a month"),
        ("2024-08-01", "rent going up to 1,210 from Sept, letter from the agency"),
        ("2025-03-01", "renegotiated - rent 1,180 since they never fixed the boiler"),
    ], "How much is my rent?", ["1,150|1150", "1,210|1210"], "1,180|1180"),
    _u("f4-038", "money", [
        ("2024-03-04", "student loan balance: 14,320"),
        ("2024-12-05", "student loan down to 9,870 after the lump payment"),
    ], "How much is left on my student loan?", "14,320|14320", "9,870|9870"),
    _u("f4-039", "money", [
        ("2024-04-08", "grocery budget 400/month"),
        ("2024-06-02", "book a haircut for Saturday"),
        ("2024-09-09", "groceries capped at 475 a month, prices are mad"),
    ], "What's my monthly grocery budget?", "400", "475"),
    _u("f4-040", "money", [
        ("2024-05-14", "pension contribution set at 5% of salary"),
        ("2024-07-07", "Bilal's number: 07700 900412"),
        ("2024-11-11", "upped pension to 8% after reading that article"),
    ], "What percentage of my pay goes into my pension?", "5%", "8%"),

    # ------------------------------------------------------------ dates
    _u("f4-041", "dates", [
        ("2024-01-12", "passport expires 2024-11-03"),
        ("2024-09-25", "new passport arrived, valid until 2034-09-18"),
    ], "When does my passport expire?", "2024-11-03", "2034-09-18"),
    _u("f4-042", "dates", [
        ("2024-02-11", "wedding date set: 14 September"),
        ("2024-04-20", "venue double-booked, pushed to 5 October"),
        ("2024-06-02", "Final answer 19 October, registrar confirmed"),
    ], "When is the wedding?", ["14 September", "5 October"], "19 October"),
    _u("f4-043", "dates", [
        ("2024-03-08", "thesis due May 31"),
        ("2024-04-14", "dinner with Sabine & Ueli Sat"),
        ("2024-05-10", "extension granted - thesis now due June 28"),
    ], "When is my thesis due?", "May 31", "June 28"),
    _u("f4-044", "dates", [
        ("2024-04-27", "lease ends 31 August"),
        ("2024-08-05", "signed the extension, lease runs to 28 February"),
    ], "When does my lease end?", "31 August", "28 February"),
    _u("f4-045", "dates", [
        ("2024-06-18", "residence permit valid till 03/2025"),
        ("2025-02-26", "permit renewed, good until 03/2030"),
    ], "Until when is my residence permit valid?", "03/2025", "03/2030"),

    # ------------------------------------------------------------ schedules
    _u("f4-046", "schedules", [
        ("2024-01-17", "yoga class is Tuesday 6pm"),
        ("2024-05-08", "yoga moved to Wednesday, same time"),
    ], "Which day is my yoga class?", "Tuesday", "Wednesday"),
    _u("f4-047", "schedules", [
        ("2024-02-13", "alarm set for 6:45"),
        ("2024-06-11", "alarm's at 6:15 now, new commute"),
    ], "What time does my alarm go off?", "6:45", "6:15"),
    _u("f4-048", "schedules", [
        ("2024-03-26", "take the bus to work, the 47"),
        ("2024-05-29", "call the bank about the standing order"),
        ("2024-09-18", "cycling in every day, the bike is faster than the 47 anyway"),
    ], "How do I get to work?", "bus", "bike"),
    _u("f4-049", "schedules", [
        ("2024-04-16", "Noor's piano lesson: Fridays 4:30"),
        ("2024-10-01", "Noor has piano on Mondays at 5 this term"),
    ], "When is Noor's piano lesson?", "Fridays", "Mondays"),
    _u("f4-050", "schedules", [
        ("2024-05-22", "standup 9:30 daily"),
        ("2024-08-08", "renew the fishing licence"),
        ("2024-11-04", "standup moved to 10:15 for the US folks"),
    ], "What time is standup?", "9:30", "10:15"),

    # ------------------------------------------------------------ people
    _u("f4-051", "people", [
        ("2024-01-26", "my brother Cosmin lives in Cluj"),
        ("2024-07-24", "Cosmin got a job in Bucharest, renting a place near Unirii"),
    ], "Where does Cosmin live?", "Cluj", "Bucharest"),
    _u("f4-052", "people", [
        ("2024-02-24", "Siobhan works as a paramedic, nights mostly"),
        ("2024-06-07", "pick up dry cleaning"),
        ("2024-10-22", "Siobhan passed her training, she's a firefighter at Station 9"),
    ], "What does Siobhan do for a living?", "paramedic", "firefighter"),
    _u("f4-053", "people", [
        ("2024-03-13", "Dad's mobile: 0412 338 905"),
        ("2024-08-30", "Dad has a new number, 0455 201 773"),
    ], "What's Dad's phone number?", "0412 338 905", "0455 201 773"),
    _u("f4-054", "people", [
        ("2024-04-04", "babysitter: Maëlle, Tuesday evenings"),
        ("2024-07-03", "new sitter is Paloma, very calm with the twins"),
        ("2025-01-14", "Paloma can't do weekdays anymore; Ifeoma is our sitter from Feb"),
    ], "Who's our babysitter?", ["Maëlle", "Paloma"], "Ifeoma"),
    _u("f4-055", "people", [
        ("2024-06-12", "Ruairí's boyfriend is called Dmitri"),
        ("2024-12-18", "Ruairí brought his fiancé Henrique to the party, lovely guy"),
    ], "Who is Ruairí's partner?", "Dmitri", "Henrique"),

    # ------------------------------------------------------------ projects
    _u("f4-056", "projects", [
        ("2024-01-29", "Project Heron lead: Svetlana"),
        ("2024-07-17", "Heron is run by Emeka now, Svetlana went to the data team"),
    ], "Who leads Project Heron?", "Svetlana", "Emeka"),
    _u("f4-057", "projects", [
        ("2024-02-27", "Atlas v2 launch target: March 18"),
        ("2024-03-12", "Atlas slips to April 8"),
        ("2024-03-30", "Atlas launch date April 22, final, marketing informed"),
    ], "When does Atlas v2 launch?", ["March 18", "April 8"], "April 22"),
    _u("f4-058", "projects", [
        ("2024-04-10", "team runs kanban, no sprints"),
        ("2024-06-05", "remember: lunch with Greta Thursday"),
        ("2024-09-24", "we're doing scrum, two-week sprints starting Monday"),
    ], "What process does the team use?", "kanban", "scrum"),
    _u("f4-059", "projects", [
        ("2024-05-28", "platform team is 6 people"),
        ("2024-12-11", "after the hiring round the platform team is 9"),
    ], "How many people are on the platform team?", "6", "9"),
    _u("f4-060", "projects", [
        ("2024-06-19", "we track tickets in Jira"),
        ("2024-08-02", "need a new charger cable for the kitchen speaker"),
        ("2024-10-09", "migrated all tickets to Linear over the weekend"),
    ], "Where do we track tickets?", "Jira", "Linear"),

    # ------------------------------------------------------------ education
    _u("f4-061", "education", [
        ("2024-01-16", "Spanish level: B1"),
        ("2024-06-26", "passed the DELE, officially B2"),
    ], "What level is my Spanish?", "B1", "B2"),
    _u("f4-062", "education", [
        ("2024-02-29", "enrolled in the MSc Data Science at Tilburg"),
        ("2024-09-06", "transferred to the Utrecht programme, credits carried over"),
    ], "Which university am I studying at?", "Tilburg", "Utrecht"),
    _u("f4-063", "education", [
        ("2024-03-23", "doing the course part-time, 2 evenings a week"),
        ("2024-04-30", "buy printer ink"),
        ("2024-09-15", "full-time study from this term, quit the bar job"),
    ], "What's my study load?", "part-time", "full-time"),
    _u("f4-064", "education", [
        ("2024-04-24", "thesis supervisor: Prof. Aldous Penhaligon"),
        ("2024-08-12", "Dr. Yuki Morisawa is supervising me while the prof is on sabbatical"),
        ("2025-01-27", "Morisawa left for Kyoto; my supervisor is now Dr. Fenna Kuipers"),
    ], "Who is my thesis supervisor?", ["Penhaligon", "Morisawa"], "Fenna Kuipers"),
    _u("f4-065", "education", [
        ("2024-07-09", "GPA after spring: 3.4"),
        ("2024-10-10", "clean out the freezer before the weekend"),
        ("2025-01-31", "fall grades in, GPA is 3.6"),
    ], "What's my GPA?", "3.4", "3.6"),

    # ------------------------------------------------------------ hobbies
    _u("f4-066", "hobbies", [
        ("2024-01-13", "Saturday runs with the Hillside Harriers"),
        ("2024-07-27", "joined Canal Striders, their parkrun crew is friendlier"),
    ], "Which running club am I in?", "Hillside Harriers", "Canal Striders"),
    _u("f4-067", "hobbies", [
        ("2024-02-18", "5k PB 27:40"),
        ("2024-10-06", "smashed it, 24:58 at the Weir Park 5k"),
    ], "What's my best 5k time?", "27:40", "24:58"),
    _u("f4-068", "hobbies", [
        ("2024-03-09", "squash with Anders every Wednesday"),
        ("2024-06-22", "car wash voucher expires end of month"),
        ("2024-09-29", "Anders and I play padel now, the old courts closed"),
    ], "What racket sport do I play with Anders?", "squash", "padel"),
    _u("f4-069", "hobbies", [
        ("2024-04-21", "lichess rapid rating 1450"),
        ("2024-11-03", "rapid rating hit 1612"),
    ], "What's my rapid chess rating?", "1450|1,450", "1612|1,612"),
    _u("f4-070", "hobbies", [
        ("2024-05-18", "climbing: projecting 6a routes"),
        ("2024-05-31", "Ottilie's wedding RSVP"),
        ("2024-12-07", "sent my first 6c today at the Foundry wall"),
    ], "What grade am I climbing?", "6a", "6c"),

    # ------------------------------------------------------------ subscriptions
    _u("f4-071", "subscriptions", [
        ("2024-01-19", "main bank: Westbury Savings"),
        ("2024-08-15", "salary goes into the Orla Bank account now, closed the other one"),
    ], "Which bank do I use?", "Westbury Savings", "Orla Bank"),
    _u("f4-072", "subscriptions", [
        ("2024-02-16", "mobile: Vodafone 20GB plan"),
        ("2024-06-04", "ported my number to Lyca, 30GB for less"),
        ("2024-12-19", "on a 100GB plan with Three"),
    ], "Who's my mobile provider?", ["Vodafone", "Lyca"], "Three"),
    _u("f4-073", "subscriptions", [
        ("2024-03-20", "car insurance with Pemberton Mutual, policy PM-44120"),
        ("2024-05-24", "get a birthday card for Wojtek"),
        ("2025-02-12", "renewed car cover with Lighthouse Direct, 90 cheaper"),
    ], "Who insures my car?", "Pemberton Mutual", "Lighthouse Direct"),
    _u("f4-074", "subscriptions", [
        ("2024-04-17", "music: Spotify family plan"),
        ("2024-10-16", "cancelled Spotify, on Tidal now for the lossless"),
    ], "Which music streaming service do I pay for?", "Spotify", "Tidal"),
    _u("f4-075", "subscriptions", [
        ("2024-05-07", "gym membership: off-peak, 24/month"),
        ("2024-11-27", "upgraded gym to unlimited, 39/month"),
    ], "What kind of gym membership do I have?", "off-peak", "unlimited"),

    # ------------------------------------------------------------ travel
    _u("f4-076", "travel", [
        ("2024-01-23", "summer trip: Crete, 2 weeks in July"),
        ("2024-04-12", "Change of plan, we're doing Slovenia this summer. Crete next year maybe."),
    ], "Where are we going this summer?", "Crete", "Slovenia"),
    _u("f4-077", "travel", [
        ("2024-02-09", "flight to Nairobi KQ117 departs 10:40"),
        ("2024-03-15", "airline moved the departure to 13:05, got the email this morning"),
    ], "What time is my flight to Nairobi?", "10:40", "13:05"),
    _u("f4-078", "travel", [
        ("2024-03-17", "Lisbon hotel booked: Casa do Largo"),
        ("2024-04-19", "water the tomatoes twice a day in this heat"),
        ("2024-05-05", "rebooked Lisbon at Pensão Azulejo, the first one cancelled on us"),
    ], "Where am I staying in Lisbon?", "Casa do Largo", "Pensão Azulejo"),
    _u("f4-079", "travel", [
        ("2024-06-01", "getting to Vienna: flying, booked the budget airline"),
        ("2024-08-11", "cancelled the flight, taking the sleeper train instead"),
    ], "How am I getting to Vienna?", "flying", "sleeper train"),
    _u("f4-080", "travel", [
        ("2024-07-02", "Japan trip starts 3 November"),
        ("2024-07-20", "get the passport photos printed"),
        ("2024-08-21", "Japan trip from 17 November so Haruto can join"),
    ], "When does the Japan trip start?", "3 November", "17 November"),

    # ------------------------------------------------------------ pets
    _u("f4-081", "pets", [
        ("2024-01-10", "vet: Brookside Vets, Dr. Amara"),
        ("2024-06-27", "took Biscuit to Greenway Animal Clinic, registering him there, it's closer"),
    ], "Which vet do we use?", "Brookside Vets", "Greenway Animal Clinic"),
    _u("f4-082", "pets", [
        ("2024-02-04", "Mochi eats kibble, dental formula"),
        ("2024-07-06", "Mochi's on wet food only, vet's orders for the kidneys"),
    ], "What do I feed Mochi?", "kibble", "wet food"),
    _u("f4-083", "pets", [
        ("2024-03-15", "Pepper weighs 31 kg"),
        ("2024-10-24", "Pepper's at 26 kg, target reached"),
    ], "How much does Pepper weigh?", "31 kg|31kg", "26 kg|26kg"),
    _u("f4-084", "pets", [
        ("2024-04-26", "dog walker is Fionnuala, 12-1 weekdays"),
        ("2024-09-13", "sign up for the pub quiz"),
        ("2024-12-03", "Teodor walks the dogs now, Fionnuala moved to Galway"),
    ], "Who walks the dogs?", "Fionnuala", "Teodor"),
    _u("f4-085", "pets", [
        ("2024-05-16", "Luna's insurance: PetSure Basic"),
        ("2024-11-19", "moved Luna's cover to Furbank Lifetime"),
    ], "Who insures Luna?", "PetSure Basic", "Furbank Lifetime"),

    # ------------------------------------------------------------ home
    _u("f4-086", "home", [
        ("2024-01-27", "electricity: Brightwater Energy, fixed tariff"),
        ("2024-10-02", "switched electric to Solaris Power, variable"),
    ], "Who's our electricity supplier?", "Brightwater Energy", "Solaris Power"),
    _u("f4-087", "home", [
        ("2024-02-12", "cleaner: Rosa comes Thursdays"),
        ("2024-06-21", "Rosa retired; Wanjiru is cleaning for us"),
        ("2025-01-08", "Wanjiru's moving away, found Beatriz through the agency"),
    ], "Who's our cleaner?", ["Rosa", "Wanjiru"], "Beatriz"),
    _u("f4-088", "home", [
        ("2024-03-24", "heating is a gas boiler, serviced annually"),
        ("2024-05-23", "return library books"),
        ("2024-11-06", "heat pump installed, radiators stay"),
    ], "What heats the house?", "gas boiler", "heat pump"),
    _u("f4-089", "home", [
        ("2024-04-07", "bin day is Monday"),
        ("2024-09-08", "council changed collections, bins out Thursday night for Friday pickup"),
    ], "When is bin collection?", "Monday", "Friday"),
    _u("f4-090", "home", [
        ("2024-06-29", "plumber: Gary Thistlewood, 07981 445 201"),
        ("2024-09-04", "book MOT for next month"),
        ("2024-12-22", "plumber is Sione from Tidewater Plumbing, he's great"),
    ], "Who's our plumber?", "Gary Thistlewood", "Sione"),

    # ------------------------------------------------------------ digital
    _u("f4-091", "digital", [
        ("2024-01-14", "personal email: j.marwick84@fastmail.com"),
        ("2024-08-17", "new personal address jmarwick@proton.me, forwarding the old one"),
    ], "What's my personal email address?", "j.marwick84@fastmail.com", "jmarwick@proton.me"),
    _u("f4-092", "digital", [
        ("2024-02-26", "passwords live in 1Password"),
        ("2024-07-29", "moved the vault to Bitwarden, exported everything"),
    ], "Which password manager do I use?", "1Password", "Bitwarden"),
    _u("f4-093", "digital", [
        ("2024-03-18", "gaming tag: NightOwl_77"),
        ("2024-05-15", "renamed to QuietFox"),
        ("2024-11-12", "handle is emberfern everywhere now"),
    ], "What's my gamer tag?", ["NightOwl_77", "QuietFox"], "emberfern"),
    _u("f4-094", "digital", [
        ("2024-04-29", "bank 2FA is by text message"),
        ("2024-06-13", "order more contact lenses"),
        ("2024-10-18", "set bank 2FA to the authenticator app, no more texts"),
    ], "How do I do two-factor for the bank?", "text message", "authenticator app"),
    _u("f4-095", "digital", [
        ("2024-05-29", "photos back up to Google Photos"),
        ("2024-12-10", "photo backup is on the Synology NAS at home"),
    ], "Where are my photos backed up?", "Google Photos", "Synology NAS"),

    # ------------------------------------------------------------ wellbeing
    _u("f4-096", "wellbeing", [
        ("2024-01-18", "bedtime goal 11:30pm"),
        ("2024-06-16", "lights out at 10:45pm, actually sticking to it"),
    ], "What time am I aiming to go to bed?", "11:30pm", "10:45pm"),
    _u("f4-097", "wellbeing", [
        ("2024-02-14", "screen time limit 3h/day"),
        ("2024-09-11", "the phone locks me out after 90 minutes"),
    ], "What's my daily screen time limit?", "3h", "90 minutes"),
    _u("f4-098", "wellbeing", [
        ("2024-03-27", "main exercise: running, 3x a week"),
        ("2024-07-13", "buy a birthday present for Ilka"),
        ("2024-10-25", "knees complained, so it's rowing now, erg in the garage"),
    ], "What's my main form of exercise?", "running", "rowing"),
    _u("f4-099", "wellbeing", [
        ("2024-04-22", "daily step goal 8,000"),
        ("2024-11-29", "bumped step goal to 10,000"),
    ], "What's my step goal?", "8,000|8000", "10,000|10000"),
    _u("f4-100", "wellbeing", [
        ("2024-06-03", "therapist: Hedda Lindqvist, biweekly Tuesdays"),
        ("2024-09-19", "try that Georgian bakery by the station"),
        ("2024-12-16", "first session with Dr. Olumide Bakare, video, felt good"),
    ], "Who's my therapist?", "Hedda Lindqvist", "Olumide Bakare"),
]

CONTROLS: list[Control] = [
    # residence
    _c("f4c-001", "residence", [
        ("2024-02-10", "We live in Lund, house on Stora Södergatan"),
        ("2024-06-19", "Bought a little summer cottage on Gotland, we'll go there in July and August"),
    ], "Where do we have homes?", ["Lund", "Gotland"]),
    _c("f4c-002", "residence", [
        ("2024-03-14", "Living in Porto, Bonfim area."),
        ("2024-07-08", "Looked at a flat in Braga this weekend but decided against it, too far from work."),
    ], "Which city do I live in?", ["Porto"]),
    # work
    _c("f4c-003", "work", [
        ("2024-02-12", "Day job: nurse at St. Brigid's"),
        ("2024-05-27", "Started tutoring chemistry at weekends on the side, 2 students"),
    ], "What do I do for work?", ["nurse", "tutoring"]),
    _c("f4c-004", "work", [
        ("2024-03-18", "I'm a UX designer at Fernhill Studio."),
        ("2024-09-09", "My deskmate Aoife quit and joined Brightloop as a PM."),
    ], "Where do I work?", ["Fernhill Studio"]),
    # relationships
    _c("f4c-005", "relationships", [
        ("2024-02-02", "My girlfriend is Tamsin."),
        ("2024-07-21", "Ran into my ex, Odile, at the farmers market. Awkward but fine."),
    ], "Who is my girlfriend?", ["Tamsin"]),
    _c("f4c-006", "relationships", [
        ("2024-04-22", "I'm with Joaquín, 3 years in May."),
        ("2024-10-03", "My sister got engaged to her boyfriend Reuben!"),
    ], "Who's my partner?", ["Joaquín"]),
    # health
    _c("f4c-007", "health", [
        ("2024-02-26", "daily: levothyroxine 75mcg before breakfast"),
        ("2024-06-03", "7-day course of amoxicillin for the ear infection"),
    ], "What medication do I take every day?", ["levothyroxine"]),
    _c("f4c-008", "health", [
        ("2024-03-25", "My doctor is Dr. Farah Siddiqui."),
        ("2024-09-16", "Dad switched his cardiologist to Dr. Kowalczyk at St. Anne's."),
    ], "Who is my doctor?", ["Farah Siddiqui"]),
    # diet
    _c("f4c-009", "diet", [
        ("2024-02-21", "I'm pescatarian - fish yes, meat no."),
        ("2024-07-04", "Had a burger at Dani's barbecue, one-off, not making it a habit"),
    ], "What's my diet?", ["pescatarian"]),
    _c("f4c-010", "diet", [
        ("2024-03-28", "allergic to peanuts"),
        ("2024-08-16", "allergy test also flagged kiwi"),
    ], "What am I allergic to?", ["peanuts", "kiwi"]),
    # tastes
    _c("f4c-011", "tastes", [
        ("2024-02-09", "love Marisol Quintero's albums"),
        ("2024-06-26", "also really into Dust & Clover lately"),
    ], "Which musicians do I like?", ["Marisol Quintero", "Dust & Clover"]),
    _c("f4c-012", "tastes", [
        ("2024-04-06", "I hate horror films, give me documentaries"),
        ("2024-09-27", "Wendell's really into horror now, he's dragging me to the festival"),
    ], "What kind of films do I like?", ["documentaries"]),
    # possessions
    _c("f4c-013", "possessions", [
        ("2024-02-17", "I drive a Volvo V60."),
        ("2024-07-30", "We bought a second car for Leontine, a little Fiat Panda"),
    ], "What cars do we have?", ["Volvo V60", "Fiat Panda"]),
    _c("f4c-014", "possessions", [
        ("2024-03-29", "tablet: iPad Air, blue"),
        ("2024-08-13", "borrowing Nils's Kindle for the holiday, give it back in Sept"),
    ], "What tablet do I own?", ["iPad Air"]),
    # money
    _c("f4c-015", "money", [
        ("2024-02-28", "base pay is 64,000"),
        ("2024-12-20", "got a 3,000 year-end bonus"),
    ], "What's my base salary?", ["64,000|64000"]),
    _c("f4c-016", "money", [
        ("2024-05-01", "I owe Marguerite 250 for the festival tickets"),
        ("2024-06-15", "Lent Oskar 120 for his train fare"),
    ], "What money is still owed between me and my friends?", ["Marguerite", "250", "Oskar", "120"]),
    # dates
    _c("f4c-017", "dates", [
        ("2024-02-06", "tax return due 31 January each year"),
        ("2024-05-17", "VAT quarterly return due 7 August"),
    ], "What tax deadlines do I have?", ["31 January", "7 August"]),
    _c("f4c-018", "dates", [
        ("2024-03-21", "Mum's birthday: 9 April"),
        ("2024-04-05", "Party for mum moved to 13 April because of Easter"),
    ], "When is Mum's birthday?", ["9 April"]),
    # schedules
    _c("f4c-019", "schedules", [
        ("2024-02-20", "choir rehearsal every Thursday 7:30pm"),
        ("2024-03-27", "this week's rehearsal is on Friday instead, hall's booked"),
    ], "Which day is choir rehearsal?", ["Thursday"]),
    _c("f4c-020", "schedules", [
        ("2024-06-04", "swimming Mondays at 7am"),
        ("2024-09-10", "added a spin class on Saturdays"),
    ], "What exercise classes do I have each week?", ["swimming", "Mondays", "spin", "Saturdays"]),
    # people
    _c("f4c-021", "people", [
        ("2024-03-06", "my sister Zuzana lives in Brno"),
        ("2024-08-07", "my other sister Lenka lives in Olomouc"),
    ], "Where do my sisters live?", ["Brno", "Olomouc"]),
    _c("f4c-022", "people", [
        ("2024-05-15", "Kofi lives in Accra"),
        ("2024-09-05", "Kofi is in Toronto for two weeks for a conference"),
    ], "Where does Kofi live?", ["Accra"]),
    # projects
    _c("f4c-023", "projects", [
        ("2024-03-01", "I'm on Project Osprey"),
        ("2024-07-10", "also helping part-time on Project Tamarind"),
    ], "Which projects am I on?", ["Osprey", "Tamarind"]),
    _c("f4c-024", "projects", [
        ("2024-04-23", "repo hosted on GitLab"),
        ("2024-08-20", "Talked about moving the repo to GitHub, decided it's not worth it this year"),
    ], "Where is our repo hosted?", ["GitLab"]),
    # education
    _c("f4c-025", "education", [
        ("2024-02-07", "studying Italian on Tuesdays"),
        ("2024-09-19", "signed up for an evening pottery course"),
    ], "What courses am I taking?", ["Italian", "pottery"]),
    _c("f4c-026", "education", [
        ("2024-05-04", "doing my accountancy exams with Kaplan"),
        ("2024-09-02", "Ayaan started at Millbrook Primary today"),
    ], "Who's my exam course provider?", ["Kaplan"]),
    # hobbies
    _c("f4c-027", "hobbies", [
        ("2024-02-25", "I knit, mostly socks"),
        ("2024-06-08", "tried a watercolour workshop, fun but not for me"),
    ], "What are my hobbies?", ["knit"]),
    _c("f4c-028", "hobbies", [
        ("2024-04-13", "play five-a-side on Tuesdays"),
        ("2024-10-12", "joined a volleyball league, Sundays"),
    ], "Which team sports do I play?", ["five-a-side", "volleyball"]),
    # subscriptions
    _c("f4c-029", "subscriptions", [
        ("2024-03-03", "we pay for Netflix"),
        ("2024-08-27", "added Mubi for the arthouse stuff"),
    ], "Which streaming services do we pay for?", ["Netflix", "Mubi"]),
    _c("f4c-030", "subscriptions", [
        ("2024-02-23", "broadband with Zephyr Fibre, 500 Mb"),
        ("2024-07-18", "Tried the Starlink trial at the cabin, cancelled before it charged"),
    ], "Who is my broadband provider?", ["Zephyr Fibre"]),
    # travel
    _c("f4c-031", "travel", [
        ("2024-02-13", "Next trip: Marrakech in April"),
        ("2024-03-10", "flicking through photos from our 2019 trip to Oaxaca, miss it"),
    ], "Where's my next trip?", ["Marrakech"]),
    _c("f4c-032", "travel", [
        ("2024-05-26", "Itinerary: Hanoi first, 5 nights"),
        ("2024-06-09", "then Luang Prabang for 4 nights before flying home"),
    ], "Where am I going on the trip?", ["Hanoi", "Luang Prabang"]),
    # pets
    _c("f4c-033", "pets", [
        ("2024-03-31", "we have a cat called Juniper"),
        ("2024-08-25", "adopted a rabbit, Clementine!"),
    ], "What are our pets called?", ["Juniper", "Clementine"]),
    _c("f4c-034", "pets", [
        ("2024-05-11", "my dog Rasmus is a beagle"),
        ("2024-07-22", "looking after Yelena's labrador Bodhi this week"),
    ], "What breed is my dog?", ["beagle"]),
    # home
    _c("f4c-035", "home", [
        ("2024-02-19", "water bill: Severn Vale Water"),
        ("2024-05-09", "gas from Northgate Gas"),
    ], "Who are our utility providers?", ["Severn Vale Water", "Northgate Gas"]),
    _c("f4c-036", "home", [
        ("2024-04-28", "gardener Ptolemy comes every other Saturday"),
        ("2024-08-03", "got a one-time guy, Vusi, to trim the big hedge"),
    ], "Who's our regular gardener?", ["Ptolemy"]),
    # digital
    _c("f4c-037", "digital", [
        ("2024-03-11", "work email: h.ostrowska@kelvinworks.io"),
        ("2024-06-23", "personal email is hana.o@gmx.net"),
    ], "What are my email addresses?", ["h.ostrowska@kelvinworks.io", "hana.o@gmx.net"]),
    _c("f4c-038", "digital", [
        ("2024-04-02", "Laptop: Dell XPS 13"),
        ("2024-09-22", "got a Raspberry Pi for the home server"),
    ], "Which computers do I have?", ["Dell XPS 13", "Raspberry Pi"]),
    # wellbeing
    _c("f4c-039", "wellbeing", [
        ("2024-02-01", "sleeping about 7.5 hours a night on average"),
        ("2024-05-21", "only got 4 hours last night, the neighbours' party"),
    ], "How much do I usually sleep?", ["7.5 hours"]),
    _c("f4c-040", "wellbeing", [
        ("2024-03-05", "journalling every morning"),
        ("2024-09-30", "added a 10-minute evening stretch"),
    ], "What are my daily habits?", ["journalling", "stretch"]),
]
