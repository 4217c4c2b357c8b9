"""Fresh3 blind set for bench/knowledge_update.py (--set fresh3): written by hand without looking at the engine or the other case files, as quick personal notes a varied set of imagined people might keep over weeks to months across 20 everyday domains (5 updates and 2 controls each), mixing explicit change words, implicit new states, formal and terse phrasing, off-topic notes in between, three-step chains, changing amounts/dates/times, and controls that are realistic near-misses (second items, other people's values, one-offs, history, look-alike attributes)."""

from __future__ import annotations

from knowledge_cases import Control, Update, _c, _u

UPDATES: list[Update] = [
    # residence
    _u("f3-001", "residence", [
        ("2024-01-08", "Signed the lease on a flat in Ghent, moving in at the end of the month."),
        ("2024-08-22", "Got the keys to the place in Antwerp today, first night sleeping here."),
    ], "Which city do I live in now?", "Ghent", "Antwerp"),
    _u("f3-002", "residence", [
        ("2023-11-02", "staying with my aunt in Porto until I find something"),
        ("2024-03-15", "Moved out of Porto into a shared house in Braga."),
        ("2024-10-01", "new address is in Coimbra, five minutes from the university"),
    ], "Where am I living at the moment?", ["Porto", "Braga"], "Coimbra"),
    _u("f3-003", "residence", [
        ("2024-02-01", "Rent for the apartment is 1,450 a month."),
        ("2024-07-20", "landlord's letter came - rent goes up to 1,580 from September"),
    ], "What's the rent?", "1,450|1450", "1,580|1580"),
    _u("f3-004", "residence", [
        ("2024-04-11", "Our building on Kastanienallee has the worst lift in Berlin."),
        ("2024-05-02", "Need to return the library books by Friday."),
        ("2024-09-30", "The new flat on Weserstraße is so much quieter than Kastanienallee ever was."),
    ], "What street do I live on?", "Kastanienallee", "Weserstraße|Weserstrasse"),
    _u("f3-005", "residence", [
        ("2024-03-03", "I currently reside in Calgary, Alberta."),
        ("2024-11-14", "As of this month I have relocated to Halifax for the new position."),
    ], "Where do I live now?", "Calgary", "Halifax"),

    # work
    _u("f3-006", "work", [
        ("2024-01-15", "first week at Halvorsen Logistics done, the coffee is terrible"),
        ("2024-07-08", "Left Halvorsen. Doing backend work at Tidewave now."),
    ], "Where do I work?", "Halvorsen", "Tidewave"),
    _u("f3-007", "work", [
        ("2024-02-20", "My title is Senior Analyst."),
        ("2024-09-01", "Promotion went through - Analytics Manager as of today!"),
    ], "What's my job title?", "Senior Analyst", "Analytics Manager"),
    _u("f3-008", "work", [
        ("2023-10-03", "my manager is Priyanka"),
        ("2024-02-12", "reorg again. reporting to Tobias from Monday"),
        ("2024-08-19", "Tobias has left the company; my new manager is Wanjiru."),
    ], "Who is my manager?", ["Priyanka", "Tobias"], "Wanjiru"),
    _u("f3-009", "work", [
        ("2024-03-01", "Base salary is 68,000."),
        ("2024-04-10", "Dentist cleaning went fine, no cavities."),
        ("2025-01-05", "raise approved, base is 74,500 starting this year"),
    ], "What's my base salary?", "68,000|68000", "74,500|74500"),
    _u("f3-010", "work", [
        ("2024-05-06", "Our office is in the Hammarby tower, 4th floor."),
        ("2024-10-21", "Company put us in the Kungsholmen building, way easier commute."),
    ], "Which building is my office in?", "Hammarby", "Kungsholmen"),

    # relationships
    _u("f3-011", "relationships", [
        ("2024-02-14", "Valentine's dinner with Mateo, he picked the place."),
        ("2024-10-02", "Things with Mateo ended over the summer. Seeing someone new, her name is Anouk."),
    ], "Who am I dating?", "Mateo", "Anouk"),
    _u("f3-012", "relationships", [
        ("2024-01-10", "Ruth and I are engaged!!"),
        ("2024-06-22", "We got married today. Ruth is officially my wife."),
    ], "Am I engaged or married to Ruth?", "engaged", "married"),
    _u("f3-013", "relationships", [
        ("2024-03-17", "Dmitri is my best friend, has been since school."),
        ("2024-11-09", "Haven't spoken to Dmitri in months. Leilani is the one I call about everything these days."),
    ], "Who's my closest friend?", "Dmitri", "Leilani"),
    _u("f3-014", "relationships", [
        ("2023-08-01", "dating Lorenzo, going well so far"),
        ("2024-01-20", "Lorenzo and I split. Seeing Hamid now."),
        ("2024-09-09", "Been with Aurelia three months now, she's lovely."),
    ], "Who is my partner?", ["Lorenzo", "Hamid"], "Aurelia"),
    _u("f3-015", "relationships", [
        ("2024-02-02", "Passport still says Kowalczyk, need to sort that after the wedding."),
        ("2024-08-15", "Name change went through, I'm officially Nakamura on everything now."),
    ], "What's my surname?", "Kowalczyk", "Nakamura"),

    # health
    _u("f3-016", "health", [
        ("2024-01-29", "My GP is Dr. Oyelaran at the Elm Street practice."),
        ("2024-07-03", "Registered with Dr. Fitzgerald since the move, first appointment went fine."),
    ], "Who is my GP?", "Oyelaran", "Fitzgerald"),
    _u("f3-017", "health", [
        ("2023-12-05", "started sertraline 50mg"),
        ("2024-03-11", "doc bumped it up to 100mg"),
        ("2024-09-17", "Down to 75mg of sertraline now, feeling steady."),
    ], "What dose of sertraline am I on?", ["50mg", "100mg"], "75mg"),
    _u("f3-018", "health", [
        ("2024-02-26", "Taking cetirizine every morning for the hay fever."),
        ("2024-06-12", "Cetirizine made me drowsy, so the pharmacist switched me to fexofenadine."),
    ], "Which allergy pill do I take?", "cetirizine", "fexofenadine"),
    _u("f3-019", "health", [
        ("2024-04-08", "Knee physio with Lucía at the Sants clinic, Tuesdays."),
        ("2024-05-19", "Got the car serviced, all good."),
        ("2024-08-27", "My physio is Benedikt now, he's much more hands-on."),
    ], "Who's my physio?", "Lucía|Lucia", "Benedikt"),
    _u("f3-020", "health", [
        ("2024-03-14", "BP at the checkup was 148/95, doctor not thrilled."),
        ("2024-10-09", "Latest reading 126/82 after months of walking. Nurse happy."),
    ], "What's my blood pressure these days?", "148/95", "126/82"),

    # preferences
    _u("f3-021", "preferences", [
        ("2024-01-12", "oat flat white, every single morning, no exceptions"),
        ("2024-06-30", "these days it's just a black americano for me, no milk at all"),
    ], "How do I take my coffee?", "flat white", "americano"),
    _u("f3-022", "preferences", [
        ("2024-02-09", "Favourite author: Murakami, by a mile."),
        ("2024-08-04", "Ishiguro has overtaken Murakami as my favourite author."),
    ], "Who's my favourite author?", "Murakami", "Ishiguro"),
    _u("f3-023", "preferences", [
        ("2024-03-21", "I use Firefox for everything."),
        ("2024-09-26", "Moved all my bookmarks to Vivaldi, not going back."),
    ], "Which browser do I use?", "Firefox", "Vivaldi"),
    _u("f3-024", "preferences", [
        ("2024-01-10", "I drink Earl Grey all day long"),
        ("2024-07-22", "Genmaicha is my tea now, can't stop."),
    ], "What tea do I drink now?", "Earl Grey", "Genmaicha"),
    _u("f3-025", "preferences", [
        ("2024-04-01", "Prefer to be called Alexandra at work."),
        ("2024-09-12", "Told the team I'd rather go by Sasha from now on."),
    ], "What name do I prefer to go by?", "Alexandra", "Sasha"),

    # possessions
    _u("f3-026", "possessions", [
        ("2024-01-03", "My phone is a Pixel 6, battery is dying by lunchtime."),
        ("2024-03-20", "Unboxed the new iPhone 15 today."),
    ], "What phone do I have?", "Pixel", "iPhone"),
    _u("f3-027", "possessions", [
        ("2023-09-14", "work laptop: ThinkPad X1"),
        ("2024-10-15", "IT replaced everyone's machines - I'm on a MacBook Air now, the ThinkPad went back."),
    ], "What laptop do I use for work?", "ThinkPad", "MacBook Air"),
    _u("f3-028", "possessions", [
        ("2024-05-11", "Wearing my grandfather's Seiko every day."),
        ("2024-11-02", "The Seiko's at the repair shop for months, so the Casio is on my wrist daily."),
    ], "Which watch am I wearing these days?", "Seiko", "Casio"),
    _u("f3-029", "possessions", [
        ("2024-04-14", "My camera is a Fujifilm X-T3."),
        ("2024-05-20", "Call mum about Sunday lunch."),
        ("2024-09-08", "Traded in the X-T3 toward a Sony A7 IV."),
    ], "What camera do I have?", "X-T3", "Sony"),
    _u("f3-030", "possessions", [
        ("2024-02-06", "The IKEA Kivik sofa is falling apart."),
        ("2024-06-25", "the sofa's a Habitat one now - finally something comfy"),
    ], "What sofa do I have?", "Kivik", "Habitat"),

    # money
    _u("f3-031", "money", [
        ("2024-01-19", "Main current account is with Barclays."),
        ("2024-08-05", "Switched my current account to Monzo and closed the Barclays one."),
    ], "Which bank is my current account with?", "Barclays", "Monzo"),
    _u("f3-032", "money", [
        ("2023-11-20", "saving 300 a month toward the house deposit"),
        ("2024-04-01", "upped the house savings to 450 a month"),
    ], "How much am I saving each month for the house?", "300", "450"),
    _u("f3-033", "money", [
        ("2024-02-03", "Monthly grocery budget: 520 euros."),
        ("2024-07-31", "We agreed to bring the grocery budget down to 460 euros."),
    ], "What's our grocery budget?", "520", "460"),
    _u("f3-034", "money", [
        ("2024-03-27", "ISA is invested in the Vanguard LifeStrategy 80 fund."),
        ("2024-09-19", "Moved the ISA over to a Fidelity global tracker."),
    ], "Where is my ISA invested?", "Vanguard", "Fidelity"),
    _u("f3-035", "money", [
        ("2024-01-30", "Still owe 4,200 on the credit card."),
        ("2024-03-02", "Bought tickets for the Bon Iver gig."),
        ("2024-08-28", "credit card balance down to 1,750, getting there"),
    ], "How much do I owe on the credit card?", "4,200|4200", "1,750|1750"),

    # dates
    _u("f3-036", "dates", [
        ("2024-01-07", "Wedding is booked for 14 September."),
        ("2024-03-29", "Venue double-booked us, so the wedding moved to 21 September."),
    ], "When is the wedding?", "14 September", "21 September"),
    _u("f3-037", "dates", [
        ("2024-02-11", "Passport expires 3 March 2025."),
        ("2024-06-20", "New passport arrived, valid until 2034."),
    ], "When does my passport expire?", "3 March 2025", "2034"),
    _u("f3-038", "dates", [
        ("2023-12-01", "Mum's hip surgery scheduled for 9 February."),
        ("2024-01-25", "hospital pushed mum's op to 8 March"),
        ("2024-03-01", "Op postponed again, now 22 April. Fingers crossed."),
    ], "When is mum's hip surgery?", ["9 February", "8 March"], "22 April"),
    _u("f3-039", "dates", [
        ("2024-04-16", "Lease ends 30 June."),
        ("2024-05-22", "Extended the lease, it runs to 31 December."),
    ], "When does the lease end?", "30 June", "31 December"),
    _u("f3-040", "dates", [
        ("2024-05-03", "Driving test on 12 July!"),
        ("2024-05-28", "Book club picked Piranesi for next month."),
        ("2024-06-30", "Examiner cancelled; rebooked my driving test for 2 August."),
    ], "When is my driving test?", "12 July", "2 August"),

    # schedules
    _u("f3-041", "schedules", [
        ("2024-01-09", "Gym at 6:30 before work, Mon/Wed/Fri."),
        ("2024-06-17", "Mornings weren't working, so gym sessions are at 19:00 after work now."),
    ], "What time do I go to the gym?", "6:30", "19:00"),
    _u("f3-042", "schedules", [
        ("2024-02-19", "standup is 9:15 daily"),
        ("2024-09-02", "standup moved to 10:00 because of the new US folks"),
    ], "What time is standup?", "9:15", "10:00"),
    _u("f3-043", "schedules", [
        ("2023-09-05", "I do school pickup on Tuesdays."),
        ("2024-01-08", "new term: my pickup day is Thursday"),
        ("2024-04-15", "Swapped with Jonas, so I'm on pickup Mondays now."),
    ], "Which day do I do school pickup?", ["Tuesdays", "Thursday"], "Mondays"),
    _u("f3-044", "schedules", [
        ("2024-03-06", "Therapy with Noor is Wednesday at 17:30."),
        ("2024-08-21", "noor's moving my sessions to friday mornings, 8:45"),
    ], "When is my therapy session?", "17:30", "8:45"),
    _u("f3-045", "schedules", [
        ("2024-04-20", "Maya's piano lesson is Saturday at 11."),
        ("2024-09-07", "Piano is Sunday afternoons this term, the teacher changed her hours."),
    ], "What day is Maya's piano lesson?", "Saturday", "Sunday"),

    # people
    _u("f3-046", "people", [
        ("2024-01-16", "Leo's teacher is Mrs. Abernathy, very strict."),
        ("2024-09-10", "Leo's teacher this year is Mr. Okonkwo. Leo adores him already."),
    ], "Who is Leo's teacher?", "Abernathy", "Okonkwo"),
    _u("f3-047", "people", [
        ("2024-02-09", "the neighbours in 4B are the Vasquez family"),
        ("2024-07-27", "A retired couple, the Lindgrens, moved into 4B. Brought them biscuits."),
    ], "Who lives in 4B?", "Vasquez", "Lindgren|Lindgrens"),
    _u("f3-048", "people", [
        ("2024-03-22", "My brother Kaveh lives in Shiraz."),
        ("2024-10-05", "Kaveh got the job in Dubai and moved there last week."),
    ], "Where does Kaveh live?", "Shiraz", "Dubai"),
    _u("f3-049", "people", [
        ("2023-10-18", "Mia's boyfriend is Callum."),
        ("2024-02-14", "Mia brought her new boyfriend Rafferty to dinner."),
        ("2024-08-30", "Mia and Rafferty broke up; she's with Ishaan now."),
    ], "Who is Mia's boyfriend?", ["Callum", "Rafferty"], "Ishaan"),
    _u("f3-050", "people", [
        ("2024-05-15", "Babysitter is Klara, Friday nights."),
        ("2024-06-08", "Dishwasher repair booked for Tuesday."),
        ("2024-11-01", "Klara went off to uni; our sitter now is Beatriz."),
    ], "Who's our babysitter?", "Klara", "Beatriz"),

    # projects
    _u("f3-051", "projects", [
        ("2024-02-27", "Atlas migration deadline: 15 April."),
        ("2024-04-02", "Atlas deadline slipped to 20 May, vendor delays."),
    ], "When is the Atlas migration due?", "15 April", "20 May"),
    _u("f3-052", "projects", [
        ("2024-01-31", "Kitchen renovation contractor is BuildRight Ltd."),
        ("2024-04-18", "Fired BuildRight. Havelock & Sons are finishing the kitchen."),
    ], "Who's doing the kitchen renovation?", "BuildRight", "Havelock"),
    _u("f3-053", "projects", [
        ("2023-11-08", "rewriting the side project in Flask"),
        ("2024-03-03", "ditched Flask, going with Django"),
        ("2024-08-14", "ended up on FastAPI for the side project after all lol"),
    ], "What framework is my side project using?", ["Flask", "Django"], "FastAPI"),
    _u("f3-054", "projects", [
        ("2024-03-19", "The Riverside mural project budget is 12,000."),
        ("2024-09-25", "Council approved extra funding - mural budget is 15,500 now."),
    ], "What's the mural project budget?", "12,000|12000", "15,500|15500"),
    _u("f3-055", "projects", [
        ("2024-05-08", "Orion rebrand is led by Camille."),
        ("2024-06-14", "Dentist at 3 on Thursday."),
        ("2024-10-03", "Camille's on leave, so Desmond has taken over the Orion rebrand."),
    ], "Who is leading the Orion rebrand?", "Camille", "Desmond"),

    # teams
    _u("f3-056", "teams", [
        ("2024-01-24", "I'm on the Payments team."),
        ("2024-07-15", "Transferred to the Fraud Detection team this week."),
    ], "Which team am I on?", "Payments", "Fraud Detection"),
    _u("f3-057", "teams", [
        ("2024-03-02", "Playing Sunday league for Red Lion FC."),
        ("2024-09-15", "First match for Canal Rovers today, scored!"),
    ], "Which football club do I play for?", "Red Lion", "Canal Rovers"),
    _u("f3-058", "teams", [
        ("2023-10-09", "Team lead on Platform is Henrike."),
        ("2024-02-26", "Henrike got promoted; Sibusiso leads Platform now"),
        ("2024-09-23", "Sibusiso moved to infra - Platform's new lead is Marguerite."),
    ], "Who leads the Platform team?", ["Henrike", "Sibusiso"], "Marguerite"),
    _u("f3-059", "teams", [
        ("2024-04-22", "Our team is 7 people."),
        ("2024-10-14", "After the hiring round we're 11 people on the team."),
    ], "How big is my team?", "7 people", "11 people"),
    _u("f3-060", "teams", [
        ("2024-02-28", "Our pub quiz team is called Quizteama Aguilera."),
        ("2024-03-30", "Need new running shoes."),
        ("2024-08-08", "renamed the quiz team to Les Quizerables"),
    ], "What's our quiz team called?", "Quizteama Aguilera", "Les Quizerables"),

    # education
    _u("f3-061", "education", [
        ("2024-01-11", "Enrolled in the evening Spanish B1 course."),
        ("2024-06-29", "passed B1! signed up for B2 starting in September"),
    ], "Which Spanish level am I studying?", "B1", "B2"),
    _u("f3-062", "education", [
        ("2023-09-20", "First semester at Uppsala University."),
        ("2024-08-26", "First day at Lund University, second-year transfer."),
    ], "Which university do I attend?", "Uppsala", "Lund"),
    _u("f3-063", "education", [
        ("2023-10-02", "Thesis supervisor is Prof. Adeyemi."),
        ("2024-01-15", "Adeyemi went on sabbatical, Prof. Rautio is supervising me now"),
        ("2024-06-03", "Rautio handed me over to Dr. Mbatha, who fits the topic better."),
    ], "Who supervises my thesis?", ["Adeyemi", "Rautio"], "Mbatha"),
    _u("f3-064", "education", [
        ("2024-02-14", "Dissertation topic: microplastics in the Danube."),
        ("2024-05-10", "Changed my dissertation to soil microbes in vineyards."),
    ], "What is my dissertation about?", "microplastics", "soil microbes"),
    _u("f3-065", "education", [
        ("2024-03-09", "GPA is 3.4 after the winter term."),
        ("2024-07-21", "With finals in, my GPA is up to 3.7."),
    ], "What's my GPA?", "3.4", "3.7"),

    # pets
    _u("f3-066", "pets", [
        ("2024-01-13", "Biscuit's vet is Dr. Ferreira at Paws & Co."),
        ("2024-07-02", "We've moved Biscuit to Greenway Vets, much closer."),
    ], "Which vet does Biscuit go to?", "Paws & Co|Ferreira", "Greenway"),
    _u("f3-067", "pets", [
        ("2024-02-24", "Pepper eats Royal Canin kibble."),
        ("2024-08-09", "switched pepper to Orijen, her coat's better already"),
    ], "What food does Pepper eat?", "Royal Canin", "Orijen"),
    _u("f3-068", "pets", [
        ("2024-03-16", "Mochi weighed 6.8 kg at the vet - needs a diet."),
        ("2024-09-27", "Mochi's down to 5.9 kg!"),
    ], "How much does Mochi weigh?", "6.8 kg", "5.9 kg"),
    _u("f3-069", "pets", [
        ("2023-11-06", "Dog walker is Ezra, weekdays at noon."),
        ("2024-03-12", "Ezra quit; Fenella's walking Bruno now."),
        ("2024-08-20", "Fenella moved away. New walker is Teodor, starts Monday."),
    ], "Who walks Bruno?", ["Ezra", "Fenella"], "Teodor"),
    _u("f3-070", "pets", [
        ("2024-04-25", "Pet insurance for Juniper is with Petplan."),
        ("2024-05-29", "Return the drill to Marcus."),
        ("2024-10-18", "Renewed Juniper's insurance with ManyPets instead, cheaper."),
    ], "Who insures Juniper?", "Petplan", "ManyPets"),

    # vehicles
    _u("f3-071", "vehicles", [
        ("2024-01-26", "Driving a 2012 Ford Focus, rust everywhere."),
        ("2024-06-09", "Picked up the Škoda Octavia today. The Ford went to the scrapyard."),
    ], "What car do I drive?", "Ford", "Škoda|Skoda"),
    _u("f3-072", "vehicles", [
        ("2024-02-13", "Car is insured with Direct Line."),
        ("2024-08-17", "Renewed the car insurance with Admiral this year."),
    ], "Who is my car insured with?", "Direct Line", "Admiral"),
    _u("f3-073", "vehicles", [
        ("2024-03-04", "odometer at 84,300 km"),
        ("2024-10-22", "Service done, odometer reads 97,850 km."),
    ], "What's the car's mileage?", "84,300|84300", "97,850|97850"),
    _u("f3-074", "vehicles", [
        ("2023-12-12", "Car gets serviced at Kwik Motors."),
        ("2024-04-05", "Moved servicing to the Toyota dealer in Hove."),
        ("2024-09-13", "Dealer's too pricey - Ahmed's Garage does my servicing now."),
    ], "Where does my car get serviced?", ["Kwik Motors", "Toyota dealer"], "Ahmed"),
    _u("f3-075", "vehicles", [
        ("2024-04-28", "Commute on my Trek hybrid."),
        ("2024-05-23", "Pay the water bill."),
        ("2024-09-01", "Trek got stolen. Commuting on a secondhand Giant now."),
    ], "What bike do I commute on?", "Trek", "Giant"),

    # subscriptions
    _u("f3-076", "subscriptions", [
        ("2024-01-21", "We pay for Netflix."),
        ("2024-05-13", "Cancelled Netflix and signed up for Mubi."),
    ], "Which streaming service do we pay for?", "Netflix", "Mubi"),
    _u("f3-077", "subscriptions", [
        ("2024-02-16", "Gym membership is PureGym, 24.99 a month."),
        ("2024-09-04", "PureGym put the price up to 29.99 a month."),
    ], "How much is my gym membership?", "24.99", "29.99"),
    _u("f3-078", "subscriptions", [
        ("2023-10-27", "Mobile plan is with Vodafone."),
        ("2024-08-12", "ported my number to giffgaff, half the price"),
    ], "Who's my mobile provider?", "Vodafone", "giffgaff"),
    _u("f3-079", "subscriptions", [
        ("2024-03-07", "Spotify family plan, split with my sister."),
        ("2024-10-27", "Moved over to Tidal, the sound quality's worth it."),
    ], "Which music service do I use?", "Spotify", "Tidal"),
    _u("f3-080", "subscriptions", [
        ("2024-04-12", "Subscribe to The Economist, weekly print."),
        ("2024-11-08", "Let the Economist lapse; reading the Financial Times digital instead."),
    ], "Which paper do I subscribe to?", "Economist", "Financial Times"),

    # diet
    _u("f3-081", "diet", [
        ("2024-01-04", "Going vegetarian this year."),
        ("2024-07-25", "Fully vegan since June."),
    ], "What diet do I follow?", "vegetarian", "vegan"),
    _u("f3-082", "diet", [
        ("2024-02-10", "Daily target 2,200 kcal."),
        ("2024-06-05", "Dietitian lowered my target to 1,900 kcal."),
    ], "What's my daily calorie target?", "2,200|2200", "1,900|1900"),
    _u("f3-083", "diet", [
        ("2024-03-18", "soy milk in everything"),
        ("2024-08-29", "off soy, it's oat milk now"),
    ], "What milk do I use?", "soy", "oat"),
    _u("f3-084", "diet", [
        ("2023-11-14", "Breakfast is porridge every day."),
        ("2024-07-30", "Breakfast lately: two boiled eggs and toast."),
    ], "What do I have for breakfast?", "porridge", "boiled eggs"),
    _u("f3-085", "diet", [
        ("2024-04-07", "Eating window 12:00 to 20:00."),
        ("2024-09-16", "Shifted the eating window to 10:00 to 18:00."),
    ], "When does my eating window start?", "12:00", "10:00"),

    # contacts
    _u("f3-086", "contacts", [
        ("2024-01-18", "My email is r.achebe@outlook.com"),
        ("2024-06-23", "New email for everything: rita@achebe.studio"),
    ], "What's my email address?", "r.achebe@outlook.com", "rita@achebe.studio"),
    _u("f3-087", "contacts", [
        ("2024-02-05", "Mobile: 07700 900123"),
        ("2024-09-09", "New number is 07700 900456, old SIM is dead."),
    ], "What's my phone number?", "07700 900123", "07700 900456"),
    _u("f3-088", "contacts", [
        ("2024-03-11", "Plumber: Gareth, 01632 960111."),
        ("2024-08-03", "Gareth retired - the plumber we use now is Siobhan, 01632 960222."),
    ], "Who's our plumber?", "Gareth", "Siobhan"),
    _u("f3-089", "contacts", [
        ("2023-09-28", "Emergency contact on file at work: my brother Anselm."),
        ("2024-01-30", "Updated emergency contact to my partner, Yusuf."),
        ("2024-07-10", "HR form redone - emergency contact is my mum, Cordelia."),
    ], "Who is my emergency contact at work?", ["Anselm", "Yusuf"], "Cordelia"),
    _u("f3-090", "contacts", [
        ("2024-04-17", "Letting agent for the flat: Foxtons."),
        ("2024-05-31", "Bought a birthday card for Hana."),
        ("2024-10-29", "Landlord switched agents; Chestertons manage the flat now."),
    ], "Who is the letting agent for the flat?", "Foxtons", "Chestertons"),

    # hobbies
    _u("f3-091", "hobbies", [
        ("2024-01-06", "Bouldering at Boulderwelt twice a week."),
        ("2024-06-19", "Gave up the Boulderwelt membership, climbing at Der Kegel now."),
    ], "Where do I go climbing?", "Boulderwelt", "Der Kegel"),
    _u("f3-092", "hobbies", [
        ("2024-03-24", "10k PB: 52:40"),
        ("2024-10-13", "New 10k PB today - 48:55!"),
    ], "What's my 10k personal best?", "52:40", "48:55"),
    _u("f3-093", "hobbies", [
        ("2023-12-03", "Learning the cello."),
        ("2024-04-11", "Dropped cello, taking up the ukulele."),
        ("2024-09-22", "Ukulele gathering dust. I'm learning the bandoneón now."),
    ], "What instrument am I learning?", ["cello", "ukulele"], "bandoneón|bandoneon"),
    _u("f3-094", "hobbies", [
        ("2024-02-08", "Sing with the Cantamus choir on Thursdays."),
        ("2024-08-31", "First rehearsal with the Harmonia Singers tonight."),
    ], "Which choir do I sing with?", "Cantamus", "Harmonia"),
    _u("f3-095", "hobbies", [
        ("2024-04-10", "Lichess rapid rating 1480."),
        ("2024-05-18", "Grab milk on the way home."),
        ("2024-11-05", "hit 1612 on lichess rapid!!"),
    ], "What's my Lichess rapid rating?", "1480", "1612"),

    # travel-plans
    _u("f3-096", "travel-plans", [
        ("2024-01-22", "Booked flights to Lisbon for 3-10 May."),
        ("2024-03-14", "Changed the May trip: going to Seville instead of Lisbon."),
    ], "Where am I going in May?", "Lisbon", "Seville"),
    _u("f3-097", "travel-plans", [
        ("2024-02-18", "Japan trip booked: flying out 2 October."),
        ("2024-06-07", "airline moved our Japan flight to 4 October"),
    ], "When do we fly to Japan?", "2 October", "4 October"),
    _u("f3-098", "travel-plans", [
        ("2023-12-18", "Reykjavik stay booked at Hotel Borg."),
        ("2024-02-09", "Swapped Hotel Borg for an Airbnb in Vesturbær."),
        ("2024-04-02", "Airbnb cancelled on us - booked Hótel Holt last minute."),
    ], "Where are we staying in Reykjavik?", ["Borg", "Vesturbær|Vesturbaer"], "Holt"),
    _u("f3-099", "travel-plans", [
        ("2024-03-08", "Summer plan: camping in Brittany."),
        ("2024-04-13", "Book the boiler service."),
        ("2024-06-02", "Scrapped Brittany, we're doing the Dolomites in August."),
    ], "Where are we going this summer?", "Brittany", "Dolomites"),
    _u("f3-100", "travel-plans", [
        ("2024-08-10", "Christmas at my in-laws' in Aberdeen this year."),
        ("2024-11-20", "Change of plan: Christmas will be at ours in Leicester, in-laws are coming down."),
    ], "Where are we spending Christmas?", "Aberdeen", "Leicester"),
]

