import { describe, expect, it } from "vitest";
import { buildWellnessPlan, PLAN_MAX, PLAN_MIN } from "./wellness-plan.ts";
import { QUIZ_QUESTIONS, type QuizAnswers } from "./wellness-questions.ts";

const allWell: QuizAnswers = {
  sleep: "7to9",
  movement: "3plus",
  connection: "often",
  stress: "calm",
  screens: "under3",
  nature: "often",
  purpose: "often",
  help: "professional",
};

describe("wellness plan", () => {
  it("puts the areas most in need first, at most 5, support before the rest on a tie", () => {
    const plan = buildWellnessPlan({
      sleep: "under5",
      movement: "rarely",
      connection: "rarely",
      stress: "very",
      screens: "5plus",
      nature: "rarely",
      purpose: "rarely",
      help: "alone",
    });
    expect(plan.actions).toHaveLength(PLAN_MAX);
    expect(plan.actions.map((a) => a.area)).toEqual(["help", "sleep", "stress", "connection", "movement"]);
    expect(plan.actions[0]?.text).toContain("Tele-MANAS (14416)");
    expect(plan.strengths).toEqual([]);
  });

  it("prefers areas needing more care over mild ones", () => {
    const plan = buildWellnessPlan({ ...allWell, stress: "some", nature: "rarely", sleep: "irregular" });
    expect(plan.actions.map((a) => a.area)).toEqual(["sleep", "nature", "stress"]);
    expect(plan.actions[0]?.text).toContain("same time");
  });

  it("tops a plan up to 3 actions with keep-ups from what is going well", () => {
    const plan = buildWellnessPlan({ ...allWell, screens: "3to5" });
    expect(plan.actions.map((a) => a.area)).toEqual(["screens", "help", "sleep"]);
    expect(plan.actions[1]?.text).toMatch(/^Keep reaching out/);
    expect(plan.strengths).toContain("Sleep");
    expect(buildWellnessPlan(allWell).actions).toHaveLength(PLAN_MIN);
  });

  it("gives 3 to 5 actions for every single weak answer", () => {
    for (const q of QUIZ_QUESTIONS) {
      for (const o of q.options) {
        const n = buildWellnessPlan({ ...allWell, [q.id]: o.key }).actions.length;
        expect(n).toBeGreaterThanOrEqual(PLAN_MIN);
        expect(n).toBeLessThanOrEqual(PLAN_MAX);
      }
    }
  });

  it("refuses a missing answer", () => {
    expect(() => buildWellnessPlan({ ...allWell, sleep: "" })).toThrow();
  });
});
