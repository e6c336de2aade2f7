import { type CalmEntry, near } from "./calm-types.ts";

// Harmless frames in English (decision 034, "Harmless by context"): read after the model, never a model
// feature. Written from the kinds (household products, ropes and tools, heights for views, films and
// games, doses for an illness, recovery told as past, helping someone else), not from any probe line.
// A frame only ever calms a concern or risk reading that the lexicon reads no risk in (withCalm), and
// the breakers in calm.ts ("for real", "for me", "again", "tonight"...) switch every frame off.

const PRODUCT =
  "bleach|phenyl|phenol|harpic|lizol|colin|toilet cleaner|acid cleaner|drain cleaner|floor cleaner|detergent|rat trap|rat traps|mouse trap|rat poison|rat kil|pesticide|insecticide|mosquito spray|hit spray|baygon";
const CHORE =
  "clean|cleans|cleaning|cleaned|wash|washing|washed|laundry|stain|stains|whites|sheets|bedsheets|bedsheet|towels|white (shirt|shirts|clothes|sheets|uniform|kurta)|clothes|fabric|toilet|toilets|bathroom|tiles|floor|floors|drain|drains|mop|moping|godown|kitchen|rats|mice|cockroaches|cockroach|pests|termites|mosquitoes|garden|plants|crops|farm|field|fumes|smel";

const ROPE = "rope|ropes|nylon rope|hook|hooks|drill|ladder|clothesline|bungee cord";
const ROPE_JOB =
  "swing|tie|tying|tied down|mattres|luggage|tent|camping|climbing|rock climbing|gym|skiping|skiping rope|tug of war|boat|cattle|cow|goat|clothes|laundry|curtain|curtains|mirror|painting|frame|fan|shelf|shelves|shifting|moving house|car roof|roof rack|plants|hamock";

const HEIGHT =
  "roof|rooftop|terrace|bridge|cliff|floor|summit|peak|top|edge|tower|balcony|hil|hils|mountain|valey|sea link";
const VIEW =
  "view|views|sunset|sunrise|trek|trekking|hike|hiking|paragliding|bungee|bungee jump|skydiving|photos|photo|selfie|selfies|cafe|restaurant|sightseing|city lights|skyline|scenery|breathtaking|unreal|stunning|gorgeous|beautiful|worth it|booked";

const FICTION =
  "movie|movies|film|films|serial|serials|episode|episodes|web series|series|tv show|novel|book|books|song|songs|lyrics|anime|manga|kdrama|netflix|trailer|villain|hero|heroine|protagonist|main character|writers|author|actor|actress|season finale|poem|poems|poetry|hamlet|shakespeare|(in|watching|watched|from) (the|this|that) show";

const GAME =
  "valorant|pubg|bgmi|free fire|freefire|fifa|minecraft|among us|gta|fortnite|call of duty|apex legends|clash of clans|ludo|chess|carom|cricket|football|hockey|badminton|kabadi|tournament|wicket|wickets|[0-9]+ goals|(won|lost|win|lose|playing|played|scored|score|watching|watched) (the |a |our |their |this )?(match|final|finals|round|tournament|semis)|in the (match|final|finals|round|level|semis)|boss fight";

const ILLNESS =
  "fever|temperature|a cold|common cold|cold and cough|cough|headache|migraine|cramps|period pain|periods|toothache|body ache|back pain|infection|bp|thyroid|jet lag|alergy|alergies|diabetes|flu|viral|vet|dog|cat|puppy|kid|kids|baby|toddler|child|every morning|every night|daily|side efects|side efect|expiry|empty stomach|(coffee|tea|chai|alcohol|milk) with it";
const DOSE =
  "dose|doses|dosage|mg|ml|tablet|tablets|pils|syrup|paracetamol|ibuprofen|crocin|dolo|calpol|combiflam|antibiotic|antibiotics|prescribed|prescription|doctor|doc|pharmacist|chemist|every [0-9]+ (hours|hrs)|after food|before food|with food|after dinner|before dinner";

