// How the model's probabilities and the lexicon combine into a level (decision 034). Shared by the
// running reader and the training script's cross-validation, so what is tuned is what runs.

import { everydayGoodbyeAnchors } from "./lexicon/goodbye-everyday.ts";
import { goodbyeCompany, goodbyeWords } from "./lexicon/goodbye-words.ts";
import { compilePattern, type LexiconReading } from "./lexicon-check.ts";

export const LEVELS = ["none", "concern", "risk", "imminent", "danger"] as const;
export type Level = (typeof LEVELS)[number];

export interface CrisisSettings {
  /** The model's crisis share (1 - P(none)) at which a text is a crisis on the model's word. */
  threshold: number;
  /** A lexicon total this high (its weights: 0.5 a weak signal, 1 an explicit statement, 1.5 first-person intent)... */
  lexiconStrong: number;
  /** ...makes a crisis when the model's crisis share is at least this (the lexicon corroborates, never decides alone). */
  lexiconFloor: number;
  /** P(means) at which the means head says a means is asked for or described. */
  meansThreshold: number;
}

export interface ChunkReading {
  /** Softmax over LEVELS. */
  probs: ArrayLike<number>;
  /** P(a means is asked for or described). */
  meansShare: number;
  lexicon: LexiconReading;
}

export interface Decision {
  level: Level;
  /** 1 - P(none): how much the model reads this as any crisis. */
  crisisShare: number;
  means: boolean;
  /** Not held although it would be: every piece that would be held is one of the never-held kinds (hold-veto.ts). */
  holdVetoed?: boolean;
}

/** The same settings with the bar for a crisis lowered to `share` of itself (context: see crisis.ts). */
export const withLowerBar = (s: CrisisSettings, share: number): CrisisSettings =>
  share === 1 ? s : { ...s, threshold: s.threshold * share, lexiconFloor: s.lexiconFloor * share };

/**
 * "Imminent" from a goodbye needs company (decideWithGoodbye), in the running reader and in the
 * cross-validation that chooses the settings alike (decision 034, 2026-11-29).
 */
export const GOODBYE_NEEDS_COMPANY = false;

/** The lexicon's goodbye entries: "bye everyone", "alvida", "my last message" are everyday as often as not. */
export const GOODBYE_SIGNALS: ReadonlySet<string> = new Set(["en.goodbye", "hi.goodbye", "hinglish.goodbye"]);

const COMPANY = goodbyeCompany.map((e) => compilePattern(e.pattern));

/**
 * What keeps a goodbye imminent: a lexicon signal of risk or a means other than a goodbye (hopelessness,
 * a wish to die, a burden, pills...), words of finality, a place or means, giving away
 * (lexicon/goodbye-words.ts goodbyeCompany, read on the lexicon's masked text), or the author's recent
 * lines read as a crisis (`recentRisk`). Reporting and recovery contexts are not company.
 */
export const hasCompany = (lexicon: Pick<LexiconReading, "signals" | "masked">, recentRisk = false): boolean =>
  recentRisk ||
  lexicon.signals.some((id) => !GOODBYE_SIGNALS.has(id) && !id.startsWith("context.")) ||
  COMPANY.some((re) => re.test(lexicon.masked));

/** The likeliest crisis class (never none). */
function likeliest(probs: ArrayLike<number>): Level {
  let best = 1;
  for (let k = 2; k < LEVELS.length; k += 1) if (probs[k]! > probs[best]!) best = k;
  return LEVELS[best]!;
}

export function decide(r: ChunkReading, s: CrisisSettings): Decision {
  const crisisShare = 1 - r.probs[0]!;
  const crisis = crisisShare >= s.threshold || (r.lexicon.total >= s.lexiconStrong && crisisShare >= s.lexiconFloor);
  const level: Level = crisis ? likeliest(r.probs) : "none";
  // The lexicon's means entries count only beside explicit intent (a bare 'pills' is a fever as often as a plan).
  const means =
    r.meansShare >= s.meansThreshold || (crisis && r.lexicon.method > 0 && r.lexicon.total >= s.lexiconStrong);
  return { level, crisisShare, means };
}

/**
 * "Imminent" from a goodbye needs company: when the reading is imminent
 * with no company (hasCompany; `recentRisk`: the author's recent lines read as a crisis), the text is
 * read again without its words of leave-taking (`withoutGoodbye`, undefined when it has none), and
 * that level counts unless it is still imminent: "leaving for Pune tonight" is "for Pune", a plan is
 * still a plan. Cross-validation (scripts/language/select-goodbyes.ts) reads both, out of fold.
 */
