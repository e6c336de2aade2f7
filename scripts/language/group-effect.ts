// What one switched group of the attempt layer's entries does (decision 034: "Self-harm slang", "Warning signs
// that look ordinary", "Last words"): every line read with the group off and on, the other groups as shipped.
// Without --probe: the development sets (the train split, the everyday lines, every probe but the ones named
// with --leave-out, the pairs in scripts/language/data). With --probe <stem>: that probe alone (less the ids
// given with --leave-out-ids). --baseline reads the group off both times (a probe's baseline); --lines prints
// each line whose level moved. Never reads a frozen split.
// Run: npx tsx scripts/language/group-effect.ts --group slang|signs|lastwords|ownlife [--probe <stem>] [--baseline] [--lines]
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  lastWordsLayer,
  ownLifeLayer,
  selfHarmSlangLayer,
  warningSignsLayer,
} from "../../apps/server/src/modules/language/attempt.ts";
import {
  type CrisisItem,
  LANGS,
  loadCrisisCorpus,
  loadEverydayCorpus,
} from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";
import { readCrisis } from "../../apps/server/src/modules/language/index.ts";
import { loadProbe } from "../../apps/server/src/modules/language/probe/goodbye-probe.ts";
import { linesBesides } from "../../apps/server/src/modules/language/probe/probe-overlap.ts";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const GROUPS = {
  slang: selfHarmSlangLayer,
  signs: warningSignsLayer,
  lastwords: lastWordsLayer,
  ownlife: ownLifeLayer,
} as const;
const group = GROUPS[(arg("--group") ?? "") as keyof typeof GROUPS];
if (!group) throw new Error("--group slang | signs | lastwords | ownlife");
const shipped = group.on;
const probe = arg("--probe");
const leaveOut = (arg("--leave-out") ?? "").split(",").filter(Boolean);
const leaveOutIds = new Set((arg("--leave-out-ids") ?? "").split(",").filter(Boolean));
const baseline = process.argv.includes("--baseline");
const show = process.argv.includes("--lines");

const DATA = path.join(path.dirname(new URL(import.meta.url).pathname), "data");
// The pairs were never committed (decision 034, "Candidate P"): read where a checkout has them.
const pairs = (): CrisisItem[] =>
  LANGS.filter((l) => existsSync(path.join(DATA, `pairs.${l}.jsonl`))).flatMap((l) =>
    readFileSync(path.join(DATA, `pairs.${l}.jsonl`), "utf8")
      .split("\n")
      .filter((x) => x.trim())
      .map((x) => JSON.parse(x) as CrisisItem),
  );
const lines: { id: string; text: string; lang: string; level: string }[] = probe
  ? loadProbe(probe).filter((i) => !leaveOutIds.has(i.id))
  : [
      ...splitItems(loadCrisisCorpus()).train,
      ...splitItems(loadEverydayCorpus()).train,
      ...linesBesides().filter(
        (l) => l.id.startsWith("probe-") && !leaveOut.some((s) => l.id.startsWith(`probe-${s}-`)),
      ),
      ...pairs(),
    ];

const rank = (level: string) => ["none", "concern", "risk", "imminent", "danger"].indexOf(level);
for (const lang of LANGS) {
  const o = { crisis: 0, harmless: 0, caughtOff: 0, caughtOn: 0, flaggedOff: 0, flaggedOn: 0, heldOff: 0, heldOn: 0 };
  const moved = { lowered: 0, raisedCrisis: 0, raisedHarmless: 0 };
  for (const i of lines.filter((l) => l.lang === lang)) {
    group.on = false;
    const off = readCrisis(i.text);
    group.on = !baseline;
    const on = readCrisis(i.text);
    group.on = shipped;
    const crisis = i.level !== "none";
    if (crisis) {
      o.crisis++;
      if (off.level !== "none") o.caughtOff++;
      if (on.level !== "none") o.caughtOn++;
    } else {
      o.harmless++;
      if (off.level !== "none") o.flaggedOff++;
      if (on.level !== "none") o.flaggedOn++;
      if (off.hold) o.heldOff++;
      if (on.hold) o.heldOn++;
    }
    if (rank(on.level) < rank(off.level)) moved.lowered++;
    if (rank(on.level) > rank(off.level)) {
      if (crisis) moved.raisedCrisis++;
      else moved.raisedHarmless++;
      if (show)
        console.log(`  ${crisis ? "C" : "N"} ${off.level} -> ${on.level} ${i.id} ${i.text.replace(/\n/g, " / ")}`);
    }
  }
  console.log(
    lang,
    JSON.stringify(baseline ? { ...o, caughtOn: undefined, flaggedOn: undefined } : { ...o, ...moved }),
  );
}
