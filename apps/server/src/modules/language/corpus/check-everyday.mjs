// Checks everyday.*.jsonl: every line parses, fields right, ids unique, texts unique (also folded),
// no overlap with crisis texts (overlap with intents is only counted), no crisis keywords; prints counts.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2] ?? ".";
const LANGS = { en: "en", hi: "hi", hinglish: "hg" };
const fold = (s) =>
  s
    .toLowerCase()
    .normalize("NFC")
    .replace(/[\p{P}\p{S}\s]+/gu, "");
const BAD =
  /\b(die|dies|dying|dead|death|kill|killed|killing|hurt|pills?|blades?|ropes?|jump|suicide|hopeless|abuse|marna|mrna|mar ja|mar gay|maar|khatam|khatm|khtm|zeher|zehar|goli|goliyan|kaat|kood|fansi|phansi|dard|chot|फांसी|मरना|मर जा|ख़त्म|खत्म|ज़हर|जहर|आत्महत्या)\b/iu;
const BAD_DEVA =
  /(?<![\u0900-\u097F])(मरना|मर जा|मर गय|मार(?!्)|ख़त्म|खत्म|ज़हर|जहर|फाँसी|फांसी|आत्महत्या|अलविदा|काट|कूद|गोली|दर्द|चोट)/u;
let errors = 0;
const fail = (m) => {
  errors++;
  console.error("ERROR", m);
};
const seenFold = new Map();
for (const [lang, prefix] of Object.entries(LANGS)) {
  const f = join(dir, `everyday.${lang}.jsonl`);
  if (!existsSync(f)) {
    console.log(f, "missing");
    continue;
  }
  const other = new Set(),
    intents = new Set();
  for (const [g, set] of [
    ...Object.keys(LANGS).map((l) => [`crisis.${l}.jsonl`, other]),
    [`intents.${lang}.jsonl`, intents],
  ]) {
    const p = join(dir, g);
    if (!existsSync(p)) continue;
    for (const l of readFileSync(p, "utf8").split("\n").filter(Boolean)) set.add(fold(JSON.parse(l).text));
  }
  let inIntents = 0;
  const ids = new Set(),
    texts = new Set();
  const lines = readFileSync(f, "utf8")
    .split("\n")
    .filter((l) => l.length);
  lines.forEach((l, i) => {
    let o;
    try {
      o = JSON.parse(l);
    } catch {
      return fail(`${f}:${i + 1} does not parse`);
    }
    const want = `${prefix}-e-${String(i + 1).padStart(4, "0")}`;
    if (o.id !== want) fail(`${f}:${i + 1} id ${o.id} != ${want}`);
    if (ids.has(o.id)) fail(`${f}: duplicate id ${o.id}`);
    ids.add(o.id);
    if (
      o.lang !== lang ||
      o.level !== "none" ||
      o.kind !== "everyday" ||
      o.means !== false ||
      typeof o.text !== "string" ||
      !o.text.trim()
    )
      fail(`${f}:${i + 1} bad fields`);
    if (Object.keys(o).join() !== "id,text,lang,level,kind,means") fail(`${f}:${i + 1} key order/extra keys`);
    if (texts.has(o.text)) fail(`${f}:${i + 1} duplicate text ${o.text}`);
    texts.add(o.text);
    const k = fold(o.text);
    if (seenFold.has(k)) fail(`${f}:${i + 1} near-duplicate of ${seenFold.get(k)}: ${o.text}`);
    else seenFold.set(k, o.id);
    if (other.has(k)) fail(`${f}:${i + 1} also in crisis file: ${o.text}`);
    if (intents.has(k)) inIntents++;
    if (BAD.test(o.text) || BAD_DEVA.test(o.text)) fail(`${f}:${i + 1} crisis keyword: ${o.text}`);
    if (lang === "hi" && !/[\u0900-\u097F]/.test(o.text)) fail(`${f}:${i + 1} no Devanagari: ${o.text}`);
    if (lang === "hinglish" && /[\u0900-\u097F]/.test(o.text)) fail(`${f}:${i + 1} Devanagari in hinglish: ${o.text}`);
  });
  const toks = lines.map(
    (l) =>
      new Set(
        JSON.parse(l)
          .text.toLowerCase()
          .split(/[^\p{L}\p{N}\p{M}]+/u)
          .filter(Boolean),
      ),
  );
  for (let a = 0; a < toks.length; a++)
    for (let b = a + 1; b < toks.length; b++) {
      const A = toks[a],
        B = toks[b];
      if (Math.min(A.size, B.size) < 3) continue;
      let n = 0;
      for (const t of A) if (B.has(t)) n++;
      if (n / (A.size + B.size - n) >= 0.75) fail(`${f}: near-identical lines ${a + 1} and ${b + 1}`);
    }
  const words = lines.map((l) => JSON.parse(l).text.split(/\s+/).length);
  console.log(
    `everyday.${lang}.jsonl: ${lines.length} lines, ${ids.size} unique ids, ${texts.size} unique texts, words min ${Math.min(...words)} max ${Math.max(...words)}, ${inIntents} also in intents (allowed)`,
  );
}
if (errors) {
  console.error(`${errors} error(s)`);
  process.exit(1);
}
console.log("OK");
