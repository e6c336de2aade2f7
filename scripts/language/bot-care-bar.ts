// The Health Bot's own bar for the gentle answer (decision 041, "A lower bar in the Health Bot"): for a
// range of bars B, per language, how many crisis messages the bot would answer with the helplines, and
// how many ordinary bot messages would get a helpline card. TRAIN side only (never a test split), read
// with the shipped model exactly as the bot reads a first message (readCrisis, no recent lines).
//
// Two parts, because the shipped model trained on one of them:
// - "in-model": the train side of batches 1-3 (crisis items) and of the intent corpus's batches 1-3
//   (ordinary intents): the model was fitted to these, so its readings are surer than on new words
//   and the recall gain here is optimistic;
// - "unseen by the model": the train-only batches (crisis 4 and 5, intents 4), which are train side
//   but do not train the shipped model (train-models.ts TRAIN_WITH_TRAIN_ONLY_BATCHES is empty).
//
// The rule, written before any figure was printed or the bot probe was read:
//   B is the lowest value on the grid 0.05, 0.06, ..., 0.24 at which, in every language and in both
//   parts, at most 10% of the ordinary Health Bot messages (greetings, sleep, breathing, grounding,
//   activation, worry time, first session, PHQ-9, a person) get a helpline card (gentle or crisis).
//   Where the shipped model already gives cards to more than 10% of a cell, that cell's limit is its
//   shipped share plus 5 points. Then, if an existing Health Bot test or journey fails at that B, the
//   next grid value up at which they all pass.
//
// Run: npx tsx scripts/language/bot-care-bar.ts

import { crisisShareOf } from "../../apps/server/src/modules/healthbot/healthbot.policy.ts";
import {
  type CorpusLang,
  type CrisisItem,
  LANGS,
  loadCrisisCorpus,
  loadEverydayCorpus,
  loadIntentCorpus,
} from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";
import { readCrisis } from "../../apps/server/src/modules/language/index.ts";
import { ordinaryAsCrisisNegatives, trainOnlyBatchOf } from "../../apps/server/src/modules/language/train-models.ts";

/** The grid of bars; 0.25 is the shipped crisis threshold (no change). */
const GRID = Array.from({ length: 21 }, (_, k) => Math.round((0.05 + k * 0.01) * 100) / 100);
const LIMIT = 0.1;
const MARGIN = 0.05;

interface Read {
  lang: CorpusLang;
  crisis: boolean;
  level: string;
  share: number;
}
const readAll = (items: readonly CrisisItem[]): Read[] =>
  items.map((i) => {
    const r = readCrisis(i.text);
    return { lang: i.lang, crisis: i.level !== "none", level: r.level, share: crisisShareOf(r) };
  });

/** A helpline card (gentle or crisis) at bar B: any level but none, or none with a share at B or over. */
const card = (r: Read, b: number) => r.level !== "none" || r.share >= b;
const rate = (rs: readonly Read[], b: number) => (rs.length ? rs.filter((r) => card(r, b)).length / rs.length : 0);

const t0 = performance.now();
const inModel = (i: { id: string }) => trainOnlyBatchOf(i.id) === undefined;
const crisisTrain = splitItems(loadCrisisCorpus()).train;
const ordinaryTrain = ordinaryAsCrisisNegatives(splitItems(loadIntentCorpus()).train);
const everydayTrain = splitItems(loadEverydayCorpus()).train;
const parts = {
  "in-model": { crisis: readAll(crisisTrain.filter(inModel)), ordinary: readAll(ordinaryTrain.filter(inModel)) },
  "unseen by the model": {
    crisis: readAll(crisisTrain.filter((i) => !inModel(i))),
    ordinary: readAll(ordinaryTrain.filter((i) => !inModel(i))),
  },
};
const everyday = readAll(everydayTrain);
console.log(`read in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(6);
const SHIPPED = 1; // a bar no none-reading reaches: the shipped behaviour
for (const [name, part] of Object.entries(parts)) {
  console.log(`\n## ${name}`);
  for (const lang of LANGS) {
    const pos = part.crisis.filter((r) => r.lang === lang && r.crisis);
    const neg = part.crisis.filter((r) => r.lang === lang && !r.crisis);
    const ord = part.ordinary.filter((r) => r.lang === lang);
    const day = name === "in-model" ? everyday.filter((r) => r.lang === lang) : [];
    console.log(
      `${lang}: ${pos.length} crisis, ${neg.length} harmless crisis-corpus, ${ord.length} ordinary bot${day.length ? `, ${day.length} everyday` : ""}`,
    );
    console.log("  B      helplines  harmless-card  ordinary-card  everyday-card");
    for (const b of [SHIPPED, ...GRID]) {
      console.log(
        `  ${b === SHIPPED ? "shipped" : b.toFixed(2).padEnd(7)}${pct(rate(pos, b))}     ${pct(rate(neg, b))}         ${pct(rate(ord, b))}         ${day.length ? pct(rate(day, b)) : "   -"}`,
      );
    }
  }
}

/** The rule above: the lowest B where every language and part keeps ordinary cards within its limit. */
const limitOf = (rs: readonly Read[]) => {
  const shipped = rate(rs, SHIPPED);
  return shipped > LIMIT ? shipped + MARGIN : LIMIT;
};
const cells = Object.values(parts).flatMap((p) => LANGS.map((lang) => p.ordinary.filter((r) => r.lang === lang)));
const chosen = GRID.find((b) => cells.every((rs) => rate(rs, b) <= limitOf(rs) + 1e-9));
console.log(`\nchosen by the rule: B = ${chosen ?? "none on the grid"}`);
