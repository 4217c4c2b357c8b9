"""Second development set for bench/knowledge_update.py (ids d2-*, d2c-*).

Written from scratch for this project by a helper session that did not look at the
engine or at the other case lists (only at the dataclasses and helpers at the top of
knowledge_cases.py). No outside data: every person, place, number and date is made up.
The statements imitate notes people jot in a phone or tell an assistant over months or
years: terse and chatty, with and without "I", "we" for a household, notes about other
people, a little humour. Updates mix explicit change words with implicit changes (a
signed lease, a first day, a new number given without comment, a sale going through, a
breakup then a new partner); some are three-step chains and some carry an unrelated
note in between. Controls are near-misses on the same topics (a partner's or friend's
value, a second item of the same kind, a trip or one-off exception, history told as
history, a second favourite), where every listed value stays true.
"""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u

UPDATES: list[Update] = [
    # ------------------------------------------------------------------ residence
    _u("d2-001", "residence", [
        ("2023-02-14", "Finally unpacked the last box in the Bristol flat. Cat approves of the radiator."),
        ("2023-10-30", "moved to Cardiff over the weekend, still no wifi, living off toast"),
    ], "Which city am I living in these days?", "Bristol", "Cardiff"),
    _u("d2-002", "residence", [
        ("2023-04-03", "Lease signed!! We're in Headingley from the 1st of May."),
        ("2024-01-19", "New place in Chapel Allerton is twice the size and half the damp."),
        ("2025-03-08", "Keys handed over for the house in Horsforth. Mortgage is real now, gulp."),
    ], "What part of Leeds is our home in?", ["Headingley", "Chapel Allerton"], "Horsforth"),
    _u("d2-003", "residence", [
        ("2023-06-12", "my address for forms: 14 Maple Close, Didsbury, M20"),
        ("2024-02-05", "Change of address cards sent out. It's 7 Orchard Row now, same postcode area weirdly."),
    ], "What's my postal address?", "14 Maple Close", "7 Orchard Row"),
    _u("d2-004", "residence", [
        ("2023-09-01", "Living in Lisbon for now, up in Alfama. So many stairs. Calves of steel incoming."),
        ("2023-11-20", "Attempted pastel de nata at home. First batch looked like a crime scene."),
        ("2024-04-15", "Relocated up north to Porto in March, rent is much kinder here."),
    ], "Where am I based at the moment?", "Lisbon", "Porto"),
    _u("d2-005", "residence", [
        ("2023-05-22", "Landlord is Gary Pruitt, text him for repairs, he's slow but he turns up"),
        ("2024-03-14", "Building got sold. The new landlord is a company, Hearthstone Lettings, emails only, no phone."),
    ], "Who do I contact when something breaks in the flat?", "Gary Pruitt", "Hearthstone Lettings"),
    _u("d2-006", "residence", [
        ("2023-08-10", "We're in apt 4B. Buzzer's broken so just call up."),
        ("2024-06-02", "Swapped down to 2A in the same building. The lift was driving me up the wall."),
    ], "What's our flat number?", "4B", "2A"),
    _u("d2-007", "residence", [
        ("2023-07-18", "Settled in Melbourne, Brunswick to be exact. The coffee here is unreasonably good."),
        ("2024-09-25", "Visa came through! We fly out Friday and Auckland is home from next week."),
    ], "What city do I call home now?", "Melbourne", "Auckland"),
    _u("d2-008", "residence", [
        ("2023-01-29", "Home is a narrowboat moored near Hebden Bridge. Yes, really. Yes, it's cold."),
        ("2023-05-02", "Car insurance renews 14th, shop around this time"),
        ("2023-08-16", "Sold the boat. Renting a terrace in Todmorden like a normal person."),
    ], "Where am I living?", "Hebden Bridge", "Todmorden"),
    _u("d2-009", "residence", [
        ("2024-02-11", "postcode for parcels: EH6 5JD"),
        ("2024-09-17", "Glasgow flat is sorted, anything for me should go to G12 8QQ from now on"),
    ], "What postcode should my deliveries go to?", "EH6 5JD", "G12 8QQ"),
    _u("d2-010", "residence", [
        ("2023-04-09", "Living with Priya and her terrifying houseplant collection. The monstera has a name."),
        ("2023-12-01", "Priya's gone to Glasgow, Tomasz has taken her room. Fewer plants, more bikes in the hall."),
    ], "Who's my flatmate?", "Priya", "Tomasz"),
    _u("d2-011", "residence", [
        ("2023-06-30", "Council tax band C for the Kentish Town flat, could be worse"),
        ("2024-05-19", "First morning in the Walthamstow place, the market's literally outside the window."),
    ], "Which part of London do I live in?", "Kentish Town", "Walthamstow"),
    _u("d2-012", "residence", [
        ("2023-02-01", "Staying at my sister's in Croydon till I find somewhere of my own."),
        ("2023-07-14", "Got a studio in Brixton!! tiny but mine"),
        ("2024-10-03", "Moved in with Jamie. Peckham, two bedrooms, one working radiator."),
    ], "Where's home right now?", ["Croydon", "Brixton"], "Peckham"),

    # ------------------------------------------------------------------ work
    _u("d2-013", "work", [
        ("2023-03-20", "Started at Monzo today. Induction was six hours of slides and one free hoodie."),
        ("2024-08-12", "Last day at the bank was Friday. Monday I'm at Octopus Energy, eek."),
    ], "Who do I work for?", "Monzo", "Octopus Energy"),
    _u("d2-014", "work", [
        ("2023-05-11", "Title on my badge: Senior Analyst"),
        ("2024-02-27", "PROMOTED. Analytics Lead from April, still can't quite believe it"),
    ], "What's my job title?", "Senior Analyst", "Analytics Lead"),
    _u("d2-015", "work", [
        ("2023-09-04", "My manager is Deborah, she likes updates as bullet points, never paragraphs."),
        ("2024-01-22", "Reorg. I report to Marcus Flynn now. He prefers a quick call."),
    ], "Who's my boss?", "Deborah", "Marcus Flynn"),
    _u("d2-016", "work", [
        ("2023-02-08", "In the Manchester office Tues-Thurs, home the rest"),
        ("2023-04-17", "Bought a standing desk. Regret nothing. Stand for about 20 mins a day, lol."),
        ("2023-09-29", "Old site is shutting, so from October office days are at the Leeds hub."),
    ], "Which office do I go into on office days?", "Manchester", "Leeds"),
    _u("d2-017", "work", [
        ("2023-01-10", "Rotated onto Ward 7 (respiratory) this month"),
        ("2023-06-05", "New rotation: Cardiology. Lots of ECGs."),
        ("2024-02-14", "Got the permanent post in A&E, no more rotations for me"),
    ], "Where in the hospital am I working?", ["Ward 7", "Cardiology"], "A&E"),
    _u("d2-018", "work", [
        ("2023-04-12", "I'm on the Payments team, squad of five"),
        ("2023-11-06", "Moved across to Fraud Detection. Same floor, different snacks."),
    ], "Which team am I on?", "Payments", "Fraud Detection"),
    _u("d2-019", "work", [
        ("2023-08-21", "Main client at the moment is Halvorsen Design, three days a week"),
        ("2024-01-15", "That contract wrapped up in December. Bulk of my hours now go to Pebble & Pine."),
    ], "Who's my biggest client?", "Halvorsen Design", "Pebble & Pine"),
    _u("d2-020", "work", [
        ("2023-10-02", "Lanyard says Arup. Feels very official."),
        ("2024-05-14", "Ran my first 10k! 58 minutes, legs destroyed"),
        ("2025-01-06", "First day at Mott MacDonald. The coffee machine is a real upgrade."),
    ], "Which company employs me?", "Arup", "Mott MacDonald"),
    _u("d2-021", "work", [
        ("2023-09-05", "Teaching Year 4 this year, 28 kids and one class hamster called Sir Nibbles"),
        ("2024-09-03", "Got Year 6 this time round. SATs year. Pray for me."),
        ("2025-09-02", "Reception class this year. So. Many. Shoelaces."),
    ], "Which year group do I teach?", ["Year 4", "Year 6"], "Reception"),
    _u("d2-022", "work", [
        ("2023-03-14", "I'm a pharmacist at St Mary's, mostly on the surgical wards"),
        ("2023-12-11", "Accepted the community job at Boots, start in January. Goodbye hospital night cover!"),
    ], "Where do I work as a pharmacist?", "St Mary's", "Boots"),
    _u("d2-023", "work", [
        ("2023-02-20", "Assigned mentor: Kofi Mensah. Coffee once a month."),
        ("2023-10-09", "Mentoring scheme got reshuffled, I'm paired with Helen Achterberg now"),
    ], "Who's my mentor at work?", "Kofi Mensah", "Helen Achterberg"),
    _u("d2-024", "work", [
        ("2023-06-19", "Barista at Grind on Holloway Road, mornings only"),
        ("2023-08-01", "Lost my reading glasses AGAIN. Check the car."),
        ("2023-11-27", "Quit the café. Doing Deliveroo shifts until something better turns up."),
    ], "What am I doing for money at the moment?", "Grind", "Deliveroo"),

    # ------------------------------------------------------------------ relationships
    _u("d2-025", "relationships", [
        ("2023-04-22", "Third date with Oliver. He cooked risotto. It was edible!"),
        ("2023-12-30", "Oliver and I called it off. Sad but right."),
        ("2024-06-14", "Been seeing Rafael for a couple of months now, he's lovely, makes me laugh"),
    ], "Who am I seeing?", "Oliver", "Rafael"),
    _u("d2-026", "relationships", [
        ("2023-05-06", "Hannah and I are engaged, wedding sometime next summer probably"),
        ("2024-08-24", "Married!!! Officially Mrs and Mrs as of 3pm today."),
    ], "What's my relationship status with Hannah?", "engaged", "Married"),
    _u("d2-027", "relationships", [
        ("2023-03-01", "Emergency contact on the work form: my brother Callum, 07700 900123"),
        ("2024-04-20", "Updated HR so my emergency contact is my partner, Ines."),
    ], "Who's down as my emergency contact?", "Callum", "Ines"),
    _u("d2-028", "relationships", [
        ("2023-01-15", "Sophie and I signed for a flat together!"),
        ("2023-10-09", "New chapter: Jonah. We met bouldering, he's hopeless at crimps, I love it."),
        ("2025-02-02", "Six months with Amara today. She made me a cake shaped like a cat."),
    ], "Who am I dating?", ["Sophie", "Jonah"], "Amara"),
    _u("d2-029", "relationships", [
        ("2023-06-01", "Babysitter for Friday nights is Chloe, £12/hr, kids adore her"),
        ("2023-11-11", "Our sitter's off to uni, so Megan does Friday nights now"),
    ], "Who babysits for us?", "Chloe", "Megan"),
    _u("d2-030", "relationships", [
        ("2023-08-08", "Husband Pete is on school runs this week, bless him"),
        ("2025-04-30", "Divorce finalised in January. And last night Laurent proposed?! I said yes."),
    ], "Who's my partner now?", "Pete", "Laurent"),
    _u("d2-031", "relationships", [
        ("2023-03-11", "Gym buddy is Marco, 6am Mon/Wed/Fri, no excuses"),
        ("2023-06-20", "New mattress arriving Tuesday, be home 8-1"),
        ("2023-10-15", "New lifting partner: Keisha. She's relentless, my legs are jelly."),
    ], "Who do I train with?", "Marco", "Keisha"),
    _u("d2-032", "relationships", [
        ("2023-02-06", "Sponsor is Ray. Call him before it gets bad, not after."),
        ("2023-09-21", "My old sponsor is stepping back for health reasons. Deirdre has agreed to take me on."),
    ], "Who's my sponsor in the programme?", "Ray", "Deirdre"),
    _u("d2-033", "relationships", [
        ("2023-03-24", "Dating Niamh, she's a vet, our first date was at a llama farm"),
        ("2023-09-02", "We split up in June. Single and honestly enjoying it."),
    ], "Am I seeing anyone at the moment?", "Niamh", "Single"),
    _u("d2-034", "relationships", [
        ("2023-02-27", "Language exchange with Yuki every Sunday. Her English is far better than my Japanese."),
        ("2023-09-17", "Sunday language calls are with Haruto these days, he's teaching me Kansai slang"),
    ], "Who's my language exchange partner?", "Yuki", "Haruto"),
    _u("d2-035", "relationships", [
        ("2023-11-04", "Asked Samir to be best man. He cried. I cried."),
        ("2024-01-30", "Passport renewal before May!!"),
        ("2024-03-22", "Change of plan, Raj is stepping in as best man. Samir's posting got moved to Cyprus."),
    ], "Who's going to be my best man?", "Samir", "Raj"),
    _u("d2-036", "relationships", [
        ("2023-07-07", "Long distance with Kasia, video calls every night at 9"),
        ("2024-05-05", "We broke up in March. Honestly a relief for both of us."),
        ("2024-11-19", "Ellis is staying over most nights now, might be time to give him a key"),
    ], "Who's my partner?", "Kasia", "Ellis"),

    # ------------------------------------------------------------------ health
    _u("d2-037", "health", [
        ("2023-03-15", "Dentist: Dr Shah at Smile Studio, checkup every 6 months"),
        ("2024-01-09", "Registered with an NHS dentist at last, Dr Okafor, the private fees had gone silly"),
    ], "Who's my dentist?", "Dr Shah", "Dr Okafor"),
    _u("d2-038", "health", [
        ("2023-05-18", "GP practice = Riverside Medical Centre"),
        ("2024-02-20", "Got the letter confirming registration at Parkview Surgery, closer to the new flat"),
    ], "Which doctor's practice am I registered with?", "Riverside Medical Centre", "Parkview Surgery"),
    _u("d2-039", "health", [
        ("2023-02-01", "Sertraline 50mg started today. Bit nervous."),
        ("2023-05-10", "Doc upped it to 100mg"),
        ("2024-01-25", "Tapering, down to 25mg from this week. Feeling ok."),
    ], "What dose of my antidepressant am I taking?", ["50mg", "100mg"], "25mg"),
    _u("d2-040", "health", [
        ("2023-07-12", "On amlodipine for the blood pressure"),
        ("2024-03-03", "Ankles kept swelling so they've swapped me onto losartan"),
    ], "Which BP tablet am I on?", "amlodipine", "losartan"),
    _u("d2-041", "health", [
        ("2023-09-20", "Therapy with Joanne, Tuesdays at 5"),
        ("2023-11-02", "MOT passed, needs new front tyres soon though"),
        ("2024-04-08", "Started with a new counsellor, Ade. Still Tuesdays."),
    ], "Who's my therapist?", "Joanne", "Ade"),
    _u("d2-042", "health", [
        ("2023-01-03", "Weighed in at 92kg. New year new me etc etc"),
        ("2023-08-28", "84kg this morning!!! the walking is working"),
    ], "How much do I weigh?", "92kg", "84kg"),
    _u("d2-043", "health", [
        ("2024-02-14", "Physio for the knee is Tom Reddy at BackFit, Thursdays"),
        ("2024-06-30", "Transferred to the sports injury clinic, my physio is Lydia Marsh now"),
    ], "Who's treating my knee?", "Tom Reddy", "Lydia Marsh"),
    _u("d2-044", "health", [
        ("2023-06-06", "Daily step target set to 8,000"),
        ("2023-07-21", "Booked flights to Malaga for August, finally"),
        ("2023-10-01", "Knee's better so I've bumped the step goal to 12,000"),
    ], "How many steps a day am I aiming for?", "8,000", "12,000"),
    _u("d2-045", "health", [
        ("2023-10-10", "Seeing Mr Patel (ortho) about the hip on the 24th"),
        ("2024-05-16", "Referral got moved, I'm on Ms Greenwood's list at the Nuffield now"),
    ], "Which consultant is looking after my hip?", "Mr Patel", "Ms Greenwood"),
    _u("d2-046", "health", [
        ("2023-02-22", "Just the blue inhaler, salbutamol, when needed"),
        ("2023-09-14", "Asthma review: put on Fostair instead, it does preventer and reliever in one"),
    ], "What inhaler am I using?", "salbutamol", "Fostair"),
    _u("d2-047", "health", [
        ("2023-01-20", "My usual GP is Dr Hughes, ask for him by name"),
        ("2023-08-03", "Dr Hughes retired :( I've been allocated Dr Lindqvist"),
        ("2024-10-11", "Asked the surgery for a female doctor, Dr Mbeki is my named GP from now on"),
    ], "Who's my named doctor at the surgery?", ["Dr Hughes", "Dr Lindqvist"], "Dr Mbeki"),
    _u("d2-048", "health", [
        ("2023-03-30", "Contacts: Acuvue Oasys fortnightlies"),
        ("2024-01-18", "Switched to daily lenses, Dailies Total1. Way less faff with solution."),
    ], "What contact lenses do I wear?", "Acuvue Oasys", "Dailies Total1"),

    # ------------------------------------------------------------------ preferences
    _u("d2-049", "preferences", [
        ("2023-02-09", "Coffee order: oat flat white. Always. Don't overthink it."),
        ("2023-11-13", "Trying to cut caffeine, so it's a decaf cortado now"),
    ], "What's my usual coffee order?", "oat flat white", "decaf cortado"),
    _u("d2-050", "preferences", [
        ("2023-01-02", "Veganuary go! Fully vegan this month and maybe beyond"),
        ("2023-06-18", "Back to vegetarian. Cheese won."),
        ("2024-04-04", "Eating fish again, so pescatarian I suppose"),
    ], "What's my diet these days?", ["vegan", "vegetarian"], "pescatarian"),
    _u("d2-051", "preferences", [
        ("2023-05-03", "Always book me a window seat, I like leaning on it to sleep"),
        ("2024-02-10", "Bladder of a toddler these days, aisle seats please from now on"),
    ], "Where do I like to sit on a plane?", "window", "aisle"),
    _u("d2-052", "preferences", [
        ("2023-07-28", "Friday takeaway = Golden Lotus, crispy chilli beef every single time"),
        ("2024-03-29", "RIP Golden Lotus :( Friday night is a Dishoom delivery now"),
    ], "Where do we get our Friday night takeaway from?", "Golden Lotus", "Dishoom"),
    _u("d2-053", "preferences", [
        ("2023-03-06", "Prefer Liz at work, Elizabeth is for when I'm in trouble"),
        ("2023-10-23", "Told everyone to call me Beth from now on. It just fits better."),
    ], "What name do I like to go by?", "Liz", "Beth"),
    _u("d2-054", "preferences", [
        ("2023-04-14", "Best way to reach me is WhatsApp"),
        ("2023-06-02", "Plumber coming Wednesday between 8 and 12"),
        ("2023-09-08", "Deleted the Meta apps. Signal only please, tell people."),
    ], "Which app should people use to message me?", "WhatsApp", "Signal"),
    _u("d2-055", "preferences", [
        ("2023-06-11", "Obsessed with padel, playing three times a week"),
        ("2024-05-27", "New obsession: pickleball. My knees are grateful."),
    ], "What's my main sport at the moment?", "padel", "pickleball"),
    _u("d2-056", "preferences", [
        ("2023-08-15", "Big shop at Sainsbury's on Sundays"),
        ("2024-01-14", "Moved the weekly shop to Aldi, saving about 30 quid a week, no regrets"),
    ], "Where do we do the weekly food shop?", "Sainsbury's", "Aldi"),
    _u("d2-057", "preferences", [
        ("2023-02-25", "alarm 6:15, snooze once max"),
        ("2023-09-12", "new job new pain: alarm now goes off at 5:40"),
    ], "What time do I get woken up in the morning?", "6:15", "5:40"),
    _u("d2-058", "preferences", [
        ("2023-11-01", "Thermostat lives at 21 degrees in this house"),
        ("2024-10-20", "With these energy bills it's 18 degrees and jumpers on. Sorry kids."),
    ], "What do we keep the heating set to?", "21 degrees", "18 degrees"),
    _u("d2-059", "preferences", [
        ("2023-03-19", "Tea: builder's, two sugars"),
        ("2023-05-25", "Library books due back on the 3rd"),
        ("2023-08-30", "Tea with no sugar now. Cut it out completely. Tastes like sadness."),
    ], "How do I take my tea?", "two sugars", "no sugar"),
    _u("d2-060", "preferences", [
        ("2023-12-02", "Christmas dinner: turkey, non-negotiable"),
        ("2024-11-29", "I have been converted. Beef Wellington on the 25th from now on."),
    ], "What do I want for Christmas dinner?", "turkey", "Beef Wellington"),

    # ------------------------------------------------------------------ possessions
    _u("d2-061", "possessions", [
        ("2023-03-08", "Car is a 2014 Ford Focus, silver, reliable-ish"),
        ("2024-07-19", "Picked up the Skoda Octavia estate today! Waved the old car off."),
    ], "What car do I drive?", "Ford Focus", "Skoda Octavia"),
    _u("d2-062", "possessions", [
        ("2023-05-14", "iPhone 12, cracked screen but hanging on"),
        ("2024-10-02", "Pixel 9 arrived, moving everything over tonight"),
    ], "What phone have I got?", "iPhone 12", "Pixel 9"),
    _u("d2-063", "possessions", [
        ("2023-02-18", "Commuting on a Brompton, folds under my desk"),
        ("2023-08-22", "Bike got nicked outside Tesco. Secondhand Trek FX to replace it, fine."),
        ("2024-06-06", "Went electric: Cube e-bike. Hills are no longer my enemy."),
    ], "What bike do I ride?", ["Brompton", "Trek FX"], "Cube"),
    _u("d2-064", "possessions", [
        ("2023-04-01", "Work laptop: Dell XPS 13"),
        ("2024-04-22", "IT issued me a ThinkPad X1 and took the old one back"),
    ], "What laptop has work given me?", "Dell XPS 13", "ThinkPad X1"),
    _u("d2-065", "possessions", [
        ("2023-06-24", "Garmin Forerunner 245 for runs, battery lasts forever"),
        ("2024-12-26", "Santa brought me an Apple Watch Ultra, the Garmin's retired to the drawer"),
    ], "What do I wear on my wrist to track runs?", "Forerunner 245", "Apple Watch Ultra"),
    _u("d2-066", "possessions", [
        ("2023-01-11", "Car reg KX19 ABC"),
        ("2023-02-28", "Signed up for the half marathon in October, what have I done"),
        ("2023-06-03", "New car reg is LM72 ZPT, update the parking app!"),
    ], "What's my car's number plate?", "KX19 ABC", "LM72 ZPT"),
    _u("d2-067", "possessions", [
        ("2023-09-09", "Shooting on a Fujifilm X-T3, love the film sims"),
        ("2024-03-16", "eBay sale went through. Main camera is a Sony A7 IV now."),
    ], "What camera do I shoot with?", "X-T3", "Sony A7 IV"),
    _u("d2-068", "possessions", [
        ("2023-07-02", "Storage unit 118 at Safestore, gate code 4471"),
        ("2024-01-30", "Downsized to unit 42 in the same building, paying way less"),
    ], "Which storage locker is ours?", "unit 118", "unit 42"),
    _u("d2-069", "possessions", [
        ("2023-10-14", "TV is a 43-inch Samsung, fine for now"),
        ("2024-11-29", "Black Friday win: LG OLED, 65 inches, on the wall. The old one's gone to Mum's."),
    ], "What telly have we got in the lounge?", "43-inch Samsung", "LG OLED"),
    _u("d2-070", "possessions", [
        ("2023-01-25", "Still driving the Vauxhall Corsa Dad gave me"),
        ("2023-11-08", "Part-exchanged it for a Toyota Yaris hybrid"),
        ("2025-02-13", "Company car arrived: a Kia EV6. Sold the hybrid to a lad from Wigan."),
    ], "What am I driving these days?", ["Corsa", "Yaris"], "Kia EV6"),
    _u("d2-071", "possessions", [
        ("2023-03-27", "Broadband is Virgin Media, 350Mb"),
        ("2024-02-08", "Engineer put the Community Fibre box in today. Cancelled the old contract."),
    ], "Who's our internet provider?", "Virgin Media", "Community Fibre"),
    _u("d2-072", "possessions", [
        ("2023-05-19", "Key safe code 2580"),
        ("2023-07-07", "Birthday card for Aunt Jo, she's 70!"),
        ("2023-10-26", "Changed the key safe to 9134 after the cleaner left"),
    ], "What's the combination for the key box by the door?", "2580", "9134"),

    # ------------------------------------------------------------------ money
    _u("d2-073", "money", [
        ("2023-04-30", "rent £1,275/month"),
        ("2024-05-01", "rent 1,450 now. landlord says 'market rates'. sure"),
    ], "How much rent do I pay?", "1,275", "1,450"),
    _u("d2-074", "money", [
        ("2023-06-08", "Kitchen reno budget: £18k max, not a penny more"),
        ("2023-09-19", "Quotes came back brutal. We've agreed to stretch to £24k."),
    ], "What's the budget for the kitchen?", "18k", "24k"),
    _u("d2-075", "money", [
        ("2023-02-15", "Salary 42,000 before tax"),
        ("2024-04-10", "Pay rise came through: 47,500 from this month!"),
    ], "What do I earn a year?", "42,000", "47,500"),
    _u("d2-076", "money", [
        ("2023-01-08", "Savings goal for the year: 5,000"),
        ("2023-07-02", "Revised the target down to 3,000, car repairs ate everything"),
        ("2024-01-03", "This year's target is 6,500, let's go"),
    ], "How much am I trying to save?", ["5,000", "3,000"], "6,500"),
    _u("d2-077", "money", [
        ("2023-03-22", "Current account's with Barclays"),
        ("2023-11-30", "Switched my current account to Starling and got the £200 bonus, easy money"),
    ], "Who do I bank with?", "Barclays", "Starling"),
    _u("d2-078", "money", [
        ("2023-04-14", "We only pay for Netflix, one sub is plenty"),
        ("2023-06-20", "Recycling bin lid is broken, ring the council"),
        ("2023-09-08", "Cancelled that. Kept Disney+ for the kids instead."),
    ], "Which streaming service are we paying for?", "Netflix", "Disney"),
    _u("d2-079", "money", [
        ("2023-08-01", "Mortgage fixed at 1.89% until the end of the month, then it jumps"),
        ("2023-08-29", "Remortgaged: new five-year fix at 4.69%. Ouch."),
    ], "What interest rate is our mortgage on?", "1.89", "4.69"),
    _u("d2-080", "money", [
        ("2023-05-07", "Ellie's pocket money is £3.50 a week"),
        ("2024-01-07", "Ellie negotiated like a lawyer. She gets a fiver a week now."),
    ], "How much pocket money does Ellie get?", "3.50", "fiver"),
    _u("d2-081", "money", [
        ("2023-10-01", "Food budget 400/month for the two of us"),
        ("2024-02-01", "Tightening the belt, groceries capped at 320 a month"),
    ], "How much do we allow for food shopping each month?", "400", "320"),
    _u("d2-082", "money", [
        ("2023-03-05", "Pension contribution is 5 percent of salary"),
        ("2023-04-29", "Haircut on the 12th at 10"),
        ("2023-10-18", "Bumped my pension up to 8 percent, future me can say thanks"),
    ], "How much am I putting into my pension?", "5 percent", "8 percent"),
    _u("d2-083", "money", [
        ("2023-09-06", "Car insurance with Admiral, renewal in September"),
        ("2024-09-04", "Went with LV this year, the renewal quote was a joke"),
    ], "Who insures the car?", "Admiral", "LV"),
    _u("d2-084", "money", [
        ("2023-01-30", "Credit card balance 3,200. ugh."),
        ("2023-06-30", "Card down to 1,850"),
        ("2023-12-31", "Card balance: 400!!! nearly there"),
    ], "How much do I still owe on the credit card?", ["3,200", "1,850"], "400"),

    # ------------------------------------------------------------------ dates
    _u("d2-085", "dates", [
        ("2024-01-15", "Thesis deadline is 30 April"),
        ("2024-03-20", "Extension granted!! Thesis now due 15 June"),
    ], "When do I have to hand in my thesis?", "30 April", "15 June"),
    _u("d2-086", "dates", [
        ("2023-03-12", "Wedding's booked for 14 September 2024!"),
        ("2023-12-02", "Venue double-booked us, so the wedding moves to 5 October 2024. Reprinting invites, sigh."),
    ], "When's the wedding?", "14 September 2024", "5 October 2024"),
    _u("d2-087", "dates", [
        ("2024-02-05", "Launch date pencilled in for 1 May"),
        ("2024-04-10", "Launch pushed back to 3 June"),
        ("2024-05-28", "Slipped again. Launch is 22 July. Final final."),
    ], "When are we launching?", ["1 May", "3 June"], "22 July"),
    _u("d2-088", "dates", [
        ("2023-05-02", "MOT due 18 Aug"),
        ("2023-08-17", "Car passed its MOT, next one is 17 August 2024"),
    ], "When does the car next need testing?", "18 Aug", "17 August 2024"),
    _u("d2-089", "dates", [
        ("2023-10-03", "Dentist appt Tues 7 Nov, 9:10"),
        ("2023-10-17", "Book club pick is Piranesi, read by the 30th"),
        ("2023-11-01", "Practice rang, appointment's now 21 Nov, same time"),
    ], "When am I seeing the dentist?", "7 Nov", "21 Nov"),
    _u("d2-090", "dates", [
        ("2023-02-14", "Passport expires March 2024, renew!!"),
        ("2023-04-11", "New passport arrived, valid until April 2033"),
    ], "When does my passport run out?", "March 2024", "April 2033"),
    _u("d2-091", "dates", [
        ("2024-01-10", "Due date from the 12-week scan: 28 July"),
        ("2024-03-05", "20-week scan moved our due date to 4 August"),
    ], "When's the baby due?", "28 July", "4 August"),
    _u("d2-092", "dates", [
        ("2024-06-01", "Completion set for 12 July, boxes ordered"),
        ("2024-07-08", "Chain delay. Completion is now 2 August. Living out of boxes meanwhile."),
    ], "When do we complete on the house?", "12 July", "2 August"),
    _u("d2-093", "dates", [
        ("2023-09-11", "Fixed-term contract ends 31 March 2024"),
        ("2024-02-19", "Contract extended to 30 September 2024, phew"),
    ], "When does my contract finish?", "31 March 2024", "30 September 2024"),
    _u("d2-094", "dates", [
        ("2024-04-20", "Flying to Lisbon on the 14th of June"),
        ("2024-05-08", "Bought a new kettle, the old one was furry inside"),
        ("2024-05-29", "Airline changed my flight, I'm leaving on the 16th of June now"),
    ], "What day do I fly to Lisbon?", "14th of June", "16th of June"),
    _u("d2-095", "dates", [
        ("2023-05-08", "Maya's party is Sat 10 June at the soft play"),
        ("2023-06-01", "Soft play double-booked, party is Sunday 11 June instead"),
    ], "When is Maya's party?", "10 June", "11 June"),
    _u("d2-096", "dates", [
        ("2023-01-09", "Driving test booked: 3 March"),
        ("2023-02-27", "Examiners on strike, test rebooked for 19 April"),
        ("2023-04-14", "Moved it myself to 26 May. Wasn't ready tbh."),
    ], "When's my driving test?", ["3 March", "19 April"], "26 May"),

    # ------------------------------------------------------------------ people
    _u("d2-097", "people", [
        ("2023-03-04", "Mum's GP is Dr Rahman at Elm Lodge"),
        ("2024-02-22", "Mum's been moved onto Dr Whitfield's list, her old doctor went part-time"),
    ], "Who's my mum's doctor?", "Dr Rahman", "Dr Whitfield"),
    _u("d2-098", "people", [
        ("2023-06-16", "My brother Callum's living in Dundee now, working at the games studio"),
        ("2024-08-08", "Callum's new flat in Edinburgh has a view of the castle (if you lean out)"),
    ], "Which city is my brother in?", "Dundee", "Edinburgh"),
    _u("d2-099", "people", [
        ("2023-02-10", "Priya's number: 07700 900456"),
        ("2023-09-25", "Priya - 07911 123789"),
    ], "What's Priya's phone number?", "07700 900456", "07911 123789"),
    _u("d2-100", "people", [
        ("2023-01-19", "Dad's still at Jaguar Land Rover, thirty years this spring"),
        ("2023-09-04", "Dad took redundancy and is driving for Addison Lee, loving it apparently"),
        ("2024-10-15", "Dad's fully retired now. Says the allotment is his new employer."),
    ], "What does my dad do for work?", ["Jaguar Land Rover", "Addison Lee"], "retired"),
    _u("d2-101", "people", [
        ("2023-09-07", "Leo started at St Anne's Primary today, didn't even look back"),
        ("2024-09-05", "First day at Oakfield Primary for Leo after the move. He was so brave."),
    ], "Which school does Leo go to?", "St Anne's Primary", "Oakfield Primary"),
    _u("d2-102", "people", [
        ("2023-04-18", "Sam's at Deloitte, long hours"),
        ("2023-05-30", "Garden: tomatoes in, beans next week"),
        ("2023-11-20", "Sam jumped ship to KPMG. Same hours, better pension."),
    ], "Where does Sam work?", "Deloitte", "KPMG"),
    _u("d2-103", "people", [
        ("2023-07-09", "Mum's settled into the bungalow at 3 Ivy Lane"),
        ("2025-03-14", "Mum's in sheltered housing as of last month, flat 6, Beech Court. Warden's lovely."),
    ], "Where does my mother live?", "3 Ivy Lane", "Beech Court"),
    _u("d2-104", "people", [
        ("2023-01-21", "Our cleaner is Magda, Thursdays, leave cash on the side"),
        ("2023-08-05", "New cleaner starts Monday, Rosa, agency says she's brilliant"),
    ], "Who cleans for us?", "Magda", "Rosa"),
    _u("d2-105", "people", [
        ("2023-03-25", "Leo shoe size 11"),
        ("2023-10-07", "Leo's feet grew AGAIN, size 13 now, where does it end"),
    ], "What shoe size does Leo take?", "size 11", "size 13"),
    _u("d2-106", "people", [
        ("2023-02-02", "Grandad's carer is Bernadette, mornings"),
        ("2023-04-12", "Renew the TV licence"),
        ("2023-07-30", "Agency sent a new carer for Grandad, Kwame, he's great with him"),
    ], "Who looks after my grandfather?", "Bernadette", "Kwame"),
    _u("d2-107", "people", [
        ("2023-05-28", "Josh is seeing someone called Freya, apparently it's serious"),
        ("2024-01-01", "Josh brought his new girlfriend Tamsin to New Year's, she's great"),
    ], "Who's Josh going out with?", "Freya", "Tamsin"),
    _u("d2-108", "people", [
        ("2023-08-19", "Haircut: Zoe at the Cutting Room"),
        ("2024-02-24", "Found a barber on the high street, Mehmet, half the price and quicker"),
    ], "Who cuts my hair?", "Zoe", "Mehmet"),

    # ------------------------------------------------------------------ projects
    _u("d2-109", "projects", [
        ("2024-01-08", "Project Atlas lead is Fiona"),
        ("2024-04-15", "Fiona's on mat leave, Gareth is taking over Atlas till she's back"),
    ], "Who's running Atlas?", "Fiona", "Gareth"),
    _u("d2-110", "projects", [
        ("2023-09-12", "Website rebuild budget signed off at 30k"),
        ("2023-12-05", "Board cut it to 22k. Goodbye custom illustrations."),
    ], "How much money is there for the new site?", "30k", "22k"),
    _u("d2-111", "projects", [
        ("2023-03-01", "Side project backend: Django"),
        ("2023-07-19", "Rewrote the API in FastAPI, the old framework felt heavy"),
        ("2024-02-08", "Rewrote it in Rust. Of course I did."),
    ], "What's the side project's server code written in?", ["Django", "FastAPI"], "Rust"),
    _u("d2-112", "projects", [
        ("2023-05-15", "Team is six people now incl. me"),
        ("2023-10-30", "Two new hires started this week, so eight of us on the squad"),
    ], "How big is my team?", "six", "eight"),
    _u("d2-113", "projects", [
        ("2024-02-12", "Grant application due 1 March, eek"),
        ("2024-02-26", "Funder extended the deadline to 15 March, breathing again"),
    ], "How long have I got to submit the funding bid?", "1 March", "15 March"),
    _u("d2-114", "projects", [
        ("2023-06-07", "Blog hosted on Netlify"),
        ("2023-07-13", "Sister's birthday is the 22nd, card + chocolate"),
        ("2023-11-14", "Moved the blog to Cloudflare Pages, build times halved"),
    ], "Where is my blog hosted?", "Netlify", "Cloudflare Pages"),
    _u("d2-115", "projects", [
        ("2023-08-09", "Client contact at Brightwell is Simone Adeyemi"),
        ("2024-01-16", "Brightwell's new point of contact for us: Dan Kowalski"),
    ], "Who's our contact at Brightwell?", "Simone Adeyemi", "Dan Kowalski"),
    _u("d2-116", "projects", [
        ("2023-04-20", "Novel draft at 42,000 words"),
        ("2023-10-02", "Draft's at 71,500 words!! The middle finally works."),
    ], "How long is my novel draft so far?", "42,000", "71,500"),
    _u("d2-117", "projects", [
        ("2023-11-06", "Internal codename for the app: Bluebird"),
        ("2024-03-11", "Legal made us rename it, it's Kestrel everywhere now, tickets included"),
    ], "What's the app called internally?", "Bluebird", "Kestrel"),
    _u("d2-118", "projects", [
        ("2023-03-17", "Builder for the loft: Hendry & Sons, starting in May"),
        ("2023-05-29", "Our builder went bust two weeks before the start!! Castle Build can do it from June."),
        ("2023-08-08", "Parted ways with the second lot. Northgate Construction are finishing the loft, fingers crossed."),
    ], "Who's doing our loft conversion?", ["Hendry & Sons", "Castle Build"], "Northgate Construction"),
    _u("d2-119", "projects", [
        ("2023-02-14", "Sprints are two weeks, planning Monday mornings"),
        ("2023-04-03", "Bought Mum flowers for no reason, she was thrilled"),
        ("2023-06-26", "We've gone to three-week sprints, less ceremony, more doing"),
    ], "How long are our sprints?", "two weeks", "three-week"),
    _u("d2-120", "projects", [
        ("2023-07-24", "Tracking the renovation in Trello"),
        ("2026-01-12", "Everything's in Notion now, one board to rule them all"),
    ], "Where am I tracking the renovation tasks?", "Trello", "Notion"),
]

