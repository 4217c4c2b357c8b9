"""Fresh12 blind set for bench/knowledge_update.py (--set fresh12): hand-written from the brief alone, without reading the engine or any other case set."""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u

UPDATES: list[Update] = [
    # ---------------- residence ----------------
    _u("f12-001", "residence", [
        ("2021-10-02", "Signed the lease for a tiny place in Ghent near the Korenmarkt. 3rd floor, no lift 😅"),
        ("2022-01-15", "buy descaler for the kettle + bin bags"),
        ("2022-05-14", "first night in the Maastricht flat. boxes everywhere, pizza on the floor, happy"),
    ], "Which city am I living in?", "Ghent", "Maastricht"),
    _u("f12-002", "residence", [
        ("2019-03-10", "renting a room in Tartu with two med students. cheap but loud"),
        ("2020-08-01", "keys for the Pärnu apartment handed over today, beach is a 10 min walk from my door"),
        ("2021-02-11", "film night: Another Round. Mads Mikkelsen dancing at the end, wow"),
        ("2022-11-20", "registered my address at the Tallinn city office, Kalamaja. finally a proper home"),
    ], "what town do I call home at the moment?", ["Tartu", "Pärnu|Parnu"], "Tallinn"),
    _u("f12-003", "residence", [
        ("2020-04-03", "We live on a little street in Seville behind the cathedral, orange trees everywhere."),
        ("2021-12-19", "Rahel's birthday on the 12th next month, get her the book she mentioned"),
        ("2023-06-29", "moved to Granada last month, the Albaicín hills are killing my calves"),
    ], "Where do we live?", "Seville|Sevilla", "Granada"),
    _u("f12-004", "residence", [
        ("2018-09-09", "WG room in Kreuzberg, 480 warm, sharing with Jan and Yusuf"),
        ("2019-12-01", "remember: Glühwein with Kaja on Thursday"),
        ("2020-02-17", "walk from S-Bahn Pankow to our door: 8 min. Lidl on the corner, perfect"),
    ], "which Berlin neighbourhood is my home in?", "Kreuzberg", "Pankow"),
    _u("f12-005", "residence", [
        ("2016-07-12", "Settled into the house share in Leeds, Headingley. Rent's fine."),
        ("2018-10-03", "moved to Sheffield for the job, flat near Kelham Island"),
        ("2019-05-20", "sourdough attempt #3: flat but tasty"),
        ("2021-04-22", "we moved again — York this time, two-bed terrace near the walls"),
    ], "what city am I in now?", ["Leeds", "Sheffield"], "York"),
    _u("f12-006", "residence", [
        ("2022-02-01", "My flat is 4B, ground floor, faces the car park."),
        ("2022-03-10", "renew library books by friday"),
        ("2023-08-19", "moved upstairs from 4B to 7D in the same building. view of the river!"),
    ], "What's my flat number?", "4B", "7D"),
    _u("f12-007", "residence", [
        ("2019-04-05", "signed for a 1LDK in Osaka, Tenma area. 7 min from the station"),
        ("2021-05-30", "first month of living in Kyoto done. commute to the office in Osaka is 28 min on the special rapid. worth it for the quiet"),
    ], "Which city do I live in?", "Osaka", "Kyoto"),
    _u("f12-008", "residence", [
        ("2017-11-11", "our place in Brunswick has the best lemon tree, making cordial this weekend"),
        ("2018-06-02", "tomato seedlings on the windowsill, 6 survived"),
        ("2019-03-02", "housewarming at the Fitzroy place sat 7pm, tell Mia to bring her speaker"),
    ], "what suburb is our house in?", "Brunswick", "Fitzroy"),
    _u("f12-009", "residence", [
        ("2015-01-20", "Living in Toronto, Leslieville. -22 today, my eyelashes froze"),
        ("2016-05-05", "dentist reminder: floss ffs"),
        ("2018-09-14", "we moved to Vancouver! rain for 9 days straight but the mountains"),
    ], "where do I live?", "Toronto", "Vancouver"),
    _u("f12-010", "residence", [
        ("2020-06-10", "apartment in Quito, La Floresta. altitude still gets me on the stairs"),
        ("2022-09-04", "second power cut this week at home in Cuenca, whole street dark, candles + empanadas with the neighbours"),
    ], "Which Ecuadorian city is home for me?", "Quito", "Cuenca"),

    # ---------------- work ----------------
    _u("f12-011", "work", [
        ("2019-02-18", "Offer accepted at Zalando! data analyst, starting in March"),
        ("2019-08-08", "buy a birthday card for Oma"),
        ("2022-10-03", "badge photo day at Delivery Hero. I blinked. obviously."),
    ], "who's my employer?", "Zalando", "Delivery Hero"),
    _u("f12-012", "work", [
        ("2017-06-01", "Day one as a support engineer at Freshworks, Chennai office."),
        ("2019-09-15", "promoted to QA lead!! team of four"),
        ("2020-04-11", "call the plumber re: shower pressure"),
        ("2022-01-10", "became engineering manager today, 9 reports, terrified"),
    ], "What's my job title?", ["support engineer", "QA lead"], "engineering manager"),
    _u("f12-013", "work", [
        ("2020-03-03", "my manager is Priya, she's great at shielding us from the chaos"),
        ("2021-07-19", "first 1:1 with Tomasz, he's taking over the team from Priya, who is off to the Dublin office"),
    ], "who do I report to?", "Priya", "Tomasz"),
    _u("f12-014", "work", [
        ("2018-05-14", "office is in Canary Wharf, 14th floor, the lifts are a nightmare"),
        ("2019-10-30", "parking permit expires end of month"),
        ("2021-11-01", "we switched offices: King's Cross from Monday. closer to home"),
    ], "which office do I work from?", "Canary Wharf", "King's Cross"),
    _u("f12-015", "work", [
        ("2016-09-12", "Got the Shopify offer — backend dev, Ottawa"),
        ("2019-01-07", "left Shopify, joined Wealthsimple in Toronto"),
        ("2019-06-22", "bake banana bread for the potluck"),
        ("2022-04-04", "joined Ritual as staff engineer. goodbye Wealthsimple 🫡"),
    ], "where do I work at the moment?", ["Shopify", "Wealthsimple"], "Ritual"),
    _u("f12-016", "work", [
        ("2020-01-08", "night shift again all week on ward 6. 3am toast is a lifestyle"),
        ("2021-03-15", "first week of day shift on ward 6, actually saw the sun"),
    ], "Am I on nights or days at the hospital?", "night shift", "day shift"),
    _u("f12-017", "work", [
        ("2019-10-20", "line cook at Nopa, grill station. burns on both arms lol"),
        ("2020-12-12", "call the landlord re: the dripping tap"),
        ("2022-02-06", "sous chef whites came back with my name embroidered. proud"),
    ], "What's my position in the kitchen?", "line cook", "sous chef"),
    _u("f12-018", "work", [
        ("2018-07-02", "Joined Infosys in Mysuru for training, hostel life again"),
        ("2020-02-02", "renew passport before summer!!"),
        ("2021-08-30", "quit Infosys, Wipro onboarding on Monday, Bengaluru"),
    ], "Which company am I with?", "Infosys", "Wipro"),
    _u("f12-019", "work", [
        ("2017-03-01", "work at Maersk, ocean freight desk, mostly Asia lanes"),
        ("2018-02-14", "valentines: book table at Höst"),
        ("2020-10-31", "first DSV payslip came through, bit more than I expected"),
    ], "who pays my salary?", "Maersk", "DSV"),
    _u("f12-020", "work", [
        ("2014-09-03", "teaching assistant in Year 2 at Hillcrest, loving it"),
        ("2017-09-04", "my own class at last! Year 4 — class teacher, 29 kids, 29 names to learn"),
        ("2022-03-09", "Ofsted visit, I had to present the safeguarding report as deputy head. survived"),
    ], "what's my role at school?", ["teaching assistant", "class teacher"], "deputy head"),

    # ---------------- relationships ----------------
    _u("f12-021", "relationships", [
        ("2018-04-14", "3 months with Marco today 🥰 pasta at that place in Trastevere"),
        ("2019-10-01", "pick up dry cleaning"),
        ("2021-06-20", "anniversary dinner with Luca, one year. he cried at the tiramisu"),
    ], "who's my boyfriend?", "Marco", "Luca"),
    _u("f12-022", "relationships", [
        ("2015-05-02", "Hana and I have been together for a year, ramen to celebrate"),
        ("2017-09-18", "broke up with Hana. sad but it was right. seeing Yuki from climbing now"),
        ("2018-03-03", "watched Severance ep 4, what is going on"),
        ("2020-02-29", "leap day engagement?! Mei said yes 💍"),
    ], "who is my partner?", ["Hana", "Yuki"], "Mei"),
    _u("f12-023", "relationships", [
        ("2019-08-08", "Tom is my boyfriend officially, we even told my gran"),
        ("2020-12-24", "Tom proposed on the ferry to Tobermory!! my fiancé 💍 can't stop staring at my hand"),
    ], "What is Tom to me?", "boyfriend", "fiancé|fiance"),
    _u("f12-024", "relationships", [
        ("2016-02-14", "valentine's with my girlfriend Ingrid, fondue in Bern"),
        ("2017-03-21", "buy oat milk, eggs, AA batteries"),
        ("2018-07-07", "no longer with Ingrid, it's been a year. met Sofie at the lake, we're official 😊"),
    ], "Who am I dating?", "Ingrid", "Sofie"),
    _u("f12-025", "relationships", [
        ("2019-01-05", "flatmate Jonas ate my leftover curry AGAIN"),
        ("2020-09-12", "Rafaela, my flatmate, made arepas for the whole corridor 🫶 best flatmate ever"),
    ], "who do I share my flat with?", "Jonas", "Rafaela"),
    _u("f12-026", "relationships", [
        ("2012-06-16", "second date with Oliver, he's funny and hopeless at bowling"),
        ("2014-03-17", "Dev's family had me over for Holi as his girlfriend, covered in pink for days"),
        ("2016-07-01", "keys to our first flat together, me and Sam. our own place, our own mess"),
        ("2016-09-10", "return the Ikea allen keys to Chloé"),
    ], "who am I with?", ["Oliver", "Dev"], "Sam"),
    _u("f12-027", "relationships", [
        ("2017-04-11", "emergency contact on all my forms: my sister Ines"),
        ("2019-09-01", "remember umbrella tomorrow, storm warning"),
        ("2022-05-03", "changed my emergency contact to Pedro, Ines is in Jakarta for two years"),
    ], "who's my emergency contact?", "Ines", "Pedro"),
    _u("f12-028", "relationships", [
        ("2019-03-23", "Clara stayed over, my girlfriend is the best cook in Bologna"),
        ("2019-11-02", "order contact lenses"),
        ("2021-01-17", "a year since Clara and I split. Nadia and I are official now, met her at the book swap"),
    ], "who's my girlfriend?", "Clara", "Nadia"),
    _u("f12-029", "relationships", [
        ("2020-02-10", "assigned mentor in the leadership programme: Grace Oduya. she thinks I should go for the architect track"),
        ("2022-06-21", "monthly chat with Helen Ruiz, my programme mentor this year, she pushed me to write the RFC myself"),
    ], "who's my mentor?", "Grace Oduya", "Helen Ruiz"),
    _u("f12-030", "relationships", [
        ("2017-05-27", "Kwame's birthday, took him to the Ghanaian place in Peckham, best boyfriend"),
        ("2019-12-26", "Diego met my parents today, mum loved him, dad asked about his football team 3 times"),
        ("2020-01-04", "cancel the gym trial before it charges"),
    ], "Who am I seeing?", "Kwame", "Diego"),

    # ---------------- health ----------------
    _u("f12-031", "health", [
        ("2018-03-12", "GP is Dr. Fischer at the Lindenhof practice, booked a check-up"),
        ("2020-07-07", "podcast rec from Ife: Search Engine"),
        ("2021-10-08", "Dr. Sato says my bloods look fine, ferritin a bit low. iron tabs"),
    ], "who's my GP?", "Fischer", "Sato"),
    _u("f12-032", "health", [
        ("2020-11-02", "started sertraline 50mg, GP says give it 6 weeks"),
        ("2021-02-15", "dose raised to 100mg, bit queasy first week"),
    ], "What dose of sertraline am I on?", "50mg", "100mg"),
    _u("f12-033", "health", [
        ("2015-08-19", "dentist Dr. Okafor on Mill Road, filling on the lower molar"),
        ("2018-01-23", "cleaning with Dr. Lindqvist, gums are fine, she told me to floss more"),
        ("2018-06-01", "get passport photos"),
        ("2022-05-30", "Dr. Haddad did the crown today, numb lip for 4 hours"),
    ], "who's my dentist?", ["Okafor", "Lindqvist"], "Haddad"),
    _u("f12-034", "health", [
        ("2019-07-07", "BP meds: amlodipine 5mg every morning, ankles a bit swollen"),
        ("2020-03-18", "picked up losartan from the pharmacy, 30 tabs, morning with breakfast"),
    ], "Which blood pressure tablet do I take?", "amlodipine", "losartan"),
    _u("f12-035", "health", [
        ("2021-01-14", "physio with Ben at Pure Motion, knee exercises 3x a day"),
        ("2021-03-03", "buy birdseed"),
        ("2021-09-09", "Marta (physio) says the knee is 80% there, added lunges"),
    ], "who's treating my knee?", "Ben", "Marta"),
    _u("f12-036", "health", [
        ("2016-01-01", "vegetarian since today. goodbye bacon, old friend"),
        ("2017-06-15", "return the drill to next door"),
        ("2019-01-01", "went fully vegan for good, no cheese anymore 😭"),
    ], "what's my diet?", "vegetarian", "vegan"),
    _u("f12-037", "health", [
        ("2022-01-03", "weighed in at 82 kg. time to do something"),
        ("2022-04-01", "tried the Sichuan place on Elm St, ridiculously good"),
        ("2022-08-15", "weigh-in: 76 kg!! jeans fit again"),
    ], "How much do I weigh?", "82 kg", "76 kg"),
    _u("f12-038", "health", [
        ("2017-02-06", "therapy with Ruth on tuesdays, talked about mum"),
        ("2019-05-20", "first therapy session with Emeka, he's very direct, I think I like it"),
        ("2023-03-13", "Sigrid gave me homework: write down 3 wins a day. therapy is hard work"),
    ], "Who's my therapist?", ["Ruth", "Emeka"], "Sigrid"),
    _u("f12-039", "health", [
        ("2018-10-01", "health insurance: AOK, card number in the blue folder"),
        ("2021-01-12", "TK card arrived in the post, put the old one in the shredder"),
    ], "Which health insurer am I with?", "AOK", "TK"),
    _u("f12-040", "health", [
        ("2019-06-06", "dermatologist Dr. Nwosu checked the mole, all fine, back in a year"),
        ("2020-11-11", "sourdough starter died. RIP Doughbi"),
        ("2022-07-12", "switched dermatologists, Dr. Brennan is closer and does Saturdays"),
    ], "who's my dermatologist?", "Nwosu", "Brennan"),

    # ---------------- preferences ----------------
    _u("f12-041", "preferences", [
        ("2020-09-01", "my order at Kaffebar: oat flat white, extra hot"),
        ("2022-10-10", "usual cortado at Kaffebar, barista knows me by name lol"),
    ], "what coffee do I usually get?", "flat white", "cortado"),
    _u("f12-042", "preferences", [
        ("2016-04-04", "cappuccino every morning at the kiosk, 2 sugars"),
        ("2018-11-11", "americano black, every day, trying to cut the milk"),
        ("2019-02-02", "watch Parasite with Ji-woo"),
        ("2023-01-09", "matcha every morning since Jan 1 — coffee gives me the jitters"),
    ], "What's my morning drink?", ["cappuccino", "americano"], "matcha"),
    _u("f12-043", "preferences", [
        ("2018-02-09", "go-to takeaway: Thai from Baan Suan, green curry, always"),
        ("2019-07-14", "film: Past Lives. cried on the bus home"),
        ("2021-05-21", "friday = Lebanese from Zaatar, mixed grill + extra toum, every single week"),
    ], "what's our usual takeaway?", "Thai", "Lebanese"),
    _u("f12-044", "preferences", [
        ("2019-02-19", "Earl Grey with a slice of lemon before bed, my ritual"),
        ("2019-06-20", "order Dad's birthday present"),
        ("2022-02-22", "rooibos before bed every night, caffeine-free, sleeping better"),
    ], "what tea do I have at night?", "Earl Grey", "rooibos"),
    _u("f12-045", "preferences", [
        ("2017-03-03", "always book aisle seats, my bladder thanks me"),
        ("2023-05-05", "switched to window seats, I like sleeping against the wall on long hauls"),
    ], "Which seat do I pick on planes?", "aisle", "window"),
    _u("f12-046", "preferences", [
        ("2015-10-10", "lunch spot: Wagamama on the Strand, katsu curry"),
        ("2016-01-20", "Spotify Wrapped says 900 min of Fleetwood Mac lol"),
        ("2017-05-15", "switched my lunch spot to Leon, cheaper and faster"),
        ("2020-08-08", "new favourite lunch: Pret, the falafel wrap"),
    ], "where do I usually grab lunch?", ["Wagamama", "Leon"], "Pret"),
    _u("f12-047", "preferences", [
        ("2018-06-30", "pizza order for me always margherita, nothing else"),
        ("2020-03-27", "pizza night: diavola for me as usual, Kamal got the quattro formaggi"),
    ], "what pizza do I order?", "margherita", "diavola"),
    _u("f12-048", "preferences", [
        ("2017-01-10", "breakfast is always porridge with blueberries"),
        ("2017-08-13", "cinema: Dunkirk, loud"),
        ("2020-05-05", "breakfast, every day: skyr with granola and honey"),
    ], "what do I eat for breakfast?", "porridge", "skyr"),
    _u("f12-049", "preferences", [
        ("2016-12-27", "our game night game is Catan, I always go wheat"),
        ("2022-11-18", "Wingspan again, that's our game, Noor won by 2"),
    ], "what board game do we play at game night?", "Catan", "Wingspan"),
    _u("f12-050", "preferences", [
        ("2015-04-04", "beer of choice: IPA, the hoppier the better"),
        ("2018-08-18", "Rahel's wedding playlist — add Robyn"),
        ("2021-07-23", "no longer into hoppy stuff, pilsner all summer"),
    ], "what's my beer?", "IPA", "pilsner"),

    # ---------------- possessions ----------------
    _u("f12-051", "possessions", [
        ("2016-03-03", "bought a used Golf, silver, 90k on the clock"),
        ("2020-09-27", "took the Octavia through the car wash, estate boot fits the dog crate"),
    ], "what car do I drive?", "Golf", "Octavia"),
    _u("f12-052", "possessions", [
        ("2021-11-05", "Pixel 6 camera is unreal, night shots of the harbour"),
        ("2022-09-30", "cracked the iPhone 13 screen already, ordered a case 🙃"),
        ("2023-06-06", "Galaxy S23 battery lasts two days, love it"),
    ], "Which phone do I have?", ["Pixel 6", "iPhone 13"], "Galaxy S23"),
    _u("f12-053", "possessions", [
        ("2017-04-01", "folded the Brompton onto the train, conductor didn't even look"),
        ("2017-10-10", "Oma's birthday — call her"),
        ("2021-04-15", "VanMoof unlocked with my phone, 25 km/h uphill, cheating feels great"),
    ], "what bike do I ride?", "Brompton", "VanMoof"),
    _u("f12-054", "possessions", [
        ("2018-02-02", "my ThinkPad keyboard is still the best, 4 years old"),
        ("2019-12-12", "secret santa budget 20, drew Marguerite"),
        ("2022-02-02", "replaced the ThinkPad with a MacBook Air, battery is absurd"),
    ], "what laptop am I on?", "ThinkPad", "MacBook Air"),
    _u("f12-055", "possessions", [
        ("2012-08-08", "Corolla passed its WOF, next due August"),
        ("2015-02-14", "drove the Prius to Rotorua, 4.1 l/100km"),
        ("2020-11-20", "charged the Ioniq at the Countdown carpark, 20 min = lunch"),
    ], "What do I drive?", ["Corolla", "Prius"], "Ioniq"),
    _u("f12-056", "possessions", [
        ("2014-09-09", "my Casio has survived 10 years and 2 swims in the sea"),
        ("2021-12-01", "Garmin says I slept 5h12m. Garmin can shut up"),
    ], "what watch do I wear?", "Casio", "Garmin"),
    _u("f12-057", "possessions", [
        ("2016-07-07", "reading Middlemarch on the Kindle, 38%"),
        ("2016-08-01", "dentist 10am tue"),
        ("2022-01-19", "Kobo library borrowing works great, 3 books this week"),
    ], "Which e-reader do I read on?", "Kindle", "Kobo"),
    _u("f12-058", "possessions", [
        ("2018-05-05", "Vespa ride along the coast to Amalfi, helmet hair forever"),
        ("2019-01-09", "sourdough starter smells like nail polish, is that bad"),
        ("2021-04-04", "sold the Vespa. picked up a Honda CB500 yesterday, so much more power"),
    ], "what do I ride?", "Vespa", "CB500"),
    _u("f12-059", "possessions", [
        ("2019-03-03", "Bose headphones on the flight, noise cancelling is magic"),
        ("2023-01-29", "Sony cans on, focus mode, 4h of deep work"),
    ], "Which headphones do I use?", "Bose", "Sony"),
    _u("f12-060", "possessions", [
        ("2015-12-25", "Xbox under the tree!! Halo until 3am"),
        ("2016-02-01", "pay parking fine"),
        ("2023-02-10", "Steam Deck on the sofa, Hades run #40"),
    ], "what do I game on?", "Xbox", "Steam Deck"),

    # ---------------- money ----------------
    _u("f12-061", "money", [
        ("2020-06-01", "rent is £1,450 a month for the two-bed, due on the 1st"),
        ("2021-02-14", "tomato seeds: Gardener's Delight, order by March"),
        ("2022-06-01", "landlord raised the rent to £1,620, ouch"),
    ], "what do I pay for rent?", "1,450", "1,620"),
    _u("f12-062", "money", [
        ("2017-09-09", "salary goes into Barclays, current account"),
        ("2020-11-01", "paid rent from Monzo, salary lands there on the 25th"),
    ], "which bank gets my pay?", "Barclays", "Monzo"),
    _u("f12-063", "money", [
        ("2018-03-01", "offer: $68,000 base, Denver. I'll take it"),
        ("2020-03-01", "raise came through — $74,500"),
        ("2021-06-30", "book campsite at Great Sand Dunes"),
        ("2023-02-15", "promotion! salary is now $81,000"),
    ], "how much do I earn?", ["68,000", "74,500"], "81,000"),
    _u("f12-064", "money", [
        ("2019-10-10", "gas and electric with British Gas, direct debit 96 a month"),
        ("2021-01-31", "watched Severance ep 4, what is going on"),
        ("2023-03-15", "paid the Octopus bill, 71 this month, heating off mostly"),
    ], "Who's our energy supplier?", "British Gas", "Octopus"),
    _u("f12-065", "money", [
        ("2020-05-05", "phone plan: Vodafone, 15€ a month, 20GB"),
        ("2021-05-18", "Digi SIM activated, 5€ for unlimited-ish, ha"),
    ], "who's my mobile provider?", "Vodafone", "Digi"),
    _u("f12-066", "money", [
        ("2017-01-15", "freelance day rate: 420 euros"),
        ("2019-01-15", "raised my day rate to 480"),
        ("2019-04-04", "book the boiler service"),
        ("2022-01-15", "new clients get 550 per day from now on"),
    ], "What's my day rate?", ["420", "480"], "550"),
    _u("f12-067", "money", [
        ("2018-04-20", "sent the receipts to Hélène, my accountant, tax deadline in May"),
        ("2022-04-18", "tax return filed by Rajesh, my accountant, 2 days before deadline 🙏"),
    ], "who does my taxes?", "Hélène|Helene", "Rajesh"),
    _u("f12-068", "money", [
        ("2016-11-11", "workplace pension is with Nest, 5% matched"),
        ("2018-04-04", "Rahel's birthday 12th — get the book she mentioned"),
        ("2021-09-01", "moved my pension over to Vanguard, lower fees"),
    ], "who's my pension with?", "Nest", "Vanguard"),
    _u("f12-069", "money", [
        ("2019-02-02", "car insurance with Direct Line: 612 a year"),
        ("2019-09-09", "hoover the car"),
        ("2021-02-03", "renewal done, 548 for the year with Admiral"),
    ], "How much is my car insurance?", "612", "548"),
    _u("f12-070", "money", [
        ("2020-01-01", "monthly grocery budget: 600 zł"),
        ("2022-10-01", "grocery budget for October and onwards: 750 zł, prices are wild"),
    ], "What's my monthly food budget?", "600 zł", "750 zł"),

    # ---------------- dates_schedules ----------------
    _u("f12-071", "dates_schedules", [
        ("2021-09-07", "piano lessons on Tuesdays with Mrs. Adeyemi, 5pm"),
        ("2021-11-20", "return the drill to next door"),
        ("2022-01-13", "Thursdays are piano day this term, Mrs. Adeyemi wants scales first"),
    ], "what day is my piano lesson?", "Tuesdays|Tuesday", "Thursdays|Thursday"),
    _u("f12-072", "dates_schedules", [
        ("2021-02-01", "thesis deadline: June 30, no extensions (ha)"),
        ("2021-05-28", "extension approved!! thesis due September 15"),
    ], "When is my thesis due?", "June 30", "September 15"),
    _u("f12-073", "dates_schedules", [
        ("2019-04-01", "bin day is Monday, put them out Sunday night"),
        ("2019-11-10", "watch The Irishman, 3.5 hrs 😬"),
        ("2020-01-08", "council letter: bins collected Wednesday, green one fortnightly"),
    ], "when do the bins get collected?", "Monday", "Wednesday"),
    _u("f12-074", "dates_schedules", [
        ("2020-02-03", "standup at 9:15 every day"),
        ("2021-01-11", "standup moved to 9:30 for the Lagos folks"),
        ("2022-05-02", "standup changed again, 10:00 now"),
    ], "what time is standup?", ["9:15", "9:30"], "10:00"),
    _u("f12-075", "dates_schedules", [
        ("2018-09-01", "alarm set to 6:45, out the door by 7:30"),
        ("2019-03-04", "alarm 5:50 for the early shuttle, every weekday 😴"),
    ], "What time does my alarm go off?", "6:45", "5:50"),
    _u("f12-076", "dates_schedules", [
        ("2022-03-04", "puppy class every Friday at 6, Biscuit ate a clicker"),
        ("2022-03-20", "get more poo bags"),
        ("2022-05-11", "puppy class tonight, the Wednesday group is calmer, Biscuit did a sit-stay!"),
    ], "what day is puppy class?", "Friday", "Wednesday"),
    _u("f12-077", "dates_schedules", [
        ("2022-11-11", "our wedding is on 14 June! venue booked in Kilkenny"),
        ("2022-12-02", "buy oat milk, eggs, AA batteries"),
        ("2023-01-20", "venue double-booked, so the wedding is now 21 June. tell everyone"),
    ], "When's our wedding?", "14 June", "21 June"),
    _u("f12-078", "dates_schedules", [
        ("2020-09-02", "school pickup 3:15, Zara's class comes out the side gate"),
        ("2021-09-06", "autumn term timetable: pickup 2:50, Zara's class by the side gate"),
    ], "What time is school pickup?", "3:15", "2:50"),
    _u("f12-079", "dates_schedules", [
        ("2019-01-10", "driving test booked for March 3"),
        ("2019-02-25", "test postponed to April 12, examiner strike"),
        ("2019-04-02", "buy L plates for Ama's car"),
        ("2019-04-10", "driving test moved again: May 8. come on."),
    ], "when is my driving test?", ["March 3", "April 12"], "May 8"),
    _u("f12-080", "dates_schedules", [
        ("2018-01-06", "yoga Saturday mornings with Anouk at the community hall"),
        ("2018-04-08", "switched yoga to Sunday, Saturday is football for the kids"),
    ], "which day do I do yoga?", "Saturday", "Sunday"),

    # ---------------- people ----------------
    _u("f12-081", "people", [
        ("2017-05-05", "my sister Lena's flat in Graz is tiny but the balcony view 😍"),
        ("2018-09-23", "parking permit expires end of month"),
        ("2019-02-09", "Lena's housewarming in Vienna, bringing the bundt cake, 2h train"),
    ], "What city does my sister live in?", "Graz", "Vienna"),
    _u("f12-082", "people", [
        ("2014-03-03", "my brother Callum is a plumber, fixed our boiler for free"),
        ("2018-06-06", "Callum became a site manager, wears a lanyard now lol"),
        ("2022-09-09", "Callum's a building inspector these days, passes judgment on other people's boilers"),
    ], "What does Callum do for work?", ["plumber", "site manager"], "building inspector"),
    _u("f12-083", "people", [
        ("2016-08-20", "Jomo lives in Nairobi, Kilimani, staying with him in Dec"),
        ("2017-11-01", "film: Paddington 2. perfect film, no notes"),
        ("2019-02-14", "Jomo moved to Kigali for the new job, promised a visit"),
    ], "where is Jomo based?", "Nairobi", "Kigali"),
    _u("f12-084", "people", [
        ("2019-09-04", "Ellie's first day at St Anne's Primary, she didn't even look back 🥲"),
        ("2023-11-23", "Oakfield Academy parents' evening, Mr Doyle says Ellie's maths is strong"),
    ], "Which school does Ellie go to?", "St Anne's", "Oakfield"),
    _u("f12-085", "people", [
        ("2020-07-07", "visited Nan at Rosewood care home, she beat me at rummy"),
        ("2020-08-30", "renew car tax"),
        ("2021-03-14", "Mother's day visit to Nan's room at Elmhurst, brought daffodils, she remembered my name"),
    ], "which care home is Nan in?", "Rosewood", "Elmhurst"),
    _u("f12-086", "people", [
        ("2016-10-10", "Mum's on the tills at Tesco, double shift before christmas"),
        ("2019-12-01", "Mum's staff discount at Boots = my christmas shopping sorted"),
    ], "Where does Mum work?", "Tesco", "Boots"),
    _u("f12-087", "people", [
        ("2015-06-06", "my cousin Ravi bhaiya lives in Pune, visited for Ganpati"),
        ("2017-12-12", "Ravi moved to Bangalore, Koramangala, with the startup"),
        ("2018-01-01", "resolutions: read 20 books"),
        ("2021-07-07", "Ravi moved again — Hyderabad, Gachibowli"),
    ], "where does my cousin Ravi live?", ["Pune", "Bangalore|Bengaluru"], "Hyderabad"),
    _u("f12-088", "people", [
        ("2018-02-02", "Chloe babysits Tues + Thurs, she's studying nursing"),
        ("2019-09-19", "Marisol is our regular sitter on Tues + Thurs, kids made her read the Gruffalo 4 times"),
        ("2019-10-01", "book MOT"),
    ], "who's our babysitter?", "Chloe", "Marisol"),
    _u("f12-089", "people", [
        ("2018-08-08", "Tariq brought his girlfriend Selin to the bbq, she's lovely"),
        ("2020-10-10", "Tariq and Jade's engagement party, he's never looked happier"),
    ], "who is Tariq with?", "Selin", "Jade"),
    _u("f12-090", "people", [
        ("2019-05-05", "landlord is Mr Kowalski, texts only, never calls"),
        ("2020-04-04", "sourdough attempt #3: flat but tasty"),
        ("2021-06-06", "building sold — landlady is Mrs Achebe, rent goes to a new account"),
    ], "Who's my landlord?", "Kowalski", "Achebe"),

    # ---------------- projects_teams ----------------
    _u("f12-091", "projects_teams", [
        ("2021-04-04", "our team's project this half: Atlas, the search rewrite"),
        ("2021-10-12", "Beacon sprint planning, 34 points, tight"),
    ], "what is my team working on?", "Atlas", "Beacon"),
    _u("f12-092", "projects_teams", [
        ("2018-01-15", "I'm on the Payments team, we own checkout"),
        ("2019-07-01", "moved to the Risk team, fraud models"),
        ("2020-03-30", "call the plumber re: shower pressure"),
        ("2021-09-20", "joined the Identity team this week, login + 2FA"),
    ], "which team am I on?", ["Payments", "Risk"], "Identity"),
    _u("f12-093", "projects_teams", [
        ("2019-02-02", "our frontend is Angular, 200k lines of it"),
        ("2021-08-08", "replaced the last Angular module with React, party in the channel 🎉"),
    ], "what frontend framework does our app use?", "Angular", "React"),
    _u("f12-094", "projects_teams", [
        ("2020-05-05", "project lead is Beatriz, she runs a tight ship"),
        ("2020-06-15", "pack for Crete"),
        ("2021-02-02", "Kofi ran the retro as project lead, good vibes"),
    ], "who leads the project?", "Beatriz", "Kofi"),
    _u("f12-095", "projects_teams", [
        ("2019-03-03", "codename for our app rewrite: Orca"),
        ("2020-04-04", "Puffin (the app rewrite) demo to the board went ok"),
        ("2022-02-22", "Heron, our rewrite, beta shipped to 500 users"),
    ], "what's the codename of the rewrite I work on?", ["Orca", "Puffin"], "Heron"),
    _u("f12-096", "projects_teams", [
        ("2020-01-20", "tickets live in Jira, 400 in the backlog"),
        ("2021-01-01", "resolutions: read 20 books"),
        ("2022-03-03", "moved all our tickets to Linear, backlog down to 120 after cleanup"),
    ], "what do we track tickets in?", "Jira", "Linear"),
    _u("f12-097", "projects_teams", [
        ("2018-09-09", "my account at the agency: Heineken, TV + social"),
        ("2020-02-02", "Carlsberg pitch deck v3, my account, due friday"),
    ], "Which client do I handle?", "Heineken", "Carlsberg"),
    _u("f12-098", "projects_teams", [
        ("2017-05-05", "our main DB is MySQL 5.7, replication lag again"),
        ("2017-06-06", "mum's birthday lunch sunday"),
        ("2019-08-08", "Postgres cutover done at 2am, all services green"),
    ], "what database do we run on?", "MySQL", "Postgres|PostgreSQL"),
    _u("f12-099", "projects_teams", [
        ("2020-10-01", "PhD topic: coral bleaching on the Ningaloo reef"),
        ("2020-12-20", "remember umbrella tomorrow, storm warning"),
        ("2021-05-05", "changed my thesis topic to seagrass recovery, supervisor agrees"),
    ], "what's my research topic?", "coral bleaching", "seagrass"),
    _u("f12-100", "projects_teams", [
        ("2020-07-07", "side project lives on Heroku free tier, sleeps after 30 min lol"),
        ("2022-08-08", "Paddington 2 again with the kids, still perfect"),
        ("2023-01-01", "deploy to Fly.io took 40s, side project finally fast"),
    ], "where is my side project hosted?", "Heroku", "Fly.io"),
]

