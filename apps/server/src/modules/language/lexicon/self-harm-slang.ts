import type { AttemptEntry } from "./types.ts";

// Self-harm told in slang (decision 034, "Self-harm slang"): the coded words young people use for cutting
// (cat scratches where there is no cat, a barcode on the arm, beans or styro for how deep, red lines, "sh",
// supplies hidden from a parent, ouchies on the thigh, full sleeves worn in the heat so nobody sees), each
// only beside what makes it code: the missing cat, the body, the depth, the hiding. Read by the attempt layer
// after the model (kind "self-harm": risk), never a model feature. Written from the development sets'
// missed lines (the general probes, the relapse probe, batch 4, the pairs) in English, Devanagari and Latin
// Hindi; the text is the lexicon's masked text, normalised and squashed like the patterns.

const BODY = "arm|arms|thigh|thighs|wrist|wrists|skin|kalai|haath|hath|bah|banh|बाँह|बांह|बाजू|कलाई|जांघ|जाँघ|हाथ|skin";
/** Somebody who must not see, or the hiding itself. */
const HIDING =
  "(mom|mum|mummy|mumy|papa|dad|hostel aunty|roommate|nobody|no one|koi|kisi|मम्मी|पापा|कोई|किसी)(?: [^ ]+){0,4} (see|sees|saw|find|finds|found|notice|dekh|dekhe|dekha|dekh le|dekh na|pata|देख|पता)|(hide|hiding|hid|chupa|chupana|chupake|chhupa|chhupana|chhupake|छुपा|छुपाना|छुपाके|छुपा के|छिपा)";

