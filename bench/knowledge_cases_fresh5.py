"""Fresh5 blind set for bench/knowledge_update.py (--set fresh5): hand-written from the brief alone, without reading the engine or any other case set, as personal notes and chat lines across 20 everyday domains."""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u

UPDATES: list[Update] = [
    # ---------------------------------------------------------------- residence
    _u("f5-001", "residence", [
        ("2024-01-14", "moved into the flat on Rua das Flores in Porto last weekend, still boxes everywhere"),
        ("2024-03-27", "book the boiler service"),
        ("2024-09-03", "Settled in Ljubljana now, the new place is ten minutes from the old town."),
    ], "Which city am I living in these days?", "Porto", "Ljubljana"),
    _u("f5-002", "residence", [
        ("2024-02-02", "renting a room in Kreuzberg for now"),
        ("2024-05-19", "signed for a one-bed in Neukölln, moving on the 1st"),
        ("2025-01-11", "Pankow. new lease started today, finally a balcony"),
    ], "Which part of Berlin is my flat in?", ["Kreuzberg", "Neukölln"], "Pankow"),
    _u("f5-003", "residence", [
        ("2024-03-01", "rent is 1,150 a month, paid on the 1st"),
        ("2024-04-20", "need to return the library books by friday"),
        ("2024-10-01", "landlord's new figure came in: 1,240 from November"),
    ], "How much is my monthly rent?", "1,150|1150", "1,240|1240"),
    _u("f5-004", "residence", [
        ("2024-02-18", "Landlord is Mr. Okonkwo, his number is in the lease folder"),
        ("2024-07-30", "building was sold. new landlord: Ilse Vermeulen, she wants rent by bank transfer"),
    ], "Who's my landlord?", "Okonkwo", "Vermeulen"),
    _u("f5-005", "residence", [
        ("2024-04-05", "still in the caravan behind my aunt's farm, cheap but cold"),
        ("2024-12-12", "first week in the cottage. wood stove works. no more damp mornings"),
    ], "What kind of place am I living in at the moment?", "caravan", "cottage"),

    # ---------------------------------------------------------------- work & career
    _u("f5-006", "work", [
        ("2024-01-22", "first day at Brightwater Logistics tomorrow, nervous"),
        ("2024-03-10", "Zainab's kid's birthday on sunday, get a present"),
        ("2024-06-03", "Handed in notice. Starting at Kestrel Analytics on the 17th."),
    ], "Which company do I work for?", "Brightwater Logistics", "Kestrel Analytics"),
    _u("f5-007", "work", [
        ("2024-01-09", "title on my badge: junior data analyst"),
        ("2024-07-15", "promoted - now Data Analyst II, same team"),
        ("2025-03-02", "new title starting April: analytics lead"),
    ], "What's my job title now?", ["junior data analyst", "Data Analyst II"], "analytics lead"),
    _u("f5-008", "work", [
        ("2024-02-28", "salary 52,000 gross, bonus not guaranteed"),
        ("2024-05-10", "dentist appt moved to 3pm"),
        ("2024-11-29", "got the raise letter. 57,500 from January"),
    ], "What's my salary?", "52,000|52000", "57,500|57500"),
    _u("f5-009", "work", [
        ("2024-03-04", "my manager is Priya Raghunathan, weekly 1:1 on tuesdays"),
        ("2024-09-16", "reorg done. reporting to Tomasz Wielgosz from today"),
    ], "Who do I report to at work?", "Priya Raghunathan", "Tomasz Wielgosz"),
    _u("f5-010", "work", [
        ("2024-04-01", "job is fully remote, I only go in for the quarterly offsite"),
        ("2024-10-14", "new policy kicked in, hybrid now, three office days"),
    ], "What's my working arrangement with the office?", "fully remote", "hybrid"),

    # ---------------------------------------------------------------- relationships
    _u("f5-011", "relationships", [
        ("2024-01-30", "third date with Anselm tonight, Italian place again"),
        ("2024-08-14", "Anselm and I called it off. it's fine."),
        ("2024-12-02", "been seeing Rafael for a month, meeting his friends saturday"),
    ], "Who am I dating?", "Anselm", "Rafael"),
    _u("f5-012", "relationships", [
        ("2024-02-14", "engaged!! he asked at the lake"),
        ("2024-09-21", "married today. small ceremony, perfect"),
    ], "What's my relationship status?", "engaged", "married"),
    _u("f5-013", "relationships", [
        ("2024-03-07", "emergency contact on the HR form: Lucía Ferrándiz"),
        ("2024-06-30", "Lucía's moving abroad so I changed my emergency contact to Dermot Keane"),
    ], "Who's listed as my emergency contact?", "Lucía Ferrándiz", "Dermot Keane"),
    _u("f5-014", "relationships", [
        ("2024-04-11", "couples sessions with Dr. Halvorsen every other Thursday"),
        ("2024-05-02", "remember to buy printer ink"),
        ("2024-10-24", "first session with Dr. Amadi went well, much better fit for us"),
    ], "Which counsellor are we seeing?", "Halvorsen", "Amadi"),
    _u("f5-015", "relationships", [
        ("2024-05-09", "Noor is still in Rotterdam, I take the train every second weekend"),
        ("2024-11-17", "Noor got the transfer! she's in Utrecht now, 30 min away"),
    ], "Where does Noor live?", "Rotterdam", "Utrecht"),

    # ---------------------------------------------------------------- medical & health
    _u("f5-016", "health", [
        ("2024-01-17", "GP is Dr. Mbeki at the Elm Street practice"),
        ("2024-04-02", "tyre pressure light on again"),
        ("2024-07-08", "registered with Dr. Fonseca at the surgery near work"),
    ], "Who's my GP?", "Mbeki", "Fonseca"),
    _u("f5-017", "health", [
        ("2024-02-09", "sertraline 50mg daily"),
        ("2024-05-27", "dose up to 100mg, take in the morning"),
        ("2024-12-06", "tapering, down to 75mg from monday"),
    ], "What dose of sertraline am I on?", ["50mg", "100mg"], "75mg"),
    _u("f5-018", "health", [
        ("2024-03-13", "BP tablets: lisinopril 10, one a day"),
        ("2024-04-25", "car insurance renewal letter came"),
        ("2024-09-30", "cough from the old pills so doc switched me to amlodipine 5"),
    ], "Which blood pressure tablet am I taking?", "lisinopril", "amlodipine"),
    _u("f5-019", "health", [
        ("2024-04-16", "dentist: Dr. Sørensen, Bright Smile clinic"),
        ("2024-10-09", "new dentist is Dr. Castellanos, much closer"),
    ], "Who's my dentist?", "Sørensen", "Castellanos"),
    _u("f5-020", "health", [
        ("2024-01-05", "weighed 84.2 kg this morning"),
        ("2024-06-21", "81.5 kg today, slowly getting there"),
    ], "How much do I weigh?", "84.2", "81.5"),

    # ---------------------------------------------------------------- food & drink habits
    _u("f5-021", "food", [
        ("2024-01-02", "vegetarian since new year's"),
        ("2024-07-19", "went fully vegan this month, no cheese at all"),
    ], "What kind of diet am I following?", "vegetarian", "vegan"),
    _u("f5-022", "food", [
        ("2024-02-12", "usual: flat white, no sugar"),
        ("2024-06-08", "dropped dairy, my order's an oat latte now"),
        ("2024-11-25", "cutting the milk altogether. black americano"),
    ], "What's my usual coffee order?", ["flat white", "oat latte"], "black americano"),
    _u("f5-023", "food", [
        ("2024-03-22", "go-to takeaway is Saffron Lane, the lamb biryani"),
        ("2024-04-30", "remind Gwen about the plant swap"),
        ("2024-09-05", "Saffron Lane closed. new go-to is Bánh Mì Corner on Kings Rd"),
    ], "Where do I usually order takeaway from?", "Saffron Lane", "Bánh Mì Corner"),
    _u("f5-024", "food", [
        ("2024-04-03", "weekly groceries via FreshCart, thursday slot"),
        ("2024-10-17", "doing Greenbasket boxes now, cancelled the other one"),
    ], "Which service do I get my groceries from?", "FreshCart", "Greenbasket"),
    _u("f5-025", "food", [
        ("2024-05-06", "evening drink is green tea"),
        ("2024-12-19", "caffeine keeps me up, switched the evening cup to rooibos"),
    ], "What do I drink in the evenings?", "green tea", "rooibos"),

    # ---------------------------------------------------------------- entertainment tastes
    _u("f5-026", "entertainment", [
        ("2024-01-25", "watching Northern Tides, halfway through season 2"),
        ("2024-03-05", "buy stamps"),
        ("2024-05-15", "started The Glass Orchard last night, hooked already"),
    ], "What series am I watching at the moment?", "Northern Tides", "The Glass Orchard"),
    _u("f5-027", "entertainment", [
        ("2024-02-01", "book club reading: The Salt Road by Maren Ekholm"),
        ("2024-03-08", "next book club pick is Winter Ledger"),
        ("2024-04-12", "book club switched to Paper Lanterns, nobody could find the other one"),
    ], "What's the book club reading?", ["The Salt Road", "Winter Ledger"], "Paper Lanterns"),
    _u("f5-028", "entertainment", [
        ("2024-03-16", "mostly listening to jazz lately, lots of piano trios"),
        ("2024-06-26", "renew passport before august!"),
        ("2024-10-30", "obsessed with bluegrass, banjo everything"),
    ], "What kind of music am I into these days?", "jazz", "bluegrass"),
    _u("f5-029", "entertainment", [
        ("2024-04-22", "playing Emberfall every evening"),
        ("2024-09-18", "uninstalled Emberfall. Quarry of Stars is my new time sink"),
    ], "Which game am I playing these days?", "Emberfall", "Quarry of Stars"),
    _u("f5-030", "entertainment", [
        ("2024-05-20", "commute podcast: Long Way Round with Ottilie Brandt"),
        ("2024-11-08", "commute listening is The Margin Notes these days"),
    ], "What podcast do I listen to on my commute?", "Long Way Round", "The Margin Notes"),

    # ---------------------------------------------------------------- vehicles & gadgets
    _u("f5-031", "vehicles", [
        ("2024-01-19", "drive a 2012 Skoda Fabia, 160k on the clock"),
        ("2024-04-11", "sort out the loft this weekend"),
        ("2024-08-09", "picked up a used Kia Niro hybrid, sold the old one to a student"),
    ], "What car do I drive?", "Skoda Fabia", "Kia Niro"),
    _u("f5-032", "vehicles", [
        ("2024-02-06", "phone: Pixel 6a"),
        ("2024-06-17", "Pixel died, using an iPhone 13 from Jonas for now"),
        ("2025-02-03", "new phone: Galaxy S24"),
    ], "Which phone have I got?", ["Pixel 6a", "iPhone 13"], "Galaxy S24"),
    _u("f5-033", "vehicles", [
        ("2024-03-02", "plate number KX19 TRV"),
        ("2024-04-18", "remember Ngozi's housewarming on sat"),
        ("2024-07-25", "private plate arrived, car is W4 LDN"),
    ], "What's my car's registration?", "KX19 TRV", "W4 LDN"),
    _u("f5-034", "vehicles", [
        ("2024-05-13", "work laptop is a ThinkPad T14"),
        ("2024-11-04", "IT swapped my laptop for a MacBook Air"),
    ], "What laptop do I use for work?", "ThinkPad T14", "MacBook Air"),
    _u("f5-035", "vehicles", [
        ("2024-04-09", "getting around on the scooter, 50cc, fine for town"),
        ("2024-10-21", "passed the test, bought a motorbike. the old one's gone to my cousin"),
    ], "What do I ride to get around town?", "scooter", "motorbike"),

    # ---------------------------------------------------------------- personal finance
    _u("f5-036", "finance", [
        ("2024-01-31", "auto-transfer 300 a month into savings"),
        ("2024-04-09", "call the council about the bin"),
        ("2024-07-01", "bumped the savings transfer to 450"),
    ], "How much do I put into savings each month?", "300", "450"),
    _u("f5-037", "finance", [
        ("2024-02-20", "mortgage rate fixed at 4.1% until june"),
        ("2024-06-28", "remortgaged, new fixed rate 3.8%"),
        ("2025-01-15", "switched lenders for a better deal, 3.45% fixed five years"),
    ], "What's my mortgage interest rate?", ["4.1%", "3.8%"], "3.45%"),
    _u("f5-038", "finance", [
        ("2024-03-27", "pension contribution 5% of salary"),
        ("2024-05-03", "need new running shoes"),
        ("2024-12-10", "upped pension to 8% after the pay review"),
    ], "What percentage goes into my pension?", "5%", "8%"),
    _u("f5-039", "finance", [
        ("2024-04-14", "accountant: Gideon Ashworth, does my self-assessment"),
        ("2024-10-03", "Gideon retired, tax return handled by Farida Noorani from this year"),
    ], "Who does my tax return?", "Gideon Ashworth", "Farida Noorani"),
    _u("f5-040", "finance", [
        ("2024-05-24", "grocery budget 400/month"),
        ("2024-09-27", "prices up, grocery budget now 520 a month"),
    ], "What's my monthly grocery budget?", "400", "520"),

    # ---------------------------------------------------------------- deadlines & important dates
    _u("f5-041", "dates", [
        ("2024-01-12", "visa renewal deadline 14 March"),
        ("2024-02-01", "defrost the freezer"),
        ("2024-02-26", "immigration office extended it, visa renewal due 30 April"),
    ], "When is my visa renewal due?", "14 March", "30 April"),
    _u("f5-042", "dates", [
        ("2024-02-03", "Aoife and Cillian's wedding: 8 June"),
        ("2024-03-19", "venue issue, wedding pushed to 22 June"),
        ("2024-05-01", "moved again! now 7 September, save the date card came"),
    ], "When is Aoife and Cillian's wedding?", ["8 June", "22 June"], "7 September"),
    _u("f5-043", "dates", [
        ("2024-03-14", "passport expires 2024-11-02, renew soon"),
        ("2024-04-29", "gym closed for refurb next week"),
        ("2024-06-12", "passport came in the post, valid until 2034-06-05"),
    ], "When does my passport expire?", "2024-11-02", "2034-06-05"),
    _u("f5-044", "dates", [
        ("2024-04-23", "driving test booked for Tuesday 14 May"),
        ("2024-05-08", "examiner sick, driving test rebooked to 3 June"),
    ], "When is my driving test?", "14 May", "3 June"),
    _u("f5-045", "dates", [
        ("2024-07-22", "Uncle Teodor's 70th party on 19 October at the rugby club"),
        ("2024-08-11", "water the tomatoes twice a day this week"),
        ("2024-09-04", "party is 2 November now, clubhouse double-booked"),
    ], "When is Uncle Teodor's 70th party?", "19 October", "2 November"),

    # ---------------------------------------------------------------- weekly schedules
    _u("f5-046", "schedule", [
        ("2024-01-10", "yoga on Wednesdays 7pm"),
        ("2024-02-27", "return the parcel to the depot"),
        ("2024-04-17", "yoga class is Thursdays from this month, same time"),
    ], "Which evening is my yoga class?", "Wednesdays", "Thursdays"),
    _u("f5-047", "schedule", [
        ("2024-02-07", "piano lesson saturday 10:00"),
        ("2024-09-14", "new term, piano at 9:15 on saturdays"),
    ], "What time is my piano lesson?", "10:00", "9:15"),
    _u("f5-048", "schedule", [
        ("2024-03-12", "5-a-side is monday nights at the leisure centre"),
        ("2024-03-28", "order contact lenses"),
        ("2024-06-20", "5-a-side on friday nights from next week"),
    ], "Which night is five-a-side?", "monday", "friday"),
    _u("f5-049", "schedule", [
        ("2024-04-02", "therapy every other Monday at 4pm"),
        ("2024-08-30", "therapist moved me to the 5:30pm slot"),
    ], "What time is my therapy session?", "4pm", "5:30pm"),
    _u("f5-050", "schedule", [
        ("2024-05-25", "Mila's swim lessons: sundays at the Aquadrome"),
        ("2024-06-15", "book MOT"),
        ("2024-10-12", "swim lessons at Westbrook pool now, closer"),
    ], "Where are Mila's swim lessons?", "Aquadrome", "Westbrook"),

    # ---------------------------------------------------------------- family members' facts
    _u("f5-051", "family", [
        ("2024-01-26", "my sister Tove lives in Bergen"),
        ("2024-09-10", "Tove's settled in Trondheim, flat by the river"),
    ], "Where does Tove live?", "Bergen", "Trondheim"),
    _u("f5-052", "family", [
        ("2024-02-16", "Dad's still a welder at the shipyard, 3 years left he says"),
        ("2024-11-01", "Dad retired today, party at the pub"),
    ], "What does Dad do these days?", "welder", "retired"),
    _u("f5-053", "family", [
        ("2024-03-05", "nephew Emeka is at Ridgeway Primary"),
        ("2024-04-10", "cancel the magazine subscription"),
        ("2024-09-06", "Emeka started at Hollins Academy this week, big boy now"),
    ], "Which school does Emeka go to?", "Ridgeway Primary", "Hollins Academy"),
    _u("f5-054", "family", [
        ("2024-02-24", "Gran is still at home in Kilkenny with carers"),
        ("2024-06-01", "Gran moved into Oakdene care home"),
        ("2024-12-14", "Gran transferred to St Columba's nursing home, better dementia unit"),
    ], "Where is Gran staying?", ["Kilkenny", "Oakdene"], "St Columba's"),
    _u("f5-055", "family", [
        ("2024-05-29", "Mum's mobile: 0761 442 190"),
        ("2024-10-26", "Mum's number is 0799 318 504, old sim is dead"),
    ], "What's Mum's phone number?", "0761 442 190", "0799 318 504"),

    # ---------------------------------------------------------------- workplace projects & teams
    _u("f5-056", "projects", [
        ("2024-01-16", "assigned to Project Heron (billing migration)"),
        ("2024-03-20", "haircut thursday 5pm"),
        ("2024-06-05", "rolled off Heron, on Project Lantern from monday"),
    ], "Which project am I on?", "Project Heron", "Project Lantern"),
    _u("f5-057", "projects", [
        ("2024-02-19", "team lead: Benedikt Vogl"),
        ("2024-06-24", "Benedikt left, interim lead is Chiara Montanari"),
        ("2024-10-08", "permanent team lead hired: Olumide Bakare"),
    ], "Who leads my team?", ["Benedikt Vogl", "Chiara Montanari"], "Olumide Bakare"),
    _u("f5-058", "projects", [
        ("2024-03-15", "go-live for the portal: 1 July"),
        ("2024-04-04", "dentist reminder: floss"),
        ("2024-06-14", "portal go-live slipped to 15 August"),
    ], "When does the portal go live?", "1 July", "15 August"),
    _u("f5-059", "projects", [
        ("2024-04-08", "daily standup 9:30"),
        ("2024-08-12", "standup at 10:15 because of the US folks"),
    ], "What time is standup?", "9:30", "10:15"),
    _u("f5-060", "projects", [
        ("2024-05-16", "team runs two-week sprints"),
        ("2024-11-13", "we're doing kanban now, no more planning ceremonies"),
    ], "How does the team organise its work?", "two-week sprints", "kanban"),

    # ---------------------------------------------------------------- studies & courses
    _u("f5-061", "studies", [
        ("2024-01-29", "enrolled in the evening Spanish B1 course"),
        ("2024-05-14", "renew the parking permit"),
        ("2024-09-23", "started Spanish B2 this week, harder already"),
    ], "What level of Spanish course am I taking?", "B1", "B2"),
    _u("f5-062", "studies", [
        ("2024-02-23", "supervisor: Prof. Adeyemi"),
        ("2024-05-21", "call the plumber about the boiler"),
        ("2024-08-20", "Adeyemi on sabbatical, my supervisor is Dr. Lindqvist from now"),
    ], "Who's supervising my thesis?", "Adeyemi", "Lindqvist"),
    _u("f5-063", "studies", [
        ("2024-01-24", "GPA after first semester: 3.2"),
        ("2024-06-19", "semester 2 grades in, GPA 3.45"),
        ("2025-01-21", "GPA up to 3.6 after the autumn term"),
    ], "What's my GPA?", ["3.2", "3.45"], "3.6"),
    _u("f5-064", "studies", [
        ("2024-03-10", "thesis topic: urban heat islands"),
        ("2024-07-04", "changed thesis topic to flood insurance"),
    ], "What is my thesis about?", "urban heat islands", "flood insurance"),
    _u("f5-065", "studies", [
        ("2024-04-19", "Accepted to the MSc at Uppsala, starting September!"),
        ("2024-07-10", "changed my mind, took the offer from Aarhus instead, better funding"),
    ], "Where am I doing my master's?", "Uppsala", "Aarhus"),

    # ---------------------------------------------------------------- sport & fitness
    _u("f5-066", "fitness", [
        ("2024-01-07", "joined PureForm gym on Hill St"),
        ("2024-03-02", "Florin's leaving do at the Crown"),
        ("2024-05-30", "signed up at Ironworks Climbing & Fitness"),
    ], "Which gym am I a member of?", "PureForm", "Ironworks"),
    _u("f5-067", "fitness", [
        ("2024-02-17", "parkrun PB 27:41"),
        ("2024-05-18", "new PB at parkrun 26:09!"),
        ("2024-10-19", "parkrun today 24:58, best ever"),
    ], "What's my parkrun personal best?", ["27:41", "26:09"], "24:58"),
    _u("f5-068", "fitness", [
        ("2024-03-03", "main sport at the moment is swimming, 3x a week"),
        ("2024-04-24", "pay the window cleaner"),
        ("2024-09-15", "shoulder can't take the pool anymore, rowing club 3x a week instead"),
    ], "What's my main sport at the moment?", "swimming", "rowing"),
    _u("f5-069", "fitness", [
        ("2024-04-13", "PT sessions with Marguerite, tuesdays 7am"),
        ("2024-09-08", "PT is Desmond. Marguerite moved to another gym"),
    ], "Who's my personal trainer?", "Marguerite", "Desmond"),
    _u("f5-070", "fitness", [
        ("2024-06-02", "running target 25 km a week"),
        ("2024-12-01", "marathon block: weekly target 45 km"),
    ], "What's my weekly running target?", "25 km", "45 km"),

    # ---------------------------------------------------------------- service providers
    _u("f5-071", "providers", [
        ("2024-01-18", "mobile on TelNova, 20GB plan"),
        ("2024-07-23", "ported my number to Skylink Mobile, half the price"),
    ], "Which mobile network am I with?", "TelNova", "Skylink Mobile"),
    _u("f5-072", "providers", [
        ("2024-02-29", "broadband with Fibrenet"),
        ("2024-06-13", "switched broadband to Waveline, cheaper"),
        ("2024-11-21", "Waveline kept dropping. now with Cobalt Fibre"),
    ], "Who's my broadband provider?", ["Fibrenet", "Waveline"], "Cobalt Fibre"),
    _u("f5-073", "providers", [
        ("2024-03-26", "home insurance with Aldermoor, renews March"),
        ("2024-05-05", "return the drill to Pieter"),
        ("2025-03-18", "home insurance renewed with Greystone, saved 90"),
    ], "Who's my home insurer?", "Aldermoor", "Greystone"),
    _u("f5-074", "providers", [
        ("2024-04-15", "streaming sub is 9.99 a month"),
        ("2024-10-02", "they put the price up, 12.49 now"),
    ], "How much am I paying for streaming each month?", "9.99", "12.49"),
    _u("f5-075", "providers", [
        ("2024-05-31", "electricity on a fixed tariff till June"),
        ("2024-06-18", "deal ended, on the variable tariff"),
    ], "What kind of electricity tariff am I on?", "fixed tariff", "variable tariff"),

    # ---------------------------------------------------------------- trips & holidays
    _u("f5-076", "travel", [
        ("2024-01-21", "booked summer holiday: Crete, 2 weeks in July"),
        ("2024-03-24", "cancelled that, flights to Madeira booked instead"),
    ], "Where am I going on summer holiday?", "Crete", "Madeira"),
    _u("f5-077", "travel", [
        ("2024-04-06", "flight to Hanoi departs 08:40"),
        ("2024-04-27", "airline retimed the flight, now 11:05"),
        ("2024-05-12", "another change: departure 13:20"),
    ], "What time does my flight to Hanoi leave?", ["08:40", "11:05"], "13:20"),
    _u("f5-078", "travel", [
        ("2024-05-07", "staying at Hotel Miramar in Split"),
        ("2024-05-23", "bins go out wednesday"),
        ("2024-06-09", "rebooked to Villa Bura, Miramar overbooked"),
    ], "Which hotel am I staying at in Split?", "Hotel Miramar", "Villa Bura"),
    _u("f5-079", "travel", [
        ("2024-06-29", "Iceland trip with Sunniva in October"),
        ("2024-08-16", "Baptiste is joining me for Iceland, she can't get the time off"),
    ], "Who's coming with me to Iceland?", "Sunniva", "Baptiste"),
    _u("f5-080", "travel", [
        ("2024-07-14", "getting to Vienna by plane"),
        ("2024-09-19", "decided: overnight train to Vienna, no more flying"),
    ], "How am I getting to Vienna?", "plane", "overnight train"),

    # ---------------------------------------------------------------- pets & animals
    _u("f5-081", "pets", [
        ("2024-01-23", "vet: Greenhill Veterinary, Dr. Paulsen"),
        ("2024-04-01", "smoke alarm battery"),
        ("2024-06-22", "moved Biscuit to Riverside Vets, the other place is too far"),
    ], "Which vet practice do we use?", "Greenhill Veterinary", "Riverside Vets"),
    _u("f5-082", "pets", [
        ("2024-02-10", "Pepper eats dry kibble, 2 scoops"),
        ("2024-08-08", "Pepper's on raw food now, vet's idea"),
    ], "What does Pepper eat?", "kibble", "raw food"),
    _u("f5-083", "pets", [
        ("2024-03-18", "Mochi weighs 6.1 kg, vet says diet"),
        ("2024-11-12", "Mochi 5.2 kg at the check-up, target reached"),
    ], "How much does Mochi weigh?", "6.1 kg", "5.2 kg"),
    _u("f5-084", "pets", [
        ("2024-04-26", "dog walker is Fenella, weekdays noon"),
        ("2024-06-07", "need to renew library card"),
        ("2024-09-25", "Fenella moved away, Ignatius walks Juno now"),
    ], "Who walks Juno?", "Fenella", "Ignatius"),
    _u("f5-085", "pets", [
        ("2024-05-28", "Bramble insured with PetShield"),
        ("2024-12-03", "Bramble's cover is with Pawsure, cheaper for older dogs"),
    ], "Who insures Bramble?", "PetShield", "Pawsure"),

    # ---------------------------------------------------------------- house & garden
    _u("f5-086", "home", [
        ("2024-01-27", "plumber we use: Kowalczyk & Sons"),
        ("2024-07-17", "Ruairí Byrne fixed the leak in an hour, he's our plumber from now on"),
    ], "Who's our plumber?", "Kowalczyk & Sons", "Ruairí Byrne"),
    _u("f5-087", "home", [
        ("2024-03-06", "living room walls are sage green"),
        ("2024-05-04", "Haruto's birthday drinks friday"),
        ("2024-08-03", "repainted the living room, it's terracotta now"),
    ], "What colour is the living room?", "sage green", "terracotta"),
    _u("f5-088", "home", [
        ("2024-03-29", "raised bed: potatoes"),
        ("2024-07-07", "potatoes dug up, planted leeks in the raised bed"),
        ("2025-03-15", "raised bed is strawberries this year"),
    ], "What's growing in the raised bed?", ["potatoes", "leeks"], "strawberries"),
    _u("f5-089", "home", [
        ("2024-04-11", "cleaner comes thursday mornings"),
        ("2024-10-16", "cleaner switched to Monday mornings"),
    ], "What day does the cleaner come?", "thursday", "Monday"),
    _u("f5-090", "home", [
        ("2024-10-20", "heating set to 21 degrees"),
        ("2025-01-08", "turned the thermostat down to 19 to save money"),
    ], "What temperature is the heating set to?", "21", "19"),

    # ---------------------------------------------------------------- online accounts & devices
    _u("f5-091", "accounts", [
        ("2024-01-13", "personal email: m.dlamini@postbox.net"),
        ("2024-04-15", "write thank-you card for Beatriz"),
        ("2024-08-26", "main email is mandla.dlamini@fastmail.com, forwarding the old one"),
    ], "What's my main email address?", "m.dlamini@postbox.net", "mandla.dlamini@fastmail.com"),
    _u("f5-092", "accounts", [
        ("2024-02-27", "passwords in KeyVault app"),
        ("2024-07-31", "migrated everything to Lockbox, deleted the old app"),
    ], "Which password manager do I use?", "KeyVault", "Lockbox"),
    _u("f5-093", "accounts", [
        ("2024-03-11", "wearing a Fitbit Charge 5"),
        ("2024-07-02", "switched to a Garmin Venu 2"),
        ("2025-02-20", "Garmin's battery died, using an Amazfit Bip now"),
    ], "Which watch am I wearing?", ["Fitbit Charge 5", "Garmin Venu 2"], "Amazfit Bip"),
    _u("f5-094", "accounts", [
        ("2024-05-17", "my username on the forum: quietfalcon"),
        ("2024-06-10", "pick up dry cleaning"),
        ("2024-09-13", "renamed my forum account to lanternfish88"),
    ], "What's my forum username?", "quietfalcon", "lanternfish88"),
    _u("f5-095", "accounts", [
        ("2024-06-23", "bank 2FA is by SMS codes"),
        ("2024-12-09", "bank 2FA goes through an authenticator app"),
    ], "How do I do two-factor for the bank?", "SMS codes", "authenticator app"),

    # ---------------------------------------------------------------- daily habits & routines
    _u("f5-096", "habits", [
        ("2024-01-04", "alarm at 6:45 on weekdays"),
        ("2024-03-15", "descale the kettle"),
        ("2024-06-25", "new job, alarm is 5:50"),
    ], "What time is my weekday alarm?", "6:45", "5:50"),
    _u("f5-097", "habits", [
        ("2024-01-28", "commute by bus, the 42"),
        ("2024-05-26", "bought a bike, cycling to work every day now"),
    ], "How do I get to work?", "bus", "cycling"),
    _u("f5-098", "habits", [
        ("2024-03-04", "in bed by 11:30 most nights"),
        ("2025-01-05", "new rule: lights out 10:15"),
    ], "What's my bedtime these days?", "11:30", "10:15"),
    _u("f5-099", "habits", [
        ("2024-07-05", "morning meditation with Stillpoint app, 10 min"),
        ("2024-08-21", "bring the ladder back from Ottavio's"),
        ("2024-11-19", "meditating with Hush Hour, the old one got paywalled"),
    ], "Which meditation app do I use?", "Stillpoint", "Hush Hour"),
    _u("f5-100", "habits", [
        ("2024-08-05", "steps goal 8,000 a day"),
        ("2024-12-28", "steps goal raised to 10,000"),
    ], "What's my daily step goal?", "8,000|8000", "10,000|10000"),
]