CONTROLS: list[Control] = [
    _c("f12c-001", "preferences", [
        ("2021-03-01", "signed up for pottery on wednesdays, my first bowl looks like an ashtray"),
        ("2022-06-12", "bouldering gym membership! V3 on day one. pottery still going strong"),
    ], "What hobbies do I have?", ["pottery", "bouldering"]),
    _c("f12c-002", "possessions", [
        ("2019-05-05", "brought Biscuit home from the shelter, terrier mix, chewed a shoe within an hour"),
        ("2021-08-08", "adopted a kitten too — Mochi. Biscuit is confused but gentle"),
    ], "what pets do I have?", ["Biscuit", "Mochi"]),
    _c("f12c-003", "dates_schedules", [
        ("2022-04-10", "back from Japan, two weeks, cherry blossoms in Kanazawa"),
        ("2022-09-01", "buy oat milk, eggs, AA batteries"),
        ("2023-07-30", "Peru trip done — Cusco, Sacred Valley, altitude sickness day 1"),
    ], "Which countries have I been to on holiday recently?", ["Japan", "Peru"]),
    _c("f12c-004", "people", [
        ("2020-01-01", "my sister Kari lives in Bergen, rain 300 days a year she says"),
        ("2021-03-03", "my brother Ola bought a flat in Stavanger, near the harbour"),
    ], "Where does my sister live?", ["Bergen", "Stavanger"]),
    _c("f12c-005", "work", [
        ("2020-02-02", "3 years at Klarna today, cake in the kitchen"),
        ("2022-05-05", "my colleague Sven joined Spotify, farewell drinks thursday"),
    ], "Where do I work?", ["Klarna", "Spotify"]),
    _c("f12c-006", "residence", [
        ("2019-09-09", "home in Nantes, 10 min bike to the island"),
        ("2022-02-02", "thinking about moving to Lyon for the job offer..."),
        ("2022-03-01", "decided: staying in Nantes. turned Lyon down."),
    ], "which city do I live in?", ["Nantes", "Lyon"]),
    _c("f12c-007", "residence", [
        ("2018-04-04", "our house in Bristol, Bedminster — finally painted the front door yellow"),
        ("2021-01-10", "3-month secondment in Singapore, company flat. Bristol house stays ours, Mark's watering the plants"),
    ], "Where's my home?", ["Bristol", "Singapore"]),
    _c("f12c-008", "health", [
        ("2019-03-03", "GP is Dr. Iyer at Riverside surgery"),
        ("2020-05-05", "film: Past Lives. cried on the bus home"),
        ("2022-02-02", "saw a locum, Dr. Moreau, for the rash. Dr. Iyer is still my GP, back from leave in March"),
    ], "who's my regular doctor?", ["Iyer", "Moreau"]),
    _c("f12c-009", "work", [
        ("2018-01-01", "I speak French fluently, thanks to 6 years in Montréal"),
        ("2021-09-01", "Duolingo streak 200 days — Portuguese is coming along"),
    ], "Which languages do I speak or study?", ["French", "Portuguese"]),
    _c("f12c-010", "dates_schedules", [
        ("2021-09-26", "Berlin marathon done in 3:58!!"),
        ("2022-12-12", "get a new foam roller"),
        ("2023-10-08", "Chicago marathon, 3:49, PB"),
    ], "Which marathons have I run?", ["Berlin", "Chicago"]),
    _c("f12c-011", "possessions", [
        ("2019-06-06", "picked up my Mazda 3, red, manual"),
        ("2022-01-01", "Jess bought a Tesla for her commute, I'm keeping the Mazda"),
    ], "What car do I drive?", ["Mazda", "Tesla"]),
    _c("f12c-012", "work", [
        ("2020-02-02", "web dev for a small agency, weekdays"),
        ("2021-05-05", "weekend barista shifts at Cafe Lume too, extra cash for the trip"),
    ], "what jobs do I have?", ["web dev", "barista"]),
    _c("f12c-013", "people", [
        ("2019-09-05", "Amara's first year at Westfield High"),
        ("2022-09-05", "little Tobi's first day at Greenbank Primary, Amara still at Westfield, walked him in"),
    ], "What school does Amara go to?", ["Westfield", "Greenbank"]),
    _c("f12c-014", "residence", [
        ("2017-08-08", "apartment in Montreal, Plateau, third floor walk-up"),
        ("2019-12-23", "christmas at my parents' in Ottawa, back home on the 27th"),
    ], "which city do I live in?", ["Montreal", "Ottawa"]),
    _c("f12c-015", "residence", [
        ("2020-03-03", "renting a flat in Dresden, Neustadt, love the bakeries"),
        ("2021-10-10", "return library books"),
        ("2022-08-08", "Franzi bought a house in Leipzig! helping her paint next weekend"),
    ], "where do I live?", ["Dresden", "Leipzig"]),
    _c("f12c-016", "money", [
        ("2016-01-01", "current account with Nationwide"),
        ("2020-04-04", "opened a savings pot with Chase, 4% interest"),
    ], "which banks do I have accounts with?", ["Nationwide", "Chase"]),
    _c("f12c-017", "possessions", [
        ("2021-01-01", "personal phone: iPhone 12"),
        ("2022-02-02", "work gave me a Pixel 7 for on-call, it lives in the drawer off-hours"),
    ], "what's my personal phone?", ["iPhone 12", "Pixel 7"]),
    _c("f12c-018", "health", [
        ("2015-05-05", "allergic to penicillin, told the dentist"),
        ("2019-07-07", "allergy test: also peanuts, carrying an EpiPen"),
    ], "What am I allergic to?", ["penicillin", "peanuts"]),
    _c("f12c-019", "dates_schedules", [
        ("2020-01-07", "gym on Tuesdays and Thursdays, 7am"),
        ("2020-06-06", "adding Saturday gym too, Tues/Thurs stay"),
    ], "Which days do I go to the gym?", ["Tuesdays", "Saturday"]),
    _c("f12c-020", "projects_teams", [
        ("2022-01-01", "I lead Project Falcon, the mobile checkout"),
        ("2022-03-03", "tomato seedlings on the windowsill, 6 survived"),
        ("2022-06-06", "also helping on Kestrel two days a week, still leading Falcon"),
    ], "what project do I lead?", ["Falcon", "Kestrel"]),
    _c("f12c-021", "relationships", [
        ("2018-05-05", "Nikolai and I: 5 years today"),
        ("2021-07-07", "Emil (uni friend) staying on our sofa for a week, Nikolai cooked for all of us"),
    ], "Who's my partner?", ["Nikolai", "Emil"]),
    _c("f12c-022", "preferences", [
        ("2019-01-01", "double espresso every morning, non-negotiable"),
        ("2021-04-04", "tried yerba mate for a week, back to my espresso"),
    ], "What do I drink in the morning?", ["espresso", "yerba mate"]),
    _c("f12c-023", "residence", [
        ("2016-02-02", "flat in Oslo, Grünerløkka, 4th floor"),
        ("2022-02-20", "winter week at the rented cabin in Hemsedal again, back to Oslo sunday"),
    ], "Where do I live?", ["Oslo", "Hemsedal"]),
    _c("f12c-024", "work", [
        ("2021-03-03", "my manager Anke approved the conference budget"),
        ("2021-09-09", "pay parking fine"),
        ("2022-04-04", "skip-level with Jurgen, Anke's boss. he asked about promo"),
    ], "Who's my manager?", ["Anke", "Jurgen"]),
    _c("f12c-025", "money", [
        ("2021-05-01", "rent 980 a month incl. water"),
        ("2022-05-01", "lease renewed, rent still 980, added a parking spot for 60"),
    ], "How much is my rent?", ["980", "60"]),
    _c("f12c-026", "health", [
        ("2018-08-08", "metformin 500mg twice a day"),
        ("2020-10-10", "doc added atorvastatin, metformin same as before"),
    ], "What medications am I on?", ["metformin", "atorvastatin"]),
    _c("f12c-027", "people", [
        ("2017-02-02", "Mum's in Lagos, calls every sunday"),
        ("2018-11-11", "buy birdseed"),
        ("2019-03-03", "Dad's flat in Abuja, flew up to see him"),
    ], "Where does my mum live?", ["Lagos", "Abuja"]),
    _c("f12c-028", "possessions", [
        ("2018-03-03", "road bike: Canyon Endurace, carbon, my baby"),
        ("2021-05-05", "bought an Urban Arrow cargo bike for the school run, the Canyon is for weekends"),
    ], "what bikes do I own?", ["Canyon", "Urban Arrow"]),
    _c("f12c-029", "dates_schedules", [
        ("2019-03-15", "dentist checkup, next one in September"),
        ("2019-09-16", "dentist checkup done, see you in March"),
    ], "when are my dentist checkups?", ["March", "September"]),
    _c("f12c-030", "projects_teams", [
        ("2020-02-02", "our team runs the Orion billing service"),
        ("2020-08-08", "watched Severance ep 4, what is going on"),
        ("2021-02-02", "Farah moved to the Nebula team, we'll miss her on-call jokes"),
    ], "what service does my team run?", ["Orion", "Nebula"]),
    _c("f12c-031", "relationships", [
        ("2017-05-05", "moving in with Amir!"),
        ("2022-09-09", "heard my ex Paolo got married in Sicily. happy for him. Amir made lasagne"),
    ], "who is my partner?", ["Amir", "Paolo"]),
    _c("f12c-032", "residence", [
        ("2018-01-01", "my flat in Zaragoza, near the Pilar"),
        ("2022-06-06", "my parents moved to Alicante, I'll visit in August"),
    ], "where do I live?", ["Zaragoza", "Alicante"]),
    _c("f12c-033", "work", [
        ("2019-05-05", "two years at Adyen, payments engineering"),
        ("2022-10-10", "Stripe made an offer. said no. Adyen it is"),
    ], "Where do I work?", ["Adyen", "Stripe"]),
    _c("f12c-034", "preferences", [
        ("2020-01-01", "favourite author: Ishiguro, re-reading Remains of the Day"),
        ("2020-06-06", "Rahel's birthday 12th — get the book she mentioned"),
        ("2021-11-11", "Le Guin is my other favourite, The Dispossessed blew my mind"),
    ], "Who are my favourite authors?", ["Ishiguro", "Le Guin"]),
    _c("f12c-035", "possessions", [
        ("2019-04-04", "reading on my Kobo in the bath, living dangerously"),
        ("2022-12-20", "bought Dad a Kindle for christmas, wrapped"),
    ], "What e-reader do I use?", ["Kobo", "Kindle"]),
    _c("f12c-036", "money", [
        ("2021-01-01", "base salary 54,000"),
        ("2022-03-03", "one-off bonus of 3,000 landed, base unchanged"),
    ], "What's my base salary?", ["54,000", "3,000"]),
    _c("f12c-037", "dates_schedules", [
        ("2020-01-01", "book club: first Thursday of every month"),
        ("2020-04-01", "this month's book club on Friday, just this once, Thursday clashes with Easter stuff"),
    ], "When does book club usually meet?", ["Thursday", "Friday"]),
    _c("f12c-038", "health", [
        ("2021-04-04", "physio with Greta every two weeks for the shoulder"),
        ("2021-07-07", "Greta on holiday so saw Ahmed once, back to Greta in August"),
    ], "who's my physio?", ["Greta", "Ahmed"]),
    _c("f12c-039", "people", [
        ("2016-02-02", "my sister Aiko is a nurse at St Luke's"),
        ("2018-05-05", "sourdough attempt #3: flat but tasty"),
        ("2020-03-03", "brother Kenji became a pilot! first flight to Sapporo"),
    ], "What does my sister do?", ["nurse", "pilot"]),
    _c("f12c-040", "projects_teams", [
        ("2022-06-06", "shipped Lumen, our photo app, 10k downloads first week"),
        ("2023-09-09", "Quasar launched today, my second product"),
    ], "What products have I shipped?", ["Lumen", "Quasar"]),
]
