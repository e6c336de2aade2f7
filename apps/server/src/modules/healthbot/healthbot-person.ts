// "need someone to talk to", "koi h jisse baat kr sku?", "कोई है जो बस सुन ले?": a person asked for in so
// many words (English, Hinglish, Hindi). The intent model read some of these as the mood check-in ("need a
// buddy to talk to, feeling v lonely in this new city": mood 0.56, person 0.41), so a lonely person who asked
// for someone was given a form to fill (decision 041, "A person asked for in so many words"). Read on the
// folded text anywhere in the message; a mention of people ("talked to my friend", "my counsellor said") is
// not an ask.

import { fold } from "./healthbot-fold.ts";

/**
 * On: typed words that ask for a person in so many words get the offer of one (read as none) or the gentle
 * answer's suggestion of one (read as concern). Its go/no-go is in decision 041.
 */
export const PERSON_ASK = false;
/** The switch the policy reads; tests and the probe's figures flip it and restore it. */
export const personAsk = { on: PERSON_ASK };

/** Who may be asked for. */
const WHO_EN =
  "someone|somebody|anyone|anybody|person|human|real person|real human|human being|counsellor|counselor|counsellors|counselors|therapist|psychologist|psychiatrist|expert|professional|buddy|listener|volunteer";
const WHO_HINGLISH =
  "insaan|insan|banda|bande|dost|buddy|counsellor|counselor|therapist|psychologist|expert|doctor|person|real person|asli insaan|human";
const WHO_HI = `इंसान|दोस्त|साथी|काउंसलर|काउंसेलर|थेरेपिस्ट|एक्सपर्ट|विशेषज्ञ|डॉक्टर|व्यक्ति|बंदा|मनोवैज्ञानिक|professional|${WHO_HINGLISH}`;

