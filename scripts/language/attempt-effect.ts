// What the attempt layer (decision 034, "A disclosed attempt: a layer after the model") does to the TRAIN
// split of every crisis batch and the everyday lines' train part: items it raises, by label and kind (a
// harmless one is a false alarm), and the recovery and never-held kinds it touches. Never reads a test
// split. With `--probe`, the attempt probe instead (read with the layer off and on once for the go/no-go:
// figures only unless `--lines`). Writes nothing.
// Run: npx tsx scripts/language/attempt-effect.ts [--probe [attempt2|attempt3]] [--lines]
import { loadCrisisCorpus, loadEverydayCorpus } from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";
import { attemptLayer } from "../../apps/server/src/modules/language/crisis-decision.ts";
import { readCrisis, warmUpLanguage } from "../../apps/server/src/modules/language/index.ts";
import { loadProbe } from "../../apps/server/src/modules/language/probe/goodbye-probe.ts";

const probe = process.argv.includes("--probe");
// `--probe attempt2` reads the second attempt probe (decision 034, "Second round"); `--probe` alone the first.
const probeArg = process.argv[process.argv.indexOf("--probe") + 1];
const probeName = probe && probeArg && !probeArg.startsWith("--") ? probeArg : "attempt";
const lines = process.argv.includes("--lines");
warmUpLanguage();
const items = probe
  ? loadProbe(probeName)
  : [...splitItems(loadCrisisCorpus()).train, ...splitItems(loadEverydayCorpus()).train];

const was = attemptLayer.on;
const rows = items.map((item) => {
  attemptLayer.on = false;
  const off = readCrisis(item.text);
  attemptLayer.on = true;
  const on = readCrisis(item.text);
  return {
    item,
    off: off.level,
    on: on.level,
    heldOff: off.hold,
    heldOn: on.hold,
    signals: on.signals.filter((s) => s.startsWith("attempt.")),
  };
});
attemptLayer.on = was;

const NEVER_HELD = new Set([
  "recovery-past",
  "film-tv",
  "gaming",
  "medical-dose",
  "news",
  "prevention-talk",
  "song-lyric",
  "book",
]);
for (const lang of ["en", "hi", "hinglish"] as const) {
  const mine = rows.filter((r) => r.item.lang === lang);
  const crisis = mine.filter((r) => r.item.level !== "none");
  const harmless = mine.filter((r) => r.item.level === "none");
  const changed = mine.filter((r) => r.off !== r.on);
  const byLabel = (lvl: string) => changed.filter((r) => r.item.level === lvl).length;
  const asNone = (k: "off" | "on") => crisis.filter((r) => r[k] === "none").length;
  const flagged = (k: "off" | "on") => harmless.filter((r) => r[k] !== "none").length;
  const held = (k: "heldOff" | "heldOn") => harmless.filter((r) => r[k]).length;
  console.log(
    `${lang}: ${mine.length} items (${crisis.length} crisis, ${harmless.length} harmless) | changed ${changed.length}: labelled none ${byLabel("none")}, concern ${byLabel("concern")}, risk ${byLabel("risk")}, imminent ${byLabel("imminent")}, danger ${byLabel("danger")} | crisis read as none ${asNone("off")} -> ${asNone("on")} | harmless flagged ${flagged("off")} -> ${flagged("on")}, held ${held("heldOff")} -> ${held("heldOn")} | never-held kinds touched ${changed.filter((r) => NEVER_HELD.has(r.item.kind)).length}`,
  );
  if (probe && !lines) continue;
  for (const r of changed)
    console.log(
      `  [${r.item.level} ${r.item.kind}] ${r.off} -> ${r.on}${r.heldOn ? " HELD" : ""} ${r.signals.join(",")} | ${r.item.text}`,
    );
}
const fired = rows.filter((r) => r.signals.length > 0 && r.off === r.on).length;
console.log(`entries named beside an unchanged reading: ${fired}`);
if (probe && lines) {
  console.log("\ncrisis lines read as none with the layer on:");
  for (const r of rows.filter((x) => x.item.level !== "none" && x.on === "none"))
    console.log(`  [${r.item.lang} ${r.item.level} ${r.item.kind}] ${r.item.text}`);
}
