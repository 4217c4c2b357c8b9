"""Word lists the rules extractor types entities with.

Small and deliberate: a name not listed is still found from its context
("works at X", "moved to X", "my friend X"); the lists only settle the type of
common names that appear without such a cue.
"""

from __future__ import annotations

PLACES = frozenset(
    """
    afghanistan albania algeria argentina armenia australia austria bangladesh belgium bolivia brazil
    bulgaria cambodia canada chile china colombia croatia cuba cyprus czechia denmark ecuador egypt
    england estonia ethiopia finland france germany ghana greece guatemala hungary iceland india
    indonesia iran iraq ireland israel italy jamaica japan jordan kenya korea latvia lebanon lithuania
    luxembourg malaysia mexico morocco nepal netherlands holland nigeria norway pakistan peru
    philippines poland portugal romania russia scotland serbia singapore slovakia slovenia spain sweden
    switzerland taiwan thailand turkey ukraine uruguay venezuela vietnam wales zimbabwe
    america usa uk europe asia africa antarctica oceania
    alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii
    idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan
    minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania
    tennessee texas utah vermont virginia washington wisconsin wyoming ontario quebec bavaria
    tokyo kyoto osaka seoul beijing shanghai mumbai delhi bangalore dubai istanbul cairo nairobi lagos
    london paris berlin munich hamburg madrid barcelona lisbon rome milan florence venice naples vienna
    prague budapest warsaw krakow amsterdam rotterdam brussels zurich geneva copenhagen stockholm oslo
    helsinki dublin edinburgh glasgow manchester liverpool bristol oxford cambridge athens moscow kyiv
    sydney melbourne brisbane perth auckland wellington toronto montreal vancouver calgary ottawa
    boston denver chicago seattle portland austin dallas houston phoenix atlanta miami orlando tampa
    detroit cleveland pittsburgh philadelphia baltimore nashville memphis minneapolis milwaukee
    brooklyn manhattan queens oakland berkeley sacramento boulder tucson albuquerque honolulu
    anchorage charlotte raleigh richmond savannah charleston omaha kansas louisville indianapolis
    columbus cincinnati buffalo rochester hartford providence burlington madison reno vegas
    """.split()
) | frozenset(
    {
        "new york", "new york city", "los angeles", "san francisco", "san diego", "san jose",
        "salt lake city", "las vegas", "new orleans", "st. louis", "saint louis", "washington dc",
        "washington d.c.", "new jersey", "new mexico", "new hampshire", "north carolina",
        "south carolina", "north dakota", "south dakota", "west virginia", "rhode island",
        "hong kong", "mexico city", "rio de janeiro", "buenos aires", "cape town", "tel aviv",
        "south africa", "new zealand", "united states", "united kingdom", "great britain",
        "south korea", "north korea", "costa rica", "puerto rico", "sri lanka", "czech republic",
        "bay area", "silicon valley", "yellowstone", "yosemite", "grand canyon", "central park",
        "lake tahoe", "the alps", "alps", "rockies", "rocky mountains",
    }
)

ORGANIZATIONS = frozenset(
    {
        "google", "alphabet", "microsoft", "apple", "amazon", "meta", "facebook", "netflix", "openai",
        "anthropic", "ibm", "intel", "nvidia", "amd", "oracle", "salesforce", "adobe", "uber", "lyft",
        "airbnb", "stripe", "shopify", "spotify", "twitter", "tesla", "spacex", "boeing", "airbus",
        "deloitte", "accenture", "mckinsey", "kpmg", "pwc", "goldman sachs", "jpmorgan", "morgan stanley",
        "starbucks", "walmart", "target", "costco", "ikea", "nike", "adidas", "toyota", "honda", "ford",
        "bmw", "volkswagen", "siemens", "samsung", "sony", "nintendo", "disney", "pixar", "nasa", "nhs",
        "unicef", "unesco", "red cross", "peace corps", "harvard", "stanford", "mit", "yale",
        "princeton", "columbia", "berkeley", "ucla", "nyu", "oxford university", "cambridge university",
        "github", "gitlab", "atlassian", "slack technologies", "dropbox", "datadog", "snowflake",
        "databricks", "mozilla", "wikipedia", "reddit", "linkedin", "pinterest", "etsy", "ebay",
        "paypal", "visa", "mastercard", "fedex", "ups", "whole foods", "trader joe's", "acme", "acme corp",
    }
)