CONTROLS: list[Control] = [
    # residence
    _c("f5c-001", "residence", [
        ("2024-02-10", "our apartment is in Valletta, walking distance to the ferry"),
        ("2024-06-19", "bought a small holiday place in Gozo, we'll go there on long weekends"),
    ], "Where do we have property?", ["Valletta", "Gozo"]),
    _c("f5c-002", "residence", [
        ("2024-03-11", "I live in Tartu, been here since uni"),
        ("2024-08-02", "my brother just moved to Pärnu for his new job"),
    ], "Which town do I live in, and where's my brother now?", ["Tartu", "Pärnu"]),
    # work
    _c("f5c-003", "work", [
        ("2024-02-05", "full time at Marlowe & Finch as a paralegal"),
        ("2024-07-21", "started weekend shifts at the Driftwood bakery for extra cash"),
    ], "Where do I work?", ["Marlowe & Finch", "Driftwood"]),
    _c("f5c-004", "work", [
        ("2024-03-18", "I'm a nurse at St Brigid's, ward 4"),
        ("2024-09-09", "thought about applying to the agency job at Carewell but decided to stay put"),
    ], "What's my job and where do I work?", ["nurse", "St Brigid's"]),
    # relationships
    _c("f5c-005", "relationships", [
        ("2024-02-22", "my boyfriend Cosimo is cooking tonight"),
        ("2024-07-03", "my friend Hana has a new boyfriend, Viktor, seems nice"),
    ], "Who's my boyfriend, and who is Hana seeing?", ["Cosimo", "Viktor"]),
    _c("f5c-006", "relationships", [
        ("2024-03-25", "Wife's name is Ayesha, married 6 years in June"),
        ("2024-08-19", "ran into my ex Brigitte at the market, awkward but fine"),
    ], "Who is my wife?", ["Ayesha"]),
    # health
    _c("f5c-007", "health", [
        ("2024-02-19", "daily meds: levothyroxine 75mcg"),
        ("2024-05-14", "got a 7-day course of amoxicillin for the ear infection"),
    ], "What medication am I on long-term?", ["levothyroxine"]),
    _c("f5c-008", "health", [
        ("2024-03-29", "allergic to penicillin, always mention it"),
        ("2024-09-12", "allergy test results: also allergic to latex"),
    ], "What am I allergic to?", ["penicillin", "latex"]),
    # food
    _c("f5c-009", "food", [
        ("2024-02-25", "favourite cuisine is Ethiopian, injera every friday"),
        ("2024-06-11", "tried Peruvian for the first time at Ines's birthday, good but not my thing"),
    ], "What's my favourite cuisine?", ["Ethiopian"]),
    _c("f5c-010", "food", [
        ("2024-03-31", "can't do lactose, bloats me"),
        ("2024-08-27", "GP says I should avoid gluten too"),
    ], "What foods do I need to avoid?", ["lactose", "gluten"]),
    # entertainment
    _c("f5c-011", "entertainment", [
        ("2024-02-08", "favourite author is Halldóra Sveinsdóttir"),
        ("2024-07-12", "another author I love: Kwame Asante-Boateng, read everything by him"),
    ], "Who are my favourite authors?", ["Halldóra Sveinsdóttir", "Kwame Asante-Boateng"]),
    _c("f5c-012", "entertainment", [
        ("2024-03-20", "favourite film ever: The Quiet Harbour"),
        ("2024-09-24", "Mateus's favourite film is Sand and Copper, he made me watch it twice"),
    ], "What's my favourite film?", ["The Quiet Harbour"]),
    # vehicles
    _c("f5c-013", "vehicles", [
        ("2024-02-15", "our car is a Volvo V60"),
        ("2024-06-24", "bought a small van too, a Citroën Berlingo, for the market stall"),
    ], "What vehicles do we own?", ["Volvo V60", "Citroën Berlingo"]),
    _c("f5c-014", "vehicles", [
        ("2024-04-28", "my car: Mazda 3, silver"),
        ("2024-08-06", "rented a Fiat Panda for the week in Sardinia"),
    ], "What car do I own?", ["Mazda 3"]),
    # finance
    _c("f5c-015", "finance", [
        ("2024-02-27", "standing order to my sister: 150 every month"),
        ("2024-07-16", "sent her an extra 600 for her car repair, one-off"),
    ], "How much do I send my sister every month?", ["150"]),
    _c("f5c-016", "finance", [
        ("2024-03-09", "current account with Northgate Bank"),
        ("2024-08-23", "opened an ISA with Fernhill Mutual, keeping Northgate for everyday"),
    ], "Which banks do I have accounts with?", ["Northgate", "Fernhill Mutual"]),
    # dates
    _c("f5c-017", "dates", [
        ("2024-02-11", "tax return due 31 January"),
        ("2024-05-22", "also: VAT return due 7 August"),
    ], "What tax deadlines do I have?", ["31 January", "7 August"]),
    _c("f5c-018", "dates", [
        ("2024-04-07", "my dissertation deadline is 20 May"),
        ("2024-04-26", "Siddharth got an extension, his is 10 June now"),
    ], "When's my dissertation due?", ["20 May"]),
    # schedule
    _c("f5c-019", "schedule", [
        ("2024-02-21", "choir rehearsal tuesdays"),
        ("2024-07-09", "joined a pottery class, thursdays"),
    ], "What have I got on during the week?", ["choir", "tuesdays", "pottery", "thursdays"]),
    _c("f5c-020", "schedule", [
        ("2024-03-06", "book club meets first Sunday of the month"),
        ("2024-09-01", "no book club this Sunday, Halima's away - back to normal next month"),
    ], "When does book club meet?", ["first Sunday"]),
    # family
    _c("f5c-021", "family", [
        ("2024-02-13", "Ravi is at Beechwood Primary"),
        ("2024-09-04", "Anjali started at Carrow High this term"),
    ], "Which schools are my kids at?", ["Beechwood Primary", "Carrow High"]),
    _c("f5c-022", "family", [
        ("2024-03-23", "my brother Lorcan works as an electrician"),
        ("2024-07-27", "Lorcan was telling stories from when he was a chef in Galway years ago"),
    ], "What does Lorcan do for a living?", ["electrician"]),
    # projects
    _c("f5c-023", "projects", [
        ("2024-02-28", "main project: Atlas data platform"),
        ("2024-07-18", "also helping out on Project Kite two days a week"),
    ], "Which projects am I working on?", ["Atlas", "Project Kite"]),
    _c("f5c-024", "projects", [
        ("2024-03-21", "I'm on the Payments team"),
        ("2024-09-19", "Ewa moved from Payments to the Search team"),
    ], "Which team am I on?", ["Payments"]),
    # studies
    _c("f5c-025", "studies", [
        ("2024-02-04", "doing an online stats course on Tuesdays"),
        ("2024-06-16", "signed up for a watercolour class too"),
    ], "What courses am I taking?", ["stats", "watercolour"]),
    _c("f5c-026", "studies", [
        ("2024-03-30", "studying law at Leiden"),
        ("2024-08-25", "considered switching to economics but staying in law"),
    ], "What am I studying?", ["law"]),
    # fitness
    _c("f5c-027", "fitness", [
        ("2024-02-26", "play badminton on mondays"),
        ("2024-08-04", "started bouldering with Ugo on sundays"),
    ], "What sports do I do?", ["badminton", "bouldering"]),
    _c("f5c-028", "fitness", [
        ("2024-04-21", "my 10k best is 52:30"),
        ("2024-09-29", "did the trail 10k in 58:10, hilly, not a PB obviously"),
    ], "What's my 10k personal best?", ["52:30"]),
    # providers
    _c("f5c-029", "providers", [
        ("2024-02-09", "subscribed to Flickbox"),
        ("2024-07-06", "added Reelhouse for the football"),
    ], "Which streaming services do I pay for?", ["Flickbox", "Reelhouse"]),
    _c("f5c-030", "providers", [
        ("2024-03-17", "bank: Coastline Building Society"),
        ("2024-08-29", "looked at moving to Mintwell Bank for the switching bonus, too much hassle, staying"),
    ], "Who do I bank with?", ["Coastline Building Society"]),
    # travel
    _c("f5c-031", "travel", [
        ("2024-02-02", "next trip: Marrakech in April"),
        ("2024-03-13", "looking at old photos from Tbilisi 2019, miss it"),
    ], "Where's my next trip?", ["Marrakech"]),
    _c("f5c-032", "travel", [
        ("2024-08-18", "September trip first stop: Kyoto"),
        ("2024-08-31", "added a second leg: four days in Kanazawa after Kyoto"),
    ], "Where am I going in September?", ["Kyoto", "Kanazawa"]),
    # pets
    _c("f5c-033", "pets", [
        ("2024-02-12", "our cat is called Saffy"),
        ("2024-07-20", "adopted a second cat, Nutmeg"),
    ], "What are my cats called?", ["Saffy", "Nutmeg"]),
    _c("f5c-034", "pets", [
        ("2024-04-03", "my rabbit Clover is 4 now"),
        ("2024-08-13", "neighbour's new rabbit is called Thistle, very cute"),
    ], "What's my rabbit called?", ["Clover"]),
    # home
    _c("f5c-035", "home", [
        ("2024-04-16", "front door is painted navy"),
        ("2024-07-28", "painted the garden shed yellow, looks great"),
    ], "What colour is the front door?", ["navy"]),
    _c("f5c-036", "home", [
        ("2024-06-03", "gardener Ezekiel does the lawn fortnightly"),
        ("2024-09-07", "hired a tree surgeon, Wojciech, for the oak - one-off job"),
    ], "Who looks after the lawn?", ["Ezekiel"]),
    # accounts
    _c("f5c-037", "accounts", [
        ("2024-04-08", "main laptop: Dell XPS 13"),
        ("2024-10-05", "got a Lenovo tablet for reading, still use the Dell for everything else"),
    ], "What devices do I use?", ["Dell XPS 13", "Lenovo"]),
    _c("f5c-038", "accounts", [
        ("2024-05-19", "my cloud backup is on Driftbox"),
        ("2024-09-26", "Tamsin set up her backups on Cloudnest"),
    ], "Where do I back up my files?", ["Driftbox"]),
    # habits
    _c("f5c-039", "habits", [
        ("2024-03-12", "weekday breakfast: porridge"),
        ("2024-06-30", "weekend breakfast is always pancakes"),
    ], "What do I have for breakfast?", ["porridge", "pancakes"]),
    _c("f5c-040", "habits", [
        ("2024-05-13", "run every morning before work"),
        ("2024-10-11", "skipped the run today, raining sideways"),
    ], "What do I do every morning before work?", ["run"]),
]
