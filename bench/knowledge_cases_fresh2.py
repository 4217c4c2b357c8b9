"""Second fresh blind set for bench/knowledge_update.py (--set fresh2): hand-written from imagination without consulting any existing cases, mixing terse jottings, dictated sentences, notes about other people and multi-fact notes across twenty life domains."""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u

UPDATES: list[Update] = [
    # ------------------------------------------------------------ residence
    _u("f2-001", "residence", [
        ("2022-04-11", "signed lease, flat on Calle Lagasca in Madrid, 3rd floor, no lift"),
        ("2023-06-02", "first night in the Valencia flat, boxes everywhere"),
        ("2025-01-20", "Please note my new address: Carrer de Sants 112, Barcelona."),
    ], "Which city am I living in right now?", ["Madrid", "Valencia"], "Barcelona"),
    _u("f2-002", "residence", [
        ("2023-02-14", "Landlord in Kraków finally fixed the boiler."),
        ("2024-08-30", "got the keys to our place in Gdańsk today, the kids picked their rooms"),
    ], "where's home these days?", "Kraków|Krakow", "Gdańsk|Gdansk"),
    _u("f2-003", "residence", [
        ("2022-10-05", "Mum's care home is Rosewood Lodge in Dunedin, visiting hours 2-5."),
        ("2023-01-12", "Need to renew the car rego before February."),
        ("2023-07-19", "Mum was transferred to Kōwhai House last week; the staff there seem lovely."),
    ], "What's the name of the place Mum is staying?", "Rosewood Lodge|Rosewood", "Kōwhai House|Kowhai House"),
    _u("f2-004", "residence", [
        ("2024-01-08", "We rent a two-bed in Kadıköy, ferry to work every morning."),
        ("2025-03-27", "Settled in Beşiktaş now, the new flat is much quieter at night."),
    ], "what neighbourhood do we live in?", "Kadıköy|Kadikoy", "Beşiktaş|Besiktas"),
    _u("f2-005", "residence", [
        ("2022-07-01", "Address for forms: 14 Rua das Flores, Braga. Phone 912 334 501, email stays the same."),
        ("2024-11-11", "updating address for all forms -> 7 Avenida Central, Coimbra"),
    ], "What address should I put on the tax form?", "Rua das Flores", "Avenida Central"),
    _u("f2-006", "residence", [
        ("2022-03-15", "dorm room B-214 at Tsinghua"),
        ("2023-09-01", "moved into shared apt in Wudaokou w/ Lei and Bo"),
        ("2026-02-03", "Our own apartment in Shunyi — the lease is in both our names."),
    ], "where am I living at the moment?", ["B-214", "Wudaokou"], "Shunyi"),

    # ------------------------------------------------------------ work
    _u("f2-007", "work", [
        ("2022-11-02", "I'm a junior analyst at Banco Itaú, credit desk."),
        ("2024-04-17", "Promoted today — my title is now Senior Risk Analyst."),
    ], "what's my job title?", "junior analyst", "Senior Risk Analyst"),
    _u("f2-008", "work", [
        ("2022-05-09", "started at Zalando in Berlin, backend team"),
        ("2023-10-30", "Last day at Zalando was Friday. Monday I begin at Delivery Hero."),
        ("2025-06-12", "First week at N26 done, the onboarding was chaotic but nice people."),
    ], "Who do I work for?", ["Zalando", "Delivery Hero"], "N26"),
    _u("f2-009", "work", [
        ("2023-03-06", "our team lead is Oyelaran, weekly 1:1 on Tuesdays"),
        ("2023-04-20", "remember to book the dentist for the kids"),
        ("2023-08-14", "Chioma Eze takes over as our team lead from next sprint."),
    ], "who's my manager now?", "Oyelaran", "Chioma Eze|Chioma"),
    _u("f2-010", "work", [
        ("2022-01-18", "Working as a sous-chef at Mugaritz."),
        ("2023-12-01", "I quit the restaurant. From now on I'm doing private catering on my own."),
    ], "what do I do for a living?", "sous-chef", "private catering|catering"),
    _u("f2-011", "work", [
        ("2024-02-05", "office is in Eschborn, 40 min on the S-Bahn"),
        ("2024-10-21", "Company moved us into the new tower in Frankfurt Westend, I can walk there now."),
    ], "where do I go into the office these days?", "Eschborn", "Westend"),
    _u("f2-012", "work", [
        ("2023-01-09", "contract: 40h/wk at Philips Eindhoven"),
        ("2025-05-01", "HR approved it — I'm on 32 hours a week from May."),
        ("2026-03-02", "Back up to 36 hours since the kids started school."),
    ], "How many hours a week am I contracted for?", ["40h", "32 hours"], "36 hours"),

    # ------------------------------------------------------------ relationships
    _u("f2-013", "relationships", [
        ("2022-06-10", "Been seeing Mateus for three months now, he's a violinist."),
        ("2023-02-28", "Mateus and I broke up. It was mutual."),
        ("2023-11-05", "Went on a third date with Rafaela, I think this is going somewhere."),
    ], "Who am I dating?", "Mateus", "Rafaela"),
    _u("f2-014", "relationships", [
        ("2023-04-22", "Ines and I got engaged in Évora!"),
        ("2023-10-02", "Oil change for the Clio, 120 euros."),
        ("2024-09-07", "Married Ines today. Best day of my life."),
    ], "what's the status with Ines and me?", "engaged", "Married"),
    _u("f2-015", "relationships", [
        ("2022-09-01", "new flatmate Anneke moved in, she works nights at the hospital"),
        ("2023-08-15", "Anneke left for Utrecht; Joost is taking her room."),
        ("2024-12-02", "Sanne moved into the spare room this weekend, she brought a piano."),
    ], "who do I share the flat with?", ["Anneke", "Joost"], "Sanne"),
    _u("f2-016", "relationships", [
        ("2022-05-14", "Signed the mortgage papers as Yui Takeda (married name)."),
        ("2024-03-11", "Divorce is final; I've gone back to Yui Nakamura on all my documents."),
    ], "what surname am I using now?", "Takeda", "Nakamura"),
    _u("f2-017", "relationships", [
        ("2023-07-30", "Cousin Amara's boyfriend is Kwame, they live together in Kumasi."),
        ("2024-01-04", "Ordered new glasses, ready in 10 days."),
        ("2024-10-18", "Amara brought her fiancé Yaw to the naming ceremony."),
    ], "who is Amara with these days?", "Kwame", "Yaw"),
    _u("f2-018", "relationships", [
        ("2025-01-15", "Lukas and I are long distance — he's in Graz, I'm in Vienna."),
        ("2025-09-02", "Lukas finally moved in with us, so no more weekend trains."),
    ], "are Lukas and I still doing the weekend back-and-forth?", "long distance", "moved in"),

    # ------------------------------------------------------------ health
    _u("f2-019", "health", [
        ("2022-03-03", "started sertraline 50mg"),
        ("2022-06-20", "dr upped sertraline to 100mg"),
        ("2023-05-09", "Tapering down — I'm on 25mg now, the plan is to stop by summer."),
    ], "what dose of my antidepressant am I on?", ["50mg", "100mg"], "25mg"),
    _u("f2-020", "health", [
        ("2023-02-17", "GP is Dr. Okonkwo at Harbour Street practice"),
        ("2024-05-30", "Registered with Dr. Lindqvist after the practice merger, first appointment went fine."),
    ], "who's my family doctor?", "Okonkwo", "Lindqvist"),
    _u("f2-021", "health", [
        ("2024-01-10", "Glasses prescription: -2.25 both eyes."),
        ("2025-02-14", "From the optician: -2.75 left, -3.00 right."),
    ], "what's my eye prescription?", "-2.25", "-2.75"),
    _u("f2-022", "health", [
        ("2022-10-01", "bp at checkup 148/95, need to watch salt"),
        ("2023-01-15", "Lent Miguel my drill."),
        ("2023-06-22", "Blood pressure was 122/80 at the pharmacy today, the walks are working."),
    ], "how's my blood pressure looking?", "148/95", "122/80"),
    _u("f2-023", "health", [
        ("2022-08-08", "Asthma: using Ventolin as needed."),
        ("2023-03-19", "Switched from the blue inhaler to Symbicort, twice daily."),
    ], "which inhaler am I supposed to use?", "Ventolin", "Symbicort"),
    _u("f2-024", "health", [
        ("2025-04-03", "Torn meniscus confirmed, surgery scheduled at Hospital Clínic."),
        ("2025-11-20", "Physio cleared me — knee fully healed, can run again."),
    ], "what's going on with my knee?", "Torn meniscus|meniscus", "fully healed|healed"),

    # ------------------------------------------------------------ preferences
    _u("f2-025", "preferences", [
        ("2022-04-04", "I take my coffee with oat milk, no sugar."),
        ("2023-09-09", "gave up coffee entirely, it's rooibos in the mornings now"),
    ], "how do I like my morning drink?", "oat milk", "rooibos"),
    _u("f2-026", "preferences", [
        ("2022-11-12", "Our go-to Friday place is Hanoi Corner on Klosterstraße."),
        ("2023-10-06", "Hanoi Corner closed :( new Friday spot is Taverna Mykonos"),
        ("2025-02-21", "These days we always end up at Bánh Mì Bar on Fridays."),
    ], "where do we usually go to eat at the end of the week?", ["Hanoi Corner", "Taverna Mykonos"], "Bánh Mì Bar|Banh Mi Bar"),
    _u("f2-027", "preferences", [
        ("2023-03-14", "Always book me a window seat please."),
        ("2024-07-25", "From now on I prefer the aisle — easier with my knee."),
    ], "what seat should I pick on the plane?", "window", "aisle"),
    _u("f2-028", "preferences", [
        ("2022-02-27", "Current favourite writer: Olga Tokarczuk."),
        ("2024-05-05", "Can't stop reading Chimamanda Ngozi Adichie, she's my favourite now."),
    ], "who's my favourite author?", "Tokarczuk", "Adichie"),
    _u("f2-029", "preferences", [
        ("2024-11-01", "Thermostat set to 21 degrees."),
        ("2024-11-20", "Bought winter tyres at the place on Ringstraße."),
        ("2025-01-08", "Dropped the heating to 19°C to save money."),
    ], "how warm do I keep the house?", "21 degrees", "19°C|19 degrees"),
    _u("f2-030", "preferences", [
        ("2023-06-06", "Prefer subtitles in Spanish when watching stuff."),
        ("2024-02-02", "subtitles on Portuguese from now, practicing for the Brazil trip"),
    ], "what language do I want subtitles in?", "Spanish", "Portuguese"),

    # ------------------------------------------------------------ possessions
    _u("f2-031", "possessions", [
        ("2022-01-30", "Phone: Samsung Galaxy S21, laptop: old Dell, no tablet."),
        ("2023-11-24", "Got the Pixel 8 in the Black Friday sale."),
        ("2025-10-10", "Setting up my new Fairphone 5, transferring photos now."),
    ], "what phone have I got?", ["Galaxy S21", "Pixel 8"], "Fairphone 5|Fairphone"),
    _u("f2-032", "possessions", [
        ("2022-09-18", "The upright Yamaha piano lives in the living room."),
        ("2024-03-03", "The Roland digital piano arrived; the old upright went to a music school."),
    ], "what piano do we have at home?", "Yamaha", "Roland"),
    _u("f2-033", "possessions", [
        ("2023-05-15", "work laptop = ThinkPad X1"),
        ("2024-09-02", "IT handed me a MacBook Pro today, have to return the old one by Friday."),
    ], "which laptop does work give me?", "ThinkPad", "MacBook"),
    _u("f2-034", "possessions", [
        ("2022-12-25", "Wearing Grandpa's Seiko every day."),
        ("2023-02-10", "Finally finished the 1000-piece puzzle."),
        ("2023-08-08", "My everyday watch is a Casio G-Shock now, the old one is too precious for the gym."),
    ], "what's on my wrist most days?", "Seiko", "Casio|G-Shock"),
    _u("f2-035", "possessions", [
        ("2024-04-01", "Storage unit #118 at Shurgard Anderlecht holds the winter stuff."),
        ("2025-04-30", "Moved everything into the smaller unit, #42, same facility."),
    ], "which storage unit number is mine?", "#118", "#42"),
    _u("f2-036", "possessions", [
        ("2022-06-30", "Living room TV is a 43\" LG."),
        ("2025-12-20", "New 65-inch Sony Bravia on the wall, the kids are thrilled."),
    ], "what telly do we have in the living room?", "43\" LG", "Sony"),

    # ------------------------------------------------------------ money
    _u("f2-037", "money", [
        ("2022-02-15", "salary 9 500 PLN brutto/month"),
        ("2023-03-01", "Raised to 11 200 PLN gross from March."),
        ("2024-07-01", "New contract signed: 13 800 PLN a month."),
    ], "how much do I earn?", ["9 500", "11 200"], "13 800"),
    _u("f2-038", "money", [
        ("2023-01-01", "rent 1,450 CHF"),
        ("2024-01-01", "Landlord raised the rent to 1,520 CHF starting January."),
        ("2025-01-01", "Rent now CHF 1,590 per month after the indexation."),
    ], "what am I paying for the flat each month?", ["1,450", "1,520"], "1,590"),
    _u("f2-039", "money", [
        ("2022-05-20", "Main account at ABN AMRO."),
        ("2024-02-19", "Closed the old current account — salary now goes into my Revolut."),
    ], "which bank does my pay land in?", "ABN AMRO", "Revolut"),
    _u("f2-040", "money", [
        ("2024-06-01", "Monthly grocery budget: €400."),
        ("2024-06-18", "Sara's graduation is on the 28th."),
        ("2024-09-01", "groceries budget cut to €320/month"),
    ], "how much can I spend on food shopping?", "€400", "€320"),
    _u("f2-041", "money", [
        ("2022-08-10", "Car loan balance: 9,200 EUR left."),
        ("2023-12-15", "Made the last car payment — loan paid off completely!"),
    ], "how much do I still owe on the car?", "9,200", "paid off"),
    _u("f2-042", "money", [
        ("2025-02-01", "Putting 5% into the pension."),
        ("2025-03-12", "Tiles for the bathroom ordered."),
        ("2025-08-01", "Upped my pension contribution to 8%."),
    ], "what percentage goes to my pension?", "5%", "8%"),

    # ------------------------------------------------------------ dates
    _u("f2-043", "dates", [
        ("2024-02-10", "Wedding date set: 14 June 2025."),
        ("2024-11-03", "We pushed the wedding back to 6 September 2025 because of the venue."),
    ], "when's the wedding?", "14 June", "6 September"),
    _u("f2-044", "dates", [
        ("2023-05-08", "Baby due 2 December per first scan."),
        ("2023-07-12", "Dating scan says 27 November."),
    ], "when is the baby due?", "2 December", "27 November"),
    _u("f2-045", "dates", [
        ("2022-03-21", "Passport expires 03/2024."),
        ("2024-01-30", "Renewed passport arrived, valid until January 2034."),
    ], "when do I need to renew my passport?", "03/2024", "2034"),
    _u("f2-046", "dates", [
        ("2025-01-15", "Defense scheduled for 20 March."),
        ("2025-02-28", "Committee member unavailable — defense moved to 10 April."),
        ("2025-04-01", "Defense is now 22 May, final answer, room Aula Magna."),
    ], "when do I defend?", ["20 March", "10 April"], "22 May"),
    _u("f2-047", "dates", [
        ("2023-08-01", "Olu's 40th: Saturday 16 Sept at the rooftop."),
        ("2023-08-05", "Water bill paid."),
        ("2023-08-29", "Olu's party is on the 23rd now, same place."),
    ], "what day is Olu's party?", "16 Sept", "23rd"),
    _u("f2-048", "dates", [
        ("2022-10-10", "Lease runs until 31 Oct 2023."),
        ("2023-09-12", "Extended the lease through 30 April 2025."),
    ], "when does our lease end?", "31 Oct 2023", "30 April 2025"),

    # ------------------------------------------------------------ schedules
    _u("f2-049", "schedules", [
        ("2024-01-07", "yoga tue & thu 7pm"),
        ("2024-04-15", "Yoga moved to Monday and Wednesday mornings, 6:30."),
    ], "when are my yoga classes?", "tue & thu", "Monday and Wednesday"),
    _u("f2-050", "schedules", [
        ("2022-09-05", "school pickup 15:10"),
        ("2023-09-04", "new school year, pickup is 15:40 now"),
        ("2024-09-02", "Pickup at 14:55 this year, they shortened the day."),
    ], "what time do I collect the kids?", ["15:10", "15:40"], "14:55"),
    _u("f2-051", "schedules", [
        ("2023-03-01", "I'm on night shift, 22:00-06:00."),
        ("2023-10-02", "Back on days — 07:00 to 15:00 from this week."),
    ], "what hours am I working at the moment?", "22:00", "07:00"),
    _u("f2-052", "schedules", [
        ("2022-04-19", "Book club meets first Thursday of the month at Café Sacher."),
        ("2022-06-12", "New plant on the balcony, a lemon tree."),
        ("2022-11-03", "Book club's switched to last Sunday of the month, still at the café."),
    ], "when does book club meet?", "first Thursday", "last Sunday"),
    _u("f2-053", "schedules", [
        ("2025-01-06", "recycling collected on Wednesdays"),
        ("2025-07-14", "council changed recycling pickup to Fridays"),
    ], "which night do I put the recycling out?", "Wednesdays", "Fridays"),
    _u("f2-054", "schedules", [
        ("2024-09-10", "Zeynep's piano lesson every Saturday 10:00 with Mrs. Aydın."),
        ("2025-01-13", "Zeynep's lesson is Tuesdays at 17:30 now, Mrs. Aydın redid her timetable."),
    ], "when is Zeynep's piano lesson?", "Saturday", "Tuesdays"),

    # ------------------------------------------------------------ people
    _u("f2-055", "people", [
        ("2022-07-07", "Dario lives in Bologna, works at Ducati."),
        ("2024-01-22", "Dario's in Turin now, took a job at the Lingotto offices."),
        ("2025-09-14", "Dario relocated again, he's in Trieste for the shipyard job."),
    ], "where does Dario live?", ["Bologna", "Turin|Torino"], "Trieste"),
    _u("f2-056", "people", [
        ("2023-04-04", "Neighbours at no. 12 are the Haddads, lovely family."),
        ("2024-08-19", "Met the new people at number 12 — Priya and Arjun Menon, they have a toddler."),
    ], "who lives next door at number 12?", "Haddads|Haddad", "Menon"),
    _u("f2-057", "people", [
        ("2022-10-30", "Dad still teaching chemistry at the lycée."),
        ("2024-07-05", "Dad retired! Party at the village hall."),
    ], "is Dad still working?", "teaching", "retired"),
    _u("f2-058", "people", [
        ("2022-03-09", "Ayesha's working as a pharmacist at Boots."),
        ("2023-05-17", "Ayesha got into med school in Lahore!"),
        ("2026-01-11", "Ayesha is a junior doctor at Shaukat Khanum now."),
    ], "what does Ayesha do these days?", ["pharmacist", "med school"], "junior doctor"),
    _u("f2-059", "people", [
        ("2023-01-23", "My mentor in the program is Professor Adeyemi."),
        ("2023-02-02", "Bought tickets for the Fela musical."),
        ("2023-09-25", "New mentor assigned for year two: Dr. Halvorsen."),
    ], "who's my mentor?", "Adeyemi", "Halvorsen"),
    _u("f2-060", "people", [
        ("2022-06-06", "Elif Demir — old uni friend, works in Izmir."),
        ("2024-10-10", "Elif took her husband's surname, she's Elif Kaya on everything now."),
    ], "what's Elif's surname?", "Demir", "Kaya"),

    # ------------------------------------------------------------ projects
    _u("f2-061", "projects", [
        ("2024-02-01", "kitchen reno: waiting on quotes"),
        ("2024-04-15", "Kitchen renovation started — builders in from today."),
        ("2024-07-30", "Kitchen is finished! Just the painting touch-ups left, basically done."),
    ], "how far along is the kitchen?", ["waiting on quotes", "started"], "finished"),
    _u("f2-062", "projects", [
        ("2023-06-10", "Rewriting the recipe app in Flutter."),
        ("2023-12-01", "recipe app: porting everything to React Native, perf on old Androids was bad"),
    ], "what framework is my recipe app built with?", "Flutter", "React Native"),
    _u("f2-063", "projects", [
        ("2022-11-30", "Novel draft at 42,000 words."),
        ("2023-01-14", "Dentist said the filling is fine."),
        ("2023-05-02", "Draft two finished, 78,500 words."),
    ], "how long is my manuscript now?", "42,000", "78,500"),
    _u("f2-064", "projects", [
        ("2025-03-03", "Project Kestrel deadline: end of Q2."),
        ("2025-05-20", "Kestrel deadline slipped to end of Q3."),
    ], "when is Kestrel due?", "Q2", "Q3"),
    _u("f2-065", "projects", [
        ("2022-04-02", "Allotment plot 7B: planting tomatoes and courgettes."),
        ("2022-05-01", "Nephew's birthday gift: a Lego set."),
        ("2023-03-15", "Got a sunnier spot at the allotment — plot 11A."),
    ], "which allotment plot is mine?", "7B", "11A"),
    _u("f2-066", "projects", [
        ("2024-01-20", "podcast working title: 'Kitchen Table Economics'"),
        ("2024-03-08", "We renamed the podcast to 'Small Change'."),
    ], "what's the podcast called?", "Kitchen Table Economics", "Small Change"),

    # ------------------------------------------------------------ education
    _u("f2-067", "education", [
        ("2022-09-12", "enrolled in BSc Physics at Uppsala"),
        ("2023-08-28", "switched programmes, now doing BSc Computer Science"),
        ("2025-09-01", "First seminar of my MSc in Data Science."),
    ], "what am I studying?", ["Physics", "Computer Science"], "Data Science"),
    _u("f2-068", "education", [
        ("2023-01-16", "German course level A2 at the Goethe-Institut."),
        ("2023-09-04", "Passed into B1, new class on Mondays."),
    ], "what level is my German at?", "A2", "B1"),
    _u("f2-069", "education", [
        ("2022-08-29", "Lina started at Grundschule am Park."),
        ("2024-08-26", "Lina's first day at Gymnasium Ottobrunn."),
    ], "which school does Lina go to?", "Grundschule", "Gymnasium Ottobrunn|Ottobrunn"),
    _u("f2-070", "education", [
        ("2024-10-01", "Supervisor: Prof. Mbeki."),
        ("2024-10-19", "Made jollof for the department potluck."),
        ("2025-01-27", "Prof. Castellanos has agreed to supervise me from this term."),
    ], "who supervises my thesis?", "Mbeki", "Castellanos"),
    _u("f2-071", "education", [
        ("2023-02-01", "GPA after first year: 3.4"),
        ("2024-02-01", "cumulative GPA 3.7 now"),
    ], "what's my GPA?", "3.4", "3.7"),
    _u("f2-072", "education", [
        ("2022-06-01", "Still need to finish the dissertation for my MA."),
        ("2022-12-14", "Graduated — MA in Urban Planning done."),
    ], "have I finished my master's?", "need to finish", "Graduated"),

    # ------------------------------------------------------------ travel_plans
    _u("f2-073", "travel_plans", [
        ("2025-03-10", "Summer trip plan: Montenegro, two weeks in July. Cat sitter: Jana. Budget 2,500."),
        ("2025-04-22", "Changed our summer plans — we're going to Georgia instead, Tbilisi and Kazbegi."),
    ], "where are we going this summer?", "Montenegro", "Georgia|Tbilisi"),
    _u("f2-074", "travel_plans", [
        ("2024-11-02", "Flight to Nairobi KQ 117 departs 21:40."),
        ("2024-11-20", "Airline changed the Nairobi flight, it leaves at 18:05 now."),
    ], "what time does my flight to Nairobi leave?", "21:40", "18:05"),
    _u("f2-075", "travel_plans", [
        ("2023-05-05", "Kyoto: booked Ryokan Yachiyo for 3 nights"),
        ("2023-05-19", "cancelled Yachiyo, rebooked at Hotel Kanra"),
        ("2023-06-01", "Final change — we're staying at Piece Hostel Sanjo to save money."),
    ], "where are we staying in Kyoto?", ["Yachiyo", "Kanra"], "Piece Hostel"),
    _u("f2-076", "travel_plans", [
        ("2026-01-10", "Iceland trip 12-19 March."),
        ("2026-02-02", "Iceland moved to 2-9 April because of work."),
    ], "when is the Iceland trip?", "12-19 March", "2-9 April"),
    _u("f2-077", "travel_plans", [
        ("2022-04-14", "Going to Marrakech in October with Leila."),
        ("2022-05-30", "Fixed the leaky tap myself."),
        ("2022-08-21", "Karim's joining me for the October trip instead, booked his seat today."),
    ], "who's coming with me to Morocco?", "Leila", "Karim"),
    _u("f2-078", "travel_plans", [
        ("2023-06-15", "We'll drive to Provence this summer."),
        ("2023-07-28", "Going by TGV instead, too much traffic on the A7."),
    ], "how are we getting to Provence?", "drive", "TGV"),

    # ------------------------------------------------------------ pets
    _u("f2-079", "pets", [
        ("2022-02-20", "Vet for Mochi: Dr. Ferreira at Clínica Patas."),
        ("2022-08-30", "Bought a new duvet cover."),
        ("2023-06-06", "Mochi's new vet is Dr. Ansah, the clinic near the park."),
    ], "who's Mochi's vet?", "Ferreira", "Ansah"),
    _u("f2-080", "pets", [
        ("2024-03-12", "Biscuit eats Royal Canin Medium Adult"),
        ("2024-09-30", "switched Biscuit to Orijen, allergies better"),
    ], "what food do I buy for Biscuit?", "Royal Canin", "Orijen"),
    _u("f2-081", "pets", [
        ("2022-05-01", "Bruno weighs 6.2 kg at 4 months"),
        ("2022-09-01", "Bruno 14.8 kg at the checkup"),
        ("2023-05-01", "Bruno is full-grown, 27.5 kg."),
    ], "how heavy is Bruno?", ["6.2 kg", "14.8 kg"], "27.5 kg"),
    _u("f2-082", "pets", [
        ("2023-01-11", "our cat Pistachio sleeps on the radiator"),
        ("2024-04-04", "Adopted a retired greyhound, Ziggy. The cat's happy at my parents' farm now."),
    ], "what pet lives with us?", "Pistachio", "Ziggy"),
    _u("f2-083", "pets", [
        ("2025-01-05", "Luna's pet insurance: Petplan, €22/mo"),
        ("2025-02-10", "Ordered a new mattress."),
        ("2025-06-15", "Luna is insured with Figo now, €17 a month."),
    ], "who insures Luna?", "Petplan", "Figo"),
    _u("f2-084", "pets", [
        ("2023-10-10", "Tito gets Apoquel daily for itching."),
        ("2024-02-02", "Vet took Tito off the daily pill, he's on Cytopoint injections monthly."),
    ], "what is Tito getting for his skin?", "Apoquel", "Cytopoint"),

    # ------------------------------------------------------------ vehicles
    _u("f2-085", "vehicles", [
        ("2022-01-04", "Car: 2009 Škoda Fabia, 210k km"),
        ("2023-07-18", "Bought a used Dacia Duster."),
        ("2024-02-11", "Renewed my library card."),
        ("2025-11-29", "Picked up our Kia EV6 today, first electric car!"),
    ], "what car do I drive?", ["Fabia", "Duster"], "EV6"),
    _u("f2-086", "vehicles", [
        ("2023-02-02", "Plate number: B-KM 4471"),
        ("2024-05-20", "Re-registered the car after the move, new plate M-TR 9032."),
    ], "what's my licence plate?", "4471", "9032"),
    _u("f2-087", "vehicles", [
        ("2024-08-08", "Odometer at 58,300 km at the service."),
        ("2025-08-10", "Annual service, odometer 71,950 km."),
    ], "how many km are on the car?", "58,300", "71,950"),
    _u("f2-088", "vehicles", [
        ("2022-06-15", "I commute on my Brompton."),
        ("2022-07-02", "Mum's birthday dinner at the Ethiopian place."),
        ("2022-10-11", "Bought a VanMoof e-bike, the hills are easy now."),
    ], "what bike do I ride to work?", "Brompton", "VanMoof"),
    _u("f2-089", "vehicles", [
        ("2023-04-01", "Parking space at work: P3 level -2, bay 57."),
        ("2024-01-08", "New parking bay: 112 on level -1."),
    ], "where do I park at work?", "bay 57", "112"),
    _u("f2-090", "vehicles", [
        ("2025-03-03", "Vespa needs a new battery."),
        ("2025-09-09", "Sold the scooter; I just take the tram everywhere now."),
    ], "how do I get around town?", "Vespa", "tram"),

    # ------------------------------------------------------------ subscriptions
    _u("f2-091", "subscriptions", [
        ("2023-01-01", "Music: Spotify Premium."),
        ("2024-02-14", "Moved my music to Deezer, family plan with Chiara."),
    ], "what do I use to stream music?", "Spotify", "Deezer"),
    _u("f2-092", "subscriptions", [
        ("2022-09-01", "Gym membership 29,90 €/month at FitX."),
        ("2023-09-01", "FitX price raised to 34,90 €."),
    ], "how much does my gym cost a month?", "29,90", "34,90"),
    _u("f2-093", "subscriptions", [
        ("2024-03-03", "Reading Le Monde on the digital sub."),
        ("2024-03-28", "Dropped the kids at Oma's for the weekend."),
        ("2024-12-01", "Let the newspaper sub lapse; paying for Mediapart now."),
    ], "which news site am I paying for?", "Le Monde", "Mediapart"),
    _u("f2-094", "subscriptions", [
        ("2022-02-02", "Mobile plan: Vodafone 20GB, €15; internet: fibre 600."),
        ("2023-02-02", "Ported number to Lyca, 30GB for €10"),
        ("2024-10-10", "Now with Digi Mobil, unlimited data at €12."),
    ], "who's my mobile carrier?", ["Vodafone", "Lyca"], "Digi"),
    _u("f2-095", "subscriptions", [
        ("2025-04-01", "HelloFresh box every Tuesday, 3 meals."),
        ("2025-06-20", "Meal kit deliveries paused until September."),
    ], "am I getting meal boxes right now?", "every Tuesday", "paused"),
    _u("f2-096", "subscriptions", [
        ("2023-05-05", "iCloud 50GB plan."),
        ("2024-05-05", "Upgraded to 2TB because of all the baby photos."),
    ], "how much cloud storage am I paying for?", "50GB", "2TB"),

    # ------------------------------------------------------------ tools_software
    _u("f2-097", "tools_software", [
        ("2022-03-03", "I write code in Sublime Text."),
        ("2023-04-04", "Using VS Code full time now."),
        ("2025-01-15", "Switched over to Zed, it's so fast."),
    ], "which code editor do I use?", ["Sublime", "VS Code"], "Zed"),
    _u("f2-098", "tools_software", [
        ("2023-10-10", "Passwords live in LastPass."),
        ("2024-01-02", "Migrated all passwords to Bitwarden after the breach news."),
    ], "where are my passwords stored?", "LastPass", "Bitwarden"),
    _u("f2-099", "tools_software", [
        ("2022-08-08", "Keeping all my notes in Evernote."),
        ("2022-09-09", "Bought a new umbrella."),
        ("2023-01-10", "My notes are in Obsidian now, markdown files in Dropbox."),
    ], "what app do I take notes in?", "Evernote", "Obsidian"),
    _u("f2-100", "tools_software", [
        ("2024-06-06", "Home PC runs Windows 11."),
        ("2024-12-12", "Installed Fedora on the home PC, dual-boot removed."),
    ], "what OS is on my home computer?", "Windows", "Fedora"),
    _u("f2-101", "tools_software", [
        ("2023-03-20", "team uses Slack for everything"),
        ("2023-11-06", "company moved to Microsoft Teams, ugh"),
    ], "where does my team chat?", "Slack", "Teams"),
    _u("f2-102", "tools_software", [
        ("2025-01-10", "Invoices done in Excel templates."),
        ("2025-03-01", "Started doing invoices in Holded, way less manual work."),
    ], "what do I use for invoicing?", "Excel", "Holded"),

    # ------------------------------------------------------------ sports_fitness
    _u("f2-103", "sports_fitness", [
        ("2022-04-10", "parkrun 5k: 29:45"),
        ("2023-04-09", "New PB 26:12 at Bushy"),
        ("2024-10-06", "PB smashed — 23:58!"),
    ], "what's my best 5k time?", ["29:45", "26:12"], "23:58"),
    _u("f2-104", "sports_fitness", [
        ("2023-02-02", "Playing padel twice a week."),
        ("2024-02-20", "Gave up racket sports with the shoulder; swimming three times a week instead."),
    ], "what sport am I doing these days?", "padel", "swimming"),
    _u("f2-105", "sports_fitness", [
        ("2022-05-05", "Member of Ciclo Club Tarragona, Sunday rides."),
        ("2022-06-06", "Got a haircut, shorter than usual."),
        ("2023-03-03", "Joined Penya Ciclista Reus, their Sunday group is faster."),
    ], "which cycling club am I in?", "Tarragona", "Reus"),
    _u("f2-106", "sports_fitness", [
        ("2024-01-15", "deadlift max 120kg"),
        ("2024-06-15", "deadlift 1RM now 140kg"),
    ], "how much can I deadlift?", "120kg", "140kg"),
    _u("f2-107", "sports_fitness", [
        ("2025-02-10", "PT sessions with Marek on Mondays."),
        ("2025-05-12", "New PT: Svetlana, she's much stricter."),
    ], "who's my personal trainer?", "Marek", "Svetlana"),
    _u("f2-108", "sports_fitness", [
        ("2023-01-20", "Training for the Seville marathon in February next year."),
        ("2023-05-30", "Changed my race target to the Rotterdam marathon in April."),
    ], "which marathon am I training for?", "Seville", "Rotterdam"),

    # ------------------------------------------------------------ diet
    _u("f2-109", "diet", [
        ("2022-01-01", "Going vegetarian this year."),
        ("2022-10-14", "Printer ink is running low."),
        ("2023-06-01", "Fully vegan since June."),
    ], "what diet do I follow?", "vegetarian", "vegan"),
    _u("f2-110", "diet", [
        ("2024-02-02", "dietitian says avoid gluten"),
        ("2024-08-08", "Test results: the real problem is lactose, so dairy is out; bread and pasta are back."),
    ], "what am I supposed to avoid eating?", "gluten", "lactose"),
    _u("f2-111", "diet", [
        ("2023-01-02", "daily target 2,400 kcal"),
        ("2023-04-02", "cut to 2,100 kcal"),
        ("2023-09-02", "Maintenance now: 2,250 kcal a day."),
    ], "how many calories should I be eating?", ["2,400", "2,100"], "2,250"),
    _u("f2-112", "diet", [
        ("2025-01-10", "Eating window 12:00-20:00."),
        ("2025-02-14", "Valentine's dinner at Nopa."),
        ("2025-04-01", "Changed my fasting window to 10:00-18:00."),
    ], "what hours do I eat in?", "12:00-20:00", "10:00-18:00"),
    _u("f2-113", "diet", [
        ("2022-10-10", "breakfast: congee most days"),
        ("2023-03-03", "these days breakfast is Greek yogurt and walnuts"),
    ], "what do I usually have in the morning?", "congee", "yogurt"),
    _u("f2-114", "diet", [
        ("2024-05-05", "Taking iron supplement, 65mg."),
        ("2024-11-11", "Ferritin is normal now; only supplement I take is vitamin D, 2000 IU."),
    ], "which supplement am I on?", "iron", "vitamin D"),

    # ------------------------------------------------------------ contacts
    _u("f2-115", "contacts", [
        ("2022-05-05", "my mobile: +34 612 345 780, home: Calle Mayor 8, email the same"),
        ("2024-02-28", "New number is +34 699 201 436, please update."),
    ], "what's my phone number?", "612 345 780", "699 201 436"),
    _u("f2-116", "contacts", [
        ("2023-03-03", "Personal email: tanvir.h@outlook.com"),
        ("2024-07-07", "Use tanvir@hossain.dev for everything now."),
    ], "what's my email?", "tanvir.h@outlook.com", "tanvir@hossain.dev"),
    _u("f2-117", "contacts", [
        ("2022-02-02", "Emergency contact: brother Henrik."),
        ("2023-05-05", "Updated my emergency contact to Ingrid (partner)."),
        ("2025-08-08", "HR form: emergency contact — Mum (Solveig), 48 21 77 90."),
    ], "who's my emergency contact?", ["Henrik", "Ingrid"], "Solveig|Mum"),
    _u("f2-118", "contacts", [
        ("2024-04-04", "Plumber: Nikos, 694 112 3380"),
        ("2024-05-05", "Finished painting the fence."),
        ("2024-09-09", "Good plumber now is Stavros — 697 558 2041. Much more reliable."),
    ], "who do I call for plumbing?", "Nikos", "Stavros"),
    _u("f2-119", "contacts", [
        ("2023-01-15", "Mum's landline 0161 496 0832"),
        ("2025-01-15", "Mum cancelled the landline; reach her on 07700 900 314."),
    ], "how do I ring Mum?", "0161 496 0832", "07700 900 314"),
    _u("f2-120", "contacts", [
        ("2025-02-02", "Accountant: Farah Qureshi, farah@qbooks.pk"),
        ("2025-10-10", "Our new accountant is Bilal Siddiqui — bilal@ledgerline.pk."),
    ], "who does our accounts?", "Qureshi", "Siddiqui"),
]