ORG_SUFFIXES = frozenset(
    {
        "inc", "inc.", "corp", "corp.", "corporation", "llc", "ltd", "ltd.", "gmbh", "co", "co.",
        "company", "group", "labs", "lab", "university", "college", "institute", "school", "academy",
        "hospital", "clinic", "bank", "foundation", "association", "society", "agency", "department",
        "ministry", "council", "club", "church", "studio", "studios", "partners", "consulting",
        "technologies", "systems", "solutions", "industries", "airlines", "motors", "media", "press",
        "center", "centre", "museum", "library", "cafe", "café", "restaurant", "bakery",
    }
)

PLACE_SUFFIXES = frozenset(
    """
    street st avenue ave road rd boulevard blvd lane park lake river mountain mountains beach island
    islands county city town village valley bay harbor harbour square bridge falls canyon coast
    """.split()
)

PRODUCTS = frozenset(
    {
        "iphone", "ipad", "macbook", "imac", "airpods", "apple watch", "android", "pixel", "galaxy",
        "kindle", "alexa", "echo", "roomba", "playstation", "ps5", "xbox", "switch", "nintendo switch",
        "windows", "linux", "ubuntu", "macos", "ios", "chrome", "firefox", "safari", "vim", "neovim",
        "emacs", "vscode", "vs code", "visual studio code", "intellij", "pycharm", "xcode", "excel",
        "word", "powerpoint", "outlook", "teams", "zoom", "slack", "discord", "notion", "obsidian",
        "evernote", "trello", "jira", "asana", "figma", "photoshop", "lightroom", "premiere",
        "chatgpt", "claude", "gpt-4", "python", "rust", "javascript", "typescript", "java", "golang",
        "kotlin", "swift", "postgres", "postgresql", "mysql", "sqlite", "duckdb", "redis", "docker",
        "kubernetes", "react", "vue", "django", "flask", "fastapi", "instagram", "tiktok", "youtube",
        "whatsapp", "telegram", "signal", "uber eats", "doordash", "fitbit", "garmin", "peloton",
        "strava", "duolingo", "headspace", "spotify premium", "model 3", "model y", "prius", "civic",
    }
)

# First names common in English-language conversation: settles "Sarah" as a person
# even at the start of a sentence.
FIRST_NAMES = frozenset(
    """
    aaron adam adrian aiden alan albert alex alexander alexandra alice alicia allison amanda amber amy
    andrea andrew angela anna anne anthony ashley audrey ava barbara ben benjamin beth betty bill bob
    brandon brenda brian brittany bruce caleb calvin cameron carl carlos carmen carol caroline carrie
    catherine charles charlie charlotte chloe chris christian christina christine christopher claire
    clara cody colin connor craig cynthia daisy dan daniel danielle david deborah dennis derek diana
    diane dominic donald donna dorothy dylan edward elena eli elijah elizabeth ella ellen emily emma
    eric erica erin ethan eva evan evelyn frank gabriel gary george gina grace greg gregory hannah
    harold harry heather helen henry holly ian isaac isabel isabella jack jacob jake james jamie jane
    janet jason jasmine jeff jennifer jenny jeremy jerry jessica jill jim joan joanna joe joel john
    jon jonathan jordan jose joseph josh joshua joy joyce juan judy julia julian julie justin karen
    kate katherine kathy katie kayla keith kelly ken kevin kim kimberly kyle laura lauren leah leo
    liam lily linda lisa logan lucas lucy luis luke lydia madison maggie maria marie mark martha
    martin mary matt matthew max maya megan mel melanie melissa mia michael michelle mike mila molly
    monica nancy natalie nathan nicholas nick nicole noah nora olivia oscar pam pamela patricia
    patrick paul peter philip rachel ralph raymond rebecca richard rick rob robert robin roger ron
    rose ruby russell ruth ryan sam samantha samuel sandra sara sarah scott sean sebastian sharon
    sophia sophie stephanie stephen steve steven susan tara teresa thomas tim timothy tina todd tom
    tony tyler valerie vanessa victor victoria vincent walter wayne william zach zoe
    jon gina nate evan joanna audrey andrew john maria tim deborah jolene calvin dave sam tom
    """.split()
)

