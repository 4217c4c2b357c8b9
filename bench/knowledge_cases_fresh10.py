"""Fresh10 blind set for bench/knowledge_update.py (--set fresh10): hand-written from the brief alone, without reading the engine or any other case set."""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u

UPDATES: list[Update] = [
    # ------------------------------------------------------------------ residence
    _u("f10-001", "residence", [
        ("2022-09-04", "Finally unpacked the last box in our Ghent flat."),
        ("2023-02-11", "Signed the lease on a place in Utrecht and moved in last weekend."),
    ], "Which city do I live in?", "Ghent", "Utrecht"),
    _u("f10-002", "residence", [
        ("2021-03-02", "leeds flat finally has working heating lol"),
        ("2022-01-15", "First night in the Bristol house. Boxes everywhere, the cat is deeply offended."),
        ("2023-06-20", "Cardiff it is 🏴 got the keys to the Pontcanna terrace today"),
    ], "Where do I live?", ["Leeds", "Bristol"], "Cardiff"),
    _u("f10-003", "residence", [
        ("2021-05-10", "RSVP address for Marta's wedding: Calle de Colón 14, 3ºB, Valencia"),
        ("2021-08-02", "buy bin bags + descaler for the kettle"),
        ("2021-11-28", "empadronamiento done at the Seville town hall, 2 hours in the queue but ✅ official resident"),
    ], "Which city do I live in?", "Valencia", "Seville|Sevilla"),
    _u("f10-004", "residence", [
        ("2022-02-03", "Munich winter is brutal, -12 on the walk to the U-Bahn this morning"),
        ("2022-09-18", "We moved up north to Hamburg in March and I still can't get used to the rain. Fischmarkt on Sunday though!"),
    ], "Where am I living these days?", "Munich", "Hamburg"),
    _u("f10-005", "residence", [
        ("2021-04-11", "home: Toronto (Dundas West), 2 roommates, 1 bathroom, pray for me"),
        ("2022-02-19", "spent the whole first weekend in the Montreal apartment building IKEA furniture. my French is embarrassing"),
        ("2022-07-07", "call mom re: her birthday gift"),
        ("2024-01-30", "Ottawa now. quieter, cheaper, 15 min to the office. no regrets"),
    ], "What city do I live in?", ["Toronto", "Montreal|Montréal"], "Ottawa"),
    _u("f10-006", "residence", [
        ("2021-10-05", "Our address for deliveries: ul. Długa 8/3, 31-146 Kraków"),
        ("2022-04-23", "first week in Wrocław and i already found a pierogi place 2 min from the flat. dangerous"),
    ], "Where do I live?", "Kraków|Krakow", "Wrocław|Wroclaw"),
    _u("f10-007", "residence", [
        ("2021-09-14", "austin heat is unreal, 104 again today and the AC in our apartment is dying"),
        ("2022-03-10", "renew car registration"),
        ("2022-08-27", "We moved to Denver two weeks ago and the altitude is kicking my butt on every run"),
    ], "Which city do I live in?", "Austin", "Denver"),
    _u("f10-008", "residence", [
        ("2022-03-03", "topped up my myki again, Melbourne trams are the only way I get around"),
        ("2022-05-17", "dentist at 3 on thurs"),
        ("2022-10-09", "first Brisbane summer coming up in our place in Paddington — neighbours say the storms are insane"),
    ], "Which city do I live in?", "Melbourne", "Brisbane"),
    _u("f10-009", "residence", [
        ("2021-06-21", "home address for the bank: 12 Marchmont Road, Edinburgh EH9"),
        ("2022-01-12", "We're now officially in Glasgow 😅 first council tax bill for the Byres Road flat arrived"),
    ], "Where do I live?", "Edinburgh", "Glasgow"),
    _u("f10-010", "residence", [
        ("2021-02-12", "Nantes apartment: 3rd floor, no lift, view of the château 😩✨"),
        ("2022-04-01", "we moved to Lyon!! Croix-Rousse, so many stairs again"),
        ("2024-05-22", "Marseille is home now. sea is 10 min from the door"),
    ], "Where do I live?", ["Nantes", "Lyon"], "Marseille"),

    # ------------------------------------------------------------------ work
    _u("f10-011", "work", [
        ("2021-01-18", "Deloitte busy season starts monday. cancelling all plans till april"),
        ("2021-03-22", "return the library books"),
        ("2021-07-05", "first day at KPMG. badge photo is a crime"),
    ], "Which firm do I work for?", "Deloitte", "KPMG"),
    _u("f10-012", "work", [
        ("2022-02-08", "contract says: Support Engineer, L2. pay band C"),
        ("2022-11-30", "Promotion came through!! Team Lead from the 1st, 5 reports 😳"),
    ], "What's my job title?", "Support Engineer", "Team Lead"),
    _u("f10-013", "work", [
        ("2021-05-04", "my manager is Priya, 1:1s on tuesdays"),
        ("2022-03-15", "Priya left for Atlassian. Tomasz is taking over our team, first 1:1 went ok"),
        ("2023-09-01", "reorg done. reporting line: Henrike (VP Eng wanted fewer layers)"),
    ], "Who's my manager?", ["Priya", "Tomasz"], "Henrike"),
    _u("f10-014", "work", [
        ("2022-06-06", "Office on the 6th floor of the Shard, the view never gets old"),
        ("2022-08-12", "pick up dry cleaning"),
        ("2022-11-14", "hot desk in the Canary Wharf building from monday, commute is 20 min longer 🙃"),
    ], "Which office do I work from?", "Shard", "Canary Wharf"),
    _u("f10-015", "work", [
        ("2021-09-20", "Payments team offsite in Brighton, lots of pizza"),
        ("2022-04-11", "I switched to the Fraud team this sprint — miss the old crew already"),
    ], "Which team am I on?", "Payments", "Fraud"),
    _u("f10-016", "work", [
        ("2021-03-29", "3 years at Spotify today 🎧 cake in the kitchen"),
        ("2022-05-02", "Handed in my laptop and badge on Friday. Starting at Klarna on the 16th, new chapter!"),
    ], "Who do I work for?", "Spotify", "Klarna"),
    _u("f10-017", "work", [
        ("2021-02-01", "barista shifts at Ground Control: Mon-Thu, 6am opens 😴"),
        ("2022-01-10", "got the shift supervisor job!! keys to the shop and everything"),
        ("2023-08-07", "signed the store manager contract, I do the rota and the hiring from here"),
    ], "What's my job?", ["barista", "shift supervisor"], "store manager"),
    _u("f10-018", "work", [
        ("2021-11-02", "boss = Gareth. likes bullet points, hates surprises"),
        ("2022-01-19", "book MOT for the car"),
        ("2022-03-07", "Olumide starts as our head of department monday, already put a weekly 1:1 with me in the calendar"),
    ], "Who's my boss?", "Gareth", "Olumide"),
    _u("f10-019", "work", [
        ("2021-07-22", "3rd night shift in a row at St Thomas', my body hates me"),
        ("2021-10-04", "oat milk, eggs, bin liners"),
        ("2022-02-14", "induction day at the Royal Free. ID badge, scrubs, and a very confusing map of the wards"),
    ], "Which hospital do I work at?", "St Thomas", "Royal Free"),
    _u("f10-020", "work", [
        ("2022-01-09", "invoice #34 sent. freelance life = chasing payments"),
        ("2022-06-27", "Signed the Canva contract — I'm now full-time with benefits and a pension! No more chasing invoices"),
    ], "Who do I work for?", "freelance", "Canva"),

    # ------------------------------------------------------------------ relationships
    _u("f10-021", "relationships", [
        ("2021-04-17", "third date with Marco. I think we're officially dating?? 🙈"),
        ("2022-08-20", "HE PROPOSED on the beach in Tropea. we're engaged 💍😭"),
    ], "What's my relationship status with Marco?", "dating", "engaged"),
    _u("f10-022", "relationships", [
        ("2021-06-12", "my girlfriend Leonie got the job in Bern!! so proud"),
        ("2022-07-03", "Leonie said yes 💍 fiancée life, here we come"),
        ("2023-09-16", "Married Leonie at the Standesamt today. small, sunny, perfect"),
    ], "What's my relationship status with Leonie?", ["girlfriend", "fiancée|fiancee"], "married"),
    _u("f10-023", "relationships", [
        ("2021-10-30", "Jonas and I are doing his parents' place for Christmas again"),
        ("2022-02-05", "deleted the photos from the Christmas trip. done with that chapter."),
        ("2022-02-22", "water the plants + descale kettle"),
        ("2022-09-10", "Rafael cooked me dinner for our 3-month anniversary 🥰"),
    ], "Who's my partner?", "Jonas", "Rafael"),
    _u("f10-024", "relationships", [
        ("2021-08-14", "Noor and I: 2 years today ❤️"),
        ("2022-05-30", "Single now and honestly? thriving. Girls' trip to Split booked"),
    ], "Am I seeing anyone?", "Noor", "single"),
    _u("f10-025", "relationships", [
        ("2021-03-19", "Happy 10th anniversary to my husband Pieter 🥂"),
        ("2022-12-02", "Divorce papers signed. I kept the house and the dog."),
    ], "What's my marital status?", "husband", "divorce"),
    _u("f10-026", "relationships", [
        ("2021-05-25", "long-distance with Kofi is hard, 6h time difference and bad wifi"),
        ("2021-09-01", "buy birthday card for Auntie Efua"),
        ("2022-03-12", "Kofi's shirts finally fit in the wardrobe. living together is an adjustment lol"),
    ], "What's my living situation with Kofi?", "long-distance|long distance", "living together"),
    _u("f10-027", "relationships", [
        ("2022-01-08", "Dating Mateus for a month, he makes the best feijoada"),
        ("2022-06-14", "dentist 11:20"),
        ("2023-04-29", "Yusuf is my new boyfriend, it's official 💕 meeting his sister next week"),
    ], "Who am I dating?", "Mateus", "Yusuf"),
    _u("f10-028", "relationships", [
        ("2021-11-06", "We're engaged! Wedding planning starts after the holidays"),
        ("2022-08-13", "Officially married now ✨ Mr & Mrs Okafor, the party went till 4am"),
    ], "What's my relationship status?", "engaged", "married"),
    _u("f10-029", "relationships", [
        ("2021-09-09", "Gwen and I are living apart since the summer. trial separation. it is what it is"),
        ("2022-04-02", "Gwen moved her things back in this weekend. we're back together and it feels right 🥰"),
    ], "What's going on between Gwen and me?", "separation", "back together"),
    _u("f10-030", "relationships", [
        ("2021-07-01", "Boyfriend: Liam. Allergies: peanuts. Emergency contact: Liam"),
        ("2022-10-22", "first morning as Liam's husband. still wearing the suit 😂"),
    ], "What is Liam to me?", "boyfriend", "husband"),

    # ------------------------------------------------------------------ health
    _u("f10-031", "health", [
        ("2021-04-08", "dentist: Dr Okonjo, Harley St, recall every 6 months"),
        ("2021-09-30", "renew passport!!"),
        ("2022-02-16", "first cleaning with Dr Lindqvist at Smile Studio — so much gentler, should've gone years ago"),
    ], "Who's my dentist?", "Okonjo", "Lindqvist"),
    _u("f10-032", "health", [
        ("2021-01-27", "GP is Dr Hassan at Elm Street surgery, 020 7946 0321"),
        ("2022-06-08", "switched practices — registered at Kingsway, my GP there is Dr Brennan"),
    ], "Who's my GP?", "Hassan", "Brennan"),
    _u("f10-033", "health", [
        ("2021-03-15", "sertraline 50mg, week 3. sleep still weird"),
        ("2022-01-20", "Day 1 of escitalopram 10mg, fingers crossed 🤞"),
        ("2023-02-06", "GP says let's try bupropion. first tablet this morning, 150mg"),
    ], "What antidepressant am I on?", ["sertraline", "escitalopram"], "bupropion"),
    _u("f10-034", "health", [
        ("2022-01-03", "weighed in at 92.4 kg. new year, here we go"),
        ("2022-02-10", "order contact lenses"),
        ("2022-07-18", "scale said 84.1 this morning!!! 🎉"),
    ], "What do I weigh?", "92.4", "84.1"),
    _u("f10-035", "health", [
        ("2021-10-12", "BP 148/95 at the pharmacy machine, not great"),
        ("2022-01-24", "BP 126/82 after 3 months of walking and less salt 💪"),
    ], "What's my blood pressure?", "148/95", "126/82"),
    _u("f10-036", "health", [
        ("2021-05-05", "vegetarian 5 years today 🥕"),
        ("2022-01-31", "fully vegan now, even gave up honey. the cheese drawer is empty and I'm at peace"),
    ], "What's my diet?", "vegetarian", "vegan"),
    _u("f10-037", "health", [
        ("2021-08-19", "levothyroxine 75mcg every morning, 30 min before coffee"),
        ("2022-02-28", "TSH came back high so the dose changed to 100mcg from tomorrow"),
    ], "What dose of levothyroxine do I take?", "75mcg", "100mcg"),
    _u("f10-038", "health", [
        ("2021-06-03", "physio: Kasia at FlexPoint, Thursdays"),
        ("2021-08-25", "ask landlord about the boiler"),
        ("2021-11-11", "physio with Dermot now, he's got me on a wobble board, knee feels better"),
    ], "Who's my physio?", "Kasia", "Dermot"),
    _u("f10-039", "health", [
        ("2022-04-09", "keto day 12, I would kill for toast"),
        ("2022-10-03", "cardiologist's orders: Mediterranean diet from now on. olive oil, fish, beans, the lot"),
    ], "What diet am I following?", "keto", "Mediterranean"),
    _u("f10-040", "health", [
        ("2021-02-22", "cholesterol 6.8, doctor not happy"),
        ("2021-06-09", "pick up photos from the printer"),
        ("2022-05-16", "cholesterol 5.1 🎉 doc says keep doing what I'm doing"),
    ], "What's my cholesterol?", "6.8", "5.1"),

    # ------------------------------------------------------------------ preferences
    _u("f10-041", "preferences", [
        ("2021-03-08", "flat white, always. don't @ me"),
        ("2021-05-12", "mow the lawn before the rain"),
        ("2022-06-14", "oat cortado is my order these days, the barista starts making it when I walk in"),
    ], "What's my usual coffee order?", "flat white", "cortado"),
    _u("f10-042", "preferences", [
        ("2021-01-05", "all my notes live in Evernote, 4000+ of them"),
        ("2021-11-19", "switched my notes to Notion, the databases are so good"),
        ("2023-03-02", "Obsidian vault synced across devices, plain markdown forever"),
    ], "Which notes app do I use?", ["Evernote", "Notion"], "Obsidian"),
    _u("f10-043", "preferences", [
        ("2021-07-13", "Chrome eating 6GB of RAM again 🙄"),
        ("2021-12-01", "toothpaste + kitchen roll"),
        ("2022-03-21", "Firefox with uBlock feels so fast, uninstalled the Google one"),
    ], "Which browser do I use?", "Chrome", "Firefox"),
    _u("f10-044", "preferences", [
        ("2021-09-06", "morning ritual: double espresso before anyone speaks to me"),
        ("2022-04-25", "switched to rooibos in the mornings since the doc told me to cut caffeine. surprisingly fine"),
    ], "What do I drink in the morning?", "espresso", "rooibos"),
    _u("f10-045", "preferences", [
        ("2021-05-21", "Friday takeaway = Pho Hoa, always the #14"),
        ("2021-07-30", "Ollie's bday gift??"),
        ("2022-01-28", "our new Friday takeaway is Bella Napoli. the pho place closed down 😢"),
    ], "Where do we get our Friday takeaway from?", "Pho Hoa", "Bella Napoli"),
    _u("f10-046", "preferences", [
        ("2021-04-02", "5am runs before work. sunrise over the river is worth it"),
        ("2022-02-09", "switched to evening runs after work, my knees prefer being awake first"),
    ], "When do I go running?", "5am", "evening"),
    _u("f10-047", "preferences", [
        ("2021-10-18", "VS Code extensions for the laptop: prettier, eslint, gitlens"),
        ("2022-08-08", "Neovim is my editor now, config took the whole weekend but worth it"),
    ], "What code editor do I use?", "VS Code", "Neovim"),
    _u("f10-048", "preferences", [
        ("2021-06-30", "passwords all in LastPass, master pw in the safe"),
        ("2021-09-02", "dentist 4:15 fri"),
        ("2022-12-28", "after the breach I moved every login to 1Password and deleted the old vault"),
    ], "Which password manager do I use?", "LastPass", "1Password"),
    _u("f10-049", "preferences", [
        ("2021-02-07", "family group chat is on WhatsApp, 47 unread from Auntie Lu"),
        ("2022-03-14", "got everyone onto Telegram for the family chat, even grandpa"),
        ("2023-10-05", "fam chat switched to Signal after the privacy talk at Christmas 😅"),
    ], "Which app do I use for the family chat?", ["WhatsApp", "Telegram"], "Signal"),
    _u("f10-050", "preferences", [
        ("2021-08-01", "Sunday ritual: long run along the canal, then a nap"),
        ("2021-10-20", "pick up prescription"),
        ("2022-05-15", "Sunday ritual these days: farmers market + pancakes with the kids"),
    ], "What's my Sunday ritual?", "long run", "farmers market"),

    # ------------------------------------------------------------------ possessions
    _u("f10-051", "possessions", [
        ("2021-04-14", "2014 Golf needs brake pads again"),
        ("2022-03-26", "drove the Model 3 home from the showroom, it's so quiet it's creepy"),
    ], "What car do I drive?", "Golf", "Model 3|Tesla"),
    _u("f10-052", "possessions", [
        ("2022-11-10", "iPhone 12 battery at 71% health, ugh"),
        ("2023-10-19", "new Pixel 8 arrived. transferring contacts is a nightmare"),
    ], "What phone do I have?", "iPhone 12", "Pixel 8"),
    _u("f10-053", "possessions", [
        ("2021-01-11", "ThinkPad T480 still going strong"),
        ("2022-02-03", "new MacBook Air, the battery life is absurd"),
        ("2024-06-18", "Framework 13 assembled it myself, sold the Mac on eBay. repairable laptops ftw 🔧"),
    ], "What laptop do I use?", ["ThinkPad", "MacBook Air"], "Framework"),
    _u("f10-054", "possessions", [
        ("2021-05-19", "Brompton folds under my desk, best purchase ever"),
        ("2022-04-04", "listed the folding bike on Marktplaats, €600 obo"),
        ("2022-06-11", "The Urban Arrow fits both kids AND the shopping. cargo bike life"),
    ], "What bike do I ride?", "Brompton", "Urban Arrow"),
    _u("f10-055", "possessions", [
        ("2021-03-23", "Corsa failed its MOT on the exhaust, £180"),
        ("2021-06-15", "call the plumber"),
        ("2021-11-04", "picked up the Yaris hybrid from the dealer, 62mpg they reckon"),
    ], "What car do I have?", "Corsa", "Yaris"),
    _u("f10-056", "possessions", [
        ("2021-08-09", "Galaxy S21 screen cracked again, 3rd time"),
        ("2022-09-24", "switched to iPhone 14 and I hate that I like it"),
    ], "What phone do I use?", "Galaxy S21", "iPhone 14"),
    _u("f10-057", "possessions", [
        ("2021-02-28", "Garmin Forerunner 245 says my VO2 max went up 🏃"),
        ("2022-07-12", "watch strap snapped and the screen is dead. RIP old friend"),
        ("2022-09-05", "Apple Watch closed all three rings today 🎉"),
    ], "What smartwatch do I wear?", "Forerunner|Garmin", "Apple Watch"),
    _u("f10-058", "possessions", [
        ("2021-06-26", "Civic needs tyres before the trip"),
        ("2022-05-08", "our new Mazda CX-5 fits the dog crate perfectly"),
    ], "What car do we have?", "Civic", "CX-5|Mazda"),
    _u("f10-059", "possessions", [
        ("2021-10-27", "Dell XPS fan is screaming again during calls"),
        ("2022-01-06", "pick up parcel at the post office"),
        ("2022-04-13", "MacBook Pro M1 unboxed, migrating files all evening"),
    ], "What laptop do I have?", "Dell XPS", "MacBook Pro"),
    _u("f10-060", "possessions", [
        ("2021-12-12", "Kindle Paperwhite: 63 books this year 📚"),
        ("2023-01-15", "new e-reader is a Kobo Libra 2, library loans straight to the device!"),
    ], "What e-reader do I use?", "Kindle", "Kobo"),

    # ------------------------------------------------------------------ money
    _u("f10-061", "money", [
        ("2021-09-01", "rent 1,150 paid ✔️"),
        ("2022-01-20", "landlord's letter: 1,290 a month starting in March 😤"),
    ], "How much is my rent?", "1,150|1150", "1,290|1290"),
    _u("f10-062", "money", [
        ("2021-04-30", "salary 52k, asked for a review in october"),
        ("2021-11-15", "review went well: new salary 58k from december"),
    ], "What's my salary?", "52k", "58k"),
    _u("f10-063", "money", [
        ("2021-06-07", "Barclays app down again, can't pay anyone"),
        ("2021-09-15", "renew car tax"),
        ("2022-02-02", "Monzo card arrived 🪸 salary lands there from next month, closed the old account"),
    ], "Which bank do I use?", "Barclays", "Monzo"),
    _u("f10-064", "money", [
        ("2021-03-03", "car insurance: Aviva, £640/yr, renews March"),
        ("2022-03-01", "switched car insurance to Direct Line, saved £90"),
        ("2023-02-27", "renewal done with Admiral, policy number ADM-55812"),
    ], "Who's my car insurer?", ["Aviva", "Direct Line"], "Admiral"),
    _u("f10-065", "money", [
        ("2021-07-19", "house deposit fund target: £25,000 by 2024"),
        ("2021-10-01", "Zara's leaving do, Friday"),
        ("2022-03-17", "house prices are mad, deposit target is now £30,000"),
    ], "What's my savings target for the house deposit?", "25,000|25000|25k", "30,000|30000|30k"),
    _u("f10-066", "money", [
        ("2021-05-14", "netflix 10.99/month"),
        ("2022-02-07", "Netflix is 12.99 now. ugh"),
    ], "How much do I pay for Netflix?", "10.99", "12.99"),
    _u("f10-067", "money", [
        ("2022-01-02", "grocery budget €400/month, let's see if I stick to it"),
        ("2022-02-11", "book haircut"),
        ("2023-01-04", "grocery budget for 2023: €480 a month, prices are mental"),
    ], "What's my monthly grocery budget?", "400", "480"),
    _u("f10-068", "money", [
        ("2021-02-18", "Krankenkasse: Techniker, Mitgliedsnummer in the blue folder"),
        ("2022-01-10", "switched Krankenkasse — Barmer membership card came in the post, valid from 1 January"),
    ], "Which health insurance am I with?", "Techniker", "Barmer"),
    _u("f10-069", "money", [
        ("2021-01-25", "freelance day rate: €450"),
        ("2022-01-24", "raised my day rate to €520 for all clients, nobody blinked"),
    ], "What's my day rate?", "450", "520"),
    _u("f10-070", "money", [
        ("2021-06-22", "mortgage fixed at 1.89% until next summer"),
        ("2022-03-05", "Jamie's christening 11am"),
        ("2022-09-29", "remortgaged: 4.35% for 5 years. ouch"),
    ], "What's my mortgage rate?", "1.89%", "4.35%"),

    # ------------------------------------------------------------------ dates & schedules
    _u("f10-071", "schedule", [
        ("2023-01-09", "dentist April 14 at 10:30, Dr Moreau"),
        ("2023-03-02", "dentist office called, appointment moved to April 22, 9am"),
    ], "When is my dentist appointment?", "April 14|14 April", "April 22|22 April"),
    _u("f10-072", "schedule", [
        ("2022-01-11", "pottery class Tuesdays 7pm, bring apron"),
        ("2022-04-19", "pottery changed to Thursdays this term, same studio"),
    ], "What day is my pottery class?", "Tuesday|Tuesdays", "Thursday|Thursdays"),
    _u("f10-073", "schedule", [
        ("2023-01-16", "thesis due 30 June. no pressure"),
        ("2023-02-20", "buy printer ink"),
        ("2023-05-08", "extension approved!! thesis due 15 September 🙏"),
    ], "When is my thesis due?", "30 June|June 30", "15 September|September 15"),
    _u("f10-074", "schedule", [
        ("2023-06-05", "flight to Lima: 3 Nov, LA2471, window seat"),
        ("2023-08-21", "airline changed my Lima flight to 9 Nov, same flight number"),
    ], "When do I fly to Lima?", "3 Nov|Nov 3", "9 Nov|Nov 9"),
    _u("f10-075", "schedule", [
        ("2021-09-07", "yoga 6:30am Mon/Wed"),
        ("2022-01-10", "yoga class moved to 7:15am, finally some sleep"),
        ("2022-09-12", "yoga is at 12:30 now, lunchtime class at the studio near work"),
    ], "What time is my yoga class?", ["6:30|6:30am", "7:15|7:15am"], "12:30"),
    _u("f10-076", "schedule", [
        ("2021-03-10", "therapy every other Wednesday, 4pm with Jo"),
        ("2021-05-06", "car wash + hoover"),
        ("2021-08-25", "therapy on Mondays at 5 from September, Jo's schedule shifted"),
    ], "What day is my therapy?", "Wednesday", "Monday|Mondays"),
    _u("f10-077", "schedule", [
        ("2023-02-14", "Save the dates for the wedding sent!! 12 June 2024 at Hollowell Barn"),
        ("2023-07-03", "venue double-booked, so the wedding is on 7 September 2024 now 😩"),
    ], "When's our wedding?", "12 June|June 12", "7 September|September 7"),
    _u("f10-078", "schedule", [
        ("2021-04-20", "bin collection: Tuesday, recycling every other week"),
        ("2022-05-03", "council leaflet: collection day changes to Friday from June"),
    ], "What day are the bins collected?", "Tuesday", "Friday"),
    _u("f10-079", "schedule", [
        ("2022-09-12", "Spanish class Mon/Wed 6pm, Instituto Cervantes"),
        ("2022-10-03", "oil change"),
        ("2023-01-16", "spring term timetable: Spanish Tue/Thu 7pm, room 4"),
    ], "When is my Spanish class?", "Mon/Wed", "Tue/Thu"),
    _u("f10-080", "schedule", [
        ("2022-11-18", "passport renewal appointment 3 Feb, bring 2 photos"),
        ("2023-01-09", "passport appt pushed to 21 Feb, they had a system outage"),
    ], "When is my passport appointment?", "3 Feb|Feb 3", "21 Feb|Feb 21"),

    # ------------------------------------------------------------------ people around the user
    _u("f10-081", "people", [
        ("2021-05-27", "sister Hana: pharmacist at Boots, can ask her about the ibuprofen thing"),
        ("2022-06-20", "Hana's first shift as a paramedic today!! so proud of her 🚑"),
    ], "What does my sister Hana do?", "pharmacist", "paramedic"),
    _u("f10-082", "people", [
        ("2021-08-11", "Diego's address in Bogotá for the postcard: Cra 7 #45-10"),
        ("2022-04-14", "Diego moved to Mexico City for the job, visiting in May!"),
    ], "Where does Diego live?", "Bogotá|Bogota", "Mexico City"),
    _u("f10-083", "people", [
        ("2021-07-16", "Ava's last sports day at Oakfield Primary, she won the egg-and-spoon"),
        ("2021-09-10", "Ava's first week at Kingsmead Secondary, she's got a locker!!"),
    ], "Which school does Ava go to?", "Oakfield", "Kingsmead"),
    _u("f10-084", "people", [
        ("2021-10-14", "Leo's teacher this year: Mrs Dubois, very strict about reading logs"),
        ("2022-01-20", "return library books"),
        ("2022-10-13", "parents' evening with Mr Achterberg, Leo's teacher. lovely guy, says Leo talks too much"),
    ], "Who's Leo's teacher?", "Dubois", "Achterberg"),
    _u("f10-085", "people", [
        ("2021-12-24", "my brother Ravi brought his girlfriend Meera to Christmas, she's great"),
        ("2022-11-05", "Ravi's new partner Thibault is coming for Diwali, need to ask if he's veggie"),
    ], "Who's my brother Ravi's partner?", "Meera", "Thibault"),
    _u("f10-086", "people", [
        ("2021-03-07", "Mum's in Cork, call Sundays"),
        ("2022-06-19", "Mum moved to Galway to be near Aunt Siobhán"),
        ("2024-02-11", "helped Mum unpack in Limerick, she loves the river walk there"),
    ], "Where does my mum live?", ["Cork", "Galway"], "Limerick"),
    _u("f10-087", "people", [
        ("2021-07-08", "Olga (works at Google) could maybe refer me?"),
        ("2021-09-22", "defrost freezer"),
        ("2022-03-03", "Olga's got her Stripe badge! drinks on Friday to celebrate"),
    ], "Where does Olga work?", "Google", "Stripe"),
    _u("f10-088", "people", [
        ("2021-11-25", "visit Gran at Rosewood care home Sunday, bring the photo album"),
        ("2022-08-07", "Gran moved to Hillcrest last month and has settled in well, her room looks out on the garden"),
    ], "Which care home is Gran in?", "Rosewood", "Hillcrest"),
    _u("f10-089", "people", [
        ("2022-01-15", "Noah's swim coach Kenji says he's ready for the squad"),
        ("2022-04-04", "oven cleaner"),
        ("2022-09-17", "Noah has a new coach this season, Bernadette, very by-the-book"),
    ], "Who's Noah's swim coach?", "Kenji", "Bernadette"),
    _u("f10-090", "people", [
        ("2021-05-02", "Priyanka's in Dubai, 3h ahead, remember for calls"),
        ("2022-08-30", "Priyanka moved to Singapore! the time difference is even worse"),
        ("2024-03-18", "Priyanka just moved to Sydney, she's sending me beach pics to torture me"),
    ], "Where does Priyanka live?", ["Dubai", "Singapore"], "Sydney"),

    # ------------------------------------------------------------------ projects & teams
    _u("f10-091", "projects", [
        ("2021-06-15", "backend is Django + Celery, deploys on Fridays (I know)"),
        ("2022-02-22", "API rewrite in FastAPI shipped today, p95 latency halved"),
    ], "What framework is our backend built on?", "Django", "FastAPI"),
    _u("f10-092", "projects", [
        ("2022-01-10", "Atlas launch date: 1 May"),
        ("2022-03-28", "Atlas launch slipped to 19 June, legal review"),
    ], "When does Atlas launch?", "1 May|May 1", "19 June|June 19"),
    _u("f10-093", "projects", [
        ("2021-04-12", "Orion project lead: Bettina. she wants weekly status by Thursday noon"),
        ("2021-06-01", "buy stamps"),
        ("2021-09-20", "Orion kickoff v2: Farid is now running the project"),
    ], "Who leads the Orion project?", "Bettina", "Farid"),
    _u("f10-094", "projects", [
        ("2022-02-01", "rebrand client: Heineken, first workshop next tue"),
        ("2022-05-12", "Heineken pulled the rebrand budget. gutted."),
        ("2022-07-19", "Carlsberg signed the SOW for the rebrand 🍺 kickoff in August"),
    ], "Who's the client for the rebrand?", "Heineken", "Carlsberg"),
    _u("f10-095", "projects", [
        ("2021-02-09", "sprint board on Trello, 14 columns, chaos"),
        ("2021-10-04", "moved the tickets to Jira, everyone complaining about the workflows"),
        ("2023-01-30", "Linear rollout done, import from the old tracker took a day"),
    ], "What do we use for tickets?", ["Trello", "Jira"], "Linear"),
    _u("f10-096", "projects", [
        ("2021-08-17", "CI on Jenkins is red again, plugin hell"),
        ("2022-04-06", "switched CI to GitHub Actions, pipelines live in the repo"),
    ], "What do we use for CI?", "Jenkins", "GitHub Actions"),
    _u("f10-097", "projects", [
        ("2022-05-09", "prod db is MySQL 5.7, EOL soon, need a plan"),
        ("2022-06-14", "cancel the gym trial"),
        ("2022-11-02", "migration to Postgres finished at 2am, all green ✅"),
    ], "What database does prod run on?", "MySQL", "Postgres"),
    _u("f10-098", "projects", [
        ("2021-03-30", "app hosted on Heroku, free dynos sleep and it's killing the demo"),
        ("2022-05-11", "everything runs on Fly.io now, deploys in 40 seconds"),
    ], "Where is the app hosted?", "Heroku", "Fly.io"),
    _u("f10-099", "projects", [
        ("2022-03-14", "project budget signed off: 80k"),
        ("2022-09-07", "finance cut the project budget to 65k, the mobile app is out of scope"),
    ], "What's the project budget?", "80k", "65k"),
    _u("f10-100", "projects", [
        ("2021-11-08", "mockups in Sketch, shared via the cloud link"),
        ("2021-12-03", "Laura's bday dinner 8pm"),
        ("2022-02-15", "Figma file is the source of truth from today, design team agreed"),
    ], "What design tool do we use?", "Sketch", "Figma"),
]

