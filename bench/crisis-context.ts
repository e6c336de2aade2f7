// Micro-benchmark: the crisis check's cost per chat send (issue 37, decision 039 "The crisis check per
// message"). Conversations of short lines in English, Devanagari Hindi and Hinglish from the corpus's
// TRAIN side (crisis and everyday lines; the frozen test split is never read), each send with the
// sender's previous lines as chat keeps them (up to CRISIS_CONTEXT_LIMIT). Timed, median of RUNS runs
// after a warm-up:
// - "readInContext": the language module's reading of one send (readInContext(text, recent));
// - "write check": what a chat send costs through the safety module's write check, which reads the
//   text alone, the previous line with the lines before it, and the text with its recent lines
//   (write-check.service.ts readInContext, repeated here call for call);
// - a per-stage split of one reading (normalise / lexicon / features+model / layers) over the texts
//   the readings of a send take (the text, the recent lines joined, all of them joined).
// Writes bench/results/crisis-context.json (LABEL=before|after picks the key; the other is kept).
// Run: LABEL=after node --import tsx bench/crisis-context.ts
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CRISIS_CONTEXT_LIMIT } from "@saathi/contract/crisis";
import { LANGS, loadCrisisCorpus, loadEverydayCorpus } from "../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../apps/server/src/modules/language/corpus/split.ts";
import * as crisis from "../apps/server/src/modules/language/crisis.ts";
import { decide } from "../apps/server/src/modules/language/crisis-decision.ts";
import { readDanger } from "../apps/server/src/modules/language/danger.ts";
import { featuresOf, modelNormalised } from "../apps/server/src/modules/language/features.ts";
import { readCrisis, warmUpLanguage } from "../apps/server/src/modules/language/index.ts";
import { readLexicon } from "../apps/server/src/modules/language/lexicon-check.ts";
import { predictInto, seededRandom } from "../apps/server/src/modules/language/logistic.ts";
import { loadModel } from "../apps/server/src/modules/language/models.ts";
import { pickReading } from "../apps/server/src/modules/safety/write-check.policy.ts";

const { readInContext, RECENT_LINES, FEATURE_BUCKETS } = crisis;
/** Clears the readings kept between sends (absent before the change), so each run starts cold. */
const forget = (crisis as { forgetReadings?: () => void }).forgetReadings ?? (() => {});

const RUNS = Number(process.env.RUNS ?? 7);
const LABEL = process.env.LABEL ?? "after";
const MAX_CHARS = 160;
const SENDS_PER_CONVERSATION = 8;
const out = path.resolve(import.meta.dirname, "results/crisis-context.json");

// Conversations: lines of one language, in a seeded order, eight sends each.
const train = splitItems([...loadCrisisCorpus(), ...loadEverydayCorpus()]).train.filter(
  (i) => i.text.length <= MAX_CHARS,
);
function conversationsOf(items: readonly { text: string; lang: string }[]): string[][] {
  const random = seededRandom(37);
  const out: string[][] = [];
  for (const lang of LANGS) {
    const lines = items.filter((i) => i.lang === lang).map((i) => i.text);
    for (let i = lines.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
    }
    for (let i = 0; i + SENDS_PER_CONVERSATION <= lines.length; i += SENDS_PER_CONVERSATION)
      out.push(lines.slice(i, i + SENDS_PER_CONVERSATION));
  }
  return out;
}
/** Each send: its text and the sender's previous lines (as the chat facts cache keeps them). */
const sendsOf = (conversations: string[][]) =>
  conversations.flatMap((c) =>
    c.map((text, i) => ({ text, recent: c.slice(Math.max(0, i - CRISIS_CONTEXT_LIMIT), i) })),
  );
/** Every TRAIN line (about half of them crisis lines, so most sends have a signal near them). */
const conversations = conversationsOf(train);
const sends = sendsOf(conversations);
/** Everyday chat only (the corpus's everyday TRAIN lines: greetings, plans, replies): most chat. */
const everydaySends = sendsOf(conversationsOf(train.filter((i) => i.kind === "everyday")));

