// A minor buys neither a paid course nor a circle seat alone, consent or not (a guardian paying for those
// is not built); an adult buys both, and the minor keeps the free courses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CirclesCast, circleRequests, startCirclesCast } from "../../../test/circles-fixture.ts";
import type { Member } from "../../../test/harness.ts";
import { consentedMinor } from "../../../test/young-people-fixture.ts";
import { seedDemoCourses } from "../../seed/demo-courses.ts";

let cast: CirclesCast;
let teen: Member;
const { get, send, hostCircle, book } = circleRequests(() => cast);
type Course = { id: string; isPaid: boolean; owned: boolean };

beforeAll(async () => {
  cast = await startCirclesCast();
  await seedDemoCourses(cast.h.database.db, cast.h.built.storage);
  teen = await consentedMinor(cast.h, 16);
}, 60_000);
afterAll(() => cast.h.close());

describe("a minor's purchases", () => {
  it("a paid course: 403 with a kind sentence for a minor (with a guardian's consent); an adult buys it", async () => {
    const courses = (await get(teen, "/api/courses")).json().courses as Course[];
    const paid = courses.find((c) => c.isPaid);
    const free = courses.find((c) => !c.isPaid);
    if (!paid || !free) throw new Error("the demo courses have a paid and a free course");
    const refused = await send(teen, "POST", `/api/courses/${paid.id}/purchase`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("MINOR_PROTECTED");
    expect(refused.json().message).toContain("Childline 1098");
    expect(free.owned).toBe(true);
    const adult = await send(cast.asha, "POST", `/api/courses/${paid.id}/purchase`);
    expect(adult.statusCode, adult.body).toBe(200);
  });

  it("a circle seat, free or paid: 403 for a minor and no seat taken; an adult takes one", async () => {
    for (const fee of [0, 500]) {
      const circle = await hostCircle({ fee });
      const occurrenceId = circle.occurrences[0]?.id ?? "";
      const refused = await book(teen, occurrenceId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("MINOR_PROTECTED");
      expect(refused.json().message).toContain("guardian");
      const mine = (await get(teen, "/api/circles/seats")).json();
      expect(JSON.stringify(mine)).not.toContain(occurrenceId);
      const adult = await book(cast.ravi, occurrenceId);
      expect(adult.statusCode, adult.body).toBe(200);
    }
  });
});
