"""Fresh7 blind set for bench/knowledge_update.py (--set fresh7): hand-written from the brief alone, without reading the engine or any other case set, as personal notes and chat lines across everyday domains."""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u

UPDATES: list[Update] = [
    # ---------------------------------------------------------------- residence
    _u("f7-001", "residence", [
        ("2024-01-08", "I live in Lisbon, in a tiny flat near the river."),
        ("2024-08-22", "Got the keys to the flat in Porto today!"),
    ], "Which city do I live in?", "Lisbon", "Porto|Oporto"),
    _u("f7-002", "residence", [
        ("2023-03-14", "my address for forms: 14 Wren Lane, Leeds LS6 2AB"),
        ("2023-11-02", "New address is 9 Harlow Court, Leeds LS7 4QT — need to tell the bank and the GP."),
    ], "What's my address?", "14 Wren Lane", "9 Harlow Court"),
    _u("f7-003", "residence", [
        ("2024-02-10", "We're in Kreuzberg, right above a bakery. The smell every morning is unreal."),
        ("2024-05-01", "Neighbour's dog barked all night again, need earplugs."),
        ("2024-09-15", "First night in the Prenzlauer Berg place, boxes everywhere, pizza on the floor."),
    ], "Which neighbourhood am I in?", "Kreuzberg", "Prenzlauer Berg"),
    _u("f7-004", "residence", [
        ("2023-06-01", "Renting a studio apartment for now, it's fine for one."),
        ("2024-04-20", "We closed on the semi-detached house in Didsbury!! Three bedrooms and a garden."),
    ], "What kind of place do I live in?", "studio apartment", "semi-detached house"),
    _u("f7-005", "residence", [
        ("2024-01-15", "landlord: Mr. Okafor, 07700 900123 (text, don't call)"),
        ("2024-07-03", "Building was sold. The new landlord is Priya Raman, rent goes to her account from August."),
    ], "Who's my landlord?", "Mr. Okafor|Okafor", "Priya Raman"),
    _u("f7-006", "residence", [
        ("2022-09-01", "Started my master's, living in Utrecht in student housing."),
        ("2023-10-12", "Moved to Rotterdam for the job, 20 min bike to the office."),
        ("2024-06-30", "Now based in Eindhoven, much closer to the lab."),
    ], "Where am I based?", ["Utrecht", "Rotterdam"], "Eindhoven"),
    _u("f7-007", "residence", [
        ("2024-03-03", "Flatmate is Jonas, he's got the room with the balcony."),
        ("2024-09-01", "Mei-Ling moved into the spare room today, she's my new flatmate. Brought homemade dumplings!"),
    ], "Who's my flatmate?", "Jonas", "Mei-Ling"),
    _u("f7-008", "residence", [
        ("2023-05-19", "I'm in flat 3B at Calle Mayor 22, Madrid."),
        ("2024-01-27", "Moved upstairs in the same building, flat 5A now — so much more light."),
    ], "Which flat number am I in?", "flat 3B|3B", "flat 5A|5A"),
    _u("f7-009", "residence", [
        ("2024-04-04", "We live in Fitzroy, Melbourne — love the cafes."),
        ("2024-11-11", "Loving the morning walk to the beach now that we're in St Kilda."),
    ], "Which suburb do we live in?", "Fitzroy", "St Kilda"),
    _u("f7-010", "residence", [
        ("2023-02-02", "Home is Nairobi for the next while."),
        ("2023-06-15", "remember to water the basil on the windowsill"),
        ("2024-01-20", "Settling into Kigali — the apartment in Kimihurura has a great view of the hills."),
    ], "Which city is home right now?", "Nairobi", "Kigali"),

    # --------------------------------------------------------------------- work
    _u("f7-011", "work", [
        ("2023-04-10", "I work at Spotify as a data analyst."),
        ("2024-02-05", "First day at Klarna tomorrow, nervous! Laptop pickup at 9."),
    ], "Where do I work?", "Spotify", "Klarna"),
    _u("f7-012", "work", [
        ("2023-01-09", "title: Junior Product Designer"),
        ("2023-09-28", "Promoted!! Officially Senior Product Designer as of today 🎉"),
    ], "What's my job title?", "Junior Product Designer", "Senior Product Designer"),
    _u("f7-013", "work", [
        ("2024-01-22", "My manager is Fatima Al-Sayed, weekly 1:1s on Mondays."),
        ("2024-05-14", "Reorg happened. I report to Tomasz Wiśniewski now."),
    ], "Who's my manager?", "Fatima Al-Sayed|Fatima", "Tomasz Wiśniewski|Tomasz"),
    _u("f7-014", "work", [
        ("2023-07-07", "I'm on the Payments team."),
        ("2023-08-01", "expense report due Friday, don't forget the taxi receipts"),
        ("2024-03-11", "Transferred to the Fraud Detection team this week, lots to learn."),
    ], "Which team am I on?", "Payments", "Fraud Detection"),
    _u("f7-015", "work", [
        ("2024-02-12", "office is on the 4th floor at 200 King St W"),
        ("2024-10-07", "Ugh, my badge doesn't work yet at the Liberty Village office, had to get buzzed in twice."),
    ], "Which office do I go to?", "200 King St W", "Liberty Village"),
    _u("f7-016", "work", [
        ("2023-11-01", "I work Monday to Friday, 9 till 5."),
        ("2024-04-15", "Four-day week approved! I work Tuesday to Friday now, 8 till 6."),
    ], "What days do I work?", "Monday to Friday", "Tuesday to Friday"),
    _u("f7-017", "work", [
        ("2023-03-01", "salary 52,000 EUR gross"),
        ("2024-03-01", "raise came through: 58,500 gross from this month"),
    ], "What's my salary?", "52,000", "58,500"),
    _u("f7-018", "work", [
        ("2022-05-05", "Waitressing at Café Lumière to pay the bills."),
        ("2023-02-14", "Barista shifts at Origin Coffee now, way better tips."),
        ("2024-01-08", "Signed the contract with Hilton as front desk supervisor!"),
    ], "Where do I work?", ["Café Lumière", "Origin Coffee"], "Hilton"),
    _u("f7-019", "work", [
        ("2024-01-03", "Fully remote, I work from my kitchen table."),
        ("2024-06-17", "Company's hybrid policy kicked in: in the office Tue and Thu."),
    ], "Do I work remotely or go into the office?", "Fully remote", "hybrid"),
    _u("f7-020", "work", [
        ("2023-10-10", "On night shifts at St Mary's, 7pm–7am."),
        ("2024-02-19", "Day shifts from the next rota, 7am start, finally sleeping like a human."),
    ], "Which shift am I on?", "night shifts|night shift", "day shifts|day shift"),

    # ------------------------------------------------------------ relationships
    _u("f7-021", "relationships", [
        ("2023-02-14", "Valentine's dinner with my boyfriend Marco at the Italian place."),
        ("2024-05-20", "Third date with Elif tonight, I think this is going somewhere."),
    ], "Who am I dating?", "Marco", "Elif"),
    _u("f7-022", "relationships", [
        ("2024-01-10", "Kwame's my boyfriend, two years in March."),
        ("2024-09-08", "Meet my fiancé Kwame!! He proposed on the beach in Accra last night."),
    ], "What is Kwame to me?", "boyfriend", "fiancé|fiance"),
    _u("f7-023", "relationships", [
        ("2023-04-01", "Marital status (for the visa form): single"),
        ("2024-07-13", "We got married at the registry office in Cork today!"),
    ], "What's my marital status?", "single", "married"),
    _u("f7-024", "relationships", [
        ("2023-08-19", "Dana is still single and swears off dating apps forever."),
        ("2024-02-02", "Dana's moving in with her girlfriend Rosa next month, I called it."),
    ], "Is Dana single?", "single", "girlfriend Rosa|Rosa"),
    _u("f7-025", "relationships", [
        ("2022-11-11", "Married to Gil, 8 years this spring."),
        ("2024-03-30", "Divorce finalised today. Strange feeling, mostly relief."),
    ], "Am I married?", "Married", "divorced|Divorce"),
    _u("f7-026", "relationships", [
        ("2024-01-05", "Seeing someone new — Haruto, we met at the climbing gym."),
        ("2024-03-18", "note: Haruto's birthday is 4 June"),
        ("2024-06-22", "It's official, Sofía is my girlfriend 💛"),
    ], "Who am I seeing?", "Haruto", "Sofía|Sofia"),
    _u("f7-027", "relationships", [
        ("2023-05-05", "Emergency contact: my sister Noor, 0412 555 019"),
        ("2024-02-28", "Updated emergency contact to my husband Idris, 0413 555 882."),
    ], "Who's my emergency contact?", "Noor", "Idris"),
    _u("f7-028", "relationships", [
        ("2023-09-09", "Lukas and Jana are engaged, wedding date TBD."),
        ("2024-06-06", "Lukas and Jana's wedding in Brno was gorgeous, they're officially married."),
    ], "Are Lukas and Jana engaged?", "engaged", "married"),
    _u("f7-029", "relationships", [
        ("2023-07-01", "Arjun (my bf) lives in Bangalore, visits every couple of months."),
        ("2024-01-15", "Arjun officially moved in with me in Leicester this weekend!"),
    ], "Where does Arjun live?", "Bangalore", "Leicester"),
    _u("f7-030", "relationships", [
        ("2023-10-10", "Not seeing anyone right now, focusing on me."),
        ("2024-04-04", "Date night with Camille at that Lebanese place, she's wonderful."),
    ], "Am I seeing anyone?", "Not seeing anyone", "Camille"),

    # ------------------------------------------------------------------- health
    _u("f7-031", "health", [
        ("2023-06-12", "meds: sertraline 50mg every morning"),
        ("2024-01-09", "Dr said switch to escitalopram 10mg, start Monday."),
    ], "What medication am I on?", "sertraline", "escitalopram"),
    _u("f7-032", "health", [
        ("2023-02-01", "Levothyroxine 50 mcg daily, empty stomach."),
        ("2023-06-20", "Thyroid bloods back, dose up to 75 mcg."),
        ("2024-01-15", "Another bump, 100 mcg from today."),
    ], "What's my levothyroxine dose?", ["50 mcg", "75 mcg"], "100 mcg"),
    _u("f7-033", "health", [
        ("2023-04-04", "dentist: Dr. Park, Smile Studio on Elm St"),
        ("2024-02-22", "Cleaning booked with Dr. Adeyemi at the practice near work — much closer."),
    ], "Who's my dentist?", "Dr. Park", "Dr. Adeyemi|Adeyemi"),
    _u("f7-034", "health", [
        ("2023-09-13", "Therapy Wednesdays with Helena."),
        ("2024-03-06", "My new therapist Rahul does Zoom sessions, first one went well."),
    ], "Who's my therapist?", "Helena", "Rahul"),
    _u("f7-035", "health", [
        ("2023-01-02", "Going vegetarian this year."),
        ("2023-08-08", "Fully vegan since August, even gave up cheese."),
    ], "What's my diet?", "vegetarian", "vegan"),
    _u("f7-036", "health", [
        ("2024-01-07", "weighed in at 92.4 kg"),
        ("2024-03-01", "Booked physio for the left knee, Thursday 3pm."),
        ("2024-06-30", "scale says 84.1 kg this morning 🎉"),
    ], "How much do I weigh?", "92.4 kg", "84.1 kg"),
    _u("f7-037", "health", [
        ("2023-10-20", "BP at the pharmacy: 148/95, they told me to see the GP."),
        ("2024-04-18", "BP check 126/82, the amlodipine is doing its job."),
    ], "What's my blood pressure?", "148/95", "126/82"),
    _u("f7-038", "health", [
        ("2023-03-03", "GP is Dr. Mwangi at Riverside Surgery."),
        ("2024-05-05", "Registered at Parkview Medical Centre after the move, assigned to Dr. Lindqvist."),
    ], "Who's my GP?", "Dr. Mwangi|Mwangi", "Dr. Lindqvist|Lindqvist"),
    _u("f7-039", "health", [
        ("2024-02-02", "Diagnosed with prediabetes, HbA1c 6.1%."),
        ("2024-08-09", "HbA1c down to 5.5% — doctor says I'm back in the normal range."),
    ], "What's my HbA1c?", "6.1%", "5.5%"),
    _u("f7-040", "health", [
        ("2023-11-11", "Inhaler: Ventolin as needed."),
        ("2024-03-03", "Asthma nurse put me on Symbicort twice daily instead."),
    ], "Which inhaler do I use?", "Ventolin", "Symbicort"),

    # -------------------------------------------------------------- preferences
    _u("f7-041", "preferences", [
        ("2023-02-02", "My favourite food is ramen, could eat it every day."),
        ("2024-01-20", "Honestly khachapuri has taken over as my number one comfort food."),
    ], "What's my favourite food?", "ramen", "khachapuri"),
    _u("f7-042", "preferences", [
        ("2023-05-05", "Coffee order: oat flat white."),
        ("2023-11-15", "Cutting caffeine — it's a decaf cortado for me from now on."),
    ], "What's my usual coffee order?", "oat flat white|flat white", "decaf cortado"),
    _u("f7-043", "preferences", [
        ("2023-03-10", "on repeat: Khruangbin"),
        ("2023-07-07", "gym playlist needs updating, it's all 2019 stuff"),
        ("2023-12-12", "Can't stop listening to Fontaines D.C., Romance is perfect start to finish."),
    ], "What am I listening to on repeat?", "Khruangbin", "Fontaines D.C."),
    _u("f7-044", "preferences", [
        ("2023-09-01", "Favourite show right now: Succession."),
        ("2024-04-14", "Shōgun is the best thing on TV, period. Watched episode 9 twice."),
    ], "What's my favourite show?", "Succession", "Shōgun|Shogun"),
    _u("f7-045", "preferences", [
        ("2023-01-15", "Morning run at 6:30 before work."),
        ("2023-10-02", "Switched my runs to the evening, 7pm after work — mornings were killing me."),
    ], "When do I go running?", "6:30", "7pm"),
    _u("f7-046", "preferences", [
        ("2024-02-02", "Go-to drink at the pub: Guinness."),
        ("2024-08-08", "Been sober curious for a while, ordering ginger beer at the pub these days."),
    ], "What do I drink at the pub?", "Guinness", "ginger beer"),
    _u("f7-047", "preferences", [
        ("2023-06-06", "I take my tea with milk and two sugars."),
        ("2024-01-01", "New year, new me: tea with milk, no sugar."),
    ], "How do I take my tea?", "two sugars", "no sugar"),
    _u("f7-048", "preferences", [
        ("2023-04-12", "Din Tai Fung is my favourite restaurant, best dumplings in town."),
        ("2024-03-22", "Found my new favourite spot: Mama Lam's in Chinatown, the soup dumplings 🤤"),
    ], "What's my favourite restaurant?", "Din Tai Fung", "Mama Lam's"),
    _u("f7-049", "preferences", [
        ("2023-08-08", "Favourite author: Haruki Murakami."),
        ("2024-02-02", "Okay, Chimamanda Ngozi Adichie is officially my favourite author now."),
    ], "Who's my favourite author?", "Haruki Murakami|Murakami", "Chimamanda Ngozi Adichie|Adichie"),
    _u("f7-050", "preferences", [
        ("2023-10-01", "Lights out at 11:30pm most nights."),
        ("2024-01-15", "Quarterly review went fine, bonus TBC."),
        ("2024-05-05", "Trying a 10pm bedtime with no phone in the bedroom, feeling way better."),
    ], "What time do I go to bed?", "11:30pm", "10pm"),

    # -------------------------------------------------------------- possessions
    _u("f7-051", "possessions", [
        ("2023-03-03", "I drive a 2015 Honda Civic, silver."),
        ("2024-06-01", "Picked up our Tesla Model 3 today, first EV!"),
    ], "What car do I drive?", "Honda Civic", "Tesla Model 3"),
    _u("f7-052", "possessions", [
        ("2023-09-20", "phone: Pixel 7"),
        ("2024-10-02", "Still getting used to iOS on the iPhone 16, the keyboard is weird."),
    ], "What phone do I have?", "Pixel 7", "iPhone 16"),
    _u("f7-053", "possessions", [
        ("2023-01-11", "My laptop is a ThinkPad X1 Carbon, bought it refurbished."),
        ("2024-02-14", "Switched to a MacBook Air M3, the battery is unreal."),
    ], "What laptop do I use?", "ThinkPad X1 Carbon|ThinkPad", "MacBook Air M3|MacBook Air"),
    _u("f7-054", "possessions", [
        ("2023-04-04", "bike: blue Brompton, folds under my desk"),
        ("2023-09-09", "Brompton got nicked outside Tesco 😭 police report ref 4471"),
        ("2023-10-01", "New ride: a green Cannondale gravel bike."),
    ], "What bike do I ride?", "Brompton", "Cannondale"),
    _u("f7-055", "possessions", [
        ("2023-06-06", "I have a hamster called Peanut."),
        ("2024-04-13", "Rehomed Peanut with my niece, and today we adopted Luna, a rescue greyhound!"),
    ], "What pet do I have?", "hamster", "greyhound"),
    _u("f7-056", "possessions", [
        ("2023-05-05", "Headphones: Sony WH-1000XM4."),
        ("2024-05-05", "Bose QC Ultra arrived, the noise cancelling is wild on the tube."),
    ], "What headphones do I use?", "Sony WH-1000XM4", "Bose QC Ultra"),
    _u("f7-057", "possessions", [
        ("2021-08-01", "Bought a used Toyota Yaris, 60k miles."),
        ("2023-02-10", "Traded up to a Škoda Octavia estate, more room for the kids."),
        ("2024-09-09", "Lease on the Kia EV6 starts Monday."),
    ], "What car do we have?", ["Toyota Yaris", "Škoda Octavia|Skoda Octavia"], "Kia EV6"),
    _u("f7-058", "possessions", [
        ("2023-03-01", "Wearing my dad's old Seiko every day."),
        ("2024-01-01", "Got a Garmin Forerunner 265 for Christmas, wearing it 24/7."),
    ], "What watch do I wear?", "Seiko", "Garmin Forerunner 265|Garmin"),
    _u("f7-059", "possessions", [
        ("2023-07-07", "Reading on my Kindle Paperwhite mostly."),
        ("2024-03-03", "Kobo Libra Colour is here, library loans go straight to it."),
    ], "What e-reader do I use?", "Kindle Paperwhite|Kindle", "Kobo Libra Colour|Kobo"),
    _u("f7-060", "possessions", [
        ("2023-04-04", "Camera: Fujifilm X-T3 + 23mm f/2."),
        ("2024-06-06", "Shooting everything on the Sony A7 IV now, autofocus is miles better."),
    ], "What camera do I shoot with?", "Fujifilm X-T3", "Sony A7 IV"),

    # -------------------------------------------------------------------- money
    _u("f7-061", "money", [
        ("2023-01-20", "Main bank: Barclays, salary goes in there."),
        ("2023-11-03", "Salary now lands in my Monzo account, closed the old one."),
    ], "Which bank does my salary go into?", "Barclays", "Monzo"),
    _u("f7-062", "money", [
        ("2023-09-01", "Rent is £1,150 a month."),
        ("2024-09-01", "Landlord's letter: rent goes up to £1,240 from October."),
    ], "How much is my rent?", "£1,150", "£1,240"),
    _u("f7-063", "money", [
        ("2024-01-01", "Grocery budget: 400 a month."),
        ("2024-04-01", "Upping groceries to 480/month, prices are mad."),
    ], "What's my grocery budget?", "400", "480"),
    _u("f7-064", "money", [
        ("2023-06-30", "Emergency fund at 3,200."),
        ("2023-12-31", "Emergency fund hit 5,000!!"),
        ("2024-06-30", "Emergency fund: 7,450, almost at the 6-month goal."),
    ], "How much is in my emergency fund?", ["3,200", "5,000"], "7,450"),
    _u("f7-065", "money", [
        ("2023-02-02", "Streaming: Netflix only."),
        ("2024-02-02", "Trimmed subscriptions down to just Disney+ for the kids."),
    ], "Which streaming service do I pay for?", "Netflix", "Disney+"),
    _u("f7-066", "money", [
        ("2023-08-08", "Mobile plan: Vodafone, 25/month."),
        ("2024-03-03", "Ported my number to giffgaff, 10 quid a month, same data."),
    ], "Who's my mobile provider?", "Vodafone", "giffgaff"),
    _u("f7-067", "money", [
        ("2023-05-05", "Gym membership: PureGym, 24.99 a month."),
        ("2024-01-10", "Joined the climbing gym, The Castle, 55 a month — cancelled the other one."),
    ], "Which gym am I a member of?", "PureGym", "The Castle"),
    _u("f7-068", "money", [
        ("2023-04-06", "Pension: putting in 5% of salary."),
        ("2024-04-06", "Upped my pension contribution to 8%."),
    ], "What percentage do I put into my pension?", "5%", "8%"),
    _u("f7-069", "money", [
        ("2023-01-01", "Student loan balance: 18,400."),
        ("2023-07-07", "Student loan at 16,900 after the lump sum from the bonus."),
    ], "What's my student loan balance?", "18,400", "16,900"),
    _u("f7-070", "money", [
        ("2023-10-10", "Car insurance with Direct Line, renews 12 Oct."),
        ("2024-10-12", "Went with Admiral this year, saved 140 quid."),
    ], "Who's my car insurer?", "Direct Line", "Admiral"),

    # ----------------------------------------------------------------- schedule
    _u("f7-071", "schedule", [
        ("2024-03-01", "Haircut with Zeynep on 14 March, 10am."),
        ("2024-03-10", "Zeynep's off sick, haircut moved to 19 March at 4pm."),
    ], "When's my haircut?", "14 March", "19 March"),
    _u("f7-072", "schedule", [
        ("2024-03-15", "Thesis draft due to Prof. Lindgren on 1 May."),
        ("2024-04-20", "Prof. Lindgren granted an extension: draft due 15 May."),
    ], "When's my thesis draft due?", "1 May", "15 May"),
    _u("f7-073", "schedule", [
        ("2024-02-02", "Japan trip: flying out 3 October, back 17 October."),
        ("2024-05-05", "Rebooked flights, Japan is now 10 October to 24 October."),
    ], "When do I fly to Japan?", "3 October", "10 October"),
    _u("f7-074", "schedule", [
        ("2023-09-05", "Spanish class Tuesdays 6pm at the Instituto Cervantes."),
        ("2024-01-09", "Spanish moved to Thursdays 7pm this term."),
    ], "When is my Spanish class?", "Tuesdays", "Thursdays"),
    _u("f7-075", "schedule", [
        ("2023-03-03", "Five-a-side football every Wednesday at 8."),
        ("2023-06-01", "shin pads are in the car boot"),
        ("2023-09-13", "Footie's on Mondays now, the pitch changed hands."),
    ], "What night is five-a-side?", "Wednesday", "Mondays"),
    _u("f7-076", "schedule", [
        ("2024-04-04", "Summer holiday: Crete, 12–19 July."),
        ("2024-05-20", "Booked Sardinia for the summer instead, same week, cheaper flights."),
    ], "Where are we going on summer holiday?", "Crete", "Sardinia"),
    _u("f7-077", "schedule", [
        ("2023-11-11", "Piano lesson with Mrs. Tanaka every Saturday 9am."),
        ("2024-02-02", "Piano lessons are 11am Saturdays from now on."),
    ], "What time is piano?", "9am", "11am"),
    _u("f7-078", "schedule", [
        ("2024-06-01", "Visa interview at the consulate: 24 June, 8:15."),
        ("2024-06-18", "Consulate emailed, interview rescheduled to 2 July, same time."),
    ], "When's my visa interview?", "24 June", "2 July"),
    _u("f7-079", "schedule", [
        ("2023-01-01", "Passport expires March 2025."),
        ("2024-11-20", "New passport arrived, valid until November 2034."),
    ], "When does my passport expire?", "March 2025", "November 2034"),
    _u("f7-080", "schedule", [
        ("2023-05-05", "Yoga at 7am, Mon/Wed/Fri, Studio Prana."),
        ("2023-08-08", "bought a new mat, the purple one"),
        ("2024-01-08", "Yoga three evenings a week now — 6:30pm at Studio Prana."),
    ], "What time is yoga?", "7am", "6:30pm"),

    # ------------------------------------------------------------------- people
    _u("f7-081", "people", [
        ("2023-02-02", "My sister Amara teaches maths at a secondary school."),
        ("2024-01-15", "Amara started her training as a midwife, so proud of her."),
    ], "What does Amara do?", "teaches maths", "midwife"),
    _u("f7-082", "people", [
        ("2023-03-03", "My brother Tom lives in Manchester, visits at Christmas."),
        ("2024-05-05", "Helped Tom carry boxes into his new place in Glasgow, my back is done."),
    ], "Where does Tom live?", "Manchester", "Glasgow"),
    _u("f7-083", "people", [
        ("2023-06-06", "Mum's seeing a guy called Reza."),
        ("2024-04-04", "Mum's new fella Desmond came to Sunday lunch, nice man."),
    ], "Who is Mum seeing?", "Reza", "Desmond"),
    _u("f7-084", "people", [
        ("2023-09-09", "Desk buddy: Pedro, sits to my left."),
        ("2024-02-02", "Siobhán took the desk next to mine, she's hilarious."),
    ], "Who sits next to me at work?", "Pedro", "Siobhán|Siobhan"),
    _u("f7-085", "people", [
        ("2022-01-01", "Dad's still driving taxis in Lagos."),
        ("2023-03-03", "Dad retired from the taxi after 40 years!"),
        ("2024-02-02", "Dad opened a little electronics shop, he can't sit still."),
    ], "What does Dad do these days?", ["driving taxis", "retired"], "electronics shop"),
    _u("f7-086", "people", [
        ("2023-07-07", "Yuki lives in Osaka, we video call Sundays."),
        ("2024-03-03", "Yuki's settled in Vancouver now, calls at weird hours."),
    ], "Where does Yuki live?", "Osaka", "Vancouver"),
    _u("f7-087", "people", [
        ("2023-09-01", "Niece Leila started at Oakwood Primary."),
        ("2024-09-04", "Leila's first week at Hillcrest Academy went well!"),
    ], "Which school does Leila go to?", "Oakwood Primary", "Hillcrest Academy"),
    _u("f7-088", "people", [
        ("2023-04-04", "Nana still lives in her bungalow in Whitby."),
        ("2024-02-20", "Visiting hours at Seaview Care Home are 2–5, Nana's room is 12."),
    ], "Where does Nana live?", "bungalow", "Seaview Care Home"),
    _u("f7-089", "people", [
        ("2023-10-10", "Ines is our team's QA lead."),
        ("2024-05-05", "Ines got promoted, she's Head of Engineering now."),
    ], "What's Ines's role?", "QA lead", "Head of Engineering"),
    _u("f7-090", "people", [
        ("2023-08-08", "Cousin Rafael's girlfriend is Bianca."),
        ("2024-06-06", "Met Rafael's new partner Thiago at the barbecue, lovely guy."),
    ], "Who is Rafael's partner?", "Bianca", "Thiago"),

    # ----------------------------------------------------------------- projects
    _u("f7-091", "projects", [
        ("2023-03-03", "We track tasks in Trello."),
        ("2024-01-08", "Migrated all the boards to Jira over the break."),
    ], "What do we use for task tracking?", "Trello", "Jira"),
    _u("f7-092", "projects", [
        ("2024-01-10", "Working on Project Falcon (the checkout revamp)."),
        ("2024-04-04", "Checkout revamp got rebranded internally as Project Aurora."),
    ], "What's the checkout revamp project called?", "Project Falcon|Falcon", "Project Aurora|Aurora"),
    _u("f7-093", "projects", [
        ("2024-02-01", "Launch date for the app: 15 April."),
        ("2024-03-20", "Launch slipped to 6 May, QA found too much."),
    ], "When's the app launch?", "15 April", "6 May"),
    _u("f7-094", "projects", [
        ("2023-06-01", "Team is 4 people incl. me."),
        ("2023-11-11", "Welcome lunch for the two new hires, team of 6 people now."),
    ], "How many people are on my team?", "4 people", "6 people"),
    _u("f7-095", "projects", [
        ("2023-05-05", "Project lead on the migration: Oksana."),
        ("2023-07-07", "standup moved to 9:45"),
        ("2023-10-10", "Kenji's running the migration project from here on."),
    ], "Who leads the migration?", "Oksana", "Kenji"),
    _u("f7-096", "projects", [
        ("2023-02-02", "Frontend is in Angular."),
        ("2023-09-09", "Whole frontend is React as of this sprint."),
    ], "What's the frontend written in?", "Angular", "React"),
    _u("f7-097", "projects", [
        ("2023-04-04", "CI runs on Jenkins."),
        ("2023-08-08", "Moved CI to GitHub Actions."),
        ("2024-03-03", "CI pipelines now on Buildkite, builds twice as fast."),
    ], "What do we use for CI?", ["Jenkins", "GitHub Actions"], "Buildkite"),
    _u("f7-098", "projects", [
        ("2023-01-01", "Team chat: Slack."),
        ("2024-01-02", "Everything's on Microsoft Teams now (company-wide licence)."),
    ], "What does my team use for chat?", "Slack", "Microsoft Teams|Teams"),
    _u("f7-099", "projects", [
        ("2023-03-03", "We run two-week sprints."),
        ("2024-01-01", "One-week sprints this quarter, as an experiment."),
    ], "How long are our sprints?", "two-week", "one-week"),
    _u("f7-100", "projects", [
        ("2024-01-01", "Freelance client: Bloom Florists, building their site."),
        ("2024-06-06", "Kicked off with Nordlys Bakery today, their Shopify store."),
    ], "Who's my current freelance client?", "Bloom Florists", "Nordlys Bakery"),
]

