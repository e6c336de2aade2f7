// Scores the Health Bot's care probe (apps/server/src/modules/healthbot/probe, pinned before any bar was
// scored on it) once for a decision: each line as a member's first message to the bot, routed exactly
// as healthbot.service.ts routes it (readCrisis, readIntent, readSafetyAnswer, routeText and overCareBar
// at the welcome), three ways: as shipped before the bot's bar (no share given); the bar's first step
// (a none reading over the bar answered as concern, the gentle node); and the bar as it is now (routed as
// none, with the gentle card beside it). Per language: crisis lines answered with the helplines (the
// gentle card, the crisis card or the check), ordinary lines given a helpline card, ordinary lines of a
// kind with one intended answer that get it (the flow of their words, a person, a greeting), and
// ordinary lines answered "I'm a simple bot…". Never trains; writes nothing.
// Run: npx tsx scripts/language/bot-care-probe.ts [--lines]
import { parseArgs } from "node:util";
import { nodeAt, startAt } from "../../apps/server/src/modules/healthbot/healthbot.machines.ts";
import {
  BOT_CARE_BAR,
  crisisShareOf,
  intentForRoute,
  offeredReplies,
  overCareBar,
  routeText,
  type TextRoute,
} from "../../apps/server/src/modules/healthbot/healthbot.policy.ts";
import { turnShareOf } from "../../apps/server/src/modules/healthbot/healthbot-clause-bar.ts";
import { readIntentNamed } from "../../apps/server/src/modules/healthbot/healthbot-names.ts";
import {
  BOT_CARE_PROBE_LANGS,
  loadBotCareProbe,
} from "../../apps/server/src/modules/healthbot/probe/bot-care-probe.ts";
import { readCrisis, readIntent, readSafetyAnswer } from "../../apps/server/src/modules/language/index.ts";

const { values } = parseArgs({ options: { lines: { type: "boolean", default: false } } });
const welcome = startAt("home");
const node = nodeAt(welcome.flow, welcome.node)!;

type Mode = "shipped" | "step 1" | "now";
const MODES: readonly Mode[] = ["shipped", "step 1", "now"];

/** The answer to a first message: its route, and whether the gentle card stands beside it. */
function route(
  text: string,
  mode: Mode,
): { route: TextRoute; beside: boolean; level: string; share: number; intent: string } {
  const crisis = readCrisis(text);
  // "now" reads as the service does: the names in a word or two, the clause bar (decision 041).
  const intent = mode === "now" ? readIntentNamed(text, readIntent) : readIntent(text);
  const share = mode === "now" ? turnShareOf(crisis, text) : crisisShareOf(crisis);
  const turn = {
    text,
    crisis: crisis.level,
    ...(mode === "shipped" ? {} : { share }),
    flow: welcome.flow,
    at: welcome.node,
    node,
    replies: offeredReplies(node, false, {}),
    intent: intentForRoute(crisis.level, () => intent),
    safety: readSafetyAnswer(text),
  };
  const over = overCareBar(turn);
  // The first step answered a none reading over the bar as concern: the gentle node, nothing started.
  const r = mode === "step 1" && over ? routeText({ ...turn, crisis: "concern" }) : routeText(turn);
  return {
    route: r,
    beside: mode === "now" && over,
    level: crisis.level,
    share,
    intent: `${intent.intent} ${intent.share}`,
  };
}

/** The one answer an ordinary kind asks for (kinds with several fitting flows, like exam stress, have none). */
const INTENDED: Record<string, (r: TextRoute) => boolean> = {
  sleep: (r) => r.kind === "flow" && r.flow === "sleep",
  breathing: (r) => r.kind === "flow" && r.flow === "breathing",
  grounding: (r) => r.kind === "flow" && r.flow === "grounding",
  activation: (r) => r.kind === "flow" && r.flow === "activation",
  mood: (r) => r.kind === "flow" && r.flow === "mood",
  "self-compassion": (r) => r.kind === "flow" && r.flow === "self-compassion",
  "first-session": (r) => r.kind === "flow" && r.flow === "first-session",
  phq9: (r) => r.kind === "flow" && r.flow === "phq9",
  person: (r) => r.kind === "person",
  greeting: (r) => r.kind === "greeting",
  thanks: (r) => r.kind === "thanks" || r.kind === "greeting",
};

const helplines = (x: { route: TextRoute; beside: boolean }) =>
  x.beside || x.route.kind === "crisis" || x.route.kind === "concern" || x.route.kind === "help";
const pct = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(1)}%)`;
const probe = loadBotCareProbe();
console.log(`bar ${BOT_CARE_BAR}; ${probe.length} lines`);
for (const mode of MODES) {
  console.log(`\n## ${mode === "shipped" ? "as shipped (no bar)" : `${mode}, the bot's bar (${BOT_CARE_BAR})`}`);
  for (const lang of BOT_CARE_PROBE_LANGS) {
    const mine = probe.filter((i) => i.lang === lang).map((i) => ({ i, ...route(i.text, mode) }));
    const crisis = mine.filter((x) => x.i.level !== "none");
    const ordinary = mine.filter((x) => x.i.level === "none");
    const intended = ordinary.filter((x) => INTENDED[x.i.kind]);
    const shown = crisis.filter(helplines).length;
    const carded = ordinary.filter(helplines).length;
    const reached = intended.filter((x) => INTENDED[x.i.kind]!(x.route)).length;
    const fallback = ordinary.filter((x) => x.route.kind === "fallback").length;
    console.log(
      `${lang}: crisis answered with the helplines ${pct(shown, crisis.length)}; ordinary given a card ${pct(carded, ordinary.length)}; ordinary of one intended answer that get it ${pct(reached, intended.length)}; ordinary fallback ${pct(fallback, ordinary.length)}`,
    );
    if (values.lines)
      for (const x of mine)
        console.log(
          `  ${x.i.level === "none" ? "ord" : "CRI"} ${x.route.kind.padEnd(8)}${x.beside ? "+card" : "     "} ${x.level.padEnd(8)} ${x.share.toFixed(3)} ${x.intent.padEnd(22)} ${x.i.kind.padEnd(18)} ${x.i.text}`,
        );
  }
}