/** The write check's reading of a send (modules/safety/write-check.service.ts readInContext). */
function writeCheck(text: string, recent: string[]) {
  const alone = readCrisis(text);
  if (!recent.length) return alone;
  const last = recent.at(-1) as string;
  const before = readCrisis(last, recent.length > 1 ? { recent: recent.slice(0, -1) } : {});
  return pickReading(alone, before, readCrisis(text, { recent }));
}

/** Microseconds per send: median over RUNS runs (each after forgetting what earlier runs kept), and CPU. */
function timeSends(fn: (text: string, recent: string[]) => unknown, sends: { text: string; recent: string[] }[]) {
  for (const s of sends.slice(0, 2000)) fn(s.text, s.recent);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < RUNS; r += 1) {
    forget();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (const s of sends) fn(s.text, s.recent);
    wall.push(((performance.now() - t0) * 1000) / sends.length);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / sends.length);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    medianUs: Number(median(wall).toFixed(2)),
    cpuMedianUs: Number(median(cpu).toFixed(2)),
    runsUs: wall.map((x) => Number(x.toFixed(2))),
  };
}

/** The texts one send's readings take: the text, the recent lines joined, and all of them joined. */
const readTexts = sends.flatMap(({ text, recent }) => {
  const lines = recent.slice(-RECENT_LINES).filter((l) => l.trim());
  return lines.length ? [text, lines.join("\n"), [...lines, text].join("\n")] : [text];
});

/** Microseconds per reading of each stage (median of RUNS passes over readTexts). */
function stages() {
  const crisisModel = loadModel("crisis");
  const meansModel = loadModel("means");
  const probs = new Float64Array(5);
  const means = new Float64Array(2);
  const settings = crisisModel.file.settings as never;
  const normalised = readTexts.map((t) => modelNormalised(t));
  const lexicon = normalised.map((n) => readLexicon(n));
  const pass = (fn: (i: number) => unknown) => {
    for (let i = 0; i < readTexts.length; i += 1) fn(i);
    const us: number[] = [];
    for (let r = 0; r < RUNS; r += 1) {
      const t0 = performance.now();
      for (let i = 0; i < readTexts.length; i += 1) fn(i);
      us.push(((performance.now() - t0) * 1000) / readTexts.length);
    }
    return Number([...us].sort((a, b) => a - b)[Math.floor(us.length / 2)]!.toFixed(2));
  };
  return {
    readings: readTexts.length,
    normaliseUs: pass((i) => modelNormalised(readTexts[i]!)),
    lexiconUs: pass((i) => readLexicon(normalised[i]!)),
    featuresModelUs: pass((i) => {
      const x = featuresOf(normalised[i]!.text, FEATURE_BUCKETS, lexicon[i]!.signals);
      predictInto(crisisModel.model, x, probs);
      predictInto(meansModel.model, x, means);
    }),
    layersUs: pass((i) => {
      decide({ probs, meansShare: means[1]!, lexicon: lexicon[i]! }, settings);
      readDanger(lexicon[i]!.masked);
    }),
  };
}

warmUpLanguage();
const result = {
  at: new Date().toISOString(),
  node: process.version,
  cpu: os.cpus()[0]?.model,
  load: os.loadavg().map((x) => Number(x.toFixed(2))),
  runs: RUNS,
  conversations: conversations.length,
  sends: sends.length,
  readInContext: timeSends((text, recent) => readInContext(text, recent), sends),
  writeCheck: timeSends(writeCheck, sends),
  everydaySends: everydaySends.length,
  everydayReadInContext: timeSends((text, recent) => readInContext(text, recent), everydaySends),
  everydayWriteCheck: timeSends(writeCheck, everydaySends),
  stagesPerReading: stages(),
};
console.log(JSON.stringify(result, null, 2));
const kept = existsSync(out) ? (JSON.parse(readFileSync(out, "utf8")) as Record<string, unknown>) : {};
writeFileSync(out, `${JSON.stringify({ ...kept, [LABEL]: result }, null, 2)}\n`);
