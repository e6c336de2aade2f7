// Benchmark: the language module's cost (decision 034). Warm: readCrisis on every crisis message of
// the corpus (short messages; target p95 under 1 ms), on 2,000-character posts (target p95 under
// 5 ms), with three recent lines, and readIntent. Cold, in fresh processes: the module's import, the
// model load (warmUpLanguage: weights read, lexicon compiled; target under 300 ms) and the memory the
// loaded model takes (target under 100 MB). Writes bench/results/language.json.
// Run: node --import tsx bench/language.ts
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadCrisisCorpus } from "../apps/server/src/modules/language/corpus/corpus.ts";
import { readCrisis, readIntent, warmUpLanguage } from "../apps/server/src/modules/language/index.ts";

const REPEAT = Number(process.env.REPEAT ?? 3);
const COLD_RUNS = Number(process.env.COLD_RUNS ?? 5);
const root = path.resolve(import.meta.dirname, "..");
const module = path.join(root, "apps/server/src/modules/language/index.ts");

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => Number(s[Math.min(s.length - 1, Math.floor(q * s.length))]!.toFixed(4));
  return { calls: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

// Cold: a fresh Node per run. Memory: what the process holds after loading, minus before (after a GC).
const coldScript = `
const gc = globalThis.gc ?? (() => {});
const t0 = performance.now();
const m = await import(${JSON.stringify(module)});
const t1 = performance.now();
gc();
const before = process.memoryUsage();
const t2 = performance.now();
m.warmUpLanguage();
const t3 = performance.now();
m.readCrisis("I don't want to live anymore");
const t4 = performance.now();
gc();
const after = process.memoryUsage();
const mb = (k) => (after[k] - before[k]) / 1048576;
console.log(JSON.stringify({ importMs: t1 - t0, loadMs: t3 - t2, firstCallMs: t4 - t3,
  heapMb: mb("heapUsed"), externalMb: mb("external") + mb("arrayBuffers"), rssMb: mb("rss") }));`;
const cold = Array.from({ length: COLD_RUNS }, () => {
  const out = execFileSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", "--input-type=module", "-e", coldScript],
    { cwd: root, encoding: "utf8" },
  );
  return JSON.parse(out.trim().split("\n").at(-1)!) as Record<string, number>;
});

warmUpLanguage();
const texts = loadCrisisCorpus().map((i) => i.text);
for (const t of texts) readCrisis(t);
/** Wall time per call (p50-p99) and, since the machine is shared, the mean CPU time per call. */
const timed = (fn: (t: string) => unknown, inputs: string[], repeat: number) => {
  const ms: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let r = 0; r < repeat; r += 1) {
    for (const t of inputs) {
      const t0 = performance.now();
      fn(t);
      ms.push(performance.now() - t0);
    }
  }
  const cpu = process.cpuUsage(cpu0);
  return { ...stats(ms), cpuMeanMs: Number(((cpu.user + cpu.system) / 1000 / ms.length).toFixed(4)) };
};
const longPosts = Array.from({ length: 200 }, (_, i) => {
  let post = "";
  for (let k = 0; post.length < 2000; k += 1) post += `${texts[(i * 17 + k * 31) % texts.length]}. `;
  return post.slice(0, 2000);
});
const recent = texts.slice(0, 3);

const round = (n: number) => Number(n.toFixed(2));
const range = (k: string) => {
  const v = cold.map((c) => c[k]!);
  return { min: round(Math.min(...v)), max: round(Math.max(...v)) };
};
const result = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cpus, ${os.cpus()[0]?.model}`,
  node: process.version,
  /** The machine is shared: figures taken under load are higher than on an idle one. */
  loadAverage1m: Number(os.loadavg()[0]!.toFixed(2)),
  messages: texts.length,
  repeat: REPEAT,
  warmReadCrisisShortMs: timed((t) => readCrisis(t), texts, REPEAT),
  warmReadCrisisWithThreeRecentLinesMs: timed((t) => readCrisis(t, { recent }), texts.slice(0, 1500), 1),
  warmReadCrisisLongPost2000CharsMs: timed((t) => readCrisis(t), longPosts, 3),
  warmReadIntentShortMs: timed((t) => readIntent(t), texts.slice(0, 1500), 1),
  cold: {
    runs: COLD_RUNS,
    importMs: range("importMs"),
    loadMs: range("loadMs"),
    firstCallAfterLoadMs: range("firstCallMs"),
    modelMemoryMb: { heap: range("heapMb"), external: range("externalMb"), rss: range("rssMb") },
  },
  targets: { shortP95Ms: 1, longPostP95Ms: 5, loadMs: 300, memoryMb: 100 },
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/language.json"), `${JSON.stringify(result, null, 2)}\n`);
