// Benchmark: the crisis check's cost per message (target p95 under 5 ms). Warm: every
// message of the labelled evaluation set, REPEAT times over, each call timed on its own; also long
// posts (about 2,000 characters). Cold: in fresh processes, the module's import (lexicon compiled),
// warmUpCrisisCheck (the classifier trained) and the first call after it. Writes bench/results/crisis.json.
// Run: node --import tsx bench/crisis.ts
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { detectCrisis } from "../apps/server/src/modules/safety/crisis/crisis-check.ts";
import { evaluationSet } from "../apps/server/src/modules/safety/crisis/test-data/evaluation-set.ts";

const REPEAT = Number(process.env.REPEAT ?? 30);
const COLD_RUNS = Number(process.env.COLD_RUNS ?? 5);
const root = path.resolve(import.meta.dirname, "..");
const module = path.join(root, "apps/server/src/modules/safety/crisis/crisis-check.ts");

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => Number(s[Math.min(s.length - 1, Math.floor(q * s.length))]!.toFixed(4));
  return { calls: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

// Cold: a fresh Node per run, so nothing is cached in this process.
const coldScript = `
const t0 = performance.now();
const { detectCrisis, warmUpCrisisCheck } = await import(${JSON.stringify(module)});
const t1 = performance.now();
warmUpCrisisCheck();
const t2 = performance.now();
detectCrisis("I don't want to live anymore");
const t3 = performance.now();
console.log(JSON.stringify({ importMs: t1 - t0, trainMs: t2 - t1, firstCallMs: t3 - t2 }));`;
const cold = Array.from({ length: COLD_RUNS }, () => {
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", coldScript], {
    cwd: root,
    encoding: "utf8",
  });
  return JSON.parse(out.trim().split("\n").at(-1)!) as { importMs: number; trainMs: number; firstCallMs: number };
});

// Warm: this process; one untimed pass first (training, JIT).
const texts = evaluationSet.map((m) => m.text);
for (const t of texts) detectCrisis(t);
const perMessage: number[] = [];
for (let r = 0; r < REPEAT; r += 1) {
  for (const t of texts) {
    const t0 = performance.now();
    detectCrisis(t);
    perMessage.push(performance.now() - t0);
  }
}
const longPosts = Array.from({ length: 200 }, (_, i) => {
  let post = "";
  for (let k = 0; post.length < 2000; k += 1) post += `${texts[(i * 17 + k * 31) % texts.length]} `;
  return post;
});
const perLongPost: number[] = [];
for (let r = 0; r < 5; r += 1) {
  for (const p of longPosts) {
    const t0 = performance.now();
    detectCrisis(p);
    perLongPost.push(performance.now() - t0);
  }
}

const round = (n: number) => Number(n.toFixed(2));
const range = (k: keyof (typeof cold)[number]) => {
  const v = cold.map((c) => c[k]);
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
  warmPerMessageMs: stats(perMessage),
  warmLongPost2000CharsMs: stats(perLongPost),
  cold: {
    runs: COLD_RUNS,
    importMs: range("importMs"),
    trainMs: range("trainMs"),
    firstCallAfterTrainMs: range("firstCallMs"),
  },
  targets: { p95Ms: 5 },
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/crisis.json"), `${JSON.stringify(result, null, 2)}\n`);
