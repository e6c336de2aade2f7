// Candidate P (decision 034, 2026-11-30, late night; a no-go): the shipped training plus, as train-only lines,
// every probe line of its day and the pairs in scripts/language/data (a harmless and a crisis line on one
// surface, 720 lines by three helpers shown no rule).
//   --train [dir]  writes P's weights into dir (default /tmp/candP), never into the app's model/.
//   --judge        reads its judge with this tree's models: the fourth general probe less its lines shared
//                  with or close to a training line, and the ordinary lines of the bot's probes.
// To judge P, copy its files into a scratch worktree's model/ and run --judge there and here.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadBotAskProbe } from "../../apps/server/src/modules/healthbot/probe/bot-ask-probe.ts";
import { loadBotCareProbe } from "../../apps/server/src/modules/healthbot/probe/bot-care-probe.ts";
import {
  type CrisisItem,
  LANGS,
  loadCrisisCorpus,
  loadEverydayCorpus,
  loadIntentCorpus,
} from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";
import { readCrisis } from "../../apps/server/src/modules/language/index.ts";
import { loadGeneral4Probe } from "../../apps/server/src/modules/language/probe/general4-probe.ts";
import { loadLeaveProbe } from "../../apps/server/src/modules/language/probe/leave-probe.ts";
import { closeLines, linesBesides, sharedLines } from "../../apps/server/src/modules/language/probe/probe-overlap.ts";
import { trainAllModels } from "../../apps/server/src/modules/language/train-models.ts";

const PROBES_TRAINED = [
  ...["goodbye", "danger", "danger2", "calm", "calm2", "holds", "holds2", "holds3", "holds4", "holds5"],
  ...["attempt", "attempt2", "attempt3", "mann", "farewell", "farewell2", "relapse", "general", "general2", "general3"],
];
const DATA = path.join(path.dirname(new URL(import.meta.url).pathname), "data");

async function train(out: string) {
  const t0 = performance.now();
  const extra: CrisisItem[] = [];
  for (const n of PROBES_TRAINED) {
    const m = await import(`../../apps/server/src/modules/language/probe/${n}-probe.ts`);
    extra.push(...m[`load${n[0]!.toUpperCase()}${n.slice(1)}Probe`]());
  }
  // The leave probe's lines with their recent lines joined before them, as the reader joins them.
  extra.push(...loadLeaveProbe().map((i) => ({ ...i, text: [...i.recent, i.text].join("\n") })));
  const probeLines = extra.map((e) => ({ ...e, id: `train-${e.id}` }));
  const pairs = LANGS.flatMap((l) =>
    readFileSync(path.join(DATA, `pairs.${l}.jsonl`), "utf8")
      .split("\n")
      .filter((x) => x.trim())
      .map((x) => JSON.parse(x) as CrisisItem),
  );
  const base = [...splitItems(loadCrisisCorpus()).train, ...splitItems(loadEverydayCorpus()).train];
  const files = trainAllModels([...base, ...probeLines, ...pairs], splitItems(loadIntentCorpus()).train);
  mkdirSync(out, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(out, name), bytes);
  const meta = JSON.parse(files["crisis.json"]!.toString());
  console.log(`probe lines ${probeLines.length}, pairs ${pairs.length}`);
  console.log("settings", JSON.stringify(meta.settings), JSON.stringify(meta.crossValidation));
  console.log(`trained in ${((performance.now() - t0) / 1000).toFixed(1)} s into ${out}`);
}

function judge() {
  const all = loadGeneral4Probe();
  const others = linesBesides("general4");
  const shared = new Set(sharedLines(all, others));
  // hi-n023 is close to a pair (checked when the pairs came in).
  const out = new Set([...closeLines(all, others), "probe-general4-hi-n023"]);
  const probe = all.filter((i) => !out.has(i.id) && !shared.has(i.text));
  const bot = [...loadBotAskProbe("bot-ask"), ...loadBotAskProbe("bot-ask2"), ...loadBotCareProbe()].filter(
    (i) => i.level === "none",
  );
  const risk = (l: string) => l === "risk" || l === "imminent" || l === "danger";
  console.log(`judged lines ${probe.length}`);
  for (const lang of LANGS) {
    const o = { crisis: 0, caught: 0, harmless: 0, flagged: 0, imminentFalse: 0, held: 0, botOrdinary: 0, botRisk: 0 };
    for (const i of probe.filter((l) => l.lang === lang)) {
      const r = readCrisis(i.text);
      if (i.level === "none") {
        o.harmless++;
        if (r.level !== "none") o.flagged++;
        if (r.level === "imminent") o.imminentFalse++;
        if (r.hold) o.held++;
      } else {
        o.crisis++;
        if (r.level !== "none") o.caught++;
      }
    }
    for (const i of bot.filter((b) => b.lang === lang)) {
      o.botOrdinary++;
      if (risk(readCrisis(i.text).level)) o.botRisk++;
    }
    console.log(lang, JSON.stringify({ ...o, precision: +(o.caught / (o.caught + o.flagged)).toFixed(3) }));
  }
}

if (process.argv.includes("--train")) await train(process.argv[process.argv.indexOf("--train") + 1] ?? "/tmp/candP");
else if (process.argv.includes("--judge")) judge();
else console.log("npx tsx scripts/language/candidate-p.ts --train [dir] | --judge");
