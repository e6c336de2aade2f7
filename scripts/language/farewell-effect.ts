// What the everyday-goodbye rule and the recovery layer (decision 034, "Recovery told as past, and everyday
// goodbyes") do to a probe's readings: each line read with both switches off, with each one on alone, and
// with both on; per language, harmless lines flagged and held and crisis lines caught, per kind with
// --kinds, and every line that changes with --lines. Never trains; writes nothing.
// Run: npx tsx scripts/language/farewell-effect.ts [--probe farewell] [--kinds] [--lines]
import { parseArgs } from "node:util";
import type { CrisisItem } from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { everydayGoodbye } from "../../apps/server/src/modules/language/crisis-decision.ts";
import { readCrisis } from "../../apps/server/src/modules/language/index.ts";
import { loadProbe } from "../../apps/server/src/modules/language/probe/goodbye-probe.ts";
import { recoveryLayer } from "../../apps/server/src/modules/language/recovery.ts";

const { values } = parseArgs({
  options: {
    probe: { type: "string", default: "farewell" },
    kinds: { type: "boolean", default: false },
    lines: { type: "boolean", default: false },
  },
});
const MODES = { off: [false, false], goodbye: [true, false], recovery: [false, true], both: [true, true] } as const;
type Mode = keyof typeof MODES;
const restore = [everydayGoodbye.on, recoveryLayer.on] as const;

function readAs(mode: Mode, text: string) {
  [everydayGoodbye.on, recoveryLayer.on] = MODES[mode];
  const r = readCrisis(text);
  [everydayGoodbye.on, recoveryLayer.on] = restore;
  return r;
}

interface Tally {
  harmless: number;
  crisis: number;
  flagged: Record<Mode, number>;
  held: Record<Mode, number>;
  caught: Record<Mode, number>;
}
const zero = () => ({ off: 0, goodbye: 0, recovery: 0, both: 0 });
const tallies = new Map<string, Tally>();
const tallyOf = (key: string) => {
  let t = tallies.get(key);
  if (!t) tallies.set(key, (t = { harmless: 0, crisis: 0, flagged: zero(), held: zero(), caught: zero() }));
  return t;
};

const items: CrisisItem[] = loadProbe(values.probe!);
for (const item of items) {
  const keys = [item.lang, ...(values.kinds ? [`${item.lang} ${item.kind}`] : [])];
  const readings = Object.fromEntries((Object.keys(MODES) as Mode[]).map((m) => [m, readAs(m, item.text)]));
  for (const key of keys) {
    const t = tallyOf(key);
    if (item.level === "none") t.harmless += 1;
    else t.crisis += 1;
    for (const m of Object.keys(MODES) as Mode[]) {
      const r = readings[m]!;
      if (item.level === "none" && r.level !== "none") t.flagged[m] += 1;
      if (item.level === "none" && r.hold) t.held[m] += 1;
      if (item.level !== "none" && r.level !== "none") t.caught[m] += 1;
    }
  }
  if (values.lines && readings.off!.level !== readings.both!.level)
    console.log(`${item.id}\t${item.level}\t${readings.off!.level} -> ${readings.both!.level}\t${item.text}`);
}
const row = (r: Record<Mode, number>) => `${r.off} / ${r.goodbye} / ${r.recovery} / ${r.both}`;
console.log("\nkey | harmless flagged (off / goodbye / recovery / both) | held | crisis caught");
for (const [key, t] of tallies)
  console.log(
    `${key} | ${row(t.flagged)} of ${t.harmless} | ${row(t.held)} | ${row(t.caught)} of ${t.crisis}`,
  );
