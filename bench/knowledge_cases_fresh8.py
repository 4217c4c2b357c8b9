"""Fresh8 blind set for bench/knowledge_update.py (--set fresh8): hand-written from the brief alone, without reading the engine or any other case set, as personal notes and chat lines across everyday domains."""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u

UPDATES: list[Update] = [
    # --- residence ---
    _u("f8-001", "residence", [
        ("2023-03-14", "Finally settled in Valparaiso. The view from the hill is unreal."),
        ("2023-05-02", "remember to water the basil"),
        ("2024-01-19", "first night in the Montreal apartment, radiator clanks like crazy lol"),
    ], "Which city do I live in?", "Valparaiso", "Montreal|Montréal"),
    _u("f8-002", "residence", [
        ("2022-09-03", "We rent a 2-bed in Kreuzberg, 4th floor no lift, my calves are huge"),
        ("2023-04-28", "Signed for the new place in Neukölln!! boxes everywhere, cat is hiding under the sink"),
    ], "Which neighbourhood do I live in?", "Kreuzberg", "Neukölln|Neukolln"),
    _u("f8-003", "residence", [
        ("2023-06-11", "Address for forms: 14 Harbour Lane, Cobh."),
        ("2023-08-20", "buy stamps + envelopes"),
        ("2024-02-09", "update address everywhere -> 7 Mill Street, Cobh. Harbour Lane lease is done and dusted."),
    ], "What street do I live on?", "Harbour Lane", "Mill Street"),
    _u("f8-004", "residence", [
        ("2022-07-01", "living w/ parents in Pune for now, saving money"),
        ("2022-11-15", "shifted to a PG in Bangalore, Koramangala side. food is meh"),
        ("2023-10-02", "moved into my own 1bhk in Hyderabad finally!! no more PG aunty rules"),
    ], "Which city do I live in?", ["Pune", "Bangalore|Bengaluru"], "Hyderabad"),
    _u("f8-005", "residence", [
        ("2022-05-18", "Home is a houseboat on the Amstel. Don't laugh, it's cosy."),
        ("2023-09-07", "Slept on dry land for the first time in three years. The flat in Utrecht is SO quiet, no ducks knocking on the hull."),
    ], "What kind of home do I live in?", "houseboat", "flat"),
    _u("f8-006", "residence", [
        ("2023-01-22", "I live in Osaka, Tennoji area, 5 min from the zoo."),
        ("2023-03-30", "rice, natto, dish soap"),
        ("2023-11-12", "Moved to Tokyo in the summer and life is so much faster than Kansai. Commute from my place in Nakano to Shibuya is 20 min door to door."),
    ], "Which city do I live in?", "Osaka", "Tokyo"),

    # --- work / job / title ---
    _u("f8-007", "work", [
        ("2023-02-06", "I'm a physio at Kingsway Sports Clinic, mostly knees and shoulders."),
        ("2023-07-17", "Orientation day at Halden Rehab went well. my badge photo is a crime"),
    ], "Where do I work?", "Kingsway", "Halden"),
    _u("f8-008", "work", [
        ("2022-10-10", "job title on linkedin: Junior Copywriter. humbling."),
        ("2023-05-24", "Creative Lead as of Monday!!! team of four, I'm terrified and thrilled"),
    ], "What is my job title?", "junior copywriter", "creative lead"),
    _u("f8-009", "work", [
        ("2022-04-04", "Working at Mercado Libre in BA, payments team, great people."),
        ("2023-03-31", "Last day at Mercado Libre today. farewell asado was 10/10"),
        ("2023-04-10", "started at Globant on Monday, onboarding all week, so many laptops"),
    ], "Which company do I work for?", "Mercado Libre", "Globant"),
    _u("f8-010", "work", [
        ("2021-09-01", "I teach chemistry at Lycée Voltaire. Year 11 are a handful."),
        ("2023-06-14", "my students at Lycée Hoche made me a birthday card with a benzene ring on it, I'm going to cry"),
    ], "Which school do I teach at?", "Voltaire", "Hoche"),
    _u("f8-011", "work", [
        ("2022-01-12", "freelance translator, mostly legal docs DE>EN"),
        ("2022-08-30", "dentist 9:40 thurs"),
        ("2023-02-20", "Signed the contract. In-house translator at Vinted from March, with a pension and everything."),
    ], "Who do I work for?", "freelance", "Vinted"),
    _u("f8-012", "work", [
        ("2023-03-05", "barista @ Blue Heron cafe, weekends only"),
        ("2023-06-18", "call grandma back"),
        ("2023-09-24", "Switched cafes! Closed the till at Little Fern without a single error. small wins"),
    ], "Which cafe do I work at?", "Blue Heron", "Little Fern"),
    _u("f8-013", "work", [
        ("2023-01-09", "My manager is Oksana, she's great at shielding us from nonsense."),
        ("2023-08-03", "Oksana left :( my manager from next week is Tomasz, apparently very into OKRs"),
    ], "Who is my manager?", "Oksana", "Tomasz"),
    _u("f8-014", "work", [
        ("2022-11-21", "I work from the Leeds office 3 days a week, the rest at home"),
        ("2023-10-16", "fully remote since they shut the Leeds office. kitchen table is my desk, cat is my coworker"),
    ], "Where do I work from?", "Leeds office", "remote"),

    # --- relationships ---
    _u("f8-015", "relationships", [
        ("2022-12-24", "me and Dani, 2 yrs today 💕"),
        ("2023-05-13", "broke up with Dani. i'm fine. mostly."),
        ("2023-09-02", "3rd date with Keanu, he cooked laksa from scratch, I'm in trouble"),
    ], "Who am I dating?", "Dani", "Keanu"),
    _u("f8-016", "relationships", [
        ("2022-04-17", "Ingrid and I got engaged on the ferry to Bergen!"),
        ("2023-06-24", "Wedding done. Officially married to Ingrid 🥂 feet destroyed"),
    ], "What is my relationship status?", "engaged", "married"),
    _u("f8-017", "relationships", [
        ("2021-03-08", "my partner Sun-hee and I are repainting the hallway this weekend"),
        ("2022-02-14", "divorce papers signed. Sun-hee keeps the car, I keep the dog."),
        ("2023-01-28", "meeting Aroha's parents in Rotorua this weekend. wish me luck, apparently her dad quizzes people on rugby"),
    ], "Who is my partner?", "Sun-hee", "Aroha"),
    _u("f8-018", "relationships", [
        ("2021-10-02", "Best friend since uni: Pedro. 10 years of terrible karaoke."),
        ("2023-07-19", "honestly Lucía is my best friend now, Pedro and I barely talk"),
    ], "Who is my best friend?", "Pedro", "Lucía|Lucia"),
    _u("f8-019", "relationships", [
        ("2023-02-01", "flatmate: Chloé. super tidy, labels everything in the fridge"),
        ("2023-04-11", "pick up dry cleaning"),
        ("2023-08-29", "Bilal took over the back bedroom. he plays drums. at 11pm. 😩"),
    ], "Who is my flatmate?", "Chloé|Chloe", "Bilal"),
    _u("f8-020", "relationships", [
        ("2022-09-10", "seeing someone! Femi, a vet, very calm energy"),
        ("2023-01-05", "Femi and I called it off. amicable."),
        ("2023-04-22", "Nadia stayed over again. I think this is serious"),
    ], "Who am I seeing?", "Femi", "Nadia"),

    # --- health & medication ---
    _u("f8-021", "health", [
        ("2023-01-16", "Taking sertraline 50mg daily, with breakfast."),
        ("2023-04-03", "doc bumped the sertraline to 100mg, check in 6 weeks"),
    ], "What dose of sertraline do I take?", "50mg", "100mg"),
    _u("f8-022", "health", [
        ("2023-01-02", "scale said 92.3 kg. new year, etc."),
        ("2023-03-19", "water the basil"),
        ("2023-09-30", "79.8 on the scale this morning!!!"),
    ], "How much do I weigh?", "92.3", "79.8"),
    _u("f8-023", "health", [
        ("2022-06-07", "dentist: Dr. Okafor, Elm Rd, Thurs mornings are easiest"),
        ("2023-05-25", "New dentist, Dr. Haddad. cleaning on thursday, she's so gentle compared to the last place"),
    ], "Who is my dentist?", "Okafor", "Haddad"),
    _u("f8-024", "health", [
        ("2022-10-12", "on metformin for the blood sugar, 500 twice a day"),
        ("2023-06-06", "Endo took me off metformin. Ozempic pen from Monday, weekly jab, eek"),
    ], "What medication do I take for my blood sugar?", "metformin", "Ozempic"),
    _u("f8-025", "health", [
        ("2023-02-22", "BP was 148/95 at the checkup, GP not thrilled"),
        ("2023-07-08", "BP 122/80 at the pharmacy machine. less salt actually works??"),
    ], "What was my latest blood pressure reading?", "148/95", "122/80"),
    _u("f8-026", "health", [
        ("2021-11-30", "GP is Dr Mbeki at Northgate surgery"),
        ("2022-06-15", "return library books"),
        ("2023-03-14", "Registered at the Lakeside practice after Northgate closed; my GP there is Dr Lindqvist."),
    ], "Who is my GP?", "Mbeki", "Lindqvist"),
    _u("f8-027", "health", [
        ("2023-01-10", "resting HR 72 according to the watch"),
        ("2023-10-21", "resting heart rate 58. months of slow zone 2 runs paying off"),
    ], "What is my resting heart rate?", "72", "58"),

    # --- diet & preferences ---
    _u("f8-028", "diet", [
        ("2022-03-03", "vegetarian since 2019, don't miss meat at all"),
        ("2023-01-01", "ok fully vegan as of today. bye cheese 😭"),
    ], "What diet do I follow?", "vegetarian", "vegan"),
    _u("f8-029", "diet", [
        ("2022-08-08", "Coffee order: flat white, oat milk, always."),
        ("2023-02-11", "Parcel at the post office, bring ID"),
        ("2023-05-29", "a cortado please. gone right off the milky stuff"),
    ], "What's my usual coffee order?", "flat white", "cortado"),
    _u("f8-030", "diet", [
        ("2022-05-14", "Favourite restaurant: Taverna Nikos, the lamb kleftiko!!"),
        ("2023-08-19", "Sora Ramen has ruined every other restaurant for me, honestly"),
    ], "What's my favourite restaurant?", "Taverna Nikos", "Sora Ramen"),
    _u("f8-031", "diet", [
        ("2022-02-02", "I take my tea with two sugars, fight me"),
        ("2023-04-14", "down to one sugar in tea. baby steps."),
    ], "How many sugars do I take in my tea?", "two", "one"),
    _u("f8-032", "diet", [
        ("2023-01-20", "keto, day 40. dreaming of toast"),
        ("2023-06-09", "gave up keto. doing mediterranean-ish eating, lentils and olive oil on everything"),
    ], "What diet am I following?", "keto", "Mediterranean"),
    _u("f8-033", "diet", [
        ("2022-07-22", "Favourite beer: Pilsner Urquell. Cold. Tall glass."),
        ("2022-10-03", "bin day moved to Wednesday"),
        ("2023-07-30", "sticking to alcohol-free Lucky Saint these days, sleeping like a baby"),
    ], "What beer do I drink?", "Pilsner Urquell", "Lucky Saint"),

    # --- possessions ---
    _u("f8-034", "possessions", [
        ("2022-03-12", "my car: 2012 Honda Civic, silver, 140k miles"),
        ("2023-02-04", "sold the Civic to my cousin Ray"),
        ("2023-02-25", "picked up the Skoda Octavia estate today, so much boot space"),
    ], "What car do I drive?", "Civic", "Octavia"),
    _u("f8-035", "possessions", [
        ("2022-09-19", "Pixel 6. cracked screen but works fine"),
        ("2023-10-05", "switched to an iPhone 15, transferring photos, this is taking forever"),
    ], "What phone do I use?", "Pixel", "iPhone"),
    _u("f8-036", "possessions", [
        ("2021-06-01", "commute on my Brompton, fold it under the desk"),
        ("2022-11-09", "Brompton got nicked outside Tesco 😡"),
        ("2022-12-03", "test rode a Cannondale and bought it on the spot. zero regrets"),
    ], "What bike do I ride?", "Brompton", "Cannondale"),
    _u("f8-037", "possessions", [
        ("2022-04-25", "work laptop is a ThinkPad X1, keyboard is lovely"),
        ("2023-03-08", "IT handed me a MacBook Pro. ThinkPad goes back Friday"),
    ], "What work laptop do I use?", "ThinkPad", "MacBook"),
    _u("f8-038", "possessions", [
        ("2022-08-14", "wearing a Garmin Forerunner for runs + sleep"),
        ("2022-12-30", "renew the TV licence"),
        ("2023-06-20", "Apple Watch buzzed me to stand up in the middle of a board meeting 🙄"),
    ], "What smartwatch do I wear?", "Garmin", "Apple Watch"),
    _u("f8-039", "possessions", [
        ("2022-10-28", "Sony XM4s are my daily headphones, noise cancelling is witchcraft"),
        ("2023-11-24", "Bose QC Ultra came today; the Sonys go to my brother"),
    ], "What headphones do I use?", "Sony", "Bose"),

    # --- money ---
    _u("f8-040", "money", [
        ("2022-06-30", "salary 52k, not bad for year 2"),
        ("2023-07-12", "new job, offer accepted: 61k base + bonus 🎉"),
    ], "What is my salary?", "52k", "61k"),
    _u("f8-041", "money", [
        ("2022-09-01", "rent is €950/month incl. water"),
        ("2023-03-15", "Landlord's letter: rent goes to €1,040 from April. Sigh."),
    ], "How much is my rent?", "950", "1,040|1040"),
    _u("f8-042", "money", [
        ("2022-11-02", "saving for a house deposit: target 30k"),
        ("2023-01-13", "oven cleaner, foil, bin bags"),
        ("2023-08-17", "deposit target is 45k realistically, prices are insane"),
    ], "What is my house deposit savings target?", "30k", "45k"),
    _u("f8-043", "money", [
        ("2021-05-05", "main bank: Barclays"),
        ("2023-04-28", "salary lands in Monzo from this month, Barclays account closing"),
    ], "What's my main bank?", "Barclays", "Monzo"),
    _u("f8-044", "money", [
        ("2023-01-08", "grocery budget 400/month, let's see"),
        ("2023-06-02", "trimmed groceries to 320 a month and we're eating better lol"),
    ], "What is my monthly grocery budget?", "400", "320"),
    _u("f8-045", "money", [
        ("2022-02-21", "freelance rate: $85/hr"),
        ("2022-07-07", "quoted $110/hr to the Ferris client and they didn't blink. that's the rate going forward"),
    ], "What's my hourly rate?", "85", "110"),
    _u("f8-046", "money", [
        ("2023-02-14", "emergency fund at 3,200"),
        ("2023-05-09", "fix the wobbly shelf"),
        ("2023-12-01", "emergency fund hit 5,000 🎉🎉"),
    ], "How much is in my emergency fund?", "3,200", "5,000"),

    # --- dates & deadlines ---
    _u("f8-047", "dates", [
        ("2023-01-30", "Thesis due 15 May. Panic scheduled for April."),
        ("2023-04-19", "supervisor gave me an extension: 30 June!! breathing again"),
    ], "When is my thesis due?", "15 May", "30 June"),
    _u("f8-048", "dates", [
        ("2023-02-12", "Wedding date set: 12 September 💒"),
        ("2023-05-06", "venue double-booked us, so the date moved to 3 October, same venue"),
    ], "When is our wedding?", "12 September", "3 October"),
    _u("f8-049", "dates", [
        ("2022-08-18", "passport expires March 2025, renew before Japan"),
        ("2023-02-23", "new passport came back from HMPO, valid till March 2035"),
    ], "When does my passport expire?", "2025", "2035"),
    _u("f8-050", "dates", [
        ("2023-03-03", "Lease ends Aug 2025."),
        ("2023-09-10", "order birthday cake for Sam"),
        ("2024-01-26", "Signed the renewal. Lease end date: July 2027"),
    ], "When does my lease end?", "Aug 2025", "July 2027"),
    _u("f8-051", "dates", [
        ("2023-01-11", "Launch date for the app: 1 March"),
        ("2023-02-17", "launch slipped to 22 March, QA found a nasty crash"),
    ], "When is the app launch?", "1 March", "22 March"),
    _u("f8-052", "dates", [
        ("2023-09-21", "Driving test booked: 9 Nov, Wood Green centre"),
        ("2023-10-30", "instructor's off sick so the test is 14 Dec instead. more parallel parking practice i guess"),
    ], "When is my driving test?", "9 Nov", "14 Dec"),

    # --- schedules ---
    _u("f8-053", "schedules", [
        ("2022-09-06", "Pottery class Tuesdays 7pm, bring an apron"),
        ("2023-01-10", "pottery's on Wednesdays at 6 from this term"),
    ], "When is my pottery class?", "Tuesdays", "Wednesdays"),
    _u("f8-054", "schedules", [
        ("2023-02-06", "Spanish lessons with Lupe: Mondays 5pm"),
        ("2023-03-22", "dog food + poo bags"),
        ("2023-05-11", "Lupe can only do Thursdays now, so Thursday 5pm it is"),
    ], "What day is my Spanish lesson?", "Mondays", "Thursday|Thursdays"),
    _u("f8-055", "schedules", [
        ("2022-08-26", "5-a-side every Friday at 8"),
        ("2022-10-07", "5-a-side kicks off at 9pm tonight, the 9pm slot is ours for the whole season"),
    ], "What time is my 5-a-side?", "8", "9pm"),
    _u("f8-056", "schedules", [
        ("2023-01-18", "therapy w/ Jo every other Weds 10am"),
        ("2023-06-30", "Jo's put me on Friday mornings going forward, works better with the school run"),
    ], "When do I have therapy?", "Weds", "Friday"),
    _u("f8-057", "schedules", [
        ("2023-03-06", "PT sessions Mon/Wed 7am. rip my mornings"),
        ("2023-04-25", "buy birthday card for Aunt Rosa"),
        ("2023-09-04", "PT is now Tue/Thu at 6:30 for the rest of the year"),
    ], "When are my PT sessions?", "Mon/Wed", "Tue/Thu"),
    _u("f8-058", "schedules", [
        ("2023-01-07", "Kids' swim lesson Saturday 9am at the leisure centre"),
        ("2023-05-14", "swim lesson Sunday at 10 going forward, pool refurb messed up the timetable"),
    ], "When is the kids' swim lesson?", "Saturday", "Sunday"),
    _u("f8-059", "schedules", [
        ("2022-10-13", "choir rehearsal Thursdays in the church hall"),
        ("2023-02-16", "rehearsal at the library annex tonight and every week after, heating in the old place is broken beyond repair"),
    ], "Where is choir rehearsal?", "church hall", "library annex"),

    # --- people around the user ---
    _u("f8-060", "people", [
        ("2022-06-19", "My sister Amaka's partner is Tunde, great bbq guy"),
        ("2023-01-21", "Amaka and Tunde split. she's ok."),
        ("2023-07-02", "Amaka brought Kofi to Sunday lunch, he's lovely, they seem serious"),
    ], "Who is my sister's partner?", "Tunde", "Kofi"),
    _u("f8-061", "people", [
        ("2022-03-27", "Dad's done 30 years on the line at the Ford plant"),
        ("2023-04-15", "Dad is retired!!! party on Sat, he already bought a fishing rod"),
    ], "What does my dad do for work?", "Ford", "retired"),
    _u("f8-062", "people", [
        ("2022-05-09", "Brother Sami lives in Dubai, visiting in Dec"),
        ("2022-07-11", "return the drill to Mo"),
        ("2023-02-08", "Sami's flat in Doha has a rooftop pool. so jealous"),
    ], "Where does my brother live?", "Dubai", "Doha"),
    _u("f8-063", "people", [
        ("2022-12-12", "Mum's mobile ends 4471"),
        ("2023-06-27", "mum got a different number, ends 9023, saved it"),
    ], "What are the last digits of my mum's phone number?", "4471", "9023"),
    _u("f8-064", "people", [
        ("2022-02-15", "Jonno's an electrician, he'll sort the light fitting"),
        ("2023-08-08", "Jonno's no longer doing electrics, he's a truck driver now, says it's way less stress"),
    ], "What is Jonno's job?", "electrician", "truck driver"),
    _u("f8-065", "people", [
        ("2022-11-27", "Grandma lives at Oakview care home, visiting hours 2-5"),
        ("2023-05-20", "Grandma moved to Birchwood House, her room has a garden view, she's much happier"),
    ], "Where does Grandma live?", "Oakview", "Birchwood"),
    _u("f8-066", "people", [
        ("2022-09-05", "Leo's in Year 3 at St Columba's"),
        ("2023-03-01", "sort out the car tax"),
        ("2023-09-06", "Leo's first day at Greenhill Primary! he made a friend called Otis already"),
    ], "Which school does Leo go to?", "Columba", "Greenhill"),

    # --- projects & teams ---
    _u("f8-067", "projects", [
        ("2022-07-18", "I'm on the Payments squad, on-call every 6 weeks"),
        ("2023-02-27", "first standup with the Identity team, very different vibe, everyone has cameras on"),
    ], "Which team am I on?", "Payments", "Identity"),
    _u("f8-068", "projects", [
        ("2022-04-10", "side project: recipe app called Spoonful"),
        ("2022-09-18", "shelved Spoonful. all in on Tidepool, a little tide-times widget"),
    ], "What is my side project?", "Spoonful", "Tidepool"),
    _u("f8-069", "projects", [
        ("2023-01-03", "project lead on the Atlas migration, wish me luck"),
        ("2023-04-04", "water the basil!!"),
        ("2023-06-12", "handed Atlas over to Priya, I'm leading Borealis from here"),
    ], "Which project do I lead?", "Atlas", "Borealis"),
    _u("f8-070", "projects", [
        ("2022-10-01", "main client: Halvorsen Shipping, ~30 hrs a week"),
        ("2023-03-31", "invoice #3 to Kestrel Foods sent; they're like 80% of my hours these days"),
    ], "Who is my main client?", "Halvorsen", "Kestrel"),
    _u("f8-071", "projects", [
        ("2023-02-13", "desk 4B, by the window, don't let anyone take it"),
        ("2023-07-24", "hot-desking life. usually grab 7F by the kitchen, it's fine"),
    ], "Which desk do I sit at?", "4B", "7F"),

    # --- subscriptions & providers ---
    _u("f8-072", "subscriptions", [
        ("2022-03-16", "internet: Virgin Media, 200Mb"),
        ("2023-01-25", "switched broadband: Hyperoptic engineer came, 900Mb, finally can game and stream at the same time"),
    ], "Who is my internet provider?", "Virgin Media", "Hyperoptic"),
    _u("f8-073", "subscriptions", [
        ("2022-01-19", "phone plan with Vodafone, 30GB"),
        ("2022-06-03", "book haircut"),
        ("2022-09-29", "ported my number to Lebara. half the price, same signal"),
    ], "What's my mobile provider?", "Vodafone", "Lebara"),
    _u("f8-074", "subscriptions", [
        ("2021-12-01", "Spotify family plan, shared with my sister"),
        ("2023-03-18", "cancelled Spotify"),
        ("2023-03-20", "apple music's lossless is worth it tbh, my headphones finally make sense"),
    ], "What music streaming service do I use?", "Spotify", "Apple Music"),
    _u("f8-075", "subscriptions", [
        ("2022-05-23", "electricity with Octopus, the agile tariff"),
        ("2023-02-02", "first bill from EDF. ugh, higher than I thought"),
    ], "Who supplies my electricity?", "Octopus", "EDF"),
    _u("f8-076", "subscriptions", [
        ("2022-08-01", "member at PureGym, the one by the station"),
        ("2023-01-15", "Climbing Hangar membership covers the gym bit too, so PureGym is cancelled"),
    ], "Which gym am I a member of?", "PureGym", "Climbing Hangar"),
    _u("f8-077", "subscriptions", [
        ("2022-10-17", "car insurance with Admiral, renews Oct"),
        ("2022-12-08", "defrost freezer this weekend"),
        ("2023-10-19", "Direct Line policy docs came through, 40 quid cheaper"),
    ], "Who is my car insurer?", "Admiral", "Direct Line"),

    # --- hobbies & sports ---
    _u("f8-078", "hobbies", [
        ("2023-01-14", "training for a half marathon in April"),
        ("2023-05-22", "signed up for the Berlin Marathon. the full 42k 😱 what have I done"),
    ], "What race am I training for?", "half marathon", "Berlin Marathon"),
    _u("f8-079", "hobbies", [
        ("2022-11-11", "chess.com rapid 1180, stuck forever"),
        ("2023-04-30", "HIT 1320 RAPID!! the endgame drills work"),
    ], "What's my chess rapid rating?", "1180", "1320"),
    _u("f8-080", "hobbies", [
        ("2022-06-25", "climbing at V3 level, slab is my nemesis"),
        ("2022-08-09", "pay the window cleaner"),
        ("2023-03-12", "sent my first V5 today, shaking"),
    ], "What grade do I climb?", "V3", "V5"),
    _u("f8-081", "hobbies", [
        ("2022-09-13", "playing for the Dropshots in the Tuesday badminton league"),
        ("2023-09-12", "Dropshots folded, so I'm with the Shuttlecocks this season"),
    ], "Which badminton team am I on?", "Dropshots", "Shuttlecocks"),
    _u("f8-082", "hobbies", [
        ("2022-05-01", "golf handicap 18"),
        ("2023-06-18", "off 14 after the club comp, buzzing"),
    ], "What's my golf handicap?", "18", "14"),

    # --- pets ---
    _u("f8-083", "pets", [
        ("2021-07-04", "Our dog Biscuit turned 14 today, still chasing squirrels"),
        ("2022-03-10", "we lost Biscuit this week 💔"),
        ("2022-09-15", "Meet Pepper, 9 weeks old, chewing everything including my soul"),
    ], "What is my dog's name?", "Biscuit", "Pepper"),
    _u("f8-084", "pets", [
        ("2022-04-06", "vet: Paws & Claws on High St"),
        ("2023-02-21", "new vet! took Miso to Harbourside Vets for her jabs, lovely nurse there"),
    ], "Which vet do I use?", "Paws & Claws", "Harbourside"),
    _u("f8-085", "pets", [
        ("2022-07-26", "Miso eats Lily's Kitchen wet food, the salmon one"),
        ("2022-11-14", "get lightbulbs for the hallway"),
        ("2023-05-03", "Miso on Royal Canin renal per the vet, she's sulking about it"),
    ], "What food does my cat eat?", "Lily's Kitchen", "Royal Canin"),
    _u("f8-086", "pets", [
        ("2022-08-22", "pet sitter: Grace from next door"),
        ("2023-07-13", "Rohan is watching the dogs while we're in Wales, Grace has gone to uni"),
    ], "Who is my pet sitter?", "Grace", "Rohan"),

    # --- travel plans ---
    _u("f8-087", "travel", [
        ("2023-01-29", "Summer trip: Crete! flights booked for 12 Jul"),
        ("2023-06-01", "Crete's cancelled (strikes), we're going to Sardinia instead"),
    ], "Where am I going this summer?", "Crete", "Sardinia"),
    _u("f8-088", "travel", [
        ("2023-02-19", "Honeymoon: Bali, 10 days 🌴"),
        ("2023-04-08", "buy sunscreen, adapter"),
        ("2023-05-17", "booked Zanzibar for the honeymoon. stone town + beach, can't wait"),
    ], "Where are we going for our honeymoon?", "Bali", "Zanzibar"),
    _u("f8-089", "travel", [
        ("2023-08-01", "flight to Seoul on the 3rd, KE908"),
        ("2023-08-25", "rebooked on OZ522 same day, 2 hrs later"),
    ], "What's my flight number to Seoul?", "KE908", "OZ522"),
    _u("f8-090", "travel", [
        ("2023-01-09", "Japan trip planned for April, sakura!!"),
        ("2023-02-28", "Japan pushed to October, better prices and autumn leaves"),
    ], "When is my Japan trip?", "April", "October"),
    _u("f8-091", "travel", [
        ("2023-03-21", "hotel in Marrakech: Riad Dar Anika, 4 nights"),
        ("2023-04-27", "changed hotels: Riad Yasmine confirmed for Marrakech — the one with the green tiles on insta"),
    ], "Which riad are we staying at in Marrakech?", "Dar Anika", "Yasmine"),

    # --- education ---
    _u("f8-092", "education", [
        ("2022-09-26", "studying for a BSc in Biology at Leeds, first year"),
        ("2023-06-23", "transfer went through: I'm doing Biomedical Science from 2nd year"),
    ], "What is my degree subject?", "Biology", "Biomedical Science"),
    _u("f8-093", "education", [
        ("2022-10-04", "French level B1, can order wine, can't argue politics"),
        ("2022-12-14", "get the boiler serviced"),
        ("2023-06-28", "passed the DELF B2 🥳🥳"),
    ], "What is my French level?", "B1", "B2"),
    _u("f8-094", "education", [
        ("2022-09-19", "evening MBA at Warwick, year 1 of 2"),
        ("2023-09-18", "back to campus for year 2, this is the dissertation year"),
    ], "What year of my MBA am I in?", "year 1", "year 2"),
    _u("f8-095", "education", [
        ("2021-10-01", "PhD supervisor: Prof. Adeyemi"),
        ("2022-08-16", "Prof. Castellanos agreed to take me on after Adeyemi left for Oxford. relief"),
    ], "Who is my PhD supervisor?", "Adeyemi", "Castellanos"),
    _u("f8-096", "education", [
        ("2023-01-05", "doing the Coursera data science cert in the evenings"),
        ("2023-05-15", "day 1 at Le Wagon bootcamp, 9 weeks of intense python"),
    ], "Which course am I doing?", "Coursera", "Le Wagon"),

    # --- tools & software ---
    _u("f8-097", "tools", [
        ("2021-04-12", "all notes in Evernote, 10 years of clutter"),
        ("2023-03-26", "moved all my notes to Obsidian, plain markdown ftw"),
    ], "What app do I take notes in?", "Evernote", "Obsidian"),
    _u("f8-098", "tools", [
        ("2022-02-08", "editor: VS Code with vim keys"),
        ("2022-09-12", "call the bank about the card"),
        ("2023-01-31", "neovim config is finally perfect, 3 weekends well spent"),
    ], "What code editor do I use?", "VS Code", "neovim|nvim"),
    _u("f8-099", "tools", [
        ("2021-08-20", "passwords are in LastPass"),
        ("2023-01-04", "after the breach: exported everything to Bitwarden and deleted the LastPass account"),
    ], "Which password manager do I use?", "LastPass", "Bitwarden"),
    _u("f8-100", "tools", [
        ("2022-06-13", "to-do list lives in Trello, one board per life area"),
        ("2023-02-06", "Todoist inbox zero for the first time ever. the natural language dates are magic"),
    ], "What app do I use for my to-do list?", "Trello", "Todoist"),
]

