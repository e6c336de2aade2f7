// Prints the shipped models' figures on a part of the corpus: crisis recall, precision and harmless
// held per language (crisis = any level but none), the misses and false alarms by kind, and Health
// Bot intent accuracy and fallback. Reading the frozen test splits is allowed here only to REPORT,
// never to tune (the models and their settings come from scripts/language/train.ts alone).
// Run: npx tsx scripts/language/evaluate.ts --batch 2 --side all
import { parseArgs } from "node:util";
import {
  type Batch,
  LANGS,
  loadCrisisCorpus,
  loadIntentCorpus,
} from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";
import { readCrisis, readIntent, warmUpLanguage } from "../../apps/server/src/modules/language/index.ts";

const { values } = parseArgs({
  options: {
    batch: { type: "string", default: "1,2,3" },
    side: { type: "string", default: "test" },
    show: { type: "string" },
  },
});
const batches = values.batch.split(",").map(Number) as Batch[];
const pick = <T extends { id: string }>(items: T[]) =>
  values.side === "all" ? items : splitItems(items)[values.side as "train" | "test"];
warmUpLanguage();
const crisis = pick(loadCrisisCorpus(undefined, batches)).map((item) => ({ item, r: readCrisis(item.text) }));
const intents = pick(loadIntentCorpus(undefined, batches)).map((item) => ({ item, r: readIntent(item.text) }));
const f3 = (n: number) => n.toFixed(3);
console.log(`batch ${values.batch}, ${values.side}: ${crisis.length} crisis lines, ${intents.length} intent lines`);
for (const lang of LANGS) {
  const mine = crisis.filter((c) => c.item.lang === lang);
  const pos = mine.filter((c) => c.item.level !== "none");
  const said = mine.filter((c) => c.r.level !== "none");
  const tp = said.filter((c) => c.item.level !== "none").length;
  const harmless = mine.filter((c) => c.item.level === "none");
  const mi = intents.filter((i) => i.item.lang === lang);
  console.log(
    `${lang.padEnd(9)} crisis recall ${f3(tp / pos.length)} precision ${f3(tp / said.length)} held ${f3(harmless.filter((c) => c.r.hold).length / harmless.length)} | intents ${f3(mi.filter((i) => i.r.intent === i.item.intent).length / mi.length)} fallback ${f3(mi.filter((i) => i.r.intent === "unknown").length / mi.length)}`,
  );
}
const byKind = new Map<string, { n: number; wrong: number }>();
for (const c of crisis) {
  const truth = c.item.level !== "none";
  const k = `${truth ? "missed" : "alarm "} ${c.item.kind}`;
  const e = byKind.get(k) ?? { n: 0, wrong: 0 };
  e.n += 1;
  if (truth !== (c.r.level !== "none")) e.wrong += 1;
  byKind.set(k, e);
}
console.log(
  [...byKind.entries()]
    .filter(([, e]) => e.wrong > 0)
    .sort((a, b) => b[1].wrong - a[1].wrong)
    .slice(0, 25)
    .map(([k, e]) => `${k} ${e.wrong}/${e.n}`)
    .join(", "),
);
if (values.show)
  for (const c of crisis)
    if ((c.item.level !== "none") !== (c.r.level !== "none") && c.item.kind.includes(values.show))
      console.log(`${c.item.level} → ${c.r.level}  ${c.item.text}`);
