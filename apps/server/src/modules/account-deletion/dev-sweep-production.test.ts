// The dev erasure sweep moves time: it must not exist in production.
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    NODE_ENV: "production",
    SMTP_URL: "smtp://127.0.0.1:1",
    CARE_NOTES_KEYS: `k1:${Buffer.alloc(32, 7).toString("base64")}`,
  });
}, 60_000);
afterAll(() => h.close());

it("POST /api/dev/erasure-sweep answers 404 in production", async () => {
  const res = await h.app.inject({
    method: "POST",
    url: "/api/dev/erasure-sweep",
    payload: { asOf: new Date(Date.now() + 30 * 86_400_000).toISOString() },
  });
  expect(res.statusCode).toBe(404);
});
