"""Fresh blind set for bench/knowledge_update.py (--set fresh): written by hand from scratch, without looking at the detector, the other bench sets or any results; each case imagines one person's short notes over months (terse, chatty, lowercase, typos of style, abbreviations), with updates phrased explicitly (moved, switched, now, new...), implicitly (first day somewhere, keys, a decree, a new prescription) or in between, some three-step chains and some with an unrelated note in the middle, and controls written as near-misses on the same topics (second item, someone else's value, a trip or one-off, history told as history) where every value stays true."""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u

UPDATES: list[Update] = [
    # ------------------------------------------------------------ residence
    _u("fr-001", "residence", [
        ("2023-02-14", "Finally unpacked the last boxes in the Tromsø apartment, the view of the fjord is unreal"),
        ("2023-10-03", "picked up the keys to the place in Bodø today!! van booked for saturday"),
    ], "Which town am I living in?", "Tromsø|Tromso", "Bodø|Bodo"),
    _u("fr-002", "residence", [
        ("2023-01-20", "rent in graz is killing me but I love the old town"),
        ("2023-07-09", "Moved to Linz for the job, flat right by the Danube"),
        ("2024-03-30", "relocated AGAIN - Salzburg this time, hopefully for good"),
    ], "Where's home these days?", ["Graz", "Linz"], "Salzburg"),
    _u("fr-003", "residence", [
        ("2024-04-02", "I live in Valencia, 3rd floor, no lift, great bakery downstairs"),
        ("2024-05-18", "need to renew passport before august"),
        ("2024-09-01", "Signed the lease on a flat in Alicante, two streets from the beach"),
    ], "What city do I live in now?", "Valencia", "Alicante"),
    _u("fr-004", "residence", [
        ("2023-05-11", "address for deliveries: 14 Birchwood Lane"),
        ("2023-12-02", "change of address done with the bank and the GP, post goes to 7 Harrow Road from now on"),
    ], "What's my home address?", "Birchwood Lane|Birchwood", "Harrow Road|Harrow"),
    _u("fr-005", "residence", [
        ("2024-01-08", "our Minneapolis apartment lease renews in march, ugh, another increase"),
        ("2024-06-21", "Closing on the house in Duluth went through, we're homeowners!!!"),
    ], "Where do we live?", "Minneapolis", "Duluth"),
    _u("fr-006", "residence", [
        ("2023-03-03", "kreuzberg life: loud, cheap, perfect"),
        ("2023-09-15", "first night sleeping in the Pankow flat. so quiet it's weird"),
    ], "Which neighbourhood am I in?", "Kreuzberg", "Pankow"),
    _u("fr-007", "residence", [
        ("2023-02-01", "room in a shared house in Leeds, 5 of us and one bathroom"),
        ("2023-08-19", "moved in with Sam, his place in York is tiny but it's ours"),
        ("2024-05-04", "we got the keys to our terrace in Harrogate!! mortgage and everything, proper adults"),
    ], "Where do I live at the moment?", ["Leeds", "York"], "Harrogate"),
    _u("fr-008", "residence", [
        ("2025-01-12", "living in Cluj, paying way less than in the capital"),
        ("2025-02-20", "dentist said floss more. lol ok"),
        ("2025-06-07", "first week in Timișoara done, tram goes right past my window"),
    ], "Which city am I based in?", "Cluj", "Timișoara|Timisoara"),
    _u("fr-009", "residence", [
        ("2024-02-01", "rental on Oak Street has a leaky roof again, landlord ignoring our emails"),
        ("2024-08-22", "truck unloaded at the Pine Ridge house, kids already fighting over bedrooms"),
    ], "Where's our house?", "Oak Street", "Pine Ridge"),
    _u("fr-010", "residence", [
        ("2023-06-10", "living in Chile has been great for my Spanish, Santiago traffic less so"),
        ("2024-01-25", "residence permit for Uruguay came through! officially a Montevideo local now"),
    ], "Which country do I live in?", "Chile", "Uruguay|Montevideo"),

    # ------------------------------------------------------------ work
    _u("fr-011", "work", [
        ("2023-04-04", "standup at Brightline at 9 as always, same old"),
        ("2023-11-06", "first day at Koru Labs — laptop, badge, way too many slack channels"),
    ], "Where do I work?", "Brightline", "Koru Labs|Koru"),
    _u("fr-012", "work", [
        ("2024-01-15", "my title is Senior Analyst, whatever that means"),
        ("2024-07-01", "Got promoted!! Analytics Manager as of today"),
    ], "What's my job title?", "Senior Analyst", "Analytics Manager"),
    _u("fr-013", "work", [
        ("2023-02-08", "1:1 with Priya went fine, she wants the report by friday"),
        ("2023-08-21", "new manager is Tomasz, seems chill, first 1:1 on thursday"),
    ], "Who's my boss?", "Priya", "Tomasz"),
    _u("fr-014", "work", [
        ("2024-03-12", "badge works at the Docklands office again finally"),
        ("2024-10-14", "whole team got moved to the Southbank site, commute is 20 min longer"),
    ], "Which office do I go into?", "Docklands", "Southbank"),
    _u("fr-015", "work", [
        ("2023-05-02", "working five days a week, in the office tue-thu"),
        ("2023-06-19", "bought a new bike helmet, old one cracked"),
        ("2023-09-04", "HR approved it: four days a week from october, fridays off!!"),
    ], "How many days a week do I work?", "five days", "four days"),
    _u("fr-016", "work", [
        ("2025-01-09", "another deadline at Halvorsen & Dahl, the partners want everything yesterday"),
        ("2025-04-28", "handed back my laptop and keycard, last coffee with the team. from tomorrow I'm officially freelance"),
    ], "Who am I working for these days?", "Halvorsen", "freelance"),
    _u("fr-017", "work", [
        ("2023-10-10", "I'm in Procurement, mostly chasing invoices"),
        ("2024-02-26", "internal transfer came through - Logistics from next week"),
    ], "Which department am I in?", "Procurement", "Logistics"),
    _u("fr-018", "work", [
        ("2024-05-05", "fully remote, working from the kitchen table in my slippers"),
        ("2024-12-02", "new policy: three days in the building, so I'm hybrid now whether I like it or not"),
    ], "Am I still working from home?", "fully remote", "hybrid"),
    _u("fr-019", "work", [
        ("2023-03-15", "night shift all month, sleeping till 2pm"),
        ("2023-07-30", "rota changed, I'm on the early shift now, 6am starts ugh"),
        ("2024-01-08", "finally on day shift permanently, 9 to 5 like a normal human"),
    ], "Which shift am I on?", ["night shift", "early shift"], "day shift"),
    _u("fr-020", "work", [
        ("2023-06-01", "teaching year 9 chemistry at St Aidan's, exhausting but fun"),
        ("2023-09-05", "INSET day at Westbrook Academy, met my new department, lovely bunch"),
    ], "Which school do I teach at?", "St Aidan's|Aidan", "Westbrook"),

    # ------------------------------------------------------------ relationships
    _u("fr-021", "relationships", [
        ("2023-03-18", "date night with Marco, the ramen place again"),
        ("2023-11-25", "a month since the breakup and honestly I'm fine. coffee with Idris tomorrow, he's sweet, I think we're a thing"),
    ], "Who am I seeing?", "Marco", "Idris"),
    _u("fr-022", "relationships", [
        ("2024-02-14", "engaged!!! he asked on the pier"),
        ("2024-09-21", "we're married!! best day of my life"),
    ], "What's my relationship status?", "engaged", "married"),
    _u("fr-023", "relationships", [
        ("2023-04-11", "married 12 years this month, dinner at the usual place"),
        ("2023-10-30", "we separated last week. staying at my brother's for now"),
        ("2024-06-14", "decree absolute came through this morning. Divorced. strange feeling"),
    ], "What's my marital status?", ["married", "separated"], "Divorced"),
    _u("fr-024", "relationships", [
        ("2023-08-08", "emergency contact on the gym form: Rafael"),
        ("2024-01-19", "updated my emergency contact everywhere to my sister Lucía"),
    ], "Who's my emergency contact?", "Rafael", "Lucía|Lucia"),
    _u("fr-025", "relationships", [
        ("2024-04-20", "two years with Noor today, she beat me at cards all night in the cabin"),
        ("2024-05-30", "car needs new wiper blades"),
        ("2024-11-11", "after the breakup I didn't think I'd date again but Emeka asked me out and now we're official"),
    ], "Who's my partner?", "Noor", "Emeka"),
    _u("fr-026", "relationships", [
        ("2023-05-14", "long distance is hard. 6 hour time difference with Kai"),
        ("2023-12-20", "Kai's visa approved!! he landed today and we're finally living together"),
    ], "What's the situation with Kai and me?", "long distance", "living together"),
    _u("fr-027", "relationships", [
        ("2023-07-07", "booked the flights under Moreau, my maiden name"),
        ("2024-03-03", "passport came back in my married name, Lindqvist!"),
    ], "What surname am I using?", "Moreau", "Lindqvist"),
    _u("fr-028", "relationships", [
        ("2025-01-10", "fourth date with Theo, think this is going somewhere"),
        ("2025-06-14", "ended things with him back in april. now Ravi and I are official, he met my parents sunday"),
    ], "Who am I dating right now?", "Theo", "Ravi"),
    _u("fr-029", "relationships", [
        ("2024-06-06", "living with my parents to save money, mum does my laundry lol"),
        ("2024-12-15", "moved in with Dani! our own place, our own rules"),
    ], "Who do I live with?", "parents", "Dani"),
    _u("fr-030", "relationships", [
        ("2025-02-02", "wedding venue booked: Château Belcour, june"),
        ("2025-05-05", "lost the deposit but whatever, we're doing it at Fenwick Barn instead, way cheaper"),
    ], "Where's our wedding being held?", "Château Belcour|Belcour", "Fenwick Barn|Fenwick"),

    # ------------------------------------------------------------ health
    _u("fr-031", "health", [
        ("2023-03-09", "Dr. Okonkwo says blood pressure is fine"),
        ("2023-10-17", "registered with the practice round the corner, my GP is Dr. Whitfield now"),
    ], "Who's my GP?", "Dr. Okonkwo|Okonkwo", "Dr. Whitfield|Whitfield"),
    _u("fr-032", "health", [
        ("2024-01-11", "sertraline 50mg every morning"),
        ("2024-04-23", "psychiatrist bumped me up to 100mg, taking it with breakfast"),
    ], "What dose of sertraline am I on?", "50mg", "100mg"),
    _u("fr-033", "health", [
        ("2023-05-05", "started lisinopril for the bp"),
        ("2023-09-19", "the cough was unbearable so doc swapped me to losartan"),
        ("2024-02-12", "new prescription today: amlodipine 5mg. hoping this one sticks"),
    ], "Which blood pressure pill am I taking?", ["lisinopril", "losartan"], "amlodipine"),
    _u("fr-034", "health", [
        ("2023-06-01", "weighed in at 92 kg. time to do something"),
        ("2024-01-03", "scale says 84 kg!!! the walking is working"),
    ], "How much do I weigh?", "92 kg", "84 kg"),
    _u("fr-035", "health", [
        ("2024-03-14", "dentist is Dr. Ferreira on Queen St, cleaning booked"),
        ("2024-04-01", "wifi keeps dropping in the bedroom"),
        ("2024-09-10", "switched dentists - Dr. Nakamura does sedation, so way less anxiety"),
    ], "Who's my dentist?", "Dr. Ferreira|Ferreira", "Dr. Nakamura|Nakamura"),
    _u("fr-036", "health", [
        ("2023-02-02", "gym 3x a week, mostly weights"),
        ("2023-03-20", "the boiler guy is coming tuesday"),
        ("2023-08-08", "cancelled the gym membership, I swim at the lido every morning instead"),
    ], "What do I do for exercise?", "weights", "swim"),
    _u("fr-037", "health", [
        ("2024-05-20", "eye test: -2.25 in both eyes"),
        ("2025-01-15", "new glasses, prescription went to -2.75"),
    ], "What's my glasses prescription?", "2.25", "2.75"),
    _u("fr-038", "health", [
        ("2023-11-11", "therapy with Maren on tuesdays, she's great"),
        ("2024-03-18", "first session with my new therapist Gideon, he's more direct"),
    ], "Who's my therapist?", "Maren", "Gideon"),
    _u("fr-039", "health", [
        ("2024-07-07", "pill reminder: Microgynon every night 10pm"),
        ("2025-02-14", "had the Mirena fitted today, ouch, but no more daily pills"),
    ], "What contraception am I using?", "Microgynon", "Mirena"),
    _u("fr-040", "health", [
        ("2023-04-04", "Lantus 18 units at bedtime"),
        ("2023-07-21", "nurse said go up to 22 units, fasting numbers still high"),
        ("2023-12-12", "dropping to 20 units, had a couple of lows this week"),
    ], "How much Lantus do I take at night?", ["18 units", "22 units"], "20 units"),

    # ------------------------------------------------------------ preferences
    _u("fr-041", "preferences", [
        ("2023-01-14", "oat flat white, always"),
        ("2023-06-30", "cut out all the milk stuff, I drink my coffee black these days"),
    ], "How do I take my coffee?", "oat flat white", "black"),
    _u("fr-042", "preferences", [
        ("2024-02-10", "current obsession: Khruangbin on repeat"),
        ("2024-09-09", "new favourite band is Fontaines D.C., can't stop listening"),
    ], "Who's my favourite band at the moment?", "Khruangbin", "Fontaines"),
    _u("fr-043", "preferences", [
        ("2023-05-05", "everyone at work calls me Bex"),
        ("2023-12-01", "going by Rebecca now, feels more grown up"),
    ], "What name do I go by?", "Bex", "Rebecca"),
    _u("fr-044", "preferences", [
        ("2023-03-03", "vim forever. fight me"),
        ("2023-08-08", "ok fine, switched to VS Code, the extensions won"),
        ("2024-05-05", "trying Zed for a month and honestly it's my editor now"),
    ], "Which code editor do I use?", ["vim", "VS Code"], "Zed"),
    _u("fr-045", "preferences", [
        ("2024-06-01", "always book aisle, I pee a lot on flights"),
        ("2024-06-20", "remember to water the basil"),
        ("2024-12-05", "window seat from now on, I want something to sleep against"),
    ], "Which seat do I like on planes?", "aisle", "window"),
    _u("fr-046", "preferences", [
        ("2023-09-09", "pescatarian, fish twice a week"),
        ("2024-03-01", "went fully vegan in january and actually sticking with it"),
    ], "What's my diet?", "pescatarian", "vegan"),
    _u("fr-047", "preferences", [
        ("2025-01-20", "evening runs are my thing, clears my head after work"),
        ("2025-05-15", "converted to 5am runs, the quiet is addictive"),
    ], "When do I like to go running?", "evening", "5am"),
    _u("fr-048", "preferences", [
        ("2023-02-20", "earl grey is the only tea worth drinking"),
        ("2023-11-30", "genmaicha every afternoon now, tastes like toasted rice"),
    ], "What's my go-to tea?", "earl grey", "genmaicha"),
    _u("fr-049", "preferences", [
        ("2024-04-04", "paper books only, can't do screens before bed"),
        ("2024-10-10", "the kindle won. I read everything on it now"),
    ], "How do I like to read books?", "paper", "kindle"),
    _u("fr-050", "preferences", [
        ("2023-10-01", "thermostat at 21 degrees, anything lower and I'm miserable"),
        ("2024-01-18", "set it to 19 degrees for the bills and I actually sleep better, keeping it there"),
    ], "What temperature do I keep the heating at?", "21 degrees", "19 degrees"),

    # ------------------------------------------------------------ possessions
    _u("fr-051", "possessions", [
        ("2023-04-15", "the Corolla needs an oil change"),
        ("2023-10-22", "picked up the Kia EV6 from the dealer, traded in the old car"),
    ], "What car do I drive?", "Corolla", "EV6|Kia"),
    _u("fr-052", "possessions", [
        ("2024-01-05", "pixel 7 battery dying by 4pm, every day"),
        ("2024-06-11", "new phone day!! iPhone 15, moving everything over"),
    ], "What phone have I got?", "Pixel 7", "iPhone 15"),
    _u("fr-053", "possessions", [
        ("2023-03-30", "commuting on my old Raleigh"),
        ("2023-09-12", "bought a secondhand Brompton, folds under my desk"),
        ("2024-04-14", "insurance paid out after the theft, got a Tern cargo bike, can carry the kid now"),
    ], "Which bike do I ride?", ["Raleigh", "Brompton"], "Tern"),
    _u("fr-054", "possessions", [
        ("2024-02-02", "ThinkPad X1 still going strong after 4 years"),
        ("2024-03-15", "mum's birthday coming up, order flowers"),
        ("2024-08-08", "set up the new MacBook Air, work let me keep it as my only machine"),
    ], "Which laptop do I use?", "ThinkPad", "MacBook"),
    _u("fr-055", "possessions", [
        ("2025-03-03", "wearing the Casio every day, indestructible"),
        ("2025-07-07", "birthday present: a Garmin Forerunner! wearing it everywhere, the old one's in a drawer"),
    ], "What watch do I wear?", "Casio", "Garmin"),
    _u("fr-056", "possessions", [
        ("2023-05-05", "my only guitar is a Yamaha acoustic"),
        ("2023-11-11", "sold the acoustic, bought a Telecaster. one guitar household still"),
    ], "What guitar do I own?", "Yamaha", "Telecaster"),
    _u("fr-057", "possessions", [
        ("2024-09-09", "sony XM4s are my daily headphones"),
        ("2025-01-25", "lost my headphones on the train :( replaced them with Bose QC Ultra"),
    ], "What headphones do I have?", "XM4s|XM4", "Bose"),
    _u("fr-058", "possessions", [
        ("2023-02-02", "Fujifilm X-T3 goes everywhere with me"),
        ("2024-03-03", "sold the whole Fuji kit, shooting a Leica Q2 now"),
    ], "Which camera do I shoot with?", "X-T3|Fujifilm", "Leica"),
    _u("fr-059", "possessions", [
        ("2023-07-07", "spare house key is under the blue flowerpot"),
        ("2023-12-12", "spare key lives in the lockbox by the shed now, code is my birth year"),
    ], "Where do I keep the spare key?", "flowerpot", "lockbox"),
    _u("fr-060", "possessions", [
        ("2024-05-05", "Vespa for the city, zippy and cheap"),
        ("2024-11-30", "sold the scooter to a student, got a Honda CB500 for longer rides"),
    ], "What motorbike have I got?", "Vespa", "CB500|Honda"),

    # ------------------------------------------------------------ money
    _u("fr-061", "money", [
        ("2023-01-31", "rent 1,450 paid"),
        ("2024-02-01", "landlord raised it, rent is 1,620 from this month"),
    ], "What do I pay for rent?", "1,450", "1,620"),
    _u("fr-062", "money", [
        ("2023-04-25", "payslip: 48k base"),
        ("2024-04-25", "raise came through!! 53k"),
    ], "What's my salary?", "48k", "53k"),
    _u("fr-063", "money", [
        ("2023-03-03", "main account with Barclays"),
        ("2023-09-09", "moved my current account to Monzo, the app is better"),
        ("2024-06-06", "switched again - Starling, for the business features"),
    ], "Which bank is my main account with?", ["Barclays", "Monzo"], "Starling"),
    _u("fr-064", "money", [
        ("2023-12-10", "mortgage fixed at 4.1% for two years, not terrible"),
        ("2024-02-18", "book club picked the long russian one again"),
        ("2024-11-20", "remortgaged with a different lender, 3.6% fixed for five years, signed today"),
    ], "What's my mortgage rate?", "4.1", "3.6"),
    _u("fr-065", "money", [
        ("2023-05-05", "saving 300 a month into the ISA"),
        ("2023-10-10", "bumped the standing order to 450 a month"),
    ], "How much am I putting into savings each month?", "300 a month", "450 a month"),
    _u("fr-066", "money", [
        ("2024-07-01", "grocery budget is 120/week"),
        ("2024-11-03", "prices are insane. food budget 150/week now"),
    ], "What's my weekly grocery budget?", "120/week", "150/week"),
    _u("fr-067", "money", [
        ("2023-06-12", "ISA is with Hargreaves"),
        ("2023-12-20", "transfer done, all my investments sit in Vanguard now"),
    ], "Where are my investments held?", "Hargreaves", "Vanguard"),
    _u("fr-068", "money", [
        ("2024-02-02", "charging 65/hr for new clients"),
        ("2024-08-08", "rate card updated: 80/hr"),
        ("2025-03-03", "raised it to 95/hr, nobody even blinked"),
    ], "What's my hourly rate?", ["65/hr", "80/hr"], "95/hr"),
    _u("fr-069", "money", [
        ("2023-08-08", "car loan balance 9,200"),
        ("2024-05-05", "car loan down to 4,100, almost there"),
    ], "How much is left on the car loan?", "9,200", "4,100"),
    _u("fr-070", "money", [
        ("2025-01-01", "phone bill is 35 a month with Vodafone"),
        ("2025-02-10", "call grandma sunday"),
        ("2025-05-05", "ported my number to giffgaff, 12 a month, why didn't I do this sooner"),
    ], "Who's my mobile provider?", "Vodafone", "giffgaff"),

    # ------------------------------------------------------------ dates
    _u("fr-071", "dates", [
        ("2024-03-01", "dentist appointment April 12"),
        ("2024-03-29", "dentist moved my appointment to April 26"),
    ], "When's my dentist appointment?", "April 12", "April 26"),
    _u("fr-072", "dates", [
        ("2023-09-04", "pottery class is on Wednesdays"),
        ("2023-11-20", "pottery is Thursdays after the studio reshuffle"),
    ], "What night is pottery?", "Wednesdays", "Thursdays"),
    _u("fr-073", "dates", [
        ("2024-01-15", "thesis due 30 June"),
        ("2024-04-20", "extension approved, thesis now due 31 August"),
        ("2024-08-01", "another extension (thank god). final deadline 15 October"),
    ], "When's my thesis deadline?", ["30 June", "31 August"], "15 October"),
    _u("fr-074", "dates", [
        ("2023-02-02", "we set the date: 14 September!"),
        ("2023-05-15", "venue double-booked us so the wedding is 21 September"),
    ], "When's the wedding?", "14 September", "21 September"),
    _u("fr-075", "dates", [
        ("2025-02-03", "team sync every monday at 10"),
        ("2025-03-01", "the plumber comes thursday morning"),
        ("2025-04-14", "sync moved to tuesdays at 2pm"),
    ], "When's the team sync?", "monday", "tuesdays"),
    _u("fr-076", "dates", [
        ("2024-06-06", "midwife says due date is 3 January"),
        ("2024-08-20", "20 week scan: they think 27 December is more realistic, baby's measuring big"),
    ], "When's the baby due?", "3 January", "27 December"),
    _u("fr-077", "dates", [
        ("2023-04-04", "bins go out sunday night for monday pickup"),
        ("2023-10-10", "council letter: collection is fridays from next month"),
    ], "Which day is bin collection?", "monday", "fridays"),
    _u("fr-078", "dates", [
        ("2024-09-02", "school pickup at 3:15"),
        ("2025-01-06", "new term, pickup is 3:30"),
    ], "What time is school pickup?", "3:15", "3:30"),
    _u("fr-079", "dates", [
        ("2025-05-05", "Leo's party is on June 7"),
        ("2025-05-25", "party moved to June 14, rain forecast"),
        ("2025-06-10", "ugh moved AGAIN, now June 21"),
    ], "When's Leo's party?", ["June 7", "June 14"], "June 21"),
    _u("fr-080", "dates", [
        ("2023-07-01", "payday is the 25th"),
        ("2023-12-01", "new payroll system, we get paid the last friday of the month"),
    ], "When do I get paid?", "25th", "last friday"),

    # ------------------------------------------------------------ people
    _u("fr-081", "people", [
        ("2023-03-03", "my sister Alma lives in Bergen, rains every day apparently"),
        ("2024-01-15", "Alma's new flat in Stavanger is gorgeous, visited her this weekend"),
    ], "Where does Alma live?", "Bergen", "Stavanger"),
    _u("fr-082", "people", [
        ("2024-02-02", "Dev is still at Deloitte, hates it"),
        ("2024-07-07", "Dev started at a startup called Lumio, way happier"),
    ], "Where does Dev work?", "Deloitte", "Lumio"),
    _u("fr-083", "people", [
        ("2023-01-01", "my brother Caleb's girlfriend Ines is lovely"),
        ("2023-06-06", "Caleb's with someone new, Marisol, met her at the bbq"),
        ("2024-02-02", "Caleb and Yuki got engaged!!"),
    ], "Who's Caleb seeing?", ["Ines", "Marisol"], "Yuki"),
    _u("fr-084", "people", [
        ("2024-05-05", "Hannah on my team is the QA lead"),
        ("2024-05-28", "car insurance renews in july"),
        ("2024-10-10", "Hannah got promoted to engineering manager, drinks friday"),
    ], "What's Hannah's role?", "QA lead", "engineering manager"),
    _u("fr-085", "people", [
        ("2023-08-08", "Tomas's number: 0612 448 901"),
        ("2023-12-12", "Tomas got a new number, 0687 220 315"),
    ], "What's Tomas's number?", "0612 448 901", "0687 220 315"),
    _u("fr-086", "people", [
        ("2025-01-10", "Mum's still in the big house in Wexford, too many stairs for her"),
        ("2025-06-20", "helped Mum settle into the retirement flat in Kilkenny, she already knows the neighbours"),
    ], "Where does Mum live?", "Wexford", "Kilkenny"),
    _u("fr-087", "people", [
        ("2023-09-05", "Ollie's teacher this year is Mrs. Brandt"),
        ("2024-09-04", "Ollie's got Mr. Osei for year 4, loves him already"),
    ], "Who is Ollie's teacher?", "Mrs. Brandt|Brandt", "Mr. Osei|Osei"),
    _u("fr-088", "people", [
        ("2023-02-02", "Femi's in Lagos for now"),
        ("2023-07-07", "Femi relocated to Nairobi for the NGO job"),
        ("2024-03-03", "Femi just signed for an apartment in Accra, new job starts monday"),
    ], "Where is Femi based?", ["Lagos", "Nairobi"], "Accra"),
    _u("fr-089", "people", [
        ("2024-03-03", "neighbours at number 12 are the Kowalskis, lovely people"),
        ("2024-09-09", "new people at number 12, the Abernathys, twin toddlers"),
    ], "Who lives at number 12?", "Kowalskis", "Abernathys"),
    _u("fr-090", "people", [
        ("2025-03-03", "Dad drives the old Volvo everywhere"),
        ("2025-04-04", "return the library books"),
        ("2025-08-08", "Dad finally gave in and bought a Skoda, says the heated seats changed his life"),
    ], "What car does Dad drive?", "Volvo", "Skoda"),

    # ------------------------------------------------------------ projects
    _u("fr-091", "projects", [
        ("2023-04-04", "Atlas project lead is Wendell"),
        ("2023-09-09", "Carmen's taking over Atlas as lead, first planning meeting monday"),
    ], "Who's leading Atlas?", "Wendell", "Carmen"),
    _u("fr-092", "projects", [
        ("2024-01-10", "Beacon launch set for March 3"),
        ("2024-02-20", "Beacon launch pushed back to April 14"),
    ], "When does Beacon launch?", "March 3", "April 14"),
    _u("fr-093", "projects", [
        ("2023-05-05", "rewriting the side project backend in Django"),
        ("2023-08-08", "ditched that, went with FastAPI"),
        ("2024-01-01", "final answer: backend is Rust, perf won the argument"),
    ], "What's my side project's backend written in?", ["Django", "FastAPI"], "Rust"),
    _u("fr-094", "projects", [
        ("2024-04-04", "I'm on the Payments squad"),
        ("2024-04-30", "buy a gift for Jo's housewarming"),
        ("2024-10-01", "reshuffle put me in the Identity squad, new standup time too"),
    ], "Which squad am I on?", "Payments", "Identity"),
    _u("fr-095", "projects", [
        ("2023-02-02", "main client this quarter: Norvik Shipping"),
        ("2023-06-06", "kickoff with Tallis Foods, they're my only client for Q3"),
    ], "Which client am I working for?", "Norvik", "Tallis"),
    _u("fr-096", "projects", [
        ("2025-02-02", "repo lives on GitHub"),
        ("2025-06-06", "migrated the repo to Codeberg, finally"),
    ], "Where's the repo hosted?", "GitHub", "Codeberg"),
    _u("fr-097", "projects", [
        ("2024-03-03", "kitchen reno budget 18k"),
        ("2024-06-06", "contractor quote came in so we upped the reno budget to 24k"),
    ], "What's the kitchen reno budget?", "18k", "24k"),
    _u("fr-098", "projects", [
        ("2023-03-03", "working title for the novel: The Salt Road"),
        ("2023-07-07", "retitled the book: Low Tide Hours"),
        ("2024-02-02", "agent wanted something punchier, it's called Undertow now"),
    ], "What's my novel called?", ["The Salt Road|Salt Road", "Low Tide Hours"], "Undertow"),
    _u("fr-099", "projects", [
        ("2024-07-07", "two-week sprints"),
        ("2024-11-11", "trial's over, we're doing one-week sprints for good"),
    ], "How long are our sprints?", "two-week", "one-week"),
    _u("fr-100", "projects", [
        ("2025-01-15", "tracking everything for the app in Jira"),
        ("2025-02-20", "flu jab done"),
        ("2025-05-05", "the whole board lives in Linear now, so much faster"),
    ], "Where do we track tasks for the app?", "Jira", "Linear"),
]

