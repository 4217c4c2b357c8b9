"""Fresh6 blind set for bench/knowledge_update.py (--set fresh6): hand-written from the brief alone, without reading the engine or any other case set, as personal notes and chat lines across 20 everyday domains."""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u

UPDATES: list[Update] = [
    # ---------------------------------------------------------------- residence
    _u("f6-001", "residence", [
        ("2023-02-11", "Address for forms: 14 Quarry Lane, Ashbeck. Flat 2."),
        ("2023-05-02", "remember to return the library books by friday"),
        ("2023-10-19", "Picked up the keys to the place on Tamsin Row in Hollowmere today!! 🎉 so many boxes"),
    ], "Which town do I live in?", "Ashbeck", "Hollowmere"),
    _u("f6-002", "residence", [
        ("2022-08-03", "I rent a one-bed in Kestrel Vale, above the bakery. Smells amazing at 6am"),
        ("2023-01-20", "moved to Brindlecombe — cheaper rent, longer commute, worth it"),
        ("2024-04-08", "new flat in Ortley Cross, finally walking distance to work"),
    ], "Where do I live?", ["Kestrel Vale", "Brindlecombe"], "Ortley Cross"),
    _u("f6-003", "residence", [
        ("2023-03-14", "home = the narrowboat moored at Calder Basin. cold but cosy"),
        ("2023-06-01", "dentist reminder: 6 month checkup"),
        ("2023-11-22", "Signed the lease on a ground-floor flat on Pellow Street. Boat's up for sale."),
    ], "Where do I live?", "Calder Basin", "Pellow Street"),
    _u("f6-004", "residence", [
        ("2024-01-09", "my postcode is HX7 4QB (for the parcel people)"),
        ("2024-07-30", "postcode is now LD3 9RT after the move, update amazon + bank"),
    ], "What's my postcode?", "HX7 4QB", "LD3 9RT"),
    _u("f6-005", "residence", [
        ("2022-05-17", "we're on the 9th floor, lift is always broken lol"),
        ("2022-09-02", "call gas company re meter reading"),
        ("2023-02-26", "swapped to a flat on the 2nd floor in the same block, knees are grateful"),
    ], "Which floor is my flat on?", "9th", "2nd"),

    # ---------------------------------------------------------------- work
    _u("f6-006", "work", [
        ("2023-01-09", "I'm a junior analyst at Brightwater Freight, mostly spreadsheets"),
        ("2023-04-18", "pick up dry cleaning thurs"),
        ("2023-09-04", "first day at Caddon Systems tomorrow, nervous!!"),
    ], "Which company do I work for?", "Brightwater Freight", "Caddon Systems"),
    _u("f6-007", "work", [
        ("2022-03-01", "title: Support Engineer"),
        ("2022-11-14", "promoted to Solutions Engineer 🥳 drinks on me"),
        ("2024-02-05", "Signed the offer — Staff Solutions Architect, starting in March"),
    ], "What's my job title?", ["Support Engineer", "Solutions Engineer"], "Staff Solutions Architect"),
    _u("f6-008", "work", [
        ("2023-05-22", "my manager is Ruth Okafor-Lind. 1:1s on Tuesdays"),
        ("2023-07-03", "order new running shoes"),
        ("2023-10-10", "Ruth left the company, I'm reporting to Dev Amberley now"),
    ], "Who is my manager?", "Ruth Okafor-Lind", "Dev Amberley"),
    _u("f6-009", "work", [
        ("2024-02-12", "office: Unit 5, Garrow Business Park (park round the back)"),
        ("2024-03-30", "book MOT for the car"),
        ("2024-08-19", "team relocated to the Halden Tower office, 14th floor, great views"),
    ], "Which office do I work from?", "Garrow Business Park", "Halden Tower"),
    _u("f6-010", "work", [
        ("2022-06-06", "contract is 37.5 hours a week, 9-5:30"),
        ("2022-12-01", "went part-time: 24 hours a week from December, Mondays and Fridays off 🙌"),
    ], "How many hours a week is my contract?", "37.5", "24"),

    # ---------------------------------------------------------------- relationships
    _u("f6-011", "relationships", [
        ("2022-07-09", "Seeing someone! His name's Corin, we met at the pottery class"),
        ("2022-10-30", "buy birthday card for Gran"),
        ("2023-03-18", "Corin and I broke up. It's fine. mostly."),
        ("2023-09-02", "third date with Anselm tonight, he made me laugh so much 😊 we're official"),
    ], "Who am I dating?", "Corin", "Anselm"),
    _u("f6-012", "relationships", [
        ("2023-01-01", "relationship status: engaged to Marisol"),
        ("2023-06-24", "Married Marisol today at Ferncliffe Hall 💍 best day ever"),
    ], "What's my relationship status with Marisol?", "engaged", "Married"),
    _u("f6-013", "relationships", [
        ("2022-04-11", "emergency contact: Lotte Varga (best friend) 07700 900412"),
        ("2023-05-05", "pay council tax"),
        ("2023-05-29", "emergency contact: Ewan Thrale, my brother, since Lotte's moved abroad"),
    ], "Who is my emergency contact?", "Lotte Varga", "Ewan Thrale"),
    _u("f6-014", "relationships", [
        ("2022-02-02", "flatmate is Jodie Penhallow, she's lovely but never does dishes"),
        ("2022-09-15", "Jodie out, Ravi Castellane in as the new flatmate"),
        ("2023-07-07", "Ravi's off to Orrin Bay for work. new flatmate is Sunniva Holt, seems tidy!"),
    ], "Who's my flatmate?", ["Jodie Penhallow", "Ravi Castellane"], "Sunniva Holt"),
    _u("f6-015", "relationships", [
        ("2024-03-10", "Mira and I are long-distance for now, she's in Quellhaven, me here"),
        ("2024-05-01", "renew passport!!"),
        ("2024-10-12", "Mira got the transfer and we got the keys to our flat on Sedge Street together 🥹 no more train weekends"),
    ], "Where does Mira live?", "Quellhaven", "Sedge Street"),

    # ---------------------------------------------------------------- health
    _u("f6-016", "health", [
        ("2023-01-17", "GP: Dr. Halvorsen at Beckside Surgery"),
        ("2023-04-04", "bins: recycling week"),
        ("2023-08-28", "registered with Dr. Anwuli Chikwe at the Marsh Road practice, Beckside was too far to walk"),
    ], "Who's my GP?", "Dr. Halvorsen|Halvorsen", "Dr. Anwuli Chikwe|Chikwe"),
    _u("f6-017", "health", [
        ("2022-03-09", "sertraline 50mg each morning"),
        ("2022-07-12", "doc upped it to 100mg"),
        ("2023-01-30", "tapering, down to 25mg as of this week"),
    ], "What dose of sertraline am I on?", ["50mg", "100mg"], "25mg"),
    _u("f6-018", "health", [
        ("2024-02-02", "physio with Gwen at Northgate Clinic, tuesdays 8am"),
        ("2024-03-19", "defrost the freezer"),
        ("2024-05-14", "physio sessions are with Baptiste now, Gwen retired"),
    ], "Who's my physio?", "Gwen", "Baptiste"),
    _u("f6-019", "health", [
        ("2023-06-10", "BP at checkup 148/92, told to cut salt"),
        ("2023-07-01", "call Aunt Rhoda"),
        ("2023-12-05", "BP today 126/80!! the walking is working"),
    ], "What is my blood pressure?", "148/92", "126/80"),
    _u("f6-020", "health", [
        ("2022-09-21", "dentist: Dr. Ferreira-Quist, Millbank Dental"),
        ("2023-03-15", "Millbank closed, so dentist is Dr. Yusra Baig at Harrowgate Smiles"),
        ("2024-02-08", "booked with Dr. Tomasz Kell at Lindle Dental, Yusra left the practice"),
    ], "Who's my dentist?", ["Ferreira-Quist", "Yusra Baig"], "Tomasz Kell"),

    # ---------------------------------------------------------------- diet and drink
    _u("f6-021", "diet", [
        ("2023-02-01", "coffee order: oat flat white, two sugars"),
        ("2023-03-09", "post the tax form"),
        ("2023-06-18", "cut the sugar. oat flat white, no sugar, feel very virtuous"),
    ], "How do I take my coffee?", "two sugars", "no sugar"),
    _u("f6-022", "diet", [
        ("2022-01-05", "veggie since jan, still eat cheese and eggs"),
        ("2022-05-20", "water the tomatoes"),
        ("2022-10-01", "went fully vegan this month, goodbye halloumi 😢"),
    ], "What's my diet?", "veggie", "vegan"),
    _u("f6-023", "diet", [
        ("2022-04-04", "breakfast tea: Kettlewick Gold, strong"),
        ("2022-12-12", "swapped to rooibos in the mornings, caffeine was wrecking my sleep"),
        ("2023-08-08", "mornings are genmaicha now, found a little shop in Stellmarsh that sells it"),
    ], "What do I drink in the mornings?", ["Kettlewick Gold", "rooibos"], "genmaicha"),
    _u("f6-024", "diet", [
        ("2024-01-20", "drink at the Crook & Anchor: Ferrowden IPA"),
        ("2024-03-11", "dentist 3pm"),
        ("2024-07-05", "ordered a Blackmoss porter at the pub and honestly it's my go-to from here on"),
    ], "What's my usual drink at the pub?", "Ferrowden IPA", "Blackmoss porter"),
    _u("f6-025", "diet", [
        ("2023-03-30", "lactose intolerant, no dairy at all"),
        ("2023-10-22", "dietitian says I can have hard cheese and yoghurt now, just no milk"),
    ], "Which dairy can I eat?", "no dairy", "hard cheese"),

    # ---------------------------------------------------------------- tastes
    _u("f6-026", "tastes", [
        ("2023-03-05", "currently reading The Salt Cartographer, slow start"),
        ("2023-04-25", "buy stamps"),
        ("2023-05-12", "book club pick: Ninefold Harbour, 40 pages in and hooked"),
    ], "What book am I reading?", "The Salt Cartographer|Salt Cartographer", "Ninefold Harbour"),
    _u("f6-027", "tastes", [
        ("2022-02-14", "obsessed with Glass Orchard, on repeat all week"),
        ("2022-08-30", "Glass Orchard is old news, it's all Velvet Kiln now"),
        ("2023-04-17", "can't stop playing the Moth Parliament album. favourite band, no contest"),
    ], "Who's my favourite band?", ["Glass Orchard", "Velvet Kiln"], "Moth Parliament"),
    _u("f6-028", "tastes", [
        ("2024-01-08", "watching Tidewardens s2 with Jo"),
        ("2024-02-26", "we dropped Tidewardens, started The Quiet Arsenal instead"),
    ], "What show are Jo and I watching?", "Tidewardens", "The Quiet Arsenal|Quiet Arsenal"),
    _u("f6-029", "tastes", [
        ("2022-10-10", "fave author = Imogen Strade"),
        ("2023-01-03", "oil change"),
        ("2023-06-06", "Read everything by Kwabena Oduya this spring. He's my favourite writer, sorry Imogen"),
    ], "Who's my favourite author?", "Imogen Strade", "Kwabena Oduya"),
    _u("f6-030", "tastes", [
        ("2023-07-07", "commute podcast: Half Past Orbit"),
        ("2023-11-11", "unsubscribed from Half Past Orbit, commute pod is Ledger & Loam now"),
    ], "Which podcast do I listen to on my commute?", "Half Past Orbit", "Ledger & Loam|Ledger and Loam"),

    # ---------------------------------------------------------------- possessions
    _u("f6-031", "possessions", [
        ("2022-01-22", "car: silver Skoda Yeti, 140k miles, held together by hope"),
        ("2022-09-09", "sold the Yeti, bought a Dacia Jogger, 7 seats!"),
        ("2024-03-03", "drove home the Kia Niro today, first electric car 🔌"),
    ], "What car do I drive?", ["Skoda Yeti", "Dacia Jogger"], "Kia Niro"),
    _u("f6-032", "possessions", [
        ("2023-05-15", "my bike is a blue Pashley roadster"),
        ("2023-07-01", "renew railcard"),
        ("2023-10-02", "bike got nicked 😡 replacement is a secondhand Brompton, folds into the cupboard"),
    ], "What bike do I have?", "Pashley", "Brompton"),
    _u("f6-033", "possessions", [
        ("2024-01-01", "wearing grandad's Seiko every day"),
        ("2024-04-29", "mum wants the Seiko back for Uncle Den, so it's a Casio on my wrist from now on"),
    ], "What watch do I wear?", "Seiko", "Casio"),
    _u("f6-034", "possessions", [
        ("2022-06-06", "sofa: the green velvet one from Harlow's Reclaim"),
        ("2022-07-14", "text plumber"),
        ("2023-01-28", "new sofa delivered, grey corduroy, the velvet one went to Lou's"),
    ], "What sofa do I have?", "green velvet", "grey corduroy"),
    _u("f6-035", "possessions", [
        ("2023-08-08", "spare key is with Mrs Oduwole at no. 12"),
        ("2023-11-02", "clean gutters before winter"),
        ("2024-02-20", "got the spare key back off Mrs Oduwole and gave it to Tarquin next door"),
    ], "Who has my spare key?", "Mrs Oduwole", "Tarquin"),

    # ---------------------------------------------------------------- money
    _u("f6-036", "money", [
        ("2023-01-01", "rent 1,150 a month, due on the 1st"),
        ("2023-02-14", "flowers for Ma"),
        ("2024-01-05", "landlord put rent up to 1,290 from Feb 😤"),
    ], "How much is my rent?", "1,150|1150", "1,290|1290"),
    _u("f6-037", "money", [
        ("2022-02-02", "saving for a house deposit, target 18,000"),
        ("2022-10-10", "deposit target bumped to 25,000, prices went mad"),
        ("2023-06-06", "revised deposit target: 32,000 so we can look at 3-bed places"),
    ], "What's my house deposit target?", ["18,000|18000", "25,000|25000"], "32,000|32000"),
    _u("f6-038", "money", [
        ("2023-03-03", "main account: Thornbury Mutual"),
        ("2023-05-25", "hair cut"),
        ("2023-09-30", "salary goes into the Pennyfold account from this month, closing Thornbury"),
    ], "Which bank does my salary go into?", "Thornbury Mutual", "Pennyfold"),
    _u("f6-039", "money", [
        ("2024-02-01", "salary 41k before tax"),
        ("2024-06-15", "pay rise!! 46,500 from July"),
    ], "What's my salary?", "41k", "46,500|46500"),
    _u("f6-040", "money", [
        ("2022-11-11", "grocery budget 320/month"),
        ("2023-04-04", "dropping the grocery budget to 260/month, we waste too much food"),
    ], "What's my monthly grocery budget?", "320", "260"),

    # ---------------------------------------------------------------- dates and deadlines
    _u("f6-041", "dates", [
        ("2023-02-20", "Wedding: 14 June 2025 at Ashgill Barn!!"),
        ("2023-04-10", "car insurance renewal"),
        ("2023-11-03", "venue double-booked so the wedding moved to 6 September 2025 😩"),
    ], "When is the wedding?", "14 June 2025", "6 September 2025"),
    _u("f6-042", "dates", [
        ("2022-09-01", "thesis due 31 March"),
        ("2022-12-15", "extension granted, thesis due 30 April"),
        ("2023-03-20", "second extension (illness): hand-in is 2 June"),
    ], "When is my thesis due?", ["31 March", "30 April"], "2 June"),
    _u("f6-043", "dates", [
        ("2024-01-08", "self-assessment: accountant wants my paperwork by 15 Feb"),
        ("2024-02-03", "accountant emailed — 1 March is fine for the paperwork, she's swamped"),
    ], "When does the accountant need my paperwork?", "15 Feb", "1 March"),
    _u("f6-044", "dates", [
        ("2023-06-06", "passport expires 11/2024 — renew!!"),
        ("2023-07-19", "book car service"),
        ("2023-10-25", "passport arrived, valid till Oct 2033"),
    ], "When does my passport expire?", "11/2024", "Oct 2033"),
    _u("f6-045", "dates", [
        ("2024-03-01", "Nana's 90th: Saturday 18 May"),
        ("2024-03-20", "return the drill to Hal"),
        ("2024-04-12", "Nana's 90th pushed to 25 May so Uncle Bas can fly in"),
    ], "When is Nana's 90th?", "18 May", "25 May"),

    # ---------------------------------------------------------------- schedules
    _u("f6-046", "schedules", [
        ("2023-01-10", "gym: mon/wed/fri 7am"),
        ("2023-03-30", "gym is Tuesdays and Thursdays at 6pm now, mornings were killing me"),
    ], "When do I go to the gym?", "mon/wed/fri", "Tuesdays and Thursdays"),
    _u("f6-047", "schedules", [
        ("2022-04-04", "catching the 7:42 to Hallam Street"),
        ("2022-08-22", "7:42 got axed, it's the 7:18 now ugh"),
    ], "Which train do I catch in the morning?", "7:42", "7:18"),
    _u("f6-048", "schedules", [
        ("2023-09-12", "choir: Wednesdays 7:30 at St Aldhelm's hall"),
        ("2023-10-20", "pick up prescription"),
        ("2024-01-17", "Rehearsal tonight (Thursday) in the Kirkgate Scout hut, and every Thursday from here"),
    ], "Which day is choir rehearsal?", "Wednesdays", "Thursday"),
    _u("f6-049", "schedules", [
        ("2024-05-05", "Kit's piano lesson: Saturday 10am with Mr Eberhardt"),
        ("2024-09-08", "Kit's piano: Saturdays 2pm this term, Mr E swapped his slots"),
    ], "What time is Kit's piano lesson?", "10am", "2pm"),
    _u("f6-050", "schedules", [
        ("2023-04-03", "bin day = Tuesday"),
        ("2023-06-06", "call Nan"),
        ("2023-08-15", "council letter: bins collected Fridays from next month"),
    ], "What day are the bins collected?", "Tuesday", "Fridays"),

    # ---------------------------------------------------------------- people around the user
    _u("f6-051", "people", [
        ("2022-05-05", "Bea (sister) lives in Tarnwick"),
        ("2022-08-08", "book eye test"),
        ("2023-01-21", "helped Bea carry boxes into her flat in Coldharbour Quay, she loves it"),
    ], "Where does my sister Bea live?", "Tarnwick", "Coldharbour Quay"),
    _u("f6-052", "people", [
        ("2022-03-03", "Hamish is a sous chef at The Gilded Pike"),
        ("2022-11-11", "Hamish quit the kitchen, he's a delivery driver for Parcelwise now"),
        ("2023-09-09", "Hamish started as a paramedic trainee!! so proud of him"),
    ], "What does Hamish do for work?", ["sous chef", "delivery driver"], "paramedic"),
    _u("f6-053", "people", [
        ("2023-04-04", "Mum's partner: Clive"),
        ("2023-06-12", "insurance docs"),
        ("2023-12-01", "Mum brought Gerhard to Christmas drinks, they've been together since autumn, Clive's long gone"),
    ], "Who is Mum's partner?", "Clive", "Gerhard"),
    _u("f6-054", "people", [
        ("2024-01-30", "Tomek works at the Vessey brewery"),
        ("2024-05-18", "Tomek's at Harrowfield Cider now, better pay"),
    ], "Where does Tomek work?", "Vessey", "Harrowfield Cider"),
    _u("f6-055", "people", [
        ("2023-02-02", "Saoirse's girlfriend is Anouk"),
        ("2023-08-21", "Saoirse and Anouk split 😬 don't mention her"),
        ("2024-03-10", "Saoirse brought her fiancée Maelle to the quiz night, lovely"),
    ], "Who is Saoirse's partner?", "Anouk", "Maelle"),

    # ---------------------------------------------------------------- projects and teams
    _u("f6-056", "projects", [
        ("2023-03-13", "Project Heron lead: Ayo Mensah-Clarke"),
        ("2023-04-20", "expense report"),
        ("2023-08-07", "Heron kickoff v2 — Wiktoria Saar running it from here, Ayo's on Falcon"),
    ], "Who leads Project Heron?", "Ayo Mensah-Clarke", "Wiktoria Saar"),
    _u("f6-057", "projects", [
        ("2022-05-05", "Lumen app launch: 1 August"),
        ("2022-06-01", "team lunch friday"),
        ("2022-07-01", "launch slipped to 15 September, QA backlog"),
    ], "When does the Lumen app launch?", "1 August", "15 September"),
    _u("f6-058", "projects", [
        ("2024-01-15", "I'm on the Payments Platform team"),
        ("2024-06-03", "Joined the Fraud Signals team this sprint after the reorg 🙃"),
    ], "Which team am I on?", "Payments Platform", "Fraud Signals"),
    _u("f6-059", "projects", [
        ("2023-10-10", "allotment committee: I'm secretary"),
        ("2023-11-20", "dry-clean coat"),
        ("2024-03-25", "AGM tonight — voted in as treasurer!! Jen's doing the minutes"),
    ], "What's my role on the allotment committee?", "secretary", "treasurer"),
    _u("f6-060", "projects", [
        ("2022-02-02", "Side project: board game app, working name Tilecraft"),
        ("2022-06-06", "renamed the board game app to Meeplewise, Tilecraft was taken"),
    ], "What's my board game app called?", "Tilecraft", "Meeplewise"),

    # ---------------------------------------------------------------- study
    _u("f6-061", "study", [
        ("2022-09-19", "starting the Level 2 Spanish evening class at Dunmore College"),
        ("2023-02-02", "get the boiler looked at"),
        ("2023-09-18", "Level 3 Spanish, same room, harder teacher lol"),
    ], "Which Spanish level am I studying?", "Level 2", "Level 3"),
    _u("f6-062", "study", [
        ("2023-01-10", "maths tutor: Mr Quaye"),
        ("2023-04-04", "maths tutor: Ms Lindqvist from next week"),
        ("2023-10-10", "Lindqvist went abroad, Mr Ferraby picks up the maths tutoring"),
    ], "Who's my maths tutor?", ["Mr Quaye", "Ms Lindqvist"], "Mr Ferraby"),
    _u("f6-063", "study", [
        ("2024-02-02", "dissertation: tidal energy in estuaries"),
        ("2024-02-27", "print boarding pass"),
        ("2024-05-05", "supervisor talked me into microplastics in river sediment for the dissertation, tidal was too broad"),
    ], "What is my dissertation about?", "tidal energy", "microplastics"),
    _u("f6-064", "study", [
        ("2022-10-01", "studying BSc Biology, Coldwater Uni"),
        ("2022-11-20", "renew bus pass"),
        ("2023-01-15", "transferred to Biochemistry, same uni"),
    ], "What degree am I studying?", "Biology", "Biochemistry"),
    _u("f6-065", "study", [
        ("2023-03-03", "study group meets in the Pellham library"),
        ("2023-05-01", "study group's at Gemma's kitchen table now, the library closed for good"),
    ], "Where does my study group meet?", "Pellham library", "Gemma's kitchen"),

    # ---------------------------------------------------------------- hobbies and sport
    _u("f6-066", "hobbies", [
        ("2022-04-04", "Sunday long runs with Harefield Harriers"),
        ("2022-06-30", "gas meter reading"),
        ("2022-10-10", "paid the membership for Oxbow Striders, way friendlier crowd than Harefield"),
    ], "Which running club am I in?", "Harefield Harriers", "Oxbow Striders"),
    _u("f6-067", "hobbies", [
        ("2023-03-03", "5k PB 27:40"),
        ("2023-06-06", "book haircut"),
        ("2023-10-14", "24:31 at Millbeck parkrun!! PB by miles 🎉"),
    ], "What's my 5k PB?", "27:40", "24:31"),
    _u("f6-068", "hobbies", [
        ("2024-01-01", "bouldering at V3"),
        ("2024-04-04", "topped my first V5, I'm a V5 climber now baby"),
    ], "What grade do I climb?", "V3", "V5"),
    _u("f6-069", "hobbies", [
        ("2023-02-02", "learning the ukulele, 3 chords down"),
        ("2023-03-15", "call bank re card"),
        ("2023-07-20", "ukulele's gathering dust, I'm properly into the cello"),
    ], "Which instrument am I learning?", "ukulele", "cello"),
    _u("f6-070", "hobbies", [
        ("2022-09-09", "5-a-side: Tuesday nights with the Gaffer's XI"),
        ("2023-02-02", "signed for Sporting Clatterbridge on Thursdays, Gaffer's XI folded"),
    ], "Which five-a-side team do I play for?", "Gaffer's XI", "Sporting Clatterbridge"),

    # ---------------------------------------------------------------- subscriptions and providers
    _u("f6-071", "subscriptions", [
        ("2023-01-01", "energy: Bramblegrid"),
        ("2023-02-22", "birthday present for Ade"),
        ("2023-07-17", "switched energy to Lumora Power, 11% cheaper"),
    ], "Who's my energy supplier?", "Bramblegrid", "Lumora Power"),
    _u("f6-072", "subscriptions", [
        ("2022-05-05", "mobile: Kitebird SIM-only 12 quid"),
        ("2022-12-12", "ported my number to Orcaline, better signal at home"),
        ("2023-11-11", "Orcaline hiked prices so I'm on Tessel Mobile"),
    ], "Who's my mobile provider?", ["Kitebird", "Orcaline"], "Tessel Mobile"),
    _u("f6-073", "subscriptions", [
        ("2024-01-01", "subscriptions: Flickbox"),
        ("2024-02-11", "descale kettle"),
        ("2024-04-04", "cancelled Flickbox, got Streamora for the football"),
    ], "Which streaming service do I pay for?", "Flickbox", "Streamora"),
    _u("f6-074", "subscriptions", [
        ("2023-03-03", "gym: PureForm on Castle St, 29/month"),
        ("2023-05-05", "renew TV licence"),
        ("2023-09-09", "joined Ironvale Leisure Centre, kids' swim included"),
    ], "Which gym am I a member of?", "PureForm", "Ironvale Leisure Centre|Ironvale"),
    _u("f6-075", "subscriptions", [
        ("2022-01-01", "veg box from Furrow & Fold every Thursday"),
        ("2022-06-06", "veg box is from Greenlatch now, Furrow & Fold stopped delivering to us"),
    ], "Who delivers my veg box?", "Furrow & Fold", "Greenlatch"),

    # ---------------------------------------------------------------- pets
    _u("f6-076", "pets", [
        ("2023-01-01", "Pip's vet: Stonebridge Vets"),
        ("2023-02-15", "order printer ink"),
        ("2023-06-06", "Pip registered at Hollins Lane Animal Clinic, Stonebridge was a 40 min drive"),
    ], "Which vet does Pip go to?", "Stonebridge Vets", "Hollins Lane Animal Clinic|Hollins Lane"),
    _u("f6-077", "pets", [
        ("2022-03-03", "Biscuit eats Harvest Paw kibble"),
        ("2022-07-07", "vet said switch Biscuit to Ridgeway Sensitive, tummy issues"),
        ("2023-01-01", "Biscuit on raw food from Wildmoor Kitchen, coat looks amazing"),
    ], "What does Biscuit eat?", ["Harvest Paw", "Ridgeway Sensitive"], "Wildmoor Kitchen"),
    _u("f6-078", "pets", [
        ("2024-02-02", "dog walker for Waffles: Kasia, 12 a walk"),
        ("2024-03-09", "swap winter tyres"),
        ("2024-06-06", "Kasia's off to uni, hired Dmitri to walk Waffles from June"),
    ], "Who walks Waffles?", "Kasia", "Dmitri"),
    _u("f6-079", "pets", [
        ("2023-04-04", "Marrow weighs 6.8kg, vet says diet"),
        ("2023-05-20", "buy lightbulbs"),
        ("2023-10-10", "Marrow weigh-in: 5.9kg!! good boy"),
    ], "How much does Marrow weigh?", "6.8kg", "5.9kg"),
    _u("f6-080", "pets", [
        ("2022-02-02", "pet insurance: Furshield"),
        ("2022-12-12", "moved the pet insurance to Tailsafe at renewal"),
    ], "Who insures my pets?", "Furshield", "Tailsafe"),

    # ---------------------------------------------------------------- travel plans
    _u("f6-081", "travel", [
        ("2023-01-15", "Summer holiday booked: Skarholm island, 10 days in July"),
        ("2023-03-03", "renew car tax"),
        ("2023-05-05", "ferry strike cancelled Skarholm, rebooked the summer holiday on the Menwith coast"),
    ], "Where are we going on summer holiday?", "Skarholm", "Menwith"),
    _u("f6-082", "travel", [
        ("2024-02-02", "flight to Port Calloway: 06:10 on 3 May"),
        ("2024-04-20", "schedule change email, flight is 11:20 now, at least a lie-in"),
    ], "What time is our flight to Port Calloway?", "06:10", "11:20"),
    _u("f6-083", "travel", [
        ("2023-08-08", "hotel in Varnholt: Hotel Lindgrove, 4 nights"),
        ("2023-09-09", "cancelled Lindgrove (reviews mentioned bedbugs 🤢), booked Pension Aurel instead"),
    ], "Which hotel are we staying at in Varnholt?", "Hotel Lindgrove|Lindgrove", "Pension Aurel"),
    _u("f6-084", "travel", [
        ("2024-05-05", "Interrail in Aug with Fen"),
        ("2024-05-30", "dentist check-up 11:40"),
        ("2024-07-01", "Fen dropped out 😭 Lior's coming on the Interrail trip"),
    ], "Who's coming on the Interrail trip with me?", "Fen", "Lior"),
    _u("f6-085", "travel", [
        ("2022-03-03", "BioSummit this year is in Tallowmere, 12-14 Oct"),
        ("2022-06-06", "BioSummit venue relocated to Ebbridge Quay, same dates"),
    ], "Where is BioSummit this year?", "Tallowmere", "Ebbridge Quay"),

    # ---------------------------------------------------------------- home and services
    _u("f6-086", "home", [
        ("2023-01-01", "landlord: Mr Pemberton-Ashe, 07700 900118"),
        ("2023-03-03", "put bins out"),
        ("2023-08-08", "house got sold, landlord is Harrow & Lyle Lettings, rent goes to them from Sept"),
    ], "Who's my landlord?", "Pemberton-Ashe", "Harrow & Lyle Lettings|Harrow & Lyle"),
    _u("f6-087", "home", [
        ("2022-02-02", "plumber: Gary Nuttall (good, cheap)"),
        ("2022-08-08", "Gary retired, plumber now Oyelaran & Sons"),
        ("2023-05-05", "Oyelaran & Sons didn't turn up twice. plumber = Leakbusters Dewi, 07700 900771"),
    ], "Who's my plumber?", ["Gary Nuttall", "Oyelaran & Sons"], "Leakbusters Dewi|Dewi"),
    _u("f6-088", "home", [
        ("2024-01-01", "internet: Hedgerow Broadband, 80Mbps"),
        ("2024-05-05", "fibre installed today, Cascadia Fibre 900Mbps 🚀"),
    ], "Who's my internet provider?", "Hedgerow Broadband", "Cascadia Fibre"),
    _u("f6-089", "home", [
        ("2023-04-04", "cleaner Rosa comes fortnightly, Wednesdays"),
        ("2023-05-15", "text Amara happy bday"),
        ("2023-09-09", "Rosa comes weekly from now, Mondays"),
    ], "How often does Rosa come to clean?", "fortnightly", "weekly"),
    _u("f6-090", "home", [
        ("2022-10-10", "boiler serviced by Thermocraft, annual plan"),
        ("2023-10-12", "boiler plan renewed with Kelvinside Heating, Thermocraft went bust"),
    ], "Who services my boiler?", "Thermocraft", "Kelvinside Heating"),

    # ---------------------------------------------------------------- digital life
    _u("f6-091", "digital", [
        ("2023-02-02", "phone: Fairphone 4, green"),
        ("2023-04-04", "transfer money to Imre"),
        ("2023-10-10", "unboxed the Nothing Phone 2 🤓 fairphone goes in the drawer"),
    ], "What phone do I use?", "Fairphone 4", "Nothing Phone 2"),
    _u("f6-092", "digital", [
        ("2022-01-01", "email provider: Quillpost"),
        ("2022-04-04", "book smear test"),
        ("2023-03-03", "set up Hushbox mail and forwarded everything there, Quillpost account deleted"),
    ], "Which email provider do I use?", "Quillpost", "Hushbox"),
    _u("f6-093", "digital", [
        ("2024-01-01", "passwords live in KeyCairn"),
        ("2024-04-04", "after the KeyCairn breach everything's in Vaultling now"),
    ], "Which password manager do I use?", "KeyCairn", "Vaultling"),
    _u("f6-094", "digital", [
        ("2023-01-01", "work laptop: ThinkPad X1 (2019)"),
        ("2023-01-28", "call grandma sunday"),
        ("2023-06-06", "IT handed me a Framework 13 today, the old ThinkPad is off to recycling"),
    ], "What work laptop do I use?", "ThinkPad X1", "Framework 13"),
    _u("f6-095", "digital", [
        ("2022-02-02", "notes: all in Scribblepad"),
        ("2023-04-04", "notes now live in Mossnote, synced everywhere"),
    ], "Which app do I keep my notes in?", "Scribblepad", "Mossnote"),

    # ---------------------------------------------------------------- wellbeing
    _u("f6-096", "wellbeing", [
        ("2023-02-02", "therapist: Anneliese at the Brookhaven practice, fortnightly"),
        ("2023-03-25", "return parcel"),
        ("2023-09-09", "first session with Kojo Ampofo today, good fit I think"),
    ], "Who's my therapist?", "Anneliese", "Kojo Ampofo"),
    _u("f6-097", "wellbeing", [
        ("2024-01-01", "bedtime goal: 11:30pm"),
        ("2024-03-03", "bedtime goal moved up to 10:45pm, trying to fix mornings"),
    ], "What's my bedtime goal?", "11:30pm", "10:45pm"),
    _u("f6-098", "wellbeing", [
        ("2022-03-03", "morning routine: 10 min meditation"),
        ("2022-08-08", "morning routine is journaling, meditation wasn't sticking"),
        ("2023-02-02", "mornings = 20 min walk round Fenner Park, no screens"),
    ], "What's my morning routine?", ["meditation", "journaling"], "20 min walk"),
    _u("f6-099", "wellbeing", [
        ("2023-05-05", "daily step goal 8,000"),
        ("2023-06-06", "mend the fence"),
        ("2023-10-10", "hit 12,000 steps every day for a month, that's the goal from here on"),
    ], "What's my daily step goal?", "8,000|8000", "12,000|12000"),
    _u("f6-100", "wellbeing", [
        ("2022-11-11", "screen time limit: 3 hours a day"),
        ("2023-02-02", "screen time cap 90 minutes a day, already feel calmer"),
    ], "What's my daily screen time limit?", "3 hours", "90 minutes"),
]

