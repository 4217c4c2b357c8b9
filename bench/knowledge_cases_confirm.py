"""Confirm set for bench/knowledge_update.py (--set confirm): written independently of the
dev cases and of the update check, to confirm that mechanisms chosen on dev generalise.

Written for this project without looking at the detector or the dev cases (no outside
data). The notes are the kind a person types into a memory app or tells an assistant:
first person, terse or chatty, sometimes with no change cue word at all, sometimes about
someone else, sometimes with an unrelated note in between. Each statement carries the date
the user said it; statements are weeks or months apart and in time order. Values are
matched case-insensitively as whole words; "a|b" means either spelling counts.

An ``Update`` states a single-valued fact and later its new value; ``old`` lists the values
that are no longer true (two of them for a three-step chain) and ``current`` is what is true
now. A ``Control`` is on the same topic and reads like an update but is not one (a second
hobby, two relatives, a friend's fact next to mine, a trip away from home, history told as
history, two separate expenses): every value in ``values`` stays true.
"""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u


UPDATES: list[Update] = [
    # --- residence -------------------------------------------------------------------
    _u("cu-001", "residence", [
        ("2025-03-02", "I live in Lisbon, in a tiny flat near the river."),
        ("2025-09-14", "We moved to Porto at the end of August, still unpacking boxes."),
    ], "Where do I live?", "Lisbon", "Porto"),
    _u("cu-002", "residence", [
        ("2024-05-11", "My flat is in Antwerp, ten minutes' walk from the central station."),
        ("2024-10-03", "Finally settled into the new place in Ghent. The light in the kitchen is amazing."),
    ], "Which city am I living in these days?", "Antwerp", "Ghent"),
    _u("cu-003", "residence", [
        ("2024-02-08", "I'm renting a room in Leeds while I finish my degree."),
        ("2024-09-20", "Moved to Manchester for the grad scheme."),
        ("2025-06-01", "Got the keys to a terraced house in Sheffield today. Our first proper home!"),
    ], "Where's home?", ["Leeds", "Manchester"], "Sheffield"),
    _u("cu-004", "residence", [
        ("2025-01-15", "Our address is 14 Rosemary Lane, for anything that needs posting."),
        ("2025-04-27", "New address for forms and deliveries: 3 Beacon Road."),
    ], "What's my street address?", "Rosemary Lane", "Beacon Road"),
    _u("cu-005", "residence", [
        ("2024-03-19", "We rent a two-bedroom in Kreuzberg, right above a bakery."),
        ("2024-11-30", "No longer in Kreuzberg - we bought an apartment in Pankow and moved last weekend."),
    ], "What part of Berlin is home for us?", "Kreuzberg", "Pankow"),
    _u("cu-006", "residence", [
        ("2025-02-02", "Home: Tacoma, WA."),
        ("2025-07-19", "Home is Boise now. Long drive but worth it."),
    ], "Where am I based?", "Tacoma", "Boise"),
    _u("cu-007", "residence", [
        ("2024-06-04", "Still living with my parents in Dayton to save money."),
        ("2024-12-12", "Signed a lease in Columbus! First place that's all mine."),
    ], "Where am I living right now?", "Dayton", "Columbus"),
    _u("cu-008", "residence", [
        ("2025-01-09", "I live in Brisbane, about twenty minutes out of the CBD."),
        ("2025-03-22", "Started learning the ukulele, my fingers are killing me."),
        ("2025-08-05", "We relocated to Perth for Sam's job. The time difference to my family is rough."),
    ], "What city do I call home?", "Brisbane", "Perth"),
    _u("cu-009", "residence", [
        ("2024-04-14", "I've lived in Norway for six years now, mostly around Bergen."),
        ("2025-05-02", "Back in Denmark since the spring and it feels good to be near my family again."),
    ], "Which country do I live in?", "Norway", "Denmark"),
    _u("cu-010", "residence", [
        ("2025-03-08", "We have a house in Asheville with a big yard for the dogs."),
        ("2025-10-21", "Sold the house, and we're renting a condo in Raleigh while we look around."),
    ], "Where are we living these days?", "Asheville", "Raleigh"),

    # --- work ------------------------------------------------------------------------
    _u("cu-011", "work", [
        ("2024-07-01", "I work at Stripe as a backend engineer."),
        ("2025-01-13", "Today was my first day at Shopify. Laptop setup took all morning."),
    ], "Who's my employer?", "Stripe", "Shopify"),
    _u("cu-012", "work", [
        ("2025-02-10", "I'm a junior analyst in the risk department."),
        ("2025-08-29", "Got promoted! I'm a senior analyst as of this month."),
    ], "What's my job title?", "junior analyst", "senior analyst"),
    _u("cu-013", "work", [
        ("2024-01-22", "I teach chemistry at Lincoln High, mostly tenth graders."),
        ("2024-08-15", "Quit teaching. I do lab work at Genentech now and I honestly don't miss grading."),
    ], "Where do I work?", "Lincoln High", "Genentech"),
    _u("cu-014", "work", [
        ("2025-04-03", "My manager is Priya, she's great about protecting focus time."),
        ("2025-09-18", "Priya left the company. New boss is Tom, we'll see how it goes."),
    ], "Who do I report to?", "Priya", "Tom"),
    _u("cu-015", "work", [
        ("2024-03-11", "I'm a nurse at Mercy Hospital, mostly night shifts on the cardiac ward."),
        ("2025-03-28", "Thirty-one years of nursing and I retired last Friday. Cake, tears, the lot."),
    ], "What do I do for a living?", "Mercy Hospital", "retired"),
    _u("cu-016", "work", [
        ("2024-02-05", "I'm a consultant at Deloitte, travelling most weeks."),
        ("2024-09-09", "Handed in my notice and went freelance."),
        ("2025-05-19", "Freelancing was too lonely. I joined Accenture on Monday."),
    ], "Who am I working for?", ["Deloitte", "freelance"], "Accenture"),
    _u("cu-017", "work", [
        ("2025-01-27", "I work out of the Dublin office, third floor, by the window."),
        ("2025-06-16", "They've moved me to the Cork office to set up the new support team."),
    ], "Which office am I at?", "Dublin", "Cork"),
    _u("cu-018", "work", [
        ("2024-05-06", "I'm on the payments team, mostly fraud rules."),
        ("2024-10-14", "Switched teams, I'm on search infrastructure now."),
    ], "What team am I on?", "payments", "search"),
    _u("cu-019", "work", [
        ("2025-03-03", "Job title on my badge: Product Designer."),
        ("2025-11-10", "HR finally updated it, my title is UX Lead."),
    ], "What's my role called?", "Product Designer", "UX Lead"),
    _u("cu-020", "work", [
        ("2024-06-18", "Work: barista at Blue Bottle, mornings only."),
        ("2024-11-25", "Three months into the warehouse job at Amazon and my back is not happy."),
    ], "Where am I employed?", "Blue Bottle", "Amazon"),

    # --- relationships ---------------------------------------------------------------
    _u("cu-021", "relationships", [
        ("2025-01-04", "My girlfriend Emma and I have been together two years this week."),
        ("2025-06-22", "Emma and I broke up. She moved out on Sunday. I'm single again, I guess."),
    ], "Am I seeing anyone?", "Emma", "single"),
    _u("cu-022", "relationships", [
        ("2024-02-14", "I'm dating a guy named Marco, he cooks incredible risotto."),
        ("2024-07-30", "Marco is history. I've been seeing Luis since June and it's so easy with him."),
    ], "Who's my boyfriend?", "Marco", "Luis"),
    _u("cu-023", "relationships", [
        ("2024-04-20", "Daniel and I got engaged on the beach last night!"),
        ("2025-05-10", "We're married! Best day of my life."),
    ], "What's the status with Daniel?", "engaged", "married"),
    _u("cu-024", "relationships", [
        ("2024-08-01", "My best friend is Keisha, we've known each other since kindergarten."),
        ("2025-02-17", "Keisha and I drifted after she moved. Honestly Rosa is my closest friend these days."),
    ], "Who's my best friend?", "Keisha", "Rosa"),
    _u("cu-025", "relationships", [
        ("2024-03-05", "I've been married to Greg for nine years."),
        ("2025-01-29", "The paperwork came through today. I'm officially divorced."),
    ], "Am I still married?", "married", "divorced"),
    _u("cu-026", "relationships", [
        ("2024-01-12", "My partner Jess is coming to the work party with me."),
        ("2024-06-08", "Jess and I split up in May. I've started seeing Ava, early days."),
        ("2025-03-15", "Ava's great but it wasn't right. I'm with Nora now and I think this one's serious."),
    ], "Who am I with?", ["Jess", "Ava"], "Nora"),
    _u("cu-027", "relationships", [
        ("2025-02-01", "My roommate is Kyle. He never does the dishes."),
        ("2025-05-30", "Kyle moved out and Dev took his room. Dishes get done now."),
    ], "Who do I share the flat with?", "Kyle", "Dev"),
    _u("cu-028", "relationships", [
        ("2024-09-03", "My sister Lena is dating Oskar, a carpenter from Uppsala."),
        ("2025-04-11", "Lena ended things with Oskar. She's with Henrik now, they met climbing."),
    ], "Who is Lena going out with?", "Oskar", "Henrik"),
    _u("cu-029", "relationships", [
        ("2024-05-25", "Emergency contact on all my forms is my mom."),
        ("2024-12-02", "Changed my emergency contact to Jordan since we're engaged now."),
    ], "Who should be called if something happens to me?", "mom", "Jordan"),
    _u("cu-030", "relationships", [
        ("2025-03-09", "I'm seeing someone, her name is Chloe, we met at a friend's barbecue."),
        ("2025-06-28", "Me and Chloe called it off."),
        ("2025-10-04", "Met someone new through the running club - Isabel. Third date on Friday."),
    ], "Who am I dating?", "Chloe", "Isabel"),

    # --- health ----------------------------------------------------------------------
    _u("cu-031", "health", [
        ("2024-02-19", "My GP is Dr. Okafor at the Fairview surgery."),
        ("2024-09-06", "Registered with the practice near the new flat; my doctor there is Dr. Lindqvist."),
    ], "Who's my GP?", "Okafor", "Lindqvist"),
    _u("cu-032", "health", [
        ("2025-01-08", "I take 20mg of lisinopril every morning for blood pressure."),
        ("2025-04-14", "BP still high at the check-up so the doctor raised my lisinopril to 40mg."),
    ], "What dose of lisinopril am I on?", "20mg|20 mg", "40mg|40 mg"),
    _u("cu-033", "health", [
        ("2024-01-03", "Weighed in at 92 kg this morning. Time to do something."),
        ("2024-07-21", "Down to 85 kg! The cycling is paying off."),
    ], "How much do I weigh?", "92", "85"),
    _u("cu-034", "health", [
        ("2025-02-12", "Dentist: Dr. Marsh, on Elm Street."),
        ("2025-08-20", "New dentist, Dr. Patel - Marsh retired over the summer."),
    ], "Who cleans my teeth?", "Marsh", "Patel"),
    _u("cu-035", "health", [
        ("2024-04-02", "I'm on sertraline for anxiety, it's been helping."),
        ("2024-10-17", "Switched from the sertraline to escitalopram, fewer side effects so far."),
    ], "What am I taking for anxiety?", "sertraline", "escitalopram"),
    _u("cu-036", "health", [
        ("2025-03-01", "Resting heart rate is about 72 according to the watch."),
        ("2025-11-09", "Months of zone 2 rides and my resting HR sits at 58 now."),
    ], "What's my resting heart rate?", "72", "58"),
    _u("cu-037", "health", [
        ("2024-06-10", "Blood test results: LDL 160, doctor wants it lower."),
        ("2024-12-05", "Repeat bloods came back with LDL at 110. Diet changes worked."),
    ], "What was my latest cholesterol number?", "160", "110"),
    _u("cu-038", "health", [
        ("2025-01-20", "I see a therapist called Miriam every other week."),
        ("2025-05-26", "Stopped seeing Miriam; my new therapist is Joel and he's more practical."),
    ], "Who's my therapist?", "Miriam", "Joel"),
    _u("cu-039", "health", [
        ("2024-03-14", "Taking ibuprofen for the knee pain when it flares up."),
        ("2024-08-02", "Ibuprofen was upsetting my stomach, so I'm on naproxen instead."),
        ("2025-02-25", "The rheumatologist put me on celecoxib for the knee. So far so good."),
    ], "What do I take for my knee?", ["ibuprofen", "naproxen"], "celecoxib"),
    _u("cu-040", "health", [
        ("2025-04-07", "Averaging 6 hours of sleep a night, which is not enough."),
        ("2025-09-15", "Since I cut out caffeine I'm getting a solid eight hours."),
    ], "How much sleep am I getting?", "6|six", "8|eight"),

    # --- preferences -----------------------------------------------------------------
    _u("cu-041", "preferences", [
        ("2024-01-10", "I'm vegetarian, have been since uni."),
        ("2024-06-30", "Gone fully vegan since May. Cheese was the hardest part."),
    ], "What's my diet?", "vegetarian", "vegan"),
    _u("cu-042", "preferences", [
        ("2025-02-06", "I take my coffee with oat milk."),
        ("2025-07-12", "Switched to almond milk in my coffee, the oat one was too sweet."),
    ], "What milk do I put in coffee?", "oat", "almond"),
    _u("cu-043", "preferences", [
        ("2024-03-27", "My favourite band right now is Radiohead, on repeat all week."),
        ("2024-09-13", "Can't stop listening to Big Thief. New favourite, no contest."),
    ], "Who's my favourite band?", "Radiohead", "Big Thief"),
    _u("cu-044", "preferences", [
        ("2025-01-16", "I write all my code in VS Code."),
        ("2025-06-03", "Moved over to Neovim for good, not going back."),
    ], "Which editor do I use?", "VS Code|VSCode", "Neovim"),
    _u("cu-045", "preferences", [
        ("2024-05-18", "I love a glass of red wine with dinner."),
        ("2024-11-02", "No longer drinking alcohol at all. Sparkling water with dinner, and I feel better for it."),
    ], "What do I like to drink with dinner?", "red wine", "sparkling water"),
    _u("cu-046", "preferences", [
        ("2025-03-21", "I always book a window seat, I like to sleep against the wall."),
        ("2025-08-08", "Aisle seats from now on, my knees can't take being boxed in."),
    ], "Where do I like to sit on a plane?", "window", "aisle"),
    _u("cu-047", "preferences", [
        ("2024-02-22", "Please call me Elizabeth in any emails you draft."),
        ("2024-07-09", "Everyone calls me Liz now, use that instead."),
    ], "What name do I go by?", "Elizabeth", "Liz"),
    _u("cu-048", "preferences", [
        ("2025-04-15", "My go-to drink in the morning is black coffee."),
        ("2025-10-01", "Replaced the morning coffee with matcha. Less jittery."),
    ], "What do I drink first thing?", "black coffee", "matcha"),
    _u("cu-049", "preferences", [
        ("2024-01-25", "Favourite food: Thai, especially anything with lemongrass."),
        ("2024-06-12", "Ethiopian has overtaken Thai for me. Injera is everything."),
        ("2025-01-18", "Honestly Georgian food is my new obsession - khachapuri every Friday."),
    ], "What's my favourite cuisine?", ["Thai", "Ethiopian"], "Georgian"),
    _u("cu-050", "preferences", [
        ("2025-02-27", "Best way to reach me is email."),
        ("2025-07-24", "Just WhatsApp me, I've given up on my inbox."),
    ], "How do I prefer to be contacted?", "email", "WhatsApp"),

    # --- possessions -----------------------------------------------------------------
    _u("cu-051", "possessions", [
        ("2024-03-03", "I drive a 2012 Honda Civic, silver, a bit rusty."),
        ("2024-09-28", "Sold the Civic and picked up a used Mazda 3. It has heated seats!"),
    ], "What car have I got?", "Civic", "Mazda"),
    _u("cu-052", "possessions", [
        ("2025-01-05", "My phone is a Pixel 6, the battery barely lasts a day."),
        ("2025-05-14", "Upgraded to an iPhone 15 at last."),
    ], "What phone am I using?", "Pixel", "iPhone"),
    _u("cu-053", "possessions", [
        ("2024-04-09", "Laptop: ThinkPad X1 Carbon."),
        ("2024-10-22", "The ThinkPad died on me, replaced it with a MacBook Air."),
    ], "What computer do I work on?", "ThinkPad", "MacBook"),
    _u("cu-054", "possessions", [
        ("2025-03-12", "I commute on a Brompton, folds up under my desk."),
        ("2025-06-19", "Brompton got stolen outside the library :("),
        ("2025-07-02", "Bought a Trek hybrid to get to work. Not folding, but fast."),
    ], "What bike do I ride?", "Brompton", "Trek"),
    _u("cu-055", "possessions", [
        ("2024-02-11", "We have a cat named Miso, fluffy and grumpy."),
        ("2024-08-24", "Miso passed away in June. We adopted a kitten last week and called her Pepper."),
    ], "What's our cat called?", "Miso", "Pepper"),
    _u("cu-056", "possessions", [
        ("2025-02-15", "I've got a Kindle Paperwhite for reading in bed."),
        ("2025-09-03", "Reading everything on the Kobo Libra these days, library loans are so easy."),
    ], "Which e-reader do I read on?", "Kindle", "Kobo"),
    _u("cu-057", "possessions", [
        ("2024-01-18", "Our family car is a Toyota Corolla."),
        ("2024-07-26", "Traded the Corolla in for a Prius."),
        ("2025-04-30", "The Prius is gone; we're an EV family now with a Model Y."),
    ], "What do we drive?", ["Corolla", "Prius"], "Model Y"),
    _u("cu-058", "possessions", [
        ("2025-03-18", "I wear a Garmin Forerunner for running."),
        ("2025-08-11", "Switched to an Apple Watch, mainly for the sleep tracking."),
    ], "What's on my wrist?", "Garmin", "Apple Watch"),
    _u("cu-059", "possessions", [
        ("2024-05-01", "I shoot on a Canon 80D with a 50mm lens."),
        ("2024-12-19", "Sold all my Canon gear, I'm all-in on a Fujifilm X-T5 now."),
    ], "What camera do I have?", "Canon", "Fujifilm"),
    _u("cu-060", "possessions", [
        ("2025-01-23", "I own 3 guitars: a Strat, a Tele and an old acoustic."),
        ("2025-06-07", "Sold the Tele to pay for the trip, so down to two guitars."),
    ], "How many guitars do I have?", "3|three", "2|two"),

    # --- money -----------------------------------------------------------------------
    _u("cu-061", "money", [
        ("2024-02-01", "Rent is $1,450 a month, bills not included."),
        ("2024-08-01", "Landlord raised the rent to $1,600 from this month. Ouch."),
    ], "What's the rent now?", "1,450|1450", "1,600|1600"),
    _u("cu-062", "money", [
        ("2025-01-30", "My salary is 58,000 before tax."),
        ("2025-07-15", "New contract signed: 64,500 a year."),
    ], "How much do I earn?", "58,000|58000", "64,500|64500"),
    _u("cu-063", "money", [
        ("2024-03-16", "Monthly grocery budget: 400 dollars."),
        ("2024-06-16", "Cut the grocery budget to 320, we were wasting too much."),
    ], "How much can I spend on food shopping each month?", "400", "320"),
    _u("cu-064", "money", [
        ("2025-02-03", "I bank with Chase, checking and credit card."),
        ("2025-05-21", "Moved all my accounts over to Alliant, the credit union. So long, overdraft fees."),
    ], "Which bank am I with?", "Chase", "Alliant"),
    _u("cu-065", "money", [
        ("2024-04-04", "Saving 500 a month towards a house deposit."),
        ("2024-10-04", "Bumped the house savings to 750/month after the raise."),
    ], "How much am I putting away for the house?", "500", "750"),
    _u("cu-066", "money", [
        ("2025-01-11", "Still owe about 12,000 on my student loan."),
        ("2025-04-02", "Booked flights for Easter, finally."),
        ("2025-10-30", "Student loan balance: 8,200 left!"),
    ], "How much student debt have I got?", "12,000|12000", "8,200|8200"),
    _u("cu-067", "money", [
        ("2024-02-28", "PureGym costs me £25 a month."),
        ("2024-09-01", "They've upped the membership to £29, still cheaper than anywhere else."),
    ], "What do I pay for the gym?", "25", "29"),
    _u("cu-068", "money", [
        ("2024-01-08", "I charge clients 45 an hour for illustration work."),
        ("2024-07-08", "Raised my rate to 60/hour for new clients."),
        ("2025-03-03", "Everyone is on 75 an hour now, old clients included."),
    ], "What's my hourly rate?", ["45", "60"], "75"),
    _u("cu-069", "money", [
        ("2025-03-25", "Our mortgage payment is 1,980 a month."),
        ("2025-09-25", "Refinanced with the new lender and it's down to 1,710."),
    ], "How much is the mortgage each month?", "1,980|1980", "1,710|1710"),
    _u("cu-070", "money", [
        ("2024-02-09", "My accountant is Harriet Cole, she does the self-assessment every January."),
        ("2024-11-14", "Handed my taxes over to Ben Osei this year, Harriet is winding down her practice."),
    ], "Who does my taxes?", "Harriet", "Osei"),

    # --- dates -----------------------------------------------------------------------
    _u("cu-071", "dates", [
        ("2025-02-20", "Dentist appointment on March 12 at 10am."),
        ("2025-03-04", "Dentist's office rang, I'm now seeing them on March 19."),
    ], "When am I at the dentist?", "March 12", "March 19"),
    _u("cu-072", "dates", [
        ("2024-04-15", "Thesis draft is due June 30."),
        ("2024-06-02", "Supervisor pushed the draft deadline back to July 21. Breathing again."),
    ], "When is my thesis draft due?", "June 30", "July 21"),
    _u("cu-073", "dates", [
        ("2024-01-14", "We set the wedding for September 6!"),
        ("2024-04-28", "The venue fell through. Wedding is now October 18, at the vineyard."),
    ], "What's the date of the wedding?", "September 6", "October 18"),
    _u("cu-074", "dates", [
        ("2025-03-30", "Flight to Tokyo: May 14, early morning."),
        ("2025-04-20", "Airline changed my booking, I fly out May 16 instead."),
    ], "When do I leave for Japan?", "May 14", "May 16"),
    _u("cu-075", "dates", [
        ("2024-12-10", "Visa interview at the consulate on February 3."),
        ("2025-01-15", "Consulate moved the interview to February 24."),
        ("2025-02-18", "Moved again! It's March 10 now. Third time lucky."),
    ], "When's my visa interview?", ["February 3", "February 24"], "March 10"),
    _u("cu-076", "dates", [
        ("2025-06-30", "MOT booked for 2 August at the garage on Mill Road."),
        ("2025-07-21", "Garage called, they can only do 9 August, so that's the MOT date."),
    ], "When is the car going in for its test?", "2 August", "9 August"),
    _u("cu-077", "dates", [
        ("2024-09-01", "Mum's 60th party is on Saturday the 12th of October."),
        ("2024-09-25", "The party's been moved to the 19th because of the train strike."),
    ], "When is Mum's party?", "12th", "19th"),
    _u("cu-078", "dates", [
        ("2024-10-05", "Our lease ends 31 January."),
        ("2024-12-20", "Landlord agreed to extend us to 30 April, which gives us time to find somewhere."),
    ], "When do we have to be out of the flat?", "31 January", "30 April"),
    _u("cu-079", "dates", [
        ("2025-09-12", "My driving test is on 4 November. Nervous already."),
        ("2025-10-20", "DVSA cancelled the test, new date is 2 December."),
    ], "When's my driving test?", "4 November", "2 December"),
    _u("cu-080", "dates", [
        ("2025-02-03", "Knee surgery scheduled for April 22."),
        ("2025-03-01", "Picked up the new sofa from the warehouse."),
        ("2025-03-27", "Surgeon's office called - the operation is on May 6 now."),
    ], "When's the operation on my knee?", "April 22", "May 6"),

    # --- schedules -------------------------------------------------------------------
    _u("cu-081", "schedules", [
        ("2024-01-07", "I go to the gym on Mondays after work."),
        ("2024-03-17", "Gym is Thursdays now, Mondays are too crowded."),
    ], "What day do I work out?", "Monday|Mondays", "Thursday|Thursdays"),
    _u("cu-082", "schedules", [
        ("2025-01-19", "Piano lesson every Tuesday at 5."),
        ("2025-04-06", "My teacher moved the piano lessons to Wednesday evenings."),
    ], "Which day is piano?", "Tuesday|Tuesdays", "Wednesday|Wednesdays"),
    _u("cu-083", "schedules", [
        ("2024-05-13", "I clock in at 9:00 every weekday."),
        ("2024-08-26", "New shift pattern at the depot, I'm clocking in at 7:30."),
    ], "What time do I start work?", "9:00", "7:30"),
    _u("cu-084", "schedules", [
        ("2025-09-02", "I pick the kids up from school on Fridays."),
        ("2025-11-03", "Tom's taking over the Friday run; I'm doing Wednesday pickups instead."),
    ], "Which day do I do school pickup?", "Friday|Fridays", "Wednesday|Wednesdays"),
    _u("cu-085", "schedules", [
        ("2024-02-18", "Book club meets the first Thursday of the month."),
        ("2024-06-09", "Book club has moved to the last Sunday of each month, brunch instead of wine."),
    ], "When does book club meet?", "Thursday|Thursdays", "Sunday|Sundays"),
    _u("cu-086", "schedules", [
        ("2025-02-24", "Therapy is Tuesday mornings at 8."),
        ("2025-05-12", "Joel only has afternoons now, so sessions are Friday afternoons."),
    ], "When are my sessions with Joel?", "Tuesday|Tuesdays", "Friday|Fridays"),
    _u("cu-087", "schedules", [
        ("2024-03-02", "Long run on Saturday, usually 15k."),
        ("2024-06-23", "Switched my long run to Sunday so I can have Saturday lie-ins."),
        ("2024-11-17", "Long runs are on Friday mornings now, before work - weekends are for the baby."),
    ], "Which day is my long run?", ["Saturday", "Sunday"], "Friday"),
    _u("cu-088", "schedules", [
        ("2025-03-10", "I take my thyroid pill at 6am, an hour before breakfast."),
        ("2025-06-02", "Endocrinologist said to take it at bedtime instead, much easier."),
    ], "When do I take my thyroid medication?", "6am", "bedtime"),
    _u("cu-089", "schedules", [
        ("2024-07-15", "Bin collection is Monday morning, put them out Sunday night."),
        ("2024-10-07", "Council changed our collection day to Tuesday."),
    ], "When do the bins get picked up?", "Monday", "Tuesday"),
    _u("cu-090", "schedules", [
        ("2025-04-28", "My remote day is Friday."),
        ("2025-06-13", "Had the best ramen of my life at that place on 5th."),
        ("2025-08-18", "Team reshuffle: I work from home on Mondays from now on."),
    ], "Which day am I at home rather than the office?", "Friday", "Monday|Mondays"),

    # --- people ----------------------------------------------------------------------
    _u("cu-091", "people", [
        ("2024-04-16", "My sister Hana works at Spotify in Stockholm."),
        ("2024-10-28", "My sister started at Klarna last month, she's much happier."),
    ], "Where does Hana work?", "Spotify", "Klarna"),
    _u("cu-092", "people", [
        ("2025-01-26", "My brother lives in Denver with his dog."),
        ("2025-07-06", "My brother just moved to Austin. Says the heat is unreal."),
    ], "Where's my brother these days?", "Denver", "Austin"),
    _u("cu-093", "people", [
        ("2024-02-26", "Dad still works at the post office, sorting mail at 5am."),
        ("2024-06-20", "Dad finally retired in May! He's already bored."),
    ], "What does my dad do?", "post office", "retired"),
    _u("cu-094", "people", [
        ("2025-03-05", "Maya has 2 kids, both under five."),
        ("2025-09-22", "Maya's baby arrived yesterday - that's three kids for her now!"),
    ], "How many children does Maya have?", "2|two", "3|three"),
    _u("cu-095", "people", [
        ("2024-05-20", "Raj is our team lead, ask him about anything on the roadmap."),
        ("2024-11-11", "Raj moved over to sales. Elena is running the team now."),
    ], "Who leads my team?", "Raj", "Elena"),
    _u("cu-096", "people", [
        ("2025-02-08", "Our neighbour is an old man named Walter who grows giant marrows."),
        ("2025-08-30", "Walter sold up and a young couple, the Nguyens, moved in next door."),
    ], "Who lives next door?", "Walter", "Nguyen|Nguyens"),
    _u("cu-097", "people", [
        ("2024-01-29", "Cousin Ines is in Madrid working at the hospital."),
        ("2024-08-12", "Ines relocated to Valencia for a new post."),
        ("2025-05-05", "Ines is in Seville now, her third move in two years!"),
    ], "What city is Ines in?", ["Madrid", "Valencia"], "Seville"),
    _u("cu-098", "people", [
        ("2025-01-13", "My son Ollie goes to Hillcrest Primary."),
        ("2025-09-08", "Ollie started at Oakfield School this week, he loves the new teacher."),
    ], "Which school is Ollie at?", "Hillcrest", "Oakfield"),
    _u("cu-099", "people", [
        ("2024-03-24", "Grandma is living at Maple Court, the care home by the park."),
        ("2024-09-15", "Grandma moved in with Aunt Carol, which is much closer for visits."),
    ], "Where is grandma staying?", "Maple Court", "Carol"),
    _u("cu-100", "people", [
        ("2025-04-01", "Jamie's number: 555-0142."),
        ("2025-07-28", "Jamie changed phones, the new one is 555-0199."),
    ], "How do I ring Jamie?", "555-0142", "555-0199"),

    # --- projects --------------------------------------------------------------------
    _u("cu-101", "projects", [
        ("2024-02-13", "The Atlas project runs on Postgres."),
        ("2024-09-24", "We migrated Atlas to MongoDB last sprint, the document model fits better."),
    ], "What database does Atlas use?", "Postgres", "MongoDB"),
    _u("cu-102", "projects", [
        ("2025-01-21", "The mobile app launch is planned for Q2."),
        ("2025-04-09", "We pushed the launch back to Q3, the payments work isn't ready."),
    ], "When are we shipping the app?", "Q2", "Q3"),
    _u("cu-103", "projects", [
        ("2024-05-08", "Kim is leading the rebrand, all copy goes through her."),
        ("2024-08-19", "Kim handed the rebrand over to Aaron before her leave."),
    ], "Who's in charge of the rebrand?", "Kim", "Aaron"),
    _u("cu-104", "projects", [
        ("2025-02-17", "Building my recipe site side project in Django."),
        ("2025-06-24", "Rewrote the recipe site in Rails over the long weekend."),
    ], "What framework is the recipe site built with?", "Django", "Rails"),
    _u("cu-105", "projects", [
        ("2024-01-31", "Novel draft is at 20,000 words."),
        ("2024-05-15", "Hit 45,000 words on the novel today."),
        ("2024-10-09", "Finished the first draft at 88,000 words!!"),
    ], "How long is my manuscript?", ["20,000|20000", "45,000|45000"], "88,000|88000"),
    _u("cu-106", "projects", [
        ("2025-03-14", "Working title for the podcast: Night Shift."),
        ("2025-05-29", "Renamed the podcast to Late Signal, Night Shift was taken."),
    ], "What's the podcast called?", "Night Shift", "Late Signal"),
    _u("cu-107", "projects", [
        ("2024-04-23", "My blog is hosted on Netlify."),
        ("2024-11-06", "Moved the blog over to Cloudflare Pages, builds are way faster."),
    ], "Where's my blog hosted?", "Netlify", "Cloudflare"),
    _u("cu-108", "projects", [
        ("2025-05-06", "Our contractor for the kitchen is Brightline Builders."),
        ("2025-07-01", "Fired Brightline after the third missed week. Harlow & Sons are finishing the kitchen."),
    ], "Who's doing the kitchen renovation?", "Brightline", "Harlow"),
    _u("cu-109", "projects", [
        ("2024-03-09", "Garden project budget is 3,000 for the whole thing."),
        ("2024-05-04", "We cut the garden budget to 2,000 after the boiler broke."),
    ], "How much have we got for the garden?", "3,000|3000", "2,000|2000"),
    _u("cu-110", "projects", [
        ("2025-01-17", "Thesis topic: coral bleaching in the Red Sea."),
        ("2025-04-22", "My committee approved the proposal on kelp forest recovery. Starting fieldwork in June."),
    ], "What's my thesis about?", "coral bleaching", "kelp"),
    _u("cu-111", "projects", [
        ("2024-06-01", "The game project targets Unity, 2D platformer."),
        ("2024-10-15", "After the pricing mess I ported the whole game to Godot."),
    ], "What engine is my game in?", "Unity", "Godot"),
    _u("cu-112", "projects", [
        ("2025-02-04", "My supervisor is Prof. Adeyemi."),
        ("2025-03-19", "Lab meeting moved to the bigger room."),
        ("2025-09-01", "Adeyemi is on sabbatical for a year, so Dr. Brandt is supervising me."),
    ], "Who supervises my PhD?", "Adeyemi", "Brandt"),
]


