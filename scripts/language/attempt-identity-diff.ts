// Which verdicts the attempt layer changes (off against on; the app has it on since decision 034 "Third round"), over every probe line and TRAIN line
// (crisis, everyday and intent items), alone and as chat sends them: each change must only RAISE the
// level (none/concern -> risk/imminent, risk -> imminent) or name an entry beside an unchanged level,
// never lower a level or move danger (decision 034,
// "A disclosed attempt: a layer after the model"). Never reads a test split; writes nothing.
// Run: npx tsx scripts/language/attempt-identity-diff.ts [--skip <probe stem>]
import { CRISIS_CONTEXT_LIMIT } from "@saathi/contract/crisis";
import { SEVERITY } from "../../apps/server/src/modules/language/crisis.ts";
import { ATTEMPT_LAYER, attemptLayer } from "../../apps/server/src/modules/language/crisis-decision.ts";
import { readCrisis, warmUpLanguage } from "../../apps/server/src/modules/language/index.ts";
import { identityDiffLines } from "./identity-diff-lines.ts";

warmUpLanguage();
const skip = process.argv.includes("--skip") ? process.argv[process.argv.indexOf("--skip") + 1] : undefined;
const lists = identityDiffLines(skip);
let checked = 0;
let changed = 0;
let bad = 0;
for (const l of lists)
  l.texts.forEach((text, i) => {
    const recent = l.texts.slice(Math.max(0, i - CRISIS_CONTEXT_LIMIT), i);
    for (const ctx of recent.length ? [{}, { recent }] : [{}]) {
      attemptLayer.on = false;
      const off = readCrisis(text, ctx);
      attemptLayer.on = true;
      const on = readCrisis(text, ctx);
      checked++;
      if (JSON.stringify(on) === JSON.stringify(off)) continue;
      changed++;
      const raised = SEVERITY[on.level]! > SEVERITY[off.level]! && off.level !== "danger";
      const named = on.signals.some((s) => s.startsWith("attempt."));
      const same = off.level === on.level && named;
      // Same level, no entry here: the author's recent lines now read higher, so the joint reading's rule
      // (crisis.ts readInContext) keeps or drops "recent-lines" and the score differently.
      const context = off.level === on.level && "recent" in ctx;
      const lowered = SEVERITY[on.level]! < SEVERITY[off.level]! || (off.level === "danger" && on.level !== "danger");
      if (lowered || (!raised && !same && !context)) bad++;
      console.log(
        `${raised ? "raised" : same ? "named " : context && !lowered ? "context" : "BAD   "} ${l.name}${"recent" in ctx ? " (ctx)" : ""}: ${off.level} -> ${on.level}${on.hold ? " HELD" : ""} [${on.signals.filter((s) => s.startsWith("attempt.")).join(",")}] ${text.slice(0, 140)}`,
      );
    }
  });
attemptLayer.on = ATTEMPT_LAYER;
console.log({ checked, changed, bad });
