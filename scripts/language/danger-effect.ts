// What the danger layer (decision 034, "Danger from someone else") does to the TRAIN split of every
// crisis batch and to the everyday lines' train part: items each level would turn into danger (a
// harmless one is a false alarm) and danger items it catches that the model missed. Never reads a test
// split. With `--probe`, the danger probe instead; with `--probe2`, the second danger probe (read with
// the layer off and on once for the go/no-go: figures only unless `--lines`). Writes nothing.
// Run: npx tsx scripts/language/danger-effect.ts [--probe | --probe2] [--lines]
import { loadCrisisCorpus, loadEverydayCorpus } from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";
import { dangerLayer } from "../../apps/server/src/modules/language/crisis-decision.ts";
import { readCrisis, warmUpLanguage } from "../../apps/server/src/modules/language/index.ts";
import { loadDangerProbe } from "../../apps/server/src/modules/language/probe/danger-probe.ts";
import { loadDanger2Probe } from "../../apps/server/src/modules/language/probe/danger2-probe.ts";

const probe = process.argv.includes("--probe");
const probe2 = process.argv.includes("--probe2");
const lines = process.argv.includes("--lines");
warmUpLanguage();
const items = probe2
  ? loadDanger2Probe()
  : probe
    ? loadDangerProbe()
    : [...splitItems(loadCrisisCorpus()).train, ...splitItems(loadEverydayCorpus()).train];

const rows = items.map((item) => {
  dangerLayer.on = false;
  const off = readCrisis(item.text).level;
  dangerLayer.on = true;
  const on = readCrisis(item.text);
  return { item, off, on: on.level, signals: on.signals.filter((s) => s.startsWith("danger.")) };
});

for (const lang of ["en", "hi", "hinglish"] as const) {
  const mine = rows.filter((r) => r.item.lang === lang);
  const danger = mine.filter((r) => r.item.level === "danger");
  const harmless = mine.filter((r) => r.item.level === "none");
  const recall = (k: "off" | "on") => danger.filter((r) => r[k] === "danger").length;
  const anyFlag = (k: "off" | "on") => danger.filter((r) => r[k] !== "none").length;
  const alarms = (k: "off" | "on") => harmless.filter((r) => r[k] !== "none").length;
  const turned = mine.filter((r) => r.off !== "danger" && r.on === "danger");
  const byLevel = (lvl: string) => turned.filter((r) => r.item.level === lvl).length;
  console.log(
    `${lang}: ${mine.length} items, ${danger.length} danger, ${harmless.length} harmless | danger read as danger ${recall("off")} -> ${recall("on")}, as any crisis ${anyFlag("off")} -> ${anyFlag("on")} | harmless flagged ${alarms("off")} -> ${alarms("on")} | turned to danger by the layer: none ${byLevel("none")}, concern ${byLevel("concern")}, risk ${byLevel("risk")}, imminent ${byLevel("imminent")}, danger ${byLevel("danger")}`,
  );
}
const turnedWrong = rows.filter((r) => r.off !== "danger" && r.on === "danger" && r.item.level !== "danger");
console.log(`\nturned to danger, not labelled danger (${turnedWrong.length}):`);
// The second probe's lines stay unseen unless asked for (its figures are read once, for the go/no-go).
if (!probe2 || lines)
  for (const r of turnedWrong)
    console.log(`  [${r.item.level} ${r.item.kind}] ${r.item.text} | ${r.signals.join(",")}`);
if (lines) {
  const missed = rows.filter((r) => r.item.level === "danger" && r.on !== "danger");
  console.log(`\ndanger not read as danger (${missed.length}):`);
  for (const r of missed) console.log(`  [${r.on} ${r.item.kind}] ${r.item.text}`);
}
