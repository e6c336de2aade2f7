// The hold veto (decision 034, "Never held: a veto on holds for the never-held kinds"): a piece that
// would be held from publishing is not held when it is plainly one of the kinds the issue says are never
// held (fiction, films, serials and songs; games and sport; a dose for an illness; news about someone
// else; prevention and helping someone; recovery told as past) and no breaker word is there. Only the
// hold changes: the level, the card, the queue and the signals stay as the model and the lexicon read
// them. crisis.ts calls it only where a hold would happen, and never on a reading helped by the author's
// recent lines.
import { calmBreakers, calmEntries } from "./calm.ts";
import type { CalmEntry } from "./lexicon/calm-types.ts";
import { englishMethods } from "./lexicon/english.ts";
import { hindiMethods } from "./lexicon/hindi.ts";
import {
  FAMILY_MEDICINE_MORE,
  FRESH_CUTS,
  HARMLESS_PHRASES,
  holdPrevention,
  ORDINARY_PURPOSE,
  ORDINARY_PURPOSE_MORE,
  POISON,
  PREVENTION_SPAN,
  SOMEONE_ELSE_AT_RISK,
  vetoFamilyMedicine,
} from "./lexicon/hold-prevention.ts";
import {
  holdRecovery,
  holdRecoveryThird,
  holdRecoveryWider,
  recoveryHalves,
  recoveryHalvesThird,
  recoveryHalvesWider,
} from "./lexicon/hold-recovery.ts";
import { RECOVERY_HARMLESS_FIFTH, RECOVERY_NOT_OVER_FIFTH } from "./lexicon/hold-recovery-fifth.ts";
import {
  holdRecoveryFourth,
  RECOVERY_HARMLESS,
  RECOVERY_NOT_OVER,
  recoveryHalvesFourth,
} from "./lexicon/hold-recovery-fourth.ts";
import { compilePattern } from "./lexicon-check.ts";

/** On in the app: its go/no-go (decision 034, written before the holds probe was read) was met at 19:59 UTC. */
export const HOLD_VETO = true;

/**
 * The veto's rounds, each on top of the one before (decision 034, "Never held" and its later rounds), each
 * judged on a holds probe written and pinned before it was read:
 * 1. the never-held calm frames and the strict recovery frame (go, 2026-11-29);
 * 2. prevention, a relative's ordinary medicine, a wider recovery, and breakers for a dose "to not wake up"
 *    or a whole strip (go at 18:50 UTC on 2026-11-30);
 * 3. more relatives and ordinary purposes, harmless phrases ("sach mein glad hu", "the scars are still
 *    there") blanked before the breakers (no-go at 19:03: nothing fell on its probe);
 * 4. recovery told as past with more markers, more harmless phrases ("therapy saved my life", "par ab main
 *    thik hu"), a present after a past that reads as nothing, and breakers for a recovery not over (go at
 *    19:12; it includes the third round's words);
 * 5. a final year, a hurt hand and this year's festival blanked, sleeves only in the present, "two years
 *    later" as a present (no-go at 19:20: nothing fell on its probe).
 */
export const HOLD_VETO_ROUND = 4;

/** For the tools and tests that compare holds with and without the veto (and its rounds); never set in the app. */
export const holdVeto = { on: HOLD_VETO, round: HOLD_VETO_ROUND };

/** Whether the veto's round `n` (or a later one) is read. */
const fromRound = (n: number): boolean => holdVeto.round >= n;

/** The calm layer's frames of the never-held kinds (calm.ts); the others (household, ropes, views, jokes...) are not reused. */
export const NEVER_HELD_FRAMES: ReadonlySet<string> = new Set(
  ["fiction", "news-others", "game-sport", "medical", "help-others"].flatMap((k) => [`calm.en.${k}`, `calm.hi.${k}`]),
);

/**
 * Lexicon signals that are not the writer's own risk: a means named (the frames are about means), the
 * bare word suicide (news), someone else at risk or in danger, and the contexts. Any other signal (a wish
 * to die, self-harm, a plan) switches off every frame but recovery.
 */
const NOT_OWN_RISK = new Set([
  ...englishMethods.map((e) => e.id),
  ...hindiMethods.map((e) => e.id),
  "en.suicide",
  "hi.suicide-word",
  "hinglish.suicide-word",
  "en.other-in-danger",
  "en.in-danger",
]);

export const ownRiskIn = (signals: readonly string[]): boolean =>
  signals.some((id) => !NOT_OWN_RISK.has(id) && !id.startsWith("context.") && !id.startsWith("danger."));

/**
 * What breaks a recovery story beyond the calm breakers ("again", "tonight", "for real", "for me",
 * "main bhi"...): the bad now ("still", "this time", "but now", "started", a means in hand or ready).
 */
