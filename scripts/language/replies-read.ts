// The replies probe read as decision 034 reports it ("An everyday reply needs company"): each line alone, as a
// first message, with the apology and everyday-reply rules off and on (the greeting rule as shipped). Per
// language: harmless lines read as any crisis and as risk or above (queued), crisis lines caught and lost.
// --judged leaves out the lines recorded as shared with or close to another line. Never trains.
// Run: npx tsx scripts/language/replies-read.ts [--judged] [--lines]
import { apologyRule } from "../../apps/server/src/modules/language/apology.ts";
import { LANGS } from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { replyRule } from "../../apps/server/src/modules/language/everyday-reply.ts";
import { readCrisis } from "../../apps/server/src/modules/language/index.ts";
import { normalise } from "../../apps/server/src/modules/language/normalise.ts";
import {
  loadRepliesProbe,
  REPLIES_CLOSE,
  REPLIES_SHARED,
} from "../../apps/server/src/modules/language/probe/replies-probe.ts";

const judged = process.argv.includes("--judged");
const show = process.argv.includes("--lines");
const shared = new Set(REPLIES_SHARED.map((t) => normalise(t).text));
const lines = loadRepliesProbe().filter(
  (i) => !judged || (!REPLIES_CLOSE.includes(i.id) && !shared.has(normalise(i.text).text)),
);
const read = (text: string, on: boolean) => {
  apologyRule.on = on;
  replyRule.on = on;
  const r = readCrisis(text);
  apologyRule.on = true;
  replyRule.on = true;
  return r;
};
const queued = (level: string) => level === "risk" || level === "imminent" || level === "danger";
for (const lang of LANGS) {
  const o = {
    harmless: 0,
    flaggedOff: 0,
    flaggedOn: 0,
    queuedOff: 0,
    queuedOn: 0,
    crisis: 0,
    caughtOff: 0,
    caughtOn: 0,
  };
  for (const i of lines.filter((l) => l.lang === lang)) {
    const off = read(i.text, false);
    const on = read(i.text, true);
    if (i.level === "none") {
      o.harmless++;
      o.flaggedOff += Number(off.level !== "none");
      o.flaggedOn += Number(on.level !== "none");
      o.queuedOff += Number(queued(off.level));
      o.queuedOn += Number(queued(on.level));
    } else {
      o.crisis++;
      o.caughtOff += Number(off.level !== "none");
      o.caughtOn += Number(on.level !== "none");
    }
    if (show && off.level !== on.level) console.log(`  ${i.level} ${off.level} -> ${on.level} ${i.id} ${i.text}`);
  }
  console.log(lang, JSON.stringify(o));
}
