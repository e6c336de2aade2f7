// Health Bot API: the bot's own bar for the helplines (decision 041, "A lower bar in the Health Bot").
// A message the crisis model reads as none, but with a crisis share at BOT_CARE_BAR or over, is routed
// exactly as a none reading is (the flow the words are about starts), and for that turn the gentle
// helpline card, one kind line and "I don't feel safe" stand beside it; never the gentle node's "That
// sounds really heavy", never the safety check. The next turn has no card unless it earns it again;
// inside the safety check and at an exercise's question nothing changes; ordinary messages under the
// bar go where they went; a minor without consent still sees the card; no member reaches another's turn.

import { HEALTHBOT_TEXT, type HealthbotView } from "@saathi/contract/healthbot";
import { HEALTHBOT_FLOWS } from "@saathi/contract/healthbot-flows";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { bornYearsAgo, youngMember } from "../../../test/young-people-fixture.ts";
import { readCrisis, readIntent } from "../language/index.ts";
import { GENTLE_NODE } from "./healthbot.machines.ts";
import { BOT_CARE_BAR, crisisShareOf } from "./healthbot.policy.ts";
import { CLAUSE_BAR, clauseBar, clauseShareOf, turnShareOf } from "./healthbot-clause-bar.ts";

let h: Harness;
const get = async (m: Member): Promise<HealthbotView> =>
  (await h.app.inject({ url: "/api/healthbot", headers: { cookie: m.cookie } })).json();