CONTROLS: list[Control] = [
    # ------------------------------------------------------------ residence
    _c("fc-001", "residence", [
        ("2024-02-10", "I live in Ljubljana, tiny flat near the river"),
        ("2024-06-19", "my parents live in Maribor, visiting them at easter"),
    ], "Where do I live?", ["Ljubljana", "Maribor"]),
    _c("fc-002", "residence", [
        ("2023-03-03", "home is Galway, wouldn't change it"),
        ("2023-07-07", "two weeks in Crete!! sunburnt already"),
    ], "Where's home?", ["Galway", "Crete"]),
    _c("fc-003", "residence", [
        ("2025-01-10", "our house in Utrecht needs a new roof"),
        ("2025-05-05", "closed on a little holiday cabin in Drenthe, weekends only"),
    ], "Where do we live?", ["Utrecht", "Drenthe"]),
    _c("fc-004", "residence", [
        ("2024-04-04", "I live in Bristol now, love it"),
        ("2024-09-09", "grew up in Swansea, went back for a school reunion, weird seeing the old street"),
    ], "Where do I live?", ["Bristol", "Swansea"]),

    # ------------------------------------------------------------ work
    _c("fc-005", "work", [
        ("2023-05-05", "day job at Meridian Health, same as ever"),
        ("2023-10-10", "started bartending at The Crown on saturdays for extra cash"),
    ], "Where do I work?", ["Meridian", "The Crown|Crown"]),
    _c("fc-006", "work", [
        ("2024-02-02", "I'm a paralegal at Foyle & Reid"),
        ("2024-06-06", "Sam's first day at Octavia Bank, so proud of him"),
    ], "Where do I work?", ["Foyle", "Octavia"]),
    _c("fc-007", "work", [
        ("2025-03-03", "I'm in Marketing, mostly campaign stuff"),
        ("2025-04-20", "covering the Accounts desk this week while Mia's off"),
    ], "Which team am I in?", ["Marketing", "Accounts"]),
    _c("fc-008", "work", [
        ("2023-09-09", "senior nurse on the cardiology ward"),
        ("2024-01-01", "ten years ago today I started as a healthcare assistant, look at me now"),
    ], "What's my job?", ["cardiology", "healthcare assistant"]),

    # ------------------------------------------------------------ relationships
    _c("fc-009", "relationships", [
        ("2024-03-03", "anniversary with Joaquín, 4 years!"),
        ("2024-07-07", "ran into my ex Florian at the market, awkward but fine"),
    ], "Who's my partner?", ["Joaquín|Joaquin", "Florian"]),
    _c("fc-010", "relationships", [
        ("2023-04-04", "married to Priyanka since 2019"),
        ("2023-08-08", "my best friend Zoe just got engaged to Malik!"),
    ], "Who am I married to?", ["Priyanka", "Malik"]),
    _c("fc-011", "relationships", [
        ("2023-03-03", "Ada turned 3, total chaos"),
        ("2023-10-10", "Felix arrived at 4am, 3.4kg, everyone's fine"),
    ], "What are my kids called?", ["Ada", "Felix"]),
    _c("fc-012", "relationships", [
        ("2024-05-05", "Hugo and I have been together 6 years"),
        ("2024-09-09", "Hugo's brother Anselm is staying with us for a month"),
    ], "Who's my partner?", ["Hugo", "Anselm"]),

    # ------------------------------------------------------------ health
    _c("fc-013", "health", [
        ("2023-02-02", "metformin twice a day"),
        ("2023-06-06", "added atorvastatin for cholesterol, on top of everything else"),
    ], "What meds am I on?", ["metformin", "atorvastatin"]),
    _c("fc-014", "health", [
        ("2024-01-01", "GP is Dr. Haddad"),
        ("2024-04-04", "referred to a dermatologist, Dr. Lindgren, for the mole check"),
    ], "Who's my GP?", ["Dr. Haddad|Haddad", "Dr. Lindgren|Lindgren"]),
    _c("fc-015", "health", [
        ("2023-09-09", "daily levothyroxine 75mcg"),
        ("2023-11-11", "week of amoxicillin for the chest infection"),
    ], "What do I take every day?", ["75mcg", "amoxicillin"]),
    _c("fc-016", "health", [
        ("2024-06-06", "my asthma is controlled with Symbicort"),
        ("2024-10-10", "Dad's on Ventolin now too, runs in the family"),
    ], "What inhaler do I use?", ["Symbicort", "Ventolin"]),

    # ------------------------------------------------------------ preferences
    _c("fc-017", "preferences", [
        ("2023-05-05", "I drink my coffee black"),
        ("2023-08-08", "Nico takes his with oat milk and two sugars, noted for the office coffee run"),
    ], "How do I take my coffee?", ["black", "oat milk"]),
    _c("fc-018", "preferences", [
        ("2024-02-02", "vegetarian, 8 years and counting"),
        ("2024-06-06", "accidentally ate a bit of salmon canapé at the wedding, still veggie obviously"),
    ], "What's my diet?", ["vegetarian", "salmon"]),
    _c("fc-019", "preferences", [
        ("2025-01-01", "love Murakami, reread everything every winter"),
        ("2025-04-04", "also obsessed with Ishiguro lately, Klara and the Sun destroyed me"),
    ], "Which authors do I like?", ["Murakami", "Ishiguro"]),
    _c("fc-020", "preferences", [
        ("2023-03-03", "my go-to drink is a negroni"),
        ("2023-07-07", "remember when I only drank Guinness at uni? haha"),
    ], "What's my usual drink?", ["negroni", "Guinness"]),

    # ------------------------------------------------------------ possessions
    _c("fc-021", "possessions", [
        ("2024-03-03", "my car is a Mazda 3"),
        ("2024-08-08", "bought a little Fiat 500 as a second car for my partner's commute"),
    ], "What car do I have?", ["Mazda", "Fiat"]),
    _c("fc-022", "possessions", [
        ("2023-04-04", "my laptop is a Dell XPS"),
        ("2023-06-06", "borrowing Zara's MacBook for the week while mine's in for repair"),
    ], "What laptop do I own?", ["Dell", "MacBook"]),
    _c("fc-023", "possessions", [
        ("2025-02-02", "iPhone 13 still fine for me"),
        ("2025-05-05", "brother got the new Galaxy S25, showing off all through dinner"),
    ], "What phone do I have?", ["iPhone 13", "Galaxy"]),
    _c("fc-024", "possessions", [
        ("2023-10-10", "my road bike is a Cannondale"),
        ("2024-03-03", "added a mountain bike to the shed, a Marin, for the trails"),
    ], "What bikes do I own?", ["Cannondale", "Marin"]),

    # ------------------------------------------------------------ money
    _c("fc-025", "money", [
        ("2024-01-01", "my salary is 62k"),
        ("2024-05-05", "Ella got a raise to 70k, champagne!"),
    ], "What's my salary?", ["62k", "70k"]),
    _c("fc-026", "money", [
        ("2023-02-02", "rent is 980 a month"),
        ("2023-05-05", "paid 1,200 for the boiler repair, ouch"),
    ], "What's my rent?", ["980", "1,200"]),
    _c("fc-027", "money", [
        ("2025-01-01", "salary goes into Nationwide"),
        ("2025-03-03", "opened a savings pot with Chase for the 5% rate"),
    ], "What bank accounts do I have?", ["Nationwide", "Chase"]),
    _c("fc-028", "money", [
        ("2023-06-06", "hourly rate is 110"),
        ("2023-09-09", "first gig ever I charged 25 an hour lol, how far we've come"),
    ], "What do I charge per hour?", ["110", "25 an hour"]),

    # ------------------------------------------------------------ dates
    _c("fc-029", "dates", [
        ("2024-02-02", "dentist on March 8"),
        ("2024-02-20", "haircut on March 15"),
    ], "When's the dentist?", ["March 8", "March 15"]),
    _c("fc-030", "dates", [
        ("2023-09-09", "yoga on mondays"),
        ("2023-10-10", "added a second yoga class on thursdays"),
    ], "When's yoga?", ["mondays", "thursdays"]),
    _c("fc-031", "dates", [
        ("2025-03-03", "my birthday dinner is on the 22nd"),
        ("2025-04-04", "Kit's birthday drinks are the 29th"),
    ], "When's my birthday dinner?", ["22nd", "29th"]),
    _c("fc-032", "dates", [
        ("2024-06-06", "team standup every day at 9:30"),
        ("2024-07-07", "tomorrow only, standup is at 11 because of the offsite, back to normal after"),
    ], "What time is standup?", ["9:30", "11"]),

    # ------------------------------------------------------------ people
    _c("fc-033", "people", [
        ("2023-03-03", "brother Anton lives in Kraków"),
        ("2023-08-08", "sister Maja just moved to Gdańsk"),
    ], "Where does Anton live?", ["Kraków|Krakow", "Gdańsk|Gdansk"]),
    _c("fc-034", "people", [
        ("2024-04-04", "Lena works at the zoo in Leipzig"),
        ("2024-07-07", "Lena's on a 3 week holiday in Vietnam, jealous"),
    ], "Where is Lena based?", ["Leipzig", "Vietnam"]),
    _c("fc-035", "people", [
        ("2025-01-01", "Marcus is our CTO"),
        ("2025-02-02", "found out Marcus used to be a chef before tech, wild"),
    ], "What's Marcus's role?", ["CTO", "chef"]),
    _c("fc-036", "people", [
        ("2023-09-09", "Ruby's maths teacher is Mr. Ahmed"),
        ("2023-10-10", "Ruby's English teacher is Ms. Carver, very strict"),
    ], "Who teaches Ruby?", ["Mr. Ahmed|Ahmed", "Ms. Carver|Carver"]),

    # ------------------------------------------------------------ projects
    _c("fc-037", "projects", [
        ("2024-01-01", "leading the Orion migration"),
        ("2024-03-03", "also picked up the Vega dashboard as a side thing"),
    ], "What projects am I on?", ["Orion", "Vega"]),
    _c("fc-038", "projects", [
        ("2023-05-05", "our release is June 30"),
        ("2023-06-01", "the mobile team pushed their release to July 15, ours is unaffected"),
    ], "When's our release?", ["June 30", "July 15"]),
    _c("fc-039", "projects", [
        ("2025-02-02", "we use Postgres for the main data"),
        ("2025-04-04", "added Redis for caching"),
    ], "What databases do we use?", ["Postgres", "Redis"]),
    _c("fc-040", "projects", [
        ("2024-08-08", "the app is built in Flutter"),
        ("2024-10-10", "the original prototype was React Native, glad we moved on from that era"),
    ], "What's the app built with?", ["Flutter", "React Native"]),
]
