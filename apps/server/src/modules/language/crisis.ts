// readCrisis (decision 034): the trained model decides the level, the lexicon corroborates and names
// the signals, and the author's recent lines are read together with the new one.

import { isEverydayApology } from "./apology.ts";
import { readAttempt } from "./attempt.ts";
import { readCalm } from "./calm.ts";
import {
  attemptLayer,
  CALM_RECOVERY,
  type ChunkReading,
  type CrisisSettings,
  calmLayer,
  type Decision,
  decide,
  decideEveryday,
  decideWithGoodbye,
  GOODBYE_NEEDS_COMPANY,
  holds,
  isEverydayGoodbye,
  LEVELS,
  mannLayer,
  selfRiskIn,
  withAttempt,
  withCalm,
  withDanger,
  withLowerBar,
  withMann,
} from "./crisis-decision.ts";
import { readDanger } from "./danger.ts";
import { emojiOnlyWeight } from "./emoji-only.ts";
import { isEverydayReply } from "./everyday-reply.ts";
import { featuresOf, modelNormalised } from "./features.ts";
import { isGreeting } from "./greeting.ts";
import { hasRecovery, holdVeto, neverHeldFrames, readNeverHeld } from "./hold-veto.ts";
import { isRecoveryPast } from "./lexicon/calm-recovery.ts";
import { PRESENT_ANCHOR_FIFTH } from "./lexicon/hold-recovery-fifth.ts";
import { presentTail, TAIL_NOT_OVER } from "./lexicon/hold-recovery-fourth.ts";
import { compilePattern, type LexiconScope, lexiconScope, readLexicon, withoutGoodbyeWords } from "./lexicon-check.ts";
import { predictInto } from "./logistic.ts";
import { readMann } from "./mann.ts";
import { loadModel } from "./models.ts";
import { readRecovery, recoveryLayer, withRecovery } from "./recovery.ts";
import { readRelapse, relapseLayer, withRelapse } from "./relapse.ts";
import { softenLayer, withSoften } from "./soften.ts";

/** Texts longer than this are read sentence by sentence (a longer sentence in pieces this size), the most severe piece counting. */
const CHUNK_CHARS = 280;
/** Consecutive sentences shorter than this are read together. */
const SHORT_CHARS = 40;
/** How many of the author's recent lines are read together with the new one. */
export const RECENT_LINES = 3;
export const FEATURE_BUCKETS = 1 << 18;

export interface CrisisVerdict extends Decision {
  signals: string[];
  lexiconTotal: number;
}

function chunksOf(text: string): string[] {
  if (text.length <= CHUNK_CHARS) return [text];
  const chunks: string[] = [];
  let current = "";
  const push = (piece: string) => {
    // Sentences are read on their own; very short ones keep company with each other.
    if (piece.length >= SHORT_CHARS && current) {
      chunks.push(current);
      current = "";
    }
    current = current ? `${current} ${piece}` : piece;
    if (current.length >= SHORT_CHARS) {
      chunks.push(current);
      current = "";
    }
  };
  for (const sentence of text.split(/(?<=[.!?।\n])\s+/u)) {
    if (sentence.length <= CHUNK_CHARS) {
      push(sentence);
      continue;
    }
    // A sentence longer than a chunk is cut at word boundaries.
    let piece = "";
    for (const w of sentence.split(/\s+/u)) {
      if (piece && piece.length + w.length + 1 > CHUNK_CHARS) {
        push(piece);
        piece = "";
      }
      piece = piece ? `${piece} ${w}` : w;
    }
    if (piece) push(piece);
  }
  if (current) chunks.push(current);
  return chunks;
}

const probs = new Float64Array(LEVELS.length);
const meansProbs = new Float64Array(2);

/** The model's and the lexicon's reading of already normalised text. */
function readNormalised(normalised: ReturnType<typeof modelNormalised>, scope?: LexiconScope): ChunkReading {
  const lexicon = readLexicon(normalised, scope);
  const x = featuresOf(normalised.text, FEATURE_BUCKETS, lexicon.signals);
  predictInto(loadModel("crisis").model, x, probs);
  predictInto(loadModel("means").model, x, meansProbs);
  return { probs: Float64Array.from(probs), meansShare: meansProbs[1]!, lexicon };
}

function readChunk(
  text: string,
  scope?: LexiconScope,
): { reading: ChunkReading; withoutGoodbye: () => ChunkReading | undefined; settings: CrisisSettings } {
  const normalised = modelNormalised(text);
  return {
    reading: readNormalised(normalised, scope),
    // Read only when asked (an imminent reading without company): the text without its words of leave-taking.
    withoutGoodbye: () => {
      const masked = withoutGoodbyeWords(normalised.text);
      return masked === undefined ? undefined : readNormalised({ ...normalised, text: masked }, scope);
    },
    settings: loadModel("crisis").file.settings as unknown as CrisisSettings,
  };
}

