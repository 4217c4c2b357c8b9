"""Held-out set for bench/knowledge_update.py (--set holdout): written independently of the
detector, of the dev cases and of the confirm set, and used only to report, never to choose.

The cases were drafted from scratch, domain by domain, by imagining one person jotting notes
into a phone over a couple of years: some terse ("rent 1,450"), some chatty, some with typos of
tone rather than spelling. Updates mix explicit change words ("switched", "now", "moved") with
implicit ones that need a little world knowledge (a signed lease, a first day, a divorce going
through, a new flatmate taking the room); a handful are three-step chains and a handful have an
unrelated note in between. Controls were written as near-misses on the same topics: a partner's
or friend's value, a second item of the same kind, a trip or a one-off exception, history told
as history, so that every value in a control remains true.
"""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u


UPDATES: list[Update] = [
    # --- residence ---
    _u("ho-001", "residence", [
        ("2024-03-11", "Renting a little flat in Ghent, ten minutes by bike to the station. Love it here."),
        ("2024-11-02", "Signed a lease in Leuven today!! Keys on the 1st, closer to the lab."),
    ], "Which city do I live in?", "Ghent", "Leuven"),
    # a three-step chain: old is a list of the two values no longer true
    _u("ho-002", "residence", [
        ("2024-01-20", "I live in Valencia, small place near the old riverbed park."),
        ("2024-08-05", "moved to Bilbao for the job, still living out of boxes"),
        ("2025-04-14", "Picked up the keys to our place in Zaragoza. Feels like we're finally settled."),
    ], "Where's home?", ["Valencia", "Bilbao"], "Zaragoza"),
    _u("ho-003", "residence", [
        ("2024-05-02", "my address for forms: 14 Birch Lane, second floor"),
        ("2025-01-18", "New address, update everything: 22 Harbour Road, flat 3"),
    ], "What's my address?", "14 Birch Lane", "22 Harbour Road"),
    _u("ho-004", "residence", [
        ("2024-02-09", "We live in Kreuzberg, right above a bakery, which is dangerous."),
        ("2024-06-22", "Book club picked a 600-page novel. Why do I do this to myself."),
        ("2024-10-30", "First night in the new flat in Pankow. Mattress on the floor, no regrets."),
    ], "Which neighbourhood do I live in?", "Kreuzberg", "Pankow"),
    _u("ho-005", "residence", [
        ("2024-04-03", "Still living with my parents in Dayton while I save up."),
        ("2024-12-12", "Got my own apartment in Columbus!! 1 bed, tiny kitchen, all mine."),
    ], "Where do I live?", "Dayton", "Columbus"),
    _u("ho-006", "residence", [
        ("2025-01-08", "I'm based in Tucson, if anyone asks why I'm always sunburnt"),
        ("2025-07-19", "We relocated to Boise in June, still finding our way around."),
    ], "Where am I based?", "Tucson", "Boise"),
    _u("ho-007", "residence", [
        ("2024-09-01", "Dorm: Halley Hall, room 4B. Roommate snores."),
        ("2025-01-27", "Switched dorms for second semester, I'm in Mercer Hall now, room 210"),
    ], "Which dorm am I in?", "Halley Hall", "Mercer Hall"),
    _u("ho-008", "residence", [
        ("2024-07-15", "Living in Chile for now, teaching English in Valparaiso."),
        ("2025-03-03", "Landed in Canada with two suitcases. This is home for the next few years."),
    ], "Which country do I live in?", "Chile", "Canada"),
    _u("ho-009", "residence", [
        ("2024-03-18", "live in Kilkenny, walk to work most days"),
        ("2024-07-07", "started learning the fiddle, neighbours are being very patient"),
        ("2025-02-11", "We've been in Galway a month now and I already love the sea air"),
    ], "Where do I live?", "Kilkenny", "Galway"),
    _u("ho-010", "residence", [
        ("2025-02-02", "Our house is on Wren Street, the blue door"),
        ("2025-05-25", "Sale went through on the house. We're renting on Calder Avenue until we find the next place."),
    ], "Which street do I live on?", "Wren Street", "Calder Avenue"),

    # --- work ---
    _u("ho-011", "work", [
        ("2024-02-14", "I work at Norrbeck as a data analyst, mostly dashboards."),
        ("2024-09-29", "first day at Quillon tomorrow, nervous!! laptop pickup at 9"),
    ], "Where do I work?", "Norrbeck", "Quillon"),
    _u("ho-012", "work", [
        ("2024-04-10", "Job title is junior designer, which I'm told is temporary"),
        ("2025-03-21", "PROMOTED. Senior designer as of this month, pay bump and everything."),
    ], "What's my job title?", "junior designer", "senior designer"),
    _u("ho-013", "work", [
        ("2024-01-15", "I teach maths at Hillcrest Primary. Year 5 this year."),
        ("2024-09-09", "New school year, new school: Oakfield Academy. Bigger classes, better coffee."),
        ("2025-09-08", "Accepted the head of maths role at Brampton College, started Monday."),
    ], "Where do I teach?", ["Hillcrest Primary", "Oakfield Academy"], "Brampton College"),
    _u("ho-014", "work", [
        ("2024-06-03", "office is on Kent Street, third floor, next to the good ramen place"),
        ("2025-01-13", "Company finally moved offices. We're on Dock Road now, the commute is longer."),
    ], "Where's my office?", "Kent Street", "Dock Road"),
    _u("ho-015", "work", [
        ("2024-05-20", "Working 4 days a week since the baby, Fridays off."),
        ("2025-06-02", "Back to full-time from next month, 5 days again. Nursery's sorted."),
    ], "How many days a week do I work?", "4 days", "5 days"),
    _u("ho-016", "work", [
        ("2024-03-01", "I'm a freelance translator, mostly legal and medical docs, German to English."),
        ("2024-10-14", "Took a staff job at Linguavia. Invoices and chasing payments: no longer my problem."),
    ], "What do I do for work?", "freelance translator", "Linguavia"),
    _u("ho-017", "work", [
        ("2024-08-11", "On the night shift on ward 7 for the foreseeable. Coffee is a food group."),
        ("2025-02-16", "Rota came out and I'm on the day shift from March!!! I get to see sunlight"),
    ], "Which shift do I work?", "night shift", "day shift"),
    _u("ho-018", "work", [
        ("2024-04-22", "barista at Grindhouse on Mill St, 6am starts"),
        ("2024-11-04", "Handed in my apron on Sunday. Starting at Crumb Bakery on Monday, doing pastry prep."),
    ], "Where do I work?", "Grindhouse", "Crumb Bakery"),
    _u("ho-019", "work", [
        ("2025-01-06", "I'm a contractor at Teklyn, contract renews every 6 months"),
        ("2025-08-18", "Teklyn made me a permanent employee! Proper holiday and a pension."),
    ], "What's my employment status at Teklyn?", "contractor", "permanent"),
    _u("ho-020", "work", [
        ("2024-02-26", "Fully remote, my office is the kitchen table"),
        ("2024-07-30", "Dentist said I grind my teeth. Great."),
        ("2024-12-09", "Return-to-office memo landed. We're hybrid now, in Tue to Thu."),
    ], "Do I work remotely?", "fully remote", "hybrid"),

    # --- relationships ---
    _u("ho-021", "relationships", [
        ("2024-03-09", "Been dating someone called Mira for a couple of months. It's going well I think"),
        ("2024-10-21", "It's over with M. Been seeing Tobias for a few weeks, he makes me laugh."),
    ], "Who am I dating?", "Mira", "Tobias"),
    _u("ho-022", "relationships", [
        ("2024-06-15", "Jonah and I got engaged last night!!!"),
        ("2025-06-16", "We got married on Saturday. Jonah is officially my husband, still sinking in."),
    ], "What's my relationship status?", "engaged", "married"),
    _u("ho-023", "relationships", [
        ("2024-01-05", "Still single and honestly fine with it."),
        ("2024-05-19", "okay update: I'm in a relationship! Ruben and I made it official"),
        ("2025-02-14", "Ruben proposed on the beach at sunset. We're engaged!!"),
    ], "What's my relationship status?", ["single", "in a relationship"], "engaged"),
    _u("ho-024", "relationships", [
        ("2024-04-12", "My best friend is Carla, known her since we were six."),
        ("2025-04-30", "After everything last year, Dee is my closest friend these days."),
    ], "Who's my best friend?", "Carla", "Dee"),
    _u("ho-025", "relationships", [
        ("2024-02-18", "Married to Helena eleven years this June."),
        ("2025-03-07", "Divorce went through today. Officially divorced. Strange, quiet day."),
    ], "What's my marital status?", "married", "divorced"),
    _u("ho-026", "relationships", [
        ("2024-07-01", "boyfriend Ilias is cooking tonight, fingers crossed"),
        ("2025-01-19", "Ilias and I are done. Started seeing Mateo, he's a nurse, very calm person."),
    ], "Who's my boyfriend?", "Ilias", "Mateo"),
    _u("ho-027", "relationships", [
        ("2024-09-14", "I live with my partner Lou and our extremely loud parrot"),
        ("2025-05-03", "Living alone for the first time ever. Weird but good. Kept the parrot."),
    ], "Who do I live with?", "Lou", "alone"),
    _u("ho-028", "relationships", [
        ("2024-11-10", "Kai and I split up last night. For good this time."),
        ("2025-02-22", "So... Kai and I are back together. Don't judge me."),
    ], "Are Kai and I together?", "split up", "back together"),
    _u("ho-029", "relationships", [
        ("2025-01-12", "Going on dates with Ines from the app, she's into climbing"),
        ("2025-03-02", "Car needs an MOT before April, book it"),
        ("2025-04-20", "Got ghosted lol. Dinner with Callum on Friday though, third date."),
    ], "Who am I seeing?", "Ines", "Callum"),
    _u("ho-030", "relationships", [
        ("2024-08-08", "Theo's been my boyfriend two years today"),
        ("2025-08-09", "Theo asked and I said yes, so he's my fiancé now 💍"),
    ], "What is Theo to me?", "boyfriend", "fiancé|fiance"),

    # --- health ---
    _u("ho-031", "health", [
        ("2024-03-14", "Started sertraline, 50mg in the mornings"),
        ("2024-06-27", "GP bumped me up to 100mg, the first dose wasn't touching it"),
    ], "What dose of sertraline am I on?", "50mg", "100mg"),
    _u("ho-032", "health", [
        ("2024-05-08", "On lisinopril for my blood pressure now, one tablet a day"),
        ("2024-09-16", "That dry cough was the lisinopril apparently. Switched to amlodipine."),
    ], "What blood pressure medication do I take?", "lisinopril", "amlodipine"),
    _u("ho-033", "health", [
        ("2024-01-08", "Weighed in at 84 kg. New year, etc."),
        ("2024-08-19", "down to 78 kg this morning, jeans fit again"),
    ], "What do I weigh?", "84 kg|84kg", "78 kg|78kg"),
    _u("ho-034", "health", [
        ("2024-02-20", "resting heart rate around 72 according to the watch"),
        ("2025-02-20", "A year of running and my resting HR is 58. Smug."),
    ], "What's my resting heart rate?", "72", "58"),
    _u("ho-035", "health", [
        ("2024-10-02", "GP says take vitamin D, 1000 IU a day"),
        ("2025-01-15", "Blood test still low, upped to 2000 IU"),
        ("2025-04-09", "Specialist wants 4000 IU daily through next winter"),
    ], "How much vitamin D do I take?", ["1000 IU|1,000 IU", "2000 IU|2,000 IU"], "4000 IU|4,000 IU"),
    _u("ho-036", "health", [
        ("2024-04-01", "I smoke about 10 a day, mostly at work"),
        ("2025-01-28", "Six months smoke-free today. Still want one after dinner."),
    ], "Do I smoke?", "10 a day", "smoke-free"),
    _u("ho-037", "health", [
        ("2024-06-11", "HbA1c 6.1, doctor says borderline prediabetic, cut the sugar"),
        ("2024-12-03", "Bloods back: HbA1c 5.6! Out of the prediabetic range"),
    ], "What's my HbA1c?", "6.1", "5.6"),
    _u("ho-038", "health", [
        ("2024-03-25", "health insurance is with Medicor, policy number in my email"),
        ("2025-01-02", "Changed insurers at renewal, on Vitalis now. Cheaper and covers physio."),
    ], "Who's my health insurer?", "Medicor", "Vitalis"),
    _u("ho-039", "health", [
        ("2024-07-22", "averaging 6 hours of sleep a night, not great"),
        ("2024-09-05", "Signed up for the half marathon in April"),
        ("2024-11-17", "Phone off at 10 has worked: sleep tracker says 7.5 hours on average lately"),
    ], "How much do I sleep on average?", "6 hours", "7.5 hours"),
    _u("ho-040", "health", [
        ("2024-10-09", "inhaler is Ventolin, blue one, keep it in my bag"),
        ("2025-03-12", "Asthma nurse moved me onto Symbicort, twice a day"),
    ], "Which inhaler do I use?", "Ventolin", "Symbicort"),

    # --- preferences ---
    _u("ho-041", "preferences", [
        ("2024-01-03", "vegetarian since uni, eggs and cheese still ok"),
        ("2025-01-05", "Gone fully vegan as of January. Cheese was the hardest."),
    ], "What's my diet?", "vegetarian", "vegan"),
    _u("ho-042", "preferences", [
        ("2024-04-16", "always book a window seat, I like watching the takeoff"),
        ("2025-02-28", "Aisle seat from now on. Too old to climb over strangers to pee."),
    ], "Which seat do I like on flights?", "window", "aisle"),
    _u("ho-043", "preferences", [
        ("2024-03-06", "coffee order: flat white, always"),
        ("2024-10-18", "it's an oat cortado these days, flat whites feel like too much milk"),
    ], "What's my usual coffee order?", "flat white", "oat cortado"),
    _u("ho-044", "preferences", [
        ("2024-05-13", "favourite band at the moment is wet leg, on repeat"),
        ("2024-12-01", "can't stop listening to big thief, my favourite by a mile right now"),
    ], "What's my favourite band right now?", "wet leg", "big thief"),
    _u("ho-045", "preferences", [
        ("2024-02-11", "I take oat milk in everything"),
        ("2024-08-24", "Switched to soy milk, the oat was too sweet in tea"),
    ], "What milk do I use?", "oat milk", "soy milk"),
    _u("ho-046", "preferences", [
        ("2024-01-22", "writing everything in vim, muscle memory"),
        ("2024-07-14", "caved and tried vscode, sticking with it for the extensions"),
        ("2025-05-06", "been on zed for a month, not going back"),
    ], "Which code editor do I use?", ["vim", "vscode"], "zed"),
    _u("ho-047", "preferences", [
        ("2024-06-30", "steak: medium rare, I'll send it back otherwise"),
        ("2025-06-29", "Pregnant so it's medium well for me for now, sad"),
    ], "How do I like my steak?", "medium rare", "medium well"),
    _u("ho-048", "preferences", [
        ("2024-10-12", "cheering for the bruins this season, obviously"),
        ("2025-10-08", "Moved to Seattle and switched allegiance to the kraken. Sue me."),
    ], "Which hockey team do I support?", "bruins", "kraken"),
    _u("ho-049", "preferences", [
        ("2024-03-29", "Curry order is korma, mild. I'm a wimp."),
        ("2024-09-27", "Had a vindaloo extra hot and survived. That's my order now."),
    ], "What's my curry order?", "korma", "vindaloo"),
    _u("ho-050", "preferences", [
        ("2024-05-05", "favourite colour is teal, has been forever"),
        ("2025-04-11", "Painted the study mustard yellow and I think that's my colour now"),
    ], "What's my favourite colour?", "teal", "mustard yellow"),
    _u("ho-051", "preferences", [
        ("2024-02-01", "Please call me Liz, only my mum says Elizabeth"),
        ("2024-06-19", "Went to the allotment meeting, got landed with the compost rota"),
        ("2024-11-23", "Going by Beth these days, feels more like me. Update contacts."),
    ], "What name do I go by?", "Liz", "Beth"),

    # --- possessions ---
    _u("ho-052", "possessions", [
        ("2024-03-02", "my phone is a Pixel 6, battery's dying by 4pm"),
        ("2025-01-24", "Upgraded to a Galaxy S24, battery lasts all day"),
    ], "What phone do I have?", "Pixel 6", "Galaxy S24"),
    _u("ho-053", "possessions", [
        ("2024-01-17", "I drive a 2009 Corolla, 180k miles and counting"),
        ("2024-07-08", "rip old car. Bought a secondhand Octavia estate, room for the dog"),
        ("2025-09-12", "Drove home the Ioniq 5 today, first EV! Charging cable is enormous"),
    ], "What car do I drive?", ["Corolla", "Octavia"], "Ioniq 5"),
    _u("ho-054", "possessions", [
        ("2024-04-29", "work laptop: ThinkPad X1, the keyboard is great"),
        ("2025-02-03", "IT swapped my laptop for a MacBook Air, relearning shortcuts"),
    ], "What laptop do I use?", "ThinkPad X1", "MacBook Air"),
    _u("ho-055", "possessions", [
        ("2024-05-18", "Our cat Biscuit knocked every plant off the windowsill again"),
        ("2025-03-30", "House is too quiet since we lost him. Adopted a rescue greyhound called Dash."),
    ], "What's my pet called?", "Biscuit", "Dash"),
    _u("ho-056", "possessions", [
        ("2024-06-06", "commute on a Brompton, folds under my desk"),
        ("2024-11-15", "bike got nicked outside the station. Replacement is a Tern Vektron, e-assist!"),
    ], "What bike do I ride?", "Brompton", "Tern Vektron"),
    _u("ho-057", "possessions", [
        ("2024-02-15", "still wearing my Casio F-91W, eight quid and unkillable"),
        ("2024-12-27", "Christmas present: a Garmin Forerunner, wearing it every day now"),
    ], "What watch do I wear?", "Casio F-91W", "Garmin Forerunner"),
    _u("ho-058", "possessions", [
        ("2024-08-02", "shoot on a Fuji X-T3, love the film sims"),
        ("2025-04-26", "Sold all my camera gear and bought a Sony A7 IV for the wedding work"),
    ], "What camera do I have?", "Fuji X-T3", "Sony A7 IV"),
    _u("ho-059", "possessions", [
        ("2024-09-19", "headphones are AirPods Pro, good enough on the train"),
        ("2024-12-20", "Treated myself to the Sony WH-1000XM5, noise cancelling is unreal"),
    ], "What headphones do I use?", "AirPods Pro", "WH-1000XM5"),
    _u("ho-060", "possessions", [
        ("2024-01-30", "reading on a Kindle Paperwhite, mostly library ebooks"),
        ("2024-05-14", "Lent the tent to Gav, remember to get it back"),
        ("2024-10-03", "Got a Kobo Libra for my birthday, library app built in, moved everything over"),
    ], "What e-reader do I use?", "Kindle Paperwhite", "Kobo Libra"),
    _u("ho-061", "possessions", [
        ("2025-02-07", "stuff is in storage unit 112 at SafeStore, code 4471"),
        ("2025-06-21", "moved everything to the smaller unit 47 downstairs, saves 30 a month"),
    ], "What's my storage unit number?", "112", "47"),

    # --- money ---
    _u("ho-062", "money", [
        ("2024-03-01", "Rent is 1,450 a month, due on the 1st"),
        ("2025-03-03", "Landlord put the rent up to 1,590 from April. Ugh."),
    ], "How much is my rent?", "1,450|1450", "1,590|1590"),
    _u("ho-063", "money", [
        ("2024-04-08", "on 52k, which felt like a lot two years ago"),
        ("2025-04-07", "review done: new salary 61k, backdated to Jan"),
    ], "What's my salary?", "52k", "61k"),
    _u("ho-064", "money", [
        ("2024-01-31", "saving 300 a month into the house fund"),
        ("2024-06-30", "bumped the standing order to 450"),
        ("2025-01-31", "putting away 600 a month since the raise, house fund looking healthy"),
    ], "How much do I save each month?", ["300", "450"], "600"),
    _u("ho-065", "money", [
        ("2024-02-12", "I bank with Halden Bank, branch on the high street"),
        ("2024-09-03", "Moved my current account to Monzo, the app is so much better"),
    ], "Which bank do I use?", "Halden Bank", "Monzo"),
    _u("ho-066", "money", [
        ("2024-05-27", "Mortgage is fixed at 4.2 until next summer"),
        ("2025-06-09", "Remortgaged. New fixed rate 3.65 for five years"),
    ], "What's my mortgage rate?", "4.2", "3.65"),
    _u("ho-067", "money", [
        ("2024-08-17", "Wedding budget is 18,000 all in"),
        ("2024-10-05", "Bought the suit for Dan's wedding, returning the shoes"),
        ("2024-12-14", "we agreed to cap the wedding at 15,500, no more venue upgrades"),
    ], "What's our wedding budget?", "18,000|18000", "15,500|15500"),
    _u("ho-068", "money", [
        ("2024-03-19", "credit card limit is 3,000, keep it under half"),
        ("2025-01-09", "Card company raised my limit to 5,000 without asking"),
    ], "What's my credit card limit?", "3,000|3000", "5,000|5000"),
    _u("ho-069", "money", [
        ("2024-07-03", "gym membership is 39 a month, worth it if I go"),
        ("2025-01-04", "gym put prices up, 45 a month now, still going so fine"),
    ], "How much is my gym membership?", "39", "45"),
    _u("ho-070", "money", [
        ("2024-02-05", "student loan balance is 23,400, slowly slowly"),
        ("2025-08-05", "Student loan down to 19,850 after the overpayment"),
    ], "How much is left on my student loan?", "23,400|23400", "19,850|19850"),
    _u("ho-071", "money", [
        ("2024-06-14", "phone plan costs 25 a month with Vodafone, contract ends in Oct"),
        ("2024-10-28", "Went SIM-only, 12 a month, same number"),
    ], "How much is my phone plan?", "25", "12"),
    _u("ho-072", "money", [
        ("2025-01-13", "My day rate is 450, non-negotiable-ish"),
        ("2025-07-01", "Raised the day rate to 520 for everyone from this month"),
    ], "What's my day rate?", "450", "520"),

    # --- dates ---
    _u("ho-073", "dates", [
        ("2025-01-20", "Thesis due 15 May. Panicking on schedule."),
        ("2025-04-02", "Supervisor gave me an extension, submission is 30 June now"),
    ], "When is my thesis due?", "15 May", "30 June"),
    _u("ho-074", "dates", [
        ("2025-02-10", "Dentist on March 4 at 2:15"),
        ("2025-02-26", "Practice rang, dentist moved to March 11, same time"),
    ], "When's my dentist appointment?", "March 4", "March 11"),
    _u("ho-075", "dates", [
        ("2024-10-01", "wedding is 12 September 2025 at Ashcombe Barn"),
        ("2025-01-22", "Venue double-booked us. Wedding is now 3 October, same barn."),
    ], "When is the wedding?", "12 September", "3 October"),
    _u("ho-076", "dates", [
        ("2024-06-18", "passport expires Feb 2026, renew before the summer trip"),
        ("2025-05-28", "New passport arrived! Valid till 2035."),
    ], "When does my passport expire?", "Feb 2026", "2035"),
    _u("ho-077", "dates", [
        ("2025-01-14", "launch is set for April 8"),
        ("2025-03-04", "launch slipped to April 22, QA found the payment bug"),
        ("2025-04-15", "launch is now May 6. final answer. apparently."),
    ], "When's the launch?", ["April 8", "April 22"], "May 6"),
    _u("ho-078", "dates", [
        ("2024-11-05", "knee surgery booked for 9 Jan"),
        ("2024-12-19", "Hospital called, surgery pushed to 27 Feb. Another two months of limping."),
    ], "When is my knee surgery?", "9 Jan", "27 Feb"),
    _u("ho-079", "dates", [
        ("2025-04-22", "visa interview on the 18th of June, bring bank statements"),
        ("2025-05-30", "Embassy rescheduled everyone. New interview date July 2."),
    ], "When is my visa interview?", "18th of June", "July 2"),
    _u("ho-080", "dates", [
        ("2024-09-10", "lease ends 31 August 2025, decide by spring whether to stay"),
        ("2025-03-15", "Re-signed! Lease now runs to 31 August 2026."),
    ], "When does my lease end?", "31 August 2025", "31 August 2026"),
    _u("ho-081", "dates", [
        ("2024-08-26", "driving test is on 3 Nov, 8:40am"),
        ("2024-10-16", "Tried a new pho place, 9/10"),
        ("2024-10-29", "Examiner strike, test cancelled. New date 19 Dec."),
    ], "When's my driving test?", "3 Nov", "19 Dec"),
    _u("ho-082", "dates", [
        ("2025-08-04", "midwife says due date is 2 March"),
        ("2025-10-20", "20-week scan moved the due date to 24 February"),
    ], "When is the baby due?", "2 March", "24 February"),

    # --- schedules ---
    _u("ho-083", "schedules", [
        ("2024-02-04", "gym on Mondays and Thursdays after work"),
        ("2024-09-01", "new routine: gym is Tuesdays and Saturdays, mornings"),
    ], "Which days do I go to the gym?", "Mondays and Thursdays", "Tuesdays and Saturdays"),
    _u("ho-084", "schedules", [
        ("2024-04-09", "Yoga is Tuesday 6pm at the community hall"),
        ("2024-08-13", "Hall got rebooked, yoga moved to Wednesday 7:30pm"),
    ], "When's my yoga class?", "Tuesday", "Wednesday"),
    _u("ho-085", "schedules", [
        ("2024-09-06", "I do school pickup on Fridays, Sam does the rest"),
        ("2025-01-10", "Swapped with Sam, so pickup is my job on Mondays now"),
    ], "Which day do I do school pickup?", "Fridays", "Mondays"),
    _u("ho-086", "schedules", [
        ("2024-03-04", "alarm at 6:15, out the door by 7"),
        ("2024-11-11", "New site is further, alarm is 5:40 now. Send help."),
    ], "What time is my alarm?", "6:15", "5:40"),
    _u("ho-087", "schedules", [
        ("2024-05-16", "therapy every other Thursday, 5pm"),
        ("2024-10-24", "Going weekly with therapy for a while, it's helping"),
    ], "How often do I see my therapist?", "every other Thursday", "weekly"),
    _u("ho-088", "schedules", [
        ("2024-01-13", "piano lessons Saturday mornings with Mrs. Amari"),
        ("2024-06-09", "moved piano to Sunday afternoons, Saturdays are football now"),
        ("2025-02-06", "piano is Thursday evenings after work from now on"),
    ], "When are my piano lessons?", ["Saturday mornings", "Sunday afternoons"], "Thursday evenings"),
    _u("ho-089", "schedules", [
        ("2024-03-12", "I catch the 7:42 train, carriage 3"),
        ("2024-04-28", "Fixed the squeaky gate finally"),
        ("2024-07-22", "The 8:10 gets me in just in time and I get to sleep longer. That's my train now."),
    ], "Which train do I catch?", "7:42", "8:10"),
    _u("ho-090", "schedules", [
        ("2025-01-07", "Bins go out Tuesday night"),
        ("2025-04-15", "Council changed collection day, bins are Thursday now"),
    ], "When do the bins go out?", "Tuesday", "Thursday"),
    _u("ho-091", "schedules", [
        ("2024-06-24", "I work 9 to 5:30 with a half hour lunch"),
        ("2024-12-02", "Flexitime approved! Hours are 8 to 4:30 from next week"),
    ], "What are my working hours?", "9 to 5:30", "8 to 4:30"),
    _u("ho-092", "schedules", [
        ("2025-03-08", "take my tablets at 8am with breakfast"),
        ("2025-05-17", "Pharmacist said they work better at night, so 10pm now"),
    ], "When do I take my tablets?", "8am", "10pm"),

    # --- people ---
    _u("ho-093", "people", [
        ("2024-02-22", "My dentist is Dr. Imrie at the Grange practice"),
        ("2025-01-16", "Registered with a new dentist, Dr. Santos on Elm Street, much closer"),
    ], "Who's my dentist?", "Imrie", "Santos"),
    _u("ho-094", "people", [
        ("2024-03-07", "My manager is Greta, she's great"),
        ("2024-08-15", "Greta left :( reporting to Faisal for now"),
        ("2025-01-21", "Reorg. New boss is Yuki, first 1:1 on Thursday"),
    ], "Who's my manager?", ["Greta", "Faisal"], "Yuki"),
    _u("ho-095", "people", [
        ("2024-05-01", "landlord is Mr. Petrakis, text him for repairs"),
        ("2025-02-19", "Building got sold. Rent now goes to a company called Brightlet, repairs via their portal."),
    ], "Who's my landlord?", "Petrakis", "Brightlet"),
    _u("ho-096", "people", [
        ("2024-04-14", "next door is a lovely old couple, the Hendersons"),
        ("2024-10-27", "Moving van next door all weekend. The Okonkwos, two kids and a trampoline."),
    ], "Who lives next door?", "Hendersons", "Okonkwos"),
    _u("ho-097", "people", [
        ("2024-06-20", "GP is Dr. Farouk, ring at 8 on the dot for appointments"),
        ("2024-09-30", "Practice merged, I've been moved onto Dr. Lindqvist's list"),
    ], "Who's my GP?", "Farouk", "Lindqvist"),
    _u("ho-098", "people", [
        ("2024-01-25", "hairdresser is Jade at Snip, every 6 weeks"),
        ("2024-07-18", "found a barber round the corner, Marco, half the price. he's my guy now"),
    ], "Who cuts my hair?", "Jade", "Marco"),
    _u("ho-099", "people", [
        ("2024-08-30", "I share a two-bed with my flatmate Ollie"),
        ("2025-03-24", "New flatmate Rosa moved in at the weekend, took the small room. Seems lovely."),
    ], "Who's my flatmate?", "Ollie", "Rosa"),
    _u("ho-100", "people", [
        ("2024-02-27", "therapist is Janine, she does sliding scale"),
        ("2024-06-05", "Took the car in for the weird rattle"),
        ("2024-09-25", "Started with Dr. Moreau, a trauma specialist. First session was intense."),
    ], "Who's my therapist?", "Janine", "Moreau"),
    _u("ho-101", "people", [
        ("2025-01-03", "PT is Kofi, Tuesdays and Fridays"),
        ("2025-05-12", "Kofi moved to a gym across town so I'm training with Lena now"),
    ], "Who's my personal trainer?", "Kofi", "Lena"),
    _u("ho-102", "people", [
        ("2024-09-04", "Maya's teacher this year is Mrs. Doyle"),
        ("2025-01-08", "They split Maya's class after Christmas, she has Mr. Abiodun now"),
    ], "Who's Maya's teacher?", "Doyle", "Abiodun"),
    _u("ho-103", "people", [
        ("2024-03-20", "accountant is Priyesh, he does the self-assessment every January"),
        ("2025-02-25", "This year's tax return done via TaxTidy, the online service. Not paying 400 for that again."),
    ], "Who does my accounts?", "Priyesh", "TaxTidy"),

    # --- projects ---
    _u("ho-104", "projects", [
        ("2024-04-02", "I'm on the payments team, mostly refunds"),
        ("2024-10-15", "Moved over to the search team this sprint, new codebase to learn"),
    ], "Which team am I on?", "payments", "search"),
    _u("ho-105", "projects", [
        ("2024-02-19", "leading Project Heron, the billing rewrite"),
        ("2024-11-06", "Kestrel kickoff today. I'm the lead, it's my whole week now."),
    ], "Which project am I leading?", "Heron", "Kestrel"),
    _u("ho-106", "projects", [
        ("2024-05-09", "our backend is Django, monolith, it's fine"),
        ("2025-03-18", "Rewrite is live! Backend is all FastAPI services now"),
    ], "What's our backend built in?", "Django", "FastAPI"),
    _u("ho-107", "projects", [
        ("2024-01-09", "we do two-week sprints"),
        ("2024-06-11", "trying three-week sprints this quarter"),
        ("2025-01-14", "new PM moved us to one-week sprints, lots of demos"),
    ], "How long are our sprints?", ["two-week", "three-week"], "one-week"),
    _u("ho-108", "projects", [
        ("2024-07-09", "Standup is 9:30, cameras optional"),
        ("2024-11-19", "standup got pushed to 10:15 because of the US folks"),
    ], "What time is standup?", "9:30", "10:15"),
    _u("ho-109", "projects", [
        ("2024-03-31", "novel draft is at 42,000 words"),
        ("2024-09-12", "Hit 67,000 words today!! Second act done."),
    ], "How long is my novel draft?", "42,000|42000", "67,000|67000"),
    _u("ho-110", "projects", [
        ("2024-05-21", "drummer in a band called Static Tide, gig at the Crown on the 9th"),
        ("2024-08-20", "Flu jab booked"),
        ("2025-01-26", "Band update: we broke up. Monday was my first rehearsal with Copper Moth."),
    ], "What band am I in?", "Static Tide", "Copper Moth"),
    _u("ho-111", "projects", [
        ("2025-02-12", "kitchen reno: builder is Bexley Builders, start date TBC"),
        ("2025-05-07", "The new crew from Kowalski & Sons started Monday, they actually show up"),
    ], "Who's doing our kitchen renovation?", "Bexley", "Kowalski"),
    _u("ho-112", "projects", [
        ("2024-03-13", "team of 6, which is about right"),
        ("2024-09-23", "Two new hires started, 8 of us now, need a bigger meeting room"),
    ], "How many people are on my team?", "6", "8"),
    _u("ho-113", "projects", [
        ("2024-06-04", "we track everything in Jira, pray for me"),
        ("2024-12-10", "Migration done, all tickets live in Linear from today"),
    ], "Which tool does my team track tasks in?", "Jira", "Linear"),
    _u("ho-114", "projects", [
        ("2024-09-15", "I coach the under-10s on Saturday mornings"),
        ("2025-09-13", "Moving up with the kids, coaching the under-12s this season"),
    ], "Which age group do I coach?", "under-10s", "under-12s"),
]