CONTROLS: list[Control] = [
    # ------------------------------------------------------------------ residence
    _c("d2c-001", "residence", [
        ("2024-01-12", "I live in Hackney, ten minutes from the canal"),
        ("2024-05-03", "Girlfriend lives in Greenwich, so lots of DLR in my life"),
    ], "Where do my girlfriend and I each live?", ["Hackney", "Greenwich"]),
    _c("d2c-002", "residence", [
        ("2023-06-20", "Home's in Bath, the bit up the hill"),
        ("2024-03-15", "We bought a little holiday cottage in Pembrokeshire! Weekends and summers."),
    ], "Where do we have places to stay?", ["Bath", "Pembrokeshire"]),
    _c("d2c-003", "residence", [
        ("2023-04-10", "Based in Glasgow, Partick, love it"),
        ("2023-08-05", "Staying in Barcelona for three weeks with work, back on the 27th"),
    ], "Where's home, and where did work send me for a few weeks?", ["Glasgow", "Barcelona"]),
    _c("d2c-004", "residence", [
        ("2023-02-22", "Live in Norwich these days"),
        ("2023-09-30", "Grew up in Swindon, left at 18 and never looked back"),
    ], "Where do I live, and where did I grow up?", ["Norwich", "Swindon"]),
    _c("d2c-005", "residence", [
        ("2024-02-01", "Our flat is in Sheffield, Kelham Island"),
        ("2024-07-14", "Mum and Dad have moved to Whitby. Sea air, they say."),
    ], "Where do we live, and where are my parents now?", ["Kelham Island", "Whitby"]),
    _c("d2c-006", "residence", [
        ("2023-10-08", "Living in Oxford, Jericho, small but sweet"),
        ("2024-01-20", "Boiler's dead so I'm kipping at Ravi's in Abingdon till Thursday"),
    ], "Where's my home, and where am I crashing while the boiler is fixed?", ["Jericho", "Abingdon"]),

    # ------------------------------------------------------------------ work
    _c("d2c-007", "work", [
        ("2023-03-13", "I'm a product designer at Canva"),
        ("2023-11-21", "Kate just got a job at Atlassian, so proud of her"),
    ], "Where do Kate and I work?", ["Canva", "Atlassian"]),
    _c("d2c-008", "work", [
        ("2023-05-04", "Day job: accounts assistant at Hobbs & Lowe"),
        ("2023-10-16", "Started weekend shifts at the Red Lion too, extra cash before Christmas"),
    ], "Where do I work?", ["Hobbs & Lowe", "Red Lion"]),
    _c("d2c-009", "work", [
        ("2024-02-09", "Working at the BBC in the archive team"),
        ("2024-06-27", "Told the new intern I started out at Channel 4 as a runner back in 2012"),
    ], "Where am I working, and where did my career begin?", ["BBC", "Channel 4"]),
    _c("d2c-010", "work", [
        ("2023-07-06", "Line manager is Priyanka"),
        ("2023-09-18", "On the Hermes project I answer to Lukas day to day, Priyanka's still my line manager"),
    ], "Who do I report to?", ["Priyanka", "Lukas"]),
    _c("d2c-011", "work", [
        ("2023-04-24", "At the Birmingham office full time"),
        ("2023-06-14", "In Dublin for the week for the summit, hotel is grim"),
    ], "Which office am I at, and where was the summit?", ["Birmingham", "Dublin"]),
    _c("d2c-012", "work", [
        ("2024-03-04", "Freelance client #1: Orla Studio, Mondays and Tuesdays"),
        ("2024-05-20", "Picked up a second client, Fernhill Books, for Thursdays"),
    ], "Who are my clients?", ["Orla Studio", "Fernhill Books"]),

    # ------------------------------------------------------------------ relationships
    _c("d2c-013", "relationships", [
        ("2023-05-12", "My husband Dmitri is cooking tonight, I'm on washing up"),
        ("2023-09-09", "Zara's new boyfriend is called Femi, seems sound"),
    ], "Who's my husband, and who is Zara seeing?", ["Dmitri", "Femi"]),
    _c("d2c-014", "relationships", [
        ("2024-01-27", "Been with Noor four years now"),
        ("2024-04-18", "Ran into my ex, Gabriel, at the station. Weird but fine."),
    ], "Who's my partner, and who did I bump into at the station?", ["Noor", "Gabriel"]),
    _c("d2c-015", "relationships", [
        ("2023-03-29", "Best friend since school: Lauren"),
        ("2023-12-15", "Honestly Bilal is my other best friend at this point, uni crew forever"),
    ], "Who are my best friends?", ["Lauren", "Bilal"]),
    _c("d2c-016", "relationships", [
        ("2023-06-03", "Asked Ciara to be Isla's godmother, she said yes immediately"),
        ("2023-08-20", "Rory's agreed to be godfather too"),
    ], "Who are Isla's godparents?", ["Ciara", "Rory"]),
    _c("d2c-017", "relationships", [
        ("2023-10-02", "Girlfriend: Mei. Yes, I'm smitten."),
        ("2024-02-10", "Mei's away so my cousin Ffion is my plus-one for the gala"),
    ], "Who's my girlfriend, and who came to the gala with me?", ["Mei", "Ffion"]),
    _c("d2c-018", "relationships", [
        ("2024-03-03", "Partner's called Theo, he does the crossword in pen"),
        ("2024-08-30", "Theo's brother Ansel is moving in with us for a month while his flat is sorted"),
    ], "Who's my partner, and who's staying with us?", ["Theo", "Ansel"]),

    # ------------------------------------------------------------------ health
    _c("d2c-019", "health", [
        ("2023-02-13", "On levothyroxine 75mcg every morning"),
        ("2023-05-22", "Doc added vitamin D, 1000 units daily"),
    ], "What do I take every day?", ["levothyroxine", "vitamin D"]),
    _c("d2c-020", "health", [
        ("2023-07-11", "My dentist: Dr Evans, Castle St"),
        ("2024-02-28", "Booked Milo in with Dr Fairbairn, the kids' dentist"),
    ], "Who are my dentist and Milo's dentist?", ["Dr Evans", "Dr Fairbairn"]),
    _c("d2c-021", "health", [
        ("2023-11-06", "Regular meds: metformin twice a day with food"),
        ("2024-01-15", "Got amoxicillin for the chest infection, 7 days"),
    ], "What medicines have I been prescribed?", ["metformin", "amoxicillin"]),
    _c("d2c-022", "health", [
        ("2024-04-09", "Dermatologist: Dr Kaur"),
        ("2024-06-21", "Also seeing Dr Lowe in rheumatology for the joints now"),
    ], "Which specialists am I under?", ["Dr Kaur", "Dr Lowe"]),
    _c("d2c-023", "health", [
        ("2023-08-14", "Seeing Marisol for CBT, fortnightly"),
        ("2023-10-25", "Back in 2019 I did a few sessions with a counsellor called Gwen, didn't click"),
    ], "Who's my therapist, and who did I try years ago?", ["Marisol", "Gwen"]),
    _c("d2c-024", "health", [
        ("2023-03-02", "Allergic to penicillin, it's on my record"),
        ("2023-09-26", "Allergy test results: I'm reacting to latex too"),
    ], "What am I allergic to?", ["penicillin", "latex"]),

    # ------------------------------------------------------------------ preferences
    _c("d2c-025", "preferences", [
        ("2023-02-17", "Favourite band forever: Radiohead"),
        ("2024-05-08", "Wet Leg are my other favourite now, saw them twice this year"),
    ], "Which bands do I love?", ["Radiohead", "Wet Leg"]),
    _c("d2c-026", "preferences", [
        ("2023-06-12", "I drink my coffee black, no exceptions"),
        ("2023-07-01", "Ana's coffee: oat latte, extra hot"),
    ], "How do Ana and I take our coffee?", ["black", "oat latte"]),
    _c("d2c-027", "preferences", [
        ("2023-09-03", "Fave cuisine: Sichuan"),
        ("2024-01-22", "Ethiopian is right up there too, injera is everything"),
    ], "What food do I like best?", ["Sichuan", "Ethiopian"]),
    _c("d2c-028", "preferences", [
        ("2023-04-06", "Vegetarian for eight years and counting"),
        ("2023-12-25", "Had one bite of Dad's turkey for Christmas, don't tell anyone, still veggie"),
    ], "What diet do I follow, and what did I sneak a taste of at Christmas?", ["Vegetarian", "turkey"]),
    _c("d2c-029", "preferences", [
        ("2023-05-16", "Favourite author: Ursula K. Le Guin"),
        ("2023-11-07", "Adding Terry Pratchett to the all-time favourites shelf"),
    ], "Who are my favourite writers?", ["Le Guin", "Pratchett"]),
    _c("d2c-030", "preferences", [
        ("2024-03-14", "Favourite film: Paddington 2, fight me"),
        ("2024-08-02", "Rosie's favourite film this week is Moana, on loop"),
    ], "What's my favourite film, and what's Rosie's?", ["Paddington 2", "Moana"]),

    # ------------------------------------------------------------------ possessions
    _c("d2c-031", "possessions", [
        ("2023-03-21", "Car: Honda Jazz"),
        ("2023-10-13", "Bought a camper van!! VW T5, for weekends away"),
    ], "What vehicles do we own?", ["Honda Jazz", "VW T5"]),
    _c("d2c-032", "possessions", [
        ("2023-05-09", "My phone's a Galaxy S23"),
        ("2023-09-14", "Got Jo an iPhone 15 for her birthday"),
    ], "What phones do Jo and I have?", ["Galaxy S23", "iPhone 15"]),
    _c("d2c-033", "possessions", [
        ("2023-07-17", "Driving the Mazda CX-5"),
        ("2023-08-01", "Hire car in Crete is a Fiat Panda lol"),
    ], "What do I drive at home, and what did I rent on holiday?", ["Mazda", "Fiat Panda"]),
    _c("d2c-034", "possessions", [
        ("2024-01-05", "Work laptop MacBook Pro"),
        ("2024-04-30", "Bought a cheap Chromebook for the kids' homework"),
    ], "What laptops are in the house?", ["MacBook Pro", "Chromebook"]),
    _c("d2c-035", "possessions", [
        ("2023-06-29", "Play the Yamaha upright piano at home most evenings"),
        ("2023-11-19", "Also have a Fender Strat in the spare room, neglected"),
    ], "Which instruments do I own?", ["Yamaha", "Fender Strat"]),
    _c("d2c-036", "possessions", [
        ("2024-02-12", "Road bike: Canyon Endurace"),
        ("2024-07-07", "Added a gravel bike, Ribble CGR. Not replacing the road one, n+1 rule."),
    ], "What bikes do I have?", ["Canyon", "Ribble"]),

    # ------------------------------------------------------------------ money
    _c("d2c-037", "money", [
        ("2023-04-04", "My salary: 38,500"),
        ("2023-12-18", "Lee got his raise, he's on 44,000"),
    ], "What do Lee and I earn?", ["38,500", "44,000"]),
    _c("d2c-038", "money", [
        ("2023-08-23", "Bathroom budget 9,000"),
        ("2023-09-30", "Garden has a separate budget, 3,500"),
    ], "How much have we set aside for the home projects?", ["9,000", "3,500"]),
    _c("d2c-039", "money", [
        ("2024-01-09", "Rent is 1,150"),
        ("2024-06-03", "Paid 1,300 this month because of the late fee, annoying"),
    ], "What's my normal rent, and what did I pay in the month with the late fee?", ["1,150", "1,300"]),
    _c("d2c-040", "money", [
        ("2023-02-26", "Main account with Nationwide"),
        ("2023-05-31", "Opened a Monzo pot for holidays, salary still goes to the main one"),
    ], "Which banks do I use?", ["Nationwide", "Monzo"]),
    _c("d2c-041", "money", [
        ("2023-10-20", "Pay 2,100 a month on the mortgage"),
        ("2024-03-27", "Funny to think our first flat was 650 a month rent, back in 2011"),
    ], "What's our mortgage payment, and what was our first rent?", ["2,100", "650"]),
    _c("d2c-042", "money", [
        ("2023-07-08", "Jack gets £4 a week"),
        ("2023-07-30", "Evie's pocket money: £6 a week, she's older"),
    ], "How much pocket money do the kids get?", ["4 a week", "6 a week"]),

    # ------------------------------------------------------------------ dates
    _c("d2c-043", "dates", [
        ("2024-02-06", "Essay due 12 March"),
        ("2024-02-20", "Lab report due 26 March"),
    ], "When are my assignments due?", ["12 March", "26 March"]),
    _c("d2c-044", "dates", [
        ("2023-01-14", "My birthday: 9 May"),
        ("2023-03-02", "Sunita's birthday is 23 November, don't forget again"),
    ], "When are my birthday and Sunita's?", ["9 May", "23 November"]),
    _c("d2c-045", "dates", [
        ("2023-09-04", "Dentist on 4 October"),
        ("2023-09-25", "Eye test booked for 11 October"),
    ], "What appointments have I got coming up?", ["4 October", "11 October"]),
    _c("d2c-046", "dates", [
        ("2024-03-30", "Anniversary is 2 June"),
        ("2024-04-14", "We first met on 17 January 2015, at a terrible party"),
    ], "When's our anniversary, and when did we first meet?", ["2 June", "17 January 2015"]),
    _c("d2c-047", "dates", [
        ("2023-05-05", "Bin day is Tuesday"),
        ("2023-12-22", "Bins on Friday this week only because of Christmas"),
    ], "When do the bins normally go out, and when did they go out over Christmas?", ["Tuesday", "Friday"]),
    _c("d2c-048", "dates", [
        ("2024-06-10", "Flight out 3 August"),
        ("2024-07-02", "Return flight 17 August"),
    ], "What are my holiday flight dates?", ["3 August", "17 August"]),

    # ------------------------------------------------------------------ people
    _c("d2c-049", "people", [
        ("2023-02-03", "Brother lives in Cork"),
        ("2023-06-19", "My sister's in Galway now with the kids"),
    ], "Where do my siblings live?", ["Cork", "Galway"]),
    _c("d2c-050", "people", [
        ("2023-04-15", "Mum's GP is Dr Shah"),
        ("2023-09-12", "Dad's GP is a Dr Oyelaran, different practice entirely"),
    ], "Who are my parents' doctors?", ["Dr Shah", "Dr Oyelaran"]),
    _c("d2c-051", "people", [
        ("2023-09-06", "Ava's at Greenfield Primary"),
        ("2024-09-04", "Noah started secondary at Hillcrest Academy today"),
    ], "Which schools do the kids go to?", ["Greenfield Primary", "Hillcrest Academy"]),
    _c("d2c-052", "people", [
        ("2023-03-18", "Hamid's mobile 07700 900111"),
        ("2023-08-08", "Hamid's work line 020 7946 0321"),
    ], "What numbers have I got for Hamid?", ["07700 900111", "020 7946 0321"]),
    _c("d2c-053", "people", [
        ("2024-01-17", "Sarah's employer: NHS Digital"),
        ("2024-05-22", "Sarah's husband Will just joined Ocado"),
    ], "Where do Sarah and Will work?", ["NHS Digital", "Ocado"]),
    _c("d2c-054", "people", [
        ("2023-11-11", "Nana's in Ballymena"),
        ("2024-02-05", "Nana grew up in Portrush, she told the story again at Sunday lunch"),
    ], "Where does my nan live, and where is she from?", ["Ballymena", "Portrush"]),

    # ------------------------------------------------------------------ projects
    _c("d2c-055", "projects", [
        ("2024-02-14", "Atlas lead: Nkechi"),
        ("2024-03-01", "Orion's being led by Bjorn"),
    ], "Who leads Atlas and Orion?", ["Nkechi", "Bjorn"]),
    _c("d2c-056", "projects", [
        ("2023-05-25", "Phase 1 budget 40k"),
        ("2023-08-17", "Phase 2 gets its own 25k"),
    ], "What are the budgets for the two phases?", ["40k", "25k"]),
    _c("d2c-057", "projects", [
        ("2023-10-04", "Beta deadline: 1 December"),
        ("2023-11-08", "Final release deadline 28 February, beta still on track"),
    ], "When are the beta and the final release due?", ["1 December", "28 February"]),
    _c("d2c-058", "projects", [
        ("2024-05-13", "Frontend on Vercel"),
        ("2024-06-18", "API deployed to Fly.io, frontend stays where it is"),
    ], "Where are the frontend and the API hosted?", ["Vercel", "Fly.io"]),
    _c("d2c-059", "projects", [
        ("2023-07-31", "Working on the Kestrel redesign"),
        ("2023-09-06", "Reminiscing: my first project here was Falcon, the payroll migration"),
    ], "What am I working on now, and what was my first project here?", ["Kestrel", "Falcon"]),
    _c("d2c-060", "projects", [
        ("2023-03-07", "Team's designer is Ines"),
        ("2023-05-18", "Hired a second designer, Pau. Ines is lead now."),
    ], "Who are the designers on my team?", ["Ines", "Pau"]),
]