/** How urgent a level is (danger from someone else sits with risk); the probes and tools compare readings by it. */
export const SEVERITY = { none: 0, concern: 1, risk: 2, danger: 2, imminent: 3 } as const;
const severity = (d: Decision) => SEVERITY[d.level];

const rank = (d: Decision) => severity(d) * 10 + d.crisisShare;

/**
 * Where the author's recent lines already read as a crisis (at least concern), the lines read together
 * count as one at this share of the usual threshold: someone who has just said they are struggling
 * gets the benefit of the doubt on what follows ("zindagi se thak gaya hoon" / "chhat pe ja raha hoon").
 * Single messages never see it, so it cannot be chosen by the cross-validation that sets the threshold.
 */
export const CONTEXT_THRESHOLD_SHARE = 0.6;

const CLAUSE_END = /(?<=[.!?।\n,;])\s+/u;

/**
 * The calm layer's frames for one piece (calm.ts readCalm), none unless every sentence of the piece
 * that the model reads as a crisis on its own carries a frame and no risk of the writer's own: a
 * harmless sentence ("watched a film tonight.") never calms the sentence beside it.
 */
function calmFrames(chunk: string, reading: ChunkReading, s: CrisisSettings): string[] {
  const plain = modelNormalised(chunk).text;
  const ids = readCalm(reading.lexicon.masked, plain);
  // Recovery told as past, strictly (no calm or recovery breaker), covers its piece, risk words and all.
  if (isRecoveryPast(reading.lexicon.masked, plain, reading.lexicon.signals)) return [...ids, CALM_RECOVERY];
  if (ids.length === 0) return ids;
  const sentences = chunk.split(CLAUSE_END).filter((x) => x.trim());
  if (sentences.length < 2) return ids;
  for (const sentence of sentences) {
    const normalised = modelNormalised(sentence);
    const r = readNormalised(normalised);
    if (decide(r, s).level === "none") continue;
    if (selfRiskIn(r.lexicon.signals) || readCalm(r.lexicon.masked, normalised.text).length === 0) return [];
  }
  return ids;
}

const TAIL_BREAKER = compilePattern(TAIL_NOT_OVER);

/**
 * Recovery with any present (the hold veto's fourth round): a past marker, later a present anchor ("aaj",
 * "now", "this diwali"), and at least three words after the last anchor that read as nothing on their own
 * (the model's level and the lexicon's signals) and carry no plan to come or brave face (TAIL_NOT_OVER). Its
 * caller has read no breaker in the piece.
 */
function toldAsPast(plain: string, s: CrisisSettings): boolean {
  const tail = holdVeto.round >= 5 ? presentTail(plain, PRESENT_ANCHOR_FIFTH) : presentTail(plain);
  if (!tail || tail.split(" ").length < 3 || TAIL_BREAKER.test(tail)) return false;
  const r = readNormalised(modelNormalised(tail));
  return decide(r, s).level === "none" && r.lexicon.signals.every((id) => id.startsWith("context."));
}

/**
 * Whether a piece that would be held is plainly one of the never-held kinds (hold-veto.ts): a frame and
 * no breaker in it, and, for the calm frames, in every sentence of it that reads as a crisis on its own (a
 * serial named in one sentence never frees the plan beside it). Recovery told as past covers its piece.
 */
function holdVetoed(chunk: string, reading: ChunkReading, s: CrisisSettings): boolean {
  const plain = modelNormalised(chunk).text;
  const { broken, ids } = readNeverHeld(reading.lexicon.masked, plain, reading.lexicon.signals);
  if (broken) return false;
  if (holdVeto.round >= 4 && toldAsPast(plain, s)) return true;
  if (ids.length === 0) return false;
  if (hasRecovery(ids)) return true;
  const sentences = chunk.split(CLAUSE_END).filter((x) => x.trim());
  if (sentences.length < 2) return true;
  for (const sentence of sentences) {
    const normalised = modelNormalised(sentence);
    const r = readNormalised(normalised);
    if (decide(r, s).level === "none") continue;
    if (neverHeldFrames(r.lexicon.masked, normalised.text, r.lexicon.signals).length === 0) return false;
  }
  return true;
}

/**
 * One text on its own (long texts piece by piece, the most severe piece deciding). `recentRisk`: the
 * author's recent lines read as a crisis (company for a goodbye). `calmAllowed`: the calm layer may
 * read it (never a reading helped by the author's recent lines). `attemptAllowed`: the attempt layer may
 * read it (the text itself, never the joined reading of the author's recent lines, where another line's
 * words could break a veto or lend a time).
 */