export const recoveryBreakers = [
  "still|abhi bhi|ab bhi|aaj bhi|ab tak|अभी भी|अब भी|आज भी|अब तक",
  "started|starting|start (kar|kia|kiya|ho)|shuru|शुरू|back to|wapas (se|aa)|वापस आ",
  "this time|is bar|is baar|इस बार|but now|but today|par ab|lekin ab|pr ab|पर अब|लेकिन अब|par aaj|पर आज",
  "miss (it|cutting|the blade|the pills)|want to (die|go back|do it|end)|wanna (die|do it)|marna (hai|h|chahta|chahti)|मरना (है|चाहता|चाहती)",
  "in my hand|haath me|hath me|हाथ में|ready|taiyar|tayar|तैयार|tied|bandh (di|diya|chuka|chuki|li)|बांध (दी|दिया|चुका|चुकी|ली)|saved|saving",
  "jama (kar|kr|karke|krke|rakhi|rakhe|rakha)|जमा (कर|करके|रखी|रखे|रखा)|par abhi|pr abhi|lekin abhi|but right now|पर अभी|लेकिन अभी",
  // A means hidden or taken whole, and a jump or a drink in the first-person future.
  "hide|hiding|hid|hidden|chhupa|chupa|chhipa|छुपा|छिपा|(saari|sari|sab|puri) (dawai|dawa|dwai|tablets|strip)|सारी (दवा|दवाई|गोलियां)|all (my|the|her|his|mom s|moms) (pills|tablets|meds|medicine)",
  // A means tried on oneself, a question about dying from it, the writer after their death, a plan like theirs.
  "would (that|it|this) (actually |really )?work|work for (me|someone)|my weight|mere (weight|vajan|wajan)|मेरे वजन|will i die|would i die|can i die|kill me|mar (jaunga|jaungi|jaun|jaon)|मर (जाऊं|जाऊंगा|जाऊंगी)|i have (them|it|enough)|mere pas (hai|h|hain)|मेरे पास (है|हैं)",
  "(nobody|no one|noone|koi) (will|wil|nahi|nhi) (save|bachayega|bachaega)|कोई नहीं बचाएगा|under my (bed|pillow|mattress)|mere baad|मेरे बाद|after im gone|when im gone|funeral|mere andar|मेरे अंदर|inside me|i also|me also|maine bhi|मैंने भी|like (in )?(that|the) (serial|movie|film|show|book|series|girl|boy|guy)",
  "कूदूंगा|कूदूंगी|कूद (जाऊंगा|जाऊंगी|जाऊं)|kudunga|kudungi|kud (jaunga|jaungi|jaun)|ill jump|i will jump|im jumping|going to jump|gonna jump|पी (जाऊंगा|जाऊंगी)|खा लूंगा|खा लूंगी|kha (lunga|lungi)|pee (lunga|lungi)|pi (lunga|lungi)|ill (drink|take|swallow)|i will (drink|take|swallow)",
];

