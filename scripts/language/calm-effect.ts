// What the calm layer (decision 034, "Harmless by context") does to the TRAIN split of every crisis
// batch and to the everyday lines' train part: crisis items it would turn to none (each one a crisis
// lost: these must be 0 or nearly) and harmless items it fixes, per language. Never reads a test split.
// With `--probe`, the calm probe instead (read with the layer off and on once, for the go/no-go:
// figures only unless `--lines`). `--bound 0.4` reads at another crisis-share bound. Writes nothing.
// With `--probe2`, the second calm probe (decision 034, "Harmless by context, second round"), likewise.
// Run: npx tsx scripts/language/calm-effect.ts [--probe | --probe2] [--lines] [--bound <share>] [--recovery-bound <share>]
import { loadCrisisCorpus, loadEverydayCorpus } from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";
import { calmLayer } from "../../apps/server/src/modules/language/crisis-decision.ts";
import { readCrisis, warmUpLanguage } from "../../apps/server/src/modules/language/index.ts";
import { loadCalmProbe } from "../../apps/server/src/modules/language/probe/calm-probe.ts";
import { loadCalm2Probe } from "../../apps/server/src/modules/language/probe/calm2-probe.ts";

const probe2 = process.argv.includes("--probe2");
const probe = probe2 || process.argv.includes("--probe");
const lines = process.argv.includes("--lines");
const boundAt = process.argv.indexOf("--bound");
if (boundAt > 0) calmLayer.maxShare = Number(process.argv[boundAt + 1]);
const recoveryBoundAt = process.argv.indexOf("--recovery-bound");
if (recoveryBoundAt > 0) calmLayer.recoveryMaxShare = Number(process.argv[recoveryBoundAt + 1]);
warmUpLanguage();
const items = probe
  ? probe2
    ? loadCalm2Probe()
    : loadCalmProbe()
  : [...splitItems(loadCrisisCorpus()).train, ...splitItems(loadEverydayCorpus()).train];

const rows = items.map((item) => {
  calmLayer.on = false;
  const off = readCrisis(item.text);
  calmLayer.on = true;
  const on = readCrisis(item.text);
  return { item, off: off.level, on: on.level, score: off.score, signals: on.signals.filter((x) => x !== "model") };
});

console.log(`bound ${calmLayer.maxShare}, recovery bound ${calmLayer.recoveryMaxShare}`);
for (const lang of ["en", "hi", "hinglish"] as const) {
  const mine = rows.filter((r) => r.item.lang === lang);
  const crisis = mine.filter((r) => r.item.level !== "none");
  const harmless = mine.filter((r) => r.item.level === "none");
  const caught = (k: "off" | "on") => crisis.filter((r) => r[k] !== "none").length;
  const flagged = (k: "off" | "on") => harmless.filter((r) => r[k] !== "none").length;
  const lost = crisis.filter((r) => r.off !== "none" && r.on === "none");
  const byLevel = (lvl: string) => lost.filter((r) => r.item.level === lvl).length;
  console.log(
    `${lang}: ${mine.length} items, ${crisis.length} crisis, ${harmless.length} harmless | crisis caught ${caught("off")} -> ${caught("on")} | harmless flagged ${flagged("off")} -> ${flagged("on")} | crisis turned to none: concern ${byLevel("concern")}, risk ${byLevel("risk")}, imminent ${byLevel("imminent")}, danger ${byLevel("danger")}`,
  );
}
// The probe's lines stay unseen unless asked for (its figures are read once, for the go/no-go).
if (!probe || lines) {
  const lost = rows.filter((r) => r.item.level !== "none" && r.off !== "none" && r.on === "none");
  console.log(`\ncrisis turned to none (${lost.length}):`);
  for (const r of lost) console.log(`  [${r.item.lang} ${r.item.level} ${r.item.kind} ${r.score}] ${r.item.text}`);
}
if (lines) {
  const fixed = rows.filter((r) => r.item.level === "none" && r.off !== "none" && r.on === "none");
  console.log(`\nharmless fixed (${fixed.length}):`);
  for (const r of fixed) console.log(`  [${r.item.lang} ${r.off} ${r.item.kind} ${r.score}] ${r.item.text}`);
  const still = rows.filter((r) => r.item.level === "none" && r.on !== "none");
  console.log(`\nharmless still flagged (${still.length}):`);
  for (const r of still)
    console.log(`  [${r.item.lang} ${r.on} ${r.item.kind} ${r.score}] ${r.item.text} | ${r.signals.join(",")}`);
}