export function readOne(
  text: string,
  thresholdShare = 1,
  recentRisk = false,
  calmAllowed = thresholdShare === 1 && !recentRisk,
  attemptAllowed = true,
): CrisisVerdict {
  let best: CrisisVerdict | undefined;
  const signals = new Set<string>();
  let lexiconTotal = 0;
  // Pieces that would be held, and of them those the hold veto frees (all of them, or the post is held).
  let held = 0;
  let vetoed = 0;
  const chunks = chunksOf(text);
  // A long post: the lexicon reads it whole once, and each piece only for the entries found there.
  // The post is normalised and read by the lexicon once, for the scope, the danger layer and the calm layer.
  const whole = chunks.length > 1 ? modelNormalised(text) : undefined;
  const post = whole ? readLexicon(whole) : undefined;
  const scope = whole ? lexiconScope(whole, post) : undefined;
  // The danger layer reads each piece only when it found something in the whole post.
  const dangerInPost = !post || readDanger(post.masked).length > 0;
  // The calm layer reads a long post's pieces only when the whole post has a frame, no breaker word
  // and no risk of the writer's own in the lexicon; read only once a piece reads concern or risk.
  let calmInPost: boolean | undefined;
  const calmPost = () => {
    calmInPost ??=
      calmAllowed &&
      (!post ||
        !whole ||
        (readCalm(post.masked, whole.text).length > 0 && !selfRiskIn(post.signals)) ||
        isRecoveryPast(post.masked, whole.text, post.signals));
    return calmInPost;
  };
  // A long post told as recovery is read so as a whole (its pieces' risk words and its now-good may fall apart).
  let recoveredInPost: boolean | undefined;
  const recoveredPost = () => {
    recoveredInPost ??= !!post && !!whole && readRecovery(post.masked, whole.text, post.signals);
    return recoveredInPost;
  };
  for (const chunk of chunks) {
    const { reading, withoutGoodbye, settings } = readChunk(chunk, scope);
    const s = withLowerBar(settings, thresholdShare);
    const model = GOODBYE_NEEDS_COMPANY
      ? decideWithGoodbye(reading, s, withoutGoodbye, recentRisk)
      : decideEveryday(reading, s, withoutGoodbye, recentRisk);
    const danger = dangerInPost ? readDanger(reading.lexicon.masked) : [];
    const selfRisk = selfRiskIn(reading.lexicon.signals);
    const dd = withDanger(model, danger, selfRisk);
    // Off (CALM_LAYER), nothing of the calm layer is read: a reading costs what it did before it existed.
    const calm =
      calmLayer.on && (dd.level === "concern" || dd.level === "risk") && calmPost()
        ? calmFrames(chunk, reading, s)
        : [];
    const dc = withCalm(dd, calm, selfRisk, !calmAllowed);
    // The mann layer reads only a piece read as risk, never one helped by the author's recent lines.
    const mann =
      mannLayer.on && calmAllowed && dc.level === "risk"
        ? readMann(reading.lexicon.masked, modelNormalised(chunk).text, reading.lexicon.signals)
        : [];
    const dm = withMann(dc, mann, !calmAllowed);
    // The attempt layer only raises; off (ATTEMPT_LAYER), nothing of it is read; never on a joined reading.
    const attempt = attemptLayer.on && attemptAllowed ? readAttempt(reading.lexicon.masked, post?.masked) : undefined;
    const da = withAttempt(dm, attempt);
    // Recovery told as past (the piece, or the whole post), read at most once for the recovery and soften layers.
    let recoveryHere: boolean | undefined;
    const isRecovery = () => {
      recoveryHere ??=
        readRecovery(reading.lexicon.masked, modelNormalised(chunk).text, reading.lexicon.signals) || recoveredPost();
      return recoveryHere;
    };
    // The recovery layer reads a piece only once it reads as a crisis, never one helped by the author's recent lines.
    const recovered = recoveryLayer.on && calmAllowed && da.level !== "none" && isRecovery();
    const dr = withRecovery(da, recovered, !calmAllowed);
    // The relapse layer only raises; like the attempt layer, it reads each text alone.
    const relapsed = relapseLayer.on && attemptAllowed && (dr.level === "none" || dr.level === "concern");
    const dl = withRelapse(dr, relapsed && readRelapse(reading.lexicon.masked));
    // The soften layer reads a piece only once it reads risk or imminent, never one helped by the author's recent lines.
    const soft =
      softenLayer.on &&
      calmAllowed &&
      (dl.level === "risk" || dl.level === "imminent") &&
      (isEverydayGoodbye(reading, s, withoutGoodbye, recentRisk) || isRecovery());
    const d = withSoften(dl, soft, !calmAllowed);
    // The hold veto reads only a piece that would be held, never one helped by the author's recent lines.
    if (holds(d)) {
      held += 1;
      if (holdVeto.on && calmAllowed && holdVetoed(chunk, reading, s)) vetoed += 1;
    }
    for (const s of reading.lexicon.signals) signals.add(s);
    // The entry names why (a danger reading, or beside a risk or imminent one), so moderators see it.
    if (d.level !== "none" && d.level !== "concern") for (const id of danger) signals.add(id);
    if (attempt && (d.level === "risk" || d.level === "imminent")) for (const id of attempt.ids) signals.add(id);
    lexiconTotal = Math.max(lexiconTotal, reading.lexicon.total);
    if (!best || rank(d) > rank(best)) best = { ...d, signals: [], lexiconTotal: 0 };
  }
  const out = best ?? { level: "none", crisisShare: 0, means: false, signals: [], lexiconTotal: 0 };
  return { ...out, signals: [...signals], lexiconTotal, ...(held > 0 && vetoed === held ? { holdVetoed: true } : {}) };
}

