// The safety-answer probes read as decision 041 reports them: each line typed at the question it answers,
// routed as probe/safety-answers-figures.ts routes it. Never trains; writes nothing.
// Run: npx tsx scripts/language/safety-answers-read.ts --probe safety-answers[2|3|4] [--judged] [--lines] [--on]
// --judged leaves out the lines recorded as shared with another line (safety-answers-probe.ts);
// --lines prints every line that is not led where its label asks;
// --on reads with WHOLE_ANSWERS and ANSWER_SENTENCES on (the third round's candidate, as it stands).
import { parseArgs } from "node:util";
import { answerSentences } from "../../apps/server/src/modules/healthbot/healthbot-check-answer.ts";
import {
  safetyAnswersFigures,
  safetyOutcome,
  wanted,
} from "../../apps/server/src/modules/healthbot/probe/safety-answers-figures.ts";
import {
  judgedSafetyAnswers,
  loadSafetyAnswersProbe,
  type SafetyAnswersProbeName,
} from "../../apps/server/src/modules/healthbot/probe/safety-answers-probe.ts";
import { wholeAnswers } from "../../apps/server/src/modules/language/safety-answer-whole.ts";

const { values } = parseArgs({
  options: {
    probe: { type: "string", default: "safety-answers" },
    judged: { type: "boolean", default: false },
    lines: { type: "boolean", default: false },
    on: { type: "boolean", default: false },
  },
});
wholeAnswers.on = values.on;
answerSentences.on = values.on;
const name = values.probe as SafetyAnswersProbeName;
const all = loadSafetyAnswersProbe(name);
const items = values.judged ? judgedSafetyAnswers(name, all) : all;
console.log(
  `${name}: ${items.length} lines${values.judged ? " (judged)" : ""}${values.on ? ", both switches on" : ""}`,
);
for (const lang of ["en", "hi", "hinglish"] as const) {
  const mine = items.filter((i) => i.lang === lang);
  const f = safetyAnswersFigures(mine);
  const by = (["yes", "no", "unsure"] as const)
    .map((l) => `${l} ${f.byLabel[l].safe}/${f.byLabel[l].unsafe}/${f.byLabel[l].again}`)
    .join(", ");
  console.log(
    `${lang}: right ${f.right} of ${f.lines} (${(f.right / f.lines).toFixed(3)}); safe/unsafe/again by label: ${by}; not safe led on as safe: ${f.unsafeAsSafe.join(" ") || 0}`,
  );
  if (values.lines)
    for (const i of mine) {
      const out = safetyOutcome(i.text, i.q);
      if (out !== wanted(i.label)) console.log(`  ${i.id} ${i.q} ${i.label} -> ${out}: ${i.text}`);
    }
}
