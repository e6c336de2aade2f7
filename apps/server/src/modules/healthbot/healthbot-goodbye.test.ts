// Goodbyes to the bot (decision 041, "Goodbyes"): a whole message of leave-taking is answered with a goodbye,
// also when the model alone reads it as imminent ("bye, take care"), with the helplines beside it then; a
// goodbye with any other sign of risk, inside an open check, or after a crisis or concern of the last 24
// hours keeps the crisis answer.
import { HEALTHBOT_TEXT, SAFETY_NODES } from "@saathi/contract/healthbot";
import { describe, expect, it } from "vitest";
import { turnAtMenu } from "../../../test/healthbot-turns.ts";
import { checkedLately, overCareBar, routeText, type TextTurn } from "./healthbot.policy.ts";
import { saysGoodbye } from "./healthbot-about.ts";

describe("a whole message of leave-taking", () => {
  it.each([
    "bye",
    "ok bye, take care",
    "gn",
    "good night everyone",
    "thanks, bye!",
    "chalo bye sabko",
    "see you tomorrow",
    "शुभ रात्रि",
    "ठीक है, बाय",
  ])("%s", (text) => expect(saysGoodbye(text)).toBe(true));

  it.each([
    "alvida",
    "अलविदा",
    "bye forever",
    "bye everyone, i am done with life",
    "good night, i won't wake up",
    "bye, take care of my cat for me",
    "take care of mom",
    "i want to say bye to everyone",
  ])("not: %s", (text) => expect(saysGoodbye(text)).toBe(false));
});

const turn = (over: Partial<TextTurn>): TextTurn =>
  turnAtMenu({
    text: "bye, take care",
    crisis: "imminent",
    signals: ["en.goodbye", "model"],
    recentCare: false,
    ...over,
  });

describe("where a goodbye goes", () => {
  it("says goodbye when only the goodbye words and the model read it as a crisis, with the helplines beside it", () => {
    expect(routeText(turn({}))).toEqual({ kind: "goodbye" });
    expect(overCareBar(turn({}))).toBe(true);
  });

  it("says goodbye to a none reading, the helplines beside it only after a recent crisis or over the bar", () => {
    expect(routeText(turn({ crisis: "none", share: 0.02 }))).toEqual({ kind: "goodbye" });
    expect(overCareBar(turn({ crisis: "none", share: 0.02 }))).toBe(false);
    expect(overCareBar(turn({ crisis: "none", share: 0.02, recentCare: true }))).toBe(true);
    expect(overCareBar(turn({ crisis: "none", share: 0.3 }))).toBe(true);
  });

  it("keeps the crisis answer beside any other signal, after a recent crisis, unread context, danger, or in an open check", () => {
    const crisis = { kind: "crisis", danger: false };
    expect(routeText(turn({ signals: ["en.goodbye", "en.want-to-die", "model"] }))).toEqual(crisis);
    expect(routeText(turn({ signals: ["en.goodbye", "model", "recent-lines"] }))).toEqual(crisis);
    expect(routeText(turn({ recentCare: true }))).toEqual(crisis);
    expect(routeText(turn({ recentCare: undefined }))).toEqual(crisis);
    expect(routeText(turn({ signals: undefined }))).toEqual(crisis);
    expect(routeText(turn({ crisis: "danger" }))).toEqual({ kind: "crisis", danger: true });
    const inCheck = turn({ at: "safety.ask1", node: SAFETY_NODES.ask1, replies: SAFETY_NODES.ask1.replies! });
    expect(routeText(inCheck).kind).not.toBe("goodbye");
  });
});

describe("checkedLately", () => {
  const now = Date.parse("2026-11-30T12:00:00Z");
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
  it("is true when the bot began a safety check or gave the gentle answer in the last 24 hours", () => {
    expect(checkedLately([{ sender: "bot", text: HEALTHBOT_TEXT.pause, createdAt: at(3) }], now)).toBe(true);
    expect(checkedLately([{ sender: "bot", text: HEALTHBOT_TEXT.gentleHeavy, createdAt: at(23) }], now)).toBe(true);
    expect(checkedLately([{ sender: "bot", text: HEALTHBOT_TEXT.pause, createdAt: at(25) }], now)).toBe(false);
    expect(checkedLately([{ sender: "member", text: HEALTHBOT_TEXT.pause, createdAt: at(1) }], now)).toBe(false);
    expect(checkedLately([{ sender: "bot", text: HEALTHBOT_TEXT.greeting, createdAt: at(1) }], now)).toBe(false);
  });
});

describe("the whole-message patterns on adversarial input", () => {
  it("read the longest typed message of repeated opening, leave-taking and closing words without backtracking", async () => {
    const { asksAboutBot, greetsBot, thanksBot } = await import("./healthbot-about.ts");
    const { holdsHarmWord, practiceAskedFor } = await import("./healthbot-practice.ts");
    const inputs = [
      `${"ok ".repeat(150)}bye ${"all ".repeat(150)}zzz`,
      `${"bye ".repeat(250)}x`,
      `${"ok ".repeat(330)}bye x`,
      `${"bye guys ".repeat(110)}x`,
      `${"take care ".repeat(100)}x`,
      `${"kal milte h ".repeat(90)}x`,
      `${"bye and ".repeat(125)}x`,
      `${"बाय सबको ".repeat(110)}x`,
      `${"hi ".repeat(330)}kaise`,
      `${"are ".repeat(240)}you`,
      // "bahut bahut" was once a word of its own beside "bahut": 160 of them took minutes.
      `thanks ${"bahut ".repeat(160)}x`,
      `धन्यवाद ${"बहुत ".repeat(160)}x`,
      `thanks ${"so much ".repeat(120)}x`,
      `${"khud ko ".repeat(120)}maaf`,
      `${"so hard on myself ".repeat(55)}x`,
    ].map((t) => t.slice(0, 1000));
    let slowest = 0;
    for (const text of inputs)
      for (const read of [saysGoodbye, greetsBot, asksAboutBot, thanksBot, holdsHarmWord, practiceAskedFor]) {
        const started = performance.now();
        read(text);
        slowest = Math.max(slowest, performance.now() - started);
      }
    console.log(`bot whole-message patterns, adversarial: slowest ${slowest.toFixed(2)} ms`);
    expect(slowest).toBeLessThan(100);
  });
});
