"""Fresh9 blind set for bench/knowledge_update.py (--set fresh9): hand-written from the brief alone, without reading the engine or any other case set."""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u

UPDATES: list[Update] = [
    # ------------------------------------------------------------------ residence
    _u("f9-001", "residence", [
        ("2022-09-04", "Finally unpacked the last box in our Ghent flat, it still smells like fresh paint."),
        ("2023-02-11", "Signed the lease on a place in Utrecht and moved in last weekend. Canal view from the kitchen!!"),
    ], "Which city do I live in?", "Ghent", "Utrecht"),

    _u("f9-002", "residence", [
        ("2022-04-18", "home = Kreuzberg, 4th floor no lift, my calves are thanking me"),
        ("2022-07-09", "Tried the new ramen place near the office, broth way too salty."),
        ("2022-11-30", "last box carried up the stairs in Pankow. new flat has a balcony AND a lift 🙌"),
    ], "Which Berlin district do I live in?", "Kreuzberg", "Pankow"),

    _u("f9-003", "residence", [
        ("2021-05-20", "Been in Melbourne three years now and I still can't dress for the weather."),
        ("2022-03-03", "First weekend in Brisbane after the move, the humidity is no joke."),
        ("2023-08-14", "Work transferred me west, so we're settling into a rental in Perth. Sunsets over the ocean every single night."),
    ], "Where do I live?", ["Melbourne", "Brisbane"], "Perth"),

    _u("f9-004", "residence", [
        ("2023-04-02", "For forms: my address is 41 rue Oberkampf, 75011 Paris."),
        ("2023-09-17", "New address, need to update the bank and the insurance: 8 avenue Jean Jaurès, 69007 Lyon."),
    ], "What's my home address?", "Oberkampf", "Jaurès|Jaures"),

    _u("f9-005", "residence", [
        ("2022-01-12", "Three winters in Canada and I still don't own proper boots."),
        ("2022-05-28", "Finished the jigsaw puzzle Sofia gave me, 1000 pieces, never again."),
        ("2022-10-06", "Got my PPS number today, living in Ireland finally feels official ☘️"),
    ], "Which country do I live in?", "Canada", "Ireland"),

    _u("f9-006", "residence", [
        ("2023-01-08", "Landlord is Mr. Okafor, lovely guy, fixes things the same day."),
        ("2023-07-22", "Building got sold. New landlord is some company called Brightwell Lettings and everything goes through an app now 🙄"),
    ], "Who's my landlord?", "Okafor", "Brightwell"),

    _u("f9-007", "residence", [
        ("2024-02-03", "Flatmate Tomasz left his dishes in the sink again, third time this week."),
        ("2024-03-15", "Cleaning at the dentist done, no cavities, treated myself to a croissant."),
        ("2024-05-01", "Our old flatmate is gone for good; Aiyana moved into his room today and already baked us bread."),
    ], "Who's my flatmate?", "Tomasz", "Aiyana"),

    _u("f9-008", "residence", [
        ("2023-06-10", "Postcode for deliveries: 2200, Nørrebro."),
        ("2024-01-27", "Moved across town to Vesterbro, postcode is 1620 now, remember it for online orders."),
    ], "What's my postcode?", "2200", "1620"),

    _u("f9-009", "residence", [
        ("2022-09-25", "Room 212 in Hartley Hall, tiny but it's mine."),
        ("2023-01-16", "Library stays open till midnight during exams, good to know."),
        ("2023-09-21", "Second-year housing sorted: I'm in Crossland House now, own bathroom finally."),
    ], "Which hall of residence do I live in?", "Hartley", "Crossland"),

    # ------------------------------------------------------------------ work
    _u("f9-010", "work", [
        ("2022-06-13", "Another quarterly review at Zentrix Logistics, three hours of slides."),
        ("2022-08-01", "Booked the car in for its MOT on the 14th."),
        ("2022-10-10", "Day 3 at Marlow & Teague. Badge still doesn't open the third floor, coffee machine is excellent though."),
    ], "Where do I work?", "Zentrix", "Marlow"),

    _u("f9-011", "work", [
        ("2023-02-06", "I'm a junior data analyst at Kestrel Insurance, mostly cleaning spreadsheets."),
        ("2024-03-01", "Promotion came through: Senior Data Analyst as of today 🎉"),
    ], "What's my job title?", "junior", "Senior"),

    _u("f9-012", "work", [
        ("2021-02-07", "Still at Infosys, still on the bench waiting for a project 😴"),
        ("2021-09-19", "Joined Freshworks this week, the Chennai office has a proper gym."),
        ("2023-11-02", "Handed in my badge. I'm freelance from today, and the first client has already signed!"),
    ], "Who's my employer?", ["Infosys", "Freshworks"], "freelance"),

    _u("f9-013", "work", [
        ("2023-03-09", "1:1 with my manager Priya, she wants me to present at the all-hands."),
        ("2023-08-21", "Reorg done, I now report to Gustavo in the Lisbon office."),
        ("2024-02-12", "Another reshuffle 🙃 my new line manager is Elena, third boss in a year."),
    ], "Who's my manager?", ["Priya", "Gustavo"], "Elena"),

    _u("f9-014", "work", [
        ("2023-05-15", "Hybrid deal at work is two office days a week, I pick which."),
        ("2024-03-04", "From this month we have to be in four days a week. Commute life returns 😩"),
    ], "How many days a week do I have to be in the office?", "two", "four"),

    _u("f9-015", "work", [
        ("2022-02-14", "Commute to the Canary Wharf office is 50 minutes door to door."),
        ("2022-04-30", "Made shakshuka for the first time, will do again."),
        ("2022-07-18", "Transfer approved, working out of the Manchester hub from now on. More rain, cheaper rent."),
    ], "Which office do I work from?", "Canary Wharf", "Manchester"),

    _u("f9-016", "work", [
        ("2023-04-11", "Six months as a paediatric nurse on ward 7 today, the kids are the best part."),
        ("2023-10-02", "Started in the ICU this month, night shifts galore, already miss my little patients."),
    ], "Which unit do I work on?", "ward 7", "ICU"),

    _u("f9-017", "work", [
        ("2021-11-05", "First term teaching Year 4 at St Aidan's, exhausted but happy."),
        ("2022-09-06", "New job: maths teacher at Hillcrest Academy, the staffroom has a proper kettle."),
        ("2023-09-04", "Contract at the academy ended; I've taken a permanent post at Riverbend Primary, back to the little ones."),
    ], "Which school do I teach at?", ["Aidan", "Hillcrest"], "Riverbend"),

    _u("f9-018", "work", [
        ("2023-01-24", "lol my Deloitte laptop died again, IT ticket number three this month"),
        ("2023-05-31", "first payslip from Accenture just landed 💸 the move was worth it"),
    ], "Which company do I work for?", "Deloitte", "Accenture"),

    _u("f9-019", "work", [
        ("2022-03-19", "Twelve-hour shift as sous-chef at the tapas bar, feet are done."),
        ("2022-08-12", "Watched the meteor shower from the roof with the neighbours."),
        ("2023-01-09", "Bootcamp paid off: hired as a web developer at a fintech, starting salary is decent."),
    ], "What do I do for a living?", "sous-chef", "web developer|developer"),

    # ------------------------------------------------------------------ relationships
    _u("f9-020", "relationship", [
        ("2022-10-14", "Date night with Mateo, he made risotto and burnt it, cutest thing."),
        ("2023-02-20", "We broke up last week. Sad but it was the right call."),
        ("2023-07-08", "Hanna and I are official now 💕 she's met all my friends"),
    ], "Who am I dating?", "Mateo", "Hanna"),

    _u("f9-021", "relationship", [
        ("2023-03-02", "We're separated for now, living apart while we figure things out."),
        ("2024-01-15", "The divorce is final as of this morning. Weird feeling, mostly relief."),
    ], "What's my marital status?", "separated", "divorced|divorce"),

    _u("f9-022", "relationship", [
        ("2021-06-05", "Moving in with Kwame next month, terrified and excited."),
        ("2023-04-17", "Single again after four years. I'm keeping the flat, he's keeping the cat."),
        ("2024-02-10", "My boyfriend Ravi meets my parents on Sunday, wish me luck"),
    ], "Who's my boyfriend?", "Kwame", "Ravi"),

    _u("f9-023", "relationship", [
        ("2022-08-30", "Single and honestly loving it, no plans to change that."),
        ("2023-05-12", "Officially in a relationship again, who knew 🙈"),
    ], "What's my dating situation?", "single", "relationship"),

    _u("f9-024", "relationship", [
        ("2021-09-01", "Emergency contact on all my forms: my brother Felix."),
        ("2023-06-26", "Updated my emergency contact everywhere to my wife, Marisol."),
    ], "Who's my emergency contact?", "Felix", "Marisol"),

    _u("f9-025", "relationship", [
        ("2022-02-18", "My girlfriend Noor got the job in Doha!! so proud"),
        ("2022-12-24", "We're engaged!!! Noor said yes on the dhow cruise 💍"),
        ("2023-10-30", "Honeymoon photos finally sorted. My wife Noor took 900 pictures of sand."),
    ], "What is Noor to me?", ["girlfriend", "engaged"], "wife"),

    _u("f9-026", "relationship", [
        ("2023-03-11", "ok so the guy from the bouldering gym, Sami, asked me out 😳"),
        ("2023-04-22", "Repotted all the plants, the balcony looks like a jungle."),
        ("2023-07-01", "after the ghosting saga I'm done with gym guys lol. been on 4 dates with Jun from my cousin's wedding and it's going really well 🥰"),
    ], "Who am I seeing?", "Sami", "Jun"),

    # ------------------------------------------------------------------ health
    _u("f9-027", "health", [
        ("2022-05-09", "My dentist is Dr. Nakamura on Elm Street, cleaning every six months."),
        ("2022-09-13", "Bought a monstera, named it Gerald."),
        ("2023-03-20", "New dentist: Dr. Ferreira at the clinic near work, way gentler with the scraping."),
    ], "Who's my dentist?", "Nakamura", "Ferreira"),

    _u("f9-028", "health", [
        ("2021-04-06", "GP is Dr. Abernathy, you need to call at 8am sharp to get anything."),
        ("2022-06-15", "Registered at the surgery after the move, my GP is Dr. Osei."),
        ("2023-09-27", "The practice reassigned everyone's lists; I'm permanently under Dr. Lindgren now."),
    ], "Who's my GP?", ["Abernathy", "Osei"], "Lindgren"),

    _u("f9-029", "health", [
        ("2023-01-19", "sertraline 50mg every morning, week 3, the nausea is fading"),
        ("2023-06-07", "Switched meds: escitalopram 10mg now, fewer side effects so far."),
    ], "Which antidepressant am I on?", "sertraline", "escitalopram"),

    _u("f9-030", "health", [
        ("2022-03-14", "Levothyroxine 75 mcg, empty stomach, half an hour before coffee."),
        ("2022-07-20", "Bloods back, TSH still high so the dose goes up to 100 mcg."),
        ("2023-01-11", "Endo bumped me again: 125 mcg daily from now on."),
    ], "What's my levothyroxine dose?", ["75", "100"], "125"),

    _u("f9-031", "health", [
        ("2022-01-03", "Going vegetarian from today, no more meat. Let's see how long this lasts."),
        ("2023-04-09", "Fully vegan now, even gave up cheese 🧀😭"),
    ], "What diet do I follow?", "vegetarian", "vegan"),

    _u("f9-032", "health", [
        ("2023-02-27", "Allergy panel results: I react to birch pollen, explains every April."),
        ("2023-03-24", "The clinic called, they mixed up my panel with someone else's. My actual pollen allergy is hazel."),
    ], "Which pollen am I allergic to?", "birch", "hazel"),

    _u("f9-033", "health", [
        ("2022-11-03", "Therapy with Miriam on Thursdays, she's helping a lot with the work stuff."),
        ("2023-01-28", "Snow day, built a very lopsided snowman with the kids next door."),
        ("2023-05-18", "Second session with my new therapist, Bongani, he does CBT and it's really clicking."),
    ], "Who's my therapist?", "Miriam", "Bongani"),

    _u("f9-034", "health", [
        ("2022-01-02", "Weighed 94 kg this morning, time to do something about it."),
        ("2022-06-01", "Down to 89 kg!! jeans fit again"),
        ("2023-02-15", "83 kg at the check-in, doctor is very happy with me."),
    ], "What's my current weight?", ["94", "89"], "83"),

    _u("f9-035", "health", [
        ("2022-04-12", "Donor card says blood type A negative."),
        ("2022-06-30", "Haircut at the new barber, bit too short on the sides."),
        ("2022-09-08", "Donation centre corrected their records: I'm actually O positive, the first card was a typo."),
    ], "What's my blood type?", "A negative", "O positive"),

    _u("f9-036", "health", [
        ("2023-07-03", "New BP tablet: amlodipine 5mg, take it at night."),
        ("2023-08-19", "Finally fixed the squeaky bedroom door with some olive oil, lol."),
        ("2023-10-25", "Ankles kept swelling so the doctor moved me onto losartan instead."),
    ], "What am I taking for my blood pressure?", "amlodipine", "losartan"),

    # ------------------------------------------------------------------ preferences
    _u("f9-037", "preference", [
        ("2022-10-05", "Usual order: oat flat white, extra hot."),
        ("2023-06-14", "New go-to at the café: cortado, no sugar. The barista starts making it when I walk in."),
    ], "What's my usual coffee order?", "flat white", "cortado"),

    _u("f9-038", "preference", [
        ("2023-01-20", "Can't stop playing Khruangbin, that album has been on loop all week."),
        ("2023-04-02", "Little Simz on repeat the whole month, the lyrics are unreal."),
        ("2023-07-29", "Current obsession: Tems. Every playlist I make turns into a Tems playlist."),
    ], "Who am I listening to on repeat these days?", ["Khruangbin", "Little Simz"], "Tems"),

    _u("f9-039", "preference", [
        ("2022-06-17", "Favourite restaurant in town: Osteria Gallo, the cacio e pepe is perfect."),
        ("2022-09-02", "Renewed my passport online, took ten minutes."),
        ("2023-02-24", "New favourite spot is Sora, tiny izakaya by the station, been three times this month."),
    ], "What's my favourite restaurant?", "Gallo", "Sora"),

    _u("f9-040", "preference", [
        ("2022-03-01", "Currently obsessed with Severance, no spoilers please!!"),
        ("2022-05-10", "Bingeing Slow Horses now, Gary Oldman in a stained coat is everything."),
        ("2022-07-25", "The Bear has taken over my life, I keep yelling 'yes chef' at my partner."),
    ], "What show am I bingeing right now?", ["Severance", "Slow Horses"], "The Bear"),

    _u("f9-041", "preference", [
        ("2022-11-21", "Rooibos is my evening tea, no caffeine and it tastes like honey."),
        ("2023-03-30", "Evening cup these days is chamomile, I'm asleep within the hour."),
    ], "What tea do I drink in the evening?", "Rooibos", "chamomile"),

    _u("f9-042", "preference", [
        ("2022-02-08", "Commute podcast: Hardcore History, one episode lasts the whole week lol."),
        ("2022-05-19", "The pharmacy finally has my allergy spray back in stock."),
        ("2022-08-29", "Commute listening is Radiolab these days, shorter episodes fit the new route better."),
    ], "Which podcast do I listen to on my commute?", "Hardcore History", "Radiolab"),

    _u("f9-043", "preference", [
        ("2022-04-04", "Always book the aisle seat, I need to get up every hour."),
        ("2023-11-13", "Window seats from now on. Sleeping against the wall on long-hauls is a game changer."),
    ], "Which seat do I prefer on flights?", "aisle", "window"),

    _u("f9-044", "preference", [
        ("2022-06-22", "ok hot take but pistachio is the best gelato flavour, fight me"),
        ("2022-07-30", "Sunburnt on the left side only, from the drive."),
        ("2023-08-18", "I've been converted. stracciatella > everything 🍦"),
    ], "What's my favourite gelato flavour?", "pistachio", "stracciatella"),

    _u("f9-045", "preference", [
        ("2022-12-27", "Favourite board game: Wingspan, the bird cards are so pretty."),
        ("2023-02-05", "Fixed the leaky tap myself, YouTube university strikes again."),
        ("2023-06-11", "Cascadia has dethroned everything else on our shelf, we play it every Sunday."),
    ], "What's my favourite board game?", "Wingspan", "Cascadia"),

    # ------------------------------------------------------------------ possessions
    _u("f9-046", "possession", [
        ("2022-03-15", "Took the Corolla in for its 60k service."),
        ("2022-06-04", "Neighbour's cat keeps sleeping on my doormat, I've accepted it."),
        ("2022-10-22", "Sold the old car to a student; now driving a 2019 Škoda Octavia estate, so much boot space."),
    ], "What car do I drive?", "Corolla", "Octavia"),

    _u("f9-047", "possession", [
        ("2023-02-02", "Pixel 6 screen cracked again, third time."),
        ("2023-09-23", "Unboxing day: iPhone 15! switching ecosystems is painful, where's my back button"),
    ], "What phone do I have?", "Pixel", "iPhone"),

    _u("f9-048", "possession", [
        ("2021-10-11", "ThinkPad keyboard is still the best thing about my setup."),
        ("2022-08-16", "New machine: Dell XPS 13, the screen is gorgeous."),
        ("2024-01-05", "Passed the old laptop on to my nephew, I'm on a MacBook Air now."),
    ], "Which laptop do I use?", ["ThinkPad", "XPS"], "MacBook"),

    _u("f9-049", "possession", [
        ("2022-04-26", "My bike: a steel Surly, heavy but indestructible."),
        ("2022-09-12", "Bike got stolen outside the station 😡 cut straight through the lock."),
        ("2022-10-03", "Bought a Brompton so it can come inside with me everywhere."),
    ], "What bike do I ride?", "Surly", "Brompton"),

    _u("f9-050", "possession", [
        ("2022-01-29", "My daily watch is a Casio, cheap and unbreakable."),
        ("2023-05-06", "New daily watch: a Garmin, it tracks my sleep too, creepy but useful."),
    ], "What watch do I wear every day?", "Casio", "Garmin"),

    _u("f9-051", "possession", [
        ("2023-08-02", "Parking permit form: my plate is WX19 KLT."),
        ("2023-08-23", "Correction for the permit: the plate is WX19 KTL, I had the last letters swapped."),
    ], "What's my number plate?", "WX19 KLT", "WX19 KTL"),

    _u("f9-052", "possession", [
        ("2022-02-16", "Sony XM4s are the best purchase I've made this year."),
        ("2022-05-07", "Mum taught me her dumpling recipe over video call."),
        ("2022-11-28", "Headphones died on the plane, replaced them with Bose QC Ultras at the airport, the noise cancelling is unreal."),
    ], "Which headphones do I use?", "Sony", "Bose"),

    _u("f9-053", "possession", [
        ("2022-07-12", "Shooting everything on my Fujifilm X-T3 these days, film simulations ftw."),
        ("2023-04-25", "Sold the old kit; everything's on a Nikon Z6 now."),
    ], "What camera do I shoot with?", "Fujifilm", "Nikon"),

    _u("f9-054", "possession", [
        ("2022-01-18", "Kindle Paperwhite goes everywhere with me."),
        ("2022-04-09", "Ran 8k without stopping, first time ever."),
        ("2022-09-15", "New e-reader: a Kobo Libra, library loans go straight to the device 📚"),
    ], "Which e-reader do I use?", "Kindle", "Kobo"),

    # ------------------------------------------------------------------ money
    _u("f9-055", "money", [
        ("2022-09-01", "Rent is £1,250 a month, bills on top."),
        ("2023-04-03", "Paid the first rent at the new rate, £1,340. Ouch."),
    ], "How much is my rent?", "1,250", "1,340"),

    _u("f9-056", "money", [
        ("2021-03-15", "Salary is 48k, fine for now."),
        ("2022-03-31", "Raise came through, 52k 🎉"),
        ("2023-07-03", "Started the new job today: 61k base plus bonus."),
    ], "What's my salary?", ["48k", "52k"], "61k"),

    _u("f9-057", "money", [
        ("2022-02-22", "Main current account is with Barclays, have had it since uni."),
        ("2022-05-03", "Tried the new Ethiopian place on Market Street, injera was amazing."),
        ("2022-08-09", "Moved my salary and all direct debits over to Monzo, closed the old account."),
    ], "Which bank is my main account with?", "Barclays", "Monzo"),

    _u("f9-058", "money", [
        ("2022-10-18", "Spotify Premium renewed, £11.99, ouch."),
        ("2023-03-07", "Cancelled the old music sub, we're on the Apple Music family plan now."),
    ], "Which music streaming service do I pay for?", "Spotify", "Apple Music"),

    _u("f9-059", "money", [
        ("2022-11-02", "phone plan: Lebara, 20GB for €15"),
        ("2023-05-15", "ported my number to Vodafone, unlimited data for €25"),
    ], "Which mobile carrier am I with?", "Lebara", "Vodafone"),

    _u("f9-060", "money", [
        ("2022-01-04", "Monthly grocery budget: 400, let's see if I can stick to it."),
        ("2022-03-26", "Watched the whole Lord of the Rings extended trilogy in one day."),
        ("2022-09-30", "Upped the grocery budget to 550 a month, prices are insane."),
    ], "What's my monthly grocery budget?", "400", "550"),

    _u("f9-061", "money", [
        ("2023-01-09", "Gym membership at PureGym, £24/month, can't complain."),
        ("2023-06-19", "Cancelled the gym and joined Boulder Brighton instead, £45 a month but I actually go."),
    ], "Which gym am I a member of?", "PureGym", "Boulder Brighton"),

    _u("f9-062", "money", [
        ("2021-05-04", "Freelance rate: 65/hour."),
        ("2022-01-10", "Raised my rate to 80 an hour for all clients, nobody complained."),
        ("2023-01-09", "New rate card is live: 95 per hour."),
    ], "What's my hourly rate?", ["65", "80"], "95"),

    _u("f9-063", "money", [
        ("2022-03-08", "Car insurance renewed with Aviva, £612."),
        ("2022-07-14", "Grandad turned 90, the whole family squeezed into his garden."),
        ("2023-03-06", "Switched car insurance to Direct Line, saved almost 200 quid."),
    ], "Who is my car insurance with?", "Aviva", "Direct Line"),

    _u("f9-064", "money", [
        ("2022-05-23", "Mortgage fixed at 4.1% until the end of next year."),
        ("2023-12-11", "Remortgage done, new fixed rate is 3.6% for five years."),
    ], "What's my mortgage rate?", "4.1", "3.6"),

    # ------------------------------------------------------------------ schedules
    _u("f9-065", "schedule", [
        ("2023-01-23", "Portuguese lessons: Wednesdays 6pm with Joana."),
        ("2023-02-18", "Made sourdough, it came out flat as a frisbee."),
        ("2023-04-17", "Joana moved our group to Mondays, same time, same Zoom link."),
    ], "Which day is my Portuguese class?", "Wednesdays", "Mondays"),

    _u("f9-066", "schedule", [
        ("2022-09-05", "Daily standup is at 9:15, camera on."),
        ("2023-01-16", "Standup moved to 10:00 since half the team is in Toronto now."),
        ("2023-03-13", "Compromise reached: standup at 9:40 from now on."),
    ], "What time is standup?", ["9:15", "10:00"], "9:40"),

    _u("f9-067", "schedule", [
        ("2024-01-08", "Thesis draft due 15 March, panic level medium."),
        ("2024-02-26", "Supervisor gave me an extension, full draft now due 30 April."),
    ], "When is my thesis draft due?", "15 March", "30 April"),

    _u("f9-068", "schedule", [
        ("2023-04-20", "Dermatologist appointment booked for 3 June, 10am."),
        ("2023-05-11", "Derm rescheduled me to 17 June, same time."),
        ("2023-06-02", "Clinic called again 🙄 the dermatologist appointment is now 8 July."),
    ], "When is my dermatologist appointment?", ["3 June", "17 June"], "8 July"),

    _u("f9-069", "schedule", [
        ("2022-09-12", "gym: Mon/Wed/Fri 6:30am"),
        ("2022-10-20", "Car needs new wipers, add to the list."),
        ("2022-12-05", "gym now Tue/Thu/Sat evenings, mornings just weren't happening"),
    ], "Which days do I go to the gym?", "Mon/Wed/Fri", "Tue/Thu/Sat"),

    _u("f9-070", "schedule", [
        ("2022-04-07", "Recycling collection is every other Thursday, blue bin."),
        ("2023-04-04", "Council changed the rounds, recycling goes out on Tuesdays now."),
    ], "When does the recycling get collected?", "Thursday", "Tuesdays"),

    _u("f9-071", "schedule", [
        ("2023-01-02", "On earlies this rota, 6 till 2, alarm at 4:45 😵"),
        ("2023-04-03", "Swapped onto lates for the next quarter, 2 till 10, finally some sleep."),
    ], "Which shift am I on?", "earlies", "lates"),

    _u("f9-072", "schedule", [
        ("2023-02-06", "Pick up Lina from nursery at 4:30 every weekday."),
        ("2023-06-10", "Lina lost her first tooth and wants a pound for it, inflation."),
        ("2023-09-04", "Nursery has new hours, so Lina's pickup is 3:45 now."),
    ], "What time do I pick Lina up from nursery?", "4:30", "3:45"),

    _u("f9-073", "schedule", [
        ("2023-08-29", "Flight to Nairobi on 12 October, early check-in done."),
        ("2023-09-26", "Airline cancelled, I'm rebooked for 14 October, same time."),
    ], "When is my flight to Nairobi?", "12 October", "14 October"),

    _u("f9-074", "schedule", [
        ("2022-05-02", "lights out at 11:30, phone stays in the kitchen"),
        ("2022-08-15", "Picked blackberries along the canal, hands are purple."),
        ("2023-01-20", "New rule since the baby: in bed by 10:45, no exceptions."),
    ], "What time do I go to bed?", "11:30", "10:45"),

    # ------------------------------------------------------------------ people around the owner
    _u("f9-075", "people", [
        ("2022-06-06", "My brother Olek lives in Gdynia, right by the sea."),
        ("2023-03-18", "Olek's new flat in Wrocław is tiny but he loves the old town."),
    ], "Which city does my brother Olek live in?", "Gdynia", "Wrocław|Wroclaw"),

    _u("f9-076", "people", [
        ("2022-02-10", "My friend Dana works as a paramedic, 12-hour shifts."),
        ("2022-08-03", "Found a tenner in last winter's coat pocket, best day."),
        ("2023-09-14", "Dana finished her law conversion and started as a trainee solicitor 🎉"),
    ], "What does Dana do for work?", "paramedic", "solicitor"),

    _u("f9-077", "people", [
        ("2018-09-05", "Mia's first day at Oakfield Primary, she didn't even look back."),
        ("2024-09-04", "Mia started at Kingsmead Secondary today, huge bag, tiny kid."),
    ], "Which school does Mia go to?", "Oakfield", "Kingsmead"),

    _u("f9-078", "people", [
        ("2022-11-07", "Dad's cardiologist is Dr. Varga, appointments every three months."),
        ("2023-06-12", "Dad switched cardiologists, he now sees Dr. Achebe at the Royal."),
    ], "Who is my dad's cardiologist?", "Varga", "Achebe"),

    _u("f9-079", "people", [
        ("2021-04-10", "Kenji's settled in Osaka, he keeps sending me takoyaki pics."),
        ("2022-01-22", "Kenji got transferred to Sapporo, he's buying a snow shovel lol"),
        ("2023-05-30", "Kenji called, he's moved again, this time down to Fukuoka for good."),
    ], "Where does Kenji live?", ["Osaka", "Sapporo"], "Fukuoka"),

    _u("f9-080", "people", [
        ("2022-03-21", "Gran moved into Willowbrook care home, room with a garden view."),
        ("2022-06-18", "Our team won the pub quiz thanks to my useless flag knowledge."),
        ("2022-11-09", "Gran's settled at Larchfield House now, ten minutes from us instead of an hour."),
    ], "Which care home is Gran in?", "Willowbrook", "Larchfield"),

    _u("f9-081", "people", [
        ("2022-12-01", "My brother Yusuf's girlfriend Chloe is coming for Christmas."),
        ("2024-04-12", "Yusuf brought Amira to Eid dinner; they've been together since he and his ex split last spring. He's smitten."),
    ], "Who is Yusuf's partner?", "Chloe", "Amira"),

    _u("f9-082", "people", [
        ("2022-07-07", "Beatriz works at Embraer in São José, designing cabin interiors."),
        ("2023-02-13", "Beatriz jumped ship to Airbus and is moving to Toulouse next month!"),
    ], "Where does Beatriz work?", "Embraer", "Airbus"),

    _u("f9-083", "people", [
        ("2022-09-08", "Noah's teacher this year is Ms. Delacroix, very strict about reading logs."),
        ("2023-02-11", "Half-term trip to the aquarium, the octopus stole the show."),
        ("2023-09-07", "New school year, Noah's got Mr. Adeyemi and he already loves him."),
    ], "Who is Noah's teacher?", "Delacroix", "Adeyemi"),

    _u("f9-084", "people", [
        ("2022-04-24", "Mum and Dad are still in Guildford, in the house I grew up in."),
        ("2023-10-01", "Parents finally downsized to a bungalow in Whitstable, Dad's already bought a fishing rod."),
    ], "Where do my parents live?", "Guildford", "Whitstable"),

    # ------------------------------------------------------------------ projects and teams
    _u("f9-085", "project", [
        ("2023-02-14", "Sprint tickets are all in Jira, the board is a mess."),
        ("2023-08-07", "Team moved over to Linear last sprint, everything loads instantly."),
    ], "Which tool do we track tickets in?", "Jira", "Linear"),

    _u("f9-086", "project", [
        ("2022-04-04", "We're a team of six now that Lars joined."),
        ("2022-10-17", "Two new hires started, so we're nine."),
        ("2023-05-22", "Headcount approved, the team is eleven people as of this month."),
    ], "How many people are on my team?", ["six", "nine"], "eleven"),

    _u("f9-087", "project", [
        ("2023-03-06", "Main client right now: Halden Foods, they want the rebrand by Q3."),
        ("2023-05-24", "Lunch with Ana from finance, she's training for a triathlon."),
        ("2023-10-09", "That packaging project wrapped, all my hours now go to Corvia Bank's app rebuild."),
    ], "Who's my main client?", "Halden", "Corvia"),

    _u("f9-088", "project", [
        ("2022-06-28", "prod DB: Postgres 13, backups nightly"),
        ("2023-11-20", "Upgraded prod to Postgres 16 over the weekend, zero downtime 🙌"),
    ], "Which Postgres version is prod on?", "13", "16"),

    _u("f9-089", "project", [
        ("2021-08-02", "Our web app frontend is Angular, inherited it from the agency."),
        ("2022-06-13", "Rewrite to Vue is live, bye bye RxJS."),
        ("2023-09-18", "Migration number two lol: the frontend is Svelte now, shipped it today."),
    ], "What frontend framework does our web app use?", ["Angular", "Vue"], "Svelte"),

    _u("f9-090", "project", [
        ("2023-01-30", "Tech lead on Atlas is Grzegorz, ask him before merging anything."),
        ("2023-07-10", "Shirin took over as tech lead on Atlas this week, she wants ADRs for everything."),
    ], "Who's the tech lead on Atlas?", "Grzegorz", "Shirin"),

    _u("f9-091", "project", [
        ("2022-02-01", "Side project is hosted on Heroku free tier."),
        ("2022-05-16", "Swapped the winter duvet for the summer one, finally."),
        ("2022-11-29", "Moved the side project over to Fly.io, deploys take 40 seconds."),
    ], "Where is my side project hosted?", "Heroku", "Fly.io"),

    _u("f9-092", "project", [
        ("2022-09-19", "We run two-week sprints, planning every other Monday."),
        ("2023-04-24", "Switched to one-week sprints, retro every Friday afternoon."),
    ], "How long are our sprints?", "two-week", "one-week"),

    # ------------------------------------------------------------------ hobbies with levels
    _u("f9-093", "hobby", [
        ("2022-10-02", "Flashed my first V4 at the climbing gym!!"),
        ("2023-08-26", "Sent a V6 outdoors at Castle Hill, shaking the whole way up."),
    ], "What's the hardest boulder grade I've sent?", "V4", "V6"),

    _u("f9-094", "hobby", [
        ("2022-01-14", "chess.com rapid rating: 1420"),
        ("2022-06-03", "rapid 1510 after a good week of puzzles"),
        ("2023-02-19", "Hit 1603 in rapid!! never thought I'd see 16-something"),
    ], "What's my rapid chess rating?", ["1420", "1510"], "1603"),

    _u("f9-095", "hobby", [
        ("2021-06-12", "Got my blue belt in BJJ today after two years!"),
        ("2022-12-17", "Promoted to purple at the Christmas grading 🥋"),
        ("2024-06-08", "Coach tied a brown belt on me tonight, I might cry"),
    ], "What belt am I in jiu-jitsu?", ["blue", "purple"], "brown"),

    _u("f9-096", "hobby", [
        ("2023-03-04", "parkrun PB 27:41, legs like jelly"),
        ("2023-05-13", "Library book was three weeks overdue, the fine was 60p, I'll live."),
        ("2023-09-09", "New parkrun PB: 25:58!!! that hill didn't stand a chance"),
    ], "What's my parkrun PB?", "27:41", "25:58"),

    _u("f9-097", "hobby", [
        ("2022-07-21", "my discord handle is moth_witch if anyone from the raid group asks"),
        ("2023-01-30", "changed my discord name to lunarmoth, the old one felt cringe"),
    ], "What's my Discord handle?", "moth_witch", "lunarmoth"),

    _u("f9-098", "hobby", [
        ("2022-06-24", "Passed grade 5 piano, merit!"),
        ("2022-10-01", "Got a flu jab at the pharmacy, arm is sore."),
        ("2023-06-30", "Grade 6 piano done, distinction this time 😎"),
    ], "What piano grade have I reached?", "grade 5", "Grade 6"),

    _u("f9-099", "hobby", [
        ("2022-04-15", "Golf handicap is sitting at 18, bunkers are my nemesis."),
        ("2022-09-25", "Handicap down to 14 after a good summer on the course."),
    ], "What's my golf handicap?", "18", "14"),

    _u("f9-100", "hobby", [
        ("2022-12-09", "Got my B1 certificate in German, framed it obviously."),
        ("2023-02-26", "Saw the northern lights from the garden, faint but there."),
        ("2023-07-14", "Passed the Goethe B2 exam!! C1 next, apparently I'm a masochist."),
    ], "What level is my German?", "B1", "B2"),
]