export const selfHarmSlang: AttemptEntry[] = [
  {
    id: "slang.cat-scratches",
    kind: "self-harm",
    pattern:
      "cat ?scratch(es)?|कैट स्क्रैच[^ ]*|(billi|बिल्ली) ne (noch|nocha|nochi|noch liya|nocha hai|kiya|scratch kiya)|बिल्ली ने (नोच|नोचा|नोची|नोच लिया|किया)",
    with: "(no|koi|not even a|dont even have a|dont have a|dont own a|without a) (cat|billi)|(billi|बिल्ली)(?: [^ ]+){0,4} (nahi|nhi|नहीं|नही)|bahana|बहाना|excuse|jhooth|jhuth|झूठ|(bol|bola|boli|told|tell|said|बोल)(?: [^ ]+){0,3} (billi|cat|बिल्ली)|(did|made|gave my ?self) (some )?(cat|more)|lol not lol",
    examples: [
      "did some cat scratches last night lol not lol",
      "आज फिर कैट स्क्रैचेज़ हो गए 🙃 वैसे घर में बिल्ली है ही नहीं लोल",
      "arm pe cat scratches dekh ke mummy ne pucha, bol diya billi ne kiya 🙃",
      "हाँ हाँ 'बिल्ली ने नोच लिया' 🙂 सब मान लेते हैं। घर में कोई बिल्ली है ही नहीं",
    ],
    negatives: [
      "my cat scratches the sofa every morning, any tips?",
      "billi ne noch liya, injection lagwana padega kya?",
      "बिल्ली ने नोच लिया 😭 डॉक्टर ने टिटनेस का इंजेक्शन दिया",
      "got cat scratches all over my arm from bathing my kitten",
    ],
  },
  {
    id: "slang.barcode",
    kind: "self-harm",
    pattern: `barcoding|barcoded (my|mera|meri)|(${BODY})(?: [^ ]+){0,3} (barcode|बारकोड)(?! (design|tattoo|sticker|डिज़ाइन|डिजाइन|टैटू))|(barcode|बारकोड)(?: [^ ]+){0,3} (${BODY})`,
    examples: ["कलाई पर barcode फिर से बन गया", "barcoding again tonight", "my thigh looks like a barcode now"],
    negatives: [
      "scan the barcode again, the machine is slow",
      "barcode scanner wala app chahiye",
      "मेरे हाथ पे mehendi वाला barcode design 😍 सबको पसंद आया",
    ],
  },
  {
    id: "slang.depth",
    kind: "self-harm",
    pattern:
      "(went|gone|got|hit|reached|down|deep|till|upto|up) to (the )?(beans|styro|styrofoam|fat)|(beans|styro|styrofoam|बीन्स|स्टायरो) (level|deep|cuts|cut|dikh[a-z]*|दिख[^ ]*|tak|तक)|(went|gone|chala gaya|chala gya|gaya|gya) (beans|styro)",
    examples: [
      "went to styro yesterday, long sleeves season all year now",
      "the new ones went to beans this time",
      "beans dikh gaye aaj, itna deep chala gya",
    ],
    negatives: ["went to buy beans and rice", "styrofoam cups are banned in our canteen", "add the beans to the curry"],
  },
  {
    id: "slang.red-lines",
    kind: "self-harm",
    pattern: `(red lines|red line|रेड लाइन्स|रेड लाइन)(?: [^ ]+){0,6} (${BODY}|clean|क्लीन|streak|स्ट्रीक)|(${BODY}|clean|क्लीन|streak|स्ट्रीक)(?: [^ ]+){0,6} (red lines|रेड लाइन्स)`,
    examples: [
      "182 दिन क्लीन थी, आज फिर रेड लाइन्स बना दीं 🥲 स्ट्रीक गई।",
      "red lines 🟥 आज ज़्यादा हो गईं। बाँह पर जगह कम पड़ने लगी है",
    ],
    negatives: ["teacher ne copy pe red lines bana di", "metro map pe red line wala route lo"],
  },
  {
    id: "slang.sh",
    kind: "self-harm",
    pattern:
      "(need|want|wana|urge|urges|craving|tempted|going|gona) to sh|sh (karne|krne|karna|krna|kiya|kia|kr liya|kar liya|kar li|kr li|wala phase|vala phase|ka urge|ki craving|urge|urges|craving|again|relapse)|shd again|sh d( again)?|एसएच (रिलैप्स|किया|करने|का|की)",
    examples: [
      "need to sh so bad rn",
      "bhai sh karne ki craving bahut strong hai aaj",
      "sh'd again after 5 months",
      "एसएच रिलैप्स हो गया यार",
      "mera sh wala phase wapas aa rha h bhai",
    ],
    negatives: [
      "sh, the baby is sleeping",
      "3 yrs clean from sh today 🎉",
      "no sh sherlock",
      "forgot my thyroid tablet this morning, shd i take it now or skip",
    ],
  },
  {
    id: "slang.streak-cut",
    kind: "self-harm",
    pattern:
      "(clean|क्लीन|streak|स्ट्रीक)(?: [^ ]+){0,8} (phir se |fir se |फिर से |again )?(kaat diya|kat diya|kaat liya|kat liya|काट दिया|काट लिया|काट ली|cut again|cut my ?self)",
    examples: ["bhai 6 mahine ka clean streak tha, kal raat PG me phir se kaat diya"],
    negatives: ["clean kar ke sabzi kaat di, ab khana banaungi"],
  },
  {
    id: "slang.supplies",
    kind: "self-harm",
    pattern: "(?<!(art|craft|school|stationery|cleaning|party|office|medical|first aid) )(supplies|my kit)",
    with: `${HIDING}|restock|restocked|naye lene|nayi lani|नई|khatam ho gaye`,
    examples: [
      "need new hiding spots for my supplies, mom went through my pencil box today",
      "restocked my supplies today. had to go to 3 shops so nobody wud ask",
      "नई supplies अलमारी में छुपा दी हैं, पिछली वाली मम्मी ने फेंक दी थीं 🙃",
      "supplies khatam ho gaye, naye lene h. par is baar chhupana padega, mummy room check krti h",
    ],
    negatives: ["art supplies chhupa ke rakhi, bhai sab use kar leta h", "party supplies le aaye, mummy ko pata nahi"],
  },
  {
    id: "slang.ouchies",
    kind: "self-harm",
    pattern: "ouchies|ouchie",
    with: `${BODY}|naye|nayi|new|fresh|kisi ko mat|dont tell|mat batana|${HIDING}`,
    examples: ["ouchies wala din tha aaj, 3 naye aa gaye thigh pe. kisi ko mat batana pls"],
    negatives: ["my little bro got ouchies on his knee at the park"],
  },
  {
    id: "slang.sleeves",
    kind: "self-harm",
    pattern:
      "(full|long) (sleeves|sleve|sleves)|(फुल|फ़ुल|full) (स्लीव्स|स्लीव)|wrists are covered|(hoodie|hodie|bracelets) (pehni|pehna|pehen|pehenti|पहनी|पहन)",
    with: "(निशान|nishan|nishaan|scars|marks|cuts|cut|lines|लाइनें|old scars)(?: [^ ]+){0,6} (naye|new|fresh|phir|again|फिर|नए)|(so|taki|taaki|ताकि|isliye|इसलिए)(?: [^ ]+){0,3} (nobody|no one|mummy|mom|koi|कोई)(?: [^ ]+){0,3} (sees|see|doesnt see|cant see|na dekhe|dekh na|dekh le|ना देख|न देख|देख न)|(koi|कोई) (dekh|देख) (na|ना|न) le|wrists are covered",
    examples: [
      "my wrists are covered, wearing full sleeves in this heat",
      "इतनी गर्मी में भी फुल स्लीव्स पहनती हूँ ताकि घर में कोई निशान ना देख ले",
      "new ones right next to the old scars. wearing full sleeves in 40 degrees so mummy doesnt see",
      "beans dikh gaye aaj, itna deep chala gya. koi dekh na le isliye hoodie pehni h",
    ],
    negatives: [
      "wearing full sleeves in this heat because the office ac is freezing",
      "full sleeves pehni taaki machar na kaate",
      "used to wear full sleeves to hide my scars, now i wear half sleeves and dont care",
    ],
  },
  {
    // Hurting oneself till it bled, in words that are not cutting: scratching with nails, banging one's head
    // ("itna khuracha ki khoon aa gya", "दीवार पे सिर पटकता रहा, खून निकल आया"). Never an animal's scratch or
    // somebody else's head.
    id: "slang.till-it-bled",
    kind: "self-harm",
    pattern:
      "(?<!(?:billi|cat|kitten|kutta|kutte|dog|puppy|bandar|monkey|बिल्ली|कुत्ता|कुत्ते|बंदर|pet|baby|bachcha|bacche|bache|बच्चा|बच्चे)(?: [^ ]+){0,4} )(?<!(?:used to|would|karta tha|karti thi) )(khuracha|khurcha|khurach|khuraicha|kharocha|kharoncha|scratched|scratching|खरोंचा|खरोंच|खुरचा|खुरच|(sir|sar|head|सिर|सर)(?: [^ ]+){0,3} (patka|patakta|patakti|pataka|patak|banged|banging|bang|पटका|पटकता|पटकती|पटक))(?<!(?:machar|machhar|mosquito|bite|bites|itch|itchy|itching|khujli|khujlee|rash|eczema|allergy|pimple|pimples|daane|dane|मच्छर|खुजली|दाने|एलर्जी).*)(?!.*(?:machar|machhar|mosquito|bite|bites|itch|itchy|itching|khujli|khujlee|rash|eczema|allergy|pimple|pimples|daane|dane|मच्छर|खुजली|दाने|एलर्जी))",
    with: "(khoon|khun|blood|bled|bleed|bleeding|खून|ख़ून)(?! (group|test|donation|bank|ग्रुप|टेस्ट))",
    examples: [
      "itna khuracha ki khoon aa gya",
      "नाखूनों से इतना खरोंचा कि खून आ गया",
      "दीवार पे सिर पटकता रहा, खून निकल आया",
      "scratched my arm till it bled again",
      "deewar pe sir patakti rahi jab tak khoon nahi nikla",
    ],
    negatives: [
      "billi ne itna khuracha ki khoon aa gaya, injection lagwana padega",
      "my cat scratched me and it bled a little",
      "bacche ne deewar pe sir pataka, khoon nikla, doctor ke paas le gaye",
      "scratch card pe blood group likha tha",
      "used to scratch my arms till they bled when i was anxious. now i hold ice cubes",
      "scratched the mosquito bite till it bled",
      "machhar ke kaatne pe itna khuracha ki khoon aa gaya",
    ],
  },
];
