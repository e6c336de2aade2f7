// Benchmark: the layers read after the model (decision 034: danger, calm, hold veto, mann, attempt) on adversarial
// input: 2,000 characters made of one word, or one example line, of their own entries repeated (what a
// pattern that backtracks would choke on). Best of five reads per input (the machine is shared), the
// slowest input per layer reported; target under 2 ms per 2,000 characters. The tests only check that
// nothing backtracks catastrophically (a ceiling of 100 ms a busy CI machine never reaches).
// Writes bench/results/language-adversarial.json. Run: node --import tsx bench/language-adversarial.ts
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  attemptEntries,
  attemptVetoed,
  attemptVetoes,
  readAttempt,
} from "../apps/server/src/modules/language/attempt.ts";
import { calmBreakers, calmEntries, readCalm } from "../apps/server/src/modules/language/calm.ts";
import { dangerEntries, readDanger } from "../apps/server/src/modules/language/danger.ts";
import { neverHeldFrames } from "../apps/server/src/modules/language/hold-veto.ts";
import { warmUpLanguage } from "../apps/server/src/modules/language/index.ts";
import { isRecoveryPast } from "../apps/server/src/modules/language/lexicon/calm-recovery.ts";
import { holdPrevention, vetoFamilyMedicine } from "../apps/server/src/modules/language/lexicon/hold-prevention.ts";
import {
  holdRecovery,
  holdRecoveryThird,
  holdRecoveryWider,
} from "../apps/server/src/modules/language/lexicon/hold-recovery.ts";
import { holdRecoveryFourth, presentTail } from "../apps/server/src/modules/language/lexicon/hold-recovery-fourth.ts";
import { readLexicon } from "../apps/server/src/modules/language/lexicon-check.ts";
import { readMann } from "../apps/server/src/modules/language/mann.ts";
import { normalise } from "../apps/server/src/modules/language/normalise.ts";

const root = path.resolve(import.meta.dirname, "..");
warmUpLanguage();

const lines = [
  ...dangerEntries.flatMap((e) => [...e.examples, ...(e.negatives ?? [])]),
  ...calmEntries.flatMap((e) => [...e.examples, ...e.negatives]),
  ...calmBreakers.flatMap((b) => ("examples" in b ? (b.examples as string[]) : [])),
  // The hold veto's rounds (HOLD_VETO_ROUND; the fourth is in the app).
  ...[holdRecovery, holdRecoveryWider, holdRecoveryThird, holdRecoveryFourth, holdPrevention, vetoFamilyMedicine]
    .flat()
    .flatMap((e) => [...e.examples, ...e.negatives]),
  ...attemptEntries.flatMap((e) => [...e.examples, ...e.negatives]),
  ...attemptVetoes.flatMap((v) => v.examples),
  // The mann layer's frames and breakers (its entries carry no examples; these are mann.test.ts's kind).
  "mujhe kuch karne ka mann nahi karta",
  "मुझे कुछ करने का मन नहीं करता",
  "aajkal kisi kaam me mann nahi lagta",
  "i don't feel like doing anything",
  "not in the mood to study, lost interest in it",
  "kuch karne ka mann nahi, bas sab khatam karna hai",
];
const words = [...new Set(lines.flatMap((l) => l.split(/\s+/)).filter((w) => w.length > 1))];
const inputs = [...words, ...new Set(lines)].map((unit) =>
  `${unit} `.repeat(Math.ceil(2000 / (unit.length + 1))).slice(0, 2000),
);

const layers = {
  danger: (masked: string) => readDanger(masked),
  calm: (masked: string, plain: string, signals: readonly string[]) => {
    readCalm(masked, plain);
    isRecoveryPast(masked, plain, signals);
  },
  // The frames and breakers of the app's round, and the present after a past (its tail's model reading aside).
  holdVeto: (masked: string, plain: string, signals: readonly string[]) => {
    neverHeldFrames(masked, plain, signals);
    presentTail(plain);
  },
  // Read with no signals, so the frames and the breakers are read on every input (signals would stop it early).
  mann: (masked: string, plain: string) => readMann(masked, plain, []),
  // The entries, and the vetoes (read only where an entry fired in the app; here on every input).
  attempt: (masked: string) => {
    readAttempt(masked);
    attemptVetoed(masked);
  },
};

const READS = 5;
const slowest: Record<string, { ms: number; input: string }> = {};
for (const [name, fn] of Object.entries(layers)) {
  let worst = { ms: 0, input: "" };
  for (const text of inputs) {
    const lex = readLexicon(text);
    const plain = normalise(text).text;
    fn(lex.masked, plain, lex.signals);
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < READS; i += 1) {
      const t0 = performance.now();
      fn(lex.masked, plain, lex.signals);
      best = Math.min(best, performance.now() - t0);
    }
    if (best > worst.ms) worst = { ms: best, input: text.slice(0, 40) };
  }
  slowest[name] = { ms: Number(worst.ms.toFixed(3)), input: worst.input };
}

const result = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cpus, ${os.cpus()[0]?.model}`,
  node: process.version,
  loadAverage1m: Number(os.loadavg()[0]!.toFixed(2)),
  inputs: inputs.length,
  readsPerInput: READS,
  slowestMsPer2000Chars: slowest,
  targetMs: 2,
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/language-adversarial.json"), `${JSON.stringify(result, null, 2)}\n`);
