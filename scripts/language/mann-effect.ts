// What the mann layer (decision 034, "Plain low motivation is concern, not risk", issue 33) does to the
// TRAIN split of every crisis batch and to the everyday lines' train part, per language: risk -> concern
// changes on harmless and concern-labelled items (what it fixes) and on risk-, imminent- and
// danger-labelled items (each one a need under-read: these must be 0). Never reads a test split.
// With `--probe`, the mann probe instead (read with the layer off and on once, for the go/no-go: figures
// only unless `--lines`). `--bound 0.5` reads at another crisis-share bound. Writes nothing.
// Run: node --import tsx scripts/language/mann-effect.ts [--probe] [--lines] [--bound <share>]
import { loadCrisisCorpus, loadEverydayCorpus } from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";
import { SEVERITY } from "../../apps/server/src/modules/language/crisis.ts";
import { mannLayer } from "../../apps/server/src/modules/language/crisis-decision.ts";
import { readCrisis, warmUpLanguage } from "../../apps/server/src/modules/language/index.ts";
import { loadMannProbe } from "../../apps/server/src/modules/language/probe/mann-probe.ts";

const probe = process.argv.includes("--probe");
const lines = process.argv.includes("--lines");
const boundAt = process.argv.indexOf("--bound");
if (boundAt > 0) mannLayer.maxShare = Number(process.argv[boundAt + 1]);
warmUpLanguage();
const items = probe
  ? loadMannProbe()
  : [...splitItems(loadCrisisCorpus()).train, ...splitItems(loadEverydayCorpus()).train];

const rows = items.map((item) => {
  mannLayer.on = false;
  const off = readCrisis(item.text);
  mannLayer.on = true;
  const on = readCrisis(item.text);
  return { item, off: off.level, on: on.level, score: off.score };
});
mannLayer.on = false;

const HIGH = new Set(["risk", "imminent", "danger"]);
console.log(`bound ${mannLayer.maxShare}`);
for (const lang of ["en", "hi", "hinglish"] as const) {
  const mine = rows.filter((r) => r.item.lang === lang);
  const changed = mine.filter((r) => r.off !== r.on);
  const lowered = changed.filter((r) => r.off === "risk" && r.on === "concern");
  const onLow = lowered.filter((r) => !HIGH.has(r.item.level)).length;
  const onHigh = lowered.filter((r) => HIGH.has(r.item.level)).length;
  let line = `${lang}: ${mine.length} items | risk -> concern on harmless/concern-labelled ${onLow}, on risk/imminent/danger-labelled ${onHigh} | other changes ${changed.length - lowered.length}`;
  if (probe) {
    const plain = mine.filter((r) => r.item.id.includes("-n"));
    const crisis = mine.filter((r) => r.item.id.includes("-c"));
    const high = (k: "off" | "on") => plain.filter((r) => HIGH.has(r[k])).length;
    const at = (k: "off" | "on", lvl: string) => plain.filter((r) => r[k] === lvl).length;
    const kept = (k: "off" | "on") => crisis.filter((r) => SEVERITY[r[k]]! >= SEVERITY[r.item.level]!).length;
    const fell = crisis.filter((r) => SEVERITY[r.on]! < SEVERITY[r.off]!).length;
    line += ` | plain read risk/imminent ${high("off")} -> ${high("on")}, concern ${at("off", "concern")} -> ${at("on", "concern")}, none ${at("off", "none")} -> ${at("on", "none")} of ${plain.length} | crisis at or above label ${kept("off")} -> ${kept("on")} of ${crisis.length}, crisis lines lowered ${fell}`;
  }
  console.log(line);
}
// The probe's lines stay unseen unless asked for (its figures are read once, for the go/no-go).
if (!probe || lines) {
  for (const r of rows.filter((x) => x.off !== x.on))
    console.log(`  [${r.item.lang} label ${r.item.level} ${r.off} -> ${r.on} ${r.score}] ${r.item.text}`);
}
