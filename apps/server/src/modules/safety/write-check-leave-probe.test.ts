// The leave-taking rule on its held-out probe (decision 034, "Leave-taking as a whole message, in the write
// check"): each probe message read as the write check reads it (with the writer's recent lines), without the
// rule and with it. Crisis lines softened (risk or imminent without the rule, concern with it) and harmless
// lines taken off the queue, per language, with and without the probe lines the corpus or another probe holds.
// Read once at 16:18 UTC: a no-go (decision 034). The figures are recorded below; a change to the rule, the
// words or the model that moves them fails here until they are recorded again with the decision.
import { afterAll, describe, expect, it } from "vitest";
import { readCrisis } from "../language/index.ts";
import { type LeaveItem, loadLeaveProbe } from "../language/probe/leave-probe.ts";
import { closeLines, linesBesides, sharedLines } from "../language/probe/probe-overlap.ts";
import { LEAVE_TAKING_RULE, leaveTakingRule } from "./write-check.policy.ts";
import { createWriteReading } from "./write-check-reading.ts";

const probe = loadLeaveProbe();
const readWrite = createWriteReading(readCrisis);
const queued = (level: string) => level === "risk" || level === "imminent";

interface Figures {
  crisis: number;
  crisisSoftened: number;
  harmless: number;
  harmlessQueued: number;
  harmlessSoftened: number;
}

function figuresOf(items: readonly LeaveItem[]): Figures {
  const f: Figures = { crisis: 0, crisisSoftened: 0, harmless: 0, harmlessQueued: 0, harmlessSoftened: 0 };
  for (const i of items) {
    leaveTakingRule.on = false;
    const without = readWrite(i.text, i.recent).level;
    leaveTakingRule.on = true;
    const withRule = readWrite(i.text, i.recent).level;
    const softened = queued(without) && withRule === "concern";
    if (i.level === "none") {
      f.harmless += 1;
      if (queued(without)) f.harmlessQueued += 1;
      if (softened) f.harmlessSoftened += 1;
    } else {
      f.crisis += 1;
      if (softened) f.crisisSoftened += 1;
    }
  }
  leaveTakingRule.on = LEAVE_TAKING_RULE;
  return f;
}

afterAll(() => {
  leaveTakingRule.on = LEAVE_TAKING_RULE;
});

describe("the leave-taking rule on the leave-taking probe", () => {
  const others = linesBesides("leave");
  const known = new Set(sharedLines(probe, others));
  const close = new Set(closeLines(probe, others));
  const unseen = probe.filter((i) => !known.has(i.text) && !close.has(i.id));
  const byLang = (items: readonly LeaveItem[]) =>
    Object.fromEntries(
      (["en", "hi", "hinglish"] as const).map((l) => [l, figuresOf(items.filter((i) => i.lang === l))]),
    );
  const all = byLang(probe);
  const apart = byLang(unseen);

  it("reports crisis lines softened and harmless lines taken off the queue, per language", () => {
    for (const [lang, f] of Object.entries(all)) console.log(`leave probe ${lang}: ${JSON.stringify(f)}`);
    for (const [lang, f] of Object.entries(apart))
      console.log(`leave probe ${lang}, lines not near the corpus: ${JSON.stringify(f)}`);
    expect(all).toEqual({
      en: { crisis: 40, crisisSoftened: 1, harmless: 60, harmlessQueued: 7, harmlessSoftened: 1 },
      hi: { crisis: 40, crisisSoftened: 0, harmless: 60, harmlessQueued: 4, harmlessSoftened: 1 },
      hinglish: { crisis: 40, crisisSoftened: 0, harmless: 60, harmlessQueued: 12, harmlessSoftened: 0 },
    });
  });
});
