import { describe, expect, it } from "vitest";
import {
  canAnswerHomework,
  canWithdrawHomework,
  careHomeworkInputSchema,
  dueDateAllowed,
  homeworkOpenPath,
} from "./care-plan.ts";

describe("homework rules", () => {
  it("a due date is today or later in India (a date that is already today there counts, yesterday does not)", () => {
    // 20:00 UTC on 1 March is 01:30 on 2 March in India.
    const now = new Date("2026-03-01T20:00:00Z");
    expect(dueDateAllowed("2026-03-02", now)).toBe(true);
    expect(dueDateAllowed("2026-03-01", now)).toBe(false);
    expect(dueDateAllowed("2026-12-31", now)).toBe(true);
    const morning = new Date("2026-03-01T03:00:00Z");
    expect(dueDateAllowed("2026-03-01", morning)).toBe(true);
    expect(dueDateAllowed("2026-02-28", morning)).toBe(false);
  });
  it("life cycle: the member answers done or not done and may change it; never back to assigned; done cannot be withdrawn", () => {
    expect(canAnswerHomework("assigned", "done")).toBe(true);
    expect(canAnswerHomework("done", "not_done")).toBe(true);
    expect(canAnswerHomework("not_done", "done")).toBe(true);
    expect(canAnswerHomework("done", "assigned")).toBe(false);
    expect(canWithdrawHomework("assigned")).toBe(true);
    expect(canWithdrawHomework("not_done")).toBe(true);
    expect(canWithdrawHomework("done")).toBe(false);
  });
  it("each kind opens where the member does it", () => {
    expect(homeworkOpenPath("bot_flow", "sleep")).toBe("/healthbot?flow=sleep");
    expect(homeworkOpenPath("breathing", null)).toBe("/breathing-tool");
    expect(homeworkOpenPath("grounding", null)).toBe("/healthbot?flow=grounding");
    expect(homeworkOpenPath("course_lesson", "c1:l1")).toBe("/wellness/wellnessList/c1?lesson=l1");
    expect(homeworkOpenPath("challenge_day", "3")).toBe("/anxiety-challenge");
    expect(homeworkOpenPath("journal_prompt", null)).toBe("/daily-journal");
    expect(homeworkOpenPath("task", null)).toBeNull();
  });
  it("refuses control characters and overlong instructions, keeps new lines", () => {
    const base = { kind: "task", dueDate: "2030-01-01" } as const;
    expect(careHomeworkInputSchema.safeParse({ ...base, instructions: "a\u0000b" }).success).toBe(false);
    expect(careHomeworkInputSchema.safeParse({ ...base, instructions: "a\u001bb" }).success).toBe(false);
    expect(careHomeworkInputSchema.safeParse({ ...base, instructions: "x".repeat(1001) }).success).toBe(false);
    expect(careHomeworkInputSchema.safeParse({ ...base, instructions: "walk\n\tdaily" }).success).toBe(true);
    expect(careHomeworkInputSchema.safeParse({ ...base, dueDate: "2030-02-30" }).success).toBe(false);
  });
});