CONTROLS: list[Control] = [
    # residence
    _c("f3c-001", "residence", [
        ("2024-02-10", "My sister Ingrid lives in Bergen."),
        ("2024-06-19", "I live in Trondheim, about an hour's flight from her."),
    ], "Where do my sister and I live?", ["Bergen", "Trondheim"]),
    _c("f3c-002", "residence", [
        ("2024-03-05", "Grew up in Mendoza, moved away at eighteen."),
        ("2024-07-12", "Home these days is Rosario."),
    ], "Where did I grow up and where do I live?", ["Mendoza", "Rosario"]),

    # work
    _c("f3c-003", "work", [
        ("2024-02-09", "Day job is at Lindqvist Bank."),
        ("2024-05-30", "Also started tutoring maths on weekends through Tutorly."),
    ], "Where do I work?", ["Lindqvist", "Tutorly"]),
    _c("f3c-004", "work", [
        ("2024-01-22", "Worked at Kodak for six years before this, back in the day."),
        ("2024-06-03", "At Fairmont Systems I'm on the payments side."),
    ], "Which companies have I worked for?", ["Kodak", "Fairmont"]),

    # relationships
    _c("f3c-005", "relationships", [
        ("2024-03-01", "My ex-husband Grigor still lives in the old house."),
        ("2024-07-14", "Celebrating one year with Tomasz this weekend."),
    ], "Who is my ex and who am I with now?", ["Grigor", "Tomasz"]),
    _c("f3c-006", "relationships", [
        ("2024-02-18", "Dinner with my friend Aiyana, she's hilarious."),
        ("2024-05-25", "Hiking with my friend Bartholomew on Saturday."),
    ], "Who are my friends?", ["Aiyana", "Bartholomew"]),

    # health
    _c("f3c-007", "health", [
        ("2024-01-17", "Take levothyroxine first thing each morning."),
        ("2024-04-30", "Added vitamin D drops at dinner too, per Dr. Haddad."),
    ], "What do I take every day?", ["levothyroxine", "vitamin D"]),
    _c("f3c-008", "health", [
        ("2024-02-07", "My dentist is Dr. Castellanos."),
        ("2024-08-02", "Saw an emergency dentist, Dr. Whitfield, on holiday in Cornwall - one-off for the cracked filling."),
    ], "Who is my dentist?", ["Castellanos", "Whitfield"]),

    # preferences
    _c("f3c-009", "preferences", [
        ("2024-03-08", "Love Ethiopian food, injera especially."),
        ("2024-06-15", "Also really into Georgian food lately, khachapuri!"),
    ], "What cuisines do I like?", ["Ethiopian", "Georgian"]),
    _c("f3c-010", "preferences", [
        ("2024-02-22", "Favourite colour is teal."),
        ("2024-07-09", "Painted the bedroom ochre - not my favourite colour, but it suits the room."),
    ], "What's my favourite colour, and what colour is the bedroom?", ["teal", "ochre"]),

    # possessions
    _c("f3c-011", "possessions", [
        ("2024-01-25", "My main guitar is a Yamaha acoustic."),
        ("2024-08-11", "Bought a second guitar, a Fender Telecaster, for band practice."),
    ], "What guitars do I own?", ["Yamaha", "Fender"]),
    _c("f3c-012", "possessions", [
        ("2024-03-12", "I use a Kindle Paperwhite for reading."),
        ("2024-09-29", "Got dad a Kobo Libra for his birthday."),
    ], "What e-reader do I use, and what did I give dad?", ["Kindle", "Kobo"]),

    # money
    _c("f3c-013", "money", [
        ("2024-02-15", "Salary lands in my Nordea account."),
        ("2024-06-04", "Opened a Revolut account for travel spending."),
    ], "What bank accounts do I have?", ["Nordea", "Revolut"]),
    _c("f3c-014", "money", [
        ("2024-04-03", "Monthly budget for eating out is 200."),
        ("2024-07-18", "Spent 650 on the anniversary dinner - one-off splurge, budget unchanged."),
    ], "What's my eating-out budget?", ["200", "650"]),

    # dates
    _c("f3c-015", "dates", [
        ("2024-01-14", "Dad's birthday is 2 May."),
        ("2024-03-09", "Uncle Wim's birthday is 17 May."),
    ], "When are dad's and uncle Wim's birthdays?", ["2 May", "17 May"]),
    _c("f3c-016", "dates", [
        ("2024-02-25", "Our anniversary is 6 October."),
        ("2024-09-14", "Booking the anniversary weekend away for 10 October since the 6th is a Monday."),
    ], "When's our anniversary?", ["6 October", "10 October"]),

    # schedules
    _c("f3c-017", "schedules", [
        ("2024-02-05", "Yoga is Tuesday evenings."),
        ("2024-03-18", "Added a Saturday morning swim to the routine."),
    ], "What's my weekly exercise schedule?", ["Tuesday", "Saturday"]),
    _c("f3c-018", "schedules", [
        ("2024-01-23", "Weekly call with my brother every Sunday at 20:00."),
        ("2024-07-06", "This week only, the call with my brother is Monday at 21:00 since he's travelling."),
    ], "When is my weekly call with my brother?", ["20:00", "21:00"]),

    # people
    _c("f3c-019", "people", [
        ("2024-09-04", "Ada's teacher is Ms. Petrakis."),
        ("2024-09-11", "Her twin Otto has Mr. Dufresne."),
    ], "Who are the twins' teachers?", ["Petrakis", "Dufresne"]),
    _c("f3c-020", "people", [
        ("2024-02-12", "My grandmother was a nurse in Kraków during the war."),
        ("2024-06-26", "Granny lives in Wrocław now, in a care home."),
    ], "Where does granny live, and where did she work as a nurse?", ["Kraków|Krakow", "Wrocław|Wroclaw"]),

    # projects
    _c("f3c-021", "projects", [
        ("2024-02-21", "Working on the Kestrel dashboard this quarter."),
        ("2024-05-16", "Also picked up the Heron API as a second project."),
    ], "What projects am I working on?", ["Kestrel", "Heron"]),
    _c("f3c-022", "projects", [
        ("2024-03-13", "Greenhouse build: start date 1 June."),
        ("2024-04-26", "Greenhouse build: target finish 15 July."),
    ], "When does the greenhouse build start and finish?", ["1 June", "15 July"]),

    # teams
    _c("f3c-023", "teams", [
        ("2024-01-29", "Play volleyball with the Sandpipers on Tuesdays."),
        ("2024-04-09", "Joined a cricket side too, the Millbrook Strollers."),
    ], "Which teams do I play for?", ["Sandpipers", "Millbrook"]),
    _c("f3c-024", "teams", [
        ("2024-02-17", "Lifelong Boca Juniors fan."),
        ("2024-08-24", "My five-a-side team is called Los Pibes."),
    ], "Which team do I support and which do I play for?", ["Boca Juniors", "Los Pibes"]),

    # education
    _c("f3c-025", "education", [
        ("2024-02-02", "I have a BSc in Chemistry from Leeds."),
        ("2024-09-16", "Started an MBA at Warwick, part-time."),
    ], "Where have I studied?", ["Leeds", "Warwick"]),
    _c("f3c-026", "education", [
        ("2024-03-25", "I'm doing a night class at Birkbeck."),
        ("2024-09-05", "Nadia started at Fernwood Primary today."),
    ], "Where do Nadia and I study?", ["Birkbeck", "Fernwood"]),

    # pets
    _c("f3c-027", "pets", [
        ("2024-02-01", "Our cat is called Pistachio."),
        ("2024-06-11", "Adopted a second cat today - named her Clementine."),
    ], "What are my cats called?", ["Pistachio", "Clementine"]),
    _c("f3c-028", "pets", [
        ("2024-01-20", "My dog Rufus is a beagle."),
        ("2024-05-07", "Neighbour's dog Sultan is a Great Dane, huge."),
    ], "What breed is my dog?", ["beagle", "Great Dane"]),

    # vehicles
    _c("f3c-029", "vehicles", [
        ("2024-02-08", "My car is a Mazda 3."),
        ("2024-07-11", "My wife drives a Volvo XC40."),
    ], "What cars do we drive?", ["Mazda", "Volvo"]),
    _c("f3c-030", "vehicles", [
        ("2024-03-15", "Own a Honda Jazz."),
        ("2024-08-06", "Renting a Fiat Panda for the week in Sardinia."),
    ], "What car do I own?", ["Honda", "Fiat"]),

    # subscriptions
    _c("f3c-031", "subscriptions", [
        ("2024-01-28", "We have Netflix."),
        ("2024-04-21", "Also signed up for Crunchyroll for the anime."),
    ], "What streaming services do we have?", ["Netflix", "Crunchyroll"]),
    _c("f3c-032", "subscriptions", [
        ("2024-02-29", "Paying for YouTube Premium."),
        ("2024-08-13", "Got a free month of Audible through a promo."),
    ], "What subscriptions do I have?", ["YouTube Premium", "Audible"]),

    # diet
    _c("f3c-033", "diet", [
        ("2024-02-04", "Allergic to peanuts."),
        ("2024-05-27", "Can't stand coriander - not an allergy, I just hate it."),
    ], "What foods do I avoid?", ["peanuts", "coriander"]),
    _c("f3c-034", "diet", [
        ("2024-03-21", "I eat pescatarian."),
        ("2024-07-19", "Jamal's gone keto, so dinners are tricky."),
    ], "What diet do I follow?", ["pescatarian", "keto"]),

    # contacts
    _c("f3c-035", "contacts", [
        ("2024-02-20", "Work phone: 020 7946 0321."),
        ("2024-06-28", "Personal mobile stays 07700 900777."),
    ], "What are my phone numbers?", ["7946 0321", "07700 900777"]),
    _c("f3c-036", "contacts", [
        ("2024-03-26", "My email is kofi.mensah@gmail.com."),
        ("2024-09-20", "My wife's email is ama.mensah@proton.me."),
    ], "What's my email address?", ["kofi.mensah@gmail.com", "ama.mensah@proton.me"]),

    # hobbies
    _c("f3c-037", "hobbies", [
        ("2024-01-27", "Took up pottery on Monday nights."),
        ("2024-05-21", "Started birdwatching at weekends too."),
    ], "What are my hobbies?", ["pottery", "birdwatching"]),
    _c("f3c-038", "hobbies", [
        ("2024-02-26", "Used to fence épée at uni."),
        ("2024-07-16", "Rowing with the Tideway club every Saturday."),
    ], "What sports do I do?", ["épée|epee", "Tideway"]),

    # travel-plans
    _c("f3c-039", "travel-plans", [
        ("2024-02-13", "Booked a long weekend in Tallinn for March."),
        ("2024-05-09", "Also booked Marrakech for October half-term."),
    ], "What trips have I booked?", ["Tallinn", "Marrakech"]),
    _c("f3c-040", "travel-plans", [
        ("2024-04-19", "We're going to Crete in July."),
        ("2024-06-16", "My parents are off to Madeira in July."),
    ], "Where are we going in July?", ["Crete", "Madeira"]),
]