CONTROLS: list[Control] = [
    # residence
    _c("f6c-001", "residence", [
        ("2023-04-02", "Live in Marrowby, the Church Row flat."),
        ("2023-08-15", "House-sitting in Fenwick Hythe this week only while the Adeyemis are away"),
    ], "Where's my home, and where am I staying this week?", ["Marrowby", "Fenwick Hythe"]),
    _c("f6c-002", "residence", [
        ("2024-02-10", "home is Selby Garth now, 2 years in"),
        ("2024-06-19", "before that I lived in Durnock for ages, miss the river walks"),
    ], "Which towns have I lived in?", ["Selby Garth", "Durnock"]),
    # work
    _c("f6c-003", "work", [
        ("2023-03-03", "day job: payroll clerk at Mossgiel Dairy"),
        ("2023-07-21", "also started weekend shifts at the Tallow Lane climbing wall, pocket money"),
    ], "Where do I work?", ["Mossgiel Dairy", "Tallow Lane"]),
    _c("f6c-004", "work", [
        ("2024-01-15", "I lead the billing squad"),
        ("2024-04-04", "covering for Priya on the onboarding squad for two weeks while she's on leave"),
    ], "Which squad do I lead, and which squad am I covering?", ["billing", "onboarding"]),
    # relationships
    _c("f6c-005", "relationships", [
        ("2023-02-14", "my partner: Oskar ❤️"),
        ("2023-06-03", "Hanne's (my sister) new girlfriend is Delphine, met her at the bbq, nice"),
    ], "Who is my partner, and who is my sister's girlfriend?", ["Oskar", "Delphine"]),
    _c("f6c-006", "relationships", [
        ("2022-11-01", "best mate from uni: Petra Lusk"),
        ("2023-03-22", "Femi from the running club is one of my closest friends now too, honestly"),
    ], "Who are my closest friends?", ["Petra Lusk", "Femi"]),
    # health
    _c("f6c-007", "health", [
        ("2023-05-03", "on ramipril 5mg daily"),
        ("2023-09-19", "also prescribed atorvastatin 20mg at night, alongside the ramipril"),
    ], "Which medications do I take?", ["ramipril", "atorvastatin"]),
    _c("f6c-008", "health", [
        ("2024-03-12", "optician: Greaves & Holt on the high street"),
        ("2024-08-07", "Greaves & Holt shut this week for a refit, so this week's eye test is at Lensworth in Calder Mall instead, one-off"),
    ], "Who's my regular optician, and where is this week's eye test?", ["Greaves & Holt", "Lensworth"]),
    # diet and drink
    _c("f6c-009", "diet", [
        ("2023-04-14", "I drink my coffee black"),
        ("2023-08-02", "husband takes his with oat milk and honey, don't forget when making him one"),
    ], "How do my husband and I each take our coffee?", ["black", "oat milk"]),
    _c("f6c-010", "diet", [
        ("2024-02-18", "fave takeaway: the Sichuan place, Lotus Ember"),
        ("2024-05-27", "also love the Ghanaian spot on Brick Row, Auntie Efua's, jollof is 10/10"),
    ], "What are my favourite takeaways?", ["Lotus Ember", "Auntie Efua"]),
    # tastes
    _c("f6c-011", "tastes", [
        ("2023-09-09", "favourite genre: folk horror"),
        ("2024-01-19", "getting really into cosy mysteries too, not giving up the folk horror though"),
    ], "What genres do I like?", ["folk horror", "cosy mysteries"]),
    _c("f6c-012", "tastes", [
        ("2024-04-01", "my playlist is all Sable Fennick right now"),
        ("2024-06-30", "kid's been blasting Orbit Puppy in the car, it's HIS favourite, not mine lol"),
    ], "Whose music is on my playlist, and what's my kid's favourite?", ["Sable Fennick", "Orbit Puppy"]),
    # possessions
    _c("f6c-013", "possessions", [
        ("2023-02-02", "road bike: Genesis Croix de Fer"),
        ("2023-06-16", "picked up a second bike, a cheap Raleigh shopper for the station runs"),
    ], "What bikes do I own?", ["Croix de Fer", "Raleigh"]),
    _c("f6c-014", "possessions", [
        ("2024-03-18", "my car: red Honda Jazz"),
        ("2024-07-22", "wife's car is the Volvo V60 now, she traded in her old hatchback"),
    ], "What cars do my wife and I drive?", ["Honda Jazz", "Volvo V60"]),
    # money
    _c("f6c-015", "money", [
        ("2023-05-05", "kitchen reno budget: 9,500"),
        ("2023-08-08", "bathroom budget set at 4,200, separate pot from the kitchen"),
    ], "What are the budgets for the kitchen and the bathroom?", ["9,500|9500", "4,200|4200"]),
    _c("f6c-016", "money", [
        ("2024-01-10", "ISA at Corriemoor Building Society"),
        ("2024-04-23", "opened a current account with Larchbank too, keeping the ISA where it is"),
    ], "Where do I bank?", ["Corriemoor", "Larchbank"]),
    # dates and deadlines
    _c("f6c-017", "dates", [
        ("2023-01-15", "grant report due 30 Nov"),
        ("2023-09-02", "conference abstract due 12 Oct — separate from the grant report"),
    ], "What deadlines do I have?", ["30 Nov", "12 Oct"]),
    _c("f6c-018", "dates", [
        ("2024-02-02", "our anniversary: 9 August"),
        ("2024-05-15", "Mum and Dad's anniversary is 22 July, get a card"),
    ], "When are our anniversary and my parents' anniversary?", ["9 August", "22 July"]),
    # schedules
    _c("f6c-019", "schedules", [
        ("2023-03-06", "yoga Monday evenings"),
        ("2023-05-22", "added a Saturday morning swim, yoga stays on Monday"),
    ], "What's my weekly exercise routine?", ["yoga", "swim"]),
    _c("f6c-020", "schedules", [
        ("2024-01-08", "standup 9:15 daily"),
        ("2024-02-19", "this week only standup is at 10:00 because of the offsite"),
    ], "When is standup normally, and when is it this week?", ["9:15", "10:00"]),
    # people around the user
    _c("f6c-021", "people", [
        ("2023-07-07", "Dad lives in Wexcombe"),
        ("2023-10-10", "Dad's staying at Uncle Rob's in Penmarrow for a fortnight while his kitchen gets redone"),
    ], "Where does Dad live, and where is he staying this fortnight?", ["Wexcombe", "Penmarrow"]),
    _c("f6c-022", "people", [
        ("2024-02-26", "Nell works as a vet nurse"),
        ("2024-06-06", "Nell's also doing weekend shifts at the garden centre, still vet nursing in the week"),
    ], "What jobs does Nell have?", ["vet nurse", "garden centre"]),
    # projects and teams
    _c("f6c-023", "projects", [
        ("2023-04-04", "I'm on Project Kestrel (backend)"),
        ("2023-07-07", "also helping out Project Ibis two days a week, Kestrel is still my main thing"),
    ], "Which projects am I on?", ["Kestrel", "Ibis"]),
    _c("f6c-024", "projects", [
        ("2024-01-01", "Orla runs the design team"),
        ("2024-03-03", "Benedek leads the data team (different team from Orla's)"),
    ], "Who leads the design and data teams?", ["Orla", "Benedek"]),
    # study
    _c("f6c-025", "study", [
        ("2023-09-09", "Module this term: Organic Chemistry II"),
        ("2023-10-10", "also signed up for the Statistics elective on Wednesdays"),
    ], "Which modules am I taking this term?", ["Organic Chemistry II", "Statistics"]),
    _c("f6c-026", "study", [
        ("2024-01-20", "supervisor: Prof. Ngata"),
        ("2024-04-14", "Dr. Brannigan is my second supervisor, Ngata still primary"),
    ], "Who are my supervisors?", ["Ngata", "Brannigan"]),
    # hobbies and sport
    _c("f6c-027", "hobbies", [
        ("2023-05-05", "Saturday mornings: parkrun"),
        ("2023-08-08", "Sunday afternoons I've taken up lino printing too"),
    ], "What hobbies do I do at the weekend?", ["parkrun", "lino printing"]),
    _c("f6c-028", "hobbies", [
        ("2024-02-02", "ran the Brackenford Half in 2023, 2:04"),
        ("2024-03-03", "signed up for the Brackenford Half again, the 2024 edition in October"),
    ], "Which years' Brackenford Half races am I in?", ["2023", "2024"]),
    # subscriptions and providers
    _c("f6c-029", "subscriptions", [
        ("2023-04-04", "music: Tunewell family plan"),
        ("2023-08-08", "also got Audiohaven for audiobooks, keeping Tunewell"),
    ], "Which audio subscriptions do I have?", ["Tunewell", "Audiohaven"]),
    _c("f6c-030", "subscriptions", [
        ("2024-01-01", "home insurance: Gablestone"),
        ("2024-05-05", "car insurance renewed with Quillmark, home stays with Gablestone"),
    ], "Who are my home and car insurers?", ["Gablestone", "Quillmark"]),
    # pets
    _c("f6c-031", "pets", [
        ("2023-03-03", "my cat is Juniper"),
        ("2023-09-09", "adopted a second cat, Pickle! Juniper is not impressed"),
    ], "What are my cats called?", ["Juniper", "Pickle"]),
    _c("f6c-032", "pets", [
        ("2024-04-04", "Dumpling's vet: Dr. Amos at Fernleigh Vets"),
        ("2024-07-07", "Dumpling's boarding at Pawhaven Kennels this week only while we're away"),
    ], "Who is Dumpling's vet, and where is he boarding this week?", ["Dr. Amos|Amos", "Pawhaven Kennels|Pawhaven"]),
    # travel plans
    _c("f6c-033", "travel", [
        ("2023-02-02", "Ski trip: Val Sarrou, Feb 2023"),
        ("2023-11-11", "Booked the Feb 2024 ski trip to Kirrenhof, different resort this time"),
    ], "Where are my 2023 and 2024 ski trips?", ["Val Sarrou", "Kirrenhof"]),
    _c("f6c-034", "travel", [
        ("2024-03-03", "Easter: Whitscar Bay cottage with the kids"),
        ("2024-04-04", "October half-term: Glenmorrow cabin, separate trip"),
    ], "Where are our Easter and October half-term trips?", ["Whitscar Bay", "Glenmorrow"]),
    # home and services
    _c("f6c-035", "home", [
        ("2023-06-06", "electrician: Sparkwell Electrical"),
        ("2023-09-09", "gardener is Mo Hennessey, comes first Sat of the month"),
    ], "Who are my electrician and gardener?", ["Sparkwell", "Mo Hennessey"]),
    _c("f6c-036", "home", [
        ("2024-02-02", "landlord: Ms Achterberg"),
        ("2024-05-05", "letting agent handling repairs this month while Ms Achterberg's away: Crowndale Lets"),
    ], "Who is my landlord, and who handles repairs this month?", ["Achterberg", "Crowndale Lets"]),
    # digital life
    _c("f6c-037", "digital", [
        ("2023-05-05", "personal laptop: MacBook Air M1"),
        ("2023-08-08", "work gave me a Dell Latitude, personal stuff stays on the Air"),
    ], "What laptops do I use?", ["MacBook Air", "Dell Latitude"]),
    _c("f6c-038", "digital", [
        ("2024-02-02", "my github handle: quietfern"),
        ("2024-06-06", "made a separate work GitHub account, tallowdev, personal one stays"),
    ], "What are my GitHub handles?", ["quietfern", "tallowdev"]),
    # wellbeing
    _c("f6c-039", "wellbeing", [
        ("2023-03-03", "Counsellor: Meryl, Tuesdays"),
        ("2023-07-07", "also seeing a sleep coach, Idunn, monthly. Meryl continues"),
    ], "Who supports me with my mental health and my sleep?", ["Meryl", "Idunn"]),
    _c("f6c-040", "wellbeing", [
        ("2024-01-01", "wind-down: no screens after 10pm"),
        ("2024-04-04", "this weekend only: film till midnight for Sol's birthday sleepover"),
    ], "What's my usual screen cutoff, and what's the exception this weekend?", ["10pm", "midnight"]),
]