CONTROLS: list[Control] = [
    # ------------------------------------------------------------ residence
    _c("f2c-001", "residence", [
        ("2023-05-02", "I live in Tartu, rent is fine."),
        ("2024-02-11", "My sister Kadri just moved to Pärnu for her new job."),
    ], "Where do I live, and where's Kadri now?", ["Tartu", "Pärnu|Parnu"]),
    _c("f2c-002", "residence", [
        ("2022-08-14", "Our flat is in Ljubljana, Šiška district."),
        ("2024-06-03", "Bought a small weekend cottage near Bled, we'll still live in the city during the week."),
    ], "What homes do we have?", ["Ljubljana", "Bled"]),
    # ------------------------------------------------------------ work
    _c("f2c-003", "work", [
        ("2023-02-06", "Day job: UX designer at Klarna."),
        ("2023-09-10", "Started teaching a Saturday illustration class at the community college, on top of the day job."),
    ], "what jobs do I have?", ["Klarna", "illustration"]),
    _c("f2c-004", "work", [
        ("2024-03-01", "I work at Siemens Healthineers in Erlangen."),
        ("2024-10-15", "Off to a conference in Singapore next week for work."),
    ], "where is my job based?", ["Erlangen"]),
    # ------------------------------------------------------------ relationships
    _c("f2c-005", "relationships", [
        ("2023-03-03", "Best friend since school: Nadia."),
        ("2024-08-08", "Getting really close with Keiko from choir, she's a dear friend now too."),
    ], "who are my closest friends?", ["Nadia", "Keiko"]),
    _c("f2c-006", "relationships", [
        ("2022-05-05", "Married to Sione for 6 years."),
        ("2023-12-12", "Dinner with my ex, Tavita, to sort out the older kids' summer schedule — all friendly."),
    ], "who's my husband?", ["Sione"]),
    # ------------------------------------------------------------ health
    _c("f2c-007", "health", [
        ("2023-01-01", "Taking metformin 500mg twice a day."),
        ("2023-06-06", "Added atorvastatin 20mg at night; the diabetes pill is unchanged."),
    ], "what medications am I on?", ["metformin", "atorvastatin"]),
    _c("f2c-008", "health", [
        ("2024-02-02", "My GP is Dr. Mwangi."),
        ("2024-07-07", "Saw a locum, Dr. Brennan, while my usual doctor was on holiday."),
    ], "who's my regular GP?", ["Mwangi"]),
    # ------------------------------------------------------------ preferences
    _c("f2c-009", "preferences", [
        ("2022-06-06", "Love Ethiopian food."),
        ("2023-06-06", "Also really into Sichuan food lately."),
    ], "what cuisines do I like?", ["Ethiopian", "Sichuan"]),
    _c("f2c-010", "preferences", [
        ("2024-01-01", "I always order an oat flat white."),
        ("2024-03-03", "Tried a cortado at the new place today, fun change."),
    ], "what's my usual coffee order?", ["oat flat white"]),
    # ------------------------------------------------------------ possessions
    _c("f2c-011", "possessions", [
        ("2023-03-03", "I have a Kindle Paperwhite for reading."),
        ("2024-12-25", "Got a Kobo Libra for Christmas, keeping the other one for travel."),
    ], "what e-readers do I own?", ["Kindle", "Kobo"]),
    _c("f2c-012", "possessions", [
        ("2022-02-02", "My camera is a Fujifilm X-T3."),
        ("2022-08-08", "Borrowed Reza's Leica Q2 for the wedding shoot this weekend."),
    ], "what camera do I own?", ["Fujifilm|X-T3"]),
    # ------------------------------------------------------------ money
    _c("f2c-013", "money", [
        ("2023-04-04", "Salary goes into my Nordea account."),
        ("2024-01-01", "Opened a savings account at Lunar for the house fund."),
    ], "what bank accounts do I have?", ["Nordea", "Lunar"]),
    _c("f2c-014", "money", [
        ("2023-04-30", "2022 tax refund: 1,240 €."),
        ("2024-04-30", "2023 tax refund came in: 860 €."),
    ], "what did I get back in tax for 2022 and for 2023?", ["1,240", "860"]),
    # ------------------------------------------------------------ dates
    _c("f2c-015", "dates", [
        ("2022-01-01", "Aroha's birthday: 9 March."),
        ("2022-01-02", "Wiremu's birthday: 17 October."),
    ], "when are Aroha's and Wiremu's birthdays?", ["9 March", "17 October"]),
    _c("f2c-016", "dates", [
        ("2023-05-05", "Our anniversary is 21 August."),
        ("2024-08-02", "Celebrating the anniversary early this year, on the 10th, because of travel."),
    ], "what's the date of our anniversary?", ["21 August"]),
    # ------------------------------------------------------------ schedules
    _c("f2c-017", "schedules", [
        ("2024-01-01", "Spin class Monday 18:00."),
        ("2024-03-03", "Added a Thursday spin class at 7am too."),
    ], "when are my spin classes?", ["Monday", "Thursday"]),
    _c("f2c-018", "schedules", [
        ("2025-01-01", "Team standup daily at 9:15."),
        ("2025-02-14", "Standup moved to 11 just for today because of the offsite."),
    ], "what time is standup normally?", ["9:15"]),
    # ------------------------------------------------------------ people
    _c("f2c-019", "people", [
        ("2023-03-03", "My brother Tiago lives in Curitiba."),
        ("2024-04-04", "My sister Bia moved to Recife."),
    ], "where do my siblings live?", ["Curitiba", "Recife"]),
    _c("f2c-020", "people", [
        ("2023-01-01", "Aunt Noor is a judge in Amman."),
        ("2023-07-07", "Uncle Fadi, Noor's husband, runs a bakery in Irbid."),
    ], "what do Noor and Fadi do?", ["judge", "bakery"]),
    # ------------------------------------------------------------ projects
    _c("f2c-021", "projects", [
        ("2024-02-02", "Side project #1: a Telegram bot for bus times."),
        ("2024-05-05", "Starting a second side project, a tiny Rust CLI for invoices."),
    ], "what side projects have I got going?", ["Telegram bot", "Rust CLI"]),
    _c("f2c-022", "projects", [
        ("2025-01-01", "Documentary project: filming in Oaxaca."),
        ("2025-03-03", "Quick trip to Mexico City to interview a historian for the documentary, back on location Monday."),
    ], "where is the documentary being filmed?", ["Oaxaca"]),
    # ------------------------------------------------------------ education
    _c("f2c-023", "education", [
        ("2023-01-01", "Learning Japanese on Tuesdays."),
        ("2023-09-09", "Also picked up Swahili on Duolingo."),
    ], "what languages am I learning?", ["Japanese", "Swahili"]),
    _c("f2c-024", "education", [
        ("2022-02-02", "I did my undergrad at Universidad de los Andes."),
        ("2024-09-09", "Started my PhD at ETH Zürich."),
    ], "which universities have I been at?", ["Universidad de los Andes|los Andes", "ETH"]),
    # ------------------------------------------------------------ travel_plans
    _c("f2c-025", "travel_plans", [
        ("2025-01-01", "Trip to Hanoi in April."),
        ("2025-02-02", "Also booked a long weekend in Tallinn for June."),
    ], "what trips have I got coming up?", ["Hanoi", "Tallinn"]),
    _c("f2c-026", "travel_plans", [
        ("2024-03-03", "Booked flights to Buenos Aires for November."),
        ("2024-05-05", "Adding a side trip to Montevideo during the Argentina trip."),
    ], "where am I going in November?", ["Buenos Aires", "Montevideo"]),
    # ------------------------------------------------------------ pets
    _c("f2c-027", "pets", [
        ("2022-04-04", "Our cat is called Miso."),
        ("2023-04-04", "Adopted a second kitten, Tofu! The older one is unimpressed."),
    ], "what are our cats called?", ["Miso", "Tofu"]),
    _c("f2c-028", "pets", [
        ("2024-01-01", "Our dog is a beagle named Pepa."),
        ("2024-07-07", "Looking after the neighbours' husky Storm for the week."),
    ], "what's our dog's name?", ["Pepa"]),
    # ------------------------------------------------------------ vehicles
    _c("f2c-029", "vehicles", [
        ("2023-03-03", "I drive a Toyota Corolla."),
        ("2024-06-06", "My wife bought a Renault Zoe for her commute."),
    ], "what cars do we have?", ["Corolla", "Renault Zoe|Zoe"]),
    _c("f2c-030", "vehicles", [
        ("2022-01-01", "Our car is a Volvo V60."),
        ("2022-07-07", "Rented a Fiat Panda in Sardinia for the week."),
    ], "what car do we own?", ["Volvo"]),
    # ------------------------------------------------------------ subscriptions
    _c("f2c-031", "subscriptions", [
        ("2023-01-01", "Subscribed to Disney+."),
        ("2023-05-05", "Added Crunchyroll for the anime nights."),
    ], "which streaming services do I pay for?", ["Disney+", "Crunchyroll"]),
    _c("f2c-032", "subscriptions", [
        ("2024-01-01", "The Economist sub renews each March."),
        ("2024-03-10", "Gave my dad a gift sub to National Geographic."),
    ], "what magazine do I subscribe to myself?", ["Economist"]),
    # ------------------------------------------------------------ tools_software
    _c("f2c-033", "tools_software", [
        ("2023-01-01", "Designs in Figma."),
        ("2023-06-06", "Using Blender for the 3D bits too."),
    ], "what design tools do I use?", ["Figma", "Blender"]),
    _c("f2c-034", "tools_software", [
        ("2024-04-04", "I use Neovim for coding."),
        ("2024-05-05", "Tried Cursor for a day at the hackathon."),
    ], "what's my main editor?", ["Neovim"]),
    # ------------------------------------------------------------ sports_fitness
    _c("f2c-035", "sports_fitness", [
        ("2022-05-05", "Climbing at Boulderwelt on Wednesdays."),
        ("2022-09-09", "Also joined a Sunday football five-a-side."),
    ], "what sports do I do?", ["Climbing", "football"]),
    _c("f2c-036", "sports_fitness", [
        ("2023-10-15", "Amsterdam half 2023: 1:52:30."),
        ("2024-10-20", "Amsterdam half 2024: 1:48:05."),
    ], "what were my Amsterdam half times in 2023 and 2024?", ["1:52:30", "1:48:05"]),
    # ------------------------------------------------------------ diet
    _c("f2c-037", "diet", [
        ("2023-01-01", "Allergic to peanuts."),
        ("2023-08-08", "Tests show I'm also allergic to shellfish."),
    ], "what am I allergic to?", ["peanuts", "shellfish"]),
    _c("f2c-038", "diet", [
        ("2024-01-01", "Keto since January."),
        ("2024-02-14", "Had cake at Mira's birthday, back on track tomorrow."),
    ], "what diet am I on?", ["keto"]),
    # ------------------------------------------------------------ contacts
    _c("f2c-039", "contacts", [
        ("2024-01-01", "Work phone: +49 30 555 0192."),
        ("2024-02-02", "Personal mobile: +49 171 555 0344."),
    ], "what are my phone numbers?", ["555 0192", "555 0344"]),
    _c("f2c-040", "contacts", [
        ("2023-03-03", "My email is kamala.r@proton.me."),
        ("2023-09-09", "Dad's new email is rajan.r@gmail.com."),
    ], "what's my email address?", ["kamala.r@proton.me"]),
]
