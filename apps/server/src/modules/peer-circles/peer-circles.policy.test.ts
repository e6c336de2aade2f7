// The pure rules of peer circles: open hours in India time, who writes, leads and applies, and the quiz's grade.
import { LISTENER_QUIZ } from "@saathi/contract/peer-circles";
import { describe, expect, it } from "vitest";
import {
  gradeQuiz,
  isOpenAt,
  LISTENER_QUIZ_KEY,
  leads,
  mayApply,
  mayApprove,
  mayRevoke,
  mayWrite,
  nicknameRevealsName,
} from "./peer-circles.policy.ts";

describe("open hours (Asia/Kolkata, weekly)", () => {
  // Monday 20:00 IST is Monday 14:30 UTC.
  const monday8pmIst = Date.UTC(2026, 10, 30, 14, 30);
  const evening = [{ weekday: 1, start: "19:00", end: "21:00" }];
  it("reads the window in India time, whatever the server's zone", () => {
    expect(isOpenAt(evening, monday8pmIst)).toBe(true);
    expect(isOpenAt(evening, monday8pmIst - 90 * 60_000)).toBe(false); // 18:30 IST
    expect(isOpenAt(evening, monday8pmIst + 60 * 60_000)).toBe(false); // 21:00 IST: the end is excluded
    expect(isOpenAt([{ weekday: 2, start: "19:00", end: "21:00" }], monday8pmIst)).toBe(false);
  });
  it("a window to 24:00 covers the day's last minute; UTC's day is not India's", () => {
    // Tuesday 00:10 IST is Monday 18:40 UTC.
    const tuesdayJustAfterMidnight = Date.UTC(2026, 11, 1, 18, 40) - DAY;
    expect(isOpenAt([{ weekday: 2, start: "00:00", end: "01:00" }], tuesdayJustAfterMidnight)).toBe(true);
    expect(isOpenAt([{ weekday: 1, start: "23:00", end: "24:00" }], tuesdayJustAfterMidnight - 20 * 60_000)).toBe(true);
  });
});
const DAY = 86_400_000;

describe("who may do what", () => {
  const member = { userId: "u", leftAt: null, mutedAt: null };
  it("writes only as a current, unmuted member of an open room", () => {
    expect(mayWrite(member, true)).toBe("ok");
    expect(mayWrite(member, false)).toBe("closed");
    expect(mayWrite({ ...member, mutedAt: new Date() }, true)).toBe("muted");
    expect(mayWrite({ ...member, leftAt: new Date() }, true)).toBe("not_member");
    expect(mayWrite(null, true)).toBe("not_member");
  });
  it("leads only while listed on the room, approved and an adult: revoked loses it at once, a minor never has it", () => {
    expect(leads(true, "approved", false)).toBe(true);
    expect(leads(true, "revoked", false)).toBe(false);
    expect(leads(true, "applied", false)).toBe(false);
    expect(leads(false, "approved", false)).toBe(false);
    expect(leads(true, "approved", true)).toBe(false);
  });
  it("applies after passing the quiz, once; moderators approve applications and revoke listeners", () => {
    expect(mayApply(null, false)).toBe("quiz");
    expect(mayApply(null, true)).toBe("ok");
    expect(mayApply("applied", true)).toBe("applied");
    expect(mayApply("approved", true)).toBe("listener");
    expect(mayApply("revoked", true)).toBe("ok");
    expect([mayApprove("applied"), mayApprove("approved"), mayApprove("revoked"), mayApprove(null)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([mayRevoke("approved"), mayRevoke("applied"), mayRevoke("revoked")]).toEqual([true, false, false]);
  });
  it("a nickname may not be the member's name", () => {
    expect(nicknameRevealsName("asha", ["Asha Verma", null])).toBe(true);
    expect(nicknameRevealsName("Asha Verma", ["Asha Verma"])).toBe(true);
    expect(nicknameRevealsName("Sparrow", ["Asha Verma", "asha_v"])).toBe(false);
  });
});

describe("the listener quiz", () => {
  it("has a right answer for every question, among its options", () => {
    for (const q of LISTENER_QUIZ) expect(Object.keys(q.options)).toContain(LISTENER_QUIZ_KEY[q.id]);
  });
  it("passes at the pass mark, needs every answer, and counts unknown answers as wrong", () => {
    const right = { ...LISTENER_QUIZ_KEY };
    expect(gradeQuiz(right)).toEqual({ score: 6, total: 6, passed: true, complete: true });
    expect(gradeQuiz({ ...right, risk: "a" })).toMatchObject({ score: 5, passed: true });
    expect(gradeQuiz({ ...right, risk: "a", advice: "zz" })).toMatchObject({ score: 4, passed: false });
    const { risk: _, ...missing } = right;
    expect(gradeQuiz(missing)).toMatchObject({ complete: false, passed: false });
    expect(gradeQuiz({ ...right, __proto__: "b" } as Record<string, string>).score).toBe(6);
  });
});