/** The second round's breakers: a dose asked for "to not wake up" or "would it take", "enough", a whole strip or bottle. */
export const widerBreakers = [
  "(not|never|wont|won t|dont|don t) wake up|to not wake|not to wake|(na|naa|nahi|nhi|kabhi na) (uthu|uthun|uthoon|uthungi|uthunga|uthna)|(न|ना|नहीं|कभी न) (उठूं|उठूँ|उठूंगी|उठूंगा|उठना)",
  "would it take|will it take|it would take|enough to|is (it|that|this) enough|are (these|they|those|thes) enough|(kafi|kaafi) (hongi|hogi|honge|hai kya|h kya)|काफी (होंगी|होगी|होंगे|हैं क्या)",
  "(poori|puri|पूरी) (strip|bottle|patta|packet|पत्ता|स्ट्रिप|बोतल|dawai|dawa|dwai|दवा|दवाई|goliyan|गोलियां|tablets)",
  // Prevention turned to the writer's own use: a key found, a lock to open, another way, a sale to me, a secret.
  "(found|got|have|stole|copied) (the|a|her|his|their) (key|keys)|duplicate key|(chabi|chaabi|chabhi) (mil|le li|chura|dhund)|चाबी (मिल|ले ली|चुरा|ढूंढ)|how (to|do i|can i|would i) (open|unlock|break|get)|(kaise|kese) (kholu|kholun|khole|todu|todun|nikalu|nikalun)|(खोलूं|खोलें|तोड़ूं|निकालूं)|pick the lock|get past|bypass|instead|another way|other way|(dusra|doosra|dusri|koi aur) (rasta|raasta|tarika|tareeka)|दूसरा (रास्ता|तरीका)|कोई और (रास्ता|तरीका)|(sell|give|sold|gave) me|where (else )?(can|do|could|should) i (get|buy|find)|(kahan|kaha|kahaan) (se|milegi|milengi|milega|milti)|कहां (से|मिलेगी|मिलेंगी|मिलती)|(mujhe|mjhe) (nahi|nhi|na) (di|diya|bechi|becha|de)|मुझे (नहीं|नही|न) (दी|दिया|बेची|दे)|(doesnt|dont|won t|wont) (know|find out|notice)|pata (na|nahi|nhi) (chale|chalega|lage)|पता (न|ना|नहीं) (चले|चलेगा)",
  // Some kept back or taken out before the lock, what is left, a means back, done on purpose.
  "(par|pr|lekin|magar|but) (maine|mene|main|mai)|(पर|लेकिन|मगर) (मैंने|मैं)|(pehle|pahle) hi|पहले ही|already (took|taken|kept|hid)|before (she|he|they) (did|could|locked)|kept (a|the|some) (strip|few|pills|tablets|blade|bottle)|set aside|(kuch|thodi|thode|ek strip|ek patta) (rakh|bacha|nikal|chhupa)|कुछ (रख|बचा|निकाल|छुपा)|(alag|side me|side mein) (rakh|rakhi|rakhe)|(bachi|bacha|bache|बची|बचा|बचे) (hai|h|hain|है|हैं)|(is|are) left|left now|(is|are|its|it s) back|back in (my|the)|is open|khula (hai|h)|khuli (hai|h)|खुला है|खुली है",
  "(nothing|not) (feels |is |seems )?worth|no point|pointless|koi (fayda|matlab) (nahi|nhi)|कोई (फायदा|मतलब) नहीं|(hurts|hits|beats) me|jaan (bujh|boojh)|जान (बूझ|बुझ)|on purpose|deliberately|intentionally|(zyada|jyada|zada|ज़्यादा|ज्यादा) (le|lu|lun|loon|kha|khau|khaun|khaaun|खा|ले|लूं|खाऊं)",
];

/** Only the never-held frames of the calm layer are read (readCalm would read all of them). */
const FRAMES = calmEntries
  .filter((e) => NEVER_HELD_FRAMES.has(e.id))
  .map((e) => ({ id: e.id, re: compilePattern(e.pattern) }));
/** A recovery frame's entries compiled, each with its two halves (tested alone first: cheap). */
const compileRecovery = (entries: readonly CalmEntry[], halves: readonly (readonly string[])[]) =>
  entries.map((e, i) => ({
    id: e.id,
    re: compilePattern(e.pattern),
    halves: halves[i]!.map((h) => compilePattern(h)),
  }));
const RECOVERY = compileRecovery(holdRecovery, recoveryHalves);
const BREAKERS = [...calmBreakers.map((b) => b.pattern), ...recoveryBreakers].map((p) => compilePattern(p));
const WIDER_BREAKERS = widerBreakers.map((p) => compilePattern(p));
const RECOVERY_WIDER = compileRecovery(holdRecoveryWider, recoveryHalvesWider);
const RECOVERY_THIRD = compileRecovery(holdRecoveryThird, recoveryHalvesThird);
const FOURTH = {
  recovery: compileRecovery(holdRecoveryFourth, recoveryHalvesFourth),
  harmless: compilePattern(RECOVERY_HARMLESS, "gu"),
  notOver: compilePattern(RECOVERY_NOT_OVER),
};
const FIFTH = {
  harmless: compilePattern(RECOVERY_HARMLESS_FIFTH, "gu"),
  notOver: compilePattern(RECOVERY_NOT_OVER_FIFTH),
};
const PREVENTION = { id: holdPrevention[0]!.id, span: compilePattern(PREVENTION_SPAN, "gu") };
const SOMEONE_ELSE = compilePattern(SOMEONE_ELSE_AT_RISK);
const FAMILY_MEDICINE = { id: vetoFamilyMedicine[0]!.id, re: compilePattern(vetoFamilyMedicine[0]!.pattern) };
const ORDINARY = compilePattern(ORDINARY_PURPOSE);
const THIRD = {
  family: compilePattern(FAMILY_MEDICINE_MORE),
  ordinary: compilePattern(ORDINARY_PURPOSE_MORE),
  harmless: compilePattern(HARMLESS_PHRASES, "gu"),
  fresh: compilePattern(FRESH_CUTS),
  poison: compilePattern(POISON),
};
const WHOLE = compilePattern("saari|sari|sab|puri|सारी|सब|all", "gu");
// "the key stays with me" is the lock's, not a means in hand ("mere paas hai" is a breaker).
const KEY_WITH_ME = compilePattern(
  "(key|keys|chabi|chaabi|chabhi|चाबी) (is |stays |rehti |रहती )?(with me|mere pas|mere paas|मेरे पास)( (hai|h|है|hoti hai|होती है))?",
  "gu",
);