export function decideWithGoodbye(
  r: ChunkReading,
  s: CrisisSettings,
  withoutGoodbye: (() => ChunkReading | undefined) | undefined,
  recentRisk = false,
): Decision {
  const d = decide(r, s);
  if (d.level !== "imminent" || hasCompany(r.lexicon, recentRisk)) return d;
  const m = withoutGoodbye?.();
  if (!m) return d;
  const dm = decide(m, s);
  return dm.level === "imminent" ? d : dm;
}

/**
 * The goodbye rule at run time only, for everyday goodbyes (decision 034, "Recovery told as past, and
 * everyday goodbyes"): decideWithGoodbye at the shipped settings, for a text with a word of an ordinary day,
 * trip or return (lexicon/goodbye-everyday.ts); never in the cross-validation that chose the settings, so
 * the weights and the threshold stay. OFF: on its held-out probe it flagged fewer harmless lines and lost no
 * crisis line, but the frozen splits read with it and the recovery layer on lost one crisis message.
 */
export const EVERYDAY_GOODBYE = false;
/** For the tools that compare a reading with and without the rule; never set in the app. */
export const everydayGoodbye = { on: EVERYDAY_GOODBYE };

const EVERYDAY = everydayGoodbyeAnchors.map((e) => compilePattern(e.pattern));

/** Words of leave-taking itself (bye, good night, thanks, alvida, shubh ratri...), not of leaving or of time. */
const LEAVE_TAKING = goodbyeWords.filter((e) => e.id.startsWith("goodbye.")).map((e) => compilePattern(e.pattern));

/**
 * Whether a reading is an everyday goodbye: imminent, a word of leave-taking itself and a word of an
 * ordinary day, no company, and not imminent once its words of leave-taking are taken out (the soften
 * layer reads it; soften.ts). A plan with a time and a place ("college ke bahar... raat ko karungi") has
 * the day's words but no goodbye.
 */
export function isEverydayGoodbye(
  r: ChunkReading,
  s: CrisisSettings,
  withoutGoodbye: (() => ChunkReading | undefined) | undefined,
  recentRisk = false,
): boolean {
  if (!LEAVE_TAKING.some((re) => re.test(r.lexicon.masked))) return false;
  if (!EVERYDAY.some((re) => re.test(r.lexicon.masked))) return false;
  const d = decide(r, s);
  return d.level === "imminent" && decideWithGoodbye(r, s, withoutGoodbye, recentRisk).level !== "imminent";
}

/** The goodbye rule when the switch says so and the text names an ordinary day; otherwise the plain decision. */
export function decideEveryday(
  r: ChunkReading,
  s: CrisisSettings,
  withoutGoodbye: (() => ChunkReading | undefined) | undefined,
  recentRisk = false,
): Decision {
  if (!everydayGoodbye.on || !EVERYDAY.some((re) => re.test(r.lexicon.masked))) return decide(r, s);
  return decideWithGoodbye(r, s, withoutGoodbye, recentRisk);
}

/**
 * Holding a post stops someone speaking, so it needs the model to find a crisis more likely than not:
 * a card and the queue can follow a weaker reading, a hold cannot ("my fever is 102, how many
 * paracetamol can I take" read 0.33 with a means).
 */
export const HOLD_MIN_SHARE = 0.5;

/**
 * Held from publishing: risk or imminent together with a means asked for or described, on a likely
 * crisis, unless the hold veto (hold-veto.ts, crisis.ts readOne) found it plainly one of the never-held kinds.
 */
export const holds = (d: Decision): boolean =>
  (d.level === "risk" || d.level === "imminent") && d.means && d.crisisShare >= HOLD_MIN_SHARE && !d.holdVetoed;

/**
 * The danger layer (danger.ts, decision 034 "Danger from someone else") is on. Off, the readings are the
 * model's and the lexicon's alone, as before it existed.
 */
export const DANGER_LAYER = true;

/**
 * The bound for the strict recovery frame (CALM_RECOVERY): a recovery story names what happened in the
 * writer's own words, so the model reads it high; the frame and its breakers are the guard, and this
 * bound is the margin. Chosen on the train split (scripts/language/calm-effect.ts --recovery-bound).
 */
export const CALM_RECOVERY_MAX_SHARE = 1;

/** For the tools that compare a reading with and without the layer (scripts/language/danger-effect.ts); never set in the app. */
export const dangerLayer = { on: DANGER_LAYER };

/** A reading turned to danger by the layer counts at least this crisis share (it orders the queue). */
export const DANGER_LAYER_SHARE = 0.5;

/** Lexicon signals that are not the writer's own risk: danger from someone else, and the contexts. */
const NOT_SELF_RISK = new Set(["en.in-danger"]);

/**
 * Whether the lexicon read the writer's own risk beside the danger (a wish to die, self-harm, a means,
 * a friend at risk): any of its signals but the contexts and "en.in-danger".
 */
