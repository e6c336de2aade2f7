// Scores the Health Bot's care probe (apps/server/src/modules/healthbot/probe, pinned before any bar was
// scored on it) once for a decision: each line as a member's first message to the bot, routed exactly
// as healthbot.service.ts routes it (readCrisis, readIntent, readSafetyAnswer, routeText at the welcome),
// as shipped before the bot's bar (no share given) and with BOT_CARE_BAR. Per language: crisis lines
// answered with the helplines (the gentle card, the crisis card or the check), ordinary lines given a
// helpline card, and ordinary lines answered "I'm a simple bot…". Never trains; writes nothing.
// Run: npx tsx scripts/language/bot-care-probe.ts [--lines]
import { parseArgs } from "node:util";
import { nodeAt, startAt } from "../../apps/server/src/modules/healthbot/healthbot.machines.ts";
import {
  BOT_CARE_BAR,
  crisisShareOf,
  offeredReplies,
  routeText,
  type TextRoute,
} from "../../apps/server/src/modules/healthbot/healthbot.policy.ts";
import {
  BOT_CARE_PROBE_LANGS,
  loadBotCareProbe,
} from "../../apps/server/src/modules/healthbot/probe/bot-care-probe.ts";
import { readCrisis, readIntent, readSafetyAnswer } from "../../apps/server/src/modules/language/index.ts";

const { values } = parseArgs({ options: { lines: { type: "boolean", default: false } } });
const welcome = startAt("home");
const node = nodeAt(welcome.flow, welcome.node)!;

/** The route of a first message, with or without the bot's bar. */
function route(text: string, withBar: boolean): { route: TextRoute; level: string; share: number; intent: string } {
  const crisis = readCrisis(text);
  const intent = readIntent(text);
  const share = crisisShareOf(crisis);
  const r = routeText({
    text,
    crisis: crisis.level,
    ...(withBar ? { share } : {}),
    flow: welcome.flow,
    at: welcome.node,
    node,
    replies: offeredReplies(node, false, {}),
    intent:
      crisis.level === "none" || crisis.level === "concern" ? intent : { intent: "unknown", share: 0, ranked: [] },
    safety: readSafetyAnswer(text),
  });
  return { route: r, level: crisis.level, share, intent: `${intent.intent} ${intent.share}` };
}

const helplines = (r: TextRoute) => r.kind === "crisis" || r.kind === "concern" || r.kind === "help";
const pct = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(1)}%)`;
const probe = loadBotCareProbe();
console.log(`bar ${BOT_CARE_BAR}; ${probe.length} lines`);
for (const withBar of [false, true]) {
  console.log(`\n## ${withBar ? `with the bot's bar (${BOT_CARE_BAR})` : "as shipped (no bar)"}`);
  for (const lang of BOT_CARE_PROBE_LANGS) {
    const mine = probe.filter((i) => i.lang === lang).map((i) => ({ i, ...route(i.text, withBar) }));
    const crisis = mine.filter((x) => x.i.level !== "none");
    const ordinary = mine.filter((x) => x.i.level === "none");
    const shown = crisis.filter((x) => helplines(x.route)).length;
    const carded = ordinary.filter((x) => helplines(x.route)).length;
    const fallback = ordinary.filter((x) => x.route.kind === "fallback").length;
    console.log(
      `${lang}: crisis answered with the helplines ${pct(shown, crisis.length)}; ordinary given a card ${pct(carded, ordinary.length)}; ordinary fallback ${pct(fallback, ordinary.length)}`,
    );
    if (values.lines)
      for (const x of mine)
        console.log(
          `  ${x.i.level === "none" ? "ord" : "CRI"} ${x.route.kind.padEnd(8)} ${x.level.padEnd(8)} ${x.share.toFixed(3)} ${x.intent.padEnd(22)} ${x.i.kind.padEnd(18)} ${x.i.text}`,
        );
  }
}
