import type { DangerEntry } from "./types.ts";

// Danger from someone else (decision 034, "Danger from someone else"): read after the model, never a
// model feature. Written from the kinds (violence at home, by a partner, in-laws, a teacher or employer;
// sexual abuse; threats; being locked in; forced marriage; stalking; blackmail; not safe at home), not
// from any test or probe line. The text is the lexicon's masked text ("mom will kill me if" is blanked).
/** Someone who may be hurting the writer. */
const HURTER =
  "(dad|daddy|father|papa|mom|mum|mother|mommy|stepdad|step dad|stepfather|stepmom|stepmother|husband|hubby|wife|boyfriend|bf|partner|ex|fiance|brother|bro|sister|uncle|aunt|aunty|cousin|in laws|inlaws|mother in law|father in law|teacher|sir|coach|tutor|boss|employer|owner|landlord|neighbour|neighbor|he|she|they|someone|a man|a guy)";
/** Up to three words, none of them a game, sport or joke ("beats me at chess"). */
const GAP = "(?: (?!game|games|match|chess|fifa|playfuly|jokingly)[^ ]+){0,3}";

export const englishDanger: DangerEntry[] = [
  {
    id: "danger.en.violence",
    pattern: [
      // Blows that are never a game or an idiom on their own ("kicked me out" and "punch me in the game" aside).
      "(slap|slaps|slaped|slaping|kick|kicks|kicked|kicking|punch|punches|punched|punching|choke|chokes|choked|choking|strangle|strangles|strangled|whip|whips|whiped|thrash|thrashes|thrashed|smack|smacks|smacked) (me|us)(?! (out|of|off|to|at) )",
      "(beat|beats|beating) (me|us) (up|with|black|badly|daily|every|again|when|so|til|until|and|if|for|in front)",
      // Someone who may hurt the writer, then a blow ("he beat me at chess", "hit me up" aside).
      `${HURTER}${GAP} (beat|beats|beating|hit|hits|hiting|bit|bites|burned|burns|burnt|pushed|pushes|shoved|shoves|attacked|attacks|bruised|slaped|slaps|kicked|kicks|punched|punches|choked|chokes) (me|us)(?! up| back| out| off| to it| (at|in) (a |the )?(game|match|chess|fifa|race|ludo|carom|cards))`,
      "beaten (up )?by (my|his|her)|raises (his|her) hand (on|at) me",
    ].join("|"),
    examples: [
      "my stepfather hits me when he is angry",
      "he slapped me in front of everyone",
      "my husband kicked me in the stomach",
      "they beat me with a wire",
      "got beaten up by my brother",
    ],
    negatives: [
      "my cousin beats me at chess every time",
      "the bug bit my leg",
      "she hit the ball out of the park",
      "that song really hit me",
      "hit me up when youre free",
      "she beat me to it",
      "they kicked me out of the group chat",
      "beats me why he left",
    ],
  },
  {
    id: "danger.en.sexual",
    pattern:
      "(touch|touches|touched|touching|groped|gropes|grabs|grabbed) me (in |at )?(the )?(wrong|bad|private|inapropriate|weird)|(bad|wrong|inapropriate|unsafe) touch|(keeps|kept|keep) touching me|touches me (and|when|at night|there|down there)|touch(es|ed)? my (private|privates|chest|breasts|thighs|body)|molest(s|ed|ing)? me|molested|raped me|rapes me|forced (himself|herself|themselves) on me|made me (do things|touch|undres|watch)|sexualy (abused|harased|asaulted)|comes into my (room|bed) at night",
    examples: [
      "my tutor touches me in the wrong way",
      "it was a bad touch",
      "he keeps touching me and i hate it",
      "my neighbour molested me",
      "he made me touch him",
    ],
    negatives: ["my grandma touches my head when she prays", "that movie touched me", "keep in touch"],
  },
  {
    id: "danger.en.threat",
    pattern:
      "(kill|hurt|burn|beat|murder|stab|shoot) me if (i|you)|(threaten|threatens|threatened|threatening) (to )?(kill|hurt|beat|burn|stab|throw acid|leak|post|share|send|kidnap)[a-z]*|(threaten|threatens|threatened|threatening) me|(said|says|saying|told me|swears|swore) (that )?(he|she|they)?(l|d| wil| would| is going to| gona)? ?(kill|stab|strangle|murder|burn|hurt) me|(throw|throws|throwing|threw) acid (on|at) me|acid on my face|burn me alive|break (my|both my) (legs|bones|arms|face|neck)",
    examples: [
      "he threatened me with a knife",
      "he will throw acid on me",
      "he swore hed kill me",
      "my brother said he is going to kill me",
      "he will hurt me if i tell",
    ],
    negatives: [
      "my sister threatened to tell mom",
      "this deadline is going to kill me",
      "my mom will kill me if she finds out",
      "a documentary on acid attack survivors",
    ],
  },
  {
    id: "danger.en.confined",
    pattern:
      "(locks|locked|locking) me (in|up|inside|in the)|keep(s)? me locked|(dont|doesnt|wont|do not|does not|never) let me (go out|leave|step out|go outside|out of the house|out of the room|meet anyone|talk to anyone)|(not|never) allowed (to )?(leave|go out|step out) of the house|(took|takes|snatched) (away )?my phone (and|so)",
    examples: [
      "they locked me in the store room",
      "my husband doesnt let me leave the house",
      "he took my phone and wont let me go out",
    ],
    negatives: [
      "i locked myself out of my room",
      "the hostel doesnt let us leave after ten",
      "lock me in for the exam lol",
    ],
  },
  {
    id: "danger.en.forced-marriage",
    pattern:
      "forc(e|es|ed|ing) me (in)?to (marry|get married|mariage)|forced (mariage|to marry)|marry me off|married off against|child mariage|(mariage|shadi|nikah) against my (wil|wish)|(fixed|arranged) my (mariage|shadi|nikah) (without asking|against)",
    examples: ["my parents are forcing me to marry my cousin", "they want to marry me off at 15", "a forced marriage"],
    negatives: ["my parents found a match and im happy", "we had an arranged marriage and love it"],
  },
  {
    id: "danger.en.stalking-blackmail",
    pattern:
      "(follows|following|followed) me (home|everywhere|around|from|to my)|(stalks|stalking|stalked) me|my stalker|(waits|waiting|stands) outside my (house|home|colege|school|hostel|ofice)|knows where i live|blackmail[a-z]*|sextort[a-z]*|(leak|leaks|leaking|post|posting|share|sharing|send|sending|upload|uploading) my (private |nude |intimate )?(pics|photos|pictures|videos|video|nudes)|my (private|nude|intimate) (pics|photos|pictures|videos|video)",
    examples: [
      "a man keeps following me home from the bus stop",
      "someone is blackmailing me",
      "he will leak my nudes",
      "he knows where i live and waits outside my house",
    ],
    negatives: ["i stalked his instagram lol", "follow me on insta", "my friend posted our trip photos"],
  },
  {
    id: "danger.en.unsafe-home",
    pattern:
      "(dont|do not|never|cant|cannot|no longer) feel safe (at|in) (my )?(own )?(home|house)|not safe (at|in) (my )?(own )?(home|house)|(home|house) (isnt|is not|aint|is never) safe|unsafe at home|(scared|afraid|terified|frightened) (to|of going|of) (go )?(back )?home|(scared|afraid|terified) (of|to) (face )?my (dad|father|husband|stepdad|stepfather|mom|mother)",
    examples: ["i dont feel safe in my own house", "home is not safe for me", "im scared to go back home"],
    negatives: ["home feels safe again", "scared of the dark at home", "i feel safe at home now"],
  },
];
