// Dates an expert types on a plan: a date PostgreSQL cannot store (the year 0000, which the ISO format
// allows) is a 400 with the date message, never a 500, and the goal already saved keeps its date.
import type { CareLink } from "@saathi/contract/care-between";
import { CARE_PLAN_MSG, type CareGoal } from "@saathi/contract/care-plan";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asRole, type CareWorld, careWorld } from "../../../test/care-fixture.ts";
import { type Harness, startHarness } from "../../../test/harness.ts";

let h: Harness;
let w: CareWorld;
let base: string;

beforeAll(async () => {
  h = await startHarness();
  w = await careWorld(h);
  const link = (await asRole(h, w.expert, "POST", `/api/care/clients/${w.member.id}`)).json() as CareLink;
  base = `/api/care/links/${link.id}`;
}, 240_000);
afterAll(() => h?.close());

describe("plan dates", () => {
  it("the year 0000 is refused with the date message on a new goal, a goal's change and homework", async () => {
    const goal = (
      await asRole(h, w.expert, "POST", `${base}/goals`, { title: "Walk daily", targetDate: "2031-01-31" })
    ).json() as CareGoal;
    const tries = [
      await asRole(h, w.expert, "POST", `${base}/goals`, { title: "Sleep", targetDate: "0000-01-01" }),
      await asRole(h, w.expert, "PATCH", `${base}/goals/${goal.id}`, { targetDate: "0000-12-31" }),
      await asRole(h, w.expert, "POST", `${base}/homework`, {
        kind: "task",
        instructions: "Write it down",
        dueDate: "0000-06-15",
      }),
    ];
    for (const res of tries) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR" });
      expect(res.json().fields[0].message).toBe(CARE_PLAN_MSG.badDate);
    }
    const plan = (await asRole(h, w.member, "GET", `${base}/plan`)).json() as { goals: CareGoal[] };
    expect(plan.goals.map((g) => [g.title, g.targetDate])).toEqual([["Walk daily", "2031-01-31"]]);
  }, 60_000);
});
