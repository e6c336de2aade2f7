// The ranking of "Find my counsellor": pure, synchronous, no database. Hard choices (language, the
// counsellor's gender, budget, video or voice) filter; when too few experts meet them all, the
// least important are loosened one by one (mode, budget, gender, language) and each expert says
// what it misses. Soft scores order the rest: the worries the member named or wrote (read by the
// language module in English, Hindi and Hinglish) against the expert's specialisations, a free slot
// soon at the times the member prefers, an inferred Hindi speaker for Hindi or Hinglish words,
// rating and experience. Reasons are codes and values; the web says them.
import { type SessionType, SLOT_MINUTES } from "@saathi/contract/experts";
import {
  dayPartOf,
  type ExpertGender,
  isWeekendIst,
  MATCH_MIN_RESULTS,
  type Match,
  type MatchReason,
  type MatchRequest,
  type MatchResult,
  RELAXABLE,
  type Relaxable,
} from "@saathi/contract/matching";
import { WORRIES, type WorryId } from "@saathi/contract/worries";
import { readWorries } from "../language/index.ts";

/** A listed expert as the ranking reads them. */
export interface Candidate {
  expertId: string;
  displayName: string;
  username: string | null;
  avatarUrl: string | null;
  feePaise: number;
  languages: readonly string[];
  specialisations: readonly string[];
  sessionTypes: readonly SessionType[];
  gender: ExpertGender | null;
  yearsExperience: number | null;
  rating: number | null;
  feedbackCount: number;
  /** Starts of free slots (ms), ascending, within the horizon. */
  slots: readonly number[];
}

/** Which of the 8 time classes the ranking tells apart (weekday or weekend in India × part of the day or none). */
const timeClassOf = (ms: number) => {
  const part = dayPartOf(ms);
  return (isWeekendIst(ms) ? 4 : 0) + (part === "morning" ? 1 : part === "afternoon" ? 2 : part === "evening" ? 3 : 0);
};

/**
 * The slots the ranking can ever choose, from an expert's ascending free slots: it takes the earliest
 * slot that fits the member's times (which depend only on a slot's time class) or else the earliest
 * one, so the first slots of each class are enough. Two per class, so one that starts while the
 * listing is reused still leaves the next. A fortnight of hourly slots (~130) becomes at most 16:
 * less memory for the listing and less work for every request.
 */
export function rankableSlots(starts: readonly number[], perClass = 2): number[] {
  const seen = new Uint8Array(8);
  const out: number[] = [];
  for (const s of starts) {
    const k = timeClassOf(s);
    if ((seen[k] as number) >= perClass) continue;
    seen[k] = (seen[k] as number) + 1;
    out.push(s);
    if (out.length === 8 * perClass) break;
  }
  return out;
}

const DAY_MS = 86_400_000;
const SLOT_MS = SLOT_MINUTES * 60_000;
/** A slot further than this adds nothing for being soon. */
const SOON_HORIZON_DAYS = 14;

/** Weights of the soft scores (points). */
const W = {
  firstWorry: 30,
  laterWorry: 15,
  inferredLanguage: 25,
  preferredSlot: 25,
  otherSlot: 8,
  rating: 10,
  experience: 6,
  experienceFirstTime: 12,
} as const;

// Words that show Hindi written in Latin letters (Hinglish), so a Hindi speaker is preferred softly.
const HINGLISH_MARKERS = new Set(
  "hai hain ka ki ke ko mujhe mujhko mera meri mere bahut bohot nahi nahin nhi hoon hu raha rahi rahe kya kyun lagta lagti kuch yaar bhi aur se".split(
    " ",
  ),
);
const DEVANAGARI = /[\u0900-\u097F]/u;

