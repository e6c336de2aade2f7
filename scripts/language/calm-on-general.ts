// The calm layer on the general probes 1-3, the holds probes 2-5 and the bot's probes, off against on (decision
// 034, "The calm layer on lines it never saw"; a no-go). Run: npx tsx scripts/language/calm-on-general.ts [--lines]

import { loadBotAskProbe } from "../../apps/server/src/modules/healthbot/probe/bot-ask-probe.ts";
import { loadBotCareProbe } from "../../apps/server/src/modules/healthbot/probe/bot-care-probe.ts";
import type { CrisisItem } from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { calmLayer } from "../../apps/server/src/modules/language/crisis-decision.ts";
import { readCrisis, warmUpLanguage } from "../../apps/server/src/modules/language/index.ts";

async function load(n: string) {
  const m = await import(`../../apps/server/src/modules/language/probe/${n}-probe.ts`);
  return m[`load${n[0]!.toUpperCase() + n.slice(1)}Probe`]() as CrisisItem[];
}
warmUpLanguage();
const lines = (
  await Promise.all(["general", "general2", "general3", "holds2", "holds3", "holds4", "holds5"].map(load))
).flat();
const bot = [...loadBotAskProbe("bot-ask"), ...loadBotAskProbe("bot-ask2"), ...loadBotCareProbe()].filter(
  (i) => i.level === "none",
);
const show = process.argv.includes("--lines");
const read = (t: string, on: boolean) => {
  calmLayer.on = on;
  const r = readCrisis(t);
  calmLayer.on = false;
  return r;
};
for (const lang of ["en", "hi", "hinglish"]) {
  const o = {
    crisis: 0,
    harmless: 0,
    flaggedOff: 0,
    flaggedOn: 0,
    lost: 0,
    heldOff: 0,
    heldOn: 0,
    botOff: 0,
    botOn: 0,
    caughtOff: 0,
    caughtOn: 0,
  };
  for (const i of lines.filter((l) => l.lang === lang)) {
    const off = read(i.text, false),
      on = read(i.text, true);
    if (i.level === "none") {
      o.harmless++;
      if (off.level !== "none") o.flaggedOff++;
      if (on.level !== "none") o.flaggedOn++;
      if (off.hold) o.heldOff++;
      if (on.hold) o.heldOn++;
      if (show && off.level !== on.level) console.log(`  fixed ${i.id} ${off.level}->${on.level} ${i.text}`);
    } else {
      o.crisis++;
      if (off.level !== "none") o.caughtOff++;
      if (on.level !== "none") o.caughtOn++;
      if (off.level !== "none" && on.level === "none") {
        o.lost++;
        if (show) console.log(`  LOST ${i.id} ${i.text}`);
      }
    }
  }
  const risk = (l: string) => l === "risk" || l === "imminent" || l === "danger";
  for (const i of bot.filter((b) => b.lang === lang)) {
    if (risk(read(i.text, false).level)) o.botOff++;
    if (risk(read(i.text, true).level)) o.botOn++;
  }
  console.log(
    lang,
    JSON.stringify(o),
    `precision off ${(o.caughtOff / (o.caughtOff + o.flaggedOff)).toFixed(3)} on ${(o.caughtOn / (o.caughtOn + o.flaggedOn)).toFixed(3)}`,
  );
}
