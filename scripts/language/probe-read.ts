// A language probe read as decision 034 reports a measurement: per language crisis lines caught, precision,
// harmless lines flagged and held, crisis lines at their labelled level; per kind with --kinds. Figures only,
// no line printed. --judged leaves out the lines recorded as shared with or close to another line (general5).
// Never trains; writes nothing. Run: npx tsx scripts/language/probe-read.ts --probe general5 [--judged] [--kinds]
import { parseArgs } from "node:util";
import { readCrisis, warmUpLanguage } from "../../apps/server/src/modules/language/index.ts";
import { normalise } from "../../apps/server/src/modules/language/normalise.ts";
import { GENERAL5_CLOSE, GENERAL5_SHARED } from "../../apps/server/src/modules/language/probe/general5-probe.ts";
import { loadProbe } from "../../apps/server/src/modules/language/probe/goodbye-probe.ts";

const { values } = parseArgs({
  options: {
    probe: { type: "string", default: "general5" },
    judged: { type: "boolean", default: false },
    kinds: { type: "boolean", default: false },
  },
});
const stem = values.probe!;
/** The lines each probe records as shared or close (only general5 has any of those read as a measurement). */
const LEFT_OUT: Record<string, { shared: readonly string[]; close: readonly string[] }> = {
  general5: { shared: GENERAL5_SHARED, close: GENERAL5_CLOSE },
};
const out = LEFT_OUT[stem] ?? { shared: [], close: [] };
const sharedTexts = new Set(out.shared.map((t) => normalise(t).text));
const items = loadProbe(stem).filter(
  (i) => !values.judged || (!out.close.includes(i.id) && !sharedTexts.has(normalise(i.text).text)),
);

warmUpLanguage();
const byLang = new Map<
  string,
  { crisis: number; caught: number; exact: number; harmless: number; flagged: number; held: number }
>();
const byKind = new Map<string, { n: number; flagged: number; held: number }>();
for (const i of items) {
  const r = readCrisis(i.text);
  const l = byLang.get(i.lang) ?? { crisis: 0, caught: 0, exact: 0, harmless: 0, flagged: 0, held: 0 };
  byLang.set(i.lang, l);
  const k = byKind.get(i.kind) ?? { n: 0, flagged: 0, held: 0 };
  byKind.set(i.kind, k);
  k.n += 1;
  k.flagged += Number(r.level !== "none");
  k.held += Number(r.hold === true);
  if (i.level === "none") {
    l.harmless += 1;
    l.flagged += Number(r.level !== "none");
    l.held += Number(r.hold === true);
  } else {
    l.crisis += 1;
    l.caught += Number(r.level !== "none");
    l.exact += Number(r.level === i.level);
  }
}
for (const [lang, l] of byLang)
  console.log(
    `${lang}: crisis caught ${l.caught}/${l.crisis} (${(l.caught / l.crisis).toFixed(3)}), precision ${(l.caught / (l.caught + l.flagged)).toFixed(3)}, harmless flagged ${l.flagged}/${l.harmless}, held ${l.held}, exact level ${l.exact}`,
  );
if (values.kinds)
  for (const [kind, k] of byKind)
    console.log(`  ${kind.padEnd(20)} read as a crisis ${k.flagged}/${k.n}${k.held ? `, held ${k.held}` : ""}`);
