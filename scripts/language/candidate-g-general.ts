// Candidate G at threshold 0.38 on the general probes 1-3 and the holds probes 2-5 (decision 034, "G at 0.38 again";
// a no-go): run it in a scratch worktree whose model/ holds G (crisis.json threshold 0.38) and here, and compare.
import type { CrisisItem } from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { readCrisis } from "../../apps/server/src/modules/language/index.ts";

async function load(n: string) {
  const m = await import(`../../apps/server/src/modules/language/probe/${n}-probe.ts`);
  return m[`load${n[0]!.toUpperCase() + n.slice(1)}Probe`]() as CrisisItem[];
}
const sets: Record<string, string[]> = {
  general: ["general", "general2", "general3"],
  holds: ["holds2", "holds3", "holds4", "holds5"],
};
const out: Record<string, Record<string, unknown>> = {};
for (const [name, probes] of Object.entries(sets)) {
  const lines = (await Promise.all(probes.map(load))).flat();
  for (const lang of ["en", "hi", "hinglish"]) {
    let crisis = 0,
      caught = 0,
      harmless = 0,
      flagged = 0,
      held = 0,
      crisisHeld = 0;
    for (const i of lines.filter((l) => l.lang === lang)) {
      const r = readCrisis(i.text);
      if (i.level === "none") {
        harmless++;
        if (r.level !== "none") flagged++;
        if (r.hold) held++;
      } else {
        crisis++;
        if (r.level !== "none") caught++;
        if (r.hold) crisisHeld++;
      }
    }
    out[name] ??= {};
    out[name][lang] = {
      crisis,
      caught,
      harmless,
      flagged,
      precision: +(caught / (caught + flagged)).toFixed(3),
      held,
      crisisHeld,
    };
  }
}
console.log(JSON.stringify(out));