export const selfRiskIn = (signals: readonly string[]): boolean =>
  signals.some((id) => !id.startsWith("context.") && !NOT_SELF_RISK.has(id));

/**
 * Whether someone else hurts or threatens the writer, whatever the level: a danger entry or
 * "en.in-danger" among the signals. A card at risk or imminent then offers no "Tell {name}": the
 * person named may be the one who hurts them.
 */
export const dangerFromOthersIn = (signals: readonly string[]): boolean =>
  signals.some((id) => id.startsWith("danger.") || NOT_SELF_RISK.has(id));

/**
 * After the model: a danger entry that fired (`dangerIds`, danger.ts readDanger) makes the level danger
 * when the model reads none or concern, and when it reads risk with no word of the writer's own risk in
 * the lexicon (`selfRisk` false): the model often reads a disclosure of abuse as risk at a low share
 * ("saas kamre mein band kar deti hai" 0.33). A person threatened AND thinking of ending it ("the loan
 * app people are threatening to send my photos, i want to die") stays risk: the helpline card offers
 * Tele-MANAS and an expert now, which the danger card does not, and both reach the moderation queue at
 * the same rank, where the danger entry named among the signals lets the moderator offer 112, 181 and
 * 1098. Imminent stays imminent (first in the queue, on-duty moderators alerted at once). The contract
 * has one level, so the higher need (a life at risk by the writer's own hand) keeps it. Danger is
 * never held: a risk reading with a means that becomes danger is no longer held.
 */
export function withDanger(d: Decision, dangerIds: readonly string[], selfRisk = false): Decision {
  if (!dangerLayer.on || dangerIds.length === 0) return d;
  if (d.level === "imminent" || d.level === "danger" || (d.level === "risk" && selfRisk)) return d;
  return { ...d, level: "danger", crisisShare: Math.max(d.crisisShare, DANGER_LAYER_SHARE) };
}

/**
 * The calm layer (calm.ts, decision 034 "Harmless by context"). OFF: its go/no-go (written before the calm
 * probe was read) asked that harmless lines flagged fall in every language, and in Hindi they did not
 * (4 -> 4 of 40; English 4 -> 2, Hinglish 10 -> 7; no crisis line lost). The second round (idioms,
 * gallows humour, recovery told as past) was judged on a new probe and is off too: harmless flagged
 * English 4 -> 4 and Hinglish 7 -> 7 of 30 did not fall (Hindi 5 -> 3; no crisis line lost). Off, the
 * readings are the model's, the lexicon's and the danger layer's alone, as before it existed.
 */
export const CALM_LAYER = false;

/**
 * A reading is calmed only when the model's crisis share is below this: a confident reading stands
 * whatever the frame. Chosen on the train split (scripts/language/calm-effect.ts).
 */
export const CALM_MAX_SHARE = 0.6;

/** For the tools that compare readings with and without the layer, or at another bound (scripts/language/calm-effect.ts); never set in the app. */
export const calmLayer = { on: CALM_LAYER, maxShare: CALM_MAX_SHARE, recoveryMaxShare: CALM_RECOVERY_MAX_SHARE };

/**
 * The strict "recovery told as past" frame (lexicon/hold-recovery.ts, with every calm and recovery
 * breaker, hold-veto.ts neverHeldFrames): the one calm frame that counts beside the writer's own risk
 * words, since a recovery story always has them ("two years ago i tried pills, today i got a job").
 * Decision 034, "Harmless by context, second round".
 */
export const CALM_RECOVERY = "calm.recovery-strict";

/**
 * After the model and the danger layer: a harmless frame that fired (`calmIds`, calm.ts readCalm, which
 * finds none when a breaker word such as "for real", "again" or "for me" is there) turns concern or risk
 * into none, when the lexicon reads no risk of the writer's own (`selfRisk`: selfRiskIn, any signal but
 * the contexts and "en.in-danger"; the strict recovery frame CALM_RECOVERY counts beside it), the model's
 * crisis share is below CALM_MAX_SHARE, and the reading is
 * not helped by the author's recent lines (`helped`: read with them, or after lines that read as a
 * crisis). Imminent and danger are never calmed.
 */
export function withCalm(d: Decision, calmIds: readonly string[], selfRisk: boolean, helped = false): Decision {
  if (!calmLayer.on || calmIds.length === 0 || helped) return d;
  if (selfRisk && !calmIds.includes(CALM_RECOVERY)) return d;
  if (d.level !== "concern" && d.level !== "risk") return d;
  const bound = calmIds.includes(CALM_RECOVERY) ? calmLayer.recoveryMaxShare : calmLayer.maxShare;
  if (d.crisisShare >= bound) return d;
  return { ...d, level: "none" };
}

