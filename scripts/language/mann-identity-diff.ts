// Which verdicts the mann layer (as the app reads it) changes, over every probe line and TRAIN line,
// alone and as chat sends them: each change must be exactly level risk -> concern, nothing else (decision
// 034, "The mann layer for Hindi in both scripts"). Never reads a test split; writes nothing.
// Run: npx tsx scripts/language/mann-identity-diff.ts
import { readFileSync } from "node:fs";
import { CRISIS_CONTEXT_LIMIT } from "@saathi/contract/crisis";
import { MANN_LAYER, mannLayer } from "../../apps/server/src/modules/language/crisis-decision.ts";
import { identityGroups } from "../../apps/server/src/modules/language/crisis-identity.ts";
import { readCrisis, warmUpLanguage } from "../../apps/server/src/modules/language/index.ts";
import { identityDiffLines } from "./identity-diff-lines.ts";

warmUpLanguage();
const lists = identityDiffLines();
let checked = 0,
  changed = 0,
  bad = 0;
const calls: [string, { recent?: string[] }][] = [];
for (const l of lists)
  l.texts.forEach((text, i) => {
    calls.push([text, {}]);
    const recent = l.texts.slice(Math.max(0, i - CRISIS_CONTEXT_LIMIT), i);
    if (recent.length) calls.push([text, { recent }]);
  });
for (const [text, ctx] of calls) {
  mannLayer.on = false;
  const off = readCrisis(text, ctx);
  mannLayer.on = MANN_LAYER;
  const on = readCrisis(text, ctx);
  checked++;
  if (JSON.stringify(on) === JSON.stringify(off)) continue;
  changed++;
  const ok =
    off.level === "risk" && on.level === "concern" && JSON.stringify({ ...on, level: "risk" }) === JSON.stringify(off);
  if (!ok) {
    bad++;
    console.log("BAD", JSON.stringify(off), JSON.stringify(on), text);
  } else console.log("risk->concern", ctx.recent ? "(ctx)" : "", text);
}
console.log({ checked, changed, bad });
mannLayer.on = MANN_LAYER;
const recorded = JSON.parse(readFileSync("apps/server/src/modules/language/crisis-identity.json", "utf8"));
console.log(
  "the app's readings hash as crisis-identity.json records:",
  JSON.stringify(identityGroups()) === JSON.stringify(recorded),
);