CONTROLS: list[Control] = [
    _c("f9c-001", "pets", [
        ("2022-03-12", "Our greyhound Juno sleeps 20 hours a day, living the dream."),
        ("2023-01-07", "Welcome home Miso, our new kitten! Juno is very suspicious of her."),
    ], "What pets do I have?", ["Juno", "Miso"]),

    _c("f9c-002", "languages", [
        ("2022-05-09", "Fluent in Dutch after five years in Leiden, even the g sound."),
        ("2023-02-20", "Three months into learning Japanese, I can now order ramen with confidence."),
    ], "Which languages do I speak or study?", ["Dutch", "Japanese"]),

    _c("f9c-003", "travel", [
        ("2022-05-28", "Back from a week in Crete, ate my body weight in feta."),
        ("2023-07-15", "Summer trip this year: Lofoten, hiked until my knees gave up."),
    ], "Where have I been on holiday?", ["Crete", "Lofoten"]),

    _c("f9c-004", "people", [
        ("2022-08-02", "My friend Amara is a vet, she stitched up a ferret today."),
        ("2023-03-09", "Lucas just started as a pilot at KLM, so proud of him."),
    ], "What do Amara and Lucas do for work?", ["vet", "pilot"]),

    _c("f9c-005", "work", [
        ("2023-01-16", "I work at Siemens Healthineers as a QA engineer, mostly MRI software."),
        ("2023-05-04", "Before that I spent four years at Bosch, testing dishwasher firmware lol."),
    ], "Where have I worked?", ["Siemens", "Bosch"]),

    _c("f9c-006", "preference", [
        ("2022-10-10", "My favourite café is Kaffeeklatsch on Hauptstrasse, best cheesecake in the city."),
        ("2022-11-24", "Had lunch at Wagamama with the team today for Jonas's leaving do."),
    ], "What's my favourite café, and where did I have the team lunch?", ["Kaffeeklatsch", "Wagamama"]),

    _c("f9c-007", "people", [
        ("2022-02-14", "My aunt Carmen lives in Antofagasta, right on the coast."),
        ("2022-09-30", "My cousin Tomás lives in Santiago, near the metro."),
    ], "Where do my aunt Carmen and my cousin Tomás live?", ["Antofagasta", "Santiago"]),

    _c("f9c-008", "hobby", [
        ("2022-11-02", "Knitting every evening now, scarf number three is nearly done."),
        ("2023-03-18", "Picked up pottery on Saturdays too, my first bowl is wonky but I love it."),
    ], "What are my hobbies?", ["knitting", "pottery"]),

    _c("f9c-009", "money", [
        ("2022-06-01", "Paying for Netflix, the basic plan."),
        ("2022-12-03", "Also added Crunchyroll, the kids are deep into anime."),
    ], "Which streaming services do I pay for?", ["Netflix", "Crunchyroll"]),

    _c("f9c-010", "possession", [
        ("2022-04-19", "My car is a Polo, fifteen years old and still going."),
        ("2023-02-25", "My wife bought herself a Tesla, she's thrilled."),
    ], "What cars do we have in the household?", ["Polo", "Tesla"]),

    _c("f9c-011", "health", [
        ("2022-01-25", "My GP is Dr. Mensah, he always runs late."),
        ("2022-07-11", "Referred to a rheumatologist, Dr. Kowalczyk, first visit went well."),
    ], "Which doctors am I seeing?", ["Mensah", "Kowalczyk"]),

    _c("f9c-012", "health", [
        ("2023-03-01", "Taking metformin for my blood sugar, twice a day with meals."),
        ("2023-09-05", "Doc added atorvastatin for cholesterol, on top of everything else."),
    ], "What medications do I take?", ["metformin", "atorvastatin"]),

    _c("f9c-013", "health", [
        ("2021-08-10", "Allergic to shellfish, always ask at restaurants."),
        ("2022-10-12", "Turns out I'm also allergic to latex, found out the hard way at the dentist."),
    ], "What am I allergic to?", ["shellfish", "latex"]),

    _c("f9c-014", "people", [
        ("2022-06-09", "My sister drives a Fiat 500, bright yellow."),
        ("2022-11-15", "My dad drives a Land Cruiser, he calls it the tank."),
    ], "What do my sister and my dad drive?", ["Fiat", "Land Cruiser"]),

    _c("f9c-015", "travel", [
        ("2023-04-20", "Went to Kyoto in April, the cherry blossom crowds were wild."),
        ("2024-02-18", "Back to Japan! Hokkaido this time, skiing powder all week."),
    ], "Where in Japan have I travelled?", ["Kyoto", "Hokkaido"]),

    _c("f9c-016", "work", [
        ("2022-03-07", "Day job: accountant at Grant Thornton, busy season is brutal."),
        ("2022-10-14", "Started a side gig teaching salsa on Friday nights, so much fun."),
    ], "What do I do for work?", ["accountant", "salsa"]),

    _c("f9c-017", "music", [
        ("2022-01-11", "Been into Radiohead since I was 14, still my comfort band."),
        ("2023-06-23", "Also discovered Big Thief and I'm hooked."),
    ], "What bands am I into?", ["Radiohead", "Big Thief"]),

    _c("f9c-018", "people", [
        ("2022-09-06", "Ella goes to Brookside Primary, her teacher is lovely."),
        ("2023-09-05", "Sam started at Westfield Academy today, Ella is still at her primary."),
    ], "Which schools do Ella and Sam go to?", ["Brookside", "Westfield"]),

    _c("f9c-019", "residence", [
        ("2022-05-16", "I live in Montreal, Mile End, a bagel shop on every corner."),
        ("2022-10-28", "Grew up in Halifax, still miss the ocean air."),
    ], "Where do I live, and where did I grow up?", ["Montreal", "Halifax"]),

    _c("f9c-020", "hobby", [
        ("2023-02-13", "Running along the Danube every morning before work, 6k loop."),
        ("2023-04-06", "Did a spin class today for a change, legs are jelly."),
    ], "What exercise do I do?", ["Running", "spin class"]),

    _c("f9c-021", "money", [
        ("2022-07-01", "Salary goes into my ING account."),
        ("2023-01-12", "Opened a savings account with Revolut for the holiday fund."),
    ], "Which banks do I have accounts with?", ["ING", "Revolut"]),

    _c("f9c-022", "possession", [
        ("2022-03-29", "Work laptop is a Dell Latitude, locked down to death."),
        ("2022-12-20", "Bought myself a Framework laptop for personal stuff, repairable!"),
    ], "Which laptops do I use?", ["Latitude", "Framework"]),

    _c("f9c-023", "people", [
        ("2022-08-18", "Zoe lives in Reykjavik, she says summer is just bright nights."),
        ("2023-04-30", "Aditya just moved to Singapore for work."),
    ], "Where do Zoe and Aditya live?", ["Reykjavik", "Singapore"]),

    _c("f9c-024", "schedule", [
        ("2023-01-10", "Yoga on Tuesday evenings, 7pm."),
        ("2023-02-02", "Signed up for Thursday life-drawing sessions at the community centre."),
    ], "What classes do I go to each week?", ["Yoga", "life-drawing"]),

    _c("f9c-025", "project", [
        ("2023-03-20", "Leading the Orion migration this quarter."),
        ("2023-06-05", "Also picked up the Helios dashboard, as a side thing."),
    ], "Which projects am I working on?", ["Orion", "Helios"]),

    _c("f9c-026", "project", [
        ("2022-11-07", "We do all design in Figma."),
        ("2023-01-23", "Our tasks live in ClickUp, docs too."),
    ], "What tools does my team use?", ["Figma", "ClickUp"]),

    _c("f9c-027", "hobby", [
        ("2022-07-02", "Passed ABRSM grade 4 cello!"),
        ("2023-03-25", "Got my orange belt in karate, finally."),
    ], "What levels have I reached in my hobbies?", ["grade 4", "orange belt"]),

    _c("f9c-028", "relationship", [
        ("2022-04-09", "Ten years married to Ingrid today, best decision I ever made."),
        ("2023-08-17", "Bumped into my ex from uni, Callum, at the airport. Awkward small talk!"),
    ], "Who is my wife, and who did I run into at the airport?", ["Ingrid", "Callum"]),

    _c("f9c-029", "preference", [
        ("2022-02-27", "Favourite film: Spirited Away, forever."),
        ("2022-08-22", "Favourite book is probably Pachinko, cried on the train."),
    ], "What are my favourite film and book?", ["Spirited Away", "Pachinko"]),

    _c("f9c-030", "money", [
        ("2023-01-02", "Paying for Duolingo Super, the streak owns me."),
        ("2023-05-08", "Subscribed to Headspace as well, ten minutes before bed."),
    ], "Which app subscriptions do I pay for?", ["Duolingo", "Headspace"]),

    _c("f9c-031", "people", [
        ("2022-09-19", "Our cleaner Rosa comes on Mondays."),
        ("2023-02-06", "Hired a dog walker, Finn, for the midday walks."),
    ], "Who helps us around the house?", ["Rosa", "Finn"]),

    _c("f9c-032", "preference", [
        ("2022-06-13", "Morning coffee is always a double espresso."),
        ("2022-11-01", "Afternoons I've switched to decaf so I can actually sleep, mornings untouched."),
    ], "What coffee do I drink?", ["espresso", "decaf"]),

    _c("f9c-033", "people", [
        ("2022-03-10", "Mum's birthday is 14 March, order flowers early."),
        ("2022-10-25", "Dad's birthday is 2 November, he wants nothing as always."),
    ], "When are my parents' birthdays?", ["14 March", "2 November"]),

    _c("f9c-034", "schedule", [
        ("2023-04-11", "Dentist check-up on 9 May at 2pm."),
        ("2023-04-27", "Eye test booked for 21 May."),
    ], "What appointments do I have in May?", ["9 May", "21 May"]),

    _c("f9c-035", "people", [
        ("2022-01-31", "My brother Arjun is an architect, designing a library in Pune."),
        ("2022-12-08", "My sister Kavya just qualified as an anaesthetist!"),
    ], "What do my siblings do?", ["architect", "anaesthetist"]),

    _c("f9c-036", "hobby", [
        ("2022-05-21", "I volunteer at the food bank on Saturdays."),
        ("2022-09-14", "Also started mentoring at Code Club on Wednesdays."),
    ], "Where do I volunteer?", ["food bank", "Code Club"]),

    _c("f9c-037", "travel", [
        ("2022-02-03", "Best holiday ever was Zanzibar, nothing will top it."),
        ("2023-06-26", "Weekend in Bruges with the girls, waffles for every meal."),
    ], "Where have I been on holiday?", ["Zanzibar", "Bruges"]),

    _c("f9c-038", "possession", [
        ("2023-02-08", "Driving a Kia Niro these days, the hybrid mileage is great."),
        ("2023-07-19", "Still miss my first car, a battered Renault Clio with no aircon."),
    ], "What car do I drive, and what was my first car?", ["Niro", "Clio"]),

    _c("f9c-039", "possession", [
        ("2022-08-08", "Personal phone is on giffgaff, cheap as chips."),
        ("2023-01-17", "Work gave me a second phone, on EE, for the on-call rota."),
    ], "Which mobile networks are my phones on?", ["giffgaff", "EE"]),

    _c("f9c-040", "work", [
        ("2023-03-27", "My manager is Tariq, weekly 1:1 on Tuesdays."),
        ("2023-06-15", "Tariq's manager, Helene, joined our call today, she's sharp."),
    ], "Who is my manager, and who is his manager?", ["Tariq", "Helene"]),
]