/** A reading lowered to concern at most (nothing held). */
const atMostConcern = (v: CrisisVerdict): CrisisVerdict =>
  v.level === "none" || v.level === "concern" ? v : { ...v, level: "concern" };

/** A recent line that says nothing a crisis reading needs: an everyday apology or reply, light emoji, a greeting. */
const saysNothing = (line: string) =>
  emojiOnlyWeight(line) === "light" || isEverydayApology(line) || isEverydayReply(line) || isGreeting(line);

/**
 * Whether the recent lines that say something read as a crisis: "sorry yaar, late ho gaya", "on my way" and
 * "😊😊" read together as risk, and were company for the next "sorry to hear that".
 */
function inCompany(lines: string[], recentRisk: boolean): boolean {
  const said = lines.filter((l) => !saysNothing(l));
  if (said.length === lines.length) return recentRisk;
  return said.length > 0 && readOne(said.join("\n"), 1, false, false, false).level !== "none";
}

/** A reading of no crisis at all. */
const NO_CRISIS: CrisisVerdict = { level: "none", crisisShare: 0, means: false, signals: [], lexiconTotal: 0 };

/**
 * A text with the author's recent lines: the lines are read together with it, and that joint
 * reading counts only where the new text adds to what the recent lines said on their own, so a plan
 * written in three short lines is caught and a harmless line never inherits an old alarm.
 */
export function readInContext(text: string, recent: readonly string[]): CrisisVerdict {
  const lines = recent.slice(-RECENT_LINES).filter((l) => l.trim());
  // An everyday apology ("sorry yaar"), an everyday reply ("sorry to hear that", "on my way") or emoji of no
  // weight ("😊😊") are no crisis, and sad faces alone ("😔") at most concern, without the company of recent
  // lines that read as one (apology.ts, everyday-reply.ts, emoji-only.ts).
  const emoji = emojiOnlyWeight(text);
  const needsCompany = emoji === "light" || isEverydayApology(text) || isEverydayReply(text);
  const withoutCompany = () =>
    needsCompany ? NO_CRISIS : emoji === "sad" ? atMostConcern(readOne(text)) : readOne(text);
  if (lines.length === 0) return withoutCompany();
  // The recent lines are read without the calm layer: what they said counts as said.
  // Nor by the attempt layer: it reads each text alone (the new one below, each recent one when it was sent).
  const before = readOne(lines.join("\n"), 1, false, false, false);
  // Recent lines that read as a crisis are company for a goodbye or a time in the new one.
  const recentRisk = before.level !== "none";
  if ((needsCompany || emoji === "sad") && !inCompany(lines, recentRisk)) return withoutCompany();
  const alone = readOne(text, 1, recentRisk);
  // Read together only where the lexicon sees something in these lines ('alvida', 'thak gaya',
  // a means): lines the model barely knows grow a crisis share just by being joined ("CHAT-1",
  // "CHAT-3" and "CHAT-5" together read as imminent).
  if (alone.signals.length === 0 && before.signals.length === 0) return alone;
  const together = readOne(
    [...lines, text].join("\n"),
    recentRisk ? CONTEXT_THRESHOLD_SHARE : 1,
    recentRisk,
    false,
    false,
  );
  const adds = severity(together) > severity(before) || (together.level === "danger" && before.level !== "danger");
  if (!adds || rank(together) <= rank(alone)) return alone;
  return { ...together, signals: [...new Set([...alone.signals, ...together.signals, "recent-lines"])] };
}

export { holds };