/**
 * The mann layer (mann.ts, decision 034 "Plain low motivation is concern, not risk", issue 33). Its
 * go/no-go (written before the mann probe was read with it) asked that plain lines read risk or imminent
 * fall in every language: they did in Hindi (6 -> 3) and Hinglish (6 -> 3), not in English (4 -> 4), and
 * no crisis line was lowered in any. ON since 2026-11-30 for the two Hindi frames only (the lead's choice
 * the record left open, decision 034 "The mann layer for Hindi in both scripts"): `MANN_FRAMES` names the
 * frames the app reads; English's frame stays off until a new English probe judges it.
 */
export const MANN_LAYER = true;

/** The frames the app reads (mann.ts `mannFrames` ids); a frame not named here lowers nothing. */
export const MANN_FRAMES: readonly string[] = ["mann.hinglish", "mann.hi"];

/**
 * A risk reading is lowered only when the model's crisis share is below this: a confident reading stands
 * whatever the frame. Chosen on the train split (scripts/language/mann-effect.ts).
 */
export const MANN_MAX_SHARE = 0.6;

/** For the tools and tests that compare readings with and without the layer, or at another bound; never set in the app. */
export const mannLayer = { on: MANN_LAYER, maxShare: MANN_MAX_SHARE, frames: new Set<string>(MANN_FRAMES) };

/**
 * After the model, the danger layer and the calm layer: a piece read as risk whose only words of risk
 * are a frame of plain low motivation about an ordinary thing (`mannIds`, mann.ts readMann, which finds
 * none beside a breaker word or any lexicon signal but a context) is read as concern: the gentle card,
 * not the moderation queue. Only risk is lowered, and only to concern; never imminent, danger or a
 * hold, never a crisis share at or above MANN_MAX_SHARE, never a reading helped by the author's recent
 * lines (`helped`).
 */
export function withMann(d: Decision, mannIds: readonly string[], helped = false): Decision {
  if (!mannLayer.on || helped || !mannIds.some((id) => mannLayer.frames.has(id))) return d;
  if (d.level !== "risk" || d.means || d.crisisShare >= mannLayer.maxShare) return d;
  return { ...d, level: "concern" };
}

/**
 * The attempt layer (attempt.ts, decision 034, "A disclosed attempt: a layer after the model"). OFF: its
 * go/no-go (written before the attempt probe was opened) asked that the probe's attempt lines read as none
 * fall by at least half in every language; they fell en 6 -> 6, hi 15 -> 12, Hinglish 12 -> 9 of 40 (the
 * layer raised 2 of 120 harmless lines, none held, and lowered nothing). Still OFF after the second
 * round ("Second round"): on a second held-out probe, read once after the round's patterns and go/no-go
 * were committed, attempt lines read as none fell en 7 -> 5, hi 17 -> 14, Hinglish 22 -> 15 of 40, not by
 * half, and the layer raised 3 of 120 harmless lines (none held), more than the 2 allowed. Off, the
 * readings are the model's and the other layers' alone, as before it existed; the tools and tests that
 * turn it on still exercise it. ON after the third round ("Third round: on by the lead's choice"), against
 * the two rounds' pre-written rules, by the lead's choice: a disclosed attempt read as nothing is the worst
 * miss this product can make, while the layer's false alarms are never held (holds are unchanged) and cost
 * a helpline card and a moderator's look. A third probe, read once after the final patterns, measures it;
 * the layer is switched off again if there it raises more than 3 of 120 harmless lines, causes any hold of
 * a harmless line, or lowers any line.
 */
export const ATTEMPT_LAYER = true;

/** For the tools and tests that compare readings with and without the layer; never set in the app. */
export const attemptLayer = { on: ATTEMPT_LAYER };

/** A reading raised by the layer counts at least this crisis share (it orders the queue). */
export const ATTEMPT_LAYER_SHARE = 0.5;

/**
 * After the model and the other layers: a disclosed attempt (`attempt`, attempt.ts readAttempt) only
 * RAISES. The writer's own attempt told as recent (today, last night, "kal raat", "अभी", or an outcome
 * such as the rope broke or waking up in hospital, with no distance) is imminent: they may be hurt right
 * now. The writer's own attempt otherwise, a friend's or relative's attempt, and a self-harm relapse are
 * risk. Danger stays danger, and nothing is lowered. Holds follow the usual rule (`holds`).
 */
export function withAttempt(d: Decision, attempt: { kind: string } | undefined): Decision {
  if (!attemptLayer.on || !attempt || d.level === "danger" || d.level === "imminent") return d;
  const level: Level = attempt.kind === "self-recent" ? "imminent" : "risk";
  if (level === d.level) return d;
  return { ...d, level, crisisShare: Math.max(d.crisisShare, ATTEMPT_LAYER_SHARE) };
}
