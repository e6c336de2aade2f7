// A write aborted by PostgreSQL to break a deadlock is run again; nothing else is.
import { describe, expect, it } from "vitest";
import { DEADLOCK_TRIES, PG, pgCode, retryOnDeadlock } from "./pg-errors.ts";

/** An error as Drizzle gives it: PostgreSQL's code on `cause`. */
const wrapped = (code: string) => Object.assign(new Error("query failed"), { cause: { code } });

describe("retryOnDeadlock", () => {
  it("runs the write again after a deadlock and answers what the next run answers", async () => {
    let runs = 0;
    const answer = await retryOnDeadlock(async () => {
      runs += 1;
      if (runs < 3) throw wrapped(PG.deadlock);
      return "booked";
    });
    expect(answer).toBe("booked");
    expect(runs).toBe(3);
  });

  it("turns a deadlock into what the constraint says on the next run (the slot was taken)", async () => {
    let runs = 0;
    const err = await retryOnDeadlock(async () => {
      runs += 1;
      throw wrapped(runs === 1 ? PG.deadlock : PG.exclusion);
    }).catch((e: unknown) => e);
    expect(pgCode(err)).toBe(PG.exclusion);
    expect(runs).toBe(2);
  });

  it("never runs again for any other error", async () => {
    for (const code of [PG.exclusion, PG.unique, "40001", undefined]) {
      let runs = 0;
      const err = await retryOnDeadlock(async () => {
        runs += 1;
        throw code ? wrapped(code) : new Error("boom");
      }).catch((e: unknown) => e);
      expect(pgCode(err)).toBe(code);
      expect(runs).toBe(1);
    }
  });

  it(`gives up after ${DEADLOCK_TRIES} deadlocks and throws the last`, async () => {
    let runs = 0;
    const err = await retryOnDeadlock(async () => {
      runs += 1;
      throw wrapped(PG.deadlock);
    }).catch((e: unknown) => e);
    expect(pgCode(err)).toBe(PG.deadlock);
    expect(runs).toBe(DEADLOCK_TRIES);
  });
});