const send = (m: Member, body: object) => h.post("/api/healthbot/messages", body, { cookie: m.cookie });
const ok = async (m: Member, body: object): Promise<HealthbotView> => {
  const res = await send(m, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const texts = (v: HealthbotView) => v.messages.map((m) => m.text);
const ids = (v: HealthbotView) => v.replies.map((r) => r.id);

beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(() => h.close());

const first = async (text: string) => {
  const m = await h.member();
  return { m, v: await ok(m, { type: "text", text }) };
};

/** The reading of a line, printed so a change of model shows in the log, and checked to sit over the bar. */
const overBar = (text: string) => {
  const r = readCrisis(text);
  const share = crisisShareOf(r);
  const intent = readIntent(text);
  console.info(`'${text}': ${r.level}, share ${share.toFixed(3)}; ${intent.intent} ${intent.share.toFixed(2)}`);
  expect(r.level, text).toBe("none");
  expect(share, text).toBeGreaterThanOrEqual(BOT_CARE_BAR);
  return intent;
};

/** The card beside the usual answer: care gentle, the kind line last, "I don't feel safe" last; no check, no heavy words. */
const expectBeside = (v: HealthbotView) => {
  expect(v.care).toBe("gentle");
  expect(v.crisis).toBe(false);
  expect(v.node).not.toBe(GENTLE_NODE);
  expect(texts(v).at(-1)).toBe(HEALTHBOT_TEXT.helplinesBeside);
  expect(texts(v)).not.toContain(HEALTHBOT_TEXT.gentleHeavy);
  expect(texts(v)).not.toContain(HEALTHBOT_TEXT.pause);
  expect(texts(v)).not.toContain(HEALTHBOT_TEXT.askSafeNow);
  expect(v.replies.at(-1)).toEqual({ id: "not-safe", label: HEALTHBOT_TEXT.notSafe });
};

/** Crisis lines (train side, written for coverage) the crisis model reads as none, between the bot's bar and the threshold. */
// ("did some cat scratches last night lol not lol" was the English one until the self-harm slang entries
// read it as risk, decision 034 "Self-harm slang": the bot now opens the safety check for it.)
const UNDER_THRESHOLD = [
  "dost baar baar bolta jaldi meri tension khatam ho jayegi tumhari",
  "looked up the tallest building near my pg today",
];
/** Ordinary Health Bot lines of the intent corpus's train side that read none over the bar, with a clear intent. */
const CALM_DOWN = "mujhe calm down hona h jaldi"; // hg-i2-0257, breathing
const SLEEP_TONIGHT = "need help sleeping tonight"; // en-i-0333, sleep
const ACTIVATION = "padhai start hi nahi ho rahi, kitab khol ke baitha hu bas"; // hg-i2-0252, activation

describe("Health Bot: the helplines beside the usual answer over the bot's bar", () => {
  it.each(UNDER_THRESHOLD)(
    "'%s' (none, over the bar): the usual answer with the card beside it, no safety check",
    async (text) => {
      overBar(text);
      const { m, v } = await first(text);
      expectBeside(v);
      // "I don't feel safe" is one tap away.
      expect((await ok(m, { type: "reply", id: "not-safe" })).node).toBe("safety.ask1");
    },
    30_000,
  );

  it("'mujhe calm down hona h jaldi' starts box breathing, with the card beside it for that turn only", async () => {
    expect(overBar(CALM_DOWN).intent).toBe("breathing");
    const { m, v } = await first(CALM_DOWN);
    expect(v.flow).toBe("breathing");
    expect(v.node).toBe("flow.start");
    expectBeside(v);
    // The flow's own lines come first, the kind line after them.
    expect(texts(v).slice(-4)).toEqual([
      HEALTHBOT_TEXT.switching,
      ...HEALTHBOT_FLOWS.breathing.nodes.start!.say,
      HEALTHBOT_TEXT.helplinesBeside,
    ]);
    expect(ids(v)).toEqual(["ready", "later", "not-safe"]);
    // The next turn (a tap on the flow's own reply) has no card, and "I don't feel safe" has gone.
    const next = await ok(m, { type: "reply", id: "ready" });
    expect(next.node).toBe("flow.round");
    expect(next.care).toBe("none");
    expect(ids(next)).not.toContain("not-safe");
    expect((await get(m)).care).toBe("none");
  }, 30_000);

  it("'need help sleeping tonight' starts the wind-down, and an ordinary typed next turn has no card", async () => {
    expect(overBar(SLEEP_TONIGHT).intent).toBe("sleep");
    const { m, v } = await first(SLEEP_TONIGHT);
    expect(v.flow).toBe("sleep");
    expectBeside(v);
    expect(crisisShareOf(readCrisis("hi"))).toBeLessThan(BOT_CARE_BAR);
    const next = await ok(m, { type: "text", text: "hi" });
    expect(next.node).toBe("flow.menu");
    expect(next.care).toBe("none");
    expect(ids(next)).not.toContain("not-safe");
    expect(texts(next).at(-1)).not.toBe(HEALTHBOT_TEXT.helplinesBeside);
  }, 30_000);

  it("a second line over the bar earns the card again", async () => {
    const { m } = await first(CALM_DOWN);
    const v = await ok(m, { type: "text", text: SLEEP_TONIGHT });
    expect(v.flow).toBe("sleep");
    expectBeside(v);
    expect(v.replies.filter((r) => r.id === "not-safe")).toHaveLength(1);
  }, 30_000);

  it("at an exercise's question a line over the bar is the answer, with nothing beside", async () => {
    overBar(ACTIVATION);
    const m = await h.member();
    expect((await ok(m, { type: "start", flow: "activation" })).node).toBe("flow.plan");
    const v = await ok(m, { type: "text", text: ACTIVATION });
    expect(v.node).toBe("flow.when");
    expect(v.care).toBe("none");
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.helplinesBeside);
    expect(ids(v)).not.toContain("not-safe");
  }, 30_000);

  it("inside the safety check, a line over the bar still only answers it", async () => {
    const m = await h.member();
    await ok(m, { type: "help" });
    const v = await ok(m, { type: "text", text: UNDER_THRESHOLD[0]! });
    expect(v.node).toBe("safety.ask1");
    expect(v.care).toBe("crisis");
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.gentleHeavy);
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.helplinesBeside);
    expect(texts(v).at(-1)).toBe(HEALTHBOT_TEXT.askSafeNow);
  }, 30_000);

  // "मुझे बहुत अकेला लगता है" reads none with a crisis share of 0.08: under any bar that keeps "hi" (0.15)
  // and ordinary messages out of the card. It is for the language module's corpus (decision 041).
  it.fails("'मुझे बहुत अकेला लगता है' gets the gentle card (a known miss: share 0.08, under the bar)", async () => {
    const { v } = await first("मुझे बहुत अकेला लगता है");
    expect(v.care).toBe("gentle");
  }, 30_000);

  it("ordinary first messages under the bar go where they went, with nothing beside", async () => {
    for (const [text, check] of [
      ["hi", (v: HealthbotView) => expect(v.node).toBe("flow.menu")],
      ["neend nahi aa rahi", (v: HealthbotView) => expect(v.flow).toBe("sleep")],
      ["kal exam hai, bahut tension ho rahi hai", (v: HealthbotView) => expect(v.node).not.toBe(GENTLE_NODE)],
    ] as const) {
      expect(crisisShareOf(readCrisis(text)), text).toBeLessThan(BOT_CARE_BAR);
      const { v } = await first(text);
      expect(v.care, text).toBe("none");
      expect(texts(v), text).not.toContain(HEALTHBOT_TEXT.helplinesBeside);
      check(v);
    }
  }, 60_000);

  it("a minor without a guardian's consent sees the card too (their words are not kept, the bot's flag is)", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(15) });
    const v = await ok(teen, { type: "text", text: CALM_DOWN });
    expect(v.flow).toBe("breathing");
    expectBeside(v);
    expect(texts(v)).not.toContain(CALM_DOWN);
    expect((await ok(teen, { type: "reply", id: "not-safe" })).node).toBe("safety.ask1");
  }, 60_000);

  it("a member never sees another's card, nor answers their 'I don't feel safe'", async () => {
    const { m } = await first(CALM_DOWN);
    const other = await h.member();
    expect((await get(other)).care).toBe("none");
    expect(texts(await get(other))).not.toContain(CALM_DOWN);
    expect((await send(other, { type: "reply", id: "not-safe" })).statusCode).toBe(400);
    expect((await get(m)).care).toBe("gentle");
  }, 30_000);
});

