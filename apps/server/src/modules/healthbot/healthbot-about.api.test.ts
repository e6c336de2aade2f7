// Health Bot API: a question about the bot itself ("what can you do?", "tum kaun ho", "यह क्या है")
// is answered with what the bot is and the menu, not "I'm a simple bot" (decision 041, "Questions
// about the bot"); a question about a topic still starts its flow, and a crisis still comes first.
import { HEALTHBOT_TEXT, type HealthbotView } from "@saathi/contract/healthbot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(() => h.close());

const first = async (text: string): Promise<HealthbotView> => {
  const m = await h.member();
  const res = await h.post("/api/healthbot/messages", { type: "text", text }, { cookie: m.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const texts = (v: HealthbotView) => v.messages.map((m) => m.text);

describe("questions about the bot", () => {
  it.each(["what can you do?", "tum kya kar sakte ho", "यह क्या है?"])(
    "'%s' is told what the bot is, with the menu, never the fallback",
    async (text) => {
      const v = await first(text);
      // Once in the bot's first words, and again as the answer (a greeting would not say it again).
      expect(texts(v).filter((t) => t === HEALTHBOT_TEXT.whatIAm)).toHaveLength(2);
      expect(texts(v)).not.toContain(HEALTHBOT_TEXT.notUnderstoodGuess);
      expect(texts(v)).not.toContain(HEALTHBOT_TEXT.notUnderstood);
      expect(v.flow).toBe("home");
      expect(v.crisis).toBe(false);
    },
  );

  it("'how can you help me sleep' is about sleep: its flow starts, not the introduction", async () => {
    const v = await first("how can you help me sleep");
    expect(v.flow).toBe("sleep");
    expect(texts(v).filter((t) => t === HEALTHBOT_TEXT.whatIAm)).toHaveLength(1);
  });

  it("a crisis comes first, whatever the words around it", async () => {
    const v = await first("what can you do, i have pills saved up and i want to die tonight");
    expect(v.crisis).toBe(true);
  });
});

describe("small talk (decision 041, 'Small talk')", () => {
  it.each(["kaise ho", "kya haal hai bot", "क्या हाल है?", "whats up"])(
    "'%s' is greeted back with the menu, never the fallback nor a helpline card",
    async (text) => {
      const v = await first(text);
      expect(texts(v)).toContain(HEALTHBOT_TEXT.greeting);
      expect(texts(v)).not.toContain(HEALTHBOT_TEXT.notUnderstoodGuess);
      expect(texts(v)).not.toContain(HEALTHBOT_TEXT.notUnderstood);
      expect(v.flow).toBe("home");
      expect(v.crisis).toBe(false);
      expect(v.care ?? "none").toBe("none");
    },
  );

  it("a crisis beside small talk still comes first", async () => {
    const v = await first("kaise ho, main aaj raat pul se kood jaunga");
    expect(v.crisis).toBe(true);
  });
});

describe("thanks (decision 041, 'Thanks')", () => {
  it.each(["thank you", "thanku, ab thoda better lag raha h", "शुक्रिया, अब थोड़ा ठीक लग रहा है"])(
    "'%s' gets you're welcome and the menu, not a greeting nor a flow",
    async (text) => {
      const v = await first(text);
      expect(texts(v)).toContain(HEALTHBOT_TEXT.thanks);
      expect(texts(v)).not.toContain(HEALTHBOT_TEXT.greeting);
      expect(v.flow).toBe("home");
      expect(v.node).toBe("flow.menu");
      expect(v.crisis).toBe(false);
      expect(v.care ?? "none").toBe("none");
    },
  );

  it("'thanks for nothing' (read as concern) gets the gentle answer, not the thanks", async () => {
    const v = await first("thanks for nothing");
    expect(texts(v)).not.toContain(HEALTHBOT_TEXT.thanks);
    expect(texts(v)).toContain(HEALTHBOT_TEXT.gentleHeavy);
  });
});