/** What the member's words say: the worries (chips first, then their own words) and whether they wrote Hindi. */
export function understand(req: Pick<MatchRequest, "worries" | "text">): { worries: WorryId[]; writesHindi: boolean } {
  const worries: WorryId[] = [...new Set(req.worries)];
  for (const id of req.text ? readWorries(req.text) : []) if (!worries.includes(id)) worries.push(id);
  const text = req.text.toLowerCase();
  const words = text.split(/[^a-z]+/u).filter(Boolean);
  const hinglish = words.filter((w) => HINGLISH_MARKERS.has(w)).length;
  return { worries, writesHindi: DEVANAGARI.test(text) || hinglish >= 2 };
}

interface Scored {
  c: Candidate;
  misses: Relaxable[];
  slot: number | null;
  preferred: boolean;
  worries: WorryId[];
}

/** Bits of the choices an expert misses, in RELAXABLE's order. */
const BIT: Record<Relaxable, number> = { mode: 1, budget: 2, gender: 4, language: 8 };
const bitCount = (m: number) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);

/**
 * Ranks listed experts for the answers. `now` in ms. One pass scores every expert into typed arrays
 * (no object per expert: ten thousand of them are ranked in a few milliseconds), then the best
 * `limit` are kept by insertion; reasons are built for those only.
 */
export function rankExperts(req: MatchRequest, candidates: readonly Candidate[], now: number): MatchResult {
  const { worries, writesHindi } = understand(req);
  // The specialisations that treat each worry understood, in the member's order.
  const treats = worries.map((id) => WORRIES[id].specialisations);
  const budgetPaise = req.budgetRupees === null ? null : req.budgetRupees * 100;
  const anyDay = req.dayParts.length === 0;
  const dayParts = new Set(req.dayParts);
  const fitsTime = (ms: number) => {
    if (req.weekPart !== "any" && isWeekendIst(ms) !== (req.weekPart === "weekend")) return false;
    if (anyDay) return true;
    const part = dayPartOf(ms);
    return part !== null && dayParts.has(part);
  };
  const inferHindi = req.language === null && writesHindi;
  const expWeight = req.seenBefore === "no" ? W.experienceFirstTime : W.experience;

  const n = candidates.length;
  const scores = new Float64Array(n);
  const masks = new Uint8Array(n);
  const slots = new Float64Array(n);
  const preferred = new Uint8Array(n);
  const perMask = new Uint32Array(16);
  for (let k = 0; k < n; k++) {
    const c = candidates[k] as Candidate;
    let mask = 0;
    if (req.mode !== "either" && !c.sessionTypes.includes(req.mode)) mask |= BIT.mode;
    if (budgetPaise !== null && c.feePaise > budgetPaise) mask |= BIT.budget;
    if (req.gender !== "any" && c.gender !== req.gender) mask |= BIT.gender;
    if (req.language !== null && !c.languages.includes(req.language)) mask |= BIT.language;
    masks[k] = mask;
    perMask[mask] = (perMask[mask] ?? 0) + 1;

    let score = 0;
    let matched = 0;
    for (let i = 0; i < treats.length && matched < 3; i++) {
      if (!treats[i]?.some((sp) => c.specialisations.includes(sp))) continue;
      matched++;
      score += i === 0 ? W.firstWorry : W.laterWorry;
    }
    if (inferHindi && c.languages.includes("Hindi")) score += W.inferredLanguage;

    let slot = -1;
    for (const s of c.slots) {
      if (s <= now) continue;
      if (slot < 0) slot = s;
      if (fitsTime(s)) {
        slot = s;
        preferred[k] = 1;
        break;
      }
    }
    slots[k] = slot;
    if (slot >= 0) {
      const soon = Math.max(0, 1 - (slot - now) / (SOON_HORIZON_DAYS * DAY_MS));
      score += preferred[k] ? W.preferredSlot * soon + 5 : W.otherSlot * soon;
    }
    if (c.rating !== null && c.feedbackCount > 0) score += (c.rating / 5) * W.rating * Math.min(1, c.feedbackCount / 5);
    if (c.yearsExperience) score += (Math.min(c.yearsExperience, 15) / 15) * expWeight;
    scores[k] = score;
  }

  // Meet every choice; when fewer than a few do, loosen the least important choices one at a time.
  const poolSize = (loose: number) => perMask.reduce((sum, count, m) => ((m & ~loose) === 0 ? sum + count : sum), 0);
  const missedByAny = perMask.reduce((all, count, m) => (count ? all | m : all), 0);
  let loose = 0;
  for (const r of RELAXABLE) {
    if (poolSize(loose) >= Math.min(MATCH_MIN_RESULTS, n)) break;
    if (missedByAny & BIT[r]) loose |= BIT[r];
  }
  // Fewer choices missed first, then the higher score, then the id (a stable order).
  const before = (a: number, b: number) => {
    const d = bitCount(masks[a] as number) - bitCount(masks[b] as number);
    if (d) return d < 0;
    const s = (scores[a] as number) - (scores[b] as number);
    if (s) return s > 0;
    return (candidates[a] as Candidate).expertId < (candidates[b] as Candidate).expertId;
  };
  const top: number[] = [];
  for (let k = 0; k < n; k++) {
    if ((masks[k] as number) & ~loose) continue;
    if (top.length === req.limit && !before(k, top[top.length - 1] as number)) continue;
    let at = top.length;
    while (at > 0 && before(k, top[at - 1] as number)) at--;
    top.splice(at, 0, k);
    if (top.length > req.limit) top.pop();
  }
  const scored: Scored[] = top.map((k) => {
    const c = candidates[k] as Candidate;
    const slot = slots[k] as number;
    return {
      c,
      misses: RELAXABLE.filter((r) => (masks[k] as number) & BIT[r]),
      slot: slot >= 0 ? slot : null,
      preferred: preferred[k] === 1,
      worries: worries.filter((_, i) => treats[i]?.some((sp) => c.specialisations.includes(sp))).slice(0, 3),
    };
  });
  const relaxed = RELAXABLE.filter((r) => scored.some((s) => s.misses.includes(r)));
  return {
    matches: scored.map((s) => present(s, req, inferHindi, expWeight === W.experienceFirstTime)),
    worries,
    relaxed,
  };
}

