// Checks corpus files (default: the English ones): every line parses, fields and enums are right,
// ids are unique and in order, texts are unique (also after folding case, spaces and punctuation),
// and prints counts per level/kind and intent plus pairs of texts that are nearly the same.
// Usage: node check-en.mjs [crisis.xx.jsonl intents.xx.jsonl ...]
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const files = process.argv.slice(2).length ? process.argv.slice(2) : ["crisis.en.jsonl", "intents.en.jsonl"];
const LEVELS = ["none", "concern", "risk", "imminent", "danger"];
const INTENTS = [
  "mood",
  "breathing",
  "grounding",
  "thought-record",
  "activation",
  "worry-time",
  "sleep",
  "self-compassion",
  "first-session",
  "phq9",
  "person",
  "greeting",
  "unknown",
];
let errors = 0;
const fail = (m) => {
  errors++;
  console.error("ERROR", m);
};
const fold = (t) =>
  t
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{Extended_Pictographic}]+/gu, " ")
    .trim();
const words = (t) => new Set(fold(t).split(" ").filter(Boolean));

for (const name of files) {
  const path = name.includes("/") ? name : join(here, name);
  const crisis = /crisis\./.test(name);
  const lang = name.match(/\.(\w+)\.jsonl$/)?.[1];
  const lines = readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.length);
  const ids = new Set(),
    texts = new Map(),
    counts = {},
    kinds = {};
  const rows = [];
  let first = {};
  try {
    first = JSON.parse(lines[0] ?? "{}");
  } catch {}
  for (const [i, line] of lines.entries()) {
    let o;
    try {
      o = JSON.parse(line);
    } catch {
      fail(`${name}:${i + 1} does not parse`);
      continue;
    }
    const want = crisis ? ["id", "text", "lang", "level", "kind", "means"] : ["id", "text", "lang", "intent"];
    if (Object.keys(o).join() !== want.join()) fail(`${name}:${i + 1} fields ${Object.keys(o)}`);
    // ids are <prefix>-c-0001 (crisis) or <prefix>-i-0001 (intents), numbered in file order
    const prefix = `${String(first.id).split("-")[0]}-${crisis ? "c" : "i"}-`;
    if (o.id !== `${prefix}${String(i + 1).padStart(4, "0")}`) fail(`${name}:${i + 1} id ${o.id} out of order`);
    if (ids.has(o.id)) fail(`${name}: duplicate id ${o.id}`);
    ids.add(o.id);
    if (o.lang !== first.lang || (lang === "en" && o.lang !== "en")) fail(`${name}:${i + 1} lang ${o.lang}`);
    if (typeof o.text !== "string" || !o.text.trim() || o.text !== o.text.trim()) fail(`${name}:${i + 1} bad text`);
    const f = fold(o.text) || o.text;
    if (texts.has(f)) fail(`${name}:${i + 1} same text as line ${texts.get(f)}: ${o.text}`);
    texts.set(f, i + 1);
    if (crisis) {
      if (!LEVELS.includes(o.level)) fail(`${name}:${i + 1} level ${o.level}`);
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(o.kind)) fail(`${name}:${i + 1} kind ${o.kind}`);
      if (typeof o.means !== "boolean") fail(`${name}:${i + 1} means`);
      if (o.level === "none" && o.means) fail(`${name}:${i + 1} a harmless text has means`);
      counts[o.level] = (counts[o.level] ?? 0) + 1;
      const k = `${o.level}/${o.kind}`;
      kinds[k] = (kinds[k] ?? 0) + 1;
      if (o.means) counts.means = (counts.means ?? 0) + 1;
    } else {
      if (!INTENTS.includes(o.intent)) fail(`${name}:${i + 1} intent ${o.intent}`);
      counts[o.intent] = (counts[o.intent] ?? 0) + 1;
    }
    rows.push({ n: i + 1, w: words(o.text), text: o.text });
  }
  console.log(`\n${name}: ${lines.length} lines`);
  for (const [k, v] of Object.entries(counts)) console.log(`  ${k}: ${v} (${((100 * v) / lines.length).toFixed(1)}%)`);
  if (crisis) for (const k of Object.keys(kinds).sort()) console.log(`    ${k}: ${kinds[k]}`);
  // near-duplicates: word sets that differ in at most one word
  let near = 0;
  for (let a = 0; a < rows.length; a++)
    for (let b = a + 1; b < rows.length; b++) {
      const A = rows[a].w,
        B = rows[b].w;
      if (A.size < 4 || Math.abs(A.size - B.size) > 1) continue;
      let same = 0;
      for (const x of A) if (B.has(x)) same++;
      if (same >= Math.max(A.size, B.size) - 1) {
        near++;
        if (process.env.SHOW_NEAR) console.log(`  near ${rows[a].n}/${rows[b].n}: ${rows[a].text} || ${rows[b].text}`);
      }
    }
  console.log(`  near-identical pairs (one word apart): ${near}`);
}
if (errors) {
  console.error(`${errors} errors`);
  process.exit(1);
}
