// What one whole-message rule of the crisis check does (decision 034: "A greeting is a greeting", "An apology
// needs company", "An everyday reply needs company", "Emoji alone"): every development line read alone with the rule off and on, everything else as shipped.
// The development sets: the train split of each corpus, the everyday lines and every probe line besides the
// frozen splits. --lines prints each line whose level moved. Never reads a frozen split.
// Run: npx tsx scripts/language/rule-effect.ts --rule greeting|apology|reply|emoji [--lines]
import { apologyRule } from "../../apps/server/src/modules/language/apology.ts";
import { LANGS, loadCrisisCorpus, loadEverydayCorpus } from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";
import { emojiOnlyRule } from "../../apps/server/src/modules/language/emoji-only.ts";
import { replyRule } from "../../apps/server/src/modules/language/everyday-reply.ts";
import { greetingRule } from "../../apps/server/src/modules/language/greeting.ts";
import { readCrisis } from "../../apps/server/src/modules/language/index.ts";
import { linesBesides } from "../../apps/server/src/modules/language/probe/probe-overlap.ts";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const RULES = { greeting: greetingRule, apology: apologyRule, reply: replyRule, emoji: emojiOnlyRule } as const;
const rule = RULES[(arg("--rule") ?? "") as keyof typeof RULES];
if (!rule) throw new Error("--rule greeting | apology | reply | emoji");
const show = process.argv.includes("--lines");
const shipped = rule.on;

const lines = [
  ...splitItems(loadCrisisCorpus()).train,
  ...splitItems(loadEverydayCorpus()).train,
  ...linesBesides().filter((l) => l.id.startsWith("probe-")),
];
const rank = (level: string) => ["none", "concern", "risk", "imminent", "danger"].indexOf(level);
for (const lang of LANGS) {
  const o = { lines: 0, crisis: 0, caughtOff: 0, caughtOn: 0, harmless: 0, flaggedOff: 0, flaggedOn: 0, moved: 0 };
  for (const i of lines.filter((l) => l.lang === lang)) {
    rule.on = false;
    const off = readCrisis(i.text);
    rule.on = true;
    const on = readCrisis(i.text);
    rule.on = shipped;
    const crisis = i.level !== "none";
    o.lines++;
    if (crisis) {
      o.crisis++;
      o.caughtOff += Number(off.level !== "none");
      o.caughtOn += Number(on.level !== "none");
    } else {
      o.harmless++;
      o.flaggedOff += Number(off.level !== "none");
      o.flaggedOn += Number(on.level !== "none");
    }
    if (rank(on.level) !== rank(off.level)) {
      o.moved++;
      if (show)
        console.log(`  ${crisis ? "C" : "N"} ${off.level} -> ${on.level} ${i.id} ${i.text.replace(/\n/g, " / ")}`);
    }
  }
  console.log(lang, JSON.stringify(o));
}