/** One match with its reasons, strongest first: language, worries, slot, then the other choices met. */
function present(s: Scored, req: MatchRequest, inferHindi: boolean, firstTime: boolean): Match {
  const { c } = s;
  const reasons: MatchReason[] = [];
  if (req.language !== null && c.languages.includes(req.language))
    reasons.push({ code: "language", language: req.language });
  else if (inferHindi && c.languages.includes("Hindi")) reasons.push({ code: "language", language: "Hindi" });
  for (const worry of s.worries) reasons.push({ code: "worry", worry });
  if (s.slot !== null) reasons.push({ code: "slot", startsAt: new Date(s.slot).toISOString(), preferred: s.preferred });
  if (req.gender !== "any" && c.gender === req.gender) reasons.push({ code: "gender", gender: c.gender });
  if (req.budgetRupees !== null && c.feePaise <= req.budgetRupees * 100)
    reasons.push({ code: "budget", feePaise: c.feePaise });
  if (req.mode !== "either" && c.sessionTypes.includes(req.mode)) reasons.push({ code: "mode", mode: req.mode });
  if (c.rating !== null && c.feedbackCount > 0 && c.rating >= 4)
    reasons.push({ code: "rating", rating: c.rating, count: c.feedbackCount });
  if (c.yearsExperience && (c.yearsExperience >= 5 || firstTime))
    reasons.push({ code: "experience", years: c.yearsExperience });
  return {
    expertId: c.expertId,
    displayName: c.displayName,
    username: c.username,
    avatarUrl: c.avatarUrl,
    consultationFee: c.feePaise,
    languages: [...c.languages],
    specialisations: [...c.specialisations],
    sessionTypes: [...c.sessionTypes],
    rating: c.rating,
    feedbackCount: c.feedbackCount,
    yearsExperience: c.yearsExperience,
    gender: c.gender,
    reasons,
    misses: s.misses,
    slot:
      s.slot === null
        ? null
        : { startsAt: new Date(s.slot).toISOString(), endsAt: new Date(s.slot + SLOT_MS).toISOString() },
  };
}
