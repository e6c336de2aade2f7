// The Health Bot probes read as decision 041 reports them: each line as a member's first message, routed as
// probe/bot-ask-figures.ts routes it (firstAnswer). Never trains; writes nothing.
// Run: npx tsx scripts/language/bot-probe-read.ts --probe bot-first|bot-first2 [--judged]
//      npx tsx scripts/language/bot-probe-read.ts --person person|person2 [--judged] [--on]
// --judged leaves out the lines recorded as shared with or close to another line; --on reads with PERSON_ASK on
// (the rule as it stands: its second round; the first round's read is in decision 041).
import { parseArgs } from "node:util";
import { personAsk } from "../../apps/server/src/modules/healthbot/healthbot-person.ts";
import { firstAnswer } from "../../apps/server/src/modules/healthbot/probe/bot-ask-figures.ts";
import { loadBotAskProbe } from "../../apps/server/src/modules/healthbot/probe/bot-ask-probe.ts";
import {
  BOT_FIRST_CLOSE,
  BOT_FIRST_SHARED,
  BOT_FIRST2_CLOSE,
  BOT_FIRST2_SHARED,
} from "../../apps/server/src/modules/healthbot/probe/bot-first-overlap.ts";
import {
  loadPersonProbe,
  PERSON_CLOSE,
  PERSON_SHARED,
  PERSON2_CLOSE,
  PERSON2_SHARED,
} from "../../apps/server/src/modules/healthbot/probe/person-probe.ts";
import { normalise } from "../../apps/server/src/modules/language/normalise.ts";

const { values } = parseArgs({
  options: {
    probe: { type: "string" },
    person: { type: "string" },
    judged: { type: "boolean", default: false },
    on: { type: "boolean", default: false },
  },
});

/** Whether a line is judged: not recorded (at its reading) as shared with or close to another line. */
const judgedBy = (shared: readonly string[], close: readonly string[]) => {
  const texts = new Set(shared.map((t) => normalise(t).text));
  return (i: { id: string; text: string }) =>
    !values.judged || (!close.includes(i.id) && !texts.has(normalise(i.text).text));
};
type Route = { kind: string; flow?: string; suggestion?: string };
const routeOf = (text: string) => firstAnswer(text, false).route as Route;
const offered = (r: Route) => r.kind === "person" || (r.kind === "concern" && r.suggestion === "person");

if (values.person === "person" || values.person === "person2") {
  const name = values.person;
  const judged = name === "person" ? judgedBy(PERSON_SHARED, PERSON_CLOSE) : judgedBy(PERSON2_SHARED, PERSON2_CLOSE);
  const t: Record<string, number[]> = {};
  personAsk.on = values.on;
  for (const i of loadPersonProbe(name).filter(judged)) {
    const x = t[i.lang] ?? [0, 0, 0, 0];
    t[i.lang] = x;
    const yes = Number(offered(routeOf(i.text)));
    const [n, hit] = i.asks ? [0, 1] : [2, 3];
    x[n] = (x[n] ?? 0) + 1;
    x[hit] = (x[hit] ?? 0) + yes;
  }
  personAsk.on = false;
  for (const [lang, x] of Object.entries(t))
    console.log(`${lang}: asks offered a person ${x[1]}/${x[0]}; other lines offered a person ${x[3]}/${x[2]}`);
} else if (values.probe === "bot-first" || values.probe === "bot-first2") {
  const judged =
    values.probe === "bot-first"
      ? judgedBy(BOT_FIRST_SHARED, BOT_FIRST_CLOSE)
      : judgedBy(BOT_FIRST2_SHARED, BOT_FIRST2_CLOSE);
  const t: Record<string, Record<string, number>> = {};
  for (const i of loadBotAskProbe(values.probe).filter(judged)) {
    const a = firstAnswer(i.text, false);
    const r = a.route as Route;
    const f = t[i.lang] ?? {};
    t[i.lang] = f;
    const add = (k: string, n = 1) => {
      f[k] = (f[k] ?? 0) + n;
    };
    const checks = r.kind === "crisis" || r.kind === "help";
    add("lines");
    if (r.kind === "fallback") add("fallback");
    if (i.level !== "none") {
      add("crisis");
      add("helplines", Number(a.beside || checks || r.kind === "concern"));
      continue;
    }
    const right =
      i.intent === "greeting"
        ? r.kind === "greeting" || r.kind === "thanks"
        : i.intent === "person"
          ? r.kind === "person"
          : r.kind === "flow" && r.flow === i.intent;
    add("ordinary");
    add("right", Number(right));
    add("checks", Number(checks));
    add("gentle", Number(r.kind === "concern"));
    if (i.intent === "person") {
      add("persons");
      add("personOffered", Number(r.kind === "person"));
    } else if (i.intent !== "greeting") {
      add("flows");
      add("flowStarted", Number(right));
    }
  }
  for (const [lang, f] of Object.entries(t)) {
    const place = (f.right ?? 0) + (f.helplines ?? 0);
    console.log(
      `${lang}: right place ${place}/${f.lines} (${(place / f.lines!).toFixed(2)}); ordinary right ${f.right ?? 0}/${f.ordinary}, flows started ${f.flowStarted ?? 0}/${f.flows}, sent to the safety check ${f.checks ?? 0}, gentle answer ${f.gentle ?? 0}, person offered ${f.personOffered ?? 0}/${f.persons}; "simple bot" ${f.fallback ?? 0}/${f.lines}; crisis with helplines ${f.helplines ?? 0}/${f.crisis}`,
    );
  }
} else {
  throw new Error("--probe bot-first|bot-first2 or --person person|person2");
}