# Capitalized words that are not names (sentence openers, days, months, titles).
NOT_NAMES = frozenset(
    """
    i i'm i've i'll i'd im ive hey hi hello thanks thank yes no nope yeah yep oh ah wow ok okay sure the a an
    my our your his her their its we you he she they it this that these those what when where why how
    who whom which whose did do does is are was were have has had can could would should will shall
    may might must just so but and or if then also great good nice cool awesome sorry well maybe
    definitely absolutely really anyway let let's love glad happy congrats congratulations haha lol
    omg btw please dear mr mrs ms dr st mom dad mum grandma grandpa monday tuesday wednesday thursday
    friday saturday sunday january february march april june july august september october november
    december today tomorrow yesterday tonight morning evening night there here not never always
    sometimes everyone everything anything something nothing someone anyone nobody all any some
    one two three first last next new old big small best better totally exactly true right
    speaking talking thinking looking hoping wishing agreed agree same welcome bye goodbye cheers
    lgbtq lgbt english spanish french german chinese japanese italian american british canadian
    christmas easter halloween thanksgiving woah whoa anytime aw aww yay hmm um uh ooh oops yikes wow
    sounds looks seems guess guessing see gotta gonna wanna ha hah hahaha yup nah dude bro man girl
    hope hopefully exciting amazing interesting wonderful incredible beautiful fantastic
    """.split()
)

RELATIONS = (
    "friend|best friend|sister|brother|mom|mother|dad|father|wife|husband|partner|boss|manager|"
    "coworker|co-worker|colleague|son|daughter|cousin|aunt|uncle|neighbor|neighbour|roommate|"
    "boyfriend|girlfriend|fiancé|fiance|fiancée|fiancee|grandma|grandmother|grandpa|grandfather|"
    "niece|nephew|mentor|teacher|therapist|doctor|kid|kids|child|children"
)

# Nouns after "I have a ..." that are experiences, not possessions.
NOT_POSSESSIONS = frozenset(
    """
    time day week weekend night question idea feeling chance lot look blast ball go try problem
    point meeting call appointment headache cold fever dream plan sense habit way moment break
    conversation talk chat word doubt thought clue favor favour feeling feelings tendency
    hard tough rough great good bad nice wonderful amazing lovely busy
    """.split()
)

# Completed actions whose leading exact measure becomes a quantity ("I ran 5 kilometers").
QUANTITY_VERBS = (
    "ran|walked|biked|cycled|swam|hiked|jogged|rode|drove|flew|read|wrote|lost|gained|saved|raised|"
    "spent|earned|bought|sold|paid|baked|painted|finished|completed|lifted|climbed|planted|adopted|"
    "donated|cooked|made|knitted|visited|watched|played|scored|collected|planted|published"
)

NUMBER_WORDS = {
    "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
    "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "thirteen": "13",
    "fourteen": "14", "fifteen": "15", "sixteen": "16", "seventeen": "17", "eighteen": "18",
    "nineteen": "19", "twenty": "20", "thirty": "30", "forty": "40", "fifty": "50", "sixty": "60",
    "seventy": "70", "eighty": "80", "ninety": "90", "hundred": "100", "a hundred": "100",
    "a dozen": "12", "a couple of": "2",
}

APPROXIMATORS = frozenset(
    "about around approximately roughly nearly almost over under like maybe some few several "
    "many more less than ~ +".split()
)

PRONOUN_OBJECTS = frozenset(
    """
    it that this them you him her those these one something anything everything nothing me us
    myself yourself himself herself themselves itself so too much lots there here what which
    """.split()
)
