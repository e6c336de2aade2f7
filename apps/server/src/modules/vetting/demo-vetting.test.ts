// The demo seed: eight approved, listed experts with what was verified on their
// cards (RCI registered and verified counsellors), and one registration waiting for review.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { seedDemo } from "../../seed/demo.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await seedDemo(h.database.db, h.built.auth, h.built.storage, pino({ level: "silent" }), { production: false });
});
afterAll(() => h?.close());

describe("demo experts", () => {
  it("eight are listed with a badge of each kind; the pending one is not, and waits in the queue with documents", async () => {
    const list = (await h.app.inject({ url: "/api/experts?pageSize=50" })).json();
    expect(list.total).toBe(8);
    const badges = new Set(list.items.map((e: { badge: string }) => e.badge));
    expect(badges).toEqual(new Set(["rci_registered", "verified_counsellor"]));
    const admin = await staffMember(h);
    const queue = (await h.app.inject({ url: "/api/admin/applications", headers: { cookie: admin.cookie } })).json();
    expect(queue.rows).toHaveLength(1);
    expect(queue.rows[0]).toMatchObject({ email: "pending@saathi.demo", status: "submitted", documentCount: 2 });
    expect(queue.rows[0].ageHours).toBeGreaterThanOrEqual(24);
    const review = (
      await h.app.inject({
        url: `/api/admin/applications/${queue.rows[0].expertId}`,
        headers: { cookie: admin.cookie },
      })
    ).json();
    for (const doc of review.application.documents) {
      const file = await h.app.inject({ url: doc.url, headers: { cookie: admin.cookie } });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe(doc.mimeType);
    }
    expect((await h.app.inject({ url: `/api/experts/${queue.rows[0].expertId}` })).statusCode).toBe(404);
  });
});
