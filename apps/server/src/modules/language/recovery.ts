// The recovery layer (decision 034, "Recovery told as past, and everyday goodbyes"): a story of an attempt,
// self-harm or a dark time told from a distance with a present that is well ("two years ago I tried to end
// my life, today I got my first job offer") is read as none, whatever the model read: the issue's recovery
// stories get no card and never reach the queue. Read after every other layer on the lexicon's masked text,
// never fed to the features. The frames are the attempt layer's recovery veto (distance, a present that is
// well, and none of its words of now or again) and the calm layer's strict recovery frame; the breakers
// below keep a will, a plan or a readiness told beside a distance from passing for recovery.
import { recoveryFromADistance } from "./attempt.ts";
import type { Decision } from "./crisis-decision.ts";
import { isRecoveryPast } from "./lexicon/calm-recovery.ts";
import { compilePattern } from "./lexicon-check.ts";

/**
 * On: recovery told as past is read as none. OFF: on its held-out probe it flagged fewer harmless lines and
 * lost no crisis line, but the frozen splits read with it and the everyday-goodbye rule on lost one crisis
 * message (decision 034). Off, the readings are the model's and the other layers' alone, as before it existed.
 */
export const RECOVERY_LAYER = false;

/** For the tools and tests that compare readings with and without the layer; never set in the app. */
export const recoveryLayer = { on: RECOVERY_LAYER };

/** Now, whatever the distance: a will, a plan, a date, being ready, tonight. */
const NOW =
  "(my|a|the) will|will is ready|wasiyat|vasiyat|वसीयत|ready|tayyar|taiyar|tayar|तैयार|(a|the) plan|decided|made up my mind|a date|tonight|aaj raat|आज रात|this time|is baar|इस बार|last (time|message|post)|goodbye|alvida|अलविदा|still (want|think|feel|cut|hurt)|ab bhi|abhi bhi|अब भी|अभी भी";
const NOW_RE = compilePattern(NOW);

/** Whether a piece (the lexicon's masked text, `plain` before masking, its signals) is recovery told as past. */
export function readRecovery(masked: string, plain: string, signals: readonly string[]): boolean {
  if (NOW_RE.test(masked) || NOW_RE.test(plain)) return false;
  return recoveryFromADistance(masked) || isRecoveryPast(masked, plain, signals);
}

/**
 * After every other layer: recovery told as past (`recovered`, readRecovery on the piece or, for a long
 * post, on the whole post) is read as none. Never on a reading helped by the author's recent lines
 * (`helped`): what they said counts as said.
 */
export function withRecovery(d: Decision, recovered: boolean, helped = false): Decision {
  if (!recoveryLayer.on || helped || !recovered || d.level === "none") return d;
  return { ...d, level: "none" };
}