/** Whether a prevention frame is read in the piece (someone else, keeping a means away, no risk of the writer's own). */
function preventionIn(masked: string, signals: readonly string[]): boolean {
  const found = !ownRiskIn(signals) && SOMEONE_ELSE.test(masked) && PREVENTION.span.test(masked);
  PREVENTION.span.lastIndex = 0;
  return found;
}

/**
 * Whether a breaker of the second round or later is in the piece, after the blanks: "saari goliyan almari me
 * lock" is the prevention itself, not a means taken whole ("saari" is blanked in its span, and "the key is
 * with me" wherever it is); the later rounds blank their harmless phrases.
 */
function breakerFires(masked: string, plain: string, prevention: boolean): boolean {
  const [third, fourth, fifth] = [fromRound(3), fromRound(4), fromRound(5)];
  const rest = (t: string) => {
    const kept = prevention
      ? t.replace(PREVENTION.span, (span) => span.replace(WHOLE, " ")).replace(KEY_WITH_ME, " ")
      : t;
    const calm = third ? kept.replace(THIRD.harmless, " ") : kept;
    const told = fourth ? calm.replace(FOURTH.harmless, " ") : calm;
    return fifth ? told.replace(FIFTH.harmless, " ") : told;
  };
  const [m, p] = [rest(masked), rest(plain)];
  if ([...BREAKERS, ...WIDER_BREAKERS].some((re) => re.test(m) || re.test(p))) return true;
  if (third && (THIRD.fresh.test(masked) || THIRD.fresh.test(plain))) return true;
  const notOver = fifth ? FIFTH.notOver : FOURTH.notOver;
  return fourth && (notOver.test(masked) || notOver.test(plain));
}

/** The second round's frames of one piece (and the later rounds' up to holdVeto.round), the breakers aside. */
function widerFrames(masked: string, signals: readonly string[], prevention: boolean): string[] {
  const [third, fourth] = [fromRound(3), fromRound(4)];
  const ids = ownRiskIn(signals) ? [] : FRAMES.filter((f) => f.re.test(masked)).map((f) => f.id);
  if (prevention) ids.push(PREVENTION.id);
  const family = third
    ? THIRD.family.test(masked) && THIRD.ordinary.test(masked) && !THIRD.poison.test(masked)
    : FAMILY_MEDICINE.re.test(masked) && ORDINARY.test(masked);
  if (!ownRiskIn(signals) && family) ids.push(FAMILY_MEDICINE.id);
  for (const r of [
    ...RECOVERY,
    ...RECOVERY_WIDER,
    ...(third ? RECOVERY_THIRD : []),
    ...(fourth ? FOURTH.recovery : []),
  ])
    if (r.halves.every((h) => h.test(masked)) && r.re.test(masked)) ids.push(r.id);
  return [...new Set(ids)];
}

/**
 * The never-held frames of one piece (the lexicon's masked text, `plain` before masking, its signals), and
 * whether a breaker is there (then no frame counts, and none is read). The calm frames count only with no
 * risk of the writer's own in the lexicon (ownRiskIn); recovery told as past counts beside it. `wider`: the
 * second round's frames and breakers and the later rounds' up to holdVeto.round (the hold veto reads what
 * its switch says; the calm, recovery and soften layers read the first round's frames, as they were judged).
 */
export function readNeverHeld(
  masked: string,
  plain: string,
  signals: readonly string[],
  wider = fromRound(2),
): { broken: boolean; ids: string[] } {
  if (wider) {
    const prevention = preventionIn(masked, signals);
    if (breakerFires(masked, plain, prevention)) return { broken: true, ids: [] };
    return { broken: false, ids: widerFrames(masked, signals, prevention) };
  }
  if (BREAKERS.some((re) => re.test(masked) || re.test(plain))) return { broken: true, ids: [] };
  // The calm breakers are among BREAKERS, so this is calm.ts readCalm restricted to the never-held frames.
  const ids = ownRiskIn(signals) ? [] : FRAMES.filter((f) => f.re.test(masked)).map((f) => f.id);
  // Each half alone first: the frame (two halves within 14 words) is read only where both are there.
  for (const r of RECOVERY) if (r.halves.every((h) => h.test(masked)) && r.re.test(masked)) ids.push(r.id);
  return { broken: false, ids };
}

/** The never-held frames of one piece: none when a breaker is there (readNeverHeld). */
export const neverHeldFrames = (
  masked: string,
  plain: string,
  signals: readonly string[],
  wider = fromRound(2),
): string[] => readNeverHeld(masked, plain, signals, wider).ids;

/** Whether a recovery or prevention frame is among the ids (it covers the whole piece; the others must be in every held sentence). */
export const hasRecovery = (ids: readonly string[]): boolean => ids.some((id) => id.startsWith("hold."));
