// The ranking of "Find my counsellor": pure, synchronous, no database. Hard choices (language, the
// counsellor's gender, budget, video or voice) filter; when too few experts meet them all, the
// least important are loosened one by one (mode, budget, gender, language) and each expert says
// what it misses. Soft scores order the rest: the worries the member named or wrote (read by the
// language module in English, Hindi and Hinglish) against the expert's specialisations, a free slot
// soon at the times the member prefers, an inferred Hindi speaker for Hindi or Hinglish words,
// rating and experience. Reasons are codes and values; the web says them.
import { SLOT_MINUTES, type SessionType } from "@saathi/contract/experts";
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
  score: number;
  misses: Relaxable[];
  slot: number | null;
  preferred: boolean;
  worries: WorryId[];
}

/** Ranks listed experts for the answers. `now` in ms. */
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

  const scored: Scored[] = new Array(candidates.length);
  for (let n = 0; n < candidates.length; n++) {
    const c = candidates[n] as Candidate;
    const misses: Relaxable[] = [];
    if (req.mode !== "either" && !c.sessionTypes.includes(req.mode)) misses.push("mode");
    if (budgetPaise !== null && c.feePaise > budgetPaise) misses.push("budget");
    if (req.gender !== "any" && c.gender !== req.gender) misses.push("gender");
    if (req.language !== null && !c.languages.includes(req.language)) misses.push("language");

    let score = 0;
    const matched: WorryId[] = [];
    for (let i = 0; i < worries.length && matched.length < 3; i++) {
      if (!treats[i]?.some((sp) => c.specialisations.includes(sp))) continue;
      matched.push(worries[i] as WorryId);
      score += i === 0 ? W.firstWorry : W.laterWorry;
    }
    if (inferHindi && c.languages.includes("Hindi")) score += W.inferredLanguage;

    let slot: number | null = null;
    let preferred = false;
    for (const s of c.slots) {
      if (s <= now) continue;
      if (slot === null) slot = s;
      if (fitsTime(s)) {
        slot = s;
        preferred = true;
        break;
      }
    }
    if (slot !== null) {
      const soon = Math.max(0, 1 - (slot - now) / (SOON_HORIZON_DAYS * DAY_MS));
      score += (preferred ? W.preferredSlot : W.otherSlot) * soon + (preferred ? 5 : 0);
    }
    if (c.rating !== null && c.feedbackCount > 0) score += (c.rating / 5) * W.rating * Math.min(1, c.feedbackCount / 5);
    if (c.yearsExperience) score += (Math.min(c.yearsExperience, 15) / 15) * expWeight;
    scored[n] = { c, score, misses, slot, preferred, worries: matched };
  }

  // Meet every choice; when fewer than a few do, loosen the least important choices one at a time.
  const relaxedSet = new Set<Relaxable>();
  const allowed = (s: Scored) => s.misses.every((m) => relaxedSet.has(m));
  let pool = scored.filter(allowed);
  for (const r of RELAXABLE) {
    if (pool.length >= Math.min(MATCH_MIN_RESULTS, scored.length)) break;
    if (!scored.some((s) => s.misses.includes(r))) continue;
    relaxedSet.add(r);
    pool = scored.filter(allowed);
  }
  pool.sort(
    (a, b) =>
      a.misses.length - b.misses.length || b.score - a.score || (a.c.expertId < b.c.expertId ? -1 : 1),
  );
  const top = pool.slice(0, req.limit);
  const relaxed = RELAXABLE.filter((r) => top.some((s) => s.misses.includes(r)));
  return {
    matches: top.map((s) => present(s, req, inferHindi, expWeight === W.experienceFirstTime)),
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
  if (s.slot !== null)
    reasons.push({ code: "slot", startsAt: new Date(s.slot).toISOString(), preferred: s.preferred });
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
      s.slot === null ? null : { startsAt: new Date(s.slot).toISOString(), endsAt: new Date(s.slot + SLOT_MS).toISOString() },
  };
}