CONTROLS: list[Control] = [
    _c("f7c-001", "music", [
        ("2024-02-01", "Started guitar lessons with Ravi."),
        ("2024-06-10", "Also picked up the ukulele, it's so easy after guitar."),
    ], "What instruments do I play?", ["guitar", "ukulele"]),
    _c("f7c-002", "pets", [
        ("2023-03-03", "Our cat Miso is 4 today!"),
        ("2023-10-10", "Brought home a second cat, Tofu — Miso is deeply suspicious."),
    ], "What are my cats called?", ["Miso", "Tofu"]),
    _c("f7c-003", "people", [
        ("2023-05-05", "Auntie Grace lives in Kumasi."),
        ("2023-09-09", "Uncle Kofi's in Toronto, calls every Sunday."),
    ], "Where do my aunt and uncle live?", ["Kumasi", "Toronto"]),
    _c("f7c-004", "schedule", [
        ("2023-01-10", "Booked Iceland for February 2023!"),
        ("2024-01-10", "And this year's trip: Morocco in March 2024."),
    ], "Which trips have I booked?", ["Iceland", "Morocco"]),
    _c("f7c-005", "schedule", [
        ("2024-01-08", "Pottery class every Monday at 7."),
        ("2024-05-03", "No pottery this Monday, bank holiday."),
        ("2024-05-13", "pottery tonight, glazing the mugs finally"),
    ], "What day is pottery class?", ["Monday"]),
    _c("f7c-006", "work", [
        ("2023-06-06", "I'm on the Growth team."),
        ("2024-02-02", "Nadia moved from Growth to the Platform team, will miss her."),
    ], "Which team am I on?", ["Growth"]),
    _c("f7c-007", "work", [
        ("2023-04-04", "I work at Deloitte as an auditor."),
        ("2024-01-01", "Chen just started at Google, so happy for him!"),
    ], "Where do I work?", ["Deloitte"]),
    _c("f7c-008", "preferences", [
        ("2022-09-09", "Fluent in Portuguese and English."),
        ("2024-02-02", "Started learning Korean on Duolingo, 30-day streak."),
    ], "What languages do I speak or study?", ["Portuguese", "Korean"]),
    _c("f7c-009", "relationships", [
        ("2023-01-01", "My mobile: 0771 234 5678."),
        ("2023-06-06", "Hana's number: 0772 987 6543."),
    ], "What's my mobile number?", ["0771 234 5678"]),
    _c("f7c-010", "money", [
        ("2023-02-02", "Current account with ING."),
        ("2024-03-03", "Opened a savings account with Trade Republic for the 4% rate."),
    ], "Which banks do I have accounts with?", ["ING", "Trade Republic"]),
    _c("f7c-011", "work", [
        ("2022-07-07", "Graduated with a BSc in Biology from Ghent."),
        ("2024-09-09", "Started an evening MSc in Data Science, part-time."),
    ], "What have I studied?", ["BSc in Biology|Biology", "Data Science"]),
    _c("f7c-012", "preferences", [
        ("2023-03-03", "Saturdays are for bouldering."),
        ("2023-11-11", "Joined a Sunday choir, alto section."),
    ], "What do I do at weekends?", ["bouldering", "choir"]),
    _c("f7c-013", "possessions", [
        ("2023-05-05", "I drive a Volvo XC60."),
        ("2024-05-05", "Bought my partner a little Fiat 500 for the school run."),
    ], "What car do I drive?", ["Volvo XC60"]),
    _c("f7c-014", "health", [
        ("2023-02-02", "GP: Dr. Osei."),
        ("2023-08-08", "Referred to a dermatologist, Dr. Varga, for the eczema."),
        ("2023-11-11", "flu jab done at the pharmacy"),
    ], "Who are my doctors?", ["Dr. Osei", "Dr. Varga"]),
    _c("f7c-015", "health", [
        ("2023-03-03", "Taking metformin 500mg twice a day."),
        ("2023-09-09", "Added vitamin D 1000 IU to the morning pills."),
    ], "What am I taking?", ["metformin", "vitamin D"]),
    _c("f7c-016", "preferences", [
        ("2023-04-04", "Love sushi, always."),
        ("2024-01-01", "Also obsessed with Ethiopian food lately, injera is amazing."),
    ], "What foods do I love?", ["sushi", "Ethiopian"]),
    _c("f7c-017", "residence", [
        ("2023-06-06", "Live in Montreal, on the Plateau."),
        ("2024-07-01", "Two weeks in Lyon for the conference, staying at a friend's."),
    ], "Where do I live?", ["Montreal"]),
    _c("f7c-018", "residence", [
        ("2023-01-01", "I live in Auckland."),
        ("2024-02-02", "My brother Mateo just moved to Wellington."),
    ], "Where do I live?", ["Auckland"]),
    _c("f7c-019", "possessions", [
        ("2023-03-03", "Personal phone: Galaxy S23."),
        ("2024-04-04", "Work gave me an iPhone 15 for on-call."),
    ], "What phones do I have?", ["Galaxy S23", "iPhone 15"]),
    _c("f7c-020", "money", [
        ("2023-01-01", "Subscribed to Spotify Premium."),
        ("2024-01-01", "Added The Guardian digital subscription too."),
    ], "What subscriptions do I pay for?", ["Spotify", "The Guardian|Guardian"]),
    _c("f7c-021", "work", [
        ("2023-10-10", "My manager is Lars."),
        ("2024-03-03", "Lars's boss is now Dr. Ng, the new VP."),
    ], "Who is my manager?", ["Lars"]),
    _c("f7c-022", "schedule", [
        ("2023-09-09", "Book club first Thursday of the month at Ana's."),
        ("2024-03-01", "Book club this month is at Pilar's place, Ana's kitchen is being redone."),
    ], "Where is book club usually held?", ["Ana's"]),
    _c("f7c-023", "relationships", [
        ("2023-05-05", "Married to Sam since 2019."),
        ("2024-06-06", "Priya and Dev got married in Jaipur, what a party."),
    ], "Who am I married to?", ["Sam"]),
    _c("f7c-024", "projects", [
        ("2023-11-11", "Leading the billing migration."),
        ("2024-02-02", "Also picked up the onboarding redesign as a side project."),
    ], "What projects am I working on?", ["billing migration", "onboarding redesign"]),
    _c("f7c-025", "people", [
        ("2023-01-01", "Sister Zara is a pilot."),
        ("2023-06-06", "Brother Idris qualified as a vet!"),
    ], "What do my siblings do?", ["pilot", "vet"]),
    _c("f7c-026", "schedule", [
        ("2023-02-02", "Parkrun every Saturday 9am."),
        ("2023-05-05", "Added a Tuesday tempo run with the club."),
    ], "When do I run?", ["Saturday", "Tuesday"]),
    _c("f7c-027", "possessions", [
        ("2023-04-04", "My laptop: Dell XPS 13."),
        ("2024-01-05", "Borrowing Eitan's MacBook while the Dell XPS 13 is in for repair."),
    ], "What laptop do I own?", ["Dell XPS 13"]),
    _c("f7c-028", "residence", [
        ("2023-03-03", "Home: 22 Rue des Lilas, Nantes."),
        ("2024-07-07", "We bought a little cabin near Annecy for weekends."),
    ], "What's my home address?", ["22 Rue des Lilas"]),
    _c("f7c-029", "health", [
        ("2023-06-06", "I'm pescatarian."),
        ("2023-12-12", "Allergy test: mild allergy to peanuts."),
    ], "What are my dietary needs?", ["pescatarian", "peanuts"]),
    _c("f7c-030", "work", [
        ("2023-08-08", "I'm at the Dublin office."),
        ("2024-01-01", "Aoife transferred to the Cork office."),
    ], "Which office am I in?", ["Dublin"]),
    _c("f7c-031", "money", [
        ("2024-01-01", "Saving 200 a month for a new bike."),
        ("2024-03-03", "Also putting 150 a month aside for the wedding."),
    ], "What am I saving for?", ["new bike", "wedding"]),
    _c("f7c-032", "schedule", [
        ("2023-09-09", "Swimming Tuesdays 7am."),
        ("2023-10-10", "Cello lessons Thursdays after work."),
    ], "What's on my weekly schedule?", ["Swimming", "Cello"]),
    _c("f7c-033", "work", [
        ("2024-01-01", "Office hours 9 to 5."),
        ("2024-04-04", "Staying late Friday for the release, just this once."),
    ], "What are my work hours?", ["9 to 5"]),
    _c("f7c-034", "pets", [
        ("2023-07-07", "Dog: Rex, a German shepherd."),
        ("2024-02-02", "Got the kids two guinea pigs, Salt and Pepper."),
    ], "What pets do we have?", ["Rex", "guinea pigs"]),
    _c("f7c-035", "people", [
        ("2023-02-02", "Mum lives in Kraków."),
        ("2024-08-08", "Mum's staying with us in Leeds for a month."),
    ], "Where does Mum live?", ["Kraków|Krakow"]),
    _c("f7c-036", "projects", [
        ("2023-03-03", "Designs live in Figma."),
        ("2023-09-09", "Started using Notion for the product specs."),
    ], "What tools does the team use?", ["Figma", "Notion"]),
    _c("f7c-037", "work", [
        ("2023-01-01", "Day job: nurse at the Royal Infirmary."),
        ("2023-10-10", "Weekend side gig tutoring chemistry online."),
    ], "What do I do for work?", ["nurse", "tutoring"]),
    _c("f7c-038", "schedule", [
        ("2023-03-03", "Booked Kyoto for April 2023."),
        ("2023-12-12", "Kyoto again next year, October 2024 this time!"),
    ], "When do I go to Kyoto?", ["April 2023", "October 2024"]),
    _c("f7c-039", "possessions", [
        ("2023-04-04", "I ride a Vespa to work."),
        ("2024-04-04", "Gabriel finally bought a Ducati, can't shut up about it."),
    ], "What do I ride to work?", ["Vespa"]),
    _c("f7c-040", "health", [
        ("2024-01-01", "Therapist: Dr. Benali, Thursdays."),
        ("2024-02-22", "Also seeing a nutritionist, Marta, once a month."),
    ], "Who do I see for my health?", ["Dr. Benali", "Marta"]),
]
