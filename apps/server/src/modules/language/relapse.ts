// The relapse layer (decision 034, "A recovery that broke: the relapse layer"): self-harm or an attempt's
// act or means told together with a word that says it is back now ("relapsed. fresh cuts over the old
// scars", "3 saal recovery, aaj phir phande ke liye rassi le aaya", "जो ब्लेड दो साल से दबा था, आज रात फिर
// उसी के पास"). The model learned recovery's words (years, clean, scars, therapist) as none, and "again"
// does not undo them: such lines read at crisis shares near 0. Read after the model and the other layers on
// the lexicon's masked text, never fed to the features; it only raises, to risk, and never past the attempt
// layer's vetoes (fiction and news, games, a professional's work, a hypothetical, an accident, an illness).
import { vetoedBy } from "./attempt.ts";
import { ATTEMPT_LAYER_SHARE, type Decision } from "./crisis-decision.ts";
import { RELAPSE_ACTS, RELAPSE_AGAIN, RELAPSE_NOT } from "./lexicon/relapse-words.ts";
import { compilePattern } from "./lexicon-check.ts";

/**
 * On: a relapse told now reads at least risk. OFF: on its held-out probe it caught 5 of 34 missed crisis lines
 * (not the third asked) and raised one harmless line, and the frozen splits read with it on fell under batch
 * 1 English's precision floor (decision 034). Off, the readings are the other layers' alone, as before it existed.
 */
export const RELAPSE_LAYER = false;

/** For the tools and tests that compare readings with and without the layer; never set in the app. */
export const relapseLayer = { on: RELAPSE_LAYER };

/**
 * The attempt layer's vetoes that also free a relapse: fiction and news, games, help and prevention, a
 * professional's work, a hypothetical, an accident, an illness. Not "everyday-attempt" (an exam's attempt;
 * its words, such as "पास", are everyday beside a blade) nor "recovery-from-a-distance" (a relapse is the
 * recovery that broke).
 */
const VETOES: ReadonlySet<string> = new Set([
  "fiction-news",
  "game",
  "help-prevention",
  "professional",
  "hypothetical",
  "accident",
  "medical",
]);

const ACT = compilePattern(RELAPSE_ACTS);
const AGAIN = compilePattern(RELAPSE_AGAIN);
const NOT = compilePattern(RELAPSE_NOT);

/** Whether a piece (the lexicon's masked text) tells of self-harm or an attempt back now. */
export const readRelapse = (masked: string): boolean =>
  ACT.test(masked) && AGAIN.test(masked) && !NOT.test(masked) && !vetoedBy(masked, VETOES);

/**
 * After the other layers: a relapse (`relapsed`, readRelapse) raises none or concern to risk (the
 * helplines and the moderation queue); risk, imminent and danger stay.
 */
export function withRelapse(d: Decision, relapsed: boolean): Decision {
  if (!relapseLayer.on || !relapsed || (d.level !== "none" && d.level !== "concern")) return d;
  return { ...d, level: "risk", crisisShare: Math.max(d.crisisShare, ATTEMPT_LAYER_SHARE) };
}
