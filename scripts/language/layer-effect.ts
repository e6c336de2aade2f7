// What switchable layers do to a probe's readings (decision 034): each line read with every named switch
// off, with each one on alone, and with all of them on; per language (and per kind with --kinds), harmless
// lines flagged and held and crisis lines caught; every line whose level changes with --lines. The
// switches: goodbye (the everyday-goodbye rule), recovery (the recovery layer), relapse (the relapse
// layer). Never trains; writes nothing.
// Run: npx tsx scripts/language/layer-effect.ts --probe farewell --layers goodbye,recovery [--kinds] [--lines]
import { parseArgs } from "node:util";
import { everydayGoodbye } from "../../apps/server/src/modules/language/crisis-decision.ts";
import { loadProbe } from "../../apps/server/src/modules/language/probe/goodbye-probe.ts";
import { readSwitched } from "../../apps/server/src/modules/language/probe/switched-reading.ts";
import { recoveryLayer } from "../../apps/server/src/modules/language/recovery.ts";
import { relapseLayer } from "../../apps/server/src/modules/language/relapse.ts";

const { values } = parseArgs({
  options: {
    probe: { type: "string", default: "farewell" },
    layers: { type: "string", default: "goodbye,recovery" },
    kinds: { type: "boolean", default: false },
    lines: { type: "boolean", default: false },
  },
});
const SWITCHES: Record<string, { on: boolean }> = {
  goodbye: everydayGoodbye,
  recovery: recoveryLayer,
  relapse: relapseLayer,
};
const names = values.layers!.split(",").filter((n) => n in SWITCHES);
if (names.length === 0) throw new Error(`--layers names none of ${Object.keys(SWITCHES).join(", ")}`);
/** The modes: all off, each alone, all on (when more than one). */
const modes: [string, string[]][] = [["off", []], ...names.map((n): [string, string[]] => [n, [n]])];
if (names.length > 1) modes.push(["all", names]);

const readAs = (on: readonly string[], text: string) =>
  readSwitched(
    names.map((n) => [SWITCHES[n]!, on.includes(n)] as const),
    text,
  );

interface Tally {
  harmless: number;
  crisis: number;
  flagged: number[];
  held: number[];
  caught: number[];
}
const tallies = new Map<string, Tally>();
const tallyOf = (key: string) => {
  const zero = () => modes.map(() => 0);
  const t = tallies.get(key) ?? { harmless: 0, crisis: 0, flagged: zero(), held: zero(), caught: zero() };
  tallies.set(key, t);
  return t;
};

for (const item of loadProbe(values.probe!)) {
  const keys = [item.lang, ...(values.kinds ? [`${item.lang} ${item.kind}`] : [])];
  const readings = modes.map(([, on]) => readAs(on, item.text));
  for (const key of keys) {
    const t = tallyOf(key);
    if (item.level === "none") t.harmless += 1;
    else t.crisis += 1;
    readings.forEach((r, m) => {
      if (item.level === "none" && r.level !== "none") t.flagged[m]! += 1;
      if (item.level === "none" && r.hold) t.held[m]! += 1;
      if (item.level !== "none" && r.level !== "none") t.caught[m]! += 1;
    });
  }
  const first = readings[0]!;
  const last = readings[readings.length - 1]!;
  if (values.lines && first.level !== last.level)
    console.log(`${item.id}\t${item.level}\t${first.level} -> ${last.level}\t${item.text}`);
}
const order = modes.map(([m]) => m).join(" / ");
console.log(`\nkey | harmless flagged (${order}) | held | crisis caught`);
for (const [key, t] of tallies)
  console.log(
    `${key} | ${t.flagged.join(" / ")} of ${t.harmless} | ${t.held.join(" / ")} | ${t.caught.join(" / ")} of ${t.crisis}`,
  );
