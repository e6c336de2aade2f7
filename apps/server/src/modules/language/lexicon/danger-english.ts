import type { DangerEntry } from "./types.ts";

// Danger from someone else (decision 034, "Danger from someone else"): read after the model, never a
// model feature. Written from the kinds (violence at home, by a partner, in-laws, a teacher or employer;
// sexual abuse; threats; being locked in; forced marriage; stalking; blackmail; not safe at home), not
// from any test or probe line. The text is the lexicon's masked text ("mom will kill me if" is blanked).
/** Someone who may be hurting the writer. */
const HURTER =
  "(dad|daddy|father|papa|mom|mum|mother|mommy|stepdad|step dad|stepfather|stepmom|stepmother|stepbrother|stepsister|step mom|step father|step mother|step brother|husband|hubby|wife|boyfriend|bf|partner|ex|fiance|brother|bro|sister|uncle|mamaji|chachu|aunt|aunty|cousin|in laws|inlaws|mother in law|father in law|saasu maa|sasu maa|saas|sasur|jethji|jeth|teacher|sir|coach|tutor|boss|employer|owner|malik|seth|madam|landlord|neighbour|neighbor|he|she|they|someone|a man|a guy)";
/** Up to three words, none of them a game, sport or joke ("beats me at chess"). */
const GAP = "(?: (?!game|games|match|chess|fifa|playfuly|jokingly)[^ ]+){0,3}";
/** Up to five words, none a game word and none the writer ("mom said i burnt my hand" is not mom burning it). */
const GAP_NOT_I = "(?: (?!(game|games|match|chess|fifa|playfuly|jokingly|i|im|ive|id|myself)(?: |$))[^ ]+){0,5}";
/** Things people are hit, burnt or attacked with. */
const OBJECT =
  "(belt|belts|rod|iron rod|steel rod|pipe|steel pipe|stick|sticks|cane|danda|lathi|slipper|slippers|chappal|chapal|shoe|shoes|wire|wires|cable|ladle|hot ladle|spoon|hot spoon|rolling pin|belan|hanger|iron|hot iron|cricket bat|bat|hockey stick|broom|jhadu|knife|blade|scissors|tongs|chimta|matchstick|cigarette|lighter|candle|bottle|glass|plate|plates|utensils|vessel|remote|phone|charger|fist|fists|hot water|boiling water|ruler|scale|duster|compass|geometry box|pan|frying pan|tawa|stool|chair)";
/** Parts of the writer's body. */
const BODY =
  "(hand|hands|arm|arms|wrist|wrists|leg|legs|back|face|cheek|head|fingers|palm|palms|skin|thigh|thighs|neck|stomach|chest|feet|foot|body)";