const ASKS = [
  // English, with chat spellings
  `(?:need|want|wanna|looking for|find me|get me|is there|connect me (?:to|with)|can i (?:talk|speak|chat) (?:to|with)|could i (?:talk|speak|chat) (?:to|with)|let me (?:talk|speak|chat) (?:to|with)|talk to|speak to|speak with|talk with|chat with) (?:a |an |some |any |sum )?(?:${WHO_EN})`,
  "(?:someone|somebody|sombody|some1|anyone|anybody|any1|a person|a human|a buddy|a friend|a real person) (?:to|who|that|i can|who can|who will|wholl|who ll|who d|whod) (?:talk|speak|chat|listen|hear|vent)",
  "(?:is|r|are) (?:anyone|anybody|any1|someone|somebody|some1) (?:there|here|out there|listening|awake|online)",
  "(?:real|actual|an actual|a real) (?:person|human|human being)",
  "not (?:a |this |to a |to this |with a |with this )?(?:bot|robot|ai)",
  `(?:connect|put) me (?:to|with|through to) (?:a |an |some )?(?:${WHO_EN})`,
  "(?:book|get) me (?:a |an )?(?:counsellor|counselor|therapist|psychologist|expert|session with)",
  "human agent|live (?:chat|listener|person|human)",
  // The second round (decision 041): "any1 thr?", real people, a counsellor who calls, seeing a therapist.
  "(?:any1|anyone|anybody|someone|somebody|some1) (?:there|thr|here|around|awake|up|online)",
  "(?:real|actual) (?:ppl|people|humans)|(?:want|need) (?:a |an )?(?:human|real one)",
  "(?:counsellor|counselor|therapist|someone|somebody|expert) (?:to )?(?:call|text|message|msg) me",
  "(?:see|meet|visit) (?:a |an )?(?:therapist|counsellor|counselor|psychologist|psychiatrist)",
  "peer buddy|chat buddy|talk buddy",
  // Hinglish
  `(?:koi|kisi|kisi ek)(?: (?:${WHO_HINGLISH}))?(?: se)? (?:baat|bat|baatein|batein) (?:karni|krni|karna|krna|kar sakta|kar sakti|kr skta|kr skti|kr sakta|kr sakti|kar saku|kr sku|kr saku|karu|kru|karun|krun|karwa|krwa|karwao|krwao|karao|krao|ho sakti|ho skti|karni hai|krni h)`,
  "(?:koi|kisi) (?:h|hai|he|hain|hoga|hogi)? ?(?:jo|jisse|jise|jis se|jiske saath|jiske sath) (?:baat|bat|sun|sune|sun le|sunle|sun sake|samjhe|samjh sake)",
  "koi (?:sunne|baat karne|baat krne|bat karne|bat krne) (?:wala|wali|vala|vali|ko)",
  `(?:${WHO_HINGLISH}) (?:se (?:baat|bat) (?:karni|krni|karna|krna|karwa|krwa|karwao|krwao|karao|krao|kara do|kra do|ho sakti|ho skti|ho jaye)|chahiye|chaiye|chahie|mil jaye|mil jaaye|mil jae|dila do|dilao|dilwa do|se connect|se milwa|book (?:kar|kr) (?:do|dijiye|dena))`,
  `(?:koi|kya koi|any) (?:${WHO_HINGLISH}) (?:available|free|online)`,
  "(?:kash|kaash) koi (?:hota|hoti|ho) (?:jo|jisse|jise|jis se)",
  "bot (?:se )?(?:nahi|nhi|nai|na)",
  // The second round: someone to listen, a friend wanted, someone awake, is anyone there.
  "koi (?:sun|sunega|sunegi|sun lo|sun le|sunle|sunlo|sun raha|sun rha|sun rahi|sun rhi|sunne)",
  "(?:jo|jisse|jise|jis se) (?:[^ ]+ ){0,4}(?:sun le|sun lo|sunle|sun sake|sun ske|sune|baat kar|baat kr|bat kar|bat kr|baat ho|khul ke)",
  "kisi (?:se|ke saath|ke sath) (?:[^ ]+ ){0,2}(?:baat|bat) (?:ho jaye|ho jaaye|ho jae|ho sakti|ho skti|karne ka|krne ka)",
  "koi (?:jaag|jag|online|free) (?:rha|raha|rhi|rahi) (?:ho|h|hai)",
  "(?:dost|buddy|friend|saathi|sathi) (?:chahiye|chaiye|chahie|mil skta|mil sakta|mil skti|mil sakti|milega|milegi|mil jaye)",
  "koi (?:h|hai|he|hain) (?:wahan|waha|yahan|yaha|udhar|idhar)",
  `(?:${WHO_HINGLISH}) se (?:milna|milna h|milna hai)`,
  // Devanagari Hindi
  `(?:कोई|किसी)(?: (?:${WHO_HI}))?(?: से)? (?:बात|बातें) (?:करनी|करना|कर सकूं|कर सकूँ|करूं|करूँ|करवा|कराओ|करवाओ|कर सकता|कर सकती|हो सकती)`,
  "(?:कोई|कोई तो) (?:है|हो|होगा|होगी)? ?(?:जो|जिससे|जिसे|जिसके साथ) (?:बात|बस सुन|सुन|समझ)",
  "कोई (?:सुनने|बात करने) (?:वाला|वाली|को)",
  `(?:${WHO_HI}) (?:से बात (?:करनी|करना|करवा|कराओ|करवाओ|करा दो|हो सकती|हो जाए)|चाहिए|चाहिये|मिल जाए|मिल जाये|दिला दो|दिलाओ|से जोड़|से मिलवा|की ज़रूरत|की जरूरत|book कर दो|बुक कर दो)`,
  `(?:कोई|क्या कोई) (?:${WHO_HI}) (?:अभी )?(?:available|खाली|ऑनलाइन)`,
  "काश कोई (?:होता|होती) (?:जो|जिससे|जिसे)",
  "बॉट (?:से )?(?:नहीं|नही)",
  // The second round.
  "कोई (?:सुन|सुनेगा|सुनेगी|सुन ले|सुन लो|सुन रहा|सुन रही|सुनने)",
  "कोई (?:मुझसे|मेरे साथ|मेरी) (?:[^ ]+ ){0,3}(?:बात|सुन)",
  "किसी के साथ (?:[^ ]+ ){0,3}बात",
  "(?:दोस्त|साथी) चाहिए",
  "कोई (?:तो )?(?:हो|होता|होती) जो",
  "कोई है (?:वहां|वहाँ|यहां|यहाँ)",
  `(?:${WHO_HI}) से (?:मिलना|मिलना है)`,
];
// Written in the same normal form as `fold` gives.
const ASK = new RegExp(`(?:^| )(?:${ASKS.join("|")})(?: |$)`.normalize("NFKC"), "u");
/** Not an ask: what a score or someone else advises ("it says talk to an expert"), a first session ahead (its own flow). */
const NOT_ASK = new RegExp(
  "(?:^| )(?:says|said|told|tells|recommended|recommends|suggests|suggested|advised|weird|ajeeb|ajib|अजीब|pehli baar|pehli bar|first time|first session|पहली बार)(?: |$)".normalize(
    "NFKC",
  ),
  "u",
);

/** Whether the typed words ask for a person to talk to (a counsellor, a buddy, someone who will listen). */
export const asksForPerson = (text: string): boolean => {
  const t = fold(text);
  return ASK.test(t) && !NOT_ASK.test(t);
};