CONTROLS: list[Control] = [
    _c("f10c-001", "pets", [
        ("2022-03-12", "Our greyhound Juno sleeps 20 hours a day."),
        ("2023-01-07", "Welcome home Miso, our new kitten!"),
    ], "What pets do I have?", ["Juno", "Miso"]),
    _c("f10c-002", "preferences", [
        ("2021-05-03", "bouldering twice a week, forearms destroyed"),
        ("2022-10-11", "joined the community choir!! altos represent 🎶"),
    ], "What are my hobbies?", ["bouldering", "choir"]),
    _c("f10c-003", "people", [
        ("2021-08-22", "my sister's house in Hobart has the best view of the harbour"),
        ("2022-12-04", "brother's flat in Perth flooded, he's fine, insurance is sorting it"),
    ], "Where do my siblings live?", ["Hobart", "Perth"]),
    _c("f10c-004", "travel", [
        ("2022-07-15", "Iceland trip: saw puffins, cried at a waterfall"),
        ("2024-04-09", "back from Japan, jet lag is destroying me"),
    ], "Which countries have I been to on trips?", ["Iceland", "Japan"]),
    _c("f10c-005", "work", [
        ("2021-09-13", "6 months as a controls engineer at Siemens today"),
        ("2022-06-02", "coffee with an old colleague — before Siemens I spent four years at Bosch, feels like ages ago"),
    ], "Where do I work?", ["Siemens"]),
    _c("f10c-006", "residence", [
        ("2021-04-26", "our flat in Leipzig-Plagwitz, balcony tomatoes going strong"),
        ("2022-08-15", "Karin moved to Dresden, helped her carry a sofa up 4 floors"),
    ], "Where do I live?", ["Leipzig"]),
    _c("f10c-007", "residence", [
        ("2022-01-19", "Dublin rain, again. home sweet home"),
        ("2022-09-27", "in Vienna for the cardiology congress till Friday, hotel is fancy"),
    ], "Which city do I live in?", ["Dublin"]),
    _c("f10c-008", "possessions", [
        ("2021-11-22", "work laptop: ThinkPad X1 Carbon, IT locked it down hard"),
        ("2022-07-30", "bought myself a MacBook Air M2 for photos and personal stuff"),
    ], "What laptops do I have?", ["ThinkPad", "MacBook Air"]),
    _c("f10c-009", "health", [
        ("2022-02-14", "me: 71 kg this morning"),
        ("2022-09-06", "Biscuit weighed 31 kg at the vet, she needs fewer treats 🐶"),
    ], "How much do I weigh?", ["71"]),
    _c("f10c-010", "money", [
        ("2022-03-01", "summer holiday budget: £2,000 max"),
        ("2022-06-20", "kitchen renovation budget £15,000, builder starts in August"),
    ], "What budgets have I set?", ["2,000|2000", "15,000|15000"]),
    _c("f10c-011", "health", [
        ("2021-10-07", "dermatologist: Dr Aziz, mole check every year"),
        ("2022-04-21", "dentist appointment with Dr Molnar on the 3rd, cleaning + x-ray"),
    ], "Who are my dermatologist and my dentist?", ["Aziz", "Molnar"]),
    _c("f10c-012", "residence", [
        ("2022-05-05", "Bologna flat, 4th floor, the portico keeps us dry"),
        ("2023-02-18", "thinking about moving to Turin next year maybe? would be closer to work"),
    ], "Where do I live?", ["Bologna"]),
    _c("f10c-013", "health", [
        ("2021-03-11", "GP: Dr Kowalczyk, Riverside Surgery"),
        ("2022-09-14", "annual checkup with Dr Kowalczyk, all fine 👍"),
    ], "Who's my GP?", ["Kowalczyk"]),
    _c("f10c-014", "preferences", [
        ("2021-06-08", "Portuguese lessons on Tuesday, obrigada Duolingo"),
        ("2022-11-02", "started Korean classes too, hangul is beautiful"),
    ], "Which languages am I learning?", ["Portuguese", "Korean"]),
    _c("f10c-015", "work", [
        ("2022-01-17", "mornings at the bakery on Rue Sainte, 5am starts"),
        ("2022-06-09", "picked up evening shifts bartending at The Crown on top of the bakery mornings"),
    ], "Where do I work?", ["bakery", "The Crown"]),
    _c("f10c-016", "possessions", [
        ("2021-07-07", "family car: Volvo XC60, 120k km and still going"),
        ("2022-04-30", "bought a Vespa for zipping around the city 🛵"),
    ], "What vehicles do I own?", ["Volvo", "Vespa"]),
    _c("f10c-017", "people", [
        ("2021-09-03", "Mia's first day at Greenfield Primary!"),
        ("2022-09-01", "Theo starts at Westbrook Academy today, Mia back at school too"),
    ], "Which schools do my kids go to?", ["Greenfield", "Westbrook"]),
    _c("f10c-018", "work", [
        ("2021-12-09", "another 12h shift — radiographer life"),
        ("2022-08-29", "my wife just got appointed head teacher!! 🎉"),
    ], "What's my job?", ["radiographer"]),
    _c("f10c-019", "possessions", [
        ("2021-05-16", "my Clio needs a wash"),
        ("2022-03-19", "Jess picked up her new Tesla, very jealous"),
    ], "What car do I drive?", ["Clio"]),
    _c("f10c-020", "money", [
        ("2022-01-05", "subscriptions: Spotify 10.99"),
        ("2022-06-12", "signed up for Disney+ at 8.99 for the kids"),
    ], "Which subscriptions do I pay for?", ["Spotify", "Disney"]),
    _c("f10c-021", "health", [
        ("2021-08-16", "metformin 500mg with breakfast"),
        ("2022-05-24", "GP added atorvastatin 20mg at night, keep taking the metformin"),
    ], "Which medications do I take?", ["metformin", "atorvastatin"]),
    _c("f10c-022", "preferences", [
        ("2022-02-21", "home coffee: French press, dark roast"),
        ("2022-10-06", "office coffee: oat latte from the cart downstairs"),
    ], "How do I take my coffee at home and at the office?", ["French press", "oat latte"]),
    _c("f10c-023", "travel", [
        ("2021-09-18", "Crete holiday: so much feta"),
        ("2023-06-25", "Sardinia this year, the water is unreal"),
    ], "Where have I been on holiday?", ["Crete", "Sardinia"]),
    _c("f10c-024", "money", [
        ("2022-03-28", "rent €980, paid on the 1st"),
        ("2022-09-02", "rented a parking space behind the building, €95/month"),
    ], "How much is my rent?", ["980"]),
    _c("f10c-025", "people", [
        ("2021-10-19", "my sister Ines is a vet, she'll know about the cat's limp"),
        ("2022-07-11", "Ines lives in Coimbra, going to see her in August"),
    ], "What does my sister Ines do, and where does she live?", ["vet", "Coimbra"]),
    _c("f10c-026", "schedule", [
        ("2023-04-02", "eye test 3 May at Specsavers"),
        ("2023-04-20", "haircut booked for 10 May, 2pm"),
    ], "What appointments do I have in May?", ["eye test", "haircut"]),
    _c("f10c-027", "possessions", [
        ("2023-06-25", "work phone: Pixel 7a, don't install games on it"),
        ("2023-10-03", "personal phone is my iPhone 14, kept it separate from work"),
    ], "What phones do I have?", ["Pixel", "iPhone"]),
    _c("f10c-028", "work", [
        ("2021-04-19", "I'm on the Search team, ranking stuff mostly"),
        ("2022-02-08", "also joined the accessibility guild, meets every other Friday"),
    ], "Which team and guild am I part of?", ["Search", "accessibility"]),
    _c("f10c-029", "projects", [
        ("2022-03-09", "client: Lufthansa, onboarding project"),
        ("2022-09-13", "second client signed: Zalando! still running the Lufthansa work too"),
    ], "Who are our clients?", ["Lufthansa", "Zalando"]),
    _c("f10c-030", "schedule", [
        ("2021-05-13", "running club Thursdays 6:30pm"),
        ("2022-03-24", "Thursday running club did 10k along the river, PB!"),
    ], "What day is running club?", ["Thursday"]),
    _c("f10c-031", "possessions", [
        ("2021-06-14", "Peugeot 208 serviced, £210"),
        ("2022-10-15", "test drove an Ioniq 5, love it but maybe next year"),
    ], "What car do I drive?", ["Peugeot"]),
    _c("f10c-032", "work", [
        ("2021-02-24", "2 years at Unilever today"),
        ("2022-07-27", "interview at Danone next week, we'll see"),
    ], "Where do I work?", ["Unilever"]),
    _c("f10c-033", "residence", [
        ("2021-11-30", "we live in Aarhus, 10 min bike to the office"),
        ("2022-09-19", "my parents moved to Odense, 1.5h by train from us"),
    ], "Where do I live, and where do my parents live?", ["Aarhus", "Odense"]),
    _c("f10c-034", "health", [
        ("2022-04-04", "my BP: 118/76, nurse happy"),
        ("2022-11-28", "dad's BP was 160/100 at the clinic, worried"),
    ], "What's my blood pressure?", ["118/76"]),
    _c("f10c-035", "money", [
        ("2021-12-31", "saving for Chile trip: $3,000 goal"),
        ("2022-05-18", "emergency fund target $10,000, separate account"),
    ], "What am I saving for?", ["Chile", "emergency fund"]),
    _c("f10c-036", "money", [
        ("2021-07-21", "salary goes to N26"),
        ("2022-03-15", "opened a Revolut for travel spending, salary stays where it is"),
    ], "Which banks do I use?", ["N26", "Revolut"]),
    _c("f10c-037", "work", [
        ("2022-01-31", "I work from the Rotterdam office, desk by the window"),
        ("2022-10-10", "covering at the Eindhoven site for two weeks, hotel on expenses"),
    ], "Which office do I work from?", ["Rotterdam"]),
    _c("f10c-038", "health", [
        ("2021-08-05", "vegetarian since uni"),
        ("2022-02-01", "trying to cut sugar too, day 3 without chocolate"),
    ], "What are my diet rules?", ["vegetarian", "sugar"]),
    _c("f10c-039", "preferences", [
        ("2021-09-29", "cello lesson, Bach suite 1 prelude finally clicks"),
        ("2023-01-22", "picked up a ukulele, learning chords on the side"),
    ], "What instruments do I play?", ["cello", "ukulele"]),
    _c("f10c-040", "schedule", [
        ("2022-01-09", "yoga Mondays 7pm"),
        ("2022-06-06", "swimming Wednesdays before work"),
    ], "What days do I do yoga and swimming?", ["Monday|Mondays", "Wednesday|Wednesdays"]),
]