const PAST =
  "years ago|yrs ago|year ago|months ago|back in (college|school|the day|[0-9]+)|back then|used to|in (20[0-9][0-9])|in (class )?[0-9]+(th|st|nd|rd)( std| standard| grade)?|at [0-9]+ i|when i was [0-9a-z]+|a while back|once i|i once|once (wanted|tried|thought)|that phase|(old|faded) (scars|marks)|scars are old";
export const NOW_GOOD =
  "clean|sober|healed|healing|recovered|recovering|proud|glad i (stayed|am alive|didnt|im still here)|so glad|glad nobody|better now|im beter|doing (well|beter|great|good)|thriving|survived and|first job|got married|graduated|pulled me (thru|through)|saved my life|owe (her|him|them) my life|how far i came|not ashamed|nobody even asks|funny how life|want to open|i was wrong|closer than ever|hugged my younger self";

export const englishCalm: CalmEntry[] = [
  {
    id: "calm.en.household",
    pattern: near(PRODUCT, CHORE, 6),
    examples: [
      "how much bleach for the bathroom tiles",
      "which rat trap works best in a kitchen",
      "is phenyl ok for the floor with a baby at home",
      "does harpic damage the toilet seat",
    ],
    negatives: ["going to drink the bleach", "bleach under the sink", "i have rat poison with me"],
  },
  {
    id: "calm.en.rope-job",
    pattern: near(ROPE, ROPE_JOB, 5),
    examples: [
      "need a rope for the swing",
      "rope to tie the luggage on the bus",
      "drill and hooks for the curtain rod",
    ],
    negatives: ["the rope is ready", "bought a rope today", "rope and a chair"],
  },
  {
    id: "calm.en.view",
    pattern: near(HEIGHT, VIEW, 6),
    examples: [
      "the view from the rooftop was insane",
      "sunset on the bridge with friends",
      "trek to the summit next week",
    ],
    negatives: ["standing on the roof right now", "the bridge looks like a good place", "on the edge tonight"],
  },
  {
    id: "calm.en.fiction",
    pattern: `(the|this|that|in|new|latest|fav|favourite|favorite|watching|watched|reading|read|finished|binged|binging) (${FICTION})`,
    examples: [
      "in the movie she dies at the end",
      "that song about death is so pretty",
      "watching the serial where he poisons everyone",
    ],
    negatives: ["i feel like a film with no ending", "my life is a sad song"],
  },
  {
    id: "calm.en.news-others",
    pattern:
      "(saw|read|heard|watched|seeing|reading) (it )?(on|in) the (news|newspaper|paper)|(news|article|headline|report) (about|that|of) (a|an|the|another|two|three|this)|(news|newspaper|paper) (said|says|reported)",
    examples: [
      "read in the newspaper that a boy in delhi died",
      "news about a student who jumped",
      "saw on the news that three people died",
    ],
    negatives: ["news flash i want to die", "good news i got the job"],
  },
  {
    id: "calm.en.game-sport",
    pattern: GAME,
    examples: [
      "got killed in pubg again and again",
      "we destroyed them in the final",
      "died in the boss fight three times",
    ],
    negatives: ["game over for me", "im done playing this game called life"],
  },
  {
    id: "calm.en.medical",
    pattern: near(ILLNESS, DOSE, 8),
    examples: [
      "how many mg paracetamol for fever",
      "doctor prescribed antibiotics for the infection",
      "my dog ate a tablet, should i call the vet",
    ],
    negatives: ["how many pills would kill me", "saving my tablets"],
  },
  {
    id: "calm.en.recovery-past",
    pattern: near(PAST, NOW_GOOD, 12),
    examples: [
      "years ago i wanted to die, now im a nurse and proud of it",
      "i used to self harm, 2 years clean today",
      "back in college i was suicidal, therapy saved my life",
    ],
    negatives: ["i used to be happy", "years ago i was fine and now i want to die"],
  },
  {
    id: "calm.en.help-others",
    pattern:
      "how (do|can|should|could) i (help|support|talk to|reach out to|be there for)|what (do|should|can) i (say|do) (to|if|when) (a|my|someone|somebody|him|her|them)|warning signs|signs (that|of) (a|my|someone|somebody)|volunteer|volunteering|awareness (walk|session|week|month|day|drive|program)|prevention (day|week|month|workshop|training|helpline|talk)|workshop|for a school (project|assignment|quiz)",
    examples: [
      "how can i help my friend who is depressed",
      "what should i say to someone who self harms",
      "warning signs of suicide",
    ],
    negatives: ["nobody can help me", "how do i stop feeling this way"],
  },
  {
    id: "calm.en.trivial-cause",
    pattern: near(
      "die|died|dying|dead|kil|kils|kiled|kiling|end me|murder|rather die|dead man walking|rip",
      "wifi|wi fi|meme|memes|karela|laddoo|ladoo|bts|concert|tickets|id card|biryani|maggi|pizza|lunchbox|gpa|ppt|8am|group chat|family group|browser history|haircut|shopping|karaoke|traffic jam|heat|humidity|mosquitoes|cringe|embarasment|embarrassment|laughing|laughter|boredom|hunger|starving|battery|phone bill|wedding food|shaadi|relatives",
      6,
    ),
    examples: [
      "ugh my wifi is so bad i want to die",
      "id rather die than eat karela",
      "i sent the meme to the family group, kill me",
    ],
    negatives: ["i want to die", "kill me please", "everyone would be better off if i died"],
  },
  {
    id: "calm.en.kitchen-tool",
    pattern: near(
      "knife|knives|blade|blades|razor|scisors|peeler|grater",
      "onion|onions|vegetables|veggies|sabzi|chopping|dice|dicing|cooking|beard|trimer|shaving|shave|hair|nails",
      5,
    ),
    examples: ["which blade is good for a beard trimmer", "need a sharp knife for chopping onions"],
    negatives: ["the blade is in my drawer", "knife under my pillow"],
  },
  {
    id: "calm.en.joke",
    pattern: near(
      "lol|lmao|lmfao|haha|hahaha|rofl|emojilaugh|jk|just kidding",
      "meeting|meetings|lecture|lectures|class|zoom|call|calls|exam|exams|boss|traffic|heat|shadi|shaadi|wedding|bill|id card|monday|mondays|deadline|deadlines|assignment|presentation|deck|laddoo|karela|relatives|cringe|embarasing|embarrassment",
      8,
    ),
    examples: ["this meeting is killing me lol", "one more zoom call and im jumping out the window lmao"],
    negatives: ["lol i want to die", "haha no one would notice"],
  },
  // Second round (decision 034, "Harmless by context, second round"): idioms of dying or vanishing that
  // are hyperbole in themselves. A laugh alone is never a frame: a plan beside "lol" is a plan.
  {
    id: "calm.en.idiom",
    pattern: [
      "(wanted|want|wished|wish) the (flor|floor|ground|earth) to (swalow|swallow|open up and swalow|open up and swallow) me|(flor|floor|ground|earth) (to )?(swalow|swallow) me (whole|up)",
      "(died|dying|dead) (of|from) (embarasment|embarrassment|laughter|laughing|boredom|cringe)|had me (dying|ded|dead)|i was (dying|ded) (laughing|of laughter)",
      "(heat|humidity|lecture|meeting|class|traffic|comute|commute|deadline|boss|manager) (is|was|are|were) (literally |actually |lowkey |honestly )?(kiling|killing) me",
    ].join("|"),
    examples: [
      "i wanted the floor to swallow me",
      "that set had me dying",
      "the humidity is actually killing me",
      "died of embarrassment in the viva",
    ],
    negatives: ["i want to die", "this is killing me slowly and i want out", "i wish i was dead"],
  },
  {
    id: "calm.en.exam-coping",
    pattern: near(
      "exam|exams|boards|board exams|results|semester|sem exams|jee|neet|upsc",
      "timetable|time table|walk|walks|taking breaks|take a break|short breaks|chai|lofi|music|revision|study plan|study group|friends|gym|yoga|meditat[a-z]*|sleeping on time|geting thru|getting through|will manage|ill manage|manageable|one day at a time",
      10,
    ),
    examples: ["exam stress is real but a walk every evening helps", "boards next week, made a timetable, ill manage"],
    negatives: ["if i fail the exam im done", "exams and i want to disappear"],
  },
];