export const englishDanger: DangerEntry[] = [
  {
    id: "danger.en.violence",
    pattern: [
      // Blows that are never a game or an idiom on their own ("kicked me out" and "punch me in the game" aside).
      "(slap|slaps|slaped|slaping|kick|kicks|kicked|kicking|punch|punches|punched|punching|choke|chokes|choked|choking|strangle|strangles|strangled|whip|whips|whiped|thrash|thrashes|thrashed|smack|smacks|smacked) (me|us)(?! (out|of|off|to|at) )",
      "(?<!(hel|shel|theyl|youl|il|wel|wil|gona|going to|would|wana|to|might) )(beat|beats|beating) (me|us) (up|with|black|badly|daily|every|again|when|so|til|until|and|if|for|in front)",
      "(beat|beats|beating|kick|kicks|kicked) the (crap|shit|hel|life|daylights) out of (me|us)",
      // Someone who may hurt the writer, then a blow ("he beat me at chess", "hit me up" aside).
      `${HURTER}${GAP} (beat|beats|beating|hit|hits|hiting|bit|bites|burned|burns|burnt|pushed|pushes|shoved|shoves|attacked|attacks|bruised|slaped|slaps|kicked|kicks|punched|punches|choked|chokes) (me|us)(?! up| back| out| off| to it| (at|in) (a |the )?(game|match|chess|fifa|race|ludo|carom|cards)| with (?!(a |an |the |his |her |their |my )?(hot |heavy |metal |wooden |steel |iron |plastic |leather )?${OBJECT}))`,
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
      "she hit me with the cutest reply",
      "my cousins said theyll beat me up at carrom tonight",
      "the boys said theyll beat us in the finals",
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
    pattern: `(locks|locked|locking) me (in|up|inside|in the)|${HURTER}${GAP} (locks|locked|throws|threw|kicks|kicked|puts|put|shuts|shut) (me|us) out(side)? (of the house |of the home )?(at night|in the cold|in the rain|for the night|all night|and (locks|locked|i sleep|i slept))|(dont|doesnt|do not|does not|wont|never) let (me|us) eat (anything|at all|for|til|until)|keep(s)? me locked|(dont|doesnt|wont|do not|does not|never) let me (go out|leave|step out|go outside|out of the house|out of the room|meet anyone|talk to anyone)|(not|never) allowed (to )?(leave|go out|step out) of the house|(took|takes|snatched|hides|hid|smashed|smashes|broke|breaks) (away )?my phone (and|n|so (i|that i) (cant|cannot|can not|wont be able to)) ?(dont|doesnt|wont|never|locked|locks|beat|beats|hit|hits|slaped|slaps|cant|cannot|call|talk|tell|contact)`,
    examples: [
      "they locked me in the store room",
      "my husband doesnt let me leave the house",
      "he took my phone and wont let me go out",
      "husband smashed my phone so i cant call my parents",
      "dad throws me out of the house at night",
      "stepmom doesnt let me eat for the whole day",
    ],
    negatives: [
      "i locked myself out of my room",
      "the hostel doesnt let us leave after ten",
      "lock me in for the exam lol",
      "dad took my phone so id focus on boards",
      "i locked myself out at night lol",
      "the doctor doesnt let me eat sugar",
      "mom hides my phone during exams",
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
      "(dont|do not|never|cant|cannot|no longer) feel safe (at|in) (my )?(own )?(home|house)|not safe (at|in) (my )?(own )?(home|house)|(home|house) (isnt|is not|aint|is never) safe|unsafe at home|(scared|afraid|terified|frightened) (to|of going|of) (go )?(back )?home(?! (alone|by myself|at night|in the dark|late|bc i|bcz i|coz i|cuz i|because i|since i|as i))|(scared|afraid|terified) (of|to) (face )?my (dad|father|husband|stepdad|stepfather|mom|mother)",
    examples: ["i dont feel safe in my own house", "home is not safe for me", "im scared to go back home"],
    negatives: [
      "home feels safe again",
      "scared of the dark at home",
      "i feel safe at home now",
      "scared to go home coz i lost my new earphones, mom will be upset",
      "afraid to go home alone at night from the metro",
    ],
  },
  {
    id: "danger.en.object-attack",
    pattern: [
      // Someone hits, burns or attacks the writer with a thing ("mom said i burnt my hand" aside: no "i" between).
      `${HURTER}${GAP_NOT_I} (hits|hit|beats|beat|whacks|whacked|smacks|smacked|slaps|slaped|burns|burned|burnt|attacks|attacked|cuts|cut|poked|pokes|stabed|stabs) (me|us|my ${BODY}) (on (my|the) ${BODY} )?with (a |an |the |his |her |their |my )?(hot |heavy |metal |wooden |steel |iron |plastic |leather |burning )?${OBJECT}`,
      // Things thrown at the writer, or something hot poured or pressed on them.
      `(throws|threw|throwing|flings|flung|hurls|hurled) (things|stuff|utensils|vessels|knives|bottles|glasses|shoes|slippers|chappals|acid|(a |an |the |his |her |their )?(hot |boiling |heavy |steel |glass |metal |wooden )?${OBJECT}s?|(hot|boiling) (tea|chai|oil|milk|dal)) (at|on|over) (me|us|my)`,
      "(poured|pours|threw|throws) (hot|boiling) (water|tea|chai|oil|milk|dal) (on|over|at) (me|my)",
      `${HURTER}${GAP_NOT_I} (pressed|presses|held|holds|put|puts) (a |the |his |her )?(hot|burning|red hot|heated) ${OBJECT} (on|to|against) my ${BODY}`,
      `${HURTER}${GAP_NOT_I} (burns|burned|burnt|burning) (me|my ${BODY})(?! (in|at) (a |the )?(game|match|roast|rap|debate))`,
      // Dragged, hair pulled, head banged: never said of play.
      `${HURTER}${GAP_NOT_I} (drags|dragged|draging) me (by (my|the) (hair|arm|neck|colar|hand|feet|legs)|across (the )?(floor|room|road|ground|yard))|(drags|dragged|pulls|pulled|yanks|yanked) me by (my|the) hair`,
      `${HURTER}${GAP_NOT_I} (bangs|banged|slams|slamed|smashes|smashed|hits|hit|knocks) my head (on|against|into|to)`,
    ].join("|"),
    examples: [
      "my stepdad hit me with a hanger yesterday",
      "aunty beats me on my back with a rolling pin",
      "mom burns my fingers with a matchstick when i lie",
      "he throws plates at me when dinner is late",
      "mother in law poured boiling dal on me",
      "she pressed a hot iron to my arm",
      "my husband burned my hand",
      "he dragged me by my hair across the room",
      "sir banged my head against the blackboard",
    ],
    negatives: [
      "i burnt my hand with the iron today",
      "mom said i burnt my hand on the tawa again",
      "she hit me with the cutest reply",
      "he threw a party for me",
      "they threw water balloons at us on holi",
      "my friend roasted me, she burned me in the roast battle",
      "i banged my head on the cupboard door lol",
      "mom pulled me out of bed for school",
      "he hit the ball with a bat",
    ],
  },
  {
    id: "danger.en.threat-quoted",
    pattern: [
      // Someone quoted threatening the writer in their own words ("he says i'll burn you").
      `${HURTER}${GAP} (says|said|saying|keeps saying|told me|tells me|telling me|texted|texts|yells|yelled|screams|screamed|wrote|threatens|threatened)(?: [^ ]+){0,6} (il|i wil|im gona|im going to|i am going to|ima) (kil|burn|cut|stab|finish|destroy|ruin|throw acid|pour|set|bury|kidnap|slit|strangle) (you|u|ur|your|urself|yourself|ya|tu|tumhe)`,
      // A threat to set on fire, to throw acid or ruin a face, or to hurt someone the writer loves.
      "(set|setting) (me|u|you) on fire|pour (kerosene|petrol|diesel|oil) (on|over) (me|you|u)|(throw|throwing|pour|put|splash) acid (on|at|in) (me|my|ur|your|you|u)|(ruin|destroy|burn|cut|spoil) (my|ur|your) face with acid|(il|hel|shel|theyl|hed|shed|wil|would|gona|going to) (cut|slash|disfigure) (my|ur|your) face",
      "(hel|shel|theyl|hed|shed|theyd|(he|she|they) (wil|would|is gona|is going to|wants to)) (kil|hurt|harm|kidnap|finish|take) (my|ur|your) (little |younger |baby |kid |elder |older )?(sister|brother|mom|mother|dad|father|family|kids|child|children|son|daughter|parents)",
      "(take|taking) (the|my|our) (kids|children|child|baby) (away )?and (kil|finish|hurt|throw out) (me|you|u)|(finish|finishes|finishing) me (if|when|one day)",
      // If the writer tells anyone, something happens.
      "if (i|you|u) (tel|tell) (anyone|anybody|someone|mom|dad|my mom|my dad|the police|police|ur mom|your mom)(?: [^ ]+){0,4} (kil|hurt|beat|burn|finish|leak|post|send|share)",
    ].join("|"),
    examples: [
      "my husband keeps saying ill burn you alive one day",
      "he texted me ill throw acid on your face",
      "bf says he will set me on fire if i leave",
      "he said hed kill my little brother",
      "he says if i tell anyone he will hurt my mom",
      "he will take the kids away and finish me",
    ],
    negatives: [
      "my friend said ill kill you if you spoil the movie lol",
      "i said ill finish the assignment tonight",
      "this heat will ruin my face",
      "if you tell anyone about the surprise party ill kill you",
      "ill kill my brother if he eats my chips again",
      "this new diet is going to finish me off",
      "a film where the villain threatens to set the village on fire",
    ],
  },
  {
    id: "danger.en.stalking-contact",
    pattern: `(keeps|keep|kept|still) (texting|messaging|calling|dming|msging|mesaging|contacting)(?<!(spam|loan|marketing|telecaler|scam|bank|insurance|credit card|sales|recovery)[^]*) (me )?(from|with|through|using) (new|diferent|other|fake|multiple|many) (numbers|number|accounts|acounts|ids|profiles|sims)|(makes|made|creates|created|opens|opened) (a )?(new|another|fake) (account|acount|id|profile|number)s? (every time|everytime|each time|whenever|after) i (block|blocked|report)|knows (my (address|house|home|room|hostel|pg|coleges|school|route|timings|bus)|where i (live|stay|work|study|sleep)|which (bus|train|route|gate|road|building) i)|${HURTER}(?: [^ ]+){0,2} (waits|waiting|stands|standing|parks|parked) (outside|near|below|at) my (house|home|building|gate|pg|hostel|ofice|coaching|school|colege)`,
    examples: [
      "he keeps messaging me from new numbers no matter how many i block",
      "my ex made a new account every time i blocked him",
      "this man knows which route i take to work",
      "a guy keeps standing outside my pg at night",
    ],
    negatives: [
      "spam calls from new numbers all day, these loan guys",
      "my friend made a new account after she forgot her password",
      "the swiggy guy knows my building by now",
      "waiting outside my college for the bus",
    ],
  },
  {
    id: "danger.en.night-touch",
    pattern: `${HURTER}${GAP} (comes|came|coming|gets|got|climbs|climbed|creeps|crept|sneaks|snuck|slips) (in|into|inside|under) (my )?(bed|room|blanket|quilt|razai|sheets)(?: [^ ]+){0,3} (at night|when (i|im|everyone)|while i|after (mom|dad|everyone)|and (touch|touches|puts|i pretend|i freeze))|(hand|hands|fingers) (under|inside|into|in) my (blanket|quilt|razai|clothes|shirt|top|kurta|pants|skirt|dress|nightdress|underwear)|i (pretend|act) to (be )?(asleep|sleep|sleeping) (when|while|coz|cuz|because|bc|as) (he|she|they|uncle|cousin|my)|(pretend|act) to (be )?(asleep|sleep|sleeping)(?: [^ ]+){0,3} (he|she|they) (comes|gets|touches|lies|climbs)|(rubs|rubed|strokes|stroked) my (back|thigh|thighs|leg|legs|chest|waist)(?: [^ ]+){0,4} (lower|under|inside|i freeze|dont tell|i feel sick)|(does|did|doing) (stuff|things|bad things|dirty things|weird things) to me|(our|a) (little )?secret(?: [^ ]+){0,6} (touch|touches|touched|does|stuff)|(touch|touches|touched|does stuff|does things)(?: [^ ]+){0,6} (our|a) (little )?secret|(dirty|sexual|nude|naked|vulgar) (msgs|messages|texts|pics|photos|videos|jokes)(?: [^ ]+){0,4} (dont tel|not to tel|keep it secret|our secret)|(grabs|grabed|gropes|corners|cornered|pins|pined) me (when|while|from behind|in the|at night|alone|if)`,
    examples: [
      "my cousin creeps into my bed at night",
      "uncle puts his hand under my blanket",
      "i pretend to be asleep when he comes in",
      "he does stuff to me when nobody is home",
      "he says its our little secret and touches me",
      "coach rubs my thigh and goes lower",
      "my mamaji grabs me from behind in the kitchen",
    ],
    negatives: [
      "my cat sneaks into my bed at night",
      "i pretend to sleep when mom checks if im on my phone",
      "our little secret recipe for the cake",
      "what music does to me is crazy",
      "mom rubs my back when i have a fever",
    ],
  },
  {
    id: "danger.en.hiding-home",
    pattern:
      "(i )?(hide|hiding|hid) (in|inside|under|behind) (the |my )?(bathroom|toilet|washroom|cupboard|closet|wardrobe|bed|terrace|roof|storeroom|store room|kitchen|car)(?: [^ ]+){0,4} (when|whenever|til|until|before|so) (he|she|they|dad|father|papa|mom|mother|husband|stepdad|uncle|brother)|(not going|dont wana go|dont want to go|cant go|wont go|not gona go|am not going) (back )?(home|to that house|there)(?: [^ ]+){0,5} (scared|afraid|terified|fear) of what (he|hel|hed|she|shel|shed|they|theyl|theyd|dad|papa|my dad|my father|my husband|my stepdad)|(he|she|they|dad|papa|father|husband|stepdad)(l| wil) (hurt|beat|hit) me again",
    examples: [
      "i hide in the cupboard when he starts drinking",
      "not going home today, scared of what my stepdad will do",
      "he will hurt me again if i go back",
    ],
    negatives: [
      "we hid in the bathroom during hide and seek",
      "i hide in my room when guests come lol",
      "not going home this weekend, too much assignment",
    ],
  },
  {
    id: "danger.en.isolation-food",
    pattern:
      "(dont|doesnt|do not|does not|wont|never|stopped|stop) (give|giving|gave) (me|us) (any )?(food|foods|meals|dinner|lunch|breakfast|khana|anything to eat)|(starve|starves|starved|starving) (me|us)|no food for (the whole day|days|two days|2 days|a day)|(husband|hubby|bf|boyfriend|partner|fiance|in laws|inlaws|wife|he)(?: [^ ]+){0,4} (wont|doesnt|dont|never|does not) (let|allow) me (to )?(see|meet|talk to|call|visit|text) (my )?(friends|family|parents|mom|mother|dad|sister|brother|anyone)|(keeps|kept|took|takes|has|hid|hides) my (passport|documents|aadhar|aadhaar|id card|id)",
    examples: [
      "they dont give me food if i answer back",
      "my stepmom starves me as punishment",
      "husband wont let me talk to my parents",
      "the agency took my passport and i cant leave",
    ],
    negatives: [
      "mom doesnt let me eat junk food",
      "i forgot my id card at home",
      "my boyfriend wont let me pay for dinner lol",
    ],
  },
];