// The bar read clause by clause (decision 041, "A crisis beside ordinary words"): the whole reads none under
// the bar, a clause read alone is more likely a crisis than not; the route is the words' own, the card beside it.
describe("Health Bot: a crisis beside ordinary words shows the helplines beside the answer", () => {
  const diluted = (text: string) => {
    const r = readCrisis(text);
    console.info(
      `'${text}': ${r.level}, share ${crisisShareOf(r).toFixed(3)}; clauses ${clauseShareOf(text).toFixed(3)}`,
    );
    expect(r.level, text).toBe("none");
    expect(crisisShareOf(r), text).toBeLessThan(BOT_CARE_BAR);
    expect(clauseShareOf(text), text).toBeGreaterThanOrEqual(CLAUSE_BAR);
  };

  it("'the rope is already in my room. can u just help me calm down first': breathing, with the card beside it", async () => {
    const text = "the rope is already in my room. can u just help me calm down first";
    diluted(text);
    const { m, v } = await first(text);
    expect(v.flow).toBe("breathing");
    expectBeside(v);
    expect((await ok(m, { type: "reply", id: "not-safe" })).node).toBe("safety.ask1");
  }, 30_000);

  it("asking for a counsellor beside strong thoughts of suicide: the person offered, with the card beside it", async () => {
    const text = "counsellor से बात करवाओ, suicide के thoughts बहुत strong हो गए हैं";
    diluted(text);
    const { v } = await first(text);
    expectBeside(v);
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.askSafeNow);
  }, 30_000);

  it("ordinary messages of several clauses go where they went, with nothing beside", async () => {
    for (const [text, flow] of [
      ["exam kal hai, neend nahi aa rahi, kuch tips do", "sleep"],
      ["parso interview hai, bahut ghabrahat ho rahi hai, breathing karwa do", "breathing"],
    ] as const) {
      expect(clauseShareOf(text), text).toBeLessThan(CLAUSE_BAR);
      const { v } = await first(text);
      expect(v.flow, text).toBe(flow);
      expect(v.care, text).toBe("none");
      expect(texts(v), text).not.toContain(HEALTHBOT_TEXT.helplinesBeside);
    }
  }, 60_000);

  it("with the clause bar off, the rope line has no card (the test can fail)", () => {
    const text = "the rope is already in my room. can u just help me calm down first";
    clauseBar.on = false;
    try {
      expect(turnShareOf(readCrisis(text), text)).toBeLessThan(BOT_CARE_BAR);
    } finally {
      clauseBar.on = true;
    }
    expect(turnShareOf(readCrisis(text), text)).toBeGreaterThanOrEqual(CLAUSE_BAR);
    // A reading above none keeps its own share: the clauses are read for a none reading only.
    expect(turnShareOf({ level: "risk", score: 0.42 }, "a, b c d, e f g")).toBe(0.42);
  });
});
