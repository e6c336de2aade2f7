// Recovery told as past for the calm layer (decision 034, "Harmless by context, second round"): the
// hold veto's strict frame (hold-recovery.ts, read through hold-veto.ts neverHeldFrames with every calm
// and recovery breaker), and a few more past markers of a belief once held ("ek time lagta tha", "i
// remember when i", "jab main 15 ki thi") near the same now-good markers, under the same breakers. The
// one calm frame that counts beside the writer's own risk words. Written from the kind and the train
// split, not from any probe line.
import { calmBreakers } from "../calm.ts";
import { hasRecovery, neverHeldFrames, recoveryBreakers } from "../hold-veto.ts";
import { compilePattern } from "../lexicon-check.ts";
import { near } from "./calm-types.ts";
import { recoveryHalves } from "./hold-recovery.ts";

const EN_ONCE =
  "i remember when|remember when i|once i (wanted|thought|tried|wrote|burnt|stood|felt)|i once (wanted|thought|tried|wrote|felt)|there was a phase|at (1[0-9]|2[0-9]) i (wanted|thought|tried|felt)";
const HI_ONCE = [
  "एक (समय|वक्त|टाइम) (लगता|लगती|सोचता|सोचती) (था|थी)|कभी (सोचता|सोचती|लगता|लगती) (था|थी)|(कॉलेज|स्कूल) के दिनों में|जब मैं [0-9]+ (की|का) (थी|था)|उस (टाइम|समय) (मुझे )?(लगता|लगती)",
  "ek (time|samay|waqt|wakt) (lagta|lagti|sochta|sochti) (tha|thi)|kabhi (sochta|sochti|lagta|lagti) (tha|thi)|(college|school) ke (dino|dinon) (me|mein)|jab (main|mai) [0-9]+ (ki|ka) (thi|tha)|us (time|samay) (mujhe )?(lagta|lagti)",
].join("|");

/** The extra past markers, each near its language's now-good markers (those of hold-recovery.ts). */
export const calmRecoveryExtra = [
  { id: "calm.en.recovery-once", pattern: near(EN_ONCE, recoveryHalves[0][1], 14) },
  { id: "calm.hi.recovery-once", pattern: near(HI_ONCE, recoveryHalves[1][1], 14) },
];

const EXTRA = [EN_ONCE, HI_ONCE].map((p, i) => ({
  half: compilePattern(p),
  re: compilePattern(calmRecoveryExtra[i]!.pattern),
}));
const BREAKERS = [...calmBreakers.map((b) => b.pattern), ...recoveryBreakers].map((p) => compilePattern(p));

/**
 * Whether a piece is recovery told as past (the lexicon's masked text, `plain` before masking, its
 * signals): the strict frame, or a belief once held near a now-good marker, and no breaker.
 */
export function isRecoveryPast(masked: string, plain: string, signals: readonly string[]): boolean {
  // The first round's frames, as these layers were judged with (the second round is the hold veto's own).
  if (hasRecovery(neverHeldFrames(masked, plain, signals, false))) return true;
  if (!EXTRA.some((e) => e.half.test(masked) && e.re.test(masked))) return false;
  return !BREAKERS.some((re) => re.test(masked) || re.test(plain));
}