CONTROLS: list[Control] = [
    # --- residence ---
    _c("hc-001", "residence", [
        ("2025-02-10", "I live in Nantes, small flat by the tram stop"),
        ("2025-05-19", "My sister lives in Rennes now, so weekends there are easy"),
    ], "Where do I live?", ["Nantes", "Rennes"]),
    _c("hc-002", "residence", [
        ("2024-04-06", "Home is Krakow, have been here six years"),
        ("2024-09-11", "In Lima for two weeks for the conference, hotel is nice"),
    ], "Where do I live?", ["Krakow", "Lima"]),
    _c("hc-003", "residence", [
        ("2024-06-01", "living in Dunedin, it's cold but I like it"),
        ("2024-11-22", "grew up in Invercargill, miss the wind sometimes, weirdly"),
    ], "Where do I live?", ["Dunedin", "Invercargill"]),
    _c("hc-004", "residence", [
        ("2025-01-15", "Our flat is in Leeds, near Hyde Park"),
        ("2025-06-03", "Bought a tiny cabin in the Lake District for weekends!!"),
    ], "Where's home?", ["Leeds", "Lake District"]),
    _c("hc-005", "residence", [
        ("2024-08-19", "I live in Aarhus, walking distance to the harbour"),
        ("2024-12-22", "Staying at my parents' in Odense over Christmas, back on the 2nd"),
    ], "Where do I live?", ["Aarhus", "Odense"]),

    # --- work ---
    _c("hc-006", "work", [
        ("2024-03-04", "I work at Cendrix as a QA engineer"),
        ("2024-09-16", "My husband just started at Lumora, first new job in ten years"),
    ], "Where do I work?", ["Cendrix", "Lumora"]),
    _c("hc-007", "work", [
        ("2024-05-12", "day job is accountant at Pell & Co"),
        ("2024-10-03", "Started weekend shifts at the climbing gym for extra cash"),
    ], "What's my job?", ["accountant", "climbing gym"]),
    _c("hc-008", "work", [
        ("2025-01-20", "I'm at the Birmingham office, desk by the window"),
        ("2025-02-17", "On a 3-week secondment to the Bristol office, back mid March"),
    ], "Which office do I work at?", ["Birmingham", "Bristol"]),
    _c("hc-009", "work", [
        ("2024-02-08", "I'm a paramedic, 12-hour shifts"),
        ("2024-07-25", "My friend Lea just qualified as a firefighter, so proud"),
    ], "What do I do for work?", ["paramedic", "firefighter"]),
    _c("hc-010", "work", [
        ("2024-06-17", "architect at Holm Studio, mostly housing schemes"),
        ("2025-01-29", "Before architecture I spent two years waiting tables at Luigi's, best training for clients"),
    ], "Where do I work?", ["Holm Studio", "Luigi's"]),

    # --- relationships ---
    _c("hc-011", "relationships", [
        ("2024-03-16", "My girlfriend is Esme, she's a vet"),
        ("2024-08-23", "My brother is dating a girl called Freya, finally met her"),
    ], "Who's my girlfriend?", ["Esme", "Freya"]),
    _c("hc-012", "relationships", [
        ("2024-05-04", "Married to Dev, 4 years in October"),
        ("2024-12-07", "Had dinner with my ex, Connor. We're on good terms, Dev was invited but had work."),
    ], "Who am I married to?", ["Dev", "Connor"]),
    _c("hc-013", "relationships", [
        ("2025-02-01", "boyfriend is Rafael, he's moving in with me in spring"),
        ("2025-04-08", "Rafael's best friend Hugo is staying with us this week"),
    ], "Who's my boyfriend?", ["Rafael", "Hugo"]),
    _c("hc-014", "relationships", [
        ("2024-07-13", "My wife Ana made the best paella tonight"),
        ("2025-01-11", "My first girlfriend back in school was Petra, funny to see her on Insta now"),
    ], "Who's my wife?", ["Ana", "Petra"]),
    _c("hc-015", "relationships", [
        ("2024-10-19", "Louis and I are engaged, wedding next year"),
        ("2025-05-24", "My sister Clem just got married!! Cried through the whole thing"),
    ], "What's my relationship status?", ["engaged", "married"]),

    # --- health ---
    _c("hc-016", "health", [
        ("2024-04-18", "Taking metformin 500mg twice a day"),
        ("2024-10-10", "Doc added atorvastatin for cholesterol, one at night"),
    ], "What medication do I take?", ["metformin", "atorvastatin"]),
    _c("hc-017", "health", [
        ("2024-02-23", "allergic to shellfish, carry an epipen"),
        ("2024-06-15", "Turns out I'm also allergic to cats, sneezed all weekend at Jo's"),
    ], "What am I allergic to?", ["shellfish", "cats"]),
    _c("hc-018", "health", [
        ("2025-03-01", "I have type 1 diabetes, pump since 2019"),
        ("2025-07-14", "My partner was diagnosed with asthma today, he's fine"),
    ], "What conditions do I have?", ["type 1 diabetes", "asthma"]),
    _c("hc-019", "health", [
        ("2024-09-08", "I wear glasses for distance, always have"),
        ("2025-04-17", "Wearing contacts for the wedding on Saturday, just for the day"),
    ], "Do I wear glasses?", ["glasses", "contacts"]),
    _c("hc-020", "health", [
        ("2024-03-27", "Broke my wrist in 2018 skiing, still clicks"),
        ("2024-11-09", "Sprained my ankle at five-a-side yesterday, resting it"),
    ], "What injuries have I had?", ["wrist", "ankle"]),

    # --- preferences ---
    _c("hc-021", "preferences", [
        ("2024-01-26", "I love bouldering, Wednesdays at the wall"),
        ("2024-08-07", "Picked up pottery too, Tuesday evening class"),
    ], "What are my hobbies?", ["bouldering", "pottery"]),
    _c("hc-022", "preferences", [
        ("2024-05-30", "I'm vegetarian, have been for ten years"),
        ("2025-01-06", "Jess went vegan this month, cooking is getting creative"),
    ], "What's my diet?", ["vegetarian", "vegan"]),
    _c("hc-023", "preferences", [
        ("2024-04-25", "always book aisle seats, long legs"),
        ("2024-09-02", "took a window seat on the Iceland flight for the views, just this once"),
    ], "Which seat do I like on flights?", ["aisle", "window"]),
    _c("hc-024", "preferences", [
        ("2024-02-03", "coffee: black, no sugar"),
        ("2024-07-16", "iced latte with oat in summer though, heatwave rules"),
    ], "How do I take my coffee?", ["black", "iced latte"]),
    _c("hc-025", "preferences", [
        ("2024-08-31", "die-hard liverpool fan since I was five"),
        ("2024-12-16", "in the NBA I follow the nuggets now, stayed up for the game"),
    ], "Which football team do I support?", ["liverpool", "nuggets"]),

    # --- possessions ---
    _c("hc-026", "possessions", [
        ("2024-03-23", "drive a Golf, 2017, reliable"),
        ("2024-09-20", "Bought my daughter a used Fiesta for uni"),
    ], "What car do I drive?", ["Golf", "Fiesta"]),
    _c("hc-027", "possessions", [
        ("2024-06-12", "personal phone is an iPhone 13"),
        ("2024-11-27", "Work gave me a Galaxy A54 for on-call weeks"),
    ], "What phone do I have?", ["iPhone 13", "Galaxy A54"]),
    _c("hc-028", "possessions", [
        ("2024-02-17", "our dog Juno ate a sock again"),
        ("2024-07-04", "adopted a kitten, Pickle! Juno is very confused"),
    ], "What pets do I have?", ["Juno", "Pickle"]),
    _c("hc-029", "possessions", [
        ("2025-03-10", "my camera is a Canon R6, love it"),
        ("2025-06-18", "Borrowing Tim's Leica for the Japan trip, terrified of dropping it"),
    ], "What camera do I have?", ["Canon R6", "Leica"]),
    _c("hc-030", "possessions", [
        ("2024-04-13", "bike is a Trek Domane, bought it used"),
        ("2024-10-26", "new tyres on the Trek, GP5000s, feels like a new bike"),
    ], "What bike do I have?", ["Trek Domane", "GP5000s"]),

    # --- money ---
    _c("hc-031", "money", [
        ("2024-10-07", "Electricity bill is 84 a month on direct debit"),
        ("2024-11-14", "Water bill came in, 31 a month"),
    ], "How much is my electricity bill?", ["84", "31"]),
    _c("hc-032", "money", [
        ("2024-02-01", "Rent is 1,200 a month"),
        ("2024-05-03", "Paid 1,350 this month because of the late fee, never again"),
    ], "How much is my rent?", ["1,200|1200", "1,350|1350"]),
    _c("hc-033", "money", [
        ("2025-01-17", "I earn 48k, not complaining"),
        ("2025-04-04", "Amir got a raise, he's on 57k now"),
    ], "What's my salary?", ["48k", "57k"]),
    _c("hc-034", "money", [
        ("2024-03-15", "salary's 70k"),
        ("2025-03-14", "got a 5k bonus this year!"),
    ], "What's my salary?", ["70k", "5k"]),
    _c("hc-035", "money", [
        ("2025-02-04", "Holiday budget 2,500 for Greece"),
        ("2025-03-20", "Set aside 800 for the new sofa"),
    ], "What's our holiday budget?", ["2,500|2500", "800"]),

    # --- dates ---
    _c("hc-036", "dates", [
        ("2025-04-01", "Dentist 14 May at 10am"),
        ("2025-04-23", "Eye test booked for 21 May"),
    ], "When's my dentist appointment?", ["14 May", "21 May"]),
    _c("hc-037", "dates", [
        ("2025-01-09", "Thesis chapter 3 due 1 March"),
        ("2025-01-30", "Conference abstract due 20 February, squeeze it in"),
    ], "When is thesis chapter 3 due?", ["1 March", "20 February"]),
    _c("hc-038", "dates", [
        ("2024-06-26", "My birthday is 9 October, for the record"),
        ("2024-09-18", "Lars's birthday is 2 November, get him the record player"),
    ], "When is my birthday?", ["9 October", "2 November"]),
    _c("hc-039", "dates", [
        ("2024-05-22", "Our anniversary is June 17"),
        ("2024-06-18", "We actually first met on April 3, but we count from the first date"),
    ], "When's our anniversary?", ["June 17", "April 3"]),
    _c("hc-040", "dates", [
        ("2024-11-28", "Tax return due 31 January"),
        ("2024-12-30", "Note to self: start gathering receipts on 10 January"),
    ], "When is my tax return due?", ["31 January", "10 January"]),

    # --- schedules ---
    _c("hc-041", "schedules", [
        ("2024-02-06", "Yoga every Tuesday at 6"),
        ("2024-03-18", "Instructor's ill so I'm doing the Thursday class instead, just this week"),
    ], "When's my yoga class?", ["Tuesday", "Thursday"]),
    _c("hc-042", "schedules", [
        ("2024-07-29", "I swim Monday mornings before work"),
        ("2024-10-13", "Kat does her long run Sunday mornings now, I get the lie-in"),
    ], "When do I swim?", ["Monday mornings", "Sunday mornings"]),
    _c("hc-043", "schedules", [
        ("2025-01-21", "Spanish class Wednesdays at 7"),
        ("2025-03-26", "Joined a choir, on Thursdays now too"),
    ], "When's my Spanish class?", ["Wednesdays", "Thursdays"]),
    _c("hc-044", "schedules", [
        ("2024-08-12", "Alarm at 6:30 on weekdays"),
        ("2024-12-27", "Holiday week, alarm off, slept till 9:15 today"),
    ], "What time is my alarm?", ["6:30", "9:15"]),
    _c("hc-045", "schedules", [
        ("2025-05-06", "Bins go out Wednesday night"),
        ("2025-06-10", "Recycling is every other Friday, green box"),
    ], "When do the bins go out?", ["Wednesday", "every other Friday"]),

    # --- people ---
    _c("hc-046", "people", [
        ("2024-01-18", "GP is Dr. Mensah at the Northgate surgery"),
        ("2024-05-29", "Got referred to a dermatologist, Dr. Ruiz, for the mole"),
    ], "Who's my GP?", ["Mensah", "Ruiz"]),
    _c("hc-047", "people", [
        ("2024-04-15", "manager is Ingrid, very hands-off"),
        ("2024-08-01", "Ingrid's on leave, Paul is covering approvals for two weeks"),
    ], "Who's my manager?", ["Ingrid", "Paul"]),
    _c("hc-048", "people", [
        ("2025-02-13", "my landlord is Mrs. Quinn, she lives downstairs"),
        ("2025-05-15", "Zoe's landlord, some guy called Barry, still won't fix her boiler"),
    ], "Who's my landlord?", ["Quinn", "Barry"]),
    _c("hc-049", "people", [
        ("2024-06-08", "neighbour on the left is Gus, retired postman"),
        ("2024-09-21", "Finally met the neighbours on the right, Priti and Sam"),
    ], "Who are my neighbours?", ["Gus", "Priti"]),
    _c("hc-050", "people", [
        ("2024-10-22", "therapist is Naomi, Thursdays"),
        ("2025-02-20", "My old therapist in uni was Dr. Fell, she was fine but Naomi gets me"),
    ], "Who's my therapist?", ["Naomi", "Fell"]),
    _c("hc-051", "people", [
        ("2025-03-05", "My manager is Chidi"),
        ("2025-06-25", "Chidi's boss, Renata, sat in on our 1:1 today"),
    ], "Who's my manager?", ["Chidi", "Renata"]),

    # --- projects ---
    _c("hc-052", "projects", [
        ("2024-02-13", "Leading the Atlas migration this half"),
        ("2024-04-30", "Also picked up the onboarding revamp this quarter, busy"),
    ], "Which project am I leading?", ["Atlas", "onboarding revamp"]),
    _c("hc-053", "projects", [
        ("2024-07-10", "I'm on the platform team"),
        ("2024-11-13", "Jonas moved to the growth team, gonna miss him"),
    ], "Which team am I on?", ["platform", "growth"]),
    _c("hc-054", "projects", [
        ("2025-01-28", "Standup at 9:45 daily"),
        ("2025-03-11", "Standup is 11:00 tomorrow only because of the offsite"),
    ], "What time is standup?", ["9:45", "11:00"]),
    _c("hc-055", "projects", [
        ("2024-05-15", "Our app is built in Flutter"),
        ("2024-10-09", "The first prototype was in React Native, we threw it away after a month"),
    ], "What's our app built in?", ["Flutter", "React Native"]),
    _c("hc-056", "projects", [
        ("2025-02-15", "Writing a novel, 30,000 words in"),
        ("2025-04-19", "Also writing short stories for a zine, the latest one is 4,000 words"),
    ], "How long is my novel?", ["30,000|30000", "4,000|4000"]),
]
