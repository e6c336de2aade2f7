// What the hold veto (decision 034, "Never held: a veto on holds for the never-held kinds") does to the
// TRAIN split of every crisis batch and to the everyday lines' train part: harmless items held before ->
// after, crisis items held before -> after and crisis holds lost (these must be 0), per language; the
// levels must not move at all. Never reads a test split. With `--probe`, the holds probe instead (read
// with the veto off and on once, for the go/no-go: figures only). `--lines` lists the train items.
// With `--probe2`, the second holds probe (figures only).
// With `--wider`, the shipped veto against its second round instead of no veto against the shipped one.
// `--probe3` and `--probe4` read the third and fourth holds probes; `--third` and `--fourth` compare the
// second round against the third or the fourth.
// Run: npx tsx scripts/language/hold-effect.ts [--probe | --probe2 | --probe3 | --probe4] [--wider | --third | --fourth] [--lines]
import { loadCrisisCorpus, loadEverydayCorpus } from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";
import { holdVeto } from "../../apps/server/src/modules/language/hold-veto.ts";
import { readCrisis, warmUpLanguage } from "../../apps/server/src/modules/language/index.ts";
import { loadHoldsProbe } from "../../apps/server/src/modules/language/probe/holds-probe.ts";
import { loadHolds2Probe } from "../../apps/server/src/modules/language/probe/holds2-probe.ts";
import { loadHolds3Probe } from "../../apps/server/src/modules/language/probe/holds3-probe.ts";
import { loadHolds4Probe } from "../../apps/server/src/modules/language/probe/holds4-probe.ts";
import { loadHolds5Probe } from "../../apps/server/src/modules/language/probe/holds5-probe.ts";

const probe2 = process.argv.includes("--probe2");
const probe3 = process.argv.includes("--probe3");
const probe4 = process.argv.includes("--probe4");
const probe5 = process.argv.includes("--probe5");
const probe = process.argv.includes("--probe") || probe2 || probe3 || probe4 || probe5;
const lines = process.argv.includes("--lines") && !probe;
warmUpLanguage();
const items = probe
  ? probe5
    ? loadHolds5Probe()
    : probe4
      ? loadHolds4Probe()
      : probe3
        ? loadHolds3Probe()
        : probe2
          ? loadHolds2Probe()
          : loadHoldsProbe()
  : [...splitItems(loadCrisisCorpus()).train, ...splitItems(loadEverydayCorpus()).train];

// With `--wider`, "off" is the shipped veto and "on" its second round (decision 034, "Never held, second round").
// With `--third` or `--fourth`, the second round against the third or the fourth; with `--fifth`, the fourth
// against the fifth. The rounds are hold-veto.ts HOLD_VETO_ROUND's.
const [from, to] = process.argv.includes("--fifth")
  ? [4, 5]
  : process.argv.includes("--fourth")
    ? [2, 4]
    : process.argv.includes("--third")
      ? [2, 3]
      : process.argv.includes("--wider")
        ? [1, 2]
        : [0, 1];
const rows = items.map((item) => {
  Object.assign(holdVeto, { on: from > 0, round: Math.max(from, 1) });
  const off = readCrisis(item.text);
  Object.assign(holdVeto, { on: true, round: to });
  const on = readCrisis(item.text);
  return { item, off, on };
});

for (const lang of ["en", "hi", "hinglish"] as const) {
  const mine = rows.filter((r) => r.item.lang === lang);
  const crisis = mine.filter((r) => r.item.level !== "none");
  const harmless = mine.filter((r) => r.item.level === "none");
  const held = (rs: typeof rows, k: "off" | "on") => rs.filter((r) => r[k].hold).length;
  const lost = crisis.filter((r) => r.off.hold && !r.on.hold).length;
  const moved = mine.filter((r) => r.off.level !== r.on.level || r.off.score !== r.on.score).length;
  console.log(
    `${lang}: ${harmless.length} harmless, ${crisis.length} crisis | harmless held ${held(harmless, "off")} -> ${held(harmless, "on")} | crisis held ${held(crisis, "off")} -> ${held(crisis, "on")}, holds lost ${lost} | levels or scores moved ${moved}`,
  );
}
if (lines) {
  const show = (title: string, rs: typeof rows) => {
    console.log(`\n${title} (${rs.length}):`);
    for (const r of rs)
      console.log(
        `  [${r.item.lang} ${r.item.level} ${r.item.kind} ${r.off.level} ${r.off.score}] ${r.item.text} | ${r.off.signals.join(",")}`,
      );
  };
  show(
    "crisis holds lost",
    rows.filter((r) => r.item.level !== "none" && r.off.hold && !r.on.hold),
  );
  show(
    "harmless freed",
    rows.filter((r) => r.item.level === "none" && r.off.hold && !r.on.hold),
  );
  show(
    "harmless still held",
    rows.filter((r) => r.item.level === "none" && r.on.hold),
  );
}