CONTROLS: list[Control] = [
    _c("f8c-001", "hobbies", [
        ("2023-02-04", "Started bouldering at the Arch, forearms on fire"),
        ("2023-06-11", "also doing yoga on Sundays, helps the shoulders"),
    ], "What activities do I do?", ["bouldering", "yoga"]),
    _c("f8c-002", "pets", [
        ("2022-05-15", "Our cat Tofu knocked a glass off the table again"),
        ("2023-01-22", "adopted a second cat, Mochi! Tofu is deeply suspicious"),
    ], "What are my cats called?", ["Tofu", "Mochi"]),
    _c("f8c-003", "languages", [
        ("2021-09-09", "I speak Portuguese and English at home"),
        ("2022-03-18", "water the basil"),
        ("2023-04-02", "held a whole convo in Korean with the shop owner today!! 2 yrs of study"),
    ], "What languages do I speak?", ["Portuguese", "English", "Korean"]),
    _c("f8c-004", "work", [
        ("2022-11-07", "I work at Shopify as a data engineer"),
        ("2023-03-13", "My brother got a job at Stripe!! so proud"),
    ], "Where do I work?", ["Shopify"]),
    _c("f8c-005", "residence", [
        ("2022-07-14", "I live in Nairobi, Kilimani side"),
        ("2023-02-26", "remembering the year I lived in Kampala, 2016, what a time"),
    ], "Which city do I live in?", ["Nairobi"]),
    _c("f8c-006", "possessions", [
        ("2022-04-20", "I drive a Toyota Corolla, it will outlive us all"),
        ("2023-05-05", "dreaming of a Tesla one day. saving up, slowly"),
    ], "What car do I drive?", ["Corolla"]),
    _c("f8c-007", "schedules", [
        ("2023-01-09", "Yoga every Monday 6pm at the community hall"),
        ("2023-05-01", "this week yoga's on Tuesday because of the bank holiday"),
    ], "What day is my regular yoga class?", ["Monday"]),
    _c("f8c-008", "residence", [
        ("2022-10-30", "I live in Melbourne, Brunswick"),
        ("2023-03-06", "two weeks in Hanoi for work, the hotel pho is incredible"),
    ], "Which city do I live in?", ["Melbourne"]),
    _c("f8c-009", "work", [
        ("2022-08-15", "I'm a software engineer at Atlassian"),
        ("2023-02-09", "buy printer ink"),
        ("2023-07-21", "another day at Atlassian, another Jira ticket about Jira lol"),
    ], "Where do I work?", ["Atlassian"]),
    _c("f8c-010", "money", [
        ("2023-01-17", "My rent is £1,200, bills on top"),
        ("2023-04-09", "Lena pays £1,650 for her place in Hackney. madness"),
    ], "How much is my rent?", ["1,200"]),
    _c("f8c-011", "money", [
        ("2023-04-06", "ISA balance: 8,400"),
        ("2023-07-28", "pension pot statement came, says 23,100"),
    ], "What is my ISA balance?", ["8,400"]),
    _c("f8c-012", "residence", [
        ("2021-06-19", "Our house is in Bristol, Bishopston"),
        ("2022-12-05", "clean the gutters"),
        ("2023-05-27", "we bought a little holiday cottage in Cornwall!! weekends sorted"),
    ], "Where are the places we own?", ["Bristol", "Cornwall"]),
    _c("f8c-013", "work", [
        ("2022-09-12", "I'm a teaching assistant at Brookfield primary"),
        ("2023-03-25", "weekend shifts at the garden centre too, extra cash for the holiday"),
    ], "Where do I work?", ["Brookfield", "garden centre"]),
    _c("f8c-014", "people", [
        ("2022-06-06", "I live in Cape Town, Observatory"),
        ("2023-01-30", "my best friend Thandi moved to Johannesburg 😢 already miss her"),
    ], "Which city do I live in?", ["Cape Town"]),
    _c("f8c-015", "people", [
        ("2022-04-02", "my sister Jade lives in Seattle"),
        ("2022-10-21", "my other sister, Maya, lives in Austin, visiting her next month"),
    ], "Where do my sisters live?", ["Seattle", "Austin"]),
    _c("f8c-016", "travel", [
        ("2023-01-24", "Heading to Peru in May! Machu Picchu permits booked"),
        ("2023-03-04", "thinking back to Iceland in 2019, best trip ever"),
    ], "Where am I travelling in May?", ["Peru"]),
    _c("f8c-017", "work", [
        ("2022-03-14", "I'm a pharmacist at Boots, Camden branch"),
        ("2022-06-20", "descale the kettle"),
        ("2023-08-14", "interviewing at Lloyds next week, fingers crossed"),
    ], "Where do I work?", ["Boots"]),
    _c("f8c-018", "health", [
        ("2022-01-25", "on levothyroxine daily, first thing before coffee"),
        ("2022-11-03", "GP added vitamin D for the winter"),
    ], "What medication and supplements do I take?", ["levothyroxine", "vitamin D"]),
    _c("f8c-019", "diet", [
        ("2022-07-08", "love Thai food, could eat larb every day"),
        ("2023-02-15", "Ethiopian is my other big love. injera with everything"),
    ], "Which cuisines do I love?", ["Thai", "Ethiopian"]),
    _c("f8c-020", "diet", [
        ("2021-05-12", "I'm vegetarian, 8 years"),
        ("2023-03-09", "ate grandad's fish stew at the wake, didn't have the heart to say no. just the once."),
    ], "What diet do I follow?", ["vegetarian"]),
    _c("f8c-021", "possessions", [
        ("2023-02-03", "personal phone is a Galaxy S23"),
        ("2023-06-15", "work gave me a cheap Nokia for on-call weeks"),
    ], "What phones do I have?", ["Galaxy", "Nokia"]),
    _c("f8c-022", "relationships", [
        ("2022-02-12", "My wife Rania makes the best maqluba"),
        ("2022-09-01", "pick up prescription"),
        ("2023-02-12", "anniversary dinner with Rania, 8 years married!"),
    ], "Who is my wife?", ["Rania"]),
    _c("f8c-023", "work", [
        ("2022-05-30", "I'm a senior accountant at Grant & Co"),
        ("2023-04-18", "Fatima got promoted to manager, so deserved"),
    ], "What is my job title?", ["senior accountant"]),
    _c("f8c-024", "money", [
        ("2022-12-19", "My salary is 48k"),
        ("2023-05-08", "Jake told me he's on 70k at Deloitte 😳"),
    ], "What is my salary?", ["48k"]),
    _c("f8c-025", "schedules", [
        ("2022-09-14", "swim club Wednesdays 7pm"),
        ("2023-01-20", "tidy the shed"),
        ("2023-02-24", "pool closed on Wednesday this week so I swam Friday instead"),
    ], "When is swim club?", ["Wednesdays"]),
    _c("f8c-026", "dates", [
        ("2023-01-26", "Grant report due 30 April"),
        ("2023-02-22", "the conference abstract is due 12 March, separate thing, don't mix them up"),
    ], "When is the grant report due?", ["30 April"]),
    _c("f8c-027", "subscriptions", [
        ("2022-08-05", "Netflix on the family account"),
        ("2023-03-29", "added Crunchyroll for the kids, they only watch anime now"),
    ], "Which streaming services do I pay for?", ["Netflix", "Crunchyroll"]),
    _c("f8c-028", "residence", [
        ("2022-10-08", "living in a flat in Leith, top floor"),
        ("2023-06-04", "would love a house with a garden someday, with a lemon tree"),
    ], "Where do I live?", ["Leith"]),
    _c("f8c-029", "work", [
        ("2022-06-27", "I'm a graphic designer at Pentagram"),
        ("2022-12-22", "wrap presents"),
        ("2023-05-31", "Eli starts as head chef at Dishoom next week!!"),
    ], "Where do I work?", ["Pentagram"]),
    _c("f8c-030", "pets", [
        ("2022-03-02", "Dog: Rufus, border collie, too smart"),
        ("2023-04-21", "we're fostering a kitten for a month, Rufus is confused"),
    ], "What is my dog's name?", ["Rufus"]),
    _c("f8c-031", "projects", [
        ("2023-01-16", "leading the Orion rollout this quarter"),
        ("2023-03-27", "also helping out on Vega part-time, two days a week"),
    ], "Which projects am I working on?", ["Orion", "Vega"]),
    _c("f8c-032", "education", [
        ("2022-09-05", "doing a master's in urban planning at TU Delft"),
        ("2023-02-07", "my undergrad in Ljubljana was so different, way less group work"),
    ], "Where am I doing my master's?", ["Delft"]),
    _c("f8c-033", "tools", [
        ("2022-05-10", "I use Figma for all design work"),
        ("2022-07-19", "renew parking permit"),
        ("2023-01-12", "also sketching in Procreate on the iPad before going to screens"),
    ], "What design tools do I use?", ["Figma", "Procreate"]),
    _c("f8c-034", "possessions", [
        ("2022-11-16", "I drive a Mazda 3, red"),
        ("2023-03-02", "borrowing mum's Fiat Panda while the Mazda is in the garage"),
    ], "What car do I own?", ["Mazda"]),
    _c("f8c-035", "health", [
        ("2023-01-06", "I weigh 64kg, happy there"),
        ("2023-05-19", "the dog weighs 31kg now, absolute chonk"),
    ], "How much do I weigh?", ["64kg"]),
    _c("f8c-036", "residence", [
        ("2022-04-11", "home is Kyoto, near Demachiyanagi"),
        ("2022-08-02", "order more coffee beans"),
        ("2022-11-20", "Kyoto in autumn never gets old, walked home along the Kamo river"),
    ], "Which city do I live in?", ["Kyoto"]),
    _c("f8c-037", "hobbies", [
        ("2022-10-24", "I play cello in a community orchestra"),
        ("2023-04-16", "found my old skateboard from when I was 15 in the loft"),
    ], "What instrument do I play?", ["cello"]),
    _c("f8c-038", "people", [
        ("2022-08-30", "My brother Arjun is a pilot with Emirates"),
        ("2023-06-07", "cousin Dev just joined Emirates as cabin crew, family business lol"),
    ], "What does my brother do?", ["pilot"]),
    _c("f8c-039", "residence", [
        ("2022-12-03", "I live in Wellington, windy as ever"),
        ("2023-02-18", "renew car rego"),
        ("2023-07-09", "might move to Auckland next year if the job comes through"),
    ], "Which city do I live in?", ["Wellington"]),
    _c("f8c-040", "schedules", [
        ("2023-01-05", "Book club is the first Thursday of the month"),
        ("2023-03-23", "April's book club is on the Wednesday because of Easter"),
    ], "On what day does book club usually meet?", ["Thursday"]),
]