CONTROLS: list[Control] = [
    # --- residence -------------------------------------------------------------------
    _c("cc-001", "residence", [
        ("2025-02-10", "I live in Lyon, in the Croix-Rousse area."),
        ("2025-05-19", "I'm in Paris this week for a conference, the hotel is tiny."),
    ], "Where do I live?", ["Lyon"]),
    _c("cc-002", "residence", [
        ("2024-06-03", "My friend Ana lives in Rome, near Trastevere."),
        ("2024-10-11", "I live in Milan, ten minutes from the Duomo."),
    ], "Where does Ana live?", ["Rome", "Milan"]),
    _c("cc-003", "residence", [
        ("2025-01-06", "My mum lives in Cork."),
        ("2025-04-14", "My dad lives in Galway with his new partner."),
    ], "Where do my parents live?", ["Cork", "Galway"]),
    _c("cc-004", "residence", [
        ("2024-03-30", "We live in Chicago, in Logan Square."),
        ("2024-08-17", "We bought a little cabin in Door County for the summers!"),
    ], "Where's home?", ["Chicago", "Door County"]),
    _c("cc-005", "residence", [
        ("2025-03-11", "I live in Seattle now and love the rain."),
        ("2025-06-27", "Before Seattle I lived in Phoenix for ten years. I miss the heat sometimes."),
    ], "Where have I lived?", ["Seattle", "Phoenix"]),

    # --- work ------------------------------------------------------------------------
    _c("cc-006", "work", [
        ("2024-02-20", "I work at IKEA in logistics planning."),
        ("2024-07-05", "Before IKEA I spent five years at Maersk, which is where I learned shipping."),
    ], "Where have I worked?", ["IKEA", "Maersk"]),
    _c("cc-007", "work", [
        ("2025-01-14", "I'm a nurse at Mercy General."),
        ("2025-05-08", "Also picked up weekend shifts at a coffee shop called Grindhouse for extra cash."),
    ], "Where do I work?", ["Mercy General", "Grindhouse"]),
    _c("cc-008", "work", [
        ("2024-04-22", "I work at Oracle on the database team."),
        ("2024-09-30", "My husband just started at Salesforce, first day today."),
    ], "Where do I work?", ["Oracle", "Salesforce"]),
    _c("cc-009", "work", [
        ("2025-02-25", "I work for Publicis as an account manager."),
        ("2025-07-07", "My new client this quarter is Heineken."),
    ], "Who's my employer?", ["Publicis", "Heineken"]),
    _c("cc-010", "work", [
        ("2024-01-15", "I'm an accountant at KPMG."),
        ("2024-06-09", "Started teaching yoga on Sunday mornings as a side thing."),
    ], "What do I do for work?", ["KPMG", "yoga"]),

    # --- relationships ---------------------------------------------------------------
    _c("cc-011", "relationships", [
        ("2025-03-04", "My best friend from school is Laura."),
        ("2025-08-14", "At work my closest friend is Abby, we have lunch every day."),
    ], "Who are my closest friends?", ["Laura", "Abby"]),
    _c("cc-012", "relationships", [
        ("2024-05-12", "My wife Sara and I are celebrating ten years in June."),
        ("2024-09-21", "Ran into my ex, Megan, at the supermarket. Awkward."),
    ], "Who's my wife?", ["Sara", "Megan"]),
    _c("cc-013", "relationships", [
        ("2025-01-21", "I'm married to Paul, we live with his mother."),
        ("2025-06-16", "Paul and I started couples counselling and it's actually helping."),
    ], "Who am I married to?", ["Paul"]),
    _c("cc-014", "relationships", [
        ("2024-02-03", "My son's godmother is Tess."),
        ("2024-08-28", "His godfather is Ivan, my old flatmate."),
    ], "Who are my son's godparents?", ["Tess", "Ivan"]),

    # --- health ----------------------------------------------------------------------
    _c("cc-015", "health", [
        ("2025-02-14", "My GP is Dr. Rahman."),
        ("2025-06-05", "Saw a new dermatologist, Dr. Fischer, about the mole on my back."),
    ], "Who's my GP?", ["Rahman", "Fischer"]),
    _c("cc-016", "health", [
        ("2024-03-22", "I take metformin twice a day."),
        ("2024-09-12", "Doctor added atorvastatin for my cholesterol."),
    ], "What medications am I on?", ["metformin", "atorvastatin"]),
    _c("cc-017", "health", [
        ("2025-01-02", "I weigh 80 kg."),
        ("2025-02-20", "My goal is to get down to 75 kg by summer."),
    ], "How much do I weigh?", ["80", "75"]),
    _c("cc-018", "health", [
        ("2024-06-14", "I'm on levothyroxine every morning."),
        ("2024-11-19", "Got a five-day course of amoxicillin for a sinus infection."),
    ], "What medicine am I on?", ["levothyroxine", "amoxicillin"]),
    _c("cc-019", "health", [
        ("2025-04-10", "My therapist is Anna, I see her on Thursdays."),
        ("2025-08-26", "My psychiatrist, Dr. Cho, handles the medication side."),
    ], "Who's my therapist?", ["Anna", "Cho"]),

    # --- preferences -----------------------------------------------------------------
    _c("cc-020", "preferences", [
        ("2024-02-16", "I love rock climbing, I go to the bouldering gym twice a week."),
        ("2024-09-04", "Also got really into pottery this year, I'm making mugs for everyone."),
    ], "What are my hobbies?", ["climbing", "pottery"]),
    _c("cc-021", "preferences", [
        ("2025-03-07", "Favourite movie of all time is Alien."),
        ("2025-07-30", "My favourite TV show is The Wire, rewatching it again."),
    ], "What's my favourite film?", ["Alien", "The Wire"]),
    _c("cc-022", "preferences", [
        ("2024-04-18", "At home I drink pour-over, light roast."),
        ("2024-08-07", "At cafes I always get a flat white."),
    ], "How do I take my coffee?", ["pour-over", "flat white"]),
    _c("cc-023", "preferences", [
        ("2025-01-28", "I love Thai food, the spicier the better."),
        ("2025-05-15", "Italian is great too, that's our date night go-to."),
    ], "What food do I like?", ["Thai", "Italian"]),
    _c("cc-024", "preferences", [
        ("2024-05-27", "I'm vegetarian."),
        ("2024-10-23", "I still eat eggs and cheese though, so not vegan."),
    ], "What's my diet?", ["vegetarian", "eggs"]),

    # --- possessions -----------------------------------------------------------------
    _c("cc-025", "possessions", [
        ("2025-02-09", "We have a dog named Biscuit."),
        ("2025-06-21", "Adopted a cat too, her name is Luna. Biscuit is obsessed."),
    ], "What pets do I have?", ["Biscuit", "Luna"]),
    _c("cc-026", "possessions", [
        ("2024-03-08", "My phone is an iPhone 14."),
        ("2024-07-19", "Work gave me a Samsung Galaxy for on-call weeks."),
    ], "What phone do I use?", ["iPhone", "Samsung"]),
    _c("cc-027", "possessions", [
        ("2025-04-04", "My car is a Subaru Outback."),
        ("2025-09-10", "My wife drives a Kia Niro, she got it last month."),
    ], "What car do I drive?", ["Subaru", "Kia"]),
    _c("cc-028", "possessions", [
        ("2024-01-20", "I ride a Cannondale road bike."),
        ("2024-05-31", "Bought a cheap mountain bike, a Marin, for the trails."),
    ], "What bikes do I own?", ["Cannondale", "Marin"]),
    _c("cc-029", "possessions", [
        ("2025-03-16", "My personal laptop is a MacBook Pro."),
        ("2025-08-04", "Work issued me a Dell XPS for the new job."),
    ], "What laptop do I have?", ["MacBook", "Dell"]),

    # --- money -----------------------------------------------------------------------
    _c("cc-030", "money", [
        ("2024-02-07", "Spent 120 on the electric bill this month."),
        ("2024-03-07", "Water bill was 45 this month."),
    ], "What did the utility bills come to?", ["120", "45"]),
    _c("cc-031", "money", [
        ("2025-01-09", "My checking account is with Wells Fargo."),
        ("2025-04-23", "Opened a high-yield savings account at Ally."),
    ], "Which bank do I use?", ["Wells Fargo", "Ally"]),
    _c("cc-032", "money", [
        ("2024-06-01", "Rent is 1,800 a month."),
        ("2024-07-15", "The parking spot is an extra 150 a month on top."),
    ], "How much is my rent?", ["1,800|1800", "150"]),
    _c("cc-033", "money", [
        ("2025-02-18", "My base salary is 90,000."),
        ("2025-12-15", "Got a 7,500 bonus this year!"),
    ], "What's my salary?", ["90,000|90000", "7,500|7500"]),
    _c("cc-034", "money", [
        ("2024-04-11", "I make 52,000 a year."),
        ("2024-10-02", "Jo's salary went up to 61,000 with her promotion."),
    ], "What do I earn?", ["52,000|52000", "61,000|61000"]),

    # --- dates -----------------------------------------------------------------------
    _c("cc-035", "dates", [
        ("2025-02-12", "Dentist on March 3."),
        ("2025-02-26", "Eye exam booked for March 17."),
    ], "When is my dentist appointment?", ["March 3", "March 17"]),
    _c("cc-036", "dates", [
        ("2024-02-05", "Tax return is due April 15."),
        ("2024-03-12", "Conference paper deadline is April 30."),
    ], "When is my tax return due?", ["April 15", "April 30"]),
    _c("cc-037", "dates", [
        ("2025-01-25", "My birthday is June 9."),
        ("2025-05-03", "My husband's birthday is October 2, need to plan something."),
    ], "When is my birthday?", ["June 9", "October 2"]),
    _c("cc-038", "dates", [
        ("2024-03-20", "Surgery is on May 5."),
        ("2024-04-25", "Post-op check is booked for May 19."),
    ], "When is my surgery?", ["May 5", "May 19"]),

    # --- schedules -------------------------------------------------------------------
    _c("cc-039", "schedules", [
        ("2025-01-12", "Yoga on Tuesdays."),
        ("2025-03-30", "Added a spin class on Thursdays."),
    ], "When do I do yoga?", ["Tuesday|Tuesdays", "Thursday|Thursdays"]),
    _c("cc-040", "schedules", [
        ("2024-05-05", "I go swimming on Wednesday evenings."),
        ("2024-09-08", "My daughter's swim lessons are on Saturday mornings."),
    ], "When do I swim?", ["Wednesday", "Saturday"]),
    _c("cc-041", "schedules", [
        ("2025-02-02", "Band practice is every Monday night."),
        ("2025-05-01", "No practice this Monday, it's a bank holiday; we're doing Tuesday just this once."),
    ], "When is band practice usually?", ["Monday"]),
    _c("cc-042", "schedules", [
        ("2024-08-04", "I work early shifts Monday to Wednesday."),
        ("2024-10-20", "Late shifts on Thursday and Friday this rota."),
    ], "What's my shift pattern?", ["Wednesday", "Friday"]),

    # --- people ----------------------------------------------------------------------
    _c("cc-043", "people", [
        ("2025-03-02", "My brother Leo lives in Oslo."),
        ("2025-07-13", "My other brother, Finn, lives in Bergen."),
    ], "Where does Leo live?", ["Oslo", "Bergen"]),
    _c("cc-044", "people", [
        ("2024-02-21", "My friend Carlos works at Netflix."),
        ("2024-06-18", "I got an offer from Hulu and accepted it today!"),
    ], "Where does Carlos work?", ["Netflix", "Hulu"]),
    _c("cc-045", "people", [
        ("2025-04-19", "Our eldest, Mia, is at Riverside High."),
        ("2025-08-10", "Noah starts at Brookfield Elementary next month."),
    ], "Which school is Mia at?", ["Riverside", "Brookfield"]),
    _c("cc-046", "people", [
        ("2024-01-30", "My boss is Karen."),
        ("2024-04-16", "Karen's boss, the VP, is Stephen. He's intimidating."),
    ], "Who's my boss?", ["Karen", "Stephen"]),

    # --- projects --------------------------------------------------------------------
    _c("cc-047", "projects", [
        ("2025-02-11", "The website project uses React."),
        ("2025-05-27", "For the mobile app we picked Flutter."),
    ], "What does the website use?", ["React", "Flutter"]),
    _c("cc-048", "projects", [
        ("2024-01-16", "Phase one ships March 1."),
        ("2024-02-29", "Phase two is due in June."),
    ], "When does phase one ship?", ["March 1", "June"]),
    _c("cc-049", "projects", [
        ("2025-03-13", "I'm writing the grant with Dr. Mendes."),
        ("2025-06-11", "Dr. Ortiz joined the grant as co-investigator."),
    ], "Who's on the grant with me?", ["Mendes", "Ortiz"]),
    _c("cc-050", "projects", [
        ("2024-07-07", "Novel goal: 90,000 words."),
        ("2024-08-18", "Wrote 3,000 words this weekend, a personal best."),
    ], "How long should the novel be?", ["90,000|90000", "3,000|3000"]),
    _c("cc-051", "projects", [
        ("2025-01-31", "My portfolio runs on GitHub Pages."),
        ("2025-04-29", "The shop site is on Shopify."),
    ], "Where is my portfolio hosted?", ["GitHub Pages", "Shopify"]),
]
